"""The hostile suite: ``harvest run`` against pages written to hurt it.

Starts :class:`testbeds.hostile.server.HostileServer`, runs ``.venv/bin/harvest run`` over
every case of :mod:`testbeds.hostile.cases` in one run (``main``), the browser-guard cases
again with ``--render always`` (``always``), the hostile robots.txt hosts (``robots``), and
the output-file, stdin and signal cases in small runs of their own; then prints one row per
case (expected, got, PASS/FAIL), one row per run invariant, and
``hostile suite: N of M pass``. Exit status 0 when all pass, 1 otherwise.

    .venv/bin/python -m bench.hostile                 # everything (about 6-8 minutes, 2 cores)
    .venv/bin/python -m bench.hostile --groups main   # main, always, galleries, robots, special
    .venv/bin/python -m bench.hostile --keep /tmp/hostile   # keep outputs and logs there
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import json
import os
import re
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from testbeds.hostile.cases import CASES, SPECIAL, Case, always_cases
from testbeds.hostile.server import PASSWD_MARKER, HostileServer

REPO = Path(__file__).resolve().parent.parent
HARVEST = REPO / ".venv" / "bin" / "harvest"
CHROMIUM = os.environ.get("HARVEST_CHROMIUM", "/usr/bin/chromium")
DEADLINE = 30.0
#: galleries page slowly on 2 busy cores (5 pictures took 19 s): they get a run of their own
GALLERY_DEADLINE = 90.0
MAX_PAGES = 6


#: the options every run gets (bounded: the suite must end in minutes)
def bounds(deadline: float = DEADLINE) -> list[str]:
    return [
        *("--deadline", str(deadline), "--nav-timeout", "8", "--settle-timeout", "2"),
        *("--max-pages", str(MAX_PAGES), "--retries", "2"),
    ]


BOUNDS = bounds()
SUMMARY_RE = re.compile(r"\b\d+ ok, \d+ error")
TRACEBACK = "Traceback (most recent call last)"
EXIT_AFTER_SUMMARY_S = 15.0
#: a run still alive this long after its start is hung (its work takes about half of it)
MAIN_TIMEOUT_S = 360.0
ALWAYS_TIMEOUT_S = 240.0


# ---------------------------------------------------------------------------------------
# One harvest process, watched
# ---------------------------------------------------------------------------------------


def _proc_stat(pid: int) -> tuple[int, str] | None:
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = raw[raw.rindex(")") + 2 :].split()
    return None if fields[0] in ("Z", "X") else (int(fields[1]), fields[19])


def _cmdline(pid: int) -> str:
    try:
        return (
            Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        )
    except OSError:
        return ""


def _marked(token: str) -> list[int]:
    """Live processes whose environment carries ``HOSTILE_RUN=token`` (a run's descendants,
    also those that left their parent)."""
    needle = f"HOSTILE_RUN={token}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            env = (entry / "environ").read_bytes()
        except OSError:
            continue
        if needle in env.split(b"\0") and _proc_stat(int(entry.name)) is not None:
            found.append(int(entry.name))
    return found


@dataclass
class Run:
    name: str
    args: list[str]
    stdin: bytes | None = None
    timeout: float = 300.0
    token: str = field(default_factory=lambda: f"{time.time_ns():x}")
    proc: subprocess.Popen[bytes] | None = None
    started: float = 0.0
    ended: float | None = None
    code: int | None = None
    out_lines: list[tuple[float, bytes]] = field(default_factory=list)
    err_lines: list[tuple[float, bytes]] = field(default_factory=list)
    leftovers: list[str] = field(default_factory=list)
    killed: bool = False

    def start(self) -> Run:
        env = {k: v for k, v in os.environ.items() if "proxy" not in k.lower()}
        env.update(
            HARVEST_SEEDS="off",
            HARVEST_CHROMIUM=CHROMIUM,
            PYTHONUNBUFFERED="1",
            NO_COLOR="1",
            COLUMNS="120",
            HOSTILE_RUN=self.token,
        )
        env.pop("HARVEST_DB", None)
        self.started = time.monotonic()
        self.proc = subprocess.Popen(
            [str(HARVEST), "run", *self.args],
            cwd=REPO,
            env=env,
            stdin=subprocess.PIPE if self.stdin is not None else subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
        )
        for pipe, sink in ((self.proc.stdout, self.out_lines), (self.proc.stderr, self.err_lines)):
            threading.Thread(target=self._read, args=(pipe, sink), daemon=True).start()
        threading.Thread(target=self._reap, daemon=True).start()
        if self.stdin is not None:
            assert self.proc.stdin is not None
            try:
                self.proc.stdin.write(self.stdin)
                self.proc.stdin.close()
            except OSError:
                pass
        return self

    def _reap(self) -> None:
        """Stamp the moment the process ends (whoever waits for it, and when)."""
        assert self.proc is not None
        code = self.proc.wait()
        self.ended = time.monotonic()
        self.code = code

    @staticmethod
    def _read(pipe: Any, sink: list[tuple[float, bytes]]) -> None:
        for line in iter(pipe.readline, b""):
            sink.append((time.monotonic(), line))

    def chromium_pids(self) -> list[int]:
        """The run's Chromium browser processes (not its renderers and helpers)."""
        return [
            p
            for p in _marked(self.token)
            if "chromium" in _cmdline(p)
            and "--type=" not in _cmdline(p)
            and "playwright" not in _cmdline(p).split(" ")[0]
        ]

    def wait(self) -> Run:
        assert self.proc is not None
        if not _wait_for(
            lambda: self.ended is not None, self.timeout - (time.monotonic() - self.started)
        ):
            self.killed = True
            with contextlib.suppress(OSError):
                os.killpg(self.proc.pid, signal.SIGKILL)
            _wait_for(lambda: self.ended is not None, 30)
        time.sleep(0.3)  # the readers drain
        deadline = time.monotonic() + 5.0  # Chromium is given 5 s to follow its parent
        while (left := _marked(self.token)) and time.monotonic() < deadline:
            time.sleep(0.25)
        self.leftovers = [f"{p}:{_cmdline(p)[:60]}" for p in left]
        for pid in left:  # ours: clean up after the finding
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        return self

    def run(self) -> Run:
        return self.start().wait()

    @property
    def stderr(self) -> str:
        return b"".join(line for _, line in self.err_lines).decode(errors="replace")

    @property
    def stdout(self) -> bytes:
        return b"".join(line for _, line in self.out_lines)

    def summary_at(self) -> float | None:
        for t, line in sorted(self.err_lines + self.out_lines):
            if SUMMARY_RE.search(line.decode(errors="replace")):
                return t
        return None

    def basics(self, summary: bool = True) -> list[str]:
        """What every run must hold: no traceback, no Chromium left, not hung; a summary,
        and an exit within 15 s of it."""
        bad = []
        if self.killed:
            bad.append(f"hung: killed after {self.timeout:.0f} s")
        if TRACEBACK in self.stderr or TRACEBACK.encode() in self.stdout:
            bad.append("a Python traceback")
        if self.leftovers:
            bad.append(f"{len(self.leftovers)} process(es) left: {self.leftovers[:2]}")
        if summary:
            at = self.summary_at()
            if at is None:
                bad.append("no summary")
            elif self.ended is not None and self.ended - at > EXIT_AFTER_SUMMARY_S:
                bad.append(f"exit {self.ended - at:.1f} s after the summary")
        return bad


