"""Multi-page articles: following an article's 下一页 pager to its last page.

Portals split long articles over pages (``_2.html``, ``-2.html``, ``index_2.html``,
``?page=2``) behind a pager whose last link says 下一页. A page is followed only when the
pager's link is another page of the *same* article by its address (the first page's
name with a page number, or its query with a page key); a link to a page already read (a
pager that loops back) or to another article (a 下一页 that leads elsewhere, another
headline) ends the article. Each page is extracted on its own and the texts are joined.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urldefrag

from playwright.async_api import Error as PlaywrightError

from harvester.extraction.article import Article, extract
from harvester.gallery.discover import snapshot
from harvester.gallery.state import url_step
from harvester.gallery.view import GalleryView

#: Follow at most this many pages of one article (a pager that never ends).
MAX_ARTICLE_PAGES = 50


@dataclass
class ArticlePages:
    """The pages of one article, read in order."""

    texts: list[str] = field(default_factory=list)
    urls: list[str] = field(default_factory=list)
    end: str = "last page"

    @property
    def text(self) -> str:
        return "\n".join(t for t in self.texts if t)


def next_page(first_url: str, link: str | None, seen: set[str]) -> str | None:
    """The pager link when it leads to an unread page of the article at ``first_url``."""
    if not link:
        return None
    link = urldefrag(link)[0]
    if link in seen or url_step(urldefrag(first_url)[0], link) is None:
        return None
    return link


def same_headline(first: str | None, other: str | None) -> bool:
    """Whether two pages' headlines are one article's (page 2 may add "（2）")."""
    if not first or not other:
        return True
    a, b = "".join(first.split()), "".join(other.split())
    return a in b or b in a


async def follow_pages(
    view: GalleryView, first_url: str, first: Article, pager: str | None
) -> ArticlePages:
    """Read the pages after the first one (already extracted as ``first``)."""
    pages = ArticlePages([first.text], [urldefrag(first_url)[0]])
    seen = set(pages.urls)
    while len(pages.urls) < MAX_ARTICLE_PAGES:
        link = next_page(first_url, pager, seen)
        if link is None:
            if pager and urldefrag(pager)[0] in seen:
                pages.end = "the pager looped back"
            elif pager and len(pages.urls) > 1:
                pages.end = "the pager leads to another page"
            return pages
        try:
            response = await view.goto(link)
        except PlaywrightError:
            response = None
        if response is None or response.status >= 400:
            pages.end = "a dead page"
            return pages
        article = extract(await view.tab.html(), url=link)
        if not same_headline(first.title, article.title):
            pages.end = "another article"
            return pages
        seen.add(link)
        pages.urls.append(link)
        pages.texts.append(article.text)
        pager = (await snapshot(view)).pager
    pages.end = f"{MAX_ARTICLE_PAGES} pages"
    return pages
