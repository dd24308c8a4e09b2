"""Article pages: the same site chrome, paragraphs, 下一篇, an inline photo on some, and a
下一页 pager over 2-4 pages on paginated ones (``_2.html`` or ``?page=2``) whose last page
stops, loops back to page 1 or leads to another article.
"""

from __future__ import annotations

from .model import Article, Site
from .render import e, shell


def _pager(a: Article, n: int, style: int) -> str:
    total = len(a.urls)
    if total == 1:
        return ""
    links = []
    if n > 1:
        links.append(f'<a href="/{a.urls[n - 2]}" target="_self">上一页</a>')
    for k in range(1, total + 1):
        links.append(f"<span>{k}</span>" if k == n else
                     f'<a href="/{a.urls[k - 1]}" target="_self">{k}</a>')
    if n < total:
        nxt = f"/{a.urls[n]}"
    elif a.kind == "paginated_loop":
        nxt = f"/{a.urls[0]}"
    elif a.kind == "paginated_to_other":
        nxt = f"/{a.next_url}"
    else:
        nxt = ""
    if nxt:
        links.append(f'<a href="{nxt}" target="_self" class="pagenext">下一页</a>')
    if style == 0:
        return f'<div id="function_code_page">{"".join(links)}</div>'
    return f'<div class="page"><span class="pg">{n}/{total}</span>{"".join(links)}</div>'


def article_page(site: Site, ctx: dict, a: Article, n: int) -> str:
    """Page ``n`` (1-based) of an article."""
    paras = "".join(f"<p>{e(p)}</p>" for p in a.pages[n - 1])
    fig = ""
    if a.photo is not None and n == 1:
        fig = (f'<figure class="inline-pic"><img src="/{a.photo.image}" alt="" width="480">'
               f"<figcaption>{e(a.photo.note)}</figcaption></figure>")
    nxt = next((o for o in site.articles if o.key == a.next_url), None)
    gal = site.galleries[0]
    style = int(a.aid[-1]) % 2
    body = (f'<div class="wrap article"><h1>{e(a.title)}</h1><div class="info">'
            f'<span class="time">2024-03-12 08:30</span> 来源：{e(site.portal)}</div>'
            f'<div class="content">{fig}{paras}</div>{_pager(a, n, style)}'
            f'<div class="next-article">下一篇：<a href="/{nxt.key if nxt else a.key}">'
            f'{e(nxt.title if nxt else a.title)}</a></div><div class="rel"><h3>相关图集</h3>'
            f'<a href="/{gal.page1}">{e(gal.title)}</a></div></div>')
    ctx = {**ctx, "top_html": ""}
    return shell(site, ctx, a.title, body)


def index_page(site: Site, ctx: dict) -> str:
    """The site's home page (for manual browsing; not in the truth)."""
    gals = "".join(f'<li><a href="/{g.key}">{e(g.title)}</a></li>' for g in site.galleries)
    arts = "".join(f'<li><a href="/{a.key}">{e(a.title)}</a></li>' for a in site.articles)
    body = f'<div class="wrap"><h2>图片</h2><ul>{gals}</ul><h2>新闻</h2><ul>{arts}</ul></div>'
    return shell(site, {**ctx, "top_html": ""}, site.portal, body)
