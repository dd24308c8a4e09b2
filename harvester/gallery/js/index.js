// The pages an index of a gallery's pages links (a phone's photo browser: a list of
// thumbnails, each a link to one picture's page, its caption beside it): each link around
// a picture, with the text of its item (the list item, else the link's parent) outside
// the link (a number on the thumbnail is the link's own).
() => {
  const out = [];
  for (const a of document.querySelectorAll("a[href]")) {
    if (!a.querySelector("img")) continue;
    const item = a.closest("li") || a.parentElement;
    if (!item) continue;
    const parts = [];
    const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!a.contains(n)) parts.push(n.nodeValue);
    out.push({ href: a.href, caption: parts.join(" ").replace(/\s+/g, " ").trim() });
  }
  return out;
}
