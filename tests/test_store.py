"""Unit tests of harvester/store.py: the template store, on a throwaway SQLite file."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from sqlalchemy.dialects import sqlite
from sqlalchemy.exc import StatementError
from sqlalchemy.orm import Session

import harvester.store.templates as store_module
from harvester.store.db import DEFAULT_DB_URL, UTCDateTime, database_url
from harvester.store.models import Template
from harvester.store.templates import DEFAULT_MAX_AGE, TemplateStore
from harvester.urls import WHOLE_SITE, section_of, site_of

T0 = datetime(2024, 6, 15, 6, 0, tzinfo=UTC)
PHOTO = "http://pic.example.cn/photo/2024/0615/c_1234.htm"
PHOTO_2 = "http://pic.example.cn/photo/2024/0616/c_5678.htm"
SPORTS = "http://pic.example.cn/sports/2024/0615/c_4321.htm"
NEWS = "http://pic.example.cn/news/2024/0615/c_1111.htm"
OTHER_SITE = "http://www.example.com/photo/1.html"


@dataclass
class Clock:
    """A settable stand-in for :func:`harvester.store.db.utcnow`."""

    now: datetime = T0

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr(store_module, "utcnow", clock)
    return clock


@pytest.fixture(autouse=True)
def no_seeds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep any seeds file out of the store: these tests start from an empty one."""
    monkeypatch.setenv("HARVEST_SEEDS", "off")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[TemplateStore]:
    templates = TemplateStore(f"sqlite:///{tmp_path}/t.sqlite3")
    yield templates
    templates.engine.dispose()


# --- site_of, section_of, database_url ----------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "site"),
    [
        ("http://pic.example.cn/photo/a.htm", "http://pic.example.cn"),
        ("https://PIC.Example.CN/Photo/a.htm?x=1#p=2", "https://pic.example.cn"),
        ("http://127.0.0.1:8000/portal/a.html", "http://127.0.0.1:8000"),
        ("http://pic.example.cn", "http://pic.example.cn"),
    ],
)
def test_site_of_is_scheme_host_and_port(url: str, site: str) -> None:
    assert site_of(url) == site


def test_sites_differ_by_scheme_and_port() -> None:
    sites = {site_of(u) for u in ("http://a.cn/", "https://a.cn/", "http://a.cn:8080/")}
    assert len(sites) == 3


@pytest.mark.parametrize(
    ("url", "section"),
    [
        ("http://pic.example.cn/photo/2024/0615/c_1234.htm", "/photo/"),
        ("http://pic.example.cn/photo/", "/photo/"),
        ("http://pic.example.cn/sports/a.html?x=1", "/sports/"),
        ("http://pic.example.cn/a.html", WHOLE_SITE),
        ("http://pic.example.cn/", WHOLE_SITE),
        ("http://pic.example.cn", WHOLE_SITE),
        ("http://pic.example.cn//a.html", WHOLE_SITE),
    ],
)
def test_section_of_is_the_first_folder(url: str, section: str) -> None:
    assert section_of(url) == section


def test_database_url_argument_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARVEST_DB", "sqlite:///env.sqlite3")
    assert database_url("sqlite:///arg.sqlite3") == "sqlite:///arg.sqlite3"


