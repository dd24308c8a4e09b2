"""西部晨讯 (xibu): a static grid of thumbnails with the captions in hidden figcaptions; a
click opens the site's own viewer, paged with the → key (a class-less ``<span>❯</span>`` is
the on-screen control), where the picture slides in with a 1.3 s CSS transition and bounces
at the last picture; two pictures have no caption; an ad box filled 2 s after load."""

from __future__ import annotations

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
    "xibu",
    "西部晨讯",
    "www.xibuchenxun.com",
    "#6d4c41",
    "hash",
    "xb",
    width=1120,
    nav=["首页", "西部", "丝路", "图片", "生态", "民族", "边疆"],
)
GALLERIES = [
    ("xbcx/2024-05-12/4471.html", "敦煌鸣沙山驼队穿行", 8, "2024-05-12 19:00", (2, 6)),
    ("xbcx/2024-05-13/4490.html", "伊犁河谷杏花盛放", 12, "2024-05-13 07:10", (0, 9)),
]


def gallery(
    order: int, page: str, title: str, n: int, when: str, empty: tuple[int, int]
) -> tuple[str, dict]:
    imgs = [f"pics/xbg{order}-{i:02d}-1800x1200.png" for i in range(1, n + 1)]
    caps = captions(f"xibu{order}", n, 3, "（西部晨讯 {} 摄）")
    for k in empty:
        caps[k] = ""
    cells = "\n".join(
        f'<figure class="css-g7c"><a href="#img{i}" data-full="{rel(page, im)}"><img src="'
        f'{rel(page, im.replace("-1800x1200", "t-210x140"))}" alt=""></a>'
        f"<figcaption hidden>{c}</figcaption></figure>"
        for i, (im, c) in enumerate(zip(imgs, caps, strict=True), 1)
    )
    main = f"""<h1>{title}</h1>{meta(SITE, when)}
<p class="css-l3d">{title}。（点击图片进入大图模式，可用键盘←→翻页）</p>
<div class="css-g1d">{cells}</div>
<div class="css-v0w" role="dialog"><div class="css-v0s"><img class="css-vimg" src="" alt=""></div>
 <p class="css-vcap"></p><span>❮</span><span>❯</span><i class="css-vx">关闭</i><b class="css-vn">
 </b></div>
<p><a href="{rel(page, SITE.trap("next-album", "下一图集"))}" class="css-nx1">下一图集 &#8250;</a>
 </p>"""
    side = ad_html("css-adw") + related(SITE, page, "rel", 4)
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=side,
        css=("css/v.css",),
        js=("js/v.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            False,
            data_timing="inline",
            motion="css_long",
            late_panel="ad_box",
            captions="with_empty",
            viewer="lightbox",
            control="span_arrow",
        ),
        "oracle": {
            "open": ".css-g1d a",
            "next": ".css-v0w > span:nth-of-type(2)",
            "action": "key",
            "key": "ArrowRight",
            "picture": ".css-vimg",
            "caption": ".css-vcap",
            "end": "bounce",
        },
    }
    return page, truth


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "xbcx/2024-05-14/4503.html"
    pages[art] = plain_article(
        SITE,
        art,
        "河西走廊风电基地新增装机突破百万千瓦",
        "2024-05-14 10:50",
        ("酒泉", "新能源基地建设"),
        side=related(SITE, art, "rel", 3),
    )
    write_site(
        SITE,
        pages,
        "static grid, captions in hidden figcaptions, own viewer paged "
        "with the → key (class-less span ❯ on screen), picture slides in with a 1.3 s "
        "CSS transition and bounces at the end, two empty captions, ad box after 2 s",
        {},
    )
