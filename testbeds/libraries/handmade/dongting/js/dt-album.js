/* 洞庭新闻网 图集 — dt-album.js
 * The page holds an empty stage. After the window's load event the album's data is asked
 * for (fetch of data/album_<id>.json); the stage, thumbnails and counter are then drawn from
 * it. At each step the old picture stays until the new one has loaded; then the picture is
 * swapped and only then is the caption written, hidden, and faded in (0.6 s, after a 0.15 s
 * pause). 下一张 is a <button>; on the last picture it is disabled. */
(function (win, doc) {
  'use strict';

  var Album = {
    data: null,
    index: 0,
    busy: false,

    init: function () {
      var root = doc.getElementById('dtAlbum');
      if (!root) return;
      this.root = root;
      this.pic = doc.getElementById('dtPic');
      this.cap = doc.getElementById('dtCap');
      this.num = doc.getElementById('dtNum');
      this.total = doc.getElementById('dtTotal');
      this.next = doc.getElementById('dtNext');
      this.prev = doc.getElementById('dtPrev');
      this.thumbs = doc.getElementById('dtThumbs');
      var self = this;
      fetch(root.getAttribute('data-src'), {credentials: 'same-origin'})
        .then(function (r) { return r.json(); })
        .then(function (json) { self.ready(json); })
        ['catch'](function () { root.className += ' dt-error'; });
    },

    ready: function (json) {
      var self = this;
      this.data = json;
      this.total.textContent = json.list.length;
      var html = '';
      for (var i = 0; i < json.list.length; i++) {
        html += '<li data-i="' + i + '"><img src="' + json.list[i].thumb + '" alt=""></li>';
      }
      this.thumbs.innerHTML = html;
      this.thumbs.onclick = function (e) {
        var li = e.target.closest('li');
        if (li) self.go(parseInt(li.getAttribute('data-i'), 10));
      };
      this.next.onclick = function () { self.go(self.index + 1); };
      this.prev.onclick = function () { self.go(self.index - 1); };
      this.root.className += ' dt-ready';
      this.show(0);
    },

    go: function (i) {
      if (this.busy || !this.data) return;
      if (i < 0 || i >= this.data.list.length || i === this.index) return;
      this.show(i);
    },

    show: function (i) {
      var self = this;
      var item = this.data.list[i];
      var loader = new Image();
      this.busy = true;
      loader.onload = loader.onerror = function () {
        self.index = i;
        self.pic.src = item.src;
        self.cap.className = 'dt-cap';
        self.cap.textContent = item.desc;
        // the caption comes in after the picture
        void self.cap.offsetWidth;
        self.cap.className = 'dt-cap dt-cap-in';
        self.num.textContent = i + 1;
        var lis = self.thumbs.children;
        for (var k = 0; k < lis.length; k++) lis[k].className = k === i ? 'on' : '';
        self.next.disabled = i === self.data.list.length - 1;
        self.prev.disabled = i === 0;
        self.busy = false;
      };
      loader.src = item.src;
    }
  };

  win.addEventListener('load', function () { Album.init(); });
})(window, document);
