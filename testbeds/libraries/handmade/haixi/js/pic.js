// 海西视界 组图浏览
var PicView = {
  list: [], cur: 0, timer: 0,
  init: function () {
    var box = document.createElement('ul');
    box.innerHTML = document.getElementById('photoList').value;
    var lis = box.getElementsByTagName('li');
    for (var i = 0; i < lis.length; i++) {
      var it = lis[i].getElementsByTagName('i');
      PicView.list.push({ img: it[0].innerHTML, timg: it[1].innerHTML,
        text: lis[i].getElementsByTagName('p')[0].innerHTML });
    }
    var arrows = document.getElementById('stage').getElementsByTagName('span');
    arrows[0].onclick = function () { PicView.show(PicView.cur - 1); };
    arrows[1].onclick = function () { PicView.next(); };
    document.getElementById('replay').onclick = function () { PicView.show(0); };
    document.getElementById('btnPlay').onclick = function () {
      if (PicView.timer) { clearInterval(PicView.timer); PicView.timer = 0; this.innerHTML = '播放'; }
      else { PicView.timer = setInterval(function () { PicView.next(); }, 4000); this.innerHTML = '暂停'; }
    };
    document.getElementById('btnFull').onclick = function () {
      document.getElementById('photoBox').classList.toggle('full');
    };
  },
  next: function () {
    if (PicView.cur >= PicView.list.length - 1) {
      document.getElementById('endLayer').style.display = 'block';
      return;
    }
    PicView.show(PicView.cur + 1);
  },
  show: function (i) {
    if (i < 0 || i >= PicView.list.length) return;
    var pic = document.getElementById('pic'), info = document.getElementById('picinfo');
    document.getElementById('endLayer').style.display = 'none';
    var dir = i > PicView.cur ? 1 : -1;
    PicView.cur = i;
    pic.style.transition = 'none';
    pic.style.transform = 'translateX(' + (dir * 160) + 'px)';
    pic.style.opacity = '0.2';
    pic.src = PicView.list[i].img;
    pic.offsetWidth;
    pic.style.transition = 'transform 1.4s ease-out, opacity 1.4s ease-out';
    pic.style.transform = 'translateX(0)';
    pic.style.opacity = '1';
    info.firstChild.nodeValue = PicView.list[i].text;
    document.getElementById('cnt').innerHTML = (i + 1) + '/' + PicView.list.length;
  }
};
PicView.init();
