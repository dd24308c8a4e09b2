"""Politeness and discovery shared by many workers: claims held as rows in PostgreSQL.

``harvest worker`` processes on several machines share one database. What one process
keeps in memory for ``harvest run`` (:class:`~harvester.batch.gate.HostGate`,
:class:`~harvester.batch.runner.SiteClaims`, the robots.txt cache) is kept here in tables
instead, so the limits hold across workers:

- a *claim* is a row ``(key, worker)``: ``slot\\n<host>\\n<k>`` for the host's k-th slot
  (``--per-host`` slots per host), ``site\\n<site>`` while a new gallery site is probed,
  ``robots\\n<run>\\n<origin>`` while a run's robots.txt is fetched. It is taken with one
  upsert that succeeds only when the key is free or its holder is dead (no procrastinate
  heartbeat for ``stalled_s``), so a worker killed with SIGKILL frees its claims by
  itself, and a server restart (the rows are committed) frees none;
- ``host_turns`` spaces the first loads of a host ``--delay`` seconds apart (a
  reservation: each worker books the next free instant in one statement);
- ``robots_answers`` holds each run's robots.txt answers: fetched once per host per run.

Waiting is polling (:data:`POLL_S`): claims are short and few, a notification channel
would add a connection per worker for no gain.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from functools import partial
from typing import TypeVar

from sqlalchemy import text
from sqlalchemy.engine import Engine
from sqlalchemy.exc import DBAPIError

from harvester.batch.deadline import CURRENT_DEADLINE, SiteClaims
from harvester.batch.gate import HostGate
from harvester.batch.robots import Fetch
from harvester.store.db import utcnow

T = TypeVar("T")

#: How often a waiting worker asks again for a claim (seconds).
POLL_S = 0.2
#: While the database is away, a worker waits this long between tries, doubling up to
#: :data:`RECONNECT_MAX_S` (a restart takes a few seconds).
RECONNECT_FIRST_S = 0.5
RECONNECT_MAX_S = 5.0
#: A robots.txt that could not be fetched is stored with this status: 5xx, "unreachable"
#: (RFC 9309 §2.3.1.4), read back as such by every worker.
UNREACHABLE_STATUS = 599
#: A robots.txt fetch is bounded as :class:`~harvester.batch.robots.RobotsPolicy` bounds its own.
ROBOTS_TIMEOUT_S = 10.0


_TAKE = text(
    "INSERT INTO claims (key, worker_id, claimed_at) VALUES (:key, :worker, now()) "
    "ON CONFLICT (key) DO UPDATE SET worker_id = EXCLUDED.worker_id, claimed_at = now() "
    "WHERE NOT EXISTS (SELECT 1 FROM procrastinate_workers w WHERE w.id = claims.worker_id "
    "AND w.last_heartbeat > now() - make_interval(secs => :stalled)) "
    "RETURNING key"
)
_GIVE_BACK = text("DELETE FROM claims WHERE key = :key AND worker_id = :worker")
_BOOK_TURN = text(
    "INSERT INTO host_turns (host, next_at) VALUES (:host, now() + make_interval(secs => :delay)) "
    "ON CONFLICT (host) DO UPDATE "
    "SET next_at = GREATEST(host_turns.next_at, now()) + make_interval(secs => :delay) "
    "RETURNING EXTRACT(EPOCH FROM next_at - now())::float8 - :delay AS wait"
)


def is_disconnect(exc: BaseException) -> bool:
    """The database went away (a restart, a network cut), as opposed to a bad statement."""
    if isinstance(exc, DBAPIError):
        return bool(exc.connection_invalidated) or type(exc.orig).__name__ in (
            "OperationalError",
            "InterfaceError",
            "AdminShutdown",
        )
    return type(exc).__name__ in ("OperationalError", "InterfaceError", "ConnectorException")


async def reconnecting(work: Callable[[], Awaitable[T]]) -> T:
    """``work()``, tried again (backing off) for as long as the database is away."""
    wait = RECONNECT_FIRST_S
    while True:
        try:
            return await work()
        except Exception as exc:
            if not is_disconnect(exc):
                raise
        await asyncio.sleep(wait)
        wait = min(wait * 2, RECONNECT_MAX_S)


class SharedClaims:
    """Claims of one worker (``worker_id``: its procrastinate id) in ``engine``'s database."""

    def __init__(self, engine: Engine, worker_id: int, stalled_s: float) -> None:
        self.engine = engine
        self.worker_id = worker_id
        self.stalled_s = stalled_s

    def _try(self, key: str) -> bool:
        with self.engine.begin() as conn:
            taken = conn.execute(
                _TAKE, {"key": key, "worker": self.worker_id, "stalled": self.stalled_s}
            ).first()
        return taken is not None

    async def take(self, *keys: str) -> str:
        """Wait until one of ``keys`` is claimed by this worker; return it."""
        while True:
            for key in keys:
                if await reconnecting(partial(asyncio.to_thread, self._try, key)):
                    return key
            await asyncio.sleep(POLL_S)

    async def give_back(self, key: str) -> None:
        def work() -> None:
            with self.engine.begin() as conn:
                conn.execute(_GIVE_BACK, {"key": key, "worker": self.worker_id})

        await reconnecting(lambda: asyncio.to_thread(work))

    @asynccontextmanager
    async def holding(self, *keys: str) -> AsyncIterator[str]:
        key = await self.take(*keys)
        try:
            yield key
        finally:
            await asyncio.shield(self.give_back(key))

    def release_all(self) -> None:
        """Give back every claim of this worker (it is leaving)."""
        with self.engine.begin() as conn:
            conn.execute(text("DELETE FROM claims WHERE worker_id = :w"), {"w": self.worker_id})


