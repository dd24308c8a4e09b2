"""钱塘视界 (qiantang, round 4): there is no ``<img>`` for the large picture. The stage holds
two stacked layers (``div.qt-gallery__layer``) whose pictures are CSS ``background-image``s,
set through a custom property (``--qt-pic: url(…)``); on every step the back layer takes the
new picture and becomes the front one, fading in over 0.8 s over the old one, which keeps
its background. Over both lies an anti-save mask: a transparent 1×1 GIF ``<img>`` stretched
over the stage, which carries an image map; its right ``<area>`` (title 下一张) is the next
control and its left one goes back (there are no arrows). The caption is a sibling ``<p>``
under the stage; the slide data is inline in the thumbnail strip (``li[data-big]``,
``[data-desc]``), which is the gallery itself. Past the last picture it wraps. A 热门推荐 猜你喜欢
box fills once picture 2 is shown; share links, 下一图集, 相关图集 and a ticker are decoys. Its
second article embeds the same viewer between prose paragraphs. BEM shell class names."""

from __future__ import annotations

from html import escape

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
    "qiantang",
    "钱塘视界",
    "www.qiantangshijie.com.cn",
    "#283593",
    "bem",
    "qt",
    width=1020,
    nav=["首页", "浙江", "杭州", "图片", "西湖", "数字经济", "亚运", "文旅"],
)
GALLERIES = [
    ("tupian/202406/t20240624_4567.shtml", "西湖十景之曲院风荷", 8, "2024-06-24 08:20", ()),
    ("zj/202406/t20240625_4602.shtml", "钱江潮涌弄潮儿", 6, "2024-06-25 17:45", (1, 4)),
]
#: a transparent 1×1 GIF (the anti-save mask over the stage)
BLANK = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
ROUND4 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "css_background",
    "paging": "one_page",
    "dom_scope": "document",
    "address": "none",
    "rendering": "patch",
    "layout": "one_at_a_time",
    "charset": "utf8",
    "press_events": "click",
    "jump_menu": "none",
    "counter": "text",
    "mask": "transparent_gif",
}


def viewer(
    page: str, box_id: str, extra: str, imgs: list[str], caps: list[str], w: int, h: int
) -> str:
    """The viewer's markup: two background layers, the masked image map, counter, caption and
    the thumbnail strip that carries the data."""
    thumbs = "".join(
        f'<li class="qt-gallery__thumb{" is-on" if i == 0 else ""}" data-big="{rel(page, im)}" '
        f'data-desc="{escape(c)}"><img src="{rel(page, im.replace("-1200x800", "t-100x67"))}" '
        f'alt=""></li>'
        for i, (im, c) in enumerate(zip(imgs, caps, strict=True))
    )
    half = w // 2
    return f"""<div class="qt-gallery{extra}" id="{box_id}" style="--qt-w:{w}px;--qt-h:{h}px">
 <div class="qt-gallery__stage">
  <div class="qt-gallery__layer is-front"></div><div class="qt-gallery__layer"></div>
  <img class="qt-gallery__mask" src="{BLANK}" width="{w}" height="{h}" alt="" usemap="#{box_id}Map">
  <map name="{box_id}Map"><area class="qt-gallery__prev" shape="rect" coords="0,0,{half},{h}"
   href="javascript:;" title="上一张" alt="上一张"><area class="qt-gallery__next" shape="rect"
   coords="{half},0,{w},{h}" href="javascript:;" title="下一张" alt="下一张"></map>
 </div>
 <div class="qt-gallery__bar"><span class="qt-gallery__num"><em>1</em> / {len(imgs)}</span>
  <span class="qt-gallery__tip">点击图片左右两侧翻页</span></div>
 <p class="qt-gallery__caption"></p>
 <ul class="qt-gallery__thumbs">{thumbs}</ul>
</div>"""


def oracle(box: str) -> dict:
    return {
        "open": None,
        "next": f"#{box} area.qt-gallery__next",
        "action": "click",
        "source": "background",
        "picture": f"#{box} .qt-gallery__layer.is-front",
        "caption": f"#{box} .qt-gallery__caption",
        "end": "wrap",
    }


