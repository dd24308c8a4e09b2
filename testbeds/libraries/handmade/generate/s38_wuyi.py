"""武夷新闻网 (wuyi, round 8): a grid of thumbnails whose pictures page only by the keyboard.
Each thumbnail is an ``<a href="javascript:;" data-big=… data-desc=…>``; ``js/wy-viewer.js``
(an ES2015 class, set up on ``DOMContentLoaded``) opens a full-window viewer (``#wyViewer``,
in the page's markup, hidden) on a click. The viewer has no arrow and no clickable next of
any kind: a hint at its foot reads 按 ← → 键翻页 · Esc 关闭, and only the keys page it (keydown
on document). The picture fades in over 0.35 s once loaded; the caption and the 3 / 8 counter
change at once. On the last picture → shows a toast 已经是最后一张 and nothing moves. Decoys:
下一图集, 相关图集, 上一篇 / 下一篇, share links, a ticker, an ad box filled 2 s after load.
Bootstrap-like class names, sidebar left."""

from __future__ import annotations

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
    "wuyi",
    "武夷新闻网",
    "www.wuyinews.com.cn",
    "#8a5a2b",
    "bootstrap",
    "wy",
    width=1060,
    side_left=True,
    nav=["首页", "南平", "福建", "图片", "武夷山", "茶业", "文旅", "民生"],
)
DATA = {
    1: [
        "10月8日，武夷山九曲溪上，竹筏载着游客顺流而下。",
        "筏工一边撑篙，一边向游客讲述两岸山峰的传说。",
        "玉女峰倒映在碧绿的溪水中，游客纷纷举起相机拍照。（摄影：詹武）",
        "天游峰的石阶上，登山的游客排成了长长的队伍。",
        "",
        "山脚下的茶园里，茶农正在为岩茶茶树松土施肥。",
        "星村镇的码头边，刚刚靠岸的竹筏整齐地排列在一起。",
    ],
    2: [
        "建瓯的一家茶企车间里，工人们正在进行岩茶的焙火工序。",
        "焙笼里的炭火要烧上十几个小时，茶叶的香气弥漫了整个车间。",
        "老茶师抓起一把茶叶凑近闻香，判断焙火是否到位。（摄影：吴婷）",
        "年轻的学徒在师傅指导下学习翻茶，动作还有些生疏。",
        "焙好的茶叶经过拣剔，去除黄片和茶梗。",
        "质检人员在审评室里冲泡新茶，逐一记录汤色和香气。",
        "包装车间里，一盒盒岩茶装箱后将发往全国各地。",
        "茶企负责人说，今年的秋茶订单比去年增加了两成。",
        "茶企门口的展示厅里，游客正在品鉴不同年份的岩茶。",
    ],
}
GALLERIES = [
    ("photo/2024/1008/90215.shtml", "九曲溪上竹筏游", "2024-10-08 17:35"),
    ("jj/2024/1009/90241.shtml", "岩茶焙火 匠心守味", "2024-10-09 16:50"),
]
PLAIN = [
    "记者10月10日从南平市获悉，今年以来，南平持续推进武夷山国家公园生态保护和社区发展，"
    "国家公园内的生态环境持续向好，周边社区群众的收入也稳步增长。",
    "武夷山国家公园是我国首批设立的国家公园之一，拥有大面积原生性森林生态系统和丰富的野生动植物"
    "资源。近年来，南平把生态保护放在首位，严格管控国家公园内的开发建设活动。",
    "在国家公园的一处保护站，巡护员们每天都要沿着山路巡山护林，记录野生动物的活动痕迹。一位老巡护"
    "员说，这些年山里的野生动物越来越多，巡山时经常能看到黄腹角雉和猕猴。",
    "为了处理好保护与发展的关系，南平引导国家公园周边的村民发展生态茶园、森林康养和生态旅游，"
    "不少村民当上了生态管护员和导游，在家门口就能实现就业增收。",
    "在国家公园周边的一个村子里，村民们把闲置的老房子改造成了民宿，吸引了不少外地游客前来体验"
    "山村生活。村党支部书记说，现在村里的年轻人回来的越来越多了。",
    "南平市有关负责人表示，下一步将继续坚持生态保护第一，探索生态产品价值实现机制，让国家公园的"
    "绿水青山持续转化为群众增收致富的金山银山。",
]
ROUND8 = {
    "caption_height": "steady",
    "viewer_reveal": "click_thumbnail",
    "picture_source": "data_attribute",
    "paging": "one_page",
    "dom_scope": "document",
    "address": "none",
    "rendering": "patch",
    "layout": "grid_then_viewer",
    "charset": "utf8",
    "press_events": "keydown",
    "jump_menu": "none",
    "counter": "text",
    "mask": "none",
    "control_visibility": "none",
    "data_parts": "one",
    "autoplay": "off",
    "scroller": "none",
    "placeholder": "none",
    "triggers": "key_only",
    "caption_scope": "panel",
    "caption_repeat": "none",
    "unlock": "none",
    "link_target": "default",
    "hud": "dom",
    "cover": "none",
    "caption_clamp": "none",
    "strip": "none",
    "interstitial": "none",
    "address_timing": "none",
    "credit_place": "in_caption",
    "caption_reveal": "at_once",
    "data_request": "none",
    "key_only": "yes",
}


