/**
 * 昆仑网 图片内容页 show.js  (phpcms v9 模板配套)
 * 图片延迟加载(data-original) + 翻页不刷新(只换图片区) + 末页推荐
 */
var KL_SHOW = {
  stage: null,
  loading: false,
  init: function () {
    var self = this;
    this.stage = document.getElementById('klStage');
    if (!this.stage) return;
    this.decode(this.stage);
    this.stage.onclick = function (e) {
      e = e || window.event;
      var t = e.target || e.srcElement;
      while (t && t !== self.stage && t.tagName !== 'A') t = t.parentNode;
      if (!t || t === self.stage) return;
      if (t.className.indexOf('kl-replay') >= 0) return;
      if (t.className.indexOf('kl-endnext') >= 0) return;
      if (t.parentNode && t.parentNode.tagName === 'LI') return;
      if (e.preventDefault) e.preventDefault();
      self.follow(t);
      return false;
    };
    document.onkeydown = function (e) {
      e = e || window.event;
      var a = null;
      if (e.keyCode == 39) a = self.stage.querySelector('.kl-next');
      if (e.keyCode == 37) a = self.stage.querySelector('.kl-prev');
      if (a) self.follow(a);
    };
    if (parseInt(this.stage.getAttribute('data-page'), 10) > 1) this.hot();
  },
  /* data-original → src，先预载再替换 */
  decode: function (box) {
    var imgs = box.getElementsByTagName('img'), i;
    for (i = 0; i < imgs.length; i++) {
      (function (img) {
        var url = img.getAttribute('data-original');
        if (!url) return;
        var pre = new Image();
        pre.onload = function () {
          img.src = url;
          img.removeAttribute('data-original');
          img.className += ' kl-loaded';
        };
        pre.src = url;
      })(imgs[i]);
    }
  },
  follow: function (a) {
    var end = a.getAttribute('data-end'), href = a.getAttribute('href');
    if (this.loading) return;
    if (end) { this.showEnd(end); return; }
    if (!href || href.indexOf('javascript') === 0) return;
    this.load(href);
  },
  get: function (url, done) {
    var self = this, x = new XMLHttpRequest();
    this.loading = true;
    x.open('GET', url, true);
    x.onreadystatechange = function () {
      if (x.readyState != 4) return;
      self.loading = false;
      if (x.status == 200) done(x.responseText);
      else window.location.href = url;
    };
    x.send(null);
  },
  load: function (href) {
    var self = this;
    var url = new URL(href, window.location.href).href;
    this.get(url, function (html) {
      var doc = new DOMParser().parseFromString(html, 'text/html');
      var fresh = doc.getElementById('klStage');
      if (!fresh) { window.location.href = url; return; }
      self.stage.innerHTML = fresh.innerHTML;
      self.stage.setAttribute('data-page', fresh.getAttribute('data-page'));
      self.decode(self.stage);
      document.title = doc.title;
      if (window.history && history.replaceState) history.replaceState(null, doc.title, url);
      if (parseInt(fresh.getAttribute('data-page'), 10) > 1) self.hot();
    });
  },
  showEnd: function (url) {
    var self = this;
    if (this.stage.querySelector('.kl-endpage')) return;
    this.get(url, function (html) {
      var div = document.createElement('div');
      div.className = 'kl-endwrap';
      div.innerHTML = html;
      self.stage.appendChild(div);
    });
  },
  hot: function () {
    var h = document.getElementById('klHot');
    if (h) h.hidden = false;
  }
};
if (window.addEventListener) {
  window.addEventListener('DOMContentLoaded', function () { KL_SHOW.init(); }, false);
}
