"""Animal Kingdoms' moves: is a march, capture, battle, seize or vassal deal legal, and the table after it.

Part of ``generator.scoring.animal_kingdoms.rules`` (its docstring lists the move format). ``check_move``
takes a table that breaks no rule of section ak-9 and answers with the violations of its move, or
none and the table after the move.
"""

from __future__ import annotations

from dataclasses import replace

from generator.scoring.animal_kingdoms.chain import Chains
from generator.scoring.animal_kingdoms.state import ACTIONS, Cards, Move, Player, Standing, Table, Turn
from generator.scoring.core import Violation, key_path
from generator.scoring.words import counted

WILDERNESS = "wilderness"
"""The march target that means the Wilderness deck."""
"""In Mustering, nobody attacks until both players hold this many kingdoms (ak-8.4)."""
REACTIONS = ("hold-ground", "ambush", "safe-haven", "oath")
"""Wilderness effects that answer another player's action: never part of one's own move."""
ON_THEIR_OWN = ("scout", "spy")
"""Wilderness effects played on their own, outside any move: they show hidden cards and change no table."""
CARD_ACTIONS = {
    "extra-action": ACTIONS[:5],
    "ready-army": ("march", "capture", "battle", "seize-crown"),
    "return": ("march",),
    "extra-march": ("march",),
    "raid": ("capture",),
    "charge": ("march",),
    "parley": ("manage-vassal",),
    "ruins": ("march",),
    "rally": ("march",),
    "stampede": ("capture", "seize-crown"),
}
"""Wilderness effect → the actions a move may play it with."""
FREE_EFFECTS = ("extra-march", "parley", "rally")
"""Wilderness effects whose move spends no action (Hidden Pass, Envoy, Rallying Horn)."""


class _Judge:
    """Collects the violations of one move against one table."""

    def __init__(self, table: Table, cards: Cards, move: Move) -> None:
        self.table = table
        self.cards = cards
        self.move = move
        self.violations: list[Violation] = []
        self.turn = table.turn or Turn(player=move.player)
        self.effect = cards.effects.get(move.card or "")

    def breach(self, rule: str, message: str, field: str = "") -> None:
        self.violations.append(Violation(rule, message, key_path("move", field) if field else "move"))

    def owner(self, army: str) -> str | None:
        holder = self.table.holder(self.cards.kingdom_of[army])
        return None if holder is None else holder.name

    def known_kingdom(self, field: str) -> str | None:
        kingdom: str | None = self.move.get(field)
        if kingdom is not None and kingdom not in self.cards.army_of:
            self.breach("ak-9.2", f"unknown kingdom {kingdom!r}", field)
            return None
        return kingdom

    def known_army(self, field: str) -> str | None:
        army: str | None = self.move.get(field)
        if army is not None and army not in self.cards.kingdom_of:
            self.breach("ak-9.2", f"unknown army {army!r}", field)
            return None
        return army

    def truce(self) -> bool:
        """Whether the Mustering truce still holds (ak-8.4)."""
        return self.table.mode == "mustering" and any(
            len(player.kingdoms) < self.cards.constants["truce_kingdoms"] for player in self.table.players
        )

    def card_name(self) -> str:
        """The printed name of the Wilderness card the move plays."""
        return self.cards.name(self.move.card or "")

    def spends_action(self) -> bool:
        return not (self.move.action == "end-turn" or self.move.get("fleet") or self.effect in FREE_EFFECTS)


def check_move(table: Table, cards: Cards, game_over: bool, after: bool = True) -> tuple[list[Violation], Table]:
    """The violations of ``table.move`` and, when there are none and ``after`` is asked for, the table after it."""
    move = table.move
    assert move is not None
    judge = _Judge(table, cards, move)
    _check_turn(judge, game_over)
    if move.action != "end-turn":
        _check_card(judge)
    checks = {
        "march": _check_march,
        "capture": _check_capture,
        "battle": _check_battle,
        "seize-crown": _check_seize,
        "manage-vassal": _check_manage,
        "end-turn": _no_check,
    }
    if not judge.violations:
        checks[move.action](judge)
    if judge.violations or not after:
        return judge.violations, table
    return [], _apply(judge)


def _no_check(judge: _Judge) -> None:
    """``end-turn`` needs nothing beyond the turn's own checks."""


