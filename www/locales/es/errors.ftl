# The engine's errors (www/js/i18n/engine-words.js), loaded when one is to be shown.

## Errores en lo que se escribió, un enlace o un registro. Los detalles tras los dos puntos ($why, $detail, $result) son mensajes a su vez (detail-* más abajo, outcome-*).

error-unknown-game = juego desconocido '{ $id }' (juegos: { $known })
error-unknown-option = opción desconocida '{ $key }' para { $game } (opciones: { $known })
error-bad-option-value = valor no válido '{ $value }' para la opción '{ $key }': se esperaba { $expected }
error-malformed-option = opción mal formada '{ $detail }': se esperaba clave=valor
error-repeated-option = la opción '{ $detail }' aparece dos veces
error-clashing-options = las opciones '{ $key }' y '{ $other }' dicen lo mismo: da solo una de ellas
error-bad-position = posición no válida: { $detail }
error-bad-move-syntax = jugada no válida '{ $mv }': { $why }
error-unclear-move = ¿qué jugada es '{ $mv }': { $choices }?
error-not-understood = '{ $mv }' no se entiende como jugada: escribe una como { $example }
error-illegal-move = jugada ilegal '{ $mv }' para { $player }
error-game-over = la jugada '{ $mv }' viene después del final de la partida ({ $result })
error-bad-link = enlace no válido: { $detail }
error-bad-record = registro no válido, línea { $line }: { $why }
error-bad-argument = { $what } no válido: { $why }

# $choices of error-unclear-move.
detail-either = { $earlier } o { $later }

## Los detalles dentro de esos errores (src: las llamadas message! del motor).
## $colour es White o Black, en inglés (se elige con [White] ... *[Black] ...);
## $player, el nombre de un bando; $text, $letter, lo que escribió el jugador; $square, una casilla (e4).
detail-fen-zero = la fila { $rank } tiene un recuento de casillas vacías de 0
detail-fen-kings = { $colour ->
        [White] las blancas
       *[Black] las negras
    } tienen { $kings ->
        [one] { $kings } rey
       *[other] { $kings } reyes
    }; deben tener uno
detail-square-off-board = { $square } está fuera del tablero de { $files }x{ $ranks }
detail-fen-fields-ring = se esperaban de { $required } a { $most } campos separados por espacios (tablero, bando al turno, Anillo, al paso, contadores); hay { $found }
detail-fen-fields-stones = se esperaban de { $required } a { $most } campos separados por espacios (tablero, bando al turno, enroque, al paso, última jugada de piedra, contadores); hay { $found }
detail-fen-fields = se esperaban de { $required } a { $most } campos separados por espacios (tablero, bando al turno, enroque, al paso, contadores); hay { $found }
detail-fen-side = el bando al turno '{ $side }' no es w ni b
detail-fen-halfmoves = el contador de medias jugadas '{ $text }' no es un número de hasta 100000
detail-fen-fullmoves = el número de jugada '{ $text }' no es un número de hasta 100000
detail-fen-in-check = { $checked ->
        [White] las blancas están
       *[Black] las negras están
    } en jaque y el turno es de { $mover ->
        [White] las blancas
       *[Black] las negras
    }
detail-fen-ring-checks = hay que elegir el portador del Anillo, pero cualquier peón blanco que lo llevara atacaría al rey negro
detail-fen-ranks = se esperaban { $ranks } filas separadas por '/'; hay { $found }
detail-fen-letter = '{ $letter }' en la fila { $rank } no es una letra de pieza
detail-fen-rank-long = la fila { $rank } describe { $count } casillas o más; tiene { $has }
detail-fen-rank-short = la fila { $rank } describe { $count ->
        [one] { $count } casilla
       *[other] { $count } casillas
    }; tiene { $has }
detail-fen-pawn-barred = un peón { $colour ->
        [White] blanco
       *[Black] negro
    } no puede estar en { $square }
