"""The table at the start of a game, as a picture for the rules booklet: what lies where.

Each game's table says which components lie where, in groups named by the captions of its
``learn.toml`` (``[setup] labels``, keyed by the places its ``TableSetup`` names), and takes every
number from the card data: how many lands make Monarch's board, how many cards a hand holds, how many
kingdoms stay free… ``arrange`` lays the groups out in rows at the components' true sizes (mm); the
booklet scales the whole picture to its page.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import islice, zip_longest

from generator.data.model import Card, Game

ITEM_GAP_MM = 6.0
"""Between neighbouring components of a group."""
GROUP_GAP_MM = 24.0
"""Between neighbouring groups of a row."""
CAPTION_MM = 30.0
"""Below each row of groups, for their captions, unless the picture asks for more (``setup_picture``)."""
FAN_STEP = 0.22
"""How far each card of a hand shows from under the next, as a share of its width."""
PILE_STEP_MM = 1.8
"""How far each of a pile's lower edges shows."""
PILE_EDGES = 2
"""Edges drawn under the top card of a pile."""
TUCK_SHARE = 0.16
"""How much of a card tucked under another peeks out above it, as a share of its height."""


@dataclass(frozen=True)
class Piece:
    """One thing lying on the table: a card face up (``card``), a deck's back (``deck``) as one card, a
    hand of ``copies`` (fanned) or a pile (``pile``), or an empty place of ``empty`` size (mm)."""

    card: str = ""
    deck: str = ""
    copies: int = 1
    pile: bool = False
    under: str = ""
    """A card tucked under this one, peeking out above it (Animal Kingdoms' crown under its seat)."""
    empty: tuple[float, float] | None = None


@dataclass(frozen=True)
class Group:
    """Components that belong together, in lines, and the caption that names them."""

    caption: str
    lines: tuple[tuple[Piece, ...], ...]


@dataclass(frozen=True)
class Placed:
    """A piece where it lies: the top-left of its card (the top card of a pile, the first of a hand), in mm."""

    piece: Piece
    x: float
    y: float
    card_w: float
    card_h: float


@dataclass(frozen=True)
class Caption:
    """A caption centred under a group: ``x``, ``w`` span the group, ``y`` is its top."""

    text: str
    x: float
    y: float
    w: float


@dataclass(frozen=True)
class SetupPicture:
    """The whole picture: its size in mm at the components' true size, and what goes where."""

    width: float
    height: float
    pieces: tuple[Placed, ...]
    captions: tuple[Caption, ...]


@dataclass(frozen=True)
class TableSetup:
    """How one game's table is set up: the places its picture names (the keys of ``learn.toml``'s
    ``[setup] labels``), and its rows of groups for a number of players and those captions."""

    places: tuple[str, ...]
    rows: Callable[[Game, int, Mapping[str, str]], list[list[Group]]]


def setup_picture(game: Game, setup: TableSetup, caption_mm: float = CAPTION_MM) -> SetupPicture:
    """The table of ``game`` set up as ``setup`` says for the number of players its ``learn.toml`` seats,
    with ``caption_mm`` under each row of groups for their captions (mm at the components' size: more when
    drawn smaller)."""
    learn = game.learn
    if learn is None:
        raise ValueError(f"{game.id}: no learn.toml, so no setup picture")
    return arrange(game, setup.rows(game, learn.table_players, learn.table_labels), caption_mm)


def card_size(game: Game, piece: Piece) -> tuple[float, float]:
    """Trim size of one card of a piece (mm)."""
    if piece.empty is not None:
        return piece.empty
    deck = game.deck(game.card(piece.card).deck) if piece.card else game.deck(piece.deck)
    return deck.format.width_mm, deck.format.height_mm


def extent(game: Game, piece: Piece) -> tuple[float, float, float]:
    """Width and height a piece covers, and how far its card sits below the piece's top (a tucked card)."""
    width, height = card_size(game, piece)
    if piece.pile:
        return width + PILE_EDGES * PILE_STEP_MM, height + PILE_EDGES * PILE_STEP_MM, 0.0
    if piece.under:
        under_h = card_size(game, Piece(card=piece.under))[1]
        return width, height + under_h * TUCK_SHARE, under_h * TUCK_SHARE
    return width + (piece.copies - 1) * width * FAN_STEP, height, 0.0


