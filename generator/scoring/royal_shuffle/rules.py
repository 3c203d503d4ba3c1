"""Royal Shuffle: court multipliers, villages settled in their best arrangement, scores and state checks.

State (``spec/state-formats.md``)::

    {"court": ["KH", "JD"], "villages": {"Ann": ["AH", "7H", "2H", "9C"], "Ben": ["6S"]}}

A card is a rank ``A 2 … 10 J Q K`` followed by a suit ``S H D C``, or ``JOKER`` (upper or lower case);
the card ids of the data (``ace-of-hearts``) are accepted too. Results always use the codes.
``court`` may be left out (an empty court). A ``move`` (read by ``check`` only) puts one card into play::

    {"action": "place", "player": "Ann", "card": "7H", "to": "Ben"}     (a village: either player's)
    {"action": "place", "player": "Ann", "card": "KS", "to": "court"}   (a new King or Queen replaces the old)

``score`` settles every village in the arrangement with the highest total (the exact solver of
``solver``), and raises ``StateError`` for states it cannot give a meaning to: an unknown
card, a card in play more often than the deck holds it, a face card or Joker in a village, a number card
in the court. ``check`` reports those as violations, together with the court's limits (one King, one
Queen, four Jacks, one Joker: the first ends the game) and the number of villages, each citing the rule of
``card_data/royal-shuffle/rules.toml`` it breaks.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import replace
from fractions import Fraction
from typing import Any

from generator.scoring.catalog import Catalog
from generator.scoring.core import (
    StateError,
    Violation,
    check_result,
    choice,
    expect,
    index_path,
    key_path,
    member,
    name_text,
    no_unknown_keys,
)
from generator.scoring.royal_shuffle.solver import Dwelling, Piece, Settlement, settle
from generator.scoring.words import counted

SUITS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
VILLAGE_KINDS = ("house", "tent", "adult", "child")
COURT_KINDS = ("king", "queen", "jack")
COURT_LIMITS = {"king": 1, "queen": 1, "jack": 4, "joker": 1}
RANK_ORDER = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
CODE_HINT = 'expected a rank A 2 … 10 J Q K and a suit S H D C, like "10S", or JOKER'
VOCABULARY = {"suits": SUIT_SYMBOLS, "village": VILLAGE_KINDS, "court": COURT_KINDS}
"""The words of the rules a calculator shows: each suit's letter and symbol, and the kinds of card that stand
in a village and in the court."""

RULE_PLAYERS = "rs-2.1"
RULE_CARD_CODE = "rs-8.2"
RULE_CARD_TWICE = "rs-8.3"
RULE_COURT_ONLY = "rs-4.5"
RULE_ONE_KING = "rs-4.2"
RULE_ONE_QUEEN = "rs-4.3"
RULE_JACKS = "rs-4.4"
RULE_REIGN_ENDS = "rs-7.1"
RULE_VILLAGE_ONLY = "rs-5.1"
COURT_RULES = {"king": RULE_ONE_KING, "queen": RULE_ONE_QUEEN, "jack": RULE_JACKS, "joker": RULE_REIGN_ENDS}
SCORE_BLOCKERS = (RULE_CARD_CODE, RULE_CARD_TWICE, RULE_COURT_ONLY, RULE_VILLAGE_ONLY)
"""The rules whose breach leaves a card without a value where it stands, so that ``score`` refuses the state."""
LIMIT_REASONS = {"joker": " (the first Joker ends the reign)"}


class Deck:
    """The cards of the catalog by code, with the ids of the data as aliases."""

    def __init__(self, catalog: Catalog) -> None:
        self.cards = {card["code"]: card for card in catalog.cards if "code" in card}
        self.aliases = {card["id"]: card["code"] for card in catalog.cards if "code" in card}

    def code(self, text: str) -> str | None:
        """The code of a card written as a code (any case) or as a card id; None when it is no card."""
        upper = text.strip().upper()
        if upper in self.cards:
            return upper
        return self.aliases.get(text.strip().lower())

    def kind(self, code: str) -> str:
        """The card's role in the game: house, child, adult, tent, king, queen, jack or joker."""
        return str(self.cards[code]["kind"])

    def suit(self, code: str) -> str:
        """The suit letter of a card (S, H, D or C)."""
        return SUITS[self.cards[code]["suit"]]

    def order(self, code: str) -> tuple[int, int]:
        """Sort key: rank, then suit in the order S H D C."""
        card = self.cards[code]
        return RANK_ORDER.index(card["rank"]), list(SUITS).index(card["suit"])