class SharedHostGate(HostGate):
    """:class:`HostGate` across workers: this process's slots first (no row is asked for
    while its own tabs fill the host's slots), then one of the host's ``per_host`` shared
    slots; the delay between a host's loads is booked in ``host_turns``."""

    def __init__(self, claims: SharedClaims, per_host: int, delay_s: float) -> None:
        super().__init__(per_host, delay_s)
        self.claims = claims

    @asynccontextmanager
    async def slot(self, host: str) -> AsyncIterator[None]:  # type: ignore[override]
        async with super().slot(host):
            keys = [f"slot\n{host}\n{k}" for k in range(self.per_host)]
            async with self.claims.holding(*keys):
                yield

    async def turn(self, host: str, delay_s: float | None = None) -> None:
        delay = max(self.delay_s, delay_s or 0.0)
        if delay <= 0:
            return

        def book() -> float:
            with self.claims.engine.begin() as conn:
                wait = conn.execute(_BOOK_TURN, {"host": host, "delay": delay}).scalar_one()
            return float(wait)

        wait = await reconnecting(lambda: asyncio.to_thread(book))
        if wait > 0:
            await asyncio.sleep(wait)

    def sent(self, host: str, delay_s: float | None = None) -> None:
        """The turn was booked when it was taken: nothing to move."""


class SharedSiteClaims(SiteClaims):
    """:class:`SiteClaims` across workers: one worker probes a new site, the others wait
    (their deadline's clock stopped) and then hit the template it learned."""

    def __init__(self, claims: SharedClaims) -> None:
        super().__init__()
        self.claims = claims

    @asynccontextmanager
    async def __call__(self, site: str) -> AsyncIterator[None]:
        async with super().__call__(site):
            deadline = CURRENT_DEADLINE.get()
            key = f"site\n{site}"
            if deadline is None:
                key = await self.claims.take(key)
            else:
                async with deadline.paused():
                    key = await self.claims.take(key)
            try:
                yield
            finally:
                await asyncio.shield(self.claims.give_back(key))


def shared_robots(claims: SharedClaims) -> Callable[[str | None, str, Fetch], Fetch]:
    """A robots.txt fetcher per run and user agent for
    :class:`~harvester.batch.robots.RobotsPolicy`: the first worker to need an origin's
    robots.txt in a run fetches it (with the worker's own ``fetch``) and stores the
    answer; the others read the answer."""
    engine = claims.engine

    def read(run: str, url: str) -> tuple[int, str] | None:
        with engine.connect() as conn:
            row = conn.execute(
                text("SELECT status, body FROM robots_answers WHERE run = :r AND origin = :o"),
                {"r": run, "o": url},
            ).first()
        return None if row is None else (int(row[0]), str(row[1]))

    def store(run: str, url: str, status: int, body: str) -> None:
        with engine.begin() as conn:
            conn.execute(
                text(
                    "INSERT INTO robots_answers (run, origin, status, body, fetched_at) "
                    "VALUES (:r, :o, :s, :b, :t) ON CONFLICT DO NOTHING"
                ),
                {"r": run, "o": url, "s": status, "b": body, "t": utcnow()},
            )

    def for_run(run: str | None, user_agent: str, fetch: Fetch) -> Fetch:
        key = run or ""

        async def fetch_once(url: str) -> tuple[int, str]:
            answer = await reconnecting(lambda: asyncio.to_thread(read, key, url))
            if answer is not None:
                return answer
            async with claims.holding(f"robots\n{key}\n{url}"):
                answer = await reconnecting(lambda: asyncio.to_thread(read, key, url))
                if answer is not None:
                    return answer
                try:
                    status, body = await asyncio.wait_for(fetch(url), ROBOTS_TIMEOUT_S)
                except Exception:  # network error, timeout: unreachable for everyone
                    status, body = UNREACHABLE_STATUS, ""
                await reconnecting(lambda: asyncio.to_thread(store, key, url, status, body))
                return status, body

        return fetch_once

    return for_run
