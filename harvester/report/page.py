"""What a run's report shows: its figures, its galleries as strips of their pictures with
their captions, its articles, and its errors grouped by kind.

A gallery's pictures are shown from the files ``--pictures`` saved where there are some
(a path relative to the report, so the page works offline beside its folder), else from
their addresses. Records are read as ``harvest run`` writes them; a line that is not one
is skipped.
"""

from __future__ import annotations

import os
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape

from harvester.version import __version__

#: The lines of an article's text the report shows.
ARTICLE_LINES = 3
#: An article's text is cut after this many characters in the report.
ARTICLE_CHARS = 400


@dataclass(frozen=True, slots=True)
class Picture:
    src: str
    caption: str
    credit: str | None
    saved: bool
    error: str | None


@dataclass(frozen=True, slots=True)
class Shown:
    """One ok record as the report shows it."""

    url: str
    kind: str
    title: str
    publish_time: str | None
    #: the outlet the story credits and its author, as the record says (来源, 作者)
    byline: str
    lines: list[str]
    pictures: list[Picture]
    note: str | None


@dataclass
class Report:
    records: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    galleries: list[Shown] = field(default_factory=list)
    articles: list[Shown] = field(default_factory=list)
    errors: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    pictures: int = 0
    saved: int = 0


def _picture(entry: dict[str, Any], folder: Path | None, base: Path) -> Picture:
    """A slide or article picture: its saved file (relative to the report) when it has one."""
    file = entry.get("file")
    src = str(entry.get("image") or "")
    saved = bool(folder is not None and file and (folder / file).is_file())
    if saved and folder is not None:
        src = Path(os.path.relpath(folder / str(file), base)).as_posix()
    return Picture(
        src, str(entry.get("caption") or ""), entry.get("credit"), saved, entry.get("picture_error")
    )


def _lines(text: str) -> list[str]:
    kept = [line.strip() for line in text.splitlines() if line.strip()][:ARTICLE_LINES]
    out, used = [], 0
    for line in kept:
        if used + len(line) > ARTICLE_CHARS:
            out.append(line[: max(ARTICLE_CHARS - used, 0)] + "…")
            break
        out.append(line)
        used += len(line)
    return out


def build(records: Iterable[dict[str, Any]], pictures: Path | None, base: Path) -> Report:
    """The report of ``records``; ``pictures``: the run's pictures folder (or None);
    ``base``: the folder the report is written to (picture paths are relative to it)."""
    report = Report()
    errors: defaultdict[str, list[tuple[str, str]]] = defaultdict(list)
    for record in records:
        if not isinstance(record, dict) or "url" not in record:
            continue
        report.records += 1
        url = str(record["url"])
        if record.get("status") != "ok":
            kind = str(record.get("error_kind") or "?")
            errors[kind].append((url, str(record.get("error") or "")))
            continue
        kind = str(record.get("kind") or "?")
        report.kinds[kind] += 1
        entries = [*(record.get("slides") or []), *(record.get("images") or [])]
        shown = Shown(
            url,
            kind,
            str(record.get("title") or url),
            record.get("publish_time"),
            " ".join(str(record[k]) for k in ("source_name", "author") if record.get(k)),
            _lines(str(record.get("text") or "")) if kind != "gallery" else [],
            [_picture(e, pictures, base) for e in entries if isinstance(e, dict)],
            record.get("note"),
        )
        report.pictures += len(shown.pictures)
        report.saved += sum(p.saved for p in shown.pictures)
        (report.galleries if kind == "gallery" else report.articles).append(shown)
    report.errors = dict(sorted(errors.items(), key=lambda item: (-len(item[1]), item[0])))
    return report


def render(report: Report, title: str) -> str:
    """The report as one HTML page."""
    environment = Environment(
        loader=PackageLoader("harvester.report", "."),
        autoescape=select_autoescape(["html", "j2"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    made = datetime.now(UTC).astimezone().strftime("%Y-%m-%d %H:%M")
    page = environment.get_template("report.html.j2")
    return page.render(report=report, title=title, made=made, version=__version__)
