"""Viewer sites: each gallery page is a grid, a list or a row of inline thumbnails (under an
intro); a click (or Enter on a focusable thumbnail) opens a fixed overlay viewer with one large
picture, its caption, a counter on some, its own next/prev and a close control.

``build_viewer_site`` makes the content (own random streams: the site id is new), ``viewer_ctx``
the template, ``viewer_page`` one gallery document, ``viewer_css`` the stylesheet and
``viewer_truth`` the truth entry (the existing schema, plus ``oracle.open``/``open_action``).
"""

from __future__ import annotations

import json
import random
from urllib.parse import urlsplit

from . import text
from .controls import controls
from .decoys import Part, entry
from .model import PORTALS, Gallery, Site, Slide, _article, _fill, _slides
from .names import hashed, names
from .render import caption_html, e, extras_html, shell

#: entry paths with a picture word and without one (about half of each on viewer sites)
PATHS_WORD = ["photo/{y}/{md}/{id}.html", "pic/{ymd}/{id}.html", "album/{y}{m}/{id}.shtml",
              "atlas/{id}.html", "image/{y}-{m}-{d}/{id}.htm", "tuji/{ymd}/{id}.html"]
PATHS_PLAIN = ["news/{y}/{md}/{id}.html", "a/{ymd}/{id}.htm", "c/{y}-{m}-{d}/{id}.shtml",
               "content/{y}{m}/{id}.html", "detail/{id}.html", "xw/{ymd}/{id}.html"]
PICTURE_WORDS = ("photo", "pic", "tuji", "slide", "gallery", "album", "atlas", "image", "图")
#: the overlay's picture box per ``picture_size`` (it has to fit a 1280x720 viewport)
VIEWER_SIZES = {"thumb": (360, 240), "medium": (640, 427), "full": (900, 600)}
LIGHTBOXES = [("lb-overlay", "lb-close"), ("pswp-layer", "pswp__button--close"),
              ("fancy-box-wrap", "fancy-close"), ("mfp-wrap", "mfp-close"),
              ("lg-outer", "lg-close"), ("pic-viewer", "viewer-close")]


def url_word(key: str) -> str:
    """``yes`` when a gallery's entry path holds a picture word."""
    path = urlsplit(key).path.lower()
    return "yes" if any(w in path for w in PICTURE_WORDS) else "no"


def build_viewer_site(sid: str, axes: dict, seed: int, kinds: list[str], word: bool) -> Site:
    """All content of one viewer site."""
    rng = random.Random(f"{seed}:{sid}")
    site = Site(sid, axes, rng, rng.choice(PORTALS))
    site.flags.update(
        img_dir=rng.choice(["img", "upload/2024/05", "uploads/pics", "res/images"]),
        thumb_fmt=rng.choice(["{sid}/{d}/{h}_s.png", "{sid}/{d}/s_{h}.png",
                              "{sid}/{d}/thumb/{h}.png", "{sid}/{d}/{h}_160x120.png"]),
        styled_en=rng.random() < 0.5, credit_prefix=rng.random() < 0.4,
        base_target=rng.random() < 0.15, late_ms=rng.randint(100, 600),
        ns=rng.choice(["lightbox", "PhotoBox", "picViewer", "__lb", "zoomApp"]),
        motion_ms=rng.randint(900, 1100) if axes["viewer_motion"] == "per_frame"
        else rng.randint(200, 800),
    )
    pattern = rng.choice(PATHS_WORD if word else PATHS_PLAIN)
    site.flags["section"] = pattern.split("/")[0]
    english = axes["caption"] == "english"
    used: set[str] = set()
    for order in range(1, 5 if rng.random() < 0.3 else 4):
        ident = str(rng.randint(10000, 999999))
        page1 = f"{sid}/" + _fill(pattern, rng, ident)
        if page1 in used:
            page1 = page1.replace(ident, ident + "1")
        used.add(page1)
        title = text.album_title(rng, english)
        while any(g.title == title for g in site.galleries):
            title = text.album_title(rng, english)
        g = Gallery(ident, order, title, _slides(site, rng.randint(4, 12)), page1)
        g.key, g.data_url = page1, page1
        site.galleries.append(g)
    site.articles = [_article(site, k, i) for i, k in enumerate(kinds)]
    for i, a in enumerate(site.articles):
        a.next_url = site.articles[(i + 1) % len(site.articles)].key
    site.flags["intros"] = [[text.paragraph(rng) for _ in range(rng.randint(1, 2))]
                            for _ in site.galleries]
    return site


