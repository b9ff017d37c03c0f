# The engine's errors (www/js/i18n/engine-words.js), loaded when one is to be shown.

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
