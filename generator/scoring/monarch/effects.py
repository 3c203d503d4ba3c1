"""Monarch's court-card effects: the small declarative vocabulary that gives "???" cards their crowns.

A court card scores its printed ``crowns`` (0 when it has none) plus every effect in its
``effects`` list, and never less than 0 in all. Each effect is a table
``{effect = "<name>", ...parameters}``; ``EFFECTS`` names the parameters of each. Cards never get
code of their own: the Scimitar is
``{effect = "per-path", path = "might", where = "both", crowns = 1}``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from generator.scoring.words import counted

PATHS = ("might", "culture", "wisdom", "bounty")
"""The four paths of leadership; a card with ``path = "none"`` follows none of them."""

LANDS = ("farm", "village")
PLACES = ("court", "board", "both")
ON_THE_BOARD = ("board", "both")
"""The places of a ``per-path`` effect that count the improvements on top of the board's lands."""
READS_BOARD = {"where": ON_THE_BOARD, "effects": ("per-improved-land",)}
"""The effects that count what stands on the board: a ``per-path`` effect with a ``where`` among these places, and
these effects wherever they are (the calculator asks for the board only when a held card has one)."""

EFFECTS: dict[str, dict[str, str]] = {
    "per-path": {"path": "path", "where": "place", "crowns": "int"},
    "per-distinct-path": {"crowns": "int"},
    "per-guest": {"crowns": "int"},
    "with-card": {"card": "card", "crowns": "int"},
    "without-card": {"card": "card", "crowns": "int"},
    "per-improved-land": {"land": "land", "crowns": "int"},
    "at-least": {"path": "path", "cards": "int", "crowns": "int"},
}
"""Every effect and its parameters, each of a parameter type below."""

PARAMETER_OPTIONS: dict[str, tuple[str, ...]] = {"path": PATHS, "place": PLACES, "land": LANDS}


class Surroundings:
    """What a court card can see: its owner's court, her guests and the top improvements of the board, with the
    counts the effects read, taken once in one pass (so a court of any size scores in linear time; bots score
    many courts)."""

    __slots__ = ("board", "board_paths", "court", "court_ids", "court_paths", "guests", "improved_lands", "names")

    def __init__(
        self,
        court: tuple[dict[str, Any], ...],
        guests: int,
        board: tuple[tuple[str, dict[str, Any] | None], ...],
        names: Mapping[str, str] | None = None,
    ) -> None:
        self.court = court
        self.guests = guests
        self.board = board
        """One ``(land, top improvement or None)`` per land of the board."""
        self.names: Mapping[str, str] = names or {}
        """Card names by id, for the explanations (ids are shown when a name is missing)."""
        self.court_paths: dict[str, int] = {}
        """How many court cards follow each path (paths no card follows are left out)."""
        self.court_ids: dict[str, int] = {}
        """How many copies of each card the court holds."""
        for card in court:
            path, card_id = str(card["path"]), str(card["id"])
            self.court_paths[path] = self.court_paths.get(path, 0) + 1
            self.court_ids[card_id] = self.court_ids.get(card_id, 0) + 1
        self.board_paths: dict[str, int] = {}
        """How many top improvements of the board follow each path."""
        self.improved_lands: dict[str, int] = {}
        """How many lands of each type bear an improvement."""
        for land, top in board:
            if top is not None:
                path = str(top["path"])
                self.board_paths[path] = self.board_paths.get(path, 0) + 1
                self.improved_lands[land] = self.improved_lands.get(land, 0) + 1


def _per_path(effect: dict[str, Any], here: Surroundings, _: int) -> tuple[int, str]:
    path, where = effect["path"], effect["where"]
    in_court = here.court_paths.get(path, 0) if where in ("court", "both") else 0
    on_board = here.board_paths.get(path, 0) if where in ON_THE_BOARD else 0
    label = path.capitalize()
    parts = ([f"{in_court} {label} in court"] if where != "board" else []) + (
        [f"{on_board} {label} on the board"] if where != "court" else []
    )
    return (in_court + on_board) * effect["crowns"], " + ".join(parts)


def _per_distinct_path(effect: dict[str, Any], here: Surroundings, _: int) -> tuple[int, str]:
    paths = sorted(set(here.court_paths) & set(PATHS))
    return len(paths) * effect["crowns"], counted(len(paths), "different path")


