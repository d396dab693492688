"""English texts of the Opera Magna board's own labels (context ``magna_board``).

The engine's codes (cards, goods, cities, phases, score categories) live in
``texts_magna.py``; this table holds what the board itself writes on the table.
"""

# ruff: noqa: E501

from divas_desktop.i18n.noop import QT_TRANSLATE_NOOP, counted

CONTEXT = "magna_board"
TEXTS: dict[str, str] = {
    # --- letters of the buildings' sizes and colours (the goods have marks: texts.py) ----
    "letters.size": QT_TRANSLATE_NOOP("magna_board", "S M L"),
    "letters.colour": QT_TRANSLATE_NOOP("magna_board", "Y G R B"),
    "group.hand1": QT_TRANSLATE_NOOP("magna_board", "H1"),
    "group.hand2": QT_TRANSLATE_NOOP("magna_board", "H2"),
    "group.city1": QT_TRANSLATE_NOOP("magna_board", "I"),
    "group.city2": QT_TRANSLATE_NOOP("magna_board", "II"),
    "group.city3": QT_TRANSLATE_NOOP("magna_board", "III"),
    "group.A": QT_TRANSLATE_NOOP("magna_board", "A"),
    "group.B": QT_TRANSLATE_NOOP("magna_board", "B"),
    "group.C": QT_TRANSLATE_NOOP("magna_board", "C"),
    # --- the table ----------------------------------------------------------------------
    "area.cost": QT_TRANSLATE_NOOP("magna_board", "Cost"),
    "area.profit": QT_TRANSLATE_NOOP("magna_board", "Profit"),
    "merchant.of": QT_TRANSLATE_NOOP("magna_board", "Merchant of {player}"),
    "florence": QT_TRANSLATE_NOOP("magna_board", "Florence · Santa Maria del Fiore"),
    "level.short": QT_TRANSLATE_NOOP("magna_board", "L{level}"),
    "buildings": QT_TRANSLATE_NOOP("magna_board", "Buildings"),
    "deck.building": counted(QT_TRANSLATE_NOOP("magna_board", "{size} deck: %n cards")),
    "draft.title": QT_TRANSLATE_NOOP("magna_board", "Building draft"),
    "draft.note": QT_TRANSLATE_NOOP("magna_board", "two each, in snake order"),
    "market": QT_TRANSLATE_NOOP("magna_board", "Market"),
    "rounds.left": counted(QT_TRANSLATE_NOOP("magna_board", "%n rounds left")),
    "rounds.last": QT_TRANSLATE_NOOP("magna_board", "Last round"),
    "rounds.over": QT_TRANSLATE_NOOP("magna_board", "Game over"),
    "slot.free": QT_TRANSLATE_NOOP("magna_board", "free"),
    "slot.cost": counted(QT_TRANSLATE_NOOP("magna_board", "%n goods")),
    "deck.first": QT_TRANSLATE_NOOP("magna_board", "A·B"),
    "deck.c": QT_TRANSLATE_NOOP("magna_board", "C"),
    "deck.market": counted(QT_TRANSLATE_NOOP("magna_board", "Market deck: %n cards")),
    "discard": QT_TRANSLATE_NOOP("magna_board", "Discards"),
    "discard.tip": counted(
        QT_TRANSLATE_NOOP("magna_board", "Discarded trade cards: %n (click to see them)")
    ),
    "vp.track": QT_TRANSLATE_NOOP("magna_board", "Victory points"),
    "vp.marker": QT_TRANSLATE_NOOP("magna_board", "{player}: {vp} VP"),
    # --- shops --------------------------------------------------------------------------
    "shop.title": QT_TRANSLATE_NOOP("magna_board", "{player} · {shop}"),
    "shop.note": counted(
        QT_TRANSLATE_NOOP("magna_board", "%n tokens left · carts {carts} · Opera {tokens}")
    ),
    "position.left": QT_TRANSLATE_NOOP("magna_board", "Left, {size}: discount and conversion"),
    "position.right": QT_TRANSLATE_NOOP("magna_board", "Right, {size}: effect and cart"),
    "position.empty": QT_TRANSLATE_NOOP("magna_board", "no building yet"),
    "track.tip": QT_TRANSLATE_NOOP(
        "magna_board", "{good}: goods and certificate (levels 1, 2, 3 by column)"
    ),
    "raw.tip": counted(QT_TRANSLATE_NOOP("magna_board", "%n {good}")),
    "certificate.tip": QT_TRANSLATE_NOOP("magna_board", "{good} certificate, level {level}"),
    "refined.label": QT_TRANSLATE_NOOP("magna_board", "Refined goods"),
    "refined.tip": counted(QT_TRANSLATE_NOOP("magna_board", "%n {good} (to use this turn)")),
    "placed.tip": QT_TRANSLATE_NOOP("magna_board", "{good} placed on the building"),
    "projects": QT_TRANSLATE_NOOP("magna_board", "Buildings under construction"),
    "projection.title": QT_TRANSLATE_NOOP("magna_board", "If the game ended now:"),
    "short.game": QT_TRANSLATE_NOOP("magna_board", "Game"),
    "short.buildings": QT_TRANSLATE_NOOP("magna_board", "Buildings"),
    "short.shop_evolution": QT_TRANSLATE_NOOP("magna_board", "Shop"),
    "short.certificates": QT_TRANSLATE_NOOP("magna_board", "Certificates"),
    "short.blue_buildings": QT_TRANSLATE_NOOP("magna_board", "Blue"),
    "short.refined_goods": QT_TRANSLATE_NOOP("magna_board", "Refined"),
    "short.opera": QT_TRANSLATE_NOOP("magna_board", "Opera"),
    "short.worksites": QT_TRANSLATE_NOOP("magna_board", "Worksites"),
    "short.total": QT_TRANSLATE_NOOP("magna_board", "Total"),
    # What each category of "If the game ended now" counts now (its cell's tooltip).
    "why.game": QT_TRANSLATE_NOOP("magna_board", "Victory points on the track: {points}"),
    "why.buildings": QT_TRANSLATE_NOOP(
        "magna_board",
        "Completed buildings: {small} small, {medium} medium, {large} large → {points}",
    ),
    "why.shop_evolution": counted(
        QT_TRANSLATE_NOOP("magna_board", "%n positions of your shop hold a building → {points}"),
        "count",
    ),
    "why.certificates": QT_TRANSLATE_NOOP(
        "magna_board", "Certificates at levels {levels} → {points}"
    ),
    "why.certificates.none": QT_TRANSLATE_NOOP("magna_board", "No certificate yet → 0"),
    "why.blue_buildings": QT_TRANSLATE_NOOP(
        "magna_board", "Blue buildings slid to the right score at the end → {points}"
    ),
    "why.refined_goods": counted(
        QT_TRANSLATE_NOOP(
            "magna_board", "%n refined goods on your buildings under construction → {points}"
        ),
        "count",
    ),
    "why.opera": QT_TRANSLATE_NOOP(
        "magna_board",
        "{tokens} tokens on the Opera board; 2 VP for each rival with fewer: {players} → {points}",
    ),
    "why.opera.none": QT_TRANSLATE_NOOP(
        "magna_board",
        "{tokens} tokens on the Opera board; no rival has fewer (a tie does not count) → 0",
    ),
    "why.worksites": QT_TRANSLATE_NOOP(
        "magna_board",
        "Your tokens on worksites: {level1} of level 1, {level2} of level 2, {level3} of level 3 → {points}",
    ),
    "worksite.locked": QT_TRANSLATE_NOOP(
        "magna_board",
        "Locked until the worksite below holds a token (any player's): level {levels} still empty",
    ),
    "hand.own": QT_TRANSLATE_NOOP("magna_board", "Your hand"),
    "hand.of": QT_TRANSLATE_NOOP("magna_board", "Hand of {player}"),
    "summary.vp": QT_TRANSLATE_NOOP("magna_board", "{vp} VP"),
    "summary.line": QT_TRANSLATE_NOOP(
        "magna_board", "hand {hand} · carts {carts} · Opera {tokens} · total {total}"
    ),
    "summary.tip": QT_TRANSLATE_NOOP("magna_board", "{player} · {shop}: click to open"),
    # --- card faces (the inspector) -------------------------------------------------------
    "amount": QT_TRANSLATE_NOOP("magna_board", "{amount} {good}"),
    "nothing": QT_TRANSLATE_NOOP("magna_board", "nothing"),
    "face.trade": QT_TRANSLATE_NOOP("magna_board", "Trade card"),
    "face.cost": QT_TRANSLATE_NOOP("magna_board", "Cost half: {goods}"),
    "face.profit": QT_TRANSLATE_NOOP("magna_board", "Profit half: {goods}"),
    "face.halves": QT_TRANSLATE_NOOP(
        "magna_board", "Under a Cost area only its cost shows, under a Profit area its profit."
    ),
    "face.building": QT_TRANSLATE_NOOP("magna_board", "{size} building, {colour}"),
    "face.construction": QT_TRANSLATE_NOOP("magna_board", "Construction: {goods}"),
    "face.left": QT_TRANSLATE_NOOP("magna_board", "On the left: {effect}"),
    "face.right": QT_TRANSLATE_NOOP("magna_board", "On the right: {effect}"),
    "face.worksite": QT_TRANSLATE_NOOP("magna_board", "Worksite, level {level}"),
    "face.worksite.good": QT_TRANSLATE_NOOP(
        "magna_board", "Wants {good}, with a certificate of level {level} or more."
    ),
    "face.power.when": QT_TRANSLATE_NOOP(
        "magna_board",
        "Usable once per turn by a player whose merchant activated this city from its Cost area.",
    ),
    "discount.building": QT_TRANSLATE_NOOP(
        "magna_board", "every city activation costs 1 less of {goods}"
    ),
    "when.immediate": QT_TRANSLATE_NOOP("magna_board", "when it is slid there: {effect}"),
    "when.after_activation": QT_TRANSLATE_NOOP(
        "magna_board", "after each of your city activations: {effect}"
    ),
    "when.end_game": QT_TRANSLATE_NOOP("magna_board", "at the end of the game: {effect}"),
    "when.first_delivery": QT_TRANSLATE_NOOP(
        "magna_board", "The first to send a good here: {effect}."
    ),
    "op.gain_vp": counted(QT_TRANSLATE_NOOP("magna_board", "gain %n VP")),
    "op.gain_raw": QT_TRANSLATE_NOOP("magna_board", "gain {goods}"),
    "op.gain_refined": QT_TRANSLATE_NOOP("magna_board", "gain {goods} to use this turn"),
    "op.gain_raw_choice": counted(
        QT_TRANSLATE_NOOP("magna_board", "gain %n raw goods of your choice")
    ),
    "op.push_certificate": counted(
        QT_TRANSLATE_NOOP("magna_board", "push a certificate %n columns right")
    ),
    "op.push_certificates": counted(
        QT_TRANSLATE_NOOP("magna_board", "push %n different certificates {steps} right")
    ),
    "op.per_small_building": counted(
        QT_TRANSLATE_NOOP("magna_board", "%n VP per completed Small building")
    ),
    "op.per_opera_token": counted(
        QT_TRANSLATE_NOOP("magna_board", "%n VP per token of yours on the Opera board")
    ),
    "op.per_opera_token_limit": counted(
        QT_TRANSLATE_NOOP(
            "magna_board", "%n VP per token of yours on the Opera board, up to {limit}"
        )
    ),
    "op.per_level3_certificate": counted(
        QT_TRANSLATE_NOOP("magna_board", "%n VP per level-3 certificate")
    ),
    "glyph.vp": QT_TRANSLATE_NOOP("magna_board", "+{amount} VP"),
    "glyph.per_small": QT_TRANSLATE_NOOP("magna_board", "{amount}/{letter}"),
    "glyph.per_token": QT_TRANSLATE_NOOP("magna_board", "{amount}/token"),
    "glyph.per_level3": QT_TRANSLATE_NOOP("magna_board", "{amount}/⬢3"),
    # --- the prompt ---------------------------------------------------------------------
    "heading": QT_TRANSLATE_NOOP("magna_board", "Round {round} · {player}: {phase}"),
    "heading.draft": QT_TRANSLATE_NOOP("magna_board", "Building draft · {player} chooses"),
    "heading.over": QT_TRANSLATE_NOOP("magna_board", "Final scoring"),
    "help.waiting": QT_TRANSLATE_NOOP("magna_board", "{player} is playing."),
    "help.over": QT_TRANSLATE_NOOP("magna_board", "The last round is over."),
    "help.draft": QT_TRANSLATE_NOOP(
        "magna_board", "Drag one of the revealed buildings into your construction area."
    ),
    "help.merchant": QT_TRANSLATE_NOOP(
        "magna_board",
        "Drag one of your merchants to a city area without one of yours: that city is activated.",
    ),
    "help.card": QT_TRANSLATE_NOOP(
        "magna_board",
        "Drag a trade card from your hand onto {area}: its cards slide left, "
        "the leftmost is discarded.",
    ),
    "help.pay": QT_TRANSLATE_NOOP(
        "magna_board", "The button pays the Cost area and takes the Profit area."
    ),
    "help.power": QT_TRANSLATE_NOOP(
        "magna_board", "Before that you may use {power}: click its token."
    ),
    "help.power.late": QT_TRANSLATE_NOOP(
        "magna_board", "The city power is still usable: click its token."
    ),
    "help.refine": QT_TRANSLATE_NOOP(
        "magna_board",
        "Drag refined goods onto a building's icons, onto a worksite (a cart each) or back "
        "onto their track; a raw token onto an unlocked conversion. Unused goods are lost.",
    ),
    "help.placing": QT_TRANSLATE_NOOP(
        "magna_board",
        "Drag {card} to the left (discount, conversion) or to the right (effect, cart) "
        "of your shop.",
    ),
    "help.effect": QT_TRANSLATE_NOOP("magna_board", "An effect"),
    "help.choose_raw": counted(
        QT_TRANSLATE_NOOP("magna_board", "{source}: choose a raw good to gain (%n left).")
    ),
    "help.choose_certificate": counted(
        QT_TRANSLATE_NOOP("magna_board", "{source}: choose a certificate to push %n columns right.")
    ),
    "help.choose_certificates": counted(
        QT_TRANSLATE_NOOP(
            "magna_board", "{source}: choose a certificate to push (%n different ones left)."
        )
    ),
    "help.replenish": QT_TRANSLATE_NOOP(
        "magna_board", "Drag a building from the display into your construction area."
    ),
    "help.market": QT_TRANSLATE_NOOP(
        "magna_board",
        "Drag a market card into your hand: its space's cost is paid in raw goods "
        "(the leftmost is free).",
    ),
    "pay.pay": QT_TRANSLATE_NOOP("magna_board", "Pay"),
    "pay.gain": QT_TRANSLATE_NOOP("magna_board", "gain"),
    "pay.nothing": QT_TRANSLATE_NOOP("magna_board", "nothing"),
    "pay.free": QT_TRANSLATE_NOOP("magna_board", "Free"),
    "pay.discount": QT_TRANSLATE_NOOP("magna_board", "discount"),
    "pay.vp": QT_TRANSLATE_NOOP("magna_board", "−{amount} VP"),
    "pay.vp_gain": QT_TRANSLATE_NOOP("magna_board", "+{amount} VP"),
    "pay.from_certificate": counted(
        QT_TRANSLATE_NOOP("magna_board", "%n {good} from the certificate")
    ),
    "pay.choices": counted(QT_TRANSLATE_NOOP("magna_board", "%n raw goods of your choice")),
    "pay.sentence": QT_TRANSLATE_NOOP(
        "magna_board", "Activate {city}: pay {paid}, then gain {gained}."
    ),
    "pay.sentence.free": QT_TRANSLATE_NOOP(
        "magna_board", "Activate {city} without paying anything, then gain {gained}."
    ),
    "choose.raw": QT_TRANSLATE_NOOP("magna_board", "Gain 1 {good}"),
    "choose.certificate": counted(
        QT_TRANSLATE_NOOP("magna_board", "Push the {good} certificate %n columns right")
    ),
    "end_refining": QT_TRANSLATE_NOOP("magna_board", "End refining"),
    "end_refining.lost": counted(QT_TRANSLATE_NOOP("magna_board", "End refining (%n goods lost)")),
    "power.exchange": QT_TRANSLATE_NOOP("magna_board", "Give 1 {give}, take 1 {take}"),
    "power.give": QT_TRANSLATE_NOOP("magna_board", "Give 1 {good}"),
    "power.take": QT_TRANSLATE_NOOP("magna_board", "Take 1 {good}"),
    "power.give.title": QT_TRANSLATE_NOOP("magna_board", "Which raw good do you give?"),
    "power.take.title": QT_TRANSLATE_NOOP("magna_board", "Which raw good do you take?"),
    "power.discount": QT_TRANSLATE_NOOP("magna_board", "Pay 1 {good} less"),
    "power.refine": QT_TRANSLATE_NOOP("magna_board", "1 {give} becomes 1 {take}"),
    "power.gain": QT_TRANSLATE_NOOP("magna_board", "Gain 1 {good}"),
    "power.have": counted(QT_TRANSLATE_NOOP("magna_board", "you have %n {good}")),
    "market.pay": counted(QT_TRANSLATE_NOOP("magna_board", "Pay %n raw goods for the card")),
    "market.plentiful": QT_TRANSLATE_NOOP("magna_board", "From your largest stocks"),
    # --- the final scoring --------------------------------------------------------------
    "final.winner": QT_TRANSLATE_NOOP("magna_board", "Final scoring · the winner: {player}"),
    "final.winners": QT_TRANSLATE_NOOP("magna_board", "Final scoring · the winners: {players}"),
    "final.total": QT_TRANSLATE_NOOP("magna_board", "Total"),
    "tie.line": QT_TRANSLATE_NOOP("magna_board", "Tied on {points} VP. {how} {figures}."),
    "tie.figure": QT_TRANSLATE_NOOP("magna_board", "{player}: {figure}"),
    "tie.tokens": counted(QT_TRANSLATE_NOOP("magna_board", "%n tokens on worksites")),
    "tie.levels": QT_TRANSLATE_NOOP("magna_board", "{level3} on level 3, {level2} on level 2"),
    "tie.raw": counted(QT_TRANSLATE_NOOP("magna_board", "%n raw goods")),
    "tie.all": counted(
        QT_TRANSLATE_NOOP(
            "magna_board", "%n tokens on worksites, {level3} on level 3, {raw} raw goods"
        )
    ),
}
