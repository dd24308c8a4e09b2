"""淮海传媒 (huaihai): gallery JSON fetched 600 ms after ``load`` (answered 0.4–0.6 s late),
an instant swap, the caption a bare text node in a box with the counter and 播放/全屏, an
``<a href="javascript:void(0)" class="hh-next">`` control, and at the last picture an end
page (图集已浏览完毕 / 重新浏览 / 下一图集); a ticker and 相关图集."""

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
    ticker_html,
    write_site,
)
from texts import captions

SITE = Site(
    "huaihai",
    "淮海传媒",
    "www.huaihaimedia.cn",
    "#4a6b1f",
    "kebab",
    "hh",
    width=1000,
    nav=["首页", "徐州", "淮海经济区", "图片", "民生", "汉文化", "体育"],
)
GALLERIES = [
    ("photo/2024/0512/2205.html", "云龙湖畔樱花雨", 7, 0.6),
    ("detail/2024/0513/2266.html", "汉画像石里的古人生活", 4, 0.4),
]


def gallery(order: int, page: str, title: str, n: int, delay: float) -> tuple[str, dict, dict]:
    imgs = [f"pics/hhg{order}-{i:02d}-1280x960.png" for i in range(1, n + 1)]
    caps = captions(f"huaihai{order}", n, 3, "（淮海传媒记者 {} 摄）")
    data_path = f"gallery-data/{order}{n}{page[-9:-5]}.json"
    SITE.files[data_path] = json.dumps(
        {
            "info": {"setname": title, "imgsum": n},
            "list": [
                {
                    "id": f"H{order}{i:03d}",
                    "img": rel(page, im),
                    "timg": rel(page, im.replace("-1280x960", "t-128x96")),
                    "note": c,
                }
                for i, (im, c) in enumerate(zip(imgs, caps, strict=True))
            ],
        },
        ensure_ascii=False,
    )
    main = f"""<h1 class="hh-title">{title}</h1>{meta(SITE, f"2024-05-1{order + 1} 21:0{order}")}
<p class="hh-intro">{title}。淮海传媒记者镜头下的精彩瞬间。</p>
{ticker_html(SITE, page, "hh-flash")}
<div class="hh-photo" data-feed="{rel(page, data_path)}">
 <div class="hh-frame"><img class="hh-pic" alt="">
  <a href="javascript:void(0)" class="hh-prev" title="上一张"></a>
  <a href="javascript:void(0)" class="hh-next" title="下一张"></a>
  <div class="hh-end"><p>图集已浏览完毕</p><a href="javascript:void(0)" class="hh-replay">
 重新浏览</a>
   <a href="{rel(page, SITE.trap("next-album", "下一图集"))}" class="hh-nextset">下一图集</a></div>
 </div>
 <div class="hh-desc"><span class="hh-count"></span><a href="javascript:void(0)" class="hh-auto">
 播放</a>
  <a href="javascript:void(0)" class="hh-fs">全屏</a></div>
</div>"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/hh.css",),
        js=("js/hh-photo.js",),
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
            late_panel="none",
            captions="bare_text",
            viewer="none",
            control="a_void_class",
        ),
        "oracle": {
            "open": None,
            "next": ".hh-photo .hh-next",
            "action": "click",
            "picture": ".hh-pic",
            "caption": ".hh-desc",
            "caption_own": True,
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
    art = "detail/2024/0514/2290.html"
    pages[art] = plain_article(
        SITE,
        art,
        "徐州都市圈医保结算实现一卡通行",
        "2024-05-14 09:25",
        ("徐州", "医保异地结算"),
        side=related(SITE, art, "rel", 3),
    )
    write_site(
        SITE,
        pages,
        "JSON fetched 600 ms after load (late), instant swap, bare-text "
        "caption in a box with the counter and 播放/全屏, a.hh-next javascript:void(0), "
        "end page 图集已浏览完毕/重新浏览/下一图集 at the last picture; ticker, 相关图集",
        routes,
    )
