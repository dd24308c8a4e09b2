"""Unit tests of harvester/output.py: harvest records and their JSON Lines file."""

from __future__ import annotations

import errno
import io
import json
import os
import stat
import sys
import threading
from dataclasses import fields, replace
from pathlib import Path

import pytest

from harvester.batch.output import (
    Compaction,
    JsonlWriter,
    OutputBusy,
    compact,
    done_urls,
    output_problem,
)
from harvester.record import HarvestRecord, valid_text

#: The record schema of the README's "Output: one JSON line per input URL" table.
README_FIELDS = [
    "url",
    "final_url",
    "kind",
    "status",
    "error",
    "error_kind",
    "http_status",
    "title",
    "publish_time",
    "author",
    "source_name",
    "language",
    "description",
    "lead_image",
    "text",
    "slides",
    "images",
    "trigger",
    "template",
    "probes",
    "discovery_s",
    "pages",
    "elapsed_s",
    "rendered",
    "evidence",
    "note",
    "canonical_url",
    "found_on",
    "listed_title",
    "listed_time",
    "links",
]

GALLERY = HarvestRecord(
    url="https://pic.example.cn/photo/c_1234.htm",
    final_url="https://pic.example.cn/photo/c_1234.htm#p=1",
    kind="gallery",
    title="高清：夏日荷花盛开",
    publish_time="2024-06-15T14:22",
    text="游客观赏荷花。\n一只蜻蜓停在荷花上。",
    slides=[
        {"index": 1, "image": "https://img.example.cn/1.jpg", "caption": "游客观赏荷花。"},
        {"index": 2, "image": "https://img.example.cn/2.jpg", "caption": "一只蜻蜓停在荷花上。"},
    ],
    trigger="xpath://a[@id='photoNext']",
    template="discovered",
    elapsed_s=3.25,
    evidence=["counter 1/2", "one big picture with thumbnails"],
    note="2 pictures; paging stopped: counter",
)
ERROR = HarvestRecord(url="ftp://x", status="error", error="malformed URL: scheme must be http")


