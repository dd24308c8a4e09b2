(function () {
  var mount = document.getElementById('app');
  fetch(mount.getAttribute('data-src'), {headers: {'Accept': 'application/json'}})
    .then(function (r) { return r.json(); })
    .then(function (state) {
      var app = Vue.createApp({
        data: function () { return {d: state, now: (state.cover || 1) - 1}; },
        methods: {
          u: function (p) { return this.d.base + p; },
          onChange: function (i) { this.now = i; }
        },
        template: "<div class=\"ldsj-m\">\n  <header class=\"ldsj-mhead\"><a class=\"ldsj-logo\" :href=\"u('trap/index.html')\">{{ d.portal }}</a>\n    <a class=\"ldsj-open\" :href=\"u('trap/app.html')\">打开APP</a></header>\n  <nav class=\"ldsj-mnav\"><a v-for=\"n in d.nav\" :key=\"n.url\" :href=\"u(n.url)\">{{ n.name }}</a></nav>\n  <div class=\"ldsj-crumb\"><a :href=\"u('trap/index.html')\">首页</a> &gt; <a :href=\"u(d.channel.url)\">{{ d.channel.name }}</a></div>\n  <h1 class=\"ldsj-title\">{{ d.title }}</h1>\n  <div class=\"ldsj-meta\"><span>{{ d.time }}</span> <span>{{ d.source }}</span></div>\n  <p class=\"ldsj-intro\" v-if=\"d.intro\">{{ d.intro }}</p>\n  <div class=\"ldsj-gallery\" v-if=\"d.type === 'gallery'\">\n  <van-swipe class=\"ldsj-swipe\" :loop=\"true\" :initial-swipe=\"d.cover - 1\" lazy-render\n      :show-indicators=\"false\" @change=\"onChange\">\n    <van-swipe-item v-for=\"p in d.images\" :key=\"p.img\"><img class=\"ldsj-img\" :src=\"p.img\" alt=\"\"></van-swipe-item>\n    <template #indicator=\"{ active, total }\"><div class=\"ldsj-indicator\">{{ active + 1 }}/{{ total }}</div></template>\n  </van-swipe>\n  <div class=\"ldsj-capbox\"><p class=\"ldsj-cap\">{{ d.images[now].text }}</p></div>\n  <div class=\"ldsj-gfoot\"><span>左右滑动查看更多图片</span><a :href=\"u(d.nextAlbum.url)\">下一图集 &gt;</a></div>\n</div>\n  <div class=\"ldsj-article\" v-if=\"d.type === 'article'\" v-html=\"d.content\"></div>\n  <div class=\"ldsj-tools\">\n    <a :href=\"u(d.prev.url)\">上一篇</a>\n    <a :href=\"u(d.next.url)\">下一篇</a>\n    <a v-if=\"d.type === 'gallery'\" :href=\"u(d.nextAlbum.url)\">下一图集</a>\n    <a :href=\"u('trap/share-wx.html')\">分享</a>\n  </div>\n  <section class=\"ldsj-sec\"><h3>相关图集</h3><ul class=\"ldsj-albums\">\n    <li v-for=\"a in d.albums\" :key=\"a.url\"><a :href=\"u(a.url)\"><img :src=\"u(a.cover)\" alt=\"\"><span>{{ a.title }}</span></a></li></ul></section>\n  <section class=\"ldsj-sec\"><h3>热门推荐</h3><ul class=\"ldsj-hot\">\n    <li v-for=\"h in d.hot\" :key=\"h.url\"><a :href=\"u(h.url)\">{{ h.title }}</a></li></ul></section>\n  <footer class=\"ldsj-foot\"><a :href=\"u('trap/index.html')\">返回首页</a> <a :href=\"u('trap/about.html')\">关于我们</a>\n    <a :href=\"u('trap/copyright.html')\">版权声明</a><p>{{ d.portal }} 版权所有</p><p>{{ d.icp }}</p></footer>\n</div>"
      });
      app.use(vant);
      app.mount(mount);
    });
})();
