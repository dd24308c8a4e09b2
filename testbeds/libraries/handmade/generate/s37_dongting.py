"""洞庭新闻网 (dongting, round 8): the album's data is asked for only after the window's
``load`` event. The page holds an empty stage (``#dtAlbum`` with ``data-src``); on ``load``
``js/dt-album.js`` (an object literal in an ES5 IIFE) fetches ``data/album_<id>.json``
(answered 0.8–1.0 s late: ``{"title", "list": [{"src", "thumb", "desc"}]}``) and draws the
stage, the thumbnail strip and the 1/8 counter from it. At each step the old picture stays
until the new one has loaded (preloaded by an ``Image()``, every large picture answered 0.3 s
late); then the picture is swapped and only then is the caption written, at opacity 0, and
faded in over 0.6 s after a 0.15 s pause: the caption comes in after the picture. 下一张 ›
and ‹ 上一张 are ``<button>``s under the stage; on the last picture 下一张 is ``disabled``.
Decoys: 下一图集, 相关图集, 上一篇 / 下一篇, share links, a ticker, an ad box filled 2 s
after load. YUI-era class names (``doc``, ``hd``, ``bd``, ``ft``), sidebar right."""

from __future__ import annotations

import json

from common import (
    Site,
    ad_html,
    axes,
    meta,
    rel,
    related,
    shell,
    slides,
    ticker_html,
    write_site,
    written_article,
)

SITE = Site(
    "dongting",
    "洞庭新闻网",
    "www.dongtingnews.com.cn",
    "#2f6b4f",
    "yui",
    "dt",
    width=1060,
    nav=["首页", "岳阳", "湖南", "图片", "洞庭湖", "文旅", "体育", "民生"],
)
DATA = {
    1: [
        "9月2日，岳阳楼景区，游客登上主楼远眺洞庭湖。",
        "汴河街的仿古建筑群里，一家老茶馆挂出了君山银针的招牌。",
        "湖面上，几艘渔船正在收网，船尾跟着一群白鹭。（摄影：彭湘君）",
        "南湖广场上，晨练的市民随着音乐跳起了广场舞。",
        "洞庭湖大桥横跨湖面，桥下货船往来穿梭，一派繁忙景象。",
        "君山岛的茶园里，茶农在修剪茶树，为秋茶采摘做准备。",
        "傍晚的岳阳楼下，游人在城墙边驻足，等待夕阳落入湖中。",
        "夜幕降临，湖滨风光带亮起灯光，倒映在平静的湖面上。",
    ],
    2: [
        "华容县的一处稻田里，联合收割机正在抢收中稻。",
        "农民把刚收下的稻谷摊开在晒场上，用木耙翻晒。（摄影：李丹）",
        "",
        "粮站门口，运粮的农用车排起了长队，工作人员逐车检测水分。",
        "合作社的烘干中心里，新添的烘干设备日夜运转。",
        "田埂上，一位老农捧起一把稻谷，脸上露出了丰收的笑容。",
    ],
}
GALLERIES = [
    ("tupian/2024-09/03/content_7721.htm", "a7721", "巴陵胜状 洞庭秋色", "2024-09-03 17:10"),
    ("news/2024-09/04/content_7736.htm", "a7736", "华容稻谷飘香 秋收正当时", "2024-09-04 16:25"),
]
PLAIN = [
    "记者9月5日从岳阳市水利部门获悉，今年以来，岳阳持续推进洞庭湖区堤防加固和内湖治理工程，"
    "完成堤防加固四十余公里，清淤疏浚内湖沟渠两百多公里，湖区防洪排涝能力明显提升。",
    "洞庭湖区地势低洼，河网密布，防洪压力大。近年来，岳阳把堤防建设作为保障群众生命财产安全的"
    "头等大事，对一批险工险段进行重点整治，对老化失修的涵闸泵站进行更新改造。",
    "在华容县的一处堤段，记者看到，加固后的大堤堤身宽阔平整，迎水面铺设了混凝土护坡，堤顶修通了"
    "防汛道路。当地水利站的工作人员说，以前一到汛期就要日夜巡堤查险，现在心里踏实多了。",
    "除了加固堤防，岳阳还开展了内湖沟渠清淤和水系连通工程，打通了一批断头渠、淤塞河，让湖区的水"
    "流动起来。清淤后的沟渠不仅排涝更加顺畅，水质也有了明显改善。",
    "工程建设过程中，岳阳注重生态保护，在堤脚和沟渠两岸种植了护坡植物，建设了一批生态湿地，既保"
    "护了堤防，又为鸟类提供了栖息场所。不少村民说，家门口的环境越来越好了。",
    "岳阳市水利部门有关负责人表示，下一步将继续加快推进洞庭湖区重点水利工程建设，完善防洪减灾"
    "体系，为湖区经济社会发展和群众安居乐业提供坚实保障。",
]
ROUND8 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_src",
    "paging": "one_page",
    "dom_scope": "document",
    "address": "none",
    "rendering": "patch",
    "layout": "one_at_a_time",
    "charset": "utf8",
    "press_events": "click",
    "jump_menu": "none",
    "counter": "text",
    "mask": "none",
    "control_visibility": "visible",
    "data_parts": "one",
    "autoplay": "off",
    "scroller": "none",
    "placeholder": "none",
    "triggers": "several",
    "caption_scope": "panel",
    "caption_repeat": "none",
    "unlock": "none",
    "link_target": "default",
    "hud": "dom",
    "cover": "none",
    "caption_clamp": "none",
    "strip": "manual",
    "interstitial": "none",
    "address_timing": "none",
    "credit_place": "in_caption",
    "caption_reveal": "fade_after_picture",
    "data_request": "fetch_after_load",
    "key_only": "no",
}


