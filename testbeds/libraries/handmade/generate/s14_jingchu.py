"""荆楚图闻 (jingchu, round 2): a grid of thumbnails rendered from JSON fetched 400 ms after
``load`` (answered 0.7 s late); a click opens the site's own viewer, which stays invisible
until its large picture has loaded (every large picture is answered 0.8–1.2 s late) and then
fades and zooms in; the large picture is given as ``<picture><source srcset>`` over an
``<img src>`` fallback of another size that the browser never fetches. A title and a text per
picture (both swapped when the new picture has loaded), a ``<button>下一张</button>``, the →
key, a tip at the last picture (stop). A Chinese cookie sheet over the lower half 1.8 s after
load (the viewer lies above it). CSS-modules class names (``Name_role__hash``). Its second
article embeds a thumbnail grid that opens the same viewer."""

from __future__ import annotations

import json

from common import (
    Site,
    article_main,
    axes,
    consent_html,
    meta,
    plain_article,
    rel,
    related,
    shell,
    slides,
    write_site,
)
from texts import captions, prose

SITE = Site(
    "jingchu",
    "荆楚图闻",
    "www.jingchutuwen.cn",
    "#8e2d5a",
    "module",
    "jc",
    width=1100,
    nav=["首页", "湖北", "武汉", "图闻", "长江", "财经", "文化", "健康"],
)
GALLERIES = [
    (
        "photo/2024-06/03/content_2701.html",
        "东湖绿道夏日清晨",
        8,
        "2024-06-03 07:55",
        ["晨跑", "荷塘", "骑行", "观鸟", "湖心亭", "太极", "写生", "日出"],
    ),
    (
        "a/2024-06/04/content_2718.html",
        "长江大桥通车纪念日的江城",
        5,
        "2024-06-04 19:30",
        ["江景", "桥头堡", "轮渡", "灯光秀", "老街"],
    ),
]
#: the viewer's class names (hand-written, CSS-modules style)
V = {
    "root": "PhotoViewer_root__3kd9a",
    "stage": "PhotoViewer_stage__q81mz",
    "img": "PhotoViewer_img__b7c2e",
    "title": "PhotoViewer_title__u5n0w",
    "text": "PhotoViewer_text__r2d6k",
    "next": "PhotoViewer_next__x81ke",
    "prev": "PhotoViewer_prev__0pl3s",
    "count": "PhotoViewer_count__m4t7y",
    "tip": "PhotoViewer_tip__h6v1a",
    "close": "PhotoViewer_close__e9w2q",
}


def viewer_html() -> str:
    return f"""<div class="{V["root"]}" id="jcViewer" role="dialog" aria-hidden="true">
 <div class="{V["stage"]}"><picture><source srcset=""><img class="{V["img"]}" alt=""></picture>
 </div>
 <div class="PhotoViewer_caption__k0s8d"><h3 class="{V["title"]}"></h3><p class="{V["text"]}"></p>
 </div>
 <span class="{V["count"]}"></span><p class="{V["tip"]}">已经是最后一张了</p>
 <button type="button" class="{V["prev"]}">上一张</button>
 <button type="button" class="{V["next"]}">下一张</button>
 <button type="button" class="{V["close"]}" title="关闭">×</button>
</div>"""


def late_routes(imgs: list[str]) -> dict:
    """Every large picture answered 0.8–1.2 s late."""
    return {im: {"delay": round(0.8 + (i % 5) * 0.1, 1)} for i, im in enumerate(imgs)}


