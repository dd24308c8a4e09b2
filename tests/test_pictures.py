"""The pictures stage's parts on bytes and strings: formats, the perceptual hash, the
reader's Referer and cookies, the folder, the inspection, the ledger and the summary."""

from __future__ import annotations

import hashlib
import io
import multiprocessing
import os
import random
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from harvester.pictures.folder import PictureFolder, relative_path
from harvester.pictures.formats import EXTENSIONS, looks_like_html, sniff
from harvester.pictures.inspect import MAX_PICTURE_PIXELS, PictureError, inspect_picture
from harvester.pictures.ledger import Ledger, Saved
from harvester.pictures.phash import NEAR_DUPLICATE_BITS, dct_hash, distance
from harvester.pictures.reader import cookie_header, referer_for, referrer_policy
from harvester.pictures.summary import Held, near_duplicates, summarize
from harvester.store.templates import TemplateStore


def picture(seed: int, size: tuple[int, int] = (320, 240)) -> Image.Image:
    """A deterministic picture of coloured boxes (the hash vectors below were computed
    from these by imagehash 4.3.2's ``phash``)."""
    image = Image.new("RGB", size, (seed * 40 % 256, 90, 160))
    draw = ImageDraw.Draw(image)
    for i in range(6):
        x, y = (seed * 53 + i * 47) % 260, (seed * 31 + i * 29) % 180
        colour = ((i * 70 + seed * 20) % 256, (i * 30) % 256, (seed * 90 + i * 10) % 256)
        draw.rectangle([x, y, x + 60, y + 50], fill=colour)
    return image


def encoded(image: Image.Image, fmt: str, **options: object) -> bytes:
    out = io.BytesIO()
    image.save(out, fmt, **options)
    return out.getvalue()


@pytest.mark.parametrize(
    ("fmt", "name"),
    [
        ("JPEG", "jpeg"),
        ("PNG", "png"),
        ("GIF", "gif"),
        ("WEBP", "webp"),
        ("AVIF", "avif"),
        ("BMP", "bmp"),
    ],
)
def test_the_format_is_read_from_the_bytes(fmt: str, name: str) -> None:
    assert sniff(encoded(picture(1), fmt)[:64]) == name
    assert name in EXTENSIONS


def test_what_is_no_picture_is_said_so() -> None:
    for head in (
        b"",
        b"<!DOCTYPE html><html>",
        b"\xef\xbb\xbf<html>",
        b"%PDF-1.7",
        b"RIFF\0\0\0\0WAVE",
    ):
        assert sniff(head) is None
    assert looks_like_html(b"  \r\n<!doctype html>") and not looks_like_html(b"%PDF")
    assert sniff(b"\0\0\0\x18ftypmp42\0\0\0\0mp42isom") is None  # a video, not AVIF


def test_the_hash_is_imagehash_phash_bit_for_bit() -> None:
    # imagehash.phash(picture(s)) with imagehash 4.3.2, Pillow 13
    assert [dct_hash(picture(s)) for s in (1, 2, 3)] == [
        "b01f6886c3e137f2",
        "a746ccbc783139c6",
        "ec1e936e66949962",
    ]


def test_a_resized_recompressed_copy_is_near_and_another_photo_far() -> None:
    original = picture(4, (800, 600))
    copy = Image.open(io.BytesIO(encoded(original.resize((600, 450)), "JPEG", quality=60)))
    assert distance(dct_hash(original), dct_hash(copy)) <= 4
    others = [distance(dct_hash(original), dct_hash(picture(s, (800, 600)))) for s in (5, 6, 7)]
    assert min(others) > NEAR_DUPLICATE_BITS


@pytest.mark.parametrize(
    ("policy", "picture_url", "expected"),
    [
        (None, "https://img.example.cn/1.jpg", "https://news.example.cn/a/1.html?x=1"),
        ("unsafe-url", "https://img.example.cn/1.jpg", "https://news.example.cn/a/1.html?x=1"),
        ("no-referrer", "https://img.example.cn/1.jpg", None),
        ("origin", "https://img.example.cn/1.jpg", "https://news.example.cn/"),
        ("same-origin", "https://img.example.cn/1.jpg", None),
        ("same-origin", "https://news.example.cn/p.jpg", "https://news.example.cn/a/1.html?x=1"),
        (
            "strict-origin-when-cross-origin",
            "https://img.example.cn/1.jpg",
            "https://news.example.cn/",
        ),
        ("strict-origin-when-cross-origin", "http://img.example.cn/1.jpg", None),
        ("no-referrer-when-downgrade", "http://img.example.cn/1.jpg", None),
        ("origin-when-cross-origin", "http://img.example.cn/1.jpg", "https://news.example.cn/"),
    ],
)
def test_the_referer_follows_the_page_policy(
    policy: str | None, picture_url: str, expected: str | None
) -> None:
    page = "https://user:pw@news.example.cn/a/1.html?x=1#p=3"
    assert referer_for(page, picture_url, policy) == expected


