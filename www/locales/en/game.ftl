# Words of the area 'game' (www/js/i18n/i18n.js: needWords).
# A game's page: www/js/pages/game-page.js, game-page-link.js, www/js/ui/opponent.js.
# $player, $other, $result, $why, $error, $move are the engine's words (a side's name, a move).

## The status line above the board

game-to-move = { $player } to move
game-computer-to-move = { $player } (computer) to move
game-waiting-for = Waiting for { $player }’s move
game-to-move-yours = { $player } to move: your move
game-computer-thinking = Computer thinking
game-cannot-move = { $player } cannot move: { $other } moves again
game-passed = ({ $player } passed)
# Between the status and the game's note ("White to move. Check"); keeps its space.
game-status-note = .{" "}
game-looking-back-start = Looking back at the start: the computer waits. Press End or click the last move to go on.
game-looking-back = Looking back at move { $ply } ({ $move }): the computer waits. Press End or click the last move to go on.
game-computer-played = Computer played { $move }
game-pass = { $player } passes
game-move-now = Move now
    .title = Play the best move found so far
game-computer-play = Computer, play from here

## The board and the move box

game-board =
    .aria-label = Game board
game-board-status =
    .aria-label = { $game } board. { $status }. Type a move below to play.
game-promote-to =
    .aria-label = Promote to
game-play = Play
game-friends-turn = It is { $player }’s turn: your friend moves and sends you the link.
game-computers-turn-thinking = It is the computer’s turn: wait for its move, or press { game-move-now }.
game-computers-turn-waiting = It is the computer’s turn: press “{ game-computer-play }” for its move.

## The controls

game-undo = ↶ Undo
    .title = Take back a move (←)
game-redo = Redo ↷
    .title = Play the move again (→)
game-hint = Hint
    .title = The computer’s suggestion, drawn on the board
game-copy-link = Copy link
game-link-copied = Link copied
game-copy-prompt = Copy this link:
game-flip = ⇅ Flip
    .title = Turn the board round (kept in the link)
game-zoom = Zoom board
    .title = Show the board larger, to scroll across
game-fit = Fit board
    .title = Show the board larger, to scroll across
game-resign = Resign
game-resign-confirm-you = Confirm: You resign
game-resign-confirm = Confirm: { $player } resigns
game-review = Review this game
game-analysis-board = Analysis board
game-learn-link = New to this game? Learn it in 5 minutes
game-puzzles-link = Puzzles
game-solve = <strong>Solve</strong> · show who wins from here with perfect play, and the winning moves
game-moves = Moves
game-moves-list =
    .aria-label = Moves
    .data-empty = No moves yet.
game-go-to-move = Go to move { $ply }
game-record = Game record
game-rules = Rules
game-print-paper = Print for pen and paper
game-print = Print
game-print-blank = Print blank board
game-print-position = Print this position
# The page's title in the browser's tab.
game-page-title = { $game } · ringboard

## The players' bars

game-role-you = You
game-role-friend = Friend, by link
game-role-computer = Computer, level { $level }
# King of Rings: the knights a side holds in hand ($knights is one ♞ each).

## The result

game-draw = Draw
game-you-win = You win
game-friend-wins = Your friend wins
game-computer-wins = The computer wins (level { $level })
game-player-wins = { $player } wins
game-rematch = Rematch: you play { $side ->
        [first] first
       *[second] second
    }
game-new-game = New game
game-result-undo = Undo
game-close-result =
    .title = Close, to study the final position (the result stays above the board)
    .aria-label = Close the result

## New game

game-start-new = Start new game
game-confirm-new =
    .aria-label = Start a new game?
game-confirm-new-text = A game is in progress ({ $count ->
        [one] { $count } move
       *[other] { $count } moves
    }). Start a new one? Your game is kept: you can restore it.
game-confirm-new-yes = Yes, start a new game
game-keep-playing = Keep playing
game-opponent = Opponent
game-versus-friend = A friend on this screen
game-versus-computer = The computer
game-versus-link = A friend, by link
game-versus-online = Play online
game-you-play = You play
game-side-first = First ({ $player })
game-side-second = Second ({ $player })
game-side-random = Either, by lot
game-level-label = Level
game-level = Level { $level }
game-level-rated = Level { $level }, about { $rating }
-game-elo-stockfish = Elo measured in games against the other levels and Stockfish, on Stockfish's scale
-game-elo-levels = Elo measured in games against the other levels, random play = 0
game-level-scale =
    .title = { $scale ->
        [stockfish] { -game-elo-stockfish }
       *[levels] { -game-elo-levels }
    }
# $description is the engine's description of the level.
game-level-description = { $description }. About { $rating } in { $game } ({ $scale ->
        [stockfish] { -game-elo-stockfish }
       *[levels] { -game-elo-levels }
    }).
