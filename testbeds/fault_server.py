"""A loopback HTTP fault server for black-box tests of ``harvest run``.

In the spirit of Scrapy's mock server: one threaded ``http.server`` on 127.0.0.1, port 0,
serving good Chinese news pages next to every way a page can go wrong, and keeping a
thread-safe log of every request it saw (path, start and end time on ``time.monotonic()``,
the client's User-Agent, the status sent) so a test can tell how many requests were in
flight at once and how far apart they started::

    with FaultServer() as base_url:         # "http://127.0.0.1:PORT/"
        ...

    server = FaultServer(robots=ROBOTS_CRAWL_DELAY)   # another instance = another host
    with server:
        server.url("ok/article/1.html")
        server.max_concurrency("/slow/")    # the most requests under /slow/ at once
        server.hits("/429/x")               # how many times a path was asked for

Hosts differ by port: run two instances for two hosts. Every route is deterministic; the
only state is the per-key first-hit memory of ``/503-then-200/KEY`` and ``/429/KEY`` (and
the hit counters), so use a fresh KEY per test run.

Routes
------
``/ok/article/N.html``       a normal Chinese news article (UTF-8, ``<title>``, ``<h1>``,
                             publish time ``2024-05-DD 10:20``, 6 paragraphs of 300+ chars,
                             unique per N); :func:`article_headline` / :func:`article_paragraphs`
                             give its truth
``/private/page.html``       an ok article that the default robots.txt forbids
``/slow/N.html``             an ok article answered after 0.5 s (``?delay=S`` to change it)
``/404``, ``/404/ANY``       404 with an HTML body
``/500``, ``/500/ANY``       500 with an HTML body
``/503-then-200/KEY``        503 on the first hit per KEY, then the article
``/429/KEY``                 429 with ``Retry-After: 2`` on the first hit per KEY, then the
                             article
``/hang``                    reads the request, never answers (until the client leaves)
``/drip``                    200 text/html headers, then one byte a second, forever
``/redirect-loop``           302 → ``/redirect-loop-b`` → 302 → ``/redirect-loop`` …
``/redirect-good``           302 → ``/ok/article/900.html``
``/file.pdf``                a real one-page PDF, ``application/pdf``
``/image.png``               a real 64×48 PNG
``/huge``                    a 20 MB HTML article (the same paragraphs over and over)
``/reset``                   reads the request, then resets the connection (SO_LINGER 0)
``/empty``                   200, ``text/html``, empty body
``/throws``                  an article whose inline scripts throw
``/dialogs``                 an article that calls alert, confirm, prompt and window.open
                             on load
``/redirect-to?url=U``       302 → U (another host: a server inside the network)
``/refresh-to?url=U``        an article whose ``<meta http-equiv=refresh>`` goes to U at once
``/script-to?url=U``         an article that sets ``location`` to U 100 ms after load
``/navigates-away``          an article that sets ``location`` to ``/ok/article/902.html``
                             100 ms after load, while the harvester waits for the page to
                             be still (at 300 ms a harvest could be done before it left)
``/spin-inline``             an article with ``<script>while(true){}</script>`` in its body
``/spin-later``              an article that starts ``while(true){}`` 100 ms after load
``/spin-gallery``            a gallery (picture, counter ``1/5``, captions) whose
                             ``下一张`` click handler runs ``while(true){}``
``/charset-lie``             declares gb2312 (header and ``<meta>``) but sends UTF-8 bytes
``/crash-renderer``          an article whose script, 200 ms after load, copies a 64 MB
                             array of doubles again and again (``slice``, a fast copy) until
                             V8's heap limit (3.8 GB here) aborts the renderer: an
                             out-of-memory crash, the tab dies and the browser lives. The
                             main thread is busy from then on (like a spin). It takes 3 to
                             20 s depending on the machine's load (15-18 s measured on this
                             busy 2-core box). Bounded at 160 copies (10 GB asked); a
                             renderer that survives them requests ``/crash-survived``, so a
                             test can tell "the page did not crash" from "the harvester
                             missed the crash"
``/gallery/N.html``          a picture gallery: 5 pictures ``/gallery/img/N-K.png``, a
                             counter ``1/5``, a caption per picture, ``<a class="prev">``
                             and ``<a class="next">下一张</a>`` changing picture, caption
                             and counter in place; next does nothing on the last picture;
                             :func:`gallery_slides` gives its truth
``/gallery/img/N-K.png``     an 800×500 PNG, one colour per (N, K)
``/paged/N.html``,           the same gallery, a page per picture (``_K`` for picture K);
``/paged/N_K.html``          its ``下一张`` a link with ``target=_blank``
``/robots.txt``              the instance's ``robots`` text (404 when ``robots=None``; a
                             302 to U when it is ``REDIRECT + U``)
anything else                404
"""

