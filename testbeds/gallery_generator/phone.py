"""Phone sites: mobile news pages (``width=device-width``, one ~375 px column, big type) whose
gallery is a horizontal swipe track paged by touch only: no arrow, no key, no click handling
(``phone_js.py``). On ``tap_open`` sites a 2-column thumbnail list opens a full-screen viewer
(counter in its top bar, caption in its bottom bar) that is paged by swipes only.

Sampled from streams of their own (``seed:phone``, ``seed:<site>``), appended after the other
kinds so the sites before them keep their bytes. ``build_phone_site`` makes the content,
``phone_ctx`` the template, ``phone_page``/``phone_article`` the documents, ``phone_css`` the
stylesheet, ``phone_truth`` the truth entry (the existing schema; ``oracle.action`` is
``swipe``; ``check`` holds what the touch walk in ``oracle.py`` reads).
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

from . import text
from .axes import balanced
from .decoys import Part, entry
from .model import PORTALS, Article, Gallery, Site, _article, _fill, _slides
from .names import hashed
from .render import caption_html, e
from .viewer import url_word

#: axes only phone sites have (every value on several sites with the default 8)
PHONE_AXES: dict[str, dict[str, float]] = {
    "phone_layout": {"track": 2, "tap_open": 1},
    "phone_input": {"touch": 1, "touch_nonpassive": 1, "pointer": 1},
    "phone_indicator": {"slash": 1, "spaced": 1, "dots": 1, "none": 1},
    "phone_caption": {"below": 1, "in_slide": 1, "bottom_bar": 1},
    "phone_end": {"stop": 1, "rubber_band": 1, "wrap": 1},
    "phone_source": {"html": 1, "json_script": 1},
}
PHONE_CAPTIONS = ("plain", "sparse_empty", "credit")
PHONE_DECOYS = ("next_set", "next_story", "share", "load_more")
PHONE_ORDER = [*PHONE_AXES, "caption", "decoys", "charset"]

#: (root, track, item, indicator, dot, active dot) class families
FAMILIES = [
    ("van-swipe", "van-swipe__track", "van-swipe-item", "van-swipe__indicators",
     "van-swipe__indicator", "van-swipe__indicator--active"),
    ("nut-swiper", "nut-swiper-inner", "nut-swiper-item", "nut-swiper-pagination",
     "nut-swiper-pagination-item", "active"),
    ("swiper", "swiper-wrapper", "swiper-slide", "swiper-pagination",
     "swiper-pagination-bullet", "swiper-pagination-bullet-active"),
    ("m-slider", "slider-track", "slider-item", "slider-num", "dot", "on"),
    ("pic-swipe", "pic-list", "pic-item", "pic-index", "pt", "cur"),
]
#: entry paths: on an ``m/`` host-like folder or not, with a picture word or none at all
PATHS_M = ["m/photo/{y}/{md}/{id}.html", "m/pic/{ymd}/{id}.html", "m/news/{y}/{md}/{id}.html",
           "m/a/{ymd}/{id}.htm"]
PATHS_PLAIN = ["c/{ymd}/{id}.html", "wap/{y}{m}/{id}.html", "h5/detail/{id}.html",
               "tu/{y}-{m}-{d}/{id}.shtml"]
ARTICLE_PATHS_M = ["m/news/{y}/{md}/{id}.html", "m/c/{ymd}/{id}.html", "wap/{y}{m}/{id}.html"]


def sample_phone_sites(seed: int, n_sites: int) -> list[dict]:
    """The axes of every phone site, from a stream of their own (``seed:phone``)."""
    rng = random.Random(f"{seed}:phone")
    sites: list[dict] = [{} for _ in range(n_sites)]
    everyone = range(n_sites)
    for axis in ("phone_layout", "phone_input", "phone_indicator", "phone_end",
                 "phone_source"):
        for i, v in zip(everyone, balanced(rng, PHONE_AXES[axis], n_sites), strict=True):
            sites[i][axis] = v
    tracks = [i for i in everyone if sites[i]["phone_layout"] == "track"]
    groups: list[tuple[str, Sequence[int], dict[str, float]]] = [
        ("phone_caption", tracks, PHONE_AXES["phone_caption"]),
        ("caption", everyone, dict.fromkeys(PHONE_CAPTIONS, 1)),
        ("charset", everyone, {"utf8": 3, "gbk": 1}),
    ]
    for axis, idx, weights in groups:
        for i, v in zip(idx, balanced(rng, weights, len(idx)), strict=True):
            sites[i][axis] = v
    for i in everyone:
        if sites[i]["phone_layout"] == "tap_open":
            sites[i]["phone_caption"] = "bottom_bar"  # the viewer's bottom bar
        k = rng.randint(1, 2)
        pick = rng.sample(PHONE_DECOYS, k)
        sites[i]["decoys"] = ["open_app", *sorted(pick, key=PHONE_DECOYS.index)]
    return [{k: s[k] for k in PHONE_ORDER} for s in sites]


def build_phone_site(sid: str, axes: dict, seed: int, kinds: list[str], m_dir: bool) -> Site:
    """All content of one phone site."""
    rng = random.Random(f"{seed}:{sid}")
    site = Site(sid, axes, rng, rng.choice(PORTALS))
    site.flags.update(
        img_dir=rng.choice(["img", "m/img", "upload/2024/06", "res/m"]),
        thumb_fmt=rng.choice(["{sid}/{d}/{h}_s.png", "{sid}/{d}/s_{h}.png",
                              "{sid}/{d}/{h}_200x150.png"]),
        styled_en=False, credit_prefix=rng.random() < 0.4, base_target=False,
        threshold=rng.randint(30, 80), ms=rng.choice([250, 300, 350, 400]),
    )
    pattern = rng.choice(PATHS_M if m_dir else PATHS_PLAIN)
    used: set[str] = set()
    for order in range(1, 5 if rng.random() < 0.3 else 4):
        ident = str(rng.randint(10000, 999999))
        page1 = f"{sid}/" + _fill(pattern, rng, ident)
        if page1 in used:
            page1 = page1.replace(ident, ident + "1")
        used.add(page1)
        title = text.album_title(rng)
        while any(g.title == title for g in site.galleries):
            title = text.album_title(rng)
        g = Gallery(ident, order, title, _slides(site, rng.randint(4, 10)), page1)
        g.key, g.data_url = page1, page1
        site.galleries.append(g)
    site.articles = []
    for i, k in enumerate(kinds):
        a = _article(site, k, i)
        path = f"{sid}/" + _fill(rng.choice(ARTICLE_PATHS_M), rng, a.aid)
        a.urls, a.files = [path], [path]
        site.articles.append(a)
    for i, a in enumerate(site.articles):
        a.next_url = site.articles[(i + 1) % len(site.articles)].key
    site.flags["intros"] = [text.paragraph(rng) for _ in site.galleries]
    return site


def phone_ctx(site: Site, seed: int) -> dict:
    """Everything the phone renderers and swipe.js need to know about a site's template."""
    rng = random.Random(f"{seed}:{site.sid}:ctx")
    ax = site.axes
    root, track, item, ind, dot, dot_on = rng.choice(FAMILIES)
    if rng.random() < 0.25:
        root, track, item = hashed(rng), hashed(rng), hashed(rng)
    tap = ax["phone_layout"] == "tap_open"
    ctx = {
        "sid": site.sid, "layout": ax["phone_layout"], "input": ax["phone_input"],
        "end": ax["phone_end"], "threshold": site.flags["threshold"], "ms": site.flags["ms"],
        "indicator": ax["phone_indicator"], "caption": ax["phone_caption"],
        "source": ax["phone_source"], "credit_prefix": site.flags["credit_prefix"],
        "root_cls": root, "track_cls": track, "item": item, "ind_cls": ind, "dot": dot,
        "dotOn": dot_on, "portal_en": f"portal {site.sid} m", "build": f"2025{rng.randint(10, 99)}",
        "slideCap": rng.choice(["slide-txt", "item-desc", "img-txt"]),
        "cap_cls": rng.choice(["m-cap", "pic-desc", "swipe-txt", "photo-note"]),
        "bar_cls": rng.choice(["m-foot-bar", "fixed-desc", "bottom-note"]),
        "dataVar": rng.choice(["__ALBUM__", "albumData", "__INITIAL_DATA__", "picSet"]),
        "viewer_cls": rng.choice(["pv-layer", "photo-viewer", "m-preview", "img-popup"]),
        "grid_cls": rng.choice(["pic-grid", "img-list", "photo-cells"]),
        "close_cls": rng.choice(["pv-close", "btn-close", "back"]),
        "title_cls": rng.choice(["m-title", "art-title", "tit"]),
        "corner": rng.choice(["right", "left"]),
    }
    v = f".{ctx['viewer_cls']} " if tap else ""
    ctx["root"] = f"{v}.{root}"
    ctx["track"] = f".{track}"
    ctx["slides"] = f"{v}.{root} .{track} > .{item}"
    ctx["ind"] = f"{v}.{ind}"
    if tap:
        ctx["capBox"] = f"{v}.pv-bottom"
    elif ctx["caption"] == "bottom_bar":
        ctx["capBox"] = f".{ctx['bar_cls']}"
    else:
        ctx["capBox"] = f".{ctx['cap_cls']}"
    ctx["viewer"] = f".{ctx['viewer_cls']}" if tap else ""
    ctx["thumbs"] = f".{ctx['grid_cls']} > li" if tap else ""
    ctx["close"] = f".{ctx['viewer_cls']} .{ctx['close_cls']}" if tap else ""
    return ctx


