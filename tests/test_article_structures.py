"""Tests of the opt-in "hard body" structures of the article generator
(``testbeds/article_structures.py``, dealt by ``--extra hard_bodies`` or one name each).

They check the generator and its truth only, never an extractor: each structure is dealt by
its extra name; without extras the generator's bytes are those it gave before these
structures existed; every truth line is a whole line of the page's *visible* text (parsed
with lxml; ``<script>``/``<style>`` and elements hidden by the ``hidden`` attribute, inline
``display:none``, a ``display:none`` rule of the page's own stylesheet, or ``visibility:
hidden`` dropped; the page read as a 1280 px screen, so print-only and phone-only rules do
not apply); hidden placeholder text is neither visible nor truth; each trap is on its page;
the build is deterministic. One test (browser tier) checks the same against Chromium's
``innerText``.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import lxml.html
import pytest

import testbeds.article_generator as gen
import testbeds.article_structures as hard

pytestmark = [pytest.mark.testbed, pytest.mark.oracle]

SEED = 21  # the development seed of these structures (22 is held out: not used here)
N_PAGES = 150
WIDTH = 1280  # the reader's window: screen media, 1280 px wide

#: sha256 over every page's bytes and JSON record, taken before the hard structures existed
BEFORE = {
    (0, 40, ()): "1dd0e51c708e1b3f79c66b7473baf1aaa4e8b9245bc1fa6140975c8082cffc1b",
    (21, 40, ()): "26c4ba456ddf1cb03b0bc80e73b0aae447005394c10ebdf7bd62c0d353e62711",
    (11, 30, ("sibling_articles",)): (
        "616404540d6329cb4b8a6f4dcd9e66c923cca1195632422256d2f5b69d09c71a"
    ),
}
TIME_RE = re.compile(r"^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$")

# --- visible text: a small CSS cascade over lxml ------------------------------------------------

BLOCK = {
    "address",
    "article",
    "aside",
    "blockquote",
    "caption",
    "center",
    "dd",
    "details",
    "div",
    "dl",
    "dt",
    "figcaption",
    "figure",
    "footer",
    "form",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "hr",
    "li",
    "main",
    "nav",
    "ol",
    "p",
    "pre",
    "section",
    "summary",
    "table",
    "tbody",
    "thead",
    "tr",
    "ul",
}
CELLS = {"td", "th"}
#: never rendered as text (scripting on: ``<noscript>`` is not shown; a player shows no text)
NOT_RENDERED = {
    "head",
    "script",
    "style",
    "template",
    "noscript",
    "title",
    "audio",
    "video",
    "object",
    "embed",
    "iframe",
}
_COMPOUND = re.compile(r"([a-zA-Z][a-zA-Z0-9]*|\*)?((?:[#.][-\w]+|\[[^\]]+\]|:not\(\.[-\w]+\))*)$")
_SIMPLE = re.compile(r"[#.][-\w]+|\[[^\]]+\]|:not\(\.[-\w]+\)")


@dataclass
class Rule:
    selector: list[tuple[str, str]]  # (combinator before it, compound), left to right
    specificity: tuple[int, int, int]
    order: int
    decls: dict[str, tuple[str, bool]]  # property -> (value, !important)


def _media_applies(query: str) -> bool:
    for alternative in query.split(","):
        ok = True
        for part in re.split(r"\s+and\s+", alternative.strip()):
            part = part.strip().lower().removeprefix("only ").strip()
            m = re.fullmatch(r"\(\s*(min|max)-width\s*:\s*(\d+)px\s*\)", part)
            if part in ("screen", "all"):
                continue
            if part == "print":
                ok = False
            elif m:
                n = int(m.group(2))
                low, high = (n, WIDTH) if m.group(1) == "min" else (WIDTH, n)
                ok = ok and low <= high
            else:
                raise AssertionError(f"media query the checker does not know: {query!r}")
        if ok:
            return True
    return False


def _decls(text: str) -> dict[str, tuple[str, bool]]:
    out = {}
    for decl in text.split(";"):
        name, sep, value = decl.partition(":")
        if not sep:
            continue
        value = value.strip()
        important = value.lower().replace(" ", "").endswith("!important")
        value = re.sub(r"!\s*important\s*$", "", value, flags=re.I).strip()
        out[name.strip().lower()] = (value.lower(), important)
    return out


def _specificity(compounds: list[tuple[str, str]]) -> tuple[int, int, int]:
    a = b = c = 0
    for _, compound in compounds:
        m = _COMPOUND.match(compound)
        assert m, compound
        if m.group(1) and m.group(1) != "*":
            c += 1
        for simple in _SIMPLE.findall(m.group(2)):
            if simple.startswith("#"):
                a += 1
            else:
                b += 1
    return a, b, c


def _parse_selector(text: str) -> list[tuple[str, str]]:
    tokens = re.sub(r"\s*>\s*", " > ", text.strip()).split()
    out: list[tuple[str, str]] = []
    comb = " "
    for tok in tokens:
        if tok == ">":
            comb = ">"
            continue
        assert _COMPOUND.match(tok), f"selector the checker does not know: {text!r}"
        out.append((comb, tok))
        comb = " "
    return out


def parse_css(css: str, rules: list[Rule] | None = None) -> list[Rule]:
    """The rules that apply on a 1280 px screen, in order."""
    rules = [] if rules is None else rules
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    i = 0
    while i < len(css):
        open_at = css.find("{", i)
        if open_at < 0:
            break
        prelude = css[i:open_at].strip()
        depth, j = 1, open_at + 1
        while depth:
            depth += {"{": 1, "}": -1}.get(css[j], 0)
            j += 1
        inner = css[open_at + 1 : j - 1]
        i = j
        if prelude.startswith("@media"):
            if _media_applies(prelude[len("@media") :]):
                parse_css(inner, rules)
            continue
        if prelude.startswith("@"):
            continue
        decls = _decls(inner)
        for selector in prelude.split(","):
            compounds = _parse_selector(selector)
            rules.append(Rule(compounds, _specificity(compounds), len(rules), decls))
    return rules


def _matches_compound(el: Any, compound: str) -> bool:
    m = _COMPOUND.match(compound)
    assert m
    tag = m.group(1)
    if tag and tag != "*" and el.tag != tag.lower():
        return False
    classes = set((el.get("class") or "").split())
    for simple in _SIMPLE.findall(m.group(2)):
        if simple.startswith("#") and el.get("id") != simple[1:]:
            return False
        if simple.startswith(".") and simple[1:] not in classes:
            return False
        if simple.startswith(":not(") and simple[6:-1] in classes:
            return False
        if simple.startswith("["):
            name, _, value = simple[1:-1].partition("=")
            if el.get(name) is None or (value and el.get(name) != value.strip("\"'")):
                return False
    return True


def _matches(el: Any, selector: list[tuple[str, str]]) -> bool:
    *rest, (comb, last) = selector
    if not _matches_compound(el, last):
        return False
    if not rest:
        return True
    parent = el.getparent()
    if comb == ">":
        return parent is not None and _matches(parent, rest)
    while parent is not None:
        if _matches(parent, rest):
            return True
        parent = parent.getparent()
    return False


def _computed(el: Any, rules: list[Rule], prop: str) -> str | None:
    """The cascaded value of ``prop`` on ``el`` (stylesheet rules, then the style attribute;
    ``!important`` first), or None."""
    best: tuple[tuple[Any, ...], str] | None = None
    for rule in rules:
        if prop in rule.decls and _matches(el, rule.selector):
            value, important = rule.decls[prop]
            key = (important, False, rule.specificity, rule.order)
            if best is None or key > best[0]:
                best = (key, value)
    inline = _decls(el.get("style") or "")
    if prop in inline:
        value, important = inline[prop]
        key = (important, True, (0, 0, 0), 0)
        if best is None or key > best[0]:
            best = (key, value)
    if best is None and prop == "display" and el.get("hidden") is not None:
        return "none"  # the user agent's [hidden] rule, below every author rule
    return best[1] if best else None


def visible_lines(markup: str) -> list[str]:
    """The page's visible text, one normalised line per rendered line."""
    doc = lxml.html.document_fromstring(markup)
    css = "\n".join(s.text or "" for s in doc.iter("style"))
    rules = parse_css(css)
    parts: list[str] = []

    def walk(el: Any, parent_visible: bool) -> None:
        tag = el.tag if isinstance(el.tag, str) else ""
        if not tag or tag in NOT_RENDERED or _computed(el, rules, "display") == "none":
            return
        visibility = _computed(el, rules, "visibility")
        visible = parent_visible if visibility is None else visibility != "hidden"
        if tag in BLOCK or tag == "br":
            parts.append("\n")
        if el.text and visible:
            parts.append(el.text)
        for child in el:
            walk(child, visible)
            if child.tail and visible:
                parts.append(child.tail)
        if tag in CELLS:
            parts.append(" ")
        elif tag in BLOCK:
            parts.append("\n")

    body = doc.find("body")
    assert body is not None
    walk(body, True)
    return normalise("".join(parts)).split("\n")


