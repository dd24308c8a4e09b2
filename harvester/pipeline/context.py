"""What one URL's harvest carries from step to step: the run's options, the job, the page as read.

A :class:`PageJob` goes through :mod:`harvester.pipeline.job` (load, read, article) and
:mod:`harvester.pipeline.gallery` (the gallery's template, discovery and walk); a
:class:`Reading` is the page as loaded: its snapshot, article, section template, verdict
and thumbnail grid.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager, nullcontext
from dataclasses import dataclass
from pathlib import Path

from harvester.extraction.article import Article
from harvester.gallery.classify import Classification
from harvester.gallery.discover import DEFAULT_MAX_CANDIDATES
from harvester.gallery.paging import DEFAULT_MAX_PAGES
from harvester.gallery.state import GalleryState
from harvester.gallery.viewer import Grid
from harvester.pictures.saver import DEFAULT_PICTURE_MAX_BYTES, DEFAULT_PICTURE_TIMEOUT_S
from harvester.pipeline.modes import RenderMode
from harvester.record import HarvestRecord
from harvester.store.models import ArticleTemplate, Template
from harvester.store.templates import TemplateStore
from harvester.urls import site_of


@dataclass(frozen=True, slots=True)
class HarvestOptions:
    """The knobs of one run that are not the browser's."""

    max_pages: int = DEFAULT_MAX_PAGES
    max_candidates: int = DEFAULT_MAX_CANDIDATES
    probe_budget_s: float | None = None
    #: which pages the browser renders (:data:`~harvester.pipeline.modes.RenderMode`)
    render: RenderMode = "auto"
    #: the folder every record's pictures are saved to (None: not saved; :mod:`harvester.pictures`)
    pictures: Path | None = None
    picture_max_bytes: int = DEFAULT_PICTURE_MAX_BYTES
    picture_timeout_s: float = DEFAULT_PICTURE_TIMEOUT_S


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
    #: the page's thumbnail grid that may open a viewer (a lightbox), if it has one
    grid: Grid | None = None
    #: the page's largest picture, as loaded (px²)
    image_area: float = 0.0

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
    grid: Grid | None = None
    #: which document the article's text came from, and why (an evidence line)
    text_from: tuple[str, ...] = ()
    #: characters of body text the HTML as sent gave (0: no bytes, or no text)
    sent_chars: int = 0
    #: the XPath of the same-origin ``<iframe>`` that holds a gallery (a framed photo
    #: player): the gallery of a gallery page, or the one an article embeds
    frame: str | None = None
    #: the page's pictures stacked one per row (:func:`~harvester.gallery.stack.stack_of`)
    stack: Grid | None = None
