"""The swipe script of a phone site (``static/swipe.js``): a horizontal track moved by
``translate3d`` and paged by touch only (Touch Events, passive or ``{passive: false}`` with
``preventDefault``, or Pointer Events filtered on ``pointerType === "touch"``). No click, key
or mouse handling pages it. One slide per swipe whose horizontal travel exceeds the site's
threshold; at the ends it stops, rubber-bands back, or wraps. Modelled on Vant's ``van-swipe``
and NutUI's ``nut-swiper`` (touchstart/touchmove/touchend, a direction lock, a 300 ms snap) and
Swiper's touch handling (``touch-action: pan-y``, pointer events with a touch filter).
"""

from __future__ import annotations

import json

ENGINE = r"""/* @@PORTAL@@ m.swipe @@BUILD@@ */
(function (win, doc) {
  'use strict';
  var O = @@OPTS@@;
  function q(s, r) { return (r || doc).querySelector(s); }
  function qa(s, r) { return Array.prototype.slice.call((r || doc).querySelectorAll(s)); }
  function swipe(root, track, n, onShow) {
    var i = 0, x0 = 0, y0 = 0, travel = 0, on = false, lock = null, pid = null;
    function width() { return root.getBoundingClientRect().width; }
    function place(off, anim) {
      track.style.transitionDuration = anim ? O.ms + 'ms' : '0ms';
      track.style.transform = 'translate3d(' + (off - i * width()) + 'px, 0, 0)';
    }
    function go(k) {
      if (k < 0) { k = O.end === 'wrap' ? n - 1 : 0; }
      if (k > n - 1) { k = O.end === 'wrap' ? 0 : n - 1; }
      i = k; place(0, true); onShow(i);
    }
    function begin(x, y) { on = true; x0 = x; y0 = y; travel = 0; lock = null; place(0, false); }
    function move(x, y, ev) {
      if (!on) { return; }
      var mx = x - x0, my = y - y0;
      if (lock === null && (Math.abs(mx) > 6 || Math.abs(my) > 6)) {
        lock = Math.abs(mx) >= Math.abs(my) ? 'x' : 'y';
      }
      if (lock !== 'x') { return; }
      if (ev && O.input === 'touch_nonpassive') { ev.preventDefault(); }
      travel = mx;
      var edge = (i === 0 && mx > 0) || (i === n - 1 && mx < 0), off = mx;
      if (edge && O.end === 'stop') { off = 0; }
      if (edge && O.end === 'rubber_band') { off = mx / 3; root.classList.add('is-pulling'); }
      place(off, false);
    }
    function finish() {
      if (!on) { return; }
      on = false;
      var t = lock === 'x' ? travel : 0;
      root.classList.remove('is-pulling');
      if (t <= -O.threshold && (i < n - 1 || O.end === 'wrap')) { go(i + 1); return; }
      if (t >= O.threshold && (i > 0 || O.end === 'wrap')) { go(i - 1); return; }
      place(0, true);
    }
    if (O.input === 'pointer') {
      root.addEventListener('pointerdown', function (ev) {
        if (ev.pointerType !== 'touch') { return; }
        pid = ev.pointerId; begin(ev.clientX, ev.clientY);
      });
      root.addEventListener('pointermove', function (ev) {
        if (ev.pointerType === 'touch' && ev.pointerId === pid) { move(ev.clientX, ev.clientY); }
      });
      ['pointerup', 'pointercancel'].forEach(function (type) {
        root.addEventListener(type, function (ev) {
          if (ev.pointerType === 'touch' && ev.pointerId === pid) { pid = null; finish(); }
        });
      });
    } else {
      var active = O.input === 'touch_nonpassive' ? {passive: false} : {passive: true};
      root.addEventListener('touchstart', function (ev) {
        if (O.input === 'touch_nonpassive') { ev.preventDefault(); }
        var t = ev.touches[0]; begin(t.clientX, t.clientY);
      }, active);
      root.addEventListener('touchmove', function (ev) {
        var t = ev.touches[0]; move(t.clientX, t.clientY, ev);
      }, active);
      root.addEventListener('touchend', finish);
      root.addEventListener('touchcancel', finish);
    }
    win.addEventListener('resize', function () { place(0, false); });
    return {go: function (k) { i = k; place(0, false); onShow(i); },
            index: function () { return i; }};
  }
  function slideHtml(d) {
    var cap = O.caption === 'in_slide'
      ? '<div class="' + O.slideCap + '">' + d.html + '</div>' : '';
    return '<div class="' + O.item + '"><img src="' + d.img + '" alt="" draggable="false">' +
      cap + '</div>';
  }
  function indicator(box, k, n) {
    if (!box) { return; }
    if (O.indicator === 'dots') {
      qa('.' + O.dot, box).forEach(function (d, j) { d.classList.toggle(O.dotOn, j === k); });
    } else {
      box.textContent = (k + 1) + (O.indicator === 'spaced' ? ' / ' : '/') + n;
    }
  }
  function dots(box, n) {
    if (!box || O.indicator !== 'dots' || qa('.' + O.dot, box).length) { return; }
    for (var j = 0; j < n; j++) {
      var d = doc.createElement('i'); d.className = O.dot; box.appendChild(d);
    }
  }
  function captions(D) {
    if (O.caption === 'in_slide') { return function () {}; }
    var box = q(O.capBox), ps = qa('p', box);
    return function (k) {
      if (D) { ps[0].innerHTML = D[k].html; return; }
      ps.forEach(function (p, j) { p.style.display = j === k ? '' : 'none'; });
    };
  }
  var D = O.source === 'json_script' ? win[O.dataVar].list : null;
  if (O.layout === 'track') {
    var root = q(O.root), track = q(O.track, root);
    if (D) { track.innerHTML = D.map(slideHtml).join(''); }
    var n = qa(O.slides).length, ind = q(O.ind), cap = captions(D);
    dots(ind, n);
    var s = swipe(root, track, n, function (k) { indicator(ind, k, n); cap(k); });
    s.go(0);
    return;
  }
  /* tap to open: a thumbnail list whose tap opens a full-screen viewer paged by swipes */
  var viewer = q(O.viewer), sw = null, vn = 0, vind = null, vcap = null;
  function open(k) {
    if (!sw) {
      var vroot = q(O.root), vtrack = q(O.track, vroot);
      if (D) { vtrack.innerHTML = D.map(slideHtml).join(''); }
      vn = qa(O.slides).length; vind = q(O.ind); vcap = captions(D);
      dots(vind, vn);
      viewer.style.display = 'block';
      sw = swipe(vroot, vtrack, vn, function (j) { indicator(vind, j, vn); vcap(j); });
    }
    viewer.style.display = 'block';
    doc.body.classList.add('pv-open');
    sw.go(k);
  }
  qa(O.thumbs).forEach(function (t, k) {
    t.addEventListener('click', function (ev) { ev.preventDefault(); open(k); });
  });
  q(O.close).addEventListener('click', function (ev) {
    ev.preventDefault(); viewer.style.display = 'none'; doc.body.classList.remove('pv-open');
  });
})(window, document);
"""


def swipe_engine(ctx: dict) -> str:
    """The site's swipe.js."""
    keys = ("layout", "input", "end", "threshold", "ms", "indicator", "caption", "source",
            "root", "track", "item", "slides", "ind", "dot", "dotOn", "capBox", "slideCap",
            "dataVar", "viewer", "thumbs", "close")
    opts = json.dumps({k: ctx[k] for k in keys}, ensure_ascii=False, sort_keys=True)
    return (ENGINE.replace("@@OPTS@@", opts).replace("@@PORTAL@@", ctx["portal_en"])
            .replace("@@BUILD@@", ctx["build"]))
