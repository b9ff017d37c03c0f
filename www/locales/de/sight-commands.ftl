# Die Befehle im Zugfeld für das Spielen ohne Sicht (www/js/ui/sight-commands.js),
# geladen mit dem ersten getippten Befehl: die Hilfe und die Antworten.

sight-join-moves = { "; " }

## Die Hilfe: jeder Befehl, wie er getippt wird (-command), und was er tut.

sight-help-intro = Befehle im Zugfeld:
sight-help-item = { $command }: { $meaning }
sight-help-pieces-command = figuren
sight-help-pieces = die Figuren beider Seiten; figuren und der Name einer Seite (figuren weiß) für eine Seite
sight-help-scan-command = linie e, reihe 4
sight-help-scan = was auf einer Linie oder einer Reihe steht
sight-help-moves-command = züge
sight-help-moves = was die gewählte Figur tun kann; züge e2 für die Figur auf e2
sight-help-figures-command = stand
sight-help-figures = Punkte, Anzahlen und Hände
sight-help-turn-command = zug
sight-help-turn = wer am Zug ist, und der letzte Zug
sight-help-help-command = hilfe
sight-help-help = diese Liste
sight-help-outro = Alles andere wird als Zug gespielt. Auf dem Brett bewegen die Pfeiltasten einen Cursor, und Enter wählt aus und zieht. Die englischen Kurzbefehle (p, s, m, sc, t, help) gehen auch.

## Die Antworten der Befehle.

sight-pieces = { $who }, { $count }. { $groups }
sight-pieces-all = Auf dem Brett
sight-pieces-of = Figuren von { $side }
sight-pieces-shared = Die Figuren gehören weder { $first } noch { $second }
sight-pieces-none = keine
sight-no-side = Keine Seite namens { $text }: Die Seiten sind { $first } und { $second }
sight-group = { $what }: { $squares }
sight-scan = { $line }: { $items }
sight-file = Linie { $file }
sight-rank = Reihe { $rank }
sight-scan-run = { $first } bis { $last } { $what }
sight-scan-one = { $square } { $what }
sight-no-line = Auf diesem Brett gibt es keine Linie oder Reihe { $text }
sight-no-selection = Keine Figur gewählt: Wähle eine auf dem Brett, oder nenne ihr Feld, wie in züge e2
sight-no-square = Auf diesem Brett gibt es kein Feld { $text }
sight-empty-square = { $square } ist { $what }
sight-piece-moves = { $piece } auf { $square }: { $count ->
        [one] 1 Zug
       *[other] { $count } Züge
    }, { $moves }
sight-move-said = { $label }: { $move }
sight-piece-stuck = { $piece } auf { $square } hat keinen Zug
sight-not-its-turn = { $piece } auf { $square }: { $side } ist am Zug
sight-counted = { $what }: { $count }
sight-count = { $count ->
        [one] { $count } Figur
       *[other] { $count } Figuren
    }
sight-in-hand = { $count } in der Hand
sight-turn = { $side } ist am Zug{ $who ->
        [computer] { " " }(der Computer)
        [you] { " " }(du)
       *[nobody] {""}
    }
sight-last-move = Letzter Zug: { $move }
sight-no-move-yet = Noch kein Zug
