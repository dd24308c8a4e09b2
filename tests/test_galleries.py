"""End to end on our portal fixtures: every gallery complete, no decoy taken, articles stay
articles, templates reused, bad input turned into error records, HAR replayed offline.

One ``harvest run`` over every fixture page (in the order of ``expected.json``, so the
second gallery of each portal finds the first one's template) feeds most tests.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Browser

from harvester.batch.runner import RunOptions, harvest_to_file
from harvester.browser.launch import BrowserSettings, chromium_path, open_browser
from harvester.browser.pool import BrowserTabs
from harvester.pipeline.job import HarvestOptions, harvest_url
from harvester.record import HarvestRecord
from harvester.store.templates import TemplateStore
from testbeds.async_browser import AsyncChromium
from testbeds.portal_server import RECORDED_PAGES, PortalServer

EXPECTED: dict[str, Any] = json.loads((RECORDED_PAGES / "expected.json").read_text("utf-8"))[
    "pages"
]
#: Pages a run is given: the galleries' first pages and every article.
PAGES = [p for p, v in EXPECTED.items() if v["kind"] == "article" or v.get("slides")]
GALLERIES = [p for p in PAGES if EXPECTED[p]["kind"] == "gallery"]
ARTICLES = [p for p in PAGES if EXPECTED[p]["kind"] == "article"]

pytestmark = pytest.mark.skipif(
    not os.path.exists(chromium_path()),
    reason=f"Chromium not found at {chromium_path()} (apt-get install chromium)",
)


class _Quiet:
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def run(portal_server: str, tmp_path_factory: pytest.TempPathFactory) -> dict[str, HarvestRecord]:
    """Every fixture page harvested once, in one run, into a fresh template store."""
    folder = tmp_path_factory.mktemp("run")
    store = TemplateStore(f"sqlite:///{folder / 'templates.sqlite3'}")
    asyncio.run(
        harvest_to_file(
            [portal_server + p for p in PAGES],
            folder / "out.jsonl",
            BrowserSettings(private_hosts=("127.0.0.1",)),  # the portal server's
            store,
            HarvestOptions(),
            RunOptions(concurrency=1),
        )
    )
    records = [json.loads(line) for line in (folder / "out.jsonl").read_text("utf-8").splitlines()]
    return {r["url"].removeprefix(portal_server): HarvestRecord(**r) for r in records}


def _relative(url: str) -> str:
    """``http://host:port/a/b.png`` → ``a/b.png`` (the form expected.json uses)."""
    return url.split("/", 3)[-1] if url.startswith("http") else url


@pytest.mark.parametrize("page", GALLERIES)
def test_gallery_is_complete_in_order(page: str, run: dict[str, HarvestRecord]) -> None:
    record, want = run[page], EXPECTED[page]
    assert record.status == "ok", record.error
    assert record.kind == "gallery", record.evidence
    got = [(_relative(s["image"]), s["caption"]) for s in record.slides]
    assert got == [(s["image"], s["caption"]) for s in want["slides"]]
    assert [s["index"] for s in record.slides] == list(range(1, len(want["slides"]) + 1))
    assert record.title == want["title"]
    assert record.text == "\n".join(s["caption"] for s in want["slides"] if s["caption"])


@pytest.mark.parametrize("page", ARTICLES)
def test_article_stays_an_article(page: str, run: dict[str, HarvestRecord]) -> None:
    record, want = run[page], EXPECTED[page]
    assert record.status == "ok", record.error
    assert record.kind == "article", record.evidence
    assert record.slides == []
    assert record.title == want["title"]
    for paragraph in want["body"].splitlines():
        assert paragraph in record.text


def test_known_sites_page_with_their_template(run: dict[str, HarvestRecord]) -> None:
    """The second gallery of a portal reuses what the first one taught: no probing."""
    first_seen: set[str] = set()
    for page in GALLERIES:
        portal = page.split("/", 1)[0]
        record = run[page]
        if portal in first_seen:
            assert record.template == "hit", page
        else:
            assert record.template in ("discovered", "hit"), page
            first_seen.add(portal)
        if record.template == "hit":
            assert (record.probes, record.discovery_s) == (0, 0.0), page
        else:  # the time spent finding the control is part of the URL's
            assert record.probes > 0 and 0 < record.discovery_s <= record.elapsed_s, page


