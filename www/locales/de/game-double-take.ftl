# Words of the area 'game-double-take' (www/js/i18n/i18n.js: needWords).

## Die Regeln neben dem Brett (www/js/games/double-take.js).

rules-double-take =
    <p>Von Andrew B. Perkis, 1999. Zwei Netze aus Punkten, <b>rot</b> und <b>grün</b>, liegen
    wie die zwei Farben eines Damebretts ineinander, 8 Punkte breit.
    { -reading-explained } Die Quelle nennt die Länge nicht: Wir spielen 8 Reihen und bieten 8 x 10 als Variante an.</p>
    <p>Jedes Netz verbindet seine Punkte, die sich diagonal berühren, und seine Punkte, die in einer
    Reihe oder Spalte zwei auseinander liegen, über den Punkt der anderen Farbe dazwischen hinweg. Die Steine jeder Seite bleiben auf ihrem eigenen Netz.</p>
    <p>Auf diesem Brett ist die Farbe nie das einzige Merkmal: Die roten Steine sind rund und die roten Linien durchgezogen;
    die grünen Steine sind eckig und die grünen Linien gestrichelt.</p>
    <h3>Aufstellung</h3>
    <p>Rot sitzt unten, mit 12 Steinen auf den roten Punkten der ersten drei Reihen;
    Grün oben, mit 12 auf den grünen Punkten der obersten drei Reihen. Rot beginnt.</p>
    <h3>Züge</h3>
    <ul>
    <li>Ein Stein pro Zug, entlang seines Netzes zum nächsten Punkt, der leer sein muss.</li>
    <li>Ein Zug, der <b>nicht schlägt</b>, geht <b>nur vorwärts</b>: einen Punkt diagonal vorwärts
    oder zwei Reihen gerade vorwärts, über den gegnerischen Punkt dazwischen, der leer sein muss.</li>
    <li>Ein Zug, der <b>schlägt</b>, darf in jede Richtung gehen: diagonal oder zwei Punkte gerade über einen leeren gegnerischen Punkt.</li>
    </ul>
    <h3>Schlagen</h3>
    <p>Nach einem Zug wird jeder gegnerische Stein direkt neben dem gezogenen Stein (oben, unten, links oder rechts)
    geschlagen, hinter dem in derselben Linie ein Stein des Ziehenden steht. Ein Zug kann
    bis zu vier schlagen. Zwischen zwei Gegner zu ziehen ist sicher. Ein Stein in einer Ecke kann nie
    geschlagen werden, ein Stein am Rand nur entlang des Randes.</p>
    <h3>Ferne Reihe und Sieg</h3>
    <p>Ein Stein auf seiner <b>fernen Reihe</b> (der ersten Reihe des Gegners) zieht nur, um zu schlagen; hat er
    die Reihe verlassen, gelten für ihn wieder die normalen Regeln. Wer nach dem eigenen Zug <b>vier Steine auf
    der fernen Reihe</b> hat, gewinnt sofort.</p>
    <h3>Blockiert, Remis und Aufgeben</h3>
    <p>Wer ziehen kann, muss ziehen. Wer nicht ziehen kann, passt (mit dem Knopf zum Passen), und der
    andere zieht noch einmal. Kann keiner ziehen oder haben beide Seiten weniger als vier Steine übrig,
    ist die Partie remis. Jeder Spieler darf aufgeben.</p>

## Die Zahlen jedes Spielers neben dem Brett.

double-take-far-row = { $count } von 4 auf der fernen Reihe
double-take-pieces = { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }

## Was auf einem Punkt steht, für das Spielen ohne Sicht.

double-take-point-empty = leer
double-take-point-red = ein roter Stein
double-take-point-green = ein grüner Stein

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-piece = { $form ->
        [the] { "den " }
        [with] { "dem " }
        [a] { "ein " }
       *[bare] {""}
    }{ $colour ->
        [red] rot
       *[green] grün
    }{ $form ->
        [the] en
        [with] en
       *[bare] er
    } Stein

# The engine's words for this game alone (engine-words.js).
outcome-far-row = { $player } hat vier Steine auf der fernen Reihe
outcome-no-four-left = keiner Seite bleiben vier Steine, um die ferne Reihe zu erreichen
outcome-neither-can-move = keine Seite kann ziehen
option-double-take-length = Brett
choice-double-take-length-8 = 8 x 8
choice-double-take-length-10 = 8 x 10

# Warum ein Klick kein Zug ist (whyNot der Engine), unter dem Brett.
refusal-double-take-red-network = Rot zieht nur auf roten Punkten, entlang roter Linien.
refusal-double-take-green-network = Grün zieht nur auf grünen Punkten, entlang grüner Linien.
refusal-double-take-taken-point = Auf einem Punkt steht nur ein Stein.
refusal-double-take-nearest = Ein Stein zieht zum nächsten Punkt seines eigenen Netzes: einen Punkt diagonal oder zwei Punkte gerade über den gegnerischen Punkt dazwischen.
refusal-double-take-over-piece = Ein gerader Zug geht nur über einen leeren Punkt: Dieser ist besetzt.
refusal-double-take-far-row = Ein Stein auf seiner fernen Reihe zieht nur, um zu schlagen.
refusal-double-take-forward = Ein Zug, der nichts schlägt, geht nur vorwärts.
