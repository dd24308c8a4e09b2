/**
 * 椰城在线 · 图集横滑组件 yc-snap.js
 * 原生横向滚动 + scroll-snap，翻页只是 scrollBy；当前张、计数、懒加载全部按滚动位置计算，
 * 所以滚轮、拖动滚动条、键盘都能翻页。
 * 图片先显示 96x64 的模糊小图（src），大图（data-src）预加载完成后再替换。
 */
(function () {
  'use strict';

  function preload(img) {
    if (!img || !img.dataset.src || img.dataset.state) return;
    img.dataset.state = 'loading';
    var big = new Image();
    big.onload = function () {
      img.src = img.dataset.src;
      img.classList.remove('lqip');
      img.dataset.state = 'done';
    };
    big.onerror = function () { img.dataset.state = ''; };
    big.src = img.dataset.src;
  }

  function Album(box) {
    var track = box.querySelector('[data-yc-track]');
    var slides = Array.prototype.slice.call(track.querySelectorAll('[data-yc-slide]'));
    var card = track.querySelector('[data-yc-endcard]');
    var prevBtn = box.querySelector('[data-yc-prev]');
    var nextBtn = box.querySelector('[data-yc-next]');
    var count = box.querySelector('[data-yc-count]');
    var last = slides.length - 1 + (card ? 1 : 0); // 尾卡也是一屏
    var cur = -1;

    function page() { return track.clientWidth || 1; }
    function at() { return Math.max(0, Math.min(last, Math.round(track.scrollLeft / page()))); }

    function update() {
      var i = at();
      if (i === cur) return;
      cur = i;
      slides.forEach(function (li, k) {
        if (k === i) li.setAttribute('aria-current', 'true');
        else li.removeAttribute('aria-current');
      });
      var onCard = card && i === slides.length;
      count.style.visibility = onCard ? 'hidden' : '';
      if (!onCard) count.innerHTML = '<b>' + (i + 1) + '</b> / ' + slides.length;
      prevBtn.disabled = i === 0;
      nextBtn.disabled = i === last;
      if (slides[i]) preload(slides[i].querySelector('img'));
      if (slides[i + 1]) preload(slides[i + 1].querySelector('img'));
    }

    function step(dir) {
      track.scrollBy({ left: dir * page(), behavior: 'smooth' });
    }

    prevBtn.addEventListener('click', function () { step(-1); });
    nextBtn.addEventListener('click', function () { step(1); });
    track.addEventListener('scroll', update, { passive: true });
    if (card) {
      card.querySelector('[data-yc-replay]').addEventListener('click', function () {
        track.scrollTo({ left: 0, behavior: 'smooth' });
      });
    }
    window.addEventListener('resize', function () {
      if (cur >= 0) track.scrollLeft = cur * page();
    });
    this.step = step;
    this.box = box;
    update();
  }

  var albums = Array.prototype.map.call(document.querySelectorAll('[data-yc-album]'), function (b) {
    return new Album(b);
  });

  // 键盘：焦点不在输入框时，← → 翻页面上第一个图集
  document.addEventListener('keydown', function (e) {
    var t = e.target;
    if (!albums.length || (t && /INPUT|TEXTAREA|SELECT/.test(t.tagName))) return;
    if (t && t.hasAttribute && t.hasAttribute('data-yc-track')) return; // 轨道自身的原生滚动
    if (e.key === 'ArrowRight') albums[0].step(1);
    else if (e.key === 'ArrowLeft') albums[0].step(-1);
  });
})();
