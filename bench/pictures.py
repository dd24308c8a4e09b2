#!/usr/bin/env python
"""Benchmark: ``harvest run --pictures`` next to a plain parallel download of the same pictures.

One :class:`testbeds.picture_host.PictureBed` (``--latency``, default 0.03 s before every
answer of the picture host: a network's latency) serves ``--pages`` (30) Chinese articles of
``--per-page`` (10) JPEGs each, ``bed.add_bench_pages(..., duplicate_share, seed)``: 300
picture addresses, ``--duplicate-share`` (30 %) of them the same bytes as a picture of
another page under their own address, so 210 distinct pictures. Every run goes through the
same politeness: at most ``--per-host`` (2) requests at once per host:port, ``--delay`` (0)
seconds between two requests to a host. Each run is a subprocess of this Python, its wall
time measured from here, from start to exit (start-up included, on both sides); the bed
counts the most picture requests it had in progress at once during each.

* **ours**: ``harvest run URLS --render never --pictures DIR --out OUT --no-resume --db
  sqlite:///TMP/t.sqlite3 --per-host P --delay D --allow-private-host SITE --allow-private-host
  PICTURES`` through ``testbeds.harvest_cli.harvest``. Read back: the pictures its records
  list (an article's ``images``, a gallery's ``slides``) by address, each ``file`` hashed
  again, and the files under DIR (a dot-folder, such as a database's, aside). Its peak
  memory: every 0.05 s the VmRSS of each of this process's descendants is read, and the
  largest sum kept (the tree: Python, and Playwright and Chromium when it starts them),
  beside the largest VmRSS of the ``harvester.cli`` process alone;
* **the rerun**: the same command on a fresh ``--out``, the same ``--db`` and DIR: the
  requests the picture host got during it (``bed.log``, robots.txt aside), and its wall time;
* **without --pictures**: the same command without ``--pictures`` on a fresh store: only its
  wall time, printed beside ours' (what start-up and the pages cost of it);
* **the floor**: ``python -m bench.pictures --floor SPEC.json``: httpx (async, one client,
  its cookie jar) fetches each page, then that page's pictures with the page as Referer, all
  at once under the politeness above (the delay spaces the *starts* of two requests), each
  picture written to a file of its own per address: no parsing, no checks, no database.

It prints the floor and ours side by side (wall s, pictures/s = pictures saved / wall, the
download window (from the first picture request the picture host got to the end of its last
answer) and pictures/s in it,
pictures saved (ours: addresses with a ``file``), files, bytes on disk = the sum of the
files' sizes, most picture requests at once, peak RSS), then the bytes of ours (identical
bytes stored once) against the floor's file per address and the saving, the rerun, and the
targets, each PASS or FAIL (exit status 1 when one fails):

* ours pictures/s in the download window ≥ :data:`THROUGHPUT_TARGET` × the floor's: what
  saving a picture costs beside downloading it (the whole run's pictures/s, printed beside,
  also counts each process's start-up: Python and its imports, about 0.3 s for the floor's
  httpx and 1.5 s for the harvester's);
* every picture address has a ``file`` whose bytes, and whose ``sha256``, are the sha256 of
  the bytes served;
* the rerun sends :data:`RERUN_REQUESTS_TARGET` requests to the picture host;
* identical bytes stored once: the files under DIR are as many as the distinct sha256 served;
* ours keeps to ``--per-host`` on the picture host (else the throughput target means nothing).

A run that cannot start, fails or times out is said so, its stderr printed, and every target
needing it fails. ``--keep DIR`` keeps the work folder: each run's output in ``<run>.log``.

    python -m bench.pictures                         # 30 pages × 10 pictures, 30 ms latency
    python -m bench.pictures --pages 10 --latency 0.1 --per-host 4 --keep /tmp/pictures-bench
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hashlib
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from testbeds.harvest_cli import REPO, harvest, harvest_env
from testbeds.picture_host import Case, PictureBed
from testbeds.proctree import cmdline, descendants

#: ours pictures/s over the floor's, at least
THROUGHPUT_TARGET = 0.8
#: picture-host requests of the rerun (every picture is already saved whole), at most
RERUN_REQUESTS_TARGET = 0
SAMPLE_S = 0.05
MB = 1e6


# --- the floor (run in a subprocess: python -m bench.pictures --floor SPEC) ----------------


class Politeness:
    """At most ``per_host`` requests at once per host:port, starts ``delay`` s apart."""

    def __init__(self, per_host: int, delay: float) -> None:
        self.per_host, self.delay = per_host, delay
        self.slots: dict[str, asyncio.Semaphore] = {}
        self.next_start: dict[str, float] = {}

    @contextlib.asynccontextmanager
    async def slot(self, url: str) -> AsyncIterator[None]:
        host = urlsplit(url).netloc
        async with self.slots.setdefault(host, asyncio.Semaphore(self.per_host)):
            now = asyncio.get_running_loop().time()
            start = max(now, self.next_start.get(host, now))
            self.next_start[host] = start + self.delay
            await asyncio.sleep(start - now)
            yield


async def floor(spec: dict[str, Any]) -> dict[str, Any]:
    """Download ``spec``'s pages and pictures; what came (pictures saved, failures, bytes)."""
    import httpx

    out, polite = Path(spec["out"]), Politeness(spec["per_host"], spec["delay"])
    got = {"pictures": 0, "failed": 0, "bytes": 0}

    async def picture(client: httpx.AsyncClient, url: str, referer: str, number: int) -> None:
        try:
            async with polite.slot(url):
                answer = await client.get(url, headers={"Referer": referer})
            answer.raise_for_status()
        except httpx.HTTPError:
            got["failed"] += 1
            return
        (out / f"{number}.jpg").write_bytes(answer.content)
        got["pictures"] += 1
        got["bytes"] += len(answer.content)

    async def page(client: httpx.AsyncClient, url: str, pictures: list[list[Any]]) -> None:
        async with polite.slot(url):
            await client.get(url)  # its cookies go into the client's jar
        await asyncio.gather(*(picture(client, p, url, n) for n, p in pictures))

    limits = httpx.Limits(max_connections=None, max_keepalive_connections=None)
    async with httpx.AsyncClient(timeout=60, follow_redirects=True, limits=limits) as client:
        await asyncio.gather(*(page(client, p["url"], p["pictures"]) for p in spec["pages"]))
    return got


