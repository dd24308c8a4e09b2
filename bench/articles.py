#!/usr/bin/env python
"""Benchmark: ``harvest run`` on the real articles of the corpus, next to ``harvest extract``.

The 112 real article pages of ``../shared/corpus`` (``zh``: 52 with a human body, and
``zh_gne``: 60, 20 of them with GNE's output as a silver body) are served as they are from
127.0.0.1 (``Content-Type: text/html`` with no charset: the page's bytes and ``<meta>``
decide, as a careless server sends them; every other host unreachable). They are read in
the same run by

* ``harvest run --render always`` (every page rendered, the default before Step 10),
  ``--render auto`` (the default: the HTTP stage finishes what needs no browser) and
  ``--render never`` (the floor of the HTTP path: fetch and static extraction alone), each
  through the batch runner with a fresh template store, the default concurrency and
  ``--per-host``, one host; their records scored against the truth;
* ``harvest extract`` on the same files (no browser, no network), in this process.

It prints, for each: wall time and URLs/s, text F1 and seed accuracy on ``zh`` (and on
``zh_gne``'s silver pages), the records that are ``ok`` but in mojibake (a Chinese page whose
title or text holds Latin-1 letters where its truth holds Chinese), the ``ok`` records that
hold a browser error page, the pages probed as galleries, the records that came back as a
gallery or with slides, the per-page median and slowest time, and the pages the browser
rendered (for ``auto``: which, and the first reason of each). The Step-10 targets are
checked on ``auto``: at least :data:`SPEEDUP_TARGET` times the URLs/s of ``always``, text F1
on ``zh`` within :data:`F1_GAP_TARGET` of extract's, 0 mojibake and 0 error pages returned
as ``ok``, no article returned as a gallery.

    python -m bench.articles
    python -m bench.articles --json /tmp/articles.json

Skips (exit 0, the reason printed) when the corpus is absent. Exit status 1 when a target
fails. See bench/README.md.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import statistics
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from harvester.batch.runner import RunOptions, harvest_to_file
from harvester.browser.launch import BrowserSettings
from harvester.extraction.article import extract
from harvester.extraction.evaluation import DEFAULT_CORPUS, CorpusPage, load_corpus, score
from harvester.pipeline.job import HarvestOptions
from harvester.pipeline.modes import RenderMode
from harvester.store.templates import TemplateStore

FOLDERS = ("zh", "zh_gne")
#: Text F1 on zh of ``harvest run`` against ``harvest extract`` on the same files (issue 20).
F1_GAP_TARGET = 0.005
#: ``harvest run``'s default (``--render auto``) against every page rendered (``--render
#: always``, the default before Step 10), in the same run (issue 20).
SPEEDUP_TARGET = 10.0
#: Latin-1 letters as UTF-8 read as windows-1252 leaves them (Ã, Â, å, æ, ç, è, é, ï…).
MOJIBAKE_RE = re.compile(r"[\u00c0-\u00ff][\u0080-\u00bf\u2018-\u203a\u0152-\u0178]")
HAN_RE = re.compile(r"[\u4e00-\u9fff]")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS, help="the corpus folder")
    ap.add_argument("--json", type=Path, help="write every figure and record here")
    return ap.parse_args(argv)


@contextmanager
def serve(corpus: Path) -> Iterator[str]:
    """The corpus folders on 127.0.0.1, as ``text/html`` with no charset."""

    class Pages(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            folder, _, name = self.path.lstrip("/").partition("/")
            path = corpus / folder / name
            if folder not in FOLDERS or "/" in name or not path.is_file():
                self.send_error(404)
                return
            data = path.read_bytes()
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Pages)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()


def mojibake(record: dict[str, Any], page: CorpusPage) -> bool:
    """An ``ok`` record of a Chinese page whose title or text reads as Latin-1 letters."""
    if record.get("status") != "ok" or not HAN_RE.search(page.body + (page.title or "")):
        return False
    shown = f"{record.get('title') or ''}\n{record.get('text') or ''}"
    return bool(MOJIBAKE_RE.search(shown)) and len(HAN_RE.findall(shown)) < 20


def error_page(record: dict[str, Any]) -> bool:
    """An ``ok`` record that holds the browser's own error page."""
    return record.get("status") == "ok" and (
        str(record.get("final_url") or "").startswith("chrome-error://")
        or bool(re.search(r"\bERR_[A-Z_]{4,}", record.get("text") or ""))
    )


