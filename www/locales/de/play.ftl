# Words of the area 'play' (www/js/i18n/i18n.js: needWords).

## The computer, the Hint and Double Ring's solver.

play-computer-failed = Der Computer funktioniert nicht mehr ({ $error }). Deine Partie bleibt erhalten.
play-computer-retry = Erneut versuchen
play-computer-two-players = Als Partie zu zweit fortsetzen

play-thinking = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s / { $limit } s
play-thinking-open = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
play-thinking-depth = Tiefe { $depth } · { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s / { $limit } s
play-thinking-depth-open = Tiefe { $depth } · { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s

play-hint-thinking = Tipp (Stufe { $level }): denkt nach…
play-hint = Tipp (Stufe { $level }): { $move }
play-hint-arrow = Tipp (Stufe { $level }): { $move }, der orange Pfeil
play-hint-failed = Kein Tipp: { $error }


## The engine.

play-engine-crashed = Die Spiel-Engine ist abgestürzt. Die Partie wurde aus ihrer letzten fehlerfreien Stellung wiederhergestellt.
play-engine-not-loaded = die Engine konnte nicht geladen werden ({ $error })
play-engine-worker-stopped = der Hintergrundprozess wurde beendet

## The board.

play-promote-to = Umwandeln in
play-promote-cancel = Abbrechen
play-promote =
    .title = In { $piece ->
        [queen] Dame
        [rook] Turm
        [bishop] Läufer
       *[knight] Springer
    } umwandeln ({ $move })
    .aria-label = In { $piece ->
        [queen] Dame
        [rook] Turm
        [bishop] Läufer
       *[knight] Springer
    } umwandeln
play-board-role = Spielbrett
play-cursor = { $square }: { $what }{ $selected ->
        [yes] , ausgewählt
       *[no] {""}
    }{ $action ->
        [plays] , Enter spielt { $move }
        [selects] , kann ziehen: Enter wählt aus
       *[none] {""}
    }
play-cursor-square = Feld
play-board-cursor =
    .aria-label = Brett ({ $game }). { play-cursor }

## The game record.

play-record-hint = Die ganze Partie als Text, in der Form von PGN (Standard-PGN bei Schach), zum Aufheben oder Verschicken.
play-record-download = Notation herunterladen
play-record-copy = Notation kopieren
play-record-paste = Eine Notation öffnen: hier einfügen
play-record-box =
    .aria-label = Eine Partienotation zum Öffnen
    .placeholder = [Event "…"]{"\u000A"}{"\u000A"}1. e4 e5 2. Nf3 …
play-record-open = Eingefügte Notation öffnen
play-record-choose = oder eine Datei wählen
play-record-file =
    .aria-label = Eine Notationsdatei wählen
play-record-opened = Die Notation wurde geöffnet.
play-record-unreadable = Diese Notation konnte nicht geöffnet werden: { $error }. Deine Partie ist unverändert.
play-record-too-large = { $file } ist zu groß für eine Partienotation. Deine Partie ist unverändert.
play-record-downloaded = Die Notation wurde heruntergeladen.
play-record-copied = Die Notation wurde kopiert.
play-record-copy-by-hand = Kopieren ist hier nicht erlaubt: Die Notation steht ausgewählt im Feld, zum Kopieren von Hand.

## The sound switch.

play-sound = Ton
play-sound-switch =
    .title = Töne für Züge, Schlagen, Schach und das Ende

## "My games" on the home page.

play-hint-swap = Tipp (Stufe { $level }): Seiten tauschen, die Seite, die zog, steht besser
