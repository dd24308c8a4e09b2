"""Galleries built with real, unmodified gallery libraries from the npm registry.

Each site lives in ``<family>/<library>/`` (``lightbox/``, ``slider/``, ``handmade/``): the
library's distributed files and licence under ``vendor/``, two gallery pages and one article
wired as the library's documentation shows, and ``truth.json``. :mod:`.server` serves them all
from 127.0.0.1 and draws the pictures on request; :func:`load_truth` merges every site's truth
into the schema of :mod:`testbeds.gallery_generator.score`. See ``README.md``.
"""

from .server import LibraryServer, load_truth

__all__ = ["LibraryServer", "load_truth"]
