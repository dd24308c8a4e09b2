"""A section's article template in use: read a page by it, learn one, count how it did.

``harvest extract --db`` calls :func:`extract_in_section`; ``harvest run`` calls
:func:`record_section` once a page is known to be an article.
"""

from __future__ import annotations

from typing import Literal

from harvester.extraction.article import Article, extract
from harvester.store.models import ArticleTemplate
from harvester.store.templates import TemplateStore


def extract_in_section(
    data: bytes | str, url: str | None, store: TemplateStore | None, *, file: str | None = None
) -> Article:
    """Extract a page with its section's article template, learning one when the section
    has none, and count the use (``harvest extract --db``)."""
    template = store.article_template(url) if store is not None and url else None
    article = extract(data, url=url, file=file, template=template.path if template else None)
    if store is not None and url:
        record_section(store, url, template, article)
    return article


def record_section(
    store: TemplateStore, url: str, template: ArticleTemplate | None, article: Article
) -> Literal["hit", "discovered", "none"]:
    """Tell the store what one article page of ``url``'s section showed: a section without
    a template learns this page's, one with a template counts whether the page was read
    from it. Returns what the page did: read from the template (``hit``), taught it
    (``discovered``), or neither."""
    if article.error or not article.text:
        return "none"
    if template is None:
        if not article.body_path:
            return "none"
        store.learn_article(url, article.body_path)
        return "discovered"
    read = article.section_template is not None
    store.article_used(template, agreed=read, path=article.body_path)
    return "hit" if read else "none"
