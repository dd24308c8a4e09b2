"""``harvest run --pictures`` end to end on the picture host test bed (testbeds/picture_host.py):
every picture its reader can see saved with the right bytes and fields, every one that
cannot be had named, nothing fetched twice, nothing half-written after ``kill -9``."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from warcio.archiveiterator import ArchiveIterator

from harvester.pictures.phash import NEAR_DUPLICATE_BITS, distance
from testbeds.harvest_cli import REPO, harvest, harvest_env, run_workers
from testbeds.picture_host import GALLERY, SID, PictureBed
from testbeds.store_fixtures import fresh_pg, needs_pg


@pytest.fixture(scope="module")
def bed() -> Iterator[PictureBed]:
    with PictureBed() as served:
        yield served


def _run(
    bed: PictureBed, urls: list[str], tmp: Path, *extra: str, out: str = "out.jsonl"
) -> list[dict]:
    (tmp / "urls.txt").write_text("\n".join(urls) + "\n", encoding="utf-8")
    allow = [arg for host in bed.allow for arg in ("--allow-private-host", host)]
    done = harvest(
        "run", str(tmp / "urls.txt"), "--out", str(tmp / out),
        "--db", f"sqlite:///{tmp / 't.sqlite3'}", "--pictures", str(tmp / "pics"),
        "--no-resume", *allow, *extra, timeout=180,
    )  # fmt: skip
    assert done.returncode in (0, 1), done.stderr[-2000:]
    records = [json.loads(line) for line in (tmp / out).read_text(encoding="utf-8").splitlines()]
    return sorted(records, key=lambda r: urls.index(r["url"]))


def _pictures(record: dict) -> list[dict]:
    return [*record["slides"], *record["images"]]


def _check_saved(entry: dict, case, folder: Path) -> None:  # type: ignore[no-untyped-def]
    assert entry["picture_error"] is None, (case.name, entry["picture_error"])
    data = (folder / entry["file"]).read_bytes()
    assert hashlib.sha256(data).hexdigest() == case.sha256 == entry["sha256"], case.name
    assert (entry["format"], entry["width"], entry["height"], entry["bytes"]) == (
        case.format, case.width, case.height, case.bytes,
    ), case.name  # fmt: skip
    ext = {"jpeg": "jpg"}.get(case.format, case.format)
    assert entry["file"] == f"{case.sha256[:2]}/{case.sha256[2:4]}/{case.sha256}.{ext}"
    assert len(entry["phash"]) == 16


def test_every_format_and_guard_is_saved_as_its_reader_gets_it(
    bed: PictureBed, tmp_path: Path
) -> None:
    names = ["formats", "guarded", "dups-1", "dups-2"]
    records = _run(bed, [bed.article_url(n) for n in names], tmp_path, "--render", "never")
    for name, record in zip(names, records, strict=True):
        assert record["status"] == "ok" and record["kind"] == "article", record
        entries = _pictures(record)
        assert [e["image"] for e in entries] == [c.url for c in bed.page_cases(name)]
        for entry, case in zip(entries, bed.page_cases(name), strict=True):
            _check_saved(entry, case, tmp_path / "pics")
    # identical bytes stored once: dup_a, dup_b one file; jpeg and redirect_ok one file
    files = [p for p in (tmp_path / "pics").rglob("*") if p.is_file() and ".partial" not in p.parts]
    shas = {c.sha256 for n in names for c in bed.page_cases(n)}
    assert len(files) == len(shas)
    near = {e["image"]: e["phash"] for r in records for e in _pictures(r)}
    assert (
        distance(near[bed.cases["near_a"].url], near[bed.cases["near_b"].url])
        <= NEAR_DUPLICATE_BITS
    )
    summary = harvest(
        "pictures", str(tmp_path / "out.jsonl"), "--pictures", str(tmp_path / "pics"), "--json"
    )
    assert summary.returncode == 0, summary.stderr
    said = json.loads(summary.stdout)
    assert (said["saved"], said["files"]) == (14, len(shas))
    files_of = {e["image"]: e["file"] for r in records for e in _pictures(r)}
    near_pair = {files_of[bed.cases["near_a"].url], files_of[bed.cases["near_b"].url]}
    assert [{h["file"] for h in g} for g in said["near_duplicates"]] == [near_pair]

    # a rerun (the records gone from --out) asks for no picture it holds
    before = len(bed.log)
    again = _run(
        bed, [bed.article_url(n) for n in names], tmp_path, "--render", "never", out="again.jsonl"
    )
    assert bed.picture_requests(before) == 0
    assert [_pictures(r) for r in again] == [_pictures(r) for r in records]


def test_pictures_that_cannot_be_had_are_named_and_the_record_stays_ok(
    bed: PictureBed, tmp_path: Path
) -> None:
    names = ["broken", "limits"]
    records = _run(
        bed, [bed.article_url(n) for n in names], tmp_path, "--render", "never",
        "--picture-max-bytes", "1000000", "--picture-timeout", "2", "--retries", "0",
    )  # fmt: skip
    for name, record in zip(names, records, strict=True):
        assert record["status"] == "ok", record
        cases = bed.page_cases(name)
        entries = _pictures(record)
        for entry, case in zip(entries, cases, strict=True):
            assert entry["file"] is None and entry["sha256"] is None, case.name
            assert str(entry["picture_error"]).startswith(f"{case.expect}: "), (case.name, entry)
        assert f"{len(cases)} of {len(cases)} pictures not saved" in record["note"]
    assert bed.private_hits == 0
    leftovers = [p for p in (tmp_path / "pics").rglob("*") if p.is_file()]
    assert leftovers == []  # no partial file, no picture from the private address


def test_a_gallery_s_pictures_need_the_cookies_its_script_set(
    bed: PictureBed, tmp_path: Path
) -> None:
    [record] = _run(bed, [bed.gallery_url], tmp_path)
    assert record["status"] == "ok" and record["kind"] == "gallery", record
    cases = bed.page_cases(GALLERY)
    assert [s["image"] for s in record["slides"]] == [c.url for c in cases]
    for slide, case in zip(record["slides"], cases, strict=True):
        _check_saved(slide, case, tmp_path / "pics")
    # the browser's own requests carry the cookie the page's response set (the page is
    # served to the tab from the bytes the HTTP stage fetched, Set-Cookie and all); the
    # script's may come after Chromium's preload scanner asked for the first picture
    asked = [headers for path, headers in bed.log if path.startswith("/protected/")]
    assert len(asked) > len(cases)
    assert all(SID in h.get("cookie", "") for h in asked)


def test_the_warc_keeps_the_picture_responses(bed: PictureBed, tmp_path: Path) -> None:
    _run(
        bed,
        [bed.article_url("dups-2")],
        tmp_path,
        "--render",
        "never",
        "--warc",
        str(tmp_path / "a.warc.gz"),
    )
    with (tmp_path / "a.warc.gz").open("rb") as stream:
        bodies = {
            r.rec_headers.get_header("WARC-Target-URI"): hashlib.sha256(
                r.content_stream().read()
            ).hexdigest()
            for r in ArchiveIterator(stream)
            if r.rec_type == "response"
        }
    for case in bed.page_cases("dups-2"):
        assert bodies[case.url] == case.sha256


def test_kill_9_leaves_no_half_written_picture_and_the_rerun_completes(tmp_path: Path) -> None:
    with PictureBed(latency_s=0.05) as slow:
        urls = slow.add_bench_pages(pages=6, per_page=8, duplicate_share=0.2, seed=3)
        (tmp_path / "urls.txt").write_text("\n".join(urls) + "\n", encoding="utf-8")
        allow = [arg for host in slow.allow for arg in ("--allow-private-host", host)]
        args = [
            sys.executable, "-m", "harvester.cli", "run", str(tmp_path / "urls.txt"), "--out",
            str(tmp_path / "out.jsonl"), "--db", f"sqlite:///{tmp_path / 't.sqlite3'}",
            "--pictures", str(tmp_path / "pics"), "--render", "never", "--per-host", "1", *allow,
        ]  # fmt: skip
        proc = subprocess.Popen(
            args, cwd=REPO, env=harvest_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        deadline = time.monotonic() + 60
        while slow.picture_requests() < 10 and time.monotonic() < deadline:
            time.sleep(0.02)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        folder = tmp_path / "pics"
        for path in folder.rglob("*"):
            if path.is_file() and ".partial" not in path.parts:  # every picture in place is whole
                assert hashlib.sha256(path.read_bytes()).hexdigest() == path.stem
        held = {p.stem for p in folder.rglob("*.jpg")}
        assert 0 < len(held) < len({c.sha256 for c in slow.bench_cases.values()})
        with sqlite3.connect(tmp_path / "t.sqlite3") as db:
            ledger = [url for (url,) in db.execute("SELECT url FROM saved_pictures")]
        assert ledger  # what the killed run noted is asked for no more
        before = len(slow.log)
        done = subprocess.run(
            args, cwd=REPO, env=harvest_env(), capture_output=True, text=True, timeout=180
        )
        assert done.returncode == 0, done.stderr[-2000:]
        records = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text().splitlines()]
        saved = {e["image"]: e for r in records for e in r["images"]}
        assert {c.url for c in slow.bench_cases.values()} <= set(saved)
        for case in slow.bench_cases.values():
            assert saved[case.url]["sha256"] == case.sha256
        asked_again = {p for p, _ in slow.log[before:]}
        assert not asked_again & {urlsplit(url).path for url in ledger}
        assert list((folder / ".partial").iterdir()) == []  # the dead run's partial files removed


@needs_pg
def test_workers_on_one_queue_share_one_pictures_folder(tmp_path: Path) -> None:
    with fresh_pg() as db, PictureBed(latency_s=0.01) as shared:
        urls = shared.add_bench_pages(pages=6, per_page=5, duplicate_share=0.4, seed=5)
        (tmp_path / "urls.txt").write_text("\n".join(urls) + "\n", encoding="utf-8")
        submitted = harvest("submit", str(tmp_path / "urls.txt"), "--db", db, "--run", "pics")
        assert submitted.returncode == 0, submitted.stderr
        allow = [arg for host in shared.allow for arg in ("--allow-private-host", host)]
        args = [
            "--db",
            db,
            "--until-empty",
            "--render",
            "never",
            "--pictures",
            str(tmp_path / "pics"),
        ]
        assert run_workers(2, [*args, *allow], tmp_path / "logs", timeout=240) == [0, 0]
        results = harvest("results", "pics", "--db", db)
        assert results.returncode == 0, results.stderr
    records = [json.loads(line) for line in results.stdout.splitlines()]
    assert sorted(r["url"] for r in records) == sorted(urls)
    saved = {e["image"]: e for r in records for e in r["images"]}
    for case in shared.bench_cases.values():
        _check_saved(saved[case.url], case, tmp_path / "pics")
    files = [p for p in (tmp_path / "pics").rglob("*.jpg")]
    assert len(files) == len({c.sha256 for c in shared.bench_cases.values()})


def test_a_run_the_http_stage_finishes_needs_no_chromium(bed: PictureBed, tmp_path: Path) -> None:
    missing = str(tmp_path / "no-chromium")
    [record] = _run(bed, [bed.article_url("dups-2")], tmp_path, "--chromium", missing)
    assert record["status"] == "ok" and record["rendered"] is False, record
    assert all(e["file"] for e in record["images"])
    # every page needs the browser: no Chromium, no run (one line, exit 2)
    (tmp_path / "urls.txt").write_text(bed.article_url("dups-2") + "\n", encoding="utf-8")
    done = harvest(
        "run", str(tmp_path / "urls.txt"), "--out", str(tmp_path / "always.jsonl"),
        "--render", "always", "--chromium", missing, "--db", f"sqlite:///{tmp_path / 'a.sqlite3'}",
    )  # fmt: skip
    assert done.returncode == 2 and "Chromium not found" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr
