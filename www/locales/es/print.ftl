# Words of the area 'print' (www/js/i18n/i18n.js: needWords).
# La hoja impresa de una posición y su página. $game es el nombre del juego; $player y $other, los del motor.

print-title-position = { $game }: posición para imprimir · ringboard
print-title-board = { $game }: tablero para imprimir · ringboard
print-print = Imprimir
print-back = Volver a la partida
print-hint = Una página, A4 o Carta, en vectorial: se imprime nítida a cualquier tamaño.
print-link-failed = No se pudo abrir este enlace de impresión ({ $why }).
print-unknown-game = No se pudo abrir este enlace de impresión (juego desconocido '{ $game }').

## La hoja.

print-sheet =
    .aria-label = { $game }: posición para imprimir
print-board = { $game }: tablero
print-to-move = Turno de { $player }
print-to-move-note = Turno de { $player }: { $note }
print-cannot-move = { $player } no puede mover: { $other } vuelve a mover
print-in-hand = En mano: { $pieces }
print-in-hand-none = En mano: ninguna
print-moves = Jugadas
print-moves-before = Jugadas (la posición tras { $ply } de { $plies })
print-no-moves = Aún no hay jugadas.
print-omitted = Los turnos 1 a { $last } están en el enlace de abajo.
print-online = Esta posición en línea:
print-review = Revisión
print-review-figures = { $player }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
print-review-figures-accuracy = { $player }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, precisión { $accuracy } %

# La hoja de papel y lápiz de Double Ring (la dibuja el motor: src/games/double_ring).
# Cada regla es una línea de la hoja, cortada a su ancho.
print-paper-rule-move = 1. Movimiento: un anillo simple va arriba, abajo, a la izquierda o a la derecha { $how_far } hasta el siguiente anillo simple. Un anillo doble cuenta dos; las casillas vacías no cuentan nada.
print-paper-over-one = por encima de exactamente un anillo
print-paper-over-two = por encima de exactamente dos anillos
print-paper-over-three = por encima de exactamente tres anillos
print-paper-over-four = por encima de exactamente cuatro anillos
print-paper-over-five = por encima de exactamente cinco anillos
print-paper-over-six = por encima de exactamente seis anillos
print-paper-over-odd = por encima de un número impar de anillos (1, 3, 5, ...)
print-paper-over-even = por encima de un número par de anillos (2, 4, 6, ...)
print-paper-rule-leap = 1. Movimiento: un anillo simple salta como un caballo de ajedrez sobre un anillo simple.
print-paper-rule-strike = 2. Tacha el anillo movido con una / y dibuja un anillo más grande alrededor del anillo sobre el que cae: ahora es un anillo doble, que nunca se mueve.
print-paper-rule-turns = 3. Los dos jugadores mueven los mismos anillos, por turnos.
print-paper-rule-last = 4. Quien no puede mover pierde: gana el último jugador que movió.
print-paper-subtitle = { $rule } · { $width } x { $height }
