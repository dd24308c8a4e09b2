"""The hostile suite's cases: what each URL (or run) does to the harvester, and what the
user-facing documentation says must come of it.

An input line is written with placeholders: ``{main}`` (the allowed site, ``127.0.0.1:PORT``),
``{internal}`` (the service inside, never allowed), ``{robots-drip}``, ``{robots-inside}``,
``{robots-loop}`` (hosts with a hostile robots.txt), ``{token}`` (fresh per run). A line
starting with ``/`` is a path on the main site.

``Expect``: ``status`` "ok", "error" or None (either: the docs pin neither); ``kinds`` the
error kinds the docs allow (empty: any error with a message); ``http_status``; ``checks``,
named extra checks the bench knows (see ``bench/hostile.py``):

``title=TEXT``          the record's title starts with TEXT (honest decoding)
``gallery``             kind is gallery
``max_slides``          at most ``--max-pages`` slides
``names_address``       a ``blocked`` error names the address and the option allowing it
``no_inside=P1|P2``     the internal service never saw these paths (nor any connection)
``no_main_hit=P``       the main site never saw this path
``under_deadline``      ``elapsed_s`` below the run's ``--deadline`` (a wait not waited)
``min_hits=P:N``        the main site saw path P at least N times (a retry happened)
``one_record``          exactly one record for all the lines of this case (duplicates)
``no_record``           no record at all (a comment, a blank line)

Every record is also held to the invariants: an error has a message, its kind is never
``internal`` ("a bug of ours"), no string holds a lone surrogate, nothing of the internal
service or of ``/etc/passwd`` is in it.

Doc references are ``file:line`` in ``docs/`` (and ``README.md``) as of writing.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Expect:
    status: str | None
    kinds: tuple[str, ...] = ()
    http_status: int | None = None
    checks: tuple[str, ...] = ()

    def describe(self) -> str:
        if self.status == "ok":
            out = "ok"
        elif self.status == "error":
            out = "error:" + ("|".join(self.kinds) if self.kinds else "any")
            if self.http_status:
                out += f" {self.http_status}"
        else:
            out = "ok|error" + (":" + "|".join(self.kinds) if self.kinds else "")
        return out


@dataclass(frozen=True)
class Case:
    id: str
    family: str
    lines: tuple[str, ...]
    does: str
    expect: Expect
    doc: str
    group: str = "main"
    extra: dict[str, str] = field(default_factory=dict)


OK = Expect("ok")


def err(*kinds: str, status: int | None = None, checks: tuple[str, ...] = ()) -> Expect:
    return Expect("error", kinds, status, checks)


def anything(*checks: str) -> Expect:
    return Expect(None, (), None, checks)


def ok(*checks: str) -> Expect:
    return Expect("ok", (), None, checks)


# doc references
D_NOTED = "batch-runs.md:46-47 (dialogs, popups, self-navigation, script errors: noted, not fatal)"
D_UTF8 = "batch-runs.md:112-113 (a lone UTF-16 surrogate becomes U+FFFD)"
D_DEADLINE = "records.md:63; batch-runs.md:28-33 (scripts hog the renderer: kind deadline)"
D_BLOCKED = (
    "README.md:66-70; batch-runs.md:123-130, 139-140, 146-148; records.md:58 "
    "(blocked, naming the address and the option)"
)
D_INSIDE = (
    "README.md:66-68; batch-runs.md:135-137 (frames, pictures, scripts' requests, WebSockets)"
)
D_REDIRECT = "records.md:64 (loop > 20, file:/javascript:, kept navigating)"
D_HTTP = "records.md:65 (status >= 400)"
D_RETRY = "records.md:65, 76-77; batch-runs.md:40-41 (5xx/429 retried, Retry-After)"
D_NET = "records.md:60 (refused, reset, closed, empty response)"
D_TRUNC = "records.md:67 (broke mid-body, short of Content-Length)"
D_TIMEOUT = "records.md:62 (did not load within --nav-timeout)"
D_TLS = "records.md:61 (TLS handshake or certificate failure)"
D_NOTHTML = "records.md:68 (a PDF, a picture, a download)"
D_EMPTY = "records.md:70 (nothing to harvest)"
D_NOCONTENT = "records.md:66 (204)"
D_LOGIN = "records.md:69 (login wall)"
D_ROBOTS = "batch-runs.md:51-55; records.md:57"
D_ROBOTS_UNREACHABLE = (
    "batch-runs.md:53-54 (unreachable robots.txt allows everything), 143 (bounded)"
)
D_CHARSET = "batch-runs.md:44-45 (honest decoding: declared charset lies)"
D_MAXPAGES = "batch-runs.md:61; options.md --max-pages"
D_INPUT = "batch-runs.md:83-85; records.md:56 (malformed_url)"
D_DUP = "batch-runs.md:83-84 (a URL given twice is harvested once)"
D_DNS = "records.md:59"
D_UNPINNED = "not pinned by the docs: a record, and the invariants"
D_GOOD = "README.md:50-58; batch-runs.md:24-25 (an article is harvested, whatever its scripts do)"


def _inside(*paths: str) -> str:
    return "no_inside=" + "|".join(paths)


CASES: list[Case] = [
    # -- controls: the suite's server and options are sane ------------------------------
    Case("base-article", "control", ("/a/1.html",), "a plain article", OK, D_GOOD),
    Case(
        "base-gallery",
        "control",
        ("/gallery/ok.html",),
        "a 5-picture gallery paging in place",
        ok("gallery"),
        "README.md:27-36",
        group="galleries",
    ),
    Case(
        "base-redirect-chain",
        "control",
        ("/redirect/chain",),
        "12 redirects, then an article",
        OK,
        D_REDIRECT + " (12 < 20)",
    ),
    # -- scripts that throw, spin, poison ---------------------------------------------------
    Case(
        "js-throw",
        "scripts",
        ("/js/throw.html",),
        "a script-drawn article whose scripts throw (sync, async, null deref)",
        OK,
        D_NOTED,
    ),
    Case(
        "js-throw-surrogate",
        "scripts",
        ("/js/throw-surrogate.html",),
        "throws errors and sets a title holding lone UTF-16 surrogates",
        ok("no_surrogate"),
        D_UTF8,
    ),
    Case(
        "js-spin-microtask",
        "scripts",
        ("/js/spin-microtask.html",),
        "an endless microtask chain 300 ms after load (event loop starved)",
        err("deadline"),
        D_DEADLINE,
    ),
    Case(
        "js-spin-raf",
        "scripts",
        ("/js/spin-raf.html",),
        "for(;;){} inside the 21st animation frame",
        err("deadline"),
        D_DEADLINE,
    ),
    Case(
        "js-spin-on-input",
        "scripts",
        ("/js/spin-scroll.html",),
        "for(;;){} in scroll, wheel and keydown handlers (spins only if the harvester scrolls)",
        Expect(None, ("deadline",)),
        D_DEADLINE,
    ),
    Case(
        "js-busy",
        "scripts",
        ("/js/busy.html",),
        "busy 700 ms of every 800 ms",
        Expect(None, ("deadline",)),
        D_DEADLINE,
    ),
    Case(
        "js-poison",
        "scripts",
        ("/js/poison.html",),
        "a script-drawn article that then poisons Array.map/forEach, JSON, Promise.then, "
        "Object.keys, trim, getComputedStyle, querySelectorAll, getBoundingClientRect",
        OK,
        D_GOOD,
    ),
    Case(
        "js-alert-loop",
        "dialogs",
        ("/js/alert-loop.html",),
        "alert/confirm/prompt 100000 times in a loop",
        Expect(None, ("deadline",)),
        D_NOTED + "; " + D_DEADLINE,
    ),
    Case(
        "js-dialogs",
        "dialogs",
        ("/js/dialogs.html",),
        "alert before load, a confirm() loop, prompt, beforeunload, pagehide alert",
        OK,
        D_NOTED,
    ),
    Case(
        "js-print",
        "dialogs",
        ("/js/print.html",),
        "print(), fullscreen, notification, geolocation and clipboard requests",
        OK,
        D_NOTED,
    ),
    Case(
        "js-popups",
        "popups",
        ("/js/popups.html",),
        "30 popups at once, 200 more every 20 ms, one into the internal service",
        ok(_inside("/popup")),
        D_NOTED + "; " + D_INSIDE,
    ),
    Case(
        "js-blob-download",
        "downloads",
        ("/js/blob-download.html",),
        "an article that starts 5 blob downloads, then navigates to an attachment",
        Expect(None, ("not_html",)),
        D_NOTED + "; " + D_NOTHTML,
    ),
    Case(
        "js-keeps-navigating",
        "navigation",
        ("/js/keeps-navigating.html",),
        "location.replace to itself (?n+1) every 150 ms, forever",
        err("redirect"),
        D_REDIRECT,
    ),
    Case(
        "js-pushstate",
        "navigation",
        ("/js/pushstate.html",),
        "pushState and hash changes every 15 ms",
        anything(),
        D_UNPINNED,
    ),
    Case(
        "js-self-once",
        "navigation",
        ("/js/self-once.html",),
        "navigates itself once to another article of the site",
        OK,
        D_NOTED,
    ),
    Case(
        "js-to-file",
        "navigation",
        ("/js/to-file.html",),
        "location = file:///etc/passwd after load",
        Expect(None, ("redirect",)),
        D_REDIRECT + "; records.md:49-52",
    ),
    Case(
        "js-iframes",
        "scripts",
        ("/js/iframe-recursion.html",),
        "an article with 3^6 nested iframes of itself",
        OK,
        D_GOOD,
    ),
    # -- private addresses ----------------------------------------------------------------
    Case(
        "priv-direct",
        "private",
        ("http://{internal}/direct",),
        "the internal service's URL given directly",
        err("blocked", checks=("names_address", _inside("/direct"))),
        D_BLOCKED,
    ),
    Case(
        "priv-direct-v6",
        "private",
        ("http://[::1]:{internal_port}/v6direct",),
        "the internal service through [::1]",
        err("blocked", checks=("names_address",)),
        D_BLOCKED,
    ),
    Case(
        "priv-direct-localhost",
        "private",
        ("http://localhost:{main_port}/secret-via-localhost",),
        "the allowed port under another host name (localhost)",
        err("blocked", checks=("names_address", "no_main_hit=/secret-via-localhost")),
        D_BLOCKED + " (allowed per host, or host and port)",
    ),
    Case(
        "priv-redirect-inside",
        "private",
        ("/redirect/inside",),
        "301 to the internal service",
        err("blocked", checks=("names_address", _inside("/redirect-inside"))),
        D_BLOCKED,
    ),
    Case(
        "priv-redirect-localhost",
        "private",
        ("/redirect/localhost",),
        "302 to localhost:MAINPORT",
        err("blocked", checks=("names_address", "no_main_hit=/secret-via-localhost")),
        D_BLOCKED,
    ),
    Case(
        "priv-redirect-mapped",
        "private",
        ("/redirect/mapped",),
        "302 to [::ffff:127.0.0.1]:INTERNAL",
        err("blocked", checks=(_inside("/mapped"),)),
        D_BLOCKED + " (IPv4-mapped IPv6 included)",
    ),
    Case(
        "priv-redirect-decimal",
        "private",
        ("/redirect/decimal",),
        "302 to http://2130706433:INTERNAL/",
        err("blocked", checks=(_inside("/decimal"),)),
        D_BLOCKED,
    ),
    Case(
        "priv-redirect-zero",
        "private",
        ("/redirect/zero",),
        "302 to 0.0.0.0:INTERNAL",
        err("blocked", checks=(_inside("/zero"),)),
        D_BLOCKED + " (unspecified)",
    ),
    Case(
        "priv-redirect-short",
        "private",
        ("/redirect/short",),
        "302 to http://127.1:INTERNAL/",
        err("blocked", checks=(_inside("/short"),)),
        D_BLOCKED,
    ),
    Case(
        "priv-redirect-v6",
        "private",
        ("/redirect/ipv6-loopback",),
        "302 to [::1]:INTERNAL",
        err("blocked"),
        D_BLOCKED,
    ),
    Case(
        "priv-redirect-schemeless",
        "private",
        ("/redirect/schemeless",),
        "302 to //127.0.0.1:INTERNAL/",
        err("blocked", checks=(_inside("/schemeless"),)),
        D_BLOCKED,
    ),
    Case(
        "priv-redirect-userinfo",
        "private",
        ("/redirect/userinfo",),
        "302 to http://127.0.0.1:MAIN@127.0.0.1:INTERNAL/",
        err("blocked", checks=(_inside("/userinfo"),)),
        D_BLOCKED,
    ),
    Case(
        "priv-redirect-backslash",
        "private",
        ("/redirect/backslash",),
        "302 to http://127.0.0.1:MAIN\\@127.0.0.1:INTERNAL/ (parsers disagree on its host)",
        anything(_inside("/backslash")),
        D_INSIDE,
    ),
    Case(
        "priv-redirect-trailing-dot",
        "private",
        ("/redirect/trailing-dot",),
        "302 to http://localhost.:INTERNAL/",
        err("blocked", "dns", checks=(_inside("/dot"),)),
        D_BLOCKED + "; " + D_DNS + " (checked after DNS: where 'localhost.' does not resolve, dns)",
    ),
    Case(
        "priv-refresh-inside",
        "private",
        ("/refresh/inside",),
        "an article with meta refresh 0 (and a Refresh header) into the internal service",
        err("blocked", checks=(_inside("/refresh"),)),
        D_BLOCKED,
    ),
    Case(
        "priv-js-inside",
        "private",
        ("/js/to-inside.html",),
        "a script-drawn article that sets location into the internal service",
        err("blocked", checks=(_inside("/js-inside"),)),
        D_BLOCKED,
    ),
    Case(
        "priv-embed-inside",
        "private",
        ("/embed/inside.html",),
        "an article that frames, pictures, fetches, XHRs, beacons, WebSockets, EventSources, "
        "prefetches and styles from the internal service",
        ok(
            _inside(
                "/frame",
                "/pixel.png",
                "/fetch",
                "/xhr",
                "/beacon",
                "/socket",
                "/sse",
                "/x.css",
                "/prefetch",
                "/preload.png",
                "/bg.png",
            )
        ),
        D_INSIDE,
    ),
    Case(
        "priv-gallery-pictures",
        "private",
        ("/embed/gallery-inside-pictures.html",),
        "a gallery whose pictures are on the internal service",
        anything(_inside("/img/")),
        D_INSIDE,
    ),
    Case(
        "priv-gallery-next",
        "private",
        ("/gallery/next-inside.html",),
        "a gallery whose 下一张 sends the page into the internal service",
        anything(_inside("/admin/next")),
        D_INSIDE,
    ),
    # -- TLS --------------------------------------------------------------------------------
    Case(
        "tls-selfsigned",
        "tls",
        ("https://{main}/a/tls.html",),
        "https on the allowed host:port, a self-signed certificate",
        err("tls"),
        D_TLS,
    ),
    Case(
        "tls-redirect",
        "tls",
        ("/redirect/https-selfsigned",),
        "302 from http to the self-signed https",
        err("tls"),
        D_TLS,
    ),
    # -- redirects ----------------------------------------------------------------------------
    Case(
        "redir-loop",
        "redirects",
        ("/redirect/loop-a",),
        "307 A -> 308 B -> A …",
        err("redirect"),
        D_REDIRECT,
    ),
    Case(
        "redir-endless",
        "redirects",
        ("/redirect/endless",),
        "302 to ?n+1 forever (never the same URL)",
        err("redirect"),
        D_REDIRECT,
    ),
    Case(
        "redir-file",
        "redirects",
        ("/redirect/file",),
        "302 to file:///etc/passwd",
        err("redirect"),
        D_REDIRECT,
    ),
    Case(
        "redir-javascript",
        "redirects",
        ("/redirect/javascript",),
        "302 to javascript:",
        err("redirect"),
        D_REDIRECT,
    ),
    Case(
        "redir-data",
        "redirects",
        ("/redirect/data",),
        "302 to a data: URL",
        err(),
        D_REDIRECT + " (data: not named: any error)",
    ),
    Case(
        "redir-no-location",
        "redirects",
        ("/redirect/no-location",),
        "302 with an article body and no Location",
        anything(),
        D_UNPINNED,
    ),
    Case(
        "redir-utf8-location",
        "redirects",
        ("/redirect/utf8-location",),
        "302 whose Location holds raw UTF-8 bytes",
        anything(),
        D_UNPINNED,
    ),
    Case(
        "refresh-self",
        "redirects",
        ("/refresh/self",),
        "an article with meta refresh 0 to itself",
        Expect(None, ("redirect",)),
        D_REDIRECT + " (the HTTP stage may finish it from its bytes)",
    ),
    Case(
        "refresh-file",
        "redirects",
        ("/refresh/file",),
        "an article with meta refresh 0 to file:///etc/passwd",
        Expect(None, ("redirect",)),
        D_REDIRECT,
    ),
    # -- statuses ----------------------------------------------------------------------------
    Case(
        "status-204", "statuses", ("/status/204",), "204 No Content", err("no_content"), D_NOCONTENT
    ),
    Case(
        "status-404",
        "statuses",
        ("/status/404",),
        "404 with an article-like body",
        err("http", status=404),
        D_HTTP,
    ),
    Case("status-410", "statuses", ("/status/410",), "410 Gone", err("http", status=410), D_HTTP),
    Case(
        "status-500",
        "statuses",
        ("/status/500",),
        "500 always (retried, then given up)",
        err("http", status=500),
        D_HTTP + "; " + D_RETRY,
    ),
    Case(
        "status-401",
        "statuses",
        ("/status/401",),
        "401 with WWW-Authenticate: Basic",
        err("http", status=401),
        D_HTTP,
    ),
    Case(
        "status-407",
        "statuses",
        ("/status/407",),
        "407 Proxy Authentication Required from the origin (through the guard proxy)",
        err("http", status=407),
        D_HTTP,
    ),
    Case(
        "login-wall",
        "statuses",
        ("/members/1.html",),
        "302 to /login?next=/members/1.html, a form asking a password",
        err("login"),
        D_LOGIN,
    ),
    Case(
        "robots-forbidden",
        "statuses",
        ("/forbidden/1.html",),
        "robots.txt forbids it to User-agent: harvester",
        err("robots"),
        D_ROBOTS,
    ),
    # -- retries ------------------------------------------------------------------------------
    Case(
        "retry-429-once",
        "retries",
        ("/retry/429-once/{token}",),
        "429 with Retry-After: 2 once, then the article",
        ok("min_hits=/retry/429-once/{token}:2"),
        D_RETRY,
    ),
    Case(
        "retry-503-twice",
        "retries",
        ("/retry/503-twice/{token}",),
        "503 twice, then the article (--retries 2)",
        ok("min_hits=/retry/503-twice/{token}:3"),
        D_RETRY,
    ),
    Case(
        "retry-reset-once",
        "retries",
        ("/retry/reset-once/{token}",),
        "a connection reset once, then the article",
        ok("min_hits=/retry/reset-once/{token}:2"),
        D_RETRY + "; " + D_NET,
    ),
    Case(
        "retry-429-far",
        "retries",
        ("/retry/429-far",),
        "429 with Retry-After: 3600 (beyond the deadline: not waited)",
        err("http", status=429, checks=("under_deadline",)),
        D_RETRY,
    ),
    Case(
        "retry-429-date",
        "retries",
        ("/retry/429-date",),
        "429 with Retry-After as an HTTP date a day ahead",
        err("http", status=429, checks=("under_deadline",)),
        D_RETRY,
    ),
    # -- slow and broken transports -----------------------------------------------------------
    Case(
        "slow-headers-late",
        "transport",
        ("/slow/headers-late",),
        "headers 4 s late (under --nav-timeout)",
        OK,
        D_TIMEOUT,
    ),
    Case(
        "slow-headers-never",
        "transport",
        ("/slow/headers-never",),
        "reads the request, never answers",
        err("timeout"),
        D_TIMEOUT,
    ),
    Case(
        "slow-drip-finite",
        "transport",
        ("/slow/drip-finite",),
        "the body in 16 pieces 0.3 s apart",
        OK,
        D_TIMEOUT,
    ),
    Case(
        "slow-drip-forever",
        "transport",
        ("/slow/drip-forever",),
        "a whole article, then a space every 0.5 s forever (no length)",
        err("timeout"),
        D_TIMEOUT,
    ),
    Case(
        "body-short-length",
        "transport",
        ("/body/short-length",),
        "Content-Length twice the body, then FIN",
        err("truncated"),
        D_TRUNC,
    ),
    Case(
        "body-reset-mid",
        "transport",
        ("/body/reset-mid",),
        "half the body, then RST",
        err("truncated"),
        D_TRUNC,
    ),
    Case(
        "body-close-empty",
        "transport",
        ("/body/close-empty",),
        "reads the request, closes without a byte",
        err("network"),
        D_NET,
    ),
    Case(
        "body-garbage",
        "transport",
        ("/body/garbage",),
        "answers binary garbage, not HTTP",
        err(),
        D_NET + " (not named: any error)",
    ),
    Case(
        "body-bad-chunk",
        "transport",
        ("/body/bad-chunk",),
        "chunked, the second chunk size is not hex",
        err(),
        D_TRUNC + " (not named: any error)",
    ),
    Case(
        "body-gzip-lie",
        "transport",
        ("/body/gzip-lie",),
        "Content-Encoding: gzip on plain bytes",
        err(),
        D_UNPINNED,
    ),
    Case(
        "body-double-length",
        "transport",
        ("/body/double-length",),
        "two different Content-Length headers",
        err(),
        D_UNPINNED,
    ),
    # -- big things ---------------------------------------------------------------------------
    Case("big-huge", "bombs", ("/big/huge",), "a 48 MB page", anything(), D_UNPINNED),
    Case(
        "big-dom-deep",
        "bombs",
        ("/big/dom-deep",),
        "an article, then 100000 nested divs",
        anything(),
        D_UNPINNED,
    ),
    Case(
        "big-title",
        "bombs",
        ("/big/title-bomb",),
        "an 800,000-character title",
        anything(),
        D_UNPINNED,
    ),
    Case(
        "big-attrs",
        "bombs",
        ("/big/attr-bomb",),
        "a headline with 60000 attributes",
        anything(),
        D_UNPINNED,
    ),
    Case(
        "big-control-chars",
        "bombs",
        ("/big/control-chars",),
        "NUL, ESC, U+2028/2029, BOM and RLO in the title and text",
        OK,
        D_UTF8,
    ),
    Case(
        "js-dom-wide",
        "bombs",
        ("/js/dom-wide.html",),
        "a script-drawn article, then 400000 spans",
        anything(),
        D_UNPINNED,
    ),
    Case(
        "js-memory",
        "bombs",
        ("/js/memory.html",),
        "a script-drawn article that then holds 1.5 GB",
        anything(),
        D_UNPINNED,
    ),
    # -- galleries ------------------------------------------------------------------------------
    Case(
        "gallery-endless",
        "galleries",
        ("/gallery/endless.html",),
        "a gallery whose 下一张 never ends (counter k/9999)",
        ok("max_slides"),
        D_MAXPAGES,
        group="galleries",
    ),
    Case(
        "gallery-paged-endless",
        "galleries",
        ("/paged/pe_1.html",),
        "a page per picture, 下一张 to _k+1 forever",
        ok("max_slides"),
        D_MAXPAGES,
        group="galleries",
    ),
    Case(
        "gallery-png-bomb",
        "galleries",
        ("/gallery/png-bomb.html",),
        "a gallery whose pictures claim 60000x60000 pixels",
        anything("max_slides"),
        D_UNPINNED,
        group="galleries",
    ),
    # -- charsets -------------------------------------------------------------------------------
    Case(
        "cs-gbk-declared",
        "charsets",
        ("/charset/gbk-declared",),
        "GBK, declared GBK",
        ok("title=国标编码声明的报道：湖畔步道全线贯通"),
        D_CHARSET,
    ),
    Case(
        "cs-gbk-undeclared",
        "charsets",
        ("/charset/gbk-undeclared",),
        "GBK bytes, no charset anywhere",
        OK,
        D_UNPINNED + " (ok: it is an article)",
    ),
    Case(
        "cs-bom-declared-gbk",
        "charsets",
        ("/charset/bom-utf8-declared-gbk",),
        "UTF-8 with a BOM, header and meta say gbk",
        ok("title=带字节序标记却声明国标的页面：旧桥修缮完工"),
        D_CHARSET,
    ),
    Case(
        "cs-utf16-bom",
        "charsets",
        ("/charset/utf16-bom",),
        "UTF-16 with a BOM, undeclared",
        OK,
        D_UNPINNED + " (ok: it is an article)",
    ),
    Case(
        "cs-utf8-header-gbk-bytes",
        "charsets",
        ("/charset/utf8-header-gbk-bytes",),
        "header and meta say UTF-8, the bytes are GBK",
        ok("title=头部声明万国码却发来国标字节：菜场升级改造"),
        D_CHARSET + " (or the other way)",
    ),
    Case(
        "cs-bogus-label",
        "charsets",
        ("/charset/bogus-label",),
        "an unknown charset label (with a quote and DEL) on UTF-8 bytes",
        OK,
        D_UNPINNED + " (ok: it is an article)",
    ),
    # -- not HTML, downloads, empty ------------------------------------------------------------
    Case("type-pdf", "types", ("/type/pdf",), "a PDF", err("not_html"), D_NOTHTML),
    Case("type-png", "types", ("/type/png",), "a PNG", err("not_html"), D_NOTHTML),
    Case(
        "type-json",
        "types",
        ("/type/json",),
        "application/json with a title and body",
        err(),
        D_NOTHTML + " (JSON not named: any error)",
    ),
    Case(
        "type-pdf-as-html",
        "types",
        ("/type/pdf-as-html",),
        "a PDF labelled text/html",
        err(),
        D_NOTHTML + " (a PDF, whatever its label; the kind not pinned: any error)",
    ),
    Case(
        "type-png-no-type",
        "types",
        ("/type/png-no-type",),
        "a PNG with no Content-Type",
        err(),
        D_NOTHTML + " (a picture; unlabelled: any error)",
    ),
    Case(
        "download-attachment",
        "types",
        ("/download/attachment.html",),
        "an article sent with Content-Disposition: attachment",
        err("not_html"),
        D_NOTHTML,
    ),
    Case(
        "download-octet",
        "types",
        ("/download/octet.bin",),
        "an article sent as application/octet-stream",
        Expect(None, ("not_html",)),
        D_NOTHTML,
    ),
    Case(
        "empty-blank",
        "types",
        ("/empty/blank-doc",),
        "an empty title and a blank body",
        err("empty"),
        D_EMPTY,
    ),
    Case(
        "empty-only-scripts",
        "types",
        ("/empty/only-scripts",),
        "a body of a script and an empty noscript",
        err("empty"),
        D_EMPTY,
    ),
    # -- malformed input lines ------------------------------------------------------------------
    Case(
        "in-ftp", "input", ("ftp://{main}/a/x.html",), "an ftp: line", err("malformed_url"), D_INPUT
    ),
    Case(
        "in-javascript",
        "input",
        ("javascript:alert(1)",),
        "a javascript: line",
        err("malformed_url"),
        D_INPUT,
    ),
    Case(
        "in-words",
        "input",
        ("not a url at all",),
        "words with spaces",
        err("malformed_url"),
        D_INPUT,
    ),
    Case("in-no-host", "input", ("http://",), "http:// and nothing", err("malformed_url"), D_INPUT),
    Case(
        "in-bad-port",
        "input",
        ("http://127.0.0.1:99999/a/x.html",),
        "port 99999",
        err("malformed_url"),
        D_INPUT,
    ),
    Case(
        "in-broken-v6",
        "input",
        ("http://[::1/a.html",),
        "an unclosed IPv6 bracket",
        err("malformed_url"),
        D_INPUT,
    ),
    Case(
        "in-space",
        "input",
        ("http://{main}/a/space here.html",),
        "a space inside the path",
        anything(),
        D_UNPINNED,
    ),
    Case(
        "in-idn",
        "input",
        ("http://新闻.测试/a.html",),
        "an IDN under a test TLD",
        err("dns"),
        D_DNS,
    ),
    Case(
        "in-long",
        "input",
        ("http://{main}/long/" + "x" * 100_000,),
        "a 100 KB URL (the server answers 414)",
        err("http", "malformed_url"),
        D_HTTP + "; records.md:56 (fetched: http 414; refused: malformed_url; no redirect happens)",
    ),
    Case(
        "in-nul",
        "input",
        ("http://{main}/a/nul\x00byte.html",),
        "a NUL inside the URL",
        anything(),
        D_UNPINNED,
    ),
    Case(
        "in-crlf",
        "input",
        ("http://{main}/a/crlf.html%0d%0aX-Injected:%201",),
        "an encoded CRLF header injection",
        anything(),
        D_UNPINNED,
    ),
    Case("in-fragment", "input", ("http://{main}/a/frag.html#p=3",), "a fragment", OK, D_GOOD),
    Case(
        "in-duplicates",
        "input",
        ("http://{main}/a/dup.html", "HTTP://{main}/a/dup.html", "   http://{main}/a/dup.html   "),
        "one URL three times (case, spaces)",
        ok("one_record"),
        D_DUP,
    ),
    Case(
        "in-dup-default-port",
        "input",
        ("http://localhost:80/dp.html", "http://LOCALHOST/dp.html"),
        "one private URL twice, with and without its default port",
        err("blocked", checks=("one_record",)),
        D_DUP + "; " + D_BLOCKED,
    ),
    Case(
        "in-comment",
        "input",
        ("# http://{main}/a/commented.html", "", "   \t  "),
        "a comment and blank lines",
        anything("no_record", "no_main_hit=/a/commented.html"),
        "batch-runs.md:11 (# comments)",
    ),
    # -- robots.txt inside out (their own run: each hostile robots.txt is a host) -----------------
    Case(
        "robots-drip",
        "robots",
        ("http://{robots-drip}/a/1.html",),
        "robots.txt drips a byte a second forever",
        OK,
        D_ROBOTS_UNREACHABLE,
        group="robots",
    ),
    Case(
        "robots-inside",
        "robots",
        ("http://{robots-inside}/a/1.html",),
        "robots.txt redirects into the internal service",
        ok(_inside("/robots.txt")),
        D_ROBOTS_UNREACHABLE + "; " + D_BLOCKED,
        group="robots",
    ),
    Case(
        "robots-loop",
        "robots",
        ("http://{robots-loop}/a/1.html",),
        "robots.txt redirects to itself forever",
        OK,
        D_ROBOTS_UNREACHABLE,
        group="robots",
    ),
]

#: cases run again with ``--render always`` (the browser's guard, not the HTTP stage's)
ALWAYS = (
    "priv-redirect-inside",
    "priv-redirect-localhost",
    "priv-redirect-mapped",
    "priv-redirect-zero",
    "priv-redirect-userinfo",
    "priv-redirect-backslash",
    "priv-refresh-inside",
    "priv-js-inside",
    "priv-embed-inside",
    "priv-gallery-next",
    "js-popups",
    "tls-selfsigned",
    "redir-file",
    "redir-javascript",
    "redir-loop",
    "body-short-length",
    "body-reset-mid",
    "type-pdf",
    "download-attachment",
    "status-204",
    "js-to-file",
    "refresh-file",
    "big-control-chars",
    "cs-utf8-header-gbk-bytes",
    "empty-blank",
)
#: what ``--render always`` changes in an expectation: a refresh to itself is rendered, so it
#: keeps navigating
ALWAYS_OVERRIDES = {"refresh-self": err("redirect")}


def always_cases() -> list[Case]:
    by_id = {c.id: c for c in CASES}
    out = []
    for cid in ALWAYS + tuple(ALWAYS_OVERRIDES):
        c = by_id[cid]
        out.append(
            Case(
                f"{c.id}@always",
                c.family,
                c.lines,
                c.does,
                ALWAYS_OVERRIDES.get(cid, c.expect),
                c.doc,
                group="always",
            )
        )
    return out


#: runs of their own: (id, family, what is done, what the docs promise, doc)
SPECIAL: list[tuple[str, str, str, str, str]] = [
    (
        "out-lock",
        "output",
        "a second run on the --out of a running one",
        "the second exits 2 saying 'another harvest run is writing to'; the first ends normally",
        "batch-runs.md:106-109",
    ),
    (
        "out-wait",
        "output",
        "a second run with --wait-for-out on a running one's --out",
        "it waits, then appends: one record per URL of both runs",
        "batch-runs.md:106-109",
    ),
    (
        "out-symlink-mode",
        "output",
        "--out a symlink to a 0600 file",
        "the link stays a link, its target is compacted and keeps mode 0600",
        "batch-runs.md:109-110",
    ),
    (
        "out-stdout",
        "output",
        "--out - (2 ok, 1 404)",
        "stdout holds the 3 records, one JSON per line; exit 1",
        "batch-runs.md:110-111; README.md:61-64",
    ),
    (
        "out-dev-stdout",
        "output",
        "--out /dev/stdout (2 ok)",
        "streams like -: 2 records on stdout; exit 0",
        "batch-runs.md:110-111",
    ),
    (
        "out-devnull",
        "output",
        "--out /dev/null (a device)",
        "refused before the start: exit 2",
        "batch-runs.md:111-112",
    ),
    (
        "out-fifo",
        "output",
        "--out a named pipe",
        "refused before the start: exit 2 (no hang)",
        "batch-runs.md:111-112",
    ),
    ("out-directory", "output", "--out a directory", "one line, exit 2", "options.md:12-13"),
    ("bad-option", "output", "--deadline 0", "one line, exit 2", "options.md:12-13"),
    (
        "stdin-non-utf8",
        "input",
        "stdin with \\xff\\xfe and Latin-1 bytes among URLs",
        "exit 2: a non-UTF-8 list",
        "batch-runs.md:115-118",
    ),
    (
        "file-non-utf8",
        "input",
        "a list file in GBK (Chinese paths)",
        "exit 2: a non-UTF-8 list",
        "batch-runs.md:115-118",
    ),
    (
        "stdin-empty",
        "input",
        "empty stdin",
        "exit 0, a summary, no record",
        "batch-runs.md:115-116, 70",
    ),
    (
        "stdin-ok",
        "input",
        "good URLs on stdin",
        "exit 0 with every record ok",
        "README.md:61; batch-runs.md:115-116",
    ),
    (
        "sigint",
        "signals",
        "Ctrl-C (SIGINT to the process group, Chromium included) mid-run",
        "exit 130 after at most 5 s of grace, summary, no torn line, no Chromium left",
        "batch-runs.md:77-79",
    ),
    (
        "sigint-resume",
        "signals",
        "the same run again after the Ctrl-C",
        "the URLs cut off are harvested: every URL one ok record, exit 0",
        "batch-runs.md:79, 101-103",
    ),
    (
        "sigint-early",
        "signals",
        "Ctrl-C (SIGINT to the process group) as soon as Chromium appears (while it starts)",
        "exit 130, summary, no traceback, no Chromium left",
        "batch-runs.md:77-79",
    ),
    (
        "sigint-twice",
        "signals",
        "two Ctrl-C 0.3 s apart mid-run",
        "leaves at once (exit 130), no torn line, no Chromium left",
        "batch-runs.md:77-78",
    ),
    (
        "sigterm",
        "signals",
        "SIGTERM to the harvest process mid-run",
        "a clean end: summary, no traceback, no torn line, no Chromium left, within 15 s",
        "batch-runs.md:70 (summary at the end); the brief (SIGTERM not named in the docs)",
    ),
    (
        "chromium-killed",
        "signals",
        "SIGKILL to Chromium's browser process mid-run",
        "the URLs on it are tried again on a new browser: every URL ok, exit 0",
        "batch-runs.md:37-39",
    ),
]
