"""harvester: harvest Chinese news portals, articles and picture galleries, with a real browser.

Its modules and packages, each importing only those above it in this list (the layers
of ``pyproject.toml``'s import-linter contract; README.md's layout and
docs/how-it-works.md give the same order):

* :mod:`harvester.urls`: a run's URLs, a URL's site and section;
* :mod:`harvester.record`: the record of one URL and its error kinds;
* :mod:`harvester.extraction`: page bytes to a clean article (no browser, no database);
* :mod:`harvester.fetch`: the HTTP stage: a page fetched as sent, the private-address guard;
* :mod:`harvester.browser`: Debian's Chromium through Playwright: tabs that settle;
* :mod:`harvester.gallery`: gallery or article (from the bytes, then rendered), and paging one;
* :mod:`harvester.store`: the database: its schema, the template store, migrations;
* :mod:`harvester.pictures`: a record's pictures saved as its reader gets them (``--pictures``);
* :mod:`harvester.pipeline`: one URL through those stages;
* :mod:`harvester.batch`: a run of many URLs in one process, with its policies;
* :mod:`harvester.crawl`: from a portal's lists, feeds and sitemaps to its stories;
* :mod:`harvester.shared`: many workers on one PostgreSQL queue;
* :mod:`harvester.report`: one HTML page of a run's records (``harvest report``);
* :mod:`harvester.config`: every option, its default and which commands take it;
* :mod:`harvester.api`: one URL from Python;
* :mod:`harvester.cli`: the ``harvest`` command, one module per subcommand.

The public surface is what ``__all__`` lists (pinned by ``tests/test_public_api.py``);
everything else is internal and may move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from harvester.extraction.article import Article, Image, extract, extract_file
from harvester.record import ERROR_KINDS, HarvestRecord
from harvester.version import __version__

if TYPE_CHECKING:
    from harvester.api import harvest_url
    from harvester.browser.launch import BrowserSettings
    from harvester.store.templates import TemplateStore

__all__ = [
    "ERROR_KINDS",
    "Article",
    "BrowserSettings",
    "HarvestRecord",
    "Image",
    "TemplateStore",
    "__version__",
    "extract",
    "extract_file",
    "harvest_url",
]

#: What the browser half of the surface needs is imported on first use, so that
#: ``import harvester`` (and ``harvest extract``) loads neither Playwright nor SQLAlchemy.
_LAZY = {
    "harvest_url": "harvester.api",
    "BrowserSettings": "harvester.browser.launch",
    "TemplateStore": "harvester.store.templates",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from importlib import import_module

        value = getattr(import_module(_LAZY[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'harvester' has no attribute {name!r}")
