#!/usr/bin/env python
"""Benchmark: the shared queue (``harvest submit`` + N ``harvest worker`` processes) against
``harvest run`` at the same total concurrency, on the URL set of ``bench/run.py``.

The same ``--urls`` URLs (default 200: the fixture portals of ``recorded_pages/`` with 20 %
faults from ``testbeds/fault_server.py``, built by ``bench/run.py``'s ``build_urls``) are
harvested, for each worker count W of ``--workers`` (default ``1,2,4``), twice:

* **queue**: ``harvest submit`` into a fresh run, then W ``harvest worker --until-empty
  --concurrency C`` processes at once (total concurrency W×C), all on one PostgreSQL
  (``--db``, default ``$HARVEST_DB`` or ``$HARVEST_TEST_PG``) whose templates are wiped
  first; timed from the workers' start to the last one's exit;
* **run**: ``harvest run --concurrency W×C`` on a fresh SQLite store and output.

Both get ``--deadline`` (default 30 s). Per configuration it prints wall time, URLs/s and
whether every URL has exactly one record; then the queue's cost against ``harvest run``
(``queue / run - 1`` of the wall times) and the growth of the queue's URLs/s with W. Then
**the queue's own cost per job**, without a browser: ``--jobs`` (default 500) jobs
submitted, fetched, their records upserted and the jobs finished (one transaction each,
as a worker does), by 1 and by 4 concurrent clients, in ms per job and jobs/s: where one
PostgreSQL stops keeping up with many machines.

Targets (PASS/FAIL, exit status 1 when one fails):

* every URL exactly one record in every configuration;
* the queue costs at most :data:`OVERHEAD_TARGET` (10 %) against ``harvest run`` at equal
  total concurrency, at every W up to the machine's cores (past them both are CPU-bound
  and the W browsers of the queue compete with each other, which ``harvest run``'s one
  browser does not);
* the queue's URLs/s grows with W until W reaches the cores.

    python -m bench.scale                           # 200 URLs, W = 1, 2, 4 (about 40 min)
    python -m bench.scale --urls 40 --workers 1,2   # a quick look
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import shlex
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text

from bench.run import (  # bench/run.py: the same URL set
    DEFAULT_DEADLINE_S,
    DEFAULT_FAULT_SHARE,
    DEFAULT_URLS,
    FAULTS,
    Url,
    build_urls,
    harvest_env,
    normalise,
)
from testbeds.fault_server import FaultServer
from testbeds.portal_server import PortalServer

_REPO = Path(__file__).resolve().parent.parent

#: the queue's wall time over ``harvest run``'s at equal total concurrency, minus 1, at most
OVERHEAD_TARGET = 0.10
DEFAULT_WORKERS = "1,2,4"
#: tabs per worker: W workers run W × this at once
DEFAULT_PER_WORKER = 2
DEFAULT_JOBS = 500


@dataclass
class Config:
    mode: str  # "queue" or "run"
    workers: int
    concurrency: int  # in all
    wall_s: float = 0.0
    records: int = 0
    one_each: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    failed: str = ""

    @property
    def rate(self) -> float:
        return self.records / self.wall_s if self.wall_s else 0.0


def _python() -> str:
    venv = _REPO / ".venv" / "bin" / "python"
    return str(venv) if venv.exists() else sys.executable


def _cli(*args: str) -> list[str]:
    return [_python(), "-m", "harvester.cli", *args]


def _count_records(records: list[dict[str, Any]], urls: list[Url], config: Config) -> None:
    by_url = Counter(normalise(str(r.get("url", ""))) for r in records)
    config.records = len(records)
    config.one_each = sum(1 for u in urls if by_url[normalise(u.url)] == 1)
    config.errors = Counter(str(r.get("error_kind")) for r in records if r.get("status") != "ok")


def wipe_shared(db: str) -> None:
    """No template learned by an earlier configuration: each one discovers afresh."""
    engine = create_engine(db)
    with engine.begin() as conn:
        for table in ("templates", "article_templates"):
            conn.execute(text(f"DELETE FROM {table}"))
    engine.dispose()


def run_queue(
    db: str, urls: list[Url], workers: int, per: int, deadline: float, work: Path
) -> Config:
    config = Config("queue", workers, workers * per)
    run = f"scale-{uuid.uuid4().hex[:8]}"
    urls_file = work / f"{run}.txt"
    urls_file.write_text("".join(f"{u.url}\n" for u in urls), encoding="utf-8")
    env = harvest_env()
    submitted = subprocess.run(
        _cli("submit", str(urls_file), "--db", db, "--run", run),
        cwd=_REPO,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if submitted.returncode != 0:
        config.failed = f"submit: {submitted.stderr.strip()[-300:]}"
        return config
    wipe_shared(db)
    cmd = _cli(
        "worker",
        "--db",
        db,
        "--until-empty",
        "--concurrency",
        str(per),
        "--deadline",
        f"{deadline:g}",
        "--allow-private-host",  # the fixture servers are on loopback
        "127.0.0.1",
        "--quiet",
    )
    logs = [(work / f"{run}-w{n}.txt").open("wb") for n in range(workers)]
    started = time.monotonic()
    procs = [
        subprocess.Popen(
            cmd,
            cwd=_REPO,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        for log in logs
    ]
    limit = len(urls) * (deadline + 5) / max(1, config.concurrency) + 600
    for proc in procs:
        try:
            proc.wait(max(1.0, limit - (time.monotonic() - started)))
        except subprocess.TimeoutExpired:
            proc.kill()
            config.failed = f"a worker ran past {limit:.0f} s"
    config.wall_s = time.monotonic() - started
    for log in logs:
        log.close()
    bad = [p.returncode for p in procs if p.returncode != 0]
    if bad and not config.failed:
        config.failed = f"worker exit status {bad}"
    out = work / f"{run}.jsonl"
    subprocess.run(
        _cli("results", run, "--db", db, "--out", str(out)),
        cwd=_REPO,
        env=env,
        capture_output=True,
        check=False,
    )
    _count_records(_read_jsonl(out), urls, config)
    return config


def run_single(urls: list[Url], concurrency: int, deadline: float, work: Path) -> Config:
    config = Config("run", 1, concurrency)
    tag = f"run-c{concurrency}-{uuid.uuid4().hex[:6]}"
    urls_file = work / f"{tag}.txt"
    urls_file.write_text("".join(f"{u.url}\n" for u in urls), encoding="utf-8")
    out = work / f"{tag}.jsonl"
    cmd = _cli(
        "run",
        str(urls_file),
        "--out",
        str(out),
        "--db",
        f"sqlite:///{work / (tag + '.sqlite3')}",
        "--no-resume",
        "--concurrency",
        str(concurrency),
        "--deadline",
        f"{deadline:g}",
        "--allow-private-host",  # the fixture servers are on loopback
        "127.0.0.1",
        "--quiet",
    )
    started = time.monotonic()
    done = subprocess.run(cmd, cwd=_REPO, env=harvest_env(), capture_output=True, check=False)
    config.wall_s = time.monotonic() - started
    if done.returncode not in (0, 1):
        config.failed = f"exit status {done.returncode}: {done.stderr.decode()[-300:]}"
    _count_records(_read_jsonl(out), urls, config)
    return config


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


# --- the queue alone --------------------------------------------------------------------


async def queue_cost(db: str, jobs: int, clients: int) -> tuple[float, float]:
    """(ms per job, jobs/s): submit ``jobs`` jobs, then ``clients`` concurrent consumers
    fetch each, upsert its record and finish it in one transaction, as a worker does."""
    from harvester.batch.runner import QueuedUrl
    from harvester.record import HarvestRecord
    from harvester.shared.queue import ensure_schema, make_app, submit
    from harvester.shared.records import DbSink
    from harvester.store.templates import TemplateStore

    store = TemplateStore(db, seeds=False)
    ensure_schema(store.engine)
    run = f"cost-{uuid.uuid4().hex[:8]}"
    lines = [f"http://127.0.0.1:9/cost/{run}/{i}.html" for i in range(jobs)]
    async with make_app(store.url).open_async() as app:
        await submit(app, store.engine, run, lines)
        worker_id = await app.job_manager.register_worker()
        sink = DbSink(store.engine, platform.node(), worker_id)

        async def consume() -> int:
            n = 0
            while True:
                job = await app.job_manager.fetch_job(queues=["harvest"], worker_id=worker_id)
                if job is None:
                    return n
                url = str(job.task_kwargs["url"])
                item = QueuedUrl(url, str(job.task_kwargs["run"]), job.id)
                await asyncio.to_thread(sink.write, HarvestRecord(url=url, text="x"), item)
                n += 1

        started = time.perf_counter()
        done = sum(await asyncio.gather(*(consume() for _ in range(clients))))
        seconds = time.perf_counter() - started
        await app.job_manager.unregister_worker(worker_id)
    store.close()
    return 1000 * seconds / max(1, done), done / seconds


# --- the report --------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--db", default=os.environ.get("HARVEST_DB") or os.environ.get("HARVEST_TEST_PG")
    )
    parser.add_argument("--urls", type=int, default=DEFAULT_URLS)
    parser.add_argument("--workers", default=DEFAULT_WORKERS)
    parser.add_argument("--per-worker", type=int, default=DEFAULT_PER_WORKER)
    parser.add_argument("--deadline", type=float, default=DEFAULT_DEADLINE_S)
    parser.add_argument("--jobs", type=int, default=DEFAULT_JOBS)
    args = parser.parse_args(argv)
    if not args.db or not args.db.startswith("postgres"):
        print("bench/scale.py needs PostgreSQL: --db postgresql+psycopg://… (or $HARVEST_DB)")
        return 2
    workers = [int(w) for w in args.workers.split(",")]
    cores = os.cpu_count() or 1
    tag = f"{os.getpid()}-{int(time.time())}"
    configs: list[tuple[Config, Config]] = []
    with PortalServer() as portal, FaultServer() as fault, tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for w in workers:
            total = w * args.per_worker
            urls = build_urls(
                args.urls, DEFAULT_FAULT_SHARE, portal, fault, list(FAULTS), f"{tag}-q{w}"
            )
            print(f"W={w}: queue, {w} worker(s) x {args.per_worker} tabs", file=sys.stderr)
            queue = run_queue(args.db, urls, w, args.per_worker, args.deadline, work)
            urls = build_urls(
                args.urls, DEFAULT_FAULT_SHARE, portal, fault, list(FAULTS), f"{tag}-r{w}"
            )
            print(f"W={w}: harvest run --concurrency {total}", file=sys.stderr)
            single = run_single(urls, total, args.deadline, work)
            configs.append((queue, single))
            for c in (queue, single):
                print(
                    f"  {c.mode:5} W={c.workers} concurrency {c.concurrency}: {c.wall_s:.1f} s, "
                    f"{c.rate:.3f} URLs/s, {c.one_each}/{len(urls)} one record"
                    + (f"  FAILED: {c.failed}" if c.failed else ""),
                    file=sys.stderr,
                )
    costs = {n: asyncio.run(queue_cost(args.db, args.jobs, n)) for n in (1, 4)}

    n = args.urls
    print(
        f"\n{n} URLs (bench/run.py's set, {DEFAULT_FAULT_SHARE:.0%} faults), --deadline "
        f"{args.deadline:g}, {args.per_worker} tabs per worker; python "
        f"{platform.python_version()}, {cores} CPUs"
    )
    head = (
        f"{'workers':>7} {'tabs':>5} | {'queue s':>8} {'URLs/s':>7} {'1 rec':>7} | "
        f"{'run s':>8} {'URLs/s':>7} {'1 rec':>7} | {'queue cost':>10}"
    )
    print(head)
    print("-" * len(head))
    results: list[tuple[bool, str]] = []
    rates = []
    for queue, single in configs:
        cost = queue.wall_s / single.wall_s - 1 if single.wall_s else float("inf")
        rates.append(queue.rate)
        print(
            f"{queue.workers:>7} {queue.concurrency:>5} | {queue.wall_s:>8.1f} {queue.rate:>7.3f} "
            f"{queue.one_each:>3}/{n:<3} | {single.wall_s:>8.1f} {single.rate:>7.3f} "
            f"{single.one_each:>3}/{n:<3} | {cost:>+9.1%}"
        )
        for c in (queue, single):
            ok = c.one_each == n and not c.failed
            who = f"queue W={c.workers}" if c.mode == "queue" else f"run at {c.concurrency} tabs"
            results.append(
                (
                    ok,
                    f"{who}: every URL one record ({c.one_each}/{n})"
                    + (f", {c.failed}" if c.failed else ""),
                )
            )
        if queue.workers <= cores:
            results.append(
                (
                    cost <= OVERHEAD_TARGET,
                    f"queue cost at W={queue.workers} (tabs {queue.concurrency}): "
                    f"{cost:+.1%} (target <= +{OVERHEAD_TARGET:.0%})",
                )
            )
    growing = [c for c, _ in configs if c.workers <= cores]
    for a, b in pairwise(growing):
        results.append(
            (
                b.rate > a.rate,
                f"queue URLs/s grows from W={a.workers} to W={b.workers}: "
                f"{a.rate:.3f} -> {b.rate:.3f}",
            )
        )
    print(
        f"\nthe queue alone ({args.jobs} jobs: fetch, record upsert + finish in one transaction):"
    )
    for clients, (ms, per_s) in costs.items():
        print(f"  {clients} client(s): {ms:.2f} ms per job, {per_s:.0f} jobs/s")
    print()
    for ok, line in results:
        print(f"{'PASS' if ok else 'FAIL'}  {line}")
    print(f"\ncommand: {shlex.join(sys.argv)}")
    return 0 if all(ok for ok, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main())
