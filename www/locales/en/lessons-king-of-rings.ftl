# Lessons of The King of Rings: the words of www/data/lessons/king-of-rings.json,
# as lesson-king-of-rings-<lesson>-title and -summary, and per step n
# lesson-king-of-rings-<lesson>-<n>-goal, -explain (when the step has one), -wrong, -done.

## plain-knight

lesson-king-of-rings-plain-knight-title = The plain knight
lesson-king-of-rings-plain-knight-summary = A knight with no rings steps one square any way.
lesson-king-of-rings-plain-knight-1-explain = White moves first, from the bottom. A knight with no rings, a plain knight, steps one square in any of the 8 directions: straight or diagonal, forward or back.
lesson-king-of-rings-plain-knight-1-goal = Step the white knight on d4 one square diagonally back, to c3: click the knight, then the square.
lesson-king-of-rings-plain-knight-1-wrong = That is a fine step too, but this time go diagonally back to c3.
lesson-king-of-rings-plain-knight-1-done = A plain knight can step back as easily as forward.
lesson-king-of-rings-plain-knight-2-explain = A plain knight may step onto a ring: it takes the ring. A knight holding rings is called a holder.
lesson-king-of-rings-plain-knight-2-goal = Take the silver ring on e5.
lesson-king-of-rings-plain-knight-2-wrong = That square is empty: step onto the ring on e5.
lesson-king-of-rings-plain-knight-2-done = Your knight holds a ring now: it is a holder, and holders move differently.

## holders-leap

lesson-king-of-rings-holders-leap-title = Holders leap
lesson-king-of-rings-holders-leap-summary = A holder leaps exactly as far as the number of rings it holds.
lesson-king-of-rings-holders-leap-1-explain = A holder leaps exactly as many squares as it holds rings, in a straight line in any of the 8 directions. Count the rings, not their points.
lesson-king-of-rings-holders-leap-1-goal = Your holder on b2 holds two rings. Take the big blue ring on d4.
lesson-king-of-rings-holders-leap-1-wrong = That takes only a silver ring; a leap of two on the diagonal takes the big blue on d4.
lesson-king-of-rings-holders-leap-1-done = Two rings, two squares: b2 to d4. The silver on c3 was too close to reach.
lesson-king-of-rings-holders-leap-2-explain = A holder leaps over anything in its way: rings, knights or empty squares.
lesson-king-of-rings-holders-leap-2-goal = Your holder on a1 holds three rings. Leap over b2 and c3 to the blue ring on d4.
lesson-king-of-rings-holders-leap-2-wrong = That takes only a silver ring: leap three squares diagonally to the blue ring on d4.
lesson-king-of-rings-holders-leap-2-done = The knight and the ring in the way did not stop the leap.
lesson-king-of-rings-holders-leap-3-explain = A holder lands only on a ring or an enemy knight, never on an empty square. Each ring it takes makes its next leap one longer.
lesson-king-of-rings-holders-leap-3-goal = Take the big blue ring on d4 in two moves.
lesson-king-of-rings-holders-leap-3-wrong = From a2 no leap of two reaches d4: take the ring on b2 first, then leap two.
lesson-king-of-rings-holders-leap-3-done = One ring, one square to b2; then two rings, two squares to d4.
lesson-king-of-rings-holders-leap-4-explain = A holder with 7 or more rings cannot move at all.
lesson-king-of-rings-holders-leap-4-goal = Your holder on a1 holds six rings, so it leaps six. Take the blue ring on g7.
lesson-king-of-rings-holders-leap-4-wrong = That is a silver ring: the blue one is on g7.
lesson-king-of-rings-holders-leap-4-done = That was its seventh ring: this holder can never move again.

## capture-and-hand

