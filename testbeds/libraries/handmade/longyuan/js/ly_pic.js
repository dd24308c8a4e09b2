/* 陇原在线 图片频道 幻灯 LYSlide v3.2 (背景图模式) */
function LYSlide(box, data) {
  this.box = box;
  this.data = data.slides;
  this.cur = 0;
  this.view = box.getElementsByClassName('PIC_VIEW')[0];
  this.track = box.getElementsByClassName('PIC_TRACK')[0];
  this.text = box.getElementsByClassName('PIC_TEXT')[0];
  this.num = box.getElementsByClassName('PIC_NUM')[0];
  this.build();
}

LYSlide.prototype.build = function () {
  var html = [], i, self = this;
  for (i = 0; i < this.data.length; i++) {
    html.push('<div class="PIC_ITEM" style="background-image:url(' + this.data[i].image_url
      + ')" title="' + (i + 1) + '"></div>');
  }
  this.track.innerHTML = html.join('');
  this.items = this.track.getElementsByClassName('PIC_ITEM');
  this.box.getElementsByClassName('PIC_NEXT')[0].onclick = function () { self.next(); return false; };
  this.box.getElementsByClassName('PIC_PREV')[0].onclick = function () { self.prev(); return false; };
  this.track.addEventListener('animationend', function () { self.track.className = 'PIC_TRACK'; });
  this.show(0);
};

LYSlide.prototype.show = function (i) {
  this.items[this.cur].className = 'PIC_ITEM';
  this.cur = i;
  this.items[i].className = 'PIC_ITEM PIC_ON';
  this.track.style.transform = 'translateX(' + (-i * this.view.offsetWidth) + 'px)';
  this.text.innerHTML = this.data[i].caption; // 说明文字长短不一，版权栏随之上下移动
  this.num.innerHTML = (i + 1) + '/' + this.data.length;
};

LYSlide.prototype.bounce = function () {
  var t = this.track;
  t.style.setProperty('--ly-x', (-this.cur * this.view.offsetWidth) + 'px');
  t.className = 'PIC_TRACK';
  void t.offsetWidth;
  t.className = 'PIC_TRACK PIC_BOUNCE';
};

LYSlide.prototype.next = function () {
  if (this.cur < this.data.length - 1) this.show(this.cur + 1);
  else this.bounce(); // 已经是最后一张
};

LYSlide.prototype.prev = function () {
  if (this.cur > 0) this.show(this.cur - 1);
  else this.bounce();
};

if (window.LY_SLIDE_DATA) {
  window.lySlide = new LYSlide(document.getElementById('LY_PICBOX'), window.LY_SLIDE_DATA);
}
