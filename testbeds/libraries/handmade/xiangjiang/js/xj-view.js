/*! xj-view 1.4.2 | 湘江观察前端组 | 图集视图：状态 → 整块重绘 */
!function (w, d) {
  "use strict";
  var C = {
    box: "_x1box", stage: "_3fk2a", img: "_9dq1x", num: "_1wse9", cap: "_c8rt2",
    title: "_7hbn4", text: "_2mzp8", bar: "_b4nd1", prev: "_8ktl6", next: "_5vc0r",
    play: "_6yu3j", on: "_on3z", strip: "_4gro7", cur: "_k2cu9", rec: "_0pla5"
  };
  var V = "data-v-7a1c3e";
  var ARROW = { l: "M15 4 7 12l8 8", r: "M9 4l8 8-8 8" };

  function esc(s) {
    return String(s == null ? "" : s).replace(/[&<>"]/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c];
    });
  }
  function el(tag, cls, attrs, inner) {
    return "<" + tag + (cls ? ' class="' + cls + '"' : "") + " " + V + (attrs ? " " + attrs : "") + ">"
      + (inner || "") + "</" + tag + ">";
  }
  function arrow(cls, label, off, path) {
    return el("button", cls, 'type="button" aria-label="' + label + '"' + (off ? " disabled" : ""),
      '<svg viewBox="0 0 24 24" width="22" height="22"><path d="' + path
      + '" fill="none" stroke="currentColor" stroke-width="2.4"/></svg>');
  }

  function view(s) {
    var it = s.items[s.i], n = s.items.length;
    return el("div", C.box, "", [
      el("div", C.stage, "", '<img class="' + C.img + '" ' + V + ' src="' + esc(it.big) + '" alt="' + esc(it.t) + '">'
        + el("span", C.num, "", "<b>" + (s.i + 1) + "</b>/" + n)),
      el("div", C.cap, "", el("h3", C.title, "", esc(it.t)) + el("p", C.text, "", esc(it.d))),
      el("div", C.bar, "", arrow(C.prev, "上一张", s.i === 0, ARROW.l) + arrow(C.next, "下一张", s.i === n - 1, ARROW.r)
        + el("button", C.play + (s.auto ? " " + C.on : ""), 'type="button"', s.auto ? "暂停播放" : "自动播放")),
      el("ul", C.strip, "", s.items.map(function (x, k) {
        return el("li", k === s.i ? C.cur : "", "", '<img src="' + esc(x.small) + '" alt="">');
      }).join("")),
      s.seen2 ? el("div", C.rec, "", "<b>热门推荐 猜你喜欢</b>" + s.rec) : ""
    ].join(""));
  }

  function fromHash(n) {
    var m = /^#p=(\d+)$/.exec(w.location.hash), k = m ? parseInt(m[1], 10) - 1 : 0;
    return k >= 0 && k < n ? k : 0;
  }

  function mount(id, data) {
    var root = d.getElementById(id);
    var s = { items: data.items, i: 0, auto: false, seen2: false, rec: root.getAttribute("data-rec") || "", timer: 0 };
    function render() { root.innerHTML = view(s); } // 整块替换，旧节点全部丢弃
    function sync() {
      s.i = fromHash(s.items.length);
      if (s.i > 0) s.seen2 = true;
      render();
    }
    function go(k) {
      if (k < 0 || k >= s.items.length || k === s.i) return;
      w.location.hash = "#p=" + (k + 1); // hashchange → sync
    }
    root.addEventListener("click", function (e) {
      var t = e.target, b;
      if ((b = t.closest("." + C.next))) { if (!b.disabled) go(s.i + 1); return; }
      if ((b = t.closest("." + C.prev))) { if (!b.disabled) go(s.i - 1); return; }
      if (t.closest("." + C.play)) {
        s.auto = !s.auto;
        clearInterval(s.timer);
        if (s.auto) s.timer = setInterval(function () { go((s.i + 1) % s.items.length); }, 3000);
        render();
        return;
      }
      if ((b = t.closest("." + C.strip + " li"))) go(Array.prototype.indexOf.call(b.parentNode.children, b));
    });
    w.addEventListener("hashchange", sync);
    sync();
  }

  w.XJView = { mount: mount };
}(window, document);
