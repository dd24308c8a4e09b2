"""Build the whole test bed: sample the axes, make every site's content, render pages, scripts,
styles, data files and pictures, and write ``truth.json`` and ``routes.json``.
"""

from __future__ import annotations

import json
import random
import re
import shutil
from pathlib import Path

from . import images, js, render
from .articles import article_page, index_page
from .axes import ARTICLE_VALUES, SINGLE_DECOYS, balanced, sample_sites, sample_viewer_sites
from .controls import controls
from .decoys import DECOYS, Part
from .embedded import plan as embedded_plan
from .embedded import write_embedded
from .model import Gallery, Site, article_kinds, build_site
from .names import hashed, names
from .phone import (
    build_phone_site,
    open_app_part,
    phone_article,
    phone_css,
    phone_ctx,
    phone_index,
    phone_page,
    phone_shell,
    phone_truth,
    sample_phone_sites,
)
from .phone_js import swipe_engine
from .twin import (
    build_twin_site,
    sample_twin_sites,
    twin_css,
    twin_ctx,
    twin_engine,
    twin_page,
    twin_parts,
    twin_truth,
)
from .viewer import (
    build_viewer_site,
    single_decoy,
    url_word,
    viewer_css,
    viewer_ctx,
    viewer_page,
    viewer_truth,
)
from .viewer_js import viewer_engine

TEXT_TYPES = {".html": "text/html", ".htm": "text/html", ".shtml": "text/html",
              ".php": "text/html", ".js": "application/javascript",
              ".json": "application/json", ".css": "text/css"}


def encode(text: str, codec: str) -> bytes:
    """Text in the site's charset (GBK sites: anything outside GBK is a bug)."""
    return text.encode(codec)


def make_ctx(site: Site, seed: int) -> dict:
    """Everything the renderers need to know about a site's template."""
    rng = random.Random(f"{seed}:{site.sid}:ctx")
    ax, sid = site.axes, site.sid
    voc = names(ax["control_naming"], rng)
    has_strip = ax["extra_gallery"] == "thumb_strip" or "strip_scroll" in ax["decoys"]
    taken = set(voc["next"].cls.split())
    minis = ("next", "mini-next", "arrow-right", "btn-next")
    mini = rng.choice([c for c in minis if c not in taken])
    ctx = {
        "sid": sid, "names": voc, "naming": ax["control_naming"],
        "element": ax["control_element"], "event": ax["control_event"],
        "source": ax["data_source"], "transition": ax["transition"], "counter": ax["counter"],
        "caption": ax["caption"], "layout": ax["caption_layout"], "end": ax["end"],
        "address": ax["address"], "track": ax["data_source"] == "dom_track",
        "dialect": site.flags["dialect"], "slide_ms": site.flags["slide_ms"],
        "late_ms": site.flags["late_ms"], "charset": site.http_charset,
        "blank": f"/{sid}/static/blank.gif", "loading": f"/{sid}/static/loading.png",
        "ns": site.flags["ns"], "also_key": site.flags["also_key"],
        "portal_en": f"portal {sid}", "build": f"2024{rng.randint(1000, 9999)}",
        "buf_cls": rng.choice(["photo-a", "layer", hashed(rng)]),
        "has_strip": has_strip, "credit_prefix": site.flags["credit_prefix"],
        "size": ax["picture_size"], "mini_next": mini,
        "page_next_label": rng.choice(["下一页", "下一张", "下一张 &gt;", "Next", "&gt;"]),
    }
    ctx["thumbs_sel"] = f"{voc['strip'].sel} li" if has_strip and not site.paged else ""
    controls(ctx, rng)
    return ctx


