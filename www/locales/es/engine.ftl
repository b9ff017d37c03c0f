# Lo que el motor comunica a la página como códigos (www/js/i18n/engine-words.js): los bandos, cómo acabó la partida, las opciones de variante y los errores.

## Los bandos, por juego.


## Cómo acabó una partida: "Ganan Blancas: jaque mate".

outcome-win = Gana { $winner }: { $reason }
outcome-draw = Tablas: { $reason }
outcome-resigned = { $player } abandonó
outcome-repetition = la misma posición por tercera vez

## Las opciones de variante y sus valores.

