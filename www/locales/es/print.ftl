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
