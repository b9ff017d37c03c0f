# Eine auf dem Server gespielte Partie (#online/<id>).

online-page-title = Online-Partie · ringboard
online-title-your-move = (Du bist am Zug) { $title }
online-heading = Online-Partie

## Wenn die Partie nicht gezeigt werden kann.

online-not-found = Diese Partie ist nicht auf dem Server.
online-unreachable = Der Spielserver ist nicht erreichbar: Online-Spiel braucht ihn; alles andere funktioniert.
online-failed = Die Partie konnte nicht geöffnet werden: { $reason }
online-unknown-game = Diese Seite hat das Spiel „{ $game }“ nicht.
online-unreadable = Diese Partie kann hier nicht gezeigt werden: { $error }
online-home-link = Auf diesem Gerät spielen
online-lobby-link = Online eine Partie finden

## Den freien Platz einnehmen.

online-join-heading = Dieser Partie { $game } beitreten
online-join-waiting = { $name } wartet auf einen Gegner. Bedenkzeit: { $control }.
online-name-label = Dein Name, wie andere Spieler ihn sehen
online-guest-name = Gast { $number }
online-join = Beitreten und spielen
online-join-failed = Du konntest nicht beitreten: { $reason }

## Die Zeile unter dem Namen des Spiels.

online-badge-playing = Online
online-watching = Zuschauen
online-players = { $first } ({ $firstSide }) gegen { $second } ({ $secondSide })
online-seat-empty = noch offen
online-clock-none = ohne Uhr
online-clock-minutes = { $minutes }+{ $increment }
online-clock-seconds = { $seconds } s+{ $increment }
online-clock-correspondence = { $days ->
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}
online-notify-ask = Sag mir, wenn ich am Zug bin

## Eine Fernschach-Uhr (eine Live-Uhr zeigt Minuten und Sekunden).

online-clock-days = { $days } T { $hours } Std.
online-clock-hours = { $hours } Std. { $minutes } Min.

## Die Statuszeile.

online-status-waiting = Warte auf einen Gegner: schicke ihm den Link zu dieser Partie
online-status-waiting-watch = Warte auf einen zweiten Spieler
online-status-your-move = Du bist am Zug ({ $player })
online-status-their-move = Warte auf { $name } ({ $player })
online-status-to-move = { $name } ({ $player }) ist am Zug
online-reconnecting = Verbindung wird wiederhergestellt…
online-move-unsent = Dein Zug wird gesendet, sobald der Server wieder da ist
online-copy-invitation = Link zum Senden kopieren
online-link-copied = Link kopiert
online-copy-prompt = Der Link zur Partie, für deinen Gegner:

## Angebote und ihre Antworten.

online-offer-takeback = Zurücknahme anbieten
online-offer-draw = Remis anbieten
online-abort = Partie abbrechen
online-offered-draw = Du hast Remis angeboten
online-offered-takeback = Du hast gebeten, deinen Zug zurückzunehmen
online-offered-rematch = Du hast eine Revanche angeboten
online-withdraw = Zurückziehen
online-incoming-draw = { $name } ({ $player }) bietet Remis an
online-incoming-takeback = { $name } ({ $player }) möchte den letzten Zug zurücknehmen
online-incoming-rematch = { $name } ({ $player }) möchte eine Revanche
online-accept = Annehmen
online-decline = Ablehnen
online-rematch = Revanche
online-rematch-go = Zur Revanche
online-rematch-watch = Revanche ansehen
online-find-game = Eine andere Partie finden

## Das Ende.

online-reason-time = { $player } hat die Zeit überschritten
online-reason-agreed = von beiden vereinbart
online-result-aborted = Partie abgebrochen
online-headline-won = Du hast gewonnen
online-headline-lost = Du hast verloren
online-headline-draw = Remis
online-headline-aborted = Keine Partie
online-headline-winner = { $name } ({ $player }) gewinnt

## Ablehnungen: warum der Server nicht tat, worum er gebeten wurde.

online-refused = Dein Zug { $move } wurde nicht gespielt: { $reason }
online-action-failed = Das wurde nicht getan: { $reason }
online-watchers-watch = Du schaust dieser Partie zu: ihre Spieler ziehen.
online-error-not-your-turn = du bist nicht am Zug
online-error-stale-move = die Partie ist inzwischen weitergegangen
online-error-game-over = die Partie ist vorbei
online-error-not-started = die Partie wartet auf einen zweiten Spieler
online-error-too-late-to-abort = beide Seiten haben gezogen: gib stattdessen auf
online-error-seats-taken = beide Plätze sind besetzt
online-error-no-offer = das Angebot steht nicht mehr
online-error-own-offer = du kannst dein eigenes Angebot nicht annehmen
online-error-nothing-to-take-back = du hast keinen Zug zum Zurücknehmen
online-error-no-draws = dieses Spiel kennt kein Remis
online-error-rematch-made = die Revanche gibt es schon
online-error-not-over = die Partie ist noch nicht vorbei
online-error-unknown-token = der Server kennt den Platz dieses Browsers nicht
online-error-no-token = dieser Browser hat in dieser Partie keinen Platz
online-error-too-many-requests = zu viele Anfragen: warte einen Moment
online-error-storage-unavailable = der Server kann gerade keine Partien speichern
online-error-unreachable = der Spielserver ist nicht erreichbar
online-error-no-such-game = die Partie ist nicht auf dem Server
online-error-bad-name = ein Name darf keine Steuer- oder unsichtbaren Zeichen enthalten und hat höchstens 30 Zeichen
online-error-illegal-move = der Zug ist hier nicht erlaubt

## Eine Benachrichtigung, während der Tab verborgen ist (Fernpartie).

online-notify-title = Du bist am Zug: { $game }
online-notify-body = { $name } hat gezogen.
