"""天山新闻 (tianshan, round 3): a mobile-style 图集 on one long page: every picture stacked
under the one before with its own caption and a 3/10 number, no next control at all. The slide
data is JSONP: ``<script async src="…/api/tu/71203.js?callback=jsonp_71203">`` in the page,
answered 0.9–1.1 s late, calls the global ``jsonp_71203``, which builds the list. Every
``<img>`` gets a small placeholder picture in ``src`` and the large picture in ``data-src``,
copied into ``src`` by an IntersectionObserver once the picture scrolls into the viewport.
Portrait pictures (750×1000); the page scrolls smoothly. A consent sheet (zh) covers the lower
half of the viewport 1.2 s after load; 打开APP 看高清大图, 下一图集, 相关图集, a ticker are
decoys. One empty caption. camelCase shell class names."""

from __future__ import annotations

import json

from common import (
    Site,
    axes,
    consent_html,
    meta,
    plain_article,
    rel,
    related,
    shell,
    slides,
    ticker_html,
    write_site,
)
from texts import captions

SITE = Site(
    "tianshan",
    "天山新闻",
    "www.tianshannews.cn",
    "#e65100",
    "camel",
    "ts",
    width=1000,
    nav=["首页", "新疆", "乌鲁木齐", "图片", "丝路", "旅游", "兵团"],
)
GALLERIES = [
    ("m/tuji/2024/0614/71203.html", "赛里木湖畔的花海与牧场", 10, "2024-06-14 12:00", 0.9, ()),
    ("m/2024/0615/71288.html", "喀什古城的清晨", 5, "2024-06-15 06:40", 1.1, (2,)),
]
PLACEHOLDER = "pics/tsph-75x100.png"


def gallery(
    order: int, page: str, title: str, n: int, when: str, delay: float, empty: tuple[int, ...]
) -> tuple[str, dict, dict]:
    album = int(page.rsplit("/", 1)[1].split(".")[0])
    imgs = [f"pics/tsg{order}-{i:02d}-750x1000.png" for i in range(1, n + 1)]
    caps = [
        "" if i in empty else c
        for i, c in enumerate(captions(f"tianshan{order}", n, 3, "（天山新闻记者 {} 摄）"))
    ]
    cb = f"jsonp_{album}"
    api = f"api/tu/{album}.js"
    data = {
        "ret": 0,
        "title": title,
        "count": n,
        "list": [
            {"img": rel(page, im), "w": 750, "h": 1000, "desc": c}
            for im, c in zip(imgs, caps, strict=True)
        ],
    }
    SITE.files[api] = f"{cb}(" + json.dumps(data, ensure_ascii=False) + ");\n"
    app = rel(page, SITE.trap("app", "下载天山新闻客户端"))
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    main = f"""<div class="tsAlbum" id="tsAlbum" data-ph="{rel(page, PLACEHOLDER)}">
<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "天山新闻客户端")}
{ticker_html(SITE, page, "tsGundong")}
<div class="tsList" id="tsList"><p class="tsLoading">图集加载中…</p></div>
<a class="tsOpenApp" href="{app}">打开APP 看高清大图</a>
<div class="tsNextSet"><span>下一图集</span><a href="{nxt}">巴音布鲁克草原上的天鹅</a></div>
</div>
{consent_html("tsYinsi", 1200, "zh")}
<script>window.{cb} = function (res) {{
  if (res && res.ret === 0) tsLong.render('tsList', res);
}};</script>
<script async src="{rel(page, api)}?callback={cb}"></script>"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/tsLong.css",),
        head=f'<script src="{rel(page, "js/tsLong.js")}"></script>',
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": {
            **axes(
                order == 1,
                data_timing="late_jsonp",
                motion="scroll",
                late_panel="consent_sheet",
                captions="with_empty" if empty else "plain",
                viewer="none",
                control="none",
                caption_height="steady",
                viewer_reveal="none",
                picture_source="img_lazy_data_src_io",
                paging="one_page",
                dom_scope="document",
                address="none",
                rendering="patch",
                layout="long_page",
                charset="utf8",
            ),
            "control_created": "none",
        },
        "oracle": {
            "open": None,
            "next": "#tsList .tsItem",
            "next_nth": True,
            "action": "scroll",
            "item": "#tsList .tsItem",
            "picture": "img.tsImg",
            "caption": "p.tsTxt",
            "end": "none",
        },
    }
    return page, truth, {api: {"delay": delay}}


def build() -> None:
    pages, routes = {}, {}
    for i, g in enumerate(GALLERIES, 1):
        key, truth, route = gallery(i, *g)
        pages[key] = truth
        routes.update(route)
    art = "m/2024/0616/71340.html"
    pages[art] = plain_article(
        SITE,
        art,
        "乌鲁木齐国际陆港区开行新线路",
        "2024-06-16 16:25",
        ("乌鲁木齐", "陆港区班列开行"),
        ("tsfig-01", "满载货物的班列驶出站台。（天山新闻记者 吴昊 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "mobile-style long page: every picture stacked with its own caption and number, no "
        "next control; JSONP <script async src=api/tu/<id>.js?callback=jsonp_<id>> answered "
        "0.9-1.1 s late builds the list; <img> with a placeholder src and the large picture in "
        "data-src, copied by an IntersectionObserver as the page is scrolled (smooth "
        "scrolling); portrait pictures; consent sheet (zh) after 1.2 s; 打开APP 看高清大图, "
        "下一图集, 相关图集, ticker; one empty caption",
        routes,
        round_=3,
    )
