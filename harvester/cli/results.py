"""``harvest results RUN --db postgresql://… [--out FILE]``: a run's records as JSON Lines,
one per URL, the schema ``harvest run`` writes."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from harvester.cli.common import SharedDb
from harvester.cli.shared import open_shared
from harvester.shared.records import results, runs


def results_command(
    run: Annotated[str, typer.Argument(help="The run (see: harvest status).")],
    db: SharedDb = None,
    out: Annotated[
        Path | None, typer.Option("--out", "-o", help="Write here (default: stdout).")
    ] = None,
) -> None:
    """The run's records, as JSON Lines (the records of the URLs done so far)."""
    errors = Console(stderr=True)
    with open_shared(db, errors) as store:
        if run not in runs(store.engine):
            errors.print(f"[red]error[/] no run named {run!r}")
            raise typer.Exit(1)
        sink = out.open("w", encoding="utf-8") if out is not None else sys.stdout
        n = 0
        try:
            for line in results(store.engine, run):
                sink.write(line + "\n")
                n += 1
        finally:
            if out is not None:
                sink.close()
    errors.print(f"{n} record(s) of run {run}" + (f" in {out}" if out else ""))
