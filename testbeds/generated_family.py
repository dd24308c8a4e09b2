"""Harvesting the generated family of portals (:mod:`testbeds.gallery_generator`) end to end.

The generator (written blind, from GALLERY_MECHANICS.md and the axes of issue 7 alone)
builds sites deterministically from a seed, with the truth next to them; this module
builds a family into a folder, serves it on 127.0.0.1, harvests the chosen sites through
``harvester.batch.runner`` (the whole ``harvest run`` path, one template store, the sites' galleries
in order so that later galleries meet the first one's template) and scores the records
with the generator's own scorer. Used by ``tests/test_generated_family.py`` (a fixed
sample, in CI) and ``bench/galleries.py --generated`` (the whole family).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from harvester.batch.runner import RunOptions, harvest_to_file
from harvester.browser.launch import BrowserSettings
from harvester.pipeline.job import HarvestOptions
from harvester.store.templates import TemplateStore
from testbeds import gallery_generator
from testbeds.gallery_generator import GeneratedServer
from testbeds.gallery_generator.score import format_report, score


def site_pages(truth: dict[str, Any], sites: Iterable[str] | None = None) -> list[str]:
    """The truth's pages of ``sites`` (all by default): per site, its galleries in order
    (the first teaches the template, the later ones should hit it), then its articles."""
    wanted = set(sites) if sites is not None else None
    pages = [
        (page, entry)
        for page, entry in truth["pages"].items()
        if wanted is None or entry["site"] in wanted
    ]

    def order(item: tuple[str, dict[str, Any]]) -> tuple[str, int, int, str]:
        page, entry = item
        gallery = entry["kind"] == "gallery"
        return (entry["site"], 0 if gallery else 1, entry.get("order", 0), page)

    return [page for page, _ in sorted(pages, key=order)]


def harvest_family(
    root: Path, truth: dict[str, Any], pages: list[str], work: Path
) -> tuple[list[dict[str, Any]], str]:
    """Harvest ``pages`` of the family built in ``root``; (records, base URL)."""
    store = TemplateStore(f"sqlite:///{work / 'templates.sqlite3'}")
    out = work / "records.jsonl"
    out.unlink(missing_ok=True)
    with GeneratedServer(root) as base:
        settings = BrowserSettings(allowed_hosts=("127.0.0.1",))
        asyncio.run(
            harvest_to_file(
                [base + page for page in pages],
                out,
                settings,
                store,
                HarvestOptions(),
                RunOptions(concurrency=1),  # a site's galleries in order: the first teaches
            )
        )
        records = [json.loads(line) for line in out.read_text("utf-8").splitlines() if line]
    return records, base


def build_family(root: Path, seed: int = 0, n_sites: int | None = None) -> dict[str, Any]:
    """Build the family (the generator's default size unless ``n_sites``)."""
    if n_sites is None:
        return gallery_generator.build(root, seed=seed)
    return gallery_generator.build(root, seed=seed, n_sites=n_sites)


__all__ = ["build_family", "format_report", "harvest_family", "score", "site_pages"]