def run_tool(
    pages: list[CorpusPage], corpus: Path, render: RenderMode
) -> tuple[list[dict[str, Any]], float]:
    """``harvest run --render RENDER`` over every page; (records in page order, seconds)."""
    with tempfile.TemporaryDirectory(prefix="harvester-articles-") as folder, serve(corpus) as base:
        work = Path(folder)
        urls = [f"{base}{p.path.parent.name}/{p.path.name}" for p in pages]
        store = TemplateStore(f"sqlite:///{work / 'templates.sqlite3'}", seeds=False)
        started = time.perf_counter()
        asyncio.run(
            harvest_to_file(
                urls,
                work / "out.jsonl",
                BrowserSettings(allowed_hosts=("127.0.0.1",)),
                store,
                HarvestOptions(render=render),
                RunOptions(),
            )
        )
        seconds = time.perf_counter() - started
        lines = (work / "out.jsonl").read_text("utf-8").splitlines()
    by_url = {r["url"]: r for r in map(json.loads, filter(None, lines))}
    return [by_url.get(u, {"url": u, "status": "missing"}) for u in urls], seconds


def extract_tool(pages: list[CorpusPage]) -> tuple[list[dict[str, Any]], float]:
    """``harvest extract`` over the same files; (records in page order, seconds)."""
    records, started = [], time.perf_counter()
    for page in pages:
        started_page = time.perf_counter()
        article = extract(page.path.read_bytes(), url=page.url)
        records.append(
            {
                "status": "ok" if article.text else "error",
                "kind": "article",
                "title": article.title,
                "text": article.text,
                "elapsed_s": time.perf_counter() - started_page,
            }
        )
    return records, time.perf_counter() - started


