"""Class-name patterns (harvester.extraction.xpaths.NamePattern)."""

from __future__ import annotations

import re

import pytest

from harvester.extraction.xpaths import UNLIKELY_RE, NamePattern, _word_tree

WORDS = ["pager", "pagination", "page", "a", "ab", "abc", "-ad-", "ad-break", "x_y"]
NAMES = ["", "pag", "pager", "xpaginationx", "PAGE-top", "b", "ab", "zabcz", "nav-ad-box"]
NAMES += ["ad-breaker", "x_y", "x-y", "comment-list", "Sidebar", "post-body"]


@pytest.mark.parametrize("name", NAMES)
def test_a_word_tree_matches_what_the_alternation_matches(name: str) -> None:
    tree = re.compile(_word_tree(WORDS))
    assert bool(tree.search(name.lower())) == bool(re.search("|".join(WORDS), name.lower()))


def test_plain_words_are_compiled_as_a_tree_and_other_patterns_as_written() -> None:
    assert NamePattern("pager|pagination").search("PAGINATION") is not None
    assert NamePattern("pager|pagination").search("pages") is None
    anchored = NamePattern(r"^ad$|-ad$")
    assert anchored.search("AD") is not None and anchored.search("add") is None
    assert UNLIKELY_RE.search("Post-Comments") is not None
    assert UNLIKELY_RE.search("article-body") is None


def test_a_short_patterns_words_answer_names_holding_none_of_them() -> None:
    pattern = NamePattern(r"title|tit\b", ("tit",))
    assert pattern.search("Entry-Title") is not None
    assert pattern.search("subtit x") is not None
    assert pattern.search("titular") is None  # holds the word, not the pattern
    assert pattern.search("nav") is None
    with pytest.raises(ValueError, match="holds none"):
        NamePattern(r"title|headline", ("tit",))
