"""``harvest run URLS_FILE``: harvest every URL in a file, one JSON line each, in a real browser."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape

from harvester.browser import BrowserSettings, open_browser
from harvester.harvest import HarvestOptions, harvest_url
from harvester.output import HarvestRecord, JsonlWriter, done_urls
from harvester.store import StoreError, TemplateStore, database_url, safe_url

DEFAULT_OUT = Path("harvest.jsonl")


def read_urls(path: Path) -> list[str]:
    """The URLs of a file: one per line; blank lines and ``#`` comments skipped, order kept,
    duplicates dropped."""
    urls: list[str] = []
    for line in path.read_text(encoding="utf-8-sig").splitlines():
        line = line.strip()
        if line and not line.startswith("#") and line not in urls:
            urls.append(line)
    return urls


async def harvest_all(
    urls: list[str],
    out: Path,
    settings: BrowserSettings,
    store: TemplateStore,
    options: HarvestOptions,
    console: Console,
) -> tuple[int, int]:
    """Harvest ``urls`` into ``out``; returns (good, bad) counts."""
    good = bad = 0
    async with open_browser(settings) as browser:
        with JsonlWriter(out) as writer:
            for i, url in enumerate(urls, start=1):
                record: HarvestRecord = await harvest_url(
                    browser, url, settings, store, options, label=f"{i:05d}"
                )
                writer.write(record)
                if record.status == "ok":
                    good += 1
                    detail = f"{record.kind}, {len(record.slides) or len(record.text)} " + (
                        "pictures" if record.slides else "chars"
                    )
                    console.print(f"[green]ok[/] {url} ({detail}, template {record.template})")
                else:
                    bad += 1
                    console.print(f"[red]error[/] {url}: {record.error}")
    return good, bad


def run_command(
    urls_file: Annotated[Path, typer.Argument(help="A file of URLs, one per line (# comments).")],
    out: Annotated[
        Path, typer.Option("--out", "-o", help="JSON Lines output (appended).")
    ] = DEFAULT_OUT,
    db: Annotated[
        str | None,
        typer.Option(
            help="Template store: an SQLAlchemy URL (default: $HARVEST_DB, else templates_db/)."
        ),
    ] = None,
    resume: Annotated[
        bool, typer.Option(help="Skip URLs that already have an ok record in --out.")
    ] = True,
    record_har: Annotated[
        Path | None, typer.Option(help="Record what each page loaded as HAR files in this folder.")
    ] = None,
    replay_har: Annotated[
        Path | None,
        typer.Option(help="Serve pages from this HAR file (or folder of them), not the network."),
    ] = None,
    max_pages: Annotated[int, typer.Option(help="Stop a gallery after this many pictures.")] = 200,
    max_candidates: Annotated[
        int, typer.Option(help="Probe at most this many controls per new gallery site.")
    ] = 16,
    probe_budget: Annotated[
        float, typer.Option(help="Seconds of probing at most per gallery.")
    ] = 20.0,
    nav_timeout: Annotated[float, typer.Option(help="Seconds a page may take to load.")] = 20.0,
    settle_timeout: Annotated[
        float, typer.Option(help="Seconds to wait at most for a page to become still.")
    ] = 3.0,
    chromium: Annotated[
        str | None,
        typer.Option(help="Chromium binary (default: $HARVEST_CHROMIUM, else /usr/bin/chromium)."),
    ] = None,
) -> None:
    """Harvest galleries (every picture with its caption) and articles from a list of URLs.

    Writes one JSON line per URL to --out. Exit status 0 when every URL was harvested,
    1 when any gave an error record, 2 when the run could not start.
    """
    console = Console(stderr=True, soft_wrap=True, highlight=False)
    try:
        urls = read_urls(urls_file)
    except OSError as exc:
        console.print(f"[red]error[/] cannot read {urls_file}: {exc.strerror}")
        raise typer.Exit(2) from exc
    if resume:
        done = done_urls(out)
        if skipped := [u for u in urls if u in done]:
            console.print(f"resuming: {len(skipped)} URL(s) already in {out}")
        urls = [u for u in urls if u not in done]
    try:
        store = TemplateStore(db)
    except StoreError as exc:  # its message names the store, password hidden
        console.print(f"[red]error[/] template store: {escape(str(exc))}")
        raise typer.Exit(2) from exc
    except Exception as exc:
        where = safe_url(database_url(db))
        console.print(f"[red]error[/] template store {where}: {escape(str(exc))}")
        raise typer.Exit(2) from exc
    settings = BrowserSettings(
        executable_path=chromium,
        nav_timeout_s=nav_timeout,
        settle_timeout_s=settle_timeout,
        record_har_dir=record_har,
        replay_har=replay_har,
    )
    options = HarvestOptions(
        max_pages=max_pages, max_candidates=max_candidates, probe_budget_s=probe_budget
    )
    try:
        good, bad = asyncio.run(harvest_all(urls, out, settings, store, options, console))
    except FileNotFoundError as exc:
        console.print(f"[red]error[/] {exc}")
        raise typer.Exit(2) from exc
    console.print(f"{good} ok, {bad} error(s); records in {out}")
    raise typer.Exit(1 if bad else 0)
