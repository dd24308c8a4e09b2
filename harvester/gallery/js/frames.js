// The largest same-origin frame the page shows that could hold a gallery: an <iframe>
// drawn at least FRAME_MIN_W x FRAME_MIN_H whose document this page can read and that
// shows a picture of at least PICTURE_MIN px a side (a photo player framed into its page,
// GALLERY_MECHANICS.md: portals frame their players as they frame their video). Returns
// its XPath and area, or null. A frame of another origin cannot be read and is no gallery
// of this page's.
() => {
  const hv = window.__hv;
  const FRAME_MIN_W = 300, FRAME_MIN_H = 200; // ours: the smallest player frame worth reading
  const PICTURE_MIN = 100; // state.js: a visible picture is over 100 x 100 px
  let best = null;
  for (const el of hv.deep(document.body)) {
    if (el.tagName !== "IFRAME") continue;
    const r = el.getBoundingClientRect();
    if (r.width < FRAME_MIN_W || r.height < FRAME_MIN_H) continue;
    const s = getComputedStyle(el);
    if (s.display === "none" || s.visibility === "hidden") continue;
    let doc = null;
    try { doc = el.contentDocument; } catch (e) { doc = null; }
    if (!doc || !doc.body) continue;
    const pictured = [...doc.images].some((img) => {
      const b = img.getBoundingClientRect();
      return b.width >= PICTURE_MIN && b.height >= PICTURE_MIN;
    });
    if (!pictured) continue;
    const area = r.width * r.height;
    if (!best || area > best.area) best = { xpath: hv.anchor(el, false), area };
  }
  return best && best.xpath ? best : null;
}
