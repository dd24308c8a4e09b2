"""The navigation and utility pages of a portal's www host: the front page, section pages
(one of them rendered by a script from a JSON endpoint on some portals), the photo channel,
the member section, tag, author, calendar and look-alike pages, the channel map, the HTML
site map, search and comment pages, login and the 关于我们-style pages; and the mobile front.
"""

from __future__ import annotations

import json
from datetime import date, timedelta
from html import escape

from . import text
from .lists import Entry
from .model import Story
from .page import Ctx, a, entries_html, frame, pager_html, photo_grid_html, pictures_html


def _block(ctx: Ctx, cls: str, title: str, body: str, more: str = "") -> str:
    return f'<div class="{cls}"><h2>{title}</h2>\n{body}\n{more}</div>'


def _plain(ctx: Ctx, entries: list[Entry], tag: str = "ul") -> str:
    rows = "".join(f"<li>{a(ctx.link(e), e.title or '')}</li>\n" for e in entries)
    return f"<{tag}>\n{rows}</{tag}>"


def front(ctx: Ctx) -> str:
    """The front page."""
    v, p = ctx.view, ctx.p
    blocks = v.front()
    heads = "".join(
        f'<h1 class="top">{a(ctx.link(e), e.title or "")}</h1>\n' for e in blocks["headline"]
    )
    parts = [
        _block(ctx, "headline", "头条", heads),
        _block(ctx, "yaowen", "要闻", _plain(ctx, blocks["yaowen"])),
        _block(ctx, "rolling", "滚动新闻", entries_html(ctx, blocks["rolling"], "ul_span")),
        _block(
            ctx,
            "photo",
            a(ctx.href(p.page_url("photo", 1)), "图片"),
            pictures_html(ctx, blocks["photo_block"]),
        ),
    ]
    for slug, name in p.sections:
        link = ctx.href(p.page_url(slug, 1))
        parts.append(
            _block(
                ctx,
                f"channel ch-{slug}",
                a(link, name),
                _plain(ctx, blocks[f"channel:{slug}"]),
                a(link, "更多>>", "more"),
            )
        )
    parts.append(_block(ctx, "rank", "排行榜", _plain(ctx, blocks["rank"], "ol")))
    tags = " ".join(a(ctx.href(f"/tag/{i}/"), t) for i, t in enumerate(p.tags))
    hot = " ".join(a(ctx.href(f"/search?q={w}"), w) for w in text.HOT_WORDS[:5])
    extra = [a(ctx.href(v.lookalike_paths()[0][0]), "新闻中心")]
    if "calendar" in p.traps:
        extra.append(a(ctx.href(f"/archive/{v.days[0]:%Y/%m/%d}/"), "新闻日历"))
    parts.append(f'<div class="hot">热门标签：{tags}<br>热搜：{hot}<br>{" ".join(extra)}</div>')
    head = ""
    if p.mkey:
        head = (
            f'<link rel="alternate" media="only screen and (max-width: 640px)"'
            f' href="{ctx.abs("/", p.mkey)}">'
        )
    return frame(ctx, "首页", "\n".join(parts), head)


def section(ctx: Ctx, slug: str, k: int, entries: list[Entry]) -> str:
    """Page ``k`` of a section (the photo channel and the member section too)."""
    v, p = ctx.view, ctx.p
    name = p.section_name(slug)
    crumb = f'<div class="crumb">{a(ctx.href("/"), "首页")} &gt; {escape(name)}</div>'
    if slug == "photo":
        body = photo_grid_html(ctx, entries, v.markup(slug, k))
    elif slug == p.script_section:
        body = (
            '<ul id="newslist" class="news-list"><li>加载中…</li></ul>\n<script>\n'
            + LIST_JS.replace("URL", f"/api/list/{slug}_{k}.json")
            + "</script>"
        )
    else:
        body = entries_html(ctx, entries, v.markup(slug, k))
    rank = (
        ""
        if slug in ("photo", "vip", p.short_slug)
        else _block(ctx, "rank side", "排行榜", _plain(ctx, v.rank(), "ol"))
    )
    pages = pager_html(ctx, slug, k, v.n_pages(slug))
    if slug == p.short_slug:  # a 专题: an intro, the list, no pager
        body = f'<div class="zt-intro"><p>{escape(p.short_intro)}</p></div>\n{body}'
        pages = ""
    main = (
        f'{crumb}\n<div class="main"><h2 class="column">{escape(name)}</h2>\n{body}\n'
        f"{pages}</div>\n{rank}"
    )
    return frame(ctx, name if k == 1 else f"{name}_第{k}页", main)


