"""Score harvester records (JSONL, one per URL) against a generated ``truth.json``.

Pure functions: ``score(records, truth, base_url)`` returns totals and per-axis-value tables;
``format_report(report)`` renders them as plain text. CLI:
``python -m testbeds.gallery_generator.score truth.json records.jsonl BASE_URL``.

Per gallery: ``complete`` (kind gallery, exactly the truth pictures in order, each once, and
every caption equal after whitespace normalisation; a photo credit the truth keeps inside a
caption may come back as the slide's ``credit`` instead, nothing being lost), ``pictures_ok``
(pictures right, captions ignored), ``foreign`` (pictures not in this gallery: a decoy or
another album was followed), credits right where the truth has one. Per article: kind right
and, when paginated, every page's paragraphs in order and ``pages`` equal to the truth.
Later galleries of a site (order > 1): ``template == "hit"`` and ``probes == 0``.
"""

from __future__ import annotations

import json
import re
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

GALLERY_AXES = ["control_naming", "control_element", "control_event", "data_source", "address",
                "transition", "picture_size", "extra_gallery", "counter", "caption",
                "caption_layout", "end", "decoys", "charset", "entry", "url_word",
                "viewer_open", "viewer_end", "viewer_captions", "viewer_large", "viewer_motion",
                "viewer_layout"]


def norm(t: Any) -> str:
    """Collapse whitespace (newlines included) to one space and strip."""
    return re.sub(r"\s+", " ", t if isinstance(t, str) else "").strip()


def rel_path(url: Any, base_url: str) -> str:
    """A picture URL as a path relative to the base URL (query and fragment dropped)."""
    if not isinstance(url, str):
        return ""
    base = urlsplit(base_url).path
    path = urlsplit(url).path if "://" in url or url.startswith("/") else url
    if path.startswith(base):
        path = path[len(base):]
    return path.lstrip("/")


def record_key(rec: dict, base_url: str) -> str:
    """The truth key of a record (its URL relative to the base URL)."""
    url = rec.get("url")
    url = url if isinstance(url, str) else ""
    return url[len(base_url):] if url.startswith(base_url) else url.lstrip("/")


def credit_ok(got: Any, want: str) -> bool:
    """A credit matches when it holds the truth's name and little else."""
    g = norm(got)
    return bool(g) and want in g and len(g) <= len(want) + 8


def caption_ok(got: dict, want: dict) -> bool:
    """A slide's caption is right when it equals the truth's after whitespace normalisation,
    or when the truth's caption ends in a photo credit (（摄影：罗建国）) that the record gives
    as the slide's ``credit``, the caption being the rest: where a credit belongs is the
    record's choice, the name must not be lost (Nivo Slider's truth keeps it in the caption,
    the generated family's apart)."""
    have, text = norm(got.get("caption")), norm(want.get("caption"))
    if have == text:
        return True
    credit = norm(got.get("credit"))
    if not credit or credit not in text:
        return False
    start = text.index(credit)
    head = max(text.rfind(b, 0, start) for b in "（(")
    close = [i for i in (text.find(b, start) for b in "）)") if i >= 0]
    if head < 0 or not close:
        return False
    rest = (text[:head] + text[min(close) + 1 :]).strip(" ，,;；")
    return have == rest


def score_gallery(rec: dict | None, t: dict, base_url: str) -> dict:
    """The verdicts of one gallery page."""
    out = {"found": rec is not None, "kind_ok": False, "complete": False, "pictures_ok": False,
           "foreign": 0, "missing": len(t["slides"]), "credits": 0, "credits_ok": 0}
    if rec is None:
        return out
    slides = rec.get("slides") if isinstance(rec.get("slides"), list) else []
    slides = [s for s in slides if isinstance(s, dict)]
    got = [rel_path(s.get("image"), base_url) for s in slides]
    want = [s["image"] for s in t["slides"]]
    out["kind_ok"] = rec.get("kind") == "gallery"
    out["pictures_ok"] = out["kind_ok"] and got == want
    out["foreign"] = sum(1 for p in got if p not in set(want))
    out["missing"] = len(set(want) - set(got))
    out["captions_ok"] = out["pictures_ok"] and all(
        caption_ok(g, w) for g, w in zip(slides, t["slides"], strict=True)
    )
    out["complete"] = bool(out["captions_ok"])
    by_image = {rel_path(s.get("image"), base_url): s for s in slides}
    for s in t["slides"]:
        if s.get("credit"):
            out["credits"] += 1
            out["credits_ok"] += credit_ok((by_image.get(s["image"]) or {}).get("credit"),
                                           s["credit"])
    if t.get("order", 1) > 1:
        probes = rec.get("probes")
        out["reuse_ok"] = rec.get("template") == "hit" and probes == 0
        out["probes_known"] = isinstance(probes, int)
    return out