# --- the runs ------------------------------------------------------------------------------


@dataclass
class Figures:
    """One run's figures (``ok`` False when it could not run)."""

    name: str
    wall_s: float = 0.0
    pictures: int = 0  # pictures saved (ours: truth addresses with a `file`)
    files: int = 0
    bytes: int = 0
    in_flight: int = 0  # the most picture-host requests in progress at once
    #: from the first picture request to the end of the last answer (the picture host's clock)
    window_s: float = 0.0
    peak_rss: int | None = None  # the whole tree (a harvest run: Python, Playwright, Chromium)
    peak_python: int | None = None  # the harvester's Python process alone
    ok: bool = True
    why: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def per_s(self) -> float:
        """Pictures per second of the whole run, start-up included."""
        return self.pictures / self.wall_s if self.wall_s else 0.0

    @property
    def window_per_s(self) -> float:
        """Pictures per second while pictures were downloaded (the target's measure)."""
        return self.pictures / self.window_s if self.window_s else 0.0


def files_under(folder: Path) -> list[Path]:
    """Every file under ``folder``, any dot-folder (or dot-file) aside."""
    if not folder.exists():
        return []
    return sorted(
        p
        for p in folder.rglob("*")
        if p.is_file() and not any(part.startswith(".") for part in p.relative_to(folder).parts)
    )


