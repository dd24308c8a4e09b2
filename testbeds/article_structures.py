"""Opt-in "hard body" structures of the generated article family (``article_generator``).

Written blind, like the generator: from how real Chinese sites mark up pages whose main text
is hard to pick out, never from the extractor's code. Each structure is a further value of
the ``structure`` axis, dealt only when asked for:

    python -m testbeds.article_generator OUT --seed 21 --pages 150 --extra hard_bodies

``--extra hard_bodies`` deals all ten (an even share each, like the other structures);
``--extra NAME`` (repeatable) deals one, its name being the structure's. **Seed 21** is the
development seed of these structures; **seed 22** is held out (nobody tunes on it).

The truth ``body`` is always the article text a reader sees in a desktop browser (window
1280 px wide, scripts not needed): one line per paragraph, heading, list item, transcript
turn, caption or ``<br>``-separated line, each whitespace-trimmed, blank lines dropped.
Text hidden by ``display:none`` (inline, the ``hidden`` attribute, or a rule of the page's
own ``<style>``), or by ``visibility:hidden``, is never body; text whose classes only look
hidden (``hide``, ``hidden-xs``, ``collapse in``, ``d-none d-md-block``, ...) while the page's
CSS shows it at that width is body. List markers drawn by CSS (``<ol>`` numbers, bullets) are
not text; numbers typed into the text are. The headline, info line, share bars, pagers and
the other chrome are never body (as in ``article_generator``). ``axes["variant"]`` names the
sub-variant (``shape=…``) and its further choices. Each page's ``extras`` (in memory) holds
the trap's evidence for the tests.

Structures and truth decisions:

- ``misnested``: the article sits inside a navigation box in the DOM through unclosed
  markup, the browser still showing it as the page's article. ``collapse_nav``: a
  Bootstrap-3 ``<div class="collapse navbar-collapse">`` never closed, in the site's top
  navbar (``where=top``; on 2020s pages the ``<header>`` around it is left open too) or in a
  column menu (``where=column``), the page's CSS showing ``.navbar-collapse.collapse`` from
  768 px up; ``open_ul``: a column menu ``<ul>`` never closed (its last ``<li>`` sometimes
  open too), so headline and text are in the list; ``open_menu``: a left menu box ``<div>`` never
  closed; ``hidden_class``: no mis-nesting, but the text's wrapper has a class that looks
  hidden (``hide``, ``hidden-xs``, ``hidden-print``, ``invisible-on-print``, ``collapse in``,
  ``collapse show``, ``d-none d-md-block``) and the page's stylesheet shows it on a desktop.
  Body: the article's paragraphs; the menu's links are not. Never on 1990s table pages.
- ``transcript``: a radio/TV programme transcript (访谈实录): speaker-labelled turns
  (``主持人：`` ``嘉宾：`` ``记者：`` ``听众：``, or the speakers' names, or ``【主持人】``),
  many of them short (``对。``), stage directions (``（录音）``) and a recorded report. Body:
  every turn and stage direction, one a line, label included as shown (``shape``:
  ``bold_label``, ``plain``, ``br_block`` (one block, turns split by ``<br>``),
  ``span_label``, ``time_coded`` (``[00:03:12] 主持人：…``, the time code is part of the
  line)). The programme line (栏目, 主持人, 嘉宾) in the info line and the audio player are not.
  ``length`` sets the number of turns (about 6-10, 14-24, 30-46).
- ``faq``: 常见问题/政策问答 pages: an intro, question/answer pairs, a closing line (phone).
  Body: intro, every question line and answer paragraph as shown (numbering and ``问：``
  ``答：`` ``Q1：`` labels typed in the text included), closing line. Not body: the table of
  contents linking to the questions (on pages with class names and ids), ``返回顶部``
  links. ``shape``: ``dl`` (``<dt>``/``<dd>``), ``headings`` (``<h3>``/``<h4>`` questions,
  ``<p>`` answers), ``bold_p``, ``div_items``, ``table_rows``. ``length`` sets the number
  of questions (3-4, 5-8, 10-15).
- ``sentence_lines``: one sentence per ``<p>`` (``p_sentence``; WeChat-style
  ``<section><p><span style>`` in ``section_spans``, 2020s pages, with ``<p><br></p>``
  spacers), one sentence per line in one block split by single ``<br>`` (``br_single``), or
  paragraphs split by ``<br><br>`` in one ``<div>`` (``br_double``) or ``<td>`` (``td_br``),
  with no ``<p>`` at all. Body: one line per sentence / paragraph shown.
- ``list_article``: the body is mostly ``<ol>``/``<ul>`` items: ``steps`` (办理流程 in an
  ``<ol>``), ``top_list`` (十大/N件民生实事, items with a bold lead or an ``<h3>`` and a
  ``<p>`` inside the ``<li>``), ``points`` (``一是…二是…`` in a ``<ul>``), ``nested``
  (phases with nested sub-lists), ``typed_numbers`` (``list-style:none`` items whose numbers
  ``1.``/``①``/``（1）`` are typed). Body: the intro paragraph, one line per item (the
  lead and the text of an item on one line; an ``<h3>`` and its ``<p>`` inside one item are
  two lines; a parent item's own text, then its sub-items), the closing paragraph.
- ``picture_post``: photo pages. ``single_caption`` (one picture, one caption),
  ``gallery`` (2-6 pictures, each captioned), ``picture_sentence`` (a blog/forum post that is
  a sentence or two and pictures without captions). Body: the captions in page order, each
  caption one line including its photo credit (``（王芳 摄）``) as shown; or the sentence(s).
  Not body: ``alt`` text, ``点击查看大图``, the picture counter, the strip of other galleries.
- ``archive_sidebar``: a short blog post (1-3 short paragraphs) inside a template whose
  sidebar (archive by month, categories with counts, a tag cloud, recent posts, recent
  comments with text, a calendar, a blogroll) has far more link text than the post.
  ``side_right`` / ``side_left`` (the sidebar before the post in the DOM) /
  ``category_chrome`` (category-page chrome: 分类 heading, the post headline as a linked
  ``<h2>``, the category's other posts and a pager under it). Body: the post only. Always a
  ``blog``, always ``short``.
- ``author_bio``: an 关于作者/作者简介 box whose bio (two or more sentences, one or two
  paragraphs) is longer than the short
  article, placed ``before_article``, ``after_headline``, ``after_body`` or in a
  ``side_card`` beside the text. Body: the article only; the bio, its name line, counts and
  links are not. ``author`` is the article's author (the same person as the box's).
  Always ``short``.
- ``hidden_placeholder``: a block of placeholder text hidden (``shape`` is how:
  ``css_class`` / ``css_id`` (a ``display:none`` rule of the page's own ``<style>``),
  ``hidden_attr``, ``inline_none`` (``style="display:none"``), ``aria_visibility``
  (``aria-hidden="true"`` with ``visibility:hidden``, inline or by a class rule)). What is
  hidden (``kind``): ``filler`` (Chinese lorem-ipsum), ``template`` (a CMS template with
  ``{{ }}`` slots and a sample article's prose), ``skeleton`` (a duplicate "loading" article
  skeleton), ``modal`` (a login dialog with a long 用户服务协议), ``poison`` (anti-copy
  watermark ``<span>`` elements hidden inside the paragraphs); where (``at``):
  ``before_article``, ``after_article``, ``inside_text``. Body: the visible article only.
  ``reverse=1``: the visible article's own wrapper has a class that looks hidden (shown by the
  page's CSS), and it is body.
- ``annotated_body``: a news article with furniture (each page gets its ``shape`` part and
  1-2 others). Body: a ``dateline`` opening the first paragraph (``本报北京6月3日电（记者
  王芳）``, same line; ``author`` is that reporter); a ``summary`` (导语/摘要/核心提示, its label
  as shown) before the first section heading, and the section headings; ``footnotes``
  (markers like ``[1]``/``①`` stay in their paragraph; the notes heading and each note are
  lines); an ``embedded_post`` (a quoted social-media post: its text lines are body, its
  header (name, time) and action bar (转发/评论/赞) are not); a ``fact_box`` (名词解释/背景链接
  box or a claim/rating box: its heading and lines are body). Not body: a ``related_box``
  (相关阅读 links between paragraphs).

Forced combinations (recorded in ``axes["forced"]``): ``misnested`` never on
``table_1990s`` (becomes ``div_2010s``) and needs class names (``none`` becomes ``classic``);
``transcript`` and ``annotated_body`` on blogs and forums become ``portal_news``; ``faq``
there becomes ``gov``; ``section_spans`` is a 2020s habit (era ``html5_2020s``), ``td_br``
is not (an ``html5_2020s`` page becomes ``table_1990s`` or ``div_2010s``);
``picture_sentence`` lives on ``blog``/``forum_article`` (else ``blog``), the other picture
shapes not on forums (``portal_news``); ``archive_sidebar`` is a ``short`` ``blog`` post;
``author_bio`` is ``short``, not on ``gov`` (``portal_news``) nor forums (``blog``);
``hidden_placeholder`` hidden by a class or id rule needs class names (``none`` becomes
``classic``). Then the generator's own rules (``hashed`` on ``div_2010s`` becomes
``classic``; ``table_1990s`` pages are ``legacy``).

Standard library only; the same seed always gives the same bytes.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from testbeds import article_parts as g
from testbeds.article_parts import HARD_STRUCTURES, Article, Ctx, attr, esc

#: each structure's sub-variants (``axes["variant"]``: ``shape=…``), dealt evenly per family
SHAPES: dict[str, tuple[str, ...]] = {
    "misnested": ("collapse_nav", "open_ul", "open_menu", "hidden_class"),
    "transcript": ("bold_label", "plain", "br_block", "span_label", "time_coded"),
    "faq": ("dl", "headings", "bold_p", "div_items", "table_rows"),
    "sentence_lines": ("p_sentence", "section_spans", "br_single", "br_double", "td_br"),
    "list_article": ("steps", "top_list", "points", "nested", "typed_numbers"),
    "picture_post": ("single_caption", "gallery", "picture_sentence"),
    "archive_sidebar": ("side_right", "side_left", "category_chrome"),
    "author_bio": ("before_article", "after_headline", "after_body", "side_card"),
    "hidden_placeholder": ("css_class", "css_id", "hidden_attr", "inline_none", "aria_visibility"),
    "annotated_body": (
        "dateline",
        "summary",
        "footnotes",
        "embedded_post",
        "fact_box",
        "related_box",
    ),
}

# --- classes that look hidden, and the CSS that shows them on a desktop -----------------------

#: (class attribute, the page's CSS rules about it, eras it fits); every one is shown at
#: 1280 px: print-only or phone-only rules, an open collapse, a later ``!important`` rule
LOOKS_HIDDEN: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("hide", ".tab-box .hide{display:none}", ("div_2010s", "html5_2020s", "table_1990s")),
    (
        "hidden-xs",
        "@media (max-width:767px){.hidden-xs{display:none!important}}",
        ("div_2010s", "html5_2020s"),
    ),
    (
        "hidden-print",
        "@media print{.hidden-print{display:none!important}}",
        ("div_2010s", "html5_2020s"),
    ),
    (
        "invisible-on-print",
        "@media print{.invisible-on-print{display:none}}",
        ("div_2010s", "html5_2020s", "table_1990s"),
    ),
    ("collapse in", ".collapse{display:none}\n.collapse.in{display:block}", ("div_2010s",)),
    ("collapse show", ".collapse:not(.show){display:none}", ("html5_2020s",)),
    (
        "d-none d-md-block",
        ".d-none{display:none!important}\n"
        "@media (min-width:768px){.d-md-block{display:block!important}}",
        ("html5_2020s",),
    ),
)

BS3_COLLAPSE_CSS = (
    ".collapse{display:none}\n.collapse.in{display:block}\n"
    "@media (min-width:768px){.navbar-collapse.collapse{display:block!important;"
    "height:auto!important;padding-bottom:0;overflow:visible!important}}"
)


def _looks_hidden(ctx: Ctx) -> tuple[str, str]:
    """A hidden-looking class for the page's era and the CSS that shows it (least used first)."""
    options = tuple(c for c, _, eras in LOOKS_HIDDEN if ctx.era in eras)
    name = ctx.writer.pick(ctx.rng, "looks_hidden", options)
    css = next(css for c, css, _ in LOOKS_HIDDEN if c == name)
    return name, css


