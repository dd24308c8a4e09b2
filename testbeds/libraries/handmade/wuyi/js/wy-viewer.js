/* 武夷新闻网 组图浏览 — wy-viewer.js (an ES2015 class)
 * The grid's thumbnails carry their large picture in data-big and the caption in
 * data-desc. A click on a thumbnail opens a full-window viewer. The viewer has no arrows:
 * a hint at its foot says the ← / → keys page and Esc closes; only the keys page (keydown
 * on document). On the last picture → shows a toast 已经是最后一张 and nothing moves. */
class WyViewer {
  constructor(grid) {
    this.items = [...grid.querySelectorAll('[data-big]')];
    this.index = -1;
    this.build();
    this.items.forEach((el, i) => el.addEventListener('click', (e) => {
      e.preventDefault();
      this.open(i);
    }));
    document.addEventListener('keydown', (e) => this.key(e));
  }

  build() {
    const box = document.getElementById('wyViewer');
    this.box = box;
    this.img = box.querySelector('#wyViewerImg');
    this.cap = box.querySelector('#wyViewerCap');
    this.num = box.querySelector('#wyViewerNum');
    this.toast = box.querySelector('.wy-toast');
    box.querySelector('.wy-close').addEventListener('click', () => this.close());
  }

  open(i) {
    this.box.classList.add('is-open');
    document.documentElement.classList.add('wy-lock');
    this.show(i);
  }

  close() {
    this.box.classList.remove('is-open');
    document.documentElement.classList.remove('wy-lock');
    this.index = -1;
  }

  key(e) {
    if (!this.box.classList.contains('is-open')) return;
    if (e.key === 'Escape') this.close();
    else if (e.key === 'ArrowRight') this.step(1);
    else if (e.key === 'ArrowLeft') this.step(-1);
  }

  step(d) {
    const i = this.index + d;
    if (i < 0 || i >= this.items.length) {
      this.toast.textContent = i < 0 ? '已经是第一张' : '已经是最后一张';
      this.toast.classList.add('is-on');
      clearTimeout(this.toastTimer);
      this.toastTimer = setTimeout(() => this.toast.classList.remove('is-on'), 1200);
      return;
    }
    this.show(i);
  }

  show(i) {
    const el = this.items[i];
    this.index = i;
    this.img.classList.remove('is-in');
    this.img.src = el.getAttribute('data-big');
    this.img.onload = () => this.img.classList.add('is-in');
    this.cap.textContent = el.getAttribute('data-desc');
    this.num.textContent = `${i + 1} / ${this.items.length}`;
  }
}

document.addEventListener('DOMContentLoaded', () => {
  const grid = document.querySelector('.wy-grid');
  if (grid) window.wyViewer = new WyViewer(grid);
});
