"""What one option is: a :class:`Row` (flag, owning field, check, help) and the checks."""

from __future__ import annotations

import dataclasses
import math
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from enum import Enum
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import Annotated, Any

#: The dataclasses that own the options, by the short name a row uses (imported lazily).
OWNERS: dict[str, str] = {
    "run": "harvester.batch.runner:RunOptions",
    "harvest": "harvester.pipeline.job:HarvestOptions",
    "browser": "harvester.browser.launch:BrowserSettings",
    "worker": "harvester.shared.worker:WorkerOptions",
    "crawl": "harvester.crawl.options:CrawlOptions",
}

#: What ``--log-level`` takes, quietest last.
LOG_LEVELS: tuple[str, ...] = ("debug", "info", "warning", "error")


class Usage(Exception):
    """A bad option value or an unusable input: one line, exit 2."""


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


#: A row's default when its owning field holds it.
MISSING: Any = _Missing()

Check = Callable[[str, Any], Any]


def at_least(least: int = 1) -> Check:
    """An integer of at least ``least``."""

    def check(flag: str, value: int) -> int:
        if value < least:
            raise Usage(f"{flag} must be at least {least}, got {value}")
        return value

    check.__doc__ = f"at least {least}"
    return check


def seconds(*, zero: bool = False) -> Check:
    """A finite number of seconds, above zero (or at least zero)."""

    def check(flag: str, value: float) -> float:
        if not math.isfinite(value) or value < 0 or (value == 0 and not zero):
            raise Usage(
                f"{flag} must be a {'' if zero else 'positive '}number of seconds, got {value}"
            )
        return value

    check.__doc__ = "seconds, at least 0" if zero else "seconds, above 0"
    return check


