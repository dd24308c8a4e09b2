// How long the page has been still: milliseconds since the last counted DOM mutation,
// how many shown pictures are still loading, how many animations still run, how many
// timers a press set going are still to fire (init.js). A picture is loading until its
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
  for (const img of document.images) {
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
  const running = document.getAnimations
    ? document.getAnimations().filter((a) => a.playState === "running" && a.effect &&
        a.effect.getComputedTiming().iterations !== Infinity).length
    : 0;
  return { stillMs: now - hv.lastMutation, loading, running, pending: hv.pending ? hv.pending.size : 0 };
}
