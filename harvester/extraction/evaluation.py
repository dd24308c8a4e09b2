"""Scoring extracted text against ground truth, and reading the evaluation corpus.

One metric serves the benchmark (`bench/extraction.py`) and the quality gate in the tests:

* tokens are CJK character bigrams (inside each unbroken run of Han characters; a lone
  character counts as itself) plus lower-cased words of every other script;
* precision, recall and F1 compare the two token bags (multisets) of one page;
* *seed accuracy* is the papers' page criterion (seed 000 §5.1, seed 004): a page is
  correct when the extract holds the whole body (recall >= 0.95) and the noise next to it,
  extracted tokens that are not in the body, is at most 5% of the body.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

# Seed 000 §5.1 and seed 004: "all of the body, with at most 5% noise next to it".
SEED_MIN_RECALL = 0.95
SEED_MAX_NOISE = 0.05

_HAN = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_TOKEN_RE = re.compile(rf"[{_HAN}]+|[^\W_{_HAN}]+")
_HAN_RUN_RE = re.compile(rf"[{_HAN}]")

#: Where the corpus lives relative to a checkout: ``<repo>/../shared/corpus``.
DEFAULT_CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus"


def tokens(text: str) -> Counter[str]:
    """The token bag of ``text``: Han bigrams plus lower-cased words of other scripts."""
    bag: Counter[str] = Counter()
    for match in _TOKEN_RE.finditer(text or ""):
        run = match.group()
        if _HAN_RUN_RE.match(run):
            if len(run) == 1:
                bag[run] += 1
            else:
                bag.update(run[i : i + 2] for i in range(len(run) - 1))
        else:
            bag[run.lower()] += 1
    return bag


@dataclass(frozen=True, slots=True)
class PageScore:
    """How one extract compares with its ground truth."""

    precision: float
    recall: float
    f1: float
    noise: float  # extracted tokens absent from the body, as a share of the body

    @property
    def seed_correct(self) -> bool:
        """The papers' criterion: whole body, at most 5% noise."""
        return self.recall >= SEED_MIN_RECALL and self.noise <= SEED_MAX_NOISE


def score(predicted: str, truth: str) -> PageScore:
    """Bag-of-tokens precision, recall, F1 and noise of ``predicted`` against ``truth``."""
    pred, gold = tokens(predicted), tokens(truth)
    n_pred, n_gold = sum(pred.values()), sum(gold.values())
    if n_gold == 0:
        # Nothing to find: an empty answer is perfect, anything else is all noise.
        return PageScore(1.0, 1.0, 1.0, 0.0) if n_pred == 0 else PageScore(0.0, 1.0, 0.0, 1.0)
    common = sum((pred & gold).values())
    precision = common / n_pred if n_pred else 0.0
    recall = common / n_gold
    f1 = 2 * precision * recall / (precision + recall) if common else 0.0
    return PageScore(precision, recall, f1, (n_pred - common) / n_gold)


@dataclass(frozen=True, slots=True)
class CorpusPage:
    """One page of the evaluation corpus with its ground truth."""

    id: str
    path: Path
    url: str | None
    title: str | None
    publish_time: str | None
    body: str
    lang: str


def load_corpus(folder: Path) -> Iterator[CorpusPage]:
    """Yield the pages of one corpus folder (``zh``, ``en``…) in ``ground_truth.jsonl`` order."""
    with (folder / "ground_truth.jsonl").open(encoding="utf-8") as lines:
        for line in lines:
            if not line.strip():
                continue
            rec = json.loads(line)
            yield CorpusPage(
                id=rec["id"],
                path=folder / f"{rec['id']}.html",
                url=rec.get("url"),
                title=rec.get("title"),
                publish_time=rec.get("publish_time"),
                body=rec.get("body") or "",
                lang=rec.get("lang") or "",
            )


def normalise_time(value: str | None) -> str | None:
    """``YYYY-MM-DD[ HH:MM[:SS]]`` from an ISO 8601 or ground-truth time, to compare them.

    Seconds are kept only when both sides have them: callers compare with
    :func:`same_time`.
    """
    if not value:
        return None
    m = re.match(r"(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?", value)
    if not m:
        return None
    y, mo, d, h, mi, s = m.groups()
    out = f"{y}-{mo}-{d}"
    if h is not None:
        out += f" {h}:{mi}"
        if s is not None:
            out += f":{s}"
    return out


def same_time(predicted: str | None, truth: str | None) -> bool:
    """True when a predicted time matches the annotated one to the precision annotated."""
    p, t = normalise_time(predicted), normalise_time(truth)
    if p is None or t is None:
        return p is None and t is None
    return p[: len(t)] == t


def same_title(predicted: str | None, truth: str | None) -> bool:
    """Exact title match, blind to white space and full-/half-width spacing."""

    def norm(s: str | None) -> str:
        return re.sub(r"\s+", "", s or "")

    return norm(predicted) == norm(truth)


def corpus_digest(folder: Path) -> str:
    """SHA-256 over one corpus folder's files (names and bytes, in name order), shortened
    to 16 hex digits: the figures measured on a folder are pinned to this digest, so a
    changed corpus is noticed instead of quietly moving the figures (trafilatura's
    evaluation does the same)."""
    digest = hashlib.sha256()
    for path in sorted(folder.iterdir()):
        if path.is_file():
            digest.update(path.name.encode() + b"\0")
            digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]