def hosts(flag: str, values: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """Each a ``HOST`` or ``HOST:PORT`` (``[V6]:PORT``)."""
    from harvester.fetch.guard import parse_host

    for value in values:
        try:
            parse_host(value)
        except ValueError:
            raise Usage(f"{flag} must be HOST or HOST:PORT, got {value!r}") from None
    return tuple(values)


hosts.__doc__ = "HOST or HOST:PORT, repeatable"


def _unwritable(folder: Path) -> str | None:
    """Why ``folder`` cannot be written (or made: its nearest existing ancestor must be a
    folder this process may write), or None."""
    existing = folder
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not existing.is_dir():
        return f"{existing} is not a folder"
    if not os.access(existing, os.W_OK | os.X_OK):
        return f"{existing} is not writable"
    return None


def writable_file(flag: str, value: Path) -> Path:
    """A file in a folder that can be written."""
    why = "it is a directory" if value.is_dir() else _unwritable(value.parent)
    if why is None and value.exists() and not os.access(value, os.W_OK):
        why = "it is not writable"
    if why:
        raise Usage(f"{flag} must be a file in a writable folder, got {value}: {why}")
    return value


writable_file.__doc__ = "a file in a writable folder"


def writable_folder(flag: str, value: Path) -> Path:
    """A folder that can be written (made if missing)."""
    if why := _unwritable(value):
        raise Usage(f"{flag} must be a writable folder, got {value}: {why}")
    return value


writable_folder.__doc__ = "a writable folder"


def har_recording(flag: str, value: Path) -> Path:
    """A HAR file, or a folder of them, that can be read."""
    from harvester.fetch.har import har_answers

    try:
        if not har_answers(value):
            raise ValueError("it records no request")
    except (OSError, ValueError, KeyError, TypeError) as exc:
        what = exc.strerror if isinstance(exc, OSError) else str(exc) or type(exc).__name__
        raise Usage(f"{flag} must be a HAR recording, got {value}: {what}") from None
    return value


har_recording.__doc__ = "a HAR file or a folder of them"


def a_date(flag: str, value: str) -> date:
    """A date, YYYY-MM-DD."""
    try:
        return date.fromisoformat(value.strip())
    except ValueError:
        raise Usage(f"{flag} must be a date YYYY-MM-DD, got {value!r}") from None


a_date.__doc__ = "a date, YYYY-MM-DD"


#: The units of a duration, and a duration: numbers each with its unit, summed (``1d12h``).
DURATION_UNITS = {"w": 7 * 86400, "d": 86400, "h": 3600, "m": 60, "s": 1}
_DURATION_RE = re.compile(r"(?:\d+(?:\.\d+)?\s*[wdhms]\s*)+")


def parse_duration(text: str) -> float:
    """Seconds of ``90s``, ``10m``, ``12h``, ``7d``, ``2w`` or a sum of them (``1d12h``):
    every number with its unit, so that ``5`` is never read as seconds where minutes were
    meant; :class:`ValueError` otherwise."""
    squashed = text.strip().lower()
    if not _DURATION_RE.fullmatch(squashed):
        raise ValueError(f"a number and a unit (w, d, h, m, s), like 90s, 10m or 7d, not {text!r}")
    found = re.findall(r"(\d+(?:\.\d+)?)\s*([wdhms])", squashed)
    return sum(float(n) * DURATION_UNITS[unit] for n, unit in found)


def duration(flag: str, value: str) -> float:
    """A duration (:func:`parse_duration`), in seconds, above 0."""
    try:
        seconds_ = parse_duration(value)
    except ValueError:
        seconds_ = math.nan
    if not math.isfinite(seconds_) or seconds_ <= 0:
        raise Usage(f"{flag} must be a duration such as 90s, 10m or 1h, got {value!r}")
    return seconds_


duration.__doc__ = "a duration: 90s, 10m, 1h"


def patterns(flag: str, values: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """Each a regular expression."""
    for value in values:
        try:
            re.compile(value)
        except re.error as exc:
            raise Usage(f"{flag} must be a regular expression, got {value!r}: {exc}") from None
    return tuple(values)


patterns.__doc__ = "a regular expression, repeatable"


def one_of(*choices: str) -> Check:
    """One of ``choices`` (typer offers them; this checks a value given another way)."""

    def check(flag: str, value: str) -> str:
        if value not in choices:
            raise Usage(f"{flag} must be one of {', '.join(choices)}, got {value!r}")
        return value

    check.__doc__ = "one of " + ", ".join(choices)
    return check


@dataclass(frozen=True, slots=True)
class Row:
    """One option: its flag(s), the field that owns it, its check and its help."""

    #: the command function's parameter name (``--max-pages`` is ``max_pages``)
    name: str
    #: the Python type typer parses
    type: Any
    help: str
    #: ``"owner.field"`` (an :data:`OWNERS` key and a field of that dataclass), or None for
    #: an option only the CLI uses
    field: str | None = None
    #: only for a row without ``field``: the one place its default lives
    own_default: Any = MISSING
    #: raises :class:`Usage` for a bad value (not called for None)
    check: Check | None = None
    #: typer's parameter declarations, when not the ``--name`` typer derives
    flags: tuple[str, ...] = ()
    choices: tuple[str, ...] = ()
    #: the harvesting commands that take it (``run``, ``crawl``, ``worker``)
    commands: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if (self.field is None) == (self.own_default is MISSING):
            raise ValueError(f"{self.name}: a row has a field or its own default, not both")

    @property
    def owner(self) -> str | None:
        return None if self.field is None else self.field.split(".", 1)[0]

    @property
    def attribute(self) -> str | None:
        return None if self.field is None else self.field.split(".", 1)[1]

    @property
    def default(self) -> Any:
        if self.field is None:
            return self.own_default
        return field_default(self.field)

    @property
    def flag(self) -> str:
        """The long flag, as messages name it (``--max-pages``)."""
        return next((f for f in self.flags if f.startswith("--")), self.derived_flag)

    @property
    def derived_flag(self) -> str:
        return "--" + self.name.replace("_", "-")

    @property
    def spellings(self) -> str:
        """How the option is written on the command line (``--resume / --no-resume``)."""
        if self.flags:
            return ", ".join(self.flags)
        if self.type is bool:
            return f"{self.derived_flag} / --no-{self.derived_flag[2:]}"
        return self.derived_flag

    def typer_option(self) -> Any:
        """The ``typer.Option`` of the row (typer imported only now)."""
        import typer

        metavar = f"<{self.name.rsplit('_', 1)[-1]}>" if self.choices else None
        return typer.Option(*self.flags, help=self.help, metavar=metavar)

    def annotation(self) -> Any:
        """The parameter's annotation for typer: the type with its ``typer.Option``."""
        kind = self.type
        if self.choices:
            kind = _choice_enum(self.name, self.choices)
        return Annotated[kind, self.typer_option()]

    def parameter_default(self) -> Any:
        default = self.default
        if self.choices and default is not None:
            return _choice_enum(self.name, self.choices)(default)
        return default

    def checked(self, value: Any) -> Any:
        if isinstance(value, Enum):
            value = value.value
        if value is None or self.check is None:
            return value
        return self.check(self.flag, value)


@cache
def _choice_enum(name: str, choices: tuple[str, ...]) -> type[Enum]:
    return Enum(name.title().replace("_", ""), {c: c for c in choices}, type=str)  # type: ignore[return-value]


@cache
def owner_class(owner: str) -> type:
    module, _, name = OWNERS[owner].partition(":")
    cls: type = getattr(import_module(module), name)
    return cls


def field_default(path: str) -> Any:
    """The default of ``"owner.field"``, as its dataclass declares it."""
    owner, _, attribute = path.partition(".")
    for f in dataclasses.fields(owner_class(owner)):
        if f.name == attribute:
            if f.default is not dataclasses.MISSING:
                return f.default
            if f.default_factory is not dataclasses.MISSING:
                return f.default_factory()
            raise ValueError(f"{path} has no default")
    raise ValueError(f"{OWNERS[owner]} has no field {attribute!r}")
