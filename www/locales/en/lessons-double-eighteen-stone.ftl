# Lessons of DoubleEIGHTEEN-STONEchess: the words of www/data/lessons/double-eighteen-stone.json,
# as lesson-double-eighteen-stone-<lesson>-title and -summary, and per step n
# lesson-double-eighteen-stone-<lesson>-<n>-goal, -explain (when the step has one), -wrong, -done.

## stones-block

lesson-double-eighteen-stone-stones-block-title = Stones block
lesson-double-eighteen-stone-stones-block-summary = Nothing lands on or passes through a stone, except a knight leaping over it.
lesson-double-eighteen-stone-stones-block-1-explain = The 18 stones belong to no one and cannot be captured. They block like pieces: nothing lands on a stone or passes through it.
lesson-double-eighteen-stone-stones-block-1-goal = Take the Black rook on h5. Two of your pieces are blocked by stones.
lesson-double-eighteen-stone-stones-block-1-wrong = That takes nothing: the stones on h3 and g4 block the queen and the bishop, but the rook on a5 has a free path.
lesson-double-eighteen-stone-stones-block-1-done = Only the rook had a free line to h5: the stones stopped the queen and the bishop.
lesson-double-eighteen-stone-stones-block-2-explain = A knight leaps, so stones around it or in its way do not stop it. It may not land on a stone, though.
lesson-double-eighteen-stone-stones-block-2-goal = The stone on d4 blocks your rook. Take the Black queen on d6 another way.
lesson-double-eighteen-stone-stones-block-2-wrong = That takes nothing: your knight on c4 can leap over the stones to d6.
lesson-double-eighteen-stone-stones-block-2-done = The knight leapt over the stones and took the queen.
lesson-double-eighteen-stone-stones-block-3-explain = A pawn's double step is blocked by a stone on either square: the stone on c3 blocks the c-pawn (it could only swap with it, as the next lesson shows), and the stone on d4 lets the d-pawn step only to d3.
lesson-double-eighteen-stone-stones-block-3-goal = Push a pawn two squares.
lesson-double-eighteen-stone-stones-block-3-wrong = That is not a double step: only the e-pawn has both squares in front of it free.
lesson-double-eighteen-stone-stones-block-3-done = The e-pawn had a free path. A stone on either square stops the double step.

## stone-swaps

lesson-double-eighteen-stone-stone-swaps-title = Stone swaps
lesson-double-eighteen-stone-stone-swaps-summary = Instead of a chess move, a piece may change places with a stone next to it.
lesson-double-eighteen-stone-stone-swaps-1-explain = A turn may be a stone swap instead of a chess move: one of your pieces changes places with a stone next to it along a file or a rank (not diagonally).
lesson-double-eighteen-stone-stone-swaps-1-goal = Checkmate in one move. Your rook cannot pass the stone on f3, but it can swap with it.
lesson-double-eighteen-stone-stone-swaps-1-wrong = That is not checkmate: swap the rook with the stone on f3 to reach the open f-file.
lesson-double-eighteen-stone-stone-swaps-1-done = The rook and the stone changed places, and the rook on f3 mates along the f-file.
lesson-double-eighteen-stone-stone-swaps-2-explain = Any piece may swap, the king included, as long as its king is not left in check.
lesson-double-eighteen-stone-stone-swaps-2-goal = Your king is in check from the rook on a1. Escape by a swap.
lesson-double-eighteen-stone-stone-swaps-2-wrong = Swap the king with the stone on h2.
lesson-double-eighteen-stone-stone-swaps-2-done = The king went to h2, off the rook's rank, and the stone took its place on h1.
lesson-double-eighteen-stone-stone-swaps-3-explain = Our reading: a pawn swapped onto its last rank promotes, as if it had stepped there.
lesson-double-eighteen-stone-stone-swaps-3-goal = Your pawn on h8 is blocked by the stone on h9. Checkmate in one move.
lesson-double-eighteen-stone-stone-swaps-3-wrong = That is not checkmate: swap the pawn with the stone on h9 and promote it.
lesson-double-eighteen-stone-stone-swaps-3-done = The pawn swapped onto h9 and promoted: a queen (or a rook) there mates along rank 9.

## line-moves

lesson-double-eighteen-stone-line-moves-title = Line moves
lesson-double-eighteen-stone-line-moves-summary = An end stone of a straight line of stones jumps to the empty square past the other end.
lesson-double-eighteen-stone-line-moves-1-explain = Where two or more stones stand in an unbroken line along a file or a rank, a stone at either end may jump to the empty square just past the other end.
lesson-double-eighteen-stone-line-moves-1-goal = The stones on c5 and d5 form a line. Open the c-file with a line move, so that your rook checks the king on c9.
lesson-double-eighteen-stone-line-moves-1-wrong = That leaves the c-file closed: the stone on c5 must jump past d5 to e5.
lesson-double-eighteen-stone-line-moves-1-done = c5 jumped over d5 to e5, and the rook checks along the open file.
lesson-double-eighteen-stone-line-moves-2-explain = A line move can also put a stone in the way of a check.
lesson-double-eighteen-stone-line-moves-2-goal = Your king is in check from the rook on e9. Block the check with a line move.
lesson-double-eighteen-stone-line-moves-2-wrong = Here, block the check with a stone: the stone on c4 can jump past d4.
lesson-double-eighteen-stone-line-moves-2-done = c4 jumped past d4 to e4, and the stone now shields your king.
lesson-double-eighteen-stone-line-moves-3-explain = Only the two end stones of a line move, and only to an empty square. A middle stone stays put.
lesson-double-eighteen-stone-line-moves-3-goal = Open the h-file, so that your rook attacks the Black queen on h8.
lesson-double-eighteen-stone-line-moves-3-wrong = The h-file is still closed: the stone on h4 is an end of the line f4 g4 h4 and can jump past f4.
lesson-double-eighteen-stone-line-moves-3-done = h4 jumped to e4. The other end, f4, could not jump: your knight stands on i4.

