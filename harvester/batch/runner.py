"""A batch of URLs through a bounded pool of tabs: concurrent, polite, deadline-bound.

The runner owns a run: it takes URLs from a :class:`UrlQueue`, harvests up to
``concurrency`` of them at once in one supervised browser (:mod:`harvester.browser.pool`), and
hands every record to a :class:`~harvester.batch.output.RecordSink`. ``harvest worker``
swaps in a shared queue, a database sink and shared politeness
(:mod:`harvester.shared.queue`, :mod:`harvester.shared.records`,
:mod:`harvester.shared.claims`) behind the same interfaces. For each URL, in order:

1. robots.txt (:mod:`harvester.batch.robots`) may forbid it: an error record of kind ``robots``;
2. its host's slot: at most ``per_host`` URLs of one host at once, requests to a host
   started ``delay`` seconds apart at least (or the host's ``Crawl-delay``, when longer)
   (:mod:`harvester.batch.gate`);
3. :func:`harvester.pipeline.job.harvest_url`, tried again as :mod:`harvester.batch.retry` says
   (network errors, 5xx, 429 after its ``Retry-After``) and once more when the browser
   died under it;
4. all of this within ``deadline`` seconds, even when the page's scripts hog the
   renderer: past it, an error record of kind ``deadline``. Waiting for another tab
   that probes the same new site stops the clock (:mod:`harvester.batch.deadline`);
5. with ``--pictures``, once its host's slot is given back, its pictures saved
   (:mod:`harvester.pictures`) in what is left of its deadline, each picture's host
   taking its slot and turn as a page's does (one slot held at a time: two hosts whose
   pages show each other's pictures never wait for each other).

Two tabs never probe the same new site at once: the second waits for the first and then
hits the template it learned. :meth:`Runner.stop` (Ctrl-C) stops taking URLs and lets the
ones in flight finish for a few seconds, starting no browser again; the ones cut off (still
running then, or failing once the stop began: a terminal's Ctrl-C takes the browser's
driver down too) get no record and are harvested by the next run.
"""

from __future__ import annotations

import asyncio
import heapq
import logging
import time
from collections import Counter, defaultdict
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from operator import itemgetter
from pathlib import Path
from typing import Protocol

from playwright.async_api import Error as PlaywrightError

from harvester.batch.archive import RunArchive
from harvester.batch.deadline import CURRENT_DEADLINE, Deadline, SiteClaims
from harvester.batch.gate import DEFAULT_DELAY_S, DEFAULT_PER_HOST, HostGate
from harvester.batch.output import Compaction, JsonlWriter, RecordSink
from harvester.batch.retry import RetryPolicy
from harvester.batch.robots import Fetch, RobotsPolicy, fetch_with
from harvester.browser.launch import BrowserSettings, check_chromium
from harvester.browser.pool import RECYCLE_AFTER, BrowserPool
from harvester.browser.tab import Tab
from harvester.fetch import Fetcher
from harvester.pictures.ledger import Ledger
from harvester.pictures.saver import PictureSaver, PictureStats
from harvester.pipeline.fetched import fetcher_for
from harvester.pipeline.job import HarvestOptions, harvest_url
from harvester.record import HarvestRecord, is_crash
from harvester.store.templates import TemplateStore
from harvester.urls import host_of

logger = logging.getLogger(__name__)

#: Tabs at once by default: on 2 cores, 4 keeps both busy while pages wait on the network
#: and on their own timers (bench/run.py).
DEFAULT_CONCURRENCY = 4
#: Seconds one URL may take in all: load, settle, probing, paging and retries. A backstop:
#: every load, look and click is bounded on its own (browser.EVALUATE_TIMEOUT_S), so a page
#: whose scripts hog the renderer fails within seconds; this leaves room for a gallery of
#: --max-pages (200) pictures at about 2 s each, after a minute of probing (ours).
DEFAULT_DEADLINE_S = 600.0
#: After Ctrl-C, how long the URLs in flight may take to finish.
STOP_GRACE_S = 5.0
#: A wait this long for another tab's probe of the same site is noted in the record.
CLAIM_WAIT_NOTED_S = 0.5


@dataclass(frozen=True, slots=True)
class RunOptions:
    """The knobs of a batch (the CLI checks their values)."""

    concurrency: int = DEFAULT_CONCURRENCY
    deadline_s: float = DEFAULT_DEADLINE_S
    retries: int = 2
    per_host: int = DEFAULT_PER_HOST
    delay_s: float = DEFAULT_DELAY_S
    ignore_robots: bool = False
    warc: Path | None = None
    recycle_after: int = RECYCLE_AFTER


