"""Turning what a walk saw into slides: each picture's caption, credit and number.

A caption is the text of the blocks around the picture (:func:`caption_keys`), or, where
no visible text changes with the pictures, the picture's ``alt`` (:func:`alt_captions`); a block
whose text is the same on every slide of a gallery of three or more (a time/source line,
the gallery title, a keyboard hint) is a label, not a caption (:func:`never_captions`);
a line that came during the walk and stayed to its end beside the caption is a panel
(:func:`arrived_lines`). :func:`slides_from` reads the slides; :func:`content_xpaths`
says which picture and caption XPaths a walk confirms for the template.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from urllib.parse import unquote, urljoin, urlsplit

from harvester.gallery.classify import valid_counter
from harvester.gallery.state import GalleryState
from harvester.gallery.vocabulary import (
    CONTROL_LABEL_RE,
    COUNTER_IN_TEXT,
    COUNTER_RES,
    CREDIT_RES,
    PICTURE_TOTAL_RE,
)

#: A block that only shows a time stamp (a per-slide upload time) is not a caption.
_STAMP_RE = re.compile(
    r"^(?:\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2}日?)?\s*(?:\d{1,2}:\d{2}(?::\d{2})?)?$"
)


@dataclass(frozen=True, slots=True)
class Slide:
    """One picture of a gallery, in order."""

    index: int
    image: str
    caption: str
    credit: str | None = None

    def to_dict(self) -> dict[str, object]:
        return {
            "index": self.index,
            "image": self.image,
            "caption": self.caption,
            "credit": self.credit,
        }


#: A counter at the start or the end of a caption line: "(3/12) 荷花" → "荷花".
COUNTER_AT_EDGE_RE = re.compile(rf"^\s*(?:{COUNTER_IN_TEXT})\s+|\s+(?:{COUNTER_IN_TEXT})\s*$", re.I)


def is_counter(text: str) -> bool:
    """Whether ``text`` is all a slide counter (3/12, (3/28), 第3张/共12张, 3 of 12) or
    the album's size (共8张)."""
    text = text.strip()
    return any(pattern.match(text) for pattern in COUNTER_RES) or bool(PICTURE_TOTAL_RE.match(text))


def _is_label_text(text: str, title: str, headline: str | None) -> bool:
    squashed = "".join(text.split())
    return (
        not squashed
        or is_counter(text)
        or squashed.isdigit()  # a pager's current page number
        or bool(_STAMP_RE.match(text.strip()))
        or squashed in ("".join(title.split()), "".join((headline or "").split()))
    )


#: A caption that never changes sits this close to its picture at most: in a container
#: at most this many levels above it (ours: portal markup puts picture and caption in one
#: box, GALLERY_MECHANICS.md §1 nph_photo_desc, §3 efpTxt, §13 picmiaoshu).
CAPTION_NEAR_LEVELS = 3


#: Blocks rewritten with the very text they had, on one step, that make the step a whole
#: re-render rather than a caption's rewrite (ours: a caption box rewrites its caption and
#: its counter, whose texts change; round 3's xiangjiang re-renders its title, caption,
#: credit and panel at every step).
RERENDERED_SAME = 2


#: Pictures that must show a block with one text for it to be page furniture although
#: the page rewrote it at each step, where another block changes (round 6's qinhuai: 来源
#: and date under each picture of a page fetched and swapped in; with two pictures, two
#: captions in a row may be the same).
SAME_EVERYWHERE_MIN = 3


def _same_doc(states: list[GalleryState], i: int) -> bool:
    return i > 0 and bool(states[i].doc) and states[i].doc == states[i - 1].doc


def _rerendered(states: list[GalleryState]) -> bool:
    """Whether the gallery's box is re-rendered whole at its steps (a virtual-DOM
    framework): on half of them or more, :data:`RERENDERED_SAME` blocks or more were
    rewritten with the text they had."""
    steps = [i for i in range(1, len(states)) if _same_doc(states, i)]
    whole = 0
    for i in steps:
        before = {block.key: block.text for block in states[i - 1].captions}
        same = sum(b.touched and before.get(b.key) == b.text for b in states[i].captions)
        whole += same >= RERENDERED_SAME
    return bool(steps) and 2 * whole >= len(steps)