def _slide(ctx: dict, s) -> str:
    cap = (f'<div class="{ctx["slideCap"]}">{caption_html(ctx, s)}</div>'
           if ctx["caption"] == "in_slide" else "")
    return (f'<div class="{ctx["item"]}"><img src="/{s.image}" alt="" draggable="false">'
            f"{cap}</div>")


def _swipe(ctx: dict, g: Gallery) -> str:
    """The swipe root, its track (empty on json_script sites) and its indicator."""
    slides = "" if ctx["source"] == "json_script" else "".join(_slide(ctx, s) for s in g.slides)
    ind = "" if ctx["indicator"] == "none" else f'<div class="{ctx["ind_cls"]}"></div>'
    if ctx["layout"] == "tap_open":
        ind = ""  # the viewer's counter sits in its top bar
    return (f'<div class="{ctx["root_cls"]}"><div class="{ctx["track_cls"]}">{slides}</div>'
            f"{ind}</div>")


def _captions(ctx: dict, g: Gallery, cls: str) -> str:
    """A caption box: one ``<p>`` per slide (html) or one the script fills (json_script)."""
    if ctx["source"] == "json_script":
        return f'<div class="{cls}"><p></p></div>'
    ps = "".join(f'<p style="display:none">{caption_html(ctx, s)}</p>' for s in g.slides)
    return f'<div class="{cls}">{ps}</div>'


