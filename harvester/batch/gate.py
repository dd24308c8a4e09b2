"""A run's politeness towards each host: how many of its requests at once, and how far apart.

Pages and pictures alike take their host's slot and turn (``--per-host``, ``--delay``, or
the host's ``Crawl-delay`` when longer). ``harvest worker`` shares them between workers
(:class:`harvester.shared.claims.SharedHostGate`).
"""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict

#: URLs of one host at once, and the least delay between two of them (seconds).
DEFAULT_PER_HOST = 2
DEFAULT_DELAY_S = 0.0


class HostGate:
    """At most ``per_host`` URLs of one host at once; their first loads ``delay`` seconds
    apart at least (spaced at the navigation itself, after the tab is set up)."""

    def __init__(self, per_host: int, delay_s: float) -> None:
        self.per_host = per_host
        self.delay_s = delay_s
        self._slots: dict[str, asyncio.Semaphore] = {}
        self._next_start: dict[str, float] = defaultdict(float)
        self._locks: dict[str, asyncio.Lock] = defaultdict(asyncio.Lock)

    def slot(self, host: str) -> asyncio.Semaphore:
        """Held while one of the host's URLs is harvested."""
        return self._slots.setdefault(host, asyncio.Semaphore(self.per_host))

    async def turn(self, host: str, delay_s: float | None = None) -> None:
        """Wait until the host may get its next page load (the larger of the run's delay
        and the host's ``Crawl-delay``)."""
        async with self._locks[host]:
            # a wait for a time, not for a flag: a load sent late may push it on (ASYNC110's
            # asyncio.Event has nothing to signal)
            while (wait := self._next_start[host] - time.monotonic()) > 0:  # noqa: ASYNC110
                await asyncio.sleep(wait)
            self.sent(host, delay_s)

    def sent(self, host: str, delay_s: float | None = None) -> None:
        """The host's page request went out now: the next one waits from here (a busy
        machine may send it a moment after its turn)."""
        later = time.monotonic() + max(self.delay_s, delay_s or 0.0)
        self._next_start[host] = max(self._next_start[host], later)
