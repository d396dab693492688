<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>core</name>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is nothing you may take back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This game cannot be played with that many seats.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The save points past the end of its own log.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drop it on one of the highlighted places.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The file is too large to be a Divas save.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This file is not a Divas Desktop save.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This save was written by a newer version of Divas Desktop. Please update.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This save is for a game this version does not know.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The save file is damaged or incomplete.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The moves stored in the save cannot be replayed; the file is damaged.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The save does not match its own check sum; the file is damaged.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The file could not be read or written.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The tie stands: the winners share the win.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Prima Donna (demo)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{player} sings an aria of strength {value} on stage.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{player} sends the aria of strength {value} to the wings.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{player} sends a card to the wings.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{player} passes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>An aria on stage must be at least as strong as the last one ({top}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Arias sung on stage ({count})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Encore for the last aria</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tie broken by the strongest single aria sung.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand of {player}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{player}: {count} cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Encore bonus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Aria</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cards in hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Encore bonus for the last aria</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tempo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Andante</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Allegro</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>
