# Words of the area 'game-one-ring' (www/js/i18n/i18n.js: needWords).

# Las reglas junto al tablero (one-ring.js), HTML.
rules-one-ring =
    <p>De Robert Price. Columnas a–e, filas 1–8, y dos casillas más: <b>c0</b> debajo del rey blanco
    y <b>c9</b> encima del negro: 42 casillas. c0 y c9 son casillas normales: las líneas, las diagonales y
    los saltos de caballo pasan por ellas (b1–c0 es un paso en diagonal, a1–c0 un salto de caballo).</p>
    <h3>Posición inicial</h3>
    <p>Blancas: rey c0; torres a1, e1; dama b1; alfiles c1, d1; caballos a2, e2; peones a3, b2, c2, d2, e3.
    Las negras, en espejo: rey c9, torres a8, e8, dama b8, alfiles c8, d8, caballos a7, e7, peones a6, b7, c7, d7, e6.
    Empiezan las blancas. Se aplican las reglas del ajedrez de la FIDE, salvo lo que sigue.</p>
    <h3>Peones</h3>
    <ul>
    <li><b>Sin enroque.</b> { -reading-explained } Al empezar, ningún rey comparte fila con una torre.</li>
    <li><b>Avance doble</b> solo desde la segunda fila del peón (fila 2 las blancas, fila 7 las negras), con la captura al paso de siempre.
    Así, a3, e3, a6 y e6 nunca avanzan dos casillas.
    { -reading } El paso de un peón una casilla en diagonal hacia delante a la casilla de captura al paso es una captura
    al paso, también cuando ese peón lleva el Anillo.</li>
    <li><b>Promoción</b> en a8, b8, <b>c9</b>, d8, e8 para las blancas y en a1, b1, <b>c0</b>, d1, e1 para las negras,
    a dama, torre, alfil o caballo. c8 y c1 no están en ninguna zona: un peón blanco en c8 sigue hasta c9.</li>
    </ul>
    <h3>El Anillo Único</h3>
    <ul>
    <li><b>Entra</b> cuando se captura la primera pieza blanca: antes de su siguiente jugada, las blancas
    se lo ponen a uno de sus peones (resaltados en dorado: haz clic en uno). La elección no gasta
    la jugada. { -reading } La elección va primero aunque después las blancas no tengan ninguna jugada legal; si las blancas
    no tienen entonces ningún peón, el Anillo no entra nunca. { -reading } No se puede elegir un peón cuyos movimientos con el Anillo
    atacarían al rey negro, porque las blancas mueven a continuación y el rey podría ser capturado; si eso pasa con todos los peones,
    el Anillo no entra nunca.</li>
    <li><b>El portador blanco</b> puede además avanzar una casilla hacia delante, en diagonal hacia delante o de lado.
    <b>El portador negro</b> puede además moverse como una dama. { -reading } Estos movimientos añadidos pueden capturar, y un
    peón que termina uno en su zona de promoción promociona, conservando el Anillo.
    { -reading } Un peón negro portador que avanza dos casillas en línea recta desde su segunda fila
    ha hecho su avance doble y puede ser capturado al paso; desde cualquier otra casilla, no.</li>
    <li><b>Capturar al portador:</b> quien captura se pone el Anillo. Un portador blanco que no sea un peón
    no se retira, sino que queda <b>corrompido</b>: va a la casilla de la que vino quien lo capturó y pasa a ser negro.</li>
    <li><b>Destruir el Anillo:</b> un portador blanco que esté en la zona de promoción de las blancas puede, como
    jugada completa, destruir el Anillo (el botón encima del tablero): ganan las blancas.
    { -reading } Se permite incluso si las blancas están en jaque, porque la partida termina antes de que muevan las negras.</li>
    </ul>
    <h3>El final</h3>
    <p>El <b>jaque mate</b> gana. <b>El ahogado pierde</b>: quien no tiene ninguna jugada legal sin estar en jaque
    ha perdido. Ninguna jugada puede dejar en jaque al propio rey, contando los efectos del Anillo
    (una pieza corrompida puede dar jaque).</p>
    { -chess-endings }

# La línea de estado (statusNote de one-ring.js) mientras el Anillo está fuera del tablero.
one-ring-waiting = El Anillo entra con la primera pérdida de las blancas
one-ring-choosing = Las blancas deben elegir un peón que lleve el Anillo: haz clic en uno de los peones con anillo dorado, o escribe @ y su casilla
# La línea de turno de la hoja impresa: lo mismo, sin los clics.
one-ring-choosing-sheet = Las blancas deben elegir un peón que lleve el Anillo
# El botón encima del tablero; $square es donde está el portador (d8).
one-ring-destroy = Destruir el Anillo
    .title = El portador en { $square } destruye el Anillo: ganan las blancas

# Moved here from chess-words.ftl: words only this game's pages use.
chess-words-ring-worn = El Anillo lo lleva { $role ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de las { $colour ->
        [white] blancas
       *[black] negras
    } en { $square }
chess-words-ring-never = El Anillo nunca entró

# The engine's words for this game alone (engine-words.js).
outcome-ring-destroyed = el Anillo ha sido destruido
option-one-ring-kings = Reyes
choice-one-ring-kings-free = Libres (la regla propia del juego)
choice-one-ring-kings-facing = Nunca enfrentados (como en el ajedrez chino)
