"""Unit tests of the pure parts of harvester/discover.py: ranking candidates, triggers.

The items are answers of ``js/candidates.js``: the one recorded on a real page, changed (and
checked again, so a key the script does not give fails); no browser is involved.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harvester.browser.scripts import ScriptContractError
from harvester.gallery.discover import (
    DEFAULT_MAX_CANDIDATES,
    Candidate,
    Trigger,
    rank,
    score_candidate,
)
from harvester.gallery.scripts import CandidateResult, checked

#: Real answers of the page scripts (recorded by tests/test_scripts.py, which keeps them in
#: step with the scripts).
RECORDED = Path(__file__).with_name("script_results.json")


def item(
    words: str = "", text: str = "", xpath: str | None = None, **flags: Any
) -> CandidateResult:
    """A candidate as ``js/candidates.js`` describes it (flags: pointer, overRight…): the
    recorded one, with these words and text and every flag off unless given."""
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))["candidate"]
    plain = {
        "pointer": False,
        "overRight": False,
        "beside": False,
        "picture": False,
        "disabled": False,
    }
    out = {**recorded, **plain, "target": "", "words": words, "text": text, "xpath": xpath}
    return checked("candidates", [{**out, **flags}])[0]


#: The "next" controls of real portals (GALLERY_MECHANICS.md).
REAL_CONTROLS = [
    "photoNext",
    "efpRightArea",
    "ecbNext",
    "nextArrow",
    "btn-next",
    "nav-next",
    "goright",
    "mouseOverright",
    "arrRight",
    "next",
    "swiper-button-next",
    "下一张",
    "下一页",
]
#: Words of decoys: other galleries, list modes, replay, autoplay, strip scrolling, previous.
DECOYS = [
    "nextSet",
    "next-set",
    "下一图集",
    "全部图片",
    "重新浏览",
    "prevue",
    "prev",
    "scrlNext",
    "scrollRight",
    "play",
    "autoplay next",
    "上一张",
    "更多图集",
    "返回列表",
]
PLAIN = ["", "photo", "wrap", "pic-box", "xq3k9a"]


# --- score_candidate ----------------------------------------------------------------------------


@pytest.mark.parametrize("words", REAL_CONTROLS)
def test_next_words_rank_above_plain_elements(words: str) -> None:
    real = score_candidate(item(words))
    assert real > 0
    for plain in PLAIN:
        assert real > score_candidate(item(plain))
        # ... even when the plain one looks clickable and the real one does not
        assert score_candidate(item(words, pointer=True)) > score_candidate(
            item(plain, pointer=True)
        )


def test_next_words_outrank_right_words() -> None:
    assert score_candidate(item("photoNext")) > score_candidate(item("efpRightArea"))
    assert score_candidate(item("efpRightArea")) > score_candidate(item("photo"))


def test_next_words_in_the_text_count() -> None:
    assert score_candidate(item(text="下一张")) == score_candidate(item("下一张"))
    assert score_candidate(item(text="Next")) > 0


def test_next_inside_another_word_is_not_next() -> None:
    assert score_candidate(item("nextension")) == 0
    assert score_candidate(item("annexture")) == 0


@pytest.mark.parametrize("glyph", ["›", "»", "→", ">", ">>", "＞", "〉", "▶", "►", "❯"])
def test_arrow_glyph_text_ranks_like_a_right_angle(glyph: str) -> None:
    assert score_candidate(item(text=glyph)) == score_candidate(item(text=">"))
    assert score_candidate(item(text=f"  {glyph}\n")) == score_candidate(item(text=">"))
    assert score_candidate(item(text=glyph)) > score_candidate(item(text="x"))


def test_arrow_glyph_only_counts_alone() -> None:
    """›› 更多 is a "more" link, not an arrow."""
    assert score_candidate(item(text="更多 ›")) < score_candidate(item(text="›"))
    assert score_candidate(item(text="a › b")) == 0


def test_a_control_naming_both_ways_is_a_next_control() -> None:
    """A picture whose halves page says both ways in its title; the previous picture's
    words do not make it a decoy, where a decoy's other words still do."""
    both = item("da_tu 点击图片右侧看下一张，左侧看上一张", pointer=True, picture=True)
    assert score_candidate(both) >= score_candidate(item("下一张"))
    assert score_candidate(item("上一张")) < 0
    assert score_candidate(item("上一张 下一图集")) < 0


def test_over_right_geometry_adds() -> None:
    assert score_candidate(item("photoNext", overRight=True)) > score_candidate(item("photoNext"))
    assert score_candidate(item(overRight=True)) > score_candidate(item(beside=True))
    # a picture that says it is clickable may page by its halves: before a plain pointer
    clickable_picture = score_candidate(item(pointer=True, picture=True))
    assert clickable_picture > score_candidate(item(pointer=True, beside=True))
    assert score_candidate(item(picture=True)) == score_candidate(item())
    assert score_candidate(item(beside=True)) > score_candidate(item())


def test_pointer_adds_and_blank_target_takes_away() -> None:
    assert score_candidate(item("photoNext", pointer=True)) > score_candidate(item("photoNext"))
    assert score_candidate(item("photoNext", target="_blank")) < score_candidate(item("photoNext"))


@pytest.mark.parametrize("words", DECOYS)
def test_decoys_rank_below_zero(words: str) -> None:
    assert score_candidate(item(words)) < 0
    # clickable too: still below a plain element
    assert score_candidate(item(words, pointer=True)) < 0


