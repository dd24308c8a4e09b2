(function () {
  var state = window.__PAGE_DATA__;
  
  var app = Vue.createApp({
    data: function () { return {d: state, now: 0}; },
    methods: {
      u: function (p) { return this.d.base + p; },
      onChange: function (i) { this.now = i; }
    },
    template: "<div class=\"jmzs-m\">\n  <header class=\"jmzs-mhead\"><a class=\"jmzs-logo\" :href=\"u('trap/index.html')\">{{ d.portal }}</a>\n    <a class=\"jmzs-open\" :href=\"u('trap/app.html')\">打开APP</a></header>\n  <nav class=\"jmzs-mnav\"><a v-for=\"n in d.nav\" :key=\"n.url\" :href=\"u(n.url)\">{{ n.name }}</a></nav>\n  <div class=\"jmzs-crumb\"><a :href=\"u('trap/index.html')\">首页</a> &gt; <a :href=\"u(d.channel.url)\">{{ d.channel.name }}</a></div>\n  <h1 class=\"jmzs-title\">{{ d.title }}</h1>\n  <div class=\"jmzs-meta\"><span>{{ d.time }}</span> <span>{{ d.source }}</span></div>\n  <p class=\"jmzs-intro\" v-if=\"d.intro\">{{ d.intro }}</p>\n  <div class=\"jmzs-gallery\" v-if=\"d.type === 'gallery'\">\n  <nut-swiper class=\"jmzs-swiper\" :init-page=\"0\" :loop=\"false\" :height=\"280\" :duration=\"400\"\n      @change=\"onChange\">\n    <nut-swiper-item v-for=\"p in d.items\" :key=\"p.src\">\n      <img class=\"jmzs-img\" :src=\"p.src\" :alt=\"p.alt\">\n    </nut-swiper-item>\n    <template #page><div class=\"jmzs-page\">{{ now + 1 }}/{{ d.items.length }}</div></template>\n  </nut-swiper>\n  <div class=\"jmzs-gtip\"><span>滑动查看更多</span><a :href=\"u(d.nextAlbum.url)\">下一图集</a></div>\n</div>\n  <div class=\"jmzs-article\" v-if=\"d.type === 'article'\" v-html=\"d.content\"></div>\n  <div class=\"jmzs-tools\">\n    <a :href=\"u(d.prev.url)\">上一篇</a>\n    <a :href=\"u(d.next.url)\">下一篇</a>\n    <a v-if=\"d.type === 'gallery'\" :href=\"u(d.nextAlbum.url)\">下一图集</a>\n    <a :href=\"u('trap/share-wx.html')\">分享</a>\n  </div>\n  <section class=\"jmzs-sec\"><h3>相关图集</h3><ul class=\"jmzs-albums\">\n    <li v-for=\"a in d.albums\" :key=\"a.url\"><a :href=\"u(a.url)\"><img :src=\"u(a.cover)\" alt=\"\"><span>{{ a.title }}</span></a></li></ul></section>\n  <section class=\"jmzs-sec\"><h3>热门推荐</h3><ul class=\"jmzs-hot\">\n    <li v-for=\"h in d.hot\" :key=\"h.url\"><a :href=\"u(h.url)\">{{ h.title }}</a></li></ul></section>\n  <footer class=\"jmzs-foot\"><a :href=\"u('trap/index.html')\">返回首页</a> <a :href=\"u('trap/about.html')\">关于我们</a>\n    <a :href=\"u('trap/copyright.html')\">版权声明</a><p>{{ d.portal }} 版权所有</p><p>{{ d.icp }}</p></footer>\n</div>"
  });
  app.use(nutui);
  app.mount('#app');
})();
