"""Generated article family: deterministic Chinese news-like pages with ground truth.

A *blind* test bed for main-text / title / publish-time extractors, written without reading
the extractor's code: every page is built from how real Chinese sites mark up their pages
(portals, government sites, blogs, forums, school and company sites, from the table layouts
of around 2000 to the semantic HTML5 of the 2020s). All text is assembled from the
vocabulary below; nothing is copied from a real page.

``build(out_dir, seed, n_pages)`` writes ``out_dir/gen/<id>.html`` and
``out_dir/gen/ground_truth.jsonl``, laid out like ``shared/corpus/zh`` (one JSON object per
line: ``id, url, title, publish_time, author, body, lang, source, provenance, encoding``)
plus ``axes``, a flat ``{axis: value}`` object naming the page's value on each axis, and
two notes: ``axes["forced"]`` (the axis values this page had to change, ``""`` if none) and
``axes["variant"]`` (the sub-variant of its structure, e.g. where the chosen blog post sits).

    python -m testbeds.article_generator OUT --seed 3 --pages 120 [--extra NAME ...]

builds a family and prints how many pages carry each axis value. ``--extra NAME`` (or
``build(..., extra=(NAME,))``) also deals an opt-in structure (``EXTRA_STRUCTURES``:
``sibling_articles``, below, and the ten "hard body" structures of
``testbeds/article_structures.py``, ``HARD_STRUCTURES``: ``misnested``, ``transcript``,
``faq``, ``sentence_lines``, ``list_article``, ``picture_post``, ``archive_sidebar``,
``author_bio``, ``hidden_placeholder``, ``annotated_body``; ``--extra hard_bodies`` deals all
ten, see that module for what each does and how its truth is decided; seed 21 is their
development seed, seed 22 held out). Without extras every seed gives the same bytes as
before the opt-in structures existed.

    python -m testbeds.article_generator OUT --seed 21 --pages 150 --extra hard_bodies

Axes (each chosen per page, independently of the others: every axis is dealt out as an
evenly balanced, separately shuffled list, so each value occurs about equally often and
the axes do not move together):

- ``structure`` (the trap), ``plain`` on about 20 % of pages, the rest split evenly:
  ``blog_index``, ``many_comments``, ``h1_subheads``, ``malformed``, ``data_table``,
  ``two_column_table``, ``related_list``, ``edge_boilerplate``, ``official_document``; with
  ``--extra sibling_articles`` also ``sibling_articles`` (an even share like the others):
  the page's own post is an ``<article>``, and further ``<article>`` elements with real prose
  follow it in the same container. ``axes["variant"]`` ``shape=``: ``short_feed`` (a short
  own post, then 6-15 headless, dateless posts of the same size and markup, as on quote and
  short-text sites), ``related_teasers`` (an article, then 3-6 teaser articles with a
  linked heading, sometimes a date, and a 2-4 sentence excerpt), ``infinite_scroll`` (the
  next full article or two, with their own ``h1``/``h2`` headline, date and text),
  ``wrapped_outside`` (the own ``<article>`` also wraps share bar, tags and author box; it
  sits in a wrapper whose siblings are the other posts), ``div_feed`` (2010s markup: the same
  repeated post shape in ``<div>`` elements). Further keys: ``placement`` (``sibling``: the posts
  are the own post's siblings; ``nested``: one level down, in a wrapper beside it;
  ``parent_sibling``), ``sib_head`` (``none``/``link``/``link_date``/``headline_date``),
  ``list_head`` (a small heading such as 相关文章/猜你喜欢/更多 above the posts, or none),
  ``siblings`` (how many), ``longer`` (whether the other posts' text together is longer than
  the own post's), ``ids`` (WordPress-style ``id="post-N"`` on every post).
- ``era``: ``table_1990s`` (layout tables, ``<font>``, upper-case tags, unquoted
  attributes, no doctype, always GBK/GB2312), ``div_2010s`` (XHTML doctype, ``<div>``
  layout, sometimes GBK), ``html5_2020s`` (``<!doctype html>``, ``header/nav/main/aside/
  footer``, ``<article>`` on some pages, UTF-8 nearly always).
- ``site_kind``: ``portal_news``, ``gov``, ``blog``, ``forum_article``, ``school_or_company``
  (navigation words, footers, sidebars, info lines, how comments look).
- ``chrome_weight``: ``light`` or ``heavy`` (link lists, hot-news lists, sidebars, friend
  links, ad slots, long footers).
- ``length``: ``short`` (1-3 paragraphs, under 300 characters of paragraph text),
  ``medium`` (4-12 paragraphs), ``long`` (20 or more paragraphs). Structure-specific lines
  (subheadings, table rows, the parts of an official document) come on top.
- ``date_style``: ``iso_minute`` (``2021-03-05 10:20`` shown), ``cn_minute``
  (``2021年3月5日 10:20`` shown), ``label_slash`` (``发布时间：2021/3/5`` shown; truth is the
  bare date), ``meta_only`` (only in a ``<meta>`` tag), ``absent`` (truth ``null``; other
  dates may still be on the page: comments, lists, "今天是…" headers).
- ``class_style``: ``bem``, ``hashed`` (``css-1x2ab`` or CSS-module ``Article_body__3xK9a``),
  ``pinyin`` (``zhengwen``, ``biaoti``), ``classic`` (``article-content``, ``artibody``),
  ``none`` (no class or id at all); ``legacy`` (``f14``, ``black12``) on every
  ``table_1990s`` page, whatever was dealt.
- ``charset`` (``utf-8``, ``gbk``, ``gb2312``) and ``charset_decl`` (``meta_charset`` =
  ``<meta charset>``, ``http_equiv`` = ``<meta http-equiv="Content-Type">``) follow from the
  era. The bytes are always valid in the declared charset; a character the charset lacks
  is written as a numeric character reference (only chrome uses such characters).

Forced combinations (recorded in ``axes["forced"]`` as ``axis:old->new``): ``malformed``
and ``two_column_table`` need old markup, so ``html5_2020s`` becomes ``div_2010s``;
``blog_index`` lives on ``blog`` (or a company/school news page), other site kinds become
``blog``; ``official_document`` is not published on blogs or forums (they become ``gov``);
``many_comments`` does not occur on ``gov`` (becomes ``portal_news``) and its post is short,
so ``long`` becomes ``medium`` (a 4-paragraph post); ``blog_index`` needs visible dates, so
``meta_only``/``absent`` become ``iso_minute`` or ``cn_minute``; ``hashed`` class names are a
2020s build-tool habit, so on ``div_2010s`` they become ``classic``; ``sibling_articles``
needs ``<article>``, so its era becomes ``html5_2020s`` (``div_2010s`` for its ``div_feed``
shape, whose sub-variant is chosen first), and its ``short_feed`` post is short, so
``medium``/``long`` become ``short``.

Truth conventions:

- ``body``: the article's own text, one paragraph (or heading line) per line, in page
  order, each line whitespace-trimmed exactly as shown. Not body: the headline, the info
  line (date, 来源, 作者, 浏览次数), 来源：/责任编辑： lines even inside the text box,
  stand-alone bylines (``记者 王明 通讯员 李华``), reprint and copyright notices, breadcrumbs,
  letter-spaced column headings, ads inside the text, share bars, related-news lists,
  comments and replies, sidebars.
- ``blog_index``: the one post the page is about (its title is the ``<title>`` and the
  largest heading, or the highlighted post); the other posts are not body.
- ``h1_subheads``: the subheading lines are body lines (they sit between paragraphs).
- ``sibling_articles``: body = the page's own post only (the one whose headline is the
  ``<title>`` and the page's first ``h1``), its paragraphs one a line; the sibling posts
  (related teasers, the next article of an infinite scroll, the other short posts of a feed)
  are never body, nor their headings, dates and excerpts, nor the tags, share bar and author
  box inside the own ``<article>``. ``title`` and ``publish_time`` are the own post's (the
  siblings' dates, shown even on ``meta_only``/``absent`` pages, are not it).
- ``data_table``: the table is part of the article. Its caption line (``附：…统计表``) is a
  line; then **one line per table row, the row's cell texts joined by a single space**
  (cells never contain spaces), header row first.
- ``official_document``: body = the document number line (``X政办发〔2021〕5号``), the
  addressee line (``各区县人民政府，市政府各部门：``), the text (numbered items ``一、``…
  and their paragraphs), the issuing authority line and the date line at the end, and
  ``（此件公开发布）`` when shown; the (centred, multi-line) title is the ``title``, not body.
- ``title``: the headline as shown (for a title broken over two lines: the lines joined).
- ``publish_time``: ``YYYY-MM-DD HH:MM`` when a time of day is shown (or in the meta tag),
  ``YYYY-MM-DD`` when only a date is shown, ``null`` when the page shows none for the article.
- ``author``: the name after 作者/记者/撰稿/楼主/博主 markers when shown, else ``null``.

Standard library only; the same seed always gives the same bytes.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

from testbeds import article_structures
from testbeds.article_parts import (
    AXES,
    BUILDERS,
    EXTRA_GROUPS,
    EXTRA_STRUCTURES,
    HARD_STRUCTURES,
    SET_NAME,
    SIBLING_SHAPES,
    Ctx,
    GeneratedPage,
    Markup,
    Writer,
    deal_axes,
    force_axes,
    head_html,
    layout,
    make_geo,
    make_site,
    page_url,
    pick_charset,
    upper_tags,
)

__all__ = [
    "AXES",
    "EXTRA_STRUCTURES",
    "HARD_STRUCTURES",
    "build",
    "generate",
    "main",
]


def make_page(
    index: int, seed: int, axes: dict[str, str], rng: random.Random, writer: Writer
) -> GeneratedPage:
    shape = None
    if axes["structure"] == "sibling_articles":
        shape = writer.pick(rng, "sibling_shape", SIBLING_SHAPES)
    elif axes["structure"] in HARD_STRUCTURES:
        shape = writer.pick(
            rng, f"{axes['structure']}_shape", article_structures.SHAPES[axes["structure"]]
        )
    forced = force_axes(rng, axes, shape, hard=article_structures.force_axes)
    axes["charset"], axes["charset_decl"] = pick_charset(rng, axes["era"])
    geo = make_geo(rng, axes["era"])
    site = make_site(rng, axes["site_kind"], geo)
    mk = Markup(rng, axes["era"], axes["class_style"])
    dt = datetime(
        geo.year, rng.randint(1, 12), rng.randint(1, 28), rng.randint(7, 22), rng.randint(0, 59)
    )
    pstyles = {
        "table_1990s": ("ideo", "nbsp", "indent"),
        "div_2010s": ("p", "ideo", "indent", "div", "span"),
        "html5_2020s": ("p", "p", "indent", "span"),
    }[axes["era"]]
    ctx = Ctx(index, seed, rng, writer, axes, geo, mk, site, dt, rng.choice(pstyles), forced)
    if axes["date_style"] == "cn_minute":
        ctx.variant["cn_padded"] = "1" if rng.random() < 0.4 else "0"
    if ctx.html5 and axes["structure"] != "sibling_articles":
        ctx.variant["article_tag"] = "1" if rng.random() < 0.5 else "0"
    if shape is not None:
        ctx.variant["shape"] = shape
    writer.new_page()
    art = builder_for(axes["structure"])(ctx)
    text = head_html(ctx, art) + layout(ctx, art) + "\n</body>\n</html>\n"
    if ctx.table:
        text = upper_tags(text)
    codec = {"utf-8": "utf-8", "gbk": "gbk", "gb2312": "gb2312"}[axes["charset"]]
    data = text.encode(codec, errors="xmlcharrefreplace")
    text = data.decode(codec)  # what the file holds: characters the charset lacks as &#…;
    page_id = f"gen{seed}_{index:03d}_{axes['structure']}"
    variant = ",".join(f"{k}={v}" for k, v in sorted(ctx.variant.items()))
    record: dict[str, Any] = {
        "id": page_id,
        "url": page_url(ctx),
        "title": art.title,
        "publish_time": art.publish_time,
        "author": art.author,
        "body": "\n".join(art.body),
        "lang": "zh-Hans",
        "source": f"generated: seed {seed}",
        "provenance": {
            "body": "generator truth (recorded_pages/_article_generator.py)",
            "title": "generator truth: the headline shown on the page",
            "publish_time": "generator truth: the article's date as shown (or in its meta tag)",
            "author": "generator truth: the name after the page's author marker, else null",
        },
        "encoding": f"bytes={axes['charset']}; declared {axes['charset']}",
        "axes": {**axes, "forced": ";".join(forced), "variant": variant},
    }
    return GeneratedPage(page_id, text, data, record, art.extras)


def builder_for(structure: str) -> Any:
    """The function that builds a page of ``structure``."""
    if structure in BUILDERS:
        return BUILDERS[structure]
    return article_structures.BUILDERS[structure]


def _extra_structures(extra: Iterable[str]) -> tuple[str, ...]:
    """The opt-in structures asked for (a group name stands for its members), in
    ``EXTRA_STRUCTURES`` order; unknown names are refused."""
    asked: set[str] = set()
    for name in extra:
        asked.update(EXTRA_GROUPS.get(name, (name,)))
    unknown = sorted(asked - set(EXTRA_STRUCTURES))
    if unknown:
        raise ValueError(f"unknown extra structure(s): {', '.join(unknown)}")
    return tuple(s for s in EXTRA_STRUCTURES if s in asked)


def generate(seed: int = 0, n_pages: int = 120, extra: Iterable[str] = ()) -> list[GeneratedPage]:
    """All pages of a family, in memory (``build`` writes them); ``extra``: opt-in structures
    (``EXTRA_STRUCTURES``) dealt on top of ``STRUCTURES``."""
    master = random.Random(seed)
    dealt = deal_axes(master, n_pages, _extra_structures(extra))
    writer = Writer()
    pages = []
    for i, axes in enumerate(dealt):
        rng = random.Random(master.getrandbits(64))
        pages.append(make_page(i, seed, axes, rng, writer))
    return pages


def build(
    out_dir: str | Path, seed: int = 0, n_pages: int = 120, extra: Iterable[str] = ()
) -> Path:
    """Write the family to ``out_dir/gen/``; return that folder. ``extra``: opt-in
    structures (see ``EXTRA_STRUCTURES``); without them the bytes are those of earlier runs."""
    folder = Path(out_dir) / SET_NAME
    folder.mkdir(parents=True, exist_ok=True)
    pages = generate(seed, n_pages, extra)
    lines = []
    for page in pages:
        (folder / f"{page.id}.html").write_bytes(page.data)
        lines.append(json.dumps(page.record, ensure_ascii=False))
    (folder / "ground_truth.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def axis_counts(records: list[dict[str, Any]]) -> dict[str, Counter[str]]:
    counts: dict[str, Counter[str]] = {axis: Counter() for axis in AXES}
    for rec in records:
        for axis in AXES:
            counts[axis][rec["axes"][axis]] += 1
    return counts


def format_counts(records: list[dict[str, Any]]) -> str:
    out = [f"{len(records)} pages"]
    for axis, counter in axis_counts(records).items():
        values = AXES[axis]
        if axis == "structure":
            values = values + tuple(v for v in EXTRA_STRUCTURES if counter.get(v))
        cells = "  ".join(f"{v}={counter.get(v, 0)}" for v in values)
        out.append(f"{axis:<14} {cells}")
    forced = sum(1 for r in records if r["axes"]["forced"])
    out.append(f"{'forced':<14} {forced} pages had an axis value changed")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path, help="output folder (the pages go to OUT/gen/)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--pages", type=int, default=120)
    ap.add_argument(
        "--extra",
        action="append",
        default=[],
        choices=(*EXTRA_STRUCTURES, *EXTRA_GROUPS),
        metavar="NAME",
        help="also deal this opt-in structure (repeatable): "
        f"{', '.join((*EXTRA_STRUCTURES, *EXTRA_GROUPS))}",
    )
    args = ap.parse_args(argv)
    folder = build(args.out, args.seed, args.pages, args.extra)
    records = [
        json.loads(x) for x in (folder / "ground_truth.jsonl").read_text("utf-8").splitlines()
    ]
    print(f"wrote {folder}")
    print(format_counts(records))
    return 0


if __name__ == "__main__":
    sys.exit(main())
