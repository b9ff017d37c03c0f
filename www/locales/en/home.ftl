# The home page (www/js/pages/home.js).

game-hook-double-ring = Skip two rings, make a double, be the last to move.
game-summary-double-ring = A pen-and-paper ring game on a 9x9 grid. Five rules and any board from 3x3 to 19x19, with an exact solver for the endgame.
game-hook-double-take = Sandwich enemy pieces; first with four on the far row wins.
game-summary-double-take = Andrew Perkis’s custodian-capture race on two interleaved networks of points.
game-hook-king-of-rings = Knights collect rings and leap exactly as far as they hold.
game-summary-king-of-rings = Seven knights a side on a 7x7 board of rings worth 1, 3 or 5 points. Capture a holder to take its whole stack; the most points wins.
game-hook-one-ring = Chess on 42 squares, where the Ring corrupts its wearer.
game-summary-one-ring = Robert Price’s chess variant. White’s first loss brings in the One Ring: it lends new moves, corrupts a captured wearer, and wins if White destroys it.
game-hook-double-eighteen-stone = Two chess armies on one wide board, and 18 grey stones to swap with or push in a line.
game-summary-double-eighteen-stone = David Short’s double chess on 16 x 9 squares, one king each. Swap a piece with a stone, or slide a line of stones.
game-hook-chess = The classic game, by the FIDE rules.
game-summary-chess = Play a friend or the computer at five levels, and keep your games as standard PGN.

home-title = Rare abstract games, exactly by their rules
home-lede = Open a game and play at once: against the computer at five levels, or two players on one screen. Never seen a game before? Its lessons teach it in minutes on the real board, and its puzzles, found by the engine, make you better at it.
home-card-players = { $players } players · the computer or a friend
home-card-in-progress = Your game in progress: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
home-continue = Continue
home-new-game = New game
    .title = A new game against the computer (level 3); the game in progress is kept
home-play-computer = Play the computer
home-new-game-friend = New game with a friend on this screen
home-play-friend = Play a friend on this screen
home-play-far-away = Play a friend far away
home-play-online = Play online
home-lobby = Lobby: open challenges
home-print = Print a blank board
home-learn = Learn to play
home-lessons = Lessons
home-puzzles = Puzzles
home-lab = Lab: try new rules
home-lessons-count = { $count } lessons
home-lessons-done = Lessons: { $done } of { $count } done
home-puzzles-count = { $count } puzzles
home-puzzles-solved = Puzzles: { $solved } of { $count } solved

# The list of my games (my-games-list.js), on the home page.
play-my-games = My games
play-my-games-unreadable = The list of your games could not be read. It is kept aside in this browser's storage as { $key }.
play-my-games-show-all = Show all { $count } games
play-my-game-in-progress = In progress
play-my-game-draw = Draw
play-my-game-computer-won = The computer won
play-my-game-you-won = You won
play-my-game-won = { $player } won
play-my-game-finished = Finished
play-my-game-your-move = Your move
play-my-game-waiting = Waiting for { $player }
play-my-game-vs-friend-here = a friend on this screen
play-my-game-vs-computer = the computer, level { $level }, you play { $side }
play-my-game-vs-friend-link = a friend by link, you play { $side }
play-my-game-open = Open
    .aria-label = Open the game of { $game } of { $date }
play-my-game-continue = Continue
    .aria-label = Continue the game of { $game } of { $date }
play-my-game-delete = Delete
    .aria-label = Delete the game of { $game } of { $date }

# A game's number of moves, in the list of my games.
play-moves = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
