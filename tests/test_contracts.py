"""The import contracts in pyproject.toml (checked by `lint-imports`) keep up with the code."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_render_module_is_held_to_the_engine_face_contract() -> None:
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    (face,) = [c for c in contracts if c["name"].startswith("render never takes the engine's face")]
    modules = {"render"} | {f"render.{p.stem}" for p in (ROOT / "render").glob("*.py") if p.stem != "__init__"}
    assert set(face["source_modules"]) == modules  # a new render module is added to the contract
