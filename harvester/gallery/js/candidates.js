// Every element that might be the gallery's "next" control, described for ranking:
// its words (id, class, title, aria-label, data-testid, alt and src of an arrow image,
// short text, handler names), whether it looks clickable, where it sits against the main
// picture, and an XPath anchored on ids, classes, titles or text (hv.anchor: never on
// positions alone, so the same XPath finds the control on the site's other galleries);
// on a page of more than ANCHORED of them, the ANCHORED nearest the picture only.
// Where the main picture is: the largest shown picture, or the largest of `picture`'s.
(picture) => {
  const hv = window.__hv;
  if (hv.patternErrors.length) return { patternErrors: hv.patternErrors }; // init.js
  const re = hv.re;
  // `picture` given (an XPath: the pictures of an article's slideshow), the main picture is
  // the largest of those, not of the page
  const pool = picture ? hv.all(picture).filter((e) => e.nodeType === 1 && hv.isPicture(e)) : hv.pictures();
  const imgs = pool.filter((i) => {
    const r = i.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && getComputedStyle(i).visibility !== "hidden";
  });
  let main = null, area = 0;
  for (const i of imgs) {
    const r = i.getBoundingClientRect();
    const vis = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0)) * r.height;
    if (vis > area) { main = i; area = vis; }
  }
  const pic = main ? main.getBoundingClientRect() : null;
  const said = (s) => (re.next && re.next.test(s)) || (re.right && re.right.test(s)) || /下一|后一|›|»|→|>/.test(s);

  const out = [];
  const sel = "a,div,span,button,i,em,b,li,img,area,p,input[type=button],input[type=image],label,td,svg,[role=button]";
  for (const el of hv.deep(document.body)) {
    if (!el.matches(sel)) continue;
    if (el.closest("textarea,noscript")) continue;
    if (el.tagName.toLowerCase() === "svg" && el.closest("button,a,[role=button]")) continue;
    const s = getComputedStyle(el);
    if (s.display === "none" || s.visibility === "hidden") continue;
    const r = el.getBoundingClientRect();
    if (r.width < 4 || r.height < 4) continue;
    const child = el.querySelector("img");
    const words = [
      el.id, el.getAttribute("class"), el.getAttribute("title"), el.getAttribute("aria-label"),
      el.getAttribute("data-testid"), el.getAttribute("alt"), el.getAttribute("name"), el.getAttribute("onclick"),
      el.getAttribute("onmousedown"), el.getAttribute("rel"), el.getAttribute("data-action"),
      child && child.getAttribute("alt"), child && child.getAttribute("src"),
      el.tagName === "IMG" ? el.getAttribute("src") : null,
    ].filter(Boolean).join(" ");
    const text = (el.innerText || "").trim();
    const pointer = s.cursor === "pointer" || el.tagName === "BUTTON" || el.hasAttribute("onclick") ||
      el.getAttribute("role") === "button" || el.hasAttribute("onmousedown") ||
      (el.tagName === "A" && el.hasAttribute("href"));
    let overRight = false, beside = false, dist = 1e9;
    if (pic) {
      const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
      const px = pic.left + pic.width / 2, py = pic.top + pic.height / 2;
      dist = Math.hypot(cx - px, cy - py);
      overRight = cx >= px && cx <= pic.right + 4 && cy >= pic.top && cy <= pic.bottom &&
        r.width < pic.width * 0.9;
      beside = r.left <= pic.right + 160 && r.right >= pic.left - 160 &&
        r.top <= pic.bottom + 160 && r.bottom >= pic.top - 160;
    }
    if (!pointer && !overRight && !said(words + " " + text.slice(0, 12))) continue;
    if (text.length > 40) continue;
    out.push({
      tag: el.tagName.toLowerCase(),
      words,
      text: text.slice(0, 40),
      href: el.getAttribute("href") || "",
      target: el.getAttribute("target") || "",
      pointer,
      overRight,
      beside,
      picture: el === main,
      distance: dist,
      width: r.width,
      height: r.height,
      disabled: el.disabled === true || el.getAttribute("aria-disabled") === "true",
      xpath: null,
      el,
    });
  }
  // An XPath is made for the ANCHORED nearest to the picture only: anchoring checks that
  // each XPath finds one element, which costs a page of 10,000 look-alike "next" links
  // minutes; a real control sits by its picture (the ranking weighs that as well)
  const ANCHORED = 300;
  const kept = out.length <= ANCHORED ? out
    : new Set([...out].sort((a, b) => a.distance - b.distance).slice(0, ANCHORED));
  const listed = out.length <= ANCHORED ? out : out.filter((item) => kept.has(item));
  for (const item of listed) {
    item.xpath = hv.anchor(item.el);
    delete item.el;
  }
  return listed;
}
