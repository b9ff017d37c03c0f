# Las palabras de las lecciones de The One Ring (www/data/lessons/one-ring.json):
# lesson-one-ring-<lección>-title y -summary; por paso n, -goal, -explain, -wrong y -done.

## extra-squares

lesson-one-ring-extra-squares-title = Las dos casillas extra
lesson-one-ring-extra-squares-summary = c0 y c9: los reyes empiezan allí, y las líneas y los saltos de caballo pasan por ellas.
lesson-one-ring-extra-squares-1-explain = El tablero tiene 40 casillas más dos extra, c0 y c9, donde empiezan los reyes. Son casillas normales: las piezas van a ellas y pasan por ellas como por cualquier otra.
lesson-one-ring-extra-squares-1-goal = Una torre negra ha llegado a c0. Captúrala.
lesson-one-ring-extra-squares-1-wrong = Eso no captura nada: un salto de caballo desde a1 o la diagonal desde e2 llegan a c0.
lesson-one-ring-extra-squares-1-done = De a1 a c0 es un salto de caballo, y e2, d1, c0 es una diagonal: c0 es una casilla como cualquier otra.
lesson-one-ring-extra-squares-2-explain = La columna c es la línea más larga: diez casillas de c0 a c9. Un rey en c9 solo tiene tres casillas vecinas: b8, c8 y d8.
lesson-one-ring-extra-squares-2-goal = Tu torre de a8 controla b8, c8 y d8. Da jaque mate al rey de c9.
lesson-one-ring-extra-squares-2-wrong = Eso no es jaque mate: lleva la torre de e4 a la columna c.
lesson-one-ring-extra-squares-2-done = La torre da jaque por la columna c y todas las casillas junto a c9 están controladas: jaque mate.
lesson-one-ring-extra-squares-3-explain = Un caballo llega a c9 desde a8, b7, d7 y e8. Aquí el rey negro está encerrado por sus propias piezas.
lesson-one-ring-extra-squares-3-goal = Da jaque mate al rey de c9 con tu caballo.
lesson-one-ring-extra-squares-3-wrong = Eso no es jaque mate: busca el salto de caballo a c9 desde una casilla donde ninguna pieza negra pueda capturar el caballo.
lesson-one-ring-extra-squares-3-done = De d7 a c9 es un salto de caballo: el rey no puede moverse y nada captura el caballo.

## ring-enters

lesson-one-ring-ring-enters-title = El Anillo entra en juego
lesson-one-ring-ring-enters-summary = La primera pérdida de las blancas trae el Anillo: las blancas se lo dan a uno de sus peones.
lesson-one-ring-ring-enters-1-explain = El Anillo empieza fuera del tablero. Cuando las negras capturan por primera vez una pieza blanca, las blancas eligen, antes de mover, uno de sus peones para que lleve el Anillo. Las negras acaban de capturar en b4.
lesson-one-ring-ring-enters-1-goal = Haz clic en un peón para darle el Anillo. Elige uno que las negras no puedan capturar enseguida.
lesson-one-ring-ring-enters-1-wrong = El peón de b4 puede capturar ese peón en el próximo movimiento, y quien lo capture se pondría el Anillo.
lesson-one-ring-ring-enters-1-done = La elección no es un movimiento: sigue siendo tu turno, y ahora mueves como siempre.
lesson-one-ring-ring-enters-2-explain = Nuestra interpretación: no se puede elegir un peón cuyos movimientos del Anillo atacarían al rey negro, así que aquí no se ofrece el peón de c8.
lesson-one-ring-ring-enters-2-goal = Da el Anillo al peón que puede llevarlo a tu zona de coronación en el próximo movimiento.
lesson-one-ring-ring-enters-2-wrong = El peón de a3 está lejos de la zona; el peón de d7 está a un paso.
lesson-one-ring-ring-enters-2-done = En el próximo movimiento, el peón de d7 puede ir a d8 o e8 y coronar; nuestra interpretación: conserva el Anillo.

## ring-moves

