"""Stage 3, picture galleries: whether the bytes as sent show one, so that the page needs
the browser (:mod:`.signs`, a pre-rendered one anywhere on the page: :mod:`.scroller`),
whether the page was made for a phone (:mod:`.mobile`), is the rendered page one
(:mod:`.classify`), what a reader sees
(:mod:`.state`), finding a new site's "next" control (:mod:`.discover`), paging with a
known one (:mod:`.paging`) and reading the slides out of the walk (:mod:`.slides`); a
lightbox's grid and viewer (:mod:`.viewer`), a stack of pictures (:mod:`.stack`) and a
site's own slide data (:mod:`.datasource`), read through one vocabulary
(:mod:`.vocabulary`).
"""
