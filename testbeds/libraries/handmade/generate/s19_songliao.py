"""松辽网 (songliao, round 3): an old CMS whose pages are GBK bytes, declared only in
``<meta charset="gbk">`` (the server sends ``Content-Type: text/html`` without a charset,
through ``routes.json``). The slide data is an inline ``var G_PIC = [[…], …]`` in the page and
the first picture is in the markup. The picture itself is the only control: a click handler
on the ``<img>`` reads ``offsetX`` — the right half shows the next picture, the left half the
previous one; ``cursor: pointer`` and a ``title`` (下一张 / 上一张) that follows the mouse. The
new picture slides in over 1.2 s (a CSS transition on the picture). On the last picture a click
on the right half only shows 已经是最后一张了. One empty caption; 幻灯播放 starts autoplay; a
热门推荐 猜你喜欢 box fills once picture 2 is shown; 下一图集, 相关图集, a ticker. Its second
article embeds the same viewer (5 pictures) between prose paragraphs. pinyin class names."""

from __future__ import annotations

import json

from common import (
    ROOT,
    Site,
    article_main,
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
from texts import captions, prose

SITE = Site(
    "songliao",
    "松辽网",
    "www.songliaowang.com.cn",
    "#6a1b9a",
    "pinyin",
    "sl",
    width=980,
    nav=["首页", "吉林", "长春", "图片", "冰雪", "汽车", "农业", "教育"],
)
GALLERIES = [
    ("tupian/2024-06/17/content_5562318.htm", "查干湖畔初夏渔歌", 8, "2024-06-17 10:20", (4,)),
    ("xinwen/2024-06/18/content_5562410.htm", "长春电影节开幕之夜", 11, "2024-06-18 21:35", ()),
]
ROUND3 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_src",
    "paging": "one_page",
    "dom_scope": "document",
    "address": "none",
    "rendering": "patch",
    "layout": "one_at_a_time",
    "charset": "gbk_meta_only",
}


def viewer(page: str, box_id: str, cls: str, imgs: list[str], caps: list[str], var: str) -> str:
    """The viewer's markup (first picture in place) and its inline data."""
    data = [[rel(page, im), c] for im, c in zip(imgs, caps, strict=True)]
    return f"""<div class="{cls}" id="{box_id}">
 <div class="pic_kuang"><img class="da_tu" src="{rel(page, imgs[0])}" alt=""
  title="点击图片右侧看下一张，左侧看上一张"><div class="pic_tishi">已经是最后一张了</div></div>
 <div class="pic_shuoming"><span class="pic_ye"><em>1</em>/{len(imgs)}</span>
  <p class="pic_wenzi">{caps[0]}</p></div>
</div>
<script type="text/javascript">var {var} = {json.dumps(data, ensure_ascii=False)};</script>"""


def oracle(box: str) -> dict:
    return {
        "open": None,
        "next": f"#{box} .da_tu",
        "action": "click",
        "click_at": [0.75, 0.5],
        "picture": f"#{box} .da_tu",
        "caption": f"#{box} .pic_wenzi",
        "end": "stop",
    }


def gallery(
    order: int, page: str, title: str, n: int, when: str, empty: tuple[int, ...]
) -> tuple[str, dict]:
    imgs = [f"pics/slg{order}-{i:02d}-1024x683.png" for i in range(1, n + 1)]
    caps = [
        "" if i in empty else c
        for i, c in enumerate(captions(f"songliao{order}", n, 4, "（松辽网记者 {} 摄）"))
    ]
    hot = "".join(
        f'<a href="{rel(page, SITE.trap(f"hot-{k}", t))}">{t}</a>'
        for k, t in enumerate(["长白山天池", "净月潭森林", "雾凇岛"], 1)
    )
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "松辽网图片频道")}
{ticker_html(SITE, page, "sl_gundong")}
{viewer(page, "PicView", "pic_view", imgs, caps, "G_PIC")}
<div class="pic_gongju"><a href="javascript:void(0)" class="pic_bofang">幻灯播放</a>
 <a href="{nxt}" class="pic_xiayizu">下一图集</a></div>