def test_the_referrer_policy_is_read_from_meta_over_header() -> None:
    assert referrer_policy(b'<head><meta name="referrer" content="no-referrer">') == "no-referrer"
    assert referrer_policy("<meta content='origin' name=referrer>") == "origin"
    assert referrer_policy(b"<head></head>", "unsafe-url, bogus") == "unsafe-url"
    assert referrer_policy(b'<meta name="referrer" content="always">', "origin") == "origin"
    assert (
        referrer_policy(b'<meta name="referrer" content="no-referrer">', "unsafe-url")
        == "no-referrer"
    )
    assert referrer_policy(b"<p>no policy</p>") is None


def test_cookies_are_sent_where_a_browser_sends_them() -> None:
    cookies = [
        {"name": "host", "value": "1", "domain": "news.example.cn", "path": "/"},
        {"name": "dom", "value": "2", "domain": ".example.cn", "path": "/"},
        {"name": "deep", "value": "3", "domain": ".example.cn", "path": "/photo"},
        {"name": "sec", "value": "4", "domain": ".example.cn", "secure": True},
        {"name": "old", "value": "5", "domain": ".example.cn", "expires": 1000.0},
        {"name": "other", "value": "6", "domain": ".example.com"},
        {"name": "dom", "value": "7", "domain": ".example.cn", "path": "/"},  # replaces dom=2
    ]
    assert (
        cookie_header(cookies, "http://img.example.cn/photo/1.jpg", now=2000.0) == "deep=3; dom=7"
    )
    assert (
        cookie_header(cookies, "https://news.example.cn/x.jpg", now=2000.0)
        == "host=1; dom=7; sec=4"
    )
    assert cookie_header(cookies, "http://img.example.org/photos/1.jpg", now=2000.0) is None
    assert cookie_header(cookies, "http://badexample.cn/1.jpg", now=2000.0) is None


def _partial(folder: PictureFolder, data: bytes) -> Path:
    path = folder.new_partial()
    path.write_bytes(data)
    return path


def test_identical_bytes_are_one_file_written_whole(tmp_path: Path) -> None:
    folder = PictureFolder(tmp_path)
    sha = "ab" * 32
    first = folder.commit(_partial(folder, b"same bytes"), sha, "jpg")
    second = folder.commit(_partial(folder, b"same bytes"), sha, "jpg")
    assert first == second == relative_path(sha, "jpg") == f"ab/ab/{sha}.jpg"
    assert folder.holds(first, 10) and not folder.holds(first, 11)
    assert [p.name for p in tmp_path.rglob("*") if p.is_file()] == [f"{sha}.jpg"]


def _commit_many(root: str, data: bytes, sha: str, times: int) -> None:
    folder = PictureFolder(Path(root))
    for _ in range(times):
        partial = folder.new_partial()
        partial.write_bytes(data)
        folder.commit(partial, sha, "jpg")


def test_processes_saving_one_picture_into_one_folder_end_with_one_whole_file(
    tmp_path: Path,
) -> None:
    data = encoded(picture(3, (640, 480)), "JPEG")
    sha = hashlib.sha256(data).hexdigest()
    with multiprocessing.get_context("spawn").Pool(3) as pool:
        pool.starmap(_commit_many, [(str(tmp_path), data, sha, 40)] * 3)
    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert files == [tmp_path / relative_path(sha, "jpg")]
    assert files[0].read_bytes() == data


def test_partial_files_of_a_dead_writer_are_removed_not_a_live_ones(tmp_path: Path) -> None:
    folder = PictureFolder(tmp_path)
    mine = _partial(folder, b"in progress")
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    name = mine.name.replace(f"-{os.getpid()}-", f"-{dead.stdout.strip()}-")
    orphan = folder.partial / name
    orphan.write_bytes(b"half")
    stranger = folder.partial / "elsewhere-12-0.part"
    stranger.write_bytes(b"another machine's, in progress")
    assert folder.clean_partials() == 1
    assert mine.exists() and stranger.exists() and not orphan.exists()
    assert folder.clean_partials(now=stranger.stat().st_mtime + 7200) == 2  # stale


