"""HTML of gallery pages: the site chrome, the viewer (stage, caption box, counter, end layer),
thumbnail/related/sidebar strips, decoys, and the per-page data (JSON in a script, a hidden
textarea, or a pre-rendered track). Page-per-picture galleries get one document per picture
with a 下一页 pager.
"""

from __future__ import annotations

import html
import json

from . import js
from .decoys import Part
from .model import Gallery, Site, Slide
from .paged_js import paged_script

SIZES = {"thumb": (240, 160), "medium": (640, 427), "full": (1200, 800)}


def e(t: str) -> str:
    """HTML-escape."""
    return html.escape(t, quote=True)


def meta_charset(site: Site) -> str:
    """The charset declaration of a page."""
    cs = site.axes["charset"]
    if cs == "utf8":
        return '<meta charset="utf-8">'
    if cs == "gbk":
        return '<meta http-equiv="Content-Type" content="text/html; charset=gbk">'
    return '<meta charset="gb2312">'


def shell(site: Site, ctx: dict, title: str, body: str, scripts: str = "") -> str:
    """A whole document with the site's header and footer."""
    base = '<base target="_blank">' if site.flags["base_target"] else ""
    nav = "".join(f'<a href="/{a.key}" target="_self">{e(a.title[:8])}</a>'
                  for a in site.articles[:2])
    return (f"<!DOCTYPE html>\n<html lang=\"zh-CN\">\n<head>\n{meta_charset(site)}\n"
            f"<title>{e(title)}_{e(site.portal)}</title>\n{base}\n"
            f'<link rel="stylesheet" href="/{site.sid}/static/site.css">\n</head>\n<body>\n'
            f'<div class="top-nav"><a href="/{site.sid}/index.html" target="_self">'
            f"{e(site.portal)}</a><a href=\"/{site.sid}/index.html\" target=\"_self\">首页</a>"
            f'<span class="cn">新闻</span><span class="cn">图片</span>{nav}'
            f'{ctx.get("top_html", "")}</div>\n'
            f'<div class="crumbs">您的位置：首页 &gt; 图片 &gt; 正文</div>\n{body}\n'
            f'<div class="footer">Copyright &copy; 2024 {e(site.portal)} 版权所有</div>\n'
            f"{scripts}\n</body>\n</html>\n")


def caption_html(ctx: dict, s: Slide) -> str:
    """A slide's caption as the server renders it (credit in its own span)."""
    if not s.credit_shown:
        return e(s.note)
    cred = f'<span class="author">{e(s.credit_shown)}</span>'
    return f"{cred} {e(s.note)}" if ctx["credit_prefix"] else f"{e(s.note)} {cred}"


def capbox(ctx: dict, g: Gallery, s: Slide | None, counter: str) -> str:
    """The caption box; ``s`` pre-fills it (page-per-picture sites), else the script does."""
    n, kind = ctx["names"], ctx["caption"]
    if ctx["track"]:
        paras = []
        for k, x in enumerate(g.slides):
            inner = (f"<b>{e(x.title)}</b>\n{caption_html(ctx, x)}" if kind == "title_text"
                     else caption_html(ctx, x))
            paras.append(f'<p style="display:{"" if k == 0 else "none"}">{inner}</p>')
        body = f'<div {n["explain"].attrs}>{"".join(paras)}</div>'
        if kind == "controls_in_box":
            body = counter + body + TOOLS
        return f'<div {n["capbox"].attrs}>{body}</div>'
    if kind == "controls_in_box":
        text = e(s.note) if s else ""
        return f'<div {n["capbox"].attrs}>{counter}{text}{TOOLS}</div>'
    inner = caption_html(ctx, s) if s else ""
    body = f'<p {n["captext"].attrs}>{inner}</p>'
    if kind == "title_text":
        body = f'<h3 {n["captitle"].attrs}>{e(s.title) if s else ""}</h3>\n{body}'
    return f'<div {n["capbox"].attrs}>{body}</div>'


TOOLS = ('<span class="tools"><a href="javascript:;" class="btn-play">播放</a>'
         '<a href="javascript:;" class="btn-pause">暂停</a>'
         '<a href="javascript:;" class="btn-full">全屏</a></span>')