from __future__ import annotations

import json
import select
import socket
import struct
import threading
import time
import zlib
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from html import escape
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from itertools import pairwise
from types import TracebackType
from typing import Any
from urllib.parse import parse_qs, urlsplit

ROBOTS_DEFAULT = "User-agent: *\nDisallow: /private/\n"
CRAWL_DELAY_S = 2
ROBOTS_CRAWL_DELAY = f"User-agent: *\nDisallow: /private/\nCrawl-delay: {CRAWL_DELAY_S}\n"

GALLERY_SIZE = 5
SLOW_DELAY_S = 0.5
RETRY_AFTER_S = 2
HUGE_BYTES = 20 * 1024 * 1024
CHARSET_LIE_HEADLINE = "字符集声明不符的报道：老城区口袋公园焕新开放"
#: stop hanging or dripping after this long even if the client never leaves
FOREVER_S = 600.0

_SENTENCES = (
    "记者从市发展和改革委员会获悉，今年一季度全市重点项目建设进展顺利，累计完成投资同比增长百分之十二。",
    "据了解，新建的社区服务中心集养老、托育、文化活动于一体，预计可覆盖周边三万余名居民。",
    "相关负责人表示，下一步将继续优化营商环境，推动更多惠企政策直达快享，切实减轻企业负担。",
    "在活动现场，来自各行各业的志愿者为市民提供义诊、法律咨询和家电维修等便民服务。",
    "专家指出，数字经济与实体经济深度融合，正在成为推动高质量发展的重要引擎。",
    "今年以来，当地持续推进老旧小区改造，加装电梯、改造管网、增设停车位，居民生活环境明显改善。",
    "气象部门提醒，受冷空气影响，未来三天全省大部分地区将出现降温降雨天气，请公众注意防范。",
    "该项目总投资约四十亿元，建成后将新增就业岗位两千余个，带动上下游产业协同发展。",
    "学校负责人介绍，今年秋季学期将新增学位一千二百个，进一步缓解城区入学压力。",
    "据统计，假期期间全市接待游客超过三百万人次，实现旅游收入二十多亿元，同比均有较大增长。",
    "农业农村部门组织技术人员深入田间地头，指导农户做好春耕备耕和病虫害防治工作。",
    "交通运输部门表示，新开通的城际铁路将使两地通行时间缩短至四十分钟以内。",
    "医院相关负责人说，远程会诊平台已接入基层卫生院六十余家，群众在家门口就能看上专家号。",
    "为保障夏季用电高峰，供电公司提前开展设备巡检，完成线路改造一百多公里。",
    "文化馆工作人员介绍，本次展览共展出书画作品两百余幅，展期将持续到下月底。",
    "市场监管部门近日开展食品安全专项检查，共检查经营主体八百余家，督促整改问题一百多项。",
    "不少市民表示，家门口的口袋公园让茶余饭后有了好去处，散步健身都方便了许多。",
    "科研团队历时五年攻关，成功研制出新型环保材料，相关成果已在多家企业投入应用。",
    "生态环境部门数据显示，上半年全市空气质量优良天数比例达到百分之八十六，创近年新高。",
    "社区工作人员挨家挨户走访，收集居民意见建议，把实事办到群众心坎上。",
    "据介绍，新修订的管理办法将于下月起正式施行，对违规行为的处罚标准作出了明确规定。",
    "会议强调，要坚持问题导向，聚焦群众急难愁盼，推动各项民生实事落地见效。",
    "图书馆延长了夜间开放时间，并新增自助借还设备，方便上班族下班后借阅图书。",
    "物流园区负责人介绍，智能分拣系统投用后，日均处理包裹能力提升了近一倍。",
    "当地还将举办系列特色文化活动，包括非遗展演、民俗体验和美食市集等内容。",
    "消防部门提醒，高温天气要注意用电用火安全，不要在楼道内给电动自行车充电。",
    "来自全国各地的两百多名运动员参加了本次比赛，赛事吸引了大量市民现场观赛。",
    "银行业金融机构加大对小微企业的信贷支持力度，一季度普惠小微贷款余额持续增长。",
)

