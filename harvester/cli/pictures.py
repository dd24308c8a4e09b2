"""``harvest pictures OUT.jsonl… --pictures DIR``: what a pictures folder holds for a run's
records: counts, bytes, failures by kind, and near-duplicates across galleries and sites.

Exit status 0, or 1 when a saved picture's file is missing from the folder (or not whole).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from harvester.cli import logs
from harvester.pictures.phash import NEAR_DUPLICATE_BITS
from harvester.pictures.summary import Summary, records_of, summarize

logger = logging.getLogger(__name__)

#: Near-duplicate groups listed in full (the JSON output lists them all).
GROUPS_SHOWN = 20


def pictures_command(
    records: Annotated[
        list[Path], typer.Argument(help="JSON Lines files of records (harvest run's --out).")
    ],
    pictures: Annotated[
        Path, typer.Option("--pictures", help="The folder the run saved its pictures to.")
    ],
    threshold: Annotated[
        int,
        typer.Option(
            help="Near-duplicates: at most this many bits of 64 apart in their perceptual hashes."
        ),
    ] = NEAR_DUPLICATE_BITS,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """What the pictures folder holds for these records: pictures saved and not, bytes on
    disk, failures by kind, and groups of near-duplicates (the same photo resized or
    recompressed, saved from several galleries or sites)."""
    console = logs.setup()
    try:
        summary = summarize(records_of(records), pictures, threshold)
    except OSError as exc:
        logger.error("cannot read %s: %s", exc.filename, exc.strerror or exc)
        raise typer.Exit(2) from exc
    if as_json:
        typer.echo(json.dumps(summary.to_dict(), ensure_ascii=False, indent=1))
    else:
        _print(console, summary)
    raise typer.Exit(1 if summary.missing else 0)


def _print(console: Console, summary: Summary) -> None:
    table = Table(title="harvest pictures", show_header=True, header_style="bold")
    table.add_column("")
    table.add_column("count", justify="right")
    table.add_row("records", str(summary.records))
    table.add_row("pictures listed", str(summary.listed))
    table.add_row("saved", str(summary.saved))
    table.add_row("files (identical bytes once)", str(len(summary.held)))
    table.add_row("bytes on disk", f"{summary.bytes_on_disk:,}")
    table.add_row("bytes as one file per address", f"{summary.bytes_per_address:,}")
    for kind, n in summary.failures.most_common():
        table.add_row(f"not saved: {kind}", str(n))
    if summary.missing:
        table.add_row("missing from the folder", str(len(summary.missing)))
    table.add_row("near-duplicate groups", str(len(summary.groups)))
    console.print(table)
    for n, group in enumerate(summary.groups[:GROUPS_SHOWN], 1):
        console.print(f"near-duplicates {n}:", markup=False)
        for held in group:
            pages = sorted({page for page, _ in held.shown})
            console.print(f"  {held.file}  {held.phash}  on {', '.join(pages)}", markup=False)
    for file in summary.missing:
        logger.error("missing from %s: %s", "the folder", file)
