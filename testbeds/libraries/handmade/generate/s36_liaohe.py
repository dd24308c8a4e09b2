"""辽河晚讯 (liaohe, round 7): a Discuz! X portal whose new gallery is a custom element,
``<lh-album>`` (``js/lh-album.js``, an ES2015 class). Unlike a gallery drawn wholly in a shadow
root, the pictures and captions stay in the light DOM — one ``<figure>`` per picture, its
``<img src>`` and ``<figcaption>`` in the page's markup — and are projected through the
shadow root's ``<slot>``: the shadow root holds only the frame, its stylesheet (the
``::slotted(figure.is-current)`` rule shows the current figure, which slides in over
0.35 s), the ‹ › buttons (``button.lh-prev`` / ``button.lh-next``, no text, CSS chevrons,
``aria-label``) and the counter, painted in a ``<canvas>`` (3 / 8). After picture 4 the
gallery shows an advertisement frame of its own (a light-DOM ``<a slot="ad">`` picture ad,
广告, projected into the stage, the counter painting 广告): one press of › passes it and
shows picture 5 (‹ goes back to picture 4). Past the last picture it wraps to picture 1. The
credit is in the caption, in its last ``<span class="lh-by">（摄影：…）</span>``. → / ← page
while the element is on screen. Decoys: 下一图集, 上一篇 / 下一篇, 相关图集 (a Discuz
``bm`` block), a ticker, the ad frame's link; an ad box fills 2 s after load. The second
article embeds the same element (no ad frame) between its paragraphs. Discuz! X class names
(``wp``, ``bm`` / ``bm_h``, ``xs2``)."""

from __future__ import annotations

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
    "liaohe",
    "辽河晚讯",
    "www.liaohewanxun.com",
    "#7a6a12",
    "discuz",
    "lh",
    width=1000,
    nav=["首页", "沈阳", "辽宁", "图片", "社区", "汽车", "房产", "论坛"],
)
#: (caption text, photographer or "")
DATA = {
    1: [
        ("7月27日，沈阳北陵公园的荷花池里，万余株荷花竞相开放。", "于建波"),
        ("晨练的市民沿着荷花池边的步道慢跑。", ""),
        ("摄影爱好者架起长焦镜头，等待蜻蜓落上荷尖。", "于建波"),
        ("池边的长廊里，老人们拉起二胡，唱起评剧。", ""),
        ("一只白鹭在荷叶间觅食。", "于建波"),
        ("孩子们在岸边用网兜捞小鱼，玩得不亦乐乎。", ""),
        ("雨后，荷叶上的水珠晶莹剔透。", "孟雪"),
        ("夕阳西下，昭陵的红墙映衬着满池荷花。", "于建波"),
    ],
    2: [
        ("7月28日，营口鲅鱼圈的渔港码头，归港的渔船卸下满舱海货。", "董立军"),
        ("渔民把刚捕捞上来的梭子蟹分拣装箱。", ""),
        ("", "董立军"),
        ("码头边的早市上，市民挑选新鲜的海鱼。", ""),
        ("冷链运输车在码头等候，海货当天就能运往沈阳、北京。", "董立军"),
        ("晒网场上，渔民的妻子们在修补渔网。", ""),
        ("黄昏的渔港，停泊的渔船整齐排列。", "董立军"),
    ],
    "art": [
        ("铁西区一处老厂房改造成的艺术街区，游客在红砖墙前拍照。", "宋佳"),
        ("厂房里保留的老行车，如今成了展厅的装饰。", ""),
        ("年轻人在由车间改造的咖啡馆里看书。", "宋佳"),
        ("工人村生活馆里，老照片记录着铁西工人的生活。", ""),
        ("夜幕下，艺术街区的灯光秀吸引了不少市民。", "宋佳"),
    ],
}
GALLERIES = [
    ("tupian/article-20487-1.html", "北陵公园荷花盛放", "2024-07-27 17:45"),
    ("article-20512-1.html", "鲅鱼圈渔港海货丰收", "2024-07-28 18:20"),
]
PLAIN = [
    "记者7月29日从沈阳市交通运输局获悉，沈阳今年新开和优化调整公交线路四十二条，新增公交站点"
    "一百三十余个，重点解决新建小区、产业园区和学校周边群众出行“最后一公里”问题。",
    "近年来，沈阳城市建成区不断向外拓展，浑南、沈北等地新建了大量住宅小区和产业园区，但部分区域"
    "公交线路覆盖不足，居民出行需要步行很远才能坐上公交车。今年初，交通部门通过问卷调查、大数据"
    "分析等方式，梳理出群众反映集中的出行难点一百多处。",
    "针对这些难点，交通部门采取新开线路、延伸线路和调整站点等方式逐一解决。对于客流量不大的"
    "区域，开通了微循环公交和定制公交，车辆小巧灵活，可以深入小区和园区内部；对于通勤客流集中的"
    "线路，则在早晚高峰加密班次、开通大站快车。",
    "家住浑南区一个新建小区的李女士说，以前小区门口没有公交站，每天上班要走二十多分钟才能坐上车，"
    "冬天特别遭罪。今年小区门口开通了微循环公交，几分钟就能接驳到地铁站，方便多了。",
    "为提升乘车体验，沈阳还对一百多个公交站台进行了改造，加装了候车座椅和电子站牌，乘客可以实时"
    "查看车辆到站时间。部分线路还试点推出了老年人和学生爱心专座、车内无障碍设施等服务。",
    "沈阳市交通运输局有关负责人表示，下一步将继续根据市民出行需求变化，动态优化公交线网，推动公交与"
    "地铁深度融合，让市民出行更加便捷。",
]
EMBED = [
    "本报讯 7月30日，记者从沈阳市铁西区获悉，由老厂房改造而成的工业文化艺术街区正式开街，"
    "街区内的展馆、咖啡馆和文创店铺陆续开门迎客。",
    "铁西区曾是全国著名的老工业基地，留下了大量厂房和工业遗存。近年来，铁西区在城市更新中注重"
    "保护工业遗产，把一批闲置的老厂房改造成文化、商业和休闲空间。",
    "记者在现场看到，街区保留了老厂房的红砖墙、钢屋架和老行车等元素，又融入了现代设计，吸引了"
    "不少年轻人前来打卡。",
    "不少老工人也专程赶来参观。七十多岁的王师傅在厂里干了三十多年，他说，看到老厂房换了新模样，"
    "心里既亲切又感慨。",
    "铁西区有关负责人表示，将继续挖掘工业文化资源，把艺术街区打造成展示城市历史、推动文旅消费的"
    "新地标。",
]
ROUND7 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_src",
    "paging": "one_page",
    "dom_scope": "shadow_slots",
    "address": "none",
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
    "caption_scope": "per_slide",
    "caption_repeat": "none",
    "unlock": "none",
    "link_target": "default",
    "hud": "canvas",
    "cover": "none",
    "caption_clamp": "none",
    "strip": "none",
    "address_timing": "none",
    "credit_place": "in_caption_span",
}


