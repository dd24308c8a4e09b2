"""The benchmark's metric: tokens, scores, the seed criterion, time and title matching."""

from __future__ import annotations

from collections import Counter

import pytest

from harvester.extraction.evaluation import (
    SEED_MAX_NOISE,
    SEED_MIN_RECALL,
    PageScore,
    normalise_time,
    same_time,
    same_title,
    score,
    tokens,
)

# --- tokens ----------------------------------------------------------------------------------


def test_han_bigrams() -> None:
    assert tokens("新华社电") == Counter({"新华": 1, "华社": 1, "社电": 1})


def test_lone_han_character_is_a_token() -> None:
    assert tokens("据 新华社") == Counter({"据": 1, "新华": 1, "华社": 1})


def test_han_runs_break_at_punctuation_and_latin() -> None:
    assert tokens("经济，平稳GDP增长") == Counter({"经济": 1, "平稳": 1, "gdp": 1, "增长": 1})


def test_latin_words_are_lowercased_and_digits_kept() -> None:
    assert tokens("Xinhua News 2024年5月16日 6.2%") == Counter(
        {
            "xinhua": 1,
            "news": 1,
            "2024": 1,
            "年": 1,
            "5": 1,
            "月": 1,
            "16": 1,
            "日": 1,
            "6": 1,
            "2": 1,
        }
    )


def test_tokens_are_a_bag() -> None:
    assert tokens("中国中国")["中国"] == 2
    assert tokens("Hello hello HELLO") == Counter({"hello": 3})


@pytest.mark.parametrize("text", ["", "  \n", "，。！？——", "_ _"])
def test_no_tokens(text: str) -> None:
    assert tokens(text) == Counter()


def test_tokens_of_none_is_empty() -> None:
    assert tokens(None) == Counter()  # type: ignore[arg-type]


# --- score -----------------------------------------------------------------------------------

TRUTH = "国家统计局今天发布数据显示，经济运行总体平稳。"


def test_perfect_score() -> None:
    result = score(TRUTH, TRUTH)
    assert result == PageScore(1.0, 1.0, 1.0, 0.0)
    assert result.seed_correct


def test_score_ignores_layout_and_punctuation() -> None:
    assert score("国家统计局今天发布数据显示\n经济运行总体平稳", TRUTH).f1 == 1.0


def test_empty_against_empty_is_perfect() -> None:
    assert score("", "") == PageScore(1.0, 1.0, 1.0, 0.0)
    assert score("", "").seed_correct


def test_text_against_empty_truth_is_all_noise() -> None:
    result = score("首页 国内", "")
    assert result == PageScore(0.0, 1.0, 0.0, 1.0)
    assert not result.seed_correct


def test_empty_answer_against_a_body() -> None:
    result = score("", TRUTH)
    assert (result.precision, result.recall, result.f1) == (0.0, 0.0, 0.0)
    assert result.noise == 0.0
    assert not result.seed_correct


def test_noise_is_extra_tokens_as_a_share_of_the_body() -> None:
    truth = "一 二 三 四 五 六 七 八 九 十"  # ten lone-character tokens
    result = score(truth + " 甲", truth)
    assert result.recall == 1.0
    assert result.precision == pytest.approx(10 / 11)
    assert result.noise == pytest.approx(0.1)
    assert result.f1 == pytest.approx(2 * (10 / 11) / (10 / 11 + 1))


def test_repeated_tokens_count_once_each() -> None:
    result = score("甲 甲 甲", "甲")
    assert result.recall == 1.0
    assert result.precision == pytest.approx(1 / 3)
    assert result.noise == pytest.approx(2.0)


def test_seed_thresholds() -> None:
    assert SEED_MIN_RECALL == 0.95
    assert SEED_MAX_NOISE == 0.05


@pytest.mark.parametrize(
    ("recall", "noise", "correct"),
    [
        (1.0, 0.0, True),
        (0.95, 0.05, True),  # both limits are inclusive
        (0.9499, 0.0, False),
        (1.0, 0.0501, False),
        (0.96, 0.04, True),
    ],
)
def test_seed_correct(recall: float, noise: float, correct: bool) -> None:
    assert PageScore(1.0, recall, 1.0, noise).seed_correct is correct


def test_seed_correct_on_real_counts() -> None:
    body = " ".join("一二三四五六七八九十"[i % 10] + str(i) for i in range(100))  # 200 tokens
    words = body.split()
    assert sum(tokens(body).values()) == 200
    # 5% noise (10 extra tokens) is still correct, 6% is not
    assert score(body + " 甲1 乙2 丙3 丁4 戊5", body).seed_correct
    assert not score(body + " 甲1 乙2 丙3 丁4 戊5 己6", body).seed_correct
    # missing 10 of 200 tokens: recall 0.95, correct; missing 12: not
    assert score(" ".join(words[5:]), body).seed_correct
    assert not score(" ".join(words[6:]), body).seed_correct


# --- time and title --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("2024-05-16", "2024-05-16"),
        ("2024-05-16T17:02", "2024-05-16 17:02"),
        ("2024-05-16 17:02:09", "2024-05-16 17:02:09"),
        ("2024-05-16T17:02:09+08:00", "2024-05-16 17:02:09"),
        ("2024年5月16日", None),
        ("", None),
        (None, None),
    ],
)
def test_normalise_time(value: str | None, expected: str | None) -> None:
    assert normalise_time(value) == expected


@pytest.mark.parametrize(
    ("predicted", "truth", "same"),
    [
        ("2024-05-16T17:02", "2024-05-16", True),  # truth is a day: any time that day
        ("2024-05-16T17:02:09", "2024-05-16 17:02", True),  # truth to the minute
        ("2024-05-16T17:02", "2024-05-16 17:02", True),
        ("2024-05-16", "2024-05-16 17:02", False),  # less precise than the truth
        ("2024-05-16T17:03", "2024-05-16 17:02", False),
        ("2024-05-17T17:02", "2024-05-16", False),
        ("2024-05-16T17:02", "2024-05-16 17:02:09", False),
        (None, None, True),
        (None, "2024-05-16", False),
        ("2024-05-16", None, False),
        ("not a date", None, True),
    ],
)
def test_same_time(predicted: str | None, truth: str | None, same: bool) -> None:
    assert same_time(predicted, truth) is same


@pytest.mark.parametrize(
    ("predicted", "truth", "same"),
    [
        ("国务院常务会议部署稳就业举措", "国务院常务会议部署稳就业举措", True),
        ("国务院常务会议 部署稳就业举措", "国务院常务会议部署稳就业举措", True),
        ("国务院常务会议\u3000部署稳就业举措", "国务院常务会议部署稳就业举措 ", True),
        ("国务院常务会议部署稳就业举措_新浪新闻", "国务院常务会议部署稳就业举措", False),
        (None, None, True),
        (None, "", True),
        ("标题", None, False),
    ],
)
def test_same_title(predicted: str | None, truth: str | None, same: bool) -> None:
    assert same_title(predicted, truth) is same
