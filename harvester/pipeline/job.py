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
from contextlib import AsyncExitStack
from dataclasses import dataclass, replace

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Response

from harvester.browser.guard import REASON_HEADER, REFUSED_HEADER
from harvester.browser.launch import BrowserSettings, PageBusy
from harvester.browser.pool import TabSource
from harvester.browser.tab import Tab
from harvester.browser.touch import as_phone
from harvester.extraction.article import Article, extract, image_records
from harvester.extraction.encoding import charset_repair, web_charset
from harvester.fetch import Fetcher
from harvester.fetch.walls import login_wall
from harvester.gallery.classify import classify, evidence_of, prose_article
from harvester.gallery.discover import snapshot
from harvester.gallery.mobile import mobile_signs
from harvester.gallery.scripts import checked, evaluate
from harvester.gallery.stack import stack_of
from harvester.gallery.state import may_page_to
from harvester.gallery.view import INIT_SCRIPTS, GalleryView
from harvester.gallery.viewer import read_grids, viewer_grid
from harvester.pictures.reader import referrer_policy
from harvester.pipeline.context import Claims, HarvestOptions, PageJob, Reading
from harvester.pipeline.embedded import embedded_slides
from harvester.pipeline.fetched import (
    Sent,
    better_text,
    describe,
    fetch_stage,
    fetcher_for,
    prose_chars,
    settled_article,
)
from harvester.pipeline.gallery import harvest_gallery, harvest_stack
from harvester.pipeline.notes import fail_for, note_script_errors, note_tab, refused_load
from harvester.pipeline.pages import follow_pages
from harvester.pipeline.sections import record_section
from harvester.record import HarvestRecord, Reader, http_error, kind_of_message
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
    before_load: Callable[[Tab | None], Awaitable[None]] | None = None,
    fetcher: Fetcher | None = None,
) -> HarvestRecord:
    """Harvest ``url`` into one record; never raises for anything the page does (a
    cancellation, the runner's deadline, is let through). ``before_load`` is awaited
    right before the page is requested from its host, with the tab that loads it (None:
    the HTTP stage fetches it; the runner's per-host delay). ``fetcher`` is the run's
    HTTP client (:mod:`harvester.fetch`); without one, the call makes its own."""
    start = time.monotonic()
    record = HarvestRecord(url=url)
    if why := check_url(url):
        record.fail("malformed_url", why)
        return record
    job = PageJob(url, store, options, record, claims)
    try:
        sent = None
        if options.render != "always":
            if before_load is not None:
                await before_load(None)
            async with AsyncExitStack() as stack:
                if fetcher is None:
                    fetcher = await stack.enter_async_context(fetcher_for(settings))
                sent = await fetch_stage(fetcher, job, options.render, label)
            if sent is None:  # finished, or an error record
                record.elapsed_s = round(time.monotonic() - start, 3)
                return record
        async with source.tab(label, on_response=on_response, init_scripts=INIT_SCRIPTS) as tab:
            record.rendered = True
            if sent is not None:  # the bytes already fetched, in the charset they are in
                cookies = sent.fetched.header_values("set-cookie")
                await tab.serve(sent.fetched.final_url, sent.fetched.body, sent.charset, cookies)
            elif before_load is not None:
                await before_load(tab)
            try:
                await _harvest(GalleryView(tab), job, sent)
                if options.pictures is not None and record.status == "ok":
                    record.reader = await _reader(tab, sent)
            except (PageBusy, PlaywrightError):
                if refused := refused_load(tab):  # the guard proxy's doing
                    record.fail(*refused)
                elif not tab.crashed:
                    raise
                else:
                    record.fail(
                        "browser", "browser: the page's renderer died (out of memory, or killed)"
                    )
            note_tab(tab, record)
    except Exception as exc:  # a bug of ours must not end the run either
        fail_for(record, exc, settings)
    record.elapsed_s = round(time.monotonic() - start, 3)
    return record


async def _reader(tab: Tab, sent: Sent | None) -> Reader:
    """How the page's reader asks for its pictures: the page's address, its referrer
    policy and the cookies the browser holds (set by its responses and its scripts)."""
    header = sent.fetched.header("referrer-policy") if sent is not None else None
    try:
        cookies = await tab.page.context.cookies()
        policy = referrer_policy(await tab.html(), header)
    except (PageBusy, PlaywrightError):  # the page went away: ask as a plain reader
        return Reader(tab.page.url, referrer_policy("", header))
    return Reader(tab.page.url, policy, tuple(dict(c) for c in cookies))


