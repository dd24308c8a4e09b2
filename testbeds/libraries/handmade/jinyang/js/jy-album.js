/*!
 * 晋阳图讯 图集页 jy-album.js  build 20240618
 * 单页渲染：页面只输出挂载点 .j-album，数据走 /api/album/{aid}.json
 * 每张图一个独立地址（history.pushState）：
 *     88123.html     第1张
 *     88123_3.html   第3张（服务端对 _N.html 回同一个页面，前端按地址定位）
 * 左右箭头默认隐藏，鼠标移入大图区域才显示（产品要求：不遮挡图片）。
 */
(function (win, doc) {
  'use strict';

  const $ = (sel, ctx = doc) => ctx.querySelector(sel);
  const $$ = (sel, ctx = doc) => Array.from(ctx.querySelectorAll(sel));
  const esc = (s) => String(s == null ? '' : s).replace(/[&<>"]/g, (c) => ({
    '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'
  })[c]);
  const NEXT_TIP = "点击浏览下一张图片，支持'→'翻页";
  const PREV_TIP = "点击浏览上一张图片，支持'←'翻页";

  const mount = $('.j-album');
  if (!mount) return;

  // ---------- 地址 <-> 序号 ----------
  const file = location.pathname.slice(location.pathname.lastIndexOf('/') + 1);
  const aid = mount.dataset.aid || file.replace(/(_\d+)?\.html$/, '');
  const urlOf = (i) => (i === 0 ? `${aid}.html` : `${aid}_${i + 1}.html`);
  const indexOfUrl = (n) => {
    const m = /_(\d+)\.html$/.exec(location.pathname);
    const k = m ? parseInt(m[1], 10) - 1 : 0;
    return k >= 0 && k < n ? k : 0;
  };

  const state = { data: null, list: [], cur: -1, seen: new Set(), hotDone: false };
  const ui = {};

  // ---------- 模板 ----------
  function tpl(d) {
    const thumbs = d.list.map((p, i) => `<li class="m-thumb j-thumb" data-i="${i}">
      <a href="${urlOf(i)}" hidefocus="true"><img src="${esc(p.timg)}" alt="" width="120" height="80"></a></li>`).join('');
    const rel = d.rel.map((r) => `<li><a href="${esc(r.seturl)}" target="_self"><img src="${esc(r.cover)}" alt="">
      <span>${esc(r.setname)}</span></a></li>`).join('');
    return `<div class="m-album-main">
  <div class="m-album-stage j-stage">
    <img class="u-photo j-photo" alt="">
    <a class="u-arr u-arr-l j-prev" href="javascript:;" hidefocus="true"><i></i></a>
    <a class="u-arr u-arr-r j-next" href="javascript:;" hidefocus="true"><i></i></a>
    <div class="m-album-end j-end">
      <p class="u-end-tit">图集已浏览完毕</p>
      <a class="u-btn-replay j-replay" href="javascript:;">重新浏览</a>
      <a class="u-btn-nset" href="${esc(d.next.seturl)}" target="_self">下一图集：${esc(d.next.setname)} &gt;</a>
      <div class="m-end-rel"><h4>相关图集</h4><ul>${rel}</ul></div>
      <span class="u-end-close j-end-close" title="返回上一张图片">×</span>
    </div>
  </div>
  <div class="m-album-strip">
    <span class="u-scrl u-scrl-l j-scrl-l"></span>
    <div class="m-album-strip-in j-strip"><ul>${thumbs}</ul></div>
    <span class="u-scrl u-scrl-r j-scrl-r"></span>
  </div>
</div>
<div class="m-album-side">
  <h2 class="u-album-tit">${esc(d.setname)}</h2>
  <p class="u-album-cnt">第<em class="j-cnt">1</em>张 / 共${d.list.length}张</p>
  <p class="m-album-note j-note"></p>
  <p class="u-album-src">来源：${esc(d.source)}</p>
  <p class="u-album-tip">支持键盘 ← → 键翻阅图片</p>
  <p class="u-album-nset">下一图集：<a href="${esc(d.next.seturl)}">${esc(d.next.setname)}</a></p>
  <div class="m-album-hot j-hot"></div>
</div>`;
  }

  // ---------- 显示第 i 张 ----------
  function show(i, push) {
    const list = state.list;
    if (i < 0 || i >= list.length) return;
    const p = list[i];
    hideEnd();
    if (i !== state.cur) {
      ui.photo.classList.remove('z-in');
      ui.photo.onload = () => ui.photo.classList.add('z-in');
      ui.photo.src = p.img;
      ui.photo.setAttribute('data-pid', p.pid);
    }
    ui.note.textContent = p.note;
    ui.cnt.textContent = String(i + 1);
    ui.thumbs.forEach((li, k) => li.classList.toggle('z-crt', k === i));
    ui.prev.setAttribute('href', i > 0 ? urlOf(i - 1) : 'javascript:;');
    ui.next.setAttribute('href', i < list.length - 1 ? urlOf(i + 1) : 'javascript:;');
    state.cur = i;
    state.seen.add(i);
    keepThumbInView(i);
    if (push) history.pushState({ jyAlbum: aid, i }, '', urlOf(i));
    if (state.seen.size >= 2) hot();
  }

  const go = (i) => { if (i !== state.cur) show(i, true); };
  const next = () => (state.cur < state.list.length - 1 ? go(state.cur + 1) : openEnd());
  const prev = () => (isEndOpen() ? hideEnd() : state.cur > 0 && go(state.cur - 1));

  // ---------- 尾页 ----------
  const isEndOpen = () => ui.end.classList.contains('z-show');
  function openEnd() { ui.end.classList.add('z-show'); }
  function hideEnd() { if (ui.end) ui.end.classList.remove('z-show'); }

  // ---------- 热门推荐（看过两张后出现） ----------
  function hot() {
    if (state.hotDone) return;
    state.hotDone = true;
    ui.hot.innerHTML = '<h4>热门推荐 猜你喜欢</h4><ul>' + state.data.hot
      .map((h) => `<li><a href="${esc(h.url)}">${esc(h.title)}</a></li>`).join('') + '</ul>';
  }

  // ---------- 缩略图条 ----------
  function keepThumbInView(i) {
    const li = ui.thumbs[i];
    const box = ui.strip;
    if (!li) return;
    const left = li.offsetLeft - box.scrollLeft;
    if (left < 0 || left + li.offsetWidth > box.clientWidth) {
      box.scrollLeft = li.offsetLeft - (box.clientWidth - li.offsetWidth) / 2;
    }
  }

  function scrollStrip(dir) {
    ui.strip.scrollLeft += dir * ui.strip.clientWidth * 0.8;
  }

  // ---------- 事件 ----------
  function bind() {
    ui.next.addEventListener('click', (e) => { e.preventDefault(); next(); });
    ui.prev.addEventListener('click', (e) => { e.preventDefault(); prev(); });
    [[ui.next, NEXT_TIP], [ui.prev, PREV_TIP]].forEach(([a, tip]) => {
      a.addEventListener('mouseenter', () => a.setAttribute('title', tip));
      a.addEventListener('mouseleave', () => a.removeAttribute('title'));
    });
    ui.thumbs.forEach((li) => li.addEventListener('click', (e) => {
      e.preventDefault();
      go(+li.dataset.i);
    }));
    $('.j-scrl-l', mount).addEventListener('mousedown', () => scrollStrip(-1));
    $('.j-scrl-r', mount).addEventListener('mousedown', () => scrollStrip(1));
    $('.j-replay', mount).addEventListener('click', (e) => { e.preventDefault(); go(0); });
    $('.j-end-close', mount).addEventListener('click', hideEnd);
    doc.addEventListener('keydown', (e) => {
      const t = e.target;
      if (t && /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
      if (e.keyCode === 39) next();
      else if (e.keyCode === 37) prev();
    });
    win.addEventListener('popstate', () => show(indexOfUrl(state.list.length), false));
  }

  // ---------- 启动 ----------
  async function boot() {
    let json;
    try {
      const res = await fetch(mount.dataset.api, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      json = await res.json();
    } catch (err) {
      json = { code: -1 };
    }
    if (json.code !== 0) {
      mount.innerHTML = '<p class="u-err">图集加载失败，请刷新页面重试</p>';
      return;
    }
    state.data = json.data;
    state.list = json.data.list;
    mount.innerHTML = tpl(json.data);
    ui.photo = $('.j-photo', mount);
    ui.note = $('.j-note', mount);
    ui.cnt = $('.j-cnt', mount);
    ui.prev = $('.j-prev', mount);
    ui.next = $('.j-next', mount);
    ui.end = $('.j-end', mount);
    ui.hot = $('.j-hot', mount);
    ui.strip = $('.j-strip', mount);
    ui.thumbs = $$('.j-thumb', mount);
    bind();
    show(indexOfUrl(state.list.length), false);
  }

  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', boot);
  else boot();
})(window, document);
