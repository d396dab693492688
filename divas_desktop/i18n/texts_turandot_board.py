"""English texts of the Turandot board's own labels (context ``turandot_board``).

The engine's codes (roles, kinds, phases, card names) live in ``texts_turandot.py``;
this table holds only what the board itself writes on the table.
"""

from divas_desktop.i18n.noop import QT_TRANSLATE_NOOP, counted

CONTEXT = "turandot_board"
TEXTS: dict[str, str] = {
    # --- headings -----------------------------------------------------------------------
    "round": QT_TRANSLATE_NOOP("turandot_board", "Round {round} of 7"),
    "round.directors": QT_TRANSLATE_NOOP("turandot_board", "Round 4 of 7: hire a director"),
    "final.title": QT_TRANSLATE_NOOP("turandot_board", "Final scene"),
    "over.title": QT_TRANSLATE_NOOP("turandot_board", "The curtain falls"),
    "character": QT_TRANSLATE_NOOP("turandot_board", "Character {number}"),
    "empty_slot": QT_TRANSLATE_NOOP("turandot_board", "no card"),
    # --- Puccini, designer, carpenter -----------------------------------------------------
    "puccini.holder": QT_TRANSLATE_NOOP("turandot_board", "held by {player}"),
    "designer.free": QT_TRANSLATE_NOOP("turandot_board", "for one money card alone"),
    "designer.hired": QT_TRANSLATE_NOOP("turandot_board", "hired by {player}"),
    "designer.round4": QT_TRANSLATE_NOOP("turandot_board", "not in round 4"),
    "carpenter.removed": QT_TRANSLATE_NOOP("turandot_board", "not used with 2–3 players"),
    # --- directors ----------------------------------------------------------------------
    "pile": QT_TRANSLATE_NOOP("turandot_board", "Director pile ({count})"),
    "pile.empty": QT_TRANSLATE_NOOP("turandot_board", "The pile is empty."),
    "fired": QT_TRANSLATE_NOOP("turandot_board", "Fired directors"),
    "fired.drop": QT_TRANSLATE_NOOP("turandot_board", "Fired directors: drop one here"),
    "fired.by": QT_TRANSLATE_NOOP("turandot_board", "fired by {player}"),
    "director": QT_TRANSLATE_NOOP("turandot_board", "Director"),
    "director.none": QT_TRANSLATE_NOOP("turandot_board", "no director yet"),
    # --- companies ----------------------------------------------------------------------
    "you": QT_TRANSLATE_NOOP("turandot_board", "{player} (you)"),
    "money": QT_TRANSLATE_NOOP("turandot_board", "Money {count}"),
    "hand": QT_TRANSLATE_NOOP("turandot_board", "Hand {count}"),
    "bid.waiting": QT_TRANSLATE_NOOP("turandot_board", "choosing a bid…"),
    "bid.placed": QT_TRANSLATE_NOOP("turandot_board", "bid placed"),
    "bid.revealed": QT_TRANSLATE_NOOP("turandot_board", "bid:"),
    "needs_understudy": QT_TRANSLATE_NOOP("turandot_board", "waits for an understudy"),
    "understudy.drop": QT_TRANSLATE_NOOP(
        "turandot_board",
        "Puccini: drag a remaining card onto each player who waits for an understudy.",
    ),
    "firer": QT_TRANSLATE_NOOP("turandot_board", "must fire a director"),
    "firer.drop": QT_TRANSLATE_NOOP(
        "turandot_board",
        "Drag a director from the pile to the fired directors (or click it, then click there).",
    ),
    "choose_firer": QT_TRANSLATE_NOOP(
        "turandot_board", "Puccini: choose the player who fires a director."
    ),
    "cast_confirmed": QT_TRANSLATE_NOOP("turandot_board", "cast confirmed"),
    "cast_choosing": QT_TRANSLATE_NOOP("turandot_board", "assigning roles…"),
    "no_singers": QT_TRANSLATE_NOOP("turandot_board", "no singers yet"),
    "total": QT_TRANSLATE_NOOP("turandot_board", "Total {points}"),
    "winner": QT_TRANSLATE_NOOP("turandot_board", "★ Winner"),
    # --- the viewer's hand and bid ------------------------------------------------------
    "zone.hand": QT_TRANSLATE_NOOP("turandot_board", "Your hand"),
    "zone.bid": QT_TRANSLATE_NOOP("turandot_board", "Your bid (face down)"),
    "zone.bid.confirmed": QT_TRANSLATE_NOOP("turandot_board", "Your bid is placed, face down"),
    "bid.help": QT_TRANSLATE_NOOP(
        "turandot_board",
        "Drag cards from your hand to your bid, then confirm. A bid: one "
        "number (plus any money), or one money card alone. The bluff may join any bid. Only "
        "you see your bid until everyone has placed theirs.",
    ),
    "last_bids": QT_TRANSLATE_NOOP("turandot_board", "Bids of round {round}:"),
    "wait.others": QT_TRANSLATE_NOOP("turandot_board", "Waiting for {players}…"),
    # --- final scene --------------------------------------------------------------------
    "final.help": QT_TRANSLATE_NOOP(
        "turandot_board",
        "Drag your singers onto the roles (a singer dropped on a taken role swaps places).",
    ),
    "final.score": QT_TRANSLATE_NOOP("turandot_board", "Your score now"),
    "final.score.over": QT_TRANSLATE_NOOP("turandot_board", "Your final score"),
    "final.director": QT_TRANSLATE_NOOP("turandot_board", "Director: {director}"),
    "final.optimal": QT_TRANSLATE_NOOP("turandot_board", "Optimal assignment"),
    "final.tiebreak": QT_TRANSLATE_NOOP("turandot_board", "Tie-break: stars alone ({stars})"),
    "favourite.tip": QT_TRANSLATE_NOOP("turandot_board", "Favourite role: {role}"),
    "singer.tip": counted(
        QT_TRANSLATE_NOOP("turandot_board", "{name}: %n stars, {gender}, {voice}, {kind}"), "stars"
    ),
    # --- cards --------------------------------------------------------------------------
    "card.money.tip": QT_TRANSLATE_NOOP(
        "turandot_board",
        "Money: add it to a number to outbid, or play it alone for the "
        "costume designer or the carpenter.",
    ),
    "card.bluff.tip": QT_TRANSLATE_NOOP(
        "turandot_board", "Bluff: it changes nothing, it only hides how many cards you bid."
    ),
    "card.number.tip": QT_TRANSLATE_NOOP(
        "turandot_board", "Bid for the card under character {number}."
    ),
    "back": QT_TRANSLATE_NOOP("turandot_board", "a card face down"),
}
