"""The one key a story has under all the URLs that lead to it.

Portals link one story under several URLs: a ``#comments`` fragment, tracking parameters
(``utm_*``, Alibaba's ``spm``, WeChat's and timelines' ``from=…``), a session id in the path
(``;jsessionid=…``) or the query (``sid=…``), parameters in another order. The key drops
what never selects content and keeps everything else: two URLs with one key are one story,
harvested once. Mobile and desktop twins and old addresses that redirect differ in more:
the harvested page's ``final_url`` and ``canonical_url`` join them. w3lib's
``canonicalize_url`` and trafilatura's ``clean_url`` do the same; the parameter names are
theirs and the portals' of ``testbeds/portal_family``'s README.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from harvester.urls import normalize_url, without_session

#: Query parameters that track the reader or the link's place, never select content
#: (Google's UTM, Alibaba's spm, the ``from`` of WeChat shares and news timelines, common
#: click ids). Session ids go too (:func:`harvester.urls.without_session`).
TRACKING_PARAMS = re.compile(
    r"^(?:utm_\w+|spm|scm|from|fromid|fr|share_token|wfr|gclid|fbclid|yclid|mc_cid|mc_eid)$",
    re.I,
)


def story_key(url: str) -> str:
    """``url`` as the key of what it shows: scheme and host in lower case, default port
    and fragment dropped, session ids and tracking parameters removed, the other query
    parameters sorted (a URL that cannot be split is its own key)."""
    base = without_session(normalize_url(url))
    try:
        parts = urlsplit(base)
    except ValueError:
        return base
    path = parts.path or "/"
    query = [
        (k, v)
        for k, v in parse_qsl(parts.query, keep_blank_values=True)
        if not TRACKING_PARAMS.match(k)
    ]
    return urlunsplit((parts.scheme, parts.netloc, path, urlencode(sorted(query)), ""))
