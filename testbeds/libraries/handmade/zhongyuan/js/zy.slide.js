/* zy.slide.js — 中原播报 */
window.ZY = window.ZY || {};
ZY.slide = function (el) {
  var stg = el.querySelector('.zy-stg'), trk = el.querySelector('.zy-trk');
  var th = el.querySelector('.zy-th'), no = el.querySelector('.zy-no');
  var list = [], idx = 0, auto = null;
  function to(i) {
    trk.children[idx].className = '';
    th.children[idx].className = '';
    idx = i;
    trk.children[idx].className = 'zy-cur';
    th.children[idx].className = 'zy-on';
    trk.style.transform = 'translateX(-' + (idx * stg.offsetWidth) + 'px)';
    no.innerHTML = '<b>' + (idx + 1) + '</b>/' + list.length;
  }
  function next() { if (idx < list.length - 1) to(idx + 1); }
  var x = new XMLHttpRequest();
  x.onreadystatechange = function () {
    if (x.readyState !== 4 || x.status !== 200) return;
    list = JSON.parse(x.responseText).list;
    var h = '', t = '';
    for (var i = 0; i < list.length; i++) {
      h += '<li><img src="' + list[i][0] + '"><p>' + list[i][2] + '</p></li>';
      t += '<img src="' + list[i][1] + '" data-k="' + i + '">';
    }
    trk.innerHTML = h;
    th.innerHTML = t;
    var a = document.createElement('a');
    a.href = 'javascript:void(0)';
    a.className = 'xyz';
    a.innerHTML = '<i></i>';
    a.onclick = next;
    stg.appendChild(a);
    th.onclick = function (e) { if (e.target.getAttribute('data-k')) to(+e.target.getAttribute('data-k')); };
    el.querySelector('.zy-play').onclick = function () {
      if (auto) { clearInterval(auto); auto = null; }
      else auto = setInterval(function () { to((idx + 1) % list.length); }, 3500);
    };
    to(0);
  };
  x.open('GET', el.getAttribute('data-u'), true);
  x.send(null);
};
window.addEventListener('load', function () { ZY.slide(document.querySelector('.zy-sl')); });
