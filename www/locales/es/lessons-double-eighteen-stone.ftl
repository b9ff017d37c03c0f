# Las palabras de las lecciones de DoubleEIGHTEEN-STONEchess (www/data/lessons/double-eighteen-stone.json):
# lesson-double-eighteen-stone-<lección>-title y -summary; por paso n, -goal, -explain, -wrong y -done.

## stones-block

lesson-double-eighteen-stone-stones-block-title = Las piedras bloquean
lesson-double-eighteen-stone-stones-block-summary = Nada cae sobre una piedra ni pasa a través de ella, salvo un caballo que salta por encima.
lesson-double-eighteen-stone-stones-block-1-explain = Las 18 piedras no son de nadie y no se pueden capturar. Bloquean como piezas: nada cae sobre una piedra ni pasa a través de ella.
lesson-double-eighteen-stone-stones-block-1-goal = Captura la torre negra de h5. Dos de tus piezas están bloqueadas por piedras.
lesson-double-eighteen-stone-stones-block-1-wrong = Eso no captura nada: las piedras de h3 y g4 bloquean a la dama y al alfil, pero la torre de a5 tiene el camino libre.
lesson-double-eighteen-stone-stones-block-1-done = Solo la torre tenía una línea libre hasta h5: las piedras detuvieron a la dama y al alfil.
lesson-double-eighteen-stone-stones-block-2-explain = El caballo salta, así que las piedras que lo rodean o están en su camino no lo detienen. Pero no puede caer sobre una piedra.
lesson-double-eighteen-stone-stones-block-2-goal = La piedra de d4 bloquea tu torre. Captura la dama negra de d6 de otra manera.
lesson-double-eighteen-stone-stones-block-2-wrong = Eso no captura nada: tu caballo de c4 puede saltar por encima de las piedras hasta d6.
lesson-double-eighteen-stone-stones-block-2-done = El caballo saltó por encima de las piedras y capturó la dama.
lesson-double-eighteen-stone-stones-block-3-explain = El avance doble de un peón queda bloqueado por una piedra en cualquiera de las dos casillas: la piedra de c3 bloquea el peón c (solo podría intercambiarse con ella, como muestra la próxima lección), y la piedra de d4 deja que el peón d avance solo hasta d3.
lesson-double-eighteen-stone-stones-block-3-goal = Avanza un peón dos casillas.
lesson-double-eighteen-stone-stones-block-3-wrong = Eso no es un avance doble: solo el peón e tiene libres las dos casillas de delante.
lesson-double-eighteen-stone-stones-block-3-done = El peón e tenía el camino libre. Una piedra en cualquiera de las dos casillas impide el avance doble.

## stone-swaps

lesson-double-eighteen-stone-stone-swaps-title = Intercambios con piedras
lesson-double-eighteen-stone-stone-swaps-summary = En lugar de una jugada de ajedrez, una pieza puede cambiar de sitio con una piedra vecina.
lesson-double-eighteen-stone-stone-swaps-1-explain = Un turno puede ser un intercambio con una piedra en lugar de una jugada de ajedrez: una de tus piezas cambia de sitio con una piedra que tiene al lado en la misma columna o fila (no en diagonal).
lesson-double-eighteen-stone-stone-swaps-1-goal = Da jaque mate en una jugada. Tu torre no puede pasar la piedra de f3, pero puede intercambiarse con ella.
lesson-double-eighteen-stone-stone-swaps-1-wrong = Eso no es jaque mate: intercambia la torre con la piedra de f3 para llegar a la columna f abierta.
lesson-double-eighteen-stone-stone-swaps-1-done = La torre y la piedra cambiaron de sitio, y la torre de f3 da mate por la columna f.
lesson-double-eighteen-stone-stone-swaps-2-explain = Cualquier pieza puede intercambiarse, también el rey, siempre que su rey no quede en jaque.
lesson-double-eighteen-stone-stone-swaps-2-goal = Tu rey está en jaque por la torre de a1. Escapa con un intercambio.
lesson-double-eighteen-stone-stone-swaps-2-wrong = Intercambia el rey con la piedra de h2.
lesson-double-eighteen-stone-stone-swaps-2-done = El rey fue a h2, fuera de la fila de la torre, y la piedra ocupó su lugar en h1.
lesson-double-eighteen-stone-stone-swaps-3-explain = Nuestra interpretación: un peón que llega a su última fila por un intercambio corona, como si hubiera avanzado hasta allí.
lesson-double-eighteen-stone-stone-swaps-3-goal = Tu peón de h8 está bloqueado por la piedra de h9. Da jaque mate en una jugada.
lesson-double-eighteen-stone-stone-swaps-3-wrong = Eso no es jaque mate: intercambia el peón con la piedra de h9 y corónalo.
lesson-double-eighteen-stone-stone-swaps-3-done = El peón pasó a h9 por el intercambio y coronó: una dama (o una torre) allí da mate por la fila 9.

