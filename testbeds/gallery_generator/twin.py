"""Twin-arrow sites: desktop galleries whose previous and next controls carry the SAME class
and look alike (two ``<a class="arrow">``, two ``<button class="swiper-btn">`` …; the previous
one first in the DOM). They differ only by position, by an icon's rotation, or by an
``aria-label``. Some galleries open in the middle (``#p=k`` in the listed URL, or a
``data-start`` attribute), some sites are laid out right to left (``dir="rtl"``: the next
control on the left), some have a counter. The truth lists every picture in reading order 1..N.

Sampled from streams of their own (``seed:twin``, ``seed:<site>``), after the other kinds.
"""

from __future__ import annotations

import json
import random

from . import text
from .axes import AXES, balanced
from .decoys import DECOYS, Part
from .model import PORTALS, Gallery, Site, _article, _fill, _slides
from .render import caption_html, e, shell
from .viewer import url_word

TWIN_AXES: dict[str, dict[str, float]] = {
    "twin_element": {"a": 1, "button": 1, "div": 1},
    "twin_diff": {"position": 1, "rotation": 1, "aria": 1},
    "twin_start": {"first": 1, "hash": 1, "data_start": 1},
    "twin_dir": {"ltr": 2, "rtl": 1},
    "twin_end": {"stop": 1, "wrap": 1},
    "twin_source": {"json_script": 1, "dom_list": 1},
}
TWIN_DECOYS = ("next_set", "next_story", "load_more", "related_carousel", "share", "ad_tab")
TWIN_ORDER = [*TWIN_AXES, "counter", "caption", "decoys", "charset"]
CLASSES = {"a": ["arrow", "arr", "pic-arrow", "slide-arrow"],
           "button": ["swiper-btn", "nav-btn", "arrow-btn", "slick-arrow"],
           "div": ["ctrl", "arrow", "turn", "icon-arrow"]}
PATHS = ["photo/{y}/{md}/{id}.html", "gallery/{ymd}/{id}.shtml", "news/{y}/{md}/{id}.html",
         "a/{ymd}/{id}.htm", "tuji/{id}.html", "content/{y}{m}/{id}.html"]
#: the icon: a right-pointing chevron; the other control shows it rotated
CHEVRON = ('<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">'
           '<path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" stroke-width="2.5"/></svg>')


def sample_twin_sites(seed: int, n_sites: int) -> list[dict]:
    """The axes of every twin-arrow site, from a stream of their own (``seed:twin``)."""
    rng = random.Random(f"{seed}:twin")
    sites: list[dict] = [{} for _ in range(n_sites)]
    weights = {**TWIN_AXES, "counter": {"slash": 1, "chinese": 1, "none": 1},
               "caption": {"plain": 1, "sparse_empty": 1, "credit": 1},
               "charset": {"utf8": 2, "gbk": 1}}
    for axis, w in weights.items():
        for i, v in zip(range(n_sites), balanced(rng, w, n_sites), strict=True):
            sites[i][axis] = v
    for s in sites:
        k = rng.randint(2, 3)
        s["decoys"] = sorted(rng.sample(TWIN_DECOYS, k), key=list(AXES["decoys"]).index)
    return [{k: s[k] for k in TWIN_ORDER} for s in sites]


def build_twin_site(sid: str, axes: dict, seed: int, kinds: list[str]) -> Site:
    """All content of one twin-arrow site."""
    rng = random.Random(f"{seed}:{sid}")
    site = Site(sid, axes, rng, rng.choice(PORTALS))
    site.flags.update(
        img_dir=rng.choice(["img", "upload/2024/07", "photo/pics", "res/images"]),
        thumb_fmt=rng.choice(["{sid}/{d}/{h}_s.png", "{sid}/{d}/thumb/{h}.png"]),
        styled_en=False, credit_prefix=rng.random() < 0.4, base_target=rng.random() < 0.2,
    )
    pattern = rng.choice(PATHS)
    used: set[str] = set()
    middle = axes["twin_start"] != "first"
    for order in range(1, 5 if rng.random() < 0.3 else 4):
        ident = str(rng.randint(10000, 999999))
        page1 = f"{sid}/" + _fill(pattern, rng, ident)
        if page1 in used:
            page1 = page1.replace(ident, ident + "1")
        used.add(page1)
        title = text.album_title(rng)
        while any(g.title == title for g in site.galleries):
            title = text.album_title(rng)
        g = Gallery(ident, order, title, _slides(site, rng.randint(4, 12)), page1)
        g.start = rng.randint(2, len(g.slides) - 1) if middle else 1
        g.entry = {"first": "first", "hash": "hash_p", "data_start": "data_start"}[
            axes["twin_start"]]
        g.key = f"{page1}#p={g.start}" if axes["twin_start"] == "hash" else page1
        g.data_url = page1
        site.galleries.append(g)
    site.articles = [_article(site, k, i) for i, k in enumerate(kinds)]
    for i, a in enumerate(site.articles):
        a.next_url = site.articles[(i + 1) % len(site.articles)].key
    site.flags["intros"] = [text.paragraph(rng) for _ in site.galleries]
    return site


