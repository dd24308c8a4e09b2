"""``harvest crawl START…``: parse and check the options, crawl (again ``--every`` so often),
print.

Exit status: 0 when every story and every list read has an ``ok`` record, 1 when any has an
error record, 2 when the crawl could not start, 130 when Ctrl-C stopped it.
"""

from __future__ import annotations

import asyncio
import logging
import signal
from contextlib import ExitStack
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console

from harvester import config
from harvester.batch.output import STDOUT_NAMES, Compaction, JsonlWriter, output_problem
from harvester.batch.runner import Runner, RunStats
from harvester.cli import EXIT_INTERRUPTED, logs
from harvester.cli.common import EARLY_STOP, Reporter, Usage, leave
from harvester.cli.run import drive, open_output, open_store
from harvester.crawl.crawler import ListsRead, crawl_into
from harvester.crawl.frontier import Frontier
from harvester.urls import check_url, read_urls

logger = logging.getLogger(__name__)


def state_path(out: Path, state: Path | None) -> Path:
    """The crawl's state file: ``--state``, else beside ``--out`` (``x.jsonl`` →
    ``x.crawl.sqlite3``)."""
    return state if state is not None else out.with_name(out.stem + ".crawl.sqlite3")


@config.options(*config.COMMANDS["crawl"])
def crawl_command(
    starts: Annotated[
        list[str],
        typer.Argument(
            help="Front or section pages, RSS/Atom feeds, sitemaps (or sitemap indexes) and "
            "robots.txt URLs to start from; @FILE reads them from a file, one per line."
        ),
    ],
    **values: Any,
) -> None:
    """Crawl a portal from its front page, sections, feeds or sitemaps: harvest every news
    story they list once (with the title and time the list showed), and a navigation
    record for every list read.

    Writes one JSON line per story and per list to --out; the frontier and the seen set
    live in --state, so a crawl killed resumes where it was, and a later crawl (or
    --every) harvests only what is new. Exit status 0 when all went well, 1 when any
    record is an error, 2 when the crawl could not start, 130 after Ctrl-C.
    """
    EARLY_STOP.install()
    quiet: bool = values["quiet"]
    console = logs.setup(logs.level_of(values["log_level"], quiet=quiet, verbose=values["verbose"]))
    out: Path = values["out"]
    with ExitStack() as opened:
        try:
            built = config.build(values)
            urls = read_starts(starts)
            if (problem := output_problem(out)) is not None:
                raise Usage(f"--out {problem}")
            if str(out) in STDOUT_NAMES:
                raise Usage("--out must be a file for a crawl (it reads what was harvested)")
            writer = open_output(values, opened)
            state = state_path(out, built.cli["state"])
            try:
                frontier = Frontier(state)
            except Exception as exc:
                raise Usage(f"cannot use --state {state}: {exc}") from exc
            opened.callback(frontier.close)
        except Usage as exc:
            logger.error("%s", exc)
            raise typer.Exit(2) from exc
        store = open_store(values["db"])
        log: Path | None = values["log"]
        if log is not None:
            opened.callback(logs.remove, logs.add_file(log))
        every: float | None = built.cli["every"]  # checked: "10m" is 600.0
        status = asyncio.run(
            _crawl(console, built, store, urls, writer, frontier, quiet=quiet, every=every)
        )
    leave(status)


def read_starts(starts: list[str]) -> list[str]:
    """The start URLs (``@FILE`` read as ``harvest run`` reads its list: one per line,
    ``#`` comments skipped), each checked; :class:`Usage` for one that is no web address."""
    urls: list[str] = []
    for start in starts:
        if start.startswith("@"):
            try:
                urls += read_urls(Path(start[1:]))
            except (OSError, UnicodeDecodeError) as exc:
                raise Usage(f"cannot read {start[1:]}: {exc}") from exc
        else:
            urls.append(start.strip())
    for url in urls:
        if why := check_url(url):
            raise Usage(f"start {url!r}: {why}")
    if not urls:
        raise Usage("no start URL given")
    return urls


async def _crawl(
    console: Console,
    built: config.Built,
    store: Any,
    urls: list[str],
    writer: JsonlWriter,
    frontier: Frontier,
    *,
    quiet: bool,
    every: float | None,
) -> int:
    """Pass after pass (one without ``every``); the last pass's exit status."""
    while True:
        status = await _pass(console, built, store, urls, writer, frontier, quiet)
        if every is None or status in (2, EXIT_INTERRUPTED):
            return status
        logger.info("next pass in %.0f s (Ctrl-C to stop)", every)
        if await _stopped_within(every):
            logger.info("stopped between passes: the next crawl resumes from --state")
            return EXIT_INTERRUPTED


async def _stopped_within(seconds: float) -> bool:
    """Wait ``seconds``; True when Ctrl-C or SIGTERM came first."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        await asyncio.wait_for(stop.wait(), seconds)
        return True
    except TimeoutError:
        return False
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)


async def _pass(
    console: Console,
    built: config.Built,
    store: Any,
    urls: list[str],
    writer: JsonlWriter,
    frontier: Frontier,
    quiet: bool,
) -> int:
    """One pass of the crawl, with its progress and summary; its exit status."""
    lists = ListsRead()
    with Reporter(console, None, bar=not quiet) as reporter:
        runner = Runner(
            built.browser,
            store,
            built.harvest,
            built.run,
            on_start=reporter.started_url,
            on_record=reporter.record,
        )

        async def one_pass() -> tuple[RunStats, Compaction]:
            stats, read, compaction = await crawl_into(runner, urls, writer, frontier, built.crawl)
            lists.update(read)
            return stats, compaction

        status = await drive(console, runner, writer, quiet, one_pass, "crawl")
    for failed in lists.failed:
        if failed.url in urls:  # a start: the whole crawl may hang on it
            logger.error("start %s: %s: %s", failed.url, failed.error_kind, failed.error)
    logger.info(
        "lists read: %d ok, %d error(s); frontier: %s",
        lists.ok,
        len(lists.failed),
        ", ".join(f"{k} {n}" for k, n in sorted(frontier.counts().items())),
    )
    return 1 if status == 0 and lists.failed else status
