"""decode_html trusts the bytes over the declared charset, and never hides a lossy decode."""

from __future__ import annotations

import codecs

import pytest

from harvester.extraction.encoding import (
    declared_charset,
    decode_html,
    normalise_charset,
    utf8_bytes,
    web_charset,
)

ARTICLE = "<html><body><h1>国务院常务会议部署稳就业举措</h1><p>记者从会上获悉。</p></body></html>"


def _page(charset: str, body: str = ARTICLE) -> str:
    return f'<html><head><meta charset="{charset}"></head>{body}</html>'


def test_utf8_page_declaring_gb2312_decodes_as_utf8() -> None:
    data = _page("gb2312").encode("utf-8")
    decoded = decode_html(data)
    assert decoded.encoding == "utf-8"
    assert "国务院常务会议部署稳就业举措" in decoded.text
    assert decoded.replaced == 0


def test_gbk_bytes_without_declaration_decode_as_gb18030() -> None:
    data = ARTICLE.encode("gbk")
    decoded = decode_html(data)
    assert decoded.encoding == "gb18030"
    assert decoded.text == ARTICLE
    assert decoded.replaced == 0


@pytest.mark.parametrize("word", ["朱镕基", "陶喆", "堃", "玥"])
def test_gb2312_declared_with_gbk_only_characters(word: str) -> None:
    body = f"<p>{word}出席活动并讲话。</p>"
    with pytest.raises(UnicodeEncodeError):
        body.encode("gb2312")  # the page really needs GBK
    data = _page("gb2312", body).encode("gbk")
    decoded = decode_html(data)
    assert decoded.encoding == "gb18030"
    assert f"{word}出席活动并讲话。" in decoded.text
    assert decoded.replaced == 0


def test_http_header_charset_is_a_candidate() -> None:
    data = ARTICLE.encode("gbk")
    decoded = decode_html(data, declared="GBK")
    assert decoded.encoding == "gb18030"
    assert decoded.text == ARTICLE


def test_big5_declared() -> None:
    body = "<p>臺灣新聞報導：行政院會通過預算案。</p>"
    data = _page("big5", body).encode("big5")
    decoded = decode_html(data)
    assert decoded.encoding == "big5hkscs"
    assert "臺灣新聞報導：行政院會通過預算案。" in decoded.text
    assert decoded.replaced == 0


@pytest.mark.parametrize(
    ("bom", "codec", "expected"),
    [
        (codecs.BOM_UTF8, "utf-8", "utf-8"),
        (codecs.BOM_UTF16_LE, "utf-16-le", "utf-16"),
        (codecs.BOM_UTF16_BE, "utf-16-be", "utf-16"),
    ],
)
def test_boms(bom: bytes, codec: str, expected: str) -> None:
    decoded = decode_html(bom + _page("gb2312").encode(codec))
    assert decoded.encoding == expected
    assert decoded.text.startswith("<html>")  # the BOM itself is gone
    assert "国务院常务会议部署稳就业举措" in decoded.text
    assert decoded.replaced == 0


def test_undecodable_bytes_are_counted_never_silent() -> None:
    data = ARTICLE.encode("utf-8").replace(b"</p>", b"\xff\xff\xff</p>")
    decoded = decode_html(data)
    assert decoded.replaced > 0
    assert "\ufffd" in decoded.text
    assert decoded.text.count("\ufffd") == decoded.replaced


def test_undecodable_bytes_in_a_gbk_page_keep_the_chinese() -> None:
    data = _page("gbk").encode("gbk") + b"\xff"
    decoded = decode_html(data)
    assert decoded.encoding == "gb18030"
    assert decoded.replaced >= 1
    assert "国务院常务会议部署稳就业举措" in decoded.text


def test_undecodable_bytes_after_a_bom_are_counted() -> None:
    data = codecs.BOM_UTF8 + ARTICLE.encode("utf-8") + b"\xff\xfe\xfd"
    decoded = decode_html(data)
    assert "\ufffd" in decoded.text
    assert decoded.replaced > 0


def test_empty_bytes() -> None:
    assert decode_html(b"") == ("", "utf-8", 0)


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        (b'<meta charset="GB2312">', "gb2312"),
        (b"<meta charset=utf-8>", "utf-8"),
        (b'<meta http-equiv="Content-Type" content="text/html; charset=GBK">', "gbk"),
        (b"<meta content='text/html; charset=big5' http-equiv='Content-Type'>", "big5"),
        (b'<?xml version="1.0" encoding="GB18030"?><html>', "gb18030"),
        (b"<html><head><title>x</title></head>", None),
    ],
)
def test_declared_charset(head: bytes, expected: str | None) -> None:
    assert declared_charset(head + b"<body></body></html>") == expected


def test_declared_charset_reads_only_the_head() -> None:
    data = b"<html>" + b" " * 9000 + b'<meta charset="gbk">'
    assert declared_charset(data) is None


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("gb2312", "gb18030"),
        ("GBK", "gb18030"),
        (" x-gbk ", "gb18030"),
        ("euc-cn", "gb18030"),
        ("gb18030", "gb18030"),
        ("big5", "big5hkscs"),
        ("UTF-8", "utf-8"),
        ("utf8", "utf-8"),
        ("iso-8859-1", "cp1252"),
        ("us-ascii", "cp1252"),
        ("no-such-charset", None),
        ("", None),
        (None, None),
    ],
)
def test_normalise_charset(name: str | None, expected: str | None) -> None:
    assert normalise_charset(name) == expected


@pytest.mark.parametrize(
    ("codec", "label"),
    [
        ("utf-8", "utf-8"),
        ("utf-8-sig", "utf-8"),
        ("gb18030", "gb18030"),
        ("big5hkscs", "big5-hkscs"),
        ("cp1252", "windows-1252"),
        ("euc_jp", "euc-jp"),
        ("euc_kr", "euc-kr"),
        ("shift_jis", "shift-jis"),
    ],
)
def test_every_codec_decode_html_names_is_served_under_a_label_browsers_know(
    codec: str, label: str
) -> None:
    """A page rendered from its bytes is served in the charset :func:`decode_html` found;
    Python's names are not all the Encoding Standard's (``big5hkscs``, ``cp1252``)."""
    assert web_charset(codec) == label


def test_the_bytes_a_page_came_in_are_parsed_as_they_are_when_they_are_its_utf8() -> None:
    import codecs

    data = ARTICLE.encode("utf-8")
    assert utf8_bytes(data, decode_html(data)) is data
    marked = codecs.BOM_UTF8 + data  # the mark is no text
    assert utf8_bytes(marked, decode_html(marked)) is None
    gbk = ARTICLE.encode("gbk")
    assert utf8_bytes(gbk, decode_html(gbk)) is None
    broken = data + b"\xff\xfe\xfa"  # decoded with replacements, whatever the charset
    assert utf8_bytes(broken, decode_html(broken)) is None
