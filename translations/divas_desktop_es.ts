<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AutosaveBanner</name>
    <message>
        <source>Save a copy elsewhere…</source>
        <translation>Guardar una copia en otro sitio…</translation>
    </message>
    <message>
        <source>The game could not be saved automatically: if the computer stops now, the last moves are lost. Saving is tried again after the next move.</source>
        <translation>No se ha podido guardar la partida automáticamente: si el ordenador se detiene ahora, se perderán las últimas jugadas. Se volverá a intentar tras la próxima jugada.</translation>
    </message>
</context>
<context>
    <name>BoardArea</name>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Play the computer's next move (Space)</source>
        <translation>Juega la siguiente jugada del ordenador (Espacio)</translation>
    </message>
    <message>
        <source>The computer waits: press Space or click Next.</source>
        <translation>El ordenador espera: pulsa Espacio o haz clic en Siguiente.</translation>
    </message>
    <message>
        <source>Players ▸</source>
        <translation>Jugadores ▸</translation>
    </message>
    <message>
        <source>◂ Players</source>
        <translation>◂ Jugadores</translation>
    </message>
    <message>
        <source>Fold away the players and log column (F9): the board gets the room</source>
        <translation>Pliega la columna de jugadores y crónica (F9): el tablero gana ese espacio</translation>
    </message>
    <message>
        <source>Show the players and log column (F9)</source>
        <translation>Muestra la columna de jugadores y crónica (F9)</translation>
    </message>
</context>
<context>
    <name>BoardPanels</name>
    <message>
        <source>Which move do you mean?</source>
        <translation>¿Qué jugada quieres hacer?</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Tecla: {key}</translation>
    </message>
    <message>
        <source>Esc or a click closes the card</source>
        <translation>Esc o un clic cierra la carta</translation>
    </message>
    <message>
        <source>Esc or a click outside closes it</source>
        <translation>Esc o un clic fuera lo cierra</translation>
    </message>
    <message>
        <source>Enter chooses · Esc cancels</source>
        <translation>Intro elige · Esc cancela</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>↑↓ row · ←→ amount · Enter confirms · Esc cancels</source>
        <translation>↑↓ fila · ←→ cantidad · Intro confirma · Esc cancela</translation>
    </message>
    <message>
        <source>Total: {sum} of {total}</source>
        <translation>Total: {sum} de {total}</translation>
    </message>
    <message>
        <source>Total: {sum}</source>
        <translation>Total: {sum}</translation>
    </message>
    <message>
        <source>not a legal choice</source>
        <translation>elección no permitida</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>Desde tu último turno</translation>
    </message>
    <message>
        <source>… and {count} earlier</source>
        <translation>… y {count} líneas anteriores</translation>
    </message>
    <message>
        <source>A click or a key closes this.</source>
        <translation>Un clic o una tecla cierra este recuadro.</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Coach</source>
        <translation>Instructor</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Play a real game with these options</source>
        <translation>Jugar una partida de verdad con estas opciones</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Dejar la lección</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Lección completada</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Paso {n} de {total}</translation>
    </message>
    <message>
        <source>Rule {clause} ›</source>
        <translation>Regla {clause} ›</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>{player}, it is your turn.</source>
        <translation>{player}, es tu turno.</translation>
    </message>
    <message>
        <source>Sipario!</source>
        <translation>¡Telón!</translation>
    </message>
    <message>
        <source>Others, please look away. Click or press Enter to raise the curtain.</source>
        <translation>Los demás, por favor, no miréis. Haz clic o pulsa Intro para levantar el telón.</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo ha salido mal</translation>
    </message>
    <message>
        <source>An unexpected error happened. Your game has been saved and goes on; if it happens again, please report the details below.</source>
        <translation>Se ha producido un error inesperado. La partida se ha guardado y continúa; si vuelve a ocurrir, informa de los detalles que aparecen abajo.</translation>
    </message>
</context>
<context>
    <name>FileFailures</name>
    <message>
        <source>The disk is full: free some space.</source>
        <translation>El disco está lleno: libera algo de espacio.</translation>
    </message>
    <message>
        <source>The folder of the autosaves cannot be written to.</source>
        <translation>No se puede escribir en la carpeta de las partidas guardadas automáticamente.</translation>
    </message>
    <message>
        <source>The folder of the autosaves is missing.</source>
        <translation>Falta la carpeta de las partidas guardadas automáticamente.</translation>
    </message>
    <message>
        <source>The name is too long for this disk.</source>
        <translation>El nombre es demasiado largo para este disco.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>This game is already open in another window.</source>
        <translation>Esta partida ya está abierta en otra ventana.</translation>
    </message>
    <message>
        <source>This game is open in another window</source>
        <translation>Esta partida está abierta en otra ventana</translation>
    </message>
    <message>
        <source>This game is open in another Divas Desktop window. Two windows playing it would overwrite each other's moves. You can open a copy here: it is saved apart, and the game in the other window goes on untouched.</source>
        <translation>Esta partida está abierta en otra ventana de Divas Desktop. Si dos ventanas la jugaran a la vez, cada una borraría las jugadas de la otra. Puedes abrir aquí una copia: se guarda aparte y la partida de la otra ventana sigue intacta.</translation>
    </message>
    <message>
        <source>Open a copy</source>
        <translation>Abrir una copia</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Divas Desktop games (*.divas)</source>
        <translation>Partidas de Divas Desktop (*.divas)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Loading {file}…</source>
        <translation>Cargando {file}…</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>No se puede abrir esta partida</translation>
    </message>
    <message>
        <source>A copy was opened: it is saved apart.</source>
        <translation>Se ha abierto una copia: se guarda aparte.</translation>
    </message>
    <message>
        <source>Loading was cancelled; nothing changed.</source>
        <translation>Carga cancelada: no ha cambiado nada.</translation>
    </message>
    <message>
        <source>Its files were kept, so they can be sent with a bug report:
{files}</source>
        <translation>Sus archivos se han conservado para poder enviarlos con un informe de error:
{files}</translation>
    </message>
    <message>
        <source>Saved with older rules</source>
        <translation>Guardada con reglas anteriores</translation>
    </message>
    <message>
        <source>Continue from move {kept}</source>
        <translation>Continuar desde la jugada {kept}</translation>
    </message>
    <message>
        <source>Keep the file untouched</source>
        <translation>Dejar el archivo intacto</translation>
    </message>
    <message>
        <source>The file was left untouched.</source>
        <translation>El archivo no se ha tocado.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>No se ha podido guardar la partida</translation>
    </message>
    <message>
        <source>This file is open in another Divas Desktop window: saving here would overwrite that game. Save under another name.</source>
        <translation>Este archivo está abierto en otra ventana de Divas Desktop: si guardas aquí, sobrescribirás esa partida. Guarda con otro nombre.</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Guardada en {file}</translation>
    </message>
    <message>
        <source>This game is already on the table.</source>
        <translation>Esta partida ya está sobre la mesa.</translation>
    </message>
    <message>
        <source>Loading the unfinished game…</source>
        <translation>Cargando la partida sin terminar…</translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed</source>
        <translation>La partida sin terminar no se puede reanudar</translation>
    </message>
    <message>
        <source>a game that cannot be read</source>
        <translation>una partida ilegible</translation>
    </message>
    <message>
        <source>Discard the unfinished game of {game} ({players})? It cannot be brought back.</source>
        <translation>¿Descartar la partida sin terminar de {game} ({players})? No se podrá recuperar.</translation>
    </message>
    <message>
        <source>Discard the game?</source>
        <translation>¿Descartar la partida?</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Conservarla</translation>
    </message>
</context>
<context>
    <name>LessonHost</name>
    <message>
        <source>Done {count} of {repeat}.</source>
        <translation>Hecho: {count} de {repeat}.</translation>
    </message>
</context>
<context>
    <name>Loading</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Performance log</source>
        <translation>Crónica de la función</translation>
    </message>
    <message>
        <source>{player} moves</source>
        <translation>Turno de {player}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>A&amp;justar a la ventana</translation>
    </message>
    <message>
        <source>&amp;About Divas Desktop</source>
        <translation>&amp;Acerca de Divas Desktop</translation>
    </message>
    <message>
        <source>The &amp;rule for this moment</source>
        <translation>La &amp;regla de este momento</translation>
    </message>
    <message>
        <source>Show &amp;tips for new phases</source>
        <translation>Mostrar &amp;consejos para las fases nuevas</translation>
    </message>
    <message>
        <source>&amp;Legend of the board (?)</source>
        <translation>&amp;Leyenda del tablero (?)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;recientes</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Pace of play</source>
        <translation>&amp;Ritmo de juego</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantáneo</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <source>&amp;Step by step</source>
        <translation>&amp;Paso a paso</translation>
    </message>
    <message>
        <source>Computer turns wait for Next at every beat</source>
        <translation>Los turnos del ordenador esperan «Siguiente» en cada momento</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>&amp;Jugada siguiente</translation>
    </message>
    <message>
        <source>Players and &amp;log column</source>
        <translation>Columna de jugadores y &amp;crónica</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>The language cannot change</source>
        <translation>El idioma no puede cambiar</translation>
    </message>
    <message>
        <source>Rule {clause}</source>
        <translation>Regla {clause}</translation>
    </message>
    <message>
        <source>Open the rules reference at this rule</source>
        <translation>Abrir el reglamento en esta regla</translation>
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
        <translation>La función ha terminado. ¡Bravo!</translation>
    </message>
    <message>
        <source>Sipario! Waiting for {player}</source>
        <translation>¡Telón! Esperando a {player}</translation>
    </message>
    <message>
        <source>{player}, it is your move.</source>
        <translation>{player}, te toca jugar.</translation>
    </message>
    <message>
        <source>Waiting for {players}…</source>
        <translation>Esperando a {players}…</translation>
    </message>
    <message>
        <source>The game is saved automatically again.</source>
        <translation>La partida vuelve a guardarse automáticamente.</translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation>Cómo se juega a {game}</translation>
    </message>
    <message>
        <source>Rule {clause} is not in the reference.</source>
        <translation>La regla {clause} no está en el reglamento.</translation>
    </message>
    <message>
        <source>About Divas Desktop</source>
        <translation>Acerca de Divas Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Divas Desktop {version}&lt;/h3&gt;&lt;p&gt;Sipario!, Turandot, The Battle of the Divas and Opera Magna for 2–5 players on one screen, with every rule enforced.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Divas Desktop {version}&lt;/h3&gt;&lt;p&gt;Sipario!, Turandot, La batalla de las divas y Opera Magna para 2 a 5 jugadores en una sola pantalla, con todas las reglas aplicadas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The {language} texts are missing from this installation ({file} was not found), so the language cannot change. Reinstall Divas Desktop, or from the source run `python tools/i18n.py compile`.</source>
        <translation>Faltan los textos en {language} en esta instalación (no se ha encontrado {file}), así que el idioma no puede cambiar. Reinstala Divas Desktop o, desde el código fuente, ejecuta `python tools/i18n.py compile`.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Bid in secret for singers and cast Puccini's Turandot.</source>
        <translation>Puja en secreto por los cantantes y pon en escena la Turandot de Puccini.</translation>
    </message>
    <message>
        <source>Rival impresarios cast singers, stage operas and sabotage each other's debuts.</source>
        <translation>Empresarios rivales contratan cantantes, estrenan óperas y se sabotean los estrenos.</translation>
    </message>
    <message>
        <source>Callas against Tebaldi: perform operas, play the piano, write your legend.</source>
        <translation>Callas contra Tebaldi: interpreta óperas, toca el piano, escribe tu leyenda.</translation>
    </message>
    <message>
        <source>Workshop masters trade across the Mediterranean to build Florence's cathedral.</source>
        <translation>Maestros de taller comercian por el Mediterráneo para construir la catedral de Florencia.</translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation>por sorteo</translation>
    </message>
    <message>
        <source>In this game each seat plays a character with her own colour.</source>
        <translation>En este juego cada puesto es un personaje con su propio color.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>A new performance</source>
        <translation>Una nueva función</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Número de partida</translation>
    </message>
    <message>
        <source>More options</source>
        <translation>Más opciones</translation>
    </message>
    <message>
        <source>The game number that deals the same cards again, and limits</source>
        <translation>El número de partida que reparte las mismas cartas, y los límites</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatorio</translation>
    </message>
    <message>
        <source>How many people or computer players take part</source>
        <translation>Cuántos jugadores participan, personas u ordenador</translation>
    </message>
    <message>
        <source>The same game number deals the same cards again</source>
        <translation>El mismo número de partida reparte de nuevo las mismas cartas</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Jugado por</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>How well the computer plays this seat</source>
        <translation>Lo bien que el ordenador juega este puesto</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} jugadores</translation>
    </message>
    <message>
        <source>{low}–{high} minutes</source>
        <translation>{low}–{high} minutos</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Carpeta de archivos</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>Archivo %1</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Acceso directo</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Ficheros de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Curtain call</source>
        <translation>Saludos finales</translation>
    </message>
    <message>
        <source>Curtain call!</source>
        <translation>¡Saludos finales!</translation>
    </message>
    <message>
        <source>Bravi! Winner: {names}</source>
        <translation>¡Bravo! Gana: {names}</translation>
    </message>
    <message>
        <source>Bravi! Winners: {names}</source>
        <translation>¡Bravo! Ganan: {names}</translation>
    </message>
    <message>
        <source>Tie-break: {how}</source>
        <translation>Desempate: {how}</translation>
    </message>
    <message>
        <source>{place}. {name}</source>
        <translation>{place}. {name}</translation>
    </message>
    <message>
        <source>★ Winner</source>
        <translation>★ Victoria</translation>
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
        <translation>Volver a donde estabas leyendo</translation>
    </message>
    <message>
        <source>Search the rules…</source>
        <translation>Buscar en las reglas…</translation>
    </message>
    <message>
        <source>Shows only the paragraphs with every word you type.</source>
        <translation>Muestra solo los párrafos que contienen todas las palabras que escribes.</translation>
    </message>
    <message>
        <source>Contents: click a heading to go there.</source>
        <translation>Índice: haz clic en un título para ir allí.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>Click to see it large</source>
        <translation>Haz clic para verla en grande</translation>
    </message>
    <message>
        <source>Show in the rules</source>
        <translation>Mostrar en las reglas</translation>
    </message>
    <message>
        <source>No paragraph has these words.</source>
        <translation>Ningún párrafo contiene estas palabras.</translation>
    </message>
    <message numerus="yes">
        <source>%n paragraphs found</source>
        <translation>
            <numerusform>%n párrafo encontrado</numerusform>
            <numerusform>%n párrafos encontrados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>ordenador, {level}</translation>
    </message>
    <message>
        <source>at the screen</source>
        <translation>ante la pantalla</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatColour</name>
    <message>
        <source>orange</source>
        <translation>naranja</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>celeste</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>vermilion</source>
        <translation>bermellón</translation>
    </message>
