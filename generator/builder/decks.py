"""The design stage: load the games and design every deck's fronts and back at both bleeds."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from generator.builder.options import BuildError, BuildOptions
from generator.data.model import Deck, Game
from generator.layout.units import POD_BLEED_MM, Duplex, Paper, Style

if TYPE_CHECKING:
    from generator.games.printable import Checked
    from generator.render.sheets import DeckCopies

KIND_OF_COMPONENT = {
    "mat": "mats",
    "board": "boards",
    "land": "boards",
    "token": "tokens",
    "aid": "aids",
    "overview": "aids",
}
"""Manifest kind of a deck whose components are all of one card kind; any other deck is ``cards``."""


@dataclass(frozen=True)
class DesignedDeck:
    """A deck with its faces designed for the sheets (``--bleed``, per style) and for print shops (1/8 in, full)."""

    game: Game
    deck: Deck
    kind: str
    sheets: Mapping[Style, DeckCopies]
    """The deck for the print-and-play sheets, by style (``full``, ``light``)."""
    pod: DeckCopies
    card_ids: tuple[str, ...]
    """Card id of each design, in the order of ``sheet.fronts``."""

    @property
    def file_stem(self) -> str:
        """``<game>-<deck>``."""
        return f"{self.game.id}-{self.deck.id}"


def load_games(
    options: BuildOptions, booklets: Collection[Paper] = tuple(Paper), checked: Checked | None = None
) -> list[Game]:
    """The games to build, validated, their rules booklets typeset on each paper of ``booklets`` only (those
    ``checked`` found printable before and unchanged since are not drawn again)."""
    from generator.data.problems import DataError
    from generator.games.printable import load_printable_games

    fold = options.duplex == Duplex.FOLD
    try:
        return load_printable_games(options.games, options.data_dir, fold=fold, booklets=booklets, checked=checked)
    except DataError as error:
        raise BuildError(error.refusal(options.data_dir)) from None


def design_decks(
    games: Iterable[Game], bleed_mm: float, styles: tuple[Style, ...] = tuple(Style)
) -> list[DesignedDeck]:
    """Every deck of every game: fronts and back in each style at the sheets' bleed, and in full at 1/8 in."""
    from generator.design import DesignError

    decks = []
    for game in games:
        for deck in game.decks:
            if not game.cards_in(deck.id):
                continue
            try:
                sheets = {style: deck_copies(game, deck, bleed_mm, style) for style in styles}
                pod = deck_copies(game, deck, POD_BLEED_MM, Style.FULL)
            except DesignError as error:
                raise BuildError(f"{game.id}/{deck.id}: {error}") from None
            cards = game.cards_in(deck.id)
            decks.append(DesignedDeck(game, deck, deck_kind(game, deck), sheets, pod, tuple(card.id for card in cards)))
    return decks


def deck_copies(game: Game, deck: Deck, bleed_mm: float, style: Style) -> DeckCopies:
    """One deck's designs in one style at one bleed, and the design of each physical copy."""
    from generator.games import declaration
    from generator.render.sheets import DeckCopies

    design = declaration(game.id).design
    cards = game.cards_in(deck.id)
    copies = tuple(index for index, card in enumerate(cards) for _ in range(card.count))
    fronts = tuple(design.front(game, card, bleed_mm, style) for card in cards)
    title = f"{game.name} · {deck.name}" + (" · printer-friendly" if style == Style.LIGHT else "")
    back = design.back(game, deck, bleed_mm, style)
    return DeckCopies(title, fronts, copies, back, deck.back_repeats_front, deck.format.shape == "circle")


def deck_kind(game: Game, deck: Deck) -> str:
    """The manifest kind of a deck's sheet files."""
    kinds = {KIND_OF_COMPONENT.get(card.kind, "cards") for card in game.cards_in(deck.id)}
    return kinds.pop() if len(kinds) == 1 else "cards"
