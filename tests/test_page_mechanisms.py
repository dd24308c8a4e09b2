"""What made real pages (WCXB's development split) come back empty, each on a string of
HTML: a page an HTML4 parser reads differently from a browser, content a framework
streams in hidden, a headline's window that finds no body; and the fallbacks ``auto``
takes before it gives up, said in the record."""

from __future__ import annotations

import pytest

from harvester.extraction.article import FALLBACKS, extract
from harvester.extraction.evaluation import DEFAULT_CORPUS

PARAGRAPHS = [
    f"Paragraph {k} of the story: the city council voted on Tuesday to extend the tram line "
    "to the northern suburbs, a project debated for more than a decade by its residents."
    for k in range(1, 7)
]
BODY = "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
HEADLINE = "<h1>The tram line reaches the northern suburbs</h1>"


def _has_body(text: str) -> bool:
    return all(p in text for p in PARAGRAPHS)


def test_an_article_after_an_early_end_of_the_document_is_read() -> None:
    # a header template that closes <body> and <html> before the page's article comes:
    # a browser reads on, libxml2 stopped there
    page = (
        '<html><body><header><nav><a href="/">Home</a></nav></header></body></html>'
        f"<div class='post'>{HEADLINE}{BODY}</div>"
    )
    assert _has_body(extract(page).text)


def test_a_page_the_parser_nests_into_a_menu_button_is_read() -> None:
    # <button> holding a <div>: HTML5 closes it at the next <button>; libxml2 keeps the
    # first one open, and the page's <main> ends up inside the header's menu button
    page = (
        '<html><body><header><button class="menu-button"><div class="icon"></div>'
        '<div class="menu"><a href="/a">Section A</a></div>'
        f"<main><article>{HEADLINE}{BODY}</article></main></header></body></html>"
    )
    assert _has_body(extract(page).text)


def test_a_sidebar_or_comment_box_stays_out_however_long() -> None:
    comments = "".join(
        f"<p>Comment {k}: I think the tram is a waste of money.</p>" for k in range(40)
    )
    page = f"<html><body><main>{HEADLINE}{BODY}</main><aside>{comments}</aside></body></html>"
    text = extract(page).text
    assert _has_body(text) and "Comment 1:" not in text


def test_what_react_streams_in_hidden_is_read_where_its_placeholder_stands() -> None:
    # Next.js: <template id="B:0"> marks the place, <div hidden id="S:0"> comes last and
    # its inline script ($RC) moves it there
    page = (
        f'<html><body><main>{HEADLINE}<template id="B:0"></template>'
        "<p>Loading…</p></main><footer>About us</footer>"
        f'<div hidden id="S:0"><div class="prose">{BODY}</div></div></body></html>'
    )
    text = extract(page).text
    assert _has_body(text) and "About us" not in text


def _corpus_page(folder: str, page: str) -> bytes:
    path = DEFAULT_CORPUS / folder / f"{page}.html"
    if not path.is_file():
        pytest.skip(f"{path} not found (../shared/corpus is absent)")
    return path.read_bytes()


@pytest.mark.corpus
@pytest.mark.parametrize(
    ("page", "at_least"),
    [
        ("dev_4326", 4000),  # title and byline in one <article>, the body in another
        ("dev_0330", 20000),
        ("dev_0372", 25000),
        ("dev_4295", 9000),
    ],
)
def test_a_story_whose_header_is_an_article_of_its_own_keeps_its_body(
    page: str, at_least: int
) -> None:
    article = extract(_corpus_page("wcxb_dev", page))
    assert len(article.text) >= at_least and article.note is None


@pytest.mark.corpus
def test_a_window_that_finds_no_body_falls_back_and_says_so() -> None:
    article = extract(_corpus_page("cleaneval_dev", "19"))  # a blog's index of whole posts
    assert len(article.text) >= 5000
    assert article.note == f"read by {FALLBACKS[0]}: auto found no body under its headline"


def test_an_index_page_stays_empty_and_says_what_was_tried() -> None:
    links = "".join(
        f'<li><a href="/n/{k}.html">Story number {k} of the day</a></li>' for k in range(30)
    )
    index = extract(f"<html><body><ul>{links}</ul></body></html>")
    assert index.text == "" and index.note is not None
    assert index.note == "not an article: the page is mostly links (an index or list page)"
    table = "".join(f"<tr><td>Item {k}</td><td>{k * 3} kg</td></tr>" for k in range(30))
    lines = extract(f"<html><body><table>{table}</table></body></html>")
    assert lines.text == "" and lines.note == (
        "not an article: no block of running text found; tried: " + ", ".join(FALLBACKS)
    )


def test_a_story_whose_header_and_body_are_two_articles_keeps_its_body() -> None:
    # <article> around the title and byline, another around the body: the header's
    # article is no post of its own among others
    page = (
        f"<html><body><article class='head'>{HEADLINE}<p>By Jane Roe, January 3, 2024</p>"
        f"</article><article class='body'>{BODY}</article>"
        "<aside><article><h3><a href='/b'>A related story</a></h3></article></aside>"
        "</body></html>"
    )
    assert _has_body(extract(page).text)


def test_a_body_runs_on_past_its_table_of_contents_heading() -> None:
    # a heading that is all link to a place on this page ends nothing
    toc = "<h2><a href='#part-2'>Part two: the costs</a></h2>"
    more = "".join(f"<p>{p.replace('Paragraph', 'Costs')}</p>" for p in PARAGRAPHS)
    page = (
        f"<html><body><div class='post'>{HEADLINE}<p>{PARAGRAPHS[0]}</p>{toc}"
        f"<div class='rest'><h2 id='part-2'>Part two</h2>{more}{BODY}</div></div>"
        "</body></html>"
    )
    text = extract(page).text
    assert _has_body(text) and "Costs 6 of the story" in text
