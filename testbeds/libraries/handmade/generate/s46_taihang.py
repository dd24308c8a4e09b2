"""太行新闻网 (taihang, round 9): a desktop carousel whose two arrows are twins. Both are
``<button type="button" class="th-arrow" aria-label="切换图片" title="切换图片">`` holding the
same ``<svg class="th-ico"><use href="#th-chevron"/></svg>`` (a chevron pointing left): the
same tag, classes, attributes and content. They differ only by place and by the icon's turn,
both given by CSS: the second one (``.th-arrow + .th-arrow``) sits on the right and its icon is
rotated 180°. The previous arrow comes first in the DOM, the next arrow second.
``js/th-carousel.js`` (an ES2015 class) takes ``[back, forward]`` from
``querySelectorAll(':scope > .th-arrow')``; the track slides in 0.5 s; past the last picture it
wraps to the first. Every slide is in the markup (``<li class="th-item" data-note="…">``,
picture 1 in the caption box too); the caption box under the stage shows 3/10 and the current
``data-note``. 热门推荐 猜你喜欢 appears once picture 2 is shown; a ticker, 下一图集, 打印, 分享,
相关图集, nav and footer are traps. Kebab-case shell classes."""

from __future__ import annotations

from html import escape

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
from round9 import held_out, round9_axes

SITE = Site(
    "taihang",
    "太行新闻网",
    "www.taihangnews.cn",
    "#a0522d",
    "kebab",
    "th",
    width=1000,
    nav=["首页", "时政", "长治", "晋城", "图片", "太行山", "文旅", "视频"],
)
CAPS = {
    1: [
        "11月15日，林州红旗渠青年洞段，游客沿着渠岸步道参观。",
        "渠水沿着悬崖上的渠道蜿蜒流淌。",
        "讲解员向研学的学生讲述修渠的故事。（摄影：申太）",
        "红旗渠纪念馆里陈列着当年修渠用过的工具。",
        "太行大峡谷的红叶进入最佳观赏期。",
        "郭亮村的挂壁公路上，自驾游客放慢车速欣赏风景。",
        "写生基地里，画家们对着绝壁挥毫。",
        "村民在石板房前晾晒柿饼。",
        "攀岩爱好者在峭壁上挑战新线路。",
        "夕阳把太行山的绝壁染成金红色。（摄影：申太）",
    ],
    2: [
        "11月16日，长治市的一家老陈醋作坊里，工人正在翻醅。",
        "醋缸在院子里整齐排列，接受日晒夜露。",
        "老师傅用竹筒从缸里取醋品尝。",
        "",
        "熏醅车间里热气腾腾，醋香扑鼻。",
        "游客在醋文化展馆里体验古法酿醋。（记者 李晋 摄）",
        "灌装好的陈醋装箱待发。",
    ],
}
GALLERIES = [
    ("tupian/2024/1115/0061832.html", "太行深秋 红旗渠畔", "2024-11-15 16:00"),
    ("jingji/2024/1116/0061870.html", "老陈醋的百年味道", "2024-11-16 11:35"),
]
PLAIN = [
    "记者11月17日从长治市获悉，今年以来，长治持续推进太行山区乡村道路提质改造，新改建农村公路"
    "三百多公里，一批偏远山村通上了宽敞平坦的硬化路。",
    "太行山区沟深坡陡，过去不少山村只有一条土路通往外面，一到雨雪天就难以出行。山里的核桃、"
    "小米等农产品运不出去，村民的收入也上不去。",
    "路修好以后，情况大不一样了。在壶关县的一个山村，收购商的货车直接开到了村口，村民们不用再"
    "肩挑背扛把山货运下山。村里还办起了农家乐，周末常有城里人开车进山游玩。",
    "长治市交通部门有关负责人介绍，在修路过程中，他们注重保护山区生态，尽量少开挖山体，并在"
    "急弯陡坡路段增设了护栏和警示标志，保障群众出行安全。",
    "下一步，长治将继续完善农村公路网络，推动农村公路与旅游景区、产业园区连接，让更多山区"
    "群众走上致富路。",
]
CHEVRON = (
    '<svg width="0" height="0" style="position:absolute" aria-hidden="true"><symbol '
    'id="th-chevron" viewBox="0 0 24 24"><path d="M15 4 7 12l8 8"/></symbol></svg>'
)
ARROW = (
    '<button type="button" class="th-arrow" aria-label="切换图片" title="切换图片">'
    '<svg class="th-ico" viewBox="0 0 24 24" aria-hidden="true"><use href="#th-chevron"></use>'
    "</svg></button>"
)


