# Lessons of The One Ring: the words of www/data/lessons/one-ring.json,
# as lesson-one-ring-<lesson>-title and -summary, and per step n
# lesson-one-ring-<lesson>-<n>-goal, -explain (when the step has one), -wrong, -done.

## extra-squares

lesson-one-ring-extra-squares-title = The two extra squares
lesson-one-ring-extra-squares-summary = c0 and c9: the kings start there, and lines and knight leaps run through them.
lesson-one-ring-extra-squares-1-explain = The board has 40 squares plus two extra ones, c0 and c9, where the kings start. They are ordinary squares: pieces move to and through them as to any other.
lesson-one-ring-extra-squares-1-goal = A Black rook has landed on c0. Take it.
lesson-one-ring-extra-squares-1-wrong = That takes nothing: a knight leap from a1 or the diagonal from e2 reaches c0.
lesson-one-ring-extra-squares-1-done = a1 to c0 is a knight leap, and e2, d1, c0 is a diagonal: c0 is a square like any other.
lesson-one-ring-extra-squares-2-explain = The c-file is the longest line: ten squares from c0 to c9. A king on c9 has only three neighbours: b8, c8 and d8.
lesson-one-ring-extra-squares-2-goal = Your rook on a8 guards b8, c8 and d8. Checkmate the king on c9.
lesson-one-ring-extra-squares-2-wrong = That is not checkmate: bring the rook on e4 to the c-file.
lesson-one-ring-extra-squares-2-done = The rook checks along the c-file and every square next to c9 is guarded: checkmate.
lesson-one-ring-extra-squares-3-explain = A knight reaches c9 from a8, b7, d7 and e8. Here the Black king is walled in by its own pieces.
lesson-one-ring-extra-squares-3-goal = Checkmate the king on c9 with your knight.
lesson-one-ring-extra-squares-3-wrong = That is not checkmate: find the knight leap to c9 from a square where no Black piece can take the knight.
lesson-one-ring-extra-squares-3-done = d7 to c9 is a knight leap: the king cannot move and nothing takes the knight.

## ring-enters

lesson-one-ring-ring-enters-title = The Ring enters
lesson-one-ring-ring-enters-summary = White's first loss brings in the Ring: White gives it to one of its pawns.
lesson-one-ring-ring-enters-1-explain = The Ring starts off the board. When Black takes a White piece for the first time, White chooses one of its pawns to wear the Ring before moving. Black has just taken on b4.
lesson-one-ring-ring-enters-1-goal = Click a pawn to give it the Ring. Choose one that Black cannot take at once.
lesson-one-ring-ring-enters-1-wrong = The pawn on b4 can take that pawn next move, and its captor would put on the Ring.
lesson-one-ring-ring-enters-1-done = The choice is not a move: it is still your turn, and you now move as usual.
lesson-one-ring-ring-enters-2-explain = Our reading: a pawn whose Ring moves would attack the Black king cannot be chosen, so the pawn on c8 is not offered here.
lesson-one-ring-ring-enters-2-goal = Give the Ring to the pawn that can carry it into your promotion zone next move.
lesson-one-ring-ring-enters-2-wrong = The pawn on a3 is far from the zone; the pawn on d7 is one step away.
lesson-one-ring-ring-enters-2-done = Next move the pawn on d7 can step to d8 or e8 and promote; our reading: it keeps the Ring.

## ring-moves

lesson-one-ring-ring-moves-title = The wearer's extra moves
lesson-one-ring-ring-moves-summary = A White wearer gains short steps; a Black wearer also moves as a queen.
lesson-one-ring-ring-moves-1-explain = A White piece wearing the Ring may also step one square forward, diagonally forward or sideways. Our reading: these steps may capture.
lesson-one-ring-ring-moves-1-goal = Your pawn on c4 wears the Ring. Take the rook beside it.
lesson-one-ring-ring-moves-1-wrong = That takes nothing: the Ring lets your pawn step sideways onto d4.
lesson-one-ring-ring-moves-1-done = A pawn cannot take sideways, but the Ring gives it a sideways step.
lesson-one-ring-ring-moves-2-explain = Any White piece may wear the Ring: it keeps its own moves and adds the one-square steps. The Ring never steps back.
lesson-one-ring-ring-moves-2-goal = Your knight on c4 wears the Ring. Take a Black piece with it.
lesson-one-ring-ring-moves-2-wrong = That takes nothing. The rook on c3 is behind the knight, and the Ring gives no step back.
lesson-one-ring-ring-moves-2-done = No knight leap reaches d5, but the Ring adds a diagonal step forward.
lesson-one-ring-ring-moves-3-explain = You play Black here. A Black piece wearing the Ring may also move as a queen.
lesson-one-ring-ring-moves-3-goal = Your knight on e5 wears the Ring. Take the White rook on a5.
lesson-one-ring-ring-moves-3-wrong = That takes nothing: slide along rank 5 as a queen would.
lesson-one-ring-ring-moves-3-done = The knight moved like a queen and still wears the Ring: a Black wearer is a strong piece.

## corruption

