"""Self-tests of the portal family test bed (testbeds/portal_family), independent of the
crawler: determinism, coverage of every axis value and trap over seeds 0 and 1, every truth
URL answering as the truth says, listings present in their pages' bytes, true charsets, the
day-1 switch, feeds, sitemaps and robots.txt, session ids, the traps, the scroller galleries
(as served: every picture in the page, one shown; their script checked as plain text, since
this bed checks nothing in a browser), the photo channel in each of its markups, the day-1
galleries listed only there, the short sections and short channel fronts, that the stories and
lists of before these were added are unchanged, the big variant, the server's politeness
measures, and the scorer (perfect records, then one fault at a time).
"""

from __future__ import annotations

import copy
import gzip
import hashlib
import html
import json
import re
import threading
import time
import urllib.request
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Iterator
from html.parser import HTMLParser
from typing import Any
from urllib.parse import urljoin

import pytest

from testbeds.portal_family import PortalFamilyServer, build
from testbeds.portal_family.axes import (
    AXES,
    BOOL_TRAPS,
    ENDLESS_VARIANTS,
    LIST_AXES,
    SESSION_VARIANTS,
)
from testbeds.portal_family.big import build_big
from testbeds.portal_family.client import decode, fetch, fetch_all
from testbeds.portal_family.records import perfect_records, story_record
from testbeds.portal_family.score import Index, format_report, norm_url, score
from testbeds.portal_family.shapes import page_url
from testbeds.portal_family.truth import family_truth

SEEDS = (0, 1)


@pytest.fixture(scope="module")
def served() -> Iterator[dict[int, tuple[PortalFamilyServer, dict]]]:
    """Seeds 0 and 1, each served, with its day-0 truth."""
    servers = {seed: PortalFamilyServer(build(seed)).start() for seed in SEEDS}
    try:
        yield {seed: (srv, srv.truth()) for seed, srv in servers.items()}
    finally:
        for srv in servers.values():
            srv.stop()


def test_a_build_is_deterministic_and_fast() -> None:
    start = time.monotonic()
    fam = build(0)
    truth = family_truth(fam)
    assert time.monotonic() - start < 5
    again = build(0)
    assert json.dumps(truth, ensure_ascii=False) == json.dumps(
        family_truth(again), ensure_ascii=False
    )
    bases = fam.default_bases()
    for p in fam.portals:
        for path in ("/", "/rss/index.xml", truth["stories"][-1]["url"].split(".invalid")[1]):
            one = fam.respond(p.key, path, 0, 7, bases)
            assert one.body == again.respond(p.key, path, 0, 7, bases).body


def test_sizes_and_coverage_of_every_axis_value_and_trap() -> None:
    seen: dict[str, set[str]] = defaultdict(set)
    for seed in SEEDS:
        truth = family_truth(build(seed))
        assert 4 <= len(truth["portals"]) <= 6
        for p in truth["portals"]:
            assert 100 <= p["counts"]["stories"] <= 200
            assert 4 <= len(p["starts"]["sections"]) - 1 - ("login_wall" in p["traps"]) <= 8
            for axis, value in p["axes"].items():
                seen[axis].add(value)
            for trap, detail in p["traps"].items():
                seen["trap"].add(trap)
                seen[trap].add(detail["variant"])
        for s in truth["stories"]:
            assert s["depth"] is not None and s["depth"] >= 1, s["url"]
    for axis, values in AXES.items():
        assert seen[axis] == set(values), axis
    assert seen["trap"] == {*BOOL_TRAPS, "endless_pages", "session_ids"}
    assert seen["endless_pages"] == set(ENDLESS_VARIANTS)
    assert seen["session_ids"] == set(SESSION_VARIANTS)


def test_every_story_variant_and_navigation_page_answers_as_the_truth_says(served) -> None:
    for _, (_, truth) in served.items():
        want: dict[str, tuple[int, str | None]] = {}
        for s in truth["stories"]:
            want[s["url"]] = (200, None)
            for v in s["variants"]:
                want[v["url"]] = (v["status"], s["url"] if v["status"] == 301 else None)
        for nav in truth["navigation"]:
            for u in [nav["url"], *nav["aliases"]]:
                want[u] = (200, None)
        got = fetch_all(list(want))
        for url, (status, location) in want.items():
            assert got[url][0] == status, url
            if location:
                assert got[url][1]["Location"] == location
        for s in truth["stories"]:  # the page is the story: its title in an <h1>
            status, headers, body = got[s["url"]]
            page = decode(s["url"], headers, body, truth)
            assert f">{html.escape(s['title'], quote=False)}</h1>" in page


def test_non_story_urls_and_dead_links_answer_as_the_truth_says(served) -> None:
    for _, (_, truth) in served.items():
        want = {r["url"]: r["status"] for r in truth["non_story"]}
        want |= {d["url"]: 404 for d in truth["dead_links"]}
        got = fetch_all(list(want))
        assert {u: got[u][0] for u in want} == want
        locked = [r for r in truth["non_story"] if r["category"] == "login_wall"]
        assert locked and all("/login?next=" in got[r["url"]][1]["Location"] for r in locked)


