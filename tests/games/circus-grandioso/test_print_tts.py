"""Circus Grandioso's Tabletop Simulator object: one cell per design, its copies sharing its card id."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from tests.print.test_tts import saved_object_of


def test_each_design_has_one_cell_and_its_copies_share_its_card_id(tmp_path: Path) -> None:
    document, _ = saved_object_of("circus-grandioso", tmp_path)
    circus = next(item for item in document["ObjectStates"] if item["Nickname"] == "Circus deck")
    ids = Counter(circus["DeckIDs"])
    names = {card["CardID"]: card["Nickname"] for card in circus["ContainedObjects"]}
    assert ids[100] == 10 and names[100] == "Elephant"  # the first design, the first cell, ten copies
    assert sorted(ids) == list(range(100, 100 + 11))  # ten animals and the clown: eleven cells on sheet 1
    (custom,) = circus["CustomDeck"].values()
    assert (custom["NumWidth"], custom["NumHeight"]) == (10, 2)
    token = next(item for item in document["ObjectStates"] if item["Nickname"] == "Show Master")
    assert token["Name"] == "Custom_Token" and token["CustomImage"]["CustomToken"]["Stackable"]  # a round token
    overview = next(item for item in document["ObjectStates"] if item["Nickname"] == "Pyramid overview")
    assert overview["Name"] == "Custom_Tile"  # a reference sheet, at full resolution
