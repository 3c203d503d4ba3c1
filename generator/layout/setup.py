"""The table at the start of a game, as a picture for the rules booklet: what lies where.

A game's table is what its ``learn.toml`` declares (``[[setup.place]]``: ``declared_rows``), or, for a game whose
own folder lays it out, what its layout function says, in groups named by the captions of its ``learn.toml``
(``[setup] labels``, keyed by the places its ``TableSetup`` names); either takes every number from the card data:
how many lands make Monarch's board, how many cards a hand holds, how many kingdoms stay free… ``arrange`` lays
the groups out in rows at the components' true sizes (mm); the booklet scales the whole picture to its page.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from generator.data.model import Card, Game, Place
from generator.data.setup_places import MAX_PIECES

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
PLACE_LINE = 10
"""Most cards of a declared place's row side by side; more go on a second line under them."""


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
    on: tuple[tuple[str, float, float], ...] = ()
    """Cards lying on this one, face up, each with its top-left (mm) from this card's top-left (animals in
    the pens of a mat)."""


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


class TooManyPieces(ValueError):
    """A setup picture of more than ``MAX_PIECES`` cards: ``shown`` of them."""

    def __init__(self, shown: int) -> None:
        self.shown = shown
        super().__init__(f"a setup picture shows at most {MAX_PIECES} cards; this one shows {shown:,}")


def arrange(game: Game, rows: list[list[Group]], caption_mm: float = CAPTION_MM) -> SetupPicture:
    """Lay rows of groups out top to bottom, each row and each line of a group centred, ``caption_mm`` below
    each row for the captions. A picture of more than ``MAX_PIECES`` cards (a hand's every card counted), or of
    no row, is refused with a ``ValueError`` (``TooManyPieces``: it would be too small to see, and slow to draw)."""
    shown = sum(piece.copies for row in rows for group in row for line in group.lines for piece in line)
    if shown > MAX_PIECES:
        raise TooManyPieces(shown)
    if not all(rows) or not rows:
        raise ValueError("a setup picture shows its cards in rows of groups; this one has an empty row")
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
    """Pieces cut into lines of ``per_line`` (at least one: a layout that asks for none is wrong, not one column)."""
    if per_line < 1:
        raise ValueError(f"lines of {per_line} pieces: a line holds one piece at least")
    return tuple(tuple(pieces[start : start + per_line]) for start in range(0, len(pieces), per_line))


def declared_rows(game: Game, players: int, labels: Mapping[str, str]) -> list[list[Group]]:
    """The table as ``learn.toml``'s ``[[setup.place]]`` declares it for ``players`` seated: each place a group
    captioned by its own caption (``labels`` are for a game's own layout), one per player where each has one,
    in the rows it names from the top."""
    places = game.learn.places if game.learn is not None else ()
    if not places:
        raise ValueError(f"{game.id}: learn.toml declares no places of its setup picture")
    rows: dict[int, list[Group]] = {}
    for place in places:
        group = Group(place.caption, lines_of(place_pieces(game, place), PLACE_LINE))
        rows.setdefault(place.row, []).extend([group] * (players if place.each_player else 1))
    return [rows[number] for number in sorted(rows)]


def place_pieces(game: Game, place: Place) -> list[Piece]:
    """What lies on one declared place: a pile, a fanned hand of ``count``, or ``count`` cards side by side (its
    cards' faces in turn, or its deck's backs, or empty places the size of its deck's cards)."""
    card, deck = (place.cards[0], "") if place.cards else ("", place.deck)
    if place.empty:
        return [Piece(empty=card_size(game, Piece(deck=place.deck)))] * place.count
    if place.arrangement == "pile":
        return [Piece(card=card, deck=deck, pile=True)]
    if place.arrangement == "hand":
        return [Piece(card=card, deck=deck, copies=place.count)]
    if place.cards:
        return [Piece(card=place.cards[index % len(place.cards)]) for index in range(place.count)]
    return [Piece(deck=place.deck)] * place.count


DECLARED_SETUP = TableSetup(places=(), rows=declared_rows)
"""The setup picture of a game whose own folder lays out none: from its ``learn.toml``."""
