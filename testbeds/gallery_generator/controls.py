"""The gallery's own "next"/"previous" controls: markup, selectors and CSS per element x naming.

``controls(site_ctx, rng)`` fills ``ctx`` with ``prev_html``/``next_html`` (empty when the
script creates them, or for keyboard-only sites), ``next_sel``/``prev_sel`` (CSS selectors
that find exactly the control; structural ones for unnamed controls) and ``control_css``.
"""

from __future__ import annotations

import random

SVG_R = ('<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><path d="M9 5l7 7-7 7"'
         ' fill="none" stroke="currentColor" stroke-width="2"/></svg>')
SVG_L = ('<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">'
         '<path d="M15 5l-7 7 7 7"'
         ' fill="none" stroke="currentColor" stroke-width="2"/></svg>')

TAGS = {"a_href": "a", "a_void": "a", "a_hash": "a", "a_empty": "a", "div": "div", "span": "span",
        "button": "button", "svg_button": "button", "svg_button_aria": "button",
        "img_arrow": "img", "hit_zone": "div"}


def _one(ctx: dict, rng: random.Random, side: str, attrs: str) -> str:
    el, sid = ctx["element"], ctx["sid"]
    title = ' title="下一张"' if side == "n" else ' title="上一张"'
    title = title if ctx["naming"] == "portal" and rng.random() < 0.5 else ""
    a = f" {attrs}" if attrs else ""
    if el == "a_href":
        return f'<a href="?pic={2 if side == "n" else 1}" target="_self"{a}{title}></a>'
    if el == "a_void":
        return f'<a href="javascript:void(0)"{a}{title}></a>'
    if el == "a_hash":
        return f'<a href="#" hidefocus="true" target="_self"{a}{title}></a>'
    if el == "a_empty":
        return f'<a href=""{a}{title}></a>'
    if el in ("div", "span", "hit_zone"):
        tag = "div" if el == "hit_zone" else el
        return f"<{tag}{a}{title}></{tag}>"
    if el == "button":
        label = ctx["button_label_" + side]
        return f'<button type="button"{a}{title}>{label}</button>'
    if el in ("svg_button", "svg_button_aria"):
        aria = ""
        if el == "svg_button_aria":
            aria = ' aria-label="' + ("下一张" if side == "n" else "上一张") + '"'
            if ctx["naming"] in ("english", "bem", "testid"):
                aria = ' aria-label="' + ("Next slide" if side == "n" else "Previous slide") + '"'
        return f'<button type="button"{a}{aria}>{SVG_R if side == "n" else SVG_L}</button>'
    alt = rng.choice(["", "下一个", "next"]) if side == "n" else ""
    arrow = "arrow-r" if side == "n" else "arrow-l"
    return f'<img src="/{sid}/static/{arrow}.png" alt="{alt}"{a}>'


def _css(ctx: dict) -> str:
    el, n, p = ctx["element"], ctx["next_sel"], ctx["prev_sel"]
    if el == "hit_zone":
        return (f"{n}, {p} {{ position: absolute; top: 0; height: 100%; width: 0; z-index: 5;"
                f" cursor: pointer; background: transparent; }}\n{n} {{ right: 0; }}\n"
                f"{p} {{ left: 0; }}\n")
    base = (f"{n}, {p} {{ position: absolute; top: 50%; margin-top: -30px; width: 44px;"
            f" height: 60px; z-index: 5; cursor: pointer; display: block; border: 0;"
            f" background: rgba(0,0,0,.35); color: #fff; padding: 0; }}\n"
            f"{n} {{ right: 8px; }}\n{p} {{ left: 8px; }}\n")
    if el in ("div", "span", "a_href", "a_void", "a_hash", "a_empty", "late_script"):
        base += (f"{n}::after, {p}::after {{ content: ''; position: absolute; top: 22px;"
                 f" width: 14px; height: 14px; border-top: 3px solid #fff; }}\n"
                 f"{n}::after {{ left: 12px; border-right: 3px solid #fff;"
                 f" transform: rotate(45deg); }}\n"
                 f"{p}::after {{ left: 18px; border-left: 3px solid #fff;"
                 f" transform: rotate(-45deg); }}\n")
    if el == "img_arrow":  # the stage's picture rule (`stage > img`) must not stretch it
        base += f"{n}, {p} {{ width: 44px !important; height: 60px !important; }}\n"
    return base + f"{n}.disabled {{ opacity: .3; cursor: default; }}\n"


def controls(ctx: dict, rng: random.Random) -> None:
    """Fill ctx with the control markup, selectors and CSS."""
    names, el, stage = ctx["names"], ctx["element"], ctx["names"]["stage"].sel
    ctx["button_label_n"] = rng.choice(["下一张", "&gt;", "Next"])
    ctx["button_label_p"] = {"下一张": "上一张", "&gt;": "&lt;", "Next": "Prev"}[
        ctx["button_label_n"]]
    ctx.update(prev_html="", next_html="", next_sel="", prev_sel="", control_css="",
               late_attrs_js="", late_tag="div")
    if ctx["event"] == "key":
        return
    if el == "page_link":
        pager = names["pager"].sel
        ctx["next_sel"] = names["next"].sel or f"{pager} > a:last-child"
        return
    tag = TAGS.get(el, "div")
    if el == "late_script":
        tag = rng.choice(["a", "div", "span"])
        ctx["late_tag"] = tag
        js = []
        for var, role in (("p", "prev"), ("n", "next")):
            for attr in _attr_pairs(names[role].attrs):
                js.append(f"{var}.setAttribute('{attr[0]}', '{attr[1]}');")
            if tag == "a":
                js.append(f"{var}.setAttribute('href', 'javascript:;');")
        ctx["late_attrs_js"] = " ".join(js)
    for side, role in (("n", "next"), ("p", "prev")):
        name = names[role]
        if name.sel:
            sel = name.sel
        else:
            sel = f"{stage} > {tag}:" + ("last-child" if side == "n" else "nth-last-child(2)")
        ctx[role + "_sel"] = sel
        if el != "late_script":
            ctx[role + "_html"] = _one(ctx, rng, side, name.attrs)
    ctx["control_css"] = _css(ctx)


def _attr_pairs(attrs: str) -> list[tuple[str, str]]:
    out = []
    for part in attrs.split('" '):
        if "=" in part:
            k, v = part.split("=", 1)
            out.append((k.strip(), v.strip().strip('"')))
    return out
