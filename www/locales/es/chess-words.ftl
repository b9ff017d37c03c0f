# Words of the area 'chess-words' (www/js/i18n/i18n.js: needWords).
# Compartido por los juegos de ajedrez (chessNote de game-words.js, las tablas de sus reglas).

# Las notas de la línea de estado (chessNote).
chess-words-check = Jaque
# Entre dos notas («Jaque. El Anillo…»); conserva su espacio.
chess-words-note-break = .{" "}
# $colour: white o black; $role: la pieza del portador; $square: su casilla (d2).

# Las tablas de las reglas de cada juego de ajedrez (rules-<game>), HTML. Un juego
# cuya primera Interpretación está aquí pide la explicada: (reading: "explained").
-chess-endings = <p><b>Tablas</b> por triple repetición (la misma posición, el mismo bando al turno, los mismos
    derechos, por tercera vez) y por la regla de las cincuenta jugadas (cincuenta jugadas de cada bando sin captura
    ni movimiento de peón), como en el ajedrez de la FIDE.
    { $reading ->
        [explained] { -reading-explained }
       *[plain] { -reading }
    } Ambas terminan la partida en el acto: no hace falta reclamarlas. Un jaque mate en la quincuagésima jugada sigue ganando.</p>

# Moved here from sight.ftl: words only this games' pages use.
sight-thing-chess = { $form ->
        [the] { $role ->
            [queen] { "la " }
            [rook] { "la " }
           *[other] { "el " }
        }
        [with] { $role ->
            [queen] { "la " }
            [rook] { "la " }
           *[other] { "el " }
        }
        [a] { $role ->
            [queen] { "una " }
            [rook] { "una " }
           *[other] { "un " }
        }
       *[bare] {""}
    }{ $role ->
        [pawn] peón
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [queen] dama
       *[king] rey
    } { $role ->
        [queen] { $colour ->
            [white] blanca
           *[black] negra
        }
        [rook] { $colour ->
            [white] blanca
           *[black] negra
        }
       *[other] { $colour ->
            [white] blanco
           *[black] negro
        }
    }{ $ring ->
        [yes] , que lleva el Anillo
       *[no] {""}
    }

# The engine's words for the chess-core games (engine-words.js).
outcome-checkmate = jaque mate
outcome-stalemate = ahogado: { $stuck } no tiene jugada
outcome-dead-position = ningún bando tiene piezas para dar mate
outcome-fifty-moves = cincuenta jugadas de cada bando sin captura ni movimiento de peón

# Por qué un clic no es una jugada en los juegos de ajedrez (whyNot del motor), bajo el tablero.
refusal-castling-gone = El rey o esa torre ya se ha movido: ese enroque ya no es posible.
refusal-castling-blocked = Para enrocar, todas las casillas entre el rey y la torre deben estar vacías.
refusal-castling-in-check = El rey no puede enrocar estando en jaque.
refusal-castling-attacked = El rey no puede enrocar pasando por una casilla atacada por una pieza enemiga ni yendo a ella.
refusal-king-attacked = El rey no puede ir a una casilla atacada por una pieza enemiga.
refusal-in-check = Tu rey está en jaque: esta jugada no lo saca del jaque.
refusal-pinned = Eso dejaría a tu rey en jaque: esta pieza está clavada.
