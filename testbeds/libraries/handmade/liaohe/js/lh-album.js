/**
 * 辽河晚讯 图集组件 <lh-album>
 * 图片与说明留在页面里（light DOM），组件只负责外框、翻页按钮和计数器。
 * 属性 ad-after="4"：第 4 张之后插入一帧广告（<a slot="ad">）。
 */
(() => {
  const STYLE = `
:host{display:block;position:relative;background:#1b1a14;color:#eee;user-select:none}
.frame{position:relative}
.stage{position:relative;min-height:200px;overflow:hidden}
::slotted(figure){display:none;margin:0}
::slotted(figure.is-current){display:block;animation:lhSlideIn .35s ease-out}
.adframe{position:relative;padding:0}
.adframe[hidden]{display:none}
.adtag{position:absolute;left:8px;top:8px;background:rgba(0,0,0,.55);color:#fff;font:12px/20px sans-serif;
padding:0 6px;font-style:normal}
button{position:absolute;top:35%;width:52px;height:84px;border:0;background:rgba(0,0,0,.35);
cursor:pointer;z-index:3;padding:0}
button:hover{background:rgba(0,0,0,.6)}
button::before{content:"";position:absolute;left:50%;top:50%;width:18px;height:18px;
border:solid #fff;border-width:0 3px 3px 0}
.lh-prev{left:0}.lh-prev::before{transform:translate(-30%,-50%) rotate(135deg)}
.lh-next{right:0}.lh-next::before{transform:translate(-70%,-50%) rotate(-45deg)}
.hud{position:absolute;right:10px;top:10px;z-index:3;pointer-events:none}
@keyframes lhSlideIn{from{opacity:.2;transform:translateX(48px)}to{opacity:1;transform:none}}
`;

  class LhAlbum extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
      this.index = -1;
      this.onAd = false;
    }

    connectedCallback() {
      if (this.ready) return;
      this.ready = true;
      this.shadowRoot.innerHTML = `<style>${STYLE}</style>
<div class="frame" part="frame">
  <div class="stage"><slot></slot><div class="adframe" hidden><slot name="ad"></slot><em class="adtag">广告</em></div></div>
  <button class="lh-prev" part="prev" aria-label="上一张" title="上一张"></button>
  <button class="lh-next" part="next" aria-label="下一张" title="下一张"></button>
  <canvas class="hud" width="120" height="34"></canvas>
</div>`;
      this.figures = Array.from(this.querySelectorAll(':scope > figure'));
      this.adAfter = parseInt(this.getAttribute('ad-after') || '0', 10);
      this.adBox = this.shadowRoot.querySelector('.adframe');
      this.hud = this.shadowRoot.querySelector('.hud');
      this.shadowRoot.querySelector('.lh-next').addEventListener('click', () => this.next());
      this.shadowRoot.querySelector('.lh-prev').addEventListener('click', () => this.prev());
      document.addEventListener('keydown', (e) => {
        if (!this.onScreen()) return;
        if (e.key === 'ArrowRight') this.next();
        if (e.key === 'ArrowLeft') this.prev();
      });
      this.show(0);
    }

    onScreen() {
      const r = this.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight;
    }

    get total() { return this.figures.length; }

    show(i) {
      this.onAd = false;
      this.adBox.hidden = true;
      this.index = i;
      this.figures.forEach((f, k) => f.classList.toggle('is-current', k === i));
      this.paint(`${i + 1} / ${this.total}`);
      this.dispatchEvent(new CustomEvent('lh-change', { detail: { index: i } }));
    }

    showAd() {
      this.onAd = true;
      this.figures.forEach((f) => f.classList.remove('is-current'));
      this.adBox.hidden = false;
      this.paint('广告');
    }

    next() {
      if (this.onAd) { this.show(this.adAfter); return; }
      if (this.adAfter && this.index === this.adAfter - 1 && this.total > this.adAfter) {
        this.showAd();
        return;
      }
      this.show((this.index + 1) % this.total);
    }

    prev() {
      if (this.onAd) { this.show(this.adAfter - 1); return; }
      if (this.adAfter && this.index === this.adAfter) { this.showAd(); return; }
      this.show((this.index - 1 + this.total) % this.total);
    }

    paint(text) {
      const ctx = this.hud.getContext('2d');
      const { width, height } = this.hud;
      ctx.clearRect(0, 0, width, height);
      ctx.fillStyle = 'rgba(0,0,0,.55)';
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#f5d76e';
      ctx.font = 'bold 18px sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(text, width / 2, height / 2 + 1);
    }
  }

  customElements.define('lh-album', LhAlbum);
})();
