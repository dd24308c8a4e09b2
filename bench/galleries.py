#!/usr/bin/env python
"""Benchmark: how fast harvester pages the fixture galleries, next to a hand-written oracle.

Every gallery of ``recorded_pages/expected.json`` (kind ``gallery`` with slides) is served
by ``testbeds.portal_server.PortalServer`` on 127.0.0.1 and measured three ways in one run,
one Chromium, the same :class:`~harvester.browser.launch.BrowserSettings` (the same settle rule)
for every row, a fresh tab (its own browser context) per measurement:

* **oracle**: a walk that knows the control (``oracle_next``): ``tab.goto(url)``, then for
  each further slide the documented action (a real mouse click at the element's centre,
  move+down+up for ``mousedown``, ``tab.goto`` of page N for ``url``) and ``tab.settle()``,
  stopping once the last slide is shown;
* **known** (template hit): ``page_through(tab, url, trigger)`` with the trigger that
  discovery found for the gallery in an untimed run beforehand; its slides are checked;
* **new site**: ``discover(tab, url)`` followed by ``page_through``, timed together.

    python -m bench.galleries
    python -m bench.galleries --only sina --repeat 3 --json /tmp/galleries.json
    python -m bench.galleries --generated [--workers 3]   # the generated family instead:
                                                          # every axis value's share complete

Exit status 1 when a target fails or a result is wrong. See bench/README.md.
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import json
import platform
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from playwright.async_api import Browser

from harvester.browser.launch import BrowserSettings, open_browser
from harvester.browser.tab import Tab
from harvester.gallery.discover import Trigger, discover, snapshot
from harvester.gallery.paging import Walk, page_through
from harvester.gallery.slides import slides_from
from harvester.gallery.view import GalleryView, open_view
from testbeds.portal_server import RECORDED_PAGES, PortalServer

#: The targets of the issue: a template hit pages within this factor of the oracle…
KNOWN_RATIO_TARGET = 1.5
#: …and a site never seen is harvested (discovery + paging) in less than this.
DISCOVERY_TARGET_S = 20.0

# The centre of the element's largest box, scrolled into view first when it is off screen
# (the same point tests/test_portal_fixtures.py presses).
POINT_JS = """
(el) => {
  const box = () => [...el.getClientRects()]
    .sort((a, b) => b.width * b.height - a.width * a.height)[0];
  let r = box();
  if (r && (r.top < 0 || r.bottom > innerHeight)) {
    el.scrollIntoView({block: 'center'});
    r = box();
  }
  return r && r.width > 0 && r.height > 0 ? [r.left + r.width / 2, r.top + r.height / 2] : null;
}
"""

Slides = list[tuple[str, str]]


# --- inputs ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Gallery:
    """One fixture gallery: its entry page and what a reader must get from it."""

    page: str
    slides: Slides
    oracle: dict[str, Any]


def load_galleries(only: str | None) -> list[Gallery]:
    pages = json.loads((RECORDED_PAGES / "expected.json").read_text("utf-8"))["pages"]
    return [
        Gallery(
            page,
            [(s["image"], s["caption"]) for s in entry["slides"]],
            entry["oracle_next"],
        )
        for page, entry in pages.items()
        if entry.get("kind") == "gallery" and entry.get("slides") and (only is None or only in page)
    ]


# --- measuring ---------------------------------------------------------------------------


@dataclass
class Measure:
    """One timed walk of one gallery, with what the settle loop did meanwhile."""

    seconds: float = 0.0
    #: each ``Tab.settle`` call (``goto``'s own included): (seconds, reached stillness)
    settles: list[tuple[float, bool]] = field(default_factory=list)
    #: the slides read (image relative to the server base, caption); None: not checked
    slides: Slides | None = None
    correct: bool = False
    why: str = ""
    end: str = ""
    trigger: str = ""
    probes: int = 0
    discovery_s: float = 0.0

    @property
    def settle_s(self) -> float:
        return sum(s for s, _ in self.settles)

    @property
    def settle_timeouts(self) -> int:
        return sum(1 for _, ok in self.settles if not ok)

    def summary(self) -> dict[str, Any]:
        out = asdict(self)
        out["settle_s"] = self.settle_s
        out["settle_timeouts"] = self.settle_timeouts
        return out


def watch_settles(tab: Tab, measure: Measure) -> None:
    """Log every settle of ``tab`` (``goto`` calls ``self.settle``, so it is seen too)."""
    original = tab.settle

    async def settle(timeout_s: float | None = None) -> bool:
        t0 = time.perf_counter()
        ok = await original(timeout_s)
        measure.settles.append((time.perf_counter() - t0, ok))
        return ok

    tab.settle = settle  # type: ignore[method-assign]


def relative(url: str, base: str) -> str:
    return url.removeprefix(base)


def check(measure: Measure, got: Slides, want: Slides) -> None:
    measure.slides = got
    measure.correct = got == want
    if measure.correct:
        return
    if len(got) != len(want):
        measure.why = f"{len(got)} slides, expected {len(want)}"
        return
    i = next(i for i, (g, w) in enumerate(zip(got, want, strict=True)) if g != w)
    measure.why = f"slide {i + 1}: got {got[i]!r}, expected {want[i]!r}"


def walk_slides(walk: Walk, url: str, base: str) -> Slides:
    return [(relative(s.image, base), s.caption) for s in slides_from(walk.states, url)]


async def press(tab: Tab, spec: dict[str, Any]) -> None:
    """The documented action on the documented control, with a real mouse."""
    selector = spec["selector"]
    locator = tab.page.locator(f"xpath={selector}" if spec["type"] == "xpath" else selector)
    timeout_ms = tab.settings.settle_timeout_s * 1000  # a control built late by script
    point = await locator.first.evaluate(POINT_JS, timeout=timeout_ms)
    if not point:
        raise RuntimeError(f"oracle control {selector} has no box")
    x, y = point
    if spec["action"] == "mousedown":
        await tab.page.mouse.move(x, y)
        await tab.page.mouse.down()
        await tab.page.mouse.up()
    else:
        await tab.page.mouse.click(x, y)


async def oracle_walk(view: GalleryView, gallery: Gallery, base: str, measure: Measure) -> None:
    tab, spec = view.tab, gallery.oracle
    start = time.perf_counter()
    await tab.goto(base + gallery.page)
    for n in range(2, len(gallery.slides) + 1):
        if spec["action"] == "url":
            await tab.goto(base + spec["url_pattern"].format(n=n))  # settles
        else:
            await press(tab, spec)
            await tab.settle()
    measure.seconds = time.perf_counter() - start
    # untimed: the oracle must stand at the last slide
    last = await snapshot(view)
    image = relative(last.image or "", base)
    measure.correct = image == gallery.slides[-1][0]
    if not measure.correct:
        measure.why = f"oracle ends on {image!r}, expected {gallery.slides[-1][0]!r}"


async def known_walk(
    view: GalleryView, gallery: Gallery, base: str, measure: Measure, trigger: Trigger
) -> None:
    url = base + gallery.page
    start = time.perf_counter()
    walk = await page_through(view, url, trigger)
    measure.seconds = time.perf_counter() - start
    measure.end, measure.trigger = walk.end, trigger.describe()
    check(measure, walk_slides(walk, url, base), gallery.slides)


async def new_site_walk(view: GalleryView, gallery: Gallery, base: str, measure: Measure) -> None:
    url = base + gallery.page
    start = time.perf_counter()
    found = await discover(view, url)
    measure.discovery_s = time.perf_counter() - start
    measure.probes = len(found.probes)
    if found.trigger is None:
        measure.seconds = time.perf_counter() - start
        measure.why = f"discovery found no trigger in {len(found.probes)} probes"
        return
    walk = await page_through(view, url, found.trigger)
    measure.seconds = time.perf_counter() - start
    measure.end, measure.trigger = walk.end, found.trigger.describe()
    check(measure, walk_slides(walk, url, base), gallery.slides)


Walker = Callable[[GalleryView, Measure], Awaitable[None]]


async def measure_in_fresh_tab(
    browser: Browser, settings: BrowserSettings, walker: Walker, label: str
) -> Measure:
    measure = Measure()
    try:
        async with open_view(browser, settings, label) as view:
            watch_settles(view.tab, measure)
            await walker(view, measure)
    except Exception as exc:  # a failed walk is a WRONG row, never the end of the run
        measure.correct = False
        measure.why = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
    return measure


# --- one row -----------------------------------------------------------------------------


@dataclass
class Row:
    gallery: Gallery
    trigger: Trigger | None = None
    setup_why: str = ""
    oracle: list[Measure] = field(default_factory=list)
    known: list[Measure] = field(default_factory=list)
    new_site: list[Measure] = field(default_factory=list)

    @staticmethod
    def _median(measures: list[Measure], attr: str = "seconds") -> float | None:
        values = [getattr(m, attr) for m in measures]
        return statistics.median(values) if values else None

    @property
    def oracle_s(self) -> float | None:
        return self._median(self.oracle)

    @property
    def known_s(self) -> float | None:
        return self._median(self.known)

    @property
    def new_site_s(self) -> float | None:
        return self._median(self.new_site)

    @property
    def ratio(self) -> float | None:
        o, k = self.oracle_s, self.known_s
        return k / o if o and k is not None else None

    @property
    def probes(self) -> int | None:
        value = self._median(self.new_site, "probes")
        return round(value) if value is not None else None

    def problems(self) -> list[str]:
        """Why the row is WRONG (every run counts), empty when it is right."""
        out = [f"discovery (untimed): {self.setup_why}"] if self.setup_why else []
        for name, measures in (("oracle", self.oracle), ("known", self.known)):
            out += [f"{name}: {m.why}" for m in measures if not m.correct]
        out += [f"new site: {m.why}" for m in self.new_site if not m.correct]
        return list(dict.fromkeys(out))

    def summary(self) -> dict[str, Any]:
        return {
            "gallery": self.gallery.page,
            "pictures": len(self.gallery.slides),
            "oracle_action": self.gallery.oracle["action"],
            "trigger": self.trigger.describe() if self.trigger else None,
            "oracle_s": self.oracle_s,
            "known_s": self.known_s,
            "known_over_oracle": self.ratio,
            "new_site_s": self.new_site_s,
            "discovery_s": self._median(self.new_site, "discovery_s"),
            "probes": self.probes,
            "correct": not self.problems(),
            "problems": self.problems(),
            "runs": {
                "oracle": [m.summary() for m in self.oracle],
                "known": [m.summary() for m in self.known],
                "new_site": [m.summary() for m in self.new_site],
            },
        }


async def run_row(
    browser: Browser, settings: BrowserSettings, gallery: Gallery, base: str, repeat: int
) -> Row:
    row = Row(gallery)
    label = gallery.page.replace("/", "_")

    # untimed: what discovery finds is the template a later visit would hit
    async def find(view: GalleryView, measure: Measure) -> None:
        found = await discover(view, base + gallery.page)
        row.trigger = found.trigger
        if found.trigger is None:
            measure.why = f"no trigger in {len(found.probes)} probes"

    setup = await measure_in_fresh_tab(browser, settings, find, f"{label}-setup")
    if row.trigger is None:
        row.setup_why = setup.why or "no trigger"
    trigger = row.trigger

    async def oracle(view: GalleryView, measure: Measure) -> None:
        await oracle_walk(view, gallery, base, measure)

    async def known(view: GalleryView, measure: Measure) -> None:
        assert trigger is not None
        await known_walk(view, gallery, base, measure, trigger)

    async def new_site(view: GalleryView, measure: Measure) -> None:
        await new_site_walk(view, gallery, base, measure)

    for rep in range(repeat):  # interleaved, so that drift hits the three alike
        row.oracle.append(await measure_in_fresh_tab(browser, settings, oracle, f"{label}-o{rep}"))
        if trigger is not None:
            row.known.append(
                await measure_in_fresh_tab(browser, settings, known, f"{label}-k{rep}")
            )
        row.new_site.append(
            await measure_in_fresh_tab(browser, settings, new_site, f"{label}-n{rep}")
        )
    return row


# --- summary and printing ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Target:
    name: str
    measured: str
    passed: bool


def targets(rows: list[Row]) -> list[Target]:
    ratios = [r.ratio for r in rows if r.ratio is not None]
    missing_known = [r.gallery.page for r in rows if r.ratio is None]
    if ratios:
        worst, median = max(ratios), statistics.median(ratios)
        measured = f"worst {worst:.2f}x, median {median:.2f}x over {len(ratios)} galleries"
    else:
        worst, measured = float("inf"), "no gallery measured"
    if missing_known:
        measured += f"; not measured: {', '.join(missing_known)}"
    known = Target(
        f"known within {KNOWN_RATIO_TARGET:g}x of the oracle",
        measured,
        worst <= KNOWN_RATIO_TARGET and not missing_known,
    )
    times = [(r.new_site_s, r.gallery.page) for r in rows if r.new_site_s is not None]
    if times:
        slowest, where = max(times)
        median = statistics.median(t for t, _ in times)
        measured = f"worst {slowest:.1f} s ({where}), median {median:.1f} s"
    else:
        slowest, measured = float("inf"), "no gallery measured"
    new = Target(
        f"discovery under {DISCOVERY_TARGET_S:g} s per new site",
        measured,
        slowest < DISCOVERY_TARGET_S,
    )
    return [known, new]


def _s(value: float | None, digits: int = 2) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def print_table(rows: list[Row], repeat: int) -> None:
    columns = [
        "gallery",
        "pictures",
        "oracle s",
        "known s",
        "known/oracle",
        "discovery+paging s",
        "probes",
        "correct",
    ]
    cells = []
    for r in rows:
        ratio = r.ratio
        cells.append(
            [
                r.gallery.page,
                str(len(r.gallery.slides)),
                _s(r.oracle_s),
                _s(r.known_s),
                "—" if ratio is None else f"{ratio:.2f}x",
                _s(r.new_site_s),
                "—" if r.probes is None else str(r.probes),
                "WRONG" if r.problems() else "ok",
            ]
        )
    title = f"{len(rows)} galleries" + (f", median of {repeat} runs" if repeat > 1 else "")
    try:
        from rich import box
        from rich.console import Console
        from rich.markup import escape
        from rich.table import Table
    except ImportError:
        widths = [max(len(c), *(len(r[i]) for r in cells)) for i, c in enumerate(columns)]
        print(f"\n{title}")
        print("  ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True)))
        for r in cells:
            first, *rest = r
            line = [first.ljust(widths[0])]
            line += [c.rjust(w) for c, w in zip(rest, widths[1:], strict=True)]
            print("  ".join(line).rstrip())
        return
    table = Table(title=title, box=box.SIMPLE_HEAD, title_justify="left")
    for i, c in enumerate(columns):
        table.add_column(c, justify="left" if i == 0 else "right", no_wrap=True)
    for r in cells:
        style = "red" if r[-1] == "WRONG" else None
        table.add_row(*(escape(c) for c in r), style=style)
    Console(width=None if sys.stdout.isatty() else 150).print(table)


def print_notes(rows: list[Row]) -> None:
    """Why rows are WRONG, and where the known walk lost time to the oracle."""
    for r in rows:
        for problem in r.problems():
            print(f"  WRONG {r.gallery.page}: {problem}")
    for r in rows:
        if not r.known or not r.oracle:
            continue
        k, o = r.known[0], r.oracle[0]
        slow = r.ratio is not None and r.ratio > KNOWN_RATIO_TARGET
        if not (slow or k.settle_timeouts or o.settle_timeouts):
            continue
        print(
            f"  {'slow' if slow else 'note'} {r.gallery.page}: known {len(k.settles)} settles "
            f"{k.settle_s:.2f} s ({k.settle_timeouts} timed out), walk ended: {k.end}; "
            f"oracle {len(o.settles)} settles {o.settle_s:.2f} s ({o.settle_timeouts} timed out)"
        )


# --- main --------------------------------------------------------------------------------


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(
        description="Time gallery paging: oracle walk, template hit, and discovery on a new site.",
    )
    ap.add_argument(
        "--repeat",
        type=int,
        default=1,
        metavar="N",
        help="runs per measurement; each cell is the median (default 1)",
    )
    ap.add_argument(
        "--only", metavar="SUBSTRING", help="only the galleries whose path contains this"
    )
    ap.add_argument("--json", type=Path, metavar="FILE", help="write every figure here")
    ap.add_argument(
        "--generated",
        action="store_true",
        help="harvest the generated family of portals (testbeds/gallery_generator) instead, "
        "and print every axis value's share of complete galleries",
    )
    ap.add_argument("--seed", type=int, default=0, help="--generated: the family's seed (0)")
    ap.add_argument(
        "--workers",
        type=int,
        default=3,
        help="--generated: harvester processes side by side, the sites split between them (3)",
    )
    ap.add_argument(
        "--sites", type=int, default=None, help="--generated: how many sites (the default 110)"
    )
    ap.add_argument(
        "--select",
        default="",
        help="--generated: only these sites: ids (p003,p110), a range (p110-p133), "
        "'viewer' (the viewer sites) or 'embedded' (sites with an article embedding a gallery)",
    )
    args = ap.parse_args(argv)
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")
    return args


async def run_all(
    galleries: list[Gallery], settings: BrowserSettings, base: str, repeat: int
) -> tuple[list[Row], str]:
    rows = []
    async with open_browser(settings) as browser:
        version = browser.version
        for gallery in galleries:
            t0 = time.perf_counter()
            rows.append(await run_row(browser, settings, gallery, base, repeat))
            print(f"  {gallery.page} done in {time.perf_counter() - t0:.1f}s", file=sys.stderr)
    return rows, version


#: The targets of issue 7 on the generated family.
GENERATED_COMPLETE_TARGET = 98.0
GENERATED_DISCOVERY_MEDIAN_S = 10.0


#: The records of every worker are rewritten to this base before scoring.
CANONICAL_BASE = "http://127.0.0.1:1/"


def _harvest_sites(job: tuple[Path, Path, list[str]]) -> list[dict[str, Any]]:
    """One worker: harvest these sites of the family into its own store (a process)."""
    from testbeds.generated_family import harvest_family, site_pages

    root, work, sites = job
    work.mkdir(parents=True, exist_ok=True)
    truth = json.loads((root / "truth.json").read_text("utf-8"))
    records, base = harvest_family(root, truth, site_pages(truth, sites), work)
    text = json.dumps(records, ensure_ascii=False).replace(base, CANONICAL_BASE)
    return json.loads(text)


def incomplete_galleries(by_url: dict[str, Any], truth: dict[str, Any], base: str) -> str:
    """One line per gallery not complete: what went wrong, and the axes of its site (the
    findings to fix; a weak axis shows in the table above, the case itself here)."""
    from testbeds.gallery_generator.score import norm, score_gallery

    lines = []
    for page, t in truth["pages"].items():
        if t["kind"] != "gallery":
            continue
        record = by_url.get(page)
        verdict = score_gallery(record, t, base)
        if verdict["complete"]:
            continue
        if record is None:
            what = "no record"
        elif not verdict["kind_ok"]:
            what = f"kind {record.get('kind')}: {record.get('error') or ''}".strip()
        elif not verdict["pictures_ok"]:
            what = f"pictures wrong ({verdict['missing']} missing, {verdict['foreign']} foreign)"
        else:
            got = [norm(s.get("caption")) for s in record.get("slides") or []]
            want = [norm(s["caption"]) for s in t["slides"]]
            bad = [(n, w, g) for n, (w, g) in enumerate(zip(want, got, strict=True), 1) if w != g]
            n, w, g = bad[0]
            what = f"captions wrong ({len(bad)}; e.g. {n}: want {w!r}, got {g!r})"
        template = record and f"{record.get('template')}, {record.get('probes')} probes"
        axes = ", ".join(
            f"{k}={'+'.join(v) if isinstance(v, list) else v}" for k, v in t["axes"].items()
        )
        lines.append(f"  {page}: {what} ({template})\n      {axes}")
    return f"INCOMPLETE GALLERIES ({len(lines)})\n" + "\n".join(lines) + "\n"


def select_sites(truth: dict[str, Any], select: str) -> dict[str, Any]:
    """The truth cut down to the sites ``select`` names (all when it is empty)."""
    if not select:
        return truth
    keep: set[str] = set()
    for part in select.split(","):
        if part == "viewer":
            keep |= {s for s, site in truth["sites"].items() if "viewer_open" in site["axes"]}
        elif part == "embedded":
            keep |= {
                t["site"]
                for t in truth["pages"].values()
                if t["kind"] == "article" and t.get("slides")
            }
        elif "-" in part:
            low, high = part.split("-", 1)
            keep |= {s for s in truth["sites"] if low <= s <= high}
        else:
            keep.add(part)
    return {
        **truth,
        "sites": {s: v for s, v in truth["sites"].items() if s in keep},
        "pages": {k: t for k, t in truth["pages"].items() if t["site"] in keep},
    }


def generated(args: argparse.Namespace) -> int:
    """The whole generated family through ``harvest run``'s path, scored by its truth."""
    import tempfile

    from testbeds.generated_family import build_family, format_report, score

    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="harvester-family-") as folder:
        root = Path(folder) / "family"
        truth = select_sites(build_family(root, seed=args.seed, n_sites=args.sites), args.select)
        sites = sorted(truth["sites"])
        groups = [sites[i :: args.workers] for i in range(args.workers)]
        jobs = [(root, Path(folder) / f"work{i}", group) for i, group in enumerate(groups)]
        with concurrent.futures.ProcessPoolExecutor(args.workers) as pool:
            parts = list(pool.map(_harvest_sites, jobs))
    base = CANONICAL_BASE
    records = [record for part in parts for record in part]
    pages = [p for p in truth["pages"]]
    report = score(records, truth, base)
    print(
        f"generated family: seed {args.seed}, {len(truth['sites'])} sites, {len(pages)} pages, "
        f"{args.workers} harvester processes side by side (each its own browser and store)"
    )
    print(format_report(report))
    by_url = {r["url"].removeprefix(base): r for r in records}
    print(incomplete_galleries(by_url, truth, base))
    wrong = [k for k, v in report["articles_verdicts"].items() if not v.get("ok")]
    print(f"ARTICLES NOT RIGHT ({len(wrong)})")
    for key in wrong:
        rec = by_url.get(key, {})
        print(
            f"  {key}: {truth['pages'][key]['axes'].get('article')}: came back {rec.get('kind')}"
            f" with {len(rec.get('slides') or [])} slides; {rec.get('error') or rec.get('note')}"
        )
    firsts = [
        by_url[p]
        for p, t in truth["pages"].items()
        if t["kind"] == "gallery" and t.get("order") == 1 and p in by_url
    ]
    first = [r.get("discovery_s") or 0.0 for r in firsts if r.get("template") != "hit"]
    whole = [r["elapsed_s"] for r in firsts]
    later = [
        by_url[p]["elapsed_s"]
        for p, t in truth["pages"].items()
        if t["kind"] == "gallery"
        and t.get("order", 1) > 1
        and by_url.get(p, {}).get("template") == "hit"
    ]
    totals = report["totals"]
    median_first = statistics.median(first) if first else float("inf")
    results = [
        Target(
            f"complete galleries >= {GENERATED_COMPLETE_TARGET:g}%",
            f"{totals['complete']['n']}/{totals['complete']['of']} ({totals['complete']['pct']}%)",
            totals["complete"]["pct"] >= GENERATED_COMPLETE_TARGET,
        ),
        Target(
            "no decoy accepted",
            f"{totals['foreign_pictures']} foreign pictures",
            totals["foreign_pictures"] == 0,
        ),
        Target(
            "articles right",
            f"{totals['article_ok']['n']}/{totals['articles']}",
            totals["article_ok"]["n"] == totals["articles"],
        ),
        Target(
            "later galleries: template hit, 0 probes",
            f"{totals['later_reuse_ok']['n']}/{totals['later_reuse_ok']['of']}",
            totals["later_reuse_ok"]["n"] == totals["later_reuse_ok"]["of"],
        ),
        Target(
            f"discovery on a site's first gallery: median <= {GENERATED_DISCOVERY_MEDIAN_S:g} s, "
            f"worst <= {DISCOVERY_TARGET_S:g} s",
            f"median {median_first:.1f} s, worst {max(first, default=0):.1f} s over "
            f"{len(first)} sites",
            median_first <= GENERATED_DISCOVERY_MEDIAN_S
            and max(first, default=0) <= DISCOVERY_TARGET_S,
        ),
    ]
    print()
    if whole:
        print(
            "first gallery of a site, discovery and walk: median "
            f"{statistics.median(whole):.1f} s, worst {max(whole):.1f} s"
        )
    if later:
        print(f"known site (template hit): median {statistics.median(later):.1f} s per gallery")
    for t in results:
        print(f"{'PASS' if t.passed else 'FAIL'}  {t.name}: {t.measured}")
    print(f"\nwall time: {time.perf_counter() - started:.1f}s")
    return 0 if all(t.passed for t in results) else 1


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.generated:
        return generated(args)
    started = time.perf_counter()
    galleries = load_galleries(args.only)
    if not galleries:
        print(f"error: no gallery matches {args.only!r}", file=sys.stderr)
        return 2
    settings = BrowserSettings(private_hosts=("127.0.0.1",))  # the portal server's
    with PortalServer() as base:
        rows, version = asyncio.run(run_all(galleries, settings, base, args.repeat))

    print(
        f"galleries: {RECORDED_PAGES} served on 127.0.0.1   repeat: {args.repeat}   "
        f"Chromium {version} headless"
    )
    print(
        f"settle: still for {settings.quiet_s:g} s, at most {settings.settle_timeout_s:g} s; "
        f"navigation at most {settings.nav_timeout_s:g} s; the same for every row"
    )
    print("every measurement in a fresh tab (its own browser context); times include the load")
    print(f"python {platform.python_version()} on {platform.machine()}")
    print()
    print_table(rows, args.repeat)
    print_notes(rows)

    results = targets(rows)
    wrong = [r.gallery.page for r in rows if r.problems()]
    print()
    for t in results:
        print(f"{'PASS' if t.passed else 'FAIL'}  {t.name}: {t.measured}")
    verdict = "PASS" if not wrong else "FAIL"
    print(f"{verdict}  slides correct: {len(rows) - len(wrong)}/{len(rows)}")

    wall = time.perf_counter() - started
    if args.json:
        report = {
            "chromium": version,
            "python": platform.python_version(),
            "repeat": args.repeat,
            "only": args.only,
            "settings": {
                "quiet_s": settings.quiet_s,
                "settle_timeout_s": settings.settle_timeout_s,
                "nav_timeout_s": settings.nav_timeout_s,
                "viewport": list(settings.viewport),
            },
            "targets": [asdict(t) for t in results],
            "wrong": wrong,
            "rows": [r.summary() for r in rows],
            "wall_seconds": wall,
        }
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8")
        print(f"figures: {args.json}")
    print(f"\nwall time: {wall:.1f}s")
    return 0 if all(t.passed for t in results) and not wrong else 1


if __name__ == "__main__":
    sys.exit(main())
