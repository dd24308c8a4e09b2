"""The rules table of ``auto`` (harvester.extraction.cleanup.RULES): one row per rule that
can be switched off, in the order ``auto`` applies them, the only names an ablation takes."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from pathlib import Path

import pytest

import harvester.extraction
from bench import extraction as bench
from harvester.extraction import article, cleanup, combine
from harvester.extraction.article import extract
from harvester.extraction.cleanup import RULE_NAMES, RULES, Rule, rule, rule_on, rules_off

EXTRACTION = Path(harvester.extraction.__file__).resolve().parent

HEADLINE = "前四个月全国规模以上工业增加值增长6.2%"
OTHER_HEADLINE = "一季度全市重点项目建设进展顺利"
P1 = (
    "新华社北京5月16日电 国家统计局16日发布数据，前四个月全国规模以上工业增加值同比增长6.2%，"
    "经济运行总体平稳。"
)
P2 = (
    "国家统计局新闻发言人表示，从环比看，4月份规模以上工业增加值比上月增长0.97%，"
    "经济持续回升向好的态势没有改变。"
)


def _known() -> str:
    return ", ".join(RULE_NAMES)


# --- the table -------------------------------------------------------------------------------


def test_each_row_is_a_name_a_function_and_one_line() -> None:
    assert RULES and all(isinstance(row, Rule) for row in RULES)
    assert len(set(RULE_NAMES)) == len(RULES)
    assert tuple(row.name for row in RULES) == RULE_NAMES
    for row in RULES:
        assert re.fullmatch(r"[a-z0-9_]+", row.name)
        assert callable(row.function)
        assert row.doc.strip() and "\n" not in row.doc
        assert rule(row.name) is row


def test_the_clean_up_stage_comes_before_its_own_rules() -> None:
    assert rule("cleanup").function is cleanup.tidy
    stage = RULE_NAMES.index("cleanup")
    for name in ("before_headline", "drop_metadata_lines", "trim_edges", "drop_runs"):
        assert RULE_NAMES.index(name) > stage


def _rule_literals() -> dict[str, set[str]]:
    """Every string passed to ``rule_on`` in harvester.extraction, by module file name."""
    found: dict[str, set[str]] = {}
    for path in sorted(EXTRACTION.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "rule_on"
            ):
                (arg,) = node.args
                assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), path
                found.setdefault(path.name, set()).add(arg.value)
    return found


def test_the_code_asks_only_for_rules_of_the_table_and_for_every_one() -> None:
    asked = set().union(*_rule_literals().values())
    assert asked == set(RULE_NAMES)


# --- unknown names are errors ----------------------------------------------------------------


def test_rules_off_refuses_a_rule_it_does_not_know() -> None:
    message = f"unknown rule 'foo' (known: {_known()})"
    with pytest.raises(ValueError) as raised, rules_off("foo"):
        pass
    assert str(raised.value) == message
    assert "cleanup" in RULE_NAMES


def test_a_known_rule_beside_an_unknown_one_is_not_switched_off() -> None:
    with (
        pytest.raises(ValueError, match="unknown rule 'drop_run' "),
        rules_off("cleanup", "drop_run"),
    ):
        pass
    assert rule_on("cleanup")


@pytest.mark.parametrize("ask", [rule, rule_on])
def test_asking_for_a_rule_the_table_does_not_hold_is_an_error(
    ask: Callable[[str], object],
) -> None:
    with pytest.raises(ValueError, match=re.escape(f"unknown rule 'cleanupp' (known: {_known()})")):
        ask("cleanupp")


def test_rules_off_switches_the_named_rules_off_inside_only() -> None:
    with rules_off("trim_edges", "drop_runs"):
        assert not rule_on("trim_edges") and not rule_on("drop_runs")
        assert all(rule_on(n) for n in RULE_NAMES if n not in {"trim_edges", "drop_runs"})
        with rules_off("cleanup"):
            assert not rule_on("cleanup") and not rule_on("trim_edges")
        assert rule_on("cleanup")
    assert all(rule_on(n) for n in RULE_NAMES)


# --- the order is the order auto applies them ------------------------------------------------


def _page() -> str:
    """A news page that makes ``auto`` reach every rule: a headline and its dateline, a
    body with a call to action on top, then the next article of an endless page."""
    return (
        f"<html><head><title>{HEADLINE}_某某网</title></head><body>"
        f"<div class='main'><h1>{HEADLINE}</h1><div>2024年05月16日 17:02 来源：新华网</div>"
        f"<div class='text'><p>扫码关注我们</p><p>{P1}</p><p>{P2}</p></div></div>"
        f"<div class='next'><h1>{OTHER_HEADLINE}</h1><p>{P2}</p></div>"
        "</body></html>"
    )


def test_the_table_s_order_is_the_order_auto_applies_the_rules(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[str] = []

    def recording(name: str) -> bool:
        asked.append(name)
        return rule_on(name)  # the original, imported above

    # every module that consults the switches (cleanup's own functions included)
    for module in (article, combine, cleanup):
        monkeypatch.setattr(module, "rule_on", recording)
    result = extract(_page().encode())
    assert P1 in result.text
    first = list(dict.fromkeys(asked))
    assert first == list(RULE_NAMES)


# --- the ablation reads the table ------------------------------------------------------------


def test_the_benchmark_ablates_the_table_s_rules_in_its_order() -> None:
    assert bench.ablate_rules("") == list(RULE_NAMES)
    assert bench.ablate_rules("drop_runs, trim_edges") == ["trim_edges", "drop_runs"]
    with pytest.raises(ValueError, match="unknown rule 'drop_run' "):
        bench.ablate_rules("trim_edges,drop_run")
    with pytest.raises(SystemExit):
        bench.parse_args(["--ablate", "drop_run"])
    assert bench.parse_args(["--ablate"]).ablate == list(RULE_NAMES)
    assert bench.parse_args([]).ablate is None
