/**
 * 黄山手机网 · 图片列表 + 看大图
 * 列表里每张缩略图是 <a href="#!/photo/N">，点一下地址变成 #!/photo/N，本脚本监听 hashchange，
 * 把第 N 张的大图（data-large）和图说放进全屏层；“返回”就是 history.back()，地址回到列表，层关掉。
 * 直接打开 #!/photo/N 也能看到第 N 张。
 */
class PhotoRouter {
  constructor(list, layer) {
    this.links = [...list.querySelectorAll('.hs-pho-link')];
    this.texts = this.links.map((a) => {
      const txt = a.parentNode.querySelector('.hs-pho-txt');
      return txt ? txt.textContent.trim() : '';
    });
    this.layer = layer;
    this.img = layer.querySelector('.hs-layer-img');
    this.num = layer.querySelector('.hs-layer-num');
    this.txt = layer.querySelector('.hs-layer-txt');
    this.scrollY = 0;
    window.addEventListener('hashchange', () => this.route());
    layer.querySelector('.hs-layer-back').addEventListener('click', (e) => {
      e.preventDefault();
      if (history.state && history.state.hsFromList) history.back();
      else location.hash = '#!/';
    });
    list.addEventListener('click', (e) => {
      const a = e.target.closest('.hs-pho-link');
      if (!a) return;
      e.preventDefault();
      this.scrollY = window.scrollY;
      history.replaceState({ hsFromList: false }, '');
      history.pushState({ hsFromList: true }, '', a.getAttribute('href'));
      this.route();
    });
    this.route();
  }

  route() {
    const m = /^#!\/photo\/(\d+)$/.exec(location.hash);
    const k = m ? Number(m[1]) : 0;
    if (!k || k > this.links.length) {
      this.close();
      return;
    }
    const a = this.links[k - 1];
    this.img.src = a.dataset.large;
    this.num.textContent = `${k} / ${this.links.length}`;
    this.txt.textContent = this.texts[k - 1];
    this.layer.hidden = false;
    document.body.classList.add('hs-locked');
  }

  close() {
    if (this.layer.hidden) return;
    this.layer.hidden = true;
    document.body.classList.remove('hs-locked');
    window.scrollTo(0, this.scrollY);
  }
}

document.addEventListener('DOMContentLoaded', () => {
  const list = document.getElementById('hsPhotos');
  const layer = document.getElementById('hsLayer');
  if (list && layer) window.hsPhotos = new PhotoRouter(list, layer);
});
