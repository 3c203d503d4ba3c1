"""The card listing of ``pnp cards GAME --json``: one entry per card design."""

from __future__ import annotations

from typing import Any

from generator.data.model import Card, Game
from generator.scoring import game as scoring_game
from generator.scoring.catalog import load_catalog


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

    Each game adds its own fields through ``Game.listing_extras`` (Monarch adds ``path``, ``cost`` and
    ``crowns``; Royal Menagerie adds ``animal`` to animal cards).
    """
    extras = scoring_game(game.id).listing_extras
    catalog = load_catalog(game.id, str(game.directory.parent))
    listing = []
    for card in game.cards:
        entry: dict[str, Any] = {
            "id": card.id,
            "name": card.name,
            "kind": card.kind,
            "count": card.count,
            "deck": card.deck,
        }
        entry |= extras(card_as_dict(card), catalog)
        listing.append(entry)
    return listing
