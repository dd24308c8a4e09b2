// 正文图片 点击看大图
(function () {
  var thumbs = document.querySelectorAll('.ArtPics img'), v = document.querySelector('.ArtViewer');
  var pic = v.querySelector('.ArtViewerPic'), cap = v.querySelector('.ArtViewerCap'), at = 0;
  function show(i) { at = i; pic.src = thumbs[i].getAttribute('data-src'); cap.innerHTML = thumbs[i].getAttribute('data-caption'); }
  for (var i = 0; i < thumbs.length; i++) {
    thumbs[i].onclick = (function (k) { return function () { v.className = 'ArtViewer Open'; show(k); }; })(i);
  }
  v.querySelector('.ArtViewerNext').onclick = function () { if (at < thumbs.length - 1) show(at + 1); };
  v.querySelector('.ArtViewerClose').onclick = function () { v.className = 'ArtViewer'; };
  document.onkeydown = function (e) { if (v.className.indexOf('Open') > 0 && e.keyCode === 39 && at < thumbs.length - 1) show(at + 1); };
})();