def catalog_problems(catalog: Catalog) -> list[tuple[str, str, str]]:
    """What scoring needs from the data: unique rank-and-suit codes, one copy of each, numeric peasant ranks, no
    negatives."""
    problems = []
    seen: set[str] = set()
    for card in catalog.cards:
        card_id, kind, code = str(card.get("id", "")), card.get("kind"), card.get("code")
        if isinstance(code, str) and code in seen:
            problems.append((card_id, "code", f"duplicate code {code!r}: every card needs its own"))
        seen.add(str(code))
        if kind not in VILLAGE_KINDS + COURT_KINDS:
            continue
        rank, suit = card.get("rank"), card.get("suit")
        if rank not in RANK_ORDER:
            problems.append((card_id, "rank", f"expected one of {' '.join(RANK_ORDER)}, got {rank!r}"))
        elif suit in SUITS and code != rank + SUITS[suit]:
            problems.append((card_id, "code", f"expected {rank + SUITS[suit]!r} (rank, then suit letter)"))
        if card.get("count", 1) != 1:  # the solver's work grows with copies: a deck of playing cards has none
            copies = card.get("count")
            problems.append((card_id, "count", f"expected 1 (each rank and suit is one card), got {copies!r}"))
        if kind in ("adult", "child") and not str(rank).isdigit():
            problems.append((card_id, "rank", f"an {kind}'s rank is its care number and must be a number"))
        value = card.get("points" if kind in VILLAGE_KINDS else "multiplier")
        if kind in VILLAGE_KINDS and isinstance(value, int | float) and value < 0:
            problems.append((card_id, "points", f"expected 0 or more points, got {value}"))
        elif kind in COURT_KINDS and isinstance(value, int | float) and value <= 0:
            problems.append((card_id, "multiplier", f"expected a multiplier above 0, got {value}"))
    return problems + catalog.constant_problems(("hand_size",))


def listing_extras(card: dict[str, Any], _catalog: Catalog) -> dict[str, Any]:
    """``code``, ``rank`` and ``suit`` of a playing card for ``pnp cards royal-shuffle --json``."""
    return {key: card[key] for key in ("code", "rank", "suit") if key in card}


def read_state(state: Any) -> tuple[list[tuple[str, str]], list[tuple[str, list[tuple[str, str]]]]]:
    """The court's cards as ``(path, text)`` pairs, each village as ``(name, its cards)``; or StateError."""
    expect(state, dict, "")
    no_unknown_keys(state, ("court", "villages", "move"), "")
    court_list = member(state, "court", list, "", default=[])
    court = [(index_path("court", i), expect(text, str, index_path("court", i))) for i, text in enumerate(court_list)]
    villages = []
    for name, cards in member(state, "villages", dict, "").items():
        path = key_path("villages", name)
        name_text(name, path)
        expect(cards, list, path)
        texts = [(index_path(path, i), expect(text, str, index_path(path, i))) for i, text in enumerate(cards)]
        villages.append((name, texts))
    return court, villages


def placed_cards(state: Any, deck: Deck) -> tuple[list[Violation], list[tuple[str, str]], list[tuple[str, list[str]]]]:
    """The court as ``(path, code)`` pairs, the villages as codes, and the cards that break a rule where they stand.

    Unknown cards are left out of the codes; every other card is kept, even where it breaks a rule.
    """
    court, villages = read_state(state)
    violations: list[Violation] = []
    seen: Counter[str] = Counter()

    def resolve(path: str, text: str, in_court: bool) -> str | None:
        code = deck.code(text)
        if code is None:
            violations.append(Violation(RULE_CARD_CODE, f"{text!r} is not a card ({CODE_HINT})", path))
            return None
        seen[code] += 1
        copies = int(deck.cards[code]["count"])
        if seen[code] > copies:
            times = "once" if copies == 1 else f"{copies} times"
            violations.append(Violation(RULE_CARD_TWICE, f"{code} is already in play: the deck holds it {times}", path))
        kind = deck.kind(code)
        if in_court and kind in VILLAGE_KINDS:
            message = f"{code} is a village card ({kind}); village cards never stand in the court"
            violations.append(Violation(RULE_COURT_ONLY, message, path))
        elif not in_court and kind not in VILLAGE_KINDS:
            message = f"{code} is a court card ({kind}); face cards and Jokers belong in the court, not a village"
            violations.append(Violation(RULE_VILLAGE_ONLY, message, path))
        return code

    court_codes = [(path, code) for path, text in court if (code := resolve(path, text, True))]
    village_codes = [
        (name, [code for path, text in cards if (code := resolve(path, text, False))]) for name, cards in villages
    ]
    return violations, court_codes, village_codes


