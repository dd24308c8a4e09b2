/*
 * 澜沧手机网 · 图集滑动浏览 lc-swipe.js
 * 只认手势：按住图片左右拖动超过 50px 翻页，轻点切换沉浸模式；没有箭头，也不接键盘。
 * 轨道里始终只有三个格子（上一张 / 当前 / 下一张），每次滑完把移出屏幕的格子挪到另一头重新填充。
 * 最后一张之后的格子是尾卡（图集已浏览完毕 / 重新浏览 / 相关图集）。
 */
;(function (win, doc) {
  'use strict';

  var THRESHOLD = 50;
  var DURATION = 300;

  function LCSwipe(root) {
    this.root = root;
    this.port = root.querySelector('.js-port');
    this.track = root.querySelector('.js-track');
    this.slots = [].slice.call(this.track.children);
    this.cur = root.querySelector('.js-cur');
    this.total = root.querySelector('.js-total');
    this.desc = root.querySelector('.js-desc');
    this.src = root.querySelector('.js-src');
    this.list = [];
    this.rec = [];
    this.index = 0;
    this.moving = false;
    this.load(root.getAttribute('data-api'));
  }

  LCSwipe.prototype = {
    constructor: LCSwipe,

    load: function (url) {
      var self = this;
      var xhr = new XMLHttpRequest();
      xhr.open('GET', url, true);
      xhr.responseType = 'json';
      xhr.onload = function () {
        var res = xhr.response && xhr.response.result;
        if (!res || res.status.code !== 0) return;
        self.list = res.data.list;
        self.rec = res.data.rec || [];
        self.total.textContent = self.list.length;
        self.root.classList.add('is-ready');
        self.fillAll();
        self.bind();
      };
      xhr.send();
    },

    width: function () { return this.port.clientWidth; },

    // 第 i 格的内容：图片、尾卡或空
    fill: function (slot, i) {
      slot.setAttribute('data-index', i);
      if (i >= 0 && i < this.list.length) {
        var img = slot.querySelector('img');
        if (!img) {
          slot.innerHTML = '<img alt="" draggable="false">';
          img = slot.firstChild;
        }
        img.src = this.list[i].picurl;
      } else if (i === this.list.length) {
        slot.innerHTML = this.endCard();
      } else {
        slot.innerHTML = '';
      }
    },

    endCard: function () {
      var items = this.rec.map(function (r) {
        return '<li><a href="' + r.url + '"><img src="' + r.pic + '" alt=""><span>' +
          r.title + '</span></a></li>';
      }).join('');
      return '<div class="m-viewer-endcard"><p class="m-viewer-endtit">图集已浏览完毕</p>' +
        '<a href="javascript:void(0)" class="m-viewer-replay">重新浏览</a>' +
        '<p class="m-viewer-endsub">相关图集</p><ul>' + items + '</ul></div>';
    },

    fillAll: function () {
      var i = this.index;
      this.fill(this.slots[0], i - 1);
      this.fill(this.slots[1], i);
      this.fill(this.slots[2], i + 1);
      this.mark();
      this.place(0, false);
    },

    mark: function () {
      var i = this.index, n = this.list.length;
      this.slots.forEach(function (s) {
        s.classList.toggle('is-current', Number(s.getAttribute('data-index')) === i);
      });
      var onCard = i === n;
      this.root.classList.toggle('is-end', onCard);
      if (!onCard) {
        this.cur.textContent = i + 1;
        this.desc.textContent = this.list[i].desc;
        this.src.textContent = this.list[i].source ? '来源：' + this.list[i].source : '';
      }
    },

    place: function (dx, animate) {
      this.track.style.transition = animate ? 'transform ' + DURATION + 'ms ease-out' : 'none';
      this.track.style.transform = 'translate3d(' + (-this.width() + dx) + 'px,0,0)';
    },

    go: function (dir) {
      var self = this;
      var target = this.index + dir;
      if (target < 0 || target > this.list.length) { this.place(0, true); return; }
      this.moving = true;
      this.index = target;
      this.mark();
      this.place(-dir * this.width(), true);
      setTimeout(function () {
        // 回收：移出屏幕的格子挪到另一头，重新填充
        if (dir > 0) {
          var first = self.slots.shift();
          self.track.appendChild(first);
          self.slots.push(first);
          self.fill(first, self.index + 1);
        } else {
          var last = self.slots.pop();
          self.track.insertBefore(last, self.track.firstChild);
          self.slots.unshift(last);
          self.fill(last, self.index - 1);
        }
        self.place(0, false);
        self.moving = false;
      }, DURATION + 20);
    },

    bind: function () {
      var self = this, port = this.port, start = null, dx = 0, id = null;
      port.addEventListener('dragstart', function (e) { e.preventDefault(); });
      port.addEventListener('pointerdown', function (e) {
        if (self.moving || e.button !== 0 || e.target.closest('a')) return;
        start = e.clientX; dx = 0; id = e.pointerId;
        port.setPointerCapture(id);
        self.place(0, false);
      });
      port.addEventListener('pointermove', function (e) {
        if (start === null || e.pointerId !== id) return;
        dx = e.clientX - start;
        var edge = (dx > 0 && self.index === 0) || (dx < 0 && self.index === self.list.length);
        self.place(edge ? dx / 3 : dx, false);
      });
      function end(e) {
        if (start === null || e.pointerId !== id) return;
        start = null;
        if (dx < -THRESHOLD) self.go(1);
        else if (dx > THRESHOLD) self.go(-1);
        else {
          self.place(0, true);
          if (Math.abs(dx) < 6 && e.type === 'pointerup') self.root.classList.toggle('is-immersive');
        }
      }
      port.addEventListener('pointerup', end);
      port.addEventListener('pointercancel', end);
      port.addEventListener('click', function (e) {
        if (e.target.closest('.m-viewer-replay')) {
          e.preventDefault();
          self.index = 0;
          self.fillAll();
        }
      });
      win.addEventListener('resize', function () { self.place(0, false); });
    }
  };

  doc.addEventListener('DOMContentLoaded', function () {
    [].forEach.call(doc.querySelectorAll('.m-viewer[data-api]'), function (el) {
      el.lcSwipe = new LCSwipe(el);
    });
  });
})(window, document);