def _stepped(states: list[GalleryState], i: int, rerendered: bool) -> bool:
    """Whether picture ``i`` came from the one before by a step within one document that
    rewrote its blocks one by one: a block rewritten then was rewritten by the step. A
    page per picture is all new, and a box re-rendered whole at every step
    (:func:`_rerendered`) rewrites everything: a rewrite says nothing there."""
    return not rerendered and _same_doc(states, i)


def caption_keys(states: list[GalleryState]) -> set[str]:
    """The blocks that are captions: those the gallery changes from picture to picture.

    A block is a caption when its text differs between pictures, when the page rewrote
    it on a step (a caption that happens to repeat is still rewritten), or when it shows
    with some pictures only (each slide's own caption in a pre-rendered track). A block
    that stays as it was on every picture is page furniture: the album title, a source
    line, a keyboard hint. With a single picture nothing can be compared: every block
    near it counts.
    """
    if len(states) < 2:
        return {block.key for state in states for block in state.captions}
    texts: dict[str, set[str]] = {}
    touched: set[str] = set()
    rerendered = _rerendered(states)
    for i, state in enumerate(states):
        stepped = _stepped(states, i, rerendered)
        for block in state.captions:
            if _is_label_text(block.text, state.title, state.headline):
                continue  # a page number, a time stamp: it changes, it is no caption
            texts.setdefault(block.key, set()).add(block.text)
            if block.touched and stepped:
                touched.add(block.key)
    everywhere = {key for key in texts if all(key in {b.key for b in s.captions} for s in states)}
    varying = {key for key, seen in texts.items() if len(seen) > 1}
    keys = varying | touched | (set(texts) - everywhere)
    if varying and len(states) >= SAME_EVERYWHERE_MIN:
        # one text on every picture beside a caption that changes: a line the page writes
        # again with its box (a source and date line under a page swapped in whole)
        keys -= {key for key in everywhere if len(texts[key]) == 1}
    keys -= furniture(states)
    if keys or len({s.doc for s in states}) < len(states):
        return keys
    # one page per picture and nothing changes: a caption the same on every page can
    # only be told from the page's labels by where it sits, in the picture's own
    # container (the title, source line and breadcrumb sit further out)
    blocks = [b for b in states[0].captions if b.key in texts]
    closest = min((b.near for b in blocks), default=99)
    if closest > CAPTION_NEAR_LEVELS:
        return set()
    return {b.key for b in blocks if b.near == closest}


def furniture(states: list[GalleryState]) -> set[str]:
    """Blocks that show with some pictures only, with one text, that the page never
    rewrote on a step, and that are one of two kinds of page furniture:

    * arrived during the walk and stayed to its end, on two pictures or more: a consent
      sheet over the lower half, an injected 热门推荐 panel, an ad box that filled in late;
    * drift across the region's edge: with every other picture the same block, with the
      same text, stands just outside the region (a footer's 版权 line pushed in and out by
      captions of changing height).

    A caption box is rewritten by every step; a slide's own caption in a track, or a note
    the gallery shows with some pictures (资料图片), is not there at all with the others.
    None of them is furniture."""
    shown: dict[str, list[tuple[int, str, bool]]] = {}  # key: (picture, text, rewritten)
    rerendered = _rerendered(states)
    for i, state in enumerate(states):
        stepped = _stepped(states, i, rerendered)
        for block in state.captions:
            if not _is_label_text(block.text, state.title, state.headline):
                shown.setdefault(block.key, []).append((i, block.text, block.touched and stepped))
    last = len(states) - 1
    out = set()
    for key, seen in shown.items():
        texts = {text for _, text, _ in seen}
        indexes = [i for i, _, _ in seen]
        if (
            len(seen) < len(states)
            and len(texts) == 1
            # rewritten on its first showing is its arrival; later, a step rewrote it
            and not any(rewritten for _, _, rewritten in seen[1:])
        ):
            arrived = len(seen) >= 2 and indexes == list(range(indexes[0], last + 1))
            beside = [
                (key, next(iter(texts))) in state.around
                for i, state in enumerate(states)
                if i not in indexes
            ]
            if arrived or all(beside):
                out.add(key)
    return out


