// Every element that might be the gallery's "next" control, described for ranking:
// its words (id, class, title, aria-label, alt and src of an arrow image, short text,
// handler names), whether it looks clickable, where it sits against the main picture,
// and an XPath anchored on ids, classes, titles or text (never on positions alone, so
// the same XPath finds the control on the site's other galleries).
() => {
  const q = (s) => `'${s.replace(/'/g, "")}'`;
  const count = (xp) => {
    try {
      return document.evaluate(`count(${xp})`, document, null, XPathResult.NUMBER_TYPE, null).numberValue;
    } catch (e) { return 0; }
  };
  const first = (xp) => {
    try {
      return document.evaluate(xp, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
    } catch (e) { return null; }
  };
  const hashed = (t) => /\d/.test(t) && /[a-z]/i.test(t) && t.length <= 8 && !/^(?:h\d|col|span|grid)/i.test(t);
  const own = (el) => {
    const tag = el.tagName.toLowerCase();
    const forms = [];
    const id = el.getAttribute("id");
    if (id && !/\d{4,}/.test(id)) forms.push(`//${tag}[@id=${q(id)}]`);
    const title = el.getAttribute("title");
    if (title && title.length <= 20) forms.push(`//${tag}[@title=${q(title)}]`);
    const cls = (el.getAttribute("class") || "").split(/\s+/).filter((c) => c && !/^(?:on|active|hover|cur|current|selected|show|hide)$/i.test(c));
    for (const c of cls) forms.push(`//${tag}[contains(concat(' ',normalize-space(@class),' '),${q(" " + c + " ")})]`);
    if (cls.length > 1) forms.push(`//${tag}[@class=${q(el.getAttribute("class"))}]`);
    const text = (el.textContent || "").trim();
    if (text && text.length <= 12) forms.push(`//${tag}[normalize-space()=${q(text)}]`);
    return forms;
  };
  const xpathOf = (el) => {
    for (const xp of own(el)) if (count(xp) === 1 && first(xp) === el) return xp;
    // anchor on the nearest ancestor that has a unique id or class
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      for (const axp of own(a)) {
        if (count(axp) !== 1) continue;
        for (const xp of own(el).map((f) => axp + "/" + f.replace(/^\/\//, "/"))) {
          const deep = xp.replace(axp + "/", axp + "//");
          if (count(deep) === 1 && first(deep) === el) return deep;
        }
      }
    }
    for (const xp of own(el)) if (first(xp) === el) return `(${xp})[1]`;
    return null;
  };

  const imgs = [...document.images].filter((i) => {
    const r = i.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && getComputedStyle(i).visibility !== "hidden";
  });
  let main = null, area = 0;
  for (const i of imgs) {
    const r = i.getBoundingClientRect();
    if (r.width * r.height > area) { main = i; area = r.width * r.height; }
  }
  const pic = main ? main.getBoundingClientRect() : null;

  const out = [];
  const sel = "a,div,span,button,i,em,b,li,img,area,p,input[type=button],input[type=image],label,td";
  for (const el of document.body ? document.body.querySelectorAll(sel) : []) {
    const s = getComputedStyle(el);
    if (s.display === "none" || s.visibility === "hidden") continue;
    const r = el.getBoundingClientRect();
    if (r.width < 4 || r.height < 4) continue;
    if (el.closest("textarea,noscript")) continue;
    const child = el.querySelector("img");
    const words = [
      el.id, el.getAttribute("class"), el.getAttribute("title"), el.getAttribute("aria-label"),
      el.getAttribute("alt"), el.getAttribute("name"), el.getAttribute("onclick"),
      el.getAttribute("onmousedown"), el.getAttribute("rel"), el.getAttribute("data-action"),
      child && child.getAttribute("alt"), child && child.getAttribute("src"),
      el.tagName === "IMG" ? el.getAttribute("src") : null,
    ].filter(Boolean).join(" ");
    const text = (el.innerText || "").trim();
    const pointer = s.cursor === "pointer" || el.tagName === "BUTTON" || el.hasAttribute("onclick") ||
      el.hasAttribute("onmousedown") || (el.tagName === "A" && el.hasAttribute("href"));
    let overRight = false, beside = false, dist = 1e9;
    if (pic) {
      const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
      const px = pic.left + pic.width / 2, py = pic.top + pic.height / 2;
      dist = Math.hypot(cx - px, cy - py);
      overRight = cx >= px && cx <= pic.right + 4 && cy >= pic.top && cy <= pic.bottom;
      beside = r.left <= pic.right + 160 && r.right >= pic.left - 160 &&
        r.top <= pic.bottom + 160 && r.bottom >= pic.top - 160;
    }
    if (!pointer && !overRight && !/next|right|下一|后一|›|»|→|>/i.test(words + " " + text.slice(0, 12))) continue;
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
      distance: dist,
      width: r.width,
      height: r.height,
      hashed: (el.getAttribute("class") || "").split(/\s+/).some(hashed),
      xpath: xpathOf(el),
    });
  }
  return out;
}
