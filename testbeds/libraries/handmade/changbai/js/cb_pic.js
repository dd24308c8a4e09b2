/* 长白山在线 图片组 cb_pic.js  (2011-08 老版本，勿用 ES5 以上语法)
 * 页面上所有图片都已经输出在 ul.pic-list 里，只显示当前一张；
 * “下一张”“上一张”是普通的 #N 锚点链接，地址栏的 #N 就是第 N 张，本脚本在 hashchange 时切换显示。
 */
var CB_PIC = {
  items: [],
  total: 0,
  cur: 1,

  init: function () {
    var box = document.getElementById('picBox');
    if (!box) return;
    var lis = box.getElementsByTagName('li');
    for (var i = 0; i < lis.length; i++) {
      if (lis[i].className.indexOf('pic-item') > -1) CB_PIC.items.push(lis[i]);
    }
    CB_PIC.total = CB_PIC.items.length;
    CB_PIC.prev = CB_PIC.byClass(box, 'pic-prev');
    CB_PIC.next = CB_PIC.byClass(box, 'pic-next');
    CB_PIC.num = CB_PIC.byClass(box, 'pic-num').getElementsByTagName('em')[0];
    window.onhashchange = function () { CB_PIC.show(CB_PIC.fromHash()); };
    document.onkeydown = function (e) {
      e = e || window.event;
      var k = e.keyCode;
      if (k === 39 && CB_PIC.cur < CB_PIC.total) location.hash = '#' + (CB_PIC.cur + 1);
      if (k === 37 && CB_PIC.cur > 1) location.hash = '#' + (CB_PIC.cur - 1);
    };
    CB_PIC.show(CB_PIC.fromHash());
  },

  byClass: function (root, name) {
    var all = root.getElementsByTagName('*');
    for (var i = 0; i < all.length; i++) {
      if ((' ' + all[i].className + ' ').indexOf(' ' + name + ' ') > -1) return all[i];
    }
    return null;
  },

  fromHash: function () {
    var n = parseInt(location.hash.replace('#', ''), 10);
    return n >= 1 && n <= CB_PIC.total ? n : 1;
  },

  show: function (n) {
    CB_PIC.cur = n;
    for (var i = 0; i < CB_PIC.total; i++) {
      var li = CB_PIC.items[i];
      if (i + 1 === n) {
        li.className = 'pic-item current';
        li.style.display = 'block';
      } else {
        li.className = 'pic-item hide';
        li.style.display = 'none';
      }
    }
    CB_PIC.num.innerHTML = n;
    CB_PIC.link(CB_PIC.prev, 'pic-prev', n > 1 ? n - 1 : 0);
    CB_PIC.link(CB_PIC.next, 'pic-next', n < CB_PIC.total ? n + 1 : 0);
  },

  link: function (a, cls, to) {
    if (to) {
      a.href = '#' + to;
      a.className = cls;
    } else {
      a.href = 'javascript:void(0)';
      a.className = cls + ' disabled';
    }
  }
};

if (window.addEventListener) window.addEventListener('DOMContentLoaded', CB_PIC.init, false);
else window.attachEvent('onload', CB_PIC.init);
