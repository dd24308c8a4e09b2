"""长白山在线 (changbai, round 9): a desktop gallery pre-rendered in the page as sent, at a URL
with no picture word (``group-663128.shtml``). Every picture is in the HTML already, one
``<li class="pic-item">`` each with its ``<img src>``, a ``<a name="N">`` anchor and its
``<p class="pic-txt">`` caption; only the first is shown, the others are hidden by a class
(``pic-item hide``, gallery 1) or an inline style (``style="display:none"``, gallery 2). The
controls are plain anchor links, ``<a class="pic-prev" href="#…">上一张</a>`` and ``<a
class="pic-next" href="#2">下一张</a>``, laid as transparent zones over the left and right of
the picture (their text hidden, a cursor picture); ``js/cb_pic.js`` (ES3, an old CMS's object)
shows picture N when ``location.hash`` is ``#N`` (``hashchange``, and on load: a page opened at
``#4`` shows picture 4), rewrites both links and marks them ``disabled`` at either end (→ / ←
step the hash too). The page's text is short: a one-line intro and short captions, under 300
characters in all, so that a reader of the bytes alone sees a short article with pictures.
An ad box fills 2 s after load; a ticker, 相关图集, 分享 and the nav and footer are traps.
Old-style shell class names."""

from __future__ import annotations

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
    "changbai",
    "长白山在线",
    "www.changbaishan.net.cn",
    "#2b5d8c",
    "legacy",
    "cb",
    width=1000,
    nav=["首页", "新闻", "延边", "图片", "旅游", "冰雪", "朝鲜族", "视频"],
)
CAPS = {
    1: [
        "长白山北景区迎来今冬首场大雪。",
        "雪后的天池银装素裹。（摄影：金松）",
        "游客在长白山瀑布前合影。",
        "聚龙温泉边雾气蒸腾。",
        "滑雪爱好者在雪场驰骋。",
        "雪地里的美人松亭亭玉立。",
        "二道白河镇的雪屋民宿。",
        "夜幕下的小镇灯火温暖。（摄影：金松）",
    ],
    2: [
        "延吉市民在早市选购泡菜。",
        "摊主现场制作打糕。",
        "",
        "米肠和明太鱼是早市的畅销货。",
        "外地游客排队品尝冷面。（记者 朴文 摄）",
        "早市一直热闹到上午九点。",
    ],
}
#: (page, title, time, intro, hidden by: "class" or "style")
GALLERIES = [
    (
        "news/2024/1112/group-663128.shtml",
        "长白山迎来今冬首场大雪",
        "2024-11-12 10:20",
        "11月11日，长白山迎来大范围降雪，景区内一片银装素裹。",
        "class",
    ),
    (
        "shehui/2024/1113/group-663204.shtml",
        "延吉早市烟火气",
        "2024-11-13 08:45",
        "延吉水上市场的早市人气旺，吸引不少外地游客。",
        "style",
    ),
]
PLAIN = [
    "记者11月14日从吉林省长白山保护开发区获悉，今冬长白山滑雪季将于本月下旬开板，区内各滑雪场"
    "新增多条初级雪道和儿童戏雪区，方便初学者和亲子家庭体验冰雪运动。",
    "长白山是我国重要的冰雪旅游目的地，雪期长、雪质好。近年来，随着冰雪运动的普及，越来越多的"
    "南方游客冬天专程来长白山滑雪、泡温泉、看雾凇。",
    "为了迎接滑雪季，各滑雪场已经完成了索道检修和造雪设备调试，并对教练员和救护人员进行了培训。"
    "二道白河镇上的民宿和酒店也推出了滑雪加住宿的优惠套餐。",
    "保护开发区有关负责人提醒，滑雪时要根据自己的水平选择雪道，佩戴好头盔等护具，初学者最好在"
    "教练指导下练习。雪季山区气温低，游客要注意防寒保暖。",
    "据介绍，今年长白山还将举办冰雪嘉年华、雪地摩托体验等活动，进一步丰富冬季旅游产品。",
]


