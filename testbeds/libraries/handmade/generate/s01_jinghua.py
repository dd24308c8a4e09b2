"""京华在线 (jinghua): inline album data, instant swap, an English consent sheet, plain captions,
an ``<a href="javascript:void(0)" class="btn-next">`` control, a thumbnail strip, a ticker,
下一图集 and 相关图集 decoys; its second article embeds an inline slideshow."""

from __future__ import annotations

import json

from common import (
    Site,
    article_main,
    consent_html,
    figure,
    meta,
    rel,
    related,
    shell,
    slides,
    ticker_html,
    write_site,
)
from texts import CAMERA, captions, prose

SITE = Site("jinghua", "京华在线", "www.jinghua-online.cn", "#c40000", "bem", "jh", width=1000)
GALLERIES = [
    ("tuji/2024/0512/8812.html", "京城月季进入盛花期 公园游人如织", 8, "2024-05-12 08:30"),
    ("a/20240513/101845.shtml", "胡同里的非遗手艺人", 6, "2024-05-13 09:10"),
]


def gallery(page: str, order: int, title: str, n: int, when: str) -> tuple[str, dict]:
    p = f"jhg{order}"
    imgs = [f"pics/{p}-{i:02d}-1600x1067.png" for i in range(1, n + 1)]
    caps = captions(f"jinghua{order}", n, 0)
    credits = [CAMERA[(i * 5 + order) % len(CAMERA)] for i in range(n)]
    data = {
        "title": title,
        "list": [
            {
                "big": rel(page, im),
                "small": rel(page, im.replace("-1600x1067", "t-240x160")),
                "desc": c,
                "author": a,
            }
            for im, c, a in zip(imgs, caps, credits, strict=True)
        ],
    }
    thumbs = "".join(
        f'<li data-i="{i}"><img src="{d["small"]}" alt=""></li>' for i, d in enumerate(data["list"])
    )
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    main = f"""<h1 class="jh-album__title">{title}</h1>{meta(SITE, when)}
<p class="jh-album__intro">{caps[0][6:]}本网记者带您走近现场。</p>
{ticker_html(SITE, page, "jh-ticker")}
<div class="jh-album">
 <div class="jh-album__stage"><img class="jh-album__img" src="{data["list"][0]["big"]}" alt="">
  <a href="javascript:void(0)" class="jh-album__btn btn-prev" title="上一张"></a>
  <a href="javascript:void(0)" class="jh-album__btn btn-next" title="下一张"></a>
  <div class="jh-album__tip">已经是最后一张了</div></div>
 <div class="jh-album__bar"><span class="jh-album__count">1/{n}</span>
  <a class="jh-album__nextset" href="{nxt}">下一图集 &gt;</a></div>
 <p class="jh-album__caption">{caps[0]}</p><p class="jh-album__credit">摄影：{credits[0]}</p>
 <ul class="jh-album__thumbs">{thumbs}</ul>
</div>
<script>window.__ALBUM__ = {json.dumps(data, ensure_ascii=False)};</script>"""
    html = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel"),
        css=("css/album.css",),
        js=("js/album.js",),
        tail=consent_html("jh-consent", 1500, "en"),
    )
    SITE.files[page] = html
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps, credit=credits),
        "axes": {
            "family": "handmade",
            "url_word": "yes" if order == 1 else "no",
            "control_created": "static",
            "data_timing": "inline",
            "motion": "instant",
            "late_panel": "consent_sheet",
            "captions": "plain",
            "viewer": "none",
            "control": "a_void_class",
        },
        "oracle": {
            "open": None,
            "next": ".jh-album .btn-next",
            "action": "click",
            "picture": ".jh-album__img",
            "caption": ".jh-album__caption",
            "credit": ".jh-album__credit",
            "end": "stop",
        },
    }
    return page, truth


def articles() -> dict:
    out = {}
    page = "news/2024/0514/77121.html"
    title = "本市老旧小区改造今年将惠及十万户居民"
    paras = prose("jh-a1", "北京", "老旧小区改造")
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="新闻",
        main=article_main(SITE, title, "2024-05-14 10:02", paras),
        side=related(SITE, page, "rel", 3, "热门推荐"),
    )
    out[page] = {
        "kind": "article",
        "title": title,
        "text": "\n".join(paras),
        "pages": 1,
        "axes": {"article": "plain"},
        "slides": [],
    }
    page = "news/2024/0515/77160.html"
    title = "永定河畔湿地公园迎来候鸟观测季"
    paras = prose("jh-a2", "北京", "湿地生态保护", 8)
    imgs = [f"pics/jhe-{i:02d}-1200x800.png" for i in range(1, 6)]
    caps = captions("jinghua-embed", 5, 2)
    items = "".join(
        f'<li class="jh-show__item{" is-on" if i == 0 else ""}"><img src="'
        f'{rel(page, im)}" alt=""><p class="jh-show__cap">{c}</p></li>'
        for i, (im, c) in enumerate(zip(imgs, caps, strict=True))
    )
    show = f"""<div class="jh-show"><ul class="jh-show__list">{items}</ul>
<a href="javascript:void(0)" class="jh-show__prev">‹</a>
<a href="javascript:void(0)" class="jh-show__next">›</a><span class="jh-show__num">1/5</span></div>
 """
    fig = figure(SITE, page, "jhfig-01", "湿地公园入口处的观鸟指示牌。")
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="新闻",
        main=article_main(SITE, title, "2024-05-15 07:45", paras, show, fig),
        css=("css/album.css",),
        js=("js/show.js",),
    )
    out[page] = {
        "kind": "article",
        "title": title,
        "text": "\n".join(paras),
        "pages": 1,
        "axes": {"article": "embedded_slideshow"},
        "slides": slides(imgs, caps),
        "oracle": {
            "open": None,
            "next": ".jh-show__next",
            "action": "click",
            "picture": ".jh-show__item.is-on img",
            "caption": ".jh-show__item.is-on .jh-show__cap",
            "end": "stop",
        },
    }
    return out


def build() -> None:
    pages = dict(gallery(p, i, t, n, w) for i, (p, t, n, w) in enumerate(GALLERIES, 1))
    pages.update(articles())
    write_site(
        SITE,
        pages,
        "inline JSON album, instant src swap, English consent sheet over the "
        "lower half after 1.5 s (the next control sits above it), plain captions, "
        "a.btn-next javascript:void(0); thumbnail strip, ticker, 下一图集, 相关图集; "
        "an article with an embedded inline slideshow",
        {},
    )
