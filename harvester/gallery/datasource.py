"""A gallery's own data: the one source on its page that lists its pictures in order.

Portal galleries draw their slides from data: a JSON or JS literal in an inline script
(``var G_listdata=[{…}]``, ``slide_data``), a ``textarea#photoList``, a ``data-*``
attribute holding JSON, or the answer to an XHR or fetch (JSON, or XML such as
``<photo><bigimg>…</bigimg><note>…</note></photo>``) (GALLERY_MECHANICS.md). After a walk,
:func:`find_source` looks through those texts for the key whose values are exactly the
walked pictures, in order, and the keys whose values are their captions (and credits,
where they stand apart); the template keeps where (:class:`DataSource`). On the site's
later galleries :func:`read_source` reads pictures and captions from the same kind of
text with one page load, and the caller checks the picture shown (and the counter, where
there is one) against them before it trusts them.

Every text is read as a flat sequence of ``(key, value)`` pairs in document order: a
quoted string after ``key:`` (JS and JSON), a string in an array (key ``[]``), an XML
element's text or CDATA (its tag), an XML attribute. Pure functions: text in, data out.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from typing import Literal
from urllib.parse import urljoin

from harvester.gallery.slides import Slide, clean_caption

#: Where a page's data text comes from.
Where = Literal["script", "textarea", "attribute", "response"]
WHERES: tuple[Where, ...] = ("script", "textarea", "attribute", "response")

#: A string literal of a script or a JSON text (as harvester.gallery.signs reads them).
_QUOTED_RE = re.compile(r""""((?:[^"\\\n]|\\.){0,4096})"|'((?:[^'\\\n]|\\.){0,4096})'""")
#: What stands before a value in a record: ``"src": ``, ``src:``, ``src =``.
_KEY_BEFORE_RE = re.compile(r"""["']?([\w$-]{1,40})["']?\s*[:=]\s*$""")
#: An XML element holding text or CDATA (no child element), and an attribute.
_XML_TEXT_RE = re.compile(
    r"<([\w:-]{1,40})(?:\s[^<>]*)?>\s*(?:<!\[CDATA\[(.*?)\]\]>|([^<]*?))\s*</\1\s*>", re.S
)
_XML_ATTR_RE = re.compile(r"""\s([\w:-]{1,40})\s*=\s*"([^"<>]{1,4096})\"""")
_TAG_RE = re.compile(r"<[^>]+>")
#: The key of strings standing in an array.
ARRAY = "[]"
#: The fewest pictures a source must list to be worth keeping (harvester.pipeline.gallery's
#: MIN_SLIDES: fewer did not page).
MIN_PICTURES = 2


@dataclass(frozen=True, slots=True)
class DataSource:
    """Where a site's galleries list their pictures: the kind of text, the key of the
    picture addresses, the key of the captions (None: the pictures have none) and the key
    of the photo credits, where they stand apart (``source: "Photo: Reuters"``)."""

    where: Where
    picture: str
    caption: str | None = None
    credit: str | None = None

    def to_json(self) -> str:
        return json.dumps(
            {
                "where": self.where,
                "picture": self.picture,
                "caption": self.caption,
                "credit": self.credit,
            }
        )

    @classmethod
    def from_json(cls, text: str | None) -> DataSource | None:
        """The source a template stored, or None (none stored, or not one of ours)."""
        if not text:
            return None
        try:
            data = json.loads(text)
            where, picture = data["where"], data["picture"]
            caption, credit = data.get("caption"), data.get("credit")
        except (ValueError, TypeError, KeyError, AttributeError):
            return None
        if where not in WHERES or not isinstance(picture, str):
            return None
        return cls(
            where,
            picture,
            caption if isinstance(caption, str) else None,
            credit if isinstance(credit, str) else None,
        )

    def describe(self) -> str:
        caption = f", captions from '{self.caption}'" if self.caption else ""
        credit = f", credits from '{self.credit}'" if self.credit else ""
        return f"the {self.where} listing the pictures under '{self.picture}'{caption}{credit}"


def _unquote(raw: str) -> str:
    """A JS string literal's value (its escapes read as JSON reads them, where it can)."""
    try:
        return str(json.loads(f'"{raw}"'))
    except ValueError:
        return raw.replace("\\/", "/").replace("\\'", "'").replace('\\"', '"')


