"""``harvest submit URLS_FILE|- --db postgresql://…``: one job per URL in the shared queue.

Prints the run's name and what was queued. Exit status 0, or 2 when nothing could be
queued (no PostgreSQL, an unreadable list).
"""

from __future__ import annotations

import asyncio
import logging
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from harvester import config
from harvester.cli import logs
from harvester.cli.shared import open_shared
from harvester.shared.queue import Submitted, ensure_schema, make_app, submit

logger = logging.getLogger(__name__)


def default_run_name() -> str:
    return datetime.now(UTC).strftime("run-%Y%m%d-%H%M%S")


def submit_command(
    urls_file: Annotated[
        str, typer.Argument(help="A file of URLs, one per line (# comments), or - for stdin.")
    ],
    db: Annotated[str | None, config.option("shared_db")] = config.default("shared_db"),
    run: Annotated[
        str | None,
        typer.Option(help="The run's name (default: run-YYYYmmdd-HHMMSS, UTC); add to a run."),
    ] = None,
    queue: Annotated[str, config.option("queue")] = config.default("queue"),
) -> None:
    """Queue URLs for `harvest worker`s: one job per URL (a URL given twice to a run is
    queued once). The queue, the templates and the records live in one PostgreSQL."""
    console = logs.setup()
    name = run or default_run_name()
    if not name.strip() or len(name) > 200:
        logger.error("--run must be 1 to 200 characters")
        raise typer.Exit(2)
    try:
        lines = (
            sys.stdin.readlines()
            if urls_file == "-"
            else Path(urls_file).read_text(encoding="utf-8-sig").splitlines()
        )
    except (OSError, UnicodeDecodeError) as exc:
        logger.error("cannot read %s: %s", urls_file, exc)
        raise typer.Exit(2) from exc
    with open_shared(db) as store:
        ensure_schema(store.engine)

        async def go() -> Submitted:
            async with make_app(store.url).open_async() as app:
                return await submit(app, store.engine, name, lines, queue=queue)

        done = asyncio.run(go())
    print(name)
    console.print(
        f"run {escape(name)}: {done.queued} URL(s) queued, "
        f"{done.duplicates} duplicate line(s) skipped, {done.already} already in the run"
    )
