# Las palabras de las lecciones de Double Ring (www/data/lessons/double-ring.json):
# lesson-double-ring-<lección>-title y -summary; por paso n, -goal, -explain, -wrong y -done.

## skip-two

lesson-double-ring-skip-two-title = Cómo se mueve un anillo
lesson-double-ring-skip-two-summary = Un anillo simple se mueve pasando exactamente dos anillos.
lesson-double-ring-skip-two-1-explain = Al principio cada casilla tiene un anillo simple. Un anillo simple se mueve hacia arriba, abajo, la izquierda o la derecha, pasa exactamente dos anillos y cae sobre el siguiente anillo simple.
lesson-double-ring-skip-two-1-goal = Sube el anillo de a1 hasta a4: haz clic en el anillo y luego en la casilla donde cae.
lesson-double-ring-skip-two-1-wrong = Ese no: sube el anillo de a1 hasta a4.
lesson-double-ring-skip-two-1-done = Pasó a2 y a3 y cayó en a4: a1 está ahora vacía y a4 es un anillo doble.
lesson-double-ring-skip-two-2-explain = Un anillo puede ir en cualquiera de las cuatro direcciones, pero solo donde pasa dos anillos y luego encuentra un anillo sobre el que caer.
lesson-double-ring-skip-two-2-goal = Mueve el anillo de b3. Solo le sirve una dirección.
lesson-double-ring-skip-two-2-wrong = Ese es otro anillo: mueve el de b3.
lesson-double-ring-skip-two-2-done = Hacia arriba, abajo o la izquierda, b3 se sale del tablero antes de encontrar un anillo donde caer; hacia la derecha cae en e3.
lesson-double-ring-skip-two-3-goal = Haz caer un anillo en d1.
lesson-double-ring-skip-two-3-wrong = Ese anillo cae en otro sitio: busca un anillo con exactamente dos anillos entre él y d1.
lesson-double-ring-skip-two-3-done = Tanto a1 (pasando b1 y c1) como d4 (pasando d3 y d2) pueden caer en d1.

## empty-cells

lesson-double-ring-empty-cells-title = Las casillas vacías no cuentan
lesson-double-ring-empty-cells-summary = Un anillo pasa las casillas vacías sin contarlas.
lesson-double-ring-empty-cells-1-explain = Cuando un anillo se va, su casilla queda vacía, dibujada como un anillo tachado: aquí el anillo de b1 subió a b4. Nuestra interpretación de las reglas: las casillas vacías se pasan y no cuentan nada; solo se cuentan los anillos.
lesson-double-ring-empty-cells-1-goal = Mueve el anillo de a1 hacia la derecha, por la fila 1.
lesson-double-ring-empty-cells-1-wrong = Mueve el anillo de a1 hacia la derecha: b1 está vacía, así que pasa c1 y d1.
lesson-double-ring-empty-cells-1-done = La casilla vacía b1 no contó: el anillo pasó c1 y d1 y cayó en e1.
lesson-double-ring-empty-cells-2-explain = Tras dos anillos, el anillo sigue por encima de las casillas vacías que haya hasta el siguiente anillo, y cae allí si es simple.
lesson-double-ring-empty-cells-2-goal = Haz caer un anillo en e1.
lesson-double-ring-empty-cells-2-wrong = Ese anillo cae en otro sitio: ¿qué anillo tiene exactamente dos anillos, y quizá alguna casilla vacía, entre él y e1?
lesson-double-ring-empty-cells-2-done = El anillo de a1 pasó b1 y c1, siguió por encima de la casilla vacía d1 y cayó en e1.

## double-rings

