"""English texts of the demo game's newer moves and of its board (a test fixture only).

The older demo texts stay in ``divas_desktop/i18n/texts_core.py``. This table is put in
place as ``divas_desktop.i18n.texts_demo`` by the UI tests' conftest, so ``text("demo",
code)`` finds it like any game's table; it is not shipped and not translated.
"""

TEXTS: dict[str, str] = {
    "demo.encore": "{player} adds an encore.",
    "demo.dedicated.tender": "{player} dedicates {card} tenderly to {target}.",
    "demo.dedicated.fiery": "{player} dedicates {card} fierily to {target}.",
    "demo.claque_hired": "{player} hires the claque for {gold} gold and {flowers} flowers.",
    "demo.rehearsed": "{player} rehearses {card}.",
    "demo.score.applause": "Applause",
    "demo.score.claque": "The claque",
    "demo.zone.box": "Royal box: drop an aria to dedicate it",
    "demo.pile.wings": "Wings",
    "demo.token.claque": "Claque",
    "demo.choice.plain": "Sing it",
    "demo.choice.encore": "Sing it with an encore",
    "demo.detail.plain": "no cost",
    "demo.detail.encore": "{gold} gold → +{applause} applause",
    "demo.mood.tender": "Tenderly",
    "demo.mood.fiery": "Fierily",
    "demo.to": "to {player}",
    "demo.detail.tender": "+{applause} applause for {player}",
    "demo.detail.fiery": "{flowers} flower → +{applause} applause for {player}",
    "demo.step.mood": "How do you dedicate it?",
    "demo.step.to": "To whom?",
    "demo.claque.title": "Pay the claque: {cost} goods in all",
    "demo.claque.most": "Most plentiful first",
    "demo.good.gold": "Gold",
    "demo.good.flowers": "Flowers",
    "demo.unit.gold": "gold",
    "demo.unit.flowers": "flowers",
    "demo.unit.applause": "applause",
    "demo.track": "Applause",
    "demo.card.rule": "On stage it must be at least as strong as the last aria ({top}).",
    "demo.summary.purse": "{gold} gold · {flowers} flowers · {applause} applause",
    "demo.summary.hand": "{count} cards in hand",
    "demo.area": "{player}'s box",
}
TEXTS.update(
    {f"demo.{v}{s}": f"Aria {v} {'♪' if s == 'a' else '♫'}" for v in range(1, 10) for s in "ab"}
)
"""Card names: ``demo.7a`` reads "Aria 7 ♪" in the log, never its id."""