def normalise(text: str) -> str:
    text = re.sub(r"[ \t\r\f\v\u00a0\u3000]+", " ", text)
    lines = (line.strip() for line in text.split("\n"))
    return "\n".join(line for line in lines if line)


def link_text(markup: str) -> int:
    doc: Any = lxml.html.document_fromstring(markup)
    return sum(len("".join(a.itertext()).strip()) for a in doc.iter("a"))


# --- fixtures -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def family(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    out = tmp_path_factory.mktemp("hardfam")
    folder = gen.build(out, seed=SEED, n_pages=N_PAGES, extra=("hard_bodies",))
    lines = (folder / "ground_truth.jsonl").read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    pages = {p.id: p for p in gen.generate(SEED, N_PAGES, ("hard_bodies",))}
    hard_ids = [r["id"] for r in records if r["axes"]["structure"] in gen.HARD_STRUCTURES]
    visible = {i: visible_lines(pages[i].html) for i in hard_ids}
    return {"folder": folder, "records": records, "pages": pages, "visible": visible}


def _hard(family: dict[str, Any]) -> list[tuple[dict[str, Any], Any, list[str]]]:
    out = []
    for rec in family["records"]:
        if rec["axes"]["structure"] in gen.HARD_STRUCTURES:
            out.append((rec, family["pages"][rec["id"]], family["visible"][rec["id"]]))
    return out


