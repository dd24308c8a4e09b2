"""Stage 2, the Playwright edge: Debian's Chromium launched (:mod:`.launch`), supervised
(:mod:`.pool`), its tabs that settle (:mod:`.tab`), HAR replay (:mod:`.har`), and the
scripts run in pages with their typed results (:mod:`.scripts`, ``js/``).

Nothing here knows what a gallery is: the gallery stage passes its vocabulary in.
"""
