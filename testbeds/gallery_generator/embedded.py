"""Articles that embed a gallery in the middle of their prose (≥ 6 paragraphs): an inline
slideshow (4-6 pictures, prev/next, one shown at a time, a thumbnail row) or an inline grid of
4-8 thumbnails that open an overlay viewer (the viewer sites' script, one fixed setup).

They are new pages on about a third of all sites, drawn from their own random streams
(``seed:embedded``, ``seed:<site>:embedded``), so the pages a site had before stay byte-identical.
Their truth is an article with ``slides`` (the embedded large pictures and captions in order),
``text`` (the prose only), ``pages`` 1, ``files`` (every file the article added), an ``oracle``
and the ``check`` selectors of the self-test.
"""

from __future__ import annotations

import json
import random

from . import images, text
from .axes import balanced
from .model import ARTICLE_PATHS, Site, Slide, _fill
from .render import e, shell
from .viewer_js import viewer_engine

KINDS = {"embedded_slideshow": 1, "embedded_lightbox": 1}

SLIDESHOW_JS = r"""(function (doc) {
  'use strict';
  var box = doc.querySelector('.article-slideshow'), i = 0;
  var num = box.querySelector('.ss-num'), thumbs = box.querySelectorAll('.ss-thumbs li');
  var D = box.getAttribute('data-slides') ? JSON.parse(box.getAttribute('data-slides')) : null;
  var lis = box.querySelectorAll('.ss-stage li'), n = D ? D.length : lis.length;
  function show(k) {
    i = k;
    if (D) {
      box.querySelector('.ss-img').src = D[k].src;
      box.querySelector('.ss-cap').innerHTML = D[k].cap;
    } else {
      lis.forEach(function (li, j) {
        li.style.display = j === k ? '' : 'none'; li.classList.toggle('on', j === k);
      });
    }
    thumbs.forEach(function (t, j) { t.classList.toggle('on', j === k); });
    num.textContent = (k + 1) + '/' + n;
  }
  box.querySelector('.ss-next').addEventListener('click', function (e) {
    e.preventDefault(); show(i + 1 < n ? i + 1 : @@WRAP@@);
  });
  box.querySelector('.ss-prev').addEventListener('click', function (e) {
    e.preventDefault(); show(i > 0 ? i - 1 : 0);
  });
  thumbs.forEach(function (t, j) { t.addEventListener('click', function () { show(j); }); });
  show(0);
})(document);
"""

CSS = """<style>
.article .content p { text-indent: 2em; }
.article-slideshow { width: 480px; margin: 16px auto; background: #f3f3f3; }
.article-slideshow .ss-stage { position: relative; width: 480px; height: 320px; }
.article-slideshow .ss-stage ul { margin: 0; padding: 0; list-style: none; }
.article-slideshow .ss-stage img { width: 480px; height: 290px; object-fit: contain;
  display: block; background: #222; }
.ss-prev, .ss-next { position: absolute; top: 120px; width: 36px; height: 48px;
  background: rgba(0,0,0,.4); border: 0; color: #fff; z-index: 3; }
.ss-prev { left: 0; } .ss-next { right: 0; }
.ss-cap { font-size: 13px; color: #555; margin: 4px 8px; text-indent: 0 !important; }
.ss-thumbs { display: flex; gap: 4px; list-style: none; padding: 4px; margin: 0; }
.ss-thumbs img { width: 60px; height: 40px; } .ss-thumbs li.on img { outline: 2px solid #c00; }
.album-grid { display: grid; grid-template-columns: repeat(4, 130px); gap: 8px;
  list-style: none; padding: 0; }
.album-grid img { width: 120px; height: 80px; object-fit: cover; display: block; }
.album-cap { font-size: 12px; color: #666; text-indent: 0 !important; }
.album-lb { position: fixed; inset: 0; z-index: 2000; }
.album-lb .lb-mask { position: absolute; inset: 0; background: rgba(0,0,0,.85); }
.album-lb .lb-box { position: relative; width: 640px; margin: 30px auto 0; color: #eee; }
.album-lb .lb-bar { height: 28px; text-align: right; }
.album-lb .album-close { color: #fff; font-size: 24px; margin-left: 12px; }
.album-stage { position: relative; width: 640px; height: 427px; background: #111; }
.album-stage > img:first-child { width: 100%; height: 100%; object-fit: contain; }
.album-prev, .album-next { position: absolute; top: 50%; margin-top: -30px; width: 44px;
  height: 60px; background: rgba(255,255,255,.2); z-index: 5; }
.album-prev { left: 8px; } .album-next { right: 8px; }
</style>"""


