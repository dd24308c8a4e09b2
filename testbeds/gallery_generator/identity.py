"""Digests that prove a build still writes the same bytes for the sites it built before.

``snapshot(root, sids)`` returns, per site, the number of files and one sha256 over every
file's path and sha256 (files an embedded-gallery article added are left out: the truth names
them in its ``files``), plus one sha256 over the truth entries and one over the routes of those
sites, with the truth-only additions removed (``slides`` on articles, the computed ``url_word``
gallery axis). ``tests/generated_seed0_before.json`` holds the snapshot of seed 0 taken with
the generator as it was before the viewer sites and embedded articles were added.
``snapshot_all(root, sids)`` leaves nothing out (every file, truth entry and route of those
sites); ``seed0_before_phone.json`` (``BEFORE_PHONE``) holds it for seed 0's p000…p133, taken
before the phone and twin-arrow sites were appended.
"""

from __future__ import annotations

import copy
import hashlib
import json
from pathlib import Path

#: article kinds that were added later (their pages and files are new, not compared)
NEW_ARTICLE_KINDS = ("embedded_slideshow", "embedded_lightbox")


def _new_files(truth: dict) -> set[str]:
    out: set[str] = set()
    for p in truth["pages"].values():
        if p["kind"] == "article" and p.get("axes", {}).get("article") in NEW_ARTICLE_KINDS:
            out.update(p.get("files", []))
    return out


def site_digest(root: Path, sid: str, exclude: set[str]) -> dict:
    """File count and one sha256 over ``path<TAB>sha256`` lines of a site's files."""
    h = hashlib.sha256()
    n = 0
    base = Path(root)
    for p in sorted((base / sid).rglob("*")):
        if not p.is_file():
            continue
        rel = p.relative_to(base).as_posix()
        if rel in exclude:
            continue
        n += 1
        h.update(f"{rel}\t{hashlib.sha256(p.read_bytes()).hexdigest()}\n".encode())
    return {"files": n, "sha256": h.hexdigest()}


def old_truth(truth: dict, sids: set[str]) -> dict:
    """The truth of ``sids`` as the old generator wrote it."""
    pages = {}
    for key, p in truth["pages"].items():
        if p["site"] not in sids:
            continue
        if p["kind"] == "article" and p.get("axes", {}).get("article") in NEW_ARTICLE_KINDS:
            continue
        q = copy.deepcopy(p)
        if q["kind"] == "article":
            q.pop("slides", None)
        else:
            q["axes"].pop("url_word", None)
        pages[key] = q
    return {"seed": truth["seed"], "pages": pages,
            "sites": {s: v for s, v in truth["sites"].items() if s in sids}}


def _sha(obj: object) -> str:
    return hashlib.sha256(json.dumps(obj, ensure_ascii=False, sort_keys=True).encode()).hexdigest()


def snapshot(root: Path, sids: list[str]) -> dict:
    """The digests of ``sids`` in a built test bed."""
    root = Path(root)
    truth = json.loads((root / "truth.json").read_text(encoding="utf-8"))
    routes = json.loads((root / "routes.json").read_text(encoding="utf-8"))
    keep = set(sids)
    new = _new_files(truth)
    old_routes = {k: v for k, v in routes.items()
                  if k != "_charsets" and k.split("/", 1)[0] in keep and k not in new}
    old_routes["_charsets"] = {s: c for s, c in routes["_charsets"].items() if s in keep}
    return {"sites": {sid: site_digest(root, sid, new) for sid in sids},
            "truth": _sha(old_truth(truth, keep)), "routes": _sha(old_routes)}


#: the digests of seed 0's p000…p133 (every file, truth entry and route, nothing left out),
#: taken with the generator as it was before the phone and twin-arrow sites were added
BEFORE_PHONE = Path(__file__).with_name("seed0_before_phone.json")


def snapshot_all(root: Path, sids: list[str]) -> dict:
    """The digests of ``sids`` with nothing left out: every file of theirs, every truth entry
    and site entry of theirs as written, every route of theirs (``_charsets`` included)."""
    root = Path(root)
    truth = json.loads((root / "truth.json").read_text(encoding="utf-8"))
    routes = json.loads((root / "routes.json").read_text(encoding="utf-8"))
    keep = set(sids)
    pages = {k: p for k, p in truth["pages"].items() if p["site"] in keep}
    sites = {s: v for s, v in truth["sites"].items() if s in keep}
    rts = {k: v for k, v in routes.items() if k != "_charsets" and k.split("/", 1)[0] in keep}
    rts["_charsets"] = {s: c for s, c in routes["_charsets"].items() if s in keep}
    return {"sites": {sid: site_digest(root, sid, set()) for sid in sids},
            "truth": _sha({"seed": truth["seed"], "pages": pages, "sites": sites}),
            "routes": _sha(rts)}
