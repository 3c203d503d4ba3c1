"""The README: its two commands are the ones CI and users run, its table of games is the games found, and it
links nowhere outside the repository."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TEST_COMMAND = "bash .ci/setup --tests && .venv/bin/python -m pytest"
BUILD_COMMAND = "bash .ci/setup && .venv/bin/pnp build"


def test_readme_gives_the_setup_and_run_commands() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert f"    {BUILD_COMMAND}\n" in readme
    assert f"    {TEST_COMMAND}\n" in readme


def test_ci_runs_exactly_the_readme_test_command() -> None:
    lines = [
        line
        for line in (REPO / ".ci" / "run").read_text(encoding="utf-8").splitlines()
        if line and not line.startswith("#")
    ]
    assert lines[-1] == TEST_COMMAND


def games_table() -> str:
    """The README's table of the games found: name, id, players, and a link to the state format of each with rules."""
    from found_games import WITH_RULES

    from generator.data.load import load_games
    from generator.pages import FORMAT_FILE
    from generator.scoring.games import package_folder

    rows = ["| Game | Id | Players | Rules |", "|---|---|---|---|"]
    for game in load_games():
        fewest, most = game.players
        players = str(fewest) if fewest == most else f"{fewest}–{most}"
        rules = f"[state format]({package_folder(game.id)}{FORMAT_FILE})" if game.id in WITH_RULES else "—"
        rows.append(f"| {game.name} | `{game.id}` | {players} | {rules} |")
    return "\n".join(rows)


def test_readme_lists_the_games_found_with_a_link_to_each_state_format() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    block = re.search(r"<!-- games: [^>]*-->\n(.*?)\n<!-- /games -->", readme, re.DOTALL)
    assert block is not None
    assert block[1] == games_table(), f"replace the README's table of games with:\n{games_table()}"
    for link in re.findall(r"\]\(([^)#]+)\)", block[1]):
        assert (REPO / link).is_file(), link


def test_readme_links_nowhere_outside_the_repository() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert not re.findall(r"\]\((?:\.\./|/)[^)]*\)", readme)
    assert "shared/" not in readme
