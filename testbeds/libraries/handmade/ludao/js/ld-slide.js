/**
 * 鹭岛新闻网 高清图集播放器 ldSlide
 * 2013-03 图片频道改版；数据取页面内 slide_data（与老图集接口同结构）
 *  - 默认自动播放（timeSpeed 秒），手动翻页后停止
 *  - 手动翻页才写 #p=N，自动播放不写（避免刷 PV）
 *  - 最后一张之后：有 next_album.interface 就直接载入下一图集继续播放
 */
var ldSlide = {
	autoPlay: true, // 自动播放
	timeSpeed: 5, // 秒
	fadeTime: 400,
	data: null,
	images: [],
	selectedIndex: -1,
	timer: 0,
	playing: false,
	listMode: false,
	loadingNext: false,

	$: function (id) { return document.getElementById(id); },

	init: function (data) {
		var self = this;
		this.data = data;
		this.images = data.images;
		this.buttonPrev = new ldSlide.Button('ldPrevBtn', function () { self.manual(); self.pre(); });
		this.buttonNext = new ldSlide.Button('ldNextBtn', function () { self.manual(); self.next(); });
		this.buttonPlay = new ldSlide.Button('ldPlayBtn', function () {
			if (self.playing) self.stop(); else self.play();
		});
		this.$('ldRightArea').onclick = function () { self.manual(); self.next(); };
		this.$('ldLeftArea').onclick = function () { self.manual(); self.pre(); };
		this.$('ldModeBtn').onclick = function () { self.switchMode(); };
		this.$('ldReplay').onclick = function () { self.closeEnd(); self.manual(); self.select(0, true); };
		// 缩略图滚动条：按下滚动（只滚动缩略图，不翻页）
		this.$('ldListLeft').onmousedown = function () { self.scrollList(-1); };
		this.$('ldListRight').onmousedown = function () { self.scrollList(1); };
		document.onkeydown = function (e) {
			e = e || window.event;
			var t = e.target || e.srcElement;
			if (t && /INPUT|TEXTAREA/.test(t.tagName)) return;
			if (e.keyCode == 39) { self.manual(); self.next(); }
			if (e.keyCode == 37) { self.manual(); self.pre(); }
			if (e.keyCode == 9 && !e.shiftKey && t === document.body) { self.switchMode(); return false; }
		};
		this.fill();
		var page = window.location.hash.match(/p=(\d+)/i);
		var start = page ? Math.min(Math.max(parseInt(page[1], 10) - 1, 0), this.images.length - 1) : 0;
		this.select(start, false);
		if (this.autoPlay) this.whenLoaded(function () { self.play(); });
	},

	// 生成缩略图、列表模式
	fill: function () {
		var self = this, html = [], list = [], i, p;
		for (i = 0; i < this.images.length; i++) {
			p = this.images[i];
			html.push('<li data-i="' + i + '"><img src="' + p.thumb_url + '" alt="" width="100" height="67"></li>');
			list.push('<dl data-i="' + i + '"><dt><img src="' + p.thumb_url + '" alt=""></dt><dd><b>' +
				(p.title || '') + '</b>' + (p.intro || '') + '</dd></dl>');
		}
		var ul = this.$('ldList').getElementsByTagName('ul')[0];
		ul.innerHTML = html.join('');
		ul.onclick = function (e) {
			var li = (e.target || e.srcElement).parentNode;
			if (li && li.getAttribute('data-i') !== null) { self.manual(); self.select(+li.getAttribute('data-i'), true); }
		};
		var mode = this.$('ldListMode');
		mode.innerHTML = list.join('');
		mode.onclick = function (e) {
			var n = e.target || e.srcElement;
			while (n && n !== mode && n.getAttribute('data-i') === null) n = n.parentNode;
			if (n && n !== mode) { self.switchMode(); self.manual(); self.select(+n.getAttribute('data-i'), true); }
		};
		this.$('ldSetName').innerHTML = this.data.slide.title;
		this.$('ldTotal').innerHTML = '(<em>1</em>/' + this.images.length + ')';
	},

	select: function (num, writeHash) {
		var p = this.images[num];
		if (!p) return;
		this.selectedIndex = num;
		var box = this.$('ldBigPic');
		var img = document.createElement('img');
		img.className = 'fade';
		img.alt = '';
		img.onload = function () {
			// 下一帧再去掉 fade，触发 0.4 秒淡入
			window.requestAnimationFrame(function () { img.className = ''; });
		};
		img.src = p.image_url;
		box.innerHTML = '';
		box.appendChild(img);
		this.$('ldPicTit').innerHTML = p.title || '';
		this.$('ldPicIntro').innerHTML = p.intro || '';
		this.$('ldPicTime').innerHTML = p.createtime || '';
		this.$('ldTotal').getElementsByTagName('em')[0].innerHTML = num + 1;
		var lis = this.$('ldList').getElementsByTagName('li');
		for (var i = 0; i < lis.length; i++) lis[i].className = i === num ? 'on' : '';
		if (writeHash) this.setPageInfo(num);
	},

	setPageInfo: function (num) { window.location.hash = 'p=' + Math.round(num + 1); },

	manual: function () { if (this.playing) this.stop(); },

	next: function (auto) {
		if (this.loadingNext) return;
		var n = this.selectedIndex + 1;
		if (n >= this.images.length) { this.nextAlbum(auto); return; }
		this.select(n, !auto);
	},

	pre: function () {
		if (this.loadingNext) return;
		if (this.$('ldEnd').style.display === 'block') { this.closeEnd(); return; }
		var n = this.selectedIndex - 1;
		if (n < 0) n = this.images.length - 1;
		this.select(n, true);
	},

	// 最后一张之后：载入下一图集继续；没有下一图集就打开结束层
	nextAlbum: function (auto) {
		var self = this, na = this.data.next_album;
		if (!na || !na.interface) { this.stop(); this.$('ldEnd').style.display = 'block'; return; }
		this.loadingNext = true;
		var xhr = new XMLHttpRequest();
		xhr.open('GET', na.interface, true);
		xhr.onreadystatechange = function () {
			if (xhr.readyState !== 4) return;
			self.loadingNext = false;
			if (xhr.status !== 200) return;
			var d = JSON.parse(xhr.responseText);
			self.data = d;
			self.images = d.images;
			self.fill();
			document.title = d.slide.title + document.title.replace(/^[^_]*/, '');
			self.select(0, !auto);
		};
		xhr.send(null);
	},

	closeEnd: function () { this.$('ldEnd').style.display = 'none'; },

	play: function () {
		var self = this;
		clearInterval(this.timer);
		this.playing = true;
		this.buttonPlay.el.className = 'btn btn-play on';
		this.timer = setInterval(function () { self.next(true); }, this.timeSpeed * 1000);
	},

	stop: function () {
		clearInterval(this.timer);
		this.timer = 0;
		this.playing = false;
		this.buttonPlay.el.className = 'btn btn-play';
	},

	whenLoaded: function (fn) {
		var img = this.$('ldBigPic').getElementsByTagName('img')[0];
		if (!img || img.complete) { fn(); return; }
		img.addEventListener('load', fn);
	},

	switchMode: function () {
		this.listMode = !this.listMode;
		this.$('ldListMode').style.display = this.listMode ? 'block' : 'none';
		this.$('ldStage').style.display = this.listMode ? 'none' : '';
		this.$('ldModeBtn').innerHTML = this.listMode ? '图片模式' : '列表模式';
		if (this.listMode) this.stop();
	},

	scrollList: function (dir) {
		var box = this.$('ldList');
		box.scrollLeft += dir * 320;
	}
};

ldSlide.Button = function (id, onclick) {
	var el = document.getElementById(id);
	this.el = el;
	el.onmouseover = function () { el.className += ' hover'; };
	el.onmouseout = function () { el.className = el.className.replace(/ hover/g, ''); };
	el.onclick = onclick;
};

if (document.readyState === 'loading') {
	document.addEventListener('DOMContentLoaded', function () { ldSlide.init(window.slide_data); });
} else {
	ldSlide.init(window.slide_data);
}
