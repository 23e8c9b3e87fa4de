"""`python -m bot`'s start-up (bot/__main__.py): what it does before the Discord bot or the console runs."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

import bot.__main__ as entry
from bot.core import i18n


def test_start_up_parses_the_catalogs_then_puts_the_heap_out_of_the_full_collections(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[int, bool]] = []

    def run(config: object, force_sync: bool) -> int:
        seen.append((gc.get_freeze_count(), i18n.catalogs.cache_info().currsize == 1))
        return 0

    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setattr(entry, "run", run)
    gc.unfreeze()
    try:
        assert entry.main([]) == 0
        ((frozen, parsed),) = seen
        assert parsed and frozen > 50_000  # the catalogs' objects among them
    finally:
        gc.unfreeze()  # (the test process's heap is the collector's again)
