"""Each fact once: a number the card data holds is what every text states, so a copy of the data that changes
it changes every card, rule, ruling and booklet text with it."""

from __future__ import annotations

from generator.data.model import Game
from generator.data.references import expand_plain


def every_text(game: Game) -> list[str]:
    """Every text of the game as printed: cards, rules, rulings and the learn-to-play chapters."""
    texts = [card.text for card in game.cards]
    texts += [rule.text for rule in game.rules] + [section.intro for section in game.sections]
    texts += [f"{ruling.question} {ruling.answer}" for ruling in game.rulings]
    texts += [part.text for part in game.learn.parts] if game.learn else []
    return [expand_plain(game, text) for text in texts if text]


def test_a_field_states_a_number_as_written_and_a_whole_one_without_its_point() -> None:
    from types import SimpleNamespace

    from generator.data.references import _values

    game = SimpleNamespace(
        players=(2, 4), constants={}, kinds={}, field_values={"a.x": 1.5, "a.y": 2.0, "a.z": 1234567.5}
    )
    field = _values(game)["field"]  # type: ignore[arg-type]
    assert [field("a.x"), field("a.y"), field("a.z")] == ["1.5", "2", "1234567.5"]  # never 1.23457e+06
