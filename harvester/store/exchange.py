"""The template files the store reads: an export (``harvest templates export``/``import``)
and the seeds, checked entry by entry into the keyword arguments of their table's rows.

A bad entry is a :class:`~harvester.store.db.StoreError` naming its site, never a
half-imported file: every entry is checked before any is written.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from harvester.store.db import StoreError
from harvester.store.models import CONTENT_FIELDS, ORIGINS, TRIGGER_KINDS
from harvester.urls import WHOLE_SITE, site_of

#: What an export says it is, and its version (an importer refuses another format).
EXPORT_FORMAT = "harvester-templates"
EXPORT_VERSION = 1


def parse_time(value: object, default: datetime) -> datetime:
    """An exported time (ISO 8601, UTC when it names no zone), or ``default`` when none."""
    if value in (None, ""):
        return default
    if not isinstance(value, str):
        raise ValueError(f"not a time: {value!r}")
    moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def check_trigger(trigger: str) -> None:
    kind, _, value = trigger.partition(":")
    if kind not in TRIGGER_KINDS or not value:
        raise ValueError(f"not a trigger: {trigger!r} (xpath:…, key:…, url:… or stack:…)")


def check_origin(origin: str) -> None:
    if origin not in ORIGINS:
        raise ValueError(f"origin must be one of {', '.join(ORIGINS)}, got {origin!r}")


def entries_of(document: object, kind: str) -> list[dict[str, Any]]:
    if not isinstance(document, dict) or document.get("format") != kind:
        raise StoreError(f'not a {kind} file (its "format" must be {kind!r})')
    entries = document.get("templates")
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise StoreError(f'not a {kind} file: "templates" must be a list of objects')
    return entries


def article_entries_of(document: object) -> list[dict[str, Any]]:
    """The article templates of an export (none in a file made before they were
    exported)."""
    entries = document.get("article_templates", []) if isinstance(document, dict) else []
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise StoreError(f'not a {EXPORT_FORMAT} file: "article_templates" must be a list')
    return entries


def clean_article_entry(entry: dict[str, Any], now: datetime) -> dict[str, Any]:
    """One article template of a file, checked, as :class:`ArticleTemplate` arguments."""
    where = entry.get("site") or "?"
    try:
        site, section, path = entry["site"], entry["section"], entry["path"]
        if not isinstance(site, str) or "://" not in site:
            raise ValueError(f"site must be scheme://host[:port], got {site!r}")
        if not isinstance(path, str) or not path.startswith("/"):
            raise ValueError(f"path must be an XPath, got {path!r}")
        return {
            "site": site_of(site),
            "section": str(section),
            "path": path,
            "created_at": parse_time(entry.get("created_at"), now),
            "last_used_at": parse_time(entry.get("last_used_at"), now),
            "hits": int(entry.get("hits") or 0),
            "disagreements": int(entry.get("disagreements") or 0),
            "relearned": int(entry.get("relearned") or 0),
        }
    except (KeyError, ValueError, TypeError) as exc:
        raise StoreError(f"bad article template for {where}: {exc}") from exc


def clean_entry(
    entry: dict[str, Any], origin_of: Callable[[str | None], str], now: datetime
) -> dict[str, Any]:
    """One template of a file, checked, as :class:`Template` keyword arguments."""
    where = entry.get("site") or "?"
    try:
        site, trigger = entry["site"], entry["trigger"]
        if not isinstance(site, str) or "://" not in site:
            raise ValueError(f"site must be scheme://host[:port], got {site!r}")
        check_trigger(trigger)
        if regex := entry.get("url_regex"):
            re.compile(regex)
        created = parse_time(entry.get("created_at"), now)
        return {
            "site": site_of(site),
            "section": entry.get("section") or WHOLE_SITE,
            "trigger": trigger,
            "origin": origin_of(entry.get("origin")),
            "created_at": created,
            "last_used_at": parse_time(entry.get("last_used_at"), now),
            "hits": int(entry.get("hits") or 0),
            "failures": int(entry.get("failures") or 0),
            "last_error": entry.get("last_error"),
            **{name: entry.get(name) or None for name in CONTENT_FIELDS},
        }
    except (KeyError, ValueError, TypeError, re.error) as exc:
        raise StoreError(f"bad template for {where}: {exc}") from exc
