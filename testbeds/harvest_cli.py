"""The ``harvest`` command as the black-box tests run it: in a subprocess of this Python, from
the repository root, with the Chromium named by ``HARVEST_CHROMIUM`` (Debian's by default) and
an environment without proxies (everything is on 127.0.0.1), seeds or a template store."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

#: the Chromium binary the subprocesses are given (``HARVEST_CHROMIUM``)
CHROMIUM = os.environ.get("HARVEST_CHROMIUM", "/usr/bin/chromium")
#: the repository root: the working directory of a ``python -m harvester.cli`` subprocess
REPO = Path(__file__).resolve().parent.parent


def harvest_env() -> dict[str, str]:
    """The caller's environment without proxies or ``HARVEST_DB``; no seeds, this Chromium."""
    env = {k: v for k, v in os.environ.items() if "proxy" not in k.lower()}
    env.update(
        HARVEST_SEEDS="off",
        HARVEST_CHROMIUM=CHROMIUM,
        PYTHONUNBUFFERED="1",
        NO_COLOR="1",
        COLUMNS="120",
    )
    env.pop("HARVEST_DB", None)
    return env


def harvest(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """``harvest ARGS…`` run to its end, its output captured."""
    return subprocess.run(
        [sys.executable, "-m", "harvester.cli", *args],
        cwd=REPO,
        env=harvest_env(),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def run_workers(n: int, args: list[str], logs: Path, timeout: float = 1800) -> list[int]:
    """``n`` ``harvest worker ARGS…`` processes (give ``--until-empty``) run to their end,
    each one's output in ``logs/workerN.txt``; their exit statuses."""
    logs.mkdir(parents=True, exist_ok=True)
    procs = []
    for k in range(n):
        with (logs / f"worker{k}.txt").open("wb") as log:
            procs.append(
                subprocess.Popen(
                    [sys.executable, "-m", "harvester.cli", "worker", *args],
                    cwd=REPO,
                    env=harvest_env(),
                    stdin=subprocess.DEVNULL,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                )
            )
    try:
        return [proc.wait(timeout) for proc in procs]
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
