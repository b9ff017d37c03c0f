# Jugar sin ver (www/js/ui/sight.js, sight-words.js): la zona que se lee en voz
# alta, lo que hizo cada jugada, y los nombres de las órdenes del cuadro de
# jugadas (su ayuda y respuestas: sight-commands.ftl). $side es el nombre de un
# bando, $square, $from y $to casillas (e4); $result y $label (de una jugada) son palabras del motor.

sight-region =
    .aria-label = Lo que ha pasado
sight-move-box = Escribe una jugada, o ayuda
sight-play = Jugar
sight-not-your-turn = Espera: no es tu turno
sight-premove-from = Premovimiento desde { $square }: ahora su casilla
sight-premove-set = Premovimiento { $from } a { $to }, se jugará cuando el ordenador haya movido
sight-premove-cancelled = Premovimiento cancelado
sight-premove-dropped = Premovimiento { $from } a { $to } no jugado: ya no es legal

## Cómo se unen las partes de una respuesta.

sight-join-sentences = { ". " }
sight-join-list = { ", " }
sight-join-and = { " y " }

## Lo que hay en una casilla, por clase, en la forma que pide la frase ($form):
## bare (peón blanco), the (captura el peón negro), with (con la piedra),
## a (ahora una dama blanca), item (en una lista de casillas).
## $colour, $role y $ring son claves del motor, no palabras.

sight-thing-empty = vacía
sight-thing-struck = vacía (tachada)
# Double Ring: $ring es single o double.
# Double Take: $colour es red o green.
# The King of Rings: un anillo en el tablero, y un caballo ($full: con los anillos que lleva).
# El ajedrez: $colour white o black, $role pawn, knight, bishop, rook,
# queen o king; $ring yes para quien lleva el Anillo.

## Lo que hizo una jugada. $piece es la pieza movida, $target lo que había en $to.
## Las formas -short son para la lista de jugadas de una pieza.

sight-passes = { $side }: pasa
sight-by = { $side }: { $move }
sight-from-hand = desde la mano
sight-moves = { $piece } { $from } a { $to }
sight-moves-short = a { $to }
sight-takes = { $piece } { $from } captura { $target } en { $to }
sight-takes-short = captura { $target } en { $to }
sight-onto = { $piece } { $from } sobre { $target } en { $to }
sight-onto-short = sobre { $target } en { $to }
sight-swaps = { $piece } { $from } se intercambia con { $target } en { $to }
sight-swaps-short = se intercambia con { $target } en { $to }
sight-becomes = ahora { $what }
sight-also-moves = { $piece } { $from } a { $to }
sight-taken = { $target } en { $square }
sight-also-takes = captura { $taken }
sight-now-holds = { $square } ahora { $what }
sight-check = jaque
sight-figures = { $move }: { $figures }
sight-side-figures = { $side }: { $figures }
sight-hand = { $side } tiene { $count } en la mano
sight-game-over = Partida terminada. { $result }
sight-back = { $ply ->
        [0] Vuelta al inicio. Turno de { $side }
       *[other] Vuelta a la jugada { $ply }. Turno de { $side }
    }
sight-forward = En la jugada { $ply }: { $move }

## Las órdenes del cuadro de jugadas: las palabras que las nombran en este idioma,
## junto a los nombres en inglés (p, s, m, sc, t, help), que siempre funcionan.

sight-command-help = ayuda
sight-command-pieces = piezas
sight-command-scan = columna fila línea
sight-command-moves = jugadas
sight-command-figures = marcador
sight-command-turn = turno
