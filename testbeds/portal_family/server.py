"""``PortalFamilyServer``: every host of a family on its own ephemeral port of 127.0.0.1
(the port stands for the host name), a switch to "tomorrow" in place, and a request log
with the server-side measures of politeness (requests in flight per host, gaps between
request starts per host).
"""

from __future__ import annotations

import itertools
import threading
import time
from datetime import UTC
from email.utils import format_datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

from .family import Family
from .site import Response
from .truth import family_truth


class _HostServer(ThreadingHTTPServer):
    daemon_threads = True
    host_key: str
    owner: PortalFamilyServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # clients drop connections


class _Handler(BaseHTTPRequestHandler):
    server: _HostServer
    protocol_version = "HTTP/1.1"
    wbufsize = -1  # headers and body leave in one write (no Nagle / delayed-ACK stall)

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def date_time_string(self, timestamp: float | None = None) -> str:
        owner = self.server.owner
        return format_datetime(owner.family.now(owner.day).astimezone(UTC), usegmt=True)

    def do_GET(self) -> None:
        self._serve(head=False)

    def do_HEAD(self) -> None:
        self._serve(head=True)

    def _serve(self, head: bool) -> None:
        owner, start = self.server.owner, time.monotonic()
        try:
            resp = owner.family.respond(
                self.server.host_key, self.path, owner.day, owner.next_serial(), owner.bases
            )
        except Exception as exc:  # a bug of the bed: answer 500 and keep the log honest
            resp = Response(500, f"internal error: {exc!r}".encode(), "text/plain")
        if owner.delay:
            time.sleep(owner.delay)
        status = resp.status
        try:
            self.send_response(status)
            self.send_header("Content-Type", resp.ctype)
            self.send_header("Content-Length", str(len(resp.body)))
            for k, val in resp.headers.items():
                self.send_header(k, val)
            self.end_headers()
            if not head:
                self.wfile.write(resp.body)
        except OSError:
            status = 0  # the client went away
        owner.log(start, time.monotonic(), self.server.host_key, self.path, status)


class PortalFamilyServer:
    """Serve a family: ``with PortalFamilyServer(build(seed=0)) as srv: srv.base("p0")``.

    ``delay``: seconds every answer waits (so that requests overlap measurably)."""

    def __init__(self, family: Family, delay: float = 0.0) -> None:
        self.family = family
        self.delay = delay
        self.day = family.start_day
        self.bases: dict[str, str] = {}
        self._servers: list[_HostServer] = []
        self._lock = threading.Lock()
        self._log: list[dict[str, Any]] = []
        self._serial = itertools.count(1)

    # -- lifecycle -------------------------------------------------------------------------
    def start(self) -> PortalFamilyServer:
        """Start one server per host."""
        for host in self.family.hosts:
            srv = _HostServer(("127.0.0.1", 0), _Handler)
            srv.host_key, srv.owner = host, self
            self.bases[host] = f"http://127.0.0.1:{srv.server_address[1]}"
            threading.Thread(target=srv.serve_forever, args=(0.05,), daemon=True).start()
            self._servers.append(srv)
        return self

    def stop(self) -> None:
        """Stop every server."""
        for srv in self._servers:
            srv.shutdown()
            srv.server_close()
        self._servers.clear()

    def __enter__(self) -> PortalFamilyServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    # -- the family ------------------------------------------------------------------------
    def base(self, host: str) -> str:
        """``http://127.0.0.1:PORT`` of ``host`` (``p0``, ``p0.m``, ``img``, ``ads``)."""
        return self.bases[host]

    def set_day(self, day: int) -> None:
        """Switch every host to ``day`` (1: tomorrow) in place: same ports, same URLs."""
        self.day = day

    def truth(self) -> dict[str, Any]:
        """The truth of the current day with this server's URLs."""
        return family_truth(self.family, self.bases, self.day)

    def next_serial(self) -> int:
        """A new render number (session ids differ per render)."""
        with self._lock:
            return next(self._serial)

    # -- the log ---------------------------------------------------------------------------
    def log(self, start: float, end: float, host: str, path: str, status: int) -> None:
        """Record one request (monotonic start and end times)."""
        with self._lock:
            self._log.append(
                {"start": start, "end": end, "host": host, "path": path, "status": status}
            )

    @property
    def requests(self) -> list[dict[str, Any]]:
        """Every request so far: start, end (``time.monotonic``), host, path, status."""
        with self._lock:
            return list(self._log)

    def clear_log(self) -> None:
        """Forget the requests so far."""
        with self._lock:
            self._log.clear()

    def max_in_flight(self, host: str | None = None) -> int:
        """The largest number of requests to one host (``host``, or the worst host) that
        were being answered at the same time."""
        hosts = [host] if host else sorted({r["host"] for r in self.requests})
        best = 0
        for h in hosts:
            events = sorted(
                [(r["start"], 1) for r in self.requests if r["host"] == h]
                + [(r["end"], -1) for r in self.requests if r["host"] == h]
            )
            cur = 0
            for _, step in events:  # an end sorts before a start at the same instant
                cur += step
                best = max(best, cur)
        return best

    def min_gap(self, host: str | None = None) -> float | None:
        """The smallest time between the starts of two requests to one host (``host``, or
        the worst host); None with fewer than two requests."""
        hosts = [host] if host else sorted({r["host"] for r in self.requests})
        gaps = []
        for h in hosts:
            starts = sorted(r["start"] for r in self.requests if r["host"] == h)
            gaps += [b - a for a, b in itertools.pairwise(starts)]
        return min(gaps) if gaps else None