def gallery(order: int, page: str, title: str, when: str) -> tuple[str, dict]:
    caps = CAPS[order]
    n = len(caps)
    imgs = [f"pics/thg{order}-{i:02d}-1200x675.png" for i in range(1, n + 1)]
    items = "".join(
        f'<li class="th-item" data-note="{escape(c)}"><img src="{rel(page, im)}" alt=""></li>'
        for im, c in zip(imgs, caps, strict=True)
    )
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    prt = rel(page, SITE.trap("print", "打印"))
    share = rel(page, SITE.trap("share", "分享"))
    hot = "".join(
        f'<a href="{rel(page, SITE.trap(f"hot-{i}", t))}">{t}</a>'
        for i, t in enumerate(["王莽岭云海", "皇城相府夜景", "八泉峡秋色"], 1)
    )
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "太行新闻网")}
{CHEVRON}
<div class="th-carousel" data-count="#thCount{order}" data-text="#thText{order}">
<div class="th-viewport"><ul class="th-track">{items}</ul></div>
{ARROW}
{ARROW}
</div>
<div class="th-caption"><span class="th-count" id="thCount{order}">1/{n}</span><p class="th-text"
 id="thText{order}">{caps[0]}</p></div>
<div class="th-tools"><span><a href="{share}">分享</a><a href="{prt}">打印</a></span><a href="{
        nxt
    }">下一图集 &gt;&gt;</a></div>
<div class="th-hot"><h4>热门推荐 猜你喜欢</h4>{hot}</div>
{related(SITE, page, "rel", 4)}"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=ticker_html(SITE, page, "th-kuaixun"),
        css=("css/th-carousel.css",),
        js=("js/th-carousel.js",),
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
            control="button_svg",
        )
        | round9_axes(twin_arrows="yes"),
        "oracle": {
            "next": ".th-carousel > button.th-arrow + button.th-arrow",
            "action": "click",
            "picture": ".th-carousel .th-item.is-active img",
            "caption": ".th-caption .th-text",
            "end": "wrap",
        },
    }
    return page, truth


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "jingji/2024/1117/0061901.html"
    pages[art] = written_article(
        SITE,
        art,
        "长治新改建农村公路三百多公里 太行山村通上硬化路",
        "2024-11-17 08:30",
        PLAIN,
        ("thfig-01", "壶关县新修的山区公路。（太行新闻网记者 李晋 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "desktop carousel with twin arrows: two identical <button type=button class=th-arrow "
        "aria-label=切换图片 title=切换图片> holding the same <svg><use href=#th-chevron> "
        "(a left chevron); they differ only by place and the icon's turn, both from CSS (the "
        "second, .th-arrow + .th-arrow, on the right, its icon rotated 180°); previous first in "
        "the DOM, next second; js/th-carousel.js (an ES2015 class) takes [back, forward] from "
        "querySelectorAll; 0.5 s slide; wraps past the last picture; slides in the markup "
        "(li.th-item data-note); 热门推荐 猜你喜欢 once picture 2 is shown; ticker, 下一图集, "
        "打印, 分享, 相关图集, nav and footer are traps",
        {},
        round_=9,
        held_out=held_out(SITE.slug),
        extra={"mechanisms": ["twin_arrows"]},
    )