def viewer_ctx(site: Site, seed: int) -> dict:
    """Everything the viewer renderers and viewer.js need to know about a site's template."""
    rng = random.Random(f"{seed}:{site.sid}:ctx")
    ax, sid = site.axes, site.sid
    voc = names(ax["control_naming"], rng)
    lb_cls, close_cls = rng.choice(LIGHTBOXES)
    thumb_tags = (["a", "button"] if ax["viewer_open"] == "key"
                  else ["div", "img", "a", "span"])
    ctx = {
        "sid": sid, "names": voc, "naming": ax["control_naming"],
        "element": ax["control_element"], "event": ax["control_event"],
        "counter": ax["counter"], "caption": ax["caption"], "large": ax["viewer_large"],
        "captions": ax["viewer_captions"], "motion": ax["viewer_motion"],
        "end": ax["viewer_end"], "open": ax["viewer_open"], "layout": ax["viewer_layout"],
        "size": ax["picture_size"], "motion_ms": site.flags["motion_ms"],
        "late_ms": site.flags["late_ms"], "ns": site.flags["ns"],
        "credit_prefix": site.flags["credit_prefix"], "portal_en": f"portal {sid}",
        "build": f"2025{rng.randint(1000, 9999)}", "charset": site.http_charset,
        "keys": ax["viewer_open"] == "key" or rng.random() < 0.5,
        "stop_style": rng.choice(["hidden", "disabled"]),
        "lb_static": rng.random() < 0.5, "lb_cls": lb_cls, "lb_sel": f".{lb_cls}",
        "close_cls": close_cls, "close_sel": f".{close_cls}",
        "thumb_tag": "a" if ax["viewer_large"] == "href" else rng.choice(thumb_tags),
        "thumb_cls": rng.choice(["pic-thumb", "j-lightbox", "lb-item", "img-link",
                                 hashed(rng)]),
        "cont_cls": rng.choice(["pic-grid", "photo-list", "img-list", "atlas-box", "imgs"]),
        "grid_cap": rng.choice(["pic-txt", "desc-txt", "item-cap", "tit"]),
        "large_attr": rng.choice(["data-src", "data-large", "data-original", "data-full"]),
        "data_on_img": rng.random() < 0.5, "cap_on_img": rng.random() < 0.5,
        "cap_attr": rng.choice(["data-caption", "data-sub-html", "title", "data-title"]),
        "cap_store": rng.choice(["array", "template", "hidden"]),
        "pics_var": rng.choice(["photoList", "__pics", "imgArr", "galleryItems"]),
        "pics_key": rng.choice(["big", "src", "original", "url"]),
        "blank": f"/{sid}/static/blank.gif", "top_html": "",
    }
    if ctx["thumb_tag"] == "img":
        ctx["data_on_img"] = ctx["cap_on_img"] = True
    ctx["stage_sel"] = voc["stage"].sel
    controls(ctx, rng)
    lb = ctx["lb_sel"]
    ctx["next_full"] = f"{lb} {ctx['next_sel']}" if ctx["next_sel"] else ""
    ctx["pic_sel"], ctx["captext_sel"] = voc["pic"].sel, voc["captext"].sel
    ctx["counter_sel"] = voc["counter"].sel
    item = {"grid": "li", "list": ".item", "inline": "span"}[ctx["layout"]]
    ctx["thumbs_sel"] = f".{ctx['cont_cls']} .{ctx['thumb_cls']}"
    ctx["open_sel"] = f".{ctx['cont_cls']} > {item}:first-child .{ctx['thumb_cls']}"
    if ctx["thumb_tag"] == "img" or ctx["layout"] == "inline":
        ctx["open_sel"] = f".{ctx['cont_cls']} > {item}:first-child > .{ctx['thumb_cls']}"
    counter = (f'<span {voc["counter"].attrs}></span>' if ctx["counter"] != "none" else "")
    ctx["lb_inner"] = (
        f'<div class="lb-mask"></div><div class="lb-box"><div class="lb-bar">{counter}'
        f'<a href="javascript:;" class="{close_cls}" title="关闭">×</a></div>'
        f'<div {voc["stage"].attrs}><img {voc["pic"].attrs} src="{ctx["blank"]}" alt="">'
        f'{ctx["prev_html"]}{ctx["next_html"]}</div>'
        f'<div {voc["capbox"].attrs}><div {voc["captext"].attrs}></div></div></div>')
    return ctx


