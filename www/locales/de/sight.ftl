# Spielen ohne Sicht (www/js/ui/sight.js, sight-words.js): der Live-Bereich,
# was jeder Zug tat, und die Namen der Befehle im Zugfeld (ihre Hilfe und
# Antworten: sight-commands.ftl). $side ist der Name einer Seite, $square, $from
# und $to sind Felder (e4); $result und $label (eines Zugs) sind Worte der Engine.

sight-region =
    .aria-label = Was geschah
sight-move-box = Zug oder „hilfe“ eingeben
sight-play = Ziehen
sight-not-your-turn = Warte: Du bist nicht am Zug
sight-premove-from = Vorauszug von { $square }: jetzt das Zielfeld
sight-premove-set = Vorauszug { $from } nach { $to }, wird gespielt, sobald der Computer gezogen hat
sight-premove-cancelled = Vorauszug abgebrochen
sight-premove-dropped = Vorauszug { $from } nach { $to } nicht gespielt: Er ist jetzt nicht erlaubt

## Wie die Teile einer Antwort verbunden werden.

sight-join-sentences = { ". " }
sight-join-list = { ", " }
sight-join-and = { " und " }

## Was auf einem Feld steht, je Art, in der Form, die der Satz braucht ($form):
## bare (Nominativ ohne Artikel), the (Akkusativ: schlägt den schwarzen Bauern),
## with (Dativ: tauscht mit dem Stein), a (jetzt eine weiße Dame), item (in einer Liste).
## $colour, $role und $ring sind Schlüssel der Engine, keine Wörter.

sight-thing-empty = leer
sight-thing-struck = leer (durchgestrichen)
# Double Ring: $ring ist single oder double.
# Double Take: $colour ist red oder green.
# The King of Rings: ein liegender Ring, und ein Springer ($full: mit den Ringen, die er hält).
# Die Schachspiele: $colour white oder black, $role pawn, knight, bishop, rook,
# queen oder king; $ring yes für den Träger des Einen Rings.

## Was ein Zug tat. $piece ist die gezogene Figur, $target was auf $to stand.
## Die -short-Formen sind für die Liste der Züge einer Figur.

sight-passes = { $side } passt
sight-by = { $side }: { $move }
sight-from-hand = aus der Hand
sight-moves = { $piece } { $from } nach { $to }
sight-moves-short = nach { $to }
sight-takes = { $piece } { $from } schlägt { $target } auf { $to }
sight-takes-short = schlägt { $target } auf { $to }
sight-onto = { $piece } { $from } auf { $target } auf { $to }
sight-onto-short = auf { $target } auf { $to }
sight-swaps = { $piece } { $from } tauscht mit { $target } auf { $to }
sight-swaps-short = tauscht mit { $target } auf { $to }
sight-becomes = jetzt { $what }
sight-also-moves = { $piece } { $from } nach { $to }
sight-taken = { $target } auf { $square }
sight-also-takes = schlägt { $taken }
sight-now-holds = { $square } jetzt { $what }
sight-check = Schach
sight-figures = { $move }: { $figures }
sight-side-figures = { $side }: { $figures }
sight-hand = { $side } hat { $count } in der Hand
sight-game-over = Partie beendet. { $result }
sight-back = { $ply ->
        [0] Zurück zum Anfang. { $side } ist am Zug
       *[other] Zurück zu Zug { $ply }. { $side } ist am Zug
    }
sight-forward = Bei Zug { $ply }: { $move }

## Die Befehle im Zugfeld: die Wörter, die sie in dieser Sprache nennen,
## neben den englischen Namen (p, s, m, sc, t, help), die immer gehen.

sight-command-help = hilfe
sight-command-pieces = figuren
sight-command-scan = linie reihe
sight-command-moves = züge zuege
sight-command-figures = stand
sight-command-turn = zug
