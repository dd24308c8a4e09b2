"""Shared parts of the hand-made portal sites: the page shell (header, nav, breadcrumb,
sidebar, footer) in each site's own class-name style, the small portal widgets (ticker,
consent sheet, ad box), plain articles and the writer of a site folder (text pools: texts.py).

The gallery markup and wiring of every site live in that site's own module and in its
hand-written ``js/*.js`` and ``css/*.css`` files; this module only writes what portals share.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from texts import CAMERA, prose

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

PINYIN = {
    "header": "toubu",
    "logo": "biaozhi",
    "nav": "daohang",
    "crumb": "mianbaoxie",
    "main": "zhuti",
    "side": "cebian",
    "footer": "dibu",
    "title": "biaoti",
    "meta": "xinxi",
    "intro": "daoyu",
    "related": "xiangguan",
    "ticker": "gundong",
    "wrap": "zhengti",
    "body": "zhengwen",
    "hot": "remen",
    "ad": "guanggao",
    "consent": "yinsi",
    "copy": "banquan",
    "links": "lianjie",
    "next-album": "xiayizu",
}
#: NetEase NEC naming (g- layout, m- module, u- unit)
NEC = {
    "header": "g-hd",
    "wrap": "g-wrap",
    "logo": "u-logo",
    "nav": "m-nav",
    "crumb": "m-crumb",
    "body": "g-bd",
    "main": "g-mn",
    "side": "g-sd",
    "footer": "g-ft",
    "links": "m-flink",
    "copy": "u-copy",
    "title": "u-tit",
    "meta": "m-info",
    "related": "m-rel",
    "article": "m-article",
}
#: utility classes (Tailwind-like); the compound of a role's classes is its CSS selector
UTILITY = {
    "header": "bg-brand text-white shadow-md",
    "wrap": "mx-auto max-w-site",
    "logo": "text-2xl font-bold leading-14 mr-3",
    "nav": "bg-brand-dark text-sm",
    "crumb": "py-2 text-xs text-gray-500",
    "body": "flex gap-5 items-start",
    "main": "flex-1 min-w-0 bg-white px-5 py-4 rounded",
    "side": "w-60 shrink-0 bg-white p-3 rounded",
    "footer": "mt-6 bg-gray-800 text-gray-400 text-center text-xs p-4",
    "links": "space-x-4",
    "copy": "mt-1 text-gray-400",
    "title": "text-2xl font-bold my-2",
    "meta": "text-sm text-gray-500 mb-3",
    "related": "mt-4 grid-rel",
    "article": "prose leading-loose",
}
#: Dreamweaver's numbered styles (.STYLE1, .STYLE3 …) of an old table-era CMS
DREAMWEAVER = {
    "header": 1,
    "wrap": 2,
    "logo": 3,
    "nav": 5,
    "crumb": 6,
    "body": 8,
    "main": 9,
    "side": 11,
    "footer": 12,
    "links": 14,
    "copy": 15,
    "title": 17,
    "meta": 18,
    "related": 20,
    "article": 21,
}
#: YUI 2 page grids (hd / bd / ft, yui-main, yui-b)
YUI = {
    "header": "hd",
    "wrap": "doc",
    "logo": "logo",
    "nav": "nav",
    "crumb": "crumbs",
    "body": "bd",
    "main": "yui-main",
    "side": "yui-b",
    "footer": "ft",
    "links": "ft-links",
    "copy": "copyright",
    "title": "headline",
    "meta": "byline",
    "related": "mod mod-rel",
    "article": "entry",
}


#: (round 6) SUIT CSS components (``Header``, ``Header-logo``, ``Layout-main``)
SUIT = {
    "header": "Header",
    "wrap": "Container",
    "logo": "Header-logo",
    "nav": "Nav",
    "crumb": "Breadcrumb",
    "body": "Layout",
    "main": "Layout-main",
    "side": "Layout-aside",
    "footer": "Footer",
    "links": "Footer-links",
    "copy": "Footer-copy",
    "title": "Article-title",
    "meta": "Article-meta",
    "related": "RelatedAlbums",
    "article": "Article-body",
}
#: (round 6) Bootstrap 3 (``navbar``, ``container``, ``row``, ``col-md-8``)
BOOTSTRAP = {
    "header": "navbar navbar-inverse",
    "wrap": "container",
    "logo": "navbar-brand",
    "nav": "nav navbar-nav",
    "crumb": "breadcrumb",
    "body": "row",
    "main": "col-md-8",
    "side": "col-md-4 sidebar",
    "footer": "footer",
    "links": "list-inline",
    "copy": "text-muted",
    "title": "page-header",
    "meta": "article-meta small text-muted",
    "related": "panel panel-default",
    "article": "article-content",
}
#: (round 6) SMACSS layout prefixes (``l-header``, ``l-main``) and plain modules
SMACSS = {
    "header": "l-header",
    "wrap": "l-wrap",
    "logo": "logo",
    "nav": "l-nav",
    "crumb": "crumb",
    "body": "l-body",
    "main": "l-main",
    "side": "l-side",
    "footer": "l-footer",
    "links": "footer-links",
    "copy": "copyright",
    "title": "title",
    "meta": "meta",
    "related": "mod-related",
    "article": "article",
}
#: (round 6) a WordPress theme (``site-header``, ``entry-title``, ``widget-area``)
WORDPRESS = {
    "header": "site-header",
    "wrap": "site-inner",
    "logo": "site-title",
    "nav": "main-navigation",
    "crumb": "breadcrumbs",
    "body": "site-content",
    "main": "content-area",
    "side": "widget-area",
    "footer": "site-footer",
    "links": "footer-menu",
    "copy": "site-info",
    "title": "entry-title",
    "meta": "entry-meta",
    "related": "widget related-posts",
    "article": "entry-content",
}


#: (round 7) DedeCMS default templates (``header``, ``w960``, ``pleft`` / ``pright``)
DEDECMS = {
    "header": "header",
    "wrap": "w960 center",
    "logo": "toplogo",
    "nav": "navbar",
    "crumb": "position",
    "body": "w960 center clear mt1",
    "main": "pleft",
    "side": "pright",
    "footer": "footer",
    "links": "footer_link",
    "copy": "powered",
    "title": "viewbox-title",
    "meta": "info",
    "related": "listbox",
    "article": "content",
}
#: (round 7) Element UI layout containers (``el-header``, ``el-main``, ``el-aside``)
ELEMENT = {
    "header": "el-header",
    "wrap": "el-container",
    "logo": "el-link el-link--primary",
    "nav": "el-menu el-menu--horizontal",
    "crumb": "el-breadcrumb",
    "body": "el-row",
    "main": "el-main el-col el-col-17",
    "side": "el-aside el-col el-col-7",
    "footer": "el-footer",
    "links": "el-footer__links",
    "copy": "el-footer__copy",
    "title": "el-page-header__title",
    "meta": "el-descriptions",
    "related": "el-card",
    "article": "el-card__body",
}
#: (round 7) PHPCMS v9 templates (``header``, ``col-left`` / ``col-auto``, ``crumbs``)
PHPCMS = {
    "header": "header",
    "wrap": "main",
    "logo": "logo",
    "nav": "nav-bar",
    "crumb": "crumbs",
    "body": "main-body",
    "main": "col-left",
    "side": "col-auto",
    "footer": "footer",
    "links": "footer-nav",
    "copy": "copyright",
    "title": "title",
    "meta": "tool",
    "related": "box related",
    "article": "content",
}
#: (round 7) Discuz! X portal templates (``wp``, ``hd``, ``bm`` / ``bm_h``, ``xs2``)
DISCUZ = {
    "header": "hd",
    "wrap": "wp",
    "logo": "hd_logo",
    "nav": "nv",
    "crumb": "pt",
    "body": "ct2 wp cl",
    "main": "mn",
    "side": "sd",
    "footer": "ft",
    "links": "flk",
    "copy": "xg1",
    "title": "ph",
    "meta": "xg1 xs1",
    "related": "bm bm_rel",
    "article": "d",
}


@dataclass
class Site:
    """One portal: its folder name, name, colours, class style and layout."""

    slug: str
    name: str
    domain: str
    colour: str
    style: str  # bem hash pinyin none camel snake abbr kebab legacy upper module
    #             (round 5:) nec utility dreamweaver yui (round 6:) suit bootstrap smacss
    #             wordpress (round 7:) dedecms element phpcms discuz
    prefix: str
    width: int = 1000
    side_left: bool = False
    nav: list[str] = field(
        default_factory=lambda: ["首页", "新闻", "图片", "财经", "体育", "娱乐", "视频"]
    )
    traps: list[str] = field(default_factory=list)
    files: dict[str, str] = field(default_factory=dict)

    def c(self, role: str) -> str:
        """`` class="…"`` for a shell role in this site's naming style ("" for none)."""
        name = {
            "bem": f"{self.prefix}-{role}" if "__" in role else f"{self.prefix}__{role}",
            "hash": "css-" + hashlib.md5((self.slug + role).encode()).hexdigest()[:6],
            "pinyin": PINYIN.get(role, role),
            "none": "",
            "camel": self.prefix + "".join(p.title() for p in role.split("-")),
            "snake": f"{self.prefix}_{role.replace('-', '_')}",
            "abbr": f"{self.prefix}-{role[:3]}",
            "kebab": f"{self.prefix}-{role}",
            "legacy": "".join(p.title() for p in role.split("-")),
            "upper": f"{self.prefix.upper()}_{role.replace('-', '_').upper()}",
            "module": "".join(p.title() for p in role.split("-"))
            + f"_{role.replace('-', '')}__"
            + hashlib.md5((self.slug + role).encode()).hexdigest()[-5:],
            "nec": NEC.get(role, f"m-{role}"),
            "utility": UTILITY.get(role, role),
            "dreamweaver": f"STYLE{DREAMWEAVER.get(role, 30 + len(role))}",
            "yui": YUI.get(role, role),
            "suit": SUIT.get(role, "".join(p.title() for p in role.split("-"))),
            "bootstrap": BOOTSTRAP.get(role, role),
            "smacss": SMACSS.get(role, f"m-{role}"),
            "wordpress": WORDPRESS.get(role, role),
            "dedecms": DEDECMS.get(role, role),
            "element": ELEMENT.get(role, f"el-{role}"),
            "phpcms": PHPCMS.get(role, role),
            "discuz": DISCUZ.get(role, role),
        }[self.style]
        return f' class="{name}"' if name else ""

    def trap(self, name: str, title: str) -> str:
        """Register a trap page and return its path (relative to the site folder)."""
        path = f"trap/{name}.html"
        if path not in self.traps:
            self.traps.append(path)
            self.files[path] = trap_page(self, title)
        return path


