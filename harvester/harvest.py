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
from harvester.paging import DEFAULT_MAX_PAGES, page_through, slides_from
from harvester.snapshot import GalleryState
from harvester.store import WHOLE_SITE, TemplateStore, section_of

#: A walk with fewer pictures than this did not page: the trigger failed.
MIN_SLIDES = 2
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
    decision: Classification = classify(url, evidence_of(state))
    record.evidence = list(decision.evidence)
    if decision.kind == "gallery" and await _gallery(tab, url, store, options, record, article):
        return
    record.kind = "article"
    record.title, record.publish_time = article.title, article.publish_time
    record.text = article.text
    if article.error or not article.text:
        record.status = "error"
        record.error = article.error or f"nothing harvested: {article.note}"
        if tab.page_errors:
            record.error += f" (the page's scripts threw: {tab.page_errors[0]})"
    elif article.note and not record.note:
        record.note = article.note
    _note_script_errors(tab, record)


def _note_script_errors(tab: Tab, record: HarvestRecord) -> None:
    if tab.page_errors and record.status == "ok":
        first = tab.page_errors[0]
        extra = f"the page's scripts threw {len(tab.page_errors)} error(s), first: {first}"
        record.note = f"{record.note}; {extra}" if record.note else extra


async def _gallery(
    tab: Tab,
    url: str,
    store: TemplateStore,
    options: HarvestOptions,
    record: HarvestRecord,
    page: Article,
) -> bool:
    """Page the gallery into ``record``; False when no trigger works (harvest as article)."""
    template = store.find(url)
    walk = None
    if template is not None:
        trigger = Trigger.parse(template.trigger)
        walk = await page_through(tab, url, trigger, max_pages=options.max_pages)
        if len(walk.states) >= MIN_SLIDES:
            store.used(template, ok=True)
            record.template = "hit"
        else:
            store.used(template, ok=False, error=f"did not page ({walk.end})")
            walk = None
    if walk is None:
        found = await discover(
            tab, url, max_candidates=options.max_candidates, budget_s=options.probe_budget_s
        )
        if found.trigger is None:
            record.note = (
                f"classified as a gallery, but none of {len(found.probes)} probed controls "
                "moved it one picture forward: harvested as an article"
            )
            return False
        trigger = found.trigger
        walk = await page_through(tab, url, trigger, max_pages=options.max_pages)
        store.learn(url, trigger.describe())
        # the template of this page's section (or of the whole site) failed and discovery
        # replaced it: healed; a guess from another section that failed is not a repair
        healed = template is not None and template.section in (section_of(url), WHOLE_SITE)
        record.template = "healed" if healed else "discovered"
    first = walk.states[0]
    slides = slides_from(walk.states, url)
    record.kind = "gallery"
    record.final_url = first.url
    record.trigger = trigger.describe()
    record.slides = [slide.to_dict() for slide in slides]
    record.text = "\n".join(slide.caption for slide in slides if slide.caption)
    record.title = first.headline or page.title or first.title
    record.publish_time = page.publish_time
    record.note = f"{len(slides)} pictures; paging stopped: {walk.end}"
    _note_script_errors(tab, record)
    return True
