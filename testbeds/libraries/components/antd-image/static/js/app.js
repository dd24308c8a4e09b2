(function () {
  var h = React.createElement;
  var mount = document.getElementById('app');
  fetch(mount.getAttribute('data-src')).then(function (r) { return r.json(); }).then(start);
  function start(d) {
    var u = function (p) { return d.base + p; };
    
  function Chrome(props) {
    var d = props.d, u = props.u;
    var link = function (url, text, cls) { return h('a', {href: u(url), className: cls, key: url + text}, text); };
    return h('div', {className: 'xhtp-page'},
      h('div', {className: 'xhtp-top'}, h('div', {className: 'xhtp-inner xhtp-top-in'},
        link('trap/index.html', d.portal, 'xhtp-logo'),
        h('span', {className: 'xhtp-slogan'}, d.slogan),
        h('span', {className: 'xhtp-user'}, link('trap/app.html', '客户端'), link('trap/login.html', '登录')))),
      h('nav', {className: 'xhtp-nav'}, h('div', {className: 'xhtp-inner'},
        link('trap/index.html', '首页'), d.nav.map(function (n) { return link(n.url, n.name); }))),
      h('div', {className: 'xhtp-crumb xhtp-inner'}, link('trap/index.html', '首页'), h('span', null, ' > '),
        link(d.channel.url, d.channel.name), h('span', null, ' > 正文')),
      h('div', {className: 'xhtp-body xhtp-inner'},
        h('main', {className: 'xhtp-main'},
          h('h1', {className: 'xhtp-title'}, d.title),
          h('div', {className: 'xhtp-meta'}, h('span', null, d.time), h('span', null, '来源：' + d.source),
            h('span', null, '编辑：' + d.editor)),
          d.intro ? h('p', {className: 'xhtp-intro'}, d.intro) : null,
          props.children,
          d.type === 'article' ? h('div', {className: 'xhtp-article', dangerouslySetInnerHTML: {__html: d.content}}) : null,
          h('div', {className: 'xhtp-tools'},
            link('trap/index.html', '返回首页'), link('trap/share-wb.html', '分享到微博'),
            link('trap/share-wx.html', '分享到微信'), link(d.prev.url, '上一篇'), link(d.next.url, '下一篇'),
            d.type === 'gallery' ? link(d.nextAlbum.url, '下一图集：' + d.nextAlbum.title + ' >', 'xhtp-next-album') : null)),
        h('aside', {className: 'xhtp-side'},
          h('div', {className: 'xhtp-box'}, h('h3', null, '热门推荐'),
            h('ol', {className: 'xhtp-hot'}, d.hot.map(function (x) { return h('li', {key: x.url}, link(x.url, x.title)); }))),
          h('div', {className: 'xhtp-box'}, h('h3', null, '相关图集'),
            h('ul', {className: 'xhtp-albums'}, d.albums.map(function (a) {
              return h('li', {key: a.url}, h('a', {href: u(a.url)}, h('img', {src: u(a.cover), alt: ''}), h('span', null, a.title)));
            }))))),
      h('footer', {className: 'xhtp-foot'},
        h('p', null, link('trap/about.html', '关于我们'), link('trap/contact.html', '联系我们'), link('trap/copyright.html', '版权声明')),
        h('p', null, d.portal + ' 版权所有 未经授权禁止转载'), h('p', null, d.icp)));
  }

    
    function Gallery(props) {
      var list = props.d.imgs;
      return h('div', {className: 'xhtp-gallery'},
        h('div', {className: 'xhtp-ghead'}, h('span', null, '图集 · ' + list.length + '张'),
          h('a', {className: 'xhtp-gnext', href: props.u(props.d.nextAlbum.url)}, '下一图集 →')),
        h(antd.Image.PreviewGroup, {preview: {
            toolbarRender: function (node, info) {
              return h('div', {className: 'xhtp-toolbar'},
                h('p', {className: 'xhtp-vcap'}, list[info.current].summary), node);
            }}},
          h('div', {className: 'xhtp-grid'}, list.map(function (p) {
            return h(antd.Image, {key: p.origin, src: p.small, width: '100%', height: 132,
                                  preview: {src: p.origin, mask: '查看大图'}, alt: ''});
          }))));
    }

    function App() {
      var page = h(Chrome, {d: d, u: u}, d.type === 'gallery' ? h(Gallery, {d: d, u: u}) : null);
      return page;
    }
    ReactDOM.createRoot(document.getElementById('app')).render(h(App));
  }
})();