def style_block(ctx: Ctx, css: str) -> str:
    """The page's own stylesheet (goes into ``<head>``)."""
    if ctx.html5:
        return f"<style>\n{css}\n</style>"
    return f'<style type="text/css">\n{css}\n</style>'


def cls(ctx: Ctx, name: str) -> str:
    """`` class="name"`` unless the page uses no class names at all."""
    return "" if ctx.mk.style == "none" else f' class="{name}"'


def _br(ctx: Ctx) -> str:
    return "<br />" if ctx.era == "div_2010s" else "<br>"


def _unique(w: g.Writer, make: Callable[[], str]) -> str:
    """``make()`` until it gives a text the family has not used (then it is used)."""
    text = make()
    for _ in range(60):
        if text not in w.used_paragraphs:
            break
        text = make()
    w.used_paragraphs.add(text)
    return text


def _title(ctx: Ctx, forms: Callable[[], str]) -> str:
    return ctx.writer._unique_title(forms)


def _variant(ctx: Ctx, **values: str) -> None:
    ctx.variant.update(values)


def _finish(art: Article, ctx: Ctx, css: list[str], **extras: Any) -> Article:
    css = [c for c in css if c]
    if css:
        art.head_extra = style_block(ctx, "\n".join(css))
    art.extras.update(extras)
    return art


# --- forced axes ------------------------------------------------------------------------------


def force_axes(
    rng: random.Random, axes: dict[str, str], shape: str, force: Callable[[str, str], None]
) -> None:
    """Change the axis values a hard structure (and its ``shape``) cannot have, through
    ``force(axis, new)`` (which records ``axis:old->new``)."""
    s = axes["structure"]
    era, kind, length = axes["era"], axes["site_kind"], axes["length"]
    if s == "misnested":
        if era == "table_1990s":
            force("era", "div_2010s")
        if axes["class_style"] == "none":
            force("class_style", "classic")
    elif s == "transcript":
        if kind in ("blog", "forum_article"):
            force("site_kind", "portal_news")
    elif s == "faq":
        if kind in ("blog", "forum_article"):
            force("site_kind", "gov")
    elif s == "sentence_lines":
        if shape == "section_spans" and era != "html5_2020s":
            force("era", "html5_2020s")
        if shape == "td_br" and era == "html5_2020s":
            force("era", rng.choice(("table_1990s", "div_2010s")))
    elif s == "picture_post":
        if shape == "picture_sentence" and kind not in ("blog", "forum_article"):
            force("site_kind", "blog")
        if shape != "picture_sentence" and kind == "forum_article":
            force("site_kind", "portal_news")
    elif s == "archive_sidebar":
        if kind != "blog":
            force("site_kind", "blog")
        if length != "short":
            force("length", "short")
    elif s == "author_bio":
        if kind == "gov":
            force("site_kind", "portal_news")
        if kind == "forum_article":
            force("site_kind", "blog")
        if length != "short":
            force("length", "short")
    elif s == "hidden_placeholder":
        if axes["class_style"] == "none" and shape in ("css_class", "css_id"):
            force("class_style", "classic")
    elif s == "annotated_body" and kind in ("blog", "forum_article"):
        force("site_kind", "portal_news")


# --- 1. misnested ---------------------------------------------------------------------------


def _menu_items(ctx: Ctx) -> list[str]:
    rng = ctx.rng
    nav = list(ctx.site.nav[1:])
    extra = ["工作动态", "通知公告", "图片新闻", "专题专栏", "媒体关注", "基层动态", "政策解读"]
    items = nav + [x for x in extra if x not in nav]
    return items[: rng.randint(5, min(12, len(items)))]


def _li_links(ctx: Ctx, items: list[str], *, last_open: bool = False) -> str:
    lis = [f"<li>{g.links(ctx, [i])}</li>" for i in items]
    if last_open:
        lis[-1] = lis[-1][: -len("</li>")]
    return "".join(lis)


def s_misnested(ctx: Ctx) -> Article:
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    shape = ctx.variant["shape"]
    lines = w.paragraphs(rng, geo, g.register_for(ctx), ctx.axes["length"])
    css: list[str] = []
    before: list[str] = []
    nav_html: str | None = None
    inner = g.paras(ctx, lines)
    trap: dict[str, str] = {}
    hidden_texts: list[str] = []
    if shape == "collapse_nav":
        css.append(BS3_COLLAPSE_CSS)
        where = w.pick(rng, "collapse_where", ("top", "column"))
        ident = rng.choice(("navbar", "bs-navbar", "main-nav", "navbar-collapse-1"))
        items = _li_links(ctx, _menu_items(ctx) if where == "column" else list(ctx.site.nav))
        ul = f'<ul class="nav navbar-nav">{items}</ul>'
        opened = f'<div class="collapse navbar-collapse" id="{ident}">{ul}'
        brand = f'<a class="navbar-brand" href="/">{esc(ctx.site.name)}</a>'
        toggle = (
            '<button type="button" class="navbar-toggle collapsed" data-toggle="collapse" '
            f'data-target="#{ident}"><span class="icon-bar"></span></button>'
        )
        header = f'<div class="navbar-header">{toggle}{brand}</div>'
        if where == "top":
            # the site's navbar: its inner <div class="collapse"> never closed, nor (on 2020s
            # pages) the <header> around it, so everything after it is inside the navbar
            nav_html = f'<div class="navbar navbar-default">{header}{opened}\n<!-- /.navbar -->'
        else:
            before.append(f"<!-- 栏目导航 -->\n{opened}")
        trap = {"tag": "div", "class": "collapse navbar-collapse"}
        _variant(ctx, where=where)
    elif shape == "open_ul":
        last_open = rng.random() < 0.5
        name = rng.choice(("subnav", "lanmu-nav", "nav-list", "column-nav"))
        looks = rng.random() < 0.5
        if looks:
            css.append("@media (max-width:767px){.hidden-xs{display:none!important}}")
            name += " hidden-xs"
        items = _li_links(ctx, _menu_items(ctx), last_open=last_open)
        before.append(f'<ul class="{name}">{items}')
        trap = {"tag": "ul", "class": name}
        _variant(ctx, last_li=("open" if last_open else "closed"), looks_hidden=str(int(looks)))
    elif shape == "open_menu":
        name = rng.choice(("leftmenu", "side-menu", "menu-box", "zuocedaohang"))
        looks = rng.random() < 0.5
        if looks:
            extra, rule = (
                "hidden-xs",
                "@media (max-width:767px){.hidden-xs{display:none!important}}",
            )
            if ctx.html5:
                extra, rule = (
                    "d-none d-md-block",
                    ".d-none{display:none!important}\n"
                    "@media (min-width:768px){.d-md-block{display:block!important}}",
                )
            css.append(rule)
            name += " " + extra
        head = rng.choice(("栏目导航", "信息公开", "本栏目", "相关栏目"))
        items = _li_links(ctx, _menu_items(ctx))
        before.append(
            f'<div class="{name}"><div class="menu-title"><b>{esc(head)}</b></div><ul>{items}</ul>'
        )
        trap = {"tag": "div", "class": name}
        _variant(ctx, looks_hidden=str(int(looks)))
    else:
        name, rule = _looks_hidden(ctx)
        css.append(rule)
        if name == "hide":
            # a tab widget that really uses the rule (its second panel is hidden)
            tab1 = [w.any_title(rng, geo) for _ in range(3)]
            tab2 = [w.any_title(rng, geo) for _ in range(3)]
            before.append(
                '<div class="tab-box"><div class="tab-head"><span>最新</span> <span>热门</span>'
                f'</div><div class="tab-panel">{g.link_list(ctx, tab1)}</div>'
                f'<div class="tab-panel hide">{g.link_list(ctx, tab2)}</div></div>'
            )
            hidden_texts = tab2
        inner = f'<div class="{name}">\n{inner}\n</div>'
        trap = {"tag": "div", "class": name}
        _variant(ctx, looks=name.replace(" ", "+"))
    art = g._standard(ctx, lines, inner, before=before)
    art.nav_html = nav_html
    return _finish(art, ctx, css, trap=trap, hidden_texts=hidden_texts)


# --- 2. transcript ----------------------------------------------------------------------------

