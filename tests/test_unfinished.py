"""A page whose document never finishes loading although all its HTML arrived is
harvested as it stands, with a note; one whose HTML never all arrives, or whose scripts
spin, stays a timeout.

The mechanism (zh_gne/gne_163_8.html, a 163.com article, does it): a script at the end of
the body calls ``document.write`` from a 100 ms timer when the page is not on 163.com. If
the parser is still busy when the timer fires (a slow machine; here a script it waits
for), ``document.write`` re-opens the document, which then never reaches
DOMContentLoaded: a load that waits for it times out on a page that is all there.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from harvester.browser.launch import BrowserSettings, open_browser
from harvester.browser.pool import BrowserTabs
from harvester.pipeline.job import HarvestOptions, harvest_url
from harvester.record import HarvestRecord
from harvester.store.templates import TemplateStore
from testbeds.page_server import serve_pages

BODY = "<p>" + "这是一篇新闻的正文，讲述了一件事情的经过和结果。" * 12 + "</p>"

#: re-opened by a timer while the parser waits 1.5 s for a script
REOPENED = f"""<!doctype html><meta charset=utf-8><title>新闻标题</title>
<body><h1>新闻标题</h1>{BODY}
<script>setTimeout(function () {{ document.write(location.host); }}, 50);</script>
<script src="/slow.js"></script>
<p>尾部</p></body>"""

#: an inline script that never returns: nothing can be read from the page
SPINNING = f"""<!doctype html><meta charset=utf-8><title>新闻标题</title>
<body><h1>新闻标题</h1>{BODY}<script>for (;;) {{}}</script></body>"""

NAV_TIMEOUT_S = 1.0


async def _harvest(base: str, path: str, tmp_path: Path) -> HarvestRecord:
    settings = BrowserSettings(nav_timeout_s=NAV_TIMEOUT_S, allowed_hosts=("127.0.0.1",))
    store = TemplateStore(f"sqlite:///{tmp_path / 'templates.sqlite3'}")
    options = HarvestOptions(render="always")  # the browser's own load is what is tested
    async with open_browser(settings) as browser:
        tabs = BrowserTabs(browser, settings)
        return await harvest_url(tabs, base + path, settings, store, options)


def test_a_reopened_document_is_harvested_as_it_stood(tmp_path: Path) -> None:
    pages = {"/reopened.html": REOPENED, "/slow.js": "var late = 1;"}
    with serve_pages(pages, delays={"/slow.js": 1.5}) as base:
        record = asyncio.run(_harvest(base, "/reopened.html", tmp_path))
    assert record.status == "ok", record.error
    assert record.kind == "article"
    assert "这是一篇新闻的正文" in (record.text or "")
    assert "never finished loading" in (record.note or "")


def test_a_page_whose_scripts_spin_while_loading_is_still_a_timeout(tmp_path: Path) -> None:
    with serve_pages({"/spinning.html": SPINNING}) as base:
        record = asyncio.run(_harvest(base, "/spinning.html", tmp_path))
    assert record.status == "error"
    assert record.error_kind in {"timeout", "deadline"}, record.error
