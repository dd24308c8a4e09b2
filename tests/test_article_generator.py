"""Tests of the generated article family's generator (``testbeds/article_generator.py``).

These check the generator and its ground truth only: determinism, the record format, that
every truth line is visible text on its page, that every axis value occurs, that the
declared charsets are true, and that each structure's trap is really on the page. They
never run an extractor.
"""

from __future__ import annotations

import html
import json
import re
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

import testbeds.article_generator as gen

SEED = 0
N_PAGES = 120

BLOCK_TAGS = {
    "address",
    "article",
    "aside",
    "blockquote",
    "br",
    "center",
    "dd",
    "div",
    "dl",
    "dt",
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
    "table",
    "tbody",
    "tr",
    "ul",
}
CELL_TAGS = {"td", "th"}
SKIP_TAGS = {"head", "script", "style", "title"}
VOID_TAGS = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param"}
FIELDS = {
    "id",
    "url",
    "title",
    "publish_time",
    "author",
    "body",
    "lang",
    "source",
    "provenance",
    "encoding",
    "axes",
}
TIME_RE = re.compile(r"^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$")
CHARSET_RE = re.compile(rb"charset=[\"']?([A-Za-z0-9_-]+)", re.I)


class _Text(HTMLParser):
    """Visible text: block boundaries become newlines, table cells end with a space."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in SKIP_TAGS:
            self.skip += 1
        elif tag in BLOCK_TAGS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in SKIP_TAGS:
            self.skip = max(0, self.skip - 1)
        elif tag in CELL_TAGS:
            self.parts.append(" ")
        elif tag in BLOCK_TAGS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.parts.append(data)


def normalise(text: str) -> str:
    text = re.sub(r"[ \t\r\f\v\u00a0\u3000]+", " ", text)
    lines = (line.strip() for line in text.split("\n"))
    return "\n".join(line for line in lines if line)


def visible_text(markup: str) -> str:
    parser = _Text()
    parser.feed(markup)
    parser.close()
    return normalise("".join(parser.parts))


class _Tree(HTMLParser):
    """A bare element tree: ``nodes[i] = (tag, parent)``, and each text chunk's open elements."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.nodes: list[tuple[str, int]] = []
        self.stack: list[int] = []
        self.chunks: list[tuple[str, tuple[int, ...]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID_TAGS:
            return
        self.nodes.append((tag, self.stack[-1] if self.stack else -1))
        self.stack.append(len(self.nodes) - 1)

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self.stack) - 1, -1, -1):
            if self.nodes[self.stack[depth]][0] == tag:
                del self.stack[depth:]
                return

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.chunks.append((data, tuple(self.stack)))

    def owner(self, text: str) -> tuple[int, ...]:
        for data, stack in self.chunks:
            if text in data:
                return stack
        raise AssertionError(f"no text chunk holds {text!r}")

    def texts_of(self, tag: str) -> list[str]:
        """The text inside each ``tag`` element, in document order."""
        out: dict[int, list[str]] = {}
        for data, stack in self.chunks:
            for node in stack:
                if self.nodes[node][0] == tag:
                    out.setdefault(node, []).append(data)
        return [normalise("".join(parts)).replace("\n", "") for _, parts in sorted(out.items())]


def tree_of(markup: str) -> _Tree:
    tree = _Tree()
    tree.feed(markup)
    tree.close()
    return tree


def declared_charset(data: bytes) -> str:
    match = CHARSET_RE.search(data)
    assert match, "no charset declaration"
    return match.group(1).decode("ascii").lower()


def page_title(markup: str) -> str:
    match = re.search(r"<title>(.*?)</title>", markup, re.I | re.S)
    assert match
    return html.unescape(match.group(1))


# --- fixtures ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def family(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    out = tmp_path_factory.mktemp("artfam")
    folder = gen.build(out, seed=SEED, n_pages=N_PAGES)
    lines = (folder / "ground_truth.jsonl").read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    pages = {p.id: p for p in gen.generate(SEED, N_PAGES)}
    return {"folder": folder, "records": records, "pages": pages}


def _pages(family: dict[str, Any], structure: str) -> list[tuple[dict[str, Any], Any, str]]:
    """(record, in-memory page, decoded html) for every page of ``structure``."""
    out = []
    for rec in family["records"]:
        if rec["axes"]["structure"] == structure:
            page = family["pages"][rec["id"]]
            out.append((rec, page, page.html))
    assert out, f"no {structure} page"
    return out


# --- the generator as a whole ---------------------------------------------------------------


