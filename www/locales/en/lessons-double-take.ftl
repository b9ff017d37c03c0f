# Lessons of Double Take: the words of www/data/lessons/double-take.json,
# as lesson-double-take-<lesson>-title and -summary, and per step n
# lesson-double-take-<lesson>-<n>-goal, -explain (when the step has one), -wrong, -done.

## two-networks

lesson-double-take-two-networks-title = Red points and green points
lesson-double-take-two-networks-summary = Each side stands and moves only on its own colour of points.
lesson-double-take-two-networks-1-explain = The points are red and green, like the two colours of a checkerboard. Red's pieces stand and move only on red points, Green's only on green points. Red starts at the bottom and moves first.
lesson-double-take-two-networks-1-goal = Move the red piece on d4 one point diagonally forward, to c5 or e5: click the piece, then the point.
lesson-double-take-two-networks-1-wrong = That move goes straight ahead; this time take one diagonal step forward.
lesson-double-take-two-networks-1-done = Red points touch only at their corners, so a diagonal step keeps your piece on red.
lesson-double-take-two-networks-2-explain = A piece may also go straight forward two rows, over the enemy point between, if that point is empty. It lands on the next point of its own colour.
lesson-double-take-two-networks-2-goal = Move the red piece on d4 straight forward to d6, over the empty green point d5.
lesson-double-take-two-networks-2-wrong = That is a diagonal step; go straight ahead two rows instead.
lesson-double-take-two-networks-2-done = The straight move passes over one green point and gains two rows.

## forward-moves

lesson-double-take-forward-moves-title = Forward moves
lesson-double-take-forward-moves-summary = Diagonal steps and straight moves, and what blocks them.
lesson-double-take-forward-moves-1-explain = The straight move needs the point it passes over to be empty. A move that takes nothing always goes forward.
lesson-double-take-forward-moves-1-goal = Reach rank 6 in one move. The green piece on d5 blocks the straight move of d4.
lesson-double-take-forward-moves-1-wrong = Only a straight move gains two rows, and d4 cannot make one over the green piece on d5.
lesson-double-take-forward-moves-1-done = f4 went straight to f6: its green point f5 was empty.
lesson-double-take-forward-moves-2-goal = Reach d8 on Green's first row in two moves.
lesson-double-take-forward-moves-2-wrong = Diagonal steps are too slow here: two straight moves reach d8.
lesson-double-take-forward-moves-2-done = Two straight moves took the piece four rows up, to d8.
lesson-double-take-forward-moves-3-goal = The green piece on d7 blocks the straight move. Reach the top row in two moves anyway.
lesson-double-take-forward-moves-3-wrong = A piece that takes nothing moves only forward: step diagonally round d7, then up to the top row.
lesson-double-take-forward-moves-3-done = Two diagonal steps went round the green piece to the top row.

## taking

lesson-double-take-taking-title = Taking pieces
lesson-double-take-taking-summary = Custodian capture: sandwich an enemy piece between two of yours.
lesson-double-take-taking-1-explain = After your move, each enemy piece right beside the moved piece (up, down, left or right) with another of your pieces on its far side is taken.
lesson-double-take-taking-1-goal = Take the green piece on c4.
lesson-double-take-taking-1-wrong = To take c4 you need red pieces on both sides of it: b4 and d4.
lesson-double-take-taking-1-done = Your piece landed on d4, and c4 sat between it and b4: taken.
lesson-double-take-taking-2-explain = One move can take up to four pieces: one on each side of the moved piece.
lesson-double-take-taking-2-goal = Take both green pieces with one move.
lesson-double-take-taking-2-wrong = That takes nothing: find the point between c4 and e4.
lesson-double-take-taking-2-done = A double take: d4 closed both sandwiches at once.
lesson-double-take-taking-3-explain = Only the piece that moves takes. So moving in between two enemy pieces is safe: they did not move.
lesson-double-take-taking-3-goal = Take a green piece in two moves. You may step between c4 and e4 without fear.
lesson-double-take-taking-3-wrong = No green piece was taken: put red pieces on both sides of c4, on b4 and d4.
lesson-double-take-taking-3-done = Your piece stood safely between two green pieces, then helped take one.

## any-direction

