# ruff: noqa: E501  (the pages are HTML and JavaScript written out long)
"""A hostile loopback web for black-box robustness runs of ``harvest run``.

Several threaded HTTP servers on 127.0.0.1, each on a free port (a port is a host):

``main``       the site under harvest (the only one a run allows with
               ``--allow-private-host 127.0.0.1:PORT``): good pages next to pages written to
               hurt the harvester (see :data:`ROUTES`). It also answers TLS on the same port
               (the first byte of a connection tells), with a self-signed certificate.
``internal``   stands in for a service inside the network (a router's admin page, a cloud's
               metadata service): every path answers a page carrying :attr:`secret`. A run
               that allows only ``main`` must never connect to it: :meth:`internal_hits`.
``robots-*``   one host per hostile robots.txt (dripping forever, redirecting inside,
               redirecting in a loop), each serving good articles under ``/a/N.html``.

Every request is logged (server, path, time), so a bench can tell what was asked for.
Stateful routes (``/retry/…/KEY``) count hits per KEY: use a fresh KEY per run.

    with HostileServer() as web:
        web.url("/a/1.html"), web.internal_url("/x"), web.netloc
"""

from __future__ import annotations

import json
import select
import socket
import ssl
import struct
import subprocess
import tempfile
import threading
import time
import zlib
from collections import Counter
from dataclasses import dataclass
from email.utils import formatdate
from html import escape
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Any
from urllib.parse import parse_qs, urlsplit

#: the main host's robots.txt: only harvester is kept out of /forbidden/
ROBOTS_MAIN = "User-agent: *\nAllow: /\n\nUser-agent: harvester\nDisallow: /forbidden/\n"
#: no hanging or dripping route lasts longer than this, client or no client
FOREVER_S = 150.0
#: the marker on every page of the internal service (and in /etc/passwd's first line)
PASSWD_MARKER = "root:x:0:0"

_SENTENCES = (
    "区气象台发布消息称，受暖湿气流影响，本周后半程全区将迎来一次明显的降雨过程。",
    "河道管理处的工作人员沿堤巡查，清理漂浮物并检修闸门，为汛期做足准备。",
    "新开的夜间集市摆出了两百多个摊位，小吃、手作和旧书摊吸引了不少年轻人。",
    "街道组织的志愿者每周上门两次，为独居老人送菜、理发、检查燃气管线。",
    "中学的科技社团自制了一台小型气象站，数据每十分钟上传一次，供全校师生查阅。",
    "公交公司调整了三条线路的首末班时间，方便早出晚归的上班族换乘地铁。",
    "果农们说，今年雨水匀称，桃子个头大、甜度高，采摘园的预约已经排到了月底。",
    "图书馆在地下一层开辟了自习区，座位增加到四百个，并提供免费的储物柜。",
    "老厂房改造成的创意园区里，入驻了设计工作室、咖啡馆和一家小型剧场。",
    "卫生服务中心推出家庭医生签约服务，签约居民可以优先预约专科门诊。",
    "环卫工人凌晨四点上岗，在早高峰之前完成主干道的清扫和洒水作业。",
    "为缓解停车难，小区利用边角空地新增了八十个车位，并安装了充电桩。",
    "博物馆新展出一批出土文物，其中一件青铜酒器的纹饰保存得相当完整。",
    "农技站的专家在田埂上现场示范无人机喷药，一架飞机一天能作业三百亩。",
    "社区食堂每天供应三种套餐，老年人就餐可以享受八折优惠。",
    "体育中心的游泳馆完成了水处理系统改造，暑期将延长开放时间到晚上十点。",
)


def _seed(key: str) -> int:
    return zlib.crc32(key.encode("utf-8"))


def headline(key: str) -> str:
    """The headline of the article served for ``key``."""
    places = ("东湖区", "西江镇", "南山街道", "北岸新城", "中心城区", "临港片区")
    return f"{places[_seed(key) % len(places)]}第{key}期民生观察：身边的变化看得见"


def paragraphs(key: str, count: int = 6) -> list[str]:
    state = _seed(key) or 7
    out = []
    for i in range(count):
        parts = [f"（稿件{key}之{i + 1}）"]
        while sum(map(len, parts)) < 260:
            state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
            parts.append(_SENTENCES[state % len(_SENTENCES)])
        out.append("".join(parts))
    return out


def pub_time(key: str) -> str:
    return f"2025-03-{1 + _seed(key) % 28:02d} 09:{_seed(key) % 60:02d}"


def article_html(
    key: str,
    *,
    title: str | None = None,
    head: str = "",
    body_end: str = "",
    charset: str = "utf-8",
    meta_charset: bool = True,
) -> str:
    """A whole, ordinary news article (its text in the HTML as sent)."""
    title = title or headline(key)
    body = "\n".join(f"<p>{p}</p>" for p in paragraphs(key))
    meta = f'<meta charset="{charset}">\n' if meta_charset else ""
    return f"""<!doctype html>
<html lang="zh-CN"><head>
{meta}<title>{title}_晨报网</title>
{head}
</head><body>
<div class="top"><a href="/">首页</a> <a href="/a/1.html">本地</a> <a href="/a/2.html">社会</a></div>
<div class="main"><h1>{title}</h1>
<div class="meta"><span class="date">{pub_time(key)}</span> 来源：晨报网 编辑：李文</div>
<div class="article-body">
{body}
</div></div>
<div class="foot">晨报网 版权所有</div>
{body_end}
</body></html>
"""


