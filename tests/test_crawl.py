"""``harvest crawl`` end to end on one portal of the generated family (testbeds/
portal_family, development seed 0): from the front page, bounded by ``--since`` to the
last day's news, then the family switched to "tomorrow" and crawled again with the same
state file: only the new stories come, none twice. Scored by the bed's own scorer."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from harvester.batch.output import JsonlWriter
from harvester.batch.runner import Runner, RunOptions
from harvester.browser.launch import BrowserSettings, chromium_path
from harvester.crawl.crawler import crawl_into
from harvester.crawl.frontier import Frontier
from harvester.crawl.options import CrawlOptions
from harvester.pipeline.job import HarvestOptions
from harvester.store.templates import TemplateStore
from testbeds.harvest_cli import REPO, harvest_env
from testbeds.page_server import serve_pages
from testbeds.portal_family import PortalFamilyServer, build, truth
from testbeds.portal_family.score import score

pytestmark = pytest.mark.skipif(
    not os.path.exists(chromium_path()),
    reason=f"Chromium not found at {chromium_path()} (apt-get install chromium)",
)

SINCE = date(2024, 6, 12)  # the family's day 0 is 2024-06-12: its last day's news
PORTAL = "p1"  # GBK, times beside every list item, galleries in one page, tags in titles


def _records(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line]


def _crawl(start: str, out: Path, state: Path, since: date | None = SINCE) -> None:
    store = TemplateStore(f"sqlite:///{out.parent / 't.db'}", seeds=False)
    runner = Runner(
        BrowserSettings(allowed_hosts=("127.0.0.1",)),
        store,
        HarvestOptions(),
        RunOptions(concurrency=4, per_host=4, delay_s=0.0),
    )
    frontier = Frontier(state)
    try:
        with JsonlWriter(out) as writer:
            asyncio.run(crawl_into(runner, [start], writer, frontier, CrawlOptions(since=since)))
    finally:
        frontier.close()


def test_a_crawl_harvests_the_days_stories_once_then_only_tomorrows(tmp_path: Path) -> None:
    out, state = tmp_path / "crawl.jsonl", tmp_path / "crawl.sqlite3"
    with PortalFamilyServer(build(seed=0)) as srv:
        day0 = truth(srv)
        portal = next(p for p in day0["portals"] if p["key"] == PORTAL)
        _crawl(portal["starts"]["front"], out, state)
        records = _records(out)
        result = score(records, day0, scope=[PORTAL])
        recent = {
            s["url"]
            for s in day0["stories"]
            if s["portal"] == PORTAL and s["time"][:10] >= SINCE.isoformat()
        }
        missed = recent & set(result["recall"]["missing"])
        assert not missed, missed
        assert result["recall"]["found"] >= len(recent)
        assert result["precision"]["value"] == 1.0, result["precision"]["examples"]
        assert result["duplicates"]["extra_records"] == 0, result["duplicates"]["examples"]
        assert result["listed_titles"]["value"] == 1.0
        assert result["listed_times"]["value"] == 1.0, result["listed_times"]
        navigation = [r for r in records if r["kind"] == "navigation"]
        assert navigation and all(r["links"] for r in navigation if r["status"] == "ok")
        stories = [r for r in records if r["kind"] in ("article", "gallery")]
        assert all(r["found_on"] and r["listed_title"] for r in stories)

        srv.set_day(1)
        day1 = truth(srv)
        _crawl(portal["starts"]["front"], out, state)
        again = score(_records(out)[len(records) :], day1, day=1, scope=[PORTAL])
        assert again["day1"]["new_found"] == again["day1"]["new_stories"] > 0, again["day1"]
        assert again["day1"]["repeat_records"] == 0, again["day1"]["repeats"]
        assert again["duplicates"]["extra_records"] == 0


def _article(n: int) -> str:
    body = "".join(
        f"<p>第{n}篇报道的第{k}段：记者从有关部门获悉，今年以来本市持续推进城市更新工作，"
        "老旧小区改造、道路修缮和公园建设同步进行，居民的生活环境明显改善。</p>"
        for k in range(6)
    )
    head = f"<head><title>报道{n}</title></head>"
    return f"<html>{head}<body><h1>第{n}篇报道的标题足够长</h1>{body}</body></html>"


DRAWN_LIST = """<html><head><title>滚动新闻</title></head><body>
<div class="nav"><a href="/">首页</a> <a href="/about/">关于我们</a></div>
<ul id="newslist"><li>加载中…</li></ul>
<script>
setTimeout(function () {  // asked for after the load, as portals' roll pages do
  var x = new XMLHttpRequest();
  x.open("GET", "/api/roll.json");
  x.onload = function () {
    var d = JSON.parse(x.responseText), h = "";
    d.list.forEach(function (it) {
      h += '<li><a href="' + it.url + '">' + it.title + '</a> <span>' + it.time + '</span></li>';
    });
    document.getElementById("newslist").innerHTML = h;
  };
  x.send();
}, 300);
</script></body></html>"""


def test_a_list_a_script_draws_from_json_is_read_as_the_browser_shows_it(tmp_path: Path) -> None:
    roll = {
        "list": [
            {"url": f"/n/{n}.html", "title": f"第{n}篇报道的标题足够长", "time": f"06-1{n} 08:00"}
            for n in range(1, 7)
        ]
    }
    pages = {"/roll/": DRAWN_LIST, "/api/roll.json": json.dumps(roll, ensure_ascii=False)}
    pages |= {f"/n/{n}.html": _article(n) for n in range(1, 7)}
    out, state = tmp_path / "crawl.jsonl", tmp_path / "crawl.sqlite3"
    with serve_pages(pages) as base:
        _crawl(f"{base}/roll/", out, state, since=None)
    records = _records(out)
    roll_page = next(r for r in records if r["url"] == f"{base}/roll/")
    assert roll_page["kind"] == "navigation" and roll_page["status"] == "ok"
    assert roll_page["rendered"] and len(roll_page["links"]) == 6
    stories = sorted((r for r in records if r["kind"] == "article"), key=lambda r: r["url"])
    assert [r["url"] for r in stories] == [f"{base}/n/{n}.html" for n in range(1, 7)]
    assert all(r["status"] == "ok" for r in stories), stories
    assert [r["listed_title"] for r in stories] == [f"第{n}篇报道的标题足够长" for n in range(1, 7)]
    assert stories[0]["listed_time"].endswith("-06-11T08:00")


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_crawl_every_stops_between_passes_on_ctrl_c_or_sigterm(
    tmp_path: Path, sig: signal.Signals
) -> None:
    roll = {"list": [{"url": f"/n/{n}.html", "title": f"第{n}篇报道的标题足够长"} for n in (1, 2)]}
    items = "".join(
        f"<li><a href='/n/{n}.html'>第{n}篇报道的标题足够长</a> 06-1{n} 08:00</li>"
        for n in range(1, 7)
    )
    pages = {"/roll/": f"<html><body><ul>{items}</ul></body></html>"}
    pages |= {f"/n/{n}.html": _article(n) for n in range(1, 7)}
    pages["/api/roll.json"] = json.dumps(roll)
    out, log = tmp_path / "crawl.jsonl", tmp_path / "stderr.txt"
    with serve_pages(pages) as base, log.open("w") as err:
        args = ["crawl", f"{base}/roll/", "--out", str(out), "--every", "1h"]
        args += ["--allow-private-host", "127.0.0.1", "--db", f"sqlite:///{tmp_path}/t.db"]
        proc = subprocess.Popen(
            [sys.executable, "-m", "harvester.cli", *args],
            cwd=REPO,
            env=harvest_env(),
            stdout=subprocess.DEVNULL,
            stderr=err,
        )
        try:
            waited = time.monotonic()
            while "next pass in" not in log.read_text():
                assert proc.poll() is None and time.monotonic() - waited < 120, log.read_text()
                time.sleep(0.2)
            proc.send_signal(sig)
            status = proc.wait(30)
        finally:
            if proc.poll() is None:
                proc.kill()
    said = log.read_text()
    assert status == 130, said
    assert "Traceback" not in said and "stopped between passes" in said
    assert len([r for r in _records(out) if r["kind"] == "article"]) == 6
