/**
 * 八桂新闻网 图集组件 m-gallery
 * 数据异步加载 / 图片懒加载(data-original) / 缓动切换 / 点击排队
 */
const MGallery = (() => {
  const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
  const DURATION = 900;
  const ease = (t) => 1 - Math.pow(1 - t, 3);

  const get = (url) => new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', url, true);
    xhr.onreadystatechange = () => {
      if (xhr.readyState !== 4) return;
      if (xhr.status === 200) resolve(JSON.parse(xhr.responseText));
      else reject(new Error(`HTTP ${xhr.status}`));
    };
    xhr.send(null);
  });

  function create(root) {
    const $ = (s) => root.querySelector(s);
    const stage = $('.m-gallery-stage');
    const track = $('.m-gallery-track');
    const strip = $('.m-gallery-strip');
    const state = { list: [], cur: 0, x: 0, moving: false, queue: 0, timer: 0, rec: false };

    const lazy = (i) => {
      const img = track.children[i] && track.children[i].querySelector('img');
      if (img && img.getAttribute('src') === BLANK) img.src = img.dataset.original;
    };

    const animate = (to) => {
      const from = state.x;
      const t0 = performance.now();
      state.moving = true;
      const step = (now) => {
        const p = Math.min(1, (now - t0) / DURATION);
        state.x = from + (to - from) * ease(p);
        track.style.transform = `translate3d(${state.x}px,0,0)`;
        if (p < 1) { requestAnimationFrame(step); return; }
        state.moving = false;
        if (state.queue > 0) { state.queue -= 1; go(state.cur + 1); } // 排队的点击
      };
      requestAnimationFrame(step);
    };

    const go = (i) => {
      const n = state.list.length;
      i = (i + n) % n; // 首尾循环
      track.children[state.cur].classList.remove('is-cur');
      strip.children[state.cur].classList.remove('on');
      state.cur = i;
      lazy(i);
      lazy((i + 1) % n);
      track.children[i].classList.add('is-cur');
      strip.children[i].classList.add('on');
      const it = state.list[i];
      $('.m-gallery-tt').textContent = it.title;
      $('.m-gallery-txt').textContent = it.summary;
      $('.m-gallery-num').innerHTML = `<em>${i + 1}</em>/${n}`;
      if (i === 1 && !state.rec) {
        state.rec = true;
        $('.m-gallery-cap').insertAdjacentHTML('afterend',
          `<div class="m-gallery-rec"><b>热门推荐 猜你喜欢</b>${root.dataset.rec}</div>`);
      }
      animate(-i * stage.clientWidth);
    };

    const next = () => {
      if (state.moving) { state.queue += 1; return; }
      go(state.cur + 1);
    };
    const prev = () => { if (!state.moving) go(state.cur - 1); };

    const render = (list) => {
      state.list = list;
      track.innerHTML = list.map((it) =>
        `<li class="m-slide"><img src="${BLANK}" data-original="${it.pic}" alt=""></li>`).join('');
      strip.innerHTML = list.map((it, i) =>
        `<span data-i="${i}"><img src="${it.thumb}" alt=""></span>`).join('');
      $('.m-gallery-loading').remove();
      const arrow = (dir, code) => {
        const a = document.createElement('a');
        a.href = 'javascript:;';
        a.className = `m-gallery-arr m-gallery-arr-${dir}`;
        a.innerHTML = `<i class="iconfont">${code}</i>`;
        stage.appendChild(a);
        return a;
      };
      arrow('l', '&#xe6a2;').addEventListener('click', prev);
      arrow('r', '&#xe6a3;').addEventListener('click', next);
      strip.addEventListener('click', (e) => {
        const s = e.target.closest('[data-i]');
        if (s && !state.moving) go(+s.dataset.i);
      });
      $('.m-gallery-auto').addEventListener('click', (e) => {
        if (state.timer) { clearInterval(state.timer); state.timer = 0; e.target.textContent = '自动播放'; }
        else { state.timer = setInterval(next, 3000); e.target.textContent = '停止播放'; }
      });
      lazy(0);
      lazy(1);
      track.children[0].classList.add('is-cur');
      strip.children[0].classList.add('on');
      $('.m-gallery-tt').textContent = list[0].title;
      $('.m-gallery-txt').textContent = list[0].summary;
      $('.m-gallery-num').innerHTML = `<em>1</em>/${list.length}`;
    };

    get(root.dataset.api).then((res) => render(res.result.list)).catch(() => {
      $('.m-gallery-loading').textContent = '图集加载失败，请刷新重试';
    });
  }

  return { create };
})();

window.addEventListener('load', () => MGallery.create(document.getElementById('gxGallery')));