# ---------------------------------------------------------------------------------------
# Records
# ---------------------------------------------------------------------------------------


def key(url: str) -> str:
    """A URL as the docs say a run tells duplicates: trimmed, scheme and host lower-cased,
    default port dropped (and, to match a record's spelling, percent-decoded, IDN encoded)."""
    u = url.strip()
    m = re.match(r"^([A-Za-z][A-Za-z0-9+.-]*)://([^/?#]*)(.*)$", u, re.S)
    if not m:
        return unquote(u)
    scheme, netloc, rest = m.group(1).lower(), m.group(2).lower(), m.group(3)
    for port, sch in ((":80", "http"), (":443", "https")):
        if scheme == sch and netloc.endswith(port):
            netloc = netloc[: -len(port)]
    if not netloc.isascii():
        with contextlib.suppress(UnicodeError):
            netloc = netloc.encode("idna").decode()
    return f"{scheme}://{netloc}{unquote(rest) or '/'}"


def _surrogates(value: Any) -> bool:
    if isinstance(value, str):
        return any(0xD800 <= ord(c) <= 0xDFFF for c in value)
    if isinstance(value, dict):
        return any(_surrogates(v) for v in value.values())
    if isinstance(value, list):
        return any(_surrogates(v) for v in value)
    return False


@dataclass
class Output:
    records: list[dict[str, Any]]
    problems: list[str]
    raw: bytes


def read_records(data: bytes) -> Output:
    problems = []
    records = []
    if data and not data.endswith(b"\n"):
        problems.append("a torn last line")
    for n, line in enumerate(data.split(b"\n"), 1):
        if not line.strip():
            continue
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError:
            problems.append(f"line {n}: not UTF-8")
            text = line.decode("utf-8", errors="replace")
        try:
            rec = json.loads(text)
        except ValueError:
            problems.append(f"line {n}: not JSON: {text[:80]!r}")
            continue
        if not isinstance(rec, dict) or "url" not in rec:
            problems.append(f"line {n}: not a record")
            continue
        if _surrogates(rec):
            problems.append(f"line {n}: a lone surrogate ({rec.get('url', '')[:60]})")
        records.append(rec)
    return Output(records, problems, data)


