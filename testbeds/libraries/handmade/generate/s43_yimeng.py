"""沂蒙手机报 (yimeng, round 9): a phone "photo browser". The gallery page is a vertical list
of thumbnails (``ul.ym-list``), each a link to a page of its own showing the large picture
(``5531_3.html``: a black page with 返回, 3/6 and 保存, the picture and nothing else) and each
with its caption in a ``<p class="ym-cap">`` under it (one picture has none). The large pages
hold no caption, no next or previous control: the reader taps a thumbnail, looks, goes back
and taps the next one, so the gallery is the large pictures in list order, each with the
caption under its thumbnail. ``js/ym-list.js`` marks the thumbnail last opened (sessionStorage)
and ``js/ym-photo.js`` makes 返回 go back in the history when the list opened the page. No
gallery script at all otherwise; the list works without script. 下一图集, 分享, 保存 (on the
large pages) and the channel strip are traps. Pinyin shell classes."""

from __future__ import annotations

from common import Site, axes, meta, rel, slides, ticker_html, write_site
from round9 import held_out, phone_article, phone_css, phone_shell, round9_axes

SITE = Site(
    "yimeng",
    "沂蒙手机报",
    "m.yimengsjb.cn",
    "#b5332e",
    "pinyin",
    "ym",
    width=390,
    nav=["头条", "临沂", "图片", "县区", "三农", "商城", "红色"],
)
CAPS = {
    1: [
        "11月8日，蒙阴县岱崮镇的果园里，果农采摘成熟的苹果。",
        "崮顶下的梯田果园层林尽染。",
        "合作社的分拣线上，苹果按大小自动分级装箱。（摄影：孟蒙）",
        "电商主播在果园里直播带货，介绍蒙阴苹果的口感。",
        "",
        "装满苹果的货车驶出村口，发往全国各地。",
    ],
    2: [
        "11月9日，临沂商城的一家物流园里，货车进进出出。",
        "分拣中心的传送带上，包裹被自动分拣到不同的道口。",
        "装卸工人把一箱箱五金配件装上发往西北的专线货车。",
        "商城里的小商品市场，商户在打包发往各地的订单。（记者 孔沂 摄）",
        "直播基地里，主播们在各自的直播间里推介商品。",
        "国际陆港的站台上，中欧班列正在装运集装箱。",
        "物流信息平台的大屏幕上，实时显示着全国各条线路的货运情况。",
        "夜幕降临，物流园依然灯火通明。",
        "凌晨时分，满载货物的车辆陆续出发。",
    ],
}
GALLERIES = [
    (
        "m/tuku/2024/1108/5531.html",
        "崮乡苹果红了",
        "2024-11-08 17:10",
        "深秋时节，蒙阴县的苹果进入采收旺季。",
    ),
    (
        "m/zhuanti/2024/1109/5560.html",
        "物流之都的一天",
        "2024-11-09 21:30",
        "从清晨到深夜，临沂商城的物流园里车来车往。",
    ),
]
PLAIN = [
    "记者11月10日从临沂市林业部门获悉，今冬明春临沂计划完成造林绿化面积十余万亩，重点在沂河、"
    "沭河沿岸和沂蒙山区的荒山荒坡上植树造林。",
    "沂蒙山区过去石多土少，不少山头光秃秃的。经过几代人的努力，如今沂蒙山区的森林覆盖率已经"
    "大大提高，很多荒山变成了果园和生态林。",
    "在费县的一处造林现场，工人们正在山坡上挖树穴、栽树苗。现场负责人介绍，今年栽的主要是侧柏、"
    "黄栌和五角枫等乡土树种，这些树耐旱耐瘠薄，成活率高，秋天还能形成漂亮的彩叶景观。",
    "为了管好新栽的树，当地实行了林长制，每一片山林都有专人负责巡护。一些村子还把造林和发展林下"
    "经济结合起来，在林子里种植中药材、养殖土鸡，让村民在家门口就能增加收入。",
    "临沂市林业部门有关负责人表示，今后几年将继续推进国土绿化，努力把沂蒙山区建成山清水秀的"
    "生态屏障。",
]


