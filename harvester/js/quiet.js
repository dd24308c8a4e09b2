// How long the page has been still: milliseconds since the last counted DOM mutation,
// how many visible pictures are still loading, how many animations still run, how many
// timers a press set going are still to fire (init.js).
() => {
  const hv = window.__hv || { lastMutation: 0 };
  let loading = 0;
  for (const img of document.images) {
    const r = img.getBoundingClientRect();
    if (r.width > 1 && r.height > 1 && !img.complete) loading++;
  }
  const running = document.getAnimations
    ? document.getAnimations().filter((a) => a.playState === "running" && a.effect &&
        a.effect.getComputedTiming().iterations !== Infinity).length
    : 0;
  return [performance.now() - hv.lastMutation, loading, running, hv.pending ? hv.pending.size : 0];
}
