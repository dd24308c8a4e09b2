"""A family of portals as one object: its hosts, what each host answers on a given day
(its truth: ``truth.family_truth``); ``build(seed, day)`` makes it (the big single-portal
variant lives in big.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from .model import Portal, make_portals
from .shapes import now_of
from .site import Response, respond


@dataclass
class Family:
    """The portals of one seed (or one big portal), ready to be served."""

    seed: int
    portals: list[Portal]
    start_day: int = 0
    big: Any = None  # a big.BigPortal, for the memory variant
    hosts: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.hosts:
            for p in self.portals:
                self.hosts += [p.key] + ([p.mkey] if p.mkey else [])
            self.hosts += ["img", "ads"]

    def now(self, day: int) -> datetime:
        """The family's fixed "now" on ``day``."""
        return now_of(day)

    def respond(
        self, host: str, target: str, day: int, serial: int, bases: dict[str, str]
    ) -> Response:
        """What ``host`` answers to a request for ``target`` (path and query) on ``day``;
        ``serial`` numbers the render (session ids differ per render)."""
        if self.big is not None:
            answer: Response = self.big.respond(host, target, bases)
            return answer
        return respond(self.portals, bases, host, target, day, serial)

    def default_bases(self) -> dict[str, str]:
        """Stand-in bases (``http://p0.invalid`` …) for a truth without a server."""
        return {h: f"http://{h}.invalid" for h in self.hosts}


def build(seed: int, day: int = 0) -> Family:
    """The family of ``seed``, starting on ``day`` (0, or 1 for "tomorrow")."""
    return Family(seed=seed, portals=make_portals(seed), start_day=day)
