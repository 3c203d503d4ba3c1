"""Monarch's worked example: the board (each land with its top improvement on it), then the court of the sister the
example's text follows and the court of the winner, each court card captioned with its crowns, all at one scale;
then every sister's crowns, and how the pictured courts' counting cards count."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from generator.data.model import Game
from generator.layout.example import ExamplePicture, Label, WorkedExample, centred, placed
from generator.layout.setup import Piece, Placed, card_size, of_kind

GAP_MM = 4.0
"""Between the lands of the board, and between the cards of a court."""
NAME_MM = 14.0
"""Between a court's cards and the line naming its sister: room for the line of crowns under the cards at the scale
the column draws a court at."""
MINUS = re.compile(r"-(?=\d)")
"""A minus sign as the scoring module writes it, before a number (a player reads −)."""
SOURCES = (("court", "Court"), ("banner", "Banner"), ("guest", "Guests"))
"""Where a sister's crowns come from, as the table's columns say it."""


def example(game: Game, state: Mapping[str, Any], result: Mapping[str, Any]) -> WorkedExample:
    """The board of ``state``, the first sister's court (the one the example's text follows) and the winners',
    and every sister's crowns as the scoring module counts them (``result``)."""
    names = list(dict.fromkeys([result["players"][0]["name"], *result["winners"]]))
    pictured = [player for name in names for player in result["players"] if player["name"] == name]
    sisters = {player["name"]: player for player in state["players"]}
    parts = [board_part(game, state["board"]), *(court_part(game, sisters[p["name"]], p) for p in pictured)]
    widest = max(part.width for part in parts)  # one scale for all: a card as large in each, centred
    pictures = tuple(centred(part, widest) for part in parts)
    table = [("Sister", *(name for _, name in SOURCES), "Crowns")]
    for player in result["players"]:
        sums = {
            source: sum(item["points"] for item in player["breakdown"] if item["source"] == source)
            for source, _ in SOURCES
        }
        table.append((player["name"], *(signed(sums[source]) for source, _ in SOURCES), str(player["crowns"])))
    said = [line for player in pictured for line in lines(player)]
    return WorkedExample(pictures, tuple(table), tuple(said), verdict(result))


def board_part(game: Game, board: list[Mapping[str, Any]]) -> ExamplePicture:
    """The lands in a square, each with its top improvement lying on it, captioned."""
    lands = {card.extra["land"]: card for card in of_kind(game, "land")}
    width, height = card_size(game, Piece(card=next(iter(lands.values())).id))
    side = max(1, round(len(board) ** 0.5))
    pieces: list[Placed] = []
    for index, land in enumerate(board):
        card = lands[land["land"]]
        lying: tuple[tuple[str, float, float], ...] = ()
        if land.get("improvement"):
            improvement_w, improvement_h = card_size(game, Piece(card=land["improvement"]))
            lying = ((land["improvement"], (width - improvement_w) / 2, (height - improvement_h) / 2),)
        x, y = (index % side) * (width + GAP_MM), (index // side) * (height + GAP_MM)
        pieces.append(placed(game, Piece(card=card.id, on=lying), x, y))
    rows = -(-len(board) // side)
    span_w, span_h = side * (width + GAP_MM) - GAP_MM, rows * (height + GAP_MM) - GAP_MM
    return ExamplePicture(span_w, span_h, tuple(pieces), (Label("The board", 0.0, 0.0, span_w, span_h, "caption"),))


def court_part(game: Game, sister: Mapping[str, Any], scored: Mapping[str, Any]) -> ExamplePicture:
    """A sister's court and banner in a row, each card captioned with the crowns it scores, the row with her name."""
    crowns = {item["card"]: item["points"] for item in scored["breakdown"]}
    shown = [*sister["court"], *([sister["banner"]] if sister.get("banner") else [])]
    width, height = card_size(game, Piece(card=shown[0]))
    pieces, labels = [], []
    for index, card in enumerate(shown):
        x = index * (width + GAP_MM)
        pieces.append(placed(game, Piece(card=card), x, 0.0))
        labels.append(Label(crown_words(crowns.get(card, 0)), x, 0.0, width, height, "caption"))
    span = len(shown) * (width + GAP_MM) - GAP_MM
    labels.append(Label(f"{sister['name']}'s court and banner", 0.0, 0.0, span, height + NAME_MM, "caption"))
    return ExamplePicture(span, height, tuple(pieces), tuple(labels))


def crown_words(crowns: int) -> str:
    """So many crowns, in words on a tag."""
    return f"{crowns} crown" if abs(crowns) == 1 else f"{crowns} crowns".replace("-", "−")


def signed(crowns: int) -> str:
    """A column's crowns: a minus as −, none as —."""
    return "—" if crowns == 0 else str(crowns).replace("-", "−")


def lines(sister: Mapping[str, Any]) -> list[str]:
    """How each card of the pictured court that counts something arrives at its crowns."""
    said = []
    for item in sister["breakdown"]:
        detail = item["detail"]
        if item["source"] != "court" or (detail.startswith("printed") and ";" not in detail):
            continue
        said.append(f"{sister['name']}'s {item['label']}: {MINUS.sub('−', detail.replace('printed', 'its printed'))}.")
    return said


def verdict(result: Mapping[str, Any]) -> str:
    """Who becomes Monarch, and by how much."""
    ranked = sorted(result["players"], key=lambda player: -player["crowns"])
    winners = result["winners"]
    if len(winners) > 1:
        return f"{' and '.join(winners)} share the throne with {ranked[0]['crowns']} crowns each."
    lead = ranked[0]["crowns"] - ranked[1]["crowns"]
    return f"{winners[0]} becomes Monarch with {ranked[0]['crowns']} crowns, {lead} ahead of {ranked[1]['name']}."