def rel(from_page: str, to: str) -> str:
    """A relative URL from one page (site-relative path) to another site-relative path."""
    depth = from_page.count("/")
    return "../" * depth + to


def trap_page(site: Site, title: str) -> str:
    """A small page that exists: the target of every decoy."""
    return (
        f'<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>{title} - '
        f"{site.name}</title></head><body><h1>{title}</h1><p>{site.name}其他栏目页面。</p>"
        f"</body></html>\n"
    )


def shell(
    site: Site,
    page: str,
    *,
    title: str,
    crumb: str,
    main: str,
    side: str = "",
    css: tuple[str, ...] = (),
    js: tuple[str, ...] = (),
    head: str = "",
    tail: str = "",
) -> str:
    """A whole portal page around ``main``; every link in the chrome points at a trap."""
    c, r = site.c, (lambda p: rel(page, p))
    nav = "".join(
        f'<a href="{r(site.trap(f"nav-{i}", n))}">{n}</a>' for i, n in enumerate(site.nav, 1)
    )
    links = "".join(
        f'<a href="{r(site.trap(f"foot-{i}", n))}">{n}</a>'
        for i, n in enumerate(["关于我们", "联系我们", "广告服务", "网站地图", "招聘信息"], 1)
    )
    styles = "".join(f'<link rel="stylesheet" href="{r(p)}">' for p in ("css/portal.css", *css))
    scripts = "".join(f'<script src="{r(p)}"></script>' for p in js)
    home = r(site.trap("nav-1", site.nav[0]))
    aside = f"<aside{c('side')}>{side}</aside>" if side else ""
    cols = f"<main{c('main')}>{main}</main>{aside}"
    if site.side_left and side:
        cols = f"{aside}<main{c('main')}>{main}</main>"
    return f"""<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>{title}_{site.name}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
{styles}{head}
</head>
<body>
<header{c("header")}><div{c("wrap")}><a{c("logo")} href="{home}">{site.name}</a>
<span>{site.domain}</span></div><nav{c("nav")}><div{c("wrap")}>{nav}</div></nav></header>
<div{c("wrap")}>
<div{c("crumb")}><a href="{home}">{site.name}</a> &gt; <a href="{
        r(site.trap("nav-3", site.nav[2]))
    }">{crumb}</a> &gt; 正文</div>
<div{c("body")}>{cols}</div>
</div>
<footer{c("footer")}><div{c("links")}>{links}</div>
<p{c("copy")}>{site.name}（{site.domain}）版权所有 未经授权禁止转载</p>
<p>Copyright © 2003-2024 {site.name} All Rights Reserved. 互联网新闻信息服务许可证编号：
{int(hashlib.md5(site.slug.encode()).hexdigest()[:4], 16) + 10000}</p></footer>
{scripts}{tail}
</body>
</html>
"""


