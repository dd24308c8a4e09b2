"""Unit tests of ``harvest run``: reading the URL list, and the exit statuses."""

from __future__ import annotations

import asyncio
import errno
import json
import logging
import os
import threading
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from harvester.batch.output import JsonlWriter
from harvester.browser.launch import chromium_path
from harvester.cli import app, logs
from harvester.record import HarvestRecord
from harvester.urls import read_urls

runner = CliRunner()


def write_urls(path: Path, text: str, *, bom: bool = False) -> Path:
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8"))
    return path


# --- read_urls ----------------------------------------------------------------------------------


def test_read_urls_skips_comments_and_blank_lines(tmp_path: Path) -> None:
    urls = write_urls(
        tmp_path / "urls.txt",
        "# galleries of June\n"
        "\n"
        "https://pic.example.cn/photo/c_1234.htm\n"
        "   \t\n"
        "  # an indented comment\n"
        "https://pic.example.cn/photo/c_5678.htm\n",
    )
    assert read_urls(urls) == [
        "https://pic.example.cn/photo/c_1234.htm",
        "https://pic.example.cn/photo/c_5678.htm",
    ]


def test_read_urls_strips_spaces_and_windows_line_ends(tmp_path: Path) -> None:
    urls = write_urls(tmp_path / "urls.txt", "  https://a.cn/1.html  \r\nhttps://a.cn/2.html\r\n")
    assert read_urls(urls) == ["https://a.cn/1.html", "https://a.cn/2.html"]


def test_read_urls_drops_duplicates_and_keeps_the_order(tmp_path: Path) -> None:
    urls = write_urls(
        tmp_path / "urls.txt",
        "https://a.cn/3.html\nhttps://a.cn/1.html\nhttps://a.cn/3.html\n"
        "https://a.cn/2.html\n https://a.cn/1.html\n",
    )
    assert read_urls(urls) == ["https://a.cn/3.html", "https://a.cn/1.html", "https://a.cn/2.html"]


def test_read_urls_ignores_a_byte_order_mark(tmp_path: Path) -> None:
    urls = write_urls(tmp_path / "urls.txt", "https://a.cn/1.html\n# x\n", bom=True)
    assert read_urls(urls) == ["https://a.cn/1.html"]
    commented = write_urls(
        tmp_path / "c.txt", "# first line is a comment\nhttps://a.cn/2.html", bom=True
    )
    assert read_urls(commented) == ["https://a.cn/2.html"]


def test_read_urls_of_an_empty_file(tmp_path: Path) -> None:
    assert read_urls(write_urls(tmp_path / "urls.txt", "")) == []
    assert read_urls(write_urls(tmp_path / "only.txt", "# nothing\n\n")) == []


def test_read_urls_keeps_chinese_urls(tmp_path: Path) -> None:
    urls = write_urls(tmp_path / "urls.txt", "https://例子.中国/图集/1.html\n")
    assert read_urls(urls) == ["https://例子.中国/图集/1.html"]


# --- harvest run --------------------------------------------------------------------------------


@pytest.fixture
def no_seeds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep template seeds and the caller's $HARVEST_DB out of the run."""
    monkeypatch.setenv("HARVEST_SEEDS", "off")
    monkeypatch.delenv("HARVEST_DB", raising=False)


@pytest.mark.usefixtures("no_seeds")
def test_run_with_only_malformed_urls_writes_error_records(tmp_path: Path) -> None:
    """``harvest_url`` refuses the URLs before opening a tab, but the browser starts first."""
    if not os.path.exists(chromium_path()):
        pytest.skip(f"Chromium binary not found at {chromium_path()} (apt-get install chromium)")
    # a broken IPv6 literal and an impossible port break URL parsing itself: nothing
    # before the harvest (robots.txt, the host's slot) may parse them first
    urls = write_urls(
        tmp_path / "urls.txt", "ftp://x\nnotaurl\nhttp://[::1/a.html\nhttp://example.com:99999/\n"
    )
    out = tmp_path / "out.jsonl"
    db = f"sqlite:///{tmp_path}/t.sqlite3"
    result = runner.invoke(app, ["run", str(urls), "--out", str(out), "--db", db])
    assert result.exit_code == 1, result.output
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert sorted(r["url"] for r in records) == [
        "ftp://x",
        "http://[::1/a.html",
        "http://example.com:99999/",
        "notaurl",
    ]
    for record in records:
        assert record["status"] == "error"
        assert record["error"].startswith("malformed URL")
        assert record["kind"] is None
        assert record["slides"] == []
    ftp = next(r for r in records if r["url"] == "ftp://x")
    assert "scheme must be http or https" in ftp["error"] and "'ftp'" in ftp["error"]
    assert "0 ok, 4 error(s)" in result.output


@pytest.mark.usefixtures("no_seeds")
def test_run_with_a_missing_urls_file_exits_2(tmp_path: Path) -> None:
    missing = tmp_path / "nope.txt"
    out = tmp_path / "out.jsonl"
    db = f"sqlite:///{tmp_path}/t.sqlite3"
    result = runner.invoke(app, ["run", str(missing), "--out", str(out), "--db", db])
    assert result.exit_code == 2
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1, result.output
    assert "cannot read" in lines[0]
    assert str(missing) in lines[0]
    assert "Traceback" not in result.output
    assert not out.exists()


# --- the output file: one writer, special files, a full disk, bad input bytes ------------------


