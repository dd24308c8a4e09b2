/**
 * 钱塘视界 图集 QtBgShow 1.4
 * 大图以背景图方式呈现（防盗图：上面盖一张透明 gif，右键另存只能得到空白图），
 * 翻页热区用 <map><area> 做在透明图上。两层背景交替淡入。
 */
class QtBgShow {
  constructor(box, opts = {}) {
    this.box = box;
    this.opts = opts;
    this.layers = [...box.querySelectorAll('.qt-gallery__layer')];
    this.thumbs = [...box.querySelectorAll('.qt-gallery__thumb')];
    this.caption = box.querySelector('.qt-gallery__caption');
    this.num = box.querySelector('.qt-gallery__num em');
    this.items = this.thumbs.map((li) => ({
      big: new URL(li.dataset.big, location.href).href,
      desc: li.dataset.desc || '',
    }));
    this.cur = -1;
    this.seen = new Set();
    this.bind();
    this.go(0);
  }

  bind() {
    const stop = (fn) => (e) => { e.preventDefault(); fn(); };
    this.box.querySelector('.qt-gallery__next').addEventListener('click', stop(() => this.next()));
    this.box.querySelector('.qt-gallery__prev').addEventListener('click', stop(() => this.prev()));
    this.thumbs.forEach((li, i) => li.addEventListener('click', () => this.go(i)));
    this.box.querySelector('.qt-gallery__mask').addEventListener('contextmenu', (e) => {
      e.preventDefault(); // 禁止右键
    });
    document.addEventListener('keydown', (e) => {
      if (e.target.closest && e.target.closest('input,textarea')) return;
      if (e.key === 'ArrowRight') this.next();
      if (e.key === 'ArrowLeft') this.prev();
    });
  }

  next() { this.go(this.cur + 1 < this.items.length ? this.cur + 1 : 0); }

  prev() { this.go(this.cur > 0 ? this.cur - 1 : this.items.length - 1); }

  go(i) {
    if (i === this.cur) return;
    const front = this.layers.find((l) => l.classList.contains('is-front'));
    const back = this.layers.find((l) => l !== front);
    const target = this.cur < 0 ? front : back;
    target.style.setProperty('--qt-pic', `url("${this.items[i].big}")`);
    if (target === back) {
      back.classList.add('is-front'); // 新图淡入，旧图保留背景淡出
      front.classList.remove('is-front');
    }
    if (this.thumbs[this.cur]) this.thumbs[this.cur].classList.remove('is-on');
    this.thumbs[i].classList.add('is-on');
    this.cur = i;
    this.caption.textContent = this.items[i].desc;
    this.num.textContent = String(i + 1);
    this.seen.add(i);
    if (this.seen.size === 2 && this.opts.rec) this.recommend();
  }

  recommend() {
    const box = document.querySelector(this.opts.rec);
    if (!box || box.dataset.done) return;
    box.dataset.done = '1';
    box.innerHTML = `<b>热门推荐 猜你喜欢</b>${box.dataset.html}`;
    box.style.display = 'block';
  }
}

window.QtBgShow = QtBgShow;
