"""``harvest run URLS_FILE|-``: parse and check the options, run :mod:`harvester.batch.runner`, print.

Exit status: 0 when every URL has an ``ok`` record, 1 when any has an error record, 2 when
the run could not start (a bad option, an unreadable URL list, an unusable --out or
store, no Chromium), 130 when Ctrl-C stopped it.
"""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path
from typing import Annotated, TextIO

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from harvester.batch.runner import (
    DEFAULT_CONCURRENCY,
    DEFAULT_DEADLINE_S,
    DEFAULT_DELAY_S,
    DEFAULT_PER_HOST,
    Runner,
    RunOptions,
    RunStats,
    prepare_output,
    run_to_file,
)
from harvester.browser.launch import BrowserSettings
from harvester.cli import common
from harvester.cli.common import Reporter, Usage
from harvester.pipeline.job import HarvestOptions
from harvester.store.db import StoreError, database_url, safe_url
from harvester.store.templates import TemplateStore
from harvester.urls import normalize_url, read_urls

DEFAULT_OUT = Path("harvest.jsonl")
#: Exit status after Ctrl-C (128 + SIGINT, as shells report it).
EXIT_INTERRUPTED = 130


def summary_table(stats: RunStats) -> Table:
    """By kind, by error kind, and the slowest hosts."""
    table = Table(title="harvest run", show_header=True, header_style="bold")
    table.add_column("")
    table.add_column("count", justify="right")
    for kind, n in sorted(stats.kinds.items()):
        table.add_row(f"ok: {kind}", str(n))
    for kind, n in sorted(stats.error_kinds.items()):
        table.add_row(f"error: {kind}", str(n))
    table.add_row("pictures", str(stats.pictures))
    table.add_row("retries", str(stats.retries))
    table.add_row("browser launches", str(stats.browser_launches))
    for host, seconds in stats.host_seconds.most_common(3):
        table.add_row(f"slowest host {host.rstrip(':')}", f"{seconds:.1f} s")
    return table


def run_command(
    urls_file: Annotated[
        str, typer.Argument(help="A file of URLs, one per line (# comments), or - for stdin.")
    ],
    out: Annotated[
        Path, typer.Option("--out", "-o", help="JSON Lines output (appended, then compacted).")
    ] = DEFAULT_OUT,
    db: common.Db = None,
    resume: Annotated[
        bool, typer.Option(help="Skip URLs that already have an ok record in --out.")
    ] = True,
    concurrency: common.Concurrency = DEFAULT_CONCURRENCY,
    deadline: common.Deadline = DEFAULT_DEADLINE_S,
    retries: common.Retries = 2,
    per_host: common.PerHost = DEFAULT_PER_HOST,
    delay: common.Delay = DEFAULT_DELAY_S,
    ignore_robots: common.IgnoreRobots = False,
    user_agent: common.UserAgent = None,
    proxy: common.Proxy = None,
    warc: Annotated[
        Path | None,
        typer.Option(help="Also write every page and picture, and the records, to this WARC file."),
    ] = None,
    record_har: Annotated[
        Path | None, typer.Option(help="Record what each page loaded as HAR files in this folder.")
    ] = None,
    replay_har: common.ReplayHar = None,
    max_pages: common.MaxPages = 200,
    max_candidates: common.MaxCandidates = 16,
    probe_budget: common.ProbeBudget = None,
    nav_timeout: common.NavTimeout = 20.0,
    settle_timeout: common.SettleTimeout = 3.0,
    chromium: common.Chromium = None,
    quiet: common.Quiet = False,
    verbose: common.Verbose = False,
    log: common.Log = None,
) -> None:
    """Harvest galleries (every picture with its caption) and articles from a list of URLs.

    Writes one JSON line per URL to --out. Exit status 0 when every URL was harvested,
    1 when any gave an error record, 2 when the run could not start, 130 after Ctrl-C.
    """
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
            warc=warc,
            record_har=record_har,
        )
        if out.is_dir():
            raise Usage(f"--out {out} is a directory: name a file")
        if warc is not None and warc.is_dir():
            raise Usage(f"--warc {warc} is a directory: name a file")
        try:
            urls = read_urls(urls_file)
        except OSError as exc:
            raise Usage(f"cannot read {urls_file}: {exc.strerror or exc}") from exc
        except UnicodeDecodeError as exc:
            raise Usage(f"cannot read {urls_file}: not UTF-8 text ({exc.reason})") from exc
        try:
            done, compaction = prepare_output(out, resume=resume)
        except OSError as exc:
            raise Usage(f"cannot use --out {out}: {exc.strerror or exc}") from exc
    except Usage as exc:
        console.print(f"[red]error[/] {escape(str(exc))}")
        raise typer.Exit(2) from exc
    if compaction.torn:
        console.print(f"[yellow]warning[/] {out}: dropped {compaction.torn} torn line(s)")
    if done:
        before = len(urls)
        urls = [u for u in urls if normalize_url(u) not in done]
        if before - len(urls) and not quiet:
            console.print(f"resuming: {before - len(urls)} URL(s) already in {out}")
    try:
        store = TemplateStore(db)
    except StoreError as exc:  # its message names the store, password hidden
        console.print(f"[red]error[/] template store: {escape(str(exc))}")
        raise typer.Exit(2) from exc
    except Exception as exc:
        where = safe_url(database_url(db))
        console.print(f"[red]error[/] template store {where}: {escape(str(exc))}")
        raise typer.Exit(2) from exc
    log_file = log.open("a", encoding="utf-8") if log is not None else None
    try:
        status = asyncio.run(
            _run(console, settings, store, options, run, urls, out, quiet, verbose, log_file)
        )
    finally:
        if log_file is not None:
            log_file.close()
    raise typer.Exit(status)


