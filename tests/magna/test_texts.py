"""Every code the engine emits has an English text and complete Italian/Spanish ones."""

from __future__ import annotations

import re
from pathlib import Path

from divas_desktop.games.magna import refusals
from divas_desktop.games.magna.rules import GAME
from divas_desktop.games.magna.scoring import CATEGORIES
from divas_desktop.i18n.texts_magna import TEXTS

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def test_ids_and_codes_have_texts():
    cat = GAME.cat
    codes = list(cat.cards) + list(cat.buildings) + list(cat.worksites) + list(cat.powers)
    codes += [s.id for s in cat.shops] + list(CATEGORIES)
    codes += [f"{p}.effect" for p in cat.powers]
    codes += [
        "magna.tie.worksite_tokens",
        "magna.tie.worksite_levels",
        "magna.tie.raw_goods",
        "magna.tie.shared",
    ]
    for field in GAME.config_type.model_fields.values():
        codes.append(field.description)
    missing = [c for c in codes if c not in TEXTS]
    assert not missing, missing


def test_refusal_reasons_have_texts():
    source = (
        Path(refusals.__file__).read_text()
        + Path(refusals.__file__).with_name("legal.py").read_text()
    )
    reasons = set(re.findall(r'IllegalAction\("(\w+)"', source))
    reasons |= set(re.findall(r'return "(\w+)"', source))
    missing = [r for r in reasons if f"reason.{r}" not in TEXTS]
    assert not missing, missing
