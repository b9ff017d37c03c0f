# A game played on the server (#online/<id>): its page, the seat, the
# clocks, the offers and the end (www/js/pages/online-page.js,
# www/js/pages/game/online-match.js).

online-page-title = Online game · ringboard
online-title-your-move = (Your move) { $title }
online-heading = Online game

## When the game cannot be shown.

online-not-found = This game is not on the server.
online-unreachable = The game server cannot be reached: online play needs it; everything else works.
online-failed = The game could not be opened: { $reason }
online-unknown-game = This site does not have the game “{ $game }”.
online-unreadable = This game cannot be shown here: { $error }
online-home-link = Play on this device
online-lobby-link = Find a game online

## Taking the free seat.

online-join-heading = Join this game of { $game }
online-join-waiting = { $name } is waiting for an opponent. Clock: { $control }.
online-name-label = Your name, as other players see it
online-guest-name = Guest { $number }
online-join = Join and play
online-join-failed = You could not join: { $reason }

## The line under the game's name.

online-badge-playing = Online
online-watching = Watching
online-players = { $first } ({ $firstSide }) against { $second } ({ $secondSide })
online-seat-empty = still to come
online-clock-none = no clock
online-clock-minutes = { $minutes }+{ $increment }
online-clock-seconds = { $seconds } s+{ $increment }
online-clock-correspondence = { $days ->
    [one] { $days } day a move
   *[other] { $days } days a move
}
online-notify-ask = Tell me when it is my move

## A correspondence clock (a live one shows minutes and seconds).

online-clock-days = { $days } d { $hours } h
online-clock-hours = { $hours } h { $minutes } min

## The status line.

online-status-waiting = Waiting for an opponent: send them this game's link
online-status-waiting-watch = Waiting for a second player
online-status-your-move = Your move ({ $player })
online-status-their-move = Waiting for { $name } ({ $player })
online-status-to-move = { $name } ({ $player }) to move
online-reconnecting = Reconnecting…
online-move-unsent = Your move is sent once the server is back
online-copy-invitation = Copy the link to send
online-link-copied = Link copied
online-copy-prompt = The game's link, to send to your opponent:

## Offers and their answers.

online-offer-takeback = Offer a takeback
online-offer-draw = Offer a draw
online-abort = Abort the game
online-offered-draw = You offered a draw
online-offered-takeback = You asked to take back your move
online-offered-rematch = You offered a rematch
online-withdraw = Withdraw
online-incoming-draw = { $name } ({ $player }) offers a draw
online-incoming-takeback = { $name } ({ $player }) asks to take back their move
online-incoming-rematch = { $name } ({ $player }) wants a rematch
online-accept = Accept
online-decline = Decline
online-rematch = Rematch
online-rematch-go = Go to the rematch
online-rematch-watch = Watch the rematch
online-find-game = Find another game

## The end.

online-reason-time = { $player } ran out of time
online-reason-agreed = agreed by both players
online-result-aborted = Game aborted
online-headline-won = You won
online-headline-lost = You lost
online-headline-draw = Draw
online-headline-aborted = No game
online-headline-winner = { $name } ({ $player }) wins

## Refusals: why the server did not do what was asked.

online-refused = Your move { $move } was not played: { $reason }
online-action-failed = That was not done: { $reason }
online-watchers-watch = You are watching this game: its players move.
online-error-not-your-turn = it is not your turn
online-error-stale-move = the game had moved on
online-error-game-over = the game is over
online-error-not-started = the game waits for a second player
online-error-too-late-to-abort = each side has moved: resign instead
online-error-seats-taken = both seats are taken
online-error-no-offer = the offer is no longer open
online-error-own-offer = you cannot accept your own offer
online-error-nothing-to-take-back = you have no move to take back
online-error-no-draws = this game has no draws
online-error-rematch-made = the rematch is already made
online-error-not-over = the game is not over yet
online-error-unknown-token = this browser's seat is not known to the server
online-error-no-token = this browser holds no seat in this game
online-error-too-many-requests = too many requests: wait a moment
online-error-storage-unavailable = the server cannot save games right now
online-error-unreachable = the game server cannot be reached
online-error-no-such-game = the game is not on the server
online-error-bad-name = a name cannot hold control or invisible characters, and has at most 30 characters
online-error-illegal-move = the move is not legal here

## A notification while the tab is hidden (a correspondence game).

online-notify-title = Your move in { $game }
online-notify-body = { $name } has moved.
