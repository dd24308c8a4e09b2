"""Line-block distribution (行块分布; Chen Xin, HIT), as seed 004 uses it.

The page's text is laid out in lines (one per block element or ``<br>``; the original
works on source lines, which minified pages no longer have). ``Y(X)`` is the length of
the block of ``K`` lines starting at line ``X``, counting text outside links only, since
seed 001 deletes ``<a>`` before looking for the body. A body region runs from
``Xstart`` to ``Xend`` where (seed 004, conditions 1–4):

1. ``Y(Xstart)`` exceeds a threshold (the sharp rise, 骤升点);
2. the blocks right after ``Xstart`` are not empty;
3. ``Y(Xend)`` and ``Y(Xend + 1)`` are 0 (the sharp fall, 骤降点);
4. inside the region, lines that read as noise are dropped: short fragments that do not
   end as a sentence does (navigation words, tag lists).

The region holding the most text is the body; regions close before or after it that
are themselves body-like (condition 1 holds) join it, which keeps a body interrupted by
a picture or a subheading in one piece.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from harvester.extraction.dom import Line
from harvester.extraction.xpaths import HEADING_TAGS

# Seed 004 leaves K and the threshold to the implementer; these are the values of Chen
# Xin's reference implementation (cx-extractor): blocks of 3 lines, threshold 86.
BLOCK_WIDTH = 3  # K
RISE_THRESHOLD = 86
# Condition 2: how many blocks after the rise must be non-empty.
RISE_FOLLOW = 2
# Condition 4 (our reading of "分散的句子或词语组合"): a line this short that does not
# end with sentence punctuation is noise.
NOISE_LINE_MAX_CHARS = 12
#: Regions this many lines apart (or closer) from the main one may join it.
JOIN_GAP_LINES = 6

_SENTENCE_END_RE = re.compile(r"[。！？!?；;…”」』）)\]】.:：,，、\"'》]\s*$")


@dataclass(frozen=True, slots=True)
class Region:
    """Lines ``start`` to ``end`` inclusive, and their plain (non-link) characters."""

    start: int
    end: int
    chars: int


def plain_chars(line: Line) -> int:
    """Characters of a line outside links."""
    return max(line.chars - line.link_chars, 0)


def block_lengths(lines: list[Line], width: int = BLOCK_WIDTH) -> list[int]:
    """``Y(X)`` for every line X: plain characters of lines X .. X+width-1."""
    plain = [plain_chars(line) for line in lines]
    return [sum(plain[x : x + width]) for x in range(len(plain))]


def find_regions(
    lines: list[Line], threshold: int = RISE_THRESHOLD, width: int = BLOCK_WIDTH
) -> list[Region]:
    """Every region that satisfies conditions 1–3, in page order."""
    y = block_lengths(lines, width)
    plain = [plain_chars(line) for line in lines]
    regions: list[Region] = []
    x, n = 0, len(y)
    while x < n:
        follow = y[x + 1 : x + 1 + RISE_FOLLOW]
        if y[x] > threshold and all(follow):
            start = x
            end = x
            while end + 1 < n and not (y[end] == 0 and y[end + 1] == 0):
                end += 1
            # the fall: trim trailing lines without plain text
            while end > start and plain[end] == 0:
                end -= 1
            # the rise: the block starts at X but its text may start a line or two later
            while start < end and plain[start] == 0:
                start += 1
            regions.append(Region(start, end, sum(plain[start : end + 1])))
            x = end + 1
        else:
            x += 1
    return regions


def main_region(regions: list[Region]) -> Region | None:
    """The region with the most text, widened over close body-like neighbours."""
    if not regions:
        return None
    best = max(regions, key=lambda r: r.chars)
    start, end, chars = best.start, best.end, best.chars
    for region in sorted(regions, key=lambda r: abs(r.start - best.start)):
        if region is best:
            continue
        if 0 <= region.start - end <= JOIN_GAP_LINES or 0 <= start - region.end <= JOIN_GAP_LINES:
            start, end = min(start, region.start), max(end, region.end)
            chars += region.chars
    return Region(start, end, chars)


def is_noise_line(line: Line) -> bool:
    """Condition 4: a short fragment that does not end like a sentence, or all link text.
    A heading element with text of its own is no fragment: inside the region it is a
    subheading (``<h2>二、让居民有了新盼头</h2>``); at the region's edges the clean-up
    trims what is not body."""
    if plain_chars(line) == 0:
        return True
    return (
        line.chars <= NOISE_LINE_MAX_CHARS
        and not _SENTENCE_END_RE.search(line.text)
        and line.element.tag not in HEADING_TAGS
    )


def lineblock_lines(lines: list[Line]) -> list[Line]:
    """The body lines chosen by line-block distribution (conditions 1–4)."""
    region = main_region(find_regions(lines))
    if region is None:
        return []
    start = region.start
    # the block rises at its first long line: a subheading right above it opens it
    while (
        start > 0 and lines[start - 1].element.tag in HEADING_TAGS and plain_chars(lines[start - 1])
    ):
        start -= 1
    return [ln for ln in lines[start : region.end + 1] if not is_noise_line(ln)]


def lineblock_text(lines: list[Line]) -> str:
    """The body text chosen by line-block distribution."""
    return "\n".join(line.text for line in lineblock_lines(lines))