def twin_ctx(site: Site, seed: int) -> dict:
    """The template of a twin-arrow site."""
    rng = random.Random(f"{seed}:{site.sid}:ctx")
    ax = site.axes
    el = ax["twin_element"]
    ctx = {
        "sid": site.sid, "element": el, "cls": rng.choice(CLASSES[el]), "diff": ax["twin_diff"],
        "rtl": ax["twin_dir"] == "rtl", "end": ax["twin_end"], "source": ax["twin_source"],
        "start": ax["twin_start"], "counter": ax["counter"],
        "credit_prefix": site.flags["credit_prefix"],
        "gal_cls": rng.choice(["gallery", "pic-show", "album-view", "photo-box"]),
        "nav_cls": rng.choice(["nav", "arrows", "btns", "ctl"]),
        "off_cls": rng.choice(["is-disabled", "disabled", "swiper-button-disabled"]),
        "data_var": rng.choice(["picData", "__photos", "albumList"]),
        "ns": "twinGallery", "portal_en": f"portal {site.sid} twin",
        "build": f"2025{rng.randint(100, 999)}", "top_html": "", "caption": "plain",
        "has_strip": False, "labels": rng.choice([("上一张", "下一张"), ("Previous", "Next")]),
        "icon": rng.choice(["svg", "i"]),
    }
    gal, nav, cls = f".{ctx['gal_cls']}", f".{ctx['nav_cls']}", f".{ctx['cls']}"
    ctx["prev_sel"] = f"{gal} {nav} > {cls}:nth-child(1)"
    ctx["next_sel"] = f"{gal} {nav} > {cls}:nth-child(2)"
    return ctx


def _arrow(ctx: dict, label: str) -> str:
    icon = CHEVRON if ctx["icon"] == "svg" else '<i class="ico"></i>'
    aria = f' aria-label="{label}"' if ctx["diff"] == "aria" else ""
    tag, cls = ctx["element"], ctx["cls"]
    if tag == "a":
        return f'<a href="javascript:;" class="{cls}"{aria}>{icon}</a>'
    if tag == "button":
        return f'<button type="button" class="{cls}"{aria}>{icon}</button>'
    return f'<div class="{cls}"{aria}>{icon}</div>'


def twin_page(site: Site, ctx: dict, g: Gallery, parts: list[Part]) -> str:
    """One gallery document of a twin-arrow site."""
    slot = {k: "".join(p.html for p in parts if p.slot == k)
            for k in ("tools", "below", "body", "top")}
    nav = (f'<div class="{ctx["nav_cls"]}">{_arrow(ctx, ctx["labels"][0])}'
           f'{_arrow(ctx, ctx["labels"][1])}</div>')
    if ctx["source"] == "dom_list":
        lis = "".join(f'<li style="display:none"><img src="/{s.image}" alt="">'
                      f'<p class="txt">{caption_html(ctx, s)}</p></li>' for s in g.slides)
        stage = f'<ul class="pics">{lis}</ul>'
        data = ""
    else:
        stage = '<div class="stage"><img class="main" src="" alt=""></div><p class="txt"></p>'
        rows = [{"src": f"/{s.image}", "thumb": f"/{s.thumb}", "txt": caption_html(ctx, s)}
                for s in g.slides]
        data = (f"<script>var {ctx['data_var']} = "
                f"{json.dumps(rows, ensure_ascii=False).replace('</', '<' + chr(92) + '/')};"
                "</script>\n")
    counter = '<div class="num"></div>' if ctx["counter"] != "none" else ""
    start = f' data-start="{g.start}"' if ctx["start"] == "data_start" else ""
    body = (f'<div class="wrap"><h1 class="tit">{e(g.title)}</h1><div class="info">'
            f'<span class="time">2024-07-02 09:00</span> 来源：{e(site.portal)}</div>'
            f'<div class="toolbar">{slot["tools"]}</div>'
            f'<div class="{ctx["gal_cls"]}"{start}><div class="view">{stage}{nav}</div>'
            f'{counter}</div><div class="intro"><p>{e(site.flags["intros"][g.order - 1])}</p>'
            f'</div>{slot["below"]}</div>{slot["body"]}')
    scripts = (f'{data}<script src="/{site.sid}/static/twin.js"></script>\n'
               f'<script src="/{site.sid}/static/site.js"></script>')
    page = shell(site, {"top_html": slot["top"]}, g.title, body, scripts)
    if ctx["rtl"]:
        page = page.replace('<html lang="zh-CN">', '<html lang="zh-CN" dir="rtl">', 1)
    return page


