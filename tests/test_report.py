"""``harvest report``: the page a person opens after a run, checked in Chromium as a reader
sees it: the figures, every gallery's pictures shown from the saved files with their
captions in order, the articles' titles and first lines, the errors grouped by kind. A
screenshot is kept beside the report (the test's artefact, under pytest's tmp folder)."""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import Browser

from harvester.report.page import build, render
from testbeds.harvest_cli import harvest
from testbeds.picture_host import GALLERY, PictureBed


def test_the_report_shows_what_the_run_harvested(chromium: Browser, tmp_path: Path) -> None:
    with PictureBed() as bed:
        urls = [bed.gallery_url, bed.article_url("formats"), bed.article_url("broken")]
        urls += [bed.site + "/article/no-such-page.html", "notaurl"]
        (tmp_path / "urls.txt").write_text("\n".join(urls) + "\n", encoding="utf-8")
        allow = [arg for host in bed.allow for arg in ("--allow-private-host", host)]
        done = harvest(
            "run", str(tmp_path / "urls.txt"), "--out", str(tmp_path / "out.jsonl"),
            "--db", f"sqlite:///{tmp_path / 't.sqlite3'}", "--pictures", str(tmp_path / "pics"),
            *allow, timeout=300,
        )  # fmt: skip
        assert done.returncode == 1, done.stderr[-2000:]  # the dead link and the bad URL
        captions = [case.caption for case in bed.page_cases(GALLERY)]
    reports = tmp_path / "reports"
    reports.mkdir()
    made = harvest(
        "report", str(tmp_path / "out.jsonl"), "--pictures", str(tmp_path / "pics"),
        "-o", str(reports / "run.html"),
    )  # fmt: skip
    assert made.returncode == 0, made.stderr

    page = chromium.new_page(viewport={"width": 1280, "height": 900})
    try:
        page.goto((reports / "run.html").as_uri())
        page.wait_for_load_state("load")
        figures = page.locator("#figures li").all_inner_texts()
        assert [" ".join(f.split()) for f in figures[:4]] == [
            "5 records", "1 galleries", "2 articles", "2 errors",
        ]  # fmt: skip
        gallery = page.locator("section.gallery")
        assert gallery.count() == 1
        shown = gallery.locator("figure img").evaluate_all(
            "imgs => imgs.map(i => [i.naturalWidth > 0, i.getAttribute('src')])"
        )
        assert len(shown) == len(captions) and all(loaded for loaded, _ in shown)
        assert all(not src.startswith("http") for _, src in shown)  # the saved files
        said = gallery.locator("figcaption .text").all_inner_texts()
        assert said == captions
        titles = page.locator("section.article h3").all_inner_texts()
        assert len(titles) == 2 and all("图文报道" in t for t in titles)
        assert page.locator("section.article .missing").count() == 5  # broken's pictures, named
        errors = page.locator("table.errors .kind").all_inner_texts()
        assert sorted(errors) == ["http (1)", "malformed_url (1)"]
        page.screenshot(path=str(reports / "run.png"), full_page=True)
    finally:
        page.close()


def test_the_report_escapes_what_pages_say(tmp_path: Path) -> None:
    record = {
        "url": "https://a.cn/1.html", "status": "ok", "kind": "article",
        "title": "<script>alert(1)</script>标题", "text": "第一行<b>\n第二行", "images": [],
        "source_name": "新华社", "author": "<i>张三</i>",
    }  # fmt: skip
    html = render(build([record, {"not": "a record"}, json.loads("[]") or {}], None, tmp_path), "t")
    assert "<script>alert(1)" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;标题" in html
    assert "第一行&lt;b&gt;" in html
    assert "· 新华社 &lt;i&gt;张三&lt;/i&gt; ·" in html  # the article's source and author
