"""Decoys: widgets beside the real control that say next/right/下一 and are not the pager.

Each ``decoy_<name>(env)`` returns a ``Part``: HTML for a slot of the page (``tools`` beside the
viewer, ``below``, ``side``, ``top`` or ``body``), a JS snippet run by ``site.js`` (which sees
``G``, the gallery API, and ``q``/``qa``), CSS, and truth entries
``{name, selector, action, effect, ...}``. Some also change the picture (strip arrows that jump,
下一组 loading another album in place, autoplay).
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field


@dataclass
class Part:
    """What one decoy adds to a page."""

    slot: str
    html: str = ""
    js: str = ""
    css: str = ""
    truth: list[dict] = field(default_factory=list)
    prelude: list[dict] = field(default_factory=list)
    panel: str = ""


def e(t: str) -> str:
    """HTML-escape."""
    return html.escape(t, quote=True)


def entry(name: str, sel: str, effect: str, action: str = "click", **extra: object) -> dict:
    """One truth decoy entry."""
    return {"name": name, "selector": sel, "action": action, "effect": effect, **extra}


def decoy_next_set(env: dict) -> Part:
    """下一图集: a link to another gallery of the same template (full navigation)."""
    other, rng = env["other"], env["rng"]
    attrs, sel = rng.choice([('id="nextSet" class="nph_btn_nset"', "#nextSet"),
                             ('class="nextset"', "a.nextset"),
                             ('class="next-album"', "a.next-album"),
                             ('class="xytj"', "a.xytj")])
    h = (f'<div class="set-nav"><a {attrs} href="/{other.page1}?from=tj_xytj" target="_self" '
         f'title="下一图集：{e(other.title)}"><span>下一图集 &gt;</span></a></div>')
    return Part("tools", h, truth=[entry("next_set", sel, "navigates")])


def decoy_next_set_inplace(env: dict) -> Part:
    """下一组: loads the next album into the same viewer (same URL, new title)."""
    cls = env["rng"].choice(["next-group", "btn-next-group", "efpNextPic"])
    h = (f'<a href="javascript:;" class="{cls}" title="下一组" '
         f'data-next="/{env["other"].data_url}">下一组 &gt;&gt;</a>')
    js = (f"var ng = q('a.{cls}'); ng.addEventListener('click', function (ev) {{"
          f" ev.preventDefault(); G.getJSON(ng.getAttribute('data-next'), function (d) {{"
          f" G.setAlbum(G.norm(d)); if (G.state.a) {{ G.show(0); }} }}); }});")
    return Part("tools", h, js, truth=[entry("next_set_inplace", f"a.{cls}", "other_album")])


def decoy_grid(env: dict) -> Part:
    """全部图片 / 列表模式: a grid of every picture and caption, with its own 下一页."""
    g, rng = env["gallery"], env["rng"]
    if rng.random() < 0.5:
        btn, sel = '<a id="viewStream" href="#q=1" target="_self">全部图片</a>', "#viewStream"
    else:
        btn, sel = '<span class="mode-list" title="列表模式(tab)">列表模式</span>', "span.mode-list"
    cells = "".join(f'<li><img src="/{s.thumb}" alt=""><p>{e(s.note)}</p></li>' for s in g.slides)
    grid = (f'<div class="stream-grid" style="display:none"><a href="javascript:;" class="back">'
            f'返回</a><ul>{cells}</ul><div class="stream-pages"><a class="nph_pages_turn" '
            f'href="#q=2" target="_self">下一页</a></div></div>')
    js = (f"var gb = q('{sel}'), gg = q('.stream-grid');"
          f" gb.addEventListener('click', function () {{"
          f" gg.style.display = 'block'; }}); q('.stream-grid .back').addEventListener('click',"
          f" function () {{ gg.style.display = 'none'; }});")
    css = (".stream-grid { position: absolute; left: 0; top: 0; right: 0; min-height: 100%;"
           " background: #fff; z-index: 30; } .stream-grid li { display: inline-block;"
           " width: 120px; margin: 4px; vertical-align: top; font-size: 12px; }")
    return Part("tools", btn, js, css, panel=grid,
                truth=[entry("grid", sel, "grid", shows=".stream-grid")])


def decoy_autoplay(env: dict) -> Part:
    """幻灯播放: starts advancing the gallery by itself every 2.5 s."""
    attrs, sel = env["rng"].choice([('class="play"', "a.play"), ('id="ecbPlay"', "#ecbPlay"),
                                    ('class="btn-autoplay"', "a.btn-autoplay")])
    h = f'<a href="javascript:;" {attrs} title="幻灯播放">幻灯播放</a>'
    js = (f"var pb = q('{sel}'), on = false; pb.addEventListener('click', function (ev) {{"
          f" ev.preventDefault(); on = !on; if (on) {{ G.play(2500); pb.textContent = '暂停'; }}"
          f" else {{ G.stop(); pb.textContent = '幻灯播放'; }} }});")
    return Part("tools", h, js, truth=[entry("autoplay", sel, "autoplay", interval_ms=2500)])


def decoy_strip_scroll(env: dict) -> Part:
    """Thumbnail-strip arrows: scroll the strip (and on some sites jump to its first thumb)."""
    rng = env["rng"]
    attrs, sel = rng.choice([('id="scrlNext" class="nph_btn_nscrl" href="" title="向右滚动"',
                              "#scrlNext"),
                             ('id="goright" class="right" href="javascript:;"', "#goright"),
                             ('id="efpListRightArr" class="arrow-right" href="javascript:;"',
                              "#efpListRightArr")])
    event = "mousedown" if rng.random() < 0.5 else "click"
    jump = ("G.show(Math.min(off, G.state.a ? G.state.a.items.length - 1 : off));"
            if env["jump"] else "")
    js = (f"var sn = q('{sel}'), off = 0, ul = q('{env['strip_sel']} ul');"
          f" sn.addEventListener('{event}', function (ev) {{ ev.preventDefault();"
          f" var n = qa('li', ul).length; if (off + 4 < n) {{ off += 4;"
          f" ul.style.transform = 'translateX(' + (-off * 68) + 'px)'; {jump} }} }});"
          f" sn.addEventListener('click', function (ev) {{ ev.preventDefault(); }});")
    h = f'<a {attrs}></a>'
    note = "scrolls the strip by 4 and selects its first visible picture" if env["jump"] else ""
    return Part("strip", h, js,
                truth=[entry("strip_scroll", sel, "strip_scroll", event, note=note)])


def decoy_next_story(env: dict) -> Part:
    """下一篇 / Next story: a link to an article."""
    art, rng = env["article"], env["rng"]
    if rng.random() < 0.6:
        h = (f'<div class="next-story"><a href="/{art.key}">下一篇：{e(art.title)}</a></div>')
        sel = "div.next-story a"
    else:
        h = f'<a class="next-article" href="/{art.key}">Next story &gt;</a>'
        sel = "a.next-article"
    return Part("below", h, truth=[entry("next_story", sel, "new_page")])


def decoy_load_more(env: dict) -> Part:
    """加载更多 / Load more: appends related headlines."""
    arts = env["site"].articles
    items = "".join(f'<li><a href="/{a.key}">{e(a.title)}</a></li>' for a in arts)
    label = env["rng"].choice(["加载更多", "Load more", "查看更多"])
    h = (f'<div class="more-news"><h3>相关新闻</h3><ul>{items}</ul>'
         f'<button type="button" class="load-more">{label}</button></div>')
    js = ("var lm = q('button.load-more'), mu = q('.more-news ul'), page = 0;"
          " lm.addEventListener('click', function () { page += 1; for (var k = 0; k < 5; k++) {"
          " var li = doc.createElement('li'); li.textContent = '热点新闻 ' + page + '-' + (k + 1);"
          " mu.appendChild(li); } });")
    return Part("below", h, js, truth=[entry("load_more", "button.load-more", "nothing",
                                            note="appends headlines")])


def decoy_related_carousel(env: dict) -> Part:
    """相关推荐 carousel with its own next arrow."""
    site = env["site"]
    cards = "".join(f'<li><a href="/{g.page1}"><img src="/{g.slides[0].thumb}" alt="">'
                    f'<span>{e(g.title)}</span></a></li>' for g in site.galleries)
    cards += "".join(f'<li><a href="/{a.key}"><span>{e(a.title)}</span></a></li>'
                     for a in site.articles)
    cls = env["rng"].choice(["swiper-button-next rec-next", "rec-next", "btn-next-rec"])
    sel = "." + ".".join(cls.split())
    h = (f'<div class="rec-carousel"><h3>相关推荐</h3><div class="rec-view"><ul>{cards}</ul>'
         f'</div><a href="javascript:;" class="rec-prev"></a><a href="javascript:;" '
         f'class="{cls}"></a></div>')
    js = (f"var rn = q('{sel}'), ro = 0, ru = q('.rec-view ul'); rn.addEventListener('click',"
          f" function (ev) {{ ev.preventDefault(); var n = qa('li', ru).length; ro = (ro + 1) % n;"
          f" ru.style.transform = 'translateX(' + (-ro * 150) + 'px)'; }});")
    css = (".rec-view { overflow: hidden; width: 600px; } .rec-view ul { display: flex;"
           " transition: transform .3s; } .rec-view li { flex: 0 0 150px; }"
           f" {sel}, .rec-prev {{ display: inline-block; width: 24px; height: 24px;"
           " background: #ccc; }")
    return Part("below", h, js, css, truth=[entry("related_carousel", sel, "strip_scroll")])


def decoy_share(env: dict) -> Part:
    """分享 with a next-like class: opens a popover."""
    cls = env["rng"].choice(["share-next btn-share", "btn-next-share", "fx-right share"])
    sel = "a." + ".".join(cls.split())
    h = (f'<a href="javascript:;" class="{cls}">分享</a><div class="share-pop" '
         f'style="display:none"><a href="javascript:;">微信</a><a href="javascript:;">微博</a>'
         f'<a href="javascript:;">QQ空间</a><a href="javascript:;">复制链接</a></div>')
    js = (f"var sh = q('{sel}'), sp = q('.share-pop'); sh.addEventListener('click', function"
          f" (ev) {{ ev.preventDefault(); sp.style.display = sp.style.display === 'none' ?"
          f" 'block' : 'none'; }});")
    css = (".share-pop { position: absolute; background: #fff; border: 1px solid #ccc;"
           " z-index: 40; }")
    return Part("tools", h, js, css, truth=[entry("share", sel, "popover", shows=".share-pop")])


def decoy_consent(env: dict) -> Part:
    """A cookie or login sheet over the lower part of the viewport, over the control."""
    if env["rng"].random() < 0.5:
        h = ('<div class="consent-sheet" role="dialog"><p>我们使用Cookie和类似技术来改善您的浏览'
             '体验。继续浏览即表示您同意我们的隐私政策。</p><div class="consent-detail" '
             'style="display:none">必要Cookie / 统计Cookie / 广告Cookie</div>'
             '<a href="javascript:;" class="more">更多设置 &gt;</a>'
             '<button type="button" class="agree">同意并继续</button></div>')
        js = ("q('.consent-sheet .agree').addEventListener('click', function () {"
              " q('.consent-sheet').remove(); }); q('.consent-sheet .more').addEventListener("
              "'click', function () { q('.consent-detail').style.display = 'block'; });")
        css = (".consent-sheet { position: fixed; left: 0; right: 0; top: 20vh; bottom: 0;"
               " background: #fff; z-index: 1000; box-shadow: 0 -4px 20px rgba(0,0,0,.3);"
               " padding: 24px; }")
        close, more, shows = ".consent-sheet .agree", ".consent-sheet .more", ".consent-detail"
    else:
        h = ('<div class="login-mask"><div class="login-sheet"><a href="javascript:;" '
             'class="close" title="关闭">×</a><h3>登录后查看更多精彩图片</h3><input '
             'type="text" placeholder="请输入手机号"><button type="button" class="next-step">'
             '下一步</button><div class="login-step2" style="display:none">请输入验证码</div>'
             '</div></div>')
        js = ("q('.login-sheet .close').addEventListener('click', function () {"
              " q('.login-mask').remove(); }); q('.login-sheet .next-step').addEventListener("
              "'click', function () { q('.login-step2').style.display = 'block'; });")
        css = (".login-mask { position: fixed; inset: 0; background: rgba(0,0,0,.45);"
               " z-index: 1000; } .login-sheet { position: absolute; left: 0; right: 0;"
               " bottom: 0; height: 60vh; background: #fff; padding: 24px; }")
        close, more, shows = ".login-sheet .close", ".login-sheet .next-step", ".login-step2"
    return Part("body", h, js, css,
                truth=[entry("consent", more, "popover", shows=shows, before_prelude=True)],
                prelude=[{"selector": close, "action": "click"}])


def decoy_ad_tab(env: dict) -> Part:
    """An ad tab on the right edge named right/next: opens the advertiser in a new window."""
    attrs, sel = env["rng"].choice([('class="ad-right"', "div.ad-right a"),
                                    ('id="nextad"', "#nextad a"),
                                    ('class="adv-next"', "div.adv-next a")])
    h = (f'<div {attrs}><a href="/{env["site"].sid}/ad/landing.html" target="_blank">'
         f'推广<br>&gt;</a></div>')
    css = (f"{sel.split(' ')[0]} {{ position: fixed; right: 0; top: 40%; width: 28px;"
           " background: #f60; z-index: 50; font-size: 12px; }"
           f" {sel} {{ display: block; color: #fff; padding: 6px 4px; }}")
    return Part("body", h, css=css, truth=[entry("ad_tab", sel, "ad")])


def decoy_ticker(env: dict) -> Part:
    """A ticker that changes by itself: news ticker (mousedown arrows), clock or headline."""
    kind = env["rng"].choice(["news", "clock", "headline"])
    arts = env["site"].articles
    if kind == "clock":
        h = '<span class="clock"></span>'
        js = ("var ck = q('.clock'); function tick() { var d = new Date(); ck.textContent ="
              " d.toLocaleDateString() + ' ' + d.toLocaleTimeString(); } tick();"
              " setInterval(tick, 1000);")
        return Part("top", h, js, truth=[entry("ticker", ".clock", "nothing", note="clock")])
    items = "".join(f'<li><a href="/{a.key}">{e(a.title)}</a></li>' for a in arts)
    items += "".join(f"<li>快讯：{e(g.title)}</li>" for g in env["site"].galleries)
    if kind == "news":
        h = ('<div class="ticker"><a class="LeftBotton" href="javascript:void(0);" '
             'target="_self"></a><ul>' + items + '</ul><a class="RightBotton" '
             'href="javascript:void(0);" target="_self"></a></div>')
        js = ("var tu = q('.ticker ul'), tk = 0; function roll(d) { var li = qa('li', tu);"
              " tk = (tk + d + li.length) % li.length; li.forEach(function (x, k) {"
              " x.style.display = k === tk ? '' : 'none'; }); } roll(0);"
              " setInterval(function () { roll(1); }, 1500);"
              " q('.ticker .RightBotton').addEventListener('mousedown', function () { roll(1); });"
              " q('.ticker .LeftBotton').addEventListener('mousedown', function () { roll(-1); });")
        css = (".ticker .LeftBotton, .ticker .RightBotton { display: inline-block; width: 12px;"
               " height: 12px; background: #999; } .ticker ul { display: inline-block; }")
        return Part("top", h, js, css,
                    truth=[entry("ticker", ".ticker .RightBotton", "strip_scroll", "mousedown")])
    h = f'<div class="headline-rotator"><ul>{items}</ul><span class="hl-next">&gt;</span></div>'
    js = ("var hu = q('.headline-rotator ul'), hk = 0; function rot() { var li = qa('li', hu);"
          " hk = (hk + 1) % li.length; li.forEach(function (x, k) { x.style.display = k === hk ?"
          " '' : 'none'; }); } hk = -1; rot(); setInterval(rot, 2000);"
          " q('.hl-next').addEventListener('click', rot);")
    return Part("top", h, js, truth=[entry("ticker", ".hl-next", "strip_scroll")])


DECOYS = {
    "next_set": decoy_next_set, "next_set_inplace": decoy_next_set_inplace, "grid": decoy_grid,
    "autoplay": decoy_autoplay, "strip_scroll": decoy_strip_scroll,
    "next_story": decoy_next_story, "load_more": decoy_load_more,
    "related_carousel": decoy_related_carousel, "share": decoy_share,
    "consent": decoy_consent, "ad_tab": decoy_ad_tab, "ticker": decoy_ticker,
}
