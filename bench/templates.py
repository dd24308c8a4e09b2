#!/usr/bin/env python
"""Benchmark: time to the first slide on a known site (template hit) against discovery.

Every fixture gallery of ``recorded_pages/expected.json`` is served by
``testbeds.portal_server.PortalServer`` on 127.0.0.1 and, in one run and one Chromium, each
in a fresh tab:

* **discovery** (a site never seen): ``discover(tab, url)``, then ``page_through`` with the
  trigger found, up to its first state (the first slide). The trigger is then learned into
  a fresh SQLite template store, as ``harvest run`` does;
* **known** (the same site, template stored): ``store.find(url)`` and ``page_through``
  with its trigger up to the first state — the path ``harvest run`` takes on a hit.

The first slide's picture must be the gallery's first (checked, untimed). Target: known
is 5x faster or better on every gallery; exit status 1 when any misses it or is wrong.

    python -m bench.templates [--only sina] [--repeat 1]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time

from playwright.async_api import Browser

from harvester.browser.launch import BrowserSettings, open_browser
from harvester.browser.tab import open_tab
from harvester.gallery.discover import Trigger, discover
from harvester.gallery.paging import page_through
from harvester.gallery.view import open_view
from harvester.store.templates import TemplateStore
from testbeds.portal_server import RECORDED_PAGES, PortalServer

TARGET = 5.0


def galleries(only: str | None) -> dict[str, str]:
    """Entry page → its first picture (relative to recorded_pages/)."""
    pages = json.loads((RECORDED_PAGES / "expected.json").read_text("utf-8"))["pages"]
    return {
        page: entry["slides"][0]["image"]
        for page, entry in pages.items()
        if entry.get("kind") == "gallery" and entry.get("slides") and (only or "") in page
    }


async def by_discovery(
    browser: Browser, settings: BrowserSettings, url: str, store: TemplateStore
) -> tuple[float, str, str]:
    """Seconds to the first slide on a new site, the picture, the trigger found."""
    async with open_view(browser, settings) as view:
        start = time.perf_counter()
        found = await discover(view, url)
        if found.trigger is None:
            return time.perf_counter() - start, "", ""
        walk = await page_through(view, url, found.trigger, max_pages=1)
        seconds = time.perf_counter() - start
    store.learn(url, found.trigger.describe())
    return seconds, walk.states[0].image or "", found.trigger.describe()


async def by_template(
    browser: Browser, settings: BrowserSettings, url: str, store: TemplateStore
) -> tuple[float, str]:
    """Seconds to the first slide on a known site, and the picture."""
    async with open_view(browser, settings) as view:
        start = time.perf_counter()
        template = store.find(url)
        assert template is not None, f"no template for {url}"
        walk = await page_through(view, url, Trigger.parse(template.trigger), max_pages=1)
        seconds = time.perf_counter() - start
    return seconds, walk.states[0].image or ""


async def run(only: str | None, repeat: int) -> int:
    pages = galleries(only)
    if not pages:
        print(f"no fixture gallery matches {only!r}", file=sys.stderr)
        return 2
    settings = BrowserSettings()
    failed = 0
    ratios = []
    print(f"time to the first slide, median of {repeat}, one Chromium, fresh tab each")
    print(f"{'gallery':44} {'discovery':>10} {'known':>8} {'ratio':>7}  target {TARGET:g}x")
    with tempfile.TemporaryDirectory() as tmp, PortalServer() as base:
        async with open_browser(settings) as browser:
            async with open_tab(browser, settings) as tab:  # untimed warm-up of Chromium
                await tab.goto(base + next(iter(pages)))
            for page, first in pages.items():
                url = base + page
                new, known, wrong = [], [], ""
                for i in range(repeat):
                    store = TemplateStore(f"sqlite:///{tmp}/{i}-{len(ratios)}.sqlite3", seeds=False)
                    seconds, image, trigger = await by_discovery(browser, settings, url, store)
                    new.append(seconds)
                    if not trigger:
                        wrong = "discovery found no trigger"
                        break
                    seconds, image2 = await by_template(browser, settings, url, store)
                    known.append(seconds)
                    store.close()
                    for how, got in (("discovery", image), ("known", image2)):
                        if got.removeprefix(base) != first:
                            wrong = f"{how}: first slide {got!r}, expected {first!r}"
                if wrong:
                    failed += 1
                    print(f"{page:44} FAIL: {wrong}")
                    continue
                d, k = statistics.median(new), statistics.median(known)
                ratio = d / k
                ratios.append(ratio)
                verdict = "PASS" if ratio >= TARGET else "FAIL"
                failed += verdict == "FAIL"
                print(f"{page:44} {d:9.2f}s {k:7.2f}s {ratio:6.1f}x  {verdict}")
    if ratios:
        print(
            f"{'all':44} {'':>10} {'':>8} {min(ratios):6.1f}x  "
            f"(worst; median {statistics.median(ratios):.1f}x) "
            + ("PASS" if not failed else f"FAIL ({failed} of {len(pages)})")
        )
    return 1 if failed else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", help="only galleries whose path contains this")
    parser.add_argument("--repeat", type=int, default=3, help="runs per gallery (median)")
    args = parser.parse_args()
    sys.exit(asyncio.run(run(args.only, max(1, args.repeat))))


if __name__ == "__main__":
    main()
