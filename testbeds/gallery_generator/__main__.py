"""CLI: ``python -m testbeds.gallery_generator OUT_DIR [--seed N] [--sites K] [--viewer-sites V]
[--phone-sites P] [--twin-sites T]``
builds and prints counts; ``python -m testbeds.gallery_generator serve OUT_DIR`` serves a built
test bed for manual browsing.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

from .build import build
from .server import GeneratedServer


def _serve(out: Path) -> int:
    with GeneratedServer(out) as base:
        print(f"serving {out} at {base}  (Ctrl-C to stop); e.g. {base}p000/index.html")
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            pass
    return 0


def main(argv: list[str] | None = None) -> int:
    """Build or serve."""
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["serve"]:
        if len(args) != 2:
            print("usage: python -m testbeds.gallery_generator serve OUT_DIR", file=sys.stderr)
            return 2
        return _serve(Path(args[1]))
    p = argparse.ArgumentParser(prog="python -m testbeds.gallery_generator")
    p.add_argument("out_dir", type=Path)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--sites", type=int, default=110, help="sites of the first kind")
    p.add_argument("--viewer-sites", type=int, default=24,
                   help="thumbnail-grid sites with an overlay viewer, after the others")
    p.add_argument("--phone-sites", type=int, default=8,
                   help="mobile sites whose gallery pages by touch swipes only")
    p.add_argument("--twin-sites", type=int, default=6,
                   help="desktop sites whose prev/next controls share one class")
    ns = p.parse_args(args)
    t0 = time.monotonic()
    truth = build(ns.out_dir, seed=ns.seed, n_sites=ns.sites, viewer_sites=ns.viewer_sites,
                  phone_sites=ns.phone_sites, twin_sites=ns.twin_sites)
    kinds = Counter(p["kind"] for p in truth["pages"].values())
    print(f"built {ns.out_dir}: {len(truth['sites'])} sites, {kinds['gallery']} gallery pages, "
          f"{kinds['article']} articles in {time.monotonic() - t0:.1f}s (seed {ns.seed})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
