"""The vocabulary module: one set of patterns, read alike by Python and by the page scripts."""

from __future__ import annotations

import json
import os
import re
from importlib.resources import files

import pytest
from playwright.sync_api import Browser

from harvester.browser.launch import chromium_path
from harvester.browser.scripts import script
from harvester.gallery.vocabulary import (
    ARROW_TEXT_RE,
    CONTROL_LABEL_RE,
    COUNTER_RES,
    CREDIT_RES,
    DECOY_WORD_RE,
    DISMISS_WORDS,
    END_WORDS_RE,
    NEXT_WORD_RE,
    PAGER_NEXT,
    RIGHT_WORD_RE,
    page_patterns,
)


def _page_words() -> dict[str, list[str]]:
    """What ``window.__hvWords`` holds: name -> [source, flags]."""
    text = page_patterns()
    assert text.startswith("window.__hvWords = ") and text.endswith(";")
    words: dict[str, list[str]] = json.loads(
        text.removeprefix("window.__hvWords = ").removesuffix(";")
    )
    return words


def test_the_page_gets_the_python_patterns_unchanged() -> None:
    python = {
        "next": NEXT_WORD_RE,
        "right": RIGHT_WORD_RE,
        "arrow": ARROW_TEXT_RE,
        "decoy": DECOY_WORD_RE,
        "end": END_WORDS_RE,
        "control": CONTROL_LABEL_RE,
        "dismiss": re.compile(DISMISS_WORDS, re.I),
        "pager": re.compile(PAGER_NEXT, re.I),
        **{f"counter{i}": pattern for i, pattern in enumerate(COUNTER_RES)},
        **{f"credit{i}": pattern for i, pattern in enumerate(CREDIT_RES)},
    }
    words = _page_words()
    assert set(words) == set(python)
    for name, pattern in python.items():
        flags = "i" if pattern.flags & re.I else ""
        assert words[name] == [pattern.pattern, flags], name


def test_every_pattern_a_page_script_reads_is_handed_over() -> None:
    sources = [
        f.read_text(encoding="utf-8")
        for package in ("harvester.browser", "harvester.gallery")
        for f in files(package).joinpath("js").iterdir()
        if f.name.endswith(".js")
    ]
    read = {m for src in sources for m in re.findall(r"\bre\.([A-Za-z]\w*)\b", src)}
    families = {m for src in sources for m in re.findall(r"\bfamily\(\"(\w+)\"\)", src)}
    assert {"next", "right", "control", "dismiss", "pager"} <= read  # the scan found them
    assert families == {"counter", "credit"}
    words = _page_words()
    assert read <= set(words)
    for family in families:
        assert f"{family}0" in words


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
        assert sorted(compiled) == sorted(_page_words())
        assert page.evaluate("() => window.__hv.counterRes.some((r) => r.test('第3张/共12张'))")
    finally:
        page.close()