def read_file(path: Path) -> Output:
    return read_records(path.read_bytes() if path.exists() else b"")


# ---------------------------------------------------------------------------------------
# Rows
# ---------------------------------------------------------------------------------------


@dataclass
class Row:
    case: str
    expected: str
    got: str
    passed: bool
    detail: str = ""
    doc: str = ""


def _sub(line: str, web: HostileServer, token: str) -> str:
    if line.startswith("/"):
        line = "http://{main}" + line
    subs = {
        "{main}": web.netloc,
        "{internal}": web.internal_netloc,
        "{internal_port}": str(web.port("internal")),
        "{main_port}": str(web.port("main")),
        "{token}": token,
    }
    for mode in HostileServer.ROBOTS_MODES:
        subs[f"{{robots-{mode}}}"] = f"127.0.0.1:{web.port('robots-' + mode)}"
    for k, v in subs.items():
        line = line.replace(k, v)
    return line


def _is_url_line(line: str) -> bool:
    s = line.strip()
    return bool(s) and not s.startswith("#")


def judge(
    case: Case,
    lines: list[str],
    by_key: dict[str, list[dict[str, Any]]],
    web: HostileServer,
    token: str,
    since: float,
    secret: str,
) -> Row:
    exp = case.expect
    keys = {key(x) for x in lines if _is_url_line(x)}
    recs = [r for k in keys for r in by_key.get(k, [])]
    why: list[str] = []
    checks = [_sub(c, web, token) for c in exp.checks]
    if "no_record" in checks:
        got = f"{len(recs)} record(s)"
        if recs:
            why.append("a record for a comment or blank line")
    elif not recs:
        return Row(case.id, exp.describe(), "no record", False, "no record for the line", case.doc)
    else:
        if len(recs) > 1:
            why.append(f"{len(recs)} records for one URL")
        rec = recs[-1]
        status, kind = rec.get("status"), rec.get("error_kind")
        got = "ok" if status == "ok" else f"error:{kind}"
        if status != "ok" and rec.get("http_status"):
            got += f" {rec.get('http_status')}"
        if exp.status and status != exp.status:
            why.append(f"status {status}")
        if status == "error":
            if exp.kinds and kind not in exp.kinds:
                why.append(f"kind {kind}")
            if exp.http_status and rec.get("http_status") != exp.http_status:
                why.append(f"http_status {rec.get('http_status')}")
            if not (rec.get("error") or "").strip():
                why.append("an error without a message")
            if kind == "internal":
                why.append("kind internal ('a bug of ours')")
        elif status != "ok":
            why.append(f"status {status!r}")
        blob = json.dumps(rec, ensure_ascii=False)
        if secret in blob or PASSWD_MARKER in blob:
            why.append("the record holds the internal service's page or /etc/passwd")
        if _surrogates(rec):
            why.append("a lone surrogate in the record")
        for c in checks:
            name, _, arg = c.partition("=")
            if name == "title" and not (rec.get("title") or "").startswith(arg):
                why.append(f"title {str(rec.get('title'))[:40]!r}")
            elif name == "gallery" and rec.get("kind") != "gallery":
                why.append(f"kind {rec.get('kind')}, not gallery")
            elif name == "max_slides" and len(rec.get("slides") or []) > MAX_PAGES:
                why.append(f"{len(rec.get('slides') or [])} slides > --max-pages {MAX_PAGES}")
            elif name == "names_address" and status == "error":
                msg = rec.get("error") or ""
                if not any(a in msg for a in ("127.", "::1", "0.0.0.0", "localhost", "::ffff")):
                    why.append("the error does not name the address")
                if "allow-private" not in msg:
                    why.append("the error does not name the option")
            elif name == "under_deadline" and (rec.get("elapsed_s") or 0) >= DEADLINE:
                why.append(f"elapsed {rec.get('elapsed_s')} s: the wait was waited")
            elif name == "one_record" and len(recs) != 1:
                pass  # said above
            elif name == "min_hits":
                path, _, n = arg.rpartition(":")
                hits = [h for h in web.main_hits(path, since) if h.path == path]
                if len(hits) < int(n):
                    why.append(f"{len(hits)} request(s) for {path}: not retried")
        if rec.get("error") and why:
            got += f" ({str(rec.get('error'))[:70]})"
    for c in checks:
        name, _, arg = c.partition("=")
        if name == "no_inside":
            leaked = [
                h.path
                for h in web.internal_hits(since)
                if any(h.path.startswith(p) for p in arg.split("|"))
            ]
            if leaked:
                why.append(f"the internal service was asked for {leaked[:3]}")
        elif name == "no_main_hit":
            hits = [h for h in web.main_hits(arg, since) if h.path.split("?")[0] == arg]
            if hits:
                why.append(f"the main site was asked for {arg} under another host name")
    return Row(case.id, exp.describe(), got, not why, "; ".join(why), case.doc)


