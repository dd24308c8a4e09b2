// Press the element at the XPath when no point of it can be hit (an overlaid caption or
// a transparent layer sits on top): the events a mouse press sends, dispatched on the
// element itself. Returns false when the element is gone or not shown.
(xp) => {
  const el = window.__hv.first(xp);
  if (!el || !el.getBoundingClientRect) return false;
  const r = el.getBoundingClientRect();
  const s = getComputedStyle(el);
  if (r.width < 1 || r.height < 1 || s.display === "none" || s.visibility === "hidden") return false;
  const at = { bubbles: true, cancelable: true, view: window, button: 0, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
  el.dispatchEvent(new PointerEvent("pointerdown", { ...at, pointerType: "mouse", isPrimary: true }));
  el.dispatchEvent(new MouseEvent("mousedown", at));
  el.dispatchEvent(new PointerEvent("pointerup", { ...at, pointerType: "mouse", isPrimary: true }));
  el.dispatchEvent(new MouseEvent("mouseup", at));
  el.dispatchEvent(new MouseEvent("click", at));
  return true;
}
