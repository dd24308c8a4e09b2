"""The axes along which the portals of a family differ, the traps they may hold, and the
balanced assignment of both to the portals of one seed.

Every axis value is dealt round-robin from an offset that moves with the seed, then the
column is shuffled: a seed of ``n`` portals shows ``min(n, len(values))`` values of each
axis, and seeds 0 (4 portals) and 1 (5 portals) together show every value of every axis.
Boolean traps go to about half the portals; the endless pagination to two portals (one
repeating the last page, one answering an empty list); the session ids to exactly one.
"""

from __future__ import annotations

import random

#: axis -> its values (a value listed twice is dealt twice as often)
AXES: dict[str, tuple[str, ...]] = {
    # how a section lists its stories
    "list_markup": ("ul_span", "cards", "table", "headline_only"),
    # how a list shows a story's time
    "time_format": ("ymd_hm", "md_hm", "cn_ymd_hm", "bracket_md", "date_only", "relative"),
    # the charset of the HTML pages and where it is declared
    "charset": ("utf8", "gbk_meta", "utf8", "gb2312_meta", "gbk_header_only"),
    # the shape of a story URL
    "story_url": ("xinhua", "a_ymd", "sina_doc", "news_id", "p_id"),
    # the URL of a section's page N
    "pagination": ("index_n", "list_n", "query_page", "query_p"),
    # the labels of the pager
    "pager_label": ("next", "more", "numbers", "arrow"),
    # the titles of the front page's 头条 and 要闻 blocks
    "front_titles": ("full", "short"),
    # 【图】 and 【独家】 before listed titles
    "title_tags": ("none", "tags"),
    # a gallery: every picture in one page, one page per picture (_2.html ...), or a
    # pre-rendered scroller paged by a script (#0, #1 ...; no picture word in its URL)
    "gallery_pages": ("single_page", "page_per_picture", "scroller"),
    # internal links: absolute, or root-relative (/china/index.html)
    "link_style": ("absolute", "root_relative"),
    # one section whose list a script renders from a JSON endpoint
    "script_list": ("none", "one_section", "none"),
}
#: how the scroller galleries of a portal differ (the ``gallery_pages == "scroller"``
#: portals of a seed take these in turn from a seed-dependent offset: seeds 0 and 1 show
#: both sides of every flag). ``lazy``: every slide's ``<img>`` has the picture in
#: ``data-src`` and a shared 1×1 placeholder in ``src``; ``counter``: a ``<em>1</em>/8``
#: counter; ``thumbs``: a strip of thumbnails linking ``#0`` …; ``wrap``: past the last
#: picture the next one is the first (else it stops); ``script``: ``inline`` or ``static``
#: (``/static/js/pic_scroll.js``).
SCROLLER_FLAVOURS: tuple[dict[str, bool | str], ...] = (
    {"lazy": True, "counter": True, "thumbs": True, "wrap": False, "script": "inline"},
    {"lazy": False, "counter": True, "thumbs": False, "wrap": True, "script": "static"},
    {"lazy": False, "counter": False, "thumbs": True, "wrap": True, "script": "static"},
    {"lazy": True, "counter": True, "thumbs": False, "wrap": False, "script": "inline"},
)
#: traps that go to about half of the portals
BOOL_TRAPS = (
    "calendar",
    "list_article",
    "login_wall",
    "channel_map",
    "mobile_twins",
    "fragments",
    "tracking",
    "dead_links",
    "redirects",
)
ENDLESS_VARIANTS = ("repeat_last", "empty")
SESSION_VARIANTS = ("jsessionid", "sid")
#: every trap name, as the truth names them
TRAPS = (*BOOL_TRAPS, "endless_pages", "session_ids")


def n_portals(seed: int) -> int:
    """How many portals the family of ``seed`` has (4, 5 or 6)."""
    return 4 + seed % 3


