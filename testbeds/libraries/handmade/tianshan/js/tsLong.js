// 天山新闻 手机版图集（长图模式）：图片依次排列，滚动到可视区域再加载大图
var tsLong = (function () {
  'use strict';
  var io = null;

  function esc(s) {
    return String(s || '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  }

  function lazy(img) {
    if (!('IntersectionObserver' in window)) { img.src = img.getAttribute('data-src'); return; }
    if (!io) {
      io = new IntersectionObserver(function (entries) {
        entries.forEach(function (en) {
          if (!en.isIntersecting) return;
          var el = en.target;
          el.src = el.getAttribute('data-src');
          el.classList.add('tsLoaded');
          io.unobserve(el);
        });
      }, { rootMargin: '0px', threshold: 0.01 });
    }
    io.observe(img);
  }

  function render(id, res) {
    var box = document.getElementById(id);
    var ph = document.getElementById('tsAlbum').getAttribute('data-ph');
    var n = res.list.length, html = [];
    for (var i = 0; i < n; i++) {
      var it = res.list[i];
      html.push('<section class="tsItem" id="tsP' + (i + 1) + '">'
        + '<div class="tsFig"><img class="tsImg" src="' + ph + '" data-src="' + esc(it.img)
        + '" width="' + it.w + '" height="' + it.h + '" alt=""></div>'
        + '<div class="tsNo"><b>' + (i + 1) + '</b>/' + n + '</div>'
        + '<p class="tsTxt">' + esc(it.desc) + '</p></section>');
    }
    box.innerHTML = html.join('');
    var imgs = box.querySelectorAll('.tsImg');
    for (var k = 0; k < imgs.length; k++) lazy(imgs[k]);
  }

  return { render: render };
})();
