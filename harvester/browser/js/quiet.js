// How long the page has been still: milliseconds since the last counted DOM mutation,
// how many shown pictures are still loading, how many animations still run, how many
// timers the page waits on are still to fire and requests its scripts made are unanswered
// (init.js). A picture is loading until its
// load event has run (init.js marks it), and may have no size till then: a slide
// script's new <img> is 0 x 0 until it is decoded, and on a busy CPU that moment is
// long (a lazy picture outside the window never loads: left out).
() => {
  const hv = window.__hv || { lastMutation: 0 };
  let loading = 0;
  // ours: an event runs within milliseconds of its picture, or within a second on a CPU
  // 30 times slow; the bound holds where a document.open() dropped init.js's listener
  const LOAD_EVENT_WAIT_MS = 1000;
  const now = performance.now();
  for (const img of hv.images ? hv.images() : document.images) {
    const source = img.currentSrc || img.getAttribute("src");
    if (img.complete) {
      if (!source || img.__hvDone) continue;
      if (!img.__hvComplete) img.__hvComplete = now;
      if (now - img.__hvComplete < LOAD_EVENT_WAIT_MS) loading++;
      continue;
    }
    const r = img.getBoundingClientRect();
    const sized = r.width > 1 && r.height > 1;
    if (sized || (source && img.loading !== "lazy" && img.getClientRects().length)) loading++;
  }
  // a picture in view whose box moved since the last look is still on its way (a slide
  // moved frame by frame by a script, a smooth scroll, a spring): no mutation or
  // animation says so when the page scrolls a box or sets a transform through the CSSOM
  const boxes = new Map();
  for (const img of hv.images ? hv.images() : document.images) {
    const r = img.getBoundingClientRect();
    if (r.width <= 100 || r.height <= 100 || r.right <= 0 || r.left >= innerWidth || r.bottom <= 0 || r.top >= innerHeight) continue;
    const where = `${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.width)}`;
    boxes.set(img, where);
    if (hv.boxes && hv.boxes.has(img) && hv.boxes.get(img) !== where) hv.lastMutation = now;
  }
  hv.boxes = boxes;
  const running = document.getAnimations
    ? document.getAnimations().filter((a) => a.playState === "running" && a.effect &&
        a.effect.getComputedTiming().iterations !== Infinity).length
    : 0;
  return {
    stillMs: now - hv.lastMutation, loading, running,
    pending: (hv.pending ? hv.pending.size : 0) + (hv.requests || 0),
  };
}