_CAPTIONS = (
    "清晨的江面上，渔民们驾船出港，开始一天的劳作。",
    "游客在古镇的石板路上漫步，感受江南水乡的独特韵味。",
    "志愿者在社区广场为老人们测量血压、讲解健康知识。",
    "收割机在金黄的麦田里来回穿梭，田间一片繁忙景象。",
    "孩子们在新建成的体育公园里踢足球，笑声不断。",
    "夜幕降临，城市的灯光秀吸引了众多市民驻足观赏。",
    "工人们在建设工地上紧张施工，抢抓工期确保进度。",
    "雪后的山林银装素裹，宛如一幅水墨画卷。",
    "非遗传承人正在展示传统剪纸技艺，围观群众啧啧称赞。",
    "候鸟在湿地公园的浅滩上觅食栖息，构成一幅和谐画面。",
)


# ---------------------------------------------------------------------------------------
# Page truth and builders
# ---------------------------------------------------------------------------------------


def _seed(key: str) -> int:
    return zlib.crc32(key.encode("utf-8"))


def article_headline(key: str) -> str:
    """The headline of the article served for ``key`` (``"7"`` for /ok/article/7.html)."""
    topics = ("城市更新", "乡村振兴", "民生实事", "科技创新", "文旅融合", "生态保护", "教育发展")
    return f"第{key}号新闻：{topics[_seed(key) % len(topics)]}工作取得新进展"


def article_paragraphs(key: str, count: int = 6) -> list[str]:
    """The body paragraphs (each 300+ characters, unique per key) of ``key``'s article."""
    rng_state = _seed(key) or 1
    paragraphs = []
    for i in range(count):
        parts = [f"本报讯（第{key}号稿件第{i + 1}段）"]
        length = len(parts[0])
        while length < 300:
            rng_state = (rng_state * 1103515245 + 12345) & 0x7FFFFFFF
            sentence = _SENTENCES[rng_state % len(_SENTENCES)]
            parts.append(sentence)
            length += len(sentence)
        paragraphs.append("".join(parts))
    return paragraphs


def publish_time(key: str) -> str:
    return f"2024-05-{1 + _seed(key) % 28:02d} 10:20"


def article_html(
    key: str,
    headline: str | None = None,
    head_extra: str = "",
    body_extra: str = "",
    charset: str = "utf-8",
    paragraphs: Iterable[str] | None = None,
) -> str:
    """A whole article page for ``key`` (the builder behind every article route)."""
    headline = headline or article_headline(key)
    body = "\n".join(f"<p>{p}</p>" for p in (paragraphs or article_paragraphs(key)))
    return f"""<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="{charset}">
<title>{headline}_测试新闻网</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{{font:16px/1.8 sans-serif;max-width:820px;margin:0 auto}}
.nav a{{margin-right:1em}}.footer{{color:#888;font-size:12px;margin-top:3em}}</style>
{head_extra}
</head>
<body>
<div class="nav"><a href="/">首页</a><a href="/ok/article/1.html">国内</a>
<a href="/ok/article/2.html">国际</a><a href="/ok/article/3.html">社会</a></div>
<div class="article">
<h1>{headline}</h1>
<div class="info"><span class="time">{publish_time(key)}</span>
<span class="source">来源：测试新闻网</span> <span class="author">记者：王晓明</span></div>
<div class="content">
{body}
</div>
</div>
<div class="footer">版权所有 © 2024 测试新闻网 · 京ICP备00000000号</div>
{body_extra}
</body>
</html>
"""


