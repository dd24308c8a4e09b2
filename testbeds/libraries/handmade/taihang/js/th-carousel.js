/**
 * 太行新闻网 · 轮播组图 th-carousel.js
 * 两个箭头是同一个组件渲染出来的两份：类名、属性、图标完全一样，只靠位置（CSS 里第二个放到右边）
 * 和图标旋转 180° 区分。DOM 里第一个是“上一张”，第二个是“下一张”。到最后一张再往后，回到第一张。
 */
class ThCarousel {
  constructor(root) {
    this.root = root;
    this.track = root.querySelector('.th-track');
    this.items = [...root.querySelectorAll('.th-item')];
    this.count = document.querySelector(root.dataset.count);
    this.text = document.querySelector(root.dataset.text);
    this.index = 0;
    const [back, forward] = root.querySelectorAll(':scope > .th-arrow');
    back.addEventListener('click', () => this.go(this.index - 1));
    forward.addEventListener('click', () => this.go(this.index + 1));
    this.go(0, false);
  }

  go(i, animate = true) {
    const n = this.items.length;
    const to = (i + n) % n;
    this.track.style.transition = animate ? 'transform .5s cubic-bezier(.4,0,.2,1)' : 'none';
    this.track.style.transform = `translateX(${-to * 100}%)`;
    this.items.forEach((li, k) => {
      li.classList.toggle('is-active', k === to);
      li.setAttribute('aria-hidden', String(k !== to));
    });
    this.count.textContent = `${to + 1}/${n}`;
    this.text.textContent = this.items[to].dataset.note;
    if (to !== this.index) this.root.dispatchEvent(new CustomEvent('th:change', { detail: to }));
    this.index = to;
  }
}

document.querySelectorAll('.th-carousel').forEach((root) => {
  const c = new ThCarousel(root);
  let shown = 1;
  root.addEventListener('th:change', () => {
    shown += 1;
    if (shown === 2) {
      const hot = document.querySelector('.th-hot');
      if (hot) hot.classList.add('is-in');
    }
  });
  window.thCarousel = c;
});
