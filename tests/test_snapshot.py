"""Unit tests of harvester/snapshot.py: gallery states and the one-picture-forward rule.

Everything here is pure: states are built by hand (the answers of ``js/state.js`` from one
recorded on a real page), no browser is involved.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import replace
from pathlib import Path
from typing import Any, cast

import pytest

from harvester.browser.scripts import ScriptContractError
from harvester.gallery.scripts import CaptionResult, StateResult
from harvester.gallery.state import (
    ARTICLE_PAGE_CHARS,
    MAX_ADDED_HAN,
    URL_PATTERNS,
    GalleryState,
    added_text,
    direction,
    entry_urls,
    han,
    judge,
    may_page_to,
    page_url,
    url_pattern_of,
    url_step,
)

URL = "https://pic.example.cn/photo/2024/0615/c_1234.htm"
TITLE = "高清：夏日荷花盛开"
CAPTION_1 = "6月15日，游客在公园内观赏盛开的荷花。"
CAPTION_2 = "6月15日，一只蜻蜓停在荷花花苞上。"
#: What stays on the page around the picture: navigation, the headline, a footer.
CHROME = "首页 新闻 图片 视频\n高清：夏日荷花盛开\n2024-06-15 14:22 来源：新华网\n版权所有"


def state(
    *,
    url: str = URL,
    title: str = TITLE,
    caption: str = CAPTION_1,
    image: str | None = "https://img.example.cn/a/1.jpg",
    counter: tuple[int, int] | None = (1, 8),
    extra_text: str = "",
    paragraph_chars: int = 0,
    image_area: float = 600 * 400,
) -> GalleryState:
    """A gallery state: the page chrome, one caption, and whatever else is on screen."""
    text = "\n".join(part for part in (CHROME, caption, extra_text) if part)
    return GalleryState(
        url=url,
        title=title,
        text=text,
        image=image,
        counter=counter,
        paragraph_chars=paragraph_chars,
        image_area=image_area,
    )


# --- GalleryState.from_js ---------------------------------------------------------------------

#: Real answers of the page scripts (recorded by tests/test_scripts.py, which keeps them in
#: step with the scripts).
RECORDED = Path(__file__).with_name("script_results.json")


def js_state(**changes: Any) -> StateResult:
    """An answer of ``js/state.js``: the one recorded on a real page, with ``changes``."""
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))["state"]
    return cast(StateResult, {**recorded, **changes})


def js_caption(
    key: str, text: str, *, touched: bool = False, xpath: str | None = None, near: int = 99
) -> CaptionResult:
    """One caption of a ``js/state.js`` answer."""
    return CaptionResult(key=key, text=text, touched=touched, xpath=xpath, near=near)


def test_from_js_refuses_an_answer_missing_a_key() -> None:
    with pytest.raises(ScriptContractError, match=r"^state\.js: missing key 'url'$"):
        GalleryState.from_js({})
    for key in StateResult.__required_keys__:
        answer = {k: v for k, v in js_state().items() if k != key}
        with pytest.raises(ScriptContractError, match=f"missing key '{key}'"):
            GalleryState.from_js(answer)


def test_from_js_with_nulls_gives_defaults() -> None:
    data = js_state(
        image="",
        headline=None,
        imageXpath=None,
        imageRect=None,
        layer=False,
        track=0,
        trackPictures=None,
        counter=None,
        counterDistance=None,
        captions=[],
        pager="",
    )
    s = GalleryState.from_js(data)
    assert (s.image, s.counter, s.captions, s.headline, s.image_xpath) == (
        None,
        None,
        (),
        None,
        None,
    )
    assert (s.counter_distance, s.pager) == (0.0, None)
    for key in ("url", "title", "text", "captions", "imageArea", "textChars"):  # never null
        with pytest.raises(ScriptContractError, match=f"{key}: expected"):
            GalleryState.from_js(js_state(**{key: None}))


def test_from_js_reads_every_field() -> None:
    s = GalleryState.from_js(
        js_state(
            url=URL + "#p=2",
            title="  " + TITLE + "\n",
            text="正文",
            image="https://img.example.cn/a/2.jpg",
            counter={"n": 2, "total": 8},
            counterDistance=12.5,
            captions=[
                js_caption("div.caption", CAPTION_2, touched=True, xpath="//div[@id='d']", near=1),
                js_caption("p.info", "来源：新华网"),
            ],
            headline=TITLE,
            imageXpath="//img[@id='pic']",
            imageArea=480000,
            visibleImages=9,
            thumbnails=8,
            slideData=True,
            textChars=420,
            paragraphChars=40,
            pager="https://pic.example.cn/photo/2024/0615/c_1234_2.htm",
            doc="d1",
        )
    )
    assert s.url == URL + "#p=2"
    assert s.title == TITLE  # stripped
    assert s.text == "正文"
    assert s.image == "https://img.example.cn/a/2.jpg"
    assert s.counter == (2, 8)
    assert isinstance(s.counter, tuple)
    assert s.counter_distance == 12.5
    assert [(b.key, b.text) for b in s.captions] == [
        ("div.caption", CAPTION_2),
        ("p.info", "来源：新华网"),
    ]
    assert [(b.touched, b.xpath, b.near) for b in s.captions] == [
        (True, "//div[@id='d']", 1),
        (False, None, 99),
    ]
    assert s.headline == TITLE
    assert s.image_xpath == "//img[@id='pic']"
    assert s.image_area == 480000.0 and isinstance(s.image_area, float)
    assert (s.visible_images, s.thumbnails, s.slide_data) == (9, 8, True)
    assert (s.text_chars, s.paragraph_chars) == (420, 40)
    assert s.pager == "https://pic.example.cn/photo/2024/0615/c_1234_2.htm"
    assert s.doc == "d1"


def test_from_js_counter_becomes_a_tuple_of_ints() -> None:
    s = GalleryState.from_js(js_state(counter={"n": 3, "total": 28}))
    assert s.counter == (3, 28)
    assert all(type(n) is int for n in s.counter)
    with pytest.raises(ScriptContractError, match=r"counter\.n: expected integer, got string"):
        GalleryState.from_js(js_state(counter={"n": "3", "total": 28}))
    with pytest.raises(ScriptContractError, match="counter: expected object"):
        GalleryState.from_js(js_state(counter=[3, 28]))  # the positional answer of before


def test_states_from_js_are_hashable_and_compare_by_what_the_page_shows() -> None:
    # JSON gives lists (counter, captions and each caption): from_js must turn every one
    # into something hashable, and the scratch dict ``extra`` must stay out of the
    # comparison (and the hash): two snapshots of the same screen are one state.
    data = js_state(
        url=URL,
        title=TITLE,
        counter={"n": 1, "total": 8},
        captions=[
            js_caption("div.caption", CAPTION_1, touched=True, xpath="//div[@id='d']", near=2)
        ],
    )
    first, again = GalleryState.from_js(data), GalleryState.from_js(data)
    again.extra["probe"] = ["a note"]
    moved = GalleryState.from_js({**data, "counter": {"n": 2, "total": 8}})
    assert first == again and hash(first) == hash(again)
    assert {first, again, moved} == {first, moved} and first != moved


@pytest.mark.parametrize(
    ("url", "address"),
    [
        (URL + "#p=3", URL),
        (URL + "?from=rss#p=3", URL + "?from=rss"),
        (URL, URL),
        ("", ""),
    ],
)
def test_address_drops_only_the_fragment(url: str, address: str) -> None:
    assert state(url=url).address == address


# --- han, added_text ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("", 0),
        ("Lotus flowers in bloom 2024", 0),
        ("荷花", 2),
        ("6月15日，游客观赏荷花。", 8),  # digits and full-width punctuation do not count
        ("㐀", 1),  # CJK extension A
        ("ＡＢＣ，。！「」", 0),
    ],
)
def test_han_counts_han_characters_only(text: str, count: int) -> None:
    assert han(text) == count


def test_added_text_is_the_new_lines() -> None:
    assert added_text("a\nb", "a\nb\nc") == "c"
    assert added_text("a\nb", "c\na\nd") == "c\nd"


def test_added_text_ignores_removed_and_unchanged_lines() -> None:
    assert added_text("a\nb\nc", "a") == ""
    assert added_text(CHROME, CHROME) == ""
    assert added_text("", "") == ""


def test_added_text_of_a_changed_caption_is_the_new_caption() -> None:
    assert added_text(state().text, state(caption=CAPTION_2).text) == CAPTION_2


# --- url_step, url_pattern_of, page_url ---------------------------------------------------------


@pytest.mark.parametrize(
    ("before", "after", "n"),
    [
        ("http://news.example.cn/p/c_1234.htm", "http://news.example.cn/p/c_1234_2.htm", 2),
        ("http://news.example.cn/p/c_1234.htm", "http://news.example.cn/p/c_1234_17.htm", 17),
        ("http://pic.example.cn/n1/x-2.html", "http://pic.example.cn/n1/x-3.html", 3),
        (
            "http://pic.example.cn/n1/c1016-4001.html",
            "http://pic.example.cn/n1/c1016-4001-2.html",
            2,
        ),
        ("http://a.example.cn/p/g_1234_2.shtml", "http://a.example.cn/p/g_1234_3.shtml", 3),
        # an address with no extension that ends in an id, its session id new on each page
        ("http://a.example.cn/p/2250053?sid=5c02", "http://a.example.cn/p/2250053_2?sid=1f1f", 2),
        ("http://a.example.cn/p/2250053_2", "http://a.example.cn/p/2250053_3", 3),
        # query and fragment are ignored
        ("http://news.example.cn/p/c_1234.htm?f=1#top", "http://news.example.cn/p/c_1234_2.htm", 2),
        ("http://news.example.cn/p/c_1234.htm", "http://news.example.cn/p/c_1234_2.htm?x=y#p=1", 2),
    ],
)
def test_url_step_numbers_page_n(before: str, after: str, n: int) -> None:
    assert url_step(before, after) == n


@pytest.mark.parametrize(
    ("before", "after"),
    [
        # another host, scheme or port
        ("http://news.example.cn/p/c_1234.htm", "http://other.example.cn/p/c_1234_2.htm"),
        ("http://news.example.cn/p/c_1234.htm", "https://news.example.cn/p/c_1234_2.htm"),
        ("http://news.example.cn/p/c_1234.htm", "http://news.example.cn:8080/p/c_1234_2.htm"),
        # another stem: another gallery
        ("http://news.example.cn/p/c_1234.htm", "http://news.example.cn/p/c_5678_2.htm"),
        ("http://news.example.cn/p/c_1234.htm", "http://news.example.cn/q/c_1234_2.htm"),
        # not a page N
        ("http://news.example.cn/p/c_1234.htm", "http://news.example.cn/p/c_1234.htm"),
        ("http://news.example.cn/p/c_1234.htm", "http://news.example.cn/p/c_1234_2.jpg"),
        ("http://news.example.cn/p/c_1234.htm", "http://news.example.cn/p/c_1234_2"),
        ("http://news.example.cn/p/c_1234.htm", "http://news.example.cn/p/c_1234_2000.htm"),
        # no extension: only id_N (a month is no page)
        ("http://news.example.cn/archive/2024", "http://news.example.cn/archive/2024-06"),
        ("http://news.example.cn/photo/", "http://news.example.cn/photo/_2"),
    ],
)
def test_url_step_is_none_off_the_gallery(before: str, after: str) -> None:
    assert url_step(before, after) is None


SESSION = ";jsessionid=A4425EA9356191AA5F2D8CD8FA5F12AC"


def test_a_session_id_is_no_part_of_a_galleries_pages() -> None:
    """A Java or PHP portal puts a session id, new on every render, in every link: the
    next page of a page-per-picture gallery is still page 2 of the one loaded."""
    here = f"http://x.cn/2024/06/12/c_2966834.htm{SESSION}?spm=C03.photo.1"
    there = "http://x.cn/2024/06/12/c_2966834_2.htm;jsessionid=32BC58C25C979BC2CFF65B92F7B3473A"
    assert url_step(here, there) == 2
    assert may_page_to(here, there) and may_page_to(here, here.replace("A44", "B55"))
    assert url_pattern_of(here, there) == "{stem}_{n}{ext}"
    assert page_url(here, "{stem}_{n}{ext}", 3) == "http://x.cn/2024/06/12/c_2966834_3.htm"
    by_query = "http://x.cn/show.php?id=7&sid=9f8e7d6c5b4a3210"
    assert url_step(by_query, "http://x.cn/show.php?id=7&page=2&sid=0123456789abcdef") == 2
    assert entry_urls(f"http://x.cn/p/c_1234_3.htm{SESSION}") == ["http://x.cn/p/c_1234.htm"]


def test_url_step_with_a_short_numeric_id() -> None:
    before = "http://pic.example.cn/photo/album_12.html"
    assert url_step(before, "http://pic.example.cn/photo/album_12_2.html") == 2


@pytest.mark.parametrize(
    ("before", "after", "pattern"),
    [
        ("http://x.cn/p/c_1234.htm", "http://x.cn/p/c_1234_2.htm", "{stem}_{n}{ext}"),
        ("http://x.cn/n1/c1016-4001.html", "http://x.cn/n1/c1016-4001-2.html", "{stem}-{n}{ext}"),
        ("http://x.cn/n1/x-2.html", "http://x.cn/n1/x-3.html?a=b#c", "{stem}-{n}{ext}"),
        # nothing numbered: the underscore form is the default
        ("http://x.cn/p/a.html", "http://x.cn/p/b.html", "{stem}_{n}{ext}"),
    ],
)
def test_url_pattern_of(before: str, after: str, pattern: str) -> None:
    assert url_pattern_of(before, after) == pattern
    assert pattern in URL_PATTERNS


@pytest.mark.parametrize(
    ("url", "pattern", "n", "expected"),
    [
        # from page 1
        ("http://x.cn/p/c_1234.htm", "{stem}_{n}{ext}", 2, "http://x.cn/p/c_1234_2.htm"),
        ("http://x.cn/p/c_1234.htm", "{stem}_{n}{ext}", 10, "http://x.cn/p/c_1234_10.htm"),
        (
            "http://x.cn/n1/c1016-4001.html",
            "{stem}-{n}{ext}",
            2,
            "http://x.cn/n1/c1016-4001-2.html",
        ),
        # from page 3
        ("http://x.cn/p/c_1234_3.htm", "{stem}_{n}{ext}", 4, "http://x.cn/p/c_1234_4.htm"),
        ("http://x.cn/p/c_1234_3.htm", "{stem}_{n}{ext}", 2, "http://x.cn/p/c_1234_2.htm"),
        (
            "http://x.cn/n1/c1016-4001-3.html",
            "{stem}-{n}{ext}",
            5,
            "http://x.cn/n1/c1016-4001-5.html",
        ),
        # query and fragment dropped
        (
            "http://x.cn/p/c_1234.htm?from=rss#p=1",
            "{stem}_{n}{ext}",
            2,
            "http://x.cn/p/c_1234_2.htm",
        ),
        (
            "http://x.cn/n1/c1-4001-3.html?a=1#b",
            "{stem}-{n}{ext}",
            4,
            "http://x.cn/n1/c1-4001-4.html",
        ),
        # the port and .shtml survive
        (
            "http://x.cn:8000/p/g_5678.shtml",
            "{stem}_{n}{ext}",
            3,
            "http://x.cn:8000/p/g_5678_3.shtml",
        ),
    ],
)
def test_page_url(url: str, pattern: str, n: int, expected: str) -> None:
    assert page_url(url, pattern, n) == expected


def test_page_url_round_trips_through_url_step() -> None:
    first = "http://x.cn/p/c_1234.htm"
    for pattern in URL_PATTERNS:
        for n in (2, 3, 9):
            assert url_step(first, page_url(first, pattern, n)) == n


@pytest.mark.parametrize("url", ["http://x.cn/p/", "http://x.cn/p/photo.jpg", "http://x.cn"])
def test_page_url_refuses_a_url_without_a_page_name(url: str) -> None:
    with pytest.raises(ValueError, match="no page name"):
        page_url(url, URL_PATTERNS[0], 2)


def test_page_url_with_a_short_numeric_id() -> None:
    url = "http://pic.example.cn/photo/album_12.html"
    assert page_url(url, URL_PATTERNS[0], 2) == "http://pic.example.cn/photo/album_12_2.html"


# --- judge: one picture forward -----------------------------------------------------------------


def test_step_by_counter() -> None:
    before = state()
    after = state(caption=CAPTION_2, image="https://img.example.cn/a/2.jpg", counter=(2, 8))
    assert judge(before, after) == "step"


def test_a_viewer_that_closed_itself_ends_the_gallery() -> None:
    """Round 5's imagelightbox closes its viewer past the last picture: what shows then is
    the page under it (a grid thumbnail, an ad), never the next picture."""
    before = dataclasses.replace(state(counter=None), layer=True)
    after = state(caption="", image="https://img.example.cn/ad.jpg", counter=None)
    assert judge(before, after) == "end"
    still_open = dataclasses.replace(after, layer=True)
    assert judge(before, still_open) == "step"


def test_step_by_counter_even_when_the_picture_url_stays() -> None:
    """A counter n → n+1 is enough: some galleries swap the picture through CSS."""
    assert judge(state(), state(caption=CAPTION_2, counter=(2, 8))) == "step"


def test_step_by_a_new_picture_without_counter() -> None:
    before = state(counter=None)
    after = state(caption=CAPTION_2, image="https://img.example.cn/a/2.jpg", counter=None)
    assert judge(before, after) == "step"


def test_step_with_a_repeated_caption() -> None:
    """Captions barely change on many galleries: a new picture alone is a step."""
    before = state(counter=None)
    after = state(image="https://img.example.cn/a/2.jpg", counter=None)
    assert before.text == after.text
    assert judge(before, after) == "step"
    with_counter = state(image="https://img.example.cn/a/2.jpg", counter=(2, 8))
    assert judge(state(), with_counter) == "step"


def test_step_with_an_empty_caption() -> None:
    before = state(caption="", counter=None)
    after = state(caption="", image="https://img.example.cn/a/2.jpg", counter=None)
    assert judge(before, after) == "step"


def test_step_on_an_english_gallery() -> None:
    """No Han text at all: the rule must not depend on Chinese characters."""
    before = GalleryState(
        url="https://www.example.com/gallery/lotus.html",
        title="In pictures: lotus season",
        text="Home News Pictures\nLotus flowers in bloom at a park in Beijing.\n1/12",
        image="https://img.example.com/1.jpg",
        counter=(1, 12),
    )
    after = GalleryState(
        url="https://www.example.com/gallery/lotus.html#slide-2",
        title="In pictures: lotus season",
        text="Home News Pictures\nA dragonfly rests on a lotus bud.\n2/12",
        image="https://img.example.com/2.jpg",
        counter=(2, 12),
    )
    assert han(before.text + after.text) == 0
    assert judge(before, after) == "step"
    no_counter = (
        GalleryState(before.url, before.title, before.text, before.image),
        GalleryState(after.url, after.title, after.text, after.image),
    )
    assert judge(*no_counter) == "step"


def test_step_when_only_the_fragment_changes() -> None:
    after = state(url=URL + "#p=2", image="https://img.example.cn/a/2.jpg", counter=(2, 8))
    assert judge(state(url=URL + "#p=1"), after) == "step"


def test_seen_picture_with_counter() -> None:
    before = state(image="https://img.example.cn/a/2.jpg", counter=(2, 8))
    after = state(image="https://img.example.cn/a/1.jpg", counter=(3, 8))
    assert judge(before, after, {"https://img.example.cn/a/1.jpg"}) == "seen"


def test_seen_picture_without_counter() -> None:
    before = state(image="https://img.example.cn/a/2.jpg", counter=None)
    after = state(image="https://img.example.cn/a/1.jpg", counter=None)
    seen = {"https://img.example.cn/a/1.jpg", "https://img.example.cn/a/2.jpg"}
    assert judge(before, after, seen) == "seen"
    assert judge(before, after, frozenset(seen)) == "seen"
    assert judge(before, after) == "step"  # nothing seen: a new picture


def test_counter_back_is_a_restart() -> None:
    assert judge(state(counter=(5, 8)), state(counter=(1, 8), caption=CAPTION_2)) == "restart"
    assert judge(state(counter=(8, 8)), state(counter=(1, 8))) == "restart"
    assert judge(state(counter=(5, 8)), state(counter=(3, 8))) == "restart"


def test_counter_one_back_or_round_to_the_last_is_back() -> None:
    """A previous arrow pressed on picture 5 of 8, or on picture 1 (a wrap backwards)."""
    assert judge(state(counter=(5, 8)), state(counter=(4, 8))) == "back"
    assert judge(state(counter=(1, 8)), state(counter=(8, 8))) == "back"


def pictures(*ns: int) -> tuple[str, ...]:
    return tuple(f"https://img.example.cn/a/{n}.jpg" for n in ns)


def on_track(n: int, order: tuple[str, ...]) -> GalleryState:
    """Picture ``n`` of a track whose pictures stand in ``order`` in the document."""
    return replace(state(image=pictures(n)[0], counter=None), track_order=order)


TRACK = pictures(1, 2, 3, 4, 5)
#: a looping carousel's document: the last picture copied before the first, the first after
LOOP = pictures(5, 1, 2, 3, 4, 5, 1)


@pytest.mark.parametrize("order", [TRACK, LOOP], ids=["track", "loop"])
def test_a_press_that_moves_a_track_back_is_no_step(order: tuple[str, ...]) -> None:
    """Twin arrows of one class: the previous one, pressed on picture 1, shows picture 5,
    never seen; the track's order says it went back (the record came back reversed)."""
    assert judge(on_track(1, order), on_track(5, order)) == "back"
    assert judge(on_track(3, order), on_track(2, order)) == "back"  # opened in the middle
    assert judge(on_track(1, order), on_track(2, order)) == "step"
    assert judge(on_track(5, order), on_track(1, order)) == "step"  # wrapped forward


