"""Governance and alignment stay distinguishable under the common forms of colour blindness
(issue 20): deuteranopia and protanopia simulated (Machado, Oliveira and Fernandes 2009, severity
1.0, in linear RGB), the colours compared by CIE76 colour distance in CIELAB; and every colour
that carries a meaning also carries a second cue (a word or a letter) on the pictures."""

from __future__ import annotations

import itertools

import pytest

from engine.view import CountryView
from render.closeup import _line2
from render.style import GOVERNANCE, TYPE_HEADER, Colour

MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
}
#: a colour distance players tell apart at a glance (CIE76; 2.3 is just noticeable)
APART = 20.0


def _lin(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _srgb(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb: Colour, kind: str) -> tuple[float, float, float]:
    lin = [_lin(v) for v in rgb]
    return tuple(_srgb(sum(m * v for m, v in zip(row, lin, strict=True))) for row in MACHADO[kind])  # type: ignore[return-value]


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (_lin(v) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def distance(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b), strict=True)) ** 0.5


@pytest.mark.parametrize("kind", ["protanopia", "deuteranopia"])
def test_governance_chips_stay_apart(kind: str) -> None:
    chips = {name: simulate(fill, kind) for name, (fill, _, _, _) in GOVERNANCE.items()}
    for (a, ca), (b, cb) in itertools.combinations(chips.items(), 2):
        assert distance(ca, cb) >= APART, (kind, a, b, round(distance(ca, cb), 1))


@pytest.mark.parametrize("kind", ["protanopia", "deuteranopia"])
def test_chip_text_stays_readable_on_its_colour(kind: str) -> None:
    for name, (fill, ink, _, _) in GOVERNANCE.items():
        assert distance(simulate(fill, kind), simulate(ink, kind)) >= 2 * APART, (kind, name)


@pytest.mark.parametrize("kind", ["protanopia", "deuteranopia"])
def test_country_type_headers_stay_apart(kind: str) -> None:
    """Sunni, Shia-Mix and Iran headers (each also has its symbol: circle, diamond, hexagon)."""
    heads = {t: simulate(TYPE_HEADER[t][0], kind) for t in ("sunni", "shia_mix", "iran")}
    for (a, ca), (b, cb) in itertools.combinations(heads.items(), 2):
        assert distance(ca, cb) >= APART - 2, (kind, a, b, round(distance(ca, cb), 1))


def test_a_simulation_that_loses_red_and_green_is_what_is_tested() -> None:
    """The check can fail: pure red and green, far apart to most eyes, come close under both."""
    red, green = (213, 94, 0), (0, 158, 115)
    assert distance(red, green) > 60
    for kind in MACHADO:
        assert distance(simulate((255, 0, 0), kind), simulate((0, 150, 0), kind)) < distance((255, 0, 0), (0, 150, 0)) / 2


def test_governance_and_alignment_carry_words_besides_colour() -> None:
    """The second cue: a Governance chip is a word ("Good", "Fair", "Poor", "IR") and Alignment is
    written out; no two Governance levels share a word."""
    assert len({label for _, _, label, _ in GOVERNANCE.values()}) == len(GOVERNANCE)
    base = dict(
        id="iraq", name="Iraq", type="shia_mix", resources=3, oil=True, recruit=None, schengen=False,
        schengen_link=False, adjacent=[], posture=None, troops=0, sleepers=0, actives=0, cadre=False, aid=0,
        besieged=False, regime_change=None, plots=0, markers=[],
    )  # fmt: skip
    for gov, (_, _, label, _) in GOVERNANCE.items():
        for al in ("ally", "neutral", "adversary"):
            c = CountryView(**base, governance=gov, alignment=al)  # type: ignore[arg-type]
            words = [t[0] for t in _line2(c, None)]
            assert label in words and al.title() in words
