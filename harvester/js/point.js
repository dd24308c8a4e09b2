// A point inside the element at the XPath where a real mouse would hit that element
// (or something inside it), after scrolling it into view; null when it is gone or
// covered everywhere. Overlays may cover part of a hit zone, so a grid is tried.
(xp) => {
  const el = document.evaluate(xp, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
  if (!el || !el.getBoundingClientRect) return null;
  el.scrollIntoView({ block: "center", inline: "center" });
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1) return null;
  const fx = [0.5, 0.75, 0.25, 0.9, 0.1], fy = [0.5, 0.3, 0.7, 0.15, 0.85];
  for (const y of fy) for (const x of fx) {
    const px = r.left + r.width * x, py = r.top + r.height * y;
    if (px < 0 || py < 0 || px >= window.innerWidth || py >= window.innerHeight) continue;
    const hit = document.elementFromPoint(px, py);
    if (hit && (hit === el || el.contains(hit))) return [px, py];
  }
  return null;
}
