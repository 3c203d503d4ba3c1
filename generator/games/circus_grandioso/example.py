"""Circus Grandioso's worked example: the pyramid with its cards placed, each captioned under it with who placed it
(never over its text), and its open places outlined, each with a tag inside naming the cards it takes; then who
holds the Show Master, in a player's words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generator.data.model import Game
from generator.layout.example import ExamplePicture, Label, WorkedExample, placed
from generator.layout.setup import Piece, card_size, of_kind

GAP_MM = 4.0
"""Between neighbouring cards of a row of the pyramid."""
ROW_GAP_MM = 17.0
"""Between the rows of the pyramid: room for the line under each card naming who placed it, at the scale the
column draws the pyramid at (about a third of its size: the example's pyramid is five places wide, so that each
card is drawn over 20 mm wide and its name reads), and a clear gap under it."""
PLACE_INSET_MM = 8.0
"""Between an open place's outline and the tag inside it, on either side: the tag's words wrap clear of the
outline."""
NO_BREAK = "\u00a0"
"""A space no line of a tag breaks at."""


def example(game: Game, state: Mapping[str, Any], result: Mapping[str, Any]) -> WorkedExample:
    """The pyramid of ``state`` as the scoring module reads it (``result``)."""
    animals = {card.extra["row"]: card for card in of_kind(game, "animal")}
    width, height = card_size(game, Piece(card=animals[1].id))
    cards = [(card["row"], card["pos"], card["card"], card.get("by", "")) for card in state["pyramid"]]
    places = [(place["row"], place["pos"], place) for place in result["legal_placements"]]
    top = max(row for row, *_ in cards + places)
    leftmost = min(pos + (row - 1) / 2 for row, pos, *_ in cards + places)
    rightmost = max(pos + (row - 1) / 2 for row, pos, *_ in cards + places)

    def corner(row: int, pos: int) -> tuple[float, float]:
        return (pos + (row - 1) / 2 - leftmost) * (width + GAP_MM), (top - row) * (height + ROW_GAP_MM)

    pieces, labels = [], []
    for row, pos, card, by in cards:
        x, y = corner(row, pos)
        pieces.append(placed(game, Piece(card=card), x, y))
        if by:
            labels.append(Label(by, x, y, width, height, "caption"))
    for row, pos, place in places:
        x, y = corner(row, pos)
        pieces.append(placed(game, Piece(empty=(width, height)), x, y))
        taken = f" or{NO_BREAK}".join(game.card(card).name for card in place["cards"])  # "Camel", "or Clown"
        labels.append(Label(taken, x + PLACE_INSET_MM, y, width - 2 * PLACE_INSET_MM, height))
    picture = ExamplePicture(
        (rightmost - leftmost + 1) * (width + GAP_MM) - GAP_MM,
        top * (height + ROW_GAP_MM) - ROW_GAP_MM,
        tuple(pieces),
        tuple(labels),
    )
    return WorkedExample((picture,), lines=tuple(lines(game, result, animals)), verdict=verdict(result))


def lines(game: Game, result: Mapping[str, Any], animals: Mapping[int, Any]) -> list[str]:
    """Who holds the Show Master and why, then where the next cards may go."""
    said = []
    holder, card = result["show_master"], result["show_master_card"]
    if holder is not None and card is not None:
        said.append(
            f"{holder} placed the {game.card(card['card']).name} that stands alone at the top of the pyramid, and "
            f"so holds the Show Master."
        )
    for place in result["legal_placements"]:
        row = animals[place["row"]].name
        where = "at the top" if place["side"] == "top" else f"at the {place['side']} end of the {row} row"
        taken = " or ".join(with_article(game.card(card).name) for card in place["cards"])
        said.append(f"The outlined place {where} may take {taken} next: the highest open place on that side.")
    return said


def with_article(name: str) -> str:
    """A card's name after "a" or "an"."""
    return f"{'an' if name[:1] in 'AEIOU' else 'a'} {name}"


def verdict(result: Mapping[str, Any]) -> str:
    """Who would win if the game ended now."""
    winners = result["winners"]
    if result.get("seal"):
        return f"{winners[0]} placed the Seal and wins."
    if not winners:
        return "Nobody holds the Show Master yet: if the game ended now, nobody would win."
    return f"If the game ended now, {winners[0]} would win, holding the Show Master."
