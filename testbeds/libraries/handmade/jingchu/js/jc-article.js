/* 正文组图 → 大图浏览器 */
(function () {
  var cells = Array.prototype.slice.call(document.querySelectorAll('#jcArticleAlbum a'));
  var items = cells.map(function (a) {
    return { large: a.dataset.large, fallback: a.dataset.fallback, title: '', desc: a.dataset.desc };
  });
  cells.forEach(function (a, i) {
    a.addEventListener('click', function (e) { e.preventDefault(); window.jcViewer.open(items, i); });
  });
})();
