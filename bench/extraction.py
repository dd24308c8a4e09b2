#!/usr/bin/env python
"""Benchmark: harvester's static article extractor next to rival extractors.

Every tool runs on the same pages of the development corpus, in one process, one tool
after the other, and is scored with :mod:`harvester.extraction.evaluation` (token-bag precision,
recall, F1, the papers' seed criterion, title and publish-time matches).

Rivals get each page decoded once, the same way for all of them, and are timed on the
decoded string. harvester gets the raw bytes: decoding is part of what it is judged on,
so its timing includes decoding. File reading is never timed.

    python -m bench.extraction                       # all tools, zh, en, wcxb_dev, cleaneval_dev
    python -m bench.extraction --tools harvester,trafilatura --sets zh --methods --worst 10
    python -m bench.extraction --tools harvester --ablate   # what each rule of auto does

``--ablate`` runs ``auto`` once more per rule of :data:`harvester.extraction.cleanup.RULES`
(or per rule named: ``--ablate trim_edges,drop_runs``; a name the table does not hold is an
error) with that rule switched off, and prints, for each rule and set, the pages whose F1 it
changes by more than :data:`ABLATE_EPSILON`: how many it makes better and worse, their mean
F1 and seed accuracy with and without it, and the pages' ids.

See bench/README.md for the columns.
"""

from __future__ import annotations

import argparse
import json
import platform
import signal
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench import rivals
from harvester.extraction import evaluation
from harvester.extraction.article import METHODS, extract
from harvester.extraction.cleanup import RULE_NAMES, rules_off
from harvester.extraction.cleanup import rule as rule_named
from harvester.extraction.encoding import decode_html

DECODER = "harvester.extraction.encoding.decode_html"
#: ``--ablate``: a page's F1 must move by more than this for a rule to count as changing it
ABLATE_EPSILON = 0.005
#: ``--ablate``: how many changed pages' ids are listed per rule and set, and how much
#: of each (the corpus's ids are 64 hex digits; ``--json`` has them whole)
ABLATE_IDS = 6
ABLATE_ID_CHARS = 8


def decode(data: bytes) -> str:
    """Page bytes to text, the same way for every rival."""
    return decode_html(data).text


OURS = "harvester"
DEFAULT_METHODS = tuple(m for m in METHODS if m != "auto")
DEFAULT_SETS = ("zh", "en", "wcxb_dev", "cleaneval_dev")


# --- inputs and outputs ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PageInput:
    """One corpus page, read and decoded before any timing starts."""

    page: evaluation.CorpusPage
    data: bytes
    html: str
    lang: str


@dataclass(frozen=True, slots=True)
class Output:
    """What a tool returned for one page."""

    text: str
    title: str | None = None
    publish_time: str | None = None
    #: exception, timeout, or the tool's own error report; the page then counts as an error
    error: str | None = None
    #: harvester's ``Article.note`` (why the text is empty or may be incomplete)
    note: str | None = None


@dataclass(slots=True)
class PageResult:
    id: str
    url: str | None
    output: Output
    score: evaluation.PageScore
    seconds: float


@dataclass(slots=True)
class Tool:
    """A row of the table: something that turns a page into an :class:`Output`."""

    name: str
    run: Callable[[PageInput], Output] | None
    has_title: bool
    has_date: bool
    ours: bool = False
    version: str | None = None
    #: why the row is skipped ("not installed", an import error…), None when runnable
    unavailable: str | None = None


@dataclass(slots=True)
class Row:
    tool: Tool
    pages: list[PageResult] = field(default_factory=list)
    pass_seconds: list[float] = field(default_factory=list)
    network_attempts: int = 0
    timeouts: int = 0
    exceptions: int = 0
    reported: int = 0


# --- tools -------------------------------------------------------------------------------


def rival_tool(rival: rivals.Rival) -> Tool:
    tool = Tool(rival.name, None, rival.has_title, rival.has_date, version=None)
    if not rivals.installed(rival):
        tool.unavailable = f"not installed (pip install {rival.package})"
        return tool
    tool.version = rivals.version(rival.package)
    adapter = rival.adapter

    def run(inp: PageInput) -> Output:
        result = adapter(inp.html, inp.page.url, inp.lang)
        return Output(result.text or "", result.title, result.publish_time)

    tool.run = run
    return tool


