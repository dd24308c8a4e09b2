"""When a failed URL is tried again, and after how long: the retry policy of ``harvest run``.

As in Scrapy's RetryMiddleware: network errors, 5xx and 429 are worth another try, other
4xx are not (a 404 stays a 404); the wait doubles from try to try, and a ``Retry-After``
header (RFC 9110 §10.2.3: seconds, or an HTTP date) is honoured instead when the server
sends one. A URL is never retried past its deadline.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

#: Statuses worth another try (Scrapy's RETRY_HTTP_CODES, with 429 honouring Retry-After).
RETRY_STATUSES = frozenset({429, 500, 502, 503, 504, 522, 524, 408})
#: Kinds of error worth another try: the network may recover, a 5xx may go away.
RETRY_KINDS = frozenset({"network", "truncated"})
#: First wait, and the longest wait between two tries (seconds; ours).
BACKOFF_BASE_S = 0.5
BACKOFF_MAX_S = 30.0


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """``retries`` more tries at most for a URL whose error is worth it."""

    retries: int = 2
    base_s: float = BACKOFF_BASE_S
    max_s: float = BACKOFF_MAX_S

    def should_retry(self, attempt: int, kind: str | None, status: int | None) -> bool:
        """Whether try number ``attempt`` (1 for the first) that failed so is tried again."""
        if attempt > self.retries:
            return False
        if kind == "http":
            return status in RETRY_STATUSES
        return kind in RETRY_KINDS

    def delay(self, attempt: int, retry_after: str | None = None) -> float:
        """Seconds to wait before try ``attempt + 1``."""
        wait = parse_retry_after(retry_after) if retry_after else None
        if wait is None:
            wait = self.base_s * 2 ** (attempt - 1)
        return min(max(wait, 0.0), self.max_s)


def parse_retry_after(value: str, now: datetime | None = None) -> float | None:
    """A ``Retry-After`` value in seconds from now: delta-seconds or an HTTP date."""
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max((when - (now or datetime.now(UTC))).total_seconds(), 0.0)
