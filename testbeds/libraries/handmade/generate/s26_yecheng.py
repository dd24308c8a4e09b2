"""椰城在线 (yecheng, round 5): a mobile-style gallery on a desktop portal, built on native
horizontal scrolling: the slides (picture and its own ``<figcaption>``, every caption in the DOM
from the start) sit side by side in an ``<ol>`` with ``overflow-x: auto`` and ``scroll-snap-type:
x mandatory``. The arrows are ``<button aria-label="下一张">`` with no text (the chevron is a CSS
``::before``) and call ``scrollBy`` with ``behavior: 'smooth'``; the current slide
(``aria-current="true"``), the 3 / 9 counter and the lazy pictures follow the scroll position
(``scroll`` events, ``Math.round(scrollLeft / clientWidth)``), so a wheel, a drag of the
scrollbar or the keyboard in the track page too. Every ``<img>`` first shows a blurred
96×64 placeholder (``src``) and gets its large picture (``data-src``) once that has been
preloaded, for the slide shown and the next one. After the last picture comes an end card, a
slide of its own (图集已浏览完毕, 重新浏览, 下一图集, 相关图集); the counter disappears there and
the next arrow is disabled. An ad box fills 2 s after load; a ticker, share links, 下一图集 and
相关图集 are decoys. Its second article embeds the same scroller between prose paragraphs.
Utility (Tailwind-like) class names."""

from __future__ import annotations

from html import escape

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
    "yecheng",
    "椰城在线",
    "www.yechengzaixian.com",
    "#0e7490",
    "utility",
    "yc",
    width=1000,
    nav=["首页", "海南", "海口", "图片", "自贸港", "旅游", "椰风", "体育"],
)
CAPS = {
    1: [
        "7月5日清晨，海口骑楼老街的店铺陆续开门，街巷里飘来老爸茶的香气。",
        "中山路上的南洋风格骑楼，廊柱与窗花保存完好。",
        "老茶客在茶馆里边喝茶边聊天，一坐就是一上午。（摄影：符启明）",
        "环卫工人清扫街面，为迎接游客做准备。",
        "一家经营了三代的椰雕老店里，师傅正在打磨椰壳。",
        "外地游客举着相机拍摄骑楼立面上的浮雕装饰。",
        "",
        "小朋友在骑楼廊下追逐玩耍，笑声在老街里回荡。",
        "阳光洒进博爱北路，老街迎来新一天的热闹。（摄影：符启明）",
    ],
    2: [
        "7月6日傍晚，三亚湾退潮后，市民提着小桶来到礁石滩赶海。",
        "一名男孩在石缝里发现了一只小螃蟹，兴奋地招呼同伴过来看。",
        "赶海人用铁钩在礁石间寻找海螺和贝类。（记者 陈海燕 摄）",
        "夕阳下，母女俩在浅滩上捡拾贝壳。",
        "渔民收起刚刚布下的小网，网里有几条活蹦乱跳的小鱼。",
        "游客在海边拍摄赶海人的剪影。",
        "天色渐暗，赶海的人们满载而归。",
    ],
    "art": [
        "江东新区生态绿廊内，工人在栽种红树林苗木。（摄影：王康）",
        "新建成的滨水步道与湿地相连，步道两侧种满了三角梅。",
        "施工车辆在绿廊二期工地上往来作业。",
        "白鹭在修复后的湿地上空飞过。",
        "市民在已经开放的绿廊路段骑行健身。",
    ],
}
GALLERIES = [
    ("tuji/2024/07/05/301188.html", "海口骑楼老街的清晨", "2024-07-05 08:10"),
    ("xw/2024/07/06/301204.html", "三亚湾退潮后的赶海人", "2024-07-06 20:35"),
]
PLAIN = [
    "记者7月6日从海口市交通运输和港航管理局获悉，为缓解中心城区停车难问题，海口今年将新增公共停车"
    "泊位1万个，其中利用边角地、闲置地建设临时停车场40处，新建立体停车库6座，预计年底前全部投入使用。",
    "近年来，海口机动车保有量持续增长，目前已超过110万辆，而中心城区公共停车泊位缺口较大，老城区、"
    "医院、学校和大型商圈周边停车矛盾尤为突出。不少市民反映，每到节假日，在骑楼老街和万绿园附近找一个"
    "车位往往要绕上好几圈。",
    "按照今年的建设计划，新增泊位将优先布局在停车需求最集中的区域。其中，海口市人民医院、省人民医院"
    "周边将新建两座机械式立体车库，可提供泊位近900个；龙华区和美兰区的6个老旧小区将通过改造内部道路、"
    "挖潜闲置空间，新增居民停车位1200余个。",
    "在智慧停车方面，海口将把全市公共停车场的实时泊位信息接入“椰城停车”平台，市民通过手机即可查询"
    "附近空余车位并提前预约。截至目前，平台已接入停车场320个，覆盖泊位8.6万个。",
    "与此同时，海口还将鼓励机关企事业单位在夜间和节假日向社会错时开放内部停车场。首批参与错时共享的"
    "单位有23家，可提供共享泊位2100个，收费标准不高于周边公共停车场。",
    "记者在龙华区一处新建成的临时停车场看到，原本杂草丛生的空地经过平整硬化，划设了整齐的停车位，"
    "入口处安装了车牌识别系统和电子收费设备，车主扫码即可缴费离场。附近商户林先生说，停车场启用后"
    "，店门口乱停车的现象少了，顾客来买东西也方便了许多。",
    "此外，海口还将在部分停车场试点建设新能源汽车充电设施，计划年内新增公共充电桩800个，进一步"
    "方便新能源汽车车主出行。",
    "海口市交通运输和港航管理局有关负责人表示，将同步加强道路违停治理，对主干道、公交专用道及消防"
    "通道的违停行为依法查处，引导市民规范停车、绿色出行，逐步形成“路内为辅、路外为主”的停车格局。",
]
EMBED = [
    "7月7日，记者走进海口江东新区生态绿廊建设现场，看到工人们正在抓紧栽种红树林苗木，二期工程的"
    "滨水步道也已初具雏形。",
    "江东新区生态绿廊全长约12公里，串联起沿线的湿地、水系和村庄，是新区“生态九条”的重要组成部分。"
    "一期工程已于去年年底建成开放，成为周边居民休闲健身的好去处。",
    "据项目负责人介绍，二期工程重点实施湿地修复和滨水空间改造，将新种植红树林约300亩，并配套建设"
    "观鸟平台、驿站和自行车道，预计今年10月底完工。",
    "家住附近的市民吴先生几乎每天傍晚都会到绿廊骑行。他说，以前这里是一片荒滩，现在环境变好了，"
    "周末还能看到不少从市区过来露营的家庭。",
    "江东新区管理局有关负责人表示，新区将坚持生态优先，在建设中最大限度保留原有植被和水系，让城市"
    "发展与自然环境和谐共生。",
    "据悉，绿廊全线贯通后，将与美舍河、东寨港红树林保护区连成一体，形成海口东部规模最大的城市生态"
    "走廊。",
]
ROUND5 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_lowres_swap",
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
    "scroller": "native_scroll_snap",
    "placeholder": "low_res_swap",
    "triggers": "several",
    "caption_scope": "per_slide",
    "caption_repeat": "none",
}


