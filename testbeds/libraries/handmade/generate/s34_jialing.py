"""嘉陵江视窗 (jialing, round 7): a Tencent ``hdPic``-like 高清组图 page. The page holds an empty
stage; ``js/jl-hdpic.js`` (an ES5 constructor with prototype methods) asks on ``load`` for
``api/hdpic/<id>.hdBigPic.js`` by XMLHttpRequest (answered 1.1–1.3 s late): not JSONP but an
XML-like JSON tree (``{"Name": "root", "Children": [{"Name": "groupname", "Content": …},
{"Name": "photos", "Children": [{"Name": "photo", "Children": [{"Name": "bigimgurl", …},
{"Name": "cnt_article", …}, {"Name": "photographer", …}]}]}]}``), which it walks by node names.
Every large picture is answered 0.5 s late; on a step the script preloads it and only once it
has loaded swaps the picture, the caption, the photographer line and the (3/8) counter
together (the old picture and caption stay until then), the new picture fading in over
0.3 s. The pictures have two shapes (landscape 1000×667, portrait 600×900) and are shown
whole in a 900×560 stage. The next control is Tencent's ``#mouseOverright``: an empty,
transparent ``div#jlZoneRight`` laid by script over the right half of the picture's own box
(re-measured when each picture loads, so over a portrait picture it is narrow), with nothing
but a custom SVG ``cursor``; ``div#jlZoneLeft`` goes back; → / ← too. After each step the
hash ``#p=N`` is written 0.5 s later (after the page-view report, as Tencent did), never at
once; a page opened at ``#p=N`` shows picture N. Past the last picture the 末页推荐 panel
``#jlEnd`` slides in from the right over the stage (重新浏览, 下一组图, three 相关组图). The
photographer is in a line of his own under the caption (``.jl-author``, 摄影：…), not in the
caption: the slide's ``credit``. Decoys: the strip's ‹ › (scroll on mousedown), 下一组 >,
上一篇 / 下一篇, 相关图集, share links, a ticker; an ad box fills 2 s after load. Element UI
class names (``el-header``, ``el-main``, ``el-card``)."""

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
    "jialing",
    "嘉陵江视窗",
    "www.jialingjiang.com.cn",
    "#c2410c",
    "element",
    "jl",
    width=1060,
    nav=["首页", "重庆", "区县", "图片", "财经", "山城", "文旅", "体育"],
)
#: (caption, photographer, portrait?)
DATA = {
    1: [
        ("7月21日，重庆北碚，嘉陵江小三峡的温塘峡段江水碧绿，游船缓缓驶过。", "何川", False),
        ("沥鼻峡两岸青山夹峙，峭壁上的古栈道遗迹清晰可见。", "何川", True),
        ("游客在游船甲板上拍照，身后是陡峭的峡谷。", "何川", False),
        ("观音峡下的江滩上，几位垂钓者撑起了遮阳伞。", "杨柳", False),
        ("北碚老街的吊脚楼依山而建，层层叠叠。", "杨柳", True),
        ("温泉寺前的石阶上，香樟树的浓荫遮住了烈日。", "何川", False),
        ("傍晚，夕阳为嘉陵江面镀上一层金色，归航的游船拉出长长的水纹。", "杨柳", False),
        ("夜幕下的北碚城区灯火初上，江边步道上满是纳凉的市民。", "何川", True),
    ],
    2: [
        ("7月22日，重庆磁器口古镇，一家老茶馆里坐满了喝盖碗茶的老人。", "邓雯", False),
        ("茶馆的老板娘提着长嘴铜壶，为客人续上开水。", "邓雯", True),
        ("", "邓雯", False),
        ("墙上挂着的老照片，记录着茶馆几十年的变迁。", "邓雯", True),
        ("几位茶客围坐一桌，聊起了家长里短。", "邓雯", False),
        ("午后，古镇的石板路上游人如织，茶馆里依旧不紧不慢。", "邓雯", False),
        ("打烊前，老板娘把一排排茶碗洗净，倒扣在竹筐里晾干。", "邓雯", True),
    ],
}
GALLERIES = [
    (
        "hdpic/a/20240721/001288.htm",
        "20240721001288",
        "嘉陵江小三峡 夏日好风光",
        "2024-07-21 18:30",
    ),
    ("a/20240722/002045.htm", "20240722002045", "磁器口老茶馆的慢时光", "2024-07-22 16:05"),
]
PLAIN = [
    "记者7月23日从重庆市城市管理局获悉，今年以来，重庆主城都市区新建和改造“坡坎崖”绿化美化项目"
    "六十余个，新增城市绿地面积近两百公顷，一批过去杂草丛生、垃圾堆积的边角地变成了市民家门口的"
    "小公园。",
    "重庆是一座山城，城市建在起伏的山地上，留下了大量陡坡、堡坎和崖壁。这些地方不好开发利用，长期"
    "处于无人管理的状态，有的还存在安全隐患。近年来，重庆把“坡坎崖”治理作为城市更新的一项重要内容，"
    "因地制宜进行绿化美化。",
    "在渝中区一处刚刚建成的山城步道，记者看到，原来的荒坡上种满了三角梅和黄葛树，一条蜿蜒的步道"
    "连通了坡上坡下的两个社区，沿途还设置了休息平台和观景台。住在坡上的居民说，以前下坡买菜要绕"
    "一大圈，现在走步道十分钟就到了。",
    "城市管理部门介绍，“坡坎崖”治理坚持少动土、多用乡土植物，尽量保留原有的大树和地形地貌。"
    "对存在地质隐患的崖壁，先进行加固处理，再种植攀援植物进行覆绿。项目建成后，还引入了社区居民"
    "参与日常管护，形成共建共管的长效机制。",
    "江北区的一处边坡公园里，附近小学的孩子们在老师带领下认领了一片花圃，定期来浇水、除草。老师说，"
    "让孩子们参与到家门口的绿化中，既能增长植物知识，也能培养他们爱护环境的意识。",
    "重庆市城市管理局有关负责人表示，下一步将继续推进“坡坎崖”绿化美化，力争到年底再完成三十个"
    "项目，让山城的每一处边角地都能成为市民休闲的好去处。",
]
ROUND7 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_src",
    "paging": "one_page",
    "dom_scope": "document",
    "address": "hash_fragment",
    "rendering": "patch",
    "layout": "one_at_a_time",
    "charset": "utf8",
    "press_events": "click",
    "jump_menu": "none",
    "counter": "text",
    "mask": "none",
    "control_visibility": "cursor_only",
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
    "address_timing": "deferred",
    "credit_place": "own_line",
}


