// A numbered pager's "next": given the XPath of a page number just pressed (it moved the
// gallery one picture forward, and a second press of it cannot), an XPath that finds the
// number after the current one, whichever that is: the current number is the one sibling
// marked apart (aria-current, or a class no other sibling has), the next one its
// following sibling of the same tag. Null when the pressed element is no page number or
// the pager marks no current one.
(xp) => {
  const hv = window.__hv;
  const el = hv.first(xp);
  if (!el || !/^\s*\d{1,3}\s*$/.test(el.textContent || "")) return null;
  const parent = el.parentElement;
  const tag = hv.nameTest(el);
  const numbers = [...(parent ? parent.children : [])].filter((c) => c.tagName === el.tagName && /^\s*\d{1,3}\s*$/.test(c.textContent || ""));
  if (numbers.length < 3) return null;
  const classes = (c) => (c.getAttribute("class") || "").split(/\s+/).filter(Boolean);
  const markers = [];
  const current = numbers.filter((c) => c.hasAttribute("aria-current"));
  if (current.length === 1) markers.push("@aria-current");
  for (const cls of new Set(numbers.flatMap(classes))) {
    if (numbers.filter((c) => classes(c).includes(cls)).length === 1) markers.push(`contains(concat(' ',normalize-space(@class),' '),' ${cls.replace(/'/g, "")} ')`);
  }
  const base = hv.anchor(parent, false);
  if (!base) return null;
  for (const marker of markers) {
    const next = `${base}/${tag}[${marker}]/following-sibling::${tag}[1]`;
    // the marker names one number, and the XPath finds the one after it
    const marked = hv.all(`${base}/${tag}[${marker}]`), found = hv.all(next);
    if (marked.length === 1 && found.length === 1 && found[0] === marked[0].nextElementSibling) return next;
  }
  return null;
}
