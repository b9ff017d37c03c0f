# Words of the area 'game-chess' (www/js/i18n/i18n.js: needWords).

# Las reglas junto al tablero (chess.js), HTML. Su primera Interpretación está en -chess-endings.
rules-chess =
    <p>Ajedrez ortodoxo con las reglas de la FIDE, sobre el mismo núcleo de ajedrez que
    <a href="#one-ring">{ game-name-one-ring }</a> y <a href="#double-eighteen-stone">{ game-name-double-eighteen-stone }</a>,
    ambos jugables aquí. Juega contra un amigo o contra el ordenador, como en todos los juegos del sitio.</p>
    <ul>
    <li>Enroque, captura al paso y promoción (a dama, torre, alfil o caballo), como siempre.</li>
    <li>El jaque mate gana. El ahogado es tablas.</li>
    </ul>
    { -chess-endings(reading: "explained") }
    <p>Una posición en la que ningún bando puede llegar nunca a dar mate es tablas en el acto: reyes solos, un rey
    y un alfil o un caballo contra un rey, o solo alfiles, todos en casillas del mismo color.
    { -reading } Solo se detectan estos casos sencillos; las demás posiciones muertas siguen hasta la
    repetición o la regla de las cincuenta jugadas.</p>

