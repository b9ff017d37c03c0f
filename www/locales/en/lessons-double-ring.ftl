# Lessons of Double Ring: the words of www/data/lessons/double-ring.json,
# as lesson-double-ring-<lesson>-title and -summary, and per step n
# lesson-double-ring-<lesson>-<n>-goal, -explain (when the step has one), -wrong, -done.

## skip-two

lesson-double-ring-skip-two-title = How a ring moves
lesson-double-ring-skip-two-summary = A single ring moves over exactly two rings.
lesson-double-ring-skip-two-1-explain = Every cell starts with a single ring. A single ring moves up, down, left or right, passes exactly two rings and lands on the next single ring.
lesson-double-ring-skip-two-1-goal = Move the ring on a1 up to a4: click the ring, then the cell where it lands.
lesson-double-ring-skip-two-1-wrong = Not that one: take the ring on a1 up to a4.
lesson-double-ring-skip-two-1-done = It passed a2 and a3 and landed on a4: a1 is now empty and a4 is a double ring.
lesson-double-ring-skip-two-2-explain = A ring may go any of the four ways, but only where it passes two rings and then finds a ring to land on.
lesson-double-ring-skip-two-2-goal = Move the ring on b3. Only one direction works for it.
lesson-double-ring-skip-two-2-wrong = That is another ring: move the one on b3.
lesson-double-ring-skip-two-2-done = Up, down or left, b3 runs off the board before it finds a ring to land on; to the right it lands on e3.
lesson-double-ring-skip-two-3-goal = Land a ring on d1.
lesson-double-ring-skip-two-3-wrong = That ring lands somewhere else: look for a ring with exactly two rings between it and d1.
lesson-double-ring-skip-two-3-done = Both a1 (over b1 and c1) and d4 (over d3 and d2) can land on d1.

## empty-cells

lesson-double-ring-empty-cells-title = Empty cells count nothing
lesson-double-ring-empty-cells-summary = A ring passes empty cells without counting them.
lesson-double-ring-empty-cells-1-explain = When a ring moves away, its cell is left empty, drawn as a crossed-out ring: here the ring from b1 went up to b4. Our reading of the rules: empty cells are passed over and count nothing; only rings are counted.
lesson-double-ring-empty-cells-1-goal = Move the ring on a1 to the right, along rank 1.
lesson-double-ring-empty-cells-1-wrong = Move the ring on a1 to the right: b1 is empty, so it passes c1 and d1.
lesson-double-ring-empty-cells-1-done = The empty b1 counted nothing: the ring passed c1 and d1 and landed on e1.
lesson-double-ring-empty-cells-2-explain = After two rings, the ring goes on over any empty cells to the next ring, and lands there if it is a single.
lesson-double-ring-empty-cells-2-goal = Land a ring on e1.
lesson-double-ring-empty-cells-2-wrong = That ring lands somewhere else: which ring has exactly two rings, and maybe some empty cells, between it and e1?
lesson-double-ring-empty-cells-2-done = The ring on a1 passed b1 and c1, went on over the empty d1 and landed on e1.

## double-rings

lesson-double-ring-double-rings-title = Double rings
lesson-double-ring-double-rings-summary = A double ring counts two, never moves, and is never landed on.
lesson-double-ring-double-rings-1-explain = A ring that has been landed on is a double ring, and a double ring counts as two rings.
lesson-double-ring-double-rings-1-goal = Move the ring on b3 over the double ring on c3.
lesson-double-ring-double-rings-1-wrong = Move the ring on b3 to the right, over the double ring on c3.
lesson-double-ring-double-rings-1-done = The double ring on c3 counted two, so the ring landed on d3 just behind it.
lesson-double-ring-double-rings-2-explain = A single ring then a double ring count three: too many, so there is no move that way.
lesson-double-ring-double-rings-2-goal = Move the ring on a2.
lesson-double-ring-double-rings-2-wrong = Move the ring on a2: to the right it would pass three rings, so find another way.
lesson-double-ring-double-rings-2-done = To the right, b2 and the double on c2 count three; upwards, a3 and a4 count two and the ring lands on a5.
lesson-double-ring-double-rings-3-explain = A ring lands only on a single ring: if the next ring after two is a double, there is no move. Double rings themselves never move.
lesson-double-ring-double-rings-3-goal = Most rings here are stuck; some would land on the marked doubles. Find a move.
lesson-double-ring-double-rings-3-wrong = Look for a ring that passes exactly two rings and then meets a single ring.
lesson-double-ring-double-rings-3-done = The rings on a4 and c4 would land on the doubles on d4, a1 and c1, which is not allowed; only a3 and c3 can jump the double on b3.

