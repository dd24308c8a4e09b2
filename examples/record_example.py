"""Re-record the bundled example: serve recorded_pages/ on 127.0.0.1:8765 and harvest
examples/urls.txt with --record-har, so `make run` can replay it with no server at all.

    .venv/bin/python -m examples.record_example      # from the repository root
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from testbeds.portal_server import PortalServer

HERE = Path(__file__).resolve().parent
PORT = 8765


def main() -> int:
    har = HERE / "har"
    shutil.rmtree(har, ignore_errors=True)
    with tempfile.TemporaryDirectory() as tmp, PortalServer(port=PORT):
        command = [
            sys.executable, "-m", "harvester.cli", "run", str(HERE / "urls.txt"),
            "--out", f"{tmp}/out.jsonl", "--db", f"sqlite:///{tmp}/templates.sqlite3",
            "--record-har", str(har), "--allow-private-host", f"127.0.0.1:{PORT}",
        ]  # fmt: skip
        return subprocess.run(command, check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
