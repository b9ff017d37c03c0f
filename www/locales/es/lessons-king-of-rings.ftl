# Las palabras de las lecciones de The King of Rings (www/data/lessons/king-of-rings.json):
# lesson-king-of-rings-<lección>-title y -summary; por paso n, -goal, -explain, -wrong y -done.

## plain-knight

lesson-king-of-rings-plain-knight-title = El caballo simple
lesson-king-of-rings-plain-knight-summary = Un caballo sin anillos da un paso de una casilla en cualquier dirección.
lesson-king-of-rings-plain-knight-1-explain = Las blancas mueven primero, desde abajo. Un caballo sin anillos, un caballo simple, da un paso de una casilla en cualquiera de las 8 direcciones: recto o en diagonal, hacia delante o hacia atrás.
lesson-king-of-rings-plain-knight-1-goal = Mueve el caballo blanco de d4 una casilla en diagonal hacia atrás, a c3: haz clic en el caballo y luego en la casilla.
lesson-king-of-rings-plain-knight-1-wrong = Ese también es un buen paso, pero esta vez ve en diagonal hacia atrás, a c3.
lesson-king-of-rings-plain-knight-1-done = Un caballo simple retrocede con la misma facilidad con que avanza.
lesson-king-of-rings-plain-knight-2-explain = Un caballo simple puede pisar un anillo: se queda con el anillo. Un caballo que tiene anillos se llama portador.
lesson-king-of-rings-plain-knight-2-goal = Toma el anillo plateado de e5.
lesson-king-of-rings-plain-knight-2-wrong = Esa casilla está vacía: pisa el anillo de e5.
lesson-king-of-rings-plain-knight-2-done = Tu caballo tiene ahora un anillo: es un portador, y los portadores se mueven de otra manera.

## holders-leap

lesson-king-of-rings-holders-leap-title = Los portadores saltan
lesson-king-of-rings-holders-leap-summary = Un portador salta exactamente tantas casillas como anillos tiene.
lesson-king-of-rings-holders-leap-1-explain = Un portador salta exactamente tantas casillas como anillos tiene, en línea recta, en cualquiera de las 8 direcciones. Cuenta los anillos, no sus puntos.
lesson-king-of-rings-holders-leap-1-goal = Tu portador de b2 tiene dos anillos. Toma el anillo azul grande de d4.
lesson-king-of-rings-holders-leap-1-wrong = Eso solo toma un anillo plateado; un salto de dos por la diagonal toma el azul grande de d4.
lesson-king-of-rings-holders-leap-1-done = Dos anillos, dos casillas: de b2 a d4. El plateado de c3 estaba demasiado cerca para alcanzarlo.
lesson-king-of-rings-holders-leap-2-explain = Un portador salta por encima de todo lo que haya en su camino: anillos, caballos o casillas vacías.
lesson-king-of-rings-holders-leap-2-goal = Tu portador de a1 tiene tres anillos. Salta por encima de b2 y c3 hasta el anillo azul de d4.
lesson-king-of-rings-holders-leap-2-wrong = Eso solo toma un anillo plateado: salta tres casillas en diagonal hasta el anillo azul de d4.
lesson-king-of-rings-holders-leap-2-done = El caballo y el anillo del camino no detuvieron el salto.
lesson-king-of-rings-holders-leap-3-explain = Un portador solo cae sobre un anillo o un caballo enemigo, nunca en una casilla vacía. Cada anillo que toma alarga en una casilla su siguiente salto.
lesson-king-of-rings-holders-leap-3-goal = Toma el anillo azul grande de d4 en dos movimientos.
lesson-king-of-rings-holders-leap-3-wrong = Desde a2 ningún salto de dos llega a d4: toma primero el anillo de b2 y luego salta dos.
lesson-king-of-rings-holders-leap-3-done = Un anillo, una casilla hasta b2; luego dos anillos, dos casillas hasta d4.
lesson-king-of-rings-holders-leap-4-explain = Un portador con 7 anillos o más no puede moverse en absoluto.
lesson-king-of-rings-holders-leap-4-goal = Tu portador de a1 tiene seis anillos, así que salta seis. Toma el anillo azul de g7.
lesson-king-of-rings-holders-leap-4-wrong = Ese es un anillo plateado: el azul está en g7.
lesson-king-of-rings-holders-leap-4-done = Era su séptimo anillo: este portador ya no podrá volver a moverse.

## capture-and-hand

