"""海西视界 (haixi): slide data inline in a hidden ``<textarea id="photoList">``, the picture
slides in with a 1.4 s CSS transition, the caption is a bare text node in a box that also
holds the counter and 播放/全屏, the next control is a class-less ``<span>›</span>``, an end
layer (重新播放 / 播放下一图集) at the last picture. No class names: ids and tags only. Its
second article embeds a grid of thumbnails that open a viewer overlay."""

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
    write_site,
)
from texts import captions, prose

SITE = Site(
    "haixi",
    "海西视界",
    "www.haixishijie.com",
    "#006d77",
    "none",
    "",
    width=960,
    nav=["首页", "福建", "台海", "图片", "财经", "文体", "生活"],
)
GALLERIES = [
    ("xw/2024-05-12/88102.html", "鼓浪屿晨光里的琴声", 8, "2024-05-12 07:40"),
    ("xw/2024-05-13/88137.html", "闽东渔港开渔 千帆竞发", 5, "2024-05-13 16:15"),
]


def gallery(order: int, page: str, title: str, n: int, when: str) -> tuple[str, dict]:
    imgs = [f"pics/hxg{order}-{i:02d}-1280x853.png" for i in range(1, n + 1)]
    caps = captions(f"haixi{order}", n, 3, "（海西视界 {} 摄）")
    lis = "\n".join(
        f'<li><i title="img">{rel(page, im)}</i><i title="timg">'
        f"{rel(page, im.replace('-1280x853', 't-160x107'))}</i><p>{c}</p></li>"
        for im, c in zip(imgs, caps, strict=True)
    )
    nxt = rel(page, SITE.trap("next-album", "播放下一图集"))
    main = f"""<h1>{title}</h1>{meta(SITE, when)}
<p id="lead">{title}。{caps[0][:14]}……</p>
<div id="photoBox">
 <div id="stage"><img id="pic" src="{rel(page, imgs[0])}" alt="">
  <span>‹</span><span>›</span>
  <div id="endLayer"><p>您已经浏览完所有图片</p><a href="javascript:;" id="replay">重新播放</a>
   <a href="{nxt}">播放下一图集</a></div></div>
 <div id="picinfo">{caps[0]}<span id="cnt">1/{n}</span><a href="javascript:;" id="btnPlay">播放</a>
  <a href="javascript:;" id="btnFull">全屏</a></div>
</div>
<textarea id="photoList" style="display:none">{lis}</textarea>
{related(SITE, page, "rel", 4)}"""
    SITE.files[page] = shell(
        SITE, page, title=title, crumb="图片", main=main, css=("css/pic.css",), js=("js/pic.js",)
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
            late_panel="none",
            captions="bare_text",
            viewer="none",
            control="span_arrow",
        ),
        "oracle": {
            "open": None,
            "next": "#stage > span:nth-of-type(2)",
            "action": "click",
            "picture": "#pic",
            "caption": "#picinfo",
            "caption_own": True,
            "end": "stop",
        },
    }
    return page, truth


def embedded() -> tuple[str, dict]:
    page = "xw/2024-05-15/88201.html"
    title = "海上丝绸之路文物展在泉州开幕"
    paras = prose("haixi-embed", "泉州", "文物保护利用", 7)
    imgs = [f"pics/hxe-{i:02d}-1200x800.png" for i in range(1, 7)]
    caps = captions("haixi-embed", 6, 2, "（海西视界 {} 摄）")
    cells = "".join(
        f'<a href="javascript:;" data-big="{rel(page, im)}" data-text="{c}">'
        f'<img src="{rel(page, im.replace("-1200x800", "t-180x120"))}" alt=""></a>'
        for im, c in zip(imgs, caps, strict=True)
    )
    grid = f"""<div id="zutu"><p>点击图片查看大图（共6张）</p>{cells}</div>
<div id="lbox"><img id="lbImg" src="" alt=""><div id="lbText"></div><span>›</span>
<b id="lbClose">×</b></div>"""
    main = article_main(SITE, title, "2024-05-15 10:20", paras, grid)
    SITE.files[page] = shell(
        SITE, page, title=title, crumb="新闻", main=main, css=("css/pic.css",), js=("js/zutu.js",)
    )
    return page, {
        "kind": "article",
        "title": title,
        "text": "\n".join(paras),
        "pages": 1,
        "axes": {"article": "embedded_lightbox"},
        "slides": slides(imgs, caps),
        "oracle": {
            "open": "#zutu a",
            "next": "#lbox > span",
            "action": "click",
            "picture": "#lbImg",
            "caption": "#lbText",
            "end": "stop",
        },
    }


def build() -> None:
    pages = dict(gallery(i, p, t, n, w) for i, (p, t, n, w) in enumerate(GALLERIES, 1))
    art = "xw/2024-05-14/88160.html"
    pages[art] = plain_article(
        SITE, art, "厦门至金门航线客流持续回升", "2024-05-14 08:05", ("厦门", "两岸航运服务")
    )
    key, truth = embedded()
    pages[key] = truth
    write_site(
        SITE,
        pages,
        "inline textarea#photoList, picture slides in with a 1.4 s CSS "
        "transition, bare-text caption beside the counter and 播放/全屏, class-less "
        "span › control, end layer with 重新播放/播放下一图集; an article embedding a "
        "thumbnail grid with a viewer overlay",
        {},
    )