def album_json(site: Site, g: Gallery) -> dict:
    """The gallery's slide data in the site's dialect (plus ``_next``, the next album's data)."""
    nxt = site.galleries[g.order % len(site.galleries)]
    nurl = f"/{nxt.data_url}"
    d = site.flags["dialect"]
    if d == "sina":
        out: dict = {"slide": {"title": g.title, "id": g.gid}, "images": [
            {"title": s.title, "intro": s.note, "image_url": f"/{s.image}",
             "thumb_url": f"/{s.thumb}", "author": s.credit_shown, "id": str(k)}
            for k, s in enumerate(g.slides)],
            "next_album": {"title": nxt.title, "url": f"/{nxt.page1}", "interface": nurl}}
    elif d == "netease":
        out = {"info": {"setname": g.title, "imgsum": len(g.slides),
                        "next": {"seturl": nurl, "title": nxt.title}},
               "list": [{"id": f"{g.gid}{k}", "img": f"/{s.image}", "timg": f"/{s.thumb}",
                         "title": s.title, "note": s.note, "source": s.credit_shown}
                        for k, s in enumerate(g.slides)]}
    else:
        out = {"title": g.title, "next": nurl, "photos": [
            {"url": f"/{s.image}", "thumb": f"/{s.thumb}", "headline": s.title, "desc": s.note,
             "credit": s.credit_shown} for s in g.slides]}
    out["_next"] = nurl
    return out


def decoy_parts(site: Site, ctx: dict, g: Gallery, seed: int) -> list[Part]:
    """The decoys of one gallery page (same markup on every gallery of the site)."""
    other = site.galleries[g.order % len(site.galleries)]
    parts = []
    for name in site.axes["decoys"]:
        env = {"rng": random.Random(f"{seed}:{site.sid}:{name}"), "site": site, "gallery": g,
               "other": other, "article": site.articles[0],
               "strip_sel": ctx["names"]["strip"].sel, "jump": site.flags["strip_jump"]}
        parts.append(DECOYS[name](env))
    return parts


def check_hooks(site: Site, ctx: dict) -> dict:
    """Selectors the self-test uses to read what the page shows."""
    n, act = ctx["names"], ctx["names"]["active"].cls
    if ctx["track"]:
        pic, cap = f"{n['track'].sel} > li.{act} img", f"{n['explain'].sel} > p.{act}"
    else:
        pic = (f"{n['stage'].sel} > img.{ctx['buf_cls']}"
               if ctx["transition"] == "crossfade" and not site.paged else n["pic"].sel)
        cap = n["captext"].sel
        if ctx["caption"] in ("controls_in_box", "title_text"):
            cap = n["capbox"].sel
    exclude = [".author", ".tools"] + ([n["counter"].sel] if ctx["counter"] != "none" else [])
    return {"picture": pic, "caption": cap, "exclude": exclude, "credit": f"{cap} .author",
            "title": n["title"].sel, "counter": n["counter"].sel if ctx["counter"] != "none"
            else None, "endlayer": n["endlayer"].sel if ctx["end"] == "overlay" else None,
            "pager": n["pager"].sel if site.paged else None, "next": ctx["next_sel"] or None}


def gallery_truth(site: Site, ctx: dict, g: Gallery, parts: list[Part]) -> dict:
    """The truth entry of one gallery."""
    title_text = site.axes["caption"] == "title_text"
    _, extra = render.extras_html(dict(ctx), site, g)
    if site.paged:
        oracle = {"selector": ctx["next_sel"], "action": "url", "key": None}
    elif ctx["event"] == "key":
        oracle = {"selector": None, "action": "key", "key": "ArrowRight"}
    else:
        oracle = {"selector": ctx["next_sel"], "action": ctx["event"], "key": None}
    other = site.galleries[g.order % len(site.galleries)]
    t = {
        "site": site.sid, "kind": "gallery", "order": g.order, "title": g.title,
        "axes": {**site.axes, "entry": g.entry, "url_word": url_word(g.key)},
        "slides": [{"index": k + 1, "image": s.image,
                    "caption": s.caption(title_text), "credit": s.credit}
                   for k, s in enumerate(g.slides)],
        "oracle": oracle,
        "prelude": [p for part in parts for p in part.prelude],
        "end": site.axes["end"],
        "decoys": [d for part in parts for d in part.truth] + extra,
        "start": g.start,
        "check": check_hooks(site, ctx),
    }
    if site.axes["end"] == "next_album":
        t["end_detail"] = {"title": other.title, "image": other.slides[0].image,
                           "url": other.page1}
    elif site.axes["end"] == "dead_page":
        t["end_detail"] = {"url": g.page_path(len(g.slides) + 1, site.axes["data_source"])}
    return t


