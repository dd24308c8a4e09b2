// Installed before any page script runs (context.add_init_script), after the patterns the
// tab's opener hands over (window.__hvWords, the gallery vocabulary's), compiled into __hv.re (a
// pattern that does not compile is reported, never left out: see patternErrors). It records when the DOM last changed, so the
// harvester can tell a settled page from one still fading, loading or swapping a picture,
// and which elements changed since the last snapshot (a caption rewritten by a click,
// even with the same words). Mutations inside elements listed in __hv.ignored (tickers and
// carousels found while watching the idle page) do not count.
(() => {
  if (window.__hv) return;
  const hv = {
    lastMutation: performance.now(), ignored: [], watching: false, mutated: [], touched: new Set(), re: {},
    doc: Math.random().toString(36).slice(2), // this document: pushState keeps it, a load does not
    // the vocabulary's patterns that did not compile ("name: message"): the page scripts
    // that read the patterns (state, candidates, overlay) answer {patternErrors} instead
    // of their result, and the harvester raises (harvester/browser/scripts.py, checked)
    patternErrors: [],
  };
  // fixed to the window: a page cannot take it away or put its own in its place
  Object.defineProperty(window, "__hv", { value: hv, writable: false, configurable: false, enumerable: false });
  if (!window.__hvWords) hv.patternErrors.push("window.__hvWords: no patterns handed over");
  for (const [name, [source, flags]] of Object.entries(window.__hvWords || {})) {
    try { hv.re[name] = new RegExp(source, flags); } catch (e) { hv.patternErrors.push(`${name}: ${e.message}`); }
  }
  const family = (name) => Object.keys(hv.re).filter((k) => k.startsWith(name)).sort().map((k) => hv.re[k]);
  hv.counterRes = family("counter");
  hv.creditRes = family("credit");
  // Shadow roots, open or closed: a custom element's gallery lives in one (round 3's qilu).
  // attachShadow is wrapped so that every root is known (a closed one stays closed to the
  // page) and observed like the document. hv.deep(root) lists every element under root in
  // document order, a shadow tree's right after its host; an XPath into a shadow tree is
  // the host's XPath, SHADOW, and an XPath inside the tree (hv.all and hv.anchor).
  const roots = new WeakMap(), attached = [], unobserved = [];
  let observer = null;
  const attachShadow0 = Element.prototype.attachShadow;
  if (attachShadow0) {
    Element.prototype.attachShadow = function (...args) {
      const root = attachShadow0.apply(this, args);
      roots.set(this, root);
      attached.push(root);
      if (observer) observer(root);
      else unobserved.push(root);
      return root;
    };
  }
  hv.shadowOf = (el) => roots.get(el) || el.shadowRoot || null;
  hv.deep = (root) => {
    const out = [];
    const walk = (node) => {
      for (const el of node.querySelectorAll("*")) {
        out.push(el);
        const shadow = hv.shadowOf(el);
        if (shadow) walk(shadow);
      }
    };
    if (root) {
      const shadow = root.nodeType === 1 && hv.shadowOf(root);
      if (shadow) walk(shadow);
      walk(root);
    }
    return out;
  };
  hv.SHADOW = "/shadow-root::";
  // whether `outer` holds `inner`, in its own tree or in a shadow tree of a host it holds
  hv.holds = (outer, inner) => {
    for (let n = inner; n; n = n.parentNode || n.host) if (n === outer) return true;
    return false;
  };
  // the page's pictures as <img>, shadow trees' too (cheaper than hv.deep for a poll)
  hv.images = () => {
    const out = [...document.images];
    for (const root of attached) if (root.host.isConnected) out.push(...root.querySelectorAll("img"));
    return out;
  };
  // the element at a DOM path of hv.path, through shadow hosts
  hv.byPath = (path) => {
    const [outer, ...inner] = path.split("/#shadow/");
    let el = firstIn(outer);
    for (const part of inner) {
      const shadow = el && hv.shadowOf(el);
      el = shadow && shadow.firstElementChild ? firstIn("/" + part, shadow.firstElementChild) : null;
    }
    return el;
  };
  // A block's DOM text (not its CSS rendering), without counters, hidden parts or
  // controls; a block, or an inline photo credit, is a line of its own (state.js: a
  // caption beside a picture). `cell`: a grid cell's caption (grid.js), where a link's
  // text may be the caption and a caption may be faded in on hover: both kept.
  const isControl = (el) => {
    const tag = el.tagName;
    if (tag === "BUTTON" || tag === "SELECT" || tag === "INPUT" || el.getAttribute("role") === "button") return true;
    const t = (el.textContent || "").trim();
    if (tag === "A" && (!t || t.length <= 8)) return true;
    return !!t && t.length <= 12 && !!hv.re.control && hv.re.control.test(t);
  };
  // text for screen readers that no reader sees: a box of 1 px or less clipping what it
  // holds (sr-only, visually-hidden, screen-reader-text, show-for-sr; modaal's
  // "Image 3 - " before each caption)
  hv.visuallyHidden = (n, s) => {
    if (s.overflow === "visible" && s.clip === "auto" && s.clipPath === "none") return false;
    const r = n.getBoundingClientRect();
    return r.width <= 1 && r.height <= 1;
  };
  hv.domText = (el, cell = false) => {
    const parts = [];
    const walk = (node) => {
      const shadow = node.nodeType === 1 && hv.shadowOf(node);
      const kids = shadow ? shadow.childNodes
        : node.tagName === "SLOT" && node.assignedNodes().length ? node.assignedNodes() : node.childNodes;
      for (const n of kids) {
        if (n.nodeType === 3) { parts.push(n.nodeValue); continue; }
        if (n.nodeType !== 1) continue;
        if (/^(?:SCRIPT|STYLE|TEXTAREA|NOSCRIPT|TEMPLATE)$/.test(n.tagName)) continue;
        if (n.tagName === "BR") { parts.push("\n"); continue; }
        const s = getComputedStyle(n);
        if (s.display === "none" || s.visibility === "hidden" || hv.visuallyHidden(n, s)) continue;
        if (!cell && (parseFloat(s.opacity) < 0.1 || isControl(n))) continue;
        const t = (n.textContent || "").trim();
        if (t && t.length <= 24 && hv.counterRes.some((c) => c.test(t))) continue;
        const line = s.display !== "inline" || hv.creditRes.some((c) => { const m = t.match(c); return m && m.index <= 1; });
        if (line) parts.push("\n");
        walk(n);
        if (line) parts.push("\n");
      }
    };
    walk(el);
    return parts.join("").split("\n").map((l) => l.replace(/\s+/g, " ").trim()).filter(Boolean).join("\n");
  };
  // A caption cut short for the eye ("…" where a 展开 / more control shows the rest) whose
  // whole text the page holds elsewhere: in an attribute (a slide's data-note, a title), in
  // a <template>'s content or in a hidden element. The shortest such text that opens with
  // what is shown (TRUNCATED_MIN_CHARS of it at least) and goes on replaces it (round 7's
  // minjiang: 40 characters and "…" shown, the note in the slide's data-note).
  const ELLIPSIS = /\s*(?:…+|\.{3,})$/;
  const TRUNCATED_MIN_CHARS = 8; // ours: under a 40-character cut, over a short label
  const GOES_ON = /^\s*(?!\.\.\.)[^\s…]/; // the rest of the text, not the ellipsis again
  const flat = (s) => s.replace(/\s+/g, " ").trim();
  hv.untruncate = (text) => {
    if (!ELLIPSIS.test(text)) return text;
    const shown = flat(text.replace(ELLIPSIS, ""));
    if (shown.length < TRUNCATED_MIN_CHARS) return text;
    let best = null;
    const consider = (raw) => {
      if (!raw || raw.length <= shown.length) return;
      const t = flat(raw.includes("<") ? new DOMParser().parseFromString(raw, "text/html").body.textContent : raw);
      if (t.startsWith(shown) && GOES_ON.test(t.slice(shown.length)) && !(best && best.length <= t.length)) best = t;
    };
    const scan = (root) => {
      for (const el of root.querySelectorAll("*")) {
        for (const a of el.attributes) consider(a.value);
        if (el.tagName === "TEMPLATE") scan(el.content);
        else if (el.childElementCount <= 2) consider(el.textContent);
      }
    };
    scan(document);
    return best || text;
  };
  // The page's pictures: its <img> elements, and the elements that show a picture as their
  // CSS background (a slide drawn as `background-image: url(…)`): the picture sized to the
  // box (`cover`, `contain`, 100%: an arrow icon or a "loading" spinner keeps its own size),
  // picture-shaped (sides within 3:1, so no banner or stripe), holding no <img>, never the
  // page itself
  const BACKGROUND_SHAPE = 3; // ours: photos run 4:3 to 16:9 (1.78), banners 5:1 and more
  const backgroundUrl = (el) => {
    const m = /url\(["']?([^"')]+)["']?\)/.exec(getComputedStyle(el).backgroundImage || "");
    return m && !m[1].startsWith("data:") ? new URL(m[1], location.href).href : null;
  };
  hv.isPicture = (el) => {
    if (el.tagName === "IMG") return true;
    if (el === document.body || el === document.documentElement || el.querySelector("img")) return false;
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || Math.max(r.width / r.height, r.height / r.width) > BACKGROUND_SHAPE) return false;
    if (!/cover|contain|100%/.test(getComputedStyle(el).backgroundSize)) return false;
    return !!backgroundUrl(el);
  };
  // attributes a lazy picture names its file in, over a placeholder
  hv.LAZY = ["data-src", "data-original", "data-lazy-src", "data-lazy", "data-url", "data-big", "data-echo"];
  // a spacer: an <img> whose own picture is a pixel or two stretched over its box (a
  // transparent GIF laid over a picture against saving it: round 4's qiantang; a layout
  // shim), with no lazy attribute naming the picture it stands for: never a picture
  hv.isSpacer = (el) => el.tagName === "IMG" && el.complete && el.naturalWidth > 0 &&
    el.naturalWidth <= 2 && el.naturalHeight <= 2 &&
    !hv.LAZY.some((a) => { const v = el.getAttribute(a); return !!v && !v.startsWith("data:"); });
  hv.pictures = () => {
    const out = [];
    for (const el of hv.deep(document.body)) {
      if (el.tagName === "IMG") { if (!hv.isSpacer(el)) out.push(el); }
      else if (getComputedStyle(el).backgroundImage.startsWith("url") && hv.isPicture(el)) out.push(el);
    }
    return out;
  };
  // a picture's file: an <img>'s source, a background picture's URL
  hv.pictureSrc = (el) => (el.tagName === "IMG" ? el.currentSrc || el.src || "" : backgroundUrl(el) || "");
  // the picture in a slide: the slide itself, else its first picture
  hv.pictureIn = (el) => {
    if (hv.isPicture(el)) return el;
    const img = el.querySelector("img");
    if (img) return img;
    for (const d of el.querySelectorAll("*")) if (hv.isPicture(d)) return d;
    return null;
  };
  // An element's positional DOM path (/html/body[1]/div[2]/p[1]): a key for the same
  // block across the states of one gallery, and for tickers after a reload.
  hv.path = (el) => {
    const parts = [];
    for (let e = el; e && e.nodeType === 1 && e !== document.documentElement; e = e.parentElement) {
      let i = 1;
      for (let s = e.previousElementSibling; s; s = s.previousElementSibling) if (s.tagName === e.tagName) i++;
      parts.unshift(`${e.tagName.toLowerCase()}[${i}]`);
    }
    const root = el.getRootNode();
    if (root !== document && root.host) return `${hv.path(root.host)}/#shadow/${parts.join("/")}`;
    return "/html/" + parts.join("/");
  };
  // An XPath anchored on ids, classes, titles or short text (never on positions alone),
  // so that the same XPath finds the same part on the site's other pages.
  const q = (s) => `'${s.replace(/'/g, "")}'`;
  // `ctx`: an element of the tree to search (an absolute XPath evaluated from an element
  // of a shadow tree searches that tree), the document by default
  const countIn = (xp, ctx = document) => {
    try { return document.evaluate(`count(${xp})`, ctx, null, XPathResult.NUMBER_TYPE, null).numberValue; }
    catch (e) { return 0; }
  };
  const firstIn = (xp, ctx = document) => {
    try { return document.evaluate(xp, ctx, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue; }
    catch (e) { return null; }
  };
  const allIn = (xp, ctx) => {
    const out = [];
    const cut = xp.indexOf(hv.SHADOW);
    if (cut >= 0) {
      for (const host of allIn(xp.slice(0, cut), ctx)) {
        const shadow = hv.shadowOf(host);
        if (shadow && shadow.firstElementChild) out.push(...allIn(xp.slice(cut + hv.SHADOW.length), shadow.firstElementChild));
      }
      return out;
    }
    try {
      const it = document.evaluate(xp, ctx, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      for (let i = 0; i < it.snapshotLength; i++) out.push(it.snapshotItem(i));
    } catch (e) { /* a stored XPath this page cannot read */ }
    return out;
  };
  hv.all = (xp) => {
    if (!xp.includes(hv.SHADOW)) return allIn(xp, document);
    // (…)[n] around an XPath into a shadow tree: the n-th of what it finds
    let depth = 0, close = -1;
    for (let i = 0; i < xp.length && close < 0; i++) {
      if (xp[i] === "(") depth++;
      else if (xp[i] === ")" && --depth === 0) close = i;
    }
    const nth = xp[0] === "(" && close > 0 && /^\[(\d+)\]$/.exec(xp.slice(close + 1));
    if (nth) { const one = allIn(xp.slice(1, close), document)[+nth[1] - 1]; return one ? [one] : []; }
    return allIn(xp, document);
  };
  hv.first = (xp) => (xp.includes(hv.SHADOW) ? hv.all(xp)[0] || null : firstIn(xp));
  // an element's name test in an XPath: an SVG or MathML element (an arrow drawn as an
  // <svg>) is in another namespace, which a bare name test does not reach
  hv.nameTest = (el) => (el.namespaceURI === "http://www.w3.org/1999/xhtml"
    ? el.tagName.toLowerCase() : `*[local-name()='${el.localName}']`);
  // classes a script adds and takes off: a state (on, slick-active, rslides1_on), a lazy
  // picture loaded (lazyloaded, tsLoaded); and classes of a place among siblings (YUI's
  // `yui-u first` on the first cell of a row: round 5's bs5-lightbox); never part of what
  // an element is
  hv.STATE_CLASS = /^(?:on|hover|cur|show|hide|first|last|odd|even|is-\S+|js-\S+|\S*(?:active|current|selected|hidden|visible|disabled|loaded)|\S*[_-](?:on|cur|first|last|odd|even))$/i;
  const stateClass = hv.STATE_CLASS;
  const own = (el, withText) => {
    const tag = hv.nameTest(el);
    const forms = [];
    // a custom element's own name says what it is on every page (<ql-album>), where its
    // attributes may name this page's album
    if (el.localName.includes("-")) forms.push(`//${tag}`);
    const id = el.getAttribute("id");
    if (id && !/\d{4,}/.test(id)) forms.push(`//${tag}[@id=${q(id)}]`);
    const attrs = (names) => {
      for (const attr of names) {
        const v = el.getAttribute(attr);
        if (v && v.length <= 30) forms.push(`//${tag}[@${attr}=${q(v)}]`);
      }
    };
    attrs(["data-testid", "data-role", "aria-label"]);
    const cls = (el.getAttribute("class") || "").split(/\s+/).filter((c) => c && !stateClass.test(c));
    for (const c of cls) forms.push(`//${tag}[contains(concat(' ',normalize-space(@class),' '),${q(" " + c + " ")})]`);
    attrs(["title"]); // after the classes: pages set and drop titles on hover (GM §5)
    if (withText) {
      const text = (el.textContent || "").trim();
      if (text && text.length <= 12) forms.push(`//${tag}[normalize-space()=${q(text)}]`);
    }
    return forms;
  };
  hv.anchor = (el, withText = true) => {
    if (!el || el.nodeType !== 1) return null;
    const root = el.getRootNode();
    if (root === document || !root.host) return anchorIn(el, withText, document);
    const host = hv.anchor(root.host, false);
    const inner = host && root.firstElementChild && anchorIn(el, withText, root.firstElementChild);
    return inner ? host + hv.SHADOW + inner : null;
  };
  const anchorIn = (el, withText, ctx) => {
    const first = (xp) => firstIn(xp, ctx);
    const count = (xp) => countIn(xp, ctx);
    for (const xp of own(el, withText)) if (count(xp) === 1 && first(xp) === el) return xp;
    // anchor on the nearest ancestor that has a unique id or class
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      for (const axp of own(a, false)) {
        if (count(axp) !== 1) continue;
        const forms = own(el, withText).map((f) => axp + "/" + f.replace(/^\/\//, "/"));
        forms.push(`${axp}//${hv.nameTest(el)}`);
        for (const xp of forms) {
          const deep = xp.replace(axp + "/", axp + "//");
          if (count(deep) === 1 && first(deep) === el) return deep;
        }
      }
    }
    for (const xp of own(el, withText)) if (first(xp) === el) return `(${xp})[1]`;
    // an element with nothing of its own (an empty <a> over the picture): its steps down
    // from the nearest ancestor that has a unique anchor, by tag and position
    const steps = [];
    for (let e = el; e && e !== document.body && e.parentElement; e = e.parentElement) {
      let i = 1;
      for (let s = e.previousElementSibling; s; s = s.previousElementSibling) if (s.tagName === e.tagName) i++;
      steps.unshift(`${hv.nameTest(e)}[${i}]`);
      const a = e.parentElement;
      for (const axp of a === document.body ? ["//body"] : own(a, false)) {
        if (count(axp) !== 1) continue;
        const xp = `${axp}/${steps.join("/")}`;
        if (first(xp) === el) return xp;
      }
    }
    return null;
  };
  const observe = () => {
    const seen = new MutationObserver((records) => {
      const now = performance.now();
      for (const r of records) {
        // a text node's element; a shadow root's host (a child added at its top)
        const t = r.target.nodeType === 1 ? r.target : r.target.parentElement || r.target.host;
        if (!t || hv.ignored.some((e) => e.contains(t))) continue;
        hv.lastMutation = now;
        if (r.type !== "attributes") hv.touched.add(t);
        if (hv.watching) hv.mutated.push(t);
      }
    });
    observer = (node) => seen.observe(node, { subtree: true, childList: true, attributes: true, characterData: true });
    observer(document.documentElement);
    for (const root of unobserved.splice(0)) observer(root);
  };
  // the end of a transition or animation is a change too: a slide that fades out and is
  // swapped by a timer a moment later must not be taken for a still page in between
  const ended = (e) => {
    const t = e.target;
    if (t && t.nodeType === 1 && !hv.ignored.some((i) => i.contains(t))) hv.lastMutation = performance.now();
  };
  window.addEventListener("transitionend", ended, true);
  window.addEventListener("animationend", ended, true);
  // a picture whose bytes are in is complete before its load event has run, and the
  // page's onload (a fade, a caption) is still to come: quiet.js waits for the event
  const done = (e) => { if (e.target && e.target.tagName === "IMG") e.target.__hvDone = true; };
  document.addEventListener("load", done, true); // a load event never reaches the window
  document.addEventListener("error", done, true);
  // Timers the page is waiting on. A slide that fades out, and a timer then swaps the
  // picture and fades it in, is still on its way while such a timer is pending (on a busy
  // CPU the timer fires well after the fade has ended); a gallery that asks for its slide
  // data a moment after the load event has not settled either. Counted: a setTimeout of
  // less than CLOCKWORK_MS set by the page's scripts, event handlers or network callbacks
  // (from its start, or after a user input: pointer, mouse or key), or by what they
  // started, down to TIMER_GENERATIONS timers deep. Never a timer that re-arms itself with
  // the same delay before any input (a clock, a rotating headline), nor a setInterval set
  // before any input (a ticker), so a page's own clockwork never keeps it unsettled. A
  // counted timer that fires is a change of the page: stillness counts again from then.
  const CLOCKWORK_MS = 2000; // ours: §6 carousels turn every 2 s, autoplay every 5 s
  const PRESS_TIMER_MS = 1000; // an interval a press set going: ours, slides swap in 100-400 ms (GM §3)
  const TIMER_GENERATIONS = 3;
  hv.pending = new Set();
  let inputAt = -1, generation = 0; // generation of the counted timer whose callback runs
  let background = 0; // > 0 while an uncounted timer's or an interval's callback runs
  let runningDelay = -1; // the delay of the counted timer whose callback runs
  const input = () => { inputAt = performance.now(); };
  for (const type of ["pointerdown", "mousedown", "keydown", "click"]) window.addEventListener(type, input, true);
  // The page's own slow clockwork is held: a timer of CLOCKWORK_MS or more never fires.
  // Autoplay (Sina's every 5 s, GALLERY_MECHANICS.md §6), slideshows and rotating
  // carousels run on such timers; let run, they would tick into a harvest whenever a
  // load and a probe take that long, which on a busy CPU they do, and what was harvested
  // would depend on how busy the machine was. A reader's click never waits that long.
  let held = 0;
  const hold = (delay) => (Number(delay) || 0) >= CLOCKWORK_MS;
  const setTimeout0 = window.setTimeout, clearTimeout0 = window.clearTimeout;
  const setInterval0 = window.setInterval, clearInterval0 = window.clearInterval;
  window.setTimeout = function (fn, delay, ...rest) {
    if (hold(delay)) return --held; // a negative id: no timer of the page's has it
    if (typeof fn !== "function") return setTimeout0.call(window, fn, delay, ...rest);
    const ms = Number(delay) || 0;
    const gen = generation + 1;
    const clock = inputAt < 0 && runningDelay >= 0 && Math.abs(runningDelay - ms) <= 1 + 0.1 * ms;
    const counted = !background && !clock && gen <= TIMER_GENERATIONS;
    let id = 0;
    const run = function (...args) {
      hv.pending.delete(id);
      const outer = generation, outerDelay = runningDelay;
      if (counted) { generation = gen; runningDelay = ms; } else background++;
      try { return fn.apply(this, args); } finally {
        if (counted) { generation = outer; runningDelay = outerDelay; hv.lastMutation = performance.now(); } else background--;
      }
    };
    id = setTimeout0.call(window, run, delay, ...rest);
    if (counted) hv.pending.add(id);
    return id;
  };
  window.clearTimeout = function (id) { hv.pending.delete(id); return clearTimeout0.call(window, id); };
  // An interval a press set going (a fade's steps) counts until its first step: on a busy
  // CPU that step comes late, and until it does the new picture sits at opacity 0.
  window.setInterval = function (fn, delay, ...rest) {
    if (hold(delay)) return --held;
    if (typeof fn !== "function") return setInterval0.call(window, fn, delay, ...rest);
    const counted = inputAt >= 0 && !background && generation < TIMER_GENERATIONS && (Number(delay) || 0) <= PRESS_TIMER_MS;
    const id = setInterval0.call(window, function (...args) {
      hv.pending.delete(id);
      background++;
      try { return fn.apply(this, args); } finally { background--; }
    }, delay, ...rest);
    if (counted) hv.pending.add(id);
    return id;
  };
  window.clearInterval = function (id) { hv.pending.delete(id); return clearInterval0.call(window, id); };
  // Requests the page's scripts made and that have not answered yet (fetch, XHR): the
  // browser reports them to the harvester a moment late, this count is at once.
  hv.requests = 0;
  const answered = () => { hv.requests = Math.max(0, hv.requests - 1); hv.lastMutation = performance.now(); };
  if (window.fetch) {
    const fetch0 = window.fetch;
    window.fetch = function (...args) {
      hv.requests++;
      let p;
      try { p = fetch0.apply(window, args); } catch (e) { answered(); throw e; }
      p.then(answered, answered);
      return p;
    };
  }
  if (window.XMLHttpRequest) {
    const send0 = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (...args) {
      hv.requests++;
      this.addEventListener("loadend", answered, { once: true });
      try { return send0.apply(this, args); } catch (e) { answered(); throw e; }
    };
  }
  // A link that would open a new window (target=_blank, or a <base target=_blank>) is
  // followed in this tab instead, as a page link: the harvester reads one tab, and which
  // pages may load is its own rule still (Tab.hold_navigations). A script that calls
  // preventDefault (a lightbox's thumbnail) keeps the click to itself.
  window.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!link || !/^https?:/i.test(link.href)) return;
    const base = document.querySelector("base[target]");
    if ((link.getAttribute("target") || (base && base.getAttribute("target")) || "").toLowerCase() === "_blank") link.target = "_self";
  }, true);
  if (document.documentElement) observe();
  else document.addEventListener("DOMContentLoaded", observe);
})();
