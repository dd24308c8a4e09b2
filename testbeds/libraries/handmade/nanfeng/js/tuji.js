// 南风网图集 — 数据异步加载
(function () {
  var box = document.querySelector('.tuji-kuang');
  var gui = box.querySelector('.tupian-gui'), wutai = box.querySelector('.wutai');
  var shuoming = box.querySelector('.shuoming'), yeshu = box.querySelector('.yeshu');
  var pics = [], cur = 0, timer = null, tuijian = false;
  function go(i) {
    var lis = gui.children;
    lis[cur].className = '';
    cur = (i + pics.length) % pics.length;
    lis[cur].className = 'dangqian';
    gui.style.transform = 'translateX(' + (-cur * wutai.clientWidth) + 'px)';
    shuoming.textContent = pics[cur].desc;
    yeshu.textContent = (cur + 1) + '/' + pics.length;
    if (cur === 1 && !tuijian) {
      tuijian = true;
      shuoming.insertAdjacentHTML('afterend', '<div class="remen-tuijian"><h4>热门推荐 猜你喜欢</h4>'
        + box.getAttribute('data-tuijian') + '</div>');
    }
  }
  function init(res) {
    pics = res.data.pics;
    gui.innerHTML = pics.map(function (p) {
      return '<li><img src="' + p.url + '" alt=""></li>';
    }).join('');
    gui.children[0].className = 'dangqian';
    go(0);
    box.querySelector('.youban').onclick = function () { go(cur + 1); };
    box.querySelector('.zuoban').onclick = function () { go(cur - 1); };
    box.querySelector('.huandeng').onclick = function () {
      if (timer) { clearInterval(timer); timer = null; this.textContent = '幻灯播放'; }
      else { timer = setInterval(function () { go(cur + 1); }, 3000); this.textContent = '暂停'; }
    };
  }
  window.addEventListener('load', function () {
    setTimeout(function () {
      fetch(box.getAttribute('data-src')).then(function (r) { return r.json(); }).then(init);
    }, 450);
  });
})();
