"""A loopback test bed for ``harvest run --pictures``: a news site, a picture host and a
private target, each a threaded ``http.server`` on 127.0.0.1 (three ports: three hosts)::

    with PictureBed(latency_s=0.0) as bed:
        bed.site, bed.pictures, bed.private      # "http://127.0.0.1:PORT"
        bed.allow                                # the --allow-private-host values (site, pictures)
        bed.article_url("broken"), bed.page_cases("broken"), bed.gallery_url
        bed.cases["bomb"].expect                 # "bomb"
        bed.requests_for("jpeg"), bed.private_hits, bed.log, bed.peak_in_flight
        bed.add_bench_pages(pages=30, per_page=10, duplicate_share=0.3, seed=1)

**The site** serves ``/article/<name>.html`` (a UTF-8 Chinese article: ``<h1>``, publish time
``2026-11-30 10:20``, 300+ character paragraphs, after each of the first ones a picture:
``<p><img src=… alt=CAPTION></p><p class="pic-caption">CAPTION</p>``), the gallery
``/gallery/script-cookie.html`` (one large ``<img id="pic">``, counter ``1/4``, ``<p
id="caption">``, links ``上一张`` and ``下一张`` paging four pictures by script; a script at
the top of ``<head>`` sets ``document.cookie = "token=…; path=/"``) and ``/robots.txt``
(everything allowed), and ``/flaky/<name>.html``: article ``name`` from a server busy every
other time (odd requests answer 503 with ``Retry-After: 1``). Every answer sets
``Set-Cookie: sid=…; Path=/``: a cookie of 127.0.0.1 goes to every port, as a
``Domain=.example.cn`` cookie goes to every host of the site.

**The picture host** serves each :class:`Case` at ``/img/<name>.jpg``, as ``image/jpeg``
whatever its bytes are; the gallery's pictures at ``/protected/slide_N.jpg`` (403 unless the
request has the cookies ``sid`` and ``token`` and a Referer on the site's host:port); the
pictures of :meth:`PictureBed.add_bench_pages` at ``/bench/B/P-K.jpg``. It waits
``latency_s`` before each answer and logs each request in ``bed.log``: ``(path, headers)``,
header names lower-cased, and the most requests it had in progress at once in
``bed.peak_in_flight``. **The private target** answers a picture to anything, and counts.

Pictures are made by Pillow from a seed (a gradient under random shapes, or noise), so they
differ to a perceptual hash; a case's ``sha256`` is of the exact bytes served.

    python -m testbeds.picture_host      # fetch every case once with httpx, print what came
"""

from __future__ import annotations

import dataclasses
import hashlib
import io
import json
import random
import struct
import sys
import threading
import time
import zlib
from contextlib import suppress
from dataclasses import dataclass
from html import escape
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any, cast
from urllib.parse import urlsplit

from PIL import Image, ImageDraw, ImageOps

from testbeds.fault_server import article_paragraphs

SID = "sid-5f1c2a9e7b"  #: the session cookie every answer of the site sets
TOKEN = "tok-83d0c4e6aa"  #: the cookie the gallery page's script sets
PUBLISHED = "2026-11-30 10:20"
GALLERY = "script-cookie"  #: the gallery page's name: /gallery/script-cookie.html
DRIP_CHUNK, DRIP_EVERY_S = 1024, 0.5  #: the ``drip`` case: 1 KB every 0.5 s
HTML = "text/html; charset=utf-8"

