"""``harvest submit --crawl`` and three ``harvest worker`` processes, black box, on one portal
of the generated family (testbeds/portal_family, development seed 0): the stories of the
last day, each once, with what its list said; the per-host limit held at the server; then
"tomorrow" submitted again to the same run: only the new stories, none twice.

Needs ``HARVEST_TEST_PG`` (the server ``.ci/run`` starts).
"""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any

import pytest

from harvester.crawl.keys import story_key
from testbeds.harvest_cli import harvest, run_workers
from testbeds.portal_family import PortalFamilyServer, build, truth
from testbeds.portal_family.score import score
from testbeds.store_fixtures import PG_URL, needs_pg

pytestmark = [needs_pg, pytest.mark.e2e]

WORKERS = 3
PER_HOST = 2
PORTAL = "p1"  # GBK, times beside every list item, galleries in one page
SINCE = "2024-06-12"  # the family's day 0: its last day's news


def _workers(queue: str, workdir: Path) -> None:
    """Three workers until the queue is empty."""
    args = ["--db", PG_URL, "--until-empty", "--queue", queue, "--concurrency", "2"]
    args += ["--per-host", str(PER_HOST), "--delay", "0", "--allow-private-host", "127.0.0.1"]
    statuses = run_workers(WORKERS, args, workdir, timeout=600)
    assert all(s in (0, 1) for s in statuses), (workdir / "worker0.txt").read_text()[-3000:]


def _results(run: str, out: Path) -> list[dict[str, Any]]:
    done = harvest("results", run, "--db", PG_URL, "--out", str(out))
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in out.read_text("utf-8").splitlines() if line]


@pytest.fixture(scope="module")
def crawled(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    workdir = tmp_path_factory.mktemp("shared_crawl")
    run = f"crawl-{uuid.uuid4().hex[:8]}"
    # each answer 0.2 s late: requests to the host overlap unless the limit keeps them apart
    with PortalFamilyServer(build(seed=0), delay=0.2) as srv:
        day0 = truth(srv)
        portal = next(p for p in day0["portals"] if p["key"] == PORTAL)
        start = portal["starts"]["front"]
        submit = ["submit", "--crawl", start, "--db", PG_URL, "--run", run, "--queue", run]
        first = harvest(*submit, "--since", SINCE)
        assert first.returncode == 0, first.stderr
        _workers(run, workdir / "day0")
        in_flight = srv.max_in_flight(PORTAL)
        records = _results(run, workdir / "day0.jsonl")
        srv.set_day(1)
        day1 = truth(srv)
        again = harvest(*submit, "--since", SINCE)
        assert again.returncode == 0, again.stderr
        _workers(run, workdir / "day1")
        both = _results(run, workdir / "day1.jsonl")
    return {
        "day0": day0,
        "day1": day1,
        "records": records,
        "both": both,
        "in_flight": in_flight,
        "submitted": (first, again),
    }


def test_each_story_of_the_day_is_harvested_once_with_its_listing(crawled: dict[str, Any]) -> None:
    records, day0 = crawled["records"], crawled["day0"]
    result = score(records, day0, scope=[PORTAL])
    recent = {
        s["url"] for s in day0["stories"] if s["portal"] == PORTAL and s["time"][:10] >= SINCE
    }
    assert recent and not recent & set(result["recall"]["missing"])
    assert result["precision"]["value"] == 1.0, result["precision"]["examples"]
    assert result["duplicates"]["extra_records"] == 0, result["duplicates"]["examples"]
    assert result["listed_titles"]["value"] == 1.0
    stories = [r for r in records if r["kind"] in ("article", "gallery")]
    assert all(r["found_on"] and r["listed_title"] for r in stories)
    keys = [story_key(r["final_url"] or r["url"]) for r in stories if r["status"] == "ok"]
    assert len(keys) == len(set(keys)), "a story harvested twice"
    assert any(r["kind"] == "navigation" and r["links"] for r in records)


def test_the_per_host_limit_holds_across_the_workers(crawled: dict[str, Any]) -> None:
    assert crawled["in_flight"] == PER_HOST  # used to the full, never past it


def test_submitting_the_crawl_again_harvests_only_the_new_stories(
    crawled: dict[str, Any],
) -> None:
    first, again = crawled["submitted"]
    assert "again" in again.stderr + again.stdout and "again" not in first.stderr + first.stdout
    before = {r["url"] for r in crawled["records"]}
    new = [r for r in crawled["both"] if r["url"] not in before]
    result = score(new, crawled["day1"], day=1, scope=[PORTAL])
    assert result["day1"]["new_found"] == result["day1"]["new_stories"] > 0, result["day1"]
    assert result["day1"]["repeat_records"] == 0, result["day1"]["repeats"]
