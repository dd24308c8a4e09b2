/* hdPic look-alike: data by XHR from <page>.hdBigPic.js (GB2312), fallback .hdPic.js */
var hdPic = { fn: { _pageNow: 0, data: [], _isgoOn: false, _timer: null } };
(function (fn) {
  var $ = function (id) { return document.getElementById(id); };
  var base = location.pathname.split('/').pop().replace(/\.htm$/, '');
  function get(url, ok, fail) {
    var x = new XMLHttpRequest();
    x.open('GET', url);
    x.onload = function () { if (x.status === 200) { ok(x.responseText); } else { fail(); } };
    x.onerror = fail;
    x.send();
  }
  function child(node, name) {
    for (var i = 0; i < node.Children.length; i++) { if (node.Children[i].Name === name) { return node.Children[i]; } }
    return null;
  }
  function fadeTo(el, to, done) {
    var from = parseFloat(el.style.opacity || 0), k = 0, t = setInterval(function () {
      k += 1;
      el.style.opacity = from + (to - from) * k / 4;
      if (k >= 4) { clearInterval(t); if (done) { done(); } }
    }, 40);
  }
  function parse(text) {
    var root = JSON.parse(text), imgs = child(root, 'groupimginfo').Children;
    for (var i = 0; i < imgs.length; i++) {
      fn.data.push({ big: child(imgs[i], 'bigimgurl').Content, small: child(imgs[i], 'smallimgurl').Content,
        text: child(imgs[i], 'cnt_article').Content });
    }
    fn._isgoOn = child(root, 'isgoon').Content !== '0'; //是否连续播放下一组图
  }
  fn._showBig = function (n) {
    var pic = $('PicSrc'), d = fn.data[n], lis = $('picList').getElementsByTagName('li');
    fn._pageNow = n;
    for (var i = 0; i < lis.length; i++) { lis[i].className = i === n ? 'now' : ''; }
    $('picList').scrollLeft = Math.max(0, n - 3) * 56;
    fadeTo(pic, 0, function () {
      pic.onload = function () {
        document.querySelector('#Main-B .cnt').innerHTML = d.text;
        $('cur').innerHTML = n + 1;
        fadeTo(pic, 1);
      };
      pic.src = d.big;
    });
    fn._creatUrl(n);
  };
  fn._creatUrl = function (n) {
    if (!window.pgvMain) { return; } // the hash waits for the tracking script
    setTimeout(function () { if (fn._pageNow === n) { location.hash = 'p=' + (n + 1); } }, 120);
  };
  fn._getLast = function () {
    var end = $('end'), top = -400, t = setInterval(function () {
      top = Math.min(114, top + 100);
      end.style.top = top + 'px';
      if (top >= 114) { clearInterval(t); }
    }, 30);
  };
  fn._clickright = function () {
    if (fn._pageNow < fn.data.length - 1) { fn._showBig(fn._pageNow + 1); } else { fn._getLast(); }
  };
  fn._clickleft = function () { if (fn._pageNow > 0) { fn._showBig(fn._pageNow - 1); } };
  function start(text) {
    parse(text);
    var html = '';
    for (var i = 0; i < fn.data.length; i++) { html += '<li><img src="' + fn.data[i].small + '" alt="" /></li>'; }
    $('picList').getElementsByTagName('ul')[0].innerHTML = html;
    var lis = $('picList').getElementsByTagName('li');
    for (i = 0; i < lis.length; i++) { (function (k) { lis[k].onclick = function () { fn._showBig(k); }; })(i); }
    $('sum').innerHTML = fn.data.length;
    var half = parseInt($('Main-A').offsetWidth / 2, 10);
    $('mouseOverright').style.width = half + 'px';
    $('mouseOverleft').style.width = half + 'px';
    var m = location.hash.match(/p=(\d+)/), n = m ? parseInt(m[1], 10) - 1 : 0;
    fn._showBig(n >= 0 && n < fn.data.length ? n : 0);
    setTimeout(function () {
      var s = document.createElement('script');
      s.src = 'ping.js';
      document.body.appendChild(s);
    }, 300);
  }
  var zone = $('mouseOverright'), arrow = zone.getElementsByTagName('span')[0];
  zone.onmouseover = function () {
    arrow.style.display = 'block';
    arrow.title = "点击浏览下一张图片，支持'→'翻页";
  };
  zone.onmouseout = function () { arrow.style.display = 'none'; arrow.removeAttribute('title'); };
  zone.onmousedown = function () { fn._clickright(); };
  $('mouseOverleft').onmousedown = function () { fn._clickleft(); };
  $('goright').onclick = function () { fn._clickright(); return false; };
  $('goleft').onclick = function () { fn._clickleft(); return false; };
  document.onkeydown = function (e) {
    if (e.keyCode === 39) { fn._clickright(); }
    if (e.keyCode === 37) { fn._clickleft(); }
  };
  $('replayPic').onclick = function () { $('end').style.top = '-400px'; fn._showBig(0); };
  document.querySelector('#end .close').onclick = function () { $('end').style.top = '-400px'; };
  document.querySelector('.toolbar .play').onclick = function () {
    if (fn._timer) { clearInterval(fn._timer); fn._timer = null; this.innerHTML = '幻灯播放'; return; }
    fn._timer = setInterval(fn._clickright, 5000);
    this.innerHTML = '停止播放';
  };
  window.onhashchange = function () {
    var m = location.hash.match(/p=(\d+)/);
    if (m && parseInt(m[1], 10) - 1 !== fn._pageNow) { fn._showBig(parseInt(m[1], 10) - 1); }
  };
  /* 图片新闻 ticker: rotates every 2 s on its own */
  var news = ['北京今冬首场雪或提前到来', '全国铁路客流持续高位运行', '多地出台措施稳定蔬菜价格',
    '国产大飞机完成新一轮试飞'], tk = 0;
  function tick(step) { tk = (tk + step + news.length) % news.length; $('tkText').innerHTML = news[tk]; }
  tick(0);
  setInterval(function () { tick(1); }, 2000);
  document.querySelector('.banner .right').onclick = function () { tick(1); return false; };
  document.querySelector('.banner .left').onclick = function () { tick(-1); return false; };
  get(base + '.hdBigPic.js', start, function () { get(base + '.hdPic.js', start, function () {}); });
})(hdPic.fn);
