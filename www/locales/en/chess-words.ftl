# Words of the area 'chess-words' (www/js/i18n/i18n.js: needWords).
# Shared by the chess games (game-words.js chessNote, their rules).

# The status line's notes (chessNote).
chess-words-check = Check
# Between two of the notes ("Check. The Ring is on …"); keeps its space.
chess-words-note-break = .{" "}
# $colour: white or black; $role: the wearer's piece; $square: where it stands (d2).

# The draws of every chess game's rules (rules-<game>), HTML. A game whose
# first Reading is here asks for the explained badge: (reading: "explained").
-chess-endings = <p><b>Draws</b> by threefold repetition (the same position, same side to move, same
    rights, a third time) and by the fifty-move rule (fifty moves by each side with no capture
    and no pawn move), as in FIDE chess.
    { $reading ->
        [explained] { -reading-explained }
       *[plain] { -reading }
    } Both end the game at once: no claim is needed. A checkmate on the fiftieth move still wins.</p>

# Moved here from sight.ftl: words only this games' pages use.
sight-thing-chess = { $form ->
        [the] { "the " }
        [with] { "the " }
        [a] { "a " }
       *[bare] {""}
    }{ $colour } { $role }{ $ring ->
        [yes] , wearing the Ring
       *[no] {""}
    }

# The engine's words for the chess-core games (engine-words.js).
outcome-checkmate = checkmate
outcome-stalemate = stalemate: { $stuck } has no move
outcome-dead-position = neither side has the pieces to mate
outcome-fifty-moves = fifty moves by each side without a capture or a pawn move

# Why a click is not a move in the chess games (the engine's whyNot), under the board.
refusal-castling-gone = The king or that rook has moved: that castling is gone.
refusal-castling-blocked = To castle, every square between the king and the rook must be empty.
refusal-castling-in-check = The king may not castle out of check.
refusal-castling-attacked = The king may not castle through or onto a square an enemy piece attacks.
refusal-king-attacked = The king may not move onto a square an enemy piece attacks.
refusal-in-check = Your king is in check: this move does not get it out of check.
refusal-pinned = That would leave your king in check: this piece is pinned to it.
