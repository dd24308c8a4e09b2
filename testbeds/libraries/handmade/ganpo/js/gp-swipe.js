// 赣鄱手机报 触屏图集 swipe v2（仅指针/触摸事件，无 click）
import { hydrate } from './gp-lazy.js';

const S = {
  track: 'Swipe_track__t7q2x',
  slide: 'Swipe_slide__k2m4z',
  viewport: 'Swipe_viewport__p0a1c',
  prev: 'Swipe_prev__a8c2m',
  next: 'Swipe_next__x7w3b',
  toast: 'Swipe_toast__q1v6s',
  num: 'Swipe_num__z9k3p',
  desc: 'Swipe_desc__r5n8d',
  pressed: 'Swipe_pressed__u4y9e',
  dragging: 'Swipe_dragging__g6d2s',
  show: 'Swipe_show__e1r7k',
};
const $ = (root, cls) => root.querySelector(`.${cls}`);

// 按下 + 抬起 = 一次点按；有 PointerEvent 用指针事件，否则用触摸事件
const onTap = (el, fn) => {
  if (window.PointerEvent) {
    let id = null;
    el.addEventListener('pointerdown', (e) => {
      if (e.button > 0) return;
      id = e.pointerId;
      el.classList.add(S.pressed);
      e.stopPropagation();
    });
    el.addEventListener('pointerup', (e) => {
      el.classList.remove(S.pressed);
      if (id !== e.pointerId) return;
      id = null;
      e.stopPropagation();
      fn();
    });
    ['pointercancel', 'pointerleave'].forEach((t) => el.addEventListener(t, () => {
      id = null;
      el.classList.remove(S.pressed);
    }));
  } else {
    el.addEventListener('touchstart', (e) => { e.stopPropagation(); }, { passive: true });
    el.addEventListener('touchend', (e) => { e.preventDefault(); e.stopPropagation(); fn(); });
  }
};

const mount = (box) => {
  const track = $(box, S.track);
  const viewport = $(box, S.viewport);
  const slides = [...track.children];
  const num = $(box, S.num).querySelector('b');
  const desc = $(box, S.desc);
  const toast = $(box, S.toast);
  let cur = 0;
  let toastTimer = 0;

  const place = (dx = 0) => {
    track.style.transform = `translate3d(calc(${-cur * 100}% + ${dx}px), 0, 0)`;
  };
  const show = (i) => {
    slides[cur].classList.remove('is-active');
    cur = i;
    slides[i].classList.add('is-active');
    hydrate(slides[i]);
    hydrate(slides[i + 1]);
    place();
    num.textContent = String(i + 1);
    desc.textContent = slides[i].dataset.desc || '';
  };
  const tip = () => {
    toast.classList.add(S.show);
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => toast.classList.remove(S.show), 1500);
  };
  const next = () => (cur < slides.length - 1 ? show(cur + 1) : tip());
  const prev = () => (cur > 0 ? show(cur - 1) : tip());

  onTap($(box, S.next), next);
  onTap($(box, S.prev), prev);

  // 左右滑动
  let start = null;
  viewport.addEventListener('pointerdown', (e) => {
    if (e.target.closest('[role="button"]')) return;
    start = { x: e.clientX, id: e.pointerId };
    viewport.setPointerCapture(e.pointerId);
    track.classList.add(S.dragging);
  });
  viewport.addEventListener('pointermove', (e) => {
    if (start && e.pointerId === start.id) place(e.clientX - start.x);
  });
  const end = (e) => {
    if (!start || e.pointerId !== start.id) return;
    const dx = e.clientX - start.x;
    start = null;
    track.classList.remove(S.dragging);
    if (dx < -50) next();
    else if (dx > 50) prev();
    else place();
  };
  viewport.addEventListener('pointerup', end);
  viewport.addEventListener('pointercancel', end);

  slides[0].classList.add('is-active');
  show(0);
};

document.querySelectorAll('[aria-roledescription="carousel"]').forEach(mount);