def shell_html(key: str, *, before: str = "", after: str = "", title_js: str | None = None) -> str:
    """An article its scripts draw: the HTML as sent holds no text, a script writes the
    headline, the time and the paragraphs. ``before`` runs first (poisoning, traps),
    ``after`` once the article is in the page (hostile acts)."""
    data = json.dumps(
        {"h": headline(key), "t": pub_time(key), "p": paragraphs(key)}, ensure_ascii=False
    )
    set_title = title_js or "d.h + '_晨报网'"
    return f"""<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>晨报网</title>
<script>{before}</script>
</head><body><div id="app"></div>
<script>
(function () {{
  var d = {data};
  var app = document.getElementById('app');
  var html = '<div class="main"><h1>' + d.h + '</h1><div class="meta"><span class="date">'
    + d.t + '</span> 来源：晨报网</div><div class="article-body">';
  for (var i = 0; i < d.p.length; i++) html += '<p>' + d.p[i] + '</p>';
  app.innerHTML = html + '</div></div>';
  document.title = {set_title};
}})();
</script>
<script>{after}</script>
</body></html>
"""


# -- pictures and other bytes ---------------------------------------------------------


def _chunk(tag: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))


def png(width: int, height: int, rgb: tuple[int, int, int]) -> bytes:
    row = b"\x00" + bytes(rgb) * width
    raw = zlib.compress(row * height, 9)
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr) + _chunk(b"IDAT", raw) + _chunk(b"IEND", b"")
    )


def png_bomb() -> bytes:
    """A PNG header claiming 60000×60000 pixels (10 GB decoded) over a few bytes of data."""
    ihdr = struct.pack(">IIBBBBB", 60000, 60000, 8, 2, 0, 0, 0)
    raw = zlib.compress(b"\x00" * 65536, 9)
    return (
        b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr) + _chunk(b"IDAT", raw) + _chunk(b"IEND", b"")
    )


