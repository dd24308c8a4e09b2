"""What a harvest tells its reader besides the content: the error record of what ended it,
and notes of what the page did on its own (dialogs, popups, leaving itself, its scripts'
uncaught errors)."""

from __future__ import annotations

import re

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeout
from sqlalchemy.exc import DBAPIError

from harvester.browser.launch import BrowserSettings, PageBusy
from harvester.browser.loading import BodyBrokeOff
from harvester.browser.tab import Tab
from harvester.record import HarvestRecord, kind_of_message

#: What a Playwright error means, by the code in its message, where its kind says too little.
_SAID = {
    "ERR_ABORTED": "not HTML: the browser shows nothing for it (a download, an empty answer, "
    "or a load the page aborted)",
    "Download is starting": "not HTML: the server sent a file to download",
    "ERR_TOO_MANY_REDIRECTS": "redirect loop: the page redirects without end",
    "ERR_UNSAFE_REDIRECT": "redirect: to an address no browser goes to (file:, javascript:…)",
    "ERR_UNSAFE_PORT": "blocked: a port browsers refuse (a mail or other service's)",
    "ERR_NAME_NOT_RESOLVED": "dns: the host name does not resolve",
    "is navigating": "redirect: the page kept navigating and never stood still",
}


def fail_for(record: HarvestRecord, exc: Exception, settings: BrowserSettings) -> None:
    """Make ``record`` the error record of what ended the harvest."""
    if isinstance(exc, PageBusy):
        record.fail("deadline", f"deadline: {exc}")
    elif isinstance(exc, PlaywrightTimeout):
        record.fail(
            "timeout", f"timeout: the page did not load within {settings.nav_timeout_s:g} s"
        )
    elif isinstance(exc, BodyBrokeOff):
        record.fail("truncated", str(exc))
    elif isinstance(exc, PlaywrightError):
        message = str(exc).splitlines()[0]
        kind = kind_of_message(message)
        said = next((why for code, why in _SAID.items() if code in message), None)
        record.fail(kind, f"{said} ({message})" if said else f"{kind}: {message}")
    elif isinstance(exc, FileNotFoundError):  # no Chromium where a page needs the browser
        record.fail("browser", f"browser: {exc}")
    elif isinstance(exc, DBAPIError):  # the store's database went away (a restart)
        record.fail("database", f"database: {str(exc.orig or exc).splitlines()[0]}")
    else:
        record.fail("internal", f"internal error: {type(exc).__name__}: {exc}")


_SCHEME_RE = re.compile(r"\s*([A-Za-z][A-Za-z0-9+.-]*):")


def refused_load(tab: Tab) -> tuple[str, str] | None:
    """(error kind, message) when the page's failed load was one the run's guard proxy
    refused or could not serve (a private address, a name that does not resolve: an
    https load only says ``ERR_TUNNEL_CONNECTION_FAILED``), or an answer that shows no
    page (Chromium says only ``ERR_ABORTED``): a 204, a redirect to ``javascript:``."""
    if tab.failed_load is None:
        return None
    if tab.refusal is not None and (refused := tab.refusal(tab.failed_load[0])):
        return refused
    status, location = tab.document_answer or (0, "")
    if status == 204:
        return "no_content", "no content: the server answered 204 No Content"
    scheme = _SCHEME_RE.match(location)
    if 300 <= status < 400 and scheme and scheme[1].lower() not in ("http", "https"):
        return "redirect", f"redirect: to an address no browser goes to ({scheme[0]})"
    return None


def note_tab(tab: Tab, record: HarvestRecord) -> None:
    """Tell the reader what the page did on its own (dialogs, popups, leaving itself) and
    which pages a press would have loaded but was not let to."""
    if tab.dialogs:
        record.add_note(
            f"the page opened {tab.dialogs} dialog(s) (alert/confirm/prompt), dismissed"
        )
    if tab.popups:
        record.add_note(f"the page opened {tab.popups} popup window(s), closed")
    if tab.unfinished:
        record.add_note(
            "the page never finished loading (its document was still loading after "
            f"{tab.settings.nav_timeout_s:g} s though its HTML had all arrived): "
            "harvested as it stood"
        )
    if tab.navigated_to:
        record.add_note(f"the page navigated itself to {tab.navigated_to}")
    if tab.held_back:
        record.add_note(
            f"{len(tab.held_back)} press(es) would have loaded another page (first "
            f"{tab.held_back[0]}): not loaded"
        )


def note_script_errors(tab: Tab, record: HarvestRecord) -> None:
    if tab.page_errors and record.status == "ok":
        first = tab.page_errors[0]
        extra = f"the page's scripts threw {len(tab.page_errors)} error(s), first: {first}"
        record.note = f"{record.note}; {extra}" if record.note else extra
