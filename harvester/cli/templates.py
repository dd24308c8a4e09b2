"""``harvest templates …``: look at, prune, delete, export and import the template store.

Every subcommand takes ``--db`` (an SQLAlchemy URL; default ``$HARVEST_DB`` or the SQLite
file under ``templates_db/``). A problem (an unknown site, a bad duration, an unreadable
file, an unreachable database) prints one line on stderr and exits non-zero: 1 for what
was asked (no such site, a bad file), 2 for what could not start (bad option, database).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Annotated, NoReturn

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text
from sqlalchemy.exc import SQLAlchemyError

from harvester.config.row import DURATION_UNITS
from harvester.config.row import parse_duration as duration_seconds
from harvester.store.db import StoreError, database_url, safe_url, utcnow
from harvester.store.models import ArticleTemplate, Template
from harvester.store.templates import DEFAULT_MAX_AGE, TemplateStore

app = typer.Typer(
    help="The template store: what was learned about each site's galleries and articles.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


_SITE_HELP = "A site: host[:port], scheme://host[:port] or a URL."
Db = Annotated[
    str | None,
    typer.Option(
        help="Template store: an SQLAlchemy URL (default: $HARVEST_DB, else templates_db/)."
    ),
]
Json = Annotated[bool, typer.Option("--json", help="JSON instead of a table.")]

out = Console(highlight=False)
err = Console(stderr=True, soft_wrap=True, highlight=False)
if not out.is_terminal and "COLUMNS" not in os.environ:
    out.width = 160  # a table piped to a file or pager: do not fold it to 80 columns


def parse_duration(text: str) -> timedelta:
    """``7d``, ``12h``, ``30m``, ``90s``, ``2w`` or a sum of them (``1d12h``): the options'
    own durations (:func:`harvester.config.row.parse_duration`), as a time span."""
    try:
        return timedelta(seconds=duration_seconds(text))
    except ValueError as exc:
        raise ValueError(f"bad duration {text!r}: use {exc}") from None


def format_duration(delta: timedelta) -> str:
    """The largest of ``7d``, ``12h``, ``30m``, ``45s`` that is exact."""
    seconds = int(delta.total_seconds())
    for unit, size in list(DURATION_UNITS.items())[1:]:
        if seconds and seconds % size == 0:
            return f"{seconds // size}{unit}"
    return f"{seconds}s"


def ago(moment: datetime, now: datetime | None = None) -> str:
    """``3h ago``, ``2d ago``, ``just now``."""
    seconds = int(max((now or utcnow()) - moment, timedelta(0)).total_seconds())
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{seconds // size}{unit} ago"
    return "just now"


def when(moment: datetime, now: datetime | None = None) -> str:
    """``2026-11-29 21:50:07 UTC (3h ago)``."""
    return f"{moment.astimezone(UTC):%Y-%m-%d %H:%M:%S} UTC ({ago(moment, now)})"


def fail(message: str, code: int = 1) -> NoReturn:
    err.print(Text.assemble(("error", "red"), " ", message))
    raise typer.Exit(code)


@contextmanager
def opened(db: str | None) -> Iterator[TemplateStore]:
    """The store, or one clear line and exit 2 when it cannot be opened or used."""
    where = safe_url(database_url(db))
    try:
        store = TemplateStore(db)
    except StoreError as exc:
        fail(f"template store: {exc}", 2)
    except Exception as exc:  # a driver missing, a file that is not a database…
        fail(f"template store {where}: {_line(exc)}", 2)
    try:
        yield store
    except StoreError as exc:
        fail(str(exc))
    except SQLAlchemyError as exc:
        fail(f"template store {where}: {_line(getattr(exc, 'orig', None) or exc)}", 2)
    finally:
        store.close()


def _line(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return lines[0] if lines else type(exc).__name__


def _print_json(data: object) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def _table(rows: list[Template], title: str | None = None) -> Table:
    table = Table(title=title, title_justify="left")
    table.add_column("site", style="bold", overflow="fold")
    table.add_column("section", overflow="fold")
    table.add_column("trigger", style="cyan", overflow="fold")
    table.add_column("origin", no_wrap=True)
    table.add_column("hits", style="green", justify="right", no_wrap=True)
    table.add_column("failures", style="red", justify="right", no_wrap=True)
    table.add_column("last used", no_wrap=True)
    now = utcnow()
    for row in rows:
        table.add_row(
            *(Text(value) for value in (row.site, row.section, row.trigger, row.origin)),
            str(row.hits),
            str(row.failures),
            ago(row.last_used_at, now) if row.hits or row.failures else "never",
        )
    return table


def _article_table(rows: list[ArticleTemplate], title: str | None = None) -> Table:
    table = Table(title=title or "article templates", title_justify="left")
    table.add_column("site", style="bold", overflow="fold")
    table.add_column("section", overflow="fold")
    table.add_column("body path", style="cyan", overflow="fold")
    table.add_column("hits", style="green", justify="right", no_wrap=True)
    table.add_column("disagreed", style="red", justify="right", no_wrap=True)
    table.add_column("relearned", justify="right", no_wrap=True)
    table.add_column("last used", no_wrap=True)
    now = utcnow()
    for row in rows:
        table.add_row(
            *(Text(value) for value in (row.site, row.section, row.path)),
            str(row.hits),
            str(row.disagreements),
            str(row.relearned),
            ago(row.last_used_at, now) if row.hits or row.disagreements else "never",
        )
    return table


@app.command("list")
def list_command(
    site: Annotated[
        str | None, typer.Option("--site", help="Only sites whose name contains this.")
    ] = None,
    as_json: Json = False,
    db: Db = None,
) -> None:
    """Every template: gallery ones (site, section, trigger, origin, hits, failures, last
    used), then article ones (site, section, body path, hits, disagreements, relearned)."""
    with opened(db) as store:
        rows = store.all(site)
        articles = store.all(site, kind=ArticleTemplate)
    if as_json:
        _print_json(
            [{"kind": "gallery", **row.to_dict()} for row in rows]
            + [{"kind": "article", **row.to_dict()} for row in articles]
        )
        return
    if not rows and not articles:
        out.print(f"no templates{f' for sites matching {site!r}' if site else ''}")
        return
    if rows:
        out.print(_table(rows))
    if articles:
        out.print(_article_table(articles))


@app.command("show")
def show_command(
    site: Annotated[str, typer.Argument(help=_SITE_HELP)],
    as_json: Json = False,
    db: Db = None,
) -> None:
    """Everything stored about one site's templates (every section)."""
    with opened(db) as store:
        rows = store.get(site)
    if not rows:
        fail(f"no template for site {site!r} (see: harvest templates list)")
    if as_json:
        _print_json([row.to_dict() for row in rows])
        return
    now = utcnow()
    for row in rows:
        table = Table(title=Text(f"{row.site}  section {row.section}"), title_justify="left")
        table.add_column("field", style="bold")
        table.add_column("value", overflow="fold")
        data = row.to_dict()
        data["created_at"] = when(row.created_at, now)
        data["last_used_at"] = when(row.last_used_at, now)
        for key, value in data.items():
            if key not in ("site", "section"):
                table.add_row(key, Text("" if value is None else str(value)))
        out.print(table)


