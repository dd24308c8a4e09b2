"""The story pages: an article (title, time and source line, paragraphs, tags, a comment
link, sometimes a 相关新闻 list, long on a "list article"), a gallery (every picture in the
page, one page per picture ``_2.html`` …, or a pre-rendered scroller paged by a script), and
both as the mobile host serves them.
"""

from __future__ import annotations

from html import escape

from .model import Story
from .page import Ctx, a, entries_html, frame
from .shapes import CST, dated, lookalike_path, part_path


def pubtime(ctx: Ctx, s: Story) -> str:
    """The publish time as the story page shows it."""
    t = s.time.astimezone(CST)
    if ctx.p.axes["charset"] == "utf8":
        return f"{t:%Y-%m-%d %H:%M:%S}"
    return f"{t:%Y年%m月%d日 %H:%M}"


def _head(ctx: Ctx, s: Story) -> str:
    head = f'<link rel="canonical" href="{escape(ctx.abs(s.path))}">'
    if ctx.p.mkey:
        head += (
            f'\n<link rel="alternate" media="only screen and (max-width: 640px)"'
            f' href="{escape(ctx.abs(s.path, ctx.p.mkey))}">'
        )
    return head + f'\n<meta name="description" content="{escape(s.title)}">'


def _info(ctx: Ctx, s: Story) -> str:
    author = a(ctx.href(f"/author/{s.author}/"), ctx.p.authors[s.author])
    day = ""
    shape = ctx.p.axes["story_url"]
    if dated(shape):
        day = " " + a(ctx.href(lookalike_path(shape, s.time.date())), "当日新闻")
    return (
        f'<div class="info"><span class="pubtime">{pubtime(ctx, s)}</span>'
        f' <span class="source">来源：{escape(s.source)}</span>'
        f' <span class="author">作者：{author}</span>{day}</div>'
    )


def _tail(ctx: Ctx, s: Story) -> str:
    tags = " ".join(a(ctx.href(f"/tag/{t}/"), ctx.p.tags[t]) for t in s.tags)
    out = (
        f'<div class="tags">标签：{tags}</div>\n<div id="comments" class="comment-box">'
        f"{a(ctx.href(f'/comment/{s.sid}.html'), '查看网友评论')}</div>"
    )
    if s.related:
        entries = ctx.view.related(s)
        if s.list_article:
            rel = entries_html(ctx, entries, "ul_span")
        else:
            rel = (
                "<ul>"
                + "".join(f"<li>{a(ctx.link(e), e.title or '')}</li>" for e in entries)
                + "</ul>"
            )
        out += f'\n<div class="related"><h3>相关新闻</h3>\n{rel}\n</div>'
    return out


def _crumb(ctx: Ctx, s: Story) -> str:
    sec = ctx.p.section_name(s.section)
    link = ctx.href(f"/{ctx.p.list_dir(s.section)}/")
    return f'<div class="crumb">{a(ctx.href("/"), "首页")} &gt; {a(link, sec)} &gt; 正文</div>'


def article(ctx: Ctx, s: Story) -> str:
    """An article page."""
    paras = "\n".join(f"<p>{escape(t)}</p>" for t in s.paragraphs)
    body = (
        f'{_crumb(ctx, s)}\n<div class="article"><h1>{escape(s.title)}</h1>\n{_info(ctx, s)}\n'
        f'<div class="article-content" id="content">\n{paras}\n</div>\n{_tail(ctx, s)}</div>'
    )
    return frame(ctx, s.title, body, _head(ctx, s))


def _pic(ctx: Ctx, s: Story, k: int, cls: str = "photo") -> str:
    return (
        f'<div class="{cls}" id="p{k}"><img src="{ctx.img(s.picture(k))}" width="320"'
        f' height="240" alt="{escape(s.title)}"><p class="caption">'
        f"{escape(s.captions[k - 1])}</p></div>"
    )


