"""``harvest results RUN --db postgresql://… [--out FILE]``: a run's records as JSON Lines,
one per URL, the schema ``harvest run`` writes."""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from harvester import config
from harvester.cli import logs
from harvester.cli.shared import open_shared
from harvester.shared.records import results, runs

logger = logging.getLogger(__name__)


def results_command(
    run: Annotated[str, typer.Argument(help="The run (see: harvest status).")],
    db: Annotated[str | None, config.option("shared_db")] = config.default("shared_db"),
    out: Annotated[
        Path | None, typer.Option("--out", "-o", help="Write here (default: stdout).")
    ] = None,
) -> None:
    """The run's records, as JSON Lines (the records of the URLs done so far)."""
    errors = logs.setup(console=Console(stderr=True))
    with open_shared(db) as store:
        if run not in runs(store.engine):
            logger.error("no run named %r", run)
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
