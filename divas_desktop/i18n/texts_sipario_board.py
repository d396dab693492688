"""English texts of the Sipario! board's own labels (context ``sipario_board``).

The engine's codes (card names, categories, voices, roles, score labels) live in
``texts_sipario.py``; this table holds only what the board itself writes on the table.
"""

# ruff: noqa: E501

from divas_desktop.i18n.noop import QT_TRANSLATE_NOOP, counted

CONTEXT = "sipario_board"
TEXTS = {
    # --- the header -----------------------------------------------------------------
    "track": QT_TRANSLATE_NOOP("sipario_board", "Notoriety"),
    "round": QT_TRANSLATE_NOOP("sipario_board", "Deal {deal} · round {round}"),
    "target": QT_TRANSLATE_NOOP("sipario_board", "⚑ First to {target} PN"),
    "clock": QT_TRANSLATE_NOOP("sipario_board", "◷ {time} left"),
    "clock.up": QT_TRANSLATE_NOOP("sipario_board", "◷ Time is up"),
    "last_round": QT_TRANSLATE_NOOP("sipario_board", "Last round of the deal"),
    "bang": QT_TRANSLATE_NOOP("sipario_board", "“Opening with a bang” +5 PN still to win"),
    "lightning": QT_TRANSLATE_NOOP("sipario_board", "“Lightning start” +3 PN still to win"),
    # --- the impresarios ------------------------------------------------------------
    "you": QT_TRANSLATE_NOOP("sipario_board", "{player} (you)"),
    "purse": counted(
        QT_TRANSLATE_NOOP("sipario_board", "{pn} PN · {gold} · {markers}"),
        gold="n.gold",
        markers="n.markers",
    ),
    # A narrow panel (five seats, Spanish): the counters' marks instead of words.
    "purse.short": QT_TRANSLATE_NOOP("sipario_board", "{pn} PN · G {gold} · ◦ {markers}"),
    "hand": counted(QT_TRANSLATE_NOOP("sipario_board", "Hand: %n cards"), "count"),
    "prime_donne": counted(QT_TRANSLATE_NOOP("sipario_board", "%n Prima donna"), "count"),
    "spied": counted(QT_TRANSLATE_NOOP("sipario_board", "%n spied"), "count"),
    "staged": QT_TRANSLATE_NOOP("sipario_board", "Staged: {operas}"),
    "staged.count": counted(QT_TRANSLATE_NOOP("sipario_board", "Staged: %n operas"), "count"),
    "staged.none": QT_TRANSLATE_NOOP("sipario_board", "Staged: none yet"),
    "dealer": QT_TRANSLATE_NOOP("sipario_board", "dealer"),
    "team": QT_TRANSLATE_NOOP("sipario_board", "Team with {player}: {score} PN"),
    "skips": counted(QT_TRANSLATE_NOOP("sipario_board", "skips %n turns"), "count"),
    "attacker": QT_TRANSLATE_NOOP("sipario_board", "attacker {number}"),
    "attacking": QT_TRANSLATE_NOOP("sipario_board", "attacking now"),
    "area": QT_TRANSLATE_NOOP("sipario_board", "{player}'s table"),
    "area.hand": QT_TRANSLATE_NOOP(
        "sipario_board", "Hand (backs; Prime donne in gold; spied cards face up)"
    ),
    "area.season": QT_TRANSLATE_NOOP("sipario_board", "Season"),
    "area.staged": QT_TRANSLATE_NOOP("sipario_board", "Staged this deal"),
    # --- the viewer's area ----------------------------------------------------------
    "zone.hand": QT_TRANSLATE_NOOP("sipario_board", "Your hand"),
    "zone.season": QT_TRANSLATE_NOOP("sipario_board", "Your season"),
    "unit.gold": QT_TRANSLATE_NOOP("sipario_board", "gold"),
    "unit.markers": QT_TRANSLATE_NOOP("sipario_board", "markers"),
    "unit.pn": QT_TRANSLATE_NOOP("sipario_board", "PN"),
    # On a 72-unit card footer: the tick already means "staged" on this board.
    "staged.mark.pn": QT_TRANSLATE_NOOP("sipario_board", "✓ {pn} PN"),
    "staged.opera": QT_TRANSLATE_NOOP("sipario_board", "{opera} ({pn} PN)"),
    "revealed.mark": QT_TRANSLATE_NOOP("sipario_board", "shown to all"),
    # --- piles ----------------------------------------------------------------------
    "pile.deck": QT_TRANSLATE_NOOP("sipario_board", "Play deck"),
    "pile.discard": QT_TRANSLATE_NOOP("sipario_board", "Discards"),
    "pile.blind": QT_TRANSLATE_NOOP("sipario_board", "Blind discards"),
    "pile.debut.count": counted(
        QT_TRANSLATE_NOOP("sipario_board", "Debut pile: %n cards (nobody draws from it)"), "count"
    ),
    "pile.exceptions": QT_TRANSLATE_NOOP("sipario_board", "Exceptions"),
    "pile.operas": QT_TRANSLATE_NOOP("sipario_board", "Opera deck"),
    "pile.opera_discard": QT_TRANSLATE_NOOP("sipario_board", "Opera discards"),
    "discard.by": QT_TRANSLATE_NOOP("sipario_board", "discarded by {player}"),
    "discard.take": QT_TRANSLATE_NOOP("sipario_board", "You may take it"),
    # --- the stage ------------------------------------------------------------------
    "stage": QT_TRANSLATE_NOOP("sipario_board", "The stage"),
    "stage.empty": QT_TRANSLATE_NOOP(
        "sipario_board", "No debut on stage. Drag a title of your season here to debut it."
    ),
    "stage.empty.other": QT_TRANSLATE_NOOP("sipario_board", "No debut on stage."),
    "show.owner": QT_TRANSLATE_NOOP("sipario_board", "{opera} · {player}"),
    "show.value": QT_TRANSLATE_NOOP("sipario_board", "worth {pn} PN now"),
    "show.gold_due": counted(QT_TRANSLATE_NOOP("sipario_board", "{gold} due"), gold="n.gold"),
    "show.gold_paid": counted(QT_TRANSLATE_NOOP("sipario_board", "{gold} paid"), gold="n.gold"),
    "show.box_office": counted(
        QT_TRANSLATE_NOOP("sipario_board", "box office +{gold}"), gold="n.gold"
    ),
    "show.confirmed": QT_TRANSLATE_NOOP("sipario_board", "declared"),
    "show.delayed": QT_TRANSLATE_NOOP("sipario_board", "delayed"),
    "show.tbd": QT_TRANSLATE_NOOP("sipario_board", "date to be determined"),
    "show.whole": QT_TRANSLATE_NOOP("sipario_board", "Whole show:"),
    "show.lines": QT_TRANSLATE_NOOP("sipario_board", "{label} {points}"),
    "role.empty": QT_TRANSLATE_NOOP("sipario_board", "empty"),
    # --- the debut checklist (what each empty role still needs from your hand) ---------
    "role.optional": QT_TRANSLATE_NOOP("sipario_board", "✚ optional role"),
    "need.ok": QT_TRANSLATE_NOOP("sipario_board", "✓ {singer} can sing it"),
    "need.card": QT_TRANSLATE_NOOP("sipario_board", "✗ {category}: needs {card}"),
    "need.none": QT_TRANSLATE_NOOP("sipario_board", "✗ nobody in your hand"),
    "show.value.incomplete": QT_TRANSLATE_NOOP(
        "sipario_board", "worth {pn} PN once the base cast is complete"
    ),
    "show.missing": QT_TRANSLATE_NOOP("sipario_board", "missing: {roles}"),
    "season.missing": counted(QT_TRANSLATE_NOOP("sipario_board", "⚠ %n missing"), "count"),
    "season.missing.roles": QT_TRANSLATE_NOOP(
        "sipario_board", "Your hand cannot cast these base roles: {roles}"
    ),
    "abandon.cost": QT_TRANSLATE_NOOP(
        "sipario_board",
        "Giving up returns the cards to your hand, but costs the rest of this turn: no other debut and no extra show.",
    ),
    "role.base": QT_TRANSLATE_NOOP("sipario_board", "base cast"),
    "role.extra": QT_TRANSLATE_NOOP("sipario_board", "extra role"),
    "role.struck.delay": QT_TRANSLATE_NOOP("sipario_board", "✕ struck: delay"),
    "role.struck.tbd": QT_TRANSLATE_NOOP("sipario_board", "✕ struck: date TBD"),
    "role.delayed": QT_TRANSLATE_NOOP("sipario_board", "sings, delayed"),
    "covers": QT_TRANSLATE_NOOP("sipario_board", "Covers off-stage: {cards}"),
    "covers.none": QT_TRANSLATE_NOOP("sipario_board", "Covers off-stage (drop here)"),
    "other_show": QT_TRANSLATE_NOOP("sipario_board", "Also on stage: {opera} · {pn} PN"),
    # --- unfair competition, offers, prompts ----------------------------------------
    "uc.attack": QT_TRANSLATE_NOOP(
        "sipario_board", "{player} may attack: drag an action card onto a singer or the show."
    ),
    "uc.defend": QT_TRANSLATE_NOOP(
        "sipario_board", "{player} may defend: drag a card onto the attacking card or a singer."
    ),
    "resolve": QT_TRANSLATE_NOOP(
        "sipario_board",
        "{player}: a singer was struck. Drag a singer from your hand onto the ✕ role to replace him, or accept the postponement.",
    ),
    "offers": QT_TRANSLATE_NOOP(
        "sipario_board",
        "Last-Hour Offers: {player} may drag a singer onto the struck (✕) role to offer him.",
    ),
    "offers.title": QT_TRANSLATE_NOOP("sipario_board", "Last-Hour Offers"),
    "offer.tag": QT_TRANSLATE_NOOP("sipario_board", "Offer of {player}: {card} for {price}"),
    "offer.draft": QT_TRANSLATE_NOOP(
        "sipario_board", "Your price: drag gold, markers or cards here, then make the offer."
    ),
    "offer.free": QT_TRANSLATE_NOOP("sipario_board", "nothing"),
    "offer.item.gold": QT_TRANSLATE_NOOP("sipario_board", "+1 gold"),
    "offer.item.marker": QT_TRANSLATE_NOOP("sipario_board", "+1 marker"),
    "offer.item.singer": QT_TRANSLATE_NOOP("sipario_board", "+1 singer of his choice"),
    "offer.item.action": QT_TRANSLATE_NOOP("sipario_board", "+1 action card of his choice"),
    "offer_pay": QT_TRANSLATE_NOOP(
        "sipario_board", "{player} pays the offer: drag the cards onto the offerer's panel."
    ),
    "pending.card": QT_TRANSLATE_NOOP("sipario_board", "{player} plays {card} on {victims}."),
    "pending.card.all": QT_TRANSLATE_NOOP("sipario_board", "{player} plays {card}."),
    "fool.prompt": QT_TRANSLATE_NOOP(
        "sipario_board", "{player}: drag The Fool here to cancel it, or let it happen."
    ),
    "press.prompt": QT_TRANSLATE_NOOP(
        "sipario_board", "Press Conference: {player} shows a title (drag it here)."
    ),
    "flop.prompt": QT_TRANSLATE_NOOP(
        "sipario_board", "Announced Flop: {player} drags the title to flop here."
    ),
    "gossip.prompt": QT_TRANSLATE_NOOP(
        "sipario_board", "Foyer Gossip: {player} drags the discards to take onto the hand."
    ),
    "reseat.prompt": QT_TRANSLATE_NOOP(
        "sipario_board", "{player} staged three operas and sets the turn order of the next deal."
    ),
    "reseat.button": QT_TRANSLATE_NOOP("sipario_board", "Choose the new order…"),
    "reseat.title": QT_TRANSLATE_NOOP("sipario_board", "Who sits after you?"),
    "reseat.then": QT_TRANSLATE_NOOP("sipario_board", "Then, in order"),
    "reseat.drag": QT_TRANSLATE_NOOP(
        "sipario_board",
        "Drag a name onto another place to seat that impresario there: the row is the turn order of the next deal.",
    ),
    "reseat.chip": QT_TRANSLATE_NOOP(
        "sipario_board", "{player}: drag onto another place to seat them there"
    ),
    "reseat.now": QT_TRANSLATE_NOOP("sipario_board", "Turn order of this deal: {order}"),
    "reseat.confirm": QT_TRANSLATE_NOOP("sipario_board", "Confirm the new order"),
    "setup.prompt": QT_TRANSLATE_NOOP(
        "sipario_board",
        "{player}: you may swap one title of your season for 1 gold (drag it onto the opera deck), or keep the season.",
    ),
    "extra": QT_TRANSLATE_NOOP("sipario_board", "Extra show"),
    "extra.lane": QT_TRANSLATE_NOOP(
        "sipario_board", "Extra show: drag a show here, then add singers and cards."
    ),
    "extra.help": QT_TRANSLATE_NOOP(
        "sipario_board",
        "Drag the singers the show asks for onto the lane (and cards onto them), then stage it.",
    ),
    "extra.show": QT_TRANSLATE_NOOP("sipario_board", "Extra show: {show}"),
    "extra.lane.click": QT_TRANSLATE_NOOP(
        "sipario_board", "Extra show: click a show, then add singers and cards."
    ),
    "show.needs": QT_TRANSLATE_NOOP("sipario_board", "needs {cards}"),
    "show.needs.at_least": QT_TRANSLATE_NOOP("sipario_board", "needs at least {cards}"),
    "show.needs.voices": QT_TRANSLATE_NOOP("sipario_board", "all of different voices"),
    "show.needs.new_year": QT_TRANSLATE_NOOP("sipario_board", "with New Year's Eve"),
    "extra.reward": counted(
        QT_TRANSLATE_NOOP("sipario_board", "+{pn} PN · +{gold}"), gold="n.gold"
    ),
    "turn.other": QT_TRANSLATE_NOOP("sipario_board", "{player} is playing"),
    "turn.draw": QT_TRANSLATE_NOOP(
        "sipario_board",
        "Draw: drag the deck (or the raised discard) onto your hand, or play a card first.",
    ),
    "turn.discard": counted(
        QT_TRANSLATE_NOOP("sipario_board", "Discard %n cards: drag them onto the discards."),
        "count",
    ),
    "turn.play": QT_TRANSLATE_NOOP(
        "sipario_board", "Debut a title, play a turn card on an opponent, or end the turn."
    ),
    "turn.play.no_debut": QT_TRANSLATE_NOOP(
        "sipario_board", "Play a turn card on an opponent, or end the turn."
    ),
    "casting": QT_TRANSLATE_NOOP(
        "sipario_board", "Cast: drag singers onto the roles, action cards onto singers or the show."
    ),
    "over": QT_TRANSLATE_NOOP("sipario_board", "The match is over."),
    # --- choosers -------------------------------------------------------------------
    "choose.cast": QT_TRANSLATE_NOOP("sipario_board", "How does {card} sing {role}?"),
    "cast.plain": QT_TRANSLATE_NOOP("sipario_board", "As she is"),
    "cast.with": QT_TRANSLATE_NOOP("sipario_board", "With {card}"),
    "cast.with_as": QT_TRANSLATE_NOOP("sipario_board", "With {card} as {type}"),
    "cast.travesti": QT_TRANSLATE_NOOP("sipario_board", "En travesti"),
    "detail.pn": QT_TRANSLATE_NOOP("sipario_board", "{pn} PN"),
    "n.gold": counted(QT_TRANSLATE_NOOP("sipario_board", "%n gold"), "count"),
    "n.markers": counted(QT_TRANSLATE_NOOP("sipario_board", "%n markers"), "count"),
    "as_type": QT_TRANSLATE_NOOP("sipario_board", "as {type}"),
    "on_role": QT_TRANSLATE_NOOP("sipario_board", "on {role}"),
    "on_show": QT_TRANSLATE_NOOP("sipario_board", "on the whole show"),
    "plus_gold": counted(QT_TRANSLATE_NOOP("sipario_board", "paying {gold}"), gold="n.gold"),
    "strike_seat": QT_TRANSLATE_NOOP("sipario_board", "silencing {player}"),
    "cancelling": QT_TRANSLATE_NOOP("sipario_board", "cancelling {card}"),
    "with_cards": QT_TRANSLATE_NOOP("sipario_board", "with {cards}"),
    "seducer": QT_TRANSLATE_NOOP("sipario_board", "seducer {card}"),
    "claque_pair": QT_TRANSLATE_NOOP("sipario_board", "with the Claque (+3)"),
    "alone": QT_TRANSLATE_NOOP("sipario_board", "alone"),
    "offer.choice": QT_TRANSLATE_NOOP("sipario_board", "Last-Hour Offer (you set a price)"),
    "infingardo.choice": QT_TRANSLATE_NOOP("sipario_board", "Infingardo's Manoeuvre"),
    "turn_card.how": QT_TRANSLATE_NOOP("sipario_board", "Play it how?"),
    "turn_card.whom": QT_TRANSLATE_NOOP("sipario_board", "On what?"),
    "target.seat": QT_TRANSLATE_NOOP("sipario_board", "and {player}"),
    "mine": QT_TRANSLATE_NOOP("sipario_board", "giving {card}"),
    "public": QT_TRANSLATE_NOOP("sipario_board", "in public"),
    "private": QT_TRANSLATE_NOOP("sipario_board", "in private"),
    "plain": QT_TRANSLATE_NOOP("sipario_board", "as it is"),
    "postpone": QT_TRANSLATE_NOOP("sipario_board", "Accept the postponement"),
    "postpone.press": QT_TRANSLATE_NOOP("sipario_board", "Announce the delay (Press Conference)"),
    "flop.random": QT_TRANSLATE_NOOP("sipario_board", "A title you have not seen"),
    "fool.keep": QT_TRANSLATE_NOOP("sipario_board", "Let it happen"),
    "swap.keep": QT_TRANSLATE_NOOP("sipario_board", "Keep my season"),
    "confirm_debut": counted(
        QT_TRANSLATE_NOOP("sipario_board", "Confirm the debut · {gold}"),
        gold="n.gold",
        zero={"gold": "confirm_debut.free"},
    ),
    "confirm_debut.free": QT_TRANSLATE_NOOP("sipario_board", "Confirm the debut · free"),
    "accept_offer": QT_TRANSLATE_NOOP("sipario_board", "Accept"),
    "pd.use": counted(
        QT_TRANSLATE_NOOP("sipario_board", "On stage she costs {gold}"), gold="n.gold"
    ),
    "pd.discard": counted(
        QT_TRANSLATE_NOOP("sipario_board", "Dismissing her costs {gold}"), gold="n.gold"
    ),
    "advertise": QT_TRANSLATE_NOOP("sipario_board", "+1 PN for 3 gold"),
}
