"""晋阳图讯 (jinyang, round 5): a single-page gallery. The page holds the portal chrome and an
empty mount (``div.m-album``); ``js/jy-album.js`` fetches ``api/album/<aid>.json`` on
DOMContentLoaded (answered 0.7–0.9 s late) and renders everything of the gallery: the stage,
a thumbnail strip under it and a caption panel beside it (the set's title repeated, 第3张 /
共8张, the caption, a keyboard hint). Every picture has its own address: a step calls
``history.pushState`` with the path ``88123_3.html`` (picture 1 is ``88123.html``); the server
answers every ``_N.html`` with the same page (``routes.json``), which then shows picture N.
The arrows are ``<a href="…_N.html">`` holding an empty ``<i>`` (a CSS chevron), invisible
(opacity 0) until the mouse is over the stage, their ``title`` set only on hover; a click is
taken over by the script (no page load). The thumbnails are links to the pictures' addresses
too; the strip's own ‹ › scroll it (on mousedown) and page nothing. Past the last picture an
end layer covers the stage (图集已浏览完毕, 重新浏览, 下一图集, 相关图集), the last picture
staying. 热门推荐 猜你喜欢 fills in the panel once picture 2 is shown. NetEase NEC class names
(g- / m- / u- / j- / z-)."""

from __future__ import annotations

import json

from common import (
    Site,
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
    "jinyang",
    "晋阳图讯",
    "www.jinyangtuxun.cn",
    "#8d3b1f",
    "nec",
    "jy",
    width=1100,
    nav=["首页", "山西", "太原", "图讯", "晋商", "文旅", "能源", "教育"],
)
CAPS = {
    1: [
        "7月1日，游客在晋祠圣母殿前参观，修缮后的殿宇彩绘重现光彩。",
        "圣母殿廊柱上的木雕盘龙是北宋原物，此次修缮对其进行了加固。（摄影：郭建平）",
        "鱼沼飞梁的石栏杆经过清洗，桥面铺装恢复了原有的青石纹理。",
        "文物修复人员在献殿内对梁架进行最后一遍检查。",
        "难老泉边，不少市民带着孩子前来打卡拍照。",
        "修缮后的水镜台戏楼，檐下斗拱层层叠叠，古朴庄重。",
        "讲解员在周柏旁为游客介绍这棵树龄近三千年的古柏。",
        "傍晚时分，晋祠博物馆门前的游客仍络绎不绝。（摄影：郭建平）",
    ],
    2: [
        "7月2日晚，汾河公园南延段灯光秀正式亮灯，吸引大批市民驻足观看。",
        "迎泽大桥在灯光映衬下倒映于河面，宛如一道彩虹。",
        "市民在亲水平台上用手机记录夜景。（记者 王晓燕 摄）",
        "",
        "音乐喷泉随着晋剧唱段变换造型，现场掌声不断。",
        "夜跑爱好者沿着滨河步道慢跑，享受夏夜的清凉。",
    ],
}
GALLERIES = [
    ("photo/2024/0701/88123.html", "88123", "晋祠古建筑群修缮后重新开放", "2024-07-01 09:15", 0.7),
    ("news/2024/0702/88190.html", "88190", "汾河公园夏夜灯光秀", "2024-07-02 22:40", 0.9),
]
ARTICLE = [
    "记者7月3日从太原市水务局获悉，今年汾河流域生态补水工作已于日前全面启动。按照计划，全年将通过"
    "万家寨引黄工程向汾河干流及主要支流补水2.1亿立方米，重点保障汾河太原城区段、晋阳湖及周边湿地的"
    "生态用水。",
    "据太原市水务局有关负责人介绍，近年来太原持续推进汾河流域生态保护与修复，先后实施了汾河治理美化"
    "三期、四期工程，城区段水质已稳定达到地表水三类标准。但受降水偏少和地下水超采等因素影响，部分支流"
    "在枯水期仍存在断流现象，生态补水是维持河道基本流量的重要手段。",
    "此次补水采取“干流常态补水、支流轮换补水”的方式。其中，汾河干流每天保持不少于每秒15立方米的下泄"
    "流量，潇河、象峪河、杨兴河等支流则根据来水情况分批次补水，每轮补水时间不少于20天。",
    "在晋阳湖公园，记者看到湖面水位较一个月前明显上涨，不少白鹭在浅滩觅食。附近居民李女士说，这几年"
    "湖边的环境越来越好，她每天傍晚都会和家人来散步，“以前夏天湖边有异味，现在水清了，鸟也多了。”",
    "水务部门同时提醒，补水期间河道水位和流速会有所变化，请市民不要在非开放区域游泳、垂钓，带孩子到"
    "河边游玩时要看护好，以免发生意外。沿河各区也将加强河道巡查，及时劝离涉水人员。",
    "汾河是山西的母亲河，全长约716公里，流经全省六个市的数十个县区，流域面积约占全省总面积的四"
    "分之一。近年来，山西把汾河流域生态修复作为全省生态文明建设的头号工程，统筹推进治水、治污、治"
    "岸，汾河干流已连续多年保持全年不断流。",
    "不少市民也注意到了汾河的变化。在汾河公园晨练的退休教师王先生告诉记者，他在河边住了四十多年，"
    "亲眼见证了汾河从干涸到重现碧波的过程，“现在每天早上沿着河边走一圈，心情都特别好。”",
    "据了解，下一步太原还将推进污水处理厂提标改造和再生水利用工程，力争到2025年底城市再生水利用率"
    "达到50%以上，逐步减少对地下水的依赖，让汾河水量丰起来、水质好起来、风光美起来。",
]
ROUND5 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_src",
    "paging": "one_page",
    "dom_scope": "document",
    "address": "push_state_path",
    "rendering": "patch",
    "layout": "side_panel",
    "charset": "utf8",
    "press_events": "click",
    "jump_menu": "none",
    "counter": "ordinal_text",
    "mask": "none",
    "control_visibility": "hover_only",
    "data_parts": "one",
    "autoplay": "off",
    "scroller": "none",
    "placeholder": "none",
    "triggers": "several",
    "caption_scope": "panel",
    "caption_repeat": "none",
}