@pytest.mark.parametrize("page", GALLERIES)
def test_trigger_is_the_real_control_never_a_decoy(
    page: str, run: dict[str, HarvestRecord], portal_server: str, async_chromium: AsyncChromium
) -> None:
    trigger = run[page].trigger or ""
    want = EXPECTED[page]
    if trigger.startswith("url:"):
        assert want["oracle_next"]["action"] == "url"
        return
    kind, _, value = trigger.partition(":")
    assert kind in ("xpath", "key")

    async def check(browser: Browser) -> tuple[bool, list[str]]:
        page_ = await browser.new_page()  # in a fresh context of its own
        try:
            await page_.goto(portal_server + page)
            await page_.wait_for_timeout(600)  # scripts create some controls after load
            if kind == "key":
                real = any(n.get("key") == value for n in want.get("also_next", []))
                return real, []
            handle = await page_.evaluate_handle(
                "xp => document.evaluate(xp, document, null, 9, null).singleNodeValue", value
            )
            oracle = [want["oracle_next"], *want.get("also_next", [])]
            real = False
            for spec in oracle:
                if "selector" in spec:
                    real |= await page_.evaluate(_MATCHES, [handle, spec])
            decoys = [
                d["selector"]
                for d in want.get("decoys", [])
                if d.get("action") != "element_click"
                and await page_.evaluate(_MATCHES, [handle, d])
            ]
            return real, decoys
        finally:
            await page_.context.close()

    real, decoys = async_chromium.run(check)
    assert not decoys, f"{trigger} is a decoy: {decoys}"
    assert real, f"{trigger} is not the documented control"


_MATCHES = """([el, spec]) => {
  if (!el) return false;
  if (spec.type === 'xpath') {
    const r = document.evaluate(spec.selector, document, null, 7, null);
    for (let i = 0; i < r.snapshotLength; i++) if (r.snapshotItem(i) === el) return true;
    return false;
  }
  return [...document.querySelectorAll(spec.selector)].some((n) => n === el || n.contains(el));
}"""


# --- bad input ---------------------------------------------------------------------------------


class _Broken(_Quiet, BaseHTTPRequestHandler):
    """Pages that go wrong: scripts that throw, a page too slow to load, a binary file."""

    def do_GET(self) -> None:
        if self.path == "/slow.html":
            time.sleep(4)
        body, ctype = {
            "/throws.html": (
                b"<html><body><script>throw new Error('boom')</script></body></html>",
                "text/html",
            ),
            "/throws-but-reads.html": (
                "<html><head><title>\u6d4b\u8bd5\u65b0\u95fb</title></head><body>"
                "<script>undefinedFunction()</script><h1>\u6d4b\u8bd5\u65b0\u95fb</h1>"
                "<p>"
                + "\u8fd9\u662f\u4e00\u6bb5\u6b63\u6587\uff0c\u5185\u5bb9\u5145\u5b9e\u3002" * 8
                + "</p></body></html>",
                "text/html; charset=utf-8",
            ),
            "/slow.html": (b"<html><body>late</body></html>", "text/html"),
            "/data.bin": (bytes(range(256)) * 4, "application/octet-stream"),
        }.get(self.path, (b"not found", "text/plain"))
        if isinstance(body, str):
            body = body.encode("utf-8")
        self.send_response(404 if body == b"not found" else 200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        with contextlib.suppress(OSError):  # the browser gave up on the slow page
            self.wfile.write(body)


@pytest.fixture(scope="module")
def broken_site() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Broken)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


