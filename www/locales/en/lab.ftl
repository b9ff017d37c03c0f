# Words of the area 'lab' (www/js/i18n/i18n.js: needWords).
# The designers' lab (pages/lab-page.js, pages/lab/): the computer plays a
# game against itself under rules A (and B), and the games are summed up.
# $game is the game's name in the page's language.

lab-title = { $game }: the designers' lab
lab-page-title = { $game } lab · ringboard
lab-lede = The computer plays { $game } against itself under the rules you choose, in every core of this device, and the games are summed up as designers measure a game. Compare two sets of rules side by side, and send the page's link: it holds the whole setup.
lab-unknown-game = The lab has no game '{ $game }'.
# $why is the engine's reason.
lab-link-failed = This lab link could not be opened ({ $why }); the lab starts from the game's own rules.
lab-setup-failed = This setup cannot be run ({ $why }).

## The setup.

lab-rules-a = Rules A
lab-rules-b = Rules B
lab-compare = Compare with rules B
lab-players = Players
lab-first-player = Plays first
lab-second-player = Plays second
lab-agent-level = Level { $level }
# $rating is an Elo, written as it is.
lab-agent-level-rated = Level { $level } (Elo { $rating })
lab-agent-greedy = Greedy (one move ahead)
lab-agent-random = Random moves
lab-games = Games
lab-random-plies = Random opening moves
lab-swap = The players change sides every other game

## Running.

lab-start = Start
lab-stop = Stop
lab-resume = Resume
lab-start-again = Start again
# $done and $total are games; $rate is games a second; $workers the Web Workers.
lab-status-setup = { $total } games to play, on { $workers } cores.
lab-status-running = { $done } of { $total } games · { $rate } games a second · { $workers } workers
lab-status-stopped = Stopped after { $done } of { $total } games.
lab-status-finished = { $total } games in { $seconds } s: { $rate } games a second on { $workers } workers.
lab-status-failed = The run stopped after { $done } of { $total } games: { $why }

## The results.

lab-results = Results
lab-measure = Measure
# $rules is the set of rules in words ("Skip Odd · 7 x 7").
lab-column-a = A: { $rules }
lab-column-b = B: { $rules }
lab-rules-own = the game's own rules
lab-row-games = Games played
lab-row-results = Wins of the first player · of the second · draws
lab-row-first-score = First player's score
# $player and $other are the two players ("Level 4", "Level 3").
lab-row-player-score = { $player }'s score against { $other }
lab-row-length = Length (plies)
lab-row-spread = Spread of the length
lab-row-branching = Moves to choose from
lab-row-decided = Decided at ply
lab-row-lead-changes = Lead changes
lab-row-repetitions = Ended by repetition
lab-row-passes = Passes among the moves
lab-row-cut-off = Cut off as draws (too long)
lab-row-exact = With best play
# $value, $low and $high are numbers already written.
lab-value-interval = { $value } ({ $low } to { $high })
lab-value-results = { $first } · { $second } · { $draws }
# $ply is a number (with its interval); $share the part of the game.
lab-value-decided = { $ply }; { $share } of the game
lab-exact-first = the first player wins (solved)
lab-exact-first-mirror = the first player wins (mirror theorem)
lab-exact-second = the second player wins (solved)
lab-exact-second-mirror = the second player wins (mirror theorem)
lab-exact-none = not settled: the solver's budget does not reach
lab-plot-score = First player's score, with its 95 % interval
lab-plot-lengths = Game lengths: the share of games by plies
lab-plot-branching = Moves to choose from, by ply
lab-axis-plies = plies a game
lab-axis-ply = ply
lab-download-records-a = Records of rules A
lab-download-records-b = Records of rules B
lab-download-csv = Table (CSV)
lab-download-json = Results (JSON)
lab-print = Print
lab-play-rules-a = Play rules A
lab-play-rules-b = Play rules B

## What the numbers mean.

lab-explained = What the numbers mean
lab-term-player-score = The stronger player's score
lab-explain-first-score = A win counts 1, a draw ½. 50 % is a fair game between equal players; the interval is Wilson's, at 95 %: the truth lies in it 19 times in 20.
lab-explain-player-score = With two different players: how much the stronger scores. Far above 50 %, the game rewards thinking deeper (its skill trace).
lab-explain-mover-score = With the pie rule: the score of whoever made the first move, on whichever side the swap left them. Under the pie rule this is the first-player advantage; near 50 %, the rule has evened the game.
lab-explain-swaps = With the pie rule: how often the second player answered the first move with the swap, by its own evaluation.
lab-explain-length = Plies (single moves) a game, with the 95 % interval of the mean.
lab-explain-branching = The legal moves of the side to move, over every position of every game: how wide the game is.
lab-explain-decided = The ply after which the eventual winner stays ahead on the computer's evaluation. Near the end: the game stays open long.
lab-explain-lead-changes = How often the side ahead on the evaluation changes: drama, or a game that swings.
lab-explain-repetitions = The share of games that ended because a position came back.
lab-explain-passes = The share of moves that were passes.
lab-explain-exact = Double Ring only: what the exact solver, or the mirror theorem, proves of the start.

## The levels.

lab-ladder = The levels' Elo in { $game }
lab-ladder-how = Each level played the others and random moves, which stand at 0; the ratings are fitted to those games (docs/strength.md), and the players above are these levels.

## The skill trace.

lab-trace-games = Skill trace: games a pairing (0: none)
lab-row-trace = { $player } against { $other }
lab-value-trace = { $score } of { $games } games
lab-term-trace = Skill trace
lab-explain-trace = Each level plays the level below it (2 against 1, 3 against 2, 4 against 3), sides swapped: if the deeper look keeps winning at every depth, the game rewards thinking further; if the scores fall towards 50 %, it is shallow, or close to drawn.
lab-row-mover-score = First mover's score (after any swap)
lab-row-swaps = Swaps taken
lab-exact-pie-first = the second player wins: the first side wins the start, and the swap takes it
lab-exact-pie-second = the second player wins: the second side wins the start, and keeps it
