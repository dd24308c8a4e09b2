// A snapshot of what a reader sees: the visible text, the main picture, the slide
// counter, the text blocks around the picture (caption candidates, keyed by their DOM
// path, with their DOM text and whether they were rewritten since the last snapshot, and
// those of a band just outside that region, `around`) and
// the page-level evidence used to tell a gallery from an article. Only what a reader
// sees counts: hidden copies (textareas, display:none data, slides of a track outside
// its clipping box, a faded-out buffer at opacity 0, a picture under another one).
// `content` ({picture, captions}: XPaths a template learned) takes the picture and the
// caption from those elements instead of from the geometry around the largest picture.
(content) => {
  const hv = window.__hv;
  if (hv.patternErrors.length) return { patternErrors: hv.patternErrors }; // init.js
  const re = hv.re;
  const vw = window.innerWidth, vh = window.innerHeight;
  // the part of el a reader can see: clipped by overflow boxes and the window's width,
  // with display, visibility and the product of opacities applied; null when none
  const seen = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return null;
    let box = { l: Math.max(r.left, 0), t: r.top, r: Math.min(r.right, vw), b: r.bottom };
    let opacity = 1;
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.display === "none" || s.visibility === "hidden") return null;
      opacity *= parseFloat(s.opacity);
      if (e !== el && s.overflow !== "visible" && e !== document.body && e !== document.documentElement) {
        const c = e.getBoundingClientRect();
        box = { l: Math.max(box.l, c.left), t: Math.max(box.t, c.top), r: Math.min(box.r, c.right), b: Math.min(box.b, c.bottom) };
      }
      if (box.r - box.l < 2 || box.b - box.t < 2) return null;
    }
    if (opacity < 0.1) return null;
    return { ...box, w: box.r - box.l, h: box.b - box.t, rect: r };
  };
  const body = document.body;
  let text = body ? body.innerText || "" : "";
  for (const e of hv.ignored) {
    const t = e.innerText;
    if (t && t.trim()) text = text.split(t).join("");
  }

  // a picture is on top when no other picture of about its size covers its visible
  // centre (the other buffer of a cross-fade; an arrow icon over it does not count)
  const onTop = (img, box) => {
    const x = (box.l + box.r) / 2, y = (box.t + box.b) / 2;
    if (y < 0 || y >= vh) return true;
    for (const e of document.elementsFromPoint(x, y)) {
      if (e === img) return true;
      const other = e !== body && hv.isPicture(e) && !hv.isSpacer(e) && seen(e);
      if (other && other.w * other.h >= 0.5 * box.w * box.h) return false;
    }
    return true;
  };
  const lazy = hv.LAZY;
  // the picture's own URL: a lazy-loading attribute that names another file than the one
  // shown means the shown one is a placeholder (a grey box, loading.png, a 1x1 gif)
  const srcOf = (img) => {
    const src = hv.pictureSrc(img);
    for (const a of lazy) {
      const v = img.getAttribute(a);
      if (!v || v.startsWith("data:")) continue;
      const real = new URL(v, location.href).href;
      if (real !== src) return real;
    }
    return src || null;
  };
  // the main picture: the largest picture a reader sees (from the template's XPath if given)
  let main = null, mainBox = null, area = 0, big = 0, thumbs = 0;
  const pictures = hv.pictures();
  const pool = content && content.picture ? hv.all(content.picture).filter((e) => e.nodeType === 1 && hv.isPicture(e)) : [];
  for (const img of pictures) {
    const box = seen(img);
    if (!box) continue;
    if (box.w > 100 && box.h > 100) big++;
    else if (box.w <= 200 && box.w >= 30 && box.h >= 20) thumbs++;
    if (pool.length && !pool.includes(img)) continue;
    const a = box.w * box.h;
    if (a > area && onTop(img, box)) { main = img; mainBox = box; area = a; }
  }
  const rect = mainBox ? mainBox.rect : null;
  // the track or stack a picture is one of: in its containers (five levels up at most),
  // the first whose children repeat the child holding the picture (same tag, a class in
  // common) and hold at least two more pictures a reader does not see (clipped out of a
  // sliding track, faded out under it, not displayed); its slide count and its box
  // The shown slide's own marker is a state too, whatever it is called (FlexSlider's
  // flex-active-slide on one <li> of five bare ones): of the branch's classes, only those
  // another child has count.
  const classes = (e) => (e.getAttribute("class") || "").split(/\s+/).filter((c) => c && !hv.STATE_CLASS.test(c));
  const shared = (a, b, kept) => {
    if (a.tagName !== b.tagName) return false;
    const ca = classes(a);
    const cb = new Set(classes(b).filter((c) => kept.has(c)));
    return ca.length === 0 ? cb.size === 0 : ca.some((c) => cb.has(c));
  };
  // the box a container's content is clipped to (its own and its ancestors' overflow
  // boxes, and the window's width)
  const clipOf = (el) => {
    const c = { l: 0, t: -Infinity, r: vw, b: Infinity };
    for (let e = el; e && e !== body && e !== document.documentElement; e = e.parentElement) {
      if (getComputedStyle(e).overflow === "visible") continue;
      const r = e.getBoundingClientRect();
      c.l = Math.max(c.l, r.left); c.t = Math.max(c.t, r.top); c.r = Math.min(c.r, r.right); c.b = Math.min(c.b, r.bottom);
    }
    return c;
  };
  const unseen = (img, slide, clip) => {
    if (!img.getClientRects().length) return true;
    const s = getComputedStyle(slide);
    if (s.visibility === "hidden" || parseFloat(s.opacity) < 0.1) return true;
    const r = img.getBoundingClientRect();
    const w = Math.min(r.right, clip.r) - Math.max(r.left, clip.l), h = Math.min(r.bottom, clip.b) - Math.max(r.top, clip.t);
    return w <= 0 || h <= 0 || w * h < 0.5 * r.width * r.height;
  };
  // a track's pictures in reading order: as laid out (a transform moves the track, not
  // where each slide stands in it), left to right, or right to left on a page written
  // right to left (the reader's direction, not the track's: react-slick's rtl mode lays
  // out an ltr track of the slides in reverse document order); top
  // to bottom in a column; in document order where every slide stands in one place (a fade)
  const readingOrder = (slides, box) => {
    const spread = (k) => new Set(slides.map((s) => s[k])).size > 1;
    const by = spread("x") ? "x" : spread("y") ? "y" : null;
    const sorted = by ? [...slides].sort((a, b) => a[by] - b[by]) : slides;
    if (by === "x" && getComputedStyle(body).direction === "rtl") sorted.reverse();
    return sorted.map((s) => s.src);
  };
  const SLIDES_LOOKED_AT = 100; // ours: more children than a gallery has slides is a list
  const trackOf = (img) => {
    let branch = img;
    for (let box = img.parentElement, up = 0; box && box !== body && up < 5; up++, branch = box, box = box.parentElement) {
      if (box.childElementCount < 3 || box.childElementCount > SLIDES_LOOKED_AT) continue;
      const clip = clipOf(box);
      let hidden = 0;
      const kept = new Set();
      for (const child of box.children) if (child !== branch) for (const c of classes(child)) kept.add(c);
      const slides = [];
      for (const child of box.children) {
        if (child !== branch && !shared(child, branch, kept)) continue;
        const pic = child === branch ? img : hv.pictureIn(child);
        if (pic) slides.push({ src: srcOf(pic), x: child.offsetLeft, y: child.offsetTop });
        if (child !== branch && pic && unseen(pic, child, clip)) hidden++;
      }
      if (hidden >= 2) return { count: hidden + 1, box, order: readingOrder(slides, box) };
    }
    return null;
  };
  const own = rect ? trackOf(main) : null;
  const track = own ? own.count : 0;
  // the track's pictures in reading order (a loop's clones included): which way a press
  // moved the gallery (js contract: trackOrder)
  const trackOrder = own ? own.order.filter((src) => src) : [];
  // the page's largest shown picture that is one of a track (an article's inline slideshow
  // beside a bigger figure): an XPath to its track's pictures
  const TRACKS_LOOKED_AT = 8; // the largest shown pictures: an inline slideshow is one
  let trackPictures = null;
  const shown = [];
  for (const img of pictures) {
    const box = seen(img);
    if (box && box.w > 100 && box.h > 100) shown.push([box.w * box.h, img]);
  }
  shown.sort((a, b) => b[0] - a[0]);
  for (const [, img] of shown.slice(0, TRACKS_LOOKED_AT)) {
    const t = img === main ? own : trackOf(img);
    const anchor = t && hv.anchor(t.box, false);
    if (anchor) { trackPictures = `${anchor}//img`; break; }
  }
  // a layer over the page holding the picture (a lightbox's viewer): a fixed box, or an
  // absolute one stacked high over most of the window; the page under it is out of sight,
  // so captions are read inside the layer only
  let layer = null;
  for (let e = main ? main.parentElement : null; e && e !== body; e = e.parentElement) {
    const s = getComputedStyle(e), r = e.getBoundingClientRect();
    const wide = r.width * Math.min(r.height, vh) >= 0.5 * vw * vh;
    if (s.position === "fixed" || (s.position === "absolute" && wide && (parseInt(s.zIndex, 10) || 0) >= 100)) layer = e;
  }

  // the slide counter: the nearest short visible text that reads n/N, 第n张/共N张, n of N;
  // inside the layer when there is one (the grid's own 1/5 labels under a viewer's shade
  // are as near to its picture as the viewer's counter)
  let counter = null, counterDist = Infinity;
  for (const el of hv.deep(layer || body)) {
    if (el.childElementCount > 4) continue;
    const t = (el.innerText || "").trim();
    if (!t || t.length > 24) continue;
    if (hv.ignored.some((e) => e.contains(el))) continue;
    for (const cre of hv.counterRes) {
      const m = t.match(cre);
      if (!m) continue;
      // 第3张 alone (a pager dot's hidden label: Foundation Orbit's) names no total: NaN
      const n = +m[1], N = +m[2];
      if (!Number.isInteger(n) || !Number.isInteger(N)) continue;
      if (n < 1 || N < 2 || n > N || N > 500 || !seen(el)) continue;
      const r = el.getBoundingClientRect();
      const d = rect
        ? Math.hypot(Math.max(rect.left - r.right, r.left - rect.right, 0), Math.max(rect.top - r.bottom, r.top - rect.bottom, 0))
        : 0;
      if (d < counterDist) { counter = { n, total: N }; counterDist = d; }
    }
  }

  // how many levels above the picture its nearest container that also holds el is
  const near = (el) => {
    let n = 0;
    for (let a = main; a && a !== body; a = a.parentElement, n++) if (a.contains(el)) return n;
    return 99;
  };
  const touched = (el) => {
    for (const t of hv.touched) if (t !== body && t !== document.documentElement && (t.contains(el) || el.contains(t))) return true;
    return false;
  };
  // a block of another slide: the branch that holds it, below the nearest container it
  // shares with the picture, holds another picture of about the picture's size (the
  // neighbour of a track still sliding out, a slide peeking in at the edge)
  const otherSlide = (el) => {
    let shared = main;
    while (shared && !shared.contains(el)) shared = shared.parentElement;
    if (!shared || shared === el) return false;
    let branch = el;
    while (branch.parentElement && branch.parentElement !== shared) branch = branch.parentElement;
    for (const img of pictures) {
      if (!branch.contains(img)) continue;
      const r = img.getBoundingClientRect();
      if (img !== main && r.width * r.height >= 0.5 * rect.width * rect.height) return true;
    }
    return false;
  };
  // caption candidates: the template's caption elements, else visible text blocks around
  // the picture, outside links and controls
  const captions = [], around = [];
  // over the page as the viewer is: in a fixed box, or in an absolute one stacked high
  // (a caption layer a viewer places at the end of <body>, over its picture)
  const overlays = new Map(); // element -> over the page or not (ancestors are shared)
  const overlaid = (el) => {
    if (!el || el === body || el.nodeType !== 1) return false;
    if (overlays.has(el)) return overlays.get(el);
    const s = getComputedStyle(el);
    const over = s.position === "fixed" || (s.position === "absolute" && (parseInt(s.zIndex, 10) || 0) >= 100) || overlaid(el.parentElement);
    overlays.set(el, over);
    return over;
  };
  const skip = new Set(["A", "BUTTON", "SELECT", "OPTION", "NAV", "SCRIPT", "STYLE", "TEXTAREA", "NOSCRIPT", "HEADER", "FOOTER"]);
  if (content && content.captions) {
    for (const el of hv.all(content.captions)) {
      if (el.nodeType !== 1 || !seen(el) || (main && otherSlide(el))) continue;
      captions.push({ key: hv.path(el), text: hv.untruncate(hv.domText(el)), touched: touched(el), xpath: hv.anchor(el, false), near: near(el) });
    }
  } else if (mainBox) {
    // around the part of the picture a reader sees: a slide moving in or out of its
    // clipping box must not move the region (and bring in the page's header)
    const top = mainBox.t - 200, bottom = mainBox.b + 320;
    const left = mainBox.l - 200, right = mainBox.r + 480;
    // and a band as deep again all round it, whose blocks are only reported (`around`):
    // a footer line that a caption of changing height pushes across the region's edge
    const band = 320;
    const taken = [];
    for (const el of hv.deep(body)) {
      if (skip.has(el.tagName) || el.closest("a,button,nav,textarea,[role=button]")) continue;
      // inside the viewer's layer, or in another layer over the page with it (a caption
      // bar or toolbar a component teleports to the end of <body>)
      if (layer && !layer.contains(el) && !overlaid(el)) continue;
      if (taken.some((t) => t.contains(el))) continue;
      if (hv.ignored.some((e) => e.contains(el))) continue;
      let own = "";
      for (const n of el.childNodes) if (n.nodeType === 3) own += n.nodeValue;
      if (!own.trim()) continue;
      const r = el.getBoundingClientRect();
      const cy = r.top + r.height / 2;
      // a bar over the page (a phone's caption bar fixed at the foot of the screen) is
      // as near as the screen is: read wherever it stands on it
      const beyond = cy < top || cy > bottom || r.right < left || r.left > right;
      const over = beyond && cy >= 0 && cy < vh && overlaid(el);
      const far = cy < top - band || cy > bottom + band || r.right < left - band || r.left > right + band;
      if (far && !over) continue;
      const outside = beyond && !over;
      const t = (el.innerText || "").trim();
      if (!t || t.length > 400 || !seen(el) || otherSlide(el)) continue;
      if (outside) { around.push({ key: hv.path(el), text: hv.domText(el) }); continue; }
      taken.push(el);
      if (hv.counterRes.some((c) => c.test(t))) continue; // a counter, its digits too
      captions.push({ key: hv.path(el), text: hv.untruncate(hv.domText(el)), touched: touched(el), xpath: hv.anchor(el, false), near: near(el) });
    }
  }
  hv.touched = new Set();

  // evidence for gallery-or-article
  const han = (s) => (s.match(/[\u3400-\u9fff]/g) || []).length;
  // and how many of those long paragraphs stand before and after the main picture (an
  // article's prose on both sides of a gallery it embeds)
  let paragraphChars = 0, paragraphsBefore = 0, paragraphsAfter = 0;
  for (const p of hv.deep(body)) {
    if (p.tagName !== "P") continue;
    const n = han(p.innerText || "");
    if (n < 40 || !seen(p)) continue;
    paragraphChars += n;
    if (!main || p.contains(main)) continue;
    const where = main.compareDocumentPosition(p);
    if (where & Node.DOCUMENT_POSITION_PRECEDING) paragraphsBefore++;
    else if (where & Node.DOCUMENT_POSITION_FOLLOWING) paragraphsAfter++;
  }
  // Prose around a block of the body (a picture's, a framed player's): the block is the
  // picture's container that stands among prose siblings, and its prose siblings are
  // counted outward on each side, up to one that shows a picture (a stack's next picture
  // or a grid's next cell ends the run, so their captions are never prose around one;
  // round 7's lightGallery grid of <figure>s with sentence captions). Prose is a sentence:
  // PROSE_MIN_HAN Han characters or more, ending as a sentence ends, not mostly links.
  // The best block of the page: the one with prose on both sides and the most of it.
  const PROSE_MIN_HAN = 20; // ours: a short news paragraph is one sentence of 25-40 Han chars
  const SENTENCE_END = /[。！？!?…”」』）)]$/;
  const proseOf = (el) => {
    if (el.tagName === "SCRIPT" || el.tagName === "STYLE") return 0;
    const t = (el.innerText || "").trim();
    const n = han(t);
    if (n < PROSE_MIN_HAN || !SENTENCE_END.test(t) || !seen(el)) return 0;
    let linked = 0;
    for (const a of el.querySelectorAll("a")) linked += han(a.innerText || "");
    return linked * 2 > n ? 0 : n;
  };
  const shows = (el) => el.matches("iframe") || [...el.querySelectorAll("img, iframe")].some((e) => {
    const b = e.getBoundingClientRect();
    return b.width > 100 && b.height > 100;
  });
  const proseAround = (el) => {
    let block = el;
    for (let up = 0; up < 8 && block.parentElement && block.parentElement !== body; up++) {
      const sib = [...block.parentElement.children];
      if (sib.filter((c) => c !== block && proseOf(c)).length >= 2) break;
      block = block.parentElement;
    }
    const out = { before: 0, after: 0, chars: 0 };
    for (const [step, side] of [["previousElementSibling", "before"], ["nextElementSibling", "after"]]) {
      for (let c = block[step]; c; c = c[step]) {
        if (shows(c)) break; // a cell of a grid or stack: its caption is no prose
        const n = proseOf(c);
        if (n) { out[side]++; out.chars += n; }
      }
    }
    return out;
  };
  let prose = { before: 0, after: 0, chars: 0 };
  const blocks = [...document.querySelectorAll("iframe"), ...pictures.filter((img) => {
    const b = seen(img);
    return b && b.w > 100 && b.h > 100;
  })].slice(0, 60);
  for (const el of blocks) {
    if (!seen(el)) continue;
    const p = proseAround(el);
    const both = (q) => (q.before && q.after ? q.chars : 0);
    if (both(p) > both(prose) || (!both(prose) && p.chars > prose.chars)) prose = p;
  }
  const html = document.documentElement.innerHTML;
  const slideData =
    !!document.querySelector("textarea#photoList, textarea[name='gallery-data'], #eData") ||
    /\b(?:slide_data|G_listdata|imgData|hdBigPic|gallery-data)\b/.test(html);
  const h1 = document.querySelector("h1");
  // an article pager's "next page" link
  let pager = null;
  if (re.pager) {
    for (const a of hv.deep(body)) {
      if (a.tagName !== "A" || !a.hasAttribute("href")) continue;
      const t = (a.textContent || "").trim();
      if (t && t.length <= 12 && re.pager.test(t) && seen(a) && !a.getAttribute("href").startsWith("javascript")) {
        pager = a.href; break;
      }
    }
  }

  hv.seenMutation = hv.lastMutation; // js/moved.js: has the page changed since?
  return {
    url: location.href,
    doc: hv.doc,
    title: document.title,
    headline: h1 ? (h1.innerText || "").trim() : null,
    text,
    image: main ? srcOf(main) : null,
    imageAlt: main ? (main.getAttribute("alt") || main.getAttribute("title") || main.getAttribute("aria-label") || "").trim() || null : null,
    imageXpath: main ? hv.anchor(main, false) : null,
    imageArea: area,
    imageRect: rect ? { left: rect.left, top: rect.top, width: rect.width, height: rect.height } : null,
    layer: !!layer,
    track,
    trackOrder,
    trackPictures,
    counter,
    counterDistance: counter ? counterDist : null,
    captions,
    around,
    visibleImages: big,
    thumbnails: thumbs,
    slideData,
    textChars: han(text),
    paragraphChars,
    paragraphsBefore,
    paragraphsAfter,
    proseBefore: prose.before,
    proseAfter: prose.after,
    proseChars: prose.chars,
    pager,
  };
}
