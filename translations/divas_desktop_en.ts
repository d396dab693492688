<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AutosaveBanner</name>
    <message>
        <source>Save a copy elsewhere…</source>
        <translation>Save a copy elsewhere…</translation>
    </message>
    <message>
        <source>The game could not be saved automatically: if the computer stops now, the last moves are lost. Saving is tried again after the next move.</source>
        <translation>The game could not be saved automatically: if the computer stops now, the last moves are lost. Saving is tried again after the next move.</translation>
    </message>
</context>
<context>
    <name>BoardArea</name>
    <message>
        <source>Next ▶</source>
        <translation>Next ▶</translation>
    </message>
    <message>
        <source>Play the computer's next move (Space)</source>
        <translation>Play the computer's next move (Space)</translation>
    </message>
    <message>
        <source>The computer waits: press Space or click Next.</source>
        <translation>The computer waits: press Space or click Next.</translation>
    </message>
    <message>
        <source>Players ▸</source>
        <translation>Players ▸</translation>
    </message>
    <message>
        <source>◂ Players</source>
        <translation>◂ Players</translation>
    </message>
    <message>
        <source>Fold away the players and log column (F9): the board gets the room</source>
        <translation>Fold away the players and log column (F9): the board gets the room</translation>
    </message>
    <message>
        <source>Show the players and log column (F9)</source>
        <translation>Show the players and log column (F9)</translation>
    </message>
</context>
<context>
    <name>BoardPanels</name>
    <message>
        <source>Which move do you mean?</source>
        <translation>Which move do you mean?</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Key: {key}</translation>
    </message>
    <message>
        <source>Esc or a click closes the card</source>
        <translation>Esc or a click closes the card</translation>
    </message>
    <message>
        <source>Esc or a click outside closes it</source>
        <translation>Esc or a click outside closes it</translation>
    </message>
    <message>
        <source>Enter chooses · Esc cancels</source>
        <translation>Enter chooses · Esc cancels</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>↑↓ row · ←→ amount · Enter confirms · Esc cancels</source>
        <translation>↑↓ row · ←→ amount · Enter confirms · Esc cancels</translation>
    </message>
    <message>
        <source>Total: {sum} of {total}</source>
        <translation>Total: {sum} of {total}</translation>
    </message>
    <message>
        <source>Total: {sum}</source>
        <translation>Total: {sum}</translation>
    </message>
    <message>
        <source>not a legal choice</source>
        <translation>not a legal choice</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>Since your last turn</translation>
    </message>
    <message>
        <source>… and {count} earlier</source>
        <translation>… and {count} earlier</translation>
    </message>
    <message>
        <source>A click or a key closes this.</source>
        <translation>A click or a key closes this.</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Next ▶</translation>
    </message>
    <message>
        <source>Play a real game with these options</source>
        <translation>Play a real game with these options</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Start again</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Leave the lesson</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Lesson complete</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Step {n} of {total}</translation>
    </message>
    <message>
        <source>Rule {clause} ›</source>
        <translation>Rule {clause} ›</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>{player}, it is your turn.</source>
        <translation>{player}, it is your turn.</translation>
    </message>
    <message>
        <source>Sipario!</source>
        <translation>Sipario!</translation>
    </message>
    <message>
        <source>Others, please look away. Click or press Enter to raise the curtain.</source>
        <translation>Others, please look away. Click or press Enter to raise the curtain.</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>Something went wrong</translation>
    </message>
    <message>
        <source>An unexpected error happened. Your game has been saved and goes on; if it happens again, please report the details below.</source>
        <translation>An unexpected error happened. Your game has been saved and goes on; if it happens again, please report the details below.</translation>
    </message>
</context>
<context>
    <name>FileFailures</name>
    <message>
        <source>The disk is full: free some space.</source>
        <translation>The disk is full: free some space.</translation>
    </message>
    <message>
        <source>The folder of the autosaves cannot be written to.</source>
        <translation>The folder of the autosaves cannot be written to.</translation>
    </message>
    <message>
        <source>The folder of the autosaves is missing.</source>
        <translation>The folder of the autosaves is missing.</translation>
    </message>
    <message>
        <source>The name is too long for this disk.</source>
        <translation>The name is too long for this disk.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>This game is already open in another window.</source>
        <translation>This game is already open in another window.</translation>
    </message>
    <message>
        <source>This game is open in another window</source>
        <translation>This game is open in another window</translation>
    </message>
    <message>
        <source>This game is open in another Divas Desktop window. Two windows playing it would overwrite each other's moves. You can open a copy here: it is saved apart, and the game in the other window goes on untouched.</source>
        <translation>This game is open in another Divas Desktop window. Two windows playing it would overwrite each other's moves. You can open a copy here: it is saved apart, and the game in the other window goes on untouched.</translation>
    </message>
    <message>
        <source>Open a copy</source>
        <translation>Open a copy</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Divas Desktop games (*.divas)</source>
        <translation>Divas Desktop games (*.divas)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <source>Loading {file}…</source>
        <translation>Loading {file}…</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>This game cannot be opened</translation>
    </message>
    <message>
        <source>A copy was opened: it is saved apart.</source>
        <translation>A copy was opened: it is saved apart.</translation>
    </message>
    <message>
        <source>Loading was cancelled; nothing changed.</source>
        <translation>Loading was cancelled; nothing changed.</translation>
    </message>
    <message>
        <source>Its files were kept, so they can be sent with a bug report:
{files}</source>
        <translation>Its files were kept, so they can be sent with a bug report:
{files}</translation>
    </message>
    <message>
        <source>Saved with older rules</source>
        <translation>Saved with older rules</translation>
    </message>
    <message>
        <source>Continue from move {kept}</source>
        <translation>Continue from move {kept}</translation>
    </message>
    <message>
        <source>Keep the file untouched</source>
        <translation>Keep the file untouched</translation>
    </message>
    <message>
        <source>The file was left untouched.</source>
        <translation>The file was left untouched.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>The game could not be saved</translation>
    </message>
    <message>
        <source>This file is open in another Divas Desktop window: saving here would overwrite that game. Save under another name.</source>
        <translation>This file is open in another Divas Desktop window: saving here would overwrite that game. Save under another name.</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Saved to {file}</translation>
    </message>
    <message>
        <source>This game is already on the table.</source>
        <translation>This game is already on the table.</translation>
    </message>
    <message>
        <source>Loading the unfinished game…</source>
        <translation>Loading the unfinished game…</translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed</source>
        <translation>The unfinished game cannot be resumed</translation>
    </message>
    <message>
        <source>a game that cannot be read</source>
        <translation>a game that cannot be read</translation>
    </message>
    <message>
        <source>Discard the unfinished game of {game} ({players})? It cannot be brought back.</source>
        <translation>Discard the unfinished game of {game} ({players})? It cannot be brought back.</translation>
    </message>
    <message>
        <source>Discard the game?</source>
        <translation>Discard the game?</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Keep it</translation>
    </message>
</context>
<context>
    <name>LessonHost</name>
    <message>
        <source>Done {count} of {repeat}.</source>
        <translation>Done {count} of {repeat}.</translation>
    </message>
</context>
<context>
    <name>Loading</name>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Performance log</source>
        <translation>Performance log</translation>
    </message>
    <message>
        <source>{player} moves</source>
        <translation>{player} moves</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Fit to window</translation>
    </message>
    <message>
        <source>&amp;About Divas Desktop</source>
        <translation>&amp;About Divas Desktop</translation>
    </message>
    <message>
        <source>The &amp;rule for this moment</source>
        <translation>The &amp;rule for this moment</translation>
    </message>
    <message>
        <source>Show &amp;tips for new phases</source>
        <translation>Show &amp;tips for new phases</translation>
    </message>
    <message>
        <source>&amp;Legend of the board (?)</source>
        <translation>&amp;Legend of the board (?)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Pace of play</source>
        <translation>&amp;Pace of play</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>&amp;Step by step</source>
        <translation>&amp;Step by step</translation>
    </message>
    <message>
        <source>Computer turns wait for Next at every beat</source>
        <translation>Computer turns wait for Next at every beat</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>&amp;Next move</translation>
    </message>
    <message>
        <source>Players and &amp;log column</source>
        <translation>Players and &amp;log column</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>The language cannot change</source>
        <translation>The language cannot change</translation>
    </message>
    <message>
        <source>Rule {clause}</source>
        <translation>Rule {clause}</translation>
    </message>
    <message>
        <source>Open the rules reference at this rule</source>
        <translation>Open the rules reference at this rule</translation>
    </message>
    <message>
        <source>Divas Desktop</source>
        <translation>Divas Desktop</translation>
    </message>
    <message>
        <source>{game} — Divas Desktop</source>
        <translation>{game} — Divas Desktop</translation>
    </message>
    <message>
        <source>The performance is over. Bravi!</source>
        <translation>The performance is over. Bravi!</translation>
    </message>
    <message>
        <source>Sipario! Waiting for {player}</source>
        <translation>Sipario! Waiting for {player}</translation>
    </message>
    <message>
        <source>{player}, it is your move.</source>
        <translation>{player}, it is your move.</translation>
    </message>
    <message>
        <source>Waiting for {players}…</source>
        <translation>Waiting for {players}…</translation>
    </message>
    <message>
        <source>The game is saved automatically again.</source>
        <translation>The game is saved automatically again.</translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation>How to play {game}</translation>
    </message>
    <message>
        <source>Rule {clause} is not in the reference.</source>
        <translation>Rule {clause} is not in the reference.</translation>
    </message>
    <message>
        <source>About Divas Desktop</source>
        <translation>About Divas Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Divas Desktop {version}&lt;/h3&gt;&lt;p&gt;Sipario!, Turandot, The Battle of the Divas and Opera Magna for 2–5 players on one screen, with every rule enforced.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Divas Desktop {version}&lt;/h3&gt;&lt;p&gt;Sipario!, Turandot, The Battle of the Divas and Opera Magna for 2–5 players on one screen, with every rule enforced.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The {language} texts are missing from this installation ({file} was not found), so the language cannot change. Reinstall Divas Desktop, or from the source run `python tools/i18n.py compile`.</source>
        <translation>The {language} texts are missing from this installation ({file} was not found), so the language cannot change. Reinstall Divas Desktop, or from the source run `python tools/i18n.py compile`.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Bid in secret for singers and cast Puccini's Turandot.</source>
        <translation>Bid in secret for singers and cast Puccini's Turandot.</translation>
    </message>
    <message>
        <source>Rival impresarios cast singers, stage operas and sabotage each other's debuts.</source>
        <translation>Rival impresarios cast singers, stage operas and sabotage each other's debuts.</translation>
    </message>
    <message>
        <source>Callas against Tebaldi: perform operas, play the piano, write your legend.</source>
        <translation>Callas against Tebaldi: perform operas, play the piano, write your legend.</translation>
    </message>
    <message>
        <source>Workshop masters trade across the Mediterranean to build Florence's cathedral.</source>
        <translation>Workshop masters trade across the Mediterranean to build Florence's cathedral.</translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation>drawn at random</translation>
    </message>
    <message>
        <source>In this game each seat plays a character with her own colour.</source>
        <translation>In this game each seat plays a character with her own colour.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>A new performance</source>
        <translation>A new performance</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Game number</translation>
    </message>
    <message>
        <source>More options</source>
        <translation>More options</translation>
    </message>
    <message>
        <source>The game number that deals the same cards again, and limits</source>
        <translation>The game number that deals the same cards again, and limits</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>How many people or computer players take part</source>
        <translation>How many people or computer players take part</translation>
    </message>
    <message>
        <source>The same game number deals the same cards again</source>
        <translation>The same game number deals the same cards again</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variants</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Played by</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>How well the computer plays this seat</source>
        <translation>How well the computer plays this seat</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} players</translation>
    </message>
    <message>
        <source>{low}–{high} minutes</source>
        <translation>{low}–{high} minutes</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>File Folder</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 File</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Shortcut</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Curtain call</source>
        <translation>Curtain call</translation>
    </message>
    <message>
        <source>Curtain call!</source>
        <translation>Curtain call!</translation>
    </message>
    <message>
        <source>Bravi! Winner: {names}</source>
        <translation>Bravi! Winner: {names}</translation>
    </message>
    <message>
        <source>Bravi! Winners: {names}</source>
        <translation>Bravi! Winners: {names}</translation>
    </message>
    <message>
        <source>Tie-break: {how}</source>
        <translation>Tie-break: {how}</translation>
    </message>
    <message>
        <source>{place}. {name}</source>
        <translation>{place}. {name}</translation>
    </message>
    <message>
        <source>★ Winner</source>
        <translation>★ Winner</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>RulesDock</name>
    <message>
        <source>Back to where you were reading</source>
        <translation>Back to where you were reading</translation>
    </message>
    <message>
        <source>Search the rules…</source>
        <translation>Search the rules…</translation>
    </message>
    <message>
        <source>Shows only the paragraphs with every word you type.</source>
        <translation>Shows only the paragraphs with every word you type.</translation>
    </message>
    <message>
        <source>Contents: click a heading to go there.</source>
        <translation>Contents: click a heading to go there.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>Click to see it large</source>
        <translation>Click to see it large</translation>
    </message>
    <message>
        <source>Show in the rules</source>
        <translation>Show in the rules</translation>
    </message>
    <message>
        <source>No paragraph has these words.</source>
        <translation>No paragraph has these words.</translation>
    </message>
    <message numerus="yes">
        <source>%n paragraphs found</source>
        <translation>
            <numerusform>%n paragraph found</numerusform>
            <numerusform>%n paragraphs found</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>computer, {level}</translation>
    </message>
    <message>
        <source>at the screen</source>
        <translation>at the screen</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatColour</name>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>sky blue</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>purple</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>vermilion</source>
        <translation>vermilion</translation>
    </message>
</context>
<context>
    <name>TipBar</name>
    <message>
        <source>Show me the rule</source>
        <translation>Show me the rule</translation>
    </message>
    <message>
        <source>Don't show tips again</source>
        <translation>Don't show tips again</translation>
    </message>
    <message>
        <source>Close the tip</source>
        <translation>Close the tip</translation>
    </message>
    <message>
        <source>Tip: {words}</source>
        <translation>Tip: {words}</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Divas Desktop</source>
        <translation>Divas Desktop</translation>
    </message>
    <message>
        <source>Four opera board games for 2 to 5 players on one screen. Every rule is enforced.</source>
        <translation>Four opera board games for 2 to 5 players on one screen. Every rule is enforced.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Open a saved game…</translation>
    </message>
    <message>
        <source>Learn to play…</source>
        <translation>Learn to play…</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Unfinished games</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message numerus="yes">
        <source>%n moves played</source>
        <translation>
            <numerusform>%n move played</numerusform>
            <numerusform>%n moves played</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round} · {moves}</source>
        <translation>round {round} · {moves}</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Last played</translation>
    </message>
    <message>
        <source>{lesson} · step {n} of {total}</source>
        <translation>{lesson} · step {n} of {total}</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progress</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Discard…</source>
        <translation>Discard…</translation>
    </message>
    <message>
        <source>A game that cannot be read</source>
        <translation>A game that cannot be read</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>Turandot</source>
        <translation>Turandot</translation>
    </message>
    <message>
        <source>Sipario!</source>
        <translation>Sipario!</translation>
    </message>
    <message>
        <source>The Battle of the Divas</source>
        <translation>The Battle of the Divas</translation>
    </message>
    <message>
        <source>Opera Magna</source>
        <translation>Opera Magna</translation>
    </message>
    <message>
        <source>Athens</source>
        <translation>Athens</translation>
    </message>
    <message>
        <source>Barcelona</source>
        <translation>Barcelona</translation>
    </message>
    <message>
        <source>Bayreuth</source>
        <translation>Bayreuth</translation>
    </message>
    <message>
        <source>Buenos Aires</source>
        <translation>Buenos Aires</translation>
    </message>
    <message>
        <source>Cairo</source>
        <translation>Cairo</translation>
    </message>
    <message>
        <source>Cappadocia</source>
        <translation>Cappadocia</translation>
    </message>
    <message>
        <source>Dresden</source>
        <translation>Dresden</translation>
    </message>
    <message>
        <source>Hamburg</source>
        <translation>Hamburg</translation>
    </message>
    <message>
        <source>Lisbon</source>
        <translation>Lisbon</translation>
    </message>
    <message>
        <source>London</source>
        <translation>London</translation>
    </message>
    <message>
        <source>Mexico City</source>
        <translation>Mexico City</translation>
    </message>
    <message>
        <source>Milan</source>
        <translation>Milan</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte Carlo</translation>
    </message>
    <message>
        <source>Moscow</source>
        <translation>Moscow</translation>
    </message>
    <message>
        <source>Munich</source>
        <translation>Munich</translation>
    </message>
    <message>
        <source>Naples</source>
        <translation>Naples</translation>
    </message>
    <message>
        <source>Neuilly-sur-Seine</source>
        <translation>Neuilly-sur-Seine</translation>
    </message>
    <message>
        <source>New York</source>
        <translation>New York</translation>
    </message>
    <message>
        <source>Paris</source>
        <translation>Paris</translation>
    </message>
    <message>
        <source>Parma</source>
        <translation>Parma</translation>
    </message>
    <message>
        <source>Pesaro</source>
        <translation>Pesaro</translation>
    </message>
    <message>
        <source>Prague</source>
        <translation>Prague</translation>
    </message>
    <message>
        <source>Rio de Janeiro</source>
        <translation>Rio de Janeiro</translation>
    </message>
    <message>
        <source>Rome</source>
        <translation>Rome</translation>
    </message>
    <message>
        <source>San Francisco</source>
        <translation>San Francisco</translation>
    </message>
    <message>
        <source>Skorpios</source>
        <translation>Skorpios</translation>
    </message>
    <message>
        <source>Tokyo</source>
        <translation>Tokyo</translation>
    </message>
    <message>
        <source>Turin</source>
        <translation>Turin</translation>
    </message>
    <message>
        <source>Venice</source>
        <translation>Venice</translation>
    </message>
    <message>
        <source>Verona</source>
        <translation>Verona</translation>
    </message>
    <message>
        <source>Vienna</source>
        <translation>Vienna</translation>
    </message>
    <message>
        <source>Weimar</source>
        <translation>Weimar</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>That move is not allowed now.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>There is nothing you may take back.</source>
        <translation>There is nothing you may take back.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>There is nothing to redo.</translation>
    </message>
    <message>
        <source>Nothing to take back: you have made no decision yet.</source>
        <translation>Nothing to take back: you have made no decision yet.</translation>
    </message>
    <message>
        <source>You cannot take it back: hidden cards have been shown to you since.</source>
        <translation>You cannot take it back: hidden cards have been shown to you since.</translation>
    </message>
    <message>
        <source>You cannot take it back: another player has decided since.</source>
        <translation>You cannot take it back: another player has decided since.</translation>
    </message>
    <message>
        <source>This game cannot be played with that many seats.</source>
        <translation>This game cannot be played with that many seats.</translation>
    </message>
    <message>
        <source>The save points past the end of its own log.</source>
        <translation>The save points past the end of its own log.</translation>
    </message>
    <message>
        <source>Drop it on one of the highlighted places.</source>
        <translation>Drop it on one of the highlighted places.</translation>
    </message>
    <message>
        <source>The file is too large to be a Divas save.</source>
        <translation>The file is too large to be a Divas save.</translation>
    </message>
    <message>
        <source>This file is not a Divas Desktop save.</source>
        <translation>This file is not a Divas Desktop save.</translation>
    </message>
    <message>
        <source>This save was written by a newer version of Divas Desktop. Please update.</source>
        <translation>This save was written by a newer version of Divas Desktop. Please update.</translation>
    </message>
    <message>
        <source>This save is for a game this version does not know.</source>
        <translation>This save is for a game this version does not know.</translation>
    </message>
    <message>
        <source>The save file is damaged or incomplete.</source>
        <translation>The save file is damaged or incomplete.</translation>
    </message>
    <message>
        <source>The moves stored in the save cannot be replayed; the file is damaged.</source>
        <translation>The moves stored in the save cannot be replayed; the file is damaged.</translation>
    </message>
    <message>
        <source>The save does not match its own check sum; the file is damaged.</source>
        <translation>The save does not match its own check sum; the file is damaged.</translation>
    </message>
    <message>
        <source>The file could not be read or written.</source>
        <translation>The file could not be read or written.</translation>
    </message>
    <message>
        <source>The disk is full: nothing was lost; free some space or save elsewhere.</source>
        <translation>The disk is full: nothing was lost; free some space or save elsewhere.</translation>
    </message>
    <message>
        <source>This folder cannot be written to (it is read-only, or not yours): nothing was lost; save elsewhere.</source>
        <translation>This folder cannot be written to (it is read-only, or not yours): nothing was lost; save elsewhere.</translation>
    </message>
    <message>
        <source>The folder does not exist (any more: a removed drive?): nothing was lost; save elsewhere.</source>
        <translation>The folder does not exist (any more: a removed drive?): nothing was lost; save elsewhere.</translation>
    </message>
    <message>
        <source>The name is too long for this disk: nothing was lost; choose a shorter name.</source>
        <translation>The name is too long for this disk: nothing was lost; choose a shorter name.</translation>
    </message>
    <message>
        <source>The file holds a number far too long for a save; it is not a Divas save.</source>
        <translation>The file holds a number far too long for a save; it is not a Divas save.</translation>
    </message>
    <message>
        <source>The save holds {moves} moves, more than a whole game ever takes; it was not loaded.</source>
        <translation>The save holds {moves} moves, more than a whole game ever takes; it was not loaded.</translation>
    </message>
    <message>
        <source>A player name in the save is longer than {limit} characters; it was not loaded.</source>
        <translation>A player name in the save is longer than {limit} characters; it was not loaded.</translation>
    </message>
    <message>
        <source>The game was saved with older rules and no longer replays as it was played.</source>
        <translation>The game was saved with older rules and no longer replays as it was played.</translation>
    </message>
    <message>
        <source>This game of {game} was saved with older rules. Under the current rules it replays as it was played up to move {kept} (of {total}). Continue from there, or keep the file untouched?</source>
        <translation>This game of {game} was saved with older rules. Under the current rules it replays as it was played up to move {kept} (of {total}). Continue from there, or keep the file untouched?</translation>
    </message>
    <message>
        <source>Loading was cancelled.</source>
        <translation>Loading was cancelled.</translation>
    </message>
    <message>
        <source>Raise the curtain first: the player at the screen has not said who they are yet, and only they may take back their own moves.</source>
        <translation>Raise the curtain first: the player at the screen has not said who they are yet, and only they may take back their own moves.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Plays sensible moves, with a newcomer's slips: a good start for learning.</source>
        <translation>Plays sensible moves, with a newcomer's slips: a good start for learning.</translation>
    </message>
    <message>
        <source>Plays a sound game by rules of thumb, and decides at once.</source>
        <translation>Plays a sound game by rules of thumb, and decides at once.</translation>
    </message>
    <message>
        <source>Thinks up to a second a move, trying its options on the cards it may guess: a tough opponent.</source>
        <translation>Thinks up to a second a move, trying its options on the cards it may guess: a tough opponent.</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} is thinking…</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} and {last}</translation>
    </message>
    <message>
        <source>The tie stands: the winners share the win.</source>
        <translation>The tie stands: the winners share the win.</translation>
    </message>
    <message>
        <source>Prima Donna (demo)</source>
        <translation>Prima Donna (demo)</translation>
    </message>
    <message>
        <source>{player} sings an aria of strength {value} on stage.</source>
        <translation>{player} sings an aria of strength {value} on stage.</translation>
    </message>
    <message>
        <source>{player} sends the aria of strength {value} to the wings.</source>
        <translation>{player} sends the aria of strength {value} to the wings.</translation>
    </message>
    <message>
        <source>{player} sends a card to the wings.</source>
        <translation>{player} sends a card to the wings.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passes.</translation>
    </message>
    <message>
        <source>An aria on stage must be at least as strong as the last one ({top}).</source>
        <translation>An aria on stage must be at least as strong as the last one ({top}).</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>Arias sung on stage ({count})</source>
        <translation>Arias sung on stage ({count})</translation>
    </message>
    <message>
        <source>Encore for the last aria</source>
        <translation>Encore for the last aria</translation>
    </message>
    <message>
        <source>Tie broken by the strongest single aria sung.</source>
        <translation>Tie broken by the strongest single aria sung.</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stage</translation>
    </message>
    <message>
        <source>Wings</source>
        <translation>Wings</translation>
    </message>
    <message>
        <source>Hand of {player}</source>
        <translation>Hand of {player}</translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n cards</source>
        <translation>
            <numerusform>{player}: %n card</numerusform>
            <numerusform>{player}: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Encore bonus</source>
        <translation>Encore bonus</translation>
    </message>
    <message>
        <source>Aria</source>
        <translation>Aria</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cards in hand</translation>
    </message>
    <message>
        <source>Encore bonus for the last aria</source>
        <translation>Encore bonus for the last aria</translation>
    </message>
    <message>
        <source>Tempo</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Andante</source>
        <translation>Andante</translation>
    </message>
    <message>
        <source>Allegro</source>
        <translation>Allegro</translation>
    </message>
