"""舟山手机台 (zhoushan, round 9): a server-rendered phone page (Vue-SSR-like markup,
``data-v-…`` scope attributes, ``window.__INITIAL_STATE__``) whose gallery opens in the middle:
the state's ``album.cover`` (the picture the editor chose as the cover, picture 5 of 9 and 4 of
7) is the slide the server marks ``is-active`` and translates into view (``translate3d(-400%,
0, 0)``), and the counter reads 5/9. ``js/zs-gallery.js`` (an ES2017 class) takes the markup
over and listens to ``touchstart`` / ``touchmove`` / ``touchend`` only: the track follows the
finger, a quarter of the width or a flick pages, a swipe to the right goes back; there is no
arrow, no key, no mouse or pointer handler. Neither end wraps (the track gives a little and
springs back). The caption is a panel under the stage, rewritten at once. A 热门推荐 猜你喜欢 box
appears once a second picture has been seen; 下一图集, 评论, 分享 and the channel strip are traps.
Hashed shell class names."""

from __future__ import annotations

import json

from common import Site, axes, meta, rel, slides, write_site
from round9 import held_out, phone_article, phone_css, phone_shell, round9_axes

SITE = Site(
    "zhoushan",
    "舟山手机台",
    "m.zhoushantv.cn",
    "#0a5c9e",
    "hash",
    "zs",
    width=390,
    nav=["推荐", "舟山", "图片", "视频", "海洋", "旅游", "直播"],
)
CAPS = {
    1: [
        "9月16日中午，随着开渔令下达，沈家门渔港的渔船陆续驶出港口。",
        "渔民在船头挂上彩旗，祈愿出海平安、满载而归。",
        "码头上，家属们挥手送别出海的亲人。",
        "一艘大型灯光围网渔船鸣笛起航。（摄影：林海）",
        "港区海事部门的执法艇在航道上维护通航秩序。",
        "无人机航拍下，数百艘渔船在港外海面排成长龙。",
        "渔船驾驶舱里，船老大查看北斗导航终端上的渔场信息。",
        "傍晚，第一批返港的渔船卸下梭子蟹和带鱼。",
        "渔港边的海鲜排档迎来开渔后的第一波食客。（摄影：林海）",
    ],
    2: [
        "清晨四点多，东极岛东福山上已聚集了等待日出的游客。",
        "太阳从海平面升起，把海面染成一片金红。",
        "",
        "庙子湖岛上的石屋依山而建，墙上画满了渔民画。",
        "岛上民宿的老板娘为客人端上刚出锅的海鲜面。",
        "游客在青浜岛的礁石上拍照，远处是东海的浪花。（记者 周涛 摄）",
        "返程的客船驶离码头，海鸥一路追随。",
    ],
}
#: (page, title, time, the cover: 0-based index of the picture the page opens on)
GALLERIES = [
    ("m/tupian/2024/0916/1290357.shtml", "东海开渔 千帆竞发", "2024-09-16 13:10", 4),
    ("m/xw/2024/0917/1290410.shtml", "东极岛上看日出", "2024-09-17 09:25", 3),
]
PLAIN = [
    "记者9月18日从舟山市交通运输局获悉，舟山本岛与岱山、嵊泗之间的海岛公交一体化改革全面"
    "完成，群众持一张公交卡或扫一个码，就能乘坐全市的公交车和客运轮渡。",
    "舟山由一千多个岛屿组成，过去各县区的公交和轮渡分属不同企业经营，票价、支付方式都不统一，"
    "海岛居民出行要换好几种票，外地游客更是摸不着头脑。",
    "改革后，全市公交线路统一编号，票价统一标准，老年人、学生等群体的优惠政策在各岛通用。"
    "公交与轮渡的时刻表也做了衔接，轮渡到港后，接驳公交在码头等候，乘客下船就能换乘。",
    "在岱山县高亭镇，经常往返本岛看病的王阿婆说，以前去一趟医院要买三次票，现在一张卡刷到底，"
    "方便多了。码头上的工作人员也告诉记者，扫码乘船以后，售票窗口前排长队的情况少了很多。",
    "舟山市交通运输局有关负责人表示，下一步将在偏远小岛增开定制公交和预约轮渡，并在主要码头"
    "建设候船候车一体的综合交通枢纽，让海岛群众出行更加便捷。",
]


