"""English texts of every code the Turandot engine emits (context ``turandot``).

Placeholders: ``player``, ``target`` and ``by`` are seats (the log shows the player's
name). Events carry card ids (``singer``, ``director``, ``card``) for animations and, for
the text, ``singer_name`` (a stage name, not translated), ``director_name`` (a code of this
table, translated) or ``card_name`` (either).
"""
# ruff: noqa: E501

from divas_desktop.i18n.noop import QT_TRANSLATE_NOOP, counted

CONTEXT = "turandot"
TEXTS: dict[str, str] = {
    "turandot.title": QT_TRANSLATE_NOOP("turandot", "Turandot"),
    # --- events ---------------------------------------------------------------------
    "turandot.n.money": counted(QT_TRANSLATE_NOOP("turandot", "%n money cards")),
    "turandot.n.points": counted(QT_TRANSLATE_NOOP("turandot", "%n points")),
    "turandot.round_started": QT_TRANSLATE_NOOP("turandot", "Round {round} begins."),
    "turandot.casting_call": QT_TRANSLATE_NOOP(
        "turandot", "Casting call: new singers are revealed under the characters."
    ),
    "turandot.directors_drawn": QT_TRANSLATE_NOOP(
        "turandot", "The directors are shuffled and revealed under the characters."
    ),
    "turandot.director_removed": QT_TRANSLATE_NOOP(
        "turandot", "{director_name:Art} is not drawn and leaves the game."
    ),
    "turandot.card_added_to_bid": QT_TRANSLATE_NOOP("turandot", "You add a card to your bid."),
    "turandot.card_taken_back": QT_TRANSLATE_NOOP(
        "turandot", "You take a card back from your bid."
    ),
    "turandot.bid_confirmed": QT_TRANSLATE_NOOP("turandot", "{player} has placed a bid."),
    "turandot.bids_revealed": QT_TRANSLATE_NOOP("turandot", "All bids are revealed."),
    "turandot.bid_revealed_number": counted(
        QT_TRANSLATE_NOOP("turandot", "{player} bid number {number} with {money}."),
        money="turandot.n.money",
        zero={"money": "turandot.bid_revealed_number.free"},
    ),
    "turandot.bid_revealed_number.free": QT_TRANSLATE_NOOP(
        "turandot", "{player} bid number {number} without money cards."
    ),
    "turandot.bid_revealed_money": QT_TRANSLATE_NOOP(
        "turandot", "{player} bid a money card alone."
    ),
    "turandot.singer_hired": counted(
        QT_TRANSLATE_NOOP(
            "turandot", "{player} hires {singer_name} (number {number}), spending {money}."
        ),
        money="turandot.n.money",
        zero={"money": "turandot.singer_hired.free"},
    ),
    "turandot.singer_hired.free": QT_TRANSLATE_NOOP(
        "turandot", "{player} hires {singer_name} (number {number}) without spending any money."
    ),
    "turandot.director_hired": counted(
        QT_TRANSLATE_NOOP(
            "turandot", "{player} hires {director_name:art} (number {number}), spending {money}."
        ),
        money="turandot.n.money",
        zero={"money": "turandot.director_hired.free"},
    ),
    "turandot.director_hired.free": QT_TRANSLATE_NOOP(
        "turandot",
        "{player} hires {director_name:art} (number {number}) without spending any money.",
    ),
    "turandot.outbid": QT_TRANSLATE_NOOP(
        "turandot", "{winner} outbids {player} on number {number}; {player} takes the money back."
    ),
    "turandot.tied": QT_TRANSLATE_NOOP(
        "turandot", "{player} ties on number {number} and takes the money back."
    ),
    "turandot.designer_hired": QT_TRANSLATE_NOOP(
        "turandot", "{player} hires the costume designer: the money card becomes a scene element."
    ),
    "turandot.carpenter_hired": QT_TRANSLATE_NOOP(
        "turandot", "{player} hires the carpenter: the money card becomes a scene element."
    ),
    "turandot.money_returned": QT_TRANSLATE_NOOP(
        "turandot", "{player} hires nobody with the money card and takes it back."
    ),
    "turandot.understudy_given": QT_TRANSLATE_NOOP(
        "turandot", "{by} gives {card_name} to {player} as an understudy."
    ),
    "turandot.understudy_kept": QT_TRANSLATE_NOOP(
        "turandot", "{by} keeps {card_name} as an understudy."
    ),
    "turandot.firer_chosen": QT_TRANSLATE_NOOP(
        "turandot", "{player} chooses {target} to fire a director."
    ),
    "turandot.director_fired": QT_TRANSLATE_NOOP("turandot", "{player} fires {director_name:art}."),
    "turandot.singer_leaves": QT_TRANSLATE_NOOP(
        "turandot", "Nobody hires {singer_name}, who leaves the game."
    ),
    "turandot.director_leaves": QT_TRANSLATE_NOOP(
        "turandot", "Nobody hires {director_name:art}, who leaves the game."
    ),
    "turandot.puccini_passes": QT_TRANSLATE_NOOP("turandot", "Puccini passes to {player}."),
    "turandot.final_scene": QT_TRANSLATE_NOOP(
        "turandot", "Final scene: assign your six singers to the six roles."
    ),
    "turandot.cast_confirmed": QT_TRANSLATE_NOOP("turandot", "{player} confirms the cast."),
    "turandot.final_score": counted(
        QT_TRANSLATE_NOOP("turandot", "{player} scores %n points."), "score"
    ),
    "turandot.winner": QT_TRANSLATE_NOOP("turandot", "{player} wins!"),
    "turandot.shared_victory": QT_TRANSLATE_NOOP("turandot", "The victory is shared."),
    # --- refusals -------------------------------------------------------------------
    "reason.wrong_phase": QT_TRANSLATE_NOOP("turandot", "Not in this phase: now it is “{phase}”."),
    "reason.bid_already_placed": QT_TRANSLATE_NOOP(
        "turandot", "You have already placed your bid this round: wait for the others."
    ),
    "reason.cast_already_confirmed": QT_TRANSLATE_NOOP(
        "turandot", "You have already confirmed your cast: wait for the others."
    ),
    "reason.puccini_decides": QT_TRANSLATE_NOOP(
        "turandot", "Only the holder of Puccini decides now."
    ),
    "reason.firer_decides": QT_TRANSLATE_NOOP(
        "turandot", "Only the player chosen to fire a director decides now."
    ),
    "reason.card_not_in_hand": QT_TRANSLATE_NOOP("turandot", "That card is not in your hand."),
    "reason.card_already_in_bid": QT_TRANSLATE_NOOP(
        "turandot", "That card is already in your bid."
    ),
    "reason.money_card_gone": counted(
        QT_TRANSLATE_NOOP(
            "turandot",
            "That money card is spent or has become a scene element (you have %n money cards left).",
        ),
        "left",
    ),
    "reason.number_not_in_game": QT_TRANSLATE_NOOP(
        "turandot",
        "The number {number} is not played with {players} players: your numbers go from 1 to {highest}.",
    ),
    "reason.bid_one_number": QT_TRANSLATE_NOOP(
        "turandot",
        "Your bid already holds the number {number}, and a bid holds one number card: take it back first.",
    ),
    "reason.card_not_in_bid": QT_TRANSLATE_NOOP("turandot", "That card is not in your bid."),
    "reason.bid_empty": QT_TRANSLATE_NOOP(
        "turandot", "Play a number card or a money card (the bluff alone is not a bid)."
    ),
    "reason.bid_money_alone": counted(
        QT_TRANSLATE_NOOP(
            "turandot",
            "Without a number card you may play only one money card (your bid holds %n).",
        ),
        "money",
    ),
    "reason.no_understudy_needed": QT_TRANSLATE_NOOP(
        "turandot", "That player does not need an understudy."
    ),
    "reason.card_not_available": QT_TRANSLATE_NOOP("turandot", "That card is no longer available."),
    "reason.choose_another_player": QT_TRANSLATE_NOOP(
        "turandot", "Choose another player: the holder of Puccini never fires a director."
    ),
    "reason.director_not_in_pile": QT_TRANSLATE_NOOP(
        "turandot", "That director is not in the pile."
    ),
    "reason.not_your_singer": QT_TRANSLATE_NOOP("turandot", "That singer is not in your cast."),
    "reason.already_in_role": QT_TRANSLATE_NOOP("turandot", "That singer already plays that role."),
    # --- scores and tie-breaks -----------------------------------------------------------
    "turandot.score.stars": QT_TRANSLATE_NOOP("turandot", "Stars of the singers"),
    "turandot.score.scene": QT_TRANSLATE_NOOP("turandot", "Scene elements"),
    "turandot.score.favourites": QT_TRANSLATE_NOOP("turandot", "Singers in their favourite role"),
    "turandot.score.gender": QT_TRANSLATE_NOOP("turandot", "Singers in a role of the other gender"),
    "turandot.score.director": QT_TRANSLATE_NOOP("turandot", "Director"),
    "turandot.tie.stars": QT_TRANSLATE_NOOP(
        "turandot", "Tie broken by the most stars on the singers alone."
    ),
    "turandot.tie.shared": QT_TRANSLATE_NOOP(
        "turandot", "Still tied on the stars of the singers: the victory is shared."
    ),
    # --- directors --------------------------------------------------------------------
    "turandot.director.traditionalist": QT_TRANSLATE_NOOP("turandot", "The Traditionalist"),
    "turandot.director.traditionalist.effect": QT_TRANSLATE_NOOP(
        "turandot", "+1 per classic singer, −1 per alternative singer."
    ),
    "turandot.director.avant_gardist": QT_TRANSLATE_NOOP("turandot", "The Avant-gardist"),
    "turandot.director.avant_gardist.effect": QT_TRANSLATE_NOOP(
        "turandot", "+1 per alternative singer, −1 per classic singer."
    ),
    "turandot.director.buffo": QT_TRANSLATE_NOOP("turandot", "The Buffo"),
    "turandot.director.buffo.effect": QT_TRANSLATE_NOOP(
        "turandot", "+1 per comic singer, −1 per dark singer."
    ),
    "turandot.director.gothic": QT_TRANSLATE_NOOP("turandot", "The Gothic"),
    "turandot.director.gothic.effect": QT_TRANSLATE_NOOP(
        "turandot", "+1 per dark singer, −1 per comic singer."
    ),
    "turandot.director.star_maker": QT_TRANSLATE_NOOP("turandot", "The Star-maker"),
    "turandot.director.star_maker.effect": QT_TRANSLATE_NOOP(
        "turandot", "+1 per pro singer, −1 per amateur singer."
    ),
    "turandot.director.talent_scout": QT_TRANSLATE_NOOP("turandot", "The Talent Scout"),
    "turandot.director.talent_scout.effect": QT_TRANSLATE_NOOP(
        "turandot", "+1 per amateur singer; +2 more with at least 3."
    ),
    "turandot.director.purist": QT_TRANSLATE_NOOP("turandot", "The Purist"),
    "turandot.director.purist.effect": QT_TRANSLATE_NOOP(
        "turandot", "+3 if nobody plays a role of the other gender, else −1 each."
    ),
    "turandot.director.eclectic": QT_TRANSLATE_NOOP("turandot", "The Eclectic"),
    "turandot.director.eclectic.effect": QT_TRANSLATE_NOOP(
        "turandot", "+1 per kind of singer in the cast, then −2."
    ),
    "turandot.director.perfectionist": QT_TRANSLATE_NOOP("turandot", "The Perfectionist"),
    "turandot.director.perfectionist.effect": QT_TRANSLATE_NOOP(
        "turandot", "+1 per singer in a favourite role; −1 if none."
    ),
    "turandot.director.neutral": QT_TRANSLATE_NOOP(
        "turandot", "With a single-kind deck this director scores nothing."
    ),
    # --- options ----------------------------------------------------------------------
    "turandot.option.seats": QT_TRANSLATE_NOOP("turandot", "Players"),
    "turandot.option.deck": QT_TRANSLATE_NOOP("turandot", "Singer deck"),
    "turandot.option.deck.about": QT_TRANSLATE_NOOP(
        "turandot", "All 216 singers shuffled together, or a themed deck of one kind."
    ),
    "turandot.deck.all": QT_TRANSLATE_NOOP("turandot", "All six decks shuffled together"),
    "turandot.deck.pro": QT_TRANSLATE_NOOP("turandot", "Pro singers only"),
    "turandot.deck.amateur": QT_TRANSLATE_NOOP("turandot", "Amateur singers only"),
    "turandot.deck.alternative": QT_TRANSLATE_NOOP("turandot", "Alternative singers only"),
    "turandot.deck.classic": QT_TRANSLATE_NOOP("turandot", "Classic singers only"),
    "turandot.deck.comic": QT_TRANSLATE_NOOP("turandot", "Comic singers only"),
    "turandot.deck.dark": QT_TRANSLATE_NOOP("turandot", "Dark singers only"),
    "turandot.option.role_order": QT_TRANSLATE_NOOP("turandot", "Roles in hiring order"),
    "turandot.option.role_order.about": QT_TRANSLATE_NOOP(
        "turandot", "Singers play the roles in the order they were hired: no final assignment."
    ),
    "turandot.option.first_maestro": QT_TRANSLATE_NOOP("turandot", "First holder of Puccini"),
    # --- phases -----------------------------------------------------------------------
    "turandot.option.first_maestro.about": QT_TRANSLATE_NOOP(
        "turandot", "The seat that holds Puccini first; 0 draws it at random."
    ),
    "turandot.phase.bidding": QT_TRANSLATE_NOOP("turandot", "Casting call: choose your bid"),
    "turandot.phase.understudies": QT_TRANSLATE_NOOP(
        "turandot", "Puccini gives out the understudies"
    ),
    "turandot.phase.choose_firer": QT_TRANSLATE_NOOP(
        "turandot", "Puccini chooses who fires a director"
    ),
    "turandot.phase.fire_director": QT_TRANSLATE_NOOP("turandot", "Fire a director"),
    "turandot.phase.final": QT_TRANSLATE_NOOP("turandot", "Final scene: assign the roles"),
    "turandot.phase.over": QT_TRANSLATE_NOOP("turandot", "The curtain falls"),
    # --- components -------------------------------------------------------------------
    "turandot.role.turandot": QT_TRANSLATE_NOOP("turandot", "Turandot"),
    "turandot.role.calaf": QT_TRANSLATE_NOOP("turandot", "Calaf"),
    "turandot.role.liu": QT_TRANSLATE_NOOP("turandot", "Liù"),
    "turandot.role.ping": QT_TRANSLATE_NOOP("turandot", "Ping"),
    "turandot.role.pong": QT_TRANSLATE_NOOP("turandot", "Pong"),
    "turandot.role.pang": QT_TRANSLATE_NOOP("turandot", "Pang"),
    "turandot.kind.pro": QT_TRANSLATE_NOOP("turandot", "Pro"),
    "turandot.kind.amateur": QT_TRANSLATE_NOOP("turandot", "Amateur"),
    "turandot.kind.alternative": QT_TRANSLATE_NOOP("turandot", "Alternative"),
    "turandot.kind.classic": QT_TRANSLATE_NOOP("turandot", "Classic"),
    "turandot.kind.comic": QT_TRANSLATE_NOOP("turandot", "Comic"),
    "turandot.kind.dark": QT_TRANSLATE_NOOP("turandot", "Dark"),
    # The kind on the smallest cards (the band's colour and the tooltip say the rest).
    "turandot.kind.pro.short": QT_TRANSLATE_NOOP("turandot", "PRO"),
    "turandot.kind.amateur.short": QT_TRANSLATE_NOOP("turandot", "AMA"),
    "turandot.kind.alternative.short": QT_TRANSLATE_NOOP("turandot", "ALT"),
    "turandot.kind.classic.short": QT_TRANSLATE_NOOP("turandot", "CLA"),
    "turandot.kind.comic.short": QT_TRANSLATE_NOOP("turandot", "COM"),
    "turandot.kind.dark.short": QT_TRANSLATE_NOOP("turandot", "DRK"),
    "turandot.gender.M": QT_TRANSLATE_NOOP("turandot", "Male"),
    "turandot.gender.F": QT_TRANSLATE_NOOP("turandot", "Female"),
    "turandot.gender.U": QT_TRANSLATE_NOOP("turandot", "Uncertain"),
    "turandot.voice.tenor": QT_TRANSLATE_NOOP("turandot", "Tenor"),
    "turandot.voice.baritone": QT_TRANSLATE_NOOP("turandot", "Baritone"),
    "turandot.voice.bass": QT_TRANSLATE_NOOP("turandot", "Bass"),
    "turandot.voice.soprano": QT_TRANSLATE_NOOP("turandot", "Soprano"),
    "turandot.voice.mezzo": QT_TRANSLATE_NOOP("turandot", "Mezzo-soprano"),
    "turandot.voice.countertenor": QT_TRANSLATE_NOOP("turandot", "Countertenor"),
    "turandot.card.number": QT_TRANSLATE_NOOP("turandot", "Number {number}"),
    "turandot.card.money": QT_TRANSLATE_NOOP("turandot", "Money"),
    "turandot.card.bluff": QT_TRANSLATE_NOOP("turandot", "Bluff"),
    "turandot.card.summary": QT_TRANSLATE_NOOP("turandot", "Summary"),
    "turandot.card.scene_element": QT_TRANSLATE_NOOP("turandot", "Scene element (+1)"),
    "turandot.card.designer": QT_TRANSLATE_NOOP("turandot", "Costume designer"),
    "turandot.card.carpenter": QT_TRANSLATE_NOOP("turandot", "Carpenter"),
    "turandot.card.puccini": QT_TRANSLATE_NOOP("turandot", "Puccini"),
    "turandot.card.favourite_role": QT_TRANSLATE_NOOP("turandot", "Favourite role: {role}"),
    "turandot.card.stars": counted(QT_TRANSLATE_NOOP("turandot", "%n stars"), "stars"),
    # --- actions (tooltips, keyboard play) --------------------------------------------
    "turandot.action.add_to_bid": QT_TRANSLATE_NOOP("turandot", "Add to the bid"),
    "turandot.action.take_back_from_bid": QT_TRANSLATE_NOOP("turandot", "Take back"),
    "turandot.action.confirm_bid": QT_TRANSLATE_NOOP("turandot", "Confirm the bid"),
    "turandot.action.give_understudy": QT_TRANSLATE_NOOP("turandot", "Give {card} to {player}"),
    "turandot.action.choose_firer": QT_TRANSLATE_NOOP("turandot", "{player} fires a director"),
    "turandot.action.fire_director": QT_TRANSLATE_NOOP("turandot", "Fire {director:art}"),
    "turandot.action.assign_role": QT_TRANSLATE_NOOP("turandot", "{singer} plays {role}"),
    "turandot.action.confirm_cast": QT_TRANSLATE_NOOP("turandot", "Confirm the cast"),
    "turandot.action.optimal_assignment": QT_TRANSLATE_NOOP("turandot", "Optimal assignment"),
}