LIST_JS = """(function () {
  var x = new XMLHttpRequest();
  x.open("GET", "URL", true);
  x.onload = function () {
    var d = JSON.parse(x.responseText), h = "";
    for (var i = 0; i < d.list.length; i++) {
      var it = d.list[i];
      h += '<li><a href="' + it.url + '">' + it.title + '</a><span class="time">' + it.time +
        '</span></li>';
    }
    document.getElementById("newslist").innerHTML = h;
  };
  x.send();
})();
"""


def list_json(ctx: Ctx, k: int, entries: list[Entry], n: int) -> bytes:
    """The JSON a script-rendered section loads for page ``k``."""
    items = [
        {"title": e.title, "url": ctx.url(e.path, e.host), "time": e.time_text} for e in entries
    ]
    data = {"code": 0, "page": k, "pages": n, "list": items}
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


def simple_list(ctx: Ctx, title: str, entries: list[Entry], extra: str = "") -> str:
    """A tag, author, calendar or look-alike page: a heading and a timed list."""
    body = f"<h1>{escape(title)}</h1>\n{entries_html(ctx, entries, 'ul_span')}\n{extra}"
    return frame(ctx, title, body)


def calendar(ctx: Ctx, d: date) -> str:
    """A calendar day, linking the day before and after, without end."""
    prev, nxt = d - timedelta(days=1), d + timedelta(days=1)
    links = (
        f'<div class="days">{a(ctx.href(f"/archive/{prev:%Y/%m/%d}/"), "前一天")} '
        f"{a(ctx.href(f'/archive/{nxt:%Y/%m/%d}/'), '后一天')}</div>"
    )
    return simple_list(ctx, f"{d.year}年{d.month}月{d.day}日 新闻回顾", ctx.view.on_day(d), links)


def channel_map(ctx: Ctx) -> str:
    """频道导航: every page of every section, searches, tags, authors, days, other portals."""
    v, p = ctx.view, ctx.p
    rows = []
    for slug in p.list_slugs:
        pages = " ".join(
            a(ctx.href(p.page_url(slug, k)), f"第{k}页") for k in range(1, v.n_pages(slug) + 1)
        )
        words = " ".join(a(ctx.href(f"/search?q={w}&ch={slug}"), w) for w in text.HOT_WORDS)
        rows.append(
            f"<dl><dt>{a(ctx.href(p.page_url(slug, 1)), p.section_name(slug))}</dt>"
            f"<dd>{pages}</dd><dd>{words}</dd></dl>"
        )
    rows.append(
        "<dl><dt>标签</dt><dd>"
        + " ".join(a(ctx.href(f"/tag/{i}/"), t) for i, t in enumerate(p.tags))
        + "</dd></dl>"
    )
    rows.append(
        "<dl><dt>作者</dt><dd>"
        + " ".join(a(ctx.href(f"/author/{i}/"), n) for i, n in enumerate(p.authors))
        + "</dd></dl>"
    )
    rows.append(
        "<dl><dt>往日</dt><dd>"
        + " ".join(a(ctx.href(path), f"{d or ''}新闻") for path, d in v.lookalike_paths())
        + "</dd></dl>"
    )
    for o in ctx.others:
        if o.key != p.key:
            rows.append(
                f"<dl><dt>{a(ctx.bases[o.key] + '/', o.name)}</dt><dd>"
                + " ".join(a(ctx.bases[o.key] + o.page_url(s, 1), n) for s, n in o.sections)
                + "</dd></dl>"
            )
    return frame(ctx, "频道导航", "<h1>频道导航</h1>\n" + "\n".join(rows))


