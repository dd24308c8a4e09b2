/* 齐鲁视线 组图组件 <ql-album> v2.1 —— Web Component，样式与结构封装在 shadow root 内 */
(() => {
  const STYLE = `
:host{display:block;margin:14px 0;font:14px/1.7 "Microsoft YaHei","PingFang SC",sans-serif}
.frame{background:#0d1b2a;padding:0 0 10px;border-radius:4px;overflow:hidden}
.stage{position:relative;height:405px;background:#000;touch-action:pan-y;user-select:none}
.photo{position:absolute;left:0;top:0;width:100%;height:100%;object-fit:contain;opacity:0;
  transition:opacity .5s ease;pointer-events:none}
.photo.on{opacity:1}
.loading{color:#9fb3c8;text-align:center;line-height:405px}
.info{display:flex;gap:14px;align-items:baseline;padding:8px 16px 0;color:#e3ecf5}
.count{color:#ffca28;white-space:nowrap;font-size:13px}
.desc{margin:0;min-height:24px}
.bar{display:flex;align-items:center;gap:10px;padding:8px 16px 0}
.pager{display:flex;flex-wrap:wrap;gap:6px;flex:1}
.pg{min-width:30px;height:28px;border:1px solid #31577e;background:#12263d;color:#cfe0f1;
  border-radius:14px;cursor:pointer;font-size:13px}
.pg.cur{background:#1e88e5;border-color:#1e88e5;color:#fff}
.play{border:0;background:transparent;color:#9fb3c8;cursor:pointer;font-size:13px}
.play.on{color:#ffca28}
`;

  class QlAlbum extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      this.root = this.attachShadow({ mode: 'open' });
      this.root.innerHTML = `<style>${STYLE}</style><div class="frame">
<div class="stage"><div class="loading">组图加载中…</div></div>
<div class="info"><span class="count"></span><p class="desc"></p></div>
<div class="bar"><nav class="pager" aria-label="分页"></nav><button class="play" type="button">▶ 播放</button></div>
</div>`;
      this.stage = this.root.querySelector('.stage');
      this.desc = this.root.querySelector('.desc');
      this.count = this.root.querySelector('.count');
      this.pager = this.root.querySelector('.pager');
      this.cur = -1;
      this.timer = 0;
      this.load();
    }

    async load() {
      const res = await fetch(this.getAttribute('src'), { credentials: 'same-origin' });
      const body = await res.json();
      if (body.code !== 200) return;
      this.photos = body.album.photos;
      this.stage.innerHTML = this.photos
        .map((p, i) => `<img class="photo" alt="" data-i="${i}" width="${p.w}" height="${p.h}">`)
        .join('');
      this.imgs = [...this.stage.querySelectorAll('.photo')];
      this.pager.innerHTML = this.photos
        .map((p, i) => `<button class="pg" type="button">${i + 1}</button>`)
        .join('');
      this.pager.addEventListener('click', (e) => {
        const b = e.target.closest('.pg');
        if (b) this.go([...this.pager.children].indexOf(b));
      });
      this.root.querySelector('.play').addEventListener('click', (e) => this.toggle(e.currentTarget));
      this.swipe();
      window.addEventListener('popstate', () => this.show(this.fromUrl()));
      this.show(this.fromUrl());
    }

    fromUrl() {
      const p = parseInt(new URLSearchParams(location.search).get('p'), 10);
      return p >= 1 && p <= this.photos.length ? p - 1 : 0;
    }

    go(i) {
      if (i < 0 || i >= this.photos.length || i === this.cur) return;
      const url = new URL(location.href);
      url.searchParams.set('p', String(i + 1));
      history.pushState({ qlAlbum: i + 1 }, '', url);
      this.show(i);
    }

    show(i) {
      const p = this.photos[i];
      if (this.cur >= 0) {
        this.imgs[this.cur].classList.remove('on');
        this.pager.children[this.cur].classList.remove('cur');
        this.pager.children[this.cur].removeAttribute('aria-current');
      }
      this.cur = i;
      const img = this.imgs[i];
      if (!img.getAttribute('src')) img.src = p.url;
      img.classList.add('on');
      this.pager.children[i].classList.add('cur');
      this.pager.children[i].setAttribute('aria-current', 'page');
      this.desc.textContent = p.note;
      this.count.textContent = `${i + 1} / ${this.photos.length}`;
    }

    swipe() {
      let x0 = null;
      this.stage.addEventListener('pointerdown', (e) => { x0 = e.clientX; });
      this.stage.addEventListener('pointerup', (e) => {
        if (x0 === null) return;
        const dx = e.clientX - x0;
        x0 = null;
        if (dx < -50) this.go(this.cur + 1);
        else if (dx > 50) this.go(this.cur - 1);
      });
    }

    toggle(btn) {
      if (this.timer) {
        clearInterval(this.timer);
        this.timer = 0;
        btn.classList.remove('on');
        btn.textContent = '▶ 播放';
        return;
      }
      btn.classList.add('on');
      btn.textContent = '❚❚ 暂停';
      this.timer = setInterval(() => this.go((this.cur + 1) % this.photos.length), 3000);
    }
  }

  customElements.define('ql-album', QlAlbum);
})();
