#!/usr/bin/env python
"""Benchmark: article templates (seed 002) on the corpus's pages that share a site section.

For every group of pages of one section, each page in turn is the section's first article:
its body path is learned (``auto``'s body), and every other page of the group is then
extracted with that template (``harvest extract --db`` does the same). Each such page is
scored against its truth twice, read by the template and by ``auto`` alone.

- ``zh``: sections are the store's (site and first path folder of the page URL); 7 sections
  hold two pages.
- ``zh_gne``: the pages have no URL; a portal's pages (``gne_163_1`` … ``gne_163_9``) make one
  section. Only 20 pages have a truth, GNE's own output (silver); the others count only in
  "template used".

Target (issue 9): on these pages, the page read by its section's template agrees with the
truth at least as well as ``auto`` does (mean F1, and never a page much worse).

    python -m bench.sections
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from harvester.extraction.article import extract
from harvester.extraction.evaluation import DEFAULT_CORPUS, score
from harvester.urls import section_of, site_of

#: a page read by the template this much worse than by auto is listed
WORSE_BY = 0.02


@dataclass
class Page:
    id: str
    data: bytes
    body: str | None  # None: no truth


@dataclass
class Pair:
    group: str
    first: str
    page: str
    used: bool
    #: (auto F1, template F1) against the page's truth; None without a truth
    f1: tuple[float, float] | None


def means(pairs: list[Pair]) -> tuple[float, float] | None:
    scored = [p.f1 for p in pairs if p.f1 is not None]
    if not scored:
        return None
    return sum(a for a, _ in scored) / len(scored), sum(t for _, t in scored) / len(scored)


def _cell(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def groups(corpus: Path, name: str) -> dict[str, list[Page]]:
    out: dict[str, list[Page]] = defaultdict(list)
    folder = corpus / name
    for line in (folder / "ground_truth.jsonl").read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        if name == "zh_gne":
            key = rec["id"].rsplit("_", 1)[0]
            body = rec.get("body") if rec.get("gt_quality") == "silver-machine" else None
        elif rec.get("url"):
            key = f"{site_of(rec['url'])} {section_of(rec['url'])}"
            body = rec.get("body")
        else:
            continue
        out[key].append(Page(rec["id"], (folder / f"{rec['id']}.html").read_bytes(), body))
    return {k: v for k, v in out.items() if len(v) > 1}


def run_group(key: str, pages: list[Page]) -> list[Pair]:
    auto = {p.id: extract(p.data) for p in pages}
    pairs = []
    for first in pages:
        path = auto[first.id].body_path
        for page in pages:
            if page is first or not path:
                continue
            read = extract(page.data, template=path)
            truth = page.body
            f1 = None
            if truth:
                f1 = (score(auto[page.id].text, truth).f1, score(read.text, truth).f1)
            pairs.append(Pair(key, first.id, page.id, read.section_template is not None, f1))
    return pairs


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--sets", default="zh,zh_gne")
    args = ap.parse_args(argv)
    met = True
    for name in [s.strip() for s in args.sets.split(",") if s.strip()]:
        if not (args.corpus / name / "ground_truth.jsonl").is_file():
            print(f"{name}: not found under {args.corpus}", file=sys.stderr)
            return 2
        found = groups(args.corpus, name)
        pairs = [pair for key, pages in sorted(found.items()) for pair in run_group(key, pages)]
        print(f"\n{name}: {len(found)} sections with 2+ pages, {len(pairs)} (first, next) pairs")
        print(f"  {'section':48} {'pairs':>5} {'used':>5} {'auto F1':>8} {'tpl F1':>7}")
        for key in sorted(found):
            mine = [p for p in pairs if p.group == key]
            a, t = means(mine) or (None, None)
            used = sum(p.used for p in mine)
            print(f"  {key[:48]:48} {len(mine):5} {used:5} {_cell(a):>8} {_cell(t):>7}")
        used = sum(p.used for p in pairs)
        scored = [p for p in pairs if p.f1 is not None]
        both = means(pairs)
        if both is None:
            print("  no pair with a truth")
            continue
        a, t = both
        better = [p for p in scored if p.f1 and p.f1[1] > p.f1[0] + 0.005]
        worse = [p for p in scored if p.f1 and p.f1[1] < p.f1[0] - WORSE_BY]
        print(
            f"  all: template used on {used}/{len(pairs)} pages; on the {len(scored)} with a "
            f"truth: auto F1 {a:.3f}, template F1 {t:.3f} ({len(better)} better, "
            f"{len(worse)} worse by over {WORSE_BY})"
        )
        for p in worse:
            assert p.f1 is not None
            print(f"    worse: {p.page} learned from {p.first}: {p.f1[0]:.3f} -> {p.f1[1]:.3f}")
        ok = t >= a
        met &= ok
        print(f"  target: template F1 >= auto F1 on {name}: {'met' if ok else 'NOT met'}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
