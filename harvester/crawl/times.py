"""The time a news list shows beside a headline, as ISO 8601 local time to the precision
the list shows: ``2024-06-12 10:30``, ``06-12 10:30`` (this year: the year of the page's
``now``, or the one before for a day still to come), ``2024年6月12日 10:30``, ``[06/12]``,
``2024-06-12`` (date only), ``10:30`` (today), ``18分钟前`` / ``3小时前`` / ``昨天 10:30``
(from ``now``: the server's ``Date`` header when it sent one, else the crawl's clock)."""

from __future__ import annotations

import re
from datetime import datetime, timedelta

#: A full date, with or without its time: 2024-06-12 10:30, 2024/6/12, 2024年6月12日 10:30.
FULL_RE = re.compile(
    r"(?<!\d)(20\d\d|19\d\d)\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?"
    r"(?:\s*(\d{1,2}):(\d{2})(?::\d{2})?)?(?!\d)"
)
#: A month and day, with or without a time: 06-12 10:30, [06/12], 6月12日.
SHORT_RE = re.compile(
    r"(?<![\d-])(\d{1,2})\s*[-/月]\s*(\d{1,2})\s*日?(?:\s*(\d{1,2}):(\d{2}))?(?![\d/-])"
)
#: N minutes, hours or days ago; today or yesterday at a time.
AGO_RE = re.compile(r"(\d{1,3})\s*(分钟|小时|天)前")
DAY_AT_RE = re.compile(r"(今天|昨天|前天)\s*(\d{1,2}):(\d{2})")
#: A time alone (a 滚动新闻 list of today's news): 10:30.
TIME_RE = re.compile(r"(?<![\d:])(\d{1,2}):(\d{2})(?![\d:])")


def _iso(t: datetime, precision: str) -> str:
    return t.strftime({"day": "%Y-%m-%d", "hour": "%Y-%m-%dT%H"}.get(precision, "%Y-%m-%dT%H:%M"))


def _valid(year: int, month: int, day: int, hour: int = 0, minute: int = 0) -> datetime | None:
    try:
        return datetime(year, month, day, hour, minute)
    except ValueError:
        return None


def listed_time(text: str, now: datetime) -> str | None:
    """The first time ``text`` shows, ISO local (``2024-06-12T10:30``, ``2024-06-12`` for
    a date alone, ``2024-06-12T15`` for "3 hours ago"), or None."""
    if found := FULL_RE.search(text):
        year, month, day, hour, minute = found.groups()
        t = _valid(int(year), int(month), int(day), int(hour or 0), int(minute or 0))
        if t is not None:
            return _iso(t, "minute" if hour else "day")
    if found := AGO_RE.search(text):
        n, unit = int(found.group(1)), found.group(2)
        if unit == "分钟":
            return _iso(now - timedelta(minutes=n), "minute")
        if unit == "小时":
            return _iso(now - timedelta(hours=n), "hour")
        return _iso(now - timedelta(days=n), "day")
    if found := DAY_AT_RE.search(text):
        back = {"今天": 0, "昨天": 1, "前天": 2}[found.group(1)]
        day = now - timedelta(days=back)
        t = _valid(day.year, day.month, day.day, int(found.group(2)), int(found.group(3)))
        return _iso(t, "minute") if t is not None else None
    if found := SHORT_RE.search(text):
        month, day, hour, minute = found.groups()
        t = _valid(now.year, int(month), int(day), int(hour or 0), int(minute or 0))
        if t is not None and t > now + timedelta(days=1):  # December's news read in January
            t = _valid(now.year - 1, int(month), int(day), int(hour or 0), int(minute or 0))
        if t is not None:
            return _iso(t, "minute" if hour else "day")
    if found := TIME_RE.search(text):
        t = _valid(now.year, now.month, now.day, int(found.group(1)), int(found.group(2)))
        if t is not None and t > now + timedelta(minutes=5):  # past midnight: yesterday's
            t -= timedelta(days=1)
        return _iso(t, "minute") if t is not None else None
    return None
