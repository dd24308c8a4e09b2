"""南风网 (nanfeng): album JSON fetched 450 ms after ``load`` (answered 0.8 s late), a track
that slides with a 1.5 s CSS transition, a 热门推荐 panel injected under the caption after
the second picture, two pictures without caption, a ``<div>`` hit zone over the right half
of the picture, wrap-around at the end; 幻灯播放, 下一图集 and 相关图集 decoys."""

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
    "nanfeng",
    "南风网",
    "www.nanfeng.com.cn",
    "#1b7f3b",
    "pinyin",
    "nf",
    width=1040,
    side_left=True,
    nav=["首页", "本地", "图片", "民生", "文旅", "评论", "专题"],
)
GALLERIES = [
    ("content/2024-05/12/content_3312.htm", "岭南早茶文化节开幕 老字号齐聚", 7, 0.8),
    ("content/2024-05/13/content_3340.htm", "珠江夜游航线焕新启航", 9, 0.5),
]
EMPTY = {1: (2, 5), 2: (3, 7)}


def gallery(order: int, page: str, title: str, n: int, delay: float) -> tuple[str, dict, dict]:
    p = f"nfg{order}"
    imgs = [f"pics/{p}-{i:02d}-1400x933.png" for i in range(1, n + 1)]
    caps = captions(f"nanfeng{order}", n, 4, "（记者 {} 摄）")
    for k in EMPTY[order]:
        caps[k] = ""
    data_path = f"api/album/{page.rsplit('_', 1)[1].split('.')[0]}.json"
    SITE.files[data_path] = json.dumps(
        {
            "code": 0,
            "data": {
                "title": title,
                "pics": [
                    {"url": rel(page, im), "desc": c} for im, c in zip(imgs, caps, strict=True)
                ],
            },
        },
        ensure_ascii=False,
    )
    recs = "".join(
        f'<a href="{rel(page, SITE.trap(f"hot-{i}", t))}">{t}</a>'
        for i, t in enumerate(["航拍南沙湿地", "骑楼老街新颜", "龙舟竞渡"], 1)
    )
    main = f"""<h1 class="biaoti">{title}</h1>{meta(SITE, f"2024-05-1{order + 1} 0{order + 6}:20")}
<p class="daoyu">{title}。本网记者现场直击，带您一图看懂。</p>
<div class="tuji-kuang" data-src="{rel(page, data_path)}"
 data-tuijian="{recs.replace('"', "&quot;")}">
 <div class="wutai"><ul class="tupian-gui"></ul><div class="youban" title="下一张"></div>
  <div class="zuoban" title="上一张"></div></div>
 <div class="gongju"><span class="yeshu">0/0</span>
  <a class="huandeng" href="javascript:void(0)">幻灯播放</a>
  <a class="xiayizu" href="{rel(page, SITE.trap("next-album", "下一图集"))}">下一图集 &raquo;</a>
 </div>
 <p class="shuoming"></p>
</div>"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "xg", 4),
        css=("css/tuji.css",),
        js=("js/tuji.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            False,
            data_timing="late_fetch",
            motion="css_long",
            late_panel="recommend_panel",
            captions="with_empty",
            viewer="none",
            control="div_hit_zone",
        ),
        "oracle": {
            "open": None,
            "next": ".tuji-kuang .youban",
            "action": "click",
            "picture": ".tupian-gui li.dangqian img",
            "caption": ".shuoming",
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
    art = "content/2024-05/14/content_3391.htm"
    pages[art] = plain_article(
        SITE,
        art,
        "城中村改造项目首批居民回迁",
        "2024-05-14 11:30",
        ("广州", "城中村改造"),
        ("nffig-01", "回迁小区内景。（记者 陈静 摄）"),
        related(SITE, art, "xg", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "album JSON fetched 450 ms after load and answered late, track with "
        "a 1.5 s CSS transition, 热门推荐 panel injected after picture 2, two empty "
        "captions, div hit zone over the right half, wraps; 幻灯播放/下一图集/相关图集 "
        "decoys; plain article with a figure",
        routes,
    )
