# The home page (www/js/pages/home.js).

game-hook-double-ring = Überspringe zwei Ringe, bilde einen Doppelring, zieh als Letzter.
game-summary-double-ring = Ein Ringspiel für Papier und Stift auf einem 9x9-Gitter. Fünf Regeln und jedes Brett von 3x3 bis 19x19, mit einem exakten Löser fürs Endspiel.
game-hook-double-take = Schließe gegnerische Steine ein; wer zuerst vier auf der fernen Reihe hat, gewinnt.
game-summary-double-take = Andrew Perkis’ Wettlauf mit Einschlussschlagen auf zwei ineinander verschränkten Punktnetzen.
game-hook-king-of-rings = Springer sammeln Ringe und springen genau so weit, wie sie Ringe tragen.
game-summary-king-of-rings = Sieben Springer je Seite auf einem 7x7-Brett mit Ringen zu 1, 3 oder 5 Punkten. Schlage einen Träger, um seinen ganzen Stapel zu nehmen; die meisten Punkte gewinnen.
game-hook-one-ring = Schach auf 42 Feldern, bei dem der Ring seinen Träger verdirbt.
game-summary-one-ring = Robert Prices Schachvariante. Der erste Verlust von Weiß bringt den Einen Ring ins Spiel: Er verleiht neue Züge, verdirbt einen geschlagenen Träger und gewinnt, wenn Weiß ihn zerstört.
game-hook-double-eighteen-stone = Zwei Schacharmeen auf einem breiten Brett und 18 graue Steine zum Tauschen oder Schieben in einer Reihe.
game-summary-double-eighteen-stone = David Shorts Doppelschach auf 16 x 9 Feldern, ein König je Seite. Tausche eine Figur mit einem Stein oder schiebe eine Reihe von Steinen.
game-hook-chess = Das klassische Spiel nach den FIDE-Regeln.
game-summary-chess = Spiele gegen einen Freund oder den Computer in fünf Stufen und speichere deine Partien als Standard-PGN.

home-title = Seltene abstrakte Spiele, genau nach ihren Regeln
home-lede = Öffne ein Spiel und spiel sofort: gegen den Computer in fünf Stufen oder zu zweit an einem Bildschirm. Ein Spiel noch nie gesehen? Seine Lektionen bringen es dir in Minuten auf dem echten Brett bei, und seine Aufgaben, von der Engine gefunden, machen dich besser.
home-card-players = { $players } Spieler · gegen den Computer oder einen Freund
home-card-in-progress = Deine laufende Partie: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
home-continue = Fortsetzen
home-new-game = Neue Partie
    .title = Eine neue Partie gegen den Computer (Stufe 3); die laufende Partie bleibt erhalten
home-play-computer = Gegen den Computer spielen
home-new-game-friend = Neue Partie mit einem Freund an diesem Bildschirm
home-play-friend = Mit einem Freund an diesem Bildschirm spielen
home-play-far-away = Mit einem Freund in der Ferne spielen
home-play-online = Online spielen
home-lobby = Lobby: offene Herausforderungen
home-print = Ein leeres Brett drucken
home-learn = Spielen lernen
home-lessons = Lektionen
home-puzzles = Aufgaben
home-lab = Labor: neue Regeln testen
home-lessons-count = { $count } Lektionen
home-lessons-done = Lektionen: { $done } von { $count } erledigt
home-puzzles-count = { $count } Aufgaben
home-puzzles-solved = Aufgaben: { $solved } von { $count } gelöst

# The list of my games (my-games-list.js), on the home page.
play-my-games = Meine Partien
play-my-games-unreadable = Die Liste deiner Partien konnte nicht gelesen werden. Sie ist im Speicher dieses Browsers als { $key } beiseitegelegt.
play-my-games-show-all = Alle { $count } Partien zeigen
play-my-game-in-progress = Läuft
play-my-game-draw = Remis
play-my-game-computer-won = Der Computer hat gewonnen
play-my-game-you-won = Du hast gewonnen
play-my-game-won = { $player } hat gewonnen
play-my-game-finished = Beendet
play-my-game-your-move = Du bist am Zug
play-my-game-waiting = Warten auf { $player }
play-my-game-vs-friend-here = ein Freund an diesem Bildschirm
play-my-game-vs-computer = der Computer, Stufe { $level }, du spielst { $side }
play-my-game-vs-friend-link = ein Freund per Link, du spielst { $side }
play-my-game-open = Öffnen
    .aria-label = Die Partie { $game } vom { $date } öffnen
play-my-game-continue = Fortsetzen
    .aria-label = Die Partie { $game } vom { $date } fortsetzen
play-my-game-delete = Löschen
    .aria-label = Die Partie { $game } vom { $date } löschen

# A game's number of moves, in the list of my games.
play-moves = { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }
