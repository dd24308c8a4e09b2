"""Score a crawl's JSONL records against a family's truth.

A record is *navigation* (``kind == "navigation"``), *harvested* (any other kind with
``status == "ok"``) or an *error* (any other status). A record is mapped to a story through
its ``url``, else its ``final_url``, normalised as a careful crawler would: scheme and host
lower-cased (``localhost`` = ``127.0.0.1``), the port kept (it is the host's name), the
fragment dropped, ``;jsessionid=…`` dropped, the query parameters ``utm_*``, ``spm``,
``from`` and ``sid`` dropped and the rest sorted; the normalised URL is then looked up among
every story's canonical URL and variants (mobile twin, redirecting old URL, gallery part
pages …). A record whose URL is a variant is matched: it is the story.

Metrics (``value`` is always a fraction in [0, 1], None when nothing was checked):

- ``recall``: stories in scope with at least one harvested record / stories in scope; also
  ``by_portal``, ``by_kind``, ``by_trap`` (the stories a trap touches, ``traps`` in the
  truth) and ``by_depth``. Scope: ``scope`` (portal keys, default all) and ``max_depth``
  (stories at most that many hops from the front page; default any).
- ``precision``: harvested records that are a story / harvested records; the others are
  counted per category (``utility``, ``tag``, ``author``, ``search``, ``comment``,
  ``archive``, ``lookalike``, ``login``, ``login_wall``, ``channel_map``, ``navigation``,
  ``dead``, ``feed``, ``ad``, ``image``, ``data``, ``unknown``), with examples.
- ``duplicates``: stories with more than one harvested record; ``extra_records`` counts the
  records beyond the first; ``value`` = distinct stories / story records.
- ``titles``: story records whose ``title`` is the page's ``<h1>`` (whitespace collapsed).
- ``listed_titles``: story records with a ``found_on`` or ``listed_title`` whose
  ``listed_title`` is a title the story is listed under on the ``found_on`` page (with or
  without a 【图】/【独家】 tag); if ``found_on`` lists no such story, any listing of the
  story counts. Where the only listings carry no title (a plain sitemap) the right answer
  is no title.
- ``listed_times``: the same records: ``listed_time`` equals a listed time at the precision
  the list shows (date, hour, minute or second; local time +08:00, a naive time is taken as
  +08:00); only where none of those listings shows a time is null right (a story listed
  twice on a page, once with a time, has that time).
- ``kinds``: story records whose ``kind`` is the story's; ``publish_times``: whose
  ``publish_time`` equals the story's time to the minute.
- ``navigation``: navigation records, how many are known navigation pages, and the share of
  the stories a known page links that the record's ``links`` hold (``link_recall``).
- ``errors``: error records of stories, and of non-stories per category.
- ``day1`` (``day >= 1``): the stories new that day (in scope), how many were harvested
  (``new_recall``), and the records of stories that already existed (``repeat_records``).
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable
from datetime import datetime, timedelta, timezone
from typing import Any
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit, urlunsplit

CST = timezone(timedelta(hours=8))
DROP_PARAM = re.compile(r"^(utm_\w*|spm|from|sid|jsessionid)$", re.IGNORECASE)
TAG = re.compile(r"^(【[^】]{1,4}】|\[[^\]]{1,4}\])\s*")


def norm_url(url: str) -> str:
    """A URL as the scorer compares it (see the module docstring)."""
    parts = urlsplit(url.strip())
    scheme = (parts.scheme or "http").lower()
    host = (parts.hostname or "").lower()
    host = "127.0.0.1" if host == "localhost" else host
    port = parts.port
    netloc = (
        host
        if port is None or (scheme, port) in (("http", 80), ("https", 443))
        else f"{host}:{port}"
    )
    path = re.sub(r";jsessionid=[^/?#]*", "", parts.path, flags=re.IGNORECASE) or "/"
    path = quote(unquote(path), safe="/;:@!$&'()*+,=-._~")
    params = [
        (k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if not DROP_PARAM.match(k)
    ]
    return urlunsplit((scheme, netloc, path, urlencode(sorted(params)), ""))


def norm_text(s: str | None) -> str:
    """Whitespace collapsed."""
    return " ".join((s or "").split())


def time_matches(given: str | None, expected: str) -> bool:
    """Whether ISO time ``given`` equals ``expected`` (local, naive) at its precision."""
    if not given:
        return False
    try:
        t = datetime.fromisoformat(given.strip().replace("Z", "+00:00"))
    except ValueError:
        return False
    t = t.replace(tzinfo=CST) if t.tzinfo is None else t.astimezone(CST)
    fmt = {10: "%Y-%m-%d", 13: "%Y-%m-%dT%H", 16: "%Y-%m-%dT%H:%M"}.get(
        len(expected), "%Y-%m-%dT%H:%M:%S"
    )
    return t.strftime(fmt) == expected


def _frac(right: int, checked: int) -> float | None:
    return right / checked if checked else None


class Index:
    """The truth's URLs, normalised."""

    def __init__(self, truth: dict[str, Any]) -> None:
        self.stories: list[dict[str, Any]] = truth["stories"]
        self.story_of: dict[str, int] = {}
        for i, s in enumerate(self.stories):
            for u in [s["url"], *(v["url"] for v in s["variants"])]:
                self.story_of.setdefault(norm_url(u), i)
        self.nav_of: dict[str, dict[str, Any]] = {}
        for nav in truth["navigation"]:
            for u in [nav["url"], *nav["aliases"]]:
                self.nav_of.setdefault(norm_url(u), nav)
        self.category: dict[str, str] = {
            norm_url(r["url"]): r["category"] for r in truth["non_story"]
        }
        self.patterns: list[tuple[re.Pattern[str], str]] = [
            (re.compile(p["regex"]), p["category"]) for p in truth["non_story_patterns"]
        ]
        self.listings: list[dict[str, list[dict[str, Any]]]] = []
        for s in self.stories:
            by_page: dict[str, list[dict[str, Any]]] = defaultdict(list)
            for li in s["listings"]:
                by_page[norm_url(li["page"])].append(li)
            self.listings.append(by_page)

    def story(self, rec: dict[str, Any]) -> int | None:
        """The story a record is, or None."""
        for key in ("url", "final_url"):
            if rec.get(key):
                i = self.story_of.get(norm_url(rec[key]))
                if i is not None:
                    return i
        return None

    def classify(self, url: str) -> str:
        """The category of a non-story URL."""
        n = norm_url(url)
        if n in self.nav_of:
            return "navigation"
        if n in self.category:
            return self.category[n]
        for rx, cat in self.patterns:
            if rx.match(n):
                return cat
        return "unknown"

    def candidates(self, i: int, found_on: str | None) -> list[dict[str, Any]]:
        """The listings a record of story ``i`` found on ``found_on`` is checked against."""
        if found_on:
            page = norm_url(found_on)
            nav = self.nav_of.get(page)
            page = norm_url(nav["url"]) if nav else page
            if page in self.listings[i]:
                return self.listings[i][page]
        listings: list[dict[str, Any]] = self.stories[i]["listings"]
        return listings