def portal_css(site: Site) -> str:
    """The shell's stylesheet in the site's colours and class names."""

    def sel(role: str) -> str:
        cls = site.c(role)
        return (
            "." + ".".join(cls.split('"')[1].split())
            if cls
            else {
                "header": "body>header",
                "nav": "nav",
                "footer": "footer",
                "main": "main",
                "side": "aside",
            }.get(role, f"#{role}")
        )

    order = "order:-1;" if site.side_left else ""
    return f"""body{{margin:0;font:14px/1.7 "Microsoft YaHei","PingFang SC",sans-serif;color:#222;
background:#f4f4f4}}
a{{color:#1a1a1a;text-decoration:none}}a:hover{{color:{site.colour}}}
{sel("header")}{{background:{site.colour};color:#fff}}
{sel("header")} a{{color:#fff}}
{sel("wrap")}{{width:{site.width}px;margin:0 auto}}
{sel("logo")}{{font-size:26px;font-weight:bold;margin-right:12px;line-height:56px}}
{sel("nav")}{{background:rgba(0,0,0,.25)}}{sel("nav")} a{{display:inline-block;padding:6px 16px}}
{sel("crumb")}{{padding:8px 0;color:#888;font-size:12px}}
{sel("body")}{{display:flex;gap:20px;align-items:flex-start}}
{sel("main")}{{flex:1;min-width:0;background:#fff;padding:16px 20px}}
{sel("side")}{{width:240px;background:#fff;padding:12px;{order}}}
{sel("side")} img{{width:100px;height:67px;display:block}}
{sel("footer")}{{margin-top:24px;background:#333;color:#bbb;text-align:center;padding:16px;
font-size:12px}}{sel("footer")} a{{color:#ddd;margin:0 8px}}
h1{{font-size:24px;margin:8px 0}}
"""