def run_group(
    name: str,
    cases: list[Case],
    web: HostileServer,
    work: Path,
    extra: list[str],
    allow: list[str],
    timeout: float = 600.0,
    deadline: float = DEADLINE,
) -> list[Row]:
    """One harvest run over ``cases``; a row per case and one per run invariant."""
    if not cases:
        return []
    token = f"{name}-{time.time_ns():x}"
    lines_of = {c.id: [_sub(x, web, token) for x in c.lines] for c in cases}
    listing = work / f"{name}.urls.txt"
    listing.write_text("\n".join(x for c in cases for x in lines_of[c.id]) + "\n", encoding="utf-8")
    out = work / f"{name}.jsonl"
    warc = work / f"{name}.warc.gz"
    since = time.monotonic()
    args = [
        str(listing),
        "--out",
        str(out),
        "--db",
        f"sqlite:///{work / (name + '.templates.sqlite3')}",
        "--warc",
        str(warc),
        "--concurrency",
        "4",
        "--per-host",
        "4",
        *bounds(deadline),
        *extra,
    ]
    for a in allow:
        args += ["--allow-private-host", a]
    run = Run(name, args, timeout=timeout).run()
    (work / f"{name}.stderr.txt").write_text(run.stderr)
    output = read_file(out)
    by_key: dict[str, list[dict[str, Any]]] = {}
    for rec in output.records:
        by_key.setdefault(key(rec["url"]), []).append(rec)
    rows = [judge(c, lines_of[c.id], by_key, web, token, since, web.secret) for c in cases]
    # -- the run's invariants --------------------------------------------------------------
    expected_keys = {key(x) for c in cases for x in lines_of[c.id] if _is_url_line(x)}
    missing = expected_keys - by_key.keys()
    extra_keys = by_key.keys() - expected_keys
    dups = [k for k, v in by_key.items() if len(v) > 1]
    inv: list[tuple[str, str, str, list[str], str]] = []
    inv.append(
        (
            "one record per input URL",
            f"{len(expected_keys)} records",
            f"{len(output.records)} records",
            ([f"{len(missing)} missing: {sorted(missing)[:3]}"] if missing else [])
            + ([f"{len(extra_keys)} unexpected: {sorted(extra_keys)[:3]}"] if extra_keys else [])
            + ([f"{len(dups)} duplicated"] if dups else []),
            "records.md:80-83; batch-runs.md:98-100",
        )
    )
    inv.append(
        (
            "records valid UTF-8 JSON lines",
            "valid",
            f"{len(output.problems)} problem(s)",
            output.problems[:3],
            "batch-runs.md:112-113",
        )
    )
    at = run.summary_at()
    inv.append(
        (
            "summary printed",
            "summary",
            "summary" if at else "none",
            [] if at else ["no summary line"],
            "batch-runs.md:70-71",
        )
    )
    inv.append(
        (
            "no traceback",
            "none",
            "traceback" if TRACEBACK in run.stderr else "none",
            ["a Python traceback on stderr"] if TRACEBACK in run.stderr else [],
            "README.md:51-53 (never raises for what a page does)",
        )
    )
    gap = (run.ended or 0) - at if at else None
    inv.append(
        (
            "exit within 15 s of the summary",
            "<= 15 s",
            f"{gap:.1f} s" if gap is not None else ("killed" if run.killed else "n/a"),
            ["hung, killed"]
            if run.killed
            else ([f"{gap:.1f} s"] if gap is not None and gap > EXIT_AFTER_SUMMARY_S else []),
            "the brief; batch-runs.md:70",
        )
    )
    inv.append(
        (
            "no Chromium left",
            "0",
            str(len(run.leftovers)),
            run.leftovers[:2],
            "batch-runs.md:37-39 (a supervised browser)",
        )
    )
    want = 1 if any(r.get("status") != "ok" for r in output.records) else 0
    inv.append(
        (
            "exit status",
            str(want),
            str(run.code),
            [] if run.code == want else [f"exit {run.code}"],
            "batch-runs.md:115-117",
        )
    )
    inside = web.internal_hits(since)
    inv.append(
        (
            "internal service never contacted",
            "0 hits",
            f"{len(inside)} hits",
            [f"{[h.path for h in inside][:4]}"] if inside else [],
            "README.md:66-70",
        )
    )
    leaks = []
    if web.secret.encode() in output.raw or PASSWD_MARKER.encode() in output.raw:
        leaks.append("in the records")
    if warc.exists():
        try:
            blob = gzip.decompress(warc.read_bytes())
        except (OSError, EOFError) as e:
            blob = b""
            leaks.append(f"WARC unreadable: {e}")
        if web.secret.encode() in blob or PASSWD_MARKER.encode() in blob:
            leaks.append("in the WARC")
    inv.append(
        (
            "nothing inside in records or WARC",
            "none",
            "; ".join(leaks) or "none",
            leaks,
            "batch-runs.md:129-130",
        )
    )
    for label, exp, got, why, doc in inv:
        rows.append(Row(f"run:{name}: {label}", exp, got, not why, "; ".join(why), doc))
    print(
        f"  run {name}: {len(cases)} cases, exit {run.code}, "
        f"{(run.ended or 0) - run.started:.0f} s",
        file=sys.stderr,
        flush=True,
    )
    return rows


