"""What a page's own stylesheet hides: the elements its ``<style>`` rules set to
``display:none``, as a desktop browser applies them.

A reader never sees them, whatever their class names say (a ``hidden-xs`` box is shown on a
desktop; a placeholder article in ``.tpl{display:none}`` is not). Read from the page's
``<style>`` elements only (linked stylesheets are not fetched):

- rules at the top level and in ``@media`` blocks a desktop screen matches (not ``print``,
  not ``max-width``); other at-rules (``@font-face``, ``@keyframes``, ``@supports``) are
  skipped;
- selectors with a pseudo-class or pseudo-element (``:hover``, ``::before``) never match a
  page at rest and are skipped; the rest are matched with cssselect;
- of the rules that set an element's ``display``, the last wins (``!important`` first; a
  ``.quote{display:none}`` undone by a later ``@media (min-width: 45em){.quote{display:
  block}}`` shows it); specificity is not weighed;
- at most :data:`MAX_RULES` rules are looked at (a framework pasted inline).

The extractor keeps what a script reveals: a page that has no body once what its
stylesheet hides is gone is read again with it (its article is drawn into view later).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any, NamedTuple

from lxml import etree
from lxml.html import HtmlElement

#: Rules setting ``display`` looked at, at most.
MAX_RULES = 300
#: A selector longer than this is no stylesheet's (a page's text read as one): skipped.
SELECTOR_MAX_CHARS = 500
_COMMENT_RE = re.compile(r"/\*.*?\*/", re.S)
_DISPLAY_RE = re.compile(r"(?:^|;)\s*display\s*:\s*([a-z-]+)\s*(!\s*important)?\s*(?=;|$)", re.I)


class DisplayRule(NamedTuple):
    """One selector of a rule that sets ``display``, in stylesheet order."""

    selector: str
    hides: bool  # display:none
    important: bool


_BRACE_RE = re.compile(r"[{}]")
#: A block holding no block: most of a stylesheet, read in one match.
_FLAT_BLOCK_RE = re.compile(r"\s*([^{}]*)\{([^{}]*)\}")
#: A run of blocks holding no block and no ``display`` (lower or upper case, as
#: :func:`_display_rules` looks for it): nothing to read there, skipped in one match.
_NO_DISPLAY_RUN_RE = re.compile(r"(?:[^{}]*\{[^{}iI]*(?:(?:i(?!splay)|I(?!SPLAY))[^{}iI]*)*\})*")
#: The rest of a block, after its ``{``, when it holds blocks that hold none.
_SHALLOW_REST_RE = re.compile(r"(?:[^{}]*\{[^{}]*\})*[^{}]*\}")


def _blocks(css: str) -> Iterator[tuple[str, str]]:
    """(prelude, body) of each top-level block of ``css`` (braces matched) that may set
    ``display``: runs of flat blocks that do not are skipped."""
    at, end = 0, len(css)
    while at < end:
        at = _NO_DISPLAY_RUN_RE.match(css, at).end()  # type: ignore[union-attr]  # matches ""
        if flat := _FLAT_BLOCK_RE.match(css, at):
            yield flat.group(1).strip(), flat.group(2)
            at = flat.end()
            continue
        opening = css.find("{", at)
        if opening < 0:
            return
        if shallow := _SHALLOW_REST_RE.match(css, opening + 1):
            yield css[at:opening].strip(), css[opening + 1 : shallow.end() - 1]
            at = shallow.end()
            continue
        depth, prelude_at = 0, at
        for brace in _BRACE_RE.finditer(css, opening):
            if brace.group() == "{":
                depth += 1
                continue
            depth -= 1
            if depth == 0:
                yield css[prelude_at:opening].strip(), css[opening + 1 : brace.start()]
                at = brace.end()
                break
        else:
            return  # an unclosed block: the rest is no rule


def _desktop(query: str) -> bool:
    """Whether a desktop screen matches the ``@media`` ``query``."""
    query = query.lower()
    return "print" not in query and "max-width" not in query and "speech" not in query


#: Stylesheets whose rules are kept, the latest first: a site's pages repeat their
#: ``<style>`` elements, and reading one takes 1.7 ms on wcxb_dev's pages (67 KB each).
STYLESHEETS_KEPT = 16


def display_rules(css: str) -> list[DisplayRule]:
    """The rules of ``css`` that set ``display`` on a desktop screen at rest, one per
    selector, in order (see the module docstring); empty when none hides anything."""
    return list(_display_rules(css))


@lru_cache(maxsize=STYLESHEETS_KEPT)
def _display_rules(css: str) -> tuple[DisplayRule, ...]:
    found: list[DisplayRule] = []

    def walk(text: str) -> None:
        for prelude, body in _blocks(text):
            if len(found) >= MAX_RULES:
                return
            if prelude.startswith("@"):
                if prelude.lower().startswith("@media") and _desktop(prelude[6:]):
                    walk(body)
                continue
            if "isplay" not in body and "ISPLAY" not in body:
                continue
            shown = None
            for match in _DISPLAY_RE.finditer(body.strip()):  # the last declaration wins
                shown = match
            if shown is not None:
                hides, important = shown.group(1).lower() == "none", bool(shown.group(2))
                found.extend(
                    DisplayRule(s.strip(), hides, important)
                    for s in prelude.split(",")
                    if s.strip() and ":" not in s and len(s) <= SELECTOR_MAX_CHARS
                )

    walk(_COMMENT_RE.sub("", css))
    return tuple(found[:MAX_RULES]) if any(r.hides for r in found) else ()


_COMBINATOR_RE = re.compile(r"[\s>+~]+")
_NAME_RE = re.compile(r"([.#]?)(-?[_a-zA-Z][\w-]*)")
#: An attribute test of a compound: the attribute there (``[hidden]``) or equal to a value
#: (``[data-section="footer"]``); the other operators, escapes and spaces (a compound is
#: read between spaces) are left to XPath.
_ATTRIBUTE = r"""\[([-\w]+)(?:=(?:"([^"\\\s]*)"|'([^'\\\s]*)'|([-\w]+)))?\]"""
_ATTRIBUTE_RE = re.compile(_ATTRIBUTE)
#: A compound of a tag, classes, an id and attribute tests (``div.box#main[data-x=y]``),
#: and the descendant and child combinators between such compounds: the selectors matched
#: here without XPath.
_COMPOUND_RE = re.compile(rf"(?:[a-zA-Z][\w-]*|\*)?(?:[.#]-?[_a-zA-Z][\w-]*|{_ATTRIBUTE})*")
_STEP_RE = re.compile(r"\s*(>)\s*|\s+")


class _Index:
    """The document's elements by tag, ``.class`` and ``#id``: the names it holds (a
    selector naming another in its last compound cannot match: most of a framework's
    rules) and, for a selector of plain compounds, its matches, found from the index
    instead of an XPath run over the whole document (the stylesheet rule's cost)."""

    def __init__(self, root: HtmlElement) -> None:
        self.root = root
        by: dict[str, list[HtmlElement]] = {}  # classes and ids; tags when asked for
        for el in root.iter():  # a walk in Python: XPath's //*[@class or @id] takes longer
            if classes := el.get("class"):
                for name in classes.split():
                    if (key := "." + name) in by:
                        by[key].append(el)
                    else:
                        by[key] = [el]
            if id_ := el.get("id"):
                if (key := "#" + id_) in by:
                    by[key].append(el)
                else:
                    by[key] = [el]
        self.by = by

    def elements(self, key: str) -> list[HtmlElement]:
        """The elements with a ``.class``, an ``#id`` or a tag, in document order."""
        if key[0] not in ".#" and key not in self.by:
            self.by[key] = list(self.root.iter(key))
        return self.by.get(key, [])

    def may_match(self, selector: str) -> bool:
        """Whether every tag, class and id of the selector's last compound is in the page."""
        return all(key == "*" or self.elements(key) for key in _last_keys(selector))

    def matches(self, selector: str) -> list[HtmlElement] | None:
        """The elements a selector of plain compounds joined by descendant or child
        combinators matches; None for any other selector (XPath reads it)."""
        steps = _steps(selector)
        if steps is None or any(not _pool_key(keys) for _, keys in steps):
            return None  # a compound of * or attribute tests alone: XPath reads it
        found: set[HtmlElement] = set()
        for at, (combinator, keys) in enumerate(steps):
            shown = [el for el in self._pool(keys) if _has(el, keys)]
            if at == 0:
                found = set(shown)
            elif combinator == ">":
                found = {el for el in shown if el.getparent() in found}
            else:
                under: dict[HtmlElement, bool] = {}
                found = {el for el in shown if _below(el, found, under)}
            if not found:
                return []
        return [el for el in shown if el in found]  # the last compound's, in document order

    def _pool(self, keys: tuple[str, ...]) -> list[HtmlElement]:
        """The elements holding a compound's id, else its first class, else its tag."""
        return self.elements(_pool_key(keys))


def _pool_key(keys: tuple[str, ...]) -> str:
    """The key whose elements a compound's matches are among: its id, else its first
    class, else its tag ("" for a compound of ``*`` or attribute tests alone)."""
    ids, classes = [k for k in keys if k[0] == "#"], [k for k in keys if k[0] == "."]
    tags = [k for k in keys if k[0] not in ".#[*"]
    return (ids or classes or tags or [""])[0]


def _below(el: HtmlElement, found: set[HtmlElement], under: dict[HtmlElement, bool]) -> bool:
    """Whether an ancestor of ``el`` is in ``found``; ``under`` remembers it for each
    ancestor walked (a compound's elements share most of their ancestors)."""
    walked: list[HtmlElement] = []
    above = el.getparent()
    answer = False
    while above is not None:
        if above in found:
            answer = True
            break
        if (known := under.get(above)) is not None:
            answer = known
            break
        walked.append(above)
        above = above.getparent()
    for ancestor in walked:
        under[ancestor] = answer
    return answer


@lru_cache(maxsize=8192)
def _last_keys(selector: str) -> tuple[str, ...]:
    """The tag, classes and id of a selector's last compound (its attribute tests
    aside); read once per selector (frameworks repeat theirs from site to site)."""
    last = _COMBINATOR_RE.split(selector.strip())[-1]
    compound = re.sub(r"\[[^\]]*\]|\([^)]*\)", "", last)  # attribute tests
    return tuple(
        mark + (name.lower() if not mark else name) for mark, name in _NAME_RE.findall(compound)
    )


@lru_cache(maxsize=8192)
def _steps(selector: str) -> tuple[tuple[str, tuple[str, ...]], ...] | None:
    """A selector as (combinator before it, its keys: tag, .classes, #id) per compound, or
    None when it is not made of plain compounds and descendant or child combinators
    (tuples: the answer is cached and shared)."""
    parts = _STEP_RE.split(selector.strip())
    steps: list[tuple[str, tuple[str, ...]]] = []
    combinator = ""
    for i, part in enumerate(parts):
        if i % 2:  # the captured combinator: ">" or None (whitespace)
            combinator = part or " "
            continue
        if not part or not _COMPOUND_RE.fullmatch(part):
            return None
        names = _ATTRIBUTE_RE.sub(" ", part)  # an attribute's value holds no key
        keys = [m[0] + (m[1].lower() if not m[0] else m[1]) for m in _NAME_RE.findall(names)]
        if part.startswith("*"):
            keys.insert(0, "*")
        for test in _ATTRIBUTE_RE.finditer(part):
            # "[name" or "[name=value", the name as written (cssselect's XPath compares
            # it so; the parser lowered the page's)
            name, double, single, bare = test.groups()
            equals = "=" in test.group()
            keys.append(f"[{name}={double or single or bare or ''}" if equals else f"[{name}")
        steps.append((combinator, tuple(keys)))
    return tuple(steps)


def _has(el: HtmlElement, keys: tuple[str, ...]) -> bool:
    """Whether ``el`` has every tag, class, id and attribute of a compound."""
    classes = (el.get("class") or "").split()
    for key in keys:
        mark = key[0]
        if mark == ".":
            if key[1:] not in classes:
                return False
        elif mark == "#":
            if el.get("id") != key[1:]:
                return False
        elif mark == "[":
            name, equals, value = key[1:].partition("=")
            found = el.get(name)
            if found is None or (equals and found != value):
                return False
        elif key != "*" and el.tag != key:
            return False
    return True


@lru_cache(maxsize=4096)
def _matcher(selector: str) -> etree.XPath | None:
    """The compiled XPath of a CSS selector (a site's stylesheet comes back on every page
    of it), or None for one cssselect cannot read."""
    from cssselect import GenericTranslator, SelectorError  # only for pages that need it

    try:
        return etree.XPath(GenericTranslator().css_to_xpath(selector))
    except (SelectorError, etree.XPathSyntaxError):
        return None


def _run(selector: str, root: HtmlElement) -> list[Any]:
    """The elements the selector's XPath finds in ``root`` (none when it cannot run)."""
    matcher = _matcher(selector)
    if matcher is None:
        return []
    try:
        matched = matcher(root)
    except etree.XPathError:
        return []
    return matched if isinstance(matched, list) else []


def hidden_by_stylesheet(root: HtmlElement, css: str) -> list[HtmlElement]:
    """The elements of ``root`` the rules of ``css`` hide (outermost first, none twice):
    the last ``display`` that matches an element wins (an ``!important`` one over any
    other; specificity is not weighed)."""
    rules = _display_rules(css)
    if not rules:
        return []

    final: dict[HtmlElement, tuple[bool, bool]] = {}  # element -> (important, hides)
    first_hide = next(i for i, rule in enumerate(rules) if rule.hides)
    index = _Index(root)
    for at, rule in enumerate(rules):
        # a rule that shows, before every rule that hides, decides nothing (unless
        # important); nor does any rule that shows once nothing is hidden
        if not rule.hides and not rule.important and (at < first_hide or not final):
            continue
        if not index.may_match(rule.selector):
            continue
        matched = index.matches(rule.selector)
        if matched is None:
            matched = _run(rule.selector, root)
        for el in matched:
            if isinstance(el, HtmlElement):
                important, _ = final.get(el, (False, False))
                if rule.important or not important:
                    final[el] = (rule.important, rule.hides)
    hits = {el for el, (_, hides) in final.items() if hides}
    hits -= {root, *root.iter("body", "html")}
    if not hits:
        return []
    return [
        el for el in root.iter() if el in hits and not any(a in hits for a in el.iterancestors())
    ]