def _pages(family: dict[str, Any], structure: str) -> list[tuple[dict[str, Any], Any, list[str]]]:
    out = [x for x in _hard(family) if x[0]["axes"]["structure"] == structure]
    assert out, f"no {structure} page"
    return out


def _variant(rec: dict[str, Any]) -> dict[str, str]:
    return dict(kv.split("=", 1) for kv in rec["axes"]["variant"].split(",") if kv)


def _digest(seed: int, n: int, extra: tuple[str, ...]) -> str:
    h = hashlib.sha256()
    for page in gen.generate(seed, n, extra):
        h.update(page.data)
        h.update(json.dumps(page.record, ensure_ascii=False).encode())
    return h.hexdigest()


# --- the checker itself -------------------------------------------------------------------------


def test_checker_hides_what_a_browser_hides() -> None:
    page = """<html><head><style>
    .a{display:none} #b{display:none} .tab .hide{display:none}
    @media print{.p{display:none}} @media (max-width:767px){.x{display:none!important}}
    .d-none{display:none!important}
    @media (min-width:768px){.d-md-block{display:block!important}}
    .collapse:not(.show){display:none} .v{visibility:hidden}
    </style></head><body>
    <p class="a">H1</p><p id="b">H2</p><p hidden>H3</p><p style="display:none">H4</p>
    <div class="tab"><p class="hide">H5</p></div><p class="v">H6</p>
    <div class="collapse"><p>H7</p></div>
    <p class="hide">S1</p><p class="p">S2</p><p class="x">S3</p>
    <p class="d-none d-md-block">S4</p><div class="collapse show"><p>S5</p></div>
    <p>S6<span style="display:none">H8</span>S7</p><script>H9</script>
    </body></html>"""
    lines = visible_lines(page)
    assert lines == ["S1", "S2", "S3", "S4", "S5", "S6S7"]


