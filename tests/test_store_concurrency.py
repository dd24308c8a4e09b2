"""Processes sharing one template store: never corrupted, no template or count lost.

Workers start at the same instant on an empty database (so they also race to create the
schema and load the seeds), then learn, find and count templates on shared and private
sites, many times over. Run on SQLite (WAL, BEGIN IMMEDIATE, busy retries) and on
PostgreSQL when ``HARVEST_TEST_PG`` is set; then two ``harvest run`` processes harvest
fixture galleries into one SQLite store at once.

Every process of the store tests is held at a start line until all have imported
everything, and traces its write transactions (:data:`TRACE`): a test passes only when
the trace shows that the processes did contend (one writing while another waited for or
ran its own write; the two runs, writing in turns), not merely that they all finished.
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from harvester.browser.launch import chromium_path
from harvester.store.templates import PACKAGE_SEEDS, TemplateStore
from testbeds.store_fixtures import database, db_params

REPO = Path(__file__).resolve().parent.parent
WORKERS = 3
ITERATIONS = 150
SHARED_SITES = 4

#: Run first in every process: traces each write transaction (those of ``write`` and of
#: the migrations, run with the ``immediate`` option) as [asked, got, done]: when its first
#: statement was sent (on SQLite, ``BEGIN IMMEDIATE``, which waits for the write lock),
#: when that statement came back, when it committed or rolled back. CLOCK_MONOTONIC is one
#: clock for every process of the machine. At exit the spans go to $HARVEST_TEST_TRACE/PID.
#: Then the process says ``ready`` and waits on stdin for the start (:func:`_start_together`).
TRACE = textwrap.dedent(
    """
    import atexit, json, os, sys, time
    from sqlalchemy import event
    from sqlalchemy.engine import Engine

    _spans, _open = [], {}

    @event.listens_for(Engine, "begin")
    def _begin(conn):
        if conn.get_execution_options().get("immediate"):
            _open[id(conn)] = [None, None, None]

    @event.listens_for(Engine, "before_cursor_execute")
    def _asked(conn, *args):
        span = _open.get(id(conn))
        if span is not None and span[0] is None:
            span[0] = time.monotonic()

    @event.listens_for(Engine, "after_cursor_execute")
    def _got(conn, *args):
        span = _open.get(id(conn))
        if span is not None and span[1] is None:
            span[1] = time.monotonic()

    def _done(conn):
        span = _open.pop(id(conn), None)
        if span is not None and span[1] is not None:
            span[2] = time.monotonic()
            _spans.append(span)

    event.listen(Engine, "commit", _done)
    event.listen(Engine, "rollback", _done)

    @atexit.register
    def _dump():
        with open(os.path.join(os.environ["HARVEST_TEST_TRACE"], f"{os.getpid()}.json"), "w") as f:
            json.dump(_spans, f)

    def start_line():
        print("ready", flush=True)
        sys.stdin.readline()
    """
)

WORKER = TRACE + textwrap.dedent(
    """
    import json, sys
    from harvester.store.templates import TemplateStore
    from harvester.urls import site_of

    url, worker, iterations, shared = sys.argv[1:5]
    worker, iterations, shared = int(worker), int(iterations), int(shared)
    start_line()
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


#: One write transaction of a traced process: (asked, got, done), see :data:`TRACE`.
Span = tuple[float, float, float]


def _start_together(commands: list[list[str]], trace: Path) -> list[subprocess.Popen[str]]:
    """Start the processes, wait until every one is ready (its imports done), then let them
    all go at once."""
    trace.mkdir()
    env = {**_env(), "HARVEST_TEST_TRACE": str(trace)}
    procs = [
        subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for command in commands
    ]
    try:
        for proc in procs:
            assert proc.stdout is not None and proc.stderr is not None
            line = proc.stdout.readline()
            assert line == "ready\n", line + proc.stderr.read()[-3000:]
        for proc in procs:
            assert proc.stdin is not None
            proc.stdin.write("go\n")
            proc.stdin.flush()
    except BaseException:
        for proc in procs:
            proc.kill()
            proc.wait()
        raise
    return procs


def _traces(trace: Path) -> list[list[Span]]:
    """Each traced process's write transactions."""
    return [
        [(asked, got, done) for asked, got, done in json.loads(path.read_text())]
        for path in sorted(trace.glob("*.json"))
    ]


def _held_together(a: Span, b: Span) -> bool:
    return a[1] < b[2] and b[1] < a[2]


