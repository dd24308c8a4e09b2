"""The messages for people, as :mod:`logging` records: configured once per command.

Every module that logs has its own ``logging.getLogger(__name__)``; :func:`setup` gives the
``harvester`` logger one handler on stderr: plain ``harvest: message`` lines, or on a
terminal the word coloured (``ok`` green, ``error`` red) through rich, above a progress bar
when one is showing. ``--log FILE`` adds a handler writing the same lines, unprefixed.
A record's word is its ``extra={"word": …}`` (``ok``, ``start``), else ``warning`` or
``error`` from its level; a record with ``extra={"screen": False}`` goes to the file only.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.text import Text

from harvester.record import is_crash

#: The logger whose handlers this module owns (every ``harvester.*`` logger propagates here).
ROOT = "harvester"
LEVELS: dict[str, int] = {
    "debug": logging.DEBUG,
    "info": logging.INFO,
    "warning": logging.WARNING,
    "error": logging.ERROR,
}
STYLES: dict[str, str] = {"ok": "green", "error": "red", "warning": "yellow", "start": "dim"}


def word_of(record: logging.LogRecord) -> str:
    word = getattr(record, "word", None)
    if isinstance(word, str):
        return word
    if record.levelno >= logging.ERROR:
        return "error"
    if record.levelno >= logging.WARNING:
        return "warning"
    return ""


class PlainFormatter(logging.Formatter):
    """``prefix`` + the record's word + its message."""

    def __init__(self, prefix: str = "") -> None:
        super().__init__()
        self.prefix = prefix

    def format(self, record: logging.LogRecord) -> str:
        word = word_of(record)
        message = record.getMessage()
        return f"{self.prefix}{word} {message}" if word else f"{self.prefix}{message}"


class ConsoleHandler(logging.Handler):
    """Lines on stderr through a rich console: coloured on a terminal, plain elsewhere."""

    def __init__(self, console: Console, level: int) -> None:
        super().__init__(level)
        self.console = console
        self.plain = PlainFormatter("harvest: ")

    def emit(self, record: logging.LogRecord) -> None:
        if getattr(record, "screen", True) is False:
            return
        try:
            if self.console.is_terminal:
                word = word_of(record)
                line = Text.assemble(
                    (word, STYLES.get(word, "")), " " if word else "", record.getMessage()
                )
            else:
                line = Text(self.plain.format(record))
            self.console.print(line, soft_wrap=True, highlight=False, markup=False)
        except Exception:
            self.handleError(record)


class FileLineHandler(logging.FileHandler):
    """``--log FILE``: the lines, unprefixed, appended and flushed one by one."""

    def __init__(self, path: Path, level: int) -> None:
        super().__init__(path, mode="a", encoding="utf-8")
        self.setLevel(level)
        self.setFormatter(PlainFormatter())


def level_of(log_level: str = "info", *, quiet: bool = False, verbose: bool = False) -> int:
    """``--quiet`` (errors only) wins over ``--verbose`` (debug), which wins over
    ``--log-level``."""
    if quiet:
        return logging.ERROR
    if verbose:
        return logging.DEBUG
    return LEVELS[log_level]


def setup(level: int = logging.INFO, console: Console | None = None) -> Console:
    """Send the ``harvester`` loggers' records at ``level`` or above to stderr (replacing
    what an earlier call set up: tests run many commands in one process). Returns the
    console the lines go to, for a progress bar to share."""
    console = console or Console(stderr=True, soft_wrap=True, highlight=False)
    logger = logging.getLogger(ROOT)
    for handler in list(logger.handlers):
        if isinstance(handler, ConsoleHandler | FileLineHandler):
            logger.removeHandler(handler)
            handler.close()
    logger.addHandler(ConsoleHandler(console, level))
    logger.setLevel(level)
    logger.propagate = False
    return console


def add_file(path: Path) -> FileLineHandler:
    """Also write the lines to ``path``: progress (info) and up, debug with --verbose,
    whatever the stderr level (``--quiet`` quiets the screen only)."""
    logger = logging.getLogger(ROOT)
    handler = FileLineHandler(path, min(logger.level or logging.INFO, logging.INFO))
    logger.addHandler(handler)
    logger.setLevel(min(logger.level or logging.INFO, handler.level))
    return handler


def remove(handler: logging.Handler) -> None:
    logging.getLogger(ROOT).removeHandler(handler)
    handler.close()


def quiet_closed_targets(loop: asyncio.AbstractEventLoop) -> None:
    """Log at debug level, not as a traceback after the summary, what Playwright's own
    tasks raise once a tab or browser is gone (``TargetClosedError`` in a route handler or
    an event callback of a page closed meanwhile): the harvest already recorded the end."""

    def handle(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        exc = context.get("exception")
        if exc is not None and is_crash(str(exc)):
            logging.getLogger(ROOT).debug("after a tab closed: %s", str(exc).splitlines()[0])
            return
        loop.default_exception_handler(context)

    loop.set_exception_handler(handle)
