# Words of the area 'lab' (www/js/i18n/i18n.js: needWords).
# Das Labor für Spieleautoren (pages/lab-page.js, pages/lab/): Der Computer spielt
# eine Partie gegen sich selbst nach den Regeln A (und B), und die Partien werden ausgewertet.
# $game ist der Name des Spiels in der Sprache der Seite.

lab-title = { $game }: das Labor für Spieleautoren
lab-page-title = { $game }: Labor · ringboard
lab-lede = Der Computer spielt { $game } gegen sich selbst nach den Regeln, die du wählst, auf allen Kernen dieses Geräts, und die Partien werden so ausgewertet, wie Spieleautoren ein Spiel vermessen. Vergleiche zwei Regelsätze nebeneinander und schick den Link der Seite: Er enthält den ganzen Versuchsaufbau.
lab-unknown-game = Das Labor hat kein Spiel '{ $game }'.
# $why ist der Grund der Engine.
lab-link-failed = Dieser Labor-Link ließ sich nicht öffnen ({ $why }); das Labor beginnt mit den Standardregeln des Spiels.
lab-setup-failed = Dieser Versuchsaufbau lässt sich nicht ausführen ({ $why }).

## Der Versuchsaufbau.

lab-rules-a = Regeln A
lab-rules-b = Regeln B
lab-compare = Mit Regeln B vergleichen
lab-players = Spieler
lab-first-player = Spielt als Erster
lab-second-player = Spielt als Zweiter
lab-agent-level = Stufe { $level }
# $rating ist eine Elo-Zahl, so geschrieben, wie sie ist.
lab-agent-level-rated = Stufe { $level } (Elo { $rating })
lab-agent-greedy = Gierig (ein Zug voraus)
lab-agent-random = Zufallszüge
lab-games = Partien
lab-random-plies = Zufällige Eröffnungszüge
lab-swap = Die Spieler tauschen jede zweite Partie die Seiten

## Der Lauf.

lab-start = Starten
lab-stop = Stopp
lab-resume = Fortsetzen
lab-start-again = Neu starten
# $done und $total sind Partien; $rate Partien pro Sekunde; $workers die Web Worker.
lab-status-setup = { $total } Partien zu spielen, auf { $workers } Kernen.
lab-status-running = { $done } von { $total } Partien · { $rate } Partien pro Sekunde · { $workers } Hintergrundprozesse
lab-status-stopped = Angehalten nach { $done } von { $total } Partien.
lab-status-finished = { $total } Partien in { $seconds } s: { $rate } Partien pro Sekunde mit { $workers } Hintergrundprozessen.
lab-status-failed = Der Lauf wurde nach { $done } von { $total } Partien abgebrochen: { $why }

## Die Ergebnisse.

lab-results = Ergebnisse
lab-measure = Messgröße
# $rules sind die Regeln in Worten („Ungerader Sprung · 7 x 7“).
lab-column-a = A: { $rules }
lab-column-b = B: { $rules }
lab-rules-own = die Standardregeln des Spiels
lab-row-games = Gespielte Partien
lab-row-results = Siege des ersten Spielers · des zweiten · Remis
lab-row-first-score = Punkteanteil des ersten Spielers
# $player und $other sind die beiden Spieler („Stufe 4“, „Stufe 3“).
lab-row-player-score = Punkteanteil von { $player } gegen { $other }
lab-row-length = Länge (Züge)
lab-row-spread = Streuung der Länge
lab-row-branching = Züge zur Auswahl
lab-row-decided = Entschieden bei Zug
lab-row-lead-changes = Führungswechsel
lab-row-repetitions = Durch Wiederholung beendet
lab-row-passes = Passen unter den Zügen
lab-row-cut-off = Als Remis abgebrochen (zu lang)
lab-row-exact = Bei perfektem Spiel
# $value, $low und $high sind schon geschriebene Zahlen.
lab-value-interval = { $value } ({ $low } bis { $high })
lab-value-results = { $first } · { $second } · { $draws }
# $ply ist eine Zahl (mit ihrem Intervall); $share der Anteil an der Partie.
lab-value-decided = { $ply }; { $share } der Partie
lab-exact-first = der erste Spieler gewinnt (gelöst)
lab-exact-first-mirror = der erste Spieler gewinnt (Spiegelsatz)
lab-exact-second = der zweite Spieler gewinnt (gelöst)
lab-exact-second-mirror = der zweite Spieler gewinnt (Spiegelsatz)
lab-exact-none = nicht entschieden: Das Budget des Lösers reicht nicht aus
lab-plot-score = Punkteanteil des ersten Spielers, mit seinem 95-%-Intervall
lab-plot-lengths = Partielängen: der Anteil der Partien nach Zügen
lab-plot-branching = Züge zur Auswahl, nach Zug
lab-axis-plies = Züge pro Partie
lab-axis-ply = Zug
lab-download-records-a = Notationen der Regeln A
lab-download-records-b = Notationen der Regeln B
lab-download-csv = Tabelle (CSV)
lab-download-json = Ergebnisse (JSON)
lab-print = Drucken
lab-play-rules-a = Regeln A spielen
lab-play-rules-b = Regeln B spielen

