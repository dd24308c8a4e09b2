"""Paging a gallery with a known trigger, and turning what was seen into slides.

Seed 004 pages "while the gallery title stays the same, until no valid page comes (a
repeated page or a dead link)". :func:`page_through` presses the trigger (or loads page
N of a URL pattern) until one of these, each named in ``end``:

* ``repeated``: a picture shown before (the gallery wrapped around or restarted);
* ``end``: an end-of-gallery overlay appeared (您已经浏览完所有图片, 重新浏览…), or the
  viewer the pictures were shown in closed itself;
* ``left``: another page or another title (下一图集 in place, the next album loaded);
* ``dead``: page N of a URL pattern does not load;
* ``still``: the trigger no longer changes anything, or is gone;
* ``counter``: the counter reached its total;
* ``max-pages``: the ``--max-pages`` guard.

:func:`harvester.gallery.slides.slides_from` then reads each step's picture and caption.
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass, field
from urllib.parse import urldefrag

from playwright.async_api import Error as PlaywrightError

from harvester.gallery.discover import Trigger, act, settled_picture, snapshot, step
from harvester.gallery.scripts import checked, evaluate
from harvester.gallery.state import GalleryState, entry_urls, judge, page_url, same_album
from harvester.gallery.view import GalleryView

DEFAULT_MAX_PAGES = 200


@dataclass
class Walk:
    """The states a gallery went through, and why the walk stopped."""

    states: list[GalleryState] = field(default_factory=list)
    end: str = ""
    #: a page's caption as the index of the gallery's pages shows it beside its link (a
    #: phone's photo browser), by the page's address
    index_captions: dict[str, str] = field(default_factory=dict)


async def page_through(
    view: GalleryView,
    url: str,
    trigger: Trigger,
    *,
    max_pages: int = DEFAULT_MAX_PAGES,
    states: list[GalleryState] | None = None,
) -> Walk:
    """Walk the gallery at ``url`` with ``trigger`` from its first picture to its end;
    ``states``: the pictures already walked from picture 1, the tab showing the last."""
    if trigger.kind == "url":
        return await _walk_urls(view, url, trigger.value, max_pages)
    if states:
        walk = Walk(list(states[:max_pages]))
    else:
        await view.load(url)
        walk = Walk([await settled_picture(view)])
    seen = {state.image or "" for state in walk.states}
    while len(walk.states) < max_pages:
        current = walk.states[-1]
        if current.counter and current.counter[0] >= current.counter[1]:
            walk.end = "counter"
            return walk
        outcome, after = await step(view, trigger, current, seen)
        if outcome == "drift":  # autoplay moved it: one picture on is the next picture
            outcome = judge(current, after, seen)
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
            "back": "still",
        }.get(outcome, "still")
        return walk
    walk.end = "max-pages"
    return walk


async def walk_back(
    view: GalleryView, url: str, trigger: Trigger, first: int, previous: str | None = None
) -> list[GalleryState]:
    """The pictures before picture ``first``, where the gallery at ``url`` opened with no
    address of picture 1 (a phone's swiper that remembers where the reader was, a
    carousel's ``data-start``), in reading order: by a swipe the other way, or by the
    ``previous`` control (an XPath) of a gallery paged by a control; [] when there is no
    way back or a press does not go one picture back."""
    if first <= 1 or (trigger.kind not in ("swipe", "touch") and previous is None):
        return []
    back_press = Trigger("xpath", previous) if previous is not None else trigger
    await view.load(url)
    current = await settled_picture(view)
    seen = {current.image or ""}
    back: list[GalleryState] = []
    for _ in range(first - 1):
        if not await act(view, back_press, back=back_press is trigger):
            break
        await view.tab.settle()
        after = await settled_picture(view, seen, current)
        if not one_back(current, after, seen):
            break
        back.append(after)
        seen.add(after.image or "")
        current = after
    return back[::-1]


def track_start(walk: Walk) -> int:
    """Which picture of its track a walk with no counter began at (1: the first): its
    first picture's place in the track's reading order, for a gallery that stopped at its
    end (a carousel's ``data-start``); 1 for a walk that went round (a looping carousel
    may move its slides in its track) or whose picture the track does not hold."""
    if not walk.states or walk.end == "repeated" or walk.states[0].counter:
        return 1
    head = walk.states[0]
    order = list(dict.fromkeys(head.track_order))
    return order.index(head.image) + 1 if head.image in order else 1


def one_back(before: GalleryState, after: GalleryState, seen: set[str]) -> bool:
    """Whether ``after`` shows the picture before ``before``'s: the counter one lower of
    the same total, else a picture not seen that the track puts before it (or, with no
    track to tell, any picture not seen)."""
    if before.counter and after.counter:
        return after.counter == (before.counter[0] - 1, before.counter[1])
    outcome = judge(before, after, seen)
    return outcome == "back" or (outcome == "step" and not after.track_order)


async def rewind(view: GalleryView, url: str) -> tuple[str, int]:
    """Where the gallery opened at ``url`` starts, and the index of the picture there.

    A deep link (``#p=5``, ``?index=4``, ``_3.html``) opens a gallery in its middle; the
    same address without its picture mark shows picture 1 when it shows the same album
    with a lower counter (or, with no counter, another picture). Where no such address
    works, the walk starts where the link opened, at the counter's number.
    """
    await view.load(url)
    here = await snapshot(view)
    if here.counter and here.counter[0] == 1:
        return url, 1
    for candidate in entry_urls(url):
        try:
            response = await view.goto(candidate)
        except PlaywrightError:
            continue
        if response is None or response.status >= 400:
            continue
        there = await snapshot(view)
        if not there.image or not same_album(here, there):
            continue
        if here.counter and there.counter:
            if there.counter[0] < here.counter[0] and there.counter[1] == here.counter[1]:
                return candidate, there.counter[0]
        elif there.image != here.image:
            return candidate, 1
    return url, here.counter[0] if here.counter else 1


async def _numbered_first(view: GalleryView, numbered: str, walk: Walk) -> Walk:
    """The walk begun at ``numbered`` (page 1 by its number) where the walk's first page
    links it around a picture (an index of the pages) and it shows another picture of
    the album, with the captions the index shows beside its links; else ``walk``."""
    links = checked("index", await evaluate(view.tab, "index"))
    captions = {urldefrag(link["href"])[0]: link["caption"] for link in links}
    if numbered not in captions:  # no index of the pages: no request for a page 1
        return walk
    try:
        response = await view.goto(numbered)
    except PlaywrightError:
        return walk
    if response is None or response.status >= 400:
        return walk
    one = await settled_picture(view)
    head = walk.states[0]
    if not one.image or one.image == head.image or not same_album(head, one):
        return walk
    return Walk([one], index_captions=captions)


async def _walk_urls(view: GalleryView, url: str, pattern: str, max_pages: int) -> Walk:
    """Load page 1 (``url``), then page 2, 3 … of ``pattern``. Where ``url`` links a
    numbered page 1 of its own that shows another picture of the album, ``url`` is the
    pages' index (a phone's photo browser: thumbnails linking ``5531_1.html`` …
    ``5531_6.html``, a picture each) and the walk begins there."""
    await view.load(url)
    walk = Walk([await settled_picture(view)])
    with suppress(ValueError):  # an address this pattern cannot number
        if (numbered := page_url(url, pattern, 1)) != url:
            walk = await _numbered_first(view, numbered, walk)
    first = walk.states[0]
    seen = {first.image or ""}
    for n in range(2, max_pages + 1):
        last = walk.states[-1]
        if last.counter and last.counter[0] >= last.counter[1]:
            walk.end = "counter"
            return walk
        try:
            response = await view.goto(page_url(url, pattern, n))
        except ValueError:  # a pattern from another section that this address cannot take
            walk.end = "still"
            return walk
        except PlaywrightError:
            response = None
        if response is None or response.status >= 400:
            walk.end = "dead"
            return walk
        state = await settled_picture(view, seen)
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
