"""``harvest templates …``: list, show, prune, delete, export/import, and one clear line with
a non-zero exit for an unknown site, a bad duration, a bad file or an unreachable database."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import update
from sqlalchemy.orm import Session
from typer.testing import CliRunner

from harvester.cli import app
from harvester.cli.templates import format_duration, parse_duration
from harvester.store.db import utcnow
from harvester.store.models import ArticleTemplate, Template
from harvester.store.templates import TemplateStore
from testbeds.store_fixtures import database, db_params

runner = CliRunner()


@pytest.fixture(params=db_params())
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    with database(request.param, tmp_path) as url:
        yield url


@pytest.fixture(autouse=True)
def _no_seeds(monkeypatch: pytest.MonkeyPatch) -> None:
    """The CLI's stores start empty here (the seeds have their own tests)."""
    monkeypatch.setenv("HARVEST_SEEDS", "off")


def harvest(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, ["templates", *args])
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def age(store: TemplateStore, site: str, days: float) -> None:
    """Make ``site``'s templates look last used ``days`` ago."""
    with Session(store.engine) as session, session.begin():
        session.execute(
            update(Template)
            .where(Template.site == site)
            .values(last_used_at=utcnow() - timedelta(days=days))
        )


@pytest.fixture
def filled(db_url: str) -> str:
    store = TemplateStore(db_url)
    store.learn("http://127.0.0.1:8765/netease_nph/1.html", "xpath://a[@id='photoNext']")
    store.learn("http://127.0.0.1:8765/xinhua_pages/c_1.htm", "url:{stem}_{n}{ext}")
    news = store.learn(
        "https://news.qq.com/a/20141021/039659.htm",
        "xpath://div[@id='mouseOverright']",
        picture_xpath="//img[@id='PicSrc']",
    )
    store.used(news, ok=True)
    store.used(news, ok=False, error="did not page (still)")
    age(store, "https://news.qq.com", 10)
    store.close()
    return db_url


def test_list_is_a_table_of_every_template(filled: str) -> None:
    code, out, _ = harvest("list", "--db", filled)
    assert code == 0
    for header in ("site", "section", "trigger", "origin", "hits", "failures", "last used"):
        assert header in out
    assert "xpath://a[@id='photoNext']" in out  # [..] is not taken for rich markup
    assert "/xinhua_pages/" in out and "url:{stem}_{n}{ext}" in out
    assert "10d ago" in out
    assert "never" in out  # learned, not used since: not "last used 5m ago"


def test_list_json_and_site_filter(filled: str) -> None:
    code, out, _ = harvest("list", "--json", "--site", "qq.com", "--db", filled)
    assert code == 0
    [row] = json.loads(out)
    assert row["site"] == "https://news.qq.com"
    assert (row["hits"], row["failures"], row["origin"]) == (1, 1, "discovered")
    assert row["picture_xpath"] == "//img[@id='PicSrc']"
    assert row["last_used_at"].endswith("+00:00")
    code, out, _ = harvest("list", "--site", "nowhere", "--db", filled)
    assert code == 0 and "no templates" in out


def test_show_a_site_by_host_or_url(filled: str) -> None:
    code, out, _ = harvest("show", "news.qq.com", "--db", filled)
    assert code == 0
    assert "xpath://div[@id='mouseOverright']" in out and "did not page (still)" in out
    code, out, _ = harvest("show", "http://127.0.0.1:8765/some/page.html", "--json", "--db", filled)
    assert code == 0
    assert [r["section"] for r in json.loads(out)] == ["/netease_nph/", "/xinhua_pages/"]


def test_unknown_site_is_one_line_and_exit_1(filled: str) -> None:
    for command in ("show", "delete"):
        code, out, err = harvest(command, "nowhere.example", "--db", filled)
        assert code == 1, command
        assert (
            err.strip()
            == "error no template for site 'nowhere.example' (see: harvest templates list)"
        )
        assert out == ""


def test_prune_uses_the_week_rule_or_the_age_given(filled: str) -> None:
    code, out, _ = harvest("prune", "--dry-run", "--db", filled)
    assert code == 0 and "would delete 1 template(s) unused for over 7d" in out
    assert "news.qq.com" in out
    code, out, _ = harvest("prune", "--older-than", "2w", "--db", filled)
    assert code == 0 and "nothing to prune" in out
    code, out, _ = harvest("prune", "--db", filled)
    assert code == 0 and "deleted 1 template(s)" in out
    store = TemplateStore(filled)
    assert [t.site for t in store.all()] == ["http://127.0.0.1:8765"] * 2
    age(store, "http://127.0.0.1:8765", 1)
    store.close()
    code, out, _ = harvest("prune", "--older-than", "12h", "--db", filled)
    assert code == 0 and "deleted 2 template(s) unused for over 12h" in out


def test_bad_duration_is_one_line_and_exit_2(filled: str) -> None:
    for bad in ("7x", "week", "-3d", ""):
        code, _, err = harvest("prune", "--older-than", bad, "--db", filled)
        assert code == 2, bad
        assert len(err.strip().splitlines()) == 1 and "bad duration" in err


