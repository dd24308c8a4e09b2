// What says a page was made for a phone: its viewport meta's content (or null), and the
// width of the widest element of its layout's first levels a reader sees (a page drawn
// for a phone centres a column of 375-750 px on a desktop's window).
() => {
  const meta = document.querySelector('meta[name="viewport" i]');
  const body = document.body;
  let column = 0;
  const walk = (el, depth) => {
    for (const child of el.children) {
      const r = child.getBoundingClientRect();
      if (r.height < 50 || getComputedStyle(child).display === "none") continue;
      column = Math.max(column, Math.min(r.width, window.innerWidth));
      if (depth < 2) walk(child, depth + 1);
    }
  };
  if (body) walk(body, 0);
  return { viewport: meta ? meta.getAttribute("content") || "" : null, column, window: window.innerWidth };
}
