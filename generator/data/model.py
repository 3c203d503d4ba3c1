"""The typed model of one game's card data: frozen dataclasses built by ``generator.data.load``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Format:
    """A trim size from ``card_data/formats.toml``."""

    id: str
    name: str
    width_mm: float
    height_mm: float
    shape: str  # "rect" or "circle"
    corner_mm: float


class Formats(dict[str, Format]):
    """The usable formats of ``formats.toml`` by id; ``broken``: the ids of those it holds with a problem, which
    is reported once, on the format, rather than again on every deck or sleeve that names it."""

    def __init__(self, usable: dict[str, Format], broken: frozenset[str] = frozenset()) -> None:
        super().__init__(usable)
        self.broken = broken


@dataclass(frozen=True)
class GameStyle:
    """A game's visual identity: colours as ``#rrggbb``, the motif drawn on its backs, and its icons."""

    primary: str
    secondary: str
    ink: str
    paper: str
    motif: str
    look: str
    """The look of its cards, chosen from its theme (``generator.design.card.LOOKS``): ``poster``, ``court``,
    ``plaque``, ``banner`` or ``playing-card``: frame, title treatment and layout."""
    icons: Mapping[str, str] = field(default_factory=dict)
    """What the designs draw for the game's own marks (``emblem`` on the backs, resources, paths, suits…):
    role → icon name of the Game-icons.net set."""


@dataclass(frozen=True)
class KindFace:
    """What the generic face of a kind's cards shows, as ``game.toml`` declares it (``[kinds.<kind>.face]``)."""

    corners: tuple[str, ...] = ()
    """The field shown in both top corners, or two fields: the left corner's and the right one's (``icon``: the
    card's picture)."""
    text: str = "text"
    """The field that fills the text box."""
    type_line: tuple[str, ...] = ()
    """The fields written after the kind's label on the type line."""


@dataclass(frozen=True)
class Kind:
    """A kind of card or component, with the extra fields its cards carry and the declared total."""

    id: str
    label: str
    total: int
    fields: Mapping[str, str]
    face: KindFace | None = None
    """What its generic face shows, when the data declares it (else the generic face's own choice)."""


@dataclass(frozen=True)
class Deck:
    """One deck or sheet of components printed together, sharing a format and a back."""

    id: str
    name: str
    format: Format
    total: int
    back_label: str
    back_color: str
    double_sided: bool
    """True when the back is printed (cards, tokens); False for mats and reference sheets."""
    back_repeats_front: bool = False
    """True for double-faced components (food and gold tokens): each one's back is its own front, so a
    token turned over still says what it is. The deck's back is then only the virtual tabletop's hidden side."""


@dataclass(frozen=True)
class Card:
    """One card or component design; ``count`` copies of it are in the game."""

    id: str
    name: str
    kind: str
    deck: str
    count: int
    text: str = ""
    flavor: str = ""
    color: str = ""
    symbol: str = ""
    designed: bool = False
    design_note: str = ""
    icon: str = ""
    """The card's picture: an icon name of the Game-icons.net set (``generator.data.iconset``)."""
    icon_note: str = ""
    """Why the icon is a stand-in, when the set has no picture of the card's subject."""
    extra: Mapping[str, Any] = field(default_factory=dict)
    """The kind's own fields (e.g. ``row`` for a Circus Grandioso animal), as in the data."""


@dataclass(frozen=True)
class Rule:
    """One numbered rule, e.g. ``rm-5.1``; ``text`` is Markdown with ``{{ … }}`` data references."""

    id: str
    text: str
    title: str = ""
    in_summary: bool = True
    """False for reference detail (a list of every card's effect) that the one-page summary leaves out."""
    aliases: tuple[str, ...] = ()
    """Players' words for what the rule answers ("all six"): the site's search finds the rule by them too."""


@dataclass(frozen=True)
class RuleSection:
    """A numbered section of rules, e.g. ``rm-5`` "Scoring"."""

    id: str
    title: str
    intro: str
    rules: tuple[Rule, ...]
    in_summary: bool = True
    """False for sections about the checker rather than play: the one-page summary leaves them out."""

    @property
    def summary_rules(self) -> tuple[Rule, ...]:
        """The rules of this section that the one-page summary shows."""
        return tuple(rule for rule in self.rules if rule.in_summary)


@dataclass(frozen=True)
class Ruling:
    """The answer to an ambiguous point, tied to the rules it reads."""

    id: str
    rules: tuple[str, ...]
    question: str
    answer: str
    reason: str
    source: str  # "spec" when fixed by the project's state-format spec, "designed" when ours
    checker: bool = False
    """True for a ruling about the rule-checker and the calculators rather than play: the rules site shows
    it, the printed booklet leaves it out."""


LEARN_PARTS = ("about", "components", "setup", "turn", "end", "scoring", "example")
"""The chapters of the learn-to-play part of a rules booklet, in the order they are printed."""


@dataclass(frozen=True)
class LearnPart:
    """One chapter of the learn-to-play part: its title and its Markdown text (with ``{{ … }}`` references)."""

    key: str
    """One of ``LEARN_PARTS``."""
    title: str
    text: str


