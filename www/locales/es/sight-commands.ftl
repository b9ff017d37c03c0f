# Las órdenes del cuadro de jugadas para jugar sin ver (www/js/ui/sight-commands.js),
# cargadas con la primera orden escrita: la ayuda y las respuestas.

sight-join-moves = { "; " }

## La ayuda: cada orden tal como se escribe (-command), y lo que hace.

sight-help-intro = Órdenes del cuadro de jugadas:
sight-help-item = { $command }: { $meaning }
sight-help-pieces-command = piezas
sight-help-pieces = las piezas de ambos bandos; piezas y el nombre de un bando (piezas blancas) para un solo bando
sight-help-scan-command = columna e, fila 4
sight-help-scan = lo que hay en una columna o una fila
sight-help-moves-command = jugadas
sight-help-moves = lo que puede hacer la pieza seleccionada; jugadas e2 para la pieza de e2
sight-help-figures-command = marcador
sight-help-figures = los puntos, los recuentos y las manos
sight-help-turn-command = turno
sight-help-turn = de quién es el turno, y la última jugada
sight-help-help-command = ayuda
sight-help-help = esta lista
sight-help-outro = Todo lo demás se juega como una jugada. En el tablero, las flechas mueven un cursor, e Intro selecciona y juega. Las órdenes en inglés (p, s, m, sc, t, help) también funcionan.

## Las respuestas de las órdenes.

sight-pieces = { $who }, { $count }. { $groups }
sight-pieces-all = En el tablero
sight-pieces-of = Piezas de { $side }
sight-pieces-shared = Las piezas no son ni de { $first } ni de { $second }
sight-pieces-none = ninguna
sight-no-side = No hay ningún bando llamado { $text }: los bandos son { $first } y { $second }
sight-group = { $what }: { $squares }
sight-scan = { $line }: { $items }
sight-file = Columna { $file }
sight-rank = Fila { $rank }
sight-scan-run = { $first } a { $last } { $what }
sight-scan-one = { $square } { $what }
sight-no-line = No hay columna ni fila { $text } en este tablero
sight-no-selection = No hay ninguna pieza seleccionada: selecciona una en el tablero, o nombra su casilla, como en jugadas e2
sight-no-square = No hay casilla { $text } en este tablero
sight-empty-square = { $square } está { $what }
sight-piece-moves = { $piece } en { $square }: { $count ->
        [one] 1 jugada
       *[other] { $count } jugadas
    }, { $moves }
sight-move-said = { $label }: { $move }
sight-piece-stuck = { $piece } en { $square } no tiene jugadas
sight-not-its-turn = { $piece } en { $square }: es el turno de { $side }
sight-counted = { $what }: { $count }
sight-count = { $count ->
        [one] { $count } pieza
       *[other] { $count } piezas
    }
sight-in-hand = { $count } en la mano
sight-turn = Turno de { $side }{ $who ->
        [computer] { " " }(el ordenador)
        [you] { " " }(tú)
       *[nobody] {""}
    }
sight-last-move = Última jugada: { $move }
sight-no-move-yet = Aún no hay jugadas
