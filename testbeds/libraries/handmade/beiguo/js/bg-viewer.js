/* beiguo.net photo viewer 1.7 */
(function (w, d) {
  var grid = d.getElementById('bgGrid'), viewer = d.getElementById('bgViewer');
  var stage = viewer.querySelector('.bgViewerStage'), track = viewer.querySelector('.bgViewerTrack');
  var num = viewer.querySelector('.bgViewerNum');
  var photos = [], cur = 0, x = 0, anim = null, queue = [];
  function ease(t) { return 1 - Math.pow(1 - t, 3); }
  function animate(to) {
    var from = x, t0 = null;
    anim = function step(t) {
      if (t0 === null) t0 = t;
      var k = Math.min(1, (t - t0) / 1000);
      x = from + (to - from) * ease(k);
      track.style.transform = 'translateX(' + x + 'px)';
      if (k < 1) { requestAnimationFrame(step); return; }
      anim = null;
      if (queue.length) go(queue.shift()); // 动画期间的点击排队执行
    };
    requestAnimationFrame(anim);
  }
  function go(delta, jump) {
    if (anim) { queue.push(delta); return; }
    var figs = track.children;
    figs[cur].classList.remove('isOn');
    cur = jump ? delta : (cur + delta + photos.length) % photos.length;
    figs[cur].classList.add('isOn');
    num.textContent = (cur + 1) + ' / ' + photos.length;
    if (jump) {
      x = -cur * stage.clientWidth;
      track.style.transform = 'translateX(' + x + 'px)';
    } else {
      animate(-cur * stage.clientWidth);
    }
  }
  function build(data) {
    photos = data.photos;
    grid.innerHTML = photos.map(function (p, i) {
      return '<a href="javascript:void(0)" data-n="' + i + '"><img src="' + p.t + '" alt=""></a>';
    }).join('');
    track.innerHTML = photos.map(function (p) {
      return '<figure><img src="' + p.o + '" alt=""><figcaption>' + p.note + '</figcaption></figure>';
    }).join('');
    track.children[0].classList.add('isOn');
    grid.addEventListener('click', function (e) {
      var a = e.target.closest('a');
      if (!a) return;
      viewer.classList.add('bgViewerOpen');
      go(+a.getAttribute('data-n'), true);
    });
  }
  viewer.querySelector('.bgViewerNext').onclick = function () { go(1); };
  viewer.querySelector('.bgViewerPrev').onclick = function () { go(-1); };
  viewer.querySelector('.bgViewerClose').onclick = function () {
    viewer.classList.remove('bgViewerOpen');
  };
  w.addEventListener('load', function () {
    setTimeout(function () {
      fetch(grid.getAttribute('data-feed')).then(function (r) { return r.json(); }).then(build);
    }, 500);
  });
})(window, document);
