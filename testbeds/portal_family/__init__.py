"""A generated family of Chinese news portals, for testing a crawler blind.

``build(seed, day=0)`` gives a :class:`Family` (4-6 portals, deterministic from the seed);
``PortalFamilyServer(family)`` serves every host of it on 127.0.0.1 (one port per host);
``truth(srv)`` (or ``truth.family_truth(family, bases, day)``) is what a crawler should find;
``score(records, truth)`` and ``format_report`` compare a crawl's records with it;
``build_big(n_stories)`` is one portal of 100,000 stories rendered on the fly. See README.md.
"""

from __future__ import annotations

from typing import Any

from .family import Family, build
from .server import PortalFamilyServer


def truth(srv: PortalFamilyServer) -> dict[str, Any]:
    """The truth of the family ``srv`` serves, on its current day, with its URLs."""
    return srv.truth()


__all__ = ["Family", "PortalFamilyServer", "build", "truth"]
