"""Every knob of ``harvest run``, ``harvest crawl`` and ``harvest worker``, once.

Each :class:`Row` names the flag, the dataclass field that owns the value, the check, the
help text and the commands that take it (each command's options, :data:`COMMANDS`, are the
table's rows it names, in the table's order). The default of an owned row is that field's
default, read with :func:`dataclasses.fields` when it is first needed; a row owns no
default of its own (only the few options no dataclass holds, such as ``--out`` or
``--quiet``, keep theirs here). So one new option is one row, plus its field (and the one
place that reads it).

Importing this module imports neither Playwright nor SQLAlchemy: the owning dataclasses are
imported only when a default is read or :func:`build` makes them. The CLI reads the rows
(:func:`options` gives a command its typer options); :func:`build` turns the parsed values
into the dataclasses. ``python -m harvester.config --markdown`` prints the table of
docs/options.md.

:mod:`.row` says what one option is and holds the checks; :mod:`.table` is the table.
"""

from harvester.config.markdown import markdown, shown_default
from harvester.config.row import (
    LOG_LEVELS,
    MISSING,
    OWNERS,
    Check,
    Row,
    Usage,
    at_least,
    field_default,
    one_of,
    owner_class,
    seconds,
)
from harvester.config.table import (
    BY_NAME,
    COMMANDS,
    ROWS,
    Built,
    build,
    commands_of,
    default,
    option,
    options,
)

__all__ = [
    "BY_NAME",
    "COMMANDS",
    "LOG_LEVELS",
    "MISSING",
    "OWNERS",
    "ROWS",
    "Built",
    "Check",
    "Row",
    "Usage",
    "at_least",
    "build",
    "commands_of",
    "default",
    "field_default",
    "markdown",
    "one_of",
    "option",
    "options",
    "owner_class",
    "seconds",
    "shown_default",
]
