"""The ``harvest`` command line; each subcommand lives in its own module.

Only the subcommand being run is imported: ``harvest extract`` needs neither Playwright
nor SQLAlchemy, and importing them cost each ``harvest extract`` process 0.9 s. ``app``
(the whole command, every subcommand) is built on first use, for ``--help`` and tests.
"""

from __future__ import annotations

import inspect
import re
import shutil
import sys
from importlib import import_module
from typing import Annotated, Any, Literal

import typer

HELP = "Harvest Chinese news portals: articles and picture galleries."

#: subcommand -> (its module, the attribute there: a command function or a Typer group)
COMMANDS: dict[str, tuple[str, str]] = {
    "run": ("harvester.cli.run", "run_command"),
    "crawl": ("harvester.cli.crawl", "crawl_command"),
    "extract": ("harvester.cli.extract", "extract_command"),
    "pictures": ("harvester.cli.pictures", "pictures_command"),
    "report": ("harvester.cli.report", "report_command"),
    "templates": ("harvester.cli.templates", "app"),
    "submit": ("harvester.cli.submit", "submit_command"),
    "worker": ("harvester.cli.worker", "worker_command"),
    "status": ("harvester.cli.status", "status_command"),
    "results": ("harvester.cli.results", "results_command"),
}


def reflow(doc: str | None) -> str | None:
    """A docstring as typer should show it: each paragraph one line (a terminal wraps it at
    its own width), paragraphs apart. Typer keeps a docstring's line breaks, which split
    sentences where the source was wrapped."""
    if doc is None:
        return None
    paragraphs = re.split(r"\n\s*\n", inspect.cleandoc(doc))
    return "\n\n".join(" ".join(p.split()) for p in paragraphs if p.strip())


def _reflow_group(group: typer.Typer) -> None:
    """Reflow the help of a group's commands (typer reads a docstring only when no help
    is given) and of its nested groups."""
    for info in group.registered_commands:
        if info.help is None and info.callback is not None:
            info.help = reflow(info.callback.__doc__)
    for sub in group.registered_groups:
        if sub.typer_instance is not None:
            _reflow_group(sub.typer_instance)
    if isinstance(group.info.help, str):
        group.info.help = reflow(group.info.help)


def _version(value: bool) -> None:
    if value:
        from harvester.version import __version__

        typer.echo(f"harvest {__version__}")
        raise typer.Exit(0)


#: Below this many columns rich's table of options cuts the longest names
#: (``--allow-private-ho…`` at 80; whole from 82): click's plain layout, which wraps,
#: is used there.
RICH_HELP_MIN_COLUMNS = 90


def _markup_mode() -> Literal["rich"] | None:
    """Rich's help layout on a terminal wide enough for it, else click's plain one."""
    return "rich" if shutil.get_terminal_size().columns >= RICH_HELP_MIN_COLUMNS else None


def build_app(only: str | None = None) -> typer.Typer:
    """The command with every subcommand, or with ``only`` that one."""
    mode = _markup_mode()
    app = typer.Typer(
        help=HELP,
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        rich_markup_mode=mode,
    )
    for name, (module, attribute) in COMMANDS.items():
        if only is not None and name != only:
            continue
        command = getattr(import_module(module), attribute)
        if isinstance(command, typer.Typer):
            command.rich_markup_mode = mode
            _reflow_group(command)
            app.add_typer(command, name=name)
        else:
            app.command(name, help=reflow(command.__doc__))(command)

    @app.callback()
    def _root(
        version: Annotated[
            bool,
            typer.Option(
                "--version", is_eager=True, callback=_version, help="Print the version and exit."
            ),
        ] = False,
    ) -> None:
        """Harvest Chinese news portals: articles and picture galleries."""

    return app


def __getattr__(name: str) -> Any:
    if name == "app":
        return build_app()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: Exit status after Ctrl-C (128 + SIGINT, as shells report it).
EXIT_INTERRUPTED = 130


def main() -> None:
    """Console-script entry point: builds only the subcommand named on the command line.
    A Ctrl-C before a command has set up its own stop (while it is imported, while it
    opens its store) ends it with one line and exit 130, not a traceback."""
    first = sys.argv[1] if len(sys.argv) > 1 else None
    try:
        # ``--version`` needs no subcommand imported
        build_app(first if first in COMMANDS or first == "--version" else None)()
    except KeyboardInterrupt:
        print("harvest: interrupted before anything was harvested", file=sys.stderr)
        sys.exit(EXIT_INTERRUPTED)
