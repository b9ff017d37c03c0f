# Las palabras de las lecciones de Double Take (www/data/lessons/double-take.json):
# lesson-double-take-<lección>-title y -summary; por paso n, -goal, -explain, -wrong y -done.

## two-networks

lesson-double-take-two-networks-title = Puntos rojos y puntos verdes
lesson-double-take-two-networks-summary = Cada bando está y se mueve solo en los puntos de su propio color.
lesson-double-take-two-networks-1-explain = Los puntos son rojos y verdes, como los dos colores de un tablero de damas. Las piezas de Rojo están y se mueven solo en puntos rojos; las de Verde, solo en puntos verdes. Rojo empieza abajo y mueve primero.
lesson-double-take-two-networks-1-goal = Mueve la pieza roja de d4 un punto en diagonal hacia delante, a c5 o e5: haz clic en la pieza y luego en el punto.
lesson-double-take-two-networks-1-wrong = Ese movimiento va recto hacia delante; esta vez da un paso en diagonal hacia delante.
lesson-double-take-two-networks-1-done = Los puntos rojos solo se tocan por las esquinas, así que un paso en diagonal mantiene tu pieza en rojo.
lesson-double-take-two-networks-2-explain = Una pieza también puede avanzar recto dos filas, por encima del punto enemigo que hay entre medias, si ese punto está vacío. Llega al siguiente punto de su propio color.
lesson-double-take-two-networks-2-goal = Mueve la pieza roja de d4 recto hacia delante hasta d6, por encima del punto verde vacío d5.
lesson-double-take-two-networks-2-wrong = Eso es un paso en diagonal; avanza mejor recto dos filas.
lesson-double-take-two-networks-2-done = El movimiento recto pasa por encima de un punto verde y gana dos filas.

## forward-moves

lesson-double-take-forward-moves-title = Movimientos hacia delante
lesson-double-take-forward-moves-summary = Pasos en diagonal y movimientos rectos, y lo que los bloquea.
lesson-double-take-forward-moves-1-explain = El movimiento recto necesita que el punto por encima del que pasa esté vacío. Un movimiento que no captura nada siempre va hacia delante.
lesson-double-take-forward-moves-1-goal = Llega a la fila 6 en un movimiento. La pieza verde de d5 bloquea el movimiento recto de d4.
lesson-double-take-forward-moves-1-wrong = Solo un movimiento recto gana dos filas, y d4 no puede hacerlo por encima de la pieza verde de d5.
lesson-double-take-forward-moves-1-done = f4 fue recto a f6: su punto verde f5 estaba vacío.
lesson-double-take-forward-moves-2-goal = Llega a d8, en la primera fila de Verde, en dos movimientos.
lesson-double-take-forward-moves-2-wrong = Aquí los pasos en diagonal son demasiado lentos: dos movimientos rectos llegan a d8.
lesson-double-take-forward-moves-2-done = Dos movimientos rectos llevaron la pieza cuatro filas más arriba, hasta d8.
lesson-double-take-forward-moves-3-goal = La pieza verde de d7 bloquea el movimiento recto. Llega de todos modos a la fila de arriba en dos movimientos.
lesson-double-take-forward-moves-3-wrong = Una pieza que no captura solo avanza: rodea d7 en diagonal y luego sube a la fila de arriba.
lesson-double-take-forward-moves-3-done = Dos pasos en diagonal rodearon la pieza verde hasta la fila de arriba.

## taking

lesson-double-take-taking-title = Capturar piezas
lesson-double-take-taking-summary = Captura por custodia: encierra una pieza enemiga entre dos de las tuyas.
lesson-double-take-taking-1-explain = Tras tu movimiento, se captura cada pieza enemiga que esté justo al lado de la pieza movida (arriba, abajo, a la izquierda o a la derecha) y tenga otra de tus piezas al otro lado.
lesson-double-take-taking-1-goal = Captura la pieza verde de c4.
lesson-double-take-taking-1-wrong = Para capturar c4 necesitas piezas rojas a ambos lados: en b4 y en d4.
lesson-double-take-taking-1-done = Tu pieza llegó a d4, y c4 estaba entre ella y b4: capturada.
lesson-double-take-taking-2-explain = Un movimiento puede capturar hasta cuatro piezas: una a cada lado de la pieza movida.
lesson-double-take-taking-2-goal = Captura las dos piezas verdes con un solo movimiento.
lesson-double-take-taking-2-wrong = Eso no captura nada: encuentra el punto entre c4 y e4.
lesson-double-take-taking-2-done = Una captura doble: d4 cerró las dos pinzas a la vez.
lesson-double-take-taking-3-explain = Solo captura la pieza que se mueve. Por eso meterse entre dos piezas enemigas es seguro: ellas no se movieron.
lesson-double-take-taking-3-goal = Captura una pieza verde en dos movimientos. Puedes meterte entre c4 y e4 sin miedo.
lesson-double-take-taking-3-wrong = No se capturó ninguna pieza verde: pon piezas rojas a ambos lados de c4, en b4 y en d4.
lesson-double-take-taking-3-done = Tu pieza estuvo a salvo entre dos piezas verdes y luego ayudó a capturar una.

## any-direction

