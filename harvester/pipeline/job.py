"""Harvesting one URL end to end: load, classify, page a gallery or extract an article.

For a gallery the template store is asked first: a known site pages at once with its
trigger (``template: hit``). A template that no longer works counts a failure and
discovery runs again (``healed``). An unknown site is probed (``discovered``). A page
classified as a gallery where no control proves valid is harvested as an article, and
the record says why. Every failure (malformed URL, dead link, timeout, not HTML, a
crash of the page or of the harvester) becomes an error record, never an exception.

One URL's harvest is a :class:`PageJob` handed from step to step with the tab's
:class:`~harvester.gallery.view.GalleryView`: :func:`read_page` (load, check, extract,
classify), then :func:`harvest_gallery` (:func:`walk_known` with the stored template,
else :func:`discover_gallery`: :func:`search_gallery` and :func:`walk_found`, then
:func:`learn_found`) or :func:`harvest_article`. The tabs come from a
:class:`~harvester.browser.pool.TabSource` (the run's :class:`BrowserPool`, or a plain
browser as :class:`~harvester.browser.pool.BrowserTabs`).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager, nullcontext
from dataclasses import dataclass

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Response

from harvester.browser.launch import BrowserSettings, PageBusy
from harvester.browser.pool import TabSource
from harvester.browser.tab import Tab
from harvester.extraction.article import Article, extract
from harvester.extraction.encoding import charset_repair
from harvester.gallery.classify import Classification, PageEvidence, classify
from harvester.gallery.discover import (
    DEFAULT_MAX_CANDIDATES,
    Discovery,
    Trigger,
    discover,
    snapshot,
)
from harvester.gallery.paging import (
    DEFAULT_MAX_PAGES,
    Walk,
    content_xpaths,
    page_through,
    rewind,
    slides_from,
)
from harvester.gallery.state import GalleryState
from harvester.gallery.view import INIT_SCRIPTS, GalleryView
from harvester.pipeline.notes import fail_for, note_script_errors, note_tab
from harvester.pipeline.pages import follow_pages
from harvester.pipeline.sections import record_section
from harvester.record import HarvestRecord
from harvester.store.models import ArticleTemplate, Template
from harvester.store.templates import TemplateStore
from harvester.urls import WHOLE_SITE, check_url, section_of, site_of

#: A walk with fewer pictures than this did not page: the trigger failed.
MIN_SLIDES = 2
#: A page that only might be a gallery (a picture, no sign either way) is settled by one
#: bounded probe of this many candidates (ours).
BOUNDED_CANDIDATES = 6
_HTML_TYPES = ("text/html", "application/xhtml+xml")


@dataclass(frozen=True, slots=True)
class HarvestOptions:
    """The knobs of one run that are not the browser's."""

    max_pages: int = DEFAULT_MAX_PAGES
    max_candidates: int = DEFAULT_MAX_CANDIDATES
    probe_budget_s: float | None = None


def evidence_of(state: GalleryState) -> PageEvidence:
    return PageEvidence(
        main_image_area=state.image_area,
        visible_images=state.visible_images,
        counter=state.counter,
        counter_distance=state.counter_distance,
        thumbnails=state.thumbnails,
        slide_data=state.slide_data,
        text_chars=state.text_chars,
        paragraph_chars=state.paragraph_chars,
    )


#: Where a gallery's probing of a new site is claimed: ``claim(site)`` is held while the
#: site is probed, so a second tab on the same new site waits and then hits its template.
Claims = Callable[[str], AbstractAsyncContextManager[object]]


@dataclass
class PageJob:
    """One URL's harvest as it goes from step to step: what every step needs (the store,
    the options, the claims) and what the steps found so far (the record, the template)."""

    url: str
    store: TemplateStore
    options: HarvestOptions
    record: HarvestRecord
    claims: Claims | None = None
    #: the page only might be a gallery: discovery probes fewer controls
    bounded: bool = False
    #: the gallery template of the URL's site, once looked up (None: none stored)
    template: Template | None = None

    def claim(self) -> AbstractAsyncContextManager[object]:
        """Held while the site is probed (nothing to hold without claims)."""
        return self.claims(site_of(self.url)) if self.claims is not None else nullcontext()


