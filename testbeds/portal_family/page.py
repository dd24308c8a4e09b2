"""The frame of every HTML page of a portal: the render context (host bases, day, session
ids, link style), the charset declaration, the top bar, channel bar and footer, and the four
list markups (``ul_span``, ``cards``, ``table``, ``headline_only``), the five markups of the
photo channel's grid, and pagers.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from html import escape

from .lists import Entry, View
from .model import Portal, Story
from .shapes import page_ref, pager

META = {
    "utf8": '<meta charset="utf-8">',
    "gbk_meta": '<meta charset="gbk">',
    "gb2312_meta": '<meta http-equiv="Content-Type" content="text/html; charset=gb2312">',
    "gbk_header_only": "",
}
CONTENT_TYPE = {
    "utf8": "text/html; charset=utf-8",
    "gbk_meta": "text/html",
    "gb2312_meta": "text/html; charset=gb2312",
    "gbk_header_only": "text/html; charset=GBK",
}


def session_id(kind: str, serial: int) -> str:
    """The session id of render number ``serial``."""
    digest = hashlib.md5(f"session:{serial}".encode()).hexdigest()
    return digest.upper() if kind == "jsessionid" else digest[:16]


def add_session(ref: str, kind: str, sid: str) -> str:
    """``ref`` with a session id: ``;jsessionid=…`` after the path, or a ``sid=…`` parameter."""
    ref, hash_, frag = ref.partition("#")
    path, q, query = ref.partition("?")
    if kind == "jsessionid":
        path += f";jsessionid={sid}"
    else:
        query = f"{query}&sid={sid}" if query else f"sid={sid}"
        q = "?"
    return f"{path}{q}{query}{hash_}{frag}"


@dataclass
class Ctx:
    """What a render needs beyond the model: where the hosts are, the day, which render."""

    bases: dict[str, str]
    view: View
    host: str
    serial: int
    others: list[Portal]

    @property
    def p(self) -> Portal:
        """The portal being rendered."""
        return self.view.p

    @property
    def session(self) -> str | None:
        """The session kind of this page's links (None: no session ids)."""
        if self.host == self.p.key:
            return self.p.traps.get("session_ids")
        return None

    def abs(self, path: str, host: str | None = None) -> str:
        """An absolute URL, as the truth writes it."""
        return self.bases[host or self.p.key] + path

    def url(self, path: str, host: str | None = None) -> str:
        """The absolute URL a page links for ``path`` on ``host`` (with a session id)."""
        host = host or self.p.key
        if host == self.p.key and self.p.traps.get("session_ids"):
            kind = self.p.traps["session_ids"]
            path = add_session(path, kind, session_id(kind, self.serial))
        return self.bases[host] + path

    def href(self, path: str, host: str | None = None) -> str:
        """The (escaped) link text of ``path`` on ``host`` (default: the www host)."""
        url = self.url(path, host)
        if (host or self.p.key) == self.host and self.p.axes["link_style"] == "root_relative":
            url = url[len(self.bases[self.host]) :]
        return escape(url)

    def img(self, path: str) -> str:
        """The URL of a picture on the image host."""
        return self.bases["img"] + path

    def link(self, e: Entry) -> str:
        """The href of an entry."""
        return self.href(e.path, e.host)


def a(href: str, label: str, cls: str = "") -> str:
    """An anchor (``href`` already escaped)."""
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{href}"{c}>{escape(label)}</a>'


def frame(ctx: Ctx, title: str, body: str, head: str = "") -> str:
    """A whole page of the portal's www host."""
    p = ctx.p
    nav = [a(ctx.href("/"), "首页")]
    for slug, name in p.sections:
        nav.append(a(ctx.href(p.page_url(slug, 1)), name))
    nav.append(a(ctx.href(p.page_url("photo", 1)), p.section_name("photo")))
    if p.short_slug:
        nav.append(a(ctx.href(p.page_url(p.short_slug, 1)), p.short_name))
    if "login_wall" in p.traps:
        nav.append(a(ctx.href(p.page_url("vip", 1)), "会员"))
    if "channel_map" in p.traps:
        nav.append(a(ctx.href("/daohang/"), "频道导航"))
    ads = ctx.bases["ads"]
    friends = " ".join(a(ctx.bases[o.key] + "/", o.name) for o in ctx.others if o.key != p.key)
    footer = " | ".join(a(ctx.href(path), label) for path, label in UTILITY)
    return (
        f'<!DOCTYPE html>\n<html lang="zh-CN"><head>{META[p.axes["charset"]]}'
        f"<title>{escape(title)}_{escape(p.name)}</title>{head}</head>\n<body>\n"
        f'<div class="topbar">{a(ctx.href("/login"), "登录")} {a(ctx.href("/register"), "注册")}'
        f' <form action="/search" method="get"><input name="q"><button>搜索</button></form>'
        f"</div>\n"
        f'<div class="logo">{a(ctx.href("/"), p.name)}'
        f' <a href="{ads}/click?id={p.index * 10 + 1}"><img src="{ads}/banner/1.png"'
        f' alt="广告" width="468" height="60"></a></div>\n'
        f'<div class="nav">{" ".join(nav)}</div>\n{body}\n'
        f'<div class="footer">{footer}<div class="friends">友情链接：{friends}</div>'
        f"<p>{escape(p.name)} 版权所有 未经授权禁止转载</p></div>\n</body></html>\n"
    )


