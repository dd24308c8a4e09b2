"""``harvest crawl``: from a portal's front page, sections, feeds and sitemaps to its records.

- :mod:`~harvester.crawl.keys`: the one key a story has under all its URLs;
- :mod:`~harvester.crawl.feeds`: RSS, Atom, sitemaps and robots.txt's ``Sitemap:`` lines;
- :mod:`~harvester.crawl.listing`: a navigation page's news links, titles and times;
- :mod:`~harvester.crawl.drawn`: a list a script draws, read as Chromium shows it;
- :mod:`~harvester.crawl.frontier`: what is left to fetch and what was seen, on disk;
- :mod:`~harvester.crawl.crawler`: the crawl itself, over the batch runner.
"""
