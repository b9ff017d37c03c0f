# Words of the area 'game-double-ring' (www/js/i18n/i18n.js: needWords).

## Las reglas junto al tablero (www/js/games/double-ring.js).

rules-double-ring =
    <p>El tablero es una cuadrícula cuadrada, de 9x9 salvo que elijas otra cosa (de 3x3 a 19x19, o un rectángulo de 3 a 19 casillas por lado).
    Al empezar, cada casilla tiene un <b>anillo simple</b>. Los dos jugadores mueven los mismos anillos.</p>
    <h3>Un movimiento (Salto de dos)</h3>
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
    <li><b>Salto de tres</b>: exactamente 3 pasados.</li>
    <li><b>Salto impar</b>: cualquier cantidad impar pasada (1, 3, 5, …): una dirección puede ofrecer varios objetivos.</li>
    <li><b>Salto par</b>: cualquier cantidad par pasada.
    { -reading }
    al menos 2: saltar cero no es saltar.</li>
    <li><b>Solapamiento de caballo</b>: el anillo simple salta como un caballo de ajedrez sobre un anillo simple; lo que haya en medio no importa.</li>
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
play-solver-too-big = Solucionador: la posición aún es demasiado grande para resolverla ({ $singles } anillos simples). Sigue jugando: suele responder en menos de un segundo a partir de unos 36 simples.
play-solver-mirror-loses = <strong class="loses">{ $player } pierde</strong>: quien mueva aquí pierde, porque el otro jugador responde a cada jugada con su simétrica respecto al centro.
play-solver-mirror-wins = <strong class="wins">{ $player } gana</strong> con la simetría: { $move } (en verde) es la simétrica de la última jugada respecto al centro, y después cada jugada tiene su respuesta simétrica.
play-solver-other-winning = Otras jugadas ganadoras: { $moves }.
play-solver-unsettled = Otras jugadas también podrían ganar: el solucionador no las ha resuelto.
play-solver-looking-further = Buscando las demás jugadas ganadoras…
play-solver-wins-with = <strong class="wins">{ $player } gana</strong> con juego perfecto: { $move } (en verde) gana.
play-solver-loses = <strong class="loses">{ $player } pierde</strong> con juego perfecto: todas las jugadas pierden.
play-solver-wins = <strong class="wins">{ $player } gana</strong> con juego perfecto: { $count ->
        [one] la jugada ganadora se muestra
       *[other] las { $count } jugadas ganadoras se muestran
    } en verde ({ $moves }).

# The engine's words for this game alone (engine-words.js).
outcome-no-move = { $stuck } no tiene jugada
option-double-ring-rule = Regla
option-double-ring-size = Tamaño del tablero
option-double-ring-width = Ancho del tablero
option-double-ring-height = Alto del tablero
choice-double-ring-rule-skip1 = Salto de uno
choice-double-ring-rule-skip2 = Salto de dos
choice-double-ring-rule-skip3 = Salto de tres
choice-double-ring-rule-skip4 = Salto de cuatro
choice-double-ring-rule-skip5 = Salto de cinco
choice-double-ring-rule-skip6 = Salto de seis
choice-double-ring-rule-odd = Salto impar
choice-double-ring-rule-even = Salto par
choice-double-ring-rule-knight = Solapamiento de caballo

# Por qué un clic no es un movimiento (whyNot / whyStuck del motor), bajo el tablero.
# $must, $how_far: uno de los refusal-skip-*; $passed: uno de los refusal-rings-*.
refusal-skip-one = exactamente un anillo
refusal-skip-two = exactamente dos anillos
refusal-skip-three = exactamente tres anillos
refusal-skip-four = exactamente cuatro anillos
refusal-skip-five = exactamente cinco anillos
refusal-skip-six = exactamente seis anillos
refusal-skip-odd = un número impar de anillos
refusal-skip-even-strict = un número par de anillos, al menos dos
refusal-skip-even = un número par de anillos
refusal-double-ring-empty = { $square } está vacía: solo se mueve un anillo simple.
refusal-double-ring-double = En { $square } hay un anillo doble: los anillos dobles nunca se mueven.
refusal-double-ring-onto-empty = { $square } está vacía: un anillo solo cae sobre un anillo simple.
refusal-double-ring-onto-double = En { $square } ya hay un anillo doble: un anillo solo cae sobre un anillo simple.
refusal-double-ring-no-leap = Con Solapamiento de caballo, un anillo salta como un caballo de ajedrez, y de { $from } a { $to } no hay salto de caballo.
refusal-double-ring-diagonal = Un anillo se mueve en línea recta arriba, abajo, a la izquierda o a la derecha, nunca en diagonal.
refusal-rings-none = cero anillos
refusal-rings-one = un anillo
refusal-rings-two = dos anillos
refusal-rings-three = tres anillos
refusal-rings-many = { $count } anillos
refusal-double-ring-passes = Un anillo simple debe pasar { $must }: este pasa { $passed }.
refusal-double-ring-knight-stuck = El anillo de { $square } no tiene movimiento: ningún salto de caballo desde él cae sobre un anillo simple.
refusal-double-ring-stuck = El anillo de { $square } no tiene movimiento: en ninguna dirección pasa { $how_far } y luego encuentra un anillo simple.
