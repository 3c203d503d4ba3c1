"""The ``{{ … }}`` data references of rule, ruling and card texts: every function, in one place.

A text may refer to the card data instead of repeating it, so that a rule, a printed card and the code can
never disagree. A reference is a function name and one id in single quotes, ``{{ count('elephant') }}``:

==============================  ====================================================================
``count('card-id')``            copies of a card in the game (``cards.toml``)
``total('kind')``               a kind's declared total (``game.toml``, ``[kinds.…]``)
``deck_total('deck-id')``       a deck's declared total (``game.toml``, ``[[deck]]``)
``value('name')``               a rule constant of ``game.toml``'s ``[constants]`` (Monarch's
                                ``court_limit``…), or ``fewest_players`` / ``most_players``
                                (``players = [fewest, most]``)
``field('card-id.field')``      a field of one card as the data holds it (``field('astrologer.crowns')``)
``rule('xx-1.2')``              the rule's id, a link to it on the rules page
``card('card-id')``             the card's name, a link to its picture in the gallery
==============================  ====================================================================

``pnp validate`` checks every reference against the data (``reference_problems``, with ``known_ids``); an
unknown function or id is reported at its file, line and field. The site renders them with
``site_functions`` (links), the printed cards with ``expand_plain`` (plain words).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from generator.data.model import Game, card_fields
from generator.data.schema import MAX_TEXT_CHARS, TEMPLATE_OPENER, text_error
from generator.quoting import shorten

REFERENCE_PATTERN = re.compile(r"\{\{\s*(\w+)\(\s*'([^']*)'\s*\)\s*\}\}")
"""``{{ count('elephant') }}`` and the like in texts."""

FUNCTIONS = ("count", "total", "deck_total", "value", "field", "rule", "card")
"""Every reference function, in the order of the table above."""

PLAYER_VALUES = ("fewest_players", "most_players")
"""The ``value`` names that come from ``game.toml``'s ``players = [fewest, most]``."""


def game_values(players: Iterable[int], constants: Mapping[str, int]) -> dict[str, int]:
    """Every name ``value('…')`` knows: the player range and the game's rule constants.

    >>> game_values((2, 4), {"court_limit": 7})
    {'fewest_players': 2, 'most_players': 4, 'court_limit': 7}
    """
    fewest, most = players
    return {"fewest_players": fewest, "most_players": most, **constants}


def known_ids(
    card_ids: set[str],
    kinds: Iterable[str],
    decks: Iterable[str],
    values: Iterable[str],
    fields: Iterable[str],
    rule_ids: set[str] | None,
) -> dict[str, set[Any] | None]:
    """What ``reference_problems`` checks each function's id against (None: not checked)."""
    return {
        "count": card_ids,
        "total": set(kinds),
        "deck_total": set(decks),
        "value": set(values),
        "field": set(fields),
        "rule": rule_ids,
        "card": card_ids,
    }


def reference_problems(text: str, known: dict[str, set[Any] | None]) -> list[str]:
    """What is wrong with the data references in ``text``; ``known`` maps each function to its ids
    (None: not checked).

    >>> reference_problems("{{ count('tiger') }} and {{ count('lion') }}", {"count": {"tiger"}})
    ["count('lion') refers to an unknown id"]
    >>> reference_problems("{{ count(lion) }}", {"count": {"lion"}})[0].endswith('got "{{ count(lion) }}"')
    True
    >>> reference_problems("{{ courtlimit('x') }}", {"count": set()})
    ["unknown reference courtlimit('x') (expected one of: count)"]
    """
    problems = []
    for function, argument in REFERENCE_PATTERN.findall(text):
        if function not in known:
            reference = f"{shorten(function)}('{shorten(argument)}')"
            problems.append(f"unknown reference {reference} (expected one of: {', '.join(known)})")
        elif (ids := known[function]) is not None and argument not in ids:
            problems.append(f"{function}('{shorten(argument)}') refers to an unknown id")
    rest = REFERENCE_PATTERN.sub("", text)
    for opener in TEMPLATE_OPENER.finditer(rest):
        tail = rest[opener.start() : opener.start() + 200].split("\n")[0]
        if "}}" in tail[:60]:
            got = tail[: tail.index("}}") + 2]
        else:
            cut = tail.rfind(" ", 0, 60)
            got = tail if len(tail) <= 60 else tail[: cut if cut > 0 else 60] + " …"
        problems.append(
            f"expected a reference like {{{{ count('elephant') }}}} (one of {', '.join(known)}, with "
            f'the id in single quotes); got "{got}"'
        )
    return problems


