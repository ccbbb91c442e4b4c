"""The deck's faces, drawn from the pinned package by the build (scripts/draw_faces.py): every
card's body, a figure of its own for each court card, no corner index left, and a sheet small
enough for a first visit."""

from __future__ import annotations

import gzip
import re
from functools import cache

import pytest

import draw_faces

RANKS = "A23456789TJQK"


@cache
def drawn() -> dict[str, tuple[str, str | None]]:
    return draw_faces.faces(draw_faces.read_deck())


def test_every_card_has_a_body_and_only_the_courts_and_the_ace_of_spades_a_figure() -> None:
    faces = drawn()
    assert set(faces) == {rank + suit for rank in RANKS for suit in "SHDC"}
    for card, (pips, figure) in faces.items():
        assert pips.startswith("<svg xmlns='http://www.w3.org/2000/svg' viewBox='-92 -136 184 272'>")
        assert (figure is not None) == (card[0] in "JQK" or card == "AS"), card


def test_a_number_card_draws_as_many_pips_as_its_rank_and_a_court_the_two_of_its_frame() -> None:
    for card, (pips, _) in drawn().items():
        uses = len(re.findall(r"<use ", pips))
        assert uses == ("A23456789T".index(card[0]) + 1 if card[0] in "A23456789T" else 2), card


def test_the_twelve_court_figures_are_twelve_pictures() -> None:
    figures = {card: figure for card, (_, figure) in drawn().items() if figure and card[0] in "JQK"}
    assert len(figures) == 12
    assert len(set(figures.values())) == 12
    assert all(len(figure) > 10_000 for figure in figures.values())  # a picture, not a pip


def test_no_corner_index_and_no_white_card_are_left_in_a_body() -> None:
    for pips, figure in drawn().values():
        for svg in (pips, figure or ""):
            xs = [float(x) for x in re.findall(r" x='(-?[\d.]+)'", svg)]
            assert all(x > draw_faces.INDEX_EDGE for x in xs)
            assert not re.search(r"<rect[^>]*fill='#fff'", svg)
            assert "<text" not in svg and "<title" not in svg


def test_every_reference_in_a_body_finds_its_symbol() -> None:
    for pips, figure in drawn().values():
        for svg in (pips, figure or ""):
            ids = set(re.findall(r" id='(\w+)'", svg))
            assert set(re.findall(r" href='#(\w+)'", svg)) <= ids


@pytest.mark.parametrize(
    ("path", "places", "expected"),
    [
        ("M1.54.96", 1, "M1.5 1"),  # a number rounded to a whole one keeps apart from the next
        ("M1.5.5 2 .27", 1, "M1.5.5 2 .3"),
        ("M0-34.098 8.434 8.434L0-17.229", 1, "M0-34.1 8.4 8.4L0-17.2"),
        ("m-.04.5", 1, "m0 .5"),
        ("M10.04.96", 0, "M10 1"),
    ],
)
def test_rounded_path_data_reads_as_the_same_numbers(path: str, places: int, expected: str) -> None:
    assert draw_faces.round_numbers(path, places) == expected


def test_the_sheet_has_a_rule_per_card_for_the_table_and_the_helps_pictures() -> None:
    sheet = draw_faces.stylesheet(drawn())
    for card in drawn():
        assert f'[data-card="{card}"],[data-shows="{card}"]{{--pips:url("data:image/svg+xml,' in sheet
    assert sheet.count("--figure:") == 13
    assert "#" not in re.sub(r"/\*.*?\*/", "", sheet).replace('"{', "")  # every # escaped in the URLs


def test_the_sheet_fits_the_first_visits_budget() -> None:
    """0.3 MB compressed at most, with room to spare (the server compresses it with brotli, which
    does better than gzip here)."""
    assert len(gzip.compress(draw_faces.stylesheet(drawn()).encode(), 6)) < 150_000


def test_a_deck_of_another_shape_is_refused_in_words() -> None:
    with pytest.raises(draw_faces.DeckError, match="240 by 336"):
        draw_faces.face_svgs(["svg", {"viewBox": "0 0 10 10"}, []])
    deck = {name: face for name, face in draw_faces.read_deck().items() if name != "Hq"}
    with pytest.raises(draw_faces.DeckError, match="QH"):
        draw_faces.faces(deck)
