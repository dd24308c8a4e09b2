"""harvester: harvest Chinese news portals, articles and picture galleries, with a real browser.

The packages are the pipeline's stages, in order:

* :mod:`harvester.extraction`: page bytes to a clean article (no browser, no database);
* :mod:`harvester.browser`: Debian's Chromium through Playwright: tabs that settle;
* :mod:`harvester.gallery`: gallery or article, and paging a gallery (found or known);
* :mod:`harvester.store`: the template store and the database layer (SQLAlchemy, Alembic);
* :mod:`harvester.pipeline`: one URL through those stages;
* :mod:`harvester.batch`: a run of many URLs in one process, with its policies;
* :mod:`harvester.shared`: many workers on one PostgreSQL queue;
* :mod:`harvester.cli`: the ``harvest`` command, one module per subcommand.

Beside them: :mod:`harvester.config` (every option and its default), :mod:`harvester.urls`
(a run's URLs and a URL's site and section) and :mod:`harvester.record` (the record of one
URL and its error kinds).
"""

from harvester.extraction.article import Article, extract, extract_file

__all__ = ["Article", "extract", "extract_file"]
__version__ = "0.1.0"