def caption(text: str, who: str) -> str:
    """The caption as the reader sees it: the text, then the credit."""
    by = f"（摄影：{who}）" if who else ""
    return text + by


def album(page: str, aid: str, prefix: str, rows: list[tuple[str, str]], ad: bool) -> str:
    figs = "".join(
        f'<figure class="lh-slide"><img src="{rel(page, f"pics/{prefix}-{i:02d}-1000x667.png")}" '
        f'alt=""><figcaption>{t}'
        + (f'<span class="lh-by">（摄影：{w}）</span>' if w else "")
        + "</figcaption></figure>"
        for i, (t, w) in enumerate(rows, 1)
    )
    adlink = (
        f'<a slot="ad" class="lh-adframe" href="{rel(page, SITE.trap("ad-frame", "广告"))}">'
        f'<img src="{rel(page, "pics/lhadf-800x450.png")}" alt="广告">'
        f"<span>夏日车展 购车享好礼</span>"
        f"</a>"
        if ad
        else ""
    )
    attr = ' ad-after="4"' if ad else ""
    return f'<lh-album id="{aid}"{attr}>{figs}{adlink}</lh-album>'


def nav_links(page: str) -> str:
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    prv = rel(page, SITE.trap("prev-post", "上一篇"))
    nps = rel(page, SITE.trap("next-post", "下一篇"))
    return f"""<div class="lh-albumlink xs2"><a href="{nxt}">下一图集 &gt;&gt;</a></div>
<div class="pren pbm"><em>上一篇：<a href="{prv}">浑河夜跑团再添新成员</a></em>
<em>下一篇：<a href="{nps}">棋盘山景区推出夏夜游</a></em></div>"""


