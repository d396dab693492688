"""Open recent follows saves and opens at once, without a restart."""

from __future__ import annotations

from pathlib import Path

from .helpers import demo_match


def _recent_names(window) -> list[str]:
    return [action.text() for action in window.menu_recent.actions()]


def test_first_save_enables_open_recent_at_once(window, tmp_path):
    assert window.recent_files() == []
    assert not window.menu_recent.isEnabled()  # nothing to offer at start
    window.controller.start(demo_match())
    assert window.save_to(tmp_path / "first night.divas")
    assert window.menu_recent.isEnabled()
    assert _recent_names(window) == ["first night.divas"]


def test_opening_a_file_puts_it_first(window, tmp_path):
    window.controller.start(demo_match())
    for name in ("tosca.divas", "aida.divas"):
        assert window.save_to(tmp_path / name)
    assert _recent_names(window) == ["aida.divas", "tosca.divas"]
    assert window.open_file(tmp_path / "tosca.divas")
    assert _recent_names(window) == ["tosca.divas", "aida.divas"]
    window.menu_recent.actions()[1].trigger()
    assert window.current_path == Path(tmp_path / "aida.divas")
