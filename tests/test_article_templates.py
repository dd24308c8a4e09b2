"""Article templates for a site section (seed 002, harvester/article_templates.py): the path
to the subtree holding the body, learned on one page of a section and used on the next,
on small pages of one layout; the store's bookkeeping; ``harvest extract --db`` and
``harvest templates list``."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest
from lxml.html import HtmlElement
from sqlalchemy import update
from sqlalchemy.orm import Session
from typer.testing import CliRunner

from harvester.cli import app
from harvester.extraction.article import extract
from harvester.extraction.dom import Line, parse_html, text_lines
from harvester.extraction.sections import body_node, find_node, learn_path, node_path
from harvester.pipeline.sections import extract_in_section
from harvester.store.db import utcnow
from harvester.store.models import ArticleTemplate
from harvester.store.templates import MAX_DISAGREEMENTS, TemplateStore

SENTENCES = [
    "市政府今天召开新闻发布会，介绍了今年以来全市经济运行的总体情况和下一步工作安排。",
    "发布会上，有关负责人表示，上半年全市地区生产总值同比增长百分之五点二，好于预期。",
    "其中，规模以上工业增加值增长百分之六点一，社会消费品零售总额增长百分之七点三。",
    "下一步，全市将继续加大项目建设力度，进一步优化营商环境，稳定和扩大就业岗位。",
    "记者了解到，今年全市计划实施重点项目三百余个，总投资超过两千亿元，涉及多个领域。",
]


def page(paragraphs: list[str], *, ad_slot: bool = False, story_id: str = "story-48213") -> str:
    """One page of a section's layout: header, an optional empty ad slot, the body box
    (with a volatile id, as many CMSs give one per article), a related list, a footer."""
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    ad = '<div class="slot"></div>' if ad_slot else ""
    return f"""<html><head><title>新闻标题_本地新闻网</title></head><body>