def _data(ctx: dict, g: Gallery) -> str:
    if ctx["source"] != "json_script":
        return ""
    rows = [{"img": f"/{s.image}", "thumb": f"/{s.thumb}", "html": caption_html(ctx, s)}
            for s in g.slides]
    data = json.dumps({"title": g.title, "total": len(rows), "list": rows}, ensure_ascii=False)
    data = data.replace("</", "<" + chr(92) + "/")
    return f"<script>window.{ctx['dataVar']} = {data};</script>\n"


def _meta(site: Site) -> str:
    if site.axes["charset"] == "utf8":
        return '<meta charset="utf-8">'
    return '<meta http-equiv="Content-Type" content="text/html; charset=gbk">'


def phone_shell(site: Site, ctx: dict, title: str, body: str, scripts: str = "") -> str:
    """A whole phone document: viewport meta, a top bar with 打开APP, the column, a footer."""
    return (f'<!DOCTYPE html>\n<html lang="zh-CN">\n<head>\n{_meta(site)}\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{e(title)}_{e(site.portal)}手机版</title>\n"
            f'<link rel="stylesheet" href="/{site.sid}/static/m.css">\n</head>\n'
            '<body class="m-page">\n<header class="m-head">'
            f'<a class="m-logo" href="/{site.sid}/index.html">{e(site.portal)}</a>'
            f'<a class="open-app" href="/{site.sid}/ad/landing.html" target="_self">打开APP</a>'
            f'</header>\n<div class="m-main">{body}</div>\n'
            f'<footer class="m-foot">{e(site.portal)} 手机版 | 电脑版</footer>\n{scripts}\n'
            "</body>\n</html>\n")


