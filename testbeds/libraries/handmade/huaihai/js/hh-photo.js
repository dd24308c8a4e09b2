/* 淮海传媒 图集页 */
$hh = window.$hh || {};
$hh.photo = {
  list: [], i: 0, t: null,
  el: function (s) { return document.querySelector('.hh-photo ' + s); },
  render: function (i) {
    var item = this.list[i], desc = this.el('.hh-desc');
    this.i = i;
    this.el('.hh-pic').src = item.img;
    if (desc.firstChild.nodeType !== 3) desc.insertBefore(document.createTextNode(''), desc.firstChild);
    desc.firstChild.nodeValue = item.note;
    this.el('.hh-count').innerHTML = '(' + (i + 1) + '/' + this.list.length + ')';
    this.el('.hh-end').style.display = 'none';
  },
  next: function () {
    if (this.i + 1 < this.list.length) this.render(this.i + 1);
    else this.el('.hh-end').style.display = 'block';
  },
  bind: function () {
    var me = this;
    me.el('.hh-next').onclick = function () { me.next(); };
    me.el('.hh-prev').onclick = function () { if (me.i > 0) me.render(me.i - 1); };
    me.el('.hh-replay').onclick = function () { me.render(0); };
    me.el('.hh-auto').onclick = function () {
      if (me.t) { clearInterval(me.t); me.t = null; this.innerHTML = '播放'; return; }
      this.innerHTML = '停止';
      me.t = setInterval(function () { me.render((me.i + 1) % me.list.length); }, 5000);
    };
    me.el('.hh-fs').onclick = function () { document.querySelector('.hh-photo').classList.toggle('hh-big'); };
  },
  init: function () {
    var me = this, feed = document.querySelector('.hh-photo').getAttribute('data-feed');
    setTimeout(function () {
      fetch(feed, { credentials: 'same-origin' })
        .then(function (r) { return r.json(); })
        .then(function (d) { me.list = d.list; me.bind(); me.render(0); });
    }, 600);
  }
};
window.addEventListener('load', function () { $hh.photo.init(); });
