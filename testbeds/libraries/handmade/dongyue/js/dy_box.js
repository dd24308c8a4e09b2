// 东岳网 图集弹层
(function () {
  var links = document.querySelectorAll('.dy_grid a'), box = document.getElementById('dyBox');
  var img = box.querySelector('.dy_box_img'), ti = box.querySelector('.dy_lb_title');
  var tx = box.querySelector('.dy_lb_text'), tip = box.querySelector('.dy_box_tip');
  var cur = -1, rec = false;
  function show(i) {
    var a = links[i];
    cur = i;
    img.src = a.getAttribute('data-large');
    ti.innerHTML = a.getAttribute('data-title');
    tx.innerHTML = a.getAttribute('data-caption');
    tip.style.display = 'none';
    if (i === 1 && !rec) {
      rec = true;
      tx.insertAdjacentHTML('afterend', '<div class="dy_rec"><b>热门推荐 猜你喜欢</b>'
        + box.getAttribute('data-rec') + '</div>');
    }
  }
  function next() {
    if (cur < links.length - 1) show(cur + 1); else tip.style.display = 'block';
  }
  links.forEach(function (a, i) {
    a.addEventListener('click', function () { box.style.display = 'block'; show(i); });
  });
  box.querySelector('.photoNext').addEventListener('click', next);
  box.querySelector('.photoPrev').addEventListener('click', function () {
    if (cur > 0) show(cur - 1);
  });
  box.querySelector('.dy_box_close').addEventListener('click', function () {
    box.style.display = 'none';
  });
  document.addEventListener('keydown', function (e) {
    if (box.style.display !== 'block') return;
    if (e.key === 'ArrowRight') next();
    if (e.key === 'ArrowLeft' && cur > 0) show(cur - 1);
  });
})();
