"""The content of every generated site: galleries, slides, articles and their paths.

Everything here is plain data drawn from one ``random.Random`` per site; rendering lives in
other modules. Paths are relative to the server root (``p017/photo/2024/0312/88213.html``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from . import text
from .axes import ARTICLE_VALUES, is_paged

PORTALS = ["视界网", "新闻眼", "今日看点", "东方图讯", "南方热线", "北国在线", "星河新闻", "长江网",
           "天府视窗", "海峡图片网", "燕赵都市", "江南时报"]
SCRIPT_PATHS = ["photo/{y}/{md}/{id}.html", "slide/{y}-{m}/{d}/slide_1_{a}_{id}.html",
                "tuji/{ymd}/{id}.shtml", "a/{ymd}/{id}.htm", "photoview/{hex}/{id}.html",
                "gallery/{id}/index.html", "hd/{y}/{md}/{id}.html"]
PAGE_PATHS = {
    "pages_underscore": ["photo/{y}-{m}/{d}/c_{id}.htm", "tp/hd{y}/{md}/{id}.shtml"],
    "pages_dash": ["n1/{y}/{md}/c1016-{id}.html", "pic/{ymd}/c{a}-{id}.html"],
    "pages_query": ["tuku/{ymd}/{id}.html", "pics/show.php"],
    "pages_index": ["zt/{ymd}/{id}/index.html", "album/{id}/index.html"],
}
ARTICLE_PATHS = ["news/{y}/{md}/{id}.html", "c/{y}-{m}-{d}/{id}.shtml", "a/{ymd}/{id}.htm",
                 "article/{id}.html", "n1/{y}/{md}/c1004-{id}.html"]


@dataclass
class Slide:
    """One picture of a gallery."""

    image: str
    thumb: str
    title: str
    note: str
    credit_shown: str = ""
    credit: str | None = None

    def caption(self, title_text: bool) -> str:
        """The caption truth keeps (no credit, no counter, no player controls)."""
        return f"{self.title}\n{self.note}" if title_text else self.note


@dataclass
class Gallery:
    """One gallery (album) of a site."""

    gid: str
    order: int
    title: str
    slides: list[Slide]
    page1: str
    entry: str = "first"
    start: int = 1
    key: str = ""
    data_url: str = ""

    def page_path(self, n: int, source: str) -> str:
        """The request path of picture ``n`` on a page-per-picture site."""
        if n == 1:
            return self.page1
        stem, _, ext = self.page1.rpartition(".")
        if source == "pages_underscore":
            return f"{stem}_{n}.{ext}"
        if source == "pages_dash":
            return f"{stem}-{n}.{ext}"
        if source == "pages_query":
            return f"{self.page1}?page={n}"
        return self.page1.replace("index.html", f"index_{n}.html")

    def page_file(self, n: int, source: str) -> str:
        """The file behind ``page_path`` (a query page gets its own file)."""
        if source == "pages_query" and n > 1:
            stem, _, ext = self.page1.rpartition(".")
            return f"{stem}.page{n}.{ext}"
        return self.page_path(n, source)


@dataclass
class Article:
    """A text article, one or more pages."""

    aid: str
    kind: str
    title: str
    pages: list[list[str]]
    urls: list[str]
    files: list[str]
    photo: Slide | None = None
    next_url: str = ""

    @property
    def key(self) -> str:
        """The truth key (the first page)."""
        return self.urls[0]


@dataclass
class Site:
    """A generated portal."""

    sid: str
    axes: dict
    rng: random.Random
    portal: str
    galleries: list[Gallery] = field(default_factory=list)
    articles: list[Article] = field(default_factory=list)
    flags: dict = field(default_factory=dict)

    @property
    def codec(self) -> str:
        """The Python codec of the site's files."""
        return "utf-8" if self.axes["charset"] == "utf8" else "gbk"

    @property
    def http_charset(self) -> str:
        """The charset the server sends."""
        return "utf-8" if self.axes["charset"] == "utf8" else "gbk"

    @property
    def paged(self) -> bool:
        """One picture per page."""
        return is_paged(self.axes)

    def url(self, path: str) -> str:
        """A root-relative URL for a path."""
        return "/" + path


def _fill(pattern: str, rng: random.Random, ident: str) -> str:
    y = rng.choice([2019, 2021, 2023, 2024])
    m, d = rng.randint(1, 12), rng.randint(1, 28)
    return pattern.format(y=y, m=f"{m:02d}", d=f"{d:02d}", md=f"{m:02d}{d:02d}",
                          ymd=f"{y}{m:02d}{d:02d}", id=ident, a=rng.randint(100, 9999),
                          hex=f"{rng.getrandbits(32):08X}")


def _slides(site: Site, count: int) -> list[Slide]:
    rng, cap = site.rng, site.axes["caption"]
    english = cap == "english" or (cap == "styled" and site.flags["styled_en"])
    same = text.caption(rng) if cap == "identical" else ""
    out = []
    for _ in range(count):
        h = f"{rng.getrandbits(40):010x}"
        img = f"{site.sid}/{site.flags['img_dir']}/{h}.png"
        thumb = site.flags["thumb_fmt"].format(sid=site.sid, d=site.flags["img_dir"], h=h)
        gbk_only = site.axes["charset"] == "gb2312_meta" and rng.random() < 0.4
        note = text.caption_en(rng) if english else text.caption(rng, gbk_only)
        if cap == "identical":
            note = same
        elif cap == "sparse_empty" and rng.random() < 0.35:
            note = ""
        s = Slide(img, thumb, text.slide_title(rng) if cap == "title_text" else "", note)
        if (cap == "credit" or english) and rng.random() < 0.8:
            s.credit_shown, s.credit = text.credit(rng, english)
        out.append(s)
    if cap == "sparse_empty" and all(s.note for s in out):
        out[1].note = ""
    return out