TWIN_JS = r"""/* @@PORTAL@@ gallery @@BUILD@@ */
(function (win, doc) {
  'use strict';
  var O = @@OPTS@@;
  var box = doc.querySelector('.' + O.gal);
  var btns = box.querySelectorAll('.' + O.nav + ' > .' + O.cls);
  var prev = btns[0], next = btns[1], num = box.querySelector('.num');
  var D = win[O.dataVar], lis = box.querySelectorAll('.pics > li');
  var n = D ? D.length : lis.length, i = 0;
  function show(k) {
    i = k;
    if (D) {
      box.querySelector('img.main').src = D[k].src;
      box.querySelector('p.txt').innerHTML = D[k].txt;
    } else {
      for (var j = 0; j < n; j++) { lis[j].style.display = j === k ? '' : 'none'; }
    }
    if (num) {
      num.textContent = O.counter === 'chinese' ? '第' + (k + 1) + '张/共' + n + '张'
        : (k + 1) + '/' + n;
    }
    if (O.end === 'stop') {
      prev.classList.toggle(O.off, k === 0); next.classList.toggle(O.off, k === n - 1);
      prev.setAttribute('aria-disabled', String(k === 0));
      next.setAttribute('aria-disabled', String(k === n - 1));
    }
    if (O.start === 'hash') { history.replaceState(null, '', '#p=' + (k + 1)); }
  }
  function step(d) {
    var k = i + d;
    if (k < 0 || k >= n) {
      if (O.end !== 'wrap') { return; }
      k = (k + n) % n;
    }
    show(k);
  }
  prev.addEventListener('click', function (ev) { ev.preventDefault(); step(-1); });
  next.addEventListener('click', function (ev) { ev.preventDefault(); step(1); });
  var k0 = 1;
  if (O.start === 'hash') {
    var m = /#p=(\d+)/.exec(location.hash); if (m) { k0 = parseInt(m[1], 10); }
  } else if (O.start === 'data_start') {
    k0 = parseInt(box.getAttribute('data-start'), 10) || 1;
  }
  win[O.ns] = {show: show, index: function () { return i; }};
  show(Math.min(Math.max(k0, 1), n) - 1);
})(window, document);
"""


def twin_engine(ctx: dict) -> str:
    """The site's twin.js."""
    opts = {"gal": ctx["gal_cls"], "nav": ctx["nav_cls"], "cls": ctx["cls"],
            "dataVar": ctx["data_var"], "counter": ctx["counter"], "end": ctx["end"],
            "off": ctx["off_cls"], "start": ctx["start"], "ns": ctx["ns"]}
    return (TWIN_JS.replace("@@OPTS@@", json.dumps(opts, sort_keys=True))
            .replace("@@PORTAL@@", ctx["portal_en"]).replace("@@BUILD@@", ctx["build"]))


