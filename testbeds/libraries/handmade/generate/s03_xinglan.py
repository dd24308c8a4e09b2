"""星澜新闻 (xinglan): album JSON by XMLHttpRequest started on ``load`` (answered 1.2 s late),
a requestAnimationFrame spring on the track (clicks during the motion are ignored), an ad box
filled 2 s after load, a title and a text per slide, a ``<button aria-label="下一张">`` with an
SVG arrow that is created only once the data is in, disabled at the last picture; a thumbnail
strip, a ticker, 下一图集 and 相关图集 decoys. Hashed class names."""

from __future__ import annotations

import json

from common import (
    Site,
    ad_html,
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
from texts import captions

SITE = Site("xinglan", "星澜新闻", "news.xinglan.cn", "#3b2f8f", "hash", "xl", width=1100)
GALLERIES = [
    ("photo/2024/0512/5521.html", "星空露营地迎来五一客流高峰", 6, 1.2),
    ("n1/2024/0513/c1001-4321.html", "高原牧场的春天", 10, 1.1),
]
TITLES = [
    "清晨的营地",
    "帐篷里的一家人",
    "星空下的篝火",
    "望远镜前",
    "草甸上的孩子",
    "归途",
]
TITLES_2 = [
    "雪山倒影",
    "转场的羊群",
    "牧民的午餐",
    "马背上的少年",
    "挤奶时分",
    "黄昏炊烟",
    "草原小学",
    "赛马会",
    "毡房里的茶香",
    "星河夜色",
]


def gallery(order: int, page: str, title: str, n: int, delay: float) -> tuple[str, dict, dict]:
    p = f"xlg{order}"
    imgs = [f"pics/{p}-{i:02d}-1500x1000.png" for i in range(1, n + 1)]
    texts = captions(f"xinglan{order}", n, 3, "（星澜新闻记者 {}）")
    titles = TITLES[:n] if order == 1 else TITLES_2[:n]
    data_path = f"data/{page.rsplit('/', 1)[1].split('.')[0].split('-')[-1]}.json"
    SITE.files[data_path] = json.dumps(
        {
            "ret": 0,
            "items": [
                {
                    "src": rel(page, im),
                    "thumb": rel(page, im.replace("-1500x1000", "t-150x100")),
                    "title": t,
                    "text": x,
                }
                for im, t, x in zip(imgs, titles, texts, strict=True)
            ],
        },
        ensure_ascii=False,
    )
    main = f"""<h1>{title}</h1>{meta(SITE, f"2024-05-1{order + 1} 1{order}:05", "星澜新闻客户端")}
<p class="css-0intro">{title}，记者用镜头记录下这些瞬间。</p>
{ticker_html(SITE, page, "css-tk91a")}
<section class="css-1x9k2q" data-api="{rel(page, data_path)}">
 <div class="css-8f3kd"><div class="css-q2m1v"></div></div>
 <div class="css-c0u9n"><span class="css-n4">-/-</span>
  <a class="css-h2l" href="{rel(page, SITE.trap("next-album", "下一图集"))}">下一图集</a></div>
 <div class="css-s7trip"></div>
</section>"""
    side = ad_html("css-ad3x") + related(SITE, page, "rel")
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=side,
        css=("css/x.css",),
        js=("js/x.js",),
    )
    caps = [f"{t}\n{x}" for t, x in zip(titles, texts, strict=True)]
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="late_xhr",
            motion="per_frame",
            late_panel="ad_box",
            captions="title_and_text",
            viewer="none",
            control="button_svg",
            control_created="after_data",
        ),
        "oracle": {
            "open": None,
            "next": 'button[aria-label="下一张"]',
            "action": "click",
            "picture": ".css-q2m1v .css-on img",
            "caption": ".css-q2m1v .css-on .css-t7, .css-q2m1v .css-on .css-9mz",
            "end": "disabled",
        },
    }
    return page, truth, {data_path: {"delay": delay}}


def build() -> None:
    pages, routes = {}, {}
    for i, (p, t, n, d) in enumerate(GALLERIES, 1):
        key, truth, route = gallery(i, p, t, n, d)
        pages[key] = truth
        routes.update(route)
    art = "n1/2024/0514/c1002-4399.html"
    pages[art] = plain_article(
        SITE,
        art,
        "新一代气象卫星数据开始服务农业生产",
        "2024-05-14 09:00",
        ("西宁", "智慧农业气象服务"),
        side=related(SITE, art, "rel", 3),
    )
    write_site(
        SITE,
        pages,
        "XHR on load answered 1.2 s late, rAF spring on the track with "
        "clicks ignored while it moves, ad box after 2 s, title + text per slide, "
        "button[aria-label=下一张] with an SVG created after the data and disabled at "
        "the end; thumbnail strip, ticker, 下一图集, 相关图集",
        routes,
        busy="ignored",
    )
