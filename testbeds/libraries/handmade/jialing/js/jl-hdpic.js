/*!
 * 嘉陵江视窗 高清组图 hdPic v1.4.2
 * 数据：api/hdpic/<组图ID>.hdBigPic.js（树形结构，按节点名读取）
 */
(function (win, doc) {
  'use strict';

  function byName(node, name) {
    var kids = node && node.Children ? node.Children : [], i;
    for (i = 0; i < kids.length; i++) {
      if (kids[i].Name === name) { return kids[i]; }
    }
    return null;
  }

  function text(node, name) {
    var n = byName(node, name);
    return n && n.Content != null ? String(n.Content) : '';
  }

  function HdPic(box) {
    this.box = box;
    this.api = box.getAttribute('data-api');
    this.root = new URL('../../', new URL(this.api, win.location.href)).href;
    this.list = [];
    this.cur = -1;
    this.want = -1;
    this.hashTimer = null;
    this.img = doc.getElementById('jlBigPic');
    this.stage = doc.getElementById('jlStage');
    this.zoneL = doc.getElementById('jlZoneLeft');
    this.zoneR = doc.getElementById('jlZoneRight');
    this.loading = doc.getElementById('jlLoading');
    this.desc = doc.getElementById('jlDesc');
    this.author = doc.getElementById('jlAuthor');
    this.count = doc.getElementById('jlCount');
    this.thumbs = doc.getElementById('jlThumbs');
    this.view = doc.getElementById('jlStripView');
    this.endBox = doc.getElementById('jlEnd');
    this.bind();
  }

  HdPic.prototype.bind = function () {
    var self = this;
    this.zoneR.onclick = function () { self.next(); };
    this.zoneL.onclick = function () { self.prev(); };
    doc.getElementById('replayPic').onclick = function () { self.closeEnd(); self.show(0, true); };
    doc.getElementById('jlStripL').onmousedown = function () { self.view.scrollLeft -= 300; };
    doc.getElementById('jlStripR').onmousedown = function () { self.view.scrollLeft += 300; };
    this.img.onload = function () {
      self.fit();
      self.img.style.opacity = 1;
    };
    doc.addEventListener('keydown', function (e) {
      if (e.keyCode === 39) { self.next(); }
      if (e.keyCode === 37) { self.prev(); }
    });
    win.addEventListener('hashchange', function () {
      var p = self.fromHash();
      if (p >= 0 && p !== self.cur && p !== self.want) { self.show(p, false); }
    });
    win.addEventListener('resize', function () { self.fit(); });
  };

  HdPic.prototype.fromHash = function () {
    var m = /p=(\d+)/.exec(win.location.hash);
    return m ? parseInt(m[1], 10) - 1 : -1;
  };

  HdPic.prototype.load = function () {
    var self = this, xhr = new XMLHttpRequest();
    xhr.open('GET', this.api, true);
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4 || xhr.status !== 200) { return; }
      self.parse(JSON.parse(xhr.responseText));
      self.build();
      var p = self.fromHash();
      self.show(p >= 0 && p < self.list.length ? p : 0, false);
    };
    xhr.send(null);
  };

  HdPic.prototype.parse = function (tree) {
    var photos = byName(tree, 'photos'), kids = photos ? photos.Children : [], i;
    for (i = 0; i < kids.length; i++) {
      this.list.push({
        big: new URL(text(kids[i], 'bigimgurl'), this.root).href,
        small: new URL(text(kids[i], 'smallimgurl'), this.root).href,
        desc: text(kids[i], 'cnt_article'),
        who: text(kids[i], 'photographer')
      });
    }
  };

  HdPic.prototype.build = function () {
    var self = this, html = [], i;
    for (i = 0; i < this.list.length; i++) {
      html.push('<li data-i="' + i + '"><img src="' + this.list[i].small + '" alt=""></li>');
    }
    this.thumbs.innerHTML = html.join('');
    this.thumbs.onclick = function (e) {
      var li = e.target.closest('li');
      if (li) { self.closeEnd(); self.show(parseInt(li.getAttribute('data-i'), 10), true); }
    };
    this.count.getElementsByTagName('i')[0].innerHTML = this.list.length;
  };

  HdPic.prototype.show = function (i, manual) {
    var self = this, item = this.list[i], pre, t;
    if (!item) { return; }
    this.want = i;
    t = setTimeout(function () { self.loading.style.display = 'block'; }, 200);
    pre = new Image();
    pre.onload = function () {
      clearTimeout(t);
      self.loading.style.display = 'none';
      if (self.want !== i) { return; }
      self.swap(i);
      if (manual) { self.report(i); }
    };
    pre.src = item.big;
  };

  HdPic.prototype.swap = function (i) {
    var item = this.list[i], lis = this.thumbs.children, k;
    this.cur = i;
    this.img.style.opacity = 0;
    this.img.src = item.big;
    this.desc.innerHTML = item.desc;
    this.author.innerHTML = item.who ? '摄影：' + item.who : '';
    this.count.getElementsByTagName('em')[0].innerHTML = i + 1;
    for (k = 0; k < lis.length; k++) { lis[k].className = k === i ? 'on' : ''; }
  };

  /* 统计上报之后才写 hash */
  HdPic.prototype.report = function (i) {
    clearTimeout(this.hashTimer);
    this.hashTimer = setTimeout(function () {
      win.location.hash = 'p=' + (i + 1);
    }, 500);
  };

  HdPic.prototype.fit = function () {
    var s = this.stage.getBoundingClientRect(), r = this.img.getBoundingClientRect();
    var half = r.width / 2;
    this.zoneL.style.cssText = 'left:' + (r.left - s.left) + 'px;top:' + (r.top - s.top) +
      'px;width:' + half + 'px;height:' + r.height + 'px';
    this.zoneR.style.cssText = 'left:' + (r.left - s.left + half) + 'px;top:' + (r.top - s.top) +
      'px;width:' + half + 'px;height:' + r.height + 'px';
  };

  HdPic.prototype.next = function () {
    var from = this.want >= 0 ? this.want : this.cur;
    if (from >= this.list.length - 1) { this.openEnd(); return; }
    this.show(from + 1, true);
  };

  HdPic.prototype.prev = function () {
    var from = this.want >= 0 ? this.want : this.cur;
    if (from > 0) { this.show(from - 1, true); }
  };

  HdPic.prototype.openEnd = function () { this.endBox.className = 'jl-end is-in'; };
  HdPic.prototype.closeEnd = function () { this.endBox.className = 'jl-end'; };

  win.addEventListener('load', function () {
    var box = doc.getElementById('jlHd');
    if (box) { win.jlHdPic = new HdPic(box); win.jlHdPic.load(); }
  });
})(window, document);