def related(site: Site, page: str, tag: str, n: int = 4, heading: str = "相关图集") -> str:
    """A 相关图集 block: thumbnails of other galleries, each a trap link."""
    items = "".join(
        f'<li><a href="{rel(page, site.trap(f"rel-{i}", f"相关图集{i}"))}"><img src="'
        f'{rel(page, f"pics/{site.prefix}rel{i}t-200x133.png")}" alt=""><span>{t}</span></a></li>'
        for i, t in enumerate(
            [
                "航拍春耕好风光",
                "古城夜景流光溢彩",
                "国际马拉松开跑",
                "花海迎来最美观赏期",
                "乡村振兴新图景",
                "非遗市集人气旺",
            ][:n],
            1,
        )
    )
    return f'<div{site.c("related")} data-block="{tag}"><h3>{heading}</h3><ul>{items}</ul></div>'


def ticker_html(site: Site, page: str, cls: str) -> str:
    """A news ticker that changes by itself every 1.5 s (links to traps)."""
    heads = [
        "早高峰地铁加开临客",
        "本周末气温回升",
        "市民服务中心延时办公",
        "夏粮收购工作启动",
        "新开通三条公交线路",
        "城市书房再添新址",
    ]
    items = "".join(
        f'<li><a href="{rel(page, site.trap(f"tick-{i}", h))}">{h}</a></li>'
        for i, h in enumerate(heads, 1)
    )
    return f"""<div class="{cls}"><b>快讯</b><ul>{items}</ul></div>
<script>(function(){{var u=document.querySelector('.{cls} ul'),i=0;
u.children[0].style.display='block';
setInterval(function(){{var l=u.children;l[i].style.display='none';i=(i+1)%l.length;
l[i].style.display='block';}},1500);}})();</script>"""


