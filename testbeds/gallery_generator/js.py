"""The site-specific gallery script (vanilla JS), composed from small parts per axis value.

``engine(ctx)`` returns the whole ``gallery.js`` of a script-driven site: a data loader
(``data_source``), a painter (``transition``; a translateX track for ``dom_track``), the caption
and counter writers, the address writer/reader, the end behaviour and the control binding
(``control_element`` x ``control_event``). It exposes ``window[NS]`` for the page's other
widgets (decoys); ``paged_js.paged_script`` is the small script of a page-per-picture site.
"""

from __future__ import annotations

CORE = r"""/* @@PORTAL@@ photo viewer, build @@BUILD@@ */
(function (win, doc) {
  'use strict';
  var CS = '@@CHARSET@@', BLANK = '@@BLANK@@', LOADING = '@@LOADING@@', ACT = '@@ACT@@';
  var S = {a: null, i: 0, lock: false, over: false, flip: false, timer: 0, nextEl: null};
  function q(s, r) { return s ? (r || doc).querySelector(s) : null; }
  function qa(s, r) { return Array.prototype.slice.call((r || doc).querySelectorAll(s)); }
  function esc(t) {
    return String(t == null ? '' : t).replace(/[&<>"]/g, function (c) {
      return {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'}[c];
    });
  }
  function norm(d) {
@@NORM@@
  }
  function getJSON(url, cb) {
@@GET@@
  }
  function load(cb) {
@@LOAD@@
  }
@@PAINT@@
  function caption(it) {
@@CAPTION@@
  }
  function counter(i, n) {
@@COUNTERFN@@
  }
  function setAlbum(a) {
    S.a = a; S.i = 0; S.over = false;
    var t = q('@@TITLE@@');
    if (t) { t.textContent = a.title; }
    doc.title = a.title;
@@SETALBUM@@
  }
  function start() {
    var h = location.hash, s = location.search, m;
    var n = S.a.items.length, i = 0;
    if ((m = h.match(/[#&]p=(\d+)/))) { i = +m[1] - 1; }
    else if (@@HASH0@@ && (m = h.match(/^#(\d+)$/))) { i = +m[1]; }
    else if ((m = s.match(/[?&](?:index|pic)=(\d+)/))) { i = +m[1] - 1; }
    return Math.max(0, Math.min(n - 1, i || 0));
  }
  function mark(i) {
@@MARK@@
  }
  function refresh(i) {
    var el = S.nextEl, last = i >= S.a.items.length - 1;
    if (!el) { return; }
@@REFRESH@@
  }
  var hooks = [];
  function show(i, user) {
    S.i = i;
    paint(i, user);
    counter(i, S.a.items.length);
    if (user) { mark(i); }
    refresh(i);
    hooks.forEach(function (f) { f(i, S.a); });
  }
  function atEnd() {
@@ATEND@@
  }
  function next() {
    if (!S.a || S.lock || S.over) { return; }
    if (S.i + 1 >= S.a.items.length) { atEnd(); return; }
    show(S.i + 1, true);
  }
  function prev() {
    if (!S.a || S.lock || S.over || S.i === 0) { return; }
    show(S.i - 1, true);
  }
  function stopPlay() { if (S.timer) { clearInterval(S.timer); S.timer = 0; } }
  function bindOne(el, fn) {
    el.addEventListener('@@EVT@@', function (e) {
      if (e.button) { return; }
      e.preventDefault();
      stopPlay();
      fn();
    });
    if ('@@EVT@@' !== 'click') {
      el.addEventListener('click', function (e) { e.preventDefault(); });
    }
  }
  function bind() {
    var stage = q('@@STAGE@@');
@@BIND@@
    var end = q('@@ENDLAYER@@');
    if (end) {
      qa('.replay', end).forEach(function (b) {
        b.addEventListener('click', function (e) {
          e.preventDefault(); end.style.display = 'none'; S.over = false; show(0, true);
        });
      });
      qa('.close', end).forEach(function (b) {
        b.addEventListener('click', function (e) {
          e.preventDefault(); end.style.display = 'none'; S.over = false;
        });
      });
    }
    qa('@@THUMBS@@').forEach(function (li, k) {
      li.addEventListener('click', function (e) { e.preventDefault(); show(k, true); });
    });
  }
  win['@@NS@@'] = {
    next: next, prev: prev, state: S, norm: norm, getJSON: getJSON, setAlbum: setAlbum,
    show: function (i) { show(i, true); }, onShow: function (f) { hooks.push(f); },
    play: function (ms) { stopPlay(); S.timer = setInterval(next, ms); }, stop: stopPlay
  };
  load(function (a) {
    setAlbum(a);
    show(start(), false);
    bind();
    if (@@ALSOKEY@@) {
      doc.addEventListener('keydown', function (e) {
        if (e.key === 'ArrowRight' || e.keyCode === 39) { next(); }
        if (e.key === 'ArrowLeft' || e.keyCode === 37) { prev(); }
      });
    }
  });
@@HASHCHANGE@@
})(window, document);
"""

