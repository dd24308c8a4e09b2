"""The JSON Lines file a run's records go to: appended, flushed, compacted, resumed.

One JSON object per input URL, appended and flushed to disk as soon as it is made: a
crash loses at most the URLs being harvested. When a run ends (and when one resumes) the
file is compacted atomically (a temporary file, fsync, rename; the file's mode and owner
kept, a symlink written through) so that each URL has exactly one record: its first ``ok``
record, byte for byte, or else its latest error; a torn line left by a crash is dropped.
:func:`done_urls` reads back which URLs already have a good record, so a run can resume
where an interrupted one stopped. One run writes a file at a time: the writer holds its
lock (``flock``) from start to end, compactions included. ``-`` streams to stdout.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import stat
import sys
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


#: ``--out`` values that stream the records to stdout, as they come: no lock, no
#: compaction, nothing read back (a pipe cannot be rewritten or read again).
STDOUT_NAMES = frozenset({"-", "/dev/stdout"})


class OutputBusy(Exception):
    """Another run holds the records file (its lock): two writers would lose records."""


def output_problem(path: Path) -> str | None:
    """Why ``path`` cannot be a records file (a folder, a device, a pipe), or None. A
    symlink is judged by its target; stdout (:data:`STDOUT_NAMES`) is fine."""
    if str(path) in STDOUT_NAMES:
        return None
    if path.is_dir():
        return f"{path} is a directory: name a file"
    if path.exists() and not path.is_file():
        return f"{path} is not a regular file (a device or a pipe): name a file, or - for stdout"
    return None


class JsonlWriter:
    """Appends records to a JSON Lines file, one flushed and synced line each, holding the
    file's lock (``flock``) from open to close: a second writer on the same file waits
    (``wait``) or gets :class:`OutputBusy`. A symlink is written through to its target.
    ``-`` or ``/dev/stdout`` streams the records instead."""

    def __init__(self, path: Path, *, wait: bool = False) -> None:
        self.path = path
        self.wait = wait
        self.stream = str(path) in STDOUT_NAMES
        #: the file written: a symlink's target, so compaction replaces that, not the link
        self.target = path if self.stream else Path(os.path.realpath(path))
        self._file: IO[bytes] | None = None
        #: held while a line is written: whoever leaves at once (a second Ctrl-C) takes it
        #: first, so no line is left torn
        self.lock = threading.Lock()

    def __enter__(self) -> JsonlWriter:
        if self.stream:
            self._file = sys.stdout.buffer
            return self
        self.target.parent.mkdir(parents=True, exist_ok=True)
        self._file = self._open_locked()
        self._file.seek(0, os.SEEK_END)
        if self._file.tell():
            with self.target.open("rb") as existing:
                existing.seek(-1, os.SEEK_END)
                torn = existing.read(1) != b"\n"
            if torn:  # a crash cut the last line: start the next one on a line of its own
                self._file.write(b"\n")
        return self

    def _open_locked(self) -> IO[bytes]:
        """The target opened for appending, its lock held: the lock of the file now at the
        path (a run compacting it meanwhile put another file there: that one is locked)."""
        while True:
            file = self.target.open("ab")
            try:
                fcntl.flock(file.fileno(), fcntl.LOCK_EX | (0 if self.wait else fcntl.LOCK_NB))
            except BlockingIOError:
                file.close()
                raise OutputBusy(
                    f"another harvest run is writing to {self.path} (wait for it, or pass "
                    "--wait-for-out to wait by itself)"
                ) from None
            held = os.fstat(file.fileno())
            try:
                now = self.target.stat()
            except FileNotFoundError:  # a run that wrote nothing removed the file it made
                file.close()
                continue
            if (held.st_dev, held.st_ino) == (now.st_dev, now.st_ino):
                return file
            file.close()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._file is not None and not self.stream:
            self._file.close()  # the lock goes with it
        self._file = None

    def write(self, record: HarvestRecord, item: Any = None) -> None:
        """Append ``record`` as one line, synced. A line the file system could not take
        whole (a full disk) is cut off again before the error is raised: the file never
        keeps half a line."""
        assert self._file is not None, "use JsonlWriter as a context manager"
        line = (json.dumps(record.to_dict(), ensure_ascii=False) + "\n").encode("utf-8")
        with self.lock:
            if self.stream:
                self._file.write(line)
                self._file.flush()
                return
            self._file.flush()  # the torn-line mend of __enter__, if any, goes first
            fd = self._file.fileno()  # then unbuffered: nothing is left to go at close
            end = os.fstat(fd).st_size
            try:
                written = 0
                while written < len(line):
                    written += os.write(fd, line[written:])
                os.fsync(fd)
            except OSError:
                with contextlib.suppress(OSError):
                    os.ftruncate(fd, end)
                raise

    def compact(self) -> Compaction:
        """:func:`compact` the file, its lock moving to the compacted one (nothing when
        streaming)."""
        assert self._file is not None, "use JsonlWriter as a context manager"
        if self.stream:
            return Compaction(0, 0, 0)
        with self.lock:
            result, file = _compact(self.target, keep_open=True)
            if file is not None:
                self._file.close()
                self._file = file
        return result

    def done_urls(self) -> set[str]:
        """:func:`done_urls` of the file (none when streaming)."""
        return set() if self.stream else done_urls(self.target)


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
    Atomic: the new file is written beside it (its mode and owner kept; a symlink's
    target replaced, the link kept), synced, then renamed over it."""
    return _compact(Path(os.path.realpath(path)))[0]


def _compact(path: Path, *, keep_open: bool = False) -> tuple[Compaction, IO[bytes] | None]:
    """:func:`compact`; ``keep_open``: the new file is locked before it takes the path's
    place and is returned open (None when nothing changed)."""
    if not path.exists():
        return Compaction(0, 0, 0), None
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
        return Compaction(len(wanted), 0, 0), None
    was = path.stat()
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    out = os.fdopen(fd, "wb")
    try:
        if keep_open:
            fcntl.flock(fd, fcntl.LOCK_EX)
        os.fchmod(fd, stat.S_IMODE(was.st_mode))
        with contextlib.suppress(PermissionError):  # the same owner, where we may say so
            os.fchown(fd, was.st_uid, was.st_gid)
        with path.open("rb") as lines:
            for i, line in enumerate(lines):
                if i in wanted:
                    out.write(line if line.endswith(b"\n") else line + b"\n")
        out.flush()
        os.fsync(fd)
        os.replace(tmp, path)
    except BaseException:
        out.close()
        Path(tmp).unlink(missing_ok=True)
        raise
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)
    result = Compaction(len(wanted), len(records) - len(wanted) - torn, torn)
    if keep_open:
        return result, out
    out.close()
    return result, None