@dataclass(frozen=True, slots=True)
class QueuedUrl:
    """One URL as a queue hands it out; a shared queue adds its run and its job's id."""

    url: str
    run: str | None = None
    job: int | None = None


class UrlQueue(Protocol):
    """Where a run's URLs come from (a list here; :class:`harvester.shared.queue.SharedQueue`)."""

    async def get(self) -> QueuedUrl | None:
        """The next URL, or None when there is none left."""
        ...


class ListQueue:
    """The URLs of a list, in order."""

    def __init__(self, urls: Iterable[str]) -> None:
        self._urls = list(urls)
        self._next = 0

    def __len__(self) -> int:
        return len(self._urls)

    async def get(self) -> QueuedUrl | None:
        if self._next >= len(self._urls):
            return None
        self._next += 1
        return QueuedUrl(self._urls[self._next - 1])


@dataclass
class RunStats:
    """What a run did, for the summary."""

    ok: int = 0
    errors: int = 0
    interrupted: bool = False
    kinds: Counter[str] = field(default_factory=Counter)
    error_kinds: Counter[str] = field(default_factory=Counter)
    #: the slides of the galleries harvested (an article's embedded gallery's too)
    pictures: int = 0
    #: ``--pictures``: what the pictures stage did
    picture_stats: PictureStats | None = None
    host_seconds: defaultdict[str, float] = field(default_factory=lambda: defaultdict(float))
    retries: int = 0
    browser_launches: int = 0
    seconds: float = 0.0

    def add(self, record: HarvestRecord) -> None:
        if record.status == "ok":
            self.ok += 1
            self.kinds[record.kind or "?"] += 1
            self.pictures += len(record.slides)
        else:
            self.errors += 1
            self.error_kinds[record.error_kind or "?"] += 1
        self.host_seconds[host_of(record.url)] += record.elapsed_s

    def slowest_hosts(self, n: int) -> list[tuple[str, float]]:
        """The ``n`` hosts that took the most seconds, slowest first (ties: first seen)."""
        return heapq.nlargest(n, self.host_seconds.items(), key=itemgetter(1))


