"""The words a player's booklet, aid or rules page never prints: they belong to the toolkit's makers."""

from __future__ import annotations

import re

from generator.data.model import Game

DEVELOPER_WORDS = re.compile(r"\b(toolkit|checker|states?|json|bots?|fields?|ids?|pnp|simulat\w*)\b", re.IGNORECASE)
"""The toolkit, its checker, states, JSON, bots, simulations, fields, ids (a rule's number, ``cg-3.4``, is no word)."""


def developer_words(game: Game, text: str) -> list[str]:
    """Each developer word in ``text``, with a little of its context; card names (an ``Irrigated Fields``) are
    the game's own words."""
    for name in sorted({card.name for card in game.cards}, key=len, reverse=True):
        text = text.replace(name, "…")
    return [text[max(0, match.start() - 40) : match.end() + 40] for match in DEVELOPER_WORDS.finditer(text)]