def share_bar(page: str) -> str:
    links = "".join(
        f'<a href="{rel(page, SITE.trap(f"share-{k}", f"分享到{t}"))}">{t}</a>'
        for k, t in (("weibo", "微博"), ("weixin", "微信"), ("qzone", "QQ空间"))
    )
    return f'<div class="qt-share">分享：{links}</div>'


def gallery(
    order: int, page: str, title: str, n: int, when: str, empty: tuple[int, ...]
) -> tuple[str, dict]:
    imgs = [f"pics/qtg{order}-{i:02d}-1200x800.png" for i in range(1, n + 1)]
    caps = [
        "" if i in empty else c
        for i, c in enumerate(captions(f"qiantang{order}", n, 3, "（摄影：{}）"))
    ]
    hot = "".join(
        f'<a href="{rel(page, SITE.trap(f"hot-{k}", t))}">{t}</a>'
        for k, t in enumerate(["千岛湖晨雾", "良渚古城遗址", "乌镇水乡夜色"], 1)
    )
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "钱塘视界图片库")}
{ticker_html(SITE, page, "qt-ticker")}
{viewer(page, "qtGallery", "", imgs, caps, 672, 448)}
<div class="qt-rec" data-html="{hot.replace('"', "&quot;")}"></div>
{share_bar(page)}
<div class="qt-nextset"><a href="{nxt}">下一图集：杭州湾跨海大桥日出 &raquo;</a></div>
<script>new QtBgShow(document.getElementById('qtGallery'), {{rec: '.qt-rec'}});</script>"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/qt-bgshow.css",),
        head=f'<script src="{rel(page, "js/qt-bgshow.js")}"></script>',
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="inline",
            motion="crossfade",
            late_panel="recommend_panel",
            captions="with_empty" if empty else "plain",
            viewer="none",
            control="image_map_area",
            **ROUND4,
        ),
        "oracle": oracle("qtGallery"),
    }
    return page, truth


def embedded() -> tuple[str, dict]:
    page = "zj/202406/t20240627_4655.shtml"
    title = "杭州城西科创大走廊再添新平台"
    paras = prose("qiantang-embed", "杭州", "科创平台建设", 7)
    imgs = [f"pics/qte-{i:02d}-1200x800.png" for i in range(1, 6)]
    caps = captions("qiantang-article", 5, 2, "（摄影：{}）")
    show = (
        viewer(page, "qtArtShow", " qt-gallery--inline", imgs, caps, 640, 427)
        + "\n<script>new QtBgShow(document.getElementById('qtArtShow'), {});</script>"
    )
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="新闻",
        main=article_main(SITE, title, "2024-06-27 11:10", paras, show) + share_bar(page),
        side=related(SITE, page, "rel", 3, "热门推荐"),
        css=("css/qt-bgshow.css",),
        head=f'<script src="{rel(page, "js/qt-bgshow.js")}"></script>',
    )
    return page, {
        "kind": "article",
        "title": title,
        "text": "\n".join(paras),
        "pages": 1,
        "axes": {
            "article": "embedded_slideshow",
            "picture_source": "css_background",
            "control": "image_map_area",
            "mask": "transparent_gif",
            "charset": "utf8",
        },
        "slides": slides(imgs, caps),
        "oracle": oracle("qtArtShow"),
    }


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "zj/202406/t20240626_4630.shtml"
    pages[art] = plain_article(
        SITE,
        art,
        "杭州启动新一轮老旧小区加装电梯工程",
        "2024-06-26 09:30",
        ("杭州", "老旧小区加装电梯"),
        side=related(SITE, art, "rel", 3, "热门推荐"),
    )
    key, truth = embedded()
    pages[key] = truth
    write_site(
        SITE,
        pages,
        "no <img> for the large picture: two stacked div layers painted as CSS background-image "
        "through a custom property (--qt-pic), the new one cross-fading in over 0.8 s over the "
        "old one (which keeps its background); a transparent 1x1 GIF <img> stretched over the "
        "stage (anti-save mask) carries an image map whose right <area> (下一张) is the next "
        "control and left <area> goes back, no arrows; caption in a sibling <p>; data inline "
        "in the thumbnail strip (li data-big / data-desc); wraps past the end; 热门推荐 "
        "猜你喜欢 once picture 2 is shown; share links, 下一图集, 相关图集, ticker; an article "
        "embedding the same viewer between paragraphs",
        {},
        round_=4,
    )
