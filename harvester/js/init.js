// Installed before any page script runs (context.add_init_script). It records when the
// DOM last changed, so the harvester can tell a settled page from one still fading,
// loading or swapping a picture. Mutations inside elements listed in __hv.ignored
// (tickers and carousels found while watching the idle page) do not count.
(() => {
  if (window.__hv) return;
  const hv = (window.__hv = { lastMutation: performance.now(), ignored: [], watching: false, mutated: [] });
  // An element's positional DOM path (/html/body[1]/div[2]/p[1]): a key for the same
  // block across the states of one gallery, and for tickers after a reload.
  hv.path = (el) => {
    const parts = [];
    for (let e = el; e && e.nodeType === 1 && e !== document.documentElement; e = e.parentElement) {
      let i = 1;
      for (let s = e.previousElementSibling; s; s = s.previousElementSibling) if (s.tagName === e.tagName) i++;
      parts.unshift(`${e.tagName.toLowerCase()}[${i}]`);
    }
    return "/html/" + parts.join("/");
  };
  const observe = () => {
    new MutationObserver((records) => {
      const now = performance.now();
      for (const r of records) {
        const t = r.target.nodeType === 1 ? r.target : r.target.parentElement;
        if (!t || hv.ignored.some((e) => e.contains(t))) continue;
        hv.lastMutation = now;
        if (hv.watching) hv.mutated.push(t);
      }
    }).observe(document.documentElement, {
      subtree: true, childList: true, attributes: true, characterData: true,
    });
  };
  if (document.documentElement) observe();
  else document.addEventListener("DOMContentLoaded", observe);
})();