detail-fen-en-passant-off = la casilla de captura al paso { $square } no está en el tablero
detail-fen-en-passant-square = la casilla de captura al paso '{ $text }' no es una casilla
detail-fen-castling-unknown = el derecho de enroque '{ $letter }' no es de este juego
detail-fen-castling-twice = el derecho de enroque '{ $letter }' aparece dos veces
detail-fen-castling-pieces = el derecho de enroque '{ $letter }' requiere el rey { $colour ->
        [White] blanco
       *[Black] negro
    } en { $king } y una torre en { $rook }
detail-fen-ring-chosen-by-white = el portador del Anillo solo se elige cuando el turno es de las blancas
detail-fen-ring-no-pawn = hay que elegir el portador del Anillo, pero las blancas no tienen ningún peón
detail-fen-ring-field = el campo del Anillo '{ $text }' no es waiting, choosing, never, destroyed ni una casilla
detail-fen-ring-no-wearer = el Anillo está en { $square }, donde no hay ninguna pieza
detail-fen-en-passant-pawn = la casilla de captura al paso { $square } no está justo detrás de un peón { $colour ->
        [White] blanco
       *[Black] negro
    } que haya avanzado dos casillas
detail-fen-stone-move = la última jugada de piedra '{ $text }' { $why }: se esperaba - o dos casillas como c5e5
detail-fen-stone-move-start = no empieza en una casilla de este tablero
detail-fen-stone-move-end = no termina en una casilla de este tablero
detail-fen-stone-move-line = no va a lo largo de una fila ni de una columna
detail-fen-stone-move-stone = debe terminar en una piedra
detail-fen-stone-move-left = debe dejar { $square } vacía o con la pieza { $colour ->
        [White] blanca
       *[Black] negra
    } que se intercambió
detail-not-a-square = { $square } no es una casilla de este tablero
detail-move-form-stones = se esperaban dos casillas como d2d4, con q, r, b o n para promocionar (d8d9q); un intercambio es la casilla de la pieza y luego la de la piedra (d2d3), y un movimiento en línea, la casilla de la piedra del extremo y luego adonde llega (c5e5)
detail-move-form-ring = se esperaban dos casillas como b2b4, con q, r, b o n para promocionar (c8c9q); @ y la casilla de un peón para elegir al portador del Anillo (@b2), o ! y la casilla del portador para destruirlo (!c9)
detail-move-form-chess = se esperaban dos casillas como e2e4, con q, r, b o n para promocionar (e7e8q)
detail-link-needs-versus = { $key }= requiere vs={ $versus }
detail-match-id = de 4 a 16 letras minúsculas y cifras
detail-link-too-long = tiene { $length } caracteres; se leen como mucho { $most }
detail-link-no-game = no indica ningún juego
detail-link-encoding = '{ $text }' no es UTF-8 válido con codificación porcentual
detail-link-move = jugada { $number }: { $error }
detail-link-resigned = resigned={ $text } no indica ningún jugador: se esperaba first o second
detail-link-resigned-after-end = resigned= viene después del final de la partida
detail-link-at = at={ $text } no es un número de jugada de 0 a { $most }
detail-link-takeback = takeback={ $text } no es ni asked ni granted
detail-link-takeback-here = takeback= es de una partida por enlace, tras una jugada y antes de un abandono
detail-record-tag-form = una etiqueta debe escribirse [Nombre "valor"]
detail-record-too-long = el registro tiene { $length } caracteres; se leen como mucho { $most }
detail-record-variation-unopened = ')' no cierra ninguna variante
detail-record-comment-unclosed = un comentario '{"{"}' no se cierra nunca
detail-record-variation-unclosed = una variante '(' no se cierra nunca
detail-record-tag-quotes = el valor de la etiqueta { $name } debe ir entre comillas dobles
detail-record-other-game = el registro es de '{ $game }', no de { $ours }
detail-record-result = '{ $text }' no es un resultado: se esperaba 1-0, 0-1, 1/2-1/2 o *
detail-record-result-mismatch = el resultado { $token } no coincide con la partida: { $outcome }
detail-double-take-fields = se esperaban las filas, un espacio y el bando al turno (r o g)
detail-double-take-side = el bando al turno es '{ $text }'; se esperaba r o g
detail-double-take-ranks = { $count ->
        [one] { $count } fila
       *[other] { $count } filas
    }, pero el tablero es de 8 x { $length } (pon length={ $count })
