"""A finger on the picture: swipes by mouse and by touch, and a tab turned into a phone.

A desktop's swipe slider follows a mouse drag (Swiper's ``simulateTouch``, slick's
``draggable``); a phone's gallery often listens to touch events alone (Vant's
``van-swipe``, NutUI's ``nut-swiper``, hand-written ``touchstart``/``touchmove``/
``touchend`` albums), which no mouse drag sends. :func:`touch_swipe` sends real touch
input through the DevTools protocol (``Input.dispatchTouchEvent``), as Chromium's own
touch emulation would from a finger. :func:`as_phone` makes the tab a phone from its
next load on: a phone's window and pixel ratio, ``mobile`` layout (the viewport meta is
honoured) and touch points (``ontouchstart`` in ``window``, ``(pointer: coarse)``), so
that a page that draws its gallery only for a phone draws it.
"""

from __future__ import annotations

from typing import Any

from playwright.async_api import CDPSession
from playwright.async_api import Error as PlaywrightError

from harvester.browser.tab import Tab

#: A swipe's travel: this far, in this many moves (ours: a touch slider takes a drag of a
#: fifth of its stage or more; round 6's lancang is a 640 px phone page; Vant's swipe
#: threshold is 15 px of travel, NutUI's a fifth of the width).
SWIPE_PX = 240
SWIPE_STEPS = 8
#: A phone's window (CSS px) and pixel ratio: the most common phones of 2024-2025 (iPhone
#: 14-16: 390 x 844 at 3x; Android phones: 360-412 px wide).
PHONE_VIEWPORT = (390, 844)
PHONE_SCALE = 3.0
#: How many touch points a phone reports (``navigator.maxTouchPoints``; phones: 5 or 10).
TOUCH_POINTS = 5


async def _session(tab: Tab) -> CDPSession:
    """The tab's DevTools session (one per tab, opened when first needed)."""
    if tab.cdp is None:
        tab.cdp = await tab.bounded(tab.page.context.new_cdp_session(tab.page))
    session: CDPSession = tab.cdp
    return session


async def _swipe_across(tab: Tab, xpath: str, back: bool) -> tuple[float, float, float] | None:
    """Where a swipe across the element at ``xpath`` starts (x, y) and how far it goes
    to the left (negative: to the right, ``back``), the tab counting the action; None when
    the element is not shown (or the gallery is in a frame: its box is the frame's)."""
    if tab.scope is not None:
        return None
    element = tab.page.locator(f"xpath={xpath}").first
    try:  # a missing element is not waited for (a locator waits for it to come)
        box = await tab.bounded(element.bounding_box()) if await element.count() else None
    except PlaywrightError:
        return None
    if not box or box["width"] < 1 or box["height"] < 1:
        return None
    tab.landed = None
    tab.actions += 1
    travel = min(SWIPE_PX, box["width"]) * (-1 if back else 1)
    return box["x"] + box["width"] / 2 + travel / 2, box["y"] + box["height"] / 2, travel


async def mouse_swipe(tab: Tab, xpath: str, *, back: bool = False) -> bool:
    """Drag the mouse from right to left across the middle of the element at ``xpath``
    (whatever lies over the picture gets the drag: a swipe layer often does), or from
    left to right (``back``: to the picture before); False when it is not shown."""
    if (swipe := await _swipe_across(tab, xpath, back)) is None:
        return False
    x, y, travel = swipe
    mouse = tab.page.mouse
    await tab.bounded(mouse.move(x, y))
    await tab.bounded(mouse.down())
    await tab.bounded(mouse.move(x - travel, y, steps=SWIPE_STEPS))
    await tab.bounded(mouse.up())
    return True


async def touch_swipe(tab: Tab, xpath: str, *, back: bool = False) -> bool:
    """A finger's swipe from right to left across the middle of the element at ``xpath``
    (from left to right, ``back``): touch start, moves, end (and the pointer events
    Chromium derives from them); False when it is not shown."""
    if (swipe := await _swipe_across(tab, xpath, back)) is None:
        return False
    x, y, travel = swipe
    session = await _session(tab)

    async def touch(kind: str, at: float | None) -> None:
        points: list[dict[str, Any]] = [] if at is None else [{"x": at, "y": y, "id": 1}]
        message = {"type": kind, "touchPoints": points}
        await tab.bounded(session.send("Input.dispatchTouchEvent", message))

    await touch("touchStart", x)
    for n in range(1, SWIPE_STEPS + 1):
        await touch("touchMove", x - travel * n / SWIPE_STEPS)
    await touch("touchEnd", None)
    return True


async def as_phone(tab: Tab) -> None:
    """Render the tab's next loads as a phone does: :data:`PHONE_VIEWPORT` at
    :data:`PHONE_SCALE`, mobile layout and touch input."""
    session = await _session(tab)
    width, height = PHONE_VIEWPORT
    metrics = {"width": width, "height": height, "deviceScaleFactor": PHONE_SCALE, "mobile": True}
    await tab.bounded(session.send("Emulation.setDeviceMetricsOverride", metrics))
    touch = {"enabled": True, "maxTouchPoints": TOUCH_POINTS}
    await tab.bounded(session.send("Emulation.setTouchEmulationEnabled", touch))
    tab.phone = True
