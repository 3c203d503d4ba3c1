"""Monarch's worked example: the board's improved lands in a row (each with its top improvement on it), then every
sister's court side by side, each a column of cards lying a title band apart so that every card's name reads (her
banner, her court cards, her unwanted guests), each card tagged beside its name with the crowns it scores; then every
sister's crowns, and how each court's counting cards count."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from generator.data.model import Game
from generator.layout.example import ExamplePicture, Label, WorkedExample, placed
from generator.layout.setup import Piece, Placed, card_size, of_kind

GAP_MM = 4.0
"""Between the lands of the board."""
BOARD_MM = 45.0
"""The most the board's row is drawn tall, to leave the room to the courts."""
BAND_STEP = 0.135
"""How far each card of a court lies below the one before, as a share of a card's height: its name stays in
sight."""
TAG_MM = 36.0
"""The room beside each court card for the tag of its crowns."""
TAG_GAP_MM = 3.0
"""Between a court card's edge and the room of its tag, so that the tag keeps clear of the card."""
APART_MM = 8.0
"""Between two sisters' courts."""
GIVES = re.compile(r": ([+-]?\d+)(?=;|$)")
"""What a count gives, as the scoring module writes it ("2 guests: +4"): written as a sum's result ("2 guests = +4"),
so that a card's line does not read as a run of colons ("Scholar: 1 different path: 1")."""
MINUS = re.compile(r"-(?=\d)")
"""A minus sign as the scoring module writes it, before a number (a player reads −)."""
SOURCES = (("court", "Court"), ("banner", "Banner"), ("guest", "Guests"))
"""Where a sister's crowns come from, as the table's columns say it."""


def example(game: Game, state: Mapping[str, Any], result: Mapping[str, Any]) -> WorkedExample:
    """The board of ``state``, every sister's court, and her crowns as the scoring module counts them
    (``result``)."""
    sisters = {player["name"]: player for player in state["players"]}
    pictures = (board_part(game, state["board"]), courts_part(game, sisters, result["players"]))
    table = [("Sister", *(name for _, name in SOURCES), "Crowns")]
    for player in result["players"]:
        sums = {
            source: sum(item["points"] for item in player["breakdown"] if item["source"] == source)
            for source, _ in SOURCES
        }
        table.append((player["name"], *(signed(sums[source]) for source, _ in SOURCES), str(player["crowns"])))
    said = [line for line in (court_line(player) for player in result["players"]) if line]
    return WorkedExample(pictures, tuple(table), tuple(said), verdict(result))


def board_part(game: Game, board: list[Mapping[str, Any]]) -> ExamplePicture:
    """The improved lands of the board in a row (a bare land counts for nothing), each with its top improvement
    lying on it and captioned with what stands on what: large enough to read which improvements, of which paths,
    stand on farms and which on villages."""
    lands = {card.extra["land"]: card for card in of_kind(game, "land")}
    width, height = card_size(game, Piece(card=next(iter(lands.values())).id))
    improved = [land for land in board if land.get("improvement")]
    pieces: list[Placed] = []
    labels: list[Label] = []
    for index, land in enumerate(improved):
        card = lands[land["land"]]
        improvement_w, improvement_h = card_size(game, Piece(card=land["improvement"]))
        lying = ((land["improvement"], (width - improvement_w) / 2, (height - improvement_h) / 2),)
        x = index * (width + GAP_MM)
        pieces.append(placed(game, Piece(card=card.id, on=lying), x, 0.0))
        caption = f"{game.card(land['improvement']).name} on a {land['land']}"
        labels.append(Label(caption, x, 0.0, width, height, "caption"))
    span_w = max(1, len(improved)) * (width + GAP_MM) - GAP_MM
    return ExamplePicture(span_w, height, tuple(pieces), tuple(labels), most_height=BOARD_MM)


def courts_part(
    game: Game, sisters: Mapping[str, Mapping[str, Any]], scored: list[Mapping[str, Any]]
) -> ExamplePicture:
    """Every sister's court in a column of its own, in the order the scoring module lists them, each captioned
    with her name."""
    pieces: list[Placed] = []
    labels: list[Label] = []
    x, deepest = 0.0, 0.0
    for player in scored:
        sister = sisters[player["name"]]
        crowns = {item["card"]: item["points"] for item in player["breakdown"]}
        shown = [*([sister["banner"]] if sister.get("banner") else []), *sister["court"], *sister.get("guests", [])]
        width, height = card_size(game, Piece(card=shown[0]))
        band = height * BAND_STEP
        for index, card in enumerate(shown):
            pieces.append(placed(game, Piece(card=card), x, index * band))
            tag = Label(
                crown_words(crowns.get(card, 0)), x + width + TAG_GAP_MM, index * band, TAG_MM - TAG_GAP_MM, band
            )
            labels.append(tag)
        bottom = (len(shown) - 1) * band + height
        labels.append(Label(f"{sister['name']}'s court", x, 0.0, width + TAG_MM, bottom, "caption"))
        deepest = max(deepest, bottom)
        x += width + TAG_MM + APART_MM
    return ExamplePicture(x - APART_MM, deepest, tuple(pieces), tuple(labels))


def crown_words(crowns: int) -> str:
    """So many crowns, in words on a tag."""
    return (f"{crowns} crown" if abs(crowns) == 1 else f"{crowns} crowns").replace("-", "−")


def signed(crowns: int) -> str:
    """A column's crowns: a minus as −, none as —."""
    return "—" if crowns == 0 else str(crowns).replace("-", "−")


def court_line(sister: Mapping[str, Any]) -> str:
    """How each card of a sister's court that counts something arrives at its crowns, in one paragraph (empty
    when all her cards score what they print)."""
    said = []
    for item in sister["breakdown"]:
        detail = item["detail"]
        if item["source"] != "court" or (detail.startswith("printed") and ";" not in detail):
            continue
        counted = GIVES.sub(r" = \1", detail.replace("printed", "its printed"))
        said.append(f"{item['label']}: {MINUS.sub('−', counted)}.")
    return f"{sister['name']}'s {' '.join(said)}" if said else ""


def verdict(result: Mapping[str, Any]) -> str:
    """Who becomes Monarch, and by how much."""
    ranked = sorted(result["players"], key=lambda player: -player["crowns"])
    winners = result["winners"]
    if len(winners) > 1:
        return f"{' and '.join(winners)} share the throne with {ranked[0]['crowns']} crowns each."
    lead = ranked[0]["crowns"] - ranked[1]["crowns"]
    return f"{winners[0]} becomes Monarch with {ranked[0]['crowns']} crowns, {lead} ahead of {ranked[1]['name']}."
