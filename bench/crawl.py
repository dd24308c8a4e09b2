"""Benchmark: ``harvest crawl`` on the generated family of portals (testbeds/portal_family),
scored against the family's truth (the oracle: every news story, by kind, with its
listings).

For each portal of the seed the crawl starts from its front page, reads navigation pages,
feeds and stories and harvests each story once. Printed: recall of news stories, precision
(no channel, tag or utility page as a story), listed titles and times, duplicates. (No
rival runs here: trafilatura's spider, the obvious one, drops every link whose host is an
IP address (courlan's domain filter), and the bed serves each site on a port of
127.0.0.1; its crawl finds nothing there.) Then
the incremental pass: the family switched to "tomorrow" in place, a second crawl with the
same state file: only the new stories may be harvested, none twice. Then a crawl killed
(``kill -9``) half way through and run again: every story once. Then, with ``--pg URL``
(or ``HARVEST_TEST_PG``), the same crawl on the shared queue: ``harvest submit --crawl``
and three ``harvest worker`` processes (``--per-host 2``), compared story by story with
the one-process crawl, the per-host limit measured at the server. Last, the frontier's
peak memory with the big variant's 100,000 story URLs, beside a Python dict of the same
rows.

Targets (issue 22), each printed PASS or FAIL: recall >= 99%, precision >= 99%, listed
titles exact >= 98% on a held-out seed (:data:`DEVELOPMENT_SEEDS` are not); the
incremental pass harvests exactly the new stories, after a ``kill -9`` too; on the shared
queue, the one-process crawl's stories, one record each, the per-host limit held; the
frontier's memory bounded.

    python -m bench.crawl [--seed 103] [--portals N] [--big N] [--pg URL] [--json FILE]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from harvester.batch.output import JsonlWriter
from harvester.batch.runner import Runner, RunOptions
from harvester.browser.launch import BrowserSettings
from harvester.crawl.crawler import crawl_into
from harvester.crawl.frontier import Entry, Frontier
from harvester.crawl.keys import story_key
from harvester.pipeline.job import HarvestOptions
from harvester.store.templates import TemplateStore
from testbeds.harvest_cli import harvest, run_workers
from testbeds.portal_family import PortalFamilyServer, build, truth
from testbeds.portal_family.big import build_big
from testbeds.portal_family.score import score

#: The issue's targets.
MIN_RECALL = 0.99
MIN_PRECISION = 0.99
MIN_TITLES = 0.98
#: The shared queue's workers, and the per-host limit they are given.
WORKERS = 3
SHARED_PER_HOST = 2
#: Each answer waits this long while the shared queue crawls: a loopback answer takes a
#: millisecond, too short for two requests to one host to meet if nothing held them apart.
SERVER_DELAY_S = 0.2
#: Seeds tuned on (7 and 101 were held out until they showed a fault, then fixed on); any
#: other is one the crawler was not written from (102 was scored once, on 2026-12-04).
DEVELOPMENT_SEEDS = (0, 1, 7, 101)


def _records(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


async def _crawl(starts: list[str], out: Path, state: Path) -> dict[str, Any]:
    store = TemplateStore(f"sqlite:///{out.parent / 'templates.sqlite3'}", seeds=False)
    runner = Runner(
        BrowserSettings(allowed_hosts=("127.0.0.1",)),
        store,
        HarvestOptions(),
        RunOptions(concurrency=4, per_host=4, delay_s=0.0),
    )
    frontier = Frontier(state)
    started = time.monotonic()
    try:
        with JsonlWriter(out) as writer:
            stats, lists, _ = await crawl_into(runner, starts, writer, frontier)
    finally:
        frontier.close()
    return {
        "seconds": time.monotonic() - started,
        "ok": stats.ok,
        "errors": stats.errors,
        "lists": {"ok": lists.ok, "error": len(lists.failed)},
    }


def _line(name: str, result: dict[str, Any]) -> str:
    rec, pre, dup = result["recall"], result["precision"], result["duplicates"]
    titles = result.get("listed_titles", {}).get("value")
    times = result.get("listed_times", {}).get("value")

    def pct(v: float | None) -> str:
        return f"{100 * v:6.1f}%" if v is not None else "     —"

    return (
        f"{name:<24}{pct(rec['value'])} {rec['found']:>5}/{rec['stories']:<5}"
        f"{pct(pre['value'])} {pre['stories']:>5}/{pre['harvested']:<5}"
        f"{dup['extra_records']:>6} {pct(titles)} {pct(times)}"
    )


def _check(name: str, ok: bool, detail: str) -> bool:
    print(f"{'PASS' if ok else 'FAIL'}  {name}: {detail}")
    return ok


def _kill_and_resume(srv: PortalFamilyServer, starts: list[str], work: Path, after: float) -> dict:
    """``harvest crawl`` killed with SIGKILL ``after`` seconds in, then run again."""
    out, state = work / "killed.jsonl", work / "killed.crawl.sqlite3"
    cmd = [
        sys.executable,
        "-m",
        "harvester.cli",
        "crawl",
        *starts,
        "--out",
        str(out),
        "--state",
        str(state),
        "--allow-private-host",
        "127.0.0.1",
        "--delay",
        "0",
        "--per-host",
        "4",
        "-q",
        "--db",
        f"sqlite:///{work / 'killed-templates.sqlite3'}",
    ]
    first = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(after)
    first.send_signal(signal.SIGKILL)
    first.wait()
    before = len(_records(out))
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    return {"records_at_kill": before, "exit": done.returncode, "records": _records(out)}


def _stories(records: list[dict[str, Any]]) -> set[str]:
    """The story keys of the ``ok`` story records."""
    return {
        story_key(r.get("final_url") or r["url"])
        for r in records
        if r.get("kind") in ("article", "gallery") and r.get("status") == "ok"
    }


def _shared(
    srv: PortalFamilyServer, starts: list[str], keys: list[str], pg: str, work: Path
) -> dict:
    """The crawl on the shared queue: submitted, read and harvested by three workers."""
    run = f"bench-crawl-{uuid.uuid4().hex[:8]}"
    srv.clear_log()
    srv.delay = SERVER_DELAY_S  # requests overlap unless the limit keeps them apart
    started = time.monotonic()
    submitted = harvest("submit", "--crawl", *starts, "--db", pg, "--run", run, "--queue", run)
    if submitted.returncode != 0:
        raise SystemExit(f"harvest submit --crawl failed: {submitted.stderr}")
    args = ["--db", pg, "--until-empty", "--queue", run, "--concurrency", "2", "--delay", "0"]
    args += ["--per-host", str(SHARED_PER_HOST), "--allow-private-host", "127.0.0.1"]
    statuses = run_workers(WORKERS, args, work / "workers")
    seconds = time.monotonic() - started
    srv.delay = 0.0
    out = work / "shared.jsonl"
    harvest("results", run, "--db", pg, "--out", str(out))
    return {
        "seconds": seconds,
        "exits": statuses,
        "records": _records(out),
        "in_flight": {key: srv.max_in_flight(key) for key in keys},
    }


def _frontier_memory(n: int, work: Path) -> dict[str, float]:
    """Peak RSS growth (MiB) of a frontier holding ``n`` story rows read from the big
    variant's lists, beside a dict of the same rows (the oracle: everything in memory)."""
    from datetime import datetime
    from urllib.request import urlopen

    from harvester.crawl.listing import read_listing

    family = build_big(n_stories=n)
    entries: list[Entry] = []
    now = datetime(2024, 6, 12, 18)
    with PortalFamilyServer(family) as srv:
        queue, seen = [truth(srv)["front"]], set()
        while queue:  # every list page, as the crawl reads them (sections, their pages)
            url = queue.pop(0)
            if url in seen:
                continue
            seen.add(url)
            listing = read_listing(urlopen(url).read(), url, now)
            entries += [
                Entry(story_key(x.url), x.url, "story", 1, url, x.title, x.time)
                for x in listing.news
            ]
            queue += [u for u in (*listing.pages, *listing.channels) if u not in seen]
        seen_pages = len(seen)
    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    frontier = Frontier(work / "big.sqlite3")
    frontier.begin_pass()
    for i in range(0, len(entries), 1000):
        frontier.add(entries[i : i + 1000])
    ours = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - base) / 1024
    rows = frontier.counts()
    frontier.close()
    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    oracle = {e.key: (e.url, e.role, e.depth, e.found_on, e.title, e.time) for e in entries}
    held = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - base) / 1024
    return {
        "urls": len({e.key for e in entries}),
        "rows": sum(rows.values()),
        "lists_read": seen_pages,
        "frontier_mib": round(ours, 1),
        "dict_mib": round(held, 1),
        "dict_rows": len(oracle),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=103, help="the family's seed (103: held out)")
    parser.add_argument("--portals", type=int, default=None, help="only the first N portals")
    parser.add_argument("--big", type=int, default=100_000, help="frontier rows (0: skip)")
    parser.add_argument(
        "--pg",
        default=os.environ.get("HARVEST_TEST_PG"),
        help="a PostgreSQL URL for the shared queue's crawl (default: $HARVEST_TEST_PG)",
    )
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bench-crawl-"))
    report: dict[str, Any] = {"seed": args.seed}
    held_out = args.seed not in DEVELOPMENT_SEEDS
    print(f"portal family, seed {args.seed} ({'held out' if held_out else 'development'})")
    ok = True
    with PortalFamilyServer(build(seed=args.seed)) as srv:
        day0 = truth(srv)
        portals = day0["portals"][: args.portals] if args.portals else day0["portals"]
        keys = [p["key"] for p in portals]
        starts = [p["starts"]["front"] for p in portals]
        out, state = work / "crawl.jsonl", work / "crawl.crawl.sqlite3"
        run0 = asyncio.run(_crawl(starts, out, state))
        ours = score(_records(out), day0, scope=keys)
        report["day0"] = {"run": run0, "score": ours}
        print(
            f"\n{'day 0, from the fronts':<24}{'recall':>20}{'precision':>19}"
            f"{'dups':>6}{'titles':>8}{'times':>8}"
        )
        print(_line("harvest crawl", ours) + f"   {run0['seconds']:.0f} s")
        missing = ours["recall"]["missing"][:5]
        if missing:
            print("  missed (first 5):", *missing, sep="\n    ")
        ok &= _check(
            "recall >= 99%",
            ours["recall"]["value"] >= MIN_RECALL,
            f"{100 * ours['recall']['value']:.1f}%",
        )
        ok &= _check(
            "precision >= 99%",
            (ours["precision"]["value"] or 0) >= MIN_PRECISION,
            f"{100 * (ours['precision']['value'] or 0):.1f}%",
        )
        titles = ours["listed_titles"]["value"] or 0
        ok &= _check("listed titles exact >= 98%", titles >= MIN_TITLES, f"{100 * titles:.1f}%")

        day0_records = _records(out)
        before = len(day0_records)
        srv.set_day(1)
        day1 = truth(srv)
        run1 = asyncio.run(_crawl(starts, out, state))
        new_records = _records(out)[before:]
        inc = score(new_records, day1, day=1, scope=keys)
        report["day1"] = {"run": run1, "score": inc}
        fresh = {s["url"] for s in day1["stories"] if s.get("new") and s["portal"] in keys}
        stories = [r for r in new_records if r.get("kind") in ("article", "gallery")]
        print(
            f"\nday 1 (tomorrow, the same state): {len(stories)} story records for "
            f"{len(fresh)} new stories, {run1['seconds']:.0f} s"
        )
        again = inc["day1"]
        print(
            f"  new stories harvested {again['new_found']}/{again['new_stories']}, "
            f"old ones again {again['repeat_records']}, "
            f"twice {inc['duplicates']['extra_records']}"
        )
        ok &= _check(
            "the incremental pass harvests exactly the new stories, none twice",
            again["new_found"] == again["new_stories"]
            and again["repeat_records"] == 0
            and inc["duplicates"]["extra_records"] == 0,
            f"{again['new_found']}/{again['new_stories']} new, {again['repeat_records']} repeats",
        )

        srv.set_day(0)
        killed = _kill_and_resume(srv, starts, work, after=20.0)
        ks = score(killed["records"], day0, scope=keys)
        report["kill9"] = {"records_at_kill": killed["records_at_kill"], "score": ks}
        print(f"\nkill -9 after 20 s ({killed['records_at_kill']} records written), then again:")
        print(_line("harvest crawl, resumed", ks))
        ok &= _check(
            "after kill -9: every story once",
            ks["duplicates"]["extra_records"] == 0
            and ks["recall"]["found"] == ours["recall"]["found"],
            f"{ks['recall']['found']} stories, {ks['duplicates']['extra_records']} twice",
        )
        if args.pg:
            shared = _shared(srv, starts, keys, args.pg, work)
            ss = score(shared["records"], day0, scope=keys)
            report["shared"] = {k: v for k, v in shared.items() if k != "records"} | {"score": ss}
            print(
                f"\nshared queue: harvest submit --crawl, {WORKERS} workers (--per-host "
                f"{SHARED_PER_HOST}), {shared['seconds']:.0f} s, exits {shared['exits']}"
            )
            print(_line("3 workers", ss))
            one, many = _stories(day0_records), _stories(shared["records"])
            print(
                f"  stories: {len(many & one)} in both, {len(one - many)} only in harvest crawl, "
                f"{len(many - one)} only on the shared queue"
            )
            worst = max(shared["in_flight"].values())
            print(f"  most requests at once to one portal host: {shared['in_flight']}")
            ok &= _check(
                "shared queue: the one-process crawl's stories, one record each",
                one == many and ss["duplicates"]["extra_records"] == 0,
                f"{len(one ^ many)} differ, {ss['duplicates']['extra_records']} twice",
            )
            ok &= _check(
                "shared queue: per-host limit held at the server",
                worst <= SHARED_PER_HOST,
                f"{worst} <= {SHARED_PER_HOST}",
            )
        else:
            print("\nshared queue: skipped (no --pg URL, no HARVEST_TEST_PG)")
    if args.big:
        memory = _frontier_memory(args.big, work)
        report["frontier"] = memory
        print(
            f"\nfrontier of {memory['urls']} story URLs ({memory['lists_read']} lists read): "
            f"peak RSS +{memory['frontier_mib']} MiB; the same rows in a dict: "
            f"+{memory['dict_mib']} MiB"
        )
        ok &= _check(
            "frontier memory below the in-memory dict's",
            memory["frontier_mib"] < memory["dict_mib"],
            f"{memory['frontier_mib']} < {memory['dict_mib']} MiB",
        )
    if args.json:
        args.json.write_text(json.dumps(report, ensure_ascii=False, indent=1), "utf-8")
    print(f"\nwork files: {work}")
    return 0 if ok else 1


if __name__ == "__main__":
    os.environ.setdefault("HARVEST_SEEDS", "off")
    sys.exit(main())
