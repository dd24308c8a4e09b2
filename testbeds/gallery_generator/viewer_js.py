"""The ``viewer.js`` of a viewer site: thumbnails that open a fixed overlay with one large
picture, its caption, a counter, next/prev and close controls (vanilla JS, per axis value).

Where the large picture (``viewer_large``) and the caption (``viewer_captions``) come from, the
motion between pictures (``viewer_motion``: none, an opacity fade, a slide, or a
requestAnimationFrame animation; clicks during a motion are ignored), the end (``viewer_end``:
wrap, stop, or a nudge that stays on the last), how the overlay opens (``viewer_open``) and how
the next control is bound (``control_element`` x ``control_event``) are filled into one template.
Elements marked ``data-single`` (a 扫码关注 QR code, an ad picture) open the same overlay alone.
"""

from __future__ import annotations

import json

from .js import COUNTER_FORMS, fill

CORE = r"""/* @@PORTAL@@ picture viewer, build @@BUILD@@ */
(function (win, doc) {
  'use strict';
  var S = {items: [], i: 0, lock: false, open: false}, LB = null, IM = null, CAP = null;
  var NX = null, PV = null, MS = @@MS@@, HALF = Math.round(@@MS@@ / 2);
  function q(s, r) { return s ? (r || doc).querySelector(s) : null; }
  function qa(s, r) { return Array.prototype.slice.call((r || doc).querySelectorAll(s)); }
  function esc(t) {
    return String(t == null ? '' : t).replace(/[&<>"]/g, function (c) {
      return {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'}[c];
    });
  }
  function compose(note, credit) {
    var a = credit ? '<span class="author">' + esc(credit) + '</span>' : '';
    return @@COMPOSE@@;
  }
  function large(el, k) {
@@LARGE@@
  }
  function capOf(el, k) {
@@CAPTION@@
  }
  function items() {
    return qa('@@THUMBS@@').map(function (el, k) {
      return {src: large(el, k), html: capOf(el, k)};
    });
  }
  function bindOne(el, fn) {
    el.addEventListener('@@EVT@@', function (e) {
      if (e.button) { return; }
      e.preventDefault(); e.stopPropagation();
      fn();
    });
    if ('@@EVT@@' !== 'click') {
      el.addEventListener('click', function (e) { e.preventDefault(); e.stopPropagation(); });
    }
  }
  function controls() {
@@CONTROLS@@
  }
  function build() {
    if (LB) { return; }
@@BUILD_OVERLAY@@
    IM = q('@@PIC@@', LB); CAP = q('@@CAPTEXT@@', LB);
    qa('@@CLOSE@@', LB).forEach(function (b) {
      b.addEventListener('click', function (e) { e.preventDefault(); close(); });
    });
    controls();
  }
  function setCap(it) { CAP.innerHTML = it.html; }
  function paint(i, anim) {
    var it = S.items[i];
@@MOTION@@
  }
  function counter(i, n) {
@@COUNTER@@
  }
  function refresh() {
    var last = S.i >= S.items.length - 1, el = NX;
    if (!el) { return; }
@@REFRESH@@
  }
  function show(i, anim) {
    S.i = i;
    paint(i, anim);
    counter(i, S.items.length);
    refresh();
  }
  function atEnd() {
@@ATEND@@
  }
  function next() {
    if (!S.open || S.lock) { return; }
    if (S.i + 1 >= S.items.length) { atEnd(); return; }
    show(S.i + 1, true);
  }
  function prev() {
    if (!S.open || S.lock || S.i === 0) { return; }
    show(S.i - 1, true);
  }
  function openWith(list, k) {
    build();
    S.items = list; S.open = true; S.lock = false;
    LB.style.display = 'block'; LB.setAttribute('aria-hidden', 'false');
    doc.documentElement.classList.add('lb-on');
    show(k, false);
  }
  function close() {
    if (!LB) { return; }
    LB.style.display = 'none'; LB.setAttribute('aria-hidden', 'true'); S.open = false;
    doc.documentElement.classList.remove('lb-on');
  }
  qa('@@THUMBS@@').forEach(function (el, k) {
    el.addEventListener('click', function (e) { e.preventDefault(); openWith(items(), k); });
  });
  qa('[data-single]').forEach(function (el) {
    el.addEventListener('click', function (e) {
      e.preventDefault();
      var src = el.getAttribute('href') || el.getAttribute('data-large');
      openWith([{src: src, html: esc(el.getAttribute('data-caption') || '')}], 0);
    });
  });
  doc.addEventListener('keydown', function (e) {
    if (!S.open) { return; }
    if (e.key === 'Escape') { close(); }
    if (@@KEYS@@ && (e.key === 'ArrowRight' || e.keyCode === 39)) { e.preventDefault(); next(); }
    if (@@KEYS@@ && (e.key === 'ArrowLeft' || e.keyCode === 37)) { e.preventDefault(); prev(); }
  });
  win['@@NS@@'] = {next: next, prev: prev, state: S, close: close,
    show: function (i) { if (S.open) { show(i, true); } }, onShow: function () {},
    play: function () {}, stop: function () {}};
})(window, document);
"""

