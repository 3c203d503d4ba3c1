"""The declared shape of a game's state: what the site builds a calculator form from, with no JavaScript of the
game's own.

A scoring package's ``rules`` module may define ``FORM``, plain data (it ships to the browser, and the calculator
page embeds it as JSON): the fields of each player besides ``name``, in the order the form asks for them, and the
fields of the table (the state's keys besides ``players``)::

    FORM = {
        "players": [
            {"field": "lanterns", "type": "counts", "kinds": ["lantern", "cloud"]},
            {"field": "wishes", "type": "number", "min": 0, "max": "most_wishes", "label": "Wish tokens"},
        ],
        "table": [{"field": "moon", "type": "choice", "vocabulary": "moons", "label": "The moon"}],
    }

describes ``{"players": [{"name": "Ada", "lanterns": {"paper-lantern": 3}, "wishes": 2}], "moon": "full"}``.
The players are as many as ``game.toml``'s ``players`` allow. A field is one of ``FIELD_TYPES``:

- ``counts``: how many of each card of its ``kinds`` or ``decks`` (0 up to the card's copies, or up to ``max``),
  as ``{card id: count}`` holding the cards counted only;
- ``cards``: a list of card ids of its ``kinds`` or ``decks``, a card once per copy held (a pile, a hand);
- ``number``: a whole number from ``min`` to ``max``;
- ``choice``: one id: of a card of its ``kinds`` or ``decks``, or a key of ``VOCABULARY[vocabulary]``.

``min`` and ``max`` are whole numbers or the name of a rule constant of ``game.toml`` (``fewest_players`` and
``most_players`` included). ``label`` is what the form shows (its name without one). A row of taps serves up to
six values, a number field more. ``VOCABULARY`` (in the same module, optional) is the words of the rules that the
calculator shows: names of a mapping of ids to labels, each a plain JSON value; a game's own form reads it too.
``shape_problems`` says what in a shape does not fit the game's card data.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generator.scoring.catalog import Catalog
from generator.scoring.core import describe

FIELD_TYPES = ("counts", "cards", "number", "choice")
"""The kinds of field a declared shape may hold."""
PARTS = {"players": "name", "table": "players"}
"""The two parts of a shape, each with the field name it may not use (a player's name, the list of players)."""
KEYS = {
    "counts": ({"field", "type"}, {"kinds", "decks", "max", "label"}),
    "cards": ({"field", "type"}, {"kinds", "decks", "label"}),
    "number": ({"field", "type", "min", "max"}, {"label"}),
    "choice": ({"field", "type"}, {"kinds", "decks", "vocabulary", "label"}),
}
"""Each type's required keys and optional keys."""


def shape_problems(shape: Any, vocabulary: Mapping[str, Any], catalog: Catalog) -> list[tuple[str, str]]:
    """``(where in FORM, message)`` for each part of ``shape`` the card data of ``catalog`` or ``vocabulary`` lacks.

    >>> catalog = Catalog(game={"kinds": {"court": {}}}, cards=({"id": "knight", "kind": "court", "deck": "market"},))
    >>> shape_problems({"players": [{"field": "court", "type": "cards", "kinds": ["court"]}]}, {}, catalog)
    []
    >>> shape_problems({"players": [{"field": "gems", "type": "counts", "kinds": ["gem"]},
    ...     {"field": "gold", "type": "number", "min": 0, "max": "purse"}]}, {}, catalog)
    [('players[0].kinds', 'no kind "gem" in game.toml'), \
('players[1].max', 'no rule constant "purse" in game.toml')]
    """
    if not isinstance(shape, dict) or not set(shape) <= set(PARTS):
        return [("", f"expected a table of {' and '.join(PARTS)}, got {describe(shape)}")]
    problems: list[tuple[str, str]] = []
    for part, taken in PARTS.items():
        fields = shape.get(part, [])
        if not isinstance(fields, list):
            problems.append((part, f"expected a list of fields, got {describe(fields)}"))
            continue
        names = [spec.get("field") if isinstance(spec, dict) else None for spec in fields]
        for index, (spec, name) in enumerate(zip(fields, names, strict=True)):
            where = f"{part}[{index}]"
            problems += [(f"{where}{key}", message) for key, message in field_problems(spec, vocabulary, catalog)]
            if name is not None and (name == taken or names.count(name) > 1):
                problems.append((f"{where}.field", f"{describe(name)} is taken: a field is named once, never {taken}"))
    return problems


def field_problems(spec: Any, vocabulary: Mapping[str, Any], catalog: Catalog) -> list[tuple[str, str]]:
    """``(key, message)`` for what one field of a shape lacks (``key`` is ``.kinds``, ``.max``… or empty)."""
    if not isinstance(spec, dict) or spec.get("type") not in FIELD_TYPES:
        return [("", f"expected a field of a type among {', '.join(FIELD_TYPES)}, got {describe(spec)}")]
    required, optional = KEYS[spec["type"]]
    problems = [(f".{key}", "missing") for key in sorted(required - set(spec))]
    problems += [(f".{key}", f"not a key of a {spec['type']} field") for key in sorted(set(spec) - required - optional)]
    if not isinstance(spec.get("field"), str) or not spec.get("field"):
        problems.append((".field", f"expected a name, got {describe(spec.get('field'))}"))
    if not isinstance(spec.get("label", ""), str):
        problems.append((".label", f"expected text, got {describe(spec['label'])}"))
    for key in ("min", "max"):
        problems += [(f".{key}", message) for message in bound_problems(spec[key], catalog)] if key in spec else []
    problems += source_problems(spec, vocabulary, catalog)
    return problems


def source_problems(spec: dict[str, Any], vocabulary: Mapping[str, Any], catalog: Catalog) -> list[tuple[str, str]]:
    """Where a field's cards or words come from, when the card data or ``vocabulary`` lacks it."""
    if spec["type"] == "number":
        return []
    if "vocabulary" in spec:
        words = vocabulary.get(spec["vocabulary"]) if isinstance(spec["vocabulary"], str) else None
        if isinstance(words, dict) and words and all(isinstance(label, str) for label in words.values()):
            return [] if not {"kinds", "decks"} & set(spec) else [(".vocabulary", "a choice of words or of cards")]
        return [(".vocabulary", f"no mapping of ids to labels {describe(spec['vocabulary'])} in VOCABULARY")]
    kinds, decks = declared(catalog)
    problems: list[tuple[str, str]] = []
    for key, known in (("kinds", kinds), ("decks", decks)):
        named = spec.get(key, [])
        if not isinstance(named, list) or not all(isinstance(item, str) for item in named):
            problems.append((f".{key}", f"expected a list of ids, got {describe(named)}"))
            continue
        what = "kind" if key == "kinds" else "deck"
        problems += [(f".{key}", f"no {what} {describe(item)} in game.toml") for item in named if item not in known]
    if not problems and not cards_of(spec, catalog):
        problems.append(("", "no card of its kinds or decks in cards.toml"))
    return problems


def declared(catalog: Catalog) -> tuple[set[str], set[str]]:
    """The kinds and the decks ``game.toml`` declares."""
    kinds = catalog.game.get("kinds")
    decks = catalog.game.get("deck")
    return (
        set(kinds) if isinstance(kinds, dict) else set(),
        {str(deck.get("id")) for deck in decks if isinstance(deck, dict)} if isinstance(decks, list) else set(),
    )


def cards_of(spec: Mapping[str, Any], catalog: Catalog) -> list[dict[str, Any]]:
    """The cards a field's ``kinds`` and ``decks`` take, in data order."""
    kinds, decks = set(spec.get("kinds", [])), set(spec.get("decks", []))
    return [card for card in catalog.cards if card.get("kind") in kinds or card.get("deck") in decks]


def bound_problems(value: Any, catalog: Catalog) -> list[str]:
    """Why ``value`` is neither a whole number nor the name of a rule constant of ``catalog``."""
    if isinstance(value, int) and not isinstance(value, bool):
        return []
    if isinstance(value, str) and value in game_values(catalog):
        return []
    return [f"no rule constant {describe(value)} in game.toml" if isinstance(value, str) else "expected a number"]


def game_values(catalog: Catalog) -> dict[str, int]:
    """The numbers a bound may name: the player range and the rule constants (whole numbers) of ``game.toml``."""
    players = catalog.game.get("players")
    fewest, most = players if isinstance(players, list) and len(players) == 2 else (None, None)
    constants = catalog.game.get("constants")
    values = {"fewest_players": fewest, "most_players": most, **(constants if isinstance(constants, dict) else {})}
    return {name: value for name, value in values.items() if isinstance(value, int) and not isinstance(value, bool)}
