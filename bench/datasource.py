#!/usr/bin/env python
"""Benchmark: known-site galleries read from their own data against the template walk.

Issue 20's target: on a site whose galleries list their pictures in data (an inline
script's JSON, a textarea, an XHR or fetch answer), a later gallery of 10 or more pictures
is read from that data with one page load, at least 5 times faster than today's
template-hit walk, with the same record. The generated family (``testbeds/gallery_generator``,
built from ``--seed``) has such sites; for each, the first gallery is harvested (discovery
learns the trigger and the data source), then every later gallery of 10 or more pictures
twice in a row in the same store: once as the template now stands (read from the data),
once with the template's data source cleared (the walk, as before this step), in
alternating order. Printed per gallery: pictures, page loads and seconds of each, the
ratio, whether both records are the same, and the floor: one HTTP GET of the page.

    python -m bench.datasource                 # the development seed (0), every such site
    python -m bench.datasource --sites 12      # the first 12 such sites of each kind of data
    python -m bench.datasource --seed 9 --json /tmp/ds.json

Exit status 1 when a target fails: a site whose source was not found, a record that
differs, more than one page load from the data, or a median ratio under 5.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urldefrag

import httpx
from playwright.async_api import Response

from harvester.browser.launch import BrowserSettings, open_browser
from harvester.browser.pool import BrowserTabs
from harvester.gallery.datasource import DataSource
from harvester.pipeline.job import HarvestOptions, harvest_url
from harvester.record import HarvestRecord
from harvester.store.templates import TemplateStore
from testbeds import gallery_generator
from testbeds.gallery_generator import GeneratedServer

#: The target: the data read at least this many times faster than the template walk.
SPEEDUP_TARGET = 5.0
#: Galleries this long or longer are measured (issue 20).
MIN_PICTURES = 10
#: The generated family's data sources that are data (a DOM track is the page itself).
DATA_SOURCES = ("json_script", "json_textarea", "xhr", "fetch")


@dataclass
class Harvest:
    """One harvest of one gallery: its record, its page loads, its seconds."""

    record: HarvestRecord
    loads: int
    seconds: float

    def slides(self) -> list[tuple[str, str]]:
        return [(s["image"], s["caption"]) for s in self.record.slides]


@dataclass
class Row:
    site: str
    page: str
    pictures: int
    source: str | None
    data: Harvest | None = None
    walk: Harvest | None = None
    floor_s: float = 0.0
    problems: list[str] = field(default_factory=list)

    @property
    def ratio(self) -> float | None:
        if self.data is None or self.walk is None or not self.data.seconds:
            return None
        return self.walk.seconds / self.data.seconds


async def harvest_once(
    tabs: BrowserTabs, settings: BrowserSettings, store: TemplateStore, url: str
) -> Harvest:
    """Harvest ``url`` as ``harvest run`` does, counting the loads of its page."""
    loads = 0
    page = urldefrag(url)[0]

    async def count(response: Response) -> None:
        nonlocal loads
        if response.request.resource_type == "document" and urldefrag(response.url)[0] == page:
            loads += 1

    began = time.perf_counter()
    record = await harvest_url(tabs, url, settings, store, HarvestOptions(), on_response=count)
    return Harvest(record, loads, time.perf_counter() - began)


def set_source(store: TemplateStore, url: str, source: str | None) -> None:
    """Store ``source`` (None: clear it) as the data source of ``url``'s template."""
    template = store.find(url)
    assert template is not None
    store.learn(
        url,
        template.trigger,
        template.origin,
        data_source=source,
        replace=frozenset({"data_source"}),
    )


async def run_site(
    tabs: BrowserTabs,
    settings: BrowserSettings,
    work: Path,
    base: str,
    site: str,
    pages: list[tuple[str, dict[str, Any]]],
) -> list[Row]:
    store = TemplateStore(f"sqlite:///{work / f'{site}.sqlite3'}", seeds=False)
    (first, _), *later = pages
    learnt = await harvest_once(tabs, settings, store, base + first)
    template = store.find(base + first)
    source = template.data_source if template is not None else None
    rows = []
    for i, (page, truth) in enumerate(later):
        url = base + page
        row = Row(site, page, len(truth["slides"]), source)
        rows.append(row)
        if learnt.record.kind != "gallery" or source is None:
            row.problems.append("no data source learnt from the first gallery")
            continue
        began = time.perf_counter()
        async with httpx.AsyncClient() as client:
            await client.get(url)
        row.floor_s = time.perf_counter() - began
        for mode in ("data", "walk") if i % 2 == 0 else ("walk", "data"):
            set_source(store, url, source if mode == "data" else None)
            setattr(row, mode, await harvest_once(tabs, settings, store, url))
        set_source(store, url, source)
        assert row.data is not None and row.walk is not None
        if row.data.slides() != row.walk.slides():
            row.problems.append("the records differ")
        if len(row.walk.slides()) != row.pictures:
            row.problems.append(f"the walk read {len(row.walk.slides())} of {row.pictures}")
        if row.data.loads > 1:
            row.problems.append(f"{row.data.loads} page loads from the data")
    store.close()
    return rows