#: the shared placeholder of a lazy scroller's slides (a 1×1 picture on the image host)
BLANK = "/static/blank.png"
#: where the scroller's script is on the portals that load it (the others inline it)
SCROLLER_JS_PATH = "/static/js/pic_scroll.js"
#: the scroller's look: the arrows are empty links drawn by CSS
SCROLLER_CSS = (
    "\n<style>.pic-area{width:320px}.scroll img{display:block;cursor:pointer}"
    ".pic-bar{height:32px;line-height:32px}.pic-bar a{display:inline-block;width:32px;"
    "height:32px;vertical-align:middle;background:#555}.pic-bar .num{margin:0 8px}"
    ".thumbs li{display:inline-block;margin:2px;list-style:none}"
    ".thumbs li.on img{outline:2px solid #c00}</style>"
)
#: the scroller's script: the arrows, a click on the picture and the thumbnails' ``#N``
#: links move one picture (the counter, the shown caption and ``location.hash`` follow);
#: ``#N`` (0-based) in the URL opens picture N+1; past the end it stops, or wraps on
#: ``data-loop="1"``; a lazy slide's ``data-src`` becomes its ``src`` when it is shown
SCROLLER_JS = r"""(function () {
  var box = document.querySelector(".scroll");
  if (!box) return;
  var pics = box.querySelectorAll(".pic"), n = pics.length, cur = -1;
  var caps = document.querySelectorAll(".pic-explain .txt p");
  var num = document.querySelector(".num em");
  var thumbs = document.querySelectorAll(".thumbs li");
  var loop = box.getAttribute("data-loop") === "1";
  function show(i) {
    if (i < 0 || i >= n) {
      if (!loop) return false;
      i = ((i % n) + n) % n;
    }
    for (var k = 0; k < n; k++) {
      pics[k].style.display = k === i ? "" : "none";
      if (caps[k]) caps[k].style.display = k === i ? "" : "none";
      if (thumbs[k]) thumbs[k].className = k === i ? "on" : "";
    }
    var img = pics[i].getElementsByTagName("img")[0], src = img.getAttribute("data-src");
    if (src && img.getAttribute("src") !== src) img.setAttribute("src", src);
    if (num) num.innerHTML = String(i + 1);
    cur = i;
    return true;
  }
  function go(d) {
    if (show(cur + d)) location.hash = "#" + cur;
  }
  function fromHash() {
    var m = /^#(\d+)$/.exec(location.hash), i = m ? parseInt(m[1], 10) : 0;
    if (i !== cur) show(i < n ? i : 0);
  }
  document.querySelector(".pic-next").onclick = function () { go(1); return false; };
  document.querySelector(".pic-prev").onclick = function () { go(-1); return false; };
  box.onclick = function () { go(1); };
  window.addEventListener("hashchange", fromHash);
  fromHash();
})();
"""


