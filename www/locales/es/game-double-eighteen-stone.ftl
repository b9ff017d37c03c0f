# Words of the area 'game-double-eighteen-stone' (www/js/i18n/i18n.js: needWords).

# Las reglas junto al tablero (double-eighteen-stone.js), HTML.
rules-double-eighteen-stone =
    <p>De David Short (2000): Eight-Stone Chess con piedras neutrales, jugado como Doublechess, dos ejércitos
    uno junto al otro en un tablero de 16 columnas (a–p) y 9 filas.</p>
    <h3>Posición inicial</h3>
    <p>Fila 1, columnas de la a a la p: R N B Q R N B Q <b>K</b> B N R Q B N R, un solo rey, en i; peones en toda la fila 2.
    Las negras, en espejo en las filas 9 y 8. Empiezan las blancas.
    { -reading-explained } El diagrama de la fuente escribe las blancas en minúsculas; aquí las blancas están en las filas 1–2.</p>
    <p><b>18 piedras</b>: a4 f4 k4 p4; a5 c5 d5 f5 h5 i5 k5 m5 n5 p5; a6 f6 k6 p6.</p>
    <h3>Piedras</h3>
    <p>Las piedras no son de nadie y no se pueden capturar. Nada se detiene en una piedra ni pasa a través de ella;
    el caballo salta por encima, y una piedra bloquea el avance doble de un peón.</p>
    <h3>Un turno: una jugada de ajedrez o una jugada de piedra</h3>
    <ul>
    <li><b>Intercambio</b>: una de tus piezas, también el rey, cambia su sitio con una piedra justo a su lado,
    arriba, abajo, a la izquierda o a la derecha (nunca en diagonal). Haz clic en la pieza: sus intercambios son las piedras rodeadas de azul.</li>
    <li><b>Movimiento en línea</b>: en una línea continua de dos o más piedras a lo largo de una fila o una columna, la piedra de
    cualquiera de los dos extremos pasa a la casilla vacía justo después del otro extremo. Solo piedras de los extremos, solo a una casilla
    vacía; una piedra suelta solo se mueve por intercambio. Haz clic en una piedra de un extremo para ver adónde puede ir.</li>
    <li><b>Sin deshacer</b>: una jugada de piedra no puede devolver la piedra directamente a la casilla que dejó en
    la jugada anterior del rival. Otra piedra sí puede ir allí.</li>
    <li>Una jugada de piedra no puede dejar en jaque a tu propio rey.
    { -reading } Un peón intercambiado a su última fila promociona. Un peón intercambiado de vuelta a su propia primera fila
    sigue siendo un peón y avanza una casilla desde allí; un peón en su segunda fila puede avanzar dos casillas,
    llegue como llegue allí.</li>
    </ul>
    <h3>Enroque</h3>
    <p>Una vez por partida, con cualquiera de las cuatro torres, si el rey y la torre no se han movido (un intercambio cuenta como
    movimiento), todas las casillas entre ellos están vacías, y el rey no está en jaque ni pasa por una casilla atacada
    ni cae en ella. Haz clic en el rey y luego en su casilla:</p>
    <table class="rules-table">
    <tr><th>enroque</th><th>rey</th><th>torre</th><th>notación</th></tr>
    <tr><td>interior, flanco de rey</td><td>i → k</td><td>l → j</td><td>O-O</td></tr>
    <tr><td>interior, flanco de dama</td><td>i → g</td><td>e → h</td><td>O-O-O</td></tr>
    <tr><td>exterior, flanco de rey</td><td>i → m</td><td>p → l</td><td>O-O-O-O</td></tr>
    <tr><td>exterior, flanco de dama</td><td>i → e</td><td>a → f</td><td>O-O-O-O-O</td></tr>
    </table>
    <p>{ -reading } Los nombres crecen con la distancia de la torre al rey (3, 4, 7, 8 casillas).</p>
    <h3>El resto es ajedrez</h3>
    <p>Avance doble desde la segunda fila, captura al paso, promoción en la última fila (a dama, torre,
    alfil o caballo). El jaque mate gana; el ahogado es tablas.</p>
    { -chess-endings }
    <p>{ -reading } La posición que se compara para la repetición incluye las piedras y la jugada de piedra
    que la regla de no deshacer prohíbe a continuación. Para la regla de las cincuenta jugadas, una jugada de piedra es una jugada normal,
    y un intercambio que mueve un peón es una jugada de peón. Ningún material es demasiado poco para dar mate: las piedras pueden encerrar a un rey.</p>
    <p>En la lista de jugadas, un intercambio se escribe <code>N⇄d3</code> (un peón, por su casilla: <code>d2⇄d3</code>)
    y un movimiento en línea, <code>S c5-e5</code>.</p>

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-stone = { $form ->
        [the] la piedra
        [with] la piedra
        [a] una piedra
       *[bare] piedra
    }