def _thumb(ctx: dict, s: Slide, k: int) -> str:
    """One thumbnail (the element a click opens the viewer from)."""
    tag, tc = ctx["thumb_tag"], ctx["thumb_cls"]
    on_el: list[str] = []
    on_img: list[str] = []
    if ctx["large"] == "data":
        (on_img if ctx["data_on_img"] else on_el).append(f'{ctx["large_attr"]}="/{s.image}"')
    if ctx["captions"] == "attribute":
        attr = ctx["cap_attr"]
        val = f"<p>{caption_html(ctx, s)}</p>" if attr == "data-sub-html" else s.note
        bits = [f'{attr}="{e(val)}"']
        if s.credit_shown and attr != "data-sub-html":
            bits.append(f'data-credit="{e(s.credit_shown)}"')
        (on_img if ctx["cap_on_img"] else on_el).extend(bits)
    if ctx["large"] == "script":
        on_el.append(f'data-index="{k}"')
    if tag == "img":
        return f'<img class="{tc}" src="/{s.thumb}" alt="" {" ".join(on_el + on_img)}>'
    img = f'<img src="/{s.thumb}" alt=""{" " if on_img else ""}{" ".join(on_img)}>'
    attrs = " ".join([f'class="{tc}"', *on_el])
    if tag == "a":
        href = f"/{s.image}" if ctx["large"] == "href" else "javascript:;"
        return f'<a href="{href}" {attrs} target="_self">{img}</a>'
    if tag == "button":
        return f'<button type="button" {attrs}>{img}</button>'
    return f"<{tag} {attrs}>{img}</{tag}>"


def _grid(ctx: dict, g: Gallery) -> str:
    cap = ctx["captions"] == "grid"
    cells = []
    for k, s in enumerate(g.slides):
        c = f'<p class="{ctx["grid_cap"]}">{caption_html(ctx, s)}</p>' if cap else ""
        t = _thumb(ctx, s, k)
        if ctx["layout"] == "grid":
            cells.append(f"<li>{t}{c}</li>")
        elif ctx["layout"] == "list":
            cells.append(f'<div class="item">{t}<div class="txt">{c}<span class="time">'
                         f"2024-05-{10 + k % 18:02d}</span></div></div>")
        else:
            cells.append(f'<span class="cell">{t}{c}</span>')
    tag = "ul" if ctx["layout"] == "grid" else "div"
    return f'<{tag} class="{ctx["cont_cls"]}">{"".join(cells)}</{tag}>'


def _data(ctx: dict, g: Gallery) -> str:
    """The JS array or hidden template that alone knows large pictures and/or captions."""
    out = ""
    only = ctx["captions"] == "viewer_only"
    if ctx["large"] == "script":
        rows = []
        for s in g.slides:
            row = {ctx["pics_key"]: f"/{s.image}", "thumb": f"/{s.thumb}"}
            if only and ctx["cap_store"] == "array":
                row.update(desc=s.note, author=s.credit_shown)
            rows.append(row)
        out += (f"<script>var {ctx['pics_var']} = "
                f"{json.dumps(rows, ensure_ascii=False).replace('</', '<' + chr(92) + '/')};"
                "</script>\n")
    if not only:
        return out
    if ctx["cap_store"] == "template":
        lis = "".join(f"<li>{caption_html(ctx, s)}</li>" for s in g.slides)
        out += f'<template id="pic-notes">{lis}</template>\n'
    elif ctx["cap_store"] == "hidden":
        lis = "".join(f"<li>{caption_html(ctx, s)}</li>" for s in g.slides)
        out += f'<ul class="pic-notes" style="display:none">{lis}</ul>\n'
    elif ctx["large"] != "script":
        rows = [{"t": s.note, "c": s.credit_shown} for s in g.slides]
        out += (f"<script>var picDesc = "
                f"{json.dumps(rows, ensure_ascii=False).replace('</', '<' + chr(92) + '/')};"
                "</script>\n")
    return out


