"""闽江网 (minjiang, round 7): a DedeCMS-era picture viewer whose stage opens on a cover — the
set's cover picture (not one of its pictures) under the title, 共8张 and a 开始浏览 button —
and whose slides are kept in ``<template>`` elements (one per picture: the ``<img>`` and its
note), cloned into the track by ``js/mj-viewbox.js`` (an ES5 object literal on a ``MJ``
namespace) the first time a slide is shown (and the one after it). The track slides in
0.45 s; the counter reads 0/8 on the cover. A caption longer than 48 characters is cut by
the script to its first 40 and an ellipsis, with a 展开 link beside it; only 展开 puts the
whole caption in the page (收起 cuts it again); the truth caption is the whole text. The
thumbnail strip under it scrolls itself so that the current thumbnail stays in the middle
(a smooth ``scrollTo`` on every step); its ‹ › only scroll it. Next: the big arrow over the
right of the stage (``a.mj-arrow-next``, an empty ``<a href="javascript:;" title="下一张">``),
开始浏览 on the cover, a thumbnail, →. Past the last picture a 已经是最后一张了 toast, nothing
moves. Decoys: 自动播放, 下一图集, 上一篇 / 下一篇, 相关图集, a ticker, a picture ad; 热门推荐
猜你喜欢 fills once picture 2 is shown. DedeCMS class names (``w960 center``, ``pleft`` /
``pright``, ``viewbox``)."""

from __future__ import annotations

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
    "minjiang",
    "闽江网",
    "www.minjiangwang.cn",
    "#5b2c83",
    "dedecms",
    "mj",
    width=1000,
    nav=["首页", "福州", "八闽", "图片", "海峡", "财经", "文体", "专题"],
)
CAPS = {
    1: [
        "7月18日，福州三坊七巷南后街，一家开了三十多年的角梳铺里，老师傅正在打磨一把黄杨木梳。"
        "木梳要经过开料、锯齿、打磨、抛光等二十多道工序，一把好梳子要做上好几天。（摄影：林毅）",
        "油纸伞作坊里，手艺人把裁好的皮纸一张张糊上伞骨。",
        "脱胎漆器是福州的“三宝”之一。工作室里，漆艺师在胎体上反复髹漆，每上一道漆都要等它阴干、"
        "打磨后才能上下一道，一件作品往往要髹几十遍漆，前后耗时数月。",
        "寿山石雕刻师在放大镜下雕琢一枚印钮。",
        "软木画艺人用刻刀在薄薄的软木片上刻出亭台楼阁，再一片片粘合组装成立体的园林景致，"
        "游客隔着玻璃柜看得入神，不时拿出手机拍照。",
        "年轻的学徒跟着师傅学做纸伞，手上沾满了桐油。（摄影：林毅）",
        "安泰河畔的非遗展示馆里，孩子们在体验拓印。",
        "夜幕降临，南后街的灯笼亮起，老手艺铺子依旧顾客盈门。",
    ],
    2: [
        "7月19日晚，平潭北港村附近的海湾出现“蓝眼泪”，海浪拍岸时泛起点点蓝光。",
        "赶来观赏的游客在礁石上等待浪花涌起，不少人带着三脚架守到深夜。",
        "",
        "“蓝眼泪”是海洋中夜光藻等浮游生物受到扰动时发出的生物光。每年四月到八月，平潭沿海都有机会"
        "看到这一景象，但出现的时间和地点很难预测，当地人称之为“追泪”。（摄影：陈晓帆）",
        "石头厝民宿的阳台上，住客举着手机拍摄海面的蓝光。",
        "天亮后的北港村，渔船陆续出海，海湾恢复了平静。",
    ],
}
GALLERIES = [
    ("a/tupian/2024/0718/60123.html", "三坊七巷里的老手艺", "2024-07-18 20:15"),
    ("a/xinwen/2024/0719/60155.html", "平潭海湾再现“蓝眼泪”", "2024-07-19 23:40"),
]
PLAIN = [
    "记者7月20日从福州市水利局获悉，今年入汛以来，福州对城区一百零七条内河开展了汛前清淤和沿岸"
    "排水口排查，清理淤泥二十余万立方米，新建和改造排涝泵站九座，城区防洪排涝能力进一步提升。",
    "福州城区地势低洼，内河纵横交错，历来有“水城”之称。每年夏季台风带来的强降雨，加上闽江涨潮"
    "顶托，极易造成城区局部内涝。多年来，福州坚持“以水为纲”，把内河综合治理作为城市建设的一项"
    "重点工作来抓。",
    "今年，福州在全市推行“厂网河湖”一体化管理，把污水处理厂、管网、内河和湖泊交给同一个运营单位"
    "统一调度。降雨来临前，调度中心会根据气象预报提前降低内河水位，为雨水腾出调蓄空间；降雨期间，"
    "各泵站根据水位监测数据自动启动排水。",
    "在晋安区一处刚刚改造完成的排涝泵站，记者看到，泵站内的四台大功率水泵运行平稳，控制室的屏幕"
    "上实时显示着上下游的水位和流量。泵站负责人介绍，改造后泵站的排涝能力比原来提高了一倍，周边"
    "几个易涝片区的积水问题将得到明显缓解。",
    "内河治理也让沿河居民的生活环境大为改善。家住鼓楼区白马河边的陈先生说，以前河水发黑发臭，"
    "夏天连窗户都不敢开，现在河水清了，岸边建起了步道和小公园，每天傍晚都有很多人在河边散步、"
    "跳舞，孩子们也喜欢到河边看鱼。",
    "福州市水利局有关负责人表示，汛期期间，全市水利系统将实行二十四小时值班，一旦出现强降雨，"
    "将第一时间启动应急响应，组织抢险队伍和排涝设备赶赴易涝点，确保城市安全度汛。",
]
ROUND7 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_src",
    "paging": "one_page",
    "dom_scope": "document",
    "address": "none",
    "rendering": "template_clone",
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
    "cover": "cover_slide",
    "caption_clamp": "truncated_expand",
    "strip": "self_scrolling",
    "interstitial": "none",
    "address_timing": "none",
    "credit_place": "in_caption",
}