async def _run(
    console: Console,
    settings: BrowserSettings,
    store: TemplateStore,
    options: HarvestOptions,
    run: RunOptions,
    urls: list[str],
    out: Path,
    quiet: bool,
    verbose: bool,
    log: TextIO | None,
) -> int:
    with Reporter(console, len(urls), quiet=quiet, verbose=verbose, log=log) as reporter:
        runner = Runner(
            settings, store, options, run, on_start=reporter.started_url, on_record=reporter.record
        )
        interrupts = 0

        def interrupt() -> None:
            nonlocal interrupts
            interrupts += 1
            if interrupts == 1:
                console.print(
                    "stopping: finishing the URLs in flight (Ctrl-C again to leave at once)"
                )
                runner.stop()
                return
            if runner.writer is not None:  # no line left torn
                runner.writer.lock.acquire()
            os._exit(EXIT_INTERRUPTED)

        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGINT, interrupt)
        loop.add_signal_handler(signal.SIGTERM, interrupt)
        try:
            stats, compaction = await run_to_file(runner, urls, out)
        except FileNotFoundError as exc:  # no Chromium
            console.print(f"[red]error[/] {escape(str(exc))}")
            return 2
        except OSError as exc:  # --out became unwritable (a full disk)
            console.print(f"[red]error[/] cannot write records to {out}: {exc.strerror or exc}")
            return 2
        finally:
            loop.remove_signal_handler(signal.SIGINT)
            loop.remove_signal_handler(signal.SIGTERM)
    if compaction.torn:
        console.print(f"[yellow]warning[/] {out}: dropped {compaction.torn} torn line(s)")
    if not quiet and (stats.ok or stats.errors):
        console.print(summary_table(stats))
    console.print(
        f"{stats.ok} ok, {stats.errors} error(s) in {stats.seconds:.1f} s; records in {out}"
        + (" (interrupted: run again to harvest the rest)" if stats.interrupted else "")
    )
    if stats.interrupted:
        return EXIT_INTERRUPTED
    return 1 if stats.errors else 0