def consent_html(cls: str, delay_ms: int, lang: str) -> str:
    """A privacy sheet over the lower half of the viewport, shown ``delay_ms`` after load and
    gone only when one of its buttons is pressed."""
    if lang == "en":
        text = (
            "We value your privacy We and our 142 partners store and/or access information on a "
            "device, such as cookies and process personal data, such as unique identifiers "
            "and standard information sent by a device for personalised ads and content."
        )
        buttons = "<button>同意</button><button>拒绝</button><button>更多设置</button>"
    else:
        text = (
            "我们使用Cookie及类似技术来改善您的浏览体验、分析网站流量并提供个性化内容。继续浏览即表示"
            "您同意我们依照《隐私政策》使用Cookie。"
        )
        buttons = "<button>同意</button><button>拒绝</button><button>更多设置</button>"
    return f"""<div class="{cls}" style="display:none;position:fixed;left:0;right:0;bottom:0;
height:50vh;background:rgba(255,255,255,.97);box-shadow:0 -4px 16px rgba(0,0,0,.3);z-index:900;
padding:24px 40px;box-sizing:border-box;font-size:15px"><p>{text}</p>{buttons}</div>
<script>window.addEventListener('load',function(){{setTimeout(function(){{
var s=document.querySelector('.{cls}');s.style.display='block';
s.querySelectorAll('button').forEach(function(b){{b.onclick=function(){{s.style.display='none';}};}});
}},{delay_ms});}});</script>"""


def ad_html(cls: str) -> str:
    """An ad box whose text appears once, 2 s after load, and stays."""
    return f"""<div class="{cls}" style="min-height:90px;border:1px solid #ddd;margin:10px 0;
padding:8px;font-size:13px;color:#666"></div>
<script>window.addEventListener('load',function(){{setTimeout(function(){{
document.querySelector('.{cls}').innerHTML='<em>广告</em> 夏季家电焕新季 全场低至五折'
+' 以旧换新再享补贴'
+' <a href="javascript:void(0)">立即抢购</a>';}},2000);}});</script>"""


def write_site(
    site: Site,
    pages: dict[str, dict[str, Any]],
    notes: str,
    routes: dict,
    busy: str = "",
    round_: int = 1,
    held_out: bool | None = None,
    extra: dict[str, Any] | None = None,
) -> None:
    """Write every file of ``site`` and its ``truth.json`` / ``routes.json``. Every gallery
    gets the axis ``end`` (from its oracle) and, when its motion runs per frame, ``busy_clicks``
    (``ignored`` or ``queued``: what a click during the motion does). A site of a later round
    (``round_`` > 1) is held out whole (``held_out.json`` names round 1's draw only) and its
    truth says ``"round": round_``, unless ``held_out`` says otherwise (round 9: a third of the
    round is held out, drawn in ``round9.py``); ``extra`` adds fields to the truth's ``site``."""
    folder = ROOT / site.slug
    for page in pages.values():
        if page["kind"] == "gallery":
            page["axes"]["end"] = page["oracle"]["end"]
            if busy:
                page["axes"]["busy_clicks"] = busy
    site.files["css/portal.css"] = portal_css(site)
    for path, text in site.files.items():
        out = folder / path
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text, "utf-8")
    truth = {
        "site": {
            "name": site.name,
            "library": "none",
            "npm": None,
            "version": None,
            "licence": "Apache-2.0",
            "kind": "handmade",
            "held_out": False,
            "traps": sorted(site.traps),
            "notes": notes,
        },
        "pages": pages,
    }
    held = (
        json.loads((HERE / "held_out.json").read_text())
        if (HERE / "held_out.json").exists()
        else []
    )
    truth["site"]["held_out"] = site.slug in held
    if round_ > 1:
        truth["site"]["held_out"] = True
        truth["site"]["round"] = round_
    if held_out is not None:
        truth["site"]["held_out"] = held_out
    truth["site"].update(extra or {})
    (folder / "truth.json").write_text(
        json.dumps(truth, ensure_ascii=False, indent=1) + "\n", "utf-8"
    )
    if routes:
        (folder / "routes.json").write_text(json.dumps(routes, indent=1) + "\n", "utf-8")


