"""洱海掌上网 (erhai, round 9): a phone page with a grid of square thumbnails (three across);
tapping one opens a full-screen viewer that is paged by swipes only. ``js/eh-viewer.js`` (an
ES2015 object literal, ``EH``) reads the set from ``<script type="application/json"
id="ehAlbumData">``, opens on a ``click`` of a grid cell (a tap sends one) and builds the
viewer the first time, appending it to ``<body>``: a top bar (×, 3/8) and a track of slides
moved by ``touchstart`` / ``touchmove`` / ``touchend`` (40 px; no arrow, no key, no mouse
handler; 0.3 s slide). The caption is not in the viewer: a separate ``div.ehCapLayer`` is
appended at the very end of ``<body>`` after the viewer, fixed over the bottom of the screen
above it (a higher z-index, ``pointer-events: none``), and rewritten on every step. Past the
last picture a 已经是最后一张了 toast shows and nothing moves. An ad box fills 2 s after load;
下一图集, 相关图集, 分享 and the channel strip are traps. camelCase shell classes."""

from __future__ import annotations

import json

from common import Site, ad_html, axes, meta, rel, slides, write_site
from round9 import held_out, phone_article, phone_css, phone_shell, round9_axes

SITE = Site(
    "erhai",
    "洱海掌上网",
    "m.erhainews.cn",
    "#2a7f62",
    "camel",
    "eh",
    width=390,
    nav=["首页", "大理", "图片", "旅游", "民族", "视频", "生态"],
)
CAPS = {
    1: [
        "10月20日，游客在洱海生态廊道上骑行，湖光山色尽收眼底。",
        "廊道旁的湿地里，芦苇在秋风中轻轻摇曳。",
        "才村码头，一群红嘴鸥在湖面上空盘旋。（摄影：段云）",
        "白族姑娘穿着民族服装在海边拍摄婚纱照。",
        "喜洲古镇的稻田已经收割，田埂上晒着金黄的稻草。",
        "磻溪村的S湾是网红打卡点，游客排队等候拍照。",
        "保洁员划着小船打捞湖面上的漂浮物。",
        "夕阳西下，苍山十九峰倒映在平静的洱海中。（摄影：段云）",
    ],
    2: [
        "10月21日，大理古城人民路上的手工扎染店吸引游客驻足。",
        "周城村的扎染艺人把布料浸入板蓝根染缸。",
        "",
        "晾晒场上，一排排蓝白相间的扎染布随风飘动。",
        "游客在扎染体验馆里学习捆扎花样。（记者 杨洁 摄）",
    ],
}
GALLERIES = [
    (
        "m/pic/2024/1020/8812.html",
        "骑行洱海生态廊道",
        "2024-10-20 17:45",
        "秋日的洱海水清岸绿，生态廊道成了游客骑行、漫步的好去处。",
    ),
    (
        "m/local/2024/1021/8830.html",
        "周城扎染 蓝白之间",
        "2024-10-21 15:30",
        "在大理喜洲镇周城村，白族扎染技艺代代相传。",
    ),
]
PLAIN = [
    "记者10月22日从大理州获悉，洱海流域今年前三季度水质总体保持稳定，全湖透明度比去年同期"
    "有所提高，其中有四个月达到Ⅱ类水质。",
    "近年来，大理州持续推进洱海保护治理，在环湖建设了截污管网和污水处理设施，沿湖村庄的生活"
    "污水基本实现收集处理。洱海西岸的生态廊道建成后，湖滨带的植被也得到了恢复。",
    "在洱海边的古生村，村民们把房前屋后的空地改造成了小花园，村里的垃圾每天定时清运。一位"
    "在村里住了几十年的老人说，现在湖水清了，小时候见过的海菜花又开了。",
    "与此同时，大理州还引导洱海流域的农民调整种植结构，推广绿色生态种植，减少化肥和农药的"
    "使用量。一些村子发展起了民宿和研学旅游，村民的收入比过去种大蒜时还高。",
    "大理州有关负责人表示，洱海保护是一项长期的工作，下一步将继续抓好流域污染治理和生态修复，"
    "守护好苍山洱海的绿水青山。",
]