# ---------------------------------------------------------------------------------------
# Runs of their own
# ---------------------------------------------------------------------------------------


def _base(out: Path | str, work: Path, name: str, web: HostileServer) -> list[str]:
    return [
        "--out",
        str(out),
        "--db",
        f"sqlite:///{work / (name + '.templates.sqlite3')}",
        "--allow-private-host",
        web.netloc,
        "--concurrency",
        "2",
        "--per-host",
        "2",
        *BOUNDS,
    ]


def _listing(work: Path, name: str, urls: Iterable[str]) -> Path:
    p = work / f"{name}.urls.txt"
    p.write_text("\n".join(urls) + "\n", encoding="utf-8")
    return p


def _log(work: Path, run: Run) -> None:
    (work / f"{run.name}.stderr.txt").write_text(run.stderr)
    (work / f"{run.name}.stdout.txt").write_bytes(run.stdout)


def _one_line(run: Run) -> list[str]:
    lines = [x for x in run.stderr.splitlines() if x.strip()]
    return [] if len(lines) == 1 else [f"{len(lines)} lines on stderr, not one"]


def _wait_for(cond: Callable[[], bool], timeout: float) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if cond():
            return True
        time.sleep(0.2)
    return False


def special(web: HostileServer, work: Path) -> list[Row]:
    docs = {s[0]: s for s in SPECIAL}
    rows: list[Row] = []

    def row(cid: str, got: str, why: list[str]) -> None:
        _, _, _, promise, doc = docs[cid]
        rows.append(Row(cid, promise, got, not why, "; ".join(why), doc))

    def oks(tag: str, n: int) -> list[str]:
        return [web.url(f"/a/{tag}-{i}.html") for i in range(n)]

    def slow(tag: str, n: int) -> list[str]:
        return [web.url(f"/slow/headers-late?{tag}={i}") for i in range(n)]

    def browser_pages(tag: str, n: int) -> list[str]:
        return [web.url(f"/js/late.html?i={tag}{i}") for i in range(n)]

    # -- the lock -------------------------------------------------------------------------
    out = work / "lock.jsonl"
    a = Run(
        "lock-a",
        [
            str(_listing(work, "lock-a", slow("lock", 4))),
            *_base(out, work, "lock-a", web),
            "--concurrency",
            "1",
        ],
        timeout=120,
    ).start()
    _wait_for(
        lambda: a.proc is not None and a.proc.poll() is None and time.monotonic() - a.started > 3,
        10,
    )
    b = Run(
        "lock-b",
        [str(_listing(work, "lock-b", oks("lockb", 1))), *_base(out, work, "lock-b", web)],
        timeout=60,
    ).run()
    a.wait()
    _log(work, a)
    _log(work, b)
    why = [f"second run: {x}" for x in b.basics(summary=False)] + [
        f"first run: {x}" for x in a.basics()
    ]
    if b.code != 2:
        why.append(f"second run exit {b.code}")
    if "another harvest run is writing to" not in b.stderr:
        why.append("no 'another harvest run is writing to'")
    if b.ended and a.ended and b.ended > a.ended:
        why.append("the second run waited for the first")
    if a.code != 0:
        why.append(f"first run exit {a.code}")
    row("out-lock", f"second exit {b.code}, first exit {a.code}", why)

    # -- waiting for the lock ---------------------------------------------------------------
    out = work / "wait.jsonl"
    a = Run(
        "wait-a",
        [
            str(_listing(work, "wait-a", slow("wait", 3))),
            *_base(out, work, "wait-a", web),
            "--concurrency",
            "1",
        ],
        timeout=120,
    ).start()
    _wait_for(lambda: time.monotonic() - a.started > 3, 10)
    b = Run(
        "wait-b",
        [
            str(_listing(work, "wait-b", oks("waitb", 2))),
            *_base(out, work, "wait-b", web),
            "--wait-for-out",
        ],
        timeout=150,
    ).run()
    a.wait()
    _log(work, a)
    _log(work, b)
    o = read_file(out)
    why = [f"second: {x}" for x in b.basics()] + [f"first: {x}" for x in a.basics()] + o.problems
    urls = {key(u) for u in slow("wait", 3) + oks("waitb", 2)}
    got_keys = [key(r["url"]) for r in o.records]
    if sorted(got_keys) != sorted(urls):
        why.append(f"{len(got_keys)} records for {len(urls)} URLs")
    if b.code != 0 or a.code != 0:
        why.append(f"exits {a.code}, {b.code}")
    if b.ended and a.ended and b.ended < a.ended:
        why.append("the second ended before the first")
    row("out-wait", f"exits {a.code}, {b.code}; {len(o.records)} records", why)

    # -- a symlinked --out with its mode --------------------------------------------------
    target = work / "target.jsonl"
    target.write_bytes(b"")
    os.chmod(target, 0o600)
    link = work / "link.jsonl"
    link.symlink_to(target)
    r = Run(
        "symlink",
        [str(_listing(work, "symlink", oks("sym", 2))), *_base(link, work, "symlink", web)],
        timeout=120,
    ).run()
    _log(work, r)
    o = read_file(target)
    why = r.basics() + o.problems
    if not link.is_symlink():
        why.append("the link was replaced by a file")
    mode = stat.S_IMODE(target.stat().st_mode) if target.exists() else None
    if mode != 0o600:
        why.append(f"target mode {oct(mode) if mode is not None else 'gone'}")
    if len(o.records) != 2:
        why.append(f"{len(o.records)} records in the target")
    if r.code != 0:
        why.append(f"exit {r.code}")
    row(
        "out-symlink-mode",
        f"link {link.is_symlink()}, mode {oct(mode or 0)}, {len(o.records)} records, exit {r.code}",
        why,
    )

    # -- streaming to stdout ------------------------------------------------------------------
    for cid, target_out, urls, want_code in (
        ("out-stdout", "-", [*oks("so", 2), web.url("/status/404")], 1),
        ("out-dev-stdout", "/dev/stdout", oks("dso", 2), 0),
    ):
        r = Run(
            cid, [str(_listing(work, cid, urls)), *_base(target_out, work, cid, web)], timeout=120
        ).run()
        _log(work, r)
        o = read_records(r.stdout)
        why = r.basics() + o.problems
        if len(o.records) != len(urls):
            why.append(f"{len(o.records)} records on stdout for {len(urls)} URLs")
        if r.code != want_code:
            why.append(f"exit {r.code}")
        row(cid, f"{len(o.records)} records on stdout, exit {r.code}", why)

    # -- outs that are not regular files ------------------------------------------------------
    fifo = work / "fifo.jsonl"
    os.mkfifo(fifo)
    folder = work / "a-folder"
    folder.mkdir()
    started: list[tuple[str, Run]] = []
    for cid, target_out, extra in (
        ("out-devnull", "/dev/null", []),
        ("out-fifo", str(fifo), []),
        ("out-directory", str(folder), []),
        ("bad-option", str(work / "bad.jsonl"), ["--deadline", "0"]),
    ):
        started.append(
            (
                cid,
                Run(
                    cid,
                    [
                        str(_listing(work, cid, oks(cid, 1))),
                        *_base(target_out, work, cid, web),
                        *extra,
                    ],
                    timeout=60,
                ).start(),
            )
        )
    for cid, r in started:
        r.wait()
        _log(work, r)
        why = r.basics(summary=False)
        if r.code != 2:
            why.append(f"exit {r.code}")
        if cid in ("out-directory", "bad-option"):
            why += _one_line(r)
        if web.main_hits(f"/a/{cid}-"):
            why.append("it harvested before refusing")
        row(cid, f"exit {r.code}, {len(r.stderr.splitlines())} stderr line(s)", why)

    # -- lists that are not UTF-8, empty, good ------------------------------------------------
    bad = (
        (web.url("/a/nu-1.html") + "\n").encode()
        + b"http://"
        + web.netloc.encode()
        + b"/a/\xff\xfe.html\ncaf\xe9\n"
    )
    r_nu = Run(
        "stdin-non-utf8", ["-", *_base(work / "nu.jsonl", work, "nu", web)], stdin=bad, timeout=60
    ).start()
    gbk = work / "gbk.urls.txt"
    gbk.write_bytes(
        (web.url("/a/新闻一.html") + "\n" + web.url("/a/新闻二.html") + "\n").encode("gbk")
    )
    r_gbk = Run(
        "file-non-utf8", [str(gbk), *_base(work / "gbk.jsonl", work, "gbk", web)], timeout=60
    ).start()
    r_empty = Run(
        "stdin-empty",
        ["-", *_base(work / "empty.jsonl", work, "empty", web)],
        stdin=b"",
        timeout=60,
    ).start()
    r = r_nu.wait()
    _log(work, r)
    why = r.basics(summary=False) + ([] if r.code == 2 else [f"exit {r.code}"])
    row("stdin-non-utf8", f"exit {r.code}", why)

    r = r_gbk.wait()
    _log(work, r)
    why = r.basics(summary=False) + ([] if r.code == 2 else [f"exit {r.code}"])
    row("file-non-utf8", f"exit {r.code}", why)

    r = r_empty.wait()
    _log(work, r)
    o = read_file(work / "empty.jsonl")
    why = (
        r.basics()
        + ([] if r.code == 0 else [f"exit {r.code}"])
        + ([f"{len(o.records)} records"] if o.records else [])
    )
    row("stdin-empty", f"exit {r.code}, {len(o.records)} records", why)

    urls = oks("stdin", 3)
    r = Run(
        "stdin-ok",
        ["-", *_base(work / "stdin.jsonl", work, "stdin", web)],
        stdin=("\n".join(urls) + "\n").encode(),
        timeout=90,
    ).run()
    _log(work, r)
    o = read_file(work / "stdin.jsonl")
    why = r.basics() + o.problems + ([] if r.code == 0 else [f"exit {r.code}"])
    if sorted(key(x["url"]) for x in o.records if x.get("status") == "ok") != sorted(
        map(key, urls)
    ):
        why.append(f"{len(o.records)} records, not 3 ok")
    row("stdin-ok", f"exit {r.code}, {sum(x.get('status') == 'ok' for x in o.records)} ok", why)

    # -- signals ----------------------------------------------------------------------------
    def interrupted(
        cid: str, sig: int, group: bool, twice: bool, early: bool = False
    ) -> tuple[Run, Path, list[str]]:
        urls = slow(cid, 6) + browser_pages(cid, 6)
        out = work / f"{cid}.jsonl"
        r = Run(
            cid, [str(_listing(work, cid, urls)), *_base(out, work, cid, web)], timeout=120
        ).start()
        if early:  # while Chromium starts: the moment its browser process appears
            _wait_for(lambda: bool(r.chromium_pids()), 40)
        else:  # mid-run: Chromium up and records written
            _wait_for(lambda: bool(r.chromium_pids()) and len(read_file(out).records) >= 2, 60)
        assert r.proc is not None
        sent = time.monotonic()
        if r.proc.poll() is None:
            (os.killpg if group else os.kill)(r.proc.pid, sig)
            if twice:
                time.sleep(0.3)
                if r.proc.poll() is None:
                    (os.killpg if group else os.kill)(r.proc.pid, sig)
        r.wait()
        _log(work, r)
        why = []
        took = (r.ended or 0) - sent
        limit = 5.0 if twice else 15.0
        if took > limit:
            why.append(f"{took:.1f} s after the signal (> {limit:.0f} s)")
        return r, out, why

    r, out, why = interrupted("sigint", signal.SIGINT, True, False)
    o = read_file(out)
    why += r.basics() + o.problems
    if r.code != 130:
        why.append(f"exit {r.code}")
    keys = [key(x["url"]) for x in o.records]
    if len(keys) != len(set(keys)):
        why.append("duplicate records after compaction")
    row("sigint", f"exit {r.code}, {len(o.records)} records", why)
    urls = slow("sigint", 6) + browser_pages("sigint", 6)
    r2 = Run(
        "sigint-resume",
        [str(work / "sigint.urls.txt"), *_base(out, work, "sigint", web)],
        timeout=150,
    ).run()
    _log(work, r2)
    o = read_file(out)
    why = r2.basics() + o.problems + ([] if r2.code == 0 else [f"exit {r2.code}"])
    if sorted(key(x["url"]) for x in o.records if x.get("status") == "ok") != sorted(
        map(key, urls)
    ):
        why.append(
            f"{sum(x.get('status') == 'ok' for x in o.records)} ok records of "
            f"{len(o.records)} for {len(urls)} URLs"
        )
    row(
        "sigint-resume",
        f"exit {r2.code}, {sum(x.get('status') == 'ok' for x in o.records)}/{len(urls)} ok",
        why,
    )

    r, out, why = interrupted("sigint-early", signal.SIGINT, True, False, early=True)
    o = read_file(out)
    why += r.basics() + o.problems + ([] if r.code == 130 else [f"exit {r.code}"])
    row("sigint-early", f"exit {r.code}, {len(o.records)} records", why)

    r, out, why = interrupted("sigint-twice", signal.SIGINT, True, True)
    o = read_file(out)
    why += r.basics(summary=False) + o.problems + ([] if r.code == 130 else [f"exit {r.code}"])
    row("sigint-twice", f"exit {r.code}, {len(o.records)} records", why)

    r, out, why = interrupted("sigterm", signal.SIGTERM, False, False)
    o = read_file(out)
    why += r.basics() + o.problems
    row("sigterm", f"exit {r.code}, {len(o.records)} records", why)

    # -- Chromium killed under the run ------------------------------------------------------
    urls = browser_pages("ck", 10)
    out = work / "ck.jsonl"
    r = Run(
        "chromium-killed",
        [str(_listing(work, "ck", urls)), *_base(out, work, "ck", web)],
        timeout=240,
    ).start()
    killed = []
    if _wait_for(lambda: bool(r.chromium_pids()) and bool(read_file(out).records), 60):
        for pid in r.chromium_pids():
            try:
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
            except OSError:
                pass
    r.wait()
    _log(work, r)
    o = read_file(out)
    why = r.basics() + o.problems + ([] if r.code == 0 else [f"exit {r.code}"])
    if not killed:
        why.append("(bench) found no Chromium to kill")
    bad = [x for x in o.records if x.get("status") != "ok"]
    if len(o.records) != len(urls) or bad:
        why.append(
            f"{len(o.records)} records, {len(bad)} not ok: "
            f"{[(x.get('error_kind'), (x.get('error') or '')[:50]) for x in bad][:2]}"
        )
    row("chromium-killed", f"exit {r.code}, {len(o.records) - len(bad)}/{len(urls)} ok", why)
    return rows