lesson-one-ring-corruption-title = Capturing the wearer
lesson-one-ring-corruption-summary = The captor puts on the Ring, and a captured White piece may turn Black.
lesson-one-ring-corruption-1-explain = Whoever captures the Ring-wearer puts on the Ring. If Black takes a White wearer that is not a pawn, it is not removed: it changes places with its captor and becomes Black.
lesson-one-ring-corruption-1-goal = You play Black. Take the White rook on d4, which wears the Ring.
lesson-one-ring-corruption-1-wrong = Take the rook on d4 with your bishop to see what happens.
lesson-one-ring-corruption-1-done = The rook went to b6, where your bishop came from, and is now Black; your bishop wears the Ring.
lesson-one-ring-corruption-2-explain = The corrupted piece lands on the square its captor came from, and it may give check from there.
lesson-one-ring-corruption-2-goal = You play Black. Checkmate White in one move.
lesson-one-ring-corruption-2-wrong = That is not checkmate: take the Ring-wearer and think about where it lands.
lesson-one-ring-corruption-2-done = The rook changed places with your bishop and, now Black, checks along rank 1: checkmate.
lesson-one-ring-corruption-3-explain = A Black wearer can be captured too: the White captor then puts on the Ring.
lesson-one-ring-corruption-3-goal = Take the Black knight that wears the Ring.
lesson-one-ring-corruption-3-wrong = That takes nothing: your pawn on e4 can take on d5.
lesson-one-ring-corruption-3-done = Your pawn now wears the Ring. Only a White wearer that is not a pawn changes sides when taken.

## destroy

lesson-one-ring-destroy-title = Destroying the Ring
lesson-one-ring-destroy-summary = A White wearer in White's promotion zone may destroy the Ring and win at once.
lesson-one-ring-destroy-1-explain = White's promotion zone is a8, b8, c9, d8 and e8. A White wearer standing there may, as its whole move, destroy the Ring: White wins at once.
lesson-one-ring-destroy-1-goal = Your queen on b8 wears the Ring. Destroy it with the button above the board.
lesson-one-ring-destroy-1-wrong = Your queen is already in the zone: destroy the Ring instead of moving.
lesson-one-ring-destroy-1-done = The Ring is destroyed and White wins.
lesson-one-ring-destroy-2-explain = On the c-file the zone square is c9: c8 is not in the zone.
lesson-one-ring-destroy-2-goal = Your rook on c5 wears the Ring. Win in two moves.
lesson-one-ring-destroy-2-wrong = The rook must first reach the zone: c9, not c8.
lesson-one-ring-destroy-2-done = The rook reached c9, a zone square, and destroyed the Ring.
lesson-one-ring-destroy-3-explain = Our reading: you may destroy the Ring even while your king is in check, since the game ends before Black moves.
lesson-one-ring-destroy-3-goal = Your king is in check from the rook on c4. Win anyway.
lesson-one-ring-destroy-3-wrong = No need to run: destroying the Ring ends the game at once.
lesson-one-ring-destroy-3-done = The Ring is destroyed before Black can move: White wins.

## stalemate

lesson-one-ring-stalemate-title = Stalemate loses
lesson-one-ring-stalemate-summary = A player with no legal move loses, even when not in check.
lesson-one-ring-stalemate-1-explain = In The One Ring stalemate is a loss: a player who has no legal move loses, even when not in check.
lesson-one-ring-stalemate-1-goal = Leave the Black king on c9 without a move.
lesson-one-ring-stalemate-1-wrong = The Black king still has a square to go to: b8, c8 or d8.
lesson-one-ring-stalemate-1-done = Your king on c7 guards b8, c8 and d8: Black has no move and loses.
lesson-one-ring-stalemate-2-goal = Win in one move, without giving check.
lesson-one-ring-stalemate-2-wrong = Black still has a move. Guard b8, c8 and d8 without attacking c9.
lesson-one-ring-stalemate-2-done = From a8 (or e8) the queen guards all of rank 8 but not c9: Black cannot move and loses.

## pawns

lesson-one-ring-pawns-title = Pawns: double steps and promotion
lesson-one-ring-pawns-summary = Only pawns on their second rank double-step; the zone is a8, b8, c9, d8, e8.
lesson-one-ring-pawns-1-explain = Only pawns on their second rank may step two squares: for White b2, c2 and d2. The pawns on a3 and e3 start a rank higher and step one square.
lesson-one-ring-pawns-1-goal = Make a double step with a pawn.
lesson-one-ring-pawns-1-wrong = That is not a double step: push a pawn from rank 2 two squares.
lesson-one-ring-pawns-1-done = Double steps come only from rank 2, and en passant works as in chess.
lesson-one-ring-pawns-2-explain = White promotes on a8, b8, c9, d8 and e8. c8 is not in the zone: a pawn there goes on to c9.
lesson-one-ring-pawns-2-goal = Promote a pawn this move.
lesson-one-ring-pawns-2-wrong = That does not promote: b8 is in the zone, but c8 is not.
lesson-one-ring-pawns-2-done = b8 is in the zone. The pawn on c7 needs two steps: c8, then c9.
lesson-one-ring-pawns-3-goal = Promote the pawn on c8.
lesson-one-ring-pawns-3-wrong = The pawn on c8 promotes by stepping on to c9.
lesson-one-ring-pawns-3-done = c9 is in White's zone. Black's zone is a1, b1, c0, d1 and e1.
