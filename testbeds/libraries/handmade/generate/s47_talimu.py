"""塔里木网 (talimu, round 9): a page of the portal's Uyghur-edition template, ``<html lang="ug"
dir="rtl">`` (Uyghur channel names, Chinese titles and captions), whose slider runs right to
left. The slides sit in a flex belt, so in RTL picture 1 is at the right and each next picture
lies to the left of the one before; ``js/tl-slider.js`` (an ES5 constructor) moves the belt
rightwards (``translateX(+k·100%)``) in 0.45 s, so the next picture comes in from the left. The
two round buttons are ``<a href="javascript:;">`` with a CSS-drawn chevron and a Uyghur
``aria-label`` / ``title`` only (كېيىنكىسى "next", ئالدىنقىسى "previous"): the previous one
(``.tl-nav-start``, first in the DOM) is placed by ``inset-inline-start`` on the right with a
chevron pointing right, the next one (``.tl-nav-end``) on the left with a chevron pointing left.
← is next and → previous. On the last picture next is ``aria-disabled="true"`` and does nothing.
Caption box under the slider (3/7 and the caption). An ad box fills 2 s after load; a
ticker, 下一图集, 分享, 相关图集, nav and footer are traps. WordPress-like shell classes."""

from __future__ import annotations

from html import escape

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
from round9 import held_out, round9_axes

SITE = Site(
    "talimu",
    "塔里木网",
    "ug.talimunews.cn",
    "#7a3b12",
    "wordpress",
    "tl",
    width=1000,
    nav=["باش بەت", "خەۋەرلەر", "رەسىملىك خەۋەر", "ئىقتىساد", "مەدەنىيەت", "ساياھەت", "سىن"],
)
NEXT_LABEL = "كېيىنكىسى"
PREV_LABEL = "ئالدىنقىسى"
CAPS = {
    1: [
        "10月28日，尉犁县罗布人村寨景区，胡杨林进入最佳观赏期。",
        "金黄的胡杨倒映在塔里木河的河湾里。",
        "游客骑着骆驼穿行在沙漠边缘的胡杨林中。（摄影：艾力）",
        "罗布人后代在村寨里表演传统的捕鱼歌舞。",
        "沙丘上，摄影爱好者等待日落时分的光影。",
        "",
        "夕阳西下，胡杨林被染成一片金红。（摄影：艾力）",
    ],
    2: [
        "10月29日，库车老城的巴扎上人头攒动。",
        "馕坑前，师傅把面饼贴进滚烫的坑壁。",
        "刚出炉的大馕直径有半米多。",
        "干果摊上摆满了核桃、红枣和葡萄干。",
        "铁匠铺里，老艺人正在打制小刀。",
        "孩子们在老城的巷子里追逐嬉戏。",
        "花帽店的店主向游客展示手工刺绣。",
        "烤包子的香味吸引游客驻足。（记者 阿不都 摄）",
        "乐器店里，艺人弹奏起热瓦甫。",
        "老城的土坯房经过修缮，保留着原来的风貌。",
        "游客在茶馆里品尝药茶，听老人讲故事。",
        "傍晚，夕阳照在龟兹古渡口的老桥上。",
    ],
}
GALLERIES = [
    ("ug/photo/2024/1028/3318.html", "塔河胡杨金秋", "2024-10-28 19:20"),
    ("ug/xinwen/2024/1029/3340.html", "库车老城巴扎", "2024-10-29 18:10"),
]
PLAIN = [
    "记者10月30日从巴音郭楞蒙古自治州获悉，今年塔里木河下游生态输水工作顺利完成，输水到达"
    "台特玛湖，沿岸的胡杨林和草场得到有效灌溉。",
    "塔里木河是我国最长的内陆河，下游曾经出现过河道断流、胡杨林大面积枯死的情况。从本世纪初开始，"
    "新疆持续实施塔里木河下游生态输水，让干涸多年的河道重新有了流水。",
    "经过多年输水，塔里木河下游的地下水位明显回升，胡杨林的面积逐步恢复，一些多年不见的野生动物"
    "又回到了河岸边。在尉犁县的一处监测点，工作人员每隔一段时间就要测量地下水位、记录植被变化。",
    "生态变好了，当地的旅游也火了起来。每年秋天，大批游客来到塔里木河畔观赏胡杨，周边村民开起了"
    "农家乐和民宿，日子越过越红火。",
    "巴州有关负责人表示，下一步将继续科学调度水资源，做好生态输水和节水工作，守护好塔里木河流域"
    "的绿色屏障。",
]