def find_violations(state: Any, deck: Deck, players: tuple[int, int]) -> list[Violation]:
    """Every rule the state breaks for a game of ``players`` (fewest, most); StateError only when it does not
    fit the format at all."""
    violations, court, villages = placed_cards(state, deck)
    fewest, most = players
    if not fewest <= len(villages) <= most:
        wanted = str(most) if fewest == most else f"{fewest} to {most}"
        message = (
            f"Royal Shuffle has {wanted} villages, one per player; this state has {counted(len(villages), 'village')}"
        )
        violations.insert(0, Violation(RULE_PLAYERS, message, "villages"))
    court_kinds = Counter(deck.kind(code) for _, code in court)
    for kind, limit in COURT_LIMITS.items():
        if court_kinds[kind] > limit:
            at_most = "one" if limit == 1 else str(limit)
            reason = LIMIT_REASONS.get(kind, "")
            message = f"the court holds {counted(court_kinds[kind], kind)}; at most {at_most} may stand there{reason}"
            first_extra = [path for path, code in court if deck.kind(code) == kind][limit]
            violations.append(Violation(COURT_RULES[kind], message, first_extra))
    return violations


MOVES: dict[str, tuple[str, ...]] = {"place": ("card", "to")}
"""Royal Shuffle's move vocabulary: one card into play (rs-3.4), from the hand or flipped (rs-3.2)."""
COURT = "court"


def state_after(state: dict[str, Any], move: dict[str, Any], deck: Deck) -> dict[str, Any]:
    """The state once the move's card is in play: in the court (where it replaces a King or Queen, rs-4.2, rs-4.3)
    or at the end of the named village."""
    code = deck.code(move["card"]) or move["card"]
    court = list(state.get("court") or [])
    villages = {name: list(cards) for name, cards in state["villages"].items()}
    if move["to"] == COURT:
        kind = deck.kind(code) if code in deck.cards else ""
        if kind in ("king", "queen"):
            court = [card for card in court if deck.code(card) is None or deck.kind(deck.code(card) or "") != kind]
        court.append(code)
    else:
        villages[move["to"]].append(code)
    return {"court": court, "villages": villages}


def read_move(state: dict[str, Any], deck: Deck) -> dict[str, Any]:
    """The state's move, its fields checked for type and the player and destination known; or StateError."""
    move = expect(state["move"], dict, "move")
    no_unknown_keys(move, ("action", "player", *MOVES["place"]), "move")
    choice(member(move, "action", str, "move"), tuple(MOVES), "move.action", "action")
    names = tuple(expect(state.get("villages"), dict, "villages"))
    choice(member(move, "player", str, "move"), names, "move.player", "player")
    member(move, "card", str, "move")
    choice(member(move, "to", str, "move"), (COURT, *names), "move.to", "destination")
    return dict(move)


def check(state: Any, catalog: Catalog) -> dict[str, Any]:
    """Check a Royal Shuffle state and its optional move: ``{"valid", "violations"}``, plus ``after`` with a move.

    >>> from generator.scoring.catalog import load_catalog
    >>> result = check({"court": ["KH", "KS"], "villages": {"Ann": ["AH", "QD"], "Ben": []}},
    ...                load_catalog("royal-shuffle"))
    >>> [(v["rule"], v["path"]) for v in result["violations"]]
    [('rs-5.1', 'villages.Ann[1]'), ('rs-4.2', 'court[1]')]
    """
    fewest, most = catalog.game["players"]
    deck = Deck(catalog)
    violations = find_violations(state, deck, (fewest, most))
    if state.get("move") is None:
        return check_result(violations)
    move = read_move(state, deck)
    if deck.code(move["card"]) is None:
        violations.append(Violation(RULE_CARD_CODE, f"{move['card']!r} is not a card ({CODE_HINT})", "move.card"))
    if violations:
        return check_result(violations, after=None)
    after = state_after(state, move, deck)
    played = [replace(violation, path="move") for violation in find_violations(after, deck, (fewest, most))]
    return check_result(played, after=None if played else after)


