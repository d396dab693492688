"""English texts of every code The Battle of the Divas emits (events, reasons, cards...).

Card texts are keyed by the card's data ``key``: ``divas.card.<key>`` (name),
``divas.card.<key>.event`` (its Timeline event) and ``divas.card.<key>.fact`` (the history
behind it); operas by id (``divas.opera.<id>``); personalities by key. Event parameters
are such codes too, so the UI translates them.
Refusal reasons are ``reason.<code>`` (ENGINE_GUIDE.md; the UI's ``refusal_text`` finds
them there).
"""
# ruff: noqa: E501

from divas_desktop.i18n.noop import QT_TRANSLATE_NOOP, counted

CONTEXT = "divas"
TEXTS: dict[str, str] = {
    "divas.n.applause": counted(QT_TRANSLATE_NOOP("divas", "%n Applause")),
    "divas.n.cards": counted(QT_TRANSLATE_NOOP("divas", "%n cards")),
    "divas.card_played": QT_TRANSLATE_NOOP("divas", "{player} plays {card} {house:at}."),
    "divas.fame_moved": counted(
        QT_TRANSLATE_NOOP("divas", "Fame {house:at} moves %n steps toward {player}."), "steps"
    ),
    "divas.applause": counted(
        QT_TRANSLATE_NOOP("divas", "{player}: {amount} {house:at} (total {applause})."),
        amount="divas.n.applause",
    ),
    "divas.diva_moved": QT_TRANSLATE_NOOP("divas", "{player} moves to {note} (key {key})."),
    "divas.note_placed": QT_TRANSLATE_NOOP("divas", "{player} places a {note} note on key {key}."),
    "divas.note_flipped": QT_TRANSLATE_NOOP(
        "divas", "{player} flips the {note} note on key {key}."
    ),
    "divas.black_key_chosen": QT_TRANSLATE_NOOP(
        "divas", "{player} uses the black key: {first} and {second}."
    ),
    "divas.tessitura_expanded": QT_TRANSLATE_NOOP(
        "divas", "{player} expands her tessitura (keys {low}–{high})."
    ),
    "divas.tessitura_end_bonus": QT_TRANSLATE_NOOP(
        "divas", "{player} reaches the end of the keyboard: +{points} VP."
    ),
    "divas.tessitura_shrunk": QT_TRANSLATE_NOOP(
        "divas", "The tessitura of {player} shrinks (keys {low}–{high})."
    ),
    "divas.note_sent": QT_TRANSLATE_NOOP("divas", "{player} sends her {note} {house:to}."),
    "divas.note_removed": QT_TRANSLATE_NOOP(
        "divas", "A {note} note of {player} leaves the piano (key {key})."
    ),
    "divas.timeline_played": QT_TRANSLATE_NOOP("divas", "{player} plays {card} on the Timeline."),
    "divas.timeline_free": QT_TRANSLATE_NOOP(
        "divas", "{player} places {card} on the Timeline without its event."
    ),
    "divas.timeline_shifted": QT_TRANSLATE_NOOP(
        "divas", "{player} moves {card} one place on the Timeline."
    ),
    "divas.vp_gained": QT_TRANSLATE_NOOP("divas", "{player} gains {points} VP."),
    "divas.card_recalled": QT_TRANSLATE_NOOP(
        "divas", "{player} takes {card} back from her discard pile."
    ),
    "divas.opera_closed": QT_TRANSLATE_NOOP("divas", "{player} closes {opera} {house:at}."),
    "divas.applause_converted": counted(
        QT_TRANSLATE_NOOP("divas", "{player} turns {points} into VP."), points="divas.n.applause"
    ),
    "divas.instrument_placed": QT_TRANSLATE_NOOP(
        "divas", "{player} places her {instrument} in the orchestra: bonus ×{x}."
    ),
    "divas.conductor_placed": QT_TRANSLATE_NOOP(
        "divas", "{player} places her conductor: +{points} VP."
    ),
    "divas.nothing_placed": QT_TRANSLATE_NOOP(
        "divas", "{player} has nothing left to place in the orchestra."
    ),
    "divas.palco_scored": QT_TRANSLATE_NOOP(
        "divas", "{personality:Art} applauds {player}: +{points} VP."
    ),
    "divas.palco_token_used": QT_TRANSLATE_NOOP(
        "divas", "{house:Art} will not score the Palco Reale again."
    ),
    "divas.palco_guest": QT_TRANSLATE_NOOP(
        "divas", "{personality:Art} takes a seat in the Palco Reale."
    ),
    "divas.opera_revealed": QT_TRANSLATE_NOOP("divas", "{opera} opens {house:at}."),
    "divas.deck_reshuffled": counted(
        QT_TRANSLATE_NOOP("divas", "{player} shuffles her discards into a new deck (%n cards)."),
        "cards",
    ),
    "divas.cards_drawn": counted(
        QT_TRANSLATE_NOOP("divas", "{player} draws back up to four cards (%n drawn)."), "count"
    ),
    "divas.card_drawn_private": QT_TRANSLATE_NOOP("divas", "You draw {card}."),
    "divas.last_turn": QT_TRANSLATE_NOOP(
        "divas", "A deck is exhausted: {player} plays the last turn."
    ),
    "divas.turn_started": QT_TRANSLATE_NOOP("divas", "Turn {turn}: {player} to play."),
    "divas.game_over_fifth_opera": QT_TRANSLATE_NOOP(
        "divas", "The fifth opera is closed: the game is over."
    ),
    "divas.game_over_deck_exhausted": QT_TRANSLATE_NOOP(
        "divas", "The last turn is over: the game is over."
    ),
    "divas.game_over_no_cards": QT_TRANSLATE_NOOP(
        "divas", "No cards left to play: the game is over."
    ),
    "reason.finish_pending_choice": QT_TRANSLATE_NOOP(
        "divas", "First answer the choice the card asks for, or press Done to decline it."
    ),
    "reason.fame_track_full": QT_TRANSLATE_NOOP(
        "divas", "Fame {house:at} is already {limit} steps toward you: it can go no further."
    ),
    "reason.fame_house_used": QT_TRANSLATE_NOOP(
        "divas", "This event gives Fame in different houses: {house} has had its step."
    ),
    "reason.key_not_free": QT_TRANSLATE_NOOP(
        "divas", "Key {key} already holds a note: choose a free key."
    ),
    "reason.key_not_adjacent": QT_TRANSLATE_NOOP(
        "divas", "Key {key} is not next to your Diva: the note goes on a neighbouring key."
    ),
    "reason.cannot_sing_there": QT_TRANSLATE_NOOP(
        "divas",
        "You cannot sing key {key}: it is outside your tessitura, or no such note is left in your reserve.",
    ),
    "reason.no_rival_note_there": QT_TRANSLATE_NOOP(
        "divas", "There is no note of your rival on key {key}."
    ),
    "reason.rival_has_no_applause": QT_TRANSLATE_NOOP(
        "divas", "Your rival has no Applause {house:at} to lose."
    ),
    "reason.timeline_not_on_key": QT_TRANSLATE_NOOP(
        "divas",
        "The actions left on your black key do not include the Timeline: a card goes there only with that action.",
    ),
    "reason.no_instrument_chosen": QT_TRANSLATE_NOOP(
        "divas", "A note is sent with an instrument: choose a black key that offers one."
    ),
    "reason.card_not_in_hand": QT_TRANSLATE_NOOP("divas", "That card is not in your hand."),
    "reason.must_play_card": QT_TRANSLATE_NOOP(
        "divas", "First play a card from your hand in an opera."
    ),
    "reason.key_out_of_reach": counted(
        QT_TRANSLATE_NOOP("divas", "Your Diva cannot end her move on that key (up to %n keys)."),
        "allowance",
    ),
    "reason.must_move": QT_TRANSLATE_NOOP("divas", "Move your Diva on the piano first."),
    "reason.black_key_not_adjacent": QT_TRANSLATE_NOOP(
        "divas", "That black key is not next to your Diva."
    ),
    "reason.must_choose_black_key": QT_TRANSLATE_NOOP(
        "divas", "Choose one of the black keys next to your Diva."
    ),
    "reason.action_not_on_key": QT_TRANSLATE_NOOP(
        "divas", "The chosen black key does not offer that action, or it is already used."
    ),
    "reason.tessitura_at_end": QT_TRANSLATE_NOOP(
        "divas", "That tessitura marker is already at the end of the keyboard."
    ),
    "reason.instrument_mismatch": QT_TRANSLATE_NOOP(
        "divas", "The instrument of this black key belongs to another opera house."
    ),
    "reason.applause_below_minimum": counted(
        QT_TRANSLATE_NOOP("divas", "You need at least {minimum} to close this opera."),
        minimum="divas.n.applause",
    ),
    "reason.not_your_note": QT_TRANSLATE_NOOP("divas", "There is no note of yours on that key."),
    "reason.note_outside_tessitura": QT_TRANSLATE_NOOP(
        "divas", "Key {key} is outside your tessitura (keys {low}–{high})."
    ),
    "reason.note_not_required": QT_TRANSLATE_NOOP(
        "divas", "{opera} needs {first} and {second}, not {note}."
    ),
    "reason.note_already_sent": QT_TRANSLATE_NOOP(
        "divas", "You have already sent a {note} {house:to}: each note goes there once."
    ),
    "reason.cannot_shift": QT_TRANSLATE_NOOP("divas", "That card cannot move that way."),
    "reason.shift_too_far": QT_TRANSLATE_NOOP(
        "divas", "That place is further than the Timeline steps you have left."
    ),
    "divas.score.during_play": QT_TRANSLATE_NOOP("divas", "Points during play"),
    "divas.score.operas": counted(
        QT_TRANSLATE_NOOP("divas", "Applause turned into VP (%n operas closed)"), "operas"
    ),
    "divas.score.conductor": QT_TRANSLATE_NOOP("divas", "Conductor in the orchestra"),
    "divas.score.palco": QT_TRANSLATE_NOOP("divas", "Personalities of the Palco Reale"),
    "divas.score.other_play": QT_TRANSLATE_NOOP(
        "divas", "Other points during play (keyboard ends, events)"
    ),
    "divas.score.orchestra": QT_TRANSLATE_NOOP(
        "divas", "Most instruments in the orchestra ({instruments})"
    ),
    "divas.score.piano": QT_TRANSLATE_NOOP("divas", "Notes on the piano"),
    "divas.score.timeline": QT_TRANSLATE_NOOP("divas", "Timeline"),
    "divas.score.unfinished": QT_TRANSLATE_NOOP("divas", "Unfinished operas led"),
    "divas.tie.more_operas": QT_TRANSLATE_NOOP("divas", "Tie broken: more operas closed."),
    "divas.tie.shared": QT_TRANSLATE_NOOP(
        "divas", "A perfect tie: the two divas share the victory."
    ),
    "divas.option.seats": QT_TRANSLATE_NOOP("divas", "Players"),
    "divas.option.palco_reale": QT_TRANSLATE_NOOP("divas", "Palco Reale expansion"),
    "divas.option.palco_reale.about": QT_TRANSLATE_NOOP(
        "divas", "Three Personalities in the royal box score every closing."
    ),
    "divas.option.first_player": QT_TRANSLATE_NOOP("divas", "First player"),
    "divas.option.first_player.about": QT_TRANSLATE_NOOP(
        "divas", "Who opens the game: the last to have been to the opera."
    ),
    "divas.first_player.random": QT_TRANSLATE_NOOP("divas", "Random"),
    "divas.first_player.callas": QT_TRANSLATE_NOOP("divas", "Maria Callas"),
    "divas.first_player.tebaldi": QT_TRANSLATE_NOOP("divas", "Renata Tebaldi"),
    "divas.option.timeline_rule": QT_TRANSLATE_NOOP("divas", "Timeline order"),
    "divas.option.timeline_rule.about": QT_TRANSLATE_NOOP(
        "divas", "How the final Timeline scoring judges chronological order."
    ),
    "divas.timeline_rule.records": QT_TRANSLATE_NOOP(
        "divas", "No later year of the same colour further left"
    ),
    "divas.timeline_rule.longest": QT_TRANSLATE_NOOP("divas", "Longest chronological sequence"),
    "divas.phase.play": QT_TRANSLATE_NOOP("divas", "Play a card in an opera"),
    "divas.phase.move": QT_TRANSLATE_NOOP("divas", "Move on the piano"),
    "divas.phase.black_key": QT_TRANSLATE_NOOP("divas", "Choose a black key"),
    "divas.phase.actions": QT_TRANSLATE_NOOP("divas", "Perform the black key's actions"),
    "divas.phase.over": QT_TRANSLATE_NOOP("divas", "Game over"),
    "divas.task.fame": counted(
        QT_TRANSLATE_NOOP("divas", "Choose a house to gain Fame (%n left)."), "count"
    ),
    "divas.task.tessitura": counted(
        QT_TRANSLATE_NOOP("divas", "Expand your tessitura (%n left)."), "count"
    ),
    "divas.task.shift": counted(
        QT_TRANSLATE_NOOP("divas", "Move Timeline cards (%n steps left)."), "count"
    ),
    "divas.task.timeline_free": counted(
        QT_TRANSLATE_NOOP("divas", "Play cards to the Timeline without their events (%n left)."),
        "count",
    ),
    "divas.task.place_note": QT_TRANSLATE_NOOP("divas", "Choose a key for your note."),
    "divas.task.flip_note": QT_TRANSLATE_NOOP("divas", "Choose a rival note to flip."),
    "divas.task.remove_note": QT_TRANSLATE_NOOP("divas", "Choose a rival note to remove."),
    "divas.task.applause": counted(
        QT_TRANSLATE_NOOP("divas", "Choose a house to gain {amount}."), amount="divas.n.applause"
    ),
    "divas.task.drain": counted(
        QT_TRANSLATE_NOOP("divas", "Choose a house where your rival loses {amount}."),
        amount="divas.n.applause",
    ),
    "divas.task.shrink": QT_TRANSLATE_NOOP(
        "divas", "Choose a rival tessitura marker to move inward."
    ),
    "divas.task.play_extra": QT_TRANSLATE_NOOP(
        "divas", "Play a card from your hand into an opera."
    ),
    "divas.action.done": QT_TRANSLATE_NOOP("divas", "Done"),
    "divas.diva.callas": QT_TRANSLATE_NOOP("divas", "Maria Callas"),
    "divas.diva.tebaldi": QT_TRANSLATE_NOOP("divas", "Renata Tebaldi"),
    "divas.house.scala": QT_TRANSLATE_NOOP("divas", "La Scala"),
    "divas.house.wien": QT_TRANSLATE_NOOP("divas", "Wiener Staatsoper"),
    "divas.house.met": QT_TRANSLATE_NOOP("divas", "Metropolitan Opera"),
    "divas.house.colon": QT_TRANSLATE_NOOP("divas", "Teatro Colón"),
    "divas.instrument.violin": QT_TRANSLATE_NOOP("divas", "Violin"),
    "divas.instrument.clarinet": QT_TRANSLATE_NOOP("divas", "Clarinet"),
    "divas.instrument.trumpet": QT_TRANSLATE_NOOP("divas", "Trumpet"),
    "divas.instrument.drum": QT_TRANSLATE_NOOP("divas", "Drum"),
    "divas.action.fame": QT_TRANSLATE_NOOP("divas", "Increase Fame"),
    "divas.action.tessitura": QT_TRANSLATE_NOOP("divas", "Expand Tessitura"),
    "divas.action.timeline": QT_TRANSLATE_NOOP("divas", "Play a card on the Timeline"),
    "divas.mask.red": QT_TRANSLATE_NOOP("divas", "red"),
    "divas.mask.green": QT_TRANSLATE_NOOP("divas", "green"),
    "divas.mask.purple": QT_TRANSLATE_NOOP("divas", "purple"),
    "divas.mask.white": QT_TRANSLATE_NOOP("divas", "white"),
    "divas.card.kind.character": QT_TRANSLATE_NOOP("divas", "Character"),
    "divas.card.kind.positive": QT_TRANSLATE_NOOP("divas", "Positive event"),
    "divas.card.kind.negative": QT_TRANSLATE_NOOP("divas", "Negative event"),
    "divas.card.luchino_visconti": QT_TRANSLATE_NOOP("divas", "Luchino Visconti"),
    "divas.card.luchino_visconti.event": QT_TRANSLATE_NOOP(
        "divas", "Callas's skill: gain 1 Fame step in a house of your choice."
    ),
    "divas.card.luchino_visconti.fact": QT_TRANSLATE_NOOP(
        "divas",
        "Film and stage director who staged Callas in five La Scala productions, from La vestale (1954) to Ifigenia in Tauride (1957).",
    ),
    "divas.card.pier_paolo_pasolini": QT_TRANSLATE_NOOP("divas", "Pier Paolo Pasolini"),
    "divas.card.pier_paolo_pasolini.event": QT_TRANSLATE_NOOP(
        "divas", "Callas's skill: gain 1 Fame step in a house of your choice."
    ),
    "divas.card.pier_paolo_pasolini.fact": QT_TRANSLATE_NOOP(
        "divas", "Poet and film-maker who cast Callas as Medea in his 1969 film."
    ),
    "divas.card.aristotle_onassis": QT_TRANSLATE_NOOP("divas", "Aristotle Onassis"),
    "divas.card.aristotle_onassis.event": QT_TRANSLATE_NOOP(
        "divas", "Callas's skill: gain 1 Fame step in a house of your choice."
    ),
    "divas.card.aristotle_onassis.fact": QT_TRANSLATE_NOOP(
        "divas", "Greek shipowner, Callas's companion from 1959 until his marriage in 1968."
    ),
    "divas.card.elvira_de_hidalgo": QT_TRANSLATE_NOOP("divas", "Elvira de Hidalgo"),
    "divas.card.elvira_de_hidalgo.event": QT_TRANSLATE_NOOP(
        "divas", "Callas's skill: gain 1 Fame step in a house of your choice."
    ),
    "divas.card.elvira_de_hidalgo.fact": QT_TRANSLATE_NOOP(
        "divas", "Spanish soprano who taught the young Callas in Athens."
    ),
    "divas.card.young_promise": QT_TRANSLATE_NOOP("divas", "Young Promise"),
    "divas.card.young_promise.event": QT_TRANSLATE_NOOP("divas", "Expand your tessitura once."),
    "divas.card.young_promise.fact": QT_TRANSLATE_NOOP(
        "divas",
        "Aged 13, Maria Kalogeropoulou arrives in Athens from New York and enters the National Conservatory.",
    ),
    "divas.card.italian_debut": QT_TRANSLATE_NOOP("divas", "Italian Debut"),
    "divas.card.italian_debut.event": QT_TRANSLATE_NOOP(
        "divas", "+1 Applause in a house of your choice."
    ),
    "divas.card.italian_debut.fact": QT_TRANSLATE_NOOP(
        "divas", "Callas makes her Italian debut at the Arena di Verona in La Gioconda."
    ),
    "divas.card.conquering_buenos_aires": QT_TRANSLATE_NOOP("divas", "Conquering Buenos Aires"),
    "divas.card.conquering_buenos_aires.event": QT_TRANSLATE_NOOP(
        "divas", "+2 Fame at the Teatro Colón."
    ),
    "divas.card.conquering_buenos_aires.fact": QT_TRANSLATE_NOOP(
        "divas", "At the Teatro Colón, Callas sings Turandot, Norma and Aida."
    ),
    "divas.card.advertising_broadcasts": QT_TRANSLATE_NOOP("divas", "Advertising Broadcasts"),
    "divas.card.advertising_broadcasts.event": QT_TRANSLATE_NOOP(
        "divas", "+1 Fame in two different houses."
    ),
    "divas.card.advertising_broadcasts.fact": QT_TRANSLATE_NOOP(
        "divas", "Callas sings on Italian radio and makes her first recordings, for Cetra in Turin."
    ),
    "divas.card.master_skill": QT_TRANSLATE_NOOP("divas", "Master Skill"),
    "divas.card.master_skill.event": QT_TRANSLATE_NOOP(
        "divas", "Place a note on any key inside your tessitura."
    ),
    "divas.card.master_skill.fact": QT_TRANSLATE_NOOP(
        "divas", "In Mexico City, Callas crowns the second act of Aida with a high E-flat."
    ),
    "divas.card.milanese_fever": QT_TRANSLATE_NOOP("divas", "Milanese Fever"),
    "divas.card.milanese_fever.event": QT_TRANSLATE_NOOP("divas", "+2 Fame at La Scala."),
    "divas.card.milanese_fever.fact": QT_TRANSLATE_NOOP(
        "divas",
        "Callas sings Norma at La Scala early in 1952 and opens its next season as Lady Macbeth: Milan is hers.",
    ),
    "divas.card.european_tour": QT_TRANSLATE_NOOP("divas", "European Tour"),
    "divas.card.european_tour.event": QT_TRANSLATE_NOOP(
        "divas", "+1 Fame at La Scala and +1 at the Wiener Staatsoper."
    ),
    "divas.card.european_tour.fact": QT_TRANSLATE_NOOP(
        "divas",
        "Callas opens La Scala's 1954 season with La vestale; Karajan's Lucia then takes her to Berlin (1955) and to the Vienna Staatsoper (1956).",
    ),
    "divas.card.traviata_with_visconti": QT_TRANSLATE_NOOP("divas", "La Traviata with Visconti"),
    "divas.card.traviata_with_visconti.event": QT_TRANSLATE_NOOP(
        "divas", "+2 Applause in a house of your choice."
    ),
    "divas.card.traviata_with_visconti.fact": QT_TRANSLATE_NOOP(
        "divas", "Visconti's La traviata at La Scala, conducted by Carlo Maria Giulini."
    ),
    "divas.card.a_lifetime": QT_TRANSLATE_NOOP("divas", "A Lifetime"),
    "divas.card.a_lifetime.event": QT_TRANSLATE_NOOP("divas", "2 Timeline movement steps."),
    "divas.card.a_lifetime.fact": QT_TRANSLATE_NOOP(
        "divas",
        "Callas joins Aristotle Onassis's cruise on the yacht Christina; their romance begins.",
    ),
    "divas.card.uk_two_queens": QT_TRANSLATE_NOOP("divas", "The UK Has Two Queens"),
    "divas.card.uk_two_queens.event": QT_TRANSLATE_NOOP("divas", "Gain 1 VP."),
    "divas.card.uk_two_queens.fact": QT_TRANSLATE_NOOP(
        "divas",
        "Zeffirelli's Tosca at Covent Garden, with Tito Gobbi as Scarpia, brings Callas back to the stage in triumph.",
    ),
    "divas.card.new_york_at_her_feet": QT_TRANSLATE_NOOP("divas", "New York at Her Feet"),
    "divas.card.new_york_at_her_feet.event": QT_TRANSLATE_NOOP(
        "divas", "+2 Fame at the Metropolitan."
    ),
    "divas.card.new_york_at_her_feet.fact": QT_TRANSLATE_NOOP(
        "divas",
        "Callas returns to the Metropolitan as Tosca, seven years after her last performance there.",
    ),
    "divas.card.love_without_borders": QT_TRANSLATE_NOOP("divas", "Love Without Borders"),
    "divas.card.love_without_borders.event": QT_TRANSLATE_NOOP(
        "divas", "Play 1 card from your hand into any opera (Phase 1 rules, no movement)."
    ),
    "divas.card.love_without_borders.fact": QT_TRANSLATE_NOOP(
        "divas",
        "Callas gives up her American citizenship for Greek, which ends her marriage to Meneghini under Greek law.",
    ),
    "divas.card.second_chances": QT_TRANSLATE_NOOP("divas", "Second Chances"),
    "divas.card.second_chances.event": QT_TRANSLATE_NOOP(
        "divas", "Take the top card of your discard pile into your hand."
    ),
    "divas.card.second_chances.fact": QT_TRANSLATE_NOOP(
        "divas", "After marrying Jacqueline Kennedy, Onassis seeks Callas out again."
    ),
    "divas.card.film_artist": QT_TRANSLATE_NOOP("divas", "Film Artist"),
    "divas.card.film_artist.event": QT_TRANSLATE_NOOP(
        "divas", "1 Timeline movement step and +1 Fame in a house of your choice."
    ),
    "divas.card.film_artist.fact": QT_TRANSLATE_NOOP(
        "divas", "Callas plays Medea in Pasolini's film, her only screen role."
    ),
    "divas.card.comeback_tour": QT_TRANSLATE_NOOP("divas", "Comeback Tour"),
    "divas.card.comeback_tour.event": QT_TRANSLATE_NOOP("divas", "Expand your tessitura twice."),
    "divas.card.comeback_tour.fact": QT_TRANSLATE_NOOP(
        "divas", "With Giuseppe Di Stefano, Callas opens a world concert tour in Hamburg."
    ),
    "divas.card.vocal_fatigue": QT_TRANSLATE_NOOP("divas", "Vocal Fatigue"),
    "divas.card.vocal_fatigue.event": QT_TRANSLATE_NOOP(
        "divas", "Move one of Tebaldi's tessitura markers 1 key inward."
    ),
    "divas.card.vocal_fatigue.fact": QT_TRANSLATE_NOOP(
        "divas", "A heavy schedule tires Tebaldi's voice, and she has to rest it."
    ),
    "divas.card.leaving_la_scala": QT_TRANSLATE_NOOP("divas", "Leaving La Scala"),
    "divas.card.leaving_la_scala.event": QT_TRANSLATE_NOOP(
        "divas", "The La Scala Fame counter moves 2 steps toward Callas."
    ),
    "divas.card.leaving_la_scala.fact": QT_TRANSLATE_NOOP(
        "divas",
        "After La forza del destino in 1955, Tebaldi leaves La Scala, now Callas's stronghold, and makes the Met her home.",
    ),
    "divas.card.maternal_loss": QT_TRANSLATE_NOOP("divas", "Maternal Loss"),
    "divas.card.maternal_loss.event": QT_TRANSLATE_NOOP(
        "divas", "Tebaldi loses 2 Applause in a house of your choice."
    ),
    "divas.card.maternal_loss.fact": QT_TRANSLATE_NOOP(
        "divas", "Tebaldi's mother, her constant companion, dies."
    ),
    "divas.card.missed_opportunity": QT_TRANSLATE_NOOP("divas", "Missed Opportunity"),
    "divas.card.missed_opportunity.event": QT_TRANSLATE_NOOP(
        "divas", "Move a Fame counter of your choice 1 step toward Callas."
    ),
    "divas.card.missed_opportunity.fact": QT_TRANSLATE_NOOP(
        "divas",
        "Rome's Opera opens 1958 with a gala Norma, and the title role, one of Callas's great parts, is hers.",
    ),
    "divas.card.goodbye_new_york": QT_TRANSLATE_NOOP("divas", "Goodbye, New York"),
    "divas.card.goodbye_new_york.event": QT_TRANSLATE_NOOP(
        "divas", "Remove one of Tebaldi's notes from the piano."
    ),
    "divas.card.goodbye_new_york.fact": QT_TRANSLATE_NOOP(
        "divas", "Tebaldi sings her last performance at the Metropolitan Opera."
    ),
    "divas.card.carmen_melis": QT_TRANSLATE_NOOP("divas", "Carmen Melis"),
    "divas.card.carmen_melis.event": QT_TRANSLATE_NOOP(
        "divas",
        "Tebaldi's skill: place or flip a note on a key next to your Diva, inside your tessitura.",
    ),
    "divas.card.carmen_melis.fact": QT_TRANSLATE_NOOP(
        "divas", "Soprano and teacher who trained Tebaldi's voice in Pesaro."
    ),
    "divas.card.mario_del_monaco": QT_TRANSLATE_NOOP("divas", "Mario Del Monaco"),
    "divas.card.mario_del_monaco.event": QT_TRANSLATE_NOOP(
        "divas",
        "Tebaldi's skill: place or flip a note on a key next to your Diva, inside your tessitura.",
    ),
    "divas.card.mario_del_monaco.fact": QT_TRANSLATE_NOOP(
        "divas", "Star tenor, Tebaldi's frequent stage partner and friend."
    ),
    "divas.card.arturo_basile": QT_TRANSLATE_NOOP("divas", "Arturo Basile"),
    "divas.card.arturo_basile.event": QT_TRANSLATE_NOOP(
        "divas",
        "Tebaldi's skill: place or flip a note on a key next to your Diva, inside your tessitura.",
    ),
    "divas.card.arturo_basile.fact": QT_TRANSLATE_NOOP(
        "divas", "Italian conductor of the opera houses and recording studios of Tebaldi's time."
    ),
    "divas.card.arturo_toscanini": QT_TRANSLATE_NOOP("divas", "Arturo Toscanini"),
    "divas.card.arturo_toscanini.event": QT_TRANSLATE_NOOP(
        "divas",
        "Tebaldi's skill: place or flip a note on a key next to your Diva, inside your tessitura.",
    ),
    "divas.card.arturo_toscanini.fact": QT_TRANSLATE_NOOP(
        "divas", "The great conductor who chose Tebaldi for the 1946 reopening concert of La Scala."
    ),
    "divas.card.art_among_bombs": QT_TRANSLATE_NOOP("divas", "Art Among the Bombs"),
    "divas.card.art_among_bombs.event": QT_TRANSLATE_NOOP(
        "divas", "+1 Fame in a house of your choice."
    ),
    "divas.card.art_among_bombs.fact": QT_TRANSLATE_NOOP(
        "divas", "Young Tebaldi sings Mimì in Parma in 1945, in the last months of the war."
    ),
    "divas.card.voce_d_angelo": QT_TRANSLATE_NOOP("divas", "Voce d'Angelo"),
    "divas.card.voce_d_angelo.event": QT_TRANSLATE_NOOP("divas", "+2 Fame at La Scala."),
    "divas.card.voce_d_angelo.fact": QT_TRANSLATE_NOOP(
        "divas", "After the concert reopening La Scala, Toscanini hails hers as a 'voce d'angelo'."
    ),
    "divas.card.international_debut": QT_TRANSLATE_NOOP("divas", "International Debut"),
    "divas.card.international_debut.event": QT_TRANSLATE_NOOP(
        "divas", "Expand your tessitura once."
    ),
    "divas.card.international_debut.fact": QT_TRANSLATE_NOOP(
        "divas",
        "Tebaldi's first role abroad: Donna Elvira in Mozart's Don Giovanni at the São Carlos in Lisbon, in 1949 (the card says 1947).",
    ),
    "divas.card.mastery": QT_TRANSLATE_NOOP("divas", "Mastery"),
    "divas.card.mastery.event": QT_TRANSLATE_NOOP(
        "divas", "+1 Applause in a house of your choice."
    ),
    "divas.card.mastery.fact": QT_TRANSLATE_NOOP(
        "divas",
        "Encouraged by Toscanini, Tebaldi takes on Aida, a role she thought meant for a heavier voice, and triumphs in it at La Scala.",
    ),
    "divas.card.american_tour": QT_TRANSLATE_NOOP("divas", "American Tour"),
    "divas.card.american_tour.event": QT_TRANSLATE_NOOP(
        "divas", "+1 Fame at the Metropolitan and +1 at the Teatro Colón."
    ),
    "divas.card.american_tour.fact": QT_TRANSLATE_NOOP(
        "divas", "Tebaldi's American debut: Aida in San Francisco."
    ),
    "divas.card.la_wally_opens": QT_TRANSLATE_NOOP("divas", "La Wally Opens La Scala"),
    "divas.card.la_wally_opens.event": QT_TRANSLATE_NOOP("divas", "+1 Applause at La Scala."),
    "divas.card.la_wally_opens.fact": QT_TRANSLATE_NOOP(
        "divas", "Tebaldi opens La Scala's season as Catalani's Wally, conducted by Giulini."
    ),
    "divas.card.new_york_debut": QT_TRANSLATE_NOOP("divas", "New York Debut"),
    "divas.card.new_york_debut.event": QT_TRANSLATE_NOOP(
        "divas", "Place a note on any key inside your tessitura."
    ),
    "divas.card.new_york_debut.fact": QT_TRANSLATE_NOOP(
        "divas", "Tebaldi's Metropolitan debut, as Desdemona in Verdi's Otello."
    ),
    "divas.card.tebaldi_in_barcelona": QT_TRANSLATE_NOOP("divas", "Tebaldi in Barcelona"),
    "divas.card.tebaldi_in_barcelona.event": QT_TRANSLATE_NOOP(
        "divas", "1 Timeline movement step."
    ),
    "divas.card.tebaldi_in_barcelona.fact": QT_TRANSLATE_NOOP(
        "divas", "Tebaldi sings Madama Butterfly at the Liceu in Barcelona."
    ),
    "divas.card.cover_artist": QT_TRANSLATE_NOOP("divas", "Cover Artist"),
    "divas.card.cover_artist.event": QT_TRANSLATE_NOOP("divas", "Gain 1 VP."),
    "divas.card.cover_artist.fact": QT_TRANSLATE_NOOP(
        "divas", "Tebaldi's portrait is on the cover of Time magazine."
    ),
    "divas.card.back_to_la_scala": QT_TRANSLATE_NOOP("divas", "Back to La Scala"),
    "divas.card.back_to_la_scala.event": QT_TRANSLATE_NOOP("divas", "+2 Fame at La Scala."),
    "divas.card.back_to_la_scala.fact": QT_TRANSLATE_NOOP(
        "divas", "After years away, Tebaldi returns to La Scala as Tosca."
    ),
    "divas.card.tebaldi_and_emperor": QT_TRANSLATE_NOOP("divas", "Tebaldi and the Emperor"),
    "divas.card.tebaldi_and_emperor.event": QT_TRANSLATE_NOOP(
        "divas", "2 Timeline movement steps."
    ),
    "divas.card.tebaldi_and_emperor.fact": QT_TRANSLATE_NOOP(
        "divas", "Tebaldi's tours take her as far as Japan."
    ),
    "divas.card.return_to_stage": QT_TRANSLATE_NOOP("divas", "Return to the Stage"),
    "divas.card.return_to_stage.event": QT_TRANSLATE_NOOP(
        "divas", "Play 1 card from your hand into any opera (Phase 1 rules, no movement)."
    ),
    "divas.card.return_to_stage.fact": QT_TRANSLATE_NOOP(
        "divas", "After a break to rebuild her voice, Tebaldi is back on the American stage."
    ),
    "divas.card.popular_success": QT_TRANSLATE_NOOP("divas", "Popular Success"),
    "divas.card.popular_success.event": QT_TRANSLATE_NOOP(
        "divas", "+2 Applause in a house of your choice."
    ),
    "divas.card.popular_success.fact": QT_TRANSLATE_NOOP(
        "divas",
        "Back on stage, Tebaldi fills every house again: tickets to hear her vanish at once.",
    ),
    "divas.card.reunion_with_callas": QT_TRANSLATE_NOOP("divas", "Reunion with Callas"),
    "divas.card.reunion_with_callas.event": QT_TRANSLATE_NOOP(
        "divas", "Flip one of Callas's notes inside your tessitura."
    ),
    "divas.card.reunion_with_callas.fact": QT_TRANSLATE_NOOP(
        "divas", "Callas comes backstage at the Met to embrace Tebaldi after Adriana Lecouvreur."
    ),
    "divas.card.farewell_la_scala": QT_TRANSLATE_NOOP("divas", "Farewell to La Scala"),
    "divas.card.farewell_la_scala.event": QT_TRANSLATE_NOOP(
        "divas", "Expand your tessitura twice."
    ),
    "divas.card.farewell_la_scala.fact": QT_TRANSLATE_NOOP(
        "divas", "Tebaldi gives her farewell concert at La Scala."
    ),
    "divas.card.overshadowed": QT_TRANSLATE_NOOP("divas", "Overshadowed"),
    "divas.card.overshadowed.event": QT_TRANSLATE_NOOP(
        "divas", "Move a Fame counter of your choice 1 step toward Tebaldi."
    ),
    "divas.card.overshadowed.fact": QT_TRANSLATE_NOOP(
        "divas",
        "At a benefit concert in Rio de Janeiro, Tebaldi's encore of the Ave Maria from Otello overshadows Callas.",
    ),
    "divas.card.unfinished_performance": QT_TRANSLATE_NOOP("divas", "Unfinished Performance"),
    "divas.card.unfinished_performance.event": QT_TRANSLATE_NOOP(
        "divas", "Callas loses 2 Applause in a house of your choice."
    ),
    "divas.card.unfinished_performance.fact": QT_TRANSLATE_NOOP(
        "divas",
        "In Rome, Callas leaves Norma after the first act, with the President of Italy in the audience.",
    ),
    "divas.card.cancellation": QT_TRANSLATE_NOOP("divas", "Cancellation"),
    "divas.card.cancellation.event": QT_TRANSLATE_NOOP(
        "divas", "The Metropolitan Fame counter moves 2 steps toward Tebaldi."
    ),
    "divas.card.cancellation.fact": QT_TRANSLATE_NOOP(
        "divas", "Rudolf Bing cancels Callas's contract with the Metropolitan."
    ),
    "divas.card.betrayal": QT_TRANSLATE_NOOP("divas", "Betrayal"),
    "divas.card.betrayal.event": QT_TRANSLATE_NOOP(
        "divas", "Move one of Callas's tessitura markers 1 key inward."
    ),
    "divas.card.betrayal.fact": QT_TRANSLATE_NOOP(
        "divas", "Onassis marries Jacqueline Kennedy on the island of Skorpios."
    ),
    "divas.card.goodbye": QT_TRANSLATE_NOOP("divas", "Goodbye"),
    "divas.card.goodbye.event": QT_TRANSLATE_NOOP(
        "divas", "Remove one of Callas's notes from the piano."
    ),
    "divas.card.goodbye.fact": QT_TRANSLATE_NOOP(
        "divas", "Aristotle Onassis dies; Callas lives on in seclusion in Paris."
    ),
    "divas.opera.div.op.01": QT_TRANSLATE_NOOP("divas", "La bohème"),
    "divas.opera.div.op.02": QT_TRANSLATE_NOOP("divas", "Don Giovanni"),
    "divas.opera.div.op.03": QT_TRANSLATE_NOOP("divas", "La sonnambula"),
    "divas.opera.div.op.04": QT_TRANSLATE_NOOP("divas", "Il barbiere di Siviglia"),
    "divas.opera.div.op.05": QT_TRANSLATE_NOOP("divas", "Madama Butterfly"),
    "divas.opera.div.op.06": QT_TRANSLATE_NOOP("divas", "Andrea Chénier"),
    "divas.opera.div.op.07": QT_TRANSLATE_NOOP("divas", "Manon Lescaut"),
    "divas.opera.div.op.08": QT_TRANSLATE_NOOP("divas", "La Wally"),
    "divas.opera.div.op.09": QT_TRANSLATE_NOOP("divas", "La traviata"),
    "divas.opera.div.op.10": QT_TRANSLATE_NOOP("divas", "Il trovatore"),
    "divas.opera.div.op.11": QT_TRANSLATE_NOOP("divas", "La Gioconda"),
    "divas.opera.div.op.12": QT_TRANSLATE_NOOP("divas", "Adriana Lecouvreur"),
    "divas.opera.div.op.13": QT_TRANSLATE_NOOP("divas", "Turandot"),
    "divas.opera.div.op.14": QT_TRANSLATE_NOOP("divas", "Tosca"),
    "divas.opera.div.op.15": QT_TRANSLATE_NOOP("divas", "Otello"),
    "divas.opera.div.op.16": QT_TRANSLATE_NOOP("divas", "Lucia di Lammermoor"),
    "divas.opera.div.op.17": QT_TRANSLATE_NOOP("divas", "Norma"),
    "divas.opera.div.op.18": QT_TRANSLATE_NOOP("divas", "Aida"),
    "divas.opera.div.op.19": QT_TRANSLATE_NOOP("divas", "Medea"),
    "divas.opera.div.op.20": QT_TRANSLATE_NOOP("divas", "Anna Bolena"),
    "divas.personality.frank_sinatra": QT_TRANSLATE_NOOP("divas", "Frank Sinatra"),
    "divas.personality.frank_sinatra.condition": QT_TRANSLATE_NOOP(
        "divas", "Opera completed without any Character cards."
    ),
    "divas.personality.jacqueline_kennedy": QT_TRANSLATE_NOOP("divas", "Jacqueline Kennedy"),
    "divas.personality.jacqueline_kennedy.condition": QT_TRANSLATE_NOOP(
        "divas", "At least 4 cards in that opera."
    ),
    "divas.personality.isabel_peron": QT_TRANSLATE_NOOP("divas", "Isabel Perón"),
    "divas.personality.isabel_peron.condition": QT_TRANSLATE_NOOP(
        "divas", "3 instruments matching that opera house."
    ),
    "divas.personality.grace_kelly": QT_TRANSLATE_NOOP("divas", "Grace Kelly"),
    "divas.personality.grace_kelly.condition": QT_TRANSLATE_NOOP(
        "divas", "Masks of at least 2 different colours."
    ),
    "divas.personality.princess_margaret": QT_TRANSLATE_NOOP("divas", "Princess Margaret"),
    "divas.personality.princess_margaret.condition": QT_TRANSLATE_NOOP(
        "divas", "Masks of at least 3 different colours."
    ),
    "divas.personality.queen_elizabeth": QT_TRANSLATE_NOOP("divas", "Queen Elizabeth II"),
    "divas.personality.queen_elizabeth.condition": QT_TRANSLATE_NOOP(
        "divas", "You placed an instrument or your conductor for this opera."
    ),
    "divas.personality.marilyn_monroe": QT_TRANSLATE_NOOP("divas", "Marilyn Monroe"),
    "divas.personality.marilyn_monroe.condition": QT_TRANSLATE_NOOP(
        "divas", "At least 2 Character cards."
    ),
    "divas.personality.emperor_hirohito": QT_TRANSLATE_NOOP("divas", "Emperor Hirohito"),
    "divas.personality.emperor_hirohito.condition": QT_TRANSLATE_NOOP(
        "divas", "You scored both rhythms of the opera."
    ),
    "divas.personality.eva_peron": QT_TRANSLATE_NOOP("divas", "Eva Perón"),
    "divas.personality.eva_peron.condition": QT_TRANSLATE_NOOP(
        "divas", "You sent both notes of the opera."
    ),
    "divas.personality.charlie_chaplin": QT_TRANSLATE_NOOP("divas", "Charlie Chaplin"),
    "divas.personality.charlie_chaplin.condition": QT_TRANSLATE_NOOP(
        "divas", "You played exactly 1 card there."
    ),
    "divas.personality.marlene_dietrich": QT_TRANSLATE_NOOP("divas", "Marlene Dietrich"),
    "divas.personality.marlene_dietrich.condition": QT_TRANSLATE_NOOP(
        "divas", "At least 2 event cards dated before 1955."
    ),
    "divas.personality.ernest_hemingway": QT_TRANSLATE_NOOP("divas", "Ernest Hemingway"),
    "divas.personality.ernest_hemingway.condition": QT_TRANSLATE_NOOP(
        "divas", "At least 1 card with the four-note rhythm."
    ),
    "divas.personality.audrey_hepburn": QT_TRANSLATE_NOOP("divas", "Audrey Hepburn"),
    "divas.personality.audrey_hepburn.condition": QT_TRANSLATE_NOOP(
        "divas", "Your Applause reached the opera's minimum."
    ),
    "divas.personality.prince_rainier": QT_TRANSLATE_NOOP("divas", "Prince Rainier III"),
    "divas.personality.prince_rainier.condition": QT_TRANSLATE_NOOP(
        "divas", "Your Applause is at least 5 more than your rival's."
    ),
    "divas.personality.elizabeth_taylor": QT_TRANSLATE_NOOP("divas", "Elizabeth Taylor"),
    "divas.personality.elizabeth_taylor.condition": QT_TRANSLATE_NOOP(
        "divas", "At least 1 negative event among your cards there."
    ),
    "divas.personality.salvador_dali": QT_TRANSLATE_NOOP("divas", "Salvador Dalí"),
    "divas.personality.salvador_dali.condition": QT_TRANSLATE_NOOP(
        "divas", "Your cards show at least 3 different instruments."
    ),
}
