/* gallery 3.x look-alike: reads textarea[name=gallery-data], builds its own pager */
var NTESgallery = (function () {
  var data = JSON.parse(document.querySelector('textarea[name=gallery-data]').value);
  var list = data.list, area = document.querySelector('.photoarea');
  var bufs = [area.querySelector('.photo-a'), area.querySelector('.photo-b')];
  var front = 0, cur = -1, busy = false, endpage = area.querySelector('.endpage');
  function fade(el, done) {
    var k = 0, t = setInterval(function () {
      k += 1;
      el.style.opacity = k / 4;
      if (k >= 4) { clearInterval(t); done(); }
    }, 50);
  }
  function info(n) {
    document.querySelector('.photo-num .cur').innerHTML = n + 1;
    document.querySelector('.photo-title').innerHTML = list[n].title;
    document.querySelector('.photo-note').innerHTML = list[n].note;
  }
  function show(n) {
    if (n < 0 || n >= list.length || busy) { return; }
    busy = true;
    cur = n;
    var back = bufs[1 - front], old = bufs[front], pic = new Image();
    back.innerHTML = '';
    back.style.opacity = 0;
    pic.onload = function () {
      back.style.visibility = 'visible';
      back.style.zIndex = 2;
      old.style.zIndex = 1;
      fade(back, function () {
        old.style.visibility = 'hidden';
        old.innerHTML = '';
        front = 1 - front;
        setTimeout(function () { info(n); busy = false; }, 100);
      });
    };
    pic.alt = list[n].title;
    pic.src = list[n].img;
    back.appendChild(pic);
  }
  function next() {
    if (busy) { return; }
    if (cur >= list.length - 1) { endpage.style.display = 'block'; return; }
    show(cur + 1);
  }
  function prev() { if (!busy && cur > 0) { show(cur - 1); } }
  setTimeout(function () {
    var p = document.createElement('a'), nx = document.createElement('a');
    p.className = 'nav-prev';
    nx.className = 'nav-next';
    p.href = nx.href = 'javascript:;';
    p.setAttribute('hidefocus', 'true');
    nx.setAttribute('hidefocus', 'true');
    p.onclick = prev;
    nx.onclick = next;
    area.appendChild(p);
    area.appendChild(nx);
  }, 150);
  endpage.querySelector('.replay').onclick = function () {
    endpage.style.display = 'none';
    show(0);
    return false;
  };
  show(0);
  return { closeEndpage: function () { endpage.style.display = 'none'; } };
})();
