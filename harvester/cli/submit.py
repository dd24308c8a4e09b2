"""``harvest submit URLS_FILE|- --db postgresql://…``: one job per URL in the shared queue;
``harvest submit --crawl START…``: a crawl (:mod:`harvester.shared.crawl`) whose lists and
stories the workers share.

Prints the run's name and what was queued. Exit status 0, or 2 when nothing could be
queued (no PostgreSQL, an unreadable list, a bad option).
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
from harvester.cli.common import Usage
from harvester.cli.crawl import read_starts
from harvester.cli.shared import open_shared
from harvester.shared.crawl import CrawlPlan, plan_crawl
from harvester.shared.queue import Submitted, ensure_schema, make_app, submit

logger = logging.getLogger(__name__)


def default_run_name() -> str:
    return datetime.now(UTC).strftime("run-%Y%m%d-%H%M%S")


def submit_command(
    sources: Annotated[
        list[str],
        typer.Argument(
            help="A file of URLs, one per line (# comments), or - for stdin; with --crawl, "
            "the crawl's starts (pages, feeds, sitemaps; @FILE reads them from a file)."
        ),
    ],
    db: Annotated[str | None, config.option("shared_db")] = config.default("shared_db"),
    run: Annotated[
        str | None,
        typer.Option(help="The run's name (default: run-YYYYmmdd-HHMMSS, UTC); add to a run."),
    ] = None,
    queue: Annotated[str, config.option("queue")] = config.default("queue"),
    crawl: Annotated[
        bool,
        typer.Option(
            "--crawl",
            help="Crawl from the starts as `harvest crawl` does, the workers sharing its "
            "lists and stories; again to the same --run: only the new stories.",
        ),
    ] = False,
    depth: Annotated[int, config.option("depth")] = config.default("depth"),
    max_lists: Annotated[int, config.option("max_lists")] = config.default("max_lists"),
    since: Annotated[str | None, config.option("since")] = config.default("since"),
    scope: Annotated[str, config.option("scope")] = config.default("scope"),
    allow: Annotated[list[str], config.option("allow")] = [],  # noqa: B006 (typer's list)
    deny: Annotated[list[str], config.option("deny")] = [],  # noqa: B006
) -> None:
    """Queue URLs for `harvest worker`s: one job per URL (a URL given twice to a run is
    queued once), or with --crawl a crawl's starts (its lists are read by the workers,
    each story harvested once). The queue, the templates and the records live in one
    PostgreSQL."""
    console = logs.setup()
    name = run or default_run_name()
    try:
        if not name.strip() or len(name) > 200:
            raise Usage("--run must be 1 to 200 characters")
        if crawl:
            values = {"depth": depth, "max_lists": max_lists, "since": since, "scope": scope}
            options = config.build({**values, "allow": allow, "deny": deny}).crawl
            plan = CrawlPlan(tuple(read_starts(sources)), options)
        elif len(sources) != 1:
            raise Usage("give one file of URLs (or -), or --crawl with its starts")
        else:
            lines = _read_lines(sources[0])
    except Usage as exc:
        logger.error("%s", exc)
        raise typer.Exit(2) from exc
    with open_shared(db) as store:
        ensure_schema(store.engine)
        if crawl:
            again = plan_crawl(store.engine, make_app(store.url), name, plan, queue)
            print(name)
            console.print(
                f"run {escape(name)}: crawl of {len(plan.starts)} start(s) queued"
                + (" again (only stories not seen yet will be harvested)" if again else "")
            )
            return

        async def go() -> Submitted:
            async with make_app(store.url).open_async() as app:
                return await submit(app, store.engine, name, lines, queue=queue)

        done = asyncio.run(go())
    print(name)
    console.print(
        f"run {escape(name)}: {done.queued} URL(s) queued, "
        f"{done.duplicates} duplicate line(s) skipped, {done.already} already in the run"
    )


def _read_lines(source: str) -> list[str]:
    try:
        if source == "-":
            return sys.stdin.readlines()
        return Path(source).read_text(encoding="utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise Usage(f"cannot read {source}: {exc}") from exc
