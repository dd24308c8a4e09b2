"""The shared queue of ``harvest submit`` and ``harvest worker``: procrastinate's jobs in
PostgreSQL.

One job per URL of a run (task :data:`~harvester.shared.records.TASK`, arguments ``run``, ``url``
and ``key``, the normalised URL's hash); a URL given twice to a run is enqueued once (the
run's keys are looked up first, and procrastinate's ``queueing_lock`` guards against two
submissions racing). Workers take jobs with procrastinate's ``fetch_job`` (one job goes to
one worker: ``FOR UPDATE SKIP LOCKED``), beat procrastinate's worker heartbeat, and put
back the jobs of workers whose heartbeat stopped (``get_stalled_jobs``, ``retry_job``).
A job ends in :class:`~harvester.shared.records.DbSink`'s transaction, with its record.
A crawl's jobs (``harvest submit --crawl``) carry a ``crawl`` argument: its lists are read
by :class:`~harvester.shared.crawl.SharedLists`, its stories harvested as any URL.

procrastinate's own schema is applied on first use (by ``harvest submit`` or ``harvest
worker``; one process at a time, under an advisory lock); the harvester's tables come with
the template store's Alembic migrations.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from procrastinate import App, PsycopgConnector
from procrastinate import jobs as procrastinate_jobs
from procrastinate.exceptions import AlreadyEnqueued
from procrastinate.schema import SchemaManager
from sqlalchemy import text
from sqlalchemy.engine import Engine, make_url

from harvester.batch.runner import QueuedUrl
from harvester.record import HarvestRecord
from harvester.shared.claims import reconnecting
from harvester.shared.records import MAX_ATTEMPTS, QUEUE, TASK, DbSink, has_record, url_hash
from harvester.store.db import utcnow

if TYPE_CHECKING:
    from harvester.shared.crawl import SharedLists

#: Jobs deferred per statement by ``harvest submit``.
SUBMIT_BATCH = 1000
#: A worker with nothing to do asks again after this many seconds.
IDLE_POLL_S = 0.5
_SCHEMA_LOCK = 0x68617276_71  # "harv" "q": one process applies procrastinate's schema


def libpq_url(url: str) -> str:
    """An SQLAlchemy URL (``postgresql+psycopg://…``) as libpq's ``postgresql://…``."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "postgresql":
        raise ValueError(f"the shared queue needs PostgreSQL, not {parsed.get_backend_name()}")
    return parsed.set(drivername="postgresql").render_as_string(hide_password=False)


def make_app(url: str) -> App:
    """procrastinate on the database at ``url`` (open it with ``async with app.open_async()``)."""
    return App(connector=PsycopgConnector(conninfo=libpq_url(url)))


def ensure_schema(engine: Engine) -> bool:
    """Apply procrastinate's schema unless the database has it; True when it was applied."""
    with engine.begin() as conn:
        conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _SCHEMA_LOCK})
        if conn.execute(text("SELECT to_regclass('procrastinate_jobs')")).scalar() is not None:
            return False
        conn.exec_driver_sql(SchemaManager.get_schema().replace("%", "%%"), {})
    return True


@dataclass(frozen=True, slots=True)
class Submitted:
    """What ``harvest submit`` did."""

    run: str
    queued: int
    duplicates: int  # given twice in this submission
    already: int  # already in the run from an earlier submission


def _keys_in_run(engine: Engine, run: str) -> set[str]:
    with engine.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT args->>'key' FROM procrastinate_jobs "
                "WHERE task_name = :t AND args->>'run' = :r"
            ),
            {"t": TASK, "r": run},
        )
        return {r[0] for r in rows}


def _job(run: str, url: str, key: str, queue: str) -> procrastinate_jobs.Job:
    return procrastinate_jobs.Job(
        id=None,
        queue=queue,
        lock=None,
        queueing_lock=f"{run}\n{key}",
        task_name=TASK,
        task_kwargs={"run": run, "url": url, "key": key},
    )


