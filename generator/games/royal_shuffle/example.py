"""Royal Shuffle's worked example: the court, then both villages side by side as they settle (every house and tent
with the adults it shelters, each adult with the children in its care beside it, the homeless apart), the two
pictures at one scale so that they fit on one page with the example's text; then each village's figures with their
halves as ½."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generator.data.model import Card, Game
from generator.layout.example import ExamplePicture, Label, WorkedExample, centred, moved, number, placed
from generator.layout.setup import Piece, Placed, card_size

GAP_MM = 6.0
"""Between the cards of the court, and between dwellings."""
VILLAGE_GAP_MM = 24.0
"""Between the two villages, wider than between the dwellings of one."""
ROW_STEP = 0.3
"""Each row of a dwelling lies this share of a card's height below the one above it, over its lower part: the
corner index (rank and suit) of every card above stays in sight."""
CARE_STEP = 0.3
"""How far each child in an adult's care lies to the right of the one before, as a share of a card's width: the
corner index of every card it covers stays in sight."""
SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANKS = {"K": "King", "Q": "Queen", "J": "Jack"}
CATEGORY_WORDS = {"Houses kept": "Houses with an adult"}
"""A kind of points as the table heads it, where the scoring module's label would read as a count of cards."""


def example(game: Game, state: Mapping[str, Any], result: Mapping[str, Any]) -> WorkedExample:
    """The court of ``state`` and both villages as the scoring module settles them (``result``), side by side in a
    picture of their own, both pictures as wide as the wider (one scale for both)."""
    cards = {card.extra["code"]: card for card in game.cards if "code" in card.extra}
    width, height = card_size(game, Piece(card=next(iter(cards.values())).id))
    court = [cards[code] for code in state["court"]]
    court_w = len(court) * (width + GAP_MM) - GAP_MM
    pieces = [placed(game, Piece(card=card.id), index * (width + GAP_MM), 0.0) for index, card in enumerate(court)]
    named = Label("The court", 0.0, 0.0, court_w, height, "caption")
    parts = [ExamplePicture(court_w, height, tuple(pieces), (named,)), villages(game, cards, result["players"])]
    widest = max(part.width for part in parts)
    pictures = tuple(centred(part, widest) for part in parts)
    categories = list(
        dict.fromkeys(category(item["label"]) for player in result["players"] for item in player["breakdown"])
    )
    table = [("Points", *(CATEGORY_WORDS.get(name, name) for name in categories), "Exact", "Score")]
    for player in result["players"]:
        figures = {category(item["label"]): number(item["exact"]) for item in player["breakdown"]}
        table.append(
            (
                player["name"],
                *(figures.get(name, "—") for name in categories),
                number(player["exact"]),
                str(player["score"]),
            )
        )
    said = [court_line(state["court"], result["multipliers"], cards)]
    said += [village_line(player, cards) for player in result["players"]]
    return WorkedExample(pictures, tuple(table), tuple(said), verdict(result))


def category(label: str) -> str:
    """A breakdown line's kind, without the cards it lists (``Houses kept: AH`` → ``Houses kept``)."""
    return label.split(":")[0]


def shown(card: Card) -> str:
    """A card as a player calls it: its rank and suit (``7♥``)."""
    return card.symbol or card.name


def villages(game: Game, cards: Mapping[str, Card], players: list[Mapping[str, Any]]) -> ExamplePicture:
    """Every player's village in a row, left to right in the order the scoring module lists them."""
    pieces: list[Placed] = []
    labels: list[Label] = []
    x, height = 0.0, 0.0
    for player in players:
        drawn = village(game, cards, player)
        moved_pieces, moved_labels = moved(drawn, x)
        pieces += moved_pieces
        labels += moved_labels
        x += drawn.width + VILLAGE_GAP_MM
        height = max(height, drawn.height)
    return ExamplePicture(x - VILLAGE_GAP_MM, height, tuple(pieces), tuple(labels))


