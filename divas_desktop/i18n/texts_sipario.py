"""English texts of every code Sipario! emits (events, reasons, scores, cards, options).

Event kinds are ``sipario.ev.<kind>``; score labels ``sipario.score.<label>``; card names
``sipario.card.<type>`` with ``.effect``; refusal reasons as ``reason.<code>`` (the UI's
``refusal_text`` looks them up there). Event parameters such as card types are codes of this table too.
"""
# ruff: noqa: E501

from divas_desktop.i18n.noop import QT_TRANSLATE_NOOP, counted

CONTEXT = "sipario"
TEXTS: dict[str, str] = {
    # Numbers that sentences count ("%n gold"); see noop.counted.
    "sipario.n.gold": QT_TRANSLATE_NOOP("sipario", "%n gold"),
    "sipario.n.cards": QT_TRANSLATE_NOOP("sipario", "%n cards"),
    "sipario.n.singers": QT_TRANSLATE_NOOP("sipario", "%n singers"),
    "sipario.n.action_cards": QT_TRANSLATE_NOOP("sipario", "%n action cards"),
    "sipario.n.markers": QT_TRANSLATE_NOOP("sipario", "%n blind-discard markers"),
    # Events.
    "sipario.ev.pn_to_gold": QT_TRANSLATE_NOOP(
        "sipario", "{player} sells {amount} PN of notoriety to pay in gold."
    ),
    "sipario.ev.deck_regenerated": counted(
        QT_TRANSLATE_NOOP("sipario", "The play deck is rebuilt from the discards (%n cards)."),
        "cards",
    ),
    "sipario.ev.drew": counted(QT_TRANSLATE_NOOP("sipario", "{player} draws %n cards."), "count"),
    "sipario.ev.drew_cards": QT_TRANSLATE_NOOP("sipario", "You draw: {cards}."),
    "sipario.ev.opera_deck_regenerated": QT_TRANSLATE_NOOP(
        "sipario", "The opera deck is reshuffled from the set-aside titles."
    ),
    "sipario.ev.deal_started": QT_TRANSLATE_NOOP("sipario", "Deal {deal} begins; {dealer} deals."),
    "sipario.ev.prima_donna_handed": QT_TRANSLATE_NOOP(
        "sipario", "The dealer hands a second Prima donna of {player} to {to}."
    ),
    "sipario.ev.turn_lost": QT_TRANSLATE_NOOP(
        "sipario", "{player} loses this turn to the stagehands' strike."
    ),
    "sipario.ev.showcase": QT_TRANSLATE_NOOP(
        "sipario", "{player} earns a bonus: {showcase}, +{points} PN."
    ),
    "sipario.ev.match_over": QT_TRANSLATE_NOOP("sipario", "The curtain falls: the match is over."),
    "sipario.ev.prima_donna_unpaid": QT_TRANSLATE_NOOP(
        "sipario", "{player} cannot pay to drop a Prima donna and must keep both."
    ),
    "sipario.ev.took_discard": QT_TRANSLATE_NOOP(
        "sipario", "{player} takes the previous player's discard."
    ),
    "sipario.ev.took_blind_card": QT_TRANSLATE_NOOP(
        "sipario", "You take the blind discard: {card}."
    ),
    "sipario.ev.discarded_blind": QT_TRANSLATE_NOOP(
        "sipario", "{player} discards a card blind, face down."
    ),
    "sipario.ev.discarded": QT_TRANSLATE_NOOP("sipario", "{player} discards {card}."),
    "sipario.ev.prima_donna_discarded": counted(
        QT_TRANSLATE_NOOP("sipario", "{player} dismisses a Prima donna for {cost}."),
        cost="sipario.n.gold",
    ),
    "sipario.ev.debut_declared": QT_TRANSLATE_NOOP(
        "sipario", "{player} announces the debut of {opera}."
    ),
    "sipario.ev.debut_abandoned": QT_TRANSLATE_NOOP("sipario", "{player} gives up the debut."),
    "sipario.ev.curtain": QT_TRANSLATE_NOOP(
        "sipario", "Curtain up for {player}: Unfair Competition begins."
    ),
    "sipario.ev.uc_declined": QT_TRANSLATE_NOOP(
        "sipario", "{player} lets the chance of Unfair Competition go."
    ),
    "sipario.ev.attacked": QT_TRANSLATE_NOOP(
        "sipario", "{player} strikes at the show of {victim} with {types}."
    ),
    "sipario.ev.defended": QT_TRANSLATE_NOOP("sipario", "{player} defends with {type:art}."),
    "sipario.ev.cast_completed": QT_TRANSLATE_NOOP(
        "sipario", "{player} completes the cast of {opera}: {card} as {role:art}."
    ),
    "sipario.ev.substituted": QT_TRANSLATE_NOOP(
        "sipario", "{player} replaces a singer at the last moment: {card} steps in."
    ),
    "sipario.ev.postponed": QT_TRANSLATE_NOOP("sipario", "{player} postpones {opera}: {how}."),
    "sipario.ev.postponed.delay": QT_TRANSLATE_NOOP(
        "sipario",
        "{player} postpones {opera}: a delayed debut, the struck singer recovers and sings.",
    ),
    "sipario.ev.postponed.tbd": QT_TRANSLATE_NOOP(
        "sipario",
        "{player} postpones {opera}: date to be determined, the show goes on without the struck singer.",
    ),
    "sipario.ev.offer_made": counted(
        QT_TRANSLATE_NOOP(
            "sipario", "{player} offers {card} at the last hour, for {gold} and {markers}."
        ),
        gold="sipario.n.gold",
        markers="sipario.n.markers",
    ),
    "sipario.ev.cover_committed": QT_TRANSLATE_NOOP(
        "sipario", "{player} names {card} as the cover for L'ansioso."
    ),
    "sipario.ev.offer_cards": QT_TRANSLATE_NOOP("sipario", "{player} also asks for {cards}."),
    "sipario.ev.offer_choice": counted(
        QT_TRANSLATE_NOOP(
            "sipario",
            "{player} also asks for {singers} and {actions} of the victim's choice.",
        ),
        singers="sipario.n.singers",
        actions="sipario.n.action_cards",
    ),
    "sipario.ev.price_card": QT_TRANSLATE_NOOP(
        "sipario", "{player} hands {card} to {seller} as part of the price."
    ),
    "sipario.ev.offer_accepted": counted(
        QT_TRANSLATE_NOOP("sipario", "{player} accepts the offer of {seller} for {gold}."),
        gold="sipario.n.gold",
    ),
    "sipario.ev.infingardo": counted(
        QT_TRANSLATE_NOOP(
            "sipario", "{player} pulls the Infingardo's manoeuvre on {victim}: {gold}."
        ),
        gold="sipario.n.gold",
    ),
    "sipario.ev.opera_staged": QT_TRANSLATE_NOOP(
        "sipario", "{player} stages {opera}: {points} PN."
    ),
    "sipario.ev.title_swapped": QT_TRANSLATE_NOOP(
        "sipario", "{player} swaps a season title for 1 gold."
    ),
    "sipario.ev.title_received": QT_TRANSLATE_NOOP("sipario", "You receive the title {opera}."),
    "sipario.ev.advertised": QT_TRANSLATE_NOOP("sipario", "{player} buys 1 PN of advertising."),
    "sipario.ev.title_changed": QT_TRANSLATE_NOOP(
        "sipario", "{player} changes a title for 5 gold."
    ),
    "sipario.ev.time_up": QT_TRANSLATE_NOOP("sipario", "Time is up: this round is the last."),
    "sipario.ev.extra_abandoned": QT_TRANSLATE_NOOP("sipario", "{player} cancels the extra show."),
    "sipario.ev.extra_staged": counted(
        QT_TRANSLATE_NOOP("sipario", "{player} stages {show:art}: {gold} and {points} PN."),
        gold="sipario.n.gold",
    ),
    "sipario.ev.turn_card": QT_TRANSLATE_NOOP("sipario", "{player} plays {type:art}."),
    "sipario.ev.fool_cancels": QT_TRANSLATE_NOOP(
        "sipario", "{player} plays The Fool: {type} has no effect."
    ),
    "sipario.ev.flop": QT_TRANSLATE_NOOP(
        "sipario", "{player} announces a flop: {victim} loses {opera}."
    ),
    "sipario.ev.cards_swapped": QT_TRANSLATE_NOOP("sipario", "You give {given} and get {taken}."),
    "sipario.ev.dealing": QT_TRANSLATE_NOOP("sipario", "{player} swaps a play card with {victim}."),
    "sipario.ev.strike": QT_TRANSLATE_NOOP(
        "sipario", "{player} calls a strike: {victim} will lose a turn."
    ),
    "sipario.ev.title_revealed": QT_TRANSLATE_NOOP(
        "sipario", "{player} reveals the title {opera}."
    ),
    "sipario.ev.titles_swapped": QT_TRANSLATE_NOOP(
        "sipario", "{player} and {victim} exchange a season title."
    ),
    "sipario.ev.paparazzo": counted(
        QT_TRANSLATE_NOOP("sipario", "{player} sends a paparazzo: %n cards spied."), "count"
    ),
    "sipario.ev.paparazzo_cards": QT_TRANSLATE_NOOP("sipario", "The paparazzo reveals: {cards}."),
    "sipario.ev.gossip": QT_TRANSLATE_NOOP(
        "sipario", "{player} picks up the foyer gossip: {cards}."
    ),
    "sipario.ev.gossip.none": QT_TRANSLATE_NOOP(
        "sipario", "{player} listens for gossip in the foyer: nothing there."
    ),
    "sipario.ev.silenced": QT_TRANSLATE_NOOP(
        "sipario", "{player} calls in a favour: {victim} may not compete."
    ),
    "sipario.ev.no_defence": QT_TRANSLATE_NOOP("sipario", "{player} does not defend."),
    "sipario.ev.defence_yielded": QT_TRANSLATE_NOOP("sipario", "{player} lets {to} defend."),
    "sipario.ev.partner_done": QT_TRANSLATE_NOOP(
        "sipario", "{player} has finished helping with the partner's cast."
    ),
    "sipario.ev.reseated": QT_TRANSLATE_NOOP(
        "sipario", "{player} reseats the impresarios for the next deal."
    ),
    "sipario.ev.card_attached": QT_TRANSLATE_NOOP(
        "sipario", "{player} adds {type:art} to the production."
    ),
    "sipario.score.sold_notoriety": QT_TRANSLATE_NOOP("sipario", "Notoriety sold for gold"),
    "sipario.score.base": QT_TRANSLATE_NOOP("sipario", "Base cast"),
    "sipario.score.extra_roles": QT_TRANSLATE_NOOP("sipario", "Extra roles"),
    "sipario.score.full_cast": QT_TRANSLATE_NOOP("sipario", "Full cast (hexagon)"),
    "sipario.score.singers": QT_TRANSLATE_NOOP("sipario", "Singers (voices and cards)"),
    "sipario.score.action_cards": QT_TRANSLATE_NOOP("sipario", "Action cards"),
    "sipario.score.two_prime_donne": QT_TRANSLATE_NOOP("sipario", "Two Prime donne on stage"),
    "sipario.score.prima_donna_unpaid": QT_TRANSLATE_NOOP("sipario", "Unpaid Prima donna"),
    "sipario.score.prima_donna": QT_TRANSLATE_NOOP("sipario", "Prima donna"),
    "sipario.score.home_competition": QT_TRANSLATE_NOOP("sipario", "Competition at home"),
    "sipario.score.pd_postponed": QT_TRANSLATE_NOOP("sipario", "Postponed (Prima donna)"),
    "sipario.score.delay": QT_TRANSLATE_NOOP("sipario", "Delayed debut"),
    "sipario.score.delay_unpaid": QT_TRANSLATE_NOOP("sipario", "Delay not announced (no gold)"),
    "sipario.score.date_tbd": QT_TRANSLATE_NOOP("sipario", "Date to be determined (−50%)"),
    "sipario.score.debuts": QT_TRANSLATE_NOOP("sipario", "Debuts"),
    "sipario.score.helping": QT_TRANSLATE_NOOP("sipario", "Completed casts"),
    "sipario.score.opening_bang": QT_TRANSLATE_NOOP("sipario", "Opening with a bang"),
    "sipario.score.lightning_start": QT_TRANSLATE_NOOP("sipario", "Lightning start"),
    "sipario.score.advertising": QT_TRANSLATE_NOOP("sipario", "Advertising"),
    "sipario.score.extra_shows": QT_TRANSLATE_NOOP("sipario", "Extra shows"),
    "sipario.score.showcase.trilogy": QT_TRANSLATE_NOOP("sipario", "Popular trilogy"),
    "sipario.score.showcase.ring": QT_TRANSLATE_NOOP("sipario", "The Ring of the Nibelung"),
    "sipario.score.showcase.tribute": QT_TRANSLATE_NOOP("sipario", "Tribute showcase"),
    "sipario.score.showcase.zero_km": QT_TRANSLATE_NOOP("sipario", "Zero-kilometre showcase"),
    "sipario.score.showcase.stylish": QT_TRANSLATE_NOOP("sipario", "Stylish showcase"),
    "sipario.tie.coin": QT_TRANSLATE_NOOP("sipario", "Tie broken by a coin toss."),
    "reason.not_your_turn": QT_TRANSLATE_NOOP("sipario", "It is not your turn."),
    "reason.discard_first": counted(
        QT_TRANSLATE_NOOP("sipario", "Discard %n cards first: you may keep at most 13."),
        "count",
    ),
    "reason.prima_donna_discard_first": QT_TRANSLATE_NOOP(
        "sipario", "You hold two Prime donne: dismiss one first."
    ),
    "reason.already_drew": QT_TRANSLATE_NOOP("sipario", "You have already drawn this turn."),
    "reason.no_discard_to_take": QT_TRANSLATE_NOOP(
        "sipario", "There is no discard of the previous player to take."
    ),
    "reason.already_played": QT_TRANSLATE_NOOP(
        "sipario", "You have already played your action this turn."
    ),
    "reason.debut_after_deck_draw_only": QT_TRANSLATE_NOOP(
        "sipario", "A debut may follow only a draw from the play deck."
    ),
    "reason.not_enough_gold": counted(
        QT_TRANSLATE_NOOP("sipario", "That costs {needed}; you can pay only {have}."),
        needed="sipario.n.gold",
        have="sipario.n.gold",
    ),
    "reason.draw_or_play_first": QT_TRANSLATE_NOOP(
        "sipario", "Draw or play before ending your turn."
    ),
    "reason.singer_not_eligible": QT_TRANSLATE_NOOP(
        "sipario", "That singer cannot sing this role."
    ),
    "reason.base_cast_incomplete": QT_TRANSLATE_NOOP(
        "sipario", "Fill every role of the base cast first."
    ),
    "reason.prima_donna_or_gold": QT_TRANSLATE_NOOP(
        "sipario", "Your Prima donna must star, and you must afford the costs."
    ),
    "reason.card_not_playable": QT_TRANSLATE_NOOP(
        "sipario", "That card cannot act there now: drop it on one of the highlighted places."
    ),
    "reason.during_setup_swap": QT_TRANSLATE_NOOP(
        "sipario", "First the set-up: swap a title for 1 gold, or keep your season."
    ),
    "reason.during_uc_attack": QT_TRANSLATE_NOOP(
        "sipario",
        "Unfair Competition is under way: attack, add a singer, or end your Unfair Competition.",
    ),
    "reason.during_uc_defend": QT_TRANSLATE_NOOP(
        "sipario", "Answer the attack first: defend your show, or pass."
    ),
    "reason.during_gossip": QT_TRANSLATE_NOOP(
        "sipario", "First take the gossip cards you want, or draw the rest from the deck."
    ),
    "reason.during_offer_pay": QT_TRANSLATE_NOOP(
        "sipario", "First hand over the cards the accepted offer asks for."
    ),
    "reason.during_flop_pick": QT_TRANSLATE_NOOP(
        "sipario", "First choose the title the Announced Flop discards."
    ),
    "reason.illegal_move": QT_TRANSLATE_NOOP("sipario", "That move is not allowed."),
    "reason.team_play_needs_four": QT_TRANSLATE_NOOP(
        "sipario", "Team play needs exactly four players."
    ),
    "reason.game_over": QT_TRANSLATE_NOOP("sipario", "The match is over."),
    "reason.role_taken": QT_TRANSLATE_NOOP("sipario", "That role already has its singer."),
    "reason.student_mute_only": QT_TRANSLATE_NOOP(
        "sipario", "A Student sings only Mute or spoken roles."
    ),
    "reason.mute_role_students_only": QT_TRANSLATE_NOOP(
        "sipario", "Only a Student sings a Mute or spoken role."
    ),
    "reason.prima_donna_principal_only": QT_TRANSLATE_NOOP(
        "sipario", "A Prima donna sings only a Principal role."
    ),
    "reason.prima_donna_own_sex": QT_TRANSLATE_NOOP(
        "sipario",
        "A Prima donna sings only roles of the same sex: En travesti is never for a Prima donna.",
    ),
    "reason.great_interpreter_principal_only": QT_TRANSLATE_NOOP(
        "sipario", "A Great Interpreter sings only Principal roles."
    ),
    "reason.debutant_no_principal": QT_TRANSLATE_NOOP(
        "sipario", "A Debutant never sings a Principal role."
    ),
    "reason.needs_travesti": QT_TRANSLATE_NOOP(
        "sipario", "That role is of the other sex: it needs En travesti."
    ),
    "reason.voice_mismatch": QT_TRANSLATE_NOOP(
        "sipario", "Wrong voice: the role is {role_voice}, your singer {voice}."
    ),
    "reason.needs_enabler": QT_TRANSLATE_NOOP(
        "sipario",
        "This singer needs Nerves of Steel, Recommendation of Iron or Night of Grace for this role.",
    ),
    "reason.never_a_defence": QT_TRANSLATE_NOOP(
        "sipario", "{card} is played with a debut, never as a defence."
    ),
    "reason.golden_throat_only": QT_TRANSLATE_NOOP(
        "sipario", "{card} goes only on one of your Golden Throats."
    ),
    "reason.claque_needs_aria": QT_TRANSLATE_NOOP(
        "sipario",
        "On a singer, the Claque joins a Sublime Aria: play the Sublime Aria there first, or drop the Claque on the whole show.",
    ),
    "reason.not_a_turn_card": QT_TRANSLATE_NOOP(
        "sipario",
        "{card} is not a turn card: it is played on a show, in a debut or in Unfair Competition.",
    ),
    "reason.singer_needs_debut": QT_TRANSLATE_NOOP(
        "sipario",
        "A singer goes on stage in a debut: drag a title of your season onto the stage first.",
    ),
    "reason.not_an_attacker": counted(
        QT_TRANSLATE_NOOP(
            "sipario",
            "Only the %n impresarios after the one who debuts attack this show; you are not one of them.",
        ),
        "attackers",
    ),
    "reason.other_attacker_first": QT_TRANSLATE_NOOP(
        "sipario", "Wait: the other attacker acts first, then the show's impresario defends."
    ),
    "reason.wait_for_attack": QT_TRANSLATE_NOOP(
        "sipario", "Your rival is attacking your show now: you may defend after the attack."
    ),
    "reason.defender_decides": QT_TRANSLATE_NOOP(
        "sipario", "Now the show's impresario answers the attack; the next attack comes after."
    ),
    "reason.victim_cannot_offer": QT_TRANSLATE_NOOP(
        "sipario",
        "Your show lost the singer: you cannot make a Last-Hour Offer yourself. Accept an offer, replace the singer or accept the postponement.",
    ),
    "reason.offer_wait_your_turn": QT_TRANSLATE_NOOP(
        "sipario", "The impresarios make their Last-Hour Offers in turn: wait for yours."
    ),
    "reason.no_discard_below_limit": counted(
        QT_TRANSLATE_NOOP(
            "sipario",
            "You hold %n cards: a discard is due only above {limit}. Only a Prima donna may be dismissed at any time.",
        ),
        "cards",
    ),
    "reason.no_blind_marker": QT_TRANSLATE_NOOP(
        "sipario", "You have no blind-discard marker left: discard face up."
    ),
    "reason.prima_donna_discard_instead": QT_TRANSLATE_NOOP(
        "sipario",
        "A Prima donna is not discarded but dismissed: drag the card onto the exceptions and pay its dismissal cost.",
    ),
    "reason.card_not_in_hand": QT_TRANSLATE_NOOP("sipario", "That card is not in your hand."),
    "reason.helper_one_singer": QT_TRANSLATE_NOOP(
        "sipario",
        "You have already added a singer to this show: one per Unfair Competition action.",
    ),
    "reason.helper_cannot_complete": QT_TRANSLATE_NOOP(
        "sipario", "In team play the second attacker may not add singers to the show."
    ),
    "reason.one_uc_action": QT_TRANSLATE_NOOP(
        "sipario", "You have already used your Unfair Competition action: end it."
    ),
    "reason.great_interpreter_immune": QT_TRANSLATE_NOOP(
        "sipario", "A Great Interpreter is immune to {card} played alone."
    ),
    "reason.prima_donna_immune": QT_TRANSLATE_NOOP(
        "sipario", "A Prima donna is immune to {card} played alone."
    ),
    "reason.fool_untouchable": QT_TRANSLATE_NOOP(
        "sipario", "No Unfair Competition card touches The Fool."
    ),
    "reason.pharmacist_immunity": QT_TRANSLATE_NOOP(
        "sipario", "The Pharmacist makes this cast immune to {card}."
    ),
    "reason.agency_no_prima_donna_there": QT_TRANSLATE_NOOP(
        "sipario",
        "A Prima donna is swapped only for a Prima donna, and that rival holds none.",
    ),
    "reason.agency_only_prime_donne_there": QT_TRANSLATE_NOOP(
        "sipario",
        "That rival holds only Prime donne, and a Prima donna is swapped only for a Prima donna.",
    ),
    "sipario.option.mode": QT_TRANSLATE_NOOP("sipario", "Match mode"),
    "sipario.option.mode.target_25": QT_TRANSLATE_NOOP("sipario", "All in one evening! (25 PN)"),
    "sipario.option.mode.target_50": QT_TRANSLATE_NOOP(
        "sipario", "Apprenticeship in the provinces (50 PN)"
    ),
    "sipario.option.mode.target_100": QT_TRANSLATE_NOOP("sipario", "Olympus of music (100 PN)"),
    "sipario.option.mode.timed_30": QT_TRANSLATE_NOOP(
        "sipario", "The sharpest high note! (30 minutes)"
    ),
    "sipario.option.mode.timed_60": QT_TRANSLATE_NOOP(
        "sipario", "A cantata in company (60 minutes)"
    ),
    "sipario.option.mode.timed_90": QT_TRANSLATE_NOOP(
        "sipario", "Meditating on the opera (90 minutes)"
    ),
    "sipario.option.prime_donne": QT_TRANSLATE_NOOP("sipario", "Prime donne in play"),
    "sipario.option.last_hour_offer": QT_TRANSLATE_NOOP("sipario", "Last-Hour Offer"),
    "sipario.option.infingardo": QT_TRANSLATE_NOOP("sipario", "Infingardo's Manoeuvre"),
    "sipario.option.team_play": QT_TRANSLATE_NOOP("sipario", "Team play (4 players)"),
    "sipario.option.travesti_table": QT_TRANSLATE_NOOP(
        "sipario", "En travesti for Great Interpreters"
    ),
    "sipario.option.max_rounds": QT_TRANSLATE_NOOP("sipario", "Safety cap on rounds"),
    "sipario.option.nerves_penalty_both": QT_TRANSLATE_NOOP(
        "sipario", "Nerves of Steel costs 1 PN for Debutants too"
    ),
    "sipario.option.halving_floor_kept": QT_TRANSLATE_NOOP(
        "sipario", "Postponed shows keep the lower half"
    ),
    "sipario.option.pd_discard_to_blind": QT_TRANSLATE_NOOP(
        "sipario", "Dismissed Prime donne go to the blind discard"
    ),
    # One line under each option of the new-game dialog (i18n/options.py).
    "sipario.option.mode.about": QT_TRANSLATE_NOOP(
        "sipario", "How the match ends: at a Notoriety target, or when the clock runs out."
    ),
    "sipario.option.mode.target_25.about": QT_TRANSLATE_NOOP(
        "sipario", "Ends with the round in which an impresario reaches 25 PN."
    ),
    "sipario.option.mode.target_50.about": QT_TRANSLATE_NOOP(
        "sipario", "Ends with the round in which an impresario reaches 50 PN."
    ),
    "sipario.option.mode.target_100.about": QT_TRANSLATE_NOOP(
        "sipario", "Ends with the round in which an impresario reaches 100 PN."
    ),
    "sipario.option.mode.timed_30.about": QT_TRANSLATE_NOOP(
        "sipario", "After 30 minutes the round in progress is the last; most PN wins."
    ),
    "sipario.option.mode.timed_60.about": QT_TRANSLATE_NOOP(
        "sipario", "After 60 minutes the round in progress is the last; most PN wins."
    ),
    "sipario.option.mode.timed_90.about": QT_TRANSLATE_NOOP(
        "sipario", "After 90 minutes the round in progress is the last; most PN wins."
    ),
    "sipario.option.prime_donne.about": QT_TRANSLATE_NOOP(
        "sipario", "Six star singers with big bonuses and big demands join the play deck."
    ),
    "sipario.option.last_hour_offer.about": QT_TRANSLATE_NOOP(
        "sipario", "When a debut risks postponement, rivals may sell the missing singer."
    ),
    "sipario.option.infingardo.about": QT_TRANSLATE_NOOP(
        "sipario", "The rival who struck a singer may replace it, and is paid for it."
    ),
    "sipario.option.team_play.about": QT_TRANSLATE_NOOP(
        "sipario", "Two pairs facing each other, one Notoriety marker per pair."
    ),
    "sipario.option.travesti_table.about": QT_TRANSLATE_NOOP(
        "sipario", "En travesti may also put Great Interpreters in Principal roles."
    ),
    "sipario.option.max_rounds.about": QT_TRANSLATE_NOOP(
        "sipario", "A match that has not ended after this many rounds ends as if time were up."
    ),
    "sipario.option.nerves_penalty_both.about": QT_TRANSLATE_NOOP(
        "sipario", "A Debutant in a First part also loses 1 PN with Nerves of Steel."
    ),
    "sipario.option.halving_floor_kept.about": QT_TRANSLATE_NOOP(
        "sipario", "A show with its date to be determined rounds its halved PN down, not up."
    ),
    "sipario.option.pd_discard_to_blind.about": QT_TRANSLATE_NOOP(
        "sipario", "A Prima donna dismissed unused goes to the blind discards, not the exceptions."
    ),
    "sipario.card.sublime_aria": QT_TRANSLATE_NOOP("sipario", "Sublime Aria"),
    "sipario.card.sublime_aria.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "+1 PN on one of your Golden Throats. With Claque: +3 PN, no gold. Cancels Audience Roar.",
    ),
    "sipario.card.audience_roar": QT_TRANSLATE_NOOP("sipario", "Audience Roar"),
    "sipario.card.audience_roar.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "−1 PN to a show (−2 with 1 gold). Cancels Claque; with 2 gold cancels Night of Grace.",
    ),
    "sipario.card.bomb_of_cortisone": QT_TRANSLATE_NOOP("sipario", "Bomb of Cortisone"),
    "sipario.card.bomb_of_cortisone.effect": QT_TRANSLATE_NOOP(
        "sipario", "Cancels a Gust of Wind."
    ),
    "sipario.card.new_years_eve": QT_TRANSLATE_NOOP("sipario", "New Year's Eve"),
    "sipario.card.new_years_eve.effect": QT_TRANSLATE_NOOP(
        "sipario", "With a debut: +2 gold. Needed for the New Year's concert."
    ),
    "sipario.card.claque": QT_TRANSLATE_NOOP("sipario", "Claque"),
    "sipario.card.claque.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "+1 PN (+2 with 1 gold). Cancels Audience Roar; with 2 gold cancels an Off-Key Note.",
    ),
    "sipario.card.twist_of_fate": QT_TRANSLATE_NOOP("sipario", "Twist of Fate"),
    "sipario.card.twist_of_fate.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "Swap one of your titles with a random title of an opponent (2 gold: swap between two opponents).",
    ),
    "sipario.card.gust_of_wind": QT_TRANSLATE_NOOP("sipario", "Gust of Wind"),
    "sipario.card.gust_of_wind.effect": QT_TRANSLATE_NOOP(
        "sipario", "Knocks out an opposing singer: the debut is delayed unless replaced."
    ),
    "sipario.card.press_conference": QT_TRANSLATE_NOOP("sipario", "Press Conference"),
    "sipario.card.press_conference.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "Everyone reveals one season title. Special: announce a delay without paying gold.",
    ),
    "sipario.card.en_travesti": QT_TRANSLATE_NOOP("sipario", "En travesti"),
    "sipario.card.en_travesti.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "A singer plays a role of the opposite sex: 0 PN in a Second part, −1 in a First part.",
    ),
    "sipario.card.announced_flop": QT_TRANSLATE_NOOP("sipario", "Announced Flop"),
    "sipario.card.announced_flop.effect": QT_TRANSLATE_NOOP(
        "sipario", "An opponent loses a season title and draws a new one."
    ),
    "sipario.card.elopement": QT_TRANSLATE_NOOP("sipario", "Elopement"),
    "sipario.card.elopement.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "Your female Golden Throat seduces a male singer: both leave, date to be determined.",
    ),
    "sipario.card.grand_event": QT_TRANSLATE_NOOP("sipario", "Grand Event"),
    "sipario.card.grand_event.effect": QT_TRANSLATE_NOOP(
        "sipario", "With a debut: +2 PN and +1 gold. Recital or Three Tenors: +2 gold and +1 PN."
    ),
    "sipario.card.grand_orchestra": QT_TRANSLATE_NOOP("sipario", "Grand Orchestra"),
    "sipario.card.grand_orchestra.effect": QT_TRANSLATE_NOOP(
        "sipario", "With a debut: +1 PN and +1 gold. Recital or Three Tenors: +2 gold."
    ),
    "sipario.card.pharmacist": QT_TRANSLATE_NOOP("sipario", "The Pharmacist"),
    "sipario.card.pharmacist.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "On a Golden Throat: the cast is immune to Gust of Wind and Viral Infection. Cures in defence.",
    ),
    "sipario.card.agency_dealing": QT_TRANSLATE_NOOP("sipario", "Agency Wheeling-and-Dealing"),
    "sipario.card.agency_dealing.effect": QT_TRANSLATE_NOOP(
        "sipario", "Swap one of your play cards with a random card of an opponent."
    ),
    "sipario.card.nerves_of_steel": QT_TRANSLATE_NOOP("sipario", "Nerves of Steel"),
    "sipario.card.nerves_of_steel.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "A Debutant sings a First part, or a Golden Throat a Principal role (−1 PN). Cancels Stage Fright and Elopement.",
    ),
    "sipario.card.paparazzo": QT_TRANSLATE_NOOP("sipario", "Paparazzo"),
    "sipario.card.paparazzo.effect": QT_TRANSLATE_NOOP(
        "sipario", "Spy on 2 opponent play cards (1 gold: 3 cards; 2 gold: 1 season title)."
    ),
    "sipario.card.protest": QT_TRANSLATE_NOOP("sipario", "Protest"),
    "sipario.card.protest.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "Removes an opposing Debutant or Golden Throat: date to be determined. With Off-Key Note: a Great Interpreter.",
    ),
    "sipario.card.recommendation": QT_TRANSLATE_NOOP("sipario", "Recommendation of Iron"),
    "sipario.card.recommendation.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "A Debutant sings a First part (−1 PN) or a Golden Throat a Principal role (−2 PN); cannot be protested. Cancels Protest.",
    ),
    "sipario.card.stagehands_strike": QT_TRANSLATE_NOOP("sipario", "Stagehands' Strike"),
    "sipario.card.stagehands_strike.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "An opponent loses a turn. With your debut: an opponent loses the right to Unfair Competition.",
    ),
    "sipario.card.night_of_grace": QT_TRANSLATE_NOOP("sipario", "Night of Grace"),
    "sipario.card.night_of_grace.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "A Debutant sings a First part or a Golden Throat a Principal role. With Sublime Aria: +2 PN more.",
    ),
    "sipario.card.off_key": QT_TRANSLATE_NOOP("sipario", "Clamorous Off-Key Note"),
    "sipario.card.off_key.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "−1 PN on a First part (−2 on a Golden Throat in a Principal role). Cancels Sublime Aria.",
    ),
    "sipario.card.stage_fright": QT_TRANSLATE_NOOP("sipario", "Stage Fright"),
    "sipario.card.stage_fright.effect": QT_TRANSLATE_NOOP(
        "sipario", "An opposing singer leaves the stage: the debut is delayed unless replaced."
    ),
    "sipario.card.viral_infection": QT_TRANSLATE_NOOP("sipario", "Viral Infection!"),
    "sipario.card.viral_infection.effect": QT_TRANSLATE_NOOP(
        "sipario", "−2 PN to a show. Cancels Grand Orchestra."
    ),
    "sipario.card.foyer_gossip": QT_TRANSLATE_NOOP("sipario", "Foyer Gossip"),
    "sipario.card.foyer_gossip.effect": QT_TRANSLATE_NOOP(
        "sipario", "Take the latest face-up discards of your opponents."
    ),
    "sipario.card.fool": QT_TRANSLATE_NOOP("sipario", "The Fool"),
    "sipario.card.fool.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "Any play card except a Prima donna; cancels a turn card's effect on you; immune to Unfair Competition.",
    ),
    "sipario.pd.amica": QT_TRANSLATE_NOOP("sipario", "L'amica dell'amico"),
    "sipario.pd.amica.effect": QT_TRANSLATE_NOOP(
        "sipario", "+2 PN; may name an opponent, who loses the right to Unfair Competition."
    ),
    "sipario.pd.battagliera": QT_TRANSLATE_NOOP("sipario", "La battagliera"),
    "sipario.pd.battagliera.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "+2 PN; no postponement penalty, no Stage Fright or Elopement; struck singers still sing at −1.",
    ),
    "sipario.pd.capricciosa": QT_TRANSLATE_NOOP("sipario", "La capricciosa"),
    "sipario.pd.capricciosa.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "+5 PN if the rest of the cast is Debutants (or off-key Golden Throats); costs no gold.",
    ),
    "sipario.pd.ansioso": QT_TRANSLATE_NOOP("sipario", "L'ansioso"),
    "sipario.pd.ansioso.effect": QT_TRANSLATE_NOOP(
        "sipario",
        "+2 PN; needs a male Golden Throat and a male Debutant in the cast; costs no gold.",
    ),
    "sipario.pd.immenso": QT_TRANSLATE_NOOP("sipario", "L'immenso"),
    "sipario.pd.immenso.effect": QT_TRANSLATE_NOOP(
        "sipario", "+3 PN plus the +2 PN of a Grand Event; costs 5 gold."
    ),
    "sipario.pd.istrione": QT_TRANSLATE_NOOP("sipario", "L'istrione"),
    "sipario.pd.istrione.effect": QT_TRANSLATE_NOOP("sipario", "+2 PN."),
    "sipario.show.class_recital": QT_TRANSLATE_NOOP("sipario", "Class recital"),
    "sipario.show.master_class_small": QT_TRANSLATE_NOOP("sipario", "Master class (3 Debutants)"),
    "sipario.show.master_class_large": QT_TRANSLATE_NOOP("sipario", "Master class (5 Debutants)"),
    "sipario.show.recital_golden": QT_TRANSLATE_NOOP("sipario", "Recital of Golden Throats"),
    "sipario.show.recital_great": QT_TRANSLATE_NOOP("sipario", "Recital with a Great Interpreter"),
    "sipario.show.three_tenors": QT_TRANSLATE_NOOP("sipario", "Three Tenors concert"),
    "sipario.show.new_year_single": QT_TRANSLATE_NOOP("sipario", "New Year's concert"),
    "sipario.show.new_year_double": QT_TRANSLATE_NOOP(
        "sipario", "New Year's concert with two Prime donne"
    ),
    "sipario.category.pd": QT_TRANSLATE_NOOP("sipario", "Prima donna"),
    "sipario.category.gi": QT_TRANSLATE_NOOP("sipario", "Great Interpreter"),
    "sipario.category.gt": QT_TRANSLATE_NOOP("sipario", "Golden Throat"),
    "sipario.category.deb": QT_TRANSLATE_NOOP("sipario", "Debutant"),
    "sipario.category.stu": QT_TRANSLATE_NOOP("sipario", "Student"),
    "sipario.voice.S": QT_TRANSLATE_NOOP("sipario", "Soprano"),
    "sipario.voice.Ms": QT_TRANSLATE_NOOP("sipario", "Mezzo-soprano"),
    "sipario.voice.C": QT_TRANSLATE_NOOP("sipario", "Contralto"),
    "sipario.voice.T": QT_TRANSLATE_NOOP("sipario", "Tenor"),
    "sipario.voice.Br": QT_TRANSLATE_NOOP("sipario", "Baritone"),
    "sipario.voice.B": QT_TRANSLATE_NOOP("sipario", "Bass"),
    "sipario.role.P": QT_TRANSLATE_NOOP("sipario", "Principal role"),
    "sipario.role.F": QT_TRANSLATE_NOOP("sipario", "First part"),
    "sipario.role.Se": QT_TRANSLATE_NOOP("sipario", "Second part"),
    "sipario.role.M": QT_TRANSLATE_NOOP("sipario", "Mute or spoken role"),
    "sipario.postponement.delay": QT_TRANSLATE_NOOP("sipario", "delayed debut"),
    "sipario.postponement.tbd": QT_TRANSLATE_NOOP("sipario", "date to be determined"),
    "sipario.action.setup_swap": QT_TRANSLATE_NOOP("sipario", "Swap a title for 1 gold"),
    "sipario.action.draw": QT_TRANSLATE_NOOP("sipario", "Draw"),
    "sipario.action.gossip_take": QT_TRANSLATE_NOOP("sipario", "Take this gossip card"),
    "sipario.action.gossip_done": QT_TRANSLATE_NOOP("sipario", "Draw the rest from the deck"),
    "sipario.action.discard": QT_TRANSLATE_NOOP("sipario", "Discard"),
    "sipario.action.advertise": QT_TRANSLATE_NOOP("sipario", "Buy advertising (3 gold → 1 PN)"),
    "sipario.action.change_title": QT_TRANSLATE_NOOP("sipario", "Change a title (5 gold)"),
    "sipario.action.discard_prima_donna": QT_TRANSLATE_NOOP("sipario", "Dismiss a Prima donna"),
    "sipario.action.end_turn": QT_TRANSLATE_NOOP("sipario", "End turn"),
    "sipario.action.time_up": QT_TRANSLATE_NOOP("sipario", "Time is up"),
    "sipario.action.begin_debut": QT_TRANSLATE_NOOP("sipario", "Debut an opera"),
    "sipario.action.cast": QT_TRANSLATE_NOOP("sipario", "Cast a singer"),
    "sipario.action.attach": QT_TRANSLATE_NOOP("sipario", "Play a card on the show"),
    "sipario.action.silence_rival": QT_TRANSLATE_NOOP("sipario", "Call in a favour"),
    "sipario.action.confirm_debut": QT_TRANSLATE_NOOP("sipario", "Confirm the debut"),
    "sipario.action.abandon_debut": QT_TRANSLATE_NOOP("sipario", "Give up the debut"),
    "sipario.action.raise_curtain": QT_TRANSLATE_NOOP("sipario", "Raise the curtain"),
    "sipario.action.attack": QT_TRANSLATE_NOOP("sipario", "Unfair Competition"),
    "sipario.action.complete_cast": QT_TRANSLATE_NOOP("sipario", "Complete the cast"),
    "sipario.action.end_uc_slot": QT_TRANSLATE_NOOP("sipario", "End your Unfair Competition"),
    "sipario.action.defend": QT_TRANSLATE_NOOP("sipario", "Defend"),
    "sipario.action.pass_defence": QT_TRANSLATE_NOOP("sipario", "Do not defend"),
    "sipario.action.yield_defence": QT_TRANSLATE_NOOP("sipario", "Let your partner defend"),
    "sipario.action.substitute": QT_TRANSLATE_NOOP("sipario", "Substitute the singer"),
    "sipario.action.accept_postponement": QT_TRANSLATE_NOOP("sipario", "Accept the postponement"),
    "sipario.action.make_offer": QT_TRANSLATE_NOOP("sipario", "Make a last-hour offer"),
    "sipario.action.infingardo": QT_TRANSLATE_NOOP("sipario", "Infingardo's manoeuvre"),
    "sipario.action.decline_offer": QT_TRANSLATE_NOOP("sipario", "Make no offer"),
    "sipario.action.commit_cover": QT_TRANSLATE_NOOP("sipario", "Commit a cover for L'ansioso"),
    "sipario.action.flop_title": QT_TRANSLATE_NOOP("sipario", "Choose the title to flop"),
    "sipario.action.offer_add": QT_TRANSLATE_NOOP("sipario", "Add to the price"),
    "sipario.action.confirm_offer": QT_TRANSLATE_NOOP("sipario", "Make the offer"),
    "sipario.action.give_card": QT_TRANSLATE_NOOP("sipario", "Hand over a card"),
    "sipario.action.accept_offer": QT_TRANSLATE_NOOP("sipario", "Accept the offer"),
    "sipario.action.play_turn_card": QT_TRANSLATE_NOOP("sipario", "Play a turn card"),
    "sipario.action.fool_reaction": QT_TRANSLATE_NOOP("sipario", "Use The Fool"),
    "sipario.action.reveal_title": QT_TRANSLATE_NOOP("sipario", "Reveal a title"),
    "sipario.action.begin_extra": QT_TRANSLATE_NOOP("sipario", "Stage an extra show"),
    "sipario.action.add_to_extra": QT_TRANSLATE_NOOP("sipario", "Add a singer to the show"),
    "sipario.action.confirm_extra": QT_TRANSLATE_NOOP("sipario", "Stage the show"),
    "sipario.action.abandon_extra": QT_TRANSLATE_NOOP("sipario", "Cancel the show"),
    "sipario.action.reseat": QT_TRANSLATE_NOOP("sipario", "Reseat your opponents"),
    # Role and title names that resources/sipario/operas.json prints in English; the
    # characters' own names ("Serpina", "Don Giovanni") stay as they are.
    "Count Robinson": QT_TRANSLATE_NOOP("sipario", "Count Robinson"),
    "Countess Almaviva": QT_TRANSLATE_NOOP("sipario", "Countess Almaviva"),
    "Count Almaviva": QT_TRANSLATE_NOOP("sipario", "Count Almaviva"),
    "Queen of the Night": QT_TRANSLATE_NOOP("sipario", "Queen of the Night"),
    "A notary": QT_TRANSLATE_NOOP("sipario", "A notary"),
    "Doctor Malatesta": QT_TRANSLATE_NOOP("sipario", "Doctor Malatesta"),
    "High Priest of Baal": QT_TRANSLATE_NOOP("sipario", "High Priest of Baal"),
    "Duke of Mantua": QT_TRANSLATE_NOOP("sipario", "Duke of Mantua"),
    "Count di Luna": QT_TRANSLATE_NOOP("sipario", "Count di Luna"),
    "Count Rodolfo": QT_TRANSLATE_NOOP("sipario", "Count Rodolfo"),
    "Baron Douphol": QT_TRANSLATE_NOOP("sipario", "Baron Douphol"),
    "Doctor Grenvil": QT_TRANSLATE_NOOP("sipario", "Doctor Grenvil"),
    "The King": QT_TRANSLATE_NOOP("sipario", "The King"),
    "A messenger": QT_TRANSLATE_NOOP("sipario", "A messenger"),
    "High Priestess": QT_TRANSLATE_NOOP("sipario", "High Priestess"),
    "Mistress Quickly": QT_TRANSLATE_NOOP("sipario", "Mistress Quickly"),
    "Doctor Caius": QT_TRANSLATE_NOOP("sipario", "Doctor Caius"),
    "The Wanderer": QT_TRANSLATE_NOOP("sipario", "The Wanderer"),
    "Woodbird": QT_TRANSLATE_NOOP("sipario", "Woodbird"),
    "King Marke": QT_TRANSLATE_NOOP("sipario", "King Marke"),
    "A shepherd": QT_TRANSLATE_NOOP("sipario", "A shepherd"),
    "A steersman": QT_TRANSLATE_NOOP("sipario", "A steersman"),
    "The King's Herald": QT_TRANSLATE_NOOP("sipario", "The King's Herald"),
    "King Henry": QT_TRANSLATE_NOOP("sipario", "King Henry"),
    "Prince Gremin": QT_TRANSLATE_NOOP("sipario", "Prince Gremin"),
    "Eugene Onegin": QT_TRANSLATE_NOOP("sipario", "Eugene Onegin"),
    "Countess di Coigny": QT_TRANSLATE_NOOP("sipario", "Countess di Coigny"),
    "Baron Scarpia": QT_TRANSLATE_NOOP("sipario", "Baron Scarpia"),
    "The Sacristan": QT_TRANSLATE_NOOP("sipario", "The Sacristan"),
    "A shepherd boy": QT_TRANSLATE_NOOP("sipario", "A shepherd boy"),
    "The Bonze": QT_TRANSLATE_NOOP("sipario", "The Bonze"),
    "Emperor Altoum": QT_TRANSLATE_NOOP("sipario", "Emperor Altoum"),
    "A mandarin": QT_TRANSLATE_NOOP("sipario", "A mandarin"),
    "The Marschallin": QT_TRANSLATE_NOOP("sipario", "The Marschallin"),
    "Baron Ochs": QT_TRANSLATE_NOOP("sipario", "Baron Ochs"),
    "An Italian singer": QT_TRANSLATE_NOOP("sipario", "An Italian singer"),
}