def phone_page(site: Site, ctx: dict, g: Gallery, parts: list[Part]) -> str:
    """One gallery document of a phone site."""
    slot = {k: "".join(p.html for p in parts if p.slot == k) for k in ("tools", "below")}
    intro = f'<p class="m-intro">{e(site.flags["intros"][g.order - 1])}</p>'
    if ctx["layout"] == "track":
        gal = _swipe(ctx, g)
        if ctx["caption"] == "below":
            gal += _captions(ctx, g, ctx["cap_cls"])
        bar = _captions(ctx, g, ctx["bar_cls"]) if ctx["caption"] == "bottom_bar" else ""
        gal = f"{gal}{intro}"
    else:
        cells = "".join(f'<li data-index="{k}"><img src="/{s.thumb}" alt=""></li>'
                        for k, s in enumerate(g.slides))
        num = ("" if ctx["indicator"] == "none"
               else f'<div class="{ctx["ind_cls"]}"></div>')
        bar = (f'<div class="{ctx["viewer_cls"]}" style="display:none"><div class="pv-top">'
               f'<a href="javascript:;" class="{ctx["close_cls"]}">×</a>{num}</div>'
               f'{_swipe(ctx, g)}{_captions(ctx, g, "pv-bottom")}</div>')
        gal = (f'{intro}<ul class="{ctx["grid_cls"]}">{cells}</ul>'
               '<p class="m-hint">点击图片查看大图</p>')
    others = "".join(f'<li><a href="/{o.key}">{e(o.title)}</a></li>'
                     for o in site.galleries if o is not g)
    body = (f'<article class="m-album"><h1 class="{ctx["title_cls"]}">{e(g.title)}</h1>'
            f'<div class="m-meta"><span>2024-06-12 10:20</span><span>{e(site.portal)}</span>'
            f'<span class="m-total">共{len(g.slides)}张</span>{slot["tools"]}</div>{gal}'
            f'<section class="m-related"><h3>相关图集</h3><ul>{others}</ul></section>'
            f'{slot["below"]}</article>{bar}')
    scripts = (f'{_data(ctx, g)}<script src="/{site.sid}/static/swipe.js"></script>\n'
               f'<script src="/{site.sid}/static/site.js"></script>')
    return phone_shell(site, ctx, g.title, body, scripts)


def phone_article(site: Site, ctx: dict, a: Article) -> str:
    """An article of a phone site (same phone layout, no gallery)."""
    fig = ""
    if a.photo is not None:
        fig = (f'<figure class="m-fig"><img src="/{a.photo.image}" alt="">'
               f"<figcaption>{e(a.photo.note)}</figcaption></figure>")
    paras = "".join(f"<p>{e(p)}</p>" for p in a.pages[0])
    nxt = next(o for o in site.articles if o.key == a.next_url)
    body = (f'<article class="m-article"><h1 class="{ctx["title_cls"]}">{e(a.title)}</h1>'
            f'<div class="m-meta"><span>2024-06-12 08:30</span><span>{e(site.portal)}</span>'
            f'</div><div class="m-content">{fig}{paras}</div><div class="m-next">下一篇：'
            f'<a href="/{nxt.key}">{e(nxt.title)}</a></div></article>')
    return phone_shell(site, ctx, a.title, body)


