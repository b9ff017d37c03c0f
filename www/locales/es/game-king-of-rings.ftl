# Words of the area 'game-king-of-rings' (www/js/i18n/i18n.js: needWords).

## Las reglas junto al tablero (www/js/games/king-of-rings.js).

rules-king-of-rings =
    <p>Un tablero ajedrezado de 7 x 7. Cada jugador tiene 7 caballos. Hay 35 anillos:
    1 <b>azul grande</b> (5 puntos), 6 <b>azules</b> (3 puntos cada uno) y 28 <b>plateados</b> (1 punto cada uno), 51 puntos en total.</p>
    <h3>Preparación</h3>
    <p>Los caballos de las blancas ocupan las casillas de color (el color de a1) de las filas 1–2; los de las negras,
    las de las filas 6–7. El anillo azul grande está en d4, los anillos azules en el resto de la fila 4, y
    un anillo plateado en cada una de las demás casillas: ninguna casilla está vacía.
    { -reading-explained } Las «dos casillas azules de la fila delantera» de la fuente inglesa se interpretan como
    una mala traducción de «las casillas de color de las dos filas delanteras».</p>
    <h3>Un turno es una de estas jugadas</h3>
    <ul>
    <li><b>Caballo simple</b> (sin anillos): una casilla en cualquiera de las 8 direcciones, a una casilla vacía,
    a un anillo (lo toma) o a un caballo enemigo (una captura); nunca a un caballo propio.</li>
    <li><b>Portador</b> (con anillos): salta <b>exactamente tantas casillas como anillos lleva</b> (anillos, no puntos),
    en línea recta en una de las 8 direcciones, por encima de lo que haya. Solo cae en un anillo (que toma) o
    en un caballo enemigo (una captura), nunca en una casilla vacía. Un caballo con 7 o más anillos no puede moverse.
    El número de la insignia de un caballo es su salto.</li>
    <li><b>Colocación</b>: un caballo de la mano a una casilla con un anillo; toma el anillo y se convierte en portador.
    Haz clic en «En mano» y luego en un anillo.</li>
    </ul>
    <h3>Captura</h3>
    <p>El captor se lleva todos los anillos del caballo capturado. Un portador capturado vuelve a la mano de su dueño,
    para colocarlo más tarde; un caballo simple capturado queda fuera del juego.</p>
    <h3>El final</h3>
    <p>La partida termina cuando no queda ningún anillo suelto en el tablero. Si las blancas (el primer jugador) tomaron el
    último anillo, las negras juegan todavía un turno más. Un jugador sin movimiento legal pasa, y solo entonces;
    dos pases seguidos terminan la partida.
    { -reading } La partida también termina cuando la misma posición (tablero, anillos en poder de los caballos, manos, turno)
    se da por tercera vez, y se puntúa como cualquier otro final: la fuente no tiene ninguna regla contra
    el juego sin fin, y los caballos simples podrían ir y venir entre casillas vacías para siempre.</p>
    <h3>Victoria</h3>
    <p>Gana el jugador cuyos caballos en el tablero suman más puntos. A igualdad de puntos, la partida es
    tablas. Cualquiera de los dos puede abandonar.</p>

## Las cifras junto al tablero y la línea de estado. $player, $first y $second
## son los nombres de los jugadores tal como los da el motor.

king-of-rings-points = { $count ->
        [one] { $count } punto
       *[other] { $count } puntos
    }
king-of-rings-out-of-game = { $count } fuera del juego
king-of-rings-rings-left = { $count ->
        [one] Queda { $count } anillo en el tablero
       *[other] Quedan { $count } anillos en el tablero
    }
king-of-rings-last-turn = Último turno de { $second }: { $first } tomó el último anillo
king-of-rings-pass-last-turn = { $player } no puede mover en el último turno: pasar termina la partida
king-of-rings-pass-again = { $player } tampoco puede mover: pasar termina la partida

## Lo que hay en una casilla, para el recuadro al pasar el ratón y el juego sin vista.

