"""Ctrl-C at any moment of a run is a clean stop: ``harvest run`` gets SIGINT in its process
group, as a terminal sends it, at one of twenty moments of a run of a gallery, three
articles and a page whose server is busy every other time (starting up, the browser
starting, a page fetched, a probe of the gallery's control, its walk, the wait before a
retry, pictures being saved, a record written, the compaction, and seven times across the
run as the issue's trial sent them), and then:

* it exits 130 (or 0 when the run was done first), with its summary line (or, stopped
  while it was being imported, one line), no traceback, and no browser started again
  during the shutdown;
* every record it wrote is true: a URL the stop cut off gets no record (the rerun does it),
  never a ``browser`` or ``internal`` error the stop caused;
* the rerun completes the run: one ``ok`` record per URL, every picture saved.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from testbeds.harvest_cli import CHROMIUM, REPO, harvest_env
from testbeds.picture_host import PictureBed
from testbeds.proctree import cmdline, descendants

pytestmark = pytest.mark.skipif(
    not os.path.exists(CHROMIUM),
    reason=f"Chromium not found at {CHROMIUM} (apt-get install chromium)",
)

#: How long a stopped run may take to end (its grace for the URLs in flight is 5 s).
ENDS_WITHIN_S = 60
#: Reruns allowed to complete the run (a second one only for a true timeout of a page on a
#: loaded machine, never for what the stop did).
RERUNS = 2


@pytest.fixture(scope="module")
def bed() -> Iterator[PictureBed]:
    with PictureBed(latency_s=0.05) as served:
        yield served


def _lines(path: Path) -> int:
    return len(path.read_text("utf-8").splitlines()) if path.exists() else 0


def _chromium_started(pid: int) -> bool:
    return any("chrom" in cmdline(child) for child in descendants(pid))


@dataclass
class Run:
    """A run being watched for its moment."""

    proc: subprocess.Popen[str]
    bed: PictureBed
    out: Path
    pages: int
    began: float = field(default_factory=time.monotonic)
    #: the picture host's and the site's requests before this run (their logs' lengths)
    log_before: int = 0
    site_before: int = 0

    def pictures(self) -> int:
        return self.bed.picture_requests(since=self.log_before)

    def slide(self, n: int) -> bool:
        """Whether the gallery's picture ``n`` was asked for (a probe or the walk moved
        the gallery there; the pictures are saved only after the walk)."""
        path = f"/protected/slide_{n}.jpg"
        return any(p == path for p, _ in self.bed.log[self.log_before :])

    def flaky(self) -> int:
        """Requests of the busy server's page in this run."""
        return self.bed.site_requests(urlsplit(FLAKY).path, self.site_before)

    def after(self, seconds: float) -> bool:
        return time.monotonic() - self.began >= seconds


#: The busy server's page (an article of the bed).
FLAKY = "/flaky/dups-1.html"
#: The seconds into a run the issue's trial sent SIGINT at, past the two above.
TRIAL_SECONDS = (2.0, 3.0, 4.0, 5.5, 7.0, 9.0, 11.0)
#: name -> whether the moment to send SIGINT has come
MOMENTS: dict[str, Callable[[Run], bool]] = {
    "starting": lambda run: True,  # the interpreter starting, the command imported
    "setting-up": lambda run: run.after(1.0),  # options, output, store
    "first-fetch": lambda run: run.bed.site_requests("/robots.txt", run.site_before) >= 1,
    "browser-starting": lambda run: _chromium_started(run.proc.pid),
    "retry-wait": lambda run: run.flaky() == 1,  # a 503 answered, its retry not yet asked
    "retry": lambda run: run.flaky() >= 2,
    "probe": lambda run: run.slide(2),  # a probe's press moved the gallery
    "walk": lambda run: run.slide(3),
    "walk-end": lambda run: run.slide(4),
    "first-picture": lambda run: run.pictures() >= 1,
    "saving-pictures": lambda run: run.pictures() >= 10,
    "first-record": lambda run: _lines(run.out) >= 1,
    "compaction": lambda run: _lines(run.out) >= run.pages,  # every record out: compacting
    **{f"at-{t}s": (lambda run, t=t: run.after(t)) for t in TRIAL_SECONDS},
}