def viewbox(page: str, order: int, title: str, imgs: list[str], caps: list[str]) -> str:
    n = len(imgs)
    cover = rel(page, f"pics/mjg{order}-fm-960x640.png")
    tpls = "".join(
        f'<template class="mj-tpl" data-index="{i}"><div class="mj-pic"><img class="mj-photo" '
        f'src="{rel(page, im)}" alt="{title}"></div><p class="mj-note">{c}</p></template>'
        for i, (im, c) in enumerate(zip(imgs, caps, strict=True), 1)
    )
    thumbs = "".join(
        f'<li><a href="javascript:;" data-index="{i}"><img src="'
        f'{rel(page, im.replace("-960x640", "s-120x80"))}" alt=""><i>{i}</i></a></li>'
        for i, im in enumerate(imgs, 1)
    )
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    return f"""<div class="viewbox mj-album" id="mjAlbum" data-total="{n}">
<div class="mj-stage">
<div class="mj-track">
<div class="mj-slide mj-cover is-on" data-index="0"><img class="mj-cover-img" src="{cover}"
 alt=""><div class="mj-cover-info"><h2>{title}</h2><p>共{n}张 · 点击右侧箭头或“开始浏览”</p>
<a class="mj-start" href="javascript:;">开始浏览</a></div></div>
</div>
<a class="mj-arrow mj-arrow-prev" href="javascript:;" title="上一张"></a>
<a class="mj-arrow mj-arrow-next" href="javascript:;" title="下一张"></a>
<div class="mj-toast">已经是最后一张了</div>
</div>
<div class="mj-bar"><span class="mj-count"><em>0</em>/{n}</span>
<a class="mj-play" href="javascript:;">自动播放</a>
<span class="mj-keys">支持键盘 ← → 翻页</span>
<a class="mj-nextset" href="{nxt}">下一图集 &gt;&gt;</a></div>
<div class="mj-desc"><p class="mj-desc-text"></p><a class="mj-desc-more" href="javascript:;"
 hidden>展开</a></div>
<div class="mj-strip"><a class="mj-strip-prev" href="javascript:;" title="向左"></a>
<div class="mj-strip-view"><ul>{thumbs}</ul></div>
<a class="mj-strip-next" href="javascript:;" title="向右"></a></div>
{tpls}
</div>"""


