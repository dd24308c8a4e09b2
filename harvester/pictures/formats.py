"""What a picture's bytes are: its format sniffed from its first bytes, never its name.

A picture server's word is often wrong: a PNG served as ``x.jpg`` with ``image/jpeg``, a
WebP under ``.png``, an HTML error page sent with status 200 as ``image/jpeg``. The format
(and so the file's extension) is read from the signature its specification puts at the
start of the file, the way browsers sniff images (WHATWG MIME Sniffing, §6.1 "Matching an
image type pattern", with AVIF's ISO-BMFF ``ftyp`` box added).
"""

from __future__ import annotations

from typing import Literal

PictureFormat = Literal["jpeg", "png", "gif", "webp", "avif", "bmp"]

#: The file extension of each format.
EXTENSIONS: dict[str, str] = {
    "jpeg": "jpg",
    "png": "png",
    "gif": "gif",
    "webp": "webp",
    "avif": "avif",
    "bmp": "bmp",
}
#: Bytes enough to sniff every format above (an ``ftyp`` box lists its brands early).
SNIFF_BYTES = 64
#: AVIF's brands in an ``ftyp`` box (AV1 Image File Format, §9: avif still, avis sequence).
_AVIF_BRANDS = (b"avif", b"avis")


def sniff(head: bytes) -> PictureFormat | None:
    """The picture format of bytes starting with ``head``, or None when they are none of
    :data:`EXTENSIONS` (an HTML page, a truncated body, an SVG, a video)."""
    if head.startswith(b"\xff\xd8\xff"):
        return "jpeg"
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if head.startswith((b"GIF87a", b"GIF89a")):
        return "gif"
    if head.startswith(b"RIFF") and head[8:12] == b"WEBP":
        return "webp"
    if head.startswith(b"BM") and len(head) >= 14:
        return "bmp"
    if head[4:8] == b"ftyp" and _avif_brand(head):
        return "avif"
    return None


def _avif_brand(head: bytes) -> bool:
    """Whether the ``ftyp`` box at the start names an AVIF brand (major or compatible)."""
    size = int.from_bytes(head[:4], "big")
    box = head[8 : min(size, len(head))] if size >= 16 else head[8:16]
    brands = [box[i : i + 4] for i in range(0, len(box) - 3, 4) if i != 4]  # skip the version
    return any(brand in _AVIF_BRANDS for brand in brands)


def looks_like_html(head: bytes) -> bool:
    """Whether bytes that are no picture are a web page (an error page sent as a picture)."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    return start.startswith((b"<!doctype", b"<html", b"<head", b"<body", b"<?xml", b"<!--"))