def _entry(site: Site, g: Gallery) -> None:
    rng, n = site.rng, len(g.slides)
    if site.paged:
        choices = ["first", "page_N", "nextpage"]
    else:
        choices = ["first", "hash_p", "query_index", "nextpage"]
    g.entry = "first" if g.order == 1 and rng.random() < 0.6 else rng.choice(choices)
    g.start = rng.randint(2, n - 1) if g.entry in ("hash_p", "query_index", "page_N") else 1
    address = site.axes["address"]
    if g.entry == "hash_p":
        g.key = g.page1 + (f"#{g.start - 1}" if address == "hash0" else f"#p={g.start}")
    elif g.entry == "query_index":
        g.key = g.page1 + (f"?pic={g.start}" if address == "pushstate" else f"?index={g.start}")
    elif g.entry == "nextpage":
        g.key = g.page1 + "#nextpage"
    elif g.entry == "page_N":
        g.key = g.page_path(g.start, site.axes["data_source"])
    else:
        g.key = g.page1


def _galleries(site: Site) -> None:
    rng = site.rng
    source = site.axes["data_source"]
    patterns = PAGE_PATHS[source] if site.paged else SCRIPT_PATHS
    pattern = rng.choice(patterns)
    site.flags["section"] = pattern.split("/")[0]
    english = site.axes["caption"] == "english"
    used: set[str] = set()
    for order in range(1, 5 if rng.random() < 0.3 else 4):
        ident = str(rng.randint(10000, 999999))
        if pattern == "pics/show.php":
            page1 = f"{site.sid}/pics/show_{ident}.php"
        else:
            page1 = f"{site.sid}/" + _fill(pattern, rng, ident)
        if page1 in used:
            page1 = page1.replace(ident, ident + "1")
        used.add(page1)
        title = text.album_title(rng, english)
        while any(g.title == title for g in site.galleries):
            title = text.album_title(rng, english)
        g = Gallery(ident, order, title, _slides(site, rng.randint(3, 15)), page1)
        g.data_url = f"{site.sid}/{site.flags['api_dir']}/{ident}{site.flags['api_ext']}"
        _entry(site, g)
        site.galleries.append(g)


def _article(site: Site, kind: str, idx: int) -> Article:
    rng = site.rng
    ident = str(rng.randint(100000, 99999999))
    path = f"{site.sid}/" + _fill(rng.choice(ARTICLE_PATHS), rng, ident)
    n_pages = rng.randint(2, 4) if kind.startswith("paginated") else 1
    query = n_pages > 1 and rng.random() < 0.4
    stem, _, ext = path.rpartition(".")
    urls = [path] + [f"{path}?page={n}" if query else f"{stem}_{n}.{ext}"
                     for n in range(2, n_pages + 1)]
    files = [path] + [f"{stem}.page{n}.{ext}" if query else f"{stem}_{n}.{ext}"
                      for n in range(2, n_pages + 1)]
    pages = []
    for _ in range(n_pages):
        paras = [text.paragraph(rng) for _ in range(rng.randint(3, 6))]
        pages.append(paras)
    a = Article(ident + str(idx), kind, text.article_title(rng), pages, urls, files)
    if kind == "inline_photo":
        trap = rng.choice(["05/09", "1/10", "3/12"])
        a.pages[0][1] = text.paragraph(rng, f"调查显示约{trap}的受访者表示满意，")
        h = f"{rng.getrandbits(40):010x}"
        a.photo = Slide(f"{site.sid}/{site.flags['img_dir']}/{h}.png", "", "",
                        text.caption(rng))
    return a


def build_site(sid: str, axes: dict, seed: int, article_kinds: list[str]) -> Site:
    """All content of one site."""
    rng = random.Random(f"{seed}:{sid}")
    site = Site(sid, axes, rng, rng.choice(PORTALS))
    site.flags.update(
        img_dir=rng.choice(["img", "upload/2024/03", "photo/pics", "res/images"]),
        thumb_fmt=rng.choice(["{sid}/{d}/{h}_s.png", "{sid}/{d}/s_{h}.png",
                              "{sid}/{d}/thumb/{h}.png"]),
        api_dir=rng.choice(["api", "data", "interface"]),
        api_ext=rng.choice([".json", ".hdBigPic.js", ".js"]),
        styled_en=rng.random() < 0.5,
        credit_prefix=rng.random() < 0.4,
        dialect=rng.choice(["sina", "netease", "plain"]),
        slide_ms=rng.randint(200, 800),
        late_ms=rng.randint(100, 600),
        delay=round(rng.uniform(0.2, 1.2), 2),
        base_target=rng.random() < 0.15,
        also_key=rng.random() < 0.4,
        ns=rng.choice(["epidiascope", "NTESgallery", "hdPic", "PhotoViewer", "__slider",
                       "galleryApp"]),
        strip_jump=rng.random() < 0.5,
    )
    _galleries(site)
    site.articles = [_article(site, k, i) for i, k in enumerate(article_kinds)]
    for i, a in enumerate(site.articles):
        other = site.articles[(i + 1) % len(site.articles)]
        a.next_url = other.key
    return site


def article_kinds(rng: random.Random, n_sites: int) -> list[list[str]]:
    """2-3 article kinds per site, every kind on many sites."""
    out = []
    for i in range(n_sites):
        k = 2 + (rng.random() < 0.4)
        first = ARTICLE_VALUES[i % len(ARTICLE_VALUES)]
        rest = [v for v in ARTICLE_VALUES if v != first]
        rng.shuffle(rest)
        out.append([first, *rest[: k - 1]])
    return out