## line-moves

lesson-double-eighteen-stone-line-moves-title = Movimientos en línea
lesson-double-eighteen-stone-line-moves-summary = La piedra del extremo de una línea recta de piedras salta a la casilla vacía que hay pasado el otro extremo.
lesson-double-eighteen-stone-line-moves-1-explain = Donde dos o más piedras forman una línea continua en una columna o una fila, la piedra de cualquiera de los extremos puede saltar a la casilla vacía que hay justo pasado el otro extremo.
lesson-double-eighteen-stone-line-moves-1-goal = Las piedras de c5 y d5 forman una línea. Abre la columna c con un movimiento en línea, para que tu torre dé jaque al rey de c9.
lesson-double-eighteen-stone-line-moves-1-wrong = Eso deja cerrada la columna c: la piedra de c5 debe saltar más allá de d5, hasta e5.
lesson-double-eighteen-stone-line-moves-1-done = c5 saltó por encima de d5 hasta e5, y la torre da jaque por la columna abierta.
lesson-double-eighteen-stone-line-moves-2-explain = Un movimiento en línea también puede poner una piedra en el camino de un jaque.
lesson-double-eighteen-stone-line-moves-2-goal = Tu rey está en jaque por la torre de e9. Tapa el jaque con un movimiento en línea.
lesson-double-eighteen-stone-line-moves-2-wrong = Aquí tapa el jaque con una piedra: la piedra de c4 puede saltar más allá de d4.
lesson-double-eighteen-stone-line-moves-2-done = c4 saltó más allá de d4 hasta e4, y ahora la piedra protege a tu rey.
lesson-double-eighteen-stone-line-moves-3-explain = Solo se mueven las dos piedras de los extremos de una línea, y solo a una casilla vacía. Una piedra del medio se queda quieta.
lesson-double-eighteen-stone-line-moves-3-goal = Abre la columna h, para que tu torre ataque a la dama negra de h8.
lesson-double-eighteen-stone-line-moves-3-wrong = La columna h sigue cerrada: la piedra de h4 es un extremo de la línea f4 g4 h4 y puede saltar más allá de f4.
lesson-double-eighteen-stone-line-moves-3-done = h4 saltó a e4. El otro extremo, f4, no podía saltar: tu caballo está en i4.

## no-undo

lesson-double-eighteen-stone-no-undo-title = Sin deshacer
lesson-double-eighteen-stone-no-undo-summary = Un movimiento de piedra no puede devolver una piedra directamente al lugar del que la sacó el último movimiento del rival.
lesson-double-eighteen-stone-no-undo-1-explain = Un movimiento de piedra no puede devolver una piedra a la casilla que dejó en el movimiento anterior del rival. Las negras acaban de mover la piedra de c5 a e5, descubriendo un jaque de la torre de c9.
lesson-double-eighteen-stone-no-undo-1-goal = Tapa el jaque. La piedra de e5 no puede volver directamente a c5: busca otro movimiento de piedra.
lesson-double-eighteen-stone-no-undo-1-wrong = Tapa con una piedra el jaque por la columna c.
lesson-double-eighteen-stone-no-undo-1-done = La piedra de a3 saltó más allá de b3 hasta c3 y tapa el jaque. Devolver e5 a c5 habría sido deshacer.
lesson-double-eighteen-stone-no-undo-2-explain = La regla solo mira el movimiento anterior del rival. Antes, las negras taparon el jaque de tu torre moviendo la piedra de c5 a e5; desde entonces tu rey fue a a1 y el último movimiento de las negras fue un peón a a7.
lesson-double-eighteen-stone-no-undo-2-goal = Da jaque mate en una jugada.
lesson-double-eighteen-stone-no-undo-2-wrong = Eso no es jaque mate: ahora la piedra de e5 sí puede volver a c5.
lesson-double-eighteen-stone-no-undo-2-done = La piedra volvió a c5 y la torre da mate: las negras no pueden deshacerlo devolviéndola directamente a e5.