def _file(tmp_path: Path, data: bytes) -> Path:
    path = tmp_path / "p.part"
    path.write_bytes(data)
    return path


def _png_header(width: int, height: int) -> bytes:
    """A PNG that declares ``width``×``height`` and holds a few bytes of pixels."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(b"\0" * 1000))
        + chunk(b"IEND", b"")
    )


def test_inspection_names_what_is_no_picture(tmp_path: Path) -> None:
    cases = {
        "not_picture": b"<html><body>404 Not Found</body></html>",
        "placeholder": encoded(Image.new("RGB", (1, 1)), "GIF"),
        "bomb": _png_header(30000, 30000),
        "unreadable": encoded(picture(1), "PNG")[:200],
    }
    for kind, data in cases.items():
        with pytest.raises(PictureError) as caught:
            inspect_picture(_file(tmp_path, data), data[:64])
        assert caught.value.kind == kind, (kind, caught.value)
    assert MAX_PICTURE_PIXELS < 30000 * 30000
    found = inspect_picture(
        _file(tmp_path, data := encoded(picture(2, (800, 600)), "JPEG")), data[:64]
    )
    assert (found.format, found.width, found.height) == ("jpeg", 800, 600)
    assert distance(found.phash, dct_hash(picture(2, (800, 600)))) <= 2  # decoded at 1/4 scale


def test_the_ledger_remembers_which_address_gave_which_file(tmp_path: Path) -> None:
    store = TemplateStore(f"sqlite:///{tmp_path / 't.sqlite3'}", seeds=False)
    try:
        ledger = Ledger(store.engine)
        saved = Saved("ab/cd/x.jpg", "ab" * 32, 10, 640, 480, "jpeg", "0" * 16)
        assert ledger.find("http://img.example.cn/1.jpg") is None
        ledger.remember("http://img.example.cn/1.jpg", saved)
        ledger.remember("http://img.example.cn/1.jpg", saved)  # again: no duplicate
        assert ledger.find("http://img.example.cn/1.jpg") == saved
    finally:
        store.close()


def test_near_duplicate_groups_match_a_comparison_of_every_pair() -> None:
    rng = random.Random(7)
    bases = [rng.getrandbits(64) for _ in range(40)]
    hashes = []
    for base in bases:
        hashes.append(base)
        for _ in range(rng.randrange(3)):  # variants a few bits away
            hashes.append(base ^ sum(1 << rng.randrange(64) for _ in range(rng.randrange(1, 5))))
    held = [Held(f"{n}", f"{n}.jpg", 1, f"{h:016x}", ()) for n, h in enumerate(hashes)]
    groups = {frozenset(h.sha256 for h in g) for g in near_duplicates(held)}
    # every pair at most NEAR_DUPLICATE_BITS apart is in one group; linked pairs join groups
    for a in held:
        for b in held:
            if a is not b and distance(a.phash, b.phash) <= NEAR_DUPLICATE_BITS:
                assert any(a.sha256 in g and b.sha256 in g for g in groups)
    assert all(len(g) > 1 for g in groups)


def test_the_summary_counts_files_bytes_failures_and_missing(tmp_path: Path) -> None:
    (tmp_path / "ab").mkdir()
    (tmp_path / "ab" / "1.jpg").write_bytes(b"x" * 10)
    saved = {
        "file": "ab/1.jpg",
        "sha256": "1",
        "bytes": 10,
        "phash": "0" * 16,
        "picture_error": None,
    }
    gone = {"file": "ab/2.jpg", "sha256": "2", "bytes": 5, "phash": "f" * 16, "picture_error": None}
    records = [
        {
            "url": "http://a/1",
            "slides": [
                {"image": "http://i/1", **saved},
                {"image": "http://i/x", "picture_error": "http: dead link"},
            ],
        },
        {
            "url": "http://b/2",
            "images": [{"image": "http://j/1", **saved}, {"image": "http://j/2", **gone}],
        },
        {"url": "http://c/3", "slides": [{"image": "http://k/1"}]},  # harvested without --pictures
    ]
    summary = summarize(records, tmp_path)
    assert (summary.records, summary.listed, summary.saved) == (3, 4, 3)
    assert summary.failures == {"http": 1} and summary.missing == ["ab/2.jpg"]
    assert (summary.bytes_on_disk, summary.bytes_per_address) == (10, 25)
    assert summary.held["1"].shown == (("http://a/1", "http://i/1"), ("http://b/2", "http://j/1"))