def test_a_track_that_does_not_tell_leaves_the_step_as_it_was() -> None:
    """A jump, a picture not in the track, a track of two: judged by the picture alone."""
    assert judge(on_track(1, TRACK), on_track(3, TRACK)) == "step"
    assert judge(on_track(1, TRACK), on_track(9, TRACK)) == "step"
    two = pictures(1, 2)
    assert judge(on_track(2, two), on_track(1, two)) == "step"
    assert judge(on_track(2, ()), on_track(1, ())) == "step"


def test_a_loops_clones_do_not_change_the_way_round() -> None:
    assert direction(LOOP, TRACK[4], TRACK[0]) == 1
    assert direction(LOOP, TRACK[0], TRACK[4]) == -1
    assert direction(LOOP, TRACK[1], TRACK[2]) == 1
    assert direction(pictures(1, 1, 2), TRACK[0], TRACK[1]) == 0  # two pictures: no way back


def test_counter_plus_two_is_a_jump() -> None:
    after = state(counter=(3, 8), image="https://img.example.cn/a/3.jpg", caption=CAPTION_2)
    assert judge(state(), after) == "jump"


def test_total_changed_is_another_gallery() -> None:
    after = state(counter=(2, 12), image="https://img.example.cn/b/2.jpg")
    assert judge(state(), after) == "left"


def test_other_address_is_left() -> None:
    after = state(url="https://pic.example.cn/photo/2024/0616/c_9999.htm", counter=(2, 8))
    assert judge(state(), after) == "left"
    query = state(url=URL + "?from=rss", image="https://img.example.cn/a/2.jpg", counter=(2, 8))
    assert judge(state(), query) == "left"


def test_page_n_by_the_query_is_a_url_step_with_another_picture() -> None:
    query = state(url=URL + "?page=2", image="https://img.example.cn/a/2.jpg", counter=(2, 8))
    assert judge(state(), query) == "url-step"
    assert url_pattern_of(URL, URL + "?page=2") == "?page={n}"
    assert page_url(URL + "?page=2", "?page={n}", 3) == URL + "?page=3"


def test_page_2_of_an_article_is_not_a_gallery_step() -> None:
    """An article's 下一页 leads to page 2 with more paragraphs, not another picture."""
    page2 = state(url=URL.replace(".htm", "_2.htm"), counter=None)
    assert judge(state(counter=None), page2) == "left"
    essay = state(
        url=URL.replace(".htm", "_2.htm"),
        image="https://img.example.cn/a/2.jpg",
        counter=None,
        paragraph_chars=ARTICLE_PAGE_CHARS,
    )
    assert judge(state(counter=None), essay) == "left"


@pytest.mark.parametrize(
    ("url", "entries"),
    [
        (URL + "#p=5", [URL]),
        (URL + "?index=4", [URL]),
        (URL.replace(".htm", "_3.htm"), [URL]),
        ("http://h.cn/tuji/index_3.html", ["http://h.cn/tuji/index.html"]),
        (URL, []),
    ],
)
def test_entry_urls_of_a_deep_link(url: str, entries: list[str]) -> None:
    assert entry_urls(url) == entries


def test_page_n_of_the_gallery_is_a_url_step() -> None:
    after = state(
        url="https://pic.example.cn/photo/2024/0615/c_1234_2.htm",
        image="https://img.example.cn/a/2.jpg",
        counter=(2, 8),
    )
    assert judge(state(), after) == "url-step"
    people = "http://pic.example.cn/n1/2024/0615/c1016-4001"
    before = state(url=people + ".html", counter=None)
    after = state(url=people + "-2.html", counter=None, image="https://img.example.cn/a/2.jpg")
    assert judge(before, after) == "url-step"


def test_title_changed_is_left() -> None:
    after = state(title="高清：秋日银杏", image="https://img.example.cn/b/1.jpg", counter=(2, 8))
    assert judge(state(), after) == "left"


@pytest.mark.parametrize(
    "overlay",
    [
        "重新浏览",
        "您已经浏览完所有图片",
        "相关图集\n北京：荷花盛开\n杭州：西湖夏景",
        "下一图集",
        "已经是最后一张了",
        "You have reached the end of the gallery",
    ],
)
def test_end_words_appearing_is_the_end(overlay: str) -> None:
    """An end layer over the last picture, or one showing other albums' thumbnails."""
    assert judge(state(), state(extra_text=overlay)) == "end"
    thumbnail = state(image="https://img.example.cn/b/1.jpg", image_area=160 * 120)
    assert judge(state(), replace(thumbnail, text=state(extra_text=overlay).text)) == "end"


