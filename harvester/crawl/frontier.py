"""What a crawl has left to fetch and what it has seen, in a SQLite file beside ``--out``.

Every URL the crawl meets is a row, keyed by :func:`~harvester.crawl.keys.story_key`: a
navigation page or a feed to read (``nav``, ``feed``), or a story to harvest (``story``),
with its depth and what the list said of it. Rows are written as they are found and
marked as they are done, each step one transaction, so a crawl killed at any moment
(``kill -9`` included) resumes where it was: rows taken but not done are taken again.
Memory stays bounded whatever the frontier's size (the seen set is the table's key).

A crawl is a *pass*: the starts, the navigation pages read from them, their stories. A
pass that ended leaves its story rows behind as the seen set; the next pass (``--every``,
or the next ``harvest crawl`` with the same state file) reads the navigation pages again
and harvests only the stories it has not seen.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

#: What a row is: a navigation page, a list's later page (reached by its pager), a feed
#: or sitemap (or robots.txt), a story.
Role = Literal["nav", "page", "feed", "story"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS rows (
    key TEXT PRIMARY KEY,
    url TEXT NOT NULL,
    role TEXT NOT NULL,
    depth INTEGER NOT NULL,
    found_on TEXT,
    title TEXT,
    time TEXT,
    state TEXT NOT NULL DEFAULT 'queued',
    seq INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rows_queue ON rows (state, role, depth, seq);
CREATE TABLE IF NOT EXISTS twins (
    host TEXT PRIMARY KEY
);
CREATE TABLE IF NOT EXISTS passes (
    id INTEGER PRIMARY KEY,
    started REAL NOT NULL,
    ended REAL
);
"""


@dataclass(frozen=True, slots=True)
class Entry:
    """One URL of the crawl and what led to it."""

    key: str
    url: str
    role: Role
    depth: int
    found_on: str | None = None
    title: str | None = None
    time: str | None = None


class Frontier:
    """The crawl's rows in the SQLite file at ``path`` (see the module docstring)."""

    def __init__(self, path: Path | str) -> None:
        self.path = str(path)
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._lock = threading.Lock()
        with self._lock:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(_SCHEMA)
            self._seq = self._db.execute("SELECT coalesce(max(seq), 0) FROM rows").fetchone()[0]

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def begin_pass(self) -> tuple[int, bool]:
        """(the pass, whether it resumes one a crash or a stop left unfinished). A new
        pass forgets the navigation pages and feeds of the last (they are read again) and
        keeps its stories (harvested once, ever)."""
        with self._lock:
            row = self._db.execute(
                "SELECT id, ended FROM passes ORDER BY id DESC LIMIT 1"
            ).fetchone()
            if row is not None and row[1] is None:
                self._db.execute("UPDATE rows SET state = 'queued' WHERE state = 'taken'")
                return row[0], True
            self._db.execute("BEGIN")
            self._db.execute("DELETE FROM rows WHERE role != 'story'")
            self._db.execute("DELETE FROM rows WHERE state NOT IN ('done', 'old')")
            cur = self._db.execute("INSERT INTO passes (started) VALUES (?)", (time.time(),))
            self._db.execute("COMMIT")
            return int(cur.lastrowid or 0), False

    def end_pass(self, number: int) -> None:
        with self._lock:
            self._db.execute("UPDATE passes SET ended = ? WHERE id = ?", (time.time(), number))

    def add(self, entries: Iterable[Entry]) -> int:
        """Add the entries not seen yet (by key), in one transaction; how many were new or
        better told (a story still queued that a list shows with its time, where the list
        it was found on first showed none, takes that list's title and time)."""
        with self._lock:
            before = self._db.total_changes
            self._db.execute("BEGIN")
            for e in entries:
                self._seq += 1
                self._db.execute(
                    "INSERT INTO rows (key, url, role, depth, found_on, title, time, seq)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO UPDATE SET"
                    " found_on = excluded.found_on, title = excluded.title,"
                    " time = excluded.time WHERE rows.state = 'queued' AND rows.role = 'story'"
                    " AND rows.time IS NULL AND excluded.time IS NOT NULL",
                    (e.key, e.url, e.role, e.depth, e.found_on, e.title, e.time, self._seq),
                )
            self._db.execute("COMMIT")
            return self._db.total_changes - before

    def add_done(self, keys: Iterable[str], state: str = "done") -> None:
        """Stories harvested already (in the records file, or under another name): seen,
        never queued (queued ones are dropped). ``state="old"``: stories a list showed
        older than ``--since``, never harvested by a later pass either."""
        with self._lock:
            self._db.execute("BEGIN")
            for key in keys:
                self._seq += 1
                self._db.execute(
                    "INSERT INTO rows (key, url, role, depth, state, seq)"
                    " VALUES (?, ?, 'story', 0, ?, ?) ON CONFLICT (key) DO UPDATE"
                    " SET state = excluded.state WHERE rows.role = 'story'"
                    " AND (rows.state = 'queued' OR excluded.state = 'done')",
                    (key, key, state, self._seq),
                )
            self._db.execute("COMMIT")

    def take(self, roles: tuple[Role, ...]) -> Entry | None:
        """The next queued entry of one of ``roles`` (shallowest first, then in the order
        found), marked taken; None when there is none."""
        marks = ",".join("?" * len(roles))
        with self._lock:
            row = self._db.execute(
                "SELECT key, url, role, depth, found_on, title, time FROM rows"
                f" WHERE state = 'queued' AND role IN ({marks}) ORDER BY depth, seq LIMIT 1",
                roles,
            ).fetchone()
            if row is None:
                return None
            self._db.execute("UPDATE rows SET state = 'taken' WHERE key = ?", (row[0],))
            return Entry(*row)

    def requeue(self, key: str, role: Role) -> None:
        """Queue ``key`` again as a ``role`` (a page read as a list that is a story)."""
        with self._lock:
            self._db.execute(
                "UPDATE rows SET role = ?, state = 'queued' WHERE key = ?", (role, key)
            )

    def done(self, key: str) -> None:
        with self._lock:
            self._db.execute("UPDATE rows SET state = 'done' WHERE key = ?", (key,))

    def add_twins(self, hosts: Iterable[str]) -> None:
        """Hosts a site named as its own (a mobile twin), kept for a resumed crawl."""
        with self._lock:
            self._db.executemany(
                "INSERT OR IGNORE INTO twins (host) VALUES (?)", [(h,) for h in hosts]
            )

    def twins(self) -> set[str]:
        with self._lock:
            return {host for (host,) in self._db.execute("SELECT host FROM twins")}

    def is_done(self, key: str) -> bool:
        with self._lock:
            found = self._db.execute("SELECT state FROM rows WHERE key = ?", (key,)).fetchone()
            return found is not None and found[0] == "done"

    def seen(self, key: str) -> bool:
        with self._lock:
            found = self._db.execute("SELECT 1 FROM rows WHERE key = ?", (key,)).fetchone()
            return found is not None

    def counts(self) -> dict[str, int]:
        """Rows by ``role:state`` (``story:done``, ``nav:queued``…)."""
        with self._lock:
            rows = self._db.execute("SELECT role, state, count(*) FROM rows GROUP BY role, state")
            return {f"{role}:{state}": n for role, state, n in rows}
