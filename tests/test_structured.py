"""The publish date a page's JSON-LD states (harvester.extraction.structured)."""

from __future__ import annotations

import json
from typing import Any

from harvester.extraction.article import extract
from harvester.extraction.dom import parse_html
from harvester.extraction.structured import structured_published


def _page(*blocks: Any, raw: str = "") -> str:
    scripts = "".join(
        f"<script type='application/ld+json'>{json.dumps(b)}</script>" for b in blocks
    )
    return f"<html><head>{scripts}{raw}</head><body><p>text</p></body></html>"


def _published(html: str) -> str | None:
    return structured_published(parse_html(html).root)


def test_an_articles_date_in_a_graph_wins_over_its_web_pages() -> None:
    graph = {
        "@context": "https://schema.org",
        "@graph": [
            {"@type": "WebPage", "datePublished": "2020-01-01T00:00:00Z"},
            {"@type": "NewsArticle", "datePublished": "2024-10-15T18:50:03+00:00"},
        ],
    }
    assert _published(_page(graph)) == "2024-10-15T18:50:03+00:00"


def test_an_article_nested_in_a_page_and_a_list_of_types() -> None:
    page = {
        "@type": "WebPage",
        "mainEntity": {"@type": ["BlogPosting"], "datePublished": "2023-05-30"},
    }
    assert _published(_page(page)) == "2023-05-30"


def test_any_objects_date_when_no_article_gives_one() -> None:
    assert _published(_page([{"@type": "WebPage", "datePublished": "2022-07-21"}])) == "2022-07-21"


def test_a_block_that_is_no_json_is_skipped() -> None:
    broken = "<script type='application/ld+json'>{\"datePublished\": </script>"
    good = {"@type": "Article", "datePublished": "2021-03-04"}
    assert _published(_page(good, raw=broken)) == "2021-03-04"
    assert _published(_page(raw=broken)) is None
    assert _published(_page({"@type": "Article", "headline": "no date"})) is None


def test_the_json_ld_date_dates_a_page_that_prints_none() -> None:
    block = {"@type": "Article", "datePublished": "2025-09-04T10:30:00+08:00"}
    html = _page(block).replace("<p>text</p>", "<h1>Headline</h1>" + "<p>Some words here.</p>" * 5)
    assert extract(html).publish_time == "2025-09-04T10:30:00"
