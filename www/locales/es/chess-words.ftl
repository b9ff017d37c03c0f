# Words of the area 'chess-words' (www/js/i18n/i18n.js: needWords).
# Compartido por los juegos de ajedrez (chessNote de game-words.js, las tablas de sus reglas).

# Las notas de la línea de estado (chessNote).
chess-words-check = Jaque
# Entre dos notas («Jaque. El Anillo…»); conserva su espacio.
chess-words-note-break = .{" "}
# $colour: white o black; $role: la pieza del portador; $square: su casilla (d2).
chess-words-ring-worn = El Anillo lo lleva { $role ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de las { $colour ->
        [white] blancas
       *[black] negras
    } en { $square }
chess-words-ring-never = El Anillo nunca entró

# Las tablas de las reglas de cada juego de ajedrez (rules-<game>), HTML. Un juego
# cuya primera Interpretación está aquí pide la explicada: (reading: "explained").
-chess-endings = <p><b>Tablas</b> por triple repetición (la misma posición, el mismo bando al turno, los mismos
    derechos, por tercera vez) y por la regla de las cincuenta jugadas (cincuenta jugadas de cada bando sin captura
    ni movimiento de peón), como en el ajedrez de la FIDE.
    { $reading ->
        [explained] { -reading-explained }
       *[plain] { -reading }
    } Ambas terminan la partida en el acto: no hace falta reclamarlas. Un jaque mate en la quincuagésima jugada sigue ganando.</p>
