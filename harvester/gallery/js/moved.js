// Whether a counted DOM mutation came after the last snapshot (state.js): the page moved
// by itself (autoplay) between a settled snapshot and the next press. True on a new
// document, which has had no snapshot yet.
() => {
  const hv = window.__hv;
  return !hv || hv.seenMutation === undefined || hv.lastMutation !== hv.seenMutation;
}