<div class="top"><a href="/">首页</a> <a href="/news/">新闻</a></div>
{ad}
<div class="wrap"><div class="left"><h1>新闻标题</h1><div class="info">2024-05-16 10:20</div>
<div id="{story_id}">{body}</div></div>
<div class="right"><ul><li><a href="/a">相关新闻一</a></li><li><a href="/b">相关新闻二</a></li></ul>
</div></div>
<div class="foot">版权所有 本地新闻网</div></body></html>"""


def lines_of(html: str) -> tuple[HtmlElement, list[Line]]:
    root = parse_html(html).root
    return root, text_lines(root)


def test_the_path_names_the_body_box_not_a_paragraph_and_not_a_volatile_id() -> None:
    root, lines = lines_of(page(SENTENCES))
    body = [ln for ln in lines if ln.text in SENTENCES]
    node = body_node(body)
    assert node is not None and node.get("id") == "story-48213"
    path = node_path(node)
    assert "48213" not in path and find_node(root, path) is node
    assert learn_path(body) == path


def test_a_one_paragraph_body_still_names_its_box() -> None:
    _, lines = lines_of(page(SENTENCES[:1]))
    node = body_node([ln for ln in lines if ln.text == SENTENCES[0]])
    assert node is not None and node.tag == "div"


def test_the_path_survives_an_empty_slot_and_another_id() -> None:
    _, lines = lines_of(page(SENTENCES))
    path = learn_path([ln for ln in lines if ln.text in SENTENCES])
    assert path is not None
    other = parse_html(page(SENTENCES[::-1], ad_slot=True, story_id="story-90177")).root
    node = find_node(other, path)
    assert node is not None and node.get("id") == "story-90177"


def test_a_body_whose_box_holds_no_text_teaches_no_path() -> None:
    # lines can be laid out against a box that itself holds no text (loose text of broken
    # markup): such a box is no template, and learning it must not fail
    root = parse_html("<html><body><div><div>\n</div></div><div>二</div></body></html>").root
    empty = root.xpath("//div/div")[0]
    assert learn_path([Line("正文一段", 0, empty)]) is None


def test_find_node_wants_exactly_one_element() -> None:
    root = parse_html("<html><body><p>一</p><p>二</p></body></html>").root
    assert find_node(root, "//p") is None
    assert find_node(root, "//div") is None
    assert find_node(root, "//p[") is None  # a broken path is no template
    assert find_node(root, "/html/body/p[normalize-space()][2]").text == "二"


def test_extract_reads_the_template_subtree_while_it_agrees() -> None:
    first = extract(page(SENTENCES))
    assert first.body_path and first.section_template is None
    second = extract(page(SENTENCES[1:], story_id="story-77"), template=first.body_path)
    assert second.section_template == first.body_path
    assert second.text.splitlines() == SENTENCES[1:]


def test_a_template_that_disagrees_with_auto_is_not_used() -> None:
    # the template names the related list: its text is not auto's body
    html = page(SENTENCES)
    article = extract(html, template='//div[@class="right"]')
    assert article.section_template is None
    assert article.text.splitlines() == SENTENCES
    missing = extract(html, template='//div[@id="gone"]')
    assert missing.section_template is None and missing.text.splitlines() == SENTENCES


@pytest.fixture
def store(tmp_path: Path) -> TemplateStore:
    return TemplateStore(f"sqlite:///{tmp_path / 't.sqlite3'}", seeds=False)


URL = "https://news.example.com/local/2024/1.html"


def test_a_section_learns_on_its_first_article_and_reads_the_next(store: TemplateStore) -> None:
    first = extract_in_section(page(SENTENCES).encode(), URL, store)
    [learned] = store.all(kind=ArticleTemplate)
    assert (learned.site, learned.section) == ("https://news.example.com", "/local/")
    assert learned.path == first.body_path
    second = extract_in_section(page(SENTENCES[2:], story_id="story-5").encode(), URL, store)
    assert second.section_template == learned.path
    assert store.article_template(URL).hits == 1  # type: ignore[union-attr]
    other_section = "https://news.example.com/sports/1.html"
    assert store.article_template(other_section) is None


def test_a_template_that_keeps_disagreeing_is_learned_again(store: TemplateStore) -> None:
    store.learn_article(URL, '//div[@class="right"]')
    for n in range(MAX_DISAGREEMENTS):
        article = extract_in_section(page(SENTENCES).encode(), URL, store)
        assert article.section_template is None
        template = store.article_template(URL)
        assert template is not None
        if n < MAX_DISAGREEMENTS - 1:
            assert template.disagreements == n + 1
    assert (template.path, template.relearned, template.disagreements) == (
        article.body_path,
        1,
        0,
    )
    read = extract_in_section(page(SENTENCES).encode(), URL, store)
    assert read.section_template == template.path


runner = CliRunner()


def test_harvest_extract_db_and_templates_list(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'cli.sqlite3'}"
    files = []
    for n, paragraphs in enumerate((SENTENCES, SENTENCES[1:])):
        path = tmp_path / f"{n}.html"
        path.write_text(page(paragraphs, story_id=f"story-{n}000"), encoding="utf-8")
        files.append(str(path))
    result = runner.invoke(app, ["extract", *files, "--url", URL, "--db", db])
    assert result.exit_code == 0, result.output
    first, second = (json.loads(line) for line in result.stdout.splitlines())
    assert first["section_template"] is None and second["section_template"] == first["body_path"]
    listed = runner.invoke(app, ["templates", "list", "--json", "--db", db])
    articles = [row for row in json.loads(listed.stdout) if row["kind"] == "article"]
    assert [(a["section"], a["path"], a["hits"]) for a in articles] == [
        ("/local/", first["body_path"], 1)
    ]
    missing_url = runner.invoke(app, ["extract", *files, "--db", db])
    assert missing_url.exit_code == 2


def test_prune_and_delete_clear_article_templates(store: TemplateStore) -> None:
    store.learn_article(URL, "//div")
    with Session(store.engine) as session, session.begin():
        session.execute(update(ArticleTemplate).values(last_used_at=utcnow() - timedelta(days=8)))
    assert [t.section for t in store.prune(kind=ArticleTemplate, dry_run=True)] == ["/local/"]
    assert [t.section for t in store.prune(kind=ArticleTemplate)] == ["/local/"]
    assert store.all(kind=ArticleTemplate) == []
    store.learn_article(URL, "//div")
    assert len(store.delete("news.example.com", kind=ArticleTemplate)) == 1
    assert store.all(kind=ArticleTemplate) == []
