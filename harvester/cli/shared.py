"""Opening the shared PostgreSQL of ``harvest submit / worker / status / results``."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager

import typer

from harvester.store.db import StoreError, database_url, safe_url
from harvester.store.templates import TemplateStore

logger = logging.getLogger(__name__)


@contextmanager
def open_shared(db: str | None) -> Iterator[TemplateStore]:
    """The store at ``db`` (migrated), which must be PostgreSQL; exit 2 otherwise."""
    url = database_url(db)
    if not url.startswith(("postgresql", "postgres:")):
        logger.error(
            "--db %s: the shared queue needs PostgreSQL (postgresql://user:password@host/database)",
            safe_url(url),
        )
        raise typer.Exit(2)
    try:
        store = TemplateStore(url)
    except StoreError as exc:
        logger.error("%s", exc)
        raise typer.Exit(2) from exc
    try:
        yield store
    finally:
        store.close()
