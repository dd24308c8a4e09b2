"""What a page's own stylesheet hides (harvester/extraction/styles.py), and the extractor
reading the visible article past a hidden placeholder."""

from __future__ import annotations

import pytest
from lxml import html as lxml_html

from harvester import extract
from harvester.extraction.dom import drop_styled_hidden
from harvester.extraction.styles import DisplayRule, display_rules, hidden_by_stylesheet

CSS = """
/* .commented{display:none} */
.tpl, #ph .a { color: red; display: none }
.d-none{display:none!important}
a:hover, li::before {display:none}
@media print{.noprint{display:none}}
@media (max-width: 767px){.hidden-xs{display:none !important}}
@media screen and (min-width: 768px){.only-mobile{display:none}}
.quote{display:none} @media (min-width: 45em){.quote{display:block}}
@font-face{font-family:x; src:url(x.woff)}
"""


def test_the_rules_that_set_display_on_a_desktop_at_rest() -> None:
    assert display_rules(CSS) == [
        DisplayRule(".tpl", True, False),
        DisplayRule("#ph .a", True, False),
        DisplayRule(".d-none", True, True),
        DisplayRule(".only-mobile", True, False),
        DisplayRule(".quote", True, False),
        DisplayRule(".quote", False, False),
    ]
    assert display_rules(".a{display:block} .b{color:red}") == []  # nothing hidden


def test_a_sites_stylesheet_read_again_hides_the_same_on_each_of_its_pages() -> None:
    # a site's pages repeat their <style>: its rules are kept, each page matched anew
    css = ".ph{display:none} .note{color:red}"
    first = display_rules(css)
    first.clear()  # a caller's copy: what is kept stays whole
    assert display_rules(css) == [DisplayRule(".ph", True, False)]
    for words in ("one", "two"):
        page = lxml_html.fromstring(
            f"<html><body><p class='ph'>placeholder</p><p class='note'>{words}</p></body></html>"
        )
        assert [el.text for el in hidden_by_stylesheet(page, css)] == ["placeholder"]


def test_the_last_display_that_matches_wins_important_first() -> None:
    page = lxml_html.fromstring(
        "<html><body><div class='tpl'><p class='d-none'>x</p></div><p class='hidden-xs'>a</p>"
        "<p class='quote'>q</p><div id='ph'><span class='a'>s</span></div>"
        "<p class='d-none shown'>i</p></body></html>"
    )
    css = CSS + ".shown{display:block}"
    hidden = hidden_by_stylesheet(page, css)
    # the .tpl box once (its .d-none child inside it), #ph .a, and .d-none over .shown
    assert [(el.tag, el.get("class")) for el in hidden] == [
        ("div", "tpl"),
        ("span", "a"),
        ("p", "d-none shown"),
    ]


def test_rules_naming_what_the_page_does_not_hold_are_not_run() -> None:
    from harvester.extraction.styles import _Index

    page = lxml_html.fromstring(
        "<html><body><div id='main' class='box wide'><p class='tpl'>x</p></div></body></html>"
    )
    index = _Index(page)
    assert all(index.elements(k) for k in ("div", "p", "#main", ".box", ".wide", ".tpl"))
    for selector in ("p.tpl", "#main .tpl", "div > p", ".box p[title=x]", "*", "DIV.box"):
        assert index.may_match(selector), selector
    for selector in (".nav .missing", "#other", "ul li", "p.tpl.other", "div + .gone"):
        assert not index.may_match(selector), selector
    # a framework's thousand rules for other pages hide nothing here, the page's own does
    framework = "".join(f".col-{n}{{display:none}}" for n in range(400))
    assert hidden_by_stylesheet(page, ".tpl{display:none}" + framework)[0].get("class") == "tpl"


#: A page to match selectors on, both ways: the index's own matching and cssselect's XPath.
MATCHED = """<html><body><div id=a class="box wide" data-x=""><ul class=list><li class=item>1</li>
<li class="item on" data-state="open" hidden><span class=t>2</span></li></ul>
<p class=item>3</p></div>
<div class=box><div class=inner><p class="item">4</p></div></div><section><p>5</p></section>
</body></html>"""


