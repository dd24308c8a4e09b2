"""Accordion panels: text a page hides until its reader clicks a heading above it.

A FAQ, a guide's steps or a study's findings drawn as an accordion show their headings and
hide each answer (``display:none`` from a class, ``hidden``, an inline style) until the
heading, a button, is clicked. The hidden answers are the article's text (wcxb_dev: a
health agency's research summary, a running-shoe guide, a solar installation's steps,
their truth holds them); a browser's reader gets them with one click each. A panel is
told apart from a hidden menu, modal or consent box by what stands before it and what it
holds: a toggle with a heading's text, running text rather than links, and at least one
more such panel on the page (an accordion has items)."""

from __future__ import annotations

from lxml.html import HtmlElement

#: A toggle's text is a heading's: at least this many characters and at most that many
#: (wcxb_dev's accordion headings: 3-61; a consent box's or a modal's buttons read as
#: whole sentences, a close button as "×").
TOGGLE_MIN_CHARS = 3
TOGGLE_MAX_CHARS = 80
#: A panel holds running text: this many visible characters at least, and links at most
#: this share of them (a dropdown menu is links).
PANEL_MIN_CHARS = 100
PANEL_MAX_LINK_SHARE = 0.3
#: An accordion has at least this many items on the page.
PANELS_MIN = 2


def accordion_panels(hidden: list[HtmlElement]) -> set[HtmlElement]:
    """Those of the ``hidden`` elements that are an accordion's panels (module doc)."""
    panels = {el for el in hidden if _toggle_before(el) and _running_text(el)}
    return panels if len(panels) >= PANELS_MIN else set()


def _toggle_before(el: HtmlElement) -> bool:
    """Whether the element before ``el`` is, or holds, a toggle with a heading's text."""
    before = el.getprevious()
    while before is not None and not isinstance(before.tag, str):
        before = before.getprevious()
    if before is None:
        return False
    text = " ".join(before.text_content().split())
    if not TOGGLE_MIN_CHARS <= len(text) <= TOGGLE_MAX_CHARS:
        return False
    return any(
        node.tag == "button" or node.get("role") == "button" or node.get("aria-expanded")
        for node in before.iter()
    )


def _running_text(el: HtmlElement) -> bool:
    chars = len("".join(el.text_content().split()))
    links = sum(len("".join(a.text_content().split())) for a in el.iter("a"))
    return chars >= PANEL_MIN_CHARS and links <= PANEL_MAX_LINK_SHARE * chars
