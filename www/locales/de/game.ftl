# Words of the area 'game' (www/js/i18n/i18n.js: needWords).
# Die Seite eines Spiels. $player, $other, $result, $why, $error und $move kommen von der Engine (vorerst Englisch).

## Die Statuszeile über dem Brett

game-to-move = { $player } am Zug
game-computer-to-move = { $player } (Computer) am Zug
game-waiting-for = Warte auf den Zug von { $player }
game-to-move-yours = { $player } am Zug: du bist dran
game-computer-thinking = Computer denkt nach
game-cannot-move = { $player } kann nicht ziehen: { $other } zieht noch einmal
game-passed = ({ $player } hat gepasst)
game-status-note = .{" "}
game-looking-back-start = Rückblick auf den Anfang: Der Computer wartet. Drücke Ende oder klicke auf den letzten Zug, um weiterzuspielen.
game-looking-back = Rückblick auf Zug { $ply } ({ $move }): Der Computer wartet. Drücke Ende oder klicke auf den letzten Zug, um weiterzuspielen.
game-computer-played = Computer zog { $move }
game-pass = { $player } passt
game-move-now = Jetzt ziehen
    .title = Den besten bisher gefundenen Zug spielen
game-computer-play = Computer, spiel ab hier

## Das Brett und das Zugfeld

game-board =
    .aria-label = Spielbrett
game-board-status =
    .aria-label = Brett: { $game }. { $status }. Gib unten einen Zug ein, um zu spielen.
game-promote-to =
    .aria-label = Umwandeln in
game-play = Ziehen
game-friends-turn = { $player } ist am Zug: Dein Freund zieht und schickt dir den Link.
game-computers-turn-thinking = Der Computer ist am Zug: Warte auf seinen Zug oder drücke { game-move-now }.
game-computers-turn-waiting = Der Computer ist am Zug: Drücke „{ game-computer-play }“ für seinen Zug.

## Die Bedienelemente

game-undo = ↶ Zurück
    .title = Einen Zug zurücknehmen (←)
game-redo = Vor ↷
    .title = Den Zug noch einmal spielen (→)
game-hint = Tipp
    .title = Der Vorschlag des Computers, auf dem Brett eingezeichnet
game-copy-link = Link kopieren
game-link-copied = Link kopiert
game-copy-prompt = Kopiere diesen Link:
game-flip = ⇅ Drehen
    .title = Das Brett umdrehen (bleibt im Link)
game-zoom = Brett vergrößern
    .title = Das Brett größer zeigen, zum Scrollen
game-fit = Brett einpassen
    .title = Das Brett größer zeigen, zum Scrollen
game-resign = Aufgeben
game-resign-confirm-you = Bestätigen: Du gibst auf
game-resign-confirm = Bestätigen: { $player } gibt auf
game-review = Partie auswerten
game-analysis-board = Analysebrett
game-learn-link = Neu bei diesem Spiel? Lerne es in 5 Minuten
game-puzzles-link = Aufgaben
game-solve = <strong>Lösen</strong> · zeigt, wer von hier aus bei perfektem Spiel gewinnt, und die Gewinnzüge
game-moves = Züge
game-moves-list =
    .aria-label = Züge
    .data-empty = Noch keine Züge.
game-go-to-move = Zu Zug { $ply }
game-record = Partienotation
game-rules = Regeln
game-print-paper = Für Stift und Papier drucken
game-print = Drucken
game-print-blank = Leeres Brett drucken
game-print-position = Diese Stellung drucken
game-page-title = { $game } · ringboard

## Die Leisten der Spieler

game-role-you = Du
game-role-friend = Freund, per Link
game-role-computer = Computer, Stufe { $level }

## Das Ergebnis

game-draw = Remis
game-you-win = Du gewinnst
game-friend-wins = Dein Freund gewinnt
game-computer-wins = Der Computer gewinnt (Stufe { $level })
game-player-wins = { $player } gewinnt
game-rematch = Revanche: Du spielst { $side ->
        [first] als Erster
       *[second] als Zweiter
    }
