# Der Rahmen der Seite: die Kopfzeile, die Startseite und Hinweise jeder Seite.

site-title = ringboard: seltene abstrakte Spiele
site-description = Spiele Double Ring, Double Take, The King of Rings und andere seltene abstrakte Spiele im Browser, genau nach ihren Regeln.
nav-games = Spiele
nav-lobby = Lobby
page-loading = Wird geladen…
language-picker =
    .aria-label = Sprache
notice-dismiss = Schließen
    .aria-label = Meldung schließen

## Die Spiele. Ihre englischen Eigennamen bleiben, außer bei Schach.

game-name-double-ring = Double Ring
game-name-double-take = Double Take
game-name-king-of-rings = The King of Rings
game-name-one-ring = The One Ring
game-name-double-eighteen-stone = DoubleEIGHTEEN-STONEchess
game-name-chess = Schach

## Hinweise, die jede Seite zeigen kann.

notice-no-game = Hier gibt es kein Spiel '{ $game }'. Hier sind die Spiele, die du spielen kannst.
notice-engine-failed = Die Spiel-Engine konnte nicht geladen werden. Diese Seite braucht einen Browser mit WebAssembly; die Seite neu zu laden kann helfen.
notice-update-ready = Eine neue Version von ringboard ist bereit. Deine Partie ist gespeichert.
notice-update-reload = Neu laden zum Aktualisieren

# Die Seiten jedes Spiels, wie jede Seite sie nennt (auch die Liste der hier gespielten Partien).
player-double-ring-first = Spieler 1
player-double-ring-second = Spieler 2
player-double-take-first = Rot
player-double-take-second = Grün
player-king-of-rings-first = Weiß
player-king-of-rings-second = Schwarz
player-one-ring-first = Weiß
player-one-ring-second = Schwarz
player-double-eighteen-stone-first = Weiß
player-double-eighteen-stone-second = Schwarz
player-chess-first = Weiß
player-chess-second = Schwarz
# A square board's size, as in a variant's line ("Skip Two · 9 x 9").
board-square-size = { $size } x { $size }
board-rectangle-size = { $width } x { $height }
# The pie rule, every game's option (RULES.md §7): the game page, Play online and the lab word it.
option-pie = Kuchenregel
choice-pie-0 = Aus
choice-pie-1 = An