class Runner:
    """Harvest URLs from a queue into a sink (see the module docstring)."""

    def __init__(
        self,
        settings: BrowserSettings,
        store: TemplateStore,
        options: HarvestOptions | None = None,
        run: RunOptions = RunOptions(),
        *,
        on_start: Callable[[str], None] | None = None,
        on_record: Callable[[HarvestRecord], None] | None = None,
        gate: HostGate | None = None,
        claims: SiteClaims | None = None,
        robots_fetch: Callable[[str | None, str, Fetch], Fetch] | None = None,
    ) -> None:
        """``gate``, ``claims`` and ``robots_fetch`` (a robots.txt fetcher for a run, a
        user agent and the run's own fetch) are shared between workers by ``harvest
        worker``; by default they are this process's own."""
        self.settings = settings
        self.store = store
        self.options = options or HarvestOptions()
        self.run_options = run
        self.retry = RetryPolicy(retries=run.retries)
        self.gate = gate or HostGate(run.per_host, run.delay_s)
        self.claims = claims or SiteClaims()
        self.robots_fetch = robots_fetch
        self.on_start = on_start
        self.on_record = on_record
        self.stats = RunStats()
        self._stopping = asyncio.Event()
        self._grace_s = STOP_GRACE_S
        self._count = 0
        #: the run's browsers and HTTP client (the HTTP stage), while it runs
        self.pool: BrowserPool | None = None
        self.fetcher: Fetcher | None = None
        #: robots.txt rules by run: a long-lived worker asks again for each run
        self._robots: dict[str | None, RobotsPolicy] = {}
        self._archive: RunArchive | None = None
        #: what saves the records' pictures (``--pictures``), while the run runs
        self.pictures: PictureSaver | None = None
        #: the JSON Lines writer of :func:`run_to_file`, if any (its lock: see JsonlWriter)
        self.writer: JsonlWriter | None = None
        #: what the sink raised (a full disk): the run stops and :meth:`run` raises it
        self.sink_error: Exception | None = None

    def stop(self, grace_s: float = STOP_GRACE_S) -> None:
        """Take no more URLs; the ones in flight get ``grace_s`` seconds to finish, and
        no browser is started again meanwhile."""
        self._grace_s = grace_s
        self._stopping.set()
        self.stats.interrupted = True
        if self.pool is not None:
            self.pool.stop()

    async def run(self, queue: UrlQueue, sink: RecordSink) -> RunStats:
        started = time.monotonic()
        try:
            await self._run_pooled(queue, sink)
        except PlaywrightError:  # a Ctrl-C reaches Chromium too: one that dies starting
            if not self._stopping.is_set():
                raise
        self.stats.seconds = time.monotonic() - started
        if self.sink_error is not None:
            raise self.sink_error
        return self.stats

    async def _run_pooled(self, queue: UrlQueue, sink: RecordSink) -> None:
        if self.options.render == "always":  # every page needs it: no Chromium, no run
            check_chromium(self.settings)
        async with (
            BrowserPool(self.settings, recycle_after=self.run_options.recycle_after) as pool,
            fetcher_for(pool.settings) as fetcher,
        ):
            self.pool, self.fetcher = pool, fetcher
            self._archive = RunArchive(self.run_options.warc) if self.run_options.warc else None
            if self._archive is not None:
                fetcher.on_fetched = self._archive.fetched
            if self.options.pictures is not None:
                self.pictures = PictureSaver(
                    self.options.pictures,
                    Ledger(self.store.engine),
                    fetcher,
                    self.gate,
                    self.retry,
                    max_bytes=self.options.picture_max_bytes,
                    timeout_s=self.options.picture_timeout_s,
                    on_fetched=self._archive.fetched if self._archive is not None else None,
                )
                self.stats.picture_stats = self.pictures.stats
            try:
                workers = [
                    asyncio.ensure_future(self._worker(queue, sink))
                    for _ in range(max(1, self.run_options.concurrency))
                ]
                stopper = asyncio.ensure_future(self._stopping.wait())
                done, _ = await asyncio.wait(
                    [*workers, stopper], return_when=asyncio.FIRST_COMPLETED
                )
                if stopper in done:  # Ctrl-C: a few seconds for the URLs in flight
                    _, late = await asyncio.wait(workers, timeout=self._grace_s)
                    for task in late:
                        task.cancel()
                    await asyncio.gather(*late, return_exceptions=True)
                else:
                    await asyncio.gather(*workers)
                    stopper.cancel()
            finally:
                if self._archive is not None:
                    self._archive.close()
            self.stats.browser_launches = pool.launches

    async def _worker(self, queue: UrlQueue, sink: RecordSink) -> None:
        while not self._stopping.is_set():
            item = await queue.get()
            if item is None:
                return
            self._count += 1
            if self.on_start is not None:
                self.on_start(item.url)
            lost = self.pool.disconnects if self.pool is not None else 0
            try:
                record = await self.harvest(item.url, label=f"{self._count:05d}", run=item.run)
            except Exception as exc:  # a bug of ours: this URL's error, never the run's end
                logger.exception("harvesting %s", item.url)
                record = HarvestRecord(url=item.url)
                record.fail("internal", f"internal error: {type(exc).__name__}: {exc}")
            if self._cut_off(record, lost):
                logger.info("stopped: %s is left for the next run", item.url)
                return
            try:
                await asyncio.to_thread(sink.write, record, item)
            except Exception as exc:  # a full disk: the run ends, what was written stays
                if self.sink_error is None:
                    self.sink_error = exc
                self.stop(grace_s=0.0)
                return
            self.stats.add(record)
            if self.on_record is not None:
                self.on_record(record)

    def _cut_off(self, record: HarvestRecord, lost: int) -> bool:
        """Whether the stop cut ``record``'s URL off: an error once the run is stopping
        (the Ctrl-C, not the page: a terminal's reaches the browser's driver too), or a
        page rendered while a browser went away. It gets no record; the next run (which
        skips only ``ok`` records) harvests it."""
        if not self._stopping.is_set() or self.sink_error is not None:
            return False
        went_away = self.pool is not None and self.pool.disconnects != lost
        return record.status != "ok" or (record.rendered and went_away)

    def robots(self, run: str | None = None) -> RobotsPolicy:
        """The robots.txt rules of ``run`` (each run asks each host once)."""
        assert self.pool is not None
        policy = self._robots.get(run)
        if policy is None:
            # a replay never reaches the network: its robots.txt was obeyed when recorded
            ignore = self.run_options.ignore_robots or self.settings.replay_har is not None
            assert self.fetcher is not None
            fetch = fetch_with(self.fetcher)
            if self.robots_fetch is not None:
                fetch = self.robots_fetch(run, self.pool.user_agent, fetch)
            policy = self._robots[run] = RobotsPolicy(
                self.pool.user_agent, ignore=ignore, fetch=fetch
            )
        return policy

    async def harvest(
        self, url: str, *, label: str = "page", run: str | None = None
    ) -> HarvestRecord:
        """One URL: robots.txt asked, its host's slot taken, then its tries within the
        deadline (waiting for the slot does not count)."""
        robots = self.robots(run)
        started = time.monotonic()
        if not await robots.allowed(url):
            record = HarvestRecord(url=url)
            record.fail("robots", "robots.txt forbids it (--ignore-robots harvests it anyway)")
        else:
            host = host_of(url)
            crawl_delay = await robots.crawl_delay(url)
            deadline = self.run_options.deadline_s

            async def turn(tab: Tab | None) -> None:
                await self.gate.turn(host, crawl_delay)
                if tab is not None:  # the browser's request may go out a moment later
                    tab.page.once("request", lambda _: self.gate.sent(host, crawl_delay))

            async with self.gate.slot(host):
                started = time.monotonic()
                clock: Deadline | None = None
                try:
                    async with asyncio.timeout(deadline) as timeout:
                        clock = Deadline(timeout)
                        token = CURRENT_DEADLINE.set(clock)
                        try:
                            record = await self._attempts(url, label, clock, turn)
                        finally:
                            CURRENT_DEADLINE.reset(token)
                except TimeoutError:
                    record = HarvestRecord(url=url)
                    record.fail(
                        "deadline",
                        f"deadline: not harvested within {deadline:g} s (the page kept "
                        "loading, moving or running scripts)",
                    )
                started += clock.waited if clock is not None else 0.0
                if clock is not None and clock.waited >= CLAIM_WAIT_NOTED_S:
                    record.add_note(
                        f"waited {clock.waited:.1f} s while another tab probed this site"
                    )
            if self.pictures is not None and record.status == "ok":
                await self.pictures.save(record, deadline - (time.monotonic() - started))
        record.elapsed_s = round(time.monotonic() - started, 3)
        if self._archive is not None:
            await self._archive.record(url, record.to_dict())
        return record

    async def _attempts(
        self, url: str, label: str, clock: Deadline, turn: Callable[[Tab | None], Awaitable[None]]
    ) -> HarvestRecord:
        """Try ``url`` until it is harvested or the retry policy gives up (the host's
        slot held all along: a struggling host gets no other request meanwhile)."""
        assert self.pool is not None
        attempt, crashed = 0, False
        while True:
            attempt += 1
            record = await harvest_url(
                self.pool,
                url,
                self.pool.settings,
                self.store,
                self.options,
                label=label,
                claims=self.claims,
                on_response=self._archive.response if self._archive is not None else None,
                before_load=turn,
                fetcher=self.fetcher,
            )
            if record.status == "ok":
                break
            if record.error_kind == "browser" and is_crash(record.error or "") and not crashed:
                crashed = True  # the browser died under it: once more, on a fresh one
                self.stats.retries += 1
                continue
            if not self.retry.should_retry(attempt, record.error_kind, record.http_status):
                break
            wait = self.retry.delay(attempt, record.retry_after)
            if wait >= clock.remaining():
                record.add_note(f"not tried again: a wait of {wait:g} s is past the deadline")
                break
            self.stats.retries += 1
            await asyncio.sleep(wait)
        if attempt > 1:
            record.add_note(f"{attempt} tries")
        return record


