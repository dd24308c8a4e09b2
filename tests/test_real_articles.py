"""Real article pages rendered in Chromium are never taken for galleries.

Every page of ``../shared/corpus/zh`` and ``zh_gne`` (real news, blog and portal
articles) is served from 127.0.0.1 and harvested by ``harvest_url``, the whole path a
URL takes in ``harvest run``, with every request to another host aborted (the pages'
scripts, pictures and ads from the internet are not there). Dates like ``05/09``, list
numbers like ``1/10`` and article pagers like ``1/2`` beside 下一页 must not make a
gallery of them. The corpus is stored as UTF-8 whatever its pages declare, so it is
served as UTF-8. A few pages send themselves to their https address, which this server
cannot answer: those are ``tls`` error records, never the browser's error page as text.
Skips with the reason when the corpus or Chromium is absent.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest

from harvester.browser.launch import BrowserSettings, chromium_path, open_browser
from harvester.browser.pool import BrowserTabs
from harvester.extraction.evaluation import DEFAULT_CORPUS
from harvester.pipeline.job import harvest_url
from harvester.record import HarvestRecord
from harvester.store.templates import TemplateStore
from testbeds.portal_server import PortalServer

FOLDERS = ("zh", "zh_gne")


def corpus_pages() -> list[Path]:
    return [p for name in FOLDERS for p in sorted((DEFAULT_CORPUS / name).glob("*.html"))]


pytestmark = [
    pytest.mark.skipif(
        not os.path.exists(chromium_path()),
        reason=f"Chromium not found at {chromium_path()} (apt-get install chromium)",
    ),
    pytest.mark.skipif(
        not corpus_pages(),
        reason=f"evaluation corpus not found at {DEFAULT_CORPUS} (../shared/corpus is absent)",
    ),
]


async def _harvest_every_page(db: Path) -> dict[str, HarvestRecord]:
    store = TemplateStore(f"sqlite:///{db}")
    settings = BrowserSettings(allowed_hosts=("127.0.0.1",))
    records: dict[str, HarvestRecord] = {}
    with PortalServer(DEFAULT_CORPUS, charset="utf-8") as base:
        async with open_browser(settings) as browser:
            for page in corpus_pages():
                name = f"{page.parent.name}/{page.name}"
                tabs = BrowserTabs(browser, settings)
                records[name] = await harvest_url(tabs, base + name, settings, store)
    return records


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> dict[str, HarvestRecord]:
    folder = tmp_path_factory.mktemp("real")
    return asyncio.run(_harvest_every_page(folder / "templates.sqlite3"))


def _left_for_https(record: HarvestRecord) -> bool:
    """A page whose own script sent it to the https address of this page (thepaper.cn's
    pages do), which the plain-HTTP server here cannot answer: an error record of kind
    ``tls`` naming that address, its error page never harvested (Step 10)."""
    return (
        record.status == "error"
        and record.error_kind == "tls"
        and (record.final_url or "").startswith("https://127.0.0.1")
        and not record.text
    )


def test_every_corpus_page_was_rendered(records: dict[str, HarvestRecord]) -> None:
    assert len(records) == len(corpus_pages())
    failed = {
        name: r.error for name, r in records.items() if r.status != "ok" and not _left_for_https(r)
    }
    assert not failed
    left = [name for name, r in records.items() if _left_for_https(r)]
    assert len(left) < len(records) // 10, left  # a few pages of one site, not the corpus


def test_no_real_article_is_called_a_gallery(records: dict[str, HarvestRecord]) -> None:
    galleries = {
        name: (r.trigger, r.evidence, r.note)
        for name, r in records.items()
        if (r.kind != "article" or r.slides) and not _left_for_https(r)
    }
    assert not galleries