def scroller(ctx: Ctx, s: Story) -> str:
    """A pre-rendered scroller gallery (Sohu group and ``/picture/`` pages, Sina ``/z/``
    slides): every slide in ``.scroll``, the first shown; the captions in ``.pic-explain``;
    empty ``.pic-prev``/``.pic-next`` arrows; a counter and a ``#N`` thumbnail strip on some
    portals; a script pages it (see ``SCROLLER_JS``)."""
    fl = ctx.p.scroller or {}
    n = len(s.captions)
    hide = ' style="display:none"'

    def img(j: int) -> str:
        real = ctx.img(s.picture(j))
        src = f'src="{ctx.img(BLANK)}" data-src="{real}"' if fl.get("lazy") else f'src="{real}"'
        return f'<img {src} width="320" height="240" alt="{escape(s.title)}">'

    slides = "\n".join(
        f'<div class="pic"{hide if j > 1 else ""}>{img(j)}</div>' for j in range(1, n + 1)
    )
    loop = ' data-loop="1"' if fl.get("wrap") else ""
    counter = f'<span class="num"><em>1</em>/{n}</span>' if fl.get("counter") else ""
    bar = (
        f'<div class="pic-bar"><a class="pic-prev" href="javascript:;"></a>{counter}'
        f'<a class="pic-next" href="javascript:;"></a></div>'
    )
    caps = "".join(f"<p{hide if j else ''}>{escape(c)}</p>" for j, c in enumerate(s.captions))
    show = (
        f'<div class="summary"><p>{escape(s.summary)}</p></div>\n<div class="pic-area">\n'
        f'<div class="scroll"{loop}>\n{slides}\n</div>\n{bar}\n</div>\n'
        f'<div class="pic-explain"><div class="txt">{caps}</div></div>'
    )
    if fl.get("thumbs"):
        on = ' class="on"'
        lis = "".join(
            f'<li{on if j == 1 else ""}><a href="#{j - 1}">'
            f'<img src="{ctx.img(s.picture(j))}" width="80" height="60" alt=""></a></li>'
            for j in range(1, n + 1)
        )
        show += f'\n<ul class="thumbs">{lis}</ul>'
    if fl.get("script") == "static":
        script = f'<script src="{ctx.href(SCROLLER_JS_PATH)}"></script>'
    else:
        script = f"<script>\n{SCROLLER_JS}</script>"
    body = (
        f'{_crumb(ctx, s)}\n<div class="album pic-group"><h1>{escape(s.title)}</h1>\n'
        f"{_info(ctx, s)}\n{show}\n{_tail(ctx, s)}</div>\n{script}"
    )
    return frame(ctx, s.title, body, _head(ctx, s) + SCROLLER_CSS)


def gallery(ctx: Ctx, s: Story, k: int = 1) -> str:
    """A gallery page; ``k``: the picture shown, on portals with a page per picture."""
    n = len(s.captions)
    if ctx.p.axes["gallery_pages"] == "scroller":
        return scroller(ctx, s)
    if ctx.p.axes["gallery_pages"] == "single_page":
        pics = "\n".join(_pic(ctx, s, j) for j in range(1, n + 1))
        show = f'<div class="gallery">\n{pics}\n</div>'
    else:

        def page(j: int) -> str:
            return ctx.href(s.path if j == 1 else part_path(s.path, j))

        nav = [f'<span class="num">{k}/{n}</span>']
        if k > 1:
            nav.append(a(page(k - 1), "上一张"))
        if k < n:
            nav.append(a(page(k + 1), "下一张"))
        thumbs = " ".join(
            f'<a href="{page(j)}"><img src="{ctx.img(s.picture(j))}" width="80"'
            f' height="60" alt=""></a>'
            for j in range(1, n + 1)
        )
        show = (
            f'{_pic(ctx, s, k)}\n<div class="pages">{" ".join(nav)}</div>\n'
            f'<div class="thumbs">{thumbs}</div>'
        )
    body = (
        f'{_crumb(ctx, s)}\n<div class="album"><h1>{escape(s.title)}</h1>\n{_info(ctx, s)}\n'
        f"{show}\n{_tail(ctx, s)}</div>"
    )
    return frame(ctx, s.title, body, _head(ctx, s))


def mobile(ctx: Ctx, s: Story) -> str:
    """A story as the mobile host serves it (UTF-8, every picture in the page, canonical to
    the www story)."""
    t = s.time.astimezone(CST)
    if s.kind == "article":
        main = "\n".join(f"<p>{escape(x)}</p>" for x in s.paragraphs)
    else:
        main = "\n".join(_pic(ctx, s, j, "m-photo") for j in range(1, len(s.captions) + 1))
    return (
        f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><meta name="viewport"'
        f' content="width=device-width"><title>{escape(s.title)}</title>'
        f'<link rel="canonical" href="{escape(ctx.abs(s.path))}"></head>\n<body>'
        f'<h1 class="m-title">{escape(s.title)}</h1><div class="m-info">{t:%m-%d %H:%M}'
        f" {escape(s.source)}</div>\n<div class='m-content'>\n{main}\n</div></body></html>\n"
    )
