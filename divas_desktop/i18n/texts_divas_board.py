"""English texts of the Battle of the Divas board's own labels (context ``divas_board``).

The engine's codes (cards, houses, instruments, phases, tasks) live in
``texts_divas.py``; this table holds what the board itself writes on the table: headings,
how to make each move, the closing step by step, the final scoring, tooltips.
"""

from divas_desktop.i18n.noop import QT_TRANSLATE_NOOP, counted

CONTEXT = "divas_board"
TEXTS: dict[str, str] = {
    # --- the table ----------------------------------------------------------------------
    "vp.short": QT_TRANSLATE_NOOP("divas_board", "VP"),
    "vp.unit": QT_TRANSLATE_NOOP("divas_board", "VP"),
    "vp": QT_TRANSLATE_NOOP("divas_board", "{points} VP"),
    "vp.tip": QT_TRANSLATE_NOOP("divas_board", "{player}: {points} VP"),
    "vp.laps": QT_TRANSLATE_NOOP("divas_board", "{letter} +{points}"),
    "player.diva": QT_TRANSLATE_NOOP("divas_board", "{player} · {diva}"),
    "house.tip": QT_TRANSLATE_NOOP(
        "divas_board", "{house}: drop a card here to play it in this opera."
    ),
    "applause.unit": QT_TRANSLATE_NOOP("divas_board", "Applause"),
    "applause.tip": QT_TRANSLATE_NOOP(
        "divas_board", "{player}: {value} Applause of the {minimum} needed to close."
    ),
    "note_space.tip": QT_TRANSLATE_NOOP("divas_board", "A note sent to this opera goes here."),
    "fame.even": QT_TRANSLATE_NOOP("divas_board", "Fame: even"),
    "fame.leans": counted(
        QT_TRANSLATE_NOOP("divas_board", "Fame: %n steps toward {player}"), "count"
    ),
    "deck": QT_TRANSLATE_NOOP("divas_board", "Deck"),
    "hand.tip": counted(QT_TRANSLATE_NOOP("divas_board", "A hand of %n cards"), "count"),
    "deck.count": counted(QT_TRANSLATE_NOOP("divas_board", "Deck: %n cards"), "count"),
    "discard.label": QT_TRANSLATE_NOOP("divas_board", "Discards"),
    "discard.of": QT_TRANSLATE_NOOP("divas_board", "Discards of {player}"),
    "discard.tip": counted(
        QT_TRANSLATE_NOOP("divas_board", "Discards of {player}: %n cards (click to see them)"),
        "count",
    ),
    "operas": QT_TRANSLATE_NOOP("divas_board", "Operas"),
    "operas.tip": counted(
        QT_TRANSLATE_NOOP("divas_board", "%n opera cards left in the deck"), "count"
    ),
    "programme": counted(
        QT_TRANSLATE_NOOP("divas_board", "Programme: %n of 5 operas closed"), "count"
    ),
    "programme.vp": QT_TRANSLATE_NOOP("divas_board", "{letter} +{points} VP"),
    "programme.placed": QT_TRANSLATE_NOOP("divas_board", "{letter}: {what}"),
    "programme.palco": QT_TRANSLATE_NOOP("divas_board", "{letter} +{points} Palco"),
    "timeline": QT_TRANSLATE_NOOP("divas_board", "Timeline"),
    "timeline.later": QT_TRANSLATE_NOOP("divas_board", "later →"),
    "timeline.end": QT_TRANSLATE_NOOP(
        "divas_board", "Drop a card from your hand here: the right end of the Timeline."
    ),
    "key.tip": QT_TRANSLATE_NOOP("divas_board", "{note}: a note here is worth {points} VP."),
    "note.tip": QT_TRANSLATE_NOOP("divas_board", "{note} of {player}"),
    "tessitura.tip": QT_TRANSLATE_NOOP("divas_board", "Tessitura of {player}: {low}–{high}"),
    "tessitura.low": QT_TRANSLATE_NOOP("divas_board", "Low marker of {player}'s tessitura"),
    "tessitura.high": QT_TRANSLATE_NOOP("divas_board", "High marker of {player}'s tessitura"),
    "passover": QT_TRANSLATE_NOOP(
        "divas_board", "A key beyond the other Diva: she is jumped over."
    ),
    # --- the orchestra and the Palco Reale -------------------------------------------------
    "orchestra": QT_TRANSLATE_NOOP("divas_board", "Orchestra"),
    "orchestra.count": QT_TRANSLATE_NOOP("divas_board", "instruments C {callas} · T {tebaldi}"),
    "orchestra.placed": QT_TRANSLATE_NOOP("divas_board", "{player} (bonus ×{x})"),
    "conductors": QT_TRANSLATE_NOOP("divas_board", "Conductors"),
    "conductor": QT_TRANSLATE_NOOP("divas_board", "conductor"),
    "conductor.tip": QT_TRANSLATE_NOOP("divas_board", "The conductor of {player} (+5 VP)"),
    "conductor.space": QT_TRANSLATE_NOOP(
        "divas_board",
        "The conductor of {player}: placed when she wins a house whose instrument she has "
        "already placed (+5 VP).",
    ),
    "bonus.fame": QT_TRANSLATE_NOOP("divas_board", "Fame"),
    "bonus.timeline_free": QT_TRANSLATE_NOOP("divas_board", "Timeline, no event"),
    "bonus.tessitura": QT_TRANSLATE_NOOP("divas_board", "Tessitura"),
    "bonus.shift": QT_TRANSLATE_NOOP("divas_board", "Timeline moves"),
    "orchestra.slot": counted(
        QT_TRANSLATE_NOOP(
            "divas_board", "The next instrument placed here gives its bonus %n times."
        ),
        "x",
    ),
    "orchestra.majority": QT_TRANSLATE_NOOP(
        "divas_board", "At the end, most instruments here: +{points} VP."
    ),
    "palco": QT_TRANSLATE_NOOP("divas_board", "Palco Reale"),
    "palco.deck": counted(QT_TRANSLATE_NOOP("divas_board", "%n in the deck"), "count"),
    "palco.open": QT_TRANSLATE_NOOP("divas_board", "{house} may still score the Palco Reale."),
    "palco.used": QT_TRANSLATE_NOOP(
        "divas_board", "{house} has scored the Palco Reale (token turned)."
    ),
    # --- the panel: whose turn, how to play ----------------------------------------------
    "heading.you": QT_TRANSLATE_NOOP("divas_board", "Turn {turn} · your move: {phase}"),
    "heading.choice": QT_TRANSLATE_NOOP("divas_board", "Turn {turn} · your choice"),
    "heading.other": QT_TRANSLATE_NOOP("divas_board", "{player} ({diva}) is playing…"),
    "over": QT_TRANSLATE_NOOP("divas_board", "The curtain falls"),
    "how.play": QT_TRANSLATE_NOOP(
        "divas_board",
        "Drag a card from your hand onto an opera house. Its instrument there: +1 Fame; new "
        "rhythms and mask colours: Applause.",
    ),
    "how.move": counted(
        QT_TRANSLATE_NOOP(
            "divas_board",
            "Drag your Diva to a lit key, or click the key: up to %n keys, jumping over the "
            "other Diva.",
        ),
        "count",
    ),
    "how.black_key": QT_TRANSLATE_NOOP(
        "divas_board", "Click one of the two lit black keys beside your Diva."
    ),
    "how.actions": QT_TRANSLATE_NOOP("divas_board", "Perform the actions, in any order."),
    "how.fame": QT_TRANSLATE_NOOP("divas_board", "Fame: click a house's Fame track."),
    "how.tessitura": QT_TRANSLATE_NOOP(
        "divas_board", "Tessitura: drag an end of your bracket one key outward."
    ),
    "how.timeline": QT_TRANSLATE_NOOP(
        "divas_board", "Timeline: drag a card from your hand to the end of the Timeline."
    ),
    "how.instrument": QT_TRANSLATE_NOOP(
        "divas_board",
        "{instrument}: drag one of your notes onto {house:art}, or close the opera there.",
    ),
    "how.shift": QT_TRANSLATE_NOOP("divas_board", "Drag a Timeline card: one place is one step."),
    "how.timeline_free": QT_TRANSLATE_NOOP(
        "divas_board", "Drag a card from your hand to the end of the Timeline."
    ),
    "how.place_note": QT_TRANSLATE_NOOP("divas_board", "Click a lit key."),
    "how.flip_note": QT_TRANSLATE_NOOP("divas_board", "Click a lit key."),
    "how.remove_note": QT_TRANSLATE_NOOP("divas_board", "Click a lit key."),
    "how.applause": QT_TRANSLATE_NOOP("divas_board", "Click your Applause bar in that house."),
    "how.drain": QT_TRANSLATE_NOOP("divas_board", "Click your rival's Applause bar there."),
    "how.shrink": QT_TRANSLATE_NOOP(
        "divas_board", "Drag an end of your rival's bracket one key inward."
    ),
    "how.play_extra": QT_TRANSLATE_NOOP("divas_board", "Drag it onto an opera house."),
    "source.event": QT_TRANSLATE_NOOP("divas_board", "The event of “{card}” asks:"),
    "source.skill": QT_TRANSLATE_NOOP("divas_board", "The skill of {card} asks:"),
    "source.fame": QT_TRANSLATE_NOOP(
        "divas_board", "The Fame track {house:of} gives Timeline moves:"
    ),
    "source.orchestra": QT_TRANSLATE_NOOP(
        "divas_board", "The orchestra bonus of the {instrument}:"
    ),
    "reserve": QT_TRANSLATE_NOOP("divas_board", "Reserve: {notes}"),
    "reserve.tip": QT_TRANSLATE_NOOP(
        "divas_board", "Note tokens left in the reserve, 4 of each note to begin with."
    ),
    # --- clicks and buttons -----------------------------------------------------------------
    "click.move": QT_TRANSLATE_NOOP("divas_board", "Move to {note}"),
    "click.black": QT_TRANSLATE_NOOP("divas_board", "Black key: {first} + {second}"),
    "click.fame": QT_TRANSLATE_NOOP("divas_board", "+1 Fame {house:at}"),
    "click.applause": QT_TRANSLATE_NOOP("divas_board", "Applause {house:at}"),
    "click.drain": QT_TRANSLATE_NOOP("divas_board", "Rival loses Applause {house:at}"),
    "click.place": QT_TRANSLATE_NOOP("divas_board", "Place a {note}"),
    "click.flip": QT_TRANSLATE_NOOP("divas_board", "Flip the {note}"),
    "click.remove": QT_TRANSLATE_NOOP("divas_board", "Remove the {note}"),
    "close": QT_TRANSLATE_NOOP("divas_board", "Close & score"),
    "done.actions": QT_TRANSLATE_NOOP("divas_board", "Skip the remaining actions"),
    "done.task": QT_TRANSLATE_NOOP("divas_board", "Done"),
    "tessitura.none": QT_TRANSLATE_NOOP("divas_board", "Tessitura at both ends: +1 VP"),
    # --- closing an opera, step by step ---------------------------------------------------
    "closing.title": QT_TRANSLATE_NOOP("divas_board", "Closing {opera}"),
    "closing.applause": QT_TRANSLATE_NOOP(
        "divas_board", "{mark} Applause → VP: {first} +{a} · {second} +{b}"
    ),
    "closing.fame": counted(
        QT_TRANSLATE_NOOP("divas_board", "{mark} Fame: {player} moves the Timeline (%n steps)"),
        "count",
    ),
    "closing.fame.none": QT_TRANSLATE_NOOP("divas_board", "{mark} Fame: even, no Timeline moves"),
    "closing.instrument": QT_TRANSLATE_NOOP(
        "divas_board", "{mark} Orchestra: {instrument} to {player} ({bonus}, X = {x})"
    ),
    "closing.conductor": QT_TRANSLATE_NOOP(
        "divas_board", "{mark} Orchestra: the conductor of {player} (+5 VP)"
    ),
    "closing.orchestra": QT_TRANSLATE_NOOP(
        "divas_board", "{mark} Orchestra: the {instrument} to the Applause leader"
    ),
    "closing.palco": QT_TRANSLATE_NOOP("divas_board", "{mark} Palco Reale, then a new opera"),
    # --- closed operas (the programme) ------------------------------------------------------
    "closed.band": QT_TRANSLATE_NOOP("divas_board", "Closed on turn {turn}"),
    "closed.by": QT_TRANSLATE_NOOP("divas_board", "Closed by {player}."),
    "closed.applause": QT_TRANSLATE_NOOP("divas_board", "{player}: +{points} VP of Applause"),
    "closed.fame": counted(
        QT_TRANSLATE_NOOP("divas_board", "{player}: %n Timeline moves from Fame"), "count"
    ),
    "closed.instrument": QT_TRANSLATE_NOOP(
        "divas_board", "{player} placed the {instrument} ({bonus}, X = {x})"
    ),
    "closed.conductor": QT_TRANSLATE_NOOP("divas_board", "{player} placed her conductor (+5 VP)"),
    "closed.tie": QT_TRANSLATE_NOOP(
        "divas_board", "A tie in Applause: nothing placed in the orchestra"
    ),
    "closed.palco": QT_TRANSLATE_NOOP(
        "divas_board", "{personality} applauds {player}: +{points} VP"
    ),
    # --- the final scoring -------------------------------------------------------------
    "final": QT_TRANSLATE_NOOP("divas_board", "Final scoring"),
    "final.operas": QT_TRANSLATE_NOOP("divas_board", "Applause of closed operas"),
    "final.conductor": QT_TRANSLATE_NOOP("divas_board", "Conductor"),
    "final.palco": QT_TRANSLATE_NOOP("divas_board", "Palco Reale"),
    "final.other_play": QT_TRANSLATE_NOOP("divas_board", "Keyboard ends, events"),
    "final.orchestra": QT_TRANSLATE_NOOP("divas_board", "Orchestra majority"),
    "final.piano": QT_TRANSLATE_NOOP("divas_board", "Notes on the piano"),
    "final.timeline": QT_TRANSLATE_NOOP("divas_board", "Timeline"),
    "final.unfinished": QT_TRANSLATE_NOOP("divas_board", "Unfinished operas"),
    "final.total": QT_TRANSLATE_NOOP("divas_board", "Total"),
    # --- card faces in the inspector -----------------------------------------------------
    "face.instrument": QT_TRANSLATE_NOOP("divas_board", "Instrument: {instrument}"),
    "face.rhythm": counted(QT_TRANSLATE_NOOP("divas_board", "%n notes"), "notes"),
    "face.rhythms": QT_TRANSLATE_NOOP("divas_board", "Rhythms: {rhythms}"),
    "face.masks": QT_TRANSLATE_NOOP("divas_board", "Masks: {masks}"),
    "face.colour": QT_TRANSLATE_NOOP("divas_board", "Timeline points for {diva}"),
    "face.notes": QT_TRANSLATE_NOOP("divas_board", "Notes: {notes}"),
    "face.opera": QT_TRANSLATE_NOOP("divas_board", "Opera"),
    "face.opera.text": QT_TRANSLATE_NOOP(
        "divas_board",
        "At least {minimum} Applause to close it. Rhythms: 1 Applause for the first, 2 for "
        "the second; notes sent: 2, then 3.",
    ),
}
