/**
 * 舟山手机台 组图组件（服务端渲染后在浏览器里接管）
 * - 首屏由服务端按 __INITIAL_STATE__.album.cover 渲染：打开即显示编辑设定的封面那一张
 * - 只处理触摸：touchstart / touchmove / touchend；没有箭头、不接键盘、不处理鼠标和 pointer
 * - 两端不循环，拖过头有阻尼，松手回弹
 */
class ZsGallery {
  constructor(root, state) {
    this.root = root;
    this.stage = root.querySelector('.zs-stage');
    this.wrapper = root.querySelector('.zs-wrapper');
    this.slides = [...root.querySelectorAll('.zs-slide')];
    this.num = root.querySelector('.zs-num em');
    this.desc = root.querySelector('.zs-desc');
    this.list = state.album.list;
    this.index = state.album.cover || 0;
    this.drag = null;
    this.seen = new Set([this.index]);
    this.hydrate();
  }

  get width() {
    return this.stage.clientWidth;
  }

  hydrate() {
    this.stage.addEventListener('touchstart', (e) => this.onStart(e), { passive: true });
    this.stage.addEventListener('touchmove', (e) => this.onMove(e), { passive: false });
    this.stage.addEventListener('touchend', () => this.onEnd());
    this.stage.addEventListener('touchcancel', () => this.onEnd());
    this.root.classList.add('is-hydrated');
    this.move(0, false);
  }

  move(offset, animate) {
    const x = -this.index * this.width + offset;
    this.wrapper.style.transitionDuration = animate ? '300ms' : '0ms';
    this.wrapper.style.transform = `translate3d(${x}px, 0, 0)`;
  }

  onStart(e) {
    if (e.touches.length !== 1) return;
    const { clientX: x, clientY: y } = e.touches[0];
    this.drag = { x, y, dx: 0, t: performance.now(), axis: '' };
    this.move(0, false);
  }

  onMove(e) {
    const d = this.drag;
    if (!d) return;
    const { clientX: x, clientY: y } = e.touches[0];
    const dx = x - d.x;
    const dy = y - d.y;
    if (!d.axis) {
      if (Math.hypot(dx, dy) < 6) return;
      d.axis = Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
    }
    if (d.axis !== 'x') return;
    e.preventDefault();
    const atEdge = (this.index === 0 && dx > 0) || (this.index === this.list.length - 1 && dx < 0);
    d.dx = atEdge ? dx * 0.35 : dx;
    this.move(d.dx, false);
  }

  onEnd() {
    const d = this.drag;
    this.drag = null;
    if (!d || d.axis !== 'x') return;
    const ms = performance.now() - d.t;
    const flick = ms < 300 && Math.abs(d.dx) > 30;
    let next = this.index;
    if (flick || Math.abs(d.dx) > this.width * 0.25) next += d.dx < 0 ? 1 : -1;
    this.go(Math.min(this.list.length - 1, Math.max(0, next)));
  }

  go(i) {
    const changed = i !== this.index;
    this.index = i;
    this.slides.forEach((s, k) => s.classList.toggle('is-active', k === i));
    this.num.textContent = String(i + 1);
    this.desc.textContent = this.list[i].desc;
    this.desc.classList.toggle('is-empty', !this.list[i].desc);
    this.move(0, true);
    if (changed) {
      this.seen.add(i);
      if (this.seen.size === 2) {
        setTimeout(() => document.dispatchEvent(new CustomEvent('zs:browsed')), 600);
      }
    }
  }
}

document.addEventListener('DOMContentLoaded', () => {
  const root = document.querySelector('#app .zs-gallery');
  const state = window.__INITIAL_STATE__;
  if (root && state && state.album) window.$zsGallery = new ZsGallery(root, state);
});

document.addEventListener('zs:browsed', () => {
  const box = document.querySelector('.zs-recommend');
  if (box) box.hidden = false;
});