NORM = {
    "sina": """    return {title: d.slide.title, next: d.next_album && d.next_album.interface,
      items: d.images.map(function (x) {
        return {src: x.image_url, thumb: x.thumb_url, title: x.title || '', note: x.intro || '',
          credit: x.author || ''};
      })};""",
    "netease": """    return {title: d.info.setname, next: d.info.next && d.info.next.seturl,
      items: d.list.map(function (x) {
        return {src: x.img, thumb: x.timg, title: x.title || '', note: x.note || '',
          credit: x.source || ''};
      })};""",
    "plain": """    return {title: d.title, next: d.next, items: d.photos.map(function (x) {
      return {src: x.url, thumb: x.thumb, title: x.headline || '', note: x.desc || '',
        credit: x.credit || ''};
    })};""",
}

GET_XHR = """    var x = new XMLHttpRequest();
    x.open('GET', url, true);
    x.onreadystatechange = function () {
      if (x.readyState === 4 && x.status === 200) { cb(JSON.parse(x.responseText)); }
    };
    x.send(null);"""
GET_FETCH = """    fetch(url, {credentials: 'same-origin'})
      .then(function (r) { return r.arrayBuffer(); })
      .then(function (b) { cb(JSON.parse(new TextDecoder(CS).decode(b))); });"""

#: the global a json_script page defines, per dialect
SCRIPT_VARS = {"sina": "slide_data", "netease": "galleryData", "plain": "__INITIAL_STATE__"}
TEXTAREA = {"sina": 'textarea[name="slide-data"]', "netease": 'textarea[name="gallery-data"]',
            "plain": "textarea#album-json"}

COUNTER_FORMS = {
    "slash": "(i + 1) + '/' + n", "spaced": "(i + 1) + ' / ' + n",
    "chinese": "'第' + (i + 1) + '张/共' + n + '张'", "paren": "'(' + (i + 1) + '/' + n + ')'",
    "of": "(i + 1) + ' of ' + n", "split_em": "'(<em>' + (i + 1) + '</em>/<em>' + n + '</em>)'",
}


def counter_text(form: str, i: int, n: int) -> str:
    """The counter as the server would render it (HTML)."""
    return {
        "slash": f"{i}/{n}", "spaced": f"{i} / {n}", "chinese": f"第{i}张/共{n}张",
        "paren": f"({i}/{n})", "of": f"{i} of {n}", "split_em": f"(<em>{i}</em>/<em>{n}</em>)",
    }.get(form, "")


def _load(ctx: dict) -> str:
    src, d = ctx["source"], ctx["dialect"]
    if src == "json_script":
        var = SCRIPT_VARS[d]
        expr = f"win.{var}.album" if d == "plain" else f"win.{var}"
        return f"    cb(norm({expr}));"
    if src == "json_textarea":
        return f"    cb(norm(JSON.parse(q('{TEXTAREA[d]}').value)));"
    if src in ("xhr", "fetch"):
        return "    getJSON(win.__album.api, function (d) { cb(norm(d)); });"
    return """    var lis = qa('@@TRACK@@ > li'), caps = qa('@@EXPLAIN@@ > p');
    cb({title: (q('@@TITLE@@') || {}).textContent || '', next: (win.__album || {}).next, dom: true,
      items: lis.map(function (li, k) {
        var im = li.querySelector('img');
        return {src: im.getAttribute('data-src') || im.getAttribute('src'),
          thumb: li.getAttribute('data-thumb'), title: '', note: (caps[k] || {}).textContent || '',
          credit: ''};
      })});"""


