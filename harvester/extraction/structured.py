"""What a page states about its article in JSON-LD (schema.org ``<script
type="application/ld+json">`` blocks): its ``datePublished``.

News and blog platforms (WordPress' Yoast, most CMSs) write one, often where no
``<meta>`` tag gives the date (wcxb_dev: about 70 of the articles we dated wrongly or
not at all stated theirs so). An article's own object (``Article``, ``NewsArticle``,
``BlogPosting``…, in a list or an ``@graph``) is preferred to any other that carries the
date (a ``WebPage``). Read before the page's scripts are removed.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from lxml.html import HtmlElement

#: The most objects looked at in one page's blocks (a product feed's thousands are no
#: article's).
MAX_OBJECTS = 200


def structured_published(root: HtmlElement) -> str | None:
    """The ``datePublished`` the page's JSON-LD gives its article, else any object's;
    None when it gives none."""
    other: str | None = None
    for item in _objects(root):
        date = item.get("datePublished")
        if not isinstance(date, str) or not date.strip():
            continue
        if _is_article(item.get("@type")):
            return date.strip()
        other = other or date.strip()
    return other


def _is_article(kind: Any) -> bool:
    """Whether a schema.org ``@type`` (a name or a list of names) is an article's."""
    kinds = kind if isinstance(kind, list) else [kind]
    return any(
        isinstance(k, str) and (k.endswith(("Article", "Posting")) or k == "Report") for k in kinds
    )


def _objects(root: HtmlElement) -> Iterator[dict[str, Any]]:
    """Every JSON object of the page's JSON-LD blocks, outer ones first (at most
    :data:`MAX_OBJECTS`); a block that is no JSON is skipped."""
    seen = 0
    for script in root.iter("script"):
        if "ld+json" not in (script.get("type") or "").lower() or not script.text:
            continue
        try:
            data = json.loads(script.text, strict=False)  # raw line breaks in strings
        except ValueError:
            continue
        stack: list[Any] = [data]
        while stack and seen < MAX_OBJECTS:
            value = stack.pop(0)
            if isinstance(value, list):
                stack.extend(value)
            elif isinstance(value, dict):
                seen += 1
                yield value
                stack.extend(v for v in value.values() if isinstance(v, (list, dict)))