lesson-double-ring-double-rings-title = Anillos dobles
lesson-double-ring-double-rings-summary = Un anillo doble cuenta dos, nunca se mueve y nunca se puede caer sobre él.
lesson-double-ring-double-rings-1-explain = Un anillo sobre el que ha caído otro es un anillo doble, y un anillo doble cuenta como dos anillos.
lesson-double-ring-double-rings-1-goal = Mueve el anillo de b3 por encima del anillo doble de c3.
lesson-double-ring-double-rings-1-wrong = Mueve el anillo de b3 hacia la derecha, por encima del anillo doble de c3.
lesson-double-ring-double-rings-1-done = El anillo doble de c3 contó dos, así que el anillo cayó en d3, justo detrás.
lesson-double-ring-double-rings-2-explain = Un anillo simple y luego uno doble cuentan tres: demasiados, así que por ahí no hay movimiento.
lesson-double-ring-double-rings-2-goal = Mueve el anillo de a2.
lesson-double-ring-double-rings-2-wrong = Mueve el anillo de a2: hacia la derecha pasaría tres anillos, así que busca otra dirección.
lesson-double-ring-double-rings-2-done = Hacia la derecha, b2 y el doble de c2 cuentan tres; hacia arriba, a3 y a4 cuentan dos y el anillo cae en a5.
lesson-double-ring-double-rings-3-explain = Un anillo solo cae sobre un anillo simple: si el siguiente anillo tras dos es un doble, no hay movimiento. Los anillos dobles nunca se mueven.
lesson-double-ring-double-rings-3-goal = Aquí casi todos los anillos están bloqueados; algunos caerían sobre los dobles marcados. Encuentra un movimiento.
lesson-double-ring-double-rings-3-wrong = Busca un anillo que pase exactamente dos anillos y luego encuentre un anillo simple.
lesson-double-ring-double-rings-3-done = Los anillos de a4 y c4 caerían sobre los dobles de d4, a1 y c1, lo que no está permitido; solo a3 y c3 pueden saltar el doble de b3.

## last-move-wins

lesson-double-ring-last-move-wins-title = Gana el último movimiento
lesson-double-ring-last-move-wins-summary = El jugador que no puede mover pierde.
lesson-double-ring-last-move-wins-1-explain = Los dos jugadores mueven los mismos anillos, por turnos. El jugador que no puede mover pierde, así que gana quien mueve el último.
lesson-double-ring-last-move-wins-1-goal = Mueve el Jugador 1. Haz el último movimiento de la partida.
lesson-double-ring-last-move-wins-1-wrong = El Jugador 2 todavía puede mover después de eso.
lesson-double-ring-last-move-wins-1-done = Después de tu movimiento ningún anillo puede moverse: el Jugador 2 no tiene movimiento y pierde.
lesson-double-ring-last-move-wins-2-explain = Un movimiento también puede crear movimientos nuevos: el nuevo anillo doble que deja puede ser algo que saltar.
lesson-double-ring-last-move-wins-2-goal = Tienes dos movimientos. Elige el que deja al Jugador 2 sin movimiento.
lesson-double-ring-last-move-wins-2-wrong = Tras a2 a d2, el anillo de d1 salta el nuevo doble de d2 hasta d3, y el Jugador 2 mueve el último.
lesson-double-ring-last-move-wins-2-done = Mover d2 a a2 no deja nada que saltar: el Jugador 2 queda bloqueado y tú ganas.
lesson-double-ring-last-move-wins-3-goal = Cuatro movimientos, uno gana enseguida. Encuentra el movimiento tras el cual ningún anillo puede moverse.
lesson-double-ring-last-move-wins-3-wrong = Eso deja un movimiento al Jugador 2, y el Jugador 2 movería el último.
lesson-double-ring-last-move-wins-3-done = Mover b2 a e2 quitó el anillo de b2, y con él los movimientos por la columna b: el Jugador 2 queda bloqueado.

## counting-moves

lesson-double-ring-counting-moves-title = Contar los movimientos que quedan
lesson-double-ring-counting-moves-summary = Deja un número par de movimientos y moverás tú el último.
lesson-double-ring-counting-moves-1-explain = Cuenta los movimientos que quedan. Si tras tu movimiento queda un número par, el Jugador 2 hace uno, tú haces otro, y el último es tuyo.
lesson-double-ring-counting-moves-1-goal = Los anillos de a5 y c5 dan un movimiento. Haz un movimiento que deje exactamente dos movimientos en total.
lesson-double-ring-counting-moves-1-wrong = Después de eso, el Jugador 2 puede dejar un número par de movimientos y hacer el último.
lesson-double-ring-counting-moves-1-done = La fila 1 aún tiene un salto por encima del nuevo doble, y arriba hay otro: uno cada uno, y el último es tuyo.
lesson-double-ring-counting-moves-2-explain = Ahora los anillos de a5 y c5 dan un movimiento, y los de e3 y e5 dan otro más.
lesson-double-ring-counting-moves-2-goal = Gana la partida: haz el último movimiento dentro de tus próximos dos movimientos.
lesson-double-ring-counting-moves-2-wrong = El Jugador 2 movió el último: tras tu primer movimiento debería quedar un número par de movimientos.
lesson-double-ring-counting-moves-2-done = Mover b1 a e1 (o d1 a a1) agotó la fila 1 en un solo movimiento y dejó dos: uno para el Jugador 2 y el último para ti.

