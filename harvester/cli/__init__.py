"""The ``harvest`` command line; each subcommand lives in its own module."""

from __future__ import annotations

import typer

from harvester.cli import extract as extract_cmd
from harvester.cli import run as run_cmd
from harvester.cli import templates as templates_cmd

app = typer.Typer(
    help="Harvest Chinese news portals: articles and picture galleries.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
app.command("run")(run_cmd.run_command)
app.command("extract")(extract_cmd.extract_command)
app.add_typer(templates_cmd.app, name="templates")


@app.callback()
def _root() -> None:
    """Harvest Chinese news portals: articles and picture galleries."""


def main() -> None:
    """Console-script entry point."""
    app()