def plan(seed: int, sids: list[str]) -> dict[str, str]:
    """Which sites get an embedded-gallery article (about a third), and of which kind."""
    rng = random.Random(f"{seed}:embedded")
    chosen = [s for s, f in zip(sids, balanced(rng, {"yes": 1, "no": 2}, len(sids)),
                                strict=True) if f == "yes"]
    return dict(zip(chosen, balanced(rng, KINDS, len(chosen)), strict=True))


def _slides(site: Site, rng: random.Random, n: int) -> list[Slide]:
    out = []
    for _ in range(n):
        h = f"{rng.getrandbits(40):010x}"
        img = f"{site.sid}/{site.flags['img_dir']}/{h}.png"
        thumb = site.flags["thumb_fmt"].format(sid=site.sid, d=site.flags["img_dir"], h=h)
        gbk_only = site.axes["charset"] == "gb2312_meta" and rng.random() < 0.3
        out.append(Slide(img, thumb, "", text.caption(rng, gbk_only)))
    return out


def _slideshow(rng: random.Random, slides: list[Slide]) -> tuple[str, str, dict]:
    thumbs = "".join(f'<li><img src="/{s.thumb}" alt=""></li>' for s in slides)
    nav = ('<a href="javascript:;" class="ss-prev" title="上一张"></a>'
           '<a href="javascript:;" class="ss-next" title="下一张"></a>')
    if rng.random() < 0.5:
        lis = "".join(f'<li style="display:{"" if k == 0 else "none"}"><img src="/{s.image}" '
                      f'alt=""><p class="ss-cap">{e(s.note)}</p></li>'
                      for k, s in enumerate(slides))
        h = (f'<div class="article-slideshow"><div class="ss-stage"><ul>{lis}</ul>{nav}</div>'
             f'<div class="ss-bar"><span class="ss-num"></span></div>'
             f'<ol class="ss-thumbs">{thumbs}</ol></div>')
        pic, cap = ".article-slideshow .ss-stage li img", ".article-slideshow .ss-stage li .ss-cap"
    else:
        data = json.dumps([{"src": f"/{s.image}", "cap": e(s.note)} for s in slides],
                          ensure_ascii=False)
        h = (f'<div class="article-slideshow" data-slides="{e(data)}"><div class="ss-stage">'
             f'<img class="ss-img" src="/{slides[0].image}" alt="">{nav}</div>'
             f'<div class="ss-cap">{e(slides[0].note)}</div><div class="ss-bar">'
             f'<span class="ss-num"></span></div><ol class="ss-thumbs">{thumbs}</ol></div>')
        pic, cap = ".article-slideshow .ss-img", ".article-slideshow .ss-cap"
    js = SLIDESHOW_JS.replace("@@WRAP@@", "0" if rng.random() < 0.5 else "i")
    oracle = {"selector": ".article-slideshow .ss-next", "action": "click", "key": None}
    check = {"picture": pic, "caption": cap, "exclude": [], "title": "h1"}
    return h, f"<script>\n{js}</script>", {"oracle": oracle, "check": check}


