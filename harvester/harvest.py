"""Harvesting one URL end to end: load, classify, page a gallery or extract an article.

For a gallery the template store is asked first: a known site pages at once with its
trigger (``template: hit``). A template that no longer works counts a failure and
discovery runs again (``healed``). An unknown site is probed (``discovered``). A page
classified as a gallery where no control proves valid is harvested as an article, and
the record says why. Every failure (malformed URL, dead link, timeout, not HTML, a
crash of the page or of the harvester) becomes an error record, never an exception.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from urllib.parse import urlsplit

from playwright.async_api import Browser
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeout

from harvester.article_pages import follow_pages
from harvester.browser import BrowserSettings, Tab, open_tab
from harvester.classify import Classification, PageEvidence, classify
from harvester.discover import (
    DEFAULT_MAX_CANDIDATES,
    DEFAULT_PROBE_BUDGET_S,
    Trigger,
    discover,
    snapshot,
)
from harvester.extract import Article, extract
from harvester.output import HarvestRecord
from harvester.paging import (
    DEFAULT_MAX_PAGES,
    Walk,
    content_xpaths,
    page_through,
    rewind,
    slides_from,
)
from harvester.snapshot import GalleryState
from harvester.store import WHOLE_SITE, Template, TemplateStore, section_of

#: A walk with fewer pictures than this did not page: the trigger failed.
MIN_SLIDES = 2
#: A page that only might be a gallery (a picture, no sign either way) is settled by one
#: bounded probe: this many candidates, this many seconds (ours).
BOUNDED_CANDIDATES = 6
BOUNDED_BUDGET_S = 8.0
_HTML_TYPES = ("text/html", "application/xhtml+xml")


@dataclass(frozen=True, slots=True)
class HarvestOptions:
    """The knobs of one run that are not the browser's."""

    max_pages: int = DEFAULT_MAX_PAGES
    max_candidates: int = DEFAULT_MAX_CANDIDATES
    probe_budget_s: float = DEFAULT_PROBE_BUDGET_S


