"""English texts of the boards' legends (context ``legends``): what each symbol means.

The names of cards, voices, roles and goods come from the games' own tables; these
texts say what a symbol on the board stands for and what it does.
"""

from divas_desktop.i18n.noop import QT_TRANSLATE_NOOP

CONTEXT = "legends"
TEXTS: dict[str, str] = {
    # --- the panel and what every board shares ------------------------------------------
    "title": QT_TRANSLATE_NOOP("legends", "Legend of {game}: what the board shows"),
    "close": QT_TRANSLATE_NOOP("legends", "Close (Esc)"),
    "button.tip": QT_TRANSLATE_NOOP("legends", "Legend: what each symbol means (key ?)"),
    "rule": QT_TRANSLATE_NOOP("legends", "Rule {clause}"),
    "rule.tip": QT_TRANSLATE_NOOP("legends", "Open the rules reference at this rule"),
    "section.table": QT_TRANSLATE_NOOP("legends", "Players and marks"),
    "seat": QT_TRANSLATE_NOOP(
        "legends", "{player}: this colour, shape and letter mark the player's pieces"
    ),
    "last_move": QT_TRANSLATE_NOOP(
        "legends",
        "Changed in another player's last turn: a dash-dot frame in that player's colour"
        " and the player's badge in the corner",
    ),
    "target": QT_TRANSLATE_NOOP(
        "legends", "A place where the piece you hold may go: dashed gold frame and hatching"
    ),
    # --- Sipario! ------------------------------------------------------------------------
    "sip.section.singers": QT_TRANSLATE_NOOP("legends", "Singers: the band of a card"),
    "sip.section.cards": QT_TRANSLATE_NOOP("legends", "Other cards"),
    "sip.section.stage": QT_TRANSLATE_NOOP("legends", "Roles on the stage"),
    "sip.section.table": QT_TRANSLATE_NOOP("legends", "Counters, backs and the header"),
    "sip.category.pd": QT_TRANSLATE_NOOP(
        "legends",
        "{name}: a star with a power and a fee of her own; she sings only a Principal role",
    ),
    "sip.category.gi": QT_TRANSLATE_NOOP(
        "legends",
        "{name}: sings only Principal roles, +1 PN in the preferred voice; immune to most attacks",
    ),
    "sip.category.gt": QT_TRANSLATE_NOOP(
        "legends", "{name}: sings First parts; a Second part costs you 2 gold"
    ),
    "sip.category.deb": QT_TRANSLATE_NOOP(
        "legends", "{name}: sings Second parts; a First part needs an enabling card"
    ),
    "sip.category.stu": QT_TRANSLATE_NOOP(
        "legends", "{name}: sings only Mute or spoken roles, which only Students sing"
    ),
    "sip.sex": QT_TRANSLATE_NOOP(
        "legends",
        "{sign}: a female or male singer (a Prima donna's sex, shown beside her category)",
    ),
    "sip.voice": QT_TRANSLATE_NOOP("legends", "{name}: the voice a singer sings, or a role needs"),
    "sip.role": QT_TRANSLATE_NOOP("legends", "{name}: the type of a role, before its voice"),
    "sip.extra": QT_TRANSLATE_NOOP(
        "legends",
        "An extra role: not needed to confirm the debut, it adds PN when filled. Roles"
        " without ✚ are the base cast, and all of them must be filled",
    ),
    "sip.helper": QT_TRANSLATE_NOOP(
        "legends", "A singer added to the cast by another impresario (his letter after ◂)"
    ),
    "sip.missing": QT_TRANSLATE_NOOP(
        "legends",
        "A title of your season your hand cannot cast yet: how many base roles are missing"
        " (point at it to see which)",
    ),
    "sip.uncastable": QT_TRANSLATE_NOOP(
        "legends",
        "On an empty role of your debut: no card of your hand can sing it yet, and what is missing"
        " (✓ names who can)",
    ),
    "sip.times": QT_TRANSLATE_NOOP(
        "legends", "How many singers an extra show asks for: 3 × Debutant is three Debutants"
    ),
    "sip.struck": QT_TRANSLATE_NOOP(
        "legends", "A struck singer: replace him, or the debut is delayed or postponed"
    ),
    "sip.positive": QT_TRANSLATE_NOOP(
        "legends", "An action card that helps your own show (+PN, gold, enabling a role)"
    ),
    "sip.negative": QT_TRANSLATE_NOOP(
        "legends", "An action card of Unfair Competition, against a rival's show"
    ),
    "sip.neutral": QT_TRANSLATE_NOOP(
        "legends", "A turn card: it is your action for the turn (Twist of Fate, Paparazzo…)"
    ),
    "sip.fool": QT_TRANSLATE_NOOP(
        "legends", "The Fool: any play card but a Prima donna; no attack touches it"
    ),
    "sip.hexagon": QT_TRANSLATE_NOOP(
        "legends", "An opera's ⬡ bonus: the PN it adds when its whole cast is filled"
    ),
    "sip.show": QT_TRANSLATE_NOOP(
        "legends", "An extra show and its reward in PN (played instead of a debut)"
    ),
    "sip.staged": QT_TRANSLATE_NOOP(
        "legends", "A staged opera of your season, with the PN it scored"
    ),
    "sip.back.pd": QT_TRANSLATE_NOOP(
        "legends", "A rival's Prima donna: her back is gold and marked P"
    ),
    "sip.back.opera": QT_TRANSLATE_NOOP("legends", "An opera title, face down"),
    "sip.back.seat": QT_TRANSLATE_NOOP(
        "legends", "A rival's play card, face down, framed in his colour with his letter"
    ),
    "sip.gold": QT_TRANSLATE_NOOP("legends", "G: your gold"),
    "sip.markers": QT_TRANSLATE_NOOP("legends", "◦: your markers; a blind discard costs one"),
    "sip.pn": QT_TRANSLATE_NOOP(
        "legends", "Your badge: your PN (Notoriety points); the tokens on the track show everyone's"
    ),
    "sip.flag": QT_TRANSLATE_NOOP("legends", "⚑: the PN that wins a match played to a target"),
    "sip.clock": QT_TRANSLATE_NOOP("legends", "◷: the time left in a timed match"),
    # --- Turandot ------------------------------------------------------------------------
    "tur.section.singers": QT_TRANSLATE_NOOP("legends", "Singers and characters"),
    "tur.section.bids": QT_TRANSLATE_NOOP("legends", "Your cards and the bids"),
    "tur.section.table": QT_TRANSLATE_NOOP("legends", "Rounds, directors and the right column"),
    "tur.kind": QT_TRANSLATE_NOOP(
        "legends", "{name}: the singer's kind, in the coloured band; directors score by kind"
    ),
    "tur.stars": QT_TRANSLATE_NOOP("legends", "★: the singer's stars, one point each"),
    "tur.male": QT_TRANSLATE_NOOP(
        "legends", "♂: a male singer, or a male role (Calaf, Ping, Pong, Pang)"
    ),
    "tur.female": QT_TRANSLATE_NOOP(
        "legends", "♀: a female singer, or a female role (Turandot, Liù)"
    ),
    "tur.uncertain": QT_TRANSLATE_NOOP(
        "legends", "?: a singer of uncertain gender, never penalised whatever the role"
    ),
    "tur.favourite": QT_TRANSLATE_NOOP(
        "legends",
        "♥: the singer's favourite role; +1 point when played on it (♥+1), else written at"
        " the foot (♥ Calaf)",
    ),
    "tur.mismatch": QT_TRANSLATE_NOOP(
        "legends", "≠−1: a singer on a role of the other gender loses 1 point"
    ),
    "tur.character": QT_TRANSLATE_NOOP(
        "legends", "A character card: its number for the bids, its name and the gender it needs"
    ),
    "tur.number": QT_TRANSLATE_NOOP(
        "legends", "A number card: bid it for the singer under the character of that number"
    ),
    "tur.money": QT_TRANSLATE_NOOP(
        "legends",
        "●: a money card; it wins ties, or alone it hires the costume designer or the carpenter",
    ),
    "tur.bluff": QT_TRANSLATE_NOOP("legends", "∅: the bluff card, a bid that hires nobody"),
    "tur.back": QT_TRANSLATE_NOOP("legends", "A card of a bid, face down until the reveal"),
    "tur.scene": QT_TRANSLATE_NOOP(
        "legends", "★ on a hexagon: your scene elements, 1 point each at the end"
    ),
    "tur.puccini": QT_TRANSLATE_NOOP(
        "legends",
        "P: the holder of Puccini, who reveals the singers and never hires the designers",
    ),
    "tur.round.singers": QT_TRANSLATE_NOOP(
        "legends", "{mark} on the round track: a round that hires singers"
    ),
    "tur.round.directors": QT_TRANSLATE_NOOP(
        "legends", "{mark} on the round track: round 4, which hires directors"
    ),
    "tur.fired": QT_TRANSLATE_NOOP(
        "legends", "✕: a round that ends by firing a director, or a director fired"
    ),
    "tur.director": QT_TRANSLATE_NOOP(
        "legends", "A director: what it adds or takes off your score at the end"
    ),
    "tur.tile": QT_TRANSLATE_NOOP(
        "legends", "The costume designer or the carpenter: who hired it this round, in his frame"
    ),
    # --- The Battle of the Divas --------------------------------------------------------
    "div.section.cards": QT_TRANSLATE_NOOP("legends", "Cards: instrument, rhythms, masks"),
    "div.section.houses": QT_TRANSLATE_NOOP("legends", "Opera houses"),
    "div.section.piano": QT_TRANSLATE_NOOP("legends", "The piano"),
    "div.section.orchestra": QT_TRANSLATE_NOOP("legends", "Orchestra, Palco Reale, programme"),
    "div.character": QT_TRANSLATE_NOOP(
        "legends", "A Character (★ instead of a year): on the Timeline it gives its diva's skill"
    ),
    "div.positive": QT_TRANSLATE_NOOP(
        "legends", "A positive event, in its diva's colour with its year"
    ),
    "div.negative": QT_TRANSLATE_NOOP(
        "legends", "A negative event: in the other diva's colour, it counts for her"
    ),
    "div.back": QT_TRANSLATE_NOOP("legends", "A card face down (a deck, the rival's hand)"),
    "div.instrument": QT_TRANSLATE_NOOP(
        "legends",
        "{instrument}: the instrument of {house}; a card of it played there moves that house's"
        " Fame one step toward you",
    ),
    "div.rhythm": QT_TRANSLATE_NOOP(
        "legends",
        "Rhythm {n}: {n} notes beamed together, with its number. Asked for by the opera, it"
        " gives Applause; played, it moves your Diva {n} keys",
    ),
    "div.mask": QT_TRANSLATE_NOOP(
        "legends",
        "A {colour} mask (its own shape too): 1 Applause the first time you show this colour"
        " in an opera",
    ),
    "div.opera": QT_TRANSLATE_NOOP(
        "legends",
        "An opera: in the red disc the Applause needed to close it, then the rhythms and the"
        " notes it asks for; a note sent shows as a dot in the diva's colour",
    ),
    "div.fame": QT_TRANSLATE_NOOP(
        "legends",
        "The Fame track and its counter (◆): it leans up to 3 steps toward a diva, who gets"
        " as many Timeline moves when the opera closes",
    ),
    "div.applause": QT_TRANSLATE_NOOP(
        "legends", "A diva's Applause in the house, against the opera's minimum (4/9)"
    ),
    "div.note": QT_TRANSLATE_NOOP(
        "legends", "A note token in its diva's colour and shape; a dashed place is still empty"
    ),
    "div.medal": QT_TRANSLATE_NOOP(
        "legends",
        "A white key, its note and its medal: the VP a note of yours there scores at the end",
    ),
    "div.action.fame": QT_TRANSLATE_NOOP(
        "legends", "★ on a black key: Increase Fame (click a house's Fame track)"
    ),
    "div.action.tessitura": QT_TRANSLATE_NOOP(
        "legends", "Arrows on a black key: Expand Tessitura (drag one end of your bar outward)"
    ),
    "div.action.timeline": QT_TRANSLATE_NOOP(
        "legends", "Three cards on a black key: play a card on the Timeline"
    ),
    "div.action.instrument": QT_TRANSLATE_NOOP(
        "legends", "An instrument on a black key: that opera house's action"
    ),
    "div.diva": QT_TRANSLATE_NOOP("legends", "A Diva on the piano, on the key she stands on"),
    "div.tessitura": QT_TRANSLATE_NOOP(
        "legends", "A tessitura: the keys where that diva may sing; its ends can be dragged"
    ),
    "div.slots": QT_TRANSLATE_NOOP(
        "legends",
        "×2 and ×1: the Orchestra's places in a row; the first instrument placed gets the"
        " row's bonus twice, the second once",
    ),
    "div.conductor": QT_TRANSLATE_NOOP(
        "legends", "A conductor's place, dashed while empty; placing the conductor gives 5 VP"
    ),
    "div.palco": QT_TRANSLATE_NOOP(
        "legends",
        "A house's Palco Reale token: clear, the house still scores the Palco Reale; dark and"
        " crossed out, never again",
    ),
    "div.personality": QT_TRANSLATE_NOOP(
        "legends", "A Personality of the Palco Reale: the VP it gives and what it demands"
    ),
    "div.programme": QT_TRANSLATE_NOOP(
        "legends", "A closed opera in the programme: who closed it and the VP each diva gained"
    ),
    "div.scoring": QT_TRANSLATE_NOOP(
        "legends", "✓ on a Timeline card: it would score if the game ended now"
    ),
    "div.passover": QT_TRANSLATE_NOOP(
        "legends", "↷ ↶ over a Diva: your move passes over your rival (her key counts as a step)"
    ),
    "div.steps": QT_TRANSLATE_NOOP(
        "legends", "✓ ▶ · in the panel: the steps of a closing done, now, next"
    ),
    "div.year": QT_TRANSLATE_NOOP("legends", "★ in a card's band: a Character, which has no year"),
    "div.rhythm.one": QT_TRANSLATE_NOOP(
        "legends",
        "Rhythm 1: a single note, with its number. Asked for by the opera, it gives Applause;"
        " played, it moves your Diva 1 key",
    ),
    # --- Opera Magna ---------------------------------------------------------------------
    "mag.section.goods": QT_TRANSLATE_NOOP("legends", "Goods: colour, shape and mark"),
    "mag.section.cards": QT_TRANSLATE_NOOP("legends", "Cards and their letters"),
    "mag.section.florence": QT_TRANSLATE_NOOP("legends", "Florence and the cities"),
    "mag.section.shop": QT_TRANSLATE_NOOP("legends", "Your shop"),
    "mag.good": QT_TRANSLATE_NOOP(
        "legends",
        "{mark} {raw}, a square block (a raw good), refines into {refined}, a disc with a"
        " ring (a refined good): the same mark, each its own colour",
    ),
    "mag.any": QT_TRANSLATE_NOOP("legends", "A dashed block with ?: a raw good of your choice"),
    "mag.certificate": QT_TRANSLATE_NOOP(
        "legends",
        "A white hexagon: a certificate. With a number, its level on your track; with a good's"
        " mark, that good paid by the certificate",
    ),
    "mag.push": QT_TRANSLATE_NOOP(
        "legends",
        "Empty hexagons, then +n: move that many of your certificates n columns to the right",
    ),
    "mag.level3": QT_TRANSLATE_NOOP("legends", "⬢3: for each of your certificates at level 3"),
    "mag.size": QT_TRANSLATE_NOOP(
        "legends", "{letter}: {size}, the building's size (the letter at the left of its band)"
    ),
    "mag.colour": QT_TRANSLATE_NOOP(
        "legends", "{letter}: {colour}, the building's colour (the letter at the right of its band)"
    ),
    "mag.per": QT_TRANSLATE_NOOP(
        "legends", "{small}: per small building of yours; {token}: per token of yours"
    ),
    "mag.building": QT_TRANSLATE_NOOP(
        "legends",
        "A building: in its band size, effect and colour; then its cost in refined goods and,"
        " after −, the raw goods it makes cheaper",
    ),
    "mag.trade": QT_TRANSLATE_NOOP(
        "legends",
        "A trade card: the pink half is a cost in raw goods, the green half a profit;"
        " its group mark in the middle",
    ),
    "mag.group.hand": QT_TRANSLATE_NOOP(
        "legends", "{one}, {two}: the trade cards dealt to the players' hands at the start"
    ),
    "mag.group.city": QT_TRANSLATE_NOOP(
        "legends", "{one}, {two}, {three}: the trade cards of the cities, at the start"
    ),
    "mag.group.market": QT_TRANSLATE_NOOP(
        "legends", "{ab}, {c}: the market decks, used in this order"
    ),
    "mag.back": QT_TRANSLATE_NOOP("legends", "A deck, face down, with its number of cards"),
    "mag.merchant": QT_TRANSLATE_NOOP(
        "legends", "A merchant in a city area, in its player's colour, shape and letter"
    ),
    "mag.power": QT_TRANSLATE_NOOP(
        "legends", "A city power: usable once, by a merchant entering the Cost area"
    ),
    "mag.worksite": QT_TRANSLATE_NOOP(
        "legends",
        "A worksite: the refined good it wants and what sending it gives; the discs are the"
        " players who sent one",
    ),
    "mag.level": QT_TRANSLATE_NOOP("legends", "{levels}: the levels of the Opera board"),
    "mag.padlock": QT_TRANSLATE_NOOP(
        "legends", "A padlock: this worksite opens once the level below it is built"
    ),
    "mag.disc": QT_TRANSLATE_NOOP("legends", "A player's token sent to a worksite"),
    "mag.track": QT_TRANSLATE_NOOP(
        "legends",
        "A track of your shop: the square token counts your raw good, the hexagon is its"
        " certificate (columns 3–5 level 1, 6–7 level 2, 8–10 level 3)",
    ),
    "mag.refined": QT_TRANSLATE_NOOP(
        "legends", "Your refined goods, to use this turn (the number on the token)"
    ),
    "mag.position": QT_TRANSLATE_NOOP(
        "legends",
        "The positions of your shop by size: on the left a discount and a conversion, on the"
        " right an effect and a cart",
    ),
    "mag.cart": QT_TRANSLATE_NOOP(
        "legends", "A cart: hatched while locked, filled when free, empty once used this turn"
    ),
    "mag.placed": QT_TRANSLATE_NOOP(
        "legends", "A refined good placed on a building under construction"
    ),
    "mag.times": QT_TRANSLATE_NOOP(
        "legends", "×2: two of them (refined goods of a kind, buildings in one position)"
    ),
}
