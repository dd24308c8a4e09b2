"""江南时报网 (jiangnan): slide data by XMLHttpRequest started on ``load`` (answered 1.4 s
late), a requestAnimationFrame easing of about 1 s on the track (clicks during the motion
are queued), a title and a text per slide, a 热门推荐 猜你喜欢 panel injected under the
captions after the second picture, a class-less ``<span>→</span>`` control, stop at the end.
Old-school class names. Its second article embeds a grid that opens a viewer overlay."""

from __future__ import annotations

import json

from common import (
    Site,
    article_main,
    axes,
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
    "jiangnan",
    "江南时报网",
    "www.jnsbw.com",
    "#2e6b8f",
    "legacy",
    "",
    width=980,
    nav=["首页", "江苏", "苏州", "图片", "园林", "教育", "房产"],
)
GALLERIES = [
    ("jnsb/20240512/n51234.html", "平江路的雨巷", 5, 1.4, ["雨巷", "评弹", "石桥", "茶馆", "灯笼"]),
    (
        "jnsb/20240513/n51299.html",
        "太湖开捕 渔获满舱",
        8,
        1.2,
        ["开捕仪式", "撒网", "收网", "银鱼", "白虾", "渔家", "码头", "夕阳"],
    ),
]


def gallery(
    order: int, page: str, title: str, n: int, delay: float, titles: list[str]
) -> tuple[str, dict, dict]:
    imgs = [f"pics/jng{order}-{i:02d}-1500x1000.png" for i in range(1, n + 1)]
    texts = captions(f"jiangnan{order}", n, 3, "（江南时报记者 {}）")
    data_path = f"jnsb/data/{page.rsplit('/', 1)[1].split('.')[0]}.json"
    SITE.files[data_path] = json.dumps(
        [
            {"pic": rel(page, im), "head": t, "body": x}
            for im, t, x in zip(imgs, titles, texts, strict=True)
        ],
        ensure_ascii=False,
    )
    recs = "".join(
        f'<a href="{rel(page, SITE.trap(f"hot-{i}", t))}">{t}</a>'
        for i, t in enumerate(["拙政园荷花初绽", "周庄夜色", "寒山寺钟声"], 1)
    )
    when = f"2024-05-1{order + 1} 15:4{order}"
    main = f"""<h1 class="ArticleTitle">{title}</h1>{meta(SITE, when)}
<p class="Summary">{title}。本报记者摄影报道。</p>
<div id="PicShow" class="PicShow" data-url="{rel(page, data_path)}">
 <div class="PicWindow"><div class="PicBelt"></div></div>
 <div class="PicCtrl"><span>←</span><em class="PicNum"></em><span>→</span></div>
 <div class="HotRec" hidden><strong>热门推荐 猜你喜欢</strong>{recs}</div>
</div>
<div class="NextGroup"><a href="{rel(page, SITE.trap("next-album", "下一图集"))}">下一图集</a>
 </div>"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/jn.css",),
        js=("js/picshow.js",),
    )
    caps = [f"{t}\n{x}" for t, x in zip(titles, texts, strict=True)]
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            False,
            data_timing="late_xhr",
            motion="per_frame",
            late_panel="recommend_panel",
            captions="title_and_text",
            viewer="none",
            control="span_arrow",
        ),
        "oracle": {
            "open": None,
            "next": ".PicCtrl > span:last-of-type",
            "action": "click",
            "picture": ".PicBelt .Current img",
            "caption": ".PicBelt .Current .PicTitle, .PicBelt .Current .PicText",
            "end": "stop",
        },
    }
    return page, truth, {data_path: {"delay": delay}}


def embedded() -> tuple[str, dict]:
    page = "jnsb/20240515/n51350.html"
    title = "大运河文化带建设再添新地标"
    paras = prose("jiangnan-embed", "扬州", "大运河文化带建设", 8)
    imgs = [f"pics/jne-{i:02d}-1200x800.png" for i in range(1, 9)]
    caps = captions("jiangnan-embed", 8, 3, "（江南时报记者 {}）")
    cells = "".join(
        f'<li><img src="{rel(page, im.replace("-1200x800", "s-160x107"))}" '
        f'data-src="{rel(page, im)}" data-caption="{c}" alt=""></li>'
        for im, c in zip(imgs, caps, strict=True)
    )
    grid = f"""<ul class="ArtPics">{cells}</ul>
<div class="ArtViewer"><img class="ArtViewerPic" src="" alt=""><p class="ArtViewerCap"></p>
<a href="javascript:void(0)" class="ArtViewerNext" title="下一张">下一张 &gt;</a>
<a href="javascript:void(0)" class="ArtViewerClose">关闭</a></div>"""
    main = article_main(SITE, title, "2024-05-15 09:30", paras, grid)
    SITE.files[page] = shell(
        SITE, page, title=title, crumb="新闻", main=main, css=("css/jn.css",), js=("js/artpics.js",)
    )
    return page, {
        "kind": "article",
        "title": title,
        "text": "\n".join(paras),
        "pages": 1,
        "axes": {"article": "embedded_lightbox"},
        "slides": slides(imgs, caps),
        "oracle": {
            "open": ".ArtPics img",
            "next": ".ArtViewerNext",
            "action": "click",
            "picture": ".ArtViewerPic",
            "caption": ".ArtViewerCap",
            "end": "stop",
        },
    }


def build() -> None:
    pages, routes = {}, {}
    for i, (p, t, n, d, titles) in enumerate(GALLERIES, 1):
        key, truth, route = gallery(i, p, t, n, d, titles)
        pages[key] = truth
        routes.update(route)
    art = "jnsb/20240514/n51302.html"
    pages[art] = plain_article(
        SITE,
        art,
        "苏州古城保护更新试点扩围",
        "2024-05-14 08:20",
        ("苏州", "古城保护更新"),
        side=related(SITE, art, "rel", 3),
    )
    key, truth = embedded()
    pages[key] = truth
    write_site(
        SITE,
        pages,
        "XHR on load answered 1.2–1.4 s late, rAF easing of 1 s on the "
        "track with clicks queued, title + text per slide, 热门推荐 panel shown under "
        "the captions after picture 2, class-less span → control, stops at the end; "
        "下一图集, 相关图集; an article embedding a thumbnail grid with a viewer",
        routes,
        busy="queued",
    )
