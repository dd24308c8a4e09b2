"""The options table for people: docs/options.md's table, made from the rows."""

from __future__ import annotations

from collections.abc import Iterable

from harvester.config.row import Row
from harvester.config.table import ROWS, commands_of


def shown_default(row: Row) -> str:
    default = row.default
    if row.type is bool and not row.flags:
        return f"`{row.derived_flag if default else '--no-' + row.derived_flag[2:]}`"
    if default is None or default == ():
        return "—"
    if isinstance(default, bool):
        return "on" if default else "off"
    return f"`{default}`"


def markdown(rows: Iterable[Row] = ROWS) -> str:
    """The table of docs/options.md: flag, commands, default, meaning (and check)."""
    lines = ["| option | commands | default | meaning |", "| --- | --- | --- | --- |"]
    for row in rows:
        used = commands_of(row.name)
        if not used:
            continue
        meaning = row.help
        if row.check is not None and row.check.__doc__ and not row.choices:
            meaning += f" ({row.check.__doc__})"
        spellings = " / ".join(f"`{s.strip()}`" for s in row.spellings.replace(",", "/").split("/"))
        meaning = meaning.replace("|", "\\|")
        lines.append(f"| {spellings} | {', '.join(used)} | {shown_default(row)} | {meaning} |")
    return "\n".join(lines) + "\n"
