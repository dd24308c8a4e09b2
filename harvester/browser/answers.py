"""The answers a page's own XHR and fetch requests got since it was loaded, as text.

A gallery often draws its slides from such an answer (JSON, or XML such as
``<photo><bigimg>…</bigimg></photo>``): :mod:`harvester.gallery.datasource` looks for the
walked pictures in them and reads a known site's later galleries from them. Each tab keeps
an :class:`Answers`: :meth:`Answers.keep` is its page's response listener, :meth:`Answers.reset`
starts a new load, :meth:`Answers.texts` gives this load's texts once those still being
read are read.
"""

from __future__ import annotations

import asyncio
from contextlib import suppress
from dataclasses import dataclass, field

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Response

#: How many answers a load keeps, how long each may be (ours: a portal's album JSON is
#: under 100 kB) and which content types count: data, not pictures or style sheets.
ANSWERS_MAX = 50
ANSWER_MAX_CHARS = 2_000_000
ANSWER_TYPES = ("json", "xml", "javascript", "text/plain")
#: How long :meth:`Answers.texts` waits for answers still being read.
READ_WAIT_S = 5.0


@dataclass
class Answers:
    """The texts of one tab's answers since its last load."""

    kept: list[str] = field(default_factory=list)
    #: loads so far: an answer read after the next load began is not this load's
    load: int = 0
    reading: set[asyncio.Future[None]] = field(default_factory=set)

    def reset(self) -> None:
        """A new load begins: the answers kept so far were the last one's."""
        self.kept, self.load = [], self.load + 1

    def keep(self, response: Response) -> None:
        """Keep the text of ``response`` when it answers the page's XHR or fetch with data."""
        try:
            kind = response.request.resource_type
            ctype = response.headers.get("content-type", "")
        except PlaywrightError:
            return
        if kind not in ("xhr", "fetch") or not any(t in ctype for t in ANSWER_TYPES):
            return
        if len(self.kept) + len(self.reading) >= ANSWERS_MAX:
            return
        load = self.load

        async def read() -> None:
            with suppress(PlaywrightError, UnicodeDecodeError):
                text = await response.text()
                if self.load == load and len(text) <= ANSWER_MAX_CHARS:
                    self.kept.append(text)

        task = asyncio.ensure_future(read())
        self.reading.add(task)
        task.add_done_callback(self.reading.discard)

    async def texts(self) -> list[str]:
        """This load's answers, once those still being read are read (or the wait ends)."""
        if self.reading:
            await asyncio.wait(set(self.reading), timeout=READ_WAIT_S)
        return list(self.kept)
