/*!
 * 漓江手机网 · 组图滑动 lj-swiper.js  v2.3.1
 * 手机端组图：只认触摸手势（touchstart / touchmove / touchend），左右滑动翻页。
 * 没有箭头、不接键盘，鼠标拖动无效；首尾两端有回弹。图说叠在图片上（每张图自己的浮层）。
 * 数据：页面内联的 window.ljAlbum = {title, photos: [{src, note}]}
 */
;(function (win, doc) {
  'use strict';

  var DURATION = 320;

  function LJSwiper(el, album) {
    this.el = el;
    this.track = el.querySelector('.lj-track');
    this.curEl = doc.querySelector('.lj-pager .lj-cur');
    this.allEl = doc.querySelector('.lj-pager .lj-all');
    this.photos = album.photos || [];
    this.index = 0;
    this.width = el.clientWidth;
    this.touch = null;
    this.render();
    this.bind();
    this.slideTo(0, false);
  }

  LJSwiper.prototype.render = function () {
    var html = [];
    for (var i = 0; i < this.photos.length; i++) {
      var p = this.photos[i];
      html.push(
        '<li class="lj-slide" aria-hidden="true" data-no="' + (i + 1) + '">' +
        '<img data-src="' + p.src + '" alt="" draggable="false">' +
        (p.note ? '<div class="lj-slide-cap"><p>' + p.note + '</p></div>' : '') +
        '</li>'
      );
    }
    this.track.innerHTML = html.join('');
    this.slides = this.track.children;
    this.allEl.innerHTML = this.photos.length;
    this.layout();
  };

  LJSwiper.prototype.layout = function () {
    this.width = this.el.clientWidth;
    for (var i = 0; i < this.slides.length; i++) {
      this.slides[i].style.width = this.width + 'px';
    }
    this.track.style.width = this.width * this.slides.length + 'px';
  };

  // 只给当前和相邻两张装图
  LJSwiper.prototype.lazy = function (i) {
    for (var k = i - 1; k <= i + 1; k++) {
      var s = this.slides[k];
      if (!s) continue;
      var img = s.getElementsByTagName('img')[0];
      if (!img.getAttribute('src')) img.setAttribute('src', img.getAttribute('data-src'));
    }
  };

  LJSwiper.prototype.setX = function (x, animate) {
    var t = this.track.style;
    t.webkitTransition = t.transition = animate ? 'transform ' + DURATION + 'ms cubic-bezier(.25,.8,.3,1)' : 'none';
    t.webkitTransform = t.transform = 'translate3d(' + x + 'px,0,0)';
  };

  LJSwiper.prototype.slideTo = function (i, animate) {
    this.index = i;
    this.lazy(i);
    for (var k = 0; k < this.slides.length; k++) {
      this.slides[k].setAttribute('aria-hidden', k === i ? 'false' : 'true');
    }
    this.curEl.innerHTML = i + 1;
    this.setX(-i * this.width, animate);
  };

  LJSwiper.prototype.bind = function () {
    var self = this, el = this.el;

    el.addEventListener('touchstart', function (e) {
      if (e.touches.length > 1) { self.touch = null; return; }
      var t = e.touches[0];
      self.touch = { x: t.pageX, y: t.pageY, dx: 0, time: +new Date(), dir: 0 };
      self.setX(-self.index * self.width, false);
    }, false);

    el.addEventListener('touchmove', function (e) {
      var s = self.touch;
      if (!s || e.touches.length > 1) return;
      var t = e.touches[0], dx = t.pageX - s.x, dy = t.pageY - s.y;
      if (!s.dir) {
        if (Math.abs(dx) < 4 && Math.abs(dy) < 4) return;
        s.dir = Math.abs(dx) > Math.abs(dy) ? 1 : 2;   // 1 横向（翻页） 2 纵向（滚动页面）
      }
      if (s.dir !== 1) return;
      e.preventDefault();
      // 首尾阻尼
      if ((self.index === 0 && dx > 0) || (self.index === self.slides.length - 1 && dx < 0)) dx = dx / 3;
      s.dx = dx;
      self.setX(-self.index * self.width + dx, false);
    }, false);

    function end() {
      var s = self.touch;
      self.touch = null;
      if (!s || s.dir !== 1) return;
      var quick = +new Date() - s.time < 250 && Math.abs(s.dx) > 20;
      var far = Math.abs(s.dx) > self.width / 5;
      var i = self.index;
      if (quick || far) i += s.dx < 0 ? 1 : -1;
      i = Math.max(0, Math.min(self.slides.length - 1, i));
      self.slideTo(i, true);
    }
    el.addEventListener('touchend', end, false);
    el.addEventListener('touchcancel', end, false);

    win.addEventListener('resize', function () {
      self.layout();
      self.setX(-self.index * self.width, false);
    }, false);
  };

  doc.addEventListener('DOMContentLoaded', function () {
    var el = doc.getElementById('ljSwiper');
    if (el && win.ljAlbum) win.ljSwiper = new LJSwiper(el, win.ljAlbum);
  }, false);
})(window, document);
