// Installed right after init.js, before any page script runs: the built-ins the page
// scripts use, as the browser made them (and as init.js wrapped them). A page may replace
// them: its own Array.prototype.map that throws, a JSON.stringify that lies, an
// Element.prototype.querySelectorAll that answers nothing (the hostile suite's js-poison).
// hv.run(fn, arg) puts the kept ones back for the time one of our scripts runs, gives the
// page its own again after, and answers with a JSON text made while they were back, so
// that neither our scripts nor Playwright's reading of the answer use the page's versions.
// Only the captured functions are called before the built-ins are back (no method of an
// array or an object of the page's, no for…of).
(() => {
  const hv = window.__hv;
  if (!hv || hv.run) return;
  const describe = Object.getOwnPropertyDescriptor, define = Object.defineProperty;
  const ownKeys = Reflect.ownKeys, protoOf = Object.getPrototypeOf;
  const holders = [window, Object, Array, JSON, Math, Number, String, Promise, Reflect, Symbol];
  for (const name of [
    "Object", "Function", "Array", "String", "Number", "Boolean", "RegExp", "Map", "Set", "WeakMap",
    "WeakSet", "Promise", "Date", "Error", "EventTarget", "Node", "Element", "HTMLElement",
    "Document", "DocumentFragment", "ShadowRoot", "CharacterData", "Text", "Attr", "NamedNodeMap",
    "NodeList", "HTMLCollection", "DOMTokenList", "CSSStyleDeclaration", "DOMRectReadOnly",
    "HTMLImageElement", "HTMLIFrameElement", "HTMLAnchorElement", "HTMLTemplateElement",
    "HTMLSlotElement", "HTMLInputElement", "Window", "XPathResult", "XPathEvaluator",
    "MutationObserver", "Performance", "URL", "DOMParser", "Event", "KeyboardEvent", "MouseEvent",
  ]) {
    if (window[name] && window[name].prototype) holders.push(window[name].prototype);
    if (window[name] && name !== "Object" && name !== "Array" && name !== "String") holders.push(window[name]);
  }
  holders.push(protoOf([][Symbol.iterator]()), protoOf(new Map()[Symbol.iterator]()), protoOf(""[Symbol.iterator]()));
  const kept = [];
  for (const holder of holders) {
    for (const key of ownKeys(holder)) {
      const d = describe(holder, key);
      if (d && d.configurable) kept.push([holder, key, d]);
    }
  }
  const count = kept.length;
  // the page's changes undone, each as [holder, key, the page's descriptor or undefined]
  const borrow = () => {
    const taken = [];
    for (let i = 0; i < count; i++) {
      const entry = kept[i], holder = entry[0], key = entry[1], d = entry[2];
      const now = describe(holder, key);
      if (now && now.value === d.value && now.get === d.get && now.set === d.set) continue;
      try { define(holder, key, d); taken[taken.length] = [holder, key, now]; } catch (e) { /* the page made it fast */ }
    }
    return taken;
  };
  const giveBack = (taken) => {
    for (let i = taken.length - 1; i >= 0; i--) {
      const entry = taken[i];
      try {
        if (entry[2]) define(entry[0], entry[1], entry[2]);
        else delete entry[0][entry[1]];
      } catch (e) { /* left as ours */ }
    }
  };
  const stringify = JSON.stringify;
  const asNull = (key, value) => (value === undefined ? null : value);
  // fn(arg) with the kept built-ins back; hv.run answers it as JSON text
  hv.within = (fn, arg) => {
    const taken = borrow();
    try { return fn(arg); } finally { giveBack(taken); }
  };
  hv.run = (fn, arg) => hv.within((a) => {
    const answer = fn(a);
    return answer === undefined ? null : stringify(answer, asNull);
  }, arg);
})();
