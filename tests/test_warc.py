"""Unit tests of harvester/warc.py: WARC records written with warcio, read back with warcio."""

from __future__ import annotations

import gzip
import json
import threading
from pathlib import Path
from typing import Any

import pytest
from warcio.archiveiterator import ArchiveIterator

import harvester
from harvester.batch.warc import (
    WarcWriter,
    clean_headers,
    request_target,
    status_line,
    stored_request_headers,
    stored_response_headers,
)

PAGE_URL = "https://news.example.cn/2024/0615/c1234.html?from=home"
PAGE_BODY = (
    "<html><head><meta charset=gbk><title>夏日荷花盛开</title></head>"
    "<body><p>游客观赏荷花，一只蜻蜓停在荷花上。</p></body></html>"
).encode("gbk")
PAGE_HEADERS = [
    ("Content-Type", "text/html; charset=GBK"),
    ("Content-Encoding", "gzip"),
    ("Content-Length", "97"),  # the gzipped length the server sent
    ("Set-Cookie", "a=1; Path=/\nb=2; Path=/"),  # as Playwright joins repeated headers
    ("Server", "nginx"),
]
PAGE_REQUEST = [
    ("User-Agent", "Mozilla/5.0 harvester/0.1"),
    ("Accept", "text/html"),
    ("Referer", "https://news.example.cn/"),
]

PICTURE_URL = "https://img.example.cn/2024/0615/lotus.png"
PICTURE_BODY = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06"
    b"\x00\x00\x00\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01\x00"
    b"\x05\x18\xd8N\x00\x00\x00\x00IEND\xaeB`\x82"
)
PICTURE_HEADERS = [("content-type", "image/png"), ("content-length", str(len(PICTURE_BODY)))]
PICTURE_REQUEST = [
    (":authority", "img.example.cn"),  # an HTTP/2 load, as Chromium reports it
    (":method", "GET"),
    (":path", "/2024/0615/lotus.png"),
    (":scheme", "https"),
    ("accept", "image/avif,image/webp,*/*"),
]

RECORD: dict[str, Any] = {
    "url": PAGE_URL,
    "kind": "gallery",
    "title": "高清：夏日荷花盛开",
    "slides": [{"index": 1, "image": PICTURE_URL, "caption": "一只蜻蜓停在荷花上。"}],
}


def write_sample(writer: WarcWriter) -> tuple[str, str]:
    page_id = writer.write_exchange(
        PAGE_URL,
        status=200,
        reason="OK",
        response_headers=PAGE_HEADERS,
        body=PAGE_BODY,
        request_headers=PAGE_REQUEST,
    )
    picture_id = writer.write_exchange(
        PICTURE_URL,
        status=200,  # HTTP/2: no reason phrase
        response_headers=PICTURE_HEADERS,
        body=PICTURE_BODY,
        request_headers=PICTURE_REQUEST,
    )
    writer.write_metadata(PAGE_URL, RECORD, refers_to=page_id)
    return page_id, picture_id


def read(path: Path) -> list[dict[str, Any]]:
    """Every record of ``path`` as a dict, digests checked."""
    records = []
    with path.open("rb") as stream:
        for record in ArchiveIterator(stream, check_digests="raise"):
            http = record.http_headers
            records.append(
                {
                    "type": record.rec_type,
                    "id": record.rec_headers.get_header("WARC-Record-ID"),
                    "uri": record.rec_headers.get_header("WARC-Target-URI"),
                    "date": record.rec_headers.get_header("WARC-Date"),
                    "version": record.rec_headers.protocol,
                    "content_type": record.rec_headers.get_header("Content-Type"),
                    "concurrent_to": record.rec_headers.get_header("WARC-Concurrent-To"),
                    "refers_to": record.rec_headers.get_header("WARC-Refers-To"),
                    "protocol": http.protocol if http else None,
                    "statusline": http.statusline if http else None,
                    "headers": list(http.headers) if http else None,
                    "payload": record.content_stream().read(),
                }
            )
    return records


