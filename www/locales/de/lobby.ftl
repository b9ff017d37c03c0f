# Online gegen andere spielen: das Feld „Online spielen“ (play-online-panel.js), die
# Lobby (#lobby, lobby-page.js) und die Online-Partien unter „Meine Partien“ (my-games-list.js).

## Das Feld „Online spielen“.
lobby-panel-title = Online gegen jemanden spielen
lobby-checking = Der Spielserver wird gesucht …
lobby-unreachable = Der Spielserver ist nicht erreichbar, daher lässt sich hier gerade keine Online-Partie anlegen. Alles andere geht wie bisher: gegen den Computer, mit einem Freund an diesem Bildschirm oder mit einem Freund per Link.
lobby-server-trouble = Der Spielserver antwortet nicht wie erwartet ({ $message }). Versuchen Sie es gleich noch einmal.
lobby-try-again = Erneut versuchen
lobby-game = Spiel
lobby-options-loading = Die Optionen des Spiels werden geladen …
lobby-options-failed = Die Optionen des Spiels ließen sich nicht laden: Die Partie wird mit dem üblichen Brett und den üblichen Regeln angelegt.
lobby-options-above = Die Partie wird mit dem oben gewählten Brett und den oben gewählten Regeln angelegt.
lobby-side = Sie spielen
lobby-side-random = Egal, per Los
lobby-clock = Uhr
lobby-clock-live-group = Live
lobby-clock-correspondence-group = Fernpartie
# Eine Live-Uhr: Minuten für die Partie, dann Sekunden dazu je Zug (10+5).
lobby-clock-live = { $minutes }+{ $increment }
lobby-clock-days = { $days ->
        [one] { $days } Tag je Zug
       *[other] { $days } Tage je Zug
    }
lobby-clock-none = Ohne Uhr
lobby-visibility = Wer beitreten darf
lobby-public = Alle: in der Lobby aufgeführt
lobby-link-only = Nur wer den Link hat
lobby-name = Ihr Name
lobby-name-input =
    .placeholder = Anonym
lobby-create = Partie anlegen
lobby-creating = Wird angelegt …
lobby-created = Ihre Partie ist bereit.
lobby-created-public = Sie steht in der Lobby, wo jeder sie annehmen kann; oder schicken Sie diesen Link an die Person, gegen die Sie spielen möchten.
lobby-created-link = Schicken Sie diesen Link an die Person, gegen die Sie spielen möchten: Wer ihn zuerst öffnet, nimmt den anderen Platz ein.
lobby-link-label =
    .aria-label = Zu sendender Link
lobby-copy = Kopieren
lobby-copied = Kopiert. Der Link enthält kein Geheimnis: Ihr Platz bleibt in diesem Browser.
lobby-copy-refused = Dieser Browser hat das Kopieren nicht erlaubt. Der Link ist markiert: Kopieren Sie ihn mit der Tastatur oder über das Menü.
lobby-open-game = Zur Partie
lobby-see-lobby = Zur Lobby
lobby-another = Weitere Partie anlegen

## Was die Ablehnungen des Servers bedeuten.
lobby-error-unreachable = Der Spielserver ist nicht erreichbar. Versuchen Sie es gleich noch einmal.
lobby-error-bad-name = Dieser Name geht nicht: Ein Name hat höchstens 30 Zeichen und keine Steuer- oder unsichtbaren Zeichen.
lobby-error-seats-taken = Jemand anderes hat diese Herausforderung zuerst angenommen.
lobby-error-rate-limited = Zu viele Partien von hier auf einmal. Warten Sie eine Minute und versuchen Sie es erneut.
lobby-error-storage = Dieser Browser ließ die Seite Ihren Platz nicht speichern; die Partie wäre von hier aus nicht spielbar und wurde abgebrochen. Erlauben Sie dieser Seite, Daten zu speichern, und versuchen Sie es erneut.
lobby-error-other = Der Spielserver lehnte ab: { $message }

## Partien auf dem Server, wo immer sie aufgeführt sind.
# Wie lange eine Herausforderung schon wartet.
lobby-waited = wartet seit { $unit ->
        [seconds] { $count } s
        [minutes] { $count } min
        [hours] { $count } h
       *[days] { $count } T.
    }
# Eine Option der Variante und ihr Wert: „Regel: Ungerade überspringen“, „Brettgröße: 7“.
lobby-option-value = { $option }: { $value }
lobby-waiting-opponent = Wartet auf einen Gegner
lobby-your-move = Sie sind am Zug
lobby-their-move = Gegner am Zug
lobby-aborted = Abgebrochen
lobby-drawn = Remis
lobby-you-won = Gewonnen
lobby-you-lost = Verloren

## Die Lobby (#lobby).
lobby-title = Lobby
lobby-lede = Hier warten Herausforderungen auf einen Gegner: Nehmen Sie eine an, und die Partie beginnt. Oder legen Sie selbst eine an, die hier auf jemanden wartet.
lobby-new-game = Partie anlegen
lobby-live = Live
lobby-reconnecting = Verbindung wird wiederhergestellt …
lobby-challenges = Offene Herausforderungen
lobby-no-challenges =
    .data-empty = Gerade keine offenen Herausforderungen. Legen Sie eine an, dann erscheint sie hier für alle.
lobby-your-games = Ihre Partien
lobby-no-games =
    .data-empty = Gerade keine Partien von Ihnen auf dem Server.
lobby-watch-title = Partien zum Zuschauen
lobby-no-watch =
    .data-empty = Gerade werden keine öffentlichen Partien gespielt.
lobby-challenge-by = von { $name }
lobby-yours = Ihre Herausforderung
lobby-you-would-play = Sie spielen dann { $side }
lobby-you-play = Sie spielen { $side }
lobby-accept = Annehmen
    .aria-label = Die Partie { $game } von { $name } annehmen
lobby-cancel = Zurückziehen
    .aria-label = Ihre Herausforderung in { $game } zurückziehen
lobby-against = gegen { $name }
lobby-no-opponent-yet = noch kein Gegner
lobby-play = Spielen
lobby-open = Öffnen
lobby-players = { $first } gegen { $second }
lobby-moves = { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }
lobby-watch = Zuschauen

## Die Online-Partien unter „Meine Partien“ auf der Startseite.
lobby-online-game = Online
lobby-turn-unknown = Server nicht erreicht
lobby-gone = Nicht mehr auf dem Server
lobby-my-game-online-side = online, Sie spielen { $side }
lobby-my-game-online = online gegen { $name }, Sie spielen { $side }