TOOLS_JS = ("var bp = q('.tools .btn-play'); if (bp) { bp.addEventListener('click', function () {"
            " G.play(3000); }); q('.tools .btn-pause').addEventListener('click', function () {"
            " G.stop(); }); q('.tools .btn-full').addEventListener('click', function () {"
            " var v = doc.documentElement; if (v.requestFullscreen) { v.requestFullscreen()"
            ".catch(function () {}); } }); }")


def counter_html(ctx: dict, i: int, n: int) -> str:
    """The counter element (empty for script sites: the script fills it)."""
    if ctx["counter"] == "none":
        return ""
    inner = js.counter_text(ctx["counter"], i, n) if i else ""
    return f'<span {ctx["names"]["counter"].attrs}>{inner}</span>'


def end_layer(ctx: dict, site: Site, g: Gallery) -> str:
    """The end overlay: 图集已浏览完毕, 重新浏览 and recommended galleries."""
    if ctx["end"] != "overlay":
        return ""
    recs = "".join(f'<li><a href="/{o.page1}" target="_self"><img src="/{o.slides[0].thumb}" '
                   f'alt=""><span>{e(o.title)}</span></a></li>'
                   for o in site.galleries if o is not g)
    return (f'<div {ctx["names"]["endlayer"].attrs} style="display:none"><p>图集已浏览完毕</p>'
            f'<a href="#" class="replay" target="_self">重新浏览</a><a href="javascript:;" '
            f'class="close">关闭</a><h4>相关图集</h4><ul>{recs}</ul></div>')


def stage_html(ctx: dict, g: Gallery, s: Slide | None) -> str:
    """The picture stage with its controls."""
    n, tr, sid = ctx["names"], ctx["transition"], ctx["sid"]
    blank, loading = ctx["blank"], ctx["loading"]
    if ctx["track"]:
        lis = []
        for x in g.slides:
            img = (f'<img src="{blank if tr == "lazy" else loading}" data-src="/{x.image}" alt="">'
                   if tr in ("lazy", "placeholder") else f'<img src="/{x.image}" alt="">')
            lis.append(f'<li data-thumb="/{x.thumb}">{img}</li>')
        inner = f'<ul {n["track"].attrs}>{"".join(lis)}</ul>'
    elif s is not None:
        if tr == "lazy":
            img = f'<img {n["pic"].attrs} src="{blank}" data-src="/{s.image}" alt="">'
        elif tr == "placeholder":
            img = f'<img {n["pic"].attrs} src="{loading}" data-original="/{s.image}" alt="">'
        else:
            img = f'<img {n["pic"].attrs} src="/{s.image}" alt="">'
        inner = img
    elif tr == "crossfade":
        b = ctx["buf_cls"]
        inner = (f'<img class="{b}" alt="" style="opacity:1"><img class="{b}" alt="" '
                 f'style="opacity:0">')
    else:
        inner = f'<img {n["pic"].attrs} src="{loading}" alt="">'
    del sid
    return f'<div {n["stage"].attrs}>{inner}{ctx["prev_html"]}{ctx["next_html"]}</div>'


def strip_html(ctx: dict, site: Site, g: Gallery, parts: list[Part]) -> str:
    """This gallery's thumbnail strip (own thumbnail files), with decoy arrows if any."""
    if not ctx["has_strip"]:
        return ""
    if site.paged:
        items = "".join(f'<li><a href="/{g.page_path(k + 1, site.axes["data_source"])}" '
                        f'target="_self"><img src="/{x.thumb}" alt=""></a></li>'
                        for k, x in enumerate(g.slides))
    else:
        items = "".join(f'<li><a href="javascript:;"><img src="/{x.thumb}" alt=""></a></li>'
                        for x in g.slides)
    arrows = "".join(p.html for p in parts if p.slot == "strip")
    return (f'<div {ctx["names"]["strip"].attrs}><div class="strip-view"><ul>{items}</ul></div>'
            f"{arrows}</div>")


