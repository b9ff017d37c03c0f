# Words of the area 'game-double-ring' (www/js/i18n/i18n.js: needWords).

## Die Regeln neben dem Brett (www/js/games/double-ring.js).

rules-double-ring =
    <p>Das Brett ist ein quadratisches Gitter, 9x9, sofern nicht anders gewählt (3x3 bis 19x19, oder ein Rechteck mit 3 bis 19 Feldern je Seite).
    Zu Beginn liegt auf jedem Feld ein <b>einfacher Ring</b>. Beide Spieler ziehen dieselben Ringe.</p>
    <h3>Ein Zug (Zweiersprung)</h3>
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
    <li><b>Dreiersprung</b>: genau 3 überquert.</li>
    <li><b>Ungerader Sprung</b>: eine beliebige ungerade Zahl überquert (1, 3, 5, …): Eine Richtung kann mehrere Ziele bieten.</li>
    <li><b>Gerader Sprung</b>: eine beliebige gerade Zahl überquert.
    { -reading }
    mindestens 2: Null zu überspringen ist kein Überspringen.</li>
    <li><b>Springer-Überlappung</b>: Der einfache Ring springt wie ein Springer im Schach auf einen einfachen Ring; was dazwischen liegt, spielt keine Rolle.</li>
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
play-solver-too-big = Löser: noch zu groß zum Lösen ({ $singles } einfache Ringe). Spiel weiter: Ab etwa 36 einfachen Ringen antwortet er meist innerhalb einer Sekunde.
play-solver-mirror-loses = <strong class="loses">{ $player } verliert</strong>: Wer hier zieht, verliert, denn der andere Spieler beantwortet jeden Zug mit seinem Spiegelbild durch die Mitte.
play-solver-mirror-wins = <strong class="wins">{ $player } gewinnt</strong> mit dem Spiegelzug: { $move } (grün) spiegelt den letzten Zug durch die Mitte, und danach hat jeder Zug seine gespiegelte Antwort.
play-solver-other-winning = Weitere Gewinnzüge: { $moves }.
play-solver-unsettled = Auch andere Züge könnten gewinnen: Der Löser hat sie nicht entschieden.
play-solver-looking-further = Der Löser sucht die anderen Gewinnzüge …
play-solver-wins-with = <strong class="wins">{ $player } gewinnt</strong> bei perfektem Spiel: { $move } (grün) gewinnt.
play-solver-loses = <strong class="loses">{ $player } verliert</strong> bei perfektem Spiel: Jeder Zug verliert.
play-solver-wins = <strong class="wins">{ $player } gewinnt</strong> bei perfektem Spiel: { $count ->
        [one] Der Gewinnzug ist
       *[other] Die { $count } Gewinnzüge sind
    } grün markiert ({ $moves }).

# The engine's words for this game alone (engine-words.js).
outcome-no-move = { $stuck } hat keinen Zug
option-double-ring-rule = Regel
option-double-ring-size = Brettgröße
option-double-ring-width = Brettbreite
option-double-ring-height = Bretthöhe
choice-double-ring-rule-skip1 = Einersprung
choice-double-ring-rule-skip2 = Zweiersprung
choice-double-ring-rule-skip3 = Dreiersprung
choice-double-ring-rule-skip4 = Vierersprung
choice-double-ring-rule-skip5 = Fünfersprung
choice-double-ring-rule-skip6 = Sechsersprung
choice-double-ring-rule-odd = Ungerader Sprung
choice-double-ring-rule-even = Gerader Sprung
choice-double-ring-rule-knight = Springer-Überlappung

# Warum ein Klick kein Zug ist (whyNot / whyStuck der Engine), unter dem Brett.
# $must, $how_far: eine der refusal-skip-*; $passed: eine der refusal-rings-*
# (alle im Akkusativ, als Objekt von „überqueren“).
refusal-skip-one = genau einen Ring
refusal-skip-two = genau zwei Ringe
refusal-skip-three = genau drei Ringe
refusal-skip-four = genau vier Ringe
refusal-skip-five = genau fünf Ringe
refusal-skip-six = genau sechs Ringe
refusal-skip-odd = eine ungerade Zahl von Ringen
refusal-skip-even-strict = eine gerade Zahl von mindestens zwei Ringen
refusal-skip-even = eine gerade Zahl von Ringen
refusal-double-ring-empty = { $square } ist leer: Nur ein einfacher Ring zieht.
refusal-double-ring-double = { $square } ist ein Doppelring: Doppelringe ziehen nie.
refusal-double-ring-onto-empty = { $square } ist leer: Ein Ring landet nur auf einem einfachen Ring.
refusal-double-ring-onto-double = { $square } ist schon ein Doppelring: Ein Ring landet nur auf einem einfachen Ring.
refusal-double-ring-no-leap = Bei Springer-Überlappung springt ein Ring wie ein Springer im Schach, und von { $from } nach { $to } ist kein Springersprung.
refusal-double-ring-diagonal = Ein Ring zieht gerade nach oben, unten, links oder rechts, nie diagonal.
refusal-rings-none = keinen Ring
refusal-rings-one = einen Ring
refusal-rings-two = zwei Ringe
refusal-rings-three = drei Ringe
refusal-rings-many = { $count ->
        [one] { $count } Ring
       *[other] { $count } Ringe
    }
refusal-double-ring-passes = Ein einfacher Ring muss { $must } überqueren: Dieser überquert { $passed }.
refusal-double-ring-knight-stuck = Der Ring auf { $square } hat keinen Zug: Kein Springersprung von dort landet auf einem einfachen Ring.
refusal-double-ring-stuck = Der Ring auf { $square } hat keinen Zug: In keiner Richtung überquert er { $how_far } und trifft danach auf einen einfachen Ring.
