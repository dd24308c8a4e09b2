// 正文内嵌组图（陇原在线 编辑器插件）
(function (w, d) {
  var box = d.querySelector('.ARTSHOW');
  if (!box) return;
  var items = box.querySelectorAll('.ARTSHOW_ITEM'), em = box.getElementsByTagName('em')[0], at = 0;
  function go(k) {
    if (k < 0 || k >= items.length) return; // 首尾不循环
    items[at].className = 'ARTSHOW_ITEM';
    at = k;
    items[at].className = 'ARTSHOW_ITEM ARTSHOW_CUR';
    em.innerHTML = (at + 1) + '/' + items.length;
  }
  box.querySelector('.ARTSHOW_R').onclick = function () { go(at + 1); };
  box.querySelector('.ARTSHOW_L').onclick = function () { go(at - 1); };
})(window, document);
