"""``harvest run URLS_FILE|-``: parse and check the options, run the batch runner, print.

Exit status: 0 when every URL has an ``ok`` record, 1 when any has an error record, 2 when
the run could not start (a bad option, an unreadable URL list, an unusable --out or
store, no Chromium), 130 when Ctrl-C stopped it.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
from collections.abc import Awaitable, Callable
from contextlib import ExitStack, suppress
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from harvester import config
from harvester.batch.output import Compaction, JsonlWriter, OutputBusy, output_problem
from harvester.batch.runner import (
    Runner,
    RunStats,
    prepare_output,
    run_into,
)
from harvester.cli import EXIT_INTERRUPTED, logs
from harvester.cli.common import EARLY_STOP, Reporter, Usage, leave, unwaited_executor
from harvester.store.db import StoreError, database_url, safe_url
from harvester.store.templates import TemplateStore
from harvester.urls import normalize_url, read_urls

logger = logging.getLogger(__name__)


def summary_table(stats: RunStats, command: str = "run") -> Table:
    """By kind, by error kind, and the slowest hosts (those that took any time)."""
    table = Table(title=f"harvest {command}", show_header=True, header_style="bold")
    table.add_column("")
    table.add_column("count", justify="right")
    for kind, n in sorted(stats.kinds.items()):
        table.add_row(f"ok: {kind}", str(n))
    for kind, n in sorted(stats.error_kinds.items()):
        table.add_row(f"error: {kind}", str(n))
    table.add_row("gallery pictures", str(stats.pictures))
    if (saved := stats.picture_stats) is not None:
        table.add_row("pictures saved", f"{saved.saved} ({saved.bytes:,} bytes)")
        table.add_row("pictures held already", str(saved.held))
        for kind, n in sorted(saved.failed.items()):
            table.add_row(f"picture not saved: {kind}", str(n))
    table.add_row("retries", str(stats.retries))
    table.add_row("browser launches", str(stats.browser_launches))
    for host, seconds in stats.slowest_hosts(3):
        if round(seconds, 1) <= 0:
            continue
        table.add_row(f"slowest host {host.rstrip(':')}", f"{seconds:.1f} s")
    return table


def open_output(values: dict[str, Any], opened: ExitStack) -> JsonlWriter:
    """``--out`` (checked by :func:`output_problem` first) opened, its lock held until
    ``opened`` closes; :class:`Usage` when it cannot be."""
    out: Path = values["out"]
    writer = JsonlWriter(out, wait=values["wait_for_out"])
    made = not writer.stream and not out.exists()
    try:
        opened.enter_context(writer)
    except OutputBusy as exc:
        raise Usage(str(exc)) from exc
    except OSError as exc:
        raise Usage(f"cannot use --out {out}: {exc.strerror or exc}") from exc
    if made:  # removed again, its lock still held, when the run wrote nothing into it
        opened.callback(_drop_if_empty, out)
    return writer


def _drop_if_empty(out: Path) -> None:
    """Remove ``out`` when it holds nothing (a run that could not start made it)."""
    with suppress(OSError):
        if out.stat().st_size == 0:
            out.unlink()


def open_store(db: str | None) -> TemplateStore:
    """The template store ``--db`` names; exit 2 with one line when it cannot be opened."""
    try:
        return TemplateStore(db)
    except StoreError as exc:  # its message names the store, password hidden
        logger.error("template store: %s", exc)
        raise typer.Exit(2) from exc
    except Exception as exc:
        logger.error("template store %s: %s", safe_url(database_url(db)), exc)
        raise typer.Exit(2) from exc


@config.options(*config.COMMANDS["run"])
def run_command(
    urls_file: Annotated[
        str, typer.Argument(help="A file of URLs, one per line (# comments), or - for stdin.")
    ],
    **values: Any,
) -> None:
    """Harvest galleries (every picture with its caption) and articles from a list of URLs.

    Writes one JSON line per URL to --out. Exit status 0 when every URL was harvested,
    1 when any gave an error record, 2 when the run could not start, 130 after Ctrl-C.
    """
    EARLY_STOP.install()
    quiet: bool = values["quiet"]
    console = logs.setup(logs.level_of(values["log_level"], quiet=quiet, verbose=values["verbose"]))
    out: Path = values["out"]
    with ExitStack() as opened:
        try:
            built = config.build(values)
            run, options, settings = built.run, built.harvest, built.browser
            if (problem := output_problem(out)) is not None:
                raise Usage(f"--out {problem}")
            try:
                urls = read_urls(urls_file)
            except OSError as exc:
                raise Usage(f"cannot read {urls_file}: {exc.strerror or exc}") from exc
            except UnicodeDecodeError as exc:
                raise Usage(
                    f"cannot read {urls_file}: not UTF-8 text (byte {exc.start}: {exc.reason})"
                ) from exc
            writer = open_output(values, opened)
            try:
                done, compaction = prepare_output(writer, resume=values["resume"])
            except OSError as exc:
                raise Usage(f"cannot use --out {out}: {exc.strerror or exc}") from exc
        except Usage as exc:
            logger.error("%s", exc)
            raise typer.Exit(2) from exc
        if compaction.torn:
            logger.warning("%s: dropped %d torn line(s)", out, compaction.torn)
        if done:
            before = len(urls)
            urls = [u for u in urls if normalize_url(u) not in done]
            if before - len(urls):
                logger.info("resuming: %d URL(s) already in %s", before - len(urls), out)
        store = open_store(values["db"])
        log: Path | None = values["log"]
        log_file = logs.add_file(log) if log is not None else None
        try:
            with Reporter(console, len(urls), bar=not quiet) as reporter:
                runner = Runner(
                    settings,
                    store,
                    options,
                    run,
                    on_start=reporter.started_url,
                    on_record=reporter.record,
                )
                status = asyncio.run(
                    drive(console, runner, writer, quiet, lambda: run_into(runner, urls, writer))
                )
        finally:
            if log_file is not None:
                logs.remove(log_file)
    leave(status)


async def drive(
    console: Console,
    runner: Runner,
    writer: JsonlWriter,
    quiet: bool,
    work: Callable[[], Awaitable[tuple[RunStats, Compaction]]],
    command: str = "run",
) -> int:
    """Run ``work`` (the runner's run into ``writer``) with Ctrl-C stopping it gently (a
    second one at once), then print the summary; the exit status."""
    out = "stdout" if writer.stream else str(writer.path)
    interrupts = 0

    def interrupt() -> None:
        nonlocal interrupts
        interrupts += 1
        if interrupts == 1:
            logger.info("stopping: finishing the URLs in flight (Ctrl-C again to leave at once)")
            runner.stop()
            return
        if runner.writer is not None:  # no line left torn
            runner.writer.lock.acquire()
        os._exit(EXIT_INTERRUPTED)

    loop = asyncio.get_running_loop()
    unwaited_executor(loop)
    logs.quiet_closed_targets(loop)
    loop.add_signal_handler(signal.SIGINT, interrupt)
    loop.add_signal_handler(signal.SIGTERM, interrupt)
    if EARLY_STOP.asked:  # a Ctrl-C while the run was being set up
        interrupt()
    try:
        stats, compaction = await work()
    except FileNotFoundError as exc:  # no Chromium
        logger.error("%s", exc)
        return 2
    except OSError as exc:  # --out became unwritable (a full disk)
        logger.error(
            "cannot write records to %s: %s (the run stopped; every record written before is kept)",
            out,
            exc.strerror or exc,
        )
        return 2
    finally:
        loop.remove_signal_handler(signal.SIGINT)
        loop.remove_signal_handler(signal.SIGTERM)
    if compaction.torn:
        logger.warning("%s: dropped %d torn line(s)", out, compaction.torn)
    if not quiet and (stats.ok or stats.errors):
        console.print(summary_table(stats, command))
    console.print(
        f"{stats.ok} ok, {stats.errors} error(s) in {stats.seconds:.1f} s; records in "
        f"{out}" + (" (interrupted: run again to harvest the rest)" if stats.interrupted else ""),
        markup=False,
    )
    if stats.interrupted:
        return EXIT_INTERRUPTED
    return 1 if stats.errors else 0
