"""``python -m harvester.config --markdown``: the table of docs/options.md."""

from __future__ import annotations

import sys

from harvester.config.markdown import markdown


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args != ["--markdown"]:
        print("usage: python -m harvester.config --markdown", file=sys.stderr)
        return 2
    sys.stdout.write(markdown())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
