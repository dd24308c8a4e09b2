"""陇原在线 (longyuan, round 2): slide data inline in a ``var LY_SLIDE_DATA`` script; the
script draws every picture as a CSS ``background-image`` on a ``div.PIC_ITEM`` of a track that
slides with a 1.4 s CSS transition (no ``<img>`` for the large pictures). The caption under the
stage is one line for some pictures and four lines for others (two are empty), and right under
it, inside the gallery box, sits the box's footer: the 版权 line, the counter and the
``<a href="javascript:;">下一张</a>`` control, which therefore moves up and down as the
captions change. Past the last picture the track bounces (a keyframe animation). An ad box
fills 2 s after load; a ticker, 下一图集 and 相关图集 decoys. UPPER_SNAKE class names. Its
second article embeds a slideshow whose pictures are ``<img srcset>`` (width descriptors, a
small ``src`` the browser never uses)."""

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
    "longyuan",
    "陇原在线",
    "www.longyuan-online.cn",
    "#8b5a2b",
    "upper",
    "ly",
    width=1040,
    nav=["首页", "甘肃", "兰州", "图片", "丝路", "文旅", "民生", "三农"],
)
GALLERIES = [
    ("tupian/2024/06/03/0301562.shtml", "黄河兰州段迎来最美季节", 9, "2024-06-03 09:20", (7,)),
    ("system/2024/06/04/030158877.shtml", "敦煌鸣沙山下的驼队", 6, "2024-06-04 17:45", (3,)),
]
#: which pictures carry a four-line caption (the rest: one line, or empty)
LONG = {1: (1, 2, 5, 8), 2: (0, 4)}


def long_caption(seed: str, first: str) -> str:
    """A caption of about four lines: the short caption and two or three sentences more."""
    more = prose(seed, "兰州", "黄河风情线建设", 3)
    return first + "".join(more)[:175] + "。"


def gallery(
    order: int, page: str, title: str, n: int, when: str, empty: tuple[int, ...]
) -> tuple[str, dict]:
    imgs = [f"pics/lyg{order}-{i:02d}-1400x788.png" for i in range(1, n + 1)]
    short = captions(f"longyuan{order}", n, 3, "（陇原在线记者 {} 摄）")
    caps = []
    for i, c in enumerate(short):
        if i in empty:
            caps.append("")
        elif i in LONG[order]:
            caps.append(long_caption(f"ly{order}-{i}", c))
        else:
            caps.append(c)
    data = {
        "id": 3015 + order,
        "title": title,
        "slides": [
            {"image_url": rel(page, im), "caption": c, "w": 1400, "h": 788}
            for im, c in zip(imgs, caps, strict=True)
        ],
    }
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    main = f"""<h1 class="PIC_TITLE">{title}</h1>{meta(SITE, when, "陇原在线图片中心")}
{ticker_html(SITE, page, "LY_TICKER")}
<div id="LY_PICBOX" class="PICBOX">
 <div class="PIC_VIEW"><div class="PIC_TRACK"></div></div>
 <div class="PIC_TEXT"></div>
 <div class="PIC_FOOT"><span class="PIC_COPY">陇原在线版权所有 图片未经授权不得转载</span>
  <span class="PIC_NUM">1/{n}</span><a href="javascript:;" class="PIC_PREV">上一张</a><a
  href="javascript:;" class="PIC_NEXT">下一张</a></div>
</div>
<div class="PIC_MORE"><a href="{nxt}">下一图集 &raquo;</a></div>
{ad_html("LY_AD")}
<script>var LY_SLIDE_DATA = {json.dumps(data, ensure_ascii=False)};</script>"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/ly_pic.css",),
        js=("js/ly_pic.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="inline",
            motion="css_long",
            late_panel="ad_box",
            captions="with_empty",
            viewer="none",
            control="a_text",
            caption_height="varies_above_footer",
            viewer_reveal="none",
            picture_source="css_background",
            paging="one_page",
        ),
        "oracle": {
            "open": None,
            "next": "#LY_PICBOX .PIC_NEXT",
            "action": "click",
            "picture": "#LY_PICBOX .PIC_TRACK .PIC_ON",
            "source": "background",
            "caption": "#LY_PICBOX .PIC_TEXT",
            "end": "bounce",
        },
    }
    return page, truth


def embedded() -> tuple[str, dict]:
    page = "system/2024/06/06/030159310.shtml"
    title = "河西走廊戈壁滩上建起光伏长廊"
    paras = prose("longyuan-embed", "酒泉", "新能源基地建设", 8)
    imgs = [f"pics/lye-{i:02d}-1200x800.png" for i in range(1, 7)]
    caps = captions("longyuan-embed", 6, 2, "（陇原在线记者 {} 摄）")
    items = "".join(
        f'<li class="ARTSHOW_ITEM{" ARTSHOW_CUR" if i == 0 else ""}"><img src="'
        f'{rel(page, im.replace("-1200x800", "-320x213"))}" srcset="{rel(page, im)} 1200w" '
        f'sizes="640px" alt=""><p>{c}</p></li>'
        for i, (im, c) in enumerate(zip(imgs, caps, strict=True))
    )
    show = f"""<div class="ARTSHOW"><ul>{items}</ul>
<div class="ARTSHOW_BAR"><em>1/6</em><span class="ARTSHOW_L">&lt;</span>
<span class="ARTSHOW_R">&gt;</span></div></div>"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="新闻",
        main=article_main(SITE, title, "2024-06-06 08:10", paras, show),
        side=related(SITE, page, "rel", 3, "热门推荐"),
        css=("css/ly_pic.css",),
        js=("js/ly_artshow.js",),
    )
    return page, {
        "kind": "article",
        "title": title,
        "text": "\n".join(paras),
        "pages": 1,
        "axes": {"article": "embedded_slideshow", "picture_source": "img_srcset"},
        "slides": slides(imgs, caps),
        "oracle": {
            "open": None,
            "next": ".ARTSHOW_R",
            "action": "click",
            "picture": ".ARTSHOW_CUR img",
            "source": "current_src",
            "caption": ".ARTSHOW_CUR p",
            "end": "stop",
        },
    }


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "system/2024/06/05/030159104.shtml"
    pages[art] = plain_article(
        SITE,
        art,
        "兰州新区冷链物流园正式投用",
        "2024-06-05 11:30",
        ("兰州", "冷链物流体系建设"),
        side=related(SITE, art, "rel", 3, "热门推荐"),
    )
    key, truth = embedded()
    pages[key] = truth
    write_site(
        SITE,
        pages,
        "inline var LY_SLIDE_DATA, pictures as CSS background-image on div.PIC_ITEM slides, "
        "1.4 s CSS track transition, captions of one or four lines (one empty in each "
        "gallery) directly above the box's 版权 footer that holds the a 下一张 control (it "
        "moves as captions change), "
        "keyframe bounce past the end; ad box after 2 s, ticker, 下一图集, 相关图集; an article "
        "embedding a slideshow of <img srcset> pictures",
        {},
        round_=2,
    )
