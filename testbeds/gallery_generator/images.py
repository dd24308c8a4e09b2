"""Deterministic PNG/GIF bytes (stdlib only: zlib + struct), written fast from repeated rows.

Large pictures and thumbnails are different files. Each picture is a solid colour derived from
its name, a square whose position follows the slide number and a stripe of blocky digits.
"""

from __future__ import annotations

import hashlib
import struct
import zlib

DIGITS = {
    "0": "111101101101111", "1": "010110010010111", "2": "111001111100111",
    "3": "111001111001111", "4": "101101111001001", "5": "111100111001111",
    "6": "111100111101111", "7": "111001001001001", "8": "111101111101111",
    "9": "111101111001111",
}

#: the smallest transparent GIF, the classic lazy-load placeholder
BLANK_GIF = (b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00"
             b"\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")


def colour(name: str) -> bytes:
    """An RGB colour derived from a name."""
    d = hashlib.md5(name.encode()).digest()
    return bytes((40 + d[0] % 180, 40 + d[1] % 180, 40 + d[2] % 180))


def png(width: int, height: int, rows: list[bytes]) -> bytes:
    """A truecolour PNG from raw RGB rows."""
    raw = b"".join(b"\x00" + r for r in rows)

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    head = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head) + chunk(b"IDAT", zlib.compress(raw, 6))
            + chunk(b"IEND", b""))


def solid(width: int, height: int, rgb: bytes = b"\xdd\xdd\xdd") -> bytes:
    """A plain picture (grey placeholder, ad, arrow background)."""
    return png(width, height, [rgb * width] * height)


def _digit_rows(label: str, width: int, stripe: int) -> list[bytes]:
    scale = max(1, stripe // 7)
    rows = [bytearray(b"\xfa" * 3 * width) for _ in range(stripe)]
    x = scale
    for ch in label:
        bits = DIGITS.get(ch)
        if bits is not None:
            for i, bit in enumerate(bits):
                if bit != "1":
                    continue
                cy, cx = scale + (i // 3) * scale, x + (i % 3) * scale
                for yy in range(cy, min(stripe, cy + scale)):
                    end = min(width, cx + scale)
                    if cx < end:
                        rows[yy][cx * 3:end * 3] = b"\x14" * 3 * (end - cx)
        x += 4 * scale
    return [bytes(r) for r in rows]


def picture(name: str, width: int, height: int, label: str, slot: int) -> bytes:
    """A numbered gallery picture."""
    bg = colour(name)
    fg = bytes(255 - c for c in bg)
    size = height // 3
    x0 = (slot * width // 7) % max(1, width - size)
    plain = bg * width
    square = bg * x0 + fg * size + bg * (width - x0 - size)
    y0, stripe = height // 8, height // 4
    rows = [square if y0 <= y < y0 + size else plain for y in range(height - stripe)]
    return png(width, height, rows + _digit_rows(label, width, stripe))