@pytest.mark.parametrize(
    "selector",
    [
        "p", "P", ".item", "li.item.on", "#a .item", "#a > .item", ".box > .inner > p",
        ".box p", "div.box .t", "div > p", "body section p", ".wide ul > li span",
        ".box > p.item", "#a", "ul.list > li", ".missing", "div#a.box", ".box .box",
        "li[hidden]", ".item[data-state=open]", "li.item[data-state='open'] .t",
        '.box[data-x=""] li', ".box[data-x]", "li[data-state=shut]", "li[Hidden]",
    ],
)  # fmt: skip
def test_the_index_matches_a_plain_selector_as_cssselect_does(selector: str) -> None:
    from cssselect import GenericTranslator

    from harvester.extraction.styles import _Index

    page = lxml_html.fromstring(MATCHED)
    mine = _Index(page).matches(selector)
    assert mine is not None
    theirs = page.xpath(
        GenericTranslator().css_to_xpath(selector.lower() if selector == "P" else selector)
    )
    assert mine == theirs


@pytest.mark.parametrize(
    "selector",
    [
        "li + li", "p:first-child", "[hidden]", "*", "a ~ b", "*[hidden]", "li[class~=on]",
        'li[data-state="a b"]',
    ],
)  # fmt: skip
def test_the_index_leaves_any_other_selector_to_xpath(selector: str) -> None:
    from harvester.extraction.styles import _Index

    assert _Index(lxml_html.fromstring(MATCHED)).matches(selector) is None


PARAGRAPHS = [
    "记者从市交通运输局获悉，今年以来全市新开通公交线路十二条，优化调整线路三十五条。",
    "据介绍，新开通的线路主要覆盖新建居住区、产业园区和学校医院等客流集中区域。",
    "下一步，交通部门将继续完善公交线网，推进地铁与公交两网融合，方便市民出行。",
]
FILLER = "此处为占位文字，模板加载时显示，正式内容将由页面脚本填充到这里。" * 6


def _page(style: str) -> bytes:
    visible = "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
    placeholder = "".join(f"<p>{FILLER}</p>" for _ in range(4))
    return (
        "<html><head><title>全市新开通公交线路十二条</title>"
        f"<style>{style}</style></head><body><h1>全市新开通公交线路十二条</h1>"
        f"<div class='article-tpl skeleton'>{placeholder}</div>"
        f"<div class='content hidden-xs'>{visible}</div></body></html>"
    ).encode()


def test_a_placeholder_the_stylesheet_hides_loses_to_the_visible_article() -> None:
    article = extract(_page(".skeleton{display:none}"))
    assert article.text == "\n".join(PARAGRAPHS)


def test_an_article_the_stylesheet_hides_until_a_script_reveals_it_is_read() -> None:
    article = extract(_page(".skeleton{display:none} .content{display:none}"))
    assert "\n".join(PARAGRAPHS) in article.text  # hidden, all of it: read as if shown
    root = lxml_html.fromstring(_page(".skeleton{display:none}").decode())
    assert drop_styled_hidden(root, ".skeleton{display:none}") == 1
    assert FILLER not in root.text_content()


def test_a_skeleton_hidden_inside_the_text_does_not_end_it() -> None:
    # aria-hidden and visibility:hidden: a loading skeleton, headline and all
    skeleton = (
        '<div aria-hidden="true" style="visibility: hidden; height:0; overflow:hidden">'
        "<h1>文章标题加载中……</h1><p>正在加载正文，请稍候……</p></div>"
    )
    visible = f"<p>{PARAGRAPHS[0]}</p>{skeleton}<p>{PARAGRAPHS[1]}</p><p>{PARAGRAPHS[2]}</p>"
    page = (
        "<html><head><title>全市新开通公交线路十二条</title></head><body>"
        f"<h1>全市新开通公交线路十二条</h1><div class='content'>{visible}</div></body></html>"
    )
    assert extract(page.encode()).text == "\n".join(PARAGRAPHS)


def test_a_selector_longer_than_any_stylesheets_is_skipped() -> None:
    # a mangled page whose text lands in a <style>: one "selector" of megabytes, which a
    # search for its last compound went through quadratically
    from harvester.extraction.styles import SELECTOR_MAX_CHARS

    huge = "a" * (SELECTOR_MAX_CHARS + 1) + " >"
    assert display_rules(f"{huge}{{display:none}} .tpl{{display:none}}") == [
        DisplayRule(".tpl", True, False)
    ]
