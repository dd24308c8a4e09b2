"""Every list page of the portal family (development seeds 0 and 1, both days), read as
the crawl reads it (:func:`~harvester.crawl.listing.read_listing` and
:func:`~harvester.crawl.listing.is_list`, from the bytes its server answers, no browser):
the photo channels in their five markups (short titles, pages of three, a last page of
one), the short sections of one to four dated stories and the short first pages are
lists, each listing every story the truth says it shows with the title and time shown;
and no story page is a list."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta

import pytest

from harvester.crawl.keys import story_key
from harvester.crawl.listing import is_list, read_listing
from harvester.extraction.encoding import decode_html
from testbeds.portal_family import build
from testbeds.portal_family.family import Family
from testbeds.portal_family.truth import family_truth

pytestmark = pytest.mark.testbed

#: The family's "now" on day 0 (its servers' Date, Beijing time).
NOW = datetime(2024, 6, 12, 18, 0)


def _pages(family: Family, day: int) -> Iterator[tuple[str, str]]:
    """(url, html) of every HTML page the truth names, as its server answers."""
    bases = family.default_bases()
    hosts = {base: host for host, base in bases.items()}
    truth = family_truth(family, bases, day)
    urls = [n["url"] for n in truth["navigation"]] + [s["url"] for s in truth["stories"]]
    for url in urls:
        base, _, rest = url.partition(".invalid")
        answer = family.respond(hosts[base + ".invalid"], rest or "/", day, 0, bases)
        if answer.status == 200 and answer.ctype.startswith("text/html"):
            yield url, decode_html(answer.body, answer.ctype).text


@pytest.mark.parametrize(("seed", "day"), [(0, 0), (1, 0), (0, 1), (1, 1)])
def test_photo_channels_and_short_lists_are_lists_of_their_stories(seed: int, day: int) -> None:
    family = build(seed, day)
    truth = family_truth(family, family.default_bases(), day)
    navs = {n["url"]: n for n in truth["navigation"]}
    titles = {s["url"]: s for s in truth["stories"]}
    wrong: list[str] = []
    kinds: set[str] = set()
    for url, html in _pages(family, day):
        listing = read_listing(html, url, NOW + timedelta(days=day))
        nav = navs.get(url)
        if nav is None:  # a story
            if is_list(listing, html, url):
                wrong.append(f"{url}: a story taken for a list")
            continue
        if not nav["list"] or listing.drawn:  # a map of channels; a list a script draws
            continue
        if not is_list(listing, html, url, continued=(nav.get("page") or 1) > 1):
            wrong.append(f"{url} ({nav['kind']}): not a list")
            continue
        kinds.add(nav["kind"])
        found = {story_key(n.url): n for n in listing.news}
        for story in nav["list"]:
            if story not in titles:  # a dead link, an ad
                continue
            names = {story, *(v["url"] for v in titles[story]["variants"])}  # a mobile twin's
            if not {story_key(name) for name in names} & set(found):
                wrong.append(f"{url} ({nav['kind']}): {story} not listed")
    assert not wrong, wrong[:10]
    assert {"photo", "section"} <= kinds