def gallery(order: int, page: str, title: str, when: str, intro: str) -> tuple[str, dict]:
    caps = CAPS[order]
    n = len(caps)
    imgs = [f"pics/ehg{order}-{i:02d}-1280x960.png" for i in range(1, n + 1)]
    thumbs = [f"pics/ehg{order}-{i:02d}t-240x240.png" for i in range(1, n + 1)]
    cells = "".join(
        f'<li><a class="ehGridCell" href="javascript:;" data-i="{i}"><img src="'
        f'{rel(page, t)}" alt=""><i>{i + 1}</i></a></li>'
        for i, t in enumerate(thumbs)
    )
    data = {
        "title": title,
        "items": [
            {"big": rel(page, im), "small": rel(page, t), "text": c}
            for im, t, c in zip(imgs, thumbs, caps, strict=True)
        ],
    }
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    share = rel(page, SITE.trap("share", "分享"))
    rel_items = "".join(
        f'<li><a href="{rel(page, SITE.trap(f"rel-{i}", t))}">{t}</a></li>'
        for i, t in enumerate(["双廊古镇的清晨", "崇圣寺三塔秋色", "剑川木雕进校园"], 1)
    )
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "洱海掌上网")}
<p class="ehIntro">{intro}（共{n}张）</p>
<ul class="ehGrid" id="ehGrid">{cells}</ul>
<p class="ehHint">点击图片查看大图，左右滑动翻页</p>
<script type="application/json" id="ehAlbumData">{json.dumps(data, ensure_ascii=False)}</script>
<div class="ehMore"><a href="{share}">分享</a><a href="{nxt}">下一图集 &gt;</a></div>
{ad_html("ehAdBox")}
<div class="ehRelated"><h3>相关图集</h3><ul>{rel_items}</ul></div>"""
    SITE.files[page] = phone_shell(
        SITE, page, title=title, main=main, css=("css/eh-viewer.css",), js=("js/eh-viewer.js",)
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
            late_panel="ad_box",
            captions="with_empty" if "" in caps else "plain",
            viewer="lightbox",
            control="swipe_only",
        )
        | {"control_created": "none"}
        | round9_axes(
            viewer_reveal="click_thumbnail",
            layout="grid_then_viewer",
            press_events="touch",
            device="phone",
            input="touch",
            tap_viewer="yes",
            caption_place="caption_teleported",
        ),
        "oracle": {
            "input": "touch",
            "open": "#ehGrid a.ehGridCell",
            "action": "swipe",
            "swipe": "#ehViewer .ehViewerStage",
            "mouse_inert": True,
            "picture": "#ehViewer .ehViewerSlide.isCur img",
            "caption": "body > .ehCapLayer",
            "end": "stop",
        },
    }
    return page, truth


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "m/local/2024/1022/8851.html"
    pages[art] = phone_article(
        SITE,
        art,
        "洱海前三季度水质总体稳定 全湖透明度有所提高",
        "2024-10-22 11:15",
        PLAIN,
        ("ehfig-01", "洱海西岸生态廊道。（洱海掌上网记者 段云 摄）"),
    )
    SITE.files["css/mobile.css"] = phone_css(SITE)
    write_site(
        SITE,
        pages,
        "phone page: a grid of square thumbnails (three across); a tap (click) opens a "
        "full-screen viewer built by js/eh-viewer.js (an ES2015 object literal) from "
        "<script type=application/json id=ehAlbumData>, appended to <body>, paged by touch "
        "swipes only (40 px; no arrow, no key, no mouse handler; 0.3 s slide); the caption is "
        "a separate div.ehCapLayer appended at the end of <body> after the viewer, fixed over "
        "the bottom of the screen above it; past the last picture a toast and nothing moves; "
        "ad box 2 s after load; 下一图集, 相关图集, 分享 and the channel strip are traps",
        {},
        round_=9,
        held_out=held_out(SITE.slug),
        extra={"mechanisms": ["tap_viewer", "caption_teleported"]},
    )
