"""WARC output: what the harvester loaded, as an archive that standard replay tools read.

Every page's response and each of its pictures becomes a ``request`` record and a
``response`` record (linked by ``WARC-Concurrent-To``), and the page's harvest record a
``metadata`` record (JSON) that refers to the page's response. The file is written with
warcio (Webrecorder's library, the one pywb and ReplayWeb.page's tools are built on),
appended to, one gzip member per record when its name ends in ``.gz``, so a ``.warc.gz``
can be read, indexed and concatenated record by record.

Bodies are stored as Playwright hands them over: already decoded (no gzip or brotli) and
whole (no chunked framing). The stored response headers say so: ``Content-Encoding`` and
``Transfer-Encoding`` are dropped, ``Content-Length`` is the stored body's length, and the
values that were changed or dropped are kept under ``X-Archive-Orig-…`` names, as pywb
does when it rewrites headers, so nothing the server sent is hidden.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterable
from contextlib import suppress
from http import HTTPStatus
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as package_version
from io import BytesIO
from pathlib import Path
from types import TracebackType
from typing import IO, Any
from urllib.parse import urlsplit

from warcio.recordloader import ArcWarcRecord
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from harvester.version import __version__

#: WARC 1.1 (ISO 28500:2017): pywb, ReplayWeb.page and warcio read it, and its
#: microsecond ``WARC-Date`` keeps a page's many pictures in capture order.
WARC_VERSION = "1.1"
WARC_FORMAT = "WARC File Format 1.1"
WARC_CONFORMS_TO = "https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/"

#: Response headers that describe a transfer the stored body no longer has (it is decoded
#: and whole), dropped from the stored headers and kept under :data:`ORIG_PREFIX`.
DROPPED_HEADERS = frozenset({"content-encoding", "transfer-encoding"})

#: pywb's prefix for a header value the archive changed (``X-Archive-Orig-Content-Length``).
ORIG_PREFIX = "X-Archive-Orig-"

Headers = list[tuple[str, str]]

_LINE_BREAKS = re.compile(r"[\r\n]+")


def clean_headers(headers: Iterable[tuple[str, str]]) -> Headers:
    """Headers fit for an HTTP/1.x header block: HTTP/2 pseudo-headers (``:authority``,
    ``:status``) dropped, and a value holding several lines (Playwright joins repeated
    ``Set-Cookie`` headers with ``\\n``) split into one header per line."""
    cleaned: Headers = []
    for name, value in headers:
        name = name.strip()
        if not name or name.startswith(":"):
            continue
        lines = [line.strip() for line in _LINE_BREAKS.split(str(value)) if line.strip()]
        cleaned.extend((name, line) for line in lines or [""])
    return cleaned


def stored_response_headers(headers: Iterable[tuple[str, str]], body_length: int) -> Headers:
    """The response headers to store with a decoded, whole body of ``body_length`` bytes
    (the module docstring says why), in the server's order."""
    stored: Headers = []
    length_done = False
    for name, value in clean_headers(headers):
        lower = name.lower()
        if lower in DROPPED_HEADERS:
            stored.append((ORIG_PREFIX + name, value))
        elif lower == "content-length":
            if not length_done:
                stored.append((name, str(body_length)))
                length_done = True
            if value != str(body_length):
                stored.append((ORIG_PREFIX + name, value))
        else:
            stored.append((name, value))
    if not length_done:
        stored.append(("Content-Length", str(body_length)))
    return stored


def stored_request_headers(url: str, headers: Iterable[tuple[str, str]]) -> Headers:
    """The request headers to store: :func:`clean_headers`, with a ``Host`` first when the
    request had none (HTTP/2 sends it as ``:authority``)."""
    headers = list(headers)
    cleaned = clean_headers(headers)
    if any(name.lower() == "host" for name, _ in cleaned):
        return cleaned
    authority = next((value for name, value in headers if name.lower() == ":authority"), "")
    host = authority or urlsplit(url).netloc.rpartition("@")[2]
    return [("Host", host), *cleaned] if host else cleaned


def request_target(url: str) -> str:
    """The request line's target: the URL's path and query (``/`` for an empty path)."""
    parts = urlsplit(url)
    target = parts.path or "/"
    return f"{target}?{parts.query}" if parts.query else target


