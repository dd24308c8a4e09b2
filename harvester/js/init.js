// Installed before any page script runs (context.add_init_script). It records when the
// DOM last changed, so the harvester can tell a settled page from one still fading,
// loading or swapping a picture. Mutations inside elements listed in __hv.ignored
// (tickers and carousels found while watching the idle page) do not count.
(() => {
  if (window.__hv) return;
  const hv = (window.__hv = { lastMutation: performance.now(), ignored: [], watching: false, mutated: [] });
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
