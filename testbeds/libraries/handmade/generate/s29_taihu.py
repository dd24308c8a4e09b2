"""太湖视窗 (taihu, round 6): a NetEase-like photo viewer whose pictures are all in the markup
(``ul.PhotoView-list``, one ``<li data-pid>`` per picture, every ``<img src>`` set) and shown
one at a time by moving the class ``is-current`` (the others ``display: none``, the new one
fading in over 0.25 s by a CSS keyframe animation). The captions are not beside the picture:
they are a separate list in the side column (``ol.PhotoNotes-list``, linked to the viewer by
``data-for``), whose item of the same index gets ``is-current`` too (the others hidden). The
arrows and the 3 / 8 counter are drawn in a ``<canvas>`` laid over the bottom of the stage
(``js/th-photoview.js`` paints them; a click on the canvas pages by where it lands: the right
64 px next, the left 64 px back); there is no arrow element at all. Each step writes the
photo id into the hash, NetEase style (``#p=9QM3QGJITH060008``, not an index); a page opened
at ``#p=<id>`` shows that photo. Past the last picture an end layer (图集已浏览完毕, 重新浏览,
相关图集) covers the stage, the last picture staying. ← / → and the thumbnails page too; the
strip's own ‹ › scroll it on mousedown. Decoys: a vertical 下一图集 link, 相关图集, a ticker,
share links; an ad box fills 2 s after load. Its second article embeds the same viewer, its
caption list under the strip. SUIT CSS class names (``PhotoView-stage``, ``is-current``)."""

from __future__ import annotations

import hashlib

from common import (
    Site,
    ad_html,
    article_main,
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
    "taihu",
    "太湖视窗",
    "www.taihushichuang.cn",
    "#1f6f8b",
    "suit",
    "th",
    width=1040,
    nav=["首页", "无锡", "苏州", "图片", "湖州", "财经", "文旅", "体育"],
)
CAPS = {
    1: [
        "7月12日清晨，骑行爱好者沿蠡湖环湖绿道出发，湖面薄雾尚未散去。",
        "宝界桥下的骑行驿站里，志愿者为骑友免费检查车况。（摄影：顾晓峰）",
        "一家三口骑着亲子自行车穿过渤公岛的杉树林。",
        "绿道沿线新设的补给点，提供饮水和简单的维修工具。",
        "骑行团队在蠡湖大桥下列队合影，准备开始三十公里的环湖骑行。",
        "湖边栈道上，几名骑友停下车欣赏水面上的白鹭。",
        "夕阳把蠡湖染成金色，最后一批骑友回到起点。（摄影：顾晓峰）",
        "夜幕降临，绿道两侧的景观灯依次亮起。",
    ],
    2: [
        "7月13日，宜兴丁蜀镇的一间工作室里，紫砂艺人正在捶打泥片。",
        "用竹拍子一下一下拍打身筒，壶的雏形渐渐显现。",
        "",
        "学徒在一旁观摩师傅镶接壶嘴，大气也不敢出。（记者 蒋文华 摄）",
        "刚刚完成的壶坯整齐摆放在木架上，等待阴干后入窑烧制。",
        "出窑的紫砂壶色泽温润，前来选购的茶客仔细端详。",
    ],
    "art": [
        "平江路历史街区，工人在修补临河老宅的木质门窗。（摄影：沈嘉怡）",
        "改造后的小巷铺上了新的青石板，路面平整干净。",
        "河道里，保洁船在清理水面漂浮物。",
        "一处老宅院落改造成社区书房，居民在里面看书。",
        "傍晚的平江河畔，游客乘坐摇橹船感受古城水韵。",
    ],
}
GALLERIES = [
    ("photoview/4TH10008/30517.html", "蠡湖环湖绿道迎来骑行高峰", "2024-07-12 19:20"),
    ("news/2024/0713/30552.html", "宜兴紫砂艺人的一天", "2024-07-13 16:45"),
]
PLAIN = [
    "记者7月14日从无锡市教育局获悉，今年暑期全市将开设公益托管班186个，覆盖全部涉农街道和主要城区，"
    "可为约一万两千名小学生提供看护服务。托管班于7月15日起陆续开班，持续到8月中旬，每天上午八点到"
    "下午五点开放。",
    "据介绍，今年的暑期托管继续坚持公益普惠原则，每名学生只收取少量的保险费和材料费，午餐由家长自愿"
    "选择是否订购。托管点主要设在中小学校、社区党群服务中心和青少年活动中心，优先保障双职工家庭、"
    "新市民家庭和困难家庭的孩子。",
    "在内容安排上，托管班以看护为主，同时提供阅读、体育、艺术、科普等兴趣活动，不开展学科类集体教学，"
    "不讲新课。不少托管点还结合本地特色，开设了惠山泥人、锡剧、太湖船模等非遗体验课程，邀请老艺人进"
    "校授课。",
    "为保障服务质量，教育部门从在职教师、退休教师、高校师范生和社会志愿者中招募了三千余名服务人员，"
    "上岗前统一进行安全和急救培训。每个托管点都制定了防溺水、防中暑、食品安全等应急预案，并配备了"
    "医药箱和降温设施。",
    "家住梁溪区的王女士告诉记者，她和丈夫都在企业上班，往年暑假只能把孩子送回老家，今年报名了学校"
    "的托管班，每天接送方便，孩子还能和同学一起看书、打球，她心里踏实多了，孩子也很愿意去。",
    "滨湖区一所小学的负责人介绍，学校今年报名托管的学生比去年多了近三成，为此专门腾出了图书馆、体"
    "育馆和两间专用教室，并安排食堂为有需要的学生提供午餐。托管期间，学校每天安排值班行政人员在岗，"
    "家长也可以随时通过班级群了解孩子的情况。",
    "市教育局有关负责人表示，暑期托管报名采取线上方式，家长可通过“无锡教育”公众号查询就近托管点并提"
    "交申请，名额有剩余的托管点将在开班后继续接受报名。各托管点将定期收集家长意见，及时改进服务内容，"
    "让孩子过一个安全、快乐、充实的假期。",
]
EMBED = [
    "本报讯 7月15日，记者从苏州市姑苏区获悉，平江路历史街区微更新工程已基本完工，街区内的老宅门窗、"
    "石板路面和沿河驳岸都完成了修缮，多处闲置院落也被改造成了公共空间。",
    "平江路是苏州保存最完整的古城历史街区之一，沿河而建的街巷至今保持着“水陆并行、河街相邻”的格局。"
    "由于年代久远，部分老宅木构件腐朽，路面也多处破损。",
    "此次微更新坚持“小规模、渐进式”，不大拆大建，而是根据每栋老宅的实际情况，逐一制定修缮方案，尽"
    "量使用传统材料和工艺。",
    "在修缮后的社区书房里，居民张阿姨正在翻看杂志。她说，这个院子以前堆满杂物，现在收拾得干干净净，"
    "街坊们没事就来坐坐，比以前热闹多了。",
    "姑苏区有关负责人表示，下一步将继续推进古城保护更新，在留住老街巷烟火气的同时，让居民的生活更加"
    "便利舒适。",
]
ROUND6 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_src",
    "paging": "one_page",
    "dom_scope": "document",
    "address": "hash_photo_id",
    "rendering": "class_swap",
    "layout": "one_at_a_time",
    "charset": "utf8",
    "press_events": "click",
    "jump_menu": "none",
    "counter": "canvas",
    "mask": "none",
    "control_visibility": "visible",
    "data_parts": "one",
    "autoplay": "off",
    "scroller": "none",
    "placeholder": "none",
    "triggers": "several",
    "caption_scope": "separate_list",
    "caption_repeat": "none",
    "unlock": "none",
    "link_target": "default",
    "hud": "canvas",
}