def test_bad_input_gives_error_records_and_the_run_goes_on(
    broken_site: str, portal_server: str, tmp_path: Path
) -> None:
    good = portal_server + ARTICLES[0]
    urls = [
        broken_site + "missing.html",
        "htp:/nonsense",
        broken_site + "data.bin",
        broken_site + "slow.html",
        broken_site + "throws.html",
        good,
        broken_site + "throws-but-reads.html",
    ]
    (tmp_path / "urls.txt").write_text("\n".join(urls) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    command = [
        sys.executable, "-m", "harvester.cli", "run", str(tmp_path / "urls.txt"),
        "--out", str(out), "--db", f"sqlite:///{tmp_path / 't.sqlite3'}", "--nav-timeout", "2",
        "--allow-private-host", "127.0.0.1",
    ]  # fmt: skip
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert result.returncode == 1, result.stderr
    records = [json.loads(line) for line in out.read_text("utf-8").splitlines()]
    assert sorted(r["url"] for r in records) == sorted(urls)  # in the order they finished
    errors = {r["url"]: r["error"] for r in records if r["status"] == "error"}
    kinds = {r["url"]: r["error_kind"] for r in records if r["status"] == "error"}
    assert "dead link: HTTP 404" in errors[urls[0]]
    assert errors[urls[1]].startswith("malformed URL")
    assert errors[urls[2]].startswith("not HTML")
    assert errors[urls[3]].startswith("timeout")
    assert "scripts threw" in errors[urls[4]]
    assert set(errors) == set(urls[:5])
    assert [kinds[u] for u in urls[:5]] == ["http", "malformed_url", "not_html", "timeout", "empty"]
    assert "scripts threw" in next(r for r in records if r["url"] == urls[6])["note"]

    # a second run tries the failed URLs again and leaves one record per URL: the ok
    # records as they were, byte for byte, each error replaced by its new result
    ok_lines = {line for line in out.read_text("utf-8").splitlines() if '"status": "ok"' in line}
    again = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert again.returncode == 1
    lines = out.read_text("utf-8").splitlines()
    assert sorted(json.loads(line)["url"] for line in lines) == sorted(urls)
    assert ok_lines <= set(lines)


def test_a_recorded_har_replays_offline(portal_server: str, tmp_path: Path) -> None:
    """``--record-har`` keeps what a gallery loaded; replaying it needs no server at all."""
    page = "netease_nph/165917.html"
    want = [s["image"] for s in EXPECTED[page]["slides"]]

    async def harvest(settings: BrowserSettings, url: str) -> HarvestRecord:
        store = TemplateStore(f"sqlite:///{tmp_path / 't.sqlite3'}")
        async with open_browser(settings) as browser:
            tabs = BrowserTabs(browser, settings)
            return await harvest_url(tabs, url, settings, store, label="nph")

    with PortalServer() as base:
        url = base + page
        recording = BrowserSettings(record_har_dir=tmp_path / "har", private_hosts=("127.0.0.1",))
        recorded = asyncio.run(harvest(recording, url))
    assert recorded.status == "ok"
    har = tmp_path / "har" / "nph.har"
    assert har.is_file()
    # the server is gone: only the recording can answer
    replayed = asyncio.run(harvest(BrowserSettings(replay_har=har), url))
    assert replayed.status == "ok", replayed.error
    assert [_relative(s["image"]) for s in replayed.slides] == want
    assert replayed.template == "hit"


def test_the_bundled_example_replays_offline(tmp_path: Path) -> None:
    """examples/har holds recordings of our portals (examples/record_example.py makes
    them); `make run` harvests them with nothing listening on the recorded port."""
    from harvester.urls import read_urls

    examples = Path(__file__).resolve().parent.parent / "examples"
    urls = read_urls(examples / "urls.txt")
    store = TemplateStore(f"sqlite:///{tmp_path / 't.sqlite3'}")
    settings = BrowserSettings(replay_har=examples / "har")
    stats = asyncio.run(harvest_to_file(urls, tmp_path / "out.jsonl", settings, store))
    assert (stats.ok, stats.errors) == (len(urls), 0)
    for line in (tmp_path / "out.jsonl").read_text("utf-8").splitlines():
        record = json.loads(line)
        want = EXPECTED[record["url"].split("/", 3)[-1]]
        assert record["kind"] == want["kind"]
        got = [(_relative(s["image"]), s["caption"]) for s in record["slides"]]
        assert got == [(s["image"], s["caption"]) for s in want.get("slides", [])]
