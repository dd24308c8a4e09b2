"""Checking a JSON value against a Python type: what a page script's result must be.

:func:`compile_check` turns a type (``str``, ``int``, ``float``, ``bool``, ``None``,
``list[X]``, ``dict[str, X]``, ``X | None`` and a ``TypedDict`` of them) into a function
that raises :class:`Mismatch` naming where (keys and indexes) and what did not match. A
``TypedDict``'s scalar keys are checked inline: a snapshot's dozens of keys cost one pass.
:mod:`harvester.browser.scripts` holds the types and checks every result with these.
"""

import types
import typing
from collections.abc import Callable
from typing import Any


class Mismatch(Exception):
    """Where (keys and indexes, innermost first) and what did not match."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
        self.path: list[str] = []

    def describe(self) -> str:
        where = "".join(reversed(self.path)).lstrip(".")
        return f"{where}: {self.message}" if where else self.message


Check = Callable[[object], None]

#: JSON values as Playwright hands them over: a whole number is an int (a JS 3.0 too)
_SCALARS: dict[Any, tuple[type, ...]] = {
    str: (str,),
    bool: (bool,),
    int: (int,),
    float: (int, float),
    type(None): (type(None),),
}
_JSON_NAMES = {str: "string", bool: "boolean", int: "integer", float: "number", list: "array"}


def _json_name(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "object"
    return _JSON_NAMES.get(type(value), type(value).__name__)


def _type_name(tp: Any) -> str:
    if tp is type(None):
        return "null"
    if typing.is_typeddict(tp):
        return f"object ({tp.__name__})"
    if isinstance(tp, type) and tp in _JSON_NAMES:
        return _JSON_NAMES[tp]
    origin = typing.get_origin(tp)
    if origin is list:
        return f"array of {_type_name(typing.get_args(tp)[0])}"
    if origin in (types.UnionType, typing.Union):
        return " or ".join(_type_name(t) for t in typing.get_args(tp))
    return str(tp)


def compile_check(tp: Any) -> Check:
    """A function that raises :class:`Mismatch` where ``value`` is not of type ``tp``."""
    if tp in _SCALARS:
        accepted = _SCALARS[tp]
        expected = _type_name(tp)

        def scalar(value: object) -> None:
            if type(value) not in accepted:
                raise Mismatch(f"expected {expected}, got {_json_name(value)}")

        return scalar
    if typing.is_typeddict(tp):
        return _compile_typeddict(tp)
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin is list:
        item = compile_check(args[0])

        def array(value: object) -> None:
            if type(value) is not list:
                raise Mismatch(f"expected {_type_name(tp)}, got {_json_name(value)}")
            for i, element in enumerate(value):
                try:
                    item(element)
                except Mismatch as bad:
                    bad.path.append(f"[{i}]")
                    raise

        return array
    if origin is dict and args[0] is str:
        entry = compile_check(args[1])

        def mapping(value: object) -> None:
            if type(value) is not dict:
                raise Mismatch(f"expected {_type_name(tp)}, got {_json_name(value)}")
            for key, element in value.items():
                try:
                    entry(element)
                except Mismatch as bad:
                    bad.path.append(f"[{key!r}]")
                    raise

        return mapping
    if origin in (types.UnionType, typing.Union):
        nullable = type(None) in args
        rest = [a for a in args if a is not type(None)]
        if len(rest) != 1:
            raise TypeError(f"only X | None unions are checked, not {tp}")
        inner = compile_check(rest[0])

        def optional(value: object) -> None:
            if value is None and nullable:
                return
            try:
                inner(value)
            except Mismatch as bad:
                if bad.path:  # a mismatch inside the value: its own message says more
                    raise
                raise Mismatch(f"expected {_type_name(tp)}, got {_json_name(value)}") from None

        return optional
    raise TypeError(f"no check for {tp!r}")


def _scalar_types(tp: Any) -> tuple[type, ...] | None:
    """The Python types a scalar (or nullable scalar) JSON value of type ``tp`` may have;
    None for an array or an object."""
    if tp in _SCALARS:
        return _SCALARS[tp]
    if typing.get_origin(tp) in (types.UnionType, typing.Union):
        parts = [_scalar_types(t) for t in typing.get_args(tp)]
        if all(p is not None for p in parts):
            return tuple(t for p in parts if p is not None for t in p)
    return None


def _compile_typeddict(tp: Any) -> Check:
    hints = typing.get_type_hints(tp)
    # (key, the types of a scalar value or None, its check): a scalar is checked inline
    required = [
        (k, _scalar_types(hints[k]), compile_check(hints[k]))
        for k in hints
        if k in tp.__required_keys__
    ]
    optional = {k: compile_check(hints[k]) for k in hints if k in tp.__optional_keys__}
    known = frozenset(hints)
    name = _type_name(tp)

    def record(value: object) -> None:
        if type(value) is not dict:
            raise Mismatch(f"expected {name}, got {_json_name(value)}")
        for key, scalar, check in required:
            if key not in value:
                raise Mismatch(f"missing key {key!r}")
            item = value[key]
            if scalar is not None and type(item) in scalar:
                continue
            try:
                check(item)
            except Mismatch as bad:
                bad.path.append(f".{key}")
                raise
        if len(value) != len(required):
            for key in value:
                if key not in known:
                    raise Mismatch(f"unexpected key {key!r}")
                if key in optional:
                    try:
                        optional[key](value[key])
                    except Mismatch as bad:
                        bad.path.append(f".{key}")
                        raise

    return record
