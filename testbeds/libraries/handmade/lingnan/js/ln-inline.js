// 正文内嵌图集
document.querySelectorAll('.lnsc-inline').forEach((box) => {
  const panes = [...box.querySelectorAll('.lnsc-inline__pane')];
  let at = 0;
  box.querySelectorAll('.lnsc-inline__arrow').forEach((b) => b.addEventListener('click', () => {
    panes[at].removeAttribute('data-on');
    at = (at + Number(b.dataset.dir) + panes.length) % panes.length;
    panes[at].setAttribute('data-on', '');
  }));
});