#: page name -> the cases it shows, in page order
GROUPS: dict[str, tuple[str, ...]] = {
    "formats": ("jpeg", "png", "gif", "webp", "avif", "bmp", "redirect_ok"),
    "guarded": ("referer_required", "cookie_required"),
    "dups-1": ("dup_a", "near_a", "jpeg"),
    "dups-2": ("dup_b", "near_b"),
    "broken": ("missing", "html_as_jpeg", "pixel", "bomb", "redirect_private"),
    "limits": ("oversized", "oversized_chunked", "drip"),
    GALLERY: ("slide_1", "slide_2", "slide_3", "slide_4"),
}
CAPTIONS = (
    "清晨的江面上，渔民们驾船出港，开始一天的劳作。",
    "游客在古镇的石板路上漫步，感受江南水乡的独特韵味。",
    "收割机在金黄的麦田里来回穿梭，田间一片繁忙景象。",
    "夜幕降临，城市的灯光秀吸引了众多市民驻足观赏。",
    "工人们在建设工地上紧张施工，抢抓工期确保进度。",
    "雪后的山林银装素裹，宛如一幅水墨画卷。",
    "候鸟在湿地公园的浅滩上觅食栖息，构成一幅和谐画面。",
)
_TOPICS = ("城市更新", "乡村振兴", "文旅融合", "生态保护", "科技创新", "民生实事")


@dataclass(frozen=True, slots=True)
class Case:
    """One picture address and what ``--pictures`` should make of it: ``expect`` is
    ``"saved"`` or the error KIND. ``format``, ``width`` and ``height`` describe the picture
    served (for ``pixel`` and ``bomb`` too: ``bomb``'s are its header's claim), ``sha256`` and
    ``bytes`` the body served (None for a redirect; ``redirect_ok`` has its target's).
    ``page`` is the first page showing it, ``caption`` the caption shown there."""

    name: str
    url: str
    expect: str
    format: str | None = None
    width: int | None = None
    height: int | None = None
    sha256: str | None = None
    bytes: int | None = None
    caption: str = ""
    page: str = ""


@dataclass(frozen=True, slots=True)
class _Route:
    body: bytes
    status: int = 200
    type: str = "image/jpeg"
    location: str | None = None
    send: str = "length"  # "length", "chunked" (no Content-Length) or "drip"
    needs: frozenset[str] = frozenset()  # of "referer", "sid", "token"


