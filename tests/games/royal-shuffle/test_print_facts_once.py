"""Royal Shuffle's Kings: a multiplier changed in the data changes every text that states it."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from generator.data.folder import DEFAULT_DATA_DIR
from generator.data.load import load_game
from generator.games import front
from generator.games.printable import validate
from generator.layout.shapes import Text
from tests.data.test_facts_once import every_text


def test_a_kings_multiplier_changed_in_the_data_changes_every_text_that_states_it(tmp_path: Path) -> None:
    data = tmp_path / "card_data"
    shutil.copytree(DEFAULT_DATA_DIR, data)
    cards = data / "royal-shuffle" / "cards.toml"
    text = cards.read_text(encoding="utf-8")
    changed = re.sub(r'(rank = "K"\nsuit = "\w+"\nmultiplier = )3\n', r"\g<1>4\n", text)
    assert changed.count("multiplier = 4\n") == 4, "the four Kings"
    cards.write_text(changed, encoding="utf-8")
    assert validate(data) == []

    game, original = load_game("royal-shuffle", data), load_game("royal-shuffle")
    texts, before = every_text(game), every_text(original)
    about_kings = [text for text in before if "King" in text and "3" in text]
    assert len(about_kings) >= 6, about_kings  # the four King cards, the rule and the ruling at least
    assert not [text for text in texts if re.search(r"King[^.]*(×|by )3\b", text)]
    assert sum("×4" in text or "King by 4" in text for text in texts) == sum(
        "×3" in text or "King by 3" in text for text in before if "King" in text
    )
    king = game.card("king-of-hearts")
    drawn = " ".join(shape.text for shape in front(game, king, 3.0).shapes if isinstance(shape, Text))
    assert "×4" in drawn and "×3" not in drawn
