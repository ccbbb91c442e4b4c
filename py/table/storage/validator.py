"""A small validator for JSON values, and a JSON reader that refuses what it cannot bound.

Everything the page stores or imports (schema.py describes each shape once) is read with
`read_json` and checked with `Shape.check` before any of it is used, so a value that passed can
be shown, counted and replayed without raising:
- exact types: `true` is not a number here, although Python counts bool as int;
- finite numbers within bounds: JSON allows `NaN`, `Infinity` and `1e400` through Python's json;
- bounded sizes: text length, list length, nesting depth (JSON nested ~1,000 deep would raise
  RecursionError), and whole numbers short of Python's 4,300-digit conversion limit.

Each complaint is a whole sentence for the player, marked for the catalogs (sentences.py), the
field's path and the value shown in it as data: "stats.beetle.won must be a whole number from 0
to 10, not 'x'". A value checked whole has no path: its complaints have a sentence of their own.

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

from .sentences import Complaint, Sentence, _, n_

MAX_TEXT = 1_000_000  # characters of JSON read at most (a browser keeps about 5 MB per site)
MAX_DEPTH = 16  # the deepest nesting read; our shapes need 5
MAX_DIGITS = 20  # digits of a whole number in JSON; ours stay far below
MOST_CHOICES = 100  # characters of a list of choices shown in a complaint (a game's ids are many)

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")


class ShapeError(Complaint):
    """A value that is not of the shape expected; its sentence says where and why."""


def read_json(text: str, *, longest: int = MAX_TEXT, deepest: int = MAX_DEPTH) -> Any:
    """The value JSON text holds; ShapeError if it is not JSON, too long, too deep, or holds a
    number that is not finite (`NaN`, `Infinity`, `1e400`) or has too many digits."""
    if not isinstance(text, str):
        raise ShapeError(_("it is not text"))
    if len(text) > longest:
        too_long = n_(
            "it is too long ({count} character; at most {longest})",
            "it is too long ({count} characters; at most {longest})",
            len(text),
        )
        raise ShapeError(too_long.format(count=len(text), longest=longest))
    if _depth(text) > deepest:
        too_deep = n_(
            "it is nested too deep (more than {count} level)",
            "it is nested too deep (more than {count} levels)",
            deepest,
        )
        raise ShapeError(too_deep.format(count=deepest))
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite, parse_int=_whole)
    except ShapeError:
        raise
    except (ValueError, RecursionError):
        raise ShapeError(_("it is not JSON")) from None


def _depth(text: str) -> int:
    """How deep the brackets of JSON text nest, outside its strings (counted before parsing,
    since the parser recurses)."""
    level = deepest = 0
    for bracket in _BRACKETS.findall(_STRING.sub("", text)):
        level += 1 if bracket in "[{" else -1
        deepest = max(deepest, level)
    return deepest


def _no_constant(name: str) -> Any:
    raise ShapeError(_("it holds {name}, which is not a number").format(name=name))


def _finite(digits: str) -> float:
    number = float(digits)
    if not math.isfinite(number):
        raise ShapeError(_("it holds {number}, a number too large").format(number=_cut(digits)))
    return number


def _whole(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        many = n_("it holds a number of {count} digit", "it holds a number of {count} digits", len(digits))
        raise ShapeError(many.format(count=len(digits)))
    return int(digits)


def _cut(text: str, longest: int = 24) -> str:
    return text if len(text) <= longest else text[: longest - 1] + "…"


def shown(value: object) -> str:
    """Any value, short, as data for a complaint (no words: an object is `{…}`, a list `[…]`);
    never raises (the str of an int of 5,000 digits would)."""
    if value is None or type(value) is bool:
        return json.dumps(value)
    if type(value) is int:
        return _cut(str(value)) if value.bit_length() <= 4000 else f"~1e{round(value.bit_length() * math.log10(2))}"
    if type(value) is float:
        return repr(value) if math.isfinite(value) else str(value)
    if type(value) is str:
        return repr(_cut(value))
    if isinstance(value, Mapping):
        return "{…}"
    if isinstance(value, list | tuple):
        return "[…]"
    return f"<{type(value).__name__}>"


def _at(where: str, name: object) -> str:
    return f"{where}.{name}" if where else str(name)


def _wrong(where: str, placed: Sentence, whole: Sentence, **values: object) -> ShapeError:
    """The complaint about the value at `where`: `placed` names its path, `whole` is said of a
    value checked whole (no path)."""
    return ShapeError((placed if where else whole).format(where=where, **values))


def _refused(where: str, why: Sentence) -> ShapeError:
    """A rule's complaint (a whole clause) about the value at `where`, after its path if it has one."""
    # Translators: a field's path in a stored value (data: stats.beetle.won), then what is wrong with it.
    return ShapeError(_("{where}: {why}").format(where=where, why=why) if where else why)


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
            raise _wrong(
                where,
                _("{where} must be a whole number from {low} to {high}, not {value}"),
                _("the value must be a whole number from {low} to {high}, not {value}"),
                low=self.low,
                high=self.high,
                value=shown(value),
            )


@dataclass(frozen=True)
class Number(Shape):
    """A finite number from `low` to `high`, whole or not (never true or false)."""

    low: float
    high: float

    def check(self, value: object, where: str = "") -> None:
        if not (isinstance(value, int | float) and type(value) is not bool and self.low <= value <= self.high):
            raise _wrong(
                where,
                _("{where} must be a number from {low} to {high}, not {value}"),
                _("the value must be a number from {low} to {high}, not {value}"),
                low=f"{self.low:g}",
                high=f"{self.high:g}",
                value=shown(value),
            )


