// The page's data texts a gallery may draw its slides from (harvester/gallery/datasource.py):
// its inline scripts, its textareas' values and the JSON held in attributes (`data-slides`),
// in document order, each cut at TEXT_MAX characters, in all at most TOTAL_MAX.
() => {
  const TEXT_MAX = 1_000_000, TOTAL_MAX = 5_000_000; // ours: a portal's largest inline script is ~300 kB
  let total = 0;
  const take = (list, text) => {
    if (!text || total >= TOTAL_MAX) return;
    const cut = text.slice(0, TEXT_MAX);
    total += cut.length;
    list.push(cut);
  };
  const out = { script: [], textarea: [], attribute: [] };
  for (const s of document.scripts) if (!s.src) take(out.script, s.textContent);
  for (const t of document.querySelectorAll("textarea")) take(out.textarea, t.value);
  for (const el of document.querySelectorAll("body *")) {
    for (const a of el.attributes) {
      const v = a.value.trim();
      if (v.length >= 20 && (v[0] === "[" || v[0] === "{")) take(out.attribute, v);
    }
  }
  return out;
}