def _paint_track(ctx: dict) -> str:
    tr, ms = ctx["transition"], ctx["slide_ms"]
    move = {"instant": 0, "slide": ms, "lazy": 0, "placeholder": 0, "crossfade": 0}[tr]
    body = [
        "  function paint(i, anim) {",
        "    var lis = qa('@@TRACK@@ > li'), W = q('@@STAGE@@').clientWidth;",
        "    var track = q('@@TRACK@@');",
        "    lis.forEach(function (li, k) { li.classList.toggle(ACT, k === i); });",
    ]
    if tr == "crossfade":
        body.append("    lis.forEach(function (li, k) {"
                    " li.style.opacity = k === i ? '1' : '0'; });")
    else:
        body += [
            f"    track.style.transition = anim && {move} ? 'transform {move}ms ease' : 'none';",
            "    track.style.transform = 'translateX(' + (-i * W) + 'px)';",
        ]
        if move:
            body.append(f"    if (anim) {{ S.lock = true;"
                        f" setTimeout(function () {{ S.lock = false; }}, {move}); }}")
    if tr in ("lazy", "placeholder"):
        delay = 60 if tr == "lazy" else 250
        body += [
            "    var im = lis[i] && lis[i].querySelector('img');",
            "    if (im && im.getAttribute('data-src')) {",
            "      setTimeout(function () {",
            "        im.src = im.getAttribute('data-src'); im.removeAttribute('data-src');",
            f"      }}, {delay});",
            "    }",
        ]
    body += [
        "    qa('@@EXPLAIN@@ > p').forEach(function (p, k) {",
        "      p.classList.toggle(ACT, k === i); p.style.display = k === i ? '' : 'none';",
        "    });",
        "  }",
    ]
    return "\n".join(body)


def _paint_single(ctx: dict) -> str:
    tr, ms = ctx["transition"], ctx["slide_ms"]
    if tr == "crossfade":
        return """  function paint(i) {
    var it = S.a.items[i], bufs = qa('@@STAGE@@ > img.@@BUF@@');
    var cur = bufs[S.flip ? 1 : 0], old = bufs[S.flip ? 0 : 1];
    S.flip = !S.flip;
    cur.src = it.src; cur.alt = it.title || '';
    cur.style.opacity = '1'; cur.style.zIndex = '2';
    old.style.opacity = '0'; old.style.zIndex = '1';
    caption(it);
  }"""
    if tr == "slide":
        half = ms // 2
        return f"""  function paint(i, anim) {{
    var it = S.a.items[i], im = q('@@PIC@@');
    if (!anim) {{ im.src = it.src; caption(it); return; }}
    S.lock = true;
    im.style.transition = 'transform {half}ms ease-in, opacity {half}ms';
    im.style.transform = 'translateX(-40%)'; im.style.opacity = '0';
    setTimeout(function () {{
      im.style.transition = 'none'; im.style.transform = 'translateX(40%)';
      im.src = it.src; caption(it);
      setTimeout(function () {{
        im.style.transition = 'transform {half}ms ease-out, opacity {half}ms';
        im.style.transform = 'translateX(0)'; im.style.opacity = '1';
        setTimeout(function () {{ S.lock = false; }}, {half});
      }}, 20);
    }}, {half});
  }}"""
    if tr == "lazy":
        return """  function paint(i) {
    var it = S.a.items[i], im = q('@@PIC@@');
    im.src = BLANK; im.setAttribute('data-src', it.src);
    caption(it);
    setTimeout(function () {
      if (S.i === i) { im.src = im.getAttribute('data-src'); im.removeAttribute('data-src'); }
    }, 90);
  }"""
    if tr == "placeholder":
        return """  function paint(i) {
    var it = S.a.items[i], im = q('@@PIC@@'), pre = new Image();
    im.src = LOADING;
    pre.onload = function () {
      setTimeout(function () { if (S.i === i) { im.src = it.src; caption(it); } }, 220);
    };
    pre.src = it.src;
  }"""
    return """  function paint(i) {
    var it = S.a.items[i], im = q('@@PIC@@');
    im.src = it.src; im.alt = it.title || '';
    caption(it);
  }"""


