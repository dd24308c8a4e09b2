"""Harvest records and the JSON Lines file they go to.

One JSON object per input URL, appended and flushed to disk as soon as it is made: a
crash loses at most the URL being harvested, and lines already written are never
rewritten. :func:`done_urls` reads back which URLs already have a good record, so a run
can resume where an interrupted one stopped.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Literal


@dataclass(slots=True)
class HarvestRecord:
    """What ``harvest run`` writes for one URL (the schema is in the README)."""

    url: str
    final_url: str | None = None
    kind: Literal["gallery", "article"] | None = None
    status: Literal["ok", "error"] = "ok"
    error: str | None = None
    title: str | None = None
    publish_time: str | None = None
    text: str = ""
    slides: list[dict[str, Any]] = field(default_factory=list)
    trigger: str | None = None
    template: Literal["hit", "discovered", "healed", "none"] = "none"
    #: probe clicks spent finding the gallery's control (0 on a template hit)
    probes: int = 0
    #: pages joined into ``text`` (a multi-page article)
    pages: int = 1
    elapsed_s: float = 0.0
    #: why the page was taken for a gallery or an article
    evidence: list[str] = field(default_factory=list)
    #: anything a reader of the record should know (why paging stopped, why a gallery
    #: was harvested as an article)
    note: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class JsonlWriter:
    """Appends records to a JSON Lines file, one flushed and synced line each."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: IO[str] | None = None

    def __enter__(self) -> JsonlWriter:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        torn = False
        if self.path.exists() and self.path.stat().st_size:
            with self.path.open("rb") as existing:
                existing.seek(-1, os.SEEK_END)
                torn = existing.read(1) != b"\n"
        self._file = self.path.open("a", encoding="utf-8")
        if torn:  # a crash cut the last line: start the next one on a line of its own
            self._file.write("\n")
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None

    def write(self, record: HarvestRecord) -> None:
        assert self._file is not None, "use JsonlWriter as a context manager"
        self._file.write(json.dumps(record.to_dict(), ensure_ascii=False) + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())


def done_urls(path: Path) -> set[str]:
    """The URLs that already have an ``ok`` record in ``path`` (a torn last line is skipped)."""
    done: set[str] = set()
    if not path.exists():
        return done
    with path.open(encoding="utf-8", errors="replace") as lines:
        for line in lines:
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(record, dict) and record.get("status") == "ok" and record.get("url"):
                done.add(record["url"])
    return done
