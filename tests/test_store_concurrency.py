"""Processes sharing one template store: never corrupted, no template or count lost.

Workers start at the same instant on an empty database (so they also race to create the
schema and load the seeds), then learn, find and count templates on shared and private
sites, many times over. Run on SQLite (WAL, BEGIN IMMEDIATE, busy retries) and on
PostgreSQL when ``HARVEST_TEST_PG`` is set; then two ``harvest run`` processes harvest
fixture galleries into one SQLite store at once.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text
from store_fixtures import database, db_params

from harvester.browser.launch import chromium_path
from harvester.store.templates import PACKAGE_SEEDS, TemplateStore

REPO = Path(__file__).resolve().parent.parent
WORKERS = 3
ITERATIONS = 150
SHARED_SITES = 4

WORKER = textwrap.dedent(
    """
    import json, sys, time
    from harvester.store.templates import TemplateStore
    from harvester.urls import site_of

    url, worker, iterations, shared, start_at = sys.argv[1:6]
    worker, iterations, shared = int(worker), int(iterations), int(shared)
    time.sleep(max(0.0, float(start_at) - time.time()))
    store = TemplateStore(url)  # races the others to migrate and seed
    for i in range(iterations):
        page = f"http://shared{i % shared}.example:8000/s{i // shared % 2}/g{worker}-{i}.html"
        store.learn(page, f"xpath://a[@id='w{worker}-{i}']")
        found = store.find(page)
        assert found is not None and found.site == site_of(page), found
        store.used(found, ok=True)
        mine = store.learn(f"http://w{worker}.example/s{i}/g.html", "key:ArrowRight")
        store.used(mine, ok=i % 3 != 0, error="did not page")
        if i % 10 == 0:
            store.prune(dry_run=True)
            store.all()
    print(json.dumps({"worker": worker, "done": iterations}))
    """
)


@pytest.fixture(params=db_params())
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    with database(request.param, tmp_path) as url:
        yield url


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["HARVEST_SEEDS"] = str(PACKAGE_SEEDS)
    env["PYTHONPATH"] = str(REPO)
    return env


def test_workers_sharing_one_store_lose_nothing(db_url: str) -> None:
    start_at = time.time() + 2.0  # every worker imported and waiting before the start
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, db_url, str(w), str(ITERATIONS), str(SHARED_SITES),
             str(start_at)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=_env(),
        )
        for w in range(WORKERS)
    ]  # fmt: skip
    results = [p.communicate(timeout=300) for p in procs]
    for proc, (out, err) in zip(procs, results, strict=True):
        assert proc.returncode == 0, err[-3000:]
        assert json.loads(out)["done"] == ITERATIONS

    store = TemplateStore(db_url)
    rows = {(t.site, t.section): t for t in store.all()}
    # every private template is there, with every use counted
    for w in range(WORKERS):
        for i in range(ITERATIONS):
            row = rows[(f"http://w{w}.example", f"/s{i}/")]
            assert (row.hits, row.failures) == ((0, 1) if i % 3 == 0 else (1, 0))
    # the shared sites: one row per site and section, every find counted as a hit
    shared = [t for (site, _), t in rows.items() if site.startswith("http://shared")]
    assert len(shared) == SHARED_SITES * 2
    assert sum(t.hits for t in shared) == WORKERS * ITERATIONS
    assert all(t.trigger.startswith("xpath://a[@id='w") for t in shared)
    # the seeds were loaded once, not once per worker
    seeded = [t for t in rows.values() if t.origin == "seeded"]
    assert len(seeded) == sum(
        len(e["sites"]) for e in json.loads(PACKAGE_SEEDS.read_text())["templates"]
    )
    assert len(rows) == WORKERS * ITERATIONS + SHARED_SITES * 2 + len(seeded)
    if store.engine.dialect.name == "sqlite":
        with store.engine.connect() as conn:
            assert conn.execute(text("PRAGMA integrity_check")).scalar() == "ok"
            assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
    store.close()


def test_two_cli_imports_at_once(tmp_path: Path) -> None:
    """Two ``python -m harvester.cli templates import`` into one new SQLite store at once."""
    db = f"sqlite:///{tmp_path / 'shared.sqlite3'}"
    files = []
    for n in range(2):
        document = {
            "format": "harvester-templates",
            "templates": [
                {"site": f"http://p{n}.example", "section": f"/s{i}/", "trigger": "key:ArrowRight"}
                for i in range(150)
            ],
        }
        path = tmp_path / f"export{n}.json"
        path.write_text(json.dumps(document))
        files.append(path)
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "harvester.cli", "templates", "import", str(path), "--db", db],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=_env(),
        )
        for path in files
    ]
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert "150 added" in out
    store = TemplateStore(db, seeds=False)
    assert len([t for t in store.all() if t.origin == "imported"]) == 300
    store.close()


# --- two `harvest run` at once, on the fixture galleries ------------------------------------

RUN_PAGES = [
    "netease_nph/165917.html",
    "netease_nph/165920.html",
    "jquery_piccontent/picnews_2041.html",
    "jquery_piccontent/picnews_2042.html",
    "xinhua_pages/c_1116961022.htm",
    "xinhua_pages/english/c_137436890.htm",
]


@pytest.mark.skipif(
    not os.path.exists(chromium_path()),
    reason=f"Chromium not found at {chromium_path()} (apt-get install chromium)",
)
def test_two_harvest_runs_share_one_store(portal_server: str, tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'shared.sqlite3'}"
    procs = []
    for n, pages in enumerate((RUN_PAGES, RUN_PAGES[::-1])):
        urls = tmp_path / f"urls{n}.txt"
        urls.write_text("\n".join(portal_server + p for p in pages) + "\n")
        procs.append(
            subprocess.Popen(
                [sys.executable, "-m", "harvester.cli", "run", str(urls),
                 "--out", str(tmp_path / f"out{n}.jsonl"), "--db", db, "--no-resume"],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=_env(),
            )
        )  # fmt: skip
    for proc in procs:
        _, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err[-3000:]
    records = [
        json.loads(line)
        for n in range(2)
        for line in (tmp_path / f"out{n}.jsonl").read_text("utf-8").splitlines()
    ]
    assert len(records) == 2 * len(RUN_PAGES)
    assert all(r["status"] == "ok" and r["kind"] == "gallery" for r in records), records
    assert {r["template"] for r in records} <= {"hit", "discovered", "healed"}
    assert any(r["template"] == "hit" for r in records)
    store = TemplateStore(db, seeds=False)
    learned = {t.section: t for t in store.all() if t.origin == "discovered"}
    assert set(learned) == {"/netease_nph/", "/jquery_piccontent/", "/xinhua_pages/"}
    assert learned["/netease_nph/"].trigger == "xpath://a[@id='photoNext']"
    assert sum(t.hits for t in learned.values()) == sum(r["template"] == "hit" for r in records)
    with store.engine.connect() as conn:
        assert conn.execute(text("PRAGMA integrity_check")).scalar() == "ok"
    store.close()
