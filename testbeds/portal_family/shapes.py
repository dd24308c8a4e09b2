"""The shapes of things a portal writes: story URLs (and their look-alike non-story pages),
scroller gallery URLs, gallery part pages, a section's page-N URLs and pager labels, and
times as lists show them.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta, timezone

CST = timezone(timedelta(hours=8))
#: the family's "now" on day 0; day N is N days later
NOW0 = datetime(2024, 6, 12, 18, 0, 0, tzinfo=CST)


def now_of(day: int) -> datetime:
    """The family's fixed "now" on ``day``."""
    return NOW0 + timedelta(days=day)


def sid_digits(shape: str) -> int:
    """How many digits the numeric story id of ``shape`` has."""
    return {"xinhua": 7, "a_ymd": 6, "sina_doc": 7, "news_id": 6, "p_id": 7}[shape]


def story_path(shape: str, t: datetime, sid: int, code: str) -> str:
    """The path of a story (``code``: the ten letters of a ``doc-i…`` name)."""
    if shape == "xinhua":
        return f"/{t:%Y/%m/%d}/c_{sid}.htm"
    if shape == "a_ymd":
        return f"/a/{t:%Y%m%d}/{sid:06d}.htm"
    if shape == "sina_doc":
        return f"/n/{t:%Y-%m-%d}/doc-i{code}.shtml"
    if shape == "news_id":
        return f"/news/{sid}.html"
    return f"/p/{sid}"


def scroller_path(channel: str, t: datetime, sid: int) -> str:
    """The path of a scroller gallery (Sohu's ``group-663128.shtml``, under a news channel
    and a day, whatever the shape of the portal's article URLs): no picture word in it."""
    return f"/{channel}/{t:%Y/%m%d}/group-{sid % 900_000 + 100_000:06d}.shtml"


def part_path(path: str, k: int) -> str:
    """Page ``k`` (2, 3 …) of a gallery shown one picture per page."""
    head, _, last = path.rpartition("/")
    stem, dot, ext = last.partition(".")
    return f"{head}/{stem}_{k}{dot}{ext}"


PART_RE = re.compile(r"^(?P<base>.*)_(?P<k>\d+)(?P<ext>\.\w+)?$")


def split_part(path: str) -> tuple[str, int] | None:
    """(the first page's path, k) of what may be a part page's path, or None."""
    m = PART_RE.match(path)
    if not m:
        return None
    return f"{m['base']}{m['ext'] or ''}", int(m["k"])


def lookalike_path(shape: str, d: date) -> str:
    """A non-story page whose URL looks like a story's: the day archive of dated shapes,
    the news centre of ``/news/N.html``, the hot list of ``/p/N``."""
    if shape == "xinhua":
        return f"/{d:%Y/%m/%d}/index.html"
    if shape == "a_ymd":
        return f"/a/{d:%Y%m%d}/index.htm"
    if shape == "sina_doc":
        return f"/n/{d:%Y-%m-%d}/index.shtml"
    if shape == "news_id":
        return "/news/index.html"
    return "/p/hot"


def dated(shape: str) -> bool:
    """Whether the look-alike pages of ``shape`` are one per day."""
    return shape in ("xinhua", "a_ymd", "sina_doc")


def lookalike_date(shape: str, path: str) -> date | None:
    """The day of a day-archive path of ``shape``, or None."""
    pats = {
        "xinhua": r"^/(\d{4})/(\d{2})/(\d{2})/index\.html$",
        "a_ymd": r"^/a/(\d{4})(\d{2})(\d{2})/index\.htm$",
        "sina_doc": r"^/n/(\d{4})-(\d{2})-(\d{2})/index\.shtml$",
    }
    m = re.match(pats.get(shape, "^$"), path)
    if not m:
        return None
    try:
        return date(int(m[1]), int(m[2]), int(m[3]))
    except ValueError:
        return None


