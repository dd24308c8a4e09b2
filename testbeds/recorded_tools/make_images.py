"""Deterministic PNG pictures for the fake portal galleries (stdlib only: zlib + struct).

Every gallery picture exists twice: a large picture ``<site>/img/<g><n>.png`` (240x160) and a
thumbnail ``<site>/img/<g><n>_s.png`` (48x32), so a harvester has to tell them apart. Each
picture is a solid colour derived from its name, a shape that moves with the slide number and a
white stripe carrying the number as blocky digits. Extras are placeholders (NetEase ``bg06.png``),
recommendation thumbnails and arrow buttons.

Run: ``python -m testbeds.recorded_tools.make_images`` (rewrites the files byte for byte).
"""

from __future__ import annotations

import hashlib
import struct
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "recorded_pages"

#: site -> {gallery letter: number of slides}
GALLERIES: dict[str, dict[str, int]] = {
    "netease_nph": {"a": 6, "b": 4},
    "netease3": {"a": 5, "b": 4},
    "sina_epidiascope": {"a": 7, "b": 4},
    "sina_slidedata": {"a": 5, "b": 4},
    "tencent_hdpic": {"a": 5},
    "sohu_scroller": {"a": 6},
    "people_pages": {"a": 4},
    "xinhua_pages": {"a": 5, "e": 4},
    "jquery_piccontent": {"a": 8, "b": 4},
}

#: site -> extra images (name, width, height)
EXTRAS: dict[str, list[tuple[str, int, int]]] = {
    "netease_nph": [("bg06", 240, 160), ("r1", 90, 60), ("r2", 90, 60), ("r3", 90, 60)],
    "netease3": [("r1", 90, 60), ("r2", 90, 60), ("r3", 90, 60)],
    "tencent_hdpic": [("r1", 90, 60), ("r2", 90, 60), ("r3", 90, 60), ("ad", 200, 60)],
    "jquery_piccontent": [("left1", 20, 32), ("right1", 20, 32)],
}

DIGITS = {  # 3x5 bitmap font
    "0": "111101101101111",
    "1": "010110010010111",
    "2": "111001111100111",
    "3": "111001111001111",
    "4": "101101111001001",
    "5": "111100111001111",
    "6": "111100111101111",
    "7": "111001001001001",
    "8": "111101111101111",
    "9": "111101111001111",
}

Pixel = tuple[int, int, int]


def colour(name: str) -> Pixel:
    d = hashlib.md5(name.encode()).digest()
    return (40 + d[0] % 180, 40 + d[1] % 180, 40 + d[2] % 180)


def png(width: int, height: int, pixels: list[list[Pixel]]) -> bytes:
    raw = b"".join(b"\x00" + b"".join(bytes(p) for p in row) for row in pixels)

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def picture(name: str, width: int, height: int, label: str, slot: int) -> bytes:
    bg = colour(name)
    fg = (255 - bg[0], 255 - bg[1], 255 - bg[2])
    px = [[bg] * width for _ in range(height)]
    # a square whose position moves with the slide number
    size = height // 3
    x0 = (slot * width // 7) % max(1, width - size)
    y0 = height // 8
    for y in range(y0, min(height, y0 + size)):
        for x in range(x0, min(width, x0 + size)):
            px[y][x] = fg
    # white stripe with blocky digits
    stripe = height // 4
    for y in range(height - stripe, height):
        px[y] = [(250, 250, 250)] * width
    scale = max(1, stripe // 7)
    x = scale
    for ch in label:
        bits = DIGITS.get(ch)
        if bits is None:
            x += 2 * scale
            continue
        for i, bit in enumerate(bits):
            if bit == "1":
                cy, cx = height - stripe + scale + (i // 3) * scale, x + (i % 3) * scale
                for yy in range(cy, min(height, cy + scale)):
                    for xx in range(cx, min(width, cx + scale)):
                        px[yy][xx] = (20, 20, 20)
        x += 4 * scale
    return png(width, height, px)


def build() -> dict[str, bytes]:
    files: dict[str, bytes] = {}
    for site_no, (site, galleries) in enumerate(GALLERIES.items(), start=1):
        for g_no, (letter, count) in enumerate(galleries.items(), start=1):
            for n in range(1, count + 1):
                name, label = f"{site}/img/{letter}{n}", f"{site_no}{g_no}0{n}"
                files[f"{name}.png"] = picture(name, 240, 160, label, n)
                files[f"{name}_s.png"] = picture(name, 48, 32, str(n), n)
        for extra, w, h in EXTRAS.get(site, []):
            name = f"{site}/img/{extra}"
            if extra == "bg06":  # plain grey placeholder
                files[f"{name}.png"] = png(w, h, [[(221, 221, 221)] * w for _ in range(h)])
            else:
                files[f"{name}.png"] = picture(name, w, h, "", 0)
    return files


def main() -> None:
    for rel, data in build().items():
        path = ROOT / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


if __name__ == "__main__":
    main()
