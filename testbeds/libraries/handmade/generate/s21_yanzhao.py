"""燕赵图闻 (yanzhao, round 4): the gallery is not in the page at all. The article page frames
a shared player, ``<iframe src="…/photo/player.html?id=8812">`` (same origin); the player
page reads its ``id`` from the query, then asks for ``photo/xml/<id>.xml`` with an
XMLHttpRequest (answered 0.8–1.1 s late as ``text/xml``) and builds the pictures, captions,
counter and thumbnail strip from the XML (``<photo><bigimg>…<note><![CDATA[…]]>``). The
arrows (``<a class="yz-next" href="javascript:void(0)">`` with a CSS-drawn chevron, no text)
live inside the frame and page the gallery there; past the last picture an end layer inside
the frame offers 重新浏览 and 下一图集 (a trap, ``target="_top"``). The player tells the
parent its height by ``postMessage`` and the parent resizes the frame. An ad box fills 2 s
after load on the outer page; a ticker, share links, 下一图集 and 相关图集 are decoys. Its
second article frames the same player between prose paragraphs. snake_case shell class
names."""

from __future__ import annotations

from xml.sax.saxutils import escape

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
    "yanzhao",
    "燕赵图闻",
    "www.yanzhaotuwen.com",
    "#b71c1c",
    "snake",
    "yz",
    width=1000,
    nav=["首页", "河北", "石家庄", "图片", "雄安", "长城", "体育", "文旅"],
)
PLAYER = "photo/player.html"
GALLERIES = [
    ("photo/2024/0620/c8812.html", "正定古城夜色阑珊", 9, "2024-06-20 20:30", 0.8, ()),
    ("hebei/2024/0621/c8840.html", "塞罕坝林场的六月", 6, "2024-06-21 09:15", 1.1, (4,)),
]
ROUND4 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_src",
    "paging": "one_page",
    "dom_scope": "same_origin_iframe",
    "address": "none",
    "rendering": "patch",
    "layout": "one_at_a_time",
    "charset": "utf8",
    "press_events": "click",
    "jump_menu": "none",
    "counter": "text",
    "mask": "none",
}


def photo_xml(album: int, title: str, imgs: list[str], caps: list[str]) -> str:
    """The player's data file (paths relative to the player page)."""
    items = "\n".join(
        f"  <photo>\n    <bigimg>{rel(PLAYER, im)}</bigimg>\n"
        f"    <smallimg>{rel(PLAYER, im.replace('-1200x800', 's-120x80'))}</smallimg>\n"
        f"    <note><![CDATA[{c}]]></note>\n  </photo>"
        for im, c in zip(imgs, caps, strict=True)
    )
    return (
        f'<?xml version="1.0" encoding="utf-8"?>\n<photoset id="{album}" count="{len(imgs)}">\n'
        f"  <title>{escape(title)}</title>\n{items}\n</photoset>\n"
    )


def player_page() -> str:
    """The shared player page, framed by every gallery of the site."""
    replay_set = rel(PLAYER, SITE.trap("next-album", "下一图集"))
    share = rel(PLAYER, SITE.trap("share-weibo", "分享到微博"))
    return f"""<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>图集播放器_{SITE.name}</title>
<link rel="stylesheet" href="../css/yz_player.css">
</head>
<body class="yzp_body">
<div class="yzp" id="yzp">
 <div class="yzp-stage">
  <img class="yz-big" alt="">
  <a class="yz-prev" href="javascript:void(0)" title="上一张"><i></i></a>
  <a class="yz-next" href="javascript:void(0)" title="下一张"><i></i></a>
  <div class="yzp-loading">图集加载中……</div>
  <div class="yzp-end"><p>您已浏览完本图集</p>
   <a class="yzp-replay" href="javascript:void(0)">重新浏览</a>
   <a class="yzp-nextset" href="{replay_set}" target="_top">下一图集 &gt;&gt;</a></div>
 </div>
 <div class="yzp-info"><span class="yzp-num"><b>0</b>/<i>0</i></span>
  <div class="yz-desc"></div></div>
 <div class="yzp-bar"><a class="yzp-play" href="javascript:void(0)">自动播放</a>
  <a class="yzp-share" href="{share}" target="_top">分享</a></div>
 <div class="yzp-thumbs"><ul></ul></div>
</div>
<script src="../js/yz_player.js"></script>
</body>
</html>
"""


def frame(page: str, album: int, cls: str) -> str:
    """The iframe of the player and the parent's height listener."""
    return f"""<div class="{cls}"><iframe class="yz_player_frame" id="yzPlayer{album}" src="{
        rel(page, PLAYER)
    }?id={album}" width="100%" height="220" frameborder="0" scrolling="no"
 allowfullscreen title="图集"></iframe></div>
<script>window.addEventListener('message', function (e) {{
  if (e.origin !== location.origin || !e.data || e.data.yzAlbum !== {album}) return;
  document.getElementById('yzPlayer{album}').style.height = e.data.height + 'px';
}});</script>"""


