"""赣鄱手机报 (ganpo, round 4): a mobile (m.) site in a 640 px column whose gallery reacts only
to pointer input: the arrows are ``<div role="button">`` with an SVG chevron and listen to
``pointerdown`` / ``pointerup`` only (``touchstart`` / ``touchend`` where there are no pointer
events); there is no ``click`` handler anywhere, so ``element.click()`` does nothing. A swipe
(pointer drag) on the picture pages too. The slides are in the markup, each a
``<picture><source data-srcset="…-1080x720.png 1080w, …-540x360.png 540w" sizes=…>`` with a
1×1 GIF in the ``<img>``; the shown slide and the next one get ``srcset`` copied from
``data-srcset`` (the browser picks the 1080w picture for the 640 px column). The track slides
in 0.35 s; past the last picture a 已经是最后一张了 toast shows and nothing moves. The script is
an ES module (``<script type="module">``) importing a lazy-loading helper. Caption in a
sibling ``<p>`` filled from the slide's ``data-desc``. A fixed 打开APP bar slides up 1.5 s
after load; 下载客户端 看高清原图, share, 下一图集, 相关图集 and a ticker are decoys. CSS-module
shell class names."""

from __future__ import annotations

from html import escape

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
    "ganpo",
    "赣鄱手机报",
    "m.ganposhouji.cn",
    "#ef6c00",
    "module",
    "gp",
    width=640,
    nav=["首页", "江西", "南昌", "图片", "视频", "红色"],
)
GALLERIES = [
    ("m/tuji/20240628/77001.html", "庐山云海翻涌如画", 7, "2024-06-28 07:30", (5,)),
    ("m/news/20240629/77045.html", "景德镇陶溪川的夜市", 5, "2024-06-29 20:10", ()),
]
BLANK = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
#: the gallery's CSS-module class names (see js/gp-swipe.js and css/gp-swipe.css)
CX = {
    "box": "Swipe_gallery__h3k9q",
    "viewport": "Swipe_viewport__p0a1c",
    "track": "Swipe_track__t7q2x",
    "slide": "Swipe_slide__k2m4z",
    "img": "Swipe_img__f5d1e",
    "prev": "Swipe_prev__a8c2m",
    "next": "Swipe_next__x7w3b",
    "toast": "Swipe_toast__q1v6s",
    "info": "Swipe_info__m2e7w",
    "num": "Swipe_num__z9k3p",
    "desc": "Swipe_desc__r5n8d",
    "app": "Swipe_app__c4h8j",
}
CHEVRON = (
    '<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><path d="{d}" '
    'fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg>'
)


def app_bar(page: str) -> str:
    """The 打开APP bar, fixed at the bottom, sliding up 1.5 s after load."""
    app = rel(page, SITE.trap("app", "下载赣鄱手机报客户端"))
    return f"""<div class="AppBar_bar__w8e2r" style="display:none">
<span>赣鄱手机报 看更多高清图集</span><a href="{app}">打开APP</a></div>
<script>window.addEventListener('load', function () {{ setTimeout(function () {{
  var b = document.querySelector('.AppBar_bar__w8e2r'); b.style.display = 'flex';
  requestAnimationFrame(function () {{ b.classList.add('AppBar_up__k3m1t'); }});
}}, 1500); }});</script>"""


def swipe(page: str, imgs: list[str], caps: list[str]) -> str:
    li = "".join(
        f'<li class="{CX["slide"]}" data-desc="{escape(c)}"><picture><source data-srcset="'
        f'{rel(page, im)} 1080w, {rel(page, im.replace("-1080x720", "-540x360"))} 540w" '
        f'sizes="(max-width: 640px) 100vw, 640px"><img class="{CX["img"]}" src="{BLANK}" '
        f'alt="" width="1080" height="720" draggable="false"></picture></li>'
        for im, c in zip(imgs, caps, strict=True)
    )
    hd = rel(page, SITE.trap("app-hd", "下载客户端看高清原图"))
    return f"""<section class="{CX["box"]}" id="gpSwipe" aria-roledescription="carousel">
 <div class="{CX["viewport"]}">
  <ul class="{CX["track"]}">{li}</ul>
  <div class="{CX["prev"]}" role="button" tabindex="0" aria-label="上一张">{
        CHEVRON.format(d="M15 5l-7 7 7 7")
    }</div>
  <div class="{CX["next"]}" role="button" tabindex="0" aria-label="下一张">{
        CHEVRON.format(d="M9 5l7 7-7 7")
    }</div>
  <div class="{CX["toast"]}">已经是最后一张了</div>
 </div>
 <div class="{CX["info"]}"><span class="{CX["num"]}"><b>1</b>/{len(imgs)}</span>
  <p class="{CX["desc"]}"></p></div>
 <a class="{CX["app"]}" href="{hd}">下载客户端 看高清原图</a>
</section>"""


