"""A URL's deadline, and the wait for another tab's probe of the same site that stops it.

Every URL of a run is harvested within ``--deadline`` seconds (:class:`Deadline`, the
running one in :data:`CURRENT_DEADLINE`). Two tabs never probe the same new site at once
(:class:`SiteClaims`): the second waits for the first, then hits the template it learned,
and the time it waits is not its own (a gallery queued behind a slow discovery is not cut
off at concurrency 8 when it is harvested at 1). ``harvest worker`` shares the claims
between workers (:class:`harvester.shared.claims.SharedSiteClaims`).
"""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass


@dataclass(slots=True)
class Deadline:
    """The running URL's deadline, and how long it waited for another tab meanwhile."""

    timeout: asyncio.Timeout
    waited: float = 0.0

    def remaining(self) -> float:
        when = self.timeout.when()
        return float("inf") if when is None else when - asyncio.get_running_loop().time()

    async def wait_for(self, lock: asyncio.Lock) -> None:
        """Acquire ``lock`` with the clock stopped: the time spent waiting for another
        URL's work is not this URL's."""
        async with self.paused():
            await lock.acquire()

    @asynccontextmanager
    async def paused(self) -> AsyncIterator[None]:
        """The clock stopped while the body runs (it waits for another URL's work)."""
        left = self.remaining()
        began = time.monotonic()
        self.timeout.reschedule(None)
        try:
            yield
        finally:
            self.waited += time.monotonic() - began
            if left != float("inf"):
                self.timeout.reschedule(asyncio.get_running_loop().time() + left)


#: The deadline of the URL this task harvests (None outside :meth:`Runner.harvest`).
CURRENT_DEADLINE: ContextVar[Deadline | None] = ContextVar("deadline", default=None)


class SiteClaims:
    """One probing tab per new site: the others wait for it (then hit its template).
    Like waiting for the host's slot, waiting here is not counted in the waiting URL's
    deadline nor its ``elapsed_s``: that time is spent on the other URL, within its own
    deadline (so a gallery queued behind a slow discovery is not cut off at
    concurrency 8 when it is harvested at 1)."""

    def __init__(self) -> None:
        self._locks: dict[str, asyncio.Lock] = defaultdict(asyncio.Lock)

    @asynccontextmanager
    async def __call__(self, site: str) -> AsyncIterator[None]:
        lock, deadline = self._locks[site], CURRENT_DEADLINE.get()
        if deadline is not None and lock.locked():
            await deadline.wait_for(lock)
        else:
            await lock.acquire()
        try:
            yield
        finally:
            lock.release()
