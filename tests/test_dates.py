"""Dates written in text, numeric and with English month names (harvester.extraction.dates)."""

from __future__ import annotations

import pytest

from harvester.extraction.dates import parse_date

#: (text, ISO date, raw string or None for "somewhere in the text") as Chinese and ISO
#: pages print them
NUMERIC = [
    ("2016年07月14日 12:30", "2016-07-14T12:30", "2016年07月14日 12:30"),
    (
        "发布时间：2016-07-14 12:30:00 来源：新华网",
        "2016-07-14T12:30:00",
        "2016-07-14 12:30:00",
    ),
    ("2024/5/1", "2024-05-01", "2024/5/1"),
    ("2024.05.22", "2024-05-22", "2024.05.22"),
    ("2024年5月22日週三 上午8:21", "2024-05-22T08:21", "2024年5月22日週三 上午8:21"),
    ("2024年5月22日 星期三 下午3:05", "2024-05-22T15:05", "2024年5月22日 星期三 下午3:05"),
    ("2024年5月22日 下午3:05", "2024-05-22T15:05", "2024年5月22日 下午3:05"),
    ("2024年5月22日 下午12:30", "2024-05-22T12:30", "2024年5月22日 下午12:30"),
    ("2024年5月22日 晚上9:05", "2024-05-22T21:05", "2024年5月22日 晚上9:05"),
    ("2024年5月22日 09时05分", "2024-05-22T09:05", None),
    ("2024-05-16T17:02:00+08:00", "2024-05-16T17:02:00", "2024-05-16T17:02:00"),
    ("编号 2024-13-40，发布于 2024-05-02", "2024-05-02", "2024-05-02"),
]
#: the same, as English pages print them, with a month name
NAMED = [
    ("June 29, 2020", "2020-06-29", "June 29, 2020"),
    ("Published Sept. 4, 2025 at 10:30 a.m. ET", "2025-09-04T10:30", None),
    ("29 June 2020", "2020-06-29", "29 June 2020"),
    ("29th August, 2023", "2023-08-29", "29th August, 2023"),
    ("Jun 29th, 2020 - 3:05 PM", "2020-06-29T15:05", "Jun 29th, 2020 - 3:05 PM"),
    ("JANUARY 02, 2026", "2026-01-02", "JANUARY 02, 2026"),
    ("12 Dec 2019 12:00 am", "2019-12-12T00:00", None),
    ("Dec 12, 2019 12:15 pm", "2019-12-12T12:15", None),
    ("by Jane Doe | May 5, 2021", "2021-05-05", "May 5, 2021"),
    # the first date of the line wins, whichever way it is written
    ("2020-01-02, updated June 1, 2021", "2020-01-02", "2020-01-02"),
    ("Mental HealthDECEMBER 22, 2022Updated: JANUARY 02, 2026", "2022-12-22", None),
]


@pytest.mark.parametrize(("text", "iso", "raw"), NUMERIC + NAMED)
def test_parse_date(text: str, iso: str, raw: str | None) -> None:
    found = parse_date(text)
    assert found is not None
    assert found.iso == iso
    assert found.raw == raw if raw else found.raw in text
    assert found.has_time is ("T" in iso)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "12:30",
        "阅读 12345",
        "第2024期",
        "1999年",
        "March 2020",
        "Mayday 5, 2020",
        "May 5",
        "June 40, 2020",
        "in 2020 we met 5 times",
        "Junk 5, 2020",
    ],
)
def test_no_date_without_a_year_a_month_and_a_day(text: str) -> None:
    assert parse_date(text) is None
