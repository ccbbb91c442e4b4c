"""A small validator for JSON values, and a JSON reader that refuses what it cannot bound.

Everything the page stores or imports (schema.py describes each shape once) is read with
`read_json` and checked with `Shape.check` before any of it is used, so a value that passed can
be shown, counted and replayed without raising:
- exact types: `true` is not a number here, although Python counts bool as int;
- finite numbers within bounds: JSON allows `NaN`, `Infinity` and `1e400` through Python's json;
- bounded sizes: text length, list length, nesting depth (JSON nested ~1,000 deep would raise
  RecursionError), and whole numbers short of Python's 4,300-digit conversion limit.

Hand-written over the standard library on purpose: the page downloads every module it imports,
and a schema library (jsonschema, pydantic) would add megabytes to each visit to check a handful
of small shapes.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

MAX_TEXT = 1_000_000  # characters of JSON read at most (a browser keeps about 5 MB per site)
MAX_DEPTH = 16  # the deepest nesting read; our shapes need 5
MAX_DIGITS = 20  # digits of a whole number in JSON; ours stay far below

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")


class ShapeError(ValueError):
    """A value that is not of the shape expected; the message says where and why."""


def read_json(text: str, *, longest: int = MAX_TEXT, deepest: int = MAX_DEPTH) -> Any:
    """The value JSON text holds; ShapeError if it is not JSON, too long, too deep, or holds a
    number that is not finite (`NaN`, `Infinity`, `1e400`) or has too many digits."""
    if not isinstance(text, str):
        raise ShapeError("it is not text")
    if len(text) > longest:
        raise ShapeError(f"it is too long ({len(text):,} characters; at most {longest:,})")
    if _depth(text) > deepest:
        raise ShapeError(f"it is nested too deep (more than {deepest} levels)")
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite, parse_int=_whole)
    except ShapeError:
        raise
    except (ValueError, RecursionError):
        raise ShapeError("it is not JSON") from None


def _depth(text: str) -> int:
    """How deep the brackets of JSON text nest, outside its strings (counted before parsing,
    since the parser recurses)."""
    level = deepest = 0
    for bracket in _BRACKETS.findall(_STRING.sub("", text)):
        level += 1 if bracket in "[{" else -1
        deepest = max(deepest, level)
    return deepest


def _no_constant(name: str) -> Any:
    raise ShapeError(f"it holds {name}, which is not a number")


def _finite(digits: str) -> float:
    number = float(digits)
    if not math.isfinite(number):
        raise ShapeError(f"it holds {_cut(digits)}, a number too large")
    return number


def _whole(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise ShapeError(f"it holds a number of {len(digits)} digits")
    return int(digits)


def _cut(text: str, longest: int = 24) -> str:
    return text if len(text) <= longest else text[: longest - 1] + "…"


def shown(value: object) -> str:
    """A short description of any value, for messages; never raises (a huge int's repr would)."""
    if value is None or type(value) is bool:
        return json.dumps(value)
    if type(value) is int:
        return str(value) if abs(value) < 10**18 else "a huge number"
    if type(value) is float:
        return repr(value) if math.isfinite(value) else str(value)
    if type(value) is str:
        return repr(_cut(value))
    if isinstance(value, Mapping):
        return "an object"
    if isinstance(value, list | tuple):
        return "a list"
    return f"a {type(value).__name__}"


def _at(where: str, name: object) -> str:
    return f"{where}.{name}" if where else str(name)


def _wrong(where: str, wanted: str, value: object) -> ShapeError:
    return ShapeError(f"{where or 'the value'} must be {wanted}, not {shown(value)}")


class Shape:
    """What a JSON value must be. `check` raises ShapeError naming the first thing wrong."""

    def check(self, value: object, where: str = "") -> None:
        raise NotImplementedError


@dataclass(frozen=True)
class Whole(Shape):
    """A whole number from `low` to `high` (never true or false)."""

    low: int
    high: int

    def check(self, value: object, where: str = "") -> None:
        if type(value) is not int or not self.low <= value <= self.high:
            raise _wrong(where, f"a whole number from {self.low} to {self.high}", value)


@dataclass(frozen=True)
class Number(Shape):
    """A finite number from `low` to `high`, whole or not (never true or false)."""

    low: float
    high: float

    def check(self, value: object, where: str = "") -> None:
        if not (isinstance(value, int | float) and type(value) is not bool and self.low <= value <= self.high):
            raise _wrong(where, f"a number from {self.low:g} to {self.high:g}", value)


@dataclass(frozen=True)
class Flag(Shape):
    """true or false."""

    def check(self, value: object, where: str = "") -> None:
        if type(value) is not bool:
            raise _wrong(where, "true or false", value)


@dataclass(frozen=True)
class Text(Shape):
    """A string of at most `longest` characters (all encodable: no lone surrogates); one of
    `choices` if given; and accepted by `rule` if given (a function raising ValueError)."""

    longest: int
    choices: frozenset[str] | None = None
    rule: Callable[[str], object] | None = None

    def check(self, value: object, where: str = "") -> None:
        if type(value) is not str or len(value) > self.longest:
            raise _wrong(where, f"text of at most {self.longest} characters", value)
        try:
            value.encode()
        except UnicodeError:
            raise _wrong(where, "readable text", value) from None
        if self.choices is not None and value not in self.choices:
            raise _wrong(where, "one of " + ", ".join(sorted(self.choices)), value)
        if self.rule is not None:
            try:
                self.rule(value)
            except ValueError as error:
                raise ShapeError(f"{where or 'the value'}: {error}") from None


@dataclass(frozen=True)
class Maybe(Shape):
    """null, or a value of `shape`."""

    shape: Shape

    def check(self, value: object, where: str = "") -> None:
        if value is not None:
            self.shape.check(value, where)


@dataclass(frozen=True)
class Exactly(Shape):
    """This very value (of this very type)."""

    value: object

    def check(self, value: object, where: str = "") -> None:
        if type(value) is not type(self.value) or value != self.value:
            raise _wrong(where, shown(self.value), value)


@dataclass(frozen=True)
class ListOf(Shape):
    """A list of at most `longest` items of `item`; no item twice if `unique`."""

    item: Shape
    longest: int
    unique: bool = False

    def check(self, value: object, where: str = "") -> None:
        if type(value) is not list or len(value) > self.longest:
            raise _wrong(where, f"a list of at most {self.longest} items", value)
        for index, item in enumerate(value):
            self.item.check(item, _at(where, index))
        if self.unique and len(set(value)) != len(value):
            raise ShapeError(f"{where or 'the list'} names something twice")


@dataclass(frozen=True)
class MapOf(Shape):
    """An object whose names are `keys` and whose values are `values` (at most `longest`)."""

    keys: Text
    values: Shape
    longest: int

    def check(self, value: object, where: str = "") -> None:
        if type(value) is not dict or len(value) > self.longest:
            raise _wrong(where, f"an object of at most {self.longest} entries", value)
        for key, item in value.items():
            self.keys.check(key, _at(where, "(name)"))
            self.values.check(item, _at(where, key))


Rule = tuple[Callable[[dict[str, Any]], bool], str]  # a test on a checked object, and its complaint


@dataclass(frozen=True)
class Fields(Shape):
    """An object with these fields: each one present unless `optional`, no other; then every
    rule that relates fields to each other must hold."""

    fields: dict[str, Shape]
    optional: frozenset[str] = frozenset()
    rules: tuple[Rule, ...] = field(default=())

    def check(self, value: object, where: str = "") -> None:
        if type(value) is not dict:
            raise _wrong(where, "an object", value)
        unknown = [name for name in value if name not in self.fields]
        if unknown:
            raise ShapeError(f"{where or 'the object'} has a field we do not know: {shown(unknown[0])}")
        for name, shape in self.fields.items():
            if name in value:
                shape.check(value[name], _at(where, name))
            elif name not in self.optional:
                raise ShapeError(f"{where or 'the object'} has no {name}")
        for holds, complaint in self.rules:
            if not holds(value):
                raise ShapeError(f"{where + ': ' if where else ''}{complaint}")
