"""The crawl: from its starts to every news story they list, each harvested once.

:class:`CrawlQueue` is the batch runner's URL queue (:class:`harvester.batch.runner.Runner`
harvests the stories with its robots.txt, per-host limits, retries and deadline). When no
story is waiting, a worker that asks for one reads the next navigation page or feed itself:
fetched by the run's HTTP client (robots.txt and the host's turn first), then

- a feed or sitemap (:mod:`harvester.crawl.feeds`): its entries are stories, a sitemap
  index's sitemaps are feeds to read;
- a robots.txt: its ``Sitemap:`` lines are feeds;
- an HTML page (:mod:`harvester.crawl.listing`): a navigation page gives its news links
  (stories, with the title and time listed), its next pages and its channels (navigation
  pages, one level deeper); a page that is no navigation page is a story itself. A page
  whose lists a script draws is read as the browser shows it (:mod:`harvester.crawl.drawn`;
  not under ``--render never``).

Each navigation page or feed read gets a ``navigation`` record with the links found. Every
URL passes the scope (the starts' sites, or their sections, and ``--allow``/``--deny``),
the depth bound and, for listed stories, ``--since``; keys (:mod:`harvester.crawl.keys`)
make each story one row of the frontier (:mod:`harvester.crawl.frontier`), harvested once.
:class:`ListReader` reads one list; ``harvest worker`` uses it too, with the shared
queue's frontier (:mod:`harvester.shared.crawl`).
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, timezone
from email.utils import parsedate_to_datetime
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import urlsplit

from protego import Protego

from harvester.batch.output import Compaction, JsonlWriter, RecordSink
from harvester.batch.runner import QueuedUrl, Runner, RunStats
from harvester.crawl.drawn import drawn_html
from harvester.crawl.feeds import read_feed
from harvester.crawl.frontier import Entry, Frontier, Role
from harvester.crawl.keys import story_key
from harvester.crawl.listing import ListedLink, is_list, read_listing
from harvester.crawl.options import CrawlOptions, Scope
from harvester.extraction.encoding import decode_html
from harvester.fetch import Fetched, FetchError
from harvester.record import HarvestRecord, http_error
from harvester.urls import host_of

logger = logging.getLogger(__name__)

#: The time zone of the times lists show (the portals harvested are Chinese: Beijing
#: time), for "3小时前" counted from the server's Date header.
LIST_TIMEZONE = timezone(timedelta(hours=8))


@dataclass(frozen=True, slots=True)
class ListedUrl(QueuedUrl):
    """A story as the crawl hands it to the runner: what the list said of it."""

    key: str = ""
    title: str | None = None
    time: str | None = None
    found_on: str | None = None

    def tell(self, record: HarvestRecord) -> None:
        """Give the story's record what its list said of it."""
        record.found_on, record.listed_title, record.listed_time = (
            self.found_on,
            self.title,
            self.time,
        )


@dataclass(slots=True)
class InScope:
    """Which URLs a crawl may follow: on a start's site (host and port, and the twins its
    pages name), or under a start's folder (``section``); matching an ``allow`` pattern
    when there are any, and no ``deny`` pattern."""

    starts: tuple[str, ...]
    scope: Scope = "site"
    allow: tuple[re.Pattern[str], ...] = ()
    deny: tuple[re.Pattern[str], ...] = ()
    sites: set[str] = field(default_factory=set)
    prefixes: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        self.sites = {host_of(u) for u in self.starts}
        self.prefixes = tuple(story_key(u).rsplit("/", 1)[0] + "/" for u in self.starts)

    def __call__(self, url: str) -> bool:
        if host_of(url) not in self.sites:
            return False
        if self.scope == "section" and not story_key(url).startswith(self.prefixes):
            return False
        if self.allow and not any(p.search(url) for p in self.allow):
            return False
        return not any(p.search(url) for p in self.deny)


def server_now(date_header: str | None) -> datetime:
    """The server's time (its ``Date``), else the clock's, as list-local naive time."""
    try:
        when = parsedate_to_datetime(date_header) if date_header else None
    except (TypeError, ValueError):
        when = None
    return (when or datetime.now(UTC)).astimezone(LIST_TIMEZONE).replace(tzinfo=None)


def too_old(listed: str | None, since: date | None) -> bool:
    """Whether a story listed at ``listed`` (ISO) is older than ``since``."""
    if since is None or not listed:
        return False
    try:
        return datetime.fromisoformat(listed[:10]).date() < since
    except ValueError:
        return False


class ListFrontier(Protocol):
    """What reading a list adds to: the crawl's frontier, this process's
    (:class:`~harvester.crawl.frontier.Frontier`) or the shared queue's."""

    def add(self, entries: Iterable[Entry]) -> int: ...

    def add_done(self, keys: Iterable[str], state: str = "done") -> None: ...

    def add_twins(self, hosts: Iterable[str]) -> None: ...


