"""Improved Readability (seed 000): score nodes, pick ``contentNode``, grow a block, prune.

1. *Scoring* as Arc90 Readability does it: every paragraph of 25+ characters gives
   ``1 + commas + min(len/100, 3)`` to its parent, half to its grandparent and a third to
   the level above; a node starts from a tag score plus its class/id weight; the final
   score is multiplied by ``1 - link density``. Chinese commas and full stops count as
   commas. The best node is ``contentNode``.
2. *Block generation* (seed 000, algorithm 1): walk ``contentNode``'s siblings both ways;
   a sibling joins the body when its score exceeds ``Tscore`` or when it is a *text node*
   (definition 1) within relative distance ``Tdistance`` of the last node that joined.
   Relative distance (definition 2) is the difference of sibling positions: the paper
   numbers nodes "in the order their tags appear", and counting siblings is the reading
   under which ``Tdistance = 2`` lets exactly one non-text sibling be skipped, as in its
   figure 2. A farther sibling ends the walk in that direction.
3. *Pruning* (seed 000, algorithm 2): inside ``contentNode`` only, remove children from
   the front, then from the back, while their weight is negative or they are not text
   nodes; stop at the first child that stays.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache

from lxml.html import HtmlElement

from harvester.extraction.dom import Line, text_lines
from harvester.extraction.xpaths import HEADING_TAGS, NEGATIVE_RE, POSITIVE_RE

# Seed 000 §5.1: "实验中取 L=25, p1=0.5, p2=0.7, Tdistance=2".
TEXT_NODE_MIN_LENGTH = 25  # L
TEXT_RATIO_LONG = 0.5  # p1: plain-text ratio a node of length >= L must exceed
TEXT_RATIO_SHORT = 0.7  # p2: plain-text ratio a shorter node must exceed
T_DISTANCE = 2
# Tscore "inherits Readability's setting" (seed 000 §4.1): max(10, 20% of the top score).
T_SCORE_MIN = 10.0
T_SCORE_SHARE = 0.2
# Arc90 Readability: paragraphs shorter than this are not scored.
MIN_PARAGRAPH_CHARS = 25
CLASS_WEIGHT = 25

_COMMA_RE = re.compile(r"[,，、;；。！？]")
_TAG_SCORES = {
    "div": 5,
    "article": 8,
    "section": 3,
    "main": 5,
    "pre": 3,
    "td": 3,
    "blockquote": 3,
    "address": -3,
    "ol": -3,
    "ul": -3,
    "dl": -3,
    "dd": -3,
    "dt": -3,
    "li": -3,
    "form": -3,
    "h1": -5,
    "h2": -5,
    "h3": -5,
    "h4": -5,
    "h5": -5,
    "h6": -5,
    "th": -5,
}
#: Tags whose text is a paragraph of its own; loose text in any other container is a
#: virtual paragraph inside that container.
_PARAGRAPH_TAGS = frozenset({"p", "pre", "td", "li", "dd", "blockquote", "font", *HEADING_TAGS})


def class_weight(el: HtmlElement) -> int:
    """Readability's weight of an element from its class and id: -50 to +50."""
    return _attr_weight(el.get("class")) + _attr_weight(el.get("id"))


@lru_cache(maxsize=4096)
def _attr_weight(attr: str | None) -> int:
    """The weight one class or id attribute adds (a page repeats a few of them: each is
    read once)."""
    if not attr:
        return 0
    return CLASS_WEIGHT * (bool(POSITIVE_RE.search(attr)) - bool(NEGATIVE_RE.search(attr)))


