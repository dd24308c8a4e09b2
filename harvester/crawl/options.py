"""The bounds of a crawl (``harvest crawl``'s own options; the table: docs/options.md).
Light on purpose: the options table reads these defaults without importing the crawler."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Literal

#: How many links deep from a start navigation pages are read (a channel's page 5 is 5).
DEFAULT_DEPTH = 6
#: Navigation pages, feeds and sitemaps read at most per pass (calendars and endless page
#: numbers end here at the latest).
DEFAULT_MAX_LISTS = 500

Scope = Literal["site", "section"]
SCOPES: tuple[Scope, ...] = ("site", "section")


@dataclass(frozen=True, slots=True)
class CrawlOptions:
    """The bounds of a crawl (the CLI checks their values)."""

    depth: int = DEFAULT_DEPTH
    max_lists: int = DEFAULT_MAX_LISTS
    since: date | None = None
    scope: Scope = "site"
    allow: tuple[str, ...] = ()
    deny: tuple[str, ...] = ()
