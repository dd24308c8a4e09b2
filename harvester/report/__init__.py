"""``harvest report``: one self-contained HTML page of a run's records, to look at.

:mod:`.page` turns the records (and the pictures folder, when the run saved pictures) into
what the page shows; ``report.html.j2`` is the page (Jinja2, autoescaped, its style
inline, nothing fetched from elsewhere).
"""
