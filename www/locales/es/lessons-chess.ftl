# Las palabras de las lecciones de ajedrez (www/data/lessons/chess.json):
# lesson-chess-<lección>-title y -summary; por paso n, -goal, -explain, -wrong y -done.

## piece-moves

lesson-chess-piece-moves-title = Cómo se mueven las piezas
lesson-chess-piece-moves-summary = Las torres van en línea recta, los alfiles en diagonal y los caballos saltan.
lesson-chess-piece-moves-1-explain = La torre se mueve en línea recta por una columna o una fila, tantas casillas como quiera, siempre que nada se interponga.
lesson-chess-piece-moves-1-goal = Mueve la torre de d1 a d7.
lesson-chess-piece-moves-1-wrong = La torre sube en línea recta por la columna d: muévela de d1 a d7.
lesson-chess-piece-moves-1-done = La torre subió por la columna d abierta en un solo movimiento.
lesson-chess-piece-moves-2-explain = El alfil se mueve en diagonal, tantas casillas como quiera, así que siempre se queda en casillas de un mismo color.
lesson-chess-piece-moves-2-goal = Mueve el alfil a la casilla marcada, g5.
lesson-chess-piece-moves-2-wrong = El alfil va en diagonal: desde c1 hacia arriba y a la derecha, hasta g5.
lesson-chess-piece-moves-2-done = c1, d2, e3, f4, g5: una sola diagonal, todas casillas oscuras.
lesson-chess-piece-moves-3-explain = El caballo salta en forma de L: dos casillas en una dirección y una hacia un lado. Es la única pieza que salta por encima de las demás.
lesson-chess-piece-moves-3-goal = Haz saltar el caballo de b1 a c3, por encima de los peones.
lesson-chess-piece-moves-3-wrong = Mueve el caballo de b1 a c3: dos casillas hacia arriba y una a la derecha.
lesson-chess-piece-moves-3-done = Los peones de delante no detuvieron al caballo: saltó por encima de ellos.

## captures

lesson-chess-captures-title = Capturar piezas
lesson-chess-captures-summary = Se captura moviéndose a la casilla de una pieza enemiga; los peones capturan en diagonal.
lesson-chess-captures-1-explain = Una pieza captura a una pieza enemiga moviéndose a su casilla, de la misma forma en que se mueve. La pieza capturada sale del tablero.
lesson-chess-captures-1-goal = Captura el caballo negro con tu torre.
lesson-chess-captures-1-wrong = Captura el caballo de d4: tu torre lo alcanza subiendo en línea recta por la columna d.
lesson-chess-captures-1-done = La torre capturó el caballo de d4.
lesson-chess-captures-2-explain = Una pieza está defendida cuando otra pieza de su bando podría recapturar en su casilla. Capturar una pieza defendida puede costarte la tuya.
lesson-chess-captures-2-goal = Tu dama puede capturar la torre o el alfil. Captura la pieza que no está defendida.
lesson-chess-captures-2-wrong = La torre de d7 está defendida por el rey negro: captura la pieza que nadie defiende.
lesson-chess-captures-2-done = El alfil de a4 estaba libre: una pieza entera a cambio de nada.
lesson-chess-captures-3-explain = El peón avanza en línea recta, pero captura una casilla en diagonal hacia delante.
lesson-chess-captures-3-goal = Tu peón de e4 está bloqueado. Captura con él.
lesson-chess-captures-3-wrong = Los peones capturan en diagonal hacia delante: desde e4, el peón captura en d5.
lesson-chess-captures-3-done = El peón capturó en d5 y ya no está bloqueado.

## check-and-mate

lesson-chess-check-and-mate-title = Jaque y jaque mate
lesson-chess-check-and-mate-summary = Responde a cada jaque; gana con jaque mate.
lesson-chess-check-and-mate-1-explain = Un rey atacado está en jaque y debe salir de él enseguida: moviendo el rey, tapando el ataque o capturando la pieza atacante.
lesson-chess-check-and-mate-1-goal = Tu rey está en jaque por la torre de e5. Responde de la mejor manera.
lesson-chess-check-and-mate-1-wrong = Eso saca al rey del jaque, pero tu alfil podría simplemente capturar la torre.
lesson-chess-check-and-mate-1-done = Capturar la torre que daba jaque terminó con el jaque y ganó una torre.
lesson-chess-check-and-mate-2-explain = El jaque mate es un jaque sin escapatoria. Gana la partida.
lesson-chess-check-and-mate-2-goal = Da jaque mate a las negras en una jugada.
lesson-chess-check-and-mate-2-wrong = No es mate: el rey negro aún puede escapar. Mira la última fila, detrás de sus propios peones.
lesson-chess-check-and-mate-2-done = Torre a a8 es mate: el rey negro está encerrado por sus propios peones.
lesson-chess-check-and-mate-3-explain = Si el bando que mueve no está en jaque pero no tiene ninguna jugada legal, es ahogado: tablas, no victoria.
lesson-chess-check-and-mate-3-goal = Da jaque mate a las negras en una jugada, y cuidado con el ahogado.
lesson-chess-check-and-mate-3-wrong = No es mate: o bien el rey negro aún puede moverse, o bien no puede moverse pero no está en jaque, y eso es ahogado.
lesson-chess-check-and-mate-3-done = Dama a h8 es mate: tu rey controla a7 y b7, y la dama da jaque y controla b8.

## special-moves

lesson-chess-special-moves-title = Jugadas especiales
lesson-chess-special-moves-summary = El enroque, la captura al paso y la coronación.
lesson-chess-special-moves-1-explain = En el enroque, el rey se mueve dos casillas hacia una torre, y la torre salta a la casilla que el rey ha cruzado. Ninguno de los dos puede haberse movido antes, las casillas entre ellos deben estar vacías, y el rey no puede estar en jaque ni cruzar una casilla atacada.
lesson-chess-special-moves-1-goal = Enroca en el flanco de rey: mueve tu rey de e1 a g1.
lesson-chess-special-moves-1-wrong = Enroca moviendo el rey dos casillas hacia la torre de h1: de e1 a g1.
lesson-chess-special-moves-1-done = El rey fue a g1 y la torre de h1 a f1, en una sola jugada.
lesson-chess-special-moves-2-explain = Las negras acaban de mover un peón dos casillas, de d7 a d5, justo al lado de tu peón. Tu peón puede capturarlo como si solo hubiera avanzado una casilla: eso es la captura al paso.
lesson-chess-special-moves-2-goal = Captura al paso el peón de d5.
lesson-chess-special-moves-2-wrong = Captura al paso: tu peón va de e5 a d6 y el peón de d5 se retira del tablero.
lesson-chess-special-moves-2-done = Tu peón llegó a d6 y el peón negro de d5 salió del tablero. Solo se permite justo después del avance doble.
lesson-chess-special-moves-3-explain = Un peón que llega a la última fila corona: se convierte en la dama, torre, alfil o caballo que elijas.
lesson-chess-special-moves-3-goal = Mueve el peón a a8 y conviértelo en dama.
lesson-chess-special-moves-3-wrong = Mueve el peón de a7 a a8 y elige la dama, la pieza más fuerte.
lesson-chess-special-moves-3-done = Tu peón es ahora una dama, y hasta da jaque.
