// Groups of thumbnails that may open a viewer (a lightbox), or of stacked pictures: three or
// more like items, each a visible picture (or the link, button or data-carrying box around
// it), laid out as one grid, list or row. For every item: its thumbnail, every large
// picture its markup names (an <a href> to a picture file, an attribute naming another
// picture than the one shown), every caption its markup holds (attributes with
// text, the visible text of its cell), whether it links to another page and where its
// picture is on the page. `itemsXpath` given: that group only (a template's grid), else
// every group. Items are grouped by the tags and classes of their
// ancestors, so one grid's cells fall into one group and the page's other strips into
// others; `items` is one XPath that finds exactly the group's items, for the template.
(itemsXpath) => {
  const hv = window.__hv;
  const PICTURE = /\.(?:jpe?g|png|gif|webp|avif|bmp)$/i;
  const NOT_CAPTION = /^(?:class|id|style|href|src|srcset|sizes|target|rel|role|tabindex|width|height|loading|decoding|type|draggable|crossorigin|referrerpolicy|fetchpriority|lang|dir|hidden|data-index|data-id|data-slide|data-slide-index|data-count|data-type|data-gallery|data-group|data-lightbox|data-fancybox|data-rel|data-toggle|data-bs-toggle|data-target|data-width|data-height|data-size|data-pswp-width|data-pswp-height|aria-hidden|aria-controls|aria-expanded|aria-haspopup|on\w+)$/i;
  const abs = (v) => { try { return new URL(v, location.href).href; } catch (e) { return null; } };
  // a picture file by its path: a viewer page naming one in its query
  // (showimage.shtml?http://…/1.jpg) is a page
  const isPicture = (v) => { try { return PICTURE.test(new URL(v, location.href).pathname); } catch (e) { return false; } };
  const textOf = (html) => {
    if (!/[<&]/.test(html)) return html.trim();
    const t = document.createElement("template");
    t.innerHTML = html;
    return (t.content.textContent || "").replace(/\s+/g, " ").trim();
  };
  const visible = (img) => {
    const r = img.getBoundingClientRect();
    if (r.width < 40 || r.height < 30) return false;
    for (let e = img; e && e.nodeType === 1; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.display === "none" || s.visibility === "hidden" || parseFloat(s.opacity) < 0.1) return false;
    }
    // most of it inside its clipping boxes: the peeking neighbours of a slider are not cells
    let l = r.left, t = r.top, rt = r.right, b = r.bottom;
    for (let e = img.parentElement; e && e !== document.body; e = e.parentElement) {
      if (getComputedStyle(e).overflow === "visible") continue;
      const c = e.getBoundingClientRect();
      l = Math.max(l, c.left); t = Math.max(t, c.top); rt = Math.min(rt, c.right); b = Math.min(b, c.bottom);
    }
    return (rt - l) * (b - t) >= 0.5 * r.width * r.height;
  };
  // the item: the link or button around the picture (three levels up at most), else the picture
  const unitOf = (img) => {
    for (let e = img, n = 0; e && e !== document.body && n <= 3; e = e.parentElement, n++) {
      if (e.tagName === "A" || e.tagName === "BUTTON" || e.getAttribute("role") === "button") return e;
    }
    return img;
  };
  const stateClass = hv.STATE_CLASS; // classes a script adds and takes off (init.js)
  const classesOf = (e) => (e.getAttribute("class") || "").split(/\s+/).filter((c) => c && !stateClass.test(c));
  // an element's classes as its kind: less those a sibling of its tag goes without while
  // holding all the others (a layout script's marks on some cells: UIkit's
  // uk-first-column and uk-grid-margin, a row's first item); distinct blocks side by side
  // (main, side) keep theirs
  const signs = new Map();
  const sign = (e) => {
    if (signs.has(e)) return signs.get(e);
    let own = classesOf(e);
    for (const sib of e.parentElement ? e.parentElement.children : []) {
      if (sib === e || sib.tagName !== e.tagName || !own.length) continue;
      const theirs = classesOf(sib);
      if (theirs.length < own.length && theirs.every((c) => own.includes(c))) own = theirs;
    }
    const out = e.tagName + "." + own.sort().join(".");
    signs.set(e, out);
    return out;
  };
  const signature = (unit) => {
    const parts = [];
    for (let e = unit; e && e !== document.body; e = e.parentElement) parts.push(sign(e));
    return parts.join("<");
  };
  const describe = (unit, img, units) => {
    const thumb = img.currentSrc || img.src || "";
    const large = {}, captions = {};
    const read = (el, where) => {
      for (const a of el.attributes) {
        const v = (a.value || "").trim();
        if (!v) continue;
        if (a.name === "href") {
          if (isPicture(v) && el.tagName === "A") large["href"] = abs(v);
          continue;
        }
        // data-src, data-original, layui's layer-src, Discuz!'s zoomfile: any attribute
        if (a.name !== "src" && a.name !== "srcset" && !/\s/.test(v) && isPicture(v)) {
          const u = abs(v);
          if (u && u !== thumb) large[`attr:${a.name}@${where}`] = u;
          continue;
        }
        if (NOT_CAPTION.test(a.name) || v.length > 600 || /^[\d\s.,:x%-]+$/.test(v) || /^(?:https?:|\/|#|javascript:)/i.test(v)) continue;
        const t = textOf(v);
        if (t) captions[`attr:${a.name}@${where}`] = t;
      }
    };
    read(unit, "item");
    if (img !== unit) read(img, "img");
    // the item's cell: its highest ancestor that holds no other item; its visible text,
    // a line per block and per credit in an element of its own (as state.js reads one)
    let cell = unit;
    while (cell.parentElement && cell.parentElement !== document.body && !units.some((u) => u !== unit && cell.parentElement.contains(u))) cell = cell.parentElement;
    const text = hv.domText(cell, true);
    if (text) captions["text"] = text;
    const href = unit.tagName === "A" ? unit.getAttribute("href") || "" : "";
    const page = !!href && !isPicture(href) && !/^(?:#|javascript:)/i.test(href.trim()) && abs(href) !== location.href.split("#")[0];
    // the cell holds a link of its own, not to a picture file (a teaser's title, a
    // click-through laid over it): a list of stories, not a stack of captioned pictures
    const links = [...cell.querySelectorAll("a")].some((a) => a !== unit && !isPicture(a.getAttribute("href") || ""));
    const r = img.getBoundingClientRect();
    return {
      xpath: hv.anchor(unit, false), thumb: abs(thumb) || "", large, captions, page, links, area: r.width * r.height,
      box: [r.left + scrollX, r.top + scrollY, r.width, r.height],
    };
  };
  // an item a box cuts off below (a folded stack, the rest shown by a press): one of the
  // group although not shown
  const cutOff = (unit) => {
    const img = pictureOf(unit);
    if (!img) return false;
    const r = img.getBoundingClientRect();
    for (let e = img.parentElement; e && e !== document.body; e = e.parentElement) {
      if (/hidden|clip/.test(getComputedStyle(e).overflowY) && r.top + r.height / 2 > e.getBoundingClientRect().bottom) return true;
    }
    return false;
  };
  // one XPath for the whole group (and the like items cut off below it): the items'
  // nearest common container, then tag steps
  const groupXpath = (units) => {
    let box = units[0].parentElement;
    while (box && !units.every((u) => box.contains(u))) box = box.parentElement;
    if (!box || box === document.documentElement) return null;
    const base = box === document.body ? "//body" : hv.anchor(box, false);
    if (!base) return null;
    const steps = [];
    for (let e = units[0]; e && e !== box; e = e.parentElement) steps.unshift(e.tagName.toLowerCase());
    const cls = (units[0].getAttribute("class") || "").split(/\s+/).filter((c) => c && !stateClass.test(c));
    const forms = [`${base}/${steps.join("/")}`];
    if (cls.length) forms.push(`${base}/${steps.slice(0, -1).concat(`${steps[steps.length - 1]}[contains(concat(' ',normalize-space(@class),' '),' ${cls[0].replace(/'/g, "")} ')]`).join("/")}`);
    for (const xp of forms) {
      const found = hv.all(xp);
      const rest = found.filter((e) => !units.includes(e));
      if (found.length === units.length + rest.length && units.every((u) => found.includes(u))
          && rest.every((e) => signature(e) === signature(units[0]) && cutOff(e))) return xp;
    }
    return null;
  };
  const pictureOf = (unit) => (unit.tagName === "IMG" ? unit : unit.querySelector("img"));
  let groups;
  if (itemsXpath) {
    const units = hv.all(itemsXpath).filter((e) => e.nodeType === 1 && pictureOf(e));
    groups = units.length ? [units] : [];
  } else {
    const bySig = new Map();
    for (const img of hv.deep(document.body)) {
      if (img.tagName !== "IMG") continue;
      if (!visible(img)) continue;
      const unit = unitOf(img);
      const key = signature(unit);
      if (!bySig.has(key)) bySig.set(key, []);
      const list = bySig.get(key);
      if (!list.includes(unit)) list.push(unit);
    }
    groups = [...bySig.values()].filter((units) => units.length >= 3);
  }
  return groups.map((units) => ({
    items: itemsXpath || groupXpath(units),
    entries: units.map((u) => describe(u, pictureOf(u), units)),
  }));
}
