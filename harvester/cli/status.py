"""``harvest status [RUN] --db postgresql://…``: a run's queued, running, done and failed
URLs, by machine, with rates (every run, newest first, without RUN)."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from harvester.cli.common import Db
from harvester.cli.shared import open_shared
from harvester.records import RunStatus, run_status, runs


def status_table(status: RunStatus) -> Table:
    table = Table(title=f"run {status.run}", header_style="bold")
    for column in ("host", "running", "done", "failed", "last minute"):
        table.add_column(column, justify="left" if column == "host" else "right")
    for host, counts in sorted(status.hosts.items()):
        table.add_row(
            host, str(counts.running), str(counts.done), str(counts.failed), str(counts.recent)
        )
    table.add_row(
        "[bold]all[/]",
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
    db: Db = None,
) -> None:
    """Queued / running / done / failed URLs of a run, by machine, with rates."""
    console = Console(soft_wrap=True, highlight=False)
    with open_shared(db, Console(stderr=True)) as store:
        names = [run] if run is not None else runs(store.engine)
        if run is not None and run not in runs(store.engine):
            Console(stderr=True).print(f"[red]error[/] no run named {run!r}")
            raise typer.Exit(1)
        for name in names:
            console.print(status_table(run_status(store.engine, name)))
    if not names:
        console.print("no run in the queue (harvest submit queues one)")