def hot_box(page: str) -> str:
    links = "".join(
        f'<li><a href="{rel(page, SITE.trap(f"hot-{k}", t))}">{t}</a></li>'
        for k, t in enumerate(["鼓山登山步道晨练", "闽江夜游新航线", "上下杭老街茶市"], 1)
    )
    return f'<div class="mj-hot" id="mjHot" hidden><h3>热门推荐 猜你喜欢</h3><ul>{links}</ul></div>'


def article_nav(page: str) -> str:
    prv = rel(page, SITE.trap("prev-post", "上一篇"))
    nxt = rel(page, SITE.trap("next-post", "下一篇"))
    return (
        f'<ul class="mj-prenext"><li>上一篇：<a href="{prv}">鼓岭避暑季开启</a></li>'
        f'<li>下一篇：<a href="{nxt}">闽江口湿地迎来夏候鸟</a></li></ul>'
    )


def ad_pic(page: str) -> str:
    return (
        f'<div class="mj-adpic"><a href="{rel(page, SITE.trap("ad-1", "广告"))}"><img src="'
        f'{rel(page, "pics/mjad-240x160.png")}" alt=""><span>广告</span></a></div>'
    )


def oracle() -> dict:
    return {
        "open": "#mjAlbum a.mj-arrow-next",
        "next": "#mjAlbum a.mj-arrow-next",
        "action": "click",
        "picture": "#mjAlbum .mj-slide.is-on img.mj-photo",
        "caption": "#mjAlbum .mj-desc-text",
        "expand": "#mjAlbum a.mj-desc-more",
        "end": "stop",
    }


def gallery(order: int, page: str, title: str, when: str) -> tuple[str, dict]:
    caps = CAPS[order]
    imgs = [f"pics/mjg{order}-{i:02d}-960x640.png" for i in range(1, len(caps) + 1)]
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "闽江网")}
{ticker_html(SITE, page, "mj-ticker")}
{viewbox(page, order, title, imgs, caps)}
{hot_box(page)}
{article_nav(page)}"""
    side = ad_pic(page) + related(SITE, page, "rel", 4)
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=side,
        css=("css/mj-viewbox.css",),
        js=("js/mj-viewbox.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="inline_template",
            motion="css_short",
            late_panel="recommend_panel",
            captions="with_empty" if "" in caps else "plain",
            viewer="none",
            control="a_void_class",
            **ROUND7,
        ),
        "oracle": oracle(),
    }
    return page, truth


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "a/xinwen/2024/0720/60170.html"
    pages[art] = written_article(
        SITE,
        art,
        "福州城区内河完成汛前清淤 新建改造排涝泵站九座",
        "2024-07-20 09:30",
        PLAIN,
        ("mjfig-01", "晋安区一处改造后的排涝泵站。（闽江网记者 郑航 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "DedeCMS-era viewer: the stage opens on a cover (the set's cover picture, not one of "
        "its pictures, title, 共N张, 开始浏览); slides kept in <template class=mj-tpl> elements "
        "(img + note), cloned into the track when first shown (and the next one); the track "
        "slides in 0.45 s; counter 0/N on the cover; a caption longer than 48 characters cut "
        "to its first 40 and an ellipsis with a 展开 link (收起 once open), the whole caption in "
        "the page only after 展开 (the truth caption is the whole text); credits "
        "（摄影：…） inside the caption; the thumbnail strip scrolls itself to keep the "
        "current thumbnail in the middle, its ‹ › only scroll it; next: the empty "
        "a.mj-arrow-next (title 下一张) over the right of the stage, 开始浏览, thumbnails, →; past "
        "the last picture a 已经是最后一张了 toast, nothing moves; decoys 自动播放, 下一图集, "
        "上一篇 / 下一篇, 相关图集, ticker, picture ad; 热门推荐 猜你喜欢 once picture 2 is shown",
        {},
        round_=7,
    )
