// 岭南视窗 photo module (ES2017)
class LnPhoto {
  constructor(root, list) {
    this.root = root;
    this.list = list;
    this.vp = root.querySelector('.lnsc-photo__viewport');
    this.rail = root.querySelector('.lnsc-photo__rail');
    this.idx = 0; this.pos = 0; this.vel = 0; this.busy = false; this.timer = null;
    this.rail.innerHTML = list.map((p) =>
      `<figure><img src="${p.big_img}" alt=""><figcaption>${p.title}</figcaption></figure>`).join('');
    this.rail.children[0].classList.add('is-current');
    root.querySelector('.lnsc-photo__hot--r').addEventListener('click', () => this.go(this.idx + 1));
    root.querySelector('.lnsc-photo__hot--l').addEventListener('click', () => this.go(this.idx - 1));
    root.querySelector('.lnsc-photo__auto').addEventListener('click', () => this.toggleAuto());
    this.label();
  }
  label() { this.root.querySelector('.lnsc-photo__idx').textContent = `${this.idx + 1}/${this.list.length}`; }
  toggleAuto() {
    if (this.timer) { clearInterval(this.timer); this.timer = null; return; }
    this.timer = setInterval(() => this.go(this.idx + 1), 4000);
  }
  go(i) {
    if (this.busy) return; // 正在滑动时不响应
    const n = this.list.length;
    this.rail.children[this.idx].classList.remove('is-current');
    this.idx = (i + n) % n;
    this.rail.children[this.idx].classList.add('is-current');
    this.label();
    this.target = -this.idx * this.vp.clientWidth;
    this.busy = true;
    let last = performance.now();
    const step = (now) => {
      const dt = Math.min(0.03, (now - last) / 1000); last = now;
      const force = -70 * (this.pos - this.target) - 16.7 * this.vel;
      this.vel += force * dt; this.pos += this.vel * dt;
      if (Math.abs(this.pos - this.target) < 1 && Math.abs(this.vel) < 10) {
        this.pos = this.target; this.vel = 0; this.busy = false;
      }
      this.rail.style.transform = `translateX(${this.pos}px)`;
      if (this.busy) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }
}
new LnPhoto(document.getElementById('lnscPhoto'), window.G_listdata);