<div class="pic_tuijian" data-html="{hot.replace('"', "&quot;")}"></div>
<script type="text/javascript">slPicView('PicView', G_PIC, {{play: 'pic_bofang',
 rec: 'pic_tuijian'}});</script>"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/sl_pic.css",),
        head=f'<script type="text/javascript" src="{rel(page, "js/sl_pic.js")}"></script>',
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="inline",
            motion="css_long",
            late_panel="recommend_panel",
            captions="with_empty" if empty else "plain",
            viewer="none",
            control="picture_half",
            **ROUND3,
        ),
        "oracle": oracle("PicView"),
    }
    return page, truth


def embedded() -> tuple[str, dict]:
    page = "xinwen/2024-06/19/content_5562477.htm"
    title = "一汽新能源工厂迎来满产"
    paras = prose("songliao-embed", "长春", "汽车产业转型升级", 7)
    imgs = [f"pics/sle-{i:02d}-1024x683.png" for i in range(1, 6)]
    caps = captions("songliao-embed", 5, 2, "（松辽网记者 {} 摄）")
    show = (
        viewer(page, "ArtPic", "pic_view wen_zutu", imgs, caps, "G_ART_PIC")
        + "\n<script type=\"text/javascript\">slPicView('ArtPic', G_ART_PIC, {});</script>"
    )
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="新闻",
        main=article_main(SITE, title, "2024-06-19 14:15", paras, show),
        side=related(SITE, page, "rel", 3, "热门推荐"),
        css=("css/sl_pic.css",),
        head=f'<script type="text/javascript" src="{rel(page, "js/sl_pic.js")}"></script>',
    )
    return page, {
        "kind": "article",
        "title": title,
        "text": "\n".join(paras),
        "pages": 1,
        "axes": {
            "article": "embedded_slideshow",
            "picture_source": "img_src",
            "control": "picture_half",
            "charset": "gbk_meta_only",
        },
        "slides": slides(imgs, caps),
        "oracle": oracle("ArtPic"),
    }


def to_gbk(path: str) -> None:
    """Rewrite a written page as GBK bytes declared only by ``<meta charset="gbk">``."""
    out = ROOT / SITE.slug / path
    text = out.read_text("utf-8")
    assert '<meta charset="utf-8">' in text
    text = text.replace('<meta charset="utf-8">', '<meta charset="gbk">').replace("©", "&copy;")
    out.write_bytes(text.encode("gbk"))


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "xinwen/2024-06/19/content_5562455.htm"
    pages[art] = plain_article(
        SITE,
        art,
        "长春市启动老旧小区供热管网改造",
        "2024-06-19 08:40",
        ("长春", "供热管网改造"),
        ("slfig-01", "施工人员更换供热管道。（松辽网记者 孙锐 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    key, truth = embedded()
    pages[key] = truth
    for t in pages.values():
        t["axes"].setdefault("charset", "gbk_meta_only")
    write_site(
        SITE,
        pages,
        "every page is GBK bytes declared only by <meta charset=gbk> (no charset in the HTTP "
        "Content-Type, set through routes.json); inline var G_PIC data, first picture in the "
        "markup; the picture is the only control: a click handler reads offsetX, right half "
        "next, left half previous, cursor pointer and a title following the mouse; 1.2 s CSS "
        "slide-in of the picture; on the last picture the right half shows 已经是最后一张了; "
        "one empty caption; 幻灯播放, 热门推荐 猜你喜欢 once picture 2 is shown, ticker, "
        "下一图集, 相关图集; an article embedding the same viewer between paragraphs",
        {page: {"type": "text/html"} for page in pages},
        round_=3,
    )
    for page in pages:
        to_gbk(page)