def _check_turn(judge: _Judge, game_over: bool) -> None:
    move, turn = judge.move, judge.turn
    if game_over:
        judge.breach("ak-8.2", "an empire has already won: the game is over")
    if judge.table.player(move.player) is None:
        judge.breach("ak-10.1", f"no player named {move.player!r}", "player")
    elif turn.player != move.player:
        judge.breach("ak-3.1", f"it is {turn.player}'s turn, not {move.player}'s", "player")
    if turn.extra_march and move.action != "end-turn":
        judge.breach("ak-5.4", "the Fleet of Foot march ends the turn: only end-turn may follow")
    limit = judge.cards.constants["actions_per_turn"] + (1 if judge.effect == "extra-action" else 0)
    if judge.spends_action() and turn.actions >= limit:
        judge.breach("ak-3.2", f"{move.player} has already taken {counted(turn.actions, 'action')} this turn")


def _check_card(judge: _Judge) -> None:
    card = judge.move.card
    if card is None:
        return
    if judge.effect is None:
        judge.breach("ak-9.2", f"unknown Wilderness card {card!r}", "wilderness")
    elif judge.effect in REACTIONS:
        judge.breach(
            "ak-6.4",
            f"{judge.cards.names[card]} answers another player's action; it cannot be played as part of your own move",
            "wilderness",
        )
    elif judge.effect in ON_THEIR_OWN:
        judge.breach(
            "ak-6.4",
            f"{judge.cards.names[card]} is played on its own, outside any move; it changes nothing on the table",
            "wilderness",
        )
    elif judge.move.action not in CARD_ACTIONS.get(judge.effect, ()):
        judge.breach("ak-6.4", f"{judge.cards.names[card]} does not help a {judge.move.action}", "wilderness")


def _check_army(judge: _Judge, on_field: bool) -> str | None:
    """The acting army when it is the mover's and may act; with ``on_field`` it must stand on a kingdom."""
    army = judge.known_army("army")
    if army is None:
        return None
    move = judge.move
    if judge.owner(army) != move.player:
        judge.breach("ak-3.2", f"{judge.cards.name(army)} is not an army of {move.player}", "army")
        return None
    free_march = (move.get("fleet") or judge.effect == "extra-march") and judge.effect != "rally"
    if army in judge.turn.acted and not free_march and judge.effect != "ready-army":
        judge.breach("ak-3.2", f"{judge.cards.name(army)} has already acted this turn", "army")
    if on_field and judge.table.position(army) is None:
        judge.breach("ak-4.3", f"{judge.cards.name(army)} is in {move.player}'s hand, not on a kingdom", "army")
    return army


def _check_march(judge: _Judge) -> None:
    army = _check_army(judge, on_field=False)
    move, cards, table = judge.move, judge.cards, judge.table
    target = move.get("kingdom")
    if army is None:
        return
    if move.get("fleet"):
        if not cards.has(army, "fleet-of-foot"):
            judge.breach("ak-5.4", f"{judge.cards.name(army)} is not Fleet of Foot", "fleet")
        if target == WILDERNESS:
            judge.breach("ak-5.4", "the Fleet of Foot march may not go into the Wilderness", "kingdom")
    if judge.effect == "ruins" and target != WILDERNESS:
        judge.breach("ak-6.4", f"{judge.card_name()} is played as an army marches into the Wilderness", "kingdom")
    if judge.effect == "rally":
        _check_rally(judge, army, target)
    if target == WILDERNESS:
        if judge.effect == "extra-march":
            judge.breach("ak-6.4", "the Hidden Pass march may not go into the Wilderness", "kingdom")
        if move.get("force_retreat") is not None:
            judge.breach("ak-5.1", "no army stands in the Wilderness to force back", "force_retreat")
        return
    if judge.known_kingdom("kingdom") is None:
        return
    if table.position(army) == target:
        judge.breach("ak-4.1", f"{judge.cards.name(army)} already stands on {judge.cards.name(target)}", "kingdom")
    if (army, target) in table.retreated and judge.effect != "return":
        judge.breach(
            "ak-4.7",
            f"{judge.cards.name(army)} was forced to retreat from {judge.cards.name(target)} and may not return yet",
            "kingdom",
        )
    _check_force_retreat(judge, army, target)


