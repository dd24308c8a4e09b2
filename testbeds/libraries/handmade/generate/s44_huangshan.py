"""黄山手机网 (huangshan, round 9): a phone "photo browser" whose large pictures open in the
page. The gallery is a vertical list (``#hsPhotos``) of thumbnails, each an ``<a
class="hs-pho-link" href="#!/photo/3" data-large="…-1600x1200.png">`` with its caption in a
``div.hs-pho-txt`` under it (one has none). ``js/hs-photos.js`` (an ES2015 class) takes the
tap (a ``click``) over: it pushes ``#!/photo/3`` onto the history and shows a full-screen layer
(``#hsLayer``: 返回, 3 / 8, the large picture, the caption); 返回 goes back in the history and
the layer closes on ``hashchange``; a page opened at ``#!/photo/N`` shows picture N. The layer
has no next or previous control and no swipe: the reader goes back to the list and taps the
next thumbnail. A fixed 打开APP bar slides up 1.5 s after load; 下一图集, 分享, 黄山旅游攻略 and the
channel strip are traps. Abbreviated shell classes."""

from __future__ import annotations

from common import Site, axes, meta, rel, slides, write_site
from round9 import app_bar, held_out, phone_article, phone_css, phone_shell, round9_axes

SITE = Site(
    "huangshan",
    "黄山手机网",
    "m.huangshannews.cn",
    "#3d6b2f",
    "abbr",
    "hs",
    width=390,
    nav=["首页", "黄山", "图片", "徽州", "旅游", "县区", "视频"],
)
CAPS = {
    1: [
        "11月12日，黄山光明顶上，游客在观景台等待云海日出。",
        "雨后初晴，黄山北海景区云海翻涌。",
        "迎客松前，游客排队合影留念。（摄影：程徽）",
        "挑山工背着物资走在陡峭的石阶上。",
        "西海大峡谷的栈道在悬崖间蜿蜒。",
        "始信峰上，几棵黄山松在云雾中若隐若现。",
        "",
        "夕阳把莲花峰染成一片金黄。（摄影：程徽）",
    ],
    2: [
        "11月13日，黟县宏村的南湖边，美术学院的学生正在写生。",
        "月沼边的老宅倒映在水中，画面宁静安详。",
        "村民在自家门前晒秋，竹匾里摆满了辣椒和玉米。",
        "游客在承志堂里欣赏精美的徽派木雕。",
        "傍晚，炊烟从白墙黛瓦间袅袅升起。（记者 汪洋 摄）",
    ],
}
GALLERIES = [
    ("m/tupian/2024/1112/11287.html", "黄山云海迎客来", "2024-11-12 16:30"),
    ("m/wenlv/2024/1113/11302.html", "宏村写生季", "2024-11-13 15:05"),
]
PLAIN = [
    "记者11月14日从黄山市获悉，徽州古建筑保护利用工程实施以来，全市已有一千多幢古民居得到"
    "修缮，其中不少老房子经过改造，成了民宿、书屋和非遗工坊。",
    "黄山市现存明清古建筑数量众多，很多散落在偏远山村。由于年代久远、无人居住，一些古民居出现了"
    "墙体开裂、屋顶漏雨等问题，保护工作十分紧迫。",
    "为了让古建筑得到有效保护，黄山市探索由政府、村集体和社会资本共同参与的保护模式，明确修缮"
    "标准，要求使用传统工艺和材料，做到修旧如旧。",
    "在歙县的一个古村落里，一幢百年老宅修缮后成了村里的文化礼堂，村民们在这里听讲座、看演出。"
    "村里的老人说，老房子修好了，村子也热闹了起来。",
    "黄山市有关负责人表示，下一步将继续加大古建筑保护力度，在保护好的前提下合理利用，让古建筑"
    "在新时代焕发新的活力。",
]


def gallery(order: int, page: str, title: str, when: str) -> tuple[str, dict]:
    caps = CAPS[order]
    n = len(caps)
    imgs = [f"pics/hsg{order}-{i:02d}-1600x1200.png" for i in range(1, n + 1)]
    items = ""
    for k, (im, c) in enumerate(zip(imgs, caps, strict=True), 1):
        thumb = rel(page, im.replace("-1600x1200", "t-360x270"))
        txt = f'<div class="hs-pho-txt">{c}</div>' if c else ""
        items += (
            f'<div class="hs-pho-item"><a class="hs-pho-link" href="#!/photo/{k}" '
            f'data-large="{rel(page, im)}"><img src="{thumb}" alt=""></a>{txt}</div>'
        )
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    share = rel(page, SITE.trap("share", "分享"))
    guide = rel(page, SITE.trap("guide", "黄山旅游攻略"))
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "黄山手机网")}
<p class="hs-pho-lead">本组图片共{n}张，点击图片查看大图</p>
<div class="hs-photos" id="hsPhotos">{items}</div>
<div class="hs-pho-more"><a href="{share}">分享</a><a href="{guide}">黄山旅游攻略</a><a href="{
        nxt
    }">下一图集</a></div>
<section class="hs-layer" id="hsLayer" hidden>
<div class="hs-layer-bar"><a class="hs-layer-back" href="javascript:;">‹ 返回</a><span
 class="hs-layer-num"></span></div>
<div class="hs-layer-box"><img class="hs-layer-img" alt=""></div>
<p class="hs-layer-txt"></p>
</section>
{app_bar(SITE, page, "hs-appbar", "黄山新闻客户端 看更多美图")}"""
    SITE.files[page] = phone_shell(
        SITE, page, title=title, main=main, css=("css/hs-photos.css",), js=("js/hs-photos.js",)
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="inline",
            motion="instant",
            late_panel="app_banner",
            captions="with_empty" if "" in caps else "plain",
            viewer="overlay",
            control="thumbnail_list",
        )
        | round9_axes(
            picture_source="data_attribute",
            address="hash_bang",
            layout="thumbnail_list",
            triggers="several",
            caption_scope="per_slide",
            device="phone",
            input="touch",
            phone_browser="in_page",
            caption_place="under_thumbnail",
        ),
        "oracle": {
            "input": "touch",
            "browse": {
                "item": "#hsPhotos > .hs-pho-item",
                "tap": "a.hs-pho-link",
                "caption": ".hs-pho-txt",
                "back": "#hsLayer .hs-layer-back",
            },
            "picture": "#hsLayer .hs-layer-img",
            "end": "none",
        },
    }
    return page, truth


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "m/wenlv/2024/1114/11325.html"
    pages[art] = phone_article(
        SITE,
        art,
        "黄山千余幢古民居得到修缮 老房子焕发新活力",
        "2024-11-14 10:45",
        PLAIN,
        ("hsfig-01", "修缮后的歙县古民居。（黄山手机网记者 汪洋 摄）"),
    )
    SITE.files["css/mobile.css"] = phone_css(SITE)
    write_site(
        SITE,
        pages,
        "phone photo browser in one page: a vertical list of thumbnails (#hsPhotos), each an "
        "<a href=#!/photo/N data-large=…> with its caption under it (.hs-pho-txt; one has "
        "none); js/hs-photos.js (an ES2015 class) pushes #!/photo/N and shows a full-screen "
        "layer (#hsLayer: 返回, N / n, the large picture, the caption); 返回 goes back in the "
        "history and hashchange closes the layer; a page opened at #!/photo/N shows picture N; "
        "no next control and no swipe in the layer; 打开APP bar 1.5 s after load; 下一图集, "
        "分享, 黄山旅游攻略 and the channel strip are traps",
        {},
        round_=9,
        held_out=held_out(SITE.slug),
        extra={"mechanisms": ["phone_browser"]},
    )
