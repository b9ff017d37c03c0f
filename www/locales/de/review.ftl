# Words of the area 'review' (www/js/i18n/i18n.js: needWords).
# Die Auswertung einer Partie, ihre Grafik und das Analysebrett. $player ist der Name der Engine.

review-section =
    .aria-label = Auswertung
review-title = Auswertung
review-graph =
    .aria-label = Die Bewertungsgrafik: die Gewinnchance des ersten Spielers nach jedem Zug. Klicke oder tippe darauf, um zu einem Zug zu gehen.
review-progress = Bewerte Stellung { $done } von { $total }
review-progress-seconds = Bewerte Stellung { $done } von { $total }, noch etwa { $seconds } s
review-progress-minutes = Bewerte Stellung { $done } von { $total }, noch etwa { $minutes } min
review-stop = Stopp
review-again = Erneut auswerten
review-changed = Die Partie hat sich seit dieser Auswertung geändert.
review-failed = Die Auswertung wurde abgebrochen: { $why }.
review-chance = { $player }: { $percent } % Gewinnchance
review-chance-proved = { $player }: { $percent } % Gewinnchance (bewiesen)
review-percent = { $percent } %

## Ein markierter Zug.

review-mark = { $mark ->
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Patzer
    }
review-mark-better = { $mark ->
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Patzer
    }: besser { $move }
review-was-played = { $move } war { $mark ->
        [inaccuracy] eine Ungenauigkeit
        [mistake] ein Fehler
       *[blunder] ein Patzer
    } (−{ $drop } % Gewinnchance).
review-was-played-better = { $move } war { $mark ->
        [inaccuracy] eine Ungenauigkeit
        [mistake] ein Fehler
       *[blunder] ein Patzer
    } (−{ $drop } % Gewinnchance). { $better } war besser.
review-show-before = Die Stellung davor zeigen
review-played-here = Hier gespielt: { $move }, { $mark ->
        [inaccuracy] eine Ungenauigkeit
        [mistake] ein Fehler
       *[blunder] ein Patzer
    } (−{ $drop } % Gewinnchance, roter Pfeil).
review-played-here-better = Hier gespielt: { $move }, { $mark ->
        [inaccuracy] eine Ungenauigkeit
        [mistake] ein Fehler
       *[blunder] ein Patzer
    } (−{ $drop } % Gewinnchance, roter Pfeil). Besser: { $better } (grüner Pfeil).
review-played-here-line = Hier gespielt: { $move }, { $mark ->
        [inaccuracy] eine Ungenauigkeit
        [mistake] ein Fehler
       *[blunder] ein Patzer
    } (−{ $drop } % Gewinnchance, roter Pfeil). Besser: { $better } (grüner Pfeil), danach { $line }.

## Die Übersicht.

review-column =
    .title = { $mark ->
        [inaccuracy] Ungenauigkeiten
        [mistake] Fehler
       *[blunder] Patzer
    }
review-accuracy = Genauigkeit
review-key = ?! Ungenauigkeit · ? Fehler · ?? Patzer
review-marked-moves = Markierte Züge:
review-marked-move =
    .title = { $mark ->
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Patzer
    }: zur Stellung davor
review-accuracy-note = Genauigkeit: der Mittelwert über die Züge eines Spielers von 103,2 × e^(−0,0435 × Rückgang seiner Gewinnchance in %) − 3,2, von 0 bis 100 (die Formel von lichess).

## Das Analysebrett.

review-analysis-section =
    .aria-label = Analyse
review-analysis-title = Analyse
review-analysis-close = Analyse schließen
review-analysis-bar =
    .aria-label = { $player }: { $percent } % Gewinnchance
review-analysis-line-chance = { $percent } %
    .title = { $player }: { $percent } % Gewinnchance
review-analysis-score = { $score ->
        [won] gewonnen
        [lost] verloren
       *[other] { $score }
    }
    .title = Die Bewertung der Engine für { $player }: Hundertstel eines Bauern (oder der eigenen Einheit des Spiels), oder #+n, ein Gewinn in n Zügen beider Seiten
review-analysis-play =
    .aria-label = { $move } spielen
review-analysis-depth-millions = Tiefe { $depth } · { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } Mio. Stellungen
review-analysis-depth-thousands = Tiefe { $depth } · { $thousands } Tsd. Stellungen
review-analysis-solved = Gelöst: { $player } gewinnt bei perfektem Spiel
review-analysis-starting = Analysiere…
review-analysis-paused = Analyse pausiert, solange die Seite verborgen ist
review-analysis-over = Die Partie ist hier zu Ende.
review-analysis-failed = Die Analyse wurde abgebrochen: { $why }.
