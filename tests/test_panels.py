"""Accordion panels (harvester/extraction/panels.py): the answers a page hides under its
headings are its text; hidden menus, modals and consent boxes are not."""

from __future__ import annotations

import pytest

from harvester import extract

ANSWERS = [
    "Several trials found that eight weeks of mindfulness practice lowered reported anxiety "
    "scores, though the effect sizes were small and most studies were short.",
    "Evidence on blood pressure is mixed: two larger reviews saw modest reductions, while "
    "smaller studies with active control groups found no difference at all.",
    "For chronic low-back pain, the practice helped about as much as cognitive behavioural "
    "therapy in one large trial, and the benefit lasted for a year afterwards.",
]
#: what the page shows: more than its hidden answers (a page most of whose text is hidden
#: is read again without its stylesheet, whatever the answers are)
INTRO = (
    "<p>Meditation and mindfulness have been studied for many conditions. This page sums up "
    "what the research says so far, condition by condition, and where the evidence is thin."
    "</p>"
)


def _item(toggle: str, panel_attributes: str, answer: str) -> str:
    return f'<div class="item">{toggle}<div {panel_attributes}><p>{answer}</p></div></div>'


def _page(toggle: str, panel_attributes: str, style: str = "") -> bytes:
    headings = ["Anxiety", "Blood pressure", "Pain"]
    items = "".join(
        _item(toggle.format(heading=h), panel_attributes, a)
        for h, a in zip(headings, ANSWERS, strict=True)
    )
    return (
        "<html><head><title>Meditation: what the research says</title>"
        f"<style>{style}</style></head><body><h1>Meditation: what the research says</h1>"
        f"{INTRO * 3}<section>{items}</section></body></html>"
    ).encode()


@pytest.mark.parametrize(
    ("toggle", "panel", "style"),
    [
        # hidden by a class of the page's stylesheet, the toggle a div acting as a button
        ('<div role="button" tabindex="0"><h4>{heading}</h4></div>', 'class="panel"',
         ".panel{display:none}"),
        # the hidden attribute, a real button telling whether it is open
        ('<button aria-expanded="false">{heading}</button>', "hidden", ""),
        # an inline style, the button wrapped in a heading
        ('<h3><button aria-expanded="false">{heading}</button></h3>', 'style="display: none"',
         ""),
    ],
)  # fmt: skip
def test_an_accordions_hidden_answers_are_the_articles_text(
    toggle: str, panel: str, style: str
) -> None:
    text = extract(_page(toggle, panel, style)).text
    assert all(answer in text for answer in ANSWERS), text


def test_a_lone_hidden_box_after_a_button_stays_hidden() -> None:
    # a newsletter modal: one box, not an accordion's items
    modal = (
        "Sign up for our weekly letter and get the best of our reporting, the new studies and "
        "the week's most read stories, delivered to your inbox every Friday morning."
    )
    page = (
        "<html><body><h1>Meditation: what the research says</h1>"
        + "".join(f"<p>{a}</p>" for a in ANSWERS)
        + f'<button aria-expanded="false">Subscribe</button><div hidden><p>{modal}</p></div>'
        "</body></html>"
    )
    assert "weekly letter" not in extract(page.encode()).text


def test_hidden_menus_of_links_and_wordy_toggles_stay_hidden() -> None:
    links = "".join(f'<a href="/c{i}">Course number {i} of the school</a> ' for i in range(8))
    consent = (
        "Cookie consent: we use cookies to improve your experience on our site, to measure "
        "our audience and to show you relevant offers."
    )
    page = (
        "<html><body><h1>Meditation: what the research says</h1>"
        + "".join(f"<p>{a}</p>" for a in ANSWERS)
        + "".join(
            f'<button aria-expanded="false">Courses {n}</button><div hidden>{links}</div>'
            for n in range(2)
        )
        + "".join(
            f"<div><button>{consent}</button></div><div hidden><p>{ANSWERS[0]} {n}</p></div>"
            for n in range(2)
        )
        + "</body></html>"
    )
    text = extract(page.encode()).text
    assert "Course number" not in text
    assert f"{ANSWERS[0]} 0" not in text
