"""Tiny deterministic PNG pictures: one flat colour per path, sized by what the path is
(a thumbnail ``_t.png`` 160×120, a banner 468×60, the lazy slides' placeholder
``/static/blank.png`` 1×1, any other picture 320×240)."""

from __future__ import annotations

import hashlib
import struct
import zlib
from functools import lru_cache


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (
        struct.pack(">I", len(data))
        + kind
        + data
        + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    )


@lru_cache(maxsize=256)
def png(width: int, height: int, rgb: tuple[int, int, int]) -> bytes:
    """A flat-coloured RGB PNG."""
    row = b"\x00" + bytes(rgb) * width
    raw = zlib.compress(row * height, 9)
    head = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", head) + _chunk(b"IDAT", raw) + _chunk(b"IEND", b"")
    )


def picture(path: str) -> bytes:
    """The PNG served for ``path``."""
    digest = hashlib.md5(path.encode()).digest()
    rgb = (64 + digest[0] % 4 * 48, 64 + digest[1] % 4 * 48, 64 + digest[2] % 4 * 48)
    if path.endswith("_t.png"):
        return png(160, 120, rgb)
    if path == "/static/blank.png":
        return png(1, 1, (255, 255, 255))
    if "/banner/" in path:
        return png(468, 60, rgb)
    return png(320, 240, rgb)