def our_tools(methods: list[str], with_all_methods: bool) -> list[Tool]:
    """harvester rows: "auto" as ``harvester``, other methods as ``harvester[method]``.

    ``with_all_methods`` adds a row per method in ``harvester.extraction.article.METHODS``.
    """
    if with_all_methods:
        methods = [*methods, *METHODS]
    methods = list(dict.fromkeys(methods))
    version = rivals.version("harvester")
    tools = []
    for method in methods:
        name = OURS if method == "auto" else f"{OURS}[{method}]"

        def run(inp: PageInput, method: str = method) -> Output:
            article = extract(inp.data, url=inp.page.url, method=method)
            error = f"Article.error: {article.error}" if article.error else None
            return Output(article.text, article.title, article.publish_time, error, article.note)

        tools.append(Tool(name, run, True, True, ours=True, version=version))
    return tools


def ablated_tool(rule: str) -> Tool:
    """``auto`` with one rule of :data:`harvester.extraction.cleanup.RULES` switched off."""

    def run(inp: PageInput) -> Output:
        with rules_off(rule):
            article = extract(inp.data, url=inp.page.url, method="auto")
        return Output(article.text, article.title, article.publish_time)

    return Tool(f"{OURS} without {rule}", run, True, True, ours=True)


@dataclass(frozen=True, slots=True)
class Ablation:
    """What one rule does on one set: the pages whose F1 it moves."""

    rule: str
    set_name: str
    helped: list[str]  # page ids better with the rule
    hurt: list[str]  # page ids worse with the rule
    f1_with: float | None  # mean F1 of the changed pages with the rule
    f1_without: float | None
    seed_with: float  # seed accuracy over the whole set, with and without
    seed_without: float


def ablate(
    rule: str, set_name: str, baseline: Row, inputs: list[PageInput], timeout: float
) -> Ablation:
    """Run ``auto`` without ``rule`` and compare page by page with ``baseline``."""
    without = {p.id: p for p in run_tool(ablated_tool(rule), inputs, 1, timeout).pages}
    helped, hurt, f1_with, f1_without = [], [], [], []
    for page in baseline.pages:
        other = without[page.id]
        delta = page.score.f1 - other.score.f1
        if abs(delta) <= ABLATE_EPSILON:
            continue
        (helped if delta > 0 else hurt).append(page.id)
        f1_with.append(page.score.f1)
        f1_without.append(other.score.f1)
    return Ablation(
        rule,
        set_name,
        helped,
        hurt,
        _mean(f1_with),
        _mean(f1_without),
        _mean([float(p.score.seed_correct) for p in baseline.pages]) or 0.0,
        _mean([float(p.score.seed_correct) for p in without.values()]) or 0.0,
    )


def print_ablation(results: list[Ablation]) -> None:
    """One line per rule and set: what the rule changes."""
    print("\nablation: auto with each rule switched off (harvester.extraction.cleanup.RULES)")
    print(
        f"  {'rule':<24}{'set':<5}{'changed':>8}{'better':>8}{'worse':>7}"
        f"{'F1 with':>9}{'without':>9}{'seed acc with':>15}{'without':>9}  pages"
    )
    for a in results:
        changed = len(a.helped) + len(a.hurt)
        ids = [f"+{i[:ABLATE_ID_CHARS]}" for i in a.helped]
        ids += [f"-{i[:ABLATE_ID_CHARS]}" for i in a.hurt]
        shown = " ".join(ids[:ABLATE_IDS]) + (" …" if len(ids) > ABLATE_IDS else "")
        print(
            f"  {a.rule:<24}{a.set_name:<5}{changed:>8}{len(a.helped):>8}{len(a.hurt):>7}"
            f"{_num(a.f1_with):>9}{_num(a.f1_without):>9}{_pct(a.seed_with):>15}"
            f"{_pct(a.seed_without):>9}  {shown}"
        )
    print(
        f"  (changed: pages whose F1 moves by more than {ABLATE_EPSILON}; better/worse: with "
        "the rule than without; F1 over the changed pages; seed accuracy over the whole set; "
        "+id helped, -id hurt)"
    )