lesson-one-ring-ring-moves-title = Los movimientos extra del portador
lesson-one-ring-ring-moves-summary = Un portador blanco gana pasos cortos; un portador negro también se mueve como una dama.
lesson-one-ring-ring-moves-1-explain = Una pieza blanca que lleva el Anillo puede además dar un paso de una casilla hacia delante, en diagonal hacia delante o de lado. Nuestra interpretación: estos pasos pueden capturar.
lesson-one-ring-ring-moves-1-goal = Tu peón de c4 lleva el Anillo. Captura la torre que tiene al lado.
lesson-one-ring-ring-moves-1-wrong = Eso no captura nada: el Anillo permite a tu peón dar un paso de lado a d4.
lesson-one-ring-ring-moves-1-done = Un peón no puede capturar de lado, pero el Anillo le da un paso lateral.
lesson-one-ring-ring-moves-2-explain = Cualquier pieza blanca puede llevar el Anillo: conserva sus propios movimientos y añade los pasos de una casilla. El Anillo nunca da un paso atrás.
lesson-one-ring-ring-moves-2-goal = Tu caballo de c4 lleva el Anillo. Captura con él una pieza negra.
lesson-one-ring-ring-moves-2-wrong = Eso no captura nada. La torre de c3 está detrás del caballo, y el Anillo no da ningún paso atrás.
lesson-one-ring-ring-moves-2-done = Ningún salto de caballo llega a d5, pero el Anillo añade un paso en diagonal hacia delante.
lesson-one-ring-ring-moves-3-explain = Aquí juegas con las negras. Una pieza negra que lleva el Anillo puede además moverse como una dama.
lesson-one-ring-ring-moves-3-goal = Tu caballo de e5 lleva el Anillo. Captura la torre blanca de a5.
lesson-one-ring-ring-moves-3-wrong = Eso no captura nada: deslízate por la fila 5 como lo haría una dama.
lesson-one-ring-ring-moves-3-done = El caballo se movió como una dama y sigue llevando el Anillo: un portador negro es una pieza fuerte.

## corruption

lesson-one-ring-corruption-title = Capturar al portador
lesson-one-ring-corruption-summary = Quien captura se pone el Anillo, y una pieza blanca capturada puede volverse negra.
lesson-one-ring-corruption-1-explain = Quien captura al portador del Anillo se pone el Anillo. Si las negras capturan a un portador blanco que no es un peón, este no se retira: cambia de sitio con la pieza que lo captura y se vuelve negro.
lesson-one-ring-corruption-1-goal = Juegas con las negras. Captura la torre blanca de d4, que lleva el Anillo.
lesson-one-ring-corruption-1-wrong = Captura la torre de d4 con tu alfil para ver qué pasa.
lesson-one-ring-corruption-1-done = La torre fue a b6, de donde venía tu alfil, y ahora es negra; tu alfil lleva el Anillo.
lesson-one-ring-corruption-2-explain = La pieza corrompida aparece en la casilla de la que vino la pieza que la capturó, y puede dar jaque desde allí.
lesson-one-ring-corruption-2-goal = Juegas con las negras. Da jaque mate a las blancas en una jugada.
lesson-one-ring-corruption-2-wrong = Eso no es jaque mate: captura al portador del Anillo y piensa en dónde aparecerá.
lesson-one-ring-corruption-2-done = La torre cambió de sitio con tu alfil y, ya negra, da jaque por la fila 1: jaque mate.
lesson-one-ring-corruption-3-explain = También se puede capturar a un portador negro: entonces la pieza blanca que lo captura se pone el Anillo.
lesson-one-ring-corruption-3-goal = Captura el caballo negro que lleva el Anillo.
lesson-one-ring-corruption-3-wrong = Eso no captura nada: tu peón de e4 puede capturar en d5.
lesson-one-ring-corruption-3-done = Tu peón lleva ahora el Anillo. Solo un portador blanco que no es un peón cambia de bando al ser capturado.

## destroy

