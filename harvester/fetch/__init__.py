"""The HTTP stage: every page fetched as sent, before (and often instead of) the browser.

:mod:`.client` fetches a page (or downloads a picture) under the run's user agent, proxy
and host limits and names what went wrong in the record's error vocabulary; :mod:`.guard`
keeps private addresses out, for this client and the browser's proxy alike; :mod:`.har`
records and replays its exchanges as HAR files (beside the browser's); :mod:`.walls`
tells a login wall. Whether the bytes as sent show a gallery is the gallery stage's
word (:mod:`harvester.gallery.signs`).
"""

from harvester.fetch.client import Downloaded, Fetched, Fetcher, FetchError

__all__ = ["Downloaded", "FetchError", "Fetched", "Fetcher"]
