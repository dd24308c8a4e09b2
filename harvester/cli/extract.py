"""``harvest extract PATH...``: the static extractor on HTML files, one JSON line per file."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from harvester.extract import METHODS, Article, extract, extract_file

HTML_SUFFIXES = (".html", ".htm", ".shtml", ".xhtml")


class Format(StrEnum):
    jsonl = "jsonl"
    text = "text"


def iter_inputs(paths: list[str]) -> Iterator[Path | None]:
    """Expand the arguments: files as given, directories to their HTML files (sorted),
    ``-`` to None (standard input)."""
    for arg in paths:
        if arg == "-":
            yield None
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
        list[str], typer.Argument(help="HTML files, directories of them, or - for stdin.")
    ],
    method: Annotated[str, typer.Option(help=f"Body algorithm: {', '.join(METHODS)}.")] = "auto",
    format: Annotated[Format, typer.Option("--format", "-f", help="Output format.")] = Format.jsonl,
    url: Annotated[
        str | None, typer.Option(help="Base URL of the page(s), to make picture URLs absolute.")
    ] = None,
) -> None:
    """Extract title, publish time, author, source and main text from saved HTML pages.

    Prints one JSON object per input. A file that cannot be read or parsed gives a record
    with "error" set; the others still come out. Exit status 1 if any record has an error.
    """
    if method not in METHODS:
        raise typer.BadParameter(f"choose one of {', '.join(METHODS)}", param_hint="--method")
    failed = False
    for path in iter_inputs(paths):
        if path is None:
            article = extract(sys.stdin.buffer.read(), source="-", method=method, url=url)
        else:
            article = extract_file(path, url=url, method=method)
        failed |= article.error is not None
        _emit(article, format)
    raise typer.Exit(1 if failed else 0)


def _emit(article: Article, fmt: Format) -> None:
    if fmt is Format.text:
        if article.error:
            typer.echo(f"{article.source}: error: {article.error}", err=True)
        else:
            typer.echo(article.text)
            typer.echo()
    else:
        typer.echo(json.dumps(article.to_dict(), ensure_ascii=False))
