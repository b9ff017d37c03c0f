# The site's frame: the header, the home page, and notices any page may show.
# English is the source; every other language has the same messages.

site-title = ringboard: rare abstract games
site-description = Play Double Ring, Double Take, The King of Rings and other rare abstract games in the browser, exactly by their rules.
nav-games = Games
nav-lobby = Lobby
page-loading = Loading…
language-picker =
    .aria-label = Language
notice-dismiss = Dismiss
    .aria-label = Dismiss message

game-name-double-ring = Double Ring
game-name-double-take = Double Take
game-name-king-of-rings = The King of Rings
game-name-one-ring = The One Ring
game-name-double-eighteen-stone = DoubleEIGHTEEN-STONEchess
game-name-chess = Chess

## Notices any page may show.

notice-no-game = There is no game '{ $game }' here. Here are the games you can play.
notice-engine-failed = The game engine could not be loaded. This site needs a browser with WebAssembly; reloading the page may help.
notice-update-ready = A new version of ringboard is ready. Your game is saved.
notice-update-reload = Reload to update

# Each game's sides, as every page names them (the list of games played here too).
player-double-ring-first = Player 1
player-double-ring-second = Player 2
player-double-take-first = Red
player-double-take-second = Green
player-king-of-rings-first = White
player-king-of-rings-second = Black
player-one-ring-first = White
player-one-ring-second = Black
player-double-eighteen-stone-first = White
player-double-eighteen-stone-second = Black
player-chess-first = White
player-chess-second = Black
# A square board's size, as in a variant's line ("Skip Two · 9 x 9").
board-square-size = { $size } x { $size }
board-rectangle-size = { $width } x { $height }
# The pie rule, every game's option (RULES.md §7): the game page, Play online and the lab word it.
option-pie = Pie rule
choice-pie-0 = Off
choice-pie-1 = On