@dataclass
class ListReader:
    """Reads one navigation page, feed, sitemap or robots.txt of a crawl: its record to
    ``write``, its stories and further lists to ``frontier`` (see the module docstring).
    ``run``: the run whose robots.txt answers count (the shared queue's)."""

    runner: Runner
    frontier: ListFrontier
    write: Callable[[HarvestRecord], None]
    options: CrawlOptions
    in_scope: InScope
    run: str | None = None

    async def read(self, page: Entry) -> bool:
        """Read a navigation page or feed; True when it is no navigation page but a
        story (a start that is an article or a gallery)."""
        fetched = await self._fetch(page.url)
        if isinstance(fetched, HarvestRecord):
            self.write(fetched)
            return False
        record = HarvestRecord(url=page.url, final_url=fetched.final_url, kind="navigation")
        record.http_status = fetched.status
        if fetched.status >= 400:
            record.fail("http", http_error(fetched.status, fetched.reason))
            self.write(record)
            return False
        if urlsplit(fetched.final_url).path == "/robots.txt":
            text = fetched.body.decode("utf-8", "replace")
            maps = [u for u in Protego.parse(text).sitemaps if self.in_scope(u)]
            self._follow(maps, "feed", page)
            record.links = [{"url": u, "title": None, "time": None} for u in maps]
            self.write(record)
            return False
        if (feed := read_feed(fetched.body, fetched.final_url)) is not None:
            listed = [ListedLink(e.url, e.title or "", e.time) for e in feed.entries]
            self._stories(listed, page, fetched.final_url)
            self._follow(feed.sitemaps, "feed", page)
            record.title = f"{feed.kind}: {len(feed.entries) or len(feed.sitemaps)} links"
            record.links = [link.to_dict() for link in listed]
            record.links += [{"url": u, "title": None, "time": None} for u in feed.sitemaps]
            self.write(record)
            return False
        if not fetched.is_html:
            record.fail("not_html", f"not HTML, nor a feed or sitemap: {fetched.content_type}")
            self.write(record)
            return False
        decoded = decode_html(fetched.body, fetched.header("content-type"))
        now = server_now(fetched.header("date"))
        listing = await asyncio.to_thread(read_listing, decoded.text, fetched.final_url, now)
        shown = None
        if listing.drawn and self.runner.options.render != "never":
            shown = await drawn_html(self.runner, fetched, decoded.encoding)
            if shown is not None:
                listing = await asyncio.to_thread(read_listing, shown, fetched.final_url, now)
                record.rendered = True
        html, continued = shown or decoded.text, page.role == "page"
        if not await asyncio.to_thread(
            is_list, listing, html, fetched.final_url, continued=continued
        ):
            # a start that is a story is harvested; a channel link to a page of no list
            # (关于我们) is left alone
            logger.debug("%s: no list of news links, not followed", page.url)
            return page.depth == 0
        twins = {host_of(twin) for twin in listing.twins} - self.in_scope.sites
        if twins:  # kept in the frontier: a resumed crawl follows them too
            self.in_scope.sites |= twins
            self.frontier.add_twins(twins)
        self._stories(list(listing.news), page, fetched.final_url)
        self._follow(listing.pages, "page", page)
        self._follow(listing.channels, "nav", page)
        record.links = [link.to_dict() for link in listing.news]
        self.write(record)
        return False

    async def _fetch(self, url: str) -> Fetched | HarvestRecord:
        """The page at ``url`` (robots.txt asked, its host's turn taken), or the error
        record of why there is none."""
        robots, gate, fetcher = self.runner.robots(self.run), self.runner.gate, self.runner.fetcher
        assert fetcher is not None  # the runner is running
        if not await robots.allowed(url):
            return _failed(url, "robots", "robots.txt forbids it (--ignore-robots reads it anyway)")
        host = host_of(url)
        delay = await robots.crawl_delay(url)
        async with gate.slot(host):
            await gate.turn(host, delay)
            try:
                return await fetcher.fetch(url, label="list", any_body=True)
            except FetchError as exc:
                return _failed(url, exc.kind, str(exc))

    def _stories(self, links: list[ListedLink], page: Entry, found_on: str) -> None:
        depth = page.depth + 1
        links = [link for link in links if self.in_scope(link.url)]
        old = [link for link in links if too_old(link.time, self.options.since)]
        if old:  # older than --since: seen, never harvested (by a later pass either)
            self.frontier.add_done((story_key(link.url) for link in old), state="old")
        self.frontier.add(
            Entry(story_key(x.url), x.url, "story", depth, found_on, x.title or None, x.time)
            for x in links
            if not too_old(x.time, self.options.since)
        )

    def _follow(self, urls: Iterable[str], role: Role, page: Entry) -> None:
        """Queue ``urls`` (navigation pages or feeds) one level below ``page``, within
        the depth bound and the scope."""
        depth = page.depth + 1
        if depth <= self.options.depth:
            self.frontier.add(
                Entry(story_key(url), url, role, depth, page.url)
                for url in urls
                if self.in_scope(url)
            )


