"""Dates written in a page's text, the way its readers see them.

* Numeric, as Chinese and ISO pages print them: ``2016年07月14日 12:30``,
  ``2016-07-14 12:30:00``, ``2016/7/14 下午3:05``.
* With an English month name, as English pages print them: ``June 29, 2020``,
  ``Sept. 4, 2025 at 10:30 a.m.``, ``29 June 2020``, ``Jun 29th, 2020``. (wcxb_dev: of
  its 658 dated articles, 220 got no date from us, nearly all of them printing it so.)

A date needs its year, month and day; a bare month and year (``March 2020``) is none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from harvester.extraction.dom import normalise_space

#: Metadata lines at the top of a body (and datelines) are at most this long.
META_LINE_MAX_CHARS = 60

_NUMERIC_RE = re.compile(
    r"(?<!\d)((?:19|20)\d{2})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?"
    r"(?:\s*(?:星期|週|周)[一二三四五六日天])?"
    r"(?:\s*T?\s*(上午|下午|晚上|凌晨|中午|AM|PM)?\s*(\d{1,2})\s*[:：时]\s*(\d{1,2})"
    r"(?:\s*[:：分]\s*(\d{1,2}))?)?",
    re.I,
)
_AFTERNOON = {"下午", "晚上", "pm", "p.m."}

#: Month names and their English abbreviations (``Sept.`` too), by their first three letters.
_MONTHS = {
    name: n
    for n, name in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1
    )
}
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"((?:19|20)\d{2})(?!\d)"
_CLOCK = r"(?:,?\s*(?:at\s+|[-–—·|@]\s*)?(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?)?"
#: ``June 29, 2020`` or ``29 June 2020``, and the clock time that may follow; a letter
#: may stand before the month (``HealthDECEMBER 22, 2022``: inline elements run together).
_NAMED_RE = re.compile(
    rf"(?:({_MONTH})\.?\s+{_DAY},?\s+{_YEAR}|{_DAY}\s+({_MONTH})\.?,?\s+{_YEAR})"
    rf"{_CLOCK}",
    re.I,
)


@dataclass(frozen=True, slots=True)
class FoundDate:
    """A date found in text: ISO form, the raw string, and whether it has a clock time."""

    iso: str
    raw: str
    has_time: bool


def parse_date(text: str) -> FoundDate | None:
    """The first plausible date in ``text``, numeric or with a month name (see the module
    docstring)."""
    if "19" not in text and "20" not in text:  # no year (most lines): no scan
        return None
    found = [d for d in (_numeric(text), _named(text)) if d is not None]
    return min(found, key=lambda d: d[0])[1] if found else None


def _numeric(text: str) -> tuple[int, FoundDate] | None:
    for m in _NUMERIC_RE.finditer(text):
        y, mo, d, half, h, mi, s = m.groups()
        if _valid(int(mo), int(d)):
            return m.start(), _found(m, int(y), int(mo), int(d), (h, mi, s, half))
    return None


def _named(text: str) -> tuple[int, FoundDate] | None:
    for m in _NAMED_RE.finditer(text):
        month1, d1, y1, d2, month2, y2, h, mi, s, half = m.groups()
        month = _MONTHS[(month1 or month2)[:3].lower()]
        day, year = int(d1 or d2), int(y1 or y2)
        if _valid(month, day):
            return m.start(), _found(m, year, month, day, (h, mi, s, half))
    return None


def _valid(month: int, day: int) -> bool:
    return 1 <= month <= 12 and 1 <= day <= 31


def _found(
    m: re.Match[str], year: int, month: int, day: int, clock: tuple[str | None, ...]
) -> FoundDate:
    """The date of match ``m``, its clock time (hour, minute, second, half of the day)
    added when it is one."""
    h, mi, s, half = clock
    iso = f"{year:04d}-{month:02d}-{day:02d}"
    if h is None or mi is None or int(h) >= 24 or int(mi) >= 60:
        return FoundDate(iso, normalise_space(m.group()), False)
    half = (half or "").lower()
    hour = int(h) % 12 if half.startswith("a") else int(h)  # 12 a.m. is midnight
    if (half in _AFTERNOON or half.startswith("p")) and hour < 12:
        hour += 12
    iso += f"T{hour:02d}:{int(mi):02d}"
    if s is not None and int(s) < 60:
        iso += f":{int(s):02d}"
    return FoundDate(iso, normalise_space(m.group()), True)
