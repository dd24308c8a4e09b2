"""A crawl on the shared queue: ``harvest submit --crawl`` and the workers that read its lists.

The crawl's frontier is PostgreSQL's, so any number of workers on any number of machines
share it:

- ``crawl_runs``: a crawl's starts and bounds (:class:`~harvester.crawl.options.CrawlOptions`)
  and how many lists it has read (``--max-lists`` counts for all workers together);
- ``crawl_rows``: one row per story key (:func:`~harvester.crawl.keys.story_key`) of a run,
  its role and state; a row that is new gets its job in the same transaction
  (procrastinate's defer on that connection), so a key is queued once, and a worker
  killed between the two leaves neither;
- ``crawl_twins``: the hosts a crawled site named as its own (its mobile twin).

A worker that takes a list's job reads it as ``harvest crawl`` does
(:class:`~harvester.crawl.crawler.ListReader`, the worker's shared host gate and robots.txt
answers): its navigation record ends the job, its stories and further lists become rows
and jobs. A story's job is harvested as any URL's; its record, with what its list said of
it, is written under the run's lock (:func:`guard`) unless one of its other names (where it
redirected to, its canonical URL) was harvested already, which makes one record per story
across workers. A later ``submit --crawl`` to the same run reads the lists again and
queues only stories not seen.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import re
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from datetime import date
from typing import Any, cast

from procrastinate import App
from sqlalchemy import Table, text
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.engine import Connection, Engine

from harvester.batch.runner import QueuedUrl, Runner
from harvester.crawl.crawler import InScope, ListedUrl, ListReader
from harvester.crawl.frontier import Entry, Role
from harvester.crawl.keys import story_key
from harvester.crawl.options import CrawlOptions
from harvester.record import HarvestRecord
from harvester.shared.records import TASK, DbSink, url_hash
from harvester.store.models import CrawlRow, CrawlTwin

logger = logging.getLogger(__name__)

#: The roles whose jobs are lists to read (the rest are stories to harvest).
LIST_ROLES: tuple[Role, ...] = ("nav", "page", "feed")


def key_hash(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class CrawlPlan:
    """What ``harvest submit --crawl`` stores for a run."""

    starts: tuple[str, ...]
    options: CrawlOptions

    def to_json(self) -> str:
        options = asdict(self.options)
        options["since"] = self.options.since.isoformat() if self.options.since else None
        return json.dumps({"starts": list(self.starts), "options": options})

    @classmethod
    def from_json(cls, data: str) -> CrawlPlan:
        raw = json.loads(data)
        options = dict(raw["options"])
        options["since"] = date.fromisoformat(options["since"]) if options["since"] else None
        options["allow"], options["deny"] = tuple(options["allow"]), tuple(options["deny"])
        return cls(tuple(raw["starts"]), CrawlOptions(**options))

    def in_scope(self) -> InScope:
        return InScope(
            self.starts,
            self.options.scope,
            tuple(re.compile(p) for p in self.options.allow),
            tuple(re.compile(p) for p in self.options.deny),
        )


class SharedFrontier:
    """One run's rows in PostgreSQL, each new one with its job (see the module docstring);
    the :class:`~harvester.crawl.crawler.ListFrontier` a worker's list reader adds to."""

    def __init__(self, engine: Engine, app: App, run: str, queue: str) -> None:
        self.engine, self.app, self.run, self.queue = engine, app, run, queue

    def add(self, entries: Iterable[Entry]) -> int:
        """Rows for the entries whose keys the run has not seen, and their jobs, in one
        transaction; how many were new."""
        wanted = {key_hash(e.key): e for e in entries}
        if not wanted:
            return 0
        table = cast(Table, CrawlRow.__table__)
        rows = [
            {"run": self.run, "key_hash": h, "url": e.url, "role": e.role, "state": "queued"}
            for h, e in wanted.items()
        ]
        with self.engine.begin() as conn:
            new = conn.execute(
                insert(table).values(rows).on_conflict_do_nothing().returning(table.c.key_hash)
            )
            fresh = [wanted[h] for (h,) in new]
            self._defer(conn, fresh)
        return len(fresh)

    def _defer(self, conn: Connection, entries: list[Entry]) -> None:
        """The entries' jobs, on ``conn`` (procrastinate's own defer function, in SQL: its
        Python API would open a connection of its own, outside the transaction)."""
        for e in entries:
            crawl = {
                "key": e.key,
                "role": e.role,
                "depth": e.depth,
                "found_on": e.found_on,
                "title": e.title,
                "time": e.time,
            }
            args = {"run": self.run, "url": e.url, "key": url_hash(e.url), "crawl": crawl}
            conn.execute(
                text(
                    "SELECT procrastinate_defer_jobs_v1(ARRAY[ROW(:q, :t, 0, NULL, NULL,"
                    " CAST(:a AS jsonb), NULL)::procrastinate_job_to_defer_v1])"
                ),
                {"q": self.queue, "t": TASK, "a": json.dumps(args, ensure_ascii=False)},
            )

    def add_done(self, keys: Iterable[str], state: str = "done") -> None:
        """Stories seen and not to be harvested (``old``: listed before ``--since``), or
        harvested under another name (``done``)."""
        hashes = {key_hash(k) for k in keys}
        if hashes:
            with self.engine.begin() as conn:
                mark_done(conn, self.run, hashes, state)

    def requeue(self, entry: Entry) -> None:
        """A start read as a list that is a story: its row a story, with a story's job."""
        story = Entry(entry.key, entry.url, "story", entry.depth, entry.found_on)
        with self.engine.begin() as conn:
            conn.execute(
                text(
                    "UPDATE crawl_rows SET role = 'story', state = 'queued' "
                    "WHERE run = :r AND key_hash = :k"
                ),
                {"r": self.run, "k": key_hash(entry.key)},
            )
            self._defer(conn, [story])

    def add_twins(self, hosts: Iterable[str]) -> None:
        table = cast(Table, CrawlTwin.__table__)
        rows = [{"run": self.run, "host": h} for h in hosts]
        if rows:
            with self.engine.begin() as conn:
                conn.execute(insert(table).values(rows).on_conflict_do_nothing())

    def twins(self) -> set[str]:
        with self.engine.connect() as conn:
            found = conn.execute(
                text("SELECT host FROM crawl_twins WHERE run = :r"), {"r": self.run}
            )
            return {host for (host,) in found}

    def state(self, key: str) -> str | None:
        with self.engine.connect() as conn:
            return conn.execute(
                text("SELECT state FROM crawl_rows WHERE run = :r AND key_hash = :k"),
                {"r": self.run, "k": key_hash(key)},
            ).scalar_one_or_none()


