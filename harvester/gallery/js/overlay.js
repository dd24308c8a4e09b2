// A sheet over the page that a reader must close first (a cookie or consent banner, a
// login prompt): a fixed or sticky box covering a large part of the window, or the main
// picture, with a button whose words say accept / close / 暂不登录. Returns that button's
// anchored XPath, or null. `xp` given: press-ready check of a known button (its XPath
// when it is shown, else null).
(xp) => {
  const hv = window.__hv;
  if (hv.patternErrors.length) return { patternErrors: hv.patternErrors }; // init.js
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    const s = getComputedStyle(el);
    return s.display !== "none" && s.visibility !== "hidden" && parseFloat(s.opacity) > 0.1;
  };
  if (xp) {
    const el = hv.first(xp);
    return el && shown(el) ? xp : null;
  }
  const vw = innerWidth, vh = innerHeight;
  const sheets = [];
  for (const el of hv.deep(document.body)) {
    const s = getComputedStyle(el);
    if (s.position !== "fixed" && s.position !== "sticky") continue;
    if (!shown(el)) continue;
    const r = el.getBoundingClientRect();
    const w = Math.min(r.right, vw) - Math.max(r.left, 0), h = Math.min(r.bottom, vh) - Math.max(r.top, 0);
    if (w <= 0 || h <= 0 || (w * h) / (vw * vh) < 0.12) continue;
    sheets.push(el);
  }
  for (const sheet of sheets) {
    const buttons = sheet.querySelectorAll("button,a,span,div,i,[role=button],input[type=button],input[type=submit]");
    let best = null;
    for (const b of buttons) {
      if (!shown(b)) continue;
      const words = [(b.innerText || b.value || "").trim(), b.getAttribute("aria-label"), b.getAttribute("title")]
        .filter(Boolean);
      if (!words.some((w) => w.length <= 12 && hv.re.dismiss && hv.re.dismiss.test(w.trim()))) continue;
      if (b.querySelector("button,a,[role=button]")) continue; // the innermost control
      best = best || b;
    }
    if (best) return hv.anchor(best);
  }
  return null;
}
