"""Paging a gallery with a known trigger, and turning what was seen into slides.

Seed 004 pages "while the gallery title stays the same, until no valid page comes (a
repeated page or a dead link)". :func:`page_through` presses the trigger (or loads page
N of a URL pattern) until one of these, each named in ``end``:

* ``repeated``: a picture shown before (the gallery wrapped around or restarted);
* ``end``: an end-of-gallery overlay appeared (您已经浏览完所有图片, 重新浏览…);
* ``left``: another page or another title (下一图集 in place, the next album loaded);
* ``dead``: page N of a URL pattern does not load;
* ``still``: the trigger no longer changes anything, or is gone;
* ``counter``: the counter reached its total;
* ``max-pages``: the ``--max-pages`` guard.

:func:`slides_from` then reads each step's picture and caption. A caption is the text
of the blocks around the picture; a block whose text is the same on every slide of a
gallery of three or more (a time/source line, the gallery title, a keyboard hint) is a
label, not a caption.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import urljoin

from playwright.async_api import Error as PlaywrightError

from harvester.browser import Tab
from harvester.discover import Trigger, snapshot, step
from harvester.snapshot import GalleryState, page_url, same_album

DEFAULT_MAX_PAGES = 200
#: Labels are told from captions only in galleries at least this long.
MIN_SLIDES_FOR_LABELS = 3
#: A slide counter, once white space is squashed out: 3/12, (3/28), 第3张/共12张.
_COUNTER_TEXT_RE = re.compile(
    r"^[(（\[]?\d{1,3}[/／]\d{1,3}[)）\]]?$|^第\d+[张幅页图](?:[/／,，]?共\d+[张幅页图])?$"
)
#: A block that only shows a time stamp (a per-slide upload time) is not a caption.
_STAMP_RE = re.compile(
    r"^(?:\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2}日?)?\s*(?:\d{1,2}:\d{2}(?::\d{2})?)?$"
)


@dataclass(frozen=True, slots=True)
class Slide:
    """One picture of a gallery, in order."""

    index: int
    image: str
    caption: str

    def to_dict(self) -> dict[str, object]:
        return {"index": self.index, "image": self.image, "caption": self.caption}


@dataclass
class Walk:
    """The states a gallery went through, and why the walk stopped."""

    states: list[GalleryState] = field(default_factory=list)
    end: str = ""


async def page_through(
    tab: Tab, url: str, trigger: Trigger, *, max_pages: int = DEFAULT_MAX_PAGES
) -> Walk:
    """Walk the gallery at ``url`` with ``trigger`` from its first picture to its end."""
    if trigger.kind == "url":
        return await _walk_urls(tab, url, trigger.value, max_pages)
    await tab.goto(url)
    walk = Walk([await snapshot(tab)])
    seen = {walk.states[0].image or ""}
    while len(walk.states) < max_pages:
        current = walk.states[-1]
        if current.counter and current.counter[0] >= current.counter[1]:
            walk.end = "counter"
            return walk
        outcome, after = await step(tab, trigger, current, seen)
        if outcome == "step":
            walk.states.append(after)
            seen.add(after.image or "")
            continue
        walk.end = {
            "seen": "repeated",
            "restart": "repeated",
            "end": "end",
            "flood": "end",
            "left": "left",
            "url-step": "left",
            "jump": "left",
        }.get(outcome, "still")
        return walk
    walk.end = "max-pages"
    return walk


async def _walk_urls(tab: Tab, url: str, pattern: str, max_pages: int) -> Walk:
    await tab.goto(url)
    walk = Walk([await snapshot(tab)])
    first = walk.states[0]
    seen = {first.image or ""}
    for n in range(2, max_pages + 1):
        last = walk.states[-1]
        if last.counter and last.counter[0] >= last.counter[1]:
            walk.end = "counter"
            return walk
        try:
            response = await tab.goto(page_url(url, pattern, n))
        except PlaywrightError:
            response = None
        if response is None or response.status >= 400:
            walk.end = "dead"
            return walk
        state = await snapshot(tab)
        if not same_album(first, state):
            walk.end = "left"
            return walk
        if not state.image or state.image in seen:
            walk.end = "repeated"
            return walk
        seen.add(state.image)
        walk.states.append(state)
    walk.end = "max-pages"
    return walk


def _is_label_text(text: str, title: str, headline: str | None) -> bool:
    squashed = "".join(text.split())
    return (
        not squashed
        or bool(_COUNTER_TEXT_RE.search(squashed))
        or bool(_STAMP_RE.match(text.strip()))
        or squashed in ("".join(title.split()), "".join((headline or "").split()))
    )


def slides_from(states: list[GalleryState], base_url: str) -> list[Slide]:
    """Each state's picture (absolute URL) and caption, in order."""
    if not states:
        return []
    keys_texts: dict[str, set[str]] = {}
    for state in states:
        for key, text in state.captions:
            keys_texts.setdefault(key, set()).add(text)
    constant = {
        key
        for key, texts in keys_texts.items()
        if len(states) >= MIN_SLIDES_FOR_LABELS
        and len(texts) == 1
        and all(key in dict(s.captions) for s in states)
    }
    slides = []
    for i, state in enumerate(states, start=1):
        parts = [
            text
            for key, text in state.captions
            if key not in constant and not _is_label_text(text, state.title, state.headline)
        ]
        caption = " ".join(dict.fromkeys(" ".join(p.split()) for p in parts))
        slides.append(Slide(i, urljoin(base_url, state.image or ""), caption))
    return slides