def phone_index(site: Site, ctx: dict) -> str:
    """The site's home page (for manual browsing; not in the truth)."""
    gals = "".join(f'<li><a href="/{g.key}">{e(g.title)}</a></li>' for g in site.galleries)
    arts = "".join(f'<li><a href="/{a.key}">{e(a.title)}</a></li>' for a in site.articles)
    return phone_shell(site, ctx, site.portal, f"<h2>图片</h2><ul>{gals}</ul><h2>新闻</h2>"
                       f"<ul>{arts}</ul>")


def open_app_part(site: Site) -> Part:
    """打开APP: the header's app link (a full navigation to a landing page)."""
    return Part("none", truth=[entry("open_app", ".m-head .open-app", "navigates")])


def phone_css(ctx: dict, parts: list[Part]) -> str:
    """The stylesheet of a phone site (one column, ~375 px design, big type)."""
    root, track, item = f".{ctx['root_cls']}", f".{ctx['track_cls']}", f".{ctx['item']}"
    css = [
        "html { -webkit-text-size-adjust: 100%; } body { margin: 0; font: 17px/1.7"
        " -apple-system, 'PingFang SC', 'Microsoft YaHei', sans-serif; color: #222;"
        " background: #f6f6f6; } body.pv-open { overflow: hidden; }",
        ".m-head { position: sticky; top: 0; z-index: 20; height: 44px; display: flex;"
        " align-items: center; justify-content: space-between; padding: 0 14px;"
        " background: #d22; color: #fff; } .m-head a { color: #fff; text-decoration: none; }",
        ".open-app { border: 1px solid #fff; border-radius: 14px; padding: 0 10px;"
        " font-size: 14px; line-height: 26px; }",
        ".m-main { max-width: 480px; margin: 0 auto; background: #fff; padding-bottom: 80px; }",
        f".m-album h1, .m-article h1, .{ctx['title_cls']} {{ font-size: 24px; line-height: 1.4;"
        " margin: 0; padding: 14px 16px 6px; }",
        ".m-meta { font-size: 13px; color: #888; padding: 0 16px 10px; }"
        " .m-meta span { margin-right: 10px; }",
        f"{root} {{ position: relative; width: 100%; height: 250px; overflow: hidden;"
        " background: #000; touch-action: pan-y; user-select: none; -webkit-user-select: none; }",
        f"{track} {{ display: flex; height: 100%; transition-property: transform;"
        " transition-timing-function: ease-out; will-change: transform; }",
        f"{item} {{ position: relative; flex: 0 0 100%; width: 100%; height: 100%; }}",
        f"{item} img {{ width: 100%; height: 100%; object-fit: contain; display: block;"
        " -webkit-user-drag: none; pointer-events: none; }",
        f".{ctx['slideCap']} {{ position: absolute; left: 0; right: 0; bottom: 0;"
        " padding: 24px 14px 10px; color: #fff; font-size: 15px; line-height: 1.5;"
        " background: linear-gradient(transparent, rgba(0,0,0,.7)); }",
        f".{ctx['ind_cls']} {{ position: absolute; {ctx['corner']}: 12px; bottom: 10px;"
        " z-index: 3; color: #fff; font-size: 14px; background: rgba(0,0,0,.4);"
        " border-radius: 10px; padding: 0 8px; }",
        f".{ctx['ind_cls']} .{ctx['dot']} {{ display: inline-block; width: 6px; height: 6px;"
        " margin: 0 3px; border-radius: 50%; background: rgba(255,255,255,.5); }"
        f" .{ctx['ind_cls']} .{ctx['dotOn']} {{ background: #fff; }}",
        f".{ctx['cap_cls']} {{ padding: 10px 16px; font-size: 17px; min-height: 56px; }}",
        f".{ctx['bar_cls']} {{ position: fixed; left: 0; right: 0; bottom: 0; z-index: 30;"
        " max-height: 30vh; overflow: hidden; padding: 10px 16px; color: #fff; font-size: 16px;"
        " background: rgba(0,0,0,.75); }",
        ".m-intro, .m-content p { padding: 0 16px; font-size: 18px; }",
        ".m-related h3 { font-size: 18px; padding: 0 16px; } .m-related li { margin: 6px 0; }",
        f".{ctx['grid_cls']} {{ display: grid; grid-template-columns: 1fr 1fr; gap: 6px;"
        " list-style: none; margin: 0; padding: 0 16px; }",
        f".{ctx['grid_cls']} img {{ width: 100%; aspect-ratio: 4 / 3; object-fit: cover;"
        " display: block; }",
        ".m-hint { font-size: 13px; color: #999; padding: 0 16px; }",
        f".{ctx['viewer_cls']} {{ position: fixed; inset: 0; z-index: 100; background: #000;"
        " color: #fff; }",
        f".{ctx['viewer_cls']} .pv-top {{ height: 48px; display: flex; align-items: center;"
        " justify-content: space-between; padding: 0 14px; font-size: 16px; }",
        f".{ctx['viewer_cls']} .pv-top .{ctx['ind_cls']} {{ position: static;"
        " background: none; }",
        f".{ctx['viewer_cls']} .{ctx['close_cls']} {{ color: #fff; font-size: 28px;"
        " text-decoration: none; }",
        f".{ctx['viewer_cls']} {root} {{ height: 60vh; margin-top: 6vh; }}",
        f".{ctx['viewer_cls']} .pv-bottom {{ position: absolute; left: 0; right: 0; bottom: 0;"
        " padding: 12px 16px 24px; font-size: 16px; background: rgba(0,0,0,.6); }",
        ".m-figure img, .m-fig img { width: 100%; } .m-fig figcaption { font-size: 14px;"
        " color: #666; padding: 0 16px; }",
        ".m-next, .m-foot { padding: 10px 16px; font-size: 14px; color: #666; }",
        ".next-story, .set-nav, .more-news { padding: 6px 16px; }",
    ]
    css += [p.css for p in parts if p.css]
    return "\n".join(css) + "\n"