def viewer(page: str) -> str:
    return """<div class="wy-viewer" id="wyViewer" role="dialog" aria-label="组图浏览">
<div class="wy-viewer-top"><span id="wyViewerNum"></span><span><button type="button"
class="wy-close">关闭</button></span></div>
<div class="wy-viewer-stage"><img id="wyViewerImg" alt=""></div>
<div class="wy-viewer-foot"><p class="wy-viewer-cap" id="wyViewerCap"></p>
<p class="wy-keys">按 <kbd>←</kbd> <kbd>→</kbd> 键翻页 · <kbd>Esc</kbd> 关闭</p></div>
<div class="wy-toast"></div>
</div>"""


def grid(page: str, order: int, caps: list[str], imgs: list[str]) -> str:
    n = len(caps)
    cells = "".join(
        f'<a href="javascript:;" data-big="{rel(page, im)}" data-desc="{c}"><img src="'
        f'{rel(page, f"pics/wyg{order}-{i:02d}t-240x160.png")}" alt=""><i>{i}/{n}</i></a>'
        for i, (im, c) in enumerate(zip(imgs, caps, strict=True), 1)
    )
    return (
        f'<div class="wy-grid">{cells}</div><p class="wy-note">点击图片进入大图浏览，'
        f"用键盘左右键翻页</p>"
    )


def extras(page: str) -> str:
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    links = "".join(
        f'<a href="{rel(page, SITE.trap(f"share-{k}", t))}">{t}</a> '
        for k, t in (("weibo", "微博"), ("weixin", "微信"), ("qq", "QQ"))
    )
    prv = rel(page, SITE.trap("prev-post", "上一篇"))
    nx2 = rel(page, SITE.trap("next-post", "下一篇"))
    return (
        f'<div class="wy-prenext"><a href="{nxt}">下一图集：武夷山大红袍母树</a>'
        f'<span>分享到：{links}</span><a href="{prv}">上一篇：南平建盏文化节开幕</a>'
        f'<a href="{nx2}">下一篇：闽江源头秋色浓</a></div>'
    )


def gallery(order: int, page: str, title: str, when: str, routes: dict) -> tuple:
    caps = DATA[order]
    imgs = [f"pics/wyg{order}-{i:02d}-1280x853.png" for i in range(1, len(caps) + 1)]
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "武夷新闻网")}
{ticker_html(SITE, page, "wy-ticker")}
{grid(page, order, caps, imgs)}
{extras(page)}
{viewer(page)}"""
    side = ad_html("wy-ad") + related(SITE, page, "rel", 4)
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=side,
        css=("css/wy-viewer.css",),
        js=("js/wy-viewer.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="inline",
            motion="fade",
            late_panel="ad_box",
            captions="with_empty" if any(not c for c in caps) else "plain",
            viewer="overlay",
            control="key_only",
            **ROUND8,
        ),
        "oracle": {
            "open": ".wy-grid a[data-big] img",
            "next": "#wyViewer",
            "action": "key",
            "key": "ArrowRight",
            "picture": "#wyViewerImg",
            "caption": "#wyViewerCap",
            "await_change": True,
            "end": "stop",
        },
    }
    return page, truth


def build() -> None:
    routes: dict = {}
    pages = dict(gallery(i, *g, routes) for i, g in enumerate(GALLERIES, 1))
    art = "jj/2024/1010/90266.shtml"
    pages[art] = written_article(
        SITE,
        art,
        "武夷山国家公园生态持续向好 周边社区群众增收",
        "2024-10-10 09:55",
        PLAIN,
        ("wyfig-01", "武夷山国家公园内的巡护员在巡山。（摄影：詹武）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "keyboard-only viewer: a grid of <a href=javascript:; data-big data-desc> thumbnails; "
        "js/wy-viewer.js (an ES2015 class, set up on DOMContentLoaded) opens the hidden "
        "full-window #wyViewer on a click; the viewer has no arrow and nothing to click for "
        "next: its foot reads 按 ← → 键翻页 · Esc 关闭 and only the keys page (keydown on "
        "document); the picture fades in (0.35 s) once loaded, caption and 3 / 8 counter at "
        "once; past the last picture a toast 已经是最后一张 and nothing moves; decoys: 下一图集, "
        "share links, 上一篇 / 下一篇, 相关图集, ticker; ad box 2 s after load",
        routes,
        round_=8,
    )
