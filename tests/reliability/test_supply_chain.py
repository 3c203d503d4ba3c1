"""A pinned supply chain: every Python package the setup installs is in a lock with its hashes: what the build
needs in ``.ci/requirements-build.lock`` (the project's direct and transitive dependencies, the build backend),
that and the test tools in ``.ci/requirements.lock``, at the same versions; and the setup installs them with
``--require-hashes``."""

from __future__ import annotations

import re
import tomllib
from importlib.metadata import distribution
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

REPO = Path(__file__).resolve().parents[2]
LOCK = REPO / ".ci" / "requirements.lock"
BUILD_LOCK = REPO / ".ci" / "requirements-build.lock"
PIN = re.compile(r"^([A-Za-z0-9._-]+)==(\S+) \\$")
HASH = re.compile(r"^    --hash=sha256:[0-9a-f]{64}(?: \\)?$")


def locked(lock: Path = LOCK) -> dict[str, tuple[str, int]]:
    """Package → (pinned version, number of hashes), from a lock file."""
    pins: dict[str, tuple[str, int]] = {}
    current = ""
    for line in lock.read_text(encoding="utf-8").splitlines():
        if match := PIN.match(line):
            current = canonicalize_name(match[1])
            pins[current] = (match[2], 0)
        elif HASH.match(line):
            version, hashes = pins[current]
            pins[current] = (version, hashes + 1)
    return pins


def needed(name: str, extras: tuple[str, ...] = ()) -> set[str]:
    """``name`` and every package it requires, transitively, as installed (markers evaluated here)."""
    found: set[str] = set()
    waiting = [(name, extras)]
    while waiting:
        package, wanted = waiting.pop()
        if canonicalize_name(package) in found:
            continue
        found.add(canonicalize_name(package))
        for text in distribution(package).requires or []:
            requirement = Requirement(text)
            environments = [{"extra": extra} for extra in wanted] or [{"extra": ""}]
            if requirement.marker is None or any(requirement.marker.evaluate(env) for env in environments):
                waiting.append((requirement.name, tuple(requirement.extras)))
    return found


def test_every_package_the_project_needs_is_locked_with_hashes() -> None:
    pins = locked()
    missing = needed("pnp-toolkit", ("test",)) - {"pnp-toolkit"} - set(pins)
    assert missing == set()
    assert all(hashes >= 1 for _version, hashes in pins.values())
    for package in needed("pnp-toolkit", ("test",)) - {"pnp-toolkit"}:
        assert distribution(package).version == pins[package][0], package


def test_every_package_the_build_needs_is_in_the_build_lock_as_in_the_full_one_and_no_test_tool() -> None:
    build, full = locked(BUILD_LOCK), locked()
    assert needed("pnp-toolkit") - {"pnp-toolkit"} - set(build) == set()
    assert all(hashes >= 1 for _version, hashes in build.values())
    assert {package: pin[0] for package, pin in build.items()} == {package: full[package][0] for package in build}
    test_tools = needed("pnp-toolkit", ("test",)) - needed("pnp-toolkit")
    assert {"pytest", "playwright", "mypy", "ruff"} <= test_tools
    assert test_tools & set(build) == set()


def test_the_direct_dependencies_and_the_build_backend_are_pinned_to_the_locks() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    pins, build = locked(), locked(BUILD_LOCK)
    direct = [*project["project"]["dependencies"], *project["project"]["optional-dependencies"]["test"]]
    for text in [*direct, *project["build-system"]["requires"]]:
        requirement = Requirement(text)
        [specifier] = requirement.specifier
        assert specifier.operator == "==", text
        assert pins[canonicalize_name(requirement.name)][0] == specifier.version, text
    for text in [*project["project"]["dependencies"], *project["build-system"]["requires"]]:
        requirement = Requirement(text)
        assert build[canonicalize_name(requirement.name)][0] == next(iter(requirement.specifier)).version, text


def test_the_setup_installs_from_the_locks_with_hashes_only() -> None:
    setup = (REPO / ".ci" / "setup").read_text(encoding="utf-8")
    assert '--require-hashes --only-binary=:all: -r "$lock"' in setup
    assert "lock=$($tests && echo .ci/requirements.lock || echo .ci/requirements-build.lock)" in setup
    assert "--no-deps --no-build-isolation --check-build-dependencies -e ." in setup
    installs = [line for line in setup.splitlines() if "pip" in line and "install" in line]
    assert all('-e ".[test]"' not in line for line in installs)