def pdf() -> bytes:
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R >>",
        b"<< /Length 44 >>\nstream\nBT /F1 18 Tf 20 80 Td (Hostile PDF) Tj ET\nendstream",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for i, o in enumerate(objs, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + o + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    out += b"".join(b"%010d 00000 n \n" % off for off in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    return out


def _colour(key: str) -> tuple[int, int, int]:
    s = _seed(key)
    return (s & 0xFF, (s >> 8) & 0xFF, (s >> 16) & 0xFF)


# -- galleries ------------------------------------------------------------------------

_CAPTIONS = (
    "清晨，薄雾笼罩着湖面，几只白鹭贴着水面掠过。",
    "老街的石拱桥下，游船缓缓驶过，两岸灯笼倒映在河里。",
    "梯田里的油菜花开得正盛，层层叠叠一直铺到山顶。",
    "集市上，摊主把刚出锅的米糕摆得整整齐齐。",
    "夕阳下的港口，吊车和货轮构成一幅剪影。",
    "雪后的古寺红墙白瓦，屋檐下挂满了冰凌。",
    "孩子们在新修的滑板公园里比试着各自的动作。",
)


def caption(key: str, k: int) -> str:
    return f"第{k}张：{_CAPTIONS[(_seed(key) + k) % len(_CAPTIONS)]}"


def gallery_html(key: str, total: int | None, next_js: str = "") -> str:
    """A gallery paging in place: a big picture, a counter, a caption, 上一张/下一张.
    ``total`` None: it never ends (the counter shows ``k/9999``, a new picture each
    time). ``next_js`` replaces what 下一张 does."""
    shown = total or 9999
    last = total or 10**9
    handler = next_js or (f"if (k < {last}) {{ k++; show(); }}")
    return f"""<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>图集：{key}号专题_晨报网</title>
<style>#pic{{width:800px;height:500px;display:block}}.bar a{{margin:0 1em;cursor:pointer}}</style>
</head><body>
<h1>图集：{key}号专题</h1><div class="meta">2025-03-09 10:00 来源：晨报网</div>
<div class="gallery"><img id="pic" src="/img/{key}-1.png" width="800" height="500" alt="">
<div class="bar"><a class="prev" id="prev">上一张</a><span id="num">1/{shown}</span>
<a class="next" id="next">下一张</a></div>
<p id="cap">{caption(key, 1)}</p></div>
<script>
var k = 1;
var caps = {json.dumps([caption(key, i) for i in range(1, 8)], ensure_ascii=False)};
function show() {{
  document.getElementById('pic').src = '/img/{key}-' + k + '.png';
  document.getElementById('num').textContent = k + '/{shown}';
  document.getElementById('cap').textContent = '第' + k + '张：' + caps[(k - 1) % caps.length].slice(4);
}}
document.getElementById('next').onclick = function () {{ {handler} }};
document.getElementById('prev').onclick = function () {{ if (k > 1) {{ k--; show(); }} }};
</script>
</body></html>
"""


def paged_html(key: str, k: int) -> str:
    """Picture ``k`` of a gallery with a page per picture and no last page."""
    return f"""<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>图集：{key}号长卷_晨报网</title></head>
<body><h1>图集：{key}号长卷</h1><div class="meta">2025-03-10 08:00</div>
<div class="gallery"><img src="/img/{key}-{k}.png" width="800" height="500" alt="">
<div class="bar"><a href="/paged/{key}_{max(1, k - 1)}.html">上一张</a>
<span>{k}/9999</span><a class="next" href="/paged/{key}_{k + 1}.html">下一张</a></div>
<p>{caption(key, k)}</p></div></body></html>
"""


def login_html(next_path: str) -> str:
    return f"""<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<title>用户登录_晨报网</title></head><body><h1>用户登录</h1>
<form method="post" action="/login?next={escape(next_path)}">
<label>用户名 <input name="user"></label><label>密码 <input type="password" name="pw"></label>
<button>登录</button></form><p>会员专享内容，请先登录。</p></body></html>
"""


# -- the servers ----------------------------------------------------------------------


@dataclass
class Hit:
    server: str
    path: str
    start: float


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        self._handle(True)

    def do_HEAD(self) -> None:
        self._handle(False)

    def do_POST(self) -> None:
        self._handle(True)

    def _handle(self, body: bool) -> None:
        owner = self.server.owner
        owner.log(self.server.name, self.path)
        self._body = body
        try:
            self.server.route(self)
        except OSError:
            self.close_connection = True

    # -- plumbing ------------------------------------------------------------------

    def send(
        self,
        status: int,
        data: bytes,
        ctype: str = "text/html; charset=utf-8",
        extra: dict[str, str] | None = None,
        length: int | None = None,
    ) -> None:
        self.send_response(status)
        if ctype:
            self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data) if length is None else length))
        self.send_header("Cache-Control", "no-store")
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if self._body and data:
            self.wfile.write(data)

    def html(self, text: str, status: int = 200, **kw: Any) -> None:
        self.send(status, text.encode("utf-8"), **kw)

    def redirect(self, location: str, status: int = 302) -> None:
        self.send(status, b"", extra={"Location": location})

    def raw(self, data: bytes) -> None:
        self.wfile.write(data)
        self.wfile.flush()
        self.close_connection = True

    def gone(self, timeout: float) -> bool:
        """Wait up to ``timeout`` s; True when the client has left."""
        try:
            readable, _, _ = select.select([self.connection], [], [], timeout)
            return bool(readable) and self.connection.recv(1, socket.MSG_PEEK) == b""
        except OSError:
            return True

    def reset(self) -> None:
        """Reset the connection (RST, not FIN)."""
        self.wfile.flush()
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.connection.close()
        self.close_connection = True


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    request_queue_size = 128

    def __init__(
        self, owner: HostileServer, name: str, route: Any, tls: ssl.SSLContext | None = None
    ) -> None:
        self.owner = owner
        self.name = name
        self.route = route
        self.tls = tls
        super().__init__(("127.0.0.1", 0), _Handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        if self.name == "internal":  # a connection is a leak, request or not
            self.owner.log(self.name, "<connect>")
        super().process_request(request, client_address)

    def finish_request(self, request: Any, client_address: Any) -> None:
        if self.tls is not None:
            try:
                request.settimeout(10)
                first = request.recv(1, socket.MSG_PEEK)
                request.settimeout(None)
                if first == b"\x16":  # a TLS ClientHello
                    request = self.tls.wrap_socket(request, server_side=True)
            except (OSError, ssl.SSLError):
                return
        super().finish_request(request, client_address)

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass


def _self_signed(folder: Path) -> ssl.SSLContext | None:
    cert, key = folder / "cert.pem", folder / "key.pem"
    try:
        subprocess.run(
            [
                "openssl",
                "req",
                "-x509",
                "-newkey",
                "rsa:2048",
                "-nodes",
                "-days",
                "2",
                "-subj",
                "/CN=127.0.0.1",
                "-keyout",
                str(key),
                "-out",
                str(cert),
            ],
            check=True,
            capture_output=True,
            timeout=60,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(cert, key)
    return ctx


class HostileServer:
    """The main site, the internal service and the robots hosts, started together."""

    ROBOTS_MODES = ("drip", "inside", "loop")

    def __init__(self, token: str = "") -> None:
        self.token = token or f"{time.time_ns():x}"
        self.secret = f"INTERNAL-SECRET-{self.token}"
        self._lock = threading.Lock()
        self.hits: list[Hit] = []
        self._counts: Counter[str] = Counter()
        self._servers: dict[str, _Server] = {}
        self._tmp = tempfile.TemporaryDirectory(prefix="hostile-tls-")
        self.stopping = threading.Event()

    # -- lifecycle -----------------------------------------------------------------

    def start(self) -> HostileServer:
        tls = _self_signed(Path(self._tmp.name))
        self._servers["internal"] = _Server(self, "internal", self._route_internal)
        self._servers["main"] = _Server(self, "main", self._route_main, tls)
        for mode in self.ROBOTS_MODES:
            self._servers[f"robots-{mode}"] = _Server(
                self, f"robots-{mode}", self._route_robots_host
            )
        for srv in self._servers.values():
            threading.Thread(
                target=srv.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True
            ).start()
        return self

    def stop(self) -> None:
        self.stopping.set()
        for srv in self._servers.values():
            srv.shutdown()
            srv.server_close()
        self._tmp.cleanup()

    def __enter__(self) -> HostileServer:
        return self.start()

    def __exit__(
        self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()

    # -- addresses -----------------------------------------------------------------

    def port(self, name: str = "main") -> int:
        return int(self._servers[name].server_address[1])

    @property
    def netloc(self) -> str:
        return f"127.0.0.1:{self.port('main')}"

    @property
    def internal_netloc(self) -> str:
        return f"127.0.0.1:{self.port('internal')}"

    def url(self, path: str, server: str = "main") -> str:
        return f"http://127.0.0.1:{self.port(server)}{path}"

    def internal_url(self, path: str = "/") -> str:
        return self.url(path, "internal")

    # -- the log -------------------------------------------------------------------

    def log(self, server: str, path: str) -> None:
        with self._lock:
            self.hits.append(Hit(server, path, time.monotonic()))

    def internal_hits(self, since: float = 0.0) -> list[Hit]:
        with self._lock:
            return [h for h in self.hits if h.server == "internal" and h.start >= since]

    def main_hits(self, prefix: str, since: float = 0.0) -> list[Hit]:
        with self._lock:
            return [
                h
                for h in self.hits
                if h.server == "main" and h.path.startswith(prefix) and h.start >= since
            ]

    def _count(self, key: str) -> int:
        with self._lock:
            self._counts[key] += 1
            return self._counts[key]

    # -- routes ---------------------------------------------------------------------

    def _route_internal(self, h: _Handler) -> None:
        text = (
            f"<!doctype html><html><head><meta charset='utf-8'><title>{self.secret}</title>"
            f"</head><body><h1>{self.secret} 内部管理页面</h1>"
            + "".join(
                f"<p>{self.secret} {PASSWD_MARKER}:/root:/bin/bash {p}</p>"
                for p in paragraphs("internal")
            )
            + "</body></html>"
        )
        if urlsplit(h.path).path.endswith(".png"):
            h.send(200, png(800, 500, (255, 0, 0)), "image/png")
        else:
            h.html(text)

    def _route_robots_host(self, h: _Handler) -> None:
        mode = h.server.name.removeprefix("robots-")
        path = urlsplit(h.path).path
        if path == "/robots.txt":
            if mode == "drip":
                h.send_response(200)
                h.send_header("Content-Type", "text/plain")
                h.send_header("Content-Length", "100000")
                h.end_headers()
                h.wfile.write(b"User-agent: *\n")
                end = time.monotonic() + FOREVER_S
                while time.monotonic() < end and not self.stopping.is_set():
                    h.wfile.write(b"#")
                    h.wfile.flush()
                    if h.gone(1.0):
                        break
                h.close_connection = True
            elif mode == "inside":
                h.redirect(self.internal_url("/robots.txt"))
            else:
                h.redirect("/robots.txt?again=" + str(self._count("robots-loop")))
            return
        if path.startswith("/a/") and path.endswith(".html"):
            h.html(article_html(f"{mode}-{path[3:-5]}"))
        else:
            h.html("<h1>not found</h1>", 404)

    def _route_main(self, h: _Handler) -> None:
        parts = urlsplit(h.path)
        path, query = parts.path, parse_qs(parts.query)
        if isinstance(h.connection, ssl.SSLSocket):
            h.html(article_html("tls"))
            return
        if path == "/robots.txt":
            h.send(200, ROBOTS_MAIN.encode(), "text/plain; charset=utf-8")
            return
        if path.startswith("/img/") and path.endswith(".png"):
            h.send(200, png(800, 500, _colour(path)), "image/png")
            return
        for prefix, fn in ROUTES:
            if path == prefix or (prefix.endswith("/") and path.startswith(prefix)):
                fn(self, h, path[len(prefix) :] if prefix.endswith("/") else "", query)
                return
        h.html("<!doctype html><title>404</title><h1>404 页面不存在</h1>", 404)


# ---------------------------------------------------------------------------------------
# The main site's routes: (path or prefix ending in "/", handler(server, handler, rest, query))
# ---------------------------------------------------------------------------------------

Route = Any
ROUTES: list[tuple[str, Route]] = []


def route(prefix: str) -> Any:
    def wrap(fn: Route) -> Route:
        ROUTES.append((prefix, fn))
        return fn

    return wrap


def _key(rest: str) -> str:
    return rest.removesuffix(".html") or "0"


@route("/a/")
def _article(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(article_html(_key(rest)))


@route("/gallery/ok.html")
def _gallery(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(gallery_html("g5", 5))


@route("/gallery/endless.html")
def _gallery_endless(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(gallery_html("ge", None))


@route("/gallery/next-inside.html")
def _gallery_inside(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(gallery_html("gi", 5, next_js=f"location.href = '{s.internal_url('/admin/next')}';"))


@route("/gallery/png-bomb.html")
def _gallery_bomb(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(gallery_html("gb", 4).replace("/img/gb-", "/bomb/gb-"))


@route("/bomb/")
def _bomb_png(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.send(200, png_bomb(), "image/png")


@route("/paged/")
def _paged(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    key, _, k = _key(rest).partition("_")
    h.html(paged_html(key, int(k or 1)))


# -- scripts that throw, spin, poison --------------------------------------------------


@route("/js/throw.html")
def _js_throw(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(
        shell_html(
            "throw",
            before="window.onerror = null; setTimeout(function(){ null.x; }, 0);",
            after="throw new TypeError('页面脚本故意抛出的错误'); ",
        )
    )


@route("/js/throw-surrogate.html")
def _js_throw_sur(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(
        shell_html(
            "surrogate",
            after=(
                "console.error('lone \\ud800 high'); "
                "setTimeout(function(){ throw new Error('lone \\udc00 low \\ud83d end'); }, 50); "
                "Promise.reject(new Error('\\udfff rejected')); "
                "throw new Error('broken pair \\ud800\\ud800 \\udbff');"
            ),
            title_js="d.h + ' \\ud800\\udc00 \\ud83d _晨报网 \\udfff'",
        )
    )


@route("/js/spin-microtask.html")
def _js_microtask(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(
        shell_html(
            "microtask",
            after=(
                "setTimeout(function(){ (function f(){ Promise.resolve().then(f); })(); }, 300);"
            ),
        )
    )


@route("/js/spin-raf.html")
def _js_raf(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(
        shell_html(
            "raf",
            after=(
                "var n = 0; requestAnimationFrame(function f(){ if (++n > 20) { for(;;){} } "
                "requestAnimationFrame(f); });"
            ),
        )
    )


@route("/js/spin-scroll.html")
def _js_scroll(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(
        shell_html(
            "scroll",
            after=(
                "addEventListener('scroll', function(){ for(;;){} }); "
                "addEventListener('wheel', function(){ for(;;){} }); "
                "addEventListener('keydown', function(){ for(;;){} });"
            ),
        )
    )


@route("/js/busy.html")
def _js_busy(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(
        shell_html(
            "busy",
            after=(
                "setInterval(function(){ var t = Date.now(); while (Date.now() - t < 700) {} }, 800);"
            ),
        )
    )


@route("/js/poison.html")
def _js_poison(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    poison = (
        "var E = Element.prototype, D = Document.prototype;"
        "Array.prototype.map = function(){ throw new Error('map poisoned'); };"
        "Array.prototype.forEach = function(){ throw new Error('forEach poisoned'); };"
        "Array.from = function(){ return []; };"
        "JSON.stringify = function(){ return '\"poisoned\"'; };"
        "JSON.parse = function(){ throw new Error('parse poisoned'); };"
        "window.Promise.prototype.then = function(){ return this; };"
        "Object.keys = function(){ return ['poisoned']; };"
        "String.prototype.trim = function(){ return 'poisoned'; };"
        "window.getComputedStyle = function(){ throw new Error('style poisoned'); };"
        "Object.defineProperty(window, 'innerWidth', {get: function(){ throw new Error('w'); }});"
        "setTimeout(function(){ E.querySelectorAll = function(){ throw new Error('qsa'); };"
        " D.querySelectorAll = function(){ return []; };"
        " E.getBoundingClientRect = function(){ return {x:NaN,y:NaN,width:-1,height:-1}; };"
        " window.MutationObserver = function(){ throw new Error('mo'); }; }, 0);"
    )
    h.html(shell_html("poison", after=poison))


@route("/js/alert-loop.html")
def _js_alert_loop(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(
        shell_html(
            "alertloop",
            after=(
                "setTimeout(function(){ for (var i = 0; i < 100000; i++) { alert('第' + i + '次警告'); "
                "confirm('确定？'); prompt('请输入', 'x'); } }, 200);"
            ),
        )
    )


@route("/js/dialogs.html")
def _js_dialogs(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(
        shell_html(
            "dialogs",
            before="alert('加载前的警告 \\ud800');",
            after=(
                "while (confirm('离开本页？')) {} var a = prompt('验证码', ''); "
                "window.onbeforeunload = function(e){ e.preventDefault(); e.returnValue = '确定离开？'; "
                "return '确定离开？'; }; "
                "addEventListener('pagehide', function(){ alert('bye'); }); "
                "addEventListener('click', function(){ alert('clicked'); confirm('sure?'); });"
            ),
        )
    )


@route("/js/print.html")
def _js_print(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(
        shell_html(
            "print",
            after=(
                "setTimeout(function(){ window.print(); }, 100); "
                "try { navigator.clipboard.writeText('x'); } catch (e) {} "
                "try { document.documentElement.requestFullscreen(); } catch (e) {} "
                "try { Notification.requestPermission(); } catch (e) {} "
                "try { navigator.geolocation.getCurrentPosition(function(){}); } catch (e) {}"
            ),
        )
    )


@route("/js/popups.html")
def _js_popups(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    inside = s.internal_url("/popup")
    h.html(
        shell_html(
            "popups",
            after=(
                "for (var i = 0; i < 30; i++) { window.open('/a/popup' + i + '.html', '_blank'); } "
                f"window.open('{inside}', 'w2'); "
                "var n = 0; var t = setInterval(function(){ window.open('/a/p' + (n++) + '.html'); "
                "if (n > 200) clearInterval(t); }, 20); "
                "document.addEventListener('click', function(){ window.open('/a/clickpop.html'); });"
            ),
        )
    )


@route("/js/blob-download.html")
def _js_blob(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(
        shell_html(
            "blobdl",
            after=(
                "setTimeout(function(){ for (var i = 0; i < 5; i++) { var a = document.createElement('a');"
                " a.href = URL.createObjectURL(new Blob([new Uint8Array(1 << 20)]));"
                " a.download = 'x' + i + '.bin'; document.body.appendChild(a); a.click(); }"
                " location.href = '/download/attachment.html'; }, 200);"
            ),
        )
    )


@route("/js/to-inside.html")
def _js_inside(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(
        shell_html(
            "toinside",
            after=(
                f"setTimeout(function(){{ location.href = '{s.internal_url('/js-inside/latest/meta-data/')}'; }}, 300);"
            ),
        )
    )


@route("/js/to-file.html")
def _js_file(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(
        shell_html(
            "tofile",
            after=("setTimeout(function(){ location.href = 'file:///etc/passwd'; }, 300);"),
        )
    )


@route("/js/keeps-navigating.html")
def _js_keeps(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    n = int(q.get("n", ["0"])[0])
    h.html(
        shell_html(
            f"keeps{n % 3}",
            after=(
                f"setTimeout(function(){{ location.replace('/js/keeps-navigating.html?n={n + 1}'); }}, 150);"
            ),
        )
    )


@route("/js/pushstate.html")
def _js_pushstate(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(
        shell_html(
            "pushstate",
            after=(
                "var i = 0; setInterval(function(){ history.pushState({}, '', '/js/pushstate.html?i=' + (i++)); "
                "location.hash = 'h' + i; }, 15);"
            ),
        )
    )


@route("/js/self-once.html")
def _js_once(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(
        shell_html(
            "selfonce", after="setTimeout(function(){ location.href = '/a/landing.html'; }, 200);"
        )
    )


@route("/js/dom-wide.html")
def _js_wide(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(
        shell_html(
            "wide",
            after=(
                "var f = document.createDocumentFragment(); for (var i = 0; i < 400000; i++) {"
                " var x = document.createElement('span'); x.className = 'c' + (i % 97); f.appendChild(x); }"
                " document.body.appendChild(f);"
            ),
        )
    )


@route("/js/memory.html")
def _js_memory(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    # about 1.5 GB held by the page, in 64 MB buffers touched so that they are real
    h.html(
        shell_html(
            "memory",
            after=(
                "window.hog = []; setTimeout(function(){ for (var i = 0; i < 24; i++) {"
                " var b = new Float64Array(8 << 20); b.fill(i + 0.5); window.hog.push(b); } }, 100);"
            ),
        )
    )


@route("/js/iframe-recursion.html")
def _js_iframes(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    depth = int(q.get("d", ["0"])[0])
    frames = (
        "".join(
            f'<iframe src="/js/iframe-recursion.html?d={depth + 1}&i={i}" width=50 height=50>'
            "</iframe>"
            for i in range(3)
        )
        if depth < 6
        else ""
    )
    h.html(
        article_html("iframes", body_end=frames) if depth == 0 else f"<p>frame {depth}</p>{frames}"
    )


# -- things pointing inside -------------------------------------------------------------


@route("/embed/inside.html")
def _embed_inside(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    i = s.internal_url
    ws = f"ws://{s.internal_netloc}/socket"
    h.html(
        shell_html(
            "embedinside",
            after=(
                f"var f = document.createElement('iframe'); f.src = '{i('/frame')}'; document.body.appendChild(f);"
                f"var im = new Image(); im.src = '{i('/pixel.png')}'; document.body.appendChild(im);"
                f"fetch('{i('/fetch')}', {{mode: 'no-cors'}}).catch(function(){{}});"
                f"var x = new XMLHttpRequest(); x.open('GET', '{i('/xhr')}'); x.send();"
                f"try {{ navigator.sendBeacon('{i('/beacon')}', 'x'); }} catch (e) {{}}"
                f"try {{ new WebSocket('{ws}'); }} catch (e) {{}}"
                f"try {{ new EventSource('{i('/sse')}'); }} catch (e) {{}}"
                f"var l = document.createElement('link'); l.rel = 'stylesheet'; l.href = '{i('/x.css')}';"
                "document.head.appendChild(l);"
            ),
        ).replace(
            "</head>",
            f'<link rel="prefetch" href="{i("/prefetch")}">'
            f'<link rel="preload" as="image" href="{i("/preload.png")}">'
            f"<style>body{{background:url({i('/bg.png')})}}</style></head>",
        )
    )


@route("/embed/gallery-inside-pictures.html")
def _embed_gallery_inside(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(gallery_html("gp", 4).replace("/img/gp-", f"{s.internal_url('/img/gp-')}"))


# -- redirects -------------------------------------------------------------------------


@route("/redirect/")
def _redirect(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    ip, mp = s.port("internal"), s.port("main")
    targets = {
        "inside": f"http://127.0.0.1:{ip}/redirect-inside/latest/meta-data/",
        "localhost": f"http://localhost:{mp}/secret-via-localhost",
        "mapped": f"http://[::ffff:127.0.0.1]:{ip}/mapped",
        "decimal": f"http://2130706433:{ip}/decimal",
        "zero": f"http://0.0.0.0:{ip}/zero",
        "short": f"http://127.1:{ip}/short",
        "ipv6-loopback": f"http://[::1]:{ip}/v6",
        "schemeless": f"//127.0.0.1:{ip}/schemeless",
        "userinfo": f"http://127.0.0.1:{mp}@127.0.0.1:{ip}/userinfo",
        "backslash": f"http://127.0.0.1:{mp}\\@127.0.0.1:{ip}/backslash",
        "trailing-dot": f"http://localhost.:{ip}/dot",
        "file": "file:///etc/passwd",
        "javascript": "javascript:alert(document.domain)",
        "data": "data:text/html;base64,PGgxPmRhdGE8L2gxPg==",
        "https-selfsigned": f"https://127.0.0.1:{mp}/a/tls.html",
        "utf8-location": "/a/重定向目标.html",
        "to-ok": "/a/redirected.html",
    }
    if rest in targets:
        if rest == "utf8-location":  # raw UTF-8 bytes in the header, as some servers send
            h.raw(
                b"HTTP/1.1 302 Found\r\nLocation: "
                + targets[rest].encode()
                + b"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            )
        else:
            h.redirect(targets[rest], 301 if rest == "inside" else 302)
    elif rest == "loop-a":
        h.redirect("/redirect/loop-b", 307)
    elif rest == "loop-b":
        h.redirect("/redirect/loop-a", 308)
    elif rest == "endless":
        n = int(q.get("n", ["0"])[0])
        h.redirect(f"/redirect/endless?n={n + 1}")
    elif rest == "chain":
        n = int(q.get("n", ["0"])[0])
        h.redirect(f"/redirect/chain?n={n + 1}" if n < 12 else "/a/chain-end.html")
    elif rest == "no-location":
        h.html(article_html("nolocation"), status=302)
    else:
        h.html("<h1>404</h1>", 404)


@route("/refresh/")
def _refresh(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    targets = {
        "inside": s.internal_url("/refresh"),
        "file": "file:///etc/passwd",
        "self": "/refresh/self",
    }
    target = targets.get(rest, "/")
    h.html(
        article_html(
            f"refresh-{rest}", head=f'<meta http-equiv="refresh" content="0; url={target}">'
        ),
        extra={"Refresh": f"0; url={target}"} if rest == "inside" else None,
    )


# -- statuses ----------------------------------------------------------------------------


@route("/status/")
def _status(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    code = int(rest.split("/")[0])
    if code == 204:
        h.send(204, b"", ctype="", length=0)
        return
    extra = {"WWW-Authenticate": 'Basic realm="members"'} if code == 401 else None
    if code == 407:
        extra = {"Proxy-Authenticate": 'Basic realm="proxy"'}
    h.html(article_html(f"status{code}", title=f"错误 {code}"), status=code, extra=extra)


@route("/retry/")
def _retry(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    kind = rest.partition("/")[0]
    n = s._count(rest)
    if kind == "429-once" and n == 1:
        h.html("<h1>请求过于频繁</h1>", 429, extra={"Retry-After": "2"})
    elif kind == "503-twice" and n <= 2:
        h.html("<h1>服务暂不可用</h1>", 503)
    elif kind == "429-far":
        h.html("<h1>请求过于频繁</h1>", 429, extra={"Retry-After": "3600"})
    elif kind == "429-date":
        h.html(
            "<h1>请求过于频繁</h1>",
            429,
            extra={"Retry-After": formatdate(time.time() + 86400, usegmt=True)},
        )
    elif kind == "reset-once" and n == 1:
        h.reset()
    else:
        h.html(article_html(f"retry-{kind}"))


# -- slow and broken transports ------------------------------------------------------------


@route("/slow/")
def _slow(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    data = article_html(f"slow-{rest}").encode()
    if rest == "headers-late":
        if not h.gone(4.0):
            h.send(200, data)
    elif rest == "headers-never":
        end = time.monotonic() + FOREVER_S
        while time.monotonic() < end and not s.stopping.is_set() and not h.gone(1.0):
            pass
        h.close_connection = True
    elif rest == "drip-finite":
        h.send_response(200)
        h.send_header("Content-Type", "text/html; charset=utf-8")
        h.send_header("Content-Length", str(len(data)))
        h.end_headers()
        step = max(1, len(data) // 16)
        for i in range(0, len(data), step):
            h.wfile.write(data[i : i + step])
            h.wfile.flush()
            time.sleep(0.3)
    elif rest == "drip-forever":
        h.send_response(200)
        h.send_header("Content-Type", "text/html; charset=utf-8")
        h.end_headers()  # no length: the body ends when the connection does (never)
        h.wfile.write(data.replace(b"</body></html>", b""))
        h.wfile.flush()
        end = time.monotonic() + FOREVER_S
        while time.monotonic() < end and not s.stopping.is_set():
            h.wfile.write(b" ")
            h.wfile.flush()
            if h.gone(0.5):
                break
        h.close_connection = True


@route("/body/")
def _body(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    data = article_html(f"body-{rest}").encode()
    if rest == "short-length":
        h.send_response(200)
        h.send_header("Content-Type", "text/html; charset=utf-8")
        h.send_header("Content-Length", str(len(data) * 2))
        h.end_headers()
        h.wfile.write(data)
        h.wfile.flush()
        h.close_connection = True  # FIN after half the promised bytes
    elif rest == "reset-mid":
        h.send_response(200)
        h.send_header("Content-Type", "text/html; charset=utf-8")
        h.send_header("Content-Length", str(len(data)))
        h.end_headers()
        h.wfile.write(data[: len(data) // 2])
        time.sleep(0.2)
        h.reset()
    elif rest == "close-empty":
        h.close_connection = True  # read the request, answer nothing, close
    elif rest == "garbage":
        h.raw(b"\x00\xffSSH-2.0-OpenSSH_9.0\r\nnot http at all\r\n\r\n" + bytes(range(256)) * 8)
    elif rest == "bad-chunk":
        h.raw(
            b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n"
            b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
            + b"%x\r\n" % 400
            + data[:400]
            + b"\r\nZZZZ-not-a-size\r\n"
            + data[400:900]
        )
    elif rest == "gzip-lie":
        h.send(200, data, extra={"Content-Encoding": "gzip"})
    elif rest == "double-length":
        h.raw(
            b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n"
            b"Content-Length: 100\r\nContent-Length: %d\r\nConnection: close\r\n\r\n"
            % len(data)
            + data
        )


# -- big things ---------------------------------------------------------------------------


@route("/big/")
def _big(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    if rest == "huge":
        head = article_html("huge").replace("</body></html>", "").encode()
        filler = ("<span>" + "无尽的填充文字" * 40 + "</span>").encode()
        count = (48 << 20) // len(filler)
        h.send_response(200)
        h.send_header("Content-Type", "text/html; charset=utf-8")
        h.send_header("Content-Length", str(len(head) + count * len(filler) + 14))
        h.end_headers()
        h.wfile.write(head)
        for _ in range(count):
            h.wfile.write(filler)
        h.wfile.write(b"</body></html>")
    elif rest == "dom-deep":
        depth = 100_000
        h.html(article_html("deep", body_end="<div>" * depth + "深处" + "</div>" * depth))
    elif rest == "title-bomb":
        h.html(article_html("titlebomb", title="标题" * 400_000))
    elif rest == "control-chars":
        t = headline("ctl") + "\u2028\u2029\x00\x01\x1b[31m\ufeff\u202e\r\n"
        h.html(article_html("ctl", title=t).replace("<p>", "<p>\x00\x0b\u2028\x1b[2J", 2))
    elif rest == "attr-bomb":
        attrs = " ".join(f"data-a{i}='{i}'" for i in range(60_000))
        h.html(article_html("attrs").replace("<h1>", f"<h1 {attrs}>", 1))


# -- charsets ------------------------------------------------------------------------------

CHARSET_TITLES = {
    "gbk-declared": "国标编码声明的报道：湖畔步道全线贯通",
    "gbk-undeclared": "未声明编码的国标页面：夜市烟火气回来了",
    "bom-utf8-declared-gbk": "带字节序标记却声明国标的页面：旧桥修缮完工",
    "utf16-bom": "十六位编码页面：山区小学迎来新操场",
    "utf8-header-gbk-bytes": "头部声明万国码却发来国标字节：菜场升级改造",
    "bogus-label": "编码名称胡写的页面：社区图书角开放",
}


@route("/charset/")
def _charset(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    title = CHARSET_TITLES.get(rest, "")
    if rest == "gbk-declared":
        h.send(
            200,
            article_html("cs1", title=title, charset="gbk").encode("gbk"),
            "text/html; charset=GBK",
        )
    elif rest == "gbk-undeclared":
        h.send(200, article_html("cs2", title=title, meta_charset=False).encode("gbk"), "text/html")
    elif rest == "bom-utf8-declared-gbk":
        h.send(
            200,
            b"\xef\xbb\xbf" + article_html("cs3", title=title, charset="gbk").encode(),
            "text/html; charset=gbk",
        )
    elif rest == "utf16-bom":
        h.send(
            200, article_html("cs4", title=title, meta_charset=False).encode("utf-16"), "text/html"
        )
    elif rest == "utf8-header-gbk-bytes":
        h.send(200, article_html("cs5", title=title).encode("gbk"), "text/html; charset=utf-8")
    elif rest == "bogus-label":
        h.send(
            200,
            article_html("cs6", title=title, charset="x-evil-8").encode(),
            'text/html; charset="x-evil-8\\"; boundary=\x7f',
        )


# -- types, downloads, empties ------------------------------------------------------------


@route("/type/")
def _type(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    if rest == "pdf":
        h.send(200, pdf(), "application/pdf")
    elif rest == "png":
        h.send(200, png(640, 480, (10, 200, 30)), "image/png")
    elif rest == "json":
        h.send(
            200,
            json.dumps(
                {"title": headline("json"), "body": paragraphs("json")}, ensure_ascii=False
            ).encode(),
            "application/json",
        )
    elif rest == "pdf-as-html":
        h.send(200, pdf(), "text/html")
    elif rest == "png-no-type":
        h.send(200, png(640, 480, (30, 30, 200)), "")


@route("/download/")
def _download(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    data = article_html("download").encode()
    if rest == "attachment.html":
        h.send(200, data, extra={"Content-Disposition": 'attachment; filename="news.html"'})
    elif rest == "octet.bin":
        h.send(200, data, "application/octet-stream")


@route("/empty/")
def _empty(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    if rest == "blank-doc":
        h.html("<!doctype html><html><head><title></title></head><body>  </body></html>")
    elif rest == "only-scripts":
        h.html(
            "<!doctype html><html><head><meta charset=utf-8><title>\u3000</title></head>"
            "<body><script>var a = 1;</script><noscript></noscript></body></html>"
        )


# -- robots, login --------------------------------------------------------------------------


@route("/forbidden/")
def _forbidden(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(article_html("forbidden"))


@route("/members/")
def _members(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.redirect(f"/login?next=/members/{rest}")


@route("/login")
def _login(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(login_html(q.get("next", ["/"])[0]))


@route("/secret-via-localhost")
def _secret_localhost(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(article_html("secret", title=s.secret))


@route("/long/")
def _long(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    h.html(article_html("long"))


@route("/js/late.html")
def _js_late(s: HostileServer, h: _Handler, rest: str, q: Any) -> None:
    """An ordinary script-drawn article that takes 1.5 s to draw (keeps a tab busy)."""
    page = shell_html(f"late{q.get('i', ['0'])[0]}")
    page = page.replace("(function () {", "setTimeout(function () {", 1).replace(
        "})();", "}, 1500);", 1
    )
    h.html(page)