def _lightbox(site: Site, rng: random.Random, slides: list[Slide]) -> tuple[str, str, dict]:
    visible = rng.random() < 0.5
    motion = rng.choice(["instant", "fade"])
    cells = "".join(
        f'<li><a class="album-pic" href="/{s.image}" data-caption="{e(s.note)}" target="_self">'
        f'<img src="/{s.thumb}" alt=""></a>'
        + (f'<p class="album-cap">{e(s.note)}</p>' if visible else "") + "</li>"
        for s in slides)
    h = (f'<div class="article-album"><div class="album-hd">组图（共{len(slides)}张，点击查看大图）'
         f'</div><ul class="album-grid">{cells}</ul></div>')
    blank = f"/{site.sid}/static/blank.gif"
    inner = ('<div class="lb-mask"></div><div class="lb-box"><div class="lb-bar">'
             '<span class="album-num"></span><a href="javascript:;" class="album-close" '
             f'title="关闭">×</a></div><div class="album-stage"><img class="album-img" '
             f'src="{blank}" alt=""><a href="javascript:;" class="album-prev"></a>'
             '<a href="javascript:;" class="album-next"></a></div><div class="album-capbox">'
             '<div class="album-captext"></div></div></div>')
    overlay = f'<div class="album-lb" role="dialog" style="display:none">{inner}</div>'
    ms = rng.randint(200, 600)
    ctx = {"credit_prefix": False, "counter": "slash", "counter_sel": ".album-num",
           "large": "href", "captions": "grid" if visible else "attribute",
           "grid_cap": "album-cap", "cap_on_img": False, "cap_attr": "data-caption",
           "element": "a_void", "event": "click", "stage_sel": ".album-stage",
           "next_sel": ".album-next", "prev_sel": ".album-prev", "lb_static": True,
           "lb_sel": ".album-lb", "motion": motion, "stop_style": "hidden", "end": "stop",
           "portal_en": f"portal {site.sid} article", "build": "2025", "motion_ms": ms,
           "thumbs_sel": ".album-grid .album-pic", "pic_sel": ".album-img",
           "captext_sel": ".album-captext", "close_sel": ".album-close", "keys": True,
           "ns": "articleAlbum"}
    oracle = {"selector": ".album-lb .album-next", "action": "click", "key": None,
              "open": ".album-grid > li:first-child .album-pic", "open_action": "click",
              "open_key": None}
    check = {"picture": ".album-lb .album-img", "caption": ".album-lb .album-captext",
             "exclude": [], "title": "h1", "overlay": ".album-lb",
             "close": ".album-lb .album-close", "next": ".album-lb .album-next",
             "motion_ms": ms if motion != "instant" else 0, "stop_style": "hidden"}
    return h + overlay, f"<script>\n{viewer_engine(ctx)}</script>", {"oracle": oracle,
                                                                        "check": check}


def write_embedded(site: Site, kind: str, seed: int, files: dict[str, bytes],
                   truth: dict) -> None:
    """Write one embedded-gallery article of ``site`` (new files only) and its truth."""
    rng = random.Random(f"{seed}:{site.sid}:embedded")
    ident = str(rng.randint(100000, 99999999))
    path = f"{site.sid}/" + _fill(rng.choice(ARTICLE_PATHS), rng, ident)
    while path in files:
        path = path.replace(ident, ident + "7")
    title = text.article_title(rng)
    paras = [text.paragraph(rng) for _ in range(rng.randint(6, 9))]
    slides = _slides(site, rng, rng.randint(4, 6) if kind == "embedded_slideshow"
                     else rng.randint(4, 8))
    if kind == "embedded_slideshow":
        gal, script, extra = _slideshow(rng, slides)
    else:
        gal, script, extra = _lightbox(site, rng, slides)
    mid = len(paras) // 2
    body_paras = ("".join(f"<p>{e(p)}</p>" for p in paras[:mid]) + gal
                  + "".join(f"<p>{e(p)}</p>" for p in paras[mid:]))
    other = site.articles[0]
    body = (f'{CSS}<div class="wrap article"><h1>{e(title)}</h1><div class="info">'
            f'<span class="time">2024-06-02 09:15</span> 来源：{e(site.portal)}</div>'
            f'<div class="content">{body_paras}</div><div class="next-article">下一篇：'
            f'<a href="/{other.key}">{e(other.title)}</a></div></div>')
    page = shell(site, {"top_html": ""}, title, body, script)
    new = {path: page.encode(site.codec)}
    for k, s in enumerate(slides, start=1):
        new[s.image] = images.picture(s.image, 240, 160, f"8{k}", k)
        new[s.thumb] = images.picture(s.image, 60, 40, str(k), k)
    clash = [p for p in new if p in files]
    assert not clash, clash
    files.update(new)
    truth["pages"][path] = {
        "site": site.sid, "kind": "article", "title": title, "text": "\n".join(paras),
        "pages": 1, "axes": {"article": kind},
        "slides": [{"index": k + 1, "image": s.image, "caption": s.note, "credit": None,
                    "thumb": s.thumb} for k, s in enumerate(slides)],
        "files": sorted(new), **extra}
