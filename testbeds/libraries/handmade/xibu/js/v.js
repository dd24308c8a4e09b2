/* xb-viewer 0.9.3 */
(() => {
  const cells = [...document.querySelectorAll('.css-g1d figure')];
  const v = document.querySelector('.css-v0w'), img = v.querySelector('.css-vimg');
  const cap = v.querySelector('.css-vcap'), no = v.querySelector('.css-vn');
  const [prevEl, nextEl] = v.querySelectorAll(':scope > span');
  let at = 0, open = false;
  const slideIn = (dx) => {
    img.style.transition = 'none';
    img.style.transform = `translateX(${dx}px)`;
    void img.offsetWidth;
    img.style.transition = 'transform 1.3s cubic-bezier(.2,.7,.3,1)';
    img.style.transform = 'translateX(0)';
  };
  const bounce = () => {
    img.style.transition = 'transform .35s ease-out';
    img.style.transform = 'translateX(-70px)';
    setTimeout(() => {
      img.style.transition = 'transform .5s cubic-bezier(.3,1.6,.5,1)';
      img.style.transform = 'translateX(0)';
    }, 350);
  };
  const show = (i, dx) => {
    at = i;
    img.src = cells[i].querySelector('a').dataset.full;
    cap.textContent = cells[i].querySelector('figcaption').textContent;
    no.textContent = `${i + 1}/${cells.length}`;
    if (dx) slideIn(dx);
  };
  const next = () => (at < cells.length - 1 ? show(at + 1, 120) : bounce());
  const prev = () => (at > 0 ? show(at - 1, -120) : bounce());
  cells.forEach((c, i) => c.querySelector('a').addEventListener('click', (e) => {
    e.preventDefault();
    v.classList.add('css-open'); open = true; show(i, 0);
  }));
  nextEl.addEventListener('click', next);
  prevEl.addEventListener('click', prev);
  v.querySelector('.css-vx').addEventListener('click', () => { v.classList.remove('css-open'); open = false; });
  document.addEventListener('keydown', (e) => {
    if (!open) return;
    if (e.key === 'ArrowRight') next();
    else if (e.key === 'ArrowLeft') prev();
    else if (e.key === 'Escape') { v.classList.remove('css-open'); open = false; }
  });
})();