def gallery(
    order: int, page: str, title: str, n: int, when: str, titles: list[str]
) -> tuple[str, dict, dict]:
    imgs = [f"pics/jcg{order}-{i:02d}-1500x1000.png" for i in range(1, n + 1)]
    texts = captions(f"jingchu{order}", n, 2, "（荆楚图闻记者 {} 摄）")
    data_path = f"data/gallery_{2700 + order}.json"
    SITE.files[data_path] = json.dumps(
        {
            "code": 0,
            "data": {
                "title": title,
                "items": [
                    {
                        "large": rel(page, im),
                        "fallback": rel(page, im.replace("-1500x1000", "-750x500")),
                        "thumb": rel(page, im.replace("-1500x1000", "s-210x140")),
                        "title": t,
                        "desc": x,
                    }
                    for im, t, x in zip(imgs, titles, texts, strict=True)
                ],
            },
        },
        ensure_ascii=False,
    )
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    main = f"""<h1 class="Album_title__z3k1f">{title}</h1>{meta(SITE, when, "荆楚图闻")}
<div class="Album_grid__p0d7c" id="jcGrid" data-src="{rel(page, data_path)}">
 <span class="Album_loading__c2v8n">图片加载中…</span></div>
<p class="Album_lead__w1e5r">{title}。共{n}张，点击图片查看大图。</p>
<div class="Album_next__g5h2t"><a href="{nxt}">下一图集</a></div>
{viewer_html()}"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图闻",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/jc-photo.css",),
        js=("js/jc-viewer.js", "js/jc-album.js"),
        tail=consent_html("jcPrivacy", 1800, "zh"),
    )
    caps = [f"{t}\n{x}" for t, x in zip(titles, texts, strict=True)]
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="late_fetch",
            motion="fade",
            late_panel="consent_sheet",
            captions="title_and_text",
            viewer="lightbox",
            control="button_text",
            caption_height="steady",
            viewer_reveal="after_large_load",
            picture_source="picture_source",
            paging="one_page",
        ),
        "oracle": {
            "open": "#jcGrid a",
            "next": f".{V['next']}",
            "action": "click",
            "picture": f".{V['img']}",
            "source": "current_src",
            "caption": f".{V['title']}, .{V['text']}",
            "end": "stop",
        },
    }
    routes = {data_path: {"delay": 0.7}, **late_routes(imgs)}
    return page, truth, routes


def embedded() -> tuple[str, dict, dict]:
    page = "a/2024-06/06/content_2755.html"
    title = "汉口历史风貌街区修缮后重新开放"
    paras = prose("jingchu-embed", "武汉", "历史街区保护", 8)
    imgs = [f"pics/jce-{i:02d}-1200x900.png" for i in range(1, 6)]
    caps = captions("jingchu-embed", 5, 2, "（荆楚图闻记者 {} 摄）")
    cells = "".join(
        f'<a href="javascript:;" class="ArticleAlbum_cell__n6q2j" data-large="{rel(page, im)}" '
        f'data-fallback="{rel(page, im.replace("-1200x900", "-600x450"))}" data-desc="{c}">'
        f'<img src="{rel(page, im.replace("-1200x900", "s-160x120"))}" alt=""></a>'
        for im, c in zip(imgs, caps, strict=True)
    )
    grid = f"""<div class="ArticleAlbum_root__a8r3v" id="jcArticleAlbum">
<p class="ArticleAlbum_hint__d1y4u">组图：修缮后的汉口老街（点击查看大图）</p>{cells}</div>"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="新闻",
        main=article_main(SITE, title, "2024-06-06 10:40", paras, grid) + viewer_html(),
        side=related(SITE, page, "rel", 3, "热门推荐"),
        css=("css/jc-photo.css",),
        js=("js/jc-viewer.js", "js/jc-article.js"),
    )
    truth = {
        "kind": "article",
        "title": title,
        "text": "\n".join(paras),
        "pages": 1,
        "axes": {
            "article": "embedded_lightbox",
            "viewer_reveal": "after_large_load",
            "picture_source": "picture_source",
        },
        "slides": slides(imgs, caps),
        "oracle": {
            "open": "#jcArticleAlbum a",
            "next": f".{V['next']}",
            "action": "click",
            "picture": f".{V['img']}",
            "source": "current_src",
            "caption": f".{V['text']}",
            "end": "stop",
        },
    }
    return page, truth, late_routes(imgs)


def build() -> None:
    pages, routes = {}, {}
    for i, g in enumerate(GALLERIES, 1):
        key, truth, route = gallery(i, *g)
        pages[key] = truth
        routes.update(route)
    art = "a/2024-06/05/content_2731.html"
    pages[art] = plain_article(
        SITE,
        art,
        "武汉新开通两条跨江公交线路",
        "2024-06-05 08:25",
        ("武汉", "跨江公共交通"),
        side=related(SITE, art, "rel", 3, "热门推荐"),
    )
    key, truth, route = embedded()
    pages[key] = truth
    routes.update(route)
    write_site(
        SITE,
        pages,
        "thumbnail grid from JSON fetched 400 ms after load (answered 0.7 s late); own viewer "
        "that stays invisible until the large picture (answered 0.8-1.2 s late) has loaded, "
        "then fades and zooms in; large pictures as <picture><source srcset> over an <img src> "
        "fallback of another size; title + text swapped on load, button 下一张, → key, tip "
        "at the end (stop); Chinese cookie sheet after 1.8 s under the viewer; an article "
        "embedding a thumbnail grid that opens the same viewer",
        routes,
        round_=2,
    )
