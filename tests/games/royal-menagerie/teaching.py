"""Where Royal Menagerie's learn-to-play part teaches each rule of play (``tests/print/test_teaching.py``)."""

from __future__ import annotations

RARE = "a rare turn of the cards: the rules settle it when it comes"

TAUGHT: dict[str, list[tuple[str, str]] | str] = {
    "rm-1.1": [("components", "4 role cards deal out the sides")],
    "rm-1.2": [("components", "The play deck holds 46 cards")],
    "rm-1.3": [("components", "30 animals, 5 of each kind")],
    "rm-1.4": [("components", "16 actions that shoot, steal and trade animals")],
    "rm-1.5": [("components", "menagerie mat, which has a pen for every kind of animal")],
    "rm-2.1": [("setup", "Give every player a menagerie mat")],
    "rm-2.2": [("setup", "Shuffle the role cards and deal one to each player, face down")],
    "rm-2.3": [("setup", "until everyone has 2 animals")],
    "rm-2.4": [("setup", "Deal everyone 3 cards, face down, as their hand")],
    "rm-3.1": [("setup", "The player on the Grand Vizier's left begins")],
    "rm-3.2": [("turn", "Draw the top card of the play deck, then play one card from your hand")],
    "rm-3.3": [("end", "When the play deck is empty, nobody draws any more")],
    "rm-3.4": [("end", "The game ends when nobody holds a card")],
    "rm-4.1": [("turn", "goes into another player's menagerie, never your own")],
    "rm-4.2": [("turn", "A full pen, three of a kind, takes no more")],
    "rm-4.3": [("turn", "The moment a menagerie holds every kind of animal")],
    "rm-4.4": "it follows from full pens and the deck's counts: no rule of its own to learn",
    "rm-5.1": [("turn", "An action happens at once and then goes face up onto the discard pile")],
    "rm-5.2": [("turn", "Shoot discards an animal from any menagerie")],
    "rm-5.3": [("turn", "Steal moves an animal from another menagerie into yours")],
    "rm-5.4": [("turn", "Trade swaps two animals of different kinds")],
    "rm-5.5": [("turn", "Bazaar turns up 4 cards")],
    "rm-5.6": [("turn", "Windfall lets you draw 2 more cards and then play 2")],
    "rm-5.7": RARE,
    "rm-5.8": RARE,
    "rm-6.1": [("scoring", "one scores a little, a pair scores best, and a full pen scores nothing")],
    "rm-6.2": [("scoring", "Mammoths score double")],
    "rm-6.3": [("scoring", "The Grand Vizier wins alone with strictly more points")],
    "rm-6.4": [("scoring", "the court, the Vizier and the Loyalist, adds up its points")],
    "rm-6.5": [("scoring", "The higher side wins")],
    "rm-6.6": [("scoring", "equal sides mean nobody wins")],
}
