"""Monarch properties over random legal tables and moves (hypothesis)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.scoring import load_catalog
from generator.scoring.monarch import rules as mo
from generator.scoring.monarch.effects import Surroundings, court_crowns
from generator.scoring.monarch.state import LAND_TYPES, MOVES

CATALOG = load_catalog("monarch")
NAMES = ["Kayla", "Brian", "Emily", "Jeff"]


def copies(*kinds: str) -> list[str]:
    """Every physical copy of the cards of these kinds, as ids."""
    return [card["id"] for card in CATALOG.of_kind(*kinds) for _ in range(card["count"])]


def path_of(card_id: str | None) -> str | None:
    card = CATALOG.card(card_id) if card_id else None
    return None if card is None else card.get("path")


@st.composite
def tables(draw: st.DrawFn) -> dict[str, Any]:
    """A legal table: 2–4 sisters, courts of at most 7, copies respected, a 9-land board."""
    shuffler = random.Random(draw(st.integers(0, 2**32)))

    def shuffled(items: list[Any]) -> list[Any]:
        return shuffler.sample(items, len(items))

    court_pool, guest_pool = shuffled(copies("court")), shuffled(copies("guest"))
    banners = shuffled([*mo.BANNER_IDS, None, None, None, None])
    players = []
    for index in range(draw(st.integers(2, 4))):
        size, guests = draw(st.integers(0, 7)), draw(st.integers(0, 2))
        players.append(
            {"name": NAMES[index], "court": court_pool[:size], "guests": guest_pool[:guests], "banner": banners[index]}
        )
        court_pool, guest_pool = court_pool[size:], guest_pool[guests:]
    farms = draw(st.integers(3, 6))
    lands = shuffled(["farm"] * farms + ["village"] * (9 - farms))
    improvements = {land: shuffled([*copies(f"{land}-improvement"), *[None] * 9]) for land in LAND_TYPES}
    board = [{"land": land, "improvement": improvements[land][index]} for index, land in enumerate(lands)]
    table: dict[str, Any] = {"players": players}
    if draw(st.sampled_from([True, True, True, False])):
        table["board"] = board
    return table


@settings(max_examples=150, deadline=None)
@given(tables())
def test_random_legal_tables_score_as_counted_by_hand(table: dict[str, Any]) -> None:
    assert mo.check(table, CATALOG) == {"valid": True, "violations": []}
    result = mo.score(table, CATALOG)
    tops = [land["improvement"] for land in table.get("board", [])]
    for player, scored in zip(table["players"], result["players"], strict=True):
        assert scored["crowns"] == sum(item["points"] for item in scored["breakdown"])
        assert len(scored["breakdown"]) == len(player["court"]) + len(player["guests"]) + (player["banner"] is not None)
        paths = [path_of(card) for card in player["court"]] + [path_of(top) for top in tops]
        might = paths.count("might")
        for item in scored["breakdown"]:
            if item["source"] == "court":
                assert item["points"] >= 0
            if item["card"] == "scimitar":
                assert item["points"] == might
            if item["card"] == "astrologer":
                assert item["points"] == (0 if "fireworks" in player["court"] else 4)
            if item["source"] == "guest":
                assert item["points"] == -1
    best = max(scored["crowns"] for scored in result["players"])
    assert result["winners"] == [p["name"] for p in result["players"] if p["crowns"] == best]


def with_scimitar(table: dict[str, Any]) -> dict[str, Any]:
    """The table with the Scimitar moved into the first sister's court (replacing her first card if full)."""
    players = [
        {**player, "court": [card for card in player["court"] if card != "scimitar"]} for player in table["players"]
    ]
    first = players[0]
    first["court"] = ["scimitar", *first["court"][len(first["court"]) == 7 :]]
    return {**table, "players": players}


