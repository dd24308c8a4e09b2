/**
 * 贺兰山新闻网 图片瀑布流 hl-waterfall.js
 * - 两列瀑布流：每张图按顺序放进当前较矮的一列（绝对定位），所以编号顺序不等于屏幕上的上下顺序
 * - 页面先给前几张，盒子折叠在 760px；点“展开全部图片”再取其余的图（api/fall/<id>.json）
 * - 图片用原生 loading="lazy"，宽高写在属性上，未加载时也能排版
 */
const HLWaterfall = (() => {
  const GAP = 16;

  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

  const figure = (it, total) => `<figure class="hl-fall-item" data-n="${it.n}">` +
    `<a class="hl-fall-pic" href="javascript:;"><img loading="lazy" src="${esc(it.src)}" ` +
    `width="${it.w}" height="${it.h}" alt=""></a><figcaption><em class="hl-fall-no">` +
    `${it.n}/${total}</em><span class="hl-fall-cap">${esc(it.cap)}</span></figcaption></figure>`;

  const layout = (box) => {
    const cols = box.querySelector('.hl-fall-cols');
    const width = cols.clientWidth;
    const colW = (width - GAP) / 2;
    const heights = [0, 0];
    cols.querySelectorAll('.hl-fall-item').forEach((fig) => {
      fig.style.width = `${colW}px`;
      const c = heights[0] <= heights[1] ? 0 : 1;
      fig.style.left = `${c * (colW + GAP)}px`;
      fig.style.top = `${heights[c]}px`;
      heights[c] += fig.offsetHeight + GAP;
    });
    cols.style.height = `${Math.max(...heights)}px`;
  };

  const unfold = async (box, btn) => {
    btn.disabled = true;
    btn.textContent = '正在加载…';
    try {
      const res = await fetch(box.dataset.more, { credentials: 'same-origin' });
      const data = await res.json();
      const cols = box.querySelector('.hl-fall-cols');
      cols.insertAdjacentHTML('beforeend', data.items.map((it) => figure(it, data.total)).join(''));
      box.classList.remove('is-folded');
      box.querySelector('.hl-fall-fold').remove();
      const hot = box.querySelector('.hl-fall-hot');
      if (hot) hot.hidden = false;
      layout(box);
    } catch (err) {
      btn.disabled = false;
      btn.textContent = '加载失败，点击重试';
    }
  };

  const init = (box) => {
    layout(box);
    const btn = box.querySelector('.hl-fall-more');
    if (btn) btn.addEventListener('click', () => unfold(box, btn));
    let timer = 0;
    window.addEventListener('resize', () => {
      clearTimeout(timer);
      timer = setTimeout(() => layout(box), 100);
    });
  };

  return { init, layout };
})();

document.querySelectorAll('.hl-fall').forEach(HLWaterfall.init);
