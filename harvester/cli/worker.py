"""``harvest worker --db postgresql://…``: harvest jobs from the shared queue until stopped.

SIGTERM or Ctrl-C drains (no new job; the ones in flight finish); a second one leaves at
once, the unfinished jobs going back to the queue. Exit status 0 after a drain or an
empty queue (``--until-empty``), 2 when it could not start, 130 after a second stop.
"""

from __future__ import annotations

import asyncio
import signal
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape

from harvester.batch.runner import (
    DEFAULT_CONCURRENCY,
    DEFAULT_DEADLINE_S,
    DEFAULT_DELAY_S,
    DEFAULT_PER_HOST,
)
from harvester.cli import common
from harvester.cli.common import Reporter, Usage
from harvester.cli.shared import open_shared
from harvester.shared.records import QUEUE
from harvester.shared.worker import STALLED_S, Worker, WorkerOptions

EXIT_INTERRUPTED = 130


def worker_command(
    db: common.SharedDb = None,
    concurrency: common.Concurrency = DEFAULT_CONCURRENCY,
    until_empty: Annotated[
        bool, typer.Option(help="Leave once no job is queued or running (else wait for more).")
    ] = False,
    queue: common.QueueName = QUEUE,
    stalled_after: Annotated[
        float,
        typer.Option(
            help="Seconds without a heartbeat after which a worker counts as dead and its "
            "jobs are harvested again."
        ),
    ] = STALLED_S,
    deadline: common.Deadline = DEFAULT_DEADLINE_S,
    retries: common.Retries = 2,
    per_host: common.PerHost = DEFAULT_PER_HOST,
    delay: common.Delay = DEFAULT_DELAY_S,
    ignore_robots: common.IgnoreRobots = False,
    user_agent: common.UserAgent = None,
    proxy: common.Proxy = None,
    replay_har: common.ReplayHar = None,
    max_pages: common.MaxPages = 200,
    max_candidates: common.MaxCandidates = 16,
    probe_budget: common.ProbeBudget = None,
    nav_timeout: common.NavTimeout = 20.0,
    settle_timeout: common.SettleTimeout = 3.0,
    chromium: common.Chromium = None,
    quiet: common.Quiet = False,
    verbose: common.Verbose = False,
) -> None:
    """Harvest the shared queue's URLs with one browser, writing each record to the shared
    database. Run one per machine (or more); give them all the same --per-host and --delay:
    the limits are shared."""
    console = Console(stderr=True, soft_wrap=True, highlight=False)
    try:
        run, options, settings = common.build(
            concurrency=concurrency,
            deadline=deadline,
            retries=retries,
            per_host=per_host,
            delay=delay,
            ignore_robots=ignore_robots,
            user_agent=user_agent,
            proxy=proxy,
            replay_har=replay_har,
            max_pages=max_pages,
            max_candidates=max_candidates,
            probe_budget=probe_budget,
            nav_timeout=nav_timeout,
            settle_timeout=settle_timeout,
            chromium=chromium,
        )
        stalled = common.positive("--stalled-after", stalled_after)
    except Usage as exc:
        console.print(f"[red]error[/] {escape(str(exc))}")
        raise typer.Exit(2) from exc
    with (
        open_shared(db, console) as store,
        Reporter(console, None, quiet=quiet, verbose=verbose, log=None) as reporter,
    ):
        worker = Worker(
            store,
            settings,
            options,
            run,
            WorkerOptions(until_empty=until_empty, stalled_s=stalled, queue=queue),
            on_start=reporter.started_url,
            on_record=reporter.record,
        )
        status = asyncio.run(_work(console, worker, quiet))
    raise typer.Exit(status)


async def _work(console: Console, worker: Worker, quiet: bool) -> int:
    loop = asyncio.get_running_loop()
    stops = 0

    def stop() -> None:
        nonlocal stops
        stops += 1
        if stops == 1:
            console.print("stopping: finishing the jobs in flight (again to leave at once)")
        worker.stop()

    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop)
    try:
        stats = await worker.run()
    except asyncio.CancelledError:
        stats = None
    except FileNotFoundError as exc:  # no Chromium
        console.print(f"[red]error[/] {escape(str(exc))}")
        return 2
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)
    if worker.put_back:
        console.print(f"{worker.put_back} unfinished job(s) put back in the queue")
    if stats is None:
        return EXIT_INTERRUPTED
    if not quiet:
        console.print(
            f"worker {worker.worker_id} on {worker.host}: {stats.ok} ok, {stats.errors} "
            f"error(s) in {stats.seconds:.1f} s"
        )
    return 0