def share_bar(page: str) -> str:
    links = "".join(
        f'<a href="{rel(page, SITE.trap(f"share-{k}", f"分享到{t}"))}">{t}</a>'
        for k, t in (("weixin", "微信"), ("pyq", "朋友圈"), ("weibo", "微博"))
    )
    return f'<div class="Share_share__n2k8v">分享到 {links}</div>'


def gallery(
    order: int, page: str, title: str, n: int, when: str, empty: tuple[int, ...]
) -> tuple[str, dict]:
    imgs = [f"pics/gpg{order}-{i:02d}-1080x720.png" for i in range(1, n + 1)]
    caps = [
        "" if i in empty else c
        for i, c in enumerate(captions(f"ganpo{order}", n, 3, "（摄影：{}）"))
    ]
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "赣鄱手机报")}
{ticker_html(SITE, page, "Ticker_ticker__b7x2d")}
{swipe(page, imgs, caps)}
{share_bar(page)}
<div class="NextSet_next__v6t1y"><span>下一图集</span><a href="{nxt}">婺源篁岭晒秋</a></div>
{related(SITE, page, "rel", 4)}
{app_bar(page)}"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        css=("css/gp-swipe.css",),
        tail=f'<script type="module" src="{rel(page, "js/gp-swipe.js")}"></script>',
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
            late_panel="app_banner",
            captions="with_empty" if empty else "plain",
            viewer="none",
            control="div_svg_role_button",
            caption_height="steady",
            viewer_reveal="none",
            picture_source="picture_data_srcset_lazy",
            paging="one_page",
            dom_scope="document",
            address="none",
            rendering="patch",
            layout="one_at_a_time",
            charset="utf8",
            press_events="pointer_only",
            jump_menu="none",
            counter="text",
            mask="none",
        ),
        "oracle": {
            "open": None,
            "next": f"#gpSwipe .{CX['next']}",
            "action": "click",
            "source": "current_src",
            "picture": f"#gpSwipe .{CX['slide']}.is-active img",
            "caption": f"#gpSwipe .{CX['desc']}",
            "end": "stop",
        },
    }
    return page, truth


def build() -> None:
    pages = dict(gallery(i, *g) for i, g in enumerate(GALLERIES, 1))
    art = "m/news/20240630/77090.html"
    pages[art] = plain_article(
        SITE,
        art,
        "南昌地铁四号线全线洞通",
        "2024-06-30 11:45",
        ("南昌", "地铁四号线建设"),
        ("gpfig-01", "建设者在盾构机前合影。（赣鄱手机报记者 徐敏 摄）"),
    )
    write_site(
        SITE,
        pages,
        "mobile 640 px column; the arrows are div role=button with an SVG chevron that listen "
        "to pointerdown/pointerup only (touchstart/touchend without pointer events), no click "
        "handler at all, plus a pointer swipe on the picture; slides in the markup as "
        "<picture><source data-srcset=1080w,540w sizes> + 1x1 GIF <img>, srcset copied for the "
        "shown and the next slide (the browser takes 1080w); 0.35 s track slide; past the end a "
        "toast and nothing moves; ES module script importing a lazy helper; caption in a "
        "sibling <p> from data-desc; fixed 打开APP bar after 1.5 s; 下载客户端 看高清原图, share, "
        "下一图集, 相关图集, ticker",
        {},
        round_=4,
    )
