"""Serving a tab from a HAR recording, and keeping a tab to a list of hosts (tests: loopback)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urldefrag, urlsplit

from playwright.async_api import (
    BrowserContext,
    Route,
)

from harvester.fetch.har import har_answers, stored_answer


async def replay_har(context: BrowserContext, path: Path) -> None:
    """Answer every request of ``context`` from a HAR recording (a ``.har`` file, or a
    folder of them as ``--record-har`` writes); what it lacks is aborted.

    Playwright's own ``route_from_har`` serves text bodies as the HAR stores them, decoded
    to UTF-8, under the original header: a GBK page comes back as mojibake. Here text is
    served as UTF-8 and its Content-Type says so.
    """
    answers = har_answers(path)

    async def answer(route: Route) -> None:
        request = route.request
        response = answers.get((request.method, urldefrag(request.url)[0]))
        if response is None:
            await route.abort()
            return
        body, headers = stored_answer(response)
        await route.fulfill(status=response.get("status", 200), headers=dict(headers), body=body)

    await context.route("**/*", answer)


async def only_hosts(context: BrowserContext, hosts: tuple[str, ...]) -> None:
    """Abort every request of ``context`` to a host not in ``hosts``."""

    async def gate(route: Route) -> None:
        if urlsplit(route.request.url).hostname in hosts:
            await route.continue_()
        else:
            await route.abort()

    await context.route("**/*", gate)
