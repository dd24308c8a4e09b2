// JNSB PicShow 2019-08 (rewritten 2023)
var PicShow = (function () {
  var box, win, belt, num, data = [], now = 0, pos = 0, running = false, waiting = 0, shownRec = false;
  function easeInOut(t) { return t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2; }
  function slideTo(to) {
    var from = pos, start = null;
    running = true;
    function tick(ts) {
      if (start === null) start = ts;
      var p = Math.min(1, (ts - start) / 1050);
      pos = from + (to - from) * easeInOut(p);
      belt.style.transform = 'translate(' + pos + 'px, 0)';
      if (p < 1) return requestAnimationFrame(tick);
      running = false;
      if (waiting > 0) { waiting--; forward(); }
    }
    requestAnimationFrame(tick);
  }
  function mark(i) {
    belt.children[now].className = 'PicItem';
    now = i;
    belt.children[now].className = 'PicItem Current';
    num.innerHTML = (now + 1) + ' / ' + data.length;
    if (now === 1 && !shownRec) { shownRec = true; box.querySelector('.HotRec').hidden = false; }
  }
  function forward() {
    if (running) { waiting++; return; }
    if (now >= data.length - 1) { num.innerHTML = '已是最后一张'; return; }
    mark(now + 1);
    slideTo(-now * win.offsetWidth);
  }
  function back() {
    if (running || now === 0) return;
    mark(now - 1);
    slideTo(-now * win.offsetWidth);
  }
  function load() {
    var req = new XMLHttpRequest();
    req.open('GET', box.getAttribute('data-url'), true);
    req.onload = function () {
      data = JSON.parse(req.responseText);
      var html = [];
      for (var i = 0; i < data.length; i++) {
        html.push('<div class="PicItem"><img src="' + data[i].pic + '"><div class="PicTitle">'
          + data[i].head + '</div><div class="PicText">' + data[i].body + '</div></div>');
      }
      belt.innerHTML = html.join('');
      mark(0);
    };
    req.send();
  }
  return {
    init: function () {
      box = document.getElementById('PicShow');
      win = box.querySelector('.PicWindow');
      belt = box.querySelector('.PicBelt');
      num = box.querySelector('.PicNum');
      var spans = box.querySelector('.PicCtrl').getElementsByTagName('span');
      spans[0].onclick = back;
      spans[1].onclick = forward;
      load();
    }
  };
})();
window.onload = PicShow.init;
