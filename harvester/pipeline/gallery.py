"""Harvesting a page as a gallery: its template, discovery, the walk and what is learned.

:func:`harvest_gallery` asks the template store first: a gallery whose site lists its
pictures in data the template names is read from that data once the picture shown and
the counter agree with it (:func:`read_known_data`); a grid (or a stack of pictures) the
template names is read at once (:func:`read_known_grid`), a known trigger pages at once
(:func:`walk_known`, ``template: hit``); a template that no longer works counts a failure
and discovery runs again (``healed``); an unknown site is probed (:func:`discover_gallery`:
:func:`search_gallery` and :func:`walk_found`, then :func:`learn_found`). A lightbox
grid's viewer is opened first, so its own controls are probed and paged. A gallery laid
out whole on its page is read whole before any probe (:func:`harvest_stack`).
After a walk, the source that lists the walked pictures in order is looked for and kept
(:func:`learn_source`). The gallery an article embeds: :mod:`harvester.pipeline.embedded`.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import urljoin

from harvester.browser.touch import as_phone
from harvester.extraction.article import Article
from harvester.gallery.classify import valid_counter
from harvester.gallery.datasource import DataSource, Where, find_source, read_source
from harvester.gallery.discover import Discovery, Trigger, discover, snapshot
from harvester.gallery.paging import Walk, page_through, rewind, track_start, walk_back
from harvester.gallery.scripts import checked, evaluate
from harvester.gallery.slides import (
    Slide,
    content_xpaths,
    index_caption,
    slides_from,
    start_index,
)
from harvester.gallery.stack import read_known_stack, read_stack, slides_from_stack
from harvester.gallery.state import GalleryState
from harvester.gallery.view import GalleryView
from harvester.gallery.viewer import (
    GridSpec,
    confirm_grid,
    may_open_viewer,
    open_viewer,
    read_grids,
    slides_from_grid,
)
from harvester.pipeline.context import PageJob
from harvester.pipeline.fetched import describe
from harvester.pipeline.notes import note_script_errors
from harvester.store.models import Template
from harvester.urls import WHOLE_SITE, section_of

#: A walk with fewer pictures than this did not page: the trigger failed.
MIN_SLIDES = 2
#: A page that only might be a gallery (a picture, no sign either way) is settled by one
#: bounded probe of this many candidates (ours).
BOUNDED_CANDIDATES = 6


@dataclass
class Walked:
    """A gallery walked: the pictures, the index of the first one, the trigger that paged."""

    walk: Walk
    first: int
    trigger: Trigger

    def __post_init__(self) -> None:
        self.first = start_index(self.first, self.walk.states)


@dataclass
class Search:
    """What probing found, and where its walk starts (the address, the picture's index)."""

    found: Discovery
    start: str
    first: int


async def harvest_gallery(view: GalleryView, job: PageJob, page: Article) -> bool:
    """Page the gallery into the record; False when no trigger works (harvest as article).

    The stored template first; else, holding the site's claim, the template another tab
    learned while this one waited for it, else discovery.
    """
    job.template = await asyncio.to_thread(job.store.find, job.url)
    seen_in = view.frame  # the frame the page showed its gallery in (None: the page)
    if job.template is not None and (
        await read_known_data(view, job, page) or await read_known_grid(view, job, page)
    ):
        return True
    known = await walk_known(view, job) if job.template is not None else None
    walked = known
    if known is None:
        async with job.claim():
            if job.template is None:  # another tab may have learned it while this one waited
                job.template = await asyncio.to_thread(job.store.find, job.url)
                if job.template is not None:
                    known = await walk_known(view, job)
            if known is None and view.frame != seen_in:
                await view.enter(seen_in)  # discovery looks where the page showed it
            # a page that only might be a gallery is not read so: a stack of captioned
            # pictures is also an illustrated article
            if known is None and not job.bounded and await harvest_stack(view, job, page):
                return True
            walked = known if known is not None else await discover_gallery(view, job)
        if walked is None:
            return False
    if known is not None:
        assert job.template is not None
        await asyncio.to_thread(job.store.used, job.template, ok=True)
        job.record.template = "hit"
    assert walked is not None
    _write_gallery(view, job, walked, page)
    await learn_source(view, job, walked)
    return True


def walked_slides(view: GalleryView, job: PageJob, walked: Walked) -> list[Slide]:
    """The slides of a walk (read through the template's caption elements, if any; a page
    per picture's caption where the index of its pages shows it beside its link)."""
    known_captions = bool(view.content and view.content.get("captions"))
    states = walked.walk.states
    slides = slides_from(states, job.url, known=known_captions, first=walked.first)
    shown = walked.walk.index_captions
    if shown and len(slides) == len(states):
        slides = [
            index_caption(slide, shown.get(state.address))
            for slide, state in zip(slides, states, strict=True)
        ]
    return slides


def _write_slides(
    view: GalleryView, job: PageJob, slides: list[Slide], head: GalleryState, page: Article
) -> None:
    """A gallery's slides, title and time into the record (the page's address, where
    the gallery is framed into it)."""
    record = job.record
    record.kind = "gallery"
    record.final_url = view.tab.page.url if view.frame is not None else head.url
    record.slides = [slide.to_dict() for slide in slides]
    record.text = "\n".join(slide.caption for slide in slides if slide.caption)
    record.title = head.headline or page.title or head.title
    record.publish_time = page.publish_time
    describe(record, page)


async def read_known_grid(view: GalleryView, job: PageJob, page: Article) -> bool:
    """Read the gallery from its grid as the template's spec says (one page load, no
    click); False when the template has no spec or the page does not fit it."""
    template = job.template
    assert template is not None
    spec = GridSpec.from_json(template.grid_spec)
    if spec is None or template.section not in (section_of(job.url), WHOLE_SITE):
        return False
    if view.frame != template.frame_xpath and not await view.enter(template.frame_xpath):
        return False
    stack = Trigger.parse(template.trigger).kind == "stack"
    if stack:
        slides = await read_known_stack(view, spec, template.opener_xpath)
    else:
        grids = await read_grids(view, spec.items)
        slides = slides_from_grid(grids[0], spec) if grids else None
    if not slides:
        return False
    await asyncio.to_thread(job.store.used, template, ok=True)
    job.record.template = "hit"
    job.record.trigger = template.trigger
    _write_slides(view, job, slides, await snapshot(view), page)
    where = "stacked on the page as" if stack else "read from the grid"
    job.record.add_note(f"{len(slides)} pictures, {where} the site's template names")
    return True


async def page_texts(view: GalleryView) -> dict[Where, list[str]]:
    """The data texts of the page as it stands: inline scripts, textareas, JSON in
    attributes (``texts.js``) and the answers to its XHR and fetch requests."""
    found = checked("texts", await evaluate(view.tab, "texts"))
    return {
        "script": found["script"],
        "textarea": found["textarea"],
        "attribute": found["attribute"],
        "response": await view.tab.answers.texts(),
    }


async def read_known_data(view: GalleryView, job: PageJob, page: Article) -> bool:
    """Read the gallery from the data its template names (one page load, no click), once
    the page as loaded agrees: its picture is one of the data's (the first, or the one a
    deep link opened) and its counter, where it shows one, says which and how many;
    False otherwise (the walk decides, and heals)."""
    template = job.template
    assert template is not None
    source = DataSource.from_json(template.data_source)
    if source is None or template.section not in (section_of(job.url), WHOLE_SITE):
        return False
    if view.frame != template.frame_xpath and not await view.enter(template.frame_xpath):
        return False
    head = await snapshot(view)
    slides = read_source(await page_texts(view), source, head.url)
    counted = valid_counter(head.counter, head.counter_distance)
    picture = urljoin(head.url, head.image) if head.image else None
    at = next((s.index for s in slides or [] if s.image == picture), None)
    if not slides or at is None or (counted and counted != (at, len(slides))):
        job.record.add_note(f"the site's data ({source.describe()}) did not match the page")
        return False
    await asyncio.to_thread(job.store.used, template, ok=True)
    job.record.template = "hit"
    job.record.trigger = template.trigger
    _write_slides(view, job, slides, head, page)
    job.record.add_note(f"{len(slides)} pictures, read from {source.describe()}")
    return True


async def learn_source(view: GalleryView, job: PageJob, walked: Walked) -> None:
    """Keep the source that lists the walked pictures in order (and their captions) in
    the site's template; a stored source that no longer lists them is cleared. Only a
    walk from picture 1 is compared: a later start lacks the first pictures."""
    if walked.first != 1:
        return
    template = await asyncio.to_thread(job.store.find, job.url)
    if template is None or template.section != section_of(job.url):
        return  # another section's template: its source is its section's to learn
    slides = walked_slides(view, job, walked)
    found = find_source(await page_texts(view), slides, walked.walk.states[0].url)
    stored = DataSource.from_json(template.data_source)
    if found == stored:
        return
    await asyncio.to_thread(
        lambda: job.store.learn(
            job.url,
            template.trigger,
            template.origin,
            data_source=found.to_json() if found is not None else None,
            replace=frozenset({"data_source"}),
        )
    )
    if found is not None:
        job.record.add_note(f"the site's galleries list their pictures in {found.describe()}")


async def harvest_stack(view: GalleryView, job: PageJob, page: Article) -> bool:
    """Read a gallery laid out whole on its page (:mod:`harvester.gallery.stack`) into the
    record and learn it; False when the page has no stack."""
    await view.load(job.url)
    found = await read_stack(view, job.url)
    slides = slides_from_stack(found.grid, found.spec) if found is not None else None
    if found is None or not slides:
        return False
    spec = found.spec
    trigger = f"stack:{spec.items}"
    await _relearn(
        job,
        trigger,
        "did not page; the page is a stack",
        grid_spec=spec.to_json(),
        opener_xpath=found.unfold,
        frame_xpath=view.frame,
        replace=frozenset({"opener_xpath", "picture_xpath", "caption_xpath", "frame_xpath"}),
    )
    job.record.trigger = trigger
    _write_slides(view, job, slides, await snapshot(view), page)
    job.record.add_note(f"{len(slides)} pictures, stacked on the page: read whole")
    return True


def _write_gallery(view: GalleryView, job: PageJob, walked: Walked, page: Article) -> None:
    """The walk's slides, title and notes into the record."""
    record, walk, first = job.record, walked.walk, walked.first
    slides = walked_slides(view, job, walked)
    _write_slides(view, job, slides, walk.states[0], page)
    record.trigger = walked.trigger.describe()
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
    view.prelude = [x for x in (template.overlay_xpath, template.opener_xpath) if x]
    view.content = _content_of(template, job.url)
    view.frame = template.frame_xpath  # entered by every load of the walk
    trigger = Trigger.parse(template.trigger)
    if trigger.kind == "stack":  # its stack was not on this page: nothing to page
        view.prelude, view.content = [], None
        return None
    if trigger.kind == "touch" and not view.tab.phone:  # a phone's gallery: as a phone
        await as_phone(view.tab)
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
    walked = Walked(walk, first, trigger)
    previous = [template.previous_xpath] if template.previous_xpath else []
    return (await _from_the_first(view, job, walked, start, previous))[0]


async def _from_the_first(
    view: GalleryView, job: PageJob, walked: Walked, start: str, previous: list[str]
) -> tuple[Walked, str | None]:
    """A walk that opened after picture 1 (its counter, its track or, for a gallery that
    stopped at its end, a ``previous`` control that goes back says so), walked again from
    picture 1 where a swipe the other way or such a control reaches it
    (:func:`~harvester.gallery.paging.walk_back`): in one document from there, so that
    what came during the walk (a panel beside the captions) comes in the walk's order; as
    it was where none does. ``previous``: the XPaths that may be the previous control,
    the one that went back returned with the walk."""
    first = walked.first if walked.first > 1 else track_start(walked.walk)
    head, went_round = walked.walk.states[0], walked.walk.end == "repeated"
    # where nothing tells where it opened: back with the control as far as it goes
    unknown = first <= 1 and not went_round and not head.counter
    steps = job.options.max_pages if unknown else first
    for control in previous if first > 1 or unknown else []:
        back = await walk_back(view, start, walked.trigger, steps, control)
        if back:
            return await _walk_again(view, job, walked, start, back), control
    if first > 1 and walked.trigger.kind in ("swipe", "touch"):
        back = await walk_back(view, start, walked.trigger, first)
        if back:
            return await _walk_again(view, job, walked, start, back), None
    return walked, None


def twins(trigger: Trigger) -> list[str]:
    """Where a control's previous twin may stand: the element just before it, or just
    after it (twin arrows of one class side by side)."""
    if trigger.kind != "xpath":
        return []
    return [
        f"({trigger.value})/preceding-sibling::*[1]",
        f"({trigger.value})/following-sibling::*[1]",
    ]


async def _walk_again(
    view: GalleryView, job: PageJob, walked: Walked, start: str, back: list[GalleryState]
) -> Walked:
    """The walk again from picture 1, where the walk ``back`` left the tab, when it goes
    as far as the two walks together did; else ``walked`` as it was."""
    max_pages = job.options.max_pages
    again = await page_through(view, start, walked.trigger, max_pages=max_pages, states=back[:1])
    if len(again.states) < len(back) + len(walked.walk.states):
        return walked
    return Walked(again, 1, walked.trigger)


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
        view.prelude = []
        if not job.bounded:
            record.add_note(
                f"classified as a gallery, but none of {len(found.probes)} probed controls "
                "moved it one picture forward: harvested as an article"
            )
        return None
    walk = await walk_found(view, job, search)
    if len(walk.states) < MIN_SLIDES:
        view.prelude = []
        return None
    walked = Walked(walk, search.first, found.trigger)
    previous = [found.previous] if found.previous else twins(found.trigger)
    walked, found.previous = await _from_the_first(view, job, walked, search.start, previous)
    spec = None
    if found.opener is not None and job.grid is not None:
        spec = confirm_grid(job.grid, walked_slides(view, job, walked))
    await learn_found(job, walked.walk, found, spec, frame=view.frame)
    return walked


async def search_gallery(view: GalleryView, job: PageJob, *, viewer: bool | None = None) -> Search:
    """Probe the gallery's controls from picture 1 (room to step twice); ``viewer``: open
    the job's grid's viewer first (by default where its thumbnails are the page's largest
    pictures)."""
    start, first = await rewind(view, job.url)
    grid = job.grid
    if viewer is None:
        viewer = may_open_viewer(grid, job.image_area)

    async def opens() -> str | None:
        """The grid's opener, when a click on it opens the gallery's viewer."""
        assert grid is not None
        return grid.opener if await open_viewer(view, grid) else None

    found = await discover(
        view,
        start,
        max_candidates=BOUNDED_CANDIDATES if job.bounded else job.options.max_candidates,
        budget_s=job.options.probe_budget_s,
        opens=opens if viewer and grid is not None else None,
    )
    return Search(found, start, first)


async def walk_found(view: GalleryView, job: PageJob, search: Search) -> Walk:
    """Walk the gallery with the trigger probing found, on from the pictures it saw."""
    found = search.found
    assert found.trigger is not None
    return await page_through(
        view, search.start, found.trigger, max_pages=job.options.max_pages, states=found.states
    )


async def learn_found(
    job: PageJob,
    walk: Walk,
    found: Discovery,
    spec: GridSpec | None = None,
    *,
    frame: str | None = None,
) -> None:
    """Keep what discovery found as the site's template (a template that failed counts a
    failure first), and say in the record whether it healed one or is new; ``frame``:
    the ``<iframe>`` the gallery was walked in."""
    assert found.trigger is not None
    picture, captions = content_xpaths(walk.states)
    await _relearn(
        job,
        found.trigger.describe(),
        "did not page; discovery found another way",
        picture_xpath=picture,
        caption_xpath=captions,
        overlay_xpath=found.overlay,
        opener_xpath=found.opener,
        grid_spec=spec.to_json() if spec is not None else None,
        frame_xpath=frame,
        previous_xpath=found.previous,
        # how this walk began (a viewer opened or not, a grid confirmed or not, in a
        # frame or not) replaces what the template had; and a walk that saw one layout
        # (its picture XPath) saw where the captions are: a caption XPath of the layout it
        # replaces must go
        replace=frozenset({"opener_xpath", "grid_spec", "frame_xpath"})
        | (frozenset({"caption_xpath"}) if picture is not None else frozenset()),
    )  # what else this walk did not confirm stays as the template had it (a healed one)


async def _relearn(job: PageJob, trigger: str, error: str, **fields: Any) -> None:
    """Keep ``trigger`` (and the template ``fields`` of ``TemplateStore.learn``) as the
    site's template, a template that failed counting a failure (``error``) first, and say
    in the record whether this healed one or is new: the template of this page's section
    (or of the whole site) failed and was replaced; a guess from another section that
    failed is not a repair."""
    template = job.template
    if template is not None:
        await asyncio.to_thread(job.store.used, template, ok=False, error=error)
    await asyncio.to_thread(lambda: job.store.learn(job.url, trigger, **fields))
    healed = template is not None and template.section in (section_of(job.url), WHOLE_SITE)
    job.record.template = "healed" if healed else "discovered"
