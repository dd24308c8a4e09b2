"""中原播报 (zhongyuan): slide data by XMLHttpRequest started on ``load`` (answered 1.0–1.5 s
late), a track that slides with a 1.6 s CSS transition, an English consent sheet over the
lower half after 1.2 s, two slides without caption, an ``<a href="javascript:void(0)"
class="xyz">`` created only when the data is in (above the sheet), stop at the end; a
thumbnail strip, 幻灯播放 and 下一图集 decoys. Abbreviated class names."""

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
    "zhongyuan",
    "中原播报",
    "www.zybobao.com",
    "#b8860b",
    "abbr",
    "zy",
    width=1000,
    nav=["首页", "时政", "河南", "图片", "三农", "法治", "文旅"],
)
GALLERIES = [
    ("slide/2024/0512/39021.html", "麦浪翻滚 豫北平原迎来丰收季", 7, 1.3),
    ("n/2024/0513/39088.html", "龙门石窟夜游开放", 5, 1.0),
]
EMPTY = {1: (3, 6), 2: (1, 4)}


def gallery(order: int, page: str, title: str, n: int, delay: float) -> tuple[str, dict, dict]:
    imgs = [f"pics/zyg{order}-{i:02d}-1200x800.png" for i in range(1, n + 1)]
    caps = captions(f"zhongyuan{order}", n, 2, "（中原播报 {}/摄）")
    for k in EMPTY[order]:
        caps[k] = ""
    data_path = f"ajax/slide_{page.rsplit('/', 1)[1].split('.')[0]}.json"
    SITE.files[data_path] = json.dumps(
        {
            "total": n,
            "list": [
                [rel(page, im), rel(page, im.replace("-1200x800", "t-120x80")), c]
                for im, c in zip(imgs, caps, strict=True)
            ],
        },
        ensure_ascii=False,
    )
    main = f"""<h1 class="zy-h1">{title}</h1>{meta(SITE, f"2024-05-1{order + 1} 17:2{order}")}
<p class="zy-lead">{title}。中原播报记者多路出击，记录精彩瞬间。</p>
<div class="zy-sl" data-u="{rel(page, data_path)}">
 <div class="zy-stg"><ul class="zy-trk"></ul></div>
 <div class="zy-tb"><a class="zy-play" href="javascript:void(0)">幻灯播放</a><em class="zy-no"></em>
  <a class="zy-nset" href="{rel(page, SITE.trap("next-album", "下一图集"))}">下一图集</a></div>
 <div class="zy-th"></div>
</div>"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/zy.css",),
        js=("js/zy.slide.js",),
        tail=consent_html("zy-gdpr", 1200, "en"),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="late_xhr",
            motion="css_long",
            late_panel="consent_sheet",
            captions="with_empty",
            viewer="none",
            control="a_void_class",
            control_created="after_data",
        ),
        "oracle": {
            "open": None,
            "next": ".zy-sl a.xyz",
            "action": "click",
            "picture": ".zy-trk li.zy-cur img",
            "caption": ".zy-trk li.zy-cur p",
            "end": "stop",
        },
    }
    return page, truth, {data_path: {"delay": delay}}


def build() -> None:
    pages, routes = {}, {}
    for i, (p, t, n, d) in enumerate(GALLERIES, 1):
        key, truth, route = gallery(i, p, t, n, d)
        pages[key] = truth
        routes.update(route)
    art = "n/2024/0514/39120.html"
    pages[art] = plain_article(
        SITE,
        art,
        "郑州都市圈城际公交新增四条线路",
        "2024-05-14 07:55",
        ("郑州", "城际公交一体化"),
        side=related(SITE, art, "rel", 3),
    )
    write_site(
        SITE,
        pages,
        "XHR on load answered 1.0–1.5 s late, track with a 1.6 s CSS "
        "transition, English consent sheet after 1.2 s, two empty captions, a.xyz "
        "created after the data (above the sheet), stops at the end; thumbnail strip, "
        "幻灯播放, 下一图集",
        routes,
    )