</context>
<context>
    <name>divas</name>
    <message>
        <source>{player} moves to {note} (key {key}).</source>
        <translation>{player} moves to {note} (key {key}).</translation>
    </message>
    <message>
        <source>{player} places a {note} note on key {key}.</source>
        <translation>{player} places a {note} note on key {key}.</translation>
    </message>
    <message>
        <source>{player} flips the {note} note on key {key}.</source>
        <translation>{player} flips the {note} note on key {key}.</translation>
    </message>
    <message>
        <source>{player} uses the black key: {first} and {second}.</source>
        <translation>{player} uses the black key: {first} and {second}.</translation>
    </message>
    <message>
        <source>{player} expands her tessitura (keys {low}–{high}).</source>
        <translation>{player} expands her tessitura (keys {low}–{high}).</translation>
    </message>
    <message>
        <source>{player} reaches the end of the keyboard: +{points} VP.</source>
        <translation>{player} reaches the end of the keyboard: +{points} VP.</translation>
    </message>
    <message>
        <source>The tessitura of {player} shrinks (keys {low}–{high}).</source>
        <translation>The tessitura of {player} shrinks (keys {low}–{high}).</translation>
    </message>
    <message>
        <source>A {note} note of {player} leaves the piano (key {key}).</source>
        <translation>A {note} note of {player} leaves the piano (key {key}).</translation>
    </message>
    <message>
        <source>{player} plays {card} on the Timeline.</source>
        <translation>{player} plays {card} on the Timeline.</translation>
    </message>
    <message>
        <source>{player} places {card} on the Timeline without its event.</source>
        <translation>{player} places {card} on the Timeline without its event.</translation>
    </message>
    <message>
        <source>{player} moves {card} one place on the Timeline.</source>
        <translation>{player} moves {card} one place on the Timeline.</translation>
    </message>
    <message>
        <source>{player} gains {points} VP.</source>
        <translation>{player} gains {points} VP.</translation>
    </message>
    <message>
        <source>{player} takes {card} back from her discard pile.</source>
        <translation>{player} takes {card} back from her discard pile.</translation>
    </message>
    <message>
        <source>{player} places her {instrument} in the orchestra: bonus ×{x}.</source>
        <translation>{player} places her {instrument} in the orchestra: bonus ×{x}.</translation>
    </message>
    <message>
        <source>{player} places her conductor: +{points} VP.</source>
        <translation>{player} places her conductor: +{points} VP.</translation>
    </message>
    <message>
        <source>{player} has nothing left to place in the orchestra.</source>
        <translation>{player} has nothing left to place in the orchestra.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>You draw {card}.</translation>
    </message>
    <message>
        <source>A deck is exhausted: {player} plays the last turn.</source>
        <translation>A deck is exhausted: {player} plays the last turn.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} to play.</source>
        <translation>Turn {turn}: {player} to play.</translation>
    </message>
    <message>
        <source>The fifth opera is closed: the game is over.</source>
        <translation>The fifth opera is closed: the game is over.</translation>
    </message>
    <message>
        <source>The last turn is over: the game is over.</source>
        <translation>The last turn is over: the game is over.</translation>
    </message>
    <message>
        <source>No cards left to play: the game is over.</source>
        <translation>No cards left to play: the game is over.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>First play a card from your hand in an opera.</source>
        <translation>First play a card from your hand in an opera.</translation>
    </message>
    <message>
        <source>Move your Diva on the piano first.</source>
        <translation>Move your Diva on the piano first.</translation>
    </message>
    <message>
        <source>That black key is not next to your Diva.</source>
        <translation>That black key is not next to your Diva.</translation>
    </message>
    <message>
        <source>Choose one of the black keys next to your Diva.</source>
        <translation>Choose one of the black keys next to your Diva.</translation>
    </message>
    <message>
        <source>The chosen black key does not offer that action, or it is already used.</source>
        <translation>The chosen black key does not offer that action, or it is already used.</translation>
    </message>
    <message>
        <source>That tessitura marker is already at the end of the keyboard.</source>
        <translation>That tessitura marker is already at the end of the keyboard.</translation>
    </message>
    <message>
        <source>The instrument of this black key belongs to another opera house.</source>
        <translation>The instrument of this black key belongs to another opera house.</translation>
    </message>
    <message>
        <source>There is no note of yours on that key.</source>
        <translation>There is no note of yours on that key.</translation>
    </message>
    <message>
        <source>That card cannot move that way.</source>
        <translation>That card cannot move that way.</translation>
    </message>
    <message>
        <source>Points during play</source>
        <translation>Points during play</translation>
    </message>
    <message>
        <source>Most instruments in the orchestra ({instruments})</source>
        <translation>Most instruments in the orchestra ({instruments})</translation>
    </message>
    <message>
        <source>Notes on the piano</source>
        <translation>Notes on the piano</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Timeline</translation>
    </message>
    <message>
        <source>Unfinished operas led</source>
        <translation>Unfinished operas led</translation>
    </message>
    <message>
        <source>Tie broken: more operas closed.</source>
        <translation>Tie broken: more operas closed.</translation>
    </message>
    <message>
        <source>A perfect tie: the two divas share the victory.</source>
        <translation>A perfect tie: the two divas share the victory.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Palco Reale expansion</source>
        <translation>Palco Reale expansion</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>First player</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>Maria Callas</source>
        <translation>Maria Callas</translation>
    </message>
    <message>
        <source>Renata Tebaldi</source>
        <translation>Renata Tebaldi</translation>
    </message>
    <message>
        <source>Timeline order</source>
        <translation>Timeline order</translation>
    </message>
    <message>
        <source>No later year of the same colour further left</source>
        <translation>No later year of the same colour further left</translation>
    </message>
    <message>
        <source>Longest chronological sequence</source>
        <translation>Longest chronological sequence</translation>
    </message>
    <message>
        <source>Play a card in an opera</source>
        <translation>Play a card in an opera</translation>
    </message>
    <message>
        <source>Move on the piano</source>
        <translation>Move on the piano</translation>
    </message>
    <message>
        <source>Choose a black key</source>
        <translation>Choose a black key</translation>
    </message>
    <message>
        <source>Perform the black key's actions</source>
        <translation>Perform the black key's actions</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Choose a key for your note.</source>
        <translation>Choose a key for your note.</translation>
    </message>
    <message>
        <source>Choose a rival note to flip.</source>
        <translation>Choose a rival note to flip.</translation>
    </message>
    <message>
        <source>Choose a rival note to remove.</source>
        <translation>Choose a rival note to remove.</translation>
    </message>
    <message numerus="yes">
        <source>%n Applause</source>
        <translation>
            <numerusform>%n Applause</numerusform>
            <numerusform>%n Applause</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} plays {card} {house:at}.</source>
        <translation>{player} plays {card} {house:at}.</translation>
    </message>
    <message>
        <source>{player}: {amount} {house:at} (total {applause}).</source>
        <translation>{player}: {amount} {house:at} (total {applause}).</translation>
    </message>
    <message>
        <source>{player} sends her {note} {house:to}.</source>
        <translation>{player} sends her {note} {house:to}.</translation>
    </message>
    <message>
        <source>{player} closes {opera} {house:at}.</source>
        <translation>{player} closes {opera} {house:at}.</translation>
    </message>
    <message>
        <source>{player} turns {points} into VP.</source>
        <translation>{player} turns {points} into VP.</translation>
    </message>
    <message>
        <source>{personality:Art} applauds {player}: +{points} VP.</source>
        <translation>{personality:Art} applauds {player}: +{points} VP.</translation>
    </message>
    <message>
        <source>{house:Art} will not score the Palco Reale again.</source>
        <translation>{house:Art} will not score the Palco Reale again.</translation>
    </message>
    <message>
        <source>{personality:Art} takes a seat in the Palco Reale.</source>
        <translation>{personality:Art} takes a seat in the Palco Reale.</translation>
    </message>
    <message>
        <source>{opera} opens {house:at}.</source>
        <translation>{opera} opens {house:at}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} shuffles her discards into a new deck (%n cards).</source>
        <translation>
            <numerusform>{player} shuffles her discards into a new deck (%n card).</numerusform>
            <numerusform>{player} shuffles her discards into a new deck (%n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} draws back up to four cards (%n drawn).</source>
        <translation>
            <numerusform>{player} draws back up to four cards (%n drawn).</numerusform>
            <numerusform>{player} draws back up to four cards (%n drawn).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your Diva cannot end her move on that key (up to %n keys).</source>
        <translation>
            <numerusform>Your Diva cannot end her move on that key (up to %n key).</numerusform>
            <numerusform>Your Diva cannot end her move on that key (up to %n keys).</numerusform>
        </translation>
    </message>
    <message>
        <source>You need at least {minimum} to close this opera.</source>
        <translation>You need at least {minimum} to close this opera.</translation>
    </message>
    <message>
        <source>Three Personalities in the royal box score every closing.</source>
        <translation>Three Personalities in the royal box score every closing.</translation>
    </message>
    <message>
        <source>Who opens the game: the last to have been to the opera.</source>
        <translation>Who opens the game: the last to have been to the opera.</translation>
    </message>
    <message>
        <source>How the final Timeline scoring judges chronological order.</source>
        <translation>How the final Timeline scoring judges chronological order.</translation>
    </message>
    <message numerus="yes">
        <source>Choose a house to gain Fame (%n left).</source>
        <translation>
            <numerusform>Choose a house to gain Fame (%n left).</numerusform>
            <numerusform>Choose a house to gain Fame (%n left).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expand your tessitura (%n left).</source>
        <translation>
            <numerusform>Expand your tessitura (%n left).</numerusform>
            <numerusform>Expand your tessitura (%n left).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move Timeline cards (%n steps left).</source>
        <translation>
            <numerusform>Move Timeline cards (%n step left).</numerusform>
            <numerusform>Move Timeline cards (%n steps left).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play cards to the Timeline without their events (%n left).</source>
        <translation>
            <numerusform>Play a card to the Timeline without its event (%n left).</numerusform>
            <numerusform>Play cards to the Timeline without their events (%n left).</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a house to gain {amount}.</source>
        <translation>Choose a house to gain {amount}.</translation>
    </message>
    <message>
        <source>Choose a house where your rival loses {amount}.</source>
        <translation>Choose a house where your rival loses {amount}.</translation>
    </message>
    <message>
        <source>Choose a rival tessitura marker to move inward.</source>
        <translation>Choose a rival tessitura marker to move inward.</translation>
    </message>
    <message>
        <source>Play a card from your hand into an opera.</source>
        <translation>Play a card from your hand into an opera.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>La Scala</source>
        <translation>La Scala</translation>
    </message>
    <message>
        <source>Wiener Staatsoper</source>
        <translation>Wiener Staatsoper</translation>
    </message>
    <message>
        <source>Metropolitan Opera</source>
        <translation>Metropolitan Opera</translation>
    </message>
    <message>
        <source>Teatro Colón</source>
        <translation>Teatro Colón</translation>
    </message>
    <message>
        <source>Violin</source>
        <translation>Violin</translation>
    </message>
    <message>
        <source>Clarinet</source>
        <translation>Clarinet</translation>
    </message>
    <message>
        <source>Trumpet</source>
        <translation>Trumpet</translation>
    </message>
    <message>
        <source>Drum</source>
        <translation>Drum</translation>
    </message>
    <message>
        <source>Increase Fame</source>
        <translation>Increase Fame</translation>
    </message>
    <message>
        <source>Expand Tessitura</source>
        <translation>Expand Tessitura</translation>
    </message>
    <message>
        <source>Play a card on the Timeline</source>
        <translation>Play a card on the Timeline</translation>
    </message>
    <message>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>purple</translation>
    </message>
    <message>
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Character</translation>
    </message>
    <message>
        <source>Positive event</source>
        <translation>Positive event</translation>
    </message>
    <message>
        <source>Negative event</source>
        <translation>Negative event</translation>
    </message>
    <message>
        <source>Luchino Visconti</source>
        <translation>Luchino Visconti</translation>
    </message>
    <message>
        <source>Callas's skill: gain 1 Fame step in a house of your choice.</source>
        <translation>Callas's skill: gain 1 Fame step in a house of your choice.</translation>
    </message>
    <message>
        <source>Film and stage director who staged Callas in five La Scala productions, from La vestale (1954) to Ifigenia in Tauride (1957).</source>
        <translation>Film and stage director who staged Callas in five La Scala productions, from La vestale (1954) to Ifigenia in Tauride (1957).</translation>
    </message>
    <message>
        <source>Pier Paolo Pasolini</source>
        <translation>Pier Paolo Pasolini</translation>
    </message>
    <message>
        <source>Poet and film-maker who cast Callas as Medea in his 1969 film.</source>
        <translation>Poet and film-maker who cast Callas as Medea in his 1969 film.</translation>
    </message>
    <message>
        <source>Aristotle Onassis</source>
        <translation>Aristotle Onassis</translation>
    </message>
    <message>
        <source>Greek shipowner, Callas's companion from 1959 until his marriage in 1968.</source>
        <translation>Greek shipowner, Callas's companion from 1959 until his marriage in 1968.</translation>
    </message>
    <message>
        <source>Elvira de Hidalgo</source>
        <translation>Elvira de Hidalgo</translation>
    </message>
    <message>
        <source>Spanish soprano who taught the young Callas in Athens.</source>
        <translation>Spanish soprano who taught the young Callas in Athens.</translation>
    </message>
    <message>
        <source>Young Promise</source>
        <translation>Young Promise</translation>
    </message>
    <message>
        <source>Expand your tessitura once.</source>
        <translation>Expand your tessitura once.</translation>
    </message>
    <message>
        <source>Aged 13, Maria Kalogeropoulou arrives in Athens from New York and enters the National Conservatory.</source>
        <translation>Aged 13, Maria Kalogeropoulou arrives in Athens from New York and enters the National Conservatory.</translation>
    </message>
    <message>
        <source>Italian Debut</source>
        <translation>Italian Debut</translation>
    </message>
    <message>
        <source>+1 Applause in a house of your choice.</source>
        <translation>+1 Applause in a house of your choice.</translation>
    </message>
    <message>
        <source>Callas makes her Italian debut at the Arena di Verona in La Gioconda.</source>
        <translation>Callas makes her Italian debut at the Arena di Verona in La Gioconda.</translation>
    </message>
    <message>
        <source>Conquering Buenos Aires</source>
        <translation>Conquering Buenos Aires</translation>
    </message>
    <message>
        <source>+2 Fame at the Teatro Colón.</source>
        <translation>+2 Fame at the Teatro Colón.</translation>
    </message>
    <message>
        <source>At the Teatro Colón, Callas sings Turandot, Norma and Aida.</source>
        <translation>At the Teatro Colón, Callas sings Turandot, Norma and Aida.</translation>
    </message>
    <message>
        <source>Advertising Broadcasts</source>
        <translation>Advertising Broadcasts</translation>
    </message>
    <message>
        <source>+1 Fame in two different houses.</source>
        <translation>+1 Fame in two different houses.</translation>
    </message>
    <message>
        <source>Callas sings on Italian radio and makes her first recordings, for Cetra in Turin.</source>
        <translation>Callas sings on Italian radio and makes her first recordings, for Cetra in Turin.</translation>
    </message>
    <message>
        <source>Master Skill</source>
        <translation>Master Skill</translation>
    </message>
    <message>
        <source>Place a note on any key inside your tessitura.</source>
        <translation>Place a note on any key inside your tessitura.</translation>
    </message>
    <message>
        <source>In Mexico City, Callas crowns the second act of Aida with a high E-flat.</source>
        <translation>In Mexico City, Callas crowns the second act of Aida with a high E-flat.</translation>
    </message>
    <message>
        <source>Milanese Fever</source>
        <translation>Milanese Fever</translation>
    </message>
    <message>
        <source>+2 Fame at La Scala.</source>
        <translation>+2 Fame at La Scala.</translation>
    </message>
    <message>
        <source>Callas sings Norma at La Scala early in 1952 and opens its next season as Lady Macbeth: Milan is hers.</source>
        <translation>Callas sings Norma at La Scala early in 1952 and opens its next season as Lady Macbeth: Milan is hers.</translation>
    </message>
    <message>
        <source>Callas opens La Scala's 1954 season with La vestale; Karajan's Lucia then takes her to Berlin (1955) and to the Vienna Staatsoper (1956).</source>
        <translation>Callas opens La Scala's 1954 season with La vestale; Karajan's Lucia then takes her to Berlin (1955) and to the Vienna Staatsoper (1956).</translation>
    </message>
    <message>
        <source>Zeffirelli's Tosca at Covent Garden, with Tito Gobbi as Scarpia, brings Callas back to the stage in triumph.</source>
        <translation>Zeffirelli's Tosca at Covent Garden, with Tito Gobbi as Scarpia, brings Callas back to the stage in triumph.</translation>
    </message>
    <message>
        <source>After marrying Jacqueline Kennedy, Onassis seeks Callas out again.</source>
        <translation>After marrying Jacqueline Kennedy, Onassis seeks Callas out again.</translation>
    </message>
    <message>
        <source>A heavy schedule tires Tebaldi's voice, and she has to rest it.</source>
        <translation>A heavy schedule tires Tebaldi's voice, and she has to rest it.</translation>
    </message>
    <message>
        <source>After La forza del destino in 1955, Tebaldi leaves La Scala, now Callas's stronghold, and makes the Met her home.</source>
        <translation>After La forza del destino in 1955, Tebaldi leaves La Scala, now Callas's stronghold, and makes the Met her home.</translation>
    </message>
    <message>
        <source>Rome's Opera opens 1958 with a gala Norma, and the title role, one of Callas's great parts, is hers.</source>
        <translation>Rome's Opera opens 1958 with a gala Norma, and the title role, one of Callas's great parts, is hers.</translation>
    </message>
    <message>
        <source>Young Tebaldi sings Mimì in Parma in 1945, in the last months of the war.</source>
        <translation>Young Tebaldi sings Mimì in Parma in 1945, in the last months of the war.</translation>
    </message>
    <message>
        <source>Tebaldi's first role abroad: Donna Elvira in Mozart's Don Giovanni at the São Carlos in Lisbon, in 1949 (the card says 1947).</source>
        <translation>Tebaldi's first role abroad: Donna Elvira in Mozart's Don Giovanni at the São Carlos in Lisbon, in 1949 (the card says 1947).</translation>
    </message>
    <message>
        <source>Encouraged by Toscanini, Tebaldi takes on Aida, a role she thought meant for a heavier voice, and triumphs in it at La Scala.</source>
        <translation>Encouraged by Toscanini, Tebaldi takes on Aida, a role she thought meant for a heavier voice, and triumphs in it at La Scala.</translation>
    </message>
    <message>
        <source>Tebaldi's tours take her as far as Japan.</source>
        <translation>Tebaldi's tours take her as far as Japan.</translation>
    </message>
    <message>
        <source>European Tour</source>
        <translation>European Tour</translation>
    </message>
    <message numerus="yes">
        <source>Fame {house:at} moves %n steps toward {player}.</source>
        <translation>
            <numerusform>Fame {house:at} moves %n step toward {player}.</numerusform>
            <numerusform>Fame {house:at} moves %n steps toward {player}.</numerusform>
        </translation>
    </message>
    <message>
        <source>First answer the choice the card asks for, or press Done to decline it.</source>
        <translation>First answer the choice the card asks for, or press Done to decline it.</translation>
    </message>
    <message>
        <source>Fame {house:at} is already {limit} steps toward you: it can go no further.</source>
        <translation>Fame {house:at} is already {limit} steps toward you: it can go no further.</translation>
    </message>
    <message>
        <source>This event gives Fame in different houses: {house} has had its step.</source>
        <translation>This event gives Fame in different houses: {house} has had its step.</translation>
    </message>
    <message>
        <source>Key {key} already holds a note: choose a free key.</source>
        <translation>Key {key} already holds a note: choose a free key.</translation>
    </message>
    <message>
        <source>Key {key} is not next to your Diva: the note goes on a neighbouring key.</source>
        <translation>Key {key} is not next to your Diva: the note goes on a neighbouring key.</translation>
    </message>
    <message>
        <source>You cannot sing key {key}: it is outside your tessitura, or no such note is left in your reserve.</source>
        <translation>You cannot sing key {key}: it is outside your tessitura, or no such note is left in your reserve.</translation>
    </message>
    <message>
        <source>There is no note of your rival on key {key}.</source>
        <translation>There is no note of your rival on key {key}.</translation>
    </message>
    <message>
        <source>Your rival has no Applause {house:at} to lose.</source>
        <translation>Your rival has no Applause {house:at} to lose.</translation>
    </message>
    <message>
        <source>The actions left on your black key do not include the Timeline: a card goes there only with that action.</source>
        <translation>The actions left on your black key do not include the Timeline: a card goes there only with that action.</translation>
    </message>
    <message>
        <source>A note is sent with an instrument: choose a black key that offers one.</source>
        <translation>A note is sent with an instrument: choose a black key that offers one.</translation>
    </message>
    <message>
        <source>Key {key} is outside your tessitura (keys {low}–{high}).</source>
        <translation>Key {key} is outside your tessitura (keys {low}–{high}).</translation>
    </message>
    <message>
        <source>{opera} needs {first} and {second}, not {note}.</source>
        <translation>{opera} needs {first} and {second}, not {note}.</translation>
    </message>
    <message>
        <source>You have already sent a {note} {house:to}: each note goes there once.</source>
        <translation>You have already sent a {note} {house:to}: each note goes there once.</translation>
    </message>
    <message>
        <source>That place is further than the Timeline steps you have left.</source>
        <translation>That place is further than the Timeline steps you have left.</translation>
    </message>
    <message numerus="yes">
        <source>Applause turned into VP (%n operas closed)</source>
        <translation>
            <numerusform>Applause turned into VP (%n opera closed)</numerusform>
            <numerusform>Applause turned into VP (%n operas closed)</numerusform>
        </translation>
    </message>
    <message>
        <source>Conductor in the orchestra</source>
        <translation>Conductor in the orchestra</translation>
    </message>
    <message>
        <source>Personalities of the Palco Reale</source>
        <translation>Personalities of the Palco Reale</translation>
    </message>
    <message>
        <source>Other points during play (keyboard ends, events)</source>
        <translation>Other points during play (keyboard ends, events)</translation>
    </message>
    <message>
        <source>+1 Fame at La Scala and +1 at the Wiener Staatsoper.</source>
        <translation>+1 Fame at La Scala and +1 at the Wiener Staatsoper.</translation>
    </message>
    <message>
        <source>La Traviata with Visconti</source>
        <translation>La Traviata with Visconti</translation>
    </message>
    <message>
        <source>+2 Applause in a house of your choice.</source>
        <translation>+2 Applause in a house of your choice.</translation>
    </message>
    <message>
        <source>Visconti's La traviata at La Scala, conducted by Carlo Maria Giulini.</source>
        <translation>Visconti's La traviata at La Scala, conducted by Carlo Maria Giulini.</translation>
    </message>
    <message>
        <source>A Lifetime</source>
        <translation>A Lifetime</translation>
    </message>
    <message>
        <source>2 Timeline movement steps.</source>
        <translation>2 Timeline movement steps.</translation>
    </message>
    <message>
        <source>Callas joins Aristotle Onassis's cruise on the yacht Christina; their romance begins.</source>
        <translation>Callas joins Aristotle Onassis's cruise on the yacht Christina; their romance begins.</translation>
    </message>
    <message>
        <source>The UK Has Two Queens</source>
        <translation>The UK Has Two Queens</translation>
    </message>
    <message>
        <source>Gain 1 VP.</source>
        <translation>Gain 1 VP.</translation>
    </message>
    <message>
        <source>New York at Her Feet</source>
        <translation>New York at Her Feet</translation>
    </message>
    <message>
        <source>+2 Fame at the Metropolitan.</source>
        <translation>+2 Fame at the Metropolitan.</translation>
    </message>
    <message>
        <source>Callas returns to the Metropolitan as Tosca, seven years after her last performance there.</source>
        <translation>Callas returns to the Metropolitan as Tosca, seven years after her last performance there.</translation>
    </message>
    <message>
        <source>Love Without Borders</source>
        <translation>Love Without Borders</translation>
    </message>
    <message>
        <source>Play 1 card from your hand into any opera (Phase 1 rules, no movement).</source>
        <translation>Play 1 card from your hand into any opera (Phase 1 rules, no movement).</translation>
    </message>
    <message>
        <source>Callas gives up her American citizenship for Greek, which ends her marriage to Meneghini under Greek law.</source>
        <translation>Callas gives up her American citizenship for Greek, which ends her marriage to Meneghini under Greek law.</translation>
    </message>
    <message>
        <source>Second Chances</source>
        <translation>Second Chances</translation>
    </message>
    <message>
        <source>Take the top card of your discard pile into your hand.</source>
        <translation>Take the top card of your discard pile into your hand.</translation>
    </message>
    <message>
        <source>Film Artist</source>
        <translation>Film Artist</translation>
    </message>
    <message>
        <source>1 Timeline movement step and +1 Fame in a house of your choice.</source>
        <translation>1 Timeline movement step and +1 Fame in a house of your choice.</translation>
    </message>
    <message>
        <source>Callas plays Medea in Pasolini's film, her only screen role.</source>
        <translation>Callas plays Medea in Pasolini's film, her only screen role.</translation>
    </message>
    <message>
        <source>Comeback Tour</source>
        <translation>Comeback Tour</translation>
    </message>
    <message>
        <source>Expand your tessitura twice.</source>
        <translation>Expand your tessitura twice.</translation>
    </message>
    <message>
        <source>With Giuseppe Di Stefano, Callas opens a world concert tour in Hamburg.</source>
        <translation>With Giuseppe Di Stefano, Callas opens a world concert tour in Hamburg.</translation>
    </message>
    <message>
        <source>Vocal Fatigue</source>
        <translation>Vocal Fatigue</translation>
    </message>
    <message>
        <source>Move one of Tebaldi's tessitura markers 1 key inward.</source>
        <translation>Move one of Tebaldi's tessitura markers 1 key inward.</translation>
    </message>
    <message>
        <source>Leaving La Scala</source>
        <translation>Leaving La Scala</translation>
    </message>
    <message>
        <source>The La Scala Fame counter moves 2 steps toward Callas.</source>
        <translation>The La Scala Fame counter moves 2 steps toward Callas.</translation>
    </message>
    <message>
        <source>Maternal Loss</source>
        <translation>Maternal Loss</translation>
    </message>
    <message>
        <source>Tebaldi loses 2 Applause in a house of your choice.</source>
        <translation>Tebaldi loses 2 Applause in a house of your choice.</translation>
    </message>
    <message>
        <source>Tebaldi's mother, her constant companion, dies.</source>
        <translation>Tebaldi's mother, her constant companion, dies.</translation>
    </message>
    <message>
        <source>Missed Opportunity</source>
        <translation>Missed Opportunity</translation>
    </message>
    <message>
        <source>Move a Fame counter of your choice 1 step toward Callas.</source>
        <translation>Move a Fame counter of your choice 1 step toward Callas.</translation>
    </message>
    <message>
        <source>Goodbye, New York</source>
        <translation>Goodbye, New York</translation>
    </message>
    <message>
        <source>Remove one of Tebaldi's notes from the piano.</source>
        <translation>Remove one of Tebaldi's notes from the piano.</translation>
    </message>
    <message>
        <source>Tebaldi sings her last performance at the Metropolitan Opera.</source>
        <translation>Tebaldi sings her last performance at the Metropolitan Opera.</translation>
    </message>
    <message>
        <source>Carmen Melis</source>
        <translation>Carmen Melis</translation>
    </message>
    <message>
        <source>Tebaldi's skill: place or flip a note on a key next to your Diva, inside your tessitura.</source>
        <translation>Tebaldi's skill: place or flip a note on a key next to your Diva, inside your tessitura.</translation>
    </message>
    <message>
        <source>Soprano and teacher who trained Tebaldi's voice in Pesaro.</source>
        <translation>Soprano and teacher who trained Tebaldi's voice in Pesaro.</translation>
    </message>
    <message>
        <source>Mario Del Monaco</source>
        <translation>Mario Del Monaco</translation>
    </message>
    <message>
        <source>Star tenor, Tebaldi's frequent stage partner and friend.</source>
        <translation>Star tenor, Tebaldi's frequent stage partner and friend.</translation>
    </message>
    <message>
        <source>Arturo Basile</source>
        <translation>Arturo Basile</translation>
    </message>
    <message>
        <source>Italian conductor of the opera houses and recording studios of Tebaldi's time.</source>
        <translation>Italian conductor of the opera houses and recording studios of Tebaldi's time.</translation>
    </message>
    <message>
        <source>Arturo Toscanini</source>
        <translation>Arturo Toscanini</translation>
    </message>
    <message>
        <source>The great conductor who chose Tebaldi for the 1946 reopening concert of La Scala.</source>
        <translation>The great conductor who chose Tebaldi for the 1946 reopening concert of La Scala.</translation>
    </message>
    <message>
        <source>Art Among the Bombs</source>
        <translation>Art Among the Bombs</translation>
    </message>
    <message>
        <source>+1 Fame in a house of your choice.</source>
        <translation>+1 Fame in a house of your choice.</translation>
    </message>
    <message>
        <source>Voce d'Angelo</source>
        <translation>Voce d'Angelo</translation>
    </message>
    <message>
        <source>After the concert reopening La Scala, Toscanini hails hers as a 'voce d'angelo'.</source>
        <translation>After the concert reopening La Scala, Toscanini hails hers as a 'voce d'angelo'.</translation>
    </message>
    <message>
        <source>International Debut</source>
        <translation>International Debut</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>Mastery</translation>
    </message>
    <message>
        <source>American Tour</source>
        <translation>American Tour</translation>
    </message>
    <message>
        <source>+1 Fame at the Metropolitan and +1 at the Teatro Colón.</source>
        <translation>+1 Fame at the Metropolitan and +1 at the Teatro Colón.</translation>
    </message>
    <message>
        <source>Tebaldi's American debut: Aida in San Francisco.</source>
        <translation>Tebaldi's American debut: Aida in San Francisco.</translation>
    </message>
    <message>
        <source>La Wally Opens La Scala</source>
        <translation>La Wally Opens La Scala</translation>
    </message>
    <message>
        <source>+1 Applause at La Scala.</source>
        <translation>+1 Applause at La Scala.</translation>
    </message>
    <message>
        <source>Tebaldi opens La Scala's season as Catalani's Wally, conducted by Giulini.</source>
        <translation>Tebaldi opens La Scala's season as Catalani's Wally, conducted by Giulini.</translation>
    </message>
    <message>
        <source>New York Debut</source>
        <translation>New York Debut</translation>
    </message>
    <message>
        <source>Tebaldi's Metropolitan debut, as Desdemona in Verdi's Otello.</source>
        <translation>Tebaldi's Metropolitan debut, as Desdemona in Verdi's Otello.</translation>
    </message>
    <message>
        <source>Tebaldi in Barcelona</source>
        <translation>Tebaldi in Barcelona</translation>
    </message>
    <message>
        <source>1 Timeline movement step.</source>
        <translation>1 Timeline movement step.</translation>
    </message>
    <message>
        <source>Tebaldi sings Madama Butterfly at the Liceu in Barcelona.</source>
        <translation>Tebaldi sings Madama Butterfly at the Liceu in Barcelona.</translation>
    </message>
    <message>
        <source>Cover Artist</source>
        <translation>Cover Artist</translation>
    </message>
    <message>
        <source>Tebaldi's portrait is on the cover of Time magazine.</source>
        <translation>Tebaldi's portrait is on the cover of Time magazine.</translation>
    </message>
    <message>
        <source>Back to La Scala</source>
        <translation>Back to La Scala</translation>
    </message>
    <message>
        <source>After years away, Tebaldi returns to La Scala as Tosca.</source>
        <translation>After years away, Tebaldi returns to La Scala as Tosca.</translation>
    </message>
    <message>
        <source>Tebaldi and the Emperor</source>
        <translation>Tebaldi and the Emperor</translation>
    </message>
    <message>
        <source>Return to the Stage</source>
        <translation>Return to the Stage</translation>
    </message>
    <message>
        <source>After a break to rebuild her voice, Tebaldi is back on the American stage.</source>
        <translation>After a break to rebuild her voice, Tebaldi is back on the American stage.</translation>
    </message>
    <message>
        <source>Popular Success</source>
        <translation>Popular Success</translation>
    </message>
    <message>
        <source>Back on stage, Tebaldi fills every house again: tickets to hear her vanish at once.</source>
        <translation>Back on stage, Tebaldi fills every house again: tickets to hear her vanish at once.</translation>
    </message>
    <message>
        <source>Reunion with Callas</source>
        <translation>Reunion with Callas</translation>
    </message>
    <message>
        <source>Flip one of Callas's notes inside your tessitura.</source>
        <translation>Flip one of Callas's notes inside your tessitura.</translation>
    </message>
    <message>
        <source>Callas comes backstage at the Met to embrace Tebaldi after Adriana Lecouvreur.</source>
        <translation>Callas comes backstage at the Met to embrace Tebaldi after Adriana Lecouvreur.</translation>
    </message>
    <message>
        <source>Farewell to La Scala</source>
        <translation>Farewell to La Scala</translation>
    </message>
    <message>
        <source>Tebaldi gives her farewell concert at La Scala.</source>
        <translation>Tebaldi gives her farewell concert at La Scala.</translation>
    </message>
    <message>
        <source>Overshadowed</source>
        <translation>Overshadowed</translation>
    </message>
    <message>
        <source>Move a Fame counter of your choice 1 step toward Tebaldi.</source>
        <translation>Move a Fame counter of your choice 1 step toward Tebaldi.</translation>
    </message>
    <message>
        <source>At a benefit concert in Rio de Janeiro, Tebaldi's encore of the Ave Maria from Otello overshadows Callas.</source>
        <translation>At a benefit concert in Rio de Janeiro, Tebaldi's encore of the Ave Maria from Otello overshadows Callas.</translation>
    </message>
    <message>
        <source>Unfinished Performance</source>
        <translation>Unfinished Performance</translation>
    </message>
    <message>
        <source>Callas loses 2 Applause in a house of your choice.</source>
        <translation>Callas loses 2 Applause in a house of your choice.</translation>
    </message>
    <message>
        <source>In Rome, Callas leaves Norma after the first act, with the President of Italy in the audience.</source>
        <translation>In Rome, Callas leaves Norma after the first act, with the President of Italy in the audience.</translation>
    </message>
    <message>
        <source>Cancellation</source>
        <translation>Cancellation</translation>
    </message>
    <message>
        <source>The Metropolitan Fame counter moves 2 steps toward Tebaldi.</source>
        <translation>The Metropolitan Fame counter moves 2 steps toward Tebaldi.</translation>
    </message>
    <message>
        <source>Rudolf Bing cancels Callas's contract with the Metropolitan.</source>
        <translation>Rudolf Bing cancels Callas's contract with the Metropolitan.</translation>
    </message>
    <message>
        <source>Betrayal</source>
        <translation>Betrayal</translation>
    </message>
    <message>
        <source>Move one of Callas's tessitura markers 1 key inward.</source>
        <translation>Move one of Callas's tessitura markers 1 key inward.</translation>
    </message>
    <message>
        <source>Onassis marries Jacqueline Kennedy on the island of Skorpios.</source>
        <translation>Onassis marries Jacqueline Kennedy on the island of Skorpios.</translation>
    </message>
    <message>
        <source>Goodbye</source>
        <translation>Goodbye</translation>
    </message>
    <message>
        <source>Remove one of Callas's notes from the piano.</source>
        <translation>Remove one of Callas's notes from the piano.</translation>
    </message>
    <message>
        <source>Aristotle Onassis dies; Callas lives on in seclusion in Paris.</source>
        <translation>Aristotle Onassis dies; Callas lives on in seclusion in Paris.</translation>
    </message>
    <message>
        <source>La bohème</source>
        <translation>La bohème</translation>
    </message>
    <message>
        <source>Don Giovanni</source>
        <translation>Don Giovanni</translation>
    </message>
    <message>
        <source>La sonnambula</source>
        <translation>La sonnambula</translation>
    </message>
    <message>
        <source>Il barbiere di Siviglia</source>
        <translation>Il barbiere di Siviglia</translation>
    </message>
    <message>
        <source>Madama Butterfly</source>
        <translation>Madama Butterfly</translation>
    </message>
    <message>
        <source>Andrea Chénier</source>
        <translation>Andrea Chénier</translation>
    </message>
    <message>
        <source>Manon Lescaut</source>
        <translation>Manon Lescaut</translation>
    </message>
    <message>
        <source>La Wally</source>
        <translation>La Wally</translation>
    </message>
    <message>
        <source>La traviata</source>
        <translation>La traviata</translation>
    </message>
    <message>
        <source>Il trovatore</source>
        <translation>Il trovatore</translation>
    </message>
    <message>
        <source>La Gioconda</source>
        <translation>La Gioconda</translation>
    </message>
    <message>
        <source>Adriana Lecouvreur</source>
        <translation>Adriana Lecouvreur</translation>
    </message>
    <message>
        <source>Turandot</source>
        <translation>Turandot</translation>
    </message>
    <message>
        <source>Tosca</source>
        <translation>Tosca</translation>
    </message>
    <message>
        <source>Otello</source>
        <translation>Otello</translation>
    </message>
    <message>
        <source>Lucia di Lammermoor</source>
        <translation>Lucia di Lammermoor</translation>
    </message>
    <message>
        <source>Norma</source>
        <translation>Norma</translation>
    </message>
    <message>
        <source>Aida</source>
        <translation>Aida</translation>
    </message>
    <message>
        <source>Medea</source>
        <translation>Medea</translation>
    </message>
    <message>
        <source>Anna Bolena</source>
        <translation>Anna Bolena</translation>
    </message>
    <message>
        <source>Frank Sinatra</source>
        <translation>Frank Sinatra</translation>
    </message>
    <message>
        <source>Opera completed without any Character cards.</source>
        <translation>Opera completed without any Character cards.</translation>
    </message>
    <message>
        <source>Jacqueline Kennedy</source>
        <translation>Jacqueline Kennedy</translation>
    </message>
    <message>
        <source>At least 4 cards in that opera.</source>
        <translation>At least 4 cards in that opera.</translation>
    </message>
    <message>
        <source>Isabel Perón</source>
        <translation>Isabel Perón</translation>
    </message>
    <message>
        <source>3 instruments matching that opera house.</source>
        <translation>3 instruments matching that opera house.</translation>
    </message>
    <message>
        <source>Grace Kelly</source>
        <translation>Grace Kelly</translation>
    </message>
    <message>
        <source>Masks of at least 2 different colours.</source>
        <translation>Masks of at least 2 different colours.</translation>
    </message>
    <message>
        <source>Princess Margaret</source>
        <translation>Princess Margaret</translation>
    </message>
    <message>
        <source>Masks of at least 3 different colours.</source>
        <translation>Masks of at least 3 different colours.</translation>
    </message>
    <message>
        <source>Queen Elizabeth II</source>
        <translation>Queen Elizabeth II</translation>
    </message>
    <message>
        <source>You placed an instrument or your conductor for this opera.</source>
        <translation>You placed an instrument or your conductor for this opera.</translation>
    </message>
    <message>
        <source>Marilyn Monroe</source>
        <translation>Marilyn Monroe</translation>
    </message>
    <message>
        <source>At least 2 Character cards.</source>
        <translation>At least 2 Character cards.</translation>
    </message>
    <message>
        <source>Emperor Hirohito</source>
        <translation>Emperor Hirohito</translation>
    </message>
    <message>
        <source>You scored both rhythms of the opera.</source>
        <translation>You scored both rhythms of the opera.</translation>
    </message>
    <message>
        <source>Eva Perón</source>
        <translation>Eva Perón</translation>
    </message>
    <message>
        <source>You sent both notes of the opera.</source>
        <translation>You sent both notes of the opera.</translation>
    </message>
    <message>
        <source>Charlie Chaplin</source>
        <translation>Charlie Chaplin</translation>
    </message>
    <message>
        <source>You played exactly 1 card there.</source>
        <translation>You played exactly 1 card there.</translation>
    </message>
    <message>
        <source>Marlene Dietrich</source>
        <translation>Marlene Dietrich</translation>
    </message>
    <message>
        <source>At least 2 event cards dated before 1955.</source>
        <translation>At least 2 event cards dated before 1955.</translation>
    </message>
    <message>
        <source>Ernest Hemingway</source>
        <translation>Ernest Hemingway</translation>
    </message>
    <message>
        <source>At least 1 card with the four-note rhythm.</source>
        <translation>At least 1 card with the four-note rhythm.</translation>
    </message>
    <message>
        <source>Audrey Hepburn</source>
        <translation>Audrey Hepburn</translation>
    </message>
    <message>
        <source>Your Applause reached the opera's minimum.</source>
        <translation>Your Applause reached the opera's minimum.</translation>
    </message>
    <message>
        <source>Prince Rainier III</source>
        <translation>Prince Rainier III</translation>
    </message>
    <message>
        <source>Your Applause is at least 5 more than your rival's.</source>
        <translation>Your Applause is at least 5 more than your rival's.</translation>
    </message>
    <message>
        <source>Elizabeth Taylor</source>
        <translation>Elizabeth Taylor</translation>
    </message>
    <message>
        <source>At least 1 negative event among your cards there.</source>
        <translation>At least 1 negative event among your cards there.</translation>
    </message>
    <message>
        <source>Salvador Dalí</source>
        <translation>Salvador Dalí</translation>
    </message>
    <message>
        <source>Your cards show at least 3 different instruments.</source>
        <translation>Your cards show at least 3 different instruments.</translation>
    </message>
