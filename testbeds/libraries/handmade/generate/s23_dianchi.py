"""滇池晚报网 (dianchi, round 4): an old TRS-style CMS gallery with one picture per page:
``12345.html`` shows picture 1, ``12345_2.html`` picture 2 … ``12345_N.html`` picture N, each a
whole portal page. The pager is not in the markup: an inline
``<script>createPageHTML(8, 1, "12345", "html");</script>`` writes it with
``document.write`` while the page is parsed (``js/dc_page.js`` in ``<head>``): 共N张, 上一张,
page numbers, ``<a class="NextPic">下一张</a>`` and a ``<select>`` jump menu (第1张 … 第N张,
``onchange`` sets ``location.href``). On the last page 下一张 (and the picture's own link) lead
back to the first page. The counter is drawn with digit pictures (``pics/dcnum3-14x22.png``);
the photographer is in its own line under the caption (摄影：…), given as the slide's
``credit``. An ad box fills 2 s after load; share links, 下一图集, 相关图集 and a ticker are
decoys. Legacy (TitleCase) shell class names."""

from __future__ import annotations

from common import (
    Site,
    ad_html,
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
from texts import CAMERA, captions

SITE = Site(
    "dianchi",
    "滇池晚报网",
    "www.dianchiwanbao.cn",
    "#2e7d32",
    "legacy",
    "dc",
    width=1000,
    nav=["首页", "云南", "昆明", "图片", "春城", "民族", "旅游", "体育"],
)
GALLERIES = [
    ("photo/2024/0625/12345", "滇池湿地迎来海鸥观测季", 8, "2024-06-25 09:40", (), (1, 4, 6)),
    ("yunnan/2024/0626/12377", "普洱古茶园里的采茶人", 5, "2024-06-26 15:20", (2,), (0, 3)),
]


def page_name(stem: str, i: int) -> str:
    """Picture ``i`` (from 1) lives on ``stem.html`` (1) or ``stem_i.html``."""
    return f"{stem}.html" if i == 1 else f"{stem}_{i}.html"


def digits(page: str, number: int) -> str:
    """A number drawn with digit pictures."""
    return "".join(
        f'<img src="{rel(page, f"pics/dcnum{d}-14x22.png")}" alt="{d}" width="14" height="22">'
        for d in str(number)
    )


def share_bar(page: str) -> str:
    links = "".join(
        f'<a href="{rel(page, SITE.trap(f"share-{k}", f"分享到{t}"))}">{t}</a>'
        for k, t in (("weibo", "新浪微博"), ("weixin", "微信"), ("qzone", "QQ空间"))
    )
    return f'<div class="ShareBar">分享到：{links}</div>'


def one_page(
    stem: str, i: int, n: int, title: str, when: str, img: str, cap: str, credit: str
) -> str:
    page = page_name(stem, i)
    base = stem.rsplit("/", 1)[1]
    pic_link = page_name(base, i + 1 if i < n else 1)  # the last picture leads back to 1
    nxt_set = rel(page, SITE.trap("next-album", "下一图集"))
    author = f'<div class="PicAuthor">摄影：{credit}</div>' if credit else ""
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "滇池晚报")}
{ticker_html(SITE, page, "DcTicker")}
<div class="PhotoBox" id="PhotoBox">
 <div class="PicArea"><a href="{pic_link}" class="PicLink" title="点击图片进入下一张">
  <img id="dcBigPic"
  src="{rel(page, img)}" alt="{title}"></a></div>
 <div class="PicNum">{digits(page, i)}<i>/</i>{digits(page, n)}</div>
 <div class="PicText">{cap}</div>
 {author}
 <div class="PageBox"><script type="text/javascript">
  createPageHTML({n}, {i - 1}, "{base}", "html");</script></div>
</div>
{share_bar(page)}
<div class="NextAlbum">下一图集：<a href="{nxt_set}">抚仙湖畔油菜花开</a></div>
{ad_html("DcAd")}"""
    return shell(
        SITE,
        page,
        title=title if i == 1 else f"{title}({i})",
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/dc_photo.css",),
        head=f'<script type="text/javascript" src="{rel(page, "js/dc_page.js")}"></script>',
    )


def gallery(
    order: int,
    stem: str,
    title: str,
    n: int,
    when: str,
    empty: tuple[int, ...],
    credited: tuple[int, ...],
) -> tuple[str, dict]:
    imgs = [f"pics/dcg{order}-{i:02d}-1000x667.png" for i in range(1, n + 1)]
    caps = ["" if i in empty else c for i, c in enumerate(captions(f"dianchi{order}", n, 0))]
    credits = [CAMERA[(order * 5 + i) % len(CAMERA)] if i in credited else "" for i in range(n)]
    for i in range(1, n + 1):
        SITE.files[page_name(stem, i)] = one_page(
            stem, i, n, title, when, imgs[i - 1], caps[i - 1], credits[i - 1]
        )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "pages": n,
        "slides": slides(imgs, caps, credit=credits),
        "axes": {
            **axes(
                order == 1,
                data_timing="per_page",
                motion="instant",
                late_panel="ad_box",
                captions="with_empty" if empty else "plain",
                viewer="none",
                control="a_href_page",
                caption_height="steady",
                viewer_reveal="none",
                picture_source="img_src",
                paging="page_per_picture",
                dom_scope="document",
                address="none",
                rendering="patch",
                layout="one_at_a_time",
                charset="utf8",
                press_events="click",
                jump_menu="select",
                counter="image_digits",
                mask="none",
            ),
            "control_created": "document_write",
        },
        "oracle": {
            "open": None,
            "next": ".PageNav a.NextPic",
            "action": "click",
            "navigates": True,
            "picture": "#dcBigPic",
            "caption": ".PicText",
            "credit": ".PicAuthor",
            "end": "wrap",
        },
    }
    return page_name(stem, 1), truth


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "yunnan/2024/0627/12390.html"
    pages[art] = plain_article(
        SITE,
        art,
        "昆明新增五条公交微循环线路",
        "2024-06-27 08:15",
        ("昆明", "公交线网优化"),
        ("dcfig-01", "市民在新设站点候车。（滇池晚报记者 杨帆 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "one picture per page (12345.html, 12345_2.html … 12345_N.html), each a whole page; "
        "the pager is written by document.write while parsing (inline createPageHTML(n, i, "
        "stem, 'html') from js/dc_page.js, TRS style): 共N张, 上一张, page numbers, "
        "a.NextPic 下一张 and a <select> jump menu 第N张 (onchange sets location.href); the "
        "picture links to the next page too; on the last page both lead back to page 1; "
        "counter drawn with digit pictures; photographer in its own line (摄影：…) given as "
        "credit; ad box after 2 s, share links, 下一图集, 相关图集, ticker",
        {},
        round_=4,
    )
