"""Harvesting one URL end to end: load, classify, page a gallery or extract an article.

For a gallery the template store is asked first: a known site pages at once with its
trigger (``template: hit``). A template that no longer works counts a failure and
discovery runs again (``healed``). An unknown site is probed (``discovered``). A page
classified as a gallery where no control proves valid is harvested as an article, and
the record says why. Every failure (malformed URL, dead link, timeout, not HTML, a
crash of the page or of the harvester) becomes an error record, never an exception.

One URL's harvest is a :class:`~harvester.pipeline.context.PageJob` handed from step to
step with the tab's :class:`~harvester.gallery.view.GalleryView`: :func:`read_page` (load,
check, extract, classify, find a thumbnail grid), then
:func:`~harvester.pipeline.gallery.harvest_gallery` (template, discovery, walk) or
:func:`harvest_article`. The tabs come from a
:class:`~harvester.browser.pool.TabSource` (the run's :class:`BrowserPool`, or a plain
browser as :class:`~harvester.browser.pool.BrowserTabs`).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Response

from harvester.browser.launch import BrowserSettings, PageBusy
from harvester.browser.pool import TabSource
from harvester.browser.tab import Tab
from harvester.extraction.article import Article, extract
from harvester.extraction.encoding import charset_repair
from harvester.gallery.classify import classify
from harvester.gallery.discover import snapshot
from harvester.gallery.state import may_page_to
from harvester.gallery.view import INIT_SCRIPTS, GalleryView
from harvester.gallery.viewer import read_grids, viewer_grid
from harvester.pipeline.context import Claims, HarvestOptions, PageJob, Reading, evidence_of
from harvester.pipeline.gallery import embedded_slides, harvest_gallery
from harvester.pipeline.notes import fail_for, note_script_errors, note_tab
from harvester.pipeline.pages import follow_pages
from harvester.pipeline.sections import record_section
from harvester.record import HarvestRecord, kind_of_message
from harvester.store.templates import TemplateStore
from harvester.urls import check_url

_HTML_TYPES = ("text/html", "application/xhtml+xml")


async def harvest_url(
    source: TabSource,
    url: str,
    settings: BrowserSettings,
    store: TemplateStore,
    options: HarvestOptions = HarvestOptions(),
    *,
    label: str = "page",
    claims: Claims | None = None,
    on_response: Callable[[Response], Awaitable[None]] | None = None,
    before_load: Callable[[Tab], Awaitable[None]] | None = None,
) -> HarvestRecord:
    """Harvest ``url`` into one record; never raises for anything the page does (a
    cancellation, the runner's deadline, is let through). ``before_load`` is awaited
    right before the page is loaded (the runner's per-host delay)."""
    start = time.monotonic()
    record = HarvestRecord(url=url)
    if why := check_url(url):
        record.fail("malformed_url", why)
        return record
    job = PageJob(url, store, options, record, claims)
    try:
        async with source.tab(label, on_response=on_response, init_scripts=INIT_SCRIPTS) as tab:
            if before_load is not None:
                await before_load(tab)
            try:
                await _harvest(GalleryView(tab), job)
            except (PageBusy, PlaywrightError):
                if not tab.crashed:
                    raise
                record.fail(
                    "browser", "browser: the page's renderer died (out of memory, or killed)"
                )
            note_tab(tab, record)
    except Exception as exc:  # a bug of ours must not end the run either
        fail_for(record, exc, settings)
    record.elapsed_s = round(time.monotonic() - start, 3)
    return record


async def _harvest(view: GalleryView, job: PageJob) -> None:
    """Read the page, then harvest it as a gallery or, where it is none, as an article."""
    reading = await read_page(view, job)
    if reading is None:
        return
    # from here on a press pages the gallery or does nothing: other pages are not loaded
    await view.tab.hold_navigations(may_page_to)
    job.record.evidence = list(reading.decision.evidence)
    job.bounded = reading.decision.bounded
    job.grid, job.image_area = reading.grid, reading.state.image_area
    if reading.decision.kind == "gallery" and await harvest_gallery(view, job, reading.article):
        return
    await harvest_article(view, job, reading)


async def read_page(view: GalleryView, job: PageJob) -> Reading | None:
    """Load the page and read it; None when there is nothing to harvest (the record says
    why: a dead link, not HTML, a load that ended on the browser's own error page)."""
    loaded = await _load(view, job)
    if loaded is None:
        return None
    return await _read(view, job, loaded.body)


@dataclass
class _Loaded:
    """A page that loaded as HTML, and its bytes as sent (None when they are gone)."""

    body: bytes | None


async def _load(view: GalleryView, job: PageJob) -> _Loaded | None:
    """Load the page (rendered again as its bytes really are when its charset lies);
    None on a dead link or a page that is not HTML."""
    record = job.record
    response = await view.goto(job.url)
    if response is None:
        raise PlaywrightError("no response")
    record.http_status = response.status
    if view.tab.on_error_page:
        _fail_on_error_page(view.tab, record)
        return None
    if response.status >= 400:
        record.fail("http", f"dead link: HTTP {response.status}")
        record.retry_after = await response.header_value("retry-after")
        return None
    ctype = (await response.header_value("content-type") or "").split(";")[0].strip().lower()
    if ctype and ctype not in _HTML_TYPES:
        record.fail("not_html", f"not HTML: the server sent {ctype}")
        return None
    body = await _body(response)
    await _honest_charset(view, job, response, body)
    return _Loaded(body)


async def _honest_charset(
    view: GalleryView, job: PageJob, response: Response, body: bytes | None
) -> None:
    """Render the page again from its bytes when the browser read them in another charset
    than they are in: a declared charset that lies, a header and a ``<meta>`` that
    disagree, or no charset declared and a wrong guess."""
    repair = None
    if body and not body.isascii():
        content_type = await response.header_value("content-type")
        repair = charset_repair(body, content_type, await view.tab.html())
    if body and repair:
        declared, real = repair
        await view.rerender(job.url, body, real)
        said = f"declares {declared}" if declared else "declares no charset"
        job.record.add_note(f"the page {said}, its bytes are {real}: re-rendered as {real}")


def _fail_on_error_page(tab: Tab, record: HarvestRecord) -> None:
    """The error record of a page that ended on Chromium's own error page (a load that
    failed: no secure connection, a refused or reset connection), never harvested."""
    url, failure = tab.failed_load or (tab.page.url, "net::ERR_FAILED")
    record.final_url = url
    found = kind_of_message(failure)
    kind = found if found != "browser" else "network"  # a load that failed, not a crash
    record.fail(kind, f"{kind}: the load of {url} failed: {failure}")


async def _read(view: GalleryView, job: PageJob, body: bytes | None) -> Reading | None:
    """The loaded page's snapshot and article (from the HTML as sent when the rendered
    page shows no text), and what it looks like."""
    tab = view.tab
    html = await tab.html()  # first: it waits for a page that leaves itself to land
    job.record.final_url = tab.page.url
    if tab.on_error_page:  # the page sent itself somewhere that could not be loaded
        _fail_on_error_page(tab, job.record)
        return None
    state = await snapshot(view)
    section = await asyncio.to_thread(job.store.article_template, tab.page.url)
    template = section.path if section else None
    article = await asyncio.to_thread(extract, html, url=tab.page.url, template=template)
    if not article.text and body:  # scripts that never ran left the page hidden
        sent = await asyncio.to_thread(extract, body, url=tab.page.url, template=template)
        if sent.text:
            article = sent
            article.note = "the rendered page showed no text: extracted from the HTML as sent"
    grid = viewer_grid(await read_grids(view))
    return Reading(state, article, section, classify(job.url, evidence_of(state, grid)), grid)


async def _body(response: Response) -> bytes | None:
    try:
        return await response.body()
    except PlaywrightError:  # the body is gone (a redirect, a page that left itself)
        return None


async def harvest_article(view: GalleryView, job: PageJob, reading: Reading) -> None:
    """Harvest the page as an article (all its pages joined) into the record."""
    record, article, tab = job.record, reading.article, view.tab
    record.kind = "article"
    record.title, record.publish_time = article.title, article.publish_time
    record.text = article.text
    record.template = await asyncio.to_thread(
        record_section, job.store, tab.page.url, reading.section, article
    )
    if reading.state.pager and article.text:
        await _more_pages(view, job.url, article, reading.state.pager, record)
    elif (
        article.text and not record.probes and (slides := await embedded_slides(view, job, reading))
    ):
        record.slides = [slide.to_dict() for slide in slides]
        record.add_note(f"the article embeds a gallery: {len(slides)} pictures, in slides")
    if article.error or not article.text:
        record.fail("empty", article.error or f"nothing harvested: {article.note}")
        if tab.page_errors:
            record.error = f"{record.error} (the page's scripts threw: {tab.page_errors[0]})"
    elif article.note:
        record.add_note(article.note)
    note_script_errors(tab, record)


async def _more_pages(
    view: GalleryView, url: str, article: Article, pager: str, record: HarvestRecord
) -> None:
    """Join the later pages of a multi-page article into ``record``."""
    pages = await follow_pages(view, url, article, pager)
    if len(pages.urls) > 1:
        record.text, record.pages = pages.text, len(pages.urls)
        record.note = f"{record.pages} pages joined; stopped at {pages.end}"


__all__ = [
    "Claims",
    "HarvestOptions",
    "PageJob",
    "Reading",
    "harvest_article",
    "harvest_url",
    "read_page",
]
