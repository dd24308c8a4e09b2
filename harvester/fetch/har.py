"""HAR files for the HTTP stage: answering fetches from a recording, and recording them.

The browser records and replays its own traffic (:mod:`harvester.browser.har`); the HTTP
stage's fetches go in the same folder (``<label>.fetch.har``, one file per URL as the
browser writes one per tab) and are answered from the same recordings, so a run recorded
with ``--record-har`` replays with ``--replay-har`` whichever path each page took.
"""

from __future__ import annotations

import base64
import json
import re
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import urldefrag

import httpx

#: Headers that describe the body as it travelled, not as it is stored.
_TRANSFER_HEADERS = ("content-length", "content-encoding", "transfer-encoding")
_CHARSET_RE = re.compile(r";\s*charset=[^;]*", re.I)


@cache
def har_answers(path: Path) -> dict[tuple[str, str], dict[str, Any]]:
    """(method, URL without fragment) → the first response recorded for it, from a
    ``.har`` file or a folder of them."""
    hars = sorted(path.glob("*.har")) if path.is_dir() else [path]
    answers: dict[tuple[str, str], dict[str, Any]] = {}
    for har in hars:
        for entry in json.loads(har.read_text(encoding="utf-8"))["log"]["entries"]:
            key = (entry["request"]["method"], urldefrag(entry["request"]["url"])[0])
            answers.setdefault(key, entry["response"])
    return answers


def stored_answer(response: dict[str, Any]) -> tuple[bytes, list[tuple[str, str]]]:
    """A recorded response's body and headers, to serve again: without the headers of its
    transfer; text the recorder decoded (not stored as sent, in base64) is served as UTF-8
    and its Content-Type says so."""
    content = response.get("content", {})
    text = content.get("text") or ""
    headers = [
        (h["name"], h["value"])
        for h in response.get("headers", [])
        if h["name"].lower() not in _TRANSFER_HEADERS
    ]
    if content.get("encoding") == "base64":
        return base64.b64decode(text), headers
    headers = [
        (k, _CHARSET_RE.sub("", v) + "; charset=utf-8" if k.lower() == "content-type" else v)
        for k, v in headers
    ]
    return text.encode("utf-8"), headers


class HarReplay(httpx.AsyncBaseTransport):
    """Answers every request from a HAR recording; what it lacks fails as unreachable."""

    def __init__(self, path: Path) -> None:
        self.path = path

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = har_answers(self.path).get((request.method, urldefrag(str(request.url))[0]))
        if response is None:
            raise httpx.ConnectError(f"{request.url} is not in the recording", request=request)
        body, headers = stored_answer(response)
        return httpx.Response(
            response.get("status", 200), headers=headers, content=body, request=request
        )


def _entry(response: httpx.Response, body: bytes, seconds: float = 0.0) -> dict[str, Any]:
    request = response.request
    return {
        "startedDateTime": datetime.now(UTC).isoformat(),
        "time": round(seconds * 1000, 1),
        "request": {
            "method": request.method,
            "url": str(request.url),
            "httpVersion": response.http_version,
            "headers": [{"name": k, "value": v} for k, v in request.headers.multi_items()],
            "queryString": [],
            "cookies": [],
            "headersSize": -1,
            "bodySize": 0,
        },
        "response": {
            "status": response.status_code,
            "statusText": response.reason_phrase,
            "httpVersion": response.http_version,
            "headers": [{"name": k, "value": v} for k, v in response.headers.multi_items()],
            "cookies": [],
            "content": {
                "size": len(body),
                "mimeType": response.headers.get("content-type", ""),
                "text": base64.b64encode(body).decode("ascii"),
                "encoding": "base64",
            },
            "redirectURL": response.headers.get("location", ""),
            "headersSize": -1,
            "bodySize": len(body),
        },
        "cache": {},
        "timings": {"send": 0, "wait": 0, "receive": 0},
    }


class HarRecorder:
    """Writes each fetch (its redirects, then the page) as ``<label>.fetch.har``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def write(self, label: str, response: httpx.Response, body: bytes, seconds: float) -> Path:
        self.folder.mkdir(parents=True, exist_ok=True)
        entries = [_entry(hop, b"") for hop in response.history] + [_entry(response, body, seconds)]
        har = {
            "log": {
                "version": "1.2",
                "creator": {"name": "harvester", "version": "1"},
                "entries": entries,
            }
        }
        path = self.folder / f"{label}.fetch.har"
        path.write_text(json.dumps(har), encoding="utf-8")
        return path
