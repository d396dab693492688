"""English texts of the Turandot board's own labels (context ``turandot_board``).

The engine's codes (roles, kinds, phases, card names) live in ``texts_turandot.py``;
this table holds only what the board itself writes on the table.
"""

from divas_desktop.i18n.noop import QT_TRANSLATE_NOOP, counted

CONTEXT = "turandot_board"
TEXTS: dict[str, str] = {
    # --- headings and the round track --------------------------------------------------------
    "round": QT_TRANSLATE_NOOP("turandot_board", "Round {round} of {last}"),
    "round.directors": QT_TRANSLATE_NOOP(
        "turandot_board", "Round {round} of {last}: hire a director"
    ),
    "over.title": QT_TRANSLATE_NOOP("turandot_board", "The curtain falls"),
    "rounds": QT_TRANSLATE_NOOP("turandot_board", "The rounds"),
    "round.mark.singers": QT_TRANSLATE_NOOP("turandot_board", "♪"),
    "round.mark.directors": QT_TRANSLATE_NOOP("turandot_board", "D"),
    "round.legend": QT_TRANSLATE_NOOP(
        "turandot_board", "{singers} singers · {directors} directors · {fire} a director is fired"
    ),
    "round.kind.singers": QT_TRANSLATE_NOOP("turandot_board", "every player hires a singer"),
    "round.kind.directors": QT_TRANSLATE_NOOP("turandot_board", "every player hires a director"),
    "round.line": QT_TRANSLATE_NOOP("turandot_board", "Round {round}: {what}."),
    "round.line.fires": QT_TRANSLATE_NOOP(
        "turandot_board", "Round {round}: {what}, then a director is fired."
    ),
    "character": QT_TRANSLATE_NOOP("turandot_board", "Character {number}"),
    "role.gender": QT_TRANSLATE_NOOP("turandot_board", "Gender of the role: {gender}"),
    # --- Puccini, designer, carpenter -----------------------------------------------------
    "puccini.holder": QT_TRANSLATE_NOOP("turandot_board", "held by {player}"),
    "puccini.holds": QT_TRANSLATE_NOOP("turandot_board", "Holds Puccini"),
    "puccini.face": QT_TRANSLATE_NOOP(
        "turandot_board",
        "Whoever holds Puccini gives out the understudies and chooses who fires a "
        "director. Puccini passes to the left at the end of every round.",
    ),
    "designer.free": QT_TRANSLATE_NOOP("turandot_board", "for one money card alone"),
    "designer.hired": QT_TRANSLATE_NOOP("turandot_board", "hired by {player}"),
    "designer.closed": QT_TRANSLATE_NOOP("turandot_board", "not this round"),
    "scene.face": QT_TRANSLATE_NOOP(
        "turandot_board",
        "Hired with a money card played alone: the money card becomes a scene element, "
        "worth one point at the end.",
    ),
    # --- directors ----------------------------------------------------------------------
    "pile": QT_TRANSLATE_NOOP("turandot_board", "Director pile ({count})"),
    "fired": QT_TRANSLATE_NOOP("turandot_board", "Fired directors"),
    "fired.drop": QT_TRANSLATE_NOOP("turandot_board", "Fired directors: drop one here"),
    "fired.by": QT_TRANSLATE_NOOP("turandot_board", "fired by {player}"),
    "director": QT_TRANSLATE_NOOP("turandot_board", "Director"),
    "choose_firer.question": QT_TRANSLATE_NOOP("turandot_board", "Who fires a director?"),
    # --- companies ----------------------------------------------------------------------
    "you": QT_TRANSLATE_NOOP("turandot_board", "{player} (you)"),
    "purse": QT_TRANSLATE_NOOP("turandot_board", "● {money} · ★ {scene} · hand {hand}"),
    "purse.short": QT_TRANSLATE_NOOP("turandot_board", "● {money} · ★ {scene}"),
    "money.label": QT_TRANSLATE_NOOP("turandot_board", "● Money cards"),
    "scene.label": QT_TRANSLATE_NOOP("turandot_board", "★ Scene elements (+1 each)"),
    "needs_understudy": QT_TRANSLATE_NOOP("turandot_board", "waits for an understudy"),
    "needs_understudy.short": QT_TRANSLATE_NOOP("turandot_board", "needs an understudy"),
    "understudy.drop": QT_TRANSLATE_NOOP(
        "turandot_board",
        "Drag a card left under the characters onto each company that waits for an understudy.",
    ),
    "firer": QT_TRANSLATE_NOOP("turandot_board", "must fire a director"),
    "firer.short": QT_TRANSLATE_NOOP("turandot_board", "fires a director"),
    "firer.drop": QT_TRANSLATE_NOOP(
        "turandot_board",
        "Drag a director from the pile to the fired directors (or click it, then click there).",
    ),
    "choose_firer": QT_TRANSLATE_NOOP(
        "turandot_board", "Choose the player who fires a director (the buttons on the right)."
    ),
    "cast_confirmed": QT_TRANSLATE_NOOP("turandot_board", "cast confirmed"),
    "cast_choosing": QT_TRANSLATE_NOOP("turandot_board", "assigning roles…"),
    "total": QT_TRANSLATE_NOOP("turandot_board", "Total {points}"),
    "total.winner": QT_TRANSLATE_NOOP("turandot_board", "Total {points} · ★ Winner"),
    "total.winner.short": QT_TRANSLATE_NOOP("turandot_board", "★ {points}"),
    "points.choosing": counted(
        QT_TRANSLATE_NOOP("turandot_board", "%n points now · assigning roles…"), "points"
    ),
    "points.confirmed": counted(
        QT_TRANSLATE_NOOP("turandot_board", "✓ %n points, cast confirmed"), "points"
    ),
    "points.confirmed.short": counted(QT_TRANSLATE_NOOP("turandot_board", "✓ %n points"), "points"),
    "points_now": counted(QT_TRANSLATE_NOOP("turandot_board", "%n points now"), "points"),
    "points": counted(QT_TRANSLATE_NOOP("turandot_board", "%n points"), "points"),
    "stars_alone": counted(
        QT_TRANSLATE_NOOP("turandot_board", "%n stars alone (tie-break)"), "stars"
    ),
    "winner": QT_TRANSLATE_NOOP("turandot_board", "★ Winner"),
    "standings.now": QT_TRANSLATE_NOOP("turandot_board", "Every cast as it stands now"),
    "standings.over": QT_TRANSLATE_NOOP("turandot_board", "Final standings"),
    # --- the viewer's hand and bid ------------------------------------------------------
    "zone.hand": QT_TRANSLATE_NOOP("turandot_board", "Your hand"),
    "zone.bid": QT_TRANSLATE_NOOP("turandot_board", "Your bid (face down)"),
    "zone.bid.confirmed": QT_TRANSLATE_NOOP("turandot_board", "Your bid is placed, face down"),
    "zone.hidden": QT_TRANSLATE_NOOP(
        "turandot_board", "The hands stay hidden until the next player raises the curtain."
    ),
    "bid.help": QT_TRANSLATE_NOOP(
        "turandot_board", "Drag cards from your hand to your bid, then confirm it."
    ),
    "bid.rule": QT_TRANSLATE_NOOP(
        "turandot_board",
        "A bid: one number (plus any money), or one money card alone; the bluff may join any "
        "bid. Nobody sees it before all bids are placed.",
    ),
    "last_bids": QT_TRANSLATE_NOOP("turandot_board", "Bids of round {round}:"),
    "wait.others": QT_TRANSLATE_NOOP("turandot_board", "Waiting for {players}…"),
    "reveal.title": QT_TRANSLATE_NOOP("turandot_board", "The bids of round {round}, face up"),
    "reveal.gets": QT_TRANSLATE_NOOP("turandot_board", "→ {card}"),
    "reveal.designer": QT_TRANSLATE_NOOP(
        "turandot_board", "the costume designer: +1 scene element"
    ),
    "reveal.carpenter": QT_TRANSLATE_NOOP("turandot_board", "the carpenter: +1 scene element"),
    # --- final scene --------------------------------------------------------------------
    "final.help": QT_TRANSLATE_NOOP(
        "turandot_board",
        "Drag your singers onto the roles (a singer dropped on a taken role swaps places).",
    ),
    "final.score": QT_TRANSLATE_NOOP("turandot_board", "Your score now"),
    "final.score.over": QT_TRANSLATE_NOOP("turandot_board", "Your final score"),
    "final.score.of": QT_TRANSLATE_NOOP("turandot_board", "The cast of {player}"),
    "final.director.line": QT_TRANSLATE_NOOP("turandot_board", "{director}: {name}"),
    "final.optimal": QT_TRANSLATE_NOOP("turandot_board", "Optimal assignment"),
    "final.is_optimal": QT_TRANSLATE_NOOP(
        "turandot_board", "No other order of your singers scores more."
    ),
    "final.can_gain": counted(
        QT_TRANSLATE_NOOP("turandot_board", "The best order scores %n points ({gain})."),
        "points",
    ),
    "final.tiebreak": counted(
        QT_TRANSLATE_NOOP("turandot_board", "Tie-break: %n stars alone"), "stars"
    ),
    "legend.favourite": QT_TRANSLATE_NOOP(
        "turandot_board", "{mark} a singer on the favourite role"
    ),
    "legend.gender": QT_TRANSLATE_NOOP(
        "turandot_board", "{mark} a singer on a role of the other gender"
    ),
    "legend.scene": counted(QT_TRANSLATE_NOOP("turandot_board", "★ scene elements: %n"), "count"),
    # --- cards and the inspector --------------------------------------------------------------
    "face.stars": counted(QT_TRANSLATE_NOOP("turandot_board", "%n stars"), "stars"),
    "face.gender": QT_TRANSLATE_NOOP("turandot_board", "Gender: {gender}"),
    "favourite.tip": QT_TRANSLATE_NOOP("turandot_board", "Favourite role: {role}"),
    "face.no_favourite": QT_TRANSLATE_NOOP("turandot_board", "No favourite role"),
    "face.on_role": QT_TRANSLATE_NOOP("turandot_board", "Plays {role}"),
    "face.favourite_points": QT_TRANSLATE_NOOP("turandot_board", "{points}: the favourite role"),
    "face.gender_points": QT_TRANSLATE_NOOP(
        "turandot_board", "{points}: a role of the other gender"
    ),
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
