"""Class/id vocabularies per ``control_naming`` value: how a developer names the parts of a viewer.

``names(scheme, rng)`` returns role -> ``Name`` (the attributes to write and a CSS selector that
finds exactly that element). Roles: stage, pic, capbox, captext, captitle, credit, counter,
next, prev, active, title, strip, pager, endlayer, explain.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

ROLES = ["stage", "pic", "capbox", "captext", "captitle", "credit", "counter", "next", "prev",
         "title", "strip", "pager", "endlayer", "explain", "track"]


@dataclass
class Name:
    """How one element is named."""

    attrs: str
    sel: str
    cls: str = ""


def by_id(ident: str, cls: str = "") -> Name:
    """An element named by id (and maybe a class)."""
    extra = f' class="{cls}"' if cls else ""
    return Name(f'id="{ident}"{extra}', f"#{ident}", cls)


def by_class(cls: str) -> Name:
    """An element named by classes; the selector uses all of them."""
    return Name(f'class="{cls}"', "." + ".".join(cls.split()), cls)


PORTAL_FAMILIES: list[dict[str, tuple[str, str]]] = [
    {"stage": ("photoView", "nph_cnt"), "pic": ("photo", ""), "capbox": ("", "nph_photo_desc"),
     "captext": ("photoDesc", ""), "captitle": ("photoTit", ""), "counter": ("photoIndex", ""),
     "next": ("photoNext", "nph_btn_nphoto"), "prev": ("photoPrev", "nph_btn_pphoto"),
     "title": ("", "nph_hd_title"), "strip": ("scrlView", ""), "pager": ("", "nph_pages"),
     "endlayer": ("photomiddle", ""), "explain": ("", "nph_desc_list"), "track": ("", "nph_track")},
    {"stage": ("d_BigPic", ""), "pic": ("", "bigPic"), "capbox": ("", "picInfo"),
     "captext": ("d_picIntro", ""), "captitle": ("d_picTit", ""), "counter": ("total", ""),
     "next": ("efpRightArea", "arrRight"), "prev": ("efpLeftArea", "arrLeft"),
     "title": ("", "efpTitle"), "strip": ("efpList", ""), "pager": ("", "page_n"),
     "endlayer": ("endSelect", ""), "explain": ("", "efpIntros"), "track": ("", "efpTrack")},
    {"stage": ("Main-A", ""), "pic": ("PicSrc", ""), "capbox": ("Main-B", ""),
     "captext": ("", "text"), "captitle": ("", "tit"), "counter": ("", "pageNum"),
     "next": ("mouseOverright", ""), "prev": ("mouseOverleft", ""),
     "title": ("", "hd-title"), "strip": ("smallPic", ""), "pager": ("", "pageNav"),
     "endlayer": ("end", ""), "explain": ("", "hd-explain"), "track": ("", "hd-track")},
    {"stage": ("", "picmidmid"), "pic": ("pic1", ""), "capbox": ("", "picmiaoshu"),
     "captext": ("", "miaoshu"), "captitle": ("", "picname"), "counter": ("", "picnum"),
     "next": ("nextArrow", "contextDiv"), "prev": ("preArrow", "contextDiv"),
     "title": ("", "picbt"), "strip": ("", "piclist"), "pager": ("div_currpage", ""),
     "endlayer": ("", "endtop"), "explain": ("", "miaoshu-list"), "track": ("", "picscroll")},
    {"stage": ("", "photo-box"), "pic": ("", "photo-img"), "capbox": ("", "photo-info"),
     "captext": ("", "photo-desc"), "captitle": ("", "photo-title"), "counter": ("", "photo-num"),
     "next": ("", "btn-next"), "prev": ("", "btn-prev"), "title": ("", "album-title"),
     "strip": ("", "photo-thumbs"), "pager": ("", "pages"), "endlayer": ("", "photo-end"),
     "explain": ("", "photo-descs"), "track": ("", "photo-track")},
]
PINYIN = {"stage": "tpk", "pic": "datu", "capbox": "smk", "captext": "tpsm", "captitle": "tpbt",
          "credit": "sy", "counter": "ys", "next": "xyz", "prev": "syz", "title": "tjbt",
          "strip": "slt", "pager": "fy", "endlayer": "jsy", "explain": "smlb", "track": "gd"}
PINYIN_NEXT = ["xyz", "xyt", "yjt", "xiayizhang"]
ENGLISH = {"stage": "stage", "pic": "main-photo", "capbox": "caption-box", "captext": "caption",
           "captitle": "caption-title", "credit": "credit", "counter": "counter",
           "next": "next", "prev": "prev", "title": "headline", "strip": "thumbs",
           "pager": "pagination", "endlayer": "end-screen", "explain": "captions",
           "track": "slides"}
BEM = {"stage": "gallery__stage", "pic": "gallery__image", "capbox": "gallery__caption",
       "captext": "gallery__text", "captitle": "gallery__heading", "credit": "gallery__credit",
       "counter": "gallery__counter", "next": "gallery__nav gallery__nav--next",
       "prev": "gallery__nav gallery__nav--prev", "title": "gallery__title",
       "strip": "gallery__thumbs", "pager": "pager", "endlayer": "gallery__end",
       "explain": "gallery__captions", "track": "gallery__track"}


def hashed(rng: random.Random) -> str:
    """A CSS-in-JS style class (``css-1x9k2q``, ``_3kPqz``, ``sc-bdVaJa``)."""
    abc = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    form = rng.random()
    if form < 0.4:
        return "css-" + "".join(rng.choice(abc[:26] + abc[52:]) for _ in range(6))
    if form < 0.7:
        return "_" + str(rng.randint(1, 9)) + "".join(rng.choice(abc) for _ in range(4))
    return "sc-" + "".join(rng.choice(abc[:52]) for _ in range(6))


def _family(rng: random.Random) -> dict[str, Name]:
    fam = rng.choice(PORTAL_FAMILIES)
    out = {}
    for role, (ident, cls) in fam.items():
        out[role] = by_id(ident, cls) if ident else by_class(cls)
    out["credit"] = by_class("author")
    return out


def names(scheme: str, rng: random.Random) -> dict[str, Name]:
    """The vocabulary of a site."""
    if scheme == "portal":
        out = _family(rng)
    elif scheme == "hashed":
        out = {r: by_class(hashed(rng)) for r in ROLES}
    elif scheme == "pinyin":
        out = {r: by_class(c) for r, c in PINYIN.items()}
        out["next"] = by_class(rng.choice(PINYIN_NEXT))
    elif scheme == "bem":
        out = {r: by_class(c) for r, c in BEM.items()}
        if rng.random() < 0.5:
            out["next"] = by_class("slider__arrow slider__arrow--right")
            out["prev"] = by_class("slider__arrow slider__arrow--left")
    elif scheme == "testid":
        out = {r: by_class(c) for r, c in ENGLISH.items()}
        out["next"] = Name('data-testid="gallery-next" class="ctl"', '[data-testid="gallery-next"]')
        out["prev"] = Name('data-testid="gallery-prev" class="ctl"', '[data-testid="gallery-prev"]')
    else:
        out = {r: by_class(c) for r, c in ENGLISH.items()}
        if scheme == "english" and rng.random() < 0.4:
            out["next"], out["prev"] = by_class("forward"), by_class("back")
    if scheme == "none":
        out["next"] = Name("", "")
        out["prev"] = Name("", "")
    out["active"] = Name("", "", hashed(rng) if scheme == "hashed" else
                         rng.choice(["on", "active", "cur", "is-active", "current"]))
    return out
