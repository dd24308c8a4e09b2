"""Many workers on one PostgreSQL (``harvest submit / worker / status / results``), black box.

Three ``harvest worker`` processes share one queue over two loopback fault hosts. One is
killed with SIGKILL mid-run (with its browser), PostgreSQL is restarted once, and then:
every URL has exactly one record, the gallery templates learned are all there (each site
discovered by one worker, hit by the others), no host ever saw more pages at once than
``--per-host`` allows, and each host's robots.txt was fetched once in the run.

Needs ``HARVEST_TEST_PG`` (the server ``.ci/run`` starts) and, for the restart,
``HARVEST_TEST_PG_RESTART`` (the command that restarts it; ``.ci/run`` sets it too).
"""

from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from testbeds.fault_server import ROBOTS_DEFAULT, FaultServer, max_overlap
from testbeds.harvest_cli import CHROMIUM, REPO, harvest, harvest_env
from testbeds.store_fixtures import PG_URL, needs_pg

pytestmark = [
    needs_pg,
    pytest.mark.skipif(not os.path.exists(CHROMIUM), reason=f"no Chromium at {CHROMIUM}"),
]

RESTART = os.environ.get("HARVEST_TEST_PG_RESTART", "")
PER_HOST = 2
WORKERS = 3
#: A worker silent this long counts as dead (well above a restart's few seconds).
STALLED_S = 15
PAGES = ("/slow/", "/gallery/", "/ok/", "/private/")


def _worker(workdir: Path, n: int, queue: str) -> subprocess.Popen[bytes]:
    cmd = [
        sys.executable,
        "-m",
        "harvester.cli",
        "worker",
        "--db",
        PG_URL,
        "--until-empty",
        "--queue",
        queue,
        "--concurrency",
        "2",
        "--per-host",
        str(PER_HOST),
        "--stalled-after",
        str(STALLED_S),
        "--deadline",
        "60",
        "--allow-private-host",  # the fixture servers are on loopback
        "127.0.0.1",
        "--verbose",
    ]
    log = (workdir / f"worker{n}.txt").open("wb")
    return subprocess.Popen(
        cmd,
        cwd=REPO,
        env=harvest_env(),
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own process group: SIGKILL takes its browser too
    )


def _count(sql: str, **params: object) -> int:
    engine = create_engine(PG_URL)
    try:
        with engine.connect() as conn:
            return int(conn.execute(text(sql), params).scalar_one())
    finally:
        engine.dispose()


@pytest.fixture(scope="module")
def hosts() -> Iterator[tuple[FaultServer, FaultServer]]:
    a, b = FaultServer(robots=ROBOTS_DEFAULT), FaultServer(robots=None)
    with a, b:
        yield a, b


