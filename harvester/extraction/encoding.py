"""Decoding page bytes to text, from the bytes themselves rather than what the page claims.

Chinese pages lie about their charset both ways: pages declaring ``gb2312`` that were
re-saved as UTF-8, GBK pages that declare nothing. So the bytes decide: a strict UTF-8
decode that succeeds wins (GBK text is almost never valid UTF-8), then the declared
charset, then the GB and Big5 families. GB2312 and GBK are decoded as their superset
GB18030. When nothing decodes cleanly, the candidate losing the fewest characters is
used and the loss is reported, never hidden.
"""

from __future__ import annotations

import codecs
import re
from typing import NamedTuple

#: A charset declared in the first bytes, as Beautiful Soup 4.13's
#: ``EncodingDetector.find_declared_encoding`` reads it (bs4/dammit.py, its two patterns
#: and reach): an XML declaration in the first 1024 bytes, else a ``<meta … charset=``
#: in the first 2048 (importing bs4 for this cost 0.15 s of every ``harvest extract``).
_XML_DECLARED_RE = re.compile(rb"^\s*<\?.*encoding=['\"](.*?)['\"].*\?>", re.I)
_META_DECLARED_RE = re.compile(rb"<\s*meta[^>]+charset\s*=\s*[\"']?([^>]*?)[ /;'\">]", re.I)
_XML_REACH = 1024
_META_REACH = 2048

#: Declared names that stand for a narrower charset than the bytes usually need.
_SUPERSETS = {
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "x-gbk": "gb18030",
    "gb_2312-80": "gb18030",
    "euc-cn": "gb18030",
    "big5": "big5hkscs",
    "iso-8859-1": "cp1252",
    "latin-1": "cp1252",
    "ascii": "cp1252",
    "us-ascii": "cp1252",
}
_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
#: Tried after the declared charset. No single-byte charset here: they decode anything,
#: so they would turn GBK bytes into silent mojibake.
_FALLBACKS = ("utf-8", "gb18030", "big5hkscs")


class Decoded(NamedTuple):
    """Text decoded from page bytes."""

    text: str
    encoding: str
    #: characters that could not be decoded and became U+FFFD (0 for a clean decode)
    replaced: int = 0


#: The first bytes of files that are no page, whatever a server labels them (a PDF sent
#: as text/html): their file signatures.
FILE_SIGNATURES: tuple[tuple[bytes, str], ...] = (
    (b"%PDF-", "PDF"),
    (b"\x89PNG\r\n\x1a\n", "PNG"),
    (b"GIF87a", "GIF"),
    (b"GIF89a", "GIF"),
    (b"\xff\xd8\xff", "JPEG"),
    (b"PK\x03\x04", "ZIP"),
    (b"\x1f\x8b", "gzip"),
    (b"\xd0\xcf\x11\xe0", "Office"),
)


def file_signature(data: bytes) -> str | None:
    """The kind of file ``data`` opens as (PDF, PNG…), or None for anything else."""
    head = data.lstrip()[:16]
    return next((kind for magic, kind in FILE_SIGNATURES if head.startswith(magic)), None)


def declared_charset(data: bytes) -> str | None:
    """The charset a page declares in its first bytes (``<meta charset>``, ``http-equiv``,
    XML declaration)."""
    found = _XML_DECLARED_RE.search(data, 0, _XML_REACH) or _META_DECLARED_RE.search(
        data, 0, _META_REACH
    )
    declared = found.group(1).decode("ascii", "replace") if found else ""
    return declared.lower() or None


def normalise_charset(name: str | None) -> str | None:
    """A Python codec name for a declared charset, widened to its superset; None if unknown."""
    if not name:
        return None
    name = name.strip().lower()
    name = _SUPERSETS.get(name, name)
    try:
        return codecs.lookup(name).name
    except (LookupError, ValueError):  # unknown, or no name at all ("utf\x00-8")
        return None


def decode_html(data: bytes, declared: str | None = None) -> Decoded:
    """Decode page bytes. ``declared`` is a charset from outside (an HTTP header), if any."""
    for bom, codec in _BOMS:
        if data.startswith(bom):
            text = data.decode(codec, errors="replace")
            return Decoded(text, codec.removesuffix("-sig"), text.count("\ufffd"))
    try:
        return Decoded(data.decode("utf-8"), "utf-8")
    except UnicodeDecodeError:
        pass
    candidates: list[str] = []
    for name in (declared, declared_charset(data), *_FALLBACKS):
        known = normalise_charset(name)
        if known and known not in candidates:
            candidates.append(known)
    for codec in candidates:
        if codec == "utf-8":
            continue
        try:
            return Decoded(data.decode(codec), codec)
        except UnicodeDecodeError:
            continue
    # Nothing is clean: keep the candidate that loses the fewest characters, and say so.
    decodings = (Decoded(data.decode(c, errors="replace"), c) for c in candidates)
    return min(
        (d._replace(replaced=d.text.count("\ufffd")) for d in decodings),
        key=lambda d: d.replaced,
    )


def utf8_bytes(data: bytes, decoded: Decoded) -> bytes | None:
    """``data`` itself when ``decoded`` is exactly its UTF-8 decoding (no byte-order mark,
    nothing replaced): the parser reads the bytes as they are, not the text encoded again."""
    exact = decoded.encoding == "utf-8" and not decoded.replaced
    return data if exact and not data.startswith(codecs.BOM_UTF8) else None


#: Python's codec names that are no label a browser knows (the WHATWG Encoding Standard's).
_WEB_LABELS = {"big5hkscs": "big5-hkscs", "cp1252": "windows-1252", "utf-8-sig": "utf-8"}


def web_charset(codec: str) -> str:
    """The label a browser knows for a Python codec name (``big5hkscs`` → ``big5-hkscs``,
    ``euc_jp`` → ``euc-jp``): the charset a page is served to the browser in."""
    return _WEB_LABELS.get(codec, codec.replace("_", "-"))


def header_charset(content_type: str | None) -> str | None:
    """The ``charset`` parameter of a Content-Type header, lower-case."""
    for part in (content_type or "").split(";")[1:]:
        name, _, value = part.partition("=")
        if name.strip().lower() == "charset" and value.strip():
            return value.strip().strip("\"'").lower()
    return None


#: A run of Chinese characters long enough to tell a right decoding from a wrong one.
_HAN_RUN_RE = re.compile(r"[\u4e00-\u9fff]{4,}")


def charset_repair(
    data: bytes, content_type: str | None, rendered: str
) -> tuple[str | None, str] | None:
    """(declared, real) when the browser decoded the page with another charset than its
    bytes are in: the charset the page declares (its header's, else its ``<meta>``'s;
    None when it declares none, and the browser guessed) and the real one.

    ``data`` is the body as sent. The browser got it wrong when the page's text, decoded
    from the bytes as they really are (:func:`decode_html`), is not what the browser shows
    (``rendered``: the page's HTML from the DOM): a run of Chinese characters of the one
    missing from the other. None when the browser shows it right, or the page is plain
    ASCII, or its bytes decode cleanly in no charset."""
    if data.isascii():
        return None
    declared = header_charset(content_type) or declared_charset(data)
    codec = normalise_charset(declared)
    decoded = decode_html(data, declared)
    if decoded.replaced or decoded.encoding == codec:
        return None
    sample = _HAN_RUN_RE.search(decoded.text)
    if sample is None or sample.group() in rendered:
        return None
    return declared, decoded.encoding
