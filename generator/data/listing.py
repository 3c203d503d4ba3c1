"""The card listing of ``pnp cards GAME --json``: one entry per card design."""

from __future__ import annotations

from typing import Any

from generator.data.model import Card, Game
from generator.scoring import game as scoring_game
from generator.scoring.catalog import load_catalog
from generator.scoring.games import game_ids as games_with_rules


def card_as_dict(card: Card) -> dict[str, Any]:
    """A card as the plain TOML table it came from (common fields plus its kind's fields)."""
    common = {
        "id": card.id,
        "name": card.name,
        "kind": card.kind,
        "deck": card.deck,
        "count": card.count,
        "text": card.text,
        "flavor": card.flavor,
        "color": card.color,
        "symbol": card.symbol,
        "designed": card.designed,
    }
    return common | dict(card.extra)


def card_listing(game: Game) -> list[dict[str, Any]]:
    """Every card and component: ``id``, ``name``, ``kind``, ``count``, ``deck`` and the game's extras.

    A game with a scoring package adds its own fields through ``Game.listing_extras`` (Monarch adds ``path``,
    ``cost`` and ``crowns``; Royal Menagerie adds ``animal`` to animal cards); a game given by its card data
    alone adds none.
    """
    with_rules = game.id in games_with_rules()
    extras = scoring_game(game.id).listing_extras if with_rules else None
    catalog = load_catalog(game.id, str(game.directory.parent)) if with_rules else None
    listing = []
    for card in game.cards:
        entry: dict[str, Any] = {
            "id": card.id,
            "name": card.name,
            "kind": card.kind,
            "count": card.count,
            "deck": card.deck,
        }
        if extras is not None and catalog is not None:
            entry |= extras(card_as_dict(card), catalog)
        listing.append(entry)
    return listing