def page_url(style: str, slug: str, p: int) -> str:
    """The path (with query) of page ``p`` of section ``slug``."""
    if style == "index_n":  # TRS-style: index.html, then index_1.html for page 2
        return f"/{slug}/index.html" if p == 1 else f"/{slug}/index_{p - 1}.html"
    if style == "list_n":
        return f"/{slug}/" if p == 1 else f"/{slug}/list_{p}.shtml"
    if style == "query_page":
        return f"/{slug}/" if p == 1 else f"/{slug}/?page={p}"
    return f"/{slug}/index.shtml" if p == 1 else f"/{slug}/index.shtml?p={p}"


def page_ref(style: str, p: int) -> str:
    """The relative reference a pager writes for page ``p`` (resolved against the page)."""
    full = page_url(style, "x", p)
    return full[3:] or "./"


def parse_page(style: str, rest: str, query: dict[str, str]) -> int | None:
    """The page number of a section URL (``rest``: the path after ``/slug/``), or None."""
    if rest in ("", "index.html", "index.shtml") and not query:
        return 1
    num = None
    if style == "index_n":
        m = re.fullmatch(r"index_(\d+)\.html", rest)
        num = int(m[1]) + 1 if m else None
    elif style == "list_n":
        m = re.fullmatch(r"list_(\d+)\.shtml", rest)
        num = int(m[1]) if m else None
    elif style == "query_page" and rest == "" and set(query) == {"page"}:
        num = int(query["page"]) if query["page"].isdigit() else None
    elif style == "query_p" and rest == "index.shtml" and set(query) == {"p"}:
        num = int(query["p"]) if query["p"].isdigit() else None
    return num if num and num >= 1 else None


def pager(label: str, p: int, n: int, endless: bool) -> list[tuple[str, int]]:
    """(text, page) of every link of the pager of page ``p`` of ``n``; an endless list
    always offers the next page."""
    out: list[tuple[str, int]] = []
    window = [k for k in range(p - 4, p + 5) if 1 <= k <= n and k != p]
    if label == "next":
        if p > 1:
            out += [("首页", 1), ("上一页", p - 1)]
        if p < n:
            out += [("下一页", p + 1), ("尾页", n)]
    elif label == "more":
        if p < n:
            out.append(("更多", p + 1))
    elif label == "numbers":
        out = [(str(k), k) for k in window]
        if n > p + 4:
            out.append((str(n), n))
    else:
        if p > 1:
            out.append(("<", p - 1))
        out += [(str(k), k) for k in window if abs(k - p) <= 2]
        if p < n:
            out.append((">", p + 1))
    if endless and p >= n:
        out.append(("下一页", p + 1))
    return out


def listed_time(t: datetime, fmt: str, now: datetime) -> tuple[str, str]:
    """(the text a list shows for time ``t``, that text as ISO local time (+08:00) to the
    precision it shows: ``YYYY-MM-DD``, ``YYYY-MM-DDTHH``, ``YYYY-MM-DDTHH:MM``)."""
    t = t.astimezone(CST)
    minute = f"{t:%Y-%m-%dT%H:%M}"
    if fmt == "ymd_hm":
        return f"{t:%Y-%m-%d %H:%M}", minute
    if fmt == "md_hm":
        return f"{t:%m-%d %H:%M}", minute
    if fmt == "cn_ymd_hm":
        return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M}", minute
    if fmt == "bracket_md":
        return f"[{t:%m/%d}]", f"{t:%Y-%m-%d}"
    if fmt == "date_only":
        return f"{t:%Y-%m-%d}", f"{t:%Y-%m-%d}"
    ago = now - t  # relative: N分钟前, N小时前, then month-day
    if ago < timedelta(hours=1):
        mins = max(1, int(ago.total_seconds() // 60))
        return f"{mins}分钟前", f"{now - timedelta(minutes=mins):%Y-%m-%dT%H:%M}"
    if ago < timedelta(days=1):
        hours = int(ago.total_seconds() // 3600)
        return f"{hours}小时前", f"{now - timedelta(hours=hours):%Y-%m-%dT%H}"
    return f"{t:%m-%d %H:%M}", minute


def full_time(t: datetime) -> str:
    """A time to the second, as ISO local time without the offset (+08:00)."""
    return f"{t.astimezone(CST):%Y-%m-%dT%H:%M:%S}"