@dataclass
class ListsRead:
    """The navigation records of a crawl: how many were ``ok``, and the failed ones."""

    ok: int = 0
    failed: list[HarvestRecord] = field(default_factory=list)

    def add(self, record: HarvestRecord) -> None:
        if record.status == "ok":
            self.ok += 1
        else:
            self.failed.append(record)

    def update(self, other: ListsRead) -> None:
        self.ok += other.ok
        self.failed += other.failed


class CrawlQueue:
    """The runner's queue for a crawl (see the module docstring)."""

    def __init__(
        self,
        runner: Runner,
        frontier: Frontier,
        sink: RecordSink,
        options: CrawlOptions,
        in_scope: InScope,
    ) -> None:
        self.frontier, self.sink, self.options = frontier, sink, options
        self.reader = ListReader(runner, frontier, self._write, options, in_scope)
        self.lists_read = 0
        #: the navigation records written
        self.lists = ListsRead()
        self._reading = 0
        self._changed = asyncio.Condition()

    async def get(self) -> QueuedUrl | None:
        """The next story to harvest; None when nothing is left to read or harvest."""
        while True:
            story = self.frontier.take(("story",))
            if story is not None:
                return ListedUrl(
                    story.url,
                    key=story.key,
                    title=story.title,
                    time=story.time,
                    found_on=story.found_on,
                )
            page = None
            if self.lists_read < self.options.max_lists:
                page = self.frontier.take(("nav", "page", "feed"))
            if page is not None:
                self.lists_read += 1
                self._reading += 1
                is_story = False
                try:
                    is_story = await self.reader.read(page)
                except Exception as exc:  # a bug of ours: this page's record, not the crawl's end
                    logger.exception("reading %s", page.url)
                    self._write(_failed(page.url, "internal", f"internal error: {exc}"))
                finally:
                    if is_story:  # an article or a gallery: harvested as a story
                        self.frontier.requeue(page.key, "story")
                    else:
                        self.frontier.done(page.key)
                    self._reading -= 1
                    async with self._changed:
                        self._changed.notify_all()
                continue
            if self._reading == 0:
                return None
            async with self._changed:
                await self._changed.wait()

    def _write(self, record: HarvestRecord) -> None:
        self.sink.write(record, None)
        self.lists.add(record)


def _failed(url: str, kind: str, message: str) -> HarvestRecord:
    record = HarvestRecord(url=url, kind="navigation")
    record.fail(kind, message)
    return record


class CrawlSink:
    """The crawl's records into ``sink``: a story's record with what its list said of it
    (then its row is done), a navigation page's as it is."""

    def __init__(self, sink: RecordSink, frontier: Frontier) -> None:
        self.sink, self.frontier = sink, frontier

    def write(self, record: HarvestRecord, item: Any = None) -> None:
        if not isinstance(item, ListedUrl):
            self.sink.write(record, item)
            return
        # the story's other names: where it redirected to, what it calls itself
        names = {story_key(u) for u in (record.final_url, record.canonical_url) if u}
        names.discard(item.key)
        if record.status == "ok" and any(self.frontier.is_done(k) for k in names):
            self.frontier.done(item.key)  # harvested already under another name
            return
        item.tell(record)
        self.sink.write(record, item)
        self.frontier.done(item.key)
        if record.status == "ok":
            self.frontier.add_done(names)


def harvested_keys(path: Path) -> set[str]:
    """The keys of the stories ``path`` (a records file) holds an ``ok`` record for."""
    keys: set[str] = set()
    if not path.is_file():
        return keys
    with path.open("rb") as lines:
        for line in lines:
            try:
                record = json.loads(line)
            except (json.JSONDecodeError, UnicodeDecodeError):
                continue
            if not isinstance(record, dict) or record.get("status") != "ok":
                continue
            if record.get("kind") in ("article", "gallery"):
                for url in (record.get("url"), record.get("final_url")):
                    if isinstance(url, str) and url:
                        keys.add(story_key(url))
    return keys


async def crawl_into(
    runner: Runner,
    starts: list[str],
    writer: JsonlWriter,
    frontier: Frontier,
    options: CrawlOptions = CrawlOptions(),
) -> tuple[RunStats, ListsRead, Compaction]:
    """One pass of a crawl from ``starts`` into the open ``writer`` (resumed where the
    frontier's last one stopped, if it did): the runner's stats, the navigation records
    read, and the compaction of the file after."""
    number, resumed = frontier.begin_pass()
    if not resumed:
        harvested = writer.target if not writer.stream else None
        if harvested is not None:
            frontier.add_done(harvested_keys(harvested))
        frontier.add(Entry(story_key(u), u, "nav", 0) for u in starts)
    in_scope = InScope(
        tuple(starts),
        options.scope,
        tuple(re.compile(p) for p in options.allow),
        tuple(re.compile(p) for p in options.deny),
    )
    in_scope.sites |= frontier.twins()
    sink = CrawlSink(writer, frontier)
    queue = CrawlQueue(runner, frontier, sink, options, in_scope)
    runner.writer = writer
    stats = await runner.run(queue, sink)
    if not stats.interrupted:
        frontier.end_pass(number)
    return stats, queue.lists, writer.compact()