def _caption(ctx: dict) -> str:
    if ctx["track"]:
        return "    return it;"
    if ctx["caption"] == "controls_in_box":
        return """    var box = q('@@CAPBOX@@');
    if (!box.__t) {
      box.__t = doc.createTextNode('');
      var c = q('@@COUNTER@@', box);
      box.insertBefore(box.__t, c ? c.nextSibling : box.firstChild);
    }
    box.__t.nodeValue = it.note;"""
    cred = "'<span class=\"author\">' + esc(it.credit) + '</span>'"
    if ctx["credit_prefix"]:
        html = f"(it.credit ? {cred} + ' ' : '') + esc(it.note)"
    else:
        html = f"esc(it.note) + (it.credit ? ' ' + {cred} : '')"
    lines = [f"    q('@@CAPTEXT@@').innerHTML = {html};"]
    if ctx["caption"] == "title_text":
        lines.append("    q('@@CAPTITLE@@').textContent = it.title;")
    return "\n".join(lines)


def _setalbum(ctx: dict) -> str:
    if not ctx["track"]:
        return ""
    lazy = ctx["transition"] in ("lazy", "placeholder")
    ph = "BLANK" if ctx["transition"] == "lazy" else "LOADING"
    img = (f"'<img src=\"' + {ph} + '\" data-src=\"' + esc(it.src) + '\" alt=\"\">'" if lazy
           else "'<img src=\"' + esc(it.src) + '\" alt=\"\">'")
    return f"""    if (a.dom) {{ return; }}
    q('@@TRACK@@').innerHTML = a.items.map(function (it) {{
      return '<li data-thumb="' + esc(it.thumb) + '">' + {img} + '</li>';
    }}).join('');
    q('@@EXPLAIN@@').innerHTML = a.items.map(function (it) {{
      return '<p>' + esc(it.note) + '</p>';
    }}).join('');"""


MARK = {
    "hash": "    location.hash = 'p=' + (i + 1);",
    "hash0": "    location.hash = String(i);",
    "pushstate": "    history.pushState({i: i}, '', '?pic=' + (i + 1));",
    "query": "    history.replaceState(null, '', '?index=' + (i + 1));",
    "none": "    return i;",
}
HASHCHANGE = {
    "hash": """  win.addEventListener('hashchange', function () {
    var m = location.hash.match(/p=(\\d+)/);
    if (S.a && m && +m[1] - 1 !== S.i && +m[1] <= S.a.items.length) { show(+m[1] - 1, false); }
  });""",
    "hash0": """  win.addEventListener('hashchange', function () {
    var m = location.hash.match(/^#(\\d+)$/);
    if (S.a && m && +m[1] !== S.i && +m[1] < S.a.items.length) { show(+m[1], false); }
  });""",
    "pushstate": """  win.addEventListener('popstate', function (e) {
    if (S.a && e.state && typeof e.state.i === 'number') { show(e.state.i, false); }
  });""",
}
REFRESH = {
    "stop": "    el.style.visibility = last ? 'hidden' : '';",
    "disabled": """    if ('disabled' in el && el.tagName === 'BUTTON') { el.disabled = last; }
    el.classList.toggle('disabled', last);
    el.setAttribute('aria-disabled', last ? 'true' : 'false');""",
}
ATEND = {
    "stop": "    return;", "disabled": "    return;", "noop": "    return;",
    "wrap": "    show(0, true);",
    "overlay": "    var L = q('@@ENDLAYER@@'); L.style.display = 'block'; S.over = true;",
    "next_album": "    getJSON(S.a.next, function (d) { setAlbum(norm(d)); show(0, true); });",
}


