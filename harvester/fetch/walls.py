"""A login wall: a page that sends its readers to log in before they see the story.

Read from the bytes as sent (the HTTP stage) or as the browser loaded them: both ask
:func:`login_wall` before a page is harvested, so a wall is an error record of kind
``login``, never an empty article.
"""

from __future__ import annotations

import re
from urllib.parse import unquote, urlsplit

#: A login form's field: a password input.
_PASSWORD_RE = re.compile(rb"<input\b[^>]*\btype\s*=\s*[\"']?password\b", re.I)


def login_wall(asked: str, landed: str, body: bytes) -> str | None:
    """Why the page that ``asked`` ended on (``landed``, its bytes ``body``) is a login wall
    and not the story, or None. A login wall sends the reader to another page whose query
    names the page asked for (``/login?next=%2Fvip%2F1.html``, ``?returnUrl=…``) and asks
    there for a password; a page that only carries a login box beside its story is
    none."""
    there, here = urlsplit(asked), urlsplit(landed)
    if here.path == there.path or not there.path.strip("/"):
        return None
    if there.path not in unquote(here.query) or _PASSWORD_RE.search(body) is None:
        return None
    return f"login wall: the page sends readers to log in first ({here.path})"
