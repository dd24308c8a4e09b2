"""A long-lived ``harvest worker``: one supervised browser, jobs from the shared queue.

The worker is :class:`~harvester.batch.runner.Runner` fed by
:class:`~harvester.shared.queue.SharedQueue` into :class:`~harvester.shared.records.DbSink`,
with the politeness and discovery claims of :mod:`harvester.shared.claims`. Around it:

- a crawl's jobs (``harvest submit --crawl``) are read as lists or harvested as stories
  (:mod:`harvester.shared.crawl`);
- it registers with procrastinate (a worker id and a heartbeat every
  :data:`HEARTBEAT_S`) and in ``workers`` (its machine and pid, for ``harvest status``);
- every :data:`SWEEP_S` it puts back in the queue the jobs of workers silent for
  ``stalled_s`` (killed, frozen, cut off) and prunes those workers: what a worker killed
  with SIGKILL was harvesting is harvested by another;
- :meth:`Worker.stop` (SIGTERM, Ctrl-C) drains: no new job, the ones in flight finish
  within their deadline; a second stop leaves at once. Either way the jobs taken and not
  ended go back to the queue, its claims are given back and it unregisters.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
from collections.abc import Callable
from dataclasses import dataclass

from procrastinate.manager import JobManager
from sqlalchemy import text

from harvester.batch.runner import Runner, RunOptions, RunStats
from harvester.browser.launch import BrowserSettings
from harvester.pipeline.job import HarvestOptions
from harvester.record import HarvestRecord
from harvester.shared.claims import (
    SharedClaims,
    SharedHostGate,
    SharedSiteClaims,
    reconnecting,
    shared_robots,
)
from harvester.shared.crawl import SharedLists, guard
from harvester.shared.queue import SharedQueue, ensure_schema, make_app
from harvester.shared.records import QUEUE, TASK, DbSink
from harvester.store.db import utcnow
from harvester.store.templates import TemplateStore

#: Seconds between heartbeats, and the silence after which a worker counts as dead and its
#: jobs go back to the queue (procrastinate's defaults are 10 and 30 seconds; a beat every
#: 5 s leaves six beats of room, the time a PostgreSQL restart takes several times over).
HEARTBEAT_S = 5.0
STALLED_S = 30.0
#: How often a worker looks for the jobs of dead workers.
SWEEP_S = 5.0
#: Seconds past the deadline the URLs in flight get when a worker drains.
DRAIN_SLACK_S = 10.0


@dataclass(frozen=True, slots=True)
class WorkerOptions:
    until_empty: bool = False
    stalled_s: float = STALLED_S
    #: procrastinate's queue the worker takes jobs from (``harvest submit --queue``)
    queue: str = QUEUE


class Worker:
    """One ``harvest worker`` process's work (see the module docstring)."""

    def __init__(
        self,
        store: TemplateStore,
        settings: BrowserSettings,
        options: HarvestOptions,
        run: RunOptions,
        worker: WorkerOptions = WorkerOptions(),
        *,
        on_start: Callable[[str], None] | None = None,
        on_record: Callable[[HarvestRecord], None] | None = None,
    ) -> None:
        self.store = store
        self.settings = settings
        self.options = options
        self.run_options = run
        self.worker_options = worker
        self.on_start = on_start
        self.on_record = on_record
        self.host = socket.gethostname()
        self.worker_id: int | None = None
        self.put_back = 0
        self._runner: Runner | None = None
        self._queue: SharedQueue | None = None
        self._task: asyncio.Task[RunStats] | None = None
        self._stops = 0

    def stop(self) -> None:
        """Drain: no new job, the ones in flight finish. Called twice: leave at once."""
        self._stops += 1
        if self._queue is not None:
            self._queue.close()
        if self._stops == 1 and self._runner is not None:
            self._runner.stop(grace_s=self.run_options.deadline_s + DRAIN_SLACK_S)
        elif self._task is not None:
            self._task.cancel()

    async def run(self) -> RunStats:
        engine = self.store.engine
        await asyncio.to_thread(ensure_schema, engine)
        app = make_app(self.store.url)
        async with app.open_async():
            manager = app.job_manager
            worker_id = await reconnecting(manager.register_worker)
            self.worker_id = worker_id
            await asyncio.to_thread(self._register, worker_id)
            claims = SharedClaims(engine, worker_id, self.worker_options.stalled_s)
            sink = DbSink(engine, self.host, worker_id)
            sink.guard = guard  # a crawl's story: one record under all its names
            lists = SharedLists(engine, app, sink, self.worker_options.queue)
            self._queue = queue = SharedQueue(
                app,
                engine,
                sink,
                worker_id,
                until_empty=self.worker_options.until_empty,
                queue=self.worker_options.queue,
                lists=lists,
            )
            self._runner = runner = Runner(
                self.settings,
                self.store,
                self.options,
                self.run_options,
                on_start=self.on_start,
                on_record=self.on_record,
                gate=SharedHostGate(claims, self.run_options.per_host, self.run_options.delay_s),
                claims=SharedSiteClaims(claims),
                robots_fetch=shared_robots(claims),
            )
            lists.runner = runner
            beat = asyncio.ensure_future(self._beat(manager, worker_id))
            sweep = asyncio.ensure_future(self._sweep(manager))
            try:
                if self._stops:  # stopped before it began
                    queue.close()
                self._task = asyncio.ensure_future(runner.run(queue, sink))
                return await self._task
            finally:
                for task in (beat, sweep):
                    task.cancel()
                self.put_back = await queue.put_back()
                with contextlib.suppress(Exception):  # the database gone: heartbeats lapse
                    await asyncio.to_thread(claims.release_all)
                    await asyncio.to_thread(self._unregister, worker_id)
                    await manager.unregister_worker(worker_id)

    def _register(self, worker_id: int) -> None:
        with self.store.engine.begin() as conn:
            conn.execute(
                text(
                    "INSERT INTO workers (id, host, pid, started_at) VALUES (:i, :h, :p, :t) "
                    "ON CONFLICT (id) DO UPDATE SET host = :h, pid = :p, started_at = :t"
                ),
                {"i": worker_id, "h": self.host, "p": os.getpid(), "t": utcnow()},
            )

    def _unregister(self, worker_id: int) -> None:
        with self.store.engine.begin() as conn:
            conn.execute(
                text("UPDATE workers SET stopped_at = :t WHERE id = :i"),
                {"i": worker_id, "t": utcnow()},
            )

    async def _beat(self, manager: JobManager, worker_id: int) -> None:
        while True:
            await asyncio.sleep(HEARTBEAT_S)
            with contextlib.suppress(Exception):  # the database away: the next beat
                await manager.update_heartbeat(worker_id)

    async def _sweep(self, manager: JobManager) -> None:
        stalled_s = self.worker_options.stalled_s
        while True:
            await asyncio.sleep(SWEEP_S)
            with contextlib.suppress(Exception):  # the database away: the next sweep
                stalled = await manager.get_stalled_jobs(
                    queue=self.worker_options.queue,
                    task_name=TASK,
                    seconds_since_heartbeat=stalled_s,
                )
                for job in stalled:
                    with contextlib.suppress(Exception):  # another sweep was first
                        await manager.retry_job(job)
                await manager.prune_stalled_workers(stalled_s)
