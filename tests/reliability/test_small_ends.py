"""The small ends of the command line (issue 31, point 7).

- Output to a pipe whose reader has gone (``pnp cards GAME | head -1``) ends quietly with exit 0: the reader took
  what it wanted, and nothing it asked for is lost (a full or closed standard output is still exit 3:
  ``test_output_failures.py``).
- ``pnp simulate --games`` has an upper bound, refused at once as a usage error.
"""

from __future__ import annotations

import subprocess

import pytest
from found_games import GAMES, PLAYABLE
from reliability_tools import PNP, REPO, run_pnp

from generator.cli import MAX_GAMES

COMMANDS = [["cards", GAMES[0]], ["cards", GAMES[0], "--json"], ["games"], ["validate"]]


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_output_to_a_pipe_whose_reader_has_gone_ends_quietly(command: list[str]) -> None:
    # The reader leaves at once, so every write of the command meets a closed pipe, however little it writes.
    line = " ".join([*PNP, *command]) + " | true"
    result = subprocess.run(
        ["bash", "-o", "pipefail", "-c", line], cwd=REPO, stderr=subprocess.PIPE, text=True, timeout=300
    )
    assert (result.returncode, result.stderr) == (0, "")


def test_simulate_refuses_more_games_than_its_bound() -> None:
    result = run_pnp("simulate", PLAYABLE[0], "--games", str(MAX_GAMES + 1), timeout=60)
    assert result.returncode == 2
    assert "--games" in result.stderr and f"{MAX_GAMES}" in result.stderr
