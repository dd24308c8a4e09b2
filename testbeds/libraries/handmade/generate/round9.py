"""Shared parts of the round-9 sites (``s39_…`` – ``s47_…``): the held-out draw, the axes every
round-9 gallery records, the phone page shell (a 390 px phone layout: top bar, a channel strip
that scrolls sideways, footer), the phone stylesheet, the 打开APP bar and the phone article.

Round 9 is not held out whole: a third of its sites (rounded up) is drawn with
``random.Random(2026).sample(sorted(SITES), k)``; the rest is for development.
"""

from __future__ import annotations

import math
import random
from typing import Any

from common import Site, meta, rel

#: every round-9 site (the draw is made over these names, sorted)
SITES = [
    "lijiang",
    "zhoushan",
    "erhai",
    "bohai",
    "yimeng",
    "huangshan",
    "changbai",
    "taihang",
    "talimu",
]
#: the phone pages' viewport (a page laid out for a 390 px wide phone screen)
VIEWPORT = "width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no"
HELD_OUT = sorted(random.Random(2026).sample(sorted(SITES), math.ceil(len(SITES) / 3)))

#: the axes of the earlier rounds, as every round-9 gallery records them (overridden per site)
EARLIER = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_src",
    "paging": "one_page",
    "dom_scope": "document",
    "address": "none",
    "rendering": "patch",
    "layout": "one_at_a_time",
    "charset": "utf8",
    "press_events": "click",
    "jump_menu": "none",
    "counter": "text",
    "mask": "none",
    "control_visibility": "visible",
    "data_parts": "one",
    "autoplay": "off",
    "scroller": "none",
    "placeholder": "none",
    "triggers": "one",
    "caption_scope": "panel",
    "caption_repeat": "none",
    "unlock": "none",
    "link_target": "default",
    "hud": "dom",
    "cover": "none",
    "caption_clamp": "none",
    "strip": "none",
    "interstitial": "none",
    "address_timing": "none",
    "credit_place": "in_caption",
    "caption_reveal": "at_once",
    "data_request": "none",
    "key_only": "no",
}
#: the round-9 axes, with their values on a site that has none of the round's mechanisms
ROUND9 = {
    "device": "desktop",  # desktop / phone (a 390 × 844 layout, viewport meta)
    "input": "mouse",  # mouse / touch (the gallery is paged by touch events only)
    "touch_only": "no",
    "tap_viewer": "no",
    "phone_browser": "no",  # no / pages (a page per large picture) / in_page (a layer)
    "prerendered_scroller": "no",
    "twin_arrows": "no",
    "rtl": "no",
    "starts_middle": "no",
    "caption_place": "panel",  # panel / caption_overlay / caption_teleported /
    #                            caption_alt_only / under_thumbnail
}


def round9_axes(**values: str) -> dict[str, str]:
    """The earlier axes and the round-9 axes of one gallery, with ``values`` set."""
    unknown = set(values) - set(EARLIER) - set(ROUND9)
    assert not unknown, unknown
    return {**EARLIER, **ROUND9, **values}


def held_out(slug: str) -> bool:
    """Whether ``slug`` is one of round 9's held-out sites."""
    assert slug in SITES
    return slug in HELD_OUT


def phone_css(site: Site) -> str:
    """The phone shell's stylesheet (``css/mobile.css``), in the site's colour and classes."""

    def sel(role: str) -> str:
        cls = site.c(role)
        return "." + ".".join(cls.split('"')[1].split()) if cls else role

    return f"""html{{-webkit-text-size-adjust:100%}}
body{{margin:0;background:#f2f2f2;font:15px/1.65 -apple-system,"PingFang SC","Microsoft YaHei",
sans-serif;color:#222;overflow-x:hidden}}
{sel("header")}{{display:flex;align-items:center;justify-content:space-between;height:46px;
padding:0 12px;background:{site.colour};color:#fff}}
{sel("header")} a{{color:#fff}}
{sel("logo")}{{font-size:19px;font-weight:bold;line-height:46px;margin:0}}
.m-topbtn{{font-size:13px;border:1px solid rgba(255,255,255,.6);border-radius:12px;
padding:0 10px;line-height:22px}}
{sel("nav")}{{display:flex;overflow-x:auto;white-space:nowrap;background:#fff;
border-bottom:1px solid #e5e5e5;scrollbar-width:none}}
{sel("nav")} a{{flex:none;display:block;padding:8px 13px;color:#333;font-size:15px}}
{sel("main")}{{display:block;background:#fff;padding:10px 14px 16px;margin:0}}
{sel("main")} h1{{font-size:21px;line-height:1.4;margin:6px 0 4px}}
{sel("meta")}{{font-size:12px;color:#999;margin-bottom:8px}}
{sel("meta")} span{{margin-right:8px}}
{sel("article")} p{{margin:0 0 12px;text-indent:2em;font-size:17px;line-height:1.8}}
{sel("article")} img{{width:100%;height:auto;display:block}}
{sel("article")} figcaption{{font-size:13px;color:#888;text-align:center;margin-top:4px}}
{sel("footer")}{{background:#333;color:#aaa;text-align:center;padding:14px 10px 70px;
font-size:12px;margin-top:10px}}
{sel("footer")} a{{color:#ddd;margin:0 6px;display:inline-block}}
{sel("copy")}{{margin:6px 0 0}}
"""