## last-move-wins

lesson-double-ring-last-move-wins-title = The last move wins
lesson-double-ring-last-move-wins-summary = A player who cannot move loses.
lesson-double-ring-last-move-wins-1-explain = Both players move the same rings, taking turns. A player who cannot move loses, so the last player to move wins.
lesson-double-ring-last-move-wins-1-goal = Player 1 to move. Make the last move of the game.
lesson-double-ring-last-move-wins-1-wrong = Player 2 can still move after that.
lesson-double-ring-last-move-wins-1-done = After your move no ring can move: Player 2 has no move and loses.
lesson-double-ring-last-move-wins-2-explain = A move can also make new moves: the new double ring it leaves may be something to jump over.
lesson-double-ring-last-move-wins-2-goal = You have two moves. Pick the one that leaves Player 2 no move.
lesson-double-ring-last-move-wins-2-wrong = After a2 to d2, the ring on d1 jumps the new double on d2 to d3, and Player 2 moves last.
lesson-double-ring-last-move-wins-2-done = Moving d2 to a2 leaves nothing to jump: Player 2 is stuck and you win.
lesson-double-ring-last-move-wins-3-goal = Four moves, one wins at once. Find the move after which no ring can move.
lesson-double-ring-last-move-wins-3-wrong = That leaves Player 2 a move, and Player 2 would move last.
lesson-double-ring-last-move-wins-3-done = Moving b2 to e2 took the ring off b2, and with it the moves along the b-file: Player 2 is stuck.

## counting-moves

lesson-double-ring-counting-moves-title = Counting moves left
lesson-double-ring-counting-moves-summary = Leave an even number of moves and you move last.
lesson-double-ring-counting-moves-1-explain = Count the moves left. If an even number is left after your move, Player 2 takes one, you take one, and the last one is yours.
lesson-double-ring-counting-moves-1-goal = The rings at a5 and c5 give one move. Make a move that leaves exactly two moves in all.
lesson-double-ring-counting-moves-1-wrong = After that, Player 2 can leave an even number of moves and make the last one.
lesson-double-ring-counting-moves-1-done = Rank 1 still has one jump over the new double, and the top has one: one each, and the last is yours.
lesson-double-ring-counting-moves-2-explain = Now the rings at a5 and c5 give one move, and those at e3 and e5 give one more.
lesson-double-ring-counting-moves-2-goal = Win the game: make the last move within your next two moves.
lesson-double-ring-counting-moves-2-wrong = Player 2 moved last: after your first move, an even number of moves should be left.
lesson-double-ring-counting-moves-2-done = Moving b1 to e1 (or d1 to a1) used up rank 1 in one move and left two moves: one for Player 2, the last for you.

## mirror-plan

lesson-double-ring-mirror-plan-title = A first plan: the mirror
lesson-double-ring-mirror-plan-summary = On a board of even size, Player 2 copies every move and moves last, whatever the rule.
lesson-double-ring-mirror-plan-1-explain = On a board of even size, Player 2 can answer every move with its mirror: the same move turned half round the centre. So a1 becomes d4, b2 becomes c3, and so on.
lesson-double-ring-mirror-plan-1-goal = Player 1 moved a1 to a4. As Player 2, play the mirror move.
lesson-double-ring-mirror-plan-1-wrong = That is not the mirror: a1 turns into d4 and a4 into d1, so play d4 to d1.
lesson-double-ring-mirror-plan-1-done = The board is symmetric again, so whatever Player 1 does, the mirror move is ready.
lesson-double-ring-mirror-plan-2-explain = The mirror move is always there: it is in the mirror row or column, which Player 1's move did not touch. So Player 2 always has an answer and makes the last move.
lesson-double-ring-mirror-plan-2-goal = Player 1 moved d4 to a4. Keep mirroring, and win within two moves.
lesson-double-ring-mirror-plan-2-wrong = Player 1 moved last: answer each move with its mirror through the centre.
lesson-double-ring-mirror-plan-2-done = Player 1 ran out of moves first: on a 4x4 board, Player 1 cannot beat the mirror.
lesson-double-ring-mirror-plan-3-explain = The mirror works on every even board and under every rule. A knight's leap never joins a ring to its own mirror image, so the mirror leap is always there too.
lesson-double-ring-mirror-plan-3-goal = Knight's Overlap on 6x6: Player 1 leapt from a1 to b3. Play the mirror leap.
lesson-double-ring-mirror-plan-3-wrong = That is not the mirror: a1 turns into f6 and b3 into e4, so leap from f6 to e4.
lesson-double-ring-mirror-plan-3-done = Symmetric again. With Solve on, the page says so on any even board: whoever moves in a symmetric position loses.

