"""Where Royal Shuffle's learn-to-play part and player aid teach each rule (``tests/print/test_teaching.py``)."""

from __future__ import annotations

TAUGHT: dict[str, list[tuple[str, str]] | str] = {
    "rs-1.1": [("components", "A deck of 54 cards")],
    "rs-1.2": [("components", "There are 4 houses (the Aces)")],
    "rs-1.3": [("components", "4 Kings, 4 Queens and 4 Jacks rule the court")],
    "rs-1.4": [("components", "2 player aids sum up a turn")],
    "rs-2.1": "the cover and the booklet's first line say how many play",
    "rs-2.2": [("setup", "deal each player 4 of them")],
    "rs-2.3": [("setup", "Choose who begins at random")],
    "rs-3.1": [("turn", "Your turn has three steps"), ("card:player-aid", "flip the top card into play, draw one")],
    "rs-3.2": [("turn", "Flip the top card of the draw pile and play it at once")],
    "rs-3.3": [("turn", "Draw the top card of the draw pile into your hand")],
    "rs-3.4": [("turn", "Play one card from your hand")],
    "rs-3.5": [("turn", "When the draw pile is empty, skip the flip and the draw")],
    "rs-4.1": [("scoring", "Then the court multiplies every value")],
    "rs-4.2": [("turn", "a new King or Queen throws out the one already there")],
    "rs-4.3": [("turn", "a new King or Queen throws out the one already there")],
    "rs-4.4": [("turn", "Jacks gather, up to 4 of them")],
    "rs-4.5": [("turn", "A King, Queen or Jack joins the court")],
    "rs-5.1": [("turn", "A number card joins a village")],
    "rs-5.2": [
        ("turn", "A house has room for two adults with their children"),
        ("card:player-aid", "a house takes two adults"),
    ],
    "rs-5.3": [("turn", "a tent for one adult with theirs")],
    "rs-5.4": [
        ("turn", "looks after children whose ranks add up to no more than its own"),
        ("card:player-aid", "cares for children whose ranks add up to no more than its own"),
    ],
    "rs-5.5": [("turn", "always settle in the way that scores best")],
    "rs-6.1": [("scoring", "A house with an adult scores 1")],
    "rs-6.2": [("scoring", "Homeless adults and children score as much against you")],
    "rs-6.3": [("scoring", "every value, good or bad")],
    "rs-6.4": [("scoring", "round the village's total down only at the end")],
    "rs-7.1": [("end", "The moment a Joker comes into play")],
    "rs-7.2": [("scoring", "equal totals share the victory")],
}