def figures(
    records: list[dict[str, Any]], pages: list[CorpusPage], seconds: float
) -> dict[str, Any]:
    """One tool's figures over the pages."""
    out: dict[str, Any] = {"seconds": round(seconds, 1), "urls_per_s": len(pages) / seconds}
    for folder in FOLDERS:
        scored = [
            score(r.get("text") or "", p.body)
            for r, p in zip(records, pages, strict=True)
            if p.path.parent.name == folder and p.body
        ]
        out[folder] = {
            "pages": len(scored),
            "f1": statistics.mean(s.f1 for s in scored) if scored else None,
            "seed": statistics.mean(s.seed_correct for s in scored) if scored else None,
        }
    pairs = list(zip(records, pages, strict=True))
    out["not_ok"] = [
        f"{p.id[:12]} ({r.get('error_kind')})" for r, p in pairs if r.get("status") != "ok"
    ]
    out["mojibake"] = [p.id[:12] for r, p in pairs if mojibake(r, p)]
    out["error_pages"] = [p.id[:12] for r, p in pairs if error_page(r)]
    out["probed"] = [f"{p.id[:12]} ({r.get('probes')})" for r, p in pairs if r.get("probes")]
    out["not_articles"] = [
        p.id[:12] for r, p in pairs if r.get("kind") == "gallery" or r.get("slides")
    ]
    out["rendered"] = [p.id[:12] for r, p in pairs if r.get("rendered")]
    out["render_reasons"] = Counter(
        re.sub(r"\d+", "N", reason.split(":")[0].split(" (")[0])
        for r in records
        if r.get("rendered")
        for reason in (r.get("evidence") or [])[:1]
    )
    times = [float(r.get("elapsed_s") or 0.0) for r in records]
    out["median_s"], out["slowest_s"] = statistics.median(times), max(times)
    return out


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.3f}"
    if isinstance(value, list):
        return str(len(value))
    return "–" if value is None else str(value)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    pages = [p for f in FOLDERS if (args.corpus / f).is_dir() for p in load_corpus(args.corpus / f)]
    if not pages:
        print(f"bench.articles: no corpus at {args.corpus}: skipped")
        return 0
    print(f"real articles: {len(pages)} pages of {', '.join(FOLDERS)}, served as text/html")
    extracted, extract_s = extract_tool(pages)
    tools = {}
    for render in ("always", "auto", "never"):
        records, seconds = run_tool(pages, args.corpus, render)
        tools[f"run --render {render}"] = figures(records, pages, seconds)
    tools["extract (no network)"] = figures(extracted, pages, extract_s)
    rows = [
        ("wall s", lambda f: f["seconds"]),
        ("URLs/s", lambda f: f["urls_per_s"]),
        ("zh F1", lambda f: f["zh"]["f1"]),
        ("zh seed acc.", lambda f: f["zh"]["seed"]),
        ("zh_gne F1 (silver)", lambda f: f["zh_gne"]["f1"]),
        ("not ok", lambda f: f["not_ok"]),
        ("ok in mojibake", lambda f: f["mojibake"]),
        ("ok holding an error page", lambda f: f["error_pages"]),
        ("probed as a gallery", lambda f: f["probed"]),
        ("gallery, or slides", lambda f: f["not_articles"]),
        ("median s per page", lambda f: f["median_s"]),
        ("slowest s", lambda f: f["slowest_s"]),
        ("rendered by the browser", lambda f: f["rendered"]),
    ]
    names = list(tools)
    print(f"\n{'':<26}" + "".join(f"{n:>22}" for n in names))
    for label, get in rows:
        print(f"{label:<26}" + "".join(f"{_cell(get(tools[n])):>22}" for n in names))
    before, run, floor = (
        tools["run --render always"],
        tools["run --render auto"],
        tools["extract (no network)"],
    )
    for what in ("not_ok", "mojibake", "error_pages", "probed", "not_articles", "rendered"):
        if run[what]:
            print(f"  auto, {what}: {', '.join(run[what])}")
    share = len(run["rendered"]) / len(pages)
    reasons = ", ".join(f"{k} {v}" for k, v in run["render_reasons"].most_common())
    print(f"  auto rendered {len(run['rendered'])} of {len(pages)} pages ({share:.0%}): {reasons}")
    gap = floor["zh"]["f1"] - run["zh"]["f1"]
    speedup = run["urls_per_s"] / before["urls_per_s"]
    targets = [
        (f"zh F1 within {F1_GAP_TARGET} of extract's", gap <= F1_GAP_TARGET, f"gap {gap:.3f}"),
        ("0 mojibake records", not run["mojibake"], str(len(run["mojibake"]))),
        ("0 error pages returned as ok", not run["error_pages"], str(len(run["error_pages"]))),
        (
            "no article returned as a gallery",
            not run["not_articles"],
            str(len(run["not_articles"])),
        ),
        (
            f"auto at least {SPEEDUP_TARGET:g}x the URLs/s of always",
            speedup >= SPEEDUP_TARGET,
            f"{run['urls_per_s']:.2f} against {before['urls_per_s']:.2f} ({speedup:.1f}x)",
        ),
    ]
    print()
    for name, passed, measured in targets:
        print(f"{'PASS' if passed else 'FAIL'}  {name}: {measured}")
    if args.json:
        args.json.write_text(json.dumps(tools, ensure_ascii=False, indent=1), "utf-8")
    return 0 if all(passed for _, passed, _ in targets) else 1


if __name__ == "__main__":
    sys.exit(main())