PROGRAMS = ("民生热线", "政风行风热线", "新闻面对面", "今日关注", "百姓话题", "对话", "阳光问政")
HOST_QUESTIONS = (
    "{name}，能不能先给我们介绍一下{noun}目前的进展？",
    "很多听众关心{problem}的问题，这方面有什么具体的办法？",
    "那么{noun}的资金从哪里来？",
    "刚才您提到{noun2}，这两项工作是怎么结合起来的？",
    "在推进{noun}的过程中，遇到的最大困难是什么？",
    "{group}怎么才能知道自己符合不符合条件？",
    "接下来{county}在{noun}方面还有哪些打算？",
    "有听众在微信平台留言，问{noun}什么时候能覆盖到{town}，您能回答一下吗？",
    "我们注意到，今年{county}把{noun}列为重点工作，为什么这样安排？",
)
SHORT_TURNS = (
    "对。",
    "是的。",
    "嗯，明白了。",
    "好的。",
    "没错。",
    "对，是这样。",
    "这一点很重要。",
)
STAGE = ("（录音）", "（现场音响）", "【出录音】", "（音乐）", "（录音结束）", "【片花】")


def s_transcript(ctx: Ctx) -> Article:
    rng, w, geo, mk = ctx.rng, ctx.writer, ctx.geo, ctx.mk
    shape = ctx.variant["shape"]
    t = geo.topic
    prog = rng.choice(PROGRAMS)
    host, reporter, guest = g._person(rng), g._person(rng), g._person(rng)
    office = rng.choice((geo.county, geo.city)) + t["org"]
    guest_title = office + rng.choice(("局长", "副局长", "有关负责人", "科长"))
    villager = g._person(rng)
    label_kind = w.pick(rng, "transcript_labels", ("role", "name", "bracket"))
    if shape == "span_label" and label_kind == "bracket":
        label_kind = "role"
    roles = {
        "host": ("主持人", host),
        "guest": ("嘉宾", guest),
        "reporter": ("记者", reporter),
        "caller": ("听众", "听众"),
        "villager": ("村民", f"村民{villager}"),
    }

    def core(who: str) -> str:
        role, name = roles[who]
        return name if label_kind == "name" else role

    def label(who: str) -> str:
        return f"【{core(who)}】" if label_kind == "bracket" else f"{core(who)}："

    turns: list[tuple[str | None, str]] = []  # (speaker or None for a stage direction, text)

    def say(who: str | None, text: str) -> None:
        turns.append((who, text))

    def question() -> str:
        def make() -> str:
            return w.fill(rng, rng.choice(HOST_QUESTIONS), geo, name=guest)

        return _unique(w, make)

    n_target = {"short": rng.randint(6, 10), "medium": rng.randint(14, 24)}.get(
        ctx.axes["length"], rng.randint(30, 46)
    )
    say("host", f"各位听众朋友，大家好，欢迎收听今天的《{prog}》，我是主持人{host}。")
    say("host", f"今天我们请到的嘉宾是{guest_title}{guest}，{guest}您好。")
    say("guest", rng.choice(("主持人好，各位听众朋友大家好。", f"{host}你好，听众朋友们好。")))
    used_report = used_call = False
    while len(turns) < n_target - 2:
        r = rng.random()
        if not used_report and len(turns) > 4 and r < 0.3:
            used_report = True
            say("host", f"我们先来听一段记者{reporter}在{rng.choice(geo.towns)}采写的录音报道。")
            say(None, rng.choice(STAGE[:3]))
            say("reporter", w.paragraph(rng, geo, "news", 1))
            say("villager", rng.choice(t["quotes"]) + "。")
            say("reporter", w.paragraph(rng, geo, "news", 1))
            say(None, "（录音结束）")
            continue
        if not used_call and len(turns) > 6 and r < 0.5:
            used_call = True
            say("host", "我们接进一位听众的热线。喂，您好，请讲。")
            ask = w.fill(rng, "您好，我是{town}的，我想问一下，{question}？", geo)
            say("caller", ask)
            say("guest", w.paragraph(rng, geo, "news", rng.randint(1, 2)))
            say("caller", rng.choice(("好的，谢谢。", "明白了，谢谢您。")))
            continue
        say("host", question())
        say("guest", w.paragraph(rng, geo, "news", rng.randint(1, 3)))
        if rng.random() < 0.5:
            say("host", rng.choice(SHORT_TURNS))
            say("guest", w.paragraph(rng, geo, "news", 1))
    say(
        "host",
        f"好的，由于时间关系，今天的节目就到这里，感谢{guest}做客我们的直播间，听众朋友，我们下期再见。",
    )
    say("guest", rng.choice(("谢谢主持人，再见。", "谢谢，听众朋友们再见。")))

    lines: list[str] = []
    parts: list[str] = []
    clock = rng.randint(20, 90)
    for who, text in turns:
        if who is None:
            lines.append(text)
            parts.append(esc(text))
            continue
        if shape == "span_label":
            lines.append(f"{core(who)}：{text}")
            parts.append(f"<span{cls(ctx, 'speaker')}>{esc(core(who))}</span>：{esc(text)}")
        elif shape == "time_coded":
            stamp = f"[{clock // 3600:02d}:{clock // 60 % 60:02d}:{clock % 60:02d}]"
            clock += rng.randint(8, 95)
            lines.append(f"{stamp} {label(who)}{text}")
            parts.append(f"<span{cls(ctx, 'tc')}>{stamp}</span> {esc(label(who))}{esc(text)}")
        elif shape in ("bold_label", "br_block") and rng.random() < 0.9:
            lines.append(label(who) + text)
            parts.append(f"<strong>{esc(label(who))}</strong>{esc(text)}")
        else:
            lines.append(label(who) + text)
            parts.append(esc(label(who) + text))
    if shape == "br_block":
        block = "p" if rng.random() < 0.5 else "div"
        inner = f"<{block}>" + f"{_br(ctx)}\n".join(parts) + f"</{block}>"
    else:
        inner = "\n".join(f"<p>{p}</p>" for p in parts)
    if ctx.table:
        player = (
            f'<EMBED src="/audio/{rng.randint(1000, 9999)}.rm" width=300 height=45 '
            'autostart="false"></EMBED>'
        )
    else:
        length = f"{rng.randint(12, 58)}:{rng.randint(0, 59):02d}"
        player = (
            f'<div{mk.c("audio")}><audio controls preload="none" '
            f'src="/audio/{ctx.dt:%Y%m%d}/{rng.randint(1000, 9999)}.mp3"></audio>'
            f"<span>00:00 / {length}</span></div>"
        )
    inner = player + "\n" + inner
    noun = rng.choice(t["nouns"])

    def make_title() -> str:
        return rng.choice(
            (
                f"《{prog}》：{noun}进展如何？",
                f"{prog}｜{office}负责人谈{noun}",
                f"访谈实录：聚焦{geo.county}{noun}",
                f"{geo.county}{noun}，听听{t['group']}怎么说",
                f"{geo.city[:-1]}广播《{prog}》：{noun}",
            )
        )

    title = _title(ctx, make_title)
    info = [f"栏目：《{prog}》", f"主持人：{host}", f"嘉宾：{guest_title}{guest}"]
    art = g._standard(ctx, lines, inner, title=title, info_extra=info)
    _variant(ctx, labels=label_kind, turns=str(len(lines)))
    return _finish(art, ctx, [], turns=lines, programme_line=info)


# --- 3. faq -----------------------------------------------------------------------------------

FAQ_PAIRS: tuple[tuple[str, str], ...] = (
    (
        "{noun}的申请条件是什么？",
        "户籍在{county}、符合{year}年度相关政策规定的{group}均可申请，具体条件以{org}公布的实施细则为准。",
    ),
    (
        "办理{noun}需要准备哪些材料？",
        "需提供申请人身份证、户口簿原件及复印件，以及{unitplace}出具的相关证明材料。",
    ),
    (
        "{noun}在哪里办理？可以网上办吗？",
        "可以到所在{unitplace}便民服务中心窗口办理，也可以登录{county}政务服务网在线申请。",
    ),
    (
        "办理时限是多长时间？",
        "材料齐全的，自受理之日起{k}个工作日内办结；材料不齐全的，窗口工作人员会一次性告知需要补正的内容。",
    ),
    (
        "申请{noun}需要缴纳费用吗？",
        "不收取任何费用。如有单位或个人以此名义收费，请拨打{phone}举报。",
    ),
    (
        "补助资金什么时候发放到位？",
        "经公示无异议后，补助资金由{org}在{month}月底前统一拨付到申请人的社保卡账户。",
    ),
    (
        "对审核结果有异议，应该向哪个部门反映？",
        "可在公示期内向{org}书面提出，{org}将在{k3}个工作日内复核并答复。",
    ),
    (
        "{problem}的问题能不能通过{noun}解决？",
        "这正是今年{noun}的重点之一，{county}将{action}，分批解决{group}反映集中的问题。",
    ),
    (
        "外地户籍的{group}能否申请？",
        "在{county}连续居住满一年并办理居住证的，可以参照本地户籍人员申请。",
    ),
    (
        "{noun}和{noun2}可以同时申请吗？",
        "可以同时申请，但同一事项不重复享受补助，具体以审核结果为准。",
    ),
    (
        "提交申请后如何查询办理进度？",
        "可登录{county}政务服务网“我的办件”栏目查询，也可拨打咨询电话{phone}查询。",
    ),
    (
        "{year}年{noun}有哪些新变化？",
        "今年将补助标准提高了{pct}%，并新增了线上申报渠道，办理环节由原来的{k3}个压减为2个。",
    ),
    (
        "已经享受过相关补助的，还能再次申请吗？",
        "同一户家庭原则上只能享受一次，因特殊情况需要再次申请的，由{unitplace}研究后报{org}审定。",
    ),
    (
        "委托他人代办需要哪些手续？",
        "代办人需携带本人身份证和申请人签字的委托书，到窗口办理即可。",
    ),
    (
        "{noun}的政策依据是什么？",
        "主要依据是{county}出台的{noun}实施方案，全文可在{org}网站“政策文件”栏目查看。",
    ),
    (
        "{noun}的实施范围包括哪些地方？",
        "今年先在{town}等{k3}个{unitplace}试点，明年起在全{area}推开。",
    ),
)