def _run(tmp_path: Path, *args: str, urls: str = "ftp://x\nnotaurl\n", **kw: object) -> Result:
    listed = write_urls(tmp_path / "urls.txt", urls)
    db = f"sqlite:///{tmp_path}/t.sqlite3"
    return runner.invoke(app, ["run", str(listed), "--db", db, *args], **kw)  # type: ignore[arg-type]


def _needs_chromium() -> None:
    if not os.path.exists(chromium_path()):
        pytest.skip(f"Chromium binary not found at {chromium_path()} (apt-get install chromium)")


def test_a_run_that_cannot_start_leaves_no_out_file(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    listed = write_urls(tmp_path / "urls.txt", "ftp://x\n")
    bad_store = f"sqlite:///{tmp_path}/a-file/t.sqlite3"
    (tmp_path / "a-file").write_text("not a folder")
    result = runner.invoke(app, ["run", str(listed), "--db", bad_store, "--out", str(out)])
    assert result.exit_code == 2, result.output
    assert not out.exists()


def test_a_writer_waiting_for_a_file_that_goes_away_makes_it_again(tmp_path: Path) -> None:
    """A run waiting for --out (--wait-for-out) while the run holding it removes the
    empty file it made: the waiter writes into a file at the path, not a removed one."""
    out = tmp_path / "out.jsonl"
    holder = JsonlWriter(out)
    holder.__enter__()
    written: list[Path] = []

    def waiter() -> None:
        with JsonlWriter(out, wait=True) as writer:
            writer.write(HarvestRecord(url="https://a.cn/1.html"))
            written.append(out)

    thread = threading.Thread(target=waiter)
    thread.start()  # it waits for the lock (or, opening after the removal, makes the file)
    out.unlink()
    holder.__exit__(None, None, None)
    thread.join(timeout=30)
    assert written and json.loads(out.read_text("utf-8"))["url"] == "https://a.cn/1.html"


@pytest.mark.usefixtures("no_seeds")
def test_a_second_run_on_the_same_out_exits_2_and_leaves_the_file_alone(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    with JsonlWriter(out):  # another run holds it
        result = _run(tmp_path, "--out", str(out))
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "another harvest run is writing to" in lines[0]
    assert out.read_bytes() == b""


@pytest.mark.usefixtures("no_seeds")
@pytest.mark.parametrize("special", ["/dev/null", "/dev/zero"])
def test_an_out_that_is_no_regular_file_is_refused_up_front(tmp_path: Path, special: str) -> None:
    result = _run(tmp_path, "--out", special)
    assert result.exit_code == 2 and "not a regular file" in result.output, result.output


@pytest.mark.usefixtures("no_seeds")
def test_bytes_that_are_not_utf8_on_stdin_get_one_clear_line(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    db = f"sqlite:///{tmp_path}/t.sqlite3"
    bad = b"https://a.cn/1.html\nhttps://a.cn/\xff\xfe.html\n"
    result = runner.invoke(app, ["run", "-", "--out", str(out), "--db", db], input=bad)
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "not UTF-8 text" in lines[0] and "Traceback" not in result.output


@pytest.mark.usefixtures("no_seeds")
def test_out_dash_streams_the_records_to_stdout(tmp_path: Path) -> None:
    _needs_chromium()
    result = _run(tmp_path, "--out", "-")
    assert result.exit_code == 1, result.output
    records = [json.loads(line) for line in result.stdout.splitlines()]
    # records come out as their URLs finish, in no promised order
    assert sorted(r["url"] for r in records) == ["ftp://x", "notaurl"]
    assert "records in stdout" in result.stderr


@pytest.mark.usefixtures("no_seeds")
def test_a_full_disk_stops_the_run_with_exit_2_keeping_what_was_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _needs_chromium()
    out = tmp_path / "out.jsonl"
    write = JsonlWriter.write
    written: list[str] = []

    def fills_up(self: JsonlWriter, record: HarvestRecord, item: object = None) -> None:
        if written:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        write(self, record, item)
        written.append(record.url)

    monkeypatch.setattr(JsonlWriter, "write", fills_up)
    result = _run(
        tmp_path, "--out", str(out), "--concurrency", "1", urls="ftp://x\nnotaurl\nftp://y\n"
    )
    assert result.exit_code == 2, result.output
    assert "No space left on device" in result.output and "Traceback" not in result.output
    assert [json.loads(line)["url"] for line in out.read_text("utf-8").splitlines()] == written


def test_a_closed_tabs_leftover_task_error_is_no_traceback(
    caplog: pytest.LogCaptureFixture,
) -> None:
    loop = asyncio.new_event_loop()
    harvester_log = logging.getLogger("harvester")
    harvester_log.addHandler(caplog.handler)  # whatever an earlier command set up for it
    try:
        logs.quiet_closed_targets(loop)
        closed = Exception("Target page, context or browser has been closed")
        with caplog.at_level(logging.DEBUG, logger="harvester"), caplog.at_level(logging.DEBUG):
            loop.call_exception_handler(
                {"message": "Task exception was never retrieved", "exception": closed}
            )
            loop.call_exception_handler(
                {"message": "Task exception was never retrieved", "exception": KeyError("x")}
            )
    finally:
        loop.close()
        harvester_log.removeHandler(caplog.handler)
    quiet = [r for r in caplog.records if r.name == "harvester"]
    assert quiet and {r.levelno for r in quiet} == {logging.DEBUG}
    loud = [r for r in caplog.records if r.name == "asyncio"]
    assert len(loud) == 1 and loud[0].levelno == logging.ERROR  # anything else still shows