UTILITY = [
    ("/about/", "关于我们"),
    ("/contact/", "联系我们"),
    ("/adservice/", "广告服务"),
    ("/copyright/", "版权声明"),
    ("/sitemap.html", "网站地图"),
]


def _time(e: Entry, tag: str, cls: str) -> str:
    return f'<{tag} class="{cls}">{escape(e.time_text)}</{tag}>' if e.time_text else ""


def _comment(ctx: Ctx, e: Entry) -> str:
    if not e.comment:
        return ""
    return " " + a(
        ctx.href(e.path + "#comments", e.host), f"评论({e.target.time.minute + 3})", "cmt"
    )


def entries_html(ctx: Ctx, entries: list[Entry], markup: str) -> str:
    """A list in one of the four markups."""
    rows = []
    for e in entries:
        link = a(ctx.link(e), e.title or "")
        if markup == "cards":
            pic = ""
            if e.thumb and isinstance(e.target, Story):
                pic = (
                    f'<a href="{ctx.link(e)}" class="thumb"><img src="{ctx.img(e.target.thumb)}"'
                    f' width="160" height="120" alt=""></a>'
                )
            summary = f'<p class="summary">{escape(e.summary)}</p>' if e.summary else ""
            rows.append(
                f'<div class="card">{pic}<h3>{link}</h3>{summary}'
                f"{_time(e, 'span', 'date')}{_comment(ctx, e)}</div>"
            )
        elif markup == "table":
            rows.append(
                f'<tr><td class="title">{link}{_comment(ctx, e)}</td>'
                f'<td class="date">{escape(e.time_text or "")}</td></tr>'
            )
        elif markup == "headline_only":
            rows.append(f"<p>{link}{_comment(ctx, e)}</p>")
        elif ctx.p.axes["time_format"] == "bracket_md":
            rows.append(f"<li>{_time(e, 'span', 'time')}{link}{_comment(ctx, e)}</li>")
        else:
            rows.append(f"<li>{link}{_comment(ctx, e)}{_time(e, 'span', 'time')}</li>")
    body = "\n".join(rows)
    if markup == "cards":
        return f'<div class="cards">\n{body}\n</div>'
    if markup == "table":
        return f'<table class="newslist">\n{body}\n</table>'
    if markup == "headline_only":
        return f'<div class="headlines">\n{body}\n</div>'
    return f'<ul class="news-list">\n{body}\n</ul>'


def pictures_html(ctx: Ctx, entries: list[Entry]) -> str:
    """A grid of thumbnails with titles (the photo channel, the front's photo block)."""
    rows = []
    for e in entries:
        thumb = e.target.thumb if isinstance(e.target, Story) else "/none.png"
        rows.append(
            f'<li><a href="{ctx.link(e)}"><img src="{ctx.img(thumb)}"'
            f' width="160" height="120" alt=""></a><p>{a(ctx.link(e), e.title or "")}</p>'
            f"{_time(e, 'span', 'date')}</li>"
        )
    return '<ul class="piclist">\n' + "\n".join(rows) + "\n</ul>"


PHOTO_WRAP = {
    "thumb_then_link": ('<ul class="piclist">', "</ul>"),
    "caption_in_link": ('<div class="pic-grid">', "</div>"),
    "unlinked_caption": ('<ul class="photo-list">', "</ul>"),
    "alt_only": ('<ul class="pic-wall">', "</ul>"),
    "figure": ('<div class="gallery-grid"><div class="row">', "</div></div>"),
}


def photo_grid_html(ctx: Ctx, entries: list[Entry], markup: str) -> str:
    """The photo channel's grid in one of the five photo markups (``axes.LIST_AXES``)."""
    if markup == "thumb_then_link":
        return pictures_html(ctx, entries)
    rows = []
    for e in entries:
        href, title = ctx.link(e), escape(e.title or "")
        thumb = e.target.thumb if isinstance(e.target, Story) else "/none.png"
        img = f'<img src="{ctx.img(thumb)}" width="160" height="120"'
        if markup == "caption_in_link":
            rows.append(
                f'<div class="item"><a href="{href}">{img} alt="">'
                f'<span class="t">{title}</span></a></div>'
            )
        elif markup == "unlinked_caption":
            rows.append(
                f'<li><a href="{href}">{img} alt=""></a><p class="tit">{title}</p>'
                f"{_time(e, 'span', 'date')}</li>"
            )
        elif markup == "alt_only":
            rows.append(
                f'<li><a href="{href}" title="{title}">{img} alt="{title}"></a>'
                f"{_time(e, 'span', 'date')}</li>"
            )
        else:
            rows.append(
                f'<div class="col"><figure><a href="{href}">{img} alt=""></a>'
                f'<figcaption><a href="{href}">{title}</a></figcaption></figure></div>'
            )
    head, tail = PHOTO_WRAP[markup]
    return head + "\n" + "\n".join(rows) + "\n" + tail


def pager_html(ctx: Ctx, slug: str, p: int, n: int) -> str:
    """The pager of page ``p`` of ``n`` of a section."""
    style, parts = ctx.p.pagination(slug), []
    for label, k in pager(ctx.p.axes["pager_label"], p, n, bool(ctx.p.traps.get("endless_pages"))):
        ref = ctx.href(ctx.p.page_url(slug, k)) if ctx.session else escape(page_ref(style, k))
        parts.append(a(ref, label))
    return f'<div class="pages"><span class="cur">{p}</span> {" ".join(parts)}</div>'
