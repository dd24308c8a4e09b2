// 赣鄱手机报 懒加载：<source data-srcset> → srcset
export const hydrate = (slide) => {
  if (!slide) return;
  slide.querySelectorAll('source[data-srcset]').forEach((s) => {
    s.srcset = s.dataset.srcset;
    s.removeAttribute('data-srcset');
  });
};
