"""Which picture address gave which file: the run's download archive, in the template store.

Before a picture is asked for, its address is looked up: where the pictures folder holds
the file whole, the slide gets its fields from here and no request is sent (a rerun, a
gallery whose record was removed from ``--out``, a picture two galleries share). A row is
written only after its file is in place, so a row always names a whole file. The table is
:class:`~harvester.store.models.SavedPicture`; on the shared PostgreSQL, every worker reads
the others' rows.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from harvester.store.db import write
from harvester.store.models import SavedPicture


@dataclass(frozen=True, slots=True)
class Saved:
    """A saved picture's fields, as the record gives them."""

    file: str
    sha256: str
    bytes: int
    width: int
    height: int
    format: str
    phash: str

    def fields(self) -> dict[str, object]:
        return {
            "file": self.file,
            "sha256": self.sha256,
            "bytes": self.bytes,
            "width": self.width,
            "height": self.height,
            "format": self.format,
            "phash": self.phash,
        }


def url_key(url: str) -> str:
    return hashlib.sha256(url.encode("utf-8", "surrogatepass")).hexdigest()


class Ledger:
    """The ``saved_pictures`` table of one store (blocking: call it in a worker thread)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def find(self, url: str) -> Saved | None:
        with Session(self.engine) as session:
            row = session.scalar(select(SavedPicture).where(SavedPicture.url_key == url_key(url)))
            if row is None:
                return None
            return Saved(
                row.file, row.sha256, row.bytes, row.width, row.height, row.format, row.phash
            )

    def remember(self, url: str, saved: Saved) -> None:
        """Note that ``url`` gave ``saved`` (again: the newer file wins)."""

        def work(session: Session) -> None:
            session.merge(
                SavedPicture(
                    url_key=url_key(url),
                    url=url,
                    file=saved.file,
                    sha256=saved.sha256,
                    bytes=saved.bytes,
                    width=saved.width,
                    height=saved.height,
                    format=saved.format,
                    phash=saved.phash,
                )
            )

        write(self.engine, work)