def _values(game: Game) -> dict[str, Callable[[str], str]]:
    """The functions whose result is the same on the site and on a printed card."""
    values = game_values(game.players, game.constants)
    fields = game.field_values

    def count(card_id: str) -> str:
        return str(game.card(card_id).count)

    def total(kind: str) -> str:
        return str(game.kinds[kind].total)

    def deck_total(deck_id: str) -> str:
        return str(game.deck(deck_id).total)

    def value(name: str) -> str:
        return str(values[name])

    def field(name: str) -> str:
        found = fields[name]
        whole = isinstance(found, float) and found.is_integer()
        return str(int(found)) if whole else str(found)  # 2.0 reads 2; 1.5 and 1234567.5 as written

    return {"count": count, "total": total, "deck_total": deck_total, "value": value, "field": field}


def site_functions(game: Game, plain: Callable[[str], str]) -> dict[str, Callable[[str], str]]:
    """The functions as the rules site renders them: ``rule`` and ``card`` become links; what the others give (a
    field's text among them) and a card's name are escaped by ``plain`` as Markdown text, never read as markup."""
    rule_ids = {section.id for section in game.sections} | {rule.id for rule in game.rules}

    def escaped(function: Callable[[str], str]) -> Callable[[str], str]:
        return lambda argument: plain(function(argument))

    def rule(rule_id: str) -> str:
        if rule_id not in rule_ids:
            raise KeyError(f"{game.id}: unknown rule {rule_id!r}")
        return f"[{rule_id}](rules.md#{rule_id})"

    def card(card_id: str) -> str:
        return f"[{plain(game.card(card_id).name)}](cards.md#card-{card_id})"

    return {**{name: escaped(function) for name, function in _values(game).items()}, "rule": rule, "card": card}


def plain_functions(game: Game) -> dict[str, Callable[[str], str]]:
    """The functions as a printed card fills them in: numbers, card names and rule ids, as plain words."""
    return {
        **_values(game),
        "rule": lambda rule_id: rule_id,
        "card": lambda card_id: game.card(card_id).name,
    }


def expand_plain(game: Game, text: str) -> str:
    """``text`` with its references replaced by plain words: numbers, card names and rule ids (printed cards).

    Raises ``KeyError`` naming the game and the reference when a function or id is unknown.
    """
    functions = plain_functions(game)

    def expanded(match: re.Match[str]) -> str:
        function, argument = match.group(1), match.group(2)
        if function not in functions:
            raise KeyError(f"{game.id}: unknown reference {function}('{argument}')")
        try:
            return functions[function](argument)
        except KeyError:
            raise KeyError(f"{game.id}: {function}('{argument}') refers to an unknown id") from None

    return REFERENCE_PATTERN.sub(expanded, text)


def filled_length(game: Game, text: str) -> int:
    """The characters of ``text`` once its references are filled in (``expand_plain``), counted without filling
    them in; its references must be known."""
    functions = plain_functions(game)
    return len(text) + sum(
        len(functions[match[1]](match[2])) - len(match[0]) for match in REFERENCE_PATTERN.finditer(text)
    )


def filled_problem(game: Game, text: str) -> str | None:
    """What is wrong with ``text`` once its references are filled in, as printed cards, the booklet and the site show
    it (a field's text or a card's name in place of each), or None: the limits of a text hold for what a reader
    sees, not only for what is typed. Its references must be known."""
    if REFERENCE_PATTERN.search(text) is None:
        return None
    length = filled_length(game, text)
    if length > MAX_TEXT_CHARS:
        return (
            f"its references filled in make it {length:,} characters: expected at most {MAX_TEXT_CHARS:,} "
            "(a field's text or a card's name stands in place of each)"
        )
    problem = text_error(expand_plain(game, text))
    return f"its references filled in: {problem}" if problem else None


__all__ = [
    "FUNCTIONS",
    "REFERENCE_PATTERN",
    "TEMPLATE_OPENER",
    "card_fields",
    "expand_plain",
    "filled_length",
    "filled_problem",
    "game_values",
    "known_ids",
    "reference_problems",
    "site_functions",
]