async def _harvest(view: GalleryView, job: PageJob, sent: Sent | None) -> None:
    """Read the page, then harvest it as a gallery or, where it is none, as an article."""
    reading = await read_page(view, job, sent)
    if reading is None:
        return
    if not view.tab.phone and (signs := await mobile_page(view, job.url)):
        job.record.add_note(f"rendered as a phone: {'; '.join(signs)}")
        if (reading := await read_as_phone(view, job, sent)) is None:
            return
    # from here on a press pages the gallery or does nothing: other pages are not loaded
    await view.tab.hold_navigations(may_page_to)
    handed_on = list(sent.reasons) if sent is not None else []
    decision = reading.decision
    unprobed: tuple[str, ...] = ()
    if decision.kind == "gallery" and decision.bounded and sent is not None:
        unprobed = settled_article(reading.sent_chars)
    job.record.evidence = [*handed_on, *decision.evidence, *unprobed, *reading.text_from]
    job.bounded = decision.bounded
    job.grid, job.image_area = reading.grid, reading.state.image_area
    gallery = decision.kind == "gallery" and not unprobed
    if gallery and await harvest_gallery(view, job, reading.article):
        return
    if gallery and not view.tab.phone and reading.state.track:
        # a track no control moves on a desktop: a phone's gallery, paged by touch
        again = await read_as_phone(view, job, sent)
        if again is not None and again.decision.kind == "gallery":
            if await harvest_gallery(view, job, again.article):
                job.record.add_note("rendered as a phone: a track no control moved on a desktop")
                return
            reading = again
    # captioned pictures and no running text: a gallery laid out whole, not an article
    alone = not reading.article.text and reading.stack is not None
    if alone and await harvest_stack(view, job, reading.article):
        job.record.evidence.append("no running text beside a stack of captioned pictures")
        return
    await harvest_article(view, job, reading)


async def read_as_phone(view: GalleryView, job: PageJob, sent: Sent | None) -> Reading | None:
    """The page loaded and read again as a phone reads it (a phone's window, touch)."""
    await as_phone(view.tab)
    return await read_page(view, job, sent)


async def mobile_page(view: GalleryView, url: str) -> list[str]:
    """What says the page as loaded was made for a phone (:mod:`harvester.gallery.mobile`)."""
    found = checked("mobile", await evaluate(view.tab, "mobile"))
    return mobile_signs(url, found["viewport"], found["column"], found["window"])


async def read_page(view: GalleryView, job: PageJob, sent: Sent | None = None) -> Reading | None:
    """Load the page (from ``sent``, its bytes the HTTP stage fetched, when given) and
    read it; None when there is nothing to harvest (the record says why: a dead link, not
    HTML, a load that ended on the browser's own error page)."""
    loaded = await _load(view, job, sent)
    if loaded is None:
        return None
    return await _read(view, job, loaded)


@dataclass
class _Loaded:
    """A page that loaded as HTML, its bytes as sent (None when they are gone) and,
    when the HTTP stage read them already, their extraction."""

    body: bytes | None
    as_sent: Article | None = None


async def _load(view: GalleryView, job: PageJob, sent: Sent | None) -> _Loaded | None:
    """Load the page (rendered again as its bytes really are when its charset lies);
    None on a dead link or a page that is not HTML."""
    record = job.record
    response = await view.goto(sent.fetched.final_url if sent is not None else job.url)
    if response is None:
        raise PlaywrightError("no response")
    # a page served from the bytes fetched answers 200: the server's status is the fetch's
    record.http_status = sent.fetched.status if sent is not None else response.status
    if view.tab.on_error_page:
        _fail_on_error_page(view.tab, record)
        return None
    if refused := await response.header_value(REFUSED_HEADER):  # the guard proxy's answer
        found = view.tab.refusal(response.url) if view.tab.refusal else None
        record.fail(*(found or (refused, await response.header_value(REASON_HEADER) or "")))
        record.http_status = None
        return None
    if response.status >= 400:
        record.retry_after = await response.header_value("retry-after")
        record.fail("http", http_error(response.status, response.status_text, record.retry_after))
        return None
    ctype = (await response.header_value("content-type") or "").split(";")[0].strip().lower()
    if ctype and ctype not in _HTML_TYPES:
        record.fail("not_html", f"not HTML: the server sent {ctype}")
        return None
    if sent is not None:  # served in the charset its bytes are in
        return _Loaded(sent.fetched.body, sent.article)
    body = await _body(response)
    if body is not None and (wall := login_wall(job.url, response.url, body)) is not None:
        record.fail("login", wall)
        return None
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
        await view.rerender(job.url, body, web_charset(real))
        said = f"declares {declared}" if declared else "declares no charset"
        job.record.add_note(f"the page {said}, its bytes are {real}: re-rendered as {real}")