@settings(max_examples=150, deadline=None)
@given(tables().map(with_scimitar), st.integers(0, 2**32))
def test_scimitar_and_court_order(table: dict[str, Any], seed: int) -> None:
    """The Scimitar counts Might by hand; no card's crowns depend on where it sits in the court."""
    assert mo.check(table, CATALOG)["valid"]
    result = mo.score(table, CATALOG)
    court = table["players"][0]["court"]
    tops = [land["improvement"] for land in table.get("board", [])]
    might = sum(path_of(card) == "might" for card in court) + sum(path_of(top) == "might" for top in tops)
    assert result["players"][0]["breakdown"][0] == {
        "label": "Scimitar",
        "points": might,
        "card": "scimitar",
        "source": "court",
        "detail": result["players"][0]["breakdown"][0]["detail"],
    }
    shuffler = random.Random(seed)
    shuffled = [
        {**player, "court": shuffler.sample(player["court"], len(player["court"]))} for player in table["players"]
    ]
    reordered = mo.score({**table, "players": shuffled}, CATALOG)
    assert [p["crowns"] for p in reordered["players"]] == [p["crowns"] for p in result["players"]]


@st.composite
def moves(draw: st.DrawFn, table: dict[str, Any]) -> dict[str, Any]:
    """Any move a sister of ``table`` might try (legal or not)."""
    players = [player["name"] for player in table["players"]]
    action = draw(st.sampled_from(tuple(MOVES)))
    move: dict[str, Any] = {
        "action": action,
        "player": draw(st.sampled_from(players)),
        "gold": draw(st.integers(0, 20)),
        "food": draw(st.integers(0, 10)),
    }
    if action == "banner":
        move["banner"] = draw(st.sampled_from(mo.BANNER_IDS))
    if action == "exchange":
        move["give"] = draw(st.sampled_from(("gold", "food")))
    if action == "clear":
        move["card"] = draw(st.sampled_from(copies("court", "guest")))
    if action == "buy":
        card = CATALOG.card(draw(st.sampled_from(copies("court", "farm-improvement", "village-improvement", "guest"))))
        assert card is not None
        move["card"] = card["id"]
        if card["kind"] == "guest":
            move["target"] = draw(st.sampled_from(players))
        elif card["kind"] == "court":
            own = next(player for player in table["players"] if player["name"] == move["player"])
            if own["court"] and draw(st.booleans()):
                move["replace"] = draw(st.sampled_from(own["court"]))
            if own["guests"] and draw(st.booleans()):
                move["discard"] = draw(st.sampled_from(own["guests"]))
        else:
            move["land"] = draw(st.integers(0, 8))
    return move


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_legal_move_leads_to_a_legal_table(data: st.DataObject) -> None:
    table = data.draw(tables())
    move = data.draw(moves(table))
    result = mo.check({**table, "move": move}, CATALOG)
    if not result["valid"]:
        assert result["after"] is None and result["purse"] is None
        return
    after = result["after"]
    assert mo.check(after, CATALOG) == {"valid": True, "violations": []}
    assert min(result["purse"]["gold"], result["purse"]["food"]) >= 0
    assert mo.score(after, CATALOG)["winners"]
    before_cards = sum(len(p["court"]) + len(p["guests"]) for p in table["players"])
    after_cards = sum(len(p["court"]) + len(p["guests"]) for p in after["players"])
    if move["action"] == "buy" and CATALOG.card(move["card"])["kind"] in ("court", "guest"):
        assert after_cards == before_cards + 1 - ("replace" in move) - ("discard" in move)
    else:
        assert after_cards == before_cards


@settings(max_examples=150, deadline=None)
@given(tables())
def test_a_whole_court_scores_what_its_cards_score(table: dict[str, Any]) -> None:
    """``court_crowns`` (the bots' quick sum, which skips the explanations of plain cards) gives each sister the
    crowns that the score's breakdown gives her court cards."""
    result = mo.score(table, CATALOG)
    tops = tuple(
        (land["land"], CATALOG.card(land["improvement"]) if land["improvement"] else None)
        for land in table.get("board", [])
    )
    for player, scored in zip(table["players"], result["players"], strict=True):
        court = tuple(CATALOG.card(card_id) or {} for card_id in player["court"])
        here = Surroundings(court=court, guests=len(player["guests"]), board=tops)
        breakdown = sum(item["points"] for item in scored["breakdown"] if item["source"] == "court")
        assert court_crowns(here) == breakdown