def test_same_seed_same_bytes(tmp_path: Path) -> None:
    a = gen.build(tmp_path / "a", seed=7, n_pages=30)
    b = gen.build(tmp_path / "b", seed=7, n_pages=30)
    names = sorted(p.name for p in a.iterdir())
    assert names == sorted(p.name for p in b.iterdir())
    assert len(names) == 31
    for name in names:
        assert (a / name).read_bytes() == (b / name).read_bytes(), name
    c = gen.build(tmp_path / "c", seed=8, n_pages=30)
    assert (c / "ground_truth.jsonl").read_bytes() != (a / "ground_truth.jsonl").read_bytes()


def test_files_match_memory(family: dict[str, Any]) -> None:
    folder = family["folder"]
    assert len(family["records"]) == N_PAGES
    for rec in family["records"]:
        assert (folder / f"{rec['id']}.html").read_bytes() == family["pages"][rec["id"]].data


def test_record_format(family: dict[str, Any]) -> None:
    ids = set()
    for rec in family["records"]:
        assert set(rec) == FIELDS, rec["id"]
        assert rec["id"] not in ids
        ids.add(rec["id"])
        assert rec["lang"] == "zh-Hans"
        assert rec["source"] == f"generated: seed {SEED}"
        assert rec["url"].startswith("http://")
        assert isinstance(rec["provenance"], dict)
        assert 8 <= len(rec["title"]) <= 30, rec["title"]
        assert rec["body"] and rec["body"] == rec["body"].strip()
        assert all(line and line == line.strip() for line in rec["body"].split("\n"))
        pt = rec["publish_time"]
        assert pt is None or TIME_RE.match(pt), pt
        assert rec["author"] is None or (isinstance(rec["author"], str) and rec["author"])
        charset = rec["axes"]["charset"]
        assert rec["encoding"] == f"bytes={charset}; declared {charset}"
        for axis, values in gen.AXES.items():
            assert rec["axes"][axis] in values, (rec["id"], axis)
        assert isinstance(rec["axes"]["forced"], str)
        assert isinstance(rec["axes"]["variant"], str)


def test_every_axis_value_occurs(family: dict[str, Any]) -> None:
    counts = gen.axis_counts(family["records"])
    for axis, values in gen.AXES.items():
        for value in values:
            assert counts[axis][value] >= 1, (axis, value)


def test_plain_is_about_a_fifth(family: dict[str, Any]) -> None:
    n = sum(1 for r in family["records"] if r["axes"]["structure"] == "plain")
    assert 0.15 * N_PAGES <= n <= 0.25 * N_PAGES


def test_charsets_are_true(family: dict[str, Any]) -> None:
    styles = set()
    utf8 = 0
    for rec in family["records"]:
        data = (family["folder"] / f"{rec['id']}.html").read_bytes()
        declared = declared_charset(data)
        assert len(CHARSET_RE.findall(data)) == 1, rec["id"]
        assert declared == rec["axes"]["charset"], rec["id"]
        text = data.decode(declared)  # strict: the bytes are valid in the declared charset
        assert text == family["pages"][rec["id"]].html
        if declared == "utf-8":
            utf8 += 1
            continue
        with pytest.raises(UnicodeDecodeError):
            data.decode("utf-8")
        head = data[:600].lower()
        style = "meta_charset" if b"<meta charset" in head else "http_equiv"
        assert style == rec["axes"]["charset_decl"]
        styles.add(style)
        if rec["axes"]["era"] == "table_1990s":
            assert not data.lstrip().lower().startswith(b"<!doctype")
    assert styles == {"meta_charset", "http_equiv"}
    assert utf8 > N_PAGES / 2


def test_truth_is_visible(family: dict[str, Any]) -> None:
    for rec in family["records"]:
        page = family["pages"][rec["id"]]
        text = visible_text(page.html)
        for line in rec["body"].split("\n"):
            assert normalise(line) in text, (rec["id"], line)
        squeezed = re.sub(r"\s+", "", text)
        assert re.sub(r"\s+", "", rec["title"]) in squeezed, rec["id"]
        if rec["author"]:
            assert rec["author"] in text, rec["id"]


