"""三秦晚讯 (sanqin, round 2): a CMS gallery with one picture per page: ``35218.htm`` shows
picture 1, ``35218_2.htm`` picture 2 and so on; the next control is the pager's
``<a href="35218_3.htm" class="sq_nxt">下一页</a>`` (the picture itself links there too),
with page numbers, a thumbnail strip linking to every page and the → / ← keys. On the last
page 下一页 is a ``javascript:;`` link marked ``disabled`` and the picture links to the next
gallery (a trap). A 热门推荐 猜你喜欢 box fills 0.5 s after load on every page after the
first; 下一图集, 相关图集 and a ticker are decoys. ``abbr`` class names, sidebar on the left."""

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
    ticker_html,
    write_site,
)
from texts import captions

SITE = Site(
    "sanqin",
    "三秦晚讯",
    "www.sanqinwanxun.com",
    "#37474f",
    "abbr",
    "sqwx",
    width=990,
    side_left=True,
    nav=["首页", "陕西", "西安", "图片", "秦岭", "文博", "体育"],
)
GALLERIES = [
    ("photo/2024/0603/35218", "大雁塔北广场音乐喷泉之夜", 8, "2024-06-03 21:10"),
    ("news/2024/0604/35260", "秦岭深处的朱鹮保护站", 6, "2024-06-04 10:05"),
]


def page_name(stem: str, i: int) -> str:
    """Picture ``i`` (from 1) lives on ``stem.htm`` (1) or ``stem_i.htm``."""
    return f"{stem}.htm" if i == 1 else f"{stem}_{i}.htm"


def one_page(
    stem: str, i: int, n: int, title: str, when: str, img: str, cap: str, imgs: list[str]
) -> str:
    page = page_name(stem, i)
    base = stem.rsplit("/", 1)[1]
    local = [page_name(base, k) for k in range(1, n + 1)]  # links within the folder
    nxt_set = rel(page, SITE.trap("next-album", "下一图集"))
    pic_link = local[i] if i < n else nxt_set  # the last picture links to the next gallery
    nums = "".join(
        f'<span class="cur">{k}</span>' if k == i else f'<a href="{local[k - 1]}">{k}</a>'
        for k in range(1, n + 1)
    )
    prev = (
        f'<a href="{local[i - 2]}" class="sq_pre">上一页</a>'
        if i > 1
        else '<span class="sq_pre">上一页</span>'
    )
    nxt = (
        f'<a href="{local[i]}" class="sq_nxt">下一页</a>'
        if i < n
        else '<a href="javascript:;" class="sq_nxt disabled" title="已是最后一页">下一页</a>'
    )
    thumbs = "".join(
        f'<li{" class=on" if k == i else ""}><a href="{local[k - 1]}"><img src="'
        f'{rel(page, im.replace("-1200x800", "t-96x64"))}" alt=""></a></li>'
        for k, im in enumerate(imgs, 1)
    )
    hot = "".join(
        f'<a href="{rel(page, SITE.trap(f"hot-{k}", t))}">{t}</a>'
        for k, t in enumerate(["兵马俑新展厅开放", "华山云海", "回民街夜市", "汉中油菜花"], 1)
    )
    rec = (
        f'<div class="sq_rec" data-html="{hot.replace(chr(34), "&quot;")}"></div>' if i > 1 else ""
    )
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "三秦晚讯")}
{ticker_html(SITE, page, "sq_ticker")}
<div id="sq_photo">
 <div class="sq_pic"><a href="{pic_link}" title="点击浏览下一张"><img id="sq_big" src="{
        rel(page, img)
    }" alt="{title}"></a></div>
 <div class="sq_info"><span class="sq_num"><b>{i}</b>/{n}</span><p class="sq_cap">{cap}</p></div>
 <div id="sq_pages">{prev}{nums}{nxt}</div>
 <ul class="sq_thumbs">{thumbs}</ul>
 {rec}
 <div class="sq_set"><a href="{nxt_set}">下一图集：华清宫初夏</a></div>
</div>"""
    return shell(
        SITE,
        page,
        title=title if i == 1 else f"{title}({i})",
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/sq_photo.css",),
        js=("js/sq_page.js",),
    )


def gallery(order: int, stem: str, title: str, n: int, when: str) -> tuple[str, dict]:
    imgs = [f"pics/sqg{order}-{i:02d}-1200x800.png" for i in range(1, n + 1)]
    caps = captions(f"sanqin{order}", n, 2, "（三秦晚讯记者 {} 摄）")
    for i in range(1, n + 1):
        SITE.files[page_name(stem, i)] = one_page(
            stem, i, n, title, when, imgs[i - 1], caps[i - 1], imgs
        )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "pages": n,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="per_page",
            motion="instant",
            late_panel="recommend_panel",
            captions="plain",
            viewer="none",
            control="a_href_page",
            caption_height="steady",
            viewer_reveal="none",
            picture_source="img_src",
            paging="page_per_picture",
        ),
        "oracle": {
            "open": None,
            "next": "#sq_pages .sq_nxt",
            "action": "click",
            "navigates": True,
            "picture": "#sq_big",
            "caption": ".sq_cap",
            "end": "disabled",
        },
    }
    return page_name(stem, 1), truth


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "news/2024/0605/35297.htm"
    pages[art] = plain_article(
        SITE,
        art,
        "西安地铁新线路进入试运行阶段",
        "2024-06-05 16:40",
        ("西安", "轨道交通建设"),
        ("sqfig-01", "试运行列车驶入车站。（三秦晚讯记者 孙锐 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "one picture per page (stem.htm, stem_2.htm, …): the pager's a.sq_nxt 下一页 links to "
        "the next picture's page (the picture too), page numbers, thumbnails linking to every "
        "page, ←/→ keys; on the last page 下一页 is javascript:; with class disabled and the "
        "picture links to the next gallery (a trap); 热门推荐 猜你喜欢 filled 0.5 s after load "
        "on pages 2+; ticker, 下一图集, 相关图集",
        {},
        round_=2,
    )