#: A counter worded as the page likes (当前图像 3 总共 8, Image 3 of 8, 3 张 / 共 8 张) is
#: short: at most this many characters (ours; the vocabulary's forms allow 24).
COUNTER_MAX_CHARS = 30
_NUMBER_RE = re.compile(r"\d+")


def counting(states: list[GalleryState]) -> set[str]:
    """Blocks that count the pictures in words no pattern knows (Colorbox's 当前图像 3 总共
    8): short, the same words around two numbers on every picture they show with, the
    second the same number (two or more), the first not more than it and changing from
    picture to picture. A counter by what it does, not by how it is worded."""
    shown: dict[str, list[str]] = {}
    for state in states:
        for block in state.captions:
            shown.setdefault(block.key, []).append(block.text)
    out = set()
    for key, texts in shown.items():
        if len(texts) < 2 or any(len(t) > COUNTER_MAX_CHARS for t in texts):
            continue
        numbers = [[int(n) for n in _NUMBER_RE.findall(t)] for t in texts]
        if (
            len({_NUMBER_RE.sub("#", t) for t in texts}) == 1
            and all(len(pair) == 2 for pair in numbers)
            and len({total for _, total in numbers}) == 1
            and numbers[0][1] >= 2
            and all(1 <= n <= total for n, total in numbers)
            and len({n for n, _ in numbers}) == len(numbers)
        ):
            out.add(key)
    return out


def album_title_parts(states: list[GalleryState]) -> set[str]:
    """Blocks that repeat a piece of the album title on every picture (a per-slide title
    that is the album's, GALLERY_MECHANICS.md §4): the title glued on, not a caption."""
    if len(states) < 2:
        return set()
    title = "".join((states[0].headline or "").split()) + "\n" + "".join(states[0].title.split())
    texts: dict[str, set[str]] = {}
    for state in states:
        for block in state.captions:
            texts.setdefault(block.key, set()).add("".join(block.text.split()))
    counts = {key: sum(key in {b.key for b in s.captions} for s in states) for key in texts}
    return {
        key
        for key, seen in texts.items()
        if len(seen) == 1
        and counts[key] == len(states)
        and next(iter(seen)) in title
        and next(iter(seen))
    }


def never_captions(states: list[GalleryState]) -> set[str]:
    """Blocks that are no caption even where they change or are a template's caption
    elements: the album title glued on, and counters in words no pattern knows."""
    return album_title_parts(states) | counting(states)


def split_credit(text: str) -> tuple[str, str | None]:
    """(caption, credit): a photo credit (（摄影：张三）, 图/新华社, Photo: Reuters) taken
    out of a caption, by the patterns of :mod:`harvester.gallery.vocabulary`."""
    for pattern in CREDIT_RES:
        match = pattern.search(text)
        if match:
            caption = (text[: match.start()] + text[match.end() :]).strip(" \n，,;；")
            return caption, match.group(1).strip()
    return text, None


def clean_caption(text: str) -> tuple[str, str | None]:
    """A caption block's text without counters or control labels, white space squashed;
    and the photo credit it names. A credit in an element of its own (a line of its own
    here) is taken out of the caption; one written into the caption's sentence, as the
    page shows it, stays there and is named as the credit too."""
    lines, credit = [], None
    for line in text.splitlines():
        if is_counter(line) or CONTROL_LABEL_RE.match(line.strip()):
            continue
        line = " ".join(COUNTER_AT_EDGE_RE.sub("", line).split())
        rest, found = split_credit(line)
        credit = credit or found
        lines.append(rest if found and not rest else line)
    return " ".join(line for line in lines if line), credit


