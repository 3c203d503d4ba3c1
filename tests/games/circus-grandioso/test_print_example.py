"""Circus Grandioso's worked example: the pyramid drawn with every card placed, captioned under it with who placed
it, and each open place outlined with the cards it takes; no table of figures (the game has no points)."""

from __future__ import annotations

from found_games import worked_example


def test_the_pyramid_is_drawn_with_its_cards_and_its_open_places_named() -> None:
    _game, state, laid_out = worked_example("circus-grandioso")
    (picture,) = laid_out.pictures
    assert sorted(placed.piece.card for placed in picture.pieces) == sorted(card["card"] for card in state["pyramid"])
    places = [label.text for label in picture.labels if label.kind == "place"]
    assert places == ["Tiger or Clown", "Elephant or Clown"]  # beside the Tiger on top, at the floor's left end
    captions = sorted(label.text for label in picture.labels if label.kind == "caption")
    assert captions == sorted(card["by"] for card in state["pyramid"] if "by" in card)  # who placed each card
    assert not [label for label in picture.labels if label.kind == "tag"]  # nothing lies over a card's text
    assert laid_out.table == ()  # no column of figures the game does not score
    assert laid_out.verdict == "If the game ended now, Cy would win, holding the Show Master."
    assert "may take a Tiger or a Clown next" in laid_out.lines[1]
    assert "may take an Elephant or a Clown next" in laid_out.lines[2]
