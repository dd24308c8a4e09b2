"""``harvest report OUT.jsonl… [-o report.html] [--pictures DIR]``: one HTML page of a run's
records (:mod:`harvester.report`), to open in a browser, offline."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated

import typer

from harvester.cli import logs
from harvester.pictures.summary import records_of
from harvester.report.page import build, render

logger = logging.getLogger(__name__)


def report_command(
    records: Annotated[
        list[Path], typer.Argument(help="JSON Lines files of records (harvest run's --out).")
    ],
    out: Annotated[
        Path | None,
        typer.Option(
            "--out", "-o", help="The HTML file to write (default: the first file's name, .html)."
        ),
    ] = None,
    pictures: Annotated[
        Path | None,
        typer.Option(
            help="The folder the run saved its pictures to (--pictures): show those files."
        ),
    ] = None,
    title: Annotated[str | None, typer.Option(help="The page's title.")] = None,
) -> None:
    """Write one self-contained HTML page of the records: the run's figures, galleries as
    strips of their pictures with their captions in order, articles with their first lines,
    errors grouped by kind. Pictures come from the --pictures folder where the run saved
    them (the page refers to them by relative path), else from their addresses."""
    logs.setup()
    target = out or records[0].with_suffix(".html")
    try:
        report = build(records_of(records), pictures, target.resolve().parent)
        page = render(report, title or f"harvest report: {', '.join(p.name for p in records)}")
        target.write_text(page, encoding="utf-8")
    except OSError as exc:
        logger.error("%s: %s", exc.filename or target, exc.strerror or exc)
        raise typer.Exit(2) from exc
    logger.info(
        "report of %d record(s) in %s (%d pictures, %d from saved files)",
        report.records,
        target,
        report.pictures,
        report.saved,
    )
