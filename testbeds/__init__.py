"""Test beds: the servers, generators and helpers the tests and the benches share.

Importable from the repository root with no edit of the import path (pytest's
``pythonpath = ["."]``; benches run as ``python -m bench.NAME``). Not part of the installed
wheel: ``pyproject.toml`` packages only ``harvester*``. The recorded data these beds serve
stays in ``recorded_pages/`` (the fixture sites and ``expected.json``).

Servers (all bound to 127.0.0.1 on a free port, usable as context managers):

- :mod:`testbeds.portal_server` — ``PortalServer`` serves ``recorded_pages/`` (our fake
  portal sites, recorded galleries and articles) with the charset a portal would send;
  ``RECORDED_PAGES`` is that folder.
- :mod:`testbeds.fault_server` — ``FaultServer``: good Chinese news pages next to every way a
  page can go wrong (hangs, drips, resets, redirect loops, robots.txt, crawl delays, renderer
  hogs), with a log of every request it saw; for the black-box tests of ``harvest run``.
- :mod:`testbeds.page_server` — ``serve_pages``: a few in-memory pages, for the tests that
  load one page into Chromium and press something on it or watch it load.

Generators (deterministic from a seed, with their ground truth; written blind):

- :mod:`testbeds.gallery_generator` — the generated family of portals: gallery and article
  sites built from independent axes, ``build``, ``GeneratedServer`` and its scorer (see its
  README.md).
- :mod:`testbeds.generated_family` — that family harvested end to end through
  ``harvester.batch.runner`` and scored (``tests/test_generated_family.py``,
  ``bench/galleries.py --generated``).
- :mod:`testbeds.article_generator` — the generated family of Chinese article pages, laid out
  like ``shared/corpus/zh`` (``python -m testbeds.article_generator OUT --seed N``).
- :mod:`testbeds.recorded_tools` — how ``recorded_pages/`` was written: ``make_images`` (the
  PNG pictures) and ``make_pages`` (every page and ``expected.json``).

Helpers:

- :mod:`testbeds.async_browser` — ``AsyncChromium``: one Chromium on an event loop of its own,
  shared by a module's async tests (``tests/conftest.py``'s ``async_chromium`` fixture).
- :mod:`testbeds.proctree` — a process and its descendants, read from /proc (find, count and
  kill the Chromium of a ``harvest`` subprocess).
- :mod:`testbeds.harvest_cli` — the environment a ``harvest`` subprocess runs in under test
  (no proxies, no seeds, no ``HARVEST_DB``) and the Chromium it is given.
- :mod:`testbeds.store_fixtures` — the PostgreSQL server CI starts (``HARVEST_TEST_PG``),
  reset per test, and the ``needs_pg`` skip mark.
"""