def site_map(ctx: Ctx) -> str:
    """网站地图: every section, the feeds, the utility pages."""
    p = ctx.p
    secs = " ".join(a(ctx.href(p.page_url(s, 1)), p.section_name(s)) for s in p.list_slugs)
    feeds = " ".join(a(ctx.href(f"/rss/{s}.xml"), f"{n}RSS") for s, n in p.sections)
    feeds += " " + a(ctx.href("/rss/index.xml"), "全部RSS") + " " + a(ctx.href("/atom.xml"), "Atom")
    return frame(ctx, "网站地图", f"<h1>网站地图</h1>\n<p>频道：{secs}</p>\n<p>订阅：{feeds}</p>")


UTILITY_TEXT = {
    "/about/": ("关于我们", "本网是一家综合性新闻门户网站，提供国内国际新闻资讯。"),
    "/contact/": ("联系我们", "新闻热线：010-12345678 电子邮件：news@example.com"),
    "/adservice/": ("广告服务", "广告刊例及合作方式请联系广告部。"),
    "/copyright/": ("版权声明", "本网所有内容未经授权不得转载。"),
    "/register": ("注册", "请填写手机号码完成注册。"),
}


def utility(ctx: Ctx, path: str) -> str:
    """A utility page (关于我们, 联系我们, 广告服务, 版权声明, 注册)."""
    title, para = UTILITY_TEXT[path]
    return frame(ctx, title, f"<h1>{title}</h1>\n<p>{escape(para)}</p>")


def login(ctx: Ctx, nxt: str) -> str:
    """The login page (where the member section sends everyone)."""
    form = (
        f'<form method="post" action="/login"><input type="hidden" name="next"'
        f' value="{escape(nxt)}"><input name="user"><input type="password" name="pw">'
        f"<button>登录</button></form>"
    )
    return frame(ctx, "用户登录", f"<h1>用户登录</h1>\n<p>请先登录后再阅读会员内容。</p>\n{form}")


def search(ctx: Ctx, q: str) -> str:
    """Search results for any query: stories sharing a character with it, else the newest."""
    hits = [s for s in ctx.view.listed if set(q) & set(s.title)][:10] or ctx.view.listed[:5]
    entries = [ctx.view.entry(s, "search") for s in hits]
    return simple_list(ctx, f"搜索结果：{q}", entries)


def comments(ctx: Ctx, story: Story) -> str:
    """The comment page of a story."""
    rows = "".join(
        f"<li><b>网友{(story.sid * 7 + i) % 9000 + 1000}</b>：{c}</li>"
        for i, c in enumerate(text.COMMENTS[: 3 + story.sid % 4])
    )
    back = a(ctx.href(story.path), "返回原文")
    return frame(ctx, "网友评论", f"<h1>网友评论</h1>\n<p>{back}</p>\n<ul class='cmts'>{rows}</ul>")


def m_front(ctx: Ctx) -> str:
    """The mobile host's front page (UTF-8, linking the mobile URLs)."""
    rows = "".join(
        f'<li><a href="{ctx.link(e)}">{escape(e.title or "")}</a>'
        f"<span>{escape(e.time_text or '')}</span></li>\n"
        for e in ctx.view.m_front()
    )
    return (
        f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><meta name="viewport"'
        f' content="width=device-width"><title>{escape(ctx.p.name)}手机版</title>'
        f'<link rel="canonical" href="{ctx.abs("/")}"></head>\n<body><ul class="m-list">\n'
        f"{rows}</ul></body></html>\n"
    )