def oracle(aid: str, ad: bool) -> dict:
    o = {
        "open": None,
        "next": f"#{aid} button.lh-next",
        "action": "click",
        "picture": f"#{aid} > figure.is-current img",
        "caption": f"#{aid} > figure.is-current figcaption",
        "end": "wrap",
    }
    if ad:
        o["interstitial_after"] = [4]
        o["interstitial"] = f"#{aid} > a.lh-adframe"
    return o


def gallery(order: int, page: str, title: str, when: str) -> tuple[str, dict]:
    rows = DATA[order]
    imgs = [f"pics/lhg{order}-{i:02d}-1000x667.png" for i in range(1, len(rows) + 1)]
    head = f"<h1{SITE.c('title')}>{title}</h1>{meta(SITE, when, '辽河晚讯')}"
    main = f"""<div class="h hm">{head}</div>
{ticker_html(SITE, page, "lh-ticker")}
<div class="lh-albumbox">{album(page, "lhAlbum", f"lhg{order}", rows, True)}</div>
{nav_links(page)}"""
    side = ad_html("lh-adbox") + related(SITE, page, "rel", 4)
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=side,
        css=("css/lh-page.css",),
        js=("js/lh-album.js",),
    )
    caps = [caption(t, w) for t, w in rows]
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
            captions="with_empty" if any(not t for t, _ in rows) else "plain",
            viewer="none",
            control="button_aria_css",
            interstitial="ad_frame",
            **ROUND7,
        ),
        "oracle": oracle("lhAlbum", True),
    }
    truth["axes"]["control_created"] = "shadow_root"
    return page, truth


def embedded() -> tuple[str, dict]:
    page = "article-20544-1.html"
    title = "铁西老厂房变身工业文化艺术街区"
    rows = DATA["art"]
    imgs = [f"pics/lhe-{i:02d}-1000x667.png" for i in range(1, len(rows) + 1)]
    middle = f'<div class="lh-albumbox">{album(page, "lhArtAlbum", "lhe", rows, False)}</div>'
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="新闻",
        main=article_main(SITE, title, "2024-07-30 10:15", EMBED, middle) + nav_links(page),
        side=related(SITE, page, "rel", 3, "热门推荐"),
        css=("css/lh-page.css",),
        js=("js/lh-album.js",),
    )
    return page, {
        "kind": "article",
        "title": title,
        "text": "\n".join(EMBED),
        "pages": 1,
        "axes": {
            "article": "embedded_slideshow",
            "picture_source": "img_src",
            "control": "button_aria_css",
            "counter": "canvas",
            "hud": "canvas",
            "dom_scope": "shadow_slots",
            "rendering": "class_swap",
            "caption_scope": "per_slide",
            "interstitial": "none",
            "charset": "utf8",
        },
        "slides": slides(imgs, [caption(t, w) for t, w in rows]),
        "oracle": oracle("lhArtAlbum", False),
    }


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "article-20530-1.html"
    pages[art] = written_article(
        SITE,
        art,
        "沈阳今年新开和优化公交线路四十二条",
        "2024-07-29 09:10",
        PLAIN,
        ("lhfig-01", "浑南区一个新建小区门口开通的微循环公交。（辽河晚讯记者 高峰 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    key, truth = embedded()
    pages[key] = truth
    write_site(
        SITE,
        pages,
        "Discuz! X portal with a custom element <lh-album> (ES2015 class): pictures and "
        "captions stay in the light DOM (one <figure> per picture, img src + figcaption), "
        "projected through the open shadow root's <slot>; the shadow root holds the frame, its "
        "style (::slotted(figure.is-current) shown, sliding in over 0.35 s), the text-less "
        "button.lh-prev / button.lh-next (aria-label, CSS chevrons) and a <canvas> counter "
        "(3 / 8); after picture 4 an advertisement frame of its own (light-DOM <a slot=ad>, the "
        "counter painting 广告), one › press passes it to picture 5; past the last picture it "
        "wraps; credits in the caption's last span.lh-by （摄影：…）; → / ← while on screen; "
        "decoys 下一图集, 上一篇 / 下一篇, 相关图集, ticker, the ad frame's link; ad box 2 s after "
        "load; an article embedding the same element (no ad frame) between its paragraphs",
        {},
        round_=7,
    )