@dataclass
class Reading:
    """The page as loaded: its snapshot, its text as an article, its section's article
    template, and whether it looks like a gallery."""

    state: GalleryState
    article: Article
    section: ArticleTemplate | None
    decision: Classification


@dataclass
class Walked:
    """A gallery walked: the pictures, the index of the first one, the trigger that paged."""

    walk: Walk
    first: int
    trigger: Trigger


@dataclass
class Search:
    """What probing found, and where its walk starts (the address, the picture's index)."""

    found: Discovery
    start: str
    first: int


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
    job.record.evidence = list(reading.decision.evidence)
    job.bounded = reading.decision.bounded
    if reading.decision.kind == "gallery" and await harvest_gallery(view, job, reading.article):
        return
    await harvest_article(view, job, reading)


async def read_page(view: GalleryView, job: PageJob) -> Reading | None:
    """Load the page and read it; None when there is nothing to harvest (the record says
    why: a dead link, not HTML)."""
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
    """Render the page again from its bytes when its declared charset lies."""
    repair = None
    if body and not body.isascii():
        content_type = await response.header_value("content-type")
        repair = charset_repair(body, content_type, await view.tab.html())
    if body and repair:
        declared, real = repair
        await view.rerender(job.url, body, real)
        job.record.add_note(
            f"the page declares {declared}, its bytes are {real}: re-rendered as {real}"
        )


async def _read(view: GalleryView, job: PageJob, body: bytes | None) -> Reading:
    """The loaded page's snapshot and article (from the HTML as sent when the rendered
    page shows no text), and what it looks like."""
    tab = view.tab
    html = await tab.html()  # first: it waits for a page that leaves itself to land
    state = await snapshot(view)
    job.record.final_url = tab.page.url
    section = await asyncio.to_thread(job.store.article_template, tab.page.url)
    template = section.path if section else None
    article = await asyncio.to_thread(extract, html, url=tab.page.url, template=template)
    if not article.text and body:  # scripts that never ran left the page hidden
        sent = await asyncio.to_thread(extract, body, url=tab.page.url, template=template)
        if sent.text:
            article = sent
            article.note = "the rendered page showed no text: extracted from the HTML as sent"
    return Reading(state, article, section, classify(job.url, evidence_of(state)))


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


async def harvest_gallery(view: GalleryView, job: PageJob, page: Article) -> bool:
    """Page the gallery into the record; False when no trigger works (harvest as article).

    The stored template first; else, holding the site's claim, the template another tab
    learned while this one waited for it, else discovery.
    """
    job.template = await asyncio.to_thread(job.store.find, job.url)
    known = await walk_known(view, job) if job.template is not None else None
    walked = known
    if known is None:
        async with job.claim():
            if job.template is None:  # another tab may have learned it while this one waited
                job.template = await asyncio.to_thread(job.store.find, job.url)
                if job.template is not None:
                    known = await walk_known(view, job)
            walked = known if known is not None else await discover_gallery(view, job)
        if walked is None:
            return False
    if known is not None:
        assert job.template is not None
        await asyncio.to_thread(job.store.used, job.template, ok=True)
        job.record.template = "hit"
    assert walked is not None
    _write_gallery(view, job, walked, page)
    return True


def _write_gallery(view: GalleryView, job: PageJob, walked: Walked, page: Article) -> None:
    """The walk's slides, title and notes into the record."""
    record, walk, first = job.record, walked.walk, walked.first
    known_captions = bool(view.content and view.content.get("captions"))
    slides = slides_from(walk.states, job.url, known=known_captions, first=first)
    head = walk.states[0]
    record.kind = "gallery"
    record.final_url = head.url
    record.trigger = walked.trigger.describe()
    record.slides = [slide.to_dict() for slide in slides]
    record.text = "\n".join(slide.caption for slide in slides if slide.caption)
    record.title = head.headline or page.title or head.title
    record.publish_time = page.publish_time
    record.add_note(f"{len(slides)} pictures; paging stopped: {walk.end}")
    if first > 1:
        record.add_note(f"opened at picture {first}, no way back to picture 1 was found")
    note_script_errors(view.tab, record)