def test_delete_a_site_or_one_section(filled: str) -> None:
    code, out, _ = harvest(
        "delete", "127.0.0.1:8765", "--section", "/xinhua_pages/", "--db", filled
    )
    assert code == 0 and "deleted 1 template(s)" in out and "url:{stem}_{n}{ext}" in out
    code, out, _ = harvest("delete", "https://news.qq.com", "--db", filled)
    assert code == 0
    code, out, _ = harvest("list", "--json", "--db", filled)
    assert [r["section"] for r in json.loads(out)] == ["/netease_nph/"]


def test_export_import_round_trip(filled: str, tmp_path: Path) -> None:
    store = TemplateStore(filled)
    store.learn_article("https://news.qq.com/a/20141021/039700.htm", "/html/body/div[2]")
    store.close()
    exported = tmp_path / "templates.json"
    code, _, err = harvest("export", str(exported), "--db", filled)
    assert code == 0 and "exported 3 template(s) and 1 article template(s)" in err
    document = json.loads(exported.read_text("utf-8"))
    assert document["format"] == "harvester-templates"

    other = f"sqlite:///{tmp_path / 'other.sqlite3'}"
    code, out, _ = harvest("import", str(exported), "--db", other)
    assert code == 0 and "4 added, 0 replaced, 0 kept" in out
    store = TemplateStore(other)
    [article] = store.all(kind=ArticleTemplate)
    assert article.to_dict() == document["article_templates"][0]
    store.close()
    _, out, _ = harvest("list", "--json", "--db", other)
    imported = [r for r in json.loads(out) if r["kind"] == "gallery"]
    for row in imported:
        assert row.pop("origin") == "imported"
        assert row.pop("kind") == "gallery"
    assert imported == [
        {k: v for k, v in r.items() if k != "origin"} for r in document["templates"]
    ]

    # again: nothing newer, so the store keeps its own; a newer export replaces
    code, out, _ = harvest("import", str(exported), "--db", other)
    assert "0 added, 0 replaced, 4 kept" in out
    store = TemplateStore(filled)
    [news] = store.get("news.qq.com")
    store.used(news, ok=True)
    store.close()
    harvest("export", str(exported), "--db", filled)
    code, out, _ = harvest("import", str(exported), "--db", other)
    assert "0 added, 1 replaced, 3 kept" in out
    _, out, _ = harvest("show", "news.qq.com", "--json", "--db", other)
    assert json.loads(out)[0]["hits"] == 2


def test_export_to_stdout_and_import_from_stdin(filled: str, tmp_path: Path) -> None:
    code, out, _ = harvest("export", "-", "--db", filled)
    assert code == 0 and len(json.loads(out)["templates"]) == 3
    result = runner.invoke(
        app, ["templates", "import", "-", "--db", f"sqlite:///{tmp_path / 'b.sqlite3'}"], input=out
    )
    assert result.exit_code == 0 and "3 added" in result.stdout


def test_bad_import_files_are_one_line_and_exit_1(filled: str, tmp_path: Path) -> None:
    cases = {
        "missing.json": None,
        "not-json.json": "{nope",
        "other.json": json.dumps({"format": "something-else", "templates": []}),
        "bad-trigger.json": json.dumps(
            {
                "format": "harvester-templates",
                "templates": [{"site": "http://a.example", "trigger": "click here"}],
            }
        ),
    }
    for name, content in cases.items():
        path = tmp_path / name
        if content is not None:
            path.write_text(content)
        code, _, err = harvest("import", str(path), "--db", filled)
        assert code == 1, name
        assert len(err.strip().splitlines()) == 1, (name, err)
    _, out, _ = harvest("list", "--json", "--db", filled)
    assert len(json.loads(out)) == 3  # nothing half-imported


def test_unreachable_database_is_one_line_and_exit_2(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.sqlite3"
    garbage.write_bytes(b"this is not a database" * 100)
    for url in (
        "postgresql+psycopg://harvest:s3cret@127.0.0.1:1/nowhere",
        f"sqlite:///{garbage}",
        "nosuchdialect://x/y",
    ):
        code, _, err = harvest("list", "--db", url)
        assert code == 2, url
        assert err.startswith("error template store") and len(err.strip().splitlines()) == 1
        assert "s3cret" not in err


def test_harvest_db_environment_variable(filled: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARVEST_DB", filled)
    code, out, _ = harvest("list", "--json")
    assert code == 0 and len(json.loads(out)) == 3


def test_default_store_lives_under_templates_db(tmp_path: Path) -> None:
    """``python -m harvester.cli`` with no --db: SQLite under ./templates_db, seeded."""
    env = {k: v for k, v in os.environ.items() if k not in ("HARVEST_DB", "HARVEST_SEEDS")}
    done = subprocess.run(
        [sys.executable, "-m", "harvester.cli", "templates", "list", "--json"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    assert rows and {r["origin"] for r in rows} == {"seeded"}
    assert (tmp_path / "templates_db" / "templates.sqlite3").is_file()


@pytest.mark.parametrize(
    ("text", "seconds"),
    [("7d", 7 * 86400), ("12h", 43200), ("30m", 1800), ("90s", 90), ("2w", 14 * 86400),
     ("1d12h", 129600), (" 3D ", 3 * 86400), ("0s", 0)],
)  # fmt: skip
def test_parse_duration(text: str, seconds: int) -> None:
    assert parse_duration(text) == timedelta(seconds=seconds)


def test_format_duration() -> None:
    assert [format_duration(timedelta(seconds=s)) for s in (604800, 86400 * 3, 43200, 90)] == [
        "7d",
        "3d",
        "12h",
        "90s",
    ]
