(function () {
  var h = React.createElement;
  start(window.__PAGE_DATA__);
  function start(d) {
    var u = function (p) { return d.base + p; };
    
  function Chrome(props) {
    var d = props.d, u = props.u;
    var link = function (url, text, cls) { return h('a', {href: u(url), className: cls, key: url + text}, text); };
    return h('div', {className: 'pczx-page'},
      h('div', {className: 'pczx-top'}, h('div', {className: 'pczx-inner pczx-top-in'},
        link('trap/index.html', d.portal, 'pczx-logo'),
        h('span', {className: 'pczx-slogan'}, d.slogan),
        h('span', {className: 'pczx-user'}, link('trap/app.html', '客户端'), link('trap/login.html', '登录')))),
      h('nav', {className: 'pczx-nav'}, h('div', {className: 'pczx-inner'},
        link('trap/index.html', '首页'), d.nav.map(function (n) { return link(n.url, n.name); }))),
      h('div', {className: 'pczx-crumb pczx-inner'}, link('trap/index.html', '首页'), h('span', null, ' > '),
        link(d.channel.url, d.channel.name), h('span', null, ' > 正文')),
      h('div', {className: 'pczx-body pczx-inner'},
        h('main', {className: 'pczx-main'},
          h('h1', {className: 'pczx-title'}, d.title),
          h('div', {className: 'pczx-meta'}, h('span', null, d.time), h('span', null, '来源：' + d.source),
            h('span', null, '编辑：' + d.editor)),
          d.intro ? h('p', {className: 'pczx-intro'}, d.intro) : null,
          props.children,
          d.type === 'article' ? h('div', {className: 'pczx-article', dangerouslySetInnerHTML: {__html: d.content}}) : null,
          h('div', {className: 'pczx-tools'},
            link('trap/index.html', '返回首页'), link('trap/share-wb.html', '分享到微博'),
            link('trap/share-wx.html', '分享到微信'), link(d.prev.url, '上一篇'), link(d.next.url, '下一篇'),
            d.type === 'gallery' ? link(d.nextAlbum.url, '下一图集：' + d.nextAlbum.title + ' >', 'pczx-next-album') : null)),
        h('aside', {className: 'pczx-side'},
          h('div', {className: 'pczx-box'}, h('h3', null, '热门推荐'),
            h('ol', {className: 'pczx-hot'}, d.hot.map(function (x) { return h('li', {key: x.url}, link(x.url, x.title)); }))),
          h('div', {className: 'pczx-box'}, h('h3', null, '相关图集'),
            h('ul', {className: 'pczx-albums'}, d.albums.map(function (a) {
              return h('li', {key: a.url}, h('a', {href: u(a.url)}, h('img', {src: u(a.cover), alt: ''}), h('span', null, a.title)));
            }))))),
      h('footer', {className: 'pczx-foot'},
        h('p', null, link('trap/about.html', '关于我们'), link('trap/contact.html', '联系我们'), link('trap/copyright.html', '版权声明')),
        h('p', null, d.portal + ' 版权所有 未经授权禁止转载'), h('p', null, d.icp)));
  }

    
    function Gallery(props) {
      var list = props.d.slides;
      var Swiper = TDesign.Swiper, Item = TDesign.Swiper.SwiperItem;
      return h('div', {className: 'pczx-gallery'},
        h(Swiper, {className: 'pczx-swiper', autoplay: false, loop: true, duration: 600,
                   animation: 'slide', height: 560,
                   navigation: {type: 'fraction', showSlideBtn: 'always', size: 'large'}},
          list.map(function (p) {
            return h(Item, {key: p.pic},
              h('div', {className: 'pczx-slide'},
                h('img', {className: 'pczx-img', src: p.pic, alt: ''}),
                p.words ? h('div', {className: 'pczx-over'},
                  h('p', {className: 'pczx-words'}, p.words),
                  p.author ? h('span', {className: 'pczx-author'}, '摄影：' + p.author) : null) : null));
          })),
        h('div', {className: 'pczx-gtools'},
          h('a', {href: props.u('trap/share-wx.html')}, '分享'),
          h('a', {className: 'pczx-gnext', href: props.u(props.d.nextAlbum.url)}, '下一图集')));
    }

    function App() {
      var page = h(Chrome, {d: d, u: u}, d.type === 'gallery' ? h(Gallery, {d: d, u: u}) : null);
      return page;
    }
    ReactDOM.createRoot(document.getElementById('app')).render(h(App));
  }
})();
