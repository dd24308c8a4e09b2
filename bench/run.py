#!/usr/bin/env python
"""Benchmark: ``harvest run`` for real use, at several concurrencies, with faults and a crash.

A list of ``--urls`` URLs (default 200): the galleries and articles of the nine fixture
portals of ``recorded_pages/`` (served by ``testbeds.portal_server.PortalServer``; the pages
``tests/test_galleries.py`` gives a run: every article and every gallery's first page) mixed
with a ``--fault-share`` (default 20 %) of faults from ``testbeds.fault_server.FaultServer``
(404, 500, 503-then-200, hang, a busy loop after load, a busy loop in a gallery's click
handler, redirect loop, PDF, empty body, reset connection), spread evenly through the list.
The fixture pages come round-robin over the portals; once the 25 distinct pages are used
up they come again with a harmless ``?b=N`` (``harvest run`` drops duplicate lines), so a
repeated gallery is a template hit and the later rounds are cheaper than the first.

For each concurrency N of ``--concurrency`` (default ``1,2,4,8``) one subprocess runs::

    .venv/bin/python -m harvester.cli run URLS --out OUT --db sqlite:///TMP/templates.sqlite3 \\
        --no-resume --render auto --concurrency N --deadline D

and, first (unless ``--no-before``), the same with ``--render always`` (every page rendered,
the default before Step 10): a table at the end puts their URLs/s and peak memory side by
side at each concurrency (issue 20's "before and after"); the targets are checked on
``auto``. Each runs on a fresh output and a fresh template store (``HARVEST_SEEDS=off``).
Every 0.2 s the benchmark reads VmRSS of the harvester's Python process and of every
descendant (the browser tree: Playwright's driver, Chromium and its renderers), summed per
sample. Once a quarter of
the records are in the output it SIGKILLs every descendant whose command line contains
"chrom", once, to check that the supervisor brings a browser back and that no URL is lost.

Per run it prints wall time, URLs/s, records written, URLs with exactly one record, ok and
error counts, ``error_kind`` counts, p50/p95/max of ``elapsed_s``, peak RSS of the Python
process and of the browser tree (and of both together), the peak of their summed Pss (read
every :data:`PSS_EVERY` samples), and the URLs whose ``elapsed_s`` passed ``--deadline`` + 5 s;
then a side-by-side table of every concurrency and the targets, each PASS or FAIL (exit
status 1 when one fails):

* every URL gets exactly one record, at every concurrency (:data:`ONE_RECORD_TARGET`);
* every fixture page is harvested as at concurrency 1 (kind, pictures with captions in
  order, text), at every other concurrency (:data:`DIFFERENT_TARGET`);
* URLs/s at ``--default`` concurrency (4) is at least :data:`THROUGHPUT_TARGET` times
  that at concurrency 1;
* the peak resident memory of Python + browser tree at ``--default`` is at most
  :data:`RSS_TARGET_GB` GB (10^9 bytes), each resident page counted once: the sum of every
  process's Pss (a page shared by k processes counts 1/k in each). The sum of every
  process's VmRSS is printed beside it; it counts the Chromium binary and the libraries once
  per process (about 85 MB for each renderer and zygote), so it over-counts the tree;
* no URL takes longer than its deadline + :data:`DEADLINE_SLACK_S` s.

A run that cannot start, crashes, times out or stalls (no new record for ``--stall`` s) is
marked failed, its stderr printed, and every target that needs it fails.

    python -m bench.run                                 # 200 URLs at 1, 2, 4, 8 (long)
    python -m bench.run --urls 20 --concurrency 1,2 --default 2
    python -m bench.run --json /tmp/run.json --keep /tmp/run-bench

See bench/README.md.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import math
import os
import platform
import shlex
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from testbeds.fault_server import FaultServer
from testbeds.portal_server import RECORDED_PAGES, PortalServer
from testbeds.proctree import alive, cmdline, descendants

_REPO = Path(__file__).resolve().parent.parent

# --- the targets -------------------------------------------------------------------------

#: every URL exactly one record, at every concurrency (no URL lost, none written twice)
ONE_RECORD_TARGET = 1
#: URLs/s at the default concurrency over URLs/s at concurrency 1, at least
THROUGHPUT_TARGET = 2.0
#: peak resident memory (summed Pss) of the harvester's Python process + its browser tree
#: at the default concurrency
RSS_TARGET_GB = 1.2
#: a URL may overrun ``--deadline`` by this much, no more
DEADLINE_SLACK_S = 5.0
#: fixture pages whose harvest (kind, pictures in order, text) differs from concurrency 1's
#: at another concurrency, at most (issue 8: correctness at 4 equals correctness at 1)
DIFFERENT_TARGET = 0

# --- the settings ------------------------------------------------------------------------

DEFAULT_URLS = 200
DEFAULT_FAULT_SHARE = 0.2
DEFAULT_CONCURRENCY = "1,2,4,8"
DEFAULT_AT = 4
DEFAULT_DEADLINE_S = 30.0
#: what each run adds to ``harvest run``; ``{concurrency}`` and ``{deadline}`` filled in
DEFAULT_HARVEST_ARGS = "--concurrency {concurrency} --deadline {deadline}"
#: seconds between two samples of the process tree
SAMPLE_S = 0.2
#: every this many samples, Pss too (smaps_rollup costs about 2 ms a process, so not
#: every sample: at 2, under 6 % of one core for a dozen processes)
PSS_EVERY = 2
#: Chromium is killed once this share of the records is in the output
KILL_AT_SHARE = 0.25
GB = 1e9
MB = 1e6

#: fault name -> path on the fault server (``{i}``: the URL's number, ``{key}``: unique per
#: run and URL). Ordered so that a small run still meets the worst ones.
FAULTS: dict[str, str] = {
    "404": "404/b{i}",
    "hang": "hang?b={i}",
    "503-then-200": "503-then-200/{key}",
    "spin-later": "spin-later?b={i}",
    "500": "500/b{i}",
    "spin-gallery": "spin-gallery?b={i}",
    "redirect-loop": "redirect-loop?b={i}",
    "pdf": "file.pdf?b={i}",
    "empty": "empty?b={i}",
    "reset": "reset?b={i}",
}


# --- the URL list ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Url:
    """One input URL and what it is: ``gallery`` / ``article`` (a fixture page) or ``fault``."""

    url: str
    group: str
    name: str  # the fixture page (relative to recorded_pages/) or the fault's name


def fixture_pages() -> list[tuple[str, str]]:
    """(page, kind) of every page a run is given (as tests/test_galleries.py does: every
    article and every gallery's first page), round-robin over the portals."""
    pages = json.loads((RECORDED_PAGES / "expected.json").read_text("utf-8"))["pages"]
    by_portal: dict[str, list[tuple[str, str]]] = {}
    for page, entry in pages.items():
        if entry["kind"] == "article" or entry.get("slides"):
            by_portal.setdefault(page.split("/", 1)[0], []).append((page, entry["kind"]))
    out: list[tuple[str, str]] = []
    for i in range(max(len(v) for v in by_portal.values())):
        out += [v[i] for v in by_portal.values() if i < len(v)]
    return out


def build_urls(
    n: int, fault_share: float, portal: str, fault: str, faults: Sequence[str], tag: str
) -> list[Url]:
    """``n`` URLs, ``round(n * fault_share)`` of them faults spread evenly, the rest fixture
    pages (``?b=N`` on the N-th repetition); ``tag`` makes the 503 keys unique per run."""
    n_faults = round(n * fault_share) if faults else 0
    pages = fixture_pages()
    fixtures: list[Url] = []
    for i in range(n - n_faults):
        page, kind = pages[i % len(pages)]
        round_ = i // len(pages)
        fixtures.append(Url(portal + page + (f"?b={round_}" if round_ else ""), kind, page))
    bad = [
        Url(fault + FAULTS[name].format(i=i, key=f"{tag}-{i}"), "fault", name)
        for i, name in ((i, faults[i % len(faults)]) for i in range(n_faults))
    ]
    urls: list[Url] = []
    for i in range(n):  # a fault wherever the even spread of n_faults over n steps up
        if bad and (i + 1) * n_faults // n > i * n_faults // n:
            urls.append(bad.pop(0))
        elif fixtures:
            urls.append(fixtures.pop(0))
    return urls + bad + fixtures


def normalise(url: str) -> str:
    """A URL's identity as ``harvest run`` may spell it back: scheme and host case and an
    explicit default port do not count (the rule of tests/test_run_faults.py)."""
    url = url.strip()
    try:
        parts = urlsplit(url)
        scheme, host, port = parts.scheme.lower(), (parts.hostname or "").lower(), parts.port
    except ValueError:
        return url
    if not scheme or not host:
        return url
    default = port is None or (scheme, port) in (("http", 80), ("https", 443))
    netloc = host if default else f"{host}:{port}"
    return urlunsplit((scheme, netloc, parts.path or "/", parts.query, parts.fragment))


# --- processes ---------------------------------------------------------------------------


def pss_bytes(pid: int) -> int:
    """Pss of ``pid`` in bytes (shared pages split between their users; 0 when gone)."""
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0


def rss_bytes(pid: int) -> int:
    """VmRSS of ``pid`` in bytes (0 when it is gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0


def harvest_env() -> dict[str, str]:
    """The caller's environment without proxies or a template store; no seeds."""
    env = {k: v for k, v in os.environ.items() if "proxy" not in k.lower()}
    env.pop("HARVEST_DB", None)
    env.update(HARVEST_SEEDS="off", PYTHONUNBUFFERED="1", NO_COLOR="1", COLUMNS="120")
    return env


# --- one run -----------------------------------------------------------------------------


@dataclass(slots=True)
class Sample:
    t: float  # seconds since the start
    python: int  # bytes
    browser: int  # bytes, summed over the descendants
    processes: int  # descendants alive
    pss: int | None = None  # Pss of the process and its descendants (every PSS_EVERY-th sample)


@dataclass
class Kill:
    """The mid-run SIGKILL of Chromium."""

    at_records: int = 0
    at_s: float = 0.0
    killed: list[str] = field(default_factory=list)  # "pid: cmdline"
    back_after_s: float | None = None  # a new Chromium under the harvester, this much later


@dataclass
class Run:
    concurrency: int
    cmd: list[str]
    workdir: Path
    returncode: int | None = None
    failed: bool = False
    why: str = ""
    wall_s: float = 0.0
    samples: list[Sample] = field(default_factory=list)
    kill: Kill | None = None
    leftovers: list[str] = field(default_factory=list)

    @property
    def out(self) -> Path:
        return self.workdir / "out.jsonl"

    @property
    def stderr(self) -> str:
        path = self.workdir / "stderr.txt"
        return path.read_text("utf-8", errors="replace") if path.exists() else ""

    def records(self) -> list[dict[str, Any]]:
        """The output's records (a line that does not parse is skipped)."""
        if not self.out.exists():
            return []
        records = []
        for line in self.out.read_text("utf-8", errors="replace").splitlines():
            with contextlib.suppress(ValueError):
                record = json.loads(line)
                if isinstance(record, dict):
                    records.append(record)
        return records


class LineCounter:
    """Newline-terminated lines in a growing file, read incrementally."""

    def __init__(self, path: Path) -> None:
        self.path, self.offset, self.count = path, 0, 0

    def __call__(self) -> int:
        try:
            with self.path.open("rb") as f:
                f.seek(self.offset)
                data = f.read()
        except OSError:
            return self.count
        self.offset += len(data)
        self.count += data.count(b"\n")
        return self.count


def kill_tree(proc: subprocess.Popen[bytes], seen: dict[int, str]) -> None:
    """SIGKILL the harvester's process group, then whatever it started that is still up."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)
    with contextlib.suppress(subprocess.TimeoutExpired):
        proc.wait(10)
    for pid, start in seen.items():
        if alive(pid, start):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


def reap(seen: dict[int, str], grace_s: float = 3.0) -> list[str]:
    """Wait a moment for the harvester's descendants to go, kill and list those that stay."""
    limit = time.monotonic() + grace_s
    while time.monotonic() < limit and any(alive(p, s) for p, s in seen.items()):
        time.sleep(0.2)
    left = []
    for pid, start in seen.items():
        if alive(pid, start):
            left.append(f"{pid}: {cmdline(pid)[:120]}")
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
    return left


def run_harvest(
    run: Run, n_urls: int, timeout_s: float, stall_s: float, kill_chromium: bool
) -> None:
    """Run ``run.cmd``, sampling its tree, killing Chromium once, until it ends."""
    kill_at = max(1, math.ceil(KILL_AT_SHARE * n_urls))
    count = LineCounter(run.out)
    seen: dict[int, str] = {}
    (run.workdir / "cmd.txt").write_text(shlex.join(run.cmd) + "\n")
    with (
        (run.workdir / "stdout.txt").open("wb") as stdout,
        (run.workdir / "stderr.txt").open("wb") as stderr,
    ):
        started = time.monotonic()
        proc = subprocess.Popen(
            run.cmd,
            cwd=_REPO,
            env=harvest_env(),
            stdin=subprocess.DEVNULL,
            stdout=stdout,
            stderr=stderr,
            start_new_session=True,  # its own process group: a timeout kills all of it
        )
    last_count, last_change, last_note = 0, started, started
    killed: set[int] = set()
    try:
        while proc.poll() is None:
            tick = time.monotonic()
            tree = descendants(proc.pid)
            seen.update(tree)
            browser = sum(rss_bytes(pid) for pid in tree)
            sample = Sample(tick - started, rss_bytes(proc.pid), browser, len(tree))
            if len(run.samples) % PSS_EVERY == 0:
                sample.pss = pss_bytes(proc.pid) + sum(pss_bytes(pid) for pid in tree)
            run.samples.append(sample)
            done = count()
            if done != last_count:
                last_count, last_change = done, tick
            chrome = {p: s for p, s in tree.items() if "chrom" in cmdline(p).lower()}
            if kill_chromium and run.kill is None and kill_at <= done < n_urls and chrome:
                run.kill = Kill(done, tick - started)
                for pid in chrome:
                    run.kill.killed.append(f"{pid}: {cmdline(pid)[:100]}")
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(pid, signal.SIGKILL)
                    killed.add(pid)
            elif (
                run.kill is not None
                and run.kill.back_after_s is None
                and any(p not in killed for p in chrome)
            ):
                run.kill.back_after_s = tick - started - run.kill.at_s
            if tick - last_note >= 30:
                print(
                    f"  c={run.concurrency}: {done}/{n_urls} records after {tick - started:.0f} s",
                    file=sys.stderr,
                )
                last_note = tick
            if tick - started > timeout_s:
                run.failed, run.why = True, f"killed: still running after {timeout_s:.0f} s"
                break
            if tick - last_change > stall_s:
                run.failed, run.why = True, f"killed: no new record for {stall_s:.0f} s"
                break
            time.sleep(max(0.0, SAMPLE_S - (time.monotonic() - tick)))
    finally:
        if proc.poll() is None:
            kill_tree(proc, seen)
        run.wall_s = time.monotonic() - started
        run.returncode = proc.wait()
        run.leftovers = reap(seen)
    if not run.failed:
        if run.returncode not in (0, 1):
            run.failed, run.why = True, f"exit status {run.returncode}"
        elif "Traceback (most recent call last)" in run.stderr:
            run.failed, run.why = True, f"exit status {run.returncode} with a traceback"


# --- figures -----------------------------------------------------------------------------


def percentile(values: Sequence[float], q: float) -> float | None:
    """The q-quantile (0..1) of ``values``, linearly interpolated; None when empty."""
    s = sorted(values)
    if not s:
        return None
    k = (len(s) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def figures(run: Run, urls: list[Url], deadline_s: float) -> dict[str, Any]:
    """Every figure of one run (JSON-ready)."""
    records = run.records()
    wanted = {normalise(u.url): u for u in urls}
    per_url: dict[str, list[dict[str, Any]]] = {k: [] for k in wanted}
    foreign = 0
    for record in records:
        key = normalise(str(record.get("url", "")))
        if key in per_url:
            per_url[key].append(record)
        else:
            foreign += 1
    statuses = Counter(str(r.get("status")) for r in records)
    kinds = Counter(str(r.get("error_kind")) for r in records if r.get("status") != "ok")
    timed = [
        (str(r.get("url")), float(r["elapsed_s"]))
        for r in records
        if isinstance(r.get("elapsed_s"), int | float)
    ]
    elapsed = [s for _, s in timed]
    limit = deadline_s + DEADLINE_SLACK_S
    over = sorted(((u, s) for u, s in timed if s > limit), key=lambda x: -x[1])
    first = {k: v[0] for k, v in per_url.items() if v}
    fixtures = [k for k, u in wanted.items() if u.group != "fault"]
    faults = [k for k, u in wanted.items() if u.group == "fault"]
    totals = [s.python + s.browser for s in run.samples]
    return {
        "concurrency": run.concurrency,
        "command": run.cmd,
        "returncode": run.returncode,
        "failed": run.failed,
        "why": run.why,
        "wall_s": run.wall_s,
        "urls": len(urls),
        "urls_per_s": len(urls) / run.wall_s if run.wall_s else 0.0,
        "records": len(records),
        "one_record": sum(1 for v in per_url.values() if len(v) == 1),
        "missing": [wanted[k].url for k, v in per_url.items() if not v],
        "duplicated": {wanted[k].url: len(v) for k, v in per_url.items() if len(v) > 1},
        "foreign_records": foreign,
        "ok": statuses.get("ok", 0),
        "error": statuses.get("error", 0),
        "statuses": dict(statuses),
        "fixtures": len(fixtures),
        "fixtures_ok": sum(1 for k in fixtures if first.get(k, {}).get("status") == "ok"),
        "faults": len(faults),
        "faults_error": sum(1 for k in faults if first.get(k, {}).get("status") == "error"),
        "error_kinds": dict(kinds.most_common()),
        "template_hits": sum(1 for r in records if r.get("template") == "hit"),
        "elapsed_p50_s": percentile(elapsed, 0.5),
        "elapsed_p95_s": percentile(elapsed, 0.95),
        "elapsed_max_s": max(elapsed, default=None),
        "deadline_s": deadline_s,
        "past_deadline": over,
        "peak_rss_python": max((s.python for s in run.samples), default=0),
        "peak_rss_browser": max((s.browser for s in run.samples), default=0),
        "peak_rss_total": max(totals, default=0),
        "peak_pss_total": max((s.pss for s in run.samples if s.pss is not None), default=0),
        "max_processes": max((s.processes for s in run.samples), default=0),
        "samples": len(run.samples),
        "kill": asdict(run.kill) if run.kill else None,
        "leftovers": run.leftovers,
        "per_url": [
            {
                "url": u.url,
                "group": u.group,
                "name": u.name,
                "records": len(per_url[normalise(u.url)]),
                **{
                    k: first.get(normalise(u.url), {}).get(k)
                    for k in ("status", "error_kind", "error", "kind", "template", "elapsed_s")
                },
                "harvest": harvest_of(first.get(normalise(u.url))),
            }
            for u in urls
        ],
        "rss_samples": [
            [round(s.t, 2), s.python, s.browser, s.processes, s.pss] for s in run.samples
        ],
    }


def harvest_of(record: dict[str, Any] | None) -> str | None:
    """What a record harvested, to compare runs: kind, pictures (paths) with captions in
    order, and a digest of the text; None for no record or an error."""
    if not record or record.get("status") != "ok":
        return None
    slides = [
        (urlsplit(str(s.get("image", ""))).path, s.get("caption"))
        for s in record.get("slides") or []
        if isinstance(s, dict)
    ]
    text = hashlib.sha1(str(record.get("text") or "").encode()).hexdigest()[:12]
    return json.dumps([record.get("kind"), slides, text], ensure_ascii=False)


def different_from_first(runs: dict[int, dict[str, Any]]) -> dict[int, list[str]]:
    """Per concurrency other than 1: the fixture URLs harvested otherwise than at 1."""
    base = runs.get(1)
    if base is None:
        return {}
    want = {u["url"]: u["harvest"] for u in base["per_url"] if u["group"] != "fault"}
    return {
        c: [u["url"] for u in f["per_url"] if u["url"] in want and u["harvest"] != want[u["url"]]]
        for c, f in runs.items()
        if c != 1
    }


def _mb(value: float) -> str:
    return f"{value / MB:.0f} MB"


def _s(value: float | None, digits: int = 1) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def print_run(f: dict[str, Any], stderr: str) -> None:
    n = f["urls"]
    state = f"FAILED ({f['why']})" if f["failed"] else f"exit {f['returncode']}"
    print(f"\nconcurrency {f['concurrency']}: {state}")
    print(f"  wall {f['wall_s']:.1f} s, {f['urls_per_s']:.3f} URLs/s")
    print(
        f"  records {f['records']} for {n} URLs; exactly one record: {f['one_record']}/{n}"
        + (f"; missing {len(f['missing'])}" if f["missing"] else "")
        + (f"; duplicated {len(f['duplicated'])}" if f["duplicated"] else "")
        + (f"; {f['foreign_records']} records of URLs not given" if f["foreign_records"] else "")
    )
    print(
        f"  ok {f['ok']}, error {f['error']} (fixture pages ok {f['fixtures_ok']}/"
        f"{f['fixtures']}, faults error {f['faults_error']}/{f['faults']}; "
        f"template hits {f['template_hits']})"
    )
    kinds = ", ".join(f"{k} {v}" for k, v in f["error_kinds"].items()) or "none"
    print(f"  error_kind: {kinds}")
    print(
        f"  elapsed_s: p50 {_s(f['elapsed_p50_s'], 2)}, p95 {_s(f['elapsed_p95_s'], 2)}, "
        f"max {_s(f['elapsed_max_s'], 2)}"
    )
    print(
        f"  peak RSS: python {_mb(f['peak_rss_python'])}, browser tree "
        f"{_mb(f['peak_rss_browser'])} (up to {f['max_processes']} processes), together "
        f"{_mb(f['peak_rss_total'])} ({f['samples']} samples); "
        f"peak Pss together {_mb(f['peak_pss_total'])} (the target)"
    )
    over = f["past_deadline"]
    limit = f["deadline_s"] + DEADLINE_SLACK_S
    print(
        f"  past deadline + {DEADLINE_SLACK_S:g} s ({limit:g} s): "
        + (", ".join(f"{u} {s:.1f} s" for u, s in over[:5]) if over else "none")
        + (f" … {len(over)} in all" if len(over) > 5 else "")
    )
    kill = f["kill"]
    if kill is None:
        print("  Chromium not killed (the run ended, or no Chromium, before a quarter was done)")
    else:
        back = kill["back_after_s"]
        print(
            f"  Chromium killed at {kill['at_records']}/{n} records ({kill['at_s']:.1f} s, "
            f"{len(kill['killed'])} processes); "
            + ("no new Chromium seen" if back is None else f"a new one after {back:.1f} s")
        )
    for url in f["missing"][:5] if f["records"] else []:  # not when nothing was written
        print(f"  missing: {url}")
    for url, times in list(f["duplicated"].items())[:5]:
        print(f"  {times} records: {url}")
    if f["leftovers"]:
        print(f"  left running after the harvester ended (killed): {len(f['leftovers'])}")
        for line in f["leftovers"][:5]:
            print(f"    {line}")
    if f["failed"]:
        tail = stderr.strip().splitlines()[-20:]
        print("  harvester stderr (last lines):" if tail else "  harvester stderr: empty")
        for line in tail:
            print(f"    {line}")


# --- the table and the targets -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Target:
    name: str
    measured: str
    passed: bool


def targets(runs: dict[int, dict[str, Any]], default: int) -> list[Target]:
    failed = {c: f for c, f in runs.items() if f["failed"]}

    def failed_note(cs: Sequence[int]) -> str:
        bad = [c for c in cs if c in failed]
        return "; ".join(f"c={c} failed ({failed[c]['why']})" for c in bad)

    one = [f"c={c} {f['one_record']}/{f['urls']}" for c, f in runs.items()]
    one_ok = all(f["one_record"] == f["urls"] and not f["foreign_records"] for f in runs.values())
    out = [
        Target(
            f"every URL exactly {ONE_RECORD_TARGET} record, at every concurrency",
            ", ".join(one) + (f"; {failed_note(list(runs))}" if failed else ""),
            one_ok and not failed and bool(runs),
        )
    ]

    differ = different_from_first(runs)
    out.append(
        Target(
            f"fixture pages harvested as at concurrency 1 (at most {DIFFERENT_TARGET} differ)",
            ", ".join(f"c={c} {len(urls)} differ" for c, urls in differ.items())
            + "".join(f"; c={c}: {', '.join(urls[:3])}" for c, urls in differ.items() if urls)
            if differ
            else "not measured (concurrency 1 not run)",
            bool(differ)
            and all(len(urls) <= DIFFERENT_TARGET for urls in differ.values())
            and not failed,
        )
    )

    base, at = runs.get(1), runs.get(default)
    name = f"URLs/s at concurrency {default} >= {THROUGHPUT_TARGET:g}x concurrency 1"
    if base is None or at is None:
        out.append(Target(name, f"not measured (need concurrency 1 and {default})", False))
    else:
        ratio = at["urls_per_s"] / base["urls_per_s"] if base["urls_per_s"] else 0.0
        note = failed_note([1, default])
        out.append(
            Target(
                name,
                f"{ratio:.2f}x ({at['urls_per_s']:.3f} vs {base['urls_per_s']:.3f} URLs/s)"
                + (f"; {note}" if note else ""),
                ratio >= THROUGHPUT_TARGET and not note,
            )
        )

    name = (
        f"peak resident memory (Pss) python + browser tree at concurrency {default} "
        f"<= {RSS_TARGET_GB:g} GB"
    )
    if at is None:
        out.append(Target(name, f"not measured (concurrency {default} not run)", False))
    else:
        note = failed_note([default])
        peak = at["peak_pss_total"]
        out.append(
            Target(
                name,
                f"{peak / GB:.2f} GB (summed VmRSS {at['peak_rss_total'] / GB:.2f} GB: python "
                f"{peak_part(at, 'python')}, browser {peak_part(at, 'browser')})"
                + (f"; {note}" if note else ""),
                peak <= RSS_TARGET_GB * GB and not note,
            )
        )

    over = {c: len(f["past_deadline"]) for c, f in runs.items()}
    worst = max((f["elapsed_max_s"] or 0.0 for f in runs.values()), default=0.0)
    stalled = [c for c, f in failed.items() if f["why"].startswith("killed")]
    measured = ", ".join(f"c={c} {n}" for c, n in over.items()) + f"; slowest {worst:.1f} s"
    if failed:
        measured += f"; {failed_note(list(runs))}"
    out.append(
        Target(
            f"no URL past deadline + {DEADLINE_SLACK_S:g} s",
            measured,
            not any(over.values()) and not failed and not stalled and bool(runs),
        )
    )
    return out


def peak_part(f: dict[str, Any], part: str) -> str:
    return _mb(f[f"peak_rss_{part}"])


def table_rows(runs: dict[int, dict[str, Any]]) -> list[tuple[str, list[str]]]:
    fs = list(runs.values())
    base = runs.get(1)

    def row(label: str, cell: Any) -> tuple[str, list[str]]:
        return label, [cell(f) for f in fs]

    kinds = list(dict.fromkeys(k for f in fs for k in f["error_kinds"]))
    rows = [
        row("state", lambda f: f"FAILED: {f['why']}" if f["failed"] else f"exit {f['returncode']}"),
        row("wall s", lambda f: f"{f['wall_s']:.1f}"),
        row("URLs/s", lambda f: f"{f['urls_per_s']:.3f}"),
        row(
            "vs concurrency 1",
            lambda f: (
                f"{f['urls_per_s'] / base['urls_per_s']:.2f}x"
                if base and base["urls_per_s"]
                else "—"
            ),
        ),
        row("records", lambda f: str(f["records"])),
        row("exactly one record", lambda f: f"{f['one_record']}/{f['urls']}"),
        row("ok", lambda f: str(f["ok"])),
        row("error", lambda f: str(f["error"])),
        row("fixture pages ok", lambda f: f"{f['fixtures_ok']}/{f['fixtures']}"),
        row("faults error", lambda f: f"{f['faults_error']}/{f['faults']}"),
        row("template hits", lambda f: str(f["template_hits"])),
        *(row(f"error_kind {k}", lambda f, k=k: str(f["error_kinds"].get(k, 0))) for k in kinds),
        row("elapsed_s p50", lambda f: _s(f["elapsed_p50_s"], 2)),
        row("elapsed_s p95", lambda f: _s(f["elapsed_p95_s"], 2)),
        row("elapsed_s max", lambda f: _s(f["elapsed_max_s"], 2)),
        row(
            f"past deadline + {DEADLINE_SLACK_S:g} s",
            lambda f: str(len(f["past_deadline"])),
        ),
        row("peak RSS python MB", lambda f: f"{f['peak_rss_python'] / MB:.0f}"),
        row("peak RSS browser MB", lambda f: f"{f['peak_rss_browser'] / MB:.0f}"),
        row("peak RSS together MB", lambda f: f"{f['peak_rss_total'] / MB:.0f}"),
        row("peak Pss together MB", lambda f: f"{f['peak_pss_total'] / MB:.0f}"),
        row("browser processes (max)", lambda f: str(f["max_processes"])),
        row(
            "Chromium killed at record",
            lambda f: str(f["kill"]["at_records"]) if f["kill"] else "not killed",
        ),
        row(
            "new Chromium after s",
            lambda f: _s(f["kill"]["back_after_s"]) if f["kill"] else "—",
        ),
        row("left running", lambda f: str(len(f["leftovers"]))),
    ]
    return rows


def print_table(runs: dict[int, dict[str, Any]], default: int, title: str) -> None:
    heads = [f"c={c}" + (" (default)" if c == default else "") for c in runs]
    rows = table_rows(runs)
    try:
        from rich import box
        from rich.console import Console
        from rich.markup import escape
        from rich.table import Table
    except ImportError:
        widths = [max(len(r[0]) for r in rows)]
        widths += [max(len(h), *(len(r[1][i]) for r in rows)) for i, h in enumerate(heads)]
        print(f"\n{title}")
        print("  ".join(c.rjust(w) for c, w in zip(["", *heads], widths, strict=True)))
        for label, cells in rows:
            line = [label.ljust(widths[0])]
            line += [c.rjust(w) for c, w in zip(cells, widths[1:], strict=True)]
            print("  ".join(line).rstrip())
        return
    print(f"\n{title}")
    table = Table(box=box.SIMPLE_HEAD)
    table.add_column("", justify="left", no_wrap=True)
    for h in heads:
        table.add_column(h, justify="right")
    for label, cells in rows:
        style = "red" if label == "state" and any(c.startswith("FAILED") for c in cells) else None
        table.add_row(escape(label), *(escape(c) for c in cells), style=style)
    Console(width=None if sys.stdout.isatty() else 150).print(table)


def print_before_after(before: dict[int, dict[str, Any]], after: dict[int, dict[str, Any]]) -> None:
    """Throughput and peak memory at each concurrency: every page rendered (``--render
    always``, the default before Step 10) beside the HTTP stage first (``auto``)."""
    print("\nbefore and after the HTTP stage: --render always | --render auto (the default)")
    print(f"{'':>6}{'URLs/s':>22}{'peak Pss':>24}{'ok':>12}")
    for c in after:
        b, a = before.get(c, {}), after[c]
        rate = f"{b.get('urls_per_s', 0):.2f} | {a['urls_per_s']:.2f}"
        pss = f"{_mb(b.get('peak_pss_total', 0))} | {_mb(a['peak_pss_total'])}"
        ok = f"{b.get('ok', 0)} | {a['ok']}"
        print(f"{'c=' + str(c):>6}{rate:>22}{pss:>24}{ok:>12}")


# --- main --------------------------------------------------------------------------------


def parse_concurrency(text: str) -> list[int]:
    try:
        values = [int(v) for v in text.split(",") if v.strip()]
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"not a list of integers: {text!r}") from exc
    if not values or min(values) < 1:
        raise argparse.ArgumentTypeError("concurrencies are integers >= 1")
    return list(dict.fromkeys(values))


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(
        description="harvest run for real use: fixture pages and faults at several "
        "concurrencies, Chromium killed mid-run; throughput, memory, one record per URL.",
    )
    ap.add_argument("--urls", type=int, default=DEFAULT_URLS, help="URLs per run (200)")
    ap.add_argument(
        "--fault-share",
        type=float,
        default=DEFAULT_FAULT_SHARE,
        help="share of the URLs that are faults (0.2)",
    )
    ap.add_argument(
        "--faults",
        default=",".join(FAULTS),
        help=f"the fault kinds, in turn (default all: {','.join(FAULTS)})",
    )
    ap.add_argument(
        "--concurrency",
        type=parse_concurrency,
        default=parse_concurrency(DEFAULT_CONCURRENCY),
        help=f"the concurrencies to run, comma-separated ({DEFAULT_CONCURRENCY})",
    )
    ap.add_argument(
        "--default",
        type=int,
        default=DEFAULT_AT,
        help=f"the concurrency the throughput and memory targets are judged at ({DEFAULT_AT})",
    )
    ap.add_argument(
        "--deadline",
        type=float,
        default=DEFAULT_DEADLINE_S,
        help=f"--deadline given to harvest run, seconds per URL ({DEFAULT_DEADLINE_S:g})",
    )
    ap.add_argument(
        "--harvest-args",
        default=DEFAULT_HARVEST_ARGS,
        help="what each run adds to harvest run, {concurrency} and {deadline} filled in "
        f"(default {DEFAULT_HARVEST_ARGS!r}); an escape hatch for testing",
    )
    ap.add_argument(
        "--no-kill", action="store_true", help="do not kill Chromium mid-run (for comparison)"
    )
    ap.add_argument(
        "--no-before",
        dest="before",
        action="store_false",
        help="skip the runs with every page rendered (--render always, before Step 10)",
    )
    ap.add_argument(
        "--run-timeout",
        type=float,
        default=0.0,
        help="kill a run after this many seconds (0: ceil(urls / concurrency) x "
        f"(deadline + {DEADLINE_SLACK_S:g} s) + 180 s)",
    )
    ap.add_argument(
        "--stall",
        type=float,
        default=0.0,
        help="kill a run when no record came for this many seconds "
        f"(0: max(180, 3 x (deadline + {DEADLINE_SLACK_S:g})))",
    )
    ap.add_argument("--json", type=Path, metavar="FILE", help="write every figure here")
    ap.add_argument(
        "--keep", type=Path, metavar="DIR", help="keep each run's files in DIR/cN/ (else a temp)"
    )
    args = ap.parse_args(argv)
    if args.urls < 1:
        ap.error("--urls must be at least 1")
    if not 0 <= args.fault_share <= 1:
        ap.error("--fault-share is between 0 and 1")
    args.faults = [f for f in args.faults.split(",") if f]
    if unknown := [f for f in args.faults if f not in FAULTS]:
        ap.error(f"unknown faults {unknown}; known: {', '.join(FAULTS)}")
    return args


@contextlib.contextmanager
def work_root(keep: Path | None) -> Iterator[Path]:
    if keep is not None:
        keep.mkdir(parents=True, exist_ok=True)
        yield keep.resolve()
        return
    with tempfile.TemporaryDirectory(prefix="harvester-run-bench-") as folder:
        yield Path(folder)


def fresh_workdir(root: Path, concurrency: int) -> Path:
    """``root/cN``, without the output and store of an earlier run."""
    workdir = root / f"c{concurrency}"
    workdir.mkdir(parents=True, exist_ok=True)
    for name in (
        "out.jsonl",
        "templates.sqlite3",
        "templates.sqlite3-wal",
        "templates.sqlite3-shm",
    ):
        (workdir / name).unlink(missing_ok=True)
    return workdir


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    started = time.perf_counter()
    python = str(_REPO / ".venv" / "bin" / "python")
    if not Path(python).exists():
        python = sys.executable
    run_tag = f"{os.getpid()}-{int(time.time())}"
    stall_s = args.stall or max(180.0, 3 * (args.deadline + DEADLINE_SLACK_S))
    runs: dict[int, dict[str, Any]] = {}
    before: dict[int, dict[str, Any]] = {}
    url_lists: dict[int, list[Url]] = {}
    with PortalServer() as portal, FaultServer() as fault, work_root(args.keep) as root:
        modes = [("always", before)] if args.before else []
        for mode, into in [*modes, ("auto", runs)]:
            for c in args.concurrency:
                urls = build_urls(
                    args.urls, args.fault_share, portal, fault, args.faults, f"{run_tag}-c{c}"
                )
                url_lists[c] = urls
                workdir = fresh_workdir(root, c)
                urls_file = workdir / "urls.txt"
                urls_file.write_text("".join(f"{u.url}\n" for u in urls), encoding="utf-8")
                extra = shlex.split(
                    args.harvest_args.format(concurrency=c, deadline=f"{args.deadline:g}")
                )
                cmd = [
                    python,
                    "-m",
                    "harvester.cli",
                    "run",
                    str(urls_file),
                    "--out",
                    str(workdir / "out.jsonl"),
                    "--db",
                    f"sqlite:///{workdir / 'templates.sqlite3'}",
                    "--no-resume",
                    "--allow-private-host",  # the fixture servers are on loopback
                    "127.0.0.1",
                    "--render",
                    mode,
                    *extra,
                ]
                timeout_s = args.run_timeout or (
                    math.ceil(len(urls) / c) * (args.deadline + DEADLINE_SLACK_S) + 180
                )
                print(
                    f"--render {mode}, concurrency {c}: {len(urls)} URLs, {shlex.join(cmd)}",
                    file=sys.stderr,
                )
                run = Run(c, cmd, workdir)
                run_harvest(run, len(urls), timeout_s, stall_s, not args.no_kill)
                into[c] = figures(run, urls, args.deadline)
                if mode == "auto":
                    print_run(into[c], run.stderr)
                sys.stdout.flush()

    first = next(iter(url_lists.values()))
    groups = Counter(u.group for u in first)
    n_fixture = groups["gallery"] + groups["article"]
    distinct = len({u.name for u in first if u.group != "fault"})
    title = (
        f"harvest run: {len(first)} URLs ({groups['gallery']} galleries, {groups['article']} "
        f"articles: {distinct} distinct pages of {len(fixture_pages())}"
        + (", the rest repeated with ?b=N" if n_fixture > distinct else "")
        + f"; {groups['fault']} faults), --deadline {args.deadline:g}"
    )
    print(f"\nfixture portals: {RECORDED_PAGES} on 127.0.0.1; faults: testbeds/fault_server.py")
    print(
        f"RSS: VmRSS every {SAMPLE_S:g} s of the harvester's Python process and of all its "
        "descendants (summed per sample; shared pages count once per process); Pss every "
        f"{PSS_EVERY * SAMPLE_S:g} s (summed: each resident page once, the target)"
    )
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} CPUs")
    print_table(runs, args.default, title)
    if before:
        print_before_after(before, runs)

    results = targets(runs, args.default)
    print()
    for t in results:
        print(f"{'PASS' if t.passed else 'FAIL'}  {t.name}: {t.measured}")
    wall = time.perf_counter() - started
    if args.json:
        report = {
            "settings": {
                "urls": args.urls,
                "fault_share": args.fault_share,
                "faults": args.faults,
                "concurrency": args.concurrency,
                "default": args.default,
                "deadline_s": args.deadline,
                "harvest_args": args.harvest_args,
                "kill_chromium": not args.no_kill,
                "kill_at_share": KILL_AT_SHARE,
                "sample_s": SAMPLE_S,
                "stall_s": stall_s,
            },
            "targets": {
                "one_record": ONE_RECORD_TARGET,
                "throughput_ratio": THROUGHPUT_TARGET,
                "rss_gb": RSS_TARGET_GB,
                "deadline_slack_s": DEADLINE_SLACK_S,
            },
            "results": [asdict(t) for t in results],
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            "runs": list(runs.values()),
            "wall_seconds": wall,
        }
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8")
        print(f"figures: {args.json}")
    if args.keep:
        print(f"outputs kept in {args.keep}/c*/")
    print(f"\nwall time: {wall:.1f}s")
    return 0 if all(t.passed for t in results) else 1


if __name__ == "__main__":
    sys.exit(main())
