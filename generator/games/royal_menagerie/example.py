"""Royal Menagerie's worked example: each player's role and menagerie, the court's in one picture and the
Conspirators' in another, the animals of a kind stacked in their pen, each pen tagged with what it scores; then the
Vizier's solo victory weighed, and the two sides' totals."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from generator.data.model import Game
from generator.layout.example import ExamplePicture, Label, WorkedExample, placed, winners_line
from generator.layout.setup import FAN_STEP, Piece, Placed, card_size
from generator.scoring.words import counted

GAP_MM = 6.0
"""Between pens."""
ROLE_GAP_MM = 10.0
"""Between the role card and the pens."""
ROW_GAP_MM = 16.0
"""Between the rows of two players: room for a one-line caption at the scale the column draws a row at."""
PEN_SIZE = 3
"""A pen holds three animals at most (rule rm-4.2): such a pen is full."""
TAG_SHARE = 0.18
"""A pen's points lie over the foot of its stack, this share of a card's height."""
COURT = ("grand-vizier", "loyalist")
"""The roles of the court; every other player is a Conspirator."""


def example(game: Game, state: Mapping[str, Any], result: Mapping[str, Any]) -> WorkedExample:
    """The menageries of ``state`` as the scoring module scores them (``result``): a picture of the court's, then
    one of the Conspirators' (each of two rows, so both are drawn as wide as the column)."""
    roles = {player["name"]: player["role"] for player in state["players"]}
    court = [player for player in result["players"] if player["role"] in COURT]
    conspirators = [player for player in result["players"] if player["role"] not in COURT]
    pictures = [menageries(game, state, side, roles) for side in (court, conspirators) if side]
    widest = max(picture.width for picture in pictures)  # the same scale for both
    pictures = [replace(picture, width=widest) for picture in pictures]
    table = [("Player", "Role", "Pens", "Points")]
    for player in result["players"]:
        pens = ", ".join(pen_words(game, item) for item in player["breakdown"])
        table.append((player["name"], role_name(game, roles[player["name"]]), pens, str(player["points"])))
    said = tuple(lines(game, result, roles))
    return WorkedExample(tuple(pictures), tuple(table), said, winners_line(result["winners"]))


def menageries(
    game: Game, state: Mapping[str, Any], players: list[Mapping[str, Any]], roles: Mapping[str, str]
) -> ExamplePicture:
    """A row for each of ``players`` (as scored): their role card, then their pens in the order the table lists
    them, each tagged with its points, and a caption naming the player, their role and their points."""
    menagerie = {player["name"]: player["menagerie"] for player in state["players"]}
    width, height = card_size(game, Piece(card=next(iter(roles.values()))))
    pieces: list[Placed] = []
    labels: list[Label] = []
    right = 0.0
    for row, player in enumerate(players):
        name, y = player["name"], row * (height + ROW_GAP_MM)
        pieces.append(placed(game, Piece(card=roles[name]), 0.0, y))
        x = width + ROLE_GAP_MM
        for item in player["breakdown"]:
            animal, count = item["animal"], menagerie[name][item["animal"]]
            pieces.append(placed(game, Piece(card=animal, copies=count), x, y))
            span = width + (count - 1) * width * FAN_STEP
            labels.append(
                Label(counted(item["points"], "point"), x, y + height * (1 - TAG_SHARE), span, height * TAG_SHARE * 0.8)
            )
            x += span + GAP_MM
        caption = f"{name}, {role_name(game, roles[name])}: {counted(player['points'], 'point')}"
        labels.append(Label(caption, 0.0, y, x - GAP_MM, height, "caption"))
        right = max(right, x - GAP_MM)
    return ExamplePicture(right, len(players) * (height + ROW_GAP_MM) - ROW_GAP_MM, tuple(pieces), tuple(labels))


def role_name(game: Game, role: str) -> str:
    """A role as the cards name it."""
    return game.card(role).name


def pen_words(game: Game, item: Mapping[str, Any]) -> str:
    """A pen: how many of which animal, and what they score (a full pen says so)."""
    animal, count = game.card(item["animal"]).name, item["count"]
    full = " (full)" if count == PEN_SIZE else ""
    return f"{counted(count, animal, animal + ('es' if animal.endswith('s') else 's'))}{full}: {item['points']}"


def lines(game: Game, result: Mapping[str, Any], roles: Mapping[str, str]) -> list[str]:
    """Whether the Grand Vizier wins alone, then the court against the Conspirators."""
    players = result["players"]
    vizier = next(player for player in players if player["role"] == "grand-vizier")
    best_other = max((player for player in players if player is not vizier), key=lambda player: player["points"])
    if result["victory"] == "solo":
        said = [
            f"{vizier['name']}, the Grand Vizier, has {vizier['points']} points, more than anyone else: a solo victory."
        ]
    else:
        said = [
            f"{vizier['name']}, the Grand Vizier, has {vizier['points']} points, not more than {best_other['name']}'s "
            f"{best_other['points']}: no solo victory."
        ]
        court = [player["name"] for player in players if player["role"] in COURT]
        conspirators = [player["name"] for player in players if player["role"] not in COURT]
        said.append(
            f"The court ({' and '.join(court)}) has {result['court']} points, the Conspirators "
            f"({' and '.join(conspirators)}) {result['conspirators']}."
        )
    return said