def scroller(page: str, box_id: str, imgs: list[str], caps: list[str], end: bool) -> str:
    """The scroll-snap gallery: slides (placeholder ``src``, large ``data-src``, own caption),
    the end card, the arrow buttons and the counter."""
    lis = "".join(
        f"""
  <li class="snap-start snap-always shrink-0 w-full" data-yc-slide{
            ' aria-current="true"' if i == 0 else ""
        }>
   <figure class="m-0"><div class="aspect-3-2 bg-black">
    <img class="block w-full h-full object-contain lqip" src="{
            rel(page, im.replace("-1200x800", "-96x64"))
        }" data-src="{rel(page, im)}" alt="" width="1200" height="800" decoding="async"></div>
   <figcaption class="px-4 pt-3 pb-4 text-sm leading-relaxed min-h-16">{
            escape(c)
        }</figcaption></figure>
  </li>"""
        for i, (im, c) in enumerate(zip(imgs, caps, strict=True))
    )
    card = ""
    if end:
        rels = "".join(
            f'<li><a class="block text-slate-200 text-xs" '
            f'href="{rel(page, SITE.trap(f"end-{k}", t))}">'
            f'<img class="block w-full aspect-3-2" src="{rel(page, f"pics/ycend{k}-180x120.png")}" '
            f'alt=""><span>{t}</span></a></li>'
            for k, t in enumerate(["万宁冲浪季开幕", "文昌航天发射场观礼", "五指山热带雨林徒步"], 1)
        )
        nxt = rel(page, SITE.trap("next-album", "下一图集"))
        card = f"""
  <li class="snap-start snap-always shrink-0 w-full" data-yc-endcard>
   <div class="aspect-3-2 flex flex-col items-center justify-center gap-3 px-8 bg-slate-800">
    <p class="text-lg font-bold">图集已浏览完毕</p>
    <div class="flex gap-3"><button type="button" class="btn-ghost" data-yc-replay>重新浏览</button>
     <a class="btn-brand" href="{nxt}">下一图集：博鳌亚洲论坛永久会址夜景</a></div>
    <p class="text-xs text-slate-400 mt-2">相关图集</p>
    <ul class="grid grid-cols-3 gap-3 w-full">{rels}</ul>
   </div>
  </li>"""
    return f"""<section id="{box_id}"
 class="relative my-4 bg-slate-900 text-slate-100 rounded-lg overflow-hidden"
 data-yc-album aria-roledescription="carousel" aria-label="图集">
 <ol class="flex overflow-x-auto snap-x snap-mandatory scrollbar-thin list-none m-0 p-0"
  data-yc-track tabindex="0">{lis}{card}
 </ol>
 <div class="absolute inset-x-0 top-0 aspect-3-2 pointer-events-none">
  <button type="button" class="yc-arrow yc-arrow-prev" aria-label="上一张" data-yc-prev></button>
  <button type="button" class="yc-arrow yc-arrow-next" aria-label="下一张" data-yc-next></button>
  <div class="absolute top-3 right-4 text-xs bg-black-60 rounded-full px-3 py-1"
   data-yc-count><b>1</b> / {len(imgs)}</div>
 </div>
</section>"""


