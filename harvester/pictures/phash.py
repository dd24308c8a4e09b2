"""A picture's perceptual hash: 64 bits that stay close when a photo is resized or recompressed.

The DCT hash of pHash, as the ``imagehash`` library computes it (``imagehash.phash``):
the picture in grey, shrunk to 32×32 (Lanczos), its two-dimensional DCT-II, the 8×8 lowest
frequencies, each bit set where a coefficient is above their median; written as 16 hex
digits, the first coefficient the highest bit. Written out here (about 40 lines) rather
than taken from imagehash, which pulls in NumPy, SciPy and PyWavelets for this one
transform: only the 8×8 corner of the DCT is computed (8 of the 32 frequencies per axis),
about 10,000 multiplications a picture.

Two hashes' Hamming distance says how alike two pictures look: the same agency photo
resized and recompressed by three portals stays within a few bits; unrelated photos
differ in about half of them (:data:`NEAR_DUPLICATE_BITS`).
"""

from __future__ import annotations

import math
from functools import cache

from PIL import Image

#: The side the picture is shrunk to, and the side of the low-frequency corner kept
#: (imagehash.phash's defaults: hash_size 8, highfreq_factor 4).
SIDE = 32
KEPT = 8
#: Two pictures at most this many bits apart (of 64) are near-duplicates: Neal Krawetz,
#: "Looks Like It" (hackerfactor.com, 2011), on this hash: "a distance of 0 means a very
#: similar picture, 1–10 a potential variation, above 10 probably a different picture".
NEAR_DUPLICATE_BITS = 10


@cache
def _cosines() -> tuple[tuple[float, ...], ...]:
    """cos(π k (2n + 1) / 2N) for the kept frequencies k and every sample n (DCT-II)."""
    return tuple(
        tuple(math.cos(math.pi * k * (2 * n + 1) / (2 * SIDE)) for n in range(SIDE))
        for k in range(KEPT)
    )


def dct_hash(image: Image.Image) -> str:
    """The 64-bit DCT hash of ``image`` as 16 hex digits (see the module docstring)."""
    small = image.convert("L").resize((SIDE, SIDE), Image.Resampling.LANCZOS)
    pixels = small.tobytes()  # one byte a pixel, row by row
    rows = [pixels[i * SIDE : (i + 1) * SIDE] for i in range(SIDE)]
    cos = _cosines()
    # along each row, the kept frequencies; then down each kept column
    across = [
        [sum(c * x for c, x in zip(cos[k], row, strict=True)) for k in range(KEPT)] for row in rows
    ]
    low = [
        sum(cos[u][n] * across[n][v] for n in range(SIDE)) for u in range(KEPT) for v in range(KEPT)
    ]
    median = sorted(low)[len(low) // 2 - 1 : len(low) // 2 + 1]
    threshold = (median[0] + median[1]) / 2
    bits = 0
    for value in low:
        bits = (bits << 1) | (value > threshold)
    return f"{bits:016x}"


def distance(a: str, b: str) -> int:
    """The Hamming distance of two hashes (hex digits of one length)."""
    return (int(a, 16) ^ int(b, 16)).bit_count()