def s_faq(ctx: Ctx) -> Article:
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    shape = ctx.variant["shape"]
    n = {"short": rng.randint(3, 4), "medium": rng.randint(5, 8)}.get(
        ctx.axes["length"], rng.randint(10, 15)
    )
    numbering = w.pick(rng, "faq_numbering", ("num_dot", "num_dun", "q", "wen", "cn", "none"))
    answer_label = {"q": "A：", "wen": "答："}.get(numbering, "答：" if rng.random() < 0.5 else "")
    pairs = rng.sample(FAQ_PAIRS, n)
    qa: list[tuple[str, list[str]]] = []
    for i, (q_t, a_t) in enumerate(pairs):
        slots = {"noun": rng.choice(geo.topic["nouns"])}
        q = w.fill(rng, q_t, geo, **slots)
        prefix = {
            "num_dot": f"{i + 1}. ",
            "num_dun": f"{i + 1}、",
            "q": f"Q{i + 1}：",
            "wen": "问：",
            "cn": f"{g.CN_NUM[i % 10] if i < 10 else '十' + g.CN_NUM[i - 10]}、",
            "none": "",
        }[numbering]

        def make(a_t: str = a_t, slots: dict[str, str] = slots) -> str:
            return w.fill(rng, a_t, geo, **slots)

        answer = [answer_label + _unique(w, make)]
        if rng.random() < 0.3:
            answer.append(w.paragraph(rng, geo, "news", 1))
        qa.append((prefix + q, answer))
    lines: list[str] = []
    intro = ""
    if rng.random() < 0.8:
        intro = _unique(
            w,
            lambda: w.fill(
                rng,
                "为方便{group}及时了解{noun}相关政策，{org}对近期群众咨询较多的问题进行了梳理，现解答如下：",
                geo,
            ),
        )
        lines.append(intro)
    for q, a in qa:
        lines.append(q)
        lines.extend(a)
    closing = ""
    if rng.random() < 0.6:
        closing = w.fill(
            rng, "如有其他疑问，可拨打{org}咨询电话{phone}（工作日上午9:00—12:00）。", geo
        )
        lines.append(closing)
    # the markup
    to_top = rng.random() < 0.3
    back = f'<p{cls(ctx, "back-top")}><a href="#top">返回顶部</a></p>' if to_top else ""
    anchors = ctx.mk.style != "none"  # a page without class names has no ids either

    def qid(i: int) -> str:
        return f' id="q{i + 1}"' if anchors else ""

    blocks: list[str] = []
    if shape == "dl":
        items = []
        for i, (q, a) in enumerate(qa):
            dd = esc(a[0]) if len(a) == 1 else "".join(f"<p>{esc(x)}</p>" for x in a)
            items.append(f"<dt{qid(i)}>{esc(q)}</dt><dd>{dd}{back}</dd>")
        blocks.append(f"<dl{cls(ctx, 'faq-list')}>" + "\n".join(items) + "</dl>")
    elif shape == "headings":
        level = rng.choice(("h3", "h4", "h2"))
        for i, (q, a) in enumerate(qa):
            blocks.append(f"<{level}{qid(i)}>{esc(q)}</{level}>" + g.paras(ctx, a) + back)
    elif shape == "bold_p":
        joined = rng.random() < 0.4
        for i, (q, a) in enumerate(qa):
            anchor = f'<a name="q{i + 1}"></a>'
            if joined:
                rest = "".join(f"<p>{esc(x)}</p>" for x in a[1:])
                blocks.append(
                    f"<p>{anchor}<strong>{esc(q)}</strong>{_br(ctx)}{esc(a[0])}</p>{rest}{back}"
                )
            else:
                blocks.append(f"<p>{anchor}<strong>{esc(q)}</strong></p>" + g.paras(ctx, a) + back)
        _variant(ctx, joined=str(int(joined)))
    elif shape == "div_items":
        for i, (q, a) in enumerate(qa):
            answer_html = "".join(f"<p>{esc(x)}</p>" for x in a)
            blocks.append(
                f"<div{cls(ctx, 'faq-item')}{qid(i)}><div{cls(ctx, 'faq-q')}>{esc(q)}</div>"
                f"<div{cls(ctx, 'faq-a')}>{answer_html}</div>{back}</div>"
            )
    else:
        rows = []
        for q, a in qa:
            rows.append(f"<tr><td><b>{esc(q)}</b></td></tr>")
            rows.append("<tr><td>" + "<br>".join(esc(x) for x in a) + "</td></tr>")
        blocks.append(
            '<table width="100%" border="0" cellpadding="6">' + "".join(rows) + "</table>"
        )
    toc = ""
    if rng.random() < 0.4 and anchors:
        heads = [q for q, _ in qa]
        links = "".join(f'<li><a href="#q{i + 1}">{esc(q)}</a></li>' for i, q in enumerate(heads))
        toc = f'<div{cls(ctx, "faq-toc")} id="top"><p><b>目录</b></p><ul>{links}</ul></div>'
    inner = "\n".join(
        x
        for x in (
            toc,
            g.para(ctx, intro, plain=True) if intro else "",
            *blocks,
            g.para(ctx, closing, plain=True) if closing else "",
        )
        if x
    )
    noun = rng.choice(geo.topic["nouns"])

    def make_title() -> str:
        return rng.choice(
            (
                f"{noun}常见问题解答",
                f"关于{noun}，你关心的{len(qa)}个问题",
                f"{geo.county}{noun}政策问答",
                f"{noun}热点问题解答（{geo.year}年版）",
                f"一问一答：{geo.county}{noun}怎么办",
            )
        )

    title = _title(ctx, make_title)
    art = g._standard(ctx, lines, inner, title=title)
    _variant(ctx, numbering=numbering, questions=str(len(qa)), toc=str(int(bool(toc))))
    return _finish(art, ctx, [], questions=[q for q, _ in qa], toc=bool(toc))


# --- 4. sentence lines ------------------------------------------------------------------------


def _sentences(ctx: Ctx, register: str) -> list[str]:
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    length = ctx.axes["length"]
    if length == "short":
        for _ in range(100):
            out = [w.sentence(rng, geo, register) for _ in range(rng.randint(3, 6))]
            if sum(map(len, out)) < 300:
                return out
        return out[:3]
    n = rng.randint(8, 20) if length == "medium" else rng.randint(30, 48)
    return [w.sentence(rng, geo, register) for _ in range(n)]


def s_sentence_lines(ctx: Ctx) -> Article:
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    shape = ctx.variant["shape"]
    register = g.register_for(ctx)
    br = "<BR>" if ctx.table else _br(ctx)
    if shape in ("br_double", "td_br"):
        lines = w.paragraphs(rng, geo, register, ctx.axes["length"])
    else:
        lines = _sentences(ctx, register)
    spacer = rng.choice(("<p>&nbsp;</p>", "<p><br></p>", "<p></p>"))
    every = rng.randint(2, 4)
    parts: list[str] = []
    if shape == "p_sentence":
        for i, s in enumerate(lines):
            parts.append(g.para(ctx, s))
            if rng.random() < 0.5 and i % every == every - 1 and i < len(lines) - 1:
                parts.append(spacer)
        inner = "\n".join(parts)
    elif shape == "section_spans":
        color = rng.choice(("#3f3f3f", "#333333", "rgb(62, 62, 62)", "#595959"))
        span = (
            f'style="font-size:{rng.choice((14, 15, 16, 17))}px;color:{color};letter-spacing:1px"'
        )
        for i, s in enumerate(lines):
            parts.append(
                f'<p style="line-height:1.75em;margin-bottom:0"><span {span}>{esc(s)}</span></p>'
            )
            if i % every == every - 1 and i < len(lines) - 1:
                parts.append('<p style="line-height:1.75em"><br></p>')
        inner = (
            '<section style="margin:0 8px;font-family:-apple-system,sans-serif">'
            + "\n".join(parts)
            + "</section>"
        )
    elif shape == "br_single":
        block = rng.choice(("div", "p", "div"))
        inner = f"<{block}>" + f"{br}\n".join(esc(s) for s in lines) + f"{br}</{block}>"
        _variant(ctx, block=block)
    else:
        indent = rng.choice(("\u3000\u3000", "&nbsp;&nbsp;&nbsp;&nbsp;", ""))
        text = f"{br}{br}\n".join(indent + esc(p) for p in lines)
        if shape == "td_br" and not ctx.table:
            inner = (
                '<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr>'
                f'<td{cls(ctx, "content")} style="font-size:14px;line-height:24px">{text}</td>'
                "</tr></table>"
            )
        else:
            inner = text
    art = g._standard(ctx, lines, inner)
    _variant(ctx, lines=str(len(lines)))
    no_p = shape in ("br_single", "br_double", "td_br") and ctx.variant.get("block") != "p"
    return _finish(art, ctx, [], no_p=no_p)


# --- 5. list articles -------------------------------------------------------------------------

STEP_TEMPLATES = (
    "登录{county}政务服务网或下载“{app}”App，完成实名注册。",
    "在首页搜索“{noun}”，进入办理页面。",
    "按照提示填写申请人基本信息，上传身份证、户口簿等材料的照片。",
    "确认信息无误后点击“提交”，系统会生成一个受理编号，请妥善保存。",
    "{org}在{k3}个工作日内完成审核，结果通过短信告知。",
    "审核通过的，携带原件到{town}便民服务中心窗口核验。",
    "核验无误后当场领取证明，也可以选择免费邮寄到家。",
    "如需修改信息，可在“我的办件”中撤回后重新提交。",
)
APPS = ("掌上办", "爱山东", "浙里办", "随申办", "粤省事", "苏服办", "i城市")


