// Whether the element at the XPath `inner` lies inside the element at the XPath `outer`
// (an article's body), or in a shadow tree inside it: false when either finds nothing.
([outer, inner]) => {
  const hv = window.__hv;
  const o = hv.first(outer), i = hv.first(inner);
  return !!(o && i && o !== i && hv.holds(o, i));
}