async def submit(
    app: App, engine: Engine, run: str, lines: Iterable[str], *, queue: str = QUEUE
) -> Submitted:
    """One job per distinct URL of ``lines`` not yet in ``run``, in procrastinate's queue
    ``queue`` (another name keeps a crawl apart, for its own workers, or a test's)."""
    seen = await asyncio.to_thread(_keys_in_run, engine, run)
    queued = duplicates = already = 0
    batch: list[procrastinate_jobs.Job] = []

    async def flush() -> None:
        nonlocal queued, already
        if not batch:
            return
        try:
            await app.job_manager.batch_defer_jobs_async(batch)
            queued += len(batch)
        except AlreadyEnqueued:  # another submission raced this one: job by job
            for job in batch:
                try:
                    await app.job_manager.defer_job_async(job)
                    queued += 1
                except AlreadyEnqueued:
                    already += 1
        batch.clear()

    mine: set[str] = set()
    for line in lines:
        url = line.strip().lstrip("\ufeff")
        if not url or url.startswith("#"):
            continue
        key = url_hash(url)
        if key in mine:
            duplicates += 1
            continue
        mine.add(key)
        if key in seen:
            already += 1
            continue
        seen.add(key)
        batch.append(_job(run, url, key, queue))
        if len(batch) >= SUBMIT_BATCH:
            await flush()
    await flush()
    return Submitted(run, queued, duplicates, already)


class SharedQueue:
    """:class:`~harvester.batch.runner.UrlQueue` of ``harvest worker``: procrastinate's jobs.

    A job tried :data:`~harvester.shared.records.MAX_ATTEMPTS` times already (its workers died
    under it) gets an error record instead of another try; a job whose URL has its record
    in the run already (a stalled job put back while its slow worker still finished it)
    is ended without harvesting. ``until_empty``:
    give no more URLs once no job is queued or running (tests, benches); else wait for
    jobs until :meth:`close`.
    """

    def __init__(
        self,
        app: App,
        engine: Engine,
        sink: DbSink,
        worker_id: int,
        *,
        until_empty: bool,
        queue: str = QUEUE,
        lists: SharedLists | None = None,
    ) -> None:
        self.app = app
        #: a crawl's jobs (their ``crawl`` argument): lists read, stories told
        self.lists = lists
        self.queue = queue
        self.engine = engine
        self.sink = sink
        self.worker_id = worker_id
        self.until_empty = until_empty
        self._closed = asyncio.Event()

    def close(self) -> None:
        """Hand out no more jobs (the worker is stopping)."""
        self._closed.set()

    async def get(self) -> QueuedUrl | None:
        while not self._closed.is_set():
            job = await reconnecting(
                lambda: self.app.job_manager.fetch_job([self.queue], self.worker_id)
            )
            if job is None:
                if self.until_empty and await reconnecting(lambda: asyncio.to_thread(self._empty)):
                    return None
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._closed.wait(), IDLE_POLL_S)
                continue
            assert job.id is not None
            run, url = job.task_kwargs["run"], job.task_kwargs["url"]
            item = QueuedUrl(str(url), str(run), job.id)
            if job.attempts >= MAX_ATTEMPTS:
                record = HarvestRecord(url=item.url)
                record.fail(
                    "worker",
                    f"worker: {job.attempts} workers stopped while harvesting it "
                    "(killed, out of memory, or the database failed each time)",
                )
                await asyncio.to_thread(self.sink.write, record, item)
                continue
            crawl = job.task_kwargs.get("crawl")
            if isinstance(crawl, dict) and self.lists is not None:
                self.sink.taken[job.id] = job.attempts
                story = await self.lists.take(item, crawl)
                if story is None:  # a list, read now, or a story seen: its job ended
                    self.sink.taken.pop(job.id, None)
                    continue
                item = story
            recorded = partial(asyncio.to_thread, has_record, self.engine, str(run), item.url)
            if await reconnecting(recorded):
                await asyncio.to_thread(self.sink.finish_only, item)
                continue
            self.sink.taken[job.id] = job.attempts
            return item
        return None

    def _empty(self) -> bool:
        with self.engine.connect() as conn:
            left = conn.execute(
                text(
                    "SELECT count(*) FROM procrastinate_jobs "
                    "WHERE queue_name = :q AND status IN ('todo', 'doing')"
                ),
                {"q": self.queue},
            ).scalar_one()
        return bool(left == 0)

    async def put_back(self) -> int:
        """Return the jobs handed out and not ended to the queue (the worker is leaving
        before they were harvested)."""
        left = list(self.sink.taken)
        for job_id in left:
            # ended meanwhile, or the database is gone (a stall sweep puts it back then)
            with contextlib.suppress(Exception):
                await self.app.job_manager.retry_job_by_id_async(job_id=job_id, retry_at=utcnow())
        self.sink.taken.clear()
        return len(left)
