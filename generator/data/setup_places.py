"""``[[setup.place]]`` of ``learn.toml``: the places of a setup picture declared by the data, read and checked.

Each place says what lies there (a ``deck``'s back, a ``kind``'s or the listed ``cards``' faces, or an ``empty``
place the size of a deck's cards), how many (``count``: a number, or the name of a rule constant), ``as`` a pile,
a fanned hand or a row, ``face`` up or down, in which ``row`` of the picture, whether ``each_player`` seated has
one, and its ``caption``. Every number is bounded by what a picture can show; a count beyond it, an unknown id
or constant, or a back that a one-sided deck does not have is a located problem.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from generator.data.model import Game, Place
from generator.data.references import game_values
from generator.data.schema import FieldChecker, Reporter, describe, type_error

MAX_PLACES = 24
"""Places of one picture."""
MAX_SHOWN = 20
"""Cards one place shows (a hand, a row): more would be too small to see on a booklet's page."""
MAX_ROWS = 6
"""Rows of one picture."""
MAX_PIECES = 240
"""Cards of the whole picture, every seated player's places counted."""
WHAT = ("deck", "kind", "cards", "empty")
"""What a place may hold: exactly one of these."""
PLACE_FIELDS = {
    "caption": "str",
    "deck": "id?",
    "kind": "id?",
    "cards": "list[id]?",
    "empty": "id?",
    "as": "enum:pile|hand|row?",
    "face": "enum:up|down?",
    "row": f"int 1..{MAX_ROWS}?",
    "each_player": "bool?",
}
"""The fields of a place besides ``count``, which is a number or a rule constant's name."""


def read_places(
    game: Game, source: Reporter, raw: Any, players: int, line: int | None, place_line: Callable[[int], int | None]
) -> tuple[Place, ...] | None:
    """The places ``raw`` (the ``[[setup.place]]`` tables) declares for ``game``'s picture of ``players`` seated;
    None when they have problems (reported to ``source``: at the line of the n-th place, ``place_line(n)``, or at
    ``line``, the ``[setup]`` table's)."""
    if type_error(raw, "list[table]") is not None:
        source.report(f"expected [[setup.place]] tables, got {describe(raw)}", line=line, card="setup", field="place")
        return None
    if len(raw) > MAX_PLACES:
        source.report(f"expected at most {MAX_PLACES} places, got {len(raw)}", line=line, card="setup", field="place")
        return None
    places: list[Place] = []
    for number, table in enumerate(raw, 1):
        subject = f"setup.place {number}"
        fields = {key: value for key, value in table.items() if key != "count"}
        problems: list[tuple[str, str]] = []
        at = place_line(number) or line
        if FieldChecker(source, PLACE_FIELDS).check_table(fields, subject=subject, line=at):
            place, problems = read_place(game, table)
            if place is not None:
                places.append(place)
        for field, message in problems:
            source.report(message, line=at, card=subject, field=field)
    if len(places) < len(raw):
        return None
    shown = sum(
        (place.count if place.arrangement != "pile" else 1) * (players if place.each_player else 1) for place in places
    )
    if shown > MAX_PIECES:
        source.report(
            f"the places show {shown} cards with {players} players seated; a picture shows at most {MAX_PIECES}",
            line=line,
            card="setup",
            field="place",
        )
        return None
    return tuple(places)


def read_place(game: Game, table: dict[str, Any]) -> tuple[Place | None, list[tuple[str, str]]]:
    """One place of well-typed ``table``, or None and each ``(field, message)`` that stops it."""
    named = [key for key in WHAT if key in table]
    if len(named) != 1:
        return None, [("deck", f"expected exactly one of {', '.join(WHAT)} (what lies there); got {len(named)}")]
    what = named[0]
    arrangement = table.get("as", "row")
    face_up = table.get("face", "down" if what == "deck" else "up") == "up"
    cards, deck, problem = held(game, what, table[what], face_up)
    if problem:
        return None, [(what, problem)]
    count, problem = counted(game, table.get("count"), len(cards) if cards and face_up and arrangement == "row" else 1)
    if problem:
        return None, [("count", problem)]
    if not face_up and not (deck and game.deck(deck).double_sided):
        return None, [(what, f"the deck {describe(deck)} is printed one-sided: it has no back to lie face down")]
    place = Place(
        caption=table["caption"],
        cards=cards if face_up else (),
        deck=deck,
        count=count,
        arrangement=arrangement,
        empty=what == "empty",
        row=table.get("row", 1),
        each_player=table.get("each_player", False),
    )
    return place, []


def held(game: Game, what: str, value: Any, face_up: bool) -> tuple[tuple[str, ...], str, str]:
    """The cards (face up: their faces) and the deck (face down: its back; empty: its size) of a place holding
    ``what`` = ``value``, and what is wrong with it (empty when nothing)."""
    decks = {deck.id for deck in game.decks}
    if what in ("deck", "empty"):
        if value not in decks:
            return (), "", f"no deck {describe(value)} in game.toml (expected one of: {', '.join(sorted(decks))})"
        if what == "deck" and face_up:
            return (), "", "a deck's place shows its back: leave face out, or name a kind or cards to show faces"
        return (), value, ""
    if what == "kind":
        if value not in game.kinds:
            return (), "", f"no kind {describe(value)} in game.toml (expected one of: {', '.join(game.kinds)})"
        cards = tuple(card.id for card in game.cards if card.kind == value)
        if not cards:
            return (), "", f"no card of the kind {describe(value)} in cards.toml"
    else:
        known = {card.id for card in game.cards}
        missing = [card_id for card_id in value if card_id not in known]
        if missing or not value:
            return (), "", f"no card {describe(missing[0])} in cards.toml" if missing else "expected one card or more"
        cards = tuple(value)
    backs = {game.card(card_id).deck for card_id in cards}
    if not face_up and len(backs) > 1:
        return (), "", f"face down, its cards show their deck's back, but they are of {len(backs)} decks"
    return cards, game.card(cards[0]).deck, ""


def counted(game: Game, value: Any, default: int) -> tuple[int, str]:
    """How many pieces ``count`` = ``value`` asks for (``default`` when left out): a whole number, or the value
    of the rule constant it names; and what is wrong with it (empty when nothing)."""
    if value is None:
        number, what = default, "the cards it names"
    elif isinstance(value, str):
        constants = game_values(game.players, game.constants)
        if value not in constants:
            known = ", ".join(constants)  # never empty: the player counts are always there
            return 0, f"expected a whole number or a rule constant's name (constants: {known}); got {describe(value)}"
        number, what = int(constants[value]), f"the rule constant {value}"
    elif type(value) is int:  # its range is a place's, checked below
        number, what = value, "count"
    else:
        return 0, f"expected a whole number or a rule constant's name, got {describe(value)}"
    if not 1 <= number <= MAX_SHOWN:
        return 0, f"{what} is {describe(number)}: a place shows from 1 to {MAX_SHOWN} cards"
    return number, ""