</context>
<context>
    <name>divas_board</name>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>{points} VP</source>
        <translation>{points} VP</translation>
    </message>
    <message>
        <source>{player}: {points} VP</source>
        <translation>{player}: {points} VP</translation>
    </message>
    <message>
        <source>{letter} +{points}</source>
        <translation>{letter} +{points}</translation>
    </message>
    <message>
        <source>{player} · {diva}</source>
        <translation>{player} · {diva}</translation>
    </message>
    <message>
        <source>{house}: drop a card here to play it in this opera.</source>
        <translation>{house}: drop a card here to play it in this opera.</translation>
    </message>
    <message>
        <source>Applause</source>
        <translation>Applause</translation>
    </message>
    <message>
        <source>{player}: {value} Applause of the {minimum} needed to close.</source>
        <translation>{player}: {value} Applause of the {minimum} needed to close.</translation>
    </message>
    <message>
        <source>A note sent to this opera goes here.</source>
        <translation>A note sent to this opera goes here.</translation>
    </message>
    <message>
        <source>Fame: even</source>
        <translation>Fame: even</translation>
    </message>
    <message numerus="yes">
        <source>Fame: %n steps toward {player}</source>
        <translation>
            <numerusform>Fame: %n step toward {player}</numerusform>
            <numerusform>Fame: %n steps toward {player}</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message numerus="yes">
        <source>A hand of %n cards</source>
        <translation>
            <numerusform>A hand of %n card</numerusform>
            <numerusform>A hand of %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n cards</source>
        <translation>
            <numerusform>Deck: %n card</numerusform>
            <numerusform>Deck: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Discards</translation>
    </message>
    <message>
        <source>Discards of {player}</source>
        <translation>Discards of {player}</translation>
    </message>
    <message numerus="yes">
        <source>Discards of {player}: %n cards (click to see them)</source>
        <translation>
            <numerusform>Discards of {player}: %n card (click to see it)</numerusform>
            <numerusform>Discards of {player}: %n cards (click to see them)</numerusform>
        </translation>
    </message>
    <message>
        <source>Operas</source>
        <translation>Operas</translation>
    </message>
    <message numerus="yes">
        <source>%n opera cards left in the deck</source>
        <translation>
            <numerusform>%n opera card left in the deck</numerusform>
            <numerusform>%n opera cards left in the deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Programme: %n of 5 operas closed</source>
        <translation>
            <numerusform>Programme: %n of 5 operas closed</numerusform>
            <numerusform>Programme: %n of 5 operas closed</numerusform>
        </translation>
    </message>
    <message>
        <source>{letter} +{points} VP</source>
        <translation>{letter} +{points} VP</translation>
    </message>
    <message>
        <source>{letter}: {what}</source>
        <translation>{letter}: {what}</translation>
    </message>
    <message>
        <source>{letter} +{points} Palco</source>
        <translation>{letter} +{points} Palco</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Timeline</translation>
    </message>
    <message>
        <source>later →</source>
        <translation>later →</translation>
    </message>
    <message>
        <source>Drop a card from your hand here: the right end of the Timeline.</source>
        <translation>Drop a card from your hand here: the right end of the Timeline.</translation>
    </message>
    <message>
        <source>{note}: a note here is worth {points} VP.</source>
        <translation>{note}: a note here is worth {points} VP.</translation>
    </message>
    <message>
        <source>{note} of {player}</source>
        <translation>{note} of {player}</translation>
    </message>
    <message>
        <source>Tessitura of {player}: {low}–{high}</source>
        <translation>Tessitura of {player}: {low}–{high}</translation>
    </message>
    <message>
        <source>Low marker of {player}'s tessitura</source>
        <translation>Low marker of {player}'s tessitura</translation>
    </message>
    <message>
        <source>High marker of {player}'s tessitura</source>
        <translation>High marker of {player}'s tessitura</translation>
    </message>
    <message>
        <source>A key beyond the other Diva: she is jumped over.</source>
        <translation>A key beyond the other Diva: she is jumped over.</translation>
    </message>
    <message>
        <source>Orchestra</source>
        <translation>Orchestra</translation>
    </message>
    <message>
        <source>instruments C {callas} · T {tebaldi}</source>
        <translation>instruments C {callas} · T {tebaldi}</translation>
    </message>
    <message>
        <source>{player} (bonus ×{x})</source>
        <translation>{player} (bonus ×{x})</translation>
    </message>
    <message>
        <source>Conductors</source>
        <translation>Conductors</translation>
    </message>
    <message>
        <source>conductor</source>
        <translation>conductor</translation>
    </message>
    <message>
        <source>The conductor of {player} (+5 VP)</source>
        <translation>The conductor of {player} (+5 VP)</translation>
    </message>
    <message>
        <source>The conductor of {player}: placed when she wins a house whose instrument she has already placed (+5 VP).</source>
        <translation>The conductor of {player}: placed when she wins a house whose instrument she has already placed (+5 VP).</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Fame</translation>
    </message>
    <message>
        <source>Timeline, no event</source>
        <translation>Timeline, no event</translation>
    </message>
    <message>
        <source>Tessitura</source>
        <translation>Tessitura</translation>
    </message>
    <message>
        <source>Timeline moves</source>
        <translation>Timeline moves</translation>
    </message>
    <message numerus="yes">
        <source>The next instrument placed here gives its bonus %n times.</source>
        <translation>
            <numerusform>The next instrument placed here gives its bonus %n time.</numerusform>
            <numerusform>The next instrument placed here gives its bonus %n times.</numerusform>
        </translation>
    </message>
    <message>
        <source>At the end, most instruments here: +{points} VP.</source>
        <translation>At the end, most instruments here: +{points} VP.</translation>
    </message>
    <message>
        <source>Palco Reale</source>
        <translation>Palco Reale</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <translation>
            <numerusform>%n in the deck</numerusform>
            <numerusform>%n in the deck</numerusform>
        </translation>
    </message>
    <message>
        <source>{house} may still score the Palco Reale.</source>
        <translation>{house} may still score the Palco Reale.</translation>
    </message>
    <message>
        <source>{house} has scored the Palco Reale (token turned).</source>
        <translation>{house} has scored the Palco Reale (token turned).</translation>
    </message>
    <message>
        <source>Turn {turn} · your move: {phase}</source>
        <translation>Turn {turn} · your move: {phase}</translation>
    </message>
    <message>
        <source>Turn {turn} · your choice</source>
        <translation>Turn {turn} · your choice</translation>
    </message>
    <message>
        <source>{player} ({diva}) is playing…</source>
        <translation>{player} ({diva}) is playing…</translation>
    </message>
    <message>
        <source>The curtain falls</source>
        <translation>The curtain falls</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto an opera house. Its instrument there: +1 Fame; new rhythms and mask colours: Applause.</source>
        <translation>Drag a card from your hand onto an opera house. Its instrument there: +1 Fame; new rhythms and mask colours: Applause.</translation>
    </message>
    <message numerus="yes">
        <source>Drag your Diva to a lit key, or click the key: up to %n keys, jumping over the other Diva.</source>
        <translation>
            <numerusform>Drag your Diva to a lit key, or click the key: up to %n key, jumping over the other Diva.</numerusform>
            <numerusform>Drag your Diva to a lit key, or click the key: up to %n keys, jumping over the other Diva.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click one of the two lit black keys beside your Diva.</source>
        <translation>Click one of the two lit black keys beside your Diva.</translation>
    </message>
    <message>
        <source>Perform the actions, in any order.</source>
        <translation>Perform the actions, in any order.</translation>
    </message>
    <message>
        <source>Fame: click a house's Fame track.</source>
        <translation>Fame: click a house's Fame track.</translation>
    </message>
    <message>
        <source>Tessitura: drag an end of your bracket one key outward.</source>
        <translation>Tessitura: drag an end of your bracket one key outward.</translation>
    </message>
    <message>
        <source>Timeline: drag a card from your hand to the end of the Timeline.</source>
        <translation>Timeline: drag a card from your hand to the end of the Timeline.</translation>
    </message>
    <message>
        <source>{instrument}: drag one of your notes onto {house:art}, or close the opera there.</source>
        <translation>{instrument}: drag one of your notes onto {house:art}, or close the opera there.</translation>
    </message>
    <message>
        <source>Drag a Timeline card: one place is one step.</source>
        <translation>Drag a Timeline card: one place is one step.</translation>
    </message>
    <message>
        <source>Drag a card from your hand to the end of the Timeline.</source>
        <translation>Drag a card from your hand to the end of the Timeline.</translation>
    </message>
    <message>
        <source>Click a lit key.</source>
        <translation>Click a lit key.</translation>
    </message>
    <message>
        <source>Click your Applause bar in that house.</source>
        <translation>Click your Applause bar in that house.</translation>
    </message>
    <message>
        <source>Click your rival's Applause bar there.</source>
        <translation>Click your rival's Applause bar there.</translation>
    </message>
    <message>
        <source>Drag an end of your rival's bracket one key inward.</source>
        <translation>Drag an end of your rival's bracket one key inward.</translation>
    </message>
    <message>
        <source>Drag it onto an opera house.</source>
        <translation>Drag it onto an opera house.</translation>
    </message>
    <message>
        <source>The event of “{card}” asks:</source>
        <translation>The event of “{card}” asks:</translation>
    </message>
    <message>
        <source>The skill of {card} asks:</source>
        <translation>The skill of {card} asks:</translation>
    </message>
    <message>
        <source>The Fame track {house:of} gives Timeline moves:</source>
        <translation>The Fame track {house:of} gives Timeline moves:</translation>
    </message>
    <message>
        <source>The orchestra bonus of the {instrument}:</source>
        <translation>The orchestra bonus of the {instrument}:</translation>
    </message>
    <message>
        <source>Reserve: {notes}</source>
        <translation>Reserve: {notes}</translation>
    </message>
    <message>
        <source>Note tokens left in the reserve, 4 of each note to begin with.</source>
        <translation>Note tokens left in the reserve, 4 of each note to begin with.</translation>
    </message>
    <message>
        <source>Move to {note}</source>
        <translation>Move to {note}</translation>
    </message>
    <message>
        <source>Black key: {first} + {second}</source>
        <translation>Black key: {first} + {second}</translation>
    </message>
    <message>
        <source>+1 Fame {house:at}</source>
        <translation>+1 Fame {house:at}</translation>
    </message>
    <message>
        <source>Applause {house:at}</source>
        <translation>Applause {house:at}</translation>
    </message>
    <message>
        <source>Rival loses Applause {house:at}</source>
        <translation>Rival loses Applause {house:at}</translation>
    </message>
    <message>
        <source>Place a {note}</source>
        <translation>Place a {note}</translation>
    </message>
    <message>
        <source>Flip the {note}</source>
        <translation>Flip the {note}</translation>
    </message>
    <message>
        <source>Remove the {note}</source>
        <translation>Remove the {note}</translation>
    </message>
    <message>
        <source>Close &amp; score</source>
        <translation>Close &amp; score</translation>
    </message>
    <message>
        <source>Skip the remaining actions</source>
        <translation>Skip the remaining actions</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Tessitura at both ends: +1 VP</source>
        <translation>Tessitura at both ends: +1 VP</translation>
    </message>
    <message>
        <source>Closing {opera}</source>
        <translation>Closing {opera}</translation>
    </message>
    <message>
        <source>{mark} Applause → VP: {first} +{a} · {second} +{b}</source>
        <translation>{mark} Applause → VP: {first} +{a} · {second} +{b}</translation>
    </message>
    <message numerus="yes">
        <source>{mark} Fame: {player} moves the Timeline (%n steps)</source>
        <translation>
            <numerusform>{mark} Fame: {player} moves the Timeline (%n step)</numerusform>
            <numerusform>{mark} Fame: {player} moves the Timeline (%n steps)</numerusform>
        </translation>
    </message>
    <message>
        <source>{mark} Fame: even, no Timeline moves</source>
        <translation>{mark} Fame: even, no Timeline moves</translation>
    </message>
    <message>
        <source>{mark} Orchestra: {instrument} to {player} ({bonus}, X = {x})</source>
        <translation>{mark} Orchestra: {instrument} to {player} ({bonus}, X = {x})</translation>
    </message>
    <message>
        <source>{mark} Orchestra: the conductor of {player} (+5 VP)</source>
        <translation>{mark} Orchestra: the conductor of {player} (+5 VP)</translation>
    </message>
    <message>
        <source>{mark} Orchestra: the {instrument} to the Applause leader</source>
        <translation>{mark} Orchestra: the {instrument} to the Applause leader</translation>
    </message>
    <message>
        <source>{mark} Palco Reale, then a new opera</source>
        <translation>{mark} Palco Reale, then a new opera</translation>
    </message>
    <message>
        <source>Closed on turn {turn}</source>
        <translation>Closed on turn {turn}</translation>
    </message>
    <message>
        <source>Closed by {player}.</source>
        <translation>Closed by {player}.</translation>
    </message>
    <message>
        <source>{player}: +{points} VP of Applause</source>
        <translation>{player}: +{points} VP of Applause</translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n Timeline moves from Fame</source>
        <translation>
            <numerusform>{player}: %n Timeline move from Fame</numerusform>
            <numerusform>{player}: %n Timeline moves from Fame</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} placed the {instrument} ({bonus}, X = {x})</source>
        <translation>{player} placed the {instrument} ({bonus}, X = {x})</translation>
    </message>
    <message>
        <source>{player} placed her conductor (+5 VP)</source>
        <translation>{player} placed her conductor (+5 VP)</translation>
    </message>
    <message>
        <source>A tie in Applause: nothing placed in the orchestra</source>
        <translation>A tie in Applause: nothing placed in the orchestra</translation>
    </message>
    <message>
        <source>{personality} applauds {player}: +{points} VP</source>
        <translation>{personality} applauds {player}: +{points} VP</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Final scoring</translation>
    </message>
    <message>
        <source>Applause of closed operas</source>
        <translation>Applause of closed operas</translation>
    </message>
    <message>
        <source>Conductor</source>
        <translation>Conductor</translation>
    </message>
    <message>
        <source>Keyboard ends, events</source>
        <translation>Keyboard ends, events</translation>
    </message>
    <message>
        <source>Orchestra majority</source>
        <translation>Orchestra majority</translation>
    </message>
    <message>
        <source>Notes on the piano</source>
        <translation>Notes on the piano</translation>
    </message>
    <message>
        <source>Unfinished operas</source>
        <translation>Unfinished operas</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Instrument: {instrument}</source>
        <translation>Instrument: {instrument}</translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
    <message>
        <source>Rhythms: {rhythms}</source>
        <translation>Rhythms: {rhythms}</translation>
    </message>
    <message>
        <source>Masks: {masks}</source>
        <translation>Masks: {masks}</translation>
    </message>
    <message>
        <source>Timeline points for {diva}</source>
        <translation>Timeline points for {diva}</translation>
    </message>
    <message>
        <source>Notes: {notes}</source>
        <translation>Notes: {notes}</translation>
    </message>
    <message>
        <source>Opera</source>
        <translation>Opera</translation>
    </message>
    <message>
        <source>At least {minimum} Applause to close it. Rhythms: 1 Applause for the first, 2 for the second; notes sent: 2, then 3.</source>
        <translation>At least {minimum} Applause to close it. Rhythms: 1 Applause for the first, 2 for the second; notes sent: 2, then 3.</translation>
    </message>
