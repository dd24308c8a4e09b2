// 三秦晚讯 图片频道 分页浏览（一图一页）
var sqPager = {
  find: function (cls) {
    var links = document.getElementById('sq_pages').getElementsByTagName('*');
    for (var i = 0; i < links.length; i++) {
      if ((' ' + links[i].className + ' ').indexOf(' ' + cls + ' ') > -1) return links[i];
    }
    return null;
  },
  go: function (cls) {
    var a = sqPager.find(cls);
    if (!a || !a.href || a.className.indexOf('disabled') > -1 || a.href.indexOf('javascript') === 0) return;
    window.location.href = a.href;
  },
  init: function () {
    document.onkeydown = function (e) {
      e = e || window.event;
      if (e.keyCode == 39) sqPager.go('sq_nxt');
      if (e.keyCode == 37) sqPager.go('sq_pre');
    };
    var nxt = sqPager.find('sq_nxt');
    if (nxt && nxt.className.indexOf('disabled') > -1) {
      nxt.onclick = function () { return false; }; // 已是最后一页
    }
    var rec = document.getElementById('sq_photo').getElementsByTagName('div');
    for (var i = 0; i < rec.length; i++) {
      if (rec[i].className == 'sq_rec') {
        (function (box) {
          setTimeout(function () {
            box.innerHTML = '<b>热门推荐 猜你喜欢</b>' + box.getAttribute('data-html');
            box.style.display = 'block';
          }, 500);
        })(rec[i]);
      }
    }
  }
};
window.onload = function () { sqPager.init(); };
