"""harvester: harvest Chinese news portals, articles and picture galleries, with a real browser.

The packages are the pipeline's stages, in order:

* :mod:`harvester.extraction`: page bytes to a clean article (no browser, no database);
* :mod:`harvester.fetch`: the HTTP stage: a page fetched as sent, and whether it needs a browser;
* :mod:`harvester.browser`: Debian's Chromium through Playwright: tabs that settle;
* :mod:`harvester.gallery`: gallery or article, and paging a gallery (found or known);
* :mod:`harvester.store`: the template store and the database layer (SQLAlchemy, Alembic);
* :mod:`harvester.pipeline`: one URL through those stages;
* :mod:`harvester.pictures`: a record's pictures saved as its reader gets them (``--pictures``);
* :mod:`harvester.batch`: a run of many URLs in one process, with its policies;
* :mod:`harvester.crawl`: from a portal's lists, feeds and sitemaps to its stories;
* :mod:`harvester.shared`: many workers on one PostgreSQL queue;
* :mod:`harvester.cli`: the ``harvest`` command, one module per subcommand.

Beside them: :mod:`harvester.config` (every option and its default), :mod:`harvester.urls`
(a run's URLs and a URL's site and section), :mod:`harvester.record` (the record of one
URL and its error kinds) and :mod:`harvester.api` (one URL from Python).

The public surface is what ``__all__`` lists (pinned by ``tests/test_public_api.py``);
everything else is internal and may move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from harvester.extraction.article import Article, Image, extract, extract_file
from harvester.record import ERROR_KINDS, HarvestRecord

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
__version__ = "0.1.0"

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
