'use strict';
/* 巴蜀在线 图集组件 */
(function () {
  const g = document.querySelector('.bs-gallery');
  const big = g.querySelector('.bs-big'), info = g.querySelector('.bs-info');
  const num = g.querySelector('.bs-num'), strip = g.querySelector('.bs-strip');
  const nextBtn = g.querySelector('.bs-arrow--r'), prevBtn = g.querySelector('.bs-arrow--l');
  let imgs = [], at = 0, play = 0;
  const text = document.createTextNode('');
  info.insertBefore(text, info.firstChild);
  function show(i) {
    at = i;
    big.src = imgs[i].big;
    text.nodeValue = imgs[i].txt;
    num.textContent = `${i + 1}/${imgs.length}`;
    nextBtn.disabled = i === imgs.length - 1;
    prevBtn.disabled = i === 0;
    [...strip.children].forEach((t, k) => t.classList.toggle('bs-cur', k === i));
  }
  nextBtn.addEventListener('click', () => { if (at < imgs.length - 1) show(at + 1); });
  prevBtn.addEventListener('click', () => { if (at > 0) show(at - 1); });
  g.querySelector('.bs-play').addEventListener('click', (e) => {
    if (play) { clearInterval(play); play = 0; e.target.textContent = '播放'; return; }
    e.target.textContent = '暂停';
    play = setInterval(() => show((at + 1) % imgs.length), 3000);
  });
  g.querySelector('.bs-full').addEventListener('click', () => g.classList.toggle('bs-gallery--full'));
  strip.addEventListener('click', (e) => {
    const k = e.target.dataset && e.target.dataset.k;
    if (k !== undefined) show(Number(k));
  });
  window.addEventListener('load', () => setTimeout(async () => {
    const res = await fetch(g.dataset.json);
    imgs = (await res.json()).album.imgs;
    strip.innerHTML = imgs.map((m, k) => `<img data-k="${k}" src="${m.small}" alt="">`).join('');
    show(0);
  }, 350));
})();
