/* 松辽网 图片频道 大图浏览  2013-09 初版，2019-04 改为点击图片左右翻页 */
function slPicView(boxId, list, opt) {
  var box = document.getElementById(boxId);
  if (!box || !list || !list.length) return;
  opt = opt || {};
  var img = getByClass(box, 'da_tu'), txt = getByClass(box, 'pic_wenzi');
  var ye = getByClass(box, 'pic_ye'), tip = getByClass(box, 'pic_tishi');
  var cur = 0, timer = null, tipTimer = null, shown2 = false;

  function getByClass(root, cls) {
    var all = root.getElementsByTagName('*');
    for (var i = 0; i < all.length; i++) {
      if ((' ' + all[i].className + ' ').indexOf(' ' + cls + ' ') > -1) return all[i];
    }
    return null;
  }

  function slideIn(from) {
    img.style.transition = 'none';
    img.style.transform = 'translateX(' + from + 'px)';
    img.style.opacity = '0.3';
    void img.offsetWidth;
    img.style.transition = 'transform 1.2s ease-out, opacity 1.2s ease-out';
    img.style.transform = 'translateX(0)';
    img.style.opacity = '1';
  }

  function show(i, dir) {
    cur = i;
    img.src = list[i][0];
    txt.innerHTML = list[i][1];
    ye.innerHTML = '<em>' + (i + 1) + '</em>/' + list.length;
    slideIn(dir > 0 ? 80 : -80);
    if (i > 0 && !shown2 && opt.rec) { shown2 = true; fillRec(); }
  }

  function fillRec() {
    var rec = getByClass(document, opt.rec);
    if (!rec) return;
    rec.innerHTML = '<b>热门推荐 猜你喜欢</b>' + rec.getAttribute('data-html');
    rec.style.display = 'block';
  }

  function lastTip() {
    tip.style.display = 'block';
    clearTimeout(tipTimer);
    tipTimer = setTimeout(function () { tip.style.display = 'none'; }, 2000);
  }

  function next() { if (cur < list.length - 1) show(cur + 1, 1); else lastTip(); }
  function prev() { if (cur > 0) show(cur - 1, -1); }

  // 鼠标在图片右半边为“下一张”，左半边为“上一张”
  img.onclick = function (e) {
    e = e || window.event;
    var x = e.offsetX !== undefined ? e.offsetX : e.layerX;
    if (x > img.offsetWidth / 2) next(); else prev();
  };
  img.onmousemove = function (e) {
    e = e || window.event;
    var right = (e.offsetX !== undefined ? e.offsetX : e.layerX) > img.offsetWidth / 2;
    img.title = right ? (cur < list.length - 1 ? '点击浏览下一张' : '已经是最后一张了') : (cur > 0 ? '点击浏览上一张' : '已经是第一张了');
    img.className = right ? 'da_tu you' : 'da_tu zuo';
  };

  if (opt.play) {
    var play = getByClass(document, opt.play);
    if (play) play.onclick = function () {
      if (timer) { clearInterval(timer); timer = null; play.innerHTML = '幻灯播放'; return false; }
      timer = setInterval(function () { show((cur + 1) % list.length, 1); }, 4000);
      play.innerHTML = '停止播放';
      return false;
    };
  }
}
