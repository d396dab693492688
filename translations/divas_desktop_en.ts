<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>core</name>
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
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
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
    <message>
        <source>{player}: {count} cards</source>
        <translation>{player}: {count} cards</translation>
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
</TS>