def test_end_words_that_come_with_the_next_picture_are_a_step() -> None:
    """A swipe gallery fills the slot beside its last picture with the end card ahead
    (round 6's lancang): the next picture, as large, stands in place of the last one."""
    after = state(
        caption=CAPTION_2,
        image="https://img.example.cn/a/2.jpg",
        counter=None,
        extra_text="图集已浏览完毕\n重新浏览",
    )
    assert judge(state(counter=None), after) == "step"


def test_end_words_already_on_the_page_do_not_count() -> None:
    """A 相关图集 box that was there all along is part of the page, not an end overlay."""
    before = state(extra_text="相关图集")
    after = state(
        caption=CAPTION_2,
        image="https://img.example.cn/a/2.jpg",
        counter=(2, 8),
        extra_text="相关图集",
    )
    assert judge(before, after) == "step"


def _grid(captions: int) -> str:
    """A list mode: every caption of the gallery at once, one per line."""
    return "\n".join(
        f"第{i}幅：游客在公园内观赏盛开的荷花，荷叶田田，清风徐来。" for i in range(captions)
    )


def test_a_flood_of_han_text_is_a_flood() -> None:
    grid = _grid(30)
    assert han(grid) > MAX_ADDED_HAN
    assert han(grid) > han(state().text) / 2
    after = state(
        caption=CAPTION_2, image="https://img.example.cn/a/2.jpg", counter=(2, 8), extra_text=grid
    )
    assert judge(state(), after) == "flood"
    assert judge(state(counter=None), after) == "flood"


