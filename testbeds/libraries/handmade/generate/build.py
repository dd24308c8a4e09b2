"""Write every hand-made site: ``python testbeds/libraries/handmade/generate/build.py [slug…]``.

Each ``sNN_<slug>.py`` module builds one portal (pages, data, traps, truth); the gallery
scripts and stylesheets are hand-written files in the site folder and are left alone.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def main(argv: list[str]) -> int:
    """Build the named sites, or all of them."""
    mods = sorted(p.stem for p in HERE.glob("s[0-9][0-9]_*.py"))
    for mod in mods:
        if argv and mod.split("_", 1)[1] not in argv:
            continue
        importlib.import_module(mod).build()
        print("built", mod)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