game-new-game = Neue Partie
game-result-undo = Zurück
game-close-result =
    .title = Schließen, um die Schlussstellung anzusehen (das Ergebnis bleibt über dem Brett)
    .aria-label = Ergebnis schließen

## Neue Partie

game-start-new = Neue Partie starten
game-confirm-new =
    .aria-label = Eine neue Partie starten?
game-confirm-new-text = Eine Partie läuft ({ $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }). Eine neue beginnen? Deine Partie bleibt erhalten: Du kannst sie wiederherstellen.
game-confirm-new-yes = Ja, neue Partie starten
game-keep-playing = Weiterspielen
game-opponent = Gegner
game-versus-friend = Ein Freund an diesem Bildschirm
game-versus-computer = Der Computer
game-versus-link = Ein Freund, per Link
game-versus-online = Online spielen
game-you-play = Du spielst
game-side-first = Als Erster ({ $player })
game-side-second = Als Zweiter ({ $player })
game-side-random = Egal, ausgelost
game-level-label = Stufe
game-level = Stufe { $level }
game-level-rated = Stufe { $level }, etwa { $rating }
-game-elo-stockfish = Elo, gemessen in Partien gegen die anderen Stufen und Stockfish, auf der Skala von Stockfish
-game-elo-levels = Elo, gemessen in Partien gegen die anderen Stufen, Zufallsspiel = 0
game-level-scale =
    .title = { $scale ->
        [stockfish] { -game-elo-stockfish }
       *[levels] { -game-elo-levels }
    }
game-level-description = { $description }. Etwa { $rating } in { $game } ({ $scale ->
        [stockfish] { -game-elo-stockfish }
       *[levels] { -game-elo-levels }
    }).
game-link-description = Jeder spielt auf seinem eigenen Gerät: Schick nach jedem Zug den Link an deinen Freund, der zieht und ihn zurückschickt.

## Hinweise: aufbewahrte Partien, Links

game-new-started = Neue Partie gestartet. Deine vorige Partie ({ $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }) bleibt erhalten.
game-record-opened = Die Notation wurde geöffnet. Deine vorige Partie ({ $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }) bleibt erhalten.
game-restore-previous = Vorige Partie wiederherstellen
game-restore-my-game = Meine Partie wiederherstellen
game-restore-last-game = Deine letzte Partie wiederherstellen
game-other-game-kept = Deine andere laufende Partie bleibt erhalten.
game-link-opened-new = Dieser Link hat eine neue Partie geöffnet. Deine laufende Partie bleibt erhalten.
game-link-unreadable = Dieser Link ließ sich nicht öffnen ({ $error }). Stattdessen wurde eine neue Partie gestartet.
game-link-move-refused = Zug { $number } dieses Links ({ $move }) wurde abgelehnt: { $why }. Die Partie wird { $number ->
        [1] am Anfang
       *[other] bis Zug { $previous }
    } geöffnet, und der Link ist berichtigt.
game-saved-unreadable = Deine gespeicherte Partie ließ sich nicht wiederherstellen ({ $error }). Eine neue Partie wurde gestartet.
game-saved-kept-aside = Sie ist im Speicher dieses Browsers unter { $key } beiseitegelegt.
game-show-saved-text = Gespeicherten Text zeigen
game-saved-text-prompt = Die gespeicherte Partie, die nicht gelesen werden konnte:
game-kept-unreadable = Die aufbewahrte Partie ließ sich nicht wiederherstellen ({ $error }).
game-storage-off = Dieser Browser bewahrt keine Partien auf (sein Speicher ist voll oder abgeschaltet, wie beim privaten Surfen). Du kannst weiterspielen; um eine Partie zu behalten, kopiere ihren Link.

## Eine Partie mit einem Freund per Link

