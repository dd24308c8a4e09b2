"""Bad input never raises: every input gives a record, and the batch goes on."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from harvester import Article, extract, extract_file
from harvester.cli import app

HEADLINE = "前四个月全国规模以上工业增加值增长6.2%"
PARAGRAPHS = [
    "国家统计局16日发布数据，前四个月全国规模以上工业增加值同比增长6.2%，经济运行总体平稳。",
    "国家统计局新闻发言人表示，从环比看，4月份规模以上工业增加值比上月增长0.97%，态势向好。",
    "分三大门类看，采矿业增加值同比增长2.0%，制造业增长7.5%，电力、热力、燃气及水生产和供应业增长5.0%。",
]
GOOD = (
    f"<html><head><meta charset='utf-8'><title>{HEADLINE}_某某网</title></head><body>"
    "<div class='nav'><a href='/'>首页</a> <a href='/cj'>财经</a></div>"
    f"<h1>{HEADLINE}</h1><div class='info'>2024-05-16 17:02 来源：新华网</div>"
    "<div class='article'>" + "".join(f"<p>{p}</p>" for p in PARAGRAPHS) + "</div>"
    "</body></html>"
)
PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + random.Random(7).randbytes(4096)
NUL_BLOB = b"\x00" * 2000 + b"<html>" + b"\x00\x01\x02" * 500


def _extract(data: bytes | str) -> Article:
    article = extract(data)
    assert isinstance(article, Article)
    return article


# --- not HTML --------------------------------------------------------------------------------


@pytest.mark.parametrize("data", [b"", b"   \n\t\r\n  ", "", "\u3000 \n"], ids=repr)
def test_empty_input_is_an_error_record(data: bytes | str) -> None:
    article = _extract(data)
    assert article.error is not None
    assert "not HTML" in article.error
    assert article.text == ""


@pytest.mark.parametrize("data", [PNG, NUL_BLOB], ids=["png", "nul-blob"])
def test_binary_input_is_an_error_record(data: bytes) -> None:
    article = _extract(data)
    assert article.error is not None
    assert "not HTML" in article.error
    assert article.text == ""


# --- broken or hostile HTML ------------------------------------------------------------------


@pytest.mark.parametrize(
    "cut",
    ["<p>分三大门类看，采矿业", "</p><p cla", "</p><p class='x"],
    ids=["mid-paragraph", "mid-tag", "mid-attr"],
)
def test_truncated_html_still_gives_text(cut: str) -> None:
    page = GOOD.replace("</div></body></html>", "")
    page = page[: page.index("<p>分三大门类看")] + cut
    article = _extract(page.encode("utf-8"))
    assert article.error is None
    assert PARAGRAPHS[0] in article.text
    assert PARAGRAPHS[1] in article.text


def test_truncated_in_the_head() -> None:
    article = _extract(GOOD[:40].encode("utf-8"))
    assert article.error is None or "not HTML" in article.error


def test_a_20_mb_page_gives_text() -> None:
    paragraph = "<p>" + PARAGRAPHS[0] * 20 + "</p>\n"
    count = 20_000_000 // len(paragraph.encode("utf-8")) + 1
    page = (
        f"<html><head><title>{HEADLINE}_某某网</title></head><body><h1>{HEADLINE}</h1>"
        "<div class='article'>" + paragraph * count + "</div></body></html>"
    ).encode("utf-8")
    assert len(page) >= 20_000_000
    article = _extract(page)
    assert article.error is None
    assert article.text.count(PARAGRAPHS[0]) >= 0.9 * count * 20


def test_a_body_10000_boxes_deep_is_read_as_a_browser_shows_it() -> None:
    # past the parser's depth limit: read again without its layout boxes (Chromium too
    # flattens what lies past its limit, and shows the text)
    page = (
        f"<html><head><title>{HEADLINE}</title></head><body>"
        + "<div>" * 10_000
        + f"<p>{PARAGRAPHS[0]}</p>"
        + "</div>" * 10_000
        + "</body></html>"
    )
    article = _extract(page.encode("utf-8"))
    assert article.error is None and article.text == PARAGRAPHS[0]


def test_a_dom_10000_deep_gives_a_note_not_an_exception() -> None:
    page = (
        f"<html><head><title>{HEADLINE}</title></head><body>"
        + "<b>" * 10_000
        + f"<p>{PARAGRAPHS[0]}</p>"
        + "</b>" * 10_000
        + "</body></html>"
    )
    article = _extract(page.encode("utf-8"))
    assert article.error is None
    assert article.note is not None
    assert "too deep" in article.note


def test_a_page_of_only_scripts_has_a_note() -> None:
    page = (
        "<html><head><script src='/app.js'></script><style>body{margin:0}</style></head>"
        '<body><div id=\'app\'></div><script>window.__INITIAL_STATE__ = {"title": "新闻"};'
        "</script></body></html>"
    )
    article = _extract(page.encode("utf-8"))
    assert article.error is None
    assert article.text == ""
    assert article.note is not None
    assert "no visible text" in article.note


def test_an_index_page_of_links_is_not_an_article() -> None:
    items = "".join(
        f"<li><a href='/2024/05/{i}.html'>第{i}条：某地召开会议部署下一阶段重点工作任务</a>"
        f"<span>05-{i % 28 + 1:02d}</span></li>"
        for i in range(60)
    )
    page = (
        "<html><head><title>国内新闻_滚动新闻_某某网</title></head><body>"
        "<div class='nav'><a href='/'>首页</a> <a href='/gn'>国内</a></div>"
        f"<div class='news-list'><ul>{items}</ul></div>"
        "<div class='pages'><a href='?p=2'>下一页</a></div></body></html>"
    )
    article = _extract(page.encode("utf-8"))
    assert article.error is None
    assert article.text == ""
    assert article.note is not None
    assert article.note.startswith("not an article")


def test_undecodable_bytes_are_reported_in_the_note() -> None:
    page = GOOD.encode("utf-8").replace("分三大门类看".encode(), b"\xff\xfe\xff")
    article = _extract(page)
    assert article.error is None
    assert article.note is not None
    assert "undecodable" in article.note
    assert PARAGRAPHS[0] in article.text


def test_missing_file_gives_cannot_read(tmp_path: Path) -> None:
    article = extract_file(tmp_path / "missing.html")
    assert article.error is not None
    assert article.error.startswith("cannot read")
    assert article.file == str(tmp_path / "missing.html")


def test_a_directory_given_as_a_file_gives_cannot_read(tmp_path: Path) -> None:
    article = extract_file(tmp_path)
    assert article.error is not None
    assert article.error.startswith("cannot read")


# --- the command line ------------------------------------------------------------------------


@pytest.fixture
def batch(tmp_path: Path) -> Path:
    (tmp_path / "good.html").write_text(GOOD, encoding="utf-8")
    (tmp_path / "good2.html").write_bytes(GOOD.replace("utf-8", "gbk").encode("gbk"))
    (tmp_path / "binary.bin").write_bytes(PNG)
    return tmp_path


def _run(*args: str, stdin: bytes | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["extract", *args], input=stdin)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout


def _records(stdout: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in stdout.splitlines()]


def test_cli_batch_with_bad_files(batch: Path) -> None:
    names = ["good.html", "missing.html", "binary.bin", "good2.html"]
    code, out = _run(*(str(batch / n) for n in names))
    records = _records(out)
    assert [r["file"] for r in records] == [str(batch / n) for n in names]
    assert [r["error"] is not None for r in records] == [False, True, True, False]
    assert str(records[1]["error"]).startswith("cannot read")
    assert "not HTML" in str(records[2]["error"])
    assert records[0]["text"] == records[3]["text"] == "\n".join(PARAGRAPHS)
    assert records[3]["encoding"] == "gb18030"
    assert code == 1


def test_cli_all_good_exits_0(batch: Path) -> None:
    code, out = _run(str(batch / "good.html"), str(batch / "good2.html"))
    assert code == 0
    records = _records(out)
    assert len(records) == 2
    assert all(r["error"] is None and r["title"] == HEADLINE for r in records)


def test_cli_format_text(batch: Path) -> None:
    code, out = _run("--format", "text", str(batch / "good.html"), str(batch / "binary.bin"))
    assert code == 1
    assert out == "\n".join(PARAGRAPHS) + "\n\n"


def test_cli_reads_stdin() -> None:
    code, out = _run("-", stdin=GOOD.encode("utf-8"))
    assert code == 0
    (record,) = _records(out)
    assert record["file"] == "-"
    assert record["text"] == "\n".join(PARAGRAPHS)


def test_cli_directory_expands_to_its_html_files_sorted(tmp_path: Path) -> None:
    for name in ("b.html", "a.htm", "sub/c.shtml", "notes.txt", "image.jpg", "d.HTML"):
        path = tmp_path / name
        path.parent.mkdir(exist_ok=True)
        path.write_text(GOOD, encoding="utf-8")
    code, out = _run(str(tmp_path))
    assert code == 0
    sources = [r["file"] for r in _records(out)]
    assert sources == [str(tmp_path / n) for n in ("a.htm", "b.html", "d.HTML", "sub/c.shtml")]


def test_cli_unknown_method_is_a_usage_error(batch: Path) -> None:
    result = CliRunner().invoke(app, ["extract", "--method", "magic", str(batch / "good.html")])
    assert result.exit_code == 2
    assert result.stdout == ""


def test_cli_method_option(batch: Path) -> None:
    code, out = _run("--method", "lineblock", str(batch / "good.html"))
    assert code == 0
    assert _records(out)[0]["method"] == "lineblock"


def test_cli_url_makes_picture_urls_absolute_for_files(tmp_path: Path) -> None:
    page = GOOD.replace(
        f"<p>{PARAGRAPHS[1]}</p>",
        f"<p>{PARAGRAPHS[1]}</p><p><img src='/img/a.jpg' alt='会议现场'></p>",
    ).replace("</div></body>", f"<p>{PARAGRAPHS[0]}</p></div></body>")
    (tmp_path / "p.html").write_text(page, encoding="utf-8")
    _, out = _run("--url", "https://news.example.com/a.html", str(tmp_path / "p.html"))
    assert _records(out)[0]["images"] == [
        {"index": 1, "image": "https://news.example.com/img/a.jpg", "caption": "会议现场"}
    ]


def test_a_page_with_stray_nul_bytes_is_still_a_page() -> None:
    page = (
        f"<html><head><title>{HEADLINE}</title></head><body>"
        + "<div class='main\x00'>"
        + "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
        + "</div>"
        + "</body></html>"
    ).encode("utf-8")
    article = _extract(page)
    assert article.error is None and article.text == "\n".join(PARAGRAPHS)
    assert _extract(b"\x89PNG\r\n\x1a\n" + b"\x00" * 64 + b"IHDR" * 40).error_kind == "not_html"
