"""No gallery takes the static path: every gallery page of every test bed (the recorded
portals, a generated family, the real-library sites, the portal family's gallery stories
with their pre-rendered scrollers), and every article there that embeds a
gallery, is sent to the browser by the HTTP stage's :func:`~harvester.gallery.signs.triage`,
read from its bytes as the server sends them. (The plain articles may go either way: the
browser path reads them as well, only slower.)"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harvester.extraction.article import extract
from harvester.extraction.encoding import decode_html
from harvester.gallery.signs import triage
from testbeds import gallery_generator
from testbeds.libraries import load_truth
from testbeds.portal_family import build as build_portals
from testbeds.portal_family.truth import family_truth

REPO = Path(__file__).resolve().parents[1]
BASE = "http://127.0.0.1:8000/"


def _needs_browser(entry: dict[str, Any]) -> bool:
    return entry.get("kind") == "gallery" or bool(entry.get("slides"))


def _static(folder: Path, pages: dict[str, dict[str, Any]]) -> list[str]:
    """The pages of ``pages`` that need the browser and that triage would finish."""
    wrong = []
    for page, entry in pages.items():
        if not _needs_browser(entry):
            continue
        path = folder / page.split("#")[0].split("?")[0]
        data = path.read_bytes()
        found = triage(BASE + page, decode_html(data).text, extract(data, url=BASE + page))
        if not found.render:
            wrong.append(f"{page}: {found.reasons}")
    return wrong


def test_no_recorded_gallery_is_finished_without_the_browser() -> None:
    folder = REPO / "recorded_pages"
    pages = json.loads((folder / "expected.json").read_text(encoding="utf-8"))["pages"]
    assert not _static(folder, pages)


@pytest.mark.parametrize("seed", [0, 8])
def test_no_generated_gallery_is_finished_without_the_browser(seed: int, tmp_path: Path) -> None:
    truth = gallery_generator.build(tmp_path, seed, 12, 6)
    assert sum(map(_needs_browser, truth["pages"].values())) > 50
    assert not _static(tmp_path, truth["pages"])


def test_no_library_gallery_is_finished_without_the_browser() -> None:
    truth = load_truth()
    assert sum(map(_needs_browser, truth["pages"].values())) > 100
    assert not _static(REPO / "testbeds" / "libraries", truth["pages"])


@pytest.mark.parametrize("seed", [0, 1])
def test_no_portal_family_gallery_is_finished_without_the_browser(seed: int) -> None:
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
            html = decode_html(answer.body).text
            found = triage(url, html, extract(answer.body, url=url))
            seen += 1
            if not found.render:
                wrong.append(f"{url}: {found.reasons}")
    assert seen > 50
    assert not wrong
