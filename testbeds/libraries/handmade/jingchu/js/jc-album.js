/* 荆楚图闻 图集页：数据接口延迟加载 */
(function () {
  var grid = document.getElementById('jcGrid');
  var items = [];

  function cell(it, i) {
    return '<a href="javascript:;" class="Album_cell__t6y0b" data-idx="' + i + '"><img src="'
      + it.thumb + '" alt=""><span>' + it.title + '</span></a>';
  }

  window.addEventListener('load', function () {
    setTimeout(function () {
      fetch(grid.getAttribute('data-src'))
        .then(function (r) { return r.json(); })
        .then(function (res) {
          if (res.code !== 0) return;
          items = res.data.items;
          grid.innerHTML = items.map(cell).join('');
        });
    }, 400);
  });

  grid.addEventListener('click', function (e) {
    var a = e.target.closest('a[data-idx]');
    if (!a) return;
    e.preventDefault();
    window.jcViewer.open(items, +a.getAttribute('data-idx'));
  });
})();