def tree(title: str, order: int, rows: list[tuple[str, str, bool]]) -> dict:
    """The hdBigPic tree: nodes with a Name and a Content or Children."""
    photos = []
    for i, (cap, who, tall) in enumerate(rows, 1):
        size = "600x900" if tall else "1000x667"
        photos.append(
            {
                "Name": "photo",
                "Children": [
                    {"Name": "bigimgurl", "Content": f"pics/jlg{order}-{i:02d}-{size}.png"},
                    {"Name": "smallimgurl", "Content": f"pics/jlg{order}-{i:02d}s-90x60.png"},
                    {"Name": "cnt_article", "Content": cap},
                    {"Name": "photographer", "Content": who},
                ],
            }
        )
    return {
        "Name": "root",
        "Children": [
            {"Name": "groupname", "Content": title},
            {"Name": "total", "Content": str(len(rows))},
            {"Name": "photos", "Children": photos},
        ],
    }


def stage(page: str, gid: str) -> str:
    ends = "".join(
        f'<li><a href="{rel(page, SITE.trap(f"end-{k}", t))}"><img src="'
        f'{rel(page, f"pics/jlend{k}-160x107.png")}" alt=""><span>{t}</span></a></li>'
        for k, t in enumerate(["洪崖洞夜景", "长江索道排长队", "山城步道寻幽"], 1)
    )
    nxt = rel(page, SITE.trap("next-album", "下一组图"))
    return f"""<div class="jl-hdpic" id="jlHd" data-gid="{gid}" data-api="{
        rel(page, f"api/hdpic/{gid}.hdBigPic.js")
    }">
<div class="jl-stage" id="jlStage">
<img id="jlBigPic" class="jl-bigpic" alt="">
<div id="jlZoneLeft" class="jl-zone jl-zone--left"></div>
<div id="jlZoneRight" class="jl-zone jl-zone--right"></div>
<div class="jl-loading" id="jlLoading">图片加载中…</div>
<div class="jl-mark">嘉陵江视窗</div>
<div class="jl-end" id="jlEnd"><h3>末页推荐</h3><p class="jl-end-tip">您已浏览完本组图片</p>
<a href="javascript:;" id="replayPic" class="el-button el-button--primary">重新浏览</a>
<a href="{nxt}" class="el-button">下一组图 &gt;</a><ul class="jl-end-list">{ends}</ul></div>
</div>
<div class="jl-info">
<span class="jl-count" id="jlCount">(<em>0</em>/<i>0</i>)</span>
<p class="jl-desc" id="jlDesc"></p>
<p class="jl-author" id="jlAuthor"></p>
</div>
<div class="jl-strip"><span class="jl-strip-btn jl-strip-btn--l" id="jlStripL"></span>
<div class="jl-strip-view" id="jlStripView"><ul id="jlThumbs"></ul></div>
<span class="jl-strip-btn jl-strip-btn--r" id="jlStripR"></span></div>
<div class="jl-tools"><a class="jl-nextset" href="{nxt}">下一组 &gt;</a>
<span class="jl-hint">点击图片右侧翻页，支持键盘← →</span></div>
</div>"""


