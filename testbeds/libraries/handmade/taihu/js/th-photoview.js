/*!
 * 太湖视窗 图片浏览器 th-photoview.js v2.3
 * 图片全部在页面里（ul.PhotoView-list），只是切换 is-current；图片说明是另一处的列表
 * （[data-for=浏览器id]），同序号的一项跟着切换。左右箭头和 3 / 8 计数画在 canvas 上，
 * 点击时按落点判断：右侧 64px 下一张，左侧 64px 上一张。地址栏写 #p=图片id。
 */
var TH = window.TH || {};

TH.PhotoView = (function () {
  'use strict';

  var ZONE = 64;

  function PhotoView(root) {
    this.root = root;
    this.items = [].slice.call(root.querySelectorAll('.PhotoView-item'));
    this.thumbs = [].slice.call(root.querySelectorAll('.PhotoView-thumb'));
    this.canvas = root.querySelector('.PhotoView-hud');
    this.endLayer = root.querySelector('.PhotoView-end');
    var notes = document.querySelector('[data-for="' + root.id + '"]');
    this.notes = notes ? [].slice.call(notes.querySelectorAll('.PhotoNotes-item')) : [];
    this.index = 0;
    this.hover = 0; // -1 左箭头, 1 右箭头
    this.bind();
    this.resize();
    var start = this.fromHash();
    this.show(start < 0 ? 0 : start, true);
  }

  PhotoView.prototype.fromHash = function () {
    var m = /p=([0-9A-Za-z]+)/.exec(location.hash);
    if (!m) return -1;
    for (var i = 0; i < this.items.length; i++) {
      if (this.items[i].getAttribute('data-pid') === m[1]) return i;
    }
    return -1;
  };

  PhotoView.prototype.bind = function () {
    var self = this;
    var cv = this.canvas;
    cv.addEventListener('click', function (e) {
      var x = self.pointX(e);
      if (x > cv.clientWidth - ZONE) self.next();
      else if (x < ZONE) self.prev();
    });
    cv.addEventListener('mousemove', function (e) {
      var x = self.pointX(e);
      var h = x > cv.clientWidth - ZONE ? 1 : x < ZONE ? -1 : 0;
      cv.style.cursor = h ? 'pointer' : 'default';
      cv.title = h > 0 ? '下一张' : h < 0 ? '上一张' : '';
      if (h !== self.hover) { self.hover = h; self.draw(); }
    });
    cv.addEventListener('mouseleave', function () { self.hover = 0; self.draw(); });
    this.thumbs.forEach(function (li, i) {
      li.querySelector('a').addEventListener('click', function (e) {
        e.preventDefault();
        self.show(i);
      });
    });
    var strip = this.root.querySelector('.PhotoView-thumbs');
    [].forEach.call(this.root.querySelectorAll('.PhotoView-scroll'), function (b) {
      b.onmousedown = function () {
        strip.scrollLeft += /--next/.test(b.className) ? 260 : -260;
      };
    });
    var again = this.root.querySelector('.PhotoView-again');
    again.addEventListener('click', function (e) {
      e.preventDefault();
      self.show(0);
    });
    window.addEventListener('resize', function () { self.resize(); });
    window.addEventListener('hashchange', function () {
      var i = self.fromHash();
      if (i >= 0 && i !== self.index) self.show(i, true);
    });
  };

  PhotoView.prototype.pointX = function (e) {
    return e.clientX - this.canvas.getBoundingClientRect().left;
  };

  PhotoView.prototype.resize = function () {
    var r = window.devicePixelRatio || 1;
    this.canvas.width = Math.round(this.canvas.clientWidth * r);
    this.canvas.height = Math.round(56 * r);
    this.draw();
  };

  PhotoView.prototype.draw = function () {
    var cv = this.canvas, ctx = cv.getContext('2d');
    var r = window.devicePixelRatio || 1;
    var w = cv.clientWidth, h = 56, n = this.items.length, self = this;
    ctx.setTransform(r, 0, 0, r, 0, 0);
    ctx.clearRect(0, 0, w, h);
    ctx.fillStyle = 'rgba(0,0,0,0.45)';
    ctx.fillRect(0, 0, w, h);
    function arrow(cx, dir, on, dim) {
      ctx.beginPath();
      ctx.arc(cx, h / 2, 19, 0, Math.PI * 2);
      ctx.fillStyle = on ? 'rgba(31,111,139,0.95)' : 'rgba(255,255,255,0.18)';
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(cx - 4 * dir, h / 2 - 9);
      ctx.lineTo(cx + 5 * dir, h / 2);
      ctx.lineTo(cx - 4 * dir, h / 2 + 9);
      ctx.lineWidth = 3;
      ctx.strokeStyle = dim ? 'rgba(255,255,255,0.35)' : '#fff';
      ctx.stroke();
    }
    arrow(32, -1, this.hover < 0, this.index === 0);
    arrow(w - 32, 1, this.hover > 0, self.ended);
    ctx.fillStyle = '#fff';
    ctx.font = 'bold 18px Arial, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText((this.index + 1) + ' / ' + n, w / 2, h / 2);
  };

  PhotoView.prototype.show = function (i, quiet) {
    var self = this;
    this.ended = false;
    this.endLayer.hidden = true;
    this.index = i;
    this.items.forEach(function (li, k) { li.classList.toggle('is-current', k === i); });
    this.thumbs.forEach(function (li, k) { li.classList.toggle('is-current', k === i); });
    this.notes.forEach(function (li, k) { li.classList.toggle('is-current', k === i); });
    var t = this.thumbs[i];
    if (t) {
      var strip = t.parentNode.parentNode;
      strip.scrollLeft = Math.max(0, t.offsetLeft - strip.clientWidth / 2 + t.offsetWidth / 2);
    }
    if (!quiet) {
      var id = this.items[i].getAttribute('data-pid');
      if (history.replaceState && location.hash.indexOf('p=') >= 0) {
        history.replaceState(null, '', '#p=' + id);
      } else {
        location.hash = 'p=' + id;
      }
    }
    self.draw();
  };

  PhotoView.prototype.next = function () {
    if (this.ended) return;
    if (this.index + 1 >= this.items.length) {
      this.ended = true;
      this.endLayer.hidden = false;
      this.draw();
      return;
    }
    this.show(this.index + 1);
  };

  PhotoView.prototype.prev = function () {
    if (this.index > 0) this.show(this.index - 1);
  };

  return PhotoView;
})();

TH.viewers = [].map.call(document.querySelectorAll('[data-th-viewer]'), function (el) {
  return new TH.PhotoView(el);
});

document.addEventListener('keydown', function (e) {
  var v = TH.viewers[0];
  if (!v || /INPUT|TEXTAREA|SELECT/.test(e.target.tagName)) return;
  if (e.keyCode === 39) v.next();
  else if (e.keyCode === 37) v.prev();
});