@dataclass(frozen=True)
class Slide:
    index: int
    image_path: str  # "/gallery/img/N-K.png"
    caption: str


def gallery_title(key: str) -> str:
    return f"图集{key}：镜头里的四季风光"


def gallery_slides(key: str) -> list[Slide]:
    """The truth of ``/gallery/KEY.html``: its pictures in order, with their captions."""
    start = _seed(key) % len(_CAPTIONS)
    return [
        Slide(
            index=k,
            image_path=f"/gallery/img/{key}-{k}.png",
            caption=_CAPTIONS[(start + k) % len(_CAPTIONS)],
        )
        for k in range(1, GALLERY_SIZE + 1)
    ]


def gallery_html(key: str, spin: bool = False) -> str:
    """A gallery page whose next control pages in place (or, with ``spin``, hangs)."""
    slides = gallery_slides(key)
    title = gallery_title(key)
    data = ",".join(f'{{src:"{s.image_path}",caption:"{s.caption}"}}' for s in slides)
    on_next = "while (true) {}" if spin else "if (i < slides.length - 1) { i++; show(); }"
    return f"""<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>{title}_测试新闻网图片频道</title>
<style>body{{font:16px/1.6 sans-serif;margin:0 auto;max-width:900px}}
.pic img{{width:800px;height:500px;display:block}}
.bar a{{cursor:pointer;margin:0 1em;color:#06c}}</style>
</head>
<body>
<div class="nav"><a href="/">首页</a> <a href="/gallery/1.html">图片</a></div>
<h1 class="album-title">{title}</h1>
<div class="gallery">
  <div class="pic"><img id="main-pic" src="{slides[0].image_path}" alt="{title}"></div>
  <div class="bar"><a class="prev">上一张</a>
    <span class="counter" id="counter">1/{len(slides)}</span>
    <a class="next">下一张</a></div>
  <p class="caption" id="caption">{slides[0].caption}</p>
</div>
<div class="footer">版权所有 © 2024 测试新闻网</div>
<script>
var slides = [{data}];
var i = 0;
function show() {{
  document.getElementById("main-pic").src = slides[i].src;
  document.getElementById("caption").textContent = slides[i].caption;
  document.getElementById("counter").textContent = (i + 1) + "/" + slides.length;
}}
document.querySelector("a.next").addEventListener("click", function (e) {{
  e.preventDefault();
  {on_next}
}});
document.querySelector("a.prev").addEventListener("click", function (e) {{
  e.preventDefault();
  if (i > 0) {{ i--; show(); }}
}});
</script>
</body>
</html>
"""


def paged_gallery_html(key: str, k: int) -> str:
    """Picture ``k`` of ``/gallery/KEY.html``'s pictures as a page of its own
    (``/paged/KEY.html``, ``/paged/KEY_K.html``), its 下一张 a link to the next page that
    opens a new window (``target=_blank``), as some portals' picture pages do."""
    slides = gallery_slides(key)
    slide, title = slides[k - 1], gallery_title(key)
    next_link = (
        f'<a class="next" href="/paged/{key}_{k + 1}.html" target="_blank">下一张</a>'
        if k < len(slides)
        else ""
    )
    return f"""<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>{title}_测试新闻网图片频道</title>
<style>.pic img{{width:800px;height:500px;display:block}}</style></head>
<body><div class="nav"><a href="/">首页</a> <a href="/gallery/1.html">图片</a></div>
<h1 class="album-title">{title}</h1>
<div class="pic"><img id="main-pic" src="{slide.image_path}" alt="{title}"></div>
<div class="bar"><span class="counter">{k}/{len(slides)}</span> {next_link}</div>
<p class="caption">{slide.caption}</p>
<div class="footer">版权所有 © 2024 测试新闻网</div></body></html>
"""