MOTION = {
    "instant": "    IM.src = it.src; setCap(it);",
    "fade": """    if (!anim) { IM.src = it.src; setCap(it); return; }
    S.lock = true;
    IM.style.transition = 'opacity ' + HALF + 'ms'; IM.style.opacity = '0';
    setTimeout(function () {
      IM.src = it.src; setCap(it); IM.style.opacity = '1';
      setTimeout(function () { S.lock = false; }, HALF);
    }, HALF);""",
    "slide": """    if (!anim) { IM.src = it.src; setCap(it); return; }
    S.lock = true;
    IM.style.transition = 'transform ' + HALF + 'ms ease-in, opacity ' + HALF + 'ms';
    IM.style.transform = 'translateX(-40%)'; IM.style.opacity = '0';
    setTimeout(function () {
      IM.style.transition = 'none'; IM.style.transform = 'translateX(40%)';
      IM.src = it.src; setCap(it);
      setTimeout(function () {
        IM.style.transition = 'transform ' + HALF + 'ms ease-out, opacity ' + HALF + 'ms';
        IM.style.transform = 'translateX(0)'; IM.style.opacity = '1';
        setTimeout(function () { S.lock = false; }, HALF);
      }, 20);
    }, HALF);""",
    "per_frame": """    if (!anim) { IM.src = it.src; setCap(it); return; }
    S.lock = true;
    var t0 = null, swapped = false;
    function step(ts) {
      if (t0 === null) { t0 = ts; }
      var p = Math.min(1, (ts - t0) / MS);
      if (p < 0.5) {
        IM.style.opacity = String(1 - p * 2);
        IM.style.transform = 'scale(' + (1 - p * 0.2) + ') translateX(' + (-p * 30) + '%)';
      } else {
        if (!swapped) { swapped = true; IM.src = it.src; setCap(it); }
        IM.style.opacity = String((p - 0.5) * 2);
        IM.style.transform = 'scale(' + (0.8 + (p - 0.5) * 0.4) + ') translateX('
          + ((1 - p) * 30) + '%)';
      }
      if (p < 1) { win.requestAnimationFrame(step); return; }
      IM.style.opacity = '1'; IM.style.transform = 'none'; S.lock = false;
    }
    win.requestAnimationFrame(step);""",
}

ATEND = {
    "wrap": "    show(0, true);",
    "stop": "    return;",
    "bounce": """    S.lock = true;
    IM.classList.remove('lb-nudge'); void IM.offsetWidth; IM.classList.add('lb-nudge');
    setTimeout(function () { IM.classList.remove('lb-nudge'); S.lock = false; }, 360);""",
}
REFRESH = {
    "hidden": "    el.style.visibility = last ? 'hidden' : '';",
    "disabled": """    if (el.tagName === 'BUTTON') { el.disabled = last; }
    el.classList.toggle('disabled', last);
    el.setAttribute('aria-disabled', last ? 'true' : 'false');""",
}


def _large(ctx: dict) -> str:
    kind = ctx["large"]
    if kind == "href":
        return "    return el.getAttribute('href');"
    if kind == "data":
        who = "(el.tagName === 'IMG' ? el : q('img', el))" if ctx["data_on_img"] else "el"
        return f"    return {who}.getAttribute('{ctx['large_attr']}');"
    return f"    return win.{ctx['pics_var']}[k].{ctx['pics_key']};"


