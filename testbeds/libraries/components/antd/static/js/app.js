(function () {
  var h = React.createElement;
  start(JSON.parse(document.getElementById('__INITIAL_STATE__').textContent));
  function start(d) {
    var u = function (p) { return d.base + p; };
    
  function Chrome(props) {
    var d = props.d, u = props.u;
    var link = function (url, text, cls) { return h('a', {href: u(url), className: cls, key: url + text}, text); };
    return h('div', {className: 'tssd-page'},
      h('div', {className: 'tssd-top'}, h('div', {className: 'tssd-inner tssd-top-in'},
        link('trap/index.html', d.portal, 'tssd-logo'),
        h('span', {className: 'tssd-slogan'}, d.slogan),
        h('span', {className: 'tssd-user'}, link('trap/app.html', '客户端'), link('trap/login.html', '登录')))),
      h('nav', {className: 'tssd-nav'}, h('div', {className: 'tssd-inner'},
        link('trap/index.html', '首页'), d.nav.map(function (n) { return link(n.url, n.name); }))),
      h('div', {className: 'tssd-crumb tssd-inner'}, link('trap/index.html', '首页'), h('span', null, ' > '),
        link(d.channel.url, d.channel.name), h('span', null, ' > 正文')),
      h('div', {className: 'tssd-body tssd-inner'},
        h('main', {className: 'tssd-main'},
          h('h1', {className: 'tssd-title'}, d.title),
          h('div', {className: 'tssd-meta'}, h('span', null, d.time), h('span', null, '来源：' + d.source),
            h('span', null, '编辑：' + d.editor)),
          d.intro ? h('p', {className: 'tssd-intro'}, d.intro) : null,
          props.children,
          d.type === 'article' ? h('div', {className: 'tssd-article', dangerouslySetInnerHTML: {__html: d.content}}) : null,
          h('div', {className: 'tssd-tools'},
            link('trap/index.html', '返回首页'), link('trap/share-wb.html', '分享到微博'),
            link('trap/share-wx.html', '分享到微信'), link(d.prev.url, '上一篇'), link(d.next.url, '下一篇'),
            d.type === 'gallery' ? link(d.nextAlbum.url, '下一图集：' + d.nextAlbum.title + ' >', 'tssd-next-album') : null)),
        h('aside', {className: 'tssd-side'},
          h('div', {className: 'tssd-box'}, h('h3', null, '热门推荐'),
            h('ol', {className: 'tssd-hot'}, d.hot.map(function (x) { return h('li', {key: x.url}, link(x.url, x.title)); }))),
          h('div', {className: 'tssd-box'}, h('h3', null, '相关图集'),
            h('ul', {className: 'tssd-albums'}, d.albums.map(function (a) {
              return h('li', {key: a.url}, h('a', {href: u(a.url)}, h('img', {src: u(a.cover), alt: ''}), h('span', null, a.title)));
            }))))),
      h('footer', {className: 'tssd-foot'},
        h('p', null, link('trap/about.html', '关于我们'), link('trap/contact.html', '联系我们'), link('trap/copyright.html', '版权声明')),
        h('p', null, d.portal + ' 版权所有 未经授权禁止转载'), h('p', null, d.icp)));
  }

    
    var ICON = 'M765.7 486.8L314.9 134.7A7.97 7.97 0 00302 141v77.3c0 4.9 2.3 9.6 6.1 12.6l360 ' +
      '281.1-360 281.1c-3.9 3-6.1 7.7-6.1 12.6V883c0 6.7 7.7 10.4 12.9 6.3l450.8-352.1a31.96 ' +
      '31.96 0 000-50.4z';
    function Arrow(props) {
      return h('button', {type: 'button', className: 'tssd-arrow', onClick: props.onClick},
        h('span', {role: 'img', className: 'anticon'},
          h('svg', {viewBox: '64 64 896 896', width: '1em', height: '1em', fill: 'currentColor',
                    style: props.turn ? {transform: 'rotate(180deg)'} : undefined},
            h('path', {d: ICON}))));
    }
    function Gallery(props) {
      var list = props.d.photos, n = list.length;
      var ref = React.useRef(null);
      var s = React.useState(0), cur = s[0], setCur = s[1];
      // right to left: react-slick reverses the slides, picture k is slide n - k
      var show = function (pos) { ref.current.goTo(n - 1 - pos); };
      return h('div', {className: 'tssd-gallery'},
        h('div', {className: 'tssd-stage'},
          h(antd.Carousel, {ref: ref, infinite: false, speed: 700, dots: {className: 'tssd-dots'},
                            beforeChange: function (from, to) { setCur(n - 1 - to); }},
            list.map(function (p) {
              return h('div', {key: p.imgUrl}, h('img', {className: 'tssd-img', src: p.imgUrl, alt: ''}));
            })),
          h('div', {className: 'tssd-arrows'},
            h(Arrow, {onClick: function () { show(cur === 0 ? n - 1 : cur - 1); }}),
            h(Arrow, {turn: true, onClick: function () { show(cur === n - 1 ? 0 : cur + 1); }}))),
        h('div', {className: 'tssd-capbox'},
          h('p', {className: 'tssd-cap'}, list[cur].note),
          h('a', {className: 'tssd-more', href: props.u(props.d.nextAlbum.url)}, '下一图集 »')));
    }

    function App() {
      var page = h(Chrome, {d: d, u: u}, d.type === 'gallery' ? h(Gallery, {d: d, u: u}) : null);
      return h(antd.ConfigProvider, {direction: 'rtl'}, page);
    }
    ReactDOM.createRoot(document.getElementById('app')).render(h(App));
  }
})();