def stage(page: str, imgs: list[str], caps: list[str], hidden_by: str) -> str:
    n = len(imgs)
    items = []
    for k, (im, c) in enumerate(zip(imgs, caps, strict=True), 1):
        if k == 1:
            attrs = 'class="pic-item current"'
        elif hidden_by == "class":
            attrs = 'class="pic-item hide"'
        else:
            attrs = 'class="pic-item" style="display:none"'
        items.append(
            f'<li {attrs}><a name="{k}"></a><img src="{rel(page, im)}" alt="">'
            f'<p class="pic-txt">{c}</p></li>'
        )
    return f"""<div class="pic-box" id="picBox">
<div class="pic-stage">
<ul class="pic-list">
{chr(10).join(items)}
</ul>
<a class="pic-prev disabled" href="javascript:void(0)" title="上一张">上一张</a>
<a class="pic-next" href="#2" title="下一张">下一张</a>
</div>
<div class="pic-bar"><span class="pic-num"><em>1</em>/{n}</span></div>
</div>"""


def gallery(
    order: int, page: str, title: str, when: str, intro: str, hidden_by: str
) -> tuple[str, dict]:
    caps = CAPS[order]
    n = len(caps)
    imgs = [f"pics/cbg{order}-{i:02d}-960x640.png" for i in range(1, n + 1)]
    text = intro + "".join(caps)
    assert len(text) < 300, len(text)  # a short article to a reader of the bytes
    share = "".join(
        f'<a href="{rel(page, SITE.trap(f"share-{k}", t))}">{t}</a>'
        for k, t in (("weibo", "微博"), ("weixin", "微信"))
    )
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "长白山在线")}
<p class="pic-intro">{intro}</p>
{stage(page, imgs, caps, hidden_by)}
<div class="pic-share">分享到：{share}</div>
<div class="pic-rel">{related(SITE, page, "rel", 4)}</div>"""
    side = ticker_html(SITE, page, "cb-kuaixun") + ad_html("cb-guanggao")
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=side,
        css=("css/cb_pic.css",),
        js=("js/cb_pic.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            False,
            data_timing="inline",
            motion="fade",
            late_panel="ad_box",
            captions="with_empty" if "" in caps else "plain",
            viewer="none",
            control="a_hash_link",
        )
        | round9_axes(
            address="hash_bare",
            rendering="class_swap",
            caption_scope="per_slide",
            triggers="several",
            prerendered_scroller="yes",
        )
        | {"hidden_by": hidden_by},
        "oracle": {
            "next": "#picBox a.pic-next",
            "action": "click",
            "served": True,
            "address": "#{n}",
            "picture": "#picBox li.current img",
            "caption": "#picBox li.current .pic-txt",
            "end": "disabled",
        },
    }
    return page, truth


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "news/2024/1114/663250.shtml"
    pages[art] = written_article(
        SITE,
        art,
        "长白山滑雪季本月下旬开板 新增初级雪道和儿童戏雪区",
        "2024-11-14 09:10",
        PLAIN,
        ("cbfig-01", "长白山一处滑雪场正在造雪。（长白山在线记者 金松 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "desktop gallery pre-rendered in the HTML as sent at a URL with no picture word "
        "(group-663128.shtml): every picture is an <li class=pic-item> with its <img src>, a "
        "<a name=N> anchor and its <p class=pic-txt> caption, the first shown, the others "
        "hidden by a class (pic-item hide) or an inline style (display:none); the controls are "
        "plain anchor links a.pic-prev / a.pic-next (href=#N, text hidden, transparent zones "
        "over the picture's sides); js/cb_pic.js (ES3) shows picture N when location.hash is "
        "#N (hashchange and on load), rewrites both links, marks them disabled at the ends; "
        "under 300 characters of text (a one-line intro and short captions); ad box 2 s after "
        "load; ticker, 相关图集, 分享, nav and footer are traps",
        {},
        round_=9,
        held_out=held_out(SITE.slug),
        extra={"mechanisms": ["prerendered_scroller"]},
    )
