//#region src/lib/query.ts
function e(e, t, n) {
	let r = `${t}=${n}`, i = `?${r}`;
	if (e) {
		let n = RegExp(`([?&])${t}=[^&]*`);
		i = n.exec(e) === null ? `${e}&${r}` : e.replace(n, `$1${r}`);
	}
	return i;
}
function t(e) {
	let t = RegExp(`[?&]${e}(=([^&#]*)|&|#|$)`).exec(document.location.search);
	if (t?.[2] !== void 0) return decodeURIComponent(t[2].replace(/\+/g, " "));
}
function n(e, t) {
	let n = e;
	if (n) {
		let e = RegExp(`\\?${t}=[^&]*`), r = RegExp(`&${t}=[^&]*`);
		n = n.replace(e, "?"), n = n.replace(r, "");
	}
	return n;
}
//#endregion
//#region src/lib/TransitionDirection.ts
var r = /* @__PURE__ */ function(e) {
	return e[e.Right = -1] = "Right", e[e.None = 0] = "None", e[e.Left = 1] = "Left", e;
}({});
//#endregion
//#region src/lib/history.ts
function i(e, n, r) {
	if (t("imageLightboxSet") !== e) return;
	let i = t("imageLightboxIndex");
	if (i === void 0) return;
	let a = n.findIndex((e) => e.dataset.ilb2Id === i);
	a < 0 && (a = parseInt(i, 10)), r(a, !0);
}
function a(e, t, n, i, a, o, s) {
	let c = e.state;
	if (!c || Object.keys(c).length === 0) {
		o(!0);
		return;
	}
	if (c.imageLightboxSet !== t) return;
	let l = c.imageLightboxIndex;
	if (l === void 0) {
		o(!0);
		return;
	}
	let u = n.findIndex((e) => e.dataset.ilb2Id === l);
	if (u < 0 && (u = parseInt(l, 10)), i === null) {
		a(u, !0);
		return;
	}
	s(u, u > i ? r.Right : r.Left, !0);
}
function o() {
	let e = n(document.location.search, "imageLightboxIndex");
	e = n(e, "imageLightboxSet"), window.history.pushState({}, "", document.location.pathname + e);
}
function s(t, n, r) {
	let i = r[t].dataset.ilb2Id ?? t.toString(), a = e(document.location.search, "imageLightboxIndex", i), o = {
		imageLightboxIndex: i,
		imageLightboxSet: ""
	};
	n !== void 0 && (o.imageLightboxSet = n, a = e(a, "imageLightboxSet", n)), window.history.pushState(o, "", document.location.pathname + a);
}
//#endregion
//#region src/lib/container.ts
var c = document.createElement("dialog");
c.setAttribute("id", "ilb-container"), document.body.appendChild(c), c.addEventListener("cancel", (e) => {
	e.preventDefault();
});
var l = null;
function u(e, t, n) {
	c.classList.remove("ilb-overlay"), document.body.classList.add("ilb-body"), c.showModal(), t && (l = (e) => {
		e.stopPropagation(), n();
	}, c.addEventListener("click", l), c.addEventListener("touchend", l)), c.style.transition = `opacity ${e.toString()}ms ease`, setTimeout(() => {
		c.style.opacity = "1";
	}, 50);
}
function d() {
	c.classList.add("ilb-overlay");
}
function f() {
	return c;
}
function p() {
	l !== null && (c.removeEventListener("click", l), c.removeEventListener("touchend", l)), c.close(), c.textContent = "", document.body.classList.remove("ilb-body");
}
function m() {
	c.style.opacity = "0";
}
//#endregion
//#region src/lib/activity-indicator.ts
var h = document.createElement("div");
h.setAttribute("id", "ilb-activity-indicator"), h.appendChild(document.createElement("div"));
function g() {
	f().appendChild(h);
}
function _() {
	h.remove();
}
//#endregion
//#region src/lib/arrows.ts
var v = document.createElement("div");
v.classList.add("ilb-button", "ilb-arrow"), v.setAttribute("id", "ilb-arrow-left");
var y = document.createElement("div");
y.classList.add("ilb-button", "ilb-arrow"), y.setAttribute("id", "ilb-arrow-right");
var b = null, x = null;
function S(e, t) {
	b = (t) => {
		t.stopPropagation(), e();
	}, x = (e) => {
		e.stopPropagation(), t();
	}, v.addEventListener("click", b), v.addEventListener("touchend", b), y.addEventListener("click", x), y.addEventListener("touchend", x), f().append(v, y);
}
function C() {
	v.remove(), b !== null && (v.removeEventListener("click", b), v.removeEventListener("touchend", b)), x !== null && (y.removeEventListener("click", x), y.removeEventListener("touchend", x)), b = null, x = null;
}
//#endregion
//#region src/lib/caption.ts
var w = document.createElement("caption");
w.setAttribute("id", "ilb-caption"), w.textContent = "&nbsp;", w.addEventListener("click", (e) => {
	e.stopPropagation();
});
function T(e, t) {
	e === "" ? (w.style.opacity = "0", setTimeout(() => {
		w.remove();
	}, t)) : (f().appendChild(w), w.style.transition = `opacity ${t.toString()}ms ease`, setTimeout(() => {
		w.style.opacity = "1";
	}, 1), w.textContent = e);
}
//#endregion
//#region src/lib/close-button.ts
var E = document.createElement("button");
E.classList.add("ilb-button"), E.setAttribute("id", "ilb-close-button");
var D = null;
function O(e) {
	D = (t) => {
		t.stopPropagation(), e();
	}, E.addEventListener("click", D), f().appendChild(E);
}
function k() {
	D !== null && E.removeEventListener("click", D), E.remove();
}
//#endregion
//#region src/lib/fullscreen.ts
var A = document.fullscreenEnabled || (document.webkitFullscreenEnabled ?? !1);
function j() {
	return document.fullscreenElement ?? document.webkitFullscreenElement ?? null;
}
var M = (e) => {
	(e.requestFullscreen || e.webkitRequestFullScreen).call(e);
}, N = () => {
	(document.exitFullscreen || document.webkitExitFullscreen).call(document);
};
function P() {
	j() === null ? M(f()) : N();
}
//#endregion
//#region src/lib/fullscreen-button.ts
var F = document.createElement("button");
F.classList.add("ilb-button"), F.setAttribute("id", "ilb-fullscreen-button"), F.innerHTML = "&#x26F6;", F.addEventListener("click", (e) => {
	e.stopPropagation(), P();
});
function I() {
	f().appendChild(F);
}
function L() {
	F.remove();
}
//#endregion
//#region src/lib/ImageView.ts
function R(e, t, n) {
	let i = 0, a = 0, o = document.createElement("img");
	o.addEventListener("error", (e) => {
		f().dispatchEvent(new CustomEvent("ilb:error", {
			bubbles: !0,
			detail: { target: e.target }
		}));
	}), o.setAttribute("id", "ilb-image"), o.setAttribute("src", e.getAttribute("href") ?? ""), o.setAttribute("srcset", e.dataset.ilb2Srcset ?? ""), o.setAttribute("sizes", e.dataset.ilb2Sizes ?? "");
	let s = document.createElement("div");
	s.classList.add("ilb-image-container");
	let c, l = e.dataset.ilb2VideoId, u = e.dataset.ilb2Video !== void 0 && l !== void 0;
	if (u) {
		let e = n.get(l);
		e === void 0 ? u = !1 : [o, c] = e.element();
	}
	s.appendChild(o);
	function d(e, r, s, c) {
		if (u) {
			let e = n.get(l);
			if (e?.shouldAutoplay() === !0) {
				let [t, n] = e.element();
				n ? t.play() : t.autoplay = !0;
			}
		} else o.addEventListener("click", (e) => {
			if (e.stopPropagation(), t.quitOnImgClick) {
				c();
				return;
			}
			(e.pageX - o.offsetLeft) / o.width <= 1 / 3 ? r() : s();
		});
		o.addEventListener("touchstart", (e) => {
			i = e.touches[0].pageX, o.style.transitionProperty = "opacity";
		}), o.addEventListener("touchmove", (e) => {
			a = e.touches[0].pageX - i, o.style.left = `${a.toString()}px`;
		}), o.addEventListener("touchend", (e) => {
			e.stopPropagation(), o.style.transitionProperty = "left, opacity", a > 50 && r(), a < -50 && s(), o.style.left = "0";
		}), o.addEventListener("touchcancel", (e) => {
			e.stopPropagation(), o.style.transitionProperty = "left, opacity", o.style.left = "0";
		}), e();
	}
	function p(e, n) {
		f().appendChild(s);
		let r = Math.abs(100 - t.gutter);
		o.style.maxHeight = `${r.toString()}%`, o.style.maxWidth = `${r.toString()}%`, o.style.left = `${(-100 * e).toString()}px`, o.style.transition = `all ease ${t.animationSpeed.toString()}ms`, setTimeout(n, 50);
	}
	function m(e, t) {
		o.addEventListener("error", t), c === !0 ? e() : (o.addEventListener("load", e), o.addEventListener("loadedmetadata", e));
	}
	function h(e, n, r, i) {
		o.style.left = "0", o.style.opacity = "1", setTimeout(() => {
			d(e, n, r, i);
		}, t.animationSpeed);
	}
	function g(e, n) {
		if (e !== r.None) {
			let t = parseInt(o.style.left, 10) || 0;
			o.style.left = `${(t + 100 * e).toString()}px`;
		}
		o.style.opacity = "0", setTimeout(() => {
			n();
		}, t.animationSpeed);
	}
	function _() {
		s.remove();
	}
	return {
		addToDOM: p,
		removeFromDOM: _,
		startLoading: m,
		transitionIn: h,
		transitionOut: g
	};
}
//#endregion
//#region src/lib/keyboard-navigation.ts
var z = null;
function B(e, t, n, r) {
	e.enableKeyboard && (z = (e) => {
		e.key === "Escape" && (e.preventDefault(), t()), e.key === "ArrowLeft" && (e.preventDefault(), n()), e.key === "ArrowRight" && (e.preventDefault(), r());
	}, document.addEventListener("keyup", z));
}
function V() {
	z !== null && document.removeEventListener("keyup", z);
}
//#endregion
//#region src/lib/navigation.ts
var H = document.createElement("div");
H.classList.add("ilb-navigation"), H.addEventListener("click", (e) => {
	e.stopPropagation();
}), H.addEventListener("touchend", (e) => {
	e.stopPropagation();
});
function U(e, t, n, i) {
	for (let a = 0; a < e.length; a++) {
		let e = document.createElement("button");
		e.style.transition = `background-color ${i.toString()}ms ease`;
		let a = () => {
			let i = t();
			if (e.classList.contains("ilb-navigation-active") || i === null || e.parentNode === null) return;
			let a = Array.prototype.indexOf.call(e.parentNode.childNodes, e);
			n(a, a < i ? r.Left : r.Right);
		};
		e.addEventListener("click", a), e.addEventListener("touchend", a), H.appendChild(e);
	}
}
function W(e, t, n, r) {
	H.textContent = "", U(e, t, n, r);
	let i = t();
	i !== null && G(i), f().appendChild(H);
}
function G(e) {
	for (let e = 0; e < H.children.length; e++) H.children.item(e)?.classList.remove("ilb-navigation-active");
	H.children.item(e)?.classList.add("ilb-navigation-active");
}
function K() {
	H.remove();
}
//#endregion
//#region src/lib/PreloadedVideo.ts
function q(e, t) {
	let n = e.dataset.ilb2Id;
	n ??= `a${((1 + Math.random()) * 65536 | 0).toString(16)}`, e.dataset.ilb2VideoId = n;
	let r = n, i = document.createElement("video");
	i.setAttribute("id", "ilb-image"), i.preload = "metadata", i.dataset.ilb2VideoId = r;
	let a = !1, o = !1;
	for (let [e, n] of Object.entries(t)) switch (e) {
		case "autoplay":
			o = n !== !1 && n !== "false" && n !== "";
			break;
		case "controls":
		case "loop":
		case "muted":
		case "poster":
		case "preload":
		case "src": i.setAttribute(e, n.toString());
	}
	if (t.sources) for (let e of t.sources) {
		let t = document.createElement("source");
		for (let [n, r] of Object.entries(e)) t.setAttribute(n, r);
		i.appendChild(t);
	}
	i.addEventListener("loadedmetadata", () => {
		a = !0;
	});
	function s() {
		return r;
	}
	function c() {
		return [i, a];
	}
	function l() {
		return o;
	}
	return {
		element: c,
		id: s,
		shouldAutoplay: l
	};
}
//#endregion
//#region src/lib/VideoCache.ts
function J() {
	let e = [];
	function t(t) {
		for (let n of t) {
			let t = n.dataset.ilb2Video;
			t !== void 0 && e.push(q(n, JSON.parse(t)));
		}
	}
	function n(t) {
		return e.find((e) => e.id() === t);
	}
	return {
		add: t,
		get: n
	};
}
//#endregion
//#region src/lib/State.ts
function Y(e, t, n) {
	let i = [], c = J(), l = null, h = null;
	function v() {
		return t;
	}
	function y() {
		return i;
	}
	function b(e, t) {
		if (h === null) return;
		let n = h;
		n.transitionOut(e, () => {
			n.removeFromDOM(), t?.();
		});
	}
	function x() {
		h?.transitionIn(_, M, N, D);
	}
	function w(t) {
		h?.addToDOM(t, () => {
			if (l === null) return;
			let t = i[l];
			if (e.caption && T(t.dataset.ilb2Caption ?? t.getElementsByTagName("img").item(0)?.alt ?? "", e.animationSpeed), x(), e.preloadNext && l + 1 < i.length) {
				let e = i[l + 1], t = document.createElement("img");
				t.setAttribute("src", e.getAttribute("href") ?? ""), t.setAttribute("srcset", e.dataset.ilb2Srcset ?? ""), t.setAttribute("sizes", e.dataset.ilb2Sizes ?? "");
			}
			f().dispatchEvent(new Event("ilb:loaded", { bubbles: !0 }));
		});
	}
	function E(t, n) {
		let r = R(i[t], e, c);
		l = t, h = r, r.startLoading(() => {
			w(n);
		}, () => {
			_();
		});
	}
	function D(t = !1) {
		l !== null && (e.activity && g(), V(), e.history && !t && o(), f().dispatchEvent(new Event("ilb:quit", { bubbles: !0 })), m(), b(r.None, () => {
			l = null, h = null, C(), k(), L(), K(), p();
		}));
	}
	function j(t, n, r = !1) {
		l !== null && (e.history && !r && s(t, v(), y()), e.activity && g(), G(t), b(n), E(t, n));
	}
	function M() {
		if (l === null) return;
		let t = l - 1;
		if (l === 0) {
			if (e.quitOnEnd) {
				D();
				return;
			}
			t = i.length - 1;
		}
		i[t].dispatchEvent(new Event("ilb:previous", { bubbles: !0 })), j(t, r.Left);
	}
	function N() {
		if (l === null) return;
		let t = l + 1;
		if (l === i.length - 1) {
			if (e.quitOnEnd) {
				D();
				return;
			}
			t = 0;
		}
		i[t].dispatchEvent(new Event("ilb:next", { bubbles: !0 })), j(t, r.Right);
	}
	function P(t, n = !1) {
		l === null && (u(e.animationSpeed, e.quitOnDocClick, D), e.activity && g(), B(e, D, M, N), e.arrows && S(M, N), e.button && O(D), e.fullscreen && A && I(), e.overlay && d(), e.history && !n && s(t, v(), y()), i[t].dispatchEvent(new Event("ilb:start", { bubbles: !0 })), E(t, r.None), e.navigation && W(y(), () => l, j, e.animationSpeed));
	}
	function F(e) {
		let t = i.indexOf(e);
		t < 0 || P(t);
	}
	function z(t) {
		let n = t.filter((e) => !i.includes(e)).filter((t) => t.tagName.toLowerCase() === "a" && (RegExp(`.(${e.allowedTypes})$`, "i").test(t.href) || t.dataset.ilb2Srcset !== void 0 || t.dataset.ilb2Video !== void 0));
		c.add(n), i.push(...n);
		for (let e of n) e.addEventListener("click", (t) => {
			t.preventDefault(), t.stopPropagation(), F(e);
		});
		e.navigation && l !== null && U(n, () => l, j, e.animationSpeed);
	}
	return z(n), e.history && window.addEventListener("popstate", (e) => {
		a(e, v(), y(), l, P, D, j);
	}), {
		addImages: z,
		close: D,
		images: y,
		next: N,
		open: P,
		openWithImage: F,
		previous: M,
		set: v
	};
}
//#endregion
//#region src/lib/imagelightbox.ts
var X = class {
	constructor(e, t) {
		let n = {
			activity: !0,
			allowedTypes: "",
			animationSpeed: 250,
			arrows: !0,
			button: !0,
			caption: !1,
			enableKeyboard: !0,
			fullscreen: !0,
			gutter: 10,
			history: !1,
			navigation: !1,
			overlay: !0,
			preloadNext: !0,
			quitOnDocClick: !0,
			quitOnEnd: !0,
			quitOnImgClick: !1,
			...t
		};
		this.s = Y(n, e.length > 0 ? e[0].dataset.imagelightbox ?? "" : "", Array.from(e)), n.history && this.openHistory();
	}
	addImages(e) {
		this.s.addImages(Array.from(e));
	}
	close() {
		this.s.close();
	}
	next() {
		this.s.next();
	}
	open(e) {
		e === void 0 ? this.s.open(0) : this.s.openWithImage(e);
	}
	openHistory() {
		i(this.s.set(), this.s.images(), (e, t) => {
			this.s.open(e, t);
		});
	}
	previous() {
		this.s.previous();
	}
};
//#endregion
export { X as ImageLightbox };

//# sourceMappingURL=imagelightbox.js.map