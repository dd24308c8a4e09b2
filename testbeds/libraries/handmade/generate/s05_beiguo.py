"""北国网 (beiguo): a grid of thumbnails rendered from JSON fetched 500 ms after ``load``
(answered 0.6–0.9 s late); a click opens the site's own fixed viewer, whose track eases over
1 s with requestAnimationFrame (clicks during the motion are queued), captions only in the
viewer's data, a ``<button aria-label="下一张">`` with an SVG arrow, wrap-around; a Chinese
cookie sheet over the lower half 2.5 s after load. camelCase class names."""

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
    write_site,
)
from texts import captions

SITE = Site(
    "beiguo",
    "北国网",
    "www.beiguo.net",
    "#0b4f9c",
    "camel",
    "bg",
    width=1180,
    nav=["首页", "要闻", "辽宁", "图片", "经济", "冰雪", "健康", "汽车"],
)
GALLERIES = [
    ("pic/2024/05/12/88.html", "冰城初夏 丁香花开满城香", 9, 0.6),
    ("system/2024/05/13/030012345.shtml", "黑土地上春播忙", 7, 0.9),
]


def gallery(order: int, page: str, title: str, n: int, delay: float) -> tuple[str, dict, dict]:
    imgs = [f"pics/bgg{order}-{i:02d}-1600x1000.png" for i in range(1, n + 1)]
    caps = captions(f"beiguo{order}", n, 3)
    data_path = f"api/list-{order}{n}.json"
    SITE.files[data_path] = json.dumps(
        {
            "status": "ok",
            "photos": [
                {
                    "o": rel(page, im),
                    "t": rel(page, im.replace("-1600x1000", "t-200x125")),
                    "note": c,
                }
                for im, c in zip(imgs, caps, strict=True)
            ],
        },
        ensure_ascii=False,
    )
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, f"2024-05-1{order + 1} 14:0{order}")}
<p{SITE.c("intro")}>{title}。点击图片浏览高清大图。</p>
<div class="bgGrid" id="bgGrid" data-feed="{rel(page, data_path)}"><p class="bgLoading">加载中…</p>
 </div>
<div class="bgViewer" id="bgViewer"><div class="bgViewerStage"><div class="bgViewerTrack"></div>
 </div>
 <button class="bgViewerPrev" aria-label="上一张">‹</button>
 <button class="bgViewerNext" aria-label="下一张"><svg viewBox="0 0 32 32" width="30" height="30">
 <polyline points="11,5 22,16 11,27" fill="none" stroke="currentColor" stroke-width="3"/></svg>
 </button><span class="bgViewerNum"></span><a class="bgViewerClose" href="javascript:void(0)">
 关闭</a>
</div>
<div class="bgMore"><a href="{rel(page, SITE.trap("next-album", "下一图集"))}">
 下一图集：长白山天池解冻</a></div>"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 5),
        css=("css/bg.css",),
        js=("js/bg-viewer.js",),
        tail=consent_html("bgCookie", 2500, "zh"),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="late_fetch",
            motion="per_frame",
            late_panel="consent_sheet",
            captions="plain",
            viewer="lightbox",
            control="button_svg",
        ),
        "oracle": {
            "open": "#bgGrid a",
            "next": ".bgViewerNext",
            "action": "click",
            "picture": ".bgViewerTrack .isOn img",
            "caption": ".bgViewerTrack .isOn figcaption",
            "end": "wrap",
        },
    }
    return page, truth, {data_path: {"delay": delay}}


def build() -> None:
    pages, routes = {}, {}
    for i, (p, t, n, d) in enumerate(GALLERIES, 1):
        key, truth, route = gallery(i, p, t, n, d)
        pages[key] = truth
        routes.update(route)
    art = "system/2024/05/14/030012388.shtml"
    pages[art] = plain_article(
        SITE,
        art,
        "沈阳地铁新线开通首日客流超十万",
        "2024-05-14 18:40",
        ("沈阳", "轨道交通建设"),
        side=related(SITE, art, "rel", 3),
    )
    write_site(
        SITE,
        pages,
        "thumbnail grid from JSON fetched 500 ms after load (late), own "
        "fixed viewer with a 1 s rAF easing track, clicks queued, captions only in the "
        "viewer data, button[aria-label=下一张] SVG, wraps; Chinese cookie sheet after "
        "2.5 s (the viewer's next sits in the upper half)",
        routes,
        busy="queued",
    )
