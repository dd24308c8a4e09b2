"""The gallery an article embeds, walked as any gallery, learning nothing, and returned
as the article's ``slides``: a folded stream of captioned pictures (unfolded and read
whole), a framed photo player, a lightbox grid whose first click opens a viewer, a
slideshow's track, or a picture with a slide counter beside it; with the site's gallery
template where its control is in the article's body.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from harvester.gallery.classify import valid_counter
from harvester.gallery.discover import Trigger
from harvester.gallery.paging import page_through, rewind
from harvester.gallery.scripts import checked, evaluate
from harvester.gallery.slides import Slide, slides_from
from harvester.gallery.stack import read_stack, slides_from_stack
from harvester.gallery.view import GalleryView
from harvester.gallery.viewer import open_viewer
from harvester.pipeline import gallery
from harvester.pipeline.context import PageJob, Reading

Inside = Callable[[str | None], Awaitable[bool]]


async def embedded_slides(view: GalleryView, job: PageJob, reading: Reading) -> list[Slide]:
    """The gallery an article embeds, inside the article's body: a folded stream of
    captioned pictures; a framed player; a lightbox grid whose first click opens a viewer;
    else a slideshow, a picture in a track of hidden like pictures (read through the
    track's pictures only: the article may show a bigger figure) or a picture with a slide
    counter beside it. None when there is no such thing, or when no control pages it."""
    body, state, grid = reading.article.body_path, reading.state, reading.grid
    if not body:
        return []

    async def inside(xpath: str | None) -> bool:
        return bool(xpath) and checked("within", await evaluate(view.tab, "within", [body, xpath]))

    stack = reading.stack
    if (
        stack is not None
        and await inside(stack.opener)
        and (slides := await _embedded_stack(view, job))
    ):
        return slides
    if reading.frame is not None:  # a photo player framed into the article
        if not await inside(reading.frame):
            return []
        await view.load(job.url)
        if not await view.enter(reading.frame):
            return []
        job.grid = None  # the page's grid is not the frame's
        try:
            return await _walk_embedded(view, job, lightbox=False, track=None)
        finally:
            await view.enter(None)
    lightbox = grid is not None and await inside(grid.opener)
    if lightbox:  # a click that opens no viewer (a link, a slideshow's strip): no lightbox
        assert grid is not None
        await view.load(job.url)
        lightbox = await open_viewer(view, grid)
    track = state.track_pictures if not lightbox and await inside(state.track_pictures) else None
    counted = valid_counter(state.counter, state.counter_distance) is not None
    if not (lightbox or track or (counted and await inside(state.image_xpath))):
        return []
    if not lightbox and (slides := await _embedded_by_template(view, job, inside)):
        return slides
    return await _walk_embedded(view, job, lightbox=lightbox, track=track)


async def _embedded_stack(view: GalleryView, job: PageJob) -> list[Slide]:
    """The stack in the article's body, read whole where it is folded and a press unfolds
    it (a stream of captioned pictures shown in part); none otherwise: stacked pictures
    not folded are the article's illustrations."""
    await view.load(job.url)
    found = await read_stack(view, job.url, folded=True)
    return (slides_from_stack(found.grid, found.spec) or []) if found is not None else []


async def _walk_embedded(
    view: GalleryView, job: PageJob, *, lightbox: bool, track: str | None
) -> list[Slide]:
    """An embedded gallery probed (bounded) and walked: through its viewer where it is a
    lightbox, reading only the track's pictures where it is a slideshow's track."""
    job.bounded = True  # an article's page is probed no further than a maybe-gallery's
    view.content = {"picture": track, "captions": None} if track else None
    try:
        search = await gallery.search_gallery(view, job, viewer=lightbox)
        trigger = search.found.trigger
        walk = await gallery.walk_found(view, job, search) if trigger is not None else None
    finally:
        view.prelude, view.content = [], None
    if walk is None or trigger is None or len(walk.states) < gallery.MIN_SLIDES:
        return []
    return slides_from(walk.states, job.url, first=search.first)


async def _embedded_by_template(view: GalleryView, job: PageJob, inside: Inside) -> list[Slide]:
    """The embedded gallery walked with the site's gallery template, when its control is
    inside the article's body (a site embeds its own gallery widget in its articles: a
    pager the bounded probe would not reach); none otherwise."""
    template = await asyncio.to_thread(job.store.find, job.url)
    if template is None:
        return []
    trigger = Trigger.parse(template.trigger)
    if trigger.kind != "xpath" or not await inside(trigger.value):
        return []
    start, first = await rewind(view, job.url)
    walk = await page_through(view, start, trigger, max_pages=job.options.max_pages)
    if len(walk.states) < gallery.MIN_SLIDES:
        return []
    return slides_from(walk.states, job.url, first=first)
