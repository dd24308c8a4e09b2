"""Unit tests of ``harvest run``: reading the URL list, and the exit statuses."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from harvester.browser.launch import chromium_path
from harvester.cli import app
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
    urls = write_urls(tmp_path / "urls.txt", "ftp://x\nnotaurl\n")
    out = tmp_path / "out.jsonl"
    db = f"sqlite:///{tmp_path}/t.sqlite3"
    result = runner.invoke(app, ["run", str(urls), "--out", str(out), "--db", db])
    assert result.exit_code == 1, result.output
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["url"] for r in records] == ["ftp://x", "notaurl"]
    for record in records:
        assert record["status"] == "error"
        assert record["error"].startswith("malformed URL")
        assert record["kind"] is None
        assert record["slides"] == []
    assert "scheme must be http or https" in records[0]["error"]
    assert "'ftp'" in records[0]["error"]
    assert "0 ok, 2 error(s)" in result.output


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