def paragraphs_in_order(text: str, paras: list[str]) -> bool:
    """Every paragraph appears in ``text`` in order."""
    pos, body = 0, norm(text)
    for p in paras:
        i = body.find(norm(p), pos)
        if i < 0:
            return False
        pos = i + len(norm(p))
    return True


def slides_ok(rec_slides: Any, want: list[dict], base_url: str) -> bool:
    """An article's embedded gallery: exactly the truth's pictures in order, captions right
    (``caption_ok``). No truth slides: the record must have none."""
    got = [s for s in rec_slides if isinstance(s, dict)] if isinstance(rec_slides, list) else []
    return [rel_path(s.get("image"), base_url) for s in got] == [s["image"] for s in want] and all(
        caption_ok(g, w) for g, w in zip(got, want, strict=True)
    )


def score_article(rec: dict | None, t: dict, base_url: str = "") -> dict:
    """The verdicts of one article; ``slides_ok`` when the truth embeds a gallery (or names
    ``slides: []``: then the record must carry none)."""
    out = {"found": rec is not None, "kind_ok": False, "text_ok": False, "pages_ok": False}
    if rec is None:
        return out
    out["kind_ok"] = rec.get("kind") == "article"
    paras = t["text"].split("\n")
    out["text_ok"] = paragraphs_in_order(rec.get("text") or "", paras)
    pages = rec.get("pages") if isinstance(rec.get("pages"), int) else 1
    out["pages_ok"] = pages == t["pages"]
    out["ok"] = out["kind_ok"] and (t["pages"] == 1 or (out["text_ok"] and out["pages_ok"]))
    if "slides" in t:
        out["slides_ok"] = slides_ok(rec.get("slides"), t["slides"], base_url)
        out["ok"] = out["ok"] and out["slides_ok"]
    return out


def _captions_exact(gal: dict[str, tuple[dict, dict]], by_key: dict[str, dict],
                    base_url: str) -> tuple[int, int]:
    """(captions right, ``caption_ok``, truth captions) over every gallery picture, matched by
    picture; a picture missing from the record counts as a wrong caption."""
    n = d = 0
    for key, (t, _) in gal.items():
        rec = by_key.get(key) or {}
        slides = rec.get("slides") if isinstance(rec.get("slides"), list) else []
        got = {rel_path(s.get("image"), base_url): s for s in slides if isinstance(s, dict)}
        for s in t["slides"]:
            d += 1
            n += s["image"] in got and caption_ok(got[s["image"]], s)
    return n, d


def _share(n: int, d: int) -> dict:
    return {"n": n, "of": d, "pct": round(100.0 * n / d, 1) if d else 0.0}


def _axis_tables(gal: dict[str, tuple[dict, dict]]) -> dict:
    """Per axis, per value: the share of complete galleries. The generator's axes come first
    in their usual order, then any other axis a truth names (``library``, ``viewer`` …)."""
    tables: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    named = {a for t, _ in gal.values() for a in t.get("axes", {})}
    axes = [a for a in GALLERY_AXES if a in named] + sorted(named - set(GALLERY_AXES))
    for t, v in gal.values():
        for axis in axes:
            if axis not in t["axes"]:
                continue
            vals = t["axes"].get(axis)
            for val in vals if isinstance(vals, list) else [vals]:
                cell = tables[axis][str(val)]
                cell[0] += v["complete"]
                cell[1] += 1
    return {a: {val: _share(c[0], c[1]) for val, c in sorted(vals.items())}
            for a, vals in tables.items()}


