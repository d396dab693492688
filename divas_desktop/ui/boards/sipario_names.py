"""Names of Sipario! for the generic board (Qt-free).

Maps the ids of the engine's data (singers, action cards, operas, extra shows) to the
text codes of ``texts_sipario.py`` -- or to the printed proper name of a card that has
no text (invented singers, opera titles); ``generic.py`` translates them. Nothing here
decides a rule.
"""

from __future__ import annotations

from typing import Any

from divas_desktop.games.sipario.data import load

VECTOR_FIELDS: dict[str, tuple[str, ...]] = {}
"""List fields whose positions have names (none in Sipario!)."""
SEAT_LISTS = ()
"""Fields whose lists are indexed by seat."""
FIRST_FIELDS = ("phase", "current", "players", "staging")
"""View fields shown first (what a player looks at most)."""
HIDDEN_FIELDS = (
    "seat",
    "uc_index",
    "uc_step",
    "pending_kind",
    "stage",
    "index",
    "cancels",
    "discard_by",
    "blind_by",
    "time_up",
    "first",
    "drew",
    "played",
    "exceptions",
    "exceptions_hidden_count",
)
"""View fields the summary leaves out."""
NOT_SEAT = ("target",)
"""Fields that hold no seat in this game (``target``: a debut effect's index)."""


DETAIL_FIELDS = (
    "card",
    "hand",
    "mine",
    "known_cards",
    "discard",
    "extra_cards",
    "own_blind",
    "enabler",
)
"""Fields whose singers are shown with their category and voice."""


def detail(value: Any) -> tuple[str, dict[str, Any]] | None:
    """A singer's category and voice, "(Golden Throat, Soprano)" (Prime donne: none)."""
    singer = load().singers.get(value) if isinstance(value, str) else None
    if singer is None or singer.category == "pd":
        return None
    category = f"sipario.category.{singer.category}"
    if singer.voice is None:
        return "generic_board.sipario.singer", {"category": category}
    voice = f"sipario.voice.{singer.voice}"
    return "generic_board.sipario.singer.voice", {"category": category, "voice": voice}


def name_code(value: Any, field: str = "", kind: str = "") -> str | None:
    """Return the text code (or printed name) of ``value``, an id of the game, or ``None``."""
    if not isinstance(value, str):
        return None
    data = load()
    singer = data.singers.get(value)
    if singer is not None:
        return f"sipario.pd.{singer.ability}" if singer.category == "pd" else singer.name
    card = data.action_cards.get(value)
    if card is not None:
        return f"sipario.card.{card.type}"
    if value == data.fool_id:
        return "sipario.card.fool"
    opera = data.operas.get(value)
    if opera is not None:
        return opera.title
    if value in data.shows:
        return f"sipario.show.{value}"
    if value in data.action_types:
        return f"sipario.card.{value}"
    if field == "category":
        return f"sipario.category.{value}"
    if field in ("eliminated", "postponement"):
        return f"sipario.postponement.{value}"
    if field == "mode":
        return f"sipario.option.mode.{value}"
    if field in ("phase", "source"):
        return f"generic_board.sipario.{field}.{value}"
    return None


def prepare(view: dict) -> dict:
    """The view as the summary shows it: roles by name, redundant fields dropped.

    Only the presentation changes (a copy is returned); the actions still read the view.
    """
    data = load()
    staging = []
    for production in view.get("staging") or []:
        opera = data.operas.get(production.get("opera"))
        roles = opera.roles if opera is not None else ()

        def role(index, roles=roles):
            return roles[index].name if isinstance(index, int) and index < len(roles) else index

        slots = []
        for slot in production.get("slots", []):
            shown = {"card": slot.get("card"), "role": role(slot.get("role"))}
            if slot.get("by") is not None and slot.get("by") != production.get("owner"):
                shown["by"] = slot["by"]
            shown |= {k: slot[k] for k in ("delayed", "eliminated") if slot.get(k)}
            slots.append(shown)
        effects = []
        for effect in production.get("effects", []):
            shown = {k: v for k, v in effect.items() if k not in ("type", "gold", "role")}
            if effect.get("type") != data.action_type(effect.get("card", "")):
                shown["type"] = effect.get("type")
            if effect.get("role") is not None:
                shown["role"] = role(effect["role"])
            if effect.get("gold"):
                shown["gold"] = effect["gold"]
            effects.append(shown)
        staging.append(production | {"slots": slots, "effects": effects})
    return view | {"staging": staging} if "staging" in view else dict(view)


def _role_name(view: Any, prod: int | None, role: int) -> str | None:
    """The printed name of a role of the production ``prod`` (the last one if ``None``)."""
    staging = view.get("staging") if isinstance(view, dict) else None
    if not staging:
        return None
    try:
        production = staging[-1 if prod is None else prod]
        return load().operas[production["opera"]].roles[role].name
    except (IndexError, KeyError, TypeError):
        return None


def action_params(kind: str, params: dict[str, Any], view: Any = None) -> dict[str, Any]:
    """The parameters a button names: roles by name, redundant types and defaults dropped."""
    out = {k: v for k, v in params.items() if v not in (None, False, 0, (), [])}
    if params.get("seat") is not None:
        out["seat"] = params["seat"]  # seat 0 is a player too
    data = load()
    for field, typed in (("card", "as_type"), ("enabler", "enabler_type")):
        if out.get(typed) and data.action_type(out.get(field, "")) == out[typed]:
            del out[typed]  # the card's own type: already named by the card
    if "types" in out and "cards" in out:
        if [data.action_type(c) for c in out["cards"]] == list(out["types"]):
            del out["types"]
    out.pop("prod", None)
    prod = params.get("prod")
    if prod is not None:
        staging = view.get("staging") if isinstance(view, dict) else None
        if staging and 0 <= prod < len(staging):
            out["prod"] = staging[prod]["opera"]
    if isinstance(params.get("role"), int):
        name = _role_name(view, params.get("prod"), params["role"])
        out["role"] = name if name is not None else params["role"] + 1
    out.pop("target", None)
    if isinstance(params.get("target"), int):
        out["effect"] = params["target"] + 1  # the index of a debut effect, shown from 1
    if "prod" in out:
        out["prod"] = out.pop("prod")  # the production last: "as Serpina, in La serva padrona"
    if kind == "fool_reaction":
        return {"choice": f"generic_board.sipario.fool.{'use' if params['cancel'] else 'keep'}"}
    if kind == "accept_offer":
        out["index"] = params["index"] + 1
    return out
