"""湘江观察 (xiangjiang, round 3): the slide data comes as JSONP: after ``load`` a loader
appends ``<script src="…/api/album/88231.js?callback=cb_88231">``, answered 1.0–1.2 s late,
which calls the global ``cb_88231({...})``. A small virtual-DOM style view then renders the
whole gallery box from its state with ``innerHTML`` on every step (no element survives a
step; hashed class names such as ``_9dq1x``, scoped ``data-v-…`` attributes; clicks are
delegated to the mount point). Each step sets ``location.hash`` to ``#p=k``; opening
``…htm#p=k`` directly shows picture k. Title and text per picture (one picture has neither),
credits （记者 … 摄） inside the text; SVG arrow buttons, the next one ``disabled`` on the last
picture; 自动播放, a thumbnail strip of the gallery itself, a 热门推荐 猜你喜欢 panel rendered
once picture 2 has been shown; 下一图集, 相关图集, a ticker. Hashed shell class names."""

from __future__ import annotations

import json

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
    "xiangjiang",
    "湘江观察",
    "www.xiangjiangguancha.cn",
    "#00796b",
    "hash",
    "xj",
    width=1000,
    nav=["首页", "湖南", "长沙", "图片", "湘江", "财经", "文娱"],
)
GALLERIES = [
    (
        "photo/2024/06/12/content_88231.htm",
        "橘子洲头龙舟竞渡",
        9,
        "2024-06-12 11:30",
        1.0,
        ["鸣锣开赛", "奋力划桨", "齐头并进", "鼓手", "岸边观众", "冲线", "颁奖", "合影", "夜色"],
        (),
    ),
    (
        "hn/2024/06/13/content_88302.htm",
        "湘西古镇的夏日清晨",
        6,
        "2024-06-13 07:50",
        1.2,
        ["吊脚楼", "沱江", "早点摊", "", "石板街", "渡船"],
        (3,),
    ),
]
#: the view's hashed class names (as a CSS-in-JS build emits them; see js/xj-view.js)
CX = {
    "img": "_9dq1x",
    "title": "_7hbn4",
    "text": "_2mzp8",
    "next": "_5vc0r",
}


def gallery(
    order: int,
    page: str,
    title: str,
    n: int,
    when: str,
    delay: float,
    titles: list[str],
    empty: tuple[int, ...],
) -> tuple[str, dict, dict]:
    album = int(page.rsplit("_", 1)[1].split(".")[0])
    imgs = [f"pics/xjg{order}-{i:02d}-1200x800.png" for i in range(1, n + 1)]
    texts = [
        "" if i in empty else t
        for i, t in enumerate(captions(f"xiangjiang{order}", n, 3, "（记者 {} 摄）"))
    ]
    api = f"api/album/{album}.js"
    cb = f"cb_{album}"
    data = {
        "status": 1,
        "data": {
            "aid": album,
            "name": title,
            "items": [
                {
                    "big": rel(page, im),
                    "small": rel(page, im.replace("-1200x800", "s-160x107")),
                    "t": t,
                    "d": x,
                }
                for im, t, x in zip(imgs, titles, texts, strict=True)
            ],
        },
    }
    SITE.files[api] = (
        f"/**/ typeof {cb} === 'function' && {cb}(" + json.dumps(data, ensure_ascii=False) + ");\n"
    )
    recs = "".join(
        f'<a href="{rel(page, SITE.trap(f"hot-{i}", t))}">{t}</a>'
        for i, t in enumerate(["岳麓山云海", "长沙夜景", "张家界天门山"], 1)
    )
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "湘江观察")}
{ticker_html(SITE, page, "xj-tk")}
<div id="xj-app" data-rec="{recs.replace('"', "&quot;")}"><div class="_ld">图集加载中……</div></div>
<div class="xj-set"><a href="{nxt}">下一图集 ›</a></div>
<script>
window.{cb} = function (res) {{
  if (res && res.status === 1) window.XJView.mount('xj-app', res.data);
}};
window.addEventListener('load', function () {{
  var s = document.createElement('script');
  s.src = '{rel(page, api)}?callback={cb}';
  document.body.appendChild(s);
}});
</script>"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/xj-view.css",),
        js=("js/xj-view.js",),
    )
    caps = [f"{t}\n{x}" if t or x else "" for t, x in zip(titles, texts, strict=True)]
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": {
            **axes(
                order == 1,
                data_timing="late_jsonp",
                motion="instant",
                late_panel="recommend_panel",
                captions="title_and_text",
                viewer="none",
                control="button_svg",
                caption_height="steady",
                viewer_reveal="none",
                picture_source="img_src",
                paging="one_page",
                dom_scope="document",
                address="hash_fragment",
                rendering="full_rerender",
                layout="one_at_a_time",
                charset="utf8",
            ),
            "control_created": "after_data",
        },
        "oracle": {
            "open": None,
            "next": f"#xj-app .{CX['next']}",
            "action": "click",
            "picture": f"#xj-app .{CX['img']}",
            "caption": f"#xj-app .{CX['title']}, #xj-app .{CX['text']}",
            "address": "#p={n}",
            "end": "disabled",
        },
    }
    return page, truth, {api: {"delay": delay}}


def build() -> None:
    pages, routes = {}, {}
    for i, g in enumerate(GALLERIES, 1):
        key, truth, route = gallery(i, *g)
        pages[key] = truth
        routes.update(route)
    art = "hn/2024/06/14/content_88350.htm"
    pages[art] = plain_article(
        SITE,
        art,
        "长沙地铁六号线东延段开通运营",
        "2024-06-14 09:00",
        ("长沙", "轨道交通建设"),
        side=related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "JSONP: after load a <script src=api/album/<id>.js?callback=cb_<id>> is appended, "
        "answered 1.0-1.2 s late, calling the global cb_<id>; a virtual-DOM style view "
        "re-renders the whole box with innerHTML on every step (hashed class names, data-v "
        "attributes, delegated clicks; nothing survives a step); each step sets location.hash "
        "#p=k and #p=k opened directly shows picture k; title + text (one picture has neither), "
        "credits （记者 … 摄） in the text; SVG arrow buttons, next disabled on the last picture; "
        "自动播放, own thumbnail strip, 热门推荐 猜你喜欢 once picture 2 is shown; ticker, "
        "下一图集, 相关图集",
        routes,
        round_=3,
    )
