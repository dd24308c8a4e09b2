"""八桂新闻网 (bagui, round 2): the slide data comes from an XMLHttpRequest sent on ``load``
(answered 1.1–1.3 s late); the script then builds a track of slides whose ``<img>`` carry a
1×1 ``data:`` placeholder in ``src`` and the large picture in ``data-original``, copied into
``src`` only for the picture shown and its neighbour (lazy loading). The track eases over
0.9 s with requestAnimationFrame; clicks during the motion are queued. The arrows are
``<a href="javascript:;"><i class="iconfont">&#xe6a3;</i></a>`` (an icon-font glyph, no
text), created after the data. A title and a text per picture; a 热门推荐 猜你喜欢 panel under
the caption once picture 2 is shown; wrap-around; 自动播放 starts autoplay; a thumbnail strip
of the gallery itself; 下一图集 and 相关图集 decoys. snake_case shell class names."""

from __future__ import annotations

import json

from common import (
    Site,
    axes,
    meta,
    plain_article,
    rel,
    related,
    shell,
    slides,
    write_site,
)
from texts import captions

SITE = Site(
    "bagui",
    "八桂新闻网",
    "www.baguinews.cn",
    "#b23a48",
    "snake",
    "gxw",
    width=1060,
    nav=["首页", "广西", "南宁", "图片", "东盟", "旅游", "财经", "民族"],
)
GALLERIES = [
    (
        "pic/2024/06/03/3301.html",
        "漓江竹筏游人如织",
        10,
        "2024-06-03 15:00",
        1.1,
        ["竹筏", "九马画山", "兴坪", "渔火", "倒影", "山歌", "码头", "烟雨", "岸边", "夕照"],
    ),
    (
        "news/2024/06/04/3347.html",
        "三月三歌圩节现场",
        7,
        "2024-06-04 12:20",
        1.3,
        ["对歌", "绣球", "五色饭", "竹竿舞", "铜鼓", "长桌宴", "合影"],
    ),
]


def gallery(
    order: int, page: str, title: str, n: int, when: str, delay: float, titles: list[str]
) -> tuple[str, dict, dict]:
    imgs = [f"pics/gxg{order}-{i:02d}-1500x1000.png" for i in range(1, n + 1)]
    texts = captions(f"bagui{order}", n, 3, "（八桂新闻网记者 {}）")
    api = f"api/photo_{3300 + order}.json"
    SITE.files[api] = json.dumps(
        {
            "result": {
                "total": n,
                "list": [
                    {
                        "pic": rel(page, im),
                        "thumb": rel(page, im.replace("-1500x1000", "x-120x80")),
                        "title": t,
                        "summary": x,
                    }
                    for im, t, x in zip(imgs, titles, texts, strict=True)
                ],
            }
        },
        ensure_ascii=False,
    )
    recs = "".join(
        f'<a href="{rel(page, SITE.trap(f"hot-{i}", t))}">{t}</a>'
        for i, t in enumerate(["德天瀑布", "北海银滩", "龙脊梯田"], 1)
    )
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "八桂新闻网")}
<div class="m-gallery" id="gxGallery" data-api="{rel(page, api)}" data-rec="{
        recs.replace('"', "&quot;")
    }">
 <div class="m-gallery-stage"><ul class="m-gallery-track"></ul>
  <div class="m-gallery-loading">正在加载图集……</div></div>
 <div class="m-gallery-cap"><h4 class="m-gallery-tt"></h4><p class="m-gallery-txt"></p></div>
 <div class="m-gallery-tool"><span class="m-gallery-num"></span>
  <button type="button" class="m-gallery-auto">自动播放</button>
  <a class="m-gallery-set" href="{
        rel(page, SITE.trap("next-album", "下一图集"))
    }">下一图集</a></div>
 <div class="m-gallery-strip"></div>
</div>"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 5),
        css=("css/m-gallery.css",),
        js=("js/m-gallery.js",),
    )
    caps = [f"{t}\n{x}" for t, x in zip(titles, texts, strict=True)]
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": {
            **axes(
                order == 1,
                data_timing="late_xhr",
                motion="per_frame",
                late_panel="recommend_panel",
                captions="title_and_text",
                viewer="none",
                control="a_iconfont",
                caption_height="steady",
                viewer_reveal="none",
                picture_source="img_lazy_data_original",
                paging="one_page",
            ),
            "control_created": "after_data",
        },
        "oracle": {
            "open": None,
            "next": "#gxGallery .m-gallery-arr-r",
            "action": "click",
            "picture": "#gxGallery .m-slide.is-cur img",
            "caption": "#gxGallery .m-gallery-tt, #gxGallery .m-gallery-txt",
            "end": "wrap",
        },
    }
    return page, truth, {api: {"delay": delay}}


def build() -> None:
    pages, routes = {}, {}
    for i, g in enumerate(GALLERIES, 1):
        key, truth, route = gallery(i, *g)
        pages[key] = truth
        routes.update(route)
    art = "news/2024/06/05/3362.html"
    pages[art] = plain_article(
        SITE,
        art,
        "南宁五象新区新增一批便民停车位",
        "2024-06-05 09:35",
        ("南宁", "停车设施建设"),
        ("gxfig-01", "新建成的立体停车楼。（八桂新闻网记者 黄蕾）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "slide data by XMLHttpRequest on load (answered 1.1-1.3 s late); lazy <img> with a "
        "data: placeholder src and data-original, copied for the shown picture and its "
        "neighbour; 0.9 s rAF easing track, clicks queued; icon-font arrows (a > i.iconfont, no "
        "text) created after the data; title + text; 热门推荐 猜你喜欢 under the caption after "
        "picture 2; wraps; 自动播放, own thumbnail strip, 下一图集, 相关图集",
        routes,
        busy="queued",
        round_=2,
    )
