"""``harvest extract URL…`` fetches each page over HTTP as ``harvest run`` does (robots.txt,
the private-address guard, errors in the record's words) and extracts it: no browser."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from harvester.cli import app
from testbeds.picture_host import PictureBed

runner = CliRunner()


@pytest.fixture(scope="module")
def bed() -> Iterator[PictureBed]:
    with PictureBed() as served:
        yield served


def _extract(*args: str) -> tuple[int, list[dict[str, Any]]]:
    result = runner.invoke(app, ["extract", *args])
    return result.exit_code, [json.loads(line) for line in result.stdout.splitlines() if line]


def test_a_url_is_fetched_and_extracted_beside_a_file(bed: PictureBed, tmp_path: Path) -> None:
    saved = tmp_path / "saved.html"
    saved.write_text(
        "<html><body><h1>标题</h1>" + "<p>正文内容，足够长的一段话。</p>" * 20 + "</body></html>"
    )
    url = bed.article_url("dups-1")
    code, records = _extract(url, str(saved), "--allow-private-host", bed.allow[0])
    assert code == 0, records
    fetched, read = records
    assert fetched["url"] == url and fetched["error"] is None
    assert fetched["title"] and "图文报道" in str(fetched["title"]) and fetched["text"]
    assert [i["image"] for i in fetched["images"]] == [c.url for c in bed.page_cases("dups-1")]
    assert read["file"] == str(saved) and read["text"]


def test_urls_that_cannot_be_had_are_error_records(bed: PictureBed) -> None:
    code, records = _extract(
        bed.article_url("dups-1"),  # a private address not allowed
        bed.site + "/article/no-such-page.html",
        "http:///no-host.html",
        "--allow-private-host",
        bed.private.removeprefix("http://"),
    )
    assert code == 1
    assert [r["error"].split(":")[0] for r in records] == ["blocked", "blocked", "malformed URL"]
    code, records = _extract(
        bed.site + "/article/no-such-page.html", "--allow-private-host", bed.allow[0]
    )
    assert code == 1 and str(records[0]["error"]).startswith("dead link: HTTP 404")