def test_publish_time_is_shown(family: dict[str, Any]) -> None:
    for rec in family["records"]:
        markup = family["pages"][rec["id"]].html
        style, pt = rec["axes"]["date_style"], rec["publish_time"]
        if style == "absent":
            assert pt is None
            continue
        assert pt is not None
        y, m, d = (int(x) for x in pt[:10].split("-"))
        text = visible_text(markup)
        if style == "iso_minute":
            assert pt in text, rec["id"]
        elif style == "cn_minute":
            shown = {f"{y}年{m}月{d}日 {pt[11:]}", f"{y}年{m:02d}月{d:02d}日 {pt[11:]}"}
            assert any(s in text for s in shown), rec["id"]
        elif style == "label_slash":
            assert len(pt) == 10
            assert f"发布时间：{y}/{m}/{d}" in text, rec["id"]
        else:
            assert f'content="{pt}' in markup or f'content="{pt.replace(" ", "T")}' in markup
            assert pt not in text


def test_no_two_pages_share_a_paragraph(family: dict[str, Any]) -> None:
    seen: dict[str, str] = {}
    for rec in family["records"]:
        for line in rec["body"].split("\n"):
            if len(line) < 30:
                continue
            assert seen.setdefault(line, rec["id"]) == rec["id"], line
    titles = Counter(r["title"] for r in family["records"])
    assert titles.most_common(1)[0][1] == 1


def test_lengths(family: dict[str, Any]) -> None:
    simple = {"plain", "two_column_table", "related_list", "edge_boilerplate", "malformed"}
    for rec in family["records"]:
        if rec["axes"]["structure"] not in simple:
            continue
        lines = rec["body"].split("\n")
        length = rec["axes"]["length"]
        if length == "short":
            assert len(lines) <= 3 and sum(map(len, lines)) < 300, rec["id"]
        elif length == "medium":
            assert 4 <= len(lines) <= 12, rec["id"]
        else:
            assert len(lines) >= 20, rec["id"]


def test_eras_look_their_age(family: dict[str, Any]) -> None:
    for rec in family["records"]:
        markup = family["pages"][rec["id"]].html
        era = rec["axes"]["era"]
        if era == "table_1990s":
            assert "<TABLE" in markup and "<FONT" in markup and "<!DOCTYPE" not in markup
            assert "<table" not in markup and "<div" not in markup
        elif era == "div_2010s":
            assert markup.startswith("<!DOCTYPE html PUBLIC")
        else:
            assert markup.startswith("<!DOCTYPE html>\n")
            assert "<header" in markup and "<footer" in markup
        if rec["axes"]["class_style"] == "none":
            assert " class=" not in markup and " id=" not in markup, rec["id"]


# --- each structure's trap ----------------------------------------------------------------------


def test_blog_index(family: dict[str, Any]) -> None:
    positions, longest = set(), set()
    for rec, page, markup in _pages(family, "blog_index"):
        posts, chosen = page.extras["posts"], page.extras["chosen"]
        assert len(posts) >= 3
        assert rec["title"] == posts[chosen]["title"]
        assert rec["body"] == "\n".join(posts[chosen]["body"])
        assert page_title(markup).startswith(rec["title"])
        text = visible_text(markup)
        for i, post in enumerate(posts):
            assert post["title"] in text
            for line in post["body"]:
                assert line in text
                if i != chosen:
                    assert line not in rec["body"]
        variant = dict(kv.split("=") for kv in rec["axes"]["variant"].split(","))
        positions.add(variant["position"])
        longest.add(variant["longest"])
        sizes = [sum(map(len, p["body"])) for p in posts]
        assert (sizes[chosen] == max(sizes)) == (variant["longest"] == "chosen")
        if variant["anchor"] == "h1" and rec["axes"]["era"] == "table_1990s":
            # the largest heading is the one <FONT size=5>; the others are size=4
            big = re.findall(r"<FONT size=5><B><A [^>]*>([^<]+)</A>", markup)
            assert big == [html.escape(rec["title"])]
        elif variant["anchor"] == "h1":
            assert tree_of(markup).texts_of("h1") == [rec["title"]]
        else:
            assert "border:2px solid" in markup
    assert {"first", "middle"} <= positions
    assert longest == {"chosen", "other"}


def test_many_comments(family: dict[str, Any]) -> None:
    for rec, page, markup in _pages(family, "many_comments"):
        comments, post = page.extras["comments"], page.extras["post"]
        assert 10 <= len(comments) <= 40
        assert 2 <= len(post) <= 4
        assert rec["body"] == "\n".join(post)
        assert sum(map(len, comments)) > sum(map(len, post))
        text = visible_text(markup)
        assert text.count("赞(") >= len(comments)
        for c in comments:
            assert c in text and c not in rec["body"]
            assert len(c) >= 20 and c.endswith(("。", "？", "！"))  # prose, not "顶"