def test_following_the_links_of_list_pages_reaches_every_story_at_its_depth(served) -> None:
    for _, (_, truth) in served.items():
        idx = Index(truth)
        for p in truth["portals"]:
            front = p["starts"]["front"]
            seen, frontier, depth = {norm_url(front)}, [front], 0
            story_depth: dict[int, int] = {}
            while frontier:
                got, nxt = fetch_all(frontier), []
                for url in frontier:
                    page = decode(url, got[url][1], got[url][2], truth)
                    hrefs = re.findall(r'<a href="([^"]+)"', page)
                    data = re.search(r'x\.open\("GET", "([^"]+)"', page)
                    if data:  # a script-rendered list: its links are in the JSON it loads
                        hrefs += [
                            i["url"] for i in json.loads(fetch(urljoin(url, data[1]))[2])["list"]
                        ]
                    for href in hrefs:
                        n = norm_url(urljoin(url, html.unescape(href)))
                        nav = idx.nav_of.get(n)
                        if nav and nav["portal"] == p["key"] and n not in seen:
                            seen.add(n)
                            nxt.append(nav["url"])
                        elif n in idx.story_of:
                            story_depth.setdefault(idx.story_of[n], depth + 1)
                frontier, depth = nxt, depth + 1
            for i, s in enumerate(truth["stories"]):
                if s["portal"] == p["key"]:
                    assert story_depth.get(i) == s["depth"], s["url"]


def check_listings(truth: dict) -> int:
    """Every listing's title and time text are in the bytes of its page; returns how many."""
    by_page: dict[str, list[dict]] = defaultdict(list)
    for s in truth["stories"]:
        for li in s["listings"]:
            by_page[li.get("data") or li["page"]].append(li)
    for d in truth["dead_links"]:
        by_page[d["page"]].append({"title": d["title"], "time_text": None})
    got = fetch_all(list(by_page))
    n = 0
    for url, listings in by_page.items():
        status, headers, body = got[url]
        assert status == 200, url
        page = decode(url, headers, body, truth)
        page = html.unescape(page) if not url.endswith(".json") else page
        for li in listings:
            n += 1
            assert li["title"] is None or li["title"] in page, (url, li["title"])
            assert li["time_text"] is None or li["time_text"] in page, (url, li["time_text"])
    return n


def test_every_listing_title_and_time_appear_in_the_page(served) -> None:
    for _, (_, truth) in served.items():
        assert check_listings(truth) > 2000


def test_declared_charsets_are_true(served) -> None:
    for _, (_, truth) in served.items():
        for p in truth["portals"]:
            story = next(s for s in truth["stories"] if s["portal"] == p["key"])
            for url in (p["starts"]["front"], story["url"]):
                _, headers, body = fetch(url)
                ctype = headers["Content-Type"].lower()
                head = body[:400].lower()
                if "header" in p["charset_declared"]:
                    assert f"charset={p['charset']}" in ctype
                else:
                    assert "charset" not in ctype
                assert ("meta" in p["charset_declared"]) == (b"charset" in head)
                assert "中" in body.decode(p["charset"]) or story["title"][:2] in body.decode(
                    p["charset"]
                )
                if p["charset"] != "utf-8":
                    with pytest.raises(UnicodeDecodeError):
                        body.decode("utf-8")
            for feed, codec in p["feed_charsets"].items():
                _, _, body = fetch(feed)
                assert body.startswith(f'<?xml version="1.0" encoding="{codec}"?>'.encode())
                text = body.decode(codec)
                ET.fromstring(text)
                if codec != "utf-8":
                    with pytest.raises(UnicodeDecodeError):
                        body.decode("utf-8")


def _locs(body: bytes, tag: str) -> list[str]:
    if body[:2] == b"\x1f\x8b":
        body = gzip.decompress(body)
    m = re.match(rb'<\?xml[^>]*encoding="([^"]+)"', body)
    root = ET.fromstring(body.decode(m[1].decode() if m else "utf-8"))
    if tag == "atom":
        return [e.get("href") or "" for e in root.iter("{http://www.w3.org/2005/Atom}link")][1:]
    return [e.text or "" for e in root.iter() if e.tag.rsplit("}", 1)[-1] == tag]


def test_feeds_sitemaps_and_robots_list_what_the_truth_says(served) -> None:
    for _, (_, truth) in served.items():
        listed: dict[str, list[dict]] = defaultdict(list)
        for s in truth["stories"]:
            for li in s["listings"]:
                listed[li["page"]].append(li)
        for p in truth["portals"]:
            st = p["starts"]
            _, _, robots = fetch(st["robots"])
            lines = robots.decode().splitlines()
            assert [x.split(": ", 1)[1] for x in lines if x.startswith("Sitemap:")] == st[
                "sitemaps"
            ]
            assert [x.split(": ", 1)[1] for x in lines if x.startswith("Disallow:")] == p[
                "robots_disallow"
            ]
            index, news = st["sitemaps"]
            assert _locs(fetch(index)[2], "loc") == st["sitemap_files"]
            for url in st["feeds"] + st["sitemap_files"] + [news]:
                tag = "atom" if url.endswith("atom.xml") else "link" if "/rss/" in url else "loc"
                body = fetch(url)[2]
                links = _locs(body, tag)
                if tag == "link":
                    links = links[1:]  # the channel's own link
                assert sorted(links) == sorted(li["url"] for li in listed[url]), url
            body = fetch(news)[2]
            found = zip(
                _locs(body, "loc"),
                _locs(body, "title"),
                _locs(body, "publication_date"),
                strict=True,
            )
            assert sorted((u, t, d[:19]) for u, t, d in found) == sorted(
                (li["url"], li["title"], li["time"]) for li in listed[news]
            )
            assert any(u.endswith(".gz") for u in st["sitemap_files"])


