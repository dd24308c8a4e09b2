"""The ``harvest`` command line; each subcommand lives in its own module.

Only the subcommand being run is imported: ``harvest extract`` needs neither Playwright
nor SQLAlchemy, and importing them cost each ``harvest extract`` process 0.9 s. ``app``
(the whole command, every subcommand) is built on first use, for ``--help`` and tests.
"""

from __future__ import annotations

import sys
from importlib import import_module
from typing import Any

import typer

HELP = "Harvest Chinese news portals: articles and picture galleries."

#: subcommand -> (its module, the attribute there: a command function or a Typer group)
COMMANDS: dict[str, tuple[str, str]] = {
    "run": ("harvester.cli.run", "run_command"),
    "extract": ("harvester.cli.extract", "extract_command"),
    "templates": ("harvester.cli.templates", "app"),
    "submit": ("harvester.cli.submit", "submit_command"),
    "worker": ("harvester.cli.worker", "worker_command"),
    "status": ("harvester.cli.status", "status_command"),
    "results": ("harvester.cli.results", "results_command"),
}


def build_app(only: str | None = None) -> typer.Typer:
    """The command with every subcommand, or with ``only`` that one."""
    app = typer.Typer(
        help=HELP, no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False
    )
    for name, (module, attribute) in COMMANDS.items():
        if only is not None and name != only:
            continue
        command = getattr(import_module(module), attribute)
        if isinstance(command, typer.Typer):
            app.add_typer(command, name=name)
        else:
            app.command(name)(command)

    @app.callback()
    def _root() -> None:
        """Harvest Chinese news portals: articles and picture galleries."""

    return app


def __getattr__(name: str) -> Any:
    if name == "app":
        return build_app()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def main() -> None:
    """Console-script entry point: builds only the subcommand named on the command line."""
    first = sys.argv[1] if len(sys.argv) > 1 else None
    build_app(first if first in COMMANDS else None)()