king-of-rings-square-empty = vacía
king-of-rings-ring-silver = un anillo plateado
king-of-rings-ring-blue = un anillo azul
king-of-rings-ring-big-blue = un anillo azul grande
king-of-rings-knight-white = Caballo blanco
king-of-rings-knight-black = Caballo negro
king-of-rings-knight-no-ring = { $knight }, sin anillos
king-of-rings-knight-holding = { $knight } con { $count ->
        [one] { $count } anillo
       *[other] { $count } anillos
    } ({ $kinds }): { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }; salta { $count ->
        [one] { $count } casilla
       *[other] { $count } casillas
    }
king-of-rings-knight-holding-stuck = { $knight } con { $count ->
        [one] { $count } anillo
       *[other] { $count } anillos
    } ({ $kinds }): { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }; con más de seis anillos no puede moverse
king-of-rings-kind-big-blue = { $count } azul grande
king-of-rings-kind-blue = { $count ->
        [one] { $count } azul
       *[other] { $count } azules
    }
king-of-rings-kind-silver = { $count ->
        [one] { $count } plateado
       *[other] { $count } plateados
    }
king-of-rings-kinds-separator = {", "}

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-kor-ring = { $form ->
        [the] { "el " }
        [with] { "el " }
        [a] { "un " }
       *[bare] {""}
    }{ $ring ->
        [big-blue] gran anillo azul
        [blue] anillo azul
       *[silver] anillo de plata
    }
sight-thing-knight = { $form ->
        [the] { "el " }
        [with] { "el " }
        [a] { "un " }
       *[bare] {""}
    }caballo { $colour ->
        [white] blanco
       *[black] negro
    }{ $full ->
        [yes] { $count ->
            [0] , sin anillos
           *[other] { " " }con { $count ->
                [one] 1 anillo
               *[other] { $count } anillos
            } ({ $rings }): { $points ->
                [one] { $points } punto
               *[other] { $points } puntos
            }; { $moves ->
                [no] con más de seis anillos no puede moverse
               *[yes] salta { $count ->
                    [one] { $count } casilla
                   *[other] { $count } casillas
                }
            }
        }
       *[no] {""}
    }
sight-knight-rings = { $ring ->
        [big-blue] { $count } gran azul
        [blue] { $count ->
            [one] { $count } azul
           *[other] { $count } azules
        }
       *[silver] { $count } de plata
    }

# The engine's words for this game alone (engine-words.js).
outcome-points-each = { $points } puntos cada uno; { $end }
outcome-points = { $high } puntos a { $low }; { $end }
outcome-end-both-passed = ambos jugadores pasaron
outcome-end-repetition = la misma posición por tercera vez
outcome-end-no-ring-left = no queda ningún anillo en el tablero

# The hand of knights, which this game alone has (game-page.js).
game-hand = En mano: { $count ->
        [0] ninguno
       *[other] { $knights }
    }
    .title = { $drop ->
        [yes] Coloca un caballo de la mano: haz clic aquí y luego en un anillo
       *[no] Caballos en mano
    }

# Por qué un clic no es una jugada (whyNot del motor), bajo el tablero.
refusal-king-of-rings-too-heavy = Un portador con { $rings } anillos pesa demasiado para moverse: siete anillos o más lo inmovilizan.
refusal-king-of-rings-straight = Un caballo se mueve en línea recta: a lo largo de una fila, una columna o una diagonal.
refusal-king-of-rings-plain = Un caballo simple (sin anillos) avanza solo una casilla.
refusal-king-of-rings-leap-one = Este portador lleva 1 anillo, así que salta exactamente 1 casilla: { $square } está a { $distance ->
        [one] { $distance } casilla
       *[other] { $distance } casillas
    }.
refusal-king-of-rings-leap = Este portador lleva { $rings } anillos, así que salta exactamente { $rings } casillas: { $square } está a { $distance ->
        [one] { $distance } casilla
       *[other] { $distance } casillas
    }.
refusal-king-of-rings-own-knight = En { $square } hay uno de tus propios caballos.
refusal-king-of-rings-onto-empty = { $square } está vacía: un portador solo cae en un anillo o en un caballo enemigo.
