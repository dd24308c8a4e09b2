"""``python -m harvester.cli``: the same as the ``harvest`` command."""

from harvester.cli import main

main()
