# Words of the area 'chess-words' (www/js/i18n/i18n.js: needWords).
# Shared by the chess games (game-words.js chessNote, their rules).

# The status line's notes (chessNote).
chess-words-check = Check
# Between two of the notes ("Check. The Ring is on …"); keeps its space.
chess-words-note-break = .{" "}
# $colour: white or black; $role: the wearer's piece; $square: where it stands (d2).
chess-words-ring-worn = The Ring is on { $colour ->
        [white] White’s
       *[black] Black’s
    } { $role ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } on { $square }
chess-words-ring-never = The Ring never entered

# The draws of every chess game's rules (rules-<game>), HTML. A game whose
# first Reading is here asks for the explained badge: (reading: "explained").
-chess-endings = <p><b>Draws</b> by threefold repetition (the same position, same side to move, same
    rights, a third time) and by the fifty-move rule (fifty moves by each side with no capture
    and no pawn move), as in FIDE chess.
    { $reading ->
        [explained] { -reading-explained }
       *[plain] { -reading }
    } Both end the game at once: no claim is needed. A checkmate on the fiftieth move still wins.</p>
