"""The big variant, for memory tests: one portal whose sections list ``n_stories`` distinct
story URLs across many list pages, every page rendered on the fly from its index (nothing
is kept per story: a story's section, time, id and title are computed from its number).

Story ``i`` (0 = oldest) is in section ``i % n_sections``, published ``(n - 1 - i) * 37``
seconds before day 0's now, at ``/YYYY/MM/DD/c_<10000000 + i>.htm``; a section lists its
stories newest first, ``page_size`` a page, at ``/s<k>/index.html``, ``/s<k>/index_<p-1>.html``.
"""

from __future__ import annotations

import random
import re
from datetime import timedelta
from html import escape
from typing import Any
from urllib.parse import urlsplit

from . import text
from .family import Family
from .shapes import NOW0, listed_time
from .site import Response, images, not_found

BASE_SID = 10_000_000
STORY_RE = re.compile(r"^/(\d{4})/(\d{2})/(\d{2})/c_(\d+)\.htm$")
LIST_RE = re.compile(r"^/s(\d+)/(?:index\.html|index_(\d+)\.html)?$")


class BigPortal:
    """One portal of ``n_stories`` stories in ``n_sections`` sections."""

    def __init__(self, n_stories: int, seed: int, n_sections: int = 10, page_size: int = 50):
        self.n, self.seed, self.sections, self.page_size = n_stories, seed, n_sections, page_size

    def time(self, i: int) -> Any:
        """The publish time of story ``i``."""
        return NOW0 - timedelta(seconds=37 * (self.n - 1 - i) + 60)

    def path(self, i: int) -> str:
        """The path of story ``i``."""
        return f"/{self.time(i):%Y/%m/%d}/c_{BASE_SID + i}.htm"

    def title(self, i: int) -> str:
        """The title of story ``i`` (vocabulary picked by bits of a hash of ``i``)."""
        h = (i * 2654435761 + self.seed * 40503) & 0xFFFFFFFF
        subjects = text.SUBJECTS["china"]
        return (
            f"{text.PLACES[h % len(text.PLACES)]}{subjects[(h >> 5) % len(subjects)]}"
            f"{text.VERBS[(h >> 9) % len(text.VERBS)]}{text.OBJECTS[(h >> 13) % len(text.OBJECTS)]}"
            f"（{i}）"
        )

    def count(self, s: int) -> int:
        """How many stories section ``s`` has."""
        return (self.n - s + self.sections - 1) // self.sections if s < self.n else 0

    def n_pages(self, s: int) -> int:
        """How many list pages section ``s`` has."""
        return max(1, -(-self.count(s) // self.page_size))

    def page(self, s: int, p: int) -> list[int]:
        """The story numbers on page ``p`` of section ``s``, newest first."""
        c = self.count(s)
        ks = range((p - 1) * self.page_size, min(p * self.page_size, c))
        return [s + self.sections * (c - 1 - k) for k in ks]

    @staticmethod
    def page_path(s: int, p: int) -> str:
        """The path of page ``p`` of section ``s``."""
        return f"/s{s}/index.html" if p == 1 else f"/s{s}/index_{p - 1}.html"

    def _html(self, title: str, body: str) -> Response:
        page = (
            f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f"</head>\n<body>\n{body}\n</body></html>\n"
        )
        return Response(200, page.encode("utf-8"))

    def _list(self, s: int, p: int) -> Response:
        rows = []
        for i in self.page(s, p):
            shown, _ = listed_time(self.time(i), "ymd_hm", NOW0)
            rows.append(
                f'<li><a href="{self.path(i)}">{escape(self.title(i))}</a>'
                f'<span class="time">{shown}</span></li>'
            )
        n = self.n_pages(s)
        pager = " ".join(
            f'<a href="{self.page_path(s, k)}">{label}</a>'
            for label, k in (("上一页", p - 1), ("下一页", p + 1))
            if 1 <= k <= n
        )
        body = f'<h1>频道{s}</h1>\n<ul class="news-list">\n' + "\n".join(rows)
        return self._html(f"频道{s}_第{p}页", body + f'\n</ul>\n<div class="pages">{pager}</div>')

    def story_number(self, path: str) -> int | None:
        """The number of the story at ``path``, or None."""
        m = STORY_RE.match(path)
        if not m:
            return None
        i = int(m[4]) - BASE_SID
        return i if 0 <= i < self.n and self.path(i) == path else None

    def respond(self, host: str, target: str, bases: dict[str, str]) -> Response:
        """What the big portal's hosts answer."""
        if host == "img":
            return images(target)
        path = urlsplit(target).path
        if path in ("/", "/index.html"):
            secs = " ".join(
                f'<a href="{self.page_path(s, 1)}">频道{s}</a>' for s in range(self.sections)
            )
            return self._html("首页", f'<div class="nav">{secs}</div>')
        if path == "/robots.txt":
            return Response(200, b"User-agent: *\nDisallow:\n", "text/plain; charset=utf-8")
        m = LIST_RE.match(path)
        if m and int(m[1]) < self.sections:
            s, p = int(m[1]), int(m[2] or 0) + 1
            return self._list(s, p) if p <= self.n_pages(s) else not_found()
        i = self.story_number(path)
        if i is None:
            return not_found()
        paras = "".join(
            f"<p>{escape(x)}</p>"
            for x in text.paragraphs(random.Random(f"big:{self.seed}:{i}:p"), "china", "今天", 2)
        )
        return self._html(
            self.title(i), f"<h1>{escape(self.title(i))}</h1>\n<div>{self.time(i)}</div>\n{paras}"
        )

    def truth(self, bases: dict[str, str]) -> dict[str, Any]:
        """What a crawler of the big portal should find (without a list of every story)."""
        base = bases["big"]
        return {
            "big": True,
            "seed": self.seed,
            "n_stories": self.n,
            "front": base + "/",
            "page_size": self.page_size,
            "sections": [
                {
                    "url": base + self.page_path(s, 1),
                    "pages": self.n_pages(s),
                    "stories": self.count(s),
                }
                for s in range(self.sections)
            ],
            "story_regex": "^" + re.escape(base) + r"/\d{4}/\d{2}/\d{2}/c_\d+\.htm$",
        }


def build_big(n_stories: int = 100_000, seed: int = 0) -> Family:
    """A family of one big portal (host ``big``, pictures on ``img``)."""
    return Family(seed=seed, portals=[], big=BigPortal(n_stories, seed), hosts=["big", "img"])
