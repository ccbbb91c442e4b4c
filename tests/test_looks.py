"""The player's looks: kept with the settings, and known alike to the early script that applies
them before the first paint (static/app/theme.js) and to the stylesheet of looks."""

import json
from pathlib import Path

import pytest

from table.storage.schema import read_settings
from table.storage.settings import BACKS, FELTS, Settings

APP = Path(__file__).resolve().parent.parent / "static" / "app"


def test_the_looks_are_kept_with_the_settings_and_a_look_we_do_not_know_is_refused():
    chosen = Settings(theme="dark", felt="blue", back="black", faces="large", clock="hidden", sound="on")
    assert read_settings(json.loads(json.dumps(chosen.to_json()))) == chosen
    assert read_settings({}) == Settings(
        theme="system", felt="green", back="blue", faces="auto", clock="shown", sound="off"
    )
    for name, value in [("theme", "sepia"), ("felt", "purple"), ("back", 3), ("faces", "huge"), ("sound", True)]:
        with pytest.raises(ValueError, match=name):
            read_settings({name: value})


def test_the_stylesheet_has_every_felt_in_both_looks_and_every_back():
    css = (APP / "themes.css").read_text()
    for theme in ("light", "dark"):
        assert f'[data-theme="{theme}"] {{' in css or f'[data-theme="{theme}"],' in css
        for felt in FELTS:
            assert f'[data-theme="{theme}"][data-felt="{felt}"]' in css
    for back in BACKS:
        assert f'[data-back="{back}"]' in css