def file_name_caption(caption: str, picture: str) -> str:
    """``caption``, or "" when it is only the picture's file name, with or without its
    extension: what a viewer shows for a picture with no title, or a CMS's default
    ``alt`` (round 4's PhotoViewer: ``g2-08-1440x960``; IMG_1234.jpg)."""
    name = unquote(urlsplit(picture).path.rsplit("/", 1)[-1])
    stem = name.rsplit(".", 1)[0]
    return "" if stem and caption.strip() in (name, stem) else caption


#: The end of a Chinese sentence, closing quotes and brackets after it allowed.
SENTENCE_END_RE = re.compile(r"[。！？][”」』）)]*$")


def arrived_lines(states: list[GalleryState], keys: set[str]) -> set[str]:
    """Lines of the caption blocks that came during the walk and stayed, word for word, to
    its end, on two pictures or more and never on the first, standing beside other caption
    text on some picture: a 热门推荐 panel a page renders into (or beside) the caption box
    (round 3's xiangjiang), dropped from every caption, an empty one too. The last pictures
    of a series under one caption keep it: that line never stands beside another; so does
    a title element rewritten for the last series (round 5's ludao: ``h3`` read 鼓浪屿钢琴节开幕
    on pictures 1-3, 琴岛街头 on 4-7, 海边音乐会 on 8-10): where the line first shows, it is
    its block's whole text, and that block showed another whole text before; and so does a
    sentence (a line ending as a Chinese sentence ends: 当日气温回升。, the last pictures'
    shared second line on seed 10's p120), which no panel of links and labels is. The line-level
    sibling of :func:`furniture`'s panels."""
    if len(states) < 3:
        return set()
    seen: dict[str, list[int]] = {}
    beside: set[str] = set()
    #: per block, the whole texts it showed, in order of the pictures
    shown: dict[str, list[str]] = {}
    retitled: set[str] = set()
    for i, state in enumerate(states):
        lines = {
            line.strip() for b in state.captions if b.key in keys for line in b.text.split("\n")
        } - {""}
        for line in lines:
            seen.setdefault(line, []).append(i)
            if len(lines) > 1:
                beside.add(line)
        for b in state.captions:
            whole = b.text.strip()
            if b.key not in keys or not whole or "\n" in whole:
                continue
            before = shown.setdefault(b.key, [])
            if before and whole not in before and seen.get(whole, [i])[0] == i:
                retitled.add(whole)
            before.append(whole)
    last = len(states) - 1
    return {
        line
        for line, at in seen.items()
        if line in beside
        and line not in retitled
        and not SENTENCE_END_RE.search(line)
        and at[0] > 0
        and len(at) >= 2
        and at == list(range(at[0], last + 1))
    }


def start_index(first: int, states: list[GalleryState]) -> int:
    """The true number of a walk's first picture: its own counter's, where it shows one
    beside it; else 1 when :func:`rewind` read ``first`` off a counter the walk does not
    show (round 5's bs5-lightbox: the grid's ``3/9`` label beside the page's largest
    thumbnail, while the viewer walked shows no counter and starts at picture 1)."""
    if not states:
        return first
    counter = valid_counter(states[0].counter, states[0].counter_distance)
    return counter[0] if counter is not None else 1


#: A picture shown between a gallery's pictures that is none of them: a frame labelled
#: as an advertisement and nothing else (a portal's 广告 frame after picture 4).
AD_FRAME_RE = re.compile(r"^\s*(?:广告|推广|赞助|AD|Ad|Advertisement)\s*$")


def members(states: list[GalleryState], captions: list[str]) -> list[GalleryState]:
    """The states that show the gallery's own pictures: without a cover shown before
    picture 1 (the first state shows no counter, or 0, and the second counts 1 of N),
    and without frames between pictures whose caption only says advertisement."""
    kept = [s for s, text in zip(states, captions, strict=True) if not AD_FRAME_RE.match(text)]
    if len(kept) >= 2:
        cover, first = kept[0].counter, valid_counter(kept[1].counter, kept[1].counter_distance)
        if (cover is None or cover[0] == 0) and first is not None and first[0] == 1:
            kept = kept[1:]
    return kept