# ---------------------------------------------------------------------------------------


def print_table(rows: list[Row]) -> None:
    w1 = min(54, max(len(r.case) for r in rows))
    w2 = min(34, max(len(r.expected) for r in rows))
    print(f"{'case':<{w1}}  {'expected':<{w2}}  {'got':<40}  result")
    print("-" * (w1 + w2 + 52))
    for r in rows:
        print(
            f"{r.case[:w1]:<{w1}}  {r.expected[:w2]:<{w2}}  {r.got[:40]:<40}  "
            f"{'PASS' if r.passed else 'FAIL'}"
        )
    fails = [r for r in rows if not r.passed]
    if fails:
        print("\nFAIL details:")
        for r in fails:
            print(
                f"- {r.case}: expected {r.expected}; got {r.got}\n    why: {r.detail}\n"
                f"    doc: {r.doc}"
            )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--groups", default="main,always,galleries,robots,special")
    ap.add_argument("--keep", type=Path, help="keep lists, outputs and logs in this folder")
    ap.add_argument("--json", type=Path, help="also write the rows here")
    ap.add_argument("--families", help="only these case families (comma-separated), main/always")
    ap.add_argument("--cases", help="only these case ids (comma-separated), main/always")
    opts = ap.parse_args(argv)
    groups = opts.groups.split(",")
    if not HARVEST.exists():
        print(f"{HARVEST} missing: make run (or make test) installs it", file=sys.stderr)
        return 2
    t0 = time.monotonic()
    tmp = tempfile.TemporaryDirectory(prefix="hostile-")
    work = opts.keep or Path(tmp.name)
    work.mkdir(parents=True, exist_ok=True)
    rows: list[Row] = []
    fams = set(opts.families.split(",")) if opts.families else None
    ids = set(opts.cases.split(",")) if opts.cases else None

    def chosen(cases: list[Case]) -> list[Case]:
        return [
            c
            for c in cases
            if (fams is None or c.family in fams) and (ids is None or c.id.split("@")[0] in ids)
        ]

    with HostileServer() as web:
        print(
            f"hostile: main {web.netloc}, internal {web.internal_netloc}, work {work}",
            file=sys.stderr,
            flush=True,
        )
        if "main" in groups:
            rows += run_group(
                "main",
                chosen([c for c in CASES if c.group == "main"]),
                web,
                work,
                [],
                [web.netloc],
                timeout=MAIN_TIMEOUT_S,
            )
        if "always" in groups:
            rows += run_group(
                "always",
                chosen(always_cases()),
                web,
                work,
                ["--render", "always"],
                [web.netloc],
                timeout=ALWAYS_TIMEOUT_S,
            )
        if "galleries" in groups:
            rows += run_group(
                "galleries",
                chosen([c for c in CASES if c.group == "galleries"]),
                web,
                work,
                [],
                [web.netloc],
                timeout=300,
                deadline=GALLERY_DEADLINE,
            )
        if "robots" in groups:
            robots = [c for c in CASES if c.group == "robots"]
            allow = [web.netloc] + [
                f"127.0.0.1:{web.port('robots-' + m)}" for m in HostileServer.ROBOTS_MODES
            ]
            rows += run_group("robots", robots, web, work, [], allow, timeout=300)
        if "special" in groups:
            rows += special(web, work)
    elapsed = time.monotonic() - t0
    print_table(rows)
    n_cases = len(CASES) + len(always_cases()) + len(SPECIAL)
    passed = sum(r.passed for r in rows)
    print(
        f"\n{n_cases} cases in the table ({len(rows)} rows with the run invariants); "
        f"suite took {elapsed:.0f} s"
    )
    print(f"hostile suite: {passed} of {len(rows)} pass")
    if opts.json:
        opts.json.write_text(json.dumps([r.__dict__ for r in rows], ensure_ascii=False, indent=1))
    tmp.cleanup()
    return 0 if passed == len(rows) else 1


if __name__ == "__main__":
    sys.exit(main())
