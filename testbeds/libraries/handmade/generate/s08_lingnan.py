"""岭南视窗 (lingnan): slide data inline as a ``var G_listdata=[{…}]`` object literal (not
JSON), a requestAnimationFrame spring on the track (clicks during the motion are ignored),
captions inside each slide, a ``<div>`` hit zone over the right half of the picture,
wrap-around; a ticker, 幻灯播放, 相关图集. Its second article embeds an inline slideshow."""

from __future__ import annotations

from common import (
    Site,
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
    "lingnan",
    "岭南视窗",
    "www.lingnanview.cn",
    "#d35400",
    "bem",
    "lnsc",
    width=1080,
    side_left=True,
    nav=["首页", "粤闻", "湾区", "图片", "侨乡", "美食", "观点"],
)
GALLERIES = [
    ("a/2024/05/12/1000231.html", "英歌舞进校园 少年功夫虎虎生风", 6, "2024-05-12 09:45"),
    ("a/2024/05/13/1000288.html", "湾区最美海岸线骑行记", 11, "2024-05-13 08:00"),
]


def gallery(order: int, page: str, title: str, n: int, when: str) -> tuple[str, dict]:
    imgs = [f"pics/lng{order}-{i:02d}-1440x960.png" for i in range(1, n + 1)]
    caps = captions(f"lingnan{order}", n, 4, "（岭南视窗记者 {} 摄）")
    lit = ",\n".join(
        f"{{title:'{c}', big_img:'{rel(page, im)}', "
        f"img:'{rel(page, im.replace('-1440x960', 't-180x120'))}', picwidth:1440, "
        f"picheight:960}}"
        for im, c in zip(imgs, caps, strict=True)
    )
    main = f"""<h1 class="lnsc-photo__h1">{title}</h1>{meta(SITE, when)}
<p class="lnsc-photo__lead">{title}，岭南视窗带你看现场。</p>
{ticker_html(SITE, page, "lnsc-ticker")}
<div class="lnsc-photo" id="lnscPhoto">
 <div class="lnsc-photo__viewport"><div class="lnsc-photo__rail"></div>
  <div class="lnsc-photo__hot lnsc-photo__hot--l"></div>
 <div class="lnsc-photo__hot lnsc-photo__hot--r"></div></div>
 <div class="lnsc-photo__ops"><span class="lnsc-photo__idx"></span>
  <a href="javascript:void(0)" class="lnsc-photo__auto">幻灯播放</a></div>
</div>
<script>var G_listdata=[
{lit}];</script>"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 6),
        css=("css/ln.css",),
        js=("js/ln-photo.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            False,
            data_timing="inline",
            motion="per_frame",
            late_panel="none",
            captions="plain",
            viewer="none",
            control="div_hit_zone",
        ),
        "oracle": {
            "open": None,
            "next": ".lnsc-photo__hot--r",
            "action": "click",
            "picture": ".lnsc-photo__rail .is-current img",
            "caption": ".lnsc-photo__rail .is-current figcaption",
            "end": "wrap",
        },
    }
    return page, truth


def embedded() -> tuple[str, dict]:
    page = "a/2024/05/15/1000347.html"
    title = "潮汕古村落焕发新活力"
    paras = prose("lingnan-embed", "汕头", "传统村落保护", 7)
    imgs = [f"pics/lne-{i:02d}-1000x667.png" for i in range(1, 5)]
    caps = captions("lingnan-embed", 4, 2, "（岭南视窗记者 {} 摄）")
    cells = "".join(
        f'<div class="lnsc-inline__pane"{"" if i else " data-on"}>'
        f'<img src="{rel(page, im)}" alt=""><p class="lnsc-inline__text">{c}</p></div>'
        for i, (im, c) in enumerate(zip(imgs, caps, strict=True))
    )
    show = f"""<div class="lnsc-inline">{cells}<button class="lnsc-inline__arrow" data-dir="-1">
&#8249;</button><button class="lnsc-inline__arrow" data-dir="1">&#8250;</button></div>"""
    main = article_main(SITE, title, "2024-05-15 16:30", paras, show)
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="新闻",
        main=main,
        css=("css/ln.css",),
        js=("js/ln-inline.js",),
    )
    return page, {
        "kind": "article",
        "title": title,
        "text": "\n".join(paras),
        "pages": 1,
        "axes": {"article": "embedded_slideshow"},
        "slides": slides(imgs, caps),
        "oracle": {
            "open": None,
            "next": '.lnsc-inline__arrow[data-dir="1"]',
            "action": "click",
            "picture": ".lnsc-inline__pane[data-on] img",
            "caption": ".lnsc-inline__pane[data-on] .lnsc-inline__text",
            "end": "wrap",
        },
    }


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "a/2024/05/14/1000301.html"
    pages[art] = plain_article(
        SITE,
        art,
        "广佛地铁换乘站优化通道设计",
        "2024-05-14 12:12",
        ("佛山", "轨道交通换乘优化"),
        side=related(SITE, art, "rel", 3),
    )
    key, truth = embedded()
    pages[key] = truth
    write_site(
        SITE,
        pages,
        "inline G_listdata object literal, rAF spring on the track with "
        "clicks ignored while it moves, captions inside the slides, div hit zone over "
        "the right half, wraps; ticker, 幻灯播放, 相关图集; an article embedding an "
        "inline slideshow (wraps)",
        {},
        busy="ignored",
    )