def arrange(game: Game, rows: list[list[Group]], caption_mm: float = CAPTION_MM) -> SetupPicture:
    """Lay rows of groups out top to bottom, each row and each line of a group centred, ``caption_mm`` below
    each row for the captions."""
    widths = [sum(group_size(game, group)[0] for group in row) + GROUP_GAP_MM * (len(row) - 1) for row in rows]
    width = max(widths)
    pieces: list[Placed] = []
    captions: list[Caption] = []
    y = 0.0
    for row, row_width in zip(rows, widths, strict=True):
        x = (width - row_width) / 2
        row_height = max(group_size(game, group)[1] for group in row)
        for group in row:
            group_w, group_h = group_size(game, group)
            line_y = y + row_height - group_h  # groups of a row stand on a common line
            for line in group.lines:
                line_w, line_h = line_size(game, line)
                piece_x = x + (group_w - line_w) / 2
                for piece in line:
                    piece_w, piece_h, drop = extent(game, piece)
                    card_w, card_h = card_size(game, piece)
                    top = line_y + (line_h - piece_h) + drop
                    pieces.append(Placed(piece, piece_x, top, card_w, card_h))
                    piece_x += piece_w + ITEM_GAP_MM
                line_y += line_h + ITEM_GAP_MM
            captions.append(Caption(group.caption, x, y + row_height + ITEM_GAP_MM / 2, group_w))
            x += group_w + GROUP_GAP_MM
        y += row_height + caption_mm
    return SetupPicture(width, y, tuple(pieces), tuple(captions))


def line_size(game: Game, line: tuple[Piece, ...]) -> tuple[float, float]:
    """Width and height of one line of pieces."""
    extents = [extent(game, piece) for piece in line]
    return sum(w for w, _, _ in extents) + ITEM_GAP_MM * (len(line) - 1), max(h for _, h, _ in extents)


def group_size(game: Game, group: Group) -> tuple[float, float]:
    """Width and height of a group's lines."""
    sizes = [line_size(game, line) for line in group.lines]
    return max(w for w, _ in sizes), sum(h for _, h in sizes) + ITEM_GAP_MM * (len(sizes) - 1)


def of_kind(game: Game, kind: str) -> list[Card]:
    """The card designs of one kind, in data order."""
    return [card for card in game.cards if card.kind == kind]


def lines_of(pieces: list[Piece], per_line: int) -> tuple[tuple[Piece, ...], ...]:
    """Pieces cut into lines of ``per_line``."""
    return tuple(tuple(pieces[start : start + per_line]) for start in range(0, len(pieces), per_line))


def royal_menagerie(game: Game, players: int, labels: Mapping[str, str]) -> list[list[Group]]:
    """The play deck and the discard pile; each player's mat with its first animals, role and hand."""
    (mat,) = of_kind(game, "mat")
    animals = of_kind(game, "animal")
    start, hand = game.constants["start_animals"], game.constants["hand_size"]
    poker = card_size(game, Piece(deck="play"))
    seats = []
    for seat in range(players):
        role = Piece(card="grand-vizier") if seat == 0 else Piece(deck="roles")
        pets = [Piece(card=animals[(seat * start + index) % len(animals)].id) for index in range(start)]
        line = (role, *pets, Piece(deck="play", copies=hand))
        seats.append(Group(labels["vizier" if seat == 0 else "player"], ((Piece(card=mat.id),), line)))
    middle = [
        Group(labels["play-deck"], ((Piece(deck="play", pile=True),),)),
        Group(labels["discard"], ((Piece(empty=poker),),)),
    ]
    half = math.ceil(players / 2)
    return [seats[:half], middle, seats[half:]]