def _png_chunk(tag: bytes, data: bytes) -> bytes:
    return (
        struct.pack(">I", len(data))
        + tag
        + data
        + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
    )


@lru_cache(maxsize=64)
def png_bytes(width: int, height: int, rgb: tuple[int, int, int]) -> bytes:
    """A real PNG of one colour (8-bit RGB, no interlace)."""
    row = b"\x00" + bytes(rgb) * width
    raw = row * height
    return (
        b"\x89PNG\r\n\x1a\n"
        + _png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
        + _png_chunk(b"IDAT", zlib.compress(raw, 9))
        + _png_chunk(b"IEND", b"")
    )


def gallery_png(key: str, k: int) -> bytes:
    h = _seed(f"{key}-{k}")
    return png_bytes(800, 500, ((h >> 16) & 0xFF, (h >> 8) & 0xFF, h & 0xFF))


@lru_cache(maxsize=1)
def pdf_bytes() -> bytes:
    """A real, minimal one-page PDF 1.4 (correct xref offsets)."""
    stream = b"BT /F1 24 Tf 72 720 Td (Hello, harvester) Tj ET"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
        b"/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
    ]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for n, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % n + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return bytes(out)


@lru_cache(maxsize=1)
def huge_bytes() -> bytes:
    """A 20 MB UTF-8 HTML article: the ``huge`` article's paragraphs repeated."""
    paragraphs = article_paragraphs("huge")
    head = article_html("huge", paragraphs=paragraphs[:1]).split('<div class="content">')[0]
    chunk = "".join(f"<p>{p}</p>\n" for p in paragraphs).encode("utf-8")
    repeat = HUGE_BYTES // len(chunk) + 1
    tail = b"</div></div></body></html>\n"
    return head.encode("utf-8") + b'<div class="content">\n' + chunk * repeat + tail


#: the first error's message holds a lone UTF-16 surrogate, which no UTF-8 file can hold
THROWS_SCRIPTS = """<script>throw new Error("坏\\uD800错误");</script>
<script>undefinedFunctionCalledOnPurpose();</script>
<script>throw new Error("故意抛出的脚本错误");</script>
<script>setTimeout(function () { null.property.access; }, 10);</script>
<script>Promise.reject(new Error("unhandled rejection on purpose"));</script>"""

DIALOG_SCRIPT = """<script>
window.addEventListener("load", function () {
  alert("欢迎访问测试新闻网");
  confirm("是否订阅我们的新闻推送？");
  prompt("请输入您的邮箱", "");
  window.open("/ok/article/901.html", "_blank");
});
</script>"""

NAVIGATE_SCRIPT = """<script>
window.addEventListener("load", function () {
  setTimeout(function () { location.href = "/ok/article/902.html"; }, 100);
});
</script>"""

SPIN_LATER_SCRIPT = """<script>
window.addEventListener("load", function () {
  setTimeout(function () { while (true) {} }, 100);
});
</script>"""

CRASH_SCRIPT = """<script>
window.addEventListener("load", function () {
  setTimeout(function () {
    var chunk = [];                           // a packed array of 8 Mi doubles: 64 MB
    for (var i = 0; i < 8 * 1024 * 1024; i++) chunk.push(i + 0.5);
    var hoard = [];
    for (var j = 0; j < 160; j++) {           // 160 x 64 MB copies: far past the heap limit
      hoard.push(chunk.slice());
    }
    fetch("/crash-survived");                 // only reached if the renderer survived
  }, 200);
});
</script>"""


# ---------------------------------------------------------------------------------------
# The request log
# ---------------------------------------------------------------------------------------


@dataclass
class Request:
    """One request as the server saw it (times on ``time.monotonic()``)."""

    method: str
    path: str  # without the query
    query: str
    user_agent: str
    start: float
    end: float | None = None  # None while in flight
    status: int | None = None  # None when no status line was sent (hang, reset)
    headers: dict[str, str] = field(default_factory=dict)