## mirror-plan

lesson-double-ring-mirror-plan-title = Un primer plan: el espejo
lesson-double-ring-mirror-plan-summary = En un tablero de lado par, el Jugador 2 copia cada movimiento y mueve el último, sea cual sea la regla.
lesson-double-ring-mirror-plan-1-explain = En un tablero de lado par, el Jugador 2 puede responder a cada movimiento con su espejo: el mismo movimiento girado media vuelta alrededor del centro. Así, a1 pasa a ser d4, b2 pasa a ser c3, y así sucesivamente.
lesson-double-ring-mirror-plan-1-goal = El Jugador 1 movió a1 a a4. Como Jugador 2, juega el movimiento espejo.
lesson-double-ring-mirror-plan-1-wrong = Ese no es el espejo: a1 pasa a ser d4 y a4 pasa a ser d1, así que juega d4 a d1.
lesson-double-ring-mirror-plan-1-done = El tablero vuelve a ser simétrico, así que haga lo que haga el Jugador 1, el movimiento espejo está listo.
lesson-double-ring-mirror-plan-2-explain = El movimiento espejo siempre existe: está en la fila o columna espejo, que el movimiento del Jugador 1 no tocó. Así que el Jugador 2 siempre tiene respuesta y hace el último movimiento.
lesson-double-ring-mirror-plan-2-goal = El Jugador 1 movió d4 a a4. Sigue con el espejo y gana en dos movimientos como mucho.
lesson-double-ring-mirror-plan-2-wrong = El Jugador 1 movió el último: responde a cada movimiento con su espejo respecto al centro.
lesson-double-ring-mirror-plan-2-done = El Jugador 1 se quedó antes sin movimientos: en un tablero de 4x4, el Jugador 1 no puede vencer al espejo.
lesson-double-ring-mirror-plan-3-explain = El espejo funciona en todo tablero par y con cualquier regla. Un salto de caballo nunca une un anillo con su propia imagen en el espejo, así que el salto espejo también existe siempre.
lesson-double-ring-mirror-plan-3-goal = Solapamiento de caballo en 6x6: el Jugador 1 saltó de a1 a b3. Juega el salto espejo.
lesson-double-ring-mirror-plan-3-wrong = Ese no es el espejo: a1 pasa a ser f6 y b3 pasa a ser e4, así que salta de f6 a e4.
lesson-double-ring-mirror-plan-3-done = Otra vez simétrico. Con «Resolver» activado, la página lo dice en cualquier tablero par: quien mueve en una posición simétrica pierde.

## mirror-cross