def _per_guest(effect: dict[str, Any], here: Surroundings, _: int) -> tuple[int, str]:
    return here.guests * effect["crowns"], counted(here.guests, "guest")


def _others_hold(card_id: str, here: Surroundings, position: int) -> bool:
    itself = 1 if here.court[position]["id"] == card_id else 0
    return here.court_ids.get(card_id, 0) - itself > 0


def _with_card(effect: dict[str, Any], here: Surroundings, position: int) -> tuple[int, str]:
    present = _others_hold(effect["card"], here, position)
    name = here.names.get(effect["card"], effect["card"])
    return (effect["crowns"] if present else 0), f"{name} {'in' if present else 'not in'} court"


def _without_card(effect: dict[str, Any], here: Surroundings, position: int) -> tuple[int, str]:
    present = _others_hold(effect["card"], here, position)
    name = here.names.get(effect["card"], effect["card"])
    return (0 if present else effect["crowns"]), f"{name} {'in' if present else 'not in'} court"


def _per_improved_land(effect: dict[str, Any], here: Surroundings, _: int) -> tuple[int, str]:
    improved = here.improved_lands.get(effect["land"], 0)
    return improved * effect["crowns"], counted(improved, f"improved {effect['land']}")


def _at_least(effect: dict[str, Any], here: Surroundings, _: int) -> tuple[int, str]:
    held = here.court_paths.get(effect["path"], 0)
    reached = held >= effect["cards"]
    cards = counted(held, f"{effect['path'].capitalize()} card")
    return (effect["crowns"] if reached else 0), f"{cards} ({effect['cards']} needed)"


_EVALUATORS: dict[str, Callable[[dict[str, Any], Surroundings, int], tuple[int, str]]] = {
    "per-path": _per_path,
    "per-distinct-path": _per_distinct_path,
    "per-guest": _per_guest,
    "with-card": _with_card,
    "without-card": _without_card,
    "per-improved-land": _per_improved_land,
    "at-least": _at_least,
}


def court_card_crowns(here: Surroundings, position: int) -> tuple[int, str]:
    """The crowns of the court card at ``position`` of ``here.court`` (never below 0), and how they came about.

    >>> knight = {"id": "knight", "path": "might", "crowns": 2}
    >>> scimitar = {"id": "scimitar", "path": "might",
    ...             "effects": [{"effect": "per-path", "path": "might", "where": "both", "crowns": 1}]}
    >>> barracks = {"id": "barracks", "path": "might"}
    >>> here = Surroundings(court=(knight, scimitar), guests=0, board=(("village", barracks), ("farm", None)))
    >>> court_card_crowns(here, 1)
    (3, '2 Might in court + 1 Might on the board: 3')
    >>> court_card_crowns(here, 0)
    (2, 'printed 2')
    """
    card = here.court[position]
    printed = card.get("crowns")
    total = printed or 0
    details = [f"printed {printed}"] if printed is not None else []
    for effect in card.get("effects", []):
        points, detail = _EVALUATORS[effect["effect"]](effect, here, position)
        total += points
        details.append(f"{detail}: {points:+d}" if printed is not None else f"{detail}: {points}")
    if total < 0:
        total, details = 0, [*details, "never below 0"]
    return total, "; ".join(details)


def court_crowns(here: Surroundings) -> int:
    """The crowns of the whole court of ``here``: what ``court_card_crowns`` gives its cards, summed, where a card
    without effects scores its printed crowns (never below 0) without an explanation being written.

    >>> knight = {"id": "knight", "path": "might", "crowns": 2}
    >>> bard = {"id": "bard", "path": "culture", "crowns": 1, "effects": [{"effect": "per-guest", "crowns": 1}]}
    >>> court_crowns(Surroundings(court=(knight, bard), guests=2, board=()))
    5
    """
    return sum(
        court_card_crowns(here, position)[0] if card.get("effects") else max(card.get("crowns") or 0, 0)
        for position, card in enumerate(here.court)
    )