def _recall(
    found: set[int], pool: list[int], stories: list[dict[str, Any]], key: Any
) -> dict[str, dict[str, Any]]:
    groups: dict[str, list[int]] = defaultdict(list)
    for i in pool:
        for g in key(stories[i]):
            groups[str(g)].append(i)
    return {
        g: {
            "stories": len(ids),
            "found": len(found & set(ids)),
            "value": _frac(len(found & set(ids)), len(ids)),
        }
        for g, ids in sorted(groups.items())
    }


def _check(recs: list[tuple[int, dict[str, Any]]], ok: Any) -> dict[str, Any]:
    wrong = [{"url": r.get("url"), **ok(i, r)[1]} for i, r in recs if not ok(i, r)[0]]
    return {
        "checked": len(recs),
        "right": len(recs) - len(wrong),
        "value": _frac(len(recs) - len(wrong), len(recs)),
        "wrong": wrong[:20],
    }


def score(
    records: list[dict[str, Any]],
    truth: dict[str, Any],
    *,
    day: int = 0,
    scope: Iterable[str] | None = None,
    max_depth: int | None = None,
) -> dict[str, Any]:
    """Compare ``records`` with ``truth`` (of ``day``); see the module docstring."""
    idx = Index(truth)
    stories = idx.stories
    keys = set(scope) if scope is not None else {p["key"] for p in truth["portals"]}
    pool = [
        i
        for i, s in enumerate(stories)
        if s["portal"] in keys
        and (max_depth is None or (s["depth"] is not None and s["depth"] <= max_depth))
    ]
    navs = [r for r in records if r.get("kind") == "navigation"]
    harvested = [r for r in records if r.get("kind") != "navigation" and r.get("status") == "ok"]
    errors = [r for r in records if r.get("kind") != "navigation" and r.get("status") != "ok"]
    matched: list[tuple[int, dict[str, Any]]] = []
    false: dict[str, list[str | None]] = defaultdict(list)
    for r in harvested:
        i = idx.story(r)
        if i is None:
            cat = idx.classify(r.get("url") or "")
            if cat == "unknown" and r.get("final_url"):
                cat = idx.classify(r["final_url"])
            false[cat].append(r.get("url"))
        else:
            matched.append((i, r))
    found = {i for i, _ in matched}
    per_story = Counter(i for i, _ in matched)
    dups = {i: n for i, n in per_story.items() if n > 1}

    def listed_title(i: int, r: dict[str, Any]) -> tuple[bool, dict[str, Any]]:
        cands = idx.candidates(i, r.get("found_on"))
        want = {t for li in cands for t in (li["title"], li["title_clean"]) if t}
        got = norm_text(r.get("listed_title"))
        ok = got in want if want else not got
        return ok, {"got": r.get("listed_title"), "want": sorted(want)}

    def listed_time(i: int, r: dict[str, Any]) -> tuple[bool, dict[str, Any]]:
        want = {li["time"] for li in idx.candidates(i, r.get("found_on")) if li["time"]}
        got = r.get("listed_time")
        ok = any(time_matches(got, w) for w in want) if want else not got
        return ok, {"got": got, "want": sorted(want)}

    listed = [(i, r) for i, r in matched if r.get("found_on") or r.get("listed_title")]
    result: dict[str, Any] = {
        "day": day,
        "scope": sorted(keys),
        "max_depth": max_depth,
        "records": {
            "total": len(records),
            "harvested": len(harvested),
            "navigation": len(navs),
            "errors": len(errors),
        },
        "recall": {
            "stories": len(pool),
            "found": len(found & set(pool)),
            "value": _frac(len(found & set(pool)), len(pool)),
            "by_portal": _recall(found, pool, stories, lambda s: [s["portal"]]),
            "by_kind": _recall(found, pool, stories, lambda s: [s["kind"]]),
            "by_trap": _recall(found, pool, stories, lambda s: s["traps"]),
            "by_depth": _recall(found, pool, stories, lambda s: [s["depth"]]),
            "missing": [stories[i]["url"] for i in pool if i not in found][:30],
        },
        "precision": {
            "harvested": len(harvested),
            "stories": len(matched),
            "value": _frac(len(matched), len(harvested)),
            "false": {c: len(u) for c, u in sorted(false.items())},
            "examples": {c: u[:5] for c, u in sorted(false.items())},
        },
        "duplicates": {
            "stories": len(dups),
            "extra_records": sum(n - 1 for n in dups.values()),
            "value": _frac(len(found), len(matched)),
            "examples": [
                {
                    "story": stories[i]["url"],
                    "records": [r.get("url") for j, r in matched if j == i],
                }
                for i in list(dups)[:10]
            ],
        },
        "titles": _check(
            matched,
            lambda i, r: (
                norm_text(r.get("title")) == stories[i]["title"],
                {"got": r.get("title"), "want": stories[i]["title"]},
            ),
        ),
        "listed_titles": _check(listed, listed_title),
        "listed_times": _check(listed, listed_time),
        "kinds": _check(
            matched,
            lambda i, r: (
                r.get("kind") == stories[i]["kind"],
                {"got": r.get("kind"), "want": stories[i]["kind"]},
            ),
        ),
        "publish_times": _check(
            matched,
            lambda i, r: (
                time_matches(r.get("publish_time"), stories[i]["time"][:16]),
                {"got": r.get("publish_time"), "want": stories[i]["time"]},
            ),
        ),
        "navigation": _navigation(navs, idx),
        "errors": {
            "stories": sum(idx.story(r) is not None for r in errors),
            "non_story": dict(
                Counter(idx.classify(r.get("url") or "") for r in errors if idx.story(r) is None)
            ),
        },
    }
    if day >= 1:
        new = [i for i in pool if stories[i]["new"]]
        repeats = [(i, r) for i, r in matched if not stories[i]["new"]]
        result["day1"] = {
            "new_stories": len(new),
            "new_found": len(found & set(new)),
            "new_recall": _frac(len(found & set(new)), len(new)),
            "repeat_records": len(repeats),
            "repeat_stories": len({i for i, _ in repeats}),
            "repeats": [r.get("url") for _, r in repeats][:20],
        }
    return result


