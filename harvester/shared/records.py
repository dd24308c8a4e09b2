"""The shared result store: one record per run and URL in PostgreSQL, and what a run did.

``harvest worker`` writes each record with an upsert on (run, URL) in the same transaction
that finishes the URL's job in procrastinate's queue: a worker that dies before the commit
leaves neither (its job is retried), one that dies after leaves both. A record already
``ok`` is never rewritten (a stalled job retried by a second worker while the first one
was only slow finds it and keeps it); an error gives way to a later record. ``harvest
results`` reads the records back as JSON Lines, the schema of ``harvest run``; ``harvest
status`` counts queued, running, done and failed URLs by host, with rates.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, cast

from procrastinate import sql as procrastinate_sql
from sqlalchemy import Table, text
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import DBAPIError

from harvester.batch.runner import QueuedUrl
from harvester.record import HarvestRecord
from harvester.shared.claims import RECONNECT_FIRST_S, RECONNECT_MAX_S, is_disconnect
from harvester.store.db import utcnow
from harvester.store.models import Record
from harvester.urls import normalize_url

#: procrastinate's task name and queue for a URL's job.
TASK = "harvester.harvest"
QUEUE = "harvest"
#: A record that says the database failed is no result: its job is put back this many
#: seconds later (a restart), up to :data:`MAX_ATTEMPTS` tries in all.
DATABASE_RETRY_S = 5.0
#: Tries of one job (procrastinate's ``attempts``: workers that died under it, database
#: failures): past them, the URL gets an error record (ours: a URL that kills its worker
#: three times would kill the next one too).
MAX_ATTEMPTS = 3
#: How far back ``harvest status`` looks for its recent rate (seconds).
RECENT_S = 60.0

#: procrastinate's own statements (its SQL API), run on our connection so that a job ends
#: in the transaction that writes its record
_FINISH = procrastinate_sql.queries["finish_job"]
_RETRY = procrastinate_sql.queries["retry_job"]


def url_hash(url: str) -> str:
    return hashlib.sha256(normalize_url(url).encode("utf-8")).hexdigest()


def upsert_record(
    conn: Connection, run: str, record: HarvestRecord, host: str, worker_id: int | None
) -> None:
    """Insert ``record``, or replace the run's error record for its URL (never an ok one)."""
    values = {
        "run": run,
        "url_hash": url_hash(record.url),
        "url": record.url,
        "status": record.status,
        "kind": record.kind,
        "error_kind": record.error_kind,
        "host": host,
        "worker_id": worker_id,
        "data": json.dumps(record.to_dict(), ensure_ascii=False),
        "finished_at": utcnow(),
    }
    table = cast(Table, Record.__table__)
    statement = insert(table).values(**values)
    statement = statement.on_conflict_do_update(
        index_elements=[table.c.run, table.c.url_hash],
        set_={k: statement.excluded[k] for k in values if k not in ("run", "url_hash")},
        where=table.c.status != "ok",
    )
    conn.execute(statement)


def has_record(engine: Engine, run: str, url: str) -> bool:
    with engine.connect() as conn:
        row = conn.execute(
            text("SELECT 1 FROM records WHERE run = :r AND url_hash = :h"),
            {"r": run, "h": url_hash(url)},
        ).first()
    return row is not None


def finish_job(conn: Connection, job: int) -> None:
    conn.exec_driver_sql(_FINISH, {"job_id": job, "status": "succeeded", "delete_job": False})


class DbSink:
    """:class:`~harvester.batch.output.RecordSink` of ``harvest worker``: the record and its job's
    end in one transaction (see the module docstring)."""

    def __init__(self, engine: Engine, host: str, worker_id: int | None) -> None:
        self.engine = engine
        self.host = host
        self.worker_id = worker_id
        #: the jobs handed out and not ended yet: job id -> its tries before this one
        #: (set by the queue; what is left when the worker stops goes back to the queue)
        self.taken: dict[int, int] = {}
        #: asked in the transaction that writes a record whether to write it (a crawl's
        #: story harvested already under another name: :func:`harvester.shared.crawl.guard`)
        self.guard: Callable[[Connection, HarvestRecord, QueuedUrl], bool] | None = None

    def write(self, record: HarvestRecord, item: Any = None) -> None:
        assert isinstance(item, QueuedUrl) and item.run is not None
        run, job = item.run, item.job
        tries = self.taken.pop(job, 0) if job is not None else 0
        if record.error_kind == "database" and job is not None and tries + 1 < MAX_ATTEMPTS:
            # not the URL's fault: the job goes back to the queue, to be harvested again
            self._transaction(
                lambda conn: conn.exec_driver_sql(
                    _RETRY,
                    {
                        "job_id": job,
                        "retry_at": utcnow() + timedelta(seconds=DATABASE_RETRY_S),
                        "new_priority": None,
                        "new_queue_name": None,
                        "new_lock": None,
                    },
                )
            )
            return

        def commit(conn: Connection) -> None:
            if self.guard is None or self.guard(conn, record, item):
                upsert_record(conn, run, record, self.host, self.worker_id)
            if job is not None:
                finish_job(conn, job)

        if not self._transaction(commit):
            # a stalled retry moved the job on (this worker was slow, not dead): the record
            # is written all the same, the job is the other worker's to end
            self._transaction(lambda conn: upsert_record(conn, run, record, self.host, None))

    def finish_only(self, item: QueuedUrl) -> None:
        """End a job whose URL has its record in the run already."""
        if item.job is not None:
            self._transaction(lambda conn: finish_job(conn, item.job))  # type: ignore[arg-type]

    def _transaction(self, work: Callable[[Connection], object]) -> bool:
        """``work`` in one transaction, again for as long as the database is away; False
        when procrastinate refused to move the job (it is no longer this worker's)."""
        wait = RECONNECT_FIRST_S
        while True:
            try:
                with self.engine.begin() as conn:
                    work(conn)
                return True
            except DBAPIError as exc:
                if "Job was not found" in str(exc.orig):
                    return False
                if not is_disconnect(exc):
                    raise
            time.sleep(wait)
            wait = min(wait * 2, RECONNECT_MAX_S)


