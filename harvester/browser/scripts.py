"""The browser's page scripts in ``harvester/browser/js``, how any package's run, and what
each of the browser's own returns.

A package's page scripts live in its ``js/`` folder, one function a file; a
:class:`ScriptSet` names the package and the type of each script's result, gives a script
as the function a tab runs (:meth:`ScriptSet.source`: through ``pristine.js``'s ``hv.run``,
the browser's built-ins back while it runs, answering JSON text) and checks an answer
against its type (:meth:`ScriptSet.check`): a key missing, a key the type does not know, or
a value of the wrong JSON type raises :class:`ScriptContractError` naming the script and the
key, instead of turning silently into a 0 or a None downstream. The browser's own scripts
(settling, pointing, pressing) are :data:`SCRIPTS`, read with :func:`checked`; the gallery
stage's are :mod:`harvester.gallery.scripts`. ``init.js`` (the page runtime, ``hv``) and
``pristine.js`` are installed in every tab, never evaluated.

No ``from __future__ import annotations``: Python 3.11 reads ``NotRequired`` from real ones.
"""

from functools import cache
from importlib.resources import files
from typing import Any, Literal, TypedDict, overload

from harvester.browser.contract import Check, Mismatch, compile_check

__all__ = [
    "PATTERN_ERRORS",
    "RESULTS",
    "SCRIPTS",
    "DispatchResult",
    "PointResult",
    "QuietResult",
    "ScriptContractError",
    "ScriptSet",
    "checked",
    "guarded",
    "script",
]


@cache
def script(name: str, package: str = "harvester.browser") -> str:
    """The text of the page script ``name`` in ``package``'s ``js`` folder."""
    return files(package).joinpath("js", f"{name}.js").read_text(encoding="utf-8")


@cache
def guarded(name: str, package: str = "harvester.browser") -> str:
    """The page script ``name`` as a function that runs it through ``hv.run`` and answers
    JSON text (with the page's JSON where ``pristine.js`` is not installed: a frame the
    init scripts did not reach)."""
    return (
        "(arg) => { const f = (\n" + script(name, package) + "\n); const hv = window.__hv;"
        " return hv && hv.run ? hv.run(f, arg) : JSON.stringify(f(arg)); }"
    )


class ScriptContractError(Exception):
    """A page script's result is not what its type says, or the page could not compile
    the vocabulary's patterns: a bug of ours, never a page's doing."""


#: The key of the answer a pattern-reading script gives when ``init.js`` could not compile
#: one of the vocabulary's patterns (``{"patternErrors": ["next: Invalid regular…"]}``).
PATTERN_ERRORS = "patternErrors"


class ScriptSet:
    """One package's page scripts: where they are and the type of each one's result
    (``patterns``: the scripts that read the vocabulary's patterns)."""

    def __init__(
        self, package: str, results: dict[str, Any], patterns: frozenset[str] = frozenset()
    ) -> None:
        self.package, self.results, self.patterns = package, results, patterns
        self._checks: dict[str, Check] = {name: compile_check(tp) for name, tp in results.items()}

    def source(self, name: str) -> str:
        """The script ``name`` as the function a tab runs (:func:`guarded`)."""
        if name not in self.results:
            raise ScriptContractError(f"{name}.js: no page script of {self.package} by that name")
        return guarded(name, self.package)

    def check(self, name: str, value: object) -> Any:
        """``value``, the result of the script ``name``, once it is known to be of its
        type; :class:`ScriptContractError` otherwise (and when the page reports patterns
        that did not compile). Costs one pass over the value."""
        check = self._checks.get(name)
        if check is None:
            raise ScriptContractError(f"{name}.js: no such page script returns a result")
        if type(value) is dict and PATTERN_ERRORS in value and name in self.patterns:
            errors = "; ".join(map(str, value[PATTERN_ERRORS] or ()))
            raise ScriptContractError(
                f"{name}.js: init.js could not compile the vocabulary's patterns: {errors}"
            )
        try:
            check(value)
        except Mismatch as bad:
            raise ScriptContractError(f"{name}.js: {bad.describe()}") from None
        return value


# --- the browser's own scripts ---------------------------------------------------------------


class QuietResult(TypedDict):
    """What ``quiet.js`` returns: how still the page is."""

    #: milliseconds since the last counted DOM mutation
    stillMs: float
    #: shown pictures still loading
    loading: int
    #: animations still running
    running: int
    #: timers a press set going, still to fire
    pending: int


class PointResult(TypedDict):
    """Where a mouse would hit the element (window coordinates, CSS px)."""

    x: float
    y: float


#: ``dispatch.js``: whether the element was there to press.
DispatchResult = bool


#: Each of the browser's own page scripts' result type.
RESULTS: dict[str, Any] = {
    "quiet": QuietResult,
    "point": PointResult | None,
    "framepoint": PointResult | None,
    "dispatch": DispatchResult,
}

SCRIPTS = ScriptSet("harvester.browser", RESULTS)


@overload
def checked(name: Literal["quiet"], value: object) -> QuietResult: ...
@overload
def checked(name: Literal["point", "framepoint"], value: object) -> PointResult | None: ...
@overload
def checked(name: Literal["dispatch"], value: object) -> bool: ...
@overload
def checked(name: str, value: object) -> Any: ...
def checked(name: str, value: object) -> Any:
    """``value``, the result of the browser's page script ``name``, once it is known to
    be of the type :data:`RESULTS` gives it (:meth:`ScriptSet.check`)."""
    return SCRIPTS.check(name, value)
