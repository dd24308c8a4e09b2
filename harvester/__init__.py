"""harvester: harvest Chinese news portals, articles and picture galleries, with a real browser.

The package is flat, one module per stage:

* :mod:`harvester.encoding`: page bytes to text, trusting the bytes over declared charsets;
* :mod:`harvester.dom`: parsing, cleaning, laying text out in lines;
* :mod:`harvester.xpaths`: every XPath and class-name pattern;
* :mod:`harvester.lineblock`, :mod:`harvester.readability`, :mod:`harvester.combine`:
  the body-finding algorithms (line-block distribution, improved Readability, ``auto``);
* :mod:`harvester.metadata`: title, publish time, author, source;
* :mod:`harvester.extract`: the static article extractor that ties them together;
* :mod:`harvester.evaluation`: the metric of the benchmark and the quality gate;
* :mod:`harvester.browser`: the Playwright/Chromium edge: tabs that settle, HAR
  recording and replay (the scripts it runs in pages are in ``harvester/js``);
* :mod:`harvester.pool`: the run's browser, relaunched when it dies, recycled;
* :mod:`harvester.classify`: gallery or article, from the URL and the loaded page;
* :mod:`harvester.snapshot`: what a reader sees, and whether a click moved the gallery;
* :mod:`harvester.discover`: the probe scan for a new site's "next" control;
* :mod:`harvester.paging`: paging a gallery with its trigger, and its slides;
* :mod:`harvester.store`: the template store (SQLAlchemy);
* :mod:`harvester.output`: harvest records and the JSON Lines file (compacted);
* :mod:`harvester.harvest`: one URL end to end;
* :mod:`harvester.urls`, :mod:`harvester.errors`, :mod:`harvester.retry`,
  :mod:`harvester.robots`, :mod:`harvester.warc`: the small policies of a batch (input,
  error kinds, retries, robots.txt, WARC output);
* :mod:`harvester.runner`: a batch of URLs, concurrent, polite and deadline-bound;
* many workers on one PostgreSQL: :mod:`harvester.queue` (procrastinate's jobs),
  :mod:`harvester.records` (the shared records, status, results), :mod:`harvester.claims`
  (per-host slots, delays, discovery and robots.txt shared between workers) and
  :mod:`harvester.worker` (a long-lived worker around the runner);
* :mod:`harvester.cli`: the ``harvest`` command, one module per subcommand.
"""

from harvester.extract import Article, extract, extract_file

__all__ = ["Article", "extract", "extract_file"]
__version__ = "0.1.0"