def alt_captions(states: list[GalleryState]) -> list[tuple[str, str | None]] | None:
    """Each picture's ``alt`` (or title, or ARIA label) as its caption, for a gallery
    whose visible text changes with none of its pictures: where those texts change with
    the pictures (two or more differ, none is the page's title or a label), else None.
    A reader of such a gallery reads its caption there (a screen reader), and the page's
    data holds it there (round 9's NutUI swiper)."""
    texts = [(s.image_alt or "").strip() for s in states]
    if len({t for t in texts if t}) < 2:
        return None
    if any(
        t and _is_label_text(t, s.title, s.headline) for t, s in zip(texts, states, strict=True)
    ):
        return None
    return [clean_caption(text) for text in texts]


def slides_from(
    states: list[GalleryState], base_url: str, *, known: bool = False, first: int = 1
) -> list[Slide]:
    """Each state's picture (absolute URL), caption and credit, in order, numbered from
    ``first``; covers and advertisement frames left out (:func:`members`).

    ``known``: the blocks are a template's caption elements, all of them captions.
    """
    if not states:
        return []
    keys = {b.key for s in states for b in s.captions} if known else caption_keys(states)
    keys -= never_captions(states)
    came = arrived_lines(states, keys)
    read: list[tuple[str, str | None]] = []
    for state in states:
        blocks = [
            block.text.split("\n")
            for block in state.captions
            if block.key in keys and not _is_label_text(block.text, state.title, state.headline)
        ]
        blocks = [[line for line in lines if line.strip() not in came] for lines in blocks]
        parts, credits = [], []
        for lines in blocks:
            text, credit = clean_caption("\n".join(lines))
            parts.append(text)
            credits.append(credit)
        caption = " ".join(dict.fromkeys(p for p in parts if p))
        read.append((caption, next((c for c in credits if c), None)))
    if not any(caption for caption, _ in read):
        read = alt_captions(states) or read
    own = members(states, [caption for caption, _ in read])
    kept = [(s, r) for s, r in zip(states, read, strict=True) if any(s is o for o in own)]
    first = start_index(first, [s for s, _ in kept])
    slides = []
    for i, (state, (caption, credit)) in enumerate(kept, start=first):
        picture = urljoin(base_url, state.image or "")
        slides.append(Slide(i, picture, file_name_caption(caption, picture), credit))
    return slides


def index_caption(slide: Slide, shown: str | None) -> Slide:
    """``slide`` with the caption the index of its gallery's pages shows beside its link
    (none: an empty caption), where the index links its page (``shown`` None: it does
    not); the page itself may show only a hint (双指缩放查看细节)."""
    if shown is None:
        return slide
    caption, credit = clean_caption(shown)
    return replace(slide, caption=caption, credit=credit or slide.credit)


def content_xpaths(states: list[GalleryState]) -> tuple[str | None, str | None]:
    """The picture and caption XPaths a walk confirms, for the template: none unless
    every picture was found by one XPath (a walk that took a thumbnail for the picture
    on one state, while the big one was decoding, saw another layout there and confirms
    nothing); then that XPath, and the union of the caption blocks' when
    every caption block of every picture was found by one that found captions on two
    pictures or more (a caption of its own per slide, as in a pre-rendered track, says
    nothing about the site's other galleries)."""
    if len(states) < 2:
        return None, None
    pictures = {s.image_xpath for s in states}
    if len(pictures) != 1 or None in pictures:
        return None, None  # the walk did not see one layout: its captions prove nothing
    picture = pictures.pop()
    keys = caption_keys(states) - never_captions(states)
    uses: dict[str | None, int] = {}
    for state in states:
        for xpath in {b.xpath for b in state.captions if b.key in keys}:
            uses[xpath] = uses.get(xpath, 0) + 1
    if not uses or None in uses or min(uses.values()) < 2:
        return picture, None
    return picture, " | ".join(sorted(uses))  # type: ignore[arg-type]