def max_overlap(intervals: Iterable[tuple[float, float | None]], now: float | None = None) -> int:
    """The most intervals open at one instant (an interval still open ends at ``now``);
    one that ends exactly when another starts does not overlap it."""
    events: list[tuple[float, int]] = []
    now = time.monotonic() if now is None else now
    for start, end in intervals:
        events.append((start, 1))
        events.append((now if end is None else end, -1))
    events.sort(key=lambda e: (e[0], e[1]))  # ends (-1) before starts (+1) at a tie
    best = level = 0
    for _, delta in events:
        level += delta
        best = max(best, level)
    return best


# ---------------------------------------------------------------------------------------
# The server
# ---------------------------------------------------------------------------------------


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass

    # -- plumbing -----------------------------------------------------------------------

    def do_GET(self) -> None:
        self._handle(body=True)

    def do_HEAD(self) -> None:
        self._handle(body=False)

    def _handle(self, body: bool) -> None:
        parts = urlsplit(self.path)
        entry = Request(
            method=self.command,
            path=parts.path,
            query=parts.query,
            user_agent=self.headers.get("User-Agent", ""),
            start=time.monotonic(),
            headers={k: v for k, v in self.headers.items()},
        )
        owner = self.server.owner
        owner._log(entry)
        self._entry = entry
        self._send_body = body
        try:
            self._route(parts.path, parse_qs(parts.query))
        except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError, OSError):
            self.close_connection = True
        finally:
            entry.end = time.monotonic()

    def _send(
        self,
        status: int,
        data: bytes,
        ctype: str = "text/html; charset=utf-8",
        extra: dict[str, str] | None = None,
    ) -> None:
        self.send_response(status)
        self._entry.status = status
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if self._send_body and data:
            self.wfile.write(data)

    def _html(self, status: int, html: str, **kw: Any) -> None:
        self._send(status, html.encode("utf-8"), **kw)

    def _redirect(self, location: str) -> None:
        self._send(302, b"", extra={"Location": location})

    def _error_page(self, status: int) -> None:
        self._html(status, f"<!doctype html><title>{status}</title><h1>HTTP {status}</h1>")

    def _client_gone(self, timeout: float) -> bool:
        """Wait up to ``timeout`` s; True when the client has closed the connection."""
        try:
            readable, _, _ = select.select([self.connection], [], [], timeout)
            if not readable:
                return False
            return self.connection.recv(1, socket.MSG_PEEK) == b""
        except OSError:
            return True

    # -- routes -------------------------------------------------------------------------

    def _route(self, path: str, query: dict[str, list[str]]) -> None:
        owner = self.server.owner
        if path == "/robots.txt":
            if owner.robots is not None and owner.robots.startswith(REDIRECT):
                self._redirect(owner.robots.removeprefix(REDIRECT))
            elif owner.robots is None:
                self._error_page(404)
            else:
                self._send(200, owner.robots.encode("utf-8"), "text/plain; charset=utf-8")
        elif path.startswith("/ok/article/") and path.endswith(".html"):
            key = path.removeprefix("/ok/article/").removesuffix(".html")
            self._html(200, article_html(key))
        elif path == "/private/page.html":
            self._html(200, article_html("private"))
        elif path.startswith("/slow/") and path.endswith(".html"):
            delay = float(query.get("delay", [SLOW_DELAY_S])[0])
            time.sleep(delay)
            key = "slow-" + path.removeprefix("/slow/").removesuffix(".html")
            self._html(200, article_html(key))
        elif path == "/404" or path.startswith("/404/"):
            self._error_page(404)
        elif path == "/500" or path.startswith("/500/"):
            self._error_page(500)
        elif path.startswith("/503-then-200/"):
            key = path.removeprefix("/503-then-200/")
            if owner._first_time(("503", key)):
                self._send(503, b"<h1>503 Service Unavailable</h1>")
            else:
                self._html(200, article_html("503-" + key))
        elif path.startswith("/429/"):
            key = path.removeprefix("/429/")
            if owner._first_time(("429", key)):
                self._send(
                    429,
                    b"<h1>429 Too Many Requests</h1>",
                    extra={"Retry-After": str(RETRY_AFTER_S)},
                )
            else:
                self._html(200, article_html("429-" + key))
        elif path == "/hang":
            deadline = time.monotonic() + FOREVER_S
            while not owner._stopping.is_set() and time.monotonic() < deadline:
                if self._client_gone(0.5):
                    break
            self.close_connection = True
        elif path == "/drip":
            self.send_response(200)
            self._entry.status = 200
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.flush()
            self.close_connection = True
            lead = b"<!doctype html><html><head><title>drip</title></head><body><p>"
            deadline = time.monotonic() + FOREVER_S
            n = 0
            while not owner._stopping.is_set() and time.monotonic() < deadline:
                self.wfile.write(lead[n : n + 1] if n < len(lead) else b" ")
                self.wfile.flush()
                n += 1
                if self._client_gone(1.0):
                    break
        elif path == "/redirect-loop":
            self._redirect("/redirect-loop-b")
        elif path == "/redirect-loop-b":
            self._redirect("/redirect-loop")
        elif path == "/redirect-good":
            self._redirect("/ok/article/900.html")
        elif path == "/file.pdf":
            self._send(200, pdf_bytes(), "application/pdf")
        elif path == "/image.png":
            self._send(200, png_bytes(64, 48, (200, 30, 30)), "image/png")
        elif path == "/huge":
            self._send(200, huge_bytes())
        elif path == "/reset":
            self.close_connection = True
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.rfile.close()  # drop the makefile reference so close() is real: an RST
            self.connection.close()
        elif path == "/empty":
            self._send(200, b"")
        elif path == "/throws":
            self._html(200, article_html("throws", head_extra=THROWS_SCRIPTS))
        elif path == "/dialogs":
            self._html(200, article_html("dialogs", head_extra=DIALOG_SCRIPT))
        elif path in ("/redirect-to", "/refresh-to", "/script-to"):
            target = query.get("url", ["/ok/article/900.html"])[0]
            if path == "/redirect-to":
                self._redirect(target)
            else:
                lead = (
                    f'<meta http-equiv="refresh" content="0;url={escape(target)}">'
                    if path == "/refresh-to"
                    else f"<script>setTimeout(() => {{ location = {json.dumps(target)}; }}, 100);"
                    "</script>"
                )
                self._html(200, article_html(path.strip("/"), head_extra=lead))
        elif path.startswith("/paged/") and path.endswith(".html"):
            key, _, k = path.removeprefix("/paged/").removesuffix(".html").partition("_")
            if k and not (k.isdigit() and 1 <= int(k) <= GALLERY_SIZE):
                self._error_page(404)
            else:
                self._html(200, paged_gallery_html(key, int(k or 1)))
        elif path == "/navigates-away":
            self._html(200, article_html("navigates-away", head_extra=NAVIGATE_SCRIPT))
        elif path == "/spin-inline":
            self._html(
                200, article_html("spin-inline", body_extra="<script>while(true){}</script>")
            )
        elif path == "/spin-later":
            self._html(200, article_html("spin-later", head_extra=SPIN_LATER_SCRIPT))
        elif path == "/spin-gallery":
            self._html(200, gallery_html("spin", spin=True))
        elif path == "/charset-lie":
            html = article_html("charset-lie", headline=CHARSET_LIE_HEADLINE, charset="gb2312")
            self._send(200, html.encode("utf-8"), "text/html; charset=gb2312")
        elif path == "/crash-renderer":
            self._html(200, article_html("crash-renderer", head_extra=CRASH_SCRIPT))
        elif path.startswith("/gallery/img/") and path.endswith(".png"):
            stem = path.removeprefix("/gallery/img/").removesuffix(".png")
            key, _, k = stem.rpartition("-")
            if key and k.isdigit():
                self._send(200, gallery_png(key, int(k)), "image/png")
            else:
                self._error_page(404)
        elif path.startswith("/gallery/") and path.endswith(".html"):
            key = path.removeprefix("/gallery/").removesuffix(".html")
            self._html(200, gallery_html(key))
        else:
            self._error_page(404)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    request_queue_size = 64

    def __init__(self, owner: FaultServer) -> None:
        self.owner = owner
        super().__init__(("127.0.0.1", owner.port), _Handler)

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # browsers drop connections all the time: not our problem


