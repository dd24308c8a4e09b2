"""The page scripts in ``harvester/browser/js``, read once each."""

from __future__ import annotations

from functools import cache
from importlib.resources import files


@cache
def script(name: str) -> str:
    """The text of one of the page scripts in ``harvester/browser/js``."""
    return files("harvester.browser").joinpath("js", f"{name}.js").read_text(encoding="utf-8")
