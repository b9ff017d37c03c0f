# Words of the area 'game-double-ring' (www/js/i18n/i18n.js: needWords).

## Die Regeln neben dem Brett (www/js/games/double-ring.js).

rules-double-ring =
    <p>Das Brett ist ein quadratisches Gitter, 9x9, sofern nicht anders gewählt (3x3 bis 19x19).
    Zu Beginn liegt auf jedem Feld ein <b>einfacher Ring</b>. Beide Spieler ziehen dieselben Ringe.</p>
    <h3>Ein Zug (Skip Two)</h3>
    <p>Wähle einen einfachen Ring und eine Richtung: nach oben, unten, links oder rechts. Geh in diese Richtung,
    Feld für Feld, und zähle die Ringe, die du überquerst: Ein einfacher Ring zählt 1, ein Doppelring 2.
    { -reading-explained }
    Leere Felder werden übergangen und zählen nichts: Der Text zählt Ringe, nicht Felder.</p>
    <p>Sobald genau 2 überquert sind, ist der nächste Ring das Ziel. Er muss ein einfacher Ring sein.
    Ist er ein Doppelring, verlässt der Weg das Brett oder springt die Zählung über 2 hinweg (ein einfacher,
    dann ein Doppelring), gibt es in diese Richtung keinen Zug.</p>
    <p>Das Feld des gezogenen Rings wird leer, und das Ziel wird zum <b>Doppelring</b>.
    Doppelringe ziehen nie.</p>
    <h3>Das Ende</h3>
    <p>Wer nicht ziehen kann, verliert: Wer als Letzter zieht, gewinnt. Jeder Zug nimmt zwei
    einfache Ringe vom Brett, also dauert eine Partie auf 9x9 höchstens 40 Züge.</p>
    <h3>Varianten</h3>
    <ul>
    <li><b>Skip Three</b>: genau 3 überquert.</li>
    <li><b>Skip Odd</b>: eine beliebige ungerade Zahl überquert (1, 3, 5, …): Eine Richtung kann mehrere Ziele bieten.</li>
    <li><b>Skip Even</b>: eine beliebige gerade Zahl überquert.
    { -reading }
    mindestens 2: Null zu überspringen ist kein Überspringen.</li>
    <li><b>Knight's Overlap</b>: Der einfache Ring springt wie ein Springer im Schach auf einen einfachen Ring; was dazwischen liegt, spielt keine Rolle.</li>
    <li><b>Brettgröße</b>: jedes N x N von 3 bis 19.</li>
    </ul>
    <h3>Auf Papier</h3>
    <p>Drucke ein leeres Brett: Streiche einen Ring mit einem „/“ durch, um ihn zu ziehen, und zeichne einen größeren Ring
    um sein Ziel.</p>
    <p class="rules-key"><span class="reading">Lesart</span> kennzeichnet unsere Entscheidung, wo die Quelle schweigt oder unklar ist.</p>

## Was auf einem Feld liegt, für den Hinweis beim Überfahren und das Spielen ohne Sicht.

double-ring-cell-struck = leer (durchgestrichen)
double-ring-cell-single = ein einfacher Ring
double-ring-cell-double = ein Doppelring
double-ring-cell-empty = leer

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-ring = { $ring ->
        [double] { $form ->
            [the] den Doppelring
            [with] dem Doppelring
            [a] ein Doppelring
           *[bare] Doppelring
        }
       *[single] { $form ->
            [the] den einfachen Ring
            [with] dem einfachen Ring
            [a] ein einfacher Ring
           *[bare] einfacher Ring
        }
    }

# Moved here from play.ftl: words only this game's pages use.
play-hint-mirror = Tipp (Stufe { $level }): { $move }: das Spiegelbild des letzten Zugs durch die Mitte, und das gewinnt
play-hint-mirror-arrow = Tipp (Stufe { $level }): { $move }, der orange Pfeil: das Spiegelbild des letzten Zugs durch die Mitte, und das gewinnt
play-solver-over = Löser: Die Partie ist vorbei.
play-solver-working = Löser: rechnet…
play-solver-failed = Löser: { $error }
play-solver-too-big = Löser: noch zu groß zum Lösen ({ $singles } Einzelringe). Spiel weiter: Ab etwa 35 Einzelringen antwortet er meist innerhalb einer Sekunde.
play-solver-mirror-loses = <strong class="loses">{ $player } verliert</strong>: Wer hier zieht, verliert, denn der andere Spieler beantwortet jeden Zug mit seinem Spiegelbild durch die Mitte.
play-solver-mirror-wins = <strong class="wins">{ $player } gewinnt</strong> mit dem Spiegelzug: { $move } (grün) spiegelt den letzten Zug durch die Mitte, und danach hat jeder Zug seine gespiegelte Antwort.
play-solver-other-winning = Weitere Gewinnzüge: { $moves }.
play-solver-unsettled = Auch andere Züge könnten gewinnen: Der Löser hat sie nicht entschieden.
play-solver-loses = <strong class="loses">{ $player } verliert</strong> bei perfektem Spiel: Jeder Zug verliert.
play-solver-wins = <strong class="wins">{ $player } gewinnt</strong> bei perfektem Spiel: { $count ->
        [one] Der Gewinnzug ist
       *[other] Die { $count } Gewinnzüge sind
    } grün markiert ({ $moves }).

# The engine's words for this game alone (engine-words.js).
outcome-no-move = { $stuck } hat keinen Zug
option-double-ring-rule = Regel
option-double-ring-size = Brettgröße
choice-double-ring-rule-skip2 = Zweiersprung
choice-double-ring-rule-skip3 = Dreiersprung
choice-double-ring-rule-odd = Ungerader Sprung
choice-double-ring-rule-even = Gerader Sprung
choice-double-ring-rule-knight = Springer-Überlappung

# The sides of this game (engine-words.js).
player-double-ring-first = Spieler 1
player-double-ring-second = Spieler 2