def sha256_file(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run_floor(bed: PictureBed, truth: list[Case], args: argparse.Namespace, root: Path) -> Figures:
    """The floor's subprocess, its wall time and files (one per address, named by number)."""
    out = root / "floor"
    out.mkdir()
    pages: dict[str, list[tuple[int, str]]] = {}
    for number, case in enumerate(truth):
        pages.setdefault(bed.page_url(case.page), []).append((number, case.url))
    spec = {"out": str(out), "per_host": args.per_host, "delay": args.delay}
    spec["pages"] = [{"url": url, "pictures": pictures} for url, pictures in pages.items()]
    (root / "floor.json").write_text(json.dumps(spec))
    bed.reset_counts()
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "bench.pictures", "--floor", str(root / "floor.json")],
        cwd=REPO,
        env=harvest_env(),
        capture_output=True,
        text=True,
        timeout=args.timeout,
        check=False,
    )
    figures = Figures("floor (httpx)", time.monotonic() - started, in_flight=bed.peak_in_flight)
    figures.window_s = bed.window_s
    (root / "floor.log").write_text(done.stdout + done.stderr)
    if done.returncode != 0:
        figures.ok, figures.why = False, f"exit {done.returncode}: {done.stderr[-2000:]}"
        return figures
    got = json.loads(done.stdout.splitlines()[-1])
    files = files_under(out)
    figures.pictures, figures.files = got["pictures"], len(files)
    figures.bytes = sum(p.stat().st_size for p in files)
    figures.extra = {"failed": got["failed"], "download_s": got["download_s"]}
    figures.extra["wrong"] = sum(
        1
        for n, case in enumerate(truth)
        if not (out / f"{n}.jpg").exists() or sha256_file(out / f"{n}.jpg") != case.sha256
    )
    return figures


@contextlib.contextmanager
def peak_rss() -> Iterator[list[int]]:
    """While inside, the largest sum of VmRSS over this process's descendants in [0], and the
    largest VmRSS of a ``harvester.cli`` process in [1], read every :data:`SAMPLE_S` s."""
    peak, stop = [0, 0], threading.Event()

    def rss(pid: int) -> int:
        with contextlib.suppress(OSError, ValueError, IndexError):
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
        return 0

    def sample() -> None:
        while not stop.wait(SAMPLE_S):
            each = {pid: rss(pid) for pid in descendants(os.getpid())}
            peak[0] = max(peak[0], sum(each.values()))
            python = [n for pid, n in each.items() if "harvester.cli" in cmdline(pid)]
            peak[1] = max([peak[1], *python])

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    try:
        yield peak
    finally:
        stop.set()
        sampler.join()


def harvest_cmd(
    bed: PictureBed,
    urls: Path,
    pictures: Path | None,
    out: Path,
    db: Path,
    args: argparse.Namespace,
) -> list[str]:
    """``harvest run`` on ``urls`` (without ``--pictures`` when ``pictures`` is None)."""
    allow = [arg for host in bed.allow for arg in ("--allow-private-host", host)]
    saving = ["--pictures", str(pictures)] if pictures else []
    return [
        "run", str(urls), "--render", "never", *saving, "--out", str(out), "--no-resume",
        "--db", f"sqlite:///{db}", "--per-host", str(args.per_host), "--delay", f"{args.delay:g}",
        *allow,
    ]  # fmt: skip


def run_ours(
    name: str, log: str, cmd: list[str], bed: PictureBed, root: Path, timeout: float
) -> Figures:
    """``harvest`` ``cmd`` to its end (its output in ``root/<log>.log``): its wall time, peak
    RSS and the most picture requests at once (the pictures: :func:`read_ours`)."""
    bed.reset_counts()
    started = time.monotonic()
    with peak_rss() as peak:
        try:
            done: subprocess.CompletedProcess[str] | None = harvest(*cmd, timeout=timeout)
        except subprocess.TimeoutExpired:
            done = None
    figures = Figures(name, time.monotonic() - started, in_flight=bed.peak_in_flight)
    figures.window_s = bed.window_s
    figures.peak_rss, figures.peak_python = peak
    output = f"{done.stdout}{done.stderr}" if done else ""
    (root / f"{log}.log").write_text(f"$ harvest {shlex.join(cmd)}\n{output}")
    if done is None:
        figures.ok, figures.why = False, f"killed: still running after {timeout:g} s"
    elif done.returncode != 0:
        figures.ok, figures.why = False, f"exit {done.returncode}: {done.stderr[-2000:]}"
    return figures


