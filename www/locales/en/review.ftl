# Words of the area 'review' (www/js/i18n/i18n.js: needWords).
# The review of a game (game-review.js), its graph (eval-graph.js) and the
# analysis board (game-analysis.js). $player is the engine's name of a side;
# $move, $better and $line are move notation; $mark is inaccuracy, mistake or blunder.

review-section =
    .aria-label = Review
review-title = Review
review-graph =
    .aria-label = The evaluation graph: the first player’s chance of winning after every move. Click or tap it to go to a move.
review-progress = Evaluating position { $done } of { $total }
review-progress-seconds = Evaluating position { $done } of { $total }, about { $seconds } s left
review-progress-minutes = Evaluating position { $done } of { $total }, about { $minutes } min left
review-stop = Stop
review-again = Review again
review-changed = The game has changed since this review.
# $why is the engine's reason, in English.
review-failed = The review stopped: { $why }.
review-chance = { $player }: { $percent } % to win
review-chance-proved = { $player }: { $percent } % to win (proved)
review-percent = { $percent } %

## A marked move: its title in the move list, and the notes at it.

review-mark = { $mark ->
        [inaccuracy] Inaccuracy
        [mistake] Mistake
       *[blunder] Blunder
    }
review-mark-better = { $mark ->
        [inaccuracy] Inaccuracy
        [mistake] Mistake
       *[blunder] Blunder
    }: better { $move }
review-was-played = { $move } was { $mark ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
       *[blunder] a blunder
    } (−{ $drop } % chance to win).
review-was-played-better = { $move } was { $mark ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
       *[blunder] a blunder
    } (−{ $drop } % chance to win). { $better } was better.
review-show-before = Show the position before it
review-played-here = Played here: { $move }, { $mark ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
       *[blunder] a blunder
    } (−{ $drop } % chance to win, red arrow).
review-played-here-better = Played here: { $move }, { $mark ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
       *[blunder] a blunder
    } (−{ $drop } % chance to win, red arrow). Better: { $better } (green arrow).
review-played-here-line = Played here: { $move }, { $mark ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
       *[blunder] a blunder
    } (−{ $drop } % chance to win, red arrow). Better: { $better } (green arrow), then { $line }.

## The summary: each player's marks and accuracy.

# The title of a column headed by the symbol ?!, ? or ??.
review-column =
    .title = { $mark ->
        [inaccuracy] inaccuracies
        [mistake] mistakes
       *[blunder] blunders
    }
review-accuracy = Accuracy
review-key = ?! inaccuracy · ? mistake · ?? blunder
review-marked-moves = Marked moves:
review-marked-move =
    .title = { $mark ->
        [inaccuracy] Inaccuracy
        [mistake] Mistake
       *[blunder] Blunder
    }: go to the position before it
review-accuracy-note = Accuracy: the mean over a player’s moves of 103.2 × e^(−0.0435 × the drop in its winning chance, in %) − 3.2, from 0 to 100 (lichess’s formula).

## The analysis board.

review-analysis-section =
    .aria-label = Analysis
review-analysis-title = Analysis
review-analysis-close = Close analysis
review-analysis-bar =
    .aria-label = { $player }: { $percent } % to win
review-analysis-line-chance = { $percent } %
    .title = { $player }: { $percent } % to win
# $score is the engine's score (+0.35, #+5), or won or lost when it is proved.
review-analysis-score = { $score ->
        [won] won
        [lost] lost
       *[other] { $score }
    }
    .title = The engine's score for { $player }: hundredths of a pawn (or of the game's own unit), or #+n, a win in n moves of either side
review-analysis-play =
    .aria-label = Play { $move }
review-analysis-depth-millions = Depth { $depth } · { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } M positions
review-analysis-depth-thousands = Depth { $depth } · { $thousands } k positions
review-analysis-solved = Solved: { $player } wins with perfect play
review-analysis-starting = Analysing…
review-analysis-paused = Analysis paused while the page is hidden
review-analysis-over = The game is over here.
# $why is the engine's reason, in English.
review-analysis-failed = The analysis stopped: { $why }.