@dataclass(frozen=True)
class Place:
    """One place of a setup picture that ``learn.toml`` declares (``[[setup.place]]``): what lies there, how many,
    how, and where; its ids checked and its count a number of pieces the picture can show."""

    caption: str
    """Its caption (Markdown with ``{{ … }}`` references)."""
    cards: tuple[str, ...] = ()
    """The cards whose faces lie there, in order (cycled to ``count``); empty when their backs do."""
    deck: str = ""
    """The deck whose back lies there, or whose cards' size an empty place takes."""
    count: int = 1
    arrangement: str = "row"
    """``pile`` (one pile), ``hand`` (``count`` cards fanned) or ``row`` (``count`` cards side by side)."""
    empty: bool = False
    """An empty place, the size of a card of ``deck``."""
    row: int = 1
    """The row of the picture it lies in, from the top."""
    each_player: bool = False
    """One for each player seated, rather than one shared by all."""


@dataclass(frozen=True)
class LearnToPlay:
    """The learn-to-play part of a game's rules booklet (``learn.toml``), for someone new to the game."""

    parts: tuple[LearnPart, ...]
    """Every chapter of ``LEARN_PARTS``, in that order (a game without a scoring package may leave its example
    out)."""
    faces: tuple[str, ...]
    """The cards whose faces picture the components, by id."""
    table_players: int
    """How many players sit at the table of the setup picture."""
    table_labels: Mapping[str, str]
    """The captions of the setup picture of a game with a layout of its own, by the place they name (its
    ``TableSetup.places``)."""
    example: Mapping[str, Any] | None
    """The table the worked example scores: a state of ``generator.scoring`` (spec/state-formats.md); None for a
    game without a scoring package, whose example is its text alone."""
    places: tuple[Place, ...] = ()
    """The places of the setup picture as ``learn.toml`` declares them (for a game without a layout of its own)."""

    def part(self, key: str) -> LearnPart:
        """The chapter ``key`` of ``LEARN_PARTS``."""
        return next(part for part in self.parts if part.key == key)


@dataclass(frozen=True)
class Game:
    """Everything the print files, the site and the command line know about one game."""

    id: str
    name: str
    rule_prefix: str
    players: tuple[int, int]
    minutes: tuple[int, int]
    age: str
    summary: str
    designed: Mapping[str, str]
    """Header values the rulebook does not give (players, minutes, age…), each with the reason we chose it."""
    style: GameStyle
    kinds: Mapping[str, Kind]
    decks: tuple[Deck, ...]
    cards: tuple[Card, ...]
    sections: tuple[RuleSection, ...]
    rulings: tuple[Ruling, ...]
    directory: Path
    constants: Mapping[str, int] = field(default_factory=dict)
    """The rule constants of ``game.toml``'s ``[constants]`` (Monarch's ``court_limit``…): the one place a
    number the rules and the code share is written; texts show it through ``{{ value('…') }}``."""
    balance_note: str = ""
    """What the balance page says of the game's figures beyond the plots (Markdown, may hold references)."""
    learn: LearnToPlay | None = None
    """The learn-to-play part of the rules booklet (``learn.toml``); None only while the game is being read."""

    def deck(self, deck_id: str) -> Deck:
        """The deck with this id (``KeyError`` for an unknown one)."""
        return self._decks_by_id[deck_id]

    def card(self, card_id: str) -> Card:
        """The card with this id (``KeyError`` for an unknown one)."""
        return self._cards_by_id[card_id]

    def cards_in(self, deck_id: str) -> tuple[Card, ...]:
        """The card designs of one deck, in data order."""
        return self._cards_by_deck.get(deck_id, ())

    @cached_property
    def field_values(self) -> Mapping[str, Any]:
        """``card-id.field`` → value of every number or word of every card's own fields (``field('…')``)."""
        return card_fields({"id": card.id, **card.extra} for card in self.cards)

    @cached_property
    def _decks_by_id(self) -> Mapping[str, Deck]:
        return {deck.id: deck for deck in self.decks}

    @cached_property
    def _cards_by_id(self) -> Mapping[str, Card]:
        return {card.id: card for card in self.cards}

    @cached_property
    def _cards_by_deck(self) -> Mapping[str, tuple[Card, ...]]:
        by_deck: dict[str, list[Card]] = {}
        for card in self.cards:
            by_deck.setdefault(card.deck, []).append(card)
        return {deck_id: tuple(cards) for deck_id, cards in by_deck.items()}

    @property
    def rules(self) -> tuple[Rule, ...]:
        """Every rule of every section, in order."""
        return tuple(rule for section in self.sections for rule in section.rules)


def card_fields(cards: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """``card-id.field`` → value of every number or word in ``cards`` (what ``field`` reads); pass each card
    as its id and its kind's own fields (``Card.extra``)."""
    return {
        f"{card['id']}.{name}": value
        for card in cards
        if isinstance(card.get("id"), str)
        for name, value in card.items()
        if isinstance(value, (int, float, str)) and not isinstance(value, bool)
    }