## no-undo

lesson-double-eighteen-stone-no-undo-title = No undo
lesson-double-eighteen-stone-no-undo-summary = A stone move may not put a stone straight back where the opponent's last move took it from.
lesson-double-eighteen-stone-no-undo-1-explain = A stone move may not put a stone back on the square it left on the opponent's previous move. Black has just moved the stone from c5 to e5, uncovering a check from the rook on c9.
lesson-double-eighteen-stone-no-undo-1-goal = Block the check. The stone on e5 may not go straight back to c5: find another stone move.
lesson-double-eighteen-stone-no-undo-1-wrong = Block the check on the c-file with a stone.
lesson-double-eighteen-stone-no-undo-1-done = The stone from a3 jumped past b3 to c3 and blocks the check. Moving e5 back to c5 would have been an undo.
lesson-double-eighteen-stone-no-undo-2-explain = The rule looks only at the opponent's previous move. Earlier, Black blocked your rook's check by moving the stone from c5 to e5; since then your king went to a1 and Black's last move was a pawn to a7.
lesson-double-eighteen-stone-no-undo-2-goal = Checkmate in one move.
lesson-double-eighteen-stone-no-undo-2-wrong = That is not checkmate: the stone on e5 may now go back to c5.
lesson-double-eighteen-stone-no-undo-2-done = The stone went back to c5 and the rook mates: Black may not undo that by moving it straight back to e5.

## castling

lesson-double-eighteen-stone-castling-title = The four castlings
lesson-double-eighteen-stone-castling-summary = The king may castle once, with any of its four rooks: inner or outer, king side or queen side.
lesson-double-eighteen-stone-castling-1-explain = The king on i1 may castle once per game with any of its four unmoved rooks, under the usual chess conditions. Inner castling uses the nearer rooks on e1 and l1.
lesson-double-eighteen-stone-castling-1-goal = Castle inner on the king side: the king goes from i1 to k1, the rook from l1 to j1.
lesson-double-eighteen-stone-castling-1-wrong = Not this one: castle inner on the king side, the king two squares from i1 to k1, towards the l1 rook.
lesson-double-eighteen-stone-castling-1-done = Inner king-side castling: king i1 to k1, rook l1 to j1.
lesson-double-eighteen-stone-castling-2-explain = All squares between king and rook must be empty: a stone blocks castling like a piece. The stone on j1 rules out both king-side castlings.
lesson-double-eighteen-stone-castling-2-goal = Castle inner on the queen side: the king goes from i1 to g1, the rook from e1 to h1.
lesson-double-eighteen-stone-castling-2-wrong = Castle on the queen side: click the king, then g1.
lesson-double-eighteen-stone-castling-2-done = Inner queen-side castling: king i1 to g1, rook e1 to h1.
lesson-double-eighteen-stone-castling-3-explain = Outer castling uses the corner rooks, once the inner rooks have left: king side, the king goes to m1 and the rook from p1 to l1.
lesson-double-eighteen-stone-castling-3-goal = Castle so that your rook checks the king on l9.
lesson-double-eighteen-stone-castling-3-wrong = Not this one: castle outer on the king side, king i1 to m1, so that the rook from p1 lands on l1 and checks.
lesson-double-eighteen-stone-castling-3-done = Outer king-side castling: king i1 to m1, rook p1 to l1, with check.
lesson-double-eighteen-stone-castling-4-explain = The king may not castle out of check, through an attacked square or onto one. The Black rook on m9 attacks m1.
lesson-double-eighteen-stone-castling-4-goal = Castle: only one castling is possible here.
lesson-double-eighteen-stone-castling-4-wrong = That is not castling. Castle outer on the queen side: king i1 to e1.
lesson-double-eighteen-stone-castling-4-done = Outer queen-side castling: king i1 to e1, rook a1 to f1.

## first-plans

lesson-double-eighteen-stone-first-plans-title = First plans
lesson-double-eighteen-stone-first-plans-summary = Win material with a knight fork, and mate a king that could swap with a stone.
lesson-double-eighteen-stone-first-plans-1-explain = A knight leaps over stones, so it can attack two pieces at once from behind a wall.
lesson-double-eighteen-stone-first-plans-1-goal = Win the Black queen in two moves.
lesson-double-eighteen-stone-first-plans-1-wrong = Fork the king and the queen with the knight, then take the queen.
lesson-double-eighteen-stone-first-plans-1-done = The knight on c7 checked the king and attacked the queen; the king had to move, and the queen fell.
lesson-double-eighteen-stone-first-plans-2-explain = A stone next to a king is no wall: the king may swap with it. Your bishop on k5 guards o9.
lesson-double-eighteen-stone-first-plans-2-goal = Checkmate in one move.
lesson-double-eighteen-stone-first-plans-2-wrong = That is not checkmate. Do not block your bishop: the king could swap with the stone on o9.
lesson-double-eighteen-stone-first-plans-2-done = The knight checks from o7, and the swap to o9 would put the king on a square your bishop guards.