def test_the_day_1_switch_keeps_every_url_and_adds_new_stories_on_top() -> None:
    with PortalFamilyServer(build(1)) as srv:
        day0 = srv.truth()
        day1 = family_truth(srv.family, srv.bases, 1)
        new = [s for s in day1["stories"] if s["new"]]
        assert not any(s["new"] for s in day0["stories"]) and len(new) >= 10 * 5
        assert all(fetch(s["url"])[0] == 404 for s in new[:20])  # not yet published
        srv.set_day(1)
        assert srv.truth() == day1
        old_urls = [s["url"] for s in day0["stories"]] + [n["url"] for n in day0["navigation"]]
        old_urls += [v["url"] for s in day0["stories"] for v in s["variants"]]
        got = fetch_all(old_urls)
        assert all(got[u][0] in (200, 301) for u in old_urls)
        assert {s["url"] for s in day1["stories"]} - {s["url"] for s in day0["stories"]} == {
            s["url"] for s in new
        }
        assert min(s["time"] for s in new) > day0["now"]
        for p in day1["portals"]:
            for sec in p["starts"]["sections"]:

                def order(truth: dict, slug: str = sec["slug"], key: str = p["key"]) -> list:
                    pages = [
                        n
                        for n in truth["navigation"]
                        if n["portal"] == key and n["section"] == slug
                    ]
                    return [u for n in sorted(pages, key=lambda n: n["page"]) for u in n["list"]]

                fresh = sorted(
                    (s for s in new if s["portal"] == p["key"] and s["section"] == sec["slug"]),
                    key=lambda s: s["time"],
                    reverse=True,
                )
                assert order(day1) == [s["url"] for s in fresh] + order(day0)
        check_listings(day1)
        assert fetch(srv.base("p0") + "/")[1]["Date"].startswith("Thu, 13 Jun 2024 10:00:00")


def _session_portal(truth: dict) -> dict:
    return next(p for p in truth["portals"] if "session_ids" in p["traps"])


def test_the_session_portal_renders_new_ids_on_every_request(served) -> None:
    for _, (_, truth) in served.items():
        p = _session_portal(truth)
        kind = p["traps"]["session_ids"]["variant"]
        pat = r";jsessionid=([0-9A-F]{32})" if kind == "jsessionid" else r"[?&]sid=([0-9a-f]{16})"
        ids = []
        for _ in range(2):
            page = fetch(p["base"] + "/")[2].decode(p["charset"])
            internal = [
                html.unescape(h)
                for h in re.findall(r'<a href="([^"]+)"', page)
                if h.startswith(("/", p["base"], "?", "index"))
            ]
            assert internal and [h for h in internal if not re.search(pat, h)] == []
            ids.append(set(re.findall(pat, page)))
            assert len(ids[-1]) == 1
        assert ids[0] != ids[1]
        story = next(s for s in truth["stories"] if s["portal"] == p["key"])
        session_variant = next(v for v in story["variants"] if v["kind"] == "session")
        assert fetch(session_variant["url"])[0] == 200


def test_the_traps_behave_as_named(served) -> None:
    for _, (_, truth) in served.items():
        for p in truth["portals"]:
            traps, base = p["traps"], p["base"]
            if "calendar" in traps:
                status, _, body = fetch(base + "/archive/1999/01/01/")
                assert status == 200 and b"/archive/1998/12/31/" in body
            if "endless_pages" in traps:
                status, _, body = fetch(traps["endless_pages"]["example"])
                assert status == 200 and "下一页".encode(p["charset"]) in body
            else:
                sec = p["starts"]["sections"][0]
                assert fetch(sec["url"])[0] == 200
            if "channel_map" in traps:
                body = fetch(traps["channel_map"]["url"])[2]
                assert body.count(b"<a href=") >= 200
            if "mobile_twins" in traps:
                story = next(s for s in truth["stories"] if s["portal"] == p["key"])
                m_url = next(v["url"] for v in story["variants"] if v["kind"] == "mobile")
                assert f'<link rel="canonical" href="{story["url"]}">'.encode() in fetch(m_url)[2]
                assert (
                    f'media="only screen and (max-width: 640px)" href="{m_url}"'.encode()
                    in (fetch(story["url"])[2])
                )
            if "list_article" in traps:
                for url in traps["list_article"]["stories"]:
                    listed = [
                        li for s in truth["stories"] for li in s["listings"] if li["page"] == url
                    ]
                    assert len(listed) >= 30
            for pair in traps.get("redirects", {}).get("urls", []):  # urllib follows them
                with urllib.request.urlopen(pair["from"], timeout=20) as resp:
                    assert resp.status == 200 and resp.geturl() == pair["to"]
        kinds = {v["kind"] for s in truth["stories"] for v in s["variants"]}
        assert {"mobile", "tracked", "fragment", "session", "redirect"} <= kinds