## mirror-cross

lesson-double-ring-mirror-cross-title = Why the mirror fails on 9x9
lesson-double-ring-mirror-cross-summary = On an odd board the middle row and column are their own mirror: a move there can break the copy.
lesson-double-ring-mirror-cross-1-explain = On the 9x9 board the half-turn sends rank 5 and the e-file onto themselves, and the centre e5 onto itself. A move along them has its mirror in the same line, and the move itself has just changed that line.
lesson-double-ring-mirror-cross-1-goal = Player 1 moved e3 to e6, up the middle file. Its mirror would be e7 to e4, but e7 now passes the new double ring on e6. Move the ring on e7 down and see where it lands.
lesson-double-ring-mirror-cross-1-wrong = Move the ring on e7 down the e-file.
lesson-double-ring-mirror-cross-1-done = e7 landed on e5, not e4: the mirror move did not exist. That is why the mirror proves nothing on 9x9, and why nobody knows who wins there.
lesson-double-ring-mirror-cross-2-explain = Once no single ring is left on the middle row and column, no move can touch them, and the mirror works again on an odd board too.
lesson-double-ring-mirror-cross-2-goal = The middle cross is empty. Player 1 moved a1 to a5: play the mirror.
lesson-double-ring-mirror-cross-2-wrong = That is not the mirror: a1 turns into e5 and a5 into e1, so play e5 to e1.
lesson-double-ring-mirror-cross-2-done = Symmetric, with an empty cross: Player 1 has lost. (Under Knight's Overlap only the centre must be free of single rings.)

## other-rules

lesson-double-ring-other-rules-title = The other rules
lesson-double-ring-other-rules-summary = Skip Three, Skip Odd, Skip Even, Knight's Overlap and the board size.
lesson-double-ring-other-rules-1-explain = With Skip Three a ring passes exactly three rings. Empty cells still count nothing and a double still counts two.
lesson-double-ring-other-rules-1-goal = Land a ring on the corner e5.
lesson-double-ring-other-rules-1-wrong = That ring lands somewhere else: to reach e5 it must pass exactly three rings.
lesson-double-ring-other-rules-1-done = From a5 or from e1, three rings lie between the ring and e5.
lesson-double-ring-other-rules-2-explain = With Skip Odd a ring passes 1, 3, 5 or any odd number of rings, so one direction can offer several landing cells.
lesson-double-ring-other-rules-2-goal = Take the ring on a1 up to a5, past three rings.
lesson-double-ring-other-rules-2-wrong = Take the ring on a1 up to a5: a3, past one ring, is also a move, but not this one.
lesson-double-ring-other-rules-2-done = Past one ring or past three: both counts are odd, so both were moves.
lesson-double-ring-other-rules-3-explain = With Skip Even a ring passes 2, 4, 6 or any even number of rings. Our reading: passing none is not a skip, so a ring never lands on the first ring it meets.
lesson-double-ring-other-rules-3-goal = Take the ring on a1 to f1, past four rings.
lesson-double-ring-other-rules-3-wrong = Take the ring on a1 to the right, past b1, c1, d1 and e1, to f1.
lesson-double-ring-other-rules-3-done = Four is even: the ring could also have stopped on d1, past two.
lesson-double-ring-other-rules-4-explain = With Knight's Overlap a single ring leaps like a chess knight onto a single ring. What lies in between does not matter.
lesson-double-ring-other-rules-4-goal = Move the ring on a1.
lesson-double-ring-other-rules-4-wrong = Move the ring on a1: like a knight, two cells one way and one across.
lesson-double-ring-other-rules-4-done = It leapt over the doubles to b3. c2 is empty, so the other leap was not possible.
lesson-double-ring-other-rules-5-explain = The board can be any size from 3x3 to 19x19. The classic game is played on 9x9 and lasts at most 40 moves.
lesson-double-ring-other-rules-5-goal = On the full 9x9 board, land a ring on the centre, e5.
lesson-double-ring-other-rules-5-wrong = That ring lands somewhere else: count two rings from e5 in each direction.
lesson-double-ring-other-rules-5-done = You know every rule now: try a game on any board and with any rule!
