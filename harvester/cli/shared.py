"""Opening the shared PostgreSQL of ``harvest submit / worker / status / results``."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import typer
from rich.console import Console
from rich.markup import escape

from harvester.store.db import StoreError, database_url, safe_url
from harvester.store.templates import TemplateStore


@contextmanager
def open_shared(db: str | None, console: Console) -> Iterator[TemplateStore]:
    """The store at ``db`` (migrated), which must be PostgreSQL; exit 2 otherwise."""
    url = database_url(db)
    if not url.startswith(("postgresql", "postgres:")):
        console.print(
            f"[red]error[/] --db {escape(safe_url(url))}: the shared queue needs PostgreSQL "
            "(postgresql://user:password@host/database)"
        )
        raise typer.Exit(2)
    try:
        store = TemplateStore(url)
    except StoreError as exc:
        console.print(f"[red]error[/] {escape(str(exc))}")
        raise typer.Exit(2) from exc
    try:
        yield store
    finally:
        store.close()
