"""The rendering checks know every game's ids: a text showing one is caught.

``checks.RAW_ID`` must match every card id of the games' data (``resources/<game>/``);
``checks.PRINTED_ID`` every printed code a card is catalogued by (Opera Magna's trade
cards, "Trade card Hand I-01"), in every language. Ids without a dot are plain data keys
("scala", "venice"), which the log names through their texts.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from divas_desktop.i18n.texts_magna import TEXTS as MAGNA
from divas_desktop.paths import resources_dir

from .checks import PRINTED_ID, RAW_ID, problems

ROOT = Path(__file__).resolve().parents[2]


def _ids(data: Any) -> list[str]:
    if isinstance(data, dict):
        own = [data["id"]] if isinstance(data.get("id"), str) else []
        return own + [i for value in data.values() for i in _ids(value)]
    if isinstance(data, list):
        return [i for value in data for i in _ids(value)]
    return []


def test_every_card_id_of_the_data_is_caught():
    ids = []
    for path in sorted(resources_dir().glob("*/*.json")):
        if not path.name.startswith(("grammar_", "history")):
            ids += _ids(json.loads(path.read_text(encoding="utf-8")))
    cards = [i for i in ids if "." in i]
    assert len(cards) > 500
    assert [i for i in cards if not RAW_ID.match(i)] == []
    assert all(problems(f"Alfredo plays {i}.", "en") for i in cards)


def test_every_printed_card_code_is_caught_in_every_language():
    printed = {code: english for code, english in MAGNA.items() if code.startswith("mag.trade.")}
    assert len(printed) == 66
    catalogue = json.loads((ROOT / "translations" / "src" / "magna.json").read_text("utf-8"))
    names = [english for english in printed.values()]
    names += [catalogue[english][lang] for english in printed.values() for lang in ("it", "es")]
    assert [name for name in names if not PRINTED_ID.search(name)] == []