def data_sites(
    truth: dict[str, Any], per_kind: int | None = None
) -> dict[str, list[tuple[str, dict[str, Any]]]]:
    """Per site with a data source and a later gallery of MIN_PICTURES or more, its
    galleries in order (the first ``per_kind`` such sites of each kind of data)."""
    by_site: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for page, entry in truth["pages"].items():
        if entry["kind"] == "gallery":
            by_site.setdefault(entry["site"], []).append((page, entry))
    chosen = {}
    kinds: dict[str, int] = {}
    for site, pages in sorted(by_site.items()):
        kind = truth["sites"][site]["axes"].get("data_source")
        if kind not in DATA_SOURCES or kinds.get(kind, 0) == per_kind:
            continue
        pages.sort(key=lambda p: p[1].get("order", 0))
        long_later = [p for p in pages[1:] if len(p[1]["slides"]) >= MIN_PICTURES]
        if len(pages) >= 2 and long_later:
            chosen[site] = [pages[0], *long_later]
            kinds[kind] = kinds.get(kind, 0) + 1
    return chosen


async def run_all(
    root: Path, truth: dict[str, Any], work: Path, per_kind: int | None = None
) -> list[Row]:
    settings = BrowserSettings(allowed_hosts=("127.0.0.1",))
    rows: list[Row] = []
    with GeneratedServer(root) as base:
        async with open_browser(settings) as browser:
            tabs = BrowserTabs(browser, settings)
            for site, pages in data_sites(truth, per_kind).items():
                done = await run_site(tabs, settings, work, base, site, pages)
                rows += done
                for r in done:
                    print(
                        f"  {r.page}: walk {r.walk and round(r.walk.seconds, 2)} s, data "
                        f"{r.data and round(r.data.seconds, 2)} s {r.problems}",
                        file=sys.stderr,
                    )
    return rows


def _f(value: float | None, digits: int = 2) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def report(rows: list[Row], seed: int) -> tuple[str, bool]:
    lines = [
        f"known-site galleries of {MIN_PICTURES}+ pictures, generated family seed {seed}: "
        "read from the site's data vs the template walk (same store, one after the other)",
        f"{'gallery':44} {'pics':>4} {'source':28} {'walk s':>7} {'loads':>5} "
        f"{'data s':>7} {'loads':>5} {'ratio':>6} {'floor s':>7}  same",
    ]
    for r in rows:
        where = DataSource.from_json(r.source)
        named = f"{where.where}:{where.picture}" if where else "-"
        lines.append(
            f"{r.page[:44]:44} {r.pictures:>4} {named[:28]:28} "
            f"{_f(r.walk.seconds if r.walk else None):>7} "
            f"{(r.walk.loads if r.walk else '-')!s:>5} "
            f"{_f(r.data.seconds if r.data else None):>7} "
            f"{(r.data.loads if r.data else '-')!s:>5} "
            f"{_f(r.ratio, 1):>6} {_f(r.floor_s, 3):>7}  "
            + ("yes" if not r.problems else "; ".join(r.problems))
        )
    ratios = [r.ratio for r in rows if r.ratio is not None]
    median = statistics.median(ratios) if ratios else None
    ok = bool(rows) and not any(r.problems for r in rows)
    ok = ok and median is not None and median >= SPEEDUP_TARGET
    lines.append(
        f"median speed-up {_f(median, 1)}x (target >= {SPEEDUP_TARGET:g}x) over {len(ratios)} "
        f"galleries; problems: {sum(bool(r.problems) for r in rows)}: "
        + ("TARGET MET" if ok else "TARGET NOT MET")
    )
    return "\n".join(lines), ok


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=0, help="the generated family's seed (0)")
    ap.add_argument(
        "--sites", type=int, default=None, help="at most this many sites of each kind of data"
    )
    ap.add_argument("--json", type=Path, default=None, help="write the rows here")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "family"
        truth = gallery_generator.build(root, seed=args.seed)
        rows = asyncio.run(run_all(root, truth, Path(tmp), args.sites))
    text, ok = report(rows, args.seed)
    print(text)
    if args.json is not None:
        args.json.write_text(
            json.dumps(
                [
                    {
                        "page": r.page,
                        "pictures": r.pictures,
                        "source": r.source,
                        "walk_s": r.walk and r.walk.seconds,
                        "data_s": r.data and r.data.seconds,
                        "walk_loads": r.walk and r.walk.loads,
                        "data_loads": r.data and r.data.loads,
                        "floor_s": r.floor_s,
                        "problems": r.problems,
                    }
                    for r in rows
                ],
                ensure_ascii=False,
                indent=1,
            ),
            "utf-8",
        )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
