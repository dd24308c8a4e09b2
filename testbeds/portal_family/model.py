"""The content of a family: its portals, their sections, stories (articles and galleries),
the listed links that lead nowhere (dead, or behind a login), tags and authors.

Everything is plain data drawn from one ``random.Random`` per portal, so a seed gives the
same family every time. Stories of day 1 exist in the model from the start; a view of day 0
(``lists.View``) leaves them out.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from . import text
from .axes import (
    PHOTO_DIRS,
    assign,
    assign_lists,
    n_portals,
    scroller_flavours,
)
from .shapes import NOW0, now_of, page_url, scroller_path, sid_digits, story_path

#: Python codec of each charset axis value
CODECS = {"utf8": "utf-8", "gbk_meta": "gbk", "gb2312_meta": "gb2312", "gbk_header_only": "gbk"}


@dataclass
class Story:
    """One story (an article or a gallery) of a portal."""

    portal: str
    n: int  # its rank in the portal's time order (0 = oldest)
    sid: int
    kind: str  # "article" | "gallery"
    section: str  # a section slug, or "photo" for galleries
    time: datetime
    day: int  # the day it is first published (0 or 1)
    title: str
    short: str
    path: str
    source: str
    author: int
    tags: tuple[int, ...]
    paragraphs: list[str] = field(default_factory=list)
    captions: list[str] = field(default_factory=list)  # a gallery's pictures, in order
    summary: str = ""  # the text above a scroller gallery
    related: list[int] = field(default_factory=list)  # ranks of related (older) stories
    exclusive: bool = False
    list_article: bool = False  # an article with a long related list
    redirected: bool = False  # listed by its old URL, which answers 301
    only: str | None = None  # "photo" / "short": listed in that section only (no feed …)

    def picture(self, k: int) -> str:
        """The image-host path of picture ``k`` (1-based)."""
        return f"/{self.portal}/{self.sid}_{k}.png"

    @property
    def thumb(self) -> str:
        """The image-host path of the story's thumbnail."""
        return f"/{self.portal}/{self.sid}_t.png"


@dataclass
class Ghost:
    """A listed link that is no story: ``dead`` (404) or ``locked`` (302 to the login)."""

    path: str
    title: str
    time: datetime
    section: str
    kind: str


@dataclass
class Portal:
    """One portal of the family."""

    key: str
    index: int
    name: str
    axes: dict[str, str]
    traps: dict[str, str]
    sections: list[tuple[str, str]]
    page_size: int
    photo_page_size: int
    stories: list[Story]
    ghosts: list[Ghost]
    tags: list[str]
    authors: list[str]
    script_section: str | None
    mobile_section: str | None
    scroller: dict[str, bool | str] | None = None  # the flavour of its scroller galleries
    photo_dir: str = "photo"  # the photo channel's directory (/photo/, /tupian/, /pic/)
    short_slug: str | None = None  # the short section (专题-like, 1-4 stories, one page)
    short_name: str = ""
    short_intro: str = ""
    short_front: str | None = None  # the channel whose page 1 lists only 3 stories
    by_path: dict[str, Story] = field(default_factory=dict)
    ghost_by_path: dict[str, Ghost] = field(default_factory=dict)
    views: dict[int, object] = field(default_factory=dict)

    @property
    def mkey(self) -> str | None:
        """The host key of the mobile twin host, if the portal has one."""
        return f"{self.key}.m" if "mobile_twins" in self.traps else None

    @property
    def codec(self) -> str:
        """The Python codec of the portal's HTML."""
        return CODECS[self.axes["charset"]]

    @property
    def feed_codec(self) -> str:
        """The codec of the main RSS feed (GBK on the ``gbk_meta`` portals)."""
        return "gbk" if self.axes["charset"] == "gbk_meta" else "utf-8"

    def section_name(self, slug: str) -> str:
        """The Chinese name of a section (photo and member sections included)."""
        photo = "图集" if self.photo_dir == "pic" else "图片"
        names = dict(self.sections) | {"photo": photo, "vip": "会员专区"}
        if self.short_slug:
            names[self.short_slug] = self.short_name
        return names[slug]

    @property
    def list_slugs(self) -> list[str]:
        """Every listed section: the channels, the photo channel, the short section, the
        member section."""
        short = [self.short_slug] if self.short_slug else []
        extra = ["vip"] if "login_wall" in self.traps else []
        return [s for s, _ in self.sections] + ["photo", *short, *extra]

    def list_dir(self, slug: str) -> str:
        """The directory of section ``slug`` (the photo channel's may differ)."""
        return self.photo_dir if slug == "photo" else slug

    def slug_of_dir(self, d: str) -> str | None:
        """The section whose directory is ``d``, or None."""
        for slug in self.list_slugs:
            if self.list_dir(slug) == d:
                return slug
        return None

    def pagination(self, slug: str) -> str:
        """The pagination style of section ``slug`` (``/pic/index.shtml?p=N`` on the
        ``photo_path: pic`` portals' photo channel)."""
        if slug == "photo" and self.axes.get("photo_path") == "pic":
            return "query_p"
        return self.axes["pagination"]

    def page_url(self, slug: str, k: int) -> str:
        """The path (with query) of page ``k`` of section ``slug``."""
        return page_url(self.pagination(slug), self.list_dir(slug), k)


