"""Whether a page was made for a phone, and so is read as a phone reads it.

A phone's gallery may answer to touch alone (a swipe track with a ``1/8`` indicator, no
arrow, no key), and a page made for a phone may lay itself out otherwise in a desktop's
window. Such a page is rendered at a phone's size with touch (:meth:`Tab.as_phone
<harvester.browser.tab.Tab.as_phone>`) when it shows one of these signs:

- an address of a mobile twin: a host whose first label is ``m``, ``3g``, ``wap`` or
  ``h5`` (``m.sohu.com``, ``3g.163.com``), or such a folder (``/m/``, ``/wap/``);
- a viewport meta made for a phone: ``width=device-width`` and no zoom
  (``user-scalable=no`` or ``maximum-scale=1``), as mobile pages write it and responsive
  desktop pages, which let the reader zoom, do not;
- a phone's column: with ``width=device-width``, nothing of the layout wider than
  :data:`PHONE_COLUMN_PX` in a desktop's window.

Pure functions; ``js/mobile.js`` reads the page.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

#: The first host labels and the folders of mobile twins (GALLERY_MECHANICS §8:
#: photo.sina.cn, m.sohu.com; ours: 3g.163.com, wap.xinhuanet.com, h5 landing pages).
MOBILE_LABELS = frozenset({"m", "3g", "wap", "h5"})
#: A layout no wider than this in a desktop's window is a phone's column centred (ours:
#: mobile news pages cap their body at 640-750 px; a desktop layout is 960 px or more).
PHONE_COLUMN_PX = 800
#: A window at least this wide shows whether the layout stretches (a phone's is narrower).
DESKTOP_WINDOW_PX = 1200

_DEVICE_WIDTH_RE = re.compile(r"width\s*=\s*device-width", re.I)
_NO_ZOOM_RE = re.compile(
    r"user-scalable\s*=\s*(?:no|0)|maximum-scale\s*=\s*1(?:\.0*)?(?![\d.])", re.I
)


def mobile_signs(url: str, viewport: str | None, column: float, window: float) -> list[str]:
    """The signs that the page at ``url`` (its viewport meta's content, the widest element
    of its layout and the window's width, px) was made for a phone, as reasons."""
    signs: list[str] = []
    parts = urlsplit(url)
    host = (parts.hostname or "").split(".")
    if len(host) > 2 and host[0] in MOBILE_LABELS:
        signs.append(f"a mobile host ({parts.hostname})")
    elif folders := [f for f in parts.path.split("/")[:-1] if f.lower() in MOBILE_LABELS]:
        signs.append(f"a mobile folder (/{folders[0]}/)")
    if viewport is not None and _DEVICE_WIDTH_RE.search(viewport):
        if _NO_ZOOM_RE.search(viewport):
            signs.append(f"a phone's viewport ({viewport.strip()})")
        elif window >= DESKTOP_WINDOW_PX and 0 < column <= PHONE_COLUMN_PX:
            signs.append(f"a phone's column ({column:.0f} px in a {window:.0f} px window)")
    return signs