def pid(img: str) -> str:
    """A NetEase-like photo id (eight letters or digits, then the channel)."""
    return hashlib.md5(img.encode()).hexdigest()[:8].upper() + "TH060008"


def viewer(page: str, vid: str, title: str, imgs: list[str]) -> str:
    """The stage (every picture in the markup), the canvas HUD, the end layer and the strip."""
    items = "".join(
        f'<li class="PhotoView-item{" is-current" if i == 0 else ""}" data-pid="{pid(im)}">'
        f'<img class="PhotoView-img" src="{rel(page, im)}" alt="{title}"></li>'
        for i, im in enumerate(imgs)
    )
    thumbs = "".join(
        f'<li class="PhotoView-thumb{" is-current" if i == 0 else ""}"><a href="#p={pid(im)}" '
        f'target="_self"><img src="{rel(page, im.replace("-960x640", "t-120x80"))}" alt="">'
        f"</a></li>"
        for i, im in enumerate(imgs)
    )
    ends = "".join(
        f'<li><a href="{rel(page, SITE.trap(f"end-{k}", t))}"><img src="'
        f'{rel(page, f"pics/thend{k}-160x107.png")}" alt=""><span>{t}</span></a></li>'
        for k, t in enumerate(["鼋头渚夜樱", "同里古镇雨巷", "太湖帆船赛"], 1)
    )
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    return f"""<div class="PhotoView" id="{vid}" data-th-viewer>
<div class="PhotoView-stage">
<ul class="PhotoView-list">{items}</ul>
<canvas class="PhotoView-hud" height="56" aria-hidden="true"></canvas>
<div class="PhotoView-end" hidden><div class="PhotoView-endBox">
<p class="PhotoView-endTitle">图集已浏览完毕</p>
<a href="#again" target="_self" class="PhotoView-again">重新浏览</a>
<h4>相关图集</h4><ul class="PhotoView-endList">{ends}</ul></div></div>
</div>
<div class="PhotoView-strip">
<span class="PhotoView-scroll PhotoView-scroll--prev" title="向左滚动"></span>
<div class="PhotoView-thumbs"><ul>{thumbs}</ul></div>
<span class="PhotoView-scroll PhotoView-scroll--next" title="向右滚动"></span>
</div>
<a class="PhotoView-nextSet" href="{nxt}" title="下一图集：太湖帆船赛">下<br>一<br>图<br>集</a>
</div>"""


