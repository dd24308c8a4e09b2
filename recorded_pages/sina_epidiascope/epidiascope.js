//高清图集 look-alike (our own code, modelled on epidiascope 090708)
var epidiascope = {
  filmstrips: [], selectedIndex: -1, timer: null, nextAlbum: null,
  cfg: window.epidiascopeConfig || {},
  $: function (id) { return document.getElementById(id); },
  readEData: function () {
    var dls = this.$('eData').getElementsByTagName('dl'), out = [];
    for (var i = 0; i < dls.length; i++) {
      var dd = dls[i].getElementsByTagName('dd');
      out.push({ title: dls[i].getElementsByTagName('dt')[0].innerHTML, big: dd[0].innerHTML,
        small: dd[2].innerHTML, date: dd[3].innerHTML, intro: dd[4].innerHTML, id: dd[6].innerHTML });
    }
    this.filmstrips = out;
  },
  load: function (d) {
    var out = [];
    for (var i = 0; i < d.images.length; i++) {
      var im = d.images[i];
      out.push({ title: im.title, big: im.image_url || im.imageUrl || im.original,
        small: im.thumbnail, date: im.createtime || '', intro: im.intro, id: im.id });
    }
    this.filmstrips = out;
    this.nextAlbum = d.next_album || null;
    this.$('d_groupTitle').innerHTML = d.slide.title;
    document.title = d.slide.title + '_新浪网';
    if (this.nextAlbum && this.nextAlbum.url) {
      this.$('efpNextTxt').getElementsByTagName('a')[0].href = this.nextAlbum.url;
    }
  },
  renderList: function () {
    var self = this, ul = this.$('efpPicListCont').getElementsByTagName('ul')[0], html = '', i;
    for (i = 0; i < this.filmstrips.length; i++) {
      html += '<li><a href="javascript:void(0)"><img src="' + this.filmstrips[i].small + '" alt="" /></a></li>';
    }
    ul.innerHTML = html;
    var as = ul.getElementsByTagName('a');
    for (i = 0; i < as.length; i++) {
      (function (k) { as[k].onclick = function () { self.select(k, true); self.stop(); }; })(i);
    }
    var nums = this.$('hqPageNum');
    if (nums) {
      html = '';
      for (i = 0; i < this.filmstrips.length; i++) { html += '<a href=""><span>' + (i + 1) + '</span></a>'; }
      nums.innerHTML = html;
      as = nums.getElementsByTagName('a');
      for (i = 0; i < as.length; i++) {
        (function (k) { as[k].onclick = function () { self.select(k, true); return false; }; })(i);
      }
    }
  },
  select: function (n, manual) {
    var self = this, f = this.filmstrips[n], box = this.$('d_BigPic'), pic = document.createElement('img');
    this.selectedIndex = n;
    this.endSelect.close();
    box.innerHTML = '';
    pic.style.opacity = 0;
    pic.onload = function () { self.fitArea(pic); self.fade(pic); };
    pic.src = f.big;
    box.appendChild(pic);
    this.$('d_picTit').innerHTML = f.title;
    this.$('d_picTime').innerHTML = f.date;
    this.$('d_picIntro').innerHTML = f.intro;
    this.$('total').innerHTML = this.cfg.counterEm ?
      '(<em>' + (n + 1) + '</em>/<em>' + this.filmstrips.length + '</em>)' :
      '(<span>' + (n + 1) + '</span>/' + this.filmstrips.length + ')';
    var lis = this.$('efpPicListCont').getElementsByTagName('li');
    for (var i = 0; i < lis.length; i++) { lis[i].className = i === n ? 'selected' : ''; }
    if (manual) { this.setPageInfo(n); }
  },
  fade: function (pic) {
    var k = 0, t = setInterval(function () {
      k += 1;
      pic.style.opacity = k / 6;
      if (k >= 6) { clearInterval(t); }
    }, 50);
  },
  fitArea: function (pic) {
    var half = Math.round(pic.width / 2), l = this.$('efpLeftArea').style, r = this.$('efpRightArea').style;
    l.left = pic.offsetLeft + 'px';
    r.left = (pic.offsetLeft + half) + 'px';
    l.top = r.top = pic.offsetTop + 'px';
    l.width = r.width = half + 'px';
    l.height = r.height = pic.height + 'px';
  },
  setPageInfo: function (num) { window.location.hash = 'p=' + Math.round(num + 1); },
  next: function (manual) {
    var t = this.selectedIndex + 1;
    if (t >= this.filmstrips.length) {
      if (this.cfg.repetition) { t = 0; }
      else if (this.nextAlbum && this.nextAlbum['interface']) { this.loadNext(); return; }
      else { this.stop(); this.endSelect.open(); return; }
    }
    this.select(t, manual);
  },
  pre: function () { if (this.selectedIndex > 0) { this.select(this.selectedIndex - 1, true); } },
  loadNext: function () {
    var self = this, url = this.nextAlbum['interface'];
    this.nextAlbum = null;
    fetch(url).then(function (r) { return r.json(); }).then(function (d) {
      self.load(d);
      self.renderList();
      self.select(0, true);
    });
  },
  play: function () {
    var self = this;
    this.stop();
    this.timer = setInterval(function () { self.next(false); }, (this.cfg.timeSpeed || 5) * 1000);
    this.$('ecbPlay').className = 'playing';
  },
  stop: function () {
    if (this.timer) { clearInterval(this.timer); }
    this.timer = null;
    this.$('ecbPlay').className = '';
  },
  listMode: function () {
    var on = this.$('eList').style.display !== 'block', html = '';
    for (var i = 0; i < this.filmstrips.length && on; i++) {
      var f = this.filmstrips[i];
      html += '<dl><dt><img src="' + f.small + '" alt="" /></dt><dd><h3>' + f.title + '</h3><p>' +
        f.intro + '</p></dd></dl>';
    }
    this.$('eList').innerHTML = html;
    this.$('eList').style.display = on ? 'block' : 'none';
    this.$('efpBigPic').style.display = on ? 'none' : '';
    this.$('efpTxt').style.display = on ? 'none' : '';
  },
  init: function () {
    var self = this, $ = function (id) { return self.$(id); };
    this.endSelect = {
      open: function () { $('endSelect').style.display = 'block'; },
      close: function () { $('endSelect').style.display = 'none'; }
    };
    if (window.slide_data) { this.load(window.slide_data); } else { this.readEData(); }
    this.renderList();
    $('efpRightArea').onclick = function () { self.next(true); self.stop(); };
    $('efpLeftArea').onclick = function () { self.pre(); self.stop(); };
    $('ecbNext').onclick = function () { self.next(true); self.stop(); };
    $('ecbPre').onclick = function () { self.pre(); self.stop(); };
    $('ecbPlay').onclick = function () { if (self.timer) { self.stop(); } else { self.play(); } };
    $('ecbMode').onclick = function () { self.listMode(); };
    if (this.cfg.listArrowPages) {
      $('efpListRightArr').onclick = function () { self.next(true); self.play(); };
    } else {
      $('efpListRightArr').onmousedown = function () { $('efpPicListCont').scrollLeft += 120; };
    }
    $('efpListLeftArr').onmousedown = function () { $('efpPicListCont').scrollLeft -= 120; };
    $('rePlayBut').onclick = function () { self.select(0, true); };
    $('endSelClose').onclick = function () { self.endSelect.close(); };
    $('nextPicsBut').href = $('efpNextTxt').getElementsByTagName('a')[0].href;
    var scrollers = document.querySelectorAll('a[title^="向"]');
    for (var i = 0; i < scrollers.length; i++) {
      scrollers[i].onclick = function () {
        $('efpPicListCont').scrollLeft += this.title === '向右滚动' ? 120 : -120;
        return false;
      };
    }
    document.onkeydown = function (e) {
      if (e.keyCode === 39) { self.next(true); self.stop(); }
      if (e.keyCode === 37) { self.pre(); self.stop(); }
    };
    window.onhashchange = function () {
      var m = location.hash.match(/p=(\d+)/i);
      if (m && parseInt(m[1], 10) - 1 !== self.selectedIndex) { self.select(parseInt(m[1], 10) - 1, false); }
    };
    var start = 0, page = location.hash.match(/p=(\d+)/i), q = location.search.match(/[?&]img=(\w+)/);
    if (page) { start = parseInt(page[1], 10) - 1; }
    else if (q) { for (i = 0; i < this.filmstrips.length; i++) { if (this.filmstrips[i].id === q[1]) { start = i; } } }
    if (start < 0 || start >= this.filmstrips.length) { start = 0; }
    this.select(start, false);
    if (this.cfg.autoPlay) { this.play(); }
  }
};
epidiascope.init();
