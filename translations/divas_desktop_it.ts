<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AutosaveBanner</name>
    <message>
        <source>Save a copy elsewhere…</source>
        <translation>Salva una copia altrove…</translation>
    </message>
    <message>
        <source>The game could not be saved automatically: if the computer stops now, the last moves are lost. Saving is tried again after the next move.</source>
        <translation>Non è stato possibile salvare automaticamente la partita: se il computer si ferma ora, le ultime mosse andranno perse. Il salvataggio sarà ritentato dopo la prossima mossa.</translation>
    </message>
</context>
<context>
    <name>BoardArea</name>
    <message>
        <source>Next ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>Play the computer's next move (Space)</source>
        <translation>Gioca la prossima mossa del computer (Spazio)</translation>
    </message>
    <message>
        <source>The computer waits: press Space or click Next.</source>
        <translation>Il computer attende: premi Spazio o fai clic su Avanti.</translation>
    </message>
    <message>
        <source>Players ▸</source>
        <translation>Giocatori ▸</translation>
    </message>
    <message>
        <source>◂ Players</source>
        <translation>◂ Giocatori</translation>
    </message>
    <message>
        <source>Fold away the players and log column (F9): the board gets the room</source>
        <translation>Ripiega la colonna dei giocatori e della cronaca (F9): il tabellone prende il suo spazio</translation>
    </message>
    <message>
        <source>Show the players and log column (F9)</source>
        <translation>Mostra la colonna dei giocatori e della cronaca (F9)</translation>
    </message>
</context>
<context>
    <name>BoardPanels</name>
    <message>
        <source>Which move do you mean?</source>
        <translation>Quale mossa intendi?</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Tasto: {key}</translation>
    </message>
    <message>
        <source>Esc or a click closes the card</source>
        <translation>Esc o un clic chiude la carta</translation>
    </message>
    <message>
        <source>Esc or a click outside closes it</source>
        <translation>Esc o un clic fuori lo chiude</translation>
    </message>
    <message>
        <source>Enter chooses · Esc cancels</source>
        <translation>Invio sceglie · Esc annulla</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>↑↓ row · ←→ amount · Enter confirms · Esc cancels</source>
        <translation>↑↓ riga · ←→ quantità · Invio conferma · Esc annulla</translation>
    </message>
    <message>
        <source>Total: {sum} of {total}</source>
        <translation>Totale: {sum} su {total}</translation>
    </message>
    <message>
        <source>Total: {sum}</source>
        <translation>Totale: {sum}</translation>
    </message>
    <message>
        <source>not a legal choice</source>
        <translation>scelta non consentita</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>Dal tuo ultimo turno</translation>
    </message>
    <message>
        <source>… and {count} earlier</source>
        <translation>… e {count} righe precedenti</translation>
    </message>
    <message>
        <source>A click or a key closes this.</source>
        <translation>Un clic o un tasto chiude questo riquadro.</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Coach</source>
        <translation>Istruttore</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>Play a real game with these options</source>
        <translation>Gioca una partita vera con queste opzioni</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lascia la lezione</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Lezione completata</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Passo {n} di {total}</translation>
    </message>
    <message>
        <source>Rule {clause} ›</source>
        <translation>Regola {clause} ›</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>{player}, it is your turn.</source>
        <translation>{player}, tocca a te.</translation>
    </message>
    <message>
        <source>Sipario!</source>
        <translation>Sipario!</translation>
    </message>
    <message>
        <source>Others, please look away. Click or press Enter to raise the curtain.</source>
        <translation>Gli altri, per favore, non guardate. Fai clic o premi Invio per alzare il sipario.</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <source>An unexpected error happened. Your game has been saved and goes on; if it happens again, please report the details below.</source>
        <translation>Si è verificato un errore imprevisto. La partita è stata salvata e continua; se succede di nuovo, segnala i dettagli qui sotto.</translation>
    </message>
</context>
<context>
    <name>FileFailures</name>
    <message>
        <source>The disk is full: free some space.</source>
        <translation>Il disco è pieno: libera un po' di spazio.</translation>
    </message>
    <message>
        <source>The folder of the autosaves cannot be written to.</source>
        <translation>Nella cartella dei salvataggi automatici non si può scrivere.</translation>
    </message>
    <message>
        <source>The folder of the autosaves is missing.</source>
        <translation>La cartella dei salvataggi automatici non c'è più.</translation>
    </message>
    <message>
        <source>The name is too long for this disk.</source>
        <translation>Il nome è troppo lungo per questo disco.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>This game is already open in another window.</source>
        <translation>Questa partita è già aperta in un'altra finestra.</translation>
    </message>
    <message>
        <source>This game is open in another window</source>
        <translation>Questa partita è aperta in un'altra finestra</translation>
    </message>
    <message>
        <source>This game is open in another Divas Desktop window. Two windows playing it would overwrite each other's moves. You can open a copy here: it is saved apart, and the game in the other window goes on untouched.</source>
        <translation>Questa partita è aperta in un'altra finestra di Divas Desktop. Se due finestre la giocassero insieme, ognuna cancellerebbe le mosse dell'altra. Puoi aprirne qui una copia: viene salvata a parte e la partita nell'altra finestra continua senza modifiche.</translation>
    </message>
    <message>
        <source>Open a copy</source>
        <translation>Apri una copia</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Divas Desktop games (*.divas)</source>
        <translation>Partite di Divas Desktop (*.divas)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Loading {file}…</source>
        <translation>Caricamento di {file}…</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>Impossibile aprire questa partita</translation>
    </message>
    <message>
        <source>A copy was opened: it is saved apart.</source>
        <translation>È stata aperta una copia: viene salvata a parte.</translation>
    </message>
    <message>
        <source>Loading was cancelled; nothing changed.</source>
        <translation>Caricamento annullato: non è cambiato nulla.</translation>
    </message>
    <message>
        <source>Its files were kept, so they can be sent with a bug report:
{files}</source>
        <translation>I suoi file sono stati conservati, così si possono allegare a una segnalazione di errore:
{files}</translation>
    </message>
    <message>
        <source>Saved with older rules</source>
        <translation>Salvata con regole precedenti</translation>
    </message>
    <message>
        <source>Continue from move {kept}</source>
        <translation>Continua dalla mossa {kept}</translation>
    </message>
    <message>
        <source>Keep the file untouched</source>
        <translation>Lascia il file com'è</translation>
    </message>
    <message>
        <source>The file was left untouched.</source>
        <translation>Il file non è stato toccato.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <source>This file is open in another Divas Desktop window: saving here would overwrite that game. Save under another name.</source>
        <translation>Questo file è aperto in un'altra finestra di Divas Desktop: salvandolo qui sovrascriveresti quella partita. Salva con un altro nome.</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Salvata in {file}</translation>
    </message>
    <message>
        <source>This game is already on the table.</source>
        <translation>Questa partita è già sul tavolo.</translation>
    </message>
    <message>
        <source>Loading the unfinished game…</source>
        <translation>Caricamento della partita in sospeso…</translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed</source>
        <translation>La partita in sospeso non può essere ripresa</translation>
    </message>
    <message>
        <source>a game that cannot be read</source>
        <translation>una partita illeggibile</translation>
    </message>
    <message>
        <source>Discard the unfinished game of {game} ({players})? It cannot be brought back.</source>
        <translation>Scartare la partita in sospeso a {game} ({players})? Non si potrà più recuperare.</translation>
    </message>
    <message>
        <source>Discard the game?</source>
        <translation>Scartare la partita?</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Conservala</translation>
    </message>
</context>
<context>
    <name>LessonHost</name>
    <message>
        <source>Done {count} of {repeat}.</source>
        <translation>Fatto: {count} su {repeat}.</translation>
    </message>
</context>
<context>
    <name>Loading</name>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Performance log</source>
        <translation>Cronaca della recita</translation>
    </message>
    <message>
        <source>{player} moves</source>
        <translation>Turno di {player}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Adatta alla finestra</translation>
    </message>
    <message>
        <source>&amp;About Divas Desktop</source>
        <translation>&amp;Informazioni su Divas Desktop</translation>
    </message>
    <message>
        <source>The &amp;rule for this moment</source>
        <translation>La &amp;regola di questo momento</translation>
    </message>
    <message>
        <source>Show &amp;tips for new phases</source>
        <translation>Mostra i &amp;suggerimenti per le nuove fasi</translation>
    </message>
    <message>
        <source>&amp;Legend of the board (?)</source>
        <translation>&amp;Legenda del tavolo (?)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Pace of play</source>
        <translation>&amp;Ritmo di gioco</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Istantaneo</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <source>&amp;Step by step</source>
        <translation>&amp;Passo dopo passo</translation>
    </message>
    <message>
        <source>Computer turns wait for Next at every beat</source>
        <translation>I turni del computer attendono «Avanti» a ogni momento</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>&amp;Mossa successiva</translation>
    </message>
    <message>
        <source>Players and &amp;log column</source>
        <translation>Colonna giocatori e &amp;cronaca</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;iuto</translation>
    </message>
    <message>
        <source>The language cannot change</source>
        <translation>La lingua non può cambiare</translation>
    </message>
    <message>
        <source>Rule {clause}</source>
        <translation>Regola {clause}</translation>
    </message>
    <message>
        <source>Open the rules reference at this rule</source>
        <translation>Apri il regolamento a questa regola</translation>
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
        <translation>La recita è finita. Bravi!</translation>
    </message>
    <message>
        <source>Sipario! Waiting for {player}</source>
        <translation>Sipario! Si attende {player}</translation>
    </message>
    <message>
        <source>{player}, it is your move.</source>
        <translation>{player}, tocca a te muovere.</translation>
    </message>
    <message>
        <source>Waiting for {players}…</source>
        <translation>In attesa di {players}…</translation>
    </message>
    <message>
        <source>The game is saved automatically again.</source>
        <translation>La partita viene di nuovo salvata automaticamente.</translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation>Come si gioca a {game}</translation>
    </message>
    <message>
        <source>Rule {clause} is not in the reference.</source>
        <translation>La regola {clause} non è nel regolamento.</translation>
    </message>
    <message>
        <source>About Divas Desktop</source>
        <translation>Informazioni su Divas Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Divas Desktop {version}&lt;/h3&gt;&lt;p&gt;Sipario!, Turandot, The Battle of the Divas and Opera Magna for 2–5 players on one screen, with every rule enforced.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Divas Desktop {version}&lt;/h3&gt;&lt;p&gt;Sipario!, Turandot, La battaglia delle dive e Opera Magna per 2–5 giocatori su un solo schermo, con ogni regola rispettata.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The {language} texts are missing from this installation ({file} was not found), so the language cannot change. Reinstall Divas Desktop, or from the source run `python tools/i18n.py compile`.</source>
        <translation>I testi in {language} mancano da questa installazione ({file} non è stato trovato), quindi la lingua non può cambiare. Reinstalla Divas Desktop oppure, dai sorgenti, esegui `python tools/i18n.py compile`.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Bid in secret for singers and cast Puccini's Turandot.</source>
        <translation>Fai offerte segrete per i cantanti e allestisci la Turandot di Puccini.</translation>
    </message>
    <message>
        <source>Rival impresarios cast singers, stage operas and sabotage each other's debuts.</source>
        <translation>Impresari rivali scritturano cantanti, mettono in scena opere e si sabotano i debutti.</translation>
    </message>
    <message>
        <source>Callas against Tebaldi: perform operas, play the piano, write your legend.</source>
        <translation>Callas contro Tebaldi: interpreta le opere, suona il pianoforte, scrivi la tua leggenda.</translation>
    </message>
    <message>
        <source>Workshop masters trade across the Mediterranean to build Florence's cathedral.</source>
        <translation>Maestri di bottega commerciano nel Mediterraneo per costruire il Duomo di Firenze.</translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation>estratto a sorte</translation>
    </message>
    <message>
        <source>In this game each seat plays a character with her own colour.</source>
        <translation>In questo gioco ogni posto è un personaggio con il suo colore.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>A new performance</source>
        <translation>Una nuova recita</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Numero di partita</translation>
    </message>
    <message>
        <source>More options</source>
        <translation>Altre opzioni</translation>
    </message>
    <message>
        <source>The game number that deals the same cards again, and limits</source>
        <translation>Il numero di partita che ridistribuisce le stesse carte, e i limiti</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>How many people or computer players take part</source>
        <translation>Quanti giocatori partecipano, persone o computer</translation>
    </message>
    <message>
        <source>The same game number deals the same cards again</source>
        <translation>Lo stesso numero di partita distribuisce di nuovo le stesse carte</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianti</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Giocato da</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>How well the computer plays this seat</source>
        <translation>Quanto bene il computer gioca questo posto</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} giocatori</translation>
    </message>
    <message>
        <source>{low}–{high} minutes</source>
        <translation>{low}–{high} minuti</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Cartella</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Cartella di file</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>File %1</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Sconosciuto</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Collegamento</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Cerca in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>File di &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Curtain call</source>
        <translation>Chiamata alla ribalta</translation>
    </message>
    <message>
        <source>Curtain call!</source>
        <translation>Tutti alla ribalta!</translation>
    </message>
    <message>
        <source>Bravi! Winner: {names}</source>
        <translation>Bravi! Vince: {names}</translation>
    </message>
    <message>
        <source>Bravi! Winners: {names}</source>
        <translation>Bravi! Vincono: {names}</translation>
    </message>
    <message>
        <source>Tie-break: {how}</source>
        <translation>Spareggio: {how}</translation>
    </message>
    <message>
        <source>{place}. {name}</source>
        <translation>{place}. {name}</translation>
    </message>
    <message>
        <source>★ Winner</source>
        <translation>★ Vittoria</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
</context>
<context>
    <name>RulesDock</name>
    <message>
        <source>Back to where you were reading</source>
        <translation>Torna dove stavi leggendo</translation>
    </message>
    <message>
        <source>Search the rules…</source>
        <translation>Cerca nelle regole…</translation>
    </message>
    <message>
        <source>Shows only the paragraphs with every word you type.</source>
        <translation>Mostra solo i paragrafi che contengono tutte le parole che scrivi.</translation>
    </message>
    <message>
        <source>Contents: click a heading to go there.</source>
        <translation>Indice: fai clic su un titolo per andarci.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>Click to see it large</source>
        <translation>Fai clic per vederla in grande</translation>
    </message>
    <message>
        <source>Show in the rules</source>
        <translation>Mostra nelle regole</translation>
    </message>
    <message>
        <source>No paragraph has these words.</source>
        <translation>Nessun paragrafo contiene queste parole.</translation>
    </message>
    <message numerus="yes">
        <source>%n paragraphs found</source>
        <translation>
            <numerusform>%n paragrafo trovato</numerusform>
            <numerusform>%n paragrafi trovati</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>computer, {level}</translation>
    </message>
    <message>
        <source>at the screen</source>
        <translation>davanti allo schermo</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatColour</name>
    <message>
        <source>orange</source>
        <translation>arancione</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>azzurro</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>viola</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>vermilion</source>
        <translation>vermiglio</translation>
    </message>
