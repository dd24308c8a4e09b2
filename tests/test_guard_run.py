"""``harvest run`` keeps private addresses out: a run that allows one loopback server by
host and port (``--allow-private-host 127.0.0.1:PORT``) and is led, by every way a page
can lead it, to another port standing in for a service inside the network: a 302, a meta
refresh, a script's ``location``, the URL itself, a robots.txt that redirects. The
inside server must see no request at all, no record may hold its page, and the WARC none
of its answers; in the browser's path (``--render always``) and the HTTP stage's."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from testbeds.fault_server import REDIRECT, FaultServer, article_headline
from testbeds.harvest_cli import REPO, harvest_env


@pytest.fixture(scope="module")
def servers() -> Iterator[tuple[FaultServer, FaultServer]]:
    inside = FaultServer()
    with inside:
        outside = FaultServer(robots=REDIRECT + inside.url("robots.txt"))
        with outside:
            yield outside, inside


def _urls(outside: FaultServer, inside: FaultServer) -> dict[str, str]:
    def to(how: str, key: str) -> str:
        return outside.url(f"{how}?url={quote(inside.url(f'ok/article/{key}.html'), safe='')}")

    return {
        "allowed": outside.url("ok/article/1.html"),
        "redirect": to("redirect-to", "2"),
        "direct": inside.url("ok/article/3.html"),
        "refresh": to("refresh-to", "4"),
        "script": to("script-to", "5"),
    }


@pytest.fixture(scope="module", params=["always", "auto"])
def run(
    request: pytest.FixtureRequest,
    servers: tuple[FaultServer, FaultServer],
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[dict[str, dict[str, Any]], Path, int]:
    outside, inside = servers
    work = tmp_path_factory.mktemp(f"guard-{request.param}")
    urls = _urls(outside, inside)
    (work / "urls.txt").write_text("\n".join(urls.values()) + "\n", encoding="utf-8")
    command = [
        sys.executable, "-m", "harvester.cli", "run", str(work / "urls.txt"),
        "--out", str(work / "out.jsonl"), "--db", f"sqlite:///{work / 't.sqlite3'}",
        "--warc", str(work / "run.warc.gz"), "--render", request.param,
        "--allow-private-host", outside.netloc, "--deadline", "60",
    ]  # fmt: skip
    done = subprocess.run(command, cwd=REPO, env=harvest_env(), capture_output=True, timeout=300)
    records = [json.loads(line) for line in (work / "out.jsonl").read_text("utf-8").splitlines()]
    by_url = {r["url"]: r for r in records}
    return {name: by_url[url] for name, url in urls.items()}, work, done.returncode


def test_the_inside_server_sees_no_request(
    run: tuple[dict[str, dict[str, Any]], Path, int], servers: tuple[FaultServer, FaultServer]
) -> None:
    records, _, status = run
    assert status == 1, "some URLs were refused"
    assert servers[1].requests() == [], "nothing reached the server inside"
    assert records["allowed"]["status"] == "ok"


@pytest.mark.parametrize("name", ["redirect", "direct"])
def test_a_url_or_redirect_inside_is_a_blocked_record(
    run: tuple[dict[str, dict[str, Any]], Path, int], name: str
) -> None:
    record = run[0][name]
    assert (record["status"], record["error_kind"]) == ("error", "blocked"), record
    assert "is a private address" in record["error"] and "--allow-private" in record["error"]


@pytest.mark.parametrize(("name", "key"), [("refresh", "4"), ("script", "5")])
def test_a_page_that_leads_inside_never_brings_the_inside_page_back(
    run: tuple[dict[str, dict[str, Any]], Path, int], name: str, key: str
) -> None:
    record = run[0][name]
    assert article_headline(key) not in json.dumps(record, ensure_ascii=False), record
    # refused: the record says so, or holds the page's own text (the HTTP stage read its
    # bytes and ran no script), never the refusal as its text
    assert record["status"] == "ok" or record["error_kind"] == "blocked", record
    assert "private address" not in record["text"] and "private address" not in str(record["title"])


def test_the_warc_holds_nothing_from_inside(
    run: tuple[dict[str, dict[str, Any]], Path, int], servers: tuple[FaultServer, FaultServer]
) -> None:
    pytest.importorskip("warcio", reason="pip install warcio")
    from warcio.archiveiterator import ArchiveIterator

    inside = servers[1].netloc
    with (run[1] / "run.warc.gz").open("rb") as fh:
        exchanged = [
            rec.rec_headers.get_header("WARC-Target-URI") or ""
            for rec in ArchiveIterator(fh)
            if rec.rec_type in ("request", "response", "resource")
        ]
    assert exchanged and not [uri for uri in exchanged if inside in uri]