def write_images(site: Site, files: dict[str, bytes], label_base: int) -> None:
    """Every picture of a site: large, thumbnail, placeholders, arrows, article photos."""
    for g in site.galleries:
        for k, s in enumerate(g.slides, start=1):
            label = f"{label_base}{g.order}0{k}"
            files[s.image] = images.picture(s.image, 240, 160, label, k)
            files[s.thumb] = images.picture(s.image, 60, 40, str(k), k)
    for a in site.articles:
        if a.photo is not None:
            files[a.photo.image] = images.picture(a.photo.image, 240, 160, "9", 3)
    st = f"{site.sid}/static"
    files[f"{st}/blank.gif"] = images.BLANK_GIF
    files[f"{st}/loading.png"] = images.solid(240, 160)
    files[f"{st}/arrow-r.png"] = images.solid(32, 48, b"\x60\x60\x60")
    files[f"{st}/arrow-l.png"] = images.solid(32, 48, b"\x70\x70\x70")


def write_site(site: Site, seed: int, files: dict[str, bytes], routes: dict, truth: dict,
               label_base: int) -> None:
    """Render one site into ``files``, ``routes`` and ``truth``."""
    ctx = make_ctx(site, seed)
    codec, src = site.codec, site.axes["data_source"]
    write_images(site, files, label_base)
    parts0: list[Part] = []
    for g in site.galleries:
        parts = decoy_parts(site, ctx, g, seed)
        parts0 = parts0 or parts
        album = album_json(site, g)
        data = {k: v for k, v in album.items() if k != "_next"}
        files[g.data_url] = encode(json.dumps(data, ensure_ascii=False), codec)
        if src in ("xhr", "fetch"):
            routes[g.data_url] = {"file": g.data_url, "delay": site.flags["delay"]}
        if site.paged:
            for n in range(1, len(g.slides) + 1):
                f = g.page_file(n, src)
                files[f] = encode(render.page(site, dict(ctx), g, parts, album, n), codec)
                if f != g.page_path(n, src):
                    routes[g.page_path(n, src)] = {"file": f}
            if src == "pages_query":
                routes[g.page_path(len(g.slides) + 1, src)] = {"status": 404}
        else:
            files[g.page1] = encode(render.page(site, dict(ctx), g, parts, album), codec)
        truth["pages"][g.key] = gallery_truth(site, ctx, g, parts)
    gctx = dict(ctx)
    render.extras_html(gctx, site, site.galleries[0])
    st = f"{site.sid}/static"
    if not site.paged:
        files[f"{st}/gallery.js"] = encode(js.engine(ctx), codec)
    files[f"{st}/site.js"] = encode(render.site_js(gctx, parts0), codec)
    files[f"{st}/site.css"] = encode(render.site_css(ctx, parts0), codec)
    write_articles(site, ctx, files, routes, truth)


def write_articles(site: Site, ctx: dict, files: dict[str, bytes], routes: dict,
                   truth: dict) -> None:
    """A site's articles, home page, ad landing page and site truth."""
    codec = site.codec
    for a in site.articles:
        for n, (url, f) in enumerate(zip(a.urls, a.files, strict=True), start=1):
            files[f] = encode(article_page(site, ctx, a, n), codec)
            if url != f:
                routes[url] = {"file": f}
        truth["pages"][a.key] = {
            "site": site.sid, "kind": "article", "title": a.title,
            "text": "\n".join(p for page in a.pages for p in page), "pages": len(a.pages),
            "axes": {"article": a.kind}, "slides": []}
    files[f"{site.sid}/index.html"] = encode(index_page(site, ctx), codec)
    files[f"{site.sid}/ad/landing.html"] = encode(render.shell(
        site, {"top_html": ""}, "广告", '<div class="wrap"><h1>限时特惠</h1></div>'), codec)
    truth["sites"][site.sid] = {"axes": site.axes}
    routes["_charsets"][site.sid] = site.http_charset


