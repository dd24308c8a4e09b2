"""robots.txt: may the harvester load this URL, and how long must it wait between loads.

:class:`RobotsPolicy` fetches each host's ``/robots.txt`` once (callers asking about the
same host at the same time share that one fetch), parses it with Protego (Scrapy's parser,
RFC 9309 with the common extensions: wildcards, ``Crawl-delay``) and answers for the
harvester's product token. What a fetch that did not give a robots.txt means:

======================  =============================================================
robots.txt answer       policy
======================  =============================================================
2xx                     its rules (an HTML soft 404 has none: everything allowed)
3xx left after 20       allow everything: too many redirects is "unavailable"
redirects followed      (RFC 9309 §2.3.1.2), which is treated like a 4xx
4xx (404, 403, 401…)    allow everything (RFC 9309 §2.3.1.3, "unavailable")
5xx, network error,     allow everything while :data:`UNREACHABLE_ALLOWS` (Scrapy's
timeout, blocked        ``RobotsTxtMiddleware``); RFC 9309 §2.3.1.4 would disallow
======================  =============================================================

A host's answer is kept for the policy's life, one run (RFC 9309 §2.4 allows a day).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable
from functools import partial
from urllib.parse import urlsplit

from protego import Protego

from harvester.fetch import Fetcher

#: robots URL → (HTTP status, text). Raising means the robots.txt could not be reached.
Fetch = Callable[[str], Awaitable[tuple[int, str]]]

#: Bytes of a robots.txt read and parsed; the rest is ignored. RFC 9309 §2.5: "crawlers
#: SHOULD impose a parsing limit [that] MUST be at least 500 kibibytes (KiB)".
ROBOTS_MAX_BYTES = 500 * 1024

#: A robots.txt that answers 5xx or cannot be reached allows everything. RFC 9309
#: §2.3.1.4 says to assume complete disallow instead; we follow Scrapy's
#: ``RobotsTxtMiddleware`` (which allows on a failed download), because a broken robots
#: endpoint must not turn a whole run into errors: the pages themselves may serve fine.
#: ``False`` gives the RFC's behaviour.
UNREACHABLE_ALLOWS = True

#: The product token that ``User-agent:`` lines name to address this crawler.
PRODUCT = "harvester"

_PRODUCT_IN_UA = re.compile(rf"(?<![\w-]){PRODUCT}/", re.IGNORECASE)
_DEFAULT_PORTS = {"http": 80, "https": 443}
_ALLOW_ALL = Protego.parse("")
_DISALLOW_ALL = Protego.parse("User-agent: *\nDisallow: /\n")


def product_token(user_agent: str) -> str:
    """What to match ``User-agent:`` groups against: ``harvester`` when the UA string has a
    ``harvester/…`` product, else the UA string itself.

    Protego matches a group's name anywhere in the string it is given (at a word start), so
    a full browser UA would also fall into groups for ``Mozilla``, ``Chrome`` or ``Safari``;
    RFC 9309 §2.2.1 matches the crawler's product token only.
    """
    return PRODUCT if _PRODUCT_IN_UA.search(user_agent) else user_agent


def origin(url: str) -> str | None:
    """``scheme://host[:port]`` of an http(s) URL, lower-cased, default port dropped (the
    key of one robots.txt); ``None`` for other schemes and URLs without a host."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:  # a broken IPv6 literal, a port that is not a number or out of range
        return None
    scheme = parts.scheme.lower()
    if scheme not in _DEFAULT_PORTS or not parts.hostname:
        return None
    host = parts.hostname  # lower-cased by urlsplit, brackets of an IPv6 address removed
    if ":" in host:
        host = f"[{host}]"
    if port is None or port == _DEFAULT_PORTS[scheme]:
        return f"{scheme}://{host}"
    return f"{scheme}://{host}:{port}"


def robots_url(origin_: str) -> str:
    """The robots.txt URL of an :func:`origin`."""
    return f"{origin_}/robots.txt"


def unreachable() -> Protego:
    """The rules of a robots.txt that answered 5xx or could not be reached."""
    return _ALLOW_ALL if UNREACHABLE_ALLOWS else _DISALLOW_ALL


def parse_answer(status: int, text: str) -> Protego:
    """The rules a robots.txt answer stands for (the module docstring's table)."""
    if 200 <= status < 300:
        return Protego.parse(text.removeprefix("\ufeff"))  # a BOM would hide the first line
    if 300 <= status < 500:
        return _ALLOW_ALL
    return unreachable()


def fetch_with(fetcher: Fetcher) -> Fetch:
    """The :data:`Fetch` of a run: its HTTP client (async, bounded in all, following
    redirects, each hop kept off private addresses as pages are), reading at most
    :data:`ROBOTS_MAX_BYTES`, decoded as UTF-8 (RFC 9309 §2.3) with bad bytes replaced.
    Network errors and timeouts raise."""
    return partial(fetcher.text, max_bytes=ROBOTS_MAX_BYTES)


class RobotsPolicy:
    """robots.txt of every host, fetched once per host (concurrent callers share one
    fetch), parsed with Protego."""

    def __init__(
        self,
        user_agent: str,
        *,
        ignore: bool = False,
        fetch: Fetch,
        timeout_s: float = 10.0,
    ) -> None:
        self.user_agent = user_agent
        self.token = product_token(user_agent)
        self.ignore = ignore
        self.timeout_s = timeout_s
        self._fetch = fetch
        self._rules: dict[str, Protego] = {}
        self._loading: dict[str, asyncio.Task[Protego]] = {}
        self._fetched = 0

    async def allowed(self, url: str) -> bool:
        """``True`` when robots are ignored, ``url`` is not http(s), or its host's robots.txt
        lets this user agent load it."""
        if self.ignore:
            return True
        rules = await self._rules_for(url)
        return rules is None or rules.can_fetch(url, self.token)

    async def crawl_delay(self, url: str) -> float | None:
        """``Crawl-delay`` in seconds for this user agent on ``url``'s host; ``None`` when
        the group has none, robots are ignored or ``url`` is not http(s)."""
        if self.ignore:
            return None
        rules = await self._rules_for(url)
        return None if rules is None else rules.crawl_delay(self.token)

    def fetched(self) -> int:
        """How many robots.txt were requested so far."""
        return self._fetched

    async def _rules_for(self, url: str) -> Protego | None:
        key = origin(url)
        if key is None:
            return None
        rules = self._rules.get(key)
        if rules is not None:
            return rules
        task = self._loading.get(key)
        if task is None or task.cancelled():  # cancelled: the loop that ran it shut down
            task = asyncio.ensure_future(self._load(key))
            self._loading[key] = task
        # shielded: a caller cancelled while waiting must not cancel the others' fetch
        return await asyncio.shield(task)

    async def _load(self, key: str) -> Protego:
        self._fetched += 1
        try:
            # the whole fetch is bounded too: urllib's timeout is per socket operation
            status, text = await asyncio.wait_for(
                self._fetch(robots_url(key)), timeout=self.timeout_s
            )
            # a custom fetcher may return more; characters stand in for bytes here
            rules = parse_answer(status, text[:ROBOTS_MAX_BYTES])
        except Exception:  # network error, timeout, a fetcher's or the parser's failure
            rules = unreachable()
        finally:
            self._loading.pop(key, None)
        self._rules[key] = rules
        return rules