@dataclass
class TextStats:
    """Visible characters under each element, and how many of them are link text."""

    chars: dict[HtmlElement, int] = field(default_factory=lambda: defaultdict(int))
    link_chars: dict[HtmlElement, int] = field(default_factory=lambda: defaultdict(int))

    @classmethod
    def of(cls, root: HtmlElement, lines: list[Line]) -> TextStats:
        """Each line's characters counted at its element and every ancestor up to
        ``root``: summed per element first, then handed up one level at a time, the
        deepest first (each element once, not once per line)."""
        stats = cls()
        chars, links = stats.chars, stats.link_chars
        for line in lines:
            chars[line.element] += line.chars
            links[line.element] += min(line.link_chars, line.chars)
        depth: dict[HtmlElement, int] = {root: 0}
        for start in list(chars):
            chain: list[HtmlElement] = []
            el: HtmlElement | None = start
            while el is not None and el not in depth:
                chain.append(el)
                el = el.getparent()
            at = depth[el] if el is not None else 0
            for el in reversed(chain):
                at += 1
                depth[el] = at
        for el in sorted(depth, key=depth.__getitem__, reverse=True):
            parent = el.getparent() if el is not root else None
            if parent is not None:
                chars[parent] += chars[el]
                links[parent] += links[el]
        return stats

    def link_density(self, el: HtmlElement) -> float:
        chars = self.chars.get(el, 0)
        return self.link_chars.get(el, 0) / chars if chars else 0.0

    def is_text_node(self, el: HtmlElement) -> bool:
        """Seed 000, definition 1: long enough and mostly plain text, or short and purer."""
        chars = self.chars.get(el, 0)
        if chars == 0:
            return False
        plain_ratio = 1.0 - self.link_density(el)
        if chars >= TEXT_NODE_MIN_LENGTH:
            return plain_ratio > TEXT_RATIO_LONG
        return plain_ratio > TEXT_RATIO_SHORT


@dataclass
class Scored:
    """The outcome of scoring: every candidate's score and the best one."""

    scores: dict[HtmlElement, float]
    stats: TextStats
    best: HtmlElement | None

    @property
    def best_score(self) -> float:
        return self.scores.get(self.best, 0.0) if self.best is not None else 0.0