@pytest.fixture(scope="module")
def shared_run(
    hosts: tuple[FaultServer, FaultServer], tmp_path_factory: pytest.TempPathFactory
) -> dict[str, object]:
    """The run: submitted, harvested by three workers through a kill and a restart."""
    a, b = hosts
    workdir = tmp_path_factory.mktemp("workers")
    run = f"test-{uuid.uuid4().hex[:8]}"
    urls = [h.url(f"slow/w{n}.html?delay=1") for h in (a, b) for n in range(14)]
    urls += [h.url(f"gallery/{70 + n}.html") for h in (a, b) for n in range(3)]
    urls += [a.url("private/page.html"), b.url("404/w")]
    lines = [*urls, urls[0], "# a comment", ""]  # a duplicate and a comment
    (workdir / "urls.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    # a queue of the run's own: no other run's jobs are taken, and the workers leave when
    # this one is done
    submitted = harvest(
        "submit", str(workdir / "urls.txt"), "--db", PG_URL, "--run", run, "--queue", run
    )
    assert submitted.returncode == 0, submitted.stderr
    started = time.monotonic()
    workers = [_worker(workdir, n, run) for n in range(WORKERS)]
    events: list[str] = []
    try:
        # kill -9 the first worker (and its browser) mid-job, once records are coming in
        deadline = time.monotonic() + 180
        while not (
            _count("SELECT count(*) FROM records WHERE run = :r", r=run) >= 2
            and _count(
                "SELECT count(*) FROM procrastinate_jobs j JOIN workers w ON w.id = j.worker_id "
                "WHERE j.status = 'doing' AND w.pid = :p AND j.args->>'run' = :r",
                p=workers[0].pid,
                r=run,
            )
            >= 1
        ):
            assert time.monotonic() < deadline, "worker 0 took no job within 180 s"
            time.sleep(0.2)
        os.killpg(workers[0].pid, signal.SIGKILL)
        workers[0].wait(10)
        events.append("killed worker 0")
        if RESTART:
            time.sleep(2)
            subprocess.run(shlex.split(RESTART), check=True, timeout=60)
            events.append("restarted PostgreSQL")
        # SIGTERM the second worker while it harvests: it drains and leaves
        deadline = time.monotonic() + 60
        while workers[1].poll() is None and time.monotonic() < deadline:
            if _count(
                "SELECT count(*) FROM procrastinate_jobs j JOIN workers w ON w.id = j.worker_id "
                "WHERE j.status = 'doing' AND w.pid = :p",
                p=workers[1].pid,
            ):
                workers[1].send_signal(signal.SIGTERM)
                events.append("terminated worker 1")
                break
            time.sleep(0.2)
        for proc in workers[1:]:
            proc.wait(480)
    finally:
        for proc in workers:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(10)
    ended = time.monotonic()
    results = harvest("results", run, "--db", PG_URL, "--out", str(workdir / "results.jsonl"))
    status = harvest("status", run, "--db", PG_URL)
    return {
        "run": run,
        "urls": urls,
        "submitted": submitted,
        "workers": workers,
        "workdir": workdir,
        "started": started,
        "ended": ended,
        "events": events,
        "results": results,
        "status": status,
    }


def _records(shared_run: dict[str, object]) -> list[dict[str, object]]:
    path = Path(str(shared_run["workdir"])) / "results.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _logs(shared_run: dict[str, object]) -> str:
    workdir = Path(str(shared_run["workdir"]))
    return "\n".join(
        f"--- worker {n}\n" + (workdir / f"worker{n}.txt").read_text(errors="replace")[-3000:]
        for n in range(WORKERS)
    )


def test_submit_queues_each_url_once(shared_run: dict[str, object]) -> None:
    submitted = shared_run["submitted"]
    assert isinstance(submitted, subprocess.CompletedProcess)
    urls = shared_run["urls"]
    assert isinstance(urls, list)
    assert submitted.stdout.strip() == shared_run["run"]
    assert f"{len(urls)} URL(s) queued, 1 duplicate line(s) skipped" in submitted.stderr


def test_the_surviving_workers_drain_the_queue(shared_run: dict[str, object]) -> None:
    workers = shared_run["workers"]
    assert isinstance(workers, list)
    assert [p.returncode for p in workers[1:]] == [0, 0], _logs(shared_run)
    # the SIGTERMed worker finished its jobs in flight before leaving: none was put back
    assert "terminated worker 1" in shared_run["events"], shared_run["events"]  # type: ignore[operator]
    log = (Path(str(shared_run["workdir"])) / "worker1.txt").read_text(errors="replace")
    assert "stopping: finishing the jobs in flight" in log and "put back" not in log, log
    assert (
        _count(
            "SELECT count(*) FROM procrastinate_jobs WHERE args->>'run' = :r "
            "AND status IN ('todo', 'doing')",
            r=shared_run["run"],
        )
        == 0
    ), _logs(shared_run)


def test_the_killed_worker_s_jobs_were_harvested_again(shared_run: dict[str, object]) -> None:
    # a job ended after a stall sweep put it back has been tried twice
    retried = _count(
        "SELECT count(*) FROM procrastinate_jobs WHERE args->>'run' = :r AND attempts > 1",
        r=shared_run["run"],
    )
    assert retried >= 1, (shared_run["events"], _logs(shared_run))


def test_every_url_has_exactly_one_record(shared_run: dict[str, object]) -> None:
    records = _records(shared_run)
    urls = shared_run["urls"]
    assert isinstance(urls, list)
    got = [str(r["url"]) for r in records]
    assert sorted(got) == sorted(urls), (shared_run["events"], _logs(shared_run))
    by_url = {str(r["url"]): r for r in records}
    for url in urls:
        record = by_url[url]
        if "/private/" in url:
            assert record["error_kind"] == "robots", record
        elif "/404/" in url:
            assert record["error_kind"] == "http", record
        elif "/gallery/" in url:
            assert record["status"] == "ok" and record["kind"] == "gallery", record
            assert len(record["slides"]) == 5, record  # type: ignore[arg-type]
        else:
            assert record["status"] == "ok" and record["kind"] == "article", record


def test_each_site_is_discovered_once_and_its_template_kept(
    shared_run: dict[str, object], hosts: tuple[FaultServer, FaultServer]
) -> None:
    records = [r for r in _records(shared_run) if r.get("kind") == "gallery"]
    for host in hosts:
        mine = [r for r in records if str(r["url"]).startswith(host.base_url)]
        discovered = [r for r in mine if r["template"] == "discovered"]
        # one discovery (none left in the records when the killed worker had learned the
        # template and died before writing its record); the others hit the template
        assert len(discovered) <= 1, [(r["url"], r["template"]) for r in mine]
        assert all(r["template"] in ("discovered", "hit") for r in mine), mine
        site = host.base_url.rstrip("/")
        assert _count("SELECT count(*) FROM templates WHERE site = :s", s=site) == 1


def test_the_per_host_limit_holds_across_workers(
    shared_run: dict[str, object], hosts: tuple[FaultServer, FaultServer]
) -> None:
    for host in hosts:
        pages = [
            r
            for r in host.requests(PAGES, since=float(shared_run["started"]))  # type: ignore[arg-type]
            if "/img/" not in r.path
        ]
        assert pages
        peak = max_overlap((r.start, r.end) for r in pages)
        assert peak <= PER_HOST, f"{host.base_url} saw {peak} pages at once"


def test_robots_txt_is_fetched_once_per_host_in_the_run(
    shared_run: dict[str, object], hosts: tuple[FaultServer, FaultServer]
) -> None:
    for host in hosts:
        assert host.hits("/robots.txt", since=float(shared_run["started"])) == 1  # type: ignore[arg-type]


def test_status_and_results_report_the_run(shared_run: dict[str, object]) -> None:
    status = shared_run["status"]
    results = shared_run["results"]
    assert isinstance(status, subprocess.CompletedProcess)
    assert isinstance(results, subprocess.CompletedProcess)
    urls = shared_run["urls"]
    assert isinstance(urls, list)
    assert status.returncode == 0 and "queued 0 · running 0" in status.stdout, status.stdout
    assert f"done {len(urls) - 2} · failed 2" in status.stdout, status.stdout
    assert results.returncode == 0 and f"{len(urls)} record(s)" in results.stderr


@pytest.mark.skipif(not RESTART, reason="HARVEST_TEST_PG_RESTART is not set: no restart tested")
def test_the_database_was_restarted_under_the_workers(shared_run: dict[str, object]) -> None:
    assert "restarted PostgreSQL" in shared_run["events"]  # type: ignore[operator]
