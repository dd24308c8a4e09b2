"""The vocabulary module: one set of patterns, read alike by Python and by the page scripts."""

from __future__ import annotations

import json
import os

import pytest
from playwright.sync_api import Browser

from harvester.browser.launch import chromium_path
from harvester.browser.scripts import script
from harvester.gallery.vocabulary import (
    ARROW_TEXT_RE,
    CONTROL_LABEL_RE,
    DECOY_WORD_RE,
    NEXT_WORD_RE,
    page_patterns,
)


def test_the_page_script_carries_every_pattern_as_json() -> None:
    text = page_patterns()
    assert text.startswith("window.__hvWords = ") and text.endswith(";")
    patterns = json.loads(text.removeprefix("window.__hvWords = ").removesuffix(";"))
    assert {"next", "decoy", "end", "control", "dismiss", "pager", "counter0", "credit0"} <= set(
        patterns
    )


@pytest.mark.parametrize(
    "words", ["photoNext", "btn-next", "gallery__nav--next", "下一张", "Next", "xiayizhang"]
)
def test_next_words(words: str) -> None:
    assert NEXT_WORD_RE.search(words)


@pytest.mark.parametrize(
    "words", ["next-steps", "Next story", "nextset", "next-album", "下一图集", "xiayizu"]
)
def test_next_words_are_not_decoys_words(words: str) -> None:
    assert not NEXT_WORD_RE.search(words) or DECOY_WORD_RE.search(words)


def test_pinyin_previous_and_next_set_are_decoys() -> None:
    assert DECOY_WORD_RE.search("shangyizhang") and DECOY_WORD_RE.search("btn-xiayizu")


def test_arrow_and_control_labels() -> None:
    assert ARROW_TEXT_RE.match(" › ")
    assert CONTROL_LABEL_RE.match("全屏") and not CONTROL_LABEL_RE.match("全屏观看北京车展")


@pytest.mark.skipif(not os.path.exists(chromium_path()), reason="Chromium not found")
def test_every_pattern_compiles_in_the_page(chromium: Browser) -> None:
    page = chromium.new_page()
    try:
        page.add_init_script(page_patterns() + "\n" + script("init"))
        page.set_content("<p>x</p>")
        page.reload()
        compiled = page.evaluate("() => Object.keys(window.__hv.re)")
        names = json.loads(page_patterns().removeprefix("window.__hvWords = ").removesuffix(";"))
        assert sorted(compiled) == sorted(names)
        assert page.evaluate("() => window.__hv.counterRes.some((r) => r.test('第3张/共12张'))")
    finally:
        page.close()
