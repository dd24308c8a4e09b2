"""The branching of one URL's harvest (known → healed → discovered → article), with no browser.

:func:`harvester.pipeline.job.harvest_url` takes its tabs from a :class:`TabSource`; here a
fake one hands out tabs that only carry the bookkeeping the pipeline reads (dialogs,
popups, script errors). The steps that look at a page (reading it, paging with a stored
trigger, probing, walking what the probe found) are replaced with stubs that answer what
each test says and record that they ran; the template store is a real one (SQLite), so
what the branching counts and learns is what a run would keep.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from playwright.async_api import Response

from harvester.browser.launch import BrowserSettings
from harvester.browser.pool import TabSource
from harvester.browser.tab import Tab
from harvester.extraction.article import Article
from harvester.gallery.classify import Classification, Kind
from harvester.gallery.discover import Candidate, Discovery, Probe, Trigger
from harvester.gallery.paging import Walk
from harvester.gallery.state import GalleryState
from harvester.gallery.view import INIT_SCRIPTS, GalleryView
from harvester.pipeline import gallery, job
from harvester.pipeline.context import PageJob, Reading
from harvester.pipeline.gallery import Search, Walked
from harvester.pipeline.job import HarvestOptions, harvest_url
from harvester.record import HarvestRecord
from harvester.store.templates import TemplateStore

URL = "https://photo.example.cn/slide/2024/42.html"
KNOWN = "xpath://a[@id='next']"
FOUND = "xpath://div[@id='right']"


@dataclass
class FakeTab:
    """What the pipeline reads of a tab besides what the stubbed steps would."""

    settings: BrowserSettings = field(default_factory=BrowserSettings)
    page: Any = field(default_factory=lambda: SimpleNamespace(url=URL))
    crashed: bool = False
    dialogs: int = 0
    popups: int = 0
    unfinished: bool = False
    navigated_to: str | None = None
    page_errors: list[str] = field(default_factory=list)
    actions: int = 0
    held_back: list[str] = field(default_factory=list)
    may_leave: Callable[[str, str], bool] | None = None
    phone: bool = False

    async def hold_navigations(self, may_leave: Callable[[str, str], bool]) -> None:
        self.may_leave = may_leave


@dataclass
class FakeTabs:
    """A :class:`TabSource` with no browser behind it: every tab a :class:`FakeTab`."""

    opened: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)

    @asynccontextmanager
    async def tab(
        self,
        label: str = "page",
        *,
        on_response: Callable[[Response], Awaitable[None]] | None = None,
        init_scripts: Sequence[str] = (),
    ) -> AsyncIterator[Tab]:
        self.opened.append((label, tuple(init_scripts)))
        yield FakeTab()  # type: ignore[misc]


def _state(n: int, image: str | None = None) -> GalleryState:
    return GalleryState(
        url=URL,
        title="荷花",
        text=f"第{n}张",
        image=image or f"/p/{n}.jpg",
        counter=(n, 3),
        image_xpath="//div[@id='pic']/img",
    )


def _walk(pictures: int) -> Walk:
    return Walk([_state(n) for n in range(1, pictures + 1)], end="counter")


@dataclass
class Page:
    """What the stubbed steps answer, and what ran."""

    kind: Kind = "gallery"
    bounded: bool = False
    #: the stored template pages the gallery
    known_pages: bool = True
    #: the trigger the probe finds (None: no control moved the gallery)
    found: str | None = FOUND
    probes: int = 3
    #: pictures the walk of what the probe found goes through
    found_pictures: int = 3
    #: the page is a gallery laid out whole (a stack): read before any probe
    stack: bool = False
    calls: list[str] = field(default_factory=list)


@pytest.fixture
def page(monkeypatch: pytest.MonkeyPatch) -> Page:
    """Stub every step that looks at the page; the branching between them runs as is."""
    answers = Page()

    async def read_page(view: GalleryView, page_job: PageJob, sent: object = None) -> Reading:
        answers.calls.append("read")
        decision = Classification(answers.kind, ("stubbed",), None, bounded=answers.bounded)
        article = Article(title="荷花", text="一篇文章的正文。" * 20)
        return Reading(_state(1), article, None, decision)

    async def walk_known(view: GalleryView, page_job: PageJob) -> Walked | None:
        answers.calls.append("known")
        assert page_job.template is not None
        if not answers.known_pages:
            return None
        return Walked(_walk(3), 1, Trigger.parse(page_job.template.trigger))

    async def search_gallery(view: GalleryView, page_job: PageJob) -> Search:
        answers.calls.append("search")
        probes = [Probe(Candidate(f"//a[{i}]", 1.0), "none") for i in range(answers.probes)]
        trigger = Trigger.parse(answers.found) if answers.found else None
        return Search(Discovery(trigger, probes=probes), URL, 1)

    async def walk_found(view: GalleryView, page_job: PageJob, search: Search) -> Walk:
        answers.calls.append("walk")
        return _walk(answers.found_pictures)

    async def harvest_stack(view: GalleryView, page_job: PageJob, article: Article) -> bool:
        answers.calls.append("stack")
        return answers.stack

    async def learn_source(view: GalleryView, page_job: PageJob, walked: Walked) -> None:
        pass  # the page's data texts: test_datasource.py

    async def mobile_page(view: GalleryView, url: str) -> list[str]:
        return []  # a desktop page (a phone's: test_touch.py)

    monkeypatch.setattr(job, "read_page", read_page)
    monkeypatch.setattr(job, "mobile_page", mobile_page)
    monkeypatch.setattr(gallery, "harvest_stack", harvest_stack)
    monkeypatch.setattr(gallery, "learn_source", learn_source)
    monkeypatch.setattr(gallery, "walk_known", walk_known)
    monkeypatch.setattr(gallery, "search_gallery", search_gallery)
    monkeypatch.setattr(gallery, "walk_found", walk_found)
    return answers


@pytest.fixture
def store(tmp_path: Path) -> TemplateStore:
    return TemplateStore(f"sqlite:///{tmp_path / 'templates.sqlite3'}", seeds=False)


def _harvest(
    store: TemplateStore,
    *,
    claims: Callable[[str], AbstractAsyncContextManager[object]] | None = None,
    source: TabSource | None = None,
) -> HarvestRecord:
    tabs = source or FakeTabs()
    # the fake tabs stand for the browser alone: no HTTP stage before them
    options = HarvestOptions(render="always")
    return asyncio.run(harvest_url(tabs, URL, BrowserSettings(), store, options, claims=claims))


def test_a_known_template_that_pages_is_a_hit(page: Page, store: TemplateStore) -> None:
    store.learn(URL, KNOWN)
    record = _harvest(store)
    assert record.status == "ok", record.error
    assert (record.kind, record.template, record.trigger) == ("gallery", "hit", KNOWN)
    assert page.calls == ["read", "known"], "a template that pages needs no probing"
    assert [s["image"] for s in record.slides] == [
        f"https://photo.example.cn/p/{n}.jpg" for n in (1, 2, 3)
    ]
    template = store.find(URL)
    assert template is not None and (template.hits, template.failures) == (1, 0)


def test_a_known_template_that_fails_is_healed_by_discovery(
    page: Page, store: TemplateStore
) -> None:
    store.learn(URL, KNOWN)
    page.known_pages = False
    record = _harvest(store)
    assert (record.kind, record.template, record.trigger) == ("gallery", "healed", FOUND)
    assert page.calls == ["read", "known", "stack", "search", "walk"]
    assert record.probes == 3
    template = store.find(URL)
    assert template is not None
    assert (template.trigger, template.failures, template.hits) == (FOUND, 1, 0)


def test_no_template_is_discovered_and_learned(page: Page, store: TemplateStore) -> None:
    record = _harvest(store)
    assert (record.kind, record.template, record.trigger) == ("gallery", "discovered", FOUND)
    assert page.calls == ["read", "stack", "search", "walk"], "no template: nothing to page with"
    template = store.find(URL)
    assert template is not None and template.trigger == FOUND
    assert template.picture_xpath == "//div[@id='pic']/img"


def test_a_stack_is_read_before_any_probe_and_only_where_a_template_does_not_page(
    page: Page, store: TemplateStore
) -> None:
    """A gallery laid out whole on its page is read at once: nothing probed or walked."""
    page.stack = True
    _harvest(store)
    assert page.calls == ["read", "stack"]


def test_a_page_that_only_might_be_a_gallery_is_not_read_as_a_stack(
    page: Page, store: TemplateStore
) -> None:
    """A stack of captioned pictures on a page with no gallery sign may be an illustrated
    article: only a bounded probe runs."""
    page.stack, page.bounded = True, True
    _harvest(store)
    assert page.calls == ["read", "search", "walk"]


def test_a_template_learned_while_waiting_for_the_claim_is_a_hit(
    page: Page, store: TemplateStore
) -> None:
    """Another tab probed the site meanwhile: its template is tried before probing."""
    claimed: list[str] = []

    @asynccontextmanager
    async def claims(site: str) -> AsyncIterator[object]:
        claimed.append(site)
        store.learn(URL, KNOWN)  # the other tab's discovery, done while this one waited
        yield None

    record = _harvest(store, claims=claims)
    assert claimed == ["https://photo.example.cn"]
    assert (record.template, record.trigger) == ("hit", KNOWN)
    assert page.calls == ["read", "known"]


def test_a_page_that_is_no_gallery_is_an_article(page: Page, store: TemplateStore) -> None:
    store.learn(URL, KNOWN)
    page.kind = "article"
    record = _harvest(store)
    assert record.status == "ok", record.error
    assert (record.kind, record.template) == ("article", "none")
    assert record.text.startswith("一篇文章的正文。")
    assert page.calls == ["read"], "an article is neither paged nor probed"
    template = store.find(URL)
    assert template is not None and (template.hits, template.failures) == (0, 0)


def test_a_discovery_that_finds_nothing_is_harvested_as_an_article(
    page: Page, store: TemplateStore
) -> None:
    page.found = None
    record = _harvest(store)
    assert record.status == "ok", record.error
    assert record.kind == "article"
    assert page.calls == ["read", "stack", "search"]
    assert record.note is not None
    assert "none of 3 probed controls moved it one picture forward" in record.note
    assert store.find(URL) is None, "nothing found, nothing learned"


def test_a_bounded_discovery_that_finds_nothing_says_nothing(
    page: Page, store: TemplateStore
) -> None:
    """A page that only might be a gallery, and is not one: an article, no excuse noted."""
    page.found, page.bounded = None, True
    record = _harvest(store)
    assert record.kind == "article"
    assert page.calls == ["read", "search"]
    assert record.note is None


def test_a_walk_too_short_is_no_gallery(page: Page, store: TemplateStore) -> None:
    """The probe found a control, but walking it gave one picture: an article, and the
    store learns nothing."""
    page.found_pictures = 1
    record = _harvest(store)
    assert record.kind == "article"
    assert page.calls == ["read", "stack", "search", "walk"]
    assert store.find(URL) is None


def test_every_tab_gets_the_gallery_scripts(page: Page, store: TemplateStore) -> None:
    tabs = FakeTabs()
    _harvest(store, source=tabs)
    assert tabs.opened == [("page", INIT_SCRIPTS)]