def assign(seed: int, n: int) -> list[tuple[dict[str, str], dict[str, str]]]:
    """Per portal: (axis -> value, trap -> variant) for a family of ``n`` portals."""
    rng = random.Random(f"portal-family:{seed}:axes")
    columns: dict[str, list[str]] = {}
    for name, values in AXES.items():
        off = seed * 4 % len(values)
        col = [values[(off + i) % len(values)] for i in range(n)]
        rng.shuffle(col)
        columns[name] = col
    traps: list[dict[str, str]] = [{} for _ in range(n)]
    for name in BOOL_TRAPS:
        for i in rng.sample(range(n), (n + 1) // 2):
            traps[i][name] = "yes"
    for i, variant in zip(rng.sample(range(n), 2), ENDLESS_VARIANTS, strict=True):
        traps[i]["endless_pages"] = variant
    traps[rng.randrange(n)]["session_ids"] = SESSION_VARIANTS[seed % 2]
    return [({k: columns[k][i] for k in AXES}, traps[i]) for i in range(n)]


def scroller_flavours(seed: int, axes: list[dict[str, str]]) -> list[dict[str, bool | str] | None]:
    """Per portal: the flavour of its scroller galleries (None on the other portals)."""
    out: list[dict[str, bool | str] | None] = []
    j = 2 * seed
    for a in axes:
        if a["gallery_pages"] == "scroller":
            out.append(dict(SCROLLER_FLAVOURS[j % len(SCROLLER_FLAVOURS)]))
            j += 1
        else:
            out.append(None)
    return out


#: the axes of the photo channel and of short lists, dealt like ``AXES`` but from a random
#: stream of their own (``portal-family:{seed}:photo``), so that adding them moved no draw
#: of the older axes, traps or stories
LIST_AXES: dict[str, tuple[str, ...]] = {
    # how the photo channel marks up one gallery of its grid (the front's photo block keeps
    # ``thumb_then_link``): ``thumb_then_link`` <li><a><img></a><p><a>title</a></p><span>;
    # ``caption_in_link`` <div class="item"><a><img><span class="t">title</span></a></div>;
    # ``unlinked_caption`` <li><a><img alt=""></a><p class="tit">title</p> (no link on it);
    # ``alt_only`` <a title="title"><img alt="title"></a> (no visible title);
    # ``figure`` <div><figure><a><img></a><figcaption><a>title</a></figcaption></figure>
    "photo_markup": (
        "thumb_then_link",
        "caption_in_link",
        "unlinked_caption",
        "alt_only",
        "figure",
    ),
    # the titles the photo channel shows: the <h1>, or the gallery's short title (4-7 chars)
    "photo_titles": ("full", "short"),
    # where the photo channel lives: /photo/ (the portal's pagination, as before), /tupian/
    # (the portal's pagination), /pic/index.shtml (then index.shtml?p=2, whatever the portal)
    "photo_path": ("photo", "tupian", "pic"),
    # galleries per photo page: ``grid`` 6 or 8; ``small`` 3-5 (the last page may hold one)
    "photo_page": ("grid", "small"),
    # ``yes``: page 1 of one channel lists only its 3 newest stories (the rest from page 2)
    "short_front": ("no", "yes"),
}
#: which photo markups show a time next to the gallery
PHOTO_TIMED = {
    "thumb_then_link": True,
    "caption_in_link": False,
    "unlinked_caption": True,
    "alt_only": True,
    "figure": False,
}
#: the photo channel's directory per ``photo_path``
PHOTO_DIRS = {"photo": "photo", "tupian": "tupian", "pic": "pic"}
#: the stories page 1 of a ``short_front`` channel lists
SHORT_FRONT_SIZE = 3


def assign_lists(seed: int, n: int) -> list[dict[str, str]]:
    """Per portal: list axis -> value (``LIST_AXES``), dealt round-robin from a
    seed-dependent offset and shuffled, from the stream ``portal-family:{seed}:photo``."""
    rng = random.Random(f"portal-family:{seed}:photo")
    columns: dict[str, list[str]] = {}
    for name, values in LIST_AXES.items():
        off = seed * 3 % len(values)
        col = [values[(off + i) % len(values)] for i in range(n)]
        rng.shuffle(col)
        columns[name] = col
    return [{k: columns[k][i] for k in LIST_AXES} for i in range(n)]
