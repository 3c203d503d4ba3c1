"""The design stage: load the games and design every deck's fronts and back at both bleeds."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from generator.build.options import BuildError, BuildOptions
from generator.data.model import Deck, Game
from generator.layout.units import POD_BLEED_MM

if TYPE_CHECKING:
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
    """A deck with its faces designed for the sheets (``--bleed``) and for print shops (1/8 in)."""

    game: Game
    deck: Deck
    kind: str
    sheet: DeckCopies
    pod: DeckCopies
    card_ids: tuple[str, ...]
    """Card id of each design, in the order of ``sheet.fronts``."""

    @property
    def file_stem(self) -> str:
        """``<game>-<deck>``."""
        return f"{self.game.id}-{self.deck.id}"


def load_games(options: BuildOptions) -> list[Game]:
    """The games to build, validated."""
    from generator.data.load import load_game
    from generator.data.problems import DataError

    try:
        return [load_game(game_id, options.data_dir) for game_id in options.games]
    except DataError as error:
        raise BuildError(f"the card data has problems (run `pnp validate` for all of them):\n{error}") from None


def design_decks(games: Iterable[Game], bleed_mm: float) -> list[DesignedDeck]:
    """Every deck of every game, with its fronts and back designed at both bleeds."""
    from generator import design
    from generator.render.sheets import DeckCopies

    decks = []
    for game in games:
        for deck in game.decks:
            cards = game.cards_in(deck.id)
            if not cards:
                continue
            copies = tuple(index for index, card in enumerate(cards) for _ in range(card.count))
            title = f"{game.name} · {deck.name}"
            try:
                faces = {
                    bleed: (tuple(design.front(game, card, bleed) for card in cards), design.back(game, deck, bleed))
                    for bleed in {bleed_mm, POD_BLEED_MM}
                }
            except design.DesignError as error:
                raise BuildError(f"{game.id}/{deck.id}: {error}") from None
            (sheet_fronts, sheet_back), (pod_fronts, pod_back) = faces[bleed_mm], faces[POD_BLEED_MM]
            decks.append(
                DesignedDeck(
                    game,
                    deck,
                    deck_kind(game, deck),
                    DeckCopies(title, sheet_fronts, copies, sheet_back, deck.back_repeats_front),
                    DeckCopies(title, pod_fronts, copies, pod_back, deck.back_repeats_front),
                    tuple(card.id for card in cards),
                )
            )
    return decks


def deck_kind(game: Game, deck: Deck) -> str:
    """The manifest kind of a deck's sheet files."""
    kinds = {KIND_OF_COMPONENT.get(card.kind, "cards") for card in game.cards_in(deck.id)}
    return kinds.pop() if len(kinds) == 1 else "cards"