def mark_done(conn: Connection, run: str, hashes: Iterable[str], state: str = "done") -> None:
    """Mark stories (by key hash) seen in ``state``, inserted when the run has no row yet."""
    table = cast(Table, CrawlRow.__table__)
    rows = [
        {"run": run, "key_hash": h, "url": None, "role": "story", "state": state} for h in hashes
    ]
    if not rows:
        return
    statement = insert(table).values(rows)
    conn.execute(
        statement.on_conflict_do_update(
            index_elements=[table.c.run, table.c.key_hash],
            set_={"state": statement.excluded.state},
            where=(table.c.role == "story")
            & ((table.c.state == "queued") | (statement.excluded.state == "done")),
        )
    )


def plan_crawl(engine: Engine, app: App, run: str, plan: CrawlPlan, queue: str) -> bool:
    """Store ``plan`` for ``run`` and queue its starts; whether the run had a crawl
    already. A run crawled before reads its lists again (they are forgotten) and keeps
    its stories: only what is new is harvested."""
    with engine.begin() as conn:
        again = (
            conn.execute(text("SELECT 1 FROM crawl_runs WHERE run = :r"), {"r": run}).first()
            is not None
        )
        conn.execute(
            text(
                "INSERT INTO crawl_runs (run, options, lists_read) VALUES (:r, :o, 0) "
                "ON CONFLICT (run) DO UPDATE SET options = :o, lists_read = 0"
            ),
            {"r": run, "o": plan.to_json()},
        )
        conn.execute(text("DELETE FROM crawl_rows WHERE run = :r AND role != 'story'"), {"r": run})
    SharedFrontier(engine, app, run, queue).add(
        Entry(story_key(u), u, "nav", 0) for u in plan.starts
    )
    return again


