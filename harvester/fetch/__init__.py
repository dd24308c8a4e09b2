"""The HTTP stage: every page fetched as sent, before (and often instead of) the browser.

:mod:`.client` fetches a page under the run's user agent, proxy and host limits and names
what went wrong in the record's error vocabulary; :mod:`.har` records and replays its
exchanges as HAR files (beside the browser's); :mod:`.signs` reads the bytes and says
whether the page can be finished without a browser, and why not.
"""

from harvester.fetch.client import Downloaded, Fetched, Fetcher, FetchError
from harvester.fetch.signs import Triage, triage

__all__ = ["Downloaded", "FetchError", "Fetched", "Fetcher", "Triage", "triage"]
