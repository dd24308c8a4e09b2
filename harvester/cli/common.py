"""What the commands that harvest share: the progress a person sees (as log lines), a
Ctrl-C that comes before the run's own stop is set up (:data:`EARLY_STOP`), and an end
that waits for no thread whose work was given up (:class:`UnwaitedExecutor`, :func:`leave`).

Their options and checks are the rows of :mod:`harvester.config`.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from types import FrameType
from typing import Any, NoReturn, TypeVar

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from harvester.config import Usage
from harvester.record import HarvestRecord

__all__ = [
    "EARLY_STOP",
    "EarlyStop",
    "Reporter",
    "UnwaitedExecutor",
    "Usage",
    "leave",
    "unwaited_executor",
]

T = TypeVar("T")

logger = logging.getLogger(__name__)


class UnwaitedExecutor(ThreadPoolExecutor):
    """The event loop's default executor (``asyncio.to_thread``) for a command that
    harvests: closing the loop does not wait for its threads. A page's extraction still
    running past its URL's deadline (its task long given up, a page of a million nodes)
    must not hold the process for half a minute after its summary; :func:`leave` then
    ends the process without waiting for it either."""

    def __init__(self) -> None:
        super().__init__(thread_name_prefix="harvest")
        self._busy = 0
        self._count = threading.Lock()

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        def counted() -> T:
            with self._count:
                self._busy += 1
            try:
                return fn(*args, **kwargs)
            finally:
                with self._count:
                    self._busy -= 1

        return super().submit(counted)

    @property
    def busy(self) -> int:
        """Tasks still running."""
        return self._busy

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        super().shutdown(wait=False, cancel_futures=True)


#: The executor of the command running in this process, if it harvests.
EXECUTOR: list[UnwaitedExecutor] = []


def unwaited_executor(loop: asyncio.AbstractEventLoop) -> None:
    """Give ``loop`` an :class:`UnwaitedExecutor` (noted for :func:`leave`)."""
    executor = UnwaitedExecutor()
    EXECUTOR[:] = [executor]
    loop.set_default_executor(executor)


def leave(status: int) -> NoReturn:
    """End the command with ``status``: at once when a thread of its executor is still
    busy with work whose task was given up (everything is written and flushed by now),
    else as usual."""
    busy = sum(executor.busy for executor in EXECUTOR)
    EXECUTOR.clear()
    if busy:
        logger.debug("leaving %d task(s) given up in their threads", busy)
        logging.shutdown()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(status)
    raise typer.Exit(status)


class EarlyStop:
    """Ctrl-C (or SIGTERM) while a command checks its options and opens its output and
    store, before its run sets up its own stop: counted here instead of raised, so the
    run starts stopped, harvests nothing and ends with its summary and exit 130, not a
    traceback."""

    def __init__(self) -> None:
        self.asked = 0

    def install(self) -> None:
        signal.signal(signal.SIGINT, self._count)
        signal.signal(signal.SIGTERM, self._count)

    def _count(self, signum: int, frame: FrameType | None) -> None:
        self.asked += 1


EARLY_STOP = EarlyStop()


class Reporter:
    """What a person sees: a progress bar on a terminal (unless ``bar`` is off), and a log
    line per URL: ``ok`` (info), ``error`` (warning), ``start`` and notes (debug).

    Under a progress bar the ``ok`` lines go to ``--log`` only, unless debug is on."""

    def __init__(self, console: Console, total: int | None, *, bar: bool = True) -> None:
        self.console = console
        self.progress: Progress | None = None
        self.task: TaskID | None = None
        self.started = time.monotonic()
        self.galleries = self.pictures = self.ok = self.errors = 0
        if console.is_terminal and bar:
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

    def started_url(self, url: str) -> None:
        logger.debug("%s", url, extra={"word": "start"})

    def record(self, record: HarvestRecord) -> None:
        debug = logger.isEnabledFor(logging.DEBUG)
        if record.status == "ok":
            self.ok += 1
            if record.kind == "gallery":
                self.galleries += 1
                self.pictures += len(record.slides)
            what = (
                f"{len(record.slides)} pictures" if record.slides else f"{len(record.text)} chars"
            )
            level, word = logging.INFO, "ok"
            line = (
                f"{record.url} ({record.kind}, {what}, "
                f"template {record.template}, {record.elapsed_s:.1f} s)"
            )
        else:
            self.errors += 1
            level, word = logging.WARNING, "error"
            line = f"{record.url}: [{record.error_kind}] {record.error or ''}"
        if debug and record.note:
            line += f"\n      {record.note}"
        screen = True
        if self.progress is not None and self.task is not None:
            rate = (self.ok + self.errors) / max(time.monotonic() - self.started, 1e-6)
            self.progress.update(
                self.task,
                advance=1,
                line=f"ok {self.ok} · errors {self.errors} · galleries {self.galleries} · "
                f"pictures {self.pictures} · {rate:.2f}/s",
            )
            screen = debug or record.status != "ok"
        logger.log(level, "%s", line, extra={"word": word, "screen": screen})
