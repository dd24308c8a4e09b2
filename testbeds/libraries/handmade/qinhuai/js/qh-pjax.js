/**
 * 秦淮新闻网 组图无刷新翻页 qh-pjax.js
 * 每张图本来就是一个独立页面（-2.html、-3.html……，服务端输出图片、说明和分页条）。
 * 这里拦截分页条和大图上的链接：取回下一页，解析出 #pjax-container 换进当前页，
 * pushState 改地址；浏览器后退/前进时按地址重新取页。最后一页的“下一页”弹出结束层。
 */
(() => {
  'use strict';

  const CONTAINER = '#pjax-container';
  const $ = (s, r = document) => r.querySelector(s);
  const loading = $('.pjax-loading');
  const hot = $('#qhHot');
  let pending = null;

  const showHot = () => {
    const box = $(CONTAINER);
    if (hot && box && Number(box.dataset.page) > 1) hot.hidden = false;
  };

  const preload = (src) => new Promise((done) => {
    const img = new Image();
    img.onload = img.onerror = () => done();
    img.src = src;
  });

  const swap = (url, push) => {
    if (pending) return pending;
    loading.hidden = false;
    pending = fetch(url, {
      credentials: 'same-origin',
      headers: { 'X-PJAX': 'true', 'X-PJAX-Container': CONTAINER },
    })
      .then((res) => {
        if (!res.ok) throw new Error('HTTP ' + res.status);
        return res.text();
      })
      .then((html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        const fresh = $(CONTAINER, doc);
        if (!fresh) throw new Error('no container');
        const pic = $('img.pic-img', fresh);
        const src = pic ? new URL(pic.getAttribute('src'), url).href : '';
        return (src ? preload(src) : Promise.resolve()).then(() => {
          const box = $(CONTAINER);
          box.innerHTML = fresh.innerHTML;
          box.dataset.page = fresh.dataset.page;
          document.title = doc.title;
          if (push) history.pushState({ pjax: CONTAINER }, doc.title, url);
          showHot();
        });
      })
      .catch(() => { location.href = url; })
      .finally(() => {
        pending = null;
        loading.hidden = true;
      });
    return pending;
  };

  const modal = {
    mask: $('.bodymodal'),
    box: $('.endtop'),
    open() { this.mask.hidden = false; this.box.hidden = false; },
    close() { this.mask.hidden = true; this.box.hidden = true; },
  };

  document.addEventListener('click', (e) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = e.target.closest('a');
    if (!a) return;
    if (a.hasAttribute('data-pjax')) {
      e.preventDefault();
      swap(a.href, true);
    } else if (a.hasAttribute('data-end')) {
      e.preventDefault();
      modal.open();
    } else if (a.classList.contains('replaybtn')) {
      e.preventDefault();
      modal.close();
      const first = location.pathname.replace(/-\d+\.html$/, '.html');
      if (first !== location.pathname) swap(first, true);
    } else if (a.classList.contains('endtop-close')) {
      e.preventDefault();
      modal.close();
    }
  });

  document.addEventListener('keydown', (e) => {
    if (/INPUT|TEXTAREA|SELECT/.test(e.target.tagName)) return;
    const sel = { ArrowRight: '.pagination li.next a', ArrowLeft: '.pagination li.previous a' }[e.key];
    const a = sel && $(CONTAINER + ' ' + sel);
    if (a) a.click();
  });

  window.addEventListener('popstate', (e) => {
    if (e.state && e.state.pjax) {
      modal.close();
      swap(location.href, false);
    }
  });

  history.replaceState({ pjax: CONTAINER }, document.title, location.href);
  showHot();
})();