def village(game: Game, cards: Mapping[str, Card], player: Mapping[str, Any]) -> ExamplePicture:
    """A village: a column for each dwelling (the dwelling, then each adult it shelters with the children in its
    care beside it, or the children sheltering alone, each row overlapping the one above), and the homeless apart;
    each column captioned with the player's name and what it is."""
    width, height = card_size(game, Piece(card=next(iter(cards.values())).id))
    pieces: list[Placed] = []
    labels: list[Label] = []
    x, deepest = 0.0, 0.0
    columns = [
        (dwelling_caption(dwelling, cards), dwelling["card"], lines_of(dwelling)) for dwelling in player["dwellings"]
    ]
    if player["homeless"]:
        columns.append(("homeless", None, [[code] for code in player["homeless"]]))
    for caption, dwelling, lines in columns:
        y = 0.0
        rows = ([[dwelling]] if dwelling is not None else []) + lines
        column_w = width
        for line in rows:
            for index, code in enumerate(line):
                pieces.append(placed(game, Piece(card=cards[code].id), x + index * width * CARE_STEP, y))
            column_w = max(column_w, width + (len(line) - 1) * width * CARE_STEP)
            y += height * ROW_STEP
        bottom = y - height * ROW_STEP + height
        labels.append(Label(f"{player['name']}: {caption}", x, 0.0, column_w, bottom, "caption"))
        deepest = max(deepest, bottom)
        x += column_w + GAP_MM * 2
    return ExamplePicture(x - GAP_MM * 2, deepest, tuple(pieces), tuple(labels))


def lines_of(dwelling: Mapping[str, Any]) -> list[list[str]]:
    """The rows under a dwelling: each adult followed by the children in its care; children without an adult
    (in a tent, or orphans in a house) in a row of their own."""
    cared = {child for care in dwelling["cares"] for child in care["children"]}
    rows = [[care["adult"], *care["children"]] for care in dwelling["cares"]]
    rows += [[adult] for adult in dwelling["adults"] if adult not in {care["adult"] for care in dwelling["cares"]}]
    alone = [child for child in dwelling["children"] if child not in cared]
    return rows + ([alone] if alone else [])


def dwelling_caption(dwelling: Mapping[str, Any], cards: Mapping[str, Card]) -> str:
    """What a dwelling is: a house or a tent, and its card."""
    return f"{dwelling['kind'].capitalize()} {shown(cards[dwelling['card']])}"


def court_line(court: list[str], multipliers: Mapping[str, str], cards: Mapping[str, Card]) -> str:
    """How the court multiplies each suit."""
    by_suit = []
    for suit, factor in multipliers.items():
        if factor == "1":
            continue
        kings = [RANKS[code[0]] for code in court if code[0] in RANKS and code[-1] == suit]
        by_suit.append(f"{SUITS[suit]} by {number(factor)} ({' and '.join(kings)})")
    plain = [SUITS[suit] for suit, factor in multipliers.items() if factor == "1"]
    kept = f"; {' and '.join(plain)} count as they are" if plain else ""
    return f"The court multiplies {', '.join(by_suit)}{kept}."


def village_line(player: Mapping[str, Any], cards: Mapping[str, Card]) -> str:
    """Where a village's people live, who cares for whom, and how its figures add up."""
    parts = []
    for dwelling in player["dwellings"]:
        where = f"the {dwelling['kind']} {shown(cards[dwelling['card']])}"
        cares = [
            f"{shown(cards[care['adult']])} cares for {' and '.join(shown(cards[child]) for child in care['children'])}"
            if care["children"]
            else f"{shown(cards[care['adult']])} lives alone"
            for care in dwelling["cares"]
        ]
        if cares:
            parts.append(f"in {where}, {', and '.join(cares)}")
        elif dwelling["children"]:
            parts.append(
                f"in {where}, {' and '.join(shown(cards[code]) for code in dwelling['children'])} on their own"
            )
        else:
            parts.append(f"{where} stands empty")
    if player["homeless"]:
        parts.append(f"{' and '.join(shown(cards[code]) for code in player['homeless'])} has no home")
    figures = " + ".join(number(item["exact"]) for item in player["breakdown"]).replace("+ −", "− ")
    return (
        f"{player['name']}: {'; '.join(parts)}. Together {figures} = {number(player['exact'])}, rounded down to "
        f"{player['score']}."
    )


def verdict(result: Mapping[str, Any]) -> str:
    """Who wins, and with how much."""
    players = sorted(result["players"], key=lambda player: -player["score"])
    winners = result["winners"]
    if len(winners) > 1:
        return f"{' and '.join(winners)} share the victory with {players[0]['score']} each."
    loser = players[1]
    return f"{winners[0]} wins with {players[0]['score']} against {loser['name']}'s {loser['score']}."
