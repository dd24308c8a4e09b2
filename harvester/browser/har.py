"""Serving a tab from a HAR recording, and keeping a tab to a list of hosts (tests: loopback)."""

from __future__ import annotations

import base64
import json
import re
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import urldefrag, urlsplit

from playwright.async_api import (
    BrowserContext,
    Route,
)

_CHARSET_RE = re.compile(r";\s*charset=[^;]*", re.I)


@cache
def _har_answers(path: Path) -> dict[tuple[str, str], dict[str, Any]]:
    """(method, URL without fragment) → the first response recorded for it."""
    hars = sorted(path.glob("*.har")) if path.is_dir() else [path]
    answers: dict[tuple[str, str], dict[str, Any]] = {}
    for har in hars:
        for entry in json.loads(har.read_text(encoding="utf-8"))["log"]["entries"]:
            key = (entry["request"]["method"], urldefrag(entry["request"]["url"])[0])
            answers.setdefault(key, entry["response"])
    return answers


async def replay_har(context: BrowserContext, path: Path) -> None:
    """Answer every request of ``context`` from a HAR recording (a ``.har`` file, or a
    folder of them as ``--record-har`` writes); what it lacks is aborted.

    Playwright's own ``route_from_har`` serves text bodies as the HAR stores them, decoded
    to UTF-8, under the original header: a GBK page comes back as mojibake. Here text is
    served as UTF-8 and its Content-Type says so.
    """
    answers = _har_answers(path)

    async def answer(route: Route) -> None:
        request = route.request
        response = answers.get((request.method, urldefrag(request.url)[0]))
        if response is None:
            await route.abort()
            return
        content = response.get("content", {})
        text = content.get("text") or ""
        headers = {
            h["name"]: h["value"]
            for h in response.get("headers", [])
            if h["name"].lower() not in ("content-length", "content-encoding", "transfer-encoding")
        }
        if content.get("encoding") == "base64":
            body = base64.b64decode(text)
        else:
            body = text.encode("utf-8")
            for name, value in headers.items():
                if name.lower() == "content-type":
                    headers[name] = _CHARSET_RE.sub("", value) + "; charset=utf-8"
        await route.fulfill(status=response.get("status", 200), headers=headers, body=body)

    await context.route("**/*", answer)


async def only_hosts(context: BrowserContext, hosts: tuple[str, ...]) -> None:
    """Abort every request of ``context`` to a host not in ``hosts``."""

    async def gate(route: Route) -> None:
        if urlsplit(route.request.url).hostname in hosts:
            await route.continue_()
        else:
            await route.abort()

    await context.route("**/*", gate)