def twin_css(ctx: dict, parts: list[Part]) -> str:
    """The stylesheet: the two controls share one rule; only position, rotation or nothing
    visible (aria) tells them apart."""
    gal, nav, cls = f".{ctx['gal_cls']}", f".{ctx['nav_cls']}", f".{ctx['cls']}"
    first, second = ("right", "left") if ctx["rtl"] else ("left", "right")
    icon = "svg" if ctx["icon"] == "svg" else ".ico"
    # the icon points right; in RTL the next control points left
    turned = f"{nav} > {cls}:nth-child({2 if ctx['rtl'] else 1}) {icon}"
    css = [
        "body { margin: 0; font: 14px/1.6 'Microsoft YaHei', sans-serif; color: #222; }",
        ".top-nav { background: #c00; color: #fff; padding: 6px 12px; height: 28px;"
        " overflow: hidden; } .top-nav a { color: #fff; margin: 0 6px; }",
        ".crumbs { padding: 4px 12px; color: #666; font-size: 12px; }",
        ".wrap { padding: 0 16px; position: relative; } .tit { font-size: 22px; margin: 6px 0; }",
        ".info, .toolbar { font-size: 12px; color: #666; margin: 2px 0; }",
        f"{gal} .view {{ position: relative; width: 640px; height: 427px; background: #111; }}",
        f"{gal} .pics {{ margin: 0; padding: 0; list-style: none; }}",
        f"{gal} .pics img, {gal} img.main {{ width: 640px; height: 380px; object-fit: contain;"
        " display: block; }",
        f"{gal} .txt {{ color: #eee; margin: 4px 10px; font-size: 13px; }}",
        f"{gal} {nav} > {cls} {{ position: absolute; top: 150px; width: 48px; height: 72px;"
        " display: flex; align-items: center; justify-content: center; color: #fff;"
        " background: rgba(0,0,0,.35); border: 0; padding: 0; cursor: pointer; z-index: 5; }",
        f"{gal} {nav} > {cls}:nth-child(1) {{ {first}: 0; }}"
        f" {gal} {nav} > {cls}:nth-child(2) {{ {second}: 0; }}",
        f"{gal} {nav} > {cls}.{ctx['off_cls']} {{ opacity: .3; cursor: default; }}",
        f"{gal} .ico {{ display: block; width: 14px; height: 14px; border-top: 3px solid #fff;"
        " border-right: 3px solid #fff; transform: rotate(45deg); }",
        f"{gal} .num {{ font-size: 14px; color: #666; margin: 4px 0; }}",
        ".tools a, .toolbar a { margin: 0 4px; }",
    ]
    if ctx["diff"] == "rotation":
        deg = "225deg" if icon == ".ico" else "180deg"
        css.append(f"{gal} {turned} {{ transform: rotate({deg}); }}")
    elif icon == ".ico":
        # position / aria sites: the same icon on both; only the side differs
        pass
    css += [p.css for p in parts if p.css]
    return "\n".join(css) + "\n"


def twin_parts(site: Site, g: Gallery, seed: int) -> list[Part]:
    """The decoys of one twin gallery page (the first kind's self-contained ones)."""
    other = site.galleries[g.order % len(site.galleries)]
    out = []
    for name in site.axes["decoys"]:
        env = {"rng": random.Random(f"{seed}:{site.sid}:{name}"), "site": site, "gallery": g,
               "other": other, "article": site.articles[0], "strip_sel": "", "jump": False}
        out.append(DECOYS[name](env))
    return out


def twin_truth(site: Site, ctx: dict, g: Gallery, parts: list[Part]) -> dict:
    """The truth entry of one twin-arrow gallery (every picture, 1..N, whatever the start)."""
    gal = f".{ctx['gal_cls']}"
    if ctx["source"] == "dom_list":
        pic, cap = f"{gal} .pics > li img", f"{gal} .pics > li .txt"
    else:
        pic, cap = f"{gal} img.main", f"{gal} p.txt"
    return {
        "site": site.sid, "kind": "gallery", "order": g.order, "title": g.title,
        "axes": {**site.axes, "entry": g.entry, "url_word": url_word(g.key)},
        "slides": [{"index": k + 1, "image": s.image, "caption": s.caption(False),
                    "credit": s.credit} for k, s in enumerate(g.slides)],
        "oracle": {"selector": ctx["next_sel"], "action": "click", "key": None,
                   "prev": ctx["prev_sel"]},
        "prelude": [p for part in parts for p in part.prelude],
        "end": site.axes["twin_end"],
        "decoys": [d for part in parts for d in part.truth],
        "start": g.start,
        "check": {"picture": pic, "caption": cap, "exclude": [".author"],
                  "credit": f"{cap} .author", "title": ".tit",
                  "counter": f"{gal} .num" if ctx["counter"] != "none" else None,
                  "endlayer": None, "pager": None, "next": ctx["next_sel"],
                  "prev": ctx["prev_sel"], "off_class": ctx["off_cls"]},
    }
