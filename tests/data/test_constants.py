"""Rule constants live once, in game.toml's ``constants``: printed texts take them through references."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from generator.data.load import DEFAULT_DATA_DIR, load_game
from generator.design.surface import expand
from generator.scoring import game as scoring_game
from generator.scoring import load_catalog


def test_monarch_printed_texts_take_the_rule_constants_from_game_toml() -> None:
    """The reminder card and the New Moon (cards.toml) print game.toml's numbers through references."""
    game = load_game("monarch")
    constants = game.constants
    reminder = game.card("reminder").text
    assert "({{ value('sweep_cost') }} gold)" in reminder
    assert "once a court holds {{ value('court_limit') }} cards" in reminder
    assert "− {{ value('guest_penalty') }} per Unwanted Guest" in reminder
    assert f"once a court holds {constants['court_limit']} cards" in expand(game, reminder)
    new_moon = game.card("new-moon").text
    assert f"deal {constants['market_row']} new cards" in expand(game, new_moon)
    assert "{{ value('market_row') }}" in new_moon


def test_every_game_declares_the_constants_its_code_reads() -> None:
    from generator.scoring.animal_kingdoms import state as animal_kingdoms_state
    from generator.scoring.monarch import state as monarch_state
    from generator.scoring.royal_menagerie import state as royal_menagerie_state

    assert set(monarch_state.CONSTANTS) <= set(load_game("monarch").constants)
    assert set(animal_kingdoms_state.CONSTANTS) <= set(load_game("animal-kingdoms").constants)
    assert set(royal_menagerie_state.CONSTANTS) <= set(load_game("royal-menagerie").constants)
    assert "hand_size" in load_game("circus-grandioso").constants
    assert "hand_size" in load_game("royal-shuffle").constants


@pytest.mark.parametrize(
    ("game_id", "hand_size", "players"),
    [("royal-menagerie", 3, 4), ("circus-grandioso", 7, 3), ("royal-shuffle", 4, 2)],
)
def test_the_played_games_deal_the_hand_size_of_game_toml(
    tmp_path: Path, game_id: str, hand_size: int, players: int
) -> None:
    """The rulebook's hand, and a changed one in a copy of the card data: the played game deals what the data says."""
    assert f"hand_size = {hand_size}" in (DEFAULT_DATA_DIR / game_id / "game.toml").read_text(encoding="utf-8")
    for size in (hand_size, hand_size - 1):
        data = Path(shutil.copytree(DEFAULT_DATA_DIR, tmp_path / f"card_data-{size}"))  # cached by folder
        game_toml = data / game_id / "game.toml"
        text = re.sub(r"hand_size = \d+", f"hand_size = {size}", game_toml.read_text(encoding="utf-8"))
        game_toml.write_text(text, encoding="utf-8")
        catalog = load_catalog(game_id, str(data))
        play = scoring_game(game_id).setup(catalog, players, 3)
        if game_id == "royal-menagerie":  # the first player's turn has begun: they drew a card
            dealt = [len(player.hand) - (seat == play.seat) for seat, player in enumerate(play.players)]
        else:
            dealt = [len(hand) for hand in play.hands]
        assert dealt == [size] * players


def test_royal_menagerie_texts_take_its_rule_constants() -> None:
    game = load_game("royal-menagerie")
    bazaar = expand(game, game.card("bazaar").text)
    assert f"top {game.constants['bazaar_reveals']} cards" in bazaar
    assert "{{ value('windfall_cards') }}" in game.card("windfall").text
    assert "play any 2 you hold" in expand(game, game.card("windfall").text)


def test_monarch_banner_texts_print_the_banners_own_fields() -> None:
    game = load_game("monarch")
    balance = game.card("balance")
    assert balance.extra["exchange_give"] == 2
    assert "swap 2 food for 1 gold or 2 gold for 1 food" in expand(game, balance.extra["ability"])
    assert "{{ field('balance.exchange_give') }}" in balance.text
    bounty = game.card("bounty")
    assert "begins with 1 food" in expand(game, bounty.extra["ability"])


def test_a_true_or_fractional_constant_is_not_a_rule_constant() -> None:
    from generator.scoring.catalog import Catalog

    catalog = Catalog(game={"constants": {"court_limit": True, "sweep_cost": 3.5, "market_row": 5}}, cards=())
    assert [field for _, field, _ in catalog.constant_problems(("court_limit", "sweep_cost", "market_row"))] == [
        "constants.court_limit",
        "constants.sweep_cost",
    ]
