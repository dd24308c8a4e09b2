"""The public entry for one URL from Python: a browser, the template store, one record.

``harvest run`` is the way to harvest many URLs (concurrency, politeness, resume); this is
the way to harvest one from a script or a notebook::

    import asyncio, harvester
    record = asyncio.run(harvester.harvest_url("https://news.example.cn/photo/1.html"))
    print(record.kind, record.title, len(record.slides))

It opens Debian's Chromium for the call (pass ``pool`` to reuse one across calls) and the
template store at ``db`` (default: ``$HARVEST_DB``, else SQLite under ``templates_db/``).
"""

from __future__ import annotations

from contextlib import AsyncExitStack

from harvester.batch.gate import DEFAULT_DELAY_S, DEFAULT_PER_HOST, HostGate
from harvester.batch.retry import RetryPolicy
from harvester.batch.runner import DEFAULT_DEADLINE_S
from harvester.browser.launch import BrowserSettings
from harvester.browser.pool import BrowserPool
from harvester.pictures.ledger import Ledger
from harvester.pictures.saver import PictureSaver
from harvester.pipeline import job
from harvester.pipeline.fetched import fetcher_for
from harvester.record import HarvestRecord
from harvester.store.templates import TemplateStore


async def harvest_url(
    url: str,
    *,
    db: str | TemplateStore | None = None,
    settings: BrowserSettings | None = None,
    options: job.HarvestOptions | None = None,
    pool: BrowserPool | None = None,
) -> HarvestRecord:
    """Harvest ``url`` into one :class:`~harvester.record.HarvestRecord`: a gallery with
    its slides, or an article with its text. Never raises for anything the page does: a
    dead link, a timeout or a crash is an error record (``record.status == "error"``).
    With ``options.pictures`` (a folder), its pictures are saved there as ``harvest run
    --pictures`` saves them, each slide and article picture gaining its file's fields."""
    settings = settings or (pool.settings if pool is not None else BrowserSettings())
    options = options or job.HarvestOptions()
    async with AsyncExitStack() as stack:
        if isinstance(db, TemplateStore):
            store = db
        else:
            store = TemplateStore(db)
            stack.callback(store.close)
        if pool is None:
            pool = await stack.enter_async_context(BrowserPool(settings))
        fetcher = await stack.enter_async_context(fetcher_for(settings))
        record = await job.harvest_url(pool, url, settings, store, options, fetcher=fetcher)
        if options.pictures is not None and record.status == "ok":
            saver = PictureSaver(
                options.pictures,
                Ledger(store.engine),
                fetcher,
                HostGate(DEFAULT_PER_HOST, DEFAULT_DELAY_S),
                RetryPolicy(),
                max_bytes=options.picture_max_bytes,
                timeout_s=options.picture_timeout_s,
            )
            await saver.save(record, budget_s=DEFAULT_DEADLINE_S)
        return record
