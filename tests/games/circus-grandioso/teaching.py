"""Where Circus Grandioso's learn-to-play part teaches each rule of play (``tests/print/test_teaching.py``)."""

from __future__ import annotations

NO_PLACE = "a place's numbers only serve to write a table down (the rules site); at the table players see the places"

TAUGHT: dict[str, list[tuple[str, str]] | str] = {
    "cg-1.1": [("components", "55 animal cards, one kind of animal for each row")],
    "cg-1.2": [("components", "8 Clowns can stand in for any animal")],
    "cg-1.3": [("components", "The Show Master token goes to whoever holds the top")],
    "cg-1.4": [("components", "the pyramid overview shows which animal belongs in which row")],
    "cg-1.5": "the cover and the booklet's first line say how many play",
    "cg-2.1": [("setup", "put the Show Master token in the middle of the table: nobody holds it yet")],
    "cg-2.2": [("setup", "Put one Elephant face up on the table: the first card of the pyramid's floor")],
    "cg-2.3": [("setup", "deal each player 7 cards, face down; keep your hand hidden")],
    "cg-2.4": [("setup", "The rest of the cards are the stack pile")],
    "cg-2.5": [("setup", "The youngest player begins; turns go clockwise")],
    "cg-3.1": [("card:pyramid-overview", "Ten rows, floor to top")],
    "cg-3.2": NO_PLACE,
    "cg-3.3": [("turn", "rests on two cards of the row below")],
    "cg-3.4": [("turn", "A card goes into its animal's row")],
    "cg-3.5": [("turn", "one Clown to a row")],
    "cg-3.6": [("turn", "a row has no gaps")],
    "cg-3.7": "a card cannot lie where another lies: no player needs telling",
    "cg-4.1": [("turn", "next to the cards already there")],
    "cg-4.2": [("turn", "On each side of the pyramid")],
    "cg-4.3": [("turn", "only the highest open place may be filled")],
    "cg-4.4": [("turn", "a new Elephant may go on a side only when nothing higher fits there")],
    "cg-4.5": [("turn", "but never alone at the top")],
    "cg-4.6": "a rare late case: the pyramid overview counts each animal, and the rules settle it when it comes",
    "cg-4.7": [("turn", "does not stand alone at the top")],
    "cg-5.1": [("turn", "Place a card from your hand; or turn up the top card of the stack pile")],
    "cg-5.2": [("turn", "A card you turned up but cannot or will not place")],
    "cg-5.3": [("turn", "you may go again at once")],
    "cg-5.4": [("turn", "Exchange a card")],
    "cg-5.5": [("turn", "you pass")],
    "cg-6.1": [("turn", "take the Show Master")],
    "cg-6.2": [("end", "The game ends as soon as a player places the last card of their hand")],
    "cg-6.3": [("end", "Whoever places the Seal at the very top wins at once")],
    "cg-6.4": [("end", "if every player passes")],
}