@pytest.mark.parametrize("words", DECOYS)
def test_decoys_rank_below_the_real_control(words: str) -> None:
    decoy = score_candidate(item(words, text="下一图集 ›", pointer=True, overRight=True))
    for real in REAL_CONTROLS:
        assert decoy < score_candidate(item(real))


def test_hashed_class_over_the_right_half_of_the_picture_is_probed() -> None:
    """Words only rank: an element no word list knows still scores above zero."""
    hashed = item("_3kQ9x a1b2c3", overRight=True, xpath="//div[@class='_3kQ9x a1b2c3']")
    assert score_candidate(hashed) > 0
    assert score_candidate(item("_3kQ9x a1b2c3", overRight=True, pointer=True)) > score_candidate(
        item("photo", pointer=True)
    )
    ranked = rank([hashed, item("footer", xpath="//div[@id='footer']")])
    assert ranked[0].xpath == "//div[@class='_3kQ9x a1b2c3']"


def test_a_candidate_that_says_nothing_scores_zero() -> None:
    assert score_candidate(item()) == 0


def test_a_candidate_missing_a_key_or_with_a_null_text_is_refused() -> None:
    with pytest.raises(ScriptContractError, match=r"^candidates\.js: \[0\]: missing key 'tag'$"):
        checked("candidates", [{}])
    with pytest.raises(ScriptContractError, match=r"\[0\]\.text: expected string, got null"):
        item(text=None)  # type: ignore[arg-type]
    with pytest.raises(ScriptContractError, match="unexpected key 'overright'"):
        item(overright=True)


# --- rank ---------------------------------------------------------------------------------------


def test_rank_orders_by_score() -> None:
    items = [
        item("wrap", xpath="//div[@id='wrap']"),
        item("nextSet", xpath="//a[@id='nextSet']", pointer=True),
        item("photoNext", xpath="//a[@id='photoNext']", pointer=True),
        item("efpRightArea", xpath="//div[@id='efpRightArea']", overRight=True),
    ]
    ranked = rank(items)
    assert [c.xpath for c in ranked] == [
        "//a[@id='photoNext']",
        "//div[@id='efpRightArea']",
        "//div[@id='wrap']",
        "//a[@id='nextSet']",
    ]
    assert all(isinstance(c, Candidate) for c in ranked)
    assert [c.score for c in ranked] == sorted((c.score for c in ranked), reverse=True)
    assert all(c.action == "click" for c in ranked)


def test_rank_breaks_ties_by_shorter_xpath() -> None:
    items = [item("x", xpath="//div[@id='longer-id']"), item("x", xpath="//div[@id='a']")]
    assert [c.xpath for c in rank(items)] == ["//div[@id='a']", "//div[@id='longer-id']"]


def test_rank_dedupes_by_xpath_keeping_the_best_score() -> None:
    xp = "//a[@id='photoNext']"
    items = [
        item("photoNext", xpath=xp),
        item("photoNext", xpath=xp, pointer=True, overRight=True),
        item("photoNext", xpath=xp, target="_blank"),
    ]
    ranked = rank(items)
    assert len(ranked) == 1
    assert ranked[0].xpath == xp
    assert ranked[0].score == score_candidate(items[1])


def test_rank_drops_items_without_xpath() -> None:
    items = [
        item("photoNext"),
        item("photoNext", xpath=""),
        item("photoNext", xpath=None, pointer=True),
        item("wrap", xpath="//div[@id='wrap']"),
    ]
    assert [c.xpath for c in rank(items)] == ["//div[@id='wrap']"]


def test_rank_limits_the_number_of_candidates() -> None:
    items = [item(f"c{i}", xpath=f"//div[@id='c{i}']", pointer=i % 2 == 0) for i in range(40)]
    assert len(rank(items)) == DEFAULT_MAX_CANDIDATES
    top = rank(items, limit=3)
    assert len(top) == 3
    assert all(c.score == 2 for c in top)  # the clickable ones first
    assert rank(items, limit=0) == []


def test_rank_of_nothing_is_empty() -> None:
    assert rank([]) == []


# --- Trigger ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "trigger",
    [
        Trigger("xpath", "//a[@id='photoNext']"),
        Trigger("xpath", "//div[contains(concat(' ',normalize-space(@class),' '),' next ')]"),
        Trigger("key", "ArrowRight"),
        Trigger("url", "{stem}_{n}{ext}"),
        Trigger("url", "{stem}-{n}{ext}"),
    ],
)
def test_trigger_describe_parse_round_trip(trigger: Trigger) -> None:
    text = trigger.describe()
    assert text.startswith(f"{trigger.kind}:")
    assert Trigger.parse(text) == trigger


def test_trigger_describe_matches_the_readme() -> None:
    assert Trigger("xpath", "//a[@id='photoNext']").describe() == "xpath://a[@id='photoNext']"
    assert Trigger("key", "ArrowRight").describe() == "key:ArrowRight"
    assert Trigger("url", "{stem}_{n}{ext}").describe() == "url:{stem}_{n}{ext}"


def test_trigger_parse_keeps_colons_in_the_value() -> None:
    trigger = Trigger.parse("xpath://a[@href='javascript:next()']")
    assert trigger == Trigger("xpath", "//a[@href='javascript:next()']")


@pytest.mark.parametrize(
    "text",
    ["", ":", "xpath", "xpath:", "key:", "url:", "css:.next", "XPATH://a", " xpath://a", "//a"],
)
def test_trigger_parse_errors(text: str) -> None:
    with pytest.raises(ValueError, match="not a trigger"):
        Trigger.parse(text)
