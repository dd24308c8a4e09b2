"""The pictures folder: every picture stored once, by the SHA-256 of its bytes.

A picture lives at ``DIR/ab/cd/<sha256>.<ext>`` (the hash's first two byte pairs as
folders, so no folder holds more than a few thousand files; the extension of the format
its bytes are, :mod:`.formats`). Its bytes are first written under ``DIR/.partial/`` and
renamed into place only once whole: a process killed at any moment leaves no partial
picture under its final name, and the rename is atomic on a POSIX filesystem, so two
workers on two machines saving the same picture into one shared folder (NFS, CephFS) end
with one whole file. Identical bytes, from whatever gallery or site, are one file.

A partial file is named after its host and process; a later run removes those of a
process of its host that is gone, and any left for :data:`STALE_PARTIAL_S` (another
machine's, killed).
"""

from __future__ import annotations

import itertools
import os
import socket
import time
from pathlib import Path

#: Where pictures are written while they arrive.
PARTIAL_DIR = ".partial"
#: A partial file untouched this long belongs to a process that is gone (a picture's
#: download is bounded far below it by --picture-timeout).
STALE_PARTIAL_S = 3600.0


def relative_path(sha256: str, extension: str) -> str:
    """Where a picture with this hash is stored, relative to the folder (``ab/cd/<sha>.<ext>``)."""
    return f"{sha256[:2]}/{sha256[2:4]}/{sha256}.{extension}"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process
        return True
    return True


class PictureFolder:
    """A pictures folder (see the module docstring)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.partial = root / PARTIAL_DIR
        self.partial.mkdir(parents=True, exist_ok=True)
        self._prefix = f"{socket.gethostname()}-{os.getpid()}-"
        self._count = itertools.count()

    def new_partial(self) -> Path:
        """A fresh name under ``.partial/`` for a picture being written."""
        return self.partial / f"{self._prefix}{next(self._count)}.part"

    def holds(self, relative: str, size: int) -> bool:
        """Whether the folder holds ``relative`` whole (of ``size`` bytes)."""
        try:
            return (self.root / relative).stat().st_size == size
        except OSError:
            return False

    def commit(self, partial: Path, sha256: str, extension: str) -> str:
        """Move the whole picture written at ``partial`` to its place (or drop it when the
        same bytes are there already); its path relative to the folder."""
        relative = relative_path(sha256, extension)
        final = self.root / relative
        if final.exists() and final.stat().st_size == partial.stat().st_size:
            partial.unlink(missing_ok=True)
            return relative
        final.parent.mkdir(parents=True, exist_ok=True)
        os.replace(partial, final)
        return relative

    def clean_partials(self, now: float | None = None) -> int:
        """Remove the partial files their writers left behind (see the module
        docstring); how many."""
        now = time.time() if now is None else now
        host = socket.gethostname()
        removed = 0
        for path in self.partial.glob("*.part"):
            writer, _, _ = path.name.removesuffix(".part").rpartition("-")
            writer_host, _, pid = writer.rpartition("-")
            try:
                stale = now - path.stat().st_mtime > STALE_PARTIAL_S
            except OSError:
                continue
            gone = writer_host == host and pid.isdigit() and not _alive(int(pid))
            if stale or gone:
                path.unlink(missing_ok=True)
                removed += 1
        return removed
