"""English texts of the generic board's own words (context ``generic_board``).

Field labels of the view summary (``field.<name>``), button templates of actions that
have no name with parameters in their game's table (``action.<game>.<kind>``), parameter
phrases (``param.[<kind>.]<field>``) and a few value names (``generic_board.…``).
"""
# ruff: noqa: E501

from divas_desktop.i18n.noop import QT_TRANSLATE_NOOP, counted

CONTEXT = "generic_board"
TEXTS: dict[str, str] = {
    "yes": QT_TRANSLATE_NOOP("generic_board", "yes"),
    "no": QT_TRANSLATE_NOOP("generic_board", "no"),
    "unknown_card": QT_TRANSLATE_NOOP("generic_board", "a card"),
    "generic_board.side.low": QT_TRANSLATE_NOOP("generic_board", "low end"),
    "generic_board.side.high": QT_TRANSLATE_NOOP("generic_board", "high end"),
    "generic_board.side.none": QT_TRANSLATE_NOOP("generic_board", "no marker can move"),
    "generic_board.direction.left": QT_TRANSLATE_NOOP("generic_board", "to the left"),
    "generic_board.direction.right": QT_TRANSLATE_NOOP("generic_board", "to the right"),
    "generic_board.divas.fame": QT_TRANSLATE_NOOP("generic_board", "{amount} toward {player}"),
    "generic_board.divas.fame.even": QT_TRANSLATE_NOOP("generic_board", "even"),
    "generic_board.sipario.phase.setup_swap": QT_TRANSLATE_NOOP(
        "generic_board", "Swapping season titles"
    ),
    "generic_board.sipario.phase.turn": QT_TRANSLATE_NOOP("generic_board", "Turn"),
    "generic_board.sipario.phase.casting": QT_TRANSLATE_NOOP("generic_board", "Casting a debut"),
    "generic_board.sipario.phase.debut_more": QT_TRANSLATE_NOOP(
        "generic_board", "Adding an opera or raising the curtain"
    ),
    "generic_board.sipario.phase.uc_attack": QT_TRANSLATE_NOOP(
        "generic_board", "Unfair Competition: attack"
    ),
    "generic_board.sipario.phase.uc_defend": QT_TRANSLATE_NOOP(
        "generic_board", "Unfair Competition: defence"
    ),
    "generic_board.sipario.phase.offers": QT_TRANSLATE_NOOP("generic_board", "Last-hour offers"),
    "generic_board.sipario.phase.resolve": QT_TRANSLATE_NOOP(
        "generic_board", "Replacing struck singers"
    ),
    "generic_board.sipario.phase.fool_react": QT_TRANSLATE_NOOP(
        "generic_board", "The Fool may react"
    ),
    "generic_board.sipario.phase.press": QT_TRANSLATE_NOOP("generic_board", "Press Conference"),
    "generic_board.sipario.phase.extra": QT_TRANSLATE_NOOP("generic_board", "Extra show"),
    "generic_board.sipario.phase.reseat": QT_TRANSLATE_NOOP(
        "generic_board", "Choosing the turn order"
    ),
    "generic_board.sipario.phase.over": QT_TRANSLATE_NOOP("generic_board", "Match over"),
    "generic_board.sipario.source.deck": QT_TRANSLATE_NOOP("generic_board", "from the deck"),
    "generic_board.sipario.source.discard": QT_TRANSLATE_NOOP(
        "generic_board", "the previous player's discard"
    ),
    "generic_board.sipario.fool.use": QT_TRANSLATE_NOOP(
        "generic_board", "Use The Fool to cancel the effect"
    ),
    "generic_board.sipario.fool.keep": QT_TRANSLATE_NOOP("generic_board", "Keep The Fool"),
    "generic_board.magna.trade": QT_TRANSLATE_NOOP("generic_board", "{name} ({cost} → {profit})"),
    "generic_board.sipario.singer": QT_TRANSLATE_NOOP("generic_board", "{name} ({category})"),
    "generic_board.sipario.singer.voice": QT_TRANSLATE_NOOP(
        "generic_board", "{name} ({category}, {voice})"
    ),
    "generic_board.divas.card": QT_TRANSLATE_NOOP(
        "generic_board", "{name} ({instrument}; rhythm {rhythms})"
    ),
    "generic_board.n.applause": counted(QT_TRANSLATE_NOOP("generic_board", "%n Applause")),
    "generic_board.divas.opera": counted(
        QT_TRANSLATE_NOOP(
            "generic_board", "{name} (at least {minimum}; rhythm {rhythms}; notes {notes})"
        ),
        minimum="generic_board.n.applause",
    ),
    "action.divas.play_card": QT_TRANSLATE_NOOP("generic_board", "Play {card} {house:at}"),
    "action.divas.move": QT_TRANSLATE_NOOP("generic_board", "Move to {note} (key {key})"),
    "action.divas.choose_black_key": QT_TRANSLATE_NOOP(
        "generic_board", "Black key {black}: {first} and {second}"
    ),
    "action.divas.fame": QT_TRANSLATE_NOOP("generic_board", "Increase Fame {house:at}"),
    "action.divas.tessitura": QT_TRANSLATE_NOOP("generic_board", "Expand Tessitura: {side}"),
    "action.divas.send_note": QT_TRANSLATE_NOOP(
        "generic_board", "Send your {note} note (key {key})"
    ),
    "action.divas.close_opera": QT_TRANSLATE_NOOP("generic_board", "Close the opera {house:at}"),
    "action.divas.timeline": QT_TRANSLATE_NOOP("generic_board", "Put {card} on the Timeline"),
    "action.divas.shift": QT_TRANSLATE_NOOP("generic_board", "Move {card} {direction}"),
    "action.divas.place_note": QT_TRANSLATE_NOOP(
        "generic_board", "Place a note on {note} (key {key})"
    ),
    "action.divas.flip_note": QT_TRANSLATE_NOOP(
        "generic_board", "Flip the rival note on {note} (key {key})"
    ),
    "action.divas.remove_note": QT_TRANSLATE_NOOP(
        "generic_board", "Remove the rival note on {note} (key {key})"
    ),
    "action.divas.applause": QT_TRANSLATE_NOOP("generic_board", "Gain Applause {house:at}"),
    "action.divas.drain": QT_TRANSLATE_NOOP("generic_board", "Rival loses Applause {house:at}"),
    "action.divas.shrink": QT_TRANSLATE_NOOP(
        "generic_board", "Shrink the rival's tessitura: {side}"
    ),
    "action.magna.draft_building": QT_TRANSLATE_NOOP("generic_board", "Draft {card}"),
    "action.magna.move_merchant": QT_TRANSLATE_NOOP(
        "generic_board", "Move a merchant: {source} → {target}"
    ),
    "action.magna.play_card": QT_TRANSLATE_NOOP("generic_board", "Play {card}"),
    "action.magna.construct": QT_TRANSLATE_NOOP("generic_board", "Put {good} on {building}"),
    "action.magna.deliver": QT_TRANSLATE_NOOP(
        "generic_board", "Send {good} to {worksite} (level {level})"
    ),
    "action.magna.convert": QT_TRANSLATE_NOOP(
        "generic_board", "Convert {good} back into its raw good"
    ),
    "action.magna.take_building": QT_TRANSLATE_NOOP("generic_board", "Take {card} to build"),
    "action.magna.place_building": QT_TRANSLATE_NOOP(
        "generic_board", "Slide the building ({side})"
    ),
    "action.magna.choose_good": QT_TRANSLATE_NOOP("generic_board", "Choose {good}"),
    "action.magna.shop_convert": QT_TRANSLATE_NOOP(
        "generic_board", "Shop conversion ({row} row): make {good}"
    ),
    "action.sipario.draw": QT_TRANSLATE_NOOP("generic_board", "Draw {source}"),
    "action.sipario.fool_reaction": QT_TRANSLATE_NOOP("generic_board", "{choice}"),
    "param.gold": counted(QT_TRANSLATE_NOOP("generic_board", "%n gold"), "value"),
    "param.markers": counted(
        QT_TRANSLATE_NOOP("generic_board", "%n blind-discard markers"), "value"
    ),
    "param.role": QT_TRANSLATE_NOOP("generic_board", "on {value}"),
    "param.cast.role": QT_TRANSLATE_NOOP("generic_board", "as {value}"),
    "param.complete_cast.role": QT_TRANSLATE_NOOP("generic_board", "as {value}"),
    "param.substitute.role": QT_TRANSLATE_NOOP("generic_board", "as {value}"),
    "param.make_offer.role": QT_TRANSLATE_NOOP("generic_board", "as {value}"),
    "param.infingardo.role": QT_TRANSLATE_NOOP("generic_board", "as {value}"),
    "param.accept_postponement.role": QT_TRANSLATE_NOOP("generic_board", "for {value}"),
    "param.prod": QT_TRANSLATE_NOOP("generic_board", "in {value}"),
    "param.effect": QT_TRANSLATE_NOOP("generic_board", "against effect {value}"),
    "param.seat": QT_TRANSLATE_NOOP("generic_board", "for {value}"),
    "param.targets": QT_TRANSLATE_NOOP("generic_board", "targeting {value}"),
    "param.enabler": QT_TRANSLATE_NOOP("generic_board", "with {value}"),
    "param.enabler_type": QT_TRANSLATE_NOOP("generic_board", "used as {value}"),
    "param.as_type": QT_TRANSLATE_NOOP("generic_board", "as {value}"),
    "param.travesti": QT_TRANSLATE_NOOP("generic_board", "with {value}"),
    "param.silence_rival.seat": QT_TRANSLATE_NOOP("generic_board", "targeting {value}"),
    "param.blind": QT_TRANSLATE_NOOP("generic_board", "face down"),
    "param.public": QT_TRANSLATE_NOOP("generic_board", "openly"),
    "param.mine": QT_TRANSLATE_NOOP("generic_board", "giving {value}"),
    "param.claque": QT_TRANSLATE_NOOP("generic_board", "with {value}"),
    "param.press": QT_TRANSLATE_NOOP("generic_board", "announced with {value}"),
    "param.seducer": QT_TRANSLATE_NOOP("generic_board", "with {value}"),
    "param.index": QT_TRANSLATE_NOOP("generic_board", "offer {value}"),
    "param.types": QT_TRANSLATE_NOOP("generic_board", "as {value}"),
    "param.order": QT_TRANSLATE_NOOP("generic_board", "order: {value}"),
    "param.spend": QT_TRANSLATE_NOOP("generic_board", "paying {value}"),
    "param.pay": QT_TRANSLATE_NOOP("generic_board", "paying {value}"),
    "param.use_power.good": QT_TRANSLATE_NOOP("generic_board", "gaining {value}"),
    "field.allowance": QT_TRANSLATE_NOOP("generic_board", "Keys you may move"),
    "field.amount": QT_TRANSLATE_NOOP("generic_board", "Amount"),
    "field.applause": QT_TRANSLATE_NOOP("generic_board", "Applause"),
    "field.black_key": QT_TRANSLATE_NOOP("generic_board", "Black key"),
    "field.cards": QT_TRANSLATE_NOOP("generic_board", "Cards"),
    "field.conductor_placed": QT_TRANSLATE_NOOP("generic_board", "Conductor placed"),
    "field.count": QT_TRANSLATE_NOOP("generic_board", "Count"),
    "field.current": QT_TRANSLATE_NOOP("generic_board", "Now playing"),
    "field.deck_count": QT_TRANSLATE_NOOP("generic_board", "Cards in deck"),
    "field.discard": QT_TRANSLATE_NOOP("generic_board", "Discard pile"),
    "field.diva": QT_TRANSLATE_NOOP("generic_board", "Diva"),
    "field.divas": QT_TRANSLATE_NOOP("generic_board", "Divas"),
    "field.fame": QT_TRANSLATE_NOOP("generic_board", "Fame"),
    "field.hand": QT_TRANSLATE_NOOP("generic_board", "Hand"),
    "field.hand_count": QT_TRANSLATE_NOOP("generic_board", "Cards in hand"),
    "field.house": QT_TRANSLATE_NOOP("generic_board", "House"),
    "field.houses": QT_TRANSLATE_NOOP("generic_board", "Opera houses"),
    "field.key": QT_TRANSLATE_NOOP("generic_board", "Key"),
    "field.last_turn_of": QT_TRANSLATE_NOOP("generic_board", "Last turn"),
    "field.notes_sent": QT_TRANSLATE_NOOP("generic_board", "Notes sent"),
    "field.opera": QT_TRANSLATE_NOOP("generic_board", "Opera"),
    "field.opera_deck_count": QT_TRANSLATE_NOOP("generic_board", "Operas in deck"),
    "field.operas_closed": QT_TRANSLATE_NOOP("generic_board", "Operas closed"),
    "field.operas_done": QT_TRANSLATE_NOOP("generic_board", "Closed operas"),
    "field.orchestra": QT_TRANSLATE_NOOP("generic_board", "Orchestra"),
    "field.palco_deck_count": QT_TRANSLATE_NOOP("generic_board", "Palco Reale deck"),
    "field.palco_reale": QT_TRANSLATE_NOOP("generic_board", "Palco Reale"),
    "field.palco_row": QT_TRANSLATE_NOOP("generic_board", "Palco Reale guests"),
    "field.palco_used": QT_TRANSLATE_NOOP("generic_board", "Palco Reale used"),
    "field.phase": QT_TRANSLATE_NOOP("generic_board", "Phase"),
    "field.piano": QT_TRANSLATE_NOOP("generic_board", "Notes on the piano"),
    "field.remaining_actions": QT_TRANSLATE_NOOP("generic_board", "Actions left"),
    "field.rhythms_scored": QT_TRANSLATE_NOOP("generic_board", "Rhythms scored"),
    "field.task": QT_TRANSLATE_NOOP("generic_board", "Pending choice"),
    "field.tessitura": QT_TRANSLATE_NOOP("generic_board", "Tessitura"),
    "field.timeline": QT_TRANSLATE_NOOP("generic_board", "Timeline"),
    "field.to_move": QT_TRANSLATE_NOOP("generic_board", "To move"),
    "field.turn": QT_TRANSLATE_NOOP("generic_board", "Turn"),
    "field.vp": QT_TRANSLATE_NOOP("generic_board", "VP"),
    "field.blind_count": QT_TRANSLATE_NOOP("generic_board", "Blind discards"),
    "field.by": QT_TRANSLATE_NOOP("generic_board", "By"),
    "field.cancelled": QT_TRANSLATE_NOOP("generic_board", "Cancelled"),
    "field.card": QT_TRANSLATE_NOOP("generic_board", "Card"),
    "field.category": QT_TRANSLATE_NOOP("generic_board", "Category"),
    "field.confirmed": QT_TRANSLATE_NOOP("generic_board", "Confirmed"),
    "field.deal": QT_TRANSLATE_NOOP("generic_board", "Deal"),
    "field.dealer": QT_TRANSLATE_NOOP("generic_board", "Dealer"),
    "field.debut_pile_count": QT_TRANSLATE_NOOP("generic_board", "Debut pile"),
    "field.delayed": QT_TRANSLATE_NOOP("generic_board", "Delayed"),
    "field.discards_due": QT_TRANSLATE_NOOP("generic_board", "Discards due"),
    "field.drawable_discard": QT_TRANSLATE_NOOP("generic_board", "Discard you may take"),
    "field.effects": QT_TRANSLATE_NOOP("generic_board", "Cards played"),
    "field.eliminated": QT_TRANSLATE_NOOP("generic_board", "Struck"),
    "field.extra_cards": QT_TRANSLATE_NOOP("generic_board", "Extra show cards"),
    "field.extra_show": QT_TRANSLATE_NOOP("generic_board", "Extra show"),
    "field.forced_prima_donna_discard": QT_TRANSLATE_NOOP(
        "generic_board", "Must dismiss a Prima donna"
    ),
    "field.gold": QT_TRANSLATE_NOOP("generic_board", "Gold"),
    "field.known_cards": QT_TRANSLATE_NOOP("generic_board", "Cards you know"),
    "field.ledger": QT_TRANSLATE_NOOP("generic_board", "Notoriety"),
    "field.markers": QT_TRANSLATE_NOOP("generic_board", "Markers"),
    "field.mode": QT_TRANSLATE_NOOP("generic_board", "Match"),
    "field.offers": QT_TRANSLATE_NOOP("generic_board", "Last-hour offers"),
    "field.opera_discard": QT_TRANSLATE_NOOP("generic_board", "Discarded operas"),
    "field.order": QT_TRANSLATE_NOOP("generic_board", "Turn order"),
    "field.own_blind": QT_TRANSLATE_NOOP("generic_board", "Your blind discards"),
    "field.owner": QT_TRANSLATE_NOOP("generic_board", "Impresario"),
    "field.pending_queue": QT_TRANSLATE_NOOP("generic_board", "Waiting for"),
    "field.players": QT_TRANSLATE_NOOP("generic_board", "Players"),
    "field.pn": QT_TRANSLATE_NOOP("generic_board", "PN"),
    "field.prime_donne_count": QT_TRANSLATE_NOOP("generic_board", "Prime donne in hand"),
    "field.revealed_titles": QT_TRANSLATE_NOOP("generic_board", "Revealed titles"),
    "field.role": QT_TRANSLATE_NOOP("generic_board", "Role"),
    "field.round": QT_TRANSLATE_NOOP("generic_board", "Round"),
    "field.score": QT_TRANSLATE_NOOP("generic_board", "Score"),
    "field.season": QT_TRANSLATE_NOOP("generic_board", "Season"),
    "field.season_count": QT_TRANSLATE_NOOP("generic_board", "Season titles"),
    "field.seducer": QT_TRANSLATE_NOOP("generic_board", "Seducer"),
    "field.silenced": QT_TRANSLATE_NOOP("generic_board", "Silenced"),
    "field.skip_turns": QT_TRANSLATE_NOOP("generic_board", "Turns to skip"),
    "field.slots": QT_TRANSLATE_NOOP("generic_board", "Cast"),
    "field.staged": QT_TRANSLATE_NOOP("generic_board", "Staged operas"),
    "field.staged_before_count": QT_TRANSLATE_NOOP("generic_board", "Staged in earlier deals"),
    "field.staging": QT_TRANSLATE_NOOP("generic_board", "On stage"),
    "field.target": QT_TRANSLATE_NOOP("generic_board", "Target"),
    "field.tbd": QT_TRANSLATE_NOOP("generic_board", "Date to be determined"),
    "field.turns": QT_TRANSLATE_NOOP("generic_board", "Turns"),
    "field.type": QT_TRANSLATE_NOOP("generic_board", "Type"),
    "field.uc_attackers": QT_TRANSLATE_NOOP("generic_board", "Unfair Competition"),
    "field.uc_help_only": QT_TRANSLATE_NOOP("generic_board", "Helping partner"),
    "field.winners": QT_TRANSLATE_NOOP("generic_board", "Winners"),
    "field.activated": QT_TRANSLATE_NOOP("generic_board", "Activated area"),
    "field.active": QT_TRANSLATE_NOOP("generic_board", "Active player"),
    "field.areas": QT_TRANSLATE_NOOP("generic_board", "City areas"),
    "field.building_deck_counts": QT_TRANSLATE_NOOP("generic_board", "Building decks"),
    "field.carts": QT_TRANSLATE_NOOP("generic_board", "Carts"),
    "field.carts_used": QT_TRANSLATE_NOOP("generic_board", "Carts used"),
    "field.certificate_levels": QT_TRANSLATE_NOOP("generic_board", "Certificate levels"),
    "field.certificates": QT_TRANSLATE_NOOP("generic_board", "Certificates"),
    "field.conversions_used": QT_TRANSLATE_NOOP("generic_board", "Conversions used"),
    "field.display": QT_TRANSLATE_NOOP("generic_board", "Building display"),
    "field.draft_pool": QT_TRANSLATE_NOOP("generic_board", "Draft pool"),
    "field.free_tokens": QT_TRANSLATE_NOOP("generic_board", "Free tokens"),
    "field.good": QT_TRANSLATE_NOOP("generic_board", "Good"),
    "field.last_round": QT_TRANSLATE_NOOP("generic_board", "Last round"),
    "field.left": QT_TRANSLATE_NOOP("generic_board", "Left of the shop"),
    "field.level": QT_TRANSLATE_NOOP("generic_board", "Level"),
    "field.market": QT_TRANSLATE_NOOP("generic_board", "Market"),
    "field.market_deck_counts": QT_TRANSLATE_NOOP("generic_board", "Market decks"),
    "field.market_slot_costs": QT_TRANSLATE_NOOP("generic_board", "Market slot costs"),
    "field.merchants": QT_TRANSLATE_NOOP("generic_board", "Merchants"),
    "field.opera_tokens": QT_TRANSLATE_NOOP("generic_board", "Opera tokens"),
    "field.placed": QT_TRANSLATE_NOOP("generic_board", "Goods placed"),
    "field.placing": QT_TRANSLATE_NOOP("generic_board", "Building to slide"),
    "field.power_discount": QT_TRANSLATE_NOOP("generic_board", "Power discount"),
    "field.power_left": QT_TRANSLATE_NOOP("generic_board", "Power uses left"),
    "field.powers": QT_TRANSLATE_NOOP("generic_board", "City powers"),
    "field.projects": QT_TRANSLATE_NOOP("generic_board", "Under construction"),
    "field.raw": QT_TRANSLATE_NOOP("generic_board", "Raw goods"),
    "field.refined": QT_TRANSLATE_NOOP("generic_board", "Refined goods"),
    "field.right": QT_TRANSLATE_NOOP("generic_board", "Right of the shop"),
    "field.seats": QT_TRANSLATE_NOOP("generic_board", "Delivered by"),
    "field.shop": QT_TRANSLATE_NOOP("generic_board", "Shop"),
    "field.token": QT_TRANSLATE_NOOP("generic_board", "Worksite"),
    "field.worksites": QT_TRANSLATE_NOOP("generic_board", "Opera worksites"),
    "generic_board.none": QT_TRANSLATE_NOOP("generic_board", "none"),
}
