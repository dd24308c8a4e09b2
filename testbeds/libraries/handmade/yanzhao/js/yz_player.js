/*!
 * 燕赵图闻 图集播放器（内嵌页 photo/player.html?id=xxx）
 * 数据：photo/xml/{id}.xml   <photoset><photo><bigimg/><smallimg/><note/></photo></photoset>
 * 2019-03 改版：高度通过 postMessage 通知父页面
 */
var YZ = window.YZ || {};

YZ.Player = function (root) {
  this.root = root;
  this.stage = root.getElementsByClassName('yzp-stage')[0];
  this.big = root.getElementsByClassName('yz-big')[0];
  this.desc = root.getElementsByClassName('yz-desc')[0];
  this.num = root.getElementsByClassName('yzp-num')[0];
  this.thumbs = root.getElementsByClassName('yzp-thumbs')[0].getElementsByTagName('ul')[0];
  this.endLayer = root.getElementsByClassName('yzp-end')[0];
  this.id = parseInt(YZ.query('id'), 10);
  this.list = [];
  this.cur = 0;
  this.timer = null;
};

YZ.query = function (name) {
  var m = new RegExp('[?&]' + name + '=([^&#]*)').exec(window.location.search);
  return m ? decodeURIComponent(m[1]) : '';
};

YZ.nodeText = function (parent, tag) {
  var n = parent.getElementsByTagName(tag)[0];
  return n ? (n.textContent || '').replace(/^\s+|\s+$/g, '') : '';
};

YZ.Player.prototype = {
  load: function () {
    var self = this, xhr = new XMLHttpRequest();
    if (!this.id) return;
    xhr.open('GET', 'xml/' + this.id + '.xml', true);
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4) return;
      if (xhr.status !== 200 || !xhr.responseXML) {
        self.root.getElementsByClassName('yzp-loading')[0].innerHTML = '图集加载失败，请刷新重试';
        return;
      }
      self.parse(xhr.responseXML);
      self.build();
    };
    xhr.send(null);
  },

  parse: function (doc) {
    var photos = doc.getElementsByTagName('photo'), i;
    for (i = 0; i < photos.length; i++) {
      this.list.push({
        big: YZ.nodeText(photos[i], 'bigimg'),
        small: YZ.nodeText(photos[i], 'smallimg'),
        note: YZ.nodeText(photos[i], 'note')
      });
    }
  },

  build: function () {
    var self = this, html = [], i;
    for (i = 0; i < this.list.length; i++) {
      html.push('<li data-i="' + i + '"><img src="' + this.list[i].small + '" alt=""></li>');
    }
    this.thumbs.innerHTML = html.join('');
    this.root.getElementsByClassName('yzp-loading')[0].style.display = 'none';
    this.num.getElementsByTagName('i')[0].innerHTML = this.list.length;
    this.root.getElementsByClassName('yz-next')[0].onclick = function () { self.next(); return false; };
    this.root.getElementsByClassName('yz-prev')[0].onclick = function () { self.prev(); return false; };
    this.root.getElementsByClassName('yzp-replay')[0].onclick = function () { self.show(0); return false; };
    this.root.getElementsByClassName('yzp-play')[0].onclick = function () { self.autoplay(this); return false; };
    this.thumbs.onclick = function (e) {
      var li = e.target;
      while (li && li.tagName !== 'LI') li = li.parentNode;
      if (li) self.show(parseInt(li.getAttribute('data-i'), 10));
    };
    document.onkeydown = function (e) {
      if (e.keyCode === 39) self.next();
      if (e.keyCode === 37) self.prev();
    };
    this.show(0);
  },

  show: function (i) {
    var lis = this.thumbs.getElementsByTagName('li');
    this.endLayer.style.display = 'none';
    if (lis[this.cur]) lis[this.cur].className = '';
    this.cur = i;
    this.big.src = this.list[i].big;
    this.desc.innerHTML = this.list[i].note;
    this.num.getElementsByTagName('b')[0].innerHTML = i + 1;
    lis[i].className = 'on';
    this.resize();
  },

  next: function () {
    if (this.cur < this.list.length - 1) this.show(this.cur + 1);
    else this.endLayer.style.display = 'block'; // 已是最后一张：结束层，图片留在原处
  },

  prev: function () {
    if (this.cur > 0) this.show(this.cur - 1);
  },

  autoplay: function (btn) {
    var self = this;
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = null;
      btn.innerHTML = '自动播放';
      return;
    }
    btn.innerHTML = '停止播放';
    this.timer = setInterval(function () {
      self.show((self.cur + 1) % self.list.length);
    }, 4000);
  },

  resize: function () {
    var h = document.documentElement.scrollHeight;
    if (window.parent !== window) {
      window.parent.postMessage({ yzAlbum: this.id, height: h }, window.location.origin);
    }
  }
};

(function () {
  var root = document.getElementById('yzp');
  if (!root) return;
  YZ.player = new YZ.Player(root);
  YZ.player.resize();
  YZ.player.load();
})();