@dataclass(frozen=True)
class Flag(Shape):
    """true or false."""

    def check(self, value: object, where: str = "") -> None:
        if type(value) is not bool:
            raise _wrong(
                where,
                # Translators: "true or false" are JSON's words, as written in a stored value.
                _("{where} must be true or false, not {value}"),
                # Translators: "true or false" are JSON's words, as written in a stored value.
                _("the value must be true or false, not {value}"),
                value=shown(value),
            )


TextRule = tuple[Callable[[str], object], str]  # a reader raising ValueError, and the clause when it does


@dataclass(frozen=True)
class Text(Shape):
    """A string of at most `longest` characters (all encodable: no lone surrogates); one of
    `choices` if given; and read by `rule`'s reader if given, or refused with its clause (marked
    with N_, the value shown as `{value}`)."""

    longest: int
    choices: frozenset[str] | None = None
    rule: TextRule | None = None

    def check(self, value: object, where: str = "") -> None:
        if type(value) is not str or len(value) > self.longest:
            raise _wrong(
                where,
                n_(
                    "{where} must be text of at most {count} character, not {value}",
                    "{where} must be text of at most {count} characters, not {value}",
                    self.longest,
                ),
                n_(
                    "the value must be text of at most {count} character, not {value}",
                    "the value must be text of at most {count} characters, not {value}",
                    self.longest,
                ),
                count=self.longest,
                value=shown(value),
            )
        try:
            value.encode()
        except UnicodeError:
            raise _wrong(
                where,
                _("{where} must be readable text, not {value}"),
                _("the value must be readable text, not {value}"),
                value=shown(value),
            ) from None
        if self.choices is not None and value not in self.choices:
            raise _wrong(
                where,
                _("{where} must be one of {choices}, not {value}"),
                _("the value must be one of {choices}, not {value}"),
                choices=_cut(", ".join(sorted(self.choices)), MOST_CHOICES),
                value=shown(value),
            )
        if self.rule is not None:
            reader, clause = self.rule
            try:
                reader(value)
            except ValueError:
                raise _refused(where, _(clause).format(value=shown(value))) from None


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
            raise _wrong(
                where,
                _("{where} must be {wanted}, not {value}"),
                _("the value must be {wanted}, not {value}"),
                wanted=shown(self.value),
                value=shown(value),
            )


@dataclass(frozen=True)
class ListOf(Shape):
    """A list of at most `longest` items of `item`; no item twice if `unique`."""

    item: Shape
    longest: int
    unique: bool = False

    def check(self, value: object, where: str = "") -> None:
        if type(value) is not list or len(value) > self.longest:
            raise _wrong(
                where,
                n_(
                    "{where} must be a list of at most {count} item, not {value}",
                    "{where} must be a list of at most {count} items, not {value}",
                    self.longest,
                ),
                n_(
                    "the value must be a list of at most {count} item, not {value}",
                    "the value must be a list of at most {count} items, not {value}",
                    self.longest,
                ),
                count=self.longest,
                value=shown(value),
            )
        for index, item in enumerate(value):
            self.item.check(item, _at(where, index))
        if self.unique and len(set(value)) != len(value):
            raise _wrong(where, _("{where} names something twice"), _("the list names something twice"))


@dataclass(frozen=True)
class MapOf(Shape):
    """An object whose names are `keys` and whose values are `values` (at most `longest`)."""

    keys: Text
    values: Shape
    longest: int

    def check(self, value: object, where: str = "") -> None:
        if type(value) is not dict or len(value) > self.longest:
            raise _wrong(
                where,
                n_(
                    "{where} must be an object of at most {count} entry, not {value}",
                    "{where} must be an object of at most {count} entries, not {value}",
                    self.longest,
                ),
                n_(
                    "the value must be an object of at most {count} entry, not {value}",
                    "the value must be an object of at most {count} entries, not {value}",
                    self.longest,
                ),
                count=self.longest,
                value=shown(value),
            )
        for key, item in value.items():
            self.keys.check(key, _at(where, "(name)"))
            self.values.check(item, _at(where, key))


Rule = tuple[Callable[[dict[str, Any]], bool], str]  # a test on a checked object, and its clause (N_)


@dataclass(frozen=True)
class Fields(Shape):
    """An object with these fields: each one present unless `optional`, no other; then every
    rule that relates fields to each other must hold."""

    fields: dict[str, Shape]
    optional: frozenset[str] = frozenset()
    rules: tuple[Rule, ...] = field(default=())

    def check(self, value: object, where: str = "") -> None:
        if type(value) is not dict:
            raise _wrong(
                where,
                _("{where} must be an object, not {value}"),
                _("the value must be an object, not {value}"),
                value=shown(value),
            )
        unknown = [name for name in value if name not in self.fields]
        if unknown:
            raise _wrong(
                where,
                _("{where} has a field we do not know: {name}"),
                _("the object has a field we do not know: {name}"),
                name=shown(unknown[0]),
            )
        for name, shape in self.fields.items():
            if name in value:
                shape.check(value[name], _at(where, name))
            elif name not in self.optional:
                raise _wrong(where, _("{where} has no {name}"), _("the object has no {name}"), name=name)
        for holds, clause in self.rules:
            if not holds(value):
                raise _refused(where, _(clause))
