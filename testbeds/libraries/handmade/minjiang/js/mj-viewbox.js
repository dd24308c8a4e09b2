/* 闽江网 图集浏览 viewbox v2.3  (c) minjiangwang.cn 技术部
 * 封面 + 模板克隆 + 说明折叠 + 缩略图自动居中 */
var MJ = window.MJ || {};
MJ.viewbox = {
  box: null, track: null, tpls: [], total: 0, cur: 0, timer: null, busy: false,
  init: function () {
    var self = this;
    this.box = document.getElementById('mjAlbum');
    if (!this.box) { return; }
    this.track = this.box.querySelector('.mj-track');
    this.tpls = this.box.querySelectorAll('template.mj-tpl');
    this.total = this.tpls.length;
    var i, slot;
    for (i = 1; i <= this.total; i++) {
      slot = document.createElement('div');
      slot.className = 'mj-slide';
      slot.setAttribute('data-index', i);
      this.track.appendChild(slot);
    }
    this.slides = this.track.querySelectorAll('.mj-slide');
    this.count = this.box.querySelector('.mj-count em');
    this.text = this.box.querySelector('.mj-desc-text');
    this.more = this.box.querySelector('.mj-desc-more');
    this.toast = this.box.querySelector('.mj-toast');
    this.view = this.box.querySelector('.mj-strip-view');
    this.thumbs = this.view.querySelectorAll('a');
    this.box.querySelector('.mj-arrow-next').onclick = function () { self.stop(); self.next(); };
    this.box.querySelector('.mj-arrow-prev').onclick = function () { self.stop(); self.prev(); };
    this.box.querySelector('.mj-start').onclick = function () { self.stop(); self.go(1); };
    this.box.querySelector('.mj-play').onclick = function () { self.play(this); };
    this.box.querySelector('.mj-strip-prev').onclick = function () { self.scrollStrip(-1); };
    this.box.querySelector('.mj-strip-next').onclick = function () { self.scrollStrip(1); };
    for (i = 0; i < this.thumbs.length; i++) {
      this.thumbs[i].onclick = function () {
        self.stop(); self.go(parseInt(this.getAttribute('data-index'), 10));
      };
    }
    this.more.onclick = function () { self.toggle(); };
    document.onkeydown = function (e) {
      e = e || window.event;
      var t = (e.target || e.srcElement).tagName;
      if (t === 'INPUT' || t === 'TEXTAREA') { return; }
      if (e.keyCode === 39) { self.stop(); self.next(); }
      if (e.keyCode === 37) { self.stop(); self.prev(); }
    };
    window.onresize = function () { self.place(false); };
  },
  fill: function (k) {
    if (k < 1 || k > this.total) { return; }
    var slot = this.slides[k];
    if (slot.getAttribute('data-filled')) { return; }
    var frag = this.tpls[k - 1].content.cloneNode(true);
    slot.appendChild(frag.querySelector('.mj-pic'));
    slot.setAttribute('data-note', frag.querySelector('.mj-note').innerHTML);
    slot.setAttribute('data-filled', '1');
  },
  place: function (animate) {
    this.track.style.transition = animate ? '' : 'none';
    this.track.style.transform = 'translateX(' + (-100 * this.cur) + '%)';
  },
  go: function (k) {
    if (k < 1 || k > this.total || k === this.cur) { return; }
    this.fill(k);
    this.fill(k + 1);
    var i;
    for (i = 0; i < this.slides.length; i++) {
      this.slides[i].className = i === k ? 'mj-slide is-on' : 'mj-slide';
    }
    this.slides[0].className += ' mj-cover';
    this.cur = k;
    this.place(true);
    this.count.innerHTML = k;
    this.caption(this.slides[k].getAttribute('data-note'));
    for (i = 0; i < this.thumbs.length; i++) {
      this.thumbs[i].parentNode.className = i === k - 1 ? 'on' : '';
    }
    this.center(this.thumbs[k - 1]);
    if (k >= 2) { document.getElementById('mjHot').hidden = false; }
  },
  /* 说明超过 48 字时只显示前 40 字，点“展开”看全文 */
  caption: function (html) {
    this.full = html;
    this.open = false;
    if (html.length > 48) {
      this.text.innerHTML = html.substr(0, 40) + '…';
      this.more.innerHTML = '展开';
      this.more.hidden = false;
    } else {
      this.text.innerHTML = html;
      this.more.hidden = true;
    }
  },
  toggle: function () {
    this.open = !this.open;
    this.text.innerHTML = this.open ? this.full : this.full.substr(0, 40) + '…';
    this.more.innerHTML = this.open ? '收起' : '展开';
  },
  center: function (a) {
    var li = a.parentNode;
    var left = li.offsetLeft - (this.view.clientWidth - li.offsetWidth) / 2;
    if (this.view.scrollTo) {
      this.view.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
    } else {
      this.view.scrollLeft = left;
    }
  },
  scrollStrip: function (dir) {
    this.view.scrollBy({ left: dir * this.view.clientWidth * 0.8, behavior: 'smooth' });
  },
  next: function () {
    if (this.cur >= this.total) { this.tip(); return false; }
    this.go(this.cur + 1);
    return true;
  },
  prev: function () { if (this.cur > 1) { this.go(this.cur - 1); } },
  tip: function () {
    var t = this.toast;
    t.className = 'mj-toast show';
    clearTimeout(this.tipTimer);
    this.tipTimer = setTimeout(function () { t.className = 'mj-toast'; }, 1800);
  },
  play: function (btn) {
    var self = this;
    if (this.timer) { this.stop(); return; }
    btn.innerHTML = '暂停播放';
    this.timer = setInterval(function () { if (!self.next()) { self.stop(); } }, 4000);
  },
  stop: function () {
    if (!this.timer) { return; }
    clearInterval(this.timer);
    this.timer = null;
    this.box.querySelector('.mj-play').innerHTML = '自动播放';
  }
};
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', function () { MJ.viewbox.init(); });
} else {
  MJ.viewbox.init();
}