lesson-double-take-any-direction-title = Las capturas van en cualquier dirección
lesson-double-take-any-direction-summary = Un movimiento que captura puede ir hacia atrás o de lado.
lesson-double-take-any-direction-1-explain = Un movimiento que captura puede ir en cualquier dirección, también hacia atrás.
lesson-double-take-any-direction-1-goal = Captura la pieza verde de c4 retrocediendo en diagonal.
lesson-double-take-any-direction-1-wrong = Eso no captura nada; un paso atrás a d4 cerraría la pinza sobre c4.
lesson-double-take-any-direction-1-done = Un paso hacia atrás está permitido porque captura.
lesson-double-take-any-direction-2-explain = Un movimiento que captura también puede ir de lado dos puntos, por encima de un punto enemigo vacío.
lesson-double-take-any-direction-2-goal = Captura la pieza verde de e4 con un movimiento lateral.
lesson-double-take-any-direction-2-wrong = Eso no captura nada: b4 puede moverse de lado, por encima del punto vacío c4, hasta d4.
lesson-double-take-any-direction-2-done = b4 fue de lado a d4, y e4 quedó atrapada entre d4 y f4.
lesson-double-take-any-direction-3-goal = Captura tres piezas verdes con un solo movimiento.
lesson-double-take-any-direction-3-wrong = Busca el punto que está junto a las tres piezas verdes, y un movimiento recto hacia atrás hasta él.
lesson-double-take-any-direction-3-done = Un solo movimiento atrás, de d6 a d4, capturó c4, e4 y d3.

## far-row

lesson-double-take-far-row-title = La fila del fondo
lesson-double-take-far-row-summary = Una pieza en la primera fila de Verde solo puede moverse para capturar.
lesson-double-take-far-row-1-explain = La fila del fondo de Rojo es la fila 8, la primera fila de Verde. Una pieza que llega a ella solo puede moverse para capturar.
lesson-double-take-far-row-1-goal = Tus piezas de b8 y d8 no pueden moverse: no tienen nada que capturar. Lleva una tercera pieza a la fila del fondo.
lesson-double-take-far-row-1-wrong = Esa pieza no llegó a la fila 8: f6 puede ir recto a f8.
lesson-double-take-far-row-1-done = Ahora hay tres piezas rojas en la fila del fondo.
lesson-double-take-far-row-2-goal = Usa una pieza de la fila del fondo para capturar la pieza verde de e8.
lesson-double-take-far-row-2-wrong = Eso no captura nada: b8 puede moverse a lo largo de la fila, por encima del punto vacío c8, porque captura.
lesson-double-take-far-row-2-done = b8 se movió por la fila hasta d8 y capturó e8 contra f8.
lesson-double-take-far-row-3-explain = Una pieza de la fila del fondo también puede salir de ella para capturar. Desde su nuevo punto se aplican las reglas de siempre.
lesson-double-take-far-row-3-goal = Captura la pieza verde de f7.
lesson-double-take-far-row-3-wrong = Eso no captura nada: d8 puede retroceder a e7, junto a f7.
lesson-double-take-far-row-3-done = d8 salió de la fila del fondo para capturar f7; desde e7 vuelve a avanzar como siempre.

## four-wins

lesson-double-take-four-wins-title = Cuatro en la fila del fondo
lesson-double-take-four-wins-summary = Cuatro piezas en tu fila del fondo ganan la partida.
lesson-double-take-four-wins-1-explain = Un jugador que tiene cuatro piezas en su fila del fondo tras su movimiento gana en el acto.
lesson-double-take-four-wins-1-goal = Rojo tiene tres piezas en la fila del fondo. Gana con la cuarta.
lesson-double-take-four-wins-1-wrong = Eso no lleva una cuarta pieza a la fila 8: h6 puede ir recto a h8.
lesson-double-take-four-wins-1-done = Cuatro piezas rojas en la fila 8: gana Rojo.
lesson-double-take-four-wins-2-explain = Verde también tiene tres piezas en su fila del fondo, la fila 1, y h3 puede llegar a h1 en el próximo movimiento. Gana el primero que llegue a cuatro.
lesson-double-take-four-wins-2-goal = Gana antes de que pueda hacerlo Verde.
lesson-double-take-four-wins-2-wrong = Ahora Verde juega h3 a h1 y gana: lleva primero tu cuarta pieza a la fila 8.
lesson-double-take-four-wins-2-done = Tu cuarta pieza llegó primero, y la partida terminó en el acto.

## passing

lesson-double-take-passing-title = Cuando no puedes mover
lesson-double-take-passing-summary = Un jugador sin movimientos pasa, y el otro vuelve a mover.
lesson-double-take-passing-1-explain = Un jugador que puede mover debe mover. Un jugador que no puede mover pasa, y el otro vuelve a mover. Si ninguno puede mover, la partida es tablas.
lesson-double-take-passing-1-goal = Las piezas de Rojo en la fila del fondo no tienen nada que capturar, y e7 está encerrada. Pasa con el botón «Rojo: pasar» que hay sobre el tablero.
lesson-double-take-passing-1-wrong = Rojo no tiene más movimiento que pasar.
lesson-double-take-passing-1-done = Has pasado; ahora Verde vuelve a mover.
lesson-double-take-passing-2-goal = Pasa, y cuando el movimiento de Verde te dé una oportunidad, captura una pieza.
lesson-double-take-passing-2-wrong = La pieza verde de d7 puede quedar atrapada: ponte a su lado con una pieza roja al otro lado.
lesson-double-take-passing-2-done = Bloqueado en un movimiento, capturando en el siguiente: la pieza de Verde avanzó a d7, junto a tus piezas, y un movimiento cerró la pinza.
