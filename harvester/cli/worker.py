"""``harvest worker --db postgresql://…``: harvest jobs from the shared queue until stopped.

SIGTERM or Ctrl-C drains (no new job; the ones in flight finish); a second one leaves at
once, the unfinished jobs going back to the queue. Exit status 0 after a drain or an
empty queue (``--until-empty``), 2 when it could not start, 130 after a second stop.
"""

from __future__ import annotations

import asyncio
import logging
import signal
from typing import Any

import typer
from rich.console import Console

from harvester import config
from harvester.cli import EXIT_INTERRUPTED, logs
from harvester.cli.common import Reporter, Usage
from harvester.cli.shared import open_shared
from harvester.shared.worker import Worker

logger = logging.getLogger(__name__)


@config.options(*config.COMMANDS["worker"])
def worker_command(**values: Any) -> None:
    """Harvest the shared queue's URLs with one browser, writing each record to the shared
    database. Run one per machine (or more); give them all the same --per-host and --delay:
    the limits are shared."""
    quiet: bool = values["quiet"]
    console = logs.setup(logs.level_of(values["log_level"], quiet=quiet, verbose=values["verbose"]))
    try:
        built = config.build(values)
    except Usage as exc:
        logger.error("%s", exc)
        raise typer.Exit(2) from exc
    with (
        open_shared(values["shared_db"]) as store,
        Reporter(console, None, bar=not quiet) as reporter,
    ):
        worker = Worker(
            store,
            built.browser,
            built.harvest,
            built.run,
            built.worker,
            on_start=reporter.started_url,
            on_record=reporter.record,
        )
        status = asyncio.run(_work(console, worker, quiet))
    raise typer.Exit(status)


async def _work(console: Console, worker: Worker, quiet: bool) -> int:
    loop = asyncio.get_running_loop()
    logs.quiet_closed_targets(loop)
    stops = 0

    def stop() -> None:
        nonlocal stops
        stops += 1
        if stops == 1:
            logger.info("stopping: finishing the jobs in flight (again to leave at once)")
        worker.stop()

    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop)
    try:
        stats = await worker.run()
    except asyncio.CancelledError:
        stats = None
    except FileNotFoundError as exc:  # no Chromium
        logger.error("%s", exc)
        return 2
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)
    if worker.put_back:
        logger.warning("%d unfinished job(s) put back in the queue", worker.put_back)
    if stats is None:
        return EXIT_INTERRUPTED
    if not quiet:
        console.print(
            f"worker {worker.worker_id} on {worker.host}: {stats.ok} ok, {stats.errors} "
            f"error(s) in {stats.seconds:.1f} s",
            markup=False,
        )
    return 0
