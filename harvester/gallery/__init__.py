"""Stage 3, picture galleries: is the page one (:mod:`.classify`), what a reader sees
(:mod:`.state`), finding a new site's "next" control (:mod:`.discover`) and paging with
a known one (:mod:`.paging`), read through one vocabulary (:mod:`.vocabulary`).
"""