def single_decoy(name: str, site: Site, rng: random.Random, lb_sel: str) -> Part:
    """A 扫码关注 QR code or an ad picture that opens the same overlay, alone."""
    st = f"{site.sid}/static"
    if name == "qr_code":
        big, small, cap = f"{st}/qr-big.png", f"{st}/qr.png", f"扫码关注{site.portal}"
        if rng.random() < 0.5:
            h = (f'<div class="qr-float"><a href="/{big}" data-single="1" data-caption="{cap}" '
                 f'target="_self"><img src="/{small}" alt="扫码关注"></a><p>扫码关注</p></div>')
            sel = ".qr-float a"
        else:
            h = (f'<div class="qr-float"><img class="qr-code" src="/{small}" data-single="1" '
                 f'data-large="/{big}" data-caption="{cap}" alt="扫码关注"><p>扫码关注</p></div>')
            sel = "img.qr-code"
        css = (".qr-float { position: fixed; right: 12px; bottom: 60px; width: 90px;"
               " background: #fff; border: 1px solid #ddd; text-align: center; z-index: 60;"
               " font-size: 12px; } .qr-float img { width: 80px; height: 80px; cursor: zoom-in; }")
        slot = "body"
    else:
        big, small, cap = f"{st}/ad-big.png", f"{st}/ad-small.png", "限时特惠"
        h = (f'<div class="ad-pic-box"><span class="ad-label">广告</span><a class="ad-pic" '
             f'href="/{big}" data-single="1" data-caption="{cap}" target="_self">'
             f'<img src="/{small}" alt=""></a></div>')
        sel = "a.ad-pic"
        css = (".ad-pic-box { margin: 10px 0; } .ad-pic-box img { width: 300px; height: 100px;"
               " display: block; } .ad-label { font-size: 12px; color: #999; }")
        slot = "below"
    return Part(slot, h, css=css, truth=[entry(name, sel, "single_viewer", shows=lb_sel,
                                               image=big, caption=cap)])


def viewer_page(site: Site, ctx: dict, g: Gallery, parts: list[Part]) -> str:
    """One gallery document of a viewer site."""
    n = ctx["names"]
    slot = {k: "".join(p.html for p in parts if p.slot == k)
            for k in ("tools", "below", "body", "top")}
    ctx = {**ctx, "top_html": slot["top"]}
    intro = "".join(f"<p>{e(p)}</p>" for p in site.flags["intros"][g.order - 1])
    extra, _ = extras_html(ctx, site, g)
    hint = ('<p class="kbd-hint">点击图片查看大图，支持键盘←→键翻阅，Esc关闭</p>'
            if ctx["open"] == "key" else '<p class="kbd-hint">点击小图查看大图</p>')
    overlay = (f'<div class="{ctx["lb_cls"]}" role="dialog" aria-hidden="true" '
               f'style="display:none">{ctx["lb_inner"]}</div>' if ctx["lb_static"] else "")
    body = (f'<div class="wrap"><h1 {n["title"].attrs}>{e(g.title)}</h1>'
            f'<div class="info"><span class="time">2024-05-12 10:20</span> 来源：'
            f'{e(site.portal)} <span class="total">共{len(g.slides)}张</span></div>'
            f'<div class="toolbar">{slot["tools"]}</div><div class="intro">{intro}</div>'
            f'{_grid(ctx, g)}{hint}{extra}{slot["below"]}</div>{slot["body"]}{overlay}')
    scripts = (f'{_data(ctx, g)}<script src="/{site.sid}/static/viewer.js"></script>\n'
               f'<script src="/{site.sid}/static/site.js"></script>')
    return shell(site, ctx, g.title, body, scripts)