@pytest.fixture(params=["harvest.warc.gz", "harvest.warc"])
def warc_path(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    return tmp_path / "out" / request.param


def test_records_read_back(warc_path: Path) -> None:
    with WarcWriter(warc_path) as writer:
        page_id, picture_id = write_sample(writer)
    records = read(warc_path)

    assert [r["type"] for r in records] == [
        "warcinfo",
        "request",
        "response",
        "request",
        "response",
        "metadata",
    ]
    assert {r["version"] for r in records} == {"WARC/1.1"}
    info, page_req, page, picture_req, picture, metadata = records

    fields = info["payload"].decode("utf-8")
    assert f"software: harvester/{harvester.__version__}" in fields
    assert "format: WARC File Format 1.1" in fields

    assert [r["uri"] for r in records[1:]] == [PAGE_URL] * 2 + [PICTURE_URL] * 2 + [PAGE_URL]
    assert page["id"] == page_id and picture["id"] == picture_id
    assert page_req["concurrent_to"] == page_id and page_req["date"] == page["date"]
    assert picture_req["concurrent_to"] == picture_id

    assert (page["protocol"], page["statusline"]) == ("HTTP/1.1", "200 OK")
    assert (picture["protocol"], picture["statusline"]) == ("HTTP/1.1", "200 OK")
    assert page["content_type"] == "application/http; msgtype=response"
    assert page["payload"] == PAGE_BODY
    assert picture["payload"] == PICTURE_BODY

    assert page["headers"] == [
        ("Content-Type", "text/html; charset=GBK"),
        ("X-Archive-Orig-Content-Encoding", "gzip"),
        ("Content-Length", str(len(PAGE_BODY))),
        ("X-Archive-Orig-Content-Length", "97"),
        ("Set-Cookie", "a=1; Path=/"),
        ("Set-Cookie", "b=2; Path=/"),
        ("Server", "nginx"),
    ]
    assert picture["headers"] == PICTURE_HEADERS

    assert page_req["protocol"] == "GET"
    assert page_req["statusline"] == "/2024/0615/c1234.html?from=home HTTP/1.1"
    assert page_req["headers"][0] == ("Host", "news.example.cn")
    assert picture_req["statusline"] == "/2024/0615/lotus.png HTTP/1.1"
    assert picture_req["headers"] == [
        ("Host", "img.example.cn"),
        ("accept", "image/avif,image/webp,*/*"),
    ]

    assert metadata["content_type"] == "application/json"
    assert metadata["refers_to"] == page_id
    assert json.loads(metadata["payload"].decode("utf-8")) == RECORD
    assert "高清：夏日荷花盛开".encode() in metadata["payload"]  # not \\u-escaped


def test_gzip_per_record_only_for_gz_names(warc_path: Path) -> None:
    with WarcWriter(warc_path) as writer:
        write_sample(writer)
    data = warc_path.read_bytes()
    if warc_path.name.endswith(".gz"):
        # one gzip member per record: each decompresses alone to a whole record
        with warc_path.open("rb") as stream:
            iterator = ArchiveIterator(stream)
            offsets = [iterator.get_record_offset() for _ in iterator]
        assert len(offsets) == 6
        for start, end in zip(offsets, [*offsets[1:], len(data)], strict=True):
            assert gzip.decompress(data[start:end]).startswith(b"WARC/1.1\r\n")
    else:
        assert data.startswith(b"WARC/1.1\r\n")
        assert PAGE_BODY in data


def test_appending_adds_records_without_a_second_warcinfo(warc_path: Path) -> None:
    with WarcWriter(warc_path) as writer:
        write_sample(writer)
    size = warc_path.stat().st_size
    with WarcWriter(warc_path) as writer:
        writer.write_exchange(
            "https://news.example.cn/2.html",
            status=404,
            response_headers=[("Content-Type", "text/html")],
            body=b"<p>gone</p>",
            request_headers=[],
        )
    assert warc_path.stat().st_size > size
    records = read(warc_path)
    assert [r["type"] for r in records].count("warcinfo") == 1
    assert len(records) == 8
    assert records[-1]["uri"] == "https://news.example.cn/2.html"
    assert records[-1]["statusline"] == "404 Not Found"
    assert records[-1]["payload"] == b"<p>gone</p>"


def test_an_empty_existing_file_gets_a_warcinfo(tmp_path: Path) -> None:
    path = tmp_path / "empty.warc.gz"
    path.touch()
    WarcWriter(path).close()
    assert [r["type"] for r in read(path)] == ["warcinfo"]


def test_concurrent_writes_from_threads(warc_path: Path) -> None:
    per_thread = 12
    with WarcWriter(warc_path) as writer:

        def work(thread: int) -> None:
            for i in range(per_thread):
                url = f"https://img.example.cn/t{thread}/{i}.png"
                body = PICTURE_BODY + f"{thread}-{i}".encode() * 50
                response_id = writer.write_exchange(
                    url,
                    status=200,
                    response_headers=[("Content-Type", "image/png")],
                    body=body,
                    request_headers=[("Accept", "image/*")],
                )
                writer.write_metadata(url, {"thread": thread, "i": i}, refers_to=response_id)

        threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()

    records = read(warc_path)
    assert len(records) == 1 + 8 * per_thread * 3
    by_id = {r["id"]: r for r in records}
    requests = [n for n, r in enumerate(records) if r["type"] == "request"]
    assert len(requests) == 8 * per_thread
    for n in requests:  # a pair is never split by another thread's record
        request, response = records[n], records[n + 1]
        assert response["type"] == "response"
        assert request["concurrent_to"] == response["id"]
        assert request["uri"] == response["uri"]
    seen = set()
    for metadata in (r for r in records if r["type"] == "metadata"):
        payload = json.loads(metadata["payload"])
        response = by_id[metadata["refers_to"]]
        thread, i = payload["thread"], payload["i"]
        assert response["uri"] == metadata["uri"] == f"https://img.example.cn/t{thread}/{i}.png"
        assert response["payload"] == PICTURE_BODY + f"{thread}-{i}".encode() * 50
        seen.add((thread, i))
    assert len(seen) == 8 * per_thread


def test_writing_after_close_raises(tmp_path: Path) -> None:
    writer = WarcWriter(tmp_path / "a.warc")
    writer.close()
    writer.close()
    with pytest.raises(ValueError, match="closed"):
        writer.write_metadata(PAGE_URL, RECORD)


def test_stored_response_headers() -> None:
    assert stored_response_headers(
        [("Transfer-Encoding", "chunked"), ("content-encoding", "br"), ("X-A", "1")], 10
    ) == [
        ("X-Archive-Orig-Transfer-Encoding", "chunked"),
        ("X-Archive-Orig-content-encoding", "br"),
        ("X-A", "1"),
        ("Content-Length", "10"),
    ]
    assert stored_response_headers([("Content-Length", "10")], 10) == [("Content-Length", "10")]
    assert stored_response_headers([("Content-Length", "10"), ("Content-Length", "10")], 10) == [
        ("Content-Length", "10")
    ]


def test_clean_headers() -> None:
    assert clean_headers(
        [(":status", "200"), ("Set-Cookie", "a=1\r\nb=2\n"), ("X-Empty", ""), (" Via ", "1.1 x")]
    ) == [("Set-Cookie", "a=1"), ("Set-Cookie", "b=2"), ("X-Empty", ""), ("Via", "1.1 x")]


def test_stored_request_headers() -> None:
    assert stored_request_headers("https://u:p@a.cn:8443/x", [("Accept", "*/*")]) == [
        ("Host", "a.cn:8443"),
        ("Accept", "*/*"),
    ]
    assert stored_request_headers("https://a.cn/", [("host", "b.cn")]) == [("host", "b.cn")]


def test_request_target_and_status_line() -> None:
    assert request_target("https://a.cn") == "/"
    assert request_target("https://a.cn/p?q=1#frag") == "/p?q=1"
    assert status_line(200) == "200 OK"
    assert status_line(200, "Fine") == "200 Fine"
    assert status_line(599) == "599"
