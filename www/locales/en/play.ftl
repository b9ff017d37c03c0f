# Words of the area 'play' (www/js/i18n/i18n.js: needWords).
# Playing on a game page: the computer, the Hint, the solver, the board's
# input, the game record, the sound switch, and the home page's "My games".
# $player, $side: a player's name as the engine gives it (White, Player 1).
# $move, $moves: moves in the game's notation. $error: the engine's words.

## The computer, the Hint and Double Ring's solver (game-page-computer.js).

play-computer-failed = The computer stopped working ({ $error }). Your game is kept.
play-computer-retry = Retry
play-computer-two-players = Continue as a two-player game

# The line while the computer thinks: the depth reached, the time used and the level's budget.
play-thinking = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s / { $limit } s
play-thinking-open = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
play-thinking-depth = depth { $depth } · { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s / { $limit } s
play-thinking-depth-open = depth { $depth } · { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s

play-hint-thinking = Hint (level { $level }): thinking…
play-hint = Hint (level { $level }): { $move }
play-hint-arrow = Hint (level { $level }): { $move }, the orange arrow
play-hint-failed = No hint: { $error }

# Keep the <strong class="…"> around who wins or loses.

## The engine (engine.js, engine-worker-client.js).

play-engine-crashed = The game engine crashed. The game was restored from its last good position.
# Said inside "The computer stopped working (…)" and the like.
play-engine-not-loaded = the engine could not be loaded ({ $error })
play-engine-worker-stopped = the worker stopped

## The board (board-input.js).

play-promote-to = Promote to
play-promote-cancel = Cancel
# $piece: queen, rook, bishop or knight.
play-promote =
    .title = Promote to { $piece ->
        [queen] queen
        [rook] rook
        [bishop] bishop
       *[knight] knight
    } ({ $move })
    .aria-label = Promote to { $piece ->
        [queen] queen
        [rook] rook
        [bishop] bishop
       *[knight] knight
    }
# How a screen reader calls the board.
play-board-role = game board
# The keyboard cursor's square: $what, what stands on it (the board's words, as "white pawn", "empty").
play-cursor = { $square }: { $what }{ $selected ->
        [yes] , selected
       *[no] {""}
    }{ $action ->
        [plays] , Enter plays { $move }
        [selects] , can move: Enter selects
       *[none] {""}
    }
play-cursor-square = square
play-board-cursor =
    .aria-label = { $game } board. { play-cursor }

## The game record (record-panel.js).

play-record-hint = The whole game as text, in the shape of PGN (standard PGN for chess), to keep or to send.
play-record-download = Download record
play-record-copy = Copy record
play-record-paste = Open a record: paste it here
# The placeholder is the beginning of a record: leave it as it is.
play-record-box =
    .aria-label = A game record to open
    .placeholder = [Event "…"]{"\u000A"}{"\u000A"}1. e4 e5 2. Nf3 …
play-record-open = Open pasted record
play-record-choose = or choose a file
play-record-file =
    .aria-label = Choose a record file
play-record-opened = The record was opened.
play-record-unreadable = This record could not be opened: { $error }. Your game is unchanged.
play-record-too-large = { $file } is too large to be a game record. Your game is unchanged.
play-record-downloaded = The record was downloaded.
play-record-copied = The record was copied.
play-record-copy-by-hand = Copying is not allowed here: the record is in the box, selected, to copy by hand.

## The sound switch (sound-switch.js).

play-sound = Sound
play-sound-switch =
    .title = Sounds of moves, captures, checks and the end

## "My games" on the home page (my-games-list.js). $date: a day, as 15 Jan 2026.

play-hint-swap = Hint (level { $level }): swap sides, the side that moved stands better