def _check_rally(judge: _Judge, army: str, target: str | None) -> None:
    """Rallying Horn: an army from the mover's hand onto one of the mover's own kingdoms."""
    table, player = judge.table, judge.move.player
    here = table.position(army)
    if here is not None:
        judge.breach(
            "ak-6.4",
            f"{judge.card_name()} calls an army from your hand; {judge.cards.name(army)} stands on "
            f"{judge.cards.name(here)}",
            "army",
        )
    if target == WILDERNESS:
        judge.breach("ak-6.4", f"the {judge.card_name()} march may not go into the Wilderness", "kingdom")
    elif target in judge.cards.army_of:
        holder = table.holder(target)
        if holder is None or holder.name != player:
            judge.breach(
                "ak-6.4",
                f"the {judge.card_name()} march goes onto a kingdom of yours; {judge.cards.name(target)} is not "
                f"{player}'s",
                "kingdom",
            )


def _check_force_retreat(judge: _Judge, army: str, target: str) -> None:
    victim = judge.known_army("force_retreat")
    if victim is None:
        return
    if not judge.cards.has(army, "attackers") and judge.effect != "charge":
        judge.breach("ak-5.1", f"{judge.cards.name(army)} is not an Attackers army", "force_retreat")
    elif judge.table.position(victim) != target:
        judge.breach(
            "ak-5.1", f"{judge.cards.name(victim)} does not stand on {judge.cards.name(target)}", "force_retreat"
        )
    elif judge.owner(victim) == judge.move.player:
        judge.breach("ak-5.1", f"{judge.cards.name(victim)} is {judge.move.player}'s own army", "force_retreat")
    elif judge.owner(victim) in Chains(judge.table.players).team(judge.move.player):
        judge.breach(
            "ak-5.1",
            f"{judge.cards.name(victim)} belongs to {judge.owner(victim)}, of {judge.move.player}'s own chain",
            "force_retreat",
        )
    elif judge.cards.has(victim, "defenders"):
        judge.breach(
            "ak-5.2",
            f"{judge.cards.name(victim)} is a Defenders army: arriving Attackers cannot force it back",
            "force_retreat",
        )
    elif judge.truce():
        judge.breach("ak-8.4", "no attacks in Mustering until both players hold three kingdoms", "force_retreat")


def _check_takeover(judge: _Judge, kingdom: str, army: str) -> None:
    """What a capture and a seize share: the army stands there and the mover outnumbers the rest."""
    table, player = judge.table, judge.move.player
    if table.position(army) is None:
        return
    if table.position(army) != kingdom:
        judge.breach("ak-4.3", f"{judge.cards.name(army)} does not stand on {judge.cards.name(kingdom)}", "army")
        return
    team = Chains(table.players).team(player)
    owners = [judge.owner(entry.army) for entry in table.armies[kingdom]]
    mine = owners.count(player)
    enemies = sum(1 for owner in owners if owner not in team)
    stampede = judge.effect == "stampede"
    if enemies > mine or (enemies == mine and not stampede):
        armies = counted(mine, "army", "armies")
        short = f"not even a tie, which {judge.card_name()} needs" if stampede else "not outnumbered"
        judge.breach(
            "ak-4.4",
            f"{player} has {armies} on {judge.cards.name(kingdom)} against {enemies} enemy: {short}",
            "kingdom",
        )


def _check_capture(judge: _Judge) -> None:
    army = _check_army(judge, on_field=True)
    kingdom = judge.known_kingdom("kingdom")
    if army is None or kingdom is None:
        return
    table, player = judge.table, judge.move.player
    holder = table.holder(kingdom)
    if holder is not None and holder.name == player:
        judge.breach("ak-4.4", f"{judge.cards.name(kingdom)} is already {player}'s", "kingdom")
        return
    _check_takeover(judge, kingdom, army)
    if holder is not None:
        if len(holder.kingdoms) == 1:
            judge.breach("ak-4.5", f"{judge.cards.name(kingdom)} is {holder.name}'s last kingdom", "kingdom")
        if holder.name in Chains(table.players).below(player):
            judge.breach("ak-7.4", f"{holder.name} serves {player} in their chain of command", "kingdom")
        if judge.truce():
            judge.breach("ak-8.4", "no attacks in Mustering until both players hold three kingdoms", "kingdom")
    _check_crown_to(judge, kingdom, holder)
    _check_raid(judge, army, kingdom)


