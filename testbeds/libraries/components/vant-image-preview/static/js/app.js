(function () {
  var state = JSON.parse(document.getElementById('__INITIAL_STATE__').textContent);
  var bigs = (state.list || []).map(function (p) { return p.big; });
  var app = Vue.createApp({
    data: function () { return {d: state, show: false, start: 0, cur: 0, bigs: bigs}; },
    methods: {
      u: function (p) { return this.d.base + p; },
      openAt: function (i) { this.start = i; this.cur = i; this.show = true; },
      onChange: function (i) { this.cur = i; },
      onClose: function () { this.show = false; }
    },
    template: "<div class=\"ycyd-m\">\n  <header class=\"ycyd-mhead\"><a class=\"ycyd-logo\" :href=\"u('trap/index.html')\">{{ d.portal }}</a>\n    <a class=\"ycyd-open\" :href=\"u('trap/app.html')\">打开APP</a></header>\n  <nav class=\"ycyd-mnav\"><a v-for=\"n in d.nav\" :key=\"n.url\" :href=\"u(n.url)\">{{ n.name }}</a></nav>\n  <div class=\"ycyd-crumb\"><a :href=\"u('trap/index.html')\">首页</a> &gt; <a :href=\"u(d.channel.url)\">{{ d.channel.name }}</a></div>\n  <h1 class=\"ycyd-title\">{{ d.title }}</h1>\n  <div class=\"ycyd-meta\"><span>{{ d.time }}</span> <span>{{ d.source }}</span></div>\n  <p class=\"ycyd-intro\" v-if=\"d.intro\">{{ d.intro }}</p>\n  <div class=\"ycyd-gallery\" v-if=\"d.type === 'gallery'\">\n  <div class=\"ycyd-ghead\">组图 · 共{{ d.list.length }}张 <span>点击图片查看</span></div>\n  <div class=\"ycyd-grid\">\n    <van-image v-for=\"(p, i) in d.list\" :key=\"p.big\" class=\"ycyd-thumb\" :src=\"p.small\" fit=\"cover\"\n      @click=\"openAt(i)\"></van-image>\n  </div>\n  <van-image-preview v-model:show=\"show\" :images=\"bigs\" :start-position=\"start\" :loop=\"false\"\n      @change=\"onChange\" @close=\"onClose\">\n    <template #index=\"{ index }\"><span class=\"ycyd-index\">{{ index + 1 }} / {{ d.list.length }}</span></template>\n    <template #cover><div class=\"ycyd-cover\"><p class=\"ycyd-cover-text\">{{ d.list[cur].desc }}</p></div></template>\n  </van-image-preview>\n  <a class=\"ycyd-next\" :href=\"u(d.nextAlbum.url)\">下一图集：{{ d.nextAlbum.title }}</a>\n</div>\n  <div class=\"ycyd-article\" v-if=\"d.type === 'article'\" v-html=\"d.content\"></div>\n  <div class=\"ycyd-tools\">\n    <a :href=\"u(d.prev.url)\">上一篇</a>\n    <a :href=\"u(d.next.url)\">下一篇</a>\n    <a v-if=\"d.type === 'gallery'\" :href=\"u(d.nextAlbum.url)\">下一图集</a>\n    <a :href=\"u('trap/share-wx.html')\">分享</a>\n  </div>\n  <section class=\"ycyd-sec\"><h3>相关图集</h3><ul class=\"ycyd-albums\">\n    <li v-for=\"a in d.albums\" :key=\"a.url\"><a :href=\"u(a.url)\"><img :src=\"u(a.cover)\" alt=\"\"><span>{{ a.title }}</span></a></li></ul></section>\n  <section class=\"ycyd-sec\"><h3>热门推荐</h3><ul class=\"ycyd-hot\">\n    <li v-for=\"h in d.hot\" :key=\"h.url\"><a :href=\"u(h.url)\">{{ h.title }}</a></li></ul></section>\n  <footer class=\"ycyd-foot\"><a :href=\"u('trap/index.html')\">返回首页</a> <a :href=\"u('trap/about.html')\">关于我们</a>\n    <a :href=\"u('trap/copyright.html')\">版权声明</a><p>{{ d.portal }} 版权所有</p><p>{{ d.icp }}</p></footer>\n</div>"
  });
  app.use(vant);
  app.mount('#app');
})();