def _harvest(urls: Path, tmp: Path, bed: PictureBed) -> subprocess.Popen[str]:
    allow = [arg for host in bed.allow for arg in ("--allow-private-host", host)]
    cmd = [
        sys.executable, "-m", "harvester.cli", "run", str(urls), "--out", str(tmp / "out.jsonl"),
        "--db", f"sqlite:///{tmp / 't.sqlite3'}", "--pictures", str(tmp / "pics"), *allow,
    ]  # fmt: skip
    return subprocess.Popen(
        cmd, cwd=REPO, env=harvest_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, start_new_session=True,  # its own group: SIGINT to it, as a terminal's
    )  # fmt: skip


def test_twenty_moments() -> None:
    assert len(MOMENTS) == 20


@pytest.mark.parametrize("moment", MOMENTS)
def test_a_stop_at_any_moment_is_clean_and_the_rerun_completes(
    bed: PictureBed, tmp_path: Path, moment: str
) -> None:
    pages = [bed.gallery_url, *(bed.article_url(n) for n in ("formats", "dups-1", "dups-2"))]
    pages.append(bed.site + FLAKY)
    urls = tmp_path / "urls.txt"
    urls.write_text("\n".join(pages) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    proc = _harvest(urls, tmp_path, bed)
    run = Run(proc, bed, out, len(pages), log_before=len(bed.log), site_before=len(bed.site_log))
    fired = False
    while run.proc.poll() is None and time.monotonic() - run.began < ENDS_WITHIN_S:
        if MOMENTS[moment](run):
            os.killpg(run.proc.pid, signal.SIGINT)
            fired = True
            break
        time.sleep(0.02)
    # every moment of the run comes before it ends (a time past its end may not)
    assert fired or moment.startswith("at-"), f"the run ended before {moment}"
    proc = run.proc
    _, stderr = proc.communicate(timeout=ENDS_WITHIN_S)
    assert "Traceback" not in stderr, stderr[-3000:]
    assert "starting it again" not in stderr, stderr[-3000:]
    if fired and proc.returncode == -signal.SIGINT:
        # the signal's own end (a shell says 130): before the interpreter had set its
        # handler (nothing said yet), or as the process left after its summary
        said = stderr.strip().splitlines()
        summary = bool(said) and " ok, " in said[-1] and "error(s) in" in said[-1]
        assert (moment == "starting" and not said) or summary, stderr[-3000:]
    elif fired and proc.returncode != 0:
        assert proc.returncode == 130, stderr[-3000:]
        said = stderr.strip().splitlines()[-1]
        assert "interrupted" in said, stderr[-3000:]
    records = (
        [json.loads(line) for line in out.read_text("utf-8").splitlines()] if out.exists() else []
    )
    # no false record: what the stop cut off has none (a page slow to load on a loaded
    # machine may have a true timeout of its own, which the rerun harvests again)
    assert not [r for r in records if r["error_kind"] in ("browser", "internal")], records

    for _ in range(RERUNS):  # a rerun harvests what the stop cut off
        again = _harvest(urls, tmp_path, bed)
        _, stderr = again.communicate(timeout=180)
        if again.returncode == 0:
            break
    assert again.returncode == 0, stderr[-3000:]
    records = [json.loads(line) for line in out.read_text("utf-8").splitlines()]
    assert sorted(r["url"] for r in records) == sorted(pages)
    assert all(r["status"] == "ok" for r in records)
    for record in records:
        pictures = [*record["slides"], *record["images"]]
        assert pictures and all((tmp_path / "pics" / p["file"]).is_file() for p in pictures)
