"""The small script of one page of a page-per-picture gallery (``paged_script``): it shows
the page's picture (per ``transition``) and exposes ``window[NS]`` for the page's widgets.
"""

from __future__ import annotations

import json

from .js import NORM, fill

PAGED = r"""/* @@PORTAL@@ picture page, build @@BUILD@@ */
(function (win, doc) {
  'use strict';
  var CS = '@@CHARSET@@', DATA = @@DATA@@;
  function q(s) { return doc.querySelector(s); }
  var im = q('@@PIC@@');
@@SHOW@@
  function getJSON(url, cb) {
    fetch(url).then(function (r) { return r.arrayBuffer(); })
      .then(function (b) { cb(JSON.parse(new TextDecoder(CS).decode(b))); });
  }
  var timer = 0;
  win['@@NS@@'] = {
    next: function () { if (DATA.next) { location.href = DATA.next; } },
    show: function (i) { if (DATA.pages[i]) { location.href = DATA.pages[i]; } },
    getJSON: getJSON, state: {i: DATA.index},
    norm: function (d) {
@@NORM@@
    },
    setAlbum: function (a) {
      var t = q('@@TITLE@@'); if (t) { t.textContent = a.title; }
      var it = a.items[0]; im.src = it.src;
      var c = q('@@CAPTEXT@@'); if (c) { c.textContent = it.note; }
    },
    onShow: function () {},
    play: function (ms) {
      clearTimeout(timer);
      timer = setTimeout(function () { win['@@NS@@'].next(); }, ms);
    },
    stop: function () { clearTimeout(timer); }
  };
})(window, document);
"""

PAGED_SHOW = {
    "instant": "",
    "lazy": """  setTimeout(function () {
    if (im.getAttribute('data-src')) {
      im.src = im.getAttribute('data-src'); im.removeAttribute('data-src');
    }
  }, 120);""",
    "placeholder": """  var pre = new Image();
  pre.onload = function () { setTimeout(function () { im.src = pre.src; }, 200); };
  pre.src = im.getAttribute('data-original');""",
    "crossfade": """  im.style.transition = 'opacity 400ms'; im.style.opacity = '0';
  requestAnimationFrame(function () {
    setTimeout(function () { im.style.opacity = '1'; }, 30);
  });""",
    "slide": """  im.style.transform = 'translateX(30%)';
  setTimeout(function () {
    im.style.transition = 'transform @@MS@@ms ease-out'; im.style.transform = 'none';
  }, 30);""",
}


def paged_script(ctx: dict, data: dict) -> str:
    """The small script of one page of a page-per-picture gallery."""
    n = ctx["names"]
    tokens = {
        "SHOW": PAGED_SHOW[ctx["transition"]], "MS": str(ctx["slide_ms"]),
        "PORTAL": ctx["portal_en"], "BUILD": ctx["build"], "CHARSET": ctx["charset"],
        "DATA": json.dumps(data, ensure_ascii=False), "PIC": n["pic"].sel,
        "TITLE": n["title"].sel, "CAPTEXT": n["captext"].sel, "NS": ctx["ns"],
        "NORM": NORM[ctx["dialect"]],
    }
    return fill(PAGED, tokens)
