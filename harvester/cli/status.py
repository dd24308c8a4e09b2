"""``harvest status [RUN] --db postgresql://…``: a run's queued, running, done and failed
URLs, by machine, with rates (every run, newest first, without RUN)."""

from __future__ import annotations

import logging
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from harvester import config
from harvester.cli import logs
from harvester.cli.shared import open_shared
from harvester.shared.records import RunStatus, run_status, runs

logger = logging.getLogger(__name__)

#: Without RUN, the newest runs shown.
NEWEST_RUNS = 5


def status_table(status: RunStatus) -> Table:
    table = Table(title=f"run {status.run}", header_style="bold")
    for column in ("host", "workers", "running", "done", "failed", "last minute"):
        table.add_column(column, justify="left" if column == "host" else "right")
    for host, counts in sorted(status.hosts.items()):
        table.add_row(
            host,
            str(len(counts.workers)),
            str(counts.running),
            str(counts.done),
            str(counts.failed),
            str(counts.recent),
        )
    table.add_row(
        "[bold]all[/]",
        str(sum(len(c.workers) for c in status.hosts.values())),
        str(status.running),
        str(status.done),
        str(status.failed),
        str(sum(c.recent for c in status.hosts.values())),
    )
    table.caption = (
        f"queued {status.queued} · running {status.running} · done {status.done} · "
        f"failed {status.failed} · {status.rate:.1f} URLs/min · {status.retried} retries"
    )
    return table


def status_command(
    run: Annotated[str | None, typer.Argument(help="The run (default: every run).")] = None,
    db: Annotated[str | None, config.option("shared_db")] = config.default("shared_db"),
) -> None:
    """Queued / running / done / failed URLs of a run (or of the newest five), by machine,
    with rates and live workers."""
    console = Console(soft_wrap=True, highlight=False)
    logs.setup()
    with open_shared(db) as store:
        known = runs(store.engine)
        if run is not None and run not in known:
            logger.error("no run named %r", run)
            raise typer.Exit(1)
        names = [run] if run is not None else known[:NEWEST_RUNS]
        for name in names:
            console.print(status_table(run_status(store.engine, name)))
    if not names:
        console.print("no run in the queue (harvest submit queues one)")
    elif run is None and len(known) > NEWEST_RUNS:
        console.print(f"{len(known) - NEWEST_RUNS} older run(s): harvest status RUN")