def extras_html(ctx: dict, site: Site, g: Gallery) -> tuple[str, list[dict]]:
    """Related-galleries strip or a sidebar mini-slider of another album."""
    kind = site.axes["extra_gallery"]
    others = [o for o in site.galleries if o is not g]
    if kind == "related_strip":
        items = "".join(f'<li><a href="/{o.page1}" target="_self"><img src="/{o.slides[0].thumb}"'
                        f' alt=""><span>{e(o.title)}</span></a></li>' for o in others)
        return (f'<div class="related-sets"><h3>相关图集</h3><ul>{items}</ul></div>',
                [{"name": "related_link", "selector": ".related-sets li:first-child a",
                  "action": "click", "effect": "navigates"}])
    if kind == "sidebar_slider":
        o = others[0]
        imgs = json.dumps([f"/{x.image}" for x in o.slides[:5]])
        h = (f'<div class="side-slider" data-pics="{e(imgs)}"><h4>热门图集</h4>'
             f'<div class="mini-stage"><img src="/'
             f'{o.slides[0].image}" alt=""></div><a href="javascript:;" class="mini-prev"></a>'
             f'<a href="javascript:;" class="{ctx["mini_next"]}"></a><p class="mini-cap">'
             f'{e(o.title)}</p></div>')
        ctx["side_js"] = ("var MI = JSON.parse(q('.side-slider').getAttribute('data-pics')),"
                          " mk = 0, mim = q('.mini-stage img');"
                          f" q('.side-slider .{ctx['mini_next']}').addEventListener('click', "
                          f"function (ev) {{ ev.preventDefault(); mk = (mk + 1) % MI.length;"
                          f" mim.src = MI[mk]; }});")
        return h, [{"name": "sidebar_next", "selector": f".side-slider .{ctx['mini_next']}",
                    "action": "click", "effect": "strip_scroll"}]
    return "", []


def data_block(ctx: dict, site: Site, g: Gallery, album: dict) -> str:
    """Where the slide data sits in the page (script, textarea) and the page's album pointer."""
    src, d = ctx["source"], ctx["dialect"]
    ptr = json.dumps({"id": g.gid, "api": f"/{g.data_url}", "next": album["_next"]})
    out = f"<script>var __album = {ptr};</script>"
    data = {k: v for k, v in album.items() if k != "_next"}
    text = json.dumps(data, ensure_ascii=False)
    if src == "json_script":
        var = js.SCRIPT_VARS[d]
        if d == "plain":
            text = json.dumps({"album": data, "user": None}, ensure_ascii=False)
        safe = text.replace("</", "<\\/")
        out += f"<script>var {var} = {safe};\n</script>"
    elif src == "json_textarea":
        sel = js.TEXTAREA[d]
        attr = {"sina": 'name="slide-data"', "netease": 'name="gallery-data"',
                "plain": 'id="album-json"'}[d]
        del sel
        out += f'<textarea {attr} style="display:none;">{e(text)}</textarea>'
    return out


def page(site: Site, ctx: dict, g: Gallery, parts: list[Part], album: dict,
         n: int = 0) -> str:
    """One gallery document (``n`` = picture number on page-per-picture sites, else 0)."""
    names = ctx["names"]
    s = g.slides[n - 1] if n else None
    total = len(g.slides)
    counter = counter_html(ctx, n, total)
    slot = {k: "".join(p.html for p in parts if p.slot == k)
            for k in ("tools", "below", "body", "top")}
    slot["viewer"] = "".join(p.panel for p in parts)
    ctx["top_html"] = slot["top"]
    in_box = ctx["caption"] == "controls_in_box"
    cap = capbox(ctx, g, s, counter if in_box else "")
    viewer = (f'<div class="viewer {ctx["layout"]}">{stage_html(ctx, g, s)}'
              f'{cap if ctx["layout"] != "side_panel" else ""}{end_layer(ctx, site, g)}'
              f'{slot["viewer"]}</div>')
    if ctx["layout"] == "side_panel":
        viewer = (f'<div class="with-panel">{viewer}<aside class="info-panel"><h2>'
                  f"{e(g.title)}</h2>{cap}<p class=\"intro\">共{total}张</p></aside></div>")
    extra, _ = extras_html(ctx, site, g)
    hint = '<p class="kbd-hint">支持键盘←→键翻阅图片</p>' if ctx["event"] == "key" else ""
    pager = pager_html(ctx, site, g, n) if n else ""
    body = (f'<div class="wrap"><h1 {names["title"].attrs}>{e(g.title)}</h1>'
            f'<div class="info"><span class="time">2024-03-12 10:20</span> 来源：'
            f'{e(site.portal)}</div><div class="toolbar">{"" if in_box else counter}'
            f'{slot["tools"]}</div>{viewer}{pager}{hint}{strip_html(ctx, site, g, parts)}'
            f'{extra}{slot["below"]}</div>{slot["body"]}')
    sid = site.sid
    if n:
        scripts = (f"<script>\n{paged_script(ctx, page_data(site, g, n))}</script>\n"
                   f'<script src="/{sid}/static/site.js"></script>')
    else:
        scripts = (f"{data_block(ctx, site, g, album)}\n"
                   f'<script src="/{sid}/static/gallery.js"></script>\n'
                   f'<script src="/{sid}/static/site.js"></script>')
    return shell(site, ctx, g.title, body, scripts)