def multipliers(court: list[str], deck: Deck) -> dict[str, Fraction]:
    """Each suit's multiplier: the product of the multipliers of the court cards of that suit.

    >>> from generator.scoring.catalog import load_catalog
    >>> found = multipliers(["KH", "QH", "JD", "JOKER"], Deck(load_catalog("royal-shuffle")))
    >>> {suit: str(value) for suit, value in found.items()}
    {'S': '1', 'H': '6', 'D': '3/2', 'C': '1'}
    """
    found = {suit: Fraction(1) for suit in SUITS.values()}
    for code in court:
        if deck.kind(code) in COURT_KINDS:
            found[deck.suit(code)] *= Fraction(str(deck.cards[code]["multiplier"]))
    return found


def readable_cards(state: Any, deck: Deck) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """The court and villages as codes; StateError at the first card that has no meaning where it stands."""
    violations, court, villages = placed_cards(state, deck)
    if violations:
        raise StateError(violations[0].path, f"{violations[0].message} (see pnp check)")
    return [code for _, code in court], villages


def settle_village(cards: list[str], deck: Deck, multiplier: dict[str, Fraction]) -> Settlement:
    """The best arrangement of one village; ``cards`` come sorted, so listing order never matters."""
    pieces: dict[str, list[Piece]] = {kind: [] for kind in VILLAGE_KINDS}
    for code in cards:
        card = deck.cards[code]
        weight = card["points"] * multiplier[deck.suit(code)]
        pieces[card["kind"]].append(Piece(code, int(card["rank"]) if card["kind"] in ("adult", "child") else 0, weight))
    return settle(pieces["house"], pieces["tent"], pieces["adult"], pieces["child"])


def breakdown(
    settlement: Settlement, cards: list[str], deck: Deck, multiplier: dict[str, Fraction]
) -> list[dict[str, Any]]:
    """The village's points by category, each with its cards and exact value."""
    houses = [d for d in settlement.dwellings if d.kind == "house"]
    categories = [
        ("Houses kept", [d.card for d in houses if d.cares], 1),
        ("Derelict houses", list(settlement.derelict), -1),
        ("Adults in a dwelling", [adult for d in settlement.dwellings for adult in d.adults], 1),
        (
            "Children in an adult's care",
            [c for d in settlement.dwellings for care in d.cares for c in care.children],
            1,
        ),
        (
            "Children alone in a tent",
            [c for d in settlement.dwellings if d.kind == "tent" for c in d.lone_children],
            1,
        ),
        ("Orphans", list(settlement.orphans), -1),
        ("Homeless", list(settlement.homeless), -1),
        ("Tents", [code for code in cards if deck.kind(code) == "tent"], 1),
    ]
    entries = []
    for label, members, sign in categories:
        if not members:
            continue
        exact = sum((sign * deck.cards[code]["points"] * multiplier[deck.suit(code)] for code in members), Fraction(0))
        entries.append(
            {
                "label": f"{label}: {', '.join(members)}",
                "points": _number(exact),
                "exact": str(exact),
                "cards": members,
            }
        )
    return entries


def _number(value: Fraction) -> int | float:
    """A JSON number for an exact value: an integer when whole (the values here are exact in binary)."""
    return int(value) if value.denominator == 1 else float(value)


def _dwelling(dwelling: Dwelling) -> dict[str, Any]:
    return {
        "card": dwelling.card,
        "kind": dwelling.kind,
        "adults": list(dwelling.adults),
        "children": list(dwelling.children),
        "cares": [{"adult": care.adult, "children": list(care.children)} for care in dwelling.cares],
    }