lesson-double-ring-mirror-cross-title = Por qué el espejo falla en 9x9
lesson-double-ring-mirror-cross-summary = En un tablero impar, la fila y la columna centrales son su propio espejo: un movimiento allí puede romper la copia.
lesson-double-ring-mirror-cross-1-explain = En el tablero de 9x9, la media vuelta lleva la fila 5 y la columna e sobre sí mismas, y el centro e5 sobre sí mismo. Un movimiento a lo largo de ellas tiene su espejo en la misma línea, y ese mismo movimiento acaba de cambiar la línea.
lesson-double-ring-mirror-cross-1-goal = El Jugador 1 movió e3 a e6, subiendo por la columna central. Su espejo sería e7 a e4, pero ahora e7 pasa el nuevo anillo doble de e6. Mueve el anillo de e7 hacia abajo y mira dónde cae.
lesson-double-ring-mirror-cross-1-wrong = Mueve el anillo de e7 hacia abajo por la columna e.
lesson-double-ring-mirror-cross-1-done = e7 cayó en e5, no en e4: el movimiento espejo no existía. Por eso el espejo no demuestra nada en 9x9, y por eso nadie sabe quién gana allí.
lesson-double-ring-mirror-cross-2-explain = En cuanto no queda ningún anillo simple en la fila y la columna centrales, ningún movimiento puede tocarlas, y el espejo vuelve a funcionar también en un tablero impar.
lesson-double-ring-mirror-cross-2-goal = La cruz central está vacía. El Jugador 1 movió a1 a a5: juega el espejo.
lesson-double-ring-mirror-cross-2-wrong = Ese no es el espejo: a1 pasa a ser e5 y a5 pasa a ser e1, así que juega e5 a e1.
lesson-double-ring-mirror-cross-2-done = Simétrico y con la cruz vacía: el Jugador 1 ha perdido. (Con Solapamiento de caballo basta con que el centro no tenga anillos simples.)

## other-rules

lesson-double-ring-other-rules-title = Las otras reglas
lesson-double-ring-other-rules-summary = Salto de tres, Salto impar, Salto par, Solapamiento de caballo y el tamaño del tablero.
lesson-double-ring-other-rules-1-explain = Con Salto de tres, un anillo pasa exactamente tres anillos. Las casillas vacías siguen sin contar y un doble sigue contando dos.
lesson-double-ring-other-rules-1-goal = Haz caer un anillo en la esquina e5.
lesson-double-ring-other-rules-1-wrong = Ese anillo cae en otro sitio: para llegar a e5 debe pasar exactamente tres anillos.
lesson-double-ring-other-rules-1-done = Desde a5 o desde e1, hay tres anillos entre el anillo y e5.
lesson-double-ring-other-rules-2-explain = Con Salto impar, un anillo pasa 1, 3, 5 o cualquier número impar de anillos, así que una dirección puede ofrecer varias casillas donde caer.
lesson-double-ring-other-rules-2-goal = Sube el anillo de a1 hasta a5, pasando tres anillos.
lesson-double-ring-other-rules-2-wrong = Sube el anillo de a1 hasta a5: a3, pasando un anillo, también es un movimiento, pero no es este.
lesson-double-ring-other-rules-2-done = Pasando un anillo o pasando tres: los dos números son impares, así que los dos eran movimientos.
lesson-double-ring-other-rules-3-explain = Con Salto par, un anillo pasa 2, 4, 6 o cualquier número par de anillos. Nuestra interpretación: no pasar ninguno no es saltar, así que un anillo nunca cae sobre el primer anillo que encuentra.
lesson-double-ring-other-rules-3-goal = Lleva el anillo de a1 a f1, pasando cuatro anillos.
lesson-double-ring-other-rules-3-wrong = Lleva el anillo de a1 hacia la derecha, pasando b1, c1, d1 y e1, hasta f1.
lesson-double-ring-other-rules-3-done = Cuatro es par: el anillo también podría haberse detenido en d1, pasando dos.
lesson-double-ring-other-rules-4-explain = Con Solapamiento de caballo, un anillo simple salta como el caballo del ajedrez sobre un anillo simple. Lo que haya en medio no importa.
lesson-double-ring-other-rules-4-goal = Mueve el anillo de a1.
lesson-double-ring-other-rules-4-wrong = Mueve el anillo de a1: como un caballo, dos casillas en una dirección y una de lado.
lesson-double-ring-other-rules-4-done = Saltó por encima de los dobles hasta b3. c2 está vacía, así que el otro salto no era posible.
lesson-double-ring-other-rules-5-explain = El tablero puede tener cualquier tamaño de 3x3 a 19x19. El juego clásico se juega en 9x9 y dura como mucho 40 movimientos.
lesson-double-ring-other-rules-5-goal = En el tablero completo de 9x9, haz caer un anillo en el centro, e5.
lesson-double-ring-other-rules-5-wrong = Ese anillo cae en otro sitio: cuenta dos anillos desde e5 en cada dirección.
lesson-double-ring-other-rules-5-done = Ya conoces todas las reglas: ¡juega una partida en cualquier tablero y con cualquier regla!