def check_url(url: str) -> str | None:
    """Why ``url`` cannot be harvested, or None when it looks like a web address."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        return f"malformed URL: scheme must be http or https, got {parts.scheme or 'none'!r}"
    if not parts.hostname:
        return "malformed URL: no host"
    return None


def evidence_of(state: GalleryState) -> PageEvidence:
    return PageEvidence(
        main_image_area=state.image_area,
        viewport_area=state.viewport_area,
        visible_images=state.visible_images,
        counter=state.counter,
        counter_distance=state.counter_distance,
        thumbnails=state.thumbnails,
        slide_data=state.slide_data,
        text_chars=state.text_chars,
        paragraph_chars=state.paragraph_chars,
    )


async def harvest_url(
    browser: Browser,
    url: str,
    settings: BrowserSettings,
    store: TemplateStore,
    options: HarvestOptions = HarvestOptions(),
    *,
    label: str = "page",
) -> HarvestRecord:
    """Harvest ``url`` into one record; never raises for anything the page does."""
    start = time.monotonic()
    record = HarvestRecord(url=url)
    if why := check_url(url):
        record.status, record.error = "error", why
        return record
    try:
        async with open_tab(browser, settings, label) as tab:
            await _harvest(tab, url, store, options, record)
    except PlaywrightTimeout:
        record.status = "error"
        record.error = f"timeout: the page did not load within {settings.nav_timeout_s:g} s"
    except PlaywrightError as exc:
        record.status = "error"
        message = str(exc).splitlines()[0]
        if "Download is starting" in message:  # served as an attachment, not a page
            record.error = "not HTML: the server sent a file to download"
        else:
            record.error = f"browser: {message}"
    except Exception as exc:  # a bug of ours must not end the run
        record.status = "error"
        record.error = f"internal error: {type(exc).__name__}: {exc}"
    record.elapsed_s = round(time.monotonic() - start, 3)
    return record


async def _harvest(
    tab: Tab, url: str, store: TemplateStore, options: HarvestOptions, record: HarvestRecord
) -> None:
    response = await tab.goto(url)
    if response is None:
        raise PlaywrightError("no response")
    if response.status >= 400:
        record.status, record.error = "error", f"dead link: HTTP {response.status}"
        return
    ctype = (await response.header_value("content-type") or "").split(";")[0].strip().lower()
    if ctype and ctype not in _HTML_TYPES:
        record.status, record.error = "error", f"not HTML: the server sent {ctype}"
        return
    state = await snapshot(tab)
    record.final_url = tab.page.url
    article = extract(await tab.page.content(), url=tab.page.url)  # the rendered page
    if not article.text:  # scripts that never ran left the page hidden: read what was sent
        try:
            sent = extract(await response.body(), url=tab.page.url)
        except PlaywrightError:  # the body is gone (a redirect, a closed page)
            sent = article
        if sent.text and sent is not article:
            article = sent
            article.note = "the rendered page showed no text: extracted from the HTML as sent"
    decision: Classification = classify(url, evidence_of(state))
    record.evidence = list(decision.evidence)
    if decision.kind == "gallery" and await _gallery(
        tab, url, store, options, record, article, bounded=decision.bounded
    ):
        return
    record.kind = "article"
    record.title, record.publish_time = article.title, article.publish_time
    record.text = article.text
    if state.pager and article.text:
        await _more_pages(tab, url, article, state.pager, record)
    if article.error or not article.text:
        record.status = "error"
        record.error = article.error or f"nothing harvested: {article.note}"
        if tab.page_errors:
            record.error += f" (the page's scripts threw: {tab.page_errors[0]})"
    elif article.note and not record.note:
        record.note = article.note
    _note_script_errors(tab, record)


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
            store.learn(
                url,
                template.trigger,
                template.origin,
                replace=frozenset({"picture_xpath", "caption_xpath"}),
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
) -> bool:
    """Page the gallery into ``record``; False when no trigger works (harvest as article).

    ``bounded``: the page only might be a gallery, so discovery gets a small budget.
    """
    template = store.find(url)
    known = await _known(tab, url, template, store, options) if template is not None else None
    if template is not None and known is not None:
        store.used(template, ok=True)
        record.template = "hit"
        walk, first = known
        trigger = Trigger.parse(template.trigger)
    else:
        start, first = await rewind(tab, url)  # probe from picture 1: room to step twice
        found = await discover(
            tab,
            start,
            max_candidates=BOUNDED_CANDIDATES if bounded else options.max_candidates,
            budget_s=BOUNDED_BUDGET_S if bounded else options.probe_budget_s,
        )
        record.probes = len(found.probes)
        if found.trigger is None:
            if bounded:
                return False
            record.note = (
                f"classified as a gallery, but none of {len(found.probes)} probed controls "
                "moved it one picture forward: harvested as an article"
            )
            return False
        trigger = found.trigger
        walk = await page_through(
            tab, start, trigger, max_pages=options.max_pages, states=found.states
        )
        if len(walk.states) < MIN_SLIDES:
            return False
        picture, captions = content_xpaths(walk.states)
        if template is not None:
            store.used(template, ok=False, error="did not page; discovery found another way")
        store.learn(
            url,
            trigger.describe(),
            picture_xpath=picture,
            caption_xpath=captions,
            overlay_xpath=found.overlay,
        )  # what this walk did not confirm stays as the template had it (a healed one)
        # the template of this page's section (or of the whole site) failed and discovery
        # replaced it: healed; a guess from another section that failed is not a repair
        healed = template is not None and template.section in (section_of(url), WHOLE_SITE)
        record.template = "healed" if healed else "discovered"
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
    record.note = f"{len(slides)} pictures; paging stopped: {walk.end}"
    if first > 1:
        record.note += f"; opened at picture {first}, no way back to picture 1 was found"
    _note_script_errors(tab, record)
    return True