class _ScrollerPage(HTMLParser):
    """What a scroller gallery page holds: its slides (``div.scroll div.pic img``), the
    captions (``div.pic-explain div.txt p``), the arrows, the counter, the thumbnail strip,
    the summary and the scripts; each with whether it is hidden (``display:none``)."""

    VOID = frozenset({"img", "meta", "link", "input", "br", "hr"})

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[tuple[str, set[str], bool, str]] = []  # tag, classes, hidden, href
        self.slides: list[dict[str, Any]] = []
        self.captions: list[list[Any]] = []  # [hidden, text]
        self.arrows: dict[str, list[str]] = {}  # class -> [href, text]
        self.counter: str | None = None
        self.thumbs: list[tuple[str, str, str]] = []  # href, width, height
        self.summary = ""
        self.scripts: list[list[str]] = []  # [src, inline text]

    def _inside(self, *classes: str) -> bool:
        return all(any(c in e[1] for e in self.stack) for c in classes)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        at = {k: v or "" for k, v in attrs}
        cls = set(at.get("class", "").split())
        hidden = "display:none" in at.get("style", "").replace(" ", "")
        if tag == "img" and self._inside("scroll", "pic"):
            pic_hidden = any(e[2] for e in self.stack if "pic" in e[1])
            self.slides.append(
                {"hidden": pic_hidden, "src": at["src"], "data-src": at.get("data-src")}
            )
        elif tag == "img" and self._inside("thumbs"):
            href = next(e[3] for e in reversed(self.stack) if e[0] == "a")
            self.thumbs.append((href, at["width"], at["height"]))
        elif tag == "p" and self._inside("pic-explain", "txt"):
            self.captions.append([hidden, ""])
        elif tag == "a" and cls & {"pic-prev", "pic-next"}:
            self.arrows[(cls & {"pic-prev", "pic-next"}).pop()] = [at["href"], ""]
        elif tag == "script":
            self.scripts.append([at.get("src", ""), ""])
        if tag not in self.VOID:
            self.stack.append((tag, cls, hidden, at.get("href", "")))

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data: str) -> None:
        if self._inside("pic-explain", "txt") and self.stack[-1][0] == "p":
            self.captions[-1][1] += data
        elif (
            self.stack and self.stack[-1][0] == "a" and self.stack[-1][1] & {"pic-prev", "pic-next"}
        ):
            self.arrows[(self.stack[-1][1] & {"pic-prev", "pic-next"}).pop()][1] += data
        elif self._inside("num"):
            self.counter = (self.counter or "") + data
        elif self._inside("summary"):
            self.summary += data
        elif self.stack and self.stack[-1][0] == "script":
            self.scripts[-1][1] += data


PICTURE_WORD = re.compile(r"photo|pic|tuji|slide|album|gallery|image|img|atlas|图", re.IGNORECASE)


def _scrollers(truth: dict) -> list[dict]:
    return [p for p in truth["portals"] if p["axes"]["gallery_pages"] == "scroller"]


def test_the_scroller_is_dealt_on_some_portal_of_seeds_0_and_1_in_every_flavour(served) -> None:
    flags: dict[str, set] = defaultdict(set)
    for _, (srv, truth) in served.items():
        assert _scrollers(truth), truth["seed"]
        for p in srv.family.portals:
            assert (p.scroller is not None) == (p.axes["gallery_pages"] == "scroller")
            for flag, value in (p.scroller or {}).items():
                flags[flag].add(value)
    assert flags == {
        "lazy": {True, False},
        "counter": {True, False},
        "thumbs": {True, False},
        "wrap": {True, False},
        "script": {"inline", "static"},
    }


def test_a_scroller_gallery_has_every_picture_in_its_page_one_shown(served) -> None:
    n_checked = 0
    for _, (srv, truth) in served.items():
        for p in _scrollers(truth):
            flavour = next(x.scroller for x in srv.family.portals if x.key == p["key"])
            assert flavour is not None
            galleries = [
                s for s in truth["stories"] if s["portal"] == p["key"] and s["kind"] == "gallery"
            ]
            assert len(galleries) >= 5
            got = fetch_all([s["url"] for s in galleries])
            for s in galleries:
                path = s["url"][len(p["base"]) :]
                assert re.fullmatch(r"/[a-z]+/2024/\d{4}/group-\d{6}\.shtml", path), path
                assert not PICTURE_WORD.search(path) and "#" not in s["url"]
                assert s["section"] == "photo" and s["pages"] == []
                assert not [v for v in s["variants"] if v["kind"] == "part"]
                pics = s["pictures"]
                assert 4 <= len(pics) <= 8 and len({x["url"] for x in pics}) == len(pics)
                assert {li["source"] for li in s["listings"]} >= {"photo", "sitemap"}
                status, headers, body = got[s["url"]]
                assert status == 200
                page = _ScrollerPage()
                page.feed(decode(s["url"], headers, body, truth))
                n = len(pics)
                shown = [False] + [True] * (n - 1)
                assert [x["hidden"] for x in page.slides] == shown
                if flavour["lazy"]:  # data-src, and one shared placeholder as src
                    assert [x["data-src"] for x in page.slides] == [x["url"] for x in pics]
                    assert len({x["src"] for x in page.slides}) == 1
                else:
                    assert [x["src"] for x in page.slides] == [x["url"] for x in pics]
                assert page.captions == [
                    [h, x["caption"]] for h, x in zip(shown, pics, strict=True)
                ]
                assert page.arrows == {
                    "pic-prev": ["javascript:;", ""],
                    "pic-next": ["javascript:;", ""],
                }
                assert page.counter == (f"1/{n}" if flavour["counter"] else None)
                want_thumbs = [(f"#{k}", "80", "60") for k in range(n)]
                assert page.thumbs == (want_thumbs if flavour["thumbs"] else [])
                assert 100 <= len(page.summary) <= 250
                assert sum("\u4e00" <= c <= "\u9fff" for c in page.summary) >= 80
                src, inline = next(x for x in page.scripts if "pic-next" in x[1] or x[0])
                if flavour["script"] == "static":
                    status, headers, js = fetch(urljoin(s["url"], html.unescape(src)))
                    assert status == 200 and "javascript" in headers["Content-Type"]
                    inline = js.decode("ascii")
                for needle in (".pic-next", ".pic-prev", ".scroll", "location.hash", "data-src"):
                    assert needle in inline
                n_checked += 1
            if flavour["lazy"]:
                placeholder = page.slides[0]["src"]
                status, _, png = fetch(placeholder)
                assert status == 200 and png[16:24] == bytes([0, 0, 0, 1, 0, 0, 0, 1])  # 1×1
    assert n_checked >= 40