</context>
<context>
    <name>legends</name>
    <message>
        <source>Legend of {game}: what the board shows</source>
        <translation>Legend of {game}: what the board shows</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Close (Esc)</translation>
    </message>
    <message>
        <source>Legend: what each symbol means (key ?)</source>
        <translation>Legend: what each symbol means (key ?)</translation>
    </message>
    <message>
        <source>Rule {clause}</source>
        <translation>Rule {clause}</translation>
    </message>
    <message>
        <source>Open the rules reference at this rule</source>
        <translation>Open the rules reference at this rule</translation>
    </message>
    <message>
        <source>Players and marks</source>
        <translation>Players and marks</translation>
    </message>
    <message>
        <source>{player}: this colour, shape and letter mark the player's pieces</source>
        <translation>{player}: this colour, shape and letter mark the player's pieces</translation>
    </message>
    <message>
        <source>Changed in another player's last turn: a dash-dot frame in that player's colour and the player's badge in the corner</source>
        <translation>Changed in another player's last turn: a dash-dot frame in that player's colour and the player's badge in the corner</translation>
    </message>
    <message>
        <source>A place where the piece you hold may go: dashed gold frame and hatching</source>
        <translation>A place where the piece you hold may go: dashed gold frame and hatching</translation>
    </message>
    <message>
        <source>Singers: the band of a card</source>
        <translation>Singers: the band of a card</translation>
    </message>
    <message>
        <source>Other cards</source>
        <translation>Other cards</translation>
    </message>
    <message>
        <source>Roles on the stage</source>
        <translation>Roles on the stage</translation>
    </message>
    <message>
        <source>Counters, backs and the header</source>
        <translation>Counters, backs and the header</translation>
    </message>
    <message>
        <source>{sign}: a female or male singer (a Prima donna's sex, shown beside her category)</source>
        <translation>{sign}: a female or male singer (a Prima donna's sex, shown beside her category)</translation>
    </message>
    <message>
        <source>{name}: the voice a singer sings, or a role needs</source>
        <translation>{name}: the voice a singer sings, or a role needs</translation>
    </message>
    <message>
        <source>{name}: the type of a role, before its voice</source>
        <translation>{name}: the type of a role, before its voice</translation>
    </message>
    <message>
        <source>An extra role: not needed to confirm the debut, it adds PN when filled. Roles without ✚ are the base cast, and all of them must be filled</source>
        <translation>An extra role: not needed to confirm the debut, it adds PN when filled. Roles without ✚ are the base cast, and all of them must be filled</translation>
    </message>
    <message>
        <source>A singer added to the cast by another impresario (his letter after ◂)</source>
        <translation>A singer added to the cast by another impresario (his letter after ◂)</translation>
    </message>
    <message>
        <source>A title of your season your hand cannot cast yet: how many base roles are missing (point at it to see which)</source>
        <translation>A title of your season your hand cannot cast yet: how many base roles are missing (point at it to see which)</translation>
    </message>
    <message>
        <source>On an empty role of your debut: no card of your hand can sing it yet, and what is missing (✓ names who can)</source>
        <translation>On an empty role of your debut: no card of your hand can sing it yet, and what is missing (✓ names who can)</translation>
    </message>
    <message>
        <source>How many singers an extra show asks for: 3 × Debutant is three Debutants</source>
        <translation>How many singers an extra show asks for: 3 × Debutant is three Debutants</translation>
    </message>
    <message>
        <source>A struck singer: replace him, or the debut is delayed or postponed</source>
        <translation>A struck singer: replace him, or the debut is delayed or postponed</translation>
    </message>
    <message>
        <source>An action card that helps your own show (+PN, gold, enabling a role)</source>
        <translation>An action card that helps your own show (+PN, gold, enabling a role)</translation>
    </message>
    <message>
        <source>An action card of Unfair Competition, against a rival's show</source>
        <translation>An action card of Unfair Competition, against a rival's show</translation>
    </message>
    <message>
        <source>A turn card: it is your action for the turn (Twist of Fate, Paparazzo…)</source>
        <translation>A turn card: it is your action for the turn (Twist of Fate, Paparazzo…)</translation>
    </message>
    <message>
        <source>The Fool: any play card but a Prima donna; no attack touches it</source>
        <translation>The Fool: any play card but a Prima donna; no attack touches it</translation>
    </message>
    <message>
        <source>An opera's ⬡ bonus: the PN it adds when its whole cast is filled</source>
        <translation>An opera's ⬡ bonus: the PN it adds when its whole cast is filled</translation>
    </message>
    <message>
        <source>An extra show and its reward in PN (played instead of a debut)</source>
        <translation>An extra show and its reward in PN (played instead of a debut)</translation>
    </message>
    <message>
        <source>A staged opera of your season, with the PN it scored</source>
        <translation>A staged opera of your season, with the PN it scored</translation>
    </message>
    <message>
        <source>A rival's Prima donna: her back is gold and marked P</source>
        <translation>A rival's Prima donna: her back is gold and marked P</translation>
    </message>
    <message>
        <source>An opera title, face down</source>
        <translation>An opera title, face down</translation>
    </message>
    <message>
        <source>A rival's play card, face down, framed in his colour with his letter</source>
        <translation>A rival's play card, face down, framed in his colour with his letter</translation>
    </message>
    <message>
        <source>G: your gold</source>
        <translation>G: your gold</translation>
    </message>
    <message>
        <source>◦: your markers; a blind discard costs one</source>
        <translation>◦: your markers; a blind discard costs one</translation>
    </message>
    <message>
        <source>Your badge: your PN (Notoriety points); the tokens on the track show everyone's</source>
        <translation>Your badge: your PN (Notoriety points); the tokens on the track show everyone's</translation>
    </message>
    <message>
        <source>⚑: the PN that wins a match played to a target</source>
        <translation>⚑: the PN that wins a match played to a target</translation>
    </message>
    <message>
        <source>Singers and characters</source>
        <translation>Singers and characters</translation>
    </message>
    <message>
        <source>Your cards and the bids</source>
        <translation>Your cards and the bids</translation>
    </message>
    <message>
        <source>Rounds, directors and the right column</source>
        <translation>Rounds, directors and the right column</translation>
    </message>
    <message>
        <source>★: the singer's stars, one point each</source>
        <translation>★: the singer's stars, one point each</translation>
    </message>
    <message>
        <source>♂: a male singer, or a male role (Calaf, Ping, Pong, Pang)</source>
        <translation>♂: a male singer, or a male role (Calaf, Ping, Pong, Pang)</translation>
    </message>
    <message>
        <source>♀: a female singer, or a female role (Turandot, Liù)</source>
        <translation>♀: a female singer, or a female role (Turandot, Liù)</translation>
    </message>
    <message>
        <source>?: a singer of uncertain gender, never penalised whatever the role</source>
        <translation>?: a singer of uncertain gender, never penalised whatever the role</translation>
    </message>
    <message>
        <source>♥: the singer's favourite role; +1 point when played on it (♥+1), else written at the foot (♥ Calaf)</source>
        <translation>♥: the singer's favourite role; +1 point when played on it (♥+1), else written at the foot (♥ Calaf)</translation>
    </message>
    <message>
        <source>≠−1: a singer on a role of the other gender loses 1 point</source>
        <translation>≠−1: a singer on a role of the other gender loses 1 point</translation>
    </message>
    <message>
        <source>A character card: its number for the bids, its name and the gender it needs</source>
        <translation>A character card: its number for the bids, its name and the gender it needs</translation>
    </message>
    <message>
        <source>A number card: bid it for the singer under the character of that number</source>
        <translation>A number card: bid it for the singer under the character of that number</translation>
    </message>
    <message>
        <source>●: a money card; it wins ties, or alone it hires the costume designer or the carpenter</source>
        <translation>●: a money card; it wins ties, or alone it hires the costume designer or the carpenter</translation>
    </message>
    <message>
        <source>∅: the bluff card, a bid that hires nobody</source>
        <translation>∅: the bluff card, a bid that hires nobody</translation>
    </message>
    <message>
        <source>A card of a bid, face down until the reveal</source>
        <translation>A card of a bid, face down until the reveal</translation>
    </message>
    <message>
        <source>★ on a hexagon: your scene elements, 1 point each at the end</source>
        <translation>★ on a hexagon: your scene elements, 1 point each at the end</translation>
    </message>
    <message>
        <source>P: the holder of Puccini, who reveals the singers and never hires the designers</source>
        <translation>P: the holder of Puccini, who reveals the singers and never hires the designers</translation>
    </message>
    <message>
        <source>{mark} on the round track: a round that hires singers</source>
        <translation>{mark} on the round track: a round that hires singers</translation>
    </message>
    <message>
        <source>{mark} on the round track: round 4, which hires directors</source>
        <translation>{mark} on the round track: round 4, which hires directors</translation>
    </message>
    <message>
        <source>✕: a round that ends by firing a director, or a director fired</source>
        <translation>✕: a round that ends by firing a director, or a director fired</translation>
    </message>
    <message>
        <source>A director: what it adds or takes off your score at the end</source>
        <translation>A director: what it adds or takes off your score at the end</translation>
    </message>
    <message>
        <source>The costume designer or the carpenter: who hired it this round, in his frame</source>
        <translation>The costume designer or the carpenter: who hired it this round, in his frame</translation>
    </message>
    <message>
        <source>Cards: instrument, rhythms, masks</source>
        <translation>Cards: instrument, rhythms, masks</translation>
    </message>
    <message>
        <source>Opera houses</source>
        <translation>Opera houses</translation>
    </message>
    <message>
        <source>The piano</source>
        <translation>The piano</translation>
    </message>
    <message>
        <source>Orchestra, Palco Reale, programme</source>
        <translation>Orchestra, Palco Reale, programme</translation>
    </message>
    <message>
        <source>A Character (★ instead of a year): on the Timeline it gives its diva's skill</source>
        <translation>A Character (★ instead of a year): on the Timeline it gives its diva's skill</translation>
    </message>
    <message>
        <source>A positive event, in its diva's colour with its year</source>
        <translation>A positive event, in its diva's colour with its year</translation>
    </message>
    <message>
        <source>A negative event: in the other diva's colour, it counts for her</source>
        <translation>A negative event: in the other diva's colour, it counts for her</translation>
    </message>
    <message>
        <source>A card face down (a deck, the rival's hand)</source>
        <translation>A card face down (a deck, the rival's hand)</translation>
    </message>
    <message>
        <source>{instrument}: the instrument of {house}; a card of it played there moves that house's Fame one step toward you</source>
        <translation>{instrument}: the instrument of {house}; a card of it played there moves that house's Fame one step toward you</translation>
    </message>
    <message>
        <source>Rhythm {n}: {n} notes beamed together, with its number. Asked for by the opera, it gives Applause; played, it moves your Diva {n} keys</source>
        <translation>Rhythm {n}: {n} notes beamed together, with its number. Asked for by the opera, it gives Applause; played, it moves your Diva {n} keys</translation>
    </message>
    <message>
        <source>A {colour} mask (its own shape too): 1 Applause the first time you show this colour in an opera</source>
        <translation>A {colour} mask (its own shape too): 1 Applause the first time you show this colour in an opera</translation>
    </message>
    <message>
        <source>An opera: in the red disc the Applause needed to close it, then the rhythms and the notes it asks for; a note sent shows as a dot in the diva's colour</source>
        <translation>An opera: in the red disc the Applause needed to close it, then the rhythms and the notes it asks for; a note sent shows as a dot in the diva's colour</translation>
    </message>
    <message>
        <source>The Fame track and its counter (◆): it leans up to 3 steps toward a diva, who gets as many Timeline moves when the opera closes</source>
        <translation>The Fame track and its counter (◆): it leans up to 3 steps toward a diva, who gets as many Timeline moves when the opera closes</translation>
    </message>
    <message>
        <source>A diva's Applause in the house, against the opera's minimum (4/9)</source>
        <translation>A diva's Applause in the house, against the opera's minimum (4/9)</translation>
    </message>
    <message>
        <source>A note token in its diva's colour and shape; a dashed place is still empty</source>
        <translation>A note token in its diva's colour and shape; a dashed place is still empty</translation>
    </message>
    <message>
        <source>A white key, its note and its medal: the VP a note of yours there scores at the end</source>
        <translation>A white key, its note and its medal: the VP a note of yours there scores at the end</translation>
    </message>
    <message>
        <source>★ on a black key: Increase Fame (click a house's Fame track)</source>
        <translation>★ on a black key: Increase Fame (click a house's Fame track)</translation>
    </message>
    <message>
        <source>Arrows on a black key: Expand Tessitura (drag one end of your bar outward)</source>
        <translation>Arrows on a black key: Expand Tessitura (drag one end of your bar outward)</translation>
    </message>
    <message>
        <source>Three cards on a black key: play a card on the Timeline</source>
        <translation>Three cards on a black key: play a card on the Timeline</translation>
    </message>
    <message>
        <source>An instrument on a black key: that opera house's action</source>
        <translation>An instrument on a black key: that opera house's action</translation>
    </message>
    <message>
        <source>A Diva on the piano, on the key she stands on</source>
        <translation>A Diva on the piano, on the key she stands on</translation>
    </message>
    <message>
        <source>A tessitura: the keys where that diva may sing; its ends can be dragged</source>
        <translation>A tessitura: the keys where that diva may sing; its ends can be dragged</translation>
    </message>
    <message>
        <source>×2 and ×1: the Orchestra's places in a row; the first instrument placed gets the row's bonus twice, the second once</source>
        <translation>×2 and ×1: the Orchestra's places in a row; the first instrument placed gets the row's bonus twice, the second once</translation>
    </message>
    <message>
        <source>A conductor's place, dashed while empty; placing the conductor gives 5 VP</source>
        <translation>A conductor's place, dashed while empty; placing the conductor gives 5 VP</translation>
    </message>
    <message>
        <source>A house's Palco Reale token: clear, the house still scores the Palco Reale; dark and crossed out, never again</source>
        <translation>A house's Palco Reale token: clear, the house still scores the Palco Reale; dark and crossed out, never again</translation>
    </message>
    <message>
        <source>A Personality of the Palco Reale: the VP it gives and what it demands</source>
        <translation>A Personality of the Palco Reale: the VP it gives and what it demands</translation>
    </message>
    <message>
        <source>A closed opera in the programme: who closed it and the VP each diva gained</source>
        <translation>A closed opera in the programme: who closed it and the VP each diva gained</translation>
    </message>
    <message>
        <source>✓ on a Timeline card: it would score if the game ended now</source>
        <translation>✓ on a Timeline card: it would score if the game ended now</translation>
    </message>
    <message>
        <source>↷ ↶ over a Diva: your move passes over your rival (her key counts as a step)</source>
        <translation>↷ ↶ over a Diva: your move passes over your rival (her key counts as a step)</translation>
    </message>
    <message>
        <source>✓ ▶ · in the panel: the steps of a closing done, now, next</source>
        <translation>✓ ▶ · in the panel: the steps of a closing done, now, next</translation>
    </message>
    <message>
        <source>{mark} {raw}, a square block (a raw good), refines into {refined}, a disc with a ring (a refined good): the same mark, each its own colour</source>
        <translation>{mark} {raw}, a square block (a raw good), refines into {refined}, a disc with a ring (a refined good): the same mark, each its own colour</translation>
    </message>
    <message>
        <source>{small}: per small building of yours; {token}: per token of yours</source>
        <translation>{small}: per small building of yours; {token}: per token of yours</translation>
    </message>
    <message>
        <source>{levels}: the levels of the Opera board</source>
        <translation>{levels}: the levels of the Opera board</translation>
    </message>
    <message>
        <source>★ in a card's band: a Character, which has no year</source>
        <translation>★ in a card's band: a Character, which has no year</translation>
    </message>
    <message>
        <source>{name}: a star with a power and a fee of her own; she sings only a Principal role</source>
        <translation>{name}: a star with a power and a fee of her own; she sings only a Principal role</translation>
    </message>
    <message>
        <source>{name}: sings only Principal roles, +1 PN in the preferred voice; immune to most attacks</source>
        <translation>{name}: sings only Principal roles, +1 PN in the preferred voice; immune to most attacks</translation>
    </message>
    <message>
        <source>{name}: sings First parts; a Second part costs you 2 gold</source>
        <translation>{name}: sings First parts; a Second part costs you 2 gold</translation>
    </message>
    <message>
        <source>{name}: sings Second parts; a First part needs an enabling card</source>
        <translation>{name}: sings Second parts; a First part needs an enabling card</translation>
    </message>
    <message>
        <source>{name}: sings only Mute or spoken roles, which only Students sing</source>
        <translation>{name}: sings only Mute or spoken roles, which only Students sing</translation>
    </message>
    <message>
        <source>◷: the time left in a timed match</source>
        <translation>◷: the time left in a timed match</translation>
    </message>
    <message>
        <source>{name}: the singer's kind, in the coloured band; directors score by kind</source>
        <translation>{name}: the singer's kind, in the coloured band; directors score by kind</translation>
    </message>
    <message>
        <source>Rhythm 1: a single note, with its number. Asked for by the opera, it gives Applause; played, it moves your Diva 1 key</source>
        <translation>Rhythm 1: a single note, with its number. Asked for by the opera, it gives Applause; played, it moves your Diva 1 key</translation>
    </message>
    <message>
        <source>Goods: colour, shape and mark</source>
        <translation>Goods: colour, shape and mark</translation>
    </message>
    <message>
        <source>Cards and their letters</source>
        <translation>Cards and their letters</translation>
    </message>
    <message>
        <source>Florence and the cities</source>
        <translation>Florence and the cities</translation>
    </message>
    <message>
        <source>Your shop</source>
        <translation>Your shop</translation>
    </message>
    <message>
        <source>A dashed block with ?: a raw good of your choice</source>
        <translation>A dashed block with ?: a raw good of your choice</translation>
    </message>
    <message>
        <source>A white hexagon: a certificate. With a number, its level on your track; with a good's mark, that good paid by the certificate</source>
        <translation>A white hexagon: a certificate. With a number, its level on your track; with a good's mark, that good paid by the certificate</translation>
    </message>
    <message>
        <source>Empty hexagons, then +n: move that many of your certificates n columns to the right</source>
        <translation>Empty hexagons, then +n: move that many of your certificates n columns to the right</translation>
    </message>
    <message>
        <source>⬢3: for each of your certificates at level 3</source>
        <translation>⬢3: for each of your certificates at level 3</translation>
    </message>
    <message>
        <source>{letter}: {size}, the building's size (the letter at the left of its band)</source>
        <translation>{letter}: {size}, the building's size (the letter at the left of its band)</translation>
    </message>
    <message>
        <source>{letter}: {colour}, the building's colour (the letter at the right of its band)</source>
        <translation>{letter}: {colour}, the building's colour (the letter at the right of its band)</translation>
    </message>
    <message>
        <source>A building: in its band size, effect and colour; then its cost in refined goods and, after −, the raw goods it makes cheaper</source>
        <translation>A building: in its band size, effect and colour; then its cost in refined goods and, after −, the raw goods it makes cheaper</translation>
    </message>
    <message>
        <source>A trade card: the pink half is a cost in raw goods, the green half a profit; its group mark in the middle</source>
        <translation>A trade card: the pink half is a cost in raw goods, the green half a profit; its group mark in the middle</translation>
    </message>
    <message>
        <source>{one}, {two}: the trade cards dealt to the players' hands at the start</source>
        <translation>{one}, {two}: the trade cards dealt to the players' hands at the start</translation>
    </message>
    <message>
        <source>{one}, {two}, {three}: the trade cards of the cities, at the start</source>
        <translation>{one}, {two}, {three}: the trade cards of the cities, at the start</translation>
    </message>
    <message>
        <source>{ab}, {c}: the market decks, used in this order</source>
        <translation>{ab}, {c}: the market decks, used in this order</translation>
    </message>
    <message>
        <source>A deck, face down, with its number of cards</source>
        <translation>A deck, face down, with its number of cards</translation>
    </message>
    <message>
        <source>A merchant in a city area, in its player's colour, shape and letter</source>
        <translation>A merchant in a city area, in its player's colour, shape and letter</translation>
    </message>
    <message>
        <source>A city power: usable once, by a merchant entering the Cost area</source>
        <translation>A city power: usable once, by a merchant entering the Cost area</translation>
    </message>
    <message>
        <source>A worksite: the refined good it wants and what sending it gives; the discs are the players who sent one</source>
        <translation>A worksite: the refined good it wants and what sending it gives; the discs are the players who sent one</translation>
    </message>
    <message>
        <source>A padlock: this worksite opens once the level below it is built</source>
        <translation>A padlock: this worksite opens once the level below it is built</translation>
    </message>
    <message>
        <source>A player's token sent to a worksite</source>
        <translation>A player's token sent to a worksite</translation>
    </message>
    <message>
        <source>A track of your shop: the square token counts your raw good, the hexagon is its certificate (columns 3–5 level 1, 6–7 level 2, 8–10 level 3)</source>
        <translation>A track of your shop: the square token counts your raw good, the hexagon is its certificate (columns 3–5 level 1, 6–7 level 2, 8–10 level 3)</translation>
    </message>
    <message>
        <source>Your refined goods, to use this turn (the number on the token)</source>
        <translation>Your refined goods, to use this turn (the number on the token)</translation>
    </message>
    <message>
        <source>The positions of your shop by size: on the left a discount and a conversion, on the right an effect and a cart</source>
        <translation>The positions of your shop by size: on the left a discount and a conversion, on the right an effect and a cart</translation>
    </message>
    <message>
        <source>A cart: hatched while locked, filled when free, empty once used this turn</source>
        <translation>A cart: hatched while locked, filled when free, empty once used this turn</translation>
    </message>
    <message>
        <source>A refined good placed on a building under construction</source>
        <translation>A refined good placed on a building under construction</translation>
    </message>
    <message>
        <source>×2: two of them (refined goods of a kind, buildings in one position)</source>
        <translation>×2: two of them (refined goods of a kind, buildings in one position)</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <source>Not now: the coach is waiting for the move in the ring. Read the step beside the board.</source>
        <translation>Not now: the coach is waiting for the move in the ring. Read the step beside the board.</translation>
    </message>
    <message>
        <source>Lesson complete. You know the heart of the game; Help → How to play has every rule. Play a real game with the same options, or leave the lesson.</source>
        <translation>Lesson complete. You know the heart of the game; Help → How to play has every rule. Play a real game with the same options, or leave the lesson.</translation>
    </message>
    <message>
        <source>Sipario! — your first season</source>
        <translation>Sipario! — your first season</translation>
    </message>
    <message>
        <source>Welcome to Sipario! You are an impresario and Rossini is your rival. Staging operas earns Notoriety points (PN): your badge moves along the Notoriety track at the top, and the first to 25 PN wins.</source>
        <translation>Welcome to Sipario! You are an impresario and Rossini is your rival. Staging operas earns Notoriety points (PN): your badge moves along the Notoriety track at the top, and the first to 25 PN wins.</translation>
    </message>
    <message>
        <source>At the bottom left is your season: three opera titles. Each card lists its roles with their type (P Principal role, F First part, Se Second part) and voice. You stage them with the singers in your hand.</source>
        <translation>At the bottom left is your season: three opera titles. Each card lists its roles with their type (P Principal role, F First part, Se Second part) and voice. You stage them with the singers in your hand.</translation>
    </message>
    <message>
        <source>Before the first turn you may swap one title for 1 gold by dragging it onto the opera deck. Your season is good: press “Keep my season”.</source>
        <translation>Before the first turn you may swap one title for 1 gold by dragging it onto the opera deck. Your season is good: press “Keep my season”.</translation>
    </message>
    <message>
        <source>Keep your season in this lesson: press “Keep my season”.</source>
        <translation>Keep your season in this lesson: press “Keep my season”.</translation>
    </message>
    <message>
        <source>Your turn begins with a draw: drag the top card of the play deck into your hand (or click the deck, then your hand).</source>
        <translation>Your turn begins with a draw: drag the top card of the play deck into your hand (or click the deck, then your hand).</translation>
    </message>
    <message>
        <source>First draw: drag the play deck (in the ring) into your hand.</source>
        <translation>First draw: drag the play deck (in the ring) into your hand.</translation>
    </message>
    <message>
        <source>Besides your action you may play one turn card. Drag Agency Wheeling-and-Dealing onto the table and choose to give Rossini your Audience Roar: you take one of his cards in exchange.</source>
        <translation>Besides your action you may play one turn card. Drag Agency Wheeling-and-Dealing onto the table and choose to give Rossini your Audience Roar: you take one of his cards in exchange.</translation>
    </message>
    <message>
        <source>Play Agency Wheeling-and-Dealing (in the ring), giving Audience Roar.</source>
        <translation>Play Agency Wheeling-and-Dealing (in the ring), giving Audience Roar.</translation>
    </message>
    <message>
        <source>You received a Debutant baritone from Rossini. Gold can also buy fame: press “+1 PN for 3 gold” once.</source>
        <translation>You received a Debutant baritone from Rossini. Gold can also buy fame: press “+1 PN for 3 gold” once.</translation>
    </message>
    <message>
        <source>Buy advertising once: the button “+1 PN for 3 gold”.</source>
        <translation>Buy advertising once: the button “+1 PN for 3 gold”.</translation>
    </message>
    <message>
        <source>That is your turn: press “End turn”. Rossini plays next; watch what he does.</source>
        <translation>That is your turn: press “End turn”. Rossini plays next; watch what he does.</translation>
    </message>
    <message>
        <source>Press “End turn” now.</source>
        <translation>Press “End turn” now.</translation>
    </message>
    <message>
        <source>Now three plain turns: draw from the play deck, then end your turn. You collect singers, and your hand never holds more than 13 cards.</source>
        <translation>Now three plain turns: draw from the play deck, then end your turn. You collect singers, and your hand never holds more than 13 cards.</translation>
    </message>
    <message>
        <source>For now only draw and end your turn; your debut comes in a moment.</source>
        <translation>For now only draw and end your turn; your debut comes in a moment.</translation>
    </message>
    <message>
        <source>Draw once more, and this time do not end your turn: after a draw from the play deck you may debut an opera.</source>
        <translation>Draw once more, and this time do not end your turn: after a draw from the play deck you may debut an opera.</translation>
    </message>
    <message>
        <source>You hold a cast for Guillaume Tell. Drag its title onto the stage. A standard opera's base cast is 1 Principal role, 2 First parts and 1 Second part, worth 6 PN.</source>
        <translation>You hold a cast for Guillaume Tell. Drag its title onto the stage. A standard opera's base cast is 1 Principal role, 2 First parts and 1 Second part, worth 6 PN.</translation>
    </message>
    <message>
        <source>Drag Guillaume Tell (in the ring) onto the stage.</source>
        <translation>Drag Guillaume Tell (in the ring) onto the stage.</translation>
    </message>
    <message>
        <source>Fulgenzio Romanzini is a Great Interpreter (GI), a baritone: Great Interpreters sing only Principal roles. Drag him onto Guillaume Tell, the Principal role.</source>
        <translation>Fulgenzio Romanzini is a Great Interpreter (GI), a baritone: Great Interpreters sing only Principal roles. Drag him onto Guillaume Tell, the Principal role.</translation>
    </message>
    <message>
        <source>Cast the singer in the ring, on the role the coach names.</source>
        <translation>Cast the singer in the ring, on the role the coach names.</translation>
    </message>
    <message>
        <source>Onofrio Gorgheggi is a Golden Throat (GT), a tenor: Golden Throats sing First parts. Drag him onto Arnold.</source>
        <translation>Onofrio Gorgheggi is a Golden Throat (GT), a tenor: Golden Throats sing First parts. Drag him onto Arnold.</translation>
    </message>
    <message>
        <source>Mafalda Falsettini is a Debutant soprano. A Debutant sings Second parts; a First part needs a card such as Recommendation of Iron, which you hold. Drag her onto Mathilde and choose the Recommendation.</source>
        <translation>Mafalda Falsettini is a Debutant soprano. A Debutant sings Second parts; a First part needs a card such as Recommendation of Iron, which you hold. Drag her onto Mathilde and choose the Recommendation.</translation>
    </message>
    <message>
        <source>Eusebio Barcarola, the Debutant you took from Rossini, sings the Second part Walter Furst. That completes the base cast.</source>
        <translation>Eusebio Barcarola, the Debutant you took from Rossini, sings the Second part Walter Furst. That completes the base cast.</translation>
    </message>
    <message>
        <source>Extra roles add PN. Cast Zelmira Ottavini, a Golden Throat mezzo-soprano, as Hedwige: a Golden Throat in a Second part costs you 2 gold when you confirm.</source>
        <translation>Extra roles add PN. Cast Zelmira Ottavini, a Golden Throat mezzo-soprano, as Hedwige: a Golden Throat in a Second part costs you 2 gold when you confirm.</translation>
    </message>
    <message>
        <source>Every base role is filled, so the debut can be confirmed: press “Confirm the debut”. You pay the cast's gold now.</source>
        <translation>Every base role is filled, so the debut can be confirmed: press “Confirm the debut”. You pay the cast's gold now.</translation>
    </message>
    <message>
        <source>Press “Confirm the debut” (in the ring).</source>
        <translation>Press “Confirm the debut” (in the ring).</translation>
    </message>
    <message>
        <source>Press “Raise the curtain”. Before the show is scored, your rivals get one Unfair Competition action each against it: an attack card, or a singer of their own added to an empty role.</source>
        <translation>Press “Raise the curtain”. Before the show is scored, your rivals get one Unfair Competition action each against it: an attack card, or a singer of their own added to an empty role.</translation>
    </message>
    <message>
        <source>Press “Raise the curtain” (in the ring).</source>
        <translation>Press “Raise the curtain” (in the ring).</translation>
    </message>
    <message>
        <source>Rossini did not attack: he added a singer of his own to an empty role. Guillaume Tell is staged for 7 PN, 6 for the base cast and 1 for the extra roles, and your badge moved along the track.</source>
        <translation>Rossini did not attack: he added a singer of his own to an empty role. Guillaume Tell is staged for 7 PN, 6 for the base cast and 1 for the extra roles, and your badge moved along the track.</translation>
    </message>
    <message>
        <source>Rossini's panel shows his PN, gold and hand. Draw, debut and stage until someone reaches 25 PN; when he debuts, you get an Unfair Competition action against his show.</source>
        <translation>Rossini's panel shows his PN, gold and hand. Draw, debut and stage until someone reaches 25 PN; when he debuts, you get an Unfair Competition action against his show.</translation>
    </message>
    <message>
        <source>Turandot — cast Puccini's last opera</source>
        <translation>Turandot — cast Puccini's last opera</translation>
    </message>
    <message>
        <source>In Turandot you cast Puccini's last opera. Over seven rounds you bid in secret for six singers and one director; at the end you give your singers the six roles. The Puccini card shows who holds Puccini: that player gives out the understudies.</source>
        <translation>In Turandot you cast Puccini's last opera. Over seven rounds you bid in secret for six singers and one director; at the end you give your singers the six roles. The Puccini card shows who holds Puccini: that player gives out the understudies.</translation>
    </message>
    <message>
        <source>The casting call: a singer lies under each character, from 1 Turandot to 4 Ping. Your number cards are your bids: drag number 2 into “Your bid (face down)” to ask for the singer under Calaf.</source>
        <translation>The casting call: a singer lies under each character, from 1 Turandot to 4 Ping. Your number cards are your bids: drag number 2 into “Your bid (face down)” to ask for the singer under Calaf.</translation>
    </message>
    <message>
        <source>Drag your number 2 card (in the ring) into your bid.</source>
        <translation>Drag your number 2 card (in the ring) into your bid.</translation>
    </message>
    <message>
        <source>Press “Confirm the bid”. Everybody bids at the same time, in secret; the bids are revealed together once all are in.</source>
        <translation>Press “Confirm the bid”. Everybody bids at the same time, in secret; the bids are revealed together once all are in.</translation>
    </message>
    <message>
        <source>Press “Confirm the bid” (in the ring).</source>
        <translation>Press “Confirm the bid” (in the ring).</translation>
    </message>
    <message>
        <source>Pong bid 2 as well, with no money: a tie, so neither of you hires Calaf's singer. Each of you got an understudy instead, chosen by Pong, who holds Puccini. Your company at the bottom shows it.</source>
        <translation>Pong bid 2 as well, with no money: a tie, so neither of you hires Calaf's singer. Each of you got an understudy instead, chosen by Pong, who holds Puccini. Your company at the bottom shows it.</translation>
    </message>
    <message>
        <source>In rounds 1 to 3 a director is fired at the end. Pong chose you: drag the Traditionalist onto “Fired directors”. That director leaves the game.</source>
        <translation>In rounds 1 to 3 a director is fired at the end. Pong chose you: drag the Traditionalist onto “Fired directors”. That director leaves the game.</translation>
    </message>
    <message>
        <source>Drag the Traditionalist (in the ring) onto “Fired directors”.</source>
        <translation>Drag the Traditionalist (in the ring) onto “Fired directors”.</translation>
    </message>
    <message>
        <source>Round 2, and Puccini has passed to you. Bid number 4 with your bluff card: the bluff changes nothing, it only hides how many cards you played. Drag both into your bid, then confirm.</source>
        <translation>Round 2, and Puccini has passed to you. Bid number 4 with your bluff card: the bluff changes nothing, it only hides how many cards you played. Drag both into your bid, then confirm.</translation>
    </message>
    <message>
        <source>Put number 4 and the bluff card into your bid, then press “Confirm the bid”.</source>
        <translation>Put number 4 and the bluff card into your bid, then press “Confirm the bid”.</translation>
    </message>
    <message>
        <source>Everybody played 4: nobody hires. You hold Puccini, so you give every company an understudy, yours included: drag a singer left under the characters onto each company.</source>
        <translation>Everybody played 4: nobody hires. You hold Puccini, so you give every company an understudy, yours included: drag a singer left under the characters onto each company.</translation>
    </message>
    <message>
        <source>Drag a singer left under the characters onto a company waiting for an understudy.</source>
        <translation>Drag a singer left under the characters onto a company waiting for an understudy.</translation>
    </message>
    <message>
        <source>As holder of Puccini you also choose who fires a director this round: press a player's button under “Who fires a director?”.</source>
        <translation>As holder of Puccini you also choose who fires a director this round: press a player's button under “Who fires a director?”.</translation>
    </message>
    <message>
        <source>Choose who fires a director with the buttons (in the ring).</source>
        <translation>Choose who fires a director with the buttons (in the ring).</translation>
    </message>
    <message>
        <source>Round 3: put number 1 and the bluff into your bid and confirm. A player alone on a number hires the singer under that character.</source>
        <translation>Round 3: put number 1 and the bluff into your bid and confirm. A player alone on a number hires the singer under that character.</translation>
    </message>
    <message>
        <source>Put number 1 and the bluff card into your bid, then confirm.</source>
        <translation>Put number 1 and the bluff card into your bid, then confirm.</translation>
    </message>
    <message>
        <source>Round 4 hires directors instead of singers; you bid for them the same way. Bid number 1 alone and confirm. At the end your director adds or takes off points by the kinds of singers in your cast.</source>
        <translation>Round 4 hires directors instead of singers; you bid for them the same way. Bid number 1 alone and confirm. At the end your director adds or takes off points by the kinds of singers in your cast.</translation>
    </message>
    <message>
        <source>Put number 1 into your bid, then confirm.</source>
        <translation>Put number 1 into your bid, then confirm.</translation>
    </message>
    <message>
        <source>Round 5. Money cards break ties: on the same number, whoever added more money cards hires, and those cards are spent for good. Bid number 4 with one money card, then confirm.</source>
        <translation>Round 5. Money cards break ties: on the same number, whoever added more money cards hires, and those cards are spent for good. Bid number 4 with one money card, then confirm.</translation>
    </message>
    <message>
        <source>Put a money card and number 4 into your bid, then confirm.</source>
        <translation>Put a money card and number 4 into your bid, then confirm.</translation>
    </message>
    <message>
        <source>You hold Puccini again: the player who hired nobody this round waits for an understudy. Drag one of the singers left onto that company.</source>
        <translation>You hold Puccini again: the player who hired nobody this round waits for an understudy. Drag one of the singers left onto that company.</translation>
    </message>
    <message>
        <source>Round 6: bid number 2 with both money cards you have left, then confirm. Two money cards beat one on the same number.</source>
        <translation>Round 6: bid number 2 with both money cards you have left, then confirm. Two money cards beat one on the same number.</translation>
    </message>
    <message>
        <source>Put both money cards and number 2 into your bid, then confirm.</source>
        <translation>Put both money cards and number 2 into your bid, then confirm.</translation>
    </message>
    <message>
        <source>Round 7, the last one: bid number 3 with the bluff, then confirm.</source>
        <translation>Round 7, the last one: bid number 3 with the bluff, then confirm.</translation>
    </message>
    <message>
        <source>Put number 3 and the bluff card into your bid, then confirm.</source>
        <translation>Put number 3 and the bluff card into your bid, then confirm.</translation>
    </message>
    <message>
        <source>The final scene: every player gives each of their six singers one role. Drag Rafael Orelli onto Calaf; the singer already there takes his place. Turandot and Liù are female roles (♀), the others male (♂).</source>
        <translation>The final scene: every player gives each of their six singers one role. Drag Rafael Orelli onto Calaf; the singer already there takes his place. Turandot and Liù are female roles (♀), the others male (♂).</translation>
    </message>
    <message>
        <source>Drag Rafael Orelli (in the ring) onto Calaf.</source>
        <translation>Drag Rafael Orelli (in the ring) onto Calaf.</translation>
    </message>
    <message>
        <source>Your score: the stars of your six singers, +1 for each scene element, +1 for a singer on their favourite role (♥), −1 for one on a role of the other gender, and your director's points. “Optimal assignment” arranges the cast for the most points. Press “Confirm the cast”.</source>
        <translation>Your score: the stars of your six singers, +1 for each scene element, +1 for a singer on their favourite role (♥), −1 for one on a role of the other gender, and your director's points. “Optimal assignment” arranges the cast for the most points. Press “Confirm the cast”.</translation>
    </message>
    <message>
        <source>Press “Confirm the cast”, or move singers between roles first.</source>
        <translation>Press “Confirm the cast”, or move singers between roles first.</translation>
    </message>
    <message>
        <source>Every cast is confirmed and scored: the results list each line of every score. The rules reference explains each director (Rule TUR-066).</source>
        <translation>Every cast is confirmed and scored: the results list each line of every score. The rules reference explains each director (Rule TUR-066).</translation>
    </message>
    <message>
        <source>The Battle of the Divas — Callas against Tebaldi</source>
        <translation>The Battle of the Divas — Callas against Tebaldi</translation>
    </message>
    <message>
        <source>You are Maria Callas: blue, a circle, the letter C. Renata Tebaldi plays against you. You perform operas in four houses, sing notes on the piano and build the Timeline; when five operas have closed, the diva with more VP wins. Each turn: play a card, move, take a black key's two actions, draw.</source>
        <translation>You are Maria Callas: blue, a circle, the letter C. Renata Tebaldi plays against you. You perform operas in four houses, sing notes on the piano and build the Timeline; when five operas have closed, the diva with more VP wins. Each turn: play a card, move, take a black key's two actions, draw.</translation>
    </message>
    <message>
        <source>Phase 1: play a card in an opera. Drag Elvira de Hidalgo onto La Scala. Each rhythm of hers that the opera asks for, and each mask colour new to you there, gives you Applause.</source>
        <translation>Phase 1: play a card in an opera. Drag Elvira de Hidalgo onto La Scala. Each rhythm of hers that the opera asks for, and each mask colour new to you there, gives you Applause.</translation>
    </message>
    <message>
        <source>Drag Elvira de Hidalgo (in the ring) onto La Scala.</source>
        <translation>Drag Elvira de Hidalgo (in the ring) onto La Scala.</translation>
    </message>
    <message>
        <source>Phase 2: the card's rhythm is how far you move on the piano. Drag your Diva to DO: where you stop inside your tessitura, a note of yours is placed on the key.</source>
        <translation>Phase 2: the card's rhythm is how far you move on the piano. Drag your Diva to DO: where you stop inside your tessitura, a note of yours is placed on the key.</translation>
    </message>
    <message>
        <source>Drag your Diva (in the ring) to the DO key.</source>
        <translation>Drag your Diva (in the ring) to the DO key.</translation>
    </message>
    <message>
        <source>Phase 3: your Diva stands beside this black key, so its two actions are yours: the Clarinet, the Wiener Staatsoper's instrument, and Play a card on the Timeline.</source>
        <translation>Phase 3: your Diva stands beside this black key, so its two actions are yours: the Clarinet, the Wiener Staatsoper's instrument, and Play a card on the Timeline.</translation>
    </message>
    <message>
        <source>Drag Milanese Fever to the end of the Timeline. Its event happens now: La Scala's Fame moves toward you. Playing a card on the Timeline is the only way to use an event.</source>
        <translation>Drag Milanese Fever to the end of the Timeline. Its event happens now: La Scala's Fame moves toward you. Playing a card on the Timeline is the only way to use an event.</translation>
    </message>
    <message>
        <source>Drag Milanese Fever (in the ring) to the end of the Timeline.</source>
        <translation>Drag Milanese Fever (in the ring) to the end of the Timeline.</translation>
    </message>
    <message>
        <source>Now the Clarinet: drag your RE note from the piano onto the Wiener Staatsoper, whose opera asks for it. The first note you send to an opera gives 2 Applause. Then you draw back to four cards and Renata plays.</source>
        <translation>Now the Clarinet: drag your RE note from the piano onto the Wiener Staatsoper, whose opera asks for it. The first note you send to an opera gives 2 Applause. Then you draw back to four cards and Renata plays.</translation>
    </message>
    <message>
        <source>Drag your RE note (in the ring) onto the Wiener Staatsoper.</source>
        <translation>Drag your RE note (in the ring) onto the Wiener Staatsoper.</translation>
    </message>
    <message>
        <source>Your turn again. Play Italian Debut at La Scala: its Violin is La Scala's own instrument, so the Fame counter there moves toward you, and your Applause reaches the opera's minimum.</source>
        <translation>Your turn again. Play Italian Debut at La Scala: its Violin is La Scala's own instrument, so the Fame counter there moves toward you, and your Applause reaches the opera's minimum.</translation>
    </message>
    <message>
        <source>Drag Italian Debut (in the ring) onto La Scala.</source>
        <translation>Drag Italian Debut (in the ring) onto La Scala.</translation>
    </message>
    <message>
        <source>Move your Diva to SI, where Renata has a note: stopping there inside your tessitura flips it to your colour.</source>
        <translation>Move your Diva to SI, where Renata has a note: stopping there inside your tessitura flips it to your colour.</translation>
    </message>
    <message>
        <source>Move your Diva (in the ring) to the SI key.</source>
        <translation>Move your Diva (in the ring) to the SI key.</translation>
    </message>
    <message>
        <source>This black key gives the Violin, La Scala's instrument, and your Applause there has reached the minimum: press “Close &amp; score” on the opera.</source>
        <translation>This black key gives the Violin, La Scala's instrument, and your Applause there has reached the minimum: press “Close &amp; score” on the opera.</translation>
    </message>
    <message>
        <source>Press “Close &amp; score” on La Scala's opera (in the ring).</source>
        <translation>Press “Close &amp; score” on La Scala's opera (in the ring).</translation>
    </message>
    <message>
        <source>Closing: both divas convert their Applause in that house into VP, you 6 and Renata 0. Then La Scala's Fame, leaning 3 steps toward you, gives you 3 Timeline moves.</source>
        <translation>Closing: both divas convert their Applause in that house into VP, you 6 and Renata 0. Then La Scala's Fame, leaning 3 steps toward you, gives you 3 Timeline moves.</translation>
    </message>
    <message>
        <source>A Timeline move swaps a card with its neighbour; at the end your event cards score when they stand in chronological order. Drag a card along the Timeline, or press “Done”.</source>
        <translation>A Timeline move swaps a card with its neighbour; at the end your event cards score when they stand in chronological order. Drag a card along the Timeline, or press “Done”.</translation>
    </message>
    <message>
        <source>Move a Timeline card, or press “Done”.</source>
        <translation>Move a Timeline card, or press “Done”.</translation>
    </message>
    <message>
        <source>You had more Applause there, so your Violin goes into the Orchestra on its ×2 place, and its bonus gives you 2 more Timeline moves. Move a card, or press “Done”.</source>
        <translation>You had more Applause there, so your Violin goes into the Orchestra on its ×2 place, and its bonus gives you 2 more Timeline moves. Move a card, or press “Done”.</translation>
    </message>
    <message>
        <source>A new opera comes to La Scala. Your black key's other action is Increase Fame: click the Fame track of a house to move its counter one step toward you.</source>
        <translation>A new opera comes to La Scala. Your black key's other action is Increase Fame: click the Fame track of a house to move its counter one step toward you.</translation>
    </message>
    <message>
        <source>Click a house's Fame track (one is in the ring).</source>
        <translation>Click a house's Fame track (one is in the ring).</translation>
    </message>
    <message>
        <source>That is the core of a turn. At the end: 5 VP for more instruments in the Orchestra, each of your notes on the piano scores its key's medal, event cards in chronological order on the Timeline 2 VP each, and 1 VP for leading each unfinished opera.</source>
        <translation>That is the core of a turn. At the end: 5 VP for more instruments in the Orchestra, each of your notes on the piano scores its key's medal, event cards in chronological order on the Timeline 2 VP each, and 1 VP for leading each unfinished opera.</translation>
    </message>
    <message>
        <source>Palco Reale — the royal box of the Divas</source>
        <translation>Palco Reale — the royal box of the Divas</translation>
    </message>
    <message>
        <source>Palco Reale opens the royal box, under the Orchestra: three Personalities watch every closing. Each shows its VP and its demand; when an opera closes, each diva gains the VP of every Personality whose demand she meets in that house.</source>
        <translation>Palco Reale opens the royal box, under the Orchestra: three Personalities watch every closing. Each shows its VP and its demand; when an opera closes, each diva gains the VP of every Personality whose demand she meets in that house.</translation>
    </message>
    <message>
        <source>Emperor Hirohito (4 VP) asks that you scored both rhythms of the opera in the house that closes. You will score both at La Scala, then close it.</source>
        <translation>Emperor Hirohito (4 VP) asks that you scored both rhythms of the opera in the house that closes. You will score both at La Scala, then close it.</translation>
    </message>
    <message>
        <source>Play Italian Debut at La Scala: it scores the opera's second rhythm, as Emperor Hirohito asks, its Violin moves La Scala's Fame toward you, and your Applause reaches the minimum.</source>
        <translation>Play Italian Debut at La Scala: it scores the opera's second rhythm, as Emperor Hirohito asks, its Violin moves La Scala's Fame toward you, and your Applause reaches the minimum.</translation>
    </message>
    <message>
        <source>After the Orchestra the royal box scores: you met Emperor Hirohito's demand, +4 VP. La Scala's token is turned, so that house never scores the Palco Reale again, and three new Personalities take their seats.</source>
        <translation>After the Orchestra the royal box scores: you met Emperor Hirohito's demand, +4 VP. La Scala's token is turned, so that house never scores the Palco Reale again, and three new Personalities take their seats.</translation>
    </message>
    <message>
        <source>A closing in a house whose token is still clear scores the royal box and brings three new Personalities, whether anyone scored or not. Both divas may score the same Personality, the closer first.</source>
        <translation>A closing in a house whose token is still clear scores the royal box and brings three new Personalities, whether anyone scored or not. Both divas may score the same Personality, the closer first.</translation>
    </message>
    <message>
        <source>Opera Magna — a Workshop Master's first round</source>
        <translation>Opera Magna — a Workshop Master's first round</translation>
    </message>
    <message>
        <source>You are a Workshop Master in Renaissance Florence, against Cosimo. You buy raw goods in three cities, refine them in your shop, construct buildings and send refined goods to the worksites of the Opera. After 9 rounds the most VP wins; everybody starts at 5 on the VP track.</source>
        <translation>You are a Workshop Master in Renaissance Florence, against Cosimo. You buy raw goods in three cities, refine them in your shop, construct buildings and send refined goods to the worksites of the Opera. After 9 rounds the most VP wins; everybody starts at 5 on the VP track.</translation>
    </message>
    <message>
        <source>First the building draft: each player takes two buildings to construct. Drag this medium building into your Buildings under construction.</source>
        <translation>First the building draft: each player takes two buildings to construct. Drag this medium building into your Buildings under construction.</translation>
    </message>
    <message>
        <source>Drag the building in the ring into your Buildings under construction.</source>
        <translation>Drag the building in the ring into your Buildings under construction.</translation>
    </message>
    <message>
        <source>Cosimo has chosen his two. Take your second one: this small building, which needs only two refined goods.</source>
        <translation>Cosimo has chosen his two. Take your second one: this small building, which needs only two refined goods.</translation>
    </message>
    <message>
        <source>Your turn, phase 1: drag one of your merchants to an area without a merchant of yours. Move the one in Antwerp's Cost area down to its Profit area: Antwerp is the city you activate this turn.</source>
        <translation>Your turn, phase 1: drag one of your merchants to an area without a merchant of yours. Move the one in Antwerp's Cost area down to its Profit area: Antwerp is the city you activate this turn.</translation>
    </message>
    <message>
        <source>Drag your merchant (in the ring) to Antwerp's Profit area.</source>
        <translation>Drag your merchant (in the ring) to Antwerp's Profit area.</translation>
    </message>
    <message>
        <source>Then drag a trade card from your hand onto that area: its cards slide one space to the left, the leftmost goes to the discards and yours takes the rightmost space.</source>
        <translation>Then drag a trade card from your hand onto that area: its cards slide one space to the left, the leftmost goes to the discards and yours takes the rightmost space.</translation>
    </message>
    <message>
        <source>Drag the trade card in the ring onto Antwerp's Profit area.</source>
        <translation>Drag the trade card in the ring onto Antwerp's Profit area.</translation>
    </message>
    <message>
        <source>City activation: you pay every raw good shown on the three cards of the Cost area, less your discounts, and gain every good on the Profit area's cards. The Pay button adds it all up: press it.</source>
        <translation>City activation: you pay every raw good shown on the three cards of the Cost area, less your discounts, and gain every good on the Profit area's cards. The Pay button adds it all up: press it.</translation>
    </message>
    <message>
        <source>Press the Pay button (in the ring).</source>
        <translation>Press the Pay button (in the ring).</translation>
    </message>
    <message>
        <source>The Refined goods phase: the refined goods you gained must be used now. Drag the Bell onto the matching icon of your medium building.</source>
        <translation>The Refined goods phase: the refined goods you gained must be used now. Drag the Bell onto the matching icon of your medium building.</translation>
    </message>
    <message>
        <source>Drag the refined good in the ring onto its icon on your medium building.</source>
        <translation>Drag the refined good in the ring onto its icon on your medium building.</translation>
    </message>
    <message>
        <source>Now your small building: drag the Planks, then a Column onto its icons. When every icon is covered, the building is complete.</source>
        <translation>Now your small building: drag the Planks, then a Column onto its icons. When every icon is covered, the building is complete.</translation>
    </message>
    <message>
        <source>Put the Planks, then a Column on your small building.</source>
        <translation>Put the Planks, then a Column on your small building.</translation>
    </message>
    <message>
        <source>Drag the finished building to the right side of your shop, in the Small row: on the right its special effect works, and the first building of a right position unlocks a cart.</source>
        <translation>Drag the finished building to the right side of your shop, in the Small row: on the right its special effect works, and the first building of a right position unlocks a cart.</translation>
    </message>
    <message>
        <source>Drag your finished building to the right position in the ring.</source>
        <translation>Drag your finished building to the right position in the ring.</translation>
    </message>
    <message>
        <source>Your new cart sends one refined good to the Opera each turn. Drag your Column onto the lit worksite: the first good sent there takes its reward, 1 VP.</source>
        <translation>Your new cart sends one refined good to the Opera each turn. Drag your Column onto the lit worksite: the first good sent there takes its reward, 1 VP.</translation>
    </message>
    <message>
        <source>Drag your Column onto the worksite in the ring.</source>
        <translation>Drag your Column onto the worksite in the ring.</translation>
    </message>
    <message>
        <source>Put your last Planks on the medium building: goods placed on a building stay there from turn to turn until it is complete.</source>
        <translation>Put your last Planks on the medium building: goods placed on a building stay there from turn to turn until it is complete.</translation>
    </message>
    <message>
        <source>Press “End refining”. Any refined good still on your shop would be lost: skipping the refining costs you points.</source>
        <translation>Press “End refining”. Any refined good still on your shop would be lost: skipping the refining costs you points.</translation>
    </message>
    <message>
        <source>Press “End refining” (in the ring).</source>
        <translation>Press “End refining” (in the ring).</translation>
    </message>
    <message>
        <source>End of turn: with fewer than 2 buildings under construction you take one from the display. Drag this large building into your construction area.</source>
        <translation>End of turn: with fewer than 2 buildings under construction you take one from the display. Drag this large building into your construction area.</translation>
    </message>
    <message>
        <source>Drag the large building in the ring into your construction area.</source>
        <translation>Drag the large building in the ring into your construction area.</translation>
    </message>
    <message>
        <source>Last, drag a market card into your hand. The leftmost card is always free; the others cost 1, 2 or 3 raw goods. Then Cosimo plays.</source>
        <translation>Last, drag a market card into your hand. The leftmost card is always free; the others cost 1, 2 or 3 raw goods. Then Cosimo plays.</translation>
    </message>
    <message>
        <source>Drag the free market card (in the ring) into your hand.</source>
        <translation>Drag the free market card (in the ring) into your hand.</translation>
    </message>
    <message>
        <source>That was a whole turn. The final score adds the VP track, 2, 3 or 4 VP per completed building, your shop's growth, your certificates, blue buildings, goods on unfinished buildings, your tokens on the Opera and the levels of your worksites.</source>
        <translation>That was a whole turn. The final score adds the VP track, 2, 3 or 4 VP per completed building, your shop's growth, your certificates, blue buildings, goods on unfinished buildings, your tokens on the Opera and the levels of your worksites.</translation>
    </message>
    <message>
        <source>Your first debut: fill every base role (1 Principal role, 2 First parts, 1 Second part) with singers of the right category and voice before you confirm; “Give up the debut” if you cannot.</source>
        <translation>Your first debut: fill every base role (1 Principal role, 2 First parts, 1 Second part) with singers of the right category and voice before you confirm; “Give up the debut” if you cannot.</translation>
    </message>
    <message>
        <source>Unfair Competition: once the curtain rises, each of the next two impresarios gets one action against the show, and its owner may defend after each.</source>
        <translation>Unfair Competition: once the curtain rises, each of the next two impresarios gets one action against the show, and its owner may defend after each.</translation>
    </message>
    <message>
        <source>Refining: use your refined goods now, on your buildings, on the Opera's worksites or back into raw goods; any left when you press “End refining” are lost.</source>
        <translation>Refining: use your refined goods now, on your buildings, on the Opera's worksites or back into raw goods; any left when you press “End refining” are lost.</translation>
    </message>
    <message>
        <source>An opera closed: both divas convert their Applause there into VP, the Fame leader gets Timeline moves, and the diva with more Applause places an instrument in the Orchestra.</source>
        <translation>An opera closed: both divas convert their Applause there into VP, the Fame leader gets Timeline moves, and the diva with more Applause places an instrument in the Orchestra.</translation>
    </message>
    <message>
        <source>Palco Reale: at a closing each diva scores every Personality whose demand she met in that house; if anyone scored, that house's token is flipped for good.</source>
        <translation>Palco Reale: at a closing each diva scores every Personality whose demand she met in that house; if anyone scored, that house's token is flipped for good.</translation>
    </message>
    <message>
        <source>Understudies: every player who hired no singer this round gets one, chosen by the holder of Puccini among the singers left.</source>
        <translation>Understudies: every player who hired no singer this round gets one, chosen by the holder of Puccini among the singers left.</translation>
    </message>
    <message>
        <source>Firing: in rounds 1 to 3 the holder of Puccini picks another player, who fires one director from the pile for good.</source>
        <translation>Firing: in rounds 1 to 3 the holder of Puccini picks another player, who fires one director from the pile for good.</translation>
    </message>
</context>
<context>
    <name>magna</name>
    <message>
        <source>Round {round} begins.</source>
        <translation>Round {round} begins.</translation>
    </message>
    <message>
        <source>{player} uses the city power {power}.</source>
        <translation>{player} uses the city power {power}.</translation>
    </message>
    <message>
        <source>{player} converts {good} back into raw goods.</source>
        <translation>{player} converts {good} back into raw goods.</translation>
    </message>
    <message>
        <source>{player} uses a shop conversion to make {good}.</source>
        <translation>{player} uses a shop conversion to make {good}.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the market.</source>
        <translation>{player} takes {card} from the market.</translation>
    </message>
    <message>
        <source>The market decks are exhausted: round {round} is the last.</source>
        <translation>The market decks are exhausted: round {round} is the last.</translation>
    </message>
    <message>
        <source>The last round is over.</source>
        <translation>The last round is over.</translation>
    </message>
    <message>
        <source>{player} gains {amount} VP.</source>
        <translation>{player} gains {amount} VP.</translation>
    </message>
    <message numerus="yes">
        <source>%n goods</source>
        <translation>
            <numerusform>%n good</numerusform>
            <numerusform>%n goods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n certificate steps</source>
        <translation>
            <numerusform>%n certificate step</numerusform>
            <numerusform>%n certificate steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n raw goods</source>
        <translation>
            <numerusform>%n raw good</numerusform>
            <numerusform>%n raw goods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refined goods</source>
        <translation>
            <numerusform>%n refined good</numerusform>
            <numerusform>%n refined goods</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody has visited a great architectural work: {player} is drawn to play first.</source>
        <translation>Nobody has visited a great architectural work: {player} is drawn to play first.</translation>
    </message>
    <message>
        <source>{player} moves a merchant: {source} → {target}.</source>
        <translation>{player} moves a merchant: {source} → {target}.</translation>
    </message>
    <message>
        <source>{player} plays {card} ({area}) and discards {discarded}.</source>
        <translation>{player} plays {card} ({area}) and discards {discarded}.</translation>
    </message>
    <message>
        <source>{player} places {good} on {card:art}.</source>
        <translation>{player} places {good} on {card:art}.</translation>
    </message>
    <message>
        <source>{player} completes {card:art}.</source>
        <translation>{player} completes {card:art}.</translation>
    </message>
    <message>
        <source>{player} slides {card:art} to the {side} of the shop.</source>
        <translation>{player} slides {card:art} to the {side} of the shop.</translation>
    </message>
    <message numerus="yes">
        <source>{player} ends the refined goods phase and discards %n refined goods.</source>
        <translation>
            <numerusform>{player} ends the refined goods phase and discards %n refined good.</numerusform>
            <numerusform>{player} ends the refined goods phase and discards %n refined goods.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} takes {card:art} to build.</source>
        <translation>{player} takes {card:art} to build.</translation>
    </message>
    <message numerus="yes">
        <source>{player} pushes the {good} certificate %n steps right.</source>
        <translation>
            <numerusform>{player} pushes the {good} certificate %n step right.</numerusform>
            <numerusform>{player} pushes the {good} certificate %n steps right.</numerusform>
        </translation>
    </message>
    <message>
        <source>First slide the completed building to the left or the right.</source>
        <translation>First slide the completed building to the left or the right.</translation>
    </message>
    <message>
        <source>First choose a good for the effect being resolved.</source>
        <translation>First choose a good for the effect being resolved.</translation>
    </message>
    <message>
        <source>You have no merchant in that area.</source>
        <translation>You have no merchant in that area.</translation>
    </message>
    <message>
        <source>That area already holds one of your merchants.</source>
        <translation>That area already holds one of your merchants.</translation>
    </message>
    <message>
        <source>That trade card is not in your hand.</source>
        <translation>That trade card is not in your hand.</translation>
    </message>
    <message>
        <source>You have no {good} left: activate a city to gain refined goods.</source>
        <translation>You have no {good} left: activate a city to gain refined goods.</translation>
    </message>
    <message>
        <source>You have already sent a good to that worksite.</source>
        <translation>You have already sent a good to that worksite.</translation>
    </message>
    <message>
        <source>A lower worksite in that column is still empty.</source>
        <translation>A lower worksite in that column is still empty.</translation>
    </message>
    <message>
        <source>You have no player token left in your supply.</source>
        <translation>You have no player token left in your supply.</translation>
    </message>
    <message>
        <source>No building unlocks that conversion yet.</source>
        <translation>No building unlocks that conversion yet.</translation>
    </message>
    <message>
        <source>That conversion was already used this turn.</source>
        <translation>That conversion was already used this turn.</translation>
    </message>
    <message>
        <source>You do not have enough raw goods.</source>
        <translation>You do not have enough raw goods.</translation>
    </message>
    <message>
        <source>That market space is empty.</source>
        <translation>That market space is empty.</translation>
    </message>
    <message>
        <source>Not now: the turn is at “{phase}”, and that belongs to “{needed}”.</source>
        <translation>Not now: the turn is at “{phase}”, and that belongs to “{needed}”.</translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation>
            <numerusform>%n VP</numerusform>
            <numerusform>%n VP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Lead</source>
        <translation>
            <numerusform>%n Lead</numerusform>
            <numerusform>%n Lead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Wood</source>
        <translation>
            <numerusform>%n Wood</numerusform>
            <numerusform>%n Wood</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Marble</source>
        <translation>
            <numerusform>%n Marble</numerusform>
            <numerusform>%n Marble</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sand</source>
        <translation>
            <numerusform>%n Sand</numerusform>
            <numerusform>%n Sand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Bells</source>
        <translation>
            <numerusform>%n Bell</numerusform>
            <numerusform>%n Bells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Planks</source>
        <translation>
            <numerusform>%n Plank</numerusform>
            <numerusform>%n Planks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Columns</source>
        <translation>
            <numerusform>%n Column</numerusform>
            <numerusform>%n Columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Glass</source>
        <translation>
            <numerusform>%n Glass</numerusform>
            <numerusform>%n Glass</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} drafts {card:art}.</source>
        <translation>{player} drafts {card:art}.</translation>
    </message>
    <message>
        <source>{player} pays for {city}: {cost}.</source>
        <translation>{player} pays for {city}: {cost}.</translation>
    </message>
    <message>
        <source>{player} pays nothing for {city}.</source>
        <translation>{player} pays nothing for {city}.</translation>
    </message>
    <message>
        <source>{player} gains the profit of {city}: {profit}.</source>
        <translation>{player} gains the profit of {city}: {profit}.</translation>
    </message>
    <message>
        <source>{player} gains nothing from the profit of {city}.</source>
        <translation>{player} gains nothing from the profit of {city}.</translation>
    </message>
    <message>
        <source>{player} sends {good} to the {worksite} worksite.</source>
        <translation>{player} sends {good} to the {worksite} worksite.</translation>
    </message>
    <message>
        <source>{player} ends the refined goods phase without discarding any.</source>
        <translation>{player} ends the refined goods phase without discarding any.</translation>
    </message>
    <message>
        <source>{player} gains {good}.</source>
        <translation>{player} gains {good}.</translation>
    </message>
    <message>
        <source>{player} gains no {good}.</source>
        <translation>{player} gains no {good}.</translation>
    </message>
    <message>
        <source>No city is activated yet: move a merchant into a city's Cost area first.</source>
        <translation>No city is activated yet: move a merchant into a city's Cost area first.</translation>
    </message>
    <message>
        <source>The power of {city} is only for a merchant in its Cost area; yours entered the Profit area.</source>
        <translation>The power of {city} is only for a merchant in its Cost area; yours entered the Profit area.</translation>
    </message>
    <message>
        <source>{city} is not the city your merchant activated this turn: only that city's power may be used.</source>
        <translation>{city} is not the city your merchant activated this turn: only that city's power may be used.</translation>
    </message>
    <message>
        <source>You have already used the power of {city} this turn.</source>
        <translation>You have already used the power of {city} this turn.</translation>
    </message>
    <message>
        <source>The power of {city} cannot be used that way now.</source>
        <translation>The power of {city} cannot be used that way now.</translation>
    </message>
    <message>
        <source>That building needs no more {good}: drop it on a free matching icon.</source>
        <translation>That building needs no more {good}: drop it on a free matching icon.</translation>
    </message>
    <message numerus="yes">
        <source>Your %n carts have all gone out this turn: each shop row with a building on the right gives one cart.</source>
        <translation>
            <numerusform>Your %n cart has gone out this turn: each shop row with a building on the right gives one cart.</numerusform>
            <numerusform>Your %n carts have all gone out this turn: each shop row with a building on the right gives one cart.</numerusform>
        </translation>
    </message>
    <message>
        <source>This worksite needs a certificate of level {needed}; yours is at level {level}.</source>
        <translation>This worksite needs a certificate of level {needed}; yours is at level {level}.</translation>
    </message>
    <message>
        <source>That card costs {cost}: pay exactly that.</source>
        <translation>That card costs {cost}: pay exactly that.</translation>
    </message>
    <message>
        <source>That card costs {cost}; you have only {have}.</source>
        <translation>That card costs {cost}; you have only {have}.</translation>
    </message>
    <message>
        <source>That card costs {cost}; you offered {paid}.</source>
        <translation>That card costs {cost}; you offered {paid}.</translation>
    </message>
    <message>
        <source>You offered {paid} {good} but have only {have}.</source>
        <translation>You offered {paid} {good} but have only {have}.</translation>
    </message>
    <message>
        <source>That building is not available.</source>
        <translation>That building is not available.</translation>
    </message>
    <message>
        <source>That choice is not allowed for this effect.</source>
        <translation>That choice is not allowed for this effect.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>That move is not allowed.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Completed buildings</source>
        <translation>Completed buildings</translation>
    </message>
    <message>
        <source>Shop evolution</source>
        <translation>Shop evolution</translation>
    </message>
    <message>
        <source>Certificates</source>
        <translation>Certificates</translation>
    </message>
    <message>
        <source>Blue buildings</source>
        <translation>Blue buildings</translation>
    </message>
    <message>
        <source>Refined goods on incomplete buildings</source>
        <translation>Refined goods on incomplete buildings</translation>
    </message>
    <message>
        <source>The Opera</source>
        <translation>The Opera</translation>
    </message>
    <message>
        <source>Worksites</source>
        <translation>Worksites</translation>
    </message>
    <message>
        <source>Tie broken by the most tokens sent to worksites.</source>
        <translation>Tie broken by the most tokens sent to worksites.</translation>
    </message>
    <message>
        <source>Tie broken by tokens on higher-level worksites.</source>
        <translation>Tie broken by tokens on higher-level worksites.</translation>
    </message>
    <message>
        <source>Tie broken by the most raw goods.</source>
        <translation>Tie broken by the most raw goods.</translation>
    </message>
    <message>
        <source>The tie persists: the victory is shared.</source>
        <translation>The tie persists: the victory is shared.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Market board side</source>
        <translation>Market board side</translation>
    </message>
    <message>
        <source>Opera board side</source>
        <translation>Opera board side</translation>
    </message>
    <message>
        <source>Deal shop boards at random</source>
        <translation>Deal shop boards at random</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>First player</translation>
    </message>
    <message>
        <source>Whoever most recently visited a great architectural work plays first; if nobody has, the first player is drawn at random.</source>
        <translation>Whoever most recently visited a great architectural work plays first; if nobody has, the first player is drawn at random.</translation>
    </message>
    <message>
        <source>The first seat (visited a great work last)</source>
        <translation>The first seat (visited a great work last)</translation>
    </message>
    <message>
        <source>Drawn at random (nobody has)</source>
        <translation>Drawn at random (nobody has)</translation>
    </message>
    <message>
        <source>Which side of the Market board is up (in this edition both play alike).</source>
        <translation>Which side of the Market board is up (in this edition both play alike).</translation>
    </message>
    <message>
        <source>Which side of the Opera board is up (in this edition both play alike).</source>
        <translation>Which side of the Opera board is up (in this edition both play alike).</translation>
    </message>
    <message>
        <source>Shop boards are dealt at random (off: in seat order).</source>
        <translation>Shop boards are dealt at random (off: in seat order).</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Side A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Side B</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Lead</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Wood</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Marble</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>Sand</translation>
    </message>
    <message>
        <source>Bell</source>
        <translation>Bell</translation>
    </message>
    <message>
        <source>Planks</source>
        <translation>Planks</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Column</translation>
    </message>
    <message>
        <source>Glass</source>
        <translation>Glass</translation>
    </message>
    <message>
        <source>Venice</source>
        <translation>Venice</translation>
    </message>
    <message>
        <source>Antwerp</source>
        <translation>Antwerp</translation>
    </message>
    <message>
        <source>Constantinople</source>
        <translation>Constantinople</translation>
    </message>
    <message>
        <source>Cost area</source>
        <translation>Cost area</translation>
    </message>
    <message>
        <source>Profit area</source>
        <translation>Profit area</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Small</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Large</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Yellow</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>left</source>
        <translation>left</translation>
    </message>
    <message>
        <source>right</source>
        <translation>right</translation>
    </message>
    <message>
        <source>Carpenter's Shop</source>
        <translation>Carpenter's Shop</translation>
    </message>
    <message>
        <source>Marble Worker's Shop</source>
        <translation>Marble Worker's Shop</translation>
    </message>
    <message>
        <source>Glassmaker's Shop</source>
        <translation>Glassmaker's Shop</translation>
    </message>
    <message>
        <source>Blacksmith's Shop</source>
        <translation>Blacksmith's Shop</translation>
    </message>
    <message>
        <source>Starting discount: {good} costs 1 less in every city activation.</source>
        <translation>Starting discount: {good} costs 1 less in every city activation.</translation>
    </message>
    <message>
        <source>Once per turn: pay {amount} {goods} to gain the matching refined good.</source>
        <translation>Once per turn: pay {amount} {goods} to gain the matching refined good.</translation>
    </message>
    <message>
        <source>Cart: once per turn send 1 refined good to the Opera.</source>
        <translation>Cart: once per turn send 1 refined good to the Opera.</translation>
    </message>
    <message>
        <source>Rialto Exchange</source>
        <translation>Rialto Exchange</translation>
    </message>
    <message>
        <source>Exchange up to 2 raw goods, one at a time, for other raw goods.</source>
        <translation>Exchange up to 2 raw goods, one at a time, for other raw goods.</translation>
    </message>
    <message>
        <source>Murano Furnaces</source>
        <translation>Murano Furnaces</translation>
    </message>
    <message>
        <source>Spend 1 Sand to gain 1 Glass for this turn.</source>
        <translation>Spend 1 Sand to gain 1 Glass for this turn.</translation>
    </message>
    <message>
        <source>Baltic Timber</source>
        <translation>Baltic Timber</translation>
    </message>
    <message>
        <source>Gain 1 Wood.</source>
        <translation>Gain 1 Wood.</translation>
    </message>
    <message>
        <source>Northern Ironworks</source>
        <translation>Northern Ironworks</translation>
    </message>
    <message>
        <source>Before paying, reduce this activation's cost by 1 Lead or 1 Wood.</source>
        <translation>Before paying, reduce this activation's cost by 1 Lead or 1 Wood.</translation>
    </message>
    <message>
        <source>Grand Bazaar</source>
        <translation>Grand Bazaar</translation>
    </message>
    <message>
        <source>Gain 1 raw good of your choice.</source>
        <translation>Gain 1 raw good of your choice.</translation>
    </message>
    <message>
        <source>Imperial Quarries</source>
        <translation>Imperial Quarries</translation>
    </message>
    <message>
        <source>Spend 1 Marble to gain 1 Column for this turn.</source>
        <translation>Spend 1 Marble to gain 1 Column for this turn.</translation>
    </message>
    <message>
        <source>Gilder's Shop</source>
        <translation>Gilder's Shop</translation>
    </message>
    <message>
        <source>Charcoal Yard</source>
        <translation>Charcoal Yard</translation>
    </message>
    <message>
        <source>Mason's Lodge</source>
        <translation>Mason's Lodge</translation>
    </message>
    <message>
        <source>Notary's Desk</source>
        <translation>Notary's Desk</translation>
    </message>
    <message>
        <source>Goldsmith's Stall</source>
        <translation>Goldsmith's Stall</translation>
    </message>
    <message>
        <source>Rope Walk</source>
        <translation>Rope Walk</translation>
    </message>
    <message>
        <source>Lime Kiln</source>
        <translation>Lime Kiln</translation>
    </message>
    <message>
        <source>Scribe's Room</source>
        <translation>Scribe's Room</translation>
    </message>
    <message>
        <source>Jeweller's Bench</source>
        <translation>Jeweller's Bench</translation>
    </message>
    <message>
        <source>Dyer's Shed</source>
        <translation>Dyer's Shed</translation>
    </message>
    <message>
        <source>Tile Kiln</source>
        <translation>Tile Kiln</translation>
    </message>
    <message>
        <source>Map Room</source>
        <translation>Map Room</translation>
    </message>
    <message>
        <source>Merchant's House</source>
        <translation>Merchant's House</translation>
    </message>
    <message>
        <source>Timber Yard</source>
        <translation>Timber Yard</translation>
    </message>
    <message>
        <source>Stonecutters' Guild</source>
        <translation>Stonecutters' Guild</translation>
    </message>
    <message>
        <source>Confraternity Hall</source>
        <translation>Confraternity Hall</translation>
    </message>
    <message>
        <source>Banker's Loggia</source>
        <translation>Banker's Loggia</translation>
    </message>
    <message>
        <source>Granary</source>
        <translation>Granary</translation>
    </message>
    <message>
        <source>Bronze Foundry</source>
        <translation>Bronze Foundry</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Library</translation>
    </message>
    <message>
        <source>Silk Exchange</source>
        <translation>Silk Exchange</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <translation>Sawmill</translation>
    </message>
    <message>
        <source>Glassworks</source>
        <translation>Glassworks</translation>
    </message>
    <message>
        <source>Drawing School</source>
        <translation>Drawing School</translation>
    </message>
    <message>
        <source>Palazzo</source>
        <translation>Palazzo</translation>
    </message>
    <message>
        <source>Harbour Warehouse</source>
        <translation>Harbour Warehouse</translation>
    </message>
    <message>
        <source>Arsenal</source>
        <translation>Arsenal</translation>
    </message>
    <message>
        <source>Academy of Design</source>
        <translation>Academy of Design</translation>
    </message>
    <message>
        <source>Guildhall</source>
        <translation>Guildhall</translation>
    </message>
    <message>
        <source>Water Mill</source>
        <translation>Water Mill</translation>
    </message>
    <message>
        <source>Great Forge</source>
        <translation>Great Forge</translation>
    </message>
    <message>
        <source>Hospital of the Innocents</source>
        <translation>Hospital of the Innocents</translation>
    </message>
    <message>
        <source>Mint</source>
        <translation>Mint</translation>
    </message>
    <message>
        <source>Customs House</source>
        <translation>Customs House</translation>
    </message>
    <message>
        <source>Cathedral Workshop</source>
        <translation>Cathedral Workshop</translation>
    </message>
    <message>
        <source>Baptistery School</source>
        <translation>Baptistery School</translation>
    </message>
    <message>
        <source>Prestige: gain 2 VP when slid to the right.</source>
        <translation>Prestige: gain 2 VP when slid to the right.</translation>
    </message>
    <message>
        <source>Prestige: gain 3 VP when slid to the right.</source>
        <translation>Prestige: gain 3 VP when slid to the right.</translation>
    </message>
    <message>
        <source>Prestige: gain 5 VP when slid to the right.</source>
        <translation>Prestige: gain 5 VP when slid to the right.</translation>
    </message>
    <message>
        <source>Supply: after each of your city activations, gain 1 {good}.</source>
        <translation>Supply: after each of your city activations, gain 1 {good}.</translation>
    </message>
    <message>
        <source>Supply: after each of your city activations, gain 1 raw good of your choice.</source>
        <translation>Supply: after each of your city activations, gain 1 raw good of your choice.</translation>
    </message>
    <message>
        <source>Supply: after each of your city activations, gain 1 {good} to use this turn.</source>
        <translation>Supply: after each of your city activations, gain 1 {good} to use this turn.</translation>
    </message>
    <message>
        <source>Guild: push one certificate 1 column right.</source>
        <translation>Guild: push one certificate 1 column right.</translation>
    </message>
    <message>
        <source>Guild: push two different certificates 1 column right.</source>
        <translation>Guild: push two different certificates 1 column right.</translation>
    </message>
    <message>
        <source>Guild: push one certificate 2 columns right and gain 2 raw goods of your choice.</source>
        <translation>Guild: push one certificate 2 columns right and gain 2 raw goods of your choice.</translation>
    </message>
    <message>
        <source>Patronage (end of game): 1 VP per completed Small building you own.</source>
        <translation>Patronage (end of game): 1 VP per completed Small building you own.</translation>
    </message>
    <message>
        <source>Patronage (end of game): 1 VP per token of yours on the Opera board, up to 6.</source>
        <translation>Patronage (end of game): 1 VP per token of yours on the Opera board, up to 6.</translation>
    </message>
    <message>
        <source>Patronage (end of game): 2 VP per level-3 certificate.</source>
        <translation>Patronage (end of game): 2 VP per level-3 certificate.</translation>
    </message>
    <message>
        <source>Discount (left): {goods} cost 1 less in every city activation.</source>
        <translation>Discount (left): {goods} cost 1 less in every city activation.</translation>
    </message>
    <message>
        <source>Nave Foundations</source>
        <translation>Nave Foundations</translation>
    </message>
    <message>
        <source>South Portal</source>
        <translation>South Portal</translation>
    </message>
    <message>
        <source>North Portal</source>
        <translation>North Portal</translation>
    </message>
    <message>
        <source>Sacristy</source>
        <translation>Sacristy</translation>
    </message>
    <message>
        <source>Bell Tower</source>
        <translation>Bell Tower</translation>
    </message>
    <message>
        <source>Tribunes</source>
        <translation>Tribunes</translation>
    </message>
    <message>
        <source>Drum</source>
        <translation>Drum</translation>
    </message>
    <message>
        <source>Side Chapels</source>
        <translation>Side Chapels</translation>
    </message>
    <message>
        <source>Dome</source>
        <translation>Dome</translation>
    </message>
    <message>
        <source>Lantern</source>
        <translation>Lantern</translation>
    </message>
    <message>
        <source>Rose Window</source>
        <translation>Rose Window</translation>
    </message>
    <message>
        <source>Golden Ball</source>
        <translation>Golden Ball</translation>
    </message>
    <message>
        <source>First delivery: gain {amount} VP.</source>
        <translation>First delivery: gain {amount} VP.</translation>
    </message>
    <message>
        <source>First delivery: gain 1 raw good of your choice.</source>
        <translation>First delivery: gain 1 raw good of your choice.</translation>
    </message>
    <message>
        <source>First delivery: push one certificate 1 column right.</source>
        <translation>First delivery: push one certificate 1 column right.</translation>
    </message>
    <message>
        <source>First delivery: gain 2 raw goods of your choice and 1 VP.</source>
        <translation>First delivery: gain 2 raw goods of your choice and 1 VP.</translation>
    </message>
    <message>
        <source>Draft a building</source>
        <translation>Draft a building</translation>
    </message>
    <message>
        <source>Move a merchant</source>
        <translation>Move a merchant</translation>
    </message>
    <message>
        <source>Play a trade card</source>
        <translation>Play a trade card</translation>
    </message>
    <message>
        <source>Use the city power</source>
        <translation>Use the city power</translation>
    </message>
    <message>
        <source>Pay the cost and take the profit</source>
        <translation>Pay the cost and take the profit</translation>
    </message>
    <message>
        <source>Construct</source>
        <translation>Construct</translation>
    </message>
    <message>
        <source>Slide the building</source>
        <translation>Slide the building</translation>
    </message>
    <message>
        <source>Advance the Opera</source>
        <translation>Advance the Opera</translation>
    </message>
    <message>
        <source>Convert a refined good</source>
        <translation>Convert a refined good</translation>
    </message>
    <message>
        <source>Use a shop conversion</source>
        <translation>Use a shop conversion</translation>
    </message>
    <message>
        <source>Choose a good</source>
        <translation>Choose a good</translation>
    </message>
    <message>
        <source>End the refined goods phase</source>
        <translation>End the refined goods phase</translation>
    </message>
    <message>
        <source>Take a building</source>
        <translation>Take a building</translation>
    </message>
    <message>
        <source>Take a market card</source>
        <translation>Take a market card</translation>
    </message>
    <message>
        <source>Building draft</source>
        <translation>Building draft</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>Merchant</translation>
    </message>
    <message>
        <source>Trade card</source>
        <translation>Trade card</translation>
    </message>
    <message>
        <source>City activation</source>
        <translation>City activation</translation>
    </message>
    <message>
        <source>Refined goods</source>
        <translation>Refined goods</translation>
    </message>
    <message>
        <source>Replenish buildings</source>
        <translation>Replenish buildings</translation>
    </message>
    <message>
        <source>Draw a trade card</source>
        <translation>Draw a trade card</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Opera Magna</source>
        <translation>Opera Magna</translation>
    </message>
    <message>
        <source>Venice, Cost area</source>
        <translation>Venice, Cost area</translation>
    </message>
    <message>
        <source>Venice, Profit area</source>
        <translation>Venice, Profit area</translation>
    </message>
    <message>
        <source>Antwerp, Cost area</source>
        <translation>Antwerp, Cost area</translation>
    </message>
    <message>
        <source>Antwerp, Profit area</source>
        <translation>Antwerp, Profit area</translation>
    </message>
    <message>
        <source>Constantinople, Cost area</source>
        <translation>Constantinople, Cost area</translation>
    </message>
    <message>
        <source>Constantinople, Profit area</source>
        <translation>Constantinople, Profit area</translation>
    </message>
    <message>
        <source>the trade card {cost} → {profit}</source>
        <translation>the trade card {cost} → {profit}</translation>
    </message>
    <message>
        <source>Trade card Hand I-01</source>
        <translation>Trade card Hand I-01</translation>
    </message>
    <message>
        <source>Trade card Hand I-02</source>
        <translation>Trade card Hand I-02</translation>
    </message>
    <message>
        <source>Trade card Hand I-03</source>
        <translation>Trade card Hand I-03</translation>
    </message>
    <message>
        <source>Trade card Hand I-04</source>
        <translation>Trade card Hand I-04</translation>
    </message>
    <message>
        <source>Trade card Hand I-05</source>
        <translation>Trade card Hand I-05</translation>
    </message>
    <message>
        <source>Trade card Hand I-06</source>
        <translation>Trade card Hand I-06</translation>
    </message>
    <message>
        <source>Trade card Hand I-07</source>
        <translation>Trade card Hand I-07</translation>
    </message>
    <message>
        <source>Trade card Hand I-08</source>
        <translation>Trade card Hand I-08</translation>
    </message>
    <message>
        <source>Trade card Hand II-01</source>
        <translation>Trade card Hand II-01</translation>
    </message>
    <message>
        <source>Trade card Hand II-02</source>
        <translation>Trade card Hand II-02</translation>
    </message>
    <message>
        <source>Trade card Hand II-03</source>
        <translation>Trade card Hand II-03</translation>
    </message>
    <message>
        <source>Trade card Hand II-04</source>
        <translation>Trade card Hand II-04</translation>
    </message>
    <message>
        <source>Trade card City I-01</source>
        <translation>Trade card City I-01</translation>
    </message>
    <message>
        <source>Trade card City I-02</source>
        <translation>Trade card City I-02</translation>
    </message>
    <message>
        <source>Trade card City I-03</source>
        <translation>Trade card City I-03</translation>
    </message>
    <message>
        <source>Trade card City I-04</source>
        <translation>Trade card City I-04</translation>
    </message>
    <message>
        <source>Trade card City I-05</source>
        <translation>Trade card City I-05</translation>
    </message>
    <message>
        <source>Trade card City I-06</source>
        <translation>Trade card City I-06</translation>
    </message>
    <message>
        <source>Trade card City II-01</source>
        <translation>Trade card City II-01</translation>
    </message>
    <message>
        <source>Trade card City II-02</source>
        <translation>Trade card City II-02</translation>
    </message>
    <message>
        <source>Trade card City II-03</source>
        <translation>Trade card City II-03</translation>
    </message>
    <message>
        <source>Trade card City II-04</source>
        <translation>Trade card City II-04</translation>
    </message>
    <message>
        <source>Trade card City II-05</source>
        <translation>Trade card City II-05</translation>
    </message>
    <message>
        <source>Trade card City II-06</source>
        <translation>Trade card City II-06</translation>
    </message>
    <message>
        <source>Trade card City III-01</source>
        <translation>Trade card City III-01</translation>
    </message>
    <message>
        <source>Trade card City III-02</source>
        <translation>Trade card City III-02</translation>
    </message>
    <message>
        <source>Trade card City III-03</source>
        <translation>Trade card City III-03</translation>
    </message>
    <message>
        <source>Trade card City III-04</source>
        <translation>Trade card City III-04</translation>
    </message>
    <message>
        <source>Trade card City III-05</source>
        <translation>Trade card City III-05</translation>
    </message>
    <message>
        <source>Trade card City III-06</source>
        <translation>Trade card City III-06</translation>
    </message>
    <message>
        <source>Trade card Market A-01</source>
        <translation>Trade card Market A-01</translation>
    </message>
    <message>
        <source>Trade card Market A-02</source>
        <translation>Trade card Market A-02</translation>
    </message>
    <message>
        <source>Trade card Market A-03</source>
        <translation>Trade card Market A-03</translation>
    </message>
    <message>
        <source>Trade card Market A-04</source>
        <translation>Trade card Market A-04</translation>
    </message>
    <message>
        <source>Trade card Market A-05</source>
        <translation>Trade card Market A-05</translation>
    </message>
    <message>
        <source>Trade card Market A-06</source>
        <translation>Trade card Market A-06</translation>
    </message>
    <message>
        <source>Trade card Market A-07</source>
        <translation>Trade card Market A-07</translation>
    </message>
    <message>
        <source>Trade card Market A-08</source>
        <translation>Trade card Market A-08</translation>
    </message>
    <message>
        <source>Trade card Market A-09</source>
        <translation>Trade card Market A-09</translation>
    </message>
    <message>
        <source>Trade card Market A-10</source>
        <translation>Trade card Market A-10</translation>
    </message>
    <message>
        <source>Trade card Market A-11</source>
        <translation>Trade card Market A-11</translation>
    </message>
    <message>
        <source>Trade card Market A-12</source>
        <translation>Trade card Market A-12</translation>
    </message>
    <message>
        <source>Trade card Market B-01</source>
        <translation>Trade card Market B-01</translation>
    </message>
    <message>
        <source>Trade card Market B-02</source>
        <translation>Trade card Market B-02</translation>
    </message>
    <message>
        <source>Trade card Market B-03</source>
        <translation>Trade card Market B-03</translation>
    </message>
    <message>
        <source>Trade card Market B-04</source>
        <translation>Trade card Market B-04</translation>
    </message>
    <message>
        <source>Trade card Market B-05</source>
        <translation>Trade card Market B-05</translation>
    </message>
    <message>
        <source>Trade card Market B-06</source>
        <translation>Trade card Market B-06</translation>
    </message>
    <message>
        <source>Trade card Market B-07</source>
        <translation>Trade card Market B-07</translation>
    </message>
    <message>
        <source>Trade card Market B-08</source>
        <translation>Trade card Market B-08</translation>
    </message>
    <message>
        <source>Trade card Market B-09</source>
        <translation>Trade card Market B-09</translation>
    </message>
    <message>
        <source>Trade card Market B-10</source>
        <translation>Trade card Market B-10</translation>
    </message>
    <message>
        <source>Trade card Market B-11</source>
        <translation>Trade card Market B-11</translation>
    </message>
    <message>
        <source>Trade card Market B-12</source>
        <translation>Trade card Market B-12</translation>
    </message>
    <message>
        <source>Trade card Market C-01</source>
        <translation>Trade card Market C-01</translation>
    </message>
    <message>
        <source>Trade card Market C-02</source>
        <translation>Trade card Market C-02</translation>
    </message>
    <message>
        <source>Trade card Market C-03</source>
        <translation>Trade card Market C-03</translation>
    </message>
    <message>
        <source>Trade card Market C-04</source>
        <translation>Trade card Market C-04</translation>
    </message>
    <message>
        <source>Trade card Market C-05</source>
        <translation>Trade card Market C-05</translation>
    </message>
    <message>
        <source>Trade card Market C-06</source>
        <translation>Trade card Market C-06</translation>
    </message>
    <message>
        <source>Trade card Market C-07</source>
        <translation>Trade card Market C-07</translation>
    </message>
    <message>
        <source>Trade card Market C-08</source>
        <translation>Trade card Market C-08</translation>
    </message>
    <message>
        <source>Trade card Market C-09</source>
        <translation>Trade card Market C-09</translation>
    </message>
    <message>
        <source>Trade card Market C-10</source>
        <translation>Trade card Market C-10</translation>
    </message>
    <message>
        <source>Trade card Market C-11</source>
        <translation>Trade card Market C-11</translation>
    </message>
    <message>
        <source>Trade card Market C-12</source>
        <translation>Trade card Market C-12</translation>
    </message>
</context>
<context>
    <name>magna_board</name>
    <message>
        <source>S M L</source>
        <translation>S M L</translation>
    </message>
    <message>
        <source>Y G R B</source>
        <translation>Y G R B</translation>
    </message>
    <message>
        <source>H1</source>
        <translation>H1</translation>
    </message>
    <message>
        <source>H2</source>
        <translation>H2</translation>
    </message>
    <message>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <source>II</source>
        <translation>II</translation>
    </message>
    <message>
        <source>III</source>
        <translation>III</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>Profit</source>
        <translation>Profit</translation>
    </message>
    <message>
        <source>Merchant of {player}</source>
        <translation>Merchant of {player}</translation>
    </message>
    <message>
        <source>Florence · Santa Maria del Fiore</source>
        <translation>Florence · Santa Maria del Fiore</translation>
    </message>
    <message>
        <source>L{level}</source>
        <translation>L{level}</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Buildings</translation>
    </message>
    <message numerus="yes">
        <source>{size} deck: %n cards</source>
        <translation>
            <numerusform>{size} deck: %n card</numerusform>
            <numerusform>{size} deck: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Building draft</source>
        <translation>Building draft</translation>
    </message>
    <message>
        <source>two each, in snake order</source>
        <translation>two each, in snake order</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Market</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds left</source>
        <translation>
            <numerusform>%n round left</numerusform>
            <numerusform>%n rounds left</numerusform>
        </translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Last round</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>free</source>
        <translation>free</translation>
    </message>
    <message numerus="yes">
        <source>%n goods</source>
        <translation>
            <numerusform>%n good</numerusform>
            <numerusform>%n goods</numerusform>
        </translation>
    </message>
    <message>
        <source>A·B</source>
        <translation>A·B</translation>
    </message>
    <message numerus="yes">
        <source>Market deck: %n cards</source>
        <translation>
            <numerusform>Market deck: %n card</numerusform>
            <numerusform>Market deck: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Discards</translation>
    </message>
    <message numerus="yes">
        <source>Discarded trade cards: %n (click to see them)</source>
        <translation>
            <numerusform>Discarded trade cards: %n (click to see it)</numerusform>
            <numerusform>Discarded trade cards: %n (click to see them)</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Victory points</translation>
    </message>
    <message>
        <source>{player}: {vp} VP</source>
        <translation>{player}: {vp} VP</translation>
    </message>
    <message>
        <source>{player} · {shop}</source>
        <translation>{player} · {shop}</translation>
    </message>
    <message numerus="yes">
        <source>%n tokens left · carts {carts} · Opera {tokens}</source>
        <translation>
            <numerusform>%n token left · carts {carts} · Opera {tokens}</numerusform>
            <numerusform>%n tokens left · carts {carts} · Opera {tokens}</numerusform>
        </translation>
    </message>
    <message>
        <source>Left, {size}: discount and conversion</source>
        <translation>Left, {size}: discount and conversion</translation>
    </message>
    <message>
        <source>Right, {size}: effect and cart</source>
        <translation>Right, {size}: effect and cart</translation>
    </message>
    <message>
        <source>no building yet</source>
        <translation>no building yet</translation>
    </message>
    <message>
        <source>{good}: goods and certificate (levels 1, 2, 3 by column)</source>
        <translation>{good}: goods and certificate (levels 1, 2, 3 by column)</translation>
    </message>
    <message numerus="yes">
        <source>%n {good}</source>
        <translation>
            <numerusform>%n {good}</numerusform>
            <numerusform>%n {good}</numerusform>
        </translation>
    </message>
    <message>
        <source>{good} certificate, level {level}</source>
        <translation>{good} certificate, level {level}</translation>
    </message>
    <message>
        <source>Refined goods</source>
        <translation>Refined goods</translation>
    </message>
    <message numerus="yes">
        <source>%n {good} (to use this turn)</source>
        <translation>
            <numerusform>%n {good} (to use this turn)</numerusform>
            <numerusform>%n {good} (to use this turn)</numerusform>
        </translation>
    </message>
    <message>
        <source>{good} placed on the building</source>
        <translation>{good} placed on the building</translation>
    </message>
    <message>
        <source>Buildings under construction</source>
        <translation>Buildings under construction</translation>
    </message>
    <message>
        <source>If the game ended now:</source>
        <translation>If the game ended now:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation>Shop</translation>
    </message>
    <message>
        <source>Certificates</source>
        <translation>Certificates</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Refined</source>
        <translation>Refined</translation>
    </message>
    <message>
        <source>Opera</source>
        <translation>Opera</translation>
    </message>
    <message>
        <source>Worksites</source>
        <translation>Worksites</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Victory points on the track: {points}</source>
        <translation>Victory points on the track: {points}</translation>
    </message>
    <message>
        <source>Completed buildings: {small} small, {medium} medium, {large} large → {points}</source>
        <translation>Completed buildings: {small} small, {medium} medium, {large} large → {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n positions of your shop hold a building → {points}</source>
        <translation>
            <numerusform>%n position of your shop holds a building → {points}</numerusform>
            <numerusform>%n positions of your shop hold a building → {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Certificates at levels {levels} → {points}</source>
        <translation>Certificates at levels {levels} → {points}</translation>
    </message>
    <message>
        <source>No certificate yet → 0</source>
        <translation>No certificate yet → 0</translation>
    </message>
    <message>
        <source>Blue buildings slid to the right score at the end → {points}</source>
        <translation>Blue buildings slid to the right score at the end → {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n refined goods on your buildings under construction → {points}</source>
        <translation>
            <numerusform>%n refined good on your buildings under construction → {points}</numerusform>
            <numerusform>%n refined goods on your buildings under construction → {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>{tokens} tokens on the Opera board; 2 VP for each rival with fewer: {players} → {points}</source>
        <translation>{tokens} tokens on the Opera board; 2 VP for each rival with fewer: {players} → {points}</translation>
    </message>
    <message>
        <source>{tokens} tokens on the Opera board; no rival has fewer (a tie does not count) → 0</source>
        <translation>{tokens} tokens on the Opera board; no rival has fewer (a tie does not count) → 0</translation>
    </message>
    <message>
        <source>Your tokens on worksites: {level1} of level 1, {level2} of level 2, {level3} of level 3 → {points}</source>
        <translation>Your tokens on worksites: {level1} of level 1, {level2} of level 2, {level3} of level 3 → {points}</translation>
    </message>
    <message>
        <source>Locked until the worksite below holds a token (any player's): level {levels} still empty</source>
        <translation>Locked until the worksite below holds a token (any player's): level {levels} still empty</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <source>Hand of {player}</source>
        <translation>Hand of {player}</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} VP</translation>
    </message>
    <message>
        <source>hand {hand} · carts {carts} · Opera {tokens} · total {total}</source>
        <translation>hand {hand} · carts {carts} · Opera {tokens} · total {total}</translation>
    </message>
    <message>
        <source>{player} · {shop}: click to open</source>
        <translation>{player} · {shop}: click to open</translation>
    </message>
    <message>
        <source>{amount} {good}</source>
        <translation>{amount} {good}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>Trade card</source>
        <translation>Trade card</translation>
    </message>
    <message>
        <source>Cost half: {goods}</source>
        <translation>Cost half: {goods}</translation>
    </message>
    <message>
        <source>Profit half: {goods}</source>
        <translation>Profit half: {goods}</translation>
    </message>
    <message>
        <source>Under a Cost area only its cost shows, under a Profit area its profit.</source>
        <translation>Under a Cost area only its cost shows, under a Profit area its profit.</translation>
    </message>
    <message>
        <source>{size} building, {colour}</source>
        <translation>{size} building, {colour}</translation>
    </message>
    <message>
        <source>Construction: {goods}</source>
        <translation>Construction: {goods}</translation>
    </message>
    <message>
        <source>On the left: {effect}</source>
        <translation>On the left: {effect}</translation>
    </message>
    <message>
        <source>On the right: {effect}</source>
        <translation>On the right: {effect}</translation>
    </message>
    <message>
        <source>Worksite, level {level}</source>
        <translation>Worksite, level {level}</translation>
    </message>
    <message>
        <source>Wants {good}, with a certificate of level {level} or more.</source>
        <translation>Wants {good}, with a certificate of level {level} or more.</translation>
    </message>
    <message>
        <source>Usable once per turn by a player whose merchant activated this city from its Cost area.</source>
        <translation>Usable once per turn by a player whose merchant activated this city from its Cost area.</translation>
    </message>
    <message>
        <source>every city activation costs 1 less of {goods}</source>
        <translation>every city activation costs 1 less of {goods}</translation>
    </message>
    <message>
        <source>when it is slid there: {effect}</source>
        <translation>when it is slid there: {effect}</translation>
    </message>
    <message>
        <source>after each of your city activations: {effect}</source>
        <translation>after each of your city activations: {effect}</translation>
    </message>
    <message>
        <source>at the end of the game: {effect}</source>
        <translation>at the end of the game: {effect}</translation>
    </message>
    <message>
        <source>The first to send a good here: {effect}.</source>
        <translation>The first to send a good here: {effect}.</translation>
    </message>
    <message numerus="yes">
        <source>gain %n VP</source>
        <translation>
            <numerusform>gain %n VP</numerusform>
            <numerusform>gain %n VP</numerusform>
        </translation>
    </message>
    <message>
        <source>gain {goods}</source>
        <translation>gain {goods}</translation>
    </message>
    <message>
        <source>gain {goods} to use this turn</source>
        <translation>gain {goods} to use this turn</translation>
    </message>
    <message numerus="yes">
        <source>gain %n raw goods of your choice</source>
        <translation>
            <numerusform>gain %n raw good of your choice</numerusform>
            <numerusform>gain %n raw goods of your choice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>push a certificate %n columns right</source>
        <translation>
            <numerusform>push a certificate %n column right</numerusform>
            <numerusform>push a certificate %n columns right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>push %n different certificates {steps} right</source>
        <translation>
            <numerusform>push %n certificate {steps} right</numerusform>
            <numerusform>push %n different certificates {steps} right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per completed Small building</source>
        <translation>
            <numerusform>%n VP per completed Small building</numerusform>
            <numerusform>%n VP per completed Small building</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per token of yours on the Opera board</source>
        <translation>
            <numerusform>%n VP per token of yours on the Opera board</numerusform>
            <numerusform>%n VP per token of yours on the Opera board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per token of yours on the Opera board, up to {limit}</source>
        <translation>
            <numerusform>%n VP per token of yours on the Opera board, up to {limit}</numerusform>
            <numerusform>%n VP per token of yours on the Opera board, up to {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per level-3 certificate</source>
        <translation>
            <numerusform>%n VP per level-3 certificate</numerusform>
            <numerusform>%n VP per level-3 certificate</numerusform>
        </translation>
    </message>
    <message>
        <source>+{amount} VP</source>
        <translation>+{amount} VP</translation>
    </message>
    <message>
        <source>{amount}/{letter}</source>
        <translation>{amount}/{letter}</translation>
    </message>
    <message>
        <source>{amount}/token</source>
        <translation>{amount}/token</translation>
    </message>
    <message>
        <source>{amount}/⬢3</source>
        <translation>{amount}/⬢3</translation>
    </message>
    <message>
        <source>Round {round} · {player}: {phase}</source>
        <translation>Round {round} · {player}: {phase}</translation>
    </message>
    <message>
        <source>Building draft · {player} chooses</source>
        <translation>Building draft · {player} chooses</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Final scoring</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>{player} is playing.</translation>
    </message>
    <message>
        <source>The last round is over.</source>
        <translation>The last round is over.</translation>
    </message>
    <message>
        <source>Drag one of the revealed buildings into your construction area.</source>
        <translation>Drag one of the revealed buildings into your construction area.</translation>
    </message>
    <message>
        <source>Drag one of your merchants to a city area without one of yours: that city is activated.</source>
        <translation>Drag one of your merchants to a city area without one of yours: that city is activated.</translation>
    </message>
    <message>
        <source>Drag a trade card from your hand onto {area}: its cards slide left, the leftmost is discarded.</source>
        <translation>Drag a trade card from your hand onto {area}: its cards slide left, the leftmost is discarded.</translation>
    </message>
    <message>
        <source>The button pays the Cost area and takes the Profit area.</source>
        <translation>The button pays the Cost area and takes the Profit area.</translation>
    </message>
    <message>
        <source>Before that you may use {power}: click its token.</source>
        <translation>Before that you may use {power}: click its token.</translation>
    </message>
    <message>
        <source>The city power is still usable: click its token.</source>
        <translation>The city power is still usable: click its token.</translation>
    </message>
    <message>
        <source>Drag refined goods onto a building's icons, onto a worksite (a cart each) or back onto their track; a raw token onto an unlocked conversion. Unused goods are lost.</source>
        <translation>Drag refined goods onto a building's icons, onto a worksite (a cart each) or back onto their track; a raw token onto an unlocked conversion. Unused goods are lost.</translation>
    </message>
    <message>
        <source>Drag {card} to the left (discount, conversion) or to the right (effect, cart) of your shop.</source>
        <translation>Drag {card} to the left (discount, conversion) or to the right (effect, cart) of your shop.</translation>
    </message>
    <message>
        <source>An effect</source>
        <translation>An effect</translation>
    </message>
    <message numerus="yes">
        <source>{source}: choose a raw good to gain (%n left).</source>
        <translation>
            <numerusform>{source}: choose a raw good to gain (%n left).</numerusform>
            <numerusform>{source}: choose a raw good to gain (%n left).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{source}: choose a certificate to push %n columns right.</source>
        <translation>
            <numerusform>{source}: choose a certificate to push %n column right.</numerusform>
            <numerusform>{source}: choose a certificate to push %n columns right.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{source}: choose a certificate to push (%n different ones left).</source>
        <translation>
            <numerusform>{source}: choose a certificate to push (%n different one left).</numerusform>
            <numerusform>{source}: choose a certificate to push (%n different ones left).</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag a building from the display into your construction area.</source>
        <translation>Drag a building from the display into your construction area.</translation>
    </message>
    <message>
        <source>Drag a market card into your hand: its space's cost is paid in raw goods (the leftmost is free).</source>
        <translation>Drag a market card into your hand: its space's cost is paid in raw goods (the leftmost is free).</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Pay</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>gain</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Free</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>discount</translation>
    </message>
    <message>
        <source>−{amount} VP</source>
        <translation>−{amount} VP</translation>
    </message>
    <message numerus="yes">
        <source>%n {good} from the certificate</source>
        <translation>
            <numerusform>%n {good} from the certificate</numerusform>
            <numerusform>%n {good} from the certificate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n raw goods of your choice</source>
        <translation>
            <numerusform>%n raw good of your choice</numerusform>
            <numerusform>%n raw goods of your choice</numerusform>
        </translation>
    </message>
    <message>
        <source>Activate {city}: pay {paid}, then gain {gained}.</source>
        <translation>Activate {city}: pay {paid}, then gain {gained}.</translation>
    </message>
    <message>
        <source>Activate {city} without paying anything, then gain {gained}.</source>
        <translation>Activate {city} without paying anything, then gain {gained}.</translation>
    </message>
    <message>
        <source>Gain 1 {good}</source>
        <translation>Gain 1 {good}</translation>
    </message>
    <message numerus="yes">
        <source>Push the {good} certificate %n columns right</source>
        <translation>
            <numerusform>Push the {good} certificate %n column right</numerusform>
            <numerusform>Push the {good} certificate %n columns right</numerusform>
        </translation>
    </message>
    <message>
        <source>End refining</source>
        <translation>End refining</translation>
    </message>
    <message numerus="yes">
        <source>End refining (%n goods lost)</source>
        <translation>
            <numerusform>End refining (%n good lost)</numerusform>
            <numerusform>End refining (%n goods lost)</numerusform>
        </translation>
    </message>
    <message>
        <source>Give 1 {give}, take 1 {take}</source>
        <translation>Give 1 {give}, take 1 {take}</translation>
    </message>
    <message>
        <source>Give 1 {good}</source>
        <translation>Give 1 {good}</translation>
    </message>
    <message>
        <source>Take 1 {good}</source>
        <translation>Take 1 {good}</translation>
    </message>
    <message>
        <source>Which raw good do you give?</source>
        <translation>Which raw good do you give?</translation>
    </message>
    <message>
        <source>Which raw good do you take?</source>
        <translation>Which raw good do you take?</translation>
    </message>
    <message>
        <source>Pay 1 {good} less</source>
        <translation>Pay 1 {good} less</translation>
    </message>
    <message>
        <source>1 {give} becomes 1 {take}</source>
        <translation>1 {give} becomes 1 {take}</translation>
    </message>
    <message numerus="yes">
        <source>you have %n {good}</source>
        <translation>
            <numerusform>you have %n {good}</numerusform>
            <numerusform>you have %n {good}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay %n raw goods for the card</source>
        <translation>
            <numerusform>Pay %n raw good for the card</numerusform>
            <numerusform>Pay %n raw goods for the card</numerusform>
        </translation>
    </message>
    <message>
        <source>From your largest stocks</source>
        <translation>From your largest stocks</translation>
    </message>
    <message>
        <source>Final scoring · the winner: {player}</source>
        <translation>Final scoring · the winner: {player}</translation>
    </message>
    <message>
        <source>Final scoring · the winners: {players}</source>
        <translation>Final scoring · the winners: {players}</translation>
    </message>
    <message>
        <source>Tied on {points} VP. {how} {figures}.</source>
        <translation>Tied on {points} VP. {how} {figures}.</translation>
    </message>
    <message>
        <source>{player}: {figure}</source>
        <translation>{player}: {figure}</translation>
    </message>
    <message numerus="yes">
        <source>%n tokens on worksites</source>
        <translation>
            <numerusform>%n token on worksites</numerusform>
            <numerusform>%n tokens on worksites</numerusform>
        </translation>
    </message>
    <message>
        <source>{level3} on level 3, {level2} on level 2</source>
        <translation>{level3} on level 3, {level2} on level 2</translation>
    </message>
    <message numerus="yes">
        <source>%n raw goods</source>
        <translation>
            <numerusform>%n raw good</numerusform>
            <numerusform>%n raw goods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens on worksites, {level3} on level 3, {raw} raw goods</source>
        <translation>
            <numerusform>%n token on worksites, {level3} on level 3, {raw} raw goods</numerusform>
            <numerusform>%n tokens on worksites, {level3} on level 3, {raw} raw goods</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>previews</name>
    <message numerus="yes">
        <source>{sign}%n Fame {house:at}</source>
        <translation>
            <numerusform>{sign}%n Fame {house:at}</numerusform>
            <numerusform>{sign}%n Fame {house:at}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{sign}%n Applause {house:at}</source>
        <translation>
            <numerusform>{sign}%n Applause {house:at}</numerusform>
            <numerusform>{sign}%n Applause {house:at}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{sign}%n VP</source>
        <translation>
            <numerusform>{sign}%n VP</numerusform>
            <numerusform>{sign}%n VP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{diva}: {sign}%n Applause {house:at}</source>
        <translation>
            <numerusform>{diva}: {sign}%n Applause {house:at}</numerusform>
            <numerusform>{diva}: {sign}%n Applause {house:at}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{diva}: {sign}%n VP</source>
        <translation>
            <numerusform>{diva}: {sign}%n VP</numerusform>
            <numerusform>{diva}: {sign}%n VP</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: {what}</source>
        <translation>Next: {what}</translation>
    </message>
    <message numerus="yes">
        <source>{role}: {sign}%n PN</source>
        <translation>
            <numerusform>{role}: {sign}%n PN</numerusform>
            <numerusform>{role}: {sign}%n PN</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{opera} as it stands: %n PN</source>
        <translation>
            <numerusform>{opera} as it stands: %n PN</numerusform>
            <numerusform>{opera} as it stands: %n PN</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n roles still needed to debut: {roles}</source>
        <translation>
            <numerusform>%n role still needed to debut: {roles}</numerusform>
            <numerusform>%n roles still needed to debut: {roles}</numerusform>
        </translation>
    </message>
    <message>
        <source>The base cast of {opera} is complete</source>
        <translation>The base cast of {opera} is complete</translation>
    </message>
    <message numerus="yes">
        <source>%n further roles open: {roles}</source>
        <translation>
            <numerusform>%n further role open: {roles}</numerusform>
            <numerusform>%n further roles open: {roles}</numerusform>
        </translation>
    </message>
    <message>
        <source>The cast of {opera} is complete</source>
        <translation>The cast of {opera} is complete</translation>
    </message>
    <message numerus="yes">
        <source>{sign}%n gold</source>
        <translation>
            <numerusform>{sign}%n gold</numerusform>
            <numerusform>{sign}%n gold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{sign}%n PN</source>
        <translation>
            <numerusform>{sign}%n PN</numerusform>
            <numerusform>{sign}%n PN</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your bid: number {number} and %n money cards</source>
        <translation>
            <numerusform>Your bid: number {number} and %n money card</numerusform>
            <numerusform>Your bid: number {number} and %n money cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Your bid: number {number}</source>
        <translation>Your bid: number {number}</translation>
    </message>
    <message numerus="yes">
        <source>Your bid: %n money cards, no number</source>
        <translation>
            <numerusform>Your bid: %n money card, no number</numerusform>
            <numerusform>Your bid: %n money cards, no number</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a valid bid yet</source>
        <translation>Not a valid bid yet</translation>
    </message>
    <message>
        <source>with the bluff card</source>
        <translation>with the bluff card</translation>
    </message>
    <message numerus="yes">
        <source>Your cast: %n points</source>
        <translation>
            <numerusform>Your cast: %n point</numerusform>
            <numerusform>Your cast: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}: {sign}%n singers</source>
        <translation>
            <numerusform>{player}: {sign}%n singer</numerusform>
            <numerusform>{player}: {sign}%n singers</numerusform>
        </translation>
    </message>
    <message>
        <source>{sign}{good}</source>
        <translation>{sign}{good}</translation>
    </message>
    <message numerus="yes">
        <source>{sign}%n {good} certificates</source>
        <translation>
            <numerusform>{sign}%n {good} certificate</numerusform>
            <numerusform>{sign}%n {good} certificates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n goods in place</source>
        <translation>
            <numerusform>{card}: %n good in place</numerusform>
            <numerusform>{card}: %n goods in place</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sipario</name>
    <message>
        <source>{player} sells {amount} PN of notoriety to pay in gold.</source>
        <translation>{player} sells {amount} PN of notoriety to pay in gold.</translation>
    </message>
    <message>
        <source>You draw: {cards}.</source>
        <translation>You draw: {cards}.</translation>
    </message>
    <message>
        <source>The opera deck is reshuffled from the set-aside titles.</source>
        <translation>The opera deck is reshuffled from the set-aside titles.</translation>
    </message>
    <message>
        <source>Deal {deal} begins; {dealer} deals.</source>
        <translation>Deal {deal} begins; {dealer} deals.</translation>
    </message>
    <message>
        <source>The dealer hands a second Prima donna of {player} to {to}.</source>
        <translation>The dealer hands a second Prima donna of {player} to {to}.</translation>
    </message>
    <message>
        <source>{player} loses this turn to the stagehands' strike.</source>
        <translation>{player} loses this turn to the stagehands' strike.</translation>
    </message>
    <message>
        <source>{player} earns a bonus: {showcase}, +{points} PN.</source>
        <translation>{player} earns a bonus: {showcase}, +{points} PN.</translation>
    </message>
    <message>
        <source>The curtain falls: the match is over.</source>
        <translation>The curtain falls: the match is over.</translation>
    </message>
    <message>
        <source>{player} cannot pay to drop a Prima donna and must keep both.</source>
        <translation>{player} cannot pay to drop a Prima donna and must keep both.</translation>
    </message>
    <message>
        <source>{player} takes the previous player's discard.</source>
        <translation>{player} takes the previous player's discard.</translation>
    </message>
    <message>
        <source>You take the blind discard: {card}.</source>
        <translation>You take the blind discard: {card}.</translation>
    </message>
    <message>
        <source>{player} discards {card}.</source>
        <translation>{player} discards {card}.</translation>
    </message>
    <message>
        <source>{player} announces the debut of {opera}.</source>
        <translation>{player} announces the debut of {opera}.</translation>
    </message>
    <message>
        <source>{player} gives up the debut.</source>
        <translation>{player} gives up the debut.</translation>
    </message>
    <message>
        <source>Curtain up for {player}: Unfair Competition begins.</source>
        <translation>Curtain up for {player}: Unfair Competition begins.</translation>
    </message>
    <message>
        <source>{player} completes the cast of {opera}: {card} as {role:art}.</source>
        <translation>{player} completes the cast of {opera}: {card} as {role:art}.</translation>
    </message>
    <message>
        <source>{player} also asks for {cards}.</source>
        <translation>{player} also asks for {cards}.</translation>
    </message>
    <message>
        <source>{player} hands {card} to {seller} as part of the price.</source>
        <translation>{player} hands {card} to {seller} as part of the price.</translation>
    </message>
    <message>
        <source>{player} stages {opera}: {points} PN.</source>
        <translation>{player} stages {opera}: {points} PN.</translation>
    </message>
    <message>
        <source>{player} swaps a season title for 1 gold.</source>
        <translation>{player} swaps a season title for 1 gold.</translation>
    </message>
    <message>
        <source>You receive the title {opera}.</source>
        <translation>You receive the title {opera}.</translation>
    </message>
    <message>
        <source>{player} buys 1 PN of advertising.</source>
        <translation>{player} buys 1 PN of advertising.</translation>
    </message>
    <message>
        <source>{player} changes a title for 5 gold.</source>
        <translation>{player} changes a title for 5 gold.</translation>
    </message>
    <message>
        <source>Time is up: this round is the last.</source>
        <translation>Time is up: this round is the last.</translation>
    </message>
    <message>
        <source>{player} cancels the extra show.</source>
        <translation>{player} cancels the extra show.</translation>
    </message>
    <message>
        <source>{player} announces a flop: {victim} loses {opera}.</source>
        <translation>{player} announces a flop: {victim} loses {opera}.</translation>
    </message>
    <message>
        <source>You give {given} and get {taken}.</source>
        <translation>You give {given} and get {taken}.</translation>
    </message>
    <message>
        <source>{player} swaps a play card with {victim}.</source>
        <translation>{player} swaps a play card with {victim}.</translation>
    </message>
    <message>
        <source>{player} calls a strike: {victim} will lose a turn.</source>
        <translation>{player} calls a strike: {victim} will lose a turn.</translation>
    </message>
    <message>
        <source>{player} reveals the title {opera}.</source>
        <translation>{player} reveals the title {opera}.</translation>
    </message>
    <message>
        <source>{player} and {victim} exchange a season title.</source>
        <translation>{player} and {victim} exchange a season title.</translation>
    </message>
    <message>
        <source>The paparazzo reveals: {cards}.</source>
        <translation>The paparazzo reveals: {cards}.</translation>
    </message>
    <message>
        <source>{player} calls in a favour: {victim} may not compete.</source>
        <translation>{player} calls in a favour: {victim} may not compete.</translation>
    </message>
    <message>
        <source>{player} does not defend.</source>
        <translation>{player} does not defend.</translation>
    </message>
    <message>
        <source>{player} lets {to} defend.</source>
        <translation>{player} lets {to} defend.</translation>
    </message>
    <message>
        <source>{player} reseats the impresarios for the next deal.</source>
        <translation>{player} reseats the impresarios for the next deal.</translation>
    </message>
    <message>
        <source>Notoriety sold for gold</source>
        <translation>Notoriety sold for gold</translation>
    </message>
    <message>
        <source>Base cast</source>
        <translation>Base cast</translation>
    </message>
    <message>
        <source>Extra roles</source>
        <translation>Extra roles</translation>
    </message>
    <message>
        <source>Full cast (hexagon)</source>
        <translation>Full cast (hexagon)</translation>
    </message>
    <message>
        <source>Singers (voices and cards)</source>
        <translation>Singers (voices and cards)</translation>
    </message>
    <message>
        <source>Action cards</source>
        <translation>Action cards</translation>
    </message>
    <message>
        <source>Two Prime donne on stage</source>
        <translation>Two Prime donne on stage</translation>
    </message>
    <message>
        <source>Unpaid Prima donna</source>
        <translation>Unpaid Prima donna</translation>
    </message>
    <message>
        <source>Prima donna</source>
        <translation>Prima donna</translation>
    </message>
    <message>
        <source>Competition at home</source>
        <translation>Competition at home</translation>
    </message>
    <message>
        <source>Postponed (Prima donna)</source>
        <translation>Postponed (Prima donna)</translation>
    </message>
    <message>
        <source>Delayed debut</source>
        <translation>Delayed debut</translation>
    </message>
    <message>
        <source>Delay not announced (no gold)</source>
        <translation>Delay not announced (no gold)</translation>
    </message>
    <message>
        <source>Date to be determined (−50%)</source>
        <translation>Date to be determined (−50%)</translation>
    </message>
    <message>
        <source>Debuts</source>
        <translation>Debuts</translation>
    </message>
    <message>
        <source>Completed casts</source>
        <translation>Completed casts</translation>
    </message>
    <message>
        <source>Opening with a bang</source>
        <translation>Opening with a bang</translation>
    </message>
    <message>
        <source>Lightning start</source>
        <translation>Lightning start</translation>
    </message>
    <message>
        <source>Advertising</source>
        <translation>Advertising</translation>
    </message>
    <message>
        <source>Extra shows</source>
        <translation>Extra shows</translation>
    </message>
    <message>
        <source>Popular trilogy</source>
        <translation>Popular trilogy</translation>
    </message>
    <message>
        <source>The Ring of the Nibelung</source>
        <translation>The Ring of the Nibelung</translation>
    </message>
    <message>
        <source>Tribute showcase</source>
        <translation>Tribute showcase</translation>
    </message>
    <message>
        <source>Zero-kilometre showcase</source>
        <translation>Zero-kilometre showcase</translation>
    </message>
    <message>
        <source>Stylish showcase</source>
        <translation>Stylish showcase</translation>
    </message>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n gold</numerusform>
            <numerusform>%n gold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n singers</source>
        <translation>
            <numerusform>%n singer</numerusform>
            <numerusform>%n singers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action cards</source>
        <translation>
            <numerusform>%n action card</numerusform>
            <numerusform>%n action cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blind-discard markers</source>
        <translation>
            <numerusform>%n blind-discard marker</numerusform>
            <numerusform>%n blind-discard markers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The play deck is rebuilt from the discards (%n cards).</source>
        <translation>
            <numerusform>The play deck is rebuilt from the discards (%n card).</numerusform>
            <numerusform>The play deck is rebuilt from the discards (%n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n cards.</source>
        <translation>
            <numerusform>{player} draws %n card.</numerusform>
            <numerusform>{player} draws %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} discards a card blind, face down.</source>
        <translation>{player} discards a card blind, face down.</translation>
    </message>
    <message>
        <source>{player} dismisses a Prima donna for {cost}.</source>
        <translation>{player} dismisses a Prima donna for {cost}.</translation>
    </message>
    <message>
        <source>{player} lets the chance of Unfair Competition go.</source>
        <translation>{player} lets the chance of Unfair Competition go.</translation>
    </message>
    <message>
        <source>{player} strikes at the show of {victim} with {types}.</source>
        <translation>{player} strikes at the show of {victim} with {types}.</translation>
    </message>
    <message>
        <source>{player} defends with {type:art}.</source>
        <translation>{player} defends with {type:art}.</translation>
    </message>
    <message>
        <source>{player} replaces a singer at the last moment: {card} steps in.</source>
        <translation>{player} replaces a singer at the last moment: {card} steps in.</translation>
    </message>
    <message>
        <source>{player} postpones {opera}: {how}.</source>
        <translation>{player} postpones {opera}: {how}.</translation>
    </message>
    <message>
        <source>{player} offers {card} at the last hour, for {gold} and {markers}.</source>
        <translation>{player} offers {card} at the last hour, for {gold} and {markers}.</translation>
    </message>
    <message>
        <source>{player} names {card} as the cover for L'ansioso.</source>
        <translation>{player} names {card} as the cover for L'ansioso.</translation>
    </message>
    <message>
        <source>{player} also asks for {singers} and {actions} of the victim's choice.</source>
        <translation>{player} also asks for {singers} and {actions} of the victim's choice.</translation>
    </message>
    <message>
        <source>{player} accepts the offer of {seller} for {gold}.</source>
        <translation>{player} accepts the offer of {seller} for {gold}.</translation>
    </message>
    <message>
        <source>{player} pulls the Infingardo's manoeuvre on {victim}: {gold}.</source>
        <translation>{player} pulls the Infingardo's manoeuvre on {victim}: {gold}.</translation>
    </message>
    <message>
        <source>{player} stages {show:art}: {gold} and {points} PN.</source>
        <translation>{player} stages {show:art}: {gold} and {points} PN.</translation>
    </message>
    <message>
        <source>{player} plays {type:art}.</source>
        <translation>{player} plays {type:art}.</translation>
    </message>
    <message>
        <source>{player} plays The Fool: {type} has no effect.</source>
        <translation>{player} plays The Fool: {type} has no effect.</translation>
    </message>
    <message numerus="yes">
        <source>{player} sends a paparazzo: %n cards spied.</source>
        <translation>
            <numerusform>{player} sends a paparazzo: %n card spied.</numerusform>
            <numerusform>{player} sends a paparazzo: %n cards spied.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} picks up the foyer gossip: {cards}.</source>
        <translation>{player} picks up the foyer gossip: {cards}.</translation>
    </message>
    <message>
        <source>{player} has finished helping with the partner's cast.</source>
        <translation>{player} has finished helping with the partner's cast.</translation>
    </message>
    <message>
        <source>{player} adds {type:art} to the production.</source>
        <translation>{player} adds {type:art} to the production.</translation>
    </message>
    <message>
        <source>Tie broken by a coin toss.</source>
        <translation>Tie broken by a coin toss.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>You hold two Prime donne: dismiss one first.</source>
        <translation>You hold two Prime donne: dismiss one first.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>You have already drawn this turn.</translation>
    </message>
    <message>
        <source>There is no discard of the previous player to take.</source>
        <translation>There is no discard of the previous player to take.</translation>
    </message>
    <message>
        <source>You have already played your action this turn.</source>
        <translation>You have already played your action this turn.</translation>
    </message>
    <message>
        <source>A debut may follow only a draw from the play deck.</source>
        <translation>A debut may follow only a draw from the play deck.</translation>
    </message>
    <message>
        <source>Draw or play before ending your turn.</source>
        <translation>Draw or play before ending your turn.</translation>
    </message>
    <message>
        <source>That singer cannot sing this role.</source>
        <translation>That singer cannot sing this role.</translation>
    </message>
    <message>
        <source>Fill every role of the base cast first.</source>
        <translation>Fill every role of the base cast first.</translation>
    </message>
    <message>
        <source>Your Prima donna must star, and you must afford the costs.</source>
        <translation>Your Prima donna must star, and you must afford the costs.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>That move is not allowed.</translation>
    </message>
    <message>
        <source>Team play needs exactly four players.</source>
        <translation>Team play needs exactly four players.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>The match is over.</translation>
    </message>
    <message>
        <source>A Prima donna sings only roles of the same sex: En travesti is never for a Prima donna.</source>
        <translation>A Prima donna sings only roles of the same sex: En travesti is never for a Prima donna.</translation>
    </message>
    <message>
        <source>Wrong voice: the role is {role_voice}, your singer {voice}.</source>
        <translation>Wrong voice: the role is {role_voice}, your singer {voice}.</translation>
    </message>
    <message numerus="yes">
        <source>Only the %n impresarios after the one who debuts attack this show; you are not one of them.</source>
        <translation>
            <numerusform>Only the %n impresario after the one who debuts attacks this show; you are not that one.</numerusform>
            <numerusform>Only the %n impresarios after the one who debuts attack this show; you are not one of them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait: the other attacker acts first, then the show's impresario defends.</source>
        <translation>Wait: the other attacker acts first, then the show's impresario defends.</translation>
    </message>
    <message>
        <source>Now the show's impresario answers the attack; the next attack comes after.</source>
        <translation>Now the show's impresario answers the attack; the next attack comes after.</translation>
    </message>
    <message>
        <source>A Prima donna is not discarded but dismissed: drag the card onto the exceptions and pay its dismissal cost.</source>
        <translation>A Prima donna is not discarded but dismissed: drag the card onto the exceptions and pay its dismissal cost.</translation>
    </message>
    <message>
        <source>Match mode</source>
        <translation>Match mode</translation>
    </message>
    <message>
        <source>All in one evening! (25 PN)</source>
        <translation>All in one evening! (25 PN)</translation>
    </message>
    <message>
        <source>Apprenticeship in the provinces (50 PN)</source>
        <translation>Apprenticeship in the provinces (50 PN)</translation>
    </message>
    <message>
        <source>Olympus of music (100 PN)</source>
        <translation>Olympus of music (100 PN)</translation>
    </message>
    <message>
        <source>The sharpest high note! (30 minutes)</source>
        <translation>The sharpest high note! (30 minutes)</translation>
    </message>
    <message>
        <source>A cantata in company (60 minutes)</source>
        <translation>A cantata in company (60 minutes)</translation>
    </message>
    <message>
        <source>Meditating on the opera (90 minutes)</source>
        <translation>Meditating on the opera (90 minutes)</translation>
    </message>
    <message>
        <source>Prime donne in play</source>
        <translation>Prime donne in play</translation>
    </message>
    <message>
        <source>Last-Hour Offer</source>
        <translation>Last-Hour Offer</translation>
    </message>
    <message>
        <source>Infingardo's Manoeuvre</source>
        <translation>Infingardo's Manoeuvre</translation>
    </message>
    <message>
        <source>Team play (4 players)</source>
        <translation>Team play (4 players)</translation>
    </message>
    <message>
        <source>En travesti for Great Interpreters</source>
        <translation>En travesti for Great Interpreters</translation>
    </message>
    <message>
        <source>Safety cap on rounds</source>
        <translation>Safety cap on rounds</translation>
    </message>
    <message>
        <source>Nerves of Steel costs 1 PN for Debutants too</source>
        <translation>Nerves of Steel costs 1 PN for Debutants too</translation>
    </message>
    <message>
        <source>Postponed shows keep the lower half</source>
        <translation>Postponed shows keep the lower half</translation>
    </message>
    <message>
        <source>Dismissed Prime donne go to the blind discard</source>
        <translation>Dismissed Prime donne go to the blind discard</translation>
    </message>
    <message>
        <source>How the match ends: at a Notoriety target, or when the clock runs out.</source>
        <translation>How the match ends: at a Notoriety target, or when the clock runs out.</translation>
    </message>
    <message>
        <source>Ends with the round in which an impresario reaches 25 PN.</source>
        <translation>Ends with the round in which an impresario reaches 25 PN.</translation>
    </message>
    <message>
        <source>Ends with the round in which an impresario reaches 50 PN.</source>
        <translation>Ends with the round in which an impresario reaches 50 PN.</translation>
    </message>
    <message>
        <source>Ends with the round in which an impresario reaches 100 PN.</source>
        <translation>Ends with the round in which an impresario reaches 100 PN.</translation>
    </message>
    <message>
        <source>After 30 minutes the round in progress is the last; most PN wins.</source>
        <translation>After 30 minutes the round in progress is the last; most PN wins.</translation>
    </message>
    <message>
        <source>After 60 minutes the round in progress is the last; most PN wins.</source>
        <translation>After 60 minutes the round in progress is the last; most PN wins.</translation>
    </message>
    <message>
        <source>After 90 minutes the round in progress is the last; most PN wins.</source>
        <translation>After 90 minutes the round in progress is the last; most PN wins.</translation>
    </message>
    <message>
        <source>Six star singers with big bonuses and big demands join the play deck.</source>
        <translation>Six star singers with big bonuses and big demands join the play deck.</translation>
    </message>
    <message>
        <source>When a debut risks postponement, rivals may sell the missing singer.</source>
        <translation>When a debut risks postponement, rivals may sell the missing singer.</translation>
    </message>
    <message>
        <source>The rival who struck a singer may replace it, and is paid for it.</source>
        <translation>The rival who struck a singer may replace it, and is paid for it.</translation>
    </message>
    <message>
        <source>Two pairs facing each other, one Notoriety marker per pair.</source>
        <translation>Two pairs facing each other, one Notoriety marker per pair.</translation>
    </message>
    <message>
        <source>En travesti may also put Great Interpreters in Principal roles.</source>
        <translation>En travesti may also put Great Interpreters in Principal roles.</translation>
    </message>
    <message>
        <source>A match that has not ended after this many rounds ends as if time were up.</source>
        <translation>A match that has not ended after this many rounds ends as if time were up.</translation>
    </message>
    <message>
        <source>A Debutant in a First part also loses 1 PN with Nerves of Steel.</source>
        <translation>A Debutant in a First part also loses 1 PN with Nerves of Steel.</translation>
    </message>
    <message>
        <source>A show with its date to be determined rounds its halved PN down, not up.</source>
        <translation>A show with its date to be determined rounds its halved PN down, not up.</translation>
    </message>
    <message>
        <source>A Prima donna dismissed unused goes to the blind discards, not the exceptions.</source>
        <translation>A Prima donna dismissed unused goes to the blind discards, not the exceptions.</translation>
    </message>
    <message>
        <source>Sublime Aria</source>
        <translation>Sublime Aria</translation>
    </message>
    <message>
        <source>+1 PN on one of your Golden Throats. With Claque: +3 PN, no gold. Cancels Audience Roar.</source>
        <translation>+1 PN on one of your Golden Throats. With Claque: +3 PN, no gold. Cancels Audience Roar.</translation>
    </message>
    <message>
        <source>Audience Roar</source>
        <translation>Audience Roar</translation>
    </message>
    <message>
        <source>−1 PN to a show (−2 with 1 gold). Cancels Claque; with 2 gold cancels Night of Grace.</source>
        <translation>−1 PN to a show (−2 with 1 gold). Cancels Claque; with 2 gold cancels Night of Grace.</translation>
    </message>
    <message>
        <source>Bomb of Cortisone</source>
        <translation>Bomb of Cortisone</translation>
    </message>
    <message>
        <source>Cancels a Gust of Wind.</source>
        <translation>Cancels a Gust of Wind.</translation>
    </message>
    <message>
        <source>New Year's Eve</source>
        <translation>New Year's Eve</translation>
    </message>
    <message>
        <source>With a debut: +2 gold. Needed for the New Year's concert.</source>
        <translation>With a debut: +2 gold. Needed for the New Year's concert.</translation>
    </message>
    <message>
        <source>Claque</source>
        <translation>Claque</translation>
    </message>
    <message>
        <source>+1 PN (+2 with 1 gold). Cancels Audience Roar; with 2 gold cancels an Off-Key Note.</source>
        <translation>+1 PN (+2 with 1 gold). Cancels Audience Roar; with 2 gold cancels an Off-Key Note.</translation>
    </message>
    <message>
        <source>Twist of Fate</source>
        <translation>Twist of Fate</translation>
    </message>
    <message>
        <source>Swap one of your titles with a random title of an opponent (2 gold: swap between two opponents).</source>
        <translation>Swap one of your titles with a random title of an opponent (2 gold: swap between two opponents).</translation>
    </message>
    <message>
        <source>Gust of Wind</source>
        <translation>Gust of Wind</translation>
    </message>
    <message>
        <source>Knocks out an opposing singer: the debut is delayed unless replaced.</source>
        <translation>Knocks out an opposing singer: the debut is delayed unless replaced.</translation>
    </message>
    <message>
        <source>Press Conference</source>
        <translation>Press Conference</translation>
    </message>
    <message>
        <source>Everyone reveals one season title. Special: announce a delay without paying gold.</source>
        <translation>Everyone reveals one season title. Special: announce a delay without paying gold.</translation>
    </message>
    <message>
        <source>En travesti</source>
        <translation>En travesti</translation>
    </message>
    <message>
        <source>A singer plays a role of the opposite sex: 0 PN in a Second part, −1 in a First part.</source>
        <translation>A singer plays a role of the opposite sex: 0 PN in a Second part, −1 in a First part.</translation>
    </message>
    <message>
        <source>Announced Flop</source>
        <translation>Announced Flop</translation>
    </message>
    <message>
        <source>An opponent loses a season title and draws a new one.</source>
        <translation>An opponent loses a season title and draws a new one.</translation>
    </message>
    <message>
        <source>Elopement</source>
        <translation>Elopement</translation>
    </message>
    <message>
        <source>Your female Golden Throat seduces a male singer: both leave, date to be determined.</source>
        <translation>Your female Golden Throat seduces a male singer: both leave, date to be determined.</translation>
    </message>
    <message>
        <source>Grand Event</source>
        <translation>Grand Event</translation>
    </message>
    <message>
        <source>With a debut: +2 PN and +1 gold. Recital or Three Tenors: +2 gold and +1 PN.</source>
        <translation>With a debut: +2 PN and +1 gold. Recital or Three Tenors: +2 gold and +1 PN.</translation>
    </message>
    <message>
        <source>Grand Orchestra</source>
        <translation>Grand Orchestra</translation>
    </message>
    <message>
        <source>With a debut: +1 PN and +1 gold. Recital or Three Tenors: +2 gold.</source>
        <translation>With a debut: +1 PN and +1 gold. Recital or Three Tenors: +2 gold.</translation>
    </message>
    <message>
        <source>The Pharmacist</source>
        <translation>The Pharmacist</translation>
    </message>
    <message>
        <source>On a Golden Throat: the cast is immune to Gust of Wind and Viral Infection. Cures in defence.</source>
        <translation>On a Golden Throat: the cast is immune to Gust of Wind and Viral Infection. Cures in defence.</translation>
    </message>
    <message>
        <source>Agency Wheeling-and-Dealing</source>
        <translation>Agency Wheeling-and-Dealing</translation>
    </message>
    <message>
        <source>Swap one of your play cards with a random card of an opponent.</source>
        <translation>Swap one of your play cards with a random card of an opponent.</translation>
    </message>
    <message>
        <source>Nerves of Steel</source>
        <translation>Nerves of Steel</translation>
    </message>
    <message>
        <source>A Debutant sings a First part, or a Golden Throat a Principal role (−1 PN). Cancels Stage Fright and Elopement.</source>
        <translation>A Debutant sings a First part, or a Golden Throat a Principal role (−1 PN). Cancels Stage Fright and Elopement.</translation>
    </message>
    <message>
        <source>Paparazzo</source>
        <translation>Paparazzo</translation>
    </message>
    <message>
        <source>Spy on 2 opponent play cards (1 gold: 3 cards; 2 gold: 1 season title).</source>
        <translation>Spy on 2 opponent play cards (1 gold: 3 cards; 2 gold: 1 season title).</translation>
    </message>
    <message>
        <source>Protest</source>
        <translation>Protest</translation>
    </message>
    <message>
        <source>Removes an opposing Debutant or Golden Throat: date to be determined. With Off-Key Note: a Great Interpreter.</source>
        <translation>Removes an opposing Debutant or Golden Throat: date to be determined. With Off-Key Note: a Great Interpreter.</translation>
    </message>
    <message>
        <source>Recommendation of Iron</source>
        <translation>Recommendation of Iron</translation>
    </message>
    <message>
        <source>A Debutant sings a First part (−1 PN) or a Golden Throat a Principal role (−2 PN); cannot be protested. Cancels Protest.</source>
        <translation>A Debutant sings a First part (−1 PN) or a Golden Throat a Principal role (−2 PN); cannot be protested. Cancels Protest.</translation>
    </message>
    <message>
        <source>Stagehands' Strike</source>
        <translation>Stagehands' Strike</translation>
    </message>
    <message>
        <source>An opponent loses a turn. With your debut: an opponent loses the right to Unfair Competition.</source>
        <translation>An opponent loses a turn. With your debut: an opponent loses the right to Unfair Competition.</translation>
    </message>
    <message>
        <source>+2 PN; may name an opponent, who loses the right to Unfair Competition.</source>
        <translation>+2 PN; may name an opponent, who loses the right to Unfair Competition.</translation>
    </message>
    <message>
        <source>Night of Grace</source>
        <translation>Night of Grace</translation>
    </message>
    <message>
        <source>{player} postpones {opera}: a delayed debut, the struck singer recovers and sings.</source>
        <translation>{player} postpones {opera}: a delayed debut, the struck singer recovers and sings.</translation>
    </message>
    <message>
        <source>{player} postpones {opera}: date to be determined, the show goes on without the struck singer.</source>
        <translation>{player} postpones {opera}: date to be determined, the show goes on without the struck singer.</translation>
    </message>
    <message>
        <source>{player} listens for gossip in the foyer: nothing there.</source>
        <translation>{player} listens for gossip in the foyer: nothing there.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n cards first: you may keep at most 13.</source>
        <translation>
            <numerusform>Discard %n card first: you may keep at most 13.</numerusform>
            <numerusform>Discard %n cards first: you may keep at most 13.</numerusform>
        </translation>
    </message>
    <message>
        <source>That costs {needed}; you can pay only {have}.</source>
        <translation>That costs {needed}; you can pay only {have}.</translation>
    </message>
    <message>
        <source>That card cannot act there now: drop it on one of the highlighted places.</source>
        <translation>That card cannot act there now: drop it on one of the highlighted places.</translation>
    </message>
    <message>
        <source>First the set-up: swap a title for 1 gold, or keep your season.</source>
        <translation>First the set-up: swap a title for 1 gold, or keep your season.</translation>
    </message>
    <message>
        <source>Unfair Competition is under way: attack, add a singer, or end your Unfair Competition.</source>
        <translation>Unfair Competition is under way: attack, add a singer, or end your Unfair Competition.</translation>
    </message>
    <message>
        <source>Answer the attack first: defend your show, or pass.</source>
        <translation>Answer the attack first: defend your show, or pass.</translation>
    </message>
    <message>
        <source>First take the gossip cards you want, or draw the rest from the deck.</source>
        <translation>First take the gossip cards you want, or draw the rest from the deck.</translation>
    </message>
    <message>
        <source>First hand over the cards the accepted offer asks for.</source>
        <translation>First hand over the cards the accepted offer asks for.</translation>
    </message>
    <message>
        <source>First choose the title the Announced Flop discards.</source>
        <translation>First choose the title the Announced Flop discards.</translation>
    </message>
    <message>
        <source>That role already has its singer.</source>
        <translation>That role already has its singer.</translation>
    </message>
    <message>
        <source>A Student sings only Mute or spoken roles.</source>
        <translation>A Student sings only Mute or spoken roles.</translation>
    </message>
    <message>
        <source>Only a Student sings a Mute or spoken role.</source>
        <translation>Only a Student sings a Mute or spoken role.</translation>
    </message>
    <message>
        <source>A Prima donna sings only a Principal role.</source>
        <translation>A Prima donna sings only a Principal role.</translation>
    </message>
    <message>
        <source>A Great Interpreter sings only Principal roles.</source>
        <translation>A Great Interpreter sings only Principal roles.</translation>
    </message>
    <message>
        <source>A Debutant never sings a Principal role.</source>
        <translation>A Debutant never sings a Principal role.</translation>
    </message>
    <message>
        <source>That role is of the other sex: it needs En travesti.</source>
        <translation>That role is of the other sex: it needs En travesti.</translation>
    </message>
    <message>
        <source>This singer needs Nerves of Steel, Recommendation of Iron or Night of Grace for this role.</source>
        <translation>This singer needs Nerves of Steel, Recommendation of Iron or Night of Grace for this role.</translation>
    </message>
    <message>
        <source>{card} is played with a debut, never as a defence.</source>
        <translation>{card} is played with a debut, never as a defence.</translation>
    </message>
    <message>
        <source>{card} goes only on one of your Golden Throats.</source>
        <translation>{card} goes only on one of your Golden Throats.</translation>
    </message>
    <message>
        <source>On a singer, the Claque joins a Sublime Aria: play the Sublime Aria there first, or drop the Claque on the whole show.</source>
        <translation>On a singer, the Claque joins a Sublime Aria: play the Sublime Aria there first, or drop the Claque on the whole show.</translation>
    </message>
    <message>
        <source>{card} is not a turn card: it is played on a show, in a debut or in Unfair Competition.</source>
        <translation>{card} is not a turn card: it is played on a show, in a debut or in Unfair Competition.</translation>
    </message>
    <message>
        <source>A singer goes on stage in a debut: drag a title of your season onto the stage first.</source>
        <translation>A singer goes on stage in a debut: drag a title of your season onto the stage first.</translation>
    </message>
    <message>
        <source>Your rival is attacking your show now: you may defend after the attack.</source>
        <translation>Your rival is attacking your show now: you may defend after the attack.</translation>
    </message>
    <message>
        <source>Your show lost the singer: you cannot make a Last-Hour Offer yourself. Accept an offer, replace the singer or accept the postponement.</source>
        <translation>Your show lost the singer: you cannot make a Last-Hour Offer yourself. Accept an offer, replace the singer or accept the postponement.</translation>
    </message>
    <message>
        <source>The impresarios make their Last-Hour Offers in turn: wait for yours.</source>
        <translation>The impresarios make their Last-Hour Offers in turn: wait for yours.</translation>
    </message>
    <message numerus="yes">
        <source>You hold %n cards: a discard is due only above {limit}. Only a Prima donna may be dismissed at any time.</source>
        <translation>
            <numerusform>You hold %n card: a discard is due only above {limit}. Only a Prima donna may be dismissed at any time.</numerusform>
            <numerusform>You hold %n cards: a discard is due only above {limit}. Only a Prima donna may be dismissed at any time.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have no blind-discard marker left: discard face up.</source>
        <translation>You have no blind-discard marker left: discard face up.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>You have already added a singer to this show: one per Unfair Competition action.</source>
        <translation>You have already added a singer to this show: one per Unfair Competition action.</translation>
    </message>
    <message>
        <source>In team play the second attacker may not add singers to the show.</source>
        <translation>In team play the second attacker may not add singers to the show.</translation>
    </message>
    <message>
        <source>You have already used your Unfair Competition action: end it.</source>
        <translation>You have already used your Unfair Competition action: end it.</translation>
    </message>
    <message>
        <source>A Great Interpreter is immune to {card} played alone.</source>
        <translation>A Great Interpreter is immune to {card} played alone.</translation>
    </message>
    <message>
        <source>A Prima donna is immune to {card} played alone.</source>
        <translation>A Prima donna is immune to {card} played alone.</translation>
    </message>
    <message>
        <source>No Unfair Competition card touches The Fool.</source>
        <translation>No Unfair Competition card touches The Fool.</translation>
    </message>
    <message>
        <source>The Pharmacist makes this cast immune to {card}.</source>
        <translation>The Pharmacist makes this cast immune to {card}.</translation>
    </message>
    <message>
        <source>A Prima donna is swapped only for a Prima donna, and that rival holds none.</source>
        <translation>A Prima donna is swapped only for a Prima donna, and that rival holds none.</translation>
    </message>
    <message>
        <source>That rival holds only Prime donne, and a Prima donna is swapped only for a Prima donna.</source>
        <translation>That rival holds only Prime donne, and a Prima donna is swapped only for a Prima donna.</translation>
    </message>
    <message>
        <source>A Debutant sings a First part or a Golden Throat a Principal role. With Sublime Aria: +2 PN more.</source>
        <translation>A Debutant sings a First part or a Golden Throat a Principal role. With Sublime Aria: +2 PN more.</translation>
    </message>
    <message>
        <source>Clamorous Off-Key Note</source>
        <translation>Clamorous Off-Key Note</translation>
    </message>
    <message>
        <source>−1 PN on a First part (−2 on a Golden Throat in a Principal role). Cancels Sublime Aria.</source>
        <translation>−1 PN on a First part (−2 on a Golden Throat in a Principal role). Cancels Sublime Aria.</translation>
    </message>
    <message>
        <source>Stage Fright</source>
        <translation>Stage Fright</translation>
    </message>
    <message>
        <source>An opposing singer leaves the stage: the debut is delayed unless replaced.</source>
        <translation>An opposing singer leaves the stage: the debut is delayed unless replaced.</translation>
    </message>
    <message>
        <source>Viral Infection!</source>
        <translation>Viral Infection!</translation>
    </message>
    <message>
        <source>−2 PN to a show. Cancels Grand Orchestra.</source>
        <translation>−2 PN to a show. Cancels Grand Orchestra.</translation>
    </message>
    <message>
        <source>Foyer Gossip</source>
        <translation>Foyer Gossip</translation>
    </message>
    <message>
        <source>Take the latest face-up discards of your opponents.</source>
        <translation>Take the latest face-up discards of your opponents.</translation>
    </message>
    <message>
        <source>The Fool</source>
        <translation>The Fool</translation>
    </message>
    <message>
        <source>Any play card except a Prima donna; cancels a turn card's effect on you; immune to Unfair Competition.</source>
        <translation>Any play card except a Prima donna; cancels a turn card's effect on you; immune to Unfair Competition.</translation>
    </message>
    <message>
        <source>L'amica dell'amico</source>
        <translation>L'amica dell'amico</translation>
    </message>
    <message>
        <source>La battagliera</source>
        <translation>La battagliera</translation>
    </message>
    <message>
        <source>+2 PN; no postponement penalty, no Stage Fright or Elopement; struck singers still sing at −1.</source>
        <translation>+2 PN; no postponement penalty, no Stage Fright or Elopement; struck singers still sing at −1.</translation>
    </message>
    <message>
        <source>La capricciosa</source>
        <translation>La capricciosa</translation>
    </message>
    <message>
        <source>+5 PN if the rest of the cast is Debutants (or off-key Golden Throats); costs no gold.</source>
        <translation>+5 PN if the rest of the cast is Debutants (or off-key Golden Throats); costs no gold.</translation>
    </message>
    <message>
        <source>L'ansioso</source>
        <translation>L'ansioso</translation>
    </message>
    <message>
        <source>+2 PN; needs a male Golden Throat and a male Debutant in the cast; costs no gold.</source>
        <translation>+2 PN; needs a male Golden Throat and a male Debutant in the cast; costs no gold.</translation>
    </message>
    <message>
        <source>L'immenso</source>
        <translation>L'immenso</translation>
    </message>
    <message>
        <source>+3 PN plus the +2 PN of a Grand Event; costs 5 gold.</source>
        <translation>+3 PN plus the +2 PN of a Grand Event; costs 5 gold.</translation>
    </message>
    <message>
        <source>L'istrione</source>
        <translation>L'istrione</translation>
    </message>
    <message>
        <source>+2 PN.</source>
        <translation>+2 PN.</translation>
    </message>
    <message>
        <source>Class recital</source>
        <translation>Class recital</translation>
    </message>
    <message>
        <source>Master class (3 Debutants)</source>
        <translation>Master class (3 Debutants)</translation>
    </message>
    <message>
        <source>Master class (5 Debutants)</source>
        <translation>Master class (5 Debutants)</translation>
    </message>
    <message>
        <source>Recital of Golden Throats</source>
        <translation>Recital of Golden Throats</translation>
    </message>
    <message>
        <source>Recital with a Great Interpreter</source>
        <translation>Recital with a Great Interpreter</translation>
    </message>
    <message>
        <source>Three Tenors concert</source>
        <translation>Three Tenors concert</translation>
    </message>
    <message>
        <source>New Year's concert</source>
        <translation>New Year's concert</translation>
    </message>
    <message>
        <source>New Year's concert with two Prime donne</source>
        <translation>New Year's concert with two Prime donne</translation>
    </message>
    <message>
        <source>Great Interpreter</source>
        <translation>Great Interpreter</translation>
    </message>
    <message>
        <source>Golden Throat</source>
        <translation>Golden Throat</translation>
    </message>
    <message>
        <source>Debutant</source>
        <translation>Debutant</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Student</translation>
    </message>
    <message>
        <source>Soprano</source>
        <translation>Soprano</translation>
    </message>
    <message>
        <source>Mezzo-soprano</source>
        <translation>Mezzo-soprano</translation>
    </message>
    <message>
        <source>Contralto</source>
        <translation>Contralto</translation>
    </message>
    <message>
        <source>Tenor</source>
        <translation>Tenor</translation>
    </message>
    <message>
        <source>Baritone</source>
        <translation>Baritone</translation>
    </message>
    <message>
        <source>Bass</source>
        <translation>Bass</translation>
    </message>
    <message>
        <source>Principal role</source>
        <translation>Principal role</translation>
    </message>
    <message>
        <source>First part</source>
        <translation>First part</translation>
    </message>
    <message>
        <source>Second part</source>
        <translation>Second part</translation>
    </message>
    <message>
        <source>Mute or spoken role</source>
        <translation>Mute or spoken role</translation>
    </message>
    <message>
        <source>delayed debut</source>
        <translation>delayed debut</translation>
    </message>
    <message>
        <source>date to be determined</source>
        <translation>date to be determined</translation>
    </message>
    <message>
        <source>Swap a title for 1 gold</source>
        <translation>Swap a title for 1 gold</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Take this gossip card</source>
        <translation>Take this gossip card</translation>
    </message>
    <message>
        <source>Draw the rest from the deck</source>
        <translation>Draw the rest from the deck</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Buy advertising (3 gold → 1 PN)</source>
        <translation>Buy advertising (3 gold → 1 PN)</translation>
    </message>
    <message>
        <source>Change a title (5 gold)</source>
        <translation>Change a title (5 gold)</translation>
    </message>
    <message>
        <source>Dismiss a Prima donna</source>
        <translation>Dismiss a Prima donna</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>End turn</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Time is up</translation>
    </message>
    <message>
        <source>Debut an opera</source>
        <translation>Debut an opera</translation>
    </message>
    <message>
        <source>Cast a singer</source>
        <translation>Cast a singer</translation>
    </message>
    <message>
        <source>Play a card on the show</source>
        <translation>Play a card on the show</translation>
    </message>
    <message>
        <source>Call in a favour</source>
        <translation>Call in a favour</translation>
    </message>
    <message>
        <source>Confirm the debut</source>
        <translation>Confirm the debut</translation>
    </message>
    <message>
        <source>Give up the debut</source>
        <translation>Give up the debut</translation>
    </message>
    <message>
        <source>Raise the curtain</source>
        <translation>Raise the curtain</translation>
    </message>
    <message>
        <source>Unfair Competition</source>
        <translation>Unfair Competition</translation>
    </message>
    <message>
        <source>Complete the cast</source>
        <translation>Complete the cast</translation>
    </message>
    <message>
        <source>End your Unfair Competition</source>
        <translation>End your Unfair Competition</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Defend</translation>
    </message>
    <message>
        <source>Do not defend</source>
        <translation>Do not defend</translation>
    </message>
    <message>
        <source>Let your partner defend</source>
        <translation>Let your partner defend</translation>
    </message>
    <message>
        <source>Substitute the singer</source>
        <translation>Substitute the singer</translation>
    </message>
    <message>
        <source>Accept the postponement</source>
        <translation>Accept the postponement</translation>
    </message>
    <message>
        <source>Make a last-hour offer</source>
        <translation>Make a last-hour offer</translation>
    </message>
    <message>
        <source>Infingardo's manoeuvre</source>
        <translation>Infingardo's manoeuvre</translation>
    </message>
    <message>
        <source>Make no offer</source>
        <translation>Make no offer</translation>
    </message>
    <message>
        <source>Commit a cover for L'ansioso</source>
        <translation>Commit a cover for L'ansioso</translation>
    </message>
    <message>
        <source>Choose the title to flop</source>
        <translation>Choose the title to flop</translation>
    </message>
    <message>
        <source>Add to the price</source>
        <translation>Add to the price</translation>
    </message>
    <message>
        <source>Make the offer</source>
        <translation>Make the offer</translation>
    </message>
    <message>
        <source>Hand over a card</source>
        <translation>Hand over a card</translation>
    </message>
    <message>
        <source>Accept the offer</source>
        <translation>Accept the offer</translation>
    </message>
    <message>
        <source>Play a turn card</source>
        <translation>Play a turn card</translation>
    </message>
    <message>
        <source>Use The Fool</source>
        <translation>Use The Fool</translation>
    </message>
    <message>
        <source>Reveal a title</source>
        <translation>Reveal a title</translation>
    </message>
    <message>
        <source>Stage an extra show</source>
        <translation>Stage an extra show</translation>
    </message>
    <message>
        <source>Add a singer to the show</source>
        <translation>Add a singer to the show</translation>
    </message>
    <message>
        <source>Stage the show</source>
        <translation>Stage the show</translation>
    </message>
    <message>
        <source>Cancel the show</source>
        <translation>Cancel the show</translation>
    </message>
    <message>
        <source>Reseat your opponents</source>
        <translation>Reseat your opponents</translation>
    </message>
    <message>
        <source>Count Robinson</source>
        <translation>Count Robinson</translation>
    </message>
    <message>
        <source>Countess Almaviva</source>
        <translation>Countess Almaviva</translation>
    </message>
    <message>
        <source>Count Almaviva</source>
        <translation>Count Almaviva</translation>
    </message>
    <message>
        <source>Queen of the Night</source>
        <translation>Queen of the Night</translation>
    </message>
    <message>
        <source>A notary</source>
        <translation>A notary</translation>
    </message>
    <message>
        <source>Doctor Malatesta</source>
        <translation>Doctor Malatesta</translation>
    </message>
    <message>
        <source>High Priest of Baal</source>
        <translation>High Priest of Baal</translation>
    </message>
    <message>
        <source>Duke of Mantua</source>
        <translation>Duke of Mantua</translation>
    </message>
    <message>
        <source>Count di Luna</source>
        <translation>Count di Luna</translation>
    </message>
    <message>
        <source>Count Rodolfo</source>
        <translation>Count Rodolfo</translation>
    </message>
    <message>
        <source>Baron Douphol</source>
        <translation>Baron Douphol</translation>
    </message>
    <message>
        <source>Doctor Grenvil</source>
        <translation>Doctor Grenvil</translation>
    </message>
    <message>
        <source>The King</source>
        <translation>The King</translation>
    </message>
    <message>
        <source>A messenger</source>
        <translation>A messenger</translation>
    </message>
    <message>
        <source>High Priestess</source>
        <translation>High Priestess</translation>
    </message>
    <message>
        <source>Mistress Quickly</source>
        <translation>Mistress Quickly</translation>
    </message>
    <message>
        <source>Doctor Caius</source>
        <translation>Doctor Caius</translation>
    </message>
    <message>
        <source>The Wanderer</source>
        <translation>The Wanderer</translation>
    </message>
    <message>
        <source>Woodbird</source>
        <translation>Woodbird</translation>
    </message>
    <message>
        <source>King Marke</source>
        <translation>King Marke</translation>
    </message>
    <message>
        <source>A shepherd</source>
        <translation>A shepherd</translation>
    </message>
    <message>
        <source>A steersman</source>
        <translation>A steersman</translation>
    </message>
    <message>
        <source>The King's Herald</source>
        <translation>The King's Herald</translation>
    </message>
    <message>
        <source>King Henry</source>
        <translation>King Henry</translation>
    </message>
    <message>
        <source>Prince Gremin</source>
        <translation>Prince Gremin</translation>
    </message>
    <message>
        <source>Eugene Onegin</source>
        <translation>Eugene Onegin</translation>
    </message>
    <message>
        <source>Countess di Coigny</source>
        <translation>Countess di Coigny</translation>
    </message>
    <message>
        <source>Baron Scarpia</source>
        <translation>Baron Scarpia</translation>
    </message>
    <message>
        <source>The Sacristan</source>
        <translation>The Sacristan</translation>
    </message>
    <message>
        <source>A shepherd boy</source>
        <translation>A shepherd boy</translation>
    </message>
    <message>
        <source>The Bonze</source>
        <translation>The Bonze</translation>
    </message>
    <message>
        <source>Emperor Altoum</source>
        <translation>Emperor Altoum</translation>
    </message>
    <message>
        <source>A mandarin</source>
        <translation>A mandarin</translation>
    </message>
    <message>
        <source>The Marschallin</source>
        <translation>The Marschallin</translation>
    </message>
    <message>
        <source>Baron Ochs</source>
        <translation>Baron Ochs</translation>
    </message>
    <message>
        <source>An Italian singer</source>
        <translation>An Italian singer</translation>
    </message>
</context>
<context>
    <name>sipario_board</name>
    <message>
        <source>Notoriety</source>
        <translation>Notoriety</translation>
    </message>
    <message>
        <source>Deal {deal} · round {round}</source>
        <translation>Deal {deal} · round {round}</translation>
    </message>
    <message>
        <source>⚑ First to {target} PN</source>
        <translation>⚑ First to {target} PN</translation>
    </message>
    <message>
        <source>◷ {time} left</source>
        <translation>◷ {time} left</translation>
    </message>
    <message>
        <source>◷ Time is up</source>
        <translation>◷ Time is up</translation>
    </message>
    <message>
        <source>Last round of the deal</source>
        <translation>Last round of the deal</translation>
    </message>
    <message>
        <source>“Opening with a bang” +5 PN still to win</source>
        <translation>“Opening with a bang” +5 PN still to win</translation>
    </message>
    <message>
        <source>“Lightning start” +3 PN still to win</source>
        <translation>“Lightning start” +3 PN still to win</translation>
    </message>
    <message>
        <source>{player} (you)</source>
        <translation>{player} (you)</translation>
    </message>
    <message>
        <source>{pn} PN · {gold} · {markers}</source>
        <translation>{pn} PN · {gold} · {markers}</translation>
    </message>
    <message>
        <source>{pn} PN · G {gold} · ◦ {markers}</source>
        <translation>{pn} PN · G {gold} · ◦ {markers}</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n cards</source>
        <translation>
            <numerusform>Hand: %n card</numerusform>
            <numerusform>Hand: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Prima donna</source>
        <translation>
            <numerusform>%n Prima donna</numerusform>
            <numerusform>%n Prime donne</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spied</source>
        <translation>
            <numerusform>%n spied</numerusform>
            <numerusform>%n spied</numerusform>
        </translation>
    </message>
    <message>
        <source>Staged: {operas}</source>
        <translation>Staged: {operas}</translation>
    </message>
    <message numerus="yes">
        <source>Staged: %n operas</source>
        <translation>
            <numerusform>Staged: %n opera</numerusform>
            <numerusform>Staged: %n operas</numerusform>
        </translation>
    </message>
    <message>
        <source>Staged: none yet</source>
        <translation>Staged: none yet</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>Team with {player}: {score} PN</source>
        <translation>Team with {player}: {score} PN</translation>
    </message>
    <message numerus="yes">
        <source>skips %n turns</source>
        <translation>
            <numerusform>skips %n turn</numerusform>
            <numerusform>skips %n turns</numerusform>
        </translation>
    </message>
    <message>
        <source>attacker {number}</source>
        <translation>attacker {number}</translation>
    </message>
    <message>
        <source>attacking now</source>
        <translation>attacking now</translation>
    </message>
    <message>
        <source>{player}'s table</source>
        <translation>{player}'s table</translation>
    </message>
    <message>
        <source>Hand (backs; Prime donne in gold; spied cards face up)</source>
        <translation>Hand (backs; Prime donne in gold; spied cards face up)</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Season</translation>
    </message>
    <message>
        <source>Staged this deal</source>
        <translation>Staged this deal</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <source>Your season</source>
        <translation>Your season</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>gold</translation>
    </message>
    <message>
        <source>markers</source>
        <translation>markers</translation>
    </message>
    <message>
        <source>PN</source>
        <translation>PN</translation>
    </message>
    <message>
        <source>✓ {pn} PN</source>
        <translation>✓ {pn} PN</translation>
    </message>
    <message>
        <source>{opera} ({pn} PN)</source>
        <translation>{opera} ({pn} PN)</translation>
    </message>
    <message>
        <source>shown to all</source>
        <translation>shown to all</translation>
    </message>
    <message>
        <source>Play deck</source>
        <translation>Play deck</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Discards</translation>
    </message>
    <message>
        <source>Blind discards</source>
        <translation>Blind discards</translation>
    </message>
    <message numerus="yes">
        <source>Debut pile: %n cards (nobody draws from it)</source>
        <translation>
            <numerusform>Debut pile: %n card (nobody draws from it)</numerusform>
            <numerusform>Debut pile: %n cards (nobody draws from it)</numerusform>
        </translation>
    </message>
    <message>
        <source>Exceptions</source>
        <translation>Exceptions</translation>
    </message>
    <message>
        <source>Opera deck</source>
        <translation>Opera deck</translation>
    </message>
    <message>
        <source>Opera discards</source>
        <translation>Opera discards</translation>
    </message>
    <message>
        <source>discarded by {player}</source>
        <translation>discarded by {player}</translation>
    </message>
    <message>
        <source>You may take it</source>
        <translation>You may take it</translation>
    </message>
    <message>
        <source>The stage</source>
        <translation>The stage</translation>
    </message>
    <message>
        <source>No debut on stage. Drag a title of your season here to debut it.</source>
        <translation>No debut on stage. Drag a title of your season here to debut it.</translation>
    </message>
    <message>
        <source>No debut on stage.</source>
        <translation>No debut on stage.</translation>
    </message>
    <message>
        <source>{opera} · {player}</source>
        <translation>{opera} · {player}</translation>
    </message>
    <message>
        <source>worth {pn} PN now</source>
        <translation>worth {pn} PN now</translation>
    </message>
    <message>
        <source>{gold} due</source>
        <translation>{gold} due</translation>
    </message>
    <message>
        <source>{gold} paid</source>
        <translation>{gold} paid</translation>
    </message>
    <message>
        <source>box office +{gold}</source>
        <translation>box office +{gold}</translation>
    </message>
    <message>
        <source>declared</source>
        <translation>declared</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>delayed</translation>
    </message>
    <message>
        <source>date to be determined</source>
        <translation>date to be determined</translation>
    </message>
    <message>
        <source>Whole show:</source>
        <translation>Whole show:</translation>
    </message>
    <message>
        <source>{label} {points}</source>
        <translation>{label} {points}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>✚ optional role</source>
        <translation>✚ optional role</translation>
    </message>
    <message>
        <source>✓ {singer} can sing it</source>
        <translation>✓ {singer} can sing it</translation>
    </message>
    <message>
        <source>✗ {category}: needs {card}</source>
        <translation>✗ {category}: needs {card}</translation>
    </message>
    <message>
        <source>✗ nobody in your hand</source>
        <translation>✗ nobody in your hand</translation>
    </message>
    <message>
        <source>worth {pn} PN once the base cast is complete</source>
        <translation>worth {pn} PN once the base cast is complete</translation>
    </message>
    <message>
        <source>missing: {roles}</source>
        <translation>missing: {roles}</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n missing</source>
        <translation>
            <numerusform>⚠ %n missing</numerusform>
            <numerusform>⚠ %n missing</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand cannot cast these base roles: {roles}</source>
        <translation>Your hand cannot cast these base roles: {roles}</translation>
    </message>
    <message>
        <source>Giving up returns the cards to your hand, but costs the rest of this turn: no other debut and no extra show.</source>
        <translation>Giving up returns the cards to your hand, but costs the rest of this turn: no other debut and no extra show.</translation>
    </message>
    <message>
        <source>base cast</source>
        <translation>base cast</translation>
    </message>
    <message>
        <source>extra role</source>
        <translation>extra role</translation>
    </message>
    <message>
        <source>✕ struck: delay</source>
        <translation>✕ struck: delay</translation>
    </message>
    <message>
        <source>✕ struck: date TBD</source>
        <translation>✕ struck: date TBD</translation>
    </message>
    <message>
        <source>sings, delayed</source>
        <translation>sings, delayed</translation>
    </message>
    <message>
        <source>Covers off-stage: {cards}</source>
        <translation>Covers off-stage: {cards}</translation>
    </message>
    <message>
        <source>Covers off-stage (drop here)</source>
        <translation>Covers off-stage (drop here)</translation>
    </message>
    <message>
        <source>Also on stage: {opera} · {pn} PN</source>
        <translation>Also on stage: {opera} · {pn} PN</translation>
    </message>
    <message>
        <source>{player} may attack: drag an action card onto a singer or the show.</source>
        <translation>{player} may attack: drag an action card onto a singer or the show.</translation>
    </message>
    <message>
        <source>{player} may defend: drag a card onto the attacking card or a singer.</source>
        <translation>{player} may defend: drag a card onto the attacking card or a singer.</translation>
    </message>
    <message>
        <source>{player}: a singer was struck. Drag a singer from your hand onto the ✕ role to replace him, or accept the postponement.</source>
        <translation>{player}: a singer was struck. Drag a singer from your hand onto the ✕ role to replace him, or accept the postponement.</translation>
    </message>
    <message>
        <source>Last-Hour Offers: {player} may drag a singer onto the struck (✕) role to offer him.</source>
        <translation>Last-Hour Offers: {player} may drag a singer onto the struck (✕) role to offer him.</translation>
    </message>
    <message>
        <source>Last-Hour Offers</source>
        <translation>Last-Hour Offers</translation>
    </message>
    <message>
        <source>Offer of {player}: {card} for {price}</source>
        <translation>Offer of {player}: {card} for {price}</translation>
    </message>
    <message>
        <source>Your price: drag gold, markers or cards here, then make the offer.</source>
        <translation>Your price: drag gold, markers or cards here, then make the offer.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>+1 gold</source>
        <translation>+1 gold</translation>
    </message>
    <message>
        <source>+1 marker</source>
        <translation>+1 marker</translation>
    </message>
    <message>
        <source>+1 singer of his choice</source>
        <translation>+1 singer of his choice</translation>
    </message>
    <message>
        <source>+1 action card of his choice</source>
        <translation>+1 action card of his choice</translation>
    </message>
    <message>
        <source>{player} pays the offer: drag the cards onto the offerer's panel.</source>
        <translation>{player} pays the offer: drag the cards onto the offerer's panel.</translation>
    </message>
    <message>
        <source>{player} plays {card} on {victims}.</source>
        <translation>{player} plays {card} on {victims}.</translation>
    </message>
    <message>
        <source>{player} plays {card}.</source>
        <translation>{player} plays {card}.</translation>
    </message>
    <message>
        <source>{player}: drag The Fool here to cancel it, or let it happen.</source>
        <translation>{player}: drag The Fool here to cancel it, or let it happen.</translation>
    </message>
    <message>
        <source>Press Conference: {player} shows a title (drag it here).</source>
        <translation>Press Conference: {player} shows a title (drag it here).</translation>
    </message>
    <message>
        <source>Announced Flop: {player} drags the title to flop here.</source>
        <translation>Announced Flop: {player} drags the title to flop here.</translation>
    </message>
    <message>
        <source>Foyer Gossip: {player} drags the discards to take onto the hand.</source>
        <translation>Foyer Gossip: {player} drags the discards to take onto the hand.</translation>
    </message>
    <message>
        <source>{player} staged three operas and sets the turn order of the next deal.</source>
        <translation>{player} staged three operas and sets the turn order of the next deal.</translation>
    </message>
    <message>
        <source>Choose the new order…</source>
        <translation>Choose the new order…</translation>
    </message>
    <message>
        <source>Who sits after you?</source>
        <translation>Who sits after you?</translation>
    </message>
    <message>
        <source>Then, in order</source>
        <translation>Then, in order</translation>
    </message>
    <message>
        <source>Drag a name onto another place to seat that impresario there: the row is the turn order of the next deal.</source>
        <translation>Drag a name onto another place to seat that impresario there: the row is the turn order of the next deal.</translation>
    </message>
    <message>
        <source>{player}: drag onto another place to seat them there</source>
        <translation>{player}: drag onto another place to seat them there</translation>
    </message>
    <message>
        <source>Turn order of this deal: {order}</source>
        <translation>Turn order of this deal: {order}</translation>
    </message>
    <message>
        <source>Confirm the new order</source>
        <translation>Confirm the new order</translation>
    </message>
    <message>
        <source>{player}: you may swap one title of your season for 1 gold (drag it onto the opera deck), or keep the season.</source>
        <translation>{player}: you may swap one title of your season for 1 gold (drag it onto the opera deck), or keep the season.</translation>
    </message>
    <message>
        <source>Extra show</source>
        <translation>Extra show</translation>
    </message>
    <message>
        <source>Extra show: drag a show here, then add singers and cards.</source>
        <translation>Extra show: drag a show here, then add singers and cards.</translation>
    </message>
    <message>
        <source>Drag the singers the show asks for onto the lane (and cards onto them), then stage it.</source>
        <translation>Drag the singers the show asks for onto the lane (and cards onto them), then stage it.</translation>
    </message>
    <message>
        <source>Extra show: {show}</source>
        <translation>Extra show: {show}</translation>
    </message>
    <message>
        <source>Extra show: click a show, then add singers and cards.</source>
        <translation>Extra show: click a show, then add singers and cards.</translation>
    </message>
    <message>
        <source>needs {cards}</source>
        <translation>needs {cards}</translation>
    </message>
    <message>
        <source>needs at least {cards}</source>
        <translation>needs at least {cards}</translation>
    </message>
    <message>
        <source>all of different voices</source>
        <translation>all of different voices</translation>
    </message>
    <message>
        <source>with New Year's Eve</source>
        <translation>with New Year's Eve</translation>
    </message>
    <message>
        <source>+{pn} PN · +{gold}</source>
        <translation>+{pn} PN · +{gold}</translation>
    </message>
    <message>
        <source>{player} is playing</source>
        <translation>{player} is playing</translation>
    </message>
    <message>
        <source>Draw: drag the deck (or the raised discard) onto your hand, or play a card first.</source>
        <translation>Draw: drag the deck (or the raised discard) onto your hand, or play a card first.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n cards: drag them onto the discards.</source>
        <translation>
            <numerusform>Discard %n card: drag it onto the discards.</numerusform>
            <numerusform>Discard %n cards: drag them onto the discards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Debut a title, play a turn card on an opponent, or end the turn.</source>
        <translation>Debut a title, play a turn card on an opponent, or end the turn.</translation>
    </message>
    <message>
        <source>Play a turn card on an opponent, or end the turn.</source>
        <translation>Play a turn card on an opponent, or end the turn.</translation>
    </message>
    <message>
        <source>Cast: drag singers onto the roles, action cards onto singers or the show.</source>
        <translation>Cast: drag singers onto the roles, action cards onto singers or the show.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>The match is over.</translation>
    </message>
    <message>
        <source>How does {card} sing {role}?</source>
        <translation>How does {card} sing {role}?</translation>
    </message>
    <message>
        <source>As she is</source>
        <translation>As she is</translation>
    </message>
    <message>
        <source>With {card}</source>
        <translation>With {card}</translation>
    </message>
    <message>
        <source>With {card} as {type}</source>
        <translation>With {card} as {type}</translation>
    </message>
    <message>
        <source>En travesti</source>
        <translation>En travesti</translation>
    </message>
    <message>
        <source>{pn} PN</source>
        <translation>{pn} PN</translation>
    </message>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n gold</numerusform>
            <numerusform>%n gold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n markers</source>
        <translation>
            <numerusform>%n marker</numerusform>
            <numerusform>%n markers</numerusform>
        </translation>
    </message>
    <message>
        <source>as {type}</source>
        <translation>as {type}</translation>
    </message>
    <message>
        <source>on {role}</source>
        <translation>on {role}</translation>
    </message>
    <message>
        <source>on the whole show</source>
        <translation>on the whole show</translation>
    </message>
    <message>
        <source>paying {gold}</source>
        <translation>paying {gold}</translation>
    </message>
    <message>
        <source>silencing {player}</source>
        <translation>silencing {player}</translation>
    </message>
    <message>
        <source>cancelling {card}</source>
        <translation>cancelling {card}</translation>
    </message>
    <message>
        <source>with {cards}</source>
        <translation>with {cards}</translation>
    </message>
    <message>
        <source>seducer {card}</source>
        <translation>seducer {card}</translation>
    </message>
    <message>
        <source>with the Claque (+3)</source>
        <translation>with the Claque (+3)</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>alone</translation>
    </message>
    <message>
        <source>Last-Hour Offer (you set a price)</source>
        <translation>Last-Hour Offer (you set a price)</translation>
    </message>
    <message>
        <source>Infingardo's Manoeuvre</source>
        <translation>Infingardo's Manoeuvre</translation>
    </message>
    <message>
        <source>Play it how?</source>
        <translation>Play it how?</translation>
    </message>
    <message>
        <source>On what?</source>
        <translation>On what?</translation>
    </message>
    <message>
        <source>and {player}</source>
        <translation>and {player}</translation>
    </message>
    <message>
        <source>giving {card}</source>
        <translation>giving {card}</translation>
    </message>
    <message>
        <source>in public</source>
        <translation>in public</translation>
    </message>
    <message>
        <source>in private</source>
        <translation>in private</translation>
    </message>
    <message>
        <source>as it is</source>
        <translation>as it is</translation>
    </message>
    <message>
        <source>Accept the postponement</source>
        <translation>Accept the postponement</translation>
    </message>
    <message>
        <source>Announce the delay (Press Conference)</source>
        <translation>Announce the delay (Press Conference)</translation>
    </message>
    <message>
        <source>A title you have not seen</source>
        <translation>A title you have not seen</translation>
    </message>
    <message>
        <source>Let it happen</source>
        <translation>Let it happen</translation>
    </message>
    <message>
        <source>Keep my season</source>
        <translation>Keep my season</translation>
    </message>
    <message>
        <source>Confirm the debut · {gold}</source>
        <translation>Confirm the debut · {gold}</translation>
    </message>
    <message>
        <source>Confirm the debut · free</source>
        <translation>Confirm the debut · free</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accept</translation>
    </message>
    <message>
        <source>On stage she costs {gold}</source>
        <translation>On stage she costs {gold}</translation>
    </message>
    <message>
        <source>Dismissing her costs {gold}</source>
        <translation>Dismissing her costs {gold}</translation>
    </message>
    <message>
        <source>+1 PN for 3 gold</source>
        <translation>+1 PN for 3 gold</translation>
    </message>
</context>
<context>
    <name>turandot</name>
    <message>
        <source>Turandot</source>
        <translation>Turandot</translation>
    </message>
    <message numerus="yes">
        <source>%n money cards</source>
        <translation>
            <numerusform>%n money card</numerusform>
            <numerusform>%n money cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} begins.</source>
        <translation>Round {round} begins.</translation>
    </message>
    <message>
        <source>Casting call: new singers are revealed under the characters.</source>
        <translation>Casting call: new singers are revealed under the characters.</translation>
    </message>
    <message>
        <source>The directors are shuffled and revealed under the characters.</source>
        <translation>The directors are shuffled and revealed under the characters.</translation>
    </message>
    <message>
        <source>You add a card to your bid.</source>
        <translation>You add a card to your bid.</translation>
    </message>
    <message>
        <source>You take a card back from your bid.</source>
        <translation>You take a card back from your bid.</translation>
    </message>
    <message>
        <source>{player} has placed a bid.</source>
        <translation>{player} has placed a bid.</translation>
    </message>
    <message>
        <source>All bids are revealed.</source>
        <translation>All bids are revealed.</translation>
    </message>
    <message>
        <source>{player} bid a money card alone.</source>
        <translation>{player} bid a money card alone.</translation>
    </message>
    <message>
        <source>{player} ties on number {number} and takes the money back.</source>
        <translation>{player} ties on number {number} and takes the money back.</translation>
    </message>
    <message>
        <source>{player} hires the costume designer: the money card becomes a scene element.</source>
        <translation>{player} hires the costume designer: the money card becomes a scene element.</translation>
    </message>
    <message>
        <source>{player} hires the carpenter: the money card becomes a scene element.</source>
        <translation>{player} hires the carpenter: the money card becomes a scene element.</translation>
    </message>
    <message>
        <source>{player} hires nobody with the money card and takes it back.</source>
        <translation>{player} hires nobody with the money card and takes it back.</translation>
    </message>
    <message>
        <source>{by} gives {card_name} to {player} as an understudy.</source>
        <translation>{by} gives {card_name} to {player} as an understudy.</translation>
    </message>
    <message>
        <source>{player} chooses {target} to fire a director.</source>
        <translation>{player} chooses {target} to fire a director.</translation>
    </message>
    <message>
        <source>Puccini passes to {player}.</source>
        <translation>Puccini passes to {player}.</translation>
    </message>
    <message>
        <source>Final scene: assign your six singers to the six roles.</source>
        <translation>Final scene: assign your six singers to the six roles.</translation>
    </message>
    <message>
        <source>{player} confirms the cast.</source>
        <translation>{player} confirms the cast.</translation>
    </message>
    <message>
        <source>{director_name:Art} is not drawn and leaves the game.</source>
        <translation>{director_name:Art} is not drawn and leaves the game.</translation>
    </message>
    <message>
        <source>{player} bid number {number} with {money}.</source>
        <translation>{player} bid number {number} with {money}.</translation>
    </message>
    <message>
        <source>{player} hires {singer_name} (number {number}), spending {money}.</source>
        <translation>{player} hires {singer_name} (number {number}), spending {money}.</translation>
    </message>
    <message>
        <source>{player} hires {director_name:art} (number {number}), spending {money}.</source>
        <translation>{player} hires {director_name:art} (number {number}), spending {money}.</translation>
    </message>
    <message>
        <source>{winner} outbids {player} on number {number}; {player} takes the money back.</source>
        <translation>{winner} outbids {player} on number {number}; {player} takes the money back.</translation>
    </message>
    <message>
        <source>{player} fires {director_name:art}.</source>
        <translation>{player} fires {director_name:art}.</translation>
    </message>
    <message>
        <source>Nobody hires {singer_name}, who leaves the game.</source>
        <translation>Nobody hires {singer_name}, who leaves the game.</translation>
    </message>
    <message>
        <source>Nobody hires {director_name:art}, who leaves the game.</source>
        <translation>Nobody hires {director_name:art}, who leaves the game.</translation>
    </message>
    <message numerus="yes">
        <source>{player} scores %n points.</source>
        <translation>
            <numerusform>{player} scores %n point.</numerusform>
            <numerusform>{player} scores %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} wins!</translation>
    </message>
    <message>
        <source>The victory is shared.</source>
        <translation>The victory is shared.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>That card is not in your bid.</source>
        <translation>That card is not in your bid.</translation>
    </message>
    <message>
        <source>Play a number card or a money card (the bluff alone is not a bid).</source>
        <translation>Play a number card or a money card (the bluff alone is not a bid).</translation>
    </message>
    <message>
        <source>That player does not need an understudy.</source>
        <translation>That player does not need an understudy.</translation>
    </message>
    <message>
        <source>That card is no longer available.</source>
        <translation>That card is no longer available.</translation>
    </message>
    <message>
        <source>That director is not in the pile.</source>
        <translation>That director is not in the pile.</translation>
    </message>
    <message>
        <source>That singer is not in your cast.</source>
        <translation>That singer is not in your cast.</translation>
    </message>
    <message>
        <source>That singer already plays that role.</source>
        <translation>That singer already plays that role.</translation>
    </message>
    <message>
        <source>Stars of the singers</source>
        <translation>Stars of the singers</translation>
    </message>
    <message>
        <source>Scene elements</source>
        <translation>Scene elements</translation>
    </message>
    <message>
        <source>Singers in their favourite role</source>
        <translation>Singers in their favourite role</translation>
    </message>
    <message>
        <source>Singers in a role of the other gender</source>
        <translation>Singers in a role of the other gender</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Director</translation>
    </message>
    <message>
        <source>Tie broken by the most stars on the singers alone.</source>
        <translation>Tie broken by the most stars on the singers alone.</translation>
    </message>
    <message>
        <source>Still tied on the stars of the singers: the victory is shared.</source>
        <translation>Still tied on the stars of the singers: the victory is shared.</translation>
    </message>
    <message>
        <source>The Traditionalist</source>
        <translation>The Traditionalist</translation>
    </message>
    <message>
        <source>+1 per classic singer, −1 per alternative singer.</source>
        <translation>+1 per classic singer, −1 per alternative singer.</translation>
    </message>
    <message>
        <source>The Avant-gardist</source>
        <translation>The Avant-gardist</translation>
    </message>
    <message>
        <source>+1 per alternative singer, −1 per classic singer.</source>
        <translation>+1 per alternative singer, −1 per classic singer.</translation>
    </message>
    <message>
        <source>The Buffo</source>
        <translation>The Buffo</translation>
    </message>
    <message>
        <source>+1 per comic singer, −1 per dark singer.</source>
        <translation>+1 per comic singer, −1 per dark singer.</translation>
    </message>
    <message>
        <source>The Gothic</source>
        <translation>The Gothic</translation>
    </message>
    <message>
        <source>+1 per dark singer, −1 per comic singer.</source>
        <translation>+1 per dark singer, −1 per comic singer.</translation>
    </message>
    <message>
        <source>The Star-maker</source>
        <translation>The Star-maker</translation>
    </message>
    <message>
        <source>+1 per pro singer, −1 per amateur singer.</source>
        <translation>+1 per pro singer, −1 per amateur singer.</translation>
    </message>
    <message>
        <source>The Talent Scout</source>
        <translation>The Talent Scout</translation>
    </message>
    <message>
        <source>The Purist</source>
        <translation>The Purist</translation>
    </message>
    <message>
        <source>The Eclectic</source>
        <translation>The Eclectic</translation>
    </message>
    <message>
        <source>The Perfectionist</source>
        <translation>The Perfectionist</translation>
    </message>
    <message>
        <source>+1 per amateur singer; +2 more with at least 3.</source>
        <translation>+1 per amateur singer; +2 more with at least 3.</translation>
    </message>
    <message>
        <source>{player} bid number {number} without money cards.</source>
        <translation>{player} bid number {number} without money cards.</translation>
    </message>
    <message>
        <source>{player} hires {singer_name} (number {number}) without spending any money.</source>
        <translation>{player} hires {singer_name} (number {number}) without spending any money.</translation>
    </message>
    <message>
        <source>{player} hires {director_name:art} (number {number}) without spending any money.</source>
        <translation>{player} hires {director_name:art} (number {number}) without spending any money.</translation>
    </message>
    <message>
        <source>{by} keeps {card_name} as an understudy.</source>
        <translation>{by} keeps {card_name} as an understudy.</translation>
    </message>
    <message>
        <source>Not in this phase: now it is “{phase}”.</source>
        <translation>Not in this phase: now it is “{phase}”.</translation>
    </message>
    <message>
        <source>You have already placed your bid this round: wait for the others.</source>
        <translation>You have already placed your bid this round: wait for the others.</translation>
    </message>
    <message>
        <source>You have already confirmed your cast: wait for the others.</source>
        <translation>You have already confirmed your cast: wait for the others.</translation>
    </message>
    <message>
        <source>Only the holder of Puccini decides now.</source>
        <translation>Only the holder of Puccini decides now.</translation>
    </message>
    <message>
        <source>Only the player chosen to fire a director decides now.</source>
        <translation>Only the player chosen to fire a director decides now.</translation>
    </message>
    <message>
        <source>That card is already in your bid.</source>
        <translation>That card is already in your bid.</translation>
    </message>
    <message numerus="yes">
        <source>That money card is spent or has become a scene element (you have %n money cards left).</source>
        <translation>
            <numerusform>That money card is spent or has become a scene element (you have %n money card left).</numerusform>
            <numerusform>That money card is spent or has become a scene element (you have %n money cards left).</numerusform>
        </translation>
    </message>
    <message>
        <source>The number {number} is not played with {players} players: your numbers go from 1 to {highest}.</source>
        <translation>The number {number} is not played with {players} players: your numbers go from 1 to {highest}.</translation>
    </message>
    <message>
        <source>Your bid already holds the number {number}, and a bid holds one number card: take it back first.</source>
        <translation>Your bid already holds the number {number}, and a bid holds one number card: take it back first.</translation>
    </message>
    <message numerus="yes">
        <source>Without a number card you may play only one money card (your bid holds %n).</source>
        <translation>
            <numerusform>Without a number card you may play only one money card (your bid holds %n).</numerusform>
            <numerusform>Without a number card you may play only one money card (your bid holds %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose another player: the holder of Puccini never fires a director.</source>
        <translation>Choose another player: the holder of Puccini never fires a director.</translation>
    </message>
    <message>
        <source>+3 if nobody plays a role of the other gender, else −1 each.</source>
        <translation>+3 if nobody plays a role of the other gender, else −1 each.</translation>
    </message>
    <message>
        <source>+1 per kind of singer in the cast, then −2.</source>
        <translation>+1 per kind of singer in the cast, then −2.</translation>
    </message>
    <message>
        <source>+1 per singer in a favourite role; −1 if none.</source>
        <translation>+1 per singer in a favourite role; −1 if none.</translation>
    </message>
    <message>
        <source>With a single-kind deck this director scores nothing.</source>
        <translation>With a single-kind deck this director scores nothing.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Singer deck</source>
        <translation>Singer deck</translation>
    </message>
    <message>
        <source>All 216 singers shuffled together, or a themed deck of one kind.</source>
        <translation>All 216 singers shuffled together, or a themed deck of one kind.</translation>
    </message>
    <message>
        <source>All six decks shuffled together</source>
        <translation>All six decks shuffled together</translation>
    </message>
    <message>
        <source>Pro singers only</source>
        <translation>Pro singers only</translation>
    </message>
    <message>
        <source>Amateur singers only</source>
        <translation>Amateur singers only</translation>
    </message>
    <message>
        <source>Alternative singers only</source>
        <translation>Alternative singers only</translation>
    </message>
    <message>
        <source>Classic singers only</source>
        <translation>Classic singers only</translation>
    </message>
    <message>
        <source>Comic singers only</source>
        <translation>Comic singers only</translation>
    </message>
    <message>
        <source>Dark singers only</source>
        <translation>Dark singers only</translation>
    </message>
    <message>
        <source>Roles in hiring order</source>
        <translation>Roles in hiring order</translation>
    </message>
    <message>
        <source>Singers play the roles in the order they were hired: no final assignment.</source>
        <translation>Singers play the roles in the order they were hired: no final assignment.</translation>
    </message>
    <message>
        <source>First holder of Puccini</source>
        <translation>First holder of Puccini</translation>
    </message>
    <message>
        <source>The seat that holds Puccini first; 0 draws it at random.</source>
        <translation>The seat that holds Puccini first; 0 draws it at random.</translation>
    </message>
    <message>
        <source>Casting call: choose your bid</source>
        <translation>Casting call: choose your bid</translation>
    </message>
    <message>
        <source>Puccini gives out the understudies</source>
        <translation>Puccini gives out the understudies</translation>
    </message>
    <message>
        <source>Puccini chooses who fires a director</source>
        <translation>Puccini chooses who fires a director</translation>
    </message>
    <message>
        <source>Fire a director</source>
        <translation>Fire a director</translation>
    </message>
    <message>
        <source>Final scene: assign the roles</source>
        <translation>Final scene: assign the roles</translation>
    </message>
    <message>
        <source>The curtain falls</source>
        <translation>The curtain falls</translation>
    </message>
    <message>
        <source>Calaf</source>
        <translation>Calaf</translation>
    </message>
    <message>
        <source>Liù</source>
        <translation>Liù</translation>
    </message>
    <message>
        <source>Ping</source>
        <translation>Ping</translation>
    </message>
    <message>
        <source>Pong</source>
        <translation>Pong</translation>
    </message>
    <message>
        <source>Pang</source>
        <translation>Pang</translation>
    </message>
    <message>
        <source>Pro</source>
        <translation>Pro</translation>
    </message>
    <message>
        <source>Amateur</source>
        <translation>Amateur</translation>
    </message>
    <message>
        <source>Alternative</source>
        <translation>Alternative</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classic</translation>
    </message>
    <message>
        <source>Comic</source>
        <translation>Comic</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <source>PRO</source>
        <translation>PRO</translation>
    </message>
    <message>
        <source>AMA</source>
        <translation>AMA</translation>
    </message>
    <message>
        <source>ALT</source>
        <translation>ALT</translation>
    </message>
    <message>
        <source>CLA</source>
        <translation>CLA</translation>
    </message>
    <message>
        <source>COM</source>
        <translation>COM</translation>
    </message>
    <message>
        <source>DRK</source>
        <translation>DRK</translation>
    </message>
    <message>
        <source>Male</source>
        <translation>Male</translation>
    </message>
    <message>
        <source>Female</source>
        <translation>Female</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Uncertain</translation>
    </message>
    <message>
        <source>Tenor</source>
        <translation>Tenor</translation>
    </message>
    <message>
        <source>Baritone</source>
        <translation>Baritone</translation>
    </message>
    <message>
        <source>Bass</source>
        <translation>Bass</translation>
    </message>
    <message>
        <source>Soprano</source>
        <translation>Soprano</translation>
    </message>
    <message>
        <source>Mezzo-soprano</source>
        <translation>Mezzo-soprano</translation>
    </message>
    <message>
        <source>Countertenor</source>
        <translation>Countertenor</translation>
    </message>
    <message>
        <source>Number {number}</source>
        <translation>Number {number}</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Bluff</source>
        <translation>Bluff</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>Scene element (+1)</source>
        <translation>Scene element (+1)</translation>
    </message>
    <message>
        <source>Costume designer</source>
        <translation>Costume designer</translation>
    </message>
    <message>
        <source>Carpenter</source>
        <translation>Carpenter</translation>
    </message>
    <message>
        <source>Puccini</source>
        <translation>Puccini</translation>
    </message>
    <message>
        <source>Favourite role: {role}</source>
        <translation>Favourite role: {role}</translation>
    </message>
    <message numerus="yes">
        <source>%n stars</source>
        <translation>
            <numerusform>%n star</numerusform>
            <numerusform>%n stars</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to the bid</source>
        <translation>Add to the bid</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <source>Confirm the bid</source>
        <translation>Confirm the bid</translation>
    </message>
    <message>
        <source>Give {card} to {player}</source>
        <translation>Give {card} to {player}</translation>
    </message>
    <message>
        <source>{player} fires a director</source>
        <translation>{player} fires a director</translation>
    </message>
    <message>
        <source>Fire {director:art}</source>
        <translation>Fire {director:art}</translation>
    </message>
    <message>
        <source>{singer} plays {role}</source>
        <translation>{singer} plays {role}</translation>
    </message>
    <message>
        <source>Confirm the cast</source>
        <translation>Confirm the cast</translation>
    </message>
    <message>
        <source>Optimal assignment</source>
        <translation>Optimal assignment</translation>
    </message>
</context>
<context>
    <name>turandot_board</name>
    <message>
        <source>The curtain falls</source>
        <translation>The curtain falls</translation>
    </message>
    <message>
        <source>Character {number}</source>
        <translation>Character {number}</translation>
    </message>
    <message>
        <source>held by {player}</source>
        <translation>held by {player}</translation>
    </message>
    <message>
        <source>for one money card alone</source>
        <translation>for one money card alone</translation>
    </message>
    <message>
        <source>hired by {player}</source>
        <translation>hired by {player}</translation>
    </message>
    <message>
        <source>Director pile ({count})</source>
        <translation>Director pile ({count})</translation>
    </message>
    <message>
        <source>Fired directors</source>
        <translation>Fired directors</translation>
    </message>
    <message>
        <source>Fired directors: drop one here</source>
        <translation>Fired directors: drop one here</translation>
    </message>
    <message>
        <source>fired by {player}</source>
        <translation>fired by {player}</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Director</translation>
    </message>
    <message>
        <source>{player} (you)</source>
        <translation>{player} (you)</translation>
    </message>
    <message>
        <source>waits for an understudy</source>
        <translation>waits for an understudy</translation>
    </message>
    <message>
        <source>must fire a director</source>
        <translation>must fire a director</translation>
    </message>
    <message>
        <source>Drag a director from the pile to the fired directors (or click it, then click there).</source>
        <translation>Drag a director from the pile to the fired directors (or click it, then click there).</translation>
    </message>
    <message>
        <source>cast confirmed</source>
        <translation>cast confirmed</translation>
    </message>
    <message>
        <source>assigning roles…</source>
        <translation>assigning roles…</translation>
    </message>
    <message>
        <source>Round {round} of {last}</source>
        <translation>Round {round} of {last}</translation>
    </message>
    <message>
        <source>Round {round} of {last}: hire a director</source>
        <translation>Round {round} of {last}: hire a director</translation>
    </message>
    <message>
        <source>The rounds</source>
        <translation>The rounds</translation>
    </message>
    <message>
        <source>♪</source>
        <translation>♪</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>{singers} singers · {directors} directors · {fire} a director is fired</source>
        <translation>{singers} singers · {directors} directors · {fire} a director is fired</translation>
    </message>
    <message>
        <source>every player hires a singer</source>
        <translation>every player hires a singer</translation>
    </message>
    <message>
        <source>every player hires a director</source>
        <translation>every player hires a director</translation>
    </message>
    <message>
        <source>Round {round}: {what}.</source>
        <translation>Round {round}: {what}.</translation>
    </message>
    <message>
        <source>Round {round}: {what}, then a director is fired.</source>
        <translation>Round {round}: {what}, then a director is fired.</translation>
    </message>
    <message>
        <source>Gender of the role: {gender}</source>
        <translation>Gender of the role: {gender}</translation>
    </message>
    <message>
        <source>Holds Puccini</source>
        <translation>Holds Puccini</translation>
    </message>
    <message>
        <source>Whoever holds Puccini gives out the understudies and chooses who fires a director. Puccini passes to the left at the end of every round.</source>
        <translation>Whoever holds Puccini gives out the understudies and chooses who fires a director. Puccini passes to the left at the end of every round.</translation>
    </message>
    <message>
        <source>not this round</source>
        <translation>not this round</translation>
    </message>
    <message>
        <source>Hired with a money card played alone: the money card becomes a scene element, worth one point at the end.</source>
        <translation>Hired with a money card played alone: the money card becomes a scene element, worth one point at the end.</translation>
    </message>
    <message>
        <source>Who fires a director?</source>
        <translation>Who fires a director?</translation>
    </message>
    <message>
        <source>● {money} · ★ {scene} · hand {hand}</source>
        <translation>● {money} · ★ {scene} · hand {hand}</translation>
    </message>
    <message>
        <source>● {money} · ★ {scene}</source>
        <translation>● {money} · ★ {scene}</translation>
    </message>
    <message>
        <source>● Money cards</source>
        <translation>● Money cards</translation>
    </message>
    <message>
        <source>★ Scene elements (+1 each)</source>
        <translation>★ Scene elements (+1 each)</translation>
    </message>
    <message>
        <source>needs an understudy</source>
        <translation>needs an understudy</translation>
    </message>
    <message>
        <source>Drag a card left under the characters onto each company that waits for an understudy.</source>
        <translation>Drag a card left under the characters onto each company that waits for an understudy.</translation>
    </message>
    <message>
        <source>fires a director</source>
        <translation>fires a director</translation>
    </message>
    <message>
        <source>Choose the player who fires a director (the buttons on the right).</source>
        <translation>Choose the player who fires a director (the buttons on the right).</translation>
    </message>
    <message>
        <source>Total {points}</source>
        <translation>Total {points}</translation>
    </message>
    <message>
        <source>Total {points} · ★ Winner</source>
        <translation>Total {points} · ★ Winner</translation>
    </message>
    <message>
        <source>★ {points}</source>
        <translation>★ {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n points now · assigning roles…</source>
        <translation>
            <numerusform>%n point now · assigning roles…</numerusform>
            <numerusform>%n points now · assigning roles…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✓ %n points, cast confirmed</source>
        <translation>
            <numerusform>✓ %n point, cast confirmed</numerusform>
            <numerusform>✓ %n points, cast confirmed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✓ %n points</source>
        <translation>
            <numerusform>✓ %n point</numerusform>
            <numerusform>✓ %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points now</source>
        <translation>
            <numerusform>%n point now</numerusform>
            <numerusform>%n points now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stars alone (tie-break)</source>
        <translation>
            <numerusform>%n star alone (tie-break)</numerusform>
            <numerusform>%n stars alone (tie-break)</numerusform>
        </translation>
    </message>
    <message>
        <source>★ Winner</source>
        <translation>★ Winner</translation>
    </message>
    <message>
        <source>Every cast as it stands now</source>
        <translation>Every cast as it stands now</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <source>Your bid (face down)</source>
        <translation>Your bid (face down)</translation>
    </message>
    <message>
        <source>Your bid is placed, face down</source>
        <translation>Your bid is placed, face down</translation>
    </message>
    <message>
        <source>The hands stay hidden until the next player raises the curtain.</source>
        <translation>The hands stay hidden until the next player raises the curtain.</translation>
    </message>
    <message>
        <source>Drag cards from your hand to your bid, then confirm it.</source>
        <translation>Drag cards from your hand to your bid, then confirm it.</translation>
    </message>
    <message>
        <source>A bid: one number (plus any money), or one money card alone; the bluff may join any bid. Nobody sees it before all bids are placed.</source>
        <translation>A bid: one number (plus any money), or one money card alone; the bluff may join any bid. Nobody sees it before all bids are placed.</translation>
    </message>
    <message>
        <source>The cast of {player}</source>
        <translation>The cast of {player}</translation>
    </message>
    <message>
        <source>{director}: {name}</source>
        <translation>{director}: {name}</translation>
    </message>
    <message>
        <source>No other order of your singers scores more.</source>
        <translation>No other order of your singers scores more.</translation>
    </message>
    <message numerus="yes">
        <source>The best order scores %n points ({gain}).</source>
        <translation>
            <numerusform>The best order scores %n point ({gain}).</numerusform>
            <numerusform>The best order scores %n points ({gain}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tie-break: %n stars alone</source>
        <translation>
            <numerusform>Tie-break: %n star alone</numerusform>
            <numerusform>Tie-break: %n stars alone</numerusform>
        </translation>
    </message>
    <message>
        <source>{mark} a singer on the favourite role</source>
        <translation>{mark} a singer on the favourite role</translation>
    </message>
    <message>
        <source>{mark} a singer on a role of the other gender</source>
        <translation>{mark} a singer on a role of the other gender</translation>
    </message>
    <message numerus="yes">
        <source>★ scene elements: %n</source>
        <translation>
            <numerusform>★ scene elements: %n</numerusform>
            <numerusform>★ scene elements: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stars</source>
        <translation>
            <numerusform>%n star</numerusform>
            <numerusform>%n stars</numerusform>
        </translation>
    </message>
    <message>
        <source>Gender: {gender}</source>
        <translation>Gender: {gender}</translation>
    </message>
    <message>
        <source>No favourite role</source>
        <translation>No favourite role</translation>
    </message>
    <message>
        <source>Plays {role}</source>
        <translation>Plays {role}</translation>
    </message>
    <message>
        <source>{points}: the favourite role</source>
        <translation>{points}: the favourite role</translation>
    </message>
    <message>
        <source>{points}: a role of the other gender</source>
        <translation>{points}: a role of the other gender</translation>
    </message>
    <message>
        <source>Bids of round {round}:</source>
        <translation>Bids of round {round}:</translation>
    </message>
    <message>
        <source>Waiting for {players}…</source>
        <translation>Waiting for {players}…</translation>
    </message>
    <message>
        <source>The bids of round {round}, face up</source>
        <translation>The bids of round {round}, face up</translation>
    </message>
    <message>
        <source>→ {card}</source>
        <translation>→ {card}</translation>
    </message>
    <message>
        <source>the costume designer: +1 scene element</source>
        <translation>the costume designer: +1 scene element</translation>
    </message>
    <message>
        <source>the carpenter: +1 scene element</source>
        <translation>the carpenter: +1 scene element</translation>
    </message>
    <message>
        <source>Drag your singers onto the roles (a singer dropped on a taken role swaps places).</source>
        <translation>Drag your singers onto the roles (a singer dropped on a taken role swaps places).</translation>
    </message>
    <message>
        <source>Your score now</source>
        <translation>Your score now</translation>
    </message>
    <message>
        <source>Your final score</source>
        <translation>Your final score</translation>
    </message>
    <message>
        <source>Optimal assignment</source>
        <translation>Optimal assignment</translation>
    </message>
    <message>
        <source>Favourite role: {role}</source>
        <translation>Favourite role: {role}</translation>
    </message>
    <message>
        <source>Money: add it to a number to outbid, or play it alone for the costume designer or the carpenter.</source>
        <translation>Money: add it to a number to outbid, or play it alone for the costume designer or the carpenter.</translation>
    </message>
    <message>
        <source>Bluff: it changes nothing, it only hides how many cards you bid.</source>
        <translation>Bluff: it changes nothing, it only hides how many cards you bid.</translation>
    </message>
    <message>
        <source>Bid for the card under character {number}.</source>
        <translation>Bid for the card under character {number}.</translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation>a card face down</translation>
    </message>
</context>
</TS>