def viewer_css(ctx: dict, parts: list[Part]) -> str:
    """The stylesheet of a viewer site."""
    n, lb = ctx["names"], ctx["lb_sel"]
    w, h = VIEWER_SIZES[ctx["size"]]
    cont, tc = f".{ctx['cont_cls']}", f".{ctx['thumb_cls']}"
    css = [
        "body { margin: 0; font: 14px/1.6 'Microsoft YaHei', sans-serif; color: #222; }",
        ".top-nav { background: #c00; color: #fff; padding: 6px 12px; height: 28px;"
        " overflow: hidden; } .top-nav a { color: #fff; margin-right: 12px; }",
        ".crumbs { padding: 4px 12px; color: #666; font-size: 12px; }",
        ".wrap { padding: 0 16px; position: relative; }",
        f"{n['title'].sel} {{ font-size: 22px; margin: 6px 0; }}",
        ".info, .toolbar { font-size: 12px; color: #666; margin: 2px 0; }",
        f"ul{cont} {{ display: grid; grid-template-columns: repeat(4, 170px); gap: 10px;"
        " list-style: none; margin: 8px 0; padding: 0; }",
        f"div{cont} .item {{ display: flex; gap: 12px; margin: 8px 0; }}",
        f"div{cont} .cell {{ display: inline-block; margin: 0 6px 6px 0;"
        " vertical-align: top; width: 170px; }",
        f"{cont} {tc} {{ display: inline-block; cursor: zoom-in; padding: 0; border: 0;"
        " background: none; }",
        f"{cont} img {{ width: 160px; height: 107px; object-fit: cover; display: block; }}",
        f".{ctx['grid_cap']} {{ font-size: 12px; margin: 4px 0; color: #444; }}",
        f"{lb} {{ position: fixed; inset: 0; z-index: 2000; }}",
        f"{lb} .lb-mask {{ position: absolute; inset: 0; background: rgba(0,0,0,.88); }}",
        f"{lb} .lb-box {{ position: relative; width: {w}px; margin: 24px auto 0; color: #eee; }}",
        f"{lb} .lb-bar {{ height: 28px; text-align: right; }}",
        f"{lb} .{ctx['close_cls']} {{ color: #fff; font-size: 24px; text-decoration: none;"
        " margin-left: 12px; }",
        f"{lb} {n['stage'].sel} {{ position: relative; width: {w}px; height: {h}px;"
        " overflow: hidden; background: #111; }",
        f"{lb} {n['stage'].sel} > img:first-child {{ width: 100%; height: 100%;"
        " object-fit: contain; display: block; }",
        f"{lb} {n['capbox'].sel} {{ padding: 8px 0; min-height: 40px; }}",
        "@keyframes lb-nudge { 0% { transform: translateX(0); } 30% { transform:"
        " translateX(-14px); } 60% { transform: translateX(10px); } 100% { transform:"
        " translateX(0); } } img.lb-nudge { animation: lb-nudge .34s ease; }",
        ".kbd-hint { font-size: 12px; color: #999; }",
        ".related-sets li { display: inline-block; margin: 4px; }"
        " .related-sets img { width: 60px; height: 40px; }",
        ".tools a { margin: 0 4px; }",
    ]
    if ctx["caption"] == "styled":
        sel = f"{lb} {n['captext'].sel}"
        css.append(f"{sel} {{ text-transform: uppercase; letter-spacing: .12em; }}"
                   f" {sel}::before {{ content: '图说：'; color: #f66; }}")
    css.append(ctx["control_css"])
    css += [p.css for p in parts if p.css]
    return "\n".join(css) + "\n"


def viewer_truth(site: Site, ctx: dict, g: Gallery, parts: list[Part]) -> dict:
    """The truth entry of one viewer gallery."""
    _, extra = extras_html(dict(ctx), site, g)
    key = ctx["event"] == "key"
    lb = ctx["lb_sel"]
    oracle = {"selector": None if key else ctx["next_full"], "action": ctx["event"],
              "key": "ArrowRight" if key else None, "open": ctx["open_sel"],
              "open_action": ctx["open"], "open_key": "Enter" if ctx["open"] == "key" else None}
    n = ctx["names"]
    return {
        "site": site.sid, "kind": "gallery", "order": g.order, "title": g.title,
        "axes": {**site.axes, "entry": "first", "url_word": url_word(g.key)},
        "slides": [{"index": k + 1, "image": s.image, "caption": s.caption(False),
                    "credit": s.credit, "thumb": s.thumb} for k, s in enumerate(g.slides)],
        "oracle": oracle,
        "prelude": [p for part in parts for p in part.prelude],
        "end": site.axes["viewer_end"],
        "decoys": [d for part in parts for d in part.truth] + extra,
        "start": 1,
        "check": {"picture": f"{lb} {n['pic'].sel}", "caption": f"{lb} {n['captext'].sel}",
                  "exclude": [".author"], "credit": f"{lb} {n['captext'].sel} .author",
                  "title": n["title"].sel,
                  "counter": f"{lb} {n['counter'].sel}" if ctx["counter"] != "none" else None,
                  "endlayer": None, "pager": None, "next": ctx["next_full"] or None,
                  "overlay": lb, "close": f"{lb} {ctx['close_sel']}",
                  "motion_ms": ctx["motion_ms"] if ctx["motion"] != "instant" else 0,
                  "stop_style": ctx["stop_style"], "thumbs": ctx["thumbs_sel"]},
    }