def guard(conn: Connection, record: HarvestRecord, item: QueuedUrl) -> bool:
    """In the transaction that writes a crawled story's record: whether to write it (none
    of its other names harvested yet), and what its list said of it told to the record;
    its names marked harvested when it is ``ok``."""
    if not isinstance(item, ListedUrl) or item.run is None:
        return True
    item.tell(record)
    run = item.run
    # one story's names are checked and marked by one worker at a time
    conn.execute(text("SELECT pg_advisory_xact_lock(hashtext(:r))"), {"r": f"crawl\n{run}"})
    names = {key_hash(story_key(u)) for u in (record.final_url, record.canonical_url) if u}
    names.discard(key_hash(item.key))
    if record.status == "ok" and names:
        done = conn.execute(
            text(
                "SELECT 1 FROM crawl_rows WHERE run = :r AND key_hash = ANY(:k) "
                "AND state = 'done' LIMIT 1"
            ),
            {"r": run, "k": list(names)},
        ).first()
        if done is not None:  # harvested already under another name
            mark_done(conn, run, [key_hash(item.key)])
            return False
    mark_done(conn, run, [key_hash(item.key), *(names if record.status == "ok" else ())])
    return True


class SharedLists:
    """A worker's part in the crawls of the shared queue: the list jobs it takes are
    read here, the story jobs handed to its runner with what their lists said."""

    def __init__(self, engine: Engine, app: App, sink: DbSink, queue: str) -> None:
        self.engine, self.app, self.sink, self.queue = engine, app, sink, queue
        self.runner: Runner | None = None  # the worker's, set once it is made

    async def take(self, item: QueuedUrl, crawl: dict[str, Any]) -> QueuedUrl | None:
        """The job ``item`` of a crawl: a story to harvest (what its list said of it), or
        None when it was a list (read now, its job ended) or a story seen already."""
        assert item.run is not None
        frontier = SharedFrontier(self.engine, self.app, item.run, self.queue)
        entry = Entry(
            str(crawl["key"]),
            item.url,
            crawl["role"],
            int(crawl["depth"]),
            crawl.get("found_on"),
            crawl.get("title"),
            crawl.get("time"),
        )
        if entry.role not in LIST_ROLES:
            if await asyncio.to_thread(frontier.state, entry.key) != "queued":
                await asyncio.to_thread(self.sink.finish_only, item)  # harvested under a twin
                return None
            return ListedUrl(
                item.url,
                item.run,
                item.job,
                key=entry.key,
                title=entry.title,
                time=entry.time,
                found_on=entry.found_on,
            )
        await self._read(item, entry, frontier)
        return None

    async def _read(self, item: QueuedUrl, entry: Entry, frontier: SharedFrontier) -> None:
        assert item.run is not None and self.runner is not None
        plan = await asyncio.to_thread(self._plan, item.run)
        written = False

        def write(record: HarvestRecord) -> None:
            nonlocal written
            written = True
            self.sink.write(record, item)

        is_story = False
        if await asyncio.to_thread(self._count_list, item.run, plan.options.max_lists):
            in_scope = plan.in_scope()
            in_scope.sites |= await asyncio.to_thread(frontier.twins)
            reader = ListReader(self.runner, frontier, write, plan.options, in_scope, item.run)
            try:
                is_story = await reader.read(entry)
            except Exception as exc:  # a bug of ours: this page's record, not the worker's end
                logger.exception("reading %s", entry.url)
                record = HarvestRecord(url=entry.url, kind="navigation")
                record.fail("internal", f"internal error: {exc}")
                await asyncio.to_thread(write, record)
        if is_story:
            await asyncio.to_thread(frontier.requeue, entry)
        if not written:
            await asyncio.to_thread(self.sink.finish_only, item)

    def _plan(self, run: str) -> CrawlPlan:
        """The run's plan as its last ``submit --crawl`` stored it."""
        with self.engine.connect() as conn:
            data = conn.execute(
                text("SELECT options FROM crawl_runs WHERE run = :r"), {"r": run}
            ).scalar_one()
        return CrawlPlan.from_json(data)

    def _count_list(self, run: str, most: int) -> bool:
        """Count one more list read by the run; False when it has read ``most``."""
        with self.engine.begin() as conn:
            counted = conn.execute(
                text(
                    "UPDATE crawl_runs SET lists_read = lists_read + 1 "
                    "WHERE run = :r AND lists_read < :m RETURNING lists_read"
                ),
                {"r": run, "m": most},
            ).first()
        return counted is not None