def effect_problems(effect: Any, court_ids: set[str]) -> list[str]:
    """What is wrong with one effect table (empty when it is well formed).

    >>> effect_problems({"effect": "per-path", "path": "magic", "where": "court", "crowns": 1}, set())
    ['path: unknown path "magic" (expected one of: might, culture, wisdom, bounty)']
    >>> effect_problems({"effect": "with-card", "card": "fireworks", "crowns": -4}, {"fireworks"})
    []
    """
    if not isinstance(effect, dict):
        return ['expected a table like { effect = "per-guest", crowns = 1 }']
    name = effect.get("effect")
    if not isinstance(name, str) or name not in EFFECTS:
        return [f"unknown effect {name!r} (expected one of: {', '.join(EFFECTS)})"]
    parameters = EFFECTS[name]
    problems = [
        f"{key}: not a parameter of {name} (expected: {', '.join(parameters)})"
        for key in effect
        if key != "effect" and key not in parameters
    ]
    for key, kind in parameters.items():
        value = effect.get(key)
        if value is None:
            problems.append(f"{key}: missing (the {name} effect needs {', '.join(parameters)})")
        elif kind == "int" and (not isinstance(value, int) or isinstance(value, bool)):
            problems.append(f"{key}: expected a whole number, got {value!r}")
        elif kind == "card" and (not isinstance(value, str) or value not in court_ids):
            problems.append(f"{key}: unknown court card {value!r}")
        elif kind in PARAMETER_OPTIONS and value not in PARAMETER_OPTIONS[kind]:
            problems.append(f'{key}: unknown {kind} "{value}" (expected one of: {", ".join(PARAMETER_OPTIONS[kind])})')
    return problems


def _crowns(count: int) -> str:
    return counted(count, "crown")


def _effect_phrase(effect: dict[str, Any], card: dict[str, Any], names: Mapping[str, str]) -> str:
    """What one effect adds, in the words of the card text (without its number of crowns)."""
    name, kind = effect["effect"], effect.get("path", "").capitalize()
    if name == "per-path":
        itself = " (this one too)" if card.get("path") == effect["path"] else ""
        court, board = f"per {kind} card in your court{itself}", f"per {kind} improvement atop a land"
        return {"court": court, "board": board, "both": f"{court} and {board}"}[effect["where"]]
    if name == "per-distinct-path":
        return "per distinct path among your court cards"
    if name == "per-guest":
        return "per Unwanted Guest near your court"
    if name == "with-card":
        return f"if {names.get(effect['card'], effect['card'])} is in your court"
    if name == "without-card":
        return f"if no {names.get(effect['card'], effect['card'])} is in your court"
    if name == "per-improved-land":
        return f"per improved {effect['land'].capitalize()} on the board"
    return f"if your court holds {effect['cards']} or more {kind} cards"


def court_card_text(card: dict[str, Any], names: Mapping[str, str]) -> str:
    """The text a court card prints, made from its crowns, effects and ``discard_guest``: the data's text must
    read exactly so (a test holds every card to it), so words and scoring never disagree.

    >>> court_card_text({"path": "wisdom", "crowns": 4, "effects": [
    ...     {"effect": "with-card", "card": "fireworks", "crowns": -4}]}, {"fireworks": "Fireworks"})
    '4 crowns, but 0 if Fireworks is in your court.'
    >>> court_card_text({"path": "culture", "crowns": 1, "effects": [{"effect": "per-guest", "crowns": 1}]}, {})
    '1 crown, plus 1 per Unwanted Guest near your court.'
    >>> court_card_text({"path": "none", "crowns": 5, "effects": [{"effect": "per-guest", "crowns": -1}]}, {})
    '5 crowns, minus 1 per Unwanted Guest near your court, never below 0.'
    """
    printed = card.get("crowns")
    parts = [] if printed is None else [_crowns(printed)]
    for effect in card.get("effects", []):
        phrase, crowns = _effect_phrase(effect, card, names), effect["crowns"]
        if printed is not None and crowns == -printed and effect["effect"] == "with-card":
            parts.append(f"but 0 {phrase}")
        elif crowns < 0:
            parts.append(f"minus {-crowns} {phrase}, never below 0")
        elif parts:
            parts.append(f"plus {crowns} {phrase}")
        else:
            parts.append(f"{_crowns(crowns)} {phrase}")
    text = ", ".join(parts) + "."
    if card.get("discard_guest"):
        text += " When you buy it, you may discard one Unwanted Guest near your court."
    return text
