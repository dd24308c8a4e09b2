"""``harvest extract PATH|URL...``: the static extractor on HTML files, or on pages fetched
over HTTP (as ``trafilatura -u``: :mod:`harvester.batch.pages`), one JSON line per input."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable, Iterator
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from harvester.extraction.article import Article, extract, extract_file
from harvester.extraction.combine import METHODS

if TYPE_CHECKING:
    from harvester.batch.pages import Page
    from harvester.store.templates import TemplateStore

HTML_SUFFIXES = (".html", ".htm", ".shtml", ".xhtml")


class Format(StrEnum):
    jsonl = "jsonl"
    text = "text"


#: An argument that is a web address, fetched rather than read.
WEB_PREFIXES = ("http://", "https://")

Input = Path | str | None


def iter_inputs(paths: list[str]) -> Iterator[Input]:
    """Expand the arguments: files as given, directories to their HTML files (sorted),
    ``-`` to None (standard input), a web address as it is (a ``str``)."""
    for arg in paths:
        if arg == "-":
            yield None
            continue
        if arg.lower().startswith(WEB_PREFIXES):
            yield arg
            continue
        path = Path(arg)
        if path.is_dir():
            yield from sorted(
                p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in HTML_SUFFIXES
            )
        else:
            yield path


def extract_command(
    paths: Annotated[
        list[str],
        typer.Argument(
            help="HTML files, directories of them, - for stdin, or http(s) URLs to fetch."
        ),
    ],
    method: Annotated[str, typer.Option(help=f"Body algorithm: {', '.join(METHODS)}.")] = "auto",
    format: Annotated[Format, typer.Option("--format", "-f", help="Output format.")] = Format.jsonl,
    url: Annotated[
        str | None,
        typer.Option(
            help="URL of the page(s): makes picture URLs absolute, and names the site "
            "section whose article template --db keeps."
        ),
    ] = None,
    db: Annotated[
        str | None,
        typer.Option(
            help="Template store (an SQLAlchemy URL; 'default': $HARVEST_DB, else "
            "templates_db/): read --url's section from its article template, learning "
            "one from the first page."
        ),
    ] = None,
    jobs: Annotated[
        int,
        typer.Option(
            help="Processes extracting side by side (0: one per CPU core; with --db, "
            "or under 8 files, one).",
            min=0,
        ),
    ] = 0,
    allow_private_host: Annotated[
        list[str] | None,
        typer.Option(
            help="URLs: reach this HOST or HOST:PORT although its address is private.",
        ),
    ] = None,
    delay: Annotated[
        float, typer.Option(help="URLs: seconds between two requests to one host.", min=0)
    ] = 0.0,
) -> None:
    """Extract title, publish time, author, source and main text from saved HTML pages,
    or from pages fetched over HTTP (no browser).

    Prints one JSON object per input. A file that cannot be read or parsed, or a URL that
    cannot be fetched (a dead link, robots.txt forbids it, a private address), gives a
    record with "error" set; the others still come out. A URL is fetched as `harvest
    run` fetches pages: robots.txt obeyed, private addresses refused. Exit status 1 if any
    record has an error.
    """
    if method not in METHODS:
        raise typer.BadParameter(f"choose one of {', '.join(METHODS)}", param_hint="--method")
    if db is not None and method != "auto":
        raise typer.BadParameter("article templates work with --method auto", param_hint="--db")
    if db is not None and not url:
        raise typer.BadParameter(
            "needs --url: the site section the pages belong to", param_hint="--db"
        )
    store = _store(db) if db is not None else None
    inputs = list(iter_inputs(paths))
    web = [arg for arg in inputs if isinstance(arg, str)]
    pages = _fetch(web, allow_private_host or [], delay) if web else {}
    workers = min(jobs or _cores(), len(inputs) // PARALLEL_MIN_FILES or 1)
    failed = False
    try:
        files = [arg for arg in inputs if isinstance(arg, Path)]
        if store is None and workers > 1 and len(files) == len(inputs):
            articles: Iterable[Article] = _in_parallel(files, url, method, workers)
        else:
            articles = (_input(arg, pages, url, method, store) for arg in inputs)
        for article in articles:
            failed |= article.error is not None
            _emit(article, format)
    finally:
        if store is not None:
            store.close()
    raise typer.Exit(1 if failed else 0)


#: Below this many files per process, starting processes costs more than it saves.
PARALLEL_MIN_FILES = 8


def _cores() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _extract_one(job: tuple[Path, str | None, str]) -> Article:
    path, url, method = job
    return extract_file(path, url=url, method=method)


#: Files a forked process takes at a time.
CHUNK = 4


def _fetch(urls: list[str], allowed: list[str], delay_s: float) -> dict[str, Page]:
    """The pages at ``urls``, fetched (Playwright and httpx are imported only here)."""
    import asyncio

    from harvester.batch.pages import fetch_pages
    from harvester.browser.launch import BrowserSettings, with_user_agent
    from harvester.config.row import Usage, hosts

    try:
        private = hosts("--allow-private-host", allowed)
    except Usage as exc:
        raise typer.BadParameter(str(exc), param_hint="--allow-private-host") from None
    settings = with_user_agent(BrowserSettings(private_hosts=private))
    fetched = asyncio.run(fetch_pages(urls, settings, delay_s))
    return {page.url: page for page in fetched}


def _input(
    arg: Input, pages: dict[str, Page], url: str | None, method: str, store: TemplateStore | None
) -> Article:
    """The record of one input: a file, standard input, or a fetched page."""
    if not isinstance(arg, str):
        return _one(arg, url, method, store)
    page = pages[arg]
    if page.fetched is None or page.kind is not None:
        return Article(url=arg, method=method).fail(page.kind or "network", page.message or "")
    landed = page.fetched.final_url
    if store is None:
        article = extract(page.fetched.body, url=landed, method=method)
    else:
        from harvester.pipeline.sections import extract_in_section

        article = extract_in_section(page.fetched.body, landed, store)
    article.url, article.final_url = arg, landed
    return article


def _in_parallel(
    paths: list[Path], url: str | None, method: str, workers: int
) -> Iterator[Article]:
    """Each file's record, in input order, from ``workers`` forked processes (the
    extractor is already imported: a fork starts at once). A process that dies (a crash
    in the parser, the memory killer) costs no record: the files that were in flight (a
    chunk per process, and one queued) are extracted again each in a process of its own,
    the one that kills it getting an ``internal`` error record, and a new pool goes on."""
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool
    from multiprocessing import get_context

    jobs = [(path, url, method) for path in paths]
    context = get_context("fork")
    done = 0
    while done < len(jobs):
        with ProcessPoolExecutor(workers, mp_context=context) as pool:
            try:
                for article in pool.map(_extract_one, jobs[done:], chunksize=CHUNK):
                    done += 1
                    yield article
            except BrokenProcessPool:
                pass
        for job in jobs[done : done + (workers + 1) * CHUNK]:
            with ProcessPoolExecutor(1, mp_context=context) as alone:
                try:
                    yield alone.submit(_extract_one, job).result()
                except BrokenProcessPool:
                    failed = Article(url=url, file=str(job[0]), method=method)
                    yield failed.fail("internal", "internal error: the extracting process died")
            done += 1


def _store(db: str) -> TemplateStore:
    """The template store (imported only here: SQLAlchemy is not needed otherwise)."""
    from harvester.store.db import StoreError
    from harvester.store.templates import TemplateStore

    try:
        return TemplateStore(None if db == "default" else db)
    except StoreError as exc:
        typer.echo(f"error template store: {exc}", err=True)
        raise typer.Exit(2) from None


def _one(path: Path | None, url: str | None, method: str, store: TemplateStore | None) -> Article:
    try:
        return _read_one(path, url, method, store)
    except Exception as exc:  # the store failed under one page: its record, the batch goes on
        failed = Article(url=url, file="-" if path is None else str(path), method=method)
        return failed.fail("internal", f"internal error: {type(exc).__name__}: {exc}")


def _read_one(
    path: Path | None, url: str | None, method: str, store: TemplateStore | None
) -> Article:
    if store is None:
        if path is None:
            return extract(sys.stdin.buffer.read(), file="-", method=method, url=url)
        return extract_file(path, url=url, method=method)
    from harvester.pipeline.sections import extract_in_section

    if path is None:
        return extract_in_section(sys.stdin.buffer.read(), url, store, file="-")
    try:
        data = path.read_bytes()
    except OSError:
        return extract_file(path, url=url)  # the error record
    return extract_in_section(data, url, store, file=str(path))


def _emit(article: Article, fmt: Format) -> None:
    if fmt is Format.text:
        if article.error:
            typer.echo(f"{article.file or article.url}: error: {article.error}", err=True)
        else:
            typer.echo(article.text)
            typer.echo()
    else:
        typer.echo(json.dumps(article.to_dict(), ensure_ascii=False))