@app.command("prune")
def prune_command(
    older_than: Annotated[
        str,
        typer.Option(
            "--older-than", help="Delete templates unused for longer than this (7d, 12h, 30m)."
        ),
    ] = format_duration(DEFAULT_MAX_AGE),
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Only say what would be deleted.")
    ] = False,
    db: Db = None,
) -> None:
    """Delete the templates unused for a week (a site that changed its layout has
    stopped using its old one), or for --older-than."""
    try:
        max_age = parse_duration(older_than)
    except ValueError as exc:
        fail(str(exc), 2)
    with opened(db) as store:
        rows = store.prune(max_age, dry_run=dry_run)
        articles = store.prune(max_age, dry_run=dry_run, kind=ArticleTemplate)
    verb = "would delete" if dry_run else "deleted"
    age = format_duration(max_age)
    if not rows and not articles:
        out.print(f"nothing to prune: every template was used within {age}")
        return
    if rows:
        out.print(_table(rows, title=f"{verb} {len(rows)} template(s) unused for over {age}"))
    if articles:
        title = f"{verb} {len(articles)} article template(s) unused for over {age}"
        out.print(_article_table(articles, title=title))


@app.command("delete")
def delete_command(
    site: Annotated[str, typer.Argument(help=_SITE_HELP)],
    section: Annotated[
        str | None, typer.Option(help="Only this section (as `list` shows it, e.g. /photoview/).")
    ] = None,
    db: Db = None,
) -> None:
    """Delete a site's templates (its next gallery is discovered afresh)."""
    with opened(db) as store:
        rows = store.delete(site, section)
        articles = store.delete(site, section, kind=ArticleTemplate)
    if not rows and not articles:
        where = f" section {section!r}" if section else ""
        fail(f"no template for site {site!r}{where} (see: harvest templates list)")
    out.print(f"deleted {len(rows) + len(articles)} template(s):")
    for row in rows:
        out.print(f"  {row.site} {row.section} {row.trigger}", markup=False)
    for article in articles:
        out.print(f"  {article.site} {article.section} article {article.path}", markup=False)


@app.command("export")
def export_command(
    file: Annotated[Path, typer.Argument(help="JSON file to write (- for stdout).")],
    db: Db = None,
) -> None:
    """Write every template, gallery and article ones, to a JSON file, to import on
    another machine."""
    with opened(db) as store:
        document = store.export()
    data = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    if str(file) == "-":
        sys.stdout.write(data)
        return
    try:
        file.write_text(data, encoding="utf-8")
    except OSError as exc:
        fail(f"cannot write {file}: {exc.strerror or exc}")
    articles = len(document["article_templates"])
    err.print(
        f"exported {len(document['templates'])} template(s) and {articles} article template(s)"
        f" to {file}"
    )


@app.command("import")
def import_command(
    file: Annotated[Path, typer.Argument(help="A JSON file made by `export` (- for stdin).")],
    db: Db = None,
) -> None:
    """Merge templates exported elsewhere, gallery and article ones (newer wins).

    A site and section the store lacks is added; one it has is replaced when the imported
    template was used more recently, else kept. Seeded templates stay marked seeded.
    """
    try:
        raw = sys.stdin.read() if str(file) == "-" else file.read_text(encoding="utf-8")
    except OSError as exc:
        fail(f"cannot read {file}: {exc.strerror or exc}")
    try:
        document = json.loads(raw)
    except ValueError as exc:
        fail(f"{file} is not JSON: {exc}")
    with opened(db) as store:
        result = store.import_(document)
    out.print(
        f"imported {file}: {result.added} added, {result.replaced} replaced, "
        f"{result.kept} kept (the store's own were used more recently)"
    )
