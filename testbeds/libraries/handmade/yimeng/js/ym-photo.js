// 沂蒙手机报 · 看大图页
// “返回”：从图集列表页点进来的，就用 history.back() 回到列表原来的位置；直接打开的，按链接回列表。
(function () {
  var back = document.querySelector('.ym-back');
  if (!back) return;
  back.addEventListener('click', function (e) {
    var list = back.getAttribute('href');
    var from = document.referrer.split('#')[0].split('?')[0];
    if (history.length > 1 && from && from.slice(-list.length) === list) {
      e.preventDefault();
      history.back();
    }
  });
})();
