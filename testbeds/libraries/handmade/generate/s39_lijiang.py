"""漓江手机网 (lijiang, round 9): a phone page (390 px layout, ``m/`` paths) whose gallery is a
swipe track that reacts to touch events only. ``js/lj-swiper.js`` (an ES5 constructor with
prototype methods) renders the slides from an inline ``window.ljAlbum`` and listens to
``touchstart`` / ``touchmove`` / ``touchend`` on ``#ljSwiper``: the track follows the finger and
a swipe of a fifth of the width (or a quick flick) pages; there is no arrow, no key, no pointer
or mouse handler, so a mouse drag does nothing. Each slide carries its own caption, drawn in a
layer over the bottom of the picture (``.lj-slide-cap``, a dark gradient), not in a panel; the
shown slide is the one with ``aria-hidden="false"``. A 1/8 indicator sits over the top right
corner. Pictures are loaded for the shown slide and its neighbours (``data-src`` copied into
``src``). At either end the track rubber-bands back. A fixed 打开APP bar slides up 1.5 s after
load; 下一图集, 分享, 热门图集 and the channel strip are traps. BEM-like shell classes."""

from __future__ import annotations

import json

from common import Site, axes, meta, rel, slides, write_site
from round9 import app_bar, held_out, phone_article, phone_css, phone_shell, round9_axes

SITE = Site(
    "lijiang",
    "漓江手机网",
    "m.lijiangnews.cn",
    "#1c6fb8",
    "bem",
    "lj",
    width=390,
    nav=["首页", "桂林", "图片", "旅游", "视频", "民生", "教育", "房产"],
)
CAPS = {
    1: [
        "11月5日清晨，漓江兴坪段江面薄雾未散，竹筏从九马画山下缓缓驶过。",
        "渔民在江边给鸬鹚喂食，准备开始一天的捕鱼表演。",
        "二十元人民币背面图案的取景地，游客排队拍照留念。（摄影：黄漓）",
        "遇龙河上，筏工撑着竹篙，载着游客穿过一道道堰坝。",
        "江边的金桔园里，果农把刚摘下的金桔装进竹筐。",
        "兴坪古镇的老街上，手艺人现场制作竹编工艺品。",
        "傍晚，相公山观景台上挤满了等待拍摄日落的摄影爱好者。",
        "夕阳下的漓江群峰倒影，宛如一幅水墨画卷。（摄影：黄漓）",
    ],
    2: [
        "11月6日晚，桂林东西巷里游人如织，灯笼映红了青石板路。",
        "米粉店的师傅一天要烫上千碗桂林米粉。",
        "",
        "正阳步行街上，外国游客在老字号店铺挑选三花酒。",
        "象鼻山景区的夜游船上，游客欣赏两江四湖的灯光秀。",
        "日月双塔在夜色中倒映在杉湖湖面上。（记者 秦川 摄）",
    ],
}
GALLERIES = [
    ("m/photo/2024/1105/30871.html", "漓江晨雾里的竹筏与鸬鹚", "2024-11-05 18:20"),
    ("m/news/2024/1106/30902.html", "夜游桂林 老街灯火正浓", "2024-11-06 22:05"),
]
PLAIN = [
    "记者11月7日从桂林市文化广电和旅游局获悉，今年冬季桂林将推出一系列旅游惠民措施，"
    "全市四十多家A级旅游景区在淡季期间门票优惠，部分景区对周边省份游客实行半价。",
    "每年入冬以后，桂林的游客数量都会明显减少。为了留住游客，今年文旅部门把惠民措施和冬季"
    "特色活动结合起来，推出了漓江冬季摄影、龙脊梯田雪景、温泉康养等十条冬游线路。",
    "在阳朔县，不少民宿已经开始为冬季旅游做准备。一家民宿的老板告诉记者，他们给房间加装了"
    "地暖，还准备了桂花茶和油茶，让游客在冬天也能感受到桂林的温暖。",
    "市文旅局有关负责人介绍，冬季的漓江水量虽然不如夏季充沛，但江面常有晨雾，山水更显朦胧，"
    "很适合摄影。今年还将在兴坪、杨堤等地设置摄影点，方便摄影爱好者取景。",
    "为了做好游客服务，桂林还将加密机场、高铁站到主要景区的旅游专线，并在景区周边增设临时"
    "停车位。游客可以通过手机小程序预约门票、查询实时客流，合理安排出行时间。",
    "据统计，去年冬季桂林共接待游客一千二百多万人次。文旅部门预计，今年冬季游客人数有望在"
    "此基础上增长一成以上。",
]


