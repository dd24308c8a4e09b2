"""Every XPath, tag set and class-name pattern the extractors use, in one place.

Keeping them together (as trafilatura does) makes a site-specific miss a one-line fix and
keeps the algorithms free of markup trivia.
"""

from __future__ import annotations

import re


class NamePattern:
    """A case-blind pattern over class and id names, searched in the lowered names: sre's
    ``IGNORECASE`` tries every alternative with case folding at every position, six times
    slower on these long alternations (measured on wcxb_dev's class names), and they are
    searched for every named element of a page. Its pattern is written in lower case; one
    of plain words only is compiled as a tree of their letters (:func:`_word_tree`).
    ``words``, given for a short pattern: a word each of its alternatives holds, so that
    names holding none (most) are answered by substring tests, not a scan."""

    __slots__ = ("_regex", "pattern", "words")

    def __init__(self, pattern: str, words: tuple[str, ...] = ()) -> None:
        self.pattern, self.words = pattern, words
        alternatives = pattern.split("|")
        if words and not all(any(w in a for w in words) for a in alternatives):
            raise ValueError(f"an alternative of {pattern!r} holds none of {words}")
        plain = all(_PLAIN_WORD_RE.fullmatch(word) for word in alternatives)
        self._regex = re.compile(_word_tree(alternatives) if plain else pattern)

    def search(self, names: str) -> re.Match[str] | None:
        """A match in ``names``, case ignored."""
        low = names.lower()
        if self.words and not any(word in low for word in self.words):
            return None
        return self._regex.search(low)


_PLAIN_WORD_RE = re.compile(r"[\w-]+")


def _word_tree(words: list[str]) -> str:
    """A pattern matching the same strings as ``|``-joined ``words``, written as a tree
    of their letters (``pag(?:er|ination)``): sre tries each of a long alternation's words
    at every position of the text, and only the branches of a tree that its letters
    follow (a third faster on the unlikely names' 37 words)."""
    branches: dict[str, list[str]] = {}
    ends = False
    for word in words:
        if word:
            branches.setdefault(word[0], []).append(word[1:])
        else:
            ends = True
    alternatives = [re.escape(first) + _word_tree(rest) for first, rest in branches.items()]
    if ends:
        return f"(?:{'|'.join(alternatives)})?" if alternatives else ""
    return alternatives[0] if len(alternatives) == 1 else f"(?:{'|'.join(alternatives)})"


# --- cleaning -------------------------------------------------------------------------------

#: Elements that never hold article text; removed with their content (seed 001 deletes
#: comments, scripts and styles; the rest are their modern relatives).
JUNK_TAGS: tuple[str, ...] = (
    "script",
    "style",
    "noscript",
    "template",
    "iframe",
    "object",
    "embed",
    "applet",
    "svg",
    "canvas",
    "map",
    "input",
    "select",
    "option",
    "textarea",
    "button",
    "label",
    "nav",
    "aside",
    "footer",
    "head",
    "title",
    "meta",
    "link",
    "audio",
    "video",
    "source",
    "track",
    "dialog",
    "menu",
)

#: Tags that start a new line when text is laid out.
BLOCK_TAGS: frozenset[str] = frozenset(
    {
        "address",
        "article",
        "aside",
        "blockquote",
        "body",
        "center",
        "dd",
        "details",
        "div",
        "dl",
        "dt",
        "fieldset",
        "figcaption",
        "figure",
        "footer",
        "form",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "header",
        "hr",
        "html",
        "li",
        "main",
        "nav",
        "ol",
        "p",
        "pre",
        "section",
        "summary",
        "table",
        "tbody",
        "td",
        "tfoot",
        "th",
        "thead",
        "tr",
        "ul",
    }
)

HEADING_TAGS: frozenset[str] = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})

# --- Readability's class and id weights (seed 000 §3; Arc90 Readability's patterns) ----------

