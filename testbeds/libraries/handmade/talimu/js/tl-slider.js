/*
 * 塔里木网（维吾尔文版页面模板）· 图片轮播 tl-slider.js
 * 页面是 dir="rtl"：第一张在最右边，后面的图依次排在左边，翻到下一张时整条向右移、新图从左边进来。
 * “下一张”按钮在左边（inline-end），“上一张”在右边（inline-start）；键盘 ← 是下一张，→ 是上一张。
 * 最后一张时“下一张”置为 aria-disabled，不循环。
 */
;(function (window, document) {
  'use strict';

  function TLSlider(root) {
    this.root = root;
    this.belt = root.querySelector('.tl-belt');
    this.slides = root.querySelectorAll('.tl-slide');
    this.btnStart = root.querySelector('.tl-nav-start');
    this.btnEnd = root.querySelector('.tl-nav-end');
    this.count = document.getElementById(root.getAttribute('data-count'));
    this.caption = document.getElementById(root.getAttribute('data-caption'));
    this.rtl = getComputedStyle(root).direction === 'rtl';
    this.i = 0;
    this.bind();
    this.show(0, false);
  }

  TLSlider.prototype.bind = function () {
    var self = this;
    // inline-end 一侧（RTL 下在左边）是“下一张”
    this.btnEnd.addEventListener('click', function (e) { e.preventDefault(); self.show(self.i + 1, true); });
    this.btnStart.addEventListener('click', function (e) { e.preventDefault(); self.show(self.i - 1, true); });
    document.addEventListener('keydown', function (e) {
      var forward = self.rtl ? 'ArrowLeft' : 'ArrowRight';
      var backward = self.rtl ? 'ArrowRight' : 'ArrowLeft';
      if (e.key === forward) self.show(self.i + 1, true);
      if (e.key === backward) self.show(self.i - 1, true);
    });
  };

  TLSlider.prototype.show = function (i, animate) {
    var n = this.slides.length;
    if (i < 0 || i >= n) return;
    this.i = i;
    var sign = this.rtl ? 1 : -1;
    this.belt.style.transition = animate ? 'transform .45s ease' : 'none';
    this.belt.style.transform = 'translateX(' + (sign * i * 100) + '%)';
    for (var k = 0; k < n; k++) {
      this.slides[k].className = 'tl-slide' + (k === i ? ' is-current' : '');
    }
    this.count.textContent = (i + 1) + '/' + n;
    this.caption.textContent = this.slides[i].getAttribute('data-caption');
    this.btnStart.setAttribute('aria-disabled', i === 0 ? 'true' : 'false');
    this.btnEnd.setAttribute('aria-disabled', i === n - 1 ? 'true' : 'false');
  };

  document.addEventListener('DOMContentLoaded', function () {
    var root = document.getElementById('tlSlider');
    if (root) window.tlSlider = new TLSlider(root);
  });
})(window, document);
