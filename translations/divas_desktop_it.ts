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
    <name>GameFiles</name>
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
        <source>Saved to {file}</source>
        <translation>Salvata in {file}</translation>
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
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>How many people or computer players take part</source>
        <translation>Quante persone o giocatori del computer partecipano</translation>
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
        <source> (computer)</source>
        <translation> (computer)</translation>
    </message>
    <message>
        <source> — viewing</source>
        <translation> — sta guardando</translation>
    </message>
    <message numerus="yes">
        <source>: %n points</source>
        <translation>
            <numerusform>: %n punto</numerusform>
            <numerusform>: %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>: {points} so far</source>
        <translation>: {points} finora</translation>
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
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Ultima volta</translation>
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
    <message>
        <source>{round} (move {moves})</source>
        <translation>{round} (mossa {moves})</translation>
    </message>
    <message>
        <source>move {moves}</source>
        <translation>mossa {moves}</translation>
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
        <translation>{player} mette {instrument:il suo|la sua} {instrument} nell'orchestra: bonus ×{x}.</translation>
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
        <translation>Peschi {card}.</translation>
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
        <source>Finish the pending choice first.</source>
        <translation>Completa prima la scelta in sospeso.</translation>
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
        <source>That note is outside your tessitura.</source>
        <translation>Quella nota è fuori dalla tua tessitura.</translation>
    </message>
    <message>
        <source>This opera does not need that note.</source>
        <translation>Quest'opera non richiede quella nota.</translation>
    </message>
    <message>
        <source>You already sent that note to this opera.</source>
        <translation>Hai già inviato quella nota a quest'opera.</translation>
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
        <source>Fame {house:at} moves toward {player}.</source>
        <translation>La Fama {house:a} si sposta verso {player}.</translation>
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
        <translation>Regista di cinema e di teatro che diresse Callas in cinque produzioni della Scala, da La vestale (1954) a Ifigenia in Tauride (1957).</translation>
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
        <translation>{player}: {value} Applausi dei {minimum} necessari per chiudere.</translation>
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
    <message>
        <source>The next instrument placed here gives its bonus {x} times.</source>
        <translation>Il prossimo strumento piazzato qui dà il suo bonus {x} volte.</translation>
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
        <translation>{instrument}: trascina una delle tue note su {house:art}, o chiudi lì l'opera.</translation>
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
    <name>magna</name>
    <message>
        <source>{player} drafts {card}.</source>
        <translation>{player} sceglie {card:art} tra gli edifici iniziali.</translation>
    </message>
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
    <message>
        <source>{player} gains {amount} {good}.</source>
        <translation>{player} ottiene {amount} {good}.</translation>
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
        <source>{player} pays for {city}: {goods}, {certificates}, {vp} VP.</source>
        <translation>{player} paga {city:per}: {goods}, {certificates}, {vp} PV.</translation>
    </message>
    <message>
        <source>{player} gains the profit of {city}: {raw} and {refined}.</source>
        <translation>{player} ottiene il profitto {city:di}: {raw} e {refined}.</translation>
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
    <message>
        <source>{player} sends {good} to the worksite {worksite}.</source>
        <translation>{player} invia {good} al cantiere {worksite}.</translation>
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
        <source>That is not possible in this phase of the turn.</source>
        <translation>Non è possibile in questa fase del turno.</translation>
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
        <source>You cannot use the city power now.</source>
        <translation>Ora non puoi usare il potere cittadino.</translation>
    </message>
    <message>
        <source>The city power cannot be used that way.</source>
        <translation>Il potere cittadino non si può usare così.</translation>
    </message>
    <message>
        <source>You do not have that refined good.</source>
        <translation>Non hai quella merce raffinata.</translation>
    </message>
    <message>
        <source>That building does not need this good.</source>
        <translation>Quell'edificio non richiede questa merce.</translation>
    </message>
    <message>
        <source>You have no free cart this turn.</source>
        <translation>Non hai carri liberi in questo turno.</translation>
    </message>
    <message>
        <source>Your certificate is below the worksite's level.</source>
        <translation>Il tuo certificato è inferiore al livello del cantiere.</translation>
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
        <source>That payment does not match the card's cost or your goods.</source>
        <translation>Quel pagamento non corrisponde al costo della carta o alle tue merci.</translation>
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
        <source>L W M S</source>
        <translation>P L M S</translation>
    </message>
    <message>
        <source>B P C G</source>
        <translation>Ca A Co V</translation>
    </message>
    <message>
        <source>S M L</source>
        <translation>P M G</translation>
    </message>
    <message>
        <source>Y G R B</source>
        <translation>G V R B</translation>
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
        <translation>Certificato {good}, livello {level}</translation>
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
    <message numerus="yes">
        <source>gain %n {good}</source>
        <translation>
            <numerusform>ottieni %n {good}</numerusform>
            <numerusform>ottieni %n {good}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>gain %n {good} to use this turn</source>
        <translation>
            <numerusform>ottieni %n {good} da usare in questo turno</numerusform>
            <numerusform>ottieni %n {good} da usare in questo turno</numerusform>
        </translation>
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
        <source>Gain 1 {good}</source>
        <translation>Ottieni 1 {good}</translation>
    </message>
    <message numerus="yes">
        <source>Push the {good} certificate %n columns right</source>
        <translation>
            <numerusform>Sposta il certificato {good} di %n colonna a destra</numerusform>
            <numerusform>Sposta il certificato {good} di %n colonne a destra</numerusform>
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
    <name>sipario</name>
    <message>
        <source>{player} sells {amount} PN of notoriety to pay in gold.</source>
        <translation>{player} cede {amount} PN di notorietà per pagare in oro.</translation>
    </message>
    <message>
        <source>You draw: {cards}.</source>
        <translation>Peschi: {cards}.</translation>
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
        <translation>Sipario {player:su}: inizia la Concorrenza sleale.</translation>
    </message>
    <message>
        <source>{player} completes the cast of {opera}: {card} as {role:art}.</source>
        <translation>{player} completa il cast {opera:di}: {card} nel ruolo {role:di}.</translation>
    </message>
    <message>
        <source>{player} also asks for {cards}.</source>
        <translation>{player} chiede anche {cards}.</translation>
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
        <translation>Cedi {given} e ricevi {taken}.</translation>
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
        <source>Discard down to 13 cards first.</source>
        <translation>Prima scarta fino a 13 carte.</translation>
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
        <source>You do not have enough gold.</source>
        <translation>Non hai abbastanza ori.</translation>
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
        <source>That card cannot be played there now.</source>
        <translation>Quella carta non si può giocare lì adesso.</translation>
    </message>
    <message>
        <source>That is not possible at this moment.</source>
        <translation>Non è possibile in questo momento.</translation>
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
        <translation>Sei cantanti divi, con grandi bonus e grandi pretese, entrano nel mazzo di gioco.</translation>
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
        <translation>Anche un Debuttante in una Parte prima perde 1 PN con Nervi d'acciaio.</translation>
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
        <translation>Un cantante interpreta un ruolo dell'altro sesso: 0 PN da Parte seconda, −1 da Parte prima.</translation>
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
        <translation>Un Debuttante canta una Parte prima, o un'Ugola d'oro un Ruolo principale (−1 PN). Annulla Tremarella e Fuga d'amore.</translation>
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
        <translation>Un Debuttante canta una Parte prima (−1 PN) o un'Ugola d'oro un Ruolo principale (−2 PN); non protestabile. Annulla il Protesto.</translation>
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
        <source>A Debutant sings a First part or a Golden Throat a Principal role. With Sublime Aria: +2 PN more.</source>
        <translation>Un Debuttante canta una Parte prima o un'Ugola d'oro un Ruolo principale. Con l'Aria sublime: +2 PN in più.</translation>
    </message>
    <message>
        <source>Clamorous Off-Key Note</source>
        <translation>Stecca clamorosa</translation>
    </message>
    <message>
        <source>−1 PN on a First part (−2 on a Golden Throat in a Principal role). Cancels Sublime Aria.</source>
        <translation>−1 PN su una Parte prima (−2 su un'Ugola d'oro da protagonista). Annulla l'Aria sublime.</translation>
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
        <translation>Parte prima</translation>
    </message>
    <message>
        <source>Second part</source>
        <translation>Parte seconda</translation>
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
        <source>⏱ {time} left</source>
        <translation>⏱ restano {time}</translation>
    </message>
    <message>
        <source>⏱ Time is up</source>
        <translation>⏱ Tempo scaduto</translation>
    </message>
    <message>
        <source>Last round of the deal</source>
        <translation>Ultimo round della smazzata</translation>
    </message>
    <message>
        <source>“Opening with a bang” +5 PN still to win</source>
        <translation>«Debutto col botto» +5 PN ancora in palio</translation>
    </message>
    <message>
        <source>“Lightning start” +3 PN still to win</source>
        <translation>«Partenza fulminea» +3 PN ancora in palio</translation>
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
            <numerusform>Pila dei debutti: %n carta (nessuno vi pesca)</numerusform>
            <numerusform>Pila dei debutti: %n carte (nessuno vi pesca)</numerusform>
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
        <translation>{gold} pagati</translation>
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
        <translation>Fiasco annunciato: {player} trascina qui il titolo da far fallire.</translation>
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
        <translation>Debutta un titolo, gioca una carta turno su un avversario o termina il turno.</translation>
    </message>
    <message>
        <source>Play a turn card on an opponent, or end the turn.</source>
        <translation>Gioca una carta turno su un avversario o termina il turno.</translation>
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
        <source>That is not possible in this phase.</source>
        <translation>Non è possibile in questa fase.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Quella carta non è nella tua mano.</translation>
    </message>
    <message>
        <source>A bid holds at most one number card.</source>
        <translation>Un'offerta contiene al massimo una carta numero.</translation>
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
        <source>Without a number card you may play only one money card.</source>
        <translation>Senza carta numero puoi giocare una sola carta denaro.</translation>
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
        <source>Choose another player, not yourself.</source>
        <translation>Scegli un altro giocatore, non te stesso.</translation>
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