POSITIVE_RE = NamePattern(
    r"article|body|content|entry|hentry|h-entry|main|page|post|text|blog|story|"
    r"detail|zhengwen|neirong|wenzhang|artic|cont|txt|rich_media|left_zw|news_txt"
)
NEGATIVE_RE = NamePattern(
    r"hidden|^hid$| hid$| hid |^hid |banner|combx|comment|com-|contact|foot|footer|footnote|"
    r"gdpr|masthead|media|meta|outbrain|promo|related|scroll|share|shoutbox|sidebar|skyscraper|"
    r"sponsor|shopping|tags|tool|widget|recommend|hot|rank|nav|menu|breadcrumb|crumb|copyright|"
    r"login|subscribe|advert|^ad-|-ad$|_ad$|^ad$|qrcode|erweima|download|xiangguan|tuijian|"
    r"remen|paihang|pinglun|fenxiang|byline|author|source|editor|keyword"
)
UNLIKELY_RE = NamePattern(
    r"-ad-|ai2html|banner|breadcrumbs|combx|comment|community|cover-wrap|disqus|extra|footer|"
    r"gdpr|header|legends|menu|related|remark|replies|rss|shoutbox|sidebar|skyscraper|social|"
    r"sponsor|supplemental|ad-break|agegate|pagination|pager|popup|yom-remote|"
    r"recommend|share|hotnews|xiangguan|tuijian"
)
#: Boxes inside a body block that hold no body text: bylines, timestamps, sign-ups…
NOISE_BOX_RE = NamePattern(
    r"byline|timestamp|dateline|newsletter|signup|sign-up|subscribe|social|share|sharing|"
    r"promo|author-info|author_info|fenxiang|caption|credit"
)
#: Boxes beside an encyclopedia article's text: facts at a glance, navigation tables.
FACT_BOX_RE = NamePattern(r"infobox|navbox|basic-?info|basicinfo|lemma-?summary-?box")
MAYBE_CANDIDATE_RE = NamePattern(r"and|article|body|column|content|main|shadow|detail|text")

# --- metadata -------------------------------------------------------------------------------

#: Elements that may show the headline: these headings, and any element whose class or
#: id (joined by a space) says so.
HEADLINE_TAGS = frozenset({"h1", "h2", "h3"})
HEADLINE_NAME_RE = NamePattern(r"title|headline|biaoti|tit\b", ("tit", "headline", "biaoti"))
TITLE_META_XPATHS: tuple[str, ...] = (
    "//meta[@property='og:title']/@content",
    "//meta[@name='twitter:title']/@content",
    "//meta[@name='title']/@content",
    "//meta[@name='ArticleTitle']/@content",
    "//meta[@name='headline']/@content",
)
PUBLISH_TIME_META_XPATHS: tuple[str, ...] = (
    "//meta[@property='article:published_time']/@content",
    "//meta[@name='article:published_time']/@content",
    "//meta[@itemprop='datePublished']/@content",
    "//meta[@name='PubDate']/@content",
    "//meta[@name='pubdate']/@content",
    "//meta[@name='publishdate']/@content",
    "//meta[@name='publish_date']/@content",
    "//meta[@name='publication_date']/@content",
    "//meta[@property='og:release_date']/@content",
    "//meta[@name='og:time']/@content",
    "//meta[@property='og:time']/@content",
    "//meta[@property='bytedance:published_time']/@content",
    "//meta[@name='weibo: article:create_at']/@content",
    "//meta[@name='date']/@content",
    "//meta[@name='DC.date.issued']/@content",
    "//meta[@name='dc.date']/@content",
    "//time[@pubdate]/@datetime",
    "//time[@itemprop='datePublished']/@datetime",
)
AUTHOR_META_XPATHS: tuple[str, ...] = (
    "//meta[@name='author']/@content",
    "//meta[@property='article:author']/@content",
    "//meta[@name='Author']/@content",
    "//*[@itemprop='author']//*[@itemprop='name']/text()",
)
SOURCE_META_XPATHS: tuple[str, ...] = (
    "//meta[@name='source']/@content",
    "//meta[@name='mediaid']/@content",
    "//meta[@property='og:site_name']/@content",
)
