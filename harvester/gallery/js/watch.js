// Start (true) or stop (false) recording which elements change while nobody clicks.
// On stop, the changed elements' nearest block containers are marked ignored: tickers
// and carousels then neither delay settling nor count as a change; the block holding
// the main picture never is. Returns the DOM paths of the ignored containers, so they
// can be ignored again after the page is reloaded (see ignore.js).
(on) => {
  const hv = window.__hv;
  if (!hv) return [];
  if (on) { hv.watching = true; hv.mutated = []; return []; }
  hv.watching = false;
  // the gallery itself is never ignored: a picture that changes on its own is autoplay
  let main = null, area = 0;
  for (const i of hv.images ? hv.images() : document.images) {
    const r = i.getBoundingClientRect();
    if (r.width * r.height > area) { main = i; area = r.width * r.height; }
  }
  const blocks = new Set();
  for (const t of hv.mutated) {
    let b = t;
    while (b && b !== document.body && getComputedStyle(b).display === "inline") b = b.parentElement;
    if (!b || b === document.body || b === document.documentElement) continue;
    if (main && (b.contains(main) || main.contains(b))) continue;
    blocks.add(b);
  }
  for (const b of blocks) if (!hv.ignored.some((e) => e.contains(b))) hv.ignored.push(b);
  return hv.ignored.map(hv.path);
}