</context>
<context>
    <name>TipBar</name>
    <message>
        <source>Show me the rule</source>
        <translation>Muéstrame la regla</translation>
    </message>
    <message>
        <source>Don't show tips again</source>
        <translation>No mostrar más consejos</translation>
    </message>
    <message>
        <source>Close the tip</source>
        <translation>Cerrar el consejo</translation>
    </message>
    <message>
        <source>Tip: {words}</source>
        <translation>Consejo: {words}</translation>
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
        <translation>Cuatro juegos de mesa sobre la ópera para 2 a 5 jugadores en una sola pantalla. Se aplican todas las reglas.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Abrir una partida guardada…</translation>
    </message>
    <message>
        <source>Learn to play…</source>
        <translation>Aprende a jugar…</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Partidas sin terminar</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message numerus="yes">
        <source>%n moves played</source>
        <translation>
            <numerusform>%n jugada hecha</numerusform>
            <numerusform>%n jugadas hechas</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round} · {moves}</source>
        <translation>ronda {round} · {moves}</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Última vez</translation>
    </message>
    <message>
        <source>{lesson} · step {n} of {total}</source>
        <translation>{lesson} · paso {n} de {total}</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Discard…</source>
        <translation>Descartar…</translation>
    </message>
    <message>
        <source>A game that cannot be read</source>
        <translation>Una partida ilegible</translation>
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
        <translation>¡Sipario!</translation>
    </message>
    <message>
        <source>The Battle of the Divas</source>
        <translation>La batalla de las divas</translation>
    </message>
    <message>
        <source>Opera Magna</source>
        <translation>Opera Magna</translation>
    </message>
    <message>
        <source>Athens</source>
        <translation>Atenas</translation>
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
        <translation>El Cairo</translation>
    </message>
    <message>
        <source>Cappadocia</source>
        <translation>Capadocia</translation>
    </message>
    <message>
        <source>Dresden</source>
        <translation>Dresde</translation>
    </message>
    <message>
        <source>Hamburg</source>
        <translation>Hamburgo</translation>
    </message>
    <message>
        <source>Lisbon</source>
        <translation>Lisboa</translation>
    </message>
    <message>
        <source>London</source>
        <translation>Londres</translation>
    </message>
    <message>
        <source>Mexico City</source>
        <translation>Ciudad de México</translation>
    </message>
    <message>
        <source>Milan</source>
        <translation>Milán</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Montecarlo</translation>
    </message>
    <message>
        <source>Moscow</source>
        <translation>Moscú</translation>
    </message>
    <message>
        <source>Munich</source>
        <translation>Múnich</translation>
    </message>
    <message>
        <source>Naples</source>
        <translation>Nápoles</translation>
    </message>
    <message>
        <source>Neuilly-sur-Seine</source>
        <translation>Neuilly-sur-Seine</translation>
    </message>
    <message>
        <source>New York</source>
        <translation>Nueva York</translation>
    </message>
    <message>
        <source>Paris</source>
        <translation>París</translation>
    </message>
    <message>
        <source>Parma</source>
        <translation>Parma</translation>
    </message>
    <message>
        <source>Pesaro</source>
        <translation>Pésaro</translation>
    </message>
    <message>
        <source>Prague</source>
        <translation>Praga</translation>
    </message>
    <message>
        <source>Rio de Janeiro</source>
        <translation>Río de Janeiro</translation>
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
        <translation>Escorpios</translation>
    </message>
    <message>
        <source>Tokyo</source>
        <translation>Tokio</translation>
    </message>
    <message>
        <source>Turin</source>
        <translation>Turín</translation>
    </message>
    <message>
        <source>Venice</source>
        <translation>Venecia</translation>
    </message>
    <message>
        <source>Verona</source>
        <translation>Verona</translation>
    </message>
    <message>
        <source>Vienna</source>
        <translation>Viena</translation>
    </message>
    <message>
        <source>Weimar</source>
        <translation>Weimar</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Esa jugada no está permitida ahora.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>There is nothing you may take back.</source>
        <translation>No hay nada que puedas deshacer.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>No hay nada que rehacer.</translation>
    </message>
    <message>
        <source>Nothing to take back: you have made no decision yet.</source>
        <translation>No hay nada que deshacer: todavía no has tomado ninguna decisión.</translation>
    </message>
    <message>
        <source>You cannot take it back: hidden cards have been shown to you since.</source>
        <translation>No puedes deshacerlo: desde entonces se te han mostrado cartas ocultas.</translation>
    </message>
    <message>
        <source>You cannot take it back: another player has decided since.</source>
        <translation>No puedes deshacerlo: desde entonces ha decidido otro jugador.</translation>
    </message>
    <message>
        <source>This game cannot be played with that many seats.</source>
        <translation>Este juego no se puede jugar con ese número de puestos.</translation>
    </message>
    <message>
        <source>The save points past the end of its own log.</source>
        <translation>La partida guardada apunta más allá del final de su propio registro.</translation>
    </message>
    <message>
        <source>Drop it on one of the highlighted places.</source>
        <translation>Suéltalo en uno de los lugares resaltados.</translation>
    </message>
    <message>
        <source>The file is too large to be a Divas save.</source>
        <translation>El archivo es demasiado grande para ser una partida de Divas.</translation>
    </message>
    <message>
        <source>This file is not a Divas Desktop save.</source>
        <translation>Este archivo no es una partida guardada de Divas Desktop.</translation>
    </message>
    <message>
        <source>This save was written by a newer version of Divas Desktop. Please update.</source>
        <translation>Esta partida la guardó una versión más reciente de Divas Desktop. Actualiza la aplicación.</translation>
    </message>
    <message>
        <source>This save is for a game this version does not know.</source>
        <translation>Esta partida es de un juego que esta versión no conoce.</translation>
    </message>
    <message>
        <source>The save file is damaged or incomplete.</source>
        <translation>El archivo de la partida está dañado o incompleto.</translation>
    </message>
    <message>
        <source>The moves stored in the save cannot be replayed; the file is damaged.</source>
        <translation>Las jugadas guardadas no se pueden reproducir: el archivo está dañado.</translation>
    </message>
    <message>
        <source>The save does not match its own check sum; the file is damaged.</source>
        <translation>La partida no coincide con su propia suma de control: el archivo está dañado.</translation>
    </message>
    <message>
        <source>The file could not be read or written.</source>
        <translation>No se ha podido leer o escribir el archivo.</translation>
    </message>
    <message>
        <source>The disk is full: nothing was lost; free some space or save elsewhere.</source>
        <translation>El disco está lleno: no se ha perdido nada; libera algo de espacio o guarda en otro sitio.</translation>
    </message>
    <message>
        <source>This folder cannot be written to (it is read-only, or not yours): nothing was lost; save elsewhere.</source>
        <translation>En esta carpeta no se puede escribir (es de solo lectura, o no es tuya): no se ha perdido nada; guarda en otro sitio.</translation>
    </message>
    <message>
        <source>The folder does not exist (any more: a removed drive?): nothing was lost; save elsewhere.</source>
        <translation>La carpeta no existe (ya no: ¿una unidad desconectada?): no se ha perdido nada; guarda en otro sitio.</translation>
    </message>
    <message>
        <source>The name is too long for this disk: nothing was lost; choose a shorter name.</source>
        <translation>El nombre es demasiado largo para este disco: no se ha perdido nada; elige un nombre más corto.</translation>
    </message>
    <message>
        <source>The file holds a number far too long for a save; it is not a Divas save.</source>
        <translation>El archivo contiene un número demasiado largo para una partida guardada: no es una partida de Divas.</translation>
    </message>
    <message>
        <source>The save holds {moves} moves, more than a whole game ever takes; it was not loaded.</source>
        <translation>La partida guardada contiene {moves} jugadas, más de las que lleva una partida entera: no se ha cargado.</translation>
    </message>
    <message>
        <source>A player name in the save is longer than {limit} characters; it was not loaded.</source>
        <translation>En la partida guardada el nombre de un jugador supera los {limit} caracteres: no se ha cargado.</translation>
    </message>
    <message>
        <source>The game was saved with older rules and no longer replays as it was played.</source>
        <translation>La partida se guardó con reglas anteriores y ya no se reproduce tal como se jugó.</translation>
    </message>
    <message>
        <source>This game of {game} was saved with older rules. Under the current rules it replays as it was played up to move {kept} (of {total}). Continue from there, or keep the file untouched?</source>
        <translation>Esta partida de {game} se guardó con reglas anteriores. Con las reglas actuales se reproduce tal como se jugó hasta la jugada {kept} (de {total}). ¿Continuar desde ahí o dejar el archivo intacto?</translation>
    </message>
    <message>
        <source>Loading was cancelled.</source>
        <translation>Carga cancelada.</translation>
    </message>
    <message>
        <source>Raise the curtain first: the player at the screen has not said who they are yet, and only they may take back their own moves.</source>
        <translation>Primero levanta el telón: quien está ante la pantalla aún no ha dicho quién es, y cada cual solo puede deshacer sus propias jugadas.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Plays sensible moves, with a newcomer's slips: a good start for learning.</source>
        <translation>Juega jugadas sensatas, con los despistes de un principiante: un buen comienzo para aprender.</translation>
    </message>
    <message>
        <source>Plays a sound game by rules of thumb, and decides at once.</source>
        <translation>Juega una partida sólida con reglas prácticas y decide enseguida.</translation>
    </message>
    <message>
        <source>Thinks up to a second a move, trying its options on the cards it may guess: a tough opponent.</source>
        <translation>Piensa hasta un segundo por jugada, probando sus opciones con las cartas que puede imaginar: un rival duro.</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} está pensando…</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} y {last}</translation>
    </message>
    <message>
        <source>The tie stands: the winners share the win.</source>
        <translation>El empate se mantiene: los ganadores comparten la victoria.</translation>
    </message>
    <message>
        <source>Prima Donna (demo)</source>
        <translation>Prima Donna (demo)</translation>
    </message>
    <message>
        <source>{player} sings an aria of strength {value} on stage.</source>
        <translation>{player} canta en escena un aria de fuerza {value}.</translation>
    </message>
    <message>
        <source>{player} sends the aria of strength {value} to the wings.</source>
        <translation>{player} envía entre bastidores el aria de fuerza {value}.</translation>
    </message>
    <message>
        <source>{player} sends a card to the wings.</source>
        <translation>{player} envía una carta entre bastidores.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} pasa.</translation>
    </message>
    <message>
        <source>An aria on stage must be at least as strong as the last one ({top}).</source>
        <translation>Un aria en escena debe ser al menos tan fuerte como la última ({top}).</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <source>Arias sung on stage ({count})</source>
        <translation>Arias cantadas en escena ({count})</translation>
    </message>
    <message>
        <source>Encore for the last aria</source>
        <translation>Bis por la última aria</translation>
    </message>
    <message>
        <source>Tie broken by the strongest single aria sung.</source>
        <translation>Empate resuelto por el aria más fuerte cantada.</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>Wings</source>
        <translation>Bastidores</translation>
    </message>
    <message>
        <source>Hand of {player}</source>
        <translation>Mano {player:de}</translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n cards</source>
        <translation>
            <numerusform>{player}: %n carta</numerusform>
            <numerusform>{player}: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Encore bonus</source>
        <translation>Bonificación del bis</translation>
    </message>
    <message>
        <source>Aria</source>
        <translation>Aria</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cartas en la mano</translation>
    </message>
    <message>
        <source>Encore bonus for the last aria</source>
        <translation>Bonificación del bis por la última aria</translation>
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
        <translation>{player} se mueve {note:a} (tecla {key}).</translation>
    </message>
    <message>
        <source>{player} places a {note} note on key {key}.</source>
        <translation>{player} coloca una nota {note} en la tecla {key}.</translation>
    </message>
    <message>
        <source>{player} flips the {note} note on key {key}.</source>
        <translation>{player} voltea la nota {note} de la tecla {key}.</translation>
    </message>
    <message>
        <source>{player} uses the black key: {first} and {second}.</source>
        <translation>{player} usa la tecla negra: {first} y {second}.</translation>
    </message>
    <message>
        <source>{player} expands her tessitura (keys {low}–{high}).</source>
        <translation>{player} amplía su tesitura (teclas {low}–{high}).</translation>
    </message>
    <message>
        <source>{player} reaches the end of the keyboard: +{points} VP.</source>
        <translation>{player} llega al extremo del teclado: +{points} PV.</translation>
    </message>
    <message>
        <source>The tessitura of {player} shrinks (keys {low}–{high}).</source>
        <translation>La tesitura {player:de} se reduce (teclas {low}–{high}).</translation>
    </message>
    <message>
        <source>A {note} note of {player} leaves the piano (key {key}).</source>
        <translation>Una nota {note} {player:de} sale del piano (tecla {key}).</translation>
    </message>
    <message>
        <source>{player} plays {card} on the Timeline.</source>
        <translation>{player} juega {card} en la línea temporal.</translation>
    </message>
    <message>
        <source>{player} places {card} on the Timeline without its event.</source>
        <translation>{player} coloca {card} en la línea temporal sin su evento.</translation>
    </message>
    <message>
        <source>{player} moves {card} one place on the Timeline.</source>
        <translation>{player} mueve {card} un lugar en la línea temporal.</translation>
    </message>
    <message>
        <source>{player} gains {points} VP.</source>
        <translation>{player} gana {points} PV.</translation>
    </message>
    <message>
        <source>{player} takes {card} back from her discard pile.</source>
        <translation>{player} recupera {card} de su pila de descartes.</translation>
    </message>
    <message>
        <source>{player} places her {instrument} in the orchestra: bonus ×{x}.</source>
        <translation>{player} coloca su {instrument:low} en la orquesta: bonificación ×{x}.</translation>
    </message>
    <message>
        <source>{player} places her conductor: +{points} VP.</source>
        <translation>{player} coloca a su director de orquesta: +{points} PV.</translation>
    </message>
    <message>
        <source>{player} has nothing left to place in the orchestra.</source>
        <translation>{player} ya no tiene nada que colocar en la orquesta.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Has robado {card}.</translation>
    </message>
    <message>
        <source>A deck is exhausted: {player} plays the last turn.</source>
        <translation>Se ha agotado un mazo: {player} juega el último turno.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} to play.</source>
        <translation>Turno {turn}: juega {player}.</translation>
    </message>
    <message>
        <source>The fifth opera is closed: the game is over.</source>
        <translation>Se ha cerrado la quinta ópera: la partida ha terminado.</translation>
    </message>
    <message>
        <source>The last turn is over: the game is over.</source>
        <translation>El último turno ha terminado: la partida ha terminado.</translation>
    </message>
    <message>
        <source>No cards left to play: the game is over.</source>
        <translation>No quedan cartas para jugar: la partida ha terminado.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <source>First play a card from your hand in an opera.</source>
        <translation>Primero juega una carta de tu mano en una ópera.</translation>
    </message>
    <message>
        <source>Move your Diva on the piano first.</source>
        <translation>Primero mueve a tu Diva por el piano.</translation>
    </message>
    <message>
        <source>That black key is not next to your Diva.</source>
        <translation>Esa tecla negra no está junto a tu Diva.</translation>
    </message>
    <message>
        <source>Choose one of the black keys next to your Diva.</source>
        <translation>Elige una de las teclas negras junto a tu Diva.</translation>
    </message>
    <message>
        <source>The chosen black key does not offer that action, or it is already used.</source>
        <translation>La tecla negra elegida no ofrece esa acción, o ya se ha usado.</translation>
    </message>
    <message>
        <source>That tessitura marker is already at the end of the keyboard.</source>
        <translation>Ese marcador de tesitura ya está en el extremo del teclado.</translation>
    </message>
    <message>
        <source>The instrument of this black key belongs to another opera house.</source>
        <translation>El instrumento de esta tecla negra pertenece a otro teatro.</translation>
    </message>
    <message>
        <source>There is no note of yours on that key.</source>
        <translation>No hay ninguna nota tuya en esa tecla.</translation>
    </message>
    <message>
        <source>That card cannot move that way.</source>
        <translation>Esa carta no puede moverse en esa dirección.</translation>
    </message>
    <message>
        <source>Points during play</source>
        <translation>Puntos durante la partida</translation>
    </message>
    <message>
        <source>Most instruments in the orchestra ({instruments})</source>
        <translation>Más instrumentos en la orquesta ({instruments})</translation>
    </message>
    <message>
        <source>Notes on the piano</source>
        <translation>Notas en el piano</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Línea temporal</translation>
    </message>
    <message>
        <source>Unfinished operas led</source>
        <translation>Óperas inacabadas en cabeza</translation>
    </message>
    <message>
        <source>Tie broken: more operas closed.</source>
        <translation>Empate resuelto: más óperas cerradas.</translation>
    </message>
    <message>
        <source>A perfect tie: the two divas share the victory.</source>
        <translation>Empate perfecto: las dos divas comparten la victoria.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Palco Reale expansion</source>
        <translation>Expansión Palco Reale</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Al azar</translation>
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
        <translation>Orden de la línea temporal</translation>
    </message>
    <message>
        <source>No later year of the same colour further left</source>
        <translation>Ningún año posterior del mismo color más a la izquierda</translation>
    </message>
    <message>
        <source>Longest chronological sequence</source>
        <translation>Secuencia cronológica más larga</translation>
    </message>
    <message>
        <source>Play a card in an opera</source>
        <translation>Juega una carta en una ópera</translation>
    </message>
    <message>
        <source>Move on the piano</source>
        <translation>Muévete por el piano</translation>
    </message>
    <message>
        <source>Choose a black key</source>
        <translation>Elige una tecla negra</translation>
    </message>
    <message>
        <source>Perform the black key's actions</source>
        <translation>Realiza las acciones de la tecla negra</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>Choose a key for your note.</source>
        <translation>Elige una tecla para tu nota.</translation>
    </message>
    <message>
        <source>Choose a rival note to flip.</source>
        <translation>Elige una nota rival para voltear.</translation>
    </message>
    <message>
        <source>Choose a rival note to remove.</source>
        <translation>Elige una nota rival para quitar.</translation>
    </message>
    <message numerus="yes">
        <source>%n Applause</source>
        <translation>
            <numerusform>%n Aplauso</numerusform>
            <numerusform>%n Aplausos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} plays {card} {house:at}.</source>
        <translation>{player} juega {card} {house:en}.</translation>
    </message>
    <message>
        <source>{player}: {amount} {house:at} (total {applause}).</source>
        <translation>{player}: {amount} {house:en} (total {applause}).</translation>
    </message>
    <message>
        <source>{player} sends her {note} {house:to}.</source>
        <translation>{player} envía su {note} {house:a}.</translation>
    </message>
    <message>
        <source>{player} closes {opera} {house:at}.</source>
        <translation>{player} cierra {opera} {house:en}.</translation>
    </message>
    <message>
        <source>{player} turns {points} into VP.</source>
        <translation>{player} convierte {points} en PV.</translation>
    </message>
    <message>
        <source>{personality:Art} applauds {player}: +{points} VP.</source>
        <translation>{personality:Art} aplaude {player:a}: +{points} PV.</translation>
    </message>
    <message>
        <source>{house:Art} will not score the Palco Reale again.</source>
        <translation>{house:Art} ya no puntuará en el Palco Reale.</translation>
    </message>
    <message>
        <source>{personality:Art} takes a seat in the Palco Reale.</source>
        <translation>{personality:Art} toma asiento en el Palco Reale.</translation>
    </message>
    <message>
        <source>{opera} opens {house:at}.</source>
        <translation>{opera} se estrena {house:en}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} shuffles her discards into a new deck (%n cards).</source>
        <translation>
            <numerusform>{player} baraja sus descartes en un nuevo mazo (%n carta).</numerusform>
            <numerusform>{player} baraja sus descartes en un nuevo mazo (%n cartas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} draws back up to four cards (%n drawn).</source>
        <translation>
            <numerusform>{player} roba hasta tener cuatro cartas (%n robada).</numerusform>
            <numerusform>{player} roba hasta tener cuatro cartas (%n robadas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your Diva cannot end her move on that key (up to %n keys).</source>
        <translation>
            <numerusform>Tu Diva no puede terminar su movimiento en esa tecla (hasta %n tecla).</numerusform>
            <numerusform>Tu Diva no puede terminar su movimiento en esa tecla (hasta %n teclas).</numerusform>
        </translation>
    </message>
    <message>
        <source>You need at least {minimum} to close this opera.</source>
        <translation>Necesitas al menos {minimum} para cerrar esta ópera.</translation>
    </message>
    <message>
        <source>Three Personalities in the royal box score every closing.</source>
        <translation>Tres Personalidades en el palco real puntúan cada ópera cerrada.</translation>
    </message>
    <message>
        <source>Who opens the game: the last to have been to the opera.</source>
        <translation>Quién abre la partida: la última en haber ido a la ópera.</translation>
    </message>
    <message>
        <source>How the final Timeline scoring judges chronological order.</source>
        <translation>Cómo juzga el orden cronológico la puntuación final de la línea temporal.</translation>
    </message>
    <message numerus="yes">
        <source>Choose a house to gain Fame (%n left).</source>
        <translation>
            <numerusform>Elige un teatro donde ganar Fama (queda %n).</numerusform>
            <numerusform>Elige un teatro donde ganar Fama (quedan %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expand your tessitura (%n left).</source>
        <translation>
            <numerusform>Amplía tu tesitura (queda %n).</numerusform>
            <numerusform>Amplía tu tesitura (quedan %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move Timeline cards (%n steps left).</source>
        <translation>
            <numerusform>Mueve cartas de la línea temporal (queda %n paso).</numerusform>
            <numerusform>Mueve cartas de la línea temporal (quedan %n pasos).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play cards to the Timeline without their events (%n left).</source>
        <translation>
            <numerusform>Juega una carta en la línea temporal sin su evento (queda %n).</numerusform>
            <numerusform>Juega cartas en la línea temporal sin sus eventos (quedan %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a house to gain {amount}.</source>
        <translation>Elige un teatro donde ganar {amount}.</translation>
    </message>
    <message>
        <source>Choose a house where your rival loses {amount}.</source>
        <translation>Elige un teatro donde tu rival pierde {amount}.</translation>
    </message>
    <message>
        <source>Choose a rival tessitura marker to move inward.</source>
        <translation>Elige un marcador de tesitura rival para moverlo hacia dentro.</translation>
    </message>
    <message>
        <source>Play a card from your hand into an opera.</source>
        <translation>Juega una carta de tu mano en una ópera.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>La Scala</source>
        <translation>La Scala</translation>
    </message>
    <message>
        <source>Wiener Staatsoper</source>
        <translation>Ópera Estatal de Viena</translation>
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
        <translation>Violín</translation>
    </message>
    <message>
        <source>Clarinet</source>
        <translation>Clarinete</translation>
    </message>
    <message>
        <source>Trumpet</source>
        <translation>Trompeta</translation>
    </message>
    <message>
        <source>Drum</source>
        <translation>Tambor</translation>
    </message>
    <message>
        <source>Increase Fame</source>
        <translation>Aumentar la Fama</translation>
    </message>
    <message>
        <source>Expand Tessitura</source>
        <translation>Ampliar la tesitura</translation>
    </message>
    <message>
        <source>Play a card on the Timeline</source>
        <translation>Jugar una carta en la línea temporal</translation>
    </message>
    <message>
        <source>red</source>
        <translation>roja</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morada</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanca</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
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
        <translation>Habilidad de Callas: gana 1 paso de Fama en un teatro a tu elección.</translation>
    </message>
    <message>
        <source>Film and stage director who staged Callas in five La Scala productions, from La vestale (1954) to Ifigenia in Tauride (1957).</source>
        <translation>Director de cine y de escena que dirigió a Callas en cinco producciones de La Scala, de La vestale (1954) a Ifigenia en Táuride (1957).</translation>
    </message>
    <message>
        <source>Pier Paolo Pasolini</source>
        <translation>Pier Paolo Pasolini</translation>
    </message>
    <message>
        <source>Poet and film-maker who cast Callas as Medea in his 1969 film.</source>
        <translation>Poeta y cineasta que eligió a Callas como Medea en su película de 1969.</translation>
    </message>
    <message>
        <source>Aristotle Onassis</source>
        <translation>Aristóteles Onassis</translation>
    </message>
    <message>
        <source>Greek shipowner, Callas's companion from 1959 until his marriage in 1968.</source>
        <translation>Armador griego, compañero de Callas desde 1959 hasta su boda en 1968.</translation>
    </message>
    <message>
        <source>Elvira de Hidalgo</source>
        <translation>Elvira de Hidalgo</translation>
    </message>
    <message>
        <source>Spanish soprano who taught the young Callas in Athens.</source>
        <translation>Soprano española que fue maestra de la joven Callas en Atenas.</translation>
    </message>
    <message>
        <source>Young Promise</source>
        <translation>Joven promesa</translation>
    </message>
    <message>
        <source>Expand your tessitura once.</source>
        <translation>Amplía una vez tu tesitura.</translation>
    </message>
    <message>
        <source>Aged 13, Maria Kalogeropoulou arrives in Athens from New York and enters the National Conservatory.</source>
        <translation>Con 13 años, Maria Kalogeropoulou llega a Atenas desde Nueva York e ingresa en el Conservatorio Nacional.</translation>
    </message>
    <message>
        <source>Italian Debut</source>
        <translation>Debut italiano</translation>
    </message>
    <message>
        <source>+1 Applause in a house of your choice.</source>
        <translation>+1 Aplauso en un teatro a tu elección.</translation>
    </message>
    <message>
        <source>Callas makes her Italian debut at the Arena di Verona in La Gioconda.</source>
        <translation>Callas debuta en Italia en la Arena de Verona con La Gioconda.</translation>
    </message>
    <message>
        <source>Conquering Buenos Aires</source>
        <translation>Conquistando Buenos Aires</translation>
    </message>
    <message>
        <source>+2 Fame at the Teatro Colón.</source>
        <translation>+2 Fama en el Teatro Colón.</translation>
    </message>
    <message>
        <source>At the Teatro Colón, Callas sings Turandot, Norma and Aida.</source>
        <translation>En el Teatro Colón, Callas canta Turandot, Norma y Aida.</translation>
    </message>
    <message>
        <source>Advertising Broadcasts</source>
        <translation>Emisiones publicitarias</translation>
    </message>
    <message>
        <source>+1 Fame in two different houses.</source>
        <translation>+1 Fama en dos teatros distintos.</translation>
    </message>
    <message>
        <source>Callas sings on Italian radio and makes her first recordings, for Cetra in Turin.</source>
        <translation>Callas canta en la radio italiana y graba sus primeros discos, para Cetra en Turín.</translation>
    </message>
    <message>
        <source>Master Skill</source>
        <translation>Habilidad magistral</translation>
    </message>
    <message>
        <source>Place a note on any key inside your tessitura.</source>
        <translation>Coloca una nota en cualquier tecla dentro de tu tesitura.</translation>
    </message>
    <message>
        <source>In Mexico City, Callas crowns the second act of Aida with a high E-flat.</source>
        <translation>En Ciudad de México, Callas corona el segundo acto de Aida con un mi bemol agudo.</translation>
    </message>
    <message>
        <source>Milanese Fever</source>
        <translation>Fiebre milanesa</translation>
    </message>
    <message>
        <source>+2 Fame at La Scala.</source>
        <translation>+2 Fama en La Scala.</translation>
    </message>
    <message>
        <source>Callas sings Norma at La Scala early in 1952 and opens its next season as Lady Macbeth: Milan is hers.</source>
        <translation>Callas canta Norma en La Scala a comienzos de 1952 e inaugura su temporada siguiente como Lady Macbeth: Milán es suya.</translation>
    </message>
    <message>
        <source>Callas opens La Scala's 1954 season with La vestale; Karajan's Lucia then takes her to Berlin (1955) and to the Vienna Staatsoper (1956).</source>
        <translation>Callas inaugura la temporada de 1954 de La Scala con La vestale; la Lucia de Karajan la lleva después a Berlín (1955) y a la Ópera Estatal de Viena (1956).</translation>
    </message>
    <message>
        <source>Zeffirelli's Tosca at Covent Garden, with Tito Gobbi as Scarpia, brings Callas back to the stage in triumph.</source>
        <translation>La Tosca de Zeffirelli en el Covent Garden, con Tito Gobbi como Scarpia, devuelve a Callas a los escenarios en triunfo.</translation>
    </message>
    <message>
        <source>After marrying Jacqueline Kennedy, Onassis seeks Callas out again.</source>
        <translation>Tras casarse con Jacqueline Kennedy, Onassis vuelve a buscar a Callas.</translation>
    </message>
    <message>
        <source>A heavy schedule tires Tebaldi's voice, and she has to rest it.</source>
        <translation>Una agenda intensa fatiga la voz de Tebaldi, que debe dejarla descansar.</translation>
    </message>
    <message>
        <source>After La forza del destino in 1955, Tebaldi leaves La Scala, now Callas's stronghold, and makes the Met her home.</source>
        <translation>Tras La forza del destino en 1955, Tebaldi deja La Scala, ya feudo de Callas, y hace del Met su casa.</translation>
    </message>
    <message>
        <source>Rome's Opera opens 1958 with a gala Norma, and the title role, one of Callas's great parts, is hers.</source>
        <translation>La Ópera de Roma abre 1958 con una Norma de gala, y el papel protagonista, uno de los grandes papeles de Callas, es para ella.</translation>
    </message>
    <message>
        <source>Young Tebaldi sings Mimì in Parma in 1945, in the last months of the war.</source>
        <translation>La joven Tebaldi canta Mimì en Parma en 1945, en los últimos meses de la guerra.</translation>
    </message>
    <message>
        <source>Tebaldi's first role abroad: Donna Elvira in Mozart's Don Giovanni at the São Carlos in Lisbon, in 1949 (the card says 1947).</source>
        <translation>El primer papel de Tebaldi en el extranjero: Donna Elvira en el Don Giovanni de Mozart, en el São Carlos de Lisboa, en 1949 (la carta dice 1947).</translation>
    </message>
    <message>
        <source>Encouraged by Toscanini, Tebaldi takes on Aida, a role she thought meant for a heavier voice, and triumphs in it at La Scala.</source>
        <translation>Animada por Toscanini, Tebaldi aborda Aida, un papel que creía para una voz más dramática, y triunfa en La Scala.</translation>
    </message>
    <message>
        <source>Tebaldi's tours take her as far as Japan.</source>
        <translation>Las giras de Tebaldi la llevan hasta Japón.</translation>
    </message>
    <message>
        <source>European Tour</source>
        <translation>Gira europea</translation>
    </message>
    <message numerus="yes">
        <source>Fame {house:at} moves %n steps toward {player}.</source>
        <translation>
            <numerusform>La Fama {house:en} se mueve %n paso hacia {player}.</numerusform>
            <numerusform>La Fama {house:en} se mueve %n pasos hacia {player}.</numerusform>
        </translation>
    </message>
    <message>
        <source>First answer the choice the card asks for, or press Done to decline it.</source>
        <translation>Primero responde a la elección que pide la carta, o pulsa Hecho para renunciar a ella.</translation>
    </message>
    <message>
        <source>Fame {house:at} is already {limit} steps toward you: it can go no further.</source>
        <translation>La Fama {house:en} ya está a {limit} pasos hacia ti: no puede ir más allá.</translation>
    </message>
    <message>
        <source>This event gives Fame in different houses: {house} has had its step.</source>
        <translation>Este evento da Fama en teatros distintos: {house} ya ha tenido su paso.</translation>
    </message>
    <message>
        <source>Key {key} already holds a note: choose a free key.</source>
        <translation>La tecla {key} ya tiene una nota: elige una tecla libre.</translation>
    </message>
    <message>
        <source>Key {key} is not next to your Diva: the note goes on a neighbouring key.</source>
        <translation>La tecla {key} no está junto a tu Diva: la nota va en una tecla vecina.</translation>
    </message>
    <message>
        <source>You cannot sing key {key}: it is outside your tessitura, or no such note is left in your reserve.</source>
        <translation>No puedes cantar la tecla {key}: está fuera de tu tesitura, o no te queda esa nota en la reserva.</translation>
    </message>
    <message>
        <source>There is no note of your rival on key {key}.</source>
        <translation>En la tecla {key} no hay ninguna nota de tu rival.</translation>
    </message>
    <message>
        <source>Your rival has no Applause {house:at} to lose.</source>
        <translation>Tu rival no tiene Aplausos que perder {house:en}.</translation>
    </message>
    <message>
        <source>The actions left on your black key do not include the Timeline: a card goes there only with that action.</source>
        <translation>Entre las acciones que le quedan a tu tecla negra no está la línea temporal: una carta va allí solo con esa acción.</translation>
    </message>
    <message>
        <source>A note is sent with an instrument: choose a black key that offers one.</source>
        <translation>Una nota se envía con un instrumento: elige una tecla negra que ofrezca uno.</translation>
    </message>
    <message>
        <source>Key {key} is outside your tessitura (keys {low}–{high}).</source>
        <translation>La tecla {key} está fuera de tu tesitura (teclas {low}–{high}).</translation>
    </message>
    <message>
        <source>{opera} needs {first} and {second}, not {note}.</source>
        <translation>{opera} pide {first} y {second}, no {note}.</translation>
    </message>
    <message>
        <source>You have already sent a {note} {house:to}: each note goes there once.</source>
        <translation>Ya has enviado un {note} {house:a}: cada nota va allí una sola vez.</translation>
    </message>
    <message>
        <source>That place is further than the Timeline steps you have left.</source>
        <translation>Ese lugar está más lejos que los pasos en la línea temporal que te quedan.</translation>
    </message>
    <message numerus="yes">
        <source>Applause turned into VP (%n operas closed)</source>
        <translation>
            <numerusform>Aplausos convertidos en PV (%n ópera cerrada)</numerusform>
            <numerusform>Aplausos convertidos en PV (%n óperas cerradas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Conductor in the orchestra</source>
        <translation>Director de orquesta en la orquesta</translation>
    </message>
    <message>
        <source>Personalities of the Palco Reale</source>
        <translation>Personalidades del Palco Reale</translation>
    </message>
    <message>
        <source>Other points during play (keyboard ends, events)</source>
        <translation>Otros puntos durante la partida (extremos del teclado, eventos)</translation>
    </message>
    <message>
        <source>+1 Fame at La Scala and +1 at the Wiener Staatsoper.</source>
        <translation>+1 Fama en La Scala y +1 en la Ópera Estatal de Viena.</translation>
    </message>
    <message>
        <source>La Traviata with Visconti</source>
        <translation>La traviata con Visconti</translation>
    </message>
    <message>
        <source>+2 Applause in a house of your choice.</source>
        <translation>+2 Aplausos en un teatro a tu elección.</translation>
    </message>
    <message>
        <source>Visconti's La traviata at La Scala, conducted by Carlo Maria Giulini.</source>
        <translation>La traviata de Visconti en La Scala, dirigida por Carlo Maria Giulini.</translation>
    </message>
    <message>
        <source>A Lifetime</source>
        <translation>Toda una vida</translation>
    </message>
    <message>
        <source>2 Timeline movement steps.</source>
        <translation>2 pasos de movimiento en la línea temporal.</translation>
    </message>
    <message>
        <source>Callas joins Aristotle Onassis's cruise on the yacht Christina; their romance begins.</source>
        <translation>Callas se une al crucero de Aristóteles Onassis en el yate Christina; empieza su romance.</translation>
    </message>
    <message>
        <source>The UK Has Two Queens</source>
        <translation>El Reino Unido tiene dos reinas</translation>
    </message>
    <message>
        <source>Gain 1 VP.</source>
        <translation>Gana 1 PV.</translation>
    </message>
    <message>
        <source>New York at Her Feet</source>
        <translation>Nueva York a sus pies</translation>
    </message>
    <message>
        <source>+2 Fame at the Metropolitan.</source>
        <translation>+2 Fama en el Metropolitan.</translation>
    </message>
    <message>
        <source>Callas returns to the Metropolitan as Tosca, seven years after her last performance there.</source>
        <translation>Callas vuelve al Metropolitan como Tosca, siete años después de su última función allí.</translation>
    </message>
    <message>
        <source>Love Without Borders</source>
        <translation>Amor sin fronteras</translation>
    </message>
    <message>
        <source>Play 1 card from your hand into any opera (Phase 1 rules, no movement).</source>
        <translation>Juega 1 carta de tu mano en cualquier ópera (reglas de la Fase 1, sin movimiento).</translation>
    </message>
    <message>
        <source>Callas gives up her American citizenship for Greek, which ends her marriage to Meneghini under Greek law.</source>
        <translation>Callas renuncia a la ciudadanía estadounidense por la griega, lo que según la ley griega anula su matrimonio con Meneghini.</translation>
    </message>
    <message>
        <source>Second Chances</source>
        <translation>Segundas oportunidades</translation>
    </message>
    <message>
        <source>Take the top card of your discard pile into your hand.</source>
        <translation>Toma en tu mano la carta superior de tu pila de descartes.</translation>
    </message>
    <message>
        <source>Film Artist</source>
        <translation>Artista de cine</translation>
    </message>
    <message>
        <source>1 Timeline movement step and +1 Fame in a house of your choice.</source>
        <translation>1 paso de movimiento en la línea temporal y +1 Fama en un teatro a tu elección.</translation>
    </message>
    <message>
        <source>Callas plays Medea in Pasolini's film, her only screen role.</source>
        <translation>Callas interpreta a Medea en la película de Pasolini, su único papel en el cine.</translation>
    </message>
    <message>
        <source>Comeback Tour</source>
        <translation>Gira del regreso</translation>
    </message>
    <message>
        <source>Expand your tessitura twice.</source>
        <translation>Amplía dos veces tu tesitura.</translation>
    </message>
    <message>
        <source>With Giuseppe Di Stefano, Callas opens a world concert tour in Hamburg.</source>
        <translation>Con Giuseppe Di Stefano, Callas inicia en Hamburgo una gira mundial de conciertos.</translation>
    </message>
    <message>
        <source>Vocal Fatigue</source>
        <translation>Fatiga vocal</translation>
    </message>
    <message>
        <source>Move one of Tebaldi's tessitura markers 1 key inward.</source>
        <translation>Mueve un marcador de tesitura de Tebaldi 1 tecla hacia dentro.</translation>
    </message>
    <message>
        <source>Leaving La Scala</source>
        <translation>Dejar La Scala</translation>
    </message>
    <message>
        <source>The La Scala Fame counter moves 2 steps toward Callas.</source>
        <translation>El marcador de Fama de La Scala se mueve 2 pasos hacia Callas.</translation>
    </message>
    <message>
        <source>Maternal Loss</source>
        <translation>Pérdida materna</translation>
    </message>
    <message>
        <source>Tebaldi loses 2 Applause in a house of your choice.</source>
        <translation>Tebaldi pierde 2 Aplausos en un teatro a tu elección.</translation>
    </message>
    <message>
        <source>Tebaldi's mother, her constant companion, dies.</source>
        <translation>Muere la madre de Tebaldi, su compañera de siempre.</translation>
    </message>
    <message>
        <source>Missed Opportunity</source>
        <translation>Oportunidad perdida</translation>
    </message>
    <message>
        <source>Move a Fame counter of your choice 1 step toward Callas.</source>
        <translation>Mueve un marcador de Fama a tu elección 1 paso hacia Callas.</translation>
    </message>
    <message>
        <source>Goodbye, New York</source>
        <translation>Adiós, Nueva York</translation>
    </message>
    <message>
        <source>Remove one of Tebaldi's notes from the piano.</source>
        <translation>Quita del piano una nota de Tebaldi.</translation>
    </message>
    <message>
        <source>Tebaldi sings her last performance at the Metropolitan Opera.</source>
        <translation>Tebaldi canta su última función en el Metropolitan.</translation>
    </message>
    <message>
        <source>Carmen Melis</source>
        <translation>Carmen Melis</translation>
    </message>
    <message>
        <source>Tebaldi's skill: place or flip a note on a key next to your Diva, inside your tessitura.</source>
        <translation>Habilidad de Tebaldi: coloca o voltea una nota en una tecla junto a tu Diva, dentro de tu tesitura.</translation>
    </message>
    <message>
        <source>Soprano and teacher who trained Tebaldi's voice in Pesaro.</source>
        <translation>Soprano y profesora que formó la voz de Tebaldi en Pesaro.</translation>
    </message>
    <message>
        <source>Mario Del Monaco</source>
        <translation>Mario Del Monaco</translation>
    </message>
    <message>
        <source>Star tenor, Tebaldi's frequent stage partner and friend.</source>
        <translation>Tenor célebre, compañero de escena habitual y amigo de Tebaldi.</translation>
    </message>
    <message>
        <source>Arturo Basile</source>
        <translation>Arturo Basile</translation>
    </message>
    <message>
        <source>Italian conductor of the opera houses and recording studios of Tebaldi's time.</source>
        <translation>Director de orquesta italiano de los teatros y estudios de grabación de la época de Tebaldi.</translation>
    </message>
    <message>
        <source>Arturo Toscanini</source>
        <translation>Arturo Toscanini</translation>
    </message>
    <message>
        <source>The great conductor who chose Tebaldi for the 1946 reopening concert of La Scala.</source>
        <translation>El gran director que eligió a Tebaldi para el concierto de reapertura de La Scala en 1946.</translation>
    </message>
    <message>
        <source>Art Among the Bombs</source>
        <translation>Arte entre las bombas</translation>
    </message>
    <message>
        <source>+1 Fame in a house of your choice.</source>
        <translation>+1 Fama en un teatro a tu elección.</translation>
    </message>
    <message>
        <source>Voce d'Angelo</source>
        <translation>Voz de ángel</translation>
    </message>
    <message>
        <source>After the concert reopening La Scala, Toscanini hails hers as a 'voce d'angelo'.</source>
        <translation>Tras el concierto de reapertura de La Scala, Toscanini la llama 'voce d'angelo'.</translation>
    </message>
    <message>
        <source>International Debut</source>
        <translation>Debut internacional</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>Maestría</translation>
    </message>
    <message>
        <source>American Tour</source>
        <translation>Gira americana</translation>
    </message>
    <message>
        <source>+1 Fame at the Metropolitan and +1 at the Teatro Colón.</source>
        <translation>+1 Fama en el Metropolitan y +1 en el Teatro Colón.</translation>
    </message>
    <message>
        <source>Tebaldi's American debut: Aida in San Francisco.</source>
        <translation>Debut americano de Tebaldi: Aida en San Francisco.</translation>
    </message>
    <message>
        <source>La Wally Opens La Scala</source>
        <translation>La Wally inaugura La Scala</translation>
    </message>
    <message>
        <source>+1 Applause at La Scala.</source>
        <translation>+1 Aplauso en La Scala.</translation>
    </message>
    <message>
        <source>Tebaldi opens La Scala's season as Catalani's Wally, conducted by Giulini.</source>
        <translation>Tebaldi inaugura la temporada de La Scala como la Wally de Catalani, dirigida por Giulini.</translation>
    </message>
    <message>
        <source>New York Debut</source>
        <translation>Debut en Nueva York</translation>
    </message>
    <message>
        <source>Tebaldi's Metropolitan debut, as Desdemona in Verdi's Otello.</source>
        <translation>Debut de Tebaldi en el Metropolitan, como Desdémona en el Otello de Verdi.</translation>
    </message>
    <message>
        <source>Tebaldi in Barcelona</source>
        <translation>Tebaldi en Barcelona</translation>
    </message>
    <message>
        <source>1 Timeline movement step.</source>
        <translation>1 paso de movimiento en la línea temporal.</translation>
    </message>
    <message>
        <source>Tebaldi sings Madama Butterfly at the Liceu in Barcelona.</source>
        <translation>Tebaldi canta Madama Butterfly en el Liceu de Barcelona.</translation>
    </message>
    <message>
        <source>Cover Artist</source>
        <translation>En portada</translation>
    </message>
    <message>
        <source>Tebaldi's portrait is on the cover of Time magazine.</source>
        <translation>El retrato de Tebaldi aparece en la portada de la revista Time.</translation>
    </message>
    <message>
        <source>Back to La Scala</source>
        <translation>Regreso a La Scala</translation>
    </message>
    <message>
        <source>After years away, Tebaldi returns to La Scala as Tosca.</source>
        <translation>Tras años de ausencia, Tebaldi vuelve a La Scala como Tosca.</translation>
    </message>
    <message>
        <source>Tebaldi and the Emperor</source>
        <translation>Tebaldi y el Emperador</translation>
    </message>
    <message>
        <source>Return to the Stage</source>
        <translation>Regreso a los escenarios</translation>
    </message>
    <message>
        <source>After a break to rebuild her voice, Tebaldi is back on the American stage.</source>
        <translation>Tras una pausa para reconstruir su voz, Tebaldi vuelve a los escenarios americanos.</translation>
    </message>
    <message>
        <source>Popular Success</source>
        <translation>Éxito popular</translation>
    </message>
    <message>
        <source>Back on stage, Tebaldi fills every house again: tickets to hear her vanish at once.</source>
        <translation>De vuelta en escena, Tebaldi vuelve a llenar todos los teatros: las entradas para oírla se agotan al instante.</translation>
    </message>
    <message>
        <source>Reunion with Callas</source>
        <translation>Reencuentro con Callas</translation>
    </message>
    <message>
        <source>Flip one of Callas's notes inside your tessitura.</source>
        <translation>Voltea una nota de Callas dentro de tu tesitura.</translation>
    </message>
    <message>
        <source>Callas comes backstage at the Met to embrace Tebaldi after Adriana Lecouvreur.</source>
        <translation>Callas va a los camerinos del Met a abrazar a Tebaldi tras Adriana Lecouvreur.</translation>
    </message>
    <message>
        <source>Farewell to La Scala</source>
        <translation>Despedida de La Scala</translation>
    </message>
    <message>
        <source>Tebaldi gives her farewell concert at La Scala.</source>
        <translation>Tebaldi ofrece su concierto de despedida en La Scala.</translation>
    </message>
    <message>
        <source>Overshadowed</source>
        <translation>Eclipsada</translation>
    </message>
    <message>
        <source>Move a Fame counter of your choice 1 step toward Tebaldi.</source>
        <translation>Mueve un marcador de Fama a tu elección 1 paso hacia Tebaldi.</translation>
    </message>
    <message>
        <source>At a benefit concert in Rio de Janeiro, Tebaldi's encore of the Ave Maria from Otello overshadows Callas.</source>
        <translation>En un concierto benéfico en Río de Janeiro, el bis de Tebaldi con el Ave María de Otello eclipsa a Callas.</translation>
    </message>
    <message>
        <source>Unfinished Performance</source>
        <translation>Función inacabada</translation>
    </message>
    <message>
        <source>Callas loses 2 Applause in a house of your choice.</source>
        <translation>Callas pierde 2 Aplausos en un teatro a tu elección.</translation>
    </message>
    <message>
        <source>In Rome, Callas leaves Norma after the first act, with the President of Italy in the audience.</source>
        <translation>En Roma, Callas abandona Norma tras el primer acto, con el presidente de Italia en la sala.</translation>
    </message>
    <message>
        <source>Cancellation</source>
        <translation>Cancelación</translation>
    </message>
    <message>
        <source>The Metropolitan Fame counter moves 2 steps toward Tebaldi.</source>
        <translation>El marcador de Fama del Metropolitan se mueve 2 pasos hacia Tebaldi.</translation>
    </message>
    <message>
        <source>Rudolf Bing cancels Callas's contract with the Metropolitan.</source>
        <translation>Rudolf Bing cancela el contrato de Callas con el Metropolitan.</translation>
    </message>
    <message>
        <source>Betrayal</source>
        <translation>Traición</translation>
    </message>
    <message>
        <source>Move one of Callas's tessitura markers 1 key inward.</source>
        <translation>Mueve un marcador de tesitura de Callas 1 tecla hacia dentro.</translation>
    </message>
    <message>
        <source>Onassis marries Jacqueline Kennedy on the island of Skorpios.</source>
        <translation>Onassis se casa con Jacqueline Kennedy en la isla de Skorpios.</translation>
    </message>
    <message>
        <source>Goodbye</source>
        <translation>Adiós</translation>
    </message>
    <message>
        <source>Remove one of Callas's notes from the piano.</source>
        <translation>Quita del piano una nota de Callas.</translation>
    </message>
    <message>
        <source>Aristotle Onassis dies; Callas lives on in seclusion in Paris.</source>
        <translation>Muere Aristóteles Onassis; Callas vive ya retirada en París.</translation>
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
        <translation>Ópera completada sin cartas de Personaje.</translation>
    </message>
    <message>
        <source>Jacqueline Kennedy</source>
        <translation>Jacqueline Kennedy</translation>
    </message>
    <message>
        <source>At least 4 cards in that opera.</source>
        <translation>Al menos 4 cartas en esa ópera.</translation>
    </message>
    <message>
        <source>Isabel Perón</source>
        <translation>Isabel Perón</translation>
    </message>
    <message>
        <source>3 instruments matching that opera house.</source>
        <translation>3 instrumentos iguales al del teatro.</translation>
    </message>
    <message>
        <source>Grace Kelly</source>
        <translation>Grace Kelly</translation>
    </message>
    <message>
        <source>Masks of at least 2 different colours.</source>
        <translation>Máscaras de al menos 2 colores distintos.</translation>
    </message>
    <message>
        <source>Princess Margaret</source>
        <translation>Princesa Margarita</translation>
    </message>
    <message>
        <source>Masks of at least 3 different colours.</source>
        <translation>Máscaras de al menos 3 colores distintos.</translation>
    </message>
    <message>
        <source>Queen Elizabeth II</source>
        <translation>Reina Isabel II</translation>
    </message>
    <message>
        <source>You placed an instrument or your conductor for this opera.</source>
        <translation>Colocaste un instrumento o tu director por esta ópera.</translation>
    </message>
    <message>
        <source>Marilyn Monroe</source>
        <translation>Marilyn Monroe</translation>
    </message>
    <message>
        <source>At least 2 Character cards.</source>
        <translation>Al menos 2 cartas de Personaje.</translation>
    </message>
    <message>
        <source>Emperor Hirohito</source>
        <translation>Emperador Hirohito</translation>
    </message>
    <message>
        <source>You scored both rhythms of the opera.</source>
        <translation>Puntuaste los dos ritmos de la ópera.</translation>
    </message>
    <message>
        <source>Eva Perón</source>
        <translation>Eva Perón</translation>
    </message>
    <message>
        <source>You sent both notes of the opera.</source>
        <translation>Enviaste las dos notas de la ópera.</translation>
    </message>
    <message>
        <source>Charlie Chaplin</source>
        <translation>Charlie Chaplin</translation>
    </message>
    <message>
        <source>You played exactly 1 card there.</source>
        <translation>Jugaste exactamente 1 carta allí.</translation>
    </message>
    <message>
        <source>Marlene Dietrich</source>
        <translation>Marlene Dietrich</translation>
    </message>
    <message>
        <source>At least 2 event cards dated before 1955.</source>
        <translation>Al menos 2 cartas de evento anteriores a 1955.</translation>
    </message>
    <message>
        <source>Ernest Hemingway</source>
        <translation>Ernest Hemingway</translation>
    </message>
    <message>
        <source>At least 1 card with the four-note rhythm.</source>
        <translation>Al menos 1 carta con el ritmo de cuatro notas.</translation>
    </message>
    <message>
        <source>Audrey Hepburn</source>
        <translation>Audrey Hepburn</translation>
    </message>
    <message>
        <source>Your Applause reached the opera's minimum.</source>
        <translation>Tus Aplausos alcanzaron el mínimo de la ópera.</translation>
    </message>
    <message>
        <source>Prince Rainier III</source>
        <translation>Príncipe Raniero III</translation>
    </message>
    <message>
        <source>Your Applause is at least 5 more than your rival's.</source>
        <translation>Tus Aplausos superan en al menos 5 a los de tu rival.</translation>
    </message>
    <message>
        <source>Elizabeth Taylor</source>
        <translation>Elizabeth Taylor</translation>
    </message>
    <message>
        <source>At least 1 negative event among your cards there.</source>
        <translation>Al menos 1 evento negativo entre tus cartas allí.</translation>
    </message>
    <message>
        <source>Salvador Dalí</source>
        <translation>Salvador Dalí</translation>
    </message>
    <message>
        <source>Your cards show at least 3 different instruments.</source>
        <translation>Tus cartas muestran al menos 3 instrumentos distintos.</translation>
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
        <translation>{house}: suelta aquí una carta para jugarla en esta ópera.</translation>
    </message>
    <message>
        <source>Applause</source>
        <translation>Aplausos</translation>
    </message>
    <message>
        <source>{player}: {value} Applause of the {minimum} needed to close.</source>
        <translation>{player}: {value} de {minimum} Aplausos necesarios para cerrar.</translation>
    </message>
    <message>
        <source>A note sent to this opera goes here.</source>
        <translation>Aquí va una nota enviada a esta ópera.</translation>
    </message>
    <message>
        <source>Fame: even</source>
        <translation>Fama: igualada</translation>
    </message>
    <message numerus="yes">
        <source>Fame: %n steps toward {player}</source>
        <translation>
            <numerusform>Fama: %n paso hacia {player}</numerusform>
            <numerusform>Fama: %n pasos hacia {player}</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message numerus="yes">
        <source>A hand of %n cards</source>
        <translation>
            <numerusform>Una mano de %n carta</numerusform>
            <numerusform>Una mano de %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n cards</source>
        <translation>
            <numerusform>Mazo: %n carta</numerusform>
            <numerusform>Mazo: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <source>Discards of {player}</source>
        <translation>Descartes de {player}</translation>
    </message>
    <message numerus="yes">
        <source>Discards of {player}: %n cards (click to see them)</source>
        <translation>
            <numerusform>Descartes de {player}: %n carta (haz clic para verla)</numerusform>
            <numerusform>Descartes de {player}: %n cartas (haz clic para verlas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Operas</source>
        <translation>Óperas</translation>
    </message>
    <message numerus="yes">
        <source>%n opera cards left in the deck</source>
        <translation>
            <numerusform>Queda %n carta de ópera en el mazo</numerusform>
            <numerusform>Quedan %n cartas de ópera en el mazo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Programme: %n of 5 operas closed</source>
        <translation>
            <numerusform>Programa: %n ópera cerrada de 5</numerusform>
            <numerusform>Programa: %n óperas cerradas de 5</numerusform>
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
        <translation>Línea temporal</translation>
    </message>
    <message>
        <source>later →</source>
        <translation>después →</translation>
    </message>
    <message>
        <source>Drop a card from your hand here: the right end of the Timeline.</source>
        <translation>Suelta aquí una carta de tu mano: el extremo derecho de la línea temporal.</translation>
    </message>
    <message>
        <source>{note}: a note here is worth {points} VP.</source>
        <translation>{note}: una nota aquí vale {points} PV.</translation>
    </message>
    <message>
        <source>{note} of {player}</source>
        <translation>{note} de {player}</translation>
    </message>
    <message>
        <source>Tessitura of {player}: {low}–{high}</source>
        <translation>Tesitura de {player}: {low}–{high}</translation>
    </message>
    <message>
        <source>Low marker of {player}'s tessitura</source>
        <translation>Marcador grave de la tesitura de {player}</translation>
    </message>
    <message>
        <source>High marker of {player}'s tessitura</source>
        <translation>Marcador agudo de la tesitura de {player}</translation>
    </message>
    <message>
        <source>A key beyond the other Diva: she is jumped over.</source>
        <translation>Una tecla más allá de la otra Diva: se la salta.</translation>
    </message>
    <message>
        <source>Orchestra</source>
        <translation>Orquesta</translation>
    </message>
    <message>
        <source>instruments C {callas} · T {tebaldi}</source>
        <translation>instrumentos C {callas} · T {tebaldi}</translation>
    </message>
    <message>
        <source>{player} (bonus ×{x})</source>
        <translation>{player} (bonificación ×{x})</translation>
    </message>
    <message>
        <source>Conductors</source>
        <translation>Directores</translation>
    </message>
    <message>
        <source>conductor</source>
        <translation>director</translation>
    </message>
    <message>
        <source>The conductor of {player} (+5 VP)</source>
        <translation>El director de orquesta de {player} (+5 PV)</translation>
    </message>
    <message>
        <source>The conductor of {player}: placed when she wins a house whose instrument she has already placed (+5 VP).</source>
        <translation>El director de orquesta de {player}: se coloca cuando gana en un teatro cuyo instrumento ya colocó (+5 PV).</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Fama</translation>
    </message>
    <message>
        <source>Timeline, no event</source>
        <translation>Línea temporal, sin evento</translation>
    </message>
    <message>
        <source>Tessitura</source>
        <translation>Tesitura</translation>
    </message>
    <message>
        <source>Timeline moves</source>
        <translation>Movimientos en la línea temporal</translation>
    </message>
    <message numerus="yes">
        <source>The next instrument placed here gives its bonus %n times.</source>
        <translation>
            <numerusform>El próximo instrumento colocado aquí da su bonificación %n vez.</numerusform>
            <numerusform>El próximo instrumento colocado aquí da su bonificación %n veces.</numerusform>
        </translation>
    </message>
    <message>
        <source>At the end, most instruments here: +{points} VP.</source>
        <translation>Al final, más instrumentos aquí: +{points} PV.</translation>
    </message>
    <message>
        <source>Palco Reale</source>
        <translation>Palco Reale</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <translation>
            <numerusform>%n en el mazo</numerusform>
            <numerusform>%n en el mazo</numerusform>
        </translation>
    </message>
    <message>
        <source>{house} may still score the Palco Reale.</source>
        <translation>{house:Art} aún puede puntuar en el Palco Reale.</translation>
    </message>
    <message>
        <source>{house} has scored the Palco Reale (token turned).</source>
        <translation>{house:Art} ya puntuó en el Palco Reale (ficha volteada).</translation>
    </message>
    <message>
        <source>Turn {turn} · your move: {phase}</source>
        <translation>Turno {turn} · te toca: {phase}</translation>
    </message>
    <message>
        <source>Turn {turn} · your choice</source>
        <translation>Turno {turn} · eliges tú</translation>
    </message>
    <message>
        <source>{player} ({diva}) is playing…</source>
        <translation>Juega {player} ({diva})…</translation>
    </message>
    <message>
        <source>The curtain falls</source>
        <translation>Cae el telón</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto an opera house. Its instrument there: +1 Fame; new rhythms and mask colours: Applause.</source>
        <translation>Arrastra una carta de tu mano a un teatro. Su instrumento allí: +1 Fama; ritmos nuevos y colores de máscara nuevos: Aplausos.</translation>
    </message>
    <message numerus="yes">
        <source>Drag your Diva to a lit key, or click the key: up to %n keys, jumping over the other Diva.</source>
        <translation>
            <numerusform>Arrastra tu Diva a una tecla iluminada, o haz clic en la tecla: hasta %n tecla, saltando a la otra Diva.</numerusform>
            <numerusform>Arrastra tu Diva a una tecla iluminada, o haz clic en la tecla: hasta %n teclas, saltando a la otra Diva.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click one of the two lit black keys beside your Diva.</source>
        <translation>Haz clic en una de las dos teclas negras iluminadas junto a tu Diva.</translation>
    </message>
    <message>
        <source>Perform the actions, in any order.</source>
        <translation>Realiza las acciones, en el orden que quieras.</translation>
    </message>
    <message>
        <source>Fame: click a house's Fame track.</source>
        <translation>Fama: haz clic en el marcador de Fama de un teatro.</translation>
    </message>
    <message>
        <source>Tessitura: drag an end of your bracket one key outward.</source>
        <translation>Tesitura: arrastra un extremo de tu barra una tecla hacia fuera.</translation>
    </message>
    <message>
        <source>Timeline: drag a card from your hand to the end of the Timeline.</source>
        <translation>Línea temporal: arrastra una carta de tu mano al final de la línea temporal.</translation>
    </message>
    <message>
        <source>{instrument}: drag one of your notes onto {house:art}, or close the opera there.</source>
        <translation>{instrument}: arrastra una de tus notas {house:a}, o cierra allí la ópera.</translation>
    </message>
    <message>
        <source>Drag a Timeline card: one place is one step.</source>
        <translation>Arrastra una carta de la línea temporal: un lugar es un paso.</translation>
    </message>
    <message>
        <source>Drag a card from your hand to the end of the Timeline.</source>
        <translation>Arrastra una carta de tu mano al final de la línea temporal.</translation>
    </message>
    <message>
        <source>Click a lit key.</source>
        <translation>Haz clic en una tecla iluminada.</translation>
    </message>
    <message>
        <source>Click your Applause bar in that house.</source>
        <translation>Haz clic en tu barra de Aplausos en ese teatro.</translation>
    </message>
    <message>
        <source>Click your rival's Applause bar there.</source>
        <translation>Haz clic allí en la barra de Aplausos de tu rival.</translation>
    </message>
    <message>
        <source>Drag an end of your rival's bracket one key inward.</source>
        <translation>Arrastra un extremo de la barra de tu rival una tecla hacia dentro.</translation>
    </message>
    <message>
        <source>Drag it onto an opera house.</source>
        <translation>Arrástrala a un teatro.</translation>
    </message>
    <message>
        <source>The event of “{card}” asks:</source>
        <translation>Lo pide el evento «{card}»:</translation>
    </message>
    <message>
        <source>The skill of {card} asks:</source>
        <translation>Lo pide la habilidad de {card}:</translation>
    </message>
    <message>
        <source>The Fame track {house:of} gives Timeline moves:</source>
        <translation>La Fama {house:de} da movimientos en la línea temporal:</translation>
    </message>
    <message>
        <source>The orchestra bonus of the {instrument}:</source>
        <translation>La bonificación de orquesta {instrument:del|de la}:</translation>
    </message>
    <message>
        <source>Reserve: {notes}</source>
        <translation>Reserva: {notes}</translation>
    </message>
    <message>
        <source>Note tokens left in the reserve, 4 of each note to begin with.</source>
        <translation>Fichas de nota que quedan en la reserva, 4 de cada nota al empezar.</translation>
    </message>
    <message>
        <source>Move to {note}</source>
        <translation>Ve a {note}</translation>
    </message>
    <message>
        <source>Black key: {first} + {second}</source>
        <translation>Tecla negra: {first} + {second}</translation>
    </message>
    <message>
        <source>+1 Fame {house:at}</source>
        <translation>+1 Fama {house:en}</translation>
    </message>
    <message>
        <source>Applause {house:at}</source>
        <translation>Aplausos {house:en}</translation>
    </message>
    <message>
        <source>Rival loses Applause {house:at}</source>
        <translation>La rival pierde Aplausos {house:en}</translation>
    </message>
    <message>
        <source>Place a {note}</source>
        <translation>Coloca un {note}</translation>
    </message>
    <message>
        <source>Flip the {note}</source>
        <translation>Voltea el {note}</translation>
    </message>
    <message>
        <source>Remove the {note}</source>
        <translation>Quita el {note}</translation>
    </message>
    <message>
        <source>Close &amp; score</source>
        <translation>Cerrar y puntuar</translation>
    </message>
    <message>
        <source>Skip the remaining actions</source>
        <translation>Salta las acciones restantes</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Tessitura at both ends: +1 VP</source>
        <translation>Tesitura en ambos extremos: +1 PV</translation>
    </message>
    <message>
        <source>Closing {opera}</source>
        <translation>Se cierra {opera}</translation>
    </message>
    <message>
        <source>{mark} Applause → VP: {first} +{a} · {second} +{b}</source>
        <translation>{mark} Aplausos → PV: {first} +{a} · {second} +{b}</translation>
    </message>
    <message numerus="yes">
        <source>{mark} Fame: {player} moves the Timeline (%n steps)</source>
        <translation>
            <numerusform>{mark} Fama: {player} mueve la línea temporal (%n paso)</numerusform>
            <numerusform>{mark} Fama: {player} mueve la línea temporal (%n pasos)</numerusform>
        </translation>
    </message>
    <message>
        <source>{mark} Fame: even, no Timeline moves</source>
        <translation>{mark} Fama: igualada, sin movimientos en la línea temporal</translation>
    </message>
    <message>
        <source>{mark} Orchestra: {instrument} to {player} ({bonus}, X = {x})</source>
        <translation>{mark} Orquesta: {instrument} para {player} ({bonus}, X = {x})</translation>
    </message>
    <message>
        <source>{mark} Orchestra: the conductor of {player} (+5 VP)</source>
        <translation>{mark} Orquesta: el director de {player} (+5 PV)</translation>
    </message>
    <message>
        <source>{mark} Orchestra: the {instrument} to the Applause leader</source>
        <translation>{mark} Orquesta: {instrument:el|la} {instrument} para quien tenga más Aplausos</translation>
    </message>
    <message>
        <source>{mark} Palco Reale, then a new opera</source>
        <translation>{mark} Palco Reale, luego una nueva ópera</translation>
    </message>
    <message>
        <source>Closed on turn {turn}</source>
        <translation>Cerrada en el turno {turn}</translation>
    </message>
    <message>
        <source>Closed by {player}.</source>
        <translation>Cerrada por {player}.</translation>
    </message>
    <message>
        <source>{player}: +{points} VP of Applause</source>
        <translation>{player}: +{points} PV de Aplausos</translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n Timeline moves from Fame</source>
        <translation>
            <numerusform>{player}: %n movimiento en la línea temporal por la Fama</numerusform>
            <numerusform>{player}: %n movimientos en la línea temporal por la Fama</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} placed the {instrument} ({bonus}, X = {x})</source>
        <translation>{player} colocó {instrument:el|la} {instrument} ({bonus}, X = {x})</translation>
    </message>
    <message>
        <source>{player} placed her conductor (+5 VP)</source>
        <translation>{player} colocó a su director de orquesta (+5 PV)</translation>
    </message>
    <message>
        <source>A tie in Applause: nothing placed in the orchestra</source>
        <translation>Empate en Aplausos: nada en la orquesta</translation>
    </message>
    <message>
        <source>{personality} applauds {player}: +{points} VP</source>
        <translation>{personality} aplaude a {player}: +{points} PV</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <source>Applause of closed operas</source>
        <translation>Aplausos de óperas cerradas</translation>
    </message>
    <message>
        <source>Conductor</source>
        <translation>Director de orquesta</translation>
    </message>
    <message>
        <source>Keyboard ends, events</source>
        <translation>Extremos del teclado, eventos</translation>
    </message>
    <message>
        <source>Orchestra majority</source>
        <translation>Mayoría en la orquesta</translation>
    </message>
    <message>
        <source>Notes on the piano</source>
        <translation>Notas en el piano</translation>
    </message>
    <message>
        <source>Unfinished operas</source>
        <translation>Óperas sin cerrar</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Instrument: {instrument}</source>
        <translation>Instrumento: {instrument}</translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n nota</numerusform>
            <numerusform>%n notas</numerusform>
        </translation>
    </message>
    <message>
        <source>Rhythms: {rhythms}</source>
        <translation>Ritmos: {rhythms}</translation>
    </message>
    <message>
        <source>Masks: {masks}</source>
        <translation>Máscaras: {masks}</translation>
    </message>
    <message>
        <source>Timeline points for {diva}</source>
        <translation>Puntos de la línea temporal para {diva}</translation>
    </message>
    <message>
        <source>Notes: {notes}</source>
        <translation>Notas: {notes}</translation>
    </message>
    <message>
        <source>Opera</source>
        <translation>Ópera</translation>
    </message>
    <message>
        <source>At least {minimum} Applause to close it. Rhythms: 1 Applause for the first, 2 for the second; notes sent: 2, then 3.</source>
        <translation>Al menos {minimum} Aplausos para cerrarla. Ritmos: 1 Aplauso por el primero, 2 por el segundo; notas enviadas: 2, luego 3.</translation>
    </message>
</context>
<context>
    <name>legends</name>
    <message>
        <source>Legend of {game}: what the board shows</source>
        <translation>Leyenda de {game}: qué muestra el tablero</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Cerrar (Esc)</translation>
    </message>
    <message>
        <source>Legend: what each symbol means (key ?)</source>
        <translation>Leyenda: qué significa cada símbolo (tecla ?)</translation>
    </message>
    <message>
        <source>Rule {clause}</source>
        <translation>Regla {clause}</translation>
    </message>
    <message>
        <source>Open the rules reference at this rule</source>
        <translation>Abrir el reglamento en esta regla</translation>
    </message>
    <message>
        <source>Players and marks</source>
        <translation>Jugadores y marcas</translation>
    </message>
    <message>
        <source>{player}: this colour, shape and letter mark the player's pieces</source>
        <translation>{player}: este color, esta forma y esta letra marcan sus piezas</translation>
    </message>
    <message>
        <source>Changed in another player's last turn: a dash-dot frame in that player's colour and the player's badge in the corner</source>
        <translation>Cambiado en el último turno de otro jugador: un marco de trazo y punto en su color y su distintivo en la esquina</translation>
    </message>
    <message>
        <source>A place where the piece you hold may go: dashed gold frame and hatching</source>
        <translation>Un lugar adonde puede ir la pieza que sostienes: marco dorado discontinuo y rayado</translation>
    </message>
    <message>
        <source>Singers: the band of a card</source>
        <translation>Cantantes: la franja de la carta</translation>
    </message>
    <message>
        <source>Other cards</source>
        <translation>Otras cartas</translation>
    </message>
    <message>
        <source>Roles on the stage</source>
        <translation>Los papeles en escena</translation>
    </message>
    <message>
        <source>Counters, backs and the header</source>
        <translation>Contadores, dorsos y encabezado</translation>
    </message>
    <message>
        <source>{sign}: a female or male singer (a Prima donna's sex, shown beside her category)</source>
        <translation>{sign}: cantante mujer u hombre (el sexo de una Prima donna, junto a su categoría)</translation>
    </message>
    <message>
        <source>{name}: the voice a singer sings, or a role needs</source>
        <translation>{name}: la voz de un cantante, o la que pide un papel</translation>
    </message>
    <message>
        <source>{name}: the type of a role, before its voice</source>
        <translation>{name}: el tipo de un papel, antes de su voz</translation>
    </message>
    <message>
        <source>An extra role: not needed to confirm the debut, it adds PN when filled. Roles without ✚ are the base cast, and all of them must be filled</source>
        <translation>Un papel adicional: no hace falta para confirmar el estreno, pero si lo cubres suma PN. Los papeles sin ✚ son el reparto base, y hay que cubrirlos todos</translation>
    </message>
    <message>
        <source>A singer added to the cast by another impresario (his letter after ◂)</source>
        <translation>Un cantante añadido al reparto por otro empresario (su letra tras ◂)</translation>
    </message>
    <message>
        <source>A title of your season your hand cannot cast yet: how many base roles are missing (point at it to see which)</source>
        <translation>Un título de tu temporada que tu mano aún no puede poner en escena: cuántos papeles del reparto base faltan (señálalo para ver cuáles)</translation>
    </message>
    <message>
        <source>On an empty role of your debut: no card of your hand can sing it yet, and what is missing (✓ names who can)</source>
        <translation>En un papel vacío de tu estreno: ninguna carta de tu mano puede cantarlo todavía, y qué falta (✓ dice quién puede)</translation>
    </message>
    <message>
        <source>How many singers an extra show asks for: 3 × Debutant is three Debutants</source>
        <translation>Cuántos cantantes pide un espectáculo extra: 3 × Debutante son tres Debutantes</translation>
    </message>
    <message>
        <source>A struck singer: replace him, or the debut is delayed or postponed</source>
        <translation>Un cantante alcanzado: sustitúyelo, o el estreno se retrasa o se aplaza</translation>
    </message>
    <message>
        <source>An action card that helps your own show (+PN, gold, enabling a role)</source>
        <translation>Una carta de acción que ayuda a tu espectáculo (+PN, oro, un papel posible)</translation>
    </message>
    <message>
        <source>An action card of Unfair Competition, against a rival's show</source>
        <translation>Una carta de acción de Competencia desleal, contra el espectáculo de un rival</translation>
    </message>
    <message>
        <source>A turn card: it is your action for the turn (Twist of Fate, Paparazzo…)</source>
        <translation>Una carta de turno: es tu acción del turno (Golpe de efecto, Paparazzo…)</translation>
    </message>
    <message>
        <source>The Fool: any play card but a Prima donna; no attack touches it</source>
        <translation>El Loco: vale cualquier carta de juego salvo una Prima donna; ningún ataque lo toca</translation>
    </message>
    <message>
        <source>An opera's ⬡ bonus: the PN it adds when its whole cast is filled</source>
        <translation>La bonificación ⬡ de una ópera: los PN que suma cuando el reparto está completo</translation>
    </message>
    <message>
        <source>An extra show and its reward in PN (played instead of a debut)</source>
        <translation>Un espectáculo extra y su premio en PN (en lugar de un estreno)</translation>
    </message>
    <message>
        <source>A staged opera of your season, with the PN it scored</source>
        <translation>Una ópera de tu temporada ya representada, con los PN que obtuvo</translation>
    </message>
    <message>
        <source>A rival's Prima donna: her back is gold and marked P</source>
        <translation>La Prima donna de un rival: su dorso es dorado y lleva la P</translation>
    </message>
    <message>
        <source>An opera title, face down</source>
        <translation>Un título de ópera, boca abajo</translation>
    </message>
    <message>
        <source>A rival's play card, face down, framed in his colour with his letter</source>
        <translation>Una carta de juego de un rival, boca abajo, con el borde de su color y su letra</translation>
    </message>
    <message>
        <source>G: your gold</source>
        <translation>G: tu oro</translation>
    </message>
    <message>
        <source>◦: your markers; a blind discard costs one</source>
        <translation>◦: tus marcadores; un descarte a ciegas cuesta uno</translation>
    </message>
    <message>
        <source>Your badge: your PN (Notoriety points); the tokens on the track show everyone's</source>
        <translation>Tu distintivo: tus PN (puntos de Notoriedad); las fichas del marcador muestran los de todos</translation>
    </message>
    <message>
        <source>⚑: the PN that wins a match played to a target</source>
        <translation>⚑: los PN que ganan una partida jugada a un objetivo</translation>
    </message>
    <message>
        <source>Singers and characters</source>
        <translation>Cantantes y personajes</translation>
    </message>
    <message>
        <source>Your cards and the bids</source>
        <translation>Tus cartas y las pujas</translation>
    </message>
    <message>
        <source>Rounds, directors and the right column</source>
        <translation>Rondas, directores y columna derecha</translation>
    </message>
    <message>
        <source>★: the singer's stars, one point each</source>
        <translation>★: las estrellas del cantante, un punto cada una</translation>
    </message>
    <message>
        <source>♂: a male singer, or a male role (Calaf, Ping, Pong, Pang)</source>
        <translation>♂: un cantante hombre, o un papel masculino (Calaf, Ping, Pong, Pang)</translation>
    </message>
    <message>
        <source>♀: a female singer, or a female role (Turandot, Liù)</source>
        <translation>♀: una cantante mujer, o un papel femenino (Turandot, Liù)</translation>
    </message>
    <message>
        <source>?: a singer of uncertain gender, never penalised whatever the role</source>
        <translation>?: un cantante de género incierto, nunca penalizado, sea cual sea el papel</translation>
    </message>
    <message>
        <source>♥: the singer's favourite role; +1 point when played on it (♥+1), else written at the foot (♥ Calaf)</source>
        <translation>♥: el papel favorito del cantante; +1 punto si lo interpreta (♥+1), si no aparece al pie (♥ Calaf)</translation>
    </message>
    <message>
        <source>≠−1: a singer on a role of the other gender loses 1 point</source>
        <translation>≠−1: un cantante en un papel del otro género pierde 1 punto</translation>
    </message>
    <message>
        <source>A character card: its number for the bids, its name and the gender it needs</source>
        <translation>La carta de un personaje: su número para las pujas, su nombre y el género que pide</translation>
    </message>
    <message>
        <source>A number card: bid it for the singer under the character of that number</source>
        <translation>Una carta de número: pújala por el cantante bajo el personaje de ese número</translation>
    </message>
    <message>
        <source>●: a money card; it wins ties, or alone it hires the costume designer or the carpenter</source>
        <translation>●: una carta de dinero; gana los empates, o sola contrata al diseñador de vestuario o al carpintero</translation>
    </message>
    <message>
        <source>∅: the bluff card, a bid that hires nobody</source>
        <translation>∅: la carta de farol, una puja que no contrata a nadie</translation>
    </message>
    <message>
        <source>A card of a bid, face down until the reveal</source>
        <translation>Una carta de una puja, boca abajo hasta que se revelan</translation>
    </message>
    <message>
        <source>★ on a hexagon: your scene elements, 1 point each at the end</source>
        <translation>★ sobre un hexágono: tus elementos de escena, 1 punto cada uno al final</translation>
    </message>
    <message>
        <source>P: the holder of Puccini, who reveals the singers and never hires the designers</source>
        <translation>P: quien tiene a Puccini, que descubre a los cantantes y nunca contrata al diseñador de vestuario ni al carpintero</translation>
    </message>
    <message>
        <source>{mark} on the round track: a round that hires singers</source>
        <translation>{mark} en el marcador de rondas: una ronda en la que se contratan cantantes</translation>
    </message>
    <message>
        <source>{mark} on the round track: round 4, which hires directors</source>
        <translation>{mark} en el marcador de rondas: la ronda 4, en la que se contratan directores</translation>
    </message>
    <message>
        <source>✕: a round that ends by firing a director, or a director fired</source>
        <translation>✕: una ronda que termina despidiendo a un director, o un director despedido</translation>
    </message>
    <message>
        <source>A director: what it adds or takes off your score at the end</source>
        <translation>Un director: lo que suma o resta a tu puntuación al final</translation>
    </message>
    <message>
        <source>The costume designer or the carpenter: who hired it this round, in his frame</source>
        <translation>El diseñador de vestuario o el carpintero: quién lo contrató en esta ronda, en su marco</translation>
    </message>
    <message>
        <source>Cards: instrument, rhythms, masks</source>
        <translation>Cartas: instrumento, ritmos, máscaras</translation>
    </message>
    <message>
        <source>Opera houses</source>
        <translation>Teatros</translation>
    </message>
    <message>
        <source>The piano</source>
        <translation>El piano</translation>
    </message>
    <message>
        <source>Orchestra, Palco Reale, programme</source>
        <translation>Orquesta, Palco Reale, programa</translation>
    </message>
    <message>
        <source>A Character (★ instead of a year): on the Timeline it gives its diva's skill</source>
        <translation>Un Personaje (★ en lugar del año): en la línea temporal da la habilidad de su diva</translation>
    </message>
    <message>
        <source>A positive event, in its diva's colour with its year</source>
        <translation>Un evento positivo, en el color de su diva y con su año</translation>
    </message>
    <message>
        <source>A negative event: in the other diva's colour, it counts for her</source>
        <translation>Un evento negativo: en el color de la otra diva, cuenta para ella</translation>
    </message>
    <message>
        <source>A card face down (a deck, the rival's hand)</source>
        <translation>Una carta boca abajo (un mazo, la mano de la rival)</translation>
    </message>
    <message>
        <source>{instrument}: the instrument of {house}; a card of it played there moves that house's Fame one step toward you</source>
        <translation>{instrument}: el instrumento {house:de}; una carta con este instrumento jugada allí mueve un paso hacia ti la Fama de ese teatro</translation>
    </message>
    <message>
        <source>Rhythm {n}: {n} notes beamed together, with its number. Asked for by the opera, it gives Applause; played, it moves your Diva {n} keys</source>
        <translation>Ritmo {n}: {n} notas unidas, con su número. Si la ópera lo pide da Aplausos; jugado, mueve a tu Diva {n} teclas</translation>
    </message>
    <message>
        <source>A {colour} mask (its own shape too): 1 Applause the first time you show this colour in an opera</source>
        <translation>Una máscara {colour} (con su propia forma): 1 Aplauso la primera vez que muestras este color en una ópera</translation>
    </message>
    <message>
        <source>An opera: in the red disc the Applause needed to close it, then the rhythms and the notes it asks for; a note sent shows as a dot in the diva's colour</source>
        <translation>Una ópera: en el disco rojo los Aplausos para cerrarla, luego los ritmos y las notas que pide; una nota enviada aparece como un punto en el color de la diva</translation>
    </message>
    <message>
        <source>The Fame track and its counter (◆): it leans up to 3 steps toward a diva, who gets as many Timeline moves when the opera closes</source>
        <translation>El marcador de Fama y su ficha (◆): se inclina hasta 3 pasos hacia una diva, que recibe otros tantos movimientos en la línea temporal cuando se cierra la ópera</translation>
    </message>
    <message>
        <source>A diva's Applause in the house, against the opera's minimum (4/9)</source>
        <translation>Los Aplausos de una diva en el teatro, frente al mínimo de la ópera (4/9)</translation>
    </message>
    <message>
        <source>A note token in its diva's colour and shape; a dashed place is still empty</source>
        <translation>Una ficha de nota en el color y la forma de su diva; un hueco discontinuo sigue vacío</translation>
    </message>
    <message>
        <source>A white key, its note and its medal: the VP a note of yours there scores at the end</source>
        <translation>Una tecla blanca, su nota y su medalla: los PV que vale al final una nota tuya allí</translation>
    </message>
    <message>
        <source>★ on a black key: Increase Fame (click a house's Fame track)</source>
        <translation>★ en una tecla negra: Aumentar la Fama (haz clic en el marcador de Fama de un teatro)</translation>
    </message>
    <message>
        <source>Arrows on a black key: Expand Tessitura (drag one end of your bar outward)</source>
        <translation>Flechas en una tecla negra: Ampliar la tesitura (arrastra hacia fuera un extremo de tu barra)</translation>
    </message>
    <message>
        <source>Three cards on a black key: play a card on the Timeline</source>
        <translation>Tres cartas en una tecla negra: juega una carta en la línea temporal</translation>
    </message>
    <message>
        <source>An instrument on a black key: that opera house's action</source>
        <translation>Un instrumento en una tecla negra: la acción de ese teatro</translation>
    </message>
    <message>
        <source>A Diva on the piano, on the key she stands on</source>
        <translation>Una Diva en el piano, en la tecla donde está</translation>
    </message>
    <message>
        <source>A tessitura: the keys where that diva may sing; its ends can be dragged</source>
        <translation>Una tesitura: las teclas donde esa diva puede cantar; sus extremos se pueden arrastrar</translation>
    </message>
    <message>
        <source>×2 and ×1: the Orchestra's places in a row; the first instrument placed gets the row's bonus twice, the second once</source>
        <translation>×2 y ×1: los puestos de una fila de la orquesta; el primer instrumento colocado recibe dos veces la bonificación de la fila, el segundo una vez</translation>
    </message>
    <message>
        <source>A conductor's place, dashed while empty; placing the conductor gives 5 VP</source>
        <translation>El puesto de un director, discontinuo mientras está vacío; colocar al director da 5 PV</translation>
    </message>
    <message>
        <source>A house's Palco Reale token: clear, the house still scores the Palco Reale; dark and crossed out, never again</source>
        <translation>La ficha de Palco Reale de un teatro: clara, el teatro aún puntúa el Palco Reale; oscura y tachada, nunca más</translation>
    </message>
    <message>
        <source>A Personality of the Palco Reale: the VP it gives and what it demands</source>
        <translation>Una Personalidad del Palco Reale: los PV que da y lo que pide</translation>
    </message>
    <message>
        <source>A closed opera in the programme: who closed it and the VP each diva gained</source>
        <translation>Una ópera cerrada en el programa: quién la cerró y los PV que ganó cada diva</translation>
    </message>
    <message>
        <source>✓ on a Timeline card: it would score if the game ended now</source>
        <translation>✓ en una carta de la línea temporal: puntuaría si la partida terminara ahora</translation>
    </message>
    <message>
        <source>↷ ↶ over a Diva: your move passes over your rival (her key counts as a step)</source>
        <translation>↷ ↶ sobre una Diva: tu movimiento salta por encima de tu rival (su tecla cuenta como un paso)</translation>
    </message>
    <message>
        <source>✓ ▶ · in the panel: the steps of a closing done, now, next</source>
        <translation>✓ ▶ · en el panel: los pasos del cierre de una ópera hechos, en curso, aún por hacer</translation>
    </message>
    <message>
        <source>{mark} {raw}, a square block (a raw good), refines into {refined}, a disc with a ring (a refined good): the same mark, each its own colour</source>
        <translation>{mark} {raw}, un bloque cuadrado (mercancía en bruto), se refina en {refined}, un disco con un anillo (mercancía refinada): la misma marca, cada una con su color</translation>
    </message>
    <message>
        <source>{small}: per small building of yours; {token}: per token of yours</source>
        <translation>{small}: por cada edificio pequeño tuyo; {token}: por cada ficha tuya</translation>
    </message>
    <message>
        <source>{levels}: the levels of the Opera board</source>
        <translation>{levels}: los niveles del tablero de la Opera</translation>
    </message>
    <message>
        <source>★ in a card's band: a Character, which has no year</source>
        <translation>★ en la franja de una carta: un Personaje, que no tiene año</translation>
    </message>
    <message>
        <source>{name}: a star with a power and a fee of her own; she sings only a Principal role</source>
        <translation>{name}: una estrella con un poder y unos honorarios propios; solo canta un Papel principal</translation>
    </message>
    <message>
        <source>{name}: sings only Principal roles, +1 PN in the preferred voice; immune to most attacks</source>
        <translation>{name}: solo canta Papeles principales, +1 PN en su voz preferida; inmune a casi todos los ataques</translation>
    </message>
    <message>
        <source>{name}: sings First parts; a Second part costs you 2 gold</source>
        <translation>{name}: canta Primeras partes; una Segunda parte te cuesta 2 oro</translation>
    </message>
    <message>
        <source>{name}: sings Second parts; a First part needs an enabling card</source>
        <translation>{name}: canta Segundas partes; una Primera parte necesita una carta que lo permita</translation>
    </message>
    <message>
        <source>{name}: sings only Mute or spoken roles, which only Students sing</source>
        <translation>{name}: solo canta Papeles mudos o hablados, que solo cantan los Estudiantes</translation>
    </message>
    <message>
        <source>◷: the time left in a timed match</source>
        <translation>◷: el tiempo que queda en una partida con reloj</translation>
    </message>
    <message>
        <source>{name}: the singer's kind, in the coloured band; directors score by kind</source>
        <translation>{name}: el tipo de cantante, en la franja de color; los directores puntúan según el tipo</translation>
    </message>
    <message>
        <source>Rhythm 1: a single note, with its number. Asked for by the opera, it gives Applause; played, it moves your Diva 1 key</source>
        <translation>Ritmo 1: una sola nota, con su número. Si la ópera lo pide da Aplausos; jugado, mueve a tu Diva 1 tecla</translation>
    </message>
    <message>
        <source>Goods: colour, shape and mark</source>
        <translation>Mercancías: color, forma y marca</translation>
    </message>
    <message>
        <source>Cards and their letters</source>
        <translation>Las cartas y sus letras</translation>
    </message>
    <message>
        <source>Florence and the cities</source>
        <translation>Florencia y las ciudades</translation>
    </message>
    <message>
        <source>Your shop</source>
        <translation>Tu taller</translation>
    </message>
    <message>
        <source>A dashed block with ?: a raw good of your choice</source>
        <translation>Un bloque discontinuo con ?: una mercancía en bruto a tu elección</translation>
    </message>
    <message>
        <source>A white hexagon: a certificate. With a number, its level on your track; with a good's mark, that good paid by the certificate</source>
        <translation>Un hexágono blanco: un certificado. Con un número, su nivel en tu pista; con la marca de una mercancía, esa mercancía pagada con el certificado</translation>
    </message>
    <message>
        <source>Empty hexagons, then +n: move that many of your certificates n columns to the right</source>
        <translation>Hexágonos vacíos, luego +n: mueve otros tantos certificados tuyos n columnas a la derecha</translation>
    </message>
    <message>
        <source>⬢3: for each of your certificates at level 3</source>
        <translation>⬢3: por cada certificado tuyo en el nivel 3</translation>
    </message>
    <message>
        <source>{letter}: {size}, the building's size (the letter at the left of its band)</source>
        <translation>{letter}: {size}, el tamaño del edificio (la letra a la izquierda de la franja)</translation>
    </message>
    <message>
        <source>{letter}: {colour}, the building's colour (the letter at the right of its band)</source>
        <translation>{letter}: {colour}, el color del edificio (la letra a la derecha de la franja)</translation>
    </message>
    <message>
        <source>A building: in its band size, effect and colour; then its cost in refined goods and, after −, the raw goods it makes cheaper</source>
        <translation>Un edificio: en su franja tamaño, efecto y color; luego su coste en mercancías refinadas y, tras −, las mercancías en bruto que abarata</translation>
    </message>
    <message>
        <source>A trade card: the pink half is a cost in raw goods, the green half a profit; its group mark in the middle</source>
        <translation>Una carta de comercio: la mitad rosa es un coste en mercancías en bruto, la mitad verde una ganancia; la marca de su grupo en el centro</translation>
    </message>
    <message>
        <source>{one}, {two}: the trade cards dealt to the players' hands at the start</source>
        <translation>{one}, {two}: las cartas de comercio repartidas a la mano de los jugadores al empezar</translation>
    </message>
    <message>
        <source>{one}, {two}, {three}: the trade cards of the cities, at the start</source>
        <translation>{one}, {two}, {three}: las cartas de comercio de las ciudades, al empezar</translation>
    </message>
    <message>
        <source>{ab}, {c}: the market decks, used in this order</source>
        <translation>{ab}, {c}: los mazos del mercado, usados en este orden</translation>
    </message>
    <message>
        <source>A deck, face down, with its number of cards</source>
        <translation>Un mazo, boca abajo, con su número de cartas</translation>
    </message>
    <message>
        <source>A merchant in a city area, in its player's colour, shape and letter</source>
        <translation>Un mercader en un área de ciudad, con el color, la forma y la letra de su jugador</translation>
    </message>
    <message>
        <source>A city power: usable once, by a merchant entering the Cost area</source>
        <translation>Un poder de ciudad: se usa una vez, con un mercader que entra en el área de coste</translation>
    </message>
    <message>
        <source>A worksite: the refined good it wants and what sending it gives; the discs are the players who sent one</source>
        <translation>Una obra: la mercancía refinada que pide y lo que se obtiene al enviarla; los discos son los jugadores que la enviaron</translation>
    </message>
    <message>
        <source>A padlock: this worksite opens once the level below it is built</source>
        <translation>Un candado: esta obra se abre cuando el nivel de abajo está construido</translation>
    </message>
    <message>
        <source>A player's token sent to a worksite</source>
        <translation>La ficha de un jugador enviada a una obra</translation>
    </message>
    <message>
        <source>A track of your shop: the square token counts your raw good, the hexagon is its certificate (columns 3–5 level 1, 6–7 level 2, 8–10 level 3)</source>
        <translation>Una pista de tu taller: la ficha cuadrada cuenta tu mercancía en bruto, el hexágono es su certificado (columnas 3–5 nivel 1, 6–7 nivel 2, 8–10 nivel 3)</translation>
    </message>
    <message>
        <source>Your refined goods, to use this turn (the number on the token)</source>
        <translation>Tus mercancías refinadas, para usar en este turno (el número junto a la ficha)</translation>
    </message>
    <message>
        <source>The positions of your shop by size: on the left a discount and a conversion, on the right an effect and a cart</source>
        <translation>Las posiciones de tu taller por tamaño: a la izquierda un descuento y una conversión, a la derecha un efecto y un carro</translation>
    </message>
    <message>
        <source>A cart: hatched while locked, filled when free, empty once used this turn</source>
        <translation>Un carro: rayado mientras está bloqueado, lleno cuando está libre, vacío una vez usado en este turno</translation>
    </message>
    <message>
        <source>A refined good placed on a building under construction</source>
        <translation>Una mercancía refinada colocada en un edificio en construcción</translation>
    </message>
    <message>
        <source>×2: two of them (refined goods of a kind, buildings in one position)</source>
        <translation>×2: dos (mercancías refinadas del mismo tipo, edificios en la misma posición)</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <source>Not now: the coach is waiting for the move in the ring. Read the step beside the board.</source>
        <translation>Ahora no: el instructor espera la jugada del círculo. Lee el paso junto al tablero.</translation>
    </message>
    <message>
        <source>Lesson complete. You know the heart of the game; Help → How to play has every rule. Play a real game with the same options, or leave the lesson.</source>
        <translation>Lección completada. Ya conoces el corazón del juego; en Ayuda → Cómo se juega están todas las reglas. Juega una partida de verdad con las mismas opciones o deja la lección.</translation>
    </message>
    <message>
        <source>Sipario! — your first season</source>
        <translation>Sipario! — tu primera temporada</translation>
    </message>
    <message>
        <source>Welcome to Sipario! You are an impresario and Rossini is your rival. Staging operas earns Notoriety points (PN): your badge moves along the Notoriety track at the top, and the first to 25 PN wins.</source>
        <translation>¡Bienvenido a Sipario! Eres un empresario y Rossini es tu rival. Poner óperas en escena da puntos de Notoriedad (PN): tu distintivo avanza por el marcador de Notoriedad de arriba, y gana quien llegue antes a 25 PN.</translation>
    </message>
    <message>
        <source>At the bottom left is your season: three opera titles. Each card lists its roles with their type (P Principal role, F First part, Se Second part) and voice. You stage them with the singers in your hand.</source>
        <translation>Abajo a la izquierda está tu temporada: tres títulos de ópera. Cada carta enumera sus papeles con su tipo (P Papel principal, F Primera parte, Se Segunda parte) y su voz. Los pones en escena con los cantantes de tu mano.</translation>
    </message>
    <message>
        <source>Before the first turn you may swap one title for 1 gold by dragging it onto the opera deck. Your season is good: press “Keep my season”.</source>
        <translation>Antes del primer turno puedes cambiar un título por 1 oro arrastrándolo al mazo de óperas. Tu temporada es buena: pulsa «Me quedo la temporada».</translation>
    </message>
    <message>
        <source>Keep your season in this lesson: press “Keep my season”.</source>
        <translation>En esta lección quédate tu temporada: pulsa «Me quedo la temporada».</translation>
    </message>
    <message>
        <source>Your turn begins with a draw: drag the top card of the play deck into your hand (or click the deck, then your hand).</source>
        <translation>Tu turno empieza robando: arrastra la carta de arriba del mazo a tu mano (o haz clic en el mazo y luego en tu mano).</translation>
    </message>
    <message>
        <source>First draw: drag the play deck (in the ring) into your hand.</source>
        <translation>Primero roba: arrastra el mazo (en el círculo) a tu mano.</translation>
    </message>
    <message>
        <source>Besides your action you may play one turn card. Drag Agency Wheeling-and-Dealing onto the table and choose to give Rossini your Audience Roar: you take one of his cards in exchange.</source>
        <translation>Además de tu acción puedes jugar una carta de turno. Arrastra Chanchullo de agencia a la mesa y elige darle a Rossini tu Abucheo del gallinero: a cambio te llevas una de sus cartas.</translation>
    </message>
    <message>
        <source>Play Agency Wheeling-and-Dealing (in the ring), giving Audience Roar.</source>
        <translation>Juega Chanchullo de agencia (en el círculo), dando el Abucheo del gallinero.</translation>
    </message>
    <message>
        <source>You received a Debutant baritone from Rossini. Gold can also buy fame: press “+1 PN for 3 gold” once.</source>
        <translation>Rossini te ha dado un Debutante barítono. El oro también compra fama: pulsa una vez «+1 PN por 3 oro».</translation>
    </message>
    <message>
        <source>Buy advertising once: the button “+1 PN for 3 gold”.</source>
        <translation>Compra publicidad una vez: el botón «+1 PN por 3 oro».</translation>
    </message>
    <message>
        <source>That is your turn: press “End turn”. Rossini plays next; watch what he does.</source>
        <translation>Ya has hecho tu turno: pulsa «Terminar turno». Ahora juega Rossini; mira lo que hace.</translation>
    </message>
    <message>
        <source>Press “End turn” now.</source>
        <translation>Ahora pulsa «Terminar turno».</translation>
    </message>
    <message>
        <source>Now three plain turns: draw from the play deck, then end your turn. You collect singers, and your hand never holds more than 13 cards.</source>
        <translation>Ahora tres turnos sencillos: roba del mazo y termina tu turno. Vas reuniendo cantantes, y tu mano nunca pasa de 13 cartas.</translation>
    </message>
    <message>
        <source>For now only draw and end your turn; your debut comes in a moment.</source>
        <translation>Por ahora solo roba y termina tu turno; tu estreno llega enseguida.</translation>
    </message>
    <message>
        <source>Draw once more, and this time do not end your turn: after a draw from the play deck you may debut an opera.</source>
        <translation>Roba otra vez, y ahora no termines tu turno: después de robar del mazo puedes estrenar una ópera.</translation>
    </message>
    <message>
        <source>You hold a cast for Guillaume Tell. Drag its title onto the stage. A standard opera's base cast is 1 Principal role, 2 First parts and 1 Second part, worth 6 PN.</source>
        <translation>Tienes un reparto para Guillaume Tell. Arrastra su título al escenario. El reparto base de una ópera normal es 1 Papel principal, 2 Primeras partes y 1 Segunda parte, y vale 6 PN.</translation>
    </message>
    <message>
        <source>Drag Guillaume Tell (in the ring) onto the stage.</source>
        <translation>Arrastra Guillaume Tell (en el círculo) al escenario.</translation>
    </message>
    <message>
        <source>Fulgenzio Romanzini is a Great Interpreter (GI), a baritone: Great Interpreters sing only Principal roles. Drag him onto Guillaume Tell, the Principal role.</source>
        <translation>Fulgenzio Romanzini es un Gran intérprete (GI), barítono: los Grandes intérpretes solo cantan Papeles principales. Arrástralo a Guillaume Tell, el Papel principal.</translation>
    </message>
    <message>
        <source>Cast the singer in the ring, on the role the coach names.</source>
        <translation>Pon en el reparto al cantante del círculo, en el papel que indica el instructor.</translation>
    </message>
    <message>
        <source>Onofrio Gorgheggi is a Golden Throat (GT), a tenor: Golden Throats sing First parts. Drag him onto Arnold.</source>
        <translation>Onofrio Gorgheggi es una Garganta de oro (GT), tenor: las Gargantas de oro cantan Primeras partes. Arrástralo a Arnold.</translation>
    </message>
    <message>
        <source>Mafalda Falsettini is a Debutant soprano. A Debutant sings Second parts; a First part needs a card such as Recommendation of Iron, which you hold. Drag her onto Mathilde and choose the Recommendation.</source>
        <translation>Mafalda Falsettini es una Debutante soprano. Un Debutante canta Segundas partes; para una Primera parte hace falta una carta como Recomendación de hierro, que tienes en la mano. Arrástrala a Mathilde y elige la Recomendación.</translation>
    </message>
    <message>
        <source>Eusebio Barcarola, the Debutant you took from Rossini, sings the Second part Walter Furst. That completes the base cast.</source>
        <translation>Eusebio Barcarola, el Debutante que recibiste de Rossini, canta la Segunda parte de Walter Furst. Con él el reparto base está completo.</translation>
    </message>
    <message>
        <source>Extra roles add PN. Cast Zelmira Ottavini, a Golden Throat mezzo-soprano, as Hedwige: a Golden Throat in a Second part costs you 2 gold when you confirm.</source>
        <translation>Los papeles extra suman PN. Pon en el reparto a Zelmira Ottavini, Garganta de oro mezzosoprano, como Hedwige: una Garganta de oro en una Segunda parte te cuesta 2 oro al confirmar.</translation>
    </message>
    <message>
        <source>Every base role is filled, so the debut can be confirmed: press “Confirm the debut”. You pay the cast's gold now.</source>
        <translation>Todos los papeles base están cubiertos, así que el estreno se puede confirmar: pulsa «Confirmar el estreno». Ahora pagas el oro del reparto.</translation>
    </message>
    <message>
        <source>Press “Confirm the debut” (in the ring).</source>
        <translation>Pulsa «Confirmar el estreno» (en el círculo).</translation>
    </message>
    <message>
        <source>Press “Raise the curtain”. Before the show is scored, your rivals get one Unfair Competition action each against it: an attack card, or a singer of their own added to an empty role.</source>
        <translation>Pulsa «Alzar el telón». Antes de puntuar el espectáculo, cada rival tiene una acción de Competencia desleal contra él: una carta de ataque, o un cantante suyo añadido a un papel vacío.</translation>
    </message>
    <message>
        <source>Press “Raise the curtain” (in the ring).</source>
        <translation>Pulsa «Alzar el telón» (en el círculo).</translation>
    </message>
    <message>
        <source>Rossini did not attack: he added a singer of his own to an empty role. Guillaume Tell is staged for 7 PN, 6 for the base cast and 1 for the extra roles, and your badge moved along the track.</source>
        <translation>Rossini no ha atacado: ha añadido un cantante suyo a un papel vacío. Guillaume Tell sube a escena por 7 PN, 6 por el reparto base y 1 por los papeles extra, y tu distintivo ha avanzado por el marcador.</translation>
    </message>
    <message>
        <source>Rossini's panel shows his PN, gold and hand. Draw, debut and stage until someone reaches 25 PN; when he debuts, you get an Unfair Competition action against his show.</source>
        <translation>El panel de Rossini muestra sus PN, su oro y su mano. Roba, estrena y pon en escena hasta que alguien llegue a 25 PN; cuando él estrene, tendrás una acción de Competencia desleal contra su espectáculo.</translation>
    </message>
    <message>
        <source>Turandot — cast Puccini's last opera</source>
        <translation>Turandot — el reparto de la última ópera de Puccini</translation>
    </message>
    <message>
        <source>In Turandot you cast Puccini's last opera. Over seven rounds you bid in secret for six singers and one director; at the end you give your singers the six roles. The Puccini card shows who holds Puccini: that player gives out the understudies.</source>
        <translation>En Turandot formas el reparto de la última ópera de Puccini. En siete rondas pujas en secreto por seis cantantes y un director; al final das a tus cantantes los seis papeles. La carta de Puccini muestra quién tiene a Puccini: ese jugador reparte los suplentes.</translation>
    </message>
    <message>
        <source>The casting call: a singer lies under each character, from 1 Turandot to 4 Ping. Your number cards are your bids: drag number 2 into “Your bid (face down)” to ask for the singer under Calaf.</source>
        <translation>La audición: bajo cada personaje hay un cantante, de 1 Turandot a 4 Ping. Tus cartas de número son tus pujas: arrastra el número 2 a «Tu puja (boca abajo)» para pedir el cantante que está bajo Calaf.</translation>
    </message>
    <message>
        <source>Drag your number 2 card (in the ring) into your bid.</source>
        <translation>Arrastra tu carta de número 2 (en el círculo) a tu puja.</translation>
    </message>
    <message>
        <source>Press “Confirm the bid”. Everybody bids at the same time, in secret; the bids are revealed together once all are in.</source>
        <translation>Pulsa «Confirmar la puja». Todos pujan a la vez, en secreto; las pujas se descubren juntas cuando están todas.</translation>
    </message>
    <message>
        <source>Press “Confirm the bid” (in the ring).</source>
        <translation>Pulsa «Confirmar la puja» (en el círculo).</translation>
    </message>
    <message>
        <source>Pong bid 2 as well, with no money: a tie, so neither of you hires Calaf's singer. Each of you got an understudy instead, chosen by Pong, who holds Puccini. Your company at the bottom shows it.</source>
        <translation>Pong también ha pujado 2, sin dinero: empate, así que ninguno contrata al cantante de Calaf. A cambio cada uno ha recibido un suplente, elegido por Pong, que tiene a Puccini. Tu compañía, abajo, lo muestra.</translation>
    </message>
    <message>
        <source>In rounds 1 to 3 a director is fired at the end. Pong chose you: drag the Traditionalist onto “Fired directors”. That director leaves the game.</source>
        <translation>En las rondas 1 a 3, al final, se despide a un director. Pong te ha elegido a ti: arrastra al Tradicionalista a «Directores despedidos». Ese director sale del juego.</translation>
    </message>
    <message>
        <source>Drag the Traditionalist (in the ring) onto “Fired directors”.</source>
        <translation>Arrastra al Tradicionalista (en el círculo) a «Directores despedidos».</translation>
    </message>
    <message>
        <source>Round 2, and Puccini has passed to you. Bid number 4 with your bluff card: the bluff changes nothing, it only hides how many cards you played. Drag both into your bid, then confirm.</source>
        <translation>Ronda 2, y Puccini ha pasado a tus manos. Puja el número 4 con tu carta de farol: el farol no cambia nada, solo oculta cuántas cartas has jugado. Arrastra las dos a tu puja y luego confirma.</translation>
    </message>
    <message>
        <source>Put number 4 and the bluff card into your bid, then press “Confirm the bid”.</source>
        <translation>Pon el número 4 y la carta de farol en tu puja y pulsa «Confirmar la puja».</translation>
    </message>
    <message>
        <source>Everybody played 4: nobody hires. You hold Puccini, so you give every company an understudy, yours included: drag a singer left under the characters onto each company.</source>
        <translation>Todos han jugado el 4: nadie contrata. Tienes a Puccini, así que das un suplente a cada compañía, también a la tuya: arrastra un cantante que quede bajo los personajes a cada compañía.</translation>
    </message>
    <message>
        <source>Drag a singer left under the characters onto a company waiting for an understudy.</source>
        <translation>Arrastra un cantante que quede bajo los personajes a una compañía que espera un suplente.</translation>
    </message>
    <message>
        <source>As holder of Puccini you also choose who fires a director this round: press a player's button under “Who fires a director?”.</source>
        <translation>Quien tiene a Puccini elige también quién despide a un director en esta ronda: pulsa el botón de un jugador bajo «¿Quién despide a un director?».</translation>
    </message>
    <message>
        <source>Choose who fires a director with the buttons (in the ring).</source>
        <translation>Elige quién despide a un director con los botones (en el círculo).</translation>
    </message>
    <message>
        <source>Round 3: put number 1 and the bluff into your bid and confirm. A player alone on a number hires the singer under that character.</source>
        <translation>Ronda 3: pon el número 1 y el farol en tu puja y confirma. Quien está solo en un número contrata al cantante que hay bajo ese personaje.</translation>
    </message>
    <message>
        <source>Put number 1 and the bluff card into your bid, then confirm.</source>
        <translation>Pon el número 1 y la carta de farol en tu puja y confirma.</translation>
    </message>
    <message>
        <source>Round 4 hires directors instead of singers; you bid for them the same way. Bid number 1 alone and confirm. At the end your director adds or takes off points by the kinds of singers in your cast.</source>
        <translation>En la ronda 4 se contratan directores en lugar de cantantes; se puja igual. Puja el número 1 solo y confirma. Al final tu director suma o resta puntos según los tipos de cantantes de tu reparto.</translation>
    </message>
    <message>
        <source>Put number 1 into your bid, then confirm.</source>
        <translation>Pon el número 1 en tu puja y confirma.</translation>
    </message>
    <message>
        <source>Round 5. Money cards break ties: on the same number, whoever added more money cards hires, and those cards are spent for good. Bid number 4 with one money card, then confirm.</source>
        <translation>Ronda 5. Las cartas de dinero deshacen los empates: en el mismo número contrata quien añadió más cartas de dinero, y esas cartas se gastan para siempre. Puja el número 4 con una carta de dinero y confirma.</translation>
    </message>
    <message>
        <source>Put a money card and number 4 into your bid, then confirm.</source>
        <translation>Pon una carta de dinero y el número 4 en tu puja y confirma.</translation>
    </message>
    <message>
        <source>You hold Puccini again: the player who hired nobody this round waits for an understudy. Drag one of the singers left onto that company.</source>
        <translation>Vuelves a tener a Puccini: quien no ha contratado a nadie en esta ronda espera un suplente. Arrastra uno de los cantantes que quedan a esa compañía.</translation>
    </message>
    <message>
        <source>Round 6: bid number 2 with both money cards you have left, then confirm. Two money cards beat one on the same number.</source>
        <translation>Ronda 6: puja el número 2 con las dos cartas de dinero que te quedan y confirma. En el mismo número, dos cartas de dinero ganan a una.</translation>
    </message>
    <message>
        <source>Put both money cards and number 2 into your bid, then confirm.</source>
        <translation>Pon las dos cartas de dinero y el número 2 en tu puja y confirma.</translation>
    </message>
    <message>
        <source>Round 7, the last one: bid number 3 with the bluff, then confirm.</source>
        <translation>Ronda 7, la última: puja el número 3 con el farol y confirma.</translation>
    </message>
    <message>
        <source>Put number 3 and the bluff card into your bid, then confirm.</source>
        <translation>Pon el número 3 y la carta de farol en tu puja y confirma.</translation>
    </message>
    <message>
        <source>The final scene: every player gives each of their six singers one role. Drag Rafael Orelli onto Calaf; the singer already there takes his place. Turandot and Liù are female roles (♀), the others male (♂).</source>
        <translation>La escena final: cada jugador da un papel a cada uno de sus seis cantantes. Arrastra a Rafael Orelli a Calaf; el cantante que estaba ahí ocupa su lugar. Turandot y Liù son papeles femeninos (♀), los demás masculinos (♂).</translation>
    </message>
    <message>
        <source>Drag Rafael Orelli (in the ring) onto Calaf.</source>
        <translation>Arrastra a Rafael Orelli (en el círculo) a Calaf.</translation>
    </message>
    <message>
        <source>Your score: the stars of your six singers, +1 for each scene element, +1 for a singer on their favourite role (♥), −1 for one on a role of the other gender, and your director's points. “Optimal assignment” arranges the cast for the most points. Press “Confirm the cast”.</source>
        <translation>Tu puntuación: las estrellas de tus seis cantantes, +1 por cada elemento de escena, +1 por un cantante en su papel favorito (♥), −1 por uno en un papel del otro género, y los puntos de tu director. «Asignación óptima» coloca el reparto para sacar más puntos. Pulsa «Confirmar el reparto».</translation>
    </message>
    <message>
        <source>Press “Confirm the cast”, or move singers between roles first.</source>
        <translation>Pulsa «Confirmar el reparto», o mueve antes a los cantantes de un papel a otro.</translation>
    </message>
    <message>
        <source>Every cast is confirmed and scored: the results list each line of every score. The rules reference explains each director (Rule TUR-066).</source>
        <translation>Todos los repartos están confirmados y puntuados: los resultados muestran cada línea de cada puntuación. El reglamento explica cada director (Regla TUR-066).</translation>
    </message>
    <message>
        <source>The Battle of the Divas — Callas against Tebaldi</source>
        <translation>La batalla de las divas — Callas contra Tebaldi</translation>
    </message>
    <message>
        <source>You are Maria Callas: blue, a circle, the letter C. Renata Tebaldi plays against you. You perform operas in four houses, sing notes on the piano and build the Timeline; when five operas have closed, the diva with more VP wins. Each turn: play a card, move, take a black key's two actions, draw.</source>
        <translation>Eres Maria Callas: azul, un círculo, la letra C. Renata Tebaldi juega contra ti. Actúas en cuatro teatros, cantas notas en el piano y construyes la línea temporal; cuando se han cerrado cinco óperas gana la diva con más PV. Cada turno: juegas una carta, te mueves, haces las dos acciones de una tecla negra y robas.</translation>
    </message>
    <message>
        <source>Phase 1: play a card in an opera. Drag Elvira de Hidalgo onto La Scala. Each rhythm of hers that the opera asks for, and each mask colour new to you there, gives you Applause.</source>
        <translation>Fase 1: juega una carta en una ópera. Arrastra a Elvira de Hidalgo a La Scala. Cada ritmo suyo que pide la ópera, y cada color de máscara nuevo para ti allí, te da Aplausos.</translation>
    </message>
    <message>
        <source>Drag Elvira de Hidalgo (in the ring) onto La Scala.</source>
        <translation>Arrastra a Elvira de Hidalgo (en el círculo) a La Scala.</translation>
    </message>
    <message>
        <source>Phase 2: the card's rhythm is how far you move on the piano. Drag your Diva to DO: where you stop inside your tessitura, a note of yours is placed on the key.</source>
        <translation>Fase 2: el ritmo de la carta es cuánto te mueves en el piano. Arrastra a tu Diva al DO: donde te detienes, dentro de tu tesitura, se coloca una nota tuya en la tecla.</translation>
    </message>
    <message>
        <source>Drag your Diva (in the ring) to the DO key.</source>
        <translation>Arrastra a tu Diva (en el círculo) a la tecla DO.</translation>
    </message>
    <message>
        <source>Phase 3: your Diva stands beside this black key, so its two actions are yours: the Clarinet, the Wiener Staatsoper's instrument, and Play a card on the Timeline.</source>
        <translation>Fase 3: tu Diva está junto a esta tecla negra, así que sus dos acciones son tuyas: el Clarinete, el instrumento de la Ópera Estatal de Viena, y Jugar una carta en la línea temporal.</translation>
    </message>
    <message>
        <source>Drag Milanese Fever to the end of the Timeline. Its event happens now: La Scala's Fame moves toward you. Playing a card on the Timeline is the only way to use an event.</source>
        <translation>Arrastra Fiebre milanesa al final de la línea temporal. Su evento ocurre ya: la Fama de La Scala se mueve hacia ti. Jugar una carta en la línea temporal es la única forma de usar un evento.</translation>
    </message>
    <message>
        <source>Drag Milanese Fever (in the ring) to the end of the Timeline.</source>
        <translation>Arrastra Fiebre milanesa (en el círculo) al final de la línea temporal.</translation>
    </message>
    <message>
        <source>Now the Clarinet: drag your RE note from the piano onto the Wiener Staatsoper, whose opera asks for it. The first note you send to an opera gives 2 Applause. Then you draw back to four cards and Renata plays.</source>
        <translation>Ahora el Clarinete: arrastra tu nota RE del piano a la Ópera Estatal de Viena, cuya ópera la pide. La primera nota que envías a una ópera da 2 Aplausos. Luego robas hasta tener cuatro cartas y juega Renata.</translation>
    </message>
    <message>
        <source>Drag your RE note (in the ring) onto the Wiener Staatsoper.</source>
        <translation>Arrastra tu nota RE (en el círculo) a la Ópera Estatal de Viena.</translation>
    </message>
    <message>
        <source>Your turn again. Play Italian Debut at La Scala: its Violin is La Scala's own instrument, so the Fame counter there moves toward you, and your Applause reaches the opera's minimum.</source>
        <translation>Otra vez tu turno. Juega Debut italiano en La Scala: su Violín es el instrumento de La Scala, así que allí la Fama se mueve hacia ti, y tus Aplausos llegan al mínimo de la ópera.</translation>
    </message>
    <message>
        <source>Drag Italian Debut (in the ring) onto La Scala.</source>
        <translation>Arrastra Debut italiano (en el círculo) a La Scala.</translation>
    </message>
    <message>
        <source>Move your Diva to SI, where Renata has a note: stopping there inside your tessitura flips it to your colour.</source>
        <translation>Lleva a tu Diva al SI, donde Renata tiene una nota: al detenerte allí, dentro de tu tesitura, la volteas a tu color.</translation>
    </message>
    <message>
        <source>Move your Diva (in the ring) to the SI key.</source>
        <translation>Lleva a tu Diva (en el círculo) a la tecla SI.</translation>
    </message>
    <message>
        <source>This black key gives the Violin, La Scala's instrument, and your Applause there has reached the minimum: press “Close &amp; score” on the opera.</source>
        <translation>Esta tecla negra da el Violín, el instrumento de La Scala, y allí tus Aplausos han llegado al mínimo: pulsa «Cerrar y puntuar» en la ópera.</translation>
    </message>
    <message>
        <source>Press “Close &amp; score” on La Scala's opera (in the ring).</source>
        <translation>Pulsa «Cerrar y puntuar» en la ópera de La Scala (en el círculo).</translation>
    </message>
    <message>
        <source>Closing: both divas convert their Applause in that house into VP, you 6 and Renata 0. Then La Scala's Fame, leaning 3 steps toward you, gives you 3 Timeline moves.</source>
        <translation>El cierre: las dos divas convierten en PV sus Aplausos en ese teatro, tú 6 y Renata 0. Después la Fama de La Scala, a 3 pasos hacia ti, te da 3 movimientos en la línea temporal.</translation>
    </message>
    <message>
        <source>A Timeline move swaps a card with its neighbour; at the end your event cards score when they stand in chronological order. Drag a card along the Timeline, or press “Done”.</source>
        <translation>Un movimiento en la línea temporal intercambia una carta con su vecina; al final tus cartas de evento puntúan si están en orden cronológico. Arrastra una carta por la línea temporal o pulsa «Hecho».</translation>
    </message>
    <message>
        <source>Move a Timeline card, or press “Done”.</source>
        <translation>Mueve una carta de la línea temporal o pulsa «Hecho».</translation>
    </message>
    <message>
        <source>You had more Applause there, so your Violin goes into the Orchestra on its ×2 place, and its bonus gives you 2 more Timeline moves. Move a card, or press “Done”.</source>
        <translation>Tenías más Aplausos allí, así que tu Violín entra en la orquesta en su lugar ×2, y su bonificación te da 2 movimientos más en la línea temporal. Mueve una carta o pulsa «Hecho».</translation>
    </message>
    <message>
        <source>A new opera comes to La Scala. Your black key's other action is Increase Fame: click the Fame track of a house to move its counter one step toward you.</source>
        <translation>A La Scala llega una ópera nueva. La otra acción de tu tecla negra es Aumentar la Fama: haz clic en el marcador de Fama de un teatro para mover su ficha un paso hacia ti.</translation>
    </message>
    <message>
        <source>Click a house's Fame track (one is in the ring).</source>
        <translation>Haz clic en el marcador de Fama de un teatro (uno está en el círculo).</translation>
    </message>
    <message>
        <source>That is the core of a turn. At the end: 5 VP for more instruments in the Orchestra, each of your notes on the piano scores its key's medal, event cards in chronological order on the Timeline 2 VP each, and 1 VP for leading each unfinished opera.</source>
        <translation>Este es el corazón de un turno. Al final: 5 PV para quien tenga más instrumentos en la orquesta, cada nota tuya en el piano vale la medalla de su tecla, las cartas de evento en orden cronológico en la línea temporal 2 PV cada una, y 1 PV por cada ópera sin cerrar en la que vas en cabeza.</translation>
    </message>
    <message>
        <source>Palco Reale — the royal box of the Divas</source>
        <translation>Palco Reale — el palco real de las divas</translation>
    </message>
    <message>
        <source>Palco Reale opens the royal box, under the Orchestra: three Personalities watch every closing. Each shows its VP and its demand; when an opera closes, each diva gains the VP of every Personality whose demand she meets in that house.</source>
        <translation>Palco Reale abre el palco real, bajo la orquesta: tres Personalidades asisten a cada cierre. Cada una muestra sus PV y su exigencia; cuando se cierra una ópera, cada diva gana los PV de cada Personalidad cuya exigencia cumple en ese teatro.</translation>
    </message>
    <message>
        <source>Emperor Hirohito (4 VP) asks that you scored both rhythms of the opera in the house that closes. You will score both at La Scala, then close it.</source>
        <translation>El Emperador Hirohito (4 PV) exige que hayas puntuado los dos ritmos de la ópera en el teatro que se cierra. Los puntuarás los dos en La Scala y luego la cerrarás.</translation>
    </message>
    <message>
        <source>Play Italian Debut at La Scala: it scores the opera's second rhythm, as Emperor Hirohito asks, its Violin moves La Scala's Fame toward you, and your Applause reaches the minimum.</source>
        <translation>Juega Debut italiano en La Scala: puntúa el segundo ritmo de la ópera, como exige el Emperador Hirohito, su Violín mueve la Fama de La Scala hacia ti, y tus Aplausos llegan al mínimo.</translation>
    </message>
    <message>
        <source>After the Orchestra the royal box scores: you met Emperor Hirohito's demand, +4 VP. La Scala's token is turned, so that house never scores the Palco Reale again, and three new Personalities take their seats.</source>
        <translation>Tras la orquesta puntúa el palco real: has cumplido la exigencia del Emperador Hirohito, +4 PV. La ficha de La Scala se da la vuelta, así que ese teatro ya no puntuará el Palco Reale, y tres Personalidades nuevas ocupan su sitio.</translation>
    </message>
    <message>
        <source>A closing in a house whose token is still clear scores the royal box and brings three new Personalities, whether anyone scored or not. Both divas may score the same Personality, the closer first.</source>
        <translation>Un cierre en un teatro con la ficha aún clara puntúa el palco real y trae tres Personalidades nuevas, haya puntuado alguien o no. Las dos divas pueden puntuar la misma Personalidad, primero la que cierra.</translation>
    </message>
    <message>
        <source>Opera Magna — a Workshop Master's first round</source>
        <translation>Opera Magna — la primera ronda de un maestro de taller</translation>
    </message>
    <message>
        <source>You are a Workshop Master in Renaissance Florence, against Cosimo. You buy raw goods in three cities, refine them in your shop, construct buildings and send refined goods to the worksites of the Opera. After 9 rounds the most VP wins; everybody starts at 5 on the VP track.</source>
        <translation>Eres un maestro de taller en la Florencia del Renacimiento, contra Cosimo. Compras mercancías en bruto en tres ciudades, las refinas en tu taller, construyes edificios y envías mercancías refinadas a las obras de la Opera. Tras 9 rondas gana quien tenga más PV; todos empiezan en 5 en la pista de PV.</translation>
    </message>
    <message>
        <source>First the building draft: each player takes two buildings to construct. Drag this medium building into your Buildings under construction.</source>
        <translation>Primero la elección de los edificios: cada jugador toma dos edificios para construir. Arrastra este edificio mediano a tus Edificios en construcción.</translation>
    </message>
    <message>
        <source>Drag the building in the ring into your Buildings under construction.</source>
        <translation>Arrastra el edificio del círculo a tus Edificios en construcción.</translation>
    </message>
    <message>
        <source>Cosimo has chosen his two. Take your second one: this small building, which needs only two refined goods.</source>
        <translation>Cosimo ya ha elegido los suyos. Toma tu segundo: este edificio pequeño, que solo pide dos mercancías refinadas.</translation>
    </message>
    <message>
        <source>Your turn, phase 1: drag one of your merchants to an area without a merchant of yours. Move the one in Antwerp's Cost area down to its Profit area: Antwerp is the city you activate this turn.</source>
        <translation>Tu turno, fase 1: arrastra uno de tus mercaderes a un área sin un mercader tuyo. Mueve el del área de coste de Amberes a su área de beneficio: Amberes es la ciudad que activas este turno.</translation>
    </message>
    <message>
        <source>Drag your merchant (in the ring) to Antwerp's Profit area.</source>
        <translation>Arrastra tu mercader (en el círculo) al área de beneficio de Amberes.</translation>
    </message>
    <message>
        <source>Then drag a trade card from your hand onto that area: its cards slide one space to the left, the leftmost goes to the discards and yours takes the rightmost space.</source>
        <translation>Luego arrastra una carta de comercio de tu mano a esa área: sus cartas se desplazan un lugar a la izquierda, la de más a la izquierda va a los descartes y la tuya ocupa el último lugar de la derecha.</translation>
    </message>
    <message>
        <source>Drag the trade card in the ring onto Antwerp's Profit area.</source>
        <translation>Arrastra la carta de comercio del círculo al área de beneficio de Amberes.</translation>
    </message>
    <message>
        <source>City activation: you pay every raw good shown on the three cards of the Cost area, less your discounts, and gain every good on the Profit area's cards. The Pay button adds it all up: press it.</source>
        <translation>Activación de la ciudad: pagas cada mercancía en bruto de las tres cartas del área de coste, menos tus descuentos, y ganas cada mercancía de las cartas del área de beneficio. El botón Paga hace todas las cuentas: púlsalo.</translation>
    </message>
    <message>
        <source>Press the Pay button (in the ring).</source>
        <translation>Pulsa el botón Paga (en el círculo).</translation>
    </message>
    <message>
        <source>The Refined goods phase: the refined goods you gained must be used now. Drag the Bell onto the matching icon of your medium building.</source>
        <translation>La fase de las mercancías refinadas: las mercancías refinadas que has ganado se usan ahora. Arrastra la Campana al icono que le corresponde de tu edificio mediano.</translation>
    </message>
    <message>
        <source>Drag the refined good in the ring onto its icon on your medium building.</source>
        <translation>Arrastra la mercancía refinada del círculo a su icono de tu edificio mediano.</translation>
    </message>
    <message>
        <source>Now your small building: drag the Planks, then a Column onto its icons. When every icon is covered, the building is complete.</source>
        <translation>Ahora tu edificio pequeño: arrastra unos Tablones y después una Columna a sus iconos. Cuando todos los iconos están cubiertos, el edificio está completo.</translation>
    </message>
    <message>
        <source>Put the Planks, then a Column on your small building.</source>
        <translation>Pon unos Tablones y después una Columna en tu edificio pequeño.</translation>
    </message>
    <message>
        <source>Drag the finished building to the right side of your shop, in the Small row: on the right its special effect works, and the first building of a right position unlocks a cart.</source>
        <translation>Arrastra el edificio terminado al lado derecho de tu taller, en la fila de los pequeños: a la derecha funciona su efecto especial, y el primer edificio de una posición de la derecha desbloquea un carro.</translation>
    </message>
    <message>
        <source>Drag your finished building to the right position in the ring.</source>
        <translation>Arrastra tu edificio terminado a la posición de la derecha del círculo.</translation>
    </message>
    <message>
        <source>Your new cart sends one refined good to the Opera each turn. Drag your Column onto the lit worksite: the first good sent there takes its reward, 1 VP.</source>
        <translation>Tu carro nuevo envía una mercancía refinada a la Opera cada turno. Arrastra tu Columna a la obra iluminada: la primera mercancía enviada allí se lleva su recompensa, 1 PV.</translation>
    </message>
    <message>
        <source>Drag your Column onto the worksite in the ring.</source>
        <translation>Arrastra tu Columna a la obra del círculo.</translation>
    </message>
    <message>
        <source>Put your last Planks on the medium building: goods placed on a building stay there from turn to turn until it is complete.</source>
        <translation>Pon tus últimos Tablones en el edificio mediano: las mercancías colocadas en un edificio se quedan ahí de un turno a otro hasta que esté completo.</translation>
    </message>
    <message>
        <source>Press “End refining”. Any refined good still on your shop would be lost: skipping the refining costs you points.</source>
        <translation>Pulsa «Fin del refinado». Una mercancía refinada que quede en tu taller se perdería: saltarse el refinado cuesta puntos.</translation>
    </message>
    <message>
        <source>Press “End refining” (in the ring).</source>
        <translation>Pulsa «Fin del refinado» (en el círculo).</translation>
    </message>
    <message>
        <source>End of turn: with fewer than 2 buildings under construction you take one from the display. Drag this large building into your construction area.</source>
        <translation>Fin del turno: con menos de 2 edificios en construcción tomas uno de la exposición. Arrastra este edificio grande a tu zona de construcción.</translation>
    </message>
    <message>
        <source>Drag the large building in the ring into your construction area.</source>
        <translation>Arrastra el edificio grande del círculo a tu zona de construcción.</translation>
    </message>
    <message>
        <source>Last, drag a market card into your hand. The leftmost card is always free; the others cost 1, 2 or 3 raw goods. Then Cosimo plays.</source>
        <translation>Por último, arrastra una carta del mercado a tu mano. La carta de más a la izquierda siempre es gratis; las demás cuestan 1, 2 o 3 mercancías en bruto. Después juega Cosimo.</translation>
    </message>
    <message>
        <source>Drag the free market card (in the ring) into your hand.</source>
        <translation>Arrastra la carta gratuita del mercado (en el círculo) a tu mano.</translation>
    </message>
    <message>
        <source>That was a whole turn. The final score adds the VP track, 2, 3 or 4 VP per completed building, your shop's growth, your certificates, blue buildings, goods on unfinished buildings, your tokens on the Opera and the levels of your worksites.</source>
        <translation>Ese ha sido un turno entero. La puntuación final suma la pista de PV, 2, 3 o 4 PV por cada edificio completado, el crecimiento del taller, los certificados, los edificios azules, las mercancías en edificios incompletos, tus fichas en la Opera y los niveles de tus obras.</translation>
    </message>
    <message>
        <source>Your first debut: fill every base role (1 Principal role, 2 First parts, 1 Second part) with singers of the right category and voice before you confirm; “Give up the debut” if you cannot.</source>
        <translation>Tu primer estreno: cubre cada papel base (1 Papel principal, 2 Primeras partes, 1 Segunda parte) con cantantes de la categoría y la voz adecuadas antes de confirmar; «Renunciar al estreno» si no puedes.</translation>
    </message>
    <message>
        <source>Unfair Competition: once the curtain rises, each of the next two impresarios gets one action against the show, and its owner may defend after each.</source>
        <translation>Competencia desleal: al alzarse el telón, cada uno de los dos empresarios siguientes tiene una acción contra el espectáculo, y su empresario puede defenderse después de cada una.</translation>
    </message>
    <message>
        <source>Refining: use your refined goods now, on your buildings, on the Opera's worksites or back into raw goods; any left when you press “End refining” are lost.</source>
        <translation>Refinado: usa ahora tus mercancías refinadas, en tus edificios, en las obras de la Opera o devolviéndolas a mercancías en bruto; las que queden al pulsar «Fin del refinado» se pierden.</translation>
    </message>
    <message>
        <source>An opera closed: both divas convert their Applause there into VP, the Fame leader gets Timeline moves, and the diva with more Applause places an instrument in the Orchestra.</source>
        <translation>Se ha cerrado una ópera: las dos divas convierten en PV sus Aplausos allí, quien va en cabeza en la Fama recibe movimientos en la línea temporal, y la diva con más Aplausos coloca un instrumento en la orquesta.</translation>
    </message>
    <message>
        <source>Palco Reale: at a closing each diva scores every Personality whose demand she met in that house; if anyone scored, that house's token is flipped for good.</source>
        <translation>Palco Reale: en un cierre cada diva puntúa cada Personalidad cuya exigencia cumplió en ese teatro; si alguien puntuó, la ficha de ese teatro se da la vuelta para siempre.</translation>
    </message>
    <message>
        <source>Understudies: every player who hired no singer this round gets one, chosen by the holder of Puccini among the singers left.</source>
        <translation>Suplentes: cada jugador que no ha contratado a un cantante en esta ronda recibe uno, elegido por quien tiene a Puccini entre los cantantes que quedan.</translation>
    </message>
    <message>
        <source>Firing: in rounds 1 to 3 the holder of Puccini picks another player, who fires one director from the pile for good.</source>
        <translation>Despido: en las rondas 1 a 3 quien tiene a Puccini elige a otro jugador, que despide para siempre a un director del mazo.</translation>
    </message>
</context>
<context>
    <name>magna</name>
    <message>
        <source>Round {round} begins.</source>
        <translation>Empieza la ronda {round}.</translation>
    </message>
    <message>
        <source>{player} uses the city power {power}.</source>
        <translation>{player} usa el poder de la ciudad {power}.</translation>
    </message>
    <message>
        <source>{player} converts {good} back into raw goods.</source>
        <translation>{player} convierte {good} de nuevo en mercancía en bruto.</translation>
    </message>
    <message>
        <source>{player} uses a shop conversion to make {good}.</source>
        <translation>{player} usa una conversión del taller para producir {good}.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the market.</source>
        <translation>{player} toma {card} del mercado.</translation>
    </message>
    <message>
        <source>The market decks are exhausted: round {round} is the last.</source>
        <translation>Los mazos del mercado se han agotado: la ronda {round} es la última.</translation>
    </message>
    <message>
        <source>The last round is over.</source>
        <translation>La última ronda ha terminado.</translation>
    </message>
    <message>
        <source>{player} gains {amount} VP.</source>
        <translation>{player} gana {amount} PV.</translation>
    </message>
    <message numerus="yes">
        <source>%n goods</source>
        <translation>
            <numerusform>%n mercancía</numerusform>
            <numerusform>%n mercancías</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n certificate steps</source>
        <translation>
            <numerusform>%n paso de certificado</numerusform>
            <numerusform>%n pasos de certificado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n raw goods</source>
        <translation>
            <numerusform>%n mercancía en bruto</numerusform>
            <numerusform>%n mercancías en bruto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refined goods</source>
        <translation>
            <numerusform>%n mercancía refinada</numerusform>
            <numerusform>%n mercancías refinadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody has visited a great architectural work: {player} is drawn to play first.</source>
        <translation>Nadie ha visitado una gran obra arquitectónica: se sortea a {player}, que juega primero.</translation>
    </message>
    <message>
        <source>{player} moves a merchant: {source} → {target}.</source>
        <translation>{player} mueve un mercader: {source} → {target}.</translation>
    </message>
    <message>
        <source>{player} plays {card} ({area}) and discards {discarded}.</source>
        <translation>{player} juega {card} ({area}) y descarta {discarded}.</translation>
    </message>
    <message>
        <source>{player} places {good} on {card:art}.</source>
        <translation>{player} coloca {good} {card:en}.</translation>
    </message>
    <message>
        <source>{player} completes {card:art}.</source>
        <translation>{player} completa {card:art}.</translation>
    </message>
    <message>
        <source>{player} slides {card:art} to the {side} of the shop.</source>
        <translation>{player} coloca {card:art} en el lado {side} del taller.</translation>
    </message>
    <message numerus="yes">
        <source>{player} ends the refined goods phase and discards %n refined goods.</source>
        <translation>
            <numerusform>{player} termina la fase de mercancías refinadas y descarta %n mercancía refinada.</numerusform>
            <numerusform>{player} termina la fase de mercancías refinadas y descarta %n mercancías refinadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} takes {card:art} to build.</source>
        <translation>{player} toma {card:art} para construir.</translation>
    </message>
    <message numerus="yes">
        <source>{player} pushes the {good} certificate %n steps right.</source>
        <translation>
            <numerusform>{player} mueve el certificado {good:de} %n paso a la derecha.</numerusform>
            <numerusform>{player} mueve el certificado {good:de} %n pasos a la derecha.</numerusform>
        </translation>
    </message>
    <message>
        <source>First slide the completed building to the left or the right.</source>
        <translation>Primero coloca el edificio completado a la izquierda o a la derecha.</translation>
    </message>
    <message>
        <source>First choose a good for the effect being resolved.</source>
        <translation>Primero elige una mercancía para el efecto en curso.</translation>
    </message>
    <message>
        <source>You have no merchant in that area.</source>
        <translation>No tienes ningún mercader en esa área.</translation>
    </message>
    <message>
        <source>That area already holds one of your merchants.</source>
        <translation>Esa área ya tiene uno de tus mercaderes.</translation>
    </message>
    <message>
        <source>That trade card is not in your hand.</source>
        <translation>Esa carta de comercio no está en tu mano.</translation>
    </message>
    <message>
        <source>You have no {good} left: activate a city to gain refined goods.</source>
        <translation>No te quedan mercancías refinadas «{good}»: activa una ciudad para conseguir más.</translation>
    </message>
    <message>
        <source>You have already sent a good to that worksite.</source>
        <translation>Ya has enviado una mercancía a esa obra.</translation>
    </message>
    <message>
        <source>A lower worksite in that column is still empty.</source>
        <translation>Una obra inferior de esa columna sigue vacía.</translation>
    </message>
    <message>
        <source>You have no player token left in your supply.</source>
        <translation>No te quedan fichas en tu reserva.</translation>
    </message>
    <message>
        <source>No building unlocks that conversion yet.</source>
        <translation>Ningún edificio desbloquea aún esa conversión.</translation>
    </message>
    <message>
        <source>That conversion was already used this turn.</source>
        <translation>Esa conversión ya se ha usado este turno.</translation>
    </message>
    <message>
        <source>You do not have enough raw goods.</source>
        <translation>No tienes suficientes mercancías en bruto.</translation>
    </message>
    <message>
        <source>That market space is empty.</source>
        <translation>Ese espacio del mercado está vacío.</translation>
    </message>
    <message>
        <source>Not now: the turn is at “{phase}”, and that belongs to “{needed}”.</source>
        <translation>Ahora no: el turno está en «{phase}», y eso se hace en «{needed}».</translation>
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
            <numerusform>%n Plomo</numerusform>
            <numerusform>%n Plomo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Wood</source>
        <translation>
            <numerusform>%n Madera</numerusform>
            <numerusform>%n Madera</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Marble</source>
        <translation>
            <numerusform>%n Mármol</numerusform>
            <numerusform>%n Mármol</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sand</source>
        <translation>
            <numerusform>%n Arena</numerusform>
            <numerusform>%n Arena</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Bells</source>
        <translation>
            <numerusform>%n Campana</numerusform>
            <numerusform>%n Campanas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Planks</source>
        <translation>
            <numerusform>%n Tablón</numerusform>
            <numerusform>%n Tablones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Columns</source>
        <translation>
            <numerusform>%n Columna</numerusform>
            <numerusform>%n Columnas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Glass</source>
        <translation>
            <numerusform>%n Vidrio</numerusform>
            <numerusform>%n Vidrios</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} drafts {card:art}.</source>
        <translation>{player} elige {card:art} entre los edificios iniciales.</translation>
    </message>
    <message>
        <source>{player} pays for {city}: {cost}.</source>
        <translation>{player} paga por {city}: {cost}.</translation>
    </message>
    <message>
        <source>{player} pays nothing for {city}.</source>
        <translation>{player} no paga nada por {city}.</translation>
    </message>
    <message>
        <source>{player} gains the profit of {city}: {profit}.</source>
        <translation>{player} obtiene el beneficio de {city}: {profit}.</translation>
    </message>
    <message>
        <source>{player} gains nothing from the profit of {city}.</source>
        <translation>{player} no obtiene nada del beneficio de {city}.</translation>
    </message>
    <message>
        <source>{player} sends {good} to the {worksite} worksite.</source>
        <translation>{player} envía {good} a la obra {worksite:de}.</translation>
    </message>
    <message>
        <source>{player} ends the refined goods phase without discarding any.</source>
        <translation>{player} termina la fase de mercancías refinadas sin descartar ninguna.</translation>
    </message>
    <message>
        <source>{player} gains {good}.</source>
        <translation>{player} obtiene {good}.</translation>
    </message>
    <message>
        <source>{player} gains no {good}.</source>
        <translation>{player} no obtiene {good}.</translation>
    </message>
    <message>
        <source>No city is activated yet: move a merchant into a city's Cost area first.</source>
        <translation>Todavía no hay ninguna ciudad activada: primero mueve un mercader al área de coste de una ciudad.</translation>
    </message>
    <message>
        <source>The power of {city} is only for a merchant in its Cost area; yours entered the Profit area.</source>
        <translation>El poder de {city} es solo para un mercader en su área de coste; el tuyo entró en el área de beneficio.</translation>
    </message>
    <message>
        <source>{city} is not the city your merchant activated this turn: only that city's power may be used.</source>
        <translation>{city} no es la ciudad que tu mercader activó en este turno: solo se puede usar el poder de esa ciudad.</translation>
    </message>
    <message>
        <source>You have already used the power of {city} this turn.</source>
        <translation>Ya has usado el poder de {city} en este turno.</translation>
    </message>
    <message>
        <source>The power of {city} cannot be used that way now.</source>
        <translation>Ahora el poder de {city} no se puede usar de esta manera.</translation>
    </message>
    <message>
        <source>That building needs no more {good}: drop it on a free matching icon.</source>
        <translation>Ese edificio ya no pide «{good}»: arrastra la mercancía a un icono libre que coincida.</translation>
    </message>
    <message numerus="yes">
        <source>Your %n carts have all gone out this turn: each shop row with a building on the right gives one cart.</source>
        <translation>
            <numerusform>Tu %n carro ya ha salido en este turno: cada fila del taller con un edificio a la derecha da un carro.</numerusform>
            <numerusform>Tus %n carros ya han salido todos en este turno: cada fila del taller con un edificio a la derecha da un carro.</numerusform>
        </translation>
    </message>
    <message>
        <source>This worksite needs a certificate of level {needed}; yours is at level {level}.</source>
        <translation>Esta obra necesita un certificado de nivel {needed}; el tuyo está en el nivel {level}.</translation>
    </message>
    <message>
        <source>That card costs {cost}: pay exactly that.</source>
        <translation>Esa carta cuesta {cost}: paga exactamente eso.</translation>
    </message>
    <message>
        <source>That card costs {cost}; you have only {have}.</source>
        <translation>Esa carta cuesta {cost}; solo tienes {have}.</translation>
    </message>
    <message>
        <source>That card costs {cost}; you offered {paid}.</source>
        <translation>Esa carta cuesta {cost}; has ofrecido {paid}.</translation>
    </message>
    <message>
        <source>You offered {paid} {good} but have only {have}.</source>
        <translation>Has ofrecido {paid} {good} pero solo tienes {have}.</translation>
    </message>
    <message>
        <source>That building is not available.</source>
        <translation>Ese edificio no está disponible.</translation>
    </message>
    <message>
        <source>That choice is not allowed for this effect.</source>
        <translation>Esa elección no está permitida para este efecto.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ese movimiento no está permitido.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Completed buildings</source>
        <translation>Edificios completados</translation>
    </message>
    <message>
        <source>Shop evolution</source>
        <translation>Evolución del taller</translation>
    </message>
    <message>
        <source>Certificates</source>
        <translation>Certificados</translation>
    </message>
    <message>
        <source>Blue buildings</source>
        <translation>Edificios azules</translation>
    </message>
    <message>
        <source>Refined goods on incomplete buildings</source>
        <translation>Mercancías refinadas en edificios incompletos</translation>
    </message>
    <message>
        <source>The Opera</source>
        <translation>La Opera</translation>
    </message>
    <message>
        <source>Worksites</source>
        <translation>Obras</translation>
    </message>
    <message>
        <source>Tie broken by the most tokens sent to worksites.</source>
        <translation>Empate resuelto por más fichas enviadas a las obras.</translation>
    </message>
    <message>
        <source>Tie broken by tokens on higher-level worksites.</source>
        <translation>Empate resuelto por las fichas en obras de nivel más alto.</translation>
    </message>
    <message>
        <source>Tie broken by the most raw goods.</source>
        <translation>Empate resuelto por más mercancías en bruto.</translation>
    </message>
    <message>
        <source>The tie persists: the victory is shared.</source>
        <translation>El empate persiste: la victoria es compartida.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Market board side</source>
        <translation>Cara del tablero de mercado</translation>
    </message>
    <message>
        <source>Opera board side</source>
        <translation>Cara del tablero de la Opera</translation>
    </message>
    <message>
        <source>Deal shop boards at random</source>
        <translation>Repartir los talleres al azar</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <source>Whoever most recently visited a great architectural work plays first; if nobody has, the first player is drawn at random.</source>
        <translation>Juega primero quien haya visitado más recientemente una gran obra arquitectónica; si nadie lo ha hecho, el jugador inicial se sortea.</translation>
    </message>
    <message>
        <source>The first seat (visited a great work last)</source>
        <translation>El primer puesto (el último en visitar una gran obra)</translation>
    </message>
    <message>
        <source>Drawn at random (nobody has)</source>
        <translation>Sorteado (nadie lo ha hecho)</translation>
    </message>
    <message>
        <source>Which side of the Market board is up (in this edition both play alike).</source>
        <translation>Qué cara del tablero de mercado se usa (en esta edición ambas se juegan igual).</translation>
    </message>
    <message>
        <source>Which side of the Opera board is up (in this edition both play alike).</source>
        <translation>Qué cara del tablero de la Opera se usa (en esta edición ambas se juegan igual).</translation>
    </message>
    <message>
        <source>Shop boards are dealt at random (off: in seat order).</source>
        <translation>Los talleres se reparten al azar (si no, por orden de puesto).</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Cara A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Cara B</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Plomo</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Madera</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Mármol</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>Arena</translation>
    </message>
    <message>
        <source>Bell</source>
        <translation>Campana</translation>
    </message>
    <message>
        <source>Planks</source>
        <translation>Tablones</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Columna</translation>
    </message>
    <message>
        <source>Glass</source>
        <translation>Vidrio</translation>
    </message>
    <message>
        <source>Venice</source>
        <translation>Venecia</translation>
    </message>
    <message>
        <source>Antwerp</source>
        <translation>Amberes</translation>
    </message>
    <message>
        <source>Constantinople</source>
        <translation>Constantinopla</translation>
    </message>
    <message>
        <source>Cost area</source>
        <translation>Área de coste</translation>
    </message>
    <message>
        <source>Profit area</source>
        <translation>Área de beneficio</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Pequeño</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mediano</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>left</source>
        <translation>izquierdo</translation>
    </message>
    <message>
        <source>right</source>
        <translation>derecho</translation>
    </message>
    <message>
        <source>Carpenter's Shop</source>
        <translation>Taller del Carpintero</translation>
    </message>
    <message>
        <source>Marble Worker's Shop</source>
        <translation>Taller del Marmolista</translation>
    </message>
    <message>
        <source>Glassmaker's Shop</source>
        <translation>Taller del Vidriero</translation>
    </message>
    <message>
        <source>Blacksmith's Shop</source>
        <translation>Taller del Herrero</translation>
    </message>
    <message>
        <source>Starting discount: {good} costs 1 less in every city activation.</source>
        <translation>Descuento inicial: {good} cuesta 1 menos en cada activación de ciudad.</translation>
    </message>
    <message>
        <source>Once per turn: pay {amount} {goods} to gain the matching refined good.</source>
        <translation>Una vez por turno: paga {amount} {goods} para obtener la mercancía refinada correspondiente.</translation>
    </message>
    <message>
        <source>Cart: once per turn send 1 refined good to the Opera.</source>
        <translation>Carro: una vez por turno envía 1 mercancía refinada a la Opera.</translation>
    </message>
    <message>
        <source>Rialto Exchange</source>
        <translation>Intercambio de Rialto</translation>
    </message>
    <message>
        <source>Exchange up to 2 raw goods, one at a time, for other raw goods.</source>
        <translation>Intercambia hasta 2 mercancías en bruto, una a una, por otras mercancías en bruto.</translation>
    </message>
    <message>
        <source>Murano Furnaces</source>
        <translation>Hornos de Murano</translation>
    </message>
    <message>
        <source>Spend 1 Sand to gain 1 Glass for this turn.</source>
        <translation>Gasta 1 Arena para obtener 1 Vidrio para este turno.</translation>
    </message>
    <message>
        <source>Baltic Timber</source>
        <translation>Madera del Báltico</translation>
    </message>
    <message>
        <source>Gain 1 Wood.</source>
        <translation>Obtén 1 Madera.</translation>
    </message>
    <message>
        <source>Northern Ironworks</source>
        <translation>Herrerías del Norte</translation>
    </message>
    <message>
        <source>Before paying, reduce this activation's cost by 1 Lead or 1 Wood.</source>
        <translation>Antes de pagar, reduce el coste de esta activación en 1 Plomo o 1 Madera.</translation>
    </message>
    <message>
        <source>Grand Bazaar</source>
        <translation>Gran Bazar</translation>
    </message>
    <message>
        <source>Gain 1 raw good of your choice.</source>
        <translation>Obtén 1 mercancía en bruto a tu elección.</translation>
    </message>
    <message>
        <source>Imperial Quarries</source>
        <translation>Canteras Imperiales</translation>
    </message>
    <message>
        <source>Spend 1 Marble to gain 1 Column for this turn.</source>
        <translation>Gasta 1 Mármol para obtener 1 Columna para este turno.</translation>
    </message>
    <message>
        <source>Gilder's Shop</source>
        <translation>Taller del Dorador</translation>
    </message>
    <message>
        <source>Charcoal Yard</source>
        <translation>Carbonera</translation>
    </message>
    <message>
        <source>Mason's Lodge</source>
        <translation>Logia de los Albañiles</translation>
    </message>
    <message>
        <source>Notary's Desk</source>
        <translation>Escritorio del Notario</translation>
    </message>
    <message>
        <source>Goldsmith's Stall</source>
        <translation>Puesto del Orfebre</translation>
    </message>
    <message>
        <source>Rope Walk</source>
        <translation>Cordelería</translation>
    </message>
    <message>
        <source>Lime Kiln</source>
        <translation>Horno de Cal</translation>
    </message>
    <message>
        <source>Scribe's Room</source>
        <translation>Sala del Escribano</translation>
    </message>
    <message>
        <source>Jeweller's Bench</source>
        <translation>Banco del Joyero</translation>
    </message>
    <message>
        <source>Dyer's Shed</source>
        <translation>Tintorería</translation>
    </message>
    <message>
        <source>Tile Kiln</source>
        <translation>Horno de Tejas</translation>
    </message>
    <message>
        <source>Map Room</source>
        <translation>Sala de Mapas</translation>
    </message>
    <message>
        <source>Merchant's House</source>
        <translation>Casa del Mercader</translation>
    </message>
    <message>
        <source>Timber Yard</source>
        <translation>Almacén de Madera</translation>
    </message>
    <message>
        <source>Stonecutters' Guild</source>
        <translation>Gremio de Canteros</translation>
    </message>
    <message>
        <source>Confraternity Hall</source>
        <translation>Sala de la Cofradía</translation>
    </message>
    <message>
        <source>Banker's Loggia</source>
        <translation>Logia del Banquero</translation>
    </message>
    <message>
        <source>Granary</source>
        <translation>Granero</translation>
    </message>
    <message>
        <source>Bronze Foundry</source>
        <translation>Fundición de Bronce</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <source>Silk Exchange</source>
        <translation>Lonja de la Seda</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <translation>Aserradero</translation>
    </message>
    <message>
        <source>Glassworks</source>
        <translation>Vidriería</translation>
    </message>
    <message>
        <source>Drawing School</source>
        <translation>Escuela de Dibujo</translation>
    </message>
    <message>
        <source>Palazzo</source>
        <translation>Palacio</translation>
    </message>
    <message>
        <source>Harbour Warehouse</source>
        <translation>Almacén del Puerto</translation>
    </message>
    <message>
        <source>Arsenal</source>
        <translation>Arsenal</translation>
    </message>
    <message>
        <source>Academy of Design</source>
        <translation>Academia del Diseño</translation>
    </message>
    <message>
        <source>Guildhall</source>
        <translation>Casa de los Gremios</translation>
    </message>
    <message>
        <source>Water Mill</source>
        <translation>Molino de Agua</translation>
    </message>
    <message>
        <source>Great Forge</source>
        <translation>Gran Fragua</translation>
    </message>
    <message>
        <source>Hospital of the Innocents</source>
        <translation>Hospital de los Inocentes</translation>
    </message>
    <message>
        <source>Mint</source>
        <translation>Casa de la Moneda</translation>
    </message>
    <message>
        <source>Customs House</source>
        <translation>Aduana</translation>
    </message>
    <message>
        <source>Cathedral Workshop</source>
        <translation>Taller de la Catedral</translation>
    </message>
    <message>
        <source>Baptistery School</source>
        <translation>Escuela del Baptisterio</translation>
    </message>
    <message>
        <source>Prestige: gain 2 VP when slid to the right.</source>
        <translation>Prestigio: gana 2 PV al colocarlo a la derecha.</translation>
    </message>
    <message>
        <source>Prestige: gain 3 VP when slid to the right.</source>
        <translation>Prestigio: gana 3 PV al colocarlo a la derecha.</translation>
    </message>
    <message>
        <source>Prestige: gain 5 VP when slid to the right.</source>
        <translation>Prestigio: gana 5 PV al colocarlo a la derecha.</translation>
    </message>
    <message>
        <source>Supply: after each of your city activations, gain 1 {good}.</source>
        <translation>Suministro: tras cada una de tus activaciones de ciudad, obtén 1 {good}.</translation>
    </message>
    <message>
        <source>Supply: after each of your city activations, gain 1 raw good of your choice.</source>
        <translation>Suministro: tras cada una de tus activaciones de ciudad, obtén 1 mercancía en bruto a tu elección.</translation>
    </message>
    <message>
        <source>Supply: after each of your city activations, gain 1 {good} to use this turn.</source>
        <translation>Suministro: tras cada una de tus activaciones de ciudad, obtén 1 {good} para usar este turno.</translation>
    </message>
    <message>
        <source>Guild: push one certificate 1 column right.</source>
        <translation>Gremio: mueve un certificado 1 columna a la derecha.</translation>
    </message>
    <message>
        <source>Guild: push two different certificates 1 column right.</source>
        <translation>Gremio: mueve dos certificados distintos 1 columna a la derecha.</translation>
    </message>
    <message>
        <source>Guild: push one certificate 2 columns right and gain 2 raw goods of your choice.</source>
        <translation>Gremio: mueve un certificado 2 columnas a la derecha y obtén 2 mercancías en bruto a tu elección.</translation>
    </message>
    <message>
        <source>Patronage (end of game): 1 VP per completed Small building you own.</source>
        <translation>Mecenazgo (fin de partida): 1 PV por cada edificio Pequeño completado que tengas.</translation>
    </message>
    <message>
        <source>Patronage (end of game): 1 VP per token of yours on the Opera board, up to 6.</source>
        <translation>Mecenazgo (fin de partida): 1 PV por cada ficha tuya en el tablero de la Opera, hasta 6.</translation>
    </message>
    <message>
        <source>Patronage (end of game): 2 VP per level-3 certificate.</source>
        <translation>Mecenazgo (fin de partida): 2 PV por cada certificado de nivel 3.</translation>
    </message>
    <message>
        <source>Discount (left): {goods} cost 1 less in every city activation.</source>
        <translation>Descuento (izquierda): {goods} cuestan 1 menos en cada activación de ciudad.</translation>
    </message>
    <message>
        <source>Nave Foundations</source>
        <translation>Cimientos de la Nave</translation>
    </message>
    <message>
        <source>South Portal</source>
        <translation>Portada Sur</translation>
    </message>
    <message>
        <source>North Portal</source>
        <translation>Portada Norte</translation>
    </message>
    <message>
        <source>Sacristy</source>
        <translation>Sacristía</translation>
    </message>
    <message>
        <source>Bell Tower</source>
        <translation>Campanario</translation>
    </message>
    <message>
        <source>Tribunes</source>
        <translation>Tribunas</translation>
    </message>
    <message>
        <source>Drum</source>
        <translation>Tambor</translation>
    </message>
    <message>
        <source>Side Chapels</source>
        <translation>Capillas Laterales</translation>
    </message>
    <message>
        <source>Dome</source>
        <translation>Cúpula</translation>
    </message>
    <message>
        <source>Lantern</source>
        <translation>Linterna</translation>
    </message>
    <message>
        <source>Rose Window</source>
        <translation>Rosetón</translation>
    </message>
    <message>
        <source>Golden Ball</source>
        <translation>Bola de Oro</translation>
    </message>
    <message>
        <source>First delivery: gain {amount} VP.</source>
        <translation>Primera entrega: gana {amount} PV.</translation>
    </message>
    <message>
        <source>First delivery: gain 1 raw good of your choice.</source>
        <translation>Primera entrega: obtén 1 mercancía en bruto a tu elección.</translation>
    </message>
    <message>
        <source>First delivery: push one certificate 1 column right.</source>
        <translation>Primera entrega: mueve un certificado 1 columna a la derecha.</translation>
    </message>
    <message>
        <source>First delivery: gain 2 raw goods of your choice and 1 VP.</source>
        <translation>Primera entrega: obtén 2 mercancías en bruto a tu elección y 1 PV.</translation>
    </message>
    <message>
        <source>Draft a building</source>
        <translation>Elegir un edificio</translation>
    </message>
    <message>
        <source>Move a merchant</source>
        <translation>Mover un mercader</translation>
    </message>
    <message>
        <source>Play a trade card</source>
        <translation>Jugar una carta de comercio</translation>
    </message>
    <message>
        <source>Use the city power</source>
        <translation>Usar el poder de la ciudad</translation>
    </message>
    <message>
        <source>Pay the cost and take the profit</source>
        <translation>Pagar el coste y tomar el beneficio</translation>
    </message>
    <message>
        <source>Construct</source>
        <translation>Construir</translation>
    </message>
    <message>
        <source>Slide the building</source>
        <translation>Colocar el edificio</translation>
    </message>
    <message>
        <source>Advance the Opera</source>
        <translation>Hacer avanzar la Opera</translation>
    </message>
    <message>
        <source>Convert a refined good</source>
        <translation>Convertir una mercancía refinada</translation>
    </message>
    <message>
        <source>Use a shop conversion</source>
        <translation>Usar una conversión del taller</translation>
    </message>
    <message>
        <source>Choose a good</source>
        <translation>Elegir una mercancía</translation>
    </message>
    <message>
        <source>End the refined goods phase</source>
        <translation>Terminar la fase de mercancías refinadas</translation>
    </message>
    <message>
        <source>Take a building</source>
        <translation>Tomar un edificio</translation>
    </message>
    <message>
        <source>Take a market card</source>
        <translation>Tomar una carta del mercado</translation>
    </message>
    <message>
        <source>Building draft</source>
        <translation>Elección de los edificios iniciales</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>Mercader</translation>
    </message>
    <message>
        <source>Trade card</source>
        <translation>Carta de comercio</translation>
    </message>
    <message>
        <source>City activation</source>
        <translation>Activación de la ciudad</translation>
    </message>
    <message>
        <source>Refined goods</source>
        <translation>Mercancías refinadas</translation>
    </message>
    <message>
        <source>Replenish buildings</source>
        <translation>Reponer edificios</translation>
    </message>
    <message>
        <source>Draw a trade card</source>
        <translation>Robar una carta de comercio</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>Opera Magna</source>
        <translation>Opera Magna</translation>
    </message>
    <message>
        <source>Venice, Cost area</source>
        <translation>Venecia, área de coste</translation>
    </message>
    <message>
        <source>Venice, Profit area</source>
        <translation>Venecia, área de beneficio</translation>
    </message>
    <message>
        <source>Antwerp, Cost area</source>
        <translation>Amberes, área de coste</translation>
    </message>
    <message>
        <source>Antwerp, Profit area</source>
        <translation>Amberes, área de beneficio</translation>
    </message>
    <message>
        <source>Constantinople, Cost area</source>
        <translation>Constantinopla, área de coste</translation>
    </message>
    <message>
        <source>Constantinople, Profit area</source>
        <translation>Constantinopla, área de beneficio</translation>
    </message>
    <message>
        <source>the trade card {cost} → {profit}</source>
        <translation>la carta de comercio {cost} → {profit}</translation>
    </message>
    <message>
        <source>Trade card Hand I-01</source>
        <translation>Carta de comercio Mano I-01</translation>
    </message>
    <message>
        <source>Trade card Hand I-02</source>
        <translation>Carta de comercio Mano I-02</translation>
    </message>
    <message>
        <source>Trade card Hand I-03</source>
        <translation>Carta de comercio Mano I-03</translation>
    </message>
    <message>
        <source>Trade card Hand I-04</source>
        <translation>Carta de comercio Mano I-04</translation>
    </message>
    <message>
        <source>Trade card Hand I-05</source>
        <translation>Carta de comercio Mano I-05</translation>
    </message>
    <message>
        <source>Trade card Hand I-06</source>
        <translation>Carta de comercio Mano I-06</translation>
    </message>
    <message>
        <source>Trade card Hand I-07</source>
        <translation>Carta de comercio Mano I-07</translation>
    </message>
    <message>
        <source>Trade card Hand I-08</source>
        <translation>Carta de comercio Mano I-08</translation>
    </message>
    <message>
        <source>Trade card Hand II-01</source>
        <translation>Carta de comercio Mano II-01</translation>
    </message>
    <message>
        <source>Trade card Hand II-02</source>
        <translation>Carta de comercio Mano II-02</translation>
    </message>
    <message>
        <source>Trade card Hand II-03</source>
        <translation>Carta de comercio Mano II-03</translation>
    </message>
    <message>
        <source>Trade card Hand II-04</source>
        <translation>Carta de comercio Mano II-04</translation>
    </message>
    <message>
        <source>Trade card City I-01</source>
        <translation>Carta de comercio Ciudad I-01</translation>
    </message>
    <message>
        <source>Trade card City I-02</source>
        <translation>Carta de comercio Ciudad I-02</translation>
    </message>
    <message>
        <source>Trade card City I-03</source>
        <translation>Carta de comercio Ciudad I-03</translation>
    </message>
    <message>
        <source>Trade card City I-04</source>
        <translation>Carta de comercio Ciudad I-04</translation>
    </message>
    <message>
        <source>Trade card City I-05</source>
        <translation>Carta de comercio Ciudad I-05</translation>
    </message>
    <message>
        <source>Trade card City I-06</source>
        <translation>Carta de comercio Ciudad I-06</translation>
    </message>
    <message>
        <source>Trade card City II-01</source>
        <translation>Carta de comercio Ciudad II-01</translation>
    </message>
    <message>
        <source>Trade card City II-02</source>
        <translation>Carta de comercio Ciudad II-02</translation>
    </message>
    <message>
        <source>Trade card City II-03</source>
        <translation>Carta de comercio Ciudad II-03</translation>
    </message>
    <message>
        <source>Trade card City II-04</source>
        <translation>Carta de comercio Ciudad II-04</translation>
    </message>
    <message>
        <source>Trade card City II-05</source>
        <translation>Carta de comercio Ciudad II-05</translation>
    </message>
    <message>
        <source>Trade card City II-06</source>
        <translation>Carta de comercio Ciudad II-06</translation>
    </message>
    <message>
        <source>Trade card City III-01</source>
        <translation>Carta de comercio Ciudad III-01</translation>
    </message>
    <message>
        <source>Trade card City III-02</source>
        <translation>Carta de comercio Ciudad III-02</translation>
    </message>
    <message>
        <source>Trade card City III-03</source>
        <translation>Carta de comercio Ciudad III-03</translation>
    </message>
    <message>
        <source>Trade card City III-04</source>
        <translation>Carta de comercio Ciudad III-04</translation>
    </message>
    <message>
        <source>Trade card City III-05</source>
        <translation>Carta de comercio Ciudad III-05</translation>
    </message>
    <message>
        <source>Trade card City III-06</source>
        <translation>Carta de comercio Ciudad III-06</translation>
    </message>
    <message>
        <source>Trade card Market A-01</source>
        <translation>Carta de comercio Mercado A-01</translation>
    </message>
    <message>
        <source>Trade card Market A-02</source>
        <translation>Carta de comercio Mercado A-02</translation>
    </message>
    <message>
        <source>Trade card Market A-03</source>
        <translation>Carta de comercio Mercado A-03</translation>
    </message>
    <message>
        <source>Trade card Market A-04</source>
        <translation>Carta de comercio Mercado A-04</translation>
    </message>
    <message>
        <source>Trade card Market A-05</source>
        <translation>Carta de comercio Mercado A-05</translation>
    </message>
    <message>
        <source>Trade card Market A-06</source>
        <translation>Carta de comercio Mercado A-06</translation>
    </message>
    <message>
        <source>Trade card Market A-07</source>
        <translation>Carta de comercio Mercado A-07</translation>
    </message>
    <message>
        <source>Trade card Market A-08</source>
        <translation>Carta de comercio Mercado A-08</translation>
    </message>
    <message>
        <source>Trade card Market A-09</source>
        <translation>Carta de comercio Mercado A-09</translation>
    </message>
    <message>
        <source>Trade card Market A-10</source>
        <translation>Carta de comercio Mercado A-10</translation>
    </message>
    <message>
        <source>Trade card Market A-11</source>
        <translation>Carta de comercio Mercado A-11</translation>
    </message>
    <message>
        <source>Trade card Market A-12</source>
        <translation>Carta de comercio Mercado A-12</translation>
    </message>
    <message>
        <source>Trade card Market B-01</source>
        <translation>Carta de comercio Mercado B-01</translation>
    </message>
    <message>
        <source>Trade card Market B-02</source>
        <translation>Carta de comercio Mercado B-02</translation>
    </message>
    <message>
        <source>Trade card Market B-03</source>
        <translation>Carta de comercio Mercado B-03</translation>
    </message>
    <message>
        <source>Trade card Market B-04</source>
        <translation>Carta de comercio Mercado B-04</translation>
    </message>
    <message>
        <source>Trade card Market B-05</source>
        <translation>Carta de comercio Mercado B-05</translation>
    </message>
    <message>
        <source>Trade card Market B-06</source>
        <translation>Carta de comercio Mercado B-06</translation>
    </message>
    <message>
        <source>Trade card Market B-07</source>
        <translation>Carta de comercio Mercado B-07</translation>
    </message>
    <message>
        <source>Trade card Market B-08</source>
        <translation>Carta de comercio Mercado B-08</translation>
    </message>
    <message>
        <source>Trade card Market B-09</source>
        <translation>Carta de comercio Mercado B-09</translation>
    </message>
    <message>
        <source>Trade card Market B-10</source>
        <translation>Carta de comercio Mercado B-10</translation>
    </message>
    <message>
        <source>Trade card Market B-11</source>
        <translation>Carta de comercio Mercado B-11</translation>
    </message>
    <message>
        <source>Trade card Market B-12</source>
        <translation>Carta de comercio Mercado B-12</translation>
    </message>
    <message>
        <source>Trade card Market C-01</source>
        <translation>Carta de comercio Mercado C-01</translation>
    </message>
    <message>
        <source>Trade card Market C-02</source>
        <translation>Carta de comercio Mercado C-02</translation>
    </message>
    <message>
        <source>Trade card Market C-03</source>
        <translation>Carta de comercio Mercado C-03</translation>
    </message>
    <message>
        <source>Trade card Market C-04</source>
        <translation>Carta de comercio Mercado C-04</translation>
    </message>
    <message>
        <source>Trade card Market C-05</source>
        <translation>Carta de comercio Mercado C-05</translation>
    </message>
    <message>
        <source>Trade card Market C-06</source>
        <translation>Carta de comercio Mercado C-06</translation>
    </message>
    <message>
        <source>Trade card Market C-07</source>
        <translation>Carta de comercio Mercado C-07</translation>
    </message>
    <message>
        <source>Trade card Market C-08</source>
        <translation>Carta de comercio Mercado C-08</translation>
    </message>
    <message>
        <source>Trade card Market C-09</source>
        <translation>Carta de comercio Mercado C-09</translation>
    </message>
    <message>
        <source>Trade card Market C-10</source>
        <translation>Carta de comercio Mercado C-10</translation>
    </message>
    <message>
        <source>Trade card Market C-11</source>
        <translation>Carta de comercio Mercado C-11</translation>
    </message>
    <message>
        <source>Trade card Market C-12</source>
        <translation>Carta de comercio Mercado C-12</translation>
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
        <translation>A V R Az</translation>
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
        <translation>Coste</translation>
    </message>
    <message>
        <source>Profit</source>
        <translation>Beneficio</translation>
    </message>
    <message>
        <source>Merchant of {player}</source>
        <translation>Mercader de {player}</translation>
    </message>
    <message>
        <source>Florence · Santa Maria del Fiore</source>
        <translation>Florencia · Santa Maria del Fiore</translation>
    </message>
    <message>
        <source>L{level}</source>
        <translation>N{level}</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Edificios</translation>
    </message>
    <message numerus="yes">
        <source>{size} deck: %n cards</source>
        <translation>
            <numerusform>Mazo {size}: %n carta</numerusform>
            <numerusform>Mazo {size}: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Building draft</source>
        <translation>Elección de los edificios iniciales</translation>
    </message>
    <message>
        <source>two each, in snake order</source>
        <translation>dos cada uno, en orden de serpiente</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Mercado</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds left</source>
        <translation>
            <numerusform>queda %n ronda</numerusform>
            <numerusform>quedan %n rondas</numerusform>
        </translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Última ronda</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message numerus="yes">
        <source>%n goods</source>
        <translation>
            <numerusform>%n mercancía</numerusform>
            <numerusform>%n mercancías</numerusform>
        </translation>
    </message>
    <message>
        <source>A·B</source>
        <translation>A·B</translation>
    </message>
    <message numerus="yes">
        <source>Market deck: %n cards</source>
        <translation>
            <numerusform>Mazo del mercado: %n carta</numerusform>
            <numerusform>Mazo del mercado: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Descartes</translation>
    </message>
    <message numerus="yes">
        <source>Discarded trade cards: %n (click to see them)</source>
        <translation>
            <numerusform>Cartas de comercio descartadas: %n (clic para verla)</numerusform>
            <numerusform>Cartas de comercio descartadas: %n (clic para verlas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Puntos de victoria</translation>
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
            <numerusform>%n ficha libre · carros {carts} · Opera {tokens}</numerusform>
            <numerusform>%n fichas libres · carros {carts} · Opera {tokens}</numerusform>
        </translation>
    </message>
    <message>
        <source>Left, {size}: discount and conversion</source>
        <translation>Izquierda, {size}: descuento y conversión</translation>
    </message>
    <message>
        <source>Right, {size}: effect and cart</source>
        <translation>Derecha, {size}: efecto y carro</translation>
    </message>
    <message>
        <source>no building yet</source>
        <translation>todavía ningún edificio</translation>
    </message>
    <message>
        <source>{good}: goods and certificate (levels 1, 2, 3 by column)</source>
        <translation>{good}: mercancías y certificado (niveles 1, 2, 3 según la columna)</translation>
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
        <translation>Certificado de {good}, nivel {level}</translation>
    </message>
    <message>
        <source>Refined goods</source>
        <translation>Mercancías refinadas</translation>
    </message>
    <message numerus="yes">
        <source>%n {good} (to use this turn)</source>
        <translation>
            <numerusform>%n {good} (para usar en este turno)</numerusform>
            <numerusform>%n {good} (para usar en este turno)</numerusform>
        </translation>
    </message>
    <message>
        <source>{good} placed on the building</source>
        <translation>{good} en el edificio en construcción</translation>
    </message>
    <message>
        <source>Buildings under construction</source>
        <translation>Edificios en construcción</translation>
    </message>
    <message>
        <source>If the game ended now:</source>
        <translation>Si la partida terminara ahora:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation>Taller</translation>
    </message>
    <message>
        <source>Certificates</source>
        <translation>Certificados</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Refined</source>
        <translation>Refinadas</translation>
    </message>
    <message>
        <source>Opera</source>
        <translation>Opera</translation>
    </message>
    <message>
        <source>Worksites</source>
        <translation>Obras</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Victory points on the track: {points}</source>
        <translation>Puntos de victoria en la pista: {points}</translation>
    </message>
    <message>
        <source>Completed buildings: {small} small, {medium} medium, {large} large → {points}</source>
        <translation>Edificios completados: {small} pequeños, {medium} medianos, {large} grandes → {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n positions of your shop hold a building → {points}</source>
        <translation>
            <numerusform>%n posición de tu taller tiene un edificio → {points}</numerusform>
            <numerusform>%n posiciones de tu taller tienen un edificio → {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Certificates at levels {levels} → {points}</source>
        <translation>Certificados de los niveles {levels} → {points}</translation>
    </message>
    <message>
        <source>No certificate yet → 0</source>
        <translation>Aún ningún certificado → 0</translation>
    </message>
    <message>
        <source>Blue buildings slid to the right score at the end → {points}</source>
        <translation>Los edificios azules deslizados a la derecha puntúan al final → {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n refined goods on your buildings under construction → {points}</source>
        <translation>
            <numerusform>%n mercancía refinada en tus edificios en construcción → {points}</numerusform>
            <numerusform>%n mercancías refinadas en tus edificios en construcción → {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>{tokens} tokens on the Opera board; 2 VP for each rival with fewer: {players} → {points}</source>
        <translation>Fichas en el tablero de la Opera: {tokens}; 2 PV por cada rival que tiene menos: {players} → {points}</translation>
    </message>
    <message>
        <source>{tokens} tokens on the Opera board; no rival has fewer (a tie does not count) → 0</source>
        <translation>Fichas en el tablero de la Opera: {tokens}; ningún rival tiene menos (el empate no cuenta) → 0</translation>
    </message>
    <message>
        <source>Your tokens on worksites: {level1} of level 1, {level2} of level 2, {level3} of level 3 → {points}</source>
        <translation>Tus fichas en obras: {level1} de nivel 1, {level2} de nivel 2, {level3} de nivel 3 → {points}</translation>
    </message>
    <message>
        <source>Locked until the worksite below holds a token (any player's): level {levels} still empty</source>
        <translation>Bloqueada hasta que la obra de abajo tenga una ficha (de cualquiera): nivel {levels} aún vacío</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>Hand of {player}</source>
        <translation>Mano {player:de}</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} PV</translation>
    </message>
    <message>
        <source>hand {hand} · carts {carts} · Opera {tokens} · total {total}</source>
        <translation>mano {hand} · carros {carts} · Opera {tokens} · tot. {total}</translation>
    </message>
    <message>
        <source>{player} · {shop}: click to open</source>
        <translation>{player} · {shop}: clic para abrir</translation>
    </message>
    <message>
        <source>{amount} {good}</source>
        <translation>{amount} {good}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Trade card</source>
        <translation>Carta de comercio</translation>
    </message>
    <message>
        <source>Cost half: {goods}</source>
        <translation>Mitad de coste: {goods}</translation>
    </message>
    <message>
        <source>Profit half: {goods}</source>
        <translation>Mitad de beneficio: {goods}</translation>
    </message>
    <message>
        <source>Under a Cost area only its cost shows, under a Profit area its profit.</source>
        <translation>Bajo un área de coste solo se ve el coste; bajo un área de beneficio, el beneficio.</translation>
    </message>
    <message>
        <source>{size} building, {colour}</source>
        <translation>Edificio {size}, {colour}</translation>
    </message>
    <message>
        <source>Construction: {goods}</source>
        <translation>Construcción: {goods}</translation>
    </message>
    <message>
        <source>On the left: {effect}</source>
        <translation>A la izquierda: {effect}</translation>
    </message>
    <message>
        <source>On the right: {effect}</source>
        <translation>A la derecha: {effect}</translation>
    </message>
    <message>
        <source>Worksite, level {level}</source>
        <translation>Obra, nivel {level}</translation>
    </message>
    <message>
        <source>Wants {good}, with a certificate of level {level} or more.</source>
        <translation>Pide {good}, con un certificado de nivel {level} o más.</translation>
    </message>
    <message>
        <source>Usable once per turn by a player whose merchant activated this city from its Cost area.</source>
        <translation>Se usa una vez por turno si tu mercader activó esta ciudad desde su área de coste.</translation>
    </message>
    <message>
        <source>every city activation costs 1 less of {goods}</source>
        <translation>cada activación de ciudad cuesta 1 menos de {goods}</translation>
    </message>
    <message>
        <source>when it is slid there: {effect}</source>
        <translation>al colocarlo allí: {effect}</translation>
    </message>
    <message>
        <source>after each of your city activations: {effect}</source>
        <translation>tras cada una de tus activaciones de ciudad: {effect}</translation>
    </message>
    <message>
        <source>at the end of the game: {effect}</source>
        <translation>al final de la partida: {effect}</translation>
    </message>
    <message>
        <source>The first to send a good here: {effect}.</source>
        <translation>El primero que envía aquí una mercancía: {effect}.</translation>
    </message>
    <message numerus="yes">
        <source>gain %n VP</source>
        <translation>
            <numerusform>gana %n PV</numerusform>
            <numerusform>gana %n PV</numerusform>
        </translation>
    </message>
    <message>
        <source>gain {goods}</source>
        <translation>obtén {goods}</translation>
    </message>
    <message>
        <source>gain {goods} to use this turn</source>
        <translation>obtén {goods} para usar en este turno</translation>
    </message>
    <message numerus="yes">
        <source>gain %n raw goods of your choice</source>
        <translation>
            <numerusform>obtén %n mercancía en bruto a tu elección</numerusform>
            <numerusform>obtén %n mercancías en bruto a tu elección</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>push a certificate %n columns right</source>
        <translation>
            <numerusform>mueve un certificado %n columna a la derecha</numerusform>
            <numerusform>mueve un certificado %n columnas a la derecha</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>push %n different certificates {steps} right</source>
        <translation>
            <numerusform>mueve %n certificado {steps} a la derecha</numerusform>
            <numerusform>mueve %n certificados distintos {steps} a la derecha</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per completed Small building</source>
        <translation>
            <numerusform>%n PV por cada edificio Pequeño completado</numerusform>
            <numerusform>%n PV por cada edificio Pequeño completado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per token of yours on the Opera board</source>
        <translation>
            <numerusform>%n PV por cada ficha tuya en el tablero de la Opera</numerusform>
            <numerusform>%n PV por cada ficha tuya en el tablero de la Opera</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per token of yours on the Opera board, up to {limit}</source>
        <translation>
            <numerusform>%n PV por cada ficha tuya en el tablero de la Opera, hasta {limit}</numerusform>
            <numerusform>%n PV por cada ficha tuya en el tablero de la Opera, hasta {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per level-3 certificate</source>
        <translation>
            <numerusform>%n PV por cada certificado de nivel 3</numerusform>
            <numerusform>%n PV por cada certificado de nivel 3</numerusform>
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
        <translation>{amount}/ficha</translation>
    </message>
    <message>
        <source>{amount}/⬢3</source>
        <translation>{amount}/⬢3</translation>
    </message>
    <message>
        <source>Round {round} · {player}: {phase}</source>
        <translation>Ronda {round} · {player}: {phase}</translation>
    </message>
    <message>
        <source>Building draft · {player} chooses</source>
        <translation>Elección de edificios · elige {player}</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>Juega {player}.</translation>
    </message>
    <message>
        <source>The last round is over.</source>
        <translation>La última ronda ha terminado.</translation>
    </message>
    <message>
        <source>Drag one of the revealed buildings into your construction area.</source>
        <translation>Arrastra uno de los edificios descubiertos a tu zona de construcción.</translation>
    </message>
    <message>
        <source>Drag one of your merchants to a city area without one of yours: that city is activated.</source>
        <translation>Arrastra uno de tus mercaderes a un área de ciudad sin ninguno tuyo: esa ciudad se activa.</translation>
    </message>
    <message>
        <source>Drag a trade card from your hand onto {area}: its cards slide left, the leftmost is discarded.</source>
        <translation>Arrastra una carta de comercio de tu mano a {area}: sus cartas se deslizan a la izquierda y la primera se descarta.</translation>
    </message>
    <message>
        <source>The button pays the Cost area and takes the Profit area.</source>
        <translation>El botón paga el área de coste y cobra el área de beneficio.</translation>
    </message>
    <message>
        <source>Before that you may use {power}: click its token.</source>
        <translation>Antes puedes usar {power}: haz clic en su ficha.</translation>
    </message>
    <message>
        <source>The city power is still usable: click its token.</source>
        <translation>El poder de la ciudad aún se puede usar: haz clic en su ficha.</translation>
    </message>
    <message>
        <source>Drag refined goods onto a building's icons, onto a worksite (a cart each) or back onto their track; a raw token onto an unlocked conversion. Unused goods are lost.</source>
        <translation>Arrastra mercancías refinadas a los iconos de un edificio, a una obra (un carro cada una) o de vuelta a su pista; una ficha en bruto a una conversión desbloqueada. Las no usadas se pierden.</translation>
    </message>
    <message>
        <source>Drag {card} to the left (discount, conversion) or to the right (effect, cart) of your shop.</source>
        <translation>Arrastra {card} a la izquierda (descuento, conversión) o a la derecha (efecto, carro) de tu taller.</translation>
    </message>
    <message>
        <source>An effect</source>
        <translation>Un efecto</translation>
    </message>
    <message numerus="yes">
        <source>{source}: choose a raw good to gain (%n left).</source>
        <translation>
            <numerusform>{source}: elige una mercancía en bruto (queda %n).</numerusform>
            <numerusform>{source}: elige una mercancía en bruto (quedan %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{source}: choose a certificate to push %n columns right.</source>
        <translation>
            <numerusform>{source}: elige un certificado para moverlo %n columna a la derecha.</numerusform>
            <numerusform>{source}: elige un certificado para moverlo %n columnas a la derecha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{source}: choose a certificate to push (%n different ones left).</source>
        <translation>
            <numerusform>{source}: elige un certificado para moverlo (queda %n distinto).</numerusform>
            <numerusform>{source}: elige un certificado para moverlo (quedan %n distintos).</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag a building from the display into your construction area.</source>
        <translation>Arrastra un edificio de la exposición a tu zona de construcción.</translation>
    </message>
    <message>
        <source>Drag a market card into your hand: its space's cost is paid in raw goods (the leftmost is free).</source>
        <translation>Arrastra una carta del mercado a tu mano: el coste de su espacio se paga en mercancías en bruto (la primera es gratis).</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Paga</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>obtén</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Gratis</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>descuento</translation>
    </message>
    <message>
        <source>−{amount} VP</source>
        <translation>−{amount} PV</translation>
    </message>
    <message numerus="yes">
        <source>%n {good} from the certificate</source>
        <translation>
            <numerusform>%n {good} del certificado</numerusform>
            <numerusform>%n {good} del certificado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n raw goods of your choice</source>
        <translation>
            <numerusform>%n mercancía en bruto a elegir</numerusform>
            <numerusform>%n mercancías en bruto a elegir</numerusform>
        </translation>
    </message>
    <message>
        <source>Activate {city}: pay {paid}, then gain {gained}.</source>
        <translation>Activa {city}: paga {paid} y obtén {gained}.</translation>
    </message>
    <message>
        <source>Activate {city} without paying anything, then gain {gained}.</source>
        <translation>Activa {city} sin pagar nada y obtén {gained}.</translation>
    </message>
    <message>
        <source>Gain 1 {good}</source>
        <translation>Obtén 1 {good}</translation>
    </message>
    <message numerus="yes">
        <source>Push the {good} certificate %n columns right</source>
        <translation>
            <numerusform>Mueve el certificado de {good} %n columna a la derecha</numerusform>
            <numerusform>Mueve el certificado de {good} %n columnas a la derecha</numerusform>
        </translation>
    </message>
    <message>
        <source>End refining</source>
        <translation>Fin del refinado</translation>
    </message>
    <message numerus="yes">
        <source>End refining (%n goods lost)</source>
        <translation>
            <numerusform>Fin del refinado (%n mercancía perdida)</numerusform>
            <numerusform>Fin del refinado (%n mercancías perdidas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Give 1 {give}, take 1 {take}</source>
        <translation>Da 1 {give}, toma 1 {take}</translation>
    </message>
    <message>
        <source>Give 1 {good}</source>
        <translation>Da 1 {good}</translation>
    </message>
    <message>
        <source>Take 1 {good}</source>
        <translation>Toma 1 {good}</translation>
    </message>
    <message>
        <source>Which raw good do you give?</source>
        <translation>¿Qué mercancía en bruto das?</translation>
    </message>
    <message>
        <source>Which raw good do you take?</source>
        <translation>¿Qué mercancía en bruto tomas?</translation>
    </message>
    <message>
        <source>Pay 1 {good} less</source>
        <translation>Paga 1 {good} menos</translation>
    </message>
    <message>
        <source>1 {give} becomes 1 {take}</source>
        <translation>1 {give} se convierte en 1 {take}</translation>
    </message>
    <message numerus="yes">
        <source>you have %n {good}</source>
        <translation>
            <numerusform>tienes %n {good}</numerusform>
            <numerusform>tienes %n {good}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay %n raw goods for the card</source>
        <translation>
            <numerusform>Paga %n mercancía en bruto por la carta</numerusform>
            <numerusform>Paga %n mercancías en bruto por la carta</numerusform>
        </translation>
    </message>
    <message>
        <source>From your largest stocks</source>
        <translation>De tus mayores existencias</translation>
    </message>
    <message>
        <source>Final scoring · the winner: {player}</source>
        <translation>Puntuación final · gana {player}</translation>
    </message>
    <message>
        <source>Final scoring · the winners: {players}</source>
        <translation>Puntuación final · ganan {players}</translation>
    </message>
    <message>
        <source>Tied on {points} VP. {how} {figures}.</source>
        <translation>Empate a {points} PV. {how} {figures}.</translation>
    </message>
    <message>
        <source>{player}: {figure}</source>
        <translation>{player}: {figure}</translation>
    </message>
    <message numerus="yes">
        <source>%n tokens on worksites</source>
        <translation>
            <numerusform>%n ficha en las obras</numerusform>
            <numerusform>%n fichas en las obras</numerusform>
        </translation>
    </message>
    <message>
        <source>{level3} on level 3, {level2} on level 2</source>
        <translation>{level3} en el nivel 3, {level2} en el nivel 2</translation>
    </message>
    <message numerus="yes">
        <source>%n raw goods</source>
        <translation>
            <numerusform>%n mercancía en bruto</numerusform>
            <numerusform>%n mercancías en bruto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens on worksites, {level3} on level 3, {raw} raw goods</source>
        <translation>
            <numerusform>%n ficha en las obras, {level3} en el nivel 3, {raw} mercancías en bruto</numerusform>
            <numerusform>%n fichas en las obras, {level3} en el nivel 3, {raw} mercancías en bruto</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>previews</name>
    <message numerus="yes">
        <source>{sign}%n Fame {house:at}</source>
        <translation>
            <numerusform>{sign}%n Fama {house:en}</numerusform>
            <numerusform>{sign}%n Fama {house:en}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{sign}%n Applause {house:at}</source>
        <translation>
            <numerusform>{sign}%n Aplauso {house:en}</numerusform>
            <numerusform>{sign}%n Aplausos {house:en}</numerusform>
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
            <numerusform>{diva}: {sign}%n Aplauso {house:en}</numerusform>
            <numerusform>{diva}: {sign}%n Aplausos {house:en}</numerusform>
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
        <translation>Luego: {what}</translation>
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
            <numerusform>{opera} tal como está: %n PN</numerusform>
            <numerusform>{opera} tal como está: %n PN</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n roles still needed to debut: {roles}</source>
        <translation>
            <numerusform>Para el estreno falta aún %n papel: {roles}</numerusform>
            <numerusform>Para el estreno faltan aún %n papeles: {roles}</numerusform>
        </translation>
    </message>
    <message>
        <source>The base cast of {opera} is complete</source>
        <translation>El reparto base {opera:de} está completo</translation>
    </message>
    <message numerus="yes">
        <source>%n further roles open: {roles}</source>
        <translation>
            <numerusform>Queda libre %n papel más: {roles}</numerusform>
            <numerusform>Quedan libres %n papeles más: {roles}</numerusform>
        </translation>
    </message>
    <message>
        <source>The cast of {opera} is complete</source>
        <translation>El reparto {opera:de} está completo</translation>
    </message>
    <message numerus="yes">
        <source>{sign}%n gold</source>
        <translation>
            <numerusform>{sign}%n oro</numerusform>
            <numerusform>{sign}%n oro</numerusform>
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
            <numerusform>Tu puja: número {number} y %n carta de dinero</numerusform>
            <numerusform>Tu puja: número {number} y %n cartas de dinero</numerusform>
        </translation>
    </message>
    <message>
        <source>Your bid: number {number}</source>
        <translation>Tu puja: número {number}</translation>
    </message>
    <message numerus="yes">
        <source>Your bid: %n money cards, no number</source>
        <translation>
            <numerusform>Tu puja: %n carta de dinero, sin número</numerusform>
            <numerusform>Tu puja: %n cartas de dinero, sin número</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a valid bid yet</source>
        <translation>Todavía no es una puja válida</translation>
    </message>
    <message>
        <source>with the bluff card</source>
        <translation>con el farol</translation>
    </message>
    <message numerus="yes">
        <source>Your cast: %n points</source>
        <translation>
            <numerusform>Tu reparto: %n punto</numerusform>
            <numerusform>Tu reparto: %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}: {sign}%n singers</source>
        <translation>
            <numerusform>{player}: {sign}%n cantante</numerusform>
            <numerusform>{player}: {sign}%n cantantes</numerusform>
        </translation>
    </message>
    <message>
        <source>{sign}{good}</source>
        <translation>{sign}{good}</translation>
    </message>
    <message numerus="yes">
        <source>{sign}%n {good} certificates</source>
        <translation>
            <numerusform>{sign}%n certificado de {good}</numerusform>
            <numerusform>{sign}%n certificados de {good}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n goods in place</source>
        <translation>
            <numerusform>{card}: %n mercancía colocada</numerusform>
            <numerusform>{card}: %n mercancías colocadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sipario</name>
    <message>
        <source>{player} sells {amount} PN of notoriety to pay in gold.</source>
        <translation>{player} cede {amount} PN de notoriedad para pagar en oro.</translation>
    </message>
    <message>
        <source>You draw: {cards}.</source>
        <translation>Has robado: {cards}.</translation>
    </message>
    <message>
        <source>The opera deck is reshuffled from the set-aside titles.</source>
        <translation>El mazo de óperas se vuelve a barajar con los títulos descartados.</translation>
    </message>
    <message>
        <source>Deal {deal} begins; {dealer} deals.</source>
        <translation>Empieza la mano {deal}; reparte {dealer}.</translation>
    </message>
    <message>
        <source>The dealer hands a second Prima donna of {player} to {to}.</source>
        <translation>El repartidor entrega la segunda Prima donna {player:de} {to:a}.</translation>
    </message>
    <message>
        <source>{player} loses this turn to the stagehands' strike.</source>
        <translation>{player} pierde este turno por la huelga de tramoyistas.</translation>
    </message>
    <message>
        <source>{player} earns a bonus: {showcase}, +{points} PN.</source>
        <translation>Bonificación {player:para}: {showcase}, +{points} PN.</translation>
    </message>
    <message>
        <source>The curtain falls: the match is over.</source>
        <translation>Cae el telón: la partida ha terminado.</translation>
    </message>
    <message>
        <source>{player} cannot pay to drop a Prima donna and must keep both.</source>
        <translation>{player} no puede pagar para dejar a una Prima donna y se queda con las dos.</translation>
    </message>
    <message>
        <source>{player} takes the previous player's discard.</source>
        <translation>{player} toma el descarte del jugador anterior.</translation>
    </message>
    <message>
        <source>You take the blind discard: {card}.</source>
        <translation>Tomas el descarte a ciegas: {card}.</translation>
    </message>
    <message>
        <source>{player} discards {card}.</source>
        <translation>{player} descarta {card}.</translation>
    </message>
    <message>
        <source>{player} announces the debut of {opera}.</source>
        <translation>{player} anuncia el estreno {opera:de}.</translation>
    </message>
    <message>
        <source>{player} gives up the debut.</source>
        <translation>{player} renuncia al estreno.</translation>
    </message>
    <message>
        <source>Curtain up for {player}: Unfair Competition begins.</source>
        <translation>Se alza el telón para {player}: empieza la Competencia desleal.</translation>
    </message>
    <message>
        <source>{player} completes the cast of {opera}: {card} as {role:art}.</source>
        <translation>{player} completa el reparto {opera:de}: {card} como {role:art}.</translation>
    </message>
    <message>
        <source>{player} also asks for {cards}.</source>
        <translation>{player} pide también {cards:art}.</translation>
    </message>
    <message>
        <source>{player} hands {card} to {seller} as part of the price.</source>
        <translation>{player} entrega {card} {seller:a} como parte del precio.</translation>
    </message>
    <message>
        <source>{player} stages {opera}: {points} PN.</source>
        <translation>{player} pone en escena {opera}: {points} PN.</translation>
    </message>
    <message>
        <source>{player} swaps a season title for 1 gold.</source>
        <translation>{player} cambia un título de la temporada por 1 oro.</translation>
    </message>
    <message>
        <source>You receive the title {opera}.</source>
        <translation>Recibes el título {opera}.</translation>
    </message>
    <message>
        <source>{player} buys 1 PN of advertising.</source>
        <translation>{player} compra 1 PN de publicidad.</translation>
    </message>
    <message>
        <source>{player} changes a title for 5 gold.</source>
        <translation>{player} cambia un título por 5 oro.</translation>
    </message>
    <message>
        <source>Time is up: this round is the last.</source>
        <translation>Se acabó el tiempo: esta es la última ronda.</translation>
    </message>
    <message>
        <source>{player} cancels the extra show.</source>
        <translation>{player} cancela el espectáculo extra.</translation>
    </message>
    <message>
        <source>{player} announces a flop: {victim} loses {opera}.</source>
        <translation>{player} anuncia un fracaso: {victim} pierde {opera}.</translation>
    </message>
    <message>
        <source>You give {given} and get {taken}.</source>
        <translation>Das {given:art} y recibes {taken:art}.</translation>
    </message>
    <message>
        <source>{player} swaps a play card with {victim}.</source>
        <translation>{player} intercambia una carta de juego {victim:con}.</translation>
    </message>
    <message>
        <source>{player} calls a strike: {victim} will lose a turn.</source>
        <translation>{player} convoca una huelga: {victim} perderá un turno.</translation>
    </message>
    <message>
        <source>{player} reveals the title {opera}.</source>
        <translation>{player} revela el título {opera}.</translation>
    </message>
    <message>
        <source>{player} and {victim} exchange a season title.</source>
        <translation>{player} y {victim} intercambian un título de la temporada.</translation>
    </message>
    <message>
        <source>The paparazzo reveals: {cards}.</source>
        <translation>El paparazzo revela: {cards}.</translation>
    </message>
    <message>
        <source>{player} calls in a favour: {victim} may not compete.</source>
        <translation>{player} cobra un favor: {victim} no puede competir.</translation>
    </message>
    <message>
        <source>{player} does not defend.</source>
        <translation>{player} no se defiende.</translation>
    </message>
    <message>
        <source>{player} lets {to} defend.</source>
        <translation>{player} deja defender {to:a}.</translation>
    </message>
    <message>
        <source>{player} reseats the impresarios for the next deal.</source>
        <translation>{player} cambia los asientos de los empresarios para la próxima mano.</translation>
    </message>
    <message>
        <source>Notoriety sold for gold</source>
        <translation>Notoriedad cedida por oro</translation>
    </message>
    <message>
        <source>Base cast</source>
        <translation>Reparto base</translation>
    </message>
    <message>
        <source>Extra roles</source>
        <translation>Papeles adicionales</translation>
    </message>
    <message>
        <source>Full cast (hexagon)</source>
        <translation>Reparto completo (hexágono)</translation>
    </message>
    <message>
        <source>Singers (voices and cards)</source>
        <translation>Cantantes (voces y cartas)</translation>
    </message>
    <message>
        <source>Action cards</source>
        <translation>Cartas de acción</translation>
    </message>
    <message>
        <source>Two Prime donne on stage</source>
        <translation>Dos Prime donne en escena</translation>
    </message>
    <message>
        <source>Unpaid Prima donna</source>
        <translation>Prima donna no pagada</translation>
    </message>
    <message>
        <source>Prima donna</source>
        <translation>Prima donna</translation>
    </message>
    <message>
        <source>Competition at home</source>
        <translation>Competencia en casa</translation>
    </message>
    <message>
        <source>Postponed (Prima donna)</source>
        <translation>Aplazamiento (Prima donna)</translation>
    </message>
    <message>
        <source>Delayed debut</source>
        <translation>Estreno retrasado</translation>
    </message>
    <message>
        <source>Delay not announced (no gold)</source>
        <translation>Retraso no anunciado (sin oro)</translation>
    </message>
    <message>
        <source>Date to be determined (−50%)</source>
        <translation>Fecha por determinar (−50%)</translation>
    </message>
    <message>
        <source>Debuts</source>
        <translation>Estrenos</translation>
    </message>
    <message>
        <source>Completed casts</source>
        <translation>Repartos completados</translation>
    </message>
    <message>
        <source>Opening with a bang</source>
        <translation>Temporada por todo lo alto</translation>
    </message>
    <message>
        <source>Lightning start</source>
        <translation>Arranque relámpago</translation>
    </message>
    <message>
        <source>Advertising</source>
        <translation>Publicidad</translation>
    </message>
    <message>
        <source>Extra shows</source>
        <translation>Espectáculos extra</translation>
    </message>
    <message>
        <source>Popular trilogy</source>
        <translation>Trilogía popular</translation>
    </message>
    <message>
        <source>The Ring of the Nibelung</source>
        <translation>El anillo del nibelungo</translation>
    </message>
    <message>
        <source>Tribute showcase</source>
        <translation>Cartel homenaje</translation>
    </message>
    <message>
        <source>Zero-kilometre showcase</source>
        <translation>Cartel de kilómetro cero</translation>
    </message>
    <message>
        <source>Stylish showcase</source>
        <translation>Cartel con estilo</translation>
    </message>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n oro</numerusform>
            <numerusform>%n oro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n singers</source>
        <translation>
            <numerusform>%n cantante</numerusform>
            <numerusform>%n cantantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action cards</source>
        <translation>
            <numerusform>%n carta de acción</numerusform>
            <numerusform>%n cartas de acción</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blind-discard markers</source>
        <translation>
            <numerusform>%n marcador de descarte a ciegas</numerusform>
            <numerusform>%n marcadores de descarte a ciegas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The play deck is rebuilt from the discards (%n cards).</source>
        <translation>
            <numerusform>El mazo de juego se rehace con los descartes (%n carta).</numerusform>
            <numerusform>El mazo de juego se rehace con los descartes (%n cartas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n cards.</source>
        <translation>
            <numerusform>{player} roba %n carta.</numerusform>
            <numerusform>{player} roba %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} discards a card blind, face down.</source>
        <translation>{player} descarta una carta a ciegas, boca abajo.</translation>
    </message>
    <message>
        <source>{player} dismisses a Prima donna for {cost}.</source>
        <translation>{player} despide a una Prima donna por {cost}.</translation>
    </message>
    <message>
        <source>{player} lets the chance of Unfair Competition go.</source>
        <translation>{player} renuncia a la Competencia desleal.</translation>
    </message>
    <message>
        <source>{player} strikes at the show of {victim} with {types}.</source>
        <translation>{player} ataca el espectáculo {victim:de} {types:con}.</translation>
    </message>
    <message>
        <source>{player} defends with {type:art}.</source>
        <translation>{player} se defiende con {type:art}.</translation>
    </message>
    <message>
        <source>{player} replaces a singer at the last moment: {card} steps in.</source>
        <translation>{player} sustituye a un cantante en el último momento: entra {card}.</translation>
    </message>
    <message>
        <source>{player} postpones {opera}: {how}.</source>
        <translation>{player} aplaza {opera}: {how}.</translation>
    </message>
    <message>
        <source>{player} offers {card} at the last hour, for {gold} and {markers}.</source>
        <translation>{player} ofrece {card:a} en el último momento, por {gold} y {markers}.</translation>
    </message>
    <message>
        <source>{player} names {card} as the cover for L'ansioso.</source>
        <translation>{player} designa {card:a} como suplente de L'ansioso.</translation>
    </message>
    <message>
        <source>{player} also asks for {singers} and {actions} of the victim's choice.</source>
        <translation>{player} pide también {singers} y {actions} a elección de la víctima.</translation>
    </message>
    <message>
        <source>{player} accepts the offer of {seller} for {gold}.</source>
        <translation>{player} acepta la oferta {seller:de} por {gold}.</translation>
    </message>
    <message>
        <source>{player} pulls the Infingardo's manoeuvre on {victim}: {gold}.</source>
        <translation>{player} ejecuta la maniobra del Infingardo {victim:sobre}: {gold}.</translation>
    </message>
    <message>
        <source>{player} stages {show:art}: {gold} and {points} PN.</source>
        <translation>{player} monta {show:art}: {gold} y {points} PN.</translation>
    </message>
    <message>
        <source>{player} plays {type:art}.</source>
        <translation>{player} juega {type:art}.</translation>
    </message>
    <message>
        <source>{player} plays The Fool: {type} has no effect.</source>
        <translation>{player} juega el Loco: {type:art} no tiene efecto.</translation>
    </message>
    <message numerus="yes">
        <source>{player} sends a paparazzo: %n cards spied.</source>
        <translation>
            <numerusform>{player} envía un paparazzo: %n carta espiada.</numerusform>
            <numerusform>{player} envía un paparazzo: %n cartas espiadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} picks up the foyer gossip: {cards}.</source>
        <translation>{player} recoge los rumores del foyer: {cards}.</translation>
    </message>
    <message>
        <source>{player} has finished helping with the partner's cast.</source>
        <translation>{player} ha terminado de ayudar con el reparto de su compañero de equipo.</translation>
    </message>
    <message>
        <source>{player} adds {type:art} to the production.</source>
        <translation>{player} añade {type:art} a la producción.</translation>
    </message>
    <message>
        <source>Tie broken by a coin toss.</source>
        <translation>Empate resuelto a cara o cruz.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>You hold two Prime donne: dismiss one first.</source>
        <translation>Tienes dos Prime donne: despide antes a una.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Ya has robado en este turno.</translation>
    </message>
    <message>
        <source>There is no discard of the previous player to take.</source>
        <translation>No hay descarte del jugador anterior que tomar.</translation>
    </message>
    <message>
        <source>You have already played your action this turn.</source>
        <translation>Ya has jugado tu acción en este turno.</translation>
    </message>
    <message>
        <source>A debut may follow only a draw from the play deck.</source>
        <translation>Un estreno solo puede seguir a un robo del mazo de juego.</translation>
    </message>
    <message>
        <source>Draw or play before ending your turn.</source>
        <translation>Roba o juega antes de terminar el turno.</translation>
    </message>
    <message>
        <source>That singer cannot sing this role.</source>
        <translation>Ese cantante no puede cantar este papel.</translation>
    </message>
    <message>
        <source>Fill every role of the base cast first.</source>
        <translation>Primero cubre todos los papeles del reparto base.</translation>
    </message>
    <message>
        <source>Your Prima donna must star, and you must afford the costs.</source>
        <translation>Tu Prima donna debe protagonizar y debes poder pagar los costes.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ese movimiento no está permitido.</translation>
    </message>
    <message>
        <source>Team play needs exactly four players.</source>
        <translation>El juego por equipos requiere exactamente cuatro jugadores.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>A Prima donna sings only roles of the same sex: En travesti is never for a Prima donna.</source>
        <translation>Una Prima donna solo canta papeles de su mismo sexo: el En travesti nunca es para una Prima donna.</translation>
    </message>
    <message>
        <source>Wrong voice: the role is {role_voice}, your singer {voice}.</source>
        <translation>Voz equivocada: el papel es {role_voice}, tu cantante {voice}.</translation>
    </message>
    <message numerus="yes">
        <source>Only the %n impresarios after the one who debuts attack this show; you are not one of them.</source>
        <translation>
            <numerusform>Solo el empresario (%n) que sigue a quien estrena ataca este espectáculo; no eres tú.</numerusform>
            <numerusform>Solo los %n empresarios que siguen a quien estrena atacan este espectáculo; tú no estás entre ellos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait: the other attacker acts first, then the show's impresario defends.</source>
        <translation>Espera: primero actúa el otro atacante, luego el empresario del espectáculo se defiende.</translation>
    </message>
    <message>
        <source>Now the show's impresario answers the attack; the next attack comes after.</source>
        <translation>Ahora el empresario del espectáculo responde al ataque; el siguiente ataque viene después.</translation>
    </message>
    <message>
        <source>A Prima donna is not discarded but dismissed: drag the card onto the exceptions and pay its dismissal cost.</source>
        <translation>Una Prima donna no se descarta sino que se despide: arrastra la carta a las excepciones y paga su coste de despido.</translation>
    </message>
    <message>
        <source>Match mode</source>
        <translation>Modo de partida</translation>
    </message>
    <message>
        <source>All in one evening! (25 PN)</source>
        <translation>¡Todo en una noche! (25 PN)</translation>
    </message>
    <message>
        <source>Apprenticeship in the provinces (50 PN)</source>
        <translation>Aprendizaje en provincias (50 PN)</translation>
    </message>
    <message>
        <source>Olympus of music (100 PN)</source>
        <translation>El Olimpo de la música (100 PN)</translation>
    </message>
    <message>
        <source>The sharpest high note! (30 minutes)</source>
        <translation>¡El agudo más agudo! (30 minutos)</translation>
    </message>
    <message>
        <source>A cantata in company (60 minutes)</source>
        <translation>Una cantata en compañía (60 minutos)</translation>
    </message>
    <message>
        <source>Meditating on the opera (90 minutes)</source>
        <translation>Meditando sobre la ópera (90 minutos)</translation>
    </message>
    <message>
        <source>Prime donne in play</source>
        <translation>Prime donne en juego</translation>
    </message>
    <message>
        <source>Last-Hour Offer</source>
        <translation>Oferta de última hora</translation>
    </message>
    <message>
        <source>Infingardo's Manoeuvre</source>
        <translation>Maniobra del Infingardo</translation>
    </message>
    <message>
        <source>Team play (4 players)</source>
        <translation>Sipario por equipos (4 jugadores)</translation>
    </message>
    <message>
        <source>En travesti for Great Interpreters</source>
        <translation>En travesti para los Grandes intérpretes</translation>
    </message>
    <message>
        <source>Safety cap on rounds</source>
        <translation>Límite de seguridad de rondas</translation>
    </message>
    <message>
        <source>Nerves of Steel costs 1 PN for Debutants too</source>
        <translation>Nervios de acero cuesta 1 PN también a los Debutantes</translation>
    </message>
    <message>
        <source>Postponed shows keep the lower half</source>
        <translation>Los espectáculos aplazados conservan la mitad inferior</translation>
    </message>
    <message>
        <source>Dismissed Prime donne go to the blind discard</source>
        <translation>Las Prime donne despedidas van al descarte a ciegas</translation>
    </message>
    <message>
        <source>How the match ends: at a Notoriety target, or when the clock runs out.</source>
        <translation>Cómo termina la partida: al alcanzar una meta de Notoriedad o al acabarse el tiempo.</translation>
    </message>
    <message>
        <source>Ends with the round in which an impresario reaches 25 PN.</source>
        <translation>Termina con la ronda en que un empresario llega a 25 PN.</translation>
    </message>
    <message>
        <source>Ends with the round in which an impresario reaches 50 PN.</source>
        <translation>Termina con la ronda en que un empresario llega a 50 PN.</translation>
    </message>
    <message>
        <source>Ends with the round in which an impresario reaches 100 PN.</source>
        <translation>Termina con la ronda en que un empresario llega a 100 PN.</translation>
    </message>
    <message>
        <source>After 30 minutes the round in progress is the last; most PN wins.</source>
        <translation>A los 30 minutos la ronda en curso es la última; gana quien tenga más PN.</translation>
    </message>
    <message>
        <source>After 60 minutes the round in progress is the last; most PN wins.</source>
        <translation>A los 60 minutos la ronda en curso es la última; gana quien tenga más PN.</translation>
    </message>
    <message>
        <source>After 90 minutes the round in progress is the last; most PN wins.</source>
        <translation>A los 90 minutos la ronda en curso es la última; gana quien tenga más PN.</translation>
    </message>
    <message>
        <source>Six star singers with big bonuses and big demands join the play deck.</source>
        <translation>Seis Prime donne, con grandes bonificaciones y grandes exigencias, entran en el mazo de juego.</translation>
    </message>
    <message>
        <source>When a debut risks postponement, rivals may sell the missing singer.</source>
        <translation>Cuando un estreno corre el riesgo de aplazarse, los rivales pueden vender el cantante que falta.</translation>
    </message>
    <message>
        <source>The rival who struck a singer may replace it, and is paid for it.</source>
        <translation>El rival que eliminó a un cantante puede sustituirlo, y cobra por ello.</translation>
    </message>
    <message>
        <source>Two pairs facing each other, one Notoriety marker per pair.</source>
        <translation>Dos parejas sentadas frente a frente, un marcador de Notoriedad por pareja.</translation>
    </message>
    <message>
        <source>En travesti may also put Great Interpreters in Principal roles.</source>
        <translation>En travesti también puede poner a los Grandes intérpretes en Papeles principales.</translation>
    </message>
    <message>
        <source>A match that has not ended after this many rounds ends as if time were up.</source>
        <translation>Una partida que no ha terminado tras estas rondas termina como si se acabara el tiempo.</translation>
    </message>
    <message>
        <source>A Debutant in a First part also loses 1 PN with Nerves of Steel.</source>
        <translation>También un Debutante en una Primera parte pierde 1 PN con Nervios de acero.</translation>
    </message>
    <message>
        <source>A show with its date to be determined rounds its halved PN down, not up.</source>
        <translation>Un espectáculo con fecha por determinar redondea hacia abajo sus PN reducidos a la mitad.</translation>
    </message>
    <message>
        <source>A Prima donna dismissed unused goes to the blind discards, not the exceptions.</source>
        <translation>Una Prima donna despedida sin usar va a los descartes a ciegas, no a las excepciones.</translation>
    </message>
    <message>
        <source>Sublime Aria</source>
        <translation>Aria sublime</translation>
    </message>
    <message>
        <source>+1 PN on one of your Golden Throats. With Claque: +3 PN, no gold. Cancels Audience Roar.</source>
        <translation>+1 PN sobre una de tus Gargantas de oro. Con la Claque: +3 PN sin oro. Anula el Abucheo del gallinero.</translation>
    </message>
    <message>
        <source>Audience Roar</source>
        <translation>Abucheo del gallinero</translation>
    </message>
    <message>
        <source>−1 PN to a show (−2 with 1 gold). Cancels Claque; with 2 gold cancels Night of Grace.</source>
        <translation>−1 PN a un espectáculo (−2 con 1 oro). Anula la Claque; con 2 oro anula la Noche de gracia.</translation>
    </message>
    <message>
        <source>Bomb of Cortisone</source>
        <translation>Bomba de cortisona</translation>
    </message>
    <message>
        <source>Cancels a Gust of Wind.</source>
        <translation>Anula una Ráfaga de viento.</translation>
    </message>
    <message>
        <source>New Year's Eve</source>
        <translation>Nochevieja</translation>
    </message>
    <message>
        <source>With a debut: +2 gold. Needed for the New Year's concert.</source>
        <translation>Con un estreno: +2 oro. Necesaria para el concierto de Año Nuevo.</translation>
    </message>
    <message>
        <source>Claque</source>
        <translation>Claque</translation>
    </message>
    <message>
        <source>+1 PN (+2 with 1 gold). Cancels Audience Roar; with 2 gold cancels an Off-Key Note.</source>
        <translation>+1 PN (+2 con 1 oro). Anula el Abucheo; con 2 oro anula un Gallo.</translation>
    </message>
    <message>
        <source>Twist of Fate</source>
        <translation>Golpe de efecto</translation>
    </message>
    <message>
        <source>Swap one of your titles with a random title of an opponent (2 gold: swap between two opponents).</source>
        <translation>Cambia uno de tus títulos por uno al azar de un rival (2 oro: entre dos rivales).</translation>
    </message>
    <message>
        <source>Gust of Wind</source>
        <translation>Ráfaga de viento</translation>
    </message>
    <message>
        <source>Knocks out an opposing singer: the debut is delayed unless replaced.</source>
        <translation>Deja fuera a un cantante rival: el estreno se retrasa si no se sustituye.</translation>
    </message>
    <message>
        <source>Press Conference</source>
        <translation>Rueda de prensa</translation>
    </message>
    <message>
        <source>Everyone reveals one season title. Special: announce a delay without paying gold.</source>
        <translation>Todos revelan un título de la temporada. Especial: anuncia un retraso sin pagar oro.</translation>
    </message>
    <message>
        <source>En travesti</source>
        <translation>En travesti</translation>
    </message>
    <message>
        <source>A singer plays a role of the opposite sex: 0 PN in a Second part, −1 in a First part.</source>
        <translation>Un cantante interpreta un papel del otro sexo: 0 PN en Segunda parte, −1 en Primera parte.</translation>
    </message>
    <message>
        <source>Announced Flop</source>
        <translation>Fracaso anunciado</translation>
    </message>
    <message>
        <source>An opponent loses a season title and draws a new one.</source>
        <translation>Un rival pierde un título de la temporada y roba otro.</translation>
    </message>
    <message>
        <source>Elopement</source>
        <translation>Fuga de amor</translation>
    </message>
    <message>
        <source>Your female Golden Throat seduces a male singer: both leave, date to be determined.</source>
        <translation>Tu Garganta de oro femenina seduce a un cantante: salen ambos, fecha por determinar.</translation>
    </message>
    <message>
        <source>Grand Event</source>
        <translation>Gran evento</translation>
    </message>
    <message>
        <source>With a debut: +2 PN and +1 gold. Recital or Three Tenors: +2 gold and +1 PN.</source>
        <translation>Con un estreno: +2 PN y +1 oro. Recital o Tres tenores: +2 oro y +1 PN.</translation>
    </message>
    <message>
        <source>Grand Orchestra</source>
        <translation>Gran orquesta</translation>
    </message>
    <message>
        <source>With a debut: +1 PN and +1 gold. Recital or Three Tenors: +2 gold.</source>
        <translation>Con un estreno: +1 PN y +1 oro. Recital o Tres tenores: +2 oro.</translation>
    </message>
    <message>
        <source>The Pharmacist</source>
        <translation>El farmacéutico</translation>
    </message>
    <message>
        <source>On a Golden Throat: the cast is immune to Gust of Wind and Viral Infection. Cures in defence.</source>
        <translation>Sobre una Garganta de oro: el reparto es inmune a Ráfaga y Virus. En defensa cura.</translation>
    </message>
    <message>
        <source>Agency Wheeling-and-Dealing</source>
        <translation>Chanchullo de agencia</translation>
    </message>
    <message>
        <source>Swap one of your play cards with a random card of an opponent.</source>
        <translation>Cambia una de tus cartas de juego por una al azar de un rival.</translation>
    </message>
    <message>
        <source>Nerves of Steel</source>
        <translation>Nervios de acero</translation>
    </message>
    <message>
        <source>A Debutant sings a First part, or a Golden Throat a Principal role (−1 PN). Cancels Stage Fright and Elopement.</source>
        <translation>Un Debutante canta una Primera parte, o una Garganta de oro un Papel principal (−1 PN). Anula Pánico escénico y Fuga de amor.</translation>
    </message>
    <message>
        <source>Paparazzo</source>
        <translation>Paparazzo</translation>
    </message>
    <message>
        <source>Spy on 2 opponent play cards (1 gold: 3 cards; 2 gold: 1 season title).</source>
        <translation>Espía 2 cartas de juego rivales (1 oro: 3 cartas; 2 oro: 1 título de la temporada).</translation>
    </message>
    <message>
        <source>Protest</source>
        <translation>Protesta</translation>
    </message>
    <message>
        <source>Removes an opposing Debutant or Golden Throat: date to be determined. With Off-Key Note: a Great Interpreter.</source>
        <translation>Elimina a un Debutante o una Garganta de oro rival: fecha por determinar. Con el Gallo: un Gran intérprete.</translation>
    </message>
    <message>
        <source>Recommendation of Iron</source>
        <translation>Recomendación de hierro</translation>
    </message>
    <message>
        <source>A Debutant sings a First part (−1 PN) or a Golden Throat a Principal role (−2 PN); cannot be protested. Cancels Protest.</source>
        <translation>Un Debutante canta una Primera parte (−1 PN) o una Garganta de oro un Papel principal (−2 PN); no se puede protestar. Anula la Protesta.</translation>
    </message>
    <message>
        <source>Stagehands' Strike</source>
        <translation>Huelga de tramoyistas</translation>
    </message>
    <message>
        <source>An opponent loses a turn. With your debut: an opponent loses the right to Unfair Competition.</source>
        <translation>Un rival pierde un turno. Con tu estreno: un rival pierde el derecho a la Competencia desleal.</translation>
    </message>
    <message>
        <source>+2 PN; may name an opponent, who loses the right to Unfair Competition.</source>
        <translation>+2 PN; puede nombrar a un rival, que pierde el derecho a la Competencia desleal.</translation>
    </message>
    <message>
        <source>Night of Grace</source>
        <translation>Noche de gracia</translation>
    </message>
    <message>
        <source>{player} postpones {opera}: a delayed debut, the struck singer recovers and sings.</source>
        <translation>{player} aplaza {opera}: estreno retrasado, quien fue afectado se recupera y canta.</translation>
    </message>
    <message>
        <source>{player} postpones {opera}: date to be determined, the show goes on without the struck singer.</source>
        <translation>{player} aplaza {opera}: fecha por determinar, la función sigue sin quien fue afectado.</translation>
    </message>
    <message>
        <source>{player} listens for gossip in the foyer: nothing there.</source>
        <translation>{player} presta oído a los rumores del foyer: no hay nada.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n cards first: you may keep at most 13.</source>
        <translation>
            <numerusform>Primero descarta %n carta: puedes quedarte con 13 como máximo.</numerusform>
            <numerusform>Primero descarta %n cartas: puedes quedarte con 13 como máximo.</numerusform>
        </translation>
    </message>
    <message>
        <source>That costs {needed}; you can pay only {have}.</source>
        <translation>Cuesta {needed}; solo puedes pagar {have}.</translation>
    </message>
    <message>
        <source>That card cannot act there now: drop it on one of the highlighted places.</source>
        <translation>Esa carta no puede actuar ahí ahora: suéltala en uno de los lugares resaltados.</translation>
    </message>
    <message>
        <source>First the set-up: swap a title for 1 gold, or keep your season.</source>
        <translation>Primero la preparación: cambia un título por 1 oro, o quédate con tu temporada.</translation>
    </message>
    <message>
        <source>Unfair Competition is under way: attack, add a singer, or end your Unfair Competition.</source>
        <translation>La Competencia desleal está en curso: ataca, añade un cantante o termina tu Competencia desleal.</translation>
    </message>
    <message>
        <source>Answer the attack first: defend your show, or pass.</source>
        <translation>Primero responde al ataque: defiende tu espectáculo, o pasa.</translation>
    </message>
    <message>
        <source>First take the gossip cards you want, or draw the rest from the deck.</source>
        <translation>Primero toma las cartas de los rumores que quieras, o roba el resto del mazo.</translation>
    </message>
    <message>
        <source>First hand over the cards the accepted offer asks for.</source>
        <translation>Primero entrega las cartas que pide la oferta aceptada.</translation>
    </message>
    <message>
        <source>First choose the title the Announced Flop discards.</source>
        <translation>Primero elige el título que descarta el Fracaso anunciado.</translation>
    </message>
    <message>
        <source>That role already has its singer.</source>
        <translation>Ese papel ya tiene su cantante.</translation>
    </message>
    <message>
        <source>A Student sings only Mute or spoken roles.</source>
        <translation>Un Estudiante solo canta papeles mudos o hablados.</translation>
    </message>
    <message>
        <source>Only a Student sings a Mute or spoken role.</source>
        <translation>Solo un Estudiante canta un papel mudo o hablado.</translation>
    </message>
    <message>
        <source>A Prima donna sings only a Principal role.</source>
        <translation>Una Prima donna solo canta un Papel principal.</translation>
    </message>
    <message>
        <source>A Great Interpreter sings only Principal roles.</source>
        <translation>Un Gran intérprete solo canta Papeles principales.</translation>
    </message>
    <message>
        <source>A Debutant never sings a Principal role.</source>
        <translation>Un Debutante nunca canta un Papel principal.</translation>
    </message>
    <message>
        <source>That role is of the other sex: it needs En travesti.</source>
        <translation>Ese papel es del otro sexo: necesita En travesti.</translation>
    </message>
    <message>
        <source>This singer needs Nerves of Steel, Recommendation of Iron or Night of Grace for this role.</source>
        <translation>Para este papel el cantante necesita Nervios de acero, Recomendación de hierro o Noche de gracia.</translation>
    </message>
    <message>
        <source>{card} is played with a debut, never as a defence.</source>
        <translation>{card} se juega con un estreno, nunca como defensa.</translation>
    </message>
    <message>
        <source>{card} goes only on one of your Golden Throats.</source>
        <translation>{card} va solo sobre una de tus Gargantas de oro.</translation>
    </message>
    <message>
        <source>On a singer, the Claque joins a Sublime Aria: play the Sublime Aria there first, or drop the Claque on the whole show.</source>
        <translation>Sobre un cantante, la Claque se suma a un Aria sublime: juega antes allí el Aria sublime, o suelta la Claque sobre todo el espectáculo.</translation>
    </message>
    <message>
        <source>{card} is not a turn card: it is played on a show, in a debut or in Unfair Competition.</source>
        <translation>{card} no es una carta de turno: se juega sobre un espectáculo, en un estreno o en la Competencia desleal.</translation>
    </message>
    <message>
        <source>A singer goes on stage in a debut: drag a title of your season onto the stage first.</source>
        <translation>Un cantante sale a escena en un estreno: primero arrastra al escenario un título de tu temporada.</translation>
    </message>
    <message>
        <source>Your rival is attacking your show now: you may defend after the attack.</source>
        <translation>Ahora un rival está atacando tu espectáculo: podrás defenderte después del ataque.</translation>
    </message>
    <message>
        <source>Your show lost the singer: you cannot make a Last-Hour Offer yourself. Accept an offer, replace the singer or accept the postponement.</source>
        <translation>El cantante perdido es de tu espectáculo: no puedes hacer tú una oferta de última hora. Acepta una oferta, sustituye al cantante o acepta el aplazamiento.</translation>
    </message>
    <message>
        <source>The impresarios make their Last-Hour Offers in turn: wait for yours.</source>
        <translation>Los empresarios hacen sus ofertas de última hora por turno: espera el tuyo.</translation>
    </message>
    <message numerus="yes">
        <source>You hold %n cards: a discard is due only above {limit}. Only a Prima donna may be dismissed at any time.</source>
        <translation>
            <numerusform>Tienes %n carta: solo se descarta por encima de {limit}. Solo una Prima donna puede despedirse en cualquier momento.</numerusform>
            <numerusform>Tienes %n cartas: solo se descarta por encima de {limit}. Solo una Prima donna puede despedirse en cualquier momento.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have no blind-discard marker left: discard face up.</source>
        <translation>No te queda ningún marcador de descarte a ciegas: descarta boca arriba.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <source>You have already added a singer to this show: one per Unfair Competition action.</source>
        <translation>Ya has añadido un cantante a este espectáculo: uno por acción de Competencia desleal.</translation>
    </message>
    <message>
        <source>In team play the second attacker may not add singers to the show.</source>
        <translation>En el juego por equipos el segundo atacante no puede añadir cantantes al espectáculo.</translation>
    </message>
    <message>
        <source>You have already used your Unfair Competition action: end it.</source>
        <translation>Ya has usado tu acción de Competencia desleal: termínala.</translation>
    </message>
    <message>
        <source>A Great Interpreter is immune to {card} played alone.</source>
        <translation>Un Gran intérprete es inmune a la carta {card} jugada sola.</translation>
    </message>
    <message>
        <source>A Prima donna is immune to {card} played alone.</source>
        <translation>Una Prima donna es inmune a la carta {card} jugada sola.</translation>
    </message>
    <message>
        <source>No Unfair Competition card touches The Fool.</source>
        <translation>Ninguna carta de Competencia desleal toca al Loco.</translation>
    </message>
    <message>
        <source>The Pharmacist makes this cast immune to {card}.</source>
        <translation>El farmacéutico hace este reparto inmune a la carta {card}.</translation>
    </message>
    <message>
        <source>A Prima donna is swapped only for a Prima donna, and that rival holds none.</source>
        <translation>Una Prima donna solo se intercambia por otra Prima donna, y ese rival no tiene ninguna.</translation>
    </message>
    <message>
        <source>That rival holds only Prime donne, and a Prima donna is swapped only for a Prima donna.</source>
        <translation>Ese rival solo tiene Prime donne, y una Prima donna solo se intercambia por otra Prima donna.</translation>
    </message>
    <message>
        <source>A Debutant sings a First part or a Golden Throat a Principal role. With Sublime Aria: +2 PN more.</source>
        <translation>Un Debutante canta una Primera parte o una Garganta de oro un Papel principal. Con el Aria sublime: +2 PN más.</translation>
    </message>
    <message>
        <source>Clamorous Off-Key Note</source>
        <translation>Gallo clamoroso</translation>
    </message>
    <message>
        <source>−1 PN on a First part (−2 on a Golden Throat in a Principal role). Cancels Sublime Aria.</source>
        <translation>−1 PN en una Primera parte (−2 en una Garganta de oro protagonista). Anula el Aria sublime.</translation>
    </message>
    <message>
        <source>Stage Fright</source>
        <translation>Pánico escénico</translation>
    </message>
    <message>
        <source>An opposing singer leaves the stage: the debut is delayed unless replaced.</source>
        <translation>Un cantante rival abandona la escena: el estreno se retrasa si no se sustituye.</translation>
    </message>
    <message>
        <source>Viral Infection!</source>
        <translation>Virus intestinal</translation>
    </message>
    <message>
        <source>−2 PN to a show. Cancels Grand Orchestra.</source>
        <translation>−2 PN a un espectáculo. Anula la Gran orquesta.</translation>
    </message>
    <message>
        <source>Foyer Gossip</source>
        <translation>Rumores del foyer</translation>
    </message>
    <message>
        <source>Take the latest face-up discards of your opponents.</source>
        <translation>Toma los últimos descartes boca arriba de tus rivales.</translation>
    </message>
    <message>
        <source>The Fool</source>
        <translation>El Loco</translation>
    </message>
    <message>
        <source>Any play card except a Prima donna; cancels a turn card's effect on you; immune to Unfair Competition.</source>
        <translation>Cualquier carta de juego salvo una Prima donna; anula en ti el efecto de una carta de turno; inmune a la Competencia desleal.</translation>
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
        <translation>+2 PN; sin penalización por aplazamiento, sin Pánico ni Fuga; los afectados cantan a −1.</translation>
    </message>
    <message>
        <source>La capricciosa</source>
        <translation>La capricciosa</translation>
    </message>
    <message>
        <source>+5 PN if the rest of the cast is Debutants (or off-key Golden Throats); costs no gold.</source>
        <translation>+5 PN si el resto del reparto son Debutantes (o Gargantas de oro desafinadas); no cuesta oro.</translation>
    </message>
    <message>
        <source>L'ansioso</source>
        <translation>L'ansioso</translation>
    </message>
    <message>
        <source>+2 PN; needs a male Golden Throat and a male Debutant in the cast; costs no gold.</source>
        <translation>+2 PN; exige una Garganta de oro y un Debutante masculinos en el reparto; no cuesta oro.</translation>
    </message>
    <message>
        <source>L'immenso</source>
        <translation>L'immenso</translation>
    </message>
    <message>
        <source>+3 PN plus the +2 PN of a Grand Event; costs 5 gold.</source>
        <translation>+3 PN más los +2 PN de un Gran evento; cuesta 5 oro.</translation>
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
        <translation>Recital de clase</translation>
    </message>
    <message>
        <source>Master class (3 Debutants)</source>
        <translation>Clase magistral (3 Debutantes)</translation>
    </message>
    <message>
        <source>Master class (5 Debutants)</source>
        <translation>Clase magistral (5 Debutantes)</translation>
    </message>
    <message>
        <source>Recital of Golden Throats</source>
        <translation>Recital de Gargantas de oro</translation>
    </message>
    <message>
        <source>Recital with a Great Interpreter</source>
        <translation>Recital con un Gran intérprete</translation>
    </message>
    <message>
        <source>Three Tenors concert</source>
        <translation>Concierto de los tres tenores</translation>
    </message>
    <message>
        <source>New Year's concert</source>
        <translation>Concierto de Año Nuevo</translation>
    </message>
    <message>
        <source>New Year's concert with two Prime donne</source>
        <translation>Concierto de Año Nuevo con dos Prime donne</translation>
    </message>
    <message>
        <source>Great Interpreter</source>
        <translation>Gran intérprete</translation>
    </message>
    <message>
        <source>Golden Throat</source>
        <translation>Garganta de oro</translation>
    </message>
    <message>
        <source>Debutant</source>
        <translation>Debutante</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Estudiante</translation>
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
        <translation>Tenor</translation>
    </message>
    <message>
        <source>Baritone</source>
        <translation>Barítono</translation>
    </message>
    <message>
        <source>Bass</source>
        <translation>Bajo</translation>
    </message>
    <message>
        <source>Principal role</source>
        <translation>Papel principal</translation>
    </message>
    <message>
        <source>First part</source>
        <translation>Primera parte</translation>
    </message>
    <message>
        <source>Second part</source>
        <translation>Segunda parte</translation>
    </message>
    <message>
        <source>Mute or spoken role</source>
        <translation>Papel mudo o hablado</translation>
    </message>
    <message>
        <source>delayed debut</source>
        <translation>estreno retrasado</translation>
    </message>
    <message>
        <source>date to be determined</source>
        <translation>fecha por determinar</translation>
    </message>
    <message>
        <source>Swap a title for 1 gold</source>
        <translation>Cambia un título por 1 oro</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Take this gossip card</source>
        <translation>Toma esta carta de los rumores</translation>
    </message>
    <message>
        <source>Draw the rest from the deck</source>
        <translation>Roba el resto del mazo</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Buy advertising (3 gold → 1 PN)</source>
        <translation>Comprar publicidad (3 oro → 1 PN)</translation>
    </message>
    <message>
        <source>Change a title (5 gold)</source>
        <translation>Cambiar un título (5 oro)</translation>
    </message>
    <message>
        <source>Dismiss a Prima donna</source>
        <translation>Despedir a una Prima donna</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Tiempo agotado</translation>
    </message>
    <message>
        <source>Debut an opera</source>
        <translation>Estrenar una ópera</translation>
    </message>
    <message>
        <source>Cast a singer</source>
        <translation>Asignar un cantante</translation>
    </message>
    <message>
        <source>Play a card on the show</source>
        <translation>Jugar una carta sobre el espectáculo</translation>
    </message>
    <message>
        <source>Call in a favour</source>
        <translation>Cobrar un favor</translation>
    </message>
    <message>
        <source>Confirm the debut</source>
        <translation>Confirmar el estreno</translation>
    </message>
    <message>
        <source>Give up the debut</source>
        <translation>Renunciar al estreno</translation>
    </message>
    <message>
        <source>Raise the curtain</source>
        <translation>Alzar el telón</translation>
    </message>
    <message>
        <source>Unfair Competition</source>
        <translation>Competencia desleal</translation>
    </message>
    <message>
        <source>Complete the cast</source>
        <translation>Completar el reparto</translation>
    </message>
    <message>
        <source>End your Unfair Competition</source>
        <translation>Terminar la Competencia desleal</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Defenderse</translation>
    </message>
    <message>
        <source>Do not defend</source>
        <translation>No defenderse</translation>
    </message>
    <message>
        <source>Let your partner defend</source>
        <translation>Dejar defender al compañero</translation>
    </message>
    <message>
        <source>Substitute the singer</source>
        <translation>Sustituir al cantante</translation>
    </message>
    <message>
        <source>Accept the postponement</source>
        <translation>Aceptar el aplazamiento</translation>
    </message>
    <message>
        <source>Make a last-hour offer</source>
        <translation>Hacer una oferta de última hora</translation>
    </message>
    <message>
        <source>Infingardo's manoeuvre</source>
        <translation>Maniobra del Infingardo</translation>
    </message>
    <message>
        <source>Make no offer</source>
        <translation>No hacer oferta</translation>
    </message>
    <message>
        <source>Commit a cover for L'ansioso</source>
        <translation>Designar un suplente para L'ansioso</translation>
    </message>
    <message>
        <source>Choose the title to flop</source>
        <translation>Elige el título del fracaso</translation>
    </message>
    <message>
        <source>Add to the price</source>
        <translation>Añadir al precio</translation>
    </message>
    <message>
        <source>Make the offer</source>
        <translation>Hacer la oferta</translation>
    </message>
    <message>
        <source>Hand over a card</source>
        <translation>Entregar una carta</translation>
    </message>
    <message>
        <source>Accept the offer</source>
        <translation>Aceptar la oferta</translation>
    </message>
    <message>
        <source>Play a turn card</source>
        <translation>Jugar una carta de turno</translation>
    </message>
    <message>
        <source>Use The Fool</source>
        <translation>Usar el Loco</translation>
    </message>
    <message>
        <source>Reveal a title</source>
        <translation>Revelar un título</translation>
    </message>
    <message>
        <source>Stage an extra show</source>
        <translation>Montar un espectáculo extra</translation>
    </message>
    <message>
        <source>Add a singer to the show</source>
        <translation>Añadir un cantante al espectáculo</translation>
    </message>
    <message>
        <source>Stage the show</source>
        <translation>Poner en escena el espectáculo</translation>
    </message>
    <message>
        <source>Cancel the show</source>
        <translation>Cancelar el espectáculo</translation>
    </message>
    <message>
        <source>Reseat your opponents</source>
        <translation>Cambiar los asientos de los rivales</translation>
    </message>
    <message>
        <source>Count Robinson</source>
        <translation>El conde Robinson</translation>
    </message>
    <message>
        <source>Countess Almaviva</source>
        <translation>La condesa de Almaviva</translation>
    </message>
    <message>
        <source>Count Almaviva</source>
        <translation>El conde de Almaviva</translation>
    </message>
    <message>
        <source>Queen of the Night</source>
        <translation>La Reina de la Noche</translation>
    </message>
    <message>
        <source>A notary</source>
        <translation>Un notario</translation>
    </message>
    <message>
        <source>Doctor Malatesta</source>
        <translation>El doctor Malatesta</translation>
    </message>
    <message>
        <source>High Priest of Baal</source>
        <translation>El Sumo Sacerdote de Baal</translation>
    </message>
    <message>
        <source>Duke of Mantua</source>
        <translation>El duque de Mantua</translation>
    </message>
    <message>
        <source>Count di Luna</source>
        <translation>El conde de Luna</translation>
    </message>
    <message>
        <source>Count Rodolfo</source>
        <translation>El conde Rodolfo</translation>
    </message>
    <message>
        <source>Baron Douphol</source>
        <translation>El barón Douphol</translation>
    </message>
    <message>
        <source>Doctor Grenvil</source>
        <translation>El doctor Grenvil</translation>
    </message>
    <message>
        <source>The King</source>
        <translation>El Rey</translation>
    </message>
    <message>
        <source>A messenger</source>
        <translation>Un mensajero</translation>
    </message>
    <message>
        <source>High Priestess</source>
        <translation>La Gran Sacerdotisa</translation>
    </message>
    <message>
        <source>Mistress Quickly</source>
        <translation>Mrs. Quickly</translation>
    </message>
    <message>
        <source>Doctor Caius</source>
        <translation>El doctor Cajus</translation>
    </message>
    <message>
        <source>The Wanderer</source>
        <translation>El Caminante</translation>
    </message>
    <message>
        <source>Woodbird</source>
        <translation>El Pájaro del bosque</translation>
    </message>
    <message>
        <source>King Marke</source>
        <translation>El rey Marke</translation>
    </message>
    <message>
        <source>A shepherd</source>
        <translation>Un pastor</translation>
    </message>
    <message>
        <source>A steersman</source>
        <translation>Un timonel</translation>
    </message>
    <message>
        <source>The King's Herald</source>
        <translation>El heraldo del Rey</translation>
    </message>
    <message>
        <source>King Henry</source>
        <translation>El rey Enrique</translation>
    </message>
    <message>
        <source>Prince Gremin</source>
        <translation>El príncipe Gremin</translation>
    </message>
    <message>
        <source>Eugene Onegin</source>
        <translation>Eugenio Oneguin</translation>
    </message>
    <message>
        <source>Countess di Coigny</source>
        <translation>La condesa de Coigny</translation>
    </message>
    <message>
        <source>Baron Scarpia</source>
        <translation>El barón Scarpia</translation>
    </message>
    <message>
        <source>The Sacristan</source>
        <translation>El sacristán</translation>
    </message>
    <message>
        <source>A shepherd boy</source>
        <translation>Un pastorcillo</translation>
    </message>
    <message>
        <source>The Bonze</source>
        <translation>El tío Bonzo</translation>
    </message>
    <message>
        <source>Emperor Altoum</source>
        <translation>El emperador Altoum</translation>
    </message>
    <message>
        <source>A mandarin</source>
        <translation>Un mandarín</translation>
    </message>
    <message>
        <source>The Marschallin</source>
        <translation>La Mariscala</translation>
    </message>
    <message>
        <source>Baron Ochs</source>
        <translation>El barón Ochs</translation>
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
        <translation>Notoriedad</translation>
    </message>
    <message>
        <source>Deal {deal} · round {round}</source>
        <translation>Mano {deal} · ronda {round}</translation>
    </message>
    <message>
        <source>⚑ First to {target} PN</source>
        <translation>⚑ Gana quien llegue a {target} PN</translation>
    </message>
    <message>
        <source>◷ {time} left</source>
        <translation>◷ quedan {time}</translation>
    </message>
    <message>
        <source>◷ Time is up</source>
        <translation>◷ Se acabó el tiempo</translation>
    </message>
    <message>
        <source>Last round of the deal</source>
        <translation>Última ronda de la mano</translation>
    </message>
    <message>
        <source>“Opening with a bang” +5 PN still to win</source>
        <translation>«Temporada por todo lo alto» +5 PN aún en juego</translation>
    </message>
    <message>
        <source>“Lightning start” +3 PN still to win</source>
        <translation>«Arranque relámpago» +3 PN aún en juego</translation>
    </message>
    <message>
        <source>{player} (you)</source>
        <translation>{player} (tú)</translation>
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
            <numerusform>Mano: %n cartas</numerusform>
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
            <numerusform>%n espiada</numerusform>
            <numerusform>%n espiadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Staged: {operas}</source>
        <translation>Estrenadas: {operas}</translation>
    </message>
    <message numerus="yes">
        <source>Staged: %n operas</source>
        <translation>
            <numerusform>Estrenadas: %n ópera</numerusform>
            <numerusform>Estrenadas: %n óperas</numerusform>
        </translation>
    </message>
    <message>
        <source>Staged: none yet</source>
        <translation>Estrenadas: ninguna aún</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>repartidor</translation>
    </message>
    <message>
        <source>Team with {player}: {score} PN</source>
        <translation>En equipo con {player}: {score} PN</translation>
    </message>
    <message numerus="yes">
        <source>skips %n turns</source>
        <translation>
            <numerusform>pierde %n turno</numerusform>
            <numerusform>pierde %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <source>attacker {number}</source>
        <translation>atacante {number}</translation>
    </message>
    <message>
        <source>attacking now</source>
        <translation>atacando ahora</translation>
    </message>
    <message>
        <source>{player}'s table</source>
        <translation>La mesa de {player}</translation>
    </message>
    <message>
        <source>Hand (backs; Prime donne in gold; spied cards face up)</source>
        <translation>Mano (dorsos; Prime donne en oro; cartas espiadas boca arriba)</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <source>Staged this deal</source>
        <translation>Estrenadas en esta mano</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>Your season</source>
        <translation>Tu temporada</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>oro</translation>
    </message>
    <message>
        <source>markers</source>
        <translation>marcadores</translation>
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
        <translation>vista por todos</translation>
    </message>
    <message>
        <source>Play deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <source>Blind discards</source>
        <translation>Descartes a ciegas</translation>
    </message>
    <message numerus="yes">
        <source>Debut pile: %n cards (nobody draws from it)</source>
        <translation>
            <numerusform>Mazo de estrenos: %n carta (nadie roba de él)</numerusform>
            <numerusform>Mazo de estrenos: %n cartas (nadie roba de él)</numerusform>
        </translation>
    </message>
    <message>
        <source>Exceptions</source>
        <translation>Excepciones</translation>
    </message>
    <message>
        <source>Opera deck</source>
        <translation>Mazo de óperas</translation>
    </message>
    <message>
        <source>Opera discards</source>
        <translation>Óperas retiradas</translation>
    </message>
    <message>
        <source>discarded by {player}</source>
        <translation>descartada por {player}</translation>
    </message>
    <message>
        <source>You may take it</source>
        <translation>Puedes tomarla</translation>
    </message>
    <message>
        <source>The stage</source>
        <translation>El escenario</translation>
    </message>
    <message>
        <source>No debut on stage. Drag a title of your season here to debut it.</source>
        <translation>Ningún estreno en escena. Arrastra aquí un título de tu temporada para estrenarlo.</translation>
    </message>
    <message>
        <source>No debut on stage.</source>
        <translation>Ningún estreno en escena.</translation>
    </message>
    <message>
        <source>{opera} · {player}</source>
        <translation>{opera} · {player}</translation>
    </message>
    <message>
        <source>worth {pn} PN now</source>
        <translation>vale ahora {pn} PN</translation>
    </message>
    <message>
        <source>{gold} due</source>
        <translation>{gold} por pagar</translation>
    </message>
    <message>
        <source>{gold} paid</source>
        <translation>{gold} pagado</translation>
    </message>
    <message>
        <source>box office +{gold}</source>
        <translation>taquilla +{gold}</translation>
    </message>
    <message>
        <source>declared</source>
        <translation>anunciado</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>aplazado</translation>
    </message>
    <message>
        <source>date to be determined</source>
        <translation>fecha por determinar</translation>
    </message>
    <message>
        <source>Whole show:</source>
        <translation>Todo el espectáculo:</translation>
    </message>
    <message>
        <source>{label} {points}</source>
        <translation>{label} {points}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>✚ optional role</source>
        <translation>✚ papel opcional</translation>
    </message>
    <message>
        <source>✓ {singer} can sing it</source>
        <translation>✓ puede cantarlo {singer}</translation>
    </message>
    <message>
        <source>✗ {category}: needs {card}</source>
        <translation>✗ {category}: necesita {card}</translation>
    </message>
    <message>
        <source>✗ nobody in your hand</source>
        <translation>✗ nadie en tu mano</translation>
    </message>
    <message>
        <source>worth {pn} PN once the base cast is complete</source>
        <translation>vale {pn} PN con el reparto básico completo</translation>
    </message>
    <message>
        <source>missing: {roles}</source>
        <translation>faltan: {roles}</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n missing</source>
        <translation>
            <numerusform>⚠ falta %n</numerusform>
            <numerusform>⚠ faltan %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand cannot cast these base roles: {roles}</source>
        <translation>Tu mano no puede cubrir estos papeles del reparto básico: {roles}</translation>
    </message>
    <message>
        <source>Giving up returns the cards to your hand, but costs the rest of this turn: no other debut and no extra show.</source>
        <translation>Renunciar devuelve las cartas a tu mano, pero cuesta el resto del turno: ningún otro estreno ni espectáculo extra.</translation>
    </message>
    <message>
        <source>base cast</source>
        <translation>reparto básico</translation>
    </message>
    <message>
        <source>extra role</source>
        <translation>papel extra</translation>
    </message>
    <message>
        <source>✕ struck: delay</source>
        <translation>✕ alcanzado: aplazado</translation>
    </message>
    <message>
        <source>✕ struck: date TBD</source>
        <translation>✕ alcanzado: sin fecha</translation>
    </message>
    <message>
        <source>sings, delayed</source>
        <translation>canta, aplazado</translation>
    </message>
    <message>
        <source>Covers off-stage: {cards}</source>
        <translation>Suplentes entre bastidores: {cards}</translation>
    </message>
    <message>
        <source>Covers off-stage (drop here)</source>
        <translation>Suplentes entre bastidores (suelta aquí)</translation>
    </message>
    <message>
        <source>Also on stage: {opera} · {pn} PN</source>
        <translation>También en escena: {opera} · {pn} PN</translation>
    </message>
    <message>
        <source>{player} may attack: drag an action card onto a singer or the show.</source>
        <translation>{player} puede atacar: arrastra una carta de acción a un cantante o al espectáculo.</translation>
    </message>
    <message>
        <source>{player} may defend: drag a card onto the attacking card or a singer.</source>
        <translation>{player} puede defenderse: arrastra una carta a la carta atacante o a un cantante.</translation>
    </message>
    <message>
        <source>{player}: a singer was struck. Drag a singer from your hand onto the ✕ role to replace him, or accept the postponement.</source>
        <translation>{player}: han alcanzado a un cantante. Arrastra un cantante de tu mano al papel ✕ para sustituirlo, o acepta el aplazamiento.</translation>
    </message>
    <message>
        <source>Last-Hour Offers: {player} may drag a singer onto the struck (✕) role to offer him.</source>
        <translation>Ofertas de última hora: {player} puede arrastrar un cantante al papel alcanzado (✕) para ofrecerlo.</translation>
    </message>
    <message>
        <source>Last-Hour Offers</source>
        <translation>Ofertas de última hora</translation>
    </message>
    <message>
        <source>Offer of {player}: {card} for {price}</source>
        <translation>Oferta de {player}: {card} por {price}</translation>
    </message>
    <message>
        <source>Your price: drag gold, markers or cards here, then make the offer.</source>
        <translation>Tu precio: arrastra aquí oro, marcadores o cartas y luego haz la oferta.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>+1 gold</source>
        <translation>+1 oro</translation>
    </message>
    <message>
        <source>+1 marker</source>
        <translation>+1 marcador</translation>
    </message>
    <message>
        <source>+1 singer of his choice</source>
        <translation>+1 cantante a su elección</translation>
    </message>
    <message>
        <source>+1 action card of his choice</source>
        <translation>+1 carta de acción a su elección</translation>
    </message>
    <message>
        <source>{player} pays the offer: drag the cards onto the offerer's panel.</source>
        <translation>{player} paga la oferta: arrastra las cartas al panel de quien la hizo.</translation>
    </message>
    <message>
        <source>{player} plays {card} on {victims}.</source>
        <translation>{player} juega {card} contra {victims}.</translation>
    </message>
    <message>
        <source>{player} plays {card}.</source>
        <translation>{player} juega {card}.</translation>
    </message>
    <message>
        <source>{player}: drag The Fool here to cancel it, or let it happen.</source>
        <translation>{player}: arrastra aquí el Loco para anularla, o deja que ocurra.</translation>
    </message>
    <message>
        <source>Press Conference: {player} shows a title (drag it here).</source>
        <translation>Rueda de prensa: {player} muestra un título (arrástralo aquí).</translation>
    </message>
    <message>
        <source>Announced Flop: {player} drags the title to flop here.</source>
        <translation>Fracaso anunciado: {player} arrastra aquí el título que fracasa.</translation>
    </message>
    <message>
        <source>Foyer Gossip: {player} drags the discards to take onto the hand.</source>
        <translation>Rumores del foyer: {player} arrastra a su mano los descartes que toma.</translation>
    </message>
    <message>
        <source>{player} staged three operas and sets the turn order of the next deal.</source>
        <translation>{player} ha estrenado tres óperas y decide el orden de turno de la próxima mano.</translation>
    </message>
    <message>
        <source>Choose the new order…</source>
        <translation>Elige el nuevo orden…</translation>
    </message>
    <message>
        <source>Who sits after you?</source>
        <translation>¿Quién se sienta después de ti?</translation>
    </message>
    <message>
        <source>Then, in order</source>
        <translation>Después, en orden</translation>
    </message>
    <message>
        <source>Drag a name onto another place to seat that impresario there: the row is the turn order of the next deal.</source>
        <translation>Arrastra un nombre a otro puesto para sentar allí a ese empresario: la fila es el orden de turno de la próxima mano.</translation>
    </message>
    <message>
        <source>{player}: drag onto another place to seat them there</source>
        <translation>{player}: arrastra a otro puesto para sentarlo allí</translation>
    </message>
    <message>
        <source>Turn order of this deal: {order}</source>
        <translation>Orden de turno de esta mano: {order}</translation>
    </message>
    <message>
        <source>Confirm the new order</source>
        <translation>Confirmar el nuevo orden</translation>
    </message>
    <message>
        <source>{player}: you may swap one title of your season for 1 gold (drag it onto the opera deck), or keep the season.</source>
        <translation>{player}: puedes cambiar un título de tu temporada por 1 oro (arrástralo al mazo de óperas), o quedarte la temporada.</translation>
    </message>
    <message>
        <source>Extra show</source>
        <translation>Espectáculo extra</translation>
    </message>
    <message>
        <source>Extra show: drag a show here, then add singers and cards.</source>
        <translation>Espectáculo extra: arrastra aquí un espectáculo y luego añade cantantes y cartas.</translation>
    </message>
    <message>
        <source>Drag the singers the show asks for onto the lane (and cards onto them), then stage it.</source>
        <translation>Arrastra al carril los cantantes que pide (y las cartas sobre ellos) y luego estrénalo.</translation>
    </message>
    <message>
        <source>Extra show: {show}</source>
        <translation>Espectáculo extra: {show}</translation>
    </message>
    <message>
        <source>Extra show: click a show, then add singers and cards.</source>
        <translation>Espectáculo extra: haz clic en un espectáculo y luego añade cantantes y cartas.</translation>
    </message>
    <message>
        <source>needs {cards}</source>
        <translation>requiere {cards}</translation>
    </message>
    <message>
        <source>needs at least {cards}</source>
        <translation>requiere al menos {cards}</translation>
    </message>
    <message>
        <source>all of different voices</source>
        <translation>todos de voces distintas</translation>
    </message>
    <message>
        <source>with New Year's Eve</source>
        <translation>con Nochevieja</translation>
    </message>
    <message>
        <source>+{pn} PN · +{gold}</source>
        <translation>+{pn} PN · +{gold}</translation>
    </message>
    <message>
        <source>{player} is playing</source>
        <translation>Está jugando {player}</translation>
    </message>
    <message>
        <source>Draw: drag the deck (or the raised discard) onto your hand, or play a card first.</source>
        <translation>Roba: arrastra el mazo (o el descarte levantado) a tu mano, o juega antes una carta.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n cards: drag them onto the discards.</source>
        <translation>
            <numerusform>Descarta %n carta: arrástrala a los descartes.</numerusform>
            <numerusform>Descarta %n cartas: arrástralas a los descartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Debut a title, play a turn card on an opponent, or end the turn.</source>
        <translation>Estrena un título, juega una carta de turno contra un rival o termina el turno.</translation>
    </message>
    <message>
        <source>Play a turn card on an opponent, or end the turn.</source>
        <translation>Juega una carta de turno contra un rival o termina el turno.</translation>
    </message>
    <message>
        <source>Cast: drag singers onto the roles, action cards onto singers or the show.</source>
        <translation>Reparto: arrastra los cantantes a los papeles y las cartas de acción a los cantantes o al espectáculo.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>How does {card} sing {role}?</source>
        <translation>¿Cómo canta {card} el papel de {role}?</translation>
    </message>
    <message>
        <source>As she is</source>
        <translation>Tal cual</translation>
    </message>
    <message>
        <source>With {card}</source>
        <translation>Con {card}</translation>
    </message>
    <message>
        <source>With {card} as {type}</source>
        <translation>Con {card} como {type}</translation>
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
            <numerusform>%n oro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n markers</source>
        <translation>
            <numerusform>%n marcador</numerusform>
            <numerusform>%n marcadores</numerusform>
        </translation>
    </message>
    <message>
        <source>as {type}</source>
        <translation>como {type}</translation>
    </message>
    <message>
        <source>on {role}</source>
        <translation>sobre {role}</translation>
    </message>
    <message>
        <source>on the whole show</source>
        <translation>sobre todo el espectáculo</translation>
    </message>
    <message>
        <source>paying {gold}</source>
        <translation>pagando {gold}</translation>
    </message>
    <message>
        <source>silencing {player}</source>
        <translation>silenciando a {player}</translation>
    </message>
    <message>
        <source>cancelling {card}</source>
        <translation>anulando {card}</translation>
    </message>
    <message>
        <source>with {cards}</source>
        <translation>con {cards}</translation>
    </message>
    <message>
        <source>seducer {card}</source>
        <translation>seductor {card}</translation>
    </message>
    <message>
        <source>with the Claque (+3)</source>
        <translation>con la Claque (+3)</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>sola</translation>
    </message>
    <message>
        <source>Last-Hour Offer (you set a price)</source>
        <translation>Oferta de última hora (fijas un precio)</translation>
    </message>
    <message>
        <source>Infingardo's Manoeuvre</source>
        <translation>Maniobra del Infingardo</translation>
    </message>
    <message>
        <source>Play it how?</source>
        <translation>¿Cómo la juegas?</translation>
    </message>
    <message>
        <source>On what?</source>
        <translation>¿Sobre qué?</translation>
    </message>
    <message>
        <source>and {player}</source>
        <translation>y {player}</translation>
    </message>
    <message>
        <source>giving {card}</source>
        <translation>cediendo {card}</translation>
    </message>
    <message>
        <source>in public</source>
        <translation>en público</translation>
    </message>
    <message>
        <source>in private</source>
        <translation>en privado</translation>
    </message>
    <message>
        <source>as it is</source>
        <translation>tal cual</translation>
    </message>
    <message>
        <source>Accept the postponement</source>
        <translation>Aceptar el aplazamiento</translation>
    </message>
    <message>
        <source>Announce the delay (Press Conference)</source>
        <translation>Anunciar el aplazamiento (Rueda de prensa)</translation>
    </message>
    <message>
        <source>A title you have not seen</source>
        <translation>Un título que no has visto</translation>
    </message>
    <message>
        <source>Let it happen</source>
        <translation>Dejar que ocurra</translation>
    </message>
    <message>
        <source>Keep my season</source>
        <translation>Me quedo la temporada</translation>
    </message>
    <message>
        <source>Confirm the debut · {gold}</source>
        <translation>Confirmar el estreno · {gold}</translation>
    </message>
    <message>
        <source>Confirm the debut · free</source>
        <translation>Confirmar el estreno · gratis</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>On stage she costs {gold}</source>
        <translation>En escena cuesta {gold}</translation>
    </message>
    <message>
        <source>Dismissing her costs {gold}</source>
        <translation>Despedirla cuesta {gold}</translation>
    </message>
    <message>
        <source>+1 PN for 3 gold</source>
        <translation>+1 PN por 3 oro</translation>
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
            <numerusform>%n carta de dinero</numerusform>
            <numerusform>%n cartas de dinero</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} begins.</source>
        <translation>Empieza la ronda {round}.</translation>
    </message>
    <message>
        <source>Casting call: new singers are revealed under the characters.</source>
        <translation>Audición: se revelan nuevos cantantes bajo los personajes.</translation>
    </message>
    <message>
        <source>The directors are shuffled and revealed under the characters.</source>
        <translation>Los directores se barajan y se revelan bajo los personajes.</translation>
    </message>
    <message>
        <source>You add a card to your bid.</source>
        <translation>Añades una carta a tu puja.</translation>
    </message>
    <message>
        <source>You take a card back from your bid.</source>
        <translation>Recuperas una carta de tu puja.</translation>
    </message>
    <message>
        <source>{player} has placed a bid.</source>
        <translation>{player} ha hecho su puja.</translation>
    </message>
    <message>
        <source>All bids are revealed.</source>
        <translation>Se revelan todas las pujas.</translation>
    </message>
    <message>
        <source>{player} bid a money card alone.</source>
        <translation>{player} ha pujado solo una carta de dinero.</translation>
    </message>
    <message>
        <source>{player} ties on number {number} and takes the money back.</source>
        <translation>{player} empata en el número {number} y recupera su dinero.</translation>
    </message>
    <message>
        <source>{player} hires the costume designer: the money card becomes a scene element.</source>
        <translation>{player} contrata al diseñador de vestuario: la carta de dinero se convierte en un elemento de escena.</translation>
    </message>
    <message>
        <source>{player} hires the carpenter: the money card becomes a scene element.</source>
        <translation>{player} contrata al carpintero: la carta de dinero se convierte en un elemento de escena.</translation>
    </message>
    <message>
        <source>{player} hires nobody with the money card and takes it back.</source>
        <translation>{player} no contrata a nadie con la carta de dinero y la recupera.</translation>
    </message>
    <message>
        <source>{by} gives {card_name} to {player} as an understudy.</source>
        <translation>{by} asigna {card_name:a} {player:a} como suplente.</translation>
    </message>
    <message>
        <source>{player} chooses {target} to fire a director.</source>
        <translation>{player} elige {target:a} para despedir a un director.</translation>
    </message>
    <message>
        <source>Puccini passes to {player}.</source>
        <translation>Puccini pasa {player:a}.</translation>
    </message>
    <message>
        <source>Final scene: assign your six singers to the six roles.</source>
        <translation>Escena final: asigna tus seis cantantes a los seis papeles.</translation>
    </message>
    <message>
        <source>{player} confirms the cast.</source>
        <translation>{player} confirma el reparto.</translation>
    </message>
    <message>
        <source>{director_name:Art} is not drawn and leaves the game.</source>
        <translation>{director_name:Art} no sale del mazo y queda fuera del juego.</translation>
    </message>
    <message>
        <source>{player} bid number {number} with {money}.</source>
        <translation>{player} ha pujado el número {number} con {money}.</translation>
    </message>
    <message>
        <source>{player} hires {singer_name} (number {number}), spending {money}.</source>
        <translation>{player} contrata {singer_name:a} (número {number}) y gasta {money}.</translation>
    </message>
    <message>
        <source>{player} hires {director_name:art} (number {number}), spending {money}.</source>
        <translation>{player} contrata {director_name:a} (número {number}) y gasta {money}.</translation>
    </message>
    <message>
        <source>{winner} outbids {player} on number {number}; {player} takes the money back.</source>
        <translation>{winner} supera la puja {player:de} en el número {number}: {player} recupera su dinero.</translation>
    </message>
    <message>
        <source>{player} fires {director_name:art}.</source>
        <translation>{player} despide {director_name:a}.</translation>
    </message>
    <message>
        <source>Nobody hires {singer_name}, who leaves the game.</source>
        <translation>Nadie contrata {singer_name:a}, que sale del juego.</translation>
    </message>
    <message>
        <source>Nobody hires {director_name:art}, who leaves the game.</source>
        <translation>Nadie contrata {director_name:a}, que sale del juego.</translation>
    </message>
    <message numerus="yes">
        <source>{player} scores %n points.</source>
        <translation>
            <numerusform>{player} obtiene %n punto.</numerusform>
            <numerusform>{player} obtiene %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>¡{player} gana!</translation>
    </message>
    <message>
        <source>The victory is shared.</source>
        <translation>La victoria es compartida.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <source>That card is not in your bid.</source>
        <translation>Esa carta no está en tu puja.</translation>
    </message>
    <message>
        <source>Play a number card or a money card (the bluff alone is not a bid).</source>
        <translation>Juega una carta de número o una carta de dinero (el farol solo no es una puja).</translation>
    </message>
    <message>
        <source>That player does not need an understudy.</source>
        <translation>Ese jugador no necesita un suplente.</translation>
    </message>
    <message>
        <source>That card is no longer available.</source>
        <translation>Esa carta ya no está disponible.</translation>
    </message>
    <message>
        <source>That director is not in the pile.</source>
        <translation>Ese director no está en el mazo.</translation>
    </message>
    <message>
        <source>That singer is not in your cast.</source>
        <translation>Ese cantante no está en tu reparto.</translation>
    </message>
    <message>
        <source>That singer already plays that role.</source>
        <translation>Ese cantante ya interpreta ese papel.</translation>
    </message>
    <message>
        <source>Stars of the singers</source>
        <translation>Estrellas de los cantantes</translation>
    </message>
    <message>
        <source>Scene elements</source>
        <translation>Elementos de escena</translation>
    </message>
    <message>
        <source>Singers in their favourite role</source>
        <translation>Cantantes en su papel favorito</translation>
    </message>
    <message>
        <source>Singers in a role of the other gender</source>
        <translation>Cantantes en un papel del otro género</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Director</translation>
    </message>
    <message>
        <source>Tie broken by the most stars on the singers alone.</source>
        <translation>Empate resuelto por el mayor número de estrellas de los cantantes.</translation>
    </message>
    <message>
        <source>Still tied on the stars of the singers: the victory is shared.</source>
        <translation>Siguen empatados en estrellas de los cantantes: la victoria es compartida.</translation>
    </message>
    <message>
        <source>The Traditionalist</source>
        <translation>El Tradicionalista</translation>
    </message>
    <message>
        <source>+1 per classic singer, −1 per alternative singer.</source>
        <translation>+1 por cantante clásico, −1 por alternativo.</translation>
    </message>
    <message>
        <source>The Avant-gardist</source>
        <translation>El Vanguardista</translation>
    </message>
    <message>
        <source>+1 per alternative singer, −1 per classic singer.</source>
        <translation>+1 por cantante alternativo, −1 por clásico.</translation>
    </message>
    <message>
        <source>The Buffo</source>
        <translation>El Bufo</translation>
    </message>
    <message>
        <source>+1 per comic singer, −1 per dark singer.</source>
        <translation>+1 por cantante cómico, −1 por oscuro.</translation>
    </message>
    <message>
        <source>The Gothic</source>
        <translation>El Gótico</translation>
    </message>
    <message>
        <source>+1 per dark singer, −1 per comic singer.</source>
        <translation>+1 por cantante oscuro, −1 por cómico.</translation>
    </message>
    <message>
        <source>The Star-maker</source>
        <translation>El Creador de estrellas</translation>
    </message>
    <message>
        <source>+1 per pro singer, −1 per amateur singer.</source>
        <translation>+1 por cantante profesional, −1 por aficionado.</translation>
    </message>
    <message>
        <source>The Talent Scout</source>
        <translation>El Cazatalentos</translation>
    </message>
    <message>
        <source>The Purist</source>
        <translation>El Purista</translation>
    </message>
    <message>
        <source>The Eclectic</source>
        <translation>El Ecléctico</translation>
    </message>
    <message>
        <source>The Perfectionist</source>
        <translation>El Perfeccionista</translation>
    </message>
    <message>
        <source>+1 per amateur singer; +2 more with at least 3.</source>
        <translation>+1 por cantante aficionado; +2 si hay al menos 3.</translation>
    </message>
    <message>
        <source>{player} bid number {number} without money cards.</source>
        <translation>{player} ha pujado el número {number} sin cartas de dinero.</translation>
    </message>
    <message>
        <source>{player} hires {singer_name} (number {number}) without spending any money.</source>
        <translation>{player} contrata {singer_name:a} (número {number}) sin gastar dinero.</translation>
    </message>
    <message>
        <source>{player} hires {director_name:art} (number {number}) without spending any money.</source>
        <translation>{player} contrata {director_name:a} (número {number}) sin gastar dinero.</translation>
    </message>
    <message>
        <source>{by} keeps {card_name} as an understudy.</source>
        <translation>{by} se queda con {card_name} como suplente.</translation>
    </message>
    <message>
        <source>Not in this phase: now it is “{phase}”.</source>
        <translation>En esta fase no: ahora toca «{phase}».</translation>
    </message>
    <message>
        <source>You have already placed your bid this round: wait for the others.</source>
        <translation>Ya has hecho tu puja en esta ronda: espera a los demás.</translation>
    </message>
    <message>
        <source>You have already confirmed your cast: wait for the others.</source>
        <translation>Ya has confirmado tu reparto: espera a los demás.</translation>
    </message>
    <message>
        <source>Only the holder of Puccini decides now.</source>
        <translation>Ahora decide solo quien tiene a Puccini.</translation>
    </message>
    <message>
        <source>Only the player chosen to fire a director decides now.</source>
        <translation>Ahora decide solo el jugador elegido para despedir a un director.</translation>
    </message>
    <message>
        <source>That card is already in your bid.</source>
        <translation>Esa carta ya está en tu puja.</translation>
    </message>
    <message numerus="yes">
        <source>That money card is spent or has become a scene element (you have %n money cards left).</source>
        <translation>
            <numerusform>Esa carta de dinero se ha gastado o se ha convertido en elemento de escena (te queda %n carta de dinero).</numerusform>
            <numerusform>Esa carta de dinero se ha gastado o se ha convertido en elemento de escena (te quedan %n cartas de dinero).</numerusform>
        </translation>
    </message>
    <message>
        <source>The number {number} is not played with {players} players: your numbers go from 1 to {highest}.</source>
        <translation>El número {number} no se usa con {players} jugadores: tus cartas de número van del 1 al {highest}.</translation>
    </message>
    <message>
        <source>Your bid already holds the number {number}, and a bid holds one number card: take it back first.</source>
        <translation>Tu puja ya contiene el número {number} y una puja lleva una sola carta de número: retírala primero.</translation>
    </message>
    <message numerus="yes">
        <source>Without a number card you may play only one money card (your bid holds %n).</source>
        <translation>
            <numerusform>Sin una carta de número solo puedes jugar una carta de dinero (tu puja lleva %n).</numerusform>
            <numerusform>Sin una carta de número solo puedes jugar una carta de dinero (tu puja lleva %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose another player: the holder of Puccini never fires a director.</source>
        <translation>Elige a otro jugador: quien tiene a Puccini nunca despide a un director.</translation>
    </message>
    <message>
        <source>+3 if nobody plays a role of the other gender, else −1 each.</source>
        <translation>+3 sin papeles del otro género; si no, −1 por cada uno.</translation>
    </message>
    <message>
        <source>+1 per kind of singer in the cast, then −2.</source>
        <translation>+1 por tipo de cantante en el reparto, después −2.</translation>
    </message>
    <message>
        <source>+1 per singer in a favourite role; −1 if none.</source>
        <translation>+1 por cantante en su papel favorito; −1 si ninguno.</translation>
    </message>
    <message>
        <source>With a single-kind deck this director scores nothing.</source>
        <translation>Con un mazo de un solo tipo este director no da puntos.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Singer deck</source>
        <translation>Mazo de cantantes</translation>
    </message>
    <message>
        <source>All 216 singers shuffled together, or a themed deck of one kind.</source>
        <translation>Los 216 cantantes barajados juntos, o un mazo temático de un solo tipo.</translation>
    </message>
    <message>
        <source>All six decks shuffled together</source>
        <translation>Los seis mazos barajados juntos</translation>
    </message>
    <message>
        <source>Pro singers only</source>
        <translation>Solo cantantes profesionales</translation>
    </message>
    <message>
        <source>Amateur singers only</source>
        <translation>Solo cantantes aficionados</translation>
    </message>
    <message>
        <source>Alternative singers only</source>
        <translation>Solo cantantes alternativos</translation>
    </message>
    <message>
        <source>Classic singers only</source>
        <translation>Solo cantantes clásicos</translation>
    </message>
    <message>
        <source>Comic singers only</source>
        <translation>Solo cantantes cómicos</translation>
    </message>
    <message>
        <source>Dark singers only</source>
        <translation>Solo cantantes oscuros</translation>
    </message>
    <message>
        <source>Roles in hiring order</source>
        <translation>Papeles por orden de contratación</translation>
    </message>
    <message>
        <source>Singers play the roles in the order they were hired: no final assignment.</source>
        <translation>Los cantantes interpretan los papeles en el orden de contratación: sin asignación final.</translation>
    </message>
    <message>
        <source>First holder of Puccini</source>
        <translation>Primero en tener a Puccini</translation>
    </message>
    <message>
        <source>The seat that holds Puccini first; 0 draws it at random.</source>
        <translation>El puesto que tiene primero a Puccini; con 0 se sortea.</translation>
    </message>
    <message>
        <source>Casting call: choose your bid</source>
        <translation>Audición: elige tu puja</translation>
    </message>
    <message>
        <source>Puccini gives out the understudies</source>
        <translation>Puccini asigna los suplentes</translation>
    </message>
    <message>
        <source>Puccini chooses who fires a director</source>
        <translation>Puccini elige quién despide a un director</translation>
    </message>
    <message>
        <source>Fire a director</source>
        <translation>Despide a un director</translation>
    </message>
    <message>
        <source>Final scene: assign the roles</source>
        <translation>Escena final: asigna los papeles</translation>
    </message>
    <message>
        <source>The curtain falls</source>
        <translation>Cae el telón</translation>
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
        <translation>Profesional</translation>
    </message>
    <message>
        <source>Amateur</source>
        <translation>Aficionado</translation>
    </message>
    <message>
        <source>Alternative</source>
        <translation>Alternativo</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <source>Comic</source>
        <translation>Cómico</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>PRO</source>
        <translation>PRO</translation>
    </message>
    <message>
        <source>AMA</source>
        <translation>AFI</translation>
    </message>
    <message>
        <source>ALT</source>
        <translation>ALT</translation>
    </message>
    <message>
        <source>CLA</source>
        <translation>CLÁ</translation>
    </message>
    <message>
        <source>COM</source>
        <translation>CÓM</translation>
    </message>
    <message>
        <source>DRK</source>
        <translation>OSC</translation>
    </message>
    <message>
        <source>Male</source>
        <translation>Masculino</translation>
    </message>
    <message>
        <source>Female</source>
        <translation>Femenino</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Incierto</translation>
    </message>
    <message>
        <source>Tenor</source>
        <translation>Tenor</translation>
    </message>
    <message>
        <source>Baritone</source>
        <translation>Barítono</translation>
    </message>
    <message>
        <source>Bass</source>
        <translation>Bajo</translation>
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
        <translation>Contratenor</translation>
    </message>
    <message>
        <source>Number {number}</source>
        <translation>Número {number}</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <source>Bluff</source>
        <translation>Farol</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Scene element (+1)</source>
        <translation>Elemento de escena (+1)</translation>
    </message>
    <message>
        <source>Costume designer</source>
        <translation>Diseñador de vestuario</translation>
    </message>
    <message>
        <source>Carpenter</source>
        <translation>Carpintero</translation>
    </message>
    <message>
        <source>Puccini</source>
        <translation>Puccini</translation>
    </message>
    <message>
        <source>Favourite role: {role}</source>
        <translation>Papel favorito: {role}</translation>
    </message>
    <message numerus="yes">
        <source>%n stars</source>
        <translation>
            <numerusform>%n estrella</numerusform>
            <numerusform>%n estrellas</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to the bid</source>
        <translation>Añadir a la puja</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Recuperar</translation>
    </message>
    <message>
        <source>Confirm the bid</source>
        <translation>Confirmar la puja</translation>
    </message>
    <message>
        <source>Give {card} to {player}</source>
        <translation>Asignar {card} {player:a}</translation>
    </message>
    <message>
        <source>{player} fires a director</source>
        <translation>{player} despide a un director</translation>
    </message>
    <message>
        <source>Fire {director:art}</source>
        <translation>Despedir {director:a}</translation>
    </message>
    <message>
        <source>{singer} plays {role}</source>
        <translation>{singer} interpreta {role:a}</translation>
    </message>
    <message>
        <source>Confirm the cast</source>
        <translation>Confirmar el reparto</translation>
    </message>
    <message>
        <source>Optimal assignment</source>
        <translation>Asignación óptima</translation>
    </message>
</context>
<context>
    <name>turandot_board</name>
    <message>
        <source>The curtain falls</source>
        <translation>Cae el telón</translation>
    </message>
    <message>
        <source>Character {number}</source>
        <translation>Personaje {number}</translation>
    </message>
    <message>
        <source>held by {player}</source>
        <translation>lo tiene {player}</translation>
    </message>
    <message>
        <source>for one money card alone</source>
        <translation>por una sola carta de dinero</translation>
    </message>
    <message>
        <source>hired by {player}</source>
        <translation>contratado {player:por}</translation>
    </message>
    <message>
        <source>Director pile ({count})</source>
        <translation>Mazo de directores ({count})</translation>
    </message>
    <message>
        <source>Fired directors</source>
        <translation>Directores despedidos</translation>
    </message>
    <message>
        <source>Fired directors: drop one here</source>
        <translation>Directores despedidos: suelta aquí uno</translation>
    </message>
    <message>
        <source>fired by {player}</source>
        <translation>despedido {player:por}</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Director</translation>
    </message>
    <message>
        <source>{player} (you)</source>
        <translation>{player} (tú)</translation>
    </message>
    <message>
        <source>waits for an understudy</source>
        <translation>espera un suplente</translation>
    </message>
    <message>
        <source>must fire a director</source>
        <translation>debe despedir a un director</translation>
    </message>
    <message>
        <source>Drag a director from the pile to the fired directors (or click it, then click there).</source>
        <translation>Arrastra un director del mazo a los directores despedidos (o haz clic en él y luego allí).</translation>
    </message>
    <message>
        <source>cast confirmed</source>
        <translation>reparto confirmado</translation>
    </message>
    <message>
        <source>assigning roles…</source>
        <translation>asigna los papeles…</translation>
    </message>
    <message>
        <source>Round {round} of {last}</source>
        <translation>Ronda {round} de {last}</translation>
    </message>
    <message>
        <source>Round {round} of {last}: hire a director</source>
        <translation>Ronda {round} de {last}: contrata a un director</translation>
    </message>
    <message>
        <source>The rounds</source>
        <translation>Las rondas</translation>
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
        <translation>{singers} cantantes · {directors} directores · {fire} se despide a un director</translation>
    </message>
    <message>
        <source>every player hires a singer</source>
        <translation>cada jugador contrata a un cantante</translation>
    </message>
    <message>
        <source>every player hires a director</source>
        <translation>cada jugador contrata a un director</translation>
    </message>
    <message>
        <source>Round {round}: {what}.</source>
        <translation>Ronda {round}: {what}.</translation>
    </message>
    <message>
        <source>Round {round}: {what}, then a director is fired.</source>
        <translation>Ronda {round}: {what}; luego se despide a un director.</translation>
    </message>
    <message>
        <source>Gender of the role: {gender}</source>
        <translation>Género del papel: {gender}</translation>
    </message>
    <message>
        <source>Holds Puccini</source>
        <translation>Tiene a Puccini</translation>
    </message>
    <message>
        <source>Whoever holds Puccini gives out the understudies and chooses who fires a director. Puccini passes to the left at the end of every round.</source>
        <translation>Quien tiene a Puccini asigna los suplentes y elige quién despide a un director. Al final de cada ronda Puccini pasa al jugador de la izquierda.</translation>
    </message>
    <message>
        <source>not this round</source>
        <translation>no en esta ronda</translation>
    </message>
    <message>
        <source>Hired with a money card played alone: the money card becomes a scene element, worth one point at the end.</source>
        <translation>Se contrata con una carta de dinero jugada sola: la carta de dinero se convierte en un elemento de escena, que vale un punto al final.</translation>
    </message>
    <message>
        <source>Who fires a director?</source>
        <translation>¿Quién despide a un director?</translation>
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
        <translation>● Cartas de dinero</translation>
    </message>
    <message>
        <source>★ Scene elements (+1 each)</source>
        <translation>★ Elementos de escena (+1 cada uno)</translation>
    </message>
    <message>
        <source>needs an understudy</source>
        <translation>necesita suplente</translation>
    </message>
    <message>
        <source>Drag a card left under the characters onto each company that waits for an understudy.</source>
        <translation>Arrastra una carta que quede bajo los personajes a cada compañía que espera un suplente.</translation>
    </message>
    <message>
        <source>fires a director</source>
        <translation>despide a un director</translation>
    </message>
    <message>
        <source>Choose the player who fires a director (the buttons on the right).</source>
        <translation>Elige al jugador que despide a un director (los botones de la derecha).</translation>
    </message>
    <message>
        <source>Total {points}</source>
        <translation>Total {points}</translation>
    </message>
    <message>
        <source>Total {points} · ★ Winner</source>
        <translation>Total {points} · ★ Victoria</translation>
    </message>
    <message>
        <source>★ {points}</source>
        <translation>★ {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n points now · assigning roles…</source>
        <translation>
            <numerusform>%n punto ahora · asigna los papeles…</numerusform>
            <numerusform>%n puntos ahora · asigna los papeles…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✓ %n points, cast confirmed</source>
        <translation>
            <numerusform>✓ %n punto, reparto confirmado</numerusform>
            <numerusform>✓ %n puntos, reparto confirmado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✓ %n points</source>
        <translation>
            <numerusform>✓ %n punto</numerusform>
            <numerusform>✓ %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points now</source>
        <translation>
            <numerusform>%n punto ahora</numerusform>
            <numerusform>%n puntos ahora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stars alone (tie-break)</source>
        <translation>
            <numerusform>%n estrella sola (desempate)</numerusform>
            <numerusform>%n estrellas solas (desempate)</numerusform>
        </translation>
    </message>
    <message>
        <source>★ Winner</source>
        <translation>★ Victoria</translation>
    </message>
    <message>
        <source>Every cast as it stands now</source>
        <translation>Cada reparto tal como está ahora</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Clasificación final</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>Your bid (face down)</source>
        <translation>Tu puja (boca abajo)</translation>
    </message>
    <message>
        <source>Your bid is placed, face down</source>
        <translation>Tu puja está hecha, boca abajo</translation>
    </message>
    <message>
        <source>The hands stay hidden until the next player raises the curtain.</source>
        <translation>Las manos siguen ocultas hasta que el próximo jugador levante el telón.</translation>
    </message>
    <message>
        <source>Drag cards from your hand to your bid, then confirm it.</source>
        <translation>Arrastra cartas de tu mano a tu puja y luego confírmala.</translation>
    </message>
    <message>
        <source>A bid: one number (plus any money), or one money card alone; the bluff may join any bid. Nobody sees it before all bids are placed.</source>
        <translation>Una puja: un número (más el dinero que quieras) o una sola carta de dinero; el farol puede unirse a cualquier puja. Nadie la ve antes de que todas las pujas estén hechas.</translation>
    </message>
    <message>
        <source>The cast of {player}</source>
        <translation>El reparto {player:de}</translation>
    </message>
    <message>
        <source>{director}: {name}</source>
        <translation>{director}: {name}</translation>
    </message>
    <message>
        <source>No other order of your singers scores more.</source>
        <translation>Ningún otro orden de tus cantantes da más puntos.</translation>
    </message>
    <message numerus="yes">
        <source>The best order scores %n points ({gain}).</source>
        <translation>
            <numerusform>El mejor orden da %n punto ({gain}).</numerusform>
            <numerusform>El mejor orden da %n puntos ({gain}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tie-break: %n stars alone</source>
        <translation>
            <numerusform>Desempate: %n estrella sola</numerusform>
            <numerusform>Desempate: %n estrellas solas</numerusform>
        </translation>
    </message>
    <message>
        <source>{mark} a singer on the favourite role</source>
        <translation>{mark} un cantante en su papel favorito</translation>
    </message>
    <message>
        <source>{mark} a singer on a role of the other gender</source>
        <translation>{mark} un cantante en un papel del otro género</translation>
    </message>
    <message numerus="yes">
        <source>★ scene elements: %n</source>
        <translation>
            <numerusform>★ elementos de escena: %n</numerusform>
            <numerusform>★ elementos de escena: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stars</source>
        <translation>
            <numerusform>%n estrella</numerusform>
            <numerusform>%n estrellas</numerusform>
        </translation>
    </message>
    <message>
        <source>Gender: {gender}</source>
        <translation>Género: {gender}</translation>
    </message>
    <message>
        <source>No favourite role</source>
        <translation>Ningún papel favorito</translation>
    </message>
    <message>
        <source>Plays {role}</source>
        <translation>Interpreta a {role}</translation>
    </message>
    <message>
        <source>{points}: the favourite role</source>
        <translation>{points}: el papel favorito</translation>
    </message>
    <message>
        <source>{points}: a role of the other gender</source>
        <translation>{points}: un papel del otro género</translation>
    </message>
    <message>
        <source>Bids of round {round}:</source>
        <translation>Pujas de la ronda {round}:</translation>
    </message>
    <message>
        <source>Waiting for {players}…</source>
        <translation>Esperando {players:a}…</translation>
    </message>
    <message>
        <source>The bids of round {round}, face up</source>
        <translation>Las pujas de la ronda {round}, boca arriba</translation>
    </message>
    <message>
        <source>→ {card}</source>
        <translation>→ {card}</translation>
    </message>
    <message>
        <source>the costume designer: +1 scene element</source>
        <translation>el diseñador de vestuario: +1 elemento de escena</translation>
    </message>
    <message>
        <source>the carpenter: +1 scene element</source>
        <translation>el carpintero: +1 elemento de escena</translation>
    </message>
    <message>
        <source>Drag your singers onto the roles (a singer dropped on a taken role swaps places).</source>
        <translation>Arrastra tus cantantes a los papeles (un cantante soltado en un papel ocupado intercambia el sitio).</translation>
    </message>
    <message>
        <source>Your score now</source>
        <translation>Tu puntuación ahora</translation>
    </message>
    <message>
        <source>Your final score</source>
        <translation>Tu puntuación final</translation>
    </message>
    <message>
        <source>Optimal assignment</source>
        <translation>Asignación óptima</translation>
    </message>
    <message>
        <source>Favourite role: {role}</source>
        <translation>Papel favorito: {role}</translation>
    </message>
    <message>
        <source>Money: add it to a number to outbid, or play it alone for the costume designer or the carpenter.</source>
        <translation>Dinero: añádelo a un número para superar la puja, o juégalo solo por el diseñador de vestuario o el carpintero.</translation>
    </message>
    <message>
        <source>Bluff: it changes nothing, it only hides how many cards you bid.</source>
        <translation>Farol: no cambia nada, solo oculta cuántas cartas pujas.</translation>
    </message>
    <message>
        <source>Bid for the card under character {number}.</source>
        <translation>Puja por la carta bajo el personaje {number}.</translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation>una carta boca abajo</translation>
    </message>
</context>
</TS>