def read_ours(figures: Figures, truth: list[Case], pictures: Path, out: Path) -> None:
    """The pictures ``out``'s records list, checked against ``truth``, and the files."""
    listed: dict[str, dict[str, Any]] = {}
    if out.exists():
        for line in out.read_text("utf-8", errors="replace").splitlines():
            with contextlib.suppress(ValueError):
                record = json.loads(line)
                for entry in [*(record.get("images") or []), *(record.get("slides") or [])]:
                    if isinstance(entry, dict) and entry.get("image"):
                        listed.setdefault(entry["image"], entry)
    saved = verified = 0
    errors: dict[str, int] = {}
    for case in truth:
        entry = listed.get(case.url) or {}
        if entry.get("picture_error"):
            kind = str(entry["picture_error"]).split(":", 1)[0]
            errors[kind] = errors.get(kind, 0) + 1
        if entry.get("file"):
            saved += 1
            path = pictures / entry["file"]
            good = path.is_file() and sha256_file(path) == case.sha256
            verified += good and entry.get("sha256") == case.sha256
    files = files_under(pictures)
    figures.pictures, figures.files = saved, len(files)
    figures.bytes = sum(p.stat().st_size for p in files)
    figures.extra = {"listed": sum(c.url in listed for c in truth), "verified": verified}
    figures.extra["errors"] = errors
    figures.extra["misnamed"] = sum(1 for p in files if not p.name.startswith(sha256_file(p)))


# --- the report ----------------------------------------------------------------------------


def size(n: float | None) -> str:
    return f"{n / MB:.1f} MB" if n else "—"


def report(args: argparse.Namespace, truth: list[Case], runs: dict[str, Figures]) -> bool:
    """Print everything; whether every target passed."""
    floor_, ours, rerun, alone = runs["floor"], runs["ours"], runs["rerun"], runs["alone"]
    distinct = len({c.sha256 for c in truth})
    print(
        f"\n{args.pages} pages × {args.per_page} pictures = {len(truth)} addresses, "
        f"{distinct} distinct pictures ({args.duplicate_share:.0%} duplicates); "
        f"latency {args.latency * 1000:g} ms, --per-host {args.per_host}, --delay {args.delay:g}"
    )
    for run in runs.values():
        if not run.ok:
            print(f"\n{run.name} FAILED: {run.why}")
    rows: list[tuple[str, Callable[[Figures], str]]] = [
        ("wall s", lambda f: f"{f.wall_s:.2f}"),
        ("pictures/s, whole run", lambda f: f"{f.per_s:.1f}"),
        ("download window s", lambda f: f"{f.window_s:.2f}"),
        ("pictures/s, window", lambda f: f"{f.window_per_s:.1f}"),
        ("pictures saved", lambda f: str(f.pictures)),
        ("files", lambda f: str(f.files)),
        ("bytes on disk", lambda f: f"{f.bytes / MB:.2f} MB"),
        ("most at once", lambda f: f"{f.in_flight} picture requests"),
        ("peak RSS, tree", lambda f: size(f.peak_rss)),
        ("peak RSS, Python", lambda f: size(f.peak_python)),
    ]
    print(f"\n{'':22} {floor_.name:>22} {ours.name:>24}")
    for label, cell in rows:
        print(f"{label:22} {cell(floor_):>22} {cell(ours):>24}")
    fx, ox = floor_.extra, ours.extra
    print(
        f"\nfloor: {fx.get('failed', '?')} failed, {fx.get('wrong', '?')} files not the bytes "
        f"served, {fx.get('download_s', 0):.2f} s of its wall downloading"
    )
    print(
        f"ours: {ox.get('listed', 0)}/{len(truth)} addresses listed in the records, "
        f"{ox.get('verified', 0)} with a file of the right sha256, picture errors "
        f"{ox.get('errors') or 'none'}, {ox.get('misnamed', 0)} files not named by their sha256; "
        f"the same run without --pictures takes {alone.wall_s:.2f} s (start-up and pages)"
    )
    saving = 1 - ours.bytes / floor_.bytes if floor_.bytes else 0.0
    print(
        f"dedupe: ours {ours.bytes / MB:.2f} MB in {ours.files} files against "
        f"{floor_.bytes / MB:.2f} MB in {floor_.files} (a file per address): "
        f"{(floor_.bytes - ours.bytes) / MB:.2f} MB saved ({saving:.0%})"
    )
    print(f"rerun: {rerun.extra.get('requests', '?')} picture-host requests, {rerun.wall_s:.2f} s")
    targets = [
        (
            f"ours pictures/s in the download window ≥ {THROUGHPUT_TARGET} × the floor's "
            f"({ours.window_per_s:.1f} vs {THROUGHPUT_TARGET * floor_.window_per_s:.1f})",
            floor_.ok and ours.ok and ours.window_per_s >= THROUGHPUT_TARGET * floor_.window_per_s,
        ),
        (
            f"every address has a file of the right sha256 ({ox.get('verified', 0)}/{len(truth)})",
            ours.ok and ox.get("verified") == len(truth),
        ),
        (
            f"the rerun sends {RERUN_REQUESTS_TARGET} picture requests "
            f"({rerun.extra.get('requests', '?')})",
            rerun.ok and rerun.extra.get("requests") == RERUN_REQUESTS_TARGET,
        ),
        (
            f"identical bytes stored once ({ours.files} files, {distinct} distinct sha256)",
            ours.ok and ours.files == distinct,
        ),
        (
            f"ours keeps to --per-host {args.per_host} on the picture host ({ours.in_flight})",
            ours.ok and 0 < ours.in_flight <= args.per_host,
        ),
    ]
    print("\ntargets")
    for label, passed in targets:
        print(f"  {'PASS' if passed else 'FAIL'}  {label}")
    return all(passed for _, passed in targets)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    add = parser.add_argument
    add("--pages", type=int, default=30, help="article pages (default 30)")
    add("--per-page", type=int, default=10, help="pictures on each page (default 10)")
    add("--per-host", type=int, default=2, help="requests at once per host:port (default 2)")
    add("--delay", type=float, default=0.0, help="seconds between two requests to a host")
    add("--latency", type=float, default=0.03, help="seconds before each picture answer")
    add("--duplicate-share", type=float, default=0.3, help="share of duplicate pictures")
    add("--seed", type=int, default=1, help="the pictures' seed (default 1)")
    add("--timeout", type=float, default=900, help="seconds a run may take (default 900)")
    add("--keep", type=Path, help="work in this folder (emptied first) and keep it")
    add("--floor", type=Path, help=argparse.SUPPRESS)  # the floor's own subprocess
    return parser.parse_args(argv)