def share(page: str) -> str:
    links = "".join(
        f'<a class="el-link" href="{rel(page, SITE.trap(f"share-{k}", t))}">{t}</a>'
        for k, t in (("qzone", "QQ空间"), ("weixin", "微信"), ("weibo", "微博"))
    )
    return f'<div class="jl-share">分享：{links}</div>'


def prenext(page: str) -> str:
    prv = rel(page, SITE.trap("prev-post", "上一篇"))
    nxt = rel(page, SITE.trap("next-post", "下一篇"))
    return (
        f'<div class="jl-prenext"><a href="{prv}">上一篇：重庆夜市烟火气十足</a>'
        f'<a href="{nxt}">下一篇：缙云山晨雾缭绕</a></div>'
    )


def oracle() -> dict:
    return {
        "open": None,
        "next": "#jlZoneRight",
        "action": "click",
        "picture": "#jlBigPic",
        "caption": "#jlDesc",
        "credit": "#jlAuthor",
        "await_change": True,
        "address": "#p={n}",
        "end": "end_card",
        "end_card": "#jlEnd",
    }


def gallery(
    order: int, page: str, gid: str, title: str, when: str, routes: dict
) -> tuple[str, dict]:
    rows = DATA[order]
    api = f"api/hdpic/{gid}.hdBigPic.js"
    SITE.files[api] = json.dumps(tree(title, order, rows), ensure_ascii=False, indent=1) + "\n"
    routes[api] = {"delay": 1.1 + 0.2 * (order - 1)}
    imgs = [
        f"pics/jlg{order}-{i:02d}-{'600x900' if tall else '1000x667'}.png"
        for i, (_, _, tall) in enumerate(rows, 1)
    ]
    for im in imgs:
        routes[im] = {"delay": 0.5}
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "嘉陵江视窗")}
{ticker_html(SITE, page, "jl-ticker")}
{stage(page, gid)}
{share(page)}
{prenext(page)}"""
    side = ad_html("jl-ad") + related(SITE, page, "rel", 4)
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=side,
        css=("css/jl-hdpic.css",),
        js=("js/jl-hdpic.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, [c for c, _, _ in rows], credit=[w for _, w, _ in rows]),
        "axes": axes(
            order == 1,
            data_timing="late_xhr",
            motion="fade",
            late_panel="ad_box",
            captions="with_empty" if any(not c for c, _, _ in rows) else "plain",
            viewer="none",
            control="div_hit_zone",
            **ROUND7,
        ),
        "oracle": oracle(),
    }
    truth["axes"]["control_created"] = "static"
    return page, truth


def build() -> None:
    routes: dict = {}
    pages = dict(gallery(i, *g, routes) for i, g in enumerate(GALLERIES, 1))
    art = "a/20240723/003310.htm"
    pages[art] = written_article(
        SITE,
        art,
        "重庆主城新建改造“坡坎崖”绿化项目六十余个",
        "2024-07-23 10:20",
        PLAIN,
        ("jlfig-01", "渝中区一处由荒坡改造而成的山城步道。（摄影：唐敏）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "Tencent hdPic-like: empty stage; js/jl-hdpic.js asks on load for "
        "api/hdpic/<id>.hdBigPic.js by XMLHttpRequest (1.1-1.3 s late), an XML-like JSON tree "
        "(Name / Content / Children: groupname, photos > photo > bigimgurl, cnt_article, "
        "photographer) walked by node names; large pictures answered 0.5 s late, preloaded, "
        "and the picture, caption, photographer line and (3/8) counter swapped together only "
        "once loaded (0.3 s fade); landscape and portrait pictures shown whole; next: the empty, "
        "transparent div#jlZoneRight laid over the right half of the picture's own box "
        "(re-measured on each load), only a custom SVG cursor; #jlZoneLeft back; → / ←; the hash "
        "#p=N written 0.5 s after each step (after the page-view report), a page opened at #p=N "
        "shows N; past the last picture the 末页推荐 panel #jlEnd slides in from the right "
        "(重新浏览, 下一组图, 相关组图); the photographer in his own line (.jl-author, 摄影：…), "
        "not in the caption; decoys: strip ‹ › (mousedown scroll), 下一组 >, 上一篇 / 下一篇, "
        "相关图集, share links, ticker; ad box 2 s after load",
        routes,
        round_=7,
    )