def _content_of(template: Template, url: str) -> dict[str, str | None] | None:
    """The content XPaths a template gives every snapshot, or None (none stored, or the
    template is another section's: its trigger may work here, its layout need not)."""
    if template.section not in (section_of(url), WHOLE_SITE):
        return None
    if not (template.picture_xpath or template.caption_xpath):
        return None
    return {"picture": template.picture_xpath, "captions": template.caption_xpath}


async def walk_known(view: GalleryView, job: PageJob) -> Walked | None:
    """Page the gallery with the stored template: its overlay button, trigger and content
    XPaths; None when it does not page (then discovery runs). Content XPaths that stop
    the trigger's walk, where the page's geometry lets it page, are proved wrong and
    cleared."""
    template = job.template
    assert template is not None
    view.prelude = [template.overlay_xpath] if template.overlay_xpath else []
    view.content = _content_of(template, job.url)
    trigger = Trigger.parse(template.trigger)
    start, first = await rewind(view, job.url)
    max_pages = job.options.max_pages
    walk = await page_through(view, start, trigger, max_pages=max_pages)
    if len(walk.states) < MIN_SLIDES and view.content is not None:
        view.content = None  # the content XPaths may be what failed: try the geometry
        walk = await page_through(view, start, trigger, max_pages=max_pages)
        if len(walk.states) >= MIN_SLIDES and template.section == section_of(job.url):
            await _forget_content(job, template)
    if len(walk.states) < MIN_SLIDES:
        view.prelude, view.content = [], None
        return None
    return Walked(walk, first, trigger)


async def _forget_content(job: PageJob, template: Template) -> None:
    """Clear the template's content XPaths: the walk paged only without them."""
    await asyncio.to_thread(
        lambda: job.store.learn(
            job.url,
            template.trigger,
            template.origin,
            replace=frozenset({"picture_xpath", "caption_xpath"}),
        )
    )


async def discover_gallery(view: GalleryView, job: PageJob) -> Walked | None:
    """Probe for the gallery's control, walk it and learn the template; None when no
    control pages it."""
    record = job.record
    began = time.monotonic()
    search = await search_gallery(view, job)
    found = search.found
    record.probes = len(found.probes)
    record.discovery_s = round(time.monotonic() - began, 3)
    if found.trigger is None:
        if not job.bounded:
            record.add_note(
                f"classified as a gallery, but none of {len(found.probes)} probed controls "
                "moved it one picture forward: harvested as an article"
            )
        return None
    walk = await walk_found(view, job, search)
    if len(walk.states) < MIN_SLIDES:
        return None
    await learn_found(job, walk, found)
    return Walked(walk, search.first, found.trigger)


async def search_gallery(view: GalleryView, job: PageJob) -> Search:
    """Probe the gallery's controls from picture 1 (room to step twice)."""
    start, first = await rewind(view, job.url)
    found = await discover(
        view,
        start,
        max_candidates=BOUNDED_CANDIDATES if job.bounded else job.options.max_candidates,
        budget_s=job.options.probe_budget_s,
    )
    return Search(found, start, first)


async def walk_found(view: GalleryView, job: PageJob, search: Search) -> Walk:
    """Walk the gallery with the trigger probing found, on from the pictures it saw."""
    found = search.found
    assert found.trigger is not None
    return await page_through(
        view, search.start, found.trigger, max_pages=job.options.max_pages, states=found.states
    )


async def learn_found(job: PageJob, walk: Walk, found: Discovery) -> None:
    """Keep what discovery found as the site's template (a template that failed counts a
    failure first), and say in the record whether it healed one or is new."""
    assert found.trigger is not None
    trigger, template = found.trigger, job.template
    picture, captions = content_xpaths(walk.states)
    if template is not None:
        await asyncio.to_thread(
            job.store.used, template, ok=False, error="did not page; discovery found another way"
        )
    await asyncio.to_thread(
        lambda: job.store.learn(
            job.url,
            trigger.describe(),
            picture_xpath=picture,
            caption_xpath=captions,
            overlay_xpath=found.overlay,
        )
    )  # what this walk did not confirm stays as the template had it (a healed one)
    # the template of this page's section (or of the whole site) failed and discovery
    # replaced it: healed; a guess from another section that failed is not a repair
    healed = template is not None and template.section in (section_of(job.url), WHOLE_SITE)
    job.record.template = "healed" if healed else "discovered"
