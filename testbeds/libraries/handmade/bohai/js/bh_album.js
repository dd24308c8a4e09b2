/*! 渤海手机网 组图 bh_album.js —— 自带一个迷你 $（仿 zepto touch：tap / swipeLeft / swipeRight）
 *  缩略图只认 tap（touchstart + touchend，移动不超过 10px、750ms 以内），没有 click 事件；
 *  大图只认 swipeLeft / swipeRight。大图下方固定显示图集标题，每张图的说明只写在 <img> 的 alt 和
 *  aria-label 里（读屏软件读），界面上看不出变化。
 */
;(function (window, document) {
  var $ = function (sel, ctx) { return (ctx || document).querySelector(sel); };
  $.all = function (sel, ctx) { return Array.prototype.slice.call((ctx || document).querySelectorAll(sel)); };

  // ---- touch gestures -------------------------------------------------------------------
  $.gesture = function (el, handlers) {
    var t = null;
    el.addEventListener('touchstart', function (e) {
      if (e.touches.length !== 1) { t = null; return; }
      t = { x1: e.touches[0].pageX, y1: e.touches[0].pageY, x2: e.touches[0].pageX,
            y2: e.touches[0].pageY, at: Date.now(), target: e.target };
    }, { passive: true });
    el.addEventListener('touchmove', function (e) {
      if (!t) return;
      t.x2 = e.touches[0].pageX; t.y2 = e.touches[0].pageY;
      if (handlers.lockX && Math.abs(t.x2 - t.x1) > Math.abs(t.y2 - t.y1)) e.preventDefault();
    }, { passive: false });
    el.addEventListener('touchend', function () {
      if (!t) return;
      var dx = t.x2 - t.x1, dy = t.y2 - t.y1, g = t;
      t = null;
      if (Math.abs(dx) > 30 && Math.abs(dx) > Math.abs(dy)) {
        var fn = dx < 0 ? handlers.swipeLeft : handlers.swipeRight;
        if (fn) fn();
      } else if (Math.abs(dx) < 10 && Math.abs(dy) < 10 && Date.now() - g.at < 750) {
        if (handlers.tap) handlers.tap(g.target);
      }
    });
    el.addEventListener('touchcancel', function () { t = null; });
  };

  $.getJSON = function (url, done) {
    var x = new XMLHttpRequest();
    x.open('GET', url);
    x.onload = function () { if (x.status === 200) done(JSON.parse(x.responseText)); };
    x.send();
  };

  // ---- album --------------------------------------------------------------------------
  var album = null, cur = 0, slides = [];
  var grid, viewer, belt, num;

  function renderGrid(data) {
    album = data;
    grid.innerHTML = data.pics.map(function (p, i) {
      return '<div class="bh_thumb" data-idx="' + i + '"><img src="' + p.small + '" alt=""></div>';
    }).join('');
    $('.bh_grid_count').innerHTML = '共' + data.pics.length + '张';
  }

  function openViewer(i) {
    belt.innerHTML = album.pics.map(function (p) {
      var a = p.alt.replace(/"/g, '&quot;');
      return '<div class="bh_pic"><img data-src="' + p.big + '" alt="' + a + '" aria-label="' + a +
        '"></div>';
    }).join('');
    slides = $.all('.bh_pic', belt);
    $('.bh_viewer_title').innerHTML = album.title;
    viewer.style.display = 'block';
    document.body.style.overflow = 'hidden';
    go(i, false);
  }

  function closeViewer() {
    viewer.style.display = 'none';
    document.body.style.overflow = '';
  }

  function go(i, animate) {
    cur = i;
    [i, i + 1].forEach(function (k) {
      var img = slides[k] && $('img', slides[k]);
      if (img && !img.getAttribute('src')) img.setAttribute('src', img.getAttribute('data-src'));
    });
    slides.forEach(function (s, k) { s.className = 'bh_pic' + (k === i ? ' on' : ''); });
    belt.style.transition = animate ? 'transform .35s ease-in-out' : 'none';
    belt.style.transform = 'translate3d(' + (-i * 100) + '%,0,0)';
    num.innerHTML = (i + 1) + '/' + slides.length;
  }

  function tip(msg) {
    var t = $('.bh_viewer_tip');
    t.innerHTML = msg;
    t.style.opacity = 1;
    setTimeout(function () { t.style.opacity = 0; }, 1200);
  }

  document.addEventListener('DOMContentLoaded', function () {
    grid = $('.bh_grid');
    viewer = $('.bh_viewer');
    belt = $('.bh_viewer_belt');
    num = $('.bh_viewer_num');
    if (!grid) return;
    $.getJSON(grid.getAttribute('data-api'), renderGrid);
    $.gesture(grid, {
      tap: function (target) {
        var cell = target.closest && target.closest('.bh_thumb');
        if (cell && album) openViewer(+cell.getAttribute('data-idx'));
      }
    });
    $.gesture($('.bh_viewer_stage'), {
      lockX: true,
      swipeLeft: function () {
        if (cur < slides.length - 1) go(cur + 1, true); else tip('已是最后一张');
      },
      swipeRight: function () {
        if (cur > 0) go(cur - 1, true); else tip('已是第一张');
      }
    });
    $.gesture($('.bh_viewer_back'), { tap: closeViewer });
  });
})(window, document);
