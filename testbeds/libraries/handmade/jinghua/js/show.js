/* 正文内嵌幻灯 */
(function () {
  var box = document.querySelector('.jh-show');
  var items = box.querySelectorAll('.jh-show__item'), num = box.querySelector('.jh-show__num');
  var cur = 0;
  function go(i) {
    if (i < 0 || i >= items.length) return;
    items[cur].classList.remove('is-on');
    cur = i;
    items[cur].classList.add('is-on');
    num.textContent = (cur + 1) + '/' + items.length;
  }
  box.querySelector('.jh-show__next').onclick = function () { go(cur + 1); };
  box.querySelector('.jh-show__prev').onclick = function () { go(cur - 1); };
})();
