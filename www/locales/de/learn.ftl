# Words of the area 'learn' (www/js/i18n/i18n.js: needWords): the lesson
# and puzzle pages. $game is a game's name, $player a side's.

## The board of both pages.

learn-board =
    .aria-label = Lektionsbrett
learn-board-label =
    .aria-label = Spielbrett { $game }, { $player } am Zug
learn-promote-to =
    .aria-label = Umwandeln in
learn-passes = { $player } passt
learn-hand = Hand von { $player }: { $knights }
learn-hand-empty = Hand von { $player }: keine
learn-hand-drop = Einen Springer aus der Hand einsetzen: hier klicken, dann auf einen Ring
learn-hand-knights = Springer in der Hand

## The lesson page.

learn-heading = { $game } lernen
learn-page-title = { $game } lernen · ringboard
learn-link-play = Spielen
learn-link-puzzles = Aufgaben
learn-link-lessons = Lektionen
learn-lessons = Lektionen
learn-steps =
    .aria-label = Schritte
learn-step = Schritt { $number }
    .title = Schritt { $number }
learn-lesson-done = ✓
    .aria-label = abgeschlossen
learn-try-again = Noch mal versuchen
learn-again = Noch einmal
learn-try-yourself = Selbst versuchen
learn-show-me = Zeig es mir
learn-next-step = Nächster Schritt
learn-next-lesson = Nächste Lektion
learn-play-computer = Gegen den Computer spielen
learn-status-your-move = Du spielst { $player }: du bist am Zug
learn-status-wait = Warte auf die Antwort…
learn-status-wrong = Diesmal nicht: versuch es noch mal
learn-status-not-this-move = Nicht dieser Zug: versuch einen anderen
learn-status-done = Gut gemacht
learn-status-showing = Schau zu
learn-status-shown = Jetzt du
learn-your-move-again = Du bist wieder am Zug.
learn-lesson-complete = Lektion abgeschlossen!
learn-all-lessons-complete = Du hast alle Lektionen dieses Spiels abgeschlossen.
learn-that-is-how = So geht es.
learn-now-you-try = Jetzt versuch du es.
learn-step-failed = Dieser Schritt der Lektion konnte nicht geöffnet werden ({ $error }).

## The puzzle page.

puzzle-heading = { $game }: Aufgaben
puzzle-page-title = { $game }: Aufgaben · ringboard
puzzle-number = Aufgabe { $number } von { $count }
puzzle-difficulty = · Schwierigkeit { $stars }
puzzle-show-solution = Lösung zeigen
puzzle-next = Nächste Aufgabe
puzzle-skip = Überspringen
puzzle-open-game = Auf der Spielseite öffnen
puzzle-analyse = Stellung analysieren
puzzle-yours = Deine Aufgaben
puzzle-stats = { $solved } von { $count } gelöst · Serie { $streak } · beste Serie { $best }
puzzle-note = Jede Aufgabe hier hat die Engine in ihren eigenen Partien gefunden und geprüft: Ein Zug (oder eine kurze erzwungene Folge) gewinnt, die anderen nicht.
puzzle-status-solving = Du spielst { $player }: finde den besten Zug
puzzle-status-failed = Nicht der Zug
puzzle-status-solved = Gelöst
puzzle-status-shown = Die Lösung
puzzle-find-best = Finde den besten Zug.
puzzle-reply = Gut. Die Antwort war { $move }. Weiter so.
puzzle-solved = Gelöst!
puzzle-first-try = Im ersten Versuch.
puzzle-streak = Serie: { $streak }.
puzzle-wrong-over = { $move } ist nicht der Zug: { $result }.
puzzle-wrong-looking = { $move } ist nicht der Zug. Die Engine sucht die Antwort…
puzzle-wrong = { $move } ist nicht der Zug.
puzzle-refuted = { $move } ist nicht der Zug: { $player } antwortet { $reply }.
puzzle-refuted-wins = { $move } ist nicht der Zug: { $player } antwortet { $reply } und gewinnt forciert.
puzzle-refuted-ahead = { $move } ist nicht der Zug: { $player } antwortet { $reply } und steht danach besser.
puzzle-solution = Die Lösung: { $moves }.
puzzle-open-failed = Diese Aufgabe konnte nicht geöffnet werden ({ $error }).

## A puzzle's goal and theme (src/learn/puzzle.rs). $moves: the side's own moves to the win.

puzzle-goal-only-move = { $player } am Zug: Finde den einzigen Gewinnzug.
puzzle-theme-only-move = einziger Gewinnzug
puzzle-goal-only-pair = { $player } am Zug: Finde die einzigen zwei Ringe, die gewinnen – egal, welcher auf den anderen zieht.
puzzle-theme-only-pair = einziges Gewinnpaar
puzzle-goal-material = { $player } am Zug: Gewinne Material.
puzzle-theme-material = gewinnt Material
puzzle-goal-mate = { $player } am Zug: Matt in { $moves }.
puzzle-theme-mate = Matt in { $moves }
puzzle-goal-ring = { $player } am Zug: Zerstöre den Ring in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }.
puzzle-theme-ring = zerstört den Ring in { $moves }
puzzle-goal-stalemate = { $player } am Zug: Gewinne durch Patt in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }.
puzzle-theme-stalemate = Patt gewinnt in { $moves }
puzzle-goal-far-row = { $player } am Zug: Bring in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } einen vierten Stein auf die ferne Reihe.
puzzle-theme-far-row = ferne Reihe in { $moves }
puzzle-goal-points = { $player } am Zug: Beende das Spiel in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } mit mehr Punkten.
puzzle-theme-points = gewinnt nach Punkten in { $moves }
puzzle-goal-win = { $player } am Zug: Gewinne in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }.
puzzle-theme-win = gewinnt in { $moves }
learn-unknown-lesson = Eine Lektion „{ $lesson }“ gibt es nicht: Hier ist die nächste Lektion.
puzzle-unknown = Eine Aufgabe „{ $puzzle }“ gibt es nicht: Hier ist die nächste ungelöste Aufgabe.
