/* 京华在线 图集 v3.2 — front-end team, 2023 */
(function () {
  var album = window.__ALBUM__, list = album.list, cur = 0;
  var root = document.querySelector('.jh-album');
  var img = root.querySelector('.jh-album__img'), cap = root.querySelector('.jh-album__caption');
  var credit = root.querySelector('.jh-album__credit');
  var count = root.querySelector('.jh-album__count'), tip = root.querySelector('.jh-album__tip');
  var thumbs = root.querySelectorAll('.jh-album__thumbs li');
  function show(i) {
    cur = i;
    img.src = list[i].big;
    cap.textContent = list[i].desc;
    credit.textContent = '摄影：' + list[i].author;
    count.textContent = (i + 1) + '/' + list.length;
    thumbs.forEach(function (t, k) { t.className = k === i ? 'on' : ''; });
    tip.style.display = 'none';
  }
  function next() {
    if (cur < list.length - 1) { show(cur + 1); } else { tip.style.display = 'block'; }
  }
  function prev() { if (cur > 0) show(cur - 1); }
  root.querySelector('.btn-next').addEventListener('click', next);
  root.querySelector('.btn-prev').addEventListener('click', prev);
  thumbs.forEach(function (t) {
    t.addEventListener('click', function () { show(+t.getAttribute('data-i')); });
  });
  document.addEventListener('keydown', function (e) {
    if (e.keyCode === 39) next(); else if (e.keyCode === 37) prev();
  });
  show(0);
})();