## castling

lesson-double-eighteen-stone-castling-title = Los cuatro enroques
lesson-double-eighteen-stone-castling-summary = El rey puede enrocar una vez, con cualquiera de sus cuatro torres: interior o exterior, en el flanco de rey o de dama.
lesson-double-eighteen-stone-castling-1-explain = El rey de i1 puede enrocar una vez por partida con cualquiera de sus cuatro torres que no se hayan movido, con las condiciones habituales del ajedrez. El enroque interior usa las torres más cercanas, las de e1 y l1.
lesson-double-eighteen-stone-castling-1-goal = Haz el enroque interior en el flanco de rey: el rey va de i1 a k1 y la torre de l1 a j1.
lesson-double-eighteen-stone-castling-1-wrong = Ese no: haz el enroque interior en el flanco de rey, con el rey dos casillas de i1 a k1, hacia la torre de l1.
lesson-double-eighteen-stone-castling-1-done = Enroque interior en el flanco de rey: rey de i1 a k1, torre de l1 a j1.
lesson-double-eighteen-stone-castling-2-explain = Todas las casillas entre el rey y la torre deben estar vacías: una piedra bloquea el enroque como una pieza. La piedra de j1 impide los dos enroques en el flanco de rey.
lesson-double-eighteen-stone-castling-2-goal = Haz el enroque interior en el flanco de dama: el rey va de i1 a g1 y la torre de e1 a h1.
lesson-double-eighteen-stone-castling-2-wrong = Enroca en el flanco de dama: haz clic en el rey y luego en g1.
lesson-double-eighteen-stone-castling-2-done = Enroque interior en el flanco de dama: rey de i1 a g1, torre de e1 a h1.
lesson-double-eighteen-stone-castling-3-explain = El enroque exterior usa las torres de las esquinas, una vez que las torres interiores se han ido: en el flanco de rey, el rey va a m1 y la torre de p1 a l1.
lesson-double-eighteen-stone-castling-3-goal = Enroca de forma que tu torre dé jaque al rey de l9.
lesson-double-eighteen-stone-castling-3-wrong = Ese no: haz el enroque exterior en el flanco de rey, rey de i1 a m1, para que la torre de p1 llegue a l1 y dé jaque.
lesson-double-eighteen-stone-castling-3-done = Enroque exterior en el flanco de rey: rey de i1 a m1, torre de p1 a l1, con jaque.
lesson-double-eighteen-stone-castling-4-explain = El rey no puede enrocar estando en jaque, ni pasando por una casilla atacada, ni llegando a una. La torre negra de m9 ataca m1.
lesson-double-eighteen-stone-castling-4-goal = Enroca: aquí solo es posible un enroque.
lesson-double-eighteen-stone-castling-4-wrong = Eso no es un enroque. Haz el enroque exterior en el flanco de dama: rey de i1 a e1.
lesson-double-eighteen-stone-castling-4-done = Enroque exterior en el flanco de dama: rey de i1 a e1, torre de a1 a f1.

## first-plans

lesson-double-eighteen-stone-first-plans-title = Primeros planes
lesson-double-eighteen-stone-first-plans-summary = Gana material con un ataque doble de caballo, y da mate a un rey que podría intercambiarse con una piedra.
lesson-double-eighteen-stone-first-plans-1-explain = El caballo salta por encima de las piedras, así que puede atacar dos piezas a la vez desde detrás de un muro.
lesson-double-eighteen-stone-first-plans-1-goal = Gana la dama negra en dos movimientos.
lesson-double-eighteen-stone-first-plans-1-wrong = Haz un ataque doble al rey y a la dama con el caballo, y luego captura la dama.
lesson-double-eighteen-stone-first-plans-1-done = El caballo de c7 dio jaque al rey y atacó a la dama; el rey tuvo que moverse y la dama cayó.
lesson-double-eighteen-stone-first-plans-2-explain = Una piedra junto a un rey no es un muro: el rey puede intercambiarse con ella. Tu alfil de k5 controla o9.
lesson-double-eighteen-stone-first-plans-2-goal = Da jaque mate en una jugada.
lesson-double-eighteen-stone-first-plans-2-wrong = Eso no es jaque mate. No bloquees tu alfil: el rey podría intercambiarse con la piedra de o9.
lesson-double-eighteen-stone-first-plans-2-done = El caballo da jaque desde o7, y el intercambio a o9 pondría al rey en una casilla que controla tu alfil.
