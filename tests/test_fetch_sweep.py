"""No gallery takes the static path: every gallery page of every test bed (the recorded
portals, a generated family, the real-library sites, the portal family's gallery stories
with their pre-rendered scrollers), and every article there that embeds a
gallery, is sent to the browser by the HTTP stage's :func:`~harvester.gallery.signs.triage`,
read from its bytes as the server sends them. (The plain articles may go either way: the
browser path reads them as well, only slower.) Nor is any of them, given as a crawl's
start, taken for a list (:func:`~harvester.crawl.listing.is_list`: a short list holds no
story of its own)."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from harvester.crawl.listing import is_list, read_listing
from harvester.extraction.article import extract
from harvester.extraction.encoding import decode_html
from harvester.gallery.signs import triage
from testbeds import gallery_generator
from testbeds.libraries import load_truth
from testbeds.portal_family import build as build_portals
from testbeds.portal_family.truth import family_truth

REPO = Path(__file__).resolve().parents[1]
BASE = "http://127.0.0.1:8000/"
NOW = datetime(2024, 6, 12, 18)


def _wrong(url: str, data: bytes) -> str | None:
    """Why the gallery page at ``url`` would be lost: finished without the browser, or
    taken for a list by a crawl starting from it; None when it would not."""
    html = decode_html(data).text
    found = triage(url, html, extract(data, url=url))
    if not found.render:
        return f"{url}: finished as sent: {found.reasons}"
    if is_list(read_listing(html, url, NOW), html, url):
        return f"{url}: taken for a list"
    return None


def _needs_browser(entry: dict[str, Any]) -> bool:
    return entry.get("kind") == "gallery" or bool(entry.get("slides"))


def _static(folder: Path, pages: dict[str, dict[str, Any]]) -> list[str]:
    """Why the pages of ``pages`` that need the browser would be lost (:func:`_wrong`)."""
    wrong = []
    for page, entry in pages.items():
        if not _needs_browser(entry):
            continue
        path = folder / page.split("#")[0].split("?")[0]
        if (why := _wrong(BASE + page, path.read_bytes())) is not None:
            wrong.append(why)
    return wrong


def test_no_recorded_gallery_is_lost_before_the_browser() -> None:
    folder = REPO / "recorded_pages"
    pages = json.loads((folder / "expected.json").read_text(encoding="utf-8"))["pages"]
    assert not _static(folder, pages)


@pytest.mark.parametrize("seed", [0, 8])
def test_no_generated_gallery_is_lost_before_the_browser(seed: int, tmp_path: Path) -> None:
    truth = gallery_generator.build(tmp_path, seed, 12, 6)
    assert sum(map(_needs_browser, truth["pages"].values())) > 50
    assert not _static(tmp_path, truth["pages"])


def test_no_library_gallery_is_lost_before_the_browser() -> None:
    truth = load_truth()
    assert sum(map(_needs_browser, truth["pages"].values())) > 100
    assert not _static(REPO / "testbeds" / "libraries", truth["pages"])


@pytest.mark.parametrize("seed", [0, 1])
def test_no_portal_family_gallery_is_lost_before_the_browser(seed: int) -> None:
    """Every gallery story of a portal family, each page of it, as its server answers."""
    family = build_portals(seed)
    bases = family.default_bases()
    hosts = {base: host for host, base in bases.items()}
    wrong, seen = [], 0
    for story in family_truth(family, bases)["stories"]:
        if story["kind"] != "gallery":
            continue
        for url in (story["url"], *story.get("pages", [])):
            base, _, rest = url.partition(".invalid")
            answer = family.respond(hosts[base + ".invalid"], rest or "/", 0, 0, bases)
            seen += 1
            if (why := _wrong(url, answer.body)) is not None:
                wrong.append(why)
    assert seen > 50
    assert not wrong