def _code(seed: int, key: str, sid: int) -> str:
    digest = hashlib.sha1(f"{seed}:{key}:{sid}".encode()).hexdigest()
    return "".join(
        "abcdefghijklmnopqrstuvwxyz"[int(c, 16) + 6 * (i % 2)] for i, c in enumerate(digest[:10])
    )


def _times(rng: random.Random, n0: int, n1: int) -> list[tuple[datetime, int]]:
    """Sorted (time, day) of ``n0`` stories in the week before day 0's now, ``n1`` after."""
    before = [
        NOW0 - timedelta(minutes=m) + timedelta(seconds=rng.randint(0, 59))
        for m in rng.sample(range(6, 7 * 24 * 60), n0)
    ]
    after = [
        NOW0 + timedelta(minutes=m, seconds=rng.randint(0, 59))
        for m in rng.sample(range(5, 24 * 60 - 6), n1)
    ]
    return sorted([(t, 0) for t in before] + [(t, 1) for t in after])


def _portal(
    seed: int,
    i: int,
    axes: dict[str, str],
    traps: dict[str, str],
    name: str,
    titles: set[str],
    scroller: dict[str, bool | str] | None = None,
) -> Portal:
    rng = random.Random(f"portal-family:{seed}:portal:{i}")
    key = f"p{i}"
    sections = sorted(rng.sample(text.SECTIONS, rng.randint(4, 8)), key=text.SECTIONS.index)
    slugs = [s for s, _ in sections]
    weights = [rng.uniform(0.5, 2.0) for _ in slugs]
    shape = axes["story_url"]
    digits = sid_digits(shape)
    sid = rng.randint(10 ** (digits - 1), 3 * 10 ** (digits - 1))
    tags = rng.sample(text.TAGS, 8)
    authors = [text.person(rng) for _ in range(6)]
    stories: list[Story] = []
    used: set[int] = set()
    for n, (t, day) in enumerate(_times(rng, rng.randint(100, 170), rng.randint(10, 16))):
        sid += rng.randint(1, 40)
        used.add(sid)
        gallery = rng.random() < 0.15
        section = "photo" if gallery else rng.choices(slugs, weights)[0]
        while True:
            title, short = text.gallery_title(rng) if gallery else text.headline(rng, section)
            if title not in titles:
                break
        titles.add(title)
        story = Story(
            portal=key,
            n=n,
            sid=sid,
            kind="gallery" if gallery else "article",
            section=section,
            time=t,
            day=day,
            title=title,
            short=short,
            path=story_path(shape, t, sid, _code(seed, key, sid)),
            source=rng.choice(text.SOURCES),
            author=rng.randrange(len(authors)),
            tags=tuple(sorted(rng.sample(range(len(tags)), rng.randint(1, 2)))),
            exclusive=rng.random() < 0.06,
        )
        if gallery:
            story.captions = [text.caption(rng, t.month, t.day) for _ in range(rng.randint(4, 8))]
            if scroller is not None:  # under a news channel, no picture word in the URL
                channel = slugs[sid % len(slugs)]
                story.path = scroller_path(channel, t, sid)
                srng = random.Random(f"portal-family:{seed}:summary:{key}:{sid}")
                scene = short.replace("：", "")
                story.summary = text.gallery_summary(srng, channel, t.month, t.day, scene)
        else:
            when = f"{t.month}月{t.day}日"
            story.paragraphs = text.paragraphs(rng, section, when, rng.randint(4, 7))
        stories.append(story)
    articles = [s for s in stories if s.kind == "article"]
    if "list_article" in traps:
        for s in rng.sample([s for s in articles if s.n >= 60 and s.day == 0], 3):
            s.list_article = True
            s.related = sorted(rng.sample(range(s.n), rng.randint(30, 40)), reverse=True)
    for s in articles:
        if not s.list_article and rng.random() < 0.5:
            pool = [o.n for o in stories[: s.n] if o.section == s.section] or list(range(s.n))
            s.related = sorted(rng.sample(pool, min(len(pool), rng.randint(3, 5))), reverse=True)
    if "redirects" in traps:
        for s in rng.sample([s for s in articles if s.day == 0], 3):
            s.redirected = True
    ghosts: list[Ghost] = []
    if "dead_links" in traps:
        for _ in range(3):
            t = NOW0 - timedelta(minutes=rng.randint(60, 6 * 24 * 60))
            gsid = rng.choice(sorted(used)) + 1
            while gsid in used:
                gsid += 1
            used.add(gsid)
            title, _ = text.headline(rng, slugs[0])
            ghosts.append(
                Ghost(
                    story_path(shape, t, gsid, _code(seed, key, -gsid)),
                    title,
                    t,
                    rng.choice(slugs),
                    "dead",
                )
            )
    if "login_wall" in traps:
        for _ in range(12):
            t = NOW0 - timedelta(minutes=rng.randint(30, 6 * 24 * 60))
            title, _ = text.headline(rng, rng.choice(slugs))
            vsid = rng.randint(10 ** (digits - 1), 10**digits - 1)
            path = f"/vip{story_path(shape, t, vsid, _code(seed, key, -vsid))}"
            ghosts.append(Ghost(path, "会员独享：" + title, t, "vip", "locked"))
    portal = Portal(
        key=key,
        index=i,
        name=name,
        axes=axes,
        traps=traps,
        sections=sections,
        page_size=rng.choice([8, 10, 12]),
        photo_page_size=rng.choice([6, 8]),
        stories=stories,
        ghosts=ghosts,
        tags=tags,
        authors=authors,
        script_section=rng.choice(slugs[1:]) if axes["script_list"] == "one_section" else None,
        mobile_section=slugs[0] if "mobile_twins" in traps else None,
        scroller=scroller,
    )
    portal.by_path = {s.path: s for s in stories}
    portal.ghost_by_path = {g.path: g for g in ghosts}
    return portal