game-link-description = Each of you plays on your own device: after each move, send the link to your friend, who plays and sends it back.

## Notices: games kept, links, saved games
# English says "(1 moves)" in these two, as it always has (tests/browser/records.spec.js).

game-new-started = New game started. Your previous game ({ $count ->
        [one] { $count } move
       *[other] { $count } moves
    }) is kept.
game-record-opened = The record was opened. Your previous game ({ $count ->
        [one] { $count } move
       *[other] { $count } moves
    }) is kept.
game-restore-previous = Restore the previous game
game-restore-my-game = Restore my game
game-restore-last-game = Restore your last game
game-other-game-kept = Your other game in progress is kept.
game-link-opened-new = This link opened a new game. Your game in progress is kept.
game-link-unreadable = This link could not be opened ({ $error }). A new game was started instead.
game-link-move-refused = Move { $number } of this link ({ $move }) was refused: { $why }. The game is opened { $number ->
        [1] at the start
       *[other] up to move { $previous }
    }, and the link is corrected.
game-saved-unreadable = Your saved game could not be restored ({ $error }). A new game was started.
game-saved-kept-aside = It is kept aside in this browser's storage as { $key }.
game-show-saved-text = Show the saved text
game-saved-text-prompt = The saved game that could not be read:
game-kept-unreadable = The kept game could not be restored ({ $error }).
game-storage-off = This browser is not keeping games (its storage is full or turned off, as in private browsing). You can play on; to keep a game, copy its link.

## A game with a friend by link

game-link-you-play = A game by link: you play { $player }.
game-link-played = { $player } played { $move },
game-link-played-last = { $player } played { $move }.
game-link-waiting = Waiting for { $player }’s move.
game-link-your-move = Your move.
game-link-result = { $result }.
game-link-parts = This link does not continue your game by link: the two games go different ways from move { $number }. Your game is shown; which do you keep? The other is kept aside.
game-link-taken-back = This link plays { $move } again, which was taken back. Your game is shown; which do you keep? The other is kept aside.
game-link-older = { $number ->
        [0] This link is your game by link at its start, an older point than the game here. Your game, which goes further, is kept.
       *[other] This link is your game by link at move { $number }, an older point than the game here. Your game, which goes further, is kept.
    }
game-keep-links-game = Keep the link’s game
game-keep-my-game = Keep my game
game-send-move = Send your move
game-send-again = Send the link again
game-send-result = Send the result
game-send-invitation = Send the invitation
game-link-sent = Sent. Your friend plays, then sends the link back.
game-link-copied-to-send = Copied: paste it into a message to your friend.
game-link-copy-prompt = Copy this and send it to your friend:
game-undo-ask = ↶ Ask to take back
    .title = Your move was sent: your friend decides whether you may take it back (←)
game-takeback-asked-here = You ask to take back { $move }: your friend decides.
game-send-takeback = Send the request
game-takeback-withdraw = Withdraw
game-link-takeback-asked = { $player } asks to take back { $move }.
game-takeback-agree = Take it back
game-takeback-refuse = Refuse
game-takeback-refused = You refused: the move stays. Your move.
game-send-takeback-granted = Send: the move is taken back
game-link-takeback-granted = { $player } agreed: { $move } is taken back. Your move.
game-share-takeback = May I take back my last move in { $game }? (move { $number }):
game-share-taken-back = I took back your move in { $game }, as you asked. Your move (move { $number }):
# Sent with the link, in the sender's language.
game-share-your-move = Your move in { $game } (move { $number }):
game-share-over = Our game of { $game } is over: { $result } (move { $number }):

# The computer's levels, as the New game panel describes them (the engine's Level::description).
game-level-description-1 = Beginner: looks one move ahead, and at the captures that follow, and often misjudges it
game-level-description-1-deeper = Beginner: looks { $plies } moves ahead, its own and the replies, and often misjudges them
game-level-description-2 = Casual: looks two moves ahead, with captures seen through, and varies its play
game-level-description-2-deeper = Casual: looks { $plies } moves ahead, and varies its play
game-level-description-3 = Club: searches about 60,000 positions a move (well under a second)
game-level-description-4 = Strong: searches about 250,000 positions a move
game-level-description-5 = Strongest: searches as far as it can in up to 3 seconds a move
game-level-description-3-positions = Club: searches about { $positions } positions a move (well under a second)
game-level-description-4-positions = Strong: searches about { $positions } positions a move
game-swap = Swap sides
game-swapped-after-first = After the first move the players swapped sides
game-link-swapped = Your friend answered the first move with the swap: you play { $player } now.
game-swapped-line = Swap: the players exchanged sides
game-swapped-label = swap
game-computer-swapped = The computer swapped: it plays the side that moved first, and you move now