# --- the generator as a whole -------------------------------------------------------------------


def test_old_bytes_unchanged_without_extras() -> None:
    for (seed, n, extra), digest in BEFORE.items():
        assert _digest(seed, n, extra) == digest, (seed, n, extra)


def test_each_structure_is_dealt_by_its_extra_name() -> None:
    assert gen._extra_structures(["hard_bodies"]) == gen.HARD_STRUCTURES
    assert set(gen.HARD_STRUCTURES) <= set(gen.EXTRA_STRUCTURES)
    plain_family = {p.record["axes"]["structure"] for p in gen.generate(SEED, 40)}
    assert not plain_family & set(gen.HARD_STRUCTURES)
    for name in gen.HARD_STRUCTURES:
        dealt = {p.record["axes"]["structure"] for p in gen.generate(SEED, 25, (name,))}
        assert name in dealt, name
        assert not (dealt - {name}) & set(gen.EXTRA_STRUCTURES), name
    with pytest.raises(ValueError):
        gen.generate(SEED, 5, ("no_such_structure",))


def test_cli_takes_the_group_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert gen.main([str(tmp_path), "--seed", "22", "--pages", "30", "--extra", "hard_bodies"]) == 0
    out = capsys.readouterr().out
    assert "misnested=" in out and "annotated_body=" in out
    assert len((tmp_path / "gen" / "ground_truth.jsonl").read_text("utf-8").splitlines()) == 30


def test_deterministic(tmp_path: Path) -> None:
    a = gen.build(tmp_path / "a", seed=22, n_pages=50, extra=("hard_bodies",))
    b = gen.build(tmp_path / "b", seed=22, n_pages=50, extra=("hard_bodies",))
    names = sorted(p.name for p in a.iterdir())
    assert names == sorted(p.name for p in b.iterdir()) and len(names) == 51
    for name in names:
        assert (a / name).read_bytes() == (b / name).read_bytes(), name
    assert _digest(21, 30, ("hard_bodies",)) != _digest(22, 30, ("hard_bodies",))


def test_files_match_memory(family: dict[str, Any]) -> None:
    assert len(family["records"]) == N_PAGES
    for rec in family["records"]:
        page = family["pages"][rec["id"]]
        assert (family["folder"] / f"{rec['id']}.html").read_bytes() == page.data
        assert page.data.decode(rec["axes"]["charset"]) == page.html


def test_every_structure_and_shape_occurs(family: dict[str, Any]) -> None:
    seen: dict[str, set[str]] = {s: set() for s in gen.HARD_STRUCTURES}
    for rec, _, _ in _hard(family):
        seen[rec["axes"]["structure"]].add(_variant(rec)["shape"])
    for structure, shapes in hard.SHAPES.items():
        assert seen[structure] == set(shapes), structure


def test_record_format(family: dict[str, Any]) -> None:
    for rec, page, lines in _hard(family):
        assert 8 <= len(rec["title"]) <= 30, rec["title"]
        assert rec["body"] and all(x and x == x.strip() for x in rec["body"].split("\n"))
        pt = rec["publish_time"]
        assert pt is None or TIME_RE.match(pt), pt
        assert (pt is None) == (rec["axes"]["date_style"] == "absent"), rec["id"]
        text = "\n".join(lines)
        assert rec["title"] in text, rec["id"]
        if rec["author"]:
            assert rec["author"] in text, rec["id"]
        if rec["axes"]["class_style"] == "none":
            assert " class=" not in page.html and " id=" not in page.html, rec["id"]
        for axis, values in gen.AXES.items():
            if axis != "structure":
                assert rec["axes"][axis] in values, (rec["id"], axis)