@dataclass
class HostCounts:
    """One machine's share of a run."""

    running: int = 0
    done: int = 0
    failed: int = 0
    recent: int = 0
    #: the pids of the machine's live workers (started, not stopped, heartbeat kept)
    workers: list[int] = field(default_factory=list)


@dataclass
class RunStatus:
    """What ``harvest status`` prints for one run."""

    run: str
    queued: int = 0
    running: int = 0
    done: int = 0
    failed: int = 0
    retried: int = 0
    first: datetime | None = None
    last: datetime | None = None
    hosts: dict[str, HostCounts] = field(default_factory=dict)

    @property
    def rate(self) -> float:
        """Records per minute between the run's first and last record."""
        if self.first is None or self.last is None or self.last <= self.first:
            return 0.0
        return (self.done + self.failed) / ((self.last - self.first).total_seconds() / 60)


def runs(engine: Engine) -> list[str]:
    """The runs in the queue, newest first."""
    with engine.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT args->>'run' AS run FROM procrastinate_jobs WHERE task_name = :t "
                "GROUP BY 1 ORDER BY max(id) DESC"
            ),
            {"t": TASK},
        ).all()
    return [r[0] for r in rows]


def run_status(engine: Engine, run: str) -> RunStatus:
    """Queued / running from the jobs, done / failed from the records, by machine."""
    status = RunStatus(run)
    with engine.connect() as conn:
        jobs = conn.execute(
            text(
                "SELECT j.status, coalesce(w.host, '?'), count(*), sum(CASE WHEN j.status "
                "IN ('todo', 'doing') THEN j.attempts ELSE greatest(j.attempts - 1, 0) END) "
                "FROM procrastinate_jobs j LEFT JOIN workers w ON w.id = j.worker_id "
                "WHERE j.task_name = :t AND j.args->>'run' = :r GROUP BY 1, 2"
            ),
            {"t": TASK, "r": run},
        ).all()
        records = conn.execute(
            text(
                "SELECT host, status, count(*), min(finished_at), max(finished_at), "
                "count(*) FILTER (WHERE finished_at > now() - make_interval(secs => :recent)) "
                "FROM records WHERE run = :r GROUP BY 1, 2"
            ),
            {"r": run, "recent": RECENT_S},
        ).all()
        live = conn.execute(
            text(
                "SELECT w.host, w.pid FROM workers w JOIN procrastinate_workers p ON p.id = w.id "
                "WHERE w.stopped_at IS NULL ORDER BY w.host, w.pid"
            )
        ).all()
    for host, pid in live:
        status.hosts.setdefault(host, HostCounts()).workers.append(int(pid))
    for job_status, host, n, attempts in jobs:
        status.retried += int(attempts or 0)
        if job_status == "todo":
            status.queued += n
        elif job_status == "doing":
            status.running += n
            status.hosts.setdefault(host, HostCounts()).running += n
    for host, record_status, n, first, last, recent in records:
        counts = status.hosts.setdefault(host, HostCounts())
        counts.recent += recent
        if record_status == "ok":
            counts.done += n
            status.done += n
        else:
            counts.failed += n
            status.failed += n
        first, last = _utc(first), _utc(last)
        status.first = first if status.first is None else min(status.first, first)
        status.last = last if status.last is None else max(status.last, last)
    return status


def _utc(value: datetime) -> datetime:
    return value.astimezone(UTC)  # psycopg reads timestamptz back timezone-aware


def results(engine: Engine, run: str) -> Iterator[str]:
    """The run's records in the order they were written: JSON lines (without the newline)
    as ``harvest run`` writes them."""
    with engine.connect() as conn:
        rows = conn.execution_options(stream_results=True).execute(
            text("SELECT data FROM records WHERE run = :r ORDER BY id"), {"r": run}
        )
        yield from (data for (data,) in rows)
