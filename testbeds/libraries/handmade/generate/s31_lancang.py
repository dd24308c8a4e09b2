"""澜沧手机网 (lancang, round 6): a phone site (photo.sina.cn-like) in a 640 px column whose
gallery is paged by a swipe only: there is no arrow, no key, no thumbnail strip; a pointer drag
of more than 50 px across the picture pages (a short tap only toggles an immersive mode that
fades the bar and the caption). The data is asked for by XMLHttpRequest on DOMContentLoaded
from a query endpoint, ``aj/album?action=image&ch=8&sid=210&aid=38124&w=360`` (answered
0.8–1.0 s late through ``routes.json``: ``{"result": {"status": …, "data": {"list":
[{picurl, desc, source}]}}}``). ``js/lc-swipe.js`` keeps only three slot elements in the
track (previous, current, next) and recycles them: after each 0.3 s slide the slot that left
the screen is moved to the other end and refilled, so the DOM never holds more than three
pictures (the shown slot is ``.is-current``). After the last picture the next slot is an end
card (图集已浏览完毕, 重新浏览, 相关图集), reached by one more swipe. A fixed 打开APP bar slides up
1.5 s after load; 客户端看高清, 下一图集, 相关图集 and the nav are decoys. SMACSS class names
(``l-header``, ``m-viewer``, ``is-current``)."""

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
    write_site,
    written_article,
)

SITE = Site(
    "lancang",
    "澜沧手机网",
    "m.lancangnews.cn",
    "#0d7a5f",
    "smacss",
    "lc",
    width=640,
    nav=["首页", "云南", "图片", "视频", "旅游", "生活"],
)
CAPS = {
    1: [
        "7月19日，西双版纳勐仑镇的热带雨林里，游客沿空中栈道穿行。",
        "栈道距地面二十多米，脚下是层层叠叠的绿色树冠。",
        "一只犀鸟停在高大的望天树枝头。（摄影：岩温香）",
        "科研人员在林下监测样地里测量树木胸径。",
        "雨后的林间升起薄雾，阳光透过枝叶洒下光柱。",
        "孩子们在科普长廊前辨认各种热带植物的种子。",
        "傍晚，游客在罗梭江边欣赏雨林落日。（摄影：岩温香）",
    ],
    2: [
        "7月20日，普洱景迈山的古茶园里，茶农背着竹篓上山采茶。",
        "千年古茶树枝干上长满了苔藓和寄生植物。",
        "",
        "布朗族姑娘在吊脚楼前翻晒刚刚杀青的茶叶。（记者 李岩 摄）",
        "制茶师傅把晒干的毛茶压制成饼，一天能压两百多饼。",
        "云雾缭绕的景迈山，茶园与村寨错落分布。",
    ],
}
GALLERIES = [
    ("photo/album_8_210_38124.htm", "210", "38124", "走进勐仑热带雨林", "2024-07-19 18:05", 0.8),
    ("news/2024/0720/38160.htm", "211", "38160", "景迈山古茶园里的采茶人", "2024-07-20 12:30", 1.0),
]
PLAIN = [
    "记者7月21日从昆明市交通运输局获悉，为方便市民和游客暑期出行，昆明从7月下旬起将加密滇池沿线"
    "的旅游公交班次，新开两条夜间公交线路，并在主要景区周边增设临时停车位一千二百余个。",
    "每年七八月是昆明的旅游旺季，凉爽的气候吸引了大量外地游客前来避暑。据统计，去年暑期昆明共接待"
    "游客两千多万人次，海埂大坝、滇池湿地、西山等景区周末高峰时段交通压力较大，部分路段经常出现"
    "拥堵。",
    "今年暑期，滇池旅游专线的发车间隔将由二十分钟缩短到十分钟，周末和节假日高峰时段再加开区间车。"
    "新开通的两条夜间线路分别从南屏街和昆明火车站出发，经过主要商圈和夜市，末班车延长到晚上十一点半，"
    "方便市民和游客夜间出行。",
    "在停车方面，交通部门利用景区周边的闲置空地和单位内部停车场，新增临时停车位一千二百余个，并通过"
    "手机小程序实时发布车位余量。市民出发前可以先查询，再选择合适的停车场，避免到了景区门口再找车位。",
    "昆明市交通运输局有关负责人提醒，暑期景区周边车流量大，建议市民和游客尽量选择公共交通出行。自驾"
    "前往的游客要注意交通引导标志，服从现场交警和工作人员的指挥，不要在道路两侧随意停车。节假日客流高峰时，部分景区还会实行预约"
    "限流，游客出发前最好提前在网上预约门票，尽量错峰出行。",
    "除了公交和停车，昆明地铁也将在暑期适当延长部分线路的运营时间，并在客流较大的换乘站增派志愿者，"
    "为乘客提供问询和引导服务。对于携带大件行李的游客，部分车站还开设了专门的进出站通道。",
    "来自广州的游客陈先生一家已经在昆明住了一个星期。他说，这几天他们几乎每天都坐公交车出门，旅游专"
    "线的站点就在景区门口，车上还有景点介绍，非常方便，孩子也很喜欢坐着公交车看滇池的风景。他们打算下周"
    "再去石林和抚仙湖转一转。",
]
ROUND6 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_src",
    "paging": "one_page",
    "dom_scope": "document",
    "address": "none",
    "rendering": "recycled_slots",
    "layout": "one_at_a_time",
    "charset": "utf8",
    "press_events": "pointer_drag",
    "jump_menu": "none",
    "counter": "text",
    "mask": "none",
    "control_visibility": "visible",
    "data_parts": "one",
    "autoplay": "off",
    "scroller": "none",
    "placeholder": "none",
    "triggers": "one",
    "caption_scope": "panel",
    "caption_repeat": "none",
    "unlock": "none",
    "link_target": "default",
    "hud": "dom",
}


