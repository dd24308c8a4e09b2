"""The shared queue's parts in one process, on the PostgreSQL ``.ci/run`` starts (no browser):
submitting, handing out and ending jobs, the record upsert, the claims. Each test uses a
queue of its own (named after its run), so it never takes another run's jobs."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Awaitable, Callable, Iterator
from typing import TypeVar

import pytest
from procrastinate import App
from sqlalchemy import text

from harvester.batch.runner import QueuedUrl
from harvester.record import HarvestRecord
from harvester.shared.claims import SharedClaims
from harvester.shared.queue import (
    SharedQueue,
    Submitted,
    ensure_schema,
    libpq_url,
    make_app,
    submit,
)
from harvester.shared.records import MAX_ATTEMPTS, DbSink, results, url_hash
from harvester.store.db import utcnow
from harvester.store.templates import TemplateStore
from testbeds.store_fixtures import PG_URL, needs_pg

T = TypeVar("T")


def test_libpq_url_drops_the_driver_and_refuses_other_databases() -> None:
    assert (
        libpq_url("postgresql+psycopg://u:p@127.0.0.1:5432/db")
        == "postgresql://u:p@127.0.0.1:5432/db"
    )
    with pytest.raises(ValueError, match="needs PostgreSQL"):
        libpq_url("sqlite:///x.sqlite3")


def test_url_hash_is_the_normalised_url_s() -> None:
    assert url_hash("HTTP://Example.com:80/a") == url_hash("http://example.com/a")
    assert url_hash("http://example.com/a") != url_hash("http://example.com/b")


@pytest.fixture
def store() -> Iterator[TemplateStore]:
    if not PG_URL:
        pytest.skip("HARVEST_TEST_PG is not set")
    store = TemplateStore(PG_URL, seeds=False)
    ensure_schema(store.engine)
    yield store
    store.close()


@pytest.fixture
def run(store: TemplateStore) -> Iterator[str]:
    """A run of the test's own, in a queue of the same name; its jobs and records go after."""
    name = f"t-{uuid.uuid4().hex[:8]}"
    yield name
    with store.engine.begin() as conn:
        conn.execute(text("DELETE FROM procrastinate_jobs WHERE queue_name = :q"), {"q": name})
        conn.execute(text("DELETE FROM records WHERE run = :q"), {"q": name})


def _run(store: TemplateStore, work: Callable[[App], Awaitable[T]]) -> T:
    async def go() -> T:
        async with make_app(store.url).open_async() as app:
            return await work(app)

    return asyncio.run(go())


def _job_status(store: TemplateStore, job: int) -> tuple[str, int]:
    with store.engine.connect() as conn:
        row = conn.execute(
            text("SELECT status, attempts FROM procrastinate_jobs WHERE id = :i"), {"i": job}
        ).one()
    return str(row[0]), int(row[1])


@needs_pg
def test_submit_queues_each_url_of_a_run_once(store: TemplateStore, run: str) -> None:
    lines = ["http://a.example/1", "# note", "", "HTTP://A.example/1", "http://a.example/2"]

    async def work(app: App) -> tuple[Submitted, Submitted]:
        first = await submit(app, store.engine, run, lines, queue=run)
        again = await submit(app, store.engine, run, [*lines, "http://a.example/3"], queue=run)
        return first, again

    first, again = _run(store, work)
    assert (first.queued, first.duplicates, first.already) == (2, 1, 0)
    assert (again.queued, again.duplicates, again.already) == (1, 1, 2)


@needs_pg
def test_a_record_and_its_job_end_together_and_an_ok_record_is_kept(
    store: TemplateStore, run: str
) -> None:
    url = "http://b.example/page.html"

    async def work(app: App) -> list[int]:
        await submit(app, store.engine, run, [url], queue=run)
        worker = await app.job_manager.register_worker()
        sink = DbSink(store.engine, "host-a", worker)
        queue = SharedQueue(app, store.engine, sink, worker, until_empty=True, queue=run)
        item = await queue.get()
        assert item is not None and item.url == url and item.run == run
        ok = HarvestRecord(url=url, kind="article", text="正文")
        await asyncio.to_thread(sink.write, ok, item)
        assert await queue.get() is None  # the only job ended
        # a later error for the same URL (a retried job) does not replace the ok record
        error = HarvestRecord(url=url)
        error.fail("network", "network: reset")
        await asyncio.to_thread(sink.write, error, QueuedUrl(url, run, None))
        await app.job_manager.unregister_worker(worker)
        assert item.job is not None
        return [item.job]

    (job,) = _run(store, work)
    assert _job_status(store, job) == ("succeeded", 1)
    (line,) = list(results(store.engine, run))
    assert '"status": "ok"' in line and '"text": "正文"' in line


@needs_pg
def test_a_job_tried_too_often_ends_as_one_error_record(store: TemplateStore, run: str) -> None:
    url = "http://c.example/kills-its-worker.html"

    async def work(app: App) -> None:
        await submit(app, store.engine, run, [url], queue=run)
        worker = await app.job_manager.register_worker()
        sink = DbSink(store.engine, "host-a", worker)
        queue = SharedQueue(app, store.engine, sink, worker, until_empty=True, queue=run)
        for _ in range(MAX_ATTEMPTS):  # each time its worker "dies": a stall sweep retries it
            item = await queue.get()
            assert item is not None and item.job is not None
            await app.job_manager.retry_job_by_id_async(job_id=item.job, retry_at=utcnow())
        assert await queue.get() is None  # handed out no more: recorded as failed
        await app.job_manager.unregister_worker(worker)

    _run(store, work)
    (line,) = list(results(store.engine, run))
    assert '"error_kind": "worker"' in line


@needs_pg
def test_a_claim_is_held_by_one_live_worker_and_freed_by_its_death(store: TemplateStore) -> None:
    key = f"slot\nt-{uuid.uuid4().hex[:8]}\n0"

    async def work(app: App) -> None:
        alive = await app.job_manager.register_worker()
        other = await app.job_manager.register_worker()
        mine, theirs = (SharedClaims(store.engine, w, stalled_s=30) for w in (alive, other))
        assert await mine.take(key) == key
        with pytest.raises(TimeoutError):  # a live holder keeps it
            await asyncio.wait_for(theirs.take(key), 0.6)
        # the holder goes silent past stalled_s: its claim is free
        with store.engine.begin() as conn:
            conn.execute(
                text(
                    "UPDATE procrastinate_workers SET last_heartbeat = now() - interval '1 hour' "
                    "WHERE id = :i"
                ),
                {"i": alive},
            )
        assert await asyncio.wait_for(theirs.take(key), 5) == key
        await theirs.give_back(key)
        assert await asyncio.wait_for(mine.take(key), 5) == key
        await mine.give_back(key)
        for w in (alive, other):
            await app.job_manager.unregister_worker(w)

    _run(store, work)
