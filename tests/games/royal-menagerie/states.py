"""Royal Menagerie's states for the shared benchmarks: players that grow in number, and a player of any name."""

from __future__ import annotations

from typing import Any

GROWS = "players"
ROLES = ["grand-vizier", "loyalist", "conspirator", "conspirator"]


def growing(size: int) -> dict[str, Any]:
    players = [{"name": f"P{index}", "role": ROLES[index % 4], "menagerie": {"mammoth": 1}} for index in range(size)]
    return {"players": players}


def named(name: str) -> dict[str, Any]:
    first, *others = growing(4)["players"]
    return {"players": [{**first, "name": name}, *others]}