lesson-double-take-any-direction-title = Captures go any way
lesson-double-take-any-direction-summary = A move that takes may go backwards or sideways.
lesson-double-take-any-direction-1-explain = A move that takes may go in any direction, backwards too.
lesson-double-take-any-direction-1-goal = Take the green piece on c4 by stepping back diagonally.
lesson-double-take-any-direction-1-wrong = That takes nothing; a step back to d4 would close the sandwich on c4.
lesson-double-take-any-direction-1-done = A backward step is allowed because it takes.
lesson-double-take-any-direction-2-explain = A taking move may also go sideways two points, over an empty enemy point.
lesson-double-take-any-direction-2-goal = Take the green piece on e4 with a sideways move.
lesson-double-take-any-direction-2-wrong = That takes nothing: b4 can move sideways over the empty c4 to d4.
lesson-double-take-any-direction-2-done = b4 went sideways to d4, and e4 was caught between d4 and f4.
lesson-double-take-any-direction-3-goal = Take three green pieces with one move.
lesson-double-take-any-direction-3-wrong = Look for the point next to all three green pieces, and a straight move back to it.
lesson-double-take-any-direction-3-done = One move back from d6 to d4 took c4, e4 and d3.

## far-row

lesson-double-take-far-row-title = The far row
lesson-double-take-far-row-summary = A piece on Green's first row may move only to take.
lesson-double-take-far-row-1-explain = Red's far row is rank 8, Green's first row. A piece that reaches it may move only to take.
lesson-double-take-far-row-1-goal = Your pieces on b8 and d8 cannot move: they have nothing to take. Bring a third piece to the far row.
lesson-double-take-far-row-1-wrong = That piece did not reach rank 8: f6 can go straight to f8.
lesson-double-take-far-row-1-done = Three red pieces now stand on the far row.
lesson-double-take-far-row-2-goal = Use a far-row piece to take the green piece on e8.
lesson-double-take-far-row-2-wrong = That takes nothing: b8 may move along the row, over the empty c8, because it takes.
lesson-double-take-far-row-2-done = b8 moved along the row to d8 and took e8 against f8.
lesson-double-take-far-row-3-explain = A far-row piece may also leave the row to take. From its new point the usual rules apply.
lesson-double-take-far-row-3-goal = Take the green piece on f7.
lesson-double-take-far-row-3-wrong = That takes nothing: d8 may step back to e7, next to f7.
lesson-double-take-far-row-3-done = d8 left the far row to take f7; from e7 it moves forward again as usual.

## four-wins

lesson-double-take-four-wins-title = Four on the far row
lesson-double-take-four-wins-summary = Four pieces on your far row win the game.
lesson-double-take-four-wins-1-explain = A player who has four pieces on their far row after their move wins at once.
lesson-double-take-four-wins-1-goal = Red has three pieces on the far row. Win with the fourth.
lesson-double-take-four-wins-1-wrong = That does not bring a fourth piece to rank 8: h6 can go straight to h8.
lesson-double-take-four-wins-1-done = Four red pieces on rank 8: Red wins.
lesson-double-take-four-wins-2-explain = Green also has three pieces on its far row, rank 1, and h3 can reach h1 next move. The first to four wins.
lesson-double-take-four-wins-2-goal = Win before Green can.
lesson-double-take-four-wins-2-wrong = Green now plays h3 to h1 and wins: get your fourth piece to rank 8 first.
lesson-double-take-four-wins-2-done = Your fourth piece arrived first, and the game ended at once.

## passing

lesson-double-take-passing-title = When you cannot move
lesson-double-take-passing-summary = A player with no move passes, and the other moves again.
lesson-double-take-passing-1-explain = A player who can move must move. A player who cannot move passes, and the other moves again. If neither can move, the game is a draw.
lesson-double-take-passing-1-goal = Red's pieces on the far row have nothing to take, and e7 is hemmed in. Pass, with the “Red passes” button above the board.
lesson-double-take-passing-1-wrong = Red has no move but to pass.
lesson-double-take-passing-1-done = You passed; now Green moves again.
lesson-double-take-passing-2-goal = Pass, and when Green's move gives you a chance, take a piece.
lesson-double-take-passing-2-wrong = Green's piece on d7 can be sandwiched: land beside it with red on its far side.
lesson-double-take-passing-2-done = Blocked one move, taking the next: Green's piece stepped to d7, beside your pieces, and one move closed the sandwich.
