"""What a page says of itself rather than shows: its language, its description, its lead
picture and its canonical address, read from ``<html lang>`` and the ``<meta>`` and
``<link>`` tags of its head (Open Graph, Twitter cards, Dublin Core, as trafilatura and
news-please read them), the text itself standing in for an undeclared language."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from lxml.html import HtmlElement

from harvester.extraction.dom import normalise_space
from harvester.urls import absolute

#: Where a page declares its language, in order (``<html lang>`` first: what browsers read).
_LANGUAGE_ATTRS = ("lang", "{http://www.w3.org/XML/1998/namespace}lang")
_LANGUAGE_METAS = (("http-equiv", "content-language"), ("property", "og:locale"))
#: A language tag as BCP 47 writes it (``zh-CN``, ``en``, ``zh_Hans_CN`` from og:locale).
_LANGUAGE_RE = re.compile(r"^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$")
#: An undeclared page is Chinese when at least this share of its letters are Han
#: characters (ours: the zh corpus' articles run 0.6 to 0.9, the English ones 0.0).
HAN_SHARE = 0.3
_HAN_RE = re.compile(r"[\u3400-\u9fff]")
_LETTER_RE = re.compile(r"[^\W\d_]")

#: Where a page describes itself, in order.
_DESCRIPTION_METAS = (
    ("name", "description"),
    ("property", "og:description"),
    ("name", "twitter:description"),
    ("name", "dc.description"),
)
#: Where a page names its lead picture, in order (``link rel=image_src``: older portals).
_PICTURE_METAS = (
    ("property", "og:image"),
    ("property", "og:image:url"),
    ("name", "twitter:image"),
    ("name", "twitter:image:src"),
    ("itemprop", "image"),
)


def _meta(root: HtmlElement, pairs: tuple[tuple[str, str], ...]) -> str | None:
    """The first non-empty ``content`` of a ``<meta>`` matching one of ``pairs``
    (attribute, value; case-insensitive), in the order of ``pairs``."""
    metas = [m for m in root.iter("meta") if m.get("content")]
    for attr, value in pairs:
        for meta in metas:
            if (meta.get(attr) or "").strip().lower() == value and (
                text := normalise_space(meta.get("content") or "")
            ):
                return text
    return None


def declared_language(root: HtmlElement) -> str | None:
    """The page's language as it declares it (``zh-CN``, ``en``), or None."""
    html = root if root.tag == "html" else next(root.iter("html"), None)
    declared = [html.get(attr) for attr in _LANGUAGE_ATTRS] if html is not None else []
    declared.append(_meta(root, _LANGUAGE_METAS))
    for value in declared:
        tag = (value or "").strip().split(",")[0].strip()
        if _LANGUAGE_RE.match(tag):
            return tag.replace("_", "-")
    return None


def text_language(text: str) -> str | None:
    """``zh`` for a text of mostly Han characters (:data:`HAN_SHARE`), else None."""
    letters = len(_LETTER_RE.findall(text))
    if letters and len(_HAN_RE.findall(text)) / letters >= HAN_SHARE:
        return "zh"
    return None


def find_description(root: HtmlElement) -> str | None:
    """The page's own summary of itself (``<meta name=description>``, Open Graph…)."""
    return _meta(root, _DESCRIPTION_METAS)


def find_lead_image(root: HtmlElement, url: str | None) -> str | None:
    """The picture the page names to stand for it (``og:image``…), absolute, or None."""
    found = _meta(root, _PICTURE_METAS)
    if found is None:
        link = next(
            (el for el in root.iter("link") if (el.get("rel") or "").lower() == "image_src"),
            None,
        )
        found = link.get("href") if link is not None else None
    return _web(found, url)


def find_canonical(root: HtmlElement, url: str | None) -> str | None:
    """The page's own ``<link rel="canonical">`` as an absolute http(s) URL, or None
    (a mobile twin, a redirect's old address and a tracked link all name the one story)."""
    for link in root.iterfind(".//link[@href]"):
        if "canonical" in (link.get("rel") or "").lower().split():
            return _web(link.get("href"), url)
    return None


def _web(href: str | None, base: str | None) -> str | None:
    found = absolute(href, base) if href else None
    return found if found and urlsplit(found).scheme in ("http", "https") else None