lesson-king-of-rings-capture-and-hand-title = Capturas y la mano
lesson-king-of-rings-capture-and-hand-summary = Captura a un portador para ganar sus anillos; vuelve a la mano de su dueño.
lesson-king-of-rings-capture-and-hand-1-explain = Un caballo puede caer sobre un caballo enemigo para capturarlo, y se queda con todos los anillos que tenía. Un portador capturado vuelve a la mano de su dueño, para colocarlo más tarde.
lesson-king-of-rings-capture-and-hand-1-goal = Captura al portador negro de e5 y gana sus anillos.
lesson-king-of-rings-capture-and-hand-1-wrong = Eso no gana ningún anillo: el portador negro de e5 tiene un anillo azul y uno plateado.
lesson-king-of-rings-capture-and-hand-1-done = Ahora tienes 4 puntos. El caballo negro capturado vuelve a la mano de las negras, para colocarlo más tarde: la lección sobre colocar muestra la mano.
lesson-king-of-rings-capture-and-hand-2-goal = Tu portador de b2 salta dos. Captura al caballo negro de d4 que tiene el anillo azul grande.
lesson-king-of-rings-capture-and-hand-2-wrong = El anillo plateado de b4 vale 1; el caballo negro de d4 tiene 5 puntos.
lesson-king-of-rings-capture-and-hand-2-done = Los portadores también capturan, cayendo exactamente a la distancia de su salto.
lesson-king-of-rings-capture-and-hand-3-explain = Un caballo simple que es capturado queda fuera de la partida para siempre.
lesson-king-of-rings-capture-and-hand-3-goal = Captura al caballo negro de e5, un caballo simple.
lesson-king-of-rings-capture-and-hand-3-wrong = Eso no captura nada: pisa e5.
lesson-king-of-rings-capture-and-hand-3-done = Ese caballo negro no tenía anillos, así que queda fuera el resto de la partida.

## drops

lesson-king-of-rings-drops-title = La colocación
lesson-king-of-rings-drops-summary = Pon un caballo de tu mano sobre un anillo.
lesson-king-of-rings-drops-1-explain = Un caballo de tu mano puede colocarse en cualquier casilla que tenga un anillo: se queda con ese anillo y se convierte en portador. Colocarlo es todo tu turno. Para colocar, pulsa el botón «Mano de Blancas» junto al tablero y luego haz clic en la casilla.
lesson-king-of-rings-drops-1-goal = Tienes un caballo en la mano. Colócalo sobre el anillo azul grande de d4.
lesson-king-of-rings-drops-1-wrong = Coloca el caballo de tu mano sobre el anillo azul grande de d4.
lesson-king-of-rings-drops-1-done = Colocar devuelve un caballo al juego, y ya con un anillo para empezar.
lesson-king-of-rings-drops-2-goal = Captura al portador negro de d4 en dos movimientos: primero coloca tu caballo donde pueda alcanzar d4.
lesson-king-of-rings-drops-2-wrong = Un caballo colocado tiene un anillo y salta una casilla: colócalo junto a d4, en c3.
lesson-king-of-rings-drops-2-done = Colocar en c3, saltar uno hasta d4: sus dos anillos azules son tuyos.

## ring-values

lesson-king-of-rings-ring-values-title = El valor de los anillos
lesson-king-of-rings-ring-values-summary = Azul grande 5, azul 3, plateado 1: reúne el mayor número de puntos.
lesson-king-of-rings-ring-values-1-explain = Los anillos dan puntos: azul grande 5, azul 3, plateado 1. Tu puntuación son los puntos de los anillos que tienen tus caballos en el tablero.
lesson-king-of-rings-ring-values-1-goal = Toma el anillo que más vale.
lesson-king-of-rings-ring-values-1-wrong = El anillo azul grande de d4 vale 5: más que un azul (3) o un plateado (1).
lesson-king-of-rings-ring-values-1-done = Cinco puntos del único anillo azul grande de la partida.
lesson-king-of-rings-ring-values-2-explain = Planea con antelación: un caballo con un anillo salta una casilla, y solo sobre un anillo o un caballo enemigo.
lesson-king-of-rings-ring-values-2-goal = Llega a 6 puntos en dos movimientos.
lesson-king-of-rings-ring-values-2-wrong = Tras el anillo azul de c3 solo quedan plateados a tu alcance: empieza por el plateado de e3.
lesson-king-of-rings-ring-values-2-done = Primero el plateado, luego el azul grande: 1 + 5 supera a 3 + 1.

## last-turn

lesson-king-of-rings-last-turn-title = El último anillo y la puntuación
lesson-king-of-rings-last-turn-summary = La partida termina cuando se acaban los anillos; gana quien tiene más puntos.
lesson-king-of-rings-last-turn-1-explain = La partida termina cuando no queda ningún anillo en el tablero, y gana quien tiene más puntos. Si las blancas toman el último anillo, las negras tienen todavía un turno más.
lesson-king-of-rings-last-turn-1-goal = Toma el último anillo, en d4, de forma que sigas ganando tras el último turno de las negras.
lesson-king-of-rings-last-turn-1-wrong = Toma el anillo de d4, pero cuidado con el caballo negro de e5: capturará lo que caiga allí, así que envía el caballo que tiene menos.
lesson-king-of-rings-last-turn-1-done = Las negras solo pueden recuperar 1 punto; tus 6 puntos en b2 ganan.
lesson-king-of-rings-last-turn-2-explain = Ahora juegas con las negras. Las blancas tomaron el último anillo, así que las negras tienen un turno más, y luego la partida termina.
lesson-king-of-rings-last-turn-2-goal = Juega el último turno de las negras y gana la partida.
lesson-king-of-rings-last-turn-2-wrong = Así las blancas siguen por delante: captura al portador de d4, que vale 8 puntos.
lesson-king-of-rings-last-turn-2-done = Las negras capturaron 8 puntos en el último turno y ganan por 10 puntos a 1.