@contextlib.contextmanager
def work_root(keep: Path | None) -> Iterator[Path]:
    if keep:
        shutil.rmtree(keep, ignore_errors=True)
        keep.mkdir(parents=True)
        yield keep
    else:
        with tempfile.TemporaryDirectory(prefix="bench-pictures-") as tmp:
            yield Path(tmp)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.floor:
        started = time.monotonic()
        got = asyncio.run(floor(json.loads(args.floor.read_text())))
        print(json.dumps({**got, "download_s": time.monotonic() - started}))
        return 0
    runs: dict[str, Figures] = {}
    with PictureBed(latency_s=args.latency) as bed, work_root(args.keep) as root:
        urls = bed.add_bench_pages(args.pages, args.per_page, args.duplicate_share, args.seed)
        truth = list(bed.bench_cases.values())
        urls_file = root / "urls.txt"
        urls_file.write_text("".join(f"{u}\n" for u in urls), encoding="utf-8")
        print(f"site {bed.site}, pictures {bed.pictures}; work in {root}", file=sys.stderr)
        pictures, db = root / "pictures", root / "t.sqlite3"

        print("ours: harvest run --pictures …", file=sys.stderr)
        cmd = harvest_cmd(bed, urls_file, pictures, root / "out.jsonl", db, args)
        runs["ours"] = run_ours("harvest run --pictures", "ours", cmd, bed, root, args.timeout)
        read_ours(runs["ours"], truth, pictures, root / "out.jsonl")

        print("the rerun: the same --db and pictures folder, a fresh --out …", file=sys.stderr)
        mark = len(bed.log)
        cmd = harvest_cmd(bed, urls_file, pictures, root / "rerun.jsonl", db, args)
        runs["rerun"] = run_ours("rerun", "rerun", cmd, bed, root, args.timeout)
        runs["rerun"].extra["requests"] = bed.picture_requests(mark)

        print("the same run without --pictures …", file=sys.stderr)
        cmd = harvest_cmd(bed, urls_file, None, root / "alone.jsonl", root / "a.sqlite3", args)
        runs["alone"] = run_ours("without --pictures", "alone", cmd, bed, root, args.timeout)

        print("the floor: httpx …", file=sys.stderr)
        runs["floor"] = run_floor(bed, truth, args, root)
    return 0 if report(args, truth, runs) else 1


if __name__ == "__main__":
    sys.exit(main())
