"""The JSON Lines file a run's records go to: appended, flushed, compacted, resumed.

One JSON object per input URL, appended and flushed to disk as soon as it is made: a
crash loses at most the URLs being harvested. When a run ends (and when one resumes) the
file is compacted atomically (a temporary file, fsync, rename) so that each URL has exactly
one record: its first ``ok`` record, byte for byte, or else its latest error; a torn line
left by a crash is dropped. :func:`done_urls` reads back which URLs already have a good
record, so a run can resume where an interrupted one stopped.
"""

from __future__ import annotations

import json
import os
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Protocol

from harvester.record import HarvestRecord
from harvester.urls import normalize_url


class RecordSink(Protocol):
    """Where a run's records go (a JSON Lines file here; :class:`harvester.shared.records.DbSink`).
    ``item`` is what the queue handed out for the record's URL (its run and job)."""

    def write(self, record: HarvestRecord, item: Any = None) -> None: ...


class JsonlWriter:
    """Appends records to a JSON Lines file, one flushed and synced line each."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: IO[str] | None = None
        #: held while a line is written: whoever leaves at once (a second Ctrl-C) takes it
        #: first, so no line is left torn
        self.lock = threading.Lock()

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

    def write(self, record: HarvestRecord, item: Any = None) -> None:
        assert self._file is not None, "use JsonlWriter as a context manager"
        line = json.dumps(record.to_dict(), ensure_ascii=False) + "\n"
        with self.lock:
            self._file.write(line)
            self._file.flush()
            os.fsync(self._file.fileno())


def _records(path: Path) -> list[tuple[str | None, bool, bool]]:
    """(normalised URL, ok, torn) of every line of ``path``: a line that is no record
    has no URL; it is torn unless blank."""
    out: list[tuple[str | None, bool, bool]] = []
    with path.open("rb") as lines:
        for line in lines:
            try:
                record = json.loads(line)
            except (json.JSONDecodeError, UnicodeDecodeError):
                out.append((None, False, bool(line.strip())))
                continue
            url = record.get("url") if isinstance(record, dict) else None
            if not isinstance(url, str) or not url:
                out.append((None, False, True))
                continue
            out.append((normalize_url(url), record.get("status") == "ok", False))
    return out


def done_urls(path: Path) -> set[str]:
    """The normalised URLs that already have an ``ok`` record in ``path``."""
    if not path.exists():
        return set()
    return {url for url, ok, _ in _records(path) if url is not None and ok}


@dataclass(frozen=True, slots=True)
class Compaction:
    """What compacting a records file did."""

    kept: int
    dropped: int
    torn: int


def compact(path: Path) -> Compaction:
    """Leave one record per URL in ``path``: the first ``ok`` one as it was written, else
    the latest error; torn lines dropped; the records in the order they were written.
    Atomic: the new file is written beside it, synced, then renamed over it."""
    if not path.exists():
        return Compaction(0, 0, 0)
    records = _records(path)
    keep: dict[str, int] = {}
    for i, (url, _, _) in enumerate(records):
        if url is None:
            continue
        held = keep.get(url)
        if held is None or not records[held][1]:
            keep[url] = i  # an error gives way to any later record; an ok one to none
    torn = sum(torn for _, _, torn in records)
    wanted = set(keep.values())
    if len(wanted) == len(records):
        return Compaction(len(wanted), 0, 0)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out, path.open("rb") as lines:
            for i, line in enumerate(lines):
                if i in wanted:
                    out.write(line if line.endswith(b"\n") else line + b"\n")
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)
    return Compaction(len(wanted), len(records) - len(wanted) - torn, torn)
