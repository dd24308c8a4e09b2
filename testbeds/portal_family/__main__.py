"""Command line: serve a family (and write its truth), or score records against a truth.

``python -m testbeds.portal_family serve [--seed N] [--day D] [--truth FILE] [--big N]``
``python -m testbeds.portal_family score TRUTH.json RECORDS.jsonl [DAY]``
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from . import PortalFamilyServer, build
from .big import build_big
from .score import main as score_main


def main(argv: list[str]) -> int:
    """Run the command in ``argv``."""
    if argv[:1] == ["score"]:
        return score_main(argv[1:])
    ap = argparse.ArgumentParser(prog="python -m testbeds.portal_family")
    ap.add_argument("command", choices=["serve"])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--day", type=int, default=0)
    ap.add_argument("--truth", help="write the truth (JSON) here")
    ap.add_argument("--big", type=int, default=0, help="serve the big variant of N stories")
    args = ap.parse_args(argv)
    family = build_big(args.big, args.seed) if args.big else build(args.seed, args.day)
    with PortalFamilyServer(family) as srv:
        for host, base in srv.bases.items():
            print(f"{host:8} {base}/")
        if args.truth:
            with open(args.truth, "w", encoding="utf-8") as f:
                json.dump(srv.truth(), f, ensure_ascii=False, indent=1)
            print(f"truth written to {args.truth}")
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
