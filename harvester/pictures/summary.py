"""What a pictures folder holds for a run's records (``harvest pictures``).

Read from the records (their slides' and article pictures' fields) and checked against the
folder: how many pictures were listed, saved and are still there whole, the bytes on disk
against the bytes the same pictures would take one file per address, the failures by
kind, and the groups of near-duplicates (:func:`near_duplicates`): the same photo,
resized or recompressed, saved from several galleries or sites.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from harvester.pictures.phash import NEAR_DUPLICATE_BITS, distance


@dataclass(frozen=True, slots=True)
class Held:
    """One distinct saved picture (by its bytes) and where the records show it."""

    sha256: str
    file: str
    bytes: int
    phash: str
    #: (page URL, picture URL) of every slide or article picture showing these bytes
    shown: tuple[tuple[str, str], ...]


@dataclass
class Summary:
    records: int = 0
    listed: int = 0
    saved: int = 0
    #: saved pictures whose file is missing or not whole in the folder now
    missing: list[str] = field(default_factory=list)
    failures: Counter[str] = field(default_factory=Counter)
    held: dict[str, Held] = field(default_factory=dict)
    #: the bytes the saved pictures would take as one file per address
    bytes_per_address: int = 0
    groups: list[list[Held]] = field(default_factory=list)

    @property
    def bytes_on_disk(self) -> int:
        return sum(h.bytes for h in self.held.values())

    def to_dict(self) -> dict[str, Any]:
        return {
            "records": self.records,
            "pictures": self.listed,
            "saved": self.saved,
            "files": len(self.held),
            "bytes_on_disk": self.bytes_on_disk,
            "bytes_one_file_per_address": self.bytes_per_address,
            "missing": self.missing,
            "failures": dict(self.failures.most_common()),
            "near_duplicates": [
                [
                    {"file": h.file, "phash": h.phash, "shown": [list(s) for s in h.shown]}
                    for h in group
                ]
                for group in self.groups
            ],
        }


def records_of(paths: Iterable[Path]) -> Iterator[dict[str, Any]]:
    """The records of JSON Lines files (torn or foreign lines skipped)."""
    for path in paths:
        with path.open(encoding="utf-8", errors="replace") as lines:
            for line in lines:
                try:
                    record = json.loads(line)
                except json.JSONDecodeError:
                    continue
                if isinstance(record, dict):
                    yield record


def summarize(
    records: Iterable[dict[str, Any]], folder: Path, threshold: int = NEAR_DUPLICATE_BITS
) -> Summary:
    """What ``folder`` holds for ``records`` (see the module docstring)."""
    summary = Summary()
    shown: dict[str, list[tuple[str, str]]] = {}
    first: dict[str, dict[str, Any]] = {}
    for record in records:
        summary.records += 1
        page = str(record.get("final_url") or record.get("url") or "")
        for entry in [*(record.get("slides") or ()), *(record.get("images") or ())]:
            if not isinstance(entry, dict) or "picture_error" not in entry:
                continue  # harvested without --pictures
            summary.listed += 1
            if error := entry.get("picture_error"):
                summary.failures[str(error).partition(":")[0]] += 1
                continue
            sha = str(entry.get("sha256"))
            summary.saved += 1
            summary.bytes_per_address += int(entry.get("bytes") or 0)
            shown.setdefault(sha, []).append((page, str(entry.get("image"))))
            first.setdefault(sha, entry)
    for sha, entry in first.items():
        file, size = str(entry["file"]), int(entry.get("bytes") or 0)
        try:
            whole = (folder / file).stat().st_size == size
        except OSError:
            whole = False
        if not whole:
            summary.missing.append(file)
            continue
        places = tuple(dict.fromkeys(shown[sha]))
        summary.held[sha] = Held(sha, file, size, str(entry.get("phash") or ""), places)
    summary.groups = near_duplicates(list(summary.held.values()), threshold)
    return summary


def near_duplicates(pictures: list[Held], threshold: int = NEAR_DUPLICATE_BITS) -> list[list[Held]]:
    """Groups of distinct pictures whose hashes are at most ``threshold`` bits apart
    (linked: A near B and B near C make one group), largest first. The 64 bits are cut
    into ``threshold + 1`` pieces: two hashes that close agree on one piece at least (the
    pigeonhole principle), so only pictures sharing a piece are compared (multi-index
    hashing, Norouzi, Punjani and Fleet, CVPR 2012)."""
    pieces = threshold + 1
    bounds = [round(64 * i / pieces) for i in range(pieces + 1)]
    parent = list(range(len(pictures)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    buckets: dict[tuple[int, str], list[int]] = {}
    for i, picture in enumerate(pictures):
        bits = f"{int(picture.phash or '0', 16):064b}"
        for p in range(pieces):
            buckets.setdefault((p, bits[bounds[p] : bounds[p + 1]]), []).append(i)
    for members in buckets.values():
        for a_at, a in enumerate(members):
            for b in members[a_at + 1 :]:
                near = distance(pictures[a].phash, pictures[b].phash) <= threshold
                if near and root(a) != root(b):
                    parent[root(a)] = root(b)
    groups: dict[int, list[Held]] = {}
    for i, picture in enumerate(pictures):
        groups.setdefault(root(i), []).append(picture)
    found = [g for g in groups.values() if len(g) > 1]
    return sorted(found, key=lambda g: (-len(g), g[0].file))