def _fail_on_error_page(tab: Tab, record: HarvestRecord) -> None:
    """The error record of a page that ended on Chromium's own error page (a load that
    failed: no secure connection, a refused or reset connection), never harvested."""
    url, failure = tab.failed_load or (tab.page.url, "net::ERR_FAILED")
    record.final_url = url
    if refused := refused_load(tab):
        record.fail(*refused)
        return
    found = kind_of_message(failure)
    kind = found if found not in ("browser", "internal") else "network"  # a load that failed
    record.fail(kind, f"{kind}: the load of {url} failed: {failure}")


async def _read(view: GalleryView, job: PageJob, loaded: _Loaded) -> Reading | None:
    """The loaded page's snapshot and article (from the better of the HTML as sent and
    the rendered page, :func:`~harvester.pipeline.fetched.better_text`), and what it
    looks like."""
    tab = view.tab
    html = await tab.html()  # first: it waits for a page that leaves itself to land
    job.record.final_url = tab.page.url
    if tab.on_error_page:  # the page sent itself somewhere that could not be loaded
        _fail_on_error_page(tab, job.record)
        return None
    if tab.refusal is not None and (refused := tab.refusal(tab.page.url)):
        job.record.fail(*refused)  # it sent itself where the guard proxy would not go
        return None
    state = await snapshot(view)
    section = await asyncio.to_thread(job.store.article_template, tab.page.url)
    template = section.path if section else None
    article = await asyncio.to_thread(extract, html, url=tab.page.url, template=template)
    text_from: tuple[str, ...] = ()
    sent_chars = 0
    as_sent = loaded.as_sent
    if as_sent is None and loaded.body:
        as_sent = await asyncio.to_thread(extract, loaded.body, url=tab.page.url, template=template)
    if as_sent is not None:
        article, why = better_text(as_sent, article)
        text_from = (why,)
    grids = await read_grids(view)
    grid = viewer_grid(grids)
    if as_sent is not None:
        captions = [c for e in (grid.entries if grid else ()) for c in e.captions.values()]
        sent_chars = prose_chars(as_sent.text, captions)
    evidence = evidence_of(state, grid)
    decision = classify(job.url, evidence)
    reading = Reading(state, article, section, decision, grid, text_from, sent_chars)
    reading.stack = stack_of(grids)
    if decision.kind != "gallery" or decision.bounded:
        await _framed(view, job, reading, prose_article(evidence))
    return reading


async def _framed(view: GalleryView, job: PageJob, reading: Reading, prose: bool) -> None:
    """Look into the page's largest same-origin frame showing a picture (a photo player
    framed into its page): where it is a gallery, ``reading`` notes the frame and, unless
    the page's own prose makes it an article that embeds it, reads the frame as the page's
    gallery from now on (the view stays in it)."""
    found = checked("frames", await evaluate(view.tab, "frames"))
    if found is None or not await view.enter(found["xpath"]):
        return
    state = await snapshot(view)
    grid = viewer_grid(await read_grids(view))
    decision = classify(job.url, evidence_of(state, grid))
    if decision.kind != "gallery":
        await view.enter(None)
        return
    reading.frame = found["xpath"]
    if prose:  # an article embedding a framed player: its slides are read later
        await view.enter(None)
        return
    framed = f"the gallery is in a frame of the page ({found['xpath']})"
    reading.state, reading.grid = state, grid
    reading.decision = replace(decision, evidence=(framed, *decision.evidence))


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
    describe(record, article)
    record.images = image_records(article.images)
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
