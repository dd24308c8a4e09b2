// A stack shown in part: the group at `itemsXpath` sits in a box that cuts it off (a stream
// shown to 760 px under a fade, the rest shown or fetched by a 展开全部 press), or stops at
// a control that loads the rest (加载更多). The box is the items' nearest common container,
// or one of its two parents that clips (overflow hidden or clip, not a scroller the reader
// scrolls) and holds more than it shows; it holds little else than the items' cells (an
// article body folded under 展开全文 is text, not a gallery). The answer: whether the box
// cuts the stack off, and the XPaths of the controls that may show the rest, nearest first:
// shown, short of text, not a link to another page, across the box's foot (from a fade
// over its last rows to a little below it).
(itemsXpath) => {
  const hv = window.__hv;
  const HIDDEN_MIN_PX = 40;   // the box hides at least this much of its content
  const LEVELS = 2;           // how far above the items' container the box may be
  const OTHER_TEXT = 200;     // characters of the box's text outside the items' cells
  const ABOVE_PX = 160, BELOW_PX = 200; // the foot: a fade over the box, a bar under it
  const MAX_LABEL = 40;       // an unfold control says little (展开全部图片（共12张）)
  const units = hv.all(itemsXpath).filter((e) => e.nodeType === 1);
  if (!units.length) return { clipped: false, controls: [] };
  let common = units[0].parentElement;
  while (common && !units.every((u) => common.contains(u))) common = common.parentElement;
  if (!common || common === document.body) return { clipped: false, controls: [] };
  let box = common, clipped = false;
  for (let e = common, n = 0; e && e !== document.body && n <= LEVELS; e = e.parentElement, n++) {
    if (!/hidden|clip/.test(getComputedStyle(e).overflowY)) continue;
    if (e.scrollHeight > e.clientHeight + HIDDEN_MIN_PX) [box, clipped] = [e, true];
    break;
  }
  // each item's cell: its highest ancestor in the box that holds no other item
  const cells = units.map((u) => {
    let c = u;
    while (c.parentElement && c.parentElement !== box && !units.some((o) => o !== u && c.parentElement.contains(o))) c = c.parentElement;
    return c;
  });
  const len = (e) => (e.textContent || "").replace(/\s+/g, "").length;
  if (len(box) - cells.reduce((sum, c) => sum + len(c), 0) > OTHER_TEXT) return { clipped, controls: [] };
  const r = box.getBoundingClientRect();
  let root = box;
  for (let n = 0; n < 3 && root.parentElement && root !== document.body; n++) root = root.parentElement;
  const found = [];
  for (const el of root.querySelectorAll("button, a, [role=button], [onclick], input[type=button], div, span")) {
    if (cells.some((c) => c.contains(el))) continue;
    const s = getComputedStyle(el);
    const clickable = el.matches("button, a, [role=button], [onclick], input[type=button]") || s.cursor === "pointer";
    if (!clickable || s.visibility === "hidden" || s.display === "none") continue;
    const b = el.getBoundingClientRect();
    if (b.width < 8 || b.height < 8 || b.top < r.bottom - ABOVE_PX || b.top > r.bottom + BELOW_PX) continue;
    if (b.right <= r.left || b.left >= r.right) continue;
    const label = (el.innerText || el.value || el.getAttribute("aria-label") || "").trim();
    if (!label || label.length > MAX_LABEL) continue;
    const href = el.tagName === "A" ? (el.getAttribute("href") || "").trim() : "";
    if (href && !/^(?:#|javascript:)/i.test(href)) continue;
    // a control's own parts (a button's span, inheriting its cursor) are the control
    if (found.some((f) => f.el.contains(el))) continue;
    const xpath = hv.anchor(el, false);
    if (xpath) found.push({ el, xpath, distance: Math.abs(b.top - r.bottom) });
  }
  return { clipped, controls: found.sort((a, b) => a.distance - b.distance).map((f) => f.xpath) };
}