def score_nodes(root: HtmlElement, lines: list[Line] | None = None) -> Scored:
    """Readability's node scoring over the laid-out lines of ``root``."""
    lines = text_lines(root) if lines is None else lines
    stats = TextStats.of(root, lines)
    scores: dict[HtmlElement, float] = {}

    def add(el: HtmlElement | None, value: float) -> None:
        if el is None or not isinstance(el.tag, str):
            return
        if el not in scores:
            scores[el] = _TAG_SCORES.get(el.tag, 0) + class_weight(el)
        scores[el] += value

    for line in lines:
        if len(line.text) < MIN_PARAGRAPH_CHARS:
            continue
        value = 1 + len(_COMMA_RE.findall(line.text)) + min(len(line.text) // 100, 3)
        el = line.element
        parent = el.getparent() if el.tag in _PARAGRAPH_TAGS else el
        for level, ancestor in enumerate(_ancestors(parent, 3)):
            add(ancestor, value / (1, 2, 3)[level])

    for el in scores:
        scores[el] *= 1.0 - stats.link_density(el)
    best = max(scores, key=scores.__getitem__) if scores else None
    return Scored(scores, stats, best)


def _ancestors(el: HtmlElement | None, levels: int) -> list[HtmlElement]:
    out: list[HtmlElement] = []
    while el is not None and len(out) < levels:
        out.append(el)
        el = el.getparent()
    return out


#: Mis-nested markup (an unclosed ``<p>`` before a ``<font>``) can put ``contentNode``
#: inside a paragraph or an inline element that holds little else: the walk over siblings
#: then starts from that wrapper, whose siblings are the body's first paragraphs.
_WRAPPER_TAGS = frozenset({"p", "font", "span", "b", "strong", "em", "i", "u", "center"})
WRAPPED_SHARE = 0.9


def _unwrapped(content: HtmlElement) -> HtmlElement:
    """``content``, or the paragraph or inline wrappers it fills (:data:`WRAPPED_SHARE`)."""
    parent = content.getparent()
    if parent is None or parent.tag not in _WRAPPER_TAGS:
        return content  # no wrapper: its text need not be counted
    inner = len("".join(content.text_content().split()))
    while parent is not None and parent.tag in _WRAPPER_TAGS:
        if inner < WRAPPED_SHARE * len("".join(parent.text_content().split())):
            break
        content, parent = parent, parent.getparent()
    return content


def generate_block(scored: Scored) -> list[HtmlElement]:
    """Seed 000, algorithm 1: ``contentNode`` plus the siblings that join it, in order
    (from the wrapper ``contentNode`` fills, :func:`_unwrapped`)."""
    if scored.best is None:
        return []
    content = _unwrapped(scored.best)
    parent = content.getparent()
    if parent is None:
        return [content]
    siblings = [el for el in parent if isinstance(el.tag, str)]
    index = siblings.index(content)
    t_score = max(T_SCORE_MIN, scored.best_score * T_SCORE_SHARE)
    joined = {index}
    for step in (-1, 1):
        ref = index
        i = index + step
        while 0 <= i < len(siblings):
            sibling = siblings[i]
            distance = abs(i - ref)
            if scored.scores.get(sibling, 0.0) > t_score or (
                distance <= T_DISTANCE and scored.stats.is_text_node(sibling)
            ):
                joined.add(i)
                ref = i
            elif distance > T_DISTANCE:
                break
            i += step
    block = [siblings[i] for i in sorted(joined)]
    return _with_twins(block, scored.best, scored)


def _with_twins(
    block: list[HtmlElement], content: HtmlElement, scored: Scored
) -> list[HtmlElement]:
    """Our extension of algorithm 1: a body cut into several containers of one kind
    (``div.article-body`` chunks between ads, the NetEase case of seed 000 §5.2) is not
    always a run of siblings. Elements elsewhere with ``contentNode``'s tag and class,
    holding a scored paragraph and passing the text-node test, join the block."""
    cls = (content.get("class") or "").strip()
    if not cls:
        return block
    in_block = set(block)
    twins = [
        el
        for el in content.getroottree().iter(content.tag)
        if el.get("class", "").strip() == cls
        and el not in in_block
        and scored.scores.get(el, 0.0) > 0
        and scored.stats.is_text_node(el)
        and not any(a in in_block for a in el.iterancestors())
        and not any(d in in_block for d in el.iterdescendants())
    ]
    if not twins:
        return block
    order = {el: i for i, el in enumerate(content.getroottree().iter())}
    return sorted([*block, *twins], key=order.__getitem__)


def prune_ends(content: HtmlElement, stats: TextStats) -> int:
    """Seed 000, algorithm 2: drop noise children from both ends of ``contentNode``; the
    first of a series of subheadings is no noise. How many were dropped."""
    children = [el for el in content if isinstance(el.tag, str)]
    keep_from, keep_to = 0, len(children)

    def prunable(el: HtmlElement) -> bool:
        return class_weight(el) < 0 or not stats.is_text_node(el)

    def opens_part(i: int) -> bool:
        # the first of a series of subheadings: its tag heads another part further down
        tag = children[i].tag
        return tag in HEADING_TAGS and any(c.tag == tag for c in children[i + 1 : keep_to])

    while keep_from < keep_to and prunable(children[keep_from]) and not opens_part(keep_from):
        keep_from += 1
    while keep_to > keep_from and prunable(children[keep_to - 1]):
        keep_to -= 1
    dropped = children[:keep_from] + children[keep_to:]
    for el in dropped:
        el.drop_tree()  # lxml keeps the tail text: loose text belongs to contentNode
    return len(dropped)


def extract_block(
    root: HtmlElement,
    lines: list[Line] | None = None,
    *,
    prune: bool = True,
    scored: Scored | None = None,
) -> list[HtmlElement]:
    """The body as a list of elements: score, generate the block, prune ``contentNode``.

    ``lines`` restricts scoring to those lines (by default every line under ``root``);
    ``scored``: their scores, already computed on the tree as it is; ``prune=False``
    leaves the tree untouched.
    """
    scored = score_nodes(root, lines) if scored is None else scored
    block = generate_block(scored)
    if prune and scored.best is not None:
        prune_ends(scored.best, scored.stats)
    return block


def lines_under(lines: list[Line], elements: list[HtmlElement]) -> list[Line]:
    """The lines that lie inside any of ``elements`` (and still in the tree), in order."""
    wanted = set(elements)
    out = []
    for line in lines:
        el: HtmlElement | None = line.element
        while el is not None and el not in wanted:
            el = el.getparent()
        if el is not None:
            out.append(line)
    return out