def test_lists_link_a_scroller_gallery_like_other_galleries(served) -> None:
    fragment_portals = 0
    for _, (_, truth) in served.items():
        for p in _scrollers(truth):
            front = decode(p["starts"]["front"], *fetch(p["starts"]["front"])[1:], truth)
            block = [
                (s, li)
                for s in truth["stories"]
                if s["portal"] == p["key"]
                for li in s["listings"]
                if li["source"] == "photo_block"
            ]
            assert len(block) == 6 and all(s["kind"] == "gallery" for s, _ in block)
            for s, li in block:
                href = (
                    li["url"][len(p["base"]) :]
                    if p["axes"]["link_style"] == "root_relative"
                    else li["url"]
                )
                assert f'href="{html.escape(href)}' in front
                if "fragments" in p["traps"]:  # #1: the second picture, Sohu-style
                    assert li["url"] == s["url"] + "#1"
                    assert {"url": li["url"], "kind": "fragment", "status": 200} in s["variants"]
                else:
                    assert "#" not in li["url"]
            fragment_portals += "fragments" in p["traps"]
    assert fragment_portals >= 1


def test_the_big_variant_lists_100000_distinct_stories_and_renders_fast() -> None:
    fam = build_big(100_000, seed=3)
    big, bases = fam.big, fam.default_bases()
    urls: set[str] = set()
    for s in range(big.sections):
        for p in range(1, big.n_pages(s) + 1):
            body = fam.respond("big", big.page_path(s, p), 0, 0, bases).body
            urls.update(re.findall(r'href="(/\d{4}/\d\d/\d\d/c_\d+\.htm)"', body.decode()))
    assert len(urls) == 100_000
    with PortalFamilyServer(fam) as srv:
        truth = srv.truth()
        assert truth["n_stories"] == 100_000
        assert sum(s["stories"] for s in truth["sections"]) == 100_000
        page = big.page_path(4, big.n_pages(4) // 2)
        fetch(srv.base("big") + page)
        start = time.monotonic()
        for _ in range(20):
            status, _, body = fetch(srv.base("big") + page)
        assert status == 200 and (time.monotonic() - start) / 20 < 0.05
        story = re.search(rb'href="([^"]+\.htm)"', body)
        assert story and fetch(srv.base("big") + story[1].decode())[0] == 200


def test_the_server_measures_politeness_per_host() -> None:
    with PortalFamilyServer(build(0), delay=2.0) as srv:  # long: a loaded machine overlaps too
        barrier = threading.Barrier(3)

        def together(url: str) -> None:
            barrier.wait()  # the three requests leave at once
            fetch(url)

        threads = [
            threading.Thread(target=together, args=(srv.base("p0") + "/",)) for _ in range(3)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert srv.max_in_flight("p0") == 3
        gap = srv.min_gap("p0")
        assert gap is not None and gap < max(r["end"] - r["start"] for r in srv.requests)
        srv.clear_log()
        for _ in range(2):
            fetch(srv.base("p1") + "/robots.txt")
        # one after another: the second starts after the first's 2 s answer (not
        # max_in_flight() == 1: the end is noted after the last byte, maybe after the next start)
        assert (srv.min_gap("p1") or 0) >= 1.5
        log = srv.requests
        assert [r["path"] for r in log] == ["/robots.txt"] * 2
        assert all(r["host"] == "p1" and r["status"] == 200 and r["end"] > r["start"] for r in log)


FIGURES = {
    "recall": lambda r: r["recall"]["value"],
    "precision": lambda r: r["precision"]["value"],
    "duplicates": lambda r: r["duplicates"]["extra_records"],
    "titles": lambda r: r["titles"]["value"],
    "listed_titles": lambda r: r["listed_titles"]["value"],
    "listed_times": lambda r: r["listed_times"]["value"],
    "kinds": lambda r: r["kinds"]["value"],
}


def _figures(result: dict) -> dict[str, Any]:
    return {k: f(result) for k, f in FIGURES.items()}


def test_the_scorer_gives_a_perfect_crawl_full_marks_and_each_fault_its_figure() -> None:
    truth = family_truth(build(0))
    records = perfect_records(truth)
    perfect = score(records, truth)
    assert _figures(perfect) == {
        "recall": 1.0,
        "precision": 1.0,
        "duplicates": 0,
        "titles": 1.0,
        "listed_titles": 1.0,
        "listed_times": 1.0,
        "kinds": 1.0,
    }
    assert perfect["publish_times"]["value"] == 1.0 and "100.0%" in format_report(perfect)
    stories = [r for r in records if r["kind"] != "navigation"]
    tracked = next(
        s for s in truth["stories"] if any(v["kind"] == "tracked" for v in s["variants"])
    )
    dup = copy.deepcopy(next(r for r in stories if r["url"] == tracked["url"]))
    dup["url"] = next(v["url"] for v in tracked["variants"] if v["kind"] == "tracked")
    utility = next(r["url"] for r in truth["non_story"] if r["category"] == "utility")
    wrong_title = copy.deepcopy(stories[5])
    wrong_title["listed_title"] = "不是这个标题"
    faults = {
        "recall": [r for r in records if r is not stories[3]],
        "duplicates": [*records, dup],
        "precision": [
            *records,
            {"url": utility, "kind": "article", "status": "ok", "title": "关于我们"},
        ],
        "listed_titles": [wrong_title if r is stories[5] else r for r in records],
    }
    for figure, faulty in faults.items():
        result = score(faulty, truth)
        changed = {k for k, v in _figures(result).items() if v != _figures(perfect)[k]}
        assert changed == {figure}, (figure, changed)
    result = score(faults["precision"], truth)
    assert result["precision"]["false"] == {"utility": 1}
    assert score(faults["recall"], truth)["recall"]["missing"] == [stories[3]["url"]]


def test_the_scorer_maps_variants_and_tells_new_stories_from_repeats() -> None:
    fam = build(1)
    truth = family_truth(fam, day=1)
    session = _session_portal(truth)
    recs = []
    for s in truth["stories"]:
        variant = next((v["url"] for v in s["variants"] if v["status"] == 200), s["url"])
        rec = story_record(s, None)
        if s["new"]:
            recs.append(rec | {"url": variant})
        elif s["portal"] == session["key"] and len(recs) < 60:
            recs.append(rec | {"url": s["url"] + ";jsessionid=FFFF#comments"})
    result = score(recs, truth, day=1)
    new = sum(s["new"] for s in truth["stories"])
    assert result["day1"]["new_found"] == result["day1"]["new_stories"] == new
    assert result["day1"]["repeat_records"] == len(recs) - new > 0
    assert result["precision"]["value"] == 1.0 and result["duplicates"]["extra_records"] == 0
    scoped = score(recs, truth, day=1, scope=[session["key"]], max_depth=2)
    assert scoped["scope"] == [session["key"]] and scoped["recall"]["stories"] < 200
    assert "day 1: new" in format_report(result)


# -- the photo channel and the short lists ------------------------------------------------

#: one gallery of the photo channel's grid in each markup (``axes.LIST_AXES``)
PHOTO_ITEM = {
    "thumb_then_link": r'<li><a href="(?P<href>[^"]+)"><img [^>]*></a><p><a href="(?P=href)">'
    r'(?P<title>[^<]*)</a></p>(?:<span class="date">(?P<time>[^<]*)</span>)?</li>',
    "caption_in_link": r'<div class="item"><a href="(?P<href>[^"]+)"><img [^>]*>'
    r'<span class="t">(?P<title>[^<]*)</span></a>(?P<time>)</div>',
    "unlinked_caption": r'<li><a href="(?P<href>[^"]+)"><img [^>]*alt=""></a>'
    r'<p class="tit">(?P<title>[^<]*)</p>(?:<span class="date">(?P<time>[^<]*)</span>)?</li>',
    "alt_only": r'<li><a href="(?P<href>[^"]+)" title="(?P<title>[^"]*)"><img [^>]*'
    r'alt="(?P=title)"></a>(?:<span class="date">(?P<time>[^<]*)</span>)?</li>',
    "figure": r'<div class="col"><figure><a href="(?P<href>[^"]+)"><img [^>]*></a><figcaption>'
    r'<a href="(?P=href)">(?P<title>[^<]*)</a></figcaption></figure>(?P<time>)</div>',
}
PHOTO_PATHS = {
    "photo": r"/photo/(index\.html|index\.shtml)?",
    "tupian": r"/tupian/(index\.html|index\.shtml)?",
    "pic": r"/pic/index\.shtml",
}


def _pages_of(truth: dict, key: str, section: str) -> list[dict]:
    navs = [n for n in truth["navigation"] if n["portal"] == key and n["section"] == section]
    return sorted(navs, key=lambda n: n["page"])


def test_seeds_0_and_1_show_every_value_of_the_photo_and_short_list_axes() -> None:
    seen: dict[str, set[str]] = defaultdict(set)
    sizes, short_sizes, short_kinds, last_one = set(), set(), set(), False
    for seed in SEEDS:
        truth = family_truth(build(seed))
        for p in truth["portals"]:
            for axis in LIST_AXES:
                seen[axis].add(p["axes"][axis])
            pc = p["photo_channel"]
            assert pc["page_size"] == p["photo_page_size"]
            assert (3 <= pc["page_size"] <= 5) == (p["axes"]["photo_page"] == "small")
            sizes.add(pc["page_size"])
            last = _pages_of(truth, p["key"], "photo")[-1]
            last_one |= len(last["list"]) == 1
            assert (p["short_front"] is not None) == (p["axes"]["short_front"] == "yes")
            assert p["starts"]["photo"] == pc["url"] and p["starts"]["short"]
            short = p["short_section"]
            short_sizes.add(len(short["stories"]))
            short_kinds.add(
                tuple(sorted({s["kind"] for s in truth["stories"] if s["url"] in short["stories"]}))
            )
    assert {k: seen[k] for k in LIST_AXES} == {k: set(v) for k, v in LIST_AXES.items()}
    assert min(sizes) < 5 and max(sizes) >= 6 and last_one
    assert short_sizes == {1, 2, 3, 4}
    assert short_kinds == {("article",), ("article", "gallery")}


def test_the_photo_channel_serves_its_markup_titles_times_and_page_size(served) -> None:
    markups = set()
    for _, (_, truth) in served.items():
        idx = Index(truth)
        by_url = {s["url"]: s for s in truth["stories"]}
        for p in truth["portals"]:
            axes, pc = p["axes"], p["photo_channel"]
            markups.add(axes["photo_markup"])
            path = pc["url"][len(p["base"]) :]
            assert re.fullmatch(PHOTO_PATHS[axes["photo_path"]], path), path
            front = decode(p["starts"]["front"], *fetch(p["starts"]["front"])[1:], truth)
            bar = re.search(r'<div class="nav">(.*?)</div>', front)
            assert bar and html.escape(path) in bar[1]  # the channel bar links it
            pages = _pages_of(truth, p["key"], "photo")
            assert len(pages) == pc["pages"] >= 2
            got = fetch_all([n["url"] for n in pages])
            for k, nav in enumerate(pages, 1):
                assert nav["kind"] == "photo" and nav["page"] == k
                page = decode(nav["url"], *got[nav["url"]][1:], truth)
                items = list(re.finditer(PHOTO_ITEM[axes["photo_markup"]], page))
                linked = [urljoin(nav["url"], html.unescape(m["href"])) for m in items]
                stories = [truth["stories"][idx.story_of[norm_url(u)]] for u in linked]
                assert [s["url"] for s in stories] == nav["list"]
                if k < len(pages):
                    assert len(items) == pc["page_size"]
                for m, url in zip(items, nav["list"], strict=True):
                    s = by_url[url]
                    title = html.unescape(m["title"])
                    li = next(li for li in s["listings"] if li["page"] == nav["url"])
                    assert li["source"] == "photo" and li["title"] == title
                    assert s["kind"] == "gallery"
                    clean = li["title_clean"]  # without a 【独家】 tag
                    assert title in (clean, "【独家】" + clean)
                    if axes["photo_titles"] == "short":
                        assert clean == s["short_title"] and 4 <= len(clean) <= 7
                    else:
                        assert clean == s["title"]
                    assert (m["time"] or None) == li["time_text"]
                    assert (li["time_text"] is not None) == pc["timed"]
                    if axes["photo_markup"] == "unlinked_caption":  # the title is no link
                        assert f">{m['title']}</a>" not in page
                    if axes["photo_markup"] == "alt_only":  # no visible title
                        visible = re.sub(r"<[^>]+>", " ", page)
                        assert m["title"] not in visible
                if axes["photo_markup"] == "figure":
                    grid = page.split('class="gallery-grid"')[1].split("</figure></div>\n</div>")[0]
                    assert "<li>" not in grid and grid.count("<figure>") == len(items)
    assert markups == set(LIST_AXES["photo_markup"])


def test_day_1_lists_a_new_gallery_in_the_photo_channel_only() -> None:
    for seed in SEEDS:
        with PortalFamilyServer(build(seed)) as srv:
            day0 = srv.truth()
            srv.set_day(1)
            truth = srv.truth()
            navs = {n["url"]: n for n in truth["navigation"]}
            for p in truth["portals"]:
                only = [
                    s
                    for s in truth["stories"]
                    if s["portal"] == p["key"] and s["only_in"] == "photo"
                ]
                assert only and all(s["new"] and s["kind"] == "gallery" for s in only)
                assert {s["url"] for s in only} == set(p["photo_channel"]["only"])
                assert not [s for s in day0["stories"] if s["url"] in p["photo_channel"]["only"]]
                for s in only:
                    assert "photo_only" in s["traps"] and s["depth"] >= 2
                    assert s["listings"] and all(
                        li["source"] == "photo" and navs[li["page"]]["kind"] == "photo"
                        for li in s["listings"]
                    )
                    assert {n["url"] for n in truth["navigation"] if s["url"] in n["stories"]} == {
                        li["page"] for li in s["listings"]
                    }
                # served: not on the front page, in no feed and no sitemap
                elsewhere = [p["starts"]["front"], *p["starts"]["feeds"]]
                elsewhere += p["starts"]["sitemap_files"] + p["starts"]["sitemaps"]
                got = fetch_all(elsewhere)
                for url in elsewhere:
                    body = got[url][2]
                    body = gzip.decompress(body) if body[:2] == b"\x1f\x8b" else body
                    for s in only:
                        path = s["url"][len(p["base"]) :].encode()
                        assert not re.search(re.escape(path) + rb'["?#;<]', body), (url, s["url"])
                photo = fetch_all([li["page"] for s in only for li in s["listings"]])
                for s in only:
                    status, headers, body = fetch(s["url"])
                    assert status == 200
                    assert f">{html.escape(s['title'], quote=False)}</h1>" in decode(
                        s["url"], headers, body, truth
                    )
                    assert all(photo[li["page"]][0] == 200 for li in s["listings"])
            assert srv.truth()["day"] == 1


def test_the_short_section_is_a_one_page_list_whose_stories_no_other_list_shows(served) -> None:
    for _, (_, truth) in served.items():
        navs = list(truth["navigation"])
        got = fetch_all([n["url"] for n in navs])
        for p in truth["portals"]:
            short = p["short_section"]
            url = p["starts"]["short"]
            assert url == short["url"] and 1 <= len(short["stories"]) <= 4
            assert short["slug"] not in {s["slug"] for s in p["starts"]["sections"]}
            mine = [
                s
                for s in truth["stories"]
                if s["portal"] == p["key"] and s["only_in"] == short["slug"]
            ]
            assert {s["url"] for s in mine} == set(short["stories"])
            pages = _pages_of(truth, p["key"], short["slug"])
            assert [n["url"] for n in pages] == [url] and pages[0]["list"] == short["stories"]
            assert pages[0]["depth"] == 1 and pages[0]["stories"] == short["stories"]
            page = decode(url, *got[url][1:], truth)
            assert 'class="pages"' not in page and "排行榜" not in page  # no pager, no sidebar
            bar = re.search(r'<div class="nav">(.*?)</div>', page)
            assert bar and html.escape(url[len(p["base"]) :]) in bar[1]
            for s in mine:
                assert s["depth"] == 2 and "short_list" in s["traps"]
                assert s["time"] < truth["now"]
                (li,) = s["listings"]
                assert li["page"] == url and li["time_text"] and li["time_text"] in page
                assert li["title"] in html.unescape(page)
            # no other list page of day 0, no feed, no sitemap links them
            others = [n["url"] for n in navs if n["portal"] == p["key"] and n["url"] != url]
            feeds = p["starts"]["feeds"] + p["starts"]["sitemap_files"] + p["starts"]["sitemaps"]
            got_feeds = fetch_all(feeds)
            for other in others + feeds:
                body = (got[other] if other in got else got_feeds[other])[2]
                body = gzip.decompress(body) if body[:2] == b"\x1f\x8b" else body
                for s in mine:
                    path = s["url"][len(p["base"]) :].encode()
                    assert not re.search(re.escape(path) + rb'["?#;<]', body), (other, s["url"])
            page_2 = page_url(p["axes"]["pagination"], short["slug"], 2)
            assert fetch(p["base"] + page_2)[0] == 404  # one page, even on endless portals


def test_a_short_front_channel_lists_three_stories_on_its_first_page(served) -> None:
    n = 0
    for _, (_, truth) in served.items():
        for p in truth["portals"]:
            sf = p["short_front"]
            if sf is None:
                continue
            n += 1
            pages = _pages_of(truth, p["key"], sf["slug"])
            assert pages[0]["url"] == sf["url"] == p["starts"]["short_front"]
            assert len(pages[0]["list"]) == 3 and len(pages) == sf["pages"]
            if len(pages) > 2:
                assert len(pages[1]["list"]) == p["page_size"]
            page = decode(sf["url"], *fetch(sf["url"])[1:], truth)
            for url in pages[0]["list"]:
                s = next(s for s in truth["stories"] if s["url"] == url)
                li = next(li for li in s["listings"] if li["page"] == sf["url"])
                assert li["time_text"] and li["time_text"] in page  # dated, whatever the markup
    assert n >= 2


#: fingerprints of seeds 0 and 1 as they were before the photo channel and short-list axes:
#: (stories, their digest, listings outside the photo channel and the short-front channels,
#: their digest, the front pages without the channel bar and the photo block's heading)
BEFORE = {
    0: (1200, "f86e0c5f344e924f", 11214, "9121552e424d2289", "50abbc0cb8ddda1f"),
    1: (1285, "cc8ee4cc84908711", 12708, "47fc02291b46f89f", "469690cc109871d2"),
}


def _fingerprint(seed: int) -> tuple[int, str, int, str, str]:
    fam = build(seed)
    bases = fam.default_bases()
    stories: list[list] = []
    listings: list[list] = []
    fronts: list[str] = []
    for day in (0, 1):
        t = family_truth(fam, day=day)
        skip = {(p["key"], p["short_front"]["slug"]) for p in t["portals"] if p["short_front"]}
        lists = {
            n["url"]
            for n in t["navigation"]
            if n["kind"] == "photo" or (n["portal"], n["section"]) in skip
        }
        for s in t["stories"]:
            if s["only_in"]:
                continue
            stories.append([day, s["url"], s["title"], s["time"], s["kind"], s["section"]])
            listings += [
                [day, s["url"], li["page"], li["source"], li["url"], li["title"], li["time_text"]]
                for li in s["listings"]
                if li["page"] not in lists
            ]
        for p in fam.portals:
            body = fam.respond(p.key, "/", day, 0, bases).body.decode(p.codec)
            body = re.sub(r'<div class="nav">.*?</div>\n', "", body)
            fronts.append(re.sub(r'<div class="photo"><h2>.*?</h2>', "", body))

    def digest(x: Any) -> str:
        return hashlib.sha1(json.dumps(x, ensure_ascii=False).encode()).hexdigest()[:16]

    return (
        len(stories),
        digest(sorted(stories)),
        len(listings),
        digest(sorted(listings, key=str)),
        digest(fronts),
    )


def test_existing_stories_fronts_feeds_and_lists_are_unchanged() -> None:
    for seed, before in BEFORE.items():
        assert _fingerprint(seed) == before, seed
