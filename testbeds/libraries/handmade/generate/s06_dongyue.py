"""东岳网 (dongyue): a static grid of thumbnails carrying ``data-large``, ``data-title`` and
``data-caption``; a click opens the site's own viewer (instant swap, a title and a text per
picture, ``<a href="javascript:void(0)" class="photoNext">``, → key), which stops at the
last picture with a tip; a 热门推荐 猜你喜欢 panel is injected under the viewer's text once the
second picture is shown. snake_case class names."""

from __future__ import annotations

from common import (
    Site,
    axes,
    meta,
    plain_article,
    rel,
    related,
    shell,
    slides,
    write_site,
)
from texts import captions

SITE = Site(
    "dongyue",
    "东岳网",
    "www.dongyue.com.cn",
    "#8a1c1c",
    "snake",
    "dy",
    width=1000,
    nav=["首页", "山东", "泰安", "图片", "旅游", "文化", "教育"],
)
GALLERIES = [
    (
        "html/2024-05/12/c_1134.htm",
        "泰山云海日出美如画",
        10,
        "2024-05-12 06:30",
        [
            "岱顶观日",
            "云海翻涌",
            "南天门",
            "十八盘",
            "挑山工",
            "碧霞祠",
            "玉皇顶",
            "松间云",
            "石刻",
            "下山路",
        ],
    ),
    (
        "html/2024-05/13/c_1187.htm",
        "孔府家宴非遗技艺展示",
        4,
        "2024-05-13 12:00",
        ["孔府菜", "刀工", "面点", "宴席"],
    ),
]


def gallery(
    order: int, page: str, title: str, n: int, when: str, titles: list[str]
) -> tuple[str, dict]:
    imgs = [f"pics/dyg{order}-{i:02d}-1600x1200.png" for i in range(1, n + 1)]
    texts = captions(f"dongyue{order}", n, 3, "（东岳网记者 {}）")
    cells = "\n".join(
        f'<li class="dy_cell"><a href="javascript:void(0)" data-large="{rel(page, im)}" '
        f'data-title="{t}" data-caption="{x}"><img src="'
        f'{rel(page, im.replace("-1600x1200", "s-200x150"))}" alt="{t}"></a></li>'
        for im, t, x in zip(imgs, titles, texts, strict=True)
    )
    recs = "".join(
        f'<a href="{rel(page, SITE.trap(f"hot-{i}", t))}">{t}</a>'
        for i, t in enumerate(["曲阜三孔夜游", "黄河入海口", "蓬莱阁"], 1)
    )
    main = f"""<h1 class="dy_title">{title}</h1>{meta(SITE, when)}
<p class="dy_intro">{title}。共{n}张，点击缩略图查看大图。</p>
<ul class="dy_grid">{cells}</ul>
<div class="dy_box" id="dyBox" data-rec="{recs.replace('"', "&quot;")}"><div class="dy_box_in">
 <img class="dy_box_img" src="" alt=""><a href="javascript:void(0)" class="photoPrev"></a>
 <a href="javascript:void(0)" class="photoNext"></a>
 <div class="dy_box_txt"><h4 class="dy_lb_title"></h4><p class="dy_lb_text"></p></div>
 <span class="dy_box_tip">已是最后一张</span><a class="dy_box_close" href="javascript:void(0)">×</a>
</div></div>
<p class="dy_next_set"><a href="{rel(page, SITE.trap("next-album", "下一图集"))}">
 下一图集 &gt;&gt;</a></p>"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/dy.css",),
        js=("js/dy_box.js",),
    )
    caps = [f"{t}\n{x}" for t, x in zip(titles, texts, strict=True)]
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            False,
            data_timing="inline",
            motion="instant",
            late_panel="recommend_panel",
            captions="title_and_text",
            viewer="lightbox",
            control="a_void_class",
        ),
        "oracle": {
            "open": ".dy_grid a",
            "next": ".dy_box .photoNext",
            "action": "click",
            "picture": ".dy_box_img",
            "caption": ".dy_lb_title, .dy_lb_text",
            "end": "stop",
        },
    }
    return page, truth


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "html/2024-05/14/c_1203.htm"
    pages[art] = plain_article(
        SITE,
        art,
        "泰安启动新一轮山林防火专项行动",
        "2024-05-14 15:10",
        ("泰安", "森林防火"),
        ("dyfig-01", "护林员在山间巡查。（东岳网记者 刘洋）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "static thumbnail grid with data-large/data-title/data-caption, "
        "own viewer with instant swap, title + text, a.photoNext javascript:void(0), → "
        "key, stops at the end with a tip; 热门推荐 panel injected under the viewer's "
        "text after picture 2; plain article with a figure",
        {},
    )
