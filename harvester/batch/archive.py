"""What a run archives with ``--warc``: every page as its server sent it, and its pictures.

A page the HTTP stage fetched is archived from its bytes (:meth:`RunArchive.fetched`); the
browser's responses, pages and pictures, as they arrive (:meth:`RunArchive.response`),
except a page served to the tab from bytes already archived (it carries
:data:`~harvester.browser.tab.SERVED_HEADER`) and the guard proxy's refusals (they carry
:data:`~harvester.browser.guard.REFUSED_HEADER`). Each URL's record follows as a metadata
record (:meth:`RunArchive.record`). The file itself is :class:`~harvester.batch.warc.WarcWriter`.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from playwright.async_api import Response

from harvester.batch.warc import WarcWriter
from harvester.browser.guard import REFUSED_HEADER
from harvester.browser.tab import SERVED_HEADER
from harvester.fetch import Fetched

#: Resource types archived from the browser: the pages and their pictures.
WARC_TYPES = frozenset({"document", "image"})


class RunArchive:
    """One run's WARC file."""

    def __init__(self, path: Path) -> None:
        self.writer = WarcWriter(path)

    def close(self) -> None:
        self.writer.close()

    def fetched(self, fetched: Fetched) -> None:
        """Archive a page the HTTP stage fetched (blocking: call it in a worker thread)."""
        self.writer.write_exchange(
            fetched.final_url,
            status=fetched.status,
            reason=fetched.reason,
            response_headers=list(fetched.headers),
            body=fetched.body,
            request_headers=list(fetched.request_headers),
            method="GET",
        )

    async def response(self, response: Response) -> None:
        """Archive a page's response or a picture's from the browser."""
        if response.request.resource_type not in WARC_TYPES:
            return
        try:
            if await response.header_value(SERVED_HEADER) or await response.header_value(
                REFUSED_HEADER
            ):  # bytes archived already; the guard proxy's refusal, not a server's answer
                return
            body = await response.body()
            request_headers = await response.request.headers_array()
            response_headers = await response.headers_array()
        except Exception:  # a redirect has no body; a page closed meanwhile has none left
            return
        await asyncio.to_thread(
            self.writer.write_exchange,
            response.url,
            status=response.status,
            reason=response.status_text,
            response_headers=[(h["name"], h["value"]) for h in response_headers],
            body=body,
            request_headers=[(h["name"], h["value"]) for h in request_headers],
            method=response.request.method,
        )

    async def record(self, url: str, record: dict[str, Any]) -> None:
        """Archive one URL's record, after its pages."""
        await asyncio.to_thread(self.writer.write_metadata, url, record)