def phone_truth(site: Site, ctx: dict, g: Gallery, parts: list[Part]) -> dict:
    """The truth entry of one phone gallery."""
    tap = ctx["layout"] == "tap_open"
    counter = ctx["ind"] if ctx["indicator"] in ("slash", "spaced") else None
    in_slide = ctx["caption"] == "in_slide"
    oracle = {"selector": None, "action": "swipe", "key": None, "direction": "left",
              "min_px": ctx["threshold"]}
    if tap:
        oracle.update(open=f".{ctx['grid_cls']} > li:first-child", open_action="tap")
    cap = None if in_slide else f"{ctx['capBox']} > p"
    return {
        "site": site.sid, "kind": "gallery", "order": g.order, "title": g.title,
        "axes": {**site.axes, "entry": "first", "url_word": url_word(g.key)},
        "slides": [{"index": k + 1, "image": s.image, "caption": s.caption(False),
                    "credit": s.credit, **({"thumb": s.thumb} if tap else {})}
                   for k, s in enumerate(g.slides)],
        "oracle": oracle,
        "prelude": [],
        "end": site.axes["phone_end"],
        "decoys": [d for part in parts for d in part.truth],
        "start": 1,
        "check": {"root": ctx["root"], "slides": ctx["slides"],
                  "track": f"{ctx['root']} {ctx['track']}",
                  "picture": f"{ctx['slides']} img", "caption": cap,
                  "slide_caption": f".{ctx['slideCap']}" if in_slide else None,
                  "exclude": [".author"], "title": f".{ctx['title_cls']}", "counter": counter,
                  "dots": f"{ctx['ind']} .{ctx['dot']}" if ctx["indicator"] == "dots" else None,
                  "dot_on": ctx["dotOn"], "threshold": ctx["threshold"], "motion_ms": ctx["ms"],
                  "overlay": ctx["viewer"] or None, "close": ctx["close"] or None,
                  "viewport": {"width": 390, "height": 844}},
    }