def status_line(status: int, reason: str = "") -> str:
    """``200 OK``: the reason given, else the standard phrase (HTTP/2 sends none)."""
    if not reason:
        try:
            reason = HTTPStatus(status).phrase
        except ValueError:
            reason = ""
    return f"{status} {reason}".rstrip()


def software() -> str:
    """``harvester/0.1.0 (warcio/1.8.1)``: the warcinfo record's ``software``."""
    name = f"harvester/{__version__}"
    with suppress(PackageNotFoundError):
        name += f" (warcio/{package_version('warcio')})"
    return name


class WarcWriter:
    """Every page's response and its pictures as WARC records, plus the harvest record,
    readable by standard replay tools (pywb, ReplayWeb.page).

    Appends to ``path`` (a warcinfo record first when the file is new); gzip per record when
    the name ends in ``.gz``. Safe to share between threads: each record (or request and
    response pair) is serialised by the caller, then written in one piece under a lock and
    flushed, so a pair is never interleaved with another thread's records.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.gzip = path.name.endswith(".gz")
        self._lock = threading.Lock()
        path.parent.mkdir(parents=True, exist_ok=True)
        new = not path.exists() or path.stat().st_size == 0
        self._file: IO[bytes] | None = path.open("ab")
        if new:
            info = {"software": software(), "format": WARC_FORMAT, "conformsTo": WARC_CONFORMS_TO}
            self._write([self._builder().create_warcinfo_record(path.name, info)])

    def __enter__(self) -> WarcWriter:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def write_exchange(
        self,
        url: str,
        *,
        status: int,
        reason: str = "",
        response_headers: list[tuple[str, str]],
        body: bytes,
        request_headers: list[tuple[str, str]],
        method: str = "GET",
        http_version: str = "HTTP/1.1",
    ) -> str:
        """A request record and a response record for one load of ``url``, the request
        ``WARC-Concurrent-To`` the response; returns the response's ``WARC-Record-ID``.

        ``body`` is stored as given (decoded, whole); the headers are fitted to it
        (:func:`stored_response_headers`). ``http_version`` goes on both HTTP lines: keep
        HTTP/1.1 for an HTTP/2 load, since replay tools parse HTTP/1.x messages.
        """
        builder = self._builder()
        response = builder.create_warc_record(
            url,
            "response",
            payload=BytesIO(body),
            length=len(body),
            http_headers=StatusAndHeaders(
                status_line(status, reason),
                stored_response_headers(response_headers, len(body)),
                protocol=http_version,
            ),
        )
        request = builder.create_warc_record(
            url,
            "request",
            http_headers=StatusAndHeaders(
                f"{method.upper()} {request_target(url)} {http_version}",
                stored_request_headers(url, request_headers),
                is_http_request=True,
            ),
        )
        response_id: str = response.rec_headers.get_header("WARC-Record-ID")
        request.rec_headers.replace_header("WARC-Date", response.rec_headers["WARC-Date"])
        request.rec_headers.add_header("WARC-Concurrent-To", response_id)
        self._write([request, response])
        return response_id

    def write_metadata(
        self, url: str, record: dict[str, Any], *, refers_to: str | None = None
    ) -> None:
        """A metadata record about ``url`` holding ``record`` as UTF-8 JSON
        (``application/json``), ``WARC-Refers-To`` ``refers_to`` (a record ID) when given."""
        payload = json.dumps(record, ensure_ascii=False).encode("utf-8")
        extra = {"WARC-Refers-To": refers_to} if refers_to else {}
        metadata = self._builder().create_warc_record(
            url,
            "metadata",
            payload=BytesIO(payload),
            length=len(payload),
            warc_content_type="application/json",
            warc_headers_dict=extra,
        )
        self._write([metadata])

    def close(self) -> None:
        """Close the file; later writes raise :class:`ValueError`. Closing twice is fine."""
        with self._lock:
            if self._file is not None:
                self._file.close()
                self._file = None

    def _builder(self, out: IO[bytes] | None = None) -> WARCWriter:
        return WARCWriter(
            BytesIO() if out is None else out, gzip=self.gzip, warc_version=WARC_VERSION
        )

    def _write(self, records: list[ArcWarcRecord]) -> None:
        buffer = BytesIO()
        serialiser = self._builder(buffer)
        for record in records:
            serialiser.write_record(record)
        data = buffer.getvalue()
        with self._lock:
            if self._file is None:
                raise ValueError(f"WarcWriter for {self.path} is closed")
            self._file.write(data)
            self._file.flush()