def api_query(sid: str, aid: str) -> str:
    return f"aj/album?action=image&ch=8&sid={sid}&aid={aid}&w=360"


def album_json(page: str, aid: str, title: str, imgs: list[str], caps: list[str]) -> str:
    r = lambda p: rel(page, p)  # noqa: E731
    body = {
        "result": {
            "status": {"code": 0, "msg": "succ"},
            "data": {
                "aid": aid,
                "title": title,
                "total": len(imgs),
                "list": [
                    {
                        "id": f"{aid}-{i}",
                        "picurl": r(im),
                        "desc": c,
                        "source": "澜沧手机网",
                    }
                    for i, (im, c) in enumerate(zip(imgs, caps, strict=True), 1)
                ],
                "rec": [
                    {
                        "title": t,
                        "url": r(SITE.trap(f"end-{k}", t)),
                        "pic": r(f"pics/lcend{k}-200x133.png"),
                    }
                    for k, t in enumerate(["洱海边的骑行客", "元阳梯田插秧忙", "滇池海鸥归来"], 1)
                ],
            },
        }
    }
    return json.dumps(body, ensure_ascii=False, indent=1) + "\n"


def app_bar() -> str:
    return """<div class="m-appbar" hidden><span class="m-appbar-logo">澜沧</span>
<span class="m-appbar-txt">打开APP，阅读体验更佳</span><a class="m-appbar-btn"
 href="javascript:void(0)">打开</a></div>
<script>window.addEventListener('load',function(){setTimeout(function(){
var b=document.querySelector('.m-appbar');b.hidden=false;
requestAnimationFrame(function(){b.classList.add('is-shown');});},1500);});</script>"""


def gallery(
    order: int, page: str, sid: str, aid: str, title: str, when: str, delay: float, routes: dict
) -> tuple[str, dict]:
    caps = CAPS[order]
    imgs = [f"pics/lcg{order}-{i:02d}-1080x720.png" for i in range(1, len(caps) + 1)]
    data = f"aj/album_{aid}.json"
    SITE.files[data] = album_json(page, aid, title, imgs, caps)
    routes[api_query(sid, aid)] = {"delay": delay, "file": f"handmade/{SITE.slug}/{data}"}
    hd = rel(page, SITE.trap("app-hd", "客户端看高清"))
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    slots = '<div class="m-viewer-slot"></div>' * 3
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "澜沧手机网")}
<section class="m-viewer" id="lcViewer" data-api="{rel(page, api_query(sid, aid))}">
<div class="m-viewer-bar"><span class="m-viewer-num"><b class="js-cur">1</b>/<i
 class="js-total">-</i></span><a class="m-viewer-hd" href="{hd}">客户端看高清</a></div>
<div class="m-viewer-port js-port"><div class="m-viewer-track js-track">{slots}</div>
<div class="m-viewer-loading">图片加载中…</div></div>
<div class="m-viewer-caption"><p class="m-viewer-desc js-desc"></p>
<span class="m-viewer-src js-src"></span></div>
<p class="m-viewer-hint">左右滑动图片浏览</p>
</section>
<a class="m-nextset" href="{nxt}">下一图集：洱海边的骑行客 &gt;</a>
{related(SITE, page, "rel", 4)}
{app_bar()}"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        css=("css/lc-swipe.css",),
        js=("js/lc-swipe.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="late_xhr",
            motion="css_short",
            late_panel="app_banner",
            captions="with_empty" if "" in caps else "plain",
            viewer="none",
            control="swipe_only",
            **ROUND6,
        )
        | {"control_created": "none"},
        "oracle": {
            "open": None,
            "next": "#lcViewer .js-port",
            "action": "swipe",
            "picture": "#lcViewer .m-viewer-slot.is-current img",
            "caption": "#lcViewer .js-desc",
            "end": "end_card",
            "end_card": "#lcViewer .m-viewer-endcard",
        },
    }
    return page, truth


def build() -> None:
    routes: dict = {}
    pages = dict(gallery(i, *g, routes) for i, g in enumerate(GALLERIES, 1))
    art = "news/2024/0721/38177.htm"
    pages[art] = written_article(
        SITE,
        art,
        "昆明暑期加密滇池旅游公交 新开两条夜间线路",
        "2024-07-21 07:50",
        PLAIN,
        ("lcfig-01", "游客在海埂大坝站乘坐滇池旅游专线。（澜沧手机网记者 杨帆 摄）"),
    )
    write_site(
        SITE,
        pages,
        "phone site (640 px column), gallery paged by a pointer swipe only (drag > 50 px across "
        "the picture; no arrow, no key, no strip; a tap toggles an immersive mode); data by "
        "XMLHttpRequest on DOMContentLoaded from aj/album?action=image&ch=8&sid=…&aid=…&w=360 "
        "(0.8-1.0 s late, {result: {status, data: {list: [{picurl, desc, source}]}}}); three "
        "recycled slot elements (previous, current .is-current, next), the one that left the "
        "screen moved to the other end and refilled after each 0.3 s slide; after the last "
        "picture the next slot is an end card (图集已浏览完毕, 重新浏览, 相关图集); fixed 打开APP "
        "bar 1.5 s after load; 客户端看高清, 下一图集, 相关图集 decoys",
        routes,
        round_=6,
    )