def oracle() -> dict:
    return {
        "open": None,
        "frame": "iframe.yz_player_frame",
        "next": ".yzp-stage .yz-next",
        "action": "click",
        "picture": ".yzp-stage img.yz-big",
        "caption": ".yzp-info .yz-desc",
        "end": "stop",
    }


def share_bar(page: str) -> str:
    links = "".join(
        f'<a href="{rel(page, SITE.trap(f"share-{k}", f"分享到{t}"))}">{t}</a>'
        for k, t in (("weibo", "微博"), ("weixin", "微信"), ("qzone", "QQ空间"))
    )
    return f'<div class="yz_share">分享到：{links}</div>'


def gallery(
    order: int, page: str, title: str, n: int, when: str, delay: float, empty: tuple[int, ...]
) -> tuple[str, dict, dict]:
    album = int(page.rsplit("c", 1)[1].split(".")[0])
    imgs = [f"pics/yzg{order}-{i:02d}-1200x800.png" for i in range(1, n + 1)]
    caps = [
        "" if i in empty else c
        for i, c in enumerate(captions(f"yanzhao{order}", n, 3, "（摄影：{}）"))
    ]
    xml = f"photo/xml/{album}.xml"
    SITE.files[xml] = photo_xml(album, title, imgs, caps)
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "燕赵图闻图片中心")}
{ticker_html(SITE, page, "yz_gundong")}
{share_bar(page)}
{frame(page, album, "yz_player_box")}
<div class="yz_next_album"><a href="{nxt}">下一图集：白洋淀荷花盛开</a></div>
{ad_html("yz_ad")}"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/yz_page.css",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": {
            **axes(
                order == 1,
                data_timing="late_xml",
                motion="instant",
                late_panel="ad_box",
                captions="with_empty" if empty else "plain",
                viewer="none",
                control="a_void_class",
                **ROUND4,
            ),
            "control_created": "static",
        },
        "oracle": oracle(),
    }
    return page, truth, {xml: {"delay": delay, "type": "text/xml; charset=utf-8"}}


def embedded() -> tuple[str, dict, dict]:
    page = "hebei/2024/0623/c8871.html"
    title = "雄安新区首批疏解高校开工建设"
    paras = prose("yanzhao-embed", "雄安", "疏解项目建设", 7)
    album = 8870
    imgs = [f"pics/yze-{i:02d}-1200x800.png" for i in range(1, 6)]
    caps = captions("yanzhao-embed", 5, 2, "（摄影：{}）")
    xml = f"photo/xml/{album}.xml"
    SITE.files[xml] = photo_xml(album, title, imgs, caps)
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="新闻",
        main=article_main(
            SITE, title, "2024-06-23 16:40", paras, frame(page, album, "yz_player_inline")
        )
        + share_bar(page),
        side=related(SITE, page, "rel", 3, "热门推荐"),
        css=("css/yz_page.css",),
    )
    return (
        page,
        {
            "kind": "article",
            "title": title,
            "text": "\n".join(paras),
            "pages": 1,
            "axes": {
                "article": "embedded_slideshow",
                "data_timing": "late_xml",
                "picture_source": "img_src",
                "dom_scope": "same_origin_iframe",
                "control": "a_void_class",
                "charset": "utf8",
            },
            "slides": slides(imgs, caps),
            "oracle": oracle(),
        },
        {xml: {"delay": 0.9, "type": "text/xml; charset=utf-8"}},
    )


def build() -> None:
    pages, routes = {}, {}
    SITE.files[PLAYER] = player_page()
    for i, g in enumerate(GALLERIES, 1):
        key, truth, route = gallery(i, *g)
        pages[key] = truth
        routes.update(route)
    art = "hebei/2024/0622/c8857.html"
    pages[art] = plain_article(
        SITE,
        art,
        "石家庄地铁四号线进入铺轨阶段",
        "2024-06-22 10:05",
        ("石家庄", "轨道交通建设"),
        ("yzfig-01", "施工人员在隧道内铺设轨道。（摄影：赵刚）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    key, truth, route = embedded()
    pages[key] = truth
    routes.update(route)
    write_site(
        SITE,
        pages,
        "the gallery lives in a same-origin iframe: the page frames photo/player.html?id=<id>, "
        "which reads its id from the query and loads photo/xml/<id>.xml by XMLHttpRequest "
        "(text/xml, 0.8-1.1 s late: <photo><bigimg><smallimg><note CDATA>); pictures, "
        "captions, counter, thumbnails and the CSS-chevron arrows (a.yz-next, no text) are "
        "inside the frame, which pages itself; end layer inside the frame (重新浏览, 下一图集 "
        "target=_top, a trap); the player posts its height to the parent, which resizes the "
        "frame; ad box after 2 s, ticker, share links, 下一图集, 相关图集; an article framing "
        "the same player between paragraphs",
        routes,
        round_=4,
    )