def write_viewer_site(site: Site, seed: int, files: dict[str, bytes], routes: dict,
                      truth: dict, label_base: int) -> None:
    """Render one viewer site into ``files``, ``routes`` and ``truth``."""
    ctx = viewer_ctx(site, seed)
    codec, st = site.codec, f"{site.sid}/static"
    write_images(site, files, label_base)
    files[f"{st}/qr.png"] = images.picture(f"{st}/qr.png", 80, 80, "0", 2)
    files[f"{st}/qr-big.png"] = images.picture(f"{st}/qr.png", 240, 240, "00", 2)
    files[f"{st}/ad-small.png"] = images.solid(300, 100, b"\xf0\x90\x30")
    files[f"{st}/ad-big.png"] = images.solid(600, 400, b"\xf0\xa0\x40")
    parts0: list[Part] = []
    for g in site.galleries:
        other = site.galleries[g.order % len(site.galleries)]
        parts = []
        for name in site.axes["decoys"]:
            rng = random.Random(f"{seed}:{site.sid}:{name}")
            if name in SINGLE_DECOYS:
                parts.append(single_decoy(name, site, rng, ctx["lb_sel"]))
                continue
            env = {"rng": rng, "site": site, "gallery": g, "other": other,
                   "article": site.articles[0], "strip_sel": "", "jump": False}
            parts.append(DECOYS[name](env))
        parts0 = parts0 or parts
        files[g.page1] = encode(viewer_page(site, ctx, g, parts), codec)
        truth["pages"][g.key] = viewer_truth(site, ctx, g, parts)
    files[f"{st}/viewer.js"] = encode(viewer_engine(ctx), codec)
    files[f"{st}/site.js"] = encode(render.site_js({**ctx, "has_strip": False}, parts0), codec)
    files[f"{st}/site.css"] = encode(viewer_css(ctx, parts0), codec)
    write_articles(site, ctx, files, routes, truth)


def write_phone_site(site: Site, seed: int, files: dict[str, bytes], routes: dict,
                     truth: dict, label_base: int) -> None:
    """Render one phone site into ``files``, ``routes`` and ``truth``."""
    ctx = phone_ctx(site, seed)
    codec, st = site.codec, f"{site.sid}/static"
    write_images(site, files, label_base)
    parts0: list[Part] = []
    for g in site.galleries:
        other = site.galleries[g.order % len(site.galleries)]
        parts = [open_app_part(site)]
        for name in site.axes["decoys"][1:]:
            env = {"rng": random.Random(f"{seed}:{site.sid}:{name}"), "site": site,
                   "gallery": g, "other": other, "article": site.articles[0],
                   "strip_sel": "", "jump": False}
            parts.append(DECOYS[name](env))
        parts0 = parts0 or parts
        files[g.page1] = encode(phone_page(site, ctx, g, parts), codec)
        truth["pages"][g.key] = phone_truth(site, ctx, g, parts)
    files[f"{st}/swipe.js"] = encode(swipe_engine(ctx), codec)
    files[f"{st}/site.js"] = encode(render.site_js(
        {"caption": "plain", "has_strip": False, "portal_en": ctx["portal_en"],
         "ns": "mSwipe"}, parts0), codec)
    files[f"{st}/m.css"] = encode(phone_css(ctx, parts0), codec)
    for a in site.articles:
        files[a.files[0]] = encode(phone_article(site, ctx, a), codec)
        truth["pages"][a.key] = {
            "site": site.sid, "kind": "article", "title": a.title,
            "text": "\n".join(p for page in a.pages for p in page), "pages": len(a.pages),
            "axes": {"article": a.kind}, "slides": []}
    files[f"{site.sid}/index.html"] = encode(phone_index(site, ctx), codec)
    files[f"{site.sid}/ad/landing.html"] = encode(phone_shell(
        site, ctx, "下载客户端", "<h1>下载客户端 看更多高清大图</h1>"), codec)
    truth["sites"][site.sid] = {"axes": site.axes}
    routes["_charsets"][site.sid] = site.http_charset


def write_twin_site(site: Site, seed: int, files: dict[str, bytes], routes: dict,
                    truth: dict, label_base: int) -> None:
    """Render one twin-arrow site into ``files``, ``routes`` and ``truth``."""
    ctx = twin_ctx(site, seed)
    codec, st = site.codec, f"{site.sid}/static"
    write_images(site, files, label_base)
    parts0: list[Part] = []
    for g in site.galleries:
        parts = twin_parts(site, g, seed)
        parts0 = parts0 or parts
        files[g.page1] = encode(twin_page(site, ctx, g, parts), codec)
        truth["pages"][g.key] = twin_truth(site, ctx, g, parts)
    files[f"{st}/twin.js"] = encode(twin_engine(ctx), codec)
    files[f"{st}/site.js"] = encode(render.site_js(ctx, parts0), codec)
    files[f"{st}/site.css"] = encode(twin_css(ctx, parts0), codec)
    write_articles(site, ctx, files, routes, truth)