def _bind(ctx: dict) -> str:
    el, event = ctx["element"], ctx["event"]
    if event == "key":
        return """    doc.addEventListener('keydown', function (e) {
      if (e.key === 'ArrowRight' || e.keyCode === 39) { e.preventDefault(); stopPlay(); next(); }
      if (e.key === 'ArrowLeft' || e.keyCode === 37) { prev(); }
    });"""
    if el == "late_script":
        return f"""    setTimeout(function () {{
      var p = doc.createElement('{ctx['late_tag']}'), n = doc.createElement('{ctx['late_tag']}');
      {ctx['late_attrs_js']}
      stage.appendChild(p); stage.appendChild(n);
      bindOne(p, prev); bindOne(n, next); S.nextEl = n; refresh(S.i);
    }}, {ctx['late_ms']});"""
    lines = [
        f"    var nx = q('{ctx['next_sel']}'), pv = q('{ctx['prev_sel']}');",
        "    bindOne(nx, next); bindOne(pv, prev); S.nextEl = nx; refresh(S.i);",
    ]
    if el == "a_href":
        lines.append("    hooks.push(function (i) {"
                     " nx.setAttribute('href', '?pic=' + (i + 2)); });")
    if el == "hit_zone":
        lines += [
            "    function size() {",
            "      var w = Math.round(stage.clientWidth / 2) + 'px';",
            "      nx.style.width = w; pv.style.width = w;",
            "    }",
            "    var im = q('img', stage);",
            "    if (im.complete) { size(); } else { im.addEventListener('load', size); }",
            "    win.addEventListener('resize', size);",
            "    nx.addEventListener('mouseenter', function () {",
            "      nx.title = '点击浏览下一张图片，支持→翻页';",
            "    });",
        ]
    return "\n".join(lines)


def fill(template: str, tokens: dict[str, str]) -> str:
    """Replace ``@@TOKEN@@`` markers (repeatedly, tokens may hold tokens)."""
    for _ in range(3):
        for k, v in tokens.items():
            template = template.replace(f"@@{k}@@", v)
    return template


def engine(ctx: dict) -> str:
    """The gallery.js of a script-driven site."""
    n = ctx["names"]
    parts = {
        "NORM": NORM[ctx["dialect"]],
        "GET": GET_XHR if ctx["source"] == "xhr" else GET_FETCH,
        "LOAD": _load(ctx),
        "PAINT": _paint_track(ctx) if ctx["track"] else _paint_single(ctx),
        "CAPTION": _caption(ctx),
        "COUNTERFN": (f"    var c = q('{n['counter'].sel}'); if (c) {{ c.innerHTML = "
                    f"{COUNTER_FORMS[ctx['counter']]}; }}" if ctx["counter"] != "none"
                    else "    return n + i;"),
        "SETALBUM": _setalbum(ctx),
        "MARK": MARK[ctx["address"]],
        "HASHCHANGE": HASHCHANGE.get(ctx["address"], ""),
        "REFRESH": REFRESH.get(ctx["end"], "    return;"),
        "ATEND": ATEND[ctx["end"]],
        "BIND": _bind(ctx),
    }
    tokens = {
        **parts,
        "PORTAL": ctx["portal_en"], "BUILD": ctx["build"], "CHARSET": ctx["charset"],
        "BLANK": ctx["blank"], "LOADING": ctx["loading"], "ACT": n["active"].cls,
        "TITLE": n["title"].sel, "STAGE": n["stage"].sel, "PIC": n["pic"].sel,
        "TRACK": n["track"].sel, "EXPLAIN": n["explain"].sel, "CAPTEXT": n["captext"].sel,
        "CAPTITLE": n["captitle"].sel, "CAPBOX": n["capbox"].sel, "COUNTER": n["counter"].sel,
        "ENDLAYER": n["endlayer"].sel if ctx["end"] == "overlay" else "",
        "THUMBS": ctx["thumbs_sel"] or "#no-thumbs-here", "BUF": ctx["buf_cls"],
        "NS": ctx["ns"], "EVT": "click" if ctx["event"] == "key" else ctx["event"],
        "HASH0": "true" if ctx["address"] == "hash0" else "false",
        "ALSOKEY": "true" if ctx["also_key"] and ctx["event"] != "key" else "false",
    }
    return fill(CORE, tokens)