def gallery(order: int, page: str, title: str, when: str, cover: int) -> tuple[str, dict]:
    caps = CAPS[order]
    n = len(caps)
    imgs = [f"pics/zsg{order}-{i:02d}-1200x800.png" for i in range(1, n + 1)]
    v = "data-v-3c9e2a1f"
    items = "".join(
        f'<div {v} class="zs-slide{" is-active" if i == cover else ""}" data-index="{i}">'
        f'<img {v} src="{rel(page, im)}" alt=""></div>'
        for i, im in enumerate(imgs)
    )
    state = {
        "album": {
            "id": page.rsplit("/", 1)[1].split(".")[0],
            "title": title,
            "cover": cover,
            "total": n,
            "list": [
                {
                    "url": rel(page, im),
                    "thumb": rel(page, im.replace("-1200x800", "t-240x160")),
                    "desc": c,
                }
                for im, c in zip(imgs, caps, strict=True)
            ],
        },
        "route": {"name": "photo", "path": "/" + page},
    }
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    comment = rel(page, SITE.trap("comment", "评论"))
    share = rel(page, SITE.trap("share", "分享"))
    recs = "".join(
        f'<li><a href="{rel(page, SITE.trap(f"rec-{i}", t))}">{t}</a></li>'
        for i, t in enumerate(["普陀山迎来秋季香客高峰", "朱家尖沙雕节开幕", "嵊泗贻贝喜获丰收"], 1)
    )
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "舟山手机台")}
<div id="app" data-server-rendered="true"><section {v} class="zs-gallery">
<div {v} class="zs-stage"><div {v} class="zs-wrapper" style="transform:translate3d({
        -100 * cover
    }%,0,0)">{items}</div></div>
<div {v} class="zs-info"><span {v} class="zs-num"><em>{cover + 1}</em>/{n}</span>
<p {v} class="zs-desc">{caps[cover]}</p></div>
<p {v} class="zs-tip">左右滑动浏览</p>
</section></div>
<script>window.__INITIAL_STATE__={json.dumps(state, ensure_ascii=False)}</script>
<div class="zs-links"><a href="{comment}">评论</a><a href="{share}">分享</a><a href="{
        nxt
    }">下一图集</a></div>
<div class="zs-recommend" hidden><h3>热门推荐 猜你喜欢</h3><ul>{recs}</ul></div>"""
    SITE.files[page] = phone_shell(
        SITE, page, title=title, main=main, css=("css/zs-gallery.css",), js=("js/zs-gallery.js",)
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="inline",
            motion="css_short",
            late_panel="recommend_panel",
            captions="with_empty" if "" in caps else "plain",
            viewer="none",
            control="swipe_only",
        )
        | {"control_created": "none"}
        | round9_axes(
            press_events="touch",
            device="phone",
            input="touch",
            touch_only="yes",
            starts_middle="yes",
        ),
        "oracle": {
            "input": "touch",
            "action": "swipe",
            "swipe": "#app .zs-stage",
            "mouse_inert": True,
            "start": cover + 1,
            "picture": "#app .zs-slide.is-active img",
            "caption": "#app .zs-desc",
            "end": "stop",
        },
    }
    return page, truth


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "m/xw/2024/0918/1290466.shtml"
    pages[art] = phone_article(
        SITE,
        art,
        "舟山海岛公交一体化改革完成 一张卡坐遍公交轮渡",
        "2024-09-18 10:00",
        PLAIN,
        ("zsfig-01", "乘客在三江码头扫码登船。（舟山手机台记者 周涛 摄）"),
    )
    SITE.files["css/mobile.css"] = phone_css(SITE)
    write_site(
        SITE,
        pages,
        "server-rendered phone page (Vue-SSR-like data-v- markup, window.__INITIAL_STATE__) "
        "whose gallery opens at the editor's cover picture (album.cover: picture 5 of 9, 4 of "
        "7): that slide is is-active, translated into view, the counter reads 5/9; "
        "js/zs-gallery.js (an ES2017 class) takes over and listens to touchstart / touchmove / "
        "touchend only (no arrow, no key, no mouse or pointer handler): a quarter of the width "
        "or a flick pages, a swipe to the right goes back; no wrap at either end; caption "
        "panel under the stage; 热门推荐 猜你喜欢 once a second picture was seen; 下一图集, 评论, "
        "分享 and the channel strip are traps",
        {},
        round_=9,
        held_out=held_out(SITE.slug),
        extra={"mechanisms": ["touch_only", "starts_middle"]},
    )
