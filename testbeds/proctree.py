"""A process and its descendants, read from /proc: for the tests and benches that run
``harvest run`` in a subprocess and must find (and kill, and count) its Chromium."""

from __future__ import annotations

from pathlib import Path


def stat(pid: int) -> tuple[int, str] | None:
    """(parent pid, start time) of a live process; None when it is gone (or a zombie)."""
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = raw[raw.rindex(")") + 2 :].split()
    if fields[0] in ("Z", "X"):
        return None
    return int(fields[1]), fields[19]


def cmdline(pid: int) -> str:
    """The command line of ``pid`` ("" when it is gone)."""
    try:
        return (
            Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        )
    except OSError:
        return ""


def descendants(root: int) -> dict[int, str]:
    """Every live descendant of ``root`` (by the ppid chain): pid -> start time (to tell a
    reused pid)."""
    children: dict[int, list[int]] = {}
    starts: dict[int, str] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (st := stat(int(entry.name))):
            children.setdefault(st[0], []).append(int(entry.name))
            starts[int(entry.name)] = st[1]
    found: dict[int, str] = {}
    todo = [root]
    while todo:
        for child in children.get(todo.pop(), []):
            if child not in found:
                found[child] = starts[child]
                todo.append(child)
    return found


def alive(pid: int, start: str) -> bool:
    """Whether ``pid`` still runs and is the process that started at ``start``."""
    st = stat(pid)
    return st is not None and st[1] == start