def _met(traces: list[list[Span]], n: int) -> int:
    """How many writes of process ``n`` ran into another process's: the other held its
    transaction while this one asked for (waited) or held its own."""
    others = [span for m, spans in enumerate(traces) if m != n for span in spans]
    return sum(any(b[1] < a[2] and a[0] < b[2] for b in others) for a in traces[n])


def _side_by_side(traces: list[list[Span]]) -> int:
    """How many pairs of write transactions of two processes were held at the same time."""
    return sum(
        _held_together(a, b)
        for n, mine in enumerate(traces)
        for theirs in traces[n + 1 :]
        for a in mine
        for b in theirs
    )


def _turns(traces: list[list[Span]]) -> int:
    """How many times the writes, in the order they were held, pass from one process to
    another (1 when the processes wrote one after the other)."""
    timeline = sorted((span[1], n) for n, spans in enumerate(traces) for span in spans)
    return sum(a[1] != b[1] for a, b in itertools.pairwise(timeline))


def test_workers_sharing_one_store_lose_nothing(db_url: str, tmp_path: Path) -> None:
    trace = tmp_path / "trace"
    procs = _start_together(
        [
            [sys.executable, "-c", WORKER, db_url, str(w), str(ITERATIONS), str(SHARED_SITES)]
            for w in range(WORKERS)
        ],
        trace,
    )
    results = [p.communicate(timeout=300) for p in procs]
    for proc, (out, err) in zip(procs, results, strict=True):
        assert proc.returncode == 0, err[-3000:]
        assert json.loads(out.removeprefix("ready\n"))["done"] == ITERATIONS

    # they did contend: every worker's writes ran into the others' ...
    traces = _traces(trace)
    assert len(traces) == WORKERS
    assert all(len(spans) >= 4 * ITERATIONS for spans in traces)  # learn, used, learn, used
    assert all(_met(traces, n) > 0 for n in range(WORKERS)), [
        _met(traces, n) for n in range(WORKERS)
    ]
    # ... one at a time on SQLite (BEGIN IMMEDIATE), side by side on PostgreSQL (row locks)
    if db_url.startswith("sqlite"):
        assert _side_by_side(traces) == 0
    else:
        assert _side_by_side(traces) > 0

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


#: ``python -m harvester.cli`` traced, from the start line (:data:`TRACE`).
CLI = TRACE + textwrap.dedent(
    """
    from harvester.cli import main
    start_line()
    sys.argv[0] = "harvest"
    main()
    """
)


#: Templates in each import: enough that one import still holds the write lock when a
#: process the scheduler started late comes to write.
IMPORTED = 1000


def test_two_cli_imports_at_once(tmp_path: Path) -> None:
    """Two ``python -m harvester.cli templates import`` into one new SQLite store at once."""
    db = f"sqlite:///{tmp_path / 'shared.sqlite3'}"
    files = []
    for n in range(2):
        document = {
            "format": "harvester-templates",
            "templates": [
                {"site": f"http://p{n}.example", "section": f"/s{i}/", "trigger": "key:ArrowRight"}
                for i in range(IMPORTED)
            ],
        }
        path = tmp_path / f"export{n}.json"
        path.write_text(json.dumps(document))
        files.append(path)
    trace = tmp_path / "trace"
    procs = _start_together(
        [
            [sys.executable, "-c", CLI, "templates", "import", str(path), "--db", db]
            for path in files
        ],
        trace,
    )
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert f"{IMPORTED} added" in out
    # they did contend: one's writes (schema, seeds, import) waited for the other's
    traces = _traces(trace)
    assert len(traces) == 2
    assert _met(traces, 0) + _met(traces, 1) > 0
    assert _side_by_side(traces) == 0
    store = TemplateStore(db, seeds=False)
    assert len([t for t in store.all() if t.origin == "imported"]) == 2 * IMPORTED
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
    commands = []
    for n, pages in enumerate((RUN_PAGES, RUN_PAGES[::-1])):
        urls = tmp_path / f"urls{n}.txt"
        urls.write_text("\n".join(portal_server + p for p in pages) + "\n")
        commands.append(
            [sys.executable, "-c", CLI, "run", str(urls),
             "--out", str(tmp_path / f"out{n}.jsonl"), "--db", db, "--no-resume",
             "--allow-private-host", "127.0.0.1"]
        )  # fmt: skip
    trace = tmp_path / "trace"
    procs = _start_together(commands, trace)
    for proc in procs:
        _, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err[-3000:]
    # the two runs wrote to the store in turns, not one after the other
    traces = _traces(trace)
    assert len(traces) == 2
    assert _turns(traces) >= 3, _turns(traces)
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