#: A robots text that starts so makes ``/robots.txt`` a 302 to the rest.
REDIRECT = "redirect:"


class FaultServer:
    """The fault server on 127.0.0.1 (a free port unless ``port``), serving ``robots`` as
    its robots.txt (``None``: 404). ``with FaultServer() as base_url`` starts it."""

    def __init__(self, robots: str | None = ROBOTS_DEFAULT, port: int = 0) -> None:
        self.robots = robots
        self.port = port
        self._lock = threading.Lock()
        self._requests: list[Request] = []
        self._hits: Counter[str] = Counter()
        self._seen_keys: set[tuple[str, str]] = set()
        self._stopping = threading.Event()
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle ----------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        assert self._httpd is not None, "server not started"
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/"

    @property
    def netloc(self) -> str:
        """``127.0.0.1:PORT``, this instance's host as a URL spells it."""
        return self.base_url.removeprefix("http://").rstrip("/")

    def url(self, path: str) -> str:
        """An absolute URL on this server (``path`` with or without its leading slash)."""
        return self.base_url + path.lstrip("/")

    def start(self) -> str:
        self._stopping.clear()
        self._httpd = _Server(self)
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True
        )
        self._thread.start()
        return self.base_url

    def stop(self) -> None:
        self._stopping.set()  # releases /hang and /drip
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> str:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    # -- state (called from handler threads) --------------------------------------------

    def _log(self, entry: Request) -> None:
        with self._lock:
            self._requests.append(entry)
            self._hits[entry.path] += 1

    def _first_time(self, key: tuple[str, str]) -> bool:
        with self._lock:
            if key in self._seen_keys:
                return False
            self._seen_keys.add(key)
            return True

    # -- the log, for tests -------------------------------------------------------------

    def requests(
        self,
        prefix: str | tuple[str, ...] = "",
        since: float | None = None,
        until: float | None = None,
    ) -> list[Request]:
        """Requests whose path starts with ``prefix`` (one or several), started within
        [since, until] (``time.monotonic()``), in order of arrival (a copy)."""
        with self._lock:
            entries = list(self._requests)
        return [
            r
            for r in entries
            if r.path.startswith(prefix)
            and (since is None or r.start >= since)
            and (until is None or r.start <= until)
        ]

    def hits(self, path: str, since: float | None = None, until: float | None = None) -> int:
        """How many requests asked for exactly ``path`` (no query), all time or in a window."""
        if since is None and until is None:
            with self._lock:
                return self._hits[path]
        return sum(1 for r in self.requests(path, since, until) if r.path == path)

    def max_concurrency(
        self,
        prefix: str | tuple[str, ...] = "",
        since: float | None = None,
        until: float | None = None,
    ) -> int:
        """The most requests under ``prefix`` in flight at once (start to last byte sent;
        a request still in flight counts as open until now)."""
        return max_overlap((r.start, r.end) for r in self.requests(prefix, since, until))

    def start_gaps(
        self,
        prefix: str | tuple[str, ...] = "",
        since: float | None = None,
        until: float | None = None,
    ) -> list[float]:
        """Seconds between the starts of consecutive requests under ``prefix``."""
        starts = sorted(r.start for r in self.requests(prefix, since, until))
        return [b - a for a, b in pairwise(starts)]

    def first_request(
        self, prefix: str | tuple[str, ...] = "", since: float | None = None
    ) -> Request | None:
        found = self.requests(prefix, since)
        return min(found, key=lambda r: r.start) if found else None


if __name__ == "__main__":  # manual browsing: python -m testbeds.fault_server
    with FaultServer() as url:
        print(f"fault server at {url}  (Ctrl-C to stop)")
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            pass
