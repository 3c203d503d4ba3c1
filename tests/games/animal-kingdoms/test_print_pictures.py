"""Animal Kingdoms's pictures: what its cards show, and the credits."""

from __future__ import annotations

import pytest

from generator.data.load import load_game
from generator.design.credits import credit_text, drawn_icons, icon_credits
from generator.games import front
from generator.layout.shapes import Icon
from generator.layout.units import Style

PICTURES = {
    "mudwallow": "hippo",
    "seagrass-shallows": "manatee",
    "tallreach": "giraffe",
    "blackwater": "orca",
    "forced-march": "flat-paw-print",
    "fresh-mounts": "horse",
    "ambush": "rattlesnake",
    "battle-cry": "wolf-howl",
    "spies-at-court": "raven",
    "vassalage-aid": "chained-heart",
}
"""The pictures the print reviews found wrong (a farm pig for the hippos, a walrus for the manatees, a dinosaur
for the giraffes, a whale with an island for the orcas; a chess knight for the mounts, and people in a game of
animals: boot prints, a hooded assassin, a shouting man, a cowled spy, a kneeling vassal) and what they show now."""


@pytest.mark.parametrize("card_id", list(PICTURES))
def test_pictures_show_their_subject(card_id: str) -> None:
    game = load_game("animal-kingdoms")
    assert game.card(card_id).icon == PICTURES[card_id]
    fronts = [front(game, game.card(card_id), 3.0, style) for style in Style]
    drawn = {shape.name for face in fronts for shape in face.shapes if isinstance(shape, Icon)}
    assert PICTURES[card_id] in drawn


def test_fleet_of_foot_is_a_running_animal_not_a_sneaker() -> None:
    game = load_game("animal-kingdoms")
    assert game.style.icons["fleet-of-foot"] == "rabbit"
    fleet = next(card for card in game.cards if card.extra.get("specialisations") == ["fleet-of-foot"])
    assert "rabbit" in {shape.name for shape in front(game, fleet, 3.0).shapes if isinstance(shape, Icon)}


def test_credits_name_the_pictures_drawn_for_this_edition_apart_from_the_set() -> None:
    kingdoms = load_game("animal-kingdoms")
    assert drawn_icons([kingdoms]) == ["giraffe", "hippo", "horse", "manatee", "orca"]
    assert credit_text([kingdoms]).endswith(
        "licensed CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/); "
        "the giraffe, hippo, horse, manatee and orca are drawn for this edition."
    )
    assert all("hippo" not in icons for _, icons in icon_credits([kingdoms]))
