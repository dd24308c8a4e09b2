// A snapshot of what a reader sees: the visible text, the main picture, the slide
// counter, the text blocks around the picture (caption candidates, keyed by their
// DOM path) and the page-level evidence used to tell a gallery from an article.
// Only rendered, visible content counts: hidden copies of every caption (textareas,
// display:none data blocks, pre-rendered slides) are invisible to innerText.
() => {
  const hv = window.__hv || { ignored: [], path: () => "" };
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.display === "none" || s.visibility === "hidden" || parseFloat(s.opacity) < 0.05) return false;
    }
    return true;
  };
  const body = document.body;
  let text = body ? body.innerText || "" : "";
  for (const e of hv.ignored) {
    const t = e.innerText;
    if (t && t.trim()) text = text.split(t).join("");
  }

  // the main picture: the largest visible <img>
  let main = null, area = 0;
  const vw = window.innerWidth, vh = window.innerHeight;
  let big = 0, thumbs = 0;
  for (const img of document.images) {
    if (!shown(img)) continue;
    const r = img.getBoundingClientRect();
    const a = r.width * r.height;
    if (r.width > 100 && r.height > 100) big++;
    else if (r.width <= 200 && r.width >= 30 && r.height >= 20) thumbs++;
    if (a > area) { main = img; area = a; }
  }
  const rect = main ? main.getBoundingClientRect() : null;

  // the slide counter: a short visible text that reads n/N, 第n张/共N张, n of N
  const counterRes = [
    /^[(（\[]?\s*(\d{1,3})\s*[\/／]\s*(\d{1,3})\s*[)）\]]?$/,
    /第\s*(\d{1,3})\s*[张幅页图]\s*[\/／,，]?\s*共\s*(\d{1,3})\s*[张幅页图]/,
    /^(?:image|photo|picture|slide)?\s*(\d{1,3})\s+of\s+(\d{1,3})$/i,
  ];
  let counter = null, counterDist = Infinity;
  for (const el of body ? body.querySelectorAll("*") : []) {
    if (el.childElementCount > 4) continue;
    const t = (el.innerText || "").trim();
    if (!t || t.length > 24) continue;
    for (const re of counterRes) {
      const m = t.match(re);
      if (!m) continue;
      const n = +m[1], N = +m[2];
      if (n < 1 || N < 1 || n > N || N > 500 || !shown(el)) continue;
      const r = el.getBoundingClientRect();
      const d = rect ? Math.hypot(r.x - rect.x, r.y - rect.y) : 0;
      if (d < counterDist) { counter = [n, N]; counterDist = d; }
    }
  }

  // caption candidates: visible text blocks around the picture, outside links
  const captions = [];
  if (rect) {
    const top = rect.top - 200, bottom = rect.bottom + 320;
    const left = rect.left - 200, right = rect.right + 480;
    const skip = new Set(["A", "BUTTON", "SELECT", "OPTION", "NAV", "SCRIPT", "STYLE", "TEXTAREA", "NOSCRIPT"]);
    const taken = [];
    for (const el of body.querySelectorAll("*")) {
      if (skip.has(el.tagName) || el.closest("a,button,nav,textarea")) continue;
      if (taken.some((t) => t.contains(el))) continue;
      if (hv.ignored.some((e) => e.contains(el))) continue;
      let own = "";
      for (const n of el.childNodes) if (n.nodeType === 3) own += n.nodeValue;
      if (!own.trim()) continue;
      const r = el.getBoundingClientRect();
      const cy = r.top + r.height / 2;
      if (cy < top || cy > bottom || r.right < left || r.left > right) continue;
      const t = (el.innerText || "").trim();
      if (!t || t.length > 400 || !shown(el)) continue;
      captions.push([hv.path(el), t]);
      taken.push(el);
    }
  }

  // evidence for gallery-or-article
  const han = (s) => (s.match(/[\u3400-\u9fff]/g) || []).length;
  let paragraphChars = 0;
  for (const p of body ? body.querySelectorAll("p") : []) {
    const n = han(p.innerText || "");
    if (n >= 40 && shown(p)) paragraphChars += n;
  }
  const html = document.documentElement.innerHTML;
  const slideData =
    !!document.querySelector("textarea#photoList, textarea[name='gallery-data'], #eData") ||
    /\b(?:slide_data|G_listdata|imgData|hdBigPic|gallery-data)\b/.test(html);
  const h1 = document.querySelector("h1");

  return {
    url: location.href,
    title: document.title,
    headline: h1 ? (h1.innerText || "").trim() : null,
    text,
    image: main ? main.currentSrc || main.src : null,
    imageArea: area,
    imageRect: rect ? [rect.left, rect.top, rect.width, rect.height] : null,
    counter,
    captions,
    viewportArea: vw * vh,
    visibleImages: big,
    thumbnails: thumbs,
    slideData,
    textChars: han(text),
    paragraphChars,
  };
}