lesson-king-of-rings-capture-and-hand-title = Captures and the hand
lesson-king-of-rings-capture-and-hand-summary = Capture a holder to win its rings; it goes back to its owner's hand.
lesson-king-of-rings-capture-and-hand-1-explain = A knight may land on an enemy knight to capture it, and takes every ring that knight held. A captured holder goes back to its owner's hand, to be dropped later.
lesson-king-of-rings-capture-and-hand-1-goal = Capture the black holder on e5 and win its rings.
lesson-king-of-rings-capture-and-hand-1-wrong = That wins no rings: the black holder on e5 holds a blue and a silver ring.
lesson-king-of-rings-capture-and-hand-1-done = You hold 4 points now. The captured black knight goes back to Black's hand, to be dropped later: the lesson on drops shows the hand.
lesson-king-of-rings-capture-and-hand-2-goal = Your holder on b2 leaps two. Capture the black knight on d4 that holds the big blue ring.
lesson-king-of-rings-capture-and-hand-2-wrong = The silver ring on b4 is worth 1; the black knight on d4 holds 5 points.
lesson-king-of-rings-capture-and-hand-2-done = Holders capture too, landing exactly their leap away.
lesson-king-of-rings-capture-and-hand-3-explain = A plain knight that is captured is out of the game for good.
lesson-king-of-rings-capture-and-hand-3-goal = Capture the plain black knight on e5.
lesson-king-of-rings-capture-and-hand-3-wrong = That captures nothing: step onto e5.
lesson-king-of-rings-capture-and-hand-3-done = That black knight held no rings, so it is gone for the rest of the game.

## drops

lesson-king-of-rings-drops-title = Drops
lesson-king-of-rings-drops-summary = Put a knight from your hand onto a ring.
lesson-king-of-rings-drops-1-explain = A knight in your hand can be put on any square that holds a ring: it takes that ring and becomes a holder. The drop is your whole turn. To drop, press the “White’s hand” button by the board, then click the square.
lesson-king-of-rings-drops-1-goal = You have one knight in hand. Drop it onto the big blue ring on d4.
lesson-king-of-rings-drops-1-wrong = Drop the knight from your hand onto the big blue ring on d4.
lesson-king-of-rings-drops-1-done = A drop brings a knight back into play, with a ring to start.
lesson-king-of-rings-drops-2-goal = Capture the black holder on d4 in two moves: first drop your knight where it can reach d4.
lesson-king-of-rings-drops-2-wrong = A dropped knight holds one ring and leaps one square: drop it next to d4, on c3.
lesson-king-of-rings-drops-2-done = Drop on c3, leap one onto d4: its two blue rings are yours.

## ring-values

lesson-king-of-rings-ring-values-title = Ring values
lesson-king-of-rings-ring-values-summary = Big blue 5, blue 3, silver 1: collect the most points.
lesson-king-of-rings-ring-values-1-explain = Rings score points: big blue 5, blue 3, silver 1. Your score is the points of the rings held by your knights on the board.
lesson-king-of-rings-ring-values-1-goal = Take the ring worth the most.
lesson-king-of-rings-ring-values-1-wrong = The big blue ring on d4 is worth 5: more than a blue (3) or a silver (1).
lesson-king-of-rings-ring-values-1-done = Five points from the one big blue ring in the game.
lesson-king-of-rings-ring-values-2-explain = Plan ahead: a knight with one ring leaps one square, and only onto a ring or an enemy knight.
lesson-king-of-rings-ring-values-2-goal = Reach 6 points in two moves.
lesson-king-of-rings-ring-values-2-wrong = After the blue ring on c3 only silvers are in reach: start with the silver on e3.
lesson-king-of-rings-ring-values-2-done = Silver first, then the big blue: 1 + 5 beats 3 + 1.

## last-turn

lesson-king-of-rings-last-turn-title = The last ring and the score
lesson-king-of-rings-last-turn-summary = The game ends when the rings run out; the most points wins.
lesson-king-of-rings-last-turn-1-explain = The game ends when no ring lies on the board, and the most points wins. If White takes the last ring, Black still gets one more turn.
lesson-king-of-rings-last-turn-1-goal = Take the last ring, on d4, so that you still win after Black's last turn.
lesson-king-of-rings-last-turn-1-wrong = Take the ring on d4, but mind Black's knight on e5: it will capture whatever lands there, so send the knight that holds less.
lesson-king-of-rings-last-turn-1-done = Black can take back only 1 point; your 6 points on b2 win.
lesson-king-of-rings-last-turn-2-explain = Now you play Black. White took the last ring, so Black has one more turn, and then the game ends.
lesson-king-of-rings-last-turn-2-goal = Play Black's last turn and win the game.
lesson-king-of-rings-last-turn-2-wrong = That leaves White ahead: capture the holder on d4, worth 8 points.
lesson-king-of-rings-last-turn-2-done = Black captured 8 points on the last turn and wins, 10 points to 1.
