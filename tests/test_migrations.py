"""The store's schema under Alembic: a fresh database is built to head, a database of the
previous schema (made by the old ``create_all`` code, no ``alembic_version``) is stamped
0001 and upgraded with its templates intact, a newer one is refused, and seeds load once."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import (
    Integer,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    inspect,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

import harvester.shared.claims
import harvester.shared.crawl  # its models: crawl_runs, crawl_rows, crawl_twins
import harvester.shared.records  # noqa: F401  (its models: records, workers)
from harvester.store.db import (
    Base,
    StoreError,
    UTCDateTime,
    _alembic_config,
    current_revision,
    head_revision,
    ours,
)
from harvester.store.templates import PACKAGE_SEEDS, TemplateStore
from testbeds.store_fixtures import database, db_params


@pytest.fixture(params=db_params())
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    with database(request.param, tmp_path) as url:
        yield url


# --- the previous schema, exactly as harvester/store.py declared it before Alembic -------


class OldBase(DeclarativeBase):
    pass


class OldTemplate(OldBase):
    __tablename__ = "templates"
    __table_args__ = (UniqueConstraint("site", "section"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site: Mapped[str] = mapped_column(String(255), index=True)
    section: Mapped[str] = mapped_column(String(255), default="*")
    trigger: Mapped[str] = mapped_column(Text)
    origin: Mapped[str] = mapped_column(String(16), default="discovered")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    last_used_at: Mapped[datetime] = mapped_column(UTCDateTime)
    hits: Mapped[int] = mapped_column(Integer, default=0)
    failures: Mapped[int] = mapped_column(Integer, default=0)
    last_error: Mapped[str | None] = mapped_column(Text, default=None)


OLD_ROWS = [
    ("http://127.0.0.1:8765", "/netease_nph/", "xpath://a[@id='photoNext']", 3, 1, "still"),
    ("http://127.0.0.1:8765", "/xinhua_pages/", "url:{stem}_{n}{ext}", 1, 0, None),
    ("https://news.qq.com", "/a/", "xpath://a[@id='goright']", 0, 2, "did not page (still)"),
]
OLD_TIME = datetime(2024, 5, 1, 8, 30, tzinfo=UTC)


def make_old_store(url: str) -> None:
    """A store as the old code left it: ``create_all`` of the old model, three templates."""
    engine = create_engine(url)
    OldBase.metadata.create_all(engine)
    with Session(engine) as session, session.begin():
        for i, (site, section, trigger, hits, failures, error) in enumerate(OLD_ROWS):
            session.add(
                OldTemplate(
                    site=site,
                    section=section,
                    trigger=trigger,
                    created_at=OLD_TIME,
                    last_used_at=OLD_TIME + timedelta(hours=i),
                    hits=hits,
                    failures=failures,
                    last_error=error,
                )
            )
    engine.dispose()


def test_old_store_is_stamped_0001_and_upgraded_with_its_templates(db_url: str) -> None:
    make_old_store(db_url)
    engine = create_engine(db_url)
    assert not inspect(engine).has_table("alembic_version")
    assert current_revision(engine) == "0001"
    engine.dispose()

    store = TemplateStore(db_url, seeds=False)

    assert current_revision(store.engine) == head_revision() == "0011"
    columns = {c["name"] for c in inspect(store.engine).get_columns("templates")}
    assert {"picture_xpath", "caption_xpath", "title_xpath", "url_regex"} <= columns
    rows = store.all()
    assert [(r.site, r.section, r.trigger, r.hits, r.failures, r.last_error) for r in rows] == [
        tuple(row) for row in sorted(OLD_ROWS)
    ]
    for row in rows:
        assert row.origin == "discovered"
        assert row.created_at == OLD_TIME and row.created_at.tzinfo is not None
        assert row.picture_xpath is None and row.url_regex is None
    # still a working store: found, counted, learned, pruned by age
    found = store.find("http://127.0.0.1:8765/netease_nph/165920.html")
    assert found is not None and found.trigger == "xpath://a[@id='photoNext']"
    store.used(found, ok=True)
    assert store.find("http://127.0.0.1:8765/netease_nph/x.html").hits == 4  # type: ignore[union-attr]
    store.close()


def test_upgrade_keeps_data_and_never_recreates(db_url: str) -> None:
    """Opening the store again (and again) changes nothing; a 0001 store made by Alembic
    itself is upgraded in place."""
    engine = create_engine(db_url)
    with engine.begin() as conn:
        config = _alembic_config(conn)
        command.upgrade(config, "0001")
        conn.execute(
            text(
                "INSERT INTO templates (site, section, trigger, origin, created_at, "
                "last_used_at, hits, failures) VALUES ('http://a.example', '*', 'key:ArrowRight',"
                " 'discovered', :t, :t, 7, 0)"
            ),
            {"t": OLD_TIME},
        )
    engine.dispose()
    for _ in range(2):
        store = TemplateStore(db_url, seeds=False)
        assert [(t.site, t.hits) for t in store.all()] == [("http://a.example", 7)]
        store.close()


def test_fresh_store_matches_the_models(db_url: str) -> None:
    store = TemplateStore(db_url, seeds=False)
    assert current_revision(store.engine) == head_revision()
    with store.engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"include_name": ours})
        diffs = compare_metadata(context, Base.metadata)
    assert diffs == []
    store.close()


def test_alembic_check_finds_no_drift_between_the_schema_module_and_the_migrations(
    db_url: str,
) -> None:
    store = TemplateStore(db_url, seeds=False)
    try:
        with store.engine.begin() as conn:
            command.check(_alembic_config(conn))  # raises on any difference
    finally:
        store.close()


def test_downgrade_to_0001_and_back(db_url: str) -> None:
    store = TemplateStore(db_url, seeds=False)
    store.learn("http://a.example/p/1.html", "key:ArrowRight", picture_xpath="//img")
    with store.engine.begin() as conn:
        command.downgrade(_alembic_config(conn), "0001")
    assert current_revision(store.engine) == "0001"
    store.close()
    again = TemplateStore(db_url, seeds=False)
    [row] = again.all()
    assert row.trigger == "key:ArrowRight" and row.picture_xpath is None
    again.close()


def test_a_newer_schema_is_refused_not_touched(db_url: str) -> None:
    TemplateStore(db_url, seeds=False).close()
    engine = create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '0099'"))
    with pytest.raises(StoreError, match=r"revision 0099, newer than this harvester knows"):
        TemplateStore(db_url, seeds=False)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == "0099"
    engine.dispose()


# --- seeds -----------------------------------------------------------------------------


def test_seeds_load_on_first_use_marked_seeded(db_url: str) -> None:
    store = TemplateStore(db_url, seeds=PACKAGE_SEEDS)
    rows = store.all()
    assert rows and {r.origin for r in rows} == {"seeded"}
    by_site = {r.site: r for r in rows}
    assert by_site["http://pic.people.com.cn"].trigger == "url:{stem}-{n}{ext}"
    assert by_site["http://www.xinhuanet.com"].trigger == "url:{stem}_{n}{ext}"
    assert by_site["http://slide.news.sina.com.cn"].trigger == "xpath://div[@id='efpRightArea']"
    assert by_site["http://news.163.com"].trigger == "xpath://a[@id='photoNext']"
    assert by_site["http://news.qq.com"].trigger == "xpath://div[@id='mouseOverright']"
    # a seeded URL pattern applies to its galleries only, over http and https
    people = store.find("https://pic.people.com.cn/n1/2016/0303/c1016-28167513.html")
    assert people is not None and people.origin == "seeded"
    assert store.find("http://pic.people.com.cn/GB/index.html") is None
    assert store.find("http://slide.news.sina.com.cn/z/slide_1_64237_371026.html#p=4") is None
    # deleted seeds stay deleted while the seeds file is the same
    store.delete("news.163.com")
    store.close()
    again = TemplateStore(db_url, seeds=PACKAGE_SEEDS)
    assert again.get("news.163.com") == []
    assert len(again.all()) == len(rows) - 1
    again.close()


def test_a_changed_seeds_file_adds_what_is_missing_never_overwrites(
    db_url: str, tmp_path: Path
) -> None:
    seeds = tmp_path / "seeds.json"
    document = {
        "format": "harvester-seeds",
        "templates": [{"sites": ["http://a.example"], "trigger": "key:ArrowRight"}],
    }
    seeds.write_text(json.dumps(document))
    store = TemplateStore(db_url, seeds=seeds)
    store.learn("http://a.example/x.html", "xpath://a[@id='next']")  # section * : replaces
    document["templates"].append({"sites": ["http://b.example"], "trigger": "key:ArrowRight"})
    seeds.write_text(json.dumps(document))
    store.close()
    store = TemplateStore(db_url, seeds=seeds)
    assert [(t.site, t.trigger, t.origin) for t in store.all()] == [
        ("http://a.example", "xpath://a[@id='next']", "discovered"),
        ("http://b.example", "key:ArrowRight", "seeded"),
    ]
    store.close()


def test_a_bad_seeds_file_is_one_clear_error(tmp_path: Path) -> None:
    seeds = tmp_path / "seeds.json"
    seeds.write_text('{"format": "harvester-seeds", "templates": [{"sites": ["x"]}]}')
    with pytest.raises(StoreError, match="bad template for"):
        TemplateStore(f"sqlite:///{tmp_path / 't.sqlite3'}", seeds=seeds)


def test_shipped_seeds_are_well_formed() -> None:
    document = json.loads(PACKAGE_SEEDS.read_text("utf-8"))
    assert document["format"] == "harvester-seeds"
    for entry in document["templates"]:
        assert entry["sites"] and all(s.startswith("http://") for s in entry["sites"])
        kind, _, value = entry["trigger"].partition(":")
        assert kind in ("xpath", "key", "url") and value
        if kind == "url":
            assert value in ("{stem}_{n}{ext}", "{stem}-{n}{ext}")