def test_truth_lines_are_visible_lines(family: dict[str, Any]) -> None:
    """Every truth line is a whole line of what a reader sees (stronger than a substring)."""
    for rec, _, lines in _hard(family):
        shown = set(lines)
        for line in rec["body"].split("\n"):
            assert normalise(line) in shown, (rec["id"], line)


def test_publish_time_is_shown(family: dict[str, Any]) -> None:
    for rec, page, lines in _hard(family):
        style, pt = rec["axes"]["date_style"], rec["publish_time"]
        text = "\n".join(lines)
        if style == "absent":
            continue
        y, m, d = (int(x) for x in pt[:10].split("-"))
        if style == "iso_minute":
            assert pt in text, rec["id"]
        elif style == "cn_minute":
            shown = {f"{y}年{m}月{d}日 {pt[11:]}", f"{y}年{m:02d}月{d:02d}日 {pt[11:]}"}
            assert any(s in text for s in shown), rec["id"]
        elif style == "label_slash":
            assert f"发布时间：{y}/{m}/{d}" in text, rec["id"]
        else:
            markup = page.html
            assert f'content="{pt}' in markup or f'content="{pt.replace(" ", "T")}' in markup


def test_hidden_text_is_neither_visible_nor_truth(family: dict[str, Any]) -> None:
    checked = 0
    for rec, page, lines in _hard(family):
        text = "\n".join(lines)
        for hidden in page.extras.get("hidden_texts", []):
            assert hidden not in rec["body"], (rec["id"], hidden)
            assert hidden not in text, (rec["id"], hidden)
            assert hidden in page.html, (rec["id"], hidden)
            checked += 1
    assert checked >= 20


# --- each structure's trap ----------------------------------------------------------------------


def _element_with(doc: Any, line: str) -> Any:
    """The deepest element whose text holds ``line`` (whitespace-normalised)."""
    best = None
    for el in doc.iter():
        if isinstance(el.tag, str) and line in normalise(el.text_content()).replace("\n", ""):
            best = el
    assert best is not None, line
    return best


def test_misnested(family: dict[str, Any]) -> None:
    for rec, page, _ in _pages(family, "misnested"):
        trap = page.extras["trap"]
        doc = lxml.html.document_fromstring(page.html)
        first = normalise(rec["body"].split("\n")[0])
        holder = _element_with(doc, first[:40])
        ancestors = [(a.tag, a.get("class") or "") for a in holder.iterancestors()]
        assert (trap["tag"], trap["class"]) in ancestors, (rec["id"], ancestors)
        shape = _variant(rec)["shape"]
        if shape != "hidden_class":
            # the box really is a navigation box: its links are in it, and they come first
            box = next(a for a in holder.iterancestors() if a.get("class") == trap["class"])
            assert len(box.findall(".//li")) >= 4
        if shape == "collapse_nav":
            assert ".navbar-collapse.collapse{display:block!important" in page.html
        if shape == "hidden_class":
            looks = {c for c, _, _ in hard.LOOKS_HIDDEN}
            assert trap["class"] in looks


def test_transcript(family: dict[str, Any]) -> None:
    labels = ("主持人", "嘉宾", "记者", "听众", "村民", "【")
    for rec, page, _ in _pages(family, "transcript"):
        body = rec["body"].split("\n")
        assert body == page.extras["turns"]
        assert len(body) >= 6
        labelled = [x for x in body if any(lab in x[:16] for lab in labels) or "：" in x[:18]]
        assert len(labelled) >= 0.8 * len(body), rec["id"]
        assert sum(len(x) < 40 for x in body) >= 2, rec["id"]  # short turns
        for info in page.extras["programme_line"]:
            assert info not in body