def pairs_of(text: str) -> list[tuple[str, str]]:
    """The ``(key, value)`` pairs of a script, JSON or XML text, in document order."""
    pairs: list[tuple[int, str, str]] = []
    if text.lstrip().startswith("<"):  # XML: elements' texts and attributes
        for m in _XML_TEXT_RE.finditer(text):
            value = m.group(2) if m.group(2) is not None else html.unescape(m.group(3))
            pairs.append((m.start(), m.group(1), value.strip()))
        for m in _XML_ATTR_RE.finditer(text):
            pairs.append((m.start(), m.group(1), html.unescape(m.group(2))))
        pairs.sort(key=lambda p: p[0])
        return [(key, value) for _, key, value in pairs]
    for m in _QUOTED_RE.finditer(text):
        raw = m.group(1) if m.group(1) is not None else m.group(2)
        before = text[max(0, m.start() - 48) : m.start()]
        if key := _KEY_BEFORE_RE.search(before):
            pairs.append((m.start(), key.group(1), _unquote(raw)))
        elif before.rstrip().endswith(("[", ",")) and text[m.end() : m.end() + 8].lstrip()[:1] in (
            ",",
            "]",
        ):
            pairs.append((m.start(), ARRAY, _unquote(raw)))
    return [(key, value) for _, key, value in pairs]


def _values(pairs: list[tuple[str, str]], key: str) -> list[str]:
    return [value for k, value in pairs if k == key]


def _address(value: str, base_url: str) -> str | None:
    """The absolute address a value names, or None (not an address)."""
    value = value.strip()
    if not value or any(c.isspace() for c in value) or value.startswith(("data:", "javascript:")):
        return None
    try:
        return urljoin(base_url, value)
    except ValueError:
        return None


def _caption(value: str, credit: str = "") -> tuple[str, str | None]:
    """A data caption (and the credit standing apart from it) as the walk would read
    them: tags dropped, entities read, spaces folded, a photo credit named apart."""
    text = html.unescape(_TAG_RE.sub(" ", f"{value}\n{credit}" if credit else value))
    lines = [" ".join(line.split()) for line in text.splitlines()]
    return clean_caption("\n".join(line for line in lines if line))


def _captions_key(
    pairs: list[tuple[str, str]], slides: list[Slide], picture: str
) -> tuple[bool, str | None, str | None]:
    """Whether some key holds every slide's caption in order (with the credit inside it,
    or from a key of its own), and which keys (None when every caption is empty and no
    key is needed)."""
    if all(not s.caption and not s.credit for s in slides):
        return True, None, None
    want = [(s.caption, s.credit) for s in slides]
    columns = {
        key: values
        for key in dict.fromkeys(k for k, _ in pairs)
        if key != picture and len(values := _values(pairs, key)) == len(slides)
    }
    for key, values in columns.items():
        if [_caption(v) for v in values] == want:
            return True, key, None
    for key, values in columns.items():
        for other, credits in columns.items():
            if (
                other != key
                and [_caption(v, c) for v, c in zip(values, credits, strict=True)] == want
            ):
                return True, key, other
    return False, None, None


def find_source(
    texts: dict[Where, list[str]], slides: list[Slide], base_url: str
) -> DataSource | None:
    """The one source among the page's ``texts`` that lists the walked ``slides``'
    pictures, exactly and in order, with their captions; None when no text does."""
    if len(slides) < MIN_PICTURES:
        return None
    pictures = [s.image for s in slides]
    for where in WHERES:
        for text in texts.get(where, []):
            pairs = pairs_of(text)
            for key in dict.fromkeys(k for k, _ in pairs):
                named = [_address(v, base_url) for v in _values(pairs, key)]
                if named != pictures:
                    continue
                found, caption, credit = _captions_key(pairs, slides, key)
                if found:
                    return DataSource(where, key, caption, credit)
    return None


def read_source(
    texts: dict[Where, list[str]], source: DataSource, base_url: str
) -> list[Slide] | None:
    """The gallery as ``source`` lists it in the page's ``texts``: the first text of its
    kind whose picture key names at least two addresses, its captions by the caption
    key; None when no text does, or the captions do not come one per picture."""
    for text in texts.get(source.where, []):
        pairs = pairs_of(text)
        named = [_address(v, base_url) for v in _values(pairs, source.picture)]
        if len(named) < MIN_PICTURES or None in named:
            continue
        captions = _values(pairs, source.caption) if source.caption else [""] * len(named)
        credits = _values(pairs, source.credit) if source.credit else [""] * len(named)
        if not len(captions) == len(credits) == len(named):
            return None
        slides = []
        for i, (picture, value, credit) in enumerate(
            zip(named, captions, credits, strict=True), start=1
        ):
            assert picture is not None
            slides.append(Slide(i, picture, *_caption(value, credit)))
        return slides
    return None