## Was die Zahlen bedeuten.

lab-explained = Was die Zahlen bedeuten
lab-term-player-score = Punkteanteil des stärkeren Spielers
lab-explain-first-score = Ein Sieg zählt 1, ein Remis ½. 50 % ist ein faires Spiel zwischen gleich starken Spielern; das Intervall ist das von Wilson, zu 95 %: Der wahre Wert liegt 19-mal von 20 darin.
lab-explain-player-score = Bei zwei verschiedenen Spielern: wie viele Punkte der stärkere holt. Weit über 50 % belohnt das Spiel tieferes Nachdenken (seine „Skill Trace“).
lab-explain-mover-score = Mit der Kuchenregel: der Punkteanteil dessen, der den ersten Zug machte, auf welcher Seite ihn der Tausch auch ließ. Unter der Kuchenregel ist das der Vorteil des Anziehenden; nahe 50 % hat die Regel das Spiel ausgeglichen.
lab-explain-swaps = Mit der Kuchenregel: wie oft der zweite Spieler auf den ersten Zug mit dem Tausch antwortete, nach seiner eigenen Bewertung.
lab-explain-length = Züge (jeder einzelne Zug einer Seite) pro Partie, mit dem 95-%-Intervall des Mittelwerts.
lab-explain-branching = Die legalen Züge der Seite am Zug, über alle Stellungen aller Partien: wie breit das Spiel ist.
lab-explain-decided = Der Zug, nach dem der spätere Sieger in der Bewertung des Computers vorn bleibt. Nahe am Ende: Das Spiel bleibt lange offen.
lab-explain-lead-changes = Wie oft die Seite wechselt, die in der Bewertung vorn liegt: Spannung, oder ein Spiel, das hin und her schwankt.
lab-explain-repetitions = Der Anteil der Partien, die endeten, weil eine Stellung wiederkehrte.
lab-explain-passes = Der Anteil der Züge, die Passen waren.
lab-explain-exact = Nur Double Ring: was der exakte Löser oder der Spiegelsatz über die Anfangsstellung beweist.

## Die Stufen.

lab-ladder = Die Elo der Stufen in { $game }
lab-ladder-how = Jede Stufe spielte gegen die anderen und gegen Zufallszüge, die bei 0 stehen; die Wertungen sind an diese Partien angepasst (docs/strength.md), und die Spieler oben sind diese Stufen.

## The skill trace.

lab-trace-games = Fähigkeitsspur: Partien je Paarung (0: keine)
lab-row-trace = { $player } gegen { $other }
lab-value-trace = { $score } aus { $games } Partien
lab-term-trace = Fähigkeitsspur („skill trace“)
lab-explain-trace = Jede Stufe spielt gegen die Stufe darunter (2 gegen 1, 3 gegen 2, 4 gegen 3), mit wechselnden Seiten: Gewinnt der tiefere Blick auf jeder Stufe weiter, belohnt das Spiel weiteres Vorausdenken; fallen die Werte gegen 50 %, ist es flach oder nahe am Remis.
lab-row-mover-score = Punkteanteil dessen, der zuerst zog (nach einem Tausch)
lab-row-swaps = Getauscht
lab-exact-pie-first = der zweite Spieler gewinnt: die erste Seite gewinnt den Anfang, und der Tausch nimmt sie
lab-exact-pie-second = der zweite Spieler gewinnt: die zweite Seite gewinnt den Anfang, und er behält sie