def page_data(site: Site, g: Gallery, n: int) -> dict:
    """What the small page script of picture ``n`` knows."""
    src = site.axes["data_source"]
    return {"index": n - 1, "next": next_href(site, g, n),
            "pages": [f"/{g.page_path(k, src)}" for k in range(1, len(g.slides) + 1)]}


def next_href(site: Site, g: Gallery, n: int) -> str | None:
    """Where page ``n``'s 下一页 leads (None: no link)."""
    src, total, end = site.axes["data_source"], len(g.slides), site.axes["end"]
    if n < total:
        return f"/{g.page_path(n + 1, src)}"
    if end == "wrap":
        return f"/{g.page1}"
    if end == "dead_page":
        return f"/{g.page_path(total + 1, src)}"
    if end == "next_album":
        other = site.galleries[g.order % len(site.galleries)]
        return f"/{other.page1}"
    return None


def pager_html(ctx: dict, site: Site, g: Gallery, n: int) -> str:
    """The 上一页 1 2 3 下一页 pager of a page-per-picture gallery."""
    src, total, names = site.axes["data_source"], len(g.slides), ctx["names"]
    links = []
    if n > 1:
        links.append(f'<a href="/{g.page_path(n - 1, src)}" target="_self">上一页</a>')
    for k in range(1, total + 1):
        links.append(f'<span class="cur">{k}</span>' if k == n else
                     f'<a href="/{g.page_path(k, src)}" target="_self">{k}</a>')
    href = next_href(site, g, n)
    label, attrs = ctx["page_next_label"], names["next"].attrs
    if href:
        links.append(f'<a href="{href}" target="_self"{" " + attrs if attrs else ""}>{label}</a>')
    elif site.axes["end"] == "disabled":
        if 'class="' in attrs:
            attrs = attrs.replace('class="', 'class="disabled ')
        else:
            attrs = (attrs + ' class="disabled"').strip()
        links.append(f'<a href="javascript:;" aria-disabled="true" {attrs}>{label}</a>')
    return f'<div {names["pager"].attrs}>{"".join(links)}</div>'


def site_js(ctx: dict, parts: list[Part]) -> str:
    """site.js: the page's widgets (decoys, strips, tools) around the gallery API."""
    snippets = [p.js for p in parts if p.js]
    if ctx["caption"] == "controls_in_box":
        snippets.append(TOOLS_JS)
    if ctx.get("side_js"):
        snippets.append(ctx["side_js"])
    if ctx["has_strip"]:
        snippets.append(f"G.onShow(function (i) {{ qa('{ctx['names']['strip'].sel} li')"
                        f".forEach(function (li, k) {{ li.classList.toggle('sel', k === i); }});"
                        f" }});")
    body = "\n".join("  try { " + s + " } catch (err) { }" for s in snippets)
    return (f"/* {ctx['portal_en']} page widgets */\n(function (win, doc) {{\n  'use strict';\n"
            f"  var G = win['{ctx['ns']}'];\n"
            "  function q(s) { return doc.querySelector(s); }\n"
            "  function qa(s, r) { return Array.prototype.slice.call((r || doc)"
            ".querySelectorAll(s)); }\n"
            f"{body}\n}})(window, document);\n")