HOT = ["龙脊梯田开镰了", "訾洲公园芦花飞", "阳朔西街新面孔", "银子岩溶洞奇观"]


def hot(page: str) -> str:
    items = "".join(
        f'<li><a href="{rel(page, SITE.trap(f"hot-{i}", t))}"><img src="'
        f'{rel(page, f"pics/ljhot{i}-320x213.png")}" alt=""><span>{t}</span></a></li>'
        for i, t in enumerate(HOT, 1)
    )
    return f'<div class="lj-hot"><h3>热门图集</h3><ul>{items}</ul></div>'


def gallery(order: int, page: str, title: str, when: str) -> tuple[str, dict]:
    caps = CAPS[order]
    imgs = [f"pics/ljg{order}-{i:02d}-900x1200.png" for i in range(1, len(caps) + 1)]
    album = {
        "title": title,
        "photos": [{"src": rel(page, im), "note": c} for im, c in zip(imgs, caps, strict=True)],
    }
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    share = rel(page, SITE.trap("share", "分享"))
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "漓江手机网")}
<div class="lj-album">
<div class="lj-swiper" id="ljSwiper"><ul class="lj-track"></ul></div>
<div class="lj-pager"><span class="lj-cur">1</span>/<span class="lj-all">-</span></div>
</div>
<p class="lj-tip">左右滑动查看更多图片</p>
<div class="lj-actions"><a href="{share}">分享给朋友</a><a href="{nxt}">下一图集 ›</a></div>
<script>window.ljAlbum = {json.dumps(album, ensure_ascii=False)};</script>
{hot(page)}
{app_bar(SITE, page, "lj-appbar", "漓江新闻客户端 看高清大图")}"""
    SITE.files[page] = phone_shell(
        SITE, page, title=title, main=main, css=("css/lj-swiper.css",), js=("js/lj-swiper.js",)
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
            late_panel="app_banner",
            captions="with_empty" if "" in caps else "plain",
            viewer="none",
            control="swipe_only",
        )
        | {"control_created": "none"}
        | round9_axes(
            picture_source="img_lazy_data_src",
            press_events="touch",
            caption_scope="per_slide",
            device="phone",
            input="touch",
            touch_only="yes",
            caption_place="caption_overlay",
        ),
        "oracle": {
            "input": "touch",
            "action": "swipe",
            "swipe": "#ljSwiper",
            "mouse_inert": True,
            "picture": "#ljSwiper .lj-slide[aria-hidden=false] img",
            "caption": "#ljSwiper .lj-slide[aria-hidden=false] .lj-slide-cap",
            "end": "stop",
        },
    }
    return page, truth


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "m/news/2024/1107/30933.html"
    pages[art] = phone_article(
        SITE,
        art,
        "桂林推出冬季旅游惠民措施 四十多家景区门票优惠",
        "2024-11-07 08:40",
        PLAIN,
        ("ljfig-01", "冬日清晨的漓江兴坪段。（漓江手机网记者 黄漓 摄）"),
    )
    SITE.files["css/mobile.css"] = phone_css(SITE)
    write_site(
        SITE,
        pages,
        "phone page (390 px layout, viewport meta); the gallery is a swipe track that listens "
        "to touchstart / touchmove / touchend only (js/lj-swiper.js, an ES5 constructor): no "
        "arrow, no key, no pointer or mouse handler, so a mouse drag does nothing; slides "
        "rendered from an inline window.ljAlbum; each slide's caption is a layer over the "
        "bottom of its picture (.lj-slide-cap), the shown slide has aria-hidden=false; 1/8 "
        "indicator over the top right corner; rubber band at both ends; 打开APP bar 1.5 s after "
        "load; 下一图集, 分享, 热门图集 and the channel strip are traps",
        {},
        round_=9,
        held_out=held_out(SITE.slug),
        extra={"mechanisms": ["touch_only", "caption_overlay"]},
    )
