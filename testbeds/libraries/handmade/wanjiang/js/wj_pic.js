/*
 * 皖江晨报网 图片频道 组图浏览  WJ_Pic v1.3  (2012-05 修改)
 * 页面内先输出前 4 张（G_listdata），浏览到第 4 张时再用 XMLHttpRequest 取剩下的（G_more），
 * 减少首屏体积。地址栏 #N 记录当前张（从 0 开始，兼容老图片频道的链接）。
 * 注意：接口文件是 GB2312 编码，必须 overrideMimeType，否则 IE 以外的浏览器乱码。
 */
var WJ_Pic = {
	list: [],
	count: 0,
	cur: -1,
	more: "",
	moreState: 0, /* 0 未取 1 取数中 2 已取回 */
	waiting: -1,
	timer: null,
	hotShown: false,
	seen: 0,

	$: function (id) { return document.getElementById(id); },

	init: function () {
		var self = this;
		this.list = window.G_listdata || [];
		this.count = window.G_count || this.list.length;
		this.more = window.G_more || "";
		document.onkeydown = function (e) {
			e = e || window.event;
			var k = e.keyCode || e.which;
			if (k == 39) self.next();
			if (k == 37) self.prev();
		};
		if (window.addEventListener) {
			window.addEventListener("hashchange", function () {
				var h = self.hashIndex();
				if (h != self.cur && h >= 0) self.show(h);
			}, false);
		}
		var h = this.hashIndex();
		if (h > 0) {
			if (h >= this.list.length) this.$("BigPic").removeAttribute("src");
			this.show(h);
		} else {
			this.cur = 0;
			this.seen = 1;
		}
	},

	hashIndex: function () {
		var m = /^#(\d+)$/.exec(location.hash);
		if (!m) return -1;
		var i = parseInt(m[1], 10);
		return i < this.count ? i : -1;
	},

	show: function (i) {
		if (i >= this.list.length) { /* 数据还没到 */
			this.waiting = i;
			this.$("PicLoading").style.display = "block";
			this.loadMore();
			return;
		}
		var p = this.list[i];
		this.$("PicLoading").style.display = "none";
		this.$("BigPic").src = p.big_img;
		this.$("PicIntro").innerHTML = p.intro;
		this.$("PicNum").innerHTML = "(" + (i + 1) + "/" + this.count + ")";
		if (i != this.cur) this.seen++;
		this.cur = i;
		if (location.hash != "#" + i) location.hash = "#" + i;
		if (i >= 3) this.loadMore(); /* 看到第 4 张就取后面的 */
		if (this.seen >= 2) this.hot();
	},

	/* 按钮、键盘调用 next/prev（先停掉幻灯播放），幻灯播放自己调用 step */
	next: function () { this.stop(); this.step(1); },

	prev: function () { this.stop(); this.step(-1); },

	step: function (d) {
		if (this.waiting >= 0) return;
		var i = this.cur + d;
		if (i >= this.count) i = 0;
		if (i < 0) i = this.count - 1;
		this.show(i);
	},

	loadMore: function () {
		if (this.moreState != 0 || !this.more || this.list.length >= this.count) return;
		var self = this;
		var xhr = window.XMLHttpRequest ? new XMLHttpRequest() : new ActiveXObject("Microsoft.XMLHTTP");
		this.moreState = 1;
		xhr.open("GET", this.more, true);
		if (xhr.overrideMimeType) xhr.overrideMimeType("text/plain; charset=gb2312");
		xhr.onreadystatechange = function () {
			if (xhr.readyState != 4) return;
			if (xhr.status != 200) { self.moreState = 0; return; }
			var data = eval("(" + xhr.responseText + ")");
			for (var k = 0; k < data.list.length; k++) self.list.push(data.list[k]);
			self.moreState = 2;
			if (self.waiting >= 0) {
				var w = self.waiting;
				self.waiting = -1;
				self.show(w);
			}
		};
		xhr.send(null);
	},

	hot: function () {
		if (this.hotShown) return;
		var box = this.$("HotRec");
		if (!box) return;
		this.hotShown = true;
		box.style.display = "block";
	},

	play: function () {
		var self = this;
		if (this.timer) { this.stop(); return; }
		this.$("PicPlay").innerHTML = "停止播放";
		this.timer = setInterval(function () { self.step(1); }, 4000);
	},

	stop: function () {
		if (!this.timer) return;
		clearInterval(this.timer);
		this.timer = null;
		this.$("PicPlay").innerHTML = "幻灯播放";
	}
};
