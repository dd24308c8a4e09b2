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

from harvester.browser.launch import BrowserSettings
from harvester.browser.pool import BrowserPool
from harvester.pipeline import job
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
    dead link, a timeout or a crash is an error record (``record.status == "error"``)."""
    settings = settings or (pool.settings if pool is not None else BrowserSettings())
    async with AsyncExitStack() as stack:
        if isinstance(db, TemplateStore):
            store = db
        else:
            store = TemplateStore(db)
            stack.callback(store.close)
        if pool is None:
            pool = await stack.enter_async_context(BrowserPool(settings))
        return await job.harvest_url(pool, url, settings, store, options or job.HarvestOptions())