def score(state: Any, catalog: Catalog) -> dict[str, Any]:
    """Score a Royal Shuffle state: every village settled at its best, floored totals, the winners.

    >>> from generator.scoring.catalog import load_catalog
    >>> result = score({"court": ["KH", "JD"], "villages": {"Ann": ["AH", "7H", "2H", "9C"], "Ben": ["6S"]}},
    ...                load_catalog("royal-shuffle"))
    >>> [(p["name"], p["score"], p["exact"]) for p in result["players"]], result["winners"]
    ([('Ann', 18, '18'), ('Ben', -3, '-3')], ['Ann'])
    """
    deck = Deck(catalog)
    court, villages = readable_cards(state, deck)
    multiplier = multipliers(court, deck)
    players: list[dict[str, Any]] = []
    for name, listed in villages:
        cards = sorted(listed, key=deck.order)
        settlement = settle_village(cards, deck, multiplier)
        entries = breakdown(settlement, cards, deck, multiplier)
        exact = sum((Fraction(entry["exact"]) for entry in entries), Fraction(0))
        players.append(
            {
                "name": name,
                "score": math.floor(exact),
                "exact": str(exact),
                "dwellings": [_dwelling(d) for d in settlement.dwellings],
                "homeless": list(settlement.homeless),
                "orphans": list(settlement.orphans),
                "derelict": list(settlement.derelict),
                "breakdown": entries,
            }
        )
    best = max((player["score"] for player in players), default=None)
    return {
        "players": players,
        "winners": [p["name"] for p in players if p["score"] == best],
        "multipliers": {suit: str(value) for suit, value in multiplier.items()},
    }


def _describe_dwelling(dwelling: dict[str, Any]) -> str:
    """``house AH: 7H caring for 2H & 6S``, ``tent 9C: 2S, 3S alone``, ``house AD: derelict, orphan 5S``."""
    children = ", ".join(dwelling["children"])
    if dwelling["cares"]:
        people = " & ".join(
            care["adult"] + (f" caring for {', '.join(care['children'])}" if care["children"] else "")
            for care in dwelling["cares"]
        )
    elif dwelling["kind"] == "tent":
        people = f"{children} alone" if children else "empty"
    else:
        orphans = "orphan" if len(dwelling["children"]) == 1 else "orphans"
        people = f"derelict, {orphans} {children}" if children else "derelict"
    return f"{dwelling['kind']} {dwelling['card']}: {people}"


def explain(result: dict[str, Any]) -> list[str]:
    """Readable lines for ``pnp score``: the court's multipliers, each arrangement, who won and why."""
    raised = [f"{SUIT_SYMBOLS[suit]} ×{value}" for suit, value in result["multipliers"].items() if value != "1"]
    lines = [f"Court multipliers: {', '.join(raised)}" if raised else "The court multiplies no suit."]
    for player in result["players"]:
        parts = [_describe_dwelling(d) for d in player["dwellings"]]
        if player["homeless"]:
            parts.append(f"homeless: {', '.join(player['homeless'])}")
        exact = "" if player["exact"] == str(player["score"]) else f" (exactly {player['exact']}, rounded down)"
        lines.append(f"{player['name']}: {player['score']}{exact} — {'; '.join(parts) or 'an empty village'}")
    ranked = sorted(result["players"], key=lambda p: -p["score"])
    winners = result["winners"]
    if len(winners) == 1 and len(ranked) > 1:
        others = ", ".join(f"{p['name']}'s {p['score']}" for p in ranked[1:])
        lines.append(f"{winners[0]} wins with {ranked[0]['score']} against {others}.")
    elif len(winners) > 1:
        lines.append(f"Tie at {ranked[0]['score']}: {' and '.join(winners)} share the win.")
    return lines


def explain_check(result: dict[str, Any]) -> list[str]:
    """What a ``check`` result means for ``pnp score``: which breaches it can score past and which it cannot.

    >>> explain_check({"valid": True, "violations": []})
    ['pnp score can score this state as it stands.']
    >>> explain_check({"valid": False, "violations": [{"rule": "rs-4.2", "message": "", "path": "court[1]"}]})
    ['pnp score still scores this state: every card has a value where it stands.']
    >>> explain_check({"valid": False, "violations": [{"rule": "rs-5.1", "message": "", "path": "villages.Ann[1]"},
    ...                                               {"rule": "rs-8.2", "message": "", "path": "court[0]"}]})
    ['pnp score refuses this state until these cards are fixed: villages.Ann[1], court[0].']
    """
    blocking = [violation["path"] for violation in result["violations"] if violation["rule"] in SCORE_BLOCKERS]
    if blocking:
        return [f"pnp score refuses this state until these cards are fixed: {', '.join(blocking)}."]
    if result["violations"]:
        return ["pnp score still scores this state: every card has a value where it stands."]
    return ["pnp score can score this state as it stands."]
