"""``harvest run URLS_FILE|-``: parse and check the options, run :mod:`harvester.runner`, print.

Exit status: 0 when every URL has an ``ok`` record, 1 when any has an error record, 2 when
the run could not start (a bad option, an unreadable URL list, an unusable --out or
store, no Chromium), 130 when Ctrl-C stopped it.
"""

from __future__ import annotations

import asyncio
import math
import os
import signal
import time
from pathlib import Path
from typing import Annotated, TextIO

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from harvester.browser import BrowserSettings
from harvester.harvest import HarvestOptions
from harvester.output import HarvestRecord
from harvester.runner import (
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
from harvester.store import StoreError, TemplateStore, database_url, safe_url
from harvester.urls import normalize_url, read_urls

DEFAULT_OUT = Path("harvest.jsonl")
#: Exit status after Ctrl-C (128 + SIGINT, as shells report it).
EXIT_INTERRUPTED = 130


class Usage(Exception):
    """A bad option value or an unusable input: one line, exit 2."""


def _positive(name: str, value: float, *, zero: bool = False) -> float:
    if not math.isfinite(value) or value < 0 or (value == 0 and not zero):
        raise Usage(f"{name} must be a {'' if zero else 'positive '}number of seconds, got {value}")
    return value


def _count(name: str, value: int, least: int = 1) -> int:
    if value < least:
        raise Usage(f"{name} must be at least {least}, got {value}")
    return value


class Reporter:
    """What a person sees: a progress bar on a terminal, plain lines elsewhere, a log file."""

    def __init__(
        self, console: Console, total: int, *, quiet: bool, verbose: bool, log: TextIO | None
    ) -> None:
        self.console, self.quiet, self.verbose, self.log = console, quiet, verbose, log
        self.progress: Progress | None = None
        self.task: TaskID | None = None
        self.started = time.monotonic()
        self.galleries = self.pictures = self.ok = self.errors = 0
        if console.is_terminal and not quiet:
            self.progress = Progress(
                TextColumn("[bold]harvest"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("{task.fields[line]}"),
                TimeElapsedColumn(),
                TimeRemainingColumn(),
                console=console,
                transient=True,
            )
            self.task = self.progress.add_task("harvest", total=total, line="")

    def __enter__(self) -> Reporter:
        if self.progress is not None:
            self.progress.start()
        return self

    def __exit__(self, *_: object) -> None:
        if self.progress is not None:
            self.progress.stop()

    def say(self, text: str) -> None:
        self._log(text)
        if self.progress is not None:
            self.progress.console.print(text)
        elif not self.quiet:
            self.console.print(text)

    def started_url(self, url: str) -> None:
        if self.verbose:
            self.say(f"[dim]start[/] {escape(url)}")

    def record(self, record: HarvestRecord) -> None:
        if record.status == "ok":
            self.ok += 1
            if record.kind == "gallery":
                self.galleries += 1
                self.pictures += len(record.slides)
            what = (
                f"{len(record.slides)} pictures" if record.slides else f"{len(record.text)} chars"
            )
            line = (
                f"[green]ok[/] {escape(record.url)} ({record.kind}, {what}, "
                f"template {record.template}, {record.elapsed_s:.1f} s)"
            )
        else:
            self.errors += 1
            why = escape(record.error or "")
            line = f"[red]error[/] {escape(record.url)}: \\[{record.error_kind}] {why}"
        if self.verbose and record.note:
            line += f"\n      {escape(record.note)}"
        if self.progress is not None and self.task is not None:
            rate = (self.ok + self.errors) / max(time.monotonic() - self.started, 1e-6)
            self.progress.update(
                self.task,
                advance=1,
                line=f"ok {self.ok} · errors {self.errors} · galleries {self.galleries} · "
                f"pictures {self.pictures} · {rate:.2f}/s",
            )
            if self.verbose or record.status != "ok":
                self.progress.console.print(line)
            self._log(line)
        else:
            self.say(line)

    def _log(self, text: str) -> None:
        if self.log is not None:
            self.log.write(Text.from_markup(text).plain + "\n")
            self.log.flush()


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
    db: Annotated[
        str | None,
        typer.Option(
            help="Template store: an SQLAlchemy URL (default: $HARVEST_DB, else templates_db/)."
        ),
    ] = None,
    resume: Annotated[
        bool, typer.Option(help="Skip URLs that already have an ok record in --out.")
    ] = True,
    concurrency: Annotated[int, typer.Option(help="URLs harvested at once (tabs).")] = (
        DEFAULT_CONCURRENCY
    ),
    deadline: Annotated[
        float,
        typer.Option(help="Seconds one URL may take in all (load, probing, paging, retries)."),
    ] = DEFAULT_DEADLINE_S,
    retries: Annotated[
        int, typer.Option(help="Tries again after a network error, 5xx or 429 (with backoff).")
    ] = 2,
    per_host: Annotated[int, typer.Option(help="URLs of one host at once.")] = DEFAULT_PER_HOST,
    delay: Annotated[
        float, typer.Option(help="Seconds between two requests to one host (or its Crawl-delay).")
    ] = DEFAULT_DELAY_S,
    ignore_robots: Annotated[bool, typer.Option(help="Harvest what robots.txt forbids.")] = False,
    user_agent: Annotated[
        str | None,
        typer.Option(help="User-Agent to send (default: the browser's, with harvester/VERSION)."),
    ] = None,
    proxy: Annotated[
        str | None, typer.Option(help="Proxy server for every request (http://host:port).")
    ] = None,
    warc: Annotated[
        Path | None,
        typer.Option(help="Also write every page and picture, and the records, to this WARC file."),
    ] = None,
    record_har: Annotated[
        Path | None, typer.Option(help="Record what each page loaded as HAR files in this folder.")
    ] = None,
    replay_har: Annotated[
        Path | None,
        typer.Option(help="Serve pages from this HAR file (or folder of them), not the network."),
    ] = None,
    max_pages: Annotated[int, typer.Option(help="Stop a gallery after this many pictures.")] = 200,
    max_candidates: Annotated[
        int, typer.Option(help="Probe at most this many controls per new gallery site.")
    ] = 16,
    probe_budget: Annotated[
        float | None,
        typer.Option(
            help="Seconds of probing at most per new gallery (default: no limit but "
            "--max-candidates and --deadline; a limit makes results depend on machine load)."
        ),
    ] = None,
    nav_timeout: Annotated[float, typer.Option(help="Seconds a page may take to load.")] = 20.0,
    settle_timeout: Annotated[
        float, typer.Option(help="Seconds to wait at most for a page to become still.")
    ] = 3.0,
    chromium: Annotated[
        str | None,
        typer.Option(help="Chromium binary (default: $HARVEST_CHROMIUM, else /usr/bin/chromium)."),
    ] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="Print only the summary.")] = False,
    verbose: Annotated[
        bool, typer.Option("--verbose", "-v", help="Print every URL's start and notes.")
    ] = False,
    log: Annotated[Path | None, typer.Option(help="Also write the progress lines here.")] = None,
) -> None:
    """Harvest galleries (every picture with its caption) and articles from a list of URLs.

    Writes one JSON line per URL to --out. Exit status 0 when every URL was harvested,
    1 when any gave an error record, 2 when the run could not start, 130 after Ctrl-C.
    """
    console = Console(stderr=True, soft_wrap=True, highlight=False)
    try:
        run = RunOptions(
            concurrency=_count("--concurrency", concurrency),
            deadline_s=_positive("--deadline", deadline),
            retries=_count("--retries", retries, least=0),
            per_host=_count("--per-host", per_host),
            delay_s=_positive("--delay", delay, zero=True),
            ignore_robots=ignore_robots,
            warc=warc,
        )
        options = HarvestOptions(
            max_pages=_count("--max-pages", max_pages),
            max_candidates=_count("--max-candidates", max_candidates),
            probe_budget_s=(
                None if probe_budget is None else _positive("--probe-budget", probe_budget)
            ),
        )
        settings = BrowserSettings(
            executable_path=chromium,
            nav_timeout_s=_positive("--nav-timeout", nav_timeout),
            settle_timeout_s=_positive("--settle-timeout", settle_timeout),
            record_har_dir=record_har,
            replay_har=replay_har,
            user_agent=user_agent,
            proxy=proxy,
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
