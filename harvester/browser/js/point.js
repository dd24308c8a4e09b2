// A point inside the element at the XPath where a real mouse would hit that element
// (or something inside it), after scrolling the window to it when it is out of view;
// null when it is gone or covered everywhere. Overlays may cover part of a hit zone, so a
// grid is tried. Only the window scrolls: scrollIntoView would also scroll the boxes
// around the element, and a gallery's clipping box scrolled (which no reader can do)
// shifts its slide track off the picture shown.
(xp) => {
  const WIDE_PX = 200; // ours: no arrow or button of GALLERY_MECHANICS.md is this wide
  const el = window.__hv.first(xp);
  if (!el || !el.getBoundingClientRect) return null;
  let r = el.getBoundingClientRect();
  const outX = r.left < 0 || r.right > window.innerWidth;
  const outY = r.top < 0 || r.bottom > window.innerHeight;
  if (outX || outY) {
    window.scrollBy(
      outX ? r.left + r.width / 2 - window.innerWidth / 2 : 0,
      outY ? r.top + r.height / 2 - window.innerHeight / 2 : 0,
    );
    r = el.getBoundingClientRect();
  }
  if (r.width < 1 || r.height < 1) return null;
  // A wide element may be a picture whose click pages by the half it hits (its handler
  // reads offsetX: right half next, left half back; GALLERY_MECHANICS.md has the same
  // halves as separate zones, Tencent's #mouseOverright), so its right part is tried
  // first; a control that does one thing wherever it is hit is hit there as well.
  const wide = r.width >= WIDE_PX;
  const fx = wide ? [0.75, 0.9, 0.5, 0.25, 0.1] : [0.5, 0.75, 0.25, 0.9, 0.1];
  const fy = [0.5, 0.3, 0.7, 0.15, 0.85];
  for (const y of fy) for (const x of fx) {
    const px = r.left + r.width * x, py = r.top + r.height * y;
    if (px < 0 || py < 0 || px >= window.innerWidth || py >= window.innerHeight) continue;
    let hit = document.elementFromPoint(px, py);
    for (let inner; hit && (inner = window.__hv.shadowOf(hit)) && inner.elementFromPoint;) {
      const deeper = inner.elementFromPoint(px, py); // the element inside a shadow tree
      if (!deeper || deeper === hit) break;
      hit = deeper;
    }
    if (hit && (hit === el || el.contains(hit))) return { x: px, y: py };
  }
  return null;
}