def _check_crown_to(judge: _Judge, kingdom: str, holder: Player | None) -> None:
    crown_to = judge.move.get("crown_to")
    if crown_to is None:
        return
    if holder is None or holder.seat != kingdom:
        judge.breach("ak-7.8", f"no crown lies under {judge.cards.name(kingdom)}", "crown_to")
    elif crown_to == kingdom or crown_to not in holder.kingdoms:
        judge.breach("ak-7.8", f"the crown can only move under another kingdom of {holder.name}", "crown_to")


def _check_raid(judge: _Judge, army: str, captured: str) -> None:
    raid = judge.move.get("raid")
    if raid is None:
        return
    if not judge.cards.has(army, "raiders") and judge.effect != "raid":
        judge.breach("ak-5.3", f"{judge.cards.name(army)} is not a Raiders army", "raid")
        return
    if raid == WILDERNESS:
        judge.breach("ak-5.3", "Raiders march on to a free or enemy kingdom, not into the Wilderness", "raid")
        return
    if judge.known_kingdom("raid") is None:
        return
    holder = judge.table.holder(raid)
    if raid == captured or (holder is not None and holder.name == judge.move.player):
        judge.breach(
            "ak-5.3",
            f"Raiders march on to a free or enemy kingdom; {judge.cards.name(raid)} would be {judge.move.player}'s own",
            "raid",
        )
    elif (army, raid) in judge.table.retreated:
        judge.breach(
            "ak-4.7",
            f"{judge.cards.name(army)} was forced to retreat from {judge.cards.name(raid)} and may not return yet",
            "raid",
        )


def _check_battle(judge: _Judge) -> None:
    army = _check_army(judge, on_field=True)
    target = judge.known_army("target")
    if army is None or target is None:
        return
    kingdom = judge.table.position(army)
    if kingdom is None:
        return
    if judge.table.position(target) != kingdom:
        judge.breach(
            "ak-4.6",
            f"{judge.cards.name(target)} does not stand on {judge.cards.name(kingdom)} with {judge.cards.name(army)}",
            "target",
        )
    elif judge.owner(target) == judge.move.player:
        judge.breach("ak-4.6", f"{judge.cards.name(target)} is {judge.move.player}'s own army", "target")
    elif judge.owner(target) in Chains(judge.table.players).team(judge.move.player):
        judge.breach(
            "ak-4.6",
            f"{judge.cards.name(target)} belongs to {judge.owner(target)}, of {judge.move.player}'s own chain",
            "target",
        )
    elif judge.truce():
        judge.breach("ak-8.4", "no attacks in Mustering until both players hold three kingdoms", "target")


def _check_seize(judge: _Judge) -> None:
    army = _check_army(judge, on_field=True)
    kingdom = judge.known_kingdom("kingdom")
    if army is None or kingdom is None:
        return
    if judge.table.mode == "mustering":
        judge.breach("ak-8.3", "no crowns are seized in Mustering", "kingdom")
        return
    owner = _crown_owner(judge.table, kingdom)
    if owner is None:
        judge.breach("ak-4.8", f"no crown lies under {judge.cards.name(kingdom)}", "kingdom")
    elif owner.name == judge.move.player:
        judge.breach("ak-4.8", f"the crown under {judge.cards.name(kingdom)} is {owner.name}'s own", "kingdom")
    else:
        _check_takeover(judge, kingdom, army)


def _crown_owner(table: Table, kingdom: str) -> Player | None:
    """The free player whose crown lies under ``kingdom``, or None."""
    return next((player for player in table.players if player.seat == kingdom and player.liege is None), None)