def score(records: list[dict], truth: dict, base_url: str) -> dict:
    """Totals and per-axis-value shares of complete galleries."""
    by_key: dict[str, dict] = {}
    for rec in records:
        if isinstance(rec, dict):
            by_key[record_key(rec, base_url)] = rec
    gal, art = {}, {}
    for key, t in truth["pages"].items():
        rec = by_key.get(key)
        if t["kind"] == "gallery":
            gal[key] = (t, score_gallery(rec, t, base_url))
        else:
            art[key] = (t, score_article(rec, t, base_url))
    gv = [v for _, v in gal.values()]
    later = [v for t, v in gal.values() if t.get("order", 1) > 1]
    paged = [v for t, v in art.values() if t["pages"] > 1]
    totals = {
        "galleries": len(gv), "records": len(by_key),
        "found": _share(sum(v["found"] for v in gv), len(gv)),
        "kind_ok": _share(sum(v["kind_ok"] for v in gv), len(gv)),
        "complete": _share(sum(v["complete"] for v in gv), len(gv)),
        "pictures_ok": _share(sum(v["pictures_ok"] for v in gv), len(gv)),
        "with_foreign": _share(sum(v["foreign"] > 0 for v in gv), len(gv)),
        "foreign_pictures": sum(v["foreign"] for v in gv),
        "credits_ok": _share(sum(v["credits_ok"] for v in gv), sum(v["credits"] for v in gv)),
        "later_reuse_ok": _share(sum(bool(v.get("reuse_ok")) for v in later), len(later)),
        "articles": len(art),
        "article_kind_ok": _share(sum(v["kind_ok"] for _, v in art.values()), len(art)),
        "article_ok": _share(sum(bool(v.get("ok")) for _, v in art.values()), len(art)),
        "paginated_text_ok": _share(sum(v["text_ok"] for v in paged), len(paged)),
        "paginated_pages_ok": _share(sum(v["pages_ok"] for v in paged), len(paged)),
        "embedded_slides_ok": _share(sum(bool(v.get("slides_ok")) for t, v in art.values()
                                         if t.get("slides")),
                                     sum(1 for t, _ in art.values() if t.get("slides"))),
        "captions_exact": _share(*_captions_exact(gal, by_key, base_url)),
    }
    by_article: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for t, v in art.values():
        cell = by_article[t.get("axes", {}).get("article", "plain")]
        cell[0] += bool(v.get("ok"))
        cell[1] += 1
    failures = sorted(k for k, (_, v) in gal.items() if not v["complete"])
    return {"totals": totals, "axes": _axis_tables(gal),
            "articles": {k: _share(*c) for k, c in sorted(by_article.items())},
            "galleries": {k: v for k, (_, v) in gal.items()}, "failed": failures,
            "articles_verdicts": {k: v for k, (_, v) in art.items()}}


def format_report(report: dict) -> str:
    """Plain-text tables: totals, then every axis value's share of complete galleries."""
    lines = ["TOTALS"]
    for k, v in report["totals"].items():
        val = f"{v['n']}/{v['of']} ({v['pct']}%)" if isinstance(v, dict) else str(v)
        lines.append(f"  {k:<22} {val}")
    lines.append("")
    lines.append("GALLERIES COMPLETE BY AXIS VALUE")
    for axis, vals in report["axes"].items():
        lines.append(f"  {axis}")
        for val, s in vals.items():
            bar = "#" * int(s["pct"] // 5)
            lines.append(f"    {val:<20} {s['n']:>4}/{s['of']:<4} {s['pct']:>5.1f}%  {bar}")
    lines.append("")
    lines.append("ARTICLES OK BY KIND")
    for kind, s in report["articles"].items():
        lines.append(f"    {kind:<20} {s['n']:>4}/{s['of']:<4} {s['pct']:>5.1f}%")
    return "\n".join(lines) + "\n"


def read_jsonl(path: Path) -> list[dict]:
    """Records from a JSONL file (bad lines skipped)."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            rec = json.loads(line)
        except ValueError:
            continue
        if isinstance(rec, dict):
            out.append(rec)
    return out


def main(argv: list[str] | None = None) -> int:
    """``python -m testbeds.gallery_generator.score truth.json records.jsonl BASE_URL``."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 3:
        print(main.__doc__, file=sys.stderr)
        return 2
    truth = json.loads(Path(args[0]).read_text(encoding="utf-8"))
    base = args[2] if args[2].endswith("/") else args[2] + "/"
    print(format_report(score(read_jsonl(Path(args[1])), truth, base)), end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
