# Lo que el motor comunica a la página como códigos (www/js/i18n/engine-words.js): los bandos, cómo acabó la partida, las opciones de variante y los errores.

## Los bandos, por juego.

player-double-ring-first = Jugador 1
player-double-ring-second = Jugador 2
player-double-take-first = Rojo
player-double-take-second = Verde
player-king-of-rings-first = Blancas
player-king-of-rings-second = Negras
player-one-ring-first = Blancas
player-one-ring-second = Negras
player-double-eighteen-stone-first = Blancas
player-double-eighteen-stone-second = Negras
player-chess-first = Blancas
player-chess-second = Negras

## Cómo acabó una partida: "Ganan Blancas: jaque mate".

outcome-win = Gana { $winner }: { $reason }
outcome-draw = Tablas: { $reason }
outcome-checkmate = jaque mate
outcome-stalemate = ahogado: { $stuck } no tiene jugada
outcome-no-move = { $stuck } no tiene jugada
outcome-resigned = { $player } abandonó
outcome-ring-destroyed = el Anillo ha sido destruido
outcome-dead-position = ningún bando tiene piezas para dar mate
outcome-fifty-moves = cincuenta jugadas de cada bando sin captura ni movimiento de peón
outcome-repetition = la misma posición por tercera vez
outcome-far-row = { $player } tiene cuatro piezas en su fila del fondo
outcome-no-four-left = a ningún bando le quedan cuatro piezas para llegar a su fila del fondo
outcome-neither-can-move = ningún bando puede mover
outcome-points-each = { $points } puntos cada uno; { $end }
outcome-points = { $high } puntos a { $low }; { $end }
outcome-end-both-passed = ambos jugadores pasaron
outcome-end-repetition = la misma posición por tercera vez
outcome-end-no-ring-left = no queda ningún anillo en el tablero

## Las opciones de variante y sus valores.

option-double-ring-rule = Regla
option-double-ring-size = Tamaño del tablero
option-double-take-length = Tablero
choice-double-ring-rule-skip2 = Salto de dos
choice-double-ring-rule-skip3 = Salto de tres
choice-double-ring-rule-odd = Salto impar
choice-double-ring-rule-even = Salto par
choice-double-ring-rule-knight = Solapamiento de caballo
choice-double-take-length-8 = 8 x 8
choice-double-take-length-10 = 8 x 10

## Errores en lo que se escribió, un enlace o un registro. Los detalles tras los dos puntos ($why, $detail...) vienen del motor en inglés.

error-unknown-game = juego desconocido '{ $id }' (juegos: { $known })
error-unknown-option = opción desconocida '{ $key }' para { $game } (opciones: { $known })
error-bad-option-value = valor no válido '{ $value }' para la opción '{ $key }': se esperaba { $expected }
error-malformed-option = opción mal formada '{ $detail }': se esperaba clave=valor
error-repeated-option = la opción '{ $detail }' aparece dos veces
error-bad-position = posición no válida: { $detail }
error-bad-move-syntax = jugada no válida '{ $mv }': { $why }
error-unclear-move = ¿qué jugada es '{ $mv }': { $choices }?
error-not-understood = '{ $mv }' no se entiende como jugada: escribe una como { $example }
error-illegal-move = jugada ilegal '{ $mv }' para { $player }
error-game-over = la jugada '{ $mv }' viene después del final de la partida ({ $result })
error-bad-link = enlace no válido: { $detail }
error-bad-record = registro no válido, línea { $line }: { $why }
error-bad-argument = { $what } no válido: { $why }
