"""Stage 2, the Playwright edge: Debian's Chromium launched (:mod:`.launch`), supervised
(:mod:`.pool`), its tabs that settle (:mod:`.tab`), HAR replay (:mod:`.har`), the page
runtime installed in every tab (``js/init.js``, ``js/pristine.js``), how page scripts
run with typed results (:mod:`.scripts`; the browser's own in ``js/``: settling, pointing,
pressing), and a finger on the page: swipes by mouse and by touch, a tab made a phone
(:mod:`.touch`).

Nothing here knows what a gallery is: the gallery stage's page scripts and their types
live in :mod:`harvester.gallery.scripts` (``harvester/gallery/js``), and it passes its
vocabulary in.
"""