</context>
<context>
    <name>TipBar</name>
    <message>
        <source>Show me the rule</source>
        <translation>Mostrami la regola</translation>
    </message>
    <message>
        <source>Don't show tips again</source>
        <translation>Non mostrare più i suggerimenti</translation>
    </message>
    <message>
        <source>Close the tip</source>
        <translation>Chiudi il suggerimento</translation>
    </message>
    <message>
        <source>Tip: {words}</source>
        <translation>Suggerimento: {words}</translation>
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
        <translation>Quattro giochi da tavolo sull'opera per 2–5 giocatori su un solo schermo. Ogni regola è rispettata.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Apri una partita salvata…</translation>
    </message>
    <message>
        <source>Learn to play…</source>
        <translation>Impara a giocare…</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Partite in sospeso</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message numerus="yes">
        <source>%n moves played</source>
        <translation>
            <numerusform>%n mossa giocata</numerusform>
            <numerusform>%n mosse giocate</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round} · {moves}</source>
        <translation>round {round} · {moves}</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Ultima volta</translation>
    </message>
    <message>
        <source>{lesson} · step {n} of {total}</source>
        <translation>{lesson} · passo {n} di {total}</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Avanzamento</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>Discard…</source>
        <translation>Scarta…</translation>
    </message>
    <message>
        <source>A game that cannot be read</source>
        <translation>Una partita illeggibile</translation>
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
        <translation>La battaglia delle dive</translation>
    </message>
    <message>
        <source>Opera Magna</source>
        <translation>Opera Magna</translation>
    </message>
    <message>
        <source>Athens</source>
        <translation>Atene</translation>
    </message>
    <message>
        <source>Barcelona</source>
        <translation>Barcellona</translation>
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
        <translation>Il Cairo</translation>
    </message>
    <message>
        <source>Cappadocia</source>
        <translation>Cappadocia</translation>
    </message>
    <message>
        <source>Dresden</source>
        <translation>Dresda</translation>
    </message>
    <message>
        <source>Hamburg</source>
        <translation>Amburgo</translation>
    </message>
    <message>
        <source>Lisbon</source>
        <translation>Lisbona</translation>
    </message>
    <message>
        <source>London</source>
        <translation>Londra</translation>
    </message>
    <message>
        <source>Mexico City</source>
        <translation>Città del Messico</translation>
    </message>
    <message>
        <source>Milan</source>
        <translation>Milano</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte Carlo</translation>
    </message>
    <message>
        <source>Moscow</source>
        <translation>Mosca</translation>
    </message>
    <message>
        <source>Munich</source>
        <translation>Monaco di Baviera</translation>
    </message>
    <message>
        <source>Naples</source>
        <translation>Napoli</translation>
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
        <translation>Parigi</translation>
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
        <translation>Praga</translation>
    </message>
    <message>
        <source>Rio de Janeiro</source>
        <translation>Rio de Janeiro</translation>
    </message>
    <message>
        <source>Rome</source>
        <translation>Roma</translation>
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
        <translation>Torino</translation>
    </message>
    <message>
        <source>Venice</source>
        <translation>Venezia</translation>
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
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Questa mossa ora non è consentita.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>There is nothing you may take back.</source>
        <translation>Non c'è nulla che tu possa annullare.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Non c'è nulla da ripetere.</translation>
    </message>
    <message>
        <source>Nothing to take back: you have made no decision yet.</source>
        <translation>Niente da annullare: non hai ancora preso alcuna decisione.</translation>
    </message>
    <message>
        <source>You cannot take it back: hidden cards have been shown to you since.</source>
        <translation>Non puoi annullare: da allora ti sono state mostrate carte nascoste.</translation>
    </message>
    <message>
        <source>You cannot take it back: another player has decided since.</source>
        <translation>Non puoi annullare: da allora un altro giocatore ha deciso.</translation>
    </message>
    <message>
        <source>This game cannot be played with that many seats.</source>
        <translation>Questo gioco non si può giocare con quel numero di posti.</translation>
    </message>
    <message>
        <source>The save points past the end of its own log.</source>
        <translation>Il salvataggio punta oltre la fine del proprio registro.</translation>
    </message>
    <message>
        <source>Drop it on one of the highlighted places.</source>
        <translation>Lascialo in uno dei punti evidenziati.</translation>
    </message>
    <message>
        <source>The file is too large to be a Divas save.</source>
        <translation>Il file è troppo grande per essere un salvataggio di Divas.</translation>
    </message>
    <message>
        <source>This file is not a Divas Desktop save.</source>
        <translation>Questo file non è un salvataggio di Divas Desktop.</translation>
    </message>
    <message>
        <source>This save was written by a newer version of Divas Desktop. Please update.</source>
        <translation>Questo salvataggio è stato scritto da una versione più recente di Divas Desktop. Aggiorna l'applicazione.</translation>
    </message>
    <message>
        <source>This save is for a game this version does not know.</source>
        <translation>Questo salvataggio è di un gioco che questa versione non conosce.</translation>
    </message>
    <message>
        <source>The save file is damaged or incomplete.</source>
        <translation>Il file di salvataggio è danneggiato o incompleto.</translation>
    </message>
    <message>
        <source>The moves stored in the save cannot be replayed; the file is damaged.</source>
        <translation>Le mosse memorizzate nel salvataggio non si possono rigiocare: il file è danneggiato.</translation>
    </message>
    <message>
        <source>The save does not match its own check sum; the file is damaged.</source>
        <translation>Il salvataggio non corrisponde al proprio codice di controllo: il file è danneggiato.</translation>
    </message>
    <message>
        <source>The file could not be read or written.</source>
        <translation>Impossibile leggere o scrivere il file.</translation>
    </message>
    <message>
        <source>The disk is full: nothing was lost; free some space or save elsewhere.</source>
        <translation>Il disco è pieno: non si è perso nulla; libera un po' di spazio o salva altrove.</translation>
    </message>
    <message>
        <source>This folder cannot be written to (it is read-only, or not yours): nothing was lost; save elsewhere.</source>
        <translation>In questa cartella non si può scrivere (è di sola lettura, o non è tua): non si è perso nulla; salva altrove.</translation>
    </message>
    <message>
        <source>The folder does not exist (any more: a removed drive?): nothing was lost; save elsewhere.</source>
        <translation>La cartella non esiste (più: un'unità scollegata?): non si è perso nulla; salva altrove.</translation>
    </message>
    <message>
        <source>The name is too long for this disk: nothing was lost; choose a shorter name.</source>
        <translation>Il nome è troppo lungo per questo disco: non si è perso nulla; scegli un nome più corto.</translation>
    </message>
    <message>
        <source>The file holds a number far too long for a save; it is not a Divas save.</source>
        <translation>Il file contiene un numero troppo lungo per un salvataggio: non è un salvataggio di Divas.</translation>
    </message>
    <message>
        <source>The save holds {moves} moves, more than a whole game ever takes; it was not loaded.</source>
        <translation>Il salvataggio contiene {moves} mosse, più di quante ne richieda un'intera partita: non è stato caricato.</translation>
    </message>
    <message>
        <source>A player name in the save is longer than {limit} characters; it was not loaded.</source>
        <translation>Nel salvataggio il nome di un giocatore supera i {limit} caratteri: non è stato caricato.</translation>
    </message>
    <message>
        <source>The game was saved with older rules and no longer replays as it was played.</source>
        <translation>La partita è stata salvata con regole precedenti e non si ripete più come è stata giocata.</translation>
    </message>
    <message>
        <source>This game of {game} was saved with older rules. Under the current rules it replays as it was played up to move {kept} (of {total}). Continue from there, or keep the file untouched?</source>
        <translation>Questa partita a {game} è stata salvata con regole precedenti. Con le regole attuali si ripete come è stata giocata fino alla mossa {kept} (di {total}). Continuare da lì, o lasciare il file com'è?</translation>
    </message>
    <message>
        <source>Loading was cancelled.</source>
        <translation>Caricamento annullato.</translation>
    </message>
    <message>
        <source>Raise the curtain first: the player at the screen has not said who they are yet, and only they may take back their own moves.</source>
        <translation>Prima alza il sipario: chi è davanti allo schermo non ha ancora detto chi è, e ciascuno può annullare solo le proprie mosse.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Plays sensible moves, with a newcomer's slips: a good start for learning.</source>
        <translation>Gioca mosse sensate, con le sviste di un principiante: un buon inizio per imparare.</translation>
    </message>
    <message>
        <source>Plays a sound game by rules of thumb, and decides at once.</source>
        <translation>Gioca una partita solida con regole pratiche e decide subito.</translation>
    </message>
    <message>
        <source>Thinks up to a second a move, trying its options on the cards it may guess: a tough opponent.</source>
        <translation>Pensa fino a un secondo per mossa, provando le sue scelte sulle carte che può immaginare: un avversario tosto.</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} sta pensando…</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} e {last}</translation>
    </message>
    <message>
        <source>The tie stands: the winners share the win.</source>
        <translation>Il pareggio resta: i vincitori condividono la vittoria.</translation>
    </message>
    <message>
        <source>Prima Donna (demo)</source>
        <translation>Prima Donna (demo)</translation>
    </message>
    <message>
        <source>{player} sings an aria of strength {value} on stage.</source>
        <translation>{player} canta in scena un'aria di forza {value}.</translation>
    </message>
    <message>
        <source>{player} sends the aria of strength {value} to the wings.</source>
        <translation>{player} manda tra le quinte l'aria di forza {value}.</translation>
    </message>
    <message>
        <source>{player} sends a card to the wings.</source>
        <translation>{player} manda una carta tra le quinte.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passa.</translation>
    </message>
    <message>
        <source>An aria on stage must be at least as strong as the last one ({top}).</source>
        <translation>Un'aria in scena deve essere forte almeno quanto l'ultima ({top}).</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Quella carta non è nella tua mano.</translation>
    </message>
    <message>
        <source>Arias sung on stage ({count})</source>
        <translation>Arie cantate in scena ({count})</translation>
    </message>
    <message>
        <source>Encore for the last aria</source>
        <translation>Bis per l'ultima aria</translation>
    </message>
    <message>
        <source>Tie broken by the strongest single aria sung.</source>
        <translation>Pareggio risolto dall'aria più forte cantata.</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Palcoscenico</translation>
    </message>
    <message>
        <source>Wings</source>
        <translation>Quinte</translation>
    </message>
    <message>
        <source>Hand of {player}</source>
        <translation>Mano {player:di}</translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n cards</source>
        <translation>
            <numerusform>{player}: %n carta</numerusform>
            <numerusform>{player}: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Encore bonus</source>
        <translation>Bonus del bis</translation>
    </message>
    <message>
        <source>Aria</source>
        <translation>Aria</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Carte in mano</translation>
    </message>
    <message>
        <source>Encore bonus for the last aria</source>
        <translation>Bonus del bis per l'ultima aria</translation>
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
        <translation>{player} si sposta {note:su} (tasto {key}).</translation>
    </message>
    <message>
        <source>{player} places a {note} note on key {key}.</source>
        <translation>{player} piazza una nota {note} sul tasto {key}.</translation>
    </message>
    <message>
        <source>{player} flips the {note} note on key {key}.</source>
        <translation>{player} gira la nota {note} sul tasto {key}.</translation>
    </message>
    <message>
        <source>{player} uses the black key: {first} and {second}.</source>
        <translation>{player} usa il tasto nero: {first} e {second}.</translation>
    </message>
    <message>
        <source>{player} expands her tessitura (keys {low}–{high}).</source>
        <translation>{player} amplia la sua tessitura (tasti {low}–{high}).</translation>
    </message>
    <message>
        <source>{player} reaches the end of the keyboard: +{points} VP.</source>
        <translation>{player} raggiunge l'estremità della tastiera: +{points} PV.</translation>
    </message>
    <message>
        <source>The tessitura of {player} shrinks (keys {low}–{high}).</source>
        <translation>La tessitura {player:di} si restringe (tasti {low}–{high}).</translation>
    </message>
    <message>
        <source>A {note} note of {player} leaves the piano (key {key}).</source>
        <translation>Una nota {note} {player:di} lascia il pianoforte (tasto {key}).</translation>
    </message>
    <message>
        <source>{player} plays {card} on the Timeline.</source>
        <translation>{player} gioca {card} sulla linea del tempo.</translation>
    </message>
    <message>
        <source>{player} places {card} on the Timeline without its event.</source>
        <translation>{player} mette {card} sulla linea del tempo senza il suo evento.</translation>
    </message>
    <message>
        <source>{player} moves {card} one place on the Timeline.</source>
        <translation>{player} sposta {card} di un posto sulla linea del tempo.</translation>
    </message>
    <message>
        <source>{player} gains {points} VP.</source>
        <translation>{player} guadagna {points} PV.</translation>
    </message>
    <message>
        <source>{player} takes {card} back from her discard pile.</source>
        <translation>{player} riprende {card} dalla sua pila degli scarti.</translation>
    </message>
    <message>
        <source>{player} places her {instrument} in the orchestra: bonus ×{x}.</source>
        <translation>{player} mette {instrument:il suo|la sua} {instrument:low} nell'orchestra: bonus ×{x}.</translation>
    </message>
    <message>
        <source>{player} places her conductor: +{points} VP.</source>
        <translation>{player} piazza il suo direttore d'orchestra: +{points} PV.</translation>
    </message>
    <message>
        <source>{player} has nothing left to place in the orchestra.</source>
        <translation>{player} non ha più nulla da piazzare nell'orchestra.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Hai pescato {card}.</translation>
    </message>
    <message>
        <source>A deck is exhausted: {player} plays the last turn.</source>
        <translation>Un mazzo è esaurito: {player} gioca l'ultimo turno.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} to play.</source>
        <translation>Turno {turn}: tocca {player:a}.</translation>
    </message>
    <message>
        <source>The fifth opera is closed: the game is over.</source>
        <translation>La quinta opera è chiusa: la partita è finita.</translation>
    </message>
    <message>
        <source>The last turn is over: the game is over.</source>
        <translation>L'ultimo turno è finito: la partita è finita.</translation>
    </message>
    <message>
        <source>No cards left to play: the game is over.</source>
        <translation>Non restano carte da giocare: la partita è finita.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Quella carta non è nella tua mano.</translation>
    </message>
    <message>
        <source>First play a card from your hand in an opera.</source>
        <translation>Prima gioca una carta dalla tua mano in un'opera.</translation>
    </message>
    <message>
        <source>Move your Diva on the piano first.</source>
        <translation>Prima muovi la tua Diva sul pianoforte.</translation>
    </message>
    <message>
        <source>That black key is not next to your Diva.</source>
        <translation>Quel tasto nero non è accanto alla tua Diva.</translation>
    </message>
    <message>
        <source>Choose one of the black keys next to your Diva.</source>
        <translation>Scegli uno dei tasti neri accanto alla tua Diva.</translation>
    </message>
    <message>
        <source>The chosen black key does not offer that action, or it is already used.</source>
        <translation>Il tasto nero scelto non offre quell'azione, oppure è già stata usata.</translation>
    </message>
    <message>
        <source>That tessitura marker is already at the end of the keyboard.</source>
        <translation>Quel segnalino di tessitura è già all'estremità della tastiera.</translation>
    </message>
    <message>
        <source>The instrument of this black key belongs to another opera house.</source>
        <translation>Lo strumento di questo tasto nero appartiene a un altro teatro.</translation>
    </message>
    <message>
        <source>There is no note of yours on that key.</source>
        <translation>Su quel tasto non c'è una tua nota.</translation>
    </message>
    <message>
        <source>That card cannot move that way.</source>
        <translation>Quella carta non può spostarsi in quella direzione.</translation>
    </message>
    <message>
        <source>Points during play</source>
        <translation>Punti durante la partita</translation>
    </message>
    <message>
        <source>Most instruments in the orchestra ({instruments})</source>
        <translation>Più strumenti nell'orchestra ({instruments})</translation>
    </message>
    <message>
        <source>Notes on the piano</source>
        <translation>Note sul pianoforte</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Linea del tempo</translation>
    </message>
    <message>
        <source>Unfinished operas led</source>
        <translation>Opere incompiute in testa</translation>
    </message>
    <message>
        <source>Tie broken: more operas closed.</source>
        <translation>Parità risolta: più opere chiuse.</translation>
    </message>
    <message>
        <source>A perfect tie: the two divas share the victory.</source>
        <translation>Parità perfetta: le due dive condividono la vittoria.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Palco Reale expansion</source>
        <translation>Espansione Palco Reale</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primo giocatore</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
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
        <translation>Ordine della linea del tempo</translation>
    </message>
    <message>
        <source>No later year of the same colour further left</source>
        <translation>Nessun anno successivo dello stesso colore più a sinistra</translation>
    </message>
    <message>
        <source>Longest chronological sequence</source>
        <translation>Sequenza cronologica più lunga</translation>
    </message>
    <message>
        <source>Play a card in an opera</source>
        <translation>Gioca una carta in un'opera</translation>
    </message>
    <message>
        <source>Move on the piano</source>
        <translation>Muoviti sul pianoforte</translation>
    </message>
    <message>
        <source>Choose a black key</source>
        <translation>Scegli un tasto nero</translation>
    </message>
    <message>
        <source>Perform the black key's actions</source>
        <translation>Esegui le azioni del tasto nero</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Choose a key for your note.</source>
        <translation>Scegli un tasto per la tua nota.</translation>
    </message>
    <message>
        <source>Choose a rival note to flip.</source>
        <translation>Scegli una nota rivale da girare.</translation>
    </message>
    <message>
        <source>Choose a rival note to remove.</source>
        <translation>Scegli una nota rivale da togliere.</translation>
    </message>
    <message numerus="yes">
        <source>%n Applause</source>
        <translation>
            <numerusform>%n Applauso</numerusform>
            <numerusform>%n Applausi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} plays {card} {house:at}.</source>
        <translation>{player} gioca {card} {house:a}.</translation>
    </message>
    <message>
        <source>{player}: {amount} {house:at} (total {applause}).</source>
        <translation>{player}: {amount} {house:a} (totale {applause}).</translation>
    </message>
    <message>
        <source>{player} sends her {note} {house:to}.</source>
        <translation>{player} invia il suo {note} {house:a}.</translation>
    </message>
    <message>
        <source>{player} closes {opera} {house:at}.</source>
        <translation>{player} chiude {opera} {house:a}.</translation>
    </message>
    <message>
        <source>{player} turns {points} into VP.</source>
        <translation>{player} converte {points} in PV.</translation>
    </message>
    <message>
        <source>{personality:Art} applauds {player}: +{points} VP.</source>
        <translation>{personality:Art} applaude {player}: +{points} PV.</translation>
    </message>
    <message>
        <source>{house:Art} will not score the Palco Reale again.</source>
        <translation>{house:Art} non otterrà più punti dal Palco Reale.</translation>
    </message>
    <message>
        <source>{personality:Art} takes a seat in the Palco Reale.</source>
        <translation>{personality:Art} prende posto nel Palco Reale.</translation>
    </message>
    <message>
        <source>{opera} opens {house:at}.</source>
        <translation>{opera} va in scena {house:a}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} shuffles her discards into a new deck (%n cards).</source>
        <translation>
            <numerusform>{player} mescola i suoi scarti in un nuovo mazzo (%n carta).</numerusform>
            <numerusform>{player} mescola i suoi scarti in un nuovo mazzo (%n carte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} draws back up to four cards (%n drawn).</source>
        <translation>
            <numerusform>{player} pesca fino ad avere quattro carte (%n pescata).</numerusform>
            <numerusform>{player} pesca fino ad avere quattro carte (%n pescate).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your Diva cannot end her move on that key (up to %n keys).</source>
        <translation>
            <numerusform>La tua Diva non può terminare il movimento su quel tasto (fino a %n tasto).</numerusform>
            <numerusform>La tua Diva non può terminare il movimento su quel tasto (fino a %n tasti).</numerusform>
        </translation>
    </message>
    <message>
        <source>You need at least {minimum} to close this opera.</source>
        <translation>Servono almeno {minimum} per chiudere quest'opera.</translation>
    </message>
    <message>
        <source>Three Personalities in the royal box score every closing.</source>
        <translation>Tre Personalità nel palco reale premiano ogni opera chiusa.</translation>
    </message>
    <message>
        <source>Who opens the game: the last to have been to the opera.</source>
        <translation>Chi apre la partita: l'ultima ad essere stata all'opera.</translation>
    </message>
    <message>
        <source>How the final Timeline scoring judges chronological order.</source>
        <translation>Come il punteggio finale della linea del tempo giudica l'ordine cronologico.</translation>
    </message>
    <message numerus="yes">
        <source>Choose a house to gain Fame (%n left).</source>
        <translation>
            <numerusform>Scegli un teatro dove guadagnare Fama (ne resta %n).</numerusform>
            <numerusform>Scegli un teatro dove guadagnare Fama (ne restano %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expand your tessitura (%n left).</source>
        <translation>
            <numerusform>Amplia la tua tessitura (ne resta %n).</numerusform>
            <numerusform>Amplia la tua tessitura (ne restano %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move Timeline cards (%n steps left).</source>
        <translation>
            <numerusform>Sposta carte sulla linea del tempo (resta %n passo).</numerusform>
            <numerusform>Sposta carte sulla linea del tempo (restano %n passi).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play cards to the Timeline without their events (%n left).</source>
        <translation>
            <numerusform>Gioca una carta sulla linea del tempo senza il suo evento (ne resta %n).</numerusform>
            <numerusform>Gioca carte sulla linea del tempo senza i loro eventi (ne restano %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a house to gain {amount}.</source>
        <translation>Scegli un teatro dove guadagnare {amount}.</translation>
    </message>
    <message>
        <source>Choose a house where your rival loses {amount}.</source>
        <translation>Scegli un teatro dove la rivale perde {amount}.</translation>
    </message>
    <message>
        <source>Choose a rival tessitura marker to move inward.</source>
        <translation>Scegli un segnalino di tessitura rivale da spostare verso l'interno.</translation>
    </message>
    <message>
        <source>Play a card from your hand into an opera.</source>
        <translation>Gioca una carta dalla tua mano in un'opera.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <source>La Scala</source>
        <translation>La Scala</translation>
    </message>
    <message>
        <source>Wiener Staatsoper</source>
        <translation>Staatsoper di Vienna</translation>
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
        <translation>Violino</translation>
    </message>
    <message>
        <source>Clarinet</source>
        <translation>Clarinetto</translation>
    </message>
    <message>
        <source>Trumpet</source>
        <translation>Tromba</translation>
    </message>
    <message>
        <source>Drum</source>
        <translation>Tamburo</translation>
    </message>
    <message>
        <source>Increase Fame</source>
        <translation>Aumentare la Fama</translation>
    </message>
    <message>
        <source>Expand Tessitura</source>
        <translation>Ampliare la tessitura</translation>
    </message>
    <message>
        <source>Play a card on the Timeline</source>
        <translation>Giocare una carta sulla linea del tempo</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rossa</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>viola</translation>
    </message>
    <message>
        <source>white</source>
        <translation>bianca</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaggio</translation>
    </message>
    <message>
        <source>Positive event</source>
        <translation>Evento positivo</translation>
    </message>
    <message>
        <source>Negative event</source>
        <translation>Evento negativo</translation>
    </message>
    <message>
        <source>Luchino Visconti</source>
        <translation>Luchino Visconti</translation>
    </message>
    <message>
        <source>Callas's skill: gain 1 Fame step in a house of your choice.</source>
        <translation>Abilità di Callas: guadagna 1 passo di Fama in un teatro a tua scelta.</translation>
    </message>
    <message>
        <source>Film and stage director who staged Callas in five La Scala productions, from La vestale (1954) to Ifigenia in Tauride (1957).</source>
        <translation>Regista di cinema e di teatro che diresse Callas in cinque produzioni della Scala, dalla Vestale (1954) all'Ifigenia in Tauride (1957).</translation>
    </message>
    <message>
        <source>Pier Paolo Pasolini</source>
        <translation>Pier Paolo Pasolini</translation>
    </message>
    <message>
        <source>Poet and film-maker who cast Callas as Medea in his 1969 film.</source>
        <translation>Poeta e regista che scelse Callas come Medea nel suo film del 1969.</translation>
    </message>
    <message>
        <source>Aristotle Onassis</source>
        <translation>Aristotele Onassis</translation>
    </message>
    <message>
        <source>Greek shipowner, Callas's companion from 1959 until his marriage in 1968.</source>
        <translation>Armatore greco, compagno di Callas dal 1959 fino al suo matrimonio nel 1968.</translation>
    </message>
    <message>
        <source>Elvira de Hidalgo</source>
        <translation>Elvira de Hidalgo</translation>
    </message>
    <message>
        <source>Spanish soprano who taught the young Callas in Athens.</source>
        <translation>Soprano spagnola che fu maestra della giovane Callas ad Atene.</translation>
    </message>
    <message>
        <source>Young Promise</source>
        <translation>Giovane promessa</translation>
    </message>
    <message>
        <source>Expand your tessitura once.</source>
        <translation>Amplia una volta la tua tessitura.</translation>
    </message>
    <message>
        <source>Aged 13, Maria Kalogeropoulou arrives in Athens from New York and enters the National Conservatory.</source>
        <translation>A 13 anni Maria Kalogeropoulou arriva ad Atene da New York ed entra al Conservatorio Nazionale.</translation>
    </message>
    <message>
        <source>Italian Debut</source>
        <translation>Debutto italiano</translation>
    </message>
    <message>
        <source>+1 Applause in a house of your choice.</source>
        <translation>+1 Applauso in un teatro a tua scelta.</translation>
    </message>
    <message>
        <source>Callas makes her Italian debut at the Arena di Verona in La Gioconda.</source>
        <translation>Callas debutta in Italia all'Arena di Verona nella Gioconda.</translation>
    </message>
    <message>
        <source>Conquering Buenos Aires</source>
        <translation>Alla conquista di Buenos Aires</translation>
    </message>
    <message>
        <source>+2 Fame at the Teatro Colón.</source>
        <translation>+2 Fama al Teatro Colón.</translation>
    </message>
    <message>
        <source>At the Teatro Colón, Callas sings Turandot, Norma and Aida.</source>
        <translation>Al Teatro Colón Callas canta Turandot, Norma e Aida.</translation>
    </message>
    <message>
        <source>Advertising Broadcasts</source>
        <translation>Trasmissioni pubblicitarie</translation>
    </message>
    <message>
        <source>+1 Fame in two different houses.</source>
        <translation>+1 Fama in due teatri diversi.</translation>
    </message>
    <message>
        <source>Callas sings on Italian radio and makes her first recordings, for Cetra in Turin.</source>
        <translation>Callas canta alla radio italiana e incide i suoi primi dischi, per la Cetra a Torino.</translation>
    </message>
    <message>
        <source>Master Skill</source>
        <translation>Abilità magistrale</translation>
    </message>
    <message>
        <source>Place a note on any key inside your tessitura.</source>
        <translation>Piazza una nota su un tasto qualsiasi entro la tua tessitura.</translation>
    </message>
    <message>
        <source>In Mexico City, Callas crowns the second act of Aida with a high E-flat.</source>
        <translation>A Città del Messico Callas corona il secondo atto di Aida con un mi bemolle acuto.</translation>
    </message>
    <message>
        <source>Milanese Fever</source>
        <translation>Febbre milanese</translation>
    </message>
    <message>
        <source>+2 Fame at La Scala.</source>
        <translation>+2 Fama alla Scala.</translation>
    </message>
    <message>
        <source>Callas sings Norma at La Scala early in 1952 and opens its next season as Lady Macbeth: Milan is hers.</source>
        <translation>Callas canta Norma alla Scala all'inizio del 1952 e ne inaugura la stagione successiva come Lady Macbeth: Milano è sua.</translation>
    </message>
    <message>
        <source>Callas opens La Scala's 1954 season with La vestale; Karajan's Lucia then takes her to Berlin (1955) and to the Vienna Staatsoper (1956).</source>
        <translation>Callas inaugura la stagione 1954 della Scala con La vestale; la Lucia di Karajan la porta poi a Berlino (1955) e alla Staatsoper di Vienna (1956).</translation>
    </message>
    <message>
        <source>Zeffirelli's Tosca at Covent Garden, with Tito Gobbi as Scarpia, brings Callas back to the stage in triumph.</source>
        <translation>La Tosca di Zeffirelli al Covent Garden, con Tito Gobbi come Scarpia, riporta Callas sulle scene in trionfo.</translation>
    </message>
    <message>
        <source>After marrying Jacqueline Kennedy, Onassis seeks Callas out again.</source>
        <translation>Dopo aver sposato Jacqueline Kennedy, Onassis cerca di nuovo Callas.</translation>
    </message>
    <message>
        <source>A heavy schedule tires Tebaldi's voice, and she has to rest it.</source>
        <translation>Un calendario fitto affatica la voce di Tebaldi, che deve farla riposare.</translation>
    </message>
    <message>
        <source>After La forza del destino in 1955, Tebaldi leaves La Scala, now Callas's stronghold, and makes the Met her home.</source>
        <translation>Dopo La forza del destino nel 1955, Tebaldi lascia la Scala, ormai regno di Callas, e fa del Met la sua casa.</translation>
    </message>
    <message>
        <source>Rome's Opera opens 1958 with a gala Norma, and the title role, one of Callas's great parts, is hers.</source>
        <translation>L'Opera di Roma apre il 1958 con una Norma di gala, e il ruolo del titolo, uno dei grandi ruoli di Callas, è suo.</translation>
    </message>
    <message>
        <source>Young Tebaldi sings Mimì in Parma in 1945, in the last months of the war.</source>
        <translation>La giovane Tebaldi canta Mimì a Parma nel 1945, negli ultimi mesi di guerra.</translation>
    </message>
    <message>
        <source>Tebaldi's first role abroad: Donna Elvira in Mozart's Don Giovanni at the São Carlos in Lisbon, in 1949 (the card says 1947).</source>
        <translation>Il primo ruolo di Tebaldi all'estero: Donna Elvira nel Don Giovanni di Mozart al São Carlos di Lisbona, nel 1949 (la carta dice 1947).</translation>
    </message>
    <message>
        <source>Encouraged by Toscanini, Tebaldi takes on Aida, a role she thought meant for a heavier voice, and triumphs in it at La Scala.</source>
        <translation>Incoraggiata da Toscanini, Tebaldi affronta Aida, un ruolo che credeva per una voce più drammatica, e trionfa alla Scala.</translation>
    </message>
    <message>
        <source>Tebaldi's tours take her as far as Japan.</source>
        <translation>Le tournée di Tebaldi la portano fino in Giappone.</translation>
    </message>
    <message>
        <source>European Tour</source>
        <translation>Tournée europea</translation>
    </message>
    <message numerus="yes">
        <source>Fame {house:at} moves %n steps toward {player}.</source>
        <translation>
            <numerusform>La Fama {house:a} si sposta di %n passo verso {player}.</numerusform>
            <numerusform>La Fama {house:a} si sposta di %n passi verso {player}.</numerusform>
        </translation>
    </message>
    <message>
        <source>First answer the choice the card asks for, or press Done to decline it.</source>
        <translation>Prima rispondi alla scelta che chiede la carta, oppure premi Fatto per rinunciarvi.</translation>
    </message>
    <message>
        <source>Fame {house:at} is already {limit} steps toward you: it can go no further.</source>
        <translation>La Fama {house:a} è già a {limit} passi verso di te: non può andare oltre.</translation>
    </message>
    <message>
        <source>This event gives Fame in different houses: {house} has had its step.</source>
        <translation>Questo evento dà Fama in teatri diversi: {house} ha già avuto il suo passo.</translation>
    </message>
    <message>
        <source>Key {key} already holds a note: choose a free key.</source>
        <translation>Il tasto {key} ha già una nota: scegli un tasto libero.</translation>
    </message>
    <message>
        <source>Key {key} is not next to your Diva: the note goes on a neighbouring key.</source>
        <translation>Il tasto {key} non è accanto alla tua Diva: la nota va su un tasto vicino.</translation>
    </message>
    <message>
        <source>You cannot sing key {key}: it is outside your tessitura, or no such note is left in your reserve.</source>
        <translation>Non puoi cantare il tasto {key}: è fuori dalla tua tessitura, oppure nella tua riserva non resta quella nota.</translation>
    </message>
    <message>
        <source>There is no note of your rival on key {key}.</source>
        <translation>Sul tasto {key} non c'è una nota della tua rivale.</translation>
    </message>
    <message>
        <source>Your rival has no Applause {house:at} to lose.</source>
        <translation>La tua rivale non ha Applausi da perdere {house:a}.</translation>
    </message>
    <message>
        <source>The actions left on your black key do not include the Timeline: a card goes there only with that action.</source>
        <translation>Tra le azioni rimaste del tuo tasto nero non c'è la linea del tempo: una carta ci va solo con quell'azione.</translation>
    </message>
    <message>
        <source>A note is sent with an instrument: choose a black key that offers one.</source>
        <translation>Una nota si invia con uno strumento: scegli un tasto nero che ne offra uno.</translation>
    </message>
    <message>
        <source>Key {key} is outside your tessitura (keys {low}–{high}).</source>
        <translation>Il tasto {key} è fuori dalla tua tessitura (tasti {low}–{high}).</translation>
    </message>
    <message>
        <source>{opera} needs {first} and {second}, not {note}.</source>
        <translation>{opera} chiede {first} e {second}, non {note}.</translation>
    </message>
    <message>
        <source>You have already sent a {note} {house:to}: each note goes there once.</source>
        <translation>Hai già inviato un {note} {house:a}: ogni nota ci va una volta sola.</translation>
    </message>
    <message>
        <source>That place is further than the Timeline steps you have left.</source>
        <translation>Quel posto è più lontano dei passi sulla linea del tempo che ti restano.</translation>
    </message>
    <message numerus="yes">
        <source>Applause turned into VP (%n operas closed)</source>
        <translation>
            <numerusform>Applausi convertiti in PV (%n opera chiusa)</numerusform>
            <numerusform>Applausi convertiti in PV (%n opere chiuse)</numerusform>
        </translation>
    </message>
    <message>
        <source>Conductor in the orchestra</source>
        <translation>Direttore d'orchestra nell'orchestra</translation>
    </message>
    <message>
        <source>Personalities of the Palco Reale</source>
        <translation>Personalità del Palco Reale</translation>
    </message>
    <message>
        <source>Other points during play (keyboard ends, events)</source>
        <translation>Altri punti in partita (estremi della tastiera, eventi)</translation>
    </message>
    <message>
        <source>+1 Fame at La Scala and +1 at the Wiener Staatsoper.</source>
        <translation>+1 Fama alla Scala e +1 alla Staatsoper di Vienna.</translation>
    </message>
    <message>
        <source>La Traviata with Visconti</source>
        <translation>La traviata con Visconti</translation>
    </message>
    <message>
        <source>+2 Applause in a house of your choice.</source>
        <translation>+2 Applausi in un teatro a tua scelta.</translation>
    </message>
    <message>
        <source>Visconti's La traviata at La Scala, conducted by Carlo Maria Giulini.</source>
        <translation>La traviata di Visconti alla Scala, diretta da Carlo Maria Giulini.</translation>
    </message>
    <message>
        <source>A Lifetime</source>
        <translation>Una vita intera</translation>
    </message>
    <message>
        <source>2 Timeline movement steps.</source>
        <translation>2 passi di movimento sulla linea del tempo.</translation>
    </message>
    <message>
        <source>Callas joins Aristotle Onassis's cruise on the yacht Christina; their romance begins.</source>
        <translation>Callas partecipa alla crociera di Aristotele Onassis sullo yacht Christina; inizia la loro storia d'amore.</translation>
    </message>
    <message>
        <source>The UK Has Two Queens</source>
        <translation>Il Regno Unito ha due regine</translation>
    </message>
    <message>
        <source>Gain 1 VP.</source>
        <translation>Guadagna 1 PV.</translation>
    </message>
    <message>
        <source>New York at Her Feet</source>
        <translation>New York ai suoi piedi</translation>
    </message>
    <message>
        <source>+2 Fame at the Metropolitan.</source>
        <translation>+2 Fama al Metropolitan.</translation>
    </message>
    <message>
        <source>Callas returns to the Metropolitan as Tosca, seven years after her last performance there.</source>
        <translation>Callas torna al Metropolitan come Tosca, sette anni dopo l'ultima recita.</translation>
    </message>
    <message>
        <source>Love Without Borders</source>
        <translation>Amore senza frontiere</translation>
    </message>
    <message>
        <source>Play 1 card from your hand into any opera (Phase 1 rules, no movement).</source>
        <translation>Gioca 1 carta dalla tua mano in un'opera qualsiasi (regole della Fase 1, senza movimento).</translation>
    </message>
    <message>
        <source>Callas gives up her American citizenship for Greek, which ends her marriage to Meneghini under Greek law.</source>
        <translation>Callas rinuncia alla cittadinanza americana per quella greca, che per la legge greca annulla il suo matrimonio con Meneghini.</translation>
    </message>
    <message>
        <source>Second Chances</source>
        <translation>Seconde possibilità</translation>
    </message>
    <message>
        <source>Take the top card of your discard pile into your hand.</source>
        <translation>Prendi in mano la prima carta della tua pila degli scarti.</translation>
    </message>
    <message>
        <source>Film Artist</source>
        <translation>Artista del cinema</translation>
    </message>
    <message>
        <source>1 Timeline movement step and +1 Fame in a house of your choice.</source>
        <translation>1 passo di movimento sulla linea del tempo e +1 Fama in un teatro a tua scelta.</translation>
    </message>
    <message>
        <source>Callas plays Medea in Pasolini's film, her only screen role.</source>
        <translation>Callas interpreta Medea nel film di Pasolini, il suo unico ruolo al cinema.</translation>
    </message>
    <message>
        <source>Comeback Tour</source>
        <translation>Tournée del ritorno</translation>
    </message>
    <message>
        <source>Expand your tessitura twice.</source>
        <translation>Amplia due volte la tua tessitura.</translation>
    </message>
    <message>
        <source>With Giuseppe Di Stefano, Callas opens a world concert tour in Hamburg.</source>
        <translation>Con Giuseppe Di Stefano, Callas apre ad Amburgo una tournée mondiale di concerti.</translation>
    </message>
    <message>
        <source>Vocal Fatigue</source>
        <translation>Affaticamento vocale</translation>
    </message>
    <message>
        <source>Move one of Tebaldi's tessitura markers 1 key inward.</source>
        <translation>Sposta un segnalino di tessitura di Tebaldi di 1 tasto verso l'interno.</translation>
    </message>
    <message>
        <source>Leaving La Scala</source>
        <translation>Lasciare la Scala</translation>
    </message>
    <message>
        <source>The La Scala Fame counter moves 2 steps toward Callas.</source>
        <translation>Il segnalino di Fama della Scala si sposta di 2 passi verso Callas.</translation>
    </message>
    <message>
        <source>Maternal Loss</source>
        <translation>Lutto materno</translation>
    </message>
    <message>
        <source>Tebaldi loses 2 Applause in a house of your choice.</source>
        <translation>Tebaldi perde 2 Applausi in un teatro a tua scelta.</translation>
    </message>
    <message>
        <source>Tebaldi's mother, her constant companion, dies.</source>
        <translation>Muore la madre di Tebaldi, sua compagna di sempre.</translation>
    </message>
    <message>
        <source>Missed Opportunity</source>
        <translation>Occasione mancata</translation>
    </message>
    <message>
        <source>Move a Fame counter of your choice 1 step toward Callas.</source>
        <translation>Sposta un segnalino di Fama a scelta di 1 passo verso Callas.</translation>
    </message>
    <message>
        <source>Goodbye, New York</source>
        <translation>Addio, New York</translation>
    </message>
    <message>
        <source>Remove one of Tebaldi's notes from the piano.</source>
        <translation>Togli dal pianoforte una nota di Tebaldi.</translation>
    </message>
    <message>
        <source>Tebaldi sings her last performance at the Metropolitan Opera.</source>
        <translation>Tebaldi canta la sua ultima recita al Metropolitan.</translation>
    </message>
    <message>
        <source>Carmen Melis</source>
        <translation>Carmen Melis</translation>
    </message>
    <message>
        <source>Tebaldi's skill: place or flip a note on a key next to your Diva, inside your tessitura.</source>
        <translation>Abilità di Tebaldi: piazza o gira una nota su un tasto accanto alla tua Diva, entro la tua tessitura.</translation>
    </message>
    <message>
        <source>Soprano and teacher who trained Tebaldi's voice in Pesaro.</source>
        <translation>Soprano e insegnante che formò la voce di Tebaldi a Pesaro.</translation>
    </message>
    <message>
        <source>Mario Del Monaco</source>
        <translation>Mario Del Monaco</translation>
    </message>
    <message>
        <source>Star tenor, Tebaldi's frequent stage partner and friend.</source>
        <translation>Tenore celebre, spesso partner in scena e amico di Tebaldi.</translation>
    </message>
    <message>
        <source>Arturo Basile</source>
        <translation>Arturo Basile</translation>
    </message>
    <message>
        <source>Italian conductor of the opera houses and recording studios of Tebaldi's time.</source>
        <translation>Direttore d'orchestra italiano dei teatri e degli studi di registrazione dell'epoca di Tebaldi.</translation>
    </message>
    <message>
        <source>Arturo Toscanini</source>
        <translation>Arturo Toscanini</translation>
    </message>
    <message>
        <source>The great conductor who chose Tebaldi for the 1946 reopening concert of La Scala.</source>
        <translation>Il grande direttore che scelse Tebaldi per il concerto di riapertura della Scala nel 1946.</translation>
    </message>
    <message>
        <source>Art Among the Bombs</source>
        <translation>Arte tra le bombe</translation>
    </message>
    <message>
        <source>+1 Fame in a house of your choice.</source>
        <translation>+1 Fama in un teatro a tua scelta.</translation>
    </message>
    <message>
        <source>Voce d'Angelo</source>
        <translation>Voce d'angelo</translation>
    </message>
    <message>
        <source>After the concert reopening La Scala, Toscanini hails hers as a 'voce d'angelo'.</source>
        <translation>Dopo il concerto di riapertura della Scala, Toscanini la saluta come una 'voce d'angelo'.</translation>
    </message>
    <message>
        <source>International Debut</source>
        <translation>Debutto internazionale</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>Maestria</translation>
    </message>
    <message>
        <source>American Tour</source>
        <translation>Tournée americana</translation>
    </message>
    <message>
        <source>+1 Fame at the Metropolitan and +1 at the Teatro Colón.</source>
        <translation>+1 Fama al Metropolitan e +1 al Teatro Colón.</translation>
    </message>
    <message>
        <source>Tebaldi's American debut: Aida in San Francisco.</source>
        <translation>Debutto americano di Tebaldi: Aida a San Francisco.</translation>
    </message>
    <message>
        <source>La Wally Opens La Scala</source>
        <translation>La Wally inaugura la Scala</translation>
    </message>
    <message>
        <source>+1 Applause at La Scala.</source>
        <translation>+1 Applauso alla Scala.</translation>
    </message>
    <message>
        <source>Tebaldi opens La Scala's season as Catalani's Wally, conducted by Giulini.</source>
        <translation>Tebaldi inaugura la stagione della Scala come la Wally di Catalani, diretta da Giulini.</translation>
    </message>
    <message>
        <source>New York Debut</source>
        <translation>Debutto a New York</translation>
    </message>
    <message>
        <source>Tebaldi's Metropolitan debut, as Desdemona in Verdi's Otello.</source>
        <translation>Debutto di Tebaldi al Metropolitan, come Desdemona nell'Otello di Verdi.</translation>
    </message>
    <message>
        <source>Tebaldi in Barcelona</source>
        <translation>Tebaldi a Barcellona</translation>
    </message>
    <message>
        <source>1 Timeline movement step.</source>
        <translation>1 passo di movimento sulla linea del tempo.</translation>
    </message>
    <message>
        <source>Tebaldi sings Madama Butterfly at the Liceu in Barcelona.</source>
        <translation>Tebaldi canta Madama Butterfly al Liceu di Barcellona.</translation>
    </message>
    <message>
        <source>Cover Artist</source>
        <translation>In copertina</translation>
    </message>
    <message>
        <source>Tebaldi's portrait is on the cover of Time magazine.</source>
        <translation>Il ritratto di Tebaldi è sulla copertina della rivista Time.</translation>
    </message>
    <message>
        <source>Back to La Scala</source>
        <translation>Ritorno alla Scala</translation>
    </message>
    <message>
        <source>After years away, Tebaldi returns to La Scala as Tosca.</source>
        <translation>Dopo anni di assenza, Tebaldi torna alla Scala come Tosca.</translation>
    </message>
    <message>
        <source>Tebaldi and the Emperor</source>
        <translation>Tebaldi e l'Imperatore</translation>
    </message>
    <message>
        <source>Return to the Stage</source>
        <translation>Ritorno sulle scene</translation>
    </message>
    <message>
        <source>After a break to rebuild her voice, Tebaldi is back on the American stage.</source>
        <translation>Dopo una pausa per ricostruire la voce, Tebaldi torna sulle scene americane.</translation>
    </message>
    <message>
        <source>Popular Success</source>
        <translation>Successo popolare</translation>
    </message>
    <message>
        <source>Back on stage, Tebaldi fills every house again: tickets to hear her vanish at once.</source>
        <translation>Tornata in scena, Tebaldi riempie di nuovo ogni teatro: i biglietti per ascoltarla spariscono subito.</translation>
    </message>
    <message>
        <source>Reunion with Callas</source>
        <translation>Incontro con la Callas</translation>
    </message>
    <message>
        <source>Flip one of Callas's notes inside your tessitura.</source>
        <translation>Gira una nota di Callas entro la tua tessitura.</translation>
    </message>
    <message>
        <source>Callas comes backstage at the Met to embrace Tebaldi after Adriana Lecouvreur.</source>
        <translation>Callas va dietro le quinte del Met ad abbracciare Tebaldi dopo Adriana Lecouvreur.</translation>
    </message>
    <message>
        <source>Farewell to La Scala</source>
        <translation>Addio alla Scala</translation>
    </message>
    <message>
        <source>Tebaldi gives her farewell concert at La Scala.</source>
        <translation>Tebaldi tiene il suo concerto d'addio alla Scala.</translation>
    </message>
    <message>
        <source>Overshadowed</source>
        <translation>Eclissata</translation>
    </message>
    <message>
        <source>Move a Fame counter of your choice 1 step toward Tebaldi.</source>
        <translation>Sposta un segnalino di Fama a scelta di 1 passo verso Tebaldi.</translation>
    </message>
    <message>
        <source>At a benefit concert in Rio de Janeiro, Tebaldi's encore of the Ave Maria from Otello overshadows Callas.</source>
        <translation>In un concerto di beneficenza a Rio de Janeiro, il bis di Tebaldi con l'Ave Maria dell'Otello mette in ombra Callas.</translation>
    </message>
    <message>
        <source>Unfinished Performance</source>
        <translation>Recita interrotta</translation>
    </message>
    <message>
        <source>Callas loses 2 Applause in a house of your choice.</source>
        <translation>Callas perde 2 Applausi in un teatro a tua scelta.</translation>
    </message>
    <message>
        <source>In Rome, Callas leaves Norma after the first act, with the President of Italy in the audience.</source>
        <translation>A Roma Callas abbandona Norma dopo il primo atto, con il Presidente della Repubblica in sala.</translation>
    </message>
    <message>
        <source>Cancellation</source>
        <translation>Contratto annullato</translation>
    </message>
    <message>
        <source>The Metropolitan Fame counter moves 2 steps toward Tebaldi.</source>
        <translation>Il segnalino di Fama del Metropolitan si sposta di 2 passi verso Tebaldi.</translation>
    </message>
    <message>
        <source>Rudolf Bing cancels Callas's contract with the Metropolitan.</source>
        <translation>Rudolf Bing annulla il contratto di Callas con il Metropolitan.</translation>
    </message>
    <message>
        <source>Betrayal</source>
        <translation>Tradimento</translation>
    </message>
    <message>
        <source>Move one of Callas's tessitura markers 1 key inward.</source>
        <translation>Sposta un segnalino di tessitura di Callas di 1 tasto verso l'interno.</translation>
    </message>
    <message>
        <source>Onassis marries Jacqueline Kennedy on the island of Skorpios.</source>
        <translation>Onassis sposa Jacqueline Kennedy sull'isola di Skorpios.</translation>
    </message>
    <message>
        <source>Goodbye</source>
        <translation>Addio</translation>
    </message>
    <message>
        <source>Remove one of Callas's notes from the piano.</source>
        <translation>Togli dal pianoforte una nota di Callas.</translation>
    </message>
    <message>
        <source>Aristotle Onassis dies; Callas lives on in seclusion in Paris.</source>
        <translation>Muore Aristotele Onassis; Callas vive ormai ritirata a Parigi.</translation>
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
        <translation>Opera completata senza carte Personaggio.</translation>
    </message>
    <message>
        <source>Jacqueline Kennedy</source>
        <translation>Jacqueline Kennedy</translation>
    </message>
    <message>
        <source>At least 4 cards in that opera.</source>
        <translation>Almeno 4 carte in quell'opera.</translation>
    </message>
    <message>
        <source>Isabel Perón</source>
        <translation>Isabel Perón</translation>
    </message>
    <message>
        <source>3 instruments matching that opera house.</source>
        <translation>3 strumenti uguali a quello del teatro.</translation>
    </message>
    <message>
        <source>Grace Kelly</source>
        <translation>Grace Kelly</translation>
    </message>
    <message>
        <source>Masks of at least 2 different colours.</source>
        <translation>Maschere di almeno 2 colori diversi.</translation>
    </message>
    <message>
        <source>Princess Margaret</source>
        <translation>Principessa Margaret</translation>
    </message>
    <message>
        <source>Masks of at least 3 different colours.</source>
        <translation>Maschere di almeno 3 colori diversi.</translation>
    </message>
    <message>
        <source>Queen Elizabeth II</source>
        <translation>Regina Elisabetta II</translation>
    </message>
    <message>
        <source>You placed an instrument or your conductor for this opera.</source>
        <translation>Hai piazzato uno strumento o il tuo direttore per quest'opera.</translation>
    </message>
    <message>
        <source>Marilyn Monroe</source>
        <translation>Marilyn Monroe</translation>
    </message>
    <message>
        <source>At least 2 Character cards.</source>
        <translation>Almeno 2 carte Personaggio.</translation>
    </message>
    <message>
        <source>Emperor Hirohito</source>
        <translation>Imperatore Hirohito</translation>
    </message>
    <message>
        <source>You scored both rhythms of the opera.</source>
        <translation>Hai ottenuto entrambi i ritmi dell'opera.</translation>
    </message>
    <message>
        <source>Eva Perón</source>
        <translation>Eva Perón</translation>
    </message>
    <message>
        <source>You sent both notes of the opera.</source>
        <translation>Hai inviato entrambe le note dell'opera.</translation>
    </message>
    <message>
        <source>Charlie Chaplin</source>
        <translation>Charlie Chaplin</translation>
    </message>
    <message>
        <source>You played exactly 1 card there.</source>
        <translation>Hai giocato esattamente 1 carta lì.</translation>
    </message>
    <message>
        <source>Marlene Dietrich</source>
        <translation>Marlene Dietrich</translation>
    </message>
    <message>
        <source>At least 2 event cards dated before 1955.</source>
        <translation>Almeno 2 carte evento datate prima del 1955.</translation>
    </message>
    <message>
        <source>Ernest Hemingway</source>
        <translation>Ernest Hemingway</translation>
    </message>
    <message>
        <source>At least 1 card with the four-note rhythm.</source>
        <translation>Almeno 1 carta con il ritmo di quattro note.</translation>
    </message>
    <message>
        <source>Audrey Hepburn</source>
        <translation>Audrey Hepburn</translation>
    </message>
    <message>
        <source>Your Applause reached the opera's minimum.</source>
        <translation>I tuoi Applausi hanno raggiunto il minimo dell'opera.</translation>
    </message>
    <message>
        <source>Prince Rainier III</source>
        <translation>Principe Ranieri III</translation>
    </message>
    <message>
        <source>Your Applause is at least 5 more than your rival's.</source>
        <translation>I tuoi Applausi superano di almeno 5 quelli della rivale.</translation>
    </message>
    <message>
        <source>Elizabeth Taylor</source>
        <translation>Elizabeth Taylor</translation>
    </message>
    <message>
        <source>At least 1 negative event among your cards there.</source>
        <translation>Almeno 1 evento negativo tra le tue carte lì.</translation>
    </message>
    <message>
        <source>Salvador Dalí</source>
        <translation>Salvador Dalí</translation>
    </message>
    <message>
        <source>Your cards show at least 3 different instruments.</source>
        <translation>Le tue carte mostrano almeno 3 strumenti diversi.</translation>
    </message>
</context>
<context>
    <name>divas_board</name>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>{points} VP</source>
        <translation>{points} PV</translation>
    </message>
    <message>
        <source>{player}: {points} VP</source>
        <translation>{player}: {points} PV</translation>
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
        <translation>{house}: lascia qui una carta per giocarla in quest'opera.</translation>
    </message>
    <message>
        <source>Applause</source>
        <translation>Applausi</translation>
    </message>
    <message>
        <source>{player}: {value} Applause of the {minimum} needed to close.</source>
        <translation>{player}: {value} su {minimum} Applausi necessari per chiudere.</translation>
    </message>
    <message>
        <source>A note sent to this opera goes here.</source>
        <translation>Qui va una nota inviata a quest'opera.</translation>
    </message>
    <message>
        <source>Fame: even</source>
        <translation>Fama: pari</translation>
    </message>
    <message numerus="yes">
        <source>Fame: %n steps toward {player}</source>
        <translation>
            <numerusform>Fama: %n passo verso {player}</numerusform>
            <numerusform>Fama: %n passi verso {player}</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message numerus="yes">
        <source>A hand of %n cards</source>
        <translation>
            <numerusform>Una mano di %n carta</numerusform>
            <numerusform>Una mano di %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n cards</source>
        <translation>
            <numerusform>Mazzo: %n carta</numerusform>
            <numerusform>Mazzo: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>Discards of {player}</source>
        <translation>Scarti di {player}</translation>
    </message>
    <message numerus="yes">
        <source>Discards of {player}: %n cards (click to see them)</source>
        <translation>
            <numerusform>Scarti di {player}: %n carta (clic per vederla)</numerusform>
            <numerusform>Scarti di {player}: %n carte (clic per vederle)</numerusform>
        </translation>
    </message>
    <message>
        <source>Operas</source>
        <translation>Opere</translation>
    </message>
    <message numerus="yes">
        <source>%n opera cards left in the deck</source>
        <translation>
            <numerusform>Resta %n carta opera nel mazzo</numerusform>
            <numerusform>Restano %n carte opera nel mazzo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Programme: %n of 5 operas closed</source>
        <translation>
            <numerusform>Programma: %n opera chiusa su 5</numerusform>
            <numerusform>Programma: %n opere chiuse su 5</numerusform>
        </translation>
    </message>
    <message>
        <source>{letter} +{points} VP</source>
        <translation>{letter} +{points} PV</translation>
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
        <translation>Linea del tempo</translation>
    </message>
    <message>
        <source>later →</source>
        <translation>dopo →</translation>
    </message>
    <message>
        <source>Drop a card from your hand here: the right end of the Timeline.</source>
        <translation>Lascia qui una carta dalla tua mano: l'estremità destra della linea del tempo.</translation>
    </message>
    <message>
        <source>{note}: a note here is worth {points} VP.</source>
        <translation>{note}: una nota qui vale {points} PV.</translation>
    </message>
    <message>
        <source>{note} of {player}</source>
        <translation>{note} di {player}</translation>
    </message>
    <message>
        <source>Tessitura of {player}: {low}–{high}</source>
        <translation>Tessitura di {player}: {low}–{high}</translation>
    </message>
    <message>
        <source>Low marker of {player}'s tessitura</source>
        <translation>Segnalino basso della tessitura di {player}</translation>
    </message>
    <message>
        <source>High marker of {player}'s tessitura</source>
        <translation>Segnalino alto della tessitura di {player}</translation>
    </message>
    <message>
        <source>A key beyond the other Diva: she is jumped over.</source>
        <translation>Un tasto oltre l'altra Diva: la si scavalca.</translation>
    </message>
    <message>
        <source>Orchestra</source>
        <translation>Orchestra</translation>
    </message>
    <message>
        <source>instruments C {callas} · T {tebaldi}</source>
        <translation>strumenti C {callas} · T {tebaldi}</translation>
    </message>
    <message>
        <source>{player} (bonus ×{x})</source>
        <translation>{player} (bonus ×{x})</translation>
    </message>
    <message>
        <source>Conductors</source>
        <translation>Direttori</translation>
    </message>
    <message>
        <source>conductor</source>
        <translation>direttore</translation>
    </message>
    <message>
        <source>The conductor of {player} (+5 VP)</source>
        <translation>Il direttore d'orchestra di {player} (+5 PV)</translation>
    </message>
    <message>
        <source>The conductor of {player}: placed when she wins a house whose instrument she has already placed (+5 VP).</source>
        <translation>Il direttore d'orchestra di {player}: si piazza quando vince in un teatro di cui ha già piazzato lo strumento (+5 PV).</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Fama</translation>
    </message>
    <message>
        <source>Timeline, no event</source>
        <translation>Linea del tempo, senza evento</translation>
    </message>
    <message>
        <source>Tessitura</source>
        <translation>Tessitura</translation>
    </message>
    <message>
        <source>Timeline moves</source>
        <translation>Mosse sulla linea del tempo</translation>
    </message>
    <message numerus="yes">
        <source>The next instrument placed here gives its bonus %n times.</source>
        <translation>
            <numerusform>Il prossimo strumento piazzato qui dà il suo bonus %n volta.</numerusform>
            <numerusform>Il prossimo strumento piazzato qui dà il suo bonus %n volte.</numerusform>
        </translation>
    </message>
    <message>
        <source>At the end, most instruments here: +{points} VP.</source>
        <translation>Alla fine, più strumenti qui: +{points} PV.</translation>
    </message>
    <message>
        <source>Palco Reale</source>
        <translation>Palco Reale</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <translation>
            <numerusform>%n nel mazzo</numerusform>
            <numerusform>%n nel mazzo</numerusform>
        </translation>
    </message>
    <message>
        <source>{house} may still score the Palco Reale.</source>
        <translation>{house:Art} può ancora dare punti del Palco Reale.</translation>
    </message>
    <message>
        <source>{house} has scored the Palco Reale (token turned).</source>
        <translation>{house:Art} ha già dato i punti del Palco Reale (segnalino girato).</translation>
    </message>
    <message>
        <source>Turn {turn} · your move: {phase}</source>
        <translation>Turno {turn} · tocca a te: {phase}</translation>
    </message>
    <message>
        <source>Turn {turn} · your choice</source>
        <translation>Turno {turn} · scegli tu</translation>
    </message>
    <message>
        <source>{player} ({diva}) is playing…</source>
        <translation>Gioca {player} ({diva})…</translation>
    </message>
    <message>
        <source>The curtain falls</source>
        <translation>Cala il sipario</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto an opera house. Its instrument there: +1 Fame; new rhythms and mask colours: Applause.</source>
        <translation>Trascina una carta dalla tua mano su un teatro. Il suo strumento lì: +1 Fama; ritmi nuovi e colori di maschera nuovi: Applausi.</translation>
    </message>
    <message numerus="yes">
        <source>Drag your Diva to a lit key, or click the key: up to %n keys, jumping over the other Diva.</source>
        <translation>
            <numerusform>Trascina la tua Diva su un tasto illuminato, o fai clic sul tasto: fino a %n tasto, scavalcando l'altra Diva.</numerusform>
            <numerusform>Trascina la tua Diva su un tasto illuminato, o fai clic sul tasto: fino a %n tasti, scavalcando l'altra Diva.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click one of the two lit black keys beside your Diva.</source>
        <translation>Fai clic su uno dei due tasti neri illuminati accanto alla tua Diva.</translation>
    </message>
    <message>
        <source>Perform the actions, in any order.</source>
        <translation>Esegui le azioni, nell'ordine che vuoi.</translation>
    </message>
    <message>
        <source>Fame: click a house's Fame track.</source>
        <translation>Fama: fai clic sul percorso della Fama di un teatro.</translation>
    </message>
    <message>
        <source>Tessitura: drag an end of your bracket one key outward.</source>
        <translation>Tessitura: trascina un'estremità della tua barra di un tasto verso l'esterno.</translation>
    </message>
    <message>
        <source>Timeline: drag a card from your hand to the end of the Timeline.</source>
        <translation>Linea del tempo: trascina una carta dalla tua mano in fondo alla linea del tempo.</translation>
    </message>
    <message>
        <source>{instrument}: drag one of your notes onto {house:art}, or close the opera there.</source>
        <translation>{instrument}: trascina una delle tue note {house:su}, o chiudi lì l'opera.</translation>
    </message>
    <message>
        <source>Drag a Timeline card: one place is one step.</source>
        <translation>Trascina una carta della linea del tempo: un posto è un passo.</translation>
    </message>
    <message>
        <source>Drag a card from your hand to the end of the Timeline.</source>
        <translation>Trascina una carta dalla tua mano in fondo alla linea del tempo.</translation>
    </message>
    <message>
        <source>Click a lit key.</source>
        <translation>Fai clic su un tasto illuminato.</translation>
    </message>
    <message>
        <source>Click your Applause bar in that house.</source>
        <translation>Fai clic sulla tua barra degli Applausi in quel teatro.</translation>
    </message>
    <message>
        <source>Click your rival's Applause bar there.</source>
        <translation>Fai clic lì sulla barra degli Applausi della rivale.</translation>
    </message>
    <message>
        <source>Drag an end of your rival's bracket one key inward.</source>
        <translation>Trascina un'estremità della barra della rivale di un tasto verso l'interno.</translation>
    </message>
    <message>
        <source>Drag it onto an opera house.</source>
        <translation>Trascinala su un teatro.</translation>
    </message>
    <message>
        <source>The event of “{card}” asks:</source>
        <translation>Lo chiede l'evento «{card}»:</translation>
    </message>
    <message>
        <source>The skill of {card} asks:</source>
        <translation>Lo chiede l'abilità di {card}:</translation>
    </message>
    <message>
        <source>The Fame track {house:of} gives Timeline moves:</source>
        <translation>La Fama {house:di} dà mosse sulla linea del tempo:</translation>
    </message>
    <message>
        <source>The orchestra bonus of the {instrument}:</source>
        <translation>Il bonus d'orchestra {instrument:del|della}:</translation>
    </message>
    <message>
        <source>Reserve: {notes}</source>
        <translation>Riserva: {notes}</translation>
    </message>
    <message>
        <source>Note tokens left in the reserve, 4 of each note to begin with.</source>
        <translation>Segnalini nota rimasti nella riserva, 4 per nota all'inizio.</translation>
    </message>
    <message>
        <source>Move to {note}</source>
        <translation>Vai a {note}</translation>
    </message>
    <message>
        <source>Black key: {first} + {second}</source>
        <translation>Tasto nero: {first} + {second}</translation>
    </message>
    <message>
        <source>+1 Fame {house:at}</source>
        <translation>+1 Fama {house:a}</translation>
    </message>
    <message>
        <source>Applause {house:at}</source>
        <translation>Applausi {house:a}</translation>
    </message>
    <message>
        <source>Rival loses Applause {house:at}</source>
        <translation>La rivale perde Applausi {house:a}</translation>
    </message>
    <message>
        <source>Place a {note}</source>
        <translation>Piazza un {note}</translation>
    </message>
    <message>
        <source>Flip the {note}</source>
        <translation>Gira il {note}</translation>
    </message>
    <message>
        <source>Remove the {note}</source>
        <translation>Togli il {note}</translation>
    </message>
    <message>
        <source>Close &amp; score</source>
        <translation>Chiudi e conta i punti</translation>
    </message>
    <message>
        <source>Skip the remaining actions</source>
        <translation>Salta le azioni rimaste</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <source>Tessitura at both ends: +1 VP</source>
        <translation>Tessitura ai due estremi: +1 PV</translation>
    </message>
    <message>
        <source>Closing {opera}</source>
        <translation>Si chiude {opera}</translation>
    </message>
    <message>
        <source>{mark} Applause → VP: {first} +{a} · {second} +{b}</source>
        <translation>{mark} Applausi → PV: {first} +{a} · {second} +{b}</translation>
    </message>
    <message numerus="yes">
        <source>{mark} Fame: {player} moves the Timeline (%n steps)</source>
        <translation>
            <numerusform>{mark} Fama: {player} muove la linea del tempo (%n passo)</numerusform>
            <numerusform>{mark} Fama: {player} muove la linea del tempo (%n passi)</numerusform>
        </translation>
    </message>
    <message>
        <source>{mark} Fame: even, no Timeline moves</source>
        <translation>{mark} Fama: pari, nessuna mossa sulla linea del tempo</translation>
    </message>
    <message>
        <source>{mark} Orchestra: {instrument} to {player} ({bonus}, X = {x})</source>
        <translation>{mark} Orchestra: {instrument} a {player} ({bonus}, X = {x})</translation>
    </message>
    <message>
        <source>{mark} Orchestra: the conductor of {player} (+5 VP)</source>
        <translation>{mark} Orchestra: il direttore di {player} (+5 PV)</translation>
    </message>
    <message>
        <source>{mark} Orchestra: the {instrument} to the Applause leader</source>
        <translation>{mark} Orchestra: {instrument:il|la} {instrument} a chi ha più Applausi</translation>
    </message>
    <message>
        <source>{mark} Palco Reale, then a new opera</source>
        <translation>{mark} Palco Reale, poi una nuova opera</translation>
    </message>
    <message>
        <source>Closed on turn {turn}</source>
        <translation>Chiusa al turno {turn}</translation>
    </message>
    <message>
        <source>Closed by {player}.</source>
        <translation>Chiusa da {player}.</translation>
    </message>
    <message>
        <source>{player}: +{points} VP of Applause</source>
        <translation>{player}: +{points} PV di Applausi</translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n Timeline moves from Fame</source>
        <translation>
            <numerusform>{player}: %n mossa sulla linea del tempo dalla Fama</numerusform>
            <numerusform>{player}: %n mosse sulla linea del tempo dalla Fama</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} placed the {instrument} ({bonus}, X = {x})</source>
        <translation>{player} ha piazzato {instrument:il|la} {instrument} ({bonus}, X = {x})</translation>
    </message>
    <message>
        <source>{player} placed her conductor (+5 VP)</source>
        <translation>{player} ha piazzato il suo direttore d'orchestra (+5 PV)</translation>
    </message>
    <message>
        <source>A tie in Applause: nothing placed in the orchestra</source>
        <translation>Parità di Applausi: niente nell'orchestra</translation>
    </message>
    <message>
        <source>{personality} applauds {player}: +{points} VP</source>
        <translation>{personality} applaude {player}: +{points} PV</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <source>Applause of closed operas</source>
        <translation>Applausi delle opere chiuse</translation>
    </message>
    <message>
        <source>Conductor</source>
        <translation>Direttore d'orchestra</translation>
    </message>
    <message>
        <source>Keyboard ends, events</source>
        <translation>Estremi della tastiera, eventi</translation>
    </message>
    <message>
        <source>Orchestra majority</source>
        <translation>Maggioranza nell'orchestra</translation>
    </message>
    <message>
        <source>Notes on the piano</source>
        <translation>Note sul pianoforte</translation>
    </message>
    <message>
        <source>Unfinished operas</source>
        <translation>Opere non chiuse</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Instrument: {instrument}</source>
        <translation>Strumento: {instrument}</translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n nota</numerusform>
            <numerusform>%n note</numerusform>
        </translation>
    </message>
    <message>
        <source>Rhythms: {rhythms}</source>
        <translation>Ritmi: {rhythms}</translation>
    </message>
    <message>
        <source>Masks: {masks}</source>
        <translation>Maschere: {masks}</translation>
    </message>
    <message>
        <source>Timeline points for {diva}</source>
        <translation>Punti della linea del tempo per {diva}</translation>
    </message>
    <message>
        <source>Notes: {notes}</source>
        <translation>Note: {notes}</translation>
    </message>
    <message>
        <source>Opera</source>
        <translation>Opera</translation>
    </message>
    <message>
        <source>At least {minimum} Applause to close it. Rhythms: 1 Applause for the first, 2 for the second; notes sent: 2, then 3.</source>
        <translation>Almeno {minimum} Applausi per chiuderla. Ritmi: 1 Applauso per il primo, 2 per il secondo; note inviate: 2, poi 3.</translation>
    </message>
</context>
<context>
    <name>legends</name>
    <message>
        <source>Legend of {game}: what the board shows</source>
        <translation>Legenda di {game}: che cosa mostra il tavolo</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Chiudi (Esc)</translation>
    </message>
    <message>
        <source>Legend: what each symbol means (key ?)</source>
        <translation>Legenda: che cosa vuol dire ogni simbolo (tasto ?)</translation>
    </message>
    <message>
        <source>Rule {clause}</source>
        <translation>Regola {clause}</translation>
    </message>
    <message>
        <source>Open the rules reference at this rule</source>
        <translation>Apri il regolamento a questa regola</translation>
    </message>
    <message>
        <source>Players and marks</source>
        <translation>Giocatori e segni</translation>
    </message>
    <message>
        <source>{player}: this colour, shape and letter mark the player's pieces</source>
        <translation>{player}: questo colore, questa forma e questa lettera segnano i suoi pezzi</translation>
    </message>
    <message>
        <source>Changed in another player's last turn: a dash-dot frame in that player's colour and the player's badge in the corner</source>
        <translation>Cambiato nell'ultimo turno di un altro giocatore: una cornice a tratto e punto nel suo colore e il suo contrassegno nell'angolo</translation>
    </message>
    <message>
        <source>A place where the piece you hold may go: dashed gold frame and hatching</source>
        <translation>Un posto dove può andare il pezzo che tieni: cornice dorata tratteggiata e tratteggio obliquo</translation>
    </message>
    <message>
        <source>Singers: the band of a card</source>
        <translation>Cantanti: la fascia della carta</translation>
    </message>
    <message>
        <source>Other cards</source>
        <translation>Altre carte</translation>
    </message>
    <message>
        <source>Roles on the stage</source>
        <translation>I ruoli in scena</translation>
    </message>
    <message>
        <source>Counters, backs and the header</source>
        <translation>Segnalini, dorsi e intestazione</translation>
    </message>
    <message>
        <source>{sign}: a female or male singer (a Prima donna's sex, shown beside her category)</source>
        <translation>{sign}: cantante donna o uomo (il sesso di una Prima donna, accanto alla sua categoria)</translation>
    </message>
    <message>
        <source>{name}: the voice a singer sings, or a role needs</source>
        <translation>{name}: la voce di un cantante, o quella che un ruolo richiede</translation>
    </message>
    <message>
        <source>{name}: the type of a role, before its voice</source>
        <translation>{name}: il tipo di un ruolo, prima della sua voce</translation>
    </message>
    <message>
        <source>An extra role: not needed to confirm the debut, it adds PN when filled. Roles without ✚ are the base cast, and all of them must be filled</source>
        <translation>Un ruolo aggiuntivo: non serve per confermare il debutto, ma se lo copri aggiunge PN. I ruoli senza ✚ sono il cast base, e vanno coperti tutti</translation>
    </message>
    <message>
        <source>A singer added to the cast by another impresario (his letter after ◂)</source>
        <translation>Un cantante aggiunto al cast da un altro impresario (la sua lettera dopo ◂)</translation>
    </message>
    <message>
        <source>A title of your season your hand cannot cast yet: how many base roles are missing (point at it to see which)</source>
        <translation>Un titolo della tua stagione che la tua mano non può ancora mettere in scena: quanti ruoli del cast base mancano (puntaci sopra per vedere quali)</translation>
    </message>
    <message>
        <source>On an empty role of your debut: no card of your hand can sing it yet, and what is missing (✓ names who can)</source>
        <translation>Su un ruolo vuoto del tuo debutto: nessuna carta della tua mano può ancora cantarlo, e che cosa manca (✓ dice chi può)</translation>
    </message>
    <message>
        <source>How many singers an extra show asks for: 3 × Debutant is three Debutants</source>
        <translation>Quanti cantanti chiede uno spettacolo extra: 3 × Debuttante sono tre Debuttanti</translation>
    </message>
    <message>
        <source>A struck singer: replace him, or the debut is delayed or postponed</source>
        <translation>Un cantante colpito: sostituiscilo, o il debutto viene ritardato o rinviato</translation>
    </message>
    <message>
        <source>An action card that helps your own show (+PN, gold, enabling a role)</source>
        <translation>Una carta azione che aiuta il tuo spettacolo (+PN, oro, un ruolo reso possibile)</translation>
    </message>
    <message>
        <source>An action card of Unfair Competition, against a rival's show</source>
        <translation>Una carta azione di Concorrenza sleale, contro lo spettacolo di un rivale</translation>
    </message>
    <message>
        <source>A turn card: it is your action for the turn (Twist of Fate, Paparazzo…)</source>
        <translation>Una carta da turno: è la tua azione del turno (Colpo di scena, Paparazzo…)</translation>
    </message>
    <message>
        <source>The Fool: any play card but a Prima donna; no attack touches it</source>
        <translation>Il Matto: vale qualsiasi carta da gioco tranne una Prima donna; nessun attacco lo tocca</translation>
    </message>
    <message>
        <source>An opera's ⬡ bonus: the PN it adds when its whole cast is filled</source>
        <translation>Il bonus ⬡ di un'opera: i PN che aggiunge quando il cast è completo</translation>
    </message>
    <message>
        <source>An extra show and its reward in PN (played instead of a debut)</source>
        <translation>Uno spettacolo extra e il suo premio in PN (al posto di un debutto)</translation>
    </message>
    <message>
        <source>A staged opera of your season, with the PN it scored</source>
        <translation>Un'opera della tua stagione già messa in scena, con i PN che ha ottenuto</translation>
    </message>
    <message>
        <source>A rival's Prima donna: her back is gold and marked P</source>
        <translation>La Prima donna di un rivale: il suo dorso è dorato e porta la P</translation>
    </message>
    <message>
        <source>An opera title, face down</source>
        <translation>Un titolo d'opera, coperto</translation>
    </message>
    <message>
        <source>A rival's play card, face down, framed in his colour with his letter</source>
        <translation>Una carta da gioco di un rivale, coperta, bordata del suo colore con la sua lettera</translation>
    </message>
    <message>
        <source>G: your gold</source>
        <translation>G: il tuo oro</translation>
    </message>
    <message>
        <source>◦: your markers; a blind discard costs one</source>
        <translation>◦: i tuoi segnalini; uno scarto al buio ne costa uno</translation>
    </message>
    <message>
        <source>Your badge: your PN (Notoriety points); the tokens on the track show everyone's</source>
        <translation>Il tuo contrassegno: i tuoi PN (punti Notorietà); le pedine sul tracciato mostrano quelli di tutti</translation>
    </message>
    <message>
        <source>⚑: the PN that wins a match played to a target</source>
        <translation>⚑: i PN che vincono una sfida giocata a traguardo</translation>
    </message>
    <message>
        <source>Singers and characters</source>
        <translation>Cantanti e personaggi</translation>
    </message>
    <message>
        <source>Your cards and the bids</source>
        <translation>Le tue carte e le offerte</translation>
    </message>
    <message>
        <source>Rounds, directors and the right column</source>
        <translation>Round, registi e colonna di destra</translation>
    </message>
    <message>
        <source>★: the singer's stars, one point each</source>
        <translation>★: le stelle del cantante, un punto ciascuna</translation>
    </message>
    <message>
        <source>♂: a male singer, or a male role (Calaf, Ping, Pong, Pang)</source>
        <translation>♂: un cantante uomo, o un ruolo maschile (Calaf, Ping, Pong, Pang)</translation>
    </message>
    <message>
        <source>♀: a female singer, or a female role (Turandot, Liù)</source>
        <translation>♀: una cantante donna, o un ruolo femminile (Turandot, Liù)</translation>
    </message>
    <message>
        <source>?: a singer of uncertain gender, never penalised whatever the role</source>
        <translation>?: un cantante di genere incerto, mai penalizzato, qualunque sia il ruolo</translation>
    </message>
    <message>
        <source>♥: the singer's favourite role; +1 point when played on it (♥+1), else written at the foot (♥ Calaf)</source>
        <translation>♥: il ruolo preferito del cantante; +1 punto se lo interpreta (♥+1), altrimenti è scritto in fondo (♥ Calaf)</translation>
    </message>
    <message>
        <source>≠−1: a singer on a role of the other gender loses 1 point</source>
        <translation>≠−1: un cantante in un ruolo dell'altro genere perde 1 punto</translation>
    </message>
    <message>
        <source>A character card: its number for the bids, its name and the gender it needs</source>
        <translation>La carta di un personaggio: il suo numero per le offerte, il nome e il genere che richiede</translation>
    </message>
    <message>
        <source>A number card: bid it for the singer under the character of that number</source>
        <translation>Una carta numero: offrila per il cantante sotto il personaggio con quel numero</translation>
    </message>
    <message>
        <source>●: a money card; it wins ties, or alone it hires the costume designer or the carpenter</source>
        <translation>●: una carta denaro; vince i pareggi, oppure da sola ingaggia il costumista o il falegname</translation>
    </message>
    <message>
        <source>∅: the bluff card, a bid that hires nobody</source>
        <translation>∅: la carta bluff, un'offerta che non ingaggia nessuno</translation>
    </message>
    <message>
        <source>A card of a bid, face down until the reveal</source>
        <translation>Una carta di un'offerta, coperta fino alla rivelazione</translation>
    </message>
    <message>
        <source>★ on a hexagon: your scene elements, 1 point each at the end</source>
        <translation>★ su un esagono: i tuoi elementi di scena, 1 punto ciascuno alla fine</translation>
    </message>
    <message>
        <source>P: the holder of Puccini, who reveals the singers and never hires the designers</source>
        <translation>P: chi tiene Puccini, che scopre i cantanti e non ingaggia mai costumista né falegname</translation>
    </message>
    <message>
        <source>{mark} on the round track: a round that hires singers</source>
        <translation>{mark} sul tracciato dei round: un round in cui si ingaggiano cantanti</translation>
    </message>
    <message>
        <source>{mark} on the round track: round 4, which hires directors</source>
        <translation>{mark} sul tracciato dei round: il round 4, in cui si ingaggiano registi</translation>
    </message>
    <message>
        <source>✕: a round that ends by firing a director, or a director fired</source>
        <translation>✕: un round che finisce licenziando un regista, o un regista licenziato</translation>
    </message>
    <message>
        <source>A director: what it adds or takes off your score at the end</source>
        <translation>Un regista: che cosa aggiunge o toglie al tuo punteggio alla fine</translation>
    </message>
    <message>
        <source>The costume designer or the carpenter: who hired it this round, in his frame</source>
        <translation>Il costumista o il falegname: chi lo ha ingaggiato in questo round, nella sua cornice</translation>
    </message>
    <message>
        <source>Cards: instrument, rhythms, masks</source>
        <translation>Carte: strumento, ritmi, maschere</translation>
    </message>
    <message>
        <source>Opera houses</source>
        <translation>Teatri</translation>
    </message>
    <message>
        <source>The piano</source>
        <translation>Il pianoforte</translation>
    </message>
    <message>
        <source>Orchestra, Palco Reale, programme</source>
        <translation>Orchestra, Palco Reale, programma</translation>
    </message>
    <message>
        <source>A Character (★ instead of a year): on the Timeline it gives its diva's skill</source>
        <translation>Un Personaggio (★ al posto dell'anno): sulla linea del tempo dà l'abilità della sua diva</translation>
    </message>
    <message>
        <source>A positive event, in its diva's colour with its year</source>
        <translation>Un evento positivo, nel colore della sua diva e con il suo anno</translation>
    </message>
    <message>
        <source>A negative event: in the other diva's colour, it counts for her</source>
        <translation>Un evento negativo: nel colore dell'altra diva, conta per lei</translation>
    </message>
    <message>
        <source>A card face down (a deck, the rival's hand)</source>
        <translation>Una carta coperta (un mazzo, la mano della rivale)</translation>
    </message>
    <message>
        <source>{instrument}: the instrument of {house}; a card of it played there moves that house's Fame one step toward you</source>
        <translation>{instrument}: lo strumento {house:di}; una carta con questo strumento giocata lì sposta di un passo verso di te la Fama di quel teatro</translation>
    </message>
    <message>
        <source>Rhythm {n}: {n} notes beamed together, with its number. Asked for by the opera, it gives Applause; played, it moves your Diva {n} keys</source>
        <translation>Ritmo {n}: {n} note unite, con il suo numero. Se l'opera lo chiede dà Applausi; giocato, sposta la tua Diva di {n} tasti</translation>
    </message>
    <message>
        <source>A {colour} mask (its own shape too): 1 Applause the first time you show this colour in an opera</source>
        <translation>Una maschera {colour} (con una forma tutta sua): 1 Applauso la prima volta che mostri questo colore in un'opera</translation>
    </message>
    <message>
        <source>An opera: in the red disc the Applause needed to close it, then the rhythms and the notes it asks for; a note sent shows as a dot in the diva's colour</source>
        <translation>Un'opera: nel disco rosso gli Applausi per chiuderla, poi i ritmi e le note che chiede; una nota inviata appare come un punto nel colore della diva</translation>
    </message>
    <message>
        <source>The Fame track and its counter (◆): it leans up to 3 steps toward a diva, who gets as many Timeline moves when the opera closes</source>
        <translation>Il percorso della Fama e il suo segnalino (◆): pende fino a 3 passi verso una diva, che riceve altrettante mosse sulla linea del tempo quando l'opera si chiude</translation>
    </message>
    <message>
        <source>A diva's Applause in the house, against the opera's minimum (4/9)</source>
        <translation>Gli Applausi di una diva nel teatro, rispetto al minimo dell'opera (4/9)</translation>
    </message>
    <message>
        <source>A note token in its diva's colour and shape; a dashed place is still empty</source>
        <translation>Un segnalino nota nel colore e nella forma della sua diva; un posto tratteggiato è ancora vuoto</translation>
    </message>
    <message>
        <source>A white key, its note and its medal: the VP a note of yours there scores at the end</source>
        <translation>Un tasto bianco, la sua nota e la sua medaglia: i PV che una tua nota lì vale alla fine</translation>
    </message>
    <message>
        <source>★ on a black key: Increase Fame (click a house's Fame track)</source>
        <translation>★ su un tasto nero: Aumentare la Fama (fai clic sul percorso della Fama di un teatro)</translation>
    </message>
    <message>
        <source>Arrows on a black key: Expand Tessitura (drag one end of your bar outward)</source>
        <translation>Frecce su un tasto nero: Ampliare la tessitura (trascina verso l'esterno un'estremità della tua barra)</translation>
    </message>
    <message>
        <source>Three cards on a black key: play a card on the Timeline</source>
        <translation>Tre carte su un tasto nero: gioca una carta sulla linea del tempo</translation>
    </message>
    <message>
        <source>An instrument on a black key: that opera house's action</source>
        <translation>Uno strumento su un tasto nero: l'azione di quel teatro</translation>
    </message>
    <message>
        <source>A Diva on the piano, on the key she stands on</source>
        <translation>Una Diva sul pianoforte, sul tasto dove si trova</translation>
    </message>
    <message>
        <source>A tessitura: the keys where that diva may sing; its ends can be dragged</source>
        <translation>Una tessitura: i tasti dove quella diva può cantare; le sue estremità si possono trascinare</translation>
    </message>
    <message>
        <source>×2 and ×1: the Orchestra's places in a row; the first instrument placed gets the row's bonus twice, the second once</source>
        <translation>×2 e ×1: i posti di una fila dell'orchestra; il primo strumento piazzato riceve due volte il bonus della fila, il secondo una volta</translation>
    </message>
    <message>
        <source>A conductor's place, dashed while empty; placing the conductor gives 5 VP</source>
        <translation>Il posto di un direttore, tratteggiato finché è vuoto; piazzare il direttore dà 5 PV</translation>
    </message>
    <message>
        <source>A house's Palco Reale token: clear, the house still scores the Palco Reale; dark and crossed out, never again</source>
        <translation>Il segnalino Palco Reale di un teatro: chiaro, il teatro assegna ancora i punti del Palco Reale; scuro e barrato, mai più</translation>
    </message>
    <message>
        <source>A Personality of the Palco Reale: the VP it gives and what it demands</source>
        <translation>Una Personalità del Palco Reale: i PV che dà e che cosa chiede</translation>
    </message>
    <message>
        <source>A closed opera in the programme: who closed it and the VP each diva gained</source>
        <translation>Un'opera chiusa nel programma: chi l'ha chiusa e i PV guadagnati da ogni diva</translation>
    </message>
    <message>
        <source>✓ on a Timeline card: it would score if the game ended now</source>
        <translation>✓ su una carta della linea del tempo: farebbe punti se la partita finisse ora</translation>
    </message>
    <message>
        <source>↷ ↶ over a Diva: your move passes over your rival (her key counts as a step)</source>
        <translation>↷ ↶ sopra una Diva: il tuo movimento scavalca la rivale (il suo tasto conta come un passo)</translation>
    </message>
    <message>
        <source>✓ ▶ · in the panel: the steps of a closing done, now, next</source>
        <translation>✓ ▶ · nel riquadro: i passi della chiusura di un'opera fatti, in corso, ancora da fare</translation>
    </message>
    <message>
        <source>{mark} {raw}, a square block (a raw good), refines into {refined}, a disc with a ring (a refined good): the same mark, each its own colour</source>
        <translation>{mark} {raw}, un blocchetto quadrato (merce grezza), si raffina in {refined}, un disco con un anello (merce raffinata): stesso segno, ognuna con il suo colore</translation>
    </message>
    <message>
        <source>{small}: per small building of yours; {token}: per token of yours</source>
        <translation>{small}: per ogni tuo edificio piccolo; {token}: per ogni tuo segnalino</translation>
    </message>
    <message>
        <source>{levels}: the levels of the Opera board</source>
        <translation>{levels}: i livelli del tabellone dell'Opera</translation>
    </message>
    <message>
        <source>★ in a card's band: a Character, which has no year</source>
        <translation>★ nella fascia di una carta: un Personaggio, che non ha anno</translation>
    </message>
    <message>
        <source>{name}: a star with a power and a fee of her own; she sings only a Principal role</source>
        <translation>{name}: una stella con un potere e un compenso suoi; canta solo un Ruolo principale</translation>
    </message>
    <message>
        <source>{name}: sings only Principal roles, +1 PN in the preferred voice; immune to most attacks</source>
        <translation>{name}: canta solo Ruoli principali, +1 PN nella voce preferita; immune a quasi tutti gli attacchi</translation>
    </message>
    <message>
        <source>{name}: sings First parts; a Second part costs you 2 gold</source>
        <translation>{name}: canta Prime parti; una Seconda parte ti costa 2 ori</translation>
    </message>
    <message>
        <source>{name}: sings Second parts; a First part needs an enabling card</source>
        <translation>{name}: canta Seconde parti; una Prima parte richiede una carta che lo permetta</translation>
    </message>
    <message>
        <source>{name}: sings only Mute or spoken roles, which only Students sing</source>
        <translation>{name}: canta solo Ruoli muti o parlati, che cantano solo gli Studenti</translation>
    </message>
    <message>
        <source>◷: the time left in a timed match</source>
        <translation>◷: il tempo che resta in una sfida a tempo</translation>
    </message>
    <message>
        <source>{name}: the singer's kind, in the coloured band; directors score by kind</source>
        <translation>{name}: il tipo del cantante, nella fascia colorata; i registi danno punti secondo il tipo</translation>
    </message>
    <message>
        <source>Rhythm 1: a single note, with its number. Asked for by the opera, it gives Applause; played, it moves your Diva 1 key</source>
        <translation>Ritmo 1: una nota sola, con il suo numero. Se l'opera lo chiede dà Applausi; giocato, sposta la tua Diva di 1 tasto</translation>
    </message>
    <message>
        <source>Goods: colour, shape and mark</source>
        <translation>Merci: colore, forma e segno</translation>
    </message>
    <message>
        <source>Cards and their letters</source>
        <translation>Le carte e le loro lettere</translation>
    </message>
    <message>
        <source>Florence and the cities</source>
        <translation>Firenze e le città</translation>
    </message>
    <message>
        <source>Your shop</source>
        <translation>La tua bottega</translation>
    </message>
    <message>
        <source>A dashed block with ?: a raw good of your choice</source>
        <translation>Un blocchetto tratteggiato con ?: una merce grezza a tua scelta</translation>
    </message>
    <message>
        <source>A white hexagon: a certificate. With a number, its level on your track; with a good's mark, that good paid by the certificate</source>
        <translation>Un esagono bianco: un certificato. Con un numero, il suo livello sulla tua traccia; con il segno di una merce, quella merce pagata con il certificato</translation>
    </message>
    <message>
        <source>Empty hexagons, then +n: move that many of your certificates n columns to the right</source>
        <translation>Esagoni vuoti, poi +n: sposta altrettanti tuoi certificati di n colonne a destra</translation>
    </message>
    <message>
        <source>⬢3: for each of your certificates at level 3</source>
        <translation>⬢3: per ogni tuo certificato al livello 3</translation>
    </message>
    <message>
        <source>{letter}: {size}, the building's size (the letter at the left of its band)</source>
        <translation>{letter}: {size}, la taglia dell'edificio (la lettera a sinistra della fascia)</translation>
    </message>
    <message>
        <source>{letter}: {colour}, the building's colour (the letter at the right of its band)</source>
        <translation>{letter}: {colour}, il colore dell'edificio (la lettera a destra della fascia)</translation>
    </message>
    <message>
        <source>A building: in its band size, effect and colour; then its cost in refined goods and, after −, the raw goods it makes cheaper</source>
        <translation>Un edificio: nella fascia taglia, effetto e colore; poi il suo costo in merci raffinate e, dopo −, le merci grezze di cui riduce il costo</translation>
    </message>
    <message>
        <source>A trade card: the pink half is a cost in raw goods, the green half a profit; its group mark in the middle</source>
        <translation>Una carta commercio: la metà rosa è un costo in merci grezze, la metà verde un guadagno; il segno del gruppo al centro</translation>
    </message>
    <message>
        <source>{one}, {two}: the trade cards dealt to the players' hands at the start</source>
        <translation>{one}, {two}: le carte commercio date in mano ai giocatori all'inizio</translation>
    </message>
    <message>
        <source>{one}, {two}, {three}: the trade cards of the cities, at the start</source>
        <translation>{one}, {two}, {three}: le carte commercio delle città, all'inizio</translation>
    </message>
    <message>
        <source>{ab}, {c}: the market decks, used in this order</source>
        <translation>{ab}, {c}: i mazzi del mercato, usati in quest'ordine</translation>
    </message>
    <message>
        <source>A deck, face down, with its number of cards</source>
        <translation>Un mazzo, coperto, con il numero delle sue carte</translation>
    </message>
    <message>
        <source>A merchant in a city area, in its player's colour, shape and letter</source>
        <translation>Un mercante in un'area di città, nel colore, nella forma e con la lettera del suo giocatore</translation>
    </message>
    <message>
        <source>A city power: usable once, by a merchant entering the Cost area</source>
        <translation>Un potere di città: si usa una volta, con un mercante che entra nell'area del costo</translation>
    </message>
    <message>
        <source>A worksite: the refined good it wants and what sending it gives; the discs are the players who sent one</source>
        <translation>Un cantiere: la merce raffinata che chiede e che cosa si ottiene inviandola; i dischetti sono i giocatori che l'hanno inviata</translation>
    </message>
    <message>
        <source>A padlock: this worksite opens once the level below it is built</source>
        <translation>Un lucchetto: questo cantiere si apre quando il livello sotto è costruito</translation>
    </message>
    <message>
        <source>A player's token sent to a worksite</source>
        <translation>Il segnalino di un giocatore inviato a un cantiere</translation>
    </message>
    <message>
        <source>A track of your shop: the square token counts your raw good, the hexagon is its certificate (columns 3–5 level 1, 6–7 level 2, 8–10 level 3)</source>
        <translation>Una traccia della tua bottega: il gettone quadrato conta la tua merce grezza, l'esagono è il suo certificato (colonne 3–5 livello 1, 6–7 livello 2, 8–10 livello 3)</translation>
    </message>
    <message>
        <source>Your refined goods, to use this turn (the number on the token)</source>
        <translation>Le tue merci raffinate, da usare in questo turno (il numero accanto al gettone)</translation>
    </message>
    <message>
        <source>The positions of your shop by size: on the left a discount and a conversion, on the right an effect and a cart</source>
        <translation>Le posizioni della tua bottega per taglia: a sinistra uno sconto e una conversione, a destra un effetto e un carro</translation>
    </message>
    <message>
        <source>A cart: hatched while locked, filled when free, empty once used this turn</source>
        <translation>Un carro: tratteggiato finché è bloccato, pieno quando è libero, vuoto una volta usato in questo turno</translation>
    </message>
    <message>
        <source>A refined good placed on a building under construction</source>
        <translation>Una merce raffinata posata su un edificio in costruzione</translation>
    </message>
    <message>
        <source>×2: two of them (refined goods of a kind, buildings in one position)</source>
        <translation>×2: due (merci raffinate dello stesso tipo, edifici nella stessa posizione)</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <source>Not now: the coach is waiting for the move in the ring. Read the step beside the board.</source>
        <translation>Non ora: l'istruttore aspetta la mossa nel cerchio. Leggi il passo accanto al tavolo.</translation>
    </message>
    <message>
        <source>Lesson complete. You know the heart of the game; Help → How to play has every rule. Play a real game with the same options, or leave the lesson.</source>
        <translation>Lezione completata. Conosci il cuore del gioco; in Aiuto → Come si gioca trovi tutte le regole. Gioca una partita vera con le stesse opzioni, oppure lascia la lezione.</translation>
    </message>
    <message>
        <source>Sipario! — your first season</source>
        <translation>Sipario! — la tua prima stagione</translation>
    </message>
    <message>
        <source>Welcome to Sipario! You are an impresario and Rossini is your rival. Staging operas earns Notoriety points (PN): your badge moves along the Notoriety track at the top, and the first to 25 PN wins.</source>
        <translation>Benvenuto a Sipario! Sei un impresario e Rossini è il tuo rivale. Mettere in scena opere fa guadagnare punti Notorietà (PN): il tuo contrassegno avanza sul tracciato della Notorietà in alto, e vince chi arriva per primo a 25 PN.</translation>
    </message>
    <message>
        <source>At the bottom left is your season: three opera titles. Each card lists its roles with their type (P Principal role, F First part, Se Second part) and voice. You stage them with the singers in your hand.</source>
        <translation>In basso a sinistra c'è la tua stagione: tre titoli d'opera. Ogni carta elenca i ruoli con il tipo (P Ruolo principale, F Prima parte, Se Seconda parte) e la voce. Li metti in scena con i cantanti che hai in mano.</translation>
    </message>
    <message>
        <source>Before the first turn you may swap one title for 1 gold by dragging it onto the opera deck. Your season is good: press “Keep my season”.</source>
        <translation>Prima del primo turno puoi cambiare un titolo per 1 oro trascinandolo sul mazzo delle opere. La tua stagione va bene: premi «Tengo la mia stagione».</translation>
    </message>
    <message>
        <source>Keep your season in this lesson: press “Keep my season”.</source>
        <translation>In questa lezione tieni la tua stagione: premi «Tengo la mia stagione».</translation>
    </message>
    <message>
        <source>Your turn begins with a draw: drag the top card of the play deck into your hand (or click the deck, then your hand).</source>
        <translation>Il tuo turno comincia pescando: trascina la prima carta del mazzo nella tua mano (oppure fai clic sul mazzo, poi sulla mano).</translation>
    </message>
    <message>
        <source>First draw: drag the play deck (in the ring) into your hand.</source>
        <translation>Prima pesca: trascina il mazzo (nel cerchio) nella tua mano.</translation>
    </message>
    <message>
        <source>Besides your action you may play one turn card. Drag Agency Wheeling-and-Dealing onto the table and choose to give Rossini your Audience Roar: you take one of his cards in exchange.</source>
        <translation>Oltre alla tua azione puoi giocare una carta da turno. Trascina Magheggio d'agenzia sul tavolo e scegli di dare a Rossini il tuo Boato del loggione: in cambio prendi una delle sue carte.</translation>
    </message>
    <message>
        <source>Play Agency Wheeling-and-Dealing (in the ring), giving Audience Roar.</source>
        <translation>Gioca Magheggio d'agenzia (nel cerchio), dando il Boato del loggione.</translation>
    </message>
    <message>
        <source>You received a Debutant baritone from Rossini. Gold can also buy fame: press “+1 PN for 3 gold” once.</source>
        <translation>Da Rossini hai ricevuto un Debuttante baritono. L'oro compra anche la fama: premi una volta «+1 PN per 3 ori».</translation>
    </message>
    <message>
        <source>Buy advertising once: the button “+1 PN for 3 gold”.</source>
        <translation>Compra la pubblicità una volta: il pulsante «+1 PN per 3 ori».</translation>
    </message>
    <message>
        <source>That is your turn: press “End turn”. Rossini plays next; watch what he does.</source>
        <translation>Per questo turno hai finito: premi «Fine turno». Ora tocca a Rossini; guarda che cosa fa.</translation>
    </message>
    <message>
        <source>Press “End turn” now.</source>
        <translation>Ora premi «Fine turno».</translation>
    </message>
    <message>
        <source>Now three plain turns: draw from the play deck, then end your turn. You collect singers, and your hand never holds more than 13 cards.</source>
        <translation>Ora tre turni semplici: pesca dal mazzo, poi chiudi il turno. Raccogli cantanti, e la tua mano non supera mai le 13 carte.</translation>
    </message>
    <message>
        <source>For now only draw and end your turn; your debut comes in a moment.</source>
        <translation>Per ora pesca e chiudi il turno, nient'altro; il tuo debutto arriva tra poco.</translation>
    </message>
    <message>
        <source>Draw once more, and this time do not end your turn: after a draw from the play deck you may debut an opera.</source>
        <translation>Pesca ancora una volta, e stavolta non chiudere il turno: dopo aver pescato dal mazzo puoi far debuttare un'opera.</translation>
    </message>
    <message>
        <source>You hold a cast for Guillaume Tell. Drag its title onto the stage. A standard opera's base cast is 1 Principal role, 2 First parts and 1 Second part, worth 6 PN.</source>
        <translation>Hai in mano un cast per Guillaume Tell. Trascina il titolo sul palcoscenico. Il cast base di un'opera normale è 1 Ruolo principale, 2 Prime parti e 1 Seconda parte, e vale 6 PN.</translation>
    </message>
    <message>
        <source>Drag Guillaume Tell (in the ring) onto the stage.</source>
        <translation>Trascina Guillaume Tell (nel cerchio) sul palcoscenico.</translation>
    </message>
    <message>
        <source>Fulgenzio Romanzini is a Great Interpreter (GI), a baritone: Great Interpreters sing only Principal roles. Drag him onto Guillaume Tell, the Principal role.</source>
        <translation>Fulgenzio Romanzini è un Grande interprete (GI), baritono: i Grandi interpreti cantano solo Ruoli principali. Trascinalo su Guillaume Tell, il Ruolo principale.</translation>
    </message>
    <message>
        <source>Cast the singer in the ring, on the role the coach names.</source>
        <translation>Metti nel cast il cantante nel cerchio, sul ruolo che indica l'istruttore.</translation>
    </message>
    <message>
        <source>Onofrio Gorgheggi is a Golden Throat (GT), a tenor: Golden Throats sing First parts. Drag him onto Arnold.</source>
        <translation>Onofrio Gorgheggi è un'Ugola d'oro (GT), tenore: le Ugole d'oro cantano Prime parti. Trascinalo su Arnold.</translation>
    </message>
    <message>
        <source>Mafalda Falsettini is a Debutant soprano. A Debutant sings Second parts; a First part needs a card such as Recommendation of Iron, which you hold. Drag her onto Mathilde and choose the Recommendation.</source>
        <translation>Mafalda Falsettini è una Debuttante soprano. Un Debuttante canta Seconde parti; per una Prima parte serve una carta come Raccomandazione di ferro, che hai in mano. Trascinala su Mathilde e scegli la Raccomandazione.</translation>
    </message>
    <message>
        <source>Eusebio Barcarola, the Debutant you took from Rossini, sings the Second part Walter Furst. That completes the base cast.</source>
        <translation>Eusebio Barcarola, il Debuttante preso a Rossini, canta Walter Furst, la Seconda parte. Così il cast base è completo.</translation>
    </message>
    <message>
        <source>Extra roles add PN. Cast Zelmira Ottavini, a Golden Throat mezzo-soprano, as Hedwige: a Golden Throat in a Second part costs you 2 gold when you confirm.</source>
        <translation>I ruoli extra aggiungono PN. Metti nel cast Zelmira Ottavini, Ugola d'oro mezzosoprano, come Hedwige: un'Ugola d'oro in una Seconda parte ti costa 2 ori quando confermi.</translation>
    </message>
    <message>
        <source>Every base role is filled, so the debut can be confirmed: press “Confirm the debut”. You pay the cast's gold now.</source>
        <translation>Ogni ruolo base è coperto, quindi il debutto si può confermare: premi «Conferma il debutto». Ora paghi l'oro del cast.</translation>
    </message>
    <message>
        <source>Press “Confirm the debut” (in the ring).</source>
        <translation>Premi «Conferma il debutto» (nel cerchio).</translation>
    </message>
    <message>
        <source>Press “Raise the curtain”. Before the show is scored, your rivals get one Unfair Competition action each against it: an attack card, or a singer of their own added to an empty role.</source>
        <translation>Premi «Alza il sipario». Prima che lo spettacolo riceva i suoi punti, ogni rivale ha un'azione di Concorrenza sleale contro di esso: una carta d'attacco, oppure un suo cantante aggiunto a un ruolo vuoto.</translation>
    </message>
    <message>
        <source>Press “Raise the curtain” (in the ring).</source>
        <translation>Premi «Alza il sipario» (nel cerchio).</translation>
    </message>
    <message>
        <source>Rossini did not attack: he added a singer of his own to an empty role. Guillaume Tell is staged for 7 PN, 6 for the base cast and 1 for the extra roles, and your badge moved along the track.</source>
        <translation>Rossini non ha attaccato: ha aggiunto un suo cantante a un ruolo vuoto. Guillaume Tell va in scena per 7 PN, 6 per il cast base e 1 per i ruoli extra, e il tuo contrassegno è avanzato sul tracciato.</translation>
    </message>
    <message>
        <source>Rossini's panel shows his PN, gold and hand. Draw, debut and stage until someone reaches 25 PN; when he debuts, you get an Unfair Competition action against his show.</source>
        <translation>Il pannello di Rossini mostra i suoi PN, il suo oro e la sua mano. Pesca, fai debuttare e metti in scena finché qualcuno arriva a 25 PN; quando debutta lui, hai un'azione di Concorrenza sleale contro il suo spettacolo.</translation>
    </message>
    <message>
        <source>Turandot — cast Puccini's last opera</source>
        <translation>Turandot — il cast dell'ultima opera di Puccini</translation>
    </message>
    <message>
        <source>In Turandot you cast Puccini's last opera. Over seven rounds you bid in secret for six singers and one director; at the end you give your singers the six roles. The Puccini card shows who holds Puccini: that player gives out the understudies.</source>
        <translation>In Turandot metti insieme il cast dell'ultima opera di Puccini. In sette round fai offerte segrete per sei cantanti e un regista; alla fine dai ai tuoi cantanti i sei ruoli. La carta Puccini mostra chi tiene Puccini: è lui a dare i sostituti.</translation>
    </message>
    <message>
        <source>The casting call: a singer lies under each character, from 1 Turandot to 4 Ping. Your number cards are your bids: drag number 2 into “Your bid (face down)” to ask for the singer under Calaf.</source>
        <translation>L'audizione: sotto ogni personaggio c'è un cantante, da 1 Turandot a 4 Ping. Le tue carte numero sono le tue offerte: trascina il numero 2 in «La tua offerta (coperta)» per chiedere il cantante sotto Calaf.</translation>
    </message>
    <message>
        <source>Drag your number 2 card (in the ring) into your bid.</source>
        <translation>Trascina la tua carta numero 2 (nel cerchio) nella tua offerta.</translation>
    </message>
    <message>
        <source>Press “Confirm the bid”. Everybody bids at the same time, in secret; the bids are revealed together once all are in.</source>
        <translation>Premi «Conferma l'offerta». Tutti fanno la loro offerta nello stesso momento, in segreto; le offerte si scoprono insieme quando ci sono tutte.</translation>
    </message>
    <message>
        <source>Press “Confirm the bid” (in the ring).</source>
        <translation>Premi «Conferma l'offerta» (nel cerchio).</translation>
    </message>
    <message>
        <source>Pong bid 2 as well, with no money: a tie, so neither of you hires Calaf's singer. Each of you got an understudy instead, chosen by Pong, who holds Puccini. Your company at the bottom shows it.</source>
        <translation>Anche Pong ha offerto 2, senza denaro: pareggio, quindi nessuno dei due ingaggia il cantante di Calaf. Ognuno ha ricevuto invece un sostituto, scelto da Pong, che tiene Puccini. La tua compagnia in basso lo mostra.</translation>
    </message>
    <message>
        <source>In rounds 1 to 3 a director is fired at the end. Pong chose you: drag the Traditionalist onto “Fired directors”. That director leaves the game.</source>
        <translation>Nei round da 1 a 3, alla fine, si licenzia un regista. Pong ha scelto te: trascina il Tradizionalista su «Registi licenziati». Quel regista esce dal gioco.</translation>
    </message>
    <message>
        <source>Drag the Traditionalist (in the ring) onto “Fired directors”.</source>
        <translation>Trascina il Tradizionalista (nel cerchio) su «Registi licenziati».</translation>
    </message>
    <message>
        <source>Round 2, and Puccini has passed to you. Bid number 4 with your bluff card: the bluff changes nothing, it only hides how many cards you played. Drag both into your bid, then confirm.</source>
        <translation>Round 2, e Puccini è passato a te. Offri il numero 4 con la tua carta bluff: il bluff non cambia nulla, nasconde solo quante carte hai giocato. Trascinale entrambe nella tua offerta, poi conferma.</translation>
    </message>
    <message>
        <source>Put number 4 and the bluff card into your bid, then press “Confirm the bid”.</source>
        <translation>Metti il numero 4 e la carta bluff nella tua offerta, poi premi «Conferma l'offerta».</translation>
    </message>
    <message>
        <source>Everybody played 4: nobody hires. You hold Puccini, so you give every company an understudy, yours included: drag a singer left under the characters onto each company.</source>
        <translation>Tutti hanno giocato il 4: nessuno ingaggia. Tieni Puccini, quindi dai un sostituto a ogni compagnia, anche alla tua: trascina un cantante rimasto sotto i personaggi su ciascuna compagnia.</translation>
    </message>
    <message>
        <source>Drag a singer left under the characters onto a company waiting for an understudy.</source>
        <translation>Trascina un cantante rimasto sotto i personaggi su una compagnia che aspetta un sostituto.</translation>
    </message>
    <message>
        <source>As holder of Puccini you also choose who fires a director this round: press a player's button under “Who fires a director?”.</source>
        <translation>Chi tiene Puccini sceglie anche chi licenzia un regista in questo round: premi il pulsante di un giocatore sotto «Chi licenzia un regista?».</translation>
    </message>
    <message>
        <source>Choose who fires a director with the buttons (in the ring).</source>
        <translation>Scegli chi licenzia un regista con i pulsanti (nel cerchio).</translation>
    </message>
    <message>
        <source>Round 3: put number 1 and the bluff into your bid and confirm. A player alone on a number hires the singer under that character.</source>
        <translation>Round 3: metti il numero 1 e il bluff nella tua offerta e conferma. Chi è solo su un numero ingaggia il cantante sotto quel personaggio.</translation>
    </message>
    <message>
        <source>Put number 1 and the bluff card into your bid, then confirm.</source>
        <translation>Metti il numero 1 e la carta bluff nella tua offerta, poi conferma.</translation>
    </message>
    <message>
        <source>Round 4 hires directors instead of singers; you bid for them the same way. Bid number 1 alone and confirm. At the end your director adds or takes off points by the kinds of singers in your cast.</source>
        <translation>Nel round 4 si ingaggiano registi invece di cantanti; le offerte funzionano allo stesso modo. Offri il numero 1 da solo e conferma. Alla fine il tuo regista aggiunge o toglie punti secondo i tipi di cantanti del tuo cast.</translation>
    </message>
    <message>
        <source>Put number 1 into your bid, then confirm.</source>
        <translation>Metti il numero 1 nella tua offerta, poi conferma.</translation>
    </message>
    <message>
        <source>Round 5. Money cards break ties: on the same number, whoever added more money cards hires, and those cards are spent for good. Bid number 4 with one money card, then confirm.</source>
        <translation>Round 5. Le carte denaro rompono i pareggi: sullo stesso numero ingaggia chi ha aggiunto più carte denaro, e quelle carte sono spese per sempre. Offri il numero 4 con una carta denaro, poi conferma.</translation>
    </message>
    <message>
        <source>Put a money card and number 4 into your bid, then confirm.</source>
        <translation>Metti una carta denaro e il numero 4 nella tua offerta, poi conferma.</translation>
    </message>
    <message>
        <source>You hold Puccini again: the player who hired nobody this round waits for an understudy. Drag one of the singers left onto that company.</source>
        <translation>Tieni di nuovo Puccini: chi non ha ingaggiato nessuno in questo round aspetta un sostituto. Trascina uno dei cantanti rimasti su quella compagnia.</translation>
    </message>
    <message>
        <source>Round 6: bid number 2 with both money cards you have left, then confirm. Two money cards beat one on the same number.</source>
        <translation>Round 6: offri il numero 2 con entrambe le carte denaro che ti restano, poi conferma. Sullo stesso numero due carte denaro battono una.</translation>
    </message>
    <message>
        <source>Put both money cards and number 2 into your bid, then confirm.</source>
        <translation>Metti entrambe le carte denaro e il numero 2 nella tua offerta, poi conferma.</translation>
    </message>
    <message>
        <source>Round 7, the last one: bid number 3 with the bluff, then confirm.</source>
        <translation>Round 7, l'ultimo: offri il numero 3 con il bluff, poi conferma.</translation>
    </message>
    <message>
        <source>Put number 3 and the bluff card into your bid, then confirm.</source>
        <translation>Metti il numero 3 e la carta bluff nella tua offerta, poi conferma.</translation>
    </message>
    <message>
        <source>The final scene: every player gives each of their six singers one role. Drag Rafael Orelli onto Calaf; the singer already there takes his place. Turandot and Liù are female roles (♀), the others male (♂).</source>
        <translation>La scena finale: ogni giocatore dà un ruolo a ciascuno dei suoi sei cantanti. Trascina Rafael Orelli su Calaf; il cantante che era lì prende il suo posto. Turandot e Liù sono ruoli femminili (♀), gli altri maschili (♂).</translation>
    </message>
    <message>
        <source>Drag Rafael Orelli (in the ring) onto Calaf.</source>
        <translation>Trascina Rafael Orelli (nel cerchio) su Calaf.</translation>
    </message>
    <message>
        <source>Your score: the stars of your six singers, +1 for each scene element, +1 for a singer on their favourite role (♥), −1 for one on a role of the other gender, and your director's points. “Optimal assignment” arranges the cast for the most points. Press “Confirm the cast”.</source>
        <translation>Il tuo punteggio: le stelle dei tuoi sei cantanti, +1 per ogni elemento di scena, +1 per un cantante nel suo ruolo preferito (♥), −1 per uno in un ruolo dell'altro genere, e i punti del tuo regista. «Assegnazione ottimale» sistema il cast per il massimo dei punti. Premi «Conferma il cast».</translation>
    </message>
    <message>
        <source>Press “Confirm the cast”, or move singers between roles first.</source>
        <translation>Premi «Conferma il cast», oppure sposta prima i cantanti da un ruolo all'altro.</translation>
    </message>
    <message>
        <source>Every cast is confirmed and scored: the results list each line of every score. The rules reference explains each director (Rule TUR-066).</source>
        <translation>Tutti i cast sono confermati e valutati: i risultati elencano ogni voce di ogni punteggio. Il regolamento spiega ogni regista (Regola TUR-066).</translation>
    </message>
    <message>
        <source>The Battle of the Divas — Callas against Tebaldi</source>
        <translation>La battaglia delle dive — Callas contro Tebaldi</translation>
    </message>
    <message>
        <source>You are Maria Callas: blue, a circle, the letter C. Renata Tebaldi plays against you. You perform operas in four houses, sing notes on the piano and build the Timeline; when five operas have closed, the diva with more VP wins. Each turn: play a card, move, take a black key's two actions, draw.</source>
        <translation>Sei Maria Callas: blu, un cerchio, la lettera C. Renata Tebaldi gioca contro di te. Ti esibisci in quattro teatri, canti note sul pianoforte e costruisci la linea del tempo; quando sono state chiuse cinque opere vince la diva con più PV. Ogni turno: giochi una carta, ti muovi, fai le due azioni di un tasto nero, peschi.</translation>
    </message>
    <message>
        <source>Phase 1: play a card in an opera. Drag Elvira de Hidalgo onto La Scala. Each rhythm of hers that the opera asks for, and each mask colour new to you there, gives you Applause.</source>
        <translation>Fase 1: gioca una carta in un'opera. Trascina Elvira de Hidalgo sulla Scala. Ogni suo ritmo che l'opera chiede, e ogni colore di maschera nuovo per te lì, ti dà Applausi.</translation>
    </message>
    <message>
        <source>Drag Elvira de Hidalgo (in the ring) onto La Scala.</source>
        <translation>Trascina Elvira de Hidalgo (nel cerchio) sulla Scala.</translation>
    </message>
    <message>
        <source>Phase 2: the card's rhythm is how far you move on the piano. Drag your Diva to DO: where you stop inside your tessitura, a note of yours is placed on the key.</source>
        <translation>Fase 2: il ritmo della carta dice di quanto ti muovi sul pianoforte. Trascina la tua Diva sul DO: dove ti fermi, dentro la tua tessitura, si posa una tua nota sul tasto.</translation>
    </message>
    <message>
        <source>Drag your Diva (in the ring) to the DO key.</source>
        <translation>Trascina la tua Diva (nel cerchio) sul tasto DO.</translation>
    </message>
    <message>
        <source>Phase 3: your Diva stands beside this black key, so its two actions are yours: the Clarinet, the Wiener Staatsoper's instrument, and Play a card on the Timeline.</source>
        <translation>Fase 3: la tua Diva sta accanto a questo tasto nero, quindi le sue due azioni sono tue: il Clarinetto, lo strumento della Staatsoper di Vienna, e Giocare una carta sulla linea del tempo.</translation>
    </message>
    <message>
        <source>Drag Milanese Fever to the end of the Timeline. Its event happens now: La Scala's Fame moves toward you. Playing a card on the Timeline is the only way to use an event.</source>
        <translation>Trascina Febbre milanese in fondo alla linea del tempo. Il suo evento accade subito: la Fama della Scala si sposta verso di te. Giocare una carta sulla linea del tempo è l'unico modo di usare un evento.</translation>
    </message>
    <message>
        <source>Drag Milanese Fever (in the ring) to the end of the Timeline.</source>
        <translation>Trascina Febbre milanese (nel cerchio) in fondo alla linea del tempo.</translation>
    </message>
    <message>
        <source>Now the Clarinet: drag your RE note from the piano onto the Wiener Staatsoper, whose opera asks for it. The first note you send to an opera gives 2 Applause. Then you draw back to four cards and Renata plays.</source>
        <translation>Ora il Clarinetto: trascina la tua nota RE dal pianoforte sulla Staatsoper di Vienna, la cui opera la chiede. La prima nota che mandi a un'opera dà 2 Applausi. Poi peschi fino a quattro carte e gioca Renata.</translation>
    </message>
    <message>
        <source>Drag your RE note (in the ring) onto the Wiener Staatsoper.</source>
        <translation>Trascina la tua nota RE (nel cerchio) sulla Staatsoper di Vienna.</translation>
    </message>
    <message>
        <source>Your turn again. Play Italian Debut at La Scala: its Violin is La Scala's own instrument, so the Fame counter there moves toward you, and your Applause reaches the opera's minimum.</source>
        <translation>Di nuovo il tuo turno. Gioca Debutto italiano alla Scala: il suo Violino è lo strumento della Scala, quindi lì la Fama si sposta verso di te, e i tuoi Applausi arrivano al minimo dell'opera.</translation>
    </message>
    <message>
        <source>Drag Italian Debut (in the ring) onto La Scala.</source>
        <translation>Trascina Debutto italiano (nel cerchio) sulla Scala.</translation>
    </message>
    <message>
        <source>Move your Diva to SI, where Renata has a note: stopping there inside your tessitura flips it to your colour.</source>
        <translation>Porta la tua Diva sul SI, dove Renata ha una nota: fermandoti lì, dentro la tua tessitura, la giri al tuo colore.</translation>
    </message>
    <message>
        <source>Move your Diva (in the ring) to the SI key.</source>
        <translation>Porta la tua Diva (nel cerchio) sul tasto SI.</translation>
    </message>
    <message>
        <source>This black key gives the Violin, La Scala's instrument, and your Applause there has reached the minimum: press “Close &amp; score” on the opera.</source>
        <translation>Questo tasto nero dà il Violino, lo strumento della Scala, e lì i tuoi Applausi hanno raggiunto il minimo: premi «Chiudi e conta i punti» sull'opera.</translation>
    </message>
    <message>
        <source>Press “Close &amp; score” on La Scala's opera (in the ring).</source>
        <translation>Premi «Chiudi e conta i punti» sull'opera della Scala (nel cerchio).</translation>
    </message>
    <message>
        <source>Closing: both divas convert their Applause in that house into VP, you 6 and Renata 0. Then La Scala's Fame, leaning 3 steps toward you, gives you 3 Timeline moves.</source>
        <translation>La chiusura: entrambe le dive trasformano in PV i loro Applausi in quel teatro, tu 6 e Renata 0. Poi la Fama della Scala, 3 passi verso di te, ti dà 3 mosse sulla linea del tempo.</translation>
    </message>
    <message>
        <source>A Timeline move swaps a card with its neighbour; at the end your event cards score when they stand in chronological order. Drag a card along the Timeline, or press “Done”.</source>
        <translation>Una mossa sulla linea del tempo scambia una carta con la vicina; alla fine le tue carte evento contano se sono in ordine cronologico. Trascina una carta lungo la linea del tempo, oppure premi «Fatto».</translation>
    </message>
    <message>
        <source>Move a Timeline card, or press “Done”.</source>
        <translation>Sposta una carta della linea del tempo, oppure premi «Fatto».</translation>
    </message>
    <message>
        <source>You had more Applause there, so your Violin goes into the Orchestra on its ×2 place, and its bonus gives you 2 more Timeline moves. Move a card, or press “Done”.</source>
        <translation>Avevi più Applausi lì, quindi il tuo Violino entra nell'orchestra al posto ×2, e il suo bonus ti dà altre 2 mosse sulla linea del tempo. Sposta una carta, oppure premi «Fatto».</translation>
    </message>
    <message>
        <source>A new opera comes to La Scala. Your black key's other action is Increase Fame: click the Fame track of a house to move its counter one step toward you.</source>
        <translation>Alla Scala arriva una nuova opera. L'altra azione del tuo tasto nero è Aumentare la Fama: fai clic sul percorso della Fama di un teatro per spostarne il segnalino di un passo verso di te.</translation>
    </message>
    <message>
        <source>Click a house's Fame track (one is in the ring).</source>
        <translation>Fai clic sul percorso della Fama di un teatro (uno è nel cerchio).</translation>
    </message>
    <message>
        <source>That is the core of a turn. At the end: 5 VP for more instruments in the Orchestra, each of your notes on the piano scores its key's medal, event cards in chronological order on the Timeline 2 VP each, and 1 VP for leading each unfinished opera.</source>
        <translation>Questo è il cuore di un turno. Alla fine: 5 PV a chi ha più strumenti nell'orchestra, ogni tua nota sul pianoforte vale la medaglia del suo tasto, le carte evento in ordine cronologico sulla linea del tempo 2 PV ciascuna, e 1 PV per ogni opera non chiusa in cui sei in testa.</translation>
    </message>
    <message>
        <source>Palco Reale — the royal box of the Divas</source>
        <translation>Palco Reale — il palco reale delle dive</translation>
    </message>
    <message>
        <source>Palco Reale opens the royal box, under the Orchestra: three Personalities watch every closing. Each shows its VP and its demand; when an opera closes, each diva gains the VP of every Personality whose demand she meets in that house.</source>
        <translation>Palco Reale apre il palco reale, sotto l'orchestra: tre Personalità assistono a ogni chiusura. Ognuna mostra i suoi PV e la sua richiesta; quando un'opera si chiude, ogni diva guadagna i PV di ogni Personalità di cui soddisfa la richiesta in quel teatro.</translation>
    </message>
    <message>
        <source>Emperor Hirohito (4 VP) asks that you scored both rhythms of the opera in the house that closes. You will score both at La Scala, then close it.</source>
        <translation>L'Imperatore Hirohito (4 PV) chiede che tu abbia fatto punti con entrambi i ritmi dell'opera nel teatro che si chiude. Li farai entrambi alla Scala, e poi la chiuderai.</translation>
    </message>
    <message>
        <source>Play Italian Debut at La Scala: it scores the opera's second rhythm, as Emperor Hirohito asks, its Violin moves La Scala's Fame toward you, and your Applause reaches the minimum.</source>
        <translation>Gioca Debutto italiano alla Scala: fa punti con il secondo ritmo dell'opera, come chiede l'Imperatore Hirohito, il suo Violino sposta la Fama della Scala verso di te, e i tuoi Applausi arrivano al minimo.</translation>
    </message>
    <message>
        <source>After the Orchestra the royal box scores: you met Emperor Hirohito's demand, +4 VP. La Scala's token is turned, so that house never scores the Palco Reale again, and three new Personalities take their seats.</source>
        <translation>Dopo l'orchestra conta il palco reale: hai soddisfatto la richiesta dell'Imperatore Hirohito, +4 PV. Il segnalino della Scala viene girato, quindi quel teatro non conterà più il Palco Reale, e tre nuove Personalità prendono posto.</translation>
    </message>
    <message>
        <source>A closing in a house whose token is still clear scores the royal box and brings three new Personalities, whether anyone scored or not. Both divas may score the same Personality, the closer first.</source>
        <translation>Una chiusura in un teatro con il segnalino ancora chiaro conta il palco reale e porta tre nuove Personalità, che qualcuno abbia fatto punti o no. Entrambe le dive possono fare punti con la stessa Personalità, prima chi chiude.</translation>
    </message>
    <message>
        <source>Opera Magna — a Workshop Master's first round</source>
        <translation>Opera Magna — il primo round di un maestro di bottega</translation>
    </message>
    <message>
        <source>You are a Workshop Master in Renaissance Florence, against Cosimo. You buy raw goods in three cities, refine them in your shop, construct buildings and send refined goods to the worksites of the Opera. After 9 rounds the most VP wins; everybody starts at 5 on the VP track.</source>
        <translation>Sei un maestro di bottega nella Firenze del Rinascimento, contro Cosimo. Compri merci grezze in tre città, le raffini nella tua bottega, costruisci edifici e mandi merci raffinate ai cantieri dell'Opera. Dopo 9 round vince chi ha più PV; tutti partono da 5 sulla traccia dei PV.</translation>
    </message>
    <message>
        <source>First the building draft: each player takes two buildings to construct. Drag this medium building into your Buildings under construction.</source>
        <translation>Prima la scelta degli edifici: ogni giocatore prende due edifici da costruire. Trascina questo edificio medio nei tuoi Edifici in costruzione.</translation>
    </message>
    <message>
        <source>Drag the building in the ring into your Buildings under construction.</source>
        <translation>Trascina l'edificio nel cerchio nei tuoi Edifici in costruzione.</translation>
    </message>
    <message>
        <source>Cosimo has chosen his two. Take your second one: this small building, which needs only two refined goods.</source>
        <translation>Cosimo ha scelto i suoi due. Prendi il tuo secondo: questo edificio piccolo, che chiede solo due merci raffinate.</translation>
    </message>
    <message>
        <source>Your turn, phase 1: drag one of your merchants to an area without a merchant of yours. Move the one in Antwerp's Cost area down to its Profit area: Antwerp is the city you activate this turn.</source>
        <translation>Il tuo turno, fase 1: trascina uno dei tuoi mercanti in un'area senza un tuo mercante. Sposta quello nell'area del costo di Anversa giù nell'area del profitto: Anversa è la città che attivi in questo turno.</translation>
    </message>
    <message>
        <source>Drag your merchant (in the ring) to Antwerp's Profit area.</source>
        <translation>Trascina il tuo mercante (nel cerchio) nell'area del profitto di Anversa.</translation>
    </message>
    <message>
        <source>Then drag a trade card from your hand onto that area: its cards slide one space to the left, the leftmost goes to the discards and yours takes the rightmost space.</source>
        <translation>Poi trascina una carta commercio dalla tua mano su quell'area: le sue carte scorrono di un posto a sinistra, quella più a sinistra va negli scarti e la tua prende il posto più a destra.</translation>
    </message>
    <message>
        <source>Drag the trade card in the ring onto Antwerp's Profit area.</source>
        <translation>Trascina la carta commercio nel cerchio sull'area del profitto di Anversa.</translation>
    </message>
    <message>
        <source>City activation: you pay every raw good shown on the three cards of the Cost area, less your discounts, and gain every good on the Profit area's cards. The Pay button adds it all up: press it.</source>
        <translation>Attivazione della città: paghi ogni merce grezza delle tre carte dell'area del costo, meno i tuoi sconti, e guadagni ogni merce delle carte dell'area del profitto. Il pulsante Paga fa tutti i conti: premilo.</translation>
    </message>
    <message>
        <source>Press the Pay button (in the ring).</source>
        <translation>Premi il pulsante Paga (nel cerchio).</translation>
    </message>
    <message>
        <source>The Refined goods phase: the refined goods you gained must be used now. Drag the Bell onto the matching icon of your medium building.</source>
        <translation>La fase delle merci raffinate: le merci raffinate che hai guadagnato vanno usate adesso. Trascina la Campana sull'icona corrispondente del tuo edificio medio.</translation>
    </message>
    <message>
        <source>Drag the refined good in the ring onto its icon on your medium building.</source>
        <translation>Trascina la merce raffinata nel cerchio sulla sua icona nel tuo edificio medio.</translation>
    </message>
    <message>
        <source>Now your small building: drag the Planks, then a Column onto its icons. When every icon is covered, the building is complete.</source>
        <translation>Ora il tuo edificio piccolo: trascina le Assi, poi una Colonna sulle sue icone. Quando ogni icona è coperta, l'edificio è completo.</translation>
    </message>
    <message>
        <source>Put the Planks, then a Column on your small building.</source>
        <translation>Metti le Assi, poi una Colonna sul tuo edificio piccolo.</translation>
    </message>
    <message>
        <source>Drag the finished building to the right side of your shop, in the Small row: on the right its special effect works, and the first building of a right position unlocks a cart.</source>
        <translation>Trascina l'edificio finito sul lato destro della tua bottega, nella fila dei piccoli: a destra funziona il suo effetto speciale, e il primo edificio di una posizione a destra sblocca un carro.</translation>
    </message>
    <message>
        <source>Drag your finished building to the right position in the ring.</source>
        <translation>Trascina il tuo edificio finito nella posizione a destra nel cerchio.</translation>
    </message>
    <message>
        <source>Your new cart sends one refined good to the Opera each turn. Drag your Column onto the lit worksite: the first good sent there takes its reward, 1 VP.</source>
        <translation>Il tuo nuovo carro manda una merce raffinata all'Opera ogni turno. Trascina la tua Colonna sul cantiere illuminato: la prima merce mandata lì prende la sua ricompensa, 1 PV.</translation>
    </message>
    <message>
        <source>Drag your Column onto the worksite in the ring.</source>
        <translation>Trascina la tua Colonna sul cantiere nel cerchio.</translation>
    </message>
    <message>
        <source>Put your last Planks on the medium building: goods placed on a building stay there from turn to turn until it is complete.</source>
        <translation>Metti le tue ultime Assi sull'edificio medio: le merci posate su un edificio restano lì da un turno all'altro finché non è completo.</translation>
    </message>
    <message>
        <source>Press “End refining”. Any refined good still on your shop would be lost: skipping the refining costs you points.</source>
        <translation>Premi «Fine raffinazione». Una merce raffinata rimasta sulla bottega andrebbe persa: saltare la raffinazione fa perdere punti.</translation>
    </message>
    <message>
        <source>Press “End refining” (in the ring).</source>
        <translation>Premi «Fine raffinazione» (nel cerchio).</translation>
    </message>
    <message>
        <source>End of turn: with fewer than 2 buildings under construction you take one from the display. Drag this large building into your construction area.</source>
        <translation>Fine del turno: con meno di 2 edifici in costruzione ne prendi uno dall'esposizione. Trascina questo edificio grande nella tua area di costruzione.</translation>
    </message>
    <message>
        <source>Drag the large building in the ring into your construction area.</source>
        <translation>Trascina l'edificio grande nel cerchio nella tua area di costruzione.</translation>
    </message>
    <message>
        <source>Last, drag a market card into your hand. The leftmost card is always free; the others cost 1, 2 or 3 raw goods. Then Cosimo plays.</source>
        <translation>Per finire, trascina una carta del mercato nella tua mano. La carta più a sinistra è sempre gratis; le altre costano 1, 2 o 3 merci grezze. Poi gioca Cosimo.</translation>
    </message>
    <message>
        <source>Drag the free market card (in the ring) into your hand.</source>
        <translation>Trascina la carta gratuita del mercato (nel cerchio) nella tua mano.</translation>
    </message>
    <message>
        <source>That was a whole turn. The final score adds the VP track, 2, 3 or 4 VP per completed building, your shop's growth, your certificates, blue buildings, goods on unfinished buildings, your tokens on the Opera and the levels of your worksites.</source>
        <translation>Questo era un turno intero. Il punteggio finale somma la traccia dei PV, 2, 3 o 4 PV per ogni edificio completato, la crescita della bottega, i certificati, gli edifici blu, le merci sugli edifici incompleti, i tuoi segnalini sull'Opera e i livelli dei tuoi cantieri.</translation>
    </message>
    <message>
        <source>Your first debut: fill every base role (1 Principal role, 2 First parts, 1 Second part) with singers of the right category and voice before you confirm; “Give up the debut” if you cannot.</source>
        <translation>Il tuo primo debutto: copri ogni ruolo base (1 Ruolo principale, 2 Prime parti, 1 Seconda parte) con cantanti della categoria e della voce giuste prima di confermare; «Rinuncia al debutto» se non ci riesci.</translation>
    </message>
    <message>
        <source>Unfair Competition: once the curtain rises, each of the next two impresarios gets one action against the show, and its owner may defend after each.</source>
        <translation>Concorrenza sleale: alzato il sipario, ciascuno dei due impresari successivi ha un'azione contro lo spettacolo, e il suo impresario può difendersi dopo ognuna.</translation>
    </message>
    <message>
        <source>Refining: use your refined goods now, on your buildings, on the Opera's worksites or back into raw goods; any left when you press “End refining” are lost.</source>
        <translation>Raffinazione: usa adesso le tue merci raffinate, sui tuoi edifici, sui cantieri dell'Opera o riconvertendole in merci grezze; quelle rimaste quando premi «Fine raffinazione» vanno perse.</translation>
    </message>
    <message>
        <source>An opera closed: both divas convert their Applause there into VP, the Fame leader gets Timeline moves, and the diva with more Applause places an instrument in the Orchestra.</source>
        <translation>Si è chiusa un'opera: entrambe le dive trasformano in PV i loro Applausi lì, chi è in testa nella Fama riceve mosse sulla linea del tempo, e la diva con più Applausi mette uno strumento nell'orchestra.</translation>
    </message>
    <message>
        <source>Palco Reale: at a closing each diva scores every Personality whose demand she met in that house; if anyone scored, that house's token is flipped for good.</source>
        <translation>Palco Reale: a una chiusura ogni diva fa punti con ogni Personalità di cui ha soddisfatto la richiesta in quel teatro; se qualcuno ha fatto punti, il segnalino di quel teatro si gira per sempre.</translation>
    </message>
    <message>
        <source>Understudies: every player who hired no singer this round gets one, chosen by the holder of Puccini among the singers left.</source>
        <translation>Sostituti: ogni giocatore che in questo round non ha ingaggiato un cantante ne riceve uno, scelto da chi tiene Puccini tra i cantanti rimasti.</translation>
    </message>
    <message>
        <source>Firing: in rounds 1 to 3 the holder of Puccini picks another player, who fires one director from the pile for good.</source>
        <translation>Licenziamento: nei round da 1 a 3 chi tiene Puccini sceglie un altro giocatore, che licenzia per sempre un regista del mazzo.</translation>
    </message>
</context>
<context>
    <name>magna</name>
    <message>
        <source>Round {round} begins.</source>
        <translation>Inizia il round {round}.</translation>
    </message>
    <message>
        <source>{player} uses the city power {power}.</source>
        <translation>{player} usa il potere cittadino {power}.</translation>
    </message>
    <message>
        <source>{player} converts {good} back into raw goods.</source>
        <translation>{player} riconverte {good} in merce grezza.</translation>
    </message>
    <message>
        <source>{player} uses a shop conversion to make {good}.</source>
        <translation>{player} usa una conversione della bottega per produrre {good}.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the market.</source>
        <translation>{player} prende {card} dal mercato.</translation>
    </message>
    <message>
        <source>The market decks are exhausted: round {round} is the last.</source>
        <translation>I mazzi del mercato sono esauriti: il round {round} è l'ultimo.</translation>
    </message>
    <message>
        <source>The last round is over.</source>
        <translation>L'ultimo round è finito.</translation>
    </message>
    <message>
        <source>{player} gains {amount} VP.</source>
        <translation>{player} guadagna {amount} PV.</translation>
    </message>
    <message numerus="yes">
        <source>%n goods</source>
        <translation>
            <numerusform>%n merce</numerusform>
            <numerusform>%n merci</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n certificate steps</source>
        <translation>
            <numerusform>%n passo di certificato</numerusform>
            <numerusform>%n passi di certificato</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n raw goods</source>
        <translation>
            <numerusform>%n merce grezza</numerusform>
            <numerusform>%n merci grezze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refined goods</source>
        <translation>
            <numerusform>%n merce raffinata</numerusform>
            <numerusform>%n merci raffinate</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody has visited a great architectural work: {player} is drawn to play first.</source>
        <translation>Nessuno ha visitato una grande opera architettonica: si sorteggia {player}, che gioca per primo.</translation>
    </message>
    <message>
        <source>{player} moves a merchant: {source} → {target}.</source>
        <translation>{player} sposta un mercante: {source} → {target}.</translation>
    </message>
    <message>
        <source>{player} plays {card} ({area}) and discards {discarded}.</source>
        <translation>{player} gioca {card} ({area}) e scarta {discarded}.</translation>
    </message>
    <message>
        <source>{player} places {good} on {card:art}.</source>
        <translation>{player} mette {good} {card:su}.</translation>
    </message>
    <message>
        <source>{player} completes {card:art}.</source>
        <translation>{player} completa {card:art}.</translation>
    </message>
    <message>
        <source>{player} slides {card:art} to the {side} of the shop.</source>
        <translation>{player} inserisce {card:art} sul lato {side} della bottega.</translation>
    </message>
    <message numerus="yes">
        <source>{player} ends the refined goods phase and discards %n refined goods.</source>
        <translation>
            <numerusform>{player} termina la fase delle merci raffinate e scarta %n merce raffinata.</numerusform>
            <numerusform>{player} termina la fase delle merci raffinate e scarta %n merci raffinate.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} takes {card:art} to build.</source>
        <translation>{player} prende {card:art} da costruire.</translation>
    </message>
    <message numerus="yes">
        <source>{player} pushes the {good} certificate %n steps right.</source>
        <translation>
            <numerusform>{player} sposta il certificato {good:di} di %n passo a destra.</numerusform>
            <numerusform>{player} sposta il certificato {good:di} di %n passi a destra.</numerusform>
        </translation>
    </message>
    <message>
        <source>First slide the completed building to the left or the right.</source>
        <translation>Prima inserisci l'edificio completato a sinistra o a destra.</translation>
    </message>
    <message>
        <source>First choose a good for the effect being resolved.</source>
        <translation>Prima scegli una merce per l'effetto in corso.</translation>
    </message>
    <message>
        <source>You have no merchant in that area.</source>
        <translation>Non hai un mercante in quell'area.</translation>
    </message>
    <message>
        <source>That area already holds one of your merchants.</source>
        <translation>In quell'area c'è già un tuo mercante.</translation>
    </message>
    <message>
        <source>That trade card is not in your hand.</source>
        <translation>Quella carta commercio non è nella tua mano.</translation>
    </message>
    <message>
        <source>You have no {good} left: activate a city to gain refined goods.</source>
        <translation>Non hai più merci raffinate «{good}»: attiva una città per ottenerne.</translation>
    </message>
    <message>
        <source>You have already sent a good to that worksite.</source>
        <translation>Hai già inviato una merce a quel cantiere.</translation>
    </message>
    <message>
        <source>A lower worksite in that column is still empty.</source>
        <translation>Un cantiere inferiore di quella colonna è ancora vuoto.</translation>
    </message>
    <message>
        <source>You have no player token left in your supply.</source>
        <translation>Non hai più segnalini nella tua riserva.</translation>
    </message>
    <message>
        <source>No building unlocks that conversion yet.</source>
        <translation>Nessun edificio sblocca ancora quella conversione.</translation>
    </message>
    <message>
        <source>That conversion was already used this turn.</source>
        <translation>Quella conversione è già stata usata in questo turno.</translation>
    </message>
    <message>
        <source>You do not have enough raw goods.</source>
        <translation>Non hai abbastanza merci grezze.</translation>
    </message>
    <message>
        <source>That market space is empty.</source>
        <translation>Quello spazio del mercato è vuoto.</translation>
    </message>
    <message>
        <source>Not now: the turn is at “{phase}”, and that belongs to “{needed}”.</source>
        <translation>Non ora: il turno è alla fase «{phase}», e questo si fa nella fase «{needed}».</translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation>
            <numerusform>%n PV</numerusform>
            <numerusform>%n PV</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Lead</source>
        <translation>
            <numerusform>%n Piombo</numerusform>
            <numerusform>%n Piombo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Wood</source>
        <translation>
            <numerusform>%n Legno</numerusform>
            <numerusform>%n Legno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Marble</source>
        <translation>
            <numerusform>%n Marmo</numerusform>
            <numerusform>%n Marmo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sand</source>
        <translation>
            <numerusform>%n Sabbia</numerusform>
            <numerusform>%n Sabbia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Bells</source>
        <translation>
            <numerusform>%n Campana</numerusform>
            <numerusform>%n Campane</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Planks</source>
        <translation>
            <numerusform>%n Asse</numerusform>
            <numerusform>%n Assi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Columns</source>
        <translation>
            <numerusform>%n Colonna</numerusform>
            <numerusform>%n Colonne</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Glass</source>
        <translation>
            <numerusform>%n Vetro</numerusform>
            <numerusform>%n Vetri</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} drafts {card:art}.</source>
        <translation>{player} sceglie {card:art} tra gli edifici iniziali.</translation>
    </message>
    <message>
        <source>{player} pays for {city}: {cost}.</source>
        <translation>{player} paga per {city}: {cost}.</translation>
    </message>
    <message>
        <source>{player} pays nothing for {city}.</source>
        <translation>{player} non paga nulla per {city}.</translation>
    </message>
    <message>
        <source>{player} gains the profit of {city}: {profit}.</source>
        <translation>{player} ottiene il profitto di {city}: {profit}.</translation>
    </message>
    <message>
        <source>{player} gains nothing from the profit of {city}.</source>
        <translation>{player} non ottiene nulla dal profitto di {city}.</translation>
    </message>
    <message>
        <source>{player} sends {good} to the {worksite} worksite.</source>
        <translation>{player} invia {good} al cantiere {worksite:di}.</translation>
    </message>
    <message>
        <source>{player} ends the refined goods phase without discarding any.</source>
        <translation>{player} termina la fase delle merci raffinate senza scartarne.</translation>
    </message>
    <message>
        <source>{player} gains {good}.</source>
        <translation>{player} ottiene {good}.</translation>
    </message>
    <message>
        <source>{player} gains no {good}.</source>
        <translation>{player} non ottiene {good}.</translation>
    </message>
    <message>
        <source>No city is activated yet: move a merchant into a city's Cost area first.</source>
        <translation>Nessuna città è ancora attivata: prima sposta un mercante nell'area del costo di una città.</translation>
    </message>
    <message>
        <source>The power of {city} is only for a merchant in its Cost area; yours entered the Profit area.</source>
        <translation>Il potere di {city} spetta solo a un mercante nella sua area del costo; il tuo è entrato nell'area del profitto.</translation>
    </message>
    <message>
        <source>{city} is not the city your merchant activated this turn: only that city's power may be used.</source>
        <translation>{city} non è la città che il tuo mercante ha attivato in questo turno: si può usare solo il potere di quella città.</translation>
    </message>
    <message>
        <source>You have already used the power of {city} this turn.</source>
        <translation>Hai già usato il potere di {city} in questo turno.</translation>
    </message>
    <message>
        <source>The power of {city} cannot be used that way now.</source>
        <translation>Ora il potere di {city} non si può usare in questo modo.</translation>
    </message>
    <message>
        <source>That building needs no more {good}: drop it on a free matching icon.</source>
        <translation>Quell'edificio non chiede più «{good}»: trascina la merce su un'icona libera corrispondente.</translation>
    </message>
    <message numerus="yes">
        <source>Your %n carts have all gone out this turn: each shop row with a building on the right gives one cart.</source>
        <translation>
            <numerusform>Il tuo %n carro è già partito in questo turno: ogni riga della bottega con un edificio a destra dà un carro.</numerusform>
            <numerusform>I tuoi %n carri sono già partiti tutti in questo turno: ogni riga della bottega con un edificio a destra dà un carro.</numerusform>
        </translation>
    </message>
    <message>
        <source>This worksite needs a certificate of level {needed}; yours is at level {level}.</source>
        <translation>Questo cantiere richiede un certificato di livello {needed}; il tuo è al livello {level}.</translation>
    </message>
    <message>
        <source>That card costs {cost}: pay exactly that.</source>
        <translation>Quella carta costa {cost}: paga esattamente quel prezzo.</translation>
    </message>
    <message>
        <source>That card costs {cost}; you have only {have}.</source>
        <translation>Quella carta costa {cost}; tu hai solo {have}.</translation>
    </message>
    <message>
        <source>That card costs {cost}; you offered {paid}.</source>
        <translation>Quella carta costa {cost}; hai offerto {paid}.</translation>
    </message>
    <message>
        <source>You offered {paid} {good} but have only {have}.</source>
        <translation>Hai offerto {paid} {good} ma ne hai solo {have}.</translation>
    </message>
    <message>
        <source>That building is not available.</source>
        <translation>Quell'edificio non è disponibile.</translation>
    </message>
    <message>
        <source>That choice is not allowed for this effect.</source>
        <translation>Questa scelta non è ammessa per l'effetto.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Questa mossa non è consentita.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Completed buildings</source>
        <translation>Edifici completati</translation>
    </message>
    <message>
        <source>Shop evolution</source>
        <translation>Evoluzione della bottega</translation>
    </message>
    <message>
        <source>Certificates</source>
        <translation>Certificati</translation>
    </message>
    <message>
        <source>Blue buildings</source>
        <translation>Edifici blu</translation>
    </message>
    <message>
        <source>Refined goods on incomplete buildings</source>
        <translation>Merci raffinate su edifici incompleti</translation>
    </message>
    <message>
        <source>The Opera</source>
        <translation>L'Opera</translation>
    </message>
    <message>
        <source>Worksites</source>
        <translation>Cantieri</translation>
    </message>
    <message>
        <source>Tie broken by the most tokens sent to worksites.</source>
        <translation>Pareggio risolto dal maggior numero di segnalini inviati ai cantieri.</translation>
    </message>
    <message>
        <source>Tie broken by tokens on higher-level worksites.</source>
        <translation>Pareggio risolto dai segnalini sui cantieri di livello più alto.</translation>
    </message>
    <message>
        <source>Tie broken by the most raw goods.</source>
        <translation>Pareggio risolto dal maggior numero di merci grezze.</translation>
    </message>
    <message>
        <source>The tie persists: the victory is shared.</source>
        <translation>Il pareggio persiste: la vittoria è condivisa.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Market board side</source>
        <translation>Lato del tabellone mercato</translation>
    </message>
    <message>
        <source>Opera board side</source>
        <translation>Lato del tabellone Opera</translation>
    </message>
    <message>
        <source>Deal shop boards at random</source>
        <translation>Distribuisci le botteghe a caso</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primo giocatore</translation>
    </message>
    <message>
        <source>Whoever most recently visited a great architectural work plays first; if nobody has, the first player is drawn at random.</source>
        <translation>Gioca per primo chi ha visitato più di recente una grande opera architettonica; se nessuno l'ha fatto, il primo giocatore si sorteggia.</translation>
    </message>
    <message>
        <source>The first seat (visited a great work last)</source>
        <translation>Il primo posto (l'ultimo ad aver visitato una grande opera)</translation>
    </message>
    <message>
        <source>Drawn at random (nobody has)</source>
        <translation>Sorteggiato (nessuno l'ha fatto)</translation>
    </message>
    <message>
        <source>Which side of the Market board is up (in this edition both play alike).</source>
        <translation>Quale lato del tabellone mercato è in gioco (in questa edizione si giocano allo stesso modo).</translation>
    </message>
    <message>
        <source>Which side of the Opera board is up (in this edition both play alike).</source>
        <translation>Quale lato del tabellone Opera è in gioco (in questa edizione si giocano allo stesso modo).</translation>
    </message>
    <message>
        <source>Shop boards are dealt at random (off: in seat order).</source>
        <translation>Le botteghe vengono distribuite a caso (altrimenti nell'ordine dei posti).</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Lato A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Lato B</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Piombo</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Legno</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Marmo</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>Sabbia</translation>
    </message>
    <message>
        <source>Bell</source>
        <translation>Campana</translation>
    </message>
    <message>
        <source>Planks</source>
        <translation>Assi</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonna</translation>
    </message>
    <message>
        <source>Glass</source>
        <translation>Vetro</translation>
    </message>
    <message>
        <source>Venice</source>
        <translation>Venezia</translation>
    </message>
    <message>
        <source>Antwerp</source>
        <translation>Anversa</translation>
    </message>
    <message>
        <source>Constantinople</source>
        <translation>Costantinopoli</translation>
    </message>
    <message>
        <source>Cost area</source>
        <translation>Area del costo</translation>
    </message>
    <message>
        <source>Profit area</source>
        <translation>Area del profitto</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Piccolo</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>left</source>
        <translation>sinistro</translation>
    </message>
    <message>
        <source>right</source>
        <translation>destro</translation>
    </message>
    <message>
        <source>Carpenter's Shop</source>
        <translation>Bottega del Carpentiere</translation>
    </message>
    <message>
        <source>Marble Worker's Shop</source>
        <translation>Bottega del Marmista</translation>
    </message>
    <message>
        <source>Glassmaker's Shop</source>
        <translation>Bottega del Vetraio</translation>
    </message>
    <message>
        <source>Blacksmith's Shop</source>
        <translation>Bottega del Fabbro</translation>
    </message>
    <message>
        <source>Starting discount: {good} costs 1 less in every city activation.</source>
        <translation>Sconto iniziale: {good} costa 1 in meno in ogni attivazione di città.</translation>
    </message>
    <message>
        <source>Once per turn: pay {amount} {goods} to gain the matching refined good.</source>
        <translation>Una volta per turno: paga {amount} {goods} per ottenere la merce raffinata corrispondente.</translation>
    </message>
    <message>
        <source>Cart: once per turn send 1 refined good to the Opera.</source>
        <translation>Carro: una volta per turno invia 1 merce raffinata all'Opera.</translation>
    </message>
    <message>
        <source>Rialto Exchange</source>
        <translation>Scambio di Rialto</translation>
    </message>
    <message>
        <source>Exchange up to 2 raw goods, one at a time, for other raw goods.</source>
        <translation>Scambia fino a 2 merci grezze, una alla volta, con altre merci grezze.</translation>
    </message>
    <message>
        <source>Murano Furnaces</source>
        <translation>Fornaci di Murano</translation>
    </message>
    <message>
        <source>Spend 1 Sand to gain 1 Glass for this turn.</source>
        <translation>Spendi 1 Sabbia per ottenere 1 Vetro per questo turno.</translation>
    </message>
    <message>
        <source>Baltic Timber</source>
        <translation>Legname del Baltico</translation>
    </message>
    <message>
        <source>Gain 1 Wood.</source>
        <translation>Ottieni 1 Legno.</translation>
    </message>
    <message>
        <source>Northern Ironworks</source>
        <translation>Ferriere del Nord</translation>
    </message>
    <message>
        <source>Before paying, reduce this activation's cost by 1 Lead or 1 Wood.</source>
        <translation>Prima di pagare, riduci il costo di questa attivazione di 1 Piombo o 1 Legno.</translation>
    </message>
    <message>
        <source>Grand Bazaar</source>
        <translation>Gran Bazar</translation>
    </message>
    <message>
        <source>Gain 1 raw good of your choice.</source>
        <translation>Ottieni 1 merce grezza a tua scelta.</translation>
    </message>
    <message>
        <source>Imperial Quarries</source>
        <translation>Cave Imperiali</translation>
    </message>
    <message>
        <source>Spend 1 Marble to gain 1 Column for this turn.</source>
        <translation>Spendi 1 Marmo per ottenere 1 Colonna per questo turno.</translation>
    </message>
    <message>
        <source>Gilder's Shop</source>
        <translation>Bottega del Doratore</translation>
    </message>
    <message>
        <source>Charcoal Yard</source>
        <translation>Carbonaia</translation>
    </message>
    <message>
        <source>Mason's Lodge</source>
        <translation>Loggia dei Muratori</translation>
    </message>
    <message>
        <source>Notary's Desk</source>
        <translation>Banco del Notaio</translation>
    </message>
    <message>
        <source>Goldsmith's Stall</source>
        <translation>Banco dell'Orafo</translation>
    </message>
    <message>
        <source>Rope Walk</source>
        <translation>Corderia</translation>
    </message>
    <message>
        <source>Lime Kiln</source>
        <translation>Fornace da Calce</translation>
    </message>
    <message>
        <source>Scribe's Room</source>
        <translation>Stanza dello Scrivano</translation>
    </message>
    <message>
        <source>Jeweller's Bench</source>
        <translation>Banco del Gioielliere</translation>
    </message>
    <message>
        <source>Dyer's Shed</source>
        <translation>Tintoria</translation>
    </message>
    <message>
        <source>Tile Kiln</source>
        <translation>Fornace da Tegole</translation>
    </message>
    <message>
        <source>Map Room</source>
        <translation>Stanza delle Mappe</translation>
    </message>
    <message>
        <source>Merchant's House</source>
        <translation>Casa del Mercante</translation>
    </message>
    <message>
        <source>Timber Yard</source>
        <translation>Deposito del Legname</translation>
    </message>
    <message>
        <source>Stonecutters' Guild</source>
        <translation>Arte dei Tagliapietre</translation>
    </message>
    <message>
        <source>Confraternity Hall</source>
        <translation>Sala della Confraternita</translation>
    </message>
    <message>
        <source>Banker's Loggia</source>
        <translation>Loggia del Banchiere</translation>
    </message>
    <message>
        <source>Granary</source>
        <translation>Granaio</translation>
    </message>
    <message>
        <source>Bronze Foundry</source>
        <translation>Fonderia del Bronzo</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <source>Silk Exchange</source>
        <translation>Borsa della Seta</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <translation>Segheria</translation>
    </message>
    <message>
        <source>Glassworks</source>
        <translation>Vetreria</translation>
    </message>
    <message>
        <source>Drawing School</source>
        <translation>Scuola di Disegno</translation>
    </message>
    <message>
        <source>Palazzo</source>
        <translation>Palazzo</translation>
    </message>
    <message>
        <source>Harbour Warehouse</source>
        <translation>Magazzino del Porto</translation>
    </message>
    <message>
        <source>Arsenal</source>
        <translation>Arsenale</translation>
    </message>
    <message>
        <source>Academy of Design</source>
        <translation>Accademia del Disegno</translation>
    </message>
    <message>
        <source>Guildhall</source>
        <translation>Palazzo delle Arti</translation>
    </message>
    <message>
        <source>Water Mill</source>
        <translation>Mulino ad Acqua</translation>
    </message>
    <message>
        <source>Great Forge</source>
        <translation>Grande Fucina</translation>
    </message>
    <message>
        <source>Hospital of the Innocents</source>
        <translation>Ospedale degli Innocenti</translation>
    </message>
    <message>
        <source>Mint</source>
        <translation>Zecca</translation>
    </message>
    <message>
        <source>Customs House</source>
        <translation>Dogana</translation>
    </message>
    <message>
        <source>Cathedral Workshop</source>
        <translation>Opificio del Duomo</translation>
    </message>
    <message>
        <source>Baptistery School</source>
        <translation>Scuola del Battistero</translation>
    </message>
    <message>
        <source>Prestige: gain 2 VP when slid to the right.</source>
        <translation>Prestigio: guadagna 2 PV quando è inserito a destra.</translation>
    </message>
    <message>
        <source>Prestige: gain 3 VP when slid to the right.</source>
        <translation>Prestigio: guadagna 3 PV quando è inserito a destra.</translation>
    </message>
    <message>
        <source>Prestige: gain 5 VP when slid to the right.</source>
        <translation>Prestigio: guadagna 5 PV quando è inserito a destra.</translation>
    </message>
    <message>
        <source>Supply: after each of your city activations, gain 1 {good}.</source>
        <translation>Rifornimento: dopo ogni tua attivazione di città, ottieni 1 {good}.</translation>
    </message>
    <message>
        <source>Supply: after each of your city activations, gain 1 raw good of your choice.</source>
        <translation>Rifornimento: dopo ogni tua attivazione di città, ottieni 1 merce grezza a tua scelta.</translation>
    </message>
    <message>
        <source>Supply: after each of your city activations, gain 1 {good} to use this turn.</source>
        <translation>Rifornimento: dopo ogni tua attivazione di città, ottieni 1 {good} da usare in questo turno.</translation>
    </message>
    <message>
        <source>Guild: push one certificate 1 column right.</source>
        <translation>Arte: sposta un certificato di 1 colonna a destra.</translation>
    </message>
    <message>
        <source>Guild: push two different certificates 1 column right.</source>
        <translation>Arte: sposta due certificati diversi di 1 colonna a destra.</translation>
    </message>
    <message>
        <source>Guild: push one certificate 2 columns right and gain 2 raw goods of your choice.</source>
        <translation>Arte: sposta un certificato di 2 colonne a destra e ottieni 2 merci grezze a tua scelta.</translation>
    </message>
    <message>
        <source>Patronage (end of game): 1 VP per completed Small building you own.</source>
        <translation>Mecenatismo (fine partita): 1 PV per ogni tuo edificio Piccolo completato.</translation>
    </message>
    <message>
        <source>Patronage (end of game): 1 VP per token of yours on the Opera board, up to 6.</source>
        <translation>Mecenatismo (fine partita): 1 PV per ogni tuo segnalino sul tabellone Opera, fino a 6.</translation>
    </message>
    <message>
        <source>Patronage (end of game): 2 VP per level-3 certificate.</source>
        <translation>Mecenatismo (fine partita): 2 PV per ogni certificato di livello 3.</translation>
    </message>
    <message>
        <source>Discount (left): {goods} cost 1 less in every city activation.</source>
        <translation>Sconto (sinistra): {goods} costano 1 in meno in ogni attivazione di città.</translation>
    </message>
    <message>
        <source>Nave Foundations</source>
        <translation>Fondamenta della Navata</translation>
    </message>
    <message>
        <source>South Portal</source>
        <translation>Portale Sud</translation>
    </message>
    <message>
        <source>North Portal</source>
        <translation>Portale Nord</translation>
    </message>
    <message>
        <source>Sacristy</source>
        <translation>Sacrestia</translation>
    </message>
    <message>
        <source>Bell Tower</source>
        <translation>Campanile</translation>
    </message>
    <message>
        <source>Tribunes</source>
        <translation>Tribune</translation>
    </message>
    <message>
        <source>Drum</source>
        <translation>Tamburo</translation>
    </message>
    <message>
        <source>Side Chapels</source>
        <translation>Cappelle Laterali</translation>
    </message>
    <message>
        <source>Dome</source>
        <translation>Cupola</translation>
    </message>
    <message>
        <source>Lantern</source>
        <translation>Lanterna</translation>
    </message>
    <message>
        <source>Rose Window</source>
        <translation>Rosone</translation>
    </message>
    <message>
        <source>Golden Ball</source>
        <translation>Palla d'Oro</translation>
    </message>
    <message>
        <source>First delivery: gain {amount} VP.</source>
        <translation>Prima consegna: guadagna {amount} PV.</translation>
    </message>
    <message>
        <source>First delivery: gain 1 raw good of your choice.</source>
        <translation>Prima consegna: ottieni 1 merce grezza a tua scelta.</translation>
    </message>
    <message>
        <source>First delivery: push one certificate 1 column right.</source>
        <translation>Prima consegna: sposta un certificato di 1 colonna a destra.</translation>
    </message>
    <message>
        <source>First delivery: gain 2 raw goods of your choice and 1 VP.</source>
        <translation>Prima consegna: ottieni 2 merci grezze a tua scelta e 1 PV.</translation>
    </message>
    <message>
        <source>Draft a building</source>
        <translation>Scegli un edificio</translation>
    </message>
    <message>
        <source>Move a merchant</source>
        <translation>Sposta un mercante</translation>
    </message>
    <message>
        <source>Play a trade card</source>
        <translation>Gioca una carta commercio</translation>
    </message>
    <message>
        <source>Use the city power</source>
        <translation>Usa il potere cittadino</translation>
    </message>
    <message>
        <source>Pay the cost and take the profit</source>
        <translation>Paga il costo e prendi il profitto</translation>
    </message>
    <message>
        <source>Construct</source>
        <translation>Costruisci</translation>
    </message>
    <message>
        <source>Slide the building</source>
        <translation>Inserisci l'edificio</translation>
    </message>
    <message>
        <source>Advance the Opera</source>
        <translation>Fai avanzare l'Opera</translation>
    </message>
    <message>
        <source>Convert a refined good</source>
        <translation>Converti una merce raffinata</translation>
    </message>
    <message>
        <source>Use a shop conversion</source>
        <translation>Usa una conversione della bottega</translation>
    </message>
    <message>
        <source>Choose a good</source>
        <translation>Scegli una merce</translation>
    </message>
    <message>
        <source>End the refined goods phase</source>
        <translation>Termina la fase delle merci raffinate</translation>
    </message>
    <message>
        <source>Take a building</source>
        <translation>Prendi un edificio</translation>
    </message>
    <message>
        <source>Take a market card</source>
        <translation>Prendi una carta del mercato</translation>
    </message>
    <message>
        <source>Building draft</source>
        <translation>Scelta degli edifici iniziali</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>Mercante</translation>
    </message>
    <message>
        <source>Trade card</source>
        <translation>Carta commercio</translation>
    </message>
    <message>
        <source>City activation</source>
        <translation>Attivazione della città</translation>
    </message>
    <message>
        <source>Refined goods</source>
        <translation>Merci raffinate</translation>
    </message>
    <message>
        <source>Replenish buildings</source>
        <translation>Rifornisci gli edifici</translation>
    </message>
    <message>
        <source>Draw a trade card</source>
        <translation>Pesca una carta commercio</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Opera Magna</source>
        <translation>Opera Magna</translation>
    </message>
    <message>
        <source>Venice, Cost area</source>
        <translation>Venezia, area del costo</translation>
    </message>
    <message>
        <source>Venice, Profit area</source>
        <translation>Venezia, area del profitto</translation>
    </message>
    <message>
        <source>Antwerp, Cost area</source>
        <translation>Anversa, area del costo</translation>
    </message>
    <message>
        <source>Antwerp, Profit area</source>
        <translation>Anversa, area del profitto</translation>
    </message>
    <message>
        <source>Constantinople, Cost area</source>
        <translation>Costantinopoli, area del costo</translation>
    </message>
    <message>
        <source>Constantinople, Profit area</source>
        <translation>Costantinopoli, area del profitto</translation>
    </message>
    <message>
        <source>the trade card {cost} → {profit}</source>
        <translation>la carta commercio {cost} → {profit}</translation>
    </message>
    <message>
        <source>Trade card Hand I-01</source>
        <translation>Carta commercio Mano I-01</translation>
    </message>
    <message>
        <source>Trade card Hand I-02</source>
        <translation>Carta commercio Mano I-02</translation>
    </message>
    <message>
        <source>Trade card Hand I-03</source>
        <translation>Carta commercio Mano I-03</translation>
    </message>
    <message>
        <source>Trade card Hand I-04</source>
        <translation>Carta commercio Mano I-04</translation>
    </message>
    <message>
        <source>Trade card Hand I-05</source>
        <translation>Carta commercio Mano I-05</translation>
    </message>
    <message>
        <source>Trade card Hand I-06</source>
        <translation>Carta commercio Mano I-06</translation>
    </message>
    <message>
        <source>Trade card Hand I-07</source>
        <translation>Carta commercio Mano I-07</translation>
    </message>
    <message>
        <source>Trade card Hand I-08</source>
        <translation>Carta commercio Mano I-08</translation>
    </message>
    <message>
        <source>Trade card Hand II-01</source>
        <translation>Carta commercio Mano II-01</translation>
    </message>
    <message>
        <source>Trade card Hand II-02</source>
        <translation>Carta commercio Mano II-02</translation>
    </message>
    <message>
        <source>Trade card Hand II-03</source>
        <translation>Carta commercio Mano II-03</translation>
    </message>
    <message>
        <source>Trade card Hand II-04</source>
        <translation>Carta commercio Mano II-04</translation>
    </message>
    <message>
        <source>Trade card City I-01</source>
        <translation>Carta commercio Città I-01</translation>
    </message>
    <message>
        <source>Trade card City I-02</source>
        <translation>Carta commercio Città I-02</translation>
    </message>
    <message>
        <source>Trade card City I-03</source>
        <translation>Carta commercio Città I-03</translation>
    </message>
    <message>
        <source>Trade card City I-04</source>
        <translation>Carta commercio Città I-04</translation>
    </message>
    <message>
        <source>Trade card City I-05</source>
        <translation>Carta commercio Città I-05</translation>
    </message>
    <message>
        <source>Trade card City I-06</source>
        <translation>Carta commercio Città I-06</translation>
    </message>
    <message>
        <source>Trade card City II-01</source>
        <translation>Carta commercio Città II-01</translation>
    </message>
    <message>
        <source>Trade card City II-02</source>
        <translation>Carta commercio Città II-02</translation>
    </message>
    <message>
        <source>Trade card City II-03</source>
        <translation>Carta commercio Città II-03</translation>
    </message>
    <message>
        <source>Trade card City II-04</source>
        <translation>Carta commercio Città II-04</translation>
    </message>
    <message>
        <source>Trade card City II-05</source>
        <translation>Carta commercio Città II-05</translation>
    </message>
    <message>
        <source>Trade card City II-06</source>
        <translation>Carta commercio Città II-06</translation>
    </message>
    <message>
        <source>Trade card City III-01</source>
        <translation>Carta commercio Città III-01</translation>
    </message>
    <message>
        <source>Trade card City III-02</source>
        <translation>Carta commercio Città III-02</translation>
    </message>
    <message>
        <source>Trade card City III-03</source>
        <translation>Carta commercio Città III-03</translation>
    </message>
    <message>
        <source>Trade card City III-04</source>
        <translation>Carta commercio Città III-04</translation>
    </message>
    <message>
        <source>Trade card City III-05</source>
        <translation>Carta commercio Città III-05</translation>
    </message>
    <message>
        <source>Trade card City III-06</source>
        <translation>Carta commercio Città III-06</translation>
    </message>
    <message>
        <source>Trade card Market A-01</source>
        <translation>Carta commercio Mercato A-01</translation>
    </message>
    <message>
        <source>Trade card Market A-02</source>
        <translation>Carta commercio Mercato A-02</translation>
    </message>
    <message>
        <source>Trade card Market A-03</source>
        <translation>Carta commercio Mercato A-03</translation>
    </message>
    <message>
        <source>Trade card Market A-04</source>
        <translation>Carta commercio Mercato A-04</translation>
    </message>
    <message>
        <source>Trade card Market A-05</source>
        <translation>Carta commercio Mercato A-05</translation>
    </message>
    <message>
        <source>Trade card Market A-06</source>
        <translation>Carta commercio Mercato A-06</translation>
    </message>
    <message>
        <source>Trade card Market A-07</source>
        <translation>Carta commercio Mercato A-07</translation>
    </message>
    <message>
        <source>Trade card Market A-08</source>
        <translation>Carta commercio Mercato A-08</translation>
    </message>
    <message>
        <source>Trade card Market A-09</source>
        <translation>Carta commercio Mercato A-09</translation>
    </message>
    <message>
        <source>Trade card Market A-10</source>
        <translation>Carta commercio Mercato A-10</translation>
    </message>
    <message>
        <source>Trade card Market A-11</source>
        <translation>Carta commercio Mercato A-11</translation>
    </message>
    <message>
        <source>Trade card Market A-12</source>
        <translation>Carta commercio Mercato A-12</translation>
    </message>
    <message>
        <source>Trade card Market B-01</source>
        <translation>Carta commercio Mercato B-01</translation>
    </message>
    <message>
        <source>Trade card Market B-02</source>
        <translation>Carta commercio Mercato B-02</translation>
    </message>
    <message>
        <source>Trade card Market B-03</source>
        <translation>Carta commercio Mercato B-03</translation>
    </message>
    <message>
        <source>Trade card Market B-04</source>
        <translation>Carta commercio Mercato B-04</translation>
    </message>
    <message>
        <source>Trade card Market B-05</source>
        <translation>Carta commercio Mercato B-05</translation>
    </message>
    <message>
        <source>Trade card Market B-06</source>
        <translation>Carta commercio Mercato B-06</translation>
    </message>
    <message>
        <source>Trade card Market B-07</source>
        <translation>Carta commercio Mercato B-07</translation>
    </message>
    <message>
        <source>Trade card Market B-08</source>
        <translation>Carta commercio Mercato B-08</translation>
    </message>
    <message>
        <source>Trade card Market B-09</source>
        <translation>Carta commercio Mercato B-09</translation>
    </message>
    <message>
        <source>Trade card Market B-10</source>
        <translation>Carta commercio Mercato B-10</translation>
    </message>
    <message>
        <source>Trade card Market B-11</source>
        <translation>Carta commercio Mercato B-11</translation>
    </message>
    <message>
        <source>Trade card Market B-12</source>
        <translation>Carta commercio Mercato B-12</translation>
    </message>
    <message>
        <source>Trade card Market C-01</source>
        <translation>Carta commercio Mercato C-01</translation>
    </message>
    <message>
        <source>Trade card Market C-02</source>
        <translation>Carta commercio Mercato C-02</translation>
    </message>
    <message>
        <source>Trade card Market C-03</source>
        <translation>Carta commercio Mercato C-03</translation>
    </message>
    <message>
        <source>Trade card Market C-04</source>
        <translation>Carta commercio Mercato C-04</translation>
    </message>
    <message>
        <source>Trade card Market C-05</source>
        <translation>Carta commercio Mercato C-05</translation>
    </message>
    <message>
        <source>Trade card Market C-06</source>
        <translation>Carta commercio Mercato C-06</translation>
    </message>
    <message>
        <source>Trade card Market C-07</source>
        <translation>Carta commercio Mercato C-07</translation>
    </message>
    <message>
        <source>Trade card Market C-08</source>
        <translation>Carta commercio Mercato C-08</translation>
    </message>
    <message>
        <source>Trade card Market C-09</source>
        <translation>Carta commercio Mercato C-09</translation>
    </message>
    <message>
        <source>Trade card Market C-10</source>
        <translation>Carta commercio Mercato C-10</translation>
    </message>
    <message>
        <source>Trade card Market C-11</source>
        <translation>Carta commercio Mercato C-11</translation>
    </message>
    <message>
        <source>Trade card Market C-12</source>
        <translation>Carta commercio Mercato C-12</translation>
    </message>
</context>
<context>
    <name>magna_board</name>
    <message>
        <source>S M L</source>
        <translation>P M G</translation>
    </message>
    <message>
        <source>Y G R B</source>
        <translation>Gi V R B</translation>
    </message>
    <message>
        <source>H1</source>
        <translation>M1</translation>
    </message>
    <message>
        <source>H2</source>
        <translation>M2</translation>
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
        <translation>Costo</translation>
    </message>
    <message>
        <source>Profit</source>
        <translation>Profitto</translation>
    </message>
    <message>
        <source>Merchant of {player}</source>
        <translation>Mercante di {player}</translation>
    </message>
    <message>
        <source>Florence · Santa Maria del Fiore</source>
        <translation>Firenze · Santa Maria del Fiore</translation>
    </message>
    <message>
        <source>L{level}</source>
        <translation>L{level}</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Edifici</translation>
    </message>
    <message numerus="yes">
        <source>{size} deck: %n cards</source>
        <translation>
            <numerusform>Mazzo {size}: %n carta</numerusform>
            <numerusform>Mazzo {size}: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Building draft</source>
        <translation>Scelta degli edifici iniziali</translation>
    </message>
    <message>
        <source>two each, in snake order</source>
        <translation>due a testa, in ordine a serpentina</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Mercato</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds left</source>
        <translation>
            <numerusform>manca %n round</numerusform>
            <numerusform>mancano %n round</numerusform>
        </translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Ultimo round</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message numerus="yes">
        <source>%n goods</source>
        <translation>
            <numerusform>%n merce</numerusform>
            <numerusform>%n merci</numerusform>
        </translation>
    </message>
    <message>
        <source>A·B</source>
        <translation>A·B</translation>
    </message>
    <message numerus="yes">
        <source>Market deck: %n cards</source>
        <translation>
            <numerusform>Mazzo del mercato: %n carta</numerusform>
            <numerusform>Mazzo del mercato: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Scarti</translation>
    </message>
    <message numerus="yes">
        <source>Discarded trade cards: %n (click to see them)</source>
        <translation>
            <numerusform>Carte commercio scartate: %n (clic per vederla)</numerusform>
            <numerusform>Carte commercio scartate: %n (clic per vederle)</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Punti vittoria</translation>
    </message>
    <message>
        <source>{player}: {vp} VP</source>
        <translation>{player}: {vp} PV</translation>
    </message>
    <message>
        <source>{player} · {shop}</source>
        <translation>{player} · {shop}</translation>
    </message>
    <message numerus="yes">
        <source>%n tokens left · carts {carts} · Opera {tokens}</source>
        <translation>
            <numerusform>%n segnalino libero · carri {carts} · Opera {tokens}</numerusform>
            <numerusform>%n segnalini liberi · carri {carts} · Opera {tokens}</numerusform>
        </translation>
    </message>
    <message>
        <source>Left, {size}: discount and conversion</source>
        <translation>Sinistra, {size}: sconto e conversione</translation>
    </message>
    <message>
        <source>Right, {size}: effect and cart</source>
        <translation>Destra, {size}: effetto e carro</translation>
    </message>
    <message>
        <source>no building yet</source>
        <translation>ancora nessun edificio</translation>
    </message>
    <message>
        <source>{good}: goods and certificate (levels 1, 2, 3 by column)</source>
        <translation>{good}: merci e certificato (livelli 1, 2, 3 secondo la colonna)</translation>
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
        <translation>Certificato di {good}, livello {level}</translation>
    </message>
    <message>
        <source>Refined goods</source>
        <translation>Merci raffinate</translation>
    </message>
    <message numerus="yes">
        <source>%n {good} (to use this turn)</source>
        <translation>
            <numerusform>%n {good} (da usare in questo turno)</numerusform>
            <numerusform>%n {good} (da usare in questo turno)</numerusform>
        </translation>
    </message>
    <message>
        <source>{good} placed on the building</source>
        <translation>{good} sull'edificio in costruzione</translation>
    </message>
    <message>
        <source>Buildings under construction</source>
        <translation>Edifici in costruzione</translation>
    </message>
    <message>
        <source>If the game ended now:</source>
        <translation>Se la partita finisse ora:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation>Bottega</translation>
    </message>
    <message>
        <source>Certificates</source>
        <translation>Certificati</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Refined</source>
        <translation>Raffinate</translation>
    </message>
    <message>
        <source>Opera</source>
        <translation>Opera</translation>
    </message>
    <message>
        <source>Worksites</source>
        <translation>Cantieri</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Victory points on the track: {points}</source>
        <translation>Punti vittoria sulla traccia: {points}</translation>
    </message>
    <message>
        <source>Completed buildings: {small} small, {medium} medium, {large} large → {points}</source>
        <translation>Edifici completati: {small} piccoli, {medium} medi, {large} grandi → {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n positions of your shop hold a building → {points}</source>
        <translation>
            <numerusform>%n posizione della tua bottega ha un edificio → {points}</numerusform>
            <numerusform>%n posizioni della tua bottega hanno un edificio → {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Certificates at levels {levels} → {points}</source>
        <translation>Certificati ai livelli {levels} → {points}</translation>
    </message>
    <message>
        <source>No certificate yet → 0</source>
        <translation>Ancora nessun certificato → 0</translation>
    </message>
    <message>
        <source>Blue buildings slid to the right score at the end → {points}</source>
        <translation>Gli edifici blu spostati a destra contano alla fine → {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n refined goods on your buildings under construction → {points}</source>
        <translation>
            <numerusform>%n merce raffinata sui tuoi edifici in costruzione → {points}</numerusform>
            <numerusform>%n merci raffinate sui tuoi edifici in costruzione → {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>{tokens} tokens on the Opera board; 2 VP for each rival with fewer: {players} → {points}</source>
        <translation>Segnalini sul tabellone dell'Opera: {tokens}; 2 PV per ogni avversario che ne ha meno: {players} → {points}</translation>
    </message>
    <message>
        <source>{tokens} tokens on the Opera board; no rival has fewer (a tie does not count) → 0</source>
        <translation>Segnalini sul tabellone dell'Opera: {tokens}; nessun avversario ne ha meno (il pareggio non conta) → 0</translation>
    </message>
    <message>
        <source>Your tokens on worksites: {level1} of level 1, {level2} of level 2, {level3} of level 3 → {points}</source>
        <translation>I tuoi segnalini sui cantieri: {level1} di livello 1, {level2} di livello 2, {level3} di livello 3 → {points}</translation>
    </message>
    <message>
        <source>Locked until the worksite below holds a token (any player's): level {levels} still empty</source>
        <translation>Bloccato finché il cantiere sotto non ha un segnalino (di chiunque): livello {levels} ancora vuoto</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <source>Hand of {player}</source>
        <translation>Mano {player:di}</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} PV</translation>
    </message>
    <message>
        <source>hand {hand} · carts {carts} · Opera {tokens} · total {total}</source>
        <translation>mano {hand} · carri {carts} · Opera {tokens} · totale {total}</translation>
    </message>
    <message>
        <source>{player} · {shop}: click to open</source>
        <translation>{player} · {shop}: clic per aprire</translation>
    </message>
    <message>
        <source>{amount} {good}</source>
        <translation>{amount} {good}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>Trade card</source>
        <translation>Carta commercio</translation>
    </message>
    <message>
        <source>Cost half: {goods}</source>
        <translation>Metà del costo: {goods}</translation>
    </message>
    <message>
        <source>Profit half: {goods}</source>
        <translation>Metà del profitto: {goods}</translation>
    </message>
    <message>
        <source>Under a Cost area only its cost shows, under a Profit area its profit.</source>
        <translation>Sotto un'area del costo si vede solo il costo, sotto un'area del profitto il profitto.</translation>
    </message>
    <message>
        <source>{size} building, {colour}</source>
        <translation>Edificio {size}, {colour}</translation>
    </message>
    <message>
        <source>Construction: {goods}</source>
        <translation>Costruzione: {goods}</translation>
    </message>
    <message>
        <source>On the left: {effect}</source>
        <translation>A sinistra: {effect}</translation>
    </message>
    <message>
        <source>On the right: {effect}</source>
        <translation>A destra: {effect}</translation>
    </message>
    <message>
        <source>Worksite, level {level}</source>
        <translation>Cantiere, livello {level}</translation>
    </message>
    <message>
        <source>Wants {good}, with a certificate of level {level} or more.</source>
        <translation>Chiede {good}, con un certificato di livello {level} o più.</translation>
    </message>
    <message>
        <source>Usable once per turn by a player whose merchant activated this city from its Cost area.</source>
        <translation>Usabile una volta per turno da chi ha attivato questa città con un mercante nell'area del costo.</translation>
    </message>
    <message>
        <source>every city activation costs 1 less of {goods}</source>
        <translation>ogni attivazione di città costa 1 in meno di {goods}</translation>
    </message>
    <message>
        <source>when it is slid there: {effect}</source>
        <translation>quando vi viene inserito: {effect}</translation>
    </message>
    <message>
        <source>after each of your city activations: {effect}</source>
        <translation>dopo ogni tua attivazione di città: {effect}</translation>
    </message>
    <message>
        <source>at the end of the game: {effect}</source>
        <translation>a fine partita: {effect}</translation>
    </message>
    <message>
        <source>The first to send a good here: {effect}.</source>
        <translation>Il primo che invia qui una merce: {effect}.</translation>
    </message>
    <message numerus="yes">
        <source>gain %n VP</source>
        <translation>
            <numerusform>guadagna %n PV</numerusform>
            <numerusform>guadagna %n PV</numerusform>
        </translation>
    </message>
    <message>
        <source>gain {goods}</source>
        <translation>ottieni {goods}</translation>
    </message>
    <message>
        <source>gain {goods} to use this turn</source>
        <translation>ottieni {goods} da usare in questo turno</translation>
    </message>
    <message numerus="yes">
        <source>gain %n raw goods of your choice</source>
        <translation>
            <numerusform>ottieni %n merce grezza a tua scelta</numerusform>
            <numerusform>ottieni %n merci grezze a tua scelta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>push a certificate %n columns right</source>
        <translation>
            <numerusform>sposta un certificato di %n colonna a destra</numerusform>
            <numerusform>sposta un certificato di %n colonne a destra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>push %n different certificates {steps} right</source>
        <translation>
            <numerusform>sposta %n certificato di {steps} a destra</numerusform>
            <numerusform>sposta %n certificati diversi di {steps} a destra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per completed Small building</source>
        <translation>
            <numerusform>%n PV per ogni edificio Piccolo completato</numerusform>
            <numerusform>%n PV per ogni edificio Piccolo completato</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per token of yours on the Opera board</source>
        <translation>
            <numerusform>%n PV per ogni tuo segnalino sul tabellone dell'Opera</numerusform>
            <numerusform>%n PV per ogni tuo segnalino sul tabellone dell'Opera</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per token of yours on the Opera board, up to {limit}</source>
        <translation>
            <numerusform>%n PV per ogni tuo segnalino sul tabellone dell'Opera, fino a {limit}</numerusform>
            <numerusform>%n PV per ogni tuo segnalino sul tabellone dell'Opera, fino a {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per level-3 certificate</source>
        <translation>
            <numerusform>%n PV per ogni certificato di livello 3</numerusform>
            <numerusform>%n PV per ogni certificato di livello 3</numerusform>
        </translation>
    </message>
    <message>
        <source>+{amount} VP</source>
        <translation>+{amount} PV</translation>
    </message>
    <message>
        <source>{amount}/{letter}</source>
        <translation>{amount}/{letter}</translation>
    </message>
    <message>
        <source>{amount}/token</source>
        <translation>{amount}/segnalino</translation>
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
        <translation>Scelta degli edifici · sceglie {player}</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>Gioca {player}.</translation>
    </message>
    <message>
        <source>The last round is over.</source>
        <translation>L'ultimo round è finito.</translation>
    </message>
    <message>
        <source>Drag one of the revealed buildings into your construction area.</source>
        <translation>Trascina uno degli edifici scoperti nella tua area di costruzione.</translation>
    </message>
    <message>
        <source>Drag one of your merchants to a city area without one of yours: that city is activated.</source>
        <translation>Trascina uno dei tuoi mercanti in un'area di città senza un tuo mercante: quella città si attiva.</translation>
    </message>
    <message>
        <source>Drag a trade card from your hand onto {area}: its cards slide left, the leftmost is discarded.</source>
        <translation>Trascina una carta commercio dalla mano su {area}: le sue carte scorrono a sinistra, quella più a sinistra va negli scarti.</translation>
    </message>
    <message>
        <source>The button pays the Cost area and takes the Profit area.</source>
        <translation>Il pulsante paga l'area del costo e incassa l'area del profitto.</translation>
    </message>
    <message>
        <source>Before that you may use {power}: click its token.</source>
        <translation>Prima puoi usare {power}: fai clic sul suo segnalino.</translation>
    </message>
    <message>
        <source>The city power is still usable: click its token.</source>
        <translation>Il potere della città è ancora usabile: fai clic sul suo segnalino.</translation>
    </message>
    <message>
        <source>Drag refined goods onto a building's icons, onto a worksite (a cart each) or back onto their track; a raw token onto an unlocked conversion. Unused goods are lost.</source>
        <translation>Trascina le merci raffinate sulle icone di un edificio, su un cantiere (un carro ciascuna) o sulla loro traccia; un segnalino grezzo su una conversione sbloccata. Le merci non usate si perdono.</translation>
    </message>
    <message>
        <source>Drag {card} to the left (discount, conversion) or to the right (effect, cart) of your shop.</source>
        <translation>Trascina {card} a sinistra (sconto, conversione) o a destra (effetto, carro) della tua bottega.</translation>
    </message>
    <message>
        <source>An effect</source>
        <translation>Un effetto</translation>
    </message>
    <message numerus="yes">
        <source>{source}: choose a raw good to gain (%n left).</source>
        <translation>
            <numerusform>{source}: scegli una merce grezza da ottenere (ne resta %n).</numerusform>
            <numerusform>{source}: scegli una merce grezza da ottenere (ne restano %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{source}: choose a certificate to push %n columns right.</source>
        <translation>
            <numerusform>{source}: scegli un certificato da spostare di %n colonna a destra.</numerusform>
            <numerusform>{source}: scegli un certificato da spostare di %n colonne a destra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{source}: choose a certificate to push (%n different ones left).</source>
        <translation>
            <numerusform>{source}: scegli un certificato da spostare (ne resta %n diverso).</numerusform>
            <numerusform>{source}: scegli un certificato da spostare (ne restano %n diversi).</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag a building from the display into your construction area.</source>
        <translation>Trascina un edificio dell'esposizione nella tua area di costruzione.</translation>
    </message>
    <message>
        <source>Drag a market card into your hand: its space's cost is paid in raw goods (the leftmost is free).</source>
        <translation>Trascina una carta del mercato nella tua mano: il costo del suo spazio si paga in merci grezze (la prima a sinistra è gratis).</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Paga</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>ottieni</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Gratis</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>sconto</translation>
    </message>
    <message>
        <source>−{amount} VP</source>
        <translation>−{amount} PV</translation>
    </message>
    <message numerus="yes">
        <source>%n {good} from the certificate</source>
        <translation>
            <numerusform>%n {good} dal certificato</numerusform>
            <numerusform>%n {good} dal certificato</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n raw goods of your choice</source>
        <translation>
            <numerusform>%n merce grezza a scelta</numerusform>
            <numerusform>%n merci grezze a scelta</numerusform>
        </translation>
    </message>
    <message>
        <source>Activate {city}: pay {paid}, then gain {gained}.</source>
        <translation>Attiva {city}: paga {paid}, poi ottieni {gained}.</translation>
    </message>
    <message>
        <source>Activate {city} without paying anything, then gain {gained}.</source>
        <translation>Attiva {city} senza pagare nulla, poi ottieni {gained}.</translation>
    </message>
    <message>
        <source>Gain 1 {good}</source>
        <translation>Ottieni 1 {good}</translation>
    </message>
    <message numerus="yes">
        <source>Push the {good} certificate %n columns right</source>
        <translation>
            <numerusform>Sposta il certificato di {good} di %n colonna a destra</numerusform>
            <numerusform>Sposta il certificato di {good} di %n colonne a destra</numerusform>
        </translation>
    </message>
    <message>
        <source>End refining</source>
        <translation>Fine raffinazione</translation>
    </message>
    <message numerus="yes">
        <source>End refining (%n goods lost)</source>
        <translation>
            <numerusform>Fine raffinazione (%n merce persa)</numerusform>
            <numerusform>Fine raffinazione (%n merci perse)</numerusform>
        </translation>
    </message>
    <message>
        <source>Give 1 {give}, take 1 {take}</source>
        <translation>Dai 1 {give}, prendi 1 {take}</translation>
    </message>
    <message>
        <source>Give 1 {good}</source>
        <translation>Dai 1 {good}</translation>
    </message>
    <message>
        <source>Take 1 {good}</source>
        <translation>Prendi 1 {good}</translation>
    </message>
    <message>
        <source>Which raw good do you give?</source>
        <translation>Quale merce grezza dai?</translation>
    </message>
    <message>
        <source>Which raw good do you take?</source>
        <translation>Quale merce grezza prendi?</translation>
    </message>
    <message>
        <source>Pay 1 {good} less</source>
        <translation>Paga 1 {good} in meno</translation>
    </message>
    <message>
        <source>1 {give} becomes 1 {take}</source>
        <translation>1 {give} diventa 1 {take}</translation>
    </message>
    <message numerus="yes">
        <source>you have %n {good}</source>
        <translation>
            <numerusform>hai %n {good}</numerusform>
            <numerusform>hai %n {good}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay %n raw goods for the card</source>
        <translation>
            <numerusform>Paga %n merce grezza per la carta</numerusform>
            <numerusform>Paga %n merci grezze per la carta</numerusform>
        </translation>
    </message>
    <message>
        <source>From your largest stocks</source>
        <translation>Dalle scorte più grandi</translation>
    </message>
    <message>
        <source>Final scoring · the winner: {player}</source>
        <translation>Punteggio finale · vince {player}</translation>
    </message>
    <message>
        <source>Final scoring · the winners: {players}</source>
        <translation>Punteggio finale · vincono {players}</translation>
    </message>
    <message>
        <source>Tied on {points} VP. {how} {figures}.</source>
        <translation>Pari a {points} PV. {how} {figures}.</translation>
    </message>
    <message>
        <source>{player}: {figure}</source>
        <translation>{player}: {figure}</translation>
    </message>
    <message numerus="yes">
        <source>%n tokens on worksites</source>
        <translation>
            <numerusform>%n segnalino sui cantieri</numerusform>
            <numerusform>%n segnalini sui cantieri</numerusform>
        </translation>
    </message>
    <message>
        <source>{level3} on level 3, {level2} on level 2</source>
        <translation>{level3} al livello 3, {level2} al livello 2</translation>
    </message>
    <message numerus="yes">
        <source>%n raw goods</source>
        <translation>
            <numerusform>%n merce grezza</numerusform>
            <numerusform>%n merci grezze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens on worksites, {level3} on level 3, {raw} raw goods</source>
        <translation>
            <numerusform>%n segnalino sui cantieri, {level3} al livello 3, {raw} merci grezze</numerusform>
            <numerusform>%n segnalini sui cantieri, {level3} al livello 3, {raw} merci grezze</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>previews</name>
    <message numerus="yes">
        <source>{sign}%n Fame {house:at}</source>
        <translation>
            <numerusform>{sign}%n Fama {house:a}</numerusform>
            <numerusform>{sign}%n Fama {house:a}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{sign}%n Applause {house:at}</source>
        <translation>
            <numerusform>{sign}%n Applauso {house:a}</numerusform>
            <numerusform>{sign}%n Applausi {house:a}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{sign}%n VP</source>
        <translation>
            <numerusform>{sign}%n PV</numerusform>
            <numerusform>{sign}%n PV</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{diva}: {sign}%n Applause {house:at}</source>
        <translation>
            <numerusform>{diva}: {sign}%n Applauso {house:a}</numerusform>
            <numerusform>{diva}: {sign}%n Applausi {house:a}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{diva}: {sign}%n VP</source>
        <translation>
            <numerusform>{diva}: {sign}%n PV</numerusform>
            <numerusform>{diva}: {sign}%n PV</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: {what}</source>
        <translation>Poi: {what}</translation>
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
            <numerusform>{opera} così com'è: %n PN</numerusform>
            <numerusform>{opera} così com'è: %n PN</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n roles still needed to debut: {roles}</source>
        <translation>
            <numerusform>Per il debutto manca ancora %n ruolo: {roles}</numerusform>
            <numerusform>Per il debutto mancano ancora %n ruoli: {roles}</numerusform>
        </translation>
    </message>
    <message>
        <source>The base cast of {opera} is complete</source>
        <translation>Il cast base {opera:di} è completo</translation>
    </message>
    <message numerus="yes">
        <source>%n further roles open: {roles}</source>
        <translation>
            <numerusform>Resta libero %n altro ruolo: {roles}</numerusform>
            <numerusform>Restano liberi altri %n ruoli: {roles}</numerusform>
        </translation>
    </message>
    <message>
        <source>The cast of {opera} is complete</source>
        <translation>Il cast {opera:di} è completo</translation>
    </message>
    <message numerus="yes">
        <source>{sign}%n gold</source>
        <translation>
            <numerusform>{sign}%n oro</numerusform>
            <numerusform>{sign}%n ori</numerusform>
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
            <numerusform>La tua offerta: numero {number} e %n carta denaro</numerusform>
            <numerusform>La tua offerta: numero {number} e %n carte denaro</numerusform>
        </translation>
    </message>
    <message>
        <source>Your bid: number {number}</source>
        <translation>La tua offerta: numero {number}</translation>
    </message>
    <message numerus="yes">
        <source>Your bid: %n money cards, no number</source>
        <translation>
            <numerusform>La tua offerta: %n carta denaro, nessun numero</numerusform>
            <numerusform>La tua offerta: %n carte denaro, nessun numero</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a valid bid yet</source>
        <translation>Non è ancora un'offerta valida</translation>
    </message>
    <message>
        <source>with the bluff card</source>
        <translation>con il bluff</translation>
    </message>
    <message numerus="yes">
        <source>Your cast: %n points</source>
        <translation>
            <numerusform>Il tuo cast: %n punto</numerusform>
            <numerusform>Il tuo cast: %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}: {sign}%n singers</source>
        <translation>
            <numerusform>{player}: {sign}%n cantante</numerusform>
            <numerusform>{player}: {sign}%n cantanti</numerusform>
        </translation>
    </message>
    <message>
        <source>{sign}{good}</source>
        <translation>{sign}{good}</translation>
    </message>
    <message numerus="yes">
        <source>{sign}%n {good} certificates</source>
        <translation>
            <numerusform>{sign}%n certificato di {good}</numerusform>
            <numerusform>{sign}%n certificati di {good}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n goods in place</source>
        <translation>
            <numerusform>{card}: %n merce al suo posto</numerusform>
            <numerusform>{card}: %n merci al loro posto</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sipario</name>
    <message>
        <source>{player} sells {amount} PN of notoriety to pay in gold.</source>
        <translation>{player} cede {amount} PN di notorietà per pagare in oro.</translation>
    </message>
    <message>
        <source>You draw: {cards}.</source>
        <translation>Hai pescato: {cards}.</translation>
    </message>
    <message>
        <source>The opera deck is reshuffled from the set-aside titles.</source>
        <translation>Il mazzo delle opere viene rimescolato con i titoli scartati.</translation>
    </message>
    <message>
        <source>Deal {deal} begins; {dealer} deals.</source>
        <translation>Inizia la smazzata {deal}; distribuisce {dealer}.</translation>
    </message>
    <message>
        <source>The dealer hands a second Prima donna of {player} to {to}.</source>
        <translation>Il mazziere passa la seconda Prima donna {player:di} {to:a}.</translation>
    </message>
    <message>
        <source>{player} loses this turn to the stagehands' strike.</source>
        <translation>{player} perde il turno per lo sciopero delle maestranze.</translation>
    </message>
    <message>
        <source>{player} earns a bonus: {showcase}, +{points} PN.</source>
        <translation>Bonus {player:per}: {showcase}, +{points} PN.</translation>
    </message>
    <message>
        <source>The curtain falls: the match is over.</source>
        <translation>Cala il sipario: la sfida è finita.</translation>
    </message>
    <message>
        <source>{player} cannot pay to drop a Prima donna and must keep both.</source>
        <translation>{player} non può pagare per lasciare una Prima donna e le tiene entrambe.</translation>
    </message>
    <message>
        <source>{player} takes the previous player's discard.</source>
        <translation>{player} prende lo scarto del giocatore precedente.</translation>
    </message>
    <message>
        <source>You take the blind discard: {card}.</source>
        <translation>Prendi lo scarto al buio: {card}.</translation>
    </message>
    <message>
        <source>{player} discards {card}.</source>
        <translation>{player} scarta {card}.</translation>
    </message>
    <message>
        <source>{player} announces the debut of {opera}.</source>
        <translation>{player} annuncia il debutto {opera:di}.</translation>
    </message>
    <message>
        <source>{player} gives up the debut.</source>
        <translation>{player} rinuncia al debutto.</translation>
    </message>
    <message>
        <source>Curtain up for {player}: Unfair Competition begins.</source>
        <translation>Si alza il sipario per {player}: inizia la Concorrenza sleale.</translation>
    </message>
    <message>
        <source>{player} completes the cast of {opera}: {card} as {role:art}.</source>
        <translation>{player} completa il cast {opera:di}: {card} nel ruolo {role:di}.</translation>
    </message>
    <message>
        <source>{player} also asks for {cards}.</source>
        <translation>{player} chiede anche {cards:art}.</translation>
    </message>
    <message>
        <source>{player} hands {card} to {seller} as part of the price.</source>
        <translation>{player} consegna {card} {seller:a} come parte del prezzo.</translation>
    </message>
    <message>
        <source>{player} stages {opera}: {points} PN.</source>
        <translation>{player} mette in scena {opera}: {points} PN.</translation>
    </message>
    <message>
        <source>{player} swaps a season title for 1 gold.</source>
        <translation>{player} cambia un titolo della stagione per 1 oro.</translation>
    </message>
    <message>
        <source>You receive the title {opera}.</source>
        <translation>Ricevi il titolo {opera}.</translation>
    </message>
    <message>
        <source>{player} buys 1 PN of advertising.</source>
        <translation>{player} compra 1 PN di pubblicità.</translation>
    </message>
    <message>
        <source>{player} changes a title for 5 gold.</source>
        <translation>{player} cambia un titolo per 5 ori.</translation>
    </message>
    <message>
        <source>Time is up: this round is the last.</source>
        <translation>Il tempo è scaduto: questo è l'ultimo round.</translation>
    </message>
    <message>
        <source>{player} cancels the extra show.</source>
        <translation>{player} annulla lo spettacolo extra.</translation>
    </message>
    <message>
        <source>{player} announces a flop: {victim} loses {opera}.</source>
        <translation>{player} annuncia un flop: {victim} perde {opera}.</translation>
    </message>
    <message>
        <source>You give {given} and get {taken}.</source>
        <translation>Cedi {given:art} e ricevi {taken:art}.</translation>
    </message>
    <message>
        <source>{player} swaps a play card with {victim}.</source>
        <translation>{player} scambia una carta da gioco {victim:con}.</translation>
    </message>
    <message>
        <source>{player} calls a strike: {victim} will lose a turn.</source>
        <translation>{player} indice uno sciopero: {victim} perderà un turno.</translation>
    </message>
    <message>
        <source>{player} reveals the title {opera}.</source>
        <translation>{player} rivela il titolo {opera}.</translation>
    </message>
    <message>
        <source>{player} and {victim} exchange a season title.</source>
        <translation>{player} e {victim} si scambiano un titolo della stagione.</translation>
    </message>
    <message>
        <source>The paparazzo reveals: {cards}.</source>
        <translation>Il paparazzo rivela: {cards}.</translation>
    </message>
    <message>
        <source>{player} calls in a favour: {victim} may not compete.</source>
        <translation>{player} riscuote un favore: {victim} non può fare concorrenza.</translation>
    </message>
    <message>
        <source>{player} does not defend.</source>
        <translation>{player} non si difende.</translation>
    </message>
    <message>
        <source>{player} lets {to} defend.</source>
        <translation>{player} lascia difendere {to}.</translation>
    </message>
    <message>
        <source>{player} reseats the impresarios for the next deal.</source>
        <translation>{player} cambia i posti degli impresari per la prossima smazzata.</translation>
    </message>
    <message>
        <source>Notoriety sold for gold</source>
        <translation>Notorietà ceduta per oro</translation>
    </message>
    <message>
        <source>Base cast</source>
        <translation>Cast base</translation>
    </message>
    <message>
        <source>Extra roles</source>
        <translation>Ruoli aggiuntivi</translation>
    </message>
    <message>
        <source>Full cast (hexagon)</source>
        <translation>Cast completo (esagono)</translation>
    </message>
    <message>
        <source>Singers (voices and cards)</source>
        <translation>Cantanti (vocalità e carte)</translation>
    </message>
    <message>
        <source>Action cards</source>
        <translation>Carte azione</translation>
    </message>
    <message>
        <source>Two Prime donne on stage</source>
        <translation>Due Prime donne in scena</translation>
    </message>
    <message>
        <source>Unpaid Prima donna</source>
        <translation>Prima donna non pagata</translation>
    </message>
    <message>
        <source>Prima donna</source>
        <translation>Prima donna</translation>
    </message>
    <message>
        <source>Competition at home</source>
        <translation>Concorrenza in casa</translation>
    </message>
    <message>
        <source>Postponed (Prima donna)</source>
        <translation>Rinvio (Prima donna)</translation>
    </message>
    <message>
        <source>Delayed debut</source>
        <translation>Debutto ritardato</translation>
    </message>
    <message>
        <source>Delay not announced (no gold)</source>
        <translation>Rinvio non annunciato (senza oro)</translation>
    </message>
    <message>
        <source>Date to be determined (−50%)</source>
        <translation>Data da destinarsi (−50%)</translation>
    </message>
    <message>
        <source>Debuts</source>
        <translation>Debutti</translation>
    </message>
    <message>
        <source>Completed casts</source>
        <translation>Cast completati</translation>
    </message>
    <message>
        <source>Opening with a bang</source>
        <translation>Stagione col botto</translation>
    </message>
    <message>
        <source>Lightning start</source>
        <translation>Avvio lampo</translation>
    </message>
    <message>
        <source>Advertising</source>
        <translation>Pubblicità</translation>
    </message>
    <message>
        <source>Extra shows</source>
        <translation>Spettacoli extra</translation>
    </message>
    <message>
        <source>Popular trilogy</source>
        <translation>Trilogia popolare</translation>
    </message>
    <message>
        <source>The Ring of the Nibelung</source>
        <translation>L'anello del Nibelungo</translation>
    </message>
    <message>
        <source>Tribute showcase</source>
        <translation>Cartellone tributo</translation>
    </message>
    <message>
        <source>Zero-kilometre showcase</source>
        <translation>Cartellone a chilometri zero</translation>
    </message>
    <message>
        <source>Stylish showcase</source>
        <translation>Cartellone stiloso</translation>
    </message>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n oro</numerusform>
            <numerusform>%n ori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n singers</source>
        <translation>
            <numerusform>%n cantante</numerusform>
            <numerusform>%n cantanti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action cards</source>
        <translation>
            <numerusform>%n carta azione</numerusform>
            <numerusform>%n carte azione</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blind-discard markers</source>
        <translation>
            <numerusform>%n segnalino di scarto al buio</numerusform>
            <numerusform>%n segnalini di scarto al buio</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The play deck is rebuilt from the discards (%n cards).</source>
        <translation>
            <numerusform>Il mazzo di gioco viene ricostituito dagli scarti (%n carta).</numerusform>
            <numerusform>Il mazzo di gioco viene ricostituito dagli scarti (%n carte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n cards.</source>
        <translation>
            <numerusform>{player} pesca %n carta.</numerusform>
            <numerusform>{player} pesca %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} discards a card blind, face down.</source>
        <translation>{player} scarta una carta al buio, coperta.</translation>
    </message>
    <message>
        <source>{player} dismisses a Prima donna for {cost}.</source>
        <translation>{player} congeda una Prima donna per {cost}.</translation>
    </message>
    <message>
        <source>{player} lets the chance of Unfair Competition go.</source>
        <translation>{player} rinuncia alla Concorrenza sleale.</translation>
    </message>
    <message>
        <source>{player} strikes at the show of {victim} with {types}.</source>
        <translation>{player} colpisce lo spettacolo {victim:di} {types:con}.</translation>
    </message>
    <message>
        <source>{player} defends with {type:art}.</source>
        <translation>{player} si difende con {type:art}.</translation>
    </message>
    <message>
        <source>{player} replaces a singer at the last moment: {card} steps in.</source>
        <translation>{player} sostituisce un cantante all'ultimo momento: entra in scena {card}.</translation>
    </message>
    <message>
        <source>{player} postpones {opera}: {how}.</source>
        <translation>{player} rinvia {opera}: {how}.</translation>
    </message>
    <message>
        <source>{player} offers {card} at the last hour, for {gold} and {markers}.</source>
        <translation>{player} offre {card} all'ultima ora, per {gold} e {markers}.</translation>
    </message>
    <message>
        <source>{player} names {card} as the cover for L'ansioso.</source>
        <translation>{player} designa {card} come sostituto dell'Ansioso.</translation>
    </message>
    <message>
        <source>{player} also asks for {singers} and {actions} of the victim's choice.</source>
        <translation>{player} chiede anche {singers} e {actions} a scelta della vittima.</translation>
    </message>
    <message>
        <source>{player} accepts the offer of {seller} for {gold}.</source>
        <translation>{player} accetta l'offerta {seller:di} per {gold}.</translation>
    </message>
    <message>
        <source>{player} pulls the Infingardo's manoeuvre on {victim}: {gold}.</source>
        <translation>{player} esegue la mossa dell'infingardo {victim:su}: {gold}.</translation>
    </message>
    <message>
        <source>{player} stages {show:art}: {gold} and {points} PN.</source>
        <translation>{player} allestisce {show:art}: {gold} e {points} PN.</translation>
    </message>
    <message>
        <source>{player} plays {type:art}.</source>
        <translation>{player} gioca {type:art}.</translation>
    </message>
    <message>
        <source>{player} plays The Fool: {type} has no effect.</source>
        <translation>{player} gioca il Matto: {type:art} non ha effetto.</translation>
    </message>
    <message numerus="yes">
        <source>{player} sends a paparazzo: %n cards spied.</source>
        <translation>
            <numerusform>{player} manda un paparazzo: %n carta spiata.</numerusform>
            <numerusform>{player} manda un paparazzo: %n carte spiate.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} picks up the foyer gossip: {cards}.</source>
        <translation>{player} raccoglie le voci dal foyer: {cards}.</translation>
    </message>
    <message>
        <source>{player} has finished helping with the partner's cast.</source>
        <translation>{player} ha finito di aiutare il cast del compagno di squadra.</translation>
    </message>
    <message>
        <source>{player} adds {type:art} to the production.</source>
        <translation>{player} aggiunge {type:art} alla produzione.</translation>
    </message>
    <message>
        <source>Tie broken by a coin toss.</source>
        <translation>Parità risolta a testa o croce.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>You hold two Prime donne: dismiss one first.</source>
        <translation>Hai due Prime donne: prima congedane una.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Hai già pescato in questo turno.</translation>
    </message>
    <message>
        <source>There is no discard of the previous player to take.</source>
        <translation>Non c'è uno scarto del giocatore precedente da prendere.</translation>
    </message>
    <message>
        <source>You have already played your action this turn.</source>
        <translation>Hai già giocato la tua azione in questo turno.</translation>
    </message>
    <message>
        <source>A debut may follow only a draw from the play deck.</source>
        <translation>Un debutto può seguire solo una pesca dal mazzo di gioco.</translation>
    </message>
    <message>
        <source>Draw or play before ending your turn.</source>
        <translation>Pesca o gioca prima di finire il turno.</translation>
    </message>
    <message>
        <source>That singer cannot sing this role.</source>
        <translation>Quel cantante non può cantare questo ruolo.</translation>
    </message>
    <message>
        <source>Fill every role of the base cast first.</source>
        <translation>Prima copri tutti i ruoli del cast base.</translation>
    </message>
    <message>
        <source>Your Prima donna must star, and you must afford the costs.</source>
        <translation>La tua Prima donna deve essere protagonista e devi poterne pagare i costi.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Questa mossa non è consentita.</translation>
    </message>
    <message>
        <source>Team play needs exactly four players.</source>
        <translation>Il gioco a squadre richiede esattamente quattro giocatori.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La sfida è finita.</translation>
    </message>
    <message>
        <source>A Prima donna sings only roles of the same sex: En travesti is never for a Prima donna.</source>
        <translation>Una Prima donna canta solo ruoli del suo stesso sesso: l'En travesti non è mai per una Prima donna.</translation>
    </message>
    <message>
        <source>Wrong voice: the role is {role_voice}, your singer {voice}.</source>
        <translation>Voce sbagliata: il ruolo è {role_voice}, il tuo cantante {voice}.</translation>
    </message>
    <message numerus="yes">
        <source>Only the %n impresarios after the one who debuts attack this show; you are not one of them.</source>
        <translation>
            <numerusform>Solo l'impresario (%n) dopo chi debutta attacca questo spettacolo; non sei tu.</numerusform>
            <numerusform>Solo i %n impresari dopo chi debutta attaccano questo spettacolo; tu non sei tra loro.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait: the other attacker acts first, then the show's impresario defends.</source>
        <translation>Aspetta: prima agisce l'altro attaccante, poi l'impresario dello spettacolo si difende.</translation>
    </message>
    <message>
        <source>Now the show's impresario answers the attack; the next attack comes after.</source>
        <translation>Ora l'impresario dello spettacolo risponde all'attacco; l'attacco successivo viene dopo.</translation>
    </message>
    <message>
        <source>A Prima donna is not discarded but dismissed: drag the card onto the exceptions and pay its dismissal cost.</source>
        <translation>Una Prima donna non si scarta ma si congeda: trascina la carta sulle eccezioni e paga il suo costo di congedo.</translation>
    </message>
    <message>
        <source>Match mode</source>
        <translation>Modalità di sfida</translation>
    </message>
    <message>
        <source>All in one evening! (25 PN)</source>
        <translation>Tutto in una sera! (25 PN)</translation>
    </message>
    <message>
        <source>Apprenticeship in the provinces (50 PN)</source>
        <translation>La gavetta in provincia (50 PN)</translation>
    </message>
    <message>
        <source>Olympus of music (100 PN)</source>
        <translation>L'Olimpo della musica (100 PN)</translation>
    </message>
    <message>
        <source>The sharpest high note! (30 minutes)</source>
        <translation>L'acuto più acuto! (30 minuti)</translation>
    </message>
    <message>
        <source>A cantata in company (60 minutes)</source>
        <translation>Una cantata in compagnia (60 minuti)</translation>
    </message>
    <message>
        <source>Meditating on the opera (90 minutes)</source>
        <translation>Meditando sull'opera (90 minuti)</translation>
    </message>
    <message>
        <source>Prime donne in play</source>
        <translation>Prime donne in gioco</translation>
    </message>
    <message>
        <source>Last-Hour Offer</source>
        <translation>Offerta dell'ultima ora</translation>
    </message>
    <message>
        <source>Infingardo's Manoeuvre</source>
        <translation>Mossa dell'infingardo</translation>
    </message>
    <message>
        <source>Team play (4 players)</source>
        <translation>Sipario a squadre (4 giocatori)</translation>
    </message>
    <message>
        <source>En travesti for Great Interpreters</source>
        <translation>En travesti per i Grandi interpreti</translation>
    </message>
    <message>
        <source>Safety cap on rounds</source>
        <translation>Limite di sicurezza dei round</translation>
    </message>
    <message>
        <source>Nerves of Steel costs 1 PN for Debutants too</source>
        <translation>Nervi d'acciaio costa 1 PN anche ai Debuttanti</translation>
    </message>
    <message>
        <source>Postponed shows keep the lower half</source>
        <translation>Gli spettacoli rinviati tengono la metà inferiore</translation>
    </message>
    <message>
        <source>Dismissed Prime donne go to the blind discard</source>
        <translation>Le Prime donne congedate vanno negli scarti al buio</translation>
    </message>
    <message>
        <source>How the match ends: at a Notoriety target, or when the clock runs out.</source>
        <translation>Come finisce la sfida: a un traguardo di Notorietà o allo scadere del tempo.</translation>
    </message>
    <message>
        <source>Ends with the round in which an impresario reaches 25 PN.</source>
        <translation>Finisce con il round in cui un impresario arriva a 25 PN.</translation>
    </message>
    <message>
        <source>Ends with the round in which an impresario reaches 50 PN.</source>
        <translation>Finisce con il round in cui un impresario arriva a 50 PN.</translation>
    </message>
    <message>
        <source>Ends with the round in which an impresario reaches 100 PN.</source>
        <translation>Finisce con il round in cui un impresario arriva a 100 PN.</translation>
    </message>
    <message>
        <source>After 30 minutes the round in progress is the last; most PN wins.</source>
        <translation>Dopo 30 minuti il round in corso è l'ultimo; vince chi ha più PN.</translation>
    </message>
    <message>
        <source>After 60 minutes the round in progress is the last; most PN wins.</source>
        <translation>Dopo 60 minuti il round in corso è l'ultimo; vince chi ha più PN.</translation>
    </message>
    <message>
        <source>After 90 minutes the round in progress is the last; most PN wins.</source>
        <translation>Dopo 90 minuti il round in corso è l'ultimo; vince chi ha più PN.</translation>
    </message>
    <message>
        <source>Six star singers with big bonuses and big demands join the play deck.</source>
        <translation>Sei Prime donne, con grandi bonus e grandi pretese, entrano nel mazzo di gioco.</translation>
    </message>
    <message>
        <source>When a debut risks postponement, rivals may sell the missing singer.</source>
        <translation>Quando un debutto rischia il rinvio, gli avversari possono vendere il cantante mancante.</translation>
    </message>
    <message>
        <source>The rival who struck a singer may replace it, and is paid for it.</source>
        <translation>L'avversario che ha eliminato un cantante può sostituirlo, e si fa pagare.</translation>
    </message>
    <message>
        <source>Two pairs facing each other, one Notoriety marker per pair.</source>
        <translation>Due coppie sedute una di fronte all'altra, un segnalino di Notorietà per coppia.</translation>
    </message>
    <message>
        <source>En travesti may also put Great Interpreters in Principal roles.</source>
        <translation>En travesti può mettere anche i Grandi interpreti nei Ruoli principali.</translation>
    </message>
    <message>
        <source>A match that has not ended after this many rounds ends as if time were up.</source>
        <translation>Una sfida non ancora finita dopo questi round finisce come allo scadere del tempo.</translation>
    </message>
    <message>
        <source>A Debutant in a First part also loses 1 PN with Nerves of Steel.</source>
        <translation>Anche un Debuttante in una Prima parte perde 1 PN con Nervi d'acciaio.</translation>
    </message>
    <message>
        <source>A show with its date to be determined rounds its halved PN down, not up.</source>
        <translation>Uno spettacolo con data da destinarsi arrotonda per difetto i PN dimezzati.</translation>
    </message>
    <message>
        <source>A Prima donna dismissed unused goes to the blind discards, not the exceptions.</source>
        <translation>Una Prima donna congedata senza usarla va negli scarti al buio, non nelle eccezioni.</translation>
    </message>
    <message>
        <source>Sublime Aria</source>
        <translation>Aria sublime</translation>
    </message>
    <message>
        <source>+1 PN on one of your Golden Throats. With Claque: +3 PN, no gold. Cancels Audience Roar.</source>
        <translation>+1 PN su una tua Ugola d'oro. Con la Claque: +3 PN senza ori. Annulla il Boato del loggione.</translation>
    </message>
    <message>
        <source>Audience Roar</source>
        <translation>Boato del loggione</translation>
    </message>
    <message>
        <source>−1 PN to a show (−2 with 1 gold). Cancels Claque; with 2 gold cancels Night of Grace.</source>
        <translation>−1 PN a uno spettacolo (−2 con 1 oro). Annulla la Claque; con 2 ori annulla la Serata di grazia.</translation>
    </message>
    <message>
        <source>Bomb of Cortisone</source>
        <translation>Bomba di cortisone</translation>
    </message>
    <message>
        <source>Cancels a Gust of Wind.</source>
        <translation>Annulla un Colpo di vento.</translation>
    </message>
    <message>
        <source>New Year's Eve</source>
        <translation>Capodanno</translation>
    </message>
    <message>
        <source>With a debut: +2 gold. Needed for the New Year's concert.</source>
        <translation>Con un debutto: +2 ori. Serve per il concerto di Capodanno.</translation>
    </message>
    <message>
        <source>Claque</source>
        <translation>Claque</translation>
    </message>
    <message>
        <source>+1 PN (+2 with 1 gold). Cancels Audience Roar; with 2 gold cancels an Off-Key Note.</source>
        <translation>+1 PN (+2 con 1 oro). Annulla il Boato; con 2 ori annulla una Stecca.</translation>
    </message>
    <message>
        <source>Twist of Fate</source>
        <translation>Colpo di scena</translation>
    </message>
    <message>
        <source>Swap one of your titles with a random title of an opponent (2 gold: swap between two opponents).</source>
        <translation>Scambia un tuo titolo con uno a caso di un avversario (2 ori: tra due avversari).</translation>
    </message>
    <message>
        <source>Gust of Wind</source>
        <translation>Colpo di vento</translation>
    </message>
    <message>
        <source>Knocks out an opposing singer: the debut is delayed unless replaced.</source>
        <translation>Mette fuori gioco un cantante avversario: il debutto slitta se non è sostituito.</translation>
    </message>
    <message>
        <source>Press Conference</source>
        <translation>Conferenza stampa</translation>
    </message>
    <message>
        <source>Everyone reveals one season title. Special: announce a delay without paying gold.</source>
        <translation>Tutti rivelano un titolo della stagione. Speciale: annuncia un rinvio senza pagare ori.</translation>
    </message>
    <message>
        <source>En travesti</source>
        <translation>En travesti</translation>
    </message>
    <message>
        <source>A singer plays a role of the opposite sex: 0 PN in a Second part, −1 in a First part.</source>
        <translation>Un cantante interpreta un ruolo dell'altro sesso: 0 PN da Seconda parte, −1 da Prima parte.</translation>
    </message>
    <message>
        <source>Announced Flop</source>
        <translation>Flop annunciato</translation>
    </message>
    <message>
        <source>An opponent loses a season title and draws a new one.</source>
        <translation>Un avversario perde un titolo della stagione e ne pesca uno nuovo.</translation>
    </message>
    <message>
        <source>Elopement</source>
        <translation>Fuga d'amore</translation>
    </message>
    <message>
        <source>Your female Golden Throat seduces a male singer: both leave, date to be determined.</source>
        <translation>La tua Ugola d'oro femminile seduce un cantante: escono entrambi, data da destinarsi.</translation>
    </message>
    <message>
        <source>Grand Event</source>
        <translation>Grande evento</translation>
    </message>
    <message>
        <source>With a debut: +2 PN and +1 gold. Recital or Three Tenors: +2 gold and +1 PN.</source>
        <translation>Con un debutto: +2 PN e +1 oro. Recital o Tre tenori: +2 ori e +1 PN.</translation>
    </message>
    <message>
        <source>Grand Orchestra</source>
        <translation>Grande orchestra</translation>
    </message>
    <message>
        <source>With a debut: +1 PN and +1 gold. Recital or Three Tenors: +2 gold.</source>
        <translation>Con un debutto: +1 PN e +1 oro. Recital o Tre tenori: +2 ori.</translation>
    </message>
    <message>
        <source>The Pharmacist</source>
        <translation>Il farmacista</translation>
    </message>
    <message>
        <source>On a Golden Throat: the cast is immune to Gust of Wind and Viral Infection. Cures in defence.</source>
        <translation>Su un'Ugola d'oro: il cast è immune a Colpo di vento e Virus. In difesa cura.</translation>
    </message>
    <message>
        <source>Agency Wheeling-and-Dealing</source>
        <translation>Magheggio d'agenzia</translation>
    </message>
    <message>
        <source>Swap one of your play cards with a random card of an opponent.</source>
        <translation>Scambia una tua carta da gioco con una a caso di un avversario.</translation>
    </message>
    <message>
        <source>Nerves of Steel</source>
        <translation>Nervi d'acciaio</translation>
    </message>
    <message>
        <source>A Debutant sings a First part, or a Golden Throat a Principal role (−1 PN). Cancels Stage Fright and Elopement.</source>
        <translation>Un Debuttante canta una Prima parte, o un'Ugola d'oro un Ruolo principale (−1 PN). Annulla Tremarella e Fuga d'amore.</translation>
    </message>
    <message>
        <source>Paparazzo</source>
        <translation>Paparazzo</translation>
    </message>
    <message>
        <source>Spy on 2 opponent play cards (1 gold: 3 cards; 2 gold: 1 season title).</source>
        <translation>Spia 2 carte da gioco avversarie (1 oro: 3 carte; 2 ori: 1 titolo della stagione).</translation>
    </message>
    <message>
        <source>Protest</source>
        <translation>Protesto</translation>
    </message>
    <message>
        <source>Removes an opposing Debutant or Golden Throat: date to be determined. With Off-Key Note: a Great Interpreter.</source>
        <translation>Elimina un Debuttante o un'Ugola d'oro avversaria: data da destinarsi. Con la Stecca: un Grande interprete.</translation>
    </message>
    <message>
        <source>Recommendation of Iron</source>
        <translation>Raccomandazione di ferro</translation>
    </message>
    <message>
        <source>A Debutant sings a First part (−1 PN) or a Golden Throat a Principal role (−2 PN); cannot be protested. Cancels Protest.</source>
        <translation>Un Debuttante canta una Prima parte (−1 PN) o un'Ugola d'oro un Ruolo principale (−2 PN); non protestabile. Annulla il Protesto.</translation>
    </message>
    <message>
        <source>Stagehands' Strike</source>
        <translation>Sciopero delle maestranze</translation>
    </message>
    <message>
        <source>An opponent loses a turn. With your debut: an opponent loses the right to Unfair Competition.</source>
        <translation>Un avversario perde un turno. Con un tuo debutto: un avversario perde il diritto alla Concorrenza sleale.</translation>
    </message>
    <message>
        <source>+2 PN; may name an opponent, who loses the right to Unfair Competition.</source>
        <translation>+2 PN; può nominare un avversario, che perde il diritto alla Concorrenza sleale.</translation>
    </message>
    <message>
        <source>Night of Grace</source>
        <translation>Serata di grazia</translation>
    </message>
    <message>
        <source>{player} postpones {opera}: a delayed debut, the struck singer recovers and sings.</source>
        <translation>{player} rinvia {opera}: debutto ritardato, chi era stato colpito si riprende e canta.</translation>
    </message>
    <message>
        <source>{player} postpones {opera}: date to be determined, the show goes on without the struck singer.</source>
        <translation>{player} rinvia {opera}: data da destinarsi, lo spettacolo va in scena senza chi è stato colpito.</translation>
    </message>
    <message>
        <source>{player} listens for gossip in the foyer: nothing there.</source>
        <translation>{player} tende l'orecchio alle voci del foyer: non c'è niente.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n cards first: you may keep at most 13.</source>
        <translation>
            <numerusform>Prima scarta %n carta: puoi tenerne al massimo 13.</numerusform>
            <numerusform>Prima scarta %n carte: puoi tenerne al massimo 13.</numerusform>
        </translation>
    </message>
    <message>
        <source>That costs {needed}; you can pay only {have}.</source>
        <translation>Costa {needed}; puoi pagarne solo {have}.</translation>
    </message>
    <message>
        <source>That card cannot act there now: drop it on one of the highlighted places.</source>
        <translation>Quella carta ora non può agire lì: lasciala su uno dei punti evidenziati.</translation>
    </message>
    <message>
        <source>First the set-up: swap a title for 1 gold, or keep your season.</source>
        <translation>Prima la preparazione: cambia un titolo per 1 oro, o tieni la tua stagione.</translation>
    </message>
    <message>
        <source>Unfair Competition is under way: attack, add a singer, or end your Unfair Competition.</source>
        <translation>È in corso la Concorrenza sleale: attacca, aggiungi un cantante o concludi la tua Concorrenza sleale.</translation>
    </message>
    <message>
        <source>Answer the attack first: defend your show, or pass.</source>
        <translation>Prima rispondi all'attacco: difendi il tuo spettacolo, o passa.</translation>
    </message>
    <message>
        <source>First take the gossip cards you want, or draw the rest from the deck.</source>
        <translation>Prima prendi le carte delle voci che vuoi, o pesca il resto dal mazzo.</translation>
    </message>
    <message>
        <source>First hand over the cards the accepted offer asks for.</source>
        <translation>Prima consegna le carte che chiede l'offerta accettata.</translation>
    </message>
    <message>
        <source>First choose the title the Announced Flop discards.</source>
        <translation>Prima scegli il titolo che il Flop annunciato scarta.</translation>
    </message>
    <message>
        <source>That role already has its singer.</source>
        <translation>Quel ruolo ha già il suo cantante.</translation>
    </message>
    <message>
        <source>A Student sings only Mute or spoken roles.</source>
        <translation>Uno Studente canta solo ruoli muti o parlati.</translation>
    </message>
    <message>
        <source>Only a Student sings a Mute or spoken role.</source>
        <translation>Solo uno Studente canta un ruolo muto o parlato.</translation>
    </message>
    <message>
        <source>A Prima donna sings only a Principal role.</source>
        <translation>Una Prima donna canta solo un Ruolo principale.</translation>
    </message>
    <message>
        <source>A Great Interpreter sings only Principal roles.</source>
        <translation>Un Grande interprete canta solo Ruoli principali.</translation>
    </message>
    <message>
        <source>A Debutant never sings a Principal role.</source>
        <translation>Un Debuttante non canta mai un Ruolo principale.</translation>
    </message>
    <message>
        <source>That role is of the other sex: it needs En travesti.</source>
        <translation>Quel ruolo è dell'altro sesso: serve l'En travesti.</translation>
    </message>
    <message>
        <source>This singer needs Nerves of Steel, Recommendation of Iron or Night of Grace for this role.</source>
        <translation>Per questo ruolo il cantante ha bisogno di Nervi d'acciaio, Raccomandazione di ferro o Serata di grazia.</translation>
    </message>
    <message>
        <source>{card} is played with a debut, never as a defence.</source>
        <translation>{card} si gioca con un debutto, mai come difesa.</translation>
    </message>
    <message>
        <source>{card} goes only on one of your Golden Throats.</source>
        <translation>{card} va solo su una delle tue Ugole d'oro.</translation>
    </message>
    <message>
        <source>On a singer, the Claque joins a Sublime Aria: play the Sublime Aria there first, or drop the Claque on the whole show.</source>
        <translation>Su un cantante la Claque si aggiunge a un'Aria sublime: prima gioca lì l'Aria sublime, oppure lascia la Claque sull'intero spettacolo.</translation>
    </message>
    <message>
        <source>{card} is not a turn card: it is played on a show, in a debut or in Unfair Competition.</source>
        <translation>{card} non è una carta da turno: si gioca su uno spettacolo, in un debutto o nella Concorrenza sleale.</translation>
    </message>
    <message>
        <source>A singer goes on stage in a debut: drag a title of your season onto the stage first.</source>
        <translation>Un cantante va in scena in un debutto: prima trascina sul palco un titolo della tua stagione.</translation>
    </message>
    <message>
        <source>Your rival is attacking your show now: you may defend after the attack.</source>
        <translation>Ora un rivale sta attaccando il tuo spettacolo: potrai difenderti dopo l'attacco.</translation>
    </message>
    <message>
        <source>Your show lost the singer: you cannot make a Last-Hour Offer yourself. Accept an offer, replace the singer or accept the postponement.</source>
        <translation>Il cantante perso è del tuo spettacolo: non puoi fare tu un'offerta dell'ultima ora. Accetta un'offerta, sostituisci il cantante o accetta il rinvio.</translation>
    </message>
    <message>
        <source>The impresarios make their Last-Hour Offers in turn: wait for yours.</source>
        <translation>Gli impresari fanno le loro offerte dell'ultima ora a turno: aspetta il tuo.</translation>
    </message>
    <message numerus="yes">
        <source>You hold %n cards: a discard is due only above {limit}. Only a Prima donna may be dismissed at any time.</source>
        <translation>
            <numerusform>Hai %n carta: si scarta solo sopra {limit}. Solo una Prima donna si può congedare in qualsiasi momento.</numerusform>
            <numerusform>Hai %n carte: si scarta solo sopra {limit}. Solo una Prima donna si può congedare in qualsiasi momento.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have no blind-discard marker left: discard face up.</source>
        <translation>Non ti resta alcun segnalino di scarto al buio: scarta una carta scoperta.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Quella carta non è nella tua mano.</translation>
    </message>
    <message>
        <source>You have already added a singer to this show: one per Unfair Competition action.</source>
        <translation>Hai già aggiunto un cantante a questo spettacolo: uno per azione di Concorrenza sleale.</translation>
    </message>
    <message>
        <source>In team play the second attacker may not add singers to the show.</source>
        <translation>Nel gioco a squadre il secondo attaccante non può aggiungere cantanti allo spettacolo.</translation>
    </message>
    <message>
        <source>You have already used your Unfair Competition action: end it.</source>
        <translation>Hai già usato la tua azione di Concorrenza sleale: concludila.</translation>
    </message>
    <message>
        <source>A Great Interpreter is immune to {card} played alone.</source>
        <translation>Un Grande interprete è immune alla carta {card} giocata da sola.</translation>
    </message>
    <message>
        <source>A Prima donna is immune to {card} played alone.</source>
        <translation>Una Prima donna è immune alla carta {card} giocata da sola.</translation>
    </message>
    <message>
        <source>No Unfair Competition card touches The Fool.</source>
        <translation>Nessuna carta di Concorrenza sleale tocca il Matto.</translation>
    </message>
    <message>
        <source>The Pharmacist makes this cast immune to {card}.</source>
        <translation>Il farmacista rende questo cast immune alla carta {card}.</translation>
    </message>
    <message>
        <source>A Prima donna is swapped only for a Prima donna, and that rival holds none.</source>
        <translation>Una Prima donna si scambia solo con una Prima donna, e quel rivale non ne ha.</translation>
    </message>
    <message>
        <source>That rival holds only Prime donne, and a Prima donna is swapped only for a Prima donna.</source>
        <translation>Quel rivale ha solo Prime donne, e una Prima donna si scambia solo con una Prima donna.</translation>
    </message>
    <message>
        <source>A Debutant sings a First part or a Golden Throat a Principal role. With Sublime Aria: +2 PN more.</source>
        <translation>Un Debuttante canta una Prima parte o un'Ugola d'oro un Ruolo principale. Con l'Aria sublime: +2 PN in più.</translation>
    </message>
    <message>
        <source>Clamorous Off-Key Note</source>
        <translation>Stecca clamorosa</translation>
    </message>
    <message>
        <source>−1 PN on a First part (−2 on a Golden Throat in a Principal role). Cancels Sublime Aria.</source>
        <translation>−1 PN su una Prima parte (−2 su un'Ugola d'oro da protagonista). Annulla l'Aria sublime.</translation>
    </message>
    <message>
        <source>Stage Fright</source>
        <translation>Tremarella</translation>
    </message>
    <message>
        <source>An opposing singer leaves the stage: the debut is delayed unless replaced.</source>
        <translation>Un cantante avversario lascia la scena: il debutto slitta se non è sostituito.</translation>
    </message>
    <message>
        <source>Viral Infection!</source>
        <translation>Virus intestinale</translation>
    </message>
    <message>
        <source>−2 PN to a show. Cancels Grand Orchestra.</source>
        <translation>−2 PN a uno spettacolo. Annulla la Grande orchestra.</translation>
    </message>
    <message>
        <source>Foyer Gossip</source>
        <translation>Voci dal foyer</translation>
    </message>
    <message>
        <source>Take the latest face-up discards of your opponents.</source>
        <translation>Prendi gli ultimi scarti scoperti dei tuoi avversari.</translation>
    </message>
    <message>
        <source>The Fool</source>
        <translation>Il Matto</translation>
    </message>
    <message>
        <source>Any play card except a Prima donna; cancels a turn card's effect on you; immune to Unfair Competition.</source>
        <translation>Qualsiasi carta da gioco tranne una Prima donna; annulla su di te l'effetto di una carta da turno; immune alla Concorrenza sleale.</translation>
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
        <translation>+2 PN; nessuna penalità di rinvio, niente Tremarella né Fuga; i colpiti cantano a −1.</translation>
    </message>
    <message>
        <source>La capricciosa</source>
        <translation>La capricciosa</translation>
    </message>
    <message>
        <source>+5 PN if the rest of the cast is Debutants (or off-key Golden Throats); costs no gold.</source>
        <translation>+5 PN se il resto del cast è di Debuttanti (o Ugole d'oro stonate); non costa ori.</translation>
    </message>
    <message>
        <source>L'ansioso</source>
        <translation>L'ansioso</translation>
    </message>
    <message>
        <source>+2 PN; needs a male Golden Throat and a male Debutant in the cast; costs no gold.</source>
        <translation>+2 PN; vuole un'Ugola d'oro e un Debuttante maschili nel cast; non costa ori.</translation>
    </message>
    <message>
        <source>L'immenso</source>
        <translation>L'immenso</translation>
    </message>
    <message>
        <source>+3 PN plus the +2 PN of a Grand Event; costs 5 gold.</source>
        <translation>+3 PN più i +2 PN di un Grande evento; costa 5 ori.</translation>
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
        <translation>Saggio di classe</translation>
    </message>
    <message>
        <source>Master class (3 Debutants)</source>
        <translation>Master class (3 Debuttanti)</translation>
    </message>
    <message>
        <source>Master class (5 Debutants)</source>
        <translation>Master class (5 Debuttanti)</translation>
    </message>
    <message>
        <source>Recital of Golden Throats</source>
        <translation>Recital di Ugole d'oro</translation>
    </message>
    <message>
        <source>Recital with a Great Interpreter</source>
        <translation>Recital con un Grande interprete</translation>
    </message>
    <message>
        <source>Three Tenors concert</source>
        <translation>Concerto dei tre tenori</translation>
    </message>
    <message>
        <source>New Year's concert</source>
        <translation>Concerto di Capodanno</translation>
    </message>
    <message>
        <source>New Year's concert with two Prime donne</source>
        <translation>Concerto di Capodanno con due Prime donne</translation>
    </message>
    <message>
        <source>Great Interpreter</source>
        <translation>Grande interprete</translation>
    </message>
    <message>
        <source>Golden Throat</source>
        <translation>Ugola d'oro</translation>
    </message>
    <message>
        <source>Debutant</source>
        <translation>Debuttante</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Studente</translation>
    </message>
    <message>
        <source>Soprano</source>
        <translation>Soprano</translation>
    </message>
    <message>
        <source>Mezzo-soprano</source>
        <translation>Mezzosoprano</translation>
    </message>
    <message>
        <source>Contralto</source>
        <translation>Contralto</translation>
    </message>
    <message>
        <source>Tenor</source>
        <translation>Tenore</translation>
    </message>
    <message>
        <source>Baritone</source>
        <translation>Baritono</translation>
    </message>
    <message>
        <source>Bass</source>
        <translation>Basso</translation>
    </message>
    <message>
        <source>Principal role</source>
        <translation>Ruolo principale</translation>
    </message>
    <message>
        <source>First part</source>
        <translation>Prima parte</translation>
    </message>
    <message>
        <source>Second part</source>
        <translation>Seconda parte</translation>
    </message>
    <message>
        <source>Mute or spoken role</source>
        <translation>Ruolo muto o parlato</translation>
    </message>
    <message>
        <source>delayed debut</source>
        <translation>debutto ritardato</translation>
    </message>
    <message>
        <source>date to be determined</source>
        <translation>data da destinarsi</translation>
    </message>
    <message>
        <source>Swap a title for 1 gold</source>
        <translation>Cambia un titolo per 1 oro</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Take this gossip card</source>
        <translation>Prendi questa carta dalle voci</translation>
    </message>
    <message>
        <source>Draw the rest from the deck</source>
        <translation>Pesca il resto dal mazzo</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Buy advertising (3 gold → 1 PN)</source>
        <translation>Compra pubblicità (3 ori → 1 PN)</translation>
    </message>
    <message>
        <source>Change a title (5 gold)</source>
        <translation>Cambia un titolo (5 ori)</translation>
    </message>
    <message>
        <source>Dismiss a Prima donna</source>
        <translation>Congeda una Prima donna</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Tempo scaduto</translation>
    </message>
    <message>
        <source>Debut an opera</source>
        <translation>Fai debuttare un'opera</translation>
    </message>
    <message>
        <source>Cast a singer</source>
        <translation>Scrittura un cantante</translation>
    </message>
    <message>
        <source>Play a card on the show</source>
        <translation>Gioca una carta sullo spettacolo</translation>
    </message>
    <message>
        <source>Call in a favour</source>
        <translation>Riscuoti un favore</translation>
    </message>
    <message>
        <source>Confirm the debut</source>
        <translation>Conferma il debutto</translation>
    </message>
    <message>
        <source>Give up the debut</source>
        <translation>Rinuncia al debutto</translation>
    </message>
    <message>
        <source>Raise the curtain</source>
        <translation>Alza il sipario</translation>
    </message>
    <message>
        <source>Unfair Competition</source>
        <translation>Concorrenza sleale</translation>
    </message>
    <message>
        <source>Complete the cast</source>
        <translation>Completa il cast</translation>
    </message>
    <message>
        <source>End your Unfair Competition</source>
        <translation>Termina la Concorrenza sleale</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Difenditi</translation>
    </message>
    <message>
        <source>Do not defend</source>
        <translation>Non difenderti</translation>
    </message>
    <message>
        <source>Let your partner defend</source>
        <translation>Lascia difendere il compagno</translation>
    </message>
    <message>
        <source>Substitute the singer</source>
        <translation>Sostituisci il cantante</translation>
    </message>
    <message>
        <source>Accept the postponement</source>
        <translation>Accetta il rinvio</translation>
    </message>
    <message>
        <source>Make a last-hour offer</source>
        <translation>Fai un'offerta dell'ultima ora</translation>
    </message>
    <message>
        <source>Infingardo's manoeuvre</source>
        <translation>Mossa dell'infingardo</translation>
    </message>
    <message>
        <source>Make no offer</source>
        <translation>Nessuna offerta</translation>
    </message>
    <message>
        <source>Commit a cover for L'ansioso</source>
        <translation>Designa un sostituto per L'ansioso</translation>
    </message>
    <message>
        <source>Choose the title to flop</source>
        <translation>Scegli il titolo del flop</translation>
    </message>
    <message>
        <source>Add to the price</source>
        <translation>Aggiungi al prezzo</translation>
    </message>
    <message>
        <source>Make the offer</source>
        <translation>Fai l'offerta</translation>
    </message>
    <message>
        <source>Hand over a card</source>
        <translation>Consegna una carta</translation>
    </message>
    <message>
        <source>Accept the offer</source>
        <translation>Accetta l'offerta</translation>
    </message>
    <message>
        <source>Play a turn card</source>
        <translation>Gioca una carta da turno</translation>
    </message>
    <message>
        <source>Use The Fool</source>
        <translation>Usa il Matto</translation>
    </message>
    <message>
        <source>Reveal a title</source>
        <translation>Rivela un titolo</translation>
    </message>
    <message>
        <source>Stage an extra show</source>
        <translation>Allestisci uno spettacolo extra</translation>
    </message>
    <message>
        <source>Add a singer to the show</source>
        <translation>Aggiungi un cantante allo spettacolo</translation>
    </message>
    <message>
        <source>Stage the show</source>
        <translation>Metti in scena lo spettacolo</translation>
    </message>
    <message>
        <source>Cancel the show</source>
        <translation>Annulla lo spettacolo</translation>
    </message>
    <message>
        <source>Reseat your opponents</source>
        <translation>Cambia i posti degli avversari</translation>
    </message>
    <message>
        <source>Count Robinson</source>
        <translation>Il Conte Robinson</translation>
    </message>
    <message>
        <source>Countess Almaviva</source>
        <translation>La Contessa d'Almaviva</translation>
    </message>
    <message>
        <source>Count Almaviva</source>
        <translation>Il Conte d'Almaviva</translation>
    </message>
    <message>
        <source>Queen of the Night</source>
        <translation>La Regina della Notte</translation>
    </message>
    <message>
        <source>A notary</source>
        <translation>Un notaio</translation>
    </message>
    <message>
        <source>Doctor Malatesta</source>
        <translation>Il Dottor Malatesta</translation>
    </message>
    <message>
        <source>High Priest of Baal</source>
        <translation>Il Gran Sacerdote di Belo</translation>
    </message>
    <message>
        <source>Duke of Mantua</source>
        <translation>Il Duca di Mantova</translation>
    </message>
    <message>
        <source>Count di Luna</source>
        <translation>Il Conte di Luna</translation>
    </message>
    <message>
        <source>Count Rodolfo</source>
        <translation>Il Conte Rodolfo</translation>
    </message>
    <message>
        <source>Baron Douphol</source>
        <translation>Il Barone Douphol</translation>
    </message>
    <message>
        <source>Doctor Grenvil</source>
        <translation>Il Dottor Grenvil</translation>
    </message>
    <message>
        <source>The King</source>
        <translation>Il Re</translation>
    </message>
    <message>
        <source>A messenger</source>
        <translation>Un messaggero</translation>
    </message>
    <message>
        <source>High Priestess</source>
        <translation>La Gran Sacerdotessa</translation>
    </message>
    <message>
        <source>Mistress Quickly</source>
        <translation>Mrs. Quickly</translation>
    </message>
    <message>
        <source>Doctor Caius</source>
        <translation>Il Dottor Cajus</translation>
    </message>
    <message>
        <source>The Wanderer</source>
        <translation>Il Viandante</translation>
    </message>
    <message>
        <source>Woodbird</source>
        <translation>L'Uccellino del bosco</translation>
    </message>
    <message>
        <source>King Marke</source>
        <translation>Re Marke</translation>
    </message>
    <message>
        <source>A shepherd</source>
        <translation>Un pastore</translation>
    </message>
    <message>
        <source>A steersman</source>
        <translation>Un timoniere</translation>
    </message>
    <message>
        <source>The King's Herald</source>
        <translation>L'Araldo del Re</translation>
    </message>
    <message>
        <source>King Henry</source>
        <translation>Re Enrico</translation>
    </message>
    <message>
        <source>Prince Gremin</source>
        <translation>Il Principe Gremin</translation>
    </message>
    <message>
        <source>Eugene Onegin</source>
        <translation>Evgenij Onegin</translation>
    </message>
    <message>
        <source>Countess di Coigny</source>
        <translation>La Contessa di Coigny</translation>
    </message>
    <message>
        <source>Baron Scarpia</source>
        <translation>Il Barone Scarpia</translation>
    </message>
    <message>
        <source>The Sacristan</source>
        <translation>Il Sagrestano</translation>
    </message>
    <message>
        <source>A shepherd boy</source>
        <translation>Un pastorello</translation>
    </message>
    <message>
        <source>The Bonze</source>
        <translation>Lo Zio Bonzo</translation>
    </message>
    <message>
        <source>Emperor Altoum</source>
        <translation>L'Imperatore Altoum</translation>
    </message>
    <message>
        <source>A mandarin</source>
        <translation>Un mandarino</translation>
    </message>
    <message>
        <source>The Marschallin</source>
        <translation>La Marescialla</translation>
    </message>
    <message>
        <source>Baron Ochs</source>
        <translation>Il Barone Ochs</translation>
    </message>
    <message>
        <source>An Italian singer</source>
        <translation>Un cantante italiano</translation>
    </message>
</context>
<context>
    <name>sipario_board</name>
    <message>
        <source>Notoriety</source>
        <translation>Notorietà</translation>
    </message>
    <message>
        <source>Deal {deal} · round {round}</source>
        <translation>Smazzata {deal} · round {round}</translation>
    </message>
    <message>
        <source>⚑ First to {target} PN</source>
        <translation>⚑ Vince chi arriva a {target} PN</translation>
    </message>
    <message>
        <source>◷ {time} left</source>
        <translation>◷ restano {time}</translation>
    </message>
    <message>
        <source>◷ Time is up</source>
        <translation>◷ Tempo scaduto</translation>
    </message>
    <message>
        <source>Last round of the deal</source>
        <translation>Ultimo round della smazzata</translation>
    </message>
    <message>
        <source>“Opening with a bang” +5 PN still to win</source>
        <translation>«Stagione col botto» +5 PN ancora in palio</translation>
    </message>
    <message>
        <source>“Lightning start” +3 PN still to win</source>
        <translation>«Avvio lampo» +3 PN ancora in palio</translation>
    </message>
    <message>
        <source>{player} (you)</source>
        <translation>{player} (tu)</translation>
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
            <numerusform>Mano: %n carta</numerusform>
            <numerusform>Mano: %n carte</numerusform>
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
            <numerusform>%n spiata</numerusform>
            <numerusform>%n spiate</numerusform>
        </translation>
    </message>
    <message>
        <source>Staged: {operas}</source>
        <translation>In scena: {operas}</translation>
    </message>
    <message numerus="yes">
        <source>Staged: %n operas</source>
        <translation>
            <numerusform>In scena: %n opera</numerusform>
            <numerusform>In scena: %n opere</numerusform>
        </translation>
    </message>
    <message>
        <source>Staged: none yet</source>
        <translation>In scena: ancora nessuna</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>mazziere</translation>
    </message>
    <message>
        <source>Team with {player}: {score} PN</source>
        <translation>In squadra con {player}: {score} PN</translation>
    </message>
    <message numerus="yes">
        <source>skips %n turns</source>
        <translation>
            <numerusform>salta %n turno</numerusform>
            <numerusform>salta %n turni</numerusform>
        </translation>
    </message>
    <message>
        <source>attacker {number}</source>
        <translation>attaccante {number}</translation>
    </message>
    <message>
        <source>attacking now</source>
        <translation>sta attaccando</translation>
    </message>
    <message>
        <source>{player}'s table</source>
        <translation>Il tavolo di {player}</translation>
    </message>
    <message>
        <source>Hand (backs; Prime donne in gold; spied cards face up)</source>
        <translation>Mano (dorsi; Prime donne in oro; carte spiate scoperte)</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Stagione</translation>
    </message>
    <message>
        <source>Staged this deal</source>
        <translation>Messe in scena in questa smazzata</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <source>Your season</source>
        <translation>La tua stagione</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>oro</translation>
    </message>
    <message>
        <source>markers</source>
        <translation>segnalini</translation>
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
        <translation>scoperta a tutti</translation>
    </message>
    <message>
        <source>Play deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>Blind discards</source>
        <translation>Scarti al buio</translation>
    </message>
    <message numerus="yes">
        <source>Debut pile: %n cards (nobody draws from it)</source>
        <translation>
            <numerusform>Mazzo dei debutti: %n carta (nessuno vi pesca)</numerusform>
            <numerusform>Mazzo dei debutti: %n carte (nessuno vi pesca)</numerusform>
        </translation>
    </message>
    <message>
        <source>Exceptions</source>
        <translation>Eccezioni</translation>
    </message>
    <message>
        <source>Opera deck</source>
        <translation>Mazzo opere</translation>
    </message>
    <message>
        <source>Opera discards</source>
        <translation>Opere scartate</translation>
    </message>
    <message>
        <source>discarded by {player}</source>
        <translation>scartata da {player}</translation>
    </message>
    <message>
        <source>You may take it</source>
        <translation>Puoi prenderla</translation>
    </message>
    <message>
        <source>The stage</source>
        <translation>Il palcoscenico</translation>
    </message>
    <message>
        <source>No debut on stage. Drag a title of your season here to debut it.</source>
        <translation>Nessun debutto in scena. Trascina qui un titolo della tua stagione per debuttarlo.</translation>
    </message>
    <message>
        <source>No debut on stage.</source>
        <translation>Nessun debutto in scena.</translation>
    </message>
    <message>
        <source>{opera} · {player}</source>
        <translation>{opera} · {player}</translation>
    </message>
    <message>
        <source>worth {pn} PN now</source>
        <translation>vale ora {pn} PN</translation>
    </message>
    <message>
        <source>{gold} due</source>
        <translation>{gold} da pagare</translation>
    </message>
    <message>
        <source>{gold} paid</source>
        <translation>pagato: {gold}</translation>
    </message>
    <message>
        <source>box office +{gold}</source>
        <translation>botteghino +{gold}</translation>
    </message>
    <message>
        <source>declared</source>
        <translation>annunciato</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>rinviato</translation>
    </message>
    <message>
        <source>date to be determined</source>
        <translation>data da destinarsi</translation>
    </message>
    <message>
        <source>Whole show:</source>
        <translation>Tutto lo spettacolo:</translation>
    </message>
    <message>
        <source>{label} {points}</source>
        <translation>{label} {points}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>✚ optional role</source>
        <translation>✚ ruolo facoltativo</translation>
    </message>
    <message>
        <source>✓ {singer} can sing it</source>
        <translation>✓ può cantarlo {singer}</translation>
    </message>
    <message>
        <source>✗ {category}: needs {card}</source>
        <translation>✗ {category}: serve {card}</translation>
    </message>
    <message>
        <source>✗ nobody in your hand</source>
        <translation>✗ nessuno nella tua mano</translation>
    </message>
    <message>
        <source>worth {pn} PN once the base cast is complete</source>
        <translation>vale {pn} PN a cast di base completo</translation>
    </message>
    <message>
        <source>missing: {roles}</source>
        <translation>mancano: {roles}</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n missing</source>
        <translation>
            <numerusform>⚠ %n scoperto</numerusform>
            <numerusform>⚠ %n scoperti</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand cannot cast these base roles: {roles}</source>
        <translation>La tua mano non può coprire questi ruoli del cast di base: {roles}</translation>
    </message>
    <message>
        <source>Giving up returns the cards to your hand, but costs the rest of this turn: no other debut and no extra show.</source>
        <translation>Rinunciare riporta le carte nella tua mano, ma costa il resto del turno: nessun altro debutto e nessuno spettacolo extra.</translation>
    </message>
    <message>
        <source>base cast</source>
        <translation>cast di base</translation>
    </message>
    <message>
        <source>extra role</source>
        <translation>ruolo extra</translation>
    </message>
    <message>
        <source>✕ struck: delay</source>
        <translation>✕ colpito: rinvio</translation>
    </message>
    <message>
        <source>✕ struck: date TBD</source>
        <translation>✕ colpito: senza data</translation>
    </message>
    <message>
        <source>sings, delayed</source>
        <translation>canta, in ritardo</translation>
    </message>
    <message>
        <source>Covers off-stage: {cards}</source>
        <translation>Sostituti dietro le quinte: {cards}</translation>
    </message>
    <message>
        <source>Covers off-stage (drop here)</source>
        <translation>Sostituti dietro le quinte (lascia qui)</translation>
    </message>
    <message>
        <source>Also on stage: {opera} · {pn} PN</source>
        <translation>In scena anche: {opera} · {pn} PN</translation>
    </message>
    <message>
        <source>{player} may attack: drag an action card onto a singer or the show.</source>
        <translation>{player} può attaccare: trascina una carta azione su un cantante o sullo spettacolo.</translation>
    </message>
    <message>
        <source>{player} may defend: drag a card onto the attacking card or a singer.</source>
        <translation>{player} può difendersi: trascina una carta sulla carta d'attacco o su un cantante.</translation>
    </message>
    <message>
        <source>{player}: a singer was struck. Drag a singer from your hand onto the ✕ role to replace him, or accept the postponement.</source>
        <translation>{player}: un cantante è stato colpito. Trascina un cantante dalla mano sul ruolo ✕ per sostituirlo, oppure accetta il rinvio.</translation>
    </message>
    <message>
        <source>Last-Hour Offers: {player} may drag a singer onto the struck (✕) role to offer him.</source>
        <translation>Offerte dell'ultima ora: {player} può trascinare un cantante sul ruolo colpito (✕) per offrirlo.</translation>
    </message>
    <message>
        <source>Last-Hour Offers</source>
        <translation>Offerte dell'ultima ora</translation>
    </message>
    <message>
        <source>Offer of {player}: {card} for {price}</source>
        <translation>Offerta di {player}: {card} per {price}</translation>
    </message>
    <message>
        <source>Your price: drag gold, markers or cards here, then make the offer.</source>
        <translation>Il tuo prezzo: trascina qui oro, segnalini o carte, poi fai l'offerta.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>+1 gold</source>
        <translation>+1 oro</translation>
    </message>
    <message>
        <source>+1 marker</source>
        <translation>+1 segnalino</translation>
    </message>
    <message>
        <source>+1 singer of his choice</source>
        <translation>+1 cantante a sua scelta</translation>
    </message>
    <message>
        <source>+1 action card of his choice</source>
        <translation>+1 carta azione a sua scelta</translation>
    </message>
    <message>
        <source>{player} pays the offer: drag the cards onto the offerer's panel.</source>
        <translation>{player} paga l'offerta: trascina le carte sul riquadro di chi l'ha fatta.</translation>
    </message>
    <message>
        <source>{player} plays {card} on {victims}.</source>
        <translation>{player} gioca {card} contro {victims}.</translation>
    </message>
    <message>
        <source>{player} plays {card}.</source>
        <translation>{player} gioca {card}.</translation>
    </message>
    <message>
        <source>{player}: drag The Fool here to cancel it, or let it happen.</source>
        <translation>{player}: trascina qui il Matto per annullarla, oppure lascia correre.</translation>
    </message>
    <message>
        <source>Press Conference: {player} shows a title (drag it here).</source>
        <translation>Conferenza stampa: {player} mostra un titolo (trascinalo qui).</translation>
    </message>
    <message>
        <source>Announced Flop: {player} drags the title to flop here.</source>
        <translation>Flop annunciato: {player} trascina qui il titolo da far fallire.</translation>
    </message>
    <message>
        <source>Foyer Gossip: {player} drags the discards to take onto the hand.</source>
        <translation>Voci dal foyer: {player} trascina sulla mano gli scarti da prendere.</translation>
    </message>
    <message>
        <source>{player} staged three operas and sets the turn order of the next deal.</source>
        <translation>{player} ha messo in scena tre opere e decide l'ordine di turno della prossima smazzata.</translation>
    </message>
    <message>
        <source>Choose the new order…</source>
        <translation>Scegli il nuovo ordine…</translation>
    </message>
    <message>
        <source>Who sits after you?</source>
        <translation>Chi siede dopo di te?</translation>
    </message>
    <message>
        <source>Then, in order</source>
        <translation>Poi, nell'ordine</translation>
    </message>
    <message>
        <source>Drag a name onto another place to seat that impresario there: the row is the turn order of the next deal.</source>
        <translation>Trascina un nome su un altro posto per far sedere lì quell'impresario: la fila è l'ordine di turno della prossima smazzata.</translation>
    </message>
    <message>
        <source>{player}: drag onto another place to seat them there</source>
        <translation>{player}: trascina su un altro posto per farlo sedere lì</translation>
    </message>
    <message>
        <source>Turn order of this deal: {order}</source>
        <translation>Ordine di turno di questa smazzata: {order}</translation>
    </message>
    <message>
        <source>Confirm the new order</source>
        <translation>Conferma il nuovo ordine</translation>
    </message>
    <message>
        <source>{player}: you may swap one title of your season for 1 gold (drag it onto the opera deck), or keep the season.</source>
        <translation>{player}: puoi cambiare un titolo della stagione per 1 oro (trascinalo sul mazzo opere), oppure tenere la stagione.</translation>
    </message>
    <message>
        <source>Extra show</source>
        <translation>Spettacolo extra</translation>
    </message>
    <message>
        <source>Extra show: drag a show here, then add singers and cards.</source>
        <translation>Spettacolo extra: trascina qui uno spettacolo, poi aggiungi cantanti e carte.</translation>
    </message>
    <message>
        <source>Drag the singers the show asks for onto the lane (and cards onto them), then stage it.</source>
        <translation>Trascina sulla corsia i cantanti richiesti (e le carte su di loro), poi mettilo in scena.</translation>
    </message>
    <message>
        <source>Extra show: {show}</source>
        <translation>Spettacolo extra: {show}</translation>
    </message>
    <message>
        <source>Extra show: click a show, then add singers and cards.</source>
        <translation>Spettacolo extra: fai clic su uno spettacolo, poi aggiungi cantanti e carte.</translation>
    </message>
    <message>
        <source>needs {cards}</source>
        <translation>richiede {cards}</translation>
    </message>
    <message>
        <source>needs at least {cards}</source>
        <translation>richiede almeno {cards}</translation>
    </message>
    <message>
        <source>all of different voices</source>
        <translation>tutti di voci diverse</translation>
    </message>
    <message>
        <source>with New Year's Eve</source>
        <translation>con Capodanno</translation>
    </message>
    <message>
        <source>+{pn} PN · +{gold}</source>
        <translation>+{pn} PN · +{gold}</translation>
    </message>
    <message>
        <source>{player} is playing</source>
        <translation>Sta giocando {player}</translation>
    </message>
    <message>
        <source>Draw: drag the deck (or the raised discard) onto your hand, or play a card first.</source>
        <translation>Pesca: trascina il mazzo (o lo scarto sollevato) sulla mano, oppure gioca prima una carta.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n cards: drag them onto the discards.</source>
        <translation>
            <numerusform>Scarta %n carta: trascinala sugli scarti.</numerusform>
            <numerusform>Scarta %n carte: trascinale sugli scarti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Debut a title, play a turn card on an opponent, or end the turn.</source>
        <translation>Fai debuttare un titolo, gioca una carta da turno su un avversario o termina il turno.</translation>
    </message>
    <message>
        <source>Play a turn card on an opponent, or end the turn.</source>
        <translation>Gioca una carta da turno su un avversario o termina il turno.</translation>
    </message>
    <message>
        <source>Cast: drag singers onto the roles, action cards onto singers or the show.</source>
        <translation>Cast: trascina i cantanti sui ruoli, le carte azione sui cantanti o sullo spettacolo.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La sfida è finita.</translation>
    </message>
    <message>
        <source>How does {card} sing {role}?</source>
        <translation>Come canta {card} il ruolo di {role}?</translation>
    </message>
    <message>
        <source>As she is</source>
        <translation>Così com'è</translation>
    </message>
    <message>
        <source>With {card}</source>
        <translation>Con {card}</translation>
    </message>
    <message>
        <source>With {card} as {type}</source>
        <translation>Con {card} come {type}</translation>
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
            <numerusform>%n oro</numerusform>
            <numerusform>%n ori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n markers</source>
        <translation>
            <numerusform>%n segnalino</numerusform>
            <numerusform>%n segnalini</numerusform>
        </translation>
    </message>
    <message>
        <source>as {type}</source>
        <translation>come {type}</translation>
    </message>
    <message>
        <source>on {role}</source>
        <translation>su {role}</translation>
    </message>
    <message>
        <source>on the whole show</source>
        <translation>su tutto lo spettacolo</translation>
    </message>
    <message>
        <source>paying {gold}</source>
        <translation>pagando {gold}</translation>
    </message>
    <message>
        <source>silencing {player}</source>
        <translation>zittendo {player}</translation>
    </message>
    <message>
        <source>cancelling {card}</source>
        <translation>annullando {card}</translation>
    </message>
    <message>
        <source>with {cards}</source>
        <translation>con {cards}</translation>
    </message>
    <message>
        <source>seducer {card}</source>
        <translation>seduttore {card}</translation>
    </message>
    <message>
        <source>with the Claque (+3)</source>
        <translation>con la Claque (+3)</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>da sola</translation>
    </message>
    <message>
        <source>Last-Hour Offer (you set a price)</source>
        <translation>Offerta dell'ultima ora (fissi un prezzo)</translation>
    </message>
    <message>
        <source>Infingardo's Manoeuvre</source>
        <translation>Mossa dell'infingardo</translation>
    </message>
    <message>
        <source>Play it how?</source>
        <translation>Come la giochi?</translation>
    </message>
    <message>
        <source>On what?</source>
        <translation>Su cosa?</translation>
    </message>
    <message>
        <source>and {player}</source>
        <translation>e {player}</translation>
    </message>
    <message>
        <source>giving {card}</source>
        <translation>cedendo {card}</translation>
    </message>
    <message>
        <source>in public</source>
        <translation>in pubblico</translation>
    </message>
    <message>
        <source>in private</source>
        <translation>in privato</translation>
    </message>
    <message>
        <source>as it is</source>
        <translation>così com'è</translation>
    </message>
    <message>
        <source>Accept the postponement</source>
        <translation>Accetta il rinvio</translation>
    </message>
    <message>
        <source>Announce the delay (Press Conference)</source>
        <translation>Annuncia il rinvio (Conferenza stampa)</translation>
    </message>
    <message>
        <source>A title you have not seen</source>
        <translation>Un titolo che non hai visto</translation>
    </message>
    <message>
        <source>Let it happen</source>
        <translation>Lascia correre</translation>
    </message>
    <message>
        <source>Keep my season</source>
        <translation>Tengo la mia stagione</translation>
    </message>
    <message>
        <source>Confirm the debut · {gold}</source>
        <translation>Conferma il debutto · {gold}</translation>
    </message>
    <message>
        <source>Confirm the debut · free</source>
        <translation>Conferma il debutto · gratis</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accetta</translation>
    </message>
    <message>
        <source>On stage she costs {gold}</source>
        <translation>In scena costa {gold}</translation>
    </message>
    <message>
        <source>Dismissing her costs {gold}</source>
        <translation>Congedarla costa {gold}</translation>
    </message>
    <message>
        <source>+1 PN for 3 gold</source>
        <translation>+1 PN per 3 ori</translation>
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
            <numerusform>%n carta denaro</numerusform>
            <numerusform>%n carte denaro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} begins.</source>
        <translation>Inizia il round {round}.</translation>
    </message>
    <message>
        <source>Casting call: new singers are revealed under the characters.</source>
        <translation>Audizione: nuovi cantanti vengono rivelati sotto i personaggi.</translation>
    </message>
    <message>
        <source>The directors are shuffled and revealed under the characters.</source>
        <translation>I registi vengono mescolati e rivelati sotto i personaggi.</translation>
    </message>
    <message>
        <source>You add a card to your bid.</source>
        <translation>Aggiungi una carta alla tua offerta.</translation>
    </message>
    <message>
        <source>You take a card back from your bid.</source>
        <translation>Riprendi una carta dalla tua offerta.</translation>
    </message>
    <message>
        <source>{player} has placed a bid.</source>
        <translation>{player} ha fatto la sua offerta.</translation>
    </message>
    <message>
        <source>All bids are revealed.</source>
        <translation>Tutte le offerte vengono rivelate.</translation>
    </message>
    <message>
        <source>{player} bid a money card alone.</source>
        <translation>{player} ha offerto solo una carta denaro.</translation>
    </message>
    <message>
        <source>{player} ties on number {number} and takes the money back.</source>
        <translation>{player} pareggia sul numero {number} e riprende il denaro.</translation>
    </message>
    <message>
        <source>{player} hires the costume designer: the money card becomes a scene element.</source>
        <translation>{player} ingaggia il costumista: la carta denaro diventa un elemento di scena.</translation>
    </message>
    <message>
        <source>{player} hires the carpenter: the money card becomes a scene element.</source>
        <translation>{player} ingaggia il falegname: la carta denaro diventa un elemento di scena.</translation>
    </message>
    <message>
        <source>{player} hires nobody with the money card and takes it back.</source>
        <translation>{player} non ingaggia nessuno con la carta denaro e la riprende.</translation>
    </message>
    <message>
        <source>{by} gives {card_name} to {player} as an understudy.</source>
        <translation>{by} assegna {card_name:art} {player:a} come {card_name:sostituto|sostituta|sostituto}.</translation>
    </message>
    <message>
        <source>{player} chooses {target} to fire a director.</source>
        <translation>{player} sceglie {target} per licenziare un regista.</translation>
    </message>
    <message>
        <source>Puccini passes to {player}.</source>
        <translation>Puccini passa {player:a}.</translation>
    </message>
    <message>
        <source>Final scene: assign your six singers to the six roles.</source>
        <translation>Scena finale: assegna i tuoi sei cantanti ai sei ruoli.</translation>
    </message>
    <message>
        <source>{player} confirms the cast.</source>
        <translation>{player} conferma il cast.</translation>
    </message>
    <message>
        <source>{director_name:Art} is not drawn and leaves the game.</source>
        <translation>{director_name:Art} non viene {director_name:pescato|pescata} ed esce dal gioco.</translation>
    </message>
    <message>
        <source>{player} bid number {number} with {money}.</source>
        <translation>{player} ha offerto il numero {number} con {money}.</translation>
    </message>
    <message>
        <source>{player} hires {singer_name} (number {number}), spending {money}.</source>
        <translation>{player} ingaggia {singer_name} (numero {number}), spendendo {money}.</translation>
    </message>
    <message>
        <source>{player} hires {director_name:art} (number {number}), spending {money}.</source>
        <translation>{player} ingaggia {director_name:art} (numero {number}), spendendo {money}.</translation>
    </message>
    <message>
        <source>{winner} outbids {player} on number {number}; {player} takes the money back.</source>
        <translation>{winner} supera l'offerta {player:di} sul numero {number}: {player} riprende il denaro.</translation>
    </message>
    <message>
        <source>{player} fires {director_name:art}.</source>
        <translation>{player} licenzia {director_name:art}.</translation>
    </message>
    <message>
        <source>Nobody hires {singer_name}, who leaves the game.</source>
        <translation>Nessuno ingaggia {singer_name}, che esce dal gioco.</translation>
    </message>
    <message>
        <source>Nobody hires {director_name:art}, who leaves the game.</source>
        <translation>Nessuno ingaggia {director_name:art}, che esce dal gioco.</translation>
    </message>
    <message numerus="yes">
        <source>{player} scores %n points.</source>
        <translation>
            <numerusform>{player} totalizza %n punto.</numerusform>
            <numerusform>{player} totalizza %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} vince!</translation>
    </message>
    <message>
        <source>The victory is shared.</source>
        <translation>La vittoria è condivisa.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Quella carta non è nella tua mano.</translation>
    </message>
    <message>
        <source>That card is not in your bid.</source>
        <translation>Quella carta non è nella tua offerta.</translation>
    </message>
    <message>
        <source>Play a number card or a money card (the bluff alone is not a bid).</source>
        <translation>Gioca una carta numero o una carta denaro (il bluff da solo non è un'offerta).</translation>
    </message>
    <message>
        <source>That player does not need an understudy.</source>
        <translation>Quel giocatore non ha bisogno di un sostituto.</translation>
    </message>
    <message>
        <source>That card is no longer available.</source>
        <translation>Quella carta non è più disponibile.</translation>
    </message>
    <message>
        <source>That director is not in the pile.</source>
        <translation>Quel regista non è nel mazzo.</translation>
    </message>
    <message>
        <source>That singer is not in your cast.</source>
        <translation>Quel cantante non è nel tuo cast.</translation>
    </message>
    <message>
        <source>That singer already plays that role.</source>
        <translation>Quel cantante interpreta già quel ruolo.</translation>
    </message>
    <message>
        <source>Stars of the singers</source>
        <translation>Stelle dei cantanti</translation>
    </message>
    <message>
        <source>Scene elements</source>
        <translation>Elementi di scena</translation>
    </message>
    <message>
        <source>Singers in their favourite role</source>
        <translation>Cantanti nel loro ruolo preferito</translation>
    </message>
    <message>
        <source>Singers in a role of the other gender</source>
        <translation>Cantanti in un ruolo dell'altro genere</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Regista</translation>
    </message>
    <message>
        <source>Tie broken by the most stars on the singers alone.</source>
        <translation>Pareggio risolto con il maggior numero di stelle dei soli cantanti.</translation>
    </message>
    <message>
        <source>Still tied on the stars of the singers: the victory is shared.</source>
        <translation>Ancora pari nelle stelle dei cantanti: la vittoria è condivisa.</translation>
    </message>
    <message>
        <source>The Traditionalist</source>
        <translation>Il Tradizionalista</translation>
    </message>
    <message>
        <source>+1 per classic singer, −1 per alternative singer.</source>
        <translation>+1 per cantante classico, −1 per alternativo.</translation>
    </message>
    <message>
        <source>The Avant-gardist</source>
        <translation>L'Avanguardista</translation>
    </message>
    <message>
        <source>+1 per alternative singer, −1 per classic singer.</source>
        <translation>+1 per cantante alternativo, −1 per classico.</translation>
    </message>
    <message>
        <source>The Buffo</source>
        <translation>Il Buffo</translation>
    </message>
    <message>
        <source>+1 per comic singer, −1 per dark singer.</source>
        <translation>+1 per cantante comico, −1 per tenebroso.</translation>
    </message>
    <message>
        <source>The Gothic</source>
        <translation>Il Gotico</translation>
    </message>
    <message>
        <source>+1 per dark singer, −1 per comic singer.</source>
        <translation>+1 per cantante tenebroso, −1 per comico.</translation>
    </message>
    <message>
        <source>The Star-maker</source>
        <translation>Il Creatore di stelle</translation>
    </message>
    <message>
        <source>+1 per pro singer, −1 per amateur singer.</source>
        <translation>+1 per cantante professionista, −1 per dilettante.</translation>
    </message>
    <message>
        <source>The Talent Scout</source>
        <translation>Lo Scopritore di talenti</translation>
    </message>
    <message>
        <source>The Purist</source>
        <translation>Il Purista</translation>
    </message>
    <message>
        <source>The Eclectic</source>
        <translation>L'Eclettico</translation>
    </message>
    <message>
        <source>The Perfectionist</source>
        <translation>Il Perfezionista</translation>
    </message>
    <message>
        <source>+1 per amateur singer; +2 more with at least 3.</source>
        <translation>+1 per cantante dilettante; +2 se sono almeno 3.</translation>
    </message>
    <message>
        <source>{player} bid number {number} without money cards.</source>
        <translation>{player} ha offerto il numero {number} senza carte denaro.</translation>
    </message>
    <message>
        <source>{player} hires {singer_name} (number {number}) without spending any money.</source>
        <translation>{player} ingaggia {singer_name} (numero {number}) senza spendere denaro.</translation>
    </message>
    <message>
        <source>{player} hires {director_name:art} (number {number}) without spending any money.</source>
        <translation>{player} ingaggia {director_name:art} (numero {number}) senza spendere denaro.</translation>
    </message>
    <message>
        <source>{by} keeps {card_name} as an understudy.</source>
        <translation>{by} tiene per sé {card_name:art} come {card_name:sostituto|sostituta|sostituto}.</translation>
    </message>
    <message>
        <source>Not in this phase: now it is “{phase}”.</source>
        <translation>Non in questa fase: ora è il momento di «{phase}».</translation>
    </message>
    <message>
        <source>You have already placed your bid this round: wait for the others.</source>
        <translation>Hai già fatto la tua offerta in questo round: aspetta gli altri.</translation>
    </message>
    <message>
        <source>You have already confirmed your cast: wait for the others.</source>
        <translation>Hai già confermato il tuo cast: aspetta gli altri.</translation>
    </message>
    <message>
        <source>Only the holder of Puccini decides now.</source>
        <translation>Ora decide solo chi tiene Puccini.</translation>
    </message>
    <message>
        <source>Only the player chosen to fire a director decides now.</source>
        <translation>Ora decide solo il giocatore scelto per licenziare un regista.</translation>
    </message>
    <message>
        <source>That card is already in your bid.</source>
        <translation>Quella carta è già nella tua offerta.</translation>
    </message>
    <message numerus="yes">
        <source>That money card is spent or has become a scene element (you have %n money cards left).</source>
        <translation>
            <numerusform>Quella carta denaro è stata spesa o è diventata un elemento di scena (ti resta %n carta denaro).</numerusform>
            <numerusform>Quella carta denaro è stata spesa o è diventata un elemento di scena (ti restano %n carte denaro).</numerusform>
        </translation>
    </message>
    <message>
        <source>The number {number} is not played with {players} players: your numbers go from 1 to {highest}.</source>
        <translation>Il numero {number} non si usa con {players} giocatori: le tue carte numero vanno da 1 a {highest}.</translation>
    </message>
    <message>
        <source>Your bid already holds the number {number}, and a bid holds one number card: take it back first.</source>
        <translation>La tua offerta contiene già il numero {number} e un'offerta ha una sola carta numero: riprendila prima.</translation>
    </message>
    <message numerus="yes">
        <source>Without a number card you may play only one money card (your bid holds %n).</source>
        <translation>
            <numerusform>Senza una carta numero puoi giocare una sola carta denaro (la tua offerta ne ha %n).</numerusform>
            <numerusform>Senza una carta numero puoi giocare una sola carta denaro (la tua offerta ne ha %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose another player: the holder of Puccini never fires a director.</source>
        <translation>Scegli un altro giocatore: chi tiene Puccini non licenzia mai un regista.</translation>
    </message>
    <message>
        <source>+3 if nobody plays a role of the other gender, else −1 each.</source>
        <translation>+3 senza ruoli dell'altro genere; se no, −1 per ciascuno.</translation>
    </message>
    <message>
        <source>+1 per kind of singer in the cast, then −2.</source>
        <translation>+1 per ogni tipo di cantante nel cast, poi −2.</translation>
    </message>
    <message>
        <source>+1 per singer in a favourite role; −1 if none.</source>
        <translation>+1 per cantante nel ruolo preferito; −1 se nessuno.</translation>
    </message>
    <message>
        <source>With a single-kind deck this director scores nothing.</source>
        <translation>Con un mazzo di un solo tipo questo regista non dà punti.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Singer deck</source>
        <translation>Mazzo dei cantanti</translation>
    </message>
    <message>
        <source>All 216 singers shuffled together, or a themed deck of one kind.</source>
        <translation>Tutti i 216 cantanti mescolati insieme, oppure un mazzo a tema di un solo tipo.</translation>
    </message>
    <message>
        <source>All six decks shuffled together</source>
        <translation>Tutti e sei i mazzi mescolati insieme</translation>
    </message>
    <message>
        <source>Pro singers only</source>
        <translation>Solo cantanti professionisti</translation>
    </message>
    <message>
        <source>Amateur singers only</source>
        <translation>Solo cantanti dilettanti</translation>
    </message>
    <message>
        <source>Alternative singers only</source>
        <translation>Solo cantanti alternativi</translation>
    </message>
    <message>
        <source>Classic singers only</source>
        <translation>Solo cantanti classici</translation>
    </message>
    <message>
        <source>Comic singers only</source>
        <translation>Solo cantanti comici</translation>
    </message>
    <message>
        <source>Dark singers only</source>
        <translation>Solo cantanti tenebrosi</translation>
    </message>
    <message>
        <source>Roles in hiring order</source>
        <translation>Ruoli in ordine di ingaggio</translation>
    </message>
    <message>
        <source>Singers play the roles in the order they were hired: no final assignment.</source>
        <translation>I cantanti interpretano i ruoli nell'ordine di ingaggio: niente assegnazione finale.</translation>
    </message>
    <message>
        <source>First holder of Puccini</source>
        <translation>Primo a tenere Puccini</translation>
    </message>
    <message>
        <source>The seat that holds Puccini first; 0 draws it at random.</source>
        <translation>Il posto che tiene per primo Puccini; con 0 lo si estrae a sorte.</translation>
    </message>
    <message>
        <source>Casting call: choose your bid</source>
        <translation>Audizione: scegli la tua offerta</translation>
    </message>
    <message>
        <source>Puccini gives out the understudies</source>
        <translation>Puccini assegna i sostituti</translation>
    </message>
    <message>
        <source>Puccini chooses who fires a director</source>
        <translation>Puccini sceglie chi licenzia un regista</translation>
    </message>
    <message>
        <source>Fire a director</source>
        <translation>Licenzia un regista</translation>
    </message>
    <message>
        <source>Final scene: assign the roles</source>
        <translation>Scena finale: assegna i ruoli</translation>
    </message>
    <message>
        <source>The curtain falls</source>
        <translation>Cala il sipario</translation>
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
        <translation>Professionista</translation>
    </message>
    <message>
        <source>Amateur</source>
        <translation>Dilettante</translation>
    </message>
    <message>
        <source>Alternative</source>
        <translation>Alternativo</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classico</translation>
    </message>
    <message>
        <source>Comic</source>
        <translation>Comico</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tenebroso</translation>
    </message>
    <message>
        <source>PRO</source>
        <translation>PRO</translation>
    </message>
    <message>
        <source>AMA</source>
        <translation>DIL</translation>
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
        <translation>TEN</translation>
    </message>
    <message>
        <source>Male</source>
        <translation>Maschile</translation>
    </message>
    <message>
        <source>Female</source>
        <translation>Femminile</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Incerto</translation>
    </message>
    <message>
        <source>Tenor</source>
        <translation>Tenore</translation>
    </message>
    <message>
        <source>Baritone</source>
        <translation>Baritono</translation>
    </message>
    <message>
        <source>Bass</source>
        <translation>Basso</translation>
    </message>
    <message>
        <source>Soprano</source>
        <translation>Soprano</translation>
    </message>
    <message>
        <source>Mezzo-soprano</source>
        <translation>Mezzosoprano</translation>
    </message>
    <message>
        <source>Countertenor</source>
        <translation>Controtenore</translation>
    </message>
    <message>
        <source>Number {number}</source>
        <translation>Numero {number}</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Denaro</translation>
    </message>
    <message>
        <source>Bluff</source>
        <translation>Bluff</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riassunto</translation>
    </message>
    <message>
        <source>Scene element (+1)</source>
        <translation>Elemento di scena (+1)</translation>
    </message>
    <message>
        <source>Costume designer</source>
        <translation>Costumista</translation>
    </message>
    <message>
        <source>Carpenter</source>
        <translation>Falegname</translation>
    </message>
    <message>
        <source>Puccini</source>
        <translation>Puccini</translation>
    </message>
    <message>
        <source>Favourite role: {role}</source>
        <translation>Ruolo preferito: {role}</translation>
    </message>
    <message numerus="yes">
        <source>%n stars</source>
        <translation>
            <numerusform>%n stella</numerusform>
            <numerusform>%n stelle</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to the bid</source>
        <translation>Aggiungi all'offerta</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Confirm the bid</source>
        <translation>Conferma l'offerta</translation>
    </message>
    <message>
        <source>Give {card} to {player}</source>
        <translation>Assegna {card} {player:a}</translation>
    </message>
    <message>
        <source>{player} fires a director</source>
        <translation>{player} licenzia un regista</translation>
    </message>
    <message>
        <source>Fire {director:art}</source>
        <translation>Licenzia {director:art}</translation>
    </message>
    <message>
        <source>{singer} plays {role}</source>
        <translation>{singer} interpreta {role}</translation>
    </message>
    <message>
        <source>Confirm the cast</source>
        <translation>Conferma il cast</translation>
    </message>
    <message>
        <source>Optimal assignment</source>
        <translation>Assegnazione ottimale</translation>
    </message>
</context>
<context>
    <name>turandot_board</name>
    <message>
        <source>The curtain falls</source>
        <translation>Cala il sipario</translation>
    </message>
    <message>
        <source>Character {number}</source>
        <translation>Personaggio {number}</translation>
    </message>
    <message>
        <source>held by {player}</source>
        <translation>in mano {player:a}</translation>
    </message>
    <message>
        <source>for one money card alone</source>
        <translation>per una sola carta denaro</translation>
    </message>
    <message>
        <source>hired by {player}</source>
        <translation>ingaggiato {player:da}</translation>
    </message>
    <message>
        <source>Director pile ({count})</source>
        <translation>Mazzo dei registi ({count})</translation>
    </message>
    <message>
        <source>Fired directors</source>
        <translation>Registi licenziati</translation>
    </message>
    <message>
        <source>Fired directors: drop one here</source>
        <translation>Registi licenziati: trascinane qui uno</translation>
    </message>
    <message>
        <source>fired by {player}</source>
        <translation>licenziato {player:da}</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Regista</translation>
    </message>
    <message>
        <source>{player} (you)</source>
        <translation>{player} (tu)</translation>
    </message>
    <message>
        <source>waits for an understudy</source>
        <translation>attende un sostituto</translation>
    </message>
    <message>
        <source>must fire a director</source>
        <translation>deve licenziare un regista</translation>
    </message>
    <message>
        <source>Drag a director from the pile to the fired directors (or click it, then click there).</source>
        <translation>Trascina un regista dal mazzo ai registi licenziati (oppure fai clic su di esso, poi lì).</translation>
    </message>
    <message>
        <source>cast confirmed</source>
        <translation>cast confermato</translation>
    </message>
    <message>
        <source>assigning roles…</source>
        <translation>assegna i ruoli…</translation>
    </message>
    <message>
        <source>Round {round} of {last}</source>
        <translation>Round {round} di {last}</translation>
    </message>
    <message>
        <source>Round {round} of {last}: hire a director</source>
        <translation>Round {round} di {last}: ingaggia un regista</translation>
    </message>
    <message>
        <source>The rounds</source>
        <translation>I round</translation>
    </message>
    <message>
        <source>♪</source>
        <translation>♪</translation>
    </message>
    <message>
        <source>D</source>
        <translation>R</translation>
    </message>
    <message>
        <source>{singers} singers · {directors} directors · {fire} a director is fired</source>
        <translation>{singers} cantanti · {directors} registi · {fire} si licenzia un regista</translation>
    </message>
    <message>
        <source>every player hires a singer</source>
        <translation>ogni giocatore ingaggia un cantante</translation>
    </message>
    <message>
        <source>every player hires a director</source>
        <translation>ogni giocatore ingaggia un regista</translation>
    </message>
    <message>
        <source>Round {round}: {what}.</source>
        <translation>Round {round}: {what}.</translation>
    </message>
    <message>
        <source>Round {round}: {what}, then a director is fired.</source>
        <translation>Round {round}: {what}, poi si licenzia un regista.</translation>
    </message>
    <message>
        <source>Gender of the role: {gender}</source>
        <translation>Genere del ruolo: {gender}</translation>
    </message>
    <message>
        <source>Holds Puccini</source>
        <translation>Tiene Puccini</translation>
    </message>
    <message>
        <source>Whoever holds Puccini gives out the understudies and chooses who fires a director. Puccini passes to the left at the end of every round.</source>
        <translation>Chi tiene Puccini assegna i sostituti e sceglie chi licenzia un regista. Alla fine di ogni round Puccini passa al giocatore a sinistra.</translation>
    </message>
    <message>
        <source>not this round</source>
        <translation>non in questo round</translation>
    </message>
    <message>
        <source>Hired with a money card played alone: the money card becomes a scene element, worth one point at the end.</source>
        <translation>Si ingaggia con una carta denaro giocata da sola: la carta denaro diventa un elemento di scena, che vale un punto alla fine.</translation>
    </message>
    <message>
        <source>Who fires a director?</source>
        <translation>Chi licenzia un regista?</translation>
    </message>
    <message>
        <source>● {money} · ★ {scene} · hand {hand}</source>
        <translation>● {money} · ★ {scene} · mano {hand}</translation>
    </message>
    <message>
        <source>● {money} · ★ {scene}</source>
        <translation>● {money} · ★ {scene}</translation>
    </message>
    <message>
        <source>● Money cards</source>
        <translation>● Carte denaro</translation>
    </message>
    <message>
        <source>★ Scene elements (+1 each)</source>
        <translation>★ Elementi di scena (+1 l'uno)</translation>
    </message>
    <message>
        <source>needs an understudy</source>
        <translation>serve un sostituto</translation>
    </message>
    <message>
        <source>Drag a card left under the characters onto each company that waits for an understudy.</source>
        <translation>Trascina una carta rimasta sotto i personaggi su ogni compagnia che attende un sostituto.</translation>
    </message>
    <message>
        <source>fires a director</source>
        <translation>licenzia un regista</translation>
    </message>
    <message>
        <source>Choose the player who fires a director (the buttons on the right).</source>
        <translation>Scegli il giocatore che licenzia un regista (i pulsanti a destra).</translation>
    </message>
    <message>
        <source>Total {points}</source>
        <translation>Totale {points}</translation>
    </message>
    <message>
        <source>Total {points} · ★ Winner</source>
        <translation>Totale {points} · ★ Vittoria</translation>
    </message>
    <message>
        <source>★ {points}</source>
        <translation>★ {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n points now · assigning roles…</source>
        <translation>
            <numerusform>%n punto ora · assegna i ruoli…</numerusform>
            <numerusform>%n punti ora · assegna i ruoli…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✓ %n points, cast confirmed</source>
        <translation>
            <numerusform>✓ %n punto, cast confermato</numerusform>
            <numerusform>✓ %n punti, cast confermato</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✓ %n points</source>
        <translation>
            <numerusform>✓ %n punto</numerusform>
            <numerusform>✓ %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points now</source>
        <translation>
            <numerusform>%n punto ora</numerusform>
            <numerusform>%n punti ora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stars alone (tie-break)</source>
        <translation>
            <numerusform>%n stella da sola (spareggio)</numerusform>
            <numerusform>%n stelle da sole (spareggio)</numerusform>
        </translation>
    </message>
    <message>
        <source>★ Winner</source>
        <translation>★ Vittoria</translation>
    </message>
    <message>
        <source>Every cast as it stands now</source>
        <translation>Ogni cast com'è ora</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classifica finale</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <source>Your bid (face down)</source>
        <translation>La tua offerta (coperta)</translation>
    </message>
    <message>
        <source>Your bid is placed, face down</source>
        <translation>La tua offerta è fatta, coperta</translation>
    </message>
    <message>
        <source>The hands stay hidden until the next player raises the curtain.</source>
        <translation>Le mani restano nascoste finché il prossimo giocatore non alza il sipario.</translation>
    </message>
    <message>
        <source>Drag cards from your hand to your bid, then confirm it.</source>
        <translation>Trascina le carte dalla mano all'offerta, poi confermala.</translation>
    </message>
    <message>
        <source>A bid: one number (plus any money), or one money card alone; the bluff may join any bid. Nobody sees it before all bids are placed.</source>
        <translation>Un'offerta: un numero (più denaro a piacere) o una sola carta denaro; il bluff può unirsi a ogni offerta. Nessuno la vede prima che tutte le offerte siano fatte.</translation>
    </message>
    <message>
        <source>The cast of {player}</source>
        <translation>Il cast {player:di}</translation>
    </message>
    <message>
        <source>{director}: {name}</source>
        <translation>{director}: {name}</translation>
    </message>
    <message>
        <source>No other order of your singers scores more.</source>
        <translation>Nessun altro ordine dei tuoi cantanti fa più punti.</translation>
    </message>
    <message numerus="yes">
        <source>The best order scores %n points ({gain}).</source>
        <translation>
            <numerusform>L'ordine migliore fa %n punto ({gain}).</numerusform>
            <numerusform>L'ordine migliore fa %n punti ({gain}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tie-break: %n stars alone</source>
        <translation>
            <numerusform>Spareggio: %n stella da sola</numerusform>
            <numerusform>Spareggio: %n stelle da sole</numerusform>
        </translation>
    </message>
    <message>
        <source>{mark} a singer on the favourite role</source>
        <translation>{mark} un cantante nel suo ruolo preferito</translation>
    </message>
    <message>
        <source>{mark} a singer on a role of the other gender</source>
        <translation>{mark} un cantante in un ruolo dell'altro genere</translation>
    </message>
    <message numerus="yes">
        <source>★ scene elements: %n</source>
        <translation>
            <numerusform>★ elementi di scena: %n</numerusform>
            <numerusform>★ elementi di scena: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stars</source>
        <translation>
            <numerusform>%n stella</numerusform>
            <numerusform>%n stelle</numerusform>
        </translation>
    </message>
    <message>
        <source>Gender: {gender}</source>
        <translation>Genere: {gender}</translation>
    </message>
    <message>
        <source>No favourite role</source>
        <translation>Nessun ruolo preferito</translation>
    </message>
    <message>
        <source>Plays {role}</source>
        <translation>Interpreta {role}</translation>
    </message>
    <message>
        <source>{points}: the favourite role</source>
        <translation>{points}: il ruolo preferito</translation>
    </message>
    <message>
        <source>{points}: a role of the other gender</source>
        <translation>{points}: un ruolo dell'altro genere</translation>
    </message>
    <message>
        <source>Bids of round {round}:</source>
        <translation>Offerte del round {round}:</translation>
    </message>
    <message>
        <source>Waiting for {players}…</source>
        <translation>In attesa {players:di}…</translation>
    </message>
    <message>
        <source>The bids of round {round}, face up</source>
        <translation>Le offerte del round {round}, scoperte</translation>
    </message>
    <message>
        <source>→ {card}</source>
        <translation>→ {card}</translation>
    </message>
    <message>
        <source>the costume designer: +1 scene element</source>
        <translation>il costumista: +1 elemento di scena</translation>
    </message>
    <message>
        <source>the carpenter: +1 scene element</source>
        <translation>il falegname: +1 elemento di scena</translation>
    </message>
    <message>
        <source>Drag your singers onto the roles (a singer dropped on a taken role swaps places).</source>
        <translation>Trascina i tuoi cantanti sui ruoli (un cantante lasciato su un ruolo occupato scambia il posto).</translation>
    </message>
    <message>
        <source>Your score now</source>
        <translation>Il tuo punteggio ora</translation>
    </message>
    <message>
        <source>Your final score</source>
        <translation>Il tuo punteggio finale</translation>
    </message>
    <message>
        <source>Optimal assignment</source>
        <translation>Assegnazione ottimale</translation>
    </message>
    <message>
        <source>Favourite role: {role}</source>
        <translation>Ruolo preferito: {role}</translation>
    </message>
    <message>
        <source>Money: add it to a number to outbid, or play it alone for the costume designer or the carpenter.</source>
        <translation>Denaro: aggiungilo a un numero per rilanciare, oppure giocalo da solo per il costumista o il falegname.</translation>
    </message>
    <message>
        <source>Bluff: it changes nothing, it only hides how many cards you bid.</source>
        <translation>Bluff: non cambia nulla, nasconde solo quante carte offri.</translation>
    </message>
    <message>
        <source>Bid for the card under character {number}.</source>
        <translation>Offri per la carta sotto il personaggio {number}.</translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation>una carta coperta</translation>
    </message>
</context>
</TS>
