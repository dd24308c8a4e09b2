"""The ``harvest`` command as the black-box tests run it: in a subprocess of this Python, from
the repository root, with the Chromium named by ``HARVEST_CHROMIUM`` (Debian's by default) and
an environment without proxies (everything is on 127.0.0.1), seeds or a template store."""

from __future__ import annotations

import os
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
