/*! xl-photo 2.4.1 | (c) 星澜新闻前端组 */
!function () {
  var root = document.querySelector('.css-1x9k2q'), stage = root.querySelector('.css-8f3kd');
  var track = root.querySelector('.css-q2m1v'), num = root.querySelector('.css-n4');
  var strip = root.querySelector('.css-s7trip');
  var items = [], cur = 0, x = 0, v = 0, target = 0, moving = false, last = 0, btn;
  function frame(t) {
    var dt = Math.min(0.032, (t - last) / 1000 || 0.016); last = t;
    var a = -90 * (x - target) - 19 * v;
    v += a * dt; x += v * dt;
    if (Math.abs(x - target) < 1 && Math.abs(v) < 12) { x = target; v = 0; moving = false; }
    track.style.transform = 'translate3d(' + x + 'px,0,0)';
    if (moving) requestAnimationFrame(frame);
  }
  function go(i) {
    if (moving || i < 0 || i >= items.length) return; // 动画过程中忽略点击
    track.children[cur].classList.remove('css-on');
    strip.children[cur].classList.remove('css-sel');
    cur = i;
    track.children[cur].classList.add('css-on');
    strip.children[cur].classList.add('css-sel');
    num.textContent = (cur + 1) + '/' + items.length;
    target = -cur * stage.clientWidth;
    btn.disabled = cur === items.length - 1;
    btn.classList.toggle('css-disabled', btn.disabled);
    moving = true; last = performance.now(); requestAnimationFrame(frame);
  }
  function render(res) {
    items = res.items;
    track.innerHTML = items.map(function (it) {
      return '<figure><img src="' + it.src + '" alt=""><figcaption><h3 class="css-t7">' + it.title
        + '</h3><p class="css-9mz">' + it.text + '</p></figcaption></figure>';
    }).join('');
    strip.innerHTML = items.map(function (it, i) {
      return '<img data-i="' + i + '" src="' + it.thumb + '" alt="">';
    }).join('');
    btn = document.createElement('button');
    btn.className = 'css-q3b8a';
    btn.setAttribute('aria-label', '下一张');
    btn.innerHTML = '<svg viewBox="0 0 24 24" width="28" height="28"><path d="M9 5l7 7-7 7" '
      + 'fill="none" stroke="#fff" stroke-width="2.5"/></svg>';
    stage.appendChild(btn);
    btn.addEventListener('click', function () { go(cur + 1); });
    strip.addEventListener('click', function (e) {
      if (e.target.dataset.i) go(+e.target.dataset.i);
    });
    track.children[0].classList.add('css-on');
    strip.children[0].classList.add('css-sel');
    num.textContent = '1/' + items.length;
  }
  window.addEventListener('load', function () {
    var xhr = new XMLHttpRequest();
    xhr.open('GET', root.getAttribute('data-api'));
    xhr.onload = function () { render(JSON.parse(xhr.responseText)); };
    xhr.send();
  });
}();
