"""The table itself: every row, which command takes which, and :func:`build`."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from harvester.config.row import (
    LOG_LEVELS,
    OWNERS,
    Row,
    a_date,
    at_least,
    duration,
    har_recording,
    hosts,
    one_of,
    owner_class,
    patterns,
    seconds,
    writable_file,
    writable_folder,
)
from harvester.crawl.options import SCOPES
from harvester.pipeline.modes import RENDER_MODES

#: Which harvesting commands take a row (``Row.commands``).
ALL = ("run", "crawl", "worker")
RUN, CRAWL, WORKER = ("run",), ("crawl",), ("worker",)
RUN_CRAWL, RUN_WORKER = ("run", "crawl"), ("run", "worker")

_LEVELS_HELP = "What to log on stderr: " + ", ".join(LOG_LEVELS[:-1]) + f" or {LOG_LEVELS[-1]}."

#: Every row, in the order the checks run and each command's ``--help`` lists its rows, with
#: the commands that take it.
ROWS: tuple[Row, ...] = (
    Row(
        "out",
        Path,
        "JSON Lines output (appended, then compacted; - streams to stdout).",
        own_default=Path("harvest.jsonl"),
        flags=("--out", "-o"),
        commands=RUN_CRAWL,
    ),
    Row(
        "state",
        Path | None,
        "The crawl's frontier and seen set (SQLite; default: --out with .crawl.sqlite3).",
        own_default=None,
        check=writable_file,
        commands=CRAWL,
    ),
    Row(
        "depth",
        int,
        "Read navigation pages at most this many links from a start (pagination counts).",
        field="crawl.depth",
        check=at_least(0),
        commands=CRAWL,
    ),
    Row(
        "max_lists",
        int,
        "Read at most this many navigation pages, feeds and sitemaps per pass.",
        field="crawl.max_lists",
        check=at_least(1),
        commands=CRAWL,
    ),
    Row(
        "since",
        str | None,
        "Skip listed stories older than this date (YYYY-MM-DD).",
        field="crawl.since",
        check=a_date,
        commands=CRAWL,
    ),
    Row(
        "scope",
        str,
        "Follow links on the starts' sites, or only under the starts' folders (section).",
        field="crawl.scope",
        check=one_of(*SCOPES),
        choices=SCOPES,
        commands=CRAWL,
    ),
    Row(
        "allow",
        list[str],
        "Follow only URLs matching this regular expression (repeatable).",
        field="crawl.allow",
        check=patterns,
        commands=CRAWL,
    ),
    Row(
        "deny",
        list[str],
        "Never follow URLs matching this regular expression (repeatable).",
        field="crawl.deny",
        check=patterns,
        commands=CRAWL,
    ),
    Row(
        "every",
        str | None,
        "Crawl again this long after each pass ends (90s, 10m, 1h), harvesting only new "
        "stories, until Ctrl-C.",
        own_default=None,
        check=duration,
        commands=CRAWL,
    ),
    Row(
        "db",
        str | None,
        "Template store: an SQLAlchemy URL (default: $HARVEST_DB, else templates_db/).",
        own_default=None,
        commands=RUN_CRAWL,
    ),
    Row(
        "shared_db",
        str | None,
        "The shared PostgreSQL: queue, templates, records (default: $HARVEST_DB), "
        "postgresql://user:password@host/database.",
        own_default=None,
        flags=("--db",),
        commands=WORKER,
    ),
    Row(
        "resume",
        bool,
        "Skip URLs that already have an ok record in --out.",
        own_default=True,
        commands=RUN,
    ),
    Row(
        "wait_for_out",
        bool,
        "When another run is writing to --out, wait for it to end (default: exit 2).",
        own_default=False,
        commands=RUN_CRAWL,
    ),
    Row(
        "concurrency",
        int,
        "URLs harvested at once (tabs).",
        field="run.concurrency",
        check=at_least(1),
        commands=ALL,
    ),
    Row(
        "until_empty",
        bool,
        "Leave once no job is queued or running (else wait for more).",
        field="worker.until_empty",
        commands=WORKER,
    ),
    Row(
        "queue",
        str,
        "The shared queue's name (keeps a crawl apart).",
        field="worker.queue",
        flags=("--queue",),
        commands=WORKER,
    ),
    Row(
        "stalled_after",
        float,
        "Seconds without a heartbeat after which a worker counts as dead and its jobs are "
        "harvested again.",
        field="worker.stalled_s",
        check=seconds(),
        commands=WORKER,
    ),
    Row(
        "deadline",
        float,
        "Seconds one URL may take in all (load, probing, paging, retries).",
        field="run.deadline_s",
        check=seconds(),
        commands=ALL,
    ),
    Row(
        "retries",
        int,
        "Tries again after a network error, 5xx or 429 (with backoff).",
        field="run.retries",
        check=at_least(0),
        commands=ALL,
    ),
    Row(
        "per_host",
        int,
        "URLs of one host at once.",
        field="run.per_host",
        check=at_least(1),
        commands=ALL,
    ),
    Row(
        "delay",
        float,
        "Seconds between two requests to one host (or its Crawl-delay).",
        field="run.delay_s",
        check=seconds(zero=True),
        commands=ALL,
    ),
    Row(
        "ignore_robots",
        bool,
        "Harvest what robots.txt forbids.",
        field="run.ignore_robots",
        commands=ALL,
    ),
    Row(
        "user_agent",
        str | None,
        "User-Agent to send (default: the browser's, with harvester/VERSION).",
        field="browser.user_agent",
        commands=ALL,
    ),
    Row(
        "proxy",
        str | None,
        "Proxy server for every request (http://host:port).",
        field="browser.proxy",
        commands=ALL,
    ),
    Row(
        "allow_private",
        bool,
        "Also reach loopback, private and link-local addresses (refused by default: a page "
        "must not lead the harvester into the network it runs in).",
        field="browser.allow_private",
        commands=ALL,
    ),
    Row(
        "allow_private_host",
        list[str],
        "Reach this HOST or HOST:PORT although its address is private.",
        field="browser.private_hosts",
        check=hosts,
        commands=ALL,
    ),
    Row(
        "warc",
        Path | None,
        "Also write every page and picture, and the records, to this WARC file.",
        field="run.warc",
        check=writable_file,
        commands=RUN_CRAWL,
    ),
    Row(
        "pictures",
        Path | None,
        "Save every gallery's and article's pictures in this folder (DIR/ab/cd/SHA256.EXT, "
        "identical bytes once), fetched as the page's reader gets them.",
        field="harvest.pictures",
        check=writable_folder,
        commands=ALL,
    ),
    Row(
        "picture_max_bytes",
        int,
        "Bytes one picture may hold at most (larger: not saved, picture_error too_big).",
        field="harvest.picture_max_bytes",
        check=at_least(1),
        commands=ALL,
    ),
    Row(
        "picture_timeout",
        float,
        "Seconds one picture may take to arrive whole.",
        field="harvest.picture_timeout_s",
        check=seconds(),
        commands=ALL,
    ),
    Row(
        "record_har",
        Path | None,
        "Record what each page loaded as HAR files in this folder.",
        field="browser.record_har_dir",
        check=writable_folder,
        commands=RUN,
    ),
    Row(
        "replay_har",
        Path | None,
        "Serve pages from this HAR file (or folder of them), not the network.",
        field="browser.replay_har",
        check=har_recording,
        commands=RUN_WORKER,
    ),
    Row(
        "render",
        str,
        "Which pages the browser renders: auto (those the HTTP stage cannot finish from "
        "their bytes as sent), always (every page) or never (none).",
        field="harvest.render",
        check=one_of(*RENDER_MODES),
        choices=RENDER_MODES,
        commands=ALL,
    ),
    Row(
        "max_pages",
        int,
        "Stop a gallery after this many pictures.",
        field="harvest.max_pages",
        check=at_least(1),
        commands=ALL,
    ),
    Row(
        "max_candidates",
        int,
        "Probe at most this many controls per new gallery site.",
        field="harvest.max_candidates",
        check=at_least(1),
        commands=ALL,
    ),
    Row(
        "probe_budget",
        float | None,
        "Seconds of probing at most per new gallery (default: no limit but --max-candidates "
        "and --deadline; a limit makes results depend on machine load).",
        field="harvest.probe_budget_s",
        check=seconds(),
        commands=ALL,
    ),
    Row(
        "nav_timeout",
        float,
        "Seconds a page may take to load.",
        field="browser.nav_timeout_s",
        check=seconds(),
        commands=ALL,
    ),
    Row(
        "settle_timeout",
        float,
        "Seconds to wait at most for a page to become still.",
        field="browser.settle_timeout_s",
        check=seconds(),
        commands=ALL,
    ),
    Row(
        "chromium",
        str | None,
        "Chromium binary (default: $HARVEST_CHROMIUM, else /usr/bin/chromium).",
        field="browser.executable_path",
        commands=ALL,
    ),
    Row(
        "quiet",
        bool,
        "Log errors only (as --log-level error); the summary is still printed.",
        own_default=False,
        flags=("--quiet", "-q"),
        commands=ALL,
    ),
    Row(
        "verbose",
        bool,
        "Log every URL's start and notes (as --log-level debug).",
        own_default=False,
        flags=("--verbose", "-v"),
        commands=ALL,
    ),
    Row(
        "log_level",
        str,
        _LEVELS_HELP,
        own_default="info",
        check=one_of(*LOG_LEVELS),
        choices=LOG_LEVELS,
        commands=ALL,
    ),
    Row(
        "log",
        Path | None,
        "Also write the progress lines here.",
        own_default=None,
        commands=RUN_CRAWL,
    ),
)

BY_NAME: dict[str, Row] = {row.name: row for row in ROWS}

#: The options each harvesting command takes, in the order its ``--help`` lists them: the
#: table's order, filtered by each row's ``commands``.
COMMANDS: dict[str, tuple[str, ...]] = {
    command: tuple(row.name for row in ROWS if command in row.commands) for command in ALL
}


def commands_of(name: str) -> list[str]:
    """The harvesting commands that take the row ``name``."""
    return list(BY_NAME[name].commands)


F = TypeVar("F", bound=Callable[..., Any])


def options(*names: str) -> Callable[[F], F]:
    """Give a command function the rows ``names`` as typer options.

    The function takes its own parameters (arguments, command-specific options) and
    ``**values``; typer reads the ``__signature__`` this sets (the function's parameters,
    then one keyword-only parameter per row) and passes each row's value by its name.
    """

    def decorate(func: F) -> F:
        signature = inspect.signature(func, eval_str=True)
        own = [p for p in signature.parameters.values() if p.kind is not p.VAR_KEYWORD]
        rows = [
            inspect.Parameter(
                name,
                inspect.Parameter.KEYWORD_ONLY,
                default=BY_NAME[name].parameter_default(),
                annotation=BY_NAME[name].annotation(),
            )
            for name in names
        ]
        func.__signature__ = signature.replace(parameters=[*own, *rows])  # type: ignore[attr-defined]
        return func

    return decorate


def option(name: str) -> Any:
    """One row's ``typer.Option``, for a command that declares the parameter itself:
    ``db: Annotated[str | None, config.option("shared_db")] = config.default("shared_db")``."""
    return BY_NAME[name].typer_option()


def default(name: str) -> Any:
    """One row's default (its owning field's)."""
    return BY_NAME[name].default


class Built(NamedTuple):
    """What :func:`build` makes: the owning dataclasses and the checked CLI-only values."""

    run: Any
    harvest: Any
    browser: Any
    worker: Any
    crawl: Any
    cli: dict[str, Any]


def build(values: Mapping[str, Any]) -> Built:
    """Check ``values`` (row name -> parsed value; :class:`Usage` for a bad one, in table
    order) and make the dataclasses; a field no value names keeps its default."""
    unknown = set(values) - set(BY_NAME)
    if unknown:
        raise ValueError(f"no option named {', '.join(sorted(unknown))}")
    fields: dict[str, dict[str, Any]] = {owner: {} for owner in OWNERS}
    cli: dict[str, Any] = {}
    for row in ROWS:
        if row.name not in values:
            continue
        value = row.checked(values[row.name])
        if row.owner is None or row.attribute is None:
            cli[row.name] = value
        else:
            fields[row.owner][row.attribute] = value
    made = {owner: owner_class(owner)(**kwargs) for owner, kwargs in fields.items()}
    return Built(made["run"], made["harvest"], made["browser"], made["worker"], made["crawl"], cli)