lesson-one-ring-destroy-title = Destruir el Anillo
lesson-one-ring-destroy-summary = Un portador blanco en la zona de coronación de las blancas puede destruir el Anillo y ganar en el acto.
lesson-one-ring-destroy-1-explain = La zona de coronación de las blancas es a8, b8, c9, d8 y e8. Un portador blanco que está allí puede, como todo su movimiento, destruir el Anillo: las blancas ganan en el acto.
lesson-one-ring-destroy-1-goal = Tu dama de b8 lleva el Anillo. Destrúyelo con el botón que hay sobre el tablero.
lesson-one-ring-destroy-1-wrong = Tu dama ya está en la zona: destruye el Anillo en lugar de mover.
lesson-one-ring-destroy-1-done = El Anillo está destruido y ganan las blancas.
lesson-one-ring-destroy-2-explain = En la columna c, la casilla de la zona es c9: c8 no está en la zona.
lesson-one-ring-destroy-2-goal = Tu torre de c5 lleva el Anillo. Gana en dos movimientos.
lesson-one-ring-destroy-2-wrong = Primero la torre debe llegar a la zona: a c9, no a c8.
lesson-one-ring-destroy-2-done = La torre llegó a c9, una casilla de la zona, y destruyó el Anillo.
lesson-one-ring-destroy-3-explain = Nuestra interpretación: puedes destruir el Anillo aunque tu rey esté en jaque, porque la partida termina antes de que muevan las negras.
lesson-one-ring-destroy-3-goal = Tu rey está en jaque por la torre de c4. Gana de todos modos.
lesson-one-ring-destroy-3-wrong = No hace falta huir: destruir el Anillo termina la partida en el acto.
lesson-one-ring-destroy-3-done = El Anillo queda destruido antes de que las negras puedan mover: ganan las blancas.

## stalemate

lesson-one-ring-stalemate-title = El ahogado pierde
lesson-one-ring-stalemate-summary = Un jugador sin jugadas legales pierde, aunque no esté en jaque.
lesson-one-ring-stalemate-1-explain = En The One Ring, el ahogado es una derrota: el jugador que no tiene ninguna jugada legal pierde, aunque no esté en jaque.
lesson-one-ring-stalemate-1-goal = Deja al rey negro de c9 sin movimiento.
lesson-one-ring-stalemate-1-wrong = El rey negro todavía tiene una casilla adonde ir: b8, c8 o d8.
lesson-one-ring-stalemate-1-done = Tu rey en c7 controla b8, c8 y d8: las negras no tienen movimiento y pierden.
lesson-one-ring-stalemate-2-goal = Gana en una jugada, sin dar jaque.
lesson-one-ring-stalemate-2-wrong = Las negras todavía tienen un movimiento. Controla b8, c8 y d8 sin atacar c9.
lesson-one-ring-stalemate-2-done = Desde a8 (o e8) la dama controla toda la fila 8 pero no c9: las negras no pueden mover y pierden.

## pawns

lesson-one-ring-pawns-title = Peones: avance doble y coronación
lesson-one-ring-pawns-summary = Solo avanzan dos casillas los peones de su segunda fila; la zona es a8, b8, c9, d8, e8.
lesson-one-ring-pawns-1-explain = Solo los peones de su segunda fila pueden avanzar dos casillas: para las blancas, b2, c2 y d2. Los peones de a3 y e3 empiezan una fila más arriba y avanzan una casilla.
lesson-one-ring-pawns-1-goal = Haz un avance doble con un peón.
lesson-one-ring-pawns-1-wrong = Eso no es un avance doble: avanza dos casillas un peón de la fila 2.
lesson-one-ring-pawns-1-done = Los avances dobles solo salen de la fila 2, y la captura al paso funciona como en el ajedrez.
lesson-one-ring-pawns-2-explain = Las blancas coronan en a8, b8, c9, d8 y e8. c8 no está en la zona: un peón allí sigue hasta c9.
lesson-one-ring-pawns-2-goal = Corona un peón en este movimiento.
lesson-one-ring-pawns-2-wrong = Eso no corona: b8 está en la zona, pero c8 no.
lesson-one-ring-pawns-2-done = b8 está en la zona. El peón de c7 necesita dos pasos: c8 y luego c9.
lesson-one-ring-pawns-3-goal = Corona el peón de c8.
lesson-one-ring-pawns-3-wrong = El peón de c8 corona avanzando hasta c9.
lesson-one-ring-pawns-3-done = c9 está en la zona de las blancas. La zona de las negras es a1, b1, c0, d1 y e1.
