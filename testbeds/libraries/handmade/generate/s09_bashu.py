"""巴蜀在线 (bashu): album JSON fetched 350 ms after ``load`` (answered 1.0 s late), an
instant swap, an ad box filled 2 s after load, the caption a bare text node in a box that
also holds the counter and 播放/全屏 buttons, a static ``<button aria-label="下一张">`` with an
SVG arrow, disabled at the last picture; a thumbnail strip, 下一图集 and 相关图集."""

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
    write_site,
)
from texts import captions

SITE = Site(
    "bashu",
    "巴蜀在线",
    "www.bashuonline.cn",
    "#c0392b",
    "kebab",
    "bs",
    width=1000,
    nav=["首页", "四川", "重庆", "图片", "熊猫", "美食", "旅游", "财经"],
)
GALLERIES = [
    ("tuji/2024/0512/6612.html", "大熊猫基地迎来新生幼崽", 9, 1.0),
    ("2024/0513/6690.shtml", "川剧变脸进社区", 6, 0.7),
]
SVG = (
    '<svg viewBox="0 0 20 20" width="22" height="22" aria-hidden="true"><path d="M7 3l7 7-7 7"'
    ' stroke="currentColor" stroke-width="2.4" fill="none"/></svg>'
)

PREV = SVG.replace("M7 3l7 7-7 7", "M13 3l-7 7 7 7")


def gallery(order: int, page: str, title: str, n: int, delay: float) -> tuple[str, dict, dict]:
    imgs = [f"pics/bsg{order}-{i:02d}-1600x1067.png" for i in range(1, n + 1)]
    caps = captions(f"bashu{order}", n, 3, "（巴蜀在线记者 {} 摄）")
    data_path = f"json/{page.rsplit('/', 1)[1].split('.')[0]}.json"
    SITE.files[data_path] = json.dumps(
        {
            "album": {
                "count": n,
                "imgs": [
                    {
                        "big": rel(page, im),
                        "small": rel(page, im.replace("-1600x1067", "t-120x80")),
                        "txt": c,
                    }
                    for im, c in zip(imgs, caps, strict=True)
                ],
            }
        },
        ensure_ascii=False,
    )
    main = f"""<h1 class="bs-h1">{title}</h1>{meta(SITE, f"2024-05-1{order + 1} 10:3{order}")}
<p class="bs-summary">{title}。巴蜀在线独家图集。</p>
<div class="bs-gallery" data-json="{rel(page, data_path)}">
 <div class="bs-screen"><img class="bs-big" alt="">
  <button class="bs-arrow bs-arrow--l" aria-label="上一张">{PREV}</button>
  <button class="bs-arrow bs-arrow--r" aria-label="下一张">{SVG}</button></div>
 <div class="bs-info"><em class="bs-num"></em><button class="bs-play">播放</button>
  <button class="bs-full">全屏</button></div>
 <div class="bs-strip"></div>
 <a class="bs-nextset" href="{rel(page, SITE.trap("next-album", "下一图集"))}">
 下一图集：峨眉山金顶云海</a>
</div>"""
    side = ad_html("bs-adv") + related(SITE, page, "rel", 4)
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=side,
        css=("css/bs.css",),
        js=("js/bs-gallery.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="late_fetch",
            motion="instant",
            late_panel="ad_box",
            captions="bare_text",
            viewer="none",
            control="button_svg",
        ),
        "oracle": {
            "open": None,
            "next": ".bs-arrow--r",
            "action": "click",
            "picture": ".bs-big",
            "caption": ".bs-info",
            "caption_own": True,
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
    art = "2024/0514/6702.shtml"
    pages[art] = plain_article(
        SITE,
        art,
        "成渝中线高铁全线进入铺轨阶段",
        "2024-05-14 13:45",
        ("成都", "成渝地区双城经济圈交通建设"),
        ("bsfig-01", "铺轨机在施工现场作业。（巴蜀在线记者 杨帆 摄）"),
        related(SITE, art, "rel", 3),
    )
    write_site(
        SITE,
        pages,
        "JSON fetched 350 ms after load (late), instant swap, ad box after "
        "2 s, bare-text caption in a box with the counter and 播放/全屏, static "
        "button[aria-label=下一张] SVG disabled at the end; thumbnail strip, 下一图集, "
        "相关图集; plain article with a figure",
        routes,
    )