def prepare_output(writer: JsonlWriter, *, resume: bool) -> tuple[set[str], Compaction]:
    """Before a run: compact the writer's file (one record per URL, torn lines dropped)
    and, when resuming, the normalised URLs it already holds an ``ok`` record for."""
    compaction = writer.compact()
    return (writer.done_urls() if resume else set()), compaction


async def run_into(
    runner: Runner, urls: list[str], writer: JsonlWriter
) -> tuple[RunStats, Compaction]:
    """Harvest ``urls`` with ``runner`` into the open ``writer``, appending while
    running, then compact its file (the writer's lock held all along)."""
    runner.writer = writer
    stats = await runner.run(ListQueue(urls), writer)
    return stats, writer.compact()


async def run_to_file(runner: Runner, urls: list[str], out: Path) -> tuple[RunStats, Compaction]:
    """Harvest ``urls`` with ``runner`` into the JSON Lines file ``out`` (compacted
    before and after; :class:`OutputBusy` when another run holds it)."""
    with JsonlWriter(out) as writer:
        writer.compact()
        return await run_into(runner, urls, writer)


async def harvest_to_file(
    urls: list[str],
    out: Path,
    settings: BrowserSettings,
    store: TemplateStore,
    options: HarvestOptions | None = None,
    run: RunOptions = RunOptions(),
) -> RunStats:
    """``harvest run`` without the command line: ``urls`` into ``out``, compacted."""
    stats, _ = await run_to_file(Runner(settings, store, options, run), urls, out)
    return stats
