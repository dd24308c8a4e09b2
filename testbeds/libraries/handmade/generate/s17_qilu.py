"""齐鲁视线 (qilu, round 3): the gallery is a custom element, ``<ql-album src="…json">``,
whose pictures, caption, counter, page buttons and 播放 button all live in its open shadow
root (the light DOM holds nothing but the element). It fetches its JSON when it is connected
(answered 0.6–0.8 s late). There is no next arrow: only numbered page buttons (1 2 3 …) and a
swipe on the picture; picture k+1 is reached by pressing the button k+1. Each press calls
``history.pushState`` with ``?p=k``, and opening ``…html?p=k`` directly shows picture k. The
new picture fades in (0.5 s). An ad box fills 2 s after load; a ticker, 下一图集 and 相关图集
are decoys. Its second article embeds the same element between prose paragraphs. kebab-case
shell class names."""

from __future__ import annotations

import json

from common import (
    Site,
    ad_html,
    article_main,
    axes,
    meta,
    plain_article,
    rel,
    related,
    shell,
    slides,
    ticker_html,
    write_site,
)
from texts import captions, prose

SITE = Site(
    "qilu",
    "齐鲁视线",
    "www.qilushixian.com",
    "#1565c0",
    "kebab",
    "qlsx",
    width=1020,
    nav=["首页", "山东", "济南", "图片", "泉城", "黄河", "体育", "文旅"],
)
GALLERIES = [
    ("tuji/2024/0610/5512.html", "趵突泉畔赏荷正当时", 7, "2024-06-10 08:45", 0.6, ()),
    ("news/2024/0611/5530.html", "泰山挑山工的一天", 5, "2024-06-11 19:20", 0.8, (3,)),
]
ROUND3 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "paging": "one_page",
    "dom_scope": "shadow_open",
    "address": "push_state_query",
    "rendering": "patch",
    "layout": "one_at_a_time",
    "charset": "utf8",
}


def album_json(page: str, imgs: list[str], caps: list[str], album: int, title: str) -> str:
    return json.dumps(
        {
            "code": 200,
            "album": {
                "id": album,
                "title": title,
                "photos": [
                    {"url": rel(page, im), "w": 1280, "h": 720, "note": c}
                    for im, c in zip(imgs, caps, strict=True)
                ],
            },
        },
        ensure_ascii=False,
    )


def oracle() -> dict:
    return {
        "open": None,
        "shadow": "ql-album",
        "next": "nav.pager button.pg",
        "next_nth": True,
        "action": "click",
        "picture": ".stage img.photo.on",
        "caption": ".info .desc",
        "address": "?p={n}",
        "end": "none",
    }


def gallery(
    order: int, page: str, title: str, n: int, when: str, delay: float, empty: tuple[int, ...]
) -> tuple[str, dict, dict]:
    album = 5511 + order
    imgs = [f"pics/qlg{order}-{i:02d}-1280x720.png" for i in range(1, n + 1)]
    caps = [
        "" if i in empty else c
        for i, c in enumerate(captions(f"qilu{order}", n, 3, "（齐鲁视线记者 {} 摄）"))
    ]
    api = f"api/album/{album}.json"
    SITE.files[api] = album_json(page, imgs, caps, album, title)
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "齐鲁视线图片频道")}
{ticker_html(SITE, page, "qlsx-ticker")}
<ql-album src="{rel(page, api)}" aria-label="{title}"></ql-album>
<div class="qlsx-more"><a href="{nxt}">下一图集：黄河口湿地观鸟</a></div>
{ad_html("qlsx-ad")}"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/qlsx-page.css",),
        js=("js/ql-album.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": {
            **axes(
                order == 1,
                data_timing="late_fetch",
                motion="fade",
                late_panel="ad_box",
                captions="with_empty" if empty else "plain",
                viewer="none",
                control="page_numbers",
                picture_source="img_src",
                **ROUND3,
            ),
            "control_created": "after_data",
        },
        "oracle": oracle(),
    }
    return page, truth, {api: {"delay": delay}}


def embedded() -> tuple[str, dict, dict]:
    page = "news/2024/0612/5561.html"
    title = "济南老城区泉水人家焕新颜"
    paras = prose("qilu-embed", "济南", "老城区有机更新", 7)
    imgs = [f"pics/qle-{i:02d}-1280x720.png" for i in range(1, 5)]
    caps = captions("qilu-embed", 4, 2, "（齐鲁视线记者 {} 摄）")
    api = "api/album/5560.json"
    SITE.files[api] = album_json(page, imgs, caps, 5560, title)
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="新闻",
        main=article_main(
            SITE,
            title,
            "2024-06-12 15:05",
            paras,
            f'<ql-album src="{rel(page, api)}" class="qlsx-inline"></ql-album>',
        ),
        side=related(SITE, page, "rel", 3, "热门推荐"),
        css=("css/qlsx-page.css",),
        js=("js/ql-album.js",),
    )
    return (
        page,
        {
            "kind": "article",
            "title": title,
            "text": "\n".join(paras),
            "pages": 1,
            "axes": {
                "article": "embedded_slideshow",
                "picture_source": "img_src",
                "dom_scope": "shadow_open",
                "address": "push_state_query",
                "control": "page_numbers",
                "charset": "utf8",
            },
            "slides": slides(imgs, caps),
            "oracle": oracle(),
        },
        {api: {"delay": 0.7}},
    )


def build() -> None:
    pages, routes = {}, {}
    for i, g in enumerate(GALLERIES, 1):
        key, truth, route = gallery(i, *g)
        pages[key] = truth
        routes.update(route)
    art = "news/2024/0612/5547.html"
    pages[art] = plain_article(
        SITE,
        art,
        "济南新增三条城市绿道",
        "2024-06-12 10:10",
        ("济南", "城市绿道建设"),
        ("qlfig-01", "新建成的绿道吸引市民健身。（齐鲁视线记者 王磊 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    key, truth, route = embedded()
    pages[key] = truth
    routes.update(route)
    write_site(
        SITE,
        pages,
        "custom element <ql-album src=…json> with an open shadow root holding the pictures, "
        "caption, counter, numbered page buttons and 播放 (nothing in the light DOM); JSON "
        "fetched when connected (0.6-0.8 s late); no next arrow: press page button k+1 (or "
        "swipe) for picture k+1; each press pushState ?p=k, and ?p=k opened directly shows "
        "picture k; 0.5 s fade-in; ad box after 2 s, ticker, 下一图集, 相关图集; an article "
        "embedding the same element between paragraphs",
        routes,
        round_=3,
    )
