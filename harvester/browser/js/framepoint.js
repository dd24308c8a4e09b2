// A point of a same-origin frame's window (where point.js would press inside it) in the
// page's own window, after scrolling the page to bring it into view; null when the frame
// is gone or the point stays out of view. The frame's content box starts past its border
// and padding.
([xp, at]) => {
  const frame = window.__hv.first(xp);
  if (!frame || !frame.getBoundingClientRect) return null;
  const place = () => {
    const r = frame.getBoundingClientRect(), s = getComputedStyle(frame);
    return {
      x: r.left + frame.clientLeft + parseFloat(s.paddingLeft || "0") + at.x,
      y: r.top + frame.clientTop + parseFloat(s.paddingTop || "0") + at.y,
    };
  };
  let p = place();
  const outX = p.x < 0 || p.x >= window.innerWidth, outY = p.y < 0 || p.y >= window.innerHeight;
  if (outX || outY) {
    window.scrollBy(outX ? p.x - window.innerWidth / 2 : 0, outY ? p.y - window.innerHeight / 2 : 0);
    p = place();
  }
  return p.x < 0 || p.y < 0 || p.x >= window.innerWidth || p.y >= window.innerHeight ? null : p;
}