def phone_shell(
    site: Site,
    page: str,
    *,
    title: str,
    main: str,
    css: tuple[str, ...] = (),
    js: tuple[str, ...] = (),
    head: str = "",
    tail: str = "",
    body_class: str = "",
) -> str:
    """A whole phone page around ``main``: top bar (logo, 搜索), a channel strip that scrolls
    sideways, footer; every chrome link points at a trap."""
    c, r = site.c, (lambda p: rel(page, p))
    nav = "".join(
        f'<a href="{r(site.trap(f"nav-{i}", n))}">{n}</a>' for i, n in enumerate(site.nav, 1)
    )
    links = "".join(
        f'<a href="{r(site.trap(f"foot-{i}", n))}">{n}</a>'
        for i, n in enumerate(["电脑版", "客户端", "关于我们", "联系我们", "违法和不良信息举报"], 1)
    )
    styles = "".join(
        f'<link rel="stylesheet" href="{r(p)}">' for p in ("css/portal.css", "css/mobile.css", *css)
    )
    scripts = "".join(f'<script src="{r(p)}"></script>' for p in js)
    home = r(site.trap("nav-1", site.nav[0]))
    search = r(site.trap("search", "搜索"))
    body = f' class="{body_class}"' if body_class else ""
    return f"""<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="{VIEWPORT}">
<meta name="format-detection" content="telephone=no">
<meta name="apple-mobile-web-app-capable" content="yes">
<title>{title}_{site.name}</title>
{styles}{head}
</head>
<body{body}>
<header{c("header")}><a{c("logo")} href="{home}">{site.name}</a><a class="m-topbtn" href="{
        search
    }">搜索</a></header>
<nav{c("nav")}>{nav}</nav>
<main{c("main")}>{main}</main>
<footer{c("footer")}><div{c("links")}>{links}</div>
<p{c("copy")}>{site.name}（{site.domain}）版权所有</p></footer>
{scripts}{tail}
</body>
</html>
"""


def app_bar(site: Site, page: str, cls: str, text: str) -> str:
    """A fixed 打开APP bar sliding up from the bottom 1.5 s after load (its 打开 a trap)."""
    link = rel(page, site.trap("app", "打开APP"))
    return f"""<div class="{cls}" style="position:fixed;left:0;right:0;bottom:0;height:52px;
display:flex;align-items:center;gap:10px;padding:0 14px;background:rgba(30,30,30,.94);color:#fff;
z-index:600;transform:translateY(110%);transition:transform .4s"><b style="background:{
        site.colour
    };border-radius:8px;padding:2px 6px">{site.name[:2]}</b><span style="flex:1;font-size:14px">{
        text
    }</span><a href="{link}" style="color:#fff;background:{
        site.colour
    };border-radius:14px;padding:2px 14px">打开APP</a></div>
<script>window.addEventListener('load',function(){{setTimeout(function(){{
document.querySelector('.{cls}').style.transform='none';}},1500);}});</script>"""


def phone_article(
    site: Site,
    page: str,
    title: str,
    when: str,
    paras: list[str],
    fig: tuple[str, str] | None = None,
) -> dict[str, Any]:
    """Write a plain phone article (one inline picture after the second paragraph); return
    its truth."""
    body = []
    for i, p in enumerate(paras):
        body.append(f"<p>{p}</p>")
        if i == 1 and fig:
            body.append(
                f'<figure><img src="{rel(page, f"pics/{fig[0]}-720x480.png")}" alt="">'
                f"<figcaption>{fig[1]}</figcaption></figure>"
            )
    main = (
        f"<h1>{title}</h1>{meta(site, when)}<div{site.c('article')}>" + "\n".join(body) + "</div>"
    )
    site.files[page] = phone_shell(site, page, title=title, main=main)
    return {
        "kind": "article",
        "title": title,
        "text": "\n".join(paras),
        "pages": 1,
        "axes": {"article": "plain"},
        "slides": [],
    }
