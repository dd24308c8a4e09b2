"""Saving one record's pictures: every slide's large picture and every article picture.

For each distinct address of the record (slides first, then an article's ``images``):

1. the ledger (:mod:`.ledger`) is asked: a picture the folder holds whole is not asked
   for again;
2. otherwise it is fetched as the page's reader gets it (:mod:`.reader`: Referer,
   cookies; the run's user agent and proxy, through the run's HTTP client and its
   private-address guard), under the run's politeness (its host's slot and turn, as a
   page's), within ``--picture-timeout`` and at most ``--picture-max-bytes``, tried again
   as pages are (network errors, 5xx, 429);
3. written to a partial file as it arrives, looked at (:mod:`.inspect`), renamed into the
   folder (:mod:`.folder`), and only then noted in the ledger.

A picture that cannot be had gets ``file: null`` and a ``picture_error``; its record stays
``ok`` and its ``note`` counts them. All of it within what is left of the URL's deadline.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import Callable, Mapping
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from harvester.fetch import Fetched, Fetcher, FetchError
from harvester.pictures.folder import PictureFolder
from harvester.pictures.formats import EXTENSIONS
from harvester.pictures.inspect import PictureError, inspect_picture
from harvester.pictures.ledger import Ledger, Saved
from harvester.pictures.reader import cookie_header, referer_for
from harvester.record import HarvestRecord, Reader, http_error
from harvester.urls import host_of

logger = logging.getLogger(__name__)

#: The default most bytes of one picture (25 MiB: a 50-megapixel JPEG from a press
#: camera at high quality is about 20 MiB; anything larger on a news page is no photo).
DEFAULT_PICTURE_MAX_BYTES = 25 * 2**20
#: The default seconds one picture may take to arrive whole (a drip-fed body is cut off).
DEFAULT_PICTURE_TIMEOUT_S = 30.0
#: Pictures decoded at once (each may hold up to MAX_PICTURE_PIXELS in memory): one per core.
DECODERS = 2
#: What Chromium asks for when it loads an <img>.
ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"
#: The fields a slide or an article picture gains (in this order).
PICTURE_FIELDS = ("file", "sha256", "bytes", "width", "height", "format", "phash", "picture_error")


class Gate(Protocol):
    """The run's politeness: a host's slot, held while one of its requests runs, and its
    turn, awaited right before the request (:class:`harvester.batch.gate.HostGate`)."""

    def slot(self, host: str) -> AbstractAsyncContextManager[Any]: ...

    async def turn(self, host: str, delay_s: float | None = None) -> None: ...


class Retry(Protocol):
    """When a failed request is tried again (:class:`harvester.batch.retry.RetryPolicy`)."""

    def should_retry(self, attempt: int, kind: str | None, status: int | None) -> bool: ...

    def delay(self, attempt: int, retry_after: str | None = None) -> float: ...


@dataclass
class PictureStats:
    """What the pictures stage did in a run, for its summary."""

    saved: int = 0
    held: int = 0
    failed: Counter[str] = field(default_factory=Counter)
    bytes: int = 0


class PictureSaver:
    """Saves the pictures of a run's records into one folder (see the module docstring)."""

    def __init__(
        self,
        folder: Path,
        ledger: Ledger,
        fetcher: Fetcher,
        gate: Gate,
        retry: Retry,
        *,
        max_bytes: int = DEFAULT_PICTURE_MAX_BYTES,
        timeout_s: float = DEFAULT_PICTURE_TIMEOUT_S,
        on_fetched: Callable[[Fetched], None] | None = None,
    ) -> None:
        """``on_fetched`` (the run's WARC) gets each picture's exchange with its body."""
        self.folder = PictureFolder(folder)
        if removed := self.folder.clean_partials():
            logger.info("pictures: removed %d partial file(s) a stopped run left", removed)
        self.ledger, self.fetcher, self.gate, self.retry = ledger, fetcher, gate, retry
        self.max_bytes, self.timeout_s = max_bytes, timeout_s
        self.on_fetched = on_fetched
        self.stats = PictureStats()
        self._decoders = asyncio.Semaphore(DECODERS)

    async def save(self, record: HarvestRecord, budget_s: float) -> None:
        """Save the pictures of ``record`` within ``budget_s`` seconds, filling each
        slide's and article picture's fields and noting the failures."""
        entries = [e for e in (*record.slides, *record.images) if e.get("image")]
        if not entries:
            return
        reader = record.reader or Reader(record.final_url or record.url)
        results: dict[str, Saved | PictureError] = {}
        addresses = list(dict.fromkeys(str(e["image"]) for e in entries))
        try:
            async with asyncio.timeout(max(budget_s, 0.0)):
                await asyncio.gather(*(self._one(url, reader, results) for url in addresses))
        except TimeoutError:
            pass
        failed: Counter[str] = Counter()
        for entry in entries:
            result = results.get(str(entry["image"])) or PictureError(
                "deadline", "not saved within the URL's --deadline"
            )
            entry.update(_fields(result))
            if isinstance(result, PictureError):
                failed[result.kind] += 1
        self.stats.failed.update(failed)
        if failed:
            kinds = ", ".join(f"{n} {kind}" for kind, n in failed.most_common())
            record.add_note(f"{failed.total()} of {len(entries)} pictures not saved ({kinds})")

    async def _one(
        self, url: str, reader: Reader, results: dict[str, Saved | PictureError]
    ) -> None:
        if not url.startswith(("http://", "https://")):
            results[url] = PictureError("address", f"not a web address: {url[:40]}")
            return
        held = await asyncio.to_thread(self.ledger.find, url)
        if held is not None and self.folder.holds(held.file, held.bytes):
            self.stats.held += 1
            results[url] = held
            return
        attempt = 0
        while True:
            attempt += 1
            try:
                saved = await self._fetch(url, reader)
            except PictureError as exc:
                if not self.retry.should_retry(attempt, exc.kind, exc.status):
                    results[url] = exc
                    return
                await asyncio.sleep(self.retry.delay(attempt, exc.retry_after))
                continue
            except OSError as exc:  # the folder: a full disk, no permission
                results[url] = PictureError("disk", f"cannot write: {exc.strerror or exc}")
                return
            self.stats.saved += 1
            self.stats.bytes += saved.bytes
            results[url] = saved
            return

    def _headers(self, reader: Reader, url: str) -> Mapping[str, str]:
        """The headers of a request for ``url`` (a picture or one of its redirects)."""
        headers = {"Accept": ACCEPT}
        if referer := referer_for(reader.page_url, url, reader.policy):
            headers["Referer"] = referer
        jar = [_as_dict(c) for c in self.fetcher.client.cookies.jar]
        if cookies := cookie_header([*jar, *reader.cookies], url):
            headers["Cookie"] = cookies
        return headers

    async def _fetch(self, url: str, reader: Reader) -> Saved:
        host = host_of(url)
        partial = self.folder.new_partial()
        try:
            async with self.gate.slot(host):
                await self.gate.turn(host)
                try:
                    async with asyncio.timeout(self.timeout_s):
                        got = await self.fetcher.download(
                            url,
                            partial,
                            headers=lambda hop: self._headers(reader, hop),
                            max_bytes=self.max_bytes,
                        )
                except TimeoutError:
                    raise PictureError(
                        "timeout", f"not whole within {self.timeout_s:g} s (--picture-timeout)"
                    ) from None
                except FetchError as exc:
                    raise PictureError(exc.kind, str(exc)) from None
            if got.status >= 400:
                raise PictureError(
                    "http",
                    http_error(got.status, got.reason),
                    got.status,
                    got.header("retry-after"),
                )
            if not got.size:
                raise PictureError("not_picture", f"an empty body (HTTP {got.status})")
            async with self._decoders:
                found = await asyncio.to_thread(inspect_picture, partial, got.head)
            if self.on_fetched is not None:
                fetched = Fetched(
                    url,
                    got.final_url,
                    got.status,
                    got.headers,
                    partial.read_bytes(),
                    reason=got.reason,
                    request_headers=got.request_headers,
                )
                await asyncio.to_thread(self.on_fetched, fetched)
            extension = EXTENSIONS[found.format]
            relative = await asyncio.to_thread(self.folder.commit, partial, got.sha256, extension)
            saved = Saved(
                relative, got.sha256, got.size, found.width, found.height, found.format, found.phash
            )
            await asyncio.to_thread(self.ledger.remember, url, saved)
            return saved
        finally:
            partial.unlink(missing_ok=True)


def _as_dict(cookie: Any) -> dict[str, Any]:
    """A cookie of Python's jar in Playwright's shape (a domain cookie's domain starts
    with a dot, a host-only one's does not)."""
    return {
        "name": cookie.name,
        "value": cookie.value or "",
        "domain": cookie.domain,
        "path": cookie.path or "/",
        "secure": cookie.secure,
        "expires": cookie.expires if cookie.expires is not None else -1,
    }


def _fields(result: Saved | PictureError) -> dict[str, Any]:
    if isinstance(result, Saved):
        return {**result.fields(), "picture_error": None}
    return {name: None for name in PICTURE_FIELDS} | {"picture_error": result.said()}