def s_list_article(ctx: Ctx) -> Article:
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    shape = ctx.variant["shape"]
    t = geo.topic
    length = ctx.axes["length"]
    n = {"short": rng.randint(3, 5), "medium": rng.randint(6, 10)}.get(length, rng.randint(12, 18))
    lines: list[str] = []
    noun = rng.choice(t["nouns"])
    intro = w.paragraph(rng, geo, "news", rng.randint(1, 2)) if rng.random() < 0.85 else ""
    closing = w.paragraph(rng, geo, "news", 1) if rng.random() < 0.5 else ""
    items_html = ""
    title_forms: tuple[str, ...]
    if shape == "steps":
        n = min(n, len(STEP_TEMPLATES))
        picked = sorted(rng.sample(range(len(STEP_TEMPLATES)), n))
        app = rng.choice(APPS)
        steps = [w.fill(rng, STEP_TEMPLATES[i], geo, noun=noun, app=app) for i in picked]
        typed = rng.random() < 0.4
        if typed:
            steps = [f"第{g.CN_NUM[i]}步：{s}" for i, s in enumerate(steps)]
        lines_items = steps
        items_html = "<ol>" + "".join(f"<li>{esc(s)}</li>" for s in steps) + "</ol>"
        title_forms = (
            f"手把手教你办理{noun}",
            f"{noun}办理指南来了",
            f"{geo.county}{noun}办理流程",
        )
        _variant(ctx, typed=str(int(typed)))
    elif shape == "top_list":
        labels: list[str] = []
        pool = list(t["nouns"]) + [m for m, _ in t["metrics"]] + list(t["sites"])
        rng.shuffle(pool)
        for x in pool:
            if x not in labels:
                labels.append(x)
        n = min(n, len(labels), 10)
        inner_h = rng.random() < 0.4
        lines_items = []
        lis = []
        for label in labels[:n]:
            text = w.sentence(rng, geo, "news")
            if inner_h:
                lines_items += [label, text]
                lis.append(f"<li><h3>{esc(label)}</h3><p>{esc(text)}</p></li>")
            else:
                lines_items.append(f"{label}：{text}")
                lis.append(f"<li><strong>{esc(label)}：</strong>{esc(text)}</li>")
        items_html = "<ol>" + "\n".join(lis) + "</ol>"
        cn = g.CN_NUM[n - 1]
        title_forms = (
            f"{geo.city}{geo.year}年{cn}件民生实事出炉",
            f"盘点：{geo.county}{geo.year}年{noun}{cn}大亮点",
            f"{geo.year}年{geo.county}{cn}件大事回眸",
        )
        _variant(ctx, item_heading=str(int(inner_h)))
    elif shape == "points":
        n = min(n, 10)
        lines_items = [f"{g.CN_NUM[i % 10]}是{w.sentence(rng, geo, 'official')}" for i in range(n)]
        items_html = "<ul>" + "".join(f"<li>{esc(s)}</li>" for s in lines_items) + "</ul>"
        title_forms = (
            f"{geo.county}多举措推进{noun}",
            f"{t['org'][:-1]}部门部署{noun}重点任务",
            f"做好{noun}，{geo.county}这样抓",
        )
    elif shape == "nested":
        phases = min(max(2, n // 3), 5)
        lines_items = []
        lis = []
        for i in range(phases):
            head = f"第{g.CN_NUM[i]}阶段（{i * 2 + 1}月—{i * 2 + 2}月）：" + rng.choice(
                ("动员部署", "集中攻坚", "全面推进", "巩固提升", "总结验收", "排查摸底")
            )
            subs = [w.sentence(rng, geo, "official") for _ in range(rng.randint(2, 4))]
            lines_items += [head, *subs]
            sub_html = "<ul>" + "".join(f"<li>{esc(s)}</li>" for s in subs) + "</ul>"
            lis.append(f"<li>{esc(head)}{sub_html}</li>")
        items_html = "<ol>" + "\n".join(lis) + "</ol>"
        title_forms = (f"{geo.county}{noun}实施步骤公布", f"{noun}分{g.CN_NUM[phases - 1]}步走")
    else:
        style = rng.choice(("dot", "circled", "paren"))
        circled = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"
        lines_items = []
        for i in range(n):
            mark = {"dot": f"{i + 1}. ", "circled": circled[i], "paren": f"（{i + 1}）"}[style]
            lines_items.append(mark + w.sentence(rng, geo, g.register_for(ctx)))
        items_html = (
            '<ul style="list-style:none;padding-left:0">'
            + "".join(f"<li>{esc(s)}</li>" for s in lines_items)
            + "</ul>"
        )
        title_forms = (f"关于{noun}，这些要点请收好", f"{geo.county}{noun}要点速览")
        _variant(ctx, marks=style)
    if ctx.table:
        items_html = items_html.replace("<h3>", "<b>").replace("</h3>", "</b><br>")
        items_html = items_html.replace("<p>", "").replace("</p>", "")
    lines = [x for x in (intro, *lines_items, closing) if x]
    inner = "\n".join(
        x
        for x in (
            g.para(ctx, intro, plain=True) if intro else "",
            items_html,
            g.para(ctx, closing, plain=True) if closing else "",
        )
        if x
    )
    title = _title(ctx, lambda: rng.choice(title_forms))
    art = g._standard(ctx, lines, inner, title=title)
    _variant(ctx, items=str(len(lines_items)))
    return _finish(art, ctx, [], items=lines_items)


# --- 6. picture posts -------------------------------------------------------------------------

ACTIVITIES = (
    "查看项目进展",
    "向来访者介绍情况",
    "检查设备运行情况",
    "和群众拉家常",
    "清点刚到的物资",
    "调试新装的设备",
    "记录当天的数据",
)


def _caption(ctx: Ctx) -> str:
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    d = ctx.dt - timedelta(days=rng.randint(0, 2))

    def make() -> str:
        form = rng.choice(
            (
                "{md}，在{town}{site}，{scene}。",
                "{md}，{role}{person}在{town}{site}{activity}。",
                "图为{village}{site}一角，{scene}。",
                "{md}，{group}在{county}{site}体验{noun}带来的变化。",
            )
        )
        return w.fill(rng, form, geo, md=f"{d.month}月{d.day}日", activity=rng.choice(ACTIVITIES))

    text = _unique(w, make)
    credit = rng.choice(
        (f"（{g._person(rng)} 摄）", f"记者 {g._person(rng)} 摄", "（通讯员供图）", "", "")
    )
    return (text + (" " if credit and not credit.startswith("（") else "") + credit).strip()


def _picture(ctx: Ctx, caption: str | None, alt: str) -> str:
    rng = ctx.rng
    src = f"/uploads/{ctx.dt:%Y%m}/{rng.randint(100000, 999999)}.jpg"
    big = ""
    if not ctx.html5 and caption is not None and rng.random() < 0.3:
        big = f'<br><a href="{src}" target="_blank">点击查看大图</a>'
    if ctx.table:
        cap = ""
        if caption:
            cap = f"<TR><TD align=center><FONT color=#666666>{esc(caption)}</FONT></TD></TR>"
        return (
            f'<TABLE align=center border=0><TR><TD align=center><IMG src="{src}" border=0 '
            f'width=500 alt="{attr(alt)}">{big}</TD></TR>{cap}</TABLE>'
        )
    if ctx.html5:
        figcap = f"<figcaption>{esc(caption)}</figcaption>" if caption else ""
        return f'<figure><img src="{src}" alt="{attr(alt)}" loading="lazy">{figcap}</figure>'
    img = f'<div style="text-align:center"><img src="{src}" alt="{attr(alt)}" />{big}</div>'
    if not caption:
        return img
    return img + f'<p{cls(ctx, "pic-note")} style="text-align:center;color:#666">{esc(caption)}</p>'


def s_picture_post(ctx: Ctx) -> Article:
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    shape = ctx.variant["shape"]
    t = geo.topic
    if shape == "picture_sentence":

        def make() -> str:
            return w.fill(
                rng,
                rng.choice(
                    (
                        "今天去{town}拍的，{scene}。",
                        "周末带{relation}去了趟{village}，随手拍了几张。",
                        "{time_phrase}的{site}，{scene_p}，分享给大家。",
                        "路过{town}{site}，{scene}，忍不住停下来拍了几张。",
                    )
                ),
                geo,
            )

        lines = [_unique(w, make)]
        if rng.random() < 0.3:
            lines.append(rng.choice(("手机随拍，没有修图。", "欢迎拍砖。", "图多，慢慢看。")))
        pics = [
            _picture(ctx, None, f"IMG_{rng.randint(1000, 9999)}.JPG")
            for _ in range(rng.randint(1, 4))
        ]
        where = rng.choice(("before", "after"))
        text = "\n".join(g.para(ctx, x, plain=True) for x in lines)
        inner = "\n".join([text, *pics] if where == "before" else [*pics, text])
        _variant(ctx, pictures=str(len(pics)), text=where)
    else:
        k = 1 if shape == "single_caption" else rng.randint(2, 6)
        lines = [_caption(ctx) for _ in range(k)]
        pics = [_picture(ctx, c, geo.city + "图片") for c in lines]
        counter = f"<div{cls(ctx, 'pic-count')}>1/{k}</div>" if k > 1 and rng.random() < 0.5 else ""
        inner = "\n".join([counter, *pics] if counter else pics)
        _variant(ctx, pictures=str(k))
    after: list[str] = []
    if shape != "picture_sentence" and rng.random() < 0.6:
        others = [w.any_title(rng, geo) for _ in range(rng.randint(3, 6))]
        cells = "".join(
            f'<li><a href="/photo/{rng.randint(1000, 99999)}.html">'
            f'<img src="/uploads/thumb/{rng.randint(1000, 9999)}.jpg" alt=""><span>{esc(x)}</span>'
            "</a></li>"
            for x in others
        )
        after.append(f"<div{cls(ctx, 'more-pics')}><b>更多图集</b><ul>{cells}</ul></div>")
    noun = rng.choice(t["nouns"])

    def make_title() -> str:
        return rng.choice(
            (
                f"组图：{geo.county}{noun}见闻",
                f"图说{geo.county}：{noun}",
                f"镜头里的{rng.choice(geo.towns)}{noun}",
                f"【图片新闻】{geo.county}{noun}{rng.choice(g.TITLE_RESULTS)}",
            )
        )

    title = w.personal_title(rng, geo) if shape == "picture_sentence" else _title(ctx, make_title)
    art = g._standard(ctx, lines, inner, title=title, after=after)
    return _finish(art, ctx, [], captions=lines)


# --- 7. archive sidebars ----------------------------------------------------------------------

BLOG_CATEGORIES = (
    "生活随笔",
    "旅行",
    "读书笔记",
    "摄影",
    "美食",
    "家乡",
    "工作杂记",
    "亲子",
    "老照片",
    "心情",
    "影评",
    "运动",
    "园艺",
    "转载",
    "未分类",
)
TAG_WORDS = (
    "周末",
    "老街",
    "春天",
    "秋天",
    "雨天",
    "手机摄影",
    "徒步",
    "骑行",
    "早餐",
    "小吃",
    "古镇",
    "公园",
    "回忆",
    "家人",
    "读书",
    "随拍",
    "夜景",
    "日出",
    "花",
    "猫",
)


def _archive_sidebar(ctx: Ctx) -> tuple[str, list[str]]:
    """A blog sidebar with far more link text than a short post; (html, comment texts)."""
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    widgets: list[tuple[str, str]] = []
    months = []
    for i in range(rng.randint(24, 60)):
        d = ctx.dt - timedelta(days=30 * i)
        months.append(f"{d.year}年{d.month}月 ({rng.randint(1, 14)})")
    cats = rng.sample(BLOG_CATEGORIES, rng.randint(9, len(BLOG_CATEGORIES)))
    cat_items = [f"{c} ({rng.randint(1, 260)})" for c in cats]
    tags = sorted(set(rng.sample(TAG_WORDS, 14)) | set(geo.topic["nouns"]) | set(geo.towns))
    cloud = " ".join(
        f'<a href="/tag/{rng.randint(10, 9999)}" style="font-size:{rng.randint(9, 22)}pt">'
        f"{esc(x)}</a>"
        for x in tags
    )
    recent = [w.personal_title(rng, geo) for _ in range(rng.randint(8, 12))]
    comments = []
    comment_html = []
    for _ in range(rng.randint(5, 8)):
        text = w.comment(rng, geo)
        short = text[: rng.randint(18, 32)] + "…"
        who = rng.choice(g.NICKNAMES)
        comments.append(short)
        comment_html.append(
            f'<li><a href="/u/{rng.randint(100, 9999)}">{esc(who)}</a>：'
            f'<a href="#comment-{rng.randint(100, 99999)}">{esc(short)}</a></li>'
        )
    friends = [f"{rng.choice(g.NICKNAMES)}的博客" for _ in range(rng.randint(8, 14))]
    offset = rng.randint(0, 6)
    rows = []
    for week in range(5):
        cells = []
        for day in range(1, 8):
            date = week * 7 + day - offset
            if not 1 <= date <= 30:
                cells.append("<td></td>")
            elif rng.random() < 0.25:
                cells.append(f"<td>{g.links(ctx, [str(date)])}</td>")
            else:
                cells.append(f"<td>{date}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    days = "".join(rows)
    calendar = (
        f"<table{cls(ctx, 'calendar')}><caption>{ctx.dt.year}年{ctx.dt.month}月</caption>"
        "<tr><th>一</th><th>二</th><th>三</th><th>四</th><th>五</th><th>六</th><th>日</th></tr>"
        f"{days}</table>"
    )
    widgets.append(
        ("搜索", '<form action="/search"><input type="text" name="s"> <button>搜索</button></form>')
    )
    widgets.append(("日历", calendar))
    widgets.append(("最新文章", g.link_list(ctx, recent)))
    widgets.append(("最新评论", "<ul>" + "".join(comment_html) + "</ul>"))
    widgets.append(("文章归档", g.link_list(ctx, months)))
    widgets.append(("分类目录", g.link_list(ctx, cat_items)))
    widgets.append(("标签云", f"<div{cls(ctx, 'tagcloud')}>{cloud}</div>"))
    widgets.append(("友情链接", g.link_list(ctx, friends)))
    widgets.append(("功能", g.link_list(ctx, ["登录", "文章RSS", "评论RSS", "WordPress.org"])))
    tag = "section" if ctx.html5 else "div"
    html = "\n".join(
        f"<{tag}{cls(ctx, 'widget')}><h3{cls(ctx, 'widget-title')}>{esc(h)}</h3>{body}</{tag}>"
        for h, body in widgets
    )
    return html, comments


def s_archive_sidebar(ctx: Ctx) -> Article:
    rng, w, geo, mk = ctx.rng, ctx.writer, ctx.geo, ctx.mk
    shape = ctx.variant["shape"]
    lines = w.paragraphs(rng, geo, "personal", "short")
    title = w.personal_title(rng, geo)
    time_text, truth_time = g.shown_date(ctx)
    author, parts = g.author_for(ctx)
    cat = rng.choice(BLOG_CATEGORIES[:12])
    side, comments = _archive_sidebar(ctx)
    info = g.info_html(ctx, [*parts, f"分类：{cat}"], time_text)
    body = g.body_box(ctx, g.paras(ctx, lines), in_row=False)
    foot = (
        f"<div{cls(ctx, 'entry-meta')}>标签：{g.links(ctx, rng.sample(TAG_WORDS, 3), '、')} | "
        f"{g.links(ctx, [f'评论({rng.randint(0, 12)})'])} | 阅读({rng.randint(10, 3000)})</div>"
    )
    post_tag = "article" if ctx.html5 else "div"
    if shape == "category_chrome":
        head = (
            f'<h2{mk.c("title")}><a href="/archives/{rng.randint(100, 9999)}.html" '
            f'rel="bookmark">{esc(title)}</a></h2>'
        )
        others = [w.personal_title(rng, geo) for _ in range(rng.randint(6, 12))]
        listing = g.link_list(ctx, others, with_dates=True)
        count = rng.randint(20, 260)
        top = (
            f"<div{cls(ctx, 'archive-header')}><h1>分类：{esc(cat)}</h1>"
            f"<p>共 {count} 篇文章</p></div>"
        )
        pager = f"<div{cls(ctx, 'pagination')}>« 上一页 1 2 3 … {count // 10 + 1} 下一页 »</div>"
        post = f"<{post_tag}{cls(ctx, 'post')}>{head}{info}{body}{foot}</{post_tag}>"
        primary = (
            f"{top}\n{post}\n<div{cls(ctx, 'cat-more')}><h3>本分类下的其他文章</h3>{listing}</div>"
            f"\n{pager}"
        )
    else:
        head = g.headline_html(ctx, title)
        nav = g.prev_next(ctx)
        post = f"<{post_tag}{cls(ctx, 'post')}>{head}{info}{body}{foot}</{post_tag}>"
        primary = f"{post}\n{nav}"
    aside_tag = "aside" if ctx.html5 else "div"
    left = shape == "side_left"
    if ctx.table:
        main_td = f"<TD valign=top>{primary}</TD>"
        side_td = f"<TD width=220 valign=top>{side}</TD>"
        tds = side_td + main_td if left else main_td + side_td
        main_html = f"<TABLE width=100% border=0 cellpadding=4><TR>{tds}</TR></TABLE>"
    else:
        float_side = "left" if left else "right"
        aside = (
            f'<{aside_tag}{cls(ctx, "sidebar")} style="float:{float_side};width:260px">{side}'
            f"</{aside_tag}>"
        )
        content = f'<div{cls(ctx, "content-area")} style="overflow:hidden">{primary}</div>'
        cells = [aside, content] if left else [content, aside]
        main_html = f"<div{cls(ctx, 'site-content')}>" + "\n".join(cells) + "</div>"
    sep = rng.choice((" | ", " - ", "_"))
    art = Article(
        main_html=main_html,
        title=title,
        body=lines,
        publish_time=truth_time,
        author=author,
        title_tag=f"{title}{sep}{ctx.site.name}",
    )
    _variant(ctx, category=cat)
    return _finish(art, ctx, [], sidebar_comments=comments)


# --- 8. author bio ----------------------------------------------------------------------------

BIO_SENTENCES = (
    "{name}，{county}人，{grad}年毕业于{univ}{major}专业，现为{site}{post}。",
    "从业{k}年来，先后采写了{noun}、{noun2}等一系列报道，多篇作品获{prize}。",
    "长期关注{noun}和基层治理领域，曾在{town}驻村蹲点{k3}个月，写下了数十万字的采访笔记。",
    "业余时间喜欢{hobby}，出版有散文集《{book}》，作品散见于各类报刊。",
    "{name}还是{city}作家协会会员，担任{city}新闻学会理事，多次为高校新闻专业学生授课。",
    "此前曾在{city}日报社、{county}融媒体中心工作，做过编辑、记者和新媒体运营。",
    "个人公众号“{nick}”，每周更新，欢迎关注交流。",
)
UNIVERSITIES = ("大学", "师范大学", "理工学院", "财经大学", "传媒学院")
MAJORS = ("新闻学", "汉语言文学", "社会学", "农业经济管理", "公共管理", "广播电视编导")
POSTS = ("首席记者", "主任记者", "专栏作者", "特约评论员", "资深编辑", "签约作者")
PRIZES = ("省新闻奖一等奖", "市好新闻奖", "省报纸副刊作品奖", "年度优秀新闻作品奖")
HOBBIES = ("徒步", "摄影", "读地方志", "跑马拉松", "收集老照片", "写毛笔字")
BOOKS = ("小城记事", "乡野笔记", "街巷深处", "走过四季", "灯下集", "家住河边")


def _bio(ctx: Ctx, name: str, at_least: int) -> list[str]:
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    sentences = list(BIO_SENTENCES)
    first = sentences.pop(0)
    rng.shuffle(sentences)
    extra = {
        "name": name,
        "grad": str(geo.year - rng.randint(4, 25)),
        "univ": g._place(rng) + rng.choice(UNIVERSITIES),
        "major": rng.choice(MAJORS),
        "site": ctx.site.name,
        "post": rng.choice(POSTS),
        "prize": rng.choice(PRIZES),
        "hobby": rng.choice(HOBBIES),
        "book": rng.choice(BOOKS),
        "nick": rng.choice(g.NICKNAMES),
    }
    text = [w.fill(rng, first, geo, **extra)]
    for s in sentences:
        if sum(map(len, text)) > at_least and len(text) >= 2:
            break
        text.append(w.fill(rng, s, geo, **extra))
    paragraphs = ["".join(text)]
    if len(text) > 3 and rng.random() < 0.4:
        paragraphs = ["".join(text[:2]), "".join(text[2:])]
    for p in paragraphs:
        w.used_paragraphs.add(p)
    return paragraphs


def s_author_bio(ctx: Ctx) -> Article:
    rng, w, geo, mk = ctx.rng, ctx.writer, ctx.geo, ctx.mk
    shape = ctx.variant["shape"]
    lines = w.paragraphs(rng, geo, g.register_for(ctx), "short")
    title = g.title_for(ctx)
    time_text, truth_time = g.shown_date(ctx)
    kind = ctx.site.kind
    if kind == "blog":
        author = ctx.site.name[:-3]
        parts = [f"博主：{author}"]
    elif kind == "school_or_company":
        author = g._person(rng)
        parts = [f"撰稿：{author}", f"供稿：{ctx.site.source}"]
    else:
        author = g._person(rng)
        parts = [f"来源：{ctx.site.source}", rng.choice(("作者：", "记者：")) + author]
    bio = _bio(ctx, author, sum(map(len, lines)) + 20)
    headings = ("关于作者", "作者简介", "记者简介") + (("关于我",) if kind == "blog" else ())
    heading = rng.choice(headings)
    counts = f"文章 {rng.randint(20, 900)} | 粉丝 {rng.randint(100, 90000)}"
    avatar = f'<img src="/avatar/{rng.randint(1000, 99999)}.jpg" width="60" height="60" alt="">'
    bio_html = "".join(f"<p>{esc(p)}</p>" for p in bio)
    if ctx.table:
        box = (
            f"<TABLE width=100% border=0 bgcolor=#F5F5F5><TR><TD width=70 valign=top>{avatar}</TD>"
            f"<TD><B>{esc(heading)}</B><BR><B>{esc(author)}</B>{bio_html}"
            f"<FONT color=#999999>{esc(counts)}</FONT></TD></TR></TABLE>"
        )
    else:
        tag = "aside" if ctx.html5 and shape == "side_card" else ("section" if ctx.html5 else "div")
        follow = '<button type="button">+ 关注</button>' if rng.random() < 0.5 else ""
        box = (
            f"<{tag}{mk.c('author_box')}><div{cls(ctx, 'box-title')}>{esc(heading)}</div>"
            f"{avatar}<div{cls(ctx, 'author-name')}><b>{esc(author)}</b> {follow}</div>"
            f"{bio_html}<div{cls(ctx, 'author-stats')}>{esc(counts)} "
            f"{g.links(ctx, ['查看TA的全部文章'])}</div></{tag}>"
        )
    headline = g.headline_html(ctx, title)
    info = g.info_html(ctx, parts, time_text)
    body = g.body_box(ctx, g.paras(ctx, lines))
    heavy = ctx.axes["chrome_weight"] == "heavy"
    tail = [g.share_bar(ctx), g.prev_next(ctx)] if heavy else []
    if shape == "before_article":
        rows = [box, headline, info, body, *tail]
    elif shape == "after_headline":
        rows = [headline, info, box, body, *tail]
    elif shape == "after_body":
        rows = [headline, info, body, box, *tail]
    else:
        rows = [headline, info, body, *tail]
    main_html = g.article_frame(ctx, rows)
    if shape == "side_card":
        if ctx.table:
            main_html = (
                f"<TABLE width=100% border=0><TR><TD valign=top>{main_html}</TD>"
                f"<TD width=200 valign=top>{box}</TD></TR></TABLE>"
            )
        else:
            main_html = (
                f'<div{cls(ctx, "detail-row")} style="display:flex;gap:24px">'
                f'<div style="flex:1">{main_html}</div><div style="width:240px">{box}</div></div>'
            )
    art = Article(
        main_html=main_html,
        title=title,
        body=lines,
        publish_time=truth_time,
        author=author,
        title_tag=g.title_tag_for(ctx, title),
    )
    _variant(ctx, heading=heading, bio_chars=str(sum(map(len, bio))))
    return _finish(art, ctx, [], bio=bio)


# --- 9. hidden placeholders -------------------------------------------------------------------

FILLER = (
    "这里是正文内容，请在后台编辑替换。",
    "此处为占位文字，仅用于预览排版效果，不代表任何实际内容。",
    "示例文本示例文本示例文本示例文本示例文本。",
    "这是一段测试文字，用于检查段落的行距和字号是否合适。",
    "如果您看到这段文字，说明模板尚未填充数据。",
    "标题文字标题文字标题文字，副标题文字副标题文字。",
    "内容简介内容简介内容简介，此处最多显示一百个字。",
)
AGREEMENT = (
    "欢迎您使用本网站提供的各项服务。在注册成为用户之前，请您务必仔细阅读并充分理解本协议的全部内容，特别是免除或者限制责任的条款。",
    "用户应当妥善保管自己的账号和密码，因用户保管不善导致的账号被盗、信息泄露等后果，由用户自行承担。",
    "用户在使用本网站服务时，不得发布违反法律法规、危害国家安全、损害他人合法权益的信息，否则本网站有权删除相关内容并暂停或终止其账号。",
    "本网站将依照国家有关规定收集、使用和保护用户的个人信息，未经用户同意，不会向任何第三方提供用户的个人信息，法律法规另有规定的除外。",
    "本网站有权根据业务发展需要修改本协议条款，修改后的协议一经公布即代替原协议，用户继续使用服务即视为接受修改后的协议。",
    "因不可抗力或者网络运营商原因导致服务中断的，本网站不承担责任，但将尽力减少因此给用户造成的损失和影响。",
)
#: anti-copy marks hidden inside paragraphs (``{code}``: a random run, as some sites use)
WATERMARKS = ("本文来自{site}", "来源：{domain}", "转载请注明出处 {domain}", "{code}")


def _watermark(ctx: Ctx) -> str:
    code = "".join(ctx.rng.choice(g.ALNUM) for _ in range(ctx.rng.randint(5, 9)))
    mark = ctx.rng.choice(WATERMARKS)
    return mark.format(site=ctx.site.name, domain=ctx.site.domain, code=code)


def _hide_attrs(ctx: Ctx, how: str, name: str, n: int) -> tuple[str, str]:
    """(attributes that hide an element, the CSS rule that does it if any); ``n`` numbers the
    element (for ids)."""
    if how == "css_class":
        return f' class="{name}"', f".{name}{{display:none}}"
    if how == "css_id":
        return f' id="{name}-{n}"', f"#{name}-{n}{{display:none}}"
    if how == "hidden_attr":
        return " hidden", ""
    if how == "inline_none":
        return ' style="display:none"', ""
    # aria-hidden with visibility:hidden (by a class rule on styled pages, else inline)
    if ctx.mk.style != "none" and ctx.rng.random() < 0.5:
        return f' class="{name}" aria-hidden="true"', f".{name}{{visibility:hidden;height:0}}"
    return ' aria-hidden="true" style="visibility:hidden;height:0;overflow:hidden"', ""


def s_hidden_placeholder(ctx: Ctx) -> Article:
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    how = ctx.variant["shape"]
    kind = w.pick(rng, "placeholder_kind", ("filler", "template", "skeleton", "modal", "poison"))
    register = g.register_for(ctx)
    lines = w.paragraphs(rng, geo, register, ctx.axes["length"])
    css: list[str] = []
    hidden: list[str] = []
    block = ""
    if kind == "poison":
        # anti-copy watermarks hidden inside the paragraphs
        name = rng.choice(("wm", "copyright-mark", "hid", "jammer"))
        shown_parts = []
        for i, line in enumerate(lines):
            cut = line.find("，")
            if cut < 2 or rng.random() < 0.4:
                shown_parts.append(g.para(ctx, line, plain=True))
                continue
            mark = _watermark(ctx)
            attrs, rule = _hide_attrs(ctx, how, name, i)
            if rule and rule not in css:
                css.append(rule)
            span = f"<span{attrs}>{esc(mark)}</span>"
            hidden.append(mark)
            shown_parts.append(f"<p>{esc(line[: cut + 1])}{span}{esc(line[cut + 1 :])}</p>")
        if not hidden:  # every paragraph was comma-less or skipped: hide one after the first
            mark = _watermark(ctx)
            attrs, rule = _hide_attrs(ctx, how, name, 0)
            css += [rule] if rule else []
            hidden.append(mark)
            shown_parts.insert(1, f"<span{attrs}>{esc(mark)}</span>")
        inner = "\n".join(shown_parts)
        placement = "inside_text"
    else:
        name = {
            "filler": rng.choice(("placeholder", "tpl-text", "demo-content")),
            "template": rng.choice(("article-tpl", "tmpl", "js-template")),
            "skeleton": rng.choice(("skeleton", "loading-box", "article-loading")),
            "modal": rng.choice(("modal", "login-dialog", "popup-mask")),
        }[kind]
        attrs, rule = _hide_attrs(ctx, how, name, 1)
        css += [rule] if rule else []
        if kind == "filler":
            texts = [
                "".join(rng.sample(FILLER, rng.randint(3, 5))) for _ in range(rng.randint(2, 4))
            ]
            body_html = "".join(f"<p>{esc(x)}</p>" for x in texts)
            hidden += texts
            block = f"<div{attrs}><h2>标题文字标题文字</h2>{body_html}</div>"
            hidden.append("标题文字标题文字")
        elif kind == "template":
            sample = [
                w.paragraph(rng, geo, "news", rng.randint(2, 3)) for _ in range(rng.randint(2, 6))
            ]
            hidden += sample
            body_html = "".join(f"<p>{esc(x)}</p>" for x in sample)
            block = (
                f"<div{attrs}><h1>{{{{ article.title }}}}</h1><div>{{{{ article.source }}}} "
                f"{{{{ article.date }}}}</div><div>示例正文：</div>{body_html}</div>"
            )
            hidden.append("{{ article.title }}")
        elif kind == "skeleton":
            sk = ["文章标题加载中……", "正在加载正文，请稍候……", "内容加载中……", "加载中……"]
            hidden += sk
            body_html = "".join(f"<p>{esc(x)}</p>" for x in sk[1:])
            block = f"<div{attrs}><h1>{esc(sk[0])}</h1>{body_html}</div>"
        else:
            terms = rng.sample(AGREEMENT, rng.randint(4, 6))
            hidden += terms
            body_html = "".join(f"<p>{esc(x)}</p>" for x in terms)
            block = (
                f'<div{attrs}><div><b>用户登录</b> <a href="#">×</a></div>'
                '<form><input type="text" placeholder="手机号"> <input type="password"></form>'
                f"<div><b>《用户服务协议》</b></div>{body_html}</div>"
            )
        placement = w.pick(
            rng, "placeholder_at", ("before_article", "after_article", "inside_text")
        )
        if placement == "inside_text":
            at = rng.randint(0, len(lines))
            inner = "\n".join([g.paras(ctx, lines[:at]), block, g.paras(ctx, lines[at:])]).strip()
        else:
            inner = g.paras(ctx, lines)
    reverse = ctx.mk.style != "none" and rng.random() < 0.5
    if reverse:
        looks, rule = _looks_hidden(ctx)
        css.append(rule)
        inner = f'<div class="{looks}">\n{inner}\n</div>'
        _variant(ctx, looks=looks.replace(" ", "+"))
    before = [block] if block and placement == "before_article" else []
    after = [block] if block and placement == "after_article" else []
    art = g._standard(ctx, lines, inner, before=before, after=after)
    _variant(ctx, kind=kind, at=placement, reverse=str(int(reverse)))
    return _finish(art, ctx, css, hidden_texts=hidden)


# --- 10. annotated body -----------------------------------------------------------------------


def _dateline(ctx: Ctx, reporter: str) -> str:
    rng, geo, d = ctx.rng, ctx.geo, ctx.dt
    city = geo.city[:-1]
    helper = g._person(rng)
    return rng.choice(
        (
            f"本报{city}{d.month}月{d.day}日电（记者 {reporter}）",
            f"本报讯（记者 {reporter} 通讯员 {helper}）",
            f"新华社{city}{d.month}月{d.day}日电（记者{reporter}）",
            f"{geo.city[:-1]}日报讯（记者 {reporter}）",
            f"中新网{city}{d.month}月{d.day}日电（记者 {reporter}）",
        )
    )


def s_annotated_body(ctx: Ctx) -> Article:
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    primary = ctx.variant["shape"]
    length = ctx.axes["length"]
    lines = w.paragraphs(rng, geo, "news", length)
    while len(lines) < 3:
        lines.append(w.paragraph(rng, geo, "news", rng.randint(1, 2)))
    others = [p for p in SHAPES["annotated_body"] if p != primary]
    parts = {primary, *rng.sample(others, rng.randint(1, 2))}
    title = g.title_for(ctx)
    time_text, truth_time = g.shown_date(ctx)
    author, info = g.author_for(ctx)
    extras: dict[str, Any] = {"parts": sorted(parts)}
    texts = list(lines)  # paragraphs as shown (markers, dateline)
    htmls = [esc(x) for x in lines]
    # dateline: opens the first paragraph (same line); the reporter is the author
    if "dateline" in parts:
        reporter = author or g._person(rng)
        if author is None:
            author = reporter
        dl = _dateline(ctx, reporter)
        texts[0] = dl + texts[0]
        bold = rng.random() < 0.5
        htmls[0] = (f"<strong>{esc(dl)}</strong>" if bold else esc(dl)) + htmls[0]
        extras["dateline"] = dl
    # footnote markers, then the notes
    notes: list[str] = []
    if "footnotes" in parts:
        style = rng.choice(("bracket", "circled"))
        targets = sorted(rng.sample(range(len(texts)), min(len(texts), rng.randint(1, 3))))
        for n, i in enumerate(targets, 1):
            mark = f"[{n}]" if style == "bracket" else "①②③"[n - 1]
            end = texts[i].rfind("。")
            if end <= 0:
                end = len(texts[i])
            texts[i] = texts[i][:end] + mark + texts[i][end:]
            hend = htmls[i].rfind("。")
            if hend <= 0:
                hend = len(htmls[i])
            htmls[i] = htmls[i][:hend] + f"<sup>{mark}</sup>" + htmls[i][hend:]
            note = w.fill(
                rng,
                rng.choice(
                    (
                        "数据来源：{org}《{year}年{noun}工作报告》。",
                        "{noun}：指围绕{goal}开展的一系列工作，由{org}牵头实施。",
                        "本文部分内容参考了{city}日报{year}年{month}月{day}日的相关报道。",
                        "统计口径为{county}全域，含{k}个{unitplace}。",
                    )
                ),
                geo,
            )
            notes.append(f"{mark} {note}" if style == "bracket" else f"{mark}{note}")
        extras["notes"] = notes
    body_parts: list[tuple[str, list[str]]] = [  # (html, truth lines) in page order
        (f"<p>{h}</p>", [t]) for h, t in zip(htmls, texts, strict=True)
    ]
    # section headings (with a summary they always come; else sometimes)
    summary_line = ""
    if "summary" in parts or rng.random() < 0.3:
        # a dateline's paragraph comes before the first heading
        first = 1 if "dateline" in parts else 0
        n_sec = min(len(body_parts) - first - 1, rng.randint(2, 4))
        pool = range(first + 1, len(body_parts))
        cuts = sorted(rng.sample(pool, n_sec - 1)) if n_sec > 1 else []
        starts = [first, *cuts]
        level = rng.choice(("h2", "h3", "p_strong"))
        heads = []
        for k, at in enumerate(starts):
            text = rng.choice(
                (
                    f"{g.CN_NUM[k]}、{rng.choice(geo.topic['nouns'])}{rng.choice(g.TITLE_RESULTS)}",
                    f"{rng.choice(geo.towns)}：{rng.choice(geo.topic['problems'])}怎么破",
                    f"{rng.choice(geo.topic['goals'])}",
                )
            )
            while text in heads:
                text += "（续）"
            heads.append(text)
            h = (
                f"<p><strong>{esc(text)}</strong></p>"
                if level == "p_strong"
                else f"<{level}>{esc(text)}</{level}>"
            )
            body_parts.insert(at + k, (h, [text]))
        extras["sections"] = heads
    if "summary" in parts:
        label = rng.choice(("导语：", "【摘要】", "核心提示：", "【导读】"))
        summary = _unique(w, lambda: w.sentence(rng, geo, "news") + w.sentence(rng, geo, "news"))
        summary_line = label + summary
        form = rng.choice(("p", "box", "blockquote"))
        if form == "p":
            h = f"<p{cls(ctx, 'summary')}><strong>{esc(label)}</strong>{esc(summary)}</p>"
        elif form == "box":
            h = (
                f'<div{cls(ctx, "lead")} style="border-left:4px solid #c00;padding:8px 12px;'
                f'background:#f6f6f6">{esc(label)}{esc(summary)}</div>'
            )
        else:
            h = f"<blockquote>{esc(label)}{esc(summary)}</blockquote>"
        body_parts.insert(0, (h, [summary_line]))
        extras["summary"] = summary_line

    # boxes between paragraphs (never before the summary or the first section)
    def insert_mid(item: tuple[str, list[str]]) -> None:
        at = rng.randint(2, max(2, len(body_parts) - 1))
        body_parts.insert(at, item)

    if "embedded_post" in parts:
        nick = rng.choice(g.NICKNAMES)
        post = [w.paragraph(rng, geo, "personal", rng.randint(1, 2))]
        when = ctx.dt - timedelta(hours=rng.randint(2, 72))
        uid = rng.randint(10**9, 10**10)
        head = (
            f'<div{cls(ctx, "embed-head")}><a href="https://weibo.com/u/{uid}">'
            f"@{esc(nick)}</a> <span>{when.month}月{when.day}日 {when:%H:%M}</span></div>"
        )
        foot = (
            f"<div{cls(ctx, 'embed-foot')}>转发 {rng.randint(0, 999)} | 评论 {rng.randint(0, 500)}"
            f" | 赞 {rng.randint(0, 9999)}</div>"
        )
        html = (
            f'<blockquote{cls(ctx, "embed-post")} style="border:1px solid #ddd;padding:10px">'
            f"{head}" + "".join(f"<p>{esc(x)}</p>" for x in post) + f"{foot}</blockquote>"
        )
        insert_mid((html, post))
        extras["embed"] = {"nick": nick, "text": post}
    if "fact_box" in parts:
        if rng.random() < 0.5:
            heading = rng.choice(("【名词解释】", "【背景链接】", "【链接】", "【记者手记】"))
            box_lines = [heading, w.paragraph(rng, geo, "news", rng.randint(1, 2))]
        else:
            claim = w.fill(rng, "网传说法：“{county}{noun}项目已经全部停工。”", geo)
            verdict = f"核查结论：{rng.choice(('不实', '误导', '部分属实'))}"
            box_lines = [claim, verdict, w.paragraph(rng, geo, "news", 1)]
        html = (
            f'<div{cls(ctx, "fact-box")} style="border:1px solid #ccc;background:#f9f9f9;'
            'padding:10px">' + "".join(f"<p>{esc(x)}</p>" for x in box_lines) + "</div>"
        )
        insert_mid((html, box_lines))
        extras["box"] = box_lines
    if "related_box" in parts:
        titles = [w.any_title(rng, geo) for _ in range(rng.randint(1, 4))]
        label = rng.choice(("相关阅读：", "延伸阅读：", "▶ 相关阅读"))
        if len(titles) == 1:
            html = f"<p{cls(ctx, 'related-inline')}>{esc(label)}{g.links(ctx, titles)}</p>"
        else:
            items = "".join(f"<li>{g.links(ctx, [x])}</li>" for x in titles)
            html = f"<div{cls(ctx, 'related-inline')}><b>{esc(label)}</b><ul>{items}</ul></div>"
        insert_mid((html, []))
        extras["related"] = [label.strip("：▶ "), *titles]
    if notes:
        heading = rng.choice(("注释：", "【注释】", "注："))
        notes_html = f"<p>{esc(heading)}</p>" + "".join(f"<p>{esc(x)}</p>" for x in notes)
        body_parts.append(
            (f"<hr>\n<div{cls(ctx, 'footnotes')}>{notes_html}</div>", [heading, *notes])
        )
    truth = [line for _, ls in body_parts for line in ls]
    inner = "\n".join(h for h, _ in body_parts)
    rows = [g.headline_html(ctx, title), g.info_html(ctx, info, time_text), g.body_box(ctx, inner)]
    if ctx.axes["chrome_weight"] == "heavy":
        rows += [g.share_bar(ctx), g.prev_next(ctx)]
    art = Article(
        main_html=g.article_frame(ctx, rows),
        title=title,
        body=truth,
        publish_time=truth_time,
        author=author,
        title_tag=g.title_tag_for(ctx, title),
    )
    _variant(ctx, parts="+".join(sorted(parts)))
    return _finish(art, ctx, [], **extras)


BUILDERS: dict[str, Callable[[Ctx], Article]] = {
    "misnested": s_misnested,
    "transcript": s_transcript,
    "faq": s_faq,
    "sentence_lines": s_sentence_lines,
    "list_article": s_list_article,
    "picture_post": s_picture_post,
    "archive_sidebar": s_archive_sidebar,
    "author_bio": s_author_bio,
    "hidden_placeholder": s_hidden_placeholder,
    "annotated_body": s_annotated_body,
}
assert tuple(BUILDERS) == HARD_STRUCTURES == tuple(SHAPES)
