// 正文组图 点击放大
(function () {
  var cells = document.querySelectorAll('#zutu a'), box = document.getElementById('lbox');
  var img = document.getElementById('lbImg'), text = document.getElementById('lbText'), cur = 0;
  function show(i) {
    cur = i;
    img.src = cells[i].getAttribute('data-big');
    text.innerHTML = cells[i].getAttribute('data-text');
  }
  for (var i = 0; i < cells.length; i++) {
    (function (k) { cells[k].onclick = function () { show(k); box.style.display = 'block'; }; })(i);
  }
  box.getElementsByTagName('span')[0].onclick = function () {
    if (cur < cells.length - 1) show(cur + 1);
  };
  document.getElementById('lbClose').onclick = function () { box.style.display = 'none'; };
})();