def select_tools(spec: str | None, with_methods: bool) -> list[Tool]:
    """The tools named in ``--tools`` (all by default), ours first."""
    known = [OURS, *rivals.RIVALS]
    if spec:
        wanted = []
        for raw in spec.split(","):
            name = raw.strip().lower()
            if not name:
                continue
            name = rivals.ALIASES.get(name, name)
            if name not in known and not (name.startswith(f"{OURS}[") and name.endswith("]")):
                print(
                    f"error: unknown tool {raw!r}; known: {', '.join(known)}, {OURS}[method]",
                    file=sys.stderr,
                )
                raise SystemExit(2)
            wanted.append(name)
    else:
        wanted = known
    methods = ["auto"] if OURS in wanted else []
    methods += [n[len(OURS) + 1 : -1] for n in wanted if n.startswith(f"{OURS}[")]
    with_all = with_methods and OURS in wanted
    tools = our_tools(methods, with_all) if methods else []
    tools += [rival_tool(rivals.RIVALS[n]) for n in wanted if n in rivals.RIVALS]
    return tools


# --- running -----------------------------------------------------------------------------


class ExtractionTimeoutError(BaseException):
    """A tool ran past ``--timeout``. A BaseException, so that the libraries' own
    ``except Exception`` blocks cannot swallow it."""


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise ExtractionTimeoutError in the main thread after ``seconds`` (POSIX only)."""
    if seconds <= 0 or not hasattr(signal, "SIGALRM"):
        yield
        return

    def on_alarm(signum: int, frame: Any) -> None:
        raise ExtractionTimeoutError(f"no result after {seconds:g}s")

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def call(tool: Tool, inp: PageInput, timeout: float) -> tuple[Output, float, str | None]:
    """One guarded, timed extraction: (output, seconds, "timeout"/"exception"/None)."""
    assert tool.run is not None
    kind: str | None = None
    start = time.perf_counter()
    try:
        with time_limit(timeout):
            out = tool.run(inp)
    except ExtractionTimeoutError as exc:
        out, kind = Output("", error=f"timeout: {exc}"), "timeout"
    except Exception as exc:
        out, kind = Output("", error=f"{type(exc).__name__}: {exc}"[:500]), "exception"
    return out, time.perf_counter() - start, kind


def read_set(folder: Path, set_name: str) -> list[PageInput]:
    inputs = []
    for page in evaluation.load_corpus(folder):
        data = page.path.read_bytes()
        lang = (page.lang or set_name).split("-")[0].lower() or set_name
        inputs.append(PageInput(page, data, decode(data), lang))
    return inputs


def run_tool(tool: Tool, inputs: list[PageInput], repeat: int, timeout: float) -> Row:
    row = Row(tool)
    if tool.unavailable or not inputs:
        return row
    before = rivals.network_attempts()
    call(tool, inputs[0], timeout)  # untimed warm-up: lazy imports, dictionaries, caches
    for rep in range(repeat):
        total = 0.0
        for inp in inputs:
            out, seconds, kind = call(tool, inp, timeout)
            total += seconds
            if rep:
                continue
            row.pages.append(
                PageResult(
                    inp.page.id,
                    inp.page.url,
                    out,
                    evaluation.score(out.text, inp.page.body),
                    seconds,
                )
            )
            if kind == "timeout":
                row.timeouts += 1
            elif kind == "exception":
                row.exceptions += 1
            elif out.error:
                row.reported += 1
        row.pass_seconds.append(total)
    row.network_attempts = rivals.network_attempts() - before
    return row


# --- summary -----------------------------------------------------------------------------


def _mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None


def summarise(row: Row, inputs: list[PageInput]) -> dict[str, Any]:
    tool = row.tool
    out: dict[str, Any] = {
        "tool": tool.name,
        "version": tool.version,
        "status": tool.unavailable or "ok",
        "pages": len(row.pages),
    }
    if tool.unavailable or not row.pages:
        return out
    truth = {inp.page.id: inp.page for inp in inputs}
    scores = [p.score for p in row.pages]
    titled = [p for p in row.pages if truth[p.id].title is not None]
    dated = [p for p in row.pages if truth[p.id].publish_time is not None]

    def day(pred: str | None, gold: str | None) -> bool:
        p, g = evaluation.normalise_time(pred), evaluation.normalise_time(gold)
        return p is not None and g is not None and p[:10] == g[:10]

    best = min(row.pass_seconds)
    out.update(
        f1=_mean([s.f1 for s in scores]),
        precision=_mean([s.precision for s in scores]),
        recall=_mean([s.recall for s in scores]),
        seed_accuracy=_mean([float(s.seed_correct) for s in scores]),
        title_pages=len(titled),
        title_accuracy=_mean(
            [float(evaluation.same_title(p.output.title, truth[p.id].title)) for p in titled]
        )
        if tool.has_title
        else None,
        date_pages=len(dated),
        date_accuracy=_mean(
            [
                float(evaluation.same_time(p.output.publish_time, truth[p.id].publish_time))
                for p in dated
            ]
        )
        if tool.has_date
        else None,
        date_day_accuracy=_mean(
            [float(day(p.output.publish_time, truth[p.id].publish_time)) for p in dated]
        )
        if tool.has_date
        else None,
        pages_per_second=len(row.pages) / best if best > 0 else None,
        seconds_per_pass=row.pass_seconds,
        errors=row.timeouts + row.exceptions + row.reported,
        timeouts=row.timeouts,
        exceptions=row.exceptions,
        reported_errors=row.reported,
        network_attempts=row.network_attempts,
    )
    return out


def sort_key(summary: dict[str, Any]) -> tuple[int, float]:
    f1 = summary.get("f1")
    return (0, -f1) if f1 is not None else (1, 0.0)


# --- printing ----------------------------------------------------------------------------


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{100 * value:.1f}%"


def _num(value: float | None, digits: int = 3) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def print_table(set_name: str, n_pages: int, summaries: list[dict[str, Any]]) -> None:
    has_titles = any(s.get("title_pages") for s in summaries)
    has_dates = any(s.get("date_pages") for s in summaries)
    columns = ["tool", "F1", "prec", "recall", "seed acc"]
    if has_titles:
        n = max(s.get("title_pages", 0) for s in summaries)
        columns.append(f"title acc (n={n})")
    if has_dates:
        n = max(s.get("date_pages", 0) for s in summaries)
        columns += [f"date acc (n={n})", "date: day"]
    columns += ["pages/s", "errors"]
    rows: list[list[str]] = []
    for s in summaries:
        name = s["tool"] + (f" {s['version']}" if s.get("version") else "")
        if s["status"] != "ok":  # short form; the full reason is printed above the table
            short = s["status"].split(" (")[0]
            rows.append([f"{name}: {short}"] + ["—"] * (len(columns) - 1))
            continue
        cells = [name, _num(s["f1"]), _num(s["precision"]), _num(s["recall"])]
        cells.append(_pct(s["seed_accuracy"]))
        if has_titles:
            cells.append(_pct(s["title_accuracy"]))
        if has_dates:
            cells += [_pct(s["date_accuracy"]), _pct(s["date_day_accuracy"])]
        pps = s["pages_per_second"]
        cells += ["—" if pps is None else f"{pps:.1f}", str(s["errors"])]
        rows.append(cells)
    title = f"{set_name}: {n_pages} pages"
    try:
        from rich import box
        from rich.console import Console
        from rich.markup import escape
        from rich.table import Table
    except ImportError:
        widths = [max(len(c), *(len(r[i]) for r in rows)) for i, c in enumerate(columns)]
        print(f"\n{title}")
        print("  ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True)))
        for r in rows:
            first, *rest = r
            cells = [first.ljust(widths[0])]
            cells += [c.rjust(w) for c, w in zip(rest, widths[1:], strict=True)]
            print("  ".join(cells).rstrip())
        return
    table = Table(title=title, box=box.SIMPLE_HEAD, title_justify="left")
    for i, c in enumerate(columns):
        table.add_column(c, justify="left" if i == 0 else "right", no_wrap=True)
    for r in rows:
        table.add_row(*(escape(c) for c in r), style="dim" if r[1] == "—" else None)
    Console(width=None if sys.stdout.isatty() else 150).print(table)


def print_notes(summaries: list[dict[str, Any]]) -> None:
    for s in summaries:
        if s["status"] != "ok":
            continue
        parts = []
        if s["errors"]:
            parts.append(
                f"{s['exceptions']} exceptions, {s['timeouts']} timeouts, "
                f"{s['reported_errors']} reported by the tool"
            )
        if s["network_attempts"]:
            parts.append(f"{s['network_attempts']} network attempts refused")
        if parts:
            print(f"  note: {s['tool']}: " + "; ".join(parts))


#: A page counts as won by one tool over another when its F1 is this much higher.
WIN_MARGIN = 0.01


def print_wins(rows: list[Row]) -> None:
    """Per rival: on how many pages ours is ahead by :data:`WIN_MARGIN`, behind, or level,
    and how many pages each returned empty."""
    ours = next((r for r in rows if r.tool.ours and r.pages), None)
    if ours is None:
        return
    mine = {p.id: p.score.f1 for p in ours.pages}
    for row in rows:
        if row is ours or not row.pages:
            continue
        theirs = {p.id: p.score.f1 for p in row.pages}
        ahead = sum(mine[k] > theirs[k] + WIN_MARGIN for k in mine if k in theirs)
        behind = sum(theirs[k] > mine[k] + WIN_MARGIN for k in mine if k in theirs)
        level = len(mine) - ahead - behind
        print(
            f"  pages won: {ours.tool.name} {ahead}, {row.tool.name} {behind}, level {level}"
            f" (F1 apart by more than {WIN_MARGIN})"
        )
    for row in rows:
        if row.pages:
            empty = sum(not p.output.text.strip() for p in row.pages)
            print(f"  empty: {row.tool.name} {empty} pages")


def print_worst(rows: list[Row], n: int) -> None:
    for row in rows:
        if not row.tool.ours:
            continue
        if not row.pages:
            why = (row.tool.unavailable or "").split(" (")[0]
            print(f"\n  worst pages for {row.tool.name}: not run ({why})")
            continue
        print(f"\n  {n} worst pages for {row.tool.name} (by F1):")
        print(f"  {'F1':>5} {'prec':>5} {'rec':>5} {'noise':>6}  id / url")
        for p in sorted(row.pages, key=lambda p: p.score.f1)[:n]:
            s = p.score
            why = p.output.error or p.output.note
            err = f"  [{why}]" if why else ""
            print(f"  {s.f1:5.3f} {s.precision:5.3f} {s.recall:5.3f} {s.noise:6.3f}  {p.id}{err}")
            print(f"  {'':24}  {p.url or '(no url)'}")


def dump(folder: Path, set_name: str, rows: list[Row]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    data = {
        row.tool.name: {
            p.id: {
                "url": p.url,
                "text": p.output.text,
                "f1": p.score.f1,
                "precision": p.score.precision,
                "recall": p.score.recall,
                "noise": p.score.noise,
                "seed_correct": p.score.seed_correct,
                "title": p.output.title,
                "publish_time": p.output.publish_time,
                "error": p.output.error,
                "note": p.output.note,
                "seconds": p.seconds,
            }
            for p in row.pages
        }
        for row in rows
        if row.pages
    }
    path = folder / f"{set_name}.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    return path


# --- main --------------------------------------------------------------------------------


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(
        description="Compare harvester's article extractor with rival extractors.",
    )
    ap.add_argument(
        "--corpus",
        type=Path,
        default=evaluation.DEFAULT_CORPUS,
        help=f"corpus folder (default: {evaluation.DEFAULT_CORPUS})",
    )
    ap.add_argument(
        "--tools",
        help="comma-separated subset, e.g. harvester,trafilatura,gne "
        f"(known: {OURS}, {', '.join(rivals.RIVALS)}, {OURS}[method])",
    )
    ap.add_argument(
        "--sets",
        default=",".join(DEFAULT_SETS),
        help=f"comma-separated corpus folders (default: {','.join(DEFAULT_SETS)})",
    )
    ap.add_argument(
        "--methods",
        action="store_true",
        help=f"add rows for harvester's single methods ({', '.join(DEFAULT_METHODS)})",
    )
    ap.add_argument(
        "--dump",
        type=Path,
        metavar="DIR",
        help="write per-page outputs and scores to DIR/<set>.json",
    )
    ap.add_argument("--json", type=Path, metavar="FILE", help="write the summary figures here")
    ap.add_argument(
        "--repeat",
        type=int,
        default=1,
        metavar="N",
        help="timed passes per tool; pages/s uses the fastest (default 1)",
    )
    ap.add_argument(
        "--worst", type=int, default=0, metavar="N", help="list harvester's N worst pages by F1"
    )
    ap.add_argument(
        "--timeout",
        type=float,
        default=30.0,
        metavar="SEC",
        help="per-page time limit for each tool, 0 for none (default 30)",
    )
    ap.add_argument(
        "--ablate",
        nargs="?",
        const="",
        metavar="RULES",
        help="run auto once more per rule (every rule of harvester.extraction.cleanup.RULES, "
        "or the comma-separated ones named) with the rule off; print what each rule changes",
    )
    args = ap.parse_args(argv)
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")
    if args.ablate is not None:
        try:
            args.ablate = ablate_rules(args.ablate)
        except ValueError as exc:
            ap.error(str(exc))
    return args


def ablate_rules(spec: str) -> list[str]:
    """The rules ``--ablate`` names (comma-separated; empty: all), in table order; a name
    :data:`harvester.extraction.cleanup.RULES` does not hold is an error."""
    named = {rule_named(name).name for name in (s.strip() for s in spec.split(",")) if name}
    return [name for name in RULE_NAMES if name in named or not named]


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    started = time.perf_counter()
    corpus: Path = args.corpus
    sets = [s.strip() for s in args.sets.split(",") if s.strip()]
    missing = [s for s in sets if not (corpus / s / "ground_truth.jsonl").is_file()]
    if not corpus.is_dir() or missing:
        where = corpus if not corpus.is_dir() else ", ".join(str(corpus / s) for s in missing)
        print(
            f"error: evaluation corpus not found: {where}\n"
            "(expected <corpus>/<set>/ground_truth.jsonl; give the folder with --corpus)",
            file=sys.stderr,
        )
        return 2

    rivals.quiet_libraries()
    rivals.block_network()
    tools = select_tools(args.tools, args.methods)

    print(
        f"corpus: {corpus}   sets: {', '.join(sets)}   repeat: {args.repeat}   "
        f"timeout: {args.timeout:g}s/page"
    )
    print(f"rivals get each page decoded once by {DECODER} and are timed on the str;")
    print("harvester gets the raw bytes and is timed from bytes (its decoding included).")
    print("pages/s covers extraction calls only (no file reading), after one untimed warm-up.")
    print(f"python {platform.python_version()} on {platform.machine()}, network blocked")
    for tool in tools:
        if tool.unavailable:
            print(f"  skip {tool.name}: {tool.unavailable}")

    report: dict[str, Any] = {
        "corpus": str(corpus),
        "decoder": DECODER,
        "repeat": args.repeat,
        "timeout": args.timeout,
        "python": platform.python_version(),
        "sets": {},
    }
    ablations: list[Ablation] = []
    for set_name in sets:
        inputs = read_set(corpus / set_name, set_name)
        digest = evaluation.corpus_digest(corpus / set_name)
        rows = []
        for tool in tools:
            t0 = time.perf_counter()
            rows.append(run_tool(tool, inputs, args.repeat, args.timeout))
            if not tool.unavailable:
                print(
                    f"  {set_name}: {tool.name} done in {time.perf_counter() - t0:.1f}s",
                    file=sys.stderr,
                )
        summaries = sorted((summarise(r, inputs) for r in rows), key=sort_key)
        print()
        print_table(f"{set_name} (corpus digest {digest})", len(inputs), summaries)
        print_notes(summaries)
        print_wins(rows)
        if args.worst > 0:
            print_worst(rows, args.worst)
        if args.dump:
            print(f"  per-page outputs: {dump(args.dump, set_name, rows)}")
        report["sets"][set_name] = {"pages": len(inputs), "digest": digest, "tools": summaries}
        if args.ablate:
            baseline = next((r for r in rows if r.tool.name == OURS), None)
            if baseline is None:
                baseline = run_tool(our_tools(["auto"], False)[0], inputs, 1, args.timeout)
            for name in args.ablate:
                ablations.append(ablate(name, set_name, baseline, inputs, args.timeout))

    if ablations:
        print_ablation(sorted(ablations, key=lambda a: (RULE_NAMES.index(a.rule), a.set_name)))
        report["ablation"] = [
            {
                "rule": a.rule,
                "set": a.set_name,
                "helped": a.helped,
                "hurt": a.hurt,
                "f1_with": a.f1_with,
                "f1_without": a.f1_without,
                "seed_with": a.seed_with,
                "seed_without": a.seed_without,
            }
            for a in ablations
        ]

    wall = time.perf_counter() - started
    report["wall_seconds"] = wall
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8")
        print(f"summary: {args.json}")
    print(f"\nwall time: {wall:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