def _check_manage(judge: _Judge) -> None:
    kingdom = judge.known_kingdom("kingdom")
    if kingdom is None:
        return
    table, player, receiver = judge.table, judge.move.player, judge.move.get("to")
    if judge.turn.managed:
        judge.breach("ak-4.9", f"{player} has already managed a vassal this turn: once a turn")
        return
    holder = table.holder(kingdom)
    direct = Chains(table.players).vassals_of(player)
    if table.player(receiver) is None:
        judge.breach("ak-10.8", f"no player named {receiver!r}", "to")
    elif holder is None:
        judge.breach("ak-7.5", f"{judge.cards.name(kingdom)} is a free kingdom", "kingdom")
    elif holder.name == receiver:
        judge.breach("ak-7.5", f"{judge.cards.name(kingdom)} is already {receiver}'s", "to")
    elif not ((holder.name == player and receiver in direct) or (receiver == player and holder.name in direct)):
        judge.breach(
            "ak-7.5",
            f"{player} can only give a kingdom to, or take one from, their own vassals ({', '.join(direct) or 'none'})",
            "to",
        )
    elif len(holder.kingdoms) == 1:
        judge.breach("ak-4.5", f"{judge.cards.name(kingdom)} is {holder.name}'s last kingdom", "kingdom")


# ---------------------------------------------------------------------------------------------------------
# The table after a legal move


def _apply(judge: _Judge) -> Table:
    move, table, turn = judge.move, judge.table, judge.turn
    if move.action == "end-turn":
        return _end_turn(table, judge)
    after = {
        "march": _after_march,
        "capture": _after_capture,
        "battle": _after_battle,
        "seize-crown": _after_seize,
        "manage-vassal": _after_manage,
    }[move.action](judge)
    newly_acted = [move.get("army")]
    if move.action == "capture":
        newly_acted.append(judge.cards.army_of[move.get("kingdom")])
    acted = (*turn.acted, *(army for army in newly_acted if army is not None and army not in turn.acted))
    mover = after.player(move.player)
    assert mover is not None
    acted = tuple(army for army in acted if judge.cards.kingdom_of[army] in mover.kingdoms)  # gifts leave the turn
    new_turn = replace(
        turn,
        actions=turn.actions + (1 if judge.spends_action() else 0),
        acted=acted,
        extra_march=turn.extra_march or bool(move.get("fleet")),
        managed=turn.managed or move.action == "manage-vassal",
    )
    return _with_owners(replace(after, turn=new_turn, move=None), judge.cards)


def _with_owners(table: Table, cards: Cards) -> Table:
    """Spell out every standing army's owner and drop kingdoms nobody stands on."""

    def owner(army: str) -> str | None:
        holder = table.holder(cards.kingdom_of[army])
        return None if holder is None else holder.name

    armies = {
        kingdom: tuple(Standing(entry.army, owner(entry.army)) for entry in standing)
        for kingdom, standing in table.armies.items()
        if standing
    }
    return replace(table, armies=armies)


def _without(table: Table, *armies: str) -> dict[str, tuple[Standing, ...]]:
    """The armies on the table with these armies taken off (back to a hand)."""
    return {
        kingdom: tuple(entry for entry in standing if entry.army not in armies)
        for kingdom, standing in table.armies.items()
    }


def _placed(armies: dict[str, tuple[Standing, ...]], army: str, kingdom: str) -> dict[str, tuple[Standing, ...]]:
    """``armies`` with ``army`` added on ``kingdom`` (after being taken off elsewhere)."""
    return armies | {kingdom: (*armies.get(kingdom, ()), Standing(army, None))}


def _banned(table: Table, army: str, kingdom: str) -> tuple[tuple[str, str], ...]:
    return table.retreated if (army, kingdom) in table.retreated else (*table.retreated, (army, kingdom))


def _after_march(judge: _Judge) -> Table:
    table, move = judge.table, judge.move
    army, target, victim = move.get("army"), move.get("kingdom"), move.get("force_retreat")
    armies = _without(table, army, *([victim] if victim else []))
    if target == WILDERNESS:
        return replace(table, armies=armies)
    retreated = tuple(entry for entry in table.retreated if entry != (army, target))  # Homeward Trail
    if victim:
        retreated = _banned(replace(table, retreated=retreated), victim, target)
    return replace(table, armies=_placed(armies, army, target), retreated=retreated)


def _moved_crown(player: Player, kingdom: str, crown_to: str | None) -> Player:
    """``player`` after losing ``kingdom``: its crown moves under ``crown_to`` or its first other kingdom."""
    kingdoms = tuple(held for held in player.kingdoms if held != kingdom)
    seat = player.seat if player.seat != kingdom else (crown_to or kingdoms[0])
    return replace(player, kingdoms=kingdoms, seat=seat)