def make_portals(seed: int) -> list[Portal]:
    """Every portal of the family of ``seed``."""
    n = n_portals(seed)
    rng = random.Random(f"portal-family:{seed}:names")
    names = rng.sample(text.PORTAL_NAMES, n)
    titles: set[str] = set()
    dealt = assign(seed, n)
    flavours = scroller_flavours(seed, [axes for axes, _ in dealt])
    portals = [
        _portal(seed, i, axes, traps, names[i], titles, flavours[i])
        for i, (axes, traps) in enumerate(dealt)
    ]
    shorts = random.Random(f"portal-family:{seed}:short").sample(text.SHORT_SECTIONS, n)
    for portal, extra, short in zip(portals, assign_lists(seed, n), shorts, strict=True):
        _extend(seed, portal, extra, short, titles)
    return portals


def _extend(
    seed: int, p: Portal, extra: dict[str, str], short: tuple[str, str], titles: set[str]
) -> None:
    """What the photo-channel and short-list axes add to portal ``p``: its photo channel's
    place and page size, its galleries' short titles (4-7 characters), a short section
    (1-4 day-0 stories listed there only), one to two day-1 galleries listed only in the
    photo channel, and the ``short_front`` channel. Every draw comes from streams of its own
    (``portal-family:{seed}:photo:{i}`` …), so nothing drawn before moves."""
    rng = random.Random(f"portal-family:{seed}:photo:{p.index}")
    p.axes.update(extra)
    p.photo_dir = PHOTO_DIRS[extra["photo_path"]]
    slugs = [s for s, _ in p.sections]
    shape = p.axes["story_url"]
    taken = {s.path for s in p.stories} | {g.path for g in p.ghosts}
    top = max(s.sid for s in p.stories) + rng.randint(50, 90)

    def make(kind: str, section: str, t: datetime, day: int, only: str, vocab: str) -> None:
        nonlocal top
        while True:
            top += rng.randint(1, 40)
            path = story_path(shape, t, top, _code(seed, p.key, top))
            channel = slugs[top % len(slugs)]
            if kind == "gallery" and p.scroller is not None:
                path = scroller_path(channel, t, top)
            if path not in taken:
                break
        taken.add(path)
        while True:
            title, short = (
                text.gallery_title(rng) if kind == "gallery" else text.headline(rng, vocab)
            )
            if title not in titles:
                break
        titles.add(title)
        story = Story(
            portal=p.key,
            n=len(p.stories),
            sid=top,
            kind=kind,
            section=section,
            time=t,
            day=day,
            title=title,
            short=short,
            path=path,
            source=rng.choice(text.SOURCES),
            author=rng.randrange(len(p.authors)),
            tags=tuple(sorted(rng.sample(range(len(p.tags)), rng.randint(1, 2)))),
            only=only,
        )
        if kind == "gallery":
            story.captions = [text.caption(rng, t.month, t.day) for _ in range(rng.randint(4, 8))]
            if p.scroller is not None:
                srng = random.Random(f"portal-family:{seed}:summary:{p.key}:{top}")
                scene = short.replace("：", "")
                story.summary = text.gallery_summary(srng, channel, t.month, t.day, scene)
        else:
            when = f"{t.month}月{t.day}日"
            story.paragraphs = text.paragraphs(rng, vocab, when, rng.randint(4, 7))
        p.stories.append(story)

    # the short section: 1-4 day-0 stories (one a gallery on some portals), listed only there
    p.short_slug, p.short_name = short
    p.short_intro = rng.choice(text.SHORT_INTROS)
    n_short = rng.randint(1, 4)
    mixed = p.scroller is None and n_short >= 2 and rng.random() < 0.6
    vocab = rng.choice(slugs)
    for j, m in enumerate(sorted(rng.sample(range(120, 6 * 24 * 60), n_short))):
        t = NOW0 - timedelta(minutes=m) + timedelta(seconds=rng.randint(0, 59))
        kind = "gallery" if mixed and j == n_short - 1 else "article"
        make(kind, p.short_slug, t, 0, "short", vocab)
    # day 1: galleries listed only in the photo channel (no front block, feed or sitemap)
    for m in sorted(rng.sample(range(5, 24 * 60 - 6), rng.randint(1, 2))):
        t = NOW0 + timedelta(minutes=m, seconds=rng.randint(0, 59))
        make("gallery", "photo", t, 1, "photo", vocab)
    assert all(s.time < now_of(s.day) for s in p.stories)
    # the galleries' short titles, unique within the portal
    srng = random.Random(f"portal-family:{seed}:short-titles:{p.index}")
    shorts: set[str] = set()
    for s in p.stories:
        if s.kind == "gallery":
            title = text.short_gallery_title(srng)
            while title in shorts:
                title = text.short_gallery_title(srng)
            shorts.add(title)
            s.short = title
    if extra["photo_page"] == "small":  # 3-5 a page; the last page of day 0 holding one
        n0 = sum(s.section == "photo" and s.day == 0 for s in p.stories)
        p.photo_page_size = rng.choice([k for k in (3, 4, 5) if n0 % k == 1] or [3, 4, 5])
    if extra["short_front"] == "yes":
        p.short_front = rng.choice([s for s in slugs if s != p.script_section])
    p.by_path = {s.path: s for s in p.stories}
    assert len(p.by_path) == len(p.stories)