def _clean(out: Path) -> None:
    for p in out.glob("p[0-9][0-9][0-9]"):
        if p.is_dir():
            shutil.rmtree(p)
    for name in ("truth.json", "routes.json"):
        (out / name).unlink(missing_ok=True)


def build(out_dir: Path, seed: int = 0, n_sites: int = 110, viewer_sites: int = 24,
          phone_sites: int = 8, twin_sites: int = 6) -> dict:
    """Write the whole test bed under ``out_dir``; return the truth dict. ``n_sites`` sites of
    the first kind (p000…), then ``viewer_sites`` viewer sites, each from streams of its own;
    then an embedded-gallery article on about a third of those sites (new files only); then
    ``phone_sites`` phone sites (swipe only) and ``twin_sites`` twin-arrow sites, each kind
    from streams of its own, so every site before them keeps its bytes."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    _clean(out_dir)
    files: dict[str, bytes] = {}
    routes: dict = {"_charsets": {}}
    truth: dict = {"seed": seed, "sites": {}, "pages": {}}
    kinds = article_kinds(random.Random(f"{seed}:articles"), n_sites)
    sites: list[Site] = []
    for i, axes in enumerate(sample_sites(seed, n_sites)):
        site = build_site(f"p{i:03d}", axes, seed, kinds[i])
        write_site(site, seed, files, routes, truth, i + 1)
        sites.append(site)
    vrng = random.Random(f"{seed}:viewer-content")
    words = balanced(vrng, {"yes": 1, "no": 1}, viewer_sites)
    vkinds = balanced(vrng, {"plain": 2, "inline_photo": 1, "paginated": 1}, viewer_sites)
    for j, axes in enumerate(sample_viewer_sites(seed, viewer_sites)):
        i = n_sites + j
        rest = [v for v in ARTICLE_VALUES if v != vkinds[j]]
        kinds = [vkinds[j], vrng.choice(rest)]
        site = build_viewer_site(f"p{i:03d}", axes, seed, kinds, words[j] == "yes")
        write_viewer_site(site, seed, files, routes, truth, i + 1)
        sites.append(site)
    emb = embedded_plan(seed, [s.sid for s in sites])
    for site in sites:
        if site.sid in emb:
            write_embedded(site, emb[site.sid], seed, files, truth)
    first = n_sites + viewer_sites
    prng = random.Random(f"{seed}:phone-content")
    m_dirs = balanced(prng, {"yes": 1, "no": 1}, phone_sites)
    for j, axes in enumerate(sample_phone_sites(seed, phone_sites)):
        i = first + j
        kinds = ["plain", "inline_photo"] + (["plain"] if prng.random() < 0.3 else [])
        prng.shuffle(kinds)
        site = build_phone_site(f"p{i:03d}", axes, seed, kinds, m_dirs[j] == "yes")
        write_phone_site(site, seed, files, routes, truth, i + 1)
    first += phone_sites
    trng = random.Random(f"{seed}:twin-content")
    tkinds = balanced(trng, {"plain": 2, "inline_photo": 1, "paginated": 1}, twin_sites)
    for j, axes in enumerate(sample_twin_sites(seed, twin_sites)):
        i = first + j
        rest = [v for v in ARTICLE_VALUES if v != tkinds[j]]
        site = build_twin_site(f"p{i:03d}", axes, seed, [tkinds[j], trng.choice(rest)])
        write_twin_site(site, seed, files, routes, truth, i + 1)
    for rel, data in sorted(files.items()):
        path = out_dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    (out_dir / "routes.json").write_text(json.dumps(routes, ensure_ascii=False, indent=1,
                                                    sort_keys=True), encoding="utf-8")
    (out_dir / "truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=1),
                                        encoding="utf-8")
    return truth


def content_type(rel: str, charset: str | None) -> str:
    """The Content-Type of a generated file."""
    suffix = re.sub(r"^.*(\.[^./]+)$", r"\1", rel).lower()
    if suffix in TEXT_TYPES:
        return f"{TEXT_TYPES[suffix]}; charset={charset or 'utf-8'}"
    return {".png": "image/png", ".gif": "image/gif"}.get(suffix, "application/octet-stream")