def notes(nid: str, vid: str, caps: list[str]) -> str:
    """The caption list, elsewhere on the page."""
    items = "".join(
        f'<li class="PhotoNotes-item{" is-current" if i == 0 else ""}">{c}</li>'
        for i, c in enumerate(caps)
    )
    return (
        f'<div class="PhotoNotes" id="{nid}" data-for="{vid}"><h3 class="PhotoNotes-title">'
        f'图片说明</h3><ol class="PhotoNotes-list">{items}</ol>'
        f'<p class="PhotoNotes-hint">支持键盘← →键翻阅图片</p></div>'
    )


def share_bar(page: str) -> str:
    links = "".join(
        f'<a href="{rel(page, SITE.trap(f"share-{k}", f"分享到{t}"))}">{t}</a>'
        for k, t in (("weibo", "微博"), ("weixin", "微信"), ("qzone", "QQ空间"))
    )
    return f'<div class="ShareBar">分享到：{links}</div>'


def oracle(vid: str, nid: str) -> dict:
    return {
        "open": None,
        "next": f"#{vid} canvas.PhotoView-hud",
        "action": "click",
        "click_at": [0.97, 0.5],
        "picture": f"#{vid} .PhotoView-item.is-current img",
        "caption": f"#{nid} .PhotoNotes-item.is-current",
        "address": "#p={id}",
        "end": "stop",
    }


def gallery(order: int, page: str, title: str, when: str) -> tuple[str, dict]:
    caps = CAPS[order]
    imgs = [f"pics/thg{order}-{i:02d}-960x640.png" for i in range(1, len(caps) + 1)]
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "太湖视窗")}
{ticker_html(SITE, page, "NewsTicker")}
{viewer(page, "thViewer", title, imgs)}
{share_bar(page)}"""
    side = notes("thNotes", "thViewer", caps) + ad_html("AdSlot") + related(SITE, page, "rel", 4)
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=side,
        css=("css/th-photoview.css",),
        js=("js/th-photoview.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps, id=[pid(im) for im in imgs]),
        "axes": axes(
            order == 1,
            data_timing="inline",
            motion="fade",
            late_panel="ad_box",
            captions="with_empty" if "" in caps else "plain",
            viewer="none",
            control="canvas_hud",
            **ROUND6,
        ),
        "oracle": oracle("thViewer", "thNotes"),
    }
    return page, truth


def embedded() -> tuple[str, dict]:
    page = "news/2024/0715/30601.html"
    title = "平江路历史街区微更新基本完工"
    caps = CAPS["art"]
    imgs = [f"pics/the-{i:02d}-960x640.png" for i in range(1, len(caps) + 1)]
    middle = viewer(page, "thArtViewer", title, imgs) + notes("thArtNotes", "thArtViewer", caps)
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="新闻",
        main=article_main(SITE, title, "2024-07-15 11:05", EMBED, middle) + share_bar(page),
        side=related(SITE, page, "rel", 3, "热门推荐"),
        css=("css/th-photoview.css",),
        js=("js/th-photoview.js",),
    )
    return page, {
        "kind": "article",
        "title": title,
        "text": "\n".join(EMBED),
        "pages": 1,
        "axes": {
            "article": "embedded_slideshow",
            "picture_source": "img_src",
            "control": "canvas_hud",
            "counter": "canvas",
            "hud": "canvas",
            "rendering": "class_swap",
            "caption_scope": "separate_list",
            "address": "hash_photo_id",
            "charset": "utf8",
        },
        "slides": slides(imgs, caps, id=[pid(im) for im in imgs]),
        "oracle": oracle("thArtViewer", "thArtNotes"),
    }


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "news/2024/0714/30588.html"
    pages[art] = written_article(
        SITE,
        art,
        "无锡暑期公益托管班开班 可服务学生约一万两千名",
        "2024-07-14 08:30",
        PLAIN,
        ("thfig-01", "滨湖区一所小学的托管班里，孩子们在上泥人体验课。（太湖视窗记者 钱敏 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    key, truth = embedded()
    pages[key] = truth
    write_site(
        SITE,
        pages,
        "NetEase-like viewer: every picture in the markup (ul.PhotoView-list li[data-pid] img), "
        "one shown at a time by the class is-current (others display:none, 0.25 s keyframe "
        "fade); captions in a separate list in the side column (ol.PhotoNotes-list, "
        "data-for the viewer), the item of the same index is-current; arrows and the 3 / 8 "
        "counter painted in a <canvas> over the bottom of the stage (click: right 64 px next, "
        "left 64 px back), no arrow element; each step sets #p=<photo id> (not an index), a page "
        "opened there shows that photo; past the end an end layer (图集已浏览完毕, 重新浏览, "
        "相关图集) over the stage, last picture staying; ← / → and thumbnails page; strip ‹ › "
        "scroll on mousedown; vertical 下一图集, 相关图集, ticker, share links; ad box 2 s "
        "after load; an article embedding the same viewer with its caption list under the strip",
        {},
        round_=6,
    )