def monarch(game: Game, players: int, labels: Mapping[str, str]) -> list[list[Group]]:
    """Banners above the market row, with the market deck and its discard pile; the board of lands below,
    and each sister's purse."""
    constants = game.constants
    by_path: dict[str, list[Card]] = {}
    for card in game.cards_in("market"):
        if card.kind != "moon":
            by_path.setdefault(str(card.extra.get("path", "")), []).append(card)
    dealt = (card for turn in zip_longest(*by_path.values()) for card in turn if card is not None)
    market = list(islice(dealt, constants["market_row"]))  # a row as shuffling deals one: of several paths
    lands = of_kind(game, "land")
    board = [Piece(card=lands[index % len(lands)].id) for index in range(constants["board_lands"])]
    tokens = of_kind(game, "token")
    least = min(token.extra["value"] for token in tokens)
    coins = [token for token in tokens if token.extra["value"] == least]  # a food and a gold token
    return [
        [Group(labels["banners"], (tuple(Piece(card=card.id) for card in of_kind(game, "banner")),))],
        [
            Group(labels["market-deck"], ((Piece(deck="market", pile=True),),)),
            Group(labels["market-row"], (tuple(Piece(card=card.id) for card in market),)),
            Group(labels["discard"], ((Piece(empty=card_size(game, Piece(deck="market"))),),)),
        ],
        [
            Group(labels["board"], lines_of(board, math.isqrt(len(board)))),
            Group(labels["purse"], (tuple(Piece(card=coin.id) for coin in coins),)),
        ],
    ]


def circus_grandioso(game: Game, players: int, labels: Mapping[str, str]) -> list[list[Group]]:
    """The overview, the first Elephant, the Show Master and the stack pile; a hand for each player."""
    (overview,) = of_kind(game, "overview")
    (token,) = of_kind(game, "token")
    floor = next(card for card in of_kind(game, "animal") if card.extra["row"] == 1)
    hand = game.constants["hand_size"]
    return [
        [
            Group(labels["overview"], ((Piece(card=overview.id),),)),
            Group(labels["first-elephant"], ((Piece(card=floor.id),),)),
            Group(labels["show-master"], ((Piece(card=token.id),),)),
            Group(labels["stack"], ((Piece(deck=floor.deck, pile=True),),)),
        ],
        [Group(labels["hand"], ((Piece(deck=floor.deck, copies=hand),),)) for _ in range(players)],
    ]


def royal_shuffle(game: Game, players: int, labels: Mapping[str, str]) -> list[list[Group]]:
    """Each rival's hand and village on either side of the draw pile and the royal court (a game for two)."""
    deck = "cards"
    width, height = card_size(game, Piece(deck=deck))
    hand = Group(labels["hand"], ((Piece(deck=deck, copies=game.constants["hand_size"]),),))
    village = Group(labels["village"], ((Piece(empty=(width * 5, height)),),))
    middle = [
        Group(labels["draw-pile"], ((Piece(deck=deck, pile=True),),)),
        Group(labels["court"], ((Piece(empty=(width * 4, height)),),)),
    ]
    return [[hand], [village], middle, [village], [hand]]


def animal_kingdoms(game: Game, players: int, labels: Mapping[str, str]) -> list[list[Group]]:
    """The free kingdoms, face down, beside the army and Wilderness decks; each player's seat with their
    crown tucked under it, and the army and Wilderness card in their hand."""
    kingdoms, crowns = of_kind(game, "kingdom"), of_kind(game, "crown")
    seats = [kingdoms[index * len(kingdoms) // players] for index in range(players)]
    free = [Piece(deck="kingdoms") for _ in range(len(kingdoms) - players)]
    middle = [
        Group(labels["free-kingdoms"], lines_of(free, math.ceil(len(free) / 2))),
        Group(labels["army-deck"], ((Piece(deck="armies", pile=True),),)),
        Group(labels["wilderness-deck"], ((Piece(deck="wilderness", pile=True),),)),
    ]
    hands = [
        Group(
            labels["player"],
            ((Piece(card=seat.id, under=crown.id), Piece(card=seat.extra["army"]), Piece(deck="wilderness")),),
        )
        for seat, crown in zip(seats, crowns, strict=False)
    ]
    return [middle, hands]