def test_faq(family: dict[str, Any]) -> None:
    for rec, page, lines in _pages(family, "faq"):
        body = rec["body"].split("\n")
        questions = page.extras["questions"]
        assert len(questions) >= 3
        for q in questions:
            assert q in body and q.endswith("？")
        if page.extras["toc"]:
            # the table of contents repeats each question as a link: shown twice, body once
            for q in questions:
                assert lines.count(q) == 2 and body.count(q) == 1
        shape = _variant(rec)["shape"]
        low = page.html.lower()
        tag = {"dl": "<dt", "headings": "<h", "div_items": "faq", "table_rows": "<td"}.get(shape)
        if tag and not (shape == "div_items" and rec["axes"]["class_style"] == "none"):
            assert tag in low, rec["id"]


def test_sentence_lines(family: dict[str, Any]) -> None:
    for rec, page, _ in _pages(family, "sentence_lines"):
        body = rec["body"].split("\n")
        shape = _variant(rec)["shape"]
        low = page.html.lower()
        if page.extras["no_p"] and len(body) > 1:
            first, last = body[0][:12], body[-1][-12:]
            span = low[low.index(first.lower()) : low.index(last.lower())]
            assert "<p" not in span and "<br" in span, rec["id"]
        if shape in ("p_sentence", "section_spans", "br_single"):
            assert all(x.count("。") + x.count("？") <= 2 for x in body), rec["id"]
        if shape == "section_spans":
            assert "<section" in low and "<span style=" in low
        if shape in ("br_double", "td_br") and len(body) > 1:
            assert re.search(r"<br ?/?>\s*<br ?/?>", low), rec["id"]


def test_list_article(family: dict[str, Any]) -> None:
    for rec, page, _ in _pages(family, "list_article"):
        body = rec["body"].split("\n")
        items = page.extras["items"]
        assert len(items) >= 3
        assert sum(x in items for x in body) >= len(body) - 2  # intro and closing at most
        doc: Any = lxml.html.document_fromstring(page.html)
        li_text = " ".join(normalise("".join(li.itertext())) for li in doc.iter("li"))
        for item in items:
            assert item[:20] in li_text, (rec["id"], item)
        if _variant(rec)["shape"] == "typed_numbers":
            assert all(re.match(r"\d+\. |[①-⑳]|（\d+）", x) for x in items)


def test_picture_post(family: dict[str, Any]) -> None:
    for rec, page, _ in _pages(family, "picture_post"):
        body = rec["body"].split("\n")
        assert body == page.extras["captions"]
        assert page.html.lower().count("<img") >= len(body) - 1
        assert all(len(x) < 150 for x in body)
        if _variant(rec)["shape"] == "gallery":
            assert len(body) >= 2


def test_archive_sidebar(family: dict[str, Any]) -> None:
    for rec, page, lines in _pages(family, "archive_sidebar"):
        assert rec["axes"]["site_kind"] == "blog" and rec["axes"]["length"] == "short"
        size = len(rec["body"].replace("\n", ""))
        assert link_text(page.html) > 5 * size, rec["id"]
        text = "\n".join(lines)
        for c in page.extras["sidebar_comments"]:
            assert c in text and c not in rec["body"]
        if _variant(rec)["shape"] == "side_left":
            low = page.html
            assert low.index("文章归档") < low.index(rec["body"].split("\n")[0][:10])


def test_author_bio(family: dict[str, Any]) -> None:
    for rec, page, lines in _pages(family, "author_bio"):
        bio = page.extras["bio"]
        assert sum(map(len, bio)) > len(rec["body"].replace("\n", "")), rec["id"]
        for p in bio:
            assert p in lines and p not in rec["body"]
        assert rec["author"] and rec["author"] in bio[0]
        where = _variant(rec)["shape"]
        first = normalise(rec["body"].split("\n")[0])
        at_bio, at_body = lines.index(bio[0]), lines.index(first)
        assert (at_bio < at_body) == (where in ("before_article", "after_headline")), rec["id"]


