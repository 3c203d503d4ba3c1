"""Shared pieces of every game's scoring: input errors, violations, JSON-path readers.

Standard library only: these files also run in the browser under Pyodide.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

MAX_STATE_BYTES = 4 * 1024 * 1024
"""Largest state accepted, in bytes of UTF-8 (4 MiB): real states are a few kilobytes."""
MAX_STATE_VALUES = 200_000
"""Most JSON values (objects, arrays, strings, numbers…) in one state: room for 100,000 cards."""
MAX_PLAYER_NAME_CHARACTERS = 40
"""Longest player's name: what fits a name tag. A results table, a verdict and a calculator's form show names
whole, and a browser lays out a long unbroken word in time that grows with its square."""
MAX_ID_CHARACTERS = 64
"""Longest id of the card data (the data's schema holds every id to it), so of any id a state names."""
LONGEST_STATE_TEXT = max(MAX_PLAYER_NAME_CHARACTERS, MAX_ID_CHARACTERS)
"""No name or id of a valid state is longer: a longer key is cut in the paths of messages, and a calculator
refuses a link whose state holds a longer text."""


class StateError(ValueError):
    """A state that does not fit the JSON format; ``path`` names the bad field.

    >>> str(StateError("players[2].menagerie.mamoth", "unknown animal"))
    'players[2].menagerie.mamoth: unknown animal'
    """

    def __init__(self, path: str, message: str) -> None:
        self.path = path
        self.message = message
        super().__init__(f"{path}: {message}" if path else message)


@dataclass(frozen=True)
class Violation:
    """A rule that a well-formed state breaks: the rule's id, what is wrong, and where."""

    rule: str
    message: str
    path: str = ""

    def as_json(self) -> dict[str, str]:
        """The violation as it appears in ``check --json``."""
        return {"rule": self.rule, "message": self.message, "path": self.path}


def check_result(violations: list[Violation], **extras: Any) -> dict[str, Any]:
    """The ``check`` result: validity, the violations, then any game extras."""
    return {"valid": not violations, "violations": [v.as_json() for v in violations], **extras}


_BEYOND_ASCII = re.compile(r"[^\x00-\x7e]")
"""Characters ``json.dumps`` may leave as they are that a terminal could read as a command (DEL, C1 controls)
or that hide text (bidi overrides, zero-width spaces): escaped unless printable."""


def _escaped(match: re.Match[str]) -> str:
    character = match.group()
    if character.isprintable():
        return character
    return json.dumps(character)[1:-1] if ord(character) > 0xFFFF else f"\\u{ord(character):04x}"


def to_json(result: Any) -> str:
    r"""The one JSON text format of ``--json`` output and of the site's JSON mode: UTF-8 text as it is, but
    every character that is not printable escaped (the same JSON value, safe to show in a terminal).

    >>> print(to_json({"name": "Zoë\u202e\x7f"}))
    {
      "name": "Zoë\u202e\u007f"
    }
    """
    text = json.dumps(result, indent=2, ensure_ascii=False)
    return text if text.isascii() and "\x7f" not in text else _BEYOND_ASCII.sub(_escaped, text)


class _JsonObject(dict[str, Any]):
    """A parsed JSON object that remembers the first key it was given twice (JSON would keep the last)."""

    repeated: str | None = None


def _json_object(pairs: list[tuple[str, Any]]) -> _JsonObject:
    obj = _JsonObject()
    for key, value in pairs:
        if key in obj and obj.repeated is None:
            obj.repeated = key
        obj[key] = value
    return obj


def _not_json(constant: str) -> Any:
    raise StateError("", f"not valid JSON: {constant} is not a JSON value")


def _finite(text: str) -> float:
    number = float(text)
    if number in (float("inf"), float("-inf")):
        raise StateError("", f"not valid JSON: the number {text[:20]} is too large")
    return number


def _is_text(value: str) -> bool:
    """False for a string holding a lone surrogate escape such as ``"\\ud800"``: no character, not printable."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _check_document(document: Any) -> None:
    """Refuse, at its JSON path, a key given twice in one object or a string that is not text."""
    stack: list[tuple[str, Any]] = [("", document)]
    values = 0
    while stack:
        path, value = stack.pop()
        values += 1
        if values > MAX_STATE_VALUES:
            limit = f"{MAX_STATE_VALUES:,} values (strings, numbers, lists…)"
            raise StateError("", f"the state holds more than the limit of {limit}")
        if isinstance(value, str) and not _is_text(value):
            raise StateError(path, "expected text, got a lone surrogate escape (\\ud800-\\udfff)")
        if isinstance(value, list):
            stack += [(index_path(path, index), item) for index, item in reversed(list(enumerate(value)))]
        elif isinstance(value, dict):
            repeated = getattr(value, "repeated", None)
            if repeated is not None:
                raise StateError(key_path(path, repeated), "this key appears twice in one object")
            for key in value:
                if not _is_text(key):
                    raise StateError(path, "expected text keys, got a lone surrogate escape (\\ud800-\\udfff)")
            stack += [(key_path(path, key), item) for key, item in reversed(list(value.items()))]


def too_large(size: int | None = None) -> StateError:
    """The error for a state of ``size`` bytes (None: not known, only too many) beyond ``MAX_STATE_BYTES``."""
    limit = f"the limit of {MAX_STATE_BYTES:,} bytes (4 MiB)"
    return StateError("", f"the state is {size:,} bytes, more than {limit}" if size else f"the state is over {limit}")


def parse_json(text: str) -> Any:
    """Parse a state document, turning every syntax error into a ``StateError`` naming where it is.

    States larger than ``MAX_STATE_BYTES`` or holding more than ``MAX_STATE_VALUES`` values are refused
    before any work is spent on them.

    >>> parse_json('{"villages": {"Ann": [], "Ann": ["AH"]}}')
    Traceback (most recent call last):
    generator.scoring.core.StateError: villages.Ann: this key appears twice in one object
    >>> parse_json('{"players": [{"name": "A\\ud800"}]}')
    Traceback (most recent call last):
    generator.scoring.core.StateError: players[0].name: expected text, got a lone surrogate escape (\\ud800-\\udfff)
    """
    if len(text) > MAX_STATE_BYTES:
        raise too_large()
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_STATE_BYTES:
        raise too_large(size)
    try:
        document = json.loads(text, object_pairs_hook=_json_object, parse_constant=_not_json, parse_float=_finite)
    except json.JSONDecodeError as error:
        raise StateError("", f"not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}") from None
    except StateError:
        raise
    except RecursionError:
        raise StateError("", "not valid JSON: nested too deeply") from None
    except ValueError:  # an integer with more digits than Python converts (4300)
        raise StateError("", "not valid JSON: a number with thousands of digits") from None
    _check_document(document)
    return document


def key_path(path: str, key: str) -> str:
    """The JSON path of ``key`` inside the object at ``path``.

    >>> key_path("players[1]", "menagerie")
    'players[1].menagerie'
    >>> key_path("", "players")
    'players'
    >>> key_path("villages", "A" * 100_000)
    'villages.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA...'

    A key longer than any name or id is cut (``LONGEST_STATE_TEXT``): a message stays short.
    """
    if len(key) > LONGEST_STATE_TEXT:
        key = key[: LONGEST_STATE_TEXT - 3] + "..."
    return f"{path}.{key}" if path else key


def index_path(path: str, index: int) -> str:
    """The JSON path of item ``index`` of the list at ``path``.

    >>> index_path("players", 2)
    'players[2]'
    """
    return f"{path}[{index}]"


_TYPE_NAMES = {dict: "an object", list: "a list", str: "a string", int: "an integer", bool: "true or false"}


def describe(value: Any) -> str:
    """A short description of a JSON value for error messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


def expect(value: Any, kind: type, path: str) -> Any:
    """Return ``value`` when it is of JSON type ``kind``, else raise ``StateError`` at ``path``."""
    is_bool = isinstance(value, bool)
    if isinstance(value, kind) and (kind is bool or not is_bool):
        return value
    raise StateError(path, f"expected {_TYPE_NAMES[kind]}, got {describe(value)}")


def member(obj: dict[str, Any], key: str, kind: type, path: str, default: Any = ...) -> Any:
    """Read ``obj[key]`` of JSON type ``kind``; without a default the key is required."""
    if key not in obj or (obj[key] is None and default is not ...):
        if default is ...:
            raise StateError(key_path(path, key), "missing")
        return default
    return expect(obj[key], kind, key_path(path, key))


def no_unknown_keys(obj: dict[str, Any], allowed: tuple[str, ...], path: str) -> None:
    """Reject keys the format does not define, so a typo is never silently ignored."""
    for key in obj:
        if key not in allowed:
            raise StateError(key_path(path, key), f"unknown field (expected one of: {', '.join(allowed)})")


def choice(value: Any, options: tuple[str, ...] | list[str], path: str, what: str) -> str:
    """Read a string that must be one of ``options``."""
    text: str = expect(value, str, path)
    if text not in options:
        raise StateError(path, f"unknown {what} {describe(text)} (expected one of: {', '.join(options)})")
    return text


def name_text(value: Any, path: str) -> str:
    """A player's name: a string with something besides spaces in it, of at most ``MAX_PLAYER_NAME_CHARACTERS``.

    >>> name_text("Ada", "players[0]")
    'Ada'
    >>> name_text("  ", "players[1]")
    Traceback (most recent call last):
    generator.scoring.core.StateError: players[1]: expected a player's name, got an empty one
    >>> name_text("A" * 100_000, "players[2]")
    Traceback (most recent call last):
    generator.scoring.core.StateError: players[2]: expected a player's name of at most 40 characters, got one of 100,000
    """
    name: str = expect(value, str, path)
    if not name.strip():
        raise StateError(path, "expected a player's name, got an empty one")
    if len(name) > MAX_PLAYER_NAME_CHARACTERS:
        most = MAX_PLAYER_NAME_CHARACTERS
        raise StateError(path, f"expected a player's name of at most {most} characters, got one of {len(name):,}")
    return name


def player_name(obj: dict[str, Any], path: str) -> str:
    """A player object's ``name`` field, held to ``name_text``'s test."""
    if "name" not in obj:
        raise StateError(key_path(path, "name"), "missing")
    return name_text(obj["name"], key_path(path, "name"))


def unique_names(names: list[str], path: str) -> None:
    """Reject two players of the same name: results and moves name players, so names must tell them apart."""
    seen: set[str] = set()
    for index, name in enumerate(names):
        if name in seen:
            raise StateError(key_path(index_path(path, index), "name"), f"two players are named {describe(name)}")
        seen.add(name)