def _caption(ctx: dict) -> str:
    kind = ctx["captions"]
    if kind == "grid":
        return (f"    var p = q('.{ctx['grid_cap']}', el.parentNode);"
                "\n    return p ? p.innerHTML : '';")
    if kind == "attribute":
        who = "(el.tagName === 'IMG' ? el : q('img', el))" if ctx["cap_on_img"] else "el"
        attr = ctx["cap_attr"]
        if attr == "data-sub-html":
            return f"    return {who}.getAttribute('data-sub-html') || '';"
        return (f"    var s = {who};\n    return compose(s.getAttribute('{attr}') || '',"
                " s.getAttribute('data-credit'));")
    if ctx["cap_store"] == "template":
        return ("    var t = q('template#pic-notes');\n"
                "    var li = t ? qa('li', t.content)[k] : null;\n"
                "    return li ? li.innerHTML : '';")
    if ctx["cap_store"] == "hidden":
        return ("    var li = qa('.pic-notes > li')[k];\n    return li ? li.innerHTML : '';")
    if ctx["large"] == "script":
        return (f"    var x = win.{ctx['pics_var']}[k];\n"
                "    return compose(x.desc || '', x.author);")
    return "    var x = win.picDesc[k] || {};\n    return compose(x.t || '', x.c);"


def _controls(ctx: dict) -> str:
    el = ctx["element"]
    if ctx["event"] == "key":
        return "    return;"
    if el == "late_script":
        return f"""    setTimeout(function () {{
      var stage = q('{ctx['stage_sel']}', LB);
      var p = doc.createElement('{ctx['late_tag']}'), n = doc.createElement('{ctx['late_tag']}');
      {ctx['late_attrs_js']}
      stage.appendChild(p); stage.appendChild(n);
      bindOne(p, prev); bindOne(n, next); PV = p; NX = n; refresh();
    }}, {ctx['late_ms']});"""
    lines = [f"    NX = q('{ctx['next_sel']}', LB); PV = q('{ctx['prev_sel']}', LB);",
             "    bindOne(NX, next); bindOne(PV, prev);"]
    if el == "hit_zone":
        lines += [
            f"    var stage = q('{ctx['stage_sel']}', LB);",
            "    function size() {",
            "      var w = Math.round(stage.clientWidth / 2) + 'px';",
            "      NX.style.width = w; PV.style.width = w;",
            "    }",
            "    IM.addEventListener('load', size); win.addEventListener('resize', size);",
            "    NX.addEventListener('mouseenter', function () { NX.title = '下一张'; });",
        ]
    return "\n".join(lines)


def _build_overlay(ctx: dict) -> str:
    if ctx["lb_static"]:
        return f"    LB = q('{ctx['lb_sel']}');"
    return (f"    LB = doc.createElement('div');\n    LB.className = '{ctx['lb_cls']}';\n"
            "    LB.style.display = 'none'; LB.setAttribute('role', 'dialog');\n"
            f"    LB.innerHTML = {json.dumps(ctx['lb_inner'], ensure_ascii=False)};\n"
            "    doc.body.appendChild(LB);")


def viewer_engine(ctx: dict) -> str:
    """The whole viewer.js of a viewer site (or of an embedded-gallery article)."""
    compose = "a ? a + ' ' + esc(note) : esc(note)" if ctx["credit_prefix"] \
        else "esc(note) + (a ? ' ' + a : '')"
    counter = (f"    var c = q('{ctx['counter_sel']}', LB); if (c) {{ c.innerHTML = "
               f"{COUNTER_FORMS[ctx['counter']]}; }}" if ctx["counter"] != "none"
               else "    return n + i;")
    tokens = {
        "LARGE": _large(ctx), "CAPTION": _caption(ctx), "CONTROLS": _controls(ctx),
        "BUILD_OVERLAY": _build_overlay(ctx), "MOTION": MOTION[ctx["motion"]],
        "COUNTER": counter, "REFRESH": REFRESH[ctx["stop_style"]] if ctx["end"] == "stop"
        else "    return;", "ATEND": ATEND[ctx["end"]], "COMPOSE": compose,
        "PORTAL": ctx["portal_en"], "BUILD": ctx["build"], "MS": str(ctx["motion_ms"]),
        "THUMBS": ctx["thumbs_sel"], "EVT": "click" if ctx["event"] == "key" else ctx["event"],
        "PIC": ctx["pic_sel"], "CAPTEXT": ctx["captext_sel"], "CLOSE": ctx["close_sel"],
        "KEYS": "true" if ctx["keys"] else "false", "NS": ctx["ns"],
    }
    return fill(CORE, tokens)
