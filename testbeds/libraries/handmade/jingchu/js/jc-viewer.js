// 荆楚图闻 · 大图浏览器 PhotoViewer（大图加载完成后才淡入）
class PhotoViewer {
  constructor(root) {
    const q = (s) => root.querySelector(s);
    this.root = root;
    this.img = q('.PhotoViewer_img__b7c2e');
    this.source = q('picture source');
    this.title = q('.PhotoViewer_title__u5n0w');
    this.text = q('.PhotoViewer_text__r2d6k');
    this.count = q('.PhotoViewer_count__m4t7y');
    this.tip = q('.PhotoViewer_tip__h6v1a');
    this.items = [];
    this.index = -1;
    this.isOpen = false;
    q('.PhotoViewer_next__x81ke').addEventListener('click', () => this.next());
    q('.PhotoViewer_prev__0pl3s').addEventListener('click', () => this.prev());
    q('.PhotoViewer_close__e9w2q').addEventListener('click', () => this.close());
    this.img.addEventListener('load', () => this.loaded());
    document.addEventListener('keydown', (e) => {
      if (!this.isOpen) return;
      if (e.key === 'ArrowRight') this.next();
      else if (e.key === 'ArrowLeft') this.prev();
      else if (e.key === 'Escape') this.close();
    });
  }

  open(items, index) {
    this.items = items;
    this.isOpen = true;
    this.root.classList.remove('is-shown');
    this.root.classList.add('is-open'); // 先占位，透明
    this.root.setAttribute('aria-hidden', 'false');
    this.load(index);
  }

  load(index) {
    const it = this.items[index];
    this.index = index;
    this.tip.classList.remove('is-on');
    this.root.classList.add('is-busy');
    this.source.srcset = it.large; // 高清图走 <source>，<img> 只是兜底
    this.img.src = it.fallback;
  }

  loaded() {
    if (!this.isOpen) return;
    const it = this.items[this.index];
    this.title.textContent = it.title || '';
    this.text.textContent = it.desc;
    this.count.textContent = `${this.index + 1} / ${this.items.length}`;
    this.root.classList.remove('is-busy');
    this.root.classList.add('is-shown'); // 图片到了再淡入
  }

  next() {
    if (this.index < this.items.length - 1) this.load(this.index + 1);
    else this.tip.classList.add('is-on');
  }

  prev() {
    if (this.index > 0) this.load(this.index - 1);
  }

  close() {
    this.isOpen = false;
    this.root.classList.remove('is-open', 'is-shown');
    this.root.setAttribute('aria-hidden', 'true');
  }
}

window.jcViewer = new PhotoViewer(document.getElementById('jcViewer'));
