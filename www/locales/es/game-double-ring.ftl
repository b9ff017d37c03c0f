# Words of the area 'game-double-ring' (www/js/i18n/i18n.js: needWords).

## Las reglas junto al tablero (www/js/games/double-ring.js).

rules-double-ring =
    <p>El tablero es una cuadrícula cuadrada, de 9x9 salvo que elijas otra cosa (de 3x3 a 19x19).
    Al empezar, cada casilla tiene un <b>anillo simple</b>. Los dos jugadores mueven los mismos anillos.</p>
    <h3>Un movimiento (Skip Two)</h3>
    <p>Elige un anillo simple y una dirección: arriba, abajo, izquierda o derecha. Avanza en esa dirección,
    casilla a casilla, contando los anillos que pasas: un anillo simple cuenta 1 y un anillo doble, 2.
    { -reading-explained }
    Las casillas vacías se pasan de largo y no cuentan nada: el texto cuenta anillos, no casillas.</p>
    <p>En cuanto has pasado exactamente 2, el siguiente anillo es el objetivo. Tiene que ser un anillo simple.
    Si es un doble, si el recorrido sale del tablero o si la cuenta se salta el 2 (un simple
    y luego un doble), no hay movimiento en esa dirección.</p>
    <p>La casilla del anillo movido queda vacía y el objetivo se convierte en un <b>anillo doble</b>.
    Los anillos dobles nunca se mueven.</p>
    <h3>El final</h3>
    <p>Quien no puede mover pierde: gana el último jugador que movió. Cada movimiento retira dos
    anillos simples del tablero, así que una partida de 9x9 dura como mucho 40 movimientos.</p>
    <h3>Variantes</h3>
    <ul>
    <li><b>Skip Three</b>: exactamente 3 pasados.</li>
    <li><b>Skip Odd</b>: cualquier cantidad impar pasada (1, 3, 5, …): una dirección puede ofrecer varios objetivos.</li>
    <li><b>Skip Even</b>: cualquier cantidad par pasada.
    { -reading }
    al menos 2: saltar cero no es saltar.</li>
    <li><b>Knight's Overlap</b>: el anillo simple salta como un caballo de ajedrez sobre un anillo simple; lo que haya en medio no importa.</li>
    <li><b>Tamaño del tablero</b>: cualquier N x N de 3 a 19.</li>
    </ul>
    <h3>En papel</h3>
    <p>Imprime un tablero en blanco: tacha un anillo con una «/» para moverlo y dibuja un anillo más grande
    alrededor de su objetivo.</p>
    <p class="rules-key"><span class="reading">Interpretación</span> marca nuestra decisión donde la fuente calla o no es clara.</p>

## Lo que hay en una casilla, para el recuadro al pasar el ratón y el juego sin vista.

double-ring-cell-struck = vacía (tachada)
double-ring-cell-single = un anillo simple
double-ring-cell-double = un anillo doble
double-ring-cell-empty = vacía

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-ring = { $form ->
        [the] { "el " }
        [with] { "el " }
        [a] { "un " }
       *[bare] {""}
    }anillo { $ring ->
        [double] doble
       *[single] simple
    }

# Moved here from play.ftl: words only this game's pages use.
play-hint-mirror = Pista (nivel { $level }): { $move }: la simétrica de la última jugada respecto al centro, que gana
play-hint-mirror-arrow = Pista (nivel { $level }): { $move }, la flecha naranja: la simétrica de la última jugada respecto al centro, que gana
play-solver-over = Solucionador: la partida ha terminado.
play-solver-working = Solucionador: calculando…
play-solver-failed = Solucionador: { $error }
play-solver-too-big = Solucionador: la posición aún es demasiado grande para resolverla ({ $singles } anillos simples). Sigue jugando: suele responder en menos de un segundo a partir de unos 35 simples.
play-solver-mirror-loses = <strong class="loses">{ $player } pierde</strong>: quien mueva aquí pierde, porque el otro jugador responde a cada jugada con su simétrica respecto al centro.
play-solver-mirror-wins = <strong class="wins">{ $player } gana</strong> con la simetría: { $move } (en verde) es la simétrica de la última jugada respecto al centro, y después cada jugada tiene su respuesta simétrica.
play-solver-other-winning = Otras jugadas ganadoras: { $moves }.
play-solver-unsettled = Otras jugadas también podrían ganar: el solucionador no las ha resuelto.
play-solver-loses = <strong class="loses">{ $player } pierde</strong> con juego perfecto: todas las jugadas pierden.
play-solver-wins = <strong class="wins">{ $player } gana</strong> con juego perfecto: { $count ->
        [one] la jugada ganadora se muestra
       *[other] las { $count } jugadas ganadoras se muestran
    } en verde ({ $moves }).

# The engine's words for this game alone (engine-words.js).
outcome-no-move = { $stuck } no tiene jugada
option-double-ring-rule = Regla
option-double-ring-size = Tamaño del tablero
choice-double-ring-rule-skip2 = Salto de dos
choice-double-ring-rule-skip3 = Salto de tres
choice-double-ring-rule-odd = Salto impar
choice-double-ring-rule-even = Salto par
choice-double-ring-rule-knight = Solapamiento de caballo

# The sides of this game (engine-words.js).
player-double-ring-first = Jugador 1
player-double-ring-second = Jugador 2