def share_bar(page: str) -> str:
    links = "".join(
        f'<a class="hover-underline" href="{rel(page, SITE.trap(f"share-{k}", f"分享到{t}"))}">'
        f"{t}</a>"
        for k, t in (("weixin", "微信"), ("weibo", "微博"), ("qzone", "QQ空间"))
    )
    return f'<div class="flex gap-3 text-xs text-gray-500 my-2">分享到：{links}</div>'


def oracle(box: str, end: bool) -> dict:
    return {
        "open": None,
        "next": f"#{box} button[aria-label='下一张']",
        "action": "click",
        "picture": f"#{box} li[aria-current='true'] img",
        "caption": f"#{box} li[aria-current='true'] figcaption",
        "placeholder": "-96x64",
        **(
            {"end": "end_card", "end_card": f"#{box} [data-yc-endcard]"} if end else {"end": "stop"}
        ),
    }


def gallery(order: int, page: str, title: str, when: str) -> tuple[str, dict]:
    caps = CAPS[order]
    imgs = [f"pics/ycg{order}-{i:02d}-1200x800.png" for i in range(1, len(caps) + 1)]
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "椰城在线")}
{ticker_html(SITE, page, "yc-ticker")}
{scroller(page, "ycAlbum", imgs, caps, True)}
<p class="text-xs text-gray-500">左右滑动或点击箭头浏览，支持键盘 ← → 键</p>
{share_bar(page)}
<div class="border-t border-gray-200 pt-2 text-sm">下一图集：<a class="text-brand"
 href="{nxt}">博鳌亚洲论坛永久会址夜景</a></div>
<div class="flex gap-5 text-sm my-2"><a class="hover-underline"
 href="{rel(page, SITE.trap("prev-doc", "上一篇"))}">上一篇：海南环岛旅游公路全线贯通</a>
<a class="hover-underline"
 href="{rel(page, SITE.trap("next-doc", "下一篇"))}">下一篇：海口新海港旅客吞吐量创新高</a></div>
{ad_html("yc-ad")}"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/yc-ui.css",),
        js=("js/yc-snap.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="inline",
            motion="scroll_snap",
            late_panel="ad_box",
            captions="with_empty" if "" in caps else "plain",
            viewer="none",
            control="button_aria_css",
            **ROUND5,
        ),
        "oracle": oracle("ycAlbum", True),
    }
    return page, truth


def embedded() -> tuple[str, dict]:
    page = "xw/2024/07/07/301230.html"
    title = "江东新区生态绿廊二期加紧建设"
    caps = CAPS["art"]
    imgs = [f"pics/yce-{i:02d}-1200x800.png" for i in range(1, len(caps) + 1)]
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="新闻",
        main=article_main(
            SITE, title, "2024-07-07 16:20", EMBED, scroller(page, "ycArtAlbum", imgs, caps, False)
        )
        + share_bar(page),
        side=related(SITE, page, "rel", 3, "热门推荐"),
        css=("css/yc-ui.css",),
        js=("js/yc-snap.js",),
    )
    return page, {
        "kind": "article",
        "title": title,
        "text": "\n".join(EMBED),
        "pages": 1,
        "axes": {
            "article": "embedded_slideshow",
            "picture_source": "img_lowres_swap",
            "control": "button_aria_css",
            "scroller": "native_scroll_snap",
            "placeholder": "low_res_swap",
            "caption_scope": "per_slide",
            "charset": "utf8",
        },
        "slides": slides(imgs, caps),
        "oracle": oracle("ycArtAlbum", False),
    }


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "xw/2024/07/06/301215.html"
    pages[art] = written_article(
        SITE,
        art,
        "海口今年将新增公共停车泊位1万个",
        "2024-07-06 11:30",
        PLAIN,
        None,
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    key, truth = embedded()
    pages[key] = truth
    write_site(
        SITE,
        pages,
        "native horizontal scroll-snap gallery (ol overflow-x:auto, scroll-snap-type x "
        "mandatory), every slide with its own figcaption in the DOM from the start; arrows are "
        "<button aria-label=下一张> without text (CSS ::before chevron) calling scrollBy smooth; "
        "current slide (aria-current), counter and lazy loading follow the scroll position, so "
        "wheel, scrollbar and keys page too; each <img> shows a blurred 96x64 placeholder until "
        "its data-src large picture is preloaded (shown slide and the next); after the last "
        "picture an end card slide (图集已浏览完毕, 重新浏览, 下一图集, 相关图集), next disabled "
        "there; ad box after 2 s, ticker, share, 下一图集, 相关图集; an article embedding the "
        "same scroller (without end card) between paragraphs",
        {},
        round_=5,
    )