def test_database_url_environment_next(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARVEST_DB", "sqlite:///env.sqlite3")
    assert database_url() == "sqlite:///env.sqlite3"
    assert database_url(None) == "sqlite:///env.sqlite3"


def test_database_url_default_last(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("HARVEST_DB", raising=False)
    assert database_url() == DEFAULT_DB_URL
    assert DEFAULT_DB_URL.startswith("sqlite:///")
    assert "templates_db" in DEFAULT_DB_URL
    monkeypatch.setenv("HARVEST_DB", "")  # empty is unset
    assert database_url() == DEFAULT_DB_URL


def test_store_uses_harvest_db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url = f"sqlite:///{tmp_path}/sub/env.sqlite3"
    monkeypatch.setenv("HARVEST_DB", url)
    templates = TemplateStore()
    try:
        assert templates.url == url
        templates.learn(PHOTO, "key:ArrowRight")
        assert (tmp_path / "sub" / "env.sqlite3").exists()  # the folder is made
    finally:
        templates.engine.dispose()


# --- learn, find --------------------------------------------------------------------------------


def test_an_empty_store_finds_nothing(store: TemplateStore) -> None:
    assert store.find(PHOTO) is None
    assert store.all() == []


def test_learn_then_find_in_the_same_section(store: TemplateStore, clock: Clock) -> None:
    learned = store.learn(PHOTO, "xpath://a[@id='photoNext']")
    found = store.find(PHOTO_2)
    assert found is not None
    assert found.id == learned.id
    assert found.site == "http://pic.example.cn"
    assert found.section == "/photo/"
    assert found.trigger == "xpath://a[@id='photoNext']"
    assert found.origin == "discovered"
    assert (found.hits, found.failures, found.last_error) == (0, 0, None)
    assert found.created_at == found.last_used_at == T0


def test_learn_keeps_the_origin(store: TemplateStore, clock: Clock) -> None:
    store.learn(PHOTO, "url:{stem}_{n}{ext}", origin="seeded")
    found = store.find(PHOTO)
    assert found is not None
    assert found.origin == "seeded"


def test_find_prefers_the_section_of_the_url(store: TemplateStore, clock: Clock) -> None:
    store.learn(PHOTO, "xpath://a[@id='photoNext']")
    clock.advance(minutes=5)
    store.learn(SPORTS, "key:ArrowRight")  # more recently used, other section
    photo = store.find(PHOTO_2)
    sports = store.find(SPORTS)
    assert photo is not None and sports is not None
    assert photo.trigger == "xpath://a[@id='photoNext']"
    assert sports.trigger == "key:ArrowRight"


def test_another_section_falls_back_to_the_most_recently_used(
    store: TemplateStore, clock: Clock
) -> None:
    photo = store.learn(PHOTO, "xpath://a[@id='photoNext']")
    clock.advance(minutes=5)
    store.learn(SPORTS, "key:ArrowRight")
    fallback = store.find(NEWS)
    assert fallback is not None
    assert fallback.trigger == "key:ArrowRight"
    clock.advance(minutes=5)
    store.used(photo, ok=True)  # now the photo template is the most recently used
    fallback = store.find(NEWS)
    assert fallback is not None
    assert fallback.trigger == "xpath://a[@id='photoNext']"
    top = store.find("http://pic.example.cn/index.html")  # section "*": no own template
    assert top is not None
    assert top.trigger == "xpath://a[@id='photoNext']"


def test_find_never_crosses_sites(store: TemplateStore, clock: Clock) -> None:
    store.learn(PHOTO, "key:ArrowRight")
    assert store.find(OTHER_SITE) is None
    assert store.find("http://www.example.cn/photo/a.htm") is None  # another host
    assert store.find("http://pic.example.cn:8080/photo/a.htm") is None  # another port


def test_learn_again_replaces_the_trigger_of_that_section(
    store: TemplateStore, clock: Clock
) -> None:
    first = store.learn(PHOTO, "xpath://a[@id='photoNext']")
    store.used(first, ok=True)
    clock.advance(days=1)
    second = store.learn(PHOTO_2, "url:{stem}_{n}{ext}", origin="seeded")
    assert second.id == first.id
    rows = store.all()
    assert len(rows) == 1
    row = rows[0]
    assert row.trigger == "url:{stem}_{n}{ext}"
    assert row.origin == "seeded"
    assert row.created_at == T0  # made once
    assert row.last_used_at == T0 + timedelta(days=1)
    assert row.hits == 1  # the counts stay


def test_healing_keeps_the_content_xpaths_and_regex_the_new_walk_did_not_replace(
    store: TemplateStore,
) -> None:
    store.learn(
        PHOTO,
        "xpath://a[@id='photoNext']",
        picture_xpath="//img[@id='photo']",
        caption_xpath="//p[@id='photoDesc']",
        overlay_xpath="//button[@title='关闭']",
        url_regex=r"/photoview/",
    )
    healed = store.learn(PHOTO, "key:ArrowRight", caption_xpath="//div[@class='note']")
    assert healed.trigger == "key:ArrowRight"
    assert healed.picture_xpath == "//img[@id='photo']"
    assert healed.caption_xpath == "//div[@class='note']"  # the new walk's
    assert healed.overlay_xpath == "//button[@title='关闭']"
    assert healed.url_regex == r"/photoview/"
    wrong = store.learn(PHOTO, "key:ArrowRight", replace=frozenset({"picture_xpath"}))
    assert wrong.picture_xpath is None  # proved wrong: cleared


def test_learn_in_another_section_adds_a_row(store: TemplateStore, clock: Clock) -> None:
    store.learn(PHOTO, "xpath://a[@id='photoNext']")
    store.learn(SPORTS, "key:ArrowRight")
    store.learn(OTHER_SITE, "key:ArrowRight")
    assert [(r.site, r.section) for r in store.all()] == [
        ("http://pic.example.cn", "/photo/"),
        ("http://pic.example.cn", "/sports/"),
        ("http://www.example.com", "/photo/"),
    ]


# --- used -----------------------------------------------------------------------------------------


def test_used_counts_hits_and_failures(store: TemplateStore, clock: Clock) -> None:
    template = store.learn(PHOTO, "xpath://a[@id='photoNext']")
    store.used(template, ok=True)
    store.used(template, ok=True)
    clock.advance(hours=1)
    store.used(template, ok=False, error="did not page (still)")
    found = store.find(PHOTO)
    assert found is not None
    assert (found.hits, found.failures) == (2, 1)
    assert found.last_error == "did not page (still)"
    assert found.last_used_at == T0 + timedelta(hours=1)
    store.used(found, ok=True)  # a success keeps the last error for the record
    again = store.find(PHOTO)
    assert again is not None
    assert (again.hits, again.failures, again.last_error) == (3, 1, "did not page (still)")


def test_used_of_a_deleted_template_is_ignored(store: TemplateStore, clock: Clock) -> None:
    template = store.learn(PHOTO, "key:ArrowRight")
    clock.advance(days=30)
    assert len(store.prune()) == 1
    store.used(template, ok=True)  # gone: nothing to count, no error
    assert store.all() == []


# --- timestamps ---------------------------------------------------------------------------------


def test_timestamps_come_back_timezone_aware_utc(store: TemplateStore) -> None:
    before = datetime.now(UTC)
    store.learn(PHOTO, "key:ArrowRight")
    found = store.find(PHOTO)
    assert found is not None
    for stamp in (found.created_at, found.last_used_at):
        assert stamp.tzinfo is not None
        assert stamp.utcoffset() == timedelta(0)
        assert before - timedelta(seconds=1) <= stamp <= datetime.now(UTC) + timedelta(seconds=1)
    assert all(r.last_used_at.tzinfo is not None for r in store.all())


def test_other_time_zones_are_stored_as_utc(store: TemplateStore, clock: Clock) -> None:
    beijing = timezone(timedelta(hours=8))
    clock.now = datetime(2024, 6, 15, 14, 0, tzinfo=beijing)
    store.learn(PHOTO, "key:ArrowRight")
    found = store.find(PHOTO)
    assert found is not None
    assert found.last_used_at == datetime(2024, 6, 15, 6, 0, tzinfo=UTC)
    assert found.last_used_at.utcoffset() == timedelta(0)


def test_a_naive_datetime_is_refused(store: TemplateStore, clock: Clock) -> None:
    clock.now = datetime(2024, 6, 15, 6, 0)  # no tzinfo
    with pytest.raises(StatementError, match="naive datetime") as caught:
        store.learn(PHOTO, "key:ArrowRight")
    assert isinstance(caught.value.orig, ValueError)
    assert store.all() == []


def test_a_naive_datetime_written_directly_is_refused(store: TemplateStore) -> None:
    row = Template(
        site="http://a.cn", section="*", trigger="key:ArrowRight", last_used_at=datetime(2024, 1, 1)
    )
    with Session(store.engine) as session, pytest.raises(StatementError, match="naive"):
        session.add(row)
        session.commit()


def test_utc_datetime_type_directly() -> None:
    column = UTCDateTime()
    dialect = sqlite.dialect()
    with pytest.raises(ValueError, match="naive"):
        column.process_bind_param(datetime(2024, 1, 1), dialect)
    assert column.process_bind_param(None, dialect) is None
    assert column.process_result_value(None, dialect) is None
    read = column.process_result_value(datetime(2024, 1, 1, 6), dialect)
    assert read == datetime(2024, 1, 1, 6, tzinfo=UTC)
    assert read is not None and read.tzinfo is not None


# --- prune --------------------------------------------------------------------------------------


def test_prune_deletes_only_stale_rows(store: TemplateStore, clock: Clock) -> None:
    store.learn(PHOTO, "xpath://a[@id='photoNext']")  # used at T0
    clock.advance(days=5)
    store.learn(SPORTS, "key:ArrowRight")  # used at T0 + 5 days
    clock.advance(days=3)  # T0 + 8 days: the photo template is a week and a day old
    pruned = store.prune()
    assert [(r.section, r.trigger) for r in pruned] == [("/photo/", "xpath://a[@id='photoNext']")]
    assert [r.section for r in store.all()] == ["/sports/"]
    assert store.prune() == []


def test_prune_with_a_max_age(store: TemplateStore, clock: Clock) -> None:
    store.learn(PHOTO, "key:ArrowRight")
    clock.advance(hours=2)
    assert store.prune(timedelta(hours=3)) == []
    assert len(store.prune(timedelta(hours=1))) == 1
    assert store.all() == []


def test_a_used_template_is_not_stale(store: TemplateStore, clock: Clock) -> None:
    template = store.learn(PHOTO, "key:ArrowRight")
    clock.advance(days=6)
    store.used(template, ok=True)
    clock.advance(days=6)  # twelve days old, used six days ago
    assert store.prune(DEFAULT_MAX_AGE) == []
    assert len(store.all()) == 1


def test_prune_dry_run_deletes_nothing(store: TemplateStore, clock: Clock) -> None:
    store.learn(PHOTO, "xpath://a[@id='photoNext']")
    store.learn(SPORTS, "key:ArrowRight")
    clock.advance(days=8)
    stale = store.prune(dry_run=True)
    assert sorted(r.section for r in stale) == ["/photo/", "/sports/"]
    assert len(store.all()) == 2
    assert len(store.prune()) == 2
    assert store.all() == []


def test_the_store_persists_across_instances(tmp_path: Path, clock: Clock) -> None:
    url = f"sqlite:///{tmp_path}/t.sqlite3"
    first = TemplateStore(url)
    first.learn(PHOTO, "key:ArrowRight")
    first.engine.dispose()
    second = TemplateStore(url)
    try:
        found = second.find(PHOTO)
        assert found is not None
        assert found.trigger == "key:ArrowRight"
        assert found.last_used_at == T0
    finally:
        second.engine.dispose()