def test_much_added_text_on_a_long_page_is_not_a_flood() -> None:
    """Over 300 Han characters added, but under half of what the page showed."""
    long_page = _grid(60)
    added = "\n".join(f"新{line}" for line in long_page.splitlines()[:14])
    assert han(added) > MAX_ADDED_HAN
    assert han(added) <= 0.5 * han(state(extra_text=long_page).text)
    before = state(extra_text=long_page)
    after = state(
        caption=CAPTION_2,
        image="https://img.example.cn/a/2.jpg",
        counter=(2, 8),
        extra_text=long_page + "\n" + added,
    )
    assert judge(before, after) == "step"


def test_a_long_caption_is_not_a_flood() -> None:
    """Up to 300 new Han characters is a caption's worth, even on a short page."""
    caption = "荷" * MAX_ADDED_HAN
    before = GalleryState(URL, TITLE, "图", "https://img.example.cn/a/1.jpg", (1, 8))
    after = GalleryState(URL, TITLE, caption, "https://img.example.cn/a/2.jpg", (2, 8))
    assert judge(before, after) == "step"
    after_more = GalleryState(URL, TITLE, caption + "花", "https://img.example.cn/a/2.jpg", (2, 8))
    assert judge(before, after_more) == "flood"


def test_nothing_changed_is_none() -> None:
    assert judge(state(), state()) == "none"
    assert judge(state(counter=None), state(counter=None)) == "none"
    assert judge(state(image=None, counter=None), state(image=None, counter=None)) == "none"


def test_only_the_caption_changed_is_none() -> None:
    """Text alone (a ticker, a rotating ad) is not a picture forward."""
    assert judge(state(counter=None), state(caption=CAPTION_2, counter=None)) == "none"


def test_picture_gone_is_none() -> None:
    assert judge(state(counter=None), state(image=None, counter=None)) == "none"