def album_json(page: str, aid: str, title: str, imgs: list[str], caps: list[str]) -> str:
    """The album answer: the set, its pictures (photo ids, large and small pictures, notes),
    the next set and the recommendations (all trap links, relative to the page)."""
    r = lambda p: rel(page, p)  # noqa: E731
    rec = [
        ("晋商博物院新展开幕", "hot-1"),
        ("平遥古城暑期游升温", "hot-2"),
        ("太原地铁一号线进展", "hot-3"),
    ]
    body = {
        "code": 0,
        "msg": "ok",
        "data": {
            "aid": aid,
            "setname": title,
            "imgsum": len(imgs),
            "source": "晋阳图讯",
            "list": [
                {
                    "pid": f"J{int(aid) * 7 + i:07X}",
                    "img": r(im),
                    "timg": r(im.replace("-1200x800", "t-120x80")),
                    "note": c,
                }
                for i, (im, c) in enumerate(zip(imgs, caps, strict=True))
            ],
            "next": {
                "setname": "五台山云海日出",
                "seturl": r(SITE.trap("next-album", "下一图集")),
            },
            "rel": [
                {
                    "setname": t,
                    "seturl": r(SITE.trap(f"end-{i}", t)),
                    "cover": r(f"pics/jyend{i}-160x107.png"),
                }
                for i, t in enumerate(["云冈石窟数字展", "壶口瀑布水量大增", "雁门关长城徒步"], 1)
            ],
            "hot": [{"title": t, "url": r(SITE.trap(k, t))} for t, k in rec],
        },
    }
    return json.dumps(body, ensure_ascii=False, indent=1) + "\n"


def share_bar(page: str) -> str:
    links = "".join(
        f'<a href="{rel(page, SITE.trap(f"share-{k}", f"分享到{t}"))}">{t}</a>'
        for k, t in (("weibo", "微博"), ("weixin", "微信"), ("qzone", "QQ空间"))
    )
    return f'<div class="m-share">分享到：{links}</div>'


def gallery(
    order: int, page: str, aid: str, title: str, when: str, delay: float, routes: dict
) -> tuple[str, dict]:
    caps = CAPS[order]
    n = len(caps)
    imgs = [f"pics/jyg{order}-{i:02d}-1200x800.png" for i in range(1, n + 1)]
    api = f"api/album/{aid}.json"
    SITE.files[api] = album_json(page, aid, title, imgs, caps)
    routes[api] = {"delay": delay}
    folder = page.rsplit("/", 1)[0]
    for k in range(2, n + 1):  # every picture's own address answers the same page (the
        # route's file is relative to the server's root)
        routes[f"{folder}/{aid}_{k}.html"] = {"file": f"handmade/{SITE.slug}/{page}"}
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "晋阳图讯")}
{ticker_html(SITE, page, "m-ticker")}
<div class="m-album j-album" id="jyAlbum" data-aid="{aid}" data-api="{rel(page, api)}">
 <div class="m-album-loading">图集加载中，请稍候…</div>
</div>
{share_bar(page)}"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图讯",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/jy-album.css",),
        js=("js/jy-album.js",),
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
            late_panel="recommend_panel",
            captions="with_empty" if "" in caps else "plain",
            viewer="none",
            control="a_hover_reveal",
            **ROUND5,
        )
        | {"control_created": "after_data"},
        "oracle": {
            "open": None,
            "next": "#jyAlbum a.j-next",
            "action": "click",
            "picture": "#jyAlbum img.j-photo",
            "caption": "#jyAlbum .j-note",
            "address_path": f"{folder}/{aid}_{{n}}.html",
            "end": "stop",
        },
    }
    return page, truth


def build() -> None:
    routes: dict = {}
    pages = dict(gallery(i, *g, routes) for i, g in enumerate(GALLERIES, 1))
    art = "news/2024/0703/88215.html"
    pages[art] = written_article(
        SITE,
        art,
        "太原启动汾河流域生态补水 全年计划补水2.1亿立方米",
        "2024-07-03 10:05",
        ARTICLE,
        ("jyfig-01", "晋阳湖公园湖面水位明显上涨。（晋阳图讯记者 赵刚 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "single-page gallery rendered by js/jy-album.js from api/album/<aid>.json (fetched on "
        "DOMContentLoaded, answered 0.7-0.9 s late); each picture has its own path through "
        "history.pushState (88123_3.html; picture 1 is 88123.html) and the server answers every "
        "_N.html with the same page, which shows picture N; arrows are <a href=_N.html> with an "
        "empty <i> CSS chevron, opacity 0 until the mouse is over the stage, title set only on "
        "hover, click taken over by the script; thumbnail strip of links to the pictures' "
        "addresses, strip scroll buttons on mousedown (no paging); caption panel beside the "
        "stage: set title repeated, 第N张 / 共M张, caption, keyboard hint; 0.3 s fade; past the "
        "end an end layer over the stage (图集已浏览完毕, 重新浏览, 下一图集, 相关图集); 热门推荐 "
        "猜你喜欢 in the panel once picture 2 is shown; ticker, share links, 相关图集 sidebar",
        routes,
        round_=5,
    )
