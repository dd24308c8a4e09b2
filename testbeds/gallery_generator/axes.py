"""Every axis of the generated test bed and a deterministic, balanced per-site sampler.

Each axis lists its values (with weights). ``sample_sites`` draws one value of every axis per
site so that every value occurs on several sites and axes are shuffled independently. A few
values only make sense for one kind of site (``page_link`` controls belong to page-per-picture
galleries, ``dead_page`` ends too); those axes are sampled within the matching group of sites.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

#: data sources that render one picture per HTML page
PAGE_SOURCES = ("pages_underscore", "pages_dash", "pages_query", "pages_index")

#: axis -> {value: weight}
AXES: dict[str, dict[str, float]] = {
    "control_naming": {
        "portal": 1, "bem": 1, "testid": 1, "hashed": 1, "pinyin": 1, "english": 1, "none": 1,
    },
    "control_element": {
        "a_href": 1, "a_void": 1, "a_hash": 1, "a_empty": 1, "div": 1, "span": 1, "button": 1,
        "svg_button": 1, "svg_button_aria": 1, "img_arrow": 1, "hit_zone": 1, "late_script": 1,
    },
    "control_event": {"click": 3, "mousedown": 1.5, "pointerdown": 1.5, "key": 1},
    "data_source": {
        "dom_track": 2, "json_script": 2, "json_textarea": 2, "xhr": 2, "fetch": 2,
        "pages_underscore": 1, "pages_dash": 1, "pages_query": 1, "pages_index": 1,
    },
    "address": {"hash": 1, "hash0": 1, "pushstate": 1, "query": 1, "none": 1},
    "transition": {"instant": 1, "crossfade": 1, "slide": 1, "lazy": 1, "placeholder": 1},
    "picture_size": {"thumb": 1, "medium": 1, "full": 1},
    "extra_gallery": {"none": 1, "thumb_strip": 1, "related_strip": 1, "sidebar_slider": 1},
    "counter": {
        "slash": 1, "spaced": 1, "chinese": 1, "paren": 1, "of": 1, "split_em": 1, "none": 1,
    },
    "caption": {
        "plain": 1, "title_text": 1, "sparse_empty": 1, "identical": 1, "english": 1,
        "credit": 1, "controls_in_box": 1, "styled": 1,
    },
    "caption_layout": {"below": 1, "beside": 1, "overlay": 1, "side_panel": 1},
    "end": {
        "stop": 1, "disabled": 1, "noop": 1, "wrap": 1, "overlay": 1, "next_album": 1,
        "dead_page": 1,
    },
    "decoys": {
        "next_set": 1, "next_set_inplace": 1, "grid": 1, "autoplay": 1, "strip_scroll": 1,
        "next_story": 1, "load_more": 1, "related_carousel": 1, "share": 1, "consent": 1,
        "ad_tab": 1, "ticker": 1,
    },
    "charset": {"utf8": 2, "gbk": 2, "gb2312_meta": 1},
}

#: per-gallery axis (not per site)
ENTRY_VALUES = ("first", "hash_p", "query_index", "nextpage", "page_N")
ARTICLE_VALUES = ("plain", "inline_photo", "paginated", "paginated_loop", "paginated_to_other")

SCRIPT_ENDS = ("stop", "disabled", "noop", "wrap", "overlay", "next_album")
PAGE_ENDS = ("stop", "disabled", "wrap", "dead_page", "next_album")


def balanced(rng: random.Random, weights: dict[str, float], n: int) -> list[str]:
    """``n`` values, each about its weighted share (at least once when n allows), shuffled."""
    if n <= 0:
        return []
    total = sum(weights.values())
    out: list[str] = []
    for value, w in weights.items():
        out += [value] * max(1, round(n * w / total))
    rng.shuffle(out)
    while len(out) < n:
        out.append(rng.choice(list(weights)))
    out = out[:n]
    rng.shuffle(out)
    return out


def _fill(rng: random.Random, axis: str, idx: Sequence[int], values: Sequence[str] | None,
          sites: list[dict]) -> None:
    weights = AXES[axis] if values is None else {v: AXES[axis].get(v, 1) for v in values}
    for i, v in zip(idx, balanced(rng, weights, len(idx)), strict=True):
        sites[i][axis] = v


def _decoys(rng: random.Random, n: int) -> list[list[str]]:
    """2-5 distinct decoys per site, least-used first so every decoy shows up often."""
    used = dict.fromkeys(AXES["decoys"], 0)
    out = []
    for _ in range(n):
        k = rng.randint(2, 5)
        order = sorted(used, key=lambda d: (used[d], rng.random()))
        pick = order[:k]
        for d in pick:
            used[d] += 1
        out.append(sorted(pick, key=list(AXES["decoys"]).index))
    return out


def sample_sites(seed: int, n_sites: int) -> list[dict]:
    """The axes of every site, deterministic for ``seed``."""
    rng = random.Random(seed)
    sites: list[dict] = [{} for _ in range(n_sites)]
    everyone = range(n_sites)
    _fill(rng, "data_source", everyone, None, sites)
    paged = [i for i in everyone if sites[i]["data_source"] in PAGE_SOURCES]
    scripted = [i for i in everyone if i not in paged]
    _fill(rng, "control_event", scripted, None, sites)
    keyed = [i for i in scripted if sites[i]["control_event"] == "key"]
    clicked = [i for i in scripted if i not in keyed]
    _fill(rng, "control_element", clicked, None, sites)
    _fill(rng, "control_naming", paged + clicked, None, sites)
    _fill(rng, "address", scripted, None, sites)
    _fill(rng, "end", scripted, SCRIPT_ENDS, sites)
    _fill(rng, "end", paged, PAGE_ENDS, sites)
    for i in paged:
        sites[i].update(control_element="page_link", control_event="navigation",
                        address="page_url")
    for i in keyed:
        sites[i].update(control_element="none", control_naming="none")
    for axis in ("transition", "picture_size", "extra_gallery", "counter", "caption",
                 "caption_layout", "charset"):
        _fill(rng, axis, everyone, None, sites)
    for site, decoys in zip(sites, _decoys(rng, n_sites), strict=True):
        site["decoys"] = decoys
    order = ["control_naming", "control_element", "control_event", "data_source", "address",
             "transition", "picture_size", "extra_gallery", "counter", "caption",
             "caption_layout", "end", "decoys", "charset"]
    return [{k: s[k] for k in order} for s in sites]


def is_paged(axes: dict) -> bool:
    """True for one-picture-per-page galleries (never on viewer sites)."""
    return axes.get("data_source") in PAGE_SOURCES


# Viewer sites (thumbnails that open an overlay viewer), sampled from their own stream ----------

#: axes only viewer sites have
VIEWER_AXES: dict[str, dict[str, float]] = {
    "viewer_open": {"click": 2, "key": 1},
    "viewer_end": {"wrap": 1, "stop": 1, "bounce": 1},
    "viewer_captions": {"grid": 1, "attribute": 1, "viewer_only": 1},
    "viewer_large": {"href": 1, "data": 1, "script": 1},
    "viewer_motion": {"instant": 1, "fade": 1, "slide": 1, "per_frame": 1},
    "viewer_layout": {"grid": 1, "list": 1, "inline": 1},
}
#: the viewer's next control (a real ``?pic=2`` href makes no sense in an overlay)
VIEWER_ELEMENTS = ("a_void", "a_hash", "a_empty", "div", "span", "button", "svg_button",
                   "svg_button_aria", "img_arrow", "hit_zone", "late_script")
VIEWER_CAPTIONS = ("plain", "sparse_empty", "identical", "english", "credit", "styled")
#: decoys of viewer pages; every site gets one single-picture trigger (qr_code or ad_image)
VIEWER_DECOYS = ("next_set", "next_story", "load_more", "related_carousel", "share", "consent",
                 "ad_tab", "ticker")
SINGLE_DECOYS = ("qr_code", "ad_image")
VIEWER_ORDER = ["control_naming", "control_element", "control_event", "picture_size",
                "extra_gallery", "counter", "caption", "decoys", "charset", *VIEWER_AXES]


def sample_viewer_sites(seed: int, n_sites: int) -> list[dict]:
    """The axes of every viewer site, from a stream of their own (``seed:viewer``)."""
    rng = random.Random(f"{seed}:viewer")
    sites: list[dict] = [{} for _ in range(n_sites)]
    everyone = range(n_sites)
    for axis, weights in VIEWER_AXES.items():
        for i, v in zip(everyone, balanced(rng, weights, n_sites), strict=True):
            sites[i][axis] = v
    keyed = [i for i in everyone if sites[i]["viewer_open"] == "key"]
    clicked = [i for i in everyone if i not in keyed]
    groups: list[tuple[str, Sequence[int], dict[str, float]]] = [
        ("control_event", clicked, {"click": 2, "mousedown": 1, "pointerdown": 1}),
        ("control_element", clicked, dict.fromkeys(VIEWER_ELEMENTS, 1)),
        ("control_naming", clicked, AXES["control_naming"]),
        ("picture_size", everyone, AXES["picture_size"]),
        ("extra_gallery", everyone, {"none": 1, "related_strip": 1}),
        ("counter", everyone, AXES["counter"]),
        ("caption", everyone, dict.fromkeys(VIEWER_CAPTIONS, 1)),
        ("charset", everyone, AXES["charset"]),
    ]
    for axis, idx, weights in groups:
        for i, v in zip(idx, balanced(rng, weights, len(idx)), strict=True):
            sites[i][axis] = v
    for i in keyed:
        sites[i].update(control_event="key", control_element="none", control_naming="none")
    used = dict.fromkeys(VIEWER_DECOYS, 0)
    for i in everyone:
        k = rng.randint(1, 3)
        pick = sorted(used, key=lambda d: (used[d], rng.random()))[:k]
        for d in pick:
            used[d] += 1
        single = SINGLE_DECOYS[i % 2]
        sites[i]["decoys"] = [*sorted(pick, key=VIEWER_DECOYS.index), single]
    return [{k: s[k] for k in VIEWER_ORDER} for s in sites]