game-link-you-play = Eine Partie per Link: Du spielst { $player }.
game-link-played = { $player } zog { $move },
game-link-played-last = { $player } zog { $move }.
game-link-waiting = Warte auf den Zug von { $player }.
game-link-your-move = Du bist am Zug.
game-link-result = { $result }.
game-link-parts = Dieser Link setzt deine Partie per Link nicht fort: Die beiden trennen sich bei Zug { $number }. Deine Partie wird gezeigt; welche behältst du? Die andere wird beiseitegelegt.
game-link-taken-back = Dieser Link spielt { $move } noch einmal, das zurückgenommen wurde. Deine Partie wird gezeigt; welche behältst du? Die andere wird beiseitegelegt.
game-link-older = { $number ->
        [0] Dieser Link zeigt deine Partie per Link am Anfang, einen älteren Stand als hier. Deine Partie, die schon weiter ist, bleibt.
       *[other] Dieser Link zeigt deine Partie per Link bei Zug { $number }, einen älteren Stand als hier. Deine Partie, die schon weiter ist, bleibt.
    }
game-keep-links-game = Die Partie des Links behalten
game-keep-my-game = Meine Partie behalten
game-send-move = Deinen Zug senden
game-send-again = Den Link noch einmal senden
game-send-result = Das Ergebnis senden
game-send-invitation = Die Einladung senden
game-link-sent = Gesendet. Dein Freund zieht und schickt den Link zurück.
game-link-copied-to-send = Kopiert: Füge es in eine Nachricht an deinen Freund ein.
game-link-copy-prompt = Kopiere das und schick es deinem Freund:
game-undo-ask = ↶ Um Rücknahme bitten
    .title = Dein Zug ist gesendet: ob du ihn zurücknehmen darfst, entscheidet dein Freund (←)
game-takeback-asked-here = Du bittest, { $move } zurückzunehmen: dein Freund entscheidet.
game-send-takeback = Die Bitte senden
game-takeback-withdraw = Zurückziehen
game-link-takeback-asked = { $player } bittet, { $move } zurückzunehmen.
game-takeback-agree = Zurücknehmen lassen
game-takeback-refuse = Ablehnen
game-takeback-refused = Du hast abgelehnt: der Zug bleibt. Du bist am Zug.
game-send-takeback-granted = Senden: der Zug ist zurückgenommen
game-link-takeback-granted = { $player } ist einverstanden: { $move } ist zurückgenommen. Du bist am Zug.
game-share-takeback = Darf ich meinen letzten Zug in { $game } zurücknehmen? (Zug { $number }):
game-share-taken-back = Dein Zug in { $game } ist zurückgenommen, wie du gebeten hast. Du bist am Zug (Zug { $number }):
game-share-your-move = Du bist am Zug in { $game } (Zug { $number }):
game-share-over = Unsere Partie { $game } ist vorbei: { $result } (Zug { $number }):

# Die Stufen des Computers, wie das Feld „Neue Partie“ sie beschreibt.
game-level-description-1 = Anfänger: schaut einen Zug voraus und auf die folgenden Schlagzüge und verschätzt sich oft
game-level-description-1-deeper = Anfänger: schaut { $plies } Züge voraus, die eigenen und die Antworten, und verschätzt sich oft
game-level-description-2 = Gelegenheitsspieler: schaut zwei Züge voraus, Schlagzüge zu Ende gerechnet, und spielt abwechslungsreich
game-level-description-2-deeper = Gelegenheitsspieler: schaut { $plies } Züge voraus und spielt abwechslungsreich
game-level-description-3 = Verein: durchsucht etwa 60.000 Stellungen pro Zug (deutlich unter einer Sekunde)
game-level-description-4 = Stark: durchsucht etwa 250.000 Stellungen pro Zug
game-level-description-5 = Am stärksten: rechnet so weit, wie es in bis zu 3 Sekunden pro Zug kann
game-level-description-3-positions = Verein: durchsucht etwa { $positions } Stellungen pro Zug (deutlich unter einer Sekunde)
game-level-description-4-positions = Stark: durchsucht etwa { $positions } Stellungen pro Zug
game-swap = Seiten tauschen
game-swapped-after-first = Nach dem ersten Zug haben die Spieler die Seiten getauscht
game-link-swapped = Dein Freund hat auf den ersten Zug mit dem Tausch geantwortet: Du spielst jetzt { $player }.
game-swapped-line = Tausch: die Spieler haben die Seiten getauscht
game-swapped-label = Tausch
game-computer-swapped = Der Computer hat getauscht: er spielt die Seite, die zuerst zog, und du bist am Zug
