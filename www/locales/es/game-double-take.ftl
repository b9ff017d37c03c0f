# Words of the area 'game-double-take' (www/js/i18n/i18n.js: needWords).

## Las reglas junto al tablero (www/js/games/double-take.js).

rules-double-take =
    <p>De Andrew B. Perkis, 1999. Dos redes de puntos, <b>roja</b> y <b>verde</b>, se disponen
    como los dos colores de un tablero de damas, con 8 puntos de ancho.
    { -reading-explained } La fuente no da el largo: jugamos con 8 filas y ofrecemos 8 x 10 como variante.</p>
    <p>Cada red une sus puntos que se tocan en diagonal, y sus puntos separados por dos en una
    fila o columna, por encima del punto del otro color que queda en medio. Las piezas de cada bando se quedan en su propia red.</p>
    <p>En este tablero el color nunca es la única pista: las piezas rojas son redondas y sus líneas, continuas;
    las verdes son cuadradas y sus líneas, discontinuas.</p>
    <h3>Preparación</h3>
    <p>El rojo se sienta abajo, con 12 piezas en los puntos rojos de las tres primeras filas;
    el verde arriba, con 12 en los puntos verdes de las tres filas superiores. Empieza el rojo.</p>
    <h3>Movimientos</h3>
    <ul>
    <li>Una pieza por turno, a lo largo de su red hasta el punto más cercano, que debe estar vacío.</li>
    <li>Un movimiento que <b>no captura</b> va <b>solo hacia delante</b>: un punto en diagonal hacia delante,
    o dos filas en línea recta hacia delante, por encima del punto enemigo intermedio, que debe estar vacío.</li>
    <li>Un movimiento que <b>captura</b> puede ir en cualquier dirección: en diagonal, o dos puntos en línea recta por encima de un punto enemigo vacío.</li>
    </ul>
    <h3>Capturas</h3>
    <p>Tras un movimiento, se captura cada pieza enemiga situada justo al lado de la pieza movida (arriba, abajo, a la izquierda o a la derecha)
    que tenga una pieza del jugador que movió al otro lado, en la misma línea. Un movimiento puede
    capturar hasta cuatro. Meterse entre dos enemigas es seguro. Una pieza en una esquina nunca puede ser
    capturada, y una en un borde, solo a lo largo del borde.</p>
    <h3>Fila del fondo y victoria</h3>
    <p>Una pieza en su <b>fila del fondo</b> (la primera fila del rival) solo se mueve para capturar; en cuanto
    sale de esa fila, vuelven a aplicársele las reglas normales. Quien tenga <b>cuatro piezas en
    la fila del fondo</b> tras su propio movimiento gana en el acto.</p>
    <h3>Bloqueo, tablas y abandono</h3>
    <p>Quien puede mover, debe hacerlo. Quien no puede mover pasa (el botón de pasar) y el
    otro vuelve a mover. Si ninguno puede mover, o si a los dos bandos les quedan menos de cuatro piezas,
    la partida es tablas. Cualquiera de los dos puede abandonar.</p>

## Las cifras de cada jugador junto al tablero.

double-take-far-row = { $count } de 4 en la fila del fondo
double-take-pieces = { $count ->
        [one] { $count } pieza
       *[other] { $count } piezas
    }

## Lo que hay en un punto, para el juego sin vista.

double-take-point-empty = vacío
double-take-point-red = una pieza roja
double-take-point-green = una pieza verde

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-piece = { $form ->
        [the] { "la " }
        [with] { "la " }
        [a] { "una " }
       *[bare] {""}
    }ficha { $colour ->
        [red] roja
       *[green] verde
    }

# The engine's words for this game alone (engine-words.js).
outcome-far-row = { $player } tiene cuatro piezas en su fila del fondo
outcome-no-four-left = a ningún bando le quedan cuatro piezas para llegar a su fila del fondo
outcome-neither-can-move = ningún bando puede mover
option-double-take-length = Tablero
choice-double-take-length-8 = 8 x 8
choice-double-take-length-10 = 8 x 10

# Por qué un clic no es un movimiento (whyNot del motor), bajo el tablero.
refusal-double-take-red-network = Las piezas rojas solo se mueven por los puntos rojos, a lo largo de las líneas rojas.
refusal-double-take-green-network = Las piezas verdes solo se mueven por los puntos verdes, a lo largo de las líneas verdes.
refusal-double-take-taken-point = En un punto solo cabe una pieza.
refusal-double-take-nearest = Una pieza va al punto más cercano de su propia red: un punto en diagonal, o dos puntos en línea recta por encima del punto enemigo intermedio.
refusal-double-take-over-piece = Un movimiento en línea recta solo pasa por encima de un punto vacío: este está ocupado.
refusal-double-take-far-row = Una pieza en su fila del fondo solo se mueve para capturar.
refusal-double-take-forward = Un movimiento que no captura nada va solo hacia delante.
