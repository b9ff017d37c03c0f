# Words of the area 'learn' (www/js/i18n/i18n.js: needWords): the lesson
# and puzzle pages (www/js/pages/learn-page.js, puzzle-page.js, trainer-board.js).
# $game is a game's name, $player a side's (both worded by their own messages).

## The board of both pages.

learn-board =
    .aria-label = Lesson board
learn-board-label =
    .aria-label = { $game } board, { $player } to move
learn-promote-to =
    .aria-label = Promote to
learn-passes = { $player } passes
# $knights: one ♞ for each knight in hand.
learn-hand = { $player }’s hand: { $knights }
learn-hand-empty = { $player }’s hand: none
learn-hand-drop = Drop a knight from hand: click here, then a ring
learn-hand-knights = Knights in hand

## The lesson page.

learn-heading = Learn { $game }
learn-page-title = Learn { $game } · ringboard
learn-link-play = Play
learn-link-puzzles = Puzzles
learn-link-lessons = Lessons
learn-lessons = Lessons
learn-steps =
    .aria-label = Steps
learn-step = Step { $number }
    .title = Step { $number }
learn-lesson-done = ✓
    .aria-label = completed
learn-try-again = Try again
learn-again = Again
learn-try-yourself = Try it yourself
learn-show-me = Show me
learn-next-step = Next step
learn-next-lesson = Next lesson
learn-play-computer = Play the computer
learn-status-your-move = You play { $player }: your move
learn-status-wait = Wait for the reply…
learn-status-wrong = Not this time: try again
learn-status-not-this-move = Not this move: try another
learn-status-done = Well done
learn-status-showing = Watch
learn-status-shown = Now you try
learn-your-move-again = Your move again.
# Said after the last step's own words.
learn-lesson-complete = Lesson complete!
learn-all-lessons-complete = You have completed every lesson of this game.
# "Show me" played the solution: before and after the step's own words.
learn-that-is-how = That is how.
learn-now-you-try = Now you try.
# $error: the engine's reason, in English.
learn-step-failed = This lesson step could not be opened ({ $error }).

## The puzzle page.

puzzle-heading = { $game } puzzles
puzzle-page-title = { $game } puzzles · ringboard
puzzle-number = Puzzle { $number } of { $count }
# $stars: five stars, ★ filled and ☆ empty.
puzzle-difficulty = · difficulty { $stars }
puzzle-show-solution = Show the solution
puzzle-next = Next puzzle
puzzle-skip = Skip
puzzle-open-game = Open on the game page
puzzle-analyse = Analyse the position
puzzle-yours = Your puzzles
puzzle-stats = Solved { $solved } of { $count } · streak { $streak } · best streak { $best }
puzzle-note = Every puzzle here was found by the engine in its own games, and checked: one move (or one short forced line) wins, and the others do not.
puzzle-status-solving = You play { $player }: find the best move
puzzle-status-failed = Not the move
puzzle-status-solved = Solved
puzzle-status-shown = The solution
puzzle-find-best = Find the best move.
# $move: the reply's move, in the game's notation.
puzzle-reply = Good. The reply was { $move }. Go on.
puzzle-solved = Solved!
puzzle-first-try = At the first try.
puzzle-streak = Streak: { $streak }.
# $move: the player's move; $result: how the game ended ("Black wins: checkmate").
puzzle-wrong-over = { $move } is not the move: { $result }.
puzzle-wrong-looking = { $move } is not the move. The engine is looking for the answer…
puzzle-wrong = { $move } is not the move.
# $player answers the player's $move with $reply.
puzzle-refuted = { $move } is not the move: { $player } answers { $reply }.
puzzle-refuted-wins = { $move } is not the move: { $player } answers { $reply }, and wins by force.
puzzle-refuted-ahead = { $move } is not the move: { $player } answers { $reply }, and comes out ahead.
# $moves: the solution's moves, in the game's notation.
puzzle-solution = The solution: { $moves }.
puzzle-open-failed = This puzzle could not be opened ({ $error }).

## A puzzle's goal and theme, by the forms the engine's puzzle maker finds
## (src/learn/puzzle.rs). $player: the side to move; $moves: its moves to the win.

puzzle-goal-only-move = { $player } to move: find the only winning move.
puzzle-theme-only-move = only winning move
puzzle-goal-only-pair = { $player } to move: find the only two rings that win, either one moved onto the other.
puzzle-theme-only-pair = only winning pair
puzzle-goal-material = { $player } to move: win material.
puzzle-theme-material = wins material
puzzle-goal-mate = { $player } to move: mate in { $moves }.
puzzle-theme-mate = mate in { $moves }
puzzle-goal-ring = { $player } to move: destroy the Ring in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
puzzle-theme-ring = destroys the Ring in { $moves }
puzzle-goal-stalemate = { $player } to move: win by stalemate in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
puzzle-theme-stalemate = stalemate wins in { $moves }
puzzle-goal-far-row = { $player } to move: get a fourth piece to the far row in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
puzzle-theme-far-row = far-row win in { $moves }
puzzle-goal-points = { $player } to move: end the game ahead on points in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
puzzle-theme-points = wins on points in { $moves }
puzzle-goal-win = { $player } to move: win in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
puzzle-theme-win = wins in { $moves }
learn-unknown-lesson = There is no lesson “{ $lesson }”: here is the next lesson to learn.
puzzle-unknown = There is no puzzle “{ $puzzle }”: here is the next puzzle to solve.
