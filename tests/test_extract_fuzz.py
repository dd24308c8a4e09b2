"""Every page of the corpus mangled six ways, through ``harvest extract`` (with and without
``--jobs``): a record for every file, in order, and no traceback. The mutations are what
broken pages and broken disks do: a page cut off, tags dropped, attributes garbled, random
bytes, nesting deeper than the parser allows, a text node of megabytes."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from harvester.extraction.article import extract_file
from harvester.extraction.evaluation import DEFAULT_CORPUS
from testbeds.harvest_cli import REPO, harvest_env

SETS = ("zh", "en", "zh_gne")
PAGES = [p for name in SETS for p in sorted((DEFAULT_CORPUS / name).glob("*.html"))]

pytestmark = [
    pytest.mark.skipif(not PAGES, reason=f"no corpus pages under {DEFAULT_CORPUS}"),
    pytest.mark.e2e,
]

_TAG_RE = re.compile(rb"</?[a-zA-Z][^<>]{0,200}>")


def truncated(page: bytes, rng: random.Random) -> bytes:
    return page[: rng.randrange(len(page) // 10, len(page))]


def tags_dropped(page: bytes, rng: random.Random) -> bytes:
    """A third of the tags gone (their text stays)."""
    return _TAG_RE.sub(lambda m: b"" if rng.random() < 0.33 else m.group(0), page)


def attributes_garbled(page: bytes, rng: random.Random) -> bytes:
    """Quotes, equals signs, angle brackets and NUL bytes put into tags' attributes."""
    junk = [b'"', b"'", b"=", b"<", b" ", b"\x00", b'="']

    def garble(tag: re.Match[bytes]) -> bytes:
        raw = bytearray(tag.group(0))
        name_end = raw.find(b" ")
        if name_end < 0:
            return bytes(raw)
        for _ in range(rng.randrange(1, 4)):
            at = rng.randrange(name_end, max(name_end + 1, len(raw) - 1))
            raw[at:at] = rng.choice(junk)
        return bytes(raw)

    return _TAG_RE.sub(lambda m: garble(m) if rng.random() < 0.5 else m.group(0), page)


def random_bytes(page: bytes, rng: random.Random) -> bytes:
    """200 runs of random bytes written over the page (a broken disk, a bad transfer)."""
    raw = bytearray(page)
    for _ in range(200):
        at = rng.randrange(len(raw))
        raw[at : at + 16] = rng.randbytes(16)
    return bytes(raw)


def deeply_nested(page: bytes, rng: random.Random) -> bytes:
    """The body inside 20,000 unclosed ``<div>``s (past the parser's depth limit)."""
    depth = 20_000 + rng.randrange(100)
    return page.replace(b"<body", b"<div>" * depth + b"<body", 1)


def huge_text(page: bytes, rng: random.Random) -> bytes:
    """A 4 MB text node with no tag in it, in the middle of the page."""
    at = rng.randrange(len(page))
    return page[:at] + "新闻".encode() * 700_000 + page[at:]


MUTATIONS: dict[str, Callable[[bytes, random.Random], bytes]] = {
    "truncated": truncated,
    "tags_dropped": tags_dropped,
    "attributes_garbled": attributes_garbled,
    "random_bytes": random_bytes,
    "deeply_nested": deeply_nested,
    "huge_text": huge_text,
}


#: The mutations a browser reads through, and the share of pages that must keep their text
#: (a tag or an attribute broken may swallow the rest of a page in a browser too).
KEEPS_TEXT = ("deeply_nested", "huge_text")
MIN_KEPT = 0.9


@pytest.fixture(scope="module")
def mangled(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    folder = tmp_path_factory.mktemp("mangled")
    files = []
    for n, page in enumerate(PAGES):
        data = page.read_bytes()
        for name, mutate in MUTATIONS.items():
            if name == "huge_text" and n % 4:  # 4 MB each: a quarter of the pages
                continue
            out = folder / f"{n:03}-{name}.html"
            out.write_bytes(mutate(data, random.Random(f"{page.name}/{name}")))
            files.append(out)
    return sorted(files)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_every_mangled_page_gives_a_record_in_order(mangled: list[Path], jobs: str) -> None:
    folder = mangled[0].parent
    done = subprocess.run(
        [sys.executable, "-m", "harvester.cli", "extract", "--jobs", jobs, str(folder)],
        cwd=REPO,
        env=harvest_env(),
        capture_output=True,
        timeout=1200,
        check=False,
    )
    assert done.returncode in (0, 1), done.stderr.decode(errors="replace")[-3000:]
    assert b"Traceback" not in done.stderr, done.stderr.decode(errors="replace")[-3000:]
    records = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert [r["file"] for r in records] == [str(p) for p in mangled]
    internal = [(r["file"], r["error"]) for r in records if r["error_kind"] == "internal"]
    assert not internal, internal[:5]
    # what a browser still shows, we still read: the pages whose original gives text keep
    # it when nested 20,000 deep or beside megabytes of text
    originals = {f"{n:03}": bool(extract_file(page).text) for n, page in enumerate(PAGES)}
    for name in KEEPS_TEXT:
        mine = [r for r in records if r["file"].endswith(f"-{name}.html")]
        kept = [r for r in mine if originals[Path(r["file"]).name[:3]]]
        lost = [r["file"] for r in kept if not r["text"]]
        assert len(lost) <= len(kept) * (1 - MIN_KEPT), (name, len(lost), lost[:3])
