"""The records a perfect crawler would write for a truth: one per story (found on the page
of its first listing on a navigation page, else of its first listing, taking the listing
there that shows a time if one does) and one per navigation page. The
tests score them (every figure 1.0); the bench can use them to check its own plumbing."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

NAV_SOURCES = {
    "headline",
    "yaowen",
    "rolling",
    "photo_block",
    "rank",
    "channel",
    "section",
    "photo",
    "script",
    "vip",
    "tag",
    "author",
    "archive",
    "lookalike",
    "m_front",
}


def story_record(story: dict[str, Any], listing: dict[str, Any] | None) -> dict[str, Any]:
    """The record of ``story`` found through ``listing`` (None: found with no list)."""
    return {
        "url": story["url"],
        "final_url": story["url"],
        "kind": story["kind"],
        "status": "ok",
        "title": story["title"],
        "publish_time": story["time"],
        "text": "\n".join(story.get("paragraphs", [])),
        "slides": [{"image": p["url"], "caption": p["caption"]} for p in story.get("pictures", [])],
        "listed_title": listing["title"] if listing else None,
        "listed_time": listing["time"] if listing else None,
        "found_on": listing["page"] if listing else None,
    }


def perfect_records(truth: dict[str, Any]) -> list[dict[str, Any]]:
    """Every story once and every navigation page once, as a perfect crawl records them."""
    out = []
    links: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for s in truth["stories"]:
        for li in s["listings"]:
            links[li["page"]].append({"url": li["url"], "title": li["title"], "time": li["time"]})
        nav = [li for li in s["listings"] if li["source"] in NAV_SOURCES]
        first = (nav or s["listings"] or [None])[0]
        if first is not None:  # on that page, the listing that shows a time if one does
            same = [li for li in s["listings"] if li["page"] == first["page"]]
            first = next((li for li in same if li["time"]), first)
        out.append(story_record(s, first))
    for nav in truth["navigation"]:
        out.append(
            {
                "url": nav["url"],
                "final_url": nav["url"],
                "kind": "navigation",
                "status": "ok",
                "links": links.get(nav["url"], []),
            }
        )
    return out