def scene(seed: int, size: tuple[int, int] = (640, 480)) -> Image.Image:
    """A seeded RGB picture: a two-colour gradient in one of three directions under 8 to 14
    random ellipses, rectangles and triangles."""
    rng = random.Random(seed)

    def colour() -> tuple[int, int, int]:
        return (rng.randrange(256), rng.randrange(256), rng.randrange(256))

    turn = rng.choice((None, Image.Transpose.ROTATE_90, Image.Transpose.ROTATE_180))
    ramp = Image.linear_gradient("L")
    im = ImageOps.colorize(
        (ramp.transpose(turn) if turn else ramp).resize(size), colour(), colour()
    )
    draw, (w, h) = ImageDraw.Draw(im), size
    for _ in range(rng.randint(8, 14)):
        x, y = rng.randrange(w), rng.randrange(h)
        dx, dy, shape = rng.randint(w // 10, w // 2), rng.randint(h // 10, h // 2), rng.randrange(3)
        if shape == 0:
            draw.ellipse((x, y, x + dx, y + dy), fill=colour())
        elif shape == 1:
            draw.rectangle((x, y, x + dx, y + dy), fill=colour())
        else:
            draw.polygon([(x, y), (x + dx, y), (x + rng.randint(0, dx), y + dy)], fill=colour())
    return im


def noise(seed: int, size: tuple[int, int]) -> Image.Image:
    """Seeded RGB noise (as a JPEG of quality 95, about 1.2 bytes a pixel)."""
    return Image.frombytes("RGB", size, random.Random(seed).randbytes(size[0] * size[1] * 3))


def encode(im: Image.Image, fmt: str = "JPEG", **options: Any) -> bytes:
    """``im`` in Pillow's format ``fmt`` (``JPEG``, ``PNG``, ``GIF``, ``WEBP``, ``AVIF``…)."""
    out = io.BytesIO()
    im.save(out, fmt, **options)
    return out.getvalue()


def bomb_png(side: int = 30000) -> bytes:
    """A PNG of about 3 KB whose IHDR (valid, right CRC) declares ``side``×``side`` 8-bit grey
    pixels; its IDAT holds the first 100 rows only, zeros."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    ihdr = struct.pack(">IIBBBBB", side, side, 8, 0, 0, 0, 0)
    idat = zlib.compress(b"\0" * (side + 1) * 100, 9)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def article_html(name: str, pictures: list[tuple[str, str]]) -> str:
    """An article page ``name`` showing ``pictures`` ((url, caption)), one after each of its
    first paragraphs (at least 4 paragraphs, and one more than pictures)."""
    body: list[str] = []
    for i, text in enumerate(article_paragraphs(name, max(4, len(pictures) + 1))):
        body.append(f"<p>{text}</p>")
        if i < len(pictures):
            url, caption = escape(pictures[i][0]), escape(pictures[i][1])
            body.append(f'<p class="pic"><img src="{url}" alt="{caption}"></p>')
            body.append(f'<p class="pic-caption">{caption}</p>')
    title = f"图文报道：{_TOPICS[zlib.crc32(name.encode()) % len(_TOPICS)]}取得新进展（{name}）"
    return f"""<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>{title}_本地新闻网</title></head>
<body><div class="nav"><a href="/">首页</a> <a href="/article/">新闻</a></div>
<div class="article"><h1>{title}</h1>
<div class="info"><span class="time">{PUBLISHED}</span> 来源：本地新闻网 记者：李华</div>
<div class="content">
{chr(10).join(body)}
</div><div class="editor">（责任编辑：王明）</div></div>
<div class="footer">版权所有 本地新闻网 未经授权禁止转载</div></body></html>
"""


def gallery_html(slides: list[tuple[str, str]]) -> str:
    """The classic gallery page, paging ``slides`` ((url, caption)) by script."""
    data = json.dumps([{"src": u, "caption": c} for u, c in slides], ensure_ascii=False)
    return f"""<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<script>document.cookie = "token={TOKEN}; path=/";</script>
<title>高清组图：湿地公园迎来越冬候鸟_本地新闻网</title>
<style>#box{{width:820px;margin:0 auto}}#pic{{width:800px;height:600px;display:block}}</style>
</head><body><div class="nav"><a href="/">首页</a> <a href="/gallery/">图片</a></div>
<h1>高清组图：湿地公园迎来越冬候鸟</h1><div class="info">{PUBLISHED} 来源：本地新闻网</div>
<div id="box"><img id="pic" src="{escape(slides[0][0])}" width="800" height="600" alt="">
<div class="bar"><a id="prev" href="javascript:void 0">上一张</a>
<span id="counter">1/{len(slides)}</span> <a id="next" href="javascript:void 0">下一张</a></div>
<p id="caption">{escape(slides[0][1])}</p></div>
<script>
var slides = {data}, i = 0;
function show(k) {{
  if (k < 0 || k >= slides.length) return;
  i = k;
  document.getElementById("pic").src = slides[i].src;
  document.getElementById("caption").textContent = slides[i].caption;
  document.getElementById("counter").textContent = (i + 1) + "/" + slides.length;
}}
document.getElementById("next").onclick = function () {{ show(i + 1); return false; }};
document.getElementById("prev").onclick = function () {{ show(i - 1); return false; }};
</script></body></html>
"""


class _Server(ThreadingHTTPServer):
    daemon_threads, request_queue_size = True, 128

    def __init__(self, bed: PictureBed, role: str) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.bed, self.role = bed, role
        self.origin = f"http://127.0.0.1:{self.server_address[1]}"

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], OSError):  # a client that left is no news
            super().handle_error(request, client_address)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, and chunked bodies
    disable_nagle_algorithm = True  # headers and body written apart: no delayed-ACK stall

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass

    def do_HEAD(self) -> None:
        self.do_GET()

    def do_GET(self) -> None:
        server = cast(_Server, self.server)
        bed, path = server.bed, self.path.split("#")[0].split("?")[0]
        with suppress(OSError):  # the client left
            if server.role == "private":
                bed._count(None, {})
                self._send(200, bed._bait, "image/jpeg")
            elif server.role == "site":
                cookie = [("Set-Cookie", f"sid={SID}; Path=/")]
                tries = bed._site_request(path)
                if path == "/robots.txt":
                    self._send(200, b"User-agent: *\nAllow: /\n", "text/plain", cookie)
                elif path.startswith("/flaky/") and tries % 2:
                    self._send(503, b"busy", HTML, [*cookie, ("Retry-After", "1")])
                elif html := bed._pages.get(path.replace("/flaky/", "/article/", 1)):
                    self._send(200, html.encode(), HTML, cookie)
                else:
                    self._send(404, "<h1>404 页面不存在</h1>".encode(), HTML, cookie)
            else:
                bed._count(path, {k.lower(): v for k, v in self.headers.items()})
                try:
                    bed._busy(+1)
                    time.sleep(bed.latency_s)
                    self._picture(bed, bed._routes.get(path))
                finally:
                    bed._busy(-1)

    def _picture(self, bed: PictureBed, route: _Route | None) -> None:
        get = self.command == "GET"
        if route is None:
            self._send(404, b"<h1>404 Not Found</h1>", HTML)
        elif not bed._passes(route.needs, self.headers.get("Referer"), self.headers.get("Cookie")):
            self._send(403, "<h1>403 禁止访问</h1>".encode(), HTML)
        elif route.location:
            self._send(route.status, b"", HTML, [("Location", route.location)])
        elif route.send == "chunked":
            self._head(route.status, route.type, [("Transfer-Encoding", "chunked")])
            for at in range(0, len(route.body) if get else 0, 65536):
                piece = route.body[at : at + 65536]
                self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
            self.wfile.write(b"0\r\n\r\n" if get else b"")
        elif route.send == "drip":
            self._head(route.status, route.type, [("Content-Length", str(len(route.body)))])
            for at in range(0, len(route.body) if get else 0, DRIP_CHUNK):
                self.wfile.write(route.body[at : at + DRIP_CHUNK])
                if bed._stop.wait(DRIP_EVERY_S):
                    return
        else:
            self._send(route.status, route.body, route.type)

    def _head(self, status: int, kind: str, extra: list[tuple[str, str]]) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        for key, value in extra:
            self.send_header(key, value)
        self.end_headers()

    def _send(self, status: int, body: bytes, kind: str, extra: Any = ()) -> None:
        self._head(status, kind, [("Content-Length", str(len(body))), *extra])
        if self.command == "GET":
            self.wfile.write(body)


class PictureBed:
    """The site, the picture host and the private target (see the module's docstring). The
    servers are bound and every case made on construction; they serve while entered."""

    def __init__(self, latency_s: float = 0.0) -> None:
        self.latency_s = latency_s
        self._servers = [_Server(self, role) for role in ("site", "pictures", "private")]
        self.site, self.pictures, self.private = (s.origin for s in self._servers)
        self.allow = [urlsplit(self.site).netloc, urlsplit(self.pictures).netloc]
        #: every request the picture host got: (path without query, lower-cased headers)
        self.log: list[tuple[str, dict[str, str]]] = []
        #: every path the site was asked for (query dropped), in order
        self.site_log: list[str] = []
        self.cases: dict[str, Case] = {}  #: the cases of GROUPS' pages, by name
        self.bench_cases: dict[str, Case] = {}  #: the pictures of add_bench_pages, by name
        self._lock, self._stop = threading.Lock(), threading.Event()
        self._hits, self._batches, self._in_flight = 0, 0, 0
        #: the most picture-host requests in progress at once (set it to 0 to measure afresh)
        self.peak_in_flight = 0
        #: when the first picture request came and the last answer ended (monotonic s)
        self.first_request: float | None = None
        self.last_answer: float | None = None
        self._routes: dict[str, _Route] = {}
        self._pages: dict[str, str] = {"/": article_html("index", [])}
        self._page_cases: dict[str, list[Case]] = {}
        try:
            self._bait = encode(scene(99, (64, 48)))
            self._make_cases()
            for name, members in GROUPS.items():
                self._add_page(name, [self.cases[m] for m in members])
        except BaseException:
            for server in self._servers:
                server.server_close()
            raise

    def _serve(self, path: str, case: Case, body: bytes, **route: Any) -> Case:
        """Serve ``body`` at ``path`` on the picture host as ``case`` (its sha256 and size)."""
        if "needs" in route:
            route["needs"] = frozenset(route["needs"])
        self._routes[path] = _Route(body, **route)
        digest = hashlib.sha256(body).hexdigest() if body else None
        return dataclasses.replace(case, sha256=digest, bytes=len(body) or None)

    def _add(
        self, name: str, expect: str, body: bytes, fmt: str | None = None, **route: Any
    ) -> None:
        path = f"/{'protected' if name.startswith('slide_') else 'img'}/{name}.jpg"
        w, h = (30000, 30000) if expect == "bomb" else (None, None)  # Pillow refuses a bomb
        w, h = Image.open(io.BytesIO(body)).size if fmt and not w else (w, h)
        page = next((p for p, members in GROUPS.items() if name in members), "")
        caption = CAPTIONS[len(self.cases) % len(CAPTIONS)]
        case = Case(name, self.pictures + path, expect, fmt, w, h, caption=caption, page=page)
        self.cases[name] = self._serve(path, case, body, **route)

    def _make_cases(self) -> None:
        sizes = {"jpeg": (640, 480), "png": (800, 600), "gif": (480, 360)}
        sizes |= {"webp": (640, 480), "avif": (640, 480), "bmp": (400, 300)}
        for seed, (fmt, size) in enumerate(sizes.items(), start=1):
            self._add(fmt, "saved", encode(scene(seed, size), fmt.upper()), fmt)
        self._add("referer_required", "saved", encode(scene(11)), "jpeg", needs={"referer"})
        self._add("cookie_required", "saved", encode(scene(12, (800, 600))), "jpeg", needs={"sid"})
        dup = encode(scene(13))
        self._add("dup_a", "saved", dup, "jpeg")
        self._add("dup_b", "saved", dup, "jpeg")
        near = scene(14, (800, 600))
        self._add("near_a", "saved", encode(near, quality=90), "jpeg")
        near = near.resize((600, 450), Image.Resampling.LANCZOS)
        self._add("near_b", "saved", encode(near, quality=60), "jpeg")
        page = "<html><head><title>出错了</title></head><body><h1>404 图片不存在</h1></body></html>"
        self._add("missing", "http", page.encode(), status=404, type=HTML)
        self._add("html_as_jpeg", "not_picture", page.encode())
        self._add("pixel", "placeholder", encode(Image.new("RGB", (1, 1), "white"), "GIF"), "gif")
        self._add("bomb", "bomb", bomb_png(), "png")
        big = encode(noise(15, (1800, 1400)), quality=95)  # about 3 MB
        self._add("oversized", "too_big", big, "jpeg")
        self._add("oversized_chunked", "too_big", big, "jpeg", send="chunked")
        self._add("drip", "timeout", encode(noise(16, (480, 360)), quality=95), "jpeg", send="drip")
        self._add("redirect_private", "blocked", b"", status=302, location=self.private + "/x.jpg")
        jpeg = self.cases["jpeg"]
        self._add("redirect_ok", "saved", b"", status=302, location=jpeg.url)
        ok = self.cases["redirect_ok"]  # the bytes are jpeg's
        self.cases[ok.name] = dataclasses.replace(
            jpeg, name=ok.name, url=ok.url, caption=ok.caption
        )
        for k in range(1, 5):
            slide = encode(scene(20 + k, (800, 600)))
            self._add(f"slide_{k}", "saved", slide, "jpeg", needs={"referer", "sid", "token"})

    def _add_page(self, name: str, cases: list[Case]) -> None:
        pictures = [(c.url, c.caption) for c in cases]
        html = gallery_html(pictures) if name == GALLERY else article_html(name, pictures)
        self._pages[urlsplit(self.page_url(name)).path] = html
        self._page_cases[name] = list(cases)

    def add_bench_pages(
        self, pages: int, per_page: int, duplicate_share: float, seed: int
    ) -> list[str]:
        """Serve ``pages`` more articles (``bench<B>-<P>``) showing ``per_page`` JPEGs
        (640×480) each, and return their URLs. ``round(duplicate_share × pictures)`` of the
        pictures are the bytes of a distinct picture of another page, under their own URL;
        the rest are distinct. Their cases are ``bed.bench_cases``, in page order."""
        batch, self._batches = self._batches, self._batches + 1
        rng = random.Random(seed)
        slots = [(p, k) for p in range(pages) for k in range(per_page)]
        dups = set(rng.sample(slots, round(len(slots) * duplicate_share)))
        start = seed * 1_000_003 + batch * 10_007
        bodies = {
            s: encode(scene(start + i), quality=85) for i, s in enumerate(slots) if s not in dups
        }
        if len(set(bodies.values())) != len(bodies):
            raise ValueError("two distinct bench pictures came out the same")
        for p, k in sorted(dups):
            others = [s for s in bodies if s[0] != p and s not in dups]
            if not others:
                raise ValueError("a duplicate needs a distinct picture on another page")
            bodies[p, k] = bodies[rng.choice(others)]
        for p in range(pages):
            cases = []
            for k in range(per_page):
                name, path = f"bench{batch}-{p}-{k}", f"/bench/{batch}/{p}-{k}.jpg"
                caption, page = CAPTIONS[k % len(CAPTIONS)], f"bench{batch}-{p}"
                case = Case(name, self.pictures + path, "saved", "jpeg", 640, 480, None, None)
                case = dataclasses.replace(case, caption=caption, page=page)
                self.bench_cases[name] = self._serve(path, case, bodies[p, k])
                cases.append(self.bench_cases[name])
            self._add_page(f"bench{batch}-{p}", cases)
        return [self.article_url(f"bench{batch}-{p}") for p in range(pages)]

    @property
    def gallery_url(self) -> str:
        """The gallery page: /gallery/script-cookie.html."""
        return self.page_url(GALLERY)

    def article_url(self, name: str) -> str:
        return f"{self.site}/article/{name}.html"

    def page_url(self, name: str) -> str:
        """The URL of page ``name``: an article, or the gallery (``script-cookie``)."""
        return f"{self.site}/gallery/{name}.html" if name == GALLERY else self.article_url(name)

    def flaky_url(self, name: str) -> str:
        """Article ``name`` from a server that answers 503 to every other request."""
        return f"{self.site}/flaky/{name}.html"

    def site_requests(self, path: str, since: int = 0) -> int:
        """Requests the site got for ``path`` from ``bed.site_log[since]`` on."""
        with self._lock:
            return self.site_log[since:].count(path)

    def _site_request(self, path: str) -> int:
        """Log a request of the site; how many it has had for ``path``."""
        with self._lock:
            self.site_log.append(path)
            return self.site_log.count(path)

    def page_cases(self, name: str) -> list[Case]:
        """The cases page ``name`` shows, in page order."""
        return list(self._page_cases[name])

    def requests_for(self, path_or_case_name: str) -> int:
        """Requests the picture host got for a case (by name) or a path (query ignored)."""
        case = self.cases.get(path_or_case_name) or self.bench_cases.get(path_or_case_name)
        path = urlsplit(case.url).path if case else path_or_case_name
        with self._lock:
            return sum(1 for p, _ in self.log if p == path)

    def picture_requests(self, since: int = 0) -> int:
        """Requests the picture host got from ``bed.log[since]`` on, robots.txt aside."""
        with self._lock:
            return sum(1 for p, _ in self.log[since:] if p != "/robots.txt")

    @property
    def private_hits(self) -> int:
        """Requests the private target got (it must get none)."""
        with self._lock:
            return self._hits

    def _count(self, path: str | None, headers: dict[str, str]) -> None:
        with self._lock:
            if path is None:
                self._hits += 1
            else:
                self.log.append((path, headers))

    def _busy(self, delta: int) -> None:
        with self._lock:
            self._in_flight += delta
            self.peak_in_flight = max(self.peak_in_flight, self._in_flight)
            now = time.monotonic()
            if delta > 0 and self.first_request is None:
                self.first_request = now
            if delta < 0:
                self.last_answer = now

    def reset_counts(self) -> None:
        """Start measuring again: the most requests at once, and the download window."""
        with self._lock:
            self.peak_in_flight = 0
            self.first_request = self.last_answer = None

    @property
    def window_s(self) -> float:
        """Seconds from the first picture request to the end of the last answer since
        :meth:`reset_counts` (0 when there was none)."""
        with self._lock:
            if self.first_request is None or self.last_answer is None:
                return 0.0
            return self.last_answer - self.first_request

    def _passes(self, needs: frozenset[str], referer: str | None, cookie: str | None) -> bool:
        jar = dict(p.strip().split("=", 1) for p in (cookie or "").split(";") if "=" in p)
        return (
            ("referer" not in needs or urlsplit(referer or "").netloc == self.allow[0])
            and ("sid" not in needs or jar.get("sid") == SID)
            and ("token" not in needs or jar.get("token") == TOKEN)
        )

    def __enter__(self) -> PictureBed:
        for server in self._servers:
            threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self._stop.set()
        for server in self._servers:
            server.shutdown()
            server.server_close()


def main() -> int:
    """Start the bed, fetch every case once as a reader of its page would (Referer and both
    cookies), print status, type, length and whether the sha256 matches; 1 if one is wrong."""
    import httpx

    wrong = 0
    with PictureBed() as bed, httpx.Client(timeout=10) as client:
        print(f"site {bed.site}  pictures {bed.pictures}  private {bed.private}")
        bench = [u.rsplit("/", 1)[1][:-5] for u in bed.add_bench_pages(2, 3, 0.5, seed=1)]
        for page in (*GROUPS, *bench):
            got = client.get(bed.page_url(page))  # sets the sid cookie
            print(
                f"page {page:14} {got.status_code} {len(got.content):>6} B  {dict(client.cookies)}"
            )
        client.cookies.set("token", TOKEN)  # as the gallery's script does
        print(f"{'case':18} {'expect':12} status {'content-type':24} {'length':>8}  sha256")
        for case in [*bed.cases.values(), *bed.bench_cases.values()]:
            follow = case.name != "redirect_private"
            referer = {"Referer": bed.page_url(case.page)}
            with client.stream("GET", case.url, headers=referer, follow_redirects=follow) as r:
                body, started = b"", time.monotonic()
                for piece in r.iter_bytes():
                    body += piece
                    if time.monotonic() - started > 2:  # the drip: enough seen
                        break
            same = hashlib.sha256(body).hexdigest() == case.sha256
            fine = {
                "missing": r.status_code == 404,
                "html_as_jpeg": body.startswith(b"<html"),
                "redirect_private": r.status_code == 302,
                "drip": 0 < len(body) < (case.bytes or 0),
            }.get(case.name, r.status_code == 200 and same)
            wrong += not fine
            size = r.headers.get("content-length") or r.headers.get("transfer-encoding", "-")
            kind = r.headers.get("content-type", "")
            print(
                f"{case.name:18} {case.expect:12} {r.status_code:>6} {kind:24} {size:>8}  "
                f"{'match' if same else '-':5} {'ok' if fine else 'WRONG'}"
            )
        bare = [httpx.get(bed.cases[n].url).status_code for n in ("referer_required", "slide_1")]
        print(
            f"without Referer and cookies: referer_required, slide_1 {bare} ([403, 403] expected)"
        )
        print(f"private target hits: {bed.private_hits} (0 expected)")
        wrong += bare != [403, 403] or bed.private_hits != 0
    print("all as expected" if not wrong else f"{wrong} WRONG")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
