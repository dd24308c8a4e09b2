// 沂蒙手机报 · 图集列表：记住看到哪一张（从大图页返回时列表会重新加载）
(function () {
  var key = 'ym-last:' + location.pathname;
  var list = document.querySelector('.ym-list');
  if (!list) return;
  list.addEventListener('click', function (e) {
    var a = e.target.closest('a.ym-thumb');
    if (!a) return;
    try { sessionStorage.setItem(key, a.getAttribute('data-no')); } catch (err) { /* 隐私模式 */ }
  });
  var last = null;
  try { last = sessionStorage.getItem(key); } catch (err) { /* 隐私模式 */ }
  if (last) {
    var item = list.querySelector('a.ym-thumb[data-no="' + last + '"]');
    if (item) item.parentNode.classList.add('is-visited');
  }
})();