def site_css(ctx: dict, parts: list[Part]) -> str:
    """The site's stylesheet: layout, stage size, controls, captions, decoys."""
    n = ctx["names"]
    w, h = SIZES[ctx["size"]]
    css = [
        "body { margin: 0; font: 14px/1.6 'Microsoft YaHei', sans-serif; color: #222; }",
        ".top-nav { background: #c00; color: #fff; padding: 6px 12px; height: 28px;"
        " overflow: hidden; } .top-nav a { color: #fff; margin-right: 12px; }",
        ".crumbs { padding: 4px 12px; color: #666; font-size: 12px; }",
        ".wrap { padding: 0 16px; position: relative; }",
        f"{n['title'].sel} {{ font-size: 22px; margin: 6px 0; }}",
        ".info, .toolbar { font-size: 12px; color: #666; margin: 2px 0; }",
        ".viewer { position: relative; }",
        f"{n['stage'].sel} {{ position: relative; width: {w}px; height: {h}px; overflow: hidden;"
        " background: #111; }",
        f"{n['pic'].sel}, {n['stage'].sel} > img {{ width: 100%; height: 100%; object-fit: contain;"
        " display: block; }",
        f"{n['stage'].sel} > img.{ctx['buf_cls']} {{ position: absolute; left: 0; top: 0;"
        " transition: opacity .4s; }",
        f"{n['track'].sel} {{ display: flex; margin: 0; padding: 0; list-style: none;"
        " height: 100%; }",
        f"{n['track'].sel} > li {{ flex: 0 0 {w}px; height: 100%; }}",
        f"{n['track'].sel} img {{ width: 100%; height: 100%; object-fit: contain; }}",
        ".viewer.beside { display: flex; } .viewer.beside > div + div { width: 260px;"
        " padding: 0 12px; }",
        f".viewer.overlay > {n['capbox'].sel} {{ position: absolute; left: 0; bottom: 0;"
        f" width: {w}px; max-height: 40%; overflow: hidden; background: rgba(0,0,0,.55);"
        " color: #fff; z-index: 4; }",
        ".with-panel { display: flex; } .info-panel { width: 280px; padding: 0 14px;"
        " background: #f4f4f4; }",
        f"{n['endlayer'].sel} {{ position: absolute; left: 0; top: 0; width: {w}px;"
        f" height: {h}px; background: rgba(0,0,0,.85); color: #fff; z-index: 20; }}",
        f"{n['strip'].sel} {{ position: relative; margin: 8px 0; }} .strip-view {{"
        " overflow: hidden; width: 340px; display: inline-block; }",
        f"{n['strip'].sel} ul {{ display: flex; margin: 0; padding: 0; list-style: none;"
        " transition: transform .3s; }",
        f"{n['strip'].sel} li {{ flex: 0 0 64px; margin-right: 4px; }}"
        f" {n['strip'].sel} li img {{ width: 60px; height: 40px; }}",
        f"{n['strip'].sel} > a {{ display: inline-block; width: 20px; height: 40px;"
        " background: #999; vertical-align: top; }",
        ".related-sets li, .side-slider { display: inline-block; margin: 4px; }"
        " .related-sets img { width: 60px; height: 40px; }",
        ".mini-stage img { width: 160px; height: 107px; } .side-slider a { display:"
        " inline-block; width: 16px; height: 16px; background: #aaa; margin: 2px; }",
        f"{n['pager'].sel} a, {n['pager'].sel} span {{ margin: 0 4px; }}",
        ".tools a { margin: 0 4px; }",
    ]
    if ctx["track"] and ctx["transition"] == "crossfade":
        css.append(f"{n['track'].sel} {{ position: relative; }} {n['track'].sel} > li {{"
                   " position: absolute; left: 0; top: 0; width: 100%; transition: opacity .4s;"
                   " opacity: 0; }")
    if ctx["caption"] == "styled":
        sel = f"{n['explain'].sel} > p" if ctx["track"] else n["captext"].sel
        css.append(f"{sel} {{ text-transform: uppercase; letter-spacing: .12em; }}"
                   f" {sel}::before {{ content: '图说：'; color: #c00; }}")
    css.append(ctx["control_css"])
    css += [p.css for p in parts if p.css]
    return "\n".join(css) + "\n"
