"""English texts of the lessons (the coach's words) and of the tips, by code.

Each lesson's script (``resources/lessons/<lesson>.json``) names its texts by these codes;
``tests/ui/test_lessons.py`` checks that every code a script names is here.
"""
# ruff: noqa: E501

from divas_desktop.i18n.noop import QT_TRANSLATE_NOOP

CONTEXT = "lessons"
LESSON_TITLES: dict[str, str] = {
    "sipario": "lesson.sipario.title",
    "turandot": "lesson.turandot.title",
    "divas": "lesson.divas.title",
    "palco_reale": "lesson.palco_reale.title",
    "magna": "lesson.magna.title",
}
"""The lessons offered by "Learn to play", in menu order, with the code of their name."""

TEXTS: dict[str, str] = {
    "lesson.default_hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Not now: the coach is waiting for the move in the ring. Read the step beside the board.",
    ),
    "lesson.done": QT_TRANSLATE_NOOP(
        "lessons",
        "Lesson complete. You know the heart of the game; Help → How to play has every rule. Play a real game with the same options, or leave the lesson.",
    ),
    # --- Sipario! ------------------------------------------------------------------------
    "lesson.sipario.title": QT_TRANSLATE_NOOP("lessons", "Sipario! — your first season"),
    "lesson.sipario.welcome": QT_TRANSLATE_NOOP(
        "lessons",
        "Welcome to Sipario! You are an impresario and Rossini is your rival. Staging operas earns Notoriety points (PN): your badge moves along the Notoriety track at the top, and the first to 25 PN wins.",
    ),
    "lesson.sipario.season": QT_TRANSLATE_NOOP(
        "lessons",
        "At the bottom left is your season: three opera titles. Each card lists its roles with their type (P Principal role, F First part, Se Second part) and voice. You stage them with the singers in your hand.",
    ),
    "lesson.sipario.keep_titles": QT_TRANSLATE_NOOP(
        "lessons",
        "Before the first turn you may swap one title for 1 gold by dragging it onto the opera deck. Your season is good: press “Keep my season”.",
    ),
    "lesson.sipario.keep_titles.hint": QT_TRANSLATE_NOOP(
        "lessons", "Keep your season in this lesson: press “Keep my season”."
    ),
    "lesson.sipario.draw": QT_TRANSLATE_NOOP(
        "lessons",
        "Your turn begins with a draw: drag the top card of the play deck into your hand (or click the deck, then your hand).",
    ),
    "lesson.sipario.draw.hint": QT_TRANSLATE_NOOP(
        "lessons", "First draw: drag the play deck (in the ring) into your hand."
    ),
    "lesson.sipario.turn_card": QT_TRANSLATE_NOOP(
        "lessons",
        "Besides your action you may play one turn card. Drag Agency Wheeling-and-Dealing onto the table and choose to give Rossini your Audience Roar: you take one of his cards in exchange.",
    ),
    "lesson.sipario.turn_card.hint": QT_TRANSLATE_NOOP(
        "lessons", "Play Agency Wheeling-and-Dealing (in the ring), giving Audience Roar."
    ),
    "lesson.sipario.advertise": QT_TRANSLATE_NOOP(
        "lessons",
        "You received a Debutant baritone from Rossini. Gold can also buy fame: press “+1 PN for 3 gold” once.",
    ),
    "lesson.sipario.advertise.hint": QT_TRANSLATE_NOOP(
        "lessons", "Buy advertising once: the button “+1 PN for 3 gold”."
    ),
    "lesson.sipario.end_turn": QT_TRANSLATE_NOOP(
        "lessons", "That is your turn: press “End turn”. Rossini plays next; watch what he does."
    ),
    "lesson.sipario.end_turn.hint": QT_TRANSLATE_NOOP("lessons", "Press “End turn” now."),
    "lesson.sipario.more_turns": QT_TRANSLATE_NOOP(
        "lessons",
        "Now three plain turns: draw from the play deck, then end your turn. You collect singers, and your hand never holds more than 13 cards.",
    ),
    "lesson.sipario.more_turns.hint": QT_TRANSLATE_NOOP(
        "lessons", "For now only draw and end your turn; your debut comes in a moment."
    ),
    "lesson.sipario.last_draw": QT_TRANSLATE_NOOP(
        "lessons",
        "Draw once more, and this time do not end your turn: after a draw from the play deck you may debut an opera.",
    ),
    "lesson.sipario.begin_debut": QT_TRANSLATE_NOOP(
        "lessons",
        "You hold a cast for Guillaume Tell. Drag its title onto the stage. A standard opera's base cast is 1 Principal role, 2 First parts and 1 Second part, worth 6 PN.",
    ),
    "lesson.sipario.begin_debut.hint": QT_TRANSLATE_NOOP(
        "lessons", "Drag Guillaume Tell (in the ring) onto the stage."
    ),
    "lesson.sipario.cast_principal": QT_TRANSLATE_NOOP(
        "lessons",
        "Fulgenzio Romanzini is a Great Interpreter (GI), a baritone: Great Interpreters sing only Principal roles. Drag him onto Guillaume Tell, the Principal role.",
    ),
    "lesson.sipario.cast.hint": QT_TRANSLATE_NOOP(
        "lessons", "Cast the singer in the ring, on the role the coach names."
    ),
    "lesson.sipario.cast_first": QT_TRANSLATE_NOOP(
        "lessons",
        "Onofrio Gorgheggi is a Golden Throat (GT), a tenor: Golden Throats sing First parts. Drag him onto Arnold.",
    ),
    "lesson.sipario.cast_recommended": QT_TRANSLATE_NOOP(
        "lessons",
        "Mafalda Falsettini is a Debutant soprano. A Debutant sings Second parts; a First part needs a card such as Recommendation of Iron, which you hold. Drag her onto Mathilde and choose the Recommendation.",
    ),
    "lesson.sipario.cast_second": QT_TRANSLATE_NOOP(
        "lessons",
        "Eusebio Barcarola, the Debutant you took from Rossini, sings the Second part Walter Furst. That completes the base cast.",
    ),
    "lesson.sipario.cast_extra": QT_TRANSLATE_NOOP(
        "lessons",
        "Extra roles add PN. Cast Zelmira Ottavini, a Golden Throat mezzo-soprano, as Hedwige: a Golden Throat in a Second part costs you 2 gold when you confirm.",
    ),
    "lesson.sipario.confirm": QT_TRANSLATE_NOOP(
        "lessons",
        "Every base role is filled, so the debut can be confirmed: press “Confirm the debut”. You pay the cast's gold now.",
    ),
    "lesson.sipario.confirm.hint": QT_TRANSLATE_NOOP(
        "lessons", "Press “Confirm the debut” (in the ring)."
    ),
    "lesson.sipario.raise_curtain": QT_TRANSLATE_NOOP(
        "lessons",
        "Press “Raise the curtain”. Before the show is scored, your rivals get one Unfair Competition action each against it: an attack card, or a singer of their own added to an empty role.",
    ),
    "lesson.sipario.raise_curtain.hint": QT_TRANSLATE_NOOP(
        "lessons", "Press “Raise the curtain” (in the ring)."
    ),
    "lesson.sipario.staged": QT_TRANSLATE_NOOP(
        "lessons",
        "Rossini did not attack: he added a singer of his own to an empty role. Guillaume Tell is staged for 7 PN, 6 for the base cast and 1 for the extra roles, and your badge moved along the track.",
    ),
    "lesson.sipario.goal": QT_TRANSLATE_NOOP(
        "lessons",
        "Rossini's panel shows his PN, gold and hand. Draw, debut and stage until someone reaches 25 PN; when he debuts, you get an Unfair Competition action against his show.",
    ),
    # --- Turandot ----------------------------------------------------------------------------
    "lesson.turandot.title": QT_TRANSLATE_NOOP(
        "lessons",
        "Turandot — cast Puccini's last opera",
    ),
    "lesson.turandot.welcome": QT_TRANSLATE_NOOP(
        "lessons",
        "In Turandot you cast Puccini's last opera. Over seven rounds you bid in secret for six singers and one director; at the end you give your singers the six roles. The Puccini card shows who holds Puccini: that player gives out the understudies.",
    ),
    "lesson.turandot.bid_number": QT_TRANSLATE_NOOP(
        "lessons",
        "The casting call: a singer lies under each character, from 1 Turandot to 4 Ping. Your number cards are your bids: drag number 2 into “Your bid (face down)” to ask for the singer under Calaf.",
    ),
    "lesson.turandot.bid_number.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag your number 2 card (in the ring) into your bid.",
    ),
    "lesson.turandot.confirm_bid": QT_TRANSLATE_NOOP(
        "lessons",
        "Press “Confirm the bid”. Everybody bids at the same time, in secret; the bids are revealed together once all are in.",
    ),
    "lesson.turandot.confirm_bid.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Press “Confirm the bid” (in the ring).",
    ),
    "lesson.turandot.tie": QT_TRANSLATE_NOOP(
        "lessons",
        "Pong bid 2 as well, with no money: a tie, so neither of you hires Calaf's singer. Each of you got an understudy instead, chosen by Pong, who holds Puccini. Your company at the bottom shows it.",
    ),
    "lesson.turandot.fire": QT_TRANSLATE_NOOP(
        "lessons",
        "In rounds 1 to 3 a director is fired at the end. Pong chose you: drag the Traditionalist onto “Fired directors”. That director leaves the game.",
    ),
    "lesson.turandot.fire.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag the Traditionalist (in the ring) onto “Fired directors”.",
    ),
    "lesson.turandot.bluff": QT_TRANSLATE_NOOP(
        "lessons",
        "Round 2, and Puccini has passed to you. Bid number 4 with your bluff card: the bluff changes nothing, it only hides how many cards you played. Drag both into your bid, then confirm.",
    ),
    "lesson.turandot.bluff.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Put number 4 and the bluff card into your bid, then press “Confirm the bid”.",
    ),
    "lesson.turandot.understudies": QT_TRANSLATE_NOOP(
        "lessons",
        "Everybody played 4: nobody hires. You hold Puccini, so you give every company an understudy, yours included: drag a singer left under the characters onto each company.",
    ),
    "lesson.turandot.understudies.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag a singer left under the characters onto a company waiting for an understudy.",
    ),
    "lesson.turandot.choose_firer": QT_TRANSLATE_NOOP(
        "lessons",
        "As holder of Puccini you also choose who fires a director this round: press a player's button under “Who fires a director?”.",
    ),
    "lesson.turandot.choose_firer.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Choose who fires a director with the buttons (in the ring).",
    ),
    "lesson.turandot.alone": QT_TRANSLATE_NOOP(
        "lessons",
        "Round 3: put number 1 and the bluff into your bid and confirm. A player alone on a number hires the singer under that character.",
    ),
    "lesson.turandot.alone.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Put number 1 and the bluff card into your bid, then confirm.",
    ),
    "lesson.turandot.director": QT_TRANSLATE_NOOP(
        "lessons",
        "Round 4 hires directors instead of singers; you bid for them the same way. Bid number 1 alone and confirm. At the end your director adds or takes off points by the kinds of singers in your cast.",
    ),
    "lesson.turandot.director.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Put number 1 into your bid, then confirm.",
    ),
    "lesson.turandot.money": QT_TRANSLATE_NOOP(
        "lessons",
        "Round 5. Money cards break ties: on the same number, whoever added more money cards hires, and those cards are spent for good. Bid number 4 with one money card, then confirm.",
    ),
    "lesson.turandot.money.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Put a money card and number 4 into your bid, then confirm.",
    ),
    "lesson.turandot.puccini": QT_TRANSLATE_NOOP(
        "lessons",
        "You hold Puccini again: the player who hired nobody this round waits for an understudy. Drag one of the singers left onto that company.",
    ),
    "lesson.turandot.two_money": QT_TRANSLATE_NOOP(
        "lessons",
        "Round 6: bid number 2 with both money cards you have left, then confirm. Two money cards beat one on the same number.",
    ),
    "lesson.turandot.two_money.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Put both money cards and number 2 into your bid, then confirm.",
    ),
    "lesson.turandot.last_round": QT_TRANSLATE_NOOP(
        "lessons",
        "Round 7, the last one: bid number 3 with the bluff, then confirm.",
    ),
    "lesson.turandot.last_round.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Put number 3 and the bluff card into your bid, then confirm.",
    ),
    "lesson.turandot.roles": QT_TRANSLATE_NOOP(
        "lessons",
        "The final scene: every player gives each of their six singers one role. Drag Rafael Orelli onto Calaf; the singer already there takes his place. Turandot and Liù are female roles (♀), the others male (♂).",
    ),
    "lesson.turandot.roles.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag Rafael Orelli (in the ring) onto Calaf.",
    ),
    "lesson.turandot.score": QT_TRANSLATE_NOOP(
        "lessons",
        "Your score: the stars of your six singers, +1 for each scene element, +1 for a singer on their favourite role (♥), −1 for one on a role of the other gender, and your director's points. “Optimal assignment” arranges the cast for the most points. Press “Confirm the cast”.",
    ),
    "lesson.turandot.score.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Press “Confirm the cast”, or move singers between roles first.",
    ),
    "lesson.turandot.result": QT_TRANSLATE_NOOP(
        "lessons",
        "Every cast is confirmed and scored: the results list each line of every score. The rules reference explains each director (Rule TUR-066).",
    ),
    # --- The Battle of the Divas and Palco Reale ---------------------------------------------
    "lesson.divas.title": QT_TRANSLATE_NOOP(
        "lessons",
        "The Battle of the Divas — Callas against Tebaldi",
    ),
    "lesson.divas.welcome": QT_TRANSLATE_NOOP(
        "lessons",
        "You are Maria Callas: blue, a circle, the letter C. Renata Tebaldi plays against you. You perform operas in four houses, sing notes on the piano and build the Timeline; when five operas have closed, the diva with more VP wins. Each turn: play a card, move, take a black key's two actions, draw.",
    ),
    "lesson.divas.play_card": QT_TRANSLATE_NOOP(
        "lessons",
        "Phase 1: play a card in an opera. Drag Elvira de Hidalgo onto La Scala. Each rhythm of hers that the opera asks for, and each mask colour new to you there, gives you Applause.",
    ),
    "lesson.divas.play_card.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag Elvira de Hidalgo (in the ring) onto La Scala.",
    ),
    "lesson.divas.move": QT_TRANSLATE_NOOP(
        "lessons",
        "Phase 2: the card's rhythm is how far you move on the piano. Drag your Diva to DO: where you stop inside your tessitura, a note of yours is placed on the key.",
    ),
    "lesson.divas.move.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag your Diva (in the ring) to the DO key.",
    ),
    "lesson.divas.black_key": QT_TRANSLATE_NOOP(
        "lessons",
        "Phase 3: your Diva stands beside this black key, so its two actions are yours: the Clarinet, the Wiener Staatsoper's instrument, and Play a card on the Timeline.",
    ),
    "lesson.divas.timeline": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag Milanese Fever to the end of the Timeline. Its event happens now: La Scala's Fame moves toward you. Playing a card on the Timeline is the only way to use an event.",
    ),
    "lesson.divas.timeline.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag Milanese Fever (in the ring) to the end of the Timeline.",
    ),
    "lesson.divas.send_note": QT_TRANSLATE_NOOP(
        "lessons",
        "Now the Clarinet: drag your RE note from the piano onto the Wiener Staatsoper, whose opera asks for it. The first note you send to an opera gives 2 Applause. Then you draw back to four cards and Renata plays.",
    ),
    "lesson.divas.send_note.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag your RE note (in the ring) onto the Wiener Staatsoper.",
    ),
    "lesson.divas.fame_card": QT_TRANSLATE_NOOP(
        "lessons",
        "Your turn again. Play Italian Debut at La Scala: its Violin is La Scala's own instrument, so the Fame counter there moves toward you, and your Applause reaches the opera's minimum.",
    ),
    "lesson.divas.fame_card.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag Italian Debut (in the ring) onto La Scala.",
    ),
    "lesson.divas.flip": QT_TRANSLATE_NOOP(
        "lessons",
        "Move your Diva to SI, where Renata has a note: stopping there inside your tessitura flips it to your colour.",
    ),
    "lesson.divas.flip.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Move your Diva (in the ring) to the SI key.",
    ),
    "lesson.divas.close": QT_TRANSLATE_NOOP(
        "lessons",
        "This black key gives the Violin, La Scala's instrument, and your Applause there has reached the minimum: press “Close & score” on the opera.",
    ),
    "lesson.divas.close.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Press “Close & score” on La Scala's opera (in the ring).",
    ),
    "lesson.divas.closing": QT_TRANSLATE_NOOP(
        "lessons",
        "Closing: both divas convert their Applause in that house into VP, you 6 and Renata 0. Then La Scala's Fame, leaning 3 steps toward you, gives you 3 Timeline moves.",
    ),
    "lesson.divas.fame_moves": QT_TRANSLATE_NOOP(
        "lessons",
        "A Timeline move swaps a card with its neighbour; at the end your event cards score when they stand in chronological order. Drag a card along the Timeline, or press “Done”.",
    ),
    "lesson.divas.fame_moves.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Move a Timeline card, or press “Done”.",
    ),
    "lesson.divas.orchestra": QT_TRANSLATE_NOOP(
        "lessons",
        "You had more Applause there, so your Violin goes into the Orchestra on its ×2 place, and its bonus gives you 2 more Timeline moves. Move a card, or press “Done”.",
    ),
    "lesson.divas.fame": QT_TRANSLATE_NOOP(
        "lessons",
        "A new opera comes to La Scala. Your black key's other action is Increase Fame: click the Fame track of a house to move its counter one step toward you.",
    ),
    "lesson.divas.fame.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Click a house's Fame track (one is in the ring).",
    ),
    "lesson.divas.final": QT_TRANSLATE_NOOP(
        "lessons",
        "That is the core of a turn. At the end: 5 VP for more instruments in the Orchestra, each of your notes on the piano scores its key's medal, event cards in chronological order on the Timeline 2 VP each, and 1 VP for leading each unfinished opera.",
    ),
    "lesson.palco_reale.title": QT_TRANSLATE_NOOP(
        "lessons",
        "Palco Reale — the royal box of the Divas",
    ),
    "lesson.palco_reale.welcome": QT_TRANSLATE_NOOP(
        "lessons",
        "Palco Reale opens the royal box, under the Orchestra: three Personalities watch every closing. Each shows its VP and its demand; when an opera closes, each diva gains the VP of every Personality whose demand she meets in that house.",
    ),
    "lesson.palco_reale.personality": QT_TRANSLATE_NOOP(
        "lessons",
        "Emperor Hirohito (4 VP) asks that you scored both rhythms of the opera in the house that closes. You will score both at La Scala, then close it.",
    ),
    "lesson.palco_reale.second_rhythm": QT_TRANSLATE_NOOP(
        "lessons",
        "Play Italian Debut at La Scala: it scores the opera's second rhythm, as Emperor Hirohito asks, its Violin moves La Scala's Fame toward you, and your Applause reaches the minimum.",
    ),
    "lesson.palco_reale.scored": QT_TRANSLATE_NOOP(
        "lessons",
        "After the Orchestra the royal box scores: you met Emperor Hirohito's demand, +4 VP. La Scala's token is turned, so that house never scores the Palco Reale again, and three new Personalities take their seats.",
    ),
    "lesson.palco_reale.end": QT_TRANSLATE_NOOP(
        "lessons",
        "A closing in a house whose token is still clear scores the royal box and brings three new Personalities, whether anyone scored or not. Both divas may score the same Personality, the closer first.",
    ),
    # --- Opera Magna -------------------------------------------------------------------------
    "lesson.magna.title": QT_TRANSLATE_NOOP(
        "lessons",
        "Opera Magna — a Workshop Master's first round",
    ),
    "lesson.magna.welcome": QT_TRANSLATE_NOOP(
        "lessons",
        "You are a Workshop Master in Renaissance Florence, against Cosimo. You buy raw goods in three cities, refine them in your shop, construct buildings and send refined goods to the worksites of the Opera. After 9 rounds the most VP wins; everybody starts at 5 on the VP track.",
    ),
    "lesson.magna.draft": QT_TRANSLATE_NOOP(
        "lessons",
        "First the building draft: each player takes two buildings to construct. Drag this medium building into your Buildings under construction.",
    ),
    "lesson.magna.draft.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag the building in the ring into your Buildings under construction.",
    ),
    "lesson.magna.draft_second": QT_TRANSLATE_NOOP(
        "lessons",
        "Cosimo has chosen his two. Take your second one: this small building, which needs only two refined goods.",
    ),
    "lesson.magna.merchant": QT_TRANSLATE_NOOP(
        "lessons",
        "Your turn, phase 1: drag one of your merchants to an area without a merchant of yours. Move the one in Antwerp's Cost area down to its Profit area: Antwerp is the city you activate this turn.",
    ),
    "lesson.magna.merchant.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag your merchant (in the ring) to Antwerp's Profit area.",
    ),
    "lesson.magna.card": QT_TRANSLATE_NOOP(
        "lessons",
        "Then drag a trade card from your hand onto that area: its cards slide one space to the left, the leftmost goes to the discards and yours takes the rightmost space.",
    ),
    "lesson.magna.card.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag the trade card in the ring onto Antwerp's Profit area.",
    ),
    "lesson.magna.pay": QT_TRANSLATE_NOOP(
        "lessons",
        "City activation: you pay every raw good shown on the three cards of the Cost area, less your discounts, and gain every good on the Profit area's cards. The Pay button adds it all up: press it.",
    ),
    "lesson.magna.pay.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Press the Pay button (in the ring).",
    ),
    "lesson.magna.construct": QT_TRANSLATE_NOOP(
        "lessons",
        "The Refined goods phase: the refined goods you gained must be used now. Drag the Bell onto the matching icon of your medium building.",
    ),
    "lesson.magna.construct.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag the refined good in the ring onto its icon on your medium building.",
    ),
    "lesson.magna.complete": QT_TRANSLATE_NOOP(
        "lessons",
        "Now your small building: drag the Planks, then a Column onto its icons. When every icon is covered, the building is complete.",
    ),
    "lesson.magna.complete.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Put the Planks, then a Column on your small building.",
    ),
    "lesson.magna.place": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag the finished building to the right side of your shop, in the Small row: on the right its special effect works, and the first building of a right position unlocks a cart.",
    ),
    "lesson.magna.place.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag your finished building to the right position in the ring.",
    ),
    "lesson.magna.deliver": QT_TRANSLATE_NOOP(
        "lessons",
        "Your new cart sends one refined good to the Opera each turn. Drag your Column onto the lit worksite: the first good sent there takes its reward, 1 VP.",
    ),
    "lesson.magna.deliver.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag your Column onto the worksite in the ring.",
    ),
    "lesson.magna.keep_building": QT_TRANSLATE_NOOP(
        "lessons",
        "Put your last Planks on the medium building: goods placed on a building stay there from turn to turn until it is complete.",
    ),
    "lesson.magna.end_refining": QT_TRANSLATE_NOOP(
        "lessons",
        "Press “End refining”. Any refined good still on your shop would be lost: skipping the refining costs you points.",
    ),
    "lesson.magna.end_refining.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Press “End refining” (in the ring).",
    ),
    "lesson.magna.take_building": QT_TRANSLATE_NOOP(
        "lessons",
        "End of turn: with fewer than 2 buildings under construction you take one from the display. Drag this large building into your construction area.",
    ),
    "lesson.magna.take_building.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag the large building in the ring into your construction area.",
    ),
    "lesson.magna.market": QT_TRANSLATE_NOOP(
        "lessons",
        "Last, drag a market card into your hand. The leftmost card is always free; the others cost 1, 2 or 3 raw goods. Then Cosimo plays.",
    ),
    "lesson.magna.market.hint": QT_TRANSLATE_NOOP(
        "lessons",
        "Drag the free market card (in the ring) into your hand.",
    ),
    "lesson.magna.final": QT_TRANSLATE_NOOP(
        "lessons",
        "That was a whole turn. The final score adds the VP track, 2, 3 or 4 VP per completed building, your shop's growth, your certificates, blue buildings, goods on unfinished buildings, your tokens on the Opera and the levels of your worksites.",
    ),
    # --- Tips --------------------------------------------------------------------------------
    "tip.sipario.debut": QT_TRANSLATE_NOOP(
        "lessons",
        "Your first debut: fill every base role (1 Principal role, 2 First parts, 1 Second part) with singers of the right category and voice before you confirm; “Give up the debut” if you cannot.",
    ),
    "tip.sipario.uc": QT_TRANSLATE_NOOP(
        "lessons",
        "Unfair Competition: once the curtain rises, each of the next two impresarios gets one action against the show, and its owner may defend after each.",
    ),
    "tip.magna.refining": QT_TRANSLATE_NOOP(
        "lessons",
        "Refining: use your refined goods now, on your buildings, on the Opera's worksites or back into raw goods; any left when you press “End refining” are lost.",
    ),
    "tip.divas.closing": QT_TRANSLATE_NOOP(
        "lessons",
        "An opera closed: both divas convert their Applause there into VP, the Fame leader gets Timeline moves, and the diva with more Applause places an instrument in the Orchestra.",
    ),
    "tip.divas.palco": QT_TRANSLATE_NOOP(
        "lessons",
        "Palco Reale: at a closing each diva scores every Personality whose demand she met in that house; if anyone scored, that house's token is flipped for good.",
    ),
    "tip.turandot.understudies": QT_TRANSLATE_NOOP(
        "lessons",
        "Understudies: every player who hired no singer this round gets one, chosen by the holder of Puccini among the singers left.",
    ),
    "tip.turandot.firing": QT_TRANSLATE_NOOP(
        "lessons",
        "Firing: in rounds 1 to 3 the holder of Puccini picks another player, who fires one director from the pile for good.",
    ),
}