def lines_of(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").split("\n")


def write(path: Path, *records: HarvestRecord) -> None:
    with JsonlWriter(path) as writer:
        for record in records:
            writer.write(record)


# --- HarvestRecord ------------------------------------------------------------------------------


def test_to_dict_has_exactly_the_readme_fields() -> None:
    assert list(GALLERY.to_dict()) == README_FIELDS
    # retry_after is for the retry policy, never written
    assert [f.name for f in fields(HarvestRecord)] == [*README_FIELDS, "retry_after", "reader"]


def test_a_bare_record_has_the_defaults() -> None:
    assert HarvestRecord(url="https://a.cn/x.html").to_dict() == {
        "url": "https://a.cn/x.html",
        "final_url": None,
        "kind": None,
        "status": "ok",
        "error": None,
        "error_kind": None,
        "http_status": None,
        "title": None,
        "publish_time": None,
        "author": None,
        "source_name": None,
        "language": None,
        "description": None,
        "lead_image": None,
        "text": "",
        "slides": [],
        "images": [],
        "trigger": None,
        "template": "none",
        "probes": 0,
        "discovery_s": 0.0,
        "pages": 1,
        "elapsed_s": 0.0,
        "rendered": False,
        "evidence": [],
        "note": None,
        "canonical_url": None,
        "found_on": None,
        "listed_title": None,
        "listed_time": None,
        "links": [],
    }


def test_records_do_not_share_their_lists() -> None:
    a, b = HarvestRecord(url="a"), HarvestRecord(url="b")
    a.slides.append({"index": 1})
    a.evidence.append("why")
    assert b.slides == [] and b.evidence == []


def test_to_dict_is_json_ready_and_a_copy() -> None:
    data = GALLERY.to_dict()
    assert json.loads(json.dumps(data, ensure_ascii=False)) == data
    data["slides"].clear()
    assert len(GALLERY.slides) == 2


# --- JsonlWriter --------------------------------------------------------------------------------


def test_writer_writes_one_json_line_per_record(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    write(out, GALLERY, ERROR)
    lines = lines_of(out)
    assert lines[-1] == ""  # every line ends with a newline
    assert [json.loads(line) for line in lines[:-1]] == [GALLERY.to_dict(), ERROR.to_dict()]


def test_writer_keeps_chinese_readable(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    write(out, GALLERY)
    raw = out.read_text(encoding="utf-8")
    assert "高清：夏日荷花盛开" in raw
    assert "\\u" not in raw


def test_writer_makes_the_folder(tmp_path: Path) -> None:
    out = tmp_path / "a" / "b" / "out.jsonl"
    write(out, ERROR)
    assert json.loads(out.read_text(encoding="utf-8"))["url"] == "ftp://x"


def test_writer_appends_and_never_rewrites(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    write(out, GALLERY)
    first = out.read_bytes()
    write(out, ERROR)
    write(out)  # opening and closing with nothing to write changes nothing
    data = out.read_bytes()
    assert data.startswith(first)
    assert [json.loads(line)["url"] for line in data.decode().splitlines()] == [
        GALLERY.url,
        ERROR.url,
    ]


def test_each_record_is_on_disk_as_soon_as_it_is_written(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    with JsonlWriter(out) as writer:
        writer.write(GALLERY)
        assert len(out.read_text(encoding="utf-8").splitlines()) == 1
        writer.write(ERROR)
        assert len(out.read_text(encoding="utf-8").splitlines()) == 2


def test_a_torn_last_line_is_left_alone_and_the_next_record_starts_a_line(
    tmp_path: Path,
) -> None:
    out = tmp_path / "out.jsonl"
    torn = '{"url": "https://a.cn/1.html", "status": "o'
    out.write_text(json.dumps(GALLERY.to_dict(), ensure_ascii=False) + "\n" + torn, "utf-8")
    write(out, ERROR)
    lines = lines_of(out)
    assert lines[1] == torn  # kept as it was
    assert json.loads(lines[2]) == ERROR.to_dict()
    assert lines[3:] == [""]


def test_a_file_without_final_newline_is_not_torn_again(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    out.write_text("garbage", "utf-8")
    write(out, ERROR)
    write(out, GALLERY)
    assert lines_of(out) == [
        "garbage",
        json.dumps(ERROR.to_dict(), ensure_ascii=False),
        json.dumps(GALLERY.to_dict(), ensure_ascii=False),
        "",
    ]


def test_an_empty_file_gets_no_blank_first_line(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    out.write_bytes(b"")
    write(out, ERROR)
    assert not out.read_text(encoding="utf-8").startswith("\n")


def test_writing_outside_the_context_is_refused(tmp_path: Path) -> None:
    with pytest.raises(AssertionError):
        JsonlWriter(tmp_path / "out.jsonl").write(ERROR)


# --- done_urls ----------------------------------------------------------------------------------


def test_done_urls_of_a_missing_file_is_empty(tmp_path: Path) -> None:
    assert done_urls(tmp_path / "nope.jsonl") == set()


def test_done_urls_are_the_ok_records(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    other = HarvestRecord(url="https://a.cn/2.html", kind="article", text="正文")
    write(out, GALLERY, ERROR, other)
    assert done_urls(out) == {GALLERY.url, other.url}


def test_a_url_that_failed_then_succeeded_is_done(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    failed = HarvestRecord(url=GALLERY.url, status="error", error="timeout")
    write(out, failed)
    assert done_urls(out) == set()
    write(out, GALLERY)
    assert done_urls(out) == {GALLERY.url}


def test_done_urls_skips_torn_and_garbage_lines(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    good = json.dumps({"url": "https://a.cn/ok.html", "status": "ok"})
    out.write_bytes(
        b"\n".join(
            [
                b"not json at all",
                b"",
                good.encode(),
                b"[1, 2, 3]",
                b'"a string"',
                b'{"status": "ok"}',  # no url
                b'{"url": "", "status": "ok"}',
                b'{"url": "https://a.cn/no-status.html"}',
                b"\xff\xfe\x00 binary",
                b'{"url": "https://a.cn/torn.html", "status": "ok"',  # torn last line
            ]
        )
    )
    assert done_urls(out) == {"https://a.cn/ok.html"}


def test_done_urls_reads_what_the_writer_wrote_after_a_torn_line(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    out.write_text('{"url": "https://a.cn/1.html", "status": "ok"', "utf-8")
    write(out, GALLERY)
    assert done_urls(out) == {GALLERY.url}


# --- compaction -------------------------------------------------------------------------------


def _line(url: str, status: str, **extra: object) -> bytes:
    return json.dumps({"url": url, "status": status, **extra}, ensure_ascii=False).encode() + b"\n"


def test_compaction_keeps_the_first_ok_record_byte_for_byte(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    first = _line("https://a.cn/1.html", "ok", title="标题", n=1)
    out.write_bytes(
        _line("https://a.cn/404.html", "error", error="dead link")
        + first
        + _line("https://a.cn/404.html", "error", error="dead link again")
        + _line("HTTPS://A.cn:443/1.html", "ok", n=2)  # the same URL, spelled otherwise
    )
    result = compact(out)
    assert result == Compaction(kept=2, dropped=2, torn=0)
    lines = out.read_bytes().splitlines(keepends=True)
    assert lines == [first, _line("https://a.cn/404.html", "error", error="dead link again")]


def test_a_retried_error_is_replaced_by_its_new_result(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    ok = _line("https://a.cn/503.html", "ok")
    out.write_bytes(_line("https://a.cn/503.html", "error") + ok)
    compact(out)
    assert out.read_bytes() == ok


def test_compaction_drops_a_torn_line_and_says_so(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    ok = _line("https://a.cn/1.html", "ok")
    out.write_bytes(ok + b"\n" + b'{"url": "https://a.cn/2.html", "sta')
    assert compact(out) == Compaction(kept=1, dropped=1, torn=1)
    assert out.read_bytes() == ok
    assert compact(out) == Compaction(kept=1, dropped=0, torn=0)  # idempotent


def test_compaction_of_a_file_that_needs_none_leaves_it_alone(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    out.write_bytes(_line("https://a.cn/1.html", "ok") + _line("https://a.cn/2.html", "error"))
    inode = out.stat().st_ino
    assert compact(out) == Compaction(kept=2, dropped=0, torn=0)
    assert out.stat().st_ino == inode
    assert compact(tmp_path / "missing.jsonl") == Compaction(0, 0, 0)


# --- what a page says, one writer per file, the file kept as it was ------------------------


DEAD = HarvestRecord(url="https://a.cn/404.html", status="error", error="dead link")


def test_a_lone_surrogate_anywhere_is_written_as_the_replacement_character(
    tmp_path: Path,
) -> None:
    out = tmp_path / "out.jsonl"
    bad = "坏\ud800错误"
    record = HarvestRecord(
        url="https://a.cn/1.html",
        title=bad,
        slides=[{"index": 1, "image": "https://a.cn/1.jpg", "caption": bad}],
        evidence=[bad],
        note=bad,
    )
    record.fail("internal", bad)
    write(out, record)
    written = json.loads(out.read_text("utf-8"))
    assert written["title"] == written["error"] == written["note"] == "坏\ufffd错误"
    assert written["slides"][0]["caption"] == written["evidence"][0] == "坏\ufffd错误"
    assert valid_text({"\udfff": ["ok", 1, None]}) == {"\ufffd": ["ok", 1, None]}
    assert valid_text("😀") == "😀"  # a pair is a character, not two halves


def test_a_second_writer_on_the_same_file_is_refused_until_the_first_ends(
    tmp_path: Path,
) -> None:
    out = tmp_path / "out.jsonl"
    with JsonlWriter(out) as first:
        first.write(GALLERY)
        with pytest.raises(OutputBusy, match="another harvest run is writing to"):
            JsonlWriter(out).__enter__()
        first.write(DEAD)  # its compaction keeps the lock on the file now at the path
        first.write(replace(DEAD, status="ok"))
        first.compact()
        with pytest.raises(OutputBusy):
            JsonlWriter(out).__enter__()
    write(out, GALLERY)  # the first is gone: the file is free
    assert done_urls(out) == {GALLERY.url, DEAD.url}


def test_a_waiting_writer_writes_once_the_first_is_done(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    order: list[str] = []

    def second() -> None:
        with JsonlWriter(out, wait=True) as writer:
            order.append("second")
            writer.write(DEAD)

    with JsonlWriter(out) as first:
        waiting = threading.Thread(target=second)
        waiting.start()
        waiting.join(0.3)
        assert waiting.is_alive() and order == []
        first.write(GALLERY)
        first.write(replace(GALLERY, status="error"))
        first.compact()  # the file is replaced while the second waits on the old one
        order.append("first")
    waiting.join(5)
    assert order == ["first", "second"]
    assert [json.loads(line)["url"] for line in lines_of(out)[:-1]] == [GALLERY.url, DEAD.url]


def test_compaction_keeps_the_files_mode_and_writes_through_a_symlink(tmp_path: Path) -> None:
    target = tmp_path / "data" / "records.jsonl"
    target.parent.mkdir()
    target.write_bytes(_line("https://a.cn/1.html", "error") + _line("https://a.cn/1.html", "ok"))
    target.chmod(0o644)
    link = tmp_path / "out.jsonl"
    link.symlink_to(target)
    assert compact(link) == Compaction(kept=1, dropped=1, torn=0)
    assert link.is_symlink() and link.resolve() == target
    assert target.read_bytes() == _line("https://a.cn/1.html", "ok")
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    with JsonlWriter(link) as writer:  # the writer appends to the target, and compacts it
        writer.write(DEAD)
        writer.write(replace(DEAD, status="ok"))
        assert writer.compact().dropped == 1
    assert link.is_symlink() and stat.S_IMODE(target.stat().st_mode) == 0o644
    assert done_urls(link) == {"https://a.cn/1.html", DEAD.url}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "out.jsonl"]
    assert [p.name for p in target.parent.iterdir()] == ["records.jsonl"]  # no temp left


def test_stdout_streams_the_records_and_other_special_files_are_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(sent))
    for name in ("-", "/dev/stdout"):
        assert output_problem(Path(name)) is None
        with JsonlWriter(Path(name)) as writer:
            writer.write(GALLERY)
            assert writer.compact() == Compaction(0, 0, 0) and writer.done_urls() == set()
    assert [json.loads(line)["url"] for line in sent.getvalue().splitlines()] == [GALLERY.url] * 2
    assert "is a directory" in (output_problem(tmp_path) or "")
    assert "not a regular file" in (output_problem(Path("/dev/null")) or "")
    assert output_problem(tmp_path / "new.jsonl") is None


def test_a_line_the_disk_cannot_take_whole_is_cut_off_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "out.jsonl"
    real_write = os.write

    def half_then_full(fd: int, data: bytes) -> int:
        real_write(fd, data[: len(data) // 2])
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    with JsonlWriter(out) as writer:
        writer.write(HarvestRecord(url="https://a.cn/1.html"))
        monkeypatch.setattr(os, "write", half_then_full)
        with pytest.raises(OSError, match="No space left"):
            writer.write(HarvestRecord(url="https://a.cn/2.html"))
        monkeypatch.undo()
    lines = out.read_text("utf-8").splitlines()
    assert [json.loads(line)["url"] for line in lines] == ["https://a.cn/1.html"]