def test_hidden_placeholder(family: dict[str, Any]) -> None:
    kinds, reverse = set(), set()
    for rec, page, _ in _pages(family, "hidden_placeholder"):
        v = _variant(rec)
        kinds.add(v["kind"])
        reverse.add(v["reverse"])
        assert page.extras["hidden_texts"], rec["id"]
        how = v["shape"]
        markup = page.html
        sign = {
            "css_class": r"\.[-\w]+\{display:none\}",
            "css_id": r"#[-\w]+\{display:none\}",
            "hidden_attr": r"<\w+ hidden[ >]",
            "inline_none": r'style="display:none"',
            "aria_visibility": r'aria-hidden="true"',
        }[how]
        assert re.search(sign, markup, re.I), rec["id"]
        if v["reverse"] == "1":
            assert v["looks"].replace("+", " ") in markup
    assert reverse == {"0", "1"}
    assert kinds == {"filler", "template", "skeleton", "modal", "poison"}


def test_annotated_body(family: dict[str, Any]) -> None:
    seen: set[str] = set()
    for rec, page, lines in _pages(family, "annotated_body"):
        ex = page.extras
        body = rec["body"].split("\n")
        parts = set(ex["parts"])
        seen |= parts
        assert len(parts) >= 2
        if "dateline" in parts:
            assert any(x.startswith(ex["dateline"]) for x in body), rec["id"]
            assert not any(x == ex["dateline"] for x in body)
            assert rec["author"] and rec["author"] in ex["dateline"]
        if "summary" in parts:
            assert body[0] == ex["summary"]
            assert body.index(ex["sections"][0]) > 0
        if "footnotes" in parts:
            for note in ex["notes"]:
                assert note in body
            assert body[-len(ex["notes"]) :] == ex["notes"]
            marks = [n.split(" ")[0] if n.startswith("[") else n[0] for n in ex["notes"]]
            assert all(any(m in x for x in body[: -len(marks) - 1]) for m in marks)
        if "embedded_post" in parts:
            for x in ex["embed"]["text"]:
                assert x in body
            assert not any(ex["embed"]["nick"] in x for x in body)
            assert not any(x.startswith("转发 ") for x in body)
        if "fact_box" in parts:
            for x in ex["box"]:
                assert x in body
        if "related_box" in parts:
            text = "\n".join(lines)
            for title in ex["related"][1:]:
                assert title in text and title not in rec["body"]
    assert seen == set(hard.SHAPES["annotated_body"])


# --- against a real browser (browser tier) ----------------------------------------------------


def test_truth_is_what_chromium_shows(family: dict[str, Any], chromium: Any) -> None:
    """Chromium at 1280 px, no network: every truth line is a line of ``innerText``, the
    hidden texts are not in it, and the misnested article really is inside the nav box."""
    context = chromium.new_context(viewport={"width": WIDTH, "height": 900})
    context.route("**/*", lambda route: route.abort())
    tab = context.new_page()
    try:
        for rec, page, _ in _hard(family):
            tab.set_content(page.html)
            shown = normalise(tab.evaluate("document.body.innerText")).split("\n")
            for line in rec["body"].split("\n"):
                assert normalise(line) in shown, (rec["id"], line)
            text = "\n".join(shown)
            for hidden in page.extras.get("hidden_texts", []):
                assert hidden not in text, (rec["id"], hidden)
            trap = page.extras.get("trap")
            if trap:
                first = normalise(rec["body"].split("\n")[0])[:30]
                inside = tab.evaluate(
                    """([text, cls]) => {
                        let holder = null;  // the deepest element holding the text
                        for (const e of document.body.querySelectorAll('*'))
                            if (e.textContent.replace(/\\s+/g, ' ').includes(text)) holder = e;
                        if (!holder) return null;
                        for (let e = holder; e; e = e.parentElement)
                            if (e.getAttribute('class') === cls) return true;
                        return false;
                    }""",
                    [first, trap["class"]],
                )
                assert inside is True, (rec["id"], trap)
    finally:
        context.close()
