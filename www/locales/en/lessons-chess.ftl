# Lessons of Chess: the words of www/data/lessons/chess.json,
# as lesson-chess-<lesson>-title and -summary, and per step n
# lesson-chess-<lesson>-<n>-goal, -explain (when the step has one), -wrong, -done.

## piece-moves

lesson-chess-piece-moves-title = How the pieces move
lesson-chess-piece-moves-summary = Rooks go straight, bishops go diagonally, knights jump.
lesson-chess-piece-moves-1-explain = A rook moves any number of squares straight along a file or a rank, as long as nothing is in the way.
lesson-chess-piece-moves-1-goal = Move the rook from d1 to d7.
lesson-chess-piece-moves-1-wrong = The rook goes straight up the d-file: move it from d1 to d7.
lesson-chess-piece-moves-1-done = The rook went up the open d-file in one move.
lesson-chess-piece-moves-2-explain = A bishop moves any number of squares diagonally, so it always stays on squares of one colour.
lesson-chess-piece-moves-2-goal = Move the bishop to the marked square, g5.
lesson-chess-piece-moves-2-wrong = The bishop goes diagonally: from c1 up and to the right, to g5.
lesson-chess-piece-moves-2-done = c1, d2, e3, f4, g5: one diagonal, all on dark squares.
lesson-chess-piece-moves-3-explain = A knight jumps in an L: two squares one way and one to the side. It is the only piece that jumps over others.
lesson-chess-piece-moves-3-goal = Jump the knight from b1 to c3, over the pawns.
lesson-chess-piece-moves-3-wrong = Move the knight from b1 to c3: two squares up and one to the right.
lesson-chess-piece-moves-3-done = The pawns in front did not stop the knight: it jumped over them.

## captures

lesson-chess-captures-title = Taking pieces
lesson-chess-captures-summary = Capture by moving onto an enemy piece; pawns take diagonally.
lesson-chess-captures-1-explain = A piece takes an enemy piece by moving onto its square, the same way it moves. The taken piece leaves the board.
lesson-chess-captures-1-goal = Take the black knight with your rook.
lesson-chess-captures-1-wrong = Take the knight on d4: your rook can reach it straight up the d-file.
lesson-chess-captures-1-done = The rook took the knight on d4.
lesson-chess-captures-2-explain = A piece is defended when another piece of its own side could take back on its square. Taking a defended piece can cost you your own.
lesson-chess-captures-2-goal = Your queen can take the rook or the bishop. Take the one that is not defended.
lesson-chess-captures-2-wrong = The rook on d7 is defended by the black king: take the piece nobody defends.
lesson-chess-captures-2-done = The bishop on a4 was free: a whole piece for nothing.
lesson-chess-captures-3-explain = A pawn moves straight forward, but it takes one square diagonally forward.
lesson-chess-captures-3-goal = Your pawn on e4 is blocked. Take with it.
lesson-chess-captures-3-wrong = Pawns take diagonally forward: from e4 the pawn takes on d5.
lesson-chess-captures-3-done = The pawn took on d5 and is no longer blocked.

## check-and-mate

lesson-chess-check-and-mate-title = Check and checkmate
lesson-chess-check-and-mate-summary = Answer every check; win by checkmate.
lesson-chess-check-and-mate-1-explain = A king that is attacked is in check, and must get out at once: move the king, block the attack, or take the attacker.
lesson-chess-check-and-mate-1-goal = Your king is in check from the rook on e5. Answer it the best way.
lesson-chess-check-and-mate-1-wrong = That gets the king out of check, but your bishop could simply take the rook.
lesson-chess-check-and-mate-1-done = Taking the checking rook ended the check and won a rook.
lesson-chess-check-and-mate-2-explain = Checkmate is a check with no way out. It wins the game.
lesson-chess-check-and-mate-2-goal = Checkmate Black in one move.
lesson-chess-check-and-mate-2-wrong = Not mate: the black king can still get out. Look at the back rank, behind its own pawns.
lesson-chess-check-and-mate-2-done = Rook to a8 is mate: the black king is boxed in by its own pawns.
lesson-chess-check-and-mate-3-explain = If the side to move is not in check but has no legal move, it is stalemate: a draw, not a win.
lesson-chess-check-and-mate-3-goal = Checkmate Black in one move, and beware of stalemate.
lesson-chess-check-and-mate-3-wrong = Not mate: either the black king can still move, or it cannot move but is not in check, which is stalemate.
lesson-chess-check-and-mate-3-done = Queen to h8 is mate: your king guards a7 and b7, the queen gives check and guards b8.

## special-moves

lesson-chess-special-moves-title = Special moves
lesson-chess-special-moves-summary = Castling, en passant and promotion.
lesson-chess-special-moves-1-explain = Castling moves the king two squares towards a rook, and the rook jumps to the square the king crossed. Neither may have moved, the squares between must be empty, and the king may not be in check or cross an attacked square.
lesson-chess-special-moves-1-goal = Castle on the king side: move your king from e1 to g1.
lesson-chess-special-moves-1-wrong = Castle by moving the king two squares towards the h1 rook: e1 to g1.
lesson-chess-special-moves-1-done = The king went to g1 and the rook from h1 to f1 in one move.
lesson-chess-special-moves-2-explain = Black has just moved a pawn two squares, from d7 to d5, right next to your pawn. Your pawn may take it as if it had moved only one square: that is en passant.
lesson-chess-special-moves-2-goal = Take the pawn on d5 en passant.
lesson-chess-special-moves-2-wrong = Take en passant: your pawn goes from e5 to d6 and the pawn on d5 is removed.
lesson-chess-special-moves-2-done = Your pawn landed on d6 and the black pawn on d5 left the board. This is only allowed right after the double step.
lesson-chess-special-moves-3-explain = A pawn that reaches the last rank is promoted: it becomes a queen, rook, bishop or knight of your choice.
lesson-chess-special-moves-3-goal = Move the pawn to a8 and make it a queen.
lesson-chess-special-moves-3-wrong = Move the pawn from a7 to a8 and pick the queen, the strongest piece.
lesson-chess-special-moves-3-done = Your pawn is now a queen, and it even gives check.