def big_page(
    page: str, list_page: str, title: str, k: int, n: int, image: str, nxt_album: str
) -> str:
    """A large picture's page: a black page with 返回, k/n and 保存, and the picture."""
    save = rel(page, SITE.trap("save", "保存图片"))
    return f"""<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=3">
<title>{title}（{k}/{n}）_{SITE.name}</title>
<link rel="stylesheet" href="{rel(page, "css/ym-photo.css")}">
</head>
<body class="ym-big-page">
<header class="ym-big-bar"><a class="ym-back" href="{
        list_page.rsplit("/", 1)[1]
    }">‹ 返回</a><span class="ym-big-num">{k}/{n}</span><a class="ym-save" href="{
        save
    }">保存</a></header>
<div class="ym-big-box"><img class="ym-big" src="{rel(page, image)}" alt=""></div>
<p class="ym-big-tip">{"双指缩放查看细节" if k < n else f'<a href="{nxt_album}">下一图集</a>'}</p>
<script src="{rel(page, "js/ym-photo.js")}"></script>
</body>
</html>
"""


def gallery(order: int, page: str, title: str, when: str, summary: str) -> tuple[str, dict]:
    caps = CAPS[order]
    n = len(caps)
    imgs = [f"pics/ymg{order}-{i:02d}-1440x960.png" for i in range(1, n + 1)]
    stem = page.rsplit(".", 1)[0]
    items = []
    for k, (im, c) in enumerate(zip(imgs, caps, strict=True), 1):
        big = f"{stem}_{k}.html"
        SITE.files[big] = big_page(
            big, page, title, k, n, im, rel(big, SITE.trap("next-album", "下一图集"))
        )
        thumb = rel(page, im.replace("-1440x960", "t-360x240"))
        cap = f'<p class="ym-cap">{c}</p>' if c else ""
        items.append(
            f'<li class="ym-item"><a class="ym-thumb" href="{big.rsplit("/", 1)[1]}" '
            f'data-no="{k}"><img src="{thumb}" alt="" loading="lazy"><em>{k}</em></a>{cap}</li>'
        )
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    share = rel(page, SITE.trap("share", "分享"))
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "沂蒙手机报")}
{ticker_html(SITE, page, "ym-kuaixun")}
<p class="ym-summary">{summary}<span class="ym-total">（共{n}张，点击看大图）</span></p>
<ul class="ym-list">{"".join(items)}</ul>
<div class="ym-foot"><a href="{share}">分享</a><a href="{nxt}">下一图集 ›</a></div>"""
    SITE.files[page] = phone_shell(
        SITE, page, title=title, main=main, css=("css/ym-photo.css",), js=("js/ym-list.js",)
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "pages": n + 1,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="per_page",
            motion="instant",
            late_panel="none",
            captions="with_empty" if "" in caps else "plain",
            viewer="none",
            control="a_href_page",
        )
        | round9_axes(
            paging="page_per_picture",
            layout="thumbnail_list",
            triggers="several",
            caption_scope="per_slide",
            device="phone",
            input="touch",
            phone_browser="pages",
            caption_place="under_thumbnail",
        ),
        "oracle": {
            "input": "touch",
            "browse": {
                "item": ".ym-list > li",
                "tap": "a.ym-thumb",
                "caption": ".ym-cap",
                "back": "history",
            },
            "navigates": True,
            "picture": "img.ym-big",
            "end": "none",
        },
    }
    return page, truth


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "m/zhuanti/2024/1110/5587.html"
    pages[art] = phone_article(
        SITE,
        art,
        "临沂今冬明春计划造林十余万亩",
        "2024-11-10 08:20",
        PLAIN,
        ("ymfig-01", "费县的造林现场。（沂蒙手机报记者 孔沂 摄）"),
    )
    SITE.files["css/mobile.css"] = phone_css(SITE)
    write_site(
        SITE,
        pages,
        "phone photo browser: the gallery page is a vertical list of thumbnails (ul.ym-list), "
        "each a link to a page of its own showing only the large picture (stem_k.html: 返回, "
        "k/n, 保存, the picture; no caption, no next or previous) and each with its caption "
        "under it (p.ym-cap; one picture has none); the gallery is the large pictures in list "
        "order with the captions under their thumbnails; js/ym-list.js marks the thumbnail "
        "last opened, js/ym-photo.js makes 返回 go back in the history; no other script; "
        "下一图集, 分享, 保存 and the channel strip are traps",
        {},
        round_=9,
        held_out=held_out(SITE.slug),
        extra={"mechanisms": ["phone_browser"]},
    )
