"""What the commands share: their option definitions and checks, and the progress a person sees."""

from __future__ import annotations

import math
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
from rich.text import Text

from harvester.batch.runner import RunOptions
from harvester.browser.launch import BrowserSettings
from harvester.pipeline.job import HarvestOptions
from harvester.record import HarvestRecord

# --- the options of the commands that harvest (run, worker): one definition each --------

Db = Annotated[
    str | None,
    typer.Option(
        help="Template store: an SQLAlchemy URL (default: $HARVEST_DB, else templates_db/)."
    ),
]
SharedDb = Annotated[
    str | None,
    typer.Option(
        "--db",
        help="The shared PostgreSQL: queue, templates, records (default: $HARVEST_DB), "
        "postgresql://user:password@host/database.",
    ),
]
Concurrency = Annotated[int, typer.Option(help="URLs harvested at once (tabs).")]
Deadline = Annotated[
    float, typer.Option(help="Seconds one URL may take in all (load, probing, paging, retries).")
]
Retries = Annotated[
    int, typer.Option(help="Tries again after a network error, 5xx or 429 (with backoff).")
]
PerHost = Annotated[int, typer.Option(help="URLs of one host at once.")]
Delay = Annotated[
    float, typer.Option(help="Seconds between two requests to one host (or its Crawl-delay).")
]
IgnoreRobots = Annotated[bool, typer.Option(help="Harvest what robots.txt forbids.")]
UserAgent = Annotated[
    str | None,
    typer.Option(help="User-Agent to send (default: the browser's, with harvester/VERSION)."),
]
Proxy = Annotated[
    str | None, typer.Option(help="Proxy server for every request (http://host:port).")
]
ReplayHar = Annotated[
    Path | None,
    typer.Option(help="Serve pages from this HAR file (or folder of them), not the network."),
]
MaxPages = Annotated[int, typer.Option(help="Stop a gallery after this many pictures.")]
MaxCandidates = Annotated[
    int, typer.Option(help="Probe at most this many controls per new gallery site.")
]
ProbeBudget = Annotated[
    float | None,
    typer.Option(
        help="Seconds of probing at most per new gallery (default: no limit but "
        "--max-candidates and --deadline; a limit makes results depend on machine load)."
    ),
]
NavTimeout = Annotated[float, typer.Option(help="Seconds a page may take to load.")]
SettleTimeout = Annotated[
    float, typer.Option(help="Seconds to wait at most for a page to become still.")
]
Chromium = Annotated[
    str | None,
    typer.Option(help="Chromium binary (default: $HARVEST_CHROMIUM, else /usr/bin/chromium)."),
]
QueueName = Annotated[
    str, typer.Option("--queue", help="The shared queue's name (keeps a crawl apart).")
]
Quiet = Annotated[bool, typer.Option("--quiet", "-q", help="Print only the summary.")]
Verbose = Annotated[
    bool, typer.Option("--verbose", "-v", help="Print every URL's start and notes.")
]
Log = Annotated[Path | None, typer.Option(help="Also write the progress lines here.")]


class Usage(Exception):
    """A bad option value or an unusable input: one line, exit 2."""


def positive(name: str, value: float, *, zero: bool = False) -> float:
    if not math.isfinite(value) or value < 0 or (value == 0 and not zero):
        raise Usage(f"{name} must be a {'' if zero else 'positive '}number of seconds, got {value}")
    return value


def count(name: str, value: int, least: int = 1) -> int:
    if value < least:
        raise Usage(f"{name} must be at least {least}, got {value}")
    return value


class Reporter:
    """What a person sees: a progress bar on a terminal, plain lines elsewhere, a log file."""

    def __init__(
        self, console: Console, total: int | None, *, quiet: bool, verbose: bool, log: TextIO | None
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


def build(
    *,
    concurrency: int,
    deadline: float,
    retries: int,
    per_host: int,
    delay: float,
    ignore_robots: bool,
    user_agent: str | None,
    proxy: str | None,
    replay_har: Path | None,
    max_pages: int,
    max_candidates: int,
    probe_budget: float | None,
    nav_timeout: float,
    settle_timeout: float,
    chromium: str | None,
    warc: Path | None = None,
    record_har: Path | None = None,
) -> tuple[RunOptions, HarvestOptions, BrowserSettings]:
    """The options checked (:class:`Usage` for a bad value) and built."""
    run = RunOptions(
        concurrency=count("--concurrency", concurrency),
        deadline_s=positive("--deadline", deadline),
        retries=count("--retries", retries, least=0),
        per_host=count("--per-host", per_host),
        delay_s=positive("--delay", delay, zero=True),
        ignore_robots=ignore_robots,
        warc=warc,
    )
    options = HarvestOptions(
        max_pages=count("--max-pages", max_pages),
        max_candidates=count("--max-candidates", max_candidates),
        probe_budget_s=None if probe_budget is None else positive("--probe-budget", probe_budget),
    )
    settings = BrowserSettings(
        executable_path=chromium,
        nav_timeout_s=positive("--nav-timeout", nav_timeout),
        settle_timeout_s=positive("--settle-timeout", settle_timeout),
        record_har_dir=record_har,
        replay_har=replay_har,
        user_agent=user_agent,
        proxy=proxy,
    )
    return run, options, settings