def rtl(html: str) -> str:
    """The Uyghur edition's template: the whole page right to left."""
    return html.replace('<html lang="zh-CN">', '<html lang="ug" dir="rtl">', 1)


def gallery(order: int, page: str, title: str, when: str) -> tuple[str, dict]:
    caps = CAPS[order]
    n = len(caps)
    imgs = [f"pics/tlg{order}-{i:02d}-1200x800.png" for i in range(1, n + 1)]
    figs = "".join(
        f'<figure class="tl-slide" data-caption="{escape(c)}"><img src="{rel(page, im)}" '
        f'alt=""></figure>'
        for im, c in zip(imgs, caps, strict=True)
    )
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    share = rel(page, SITE.trap("share", "分享"))
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "塔里木网")}
<p class="tl-lead">رەسىملىك خەۋەر · 图片新闻（共{n}张）</p>
<div class="tl-slider" id="tlSlider" data-count="tlCount{order}" data-caption="tlCap{order}">
<div class="tl-frame"><div class="tl-belt">{figs}</div></div>
<a href="javascript:;" class="tl-nav tl-nav-start" aria-label="{PREV_LABEL}" title="{
        PREV_LABEL
    }"></a>
<a href="javascript:;" class="tl-nav tl-nav-end" aria-label="{NEXT_LABEL}" title="{NEXT_LABEL}"></a>
</div>
<div class="tl-info"><span class="tl-count" id="tlCount{order}">1/{n}</span><p class="tl-cap"
 id="tlCap{order}">{caps[0]}</p></div>
<div class="tl-bar"><span><a href="{share}">ھەمبەھىرلەش 分享</a></span><a href="{
        nxt
    }">كېيىنكى توپ 下一图集</a></div>
{related(SITE, page, "rel", 4)}"""
    side = ticker_html(SITE, page, "tl-kuaixun") + ad_html("tl-elan")
    SITE.files[page] = rtl(
        shell(
            SITE,
            page,
            title=title,
            crumb="图片",
            main=main,
            side=side,
            css=("css/tl-slider.css",),
            js=("js/tl-slider.js",),
        )
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
            viewer="none",
            control="a_void_class",
        )
        | round9_axes(triggers="several", rtl="yes"),
        "oracle": {
            "next": "#tlSlider a.tl-nav-end",
            "action": "click",
            "picture": "#tlSlider .tl-slide.is-current img",
            "caption": ".tl-info .tl-cap",
            "end": "disabled",
        },
    }
    return page, truth


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "ug/xinwen/2024/1030/3362.html"
    pages[art] = written_article(
        SITE,
        art,
        "塔里木河下游生态输水顺利完成 胡杨林面积逐步恢复",
        "2024-10-30 10:05",
        PLAIN,
        ("tlfig-01", "塔里木河下游的胡杨林。（塔里木网记者 艾力 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    SITE.files[art] = rtl(SITE.files[art])
    write_site(
        SITE,
        pages,
        "page of the Uyghur-edition template, <html lang=ug dir=rtl> (Uyghur channel names, "
        "Chinese titles and captions); slides in a flex belt, so picture 1 is at the right "
        "and each next one to the left; js/tl-slider.js (an ES5 constructor) moves the belt "
        "rightwards in 0.45 s, the next picture coming in from the left; the two round <a "
        "href=javascript:;> buttons carry only a CSS chevron and a Uyghur aria-label/title "
        "(كېيىنكىسى next, ئالدىنقىسى previous): previous (.tl-nav-start, first in the DOM) on "
        "the right pointing right, next (.tl-nav-end) on the left pointing left; ← is next, "
        "→ previous; next aria-disabled on the last picture; ad box 2 s after load; ticker, "
        "下一图集, 分享, 相关图集, nav and footer are traps",
        {},
        round_=9,
        held_out=held_out(SITE.slug),
        extra={"mechanisms": ["rtl"]},
    )