def _navigation(navs: list[dict[str, Any]], idx: Index) -> dict[str, Any]:
    known = want = got = 0
    for r in navs:
        nav = idx.nav_of.get(norm_url(r.get("url") or ""))
        if nav is None:
            continue
        known += 1
        truth_links = {idx.story_of[norm_url(u)] for u in nav["stories"]}
        links = {idx.story_of.get(norm_url(li.get("url") or "")) for li in r.get("links") or []}
        want += len(truth_links)
        got += len(truth_links & links)
    return {
        "records": len(navs),
        "known": known,
        "unknown": len(navs) - known,
        "link_recall": _frac(got, want),
    }


def _pct(x: float | None) -> str:
    return "  n/a" if x is None else f"{100 * x:5.1f}%"


def format_report(result: dict[str, Any]) -> str:
    """A plain-text report of a :func:`score` result."""
    rec, pre, dup = result["recall"], result["precision"], result["duplicates"]
    lines = [
        f"portal family, day {result['day']}, scope {', '.join(result['scope'])}"
        + (f", depth <= {result['max_depth']}" if result["max_depth"] is not None else ""),
        f"records: {result['records']}",
        f"recall     {_pct(rec['value'])}  ({rec['found']}/{rec['stories']} stories)",
        f"precision  {_pct(pre['value'])}  ({pre['stories']}/{pre['harvested']} records)",
        f"duplicates {dup['stories']} stories, {dup['extra_records']} extra records",
    ]
    for name in ("titles", "listed_titles", "listed_times", "kinds", "publish_times"):
        c = result[name]
        lines.append(f"{name:<14} {_pct(c['value'])}  ({c['right']}/{c['checked']})")
    for group in ("by_portal", "by_kind", "by_trap", "by_depth"):
        lines.append(
            f"recall {group}: "
            + ", ".join(
                f"{k} {_pct(v['value']).strip()} ({v['found']}/{v['stories']})"
                for k, v in rec[group].items()
            )
        )
    if pre["false"]:
        lines.append("not stories: " + ", ".join(f"{c} {n}" for c, n in pre["false"].items()))
        for c, urls in pre["examples"].items():
            lines.append(f"  {c}: {' '.join(str(u) for u in urls[:3])}")
    nav = result["navigation"]
    lines.append(
        f"navigation records {nav['records']} (known {nav['known']}), story links "
        f"{_pct(nav['link_recall']).strip()}"
    )
    lines.append(
        f"errors: stories {result['errors']['stories']}, others {result['errors']['non_story']}"
    )
    if "day1" in result:
        d = result["day1"]
        lines.append(
            f"day 1: new {d['new_found']}/{d['new_stories']} "
            f"({_pct(d['new_recall']).strip()}), repeats {d['repeat_records']} records"
            f" of {d['repeat_stories']} stories"
        )
    for name in ("listed_titles", "listed_times"):
        for w in result[name]["wrong"][:3]:
            lines.append(f"  wrong {name}: {w}")
    if rec["missing"]:
        lines.append("missing (first 5): " + " ".join(rec["missing"][:5]))
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    """``python -m testbeds.portal_family.score TRUTH.json RECORDS.jsonl [DAY]``."""
    with open(argv[0], encoding="utf-8") as f:
        truth = json.load(f)
    with open(argv[1], encoding="utf-8") as f:
        records = [json.loads(line) for line in f if line.strip()]
    day = int(argv[2]) if len(argv) > 2 else truth.get("day", 0)
    print(format_report(score(records, truth, day=day)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