def stage(page: str, gid: str) -> str:
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    weibo = rel(page, SITE.trap("share-weibo", "分享到微博"))
    weixin = rel(page, SITE.trap("share-weixin", "分享到微信"))
    data = rel(page, f"data/album_{gid}.json")
    return f"""<div class="dt-album" id="dtAlbum" data-src="{data}">
<div class="dt-stage"><img id="dtPic" alt=""><span class="dt-loading">图片加载中…</span></div>
<div class="dt-bar"><span class="dt-count"><b id="dtNum">0</b>/<span id="dtTotal">0</span></span>
<p class="dt-cap" id="dtCap"></p>
<span class="dt-btns"><button type="button" id="dtPrev" disabled>‹ 上一张</button>
<button type="button" id="dtNext" class="dt-next">下一张 ›</button></span></div>
<ul class="dt-thumbs" id="dtThumbs"></ul>
<div class="dt-tools"><a href="{nxt}">下一图集 &gt;&gt;</a><a href="{weibo}">分享到微博</a>
<a href="{weixin}">分享到微信</a></div>
</div>"""


def prenext(page: str) -> str:
    prv = rel(page, SITE.trap("prev-post", "上一篇"))
    nxt = rel(page, SITE.trap("next-post", "下一篇"))
    return (
        f'<div class="dt-tools"><a href="{prv}">上一篇：君山岛秋茶开采</a>'
        f'<a href="{nxt}">下一篇：岳阳港集装箱吞吐量再创新高</a></div>'
    )


def gallery(order: int, page: str, gid: str, title: str, when: str, routes: dict) -> tuple:
    caps = DATA[order]
    imgs = [f"pics/dtg{order}-{i:02d}-1200x800.png" for i in range(1, len(caps) + 1)]
    data = {
        "title": title,
        "list": [
            {
                "src": rel(page, im),
                "thumb": rel(page, f"pics/dtg{order}-{i:02d}t-96x64.png"),
                "desc": c,
            }
            for i, (im, c) in enumerate(zip(imgs, caps, strict=True), 1)
        ],
    }
    api = f"data/album_{gid}.json"
    SITE.files[api] = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    routes[api] = {"delay": 0.8 + 0.2 * (order - 1)}
    for im in imgs:
        routes[im] = {"delay": 0.3}
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "洞庭新闻网")}
{ticker_html(SITE, page, "dt-ticker")}
{stage(page, gid)}
{prenext(page)}"""
    side = ad_html("dt-ad") + related(SITE, page, "rel", 4)
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=side,
        css=("css/dt-album.css",),
        js=("js/dt-album.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="late_fetch",
            motion="fade",
            late_panel="ad_box",
            captions="with_empty" if any(not c for c in caps) else "plain",
            viewer="none",
            control="button_text",
            **ROUND8,
        ),
        "oracle": {
            "open": None,
            "next": "#dtNext",
            "action": "click",
            "picture": "#dtPic",
            "caption": "#dtCap",
            "await_change": True,
            "end": "disabled",
        },
    }
    return page, truth


def build() -> None:
    routes: dict = {}
    pages = dict(gallery(i, *g, routes) for i, g in enumerate(GALLERIES, 1))
    art = "news/2024-09/05/content_7750.htm"
    pages[art] = written_article(
        SITE,
        art,
        "岳阳洞庭湖区完成堤防加固四十余公里",
        "2024-09-05 10:40",
        PLAIN,
        ("dtfig-01", "华容县加固后的洞庭湖大堤。（摄影：彭湘君）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "data asked for only after the load event: the page holds an empty stage (#dtAlbum "
        "data-src); on window load js/dt-album.js (an object literal in an ES5 IIFE) fetches "
        "data/album_<id>.json (0.8-1.0 s late: title, list of src / thumb / desc) and draws the "
        "stage, thumbnail strip and 1/8 counter; each step preloads the picture (0.3 s late), "
        "keeps the old picture and caption until it has loaded, swaps the picture, then writes "
        "the caption at opacity 0 and fades it in (0.6 s after a 0.15 s pause: the caption "
        "comes in after the picture); next: button#dtNext 下一张 ›, disabled on the last "
        "picture; ‹ 上一张 and the thumbnails page too; decoys: 下一图集, share links, 相关图集, "
        "上一篇 / 下一篇, ticker; ad box 2 s after load",
        routes,
        round_=8,
    )
