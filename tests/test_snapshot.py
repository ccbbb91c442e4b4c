"""A memory snapshot's modules are used only while they match the site's sources."""

import sys
from pathlib import Path

from table.snapshot import forget_stale_modules, source_digest

PY = Path(__file__).resolve().parent.parent / "py"


def test_the_digest_covers_every_module_and_changes_with_any_of_them(tmp_path):
    for name in ("solitaire/__init__.py", "table/view.py"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x = 1\n")
    before = source_digest(tmp_path)
    (tmp_path / "table" / "view.py").write_text("x = 2\n")
    assert source_digest(tmp_path) != before
    assert source_digest(PY) == source_digest(PY)


def test_modules_from_a_stale_snapshot_are_dropped_and_fresh_ones_kept(monkeypatch):
    import solitaire.cards  # noqa: F401, PLC0415 - imported here, as a snapshot would have it

    monkeypatch.setattr(sys, "_solitaire_sources", "a digest of other sources", raising=False)
    kept = dict(sys.modules)
    try:
        assert forget_stale_modules(PY)
        assert "solitaire.cards" not in sys.modules and "json" in sys.modules
    finally:
        sys.modules.update(kept)
    monkeypatch.setattr(sys, "_solitaire_sources", source_digest(PY))
    assert not forget_stale_modules(PY) and "solitaire.cards" in sys.modules
    monkeypatch.delattr(sys, "_solitaire_sources")
    assert not forget_stale_modules(PY)  # an ordinary boot: nothing to compare
