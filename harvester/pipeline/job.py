"""Harvesting one URL end to end: load, classify, page a gallery or extract an article.

For a gallery the template store is asked first: a known site pages at once with its
trigger (``template: hit``). A template that no longer works counts a failure and
discovery runs again (``healed``). An unknown site is probed (``discovered``). A page
classified as a gallery where no control proves valid is harvested as an article, and
the record says why. Every failure (malformed URL, dead link, timeout, not HTML, a
crash of the page or of the harvester) becomes an error record, never an exception.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager, nullcontext
from dataclasses import dataclass

from playwright.async_api import Browser, Response
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeout
from sqlalchemy.exc import DBAPIError

from harvester.browser.launch import BrowserSettings, PageBusy
from harvester.browser.pool import BrowserPool
from harvester.browser.tab import Tab, open_tab
from harvester.extraction.article import Article, extract
from harvester.extraction.encoding import charset_repair
from harvester.gallery.classify import Classification, PageEvidence, classify
from harvester.gallery.discover import DEFAULT_MAX_CANDIDATES, Trigger, discover, snapshot
from harvester.gallery.paging import (
    DEFAULT_MAX_PAGES,
    Walk,
    content_xpaths,
    page_through,
    rewind,
    slides_from,
)
from harvester.gallery.state import GalleryState
from harvester.pipeline.pages import follow_pages
from harvester.pipeline.sections import record_section
from harvester.record import HarvestRecord, kind_of_message
from harvester.store.models import Template
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


@asynccontextmanager
async def _tab(
    source: Browser | BrowserPool,
    settings: BrowserSettings,
    label: str,
    on_response: Callable[[Response], Awaitable[None]] | None,
) -> AsyncIterator[Tab]:
    if isinstance(source, BrowserPool):
        async with source.tab(label, on_response=on_response) as tab:
            yield tab
    else:
        async with open_tab(source, settings, label, on_response=on_response) as tab:
            yield tab


async def harvest_url(
    source: Browser | BrowserPool,
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
    try:
        async with _tab(source, settings, label, on_response) as tab:
            if before_load is not None:
                await before_load(tab)
            try:
                await _harvest(tab, url, store, options, record, claims)
            except (PageBusy, PlaywrightError):
                if not tab.crashed:
                    raise
                record.fail(
                    "browser", "browser: the page's renderer died (out of memory, or killed)"
                )
            _note_tab(tab, record)
    except PageBusy as exc:
        record.fail("deadline", f"deadline: {exc}")
    except PlaywrightTimeout:
        record.fail(
            "timeout", f"timeout: the page did not load within {settings.nav_timeout_s:g} s"
        )
    except PlaywrightError as exc:
        message = str(exc).splitlines()[0]
        kind = kind_of_message(message)
        if kind == "not_html":
            record.fail(kind, "not HTML: the server sent a file to download")
        elif kind == "redirect_loop":
            record.fail(kind, "redirect loop: the page redirects without end")
        elif kind == "dns":
            record.fail(kind, f"the host name does not resolve: {message}")
        else:
            record.fail(kind, f"{kind}: {message}")
    except DBAPIError as exc:  # the store's database went away (a restart)
        record.fail("database", f"database: {str(exc.orig or exc).splitlines()[0]}")
    except Exception as exc:  # a bug of ours must not end the run
        record.fail("internal", f"internal error: {type(exc).__name__}: {exc}")
    record.elapsed_s = round(time.monotonic() - start, 3)
    return record


def _note_tab(tab: Tab, record: HarvestRecord) -> None:
    """Tell the reader what the page did on its own: dialogs, popups, leaving itself."""
    if tab.dialogs:
        record.add_note(
            f"the page opened {tab.dialogs} dialog(s) (alert/confirm/prompt), dismissed"
        )
    if tab.popups:
        record.add_note(f"the page opened {tab.popups} popup window(s), closed")
    if tab.unfinished:
        record.add_note(
            "the page never finished loading (its document was still loading after "
            f"{tab.settings.nav_timeout_s:g} s though its HTML had all arrived): "
            "harvested as it stood"
        )
    if tab.navigated_to:
        record.add_note(f"the page navigated itself to {tab.navigated_to}")


async def _harvest(
    tab: Tab,
    url: str,
    store: TemplateStore,
    options: HarvestOptions,
    record: HarvestRecord,
    claims: Claims | None,
) -> None:
    response = await tab.goto(url)
    if response is None:
        raise PlaywrightError("no response")
    record.http_status = response.status
    if response.status >= 400:
        record.fail("http", f"dead link: HTTP {response.status}")
        record.retry_after = await response.header_value("retry-after")
        return
    ctype = (await response.header_value("content-type") or "").split(";")[0].strip().lower()
    if ctype and ctype not in _HTML_TYPES:
        record.fail("not_html", f"not HTML: the server sent {ctype}")
        return
    body = await _body(response)
    repair = None
    if body and not body.isascii():
        content_type = await response.header_value("content-type")
        repair = charset_repair(body, content_type, await tab.html())
    if body and repair:
        declared, real = repair
        await tab.rerender(url, body, real)
        record.add_note(
            f"the page declares {declared}, its bytes are {real}: re-rendered as {real}"
        )
    html = await tab.html()  # first: it waits for a page that leaves itself to land
    state = await snapshot(tab)
    record.final_url = tab.page.url
    section = await asyncio.to_thread(store.article_template, tab.page.url)
    template = section.path if section else None
    article = await asyncio.to_thread(extract, html, url=tab.page.url, template=template)
    if not article.text and body:  # scripts that never ran left the page hidden
        sent = await asyncio.to_thread(extract, body, url=tab.page.url, template=template)
        if sent.text:
            article = sent
            article.note = "the rendered page showed no text: extracted from the HTML as sent"
    decision: Classification = classify(url, evidence_of(state))
    record.evidence = list(decision.evidence)
    if decision.kind == "gallery" and await _gallery(
        tab, url, store, options, record, article, bounded=decision.bounded, claims=claims
    ):
        return
    record.kind = "article"
    record.title, record.publish_time = article.title, article.publish_time
    record.text = article.text
    record.template = await asyncio.to_thread(record_section, store, tab.page.url, section, article)
    if state.pager and article.text:
        await _more_pages(tab, url, article, state.pager, record)
    if article.error or not article.text:
        record.fail("empty", article.error or f"nothing harvested: {article.note}")
        if tab.page_errors:
            record.error = f"{record.error} (the page's scripts threw: {tab.page_errors[0]})"
    elif article.note:
        record.add_note(article.note)
    _note_script_errors(tab, record)


async def _body(response: Response) -> bytes | None:
    try:
        return await response.body()
    except PlaywrightError:  # the body is gone (a redirect, a page that left itself)
        return None


async def _more_pages(
    tab: Tab, url: str, article: Article, pager: str, record: HarvestRecord
) -> None:
    """Join the later pages of a multi-page article into ``record``."""
    pages = await follow_pages(tab, url, article, pager)
    if len(pages.urls) > 1:
        record.text, record.pages = pages.text, len(pages.urls)
        record.note = f"{record.pages} pages joined; stopped at {pages.end}"


def _note_script_errors(tab: Tab, record: HarvestRecord) -> None:
    if tab.page_errors and record.status == "ok":
        first = tab.page_errors[0]
        extra = f"the page's scripts threw {len(tab.page_errors)} error(s), first: {first}"
        record.note = f"{record.note}; {extra}" if record.note else extra


def _content_of(template: Template, url: str) -> dict[str, str | None] | None:
    """The content XPaths a template gives every snapshot, or None (none stored, or the
    template is another section's: its trigger may work here, its layout need not)."""
    if template.section not in (section_of(url), WHOLE_SITE):
        return None
    if not (template.picture_xpath or template.caption_xpath):
        return None
    return {"picture": template.picture_xpath, "captions": template.caption_xpath}


async def _known(
    tab: Tab, url: str, template: Template, store: TemplateStore, options: HarvestOptions
) -> tuple[Walk, int] | None:
    """Page the gallery with a stored template: its overlay button, trigger and content
    XPaths; None when it does not page (then discovery runs). Content XPaths that stop
    the trigger's walk, where the page's geometry lets it page, are proved wrong and
    cleared."""
    tab.prelude = [template.overlay_xpath] if template.overlay_xpath else []
    tab.content = _content_of(template, url)
    trigger = Trigger.parse(template.trigger)
    start, first = await rewind(tab, url)
    walk = await page_through(tab, start, trigger, max_pages=options.max_pages)
    if len(walk.states) < MIN_SLIDES and tab.content is not None:
        tab.content = None  # the content XPaths may be what failed: try the geometry
        walk = await page_through(tab, start, trigger, max_pages=options.max_pages)
        if len(walk.states) >= MIN_SLIDES and template.section == section_of(url):
            await asyncio.to_thread(
                lambda: store.learn(
                    url,
                    template.trigger,
                    template.origin,
                    replace=frozenset({"picture_xpath", "caption_xpath"}),
                )
            )
    if len(walk.states) < MIN_SLIDES:
        tab.prelude, tab.content = [], None
        return None
    return walk, first


async def _gallery(
    tab: Tab,
    url: str,
    store: TemplateStore,
    options: HarvestOptions,
    record: HarvestRecord,
    page: Article,
    *,
    bounded: bool = False,
    claims: Claims | None = None,
) -> bool:
    """Page the gallery into ``record``; False when no trigger works (harvest as article).

    ``bounded``: the page only might be a gallery, so discovery probes fewer controls.
    ``claims``: held while a site is probed; a tab that waited for it tries the template
    the other one learned before probing itself.
    """
    template = await asyncio.to_thread(store.find, url)
    known = await _known(tab, url, template, store, options) if template is not None else None
    if known is None:
        async with claims(site_of(url)) if claims is not None else nullcontext():
            if template is None and (template := await asyncio.to_thread(store.find, url)):
                known = await _known(tab, url, template, store, options)
            if known is None:
                found = await _discover(tab, url, store, options, record, template, bounded)
                if found is None:
                    return False
                walk, first, trigger = found
    if known is not None:
        assert template is not None
        await asyncio.to_thread(store.used, template, ok=True)
        record.template = "hit"
        walk, first = known
        trigger = Trigger.parse(template.trigger)
    known_captions = bool(tab.content and tab.content.get("captions"))
    slides = slides_from(walk.states, url, known=known_captions, first=first)
    head = walk.states[0]
    record.kind = "gallery"
    record.final_url = head.url
    record.trigger = trigger.describe()
    record.slides = [slide.to_dict() for slide in slides]
    record.text = "\n".join(slide.caption for slide in slides if slide.caption)
    record.title = head.headline or page.title or head.title
    record.publish_time = page.publish_time
    record.add_note(f"{len(slides)} pictures; paging stopped: {walk.end}")
    if first > 1:
        record.add_note(f"opened at picture {first}, no way back to picture 1 was found")
    _note_script_errors(tab, record)
    return True


async def _discover(
    tab: Tab,
    url: str,
    store: TemplateStore,
    options: HarvestOptions,
    record: HarvestRecord,
    template: Template | None,
    bounded: bool,
) -> tuple[Walk, int, Trigger] | None:
    """Probe for the gallery's control, walk it and learn the template; None when no
    control pages it."""
    began = time.monotonic()
    start, first = await rewind(tab, url)  # probe from picture 1: room to step twice
    found = await discover(
        tab,
        start,
        max_candidates=BOUNDED_CANDIDATES if bounded else options.max_candidates,
        budget_s=options.probe_budget_s,
    )
    record.probes = len(found.probes)
    record.discovery_s = round(time.monotonic() - began, 3)
    if found.trigger is None:
        if not bounded:
            record.add_note(
                f"classified as a gallery, but none of {len(found.probes)} probed controls "
                "moved it one picture forward: harvested as an article"
            )
        return None
    trigger = found.trigger
    walk = await page_through(tab, start, trigger, max_pages=options.max_pages, states=found.states)
    if len(walk.states) < MIN_SLIDES:
        return None
    picture, captions = content_xpaths(walk.states)
    if template is not None:
        await asyncio.to_thread(
            store.used, template, ok=False, error="did not page; discovery found another way"
        )
    await asyncio.to_thread(
        lambda: store.learn(
            url,
            trigger.describe(),
            picture_xpath=picture,
            caption_xpath=captions,
            overlay_xpath=found.overlay,
        )
    )  # what this walk did not confirm stays as the template had it (a healed one)
    # the template of this page's section (or of the whole site) failed and discovery
    # replaced it: healed; a guess from another section that failed is not a repair
    healed = template is not None and template.section in (section_of(url), WHOLE_SITE)
    record.template = "healed" if healed else "discovered"
    return walk, first, trigger
