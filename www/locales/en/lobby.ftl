# Playing people online: the Play online panel (play-online-panel.js), the
# lobby (#lobby, lobby-page.js) and the online games in My games (my-games-list.js).

## The Play online panel.
lobby-panel-title = Play someone online
lobby-checking = Looking for the game server…
lobby-unreachable = The game server cannot be reached, so no game with someone online can be made here now. Everything else works as before: play the computer, a friend on this screen, or a friend by link.
lobby-server-trouble = The game server is not answering as it should ({ $message }). Try again in a moment.
lobby-try-again = Try again
lobby-game = Game
lobby-options-loading = Loading the game’s options…
lobby-options-failed = The game’s options could not be loaded: the game is made with its usual board and rules.
lobby-options-above = The game is made with the board and rules chosen above.
lobby-side = You play
lobby-side-random = Either, by lot
lobby-clock = Clock
lobby-clock-live-group = Live
lobby-clock-correspondence-group = Correspondence
# A live clock: minutes for the game, then seconds added each move (10+5).
lobby-clock-live = { $minutes }+{ $increment }
lobby-clock-days = { $days ->
        [one] { $days } day a move
       *[other] { $days } days a move
    }
lobby-clock-none = No clock
lobby-visibility = Who may join
lobby-public = Anyone: listed in the lobby
lobby-link-only = Only who has the link
lobby-name = Your name
lobby-name-input =
    .placeholder = Anonymous
lobby-create = Create the game
lobby-creating = Creating…
lobby-created = Your game is ready.
lobby-created-public = It is listed in the lobby, where anyone may accept it; or send this link to the person you want to play.
lobby-created-link = Send this link to the person you want to play: whoever opens it first takes the other seat.
lobby-link-label =
    .aria-label = Link to send
lobby-copy = Copy
lobby-copied = Copied. The link holds no secret: your seat stays in this browser.
lobby-copy-refused = This browser did not allow copying. The link is selected: copy it with the keyboard or the menu.
lobby-open-game = Go to the game
lobby-see-lobby = See the lobby
lobby-another = Make another game

## What the server's refusals mean.
lobby-error-unreachable = The game server cannot be reached. Try again in a moment.
lobby-error-bad-name = That name cannot be used: a name has at most 30 characters, and no control or invisible ones.
lobby-error-seats-taken = Someone else accepted this challenge first.
lobby-error-rate-limited = Too many games from here at once. Wait a minute and try again.
lobby-error-storage = This browser did not let the site keep your seat, so the game could not be played from here and was called off. Allow this site to store data, then try again.
lobby-error-other = The game server refused: { $message }

## Games on the server, wherever they are listed.
# How long a challenge has waited.
lobby-waited = waiting { $unit ->
        [seconds] { $count } s
        [minutes] { $count } min
        [hours] { $count } h
       *[days] { $count } d
    }
# A variant's option and its value: "Rule: Skip Odd", "Board size: 7".
lobby-option-value = { $option }: { $value }
lobby-waiting-opponent = Waiting for an opponent
lobby-your-move = Your move
lobby-their-move = Their move
lobby-aborted = Aborted
lobby-drawn = Draw
lobby-you-won = You won
lobby-you-lost = You lost

## The lobby (#lobby).
lobby-title = Lobby
lobby-lede = Challenges wait here for an opponent: accept one and the game begins. Or create your own, and it waits here for someone.
lobby-new-game = Create a game
lobby-live = Live
lobby-reconnecting = Reconnecting…
lobby-challenges = Open challenges
lobby-no-challenges =
    .data-empty = No open challenges right now. Create one, and it shows here for everyone.
lobby-your-games = Your games
lobby-no-games =
    .data-empty = No games of yours on the server now.
lobby-watch-title = Games to watch
lobby-no-watch =
    .data-empty = No public games are being played right now.
lobby-challenge-by = by { $name }
lobby-yours = Your challenge
lobby-you-would-play = You would play { $side }
lobby-you-play = You play { $side }
lobby-accept = Accept
    .aria-label = Accept { $name }’s game of { $game }
lobby-cancel = Cancel
    .aria-label = Cancel your challenge of { $game }
lobby-against = against { $name }
lobby-no-opponent-yet = no opponent yet
lobby-play = Play
lobby-open = Open
lobby-players = { $first } vs { $second }
lobby-moves = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
lobby-watch = Watch

## The online games in My games, on the home page.
lobby-online-game = Online
lobby-turn-unknown = Server not reached
lobby-gone = No longer on the server
lobby-my-game-online-side = online, you play { $side }
lobby-my-game-online = online against { $name }, you play { $side }