detail-double-take-rank = la fila { $rank } '{ $text }' tiene { $count ->
        [one] { $count } punto
       *[other] { $count } puntos
    }; necesita 8
detail-double-take-point = '{ $letter }' no es un punto (usa r para rojo, g para verde, . para vacío)
detail-double-take-red-off-network = { $point } es un punto verde; una pieza roja no puede estar ahí
detail-double-take-green-off-network = { $point } es un punto rojo; una pieza verde no puede estar ahí
detail-double-take-both-far = los dos bandos tienen cuatro piezas en su fila del fondo
detail-move-form-double-take = se esperaban dos puntos como c3d4, o pass
detail-king-of-rings-held-ring = '{ $letter }' en los anillos de un caballo no es un anillo (usa B, b o s)
detail-king-of-rings-held-too-many = un caballo lleva más anillos '{ $letter }' de los que tiene el juego ({ $count })
detail-king-of-rings-unclosed = la fila { $rank } '{ $text }' tiene un '(' sin cerrar
detail-king-of-rings-empty-brackets = los paréntesis de un caballo están vacíos; omítelos en un caballo sin anillos
detail-king-of-rings-square = '{ $letter }' no es una casilla (usa . para vacía, s, b o B para un anillo, N o n para un caballo)
detail-king-of-rings-rank = la fila { $rank } '{ $text }' tiene { $count ->
        [one] { $count } casilla
       *[other] { $count } casillas
    }; necesita 7
detail-king-of-rings-knights = los caballos de { $player } en el tablero y en la mano son { $knights }; cada bando tiene 7
detail-king-of-rings-silver = { $count } anillos plateados; el juego tiene { $most }
detail-king-of-rings-blue = { $count } anillos azules; el juego tiene { $most }
detail-king-of-rings-big-blue = { $count } anillos azules grandes; el juego tiene { $most }
detail-king-of-rings-fields = se esperaban 5 campos (tablero, bando al turno, mano de las blancas, mano de las negras, estado del turno); hay { $found }
detail-king-of-rings-side = el bando al turno es '{ $text }'; se esperaba w o b
detail-king-of-rings-hand = la mano de { $player } es '{ $text }'; se esperaba un número de caballos de 0 a 7
detail-king-of-rings-state = el estado del turno es '{ $text }'; se esperaba -, passed, ended o last
detail-king-of-rings-ranks = { $count ->
        [one] { $count } fila
       *[other] { $count } filas
    }; el tablero tiene 7
detail-king-of-rings-last = 'last' es el turno de las negras después de que las blancas tomaran el último anillo: mueven las negras y no queda ningún anillo en el tablero
detail-move-form-king-of-rings = se esperaban dos casillas como b2c3, @ y una casilla como @d4, o pass
detail-double-ring-cell = '{ $letter }' no es una casilla (usa o para un anillo simple, O para uno doble, . para vacía)
detail-double-ring-rank = la fila '{ $text }' tiene { $count ->
        [one] { $count } casilla
       *[other] { $count } casillas
    }; un tablero de { $width }x{ $height } necesita { $width }
detail-double-ring-fields = se esperaban las filas, un espacio y el jugador al turno (1 o 2)
detail-double-ring-player = el jugador al turno es '{ $text }'; se esperaba 1 o 2
detail-double-ring-ranks = { $count ->
        [one] { $count } fila
       *[other] { $count } filas
    }; el tablero tiene de { $least } a { $most }
detail-double-ring-height = la posición tiene { $ranks } filas, pero el tablero de { $width }x{ $height } tiene { $height }
detail-move-form-double-ring = se esperaban dos casillas como e5e8
error-cannot-swap = el cambio solo es posible como respuesta a la primera jugada, con la regla del pastel (pie=1)
