/*
 * 洱海掌上网 · 宫格组图 eh-viewer.js
 * 页面上是九宫格缩略图；点一张进入全屏大图。大图里只能用手指左右滑动翻页（touch 事件），
 * 没有箭头、不接键盘和鼠标。图说不在大图层里：打开时在 <body> 末尾另建一个浮层显示，
 * 盖在大图下部（z-index 比大图层高）。
 */
const EH = {
  data: null,
  index: 0,
  viewer: null,
  track: null,
  num: null,
  capLayer: null,
  toastTimer: 0,

  init() {
    const raw = document.getElementById('ehAlbumData');
    if (!raw) return;
    this.data = JSON.parse(raw.textContent);
    document.getElementById('ehGrid').addEventListener('click', (e) => {
      const cell = e.target.closest('.ehGridCell');
      if (!cell) return;
      e.preventDefault();
      this.open(Number(cell.dataset.i));
    });
  },

  build() {
    const v = document.createElement('div');
    v.className = 'ehViewer';
    v.id = 'ehViewer';
    v.innerHTML =
      '<div class="ehViewerTop"><a href="javascript:;" class="ehViewerClose" aria-label="关闭">×</a>' +
      '<span class="ehViewerNum"></span></div>' +
      '<div class="ehViewerStage"><div class="ehViewerTrack">' +
      this.data.items.map(() => '<div class="ehViewerSlide"><img alt=""></div>').join('') +
      '</div></div><div class="ehToast"></div>';
    document.body.appendChild(v);
    this.viewer = v;
    this.stage = v.querySelector('.ehViewerStage');
    this.track = v.querySelector('.ehViewerTrack');
    this.slides = [...this.track.children];
    this.num = v.querySelector('.ehViewerNum');
    v.querySelector('.ehViewerClose').addEventListener('click', () => this.close());

    // 图说浮层：挂在 body 最后
    const cap = document.createElement('div');
    cap.className = 'ehCapLayer';
    document.body.appendChild(cap);
    this.capLayer = cap;

    this.bindTouch();
  },

  open(i) {
    if (!this.viewer) this.build();
    document.documentElement.classList.add('ehNoScroll');
    this.viewer.classList.add('isOpen');
    this.capLayer.classList.add('isOpen');
    this.show(i, false);
  },

  close() {
    document.documentElement.classList.remove('ehNoScroll');
    this.viewer.classList.remove('isOpen');
    this.capLayer.classList.remove('isOpen');
  },

  load(i) {
    const s = this.slides[i];
    if (!s) return;
    const img = s.querySelector('img');
    if (!img.getAttribute('src')) img.src = this.data.items[i].big;
  },

  show(i, animate) {
    this.index = i;
    this.load(i);
    this.load(i + 1);
    this.slides.forEach((s, k) => s.classList.toggle('isCur', k === i));
    this.track.style.transition = animate ? 'transform .3s ease' : 'none';
    this.track.style.transform = `translateX(${-100 * i}%)`;
    this.num.textContent = `${i + 1}/${this.data.items.length}`;
    const text = this.data.items[i].text;
    this.capLayer.textContent = text;
    this.capLayer.classList.toggle('isEmpty', !text);
  },

  toast(msg) {
    const t = this.viewer.querySelector('.ehToast');
    t.textContent = msg;
    t.classList.add('isOn');
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => t.classList.remove('isOn'), 1200);
  },

  bindTouch() {
    let sx = 0;
    let sy = 0;
    let dx = 0;
    let active = false;
    this.stage.addEventListener('touchstart', (e) => {
      if (e.touches.length !== 1) return;
      active = true;
      sx = e.touches[0].clientX;
      sy = e.touches[0].clientY;
      dx = 0;
    }, { passive: true });
    this.stage.addEventListener('touchmove', (e) => {
      if (!active) return;
      dx = e.touches[0].clientX - sx;
      if (Math.abs(dx) > Math.abs(e.touches[0].clientY - sy)) e.preventDefault();
    }, { passive: false });
    this.stage.addEventListener('touchend', () => {
      if (!active) return;
      active = false;
      if (Math.abs(dx) < 40) return;
      const n = this.data.items.length;
      if (dx < 0) {
        if (this.index === n - 1) this.toast('已经是最后一张了');
        else this.show(this.index + 1, true);
      } else if (this.index === 0) {
        this.toast('已经是第一张了');
      } else {
        this.show(this.index - 1, true);
      }
    });
  },
};

document.addEventListener('DOMContentLoaded', () => EH.init());