def test_h1_subheads(family: dict[str, Any]) -> None:
    for rec, page, markup in _pages(family, "h1_subheads"):
        subs = page.extras["subheads"]
        assert len(subs) >= 2
        body = rec["body"].split("\n")
        heads = tree_of(markup).texts_of(page.extras["subhead_tag"])
        for sub in subs:
            assert sub in body and sub in heads
        assert body[-1] not in subs  # paragraphs follow the last subheading
        if page.extras["subhead_tag"] == "h2":
            assert re.search(r'<h2 style="font-size:\d+px', markup, re.I)


def test_malformed(family: dict[str, Any]) -> None:
    for rec, page, markup in _pages(family, "malformed"):
        low = markup.lower()
        assert low.count("<font") > low.count("</font>")
        assert "<br><br>" in low
        body = rec["body"].split("\n")
        ad, at = page.extras["ad_text"], page.extras["ad_before"]
        text = visible_text(markup)
        assert ad not in rec["body"]
        assert text.index(body[at - 1]) < text.index(ad) < text.index(body[at])


def test_data_table(family: dict[str, Any]) -> None:
    for rec, page, markup in _pages(family, "data_table"):
        body = rec["body"].split("\n")
        caption, rows = page.extras["caption"], page.extras["rows"]
        assert caption.startswith("附：") and caption.endswith("统计表")
        assert body[-len(rows) - 1 :] == [caption, *rows]
        assert len(rows) >= 5
        for row in rows:
            cells = row.split(" ")
            assert len(cells) >= 3 and all(cells)
            cell = re.escape(html.escape(cells[1]))
            assert re.search(r"<t[dh][^>]*>(<[^>]+>)*" + cell + "<", markup, re.I)
        assert any(re.search(r"\d", row) for row in rows[1:])


def test_two_column_table(family: dict[str, Any]) -> None:
    for rec, page, markup in _pages(family, "two_column_table"):
        tree = tree_of(markup)
        intro = page.extras["sidebar_intro"]
        assert intro not in rec["body"]
        side_tds = [n for n in tree.owner(intro) if tree.nodes[n][0] == "td"]
        # a text chunk of the body (paragraphs may hold inline <strong>/<a>)
        body_stack = next(
            stack
            for data, stack in tree.chunks
            if len(data.strip()) >= 10 and data.strip() in rec["body"]
        )
        body_tds = [n for n in body_stack if tree.nodes[n][0] == "td"]
        siblings = [
            (a, b)
            for a in body_tds
            for b in side_tds
            if a != b
            and tree.nodes[a][1] == tree.nodes[b][1]
            and tree.nodes[tree.nodes[a][1]][0] == "tr"
        ]
        assert siblings, rec["id"]
        for recent in page.extras["sidebar_recent"]:
            assert recent not in rec["body"]


def test_related_list(family: dict[str, Any]) -> None:
    for rec, page, markup in _pages(family, "related_list"):
        ex = page.extras
        text = visible_text(markup)
        assert ex["related_heading"] in text
        for line in (ex["source_line"], ex["editor_line"]):
            assert line in text and line not in rec["body"]
        assert len(ex["related_titles"]) >= 3
        for title in ex["related_titles"]:
            assert title not in rec["body"]
            linked = re.escape(html.escape(title))
            assert re.search(r"<a [^>]*>" + linked + "</a> <span>", markup, re.I)


def test_edge_boilerplate(family: dict[str, Any]) -> None:
    for rec, page, markup in _pages(family, "edge_boilerplate"):
        text = visible_text(markup)
        assert len(page.extras["noise"]) >= 2
        for noise in page.extras["noise"]:
            assert normalise(noise) in text, noise
            assert noise not in rec["body"]
        if page.extras["dangling_title"]:
            assert re.search(r"[-_|]\s*$", page_title(markup))


def test_official_document(family: dict[str, Any]) -> None:
    for rec, page, markup in _pages(family, "official_document"):
        ex = page.extras
        body = rec["body"].split("\n")
        assert body[0] == ex["doc_no"] and re.search(r"〔\d{4}〕\d+号$", body[0])
        assert body[1] == ex["addressee"] and body[1].endswith("：")
        assert ex["issuer"] in body[-3:] and ex["date_line"] in body[-3:]
        assert re.fullmatch(r"\d{4}年\d{1,2}月\d{1,2}日", ex["date_line"])
        assert rec["title"] not in body
        assert any(line.startswith("一、") for line in body)
        assert any(line.startswith("二、") for line in body)
        sign = re.escape(html.escape(ex["issuer"]))
        assert re.search(r"(text-align: ?right|align=\"?right)[^>]*>" + sign, markup, re.I)
