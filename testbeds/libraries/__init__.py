"""Galleries built with real, unmodified gallery libraries from the npm registry.

Each site lives in ``<family>/<library>/`` (``lightbox/``, ``slider/``, ``handmade/``): the
library's distributed files and licence under ``vendor/``, two gallery pages and one article
wired as the library's documentation shows, and ``truth.json``. :mod:`.server` serves them all
from 127.0.0.1 and draws the pictures on request; :func:`load_truth` merges every site's truth
into the schema of :mod:`testbeds.gallery_generator.score`. See ``README.md``.
"""

from .server import HELD_OUT_WALKS, LibraryServer, load_truth, walked_in_this_run

__all__ = ["HELD_OUT_WALKS", "LibraryServer", "load_truth", "walked_in_this_run"]