def _after_capture(judge: _Judge) -> Table:
    table, move, cards = judge.table, judge.move, judge.cards
    army, kingdom, raid = move.get("army"), move.get("kingdom"), move.get("raid")
    captured_army = cards.army_of[kingdom]
    players = []
    for player in table.players:
        if player.name == move.player:
            player = replace(player, kingdoms=(*player.kingdoms, kingdom))
        elif kingdom in player.kingdoms:
            player = _moved_crown(player, kingdom, move.get("crown_to"))
        players.append(player)
    defenders = [entry.army for entry in table.armies[kingdom] if judge.owner(entry.army) != move.player]
    armies = _without(table, captured_army, *defenders)
    if raid is not None:
        armies = _placed(_without(replace(table, armies=armies), army), army, raid)
    retreated = tuple(entry for entry in table.retreated if entry[0] != captured_army)
    return replace(table.with_players(players), armies=armies, retreated=retreated)


def _after_battle(judge: _Judge) -> Table:
    table, move = judge.table, judge.move
    target = move.get("target")
    kingdom = table.position(target)
    assert kingdom is not None
    return replace(table, armies=_without(table, target), retreated=_banned(table, target, kingdom))


def _after_seize(judge: _Judge) -> Table:
    table, move = judge.table, judge.move
    owner = _crown_owner(table, move.get("kingdom"))
    assert owner is not None
    freed = set(Chains(table.players).vassals_of(owner.name))
    players = []
    for player in table.players:
        if player.name == owner.name:
            player = replace(player, liege=move.player, seat=None)
        elif player.name in freed:
            player = replace(player, liege=None, seat=player.kingdoms[0])
        players.append(player)
    return table.with_players(players)


def _after_manage(judge: _Judge) -> Table:
    table, move = judge.table, judge.move
    kingdom, receiver = move.get("kingdom"), move.get("to")
    players = []
    for player in table.players:
        if player.name == receiver:
            player = replace(player, kingdoms=(*player.kingdoms, kingdom))
        elif kingdom in player.kingdoms:
            player = _moved_crown(player, kingdom, None)
        players.append(player)
    return table.with_players(players)


def _end_turn(table: Table, judge: _Judge) -> Table:
    """The next player's turn; retreat bans on the ending player's armies run out (ak-4.7)."""
    names = [player.name for player in table.players]
    following = names[(names.index(judge.move.player) + 1) % len(names)]
    retreated = tuple(entry for entry in table.retreated if judge.owner(entry[0]) != judge.move.player)
    return _with_owners(replace(table, retreated=retreated, turn=Turn(player=following), move=None), judge.cards)


def describe_move(table: Table, cards: Cards) -> str:
    """The (legal) move of a table in words, with the cards' printed names."""
    move = table.move
    assert move is not None
    name, who = cards.names, move.player
    army = name.get(move.get("army") or "", "")
    kingdom = move.get("kingdom")
    holder = table.holder(kingdom) if kingdom in cards.army_of else None
    if move.action == "march":
        text = f"{who} marches {army} " + ("into the Wilderness" if kingdom == WILDERNESS else f"onto {name[kingdom]}")
        text += f", forcing {name[move.get('force_retreat')]} back" if move.get("force_retreat") else ""
        text += " (the Fleet of Foot march)" if move.get("fleet") else ""
    elif move.action == "capture":
        source = f"from {holder.name}" if holder is not None else "(a free kingdom)"
        text = f"{who} captures {name[kingdom]} {source} with {army}"
        text += f", which then raid on to {name[move.get('raid')]}" if move.get("raid") else ""
    elif move.action == "battle":
        text = f"{who} battles with {army}: {name[move.get('target')]} retreat to their owner's hand"
    elif move.action == "seize-crown":
        assert holder is not None
        text = f"{who} seizes {holder.name}'s crown under {name[kingdom]} with {army}: "
        text += f"{holder.name} becomes {who}'s vassal"
    elif move.action == "manage-vassal":
        assert holder is not None
        receiver = move.get("to")
        text = (
            f"{who} gives {name[kingdom]} to {receiver}"
            if holder.name == who
            else (f"{who} takes {name[kingdom]} from {holder.name}")
        )
    else:
        names = [player.name for player in table.players]
        text = f"{who} ends the turn; {names[(names.index(who) + 1) % len(names)]} is next"
    return text + (f", playing {name[move.card]}" if move.card else "")