def meta(site: Site, when: str, source: str = "") -> str:
    """The publish time and source line."""
    return (
        f"<div{site.c('meta')}><span>{when}</span> <span>来源：{source or site.name}</span> "
        f"<span>编辑：{CAMERA[len(site.slug) % len(CAMERA)]}</span></div>"
    )


def article_main(
    site: Site, title: str, when: str, paras: list[str], middle: str = "", figure: str = ""
) -> str:
    """An article's main column: h1, meta, paragraphs with ``middle`` (an embedded gallery)
    after the third paragraph and ``figure`` after the second."""
    body = []
    for i, p in enumerate(paras):
        body.append(f"<p>{p}</p>")
        if i == 1 and figure:
            body.append(figure)
        if i == 2 and middle:
            body.append(middle)
    return (
        f"<h1>{title}</h1>{meta(site, when)}<div{site.c('article')}>" + "\n".join(body) + "</div>"
    )


def figure(site: Site, page: str, name: str, caption: str) -> str:
    """One inline picture with its figcaption (not a gallery)."""
    return (
        f'<figure><img src="{rel(page, f"pics/{name}-640x427.png")}" alt="" width="640">'
        f"<figcaption>{caption}</figcaption></figure>"
    )


def slides(images: list[str], caps: list[str], **extra: list) -> list[dict]:
    """Truth slides from images and captions (and optional per-slide fields)."""
    out = []
    for i, (img, cap) in enumerate(zip(images, caps, strict=True)):
        s = {"index": i + 1, "image": img, "caption": cap}
        for k, vals in extra.items():
            if vals[i]:
                s[k] = vals[i]
        out.append(s)
    return out


def plain_article(
    site: Site,
    page: str,
    title: str,
    when: str,
    topic: tuple[str, str],
    fig: tuple[str, str] | None = None,
    side: str = "",
) -> dict:
    """Write a plain article (optionally with one inline figure); return its truth."""
    paras = prose(site.slug + page, topic[0], topic[1])
    f = figure(site, page, *fig) if fig else ""
    site.files[page] = shell(
        site,
        page,
        title=title,
        crumb="新闻",
        side=side,
        main=article_main(site, title, when, paras, figure=f),
    )
    return {
        "kind": "article",
        "title": title,
        "text": "\n".join(paras),
        "pages": 1,
        "axes": {"article": "plain"},
        "slides": [],
    }


def axes(url_word: bool, **values: str) -> dict:
    """A gallery's axes."""
    return {
        "family": "handmade",
        "url_word": "yes" if url_word else "no",
        "control_created": "static",
        **values,
    }


def written_article(
    site: Site,
    page: str,
    title: str,
    when: str,
    paras: list[str],
    fig: tuple[str, str] | None = None,
    side: str = "",
) -> dict:
    """Write a plain article from paragraphs written for it (round 5: no pooled prose);
    return its truth."""
    f = figure(site, page, *fig) if fig else ""
    site.files[page] = shell(
        site,
        page,
        title=title,
        crumb="新闻",
        side=side,
        main=article_main(site, title, when, paras, figure=f),
    )
    return {
        "kind": "article",
        "title": title,
        "text": "\n".join(paras),
        "pages": 1,
        "axes": {"article": "plain"},
        "slides": [],
    }
