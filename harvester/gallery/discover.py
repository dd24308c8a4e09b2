"""Finding a gallery's "next" control on a site never seen before: the seed's full probe scan.

Seed 004 (Dywebextract) collects ``a``/``div``/``span`` elements whose attribute values
say next/right/下一张/下一页, clicks every one, and keeps those whose click changes the
page's Chinese text. Real portals need more (GALLERY_MECHANICS.md): pagers with no text
(``a#photoNext``), transparent hit zones over the picture (``#efpRightArea``), zones that
answer to mousedown only (``#mouseOverright``), controls created by script after load,
arrow glyphs and hashed class names no word list knows. So:

1. ``js/candidates.js`` lists every element that says next/right/下一…, looks clickable,
   or sits over or beside the main picture; :func:`rank` orders them (words only rank,
   they never exclude: a hashed-class arrow over the picture is still probed) and drops
   the ones whose words mark a decoy (下一图集, 全部图片, 重新浏览…) to the end.
2. Each candidate is probed from the same settled starting state (the page is loaded
   afresh), with a real mouse click at a point where the element is on top, then the
   page settles and :func:`harvester.gallery.state.judge` decides. The → key is probed too.
3. A candidate that moved the gallery one picture forward is confirmed by a second
   click from there (an autoplay tick cannot pass twice); the first confirmed one wins.
   A page number (2) pressed again stays: the number after the current one
   (``js/pager.js``) is confirmed in its place and becomes the trigger.

Cost is bounded by a cap on candidates (an option) and by each probe's own bounded waits; a
wall-clock budget is optional, since the time a probe takes depends on how busy the machine
is and a result must not (the URL's deadline is the wall-clock guard).
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Literal

from playwright.async_api import Error as PlaywrightError

from harvester.browser.touch import mouse_swipe, touch_swipe
from harvester.gallery.scripts import CandidateResult, CandidatesResult, checked, evaluate
from harvester.gallery.state import GalleryState, Outcome, judge, url_pattern_of
from harvester.gallery.view import GalleryView
from harvester.gallery.vocabulary import (
    ARROW_TEXT_RE,
    BACK_WORD_RE,
    DECOY_WORD_RE,
    NEXT_WORD_RE,
    RIGHT_WORD_RE,
)

#: Probe at most this many candidates (ours: the fixture portals' control ranks 1st to 6th,
#: bench/galleries.py).
DEFAULT_MAX_CANDIDATES = 16
#: The → key is probed after the candidates scoring this much (a next word, an arrow over
#: the picture), and never later than this place in the probing order.
NAMED_SCORE = 10
KEY_PROBE_AT = 4
#: How long a placeholder picture may stay before it counts as the picture (ours: the
#: portals of GALLERY_MECHANICS.md swap theirs within 200-400 ms of the load).
PLACEHOLDER_WAIT_S = 1.0
PLACEHOLDER_POLL_S = 0.2
#: A probe whose page moved by itself before a press is made again this many times
#: (ours: Sina's autoplay ticks every 5 s, GALLERY_MECHANICS.md §6; a tick comes before
#: the press only when a load and a probe take that long, on a busy machine).
DRIFT_RETRIES = 1
#: How long the idle page is watched for autoplay and tickers before probing.
IDLE_WATCH_S = 1.2
#: How long a control missing from a settled page is waited for: a control created by
#: script after load was there when the candidates were listed, after the idle watch.
LATE_CONTROL_WAIT_S = IDLE_WATCH_S

Action = Literal["click", "key", "swipe", "touch"]
TriggerKind = Literal["xpath", "key", "url", "swipe", "touch", "stack"]
TRIGGER_KINDS: tuple[TriggerKind, ...] = ("xpath", "key", "url", "swipe", "touch", "stack")


@dataclass(frozen=True, slots=True)
class Candidate:
    """A control that may be the "next" trigger."""

    xpath: str
    score: float
    action: Action = "click"
    label: str = ""


@dataclass(frozen=True, slots=True)
class Trigger:
    """How a gallery pages: a control to click (by XPath), a key, a URL pattern, or
    ``swipe``: a mouse drag from right to left across the picture shown (:data:`SWIPE`);
    ``touch``: a finger's swipe, the page rendered as a phone's (:data:`TOUCH`); or
    ``stack``: it does not page, every picture is on the page (the items' XPath)."""

    kind: TriggerKind
    value: str

    def describe(self) -> str:
        return f"{self.kind}:{self.value}"

    @classmethod
    def parse(cls, text: str) -> Trigger:
        kind, _, value = text.partition(":")
        if kind not in TRIGGER_KINDS or not value:
            raise ValueError(f"not a trigger: {text!r}")
        return cls(kind, value)


#: The swipe trigger: across whatever picture is shown at the time (a swipe gallery may
#: recycle its slots, the picture moving from one to another).
SWIPE = Trigger("swipe", "picture")
#: A finger's swipe across the picture shown, with touch events (a phone's gallery).
TOUCH = Trigger("touch", "picture")


@dataclass
class Probe:
    """One probe: which candidate, what happened."""

    candidate: Candidate
    outcome: Outcome | Literal["missing", "popup", "drift", "error"]


@dataclass
class Discovery:
    """What the probe scan found."""

    trigger: Trigger | None
    probes: list[Probe] = field(default_factory=list)
    candidates: int = 0
    seconds: float = 0.0
    idle_changes: int = 0
    #: the button that closed a sheet over the page before probing, if one was found
    overlay: str | None = None
    #: the thumbnail whose click opened the gallery's viewer (a lightbox), if any
    opener: str | None = None
    #: the pictures the winning probe walked through, the tab showing the last one
    states: list[GalleryState] = field(default_factory=list)
    #: the first control whose press moved the gallery one picture back (never the
    #: trigger: a walk back to picture 1 presses it), if one was probed
    previous: str | None = None


def score_candidate(item: CandidateResult) -> float:
    """A pure ranking of one candidate from ``js/candidates.js`` (higher: probe first)."""
    words = f"{item['words']} {item['text']}"
    score = 0.0
    named = NEXT_WORD_RE.search(words)
    if named:
        score += 10
    elif RIGHT_WORD_RE.search(words):
        score += 5
    if ARROW_TEXT_RE.match(item["text"]):
        score += 6
    if item["overRight"]:
        score += 6
    elif item["beside"]:
        score += 2
    if item["pointer"]:
        score += 2
        if item["picture"]:  # a picture that says it is clickable may page by its halves
            score += 4
    # a control that names next and the previous picture both pages both ways
    if DECOY_WORD_RE.search(BACK_WORD_RE.sub(" ", words) if named else words):
        score -= 15
    if item["target"] == "_blank":
        score -= 3
    return score


def rank(items: CandidatesResult, limit: int = DEFAULT_MAX_CANDIDATES) -> list[Candidate]:
    """Candidates in probing order, duplicates (same XPath) and unreachable ones dropped."""
    best: dict[str, float] = {}
    for item in items:
        xpath = item["xpath"]
        if not xpath or item["disabled"]:
            continue
        score = score_candidate(item)
        if score > best.get(xpath, float("-inf")):
            best[xpath] = score
    ordered = sorted(best.items(), key=lambda kv: (-kv[1], len(kv[0])))
    return [Candidate(xp, score) for xp, score in ordered[:limit]]


async def snapshot(view: GalleryView) -> GalleryState:
    """The page as a reader sees it now (through the template's content XPaths, if any)."""
    return GalleryState.from_js(await evaluate(view.tab, "state", view.content))


async def act(view: GalleryView, trigger: Trigger, *, back: bool = False) -> bool:
    """Press the trigger like a person would (a swipe the other way, ``back``); False
    when it is not on the page, even after a moment's wait (a control that a script
    creates some time after the page settled: the candidates were listed after the idle
    watch, so it comes)."""
    tab = view.tab
    if trigger.kind == "key":
        await tab.key(trigger.value)
        return True
    if trigger.kind in ("swipe", "touch"):
        picture = (await snapshot(view)).image_xpath
        swipe = touch_swipe if trigger.kind == "touch" else mouse_swipe
        return picture is not None and await swipe(tab, picture, back=back)
    waited = 0.0
    while not await tab.press(trigger.value, settle=False):
        if waited >= LATE_CONTROL_WAIT_S:
            return False
        await tab.page.wait_for_timeout(PLACEHOLDER_POLL_S * 1000)
        waited += PLACEHOLDER_POLL_S
    return True


async def dismiss_overlay(view: GalleryView) -> str | None:
    """Close a consent, cookie or login sheet over the page, and keep closing it after
    every reload of the tab; returns the XPath of the button pressed, or None."""
    xpath = checked("overlay", await evaluate(view.tab, "overlay"))
    if not xpath or not await view.tab.press(xpath):
        return None
    view.prelude.append(xpath)
    return xpath


async def watch_idle(view: GalleryView, seconds: float = IDLE_WATCH_S) -> int:
    """Watch the page with nobody touching it; tickers found are ignored from then on,
    on this page and after every reload of the tab. Returns how many were found."""
    tab = view.tab
    checked("watch", await evaluate(tab, "watch", True))
    await tab.page.wait_for_timeout(seconds * 1000)
    view.ignored = list(checked("watch", await evaluate(tab, "watch", False)))
    return len(view.ignored)


async def settled_picture(
    view: GalleryView,
    seen: set[str] | frozenset[str] = frozenset(),
    before: GalleryState | None = None,
) -> GalleryState:
    """The page once its picture is the real one: a picture shown before (a "loading"
    placeholder every slide passes through) gets a moment more, in case the page swaps it
    late, unless the page shows just what it showed ``before`` the press (same picture,
    counter and text: nothing is on its way); so does a page whose viewer shows no picture
    of its own since the press (:func:`_between`). Blocks rewritten while waiting count
    as rewritten by the step."""
    state = await snapshot(view)
    touched = {b.key for b in state.captions if b.touched}
    if before is not None and (state.image, state.counter, state.text) == (
        before.image,
        before.counter,
        before.text,
    ):
        return state
    waited = 0.0
    while waited < PLACEHOLDER_WAIT_S and (
        (state.image and state.image in seen) or _between(before, state)
    ):
        await view.tab.page.wait_for_timeout(PLACEHOLDER_POLL_S * 1000)
        waited += PLACEHOLDER_POLL_S
        await view.tab.settle()
        state = await snapshot(view)
        touched |= {b.key for b in state.captions if b.touched}
    if touched:
        blocks = tuple(replace(b, touched=b.key in touched) for b in state.captions)
        state = replace(state, captions=blocks)
    return state


def _between(before: GalleryState | None, state: GalleryState) -> bool:
    """A viewer between two of its pictures: its picture was in a layer over the page
    before the press and none is now (modaal fades one out, resizes its frame and fades
    the next one in, a picture of the page under it the largest meanwhile). A viewer that
    closed itself is still closed a moment later: :func:`judge` calls that the end."""
    return before is not None and before.layer and not state.layer


async def drifted(view: GalleryView, before: GalleryState) -> GalleryState | None:
    """The page as it is now when it moved by itself since ``before`` was taken (its
    picture or counter changed: autoplay ticked, GALLERY_MECHANICS.md §6), else None.
    Cheap when nothing changed: one look at the time of the last mutation."""
    if not checked("moved", await evaluate(view.tab, "moved")):
        return None
    now = await snapshot(view)
    if (now.image, now.counter) == (before.image, before.counter):
        return None
    await view.tab.settle()
    return await settled_picture(view)


async def step(
    view: GalleryView, trigger: Trigger, before: GalleryState, seen: set[str]
) -> tuple[Outcome | Literal["missing", "popup", "drift"], GalleryState]:
    """Act once and judge the result; ``drift`` (and the page as it is now) when the
    page moved by itself before the press: nothing was pressed, the caller decides."""
    if (now := await drifted(view, before)) is not None:
        return "drift", now
    popups = view.tab.popups
    if not await act(view, trigger):
        return "missing", before
    await view.tab.settle()
    after = await settled_picture(view, seen, before)
    if view.tab.popups > popups and after.address == before.address and after.image == before.image:
        return "popup", after
    return judge(before, after, seen), after


async def discover(
    view: GalleryView,
    url: str,
    *,
    max_candidates: int = DEFAULT_MAX_CANDIDATES,
    budget_s: float | None = None,
    opens: Callable[[], Awaitable[str | None]] | None = None,
) -> Discovery:
    """Probe the candidates of the gallery at ``url`` and return the first valid trigger.

    ``budget_s``: stop probing after this many seconds (none by default: see above).
    ``opens``: awaited once a sheet over the page is closed; the XPath it returns (a
    thumbnail that opened the gallery's viewer) is pressed after every load, so the
    viewer's own controls are probed."""
    start = time.monotonic()
    await view.load(url)
    overlay = await dismiss_overlay(view)
    opener = await opens() if opens is not None else None
    if opener is not None:
        view.prelude.append(opener)
    elif opens is not None:
        await view.load(url)  # the click that opened no viewer is undone
    idle = await watch_idle(view)
    picture = view.content.get("picture") if view.content else None
    listed = checked("candidates", await evaluate(view.tab, "candidates", picture))
    candidates = rank(listed, max_candidates)
    found = Discovery(
        None, candidates=len(candidates), idle_changes=idle, overlay=overlay, opener=opener
    )
    # the → key after the candidates that name themselves next: a keyboard-only gallery
    # must not wait behind a thumbnail strip's every picture
    at = min(sum(c.score >= NAMED_SCORE for c in candidates), KEY_PROBE_AT)
    probes = [Trigger("xpath", c.xpath) for c in candidates]
    labels = list(candidates)
    probes.insert(at, Trigger("key", "ArrowRight"))
    labels.insert(at, Candidate("ArrowRight", 0.0, "key"))
    # last, a swipe across the picture: a phone site's gallery with no control of any
    # kind; a finger's first (a touch-only track: Vant, NutUI), then a mouse drag (a
    # desktop slider's, round 6's lancang)
    probes += [TOUCH, SWIPE]
    labels += [Candidate("touch", 0.0, "touch"), Candidate("swipe", 0.0, "swipe")]
    for trigger, candidate in zip(probes, labels, strict=True):
        if budget_s is not None and time.monotonic() - start > budget_s:
            break
        try:
            if await _probe(view, url, trigger, candidate, found):
                break
        except PlaywrightError:
            found.probes.append(Probe(candidate, "error"))
    found.seconds = time.monotonic() - start
    return found


async def _probe(
    view: GalleryView, url: str, trigger: Trigger, candidate: Candidate, found: Discovery
) -> bool:
    """Probe one candidate from the page freshly loaded; True when it is the trigger
    (``found`` then holds it). A page that moved by itself before a press is loaded and
    probed afresh, up to :data:`DRIFT_RETRIES` times: the tick says nothing of the control."""
    for _ in range(DRIFT_RETRIES + 1):
        await view.load(url)  # the same settled starting state for every probe
        before = await settled_picture(view)
        outcome, after = await step(view, trigger, before, {before.image or ""})
        if outcome == "drift":
            continue
        found.probes.append(Probe(candidate, outcome))
        if outcome == "back" and trigger.kind == "xpath" and found.previous is None:
            found.previous = trigger.value
        if outcome == "url-step" and trigger.kind == "xpath":
            found.trigger = Trigger("url", url_pattern_of(url, after.address))
            return True
        if outcome != "step":
            return False
        # confirm: a second press must move it one more picture
        again, third = await step(view, trigger, after, {before.image or "", after.image or ""})
        if again == "drift":
            continue
        if again == "none" and trigger.kind == "xpath":
            # a page number: pressed again it stays; the number after the current pages
            pager = checked("pager", await evaluate(view.tab, "pager", trigger.value))
            if pager is not None:
                trigger = Trigger("xpath", pager)
                again, third = await step(
                    view, trigger, after, {before.image or "", after.image or ""}
                )
        if again in ("step", "end", "seen") or (
            again == "none" and after.counter and after.counter[0] == after.counter[1]
        ):
            found.trigger = trigger
            if again == "step":  # the walk goes on from here
                found.states = [before, after, third]
            return True
        found.probes.append(Probe(candidate, again))
        return False
    found.probes.append(Probe(candidate, "drift"))
    return False
