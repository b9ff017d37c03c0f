# Words of the area 'game-king-of-rings' (www/js/i18n/i18n.js: needWords).

## Die Regeln neben dem Brett (www/js/games/king-of-rings.js).

rules-king-of-rings =
    <p>Ein Brett mit 7 x 7 Feldern im Schachbrettmuster. Jeder Spieler hat 7 Springer. Es gibt 35 Ringe:
    1 <b>großen blauen</b> (5 Punkte), 6 <b>blaue</b> (je 3 Punkte) und 28 <b>silberne</b> (je 1 Punkt), zusammen 51 Punkte.</p>
    <h3>Aufstellung</h3>
    <p>Die Springer von Weiß stehen auf den farbigen Feldern (der Farbe von a1) der Reihen 1–2, die von Schwarz auf
    denen der Reihen 6–7. Der große blaue Ring liegt auf d4, die blauen Ringe auf dem Rest der Reihe 4 und
    ein silberner Ring auf jedem anderen Feld: Kein Feld ist leer.
    { -reading-explained } „Zwei blaue Felder in der vorderen Reihe“ in der englischen Quelle lesen wir als
    Fehlübersetzung von „die farbigen Felder der zwei vorderen Reihen“.</p>
    <h3>Ein Zug ist eines davon</h3>
    <ul>
    <li><b>Einfacher Springer</b> (ohne Ringe): ein Feld in eine der 8 Richtungen, auf ein leeres Feld,
    einen Ring (er nimmt den Ring) oder einen gegnerischen Springer (ein Schlag); nie auf einen eigenen Springer.</li>
    <li><b>Träger</b> (mit Ringen): springt <b>genau so viele Felder weit, wie er Ringe trägt</b> (Ringe, nicht Punkte),
    geradlinig in eine der 8 Richtungen, über alles hinweg. Er landet nur auf einem Ring (genommen) oder
    einem gegnerischen Springer (ein Schlag), nie auf einem leeren Feld. Ein Springer mit 7 oder mehr Ringen kann nicht ziehen.
    Die Zahl auf dem Abzeichen eines Springers ist seine Sprungweite.</li>
    <li><b>Einsetzen</b>: ein Springer aus der Hand auf ein Feld mit einem Ring; er nimmt den Ring und wird zum Träger.
    Klicke auf „In der Hand“, dann auf einen Ring.</li>
    </ul>
    <h3>Schlagen</h3>
    <p>Der Schlagende nimmt alle Ringe des geschlagenen Springers. Ein geschlagener Träger geht in die Hand seines Besitzers
    zurück und kann später eingesetzt werden; ein geschlagener einfacher Springer ist aus dem Spiel.</p>
    <h3>Das Ende</h3>
    <p>Die Partie endet, wenn kein Ring mehr frei auf dem Brett liegt. Hat Weiß (der erste Spieler) den
    letzten Ring genommen, hat Schwarz zuvor noch einen Zug. Wer keinen legalen Zug hat, passt, und nur dann;
    zweimal Passen hintereinander beendet die Partie.
    { -reading } Die Partie endet auch, wenn dieselbe Stellung (Brett, getragene Ringe, Hände, Spieler am Zug)
    zum dritten Mal vorkommt, und wird wie jedes andere Ende gewertet: Die Quelle hat keine Regel gegen
    endloses Spiel, und einfache Springer könnten ewig zwischen leeren Feldern hin und her ziehen.</p>
    <h3>Sieg</h3>
    <p>Es gewinnt, wessen Springer auf dem Brett zusammen die meisten Punkte tragen. Bei gleichen Punkten ist die Partie
    remis. Jeder Spieler darf aufgeben.</p>

## Die Zahlen neben dem Brett und die Statuszeile. $player, $first und $second
## sind die Namen der Spieler, wie die Engine sie nennt.

king-of-rings-points = { $count ->
        [one] { $count } Punkt
       *[other] { $count } Punkte
    }
king-of-rings-out-of-game = { $count } aus dem Spiel
king-of-rings-rings-left = { $count ->
        [one] Noch { $count } Ring auf dem Brett
       *[other] Noch { $count } Ringe auf dem Brett
    }
king-of-rings-last-turn = Letzter Zug für { $second }: { $first } hat den letzten Ring genommen
king-of-rings-pass-last-turn = { $player } kann im letzten Zug nicht ziehen: Passen beendet die Partie
king-of-rings-pass-again = { $player } kann auch nicht ziehen: Passen beendet die Partie

## Was auf einem Feld steht, für den Hinweis beim Überfahren und das Spielen ohne Sicht.

king-of-rings-square-empty = leer
king-of-rings-ring-silver = ein silberner Ring
king-of-rings-ring-blue = ein blauer Ring
king-of-rings-ring-big-blue = ein großer blauer Ring
king-of-rings-knight-white = Weißer Springer
king-of-rings-knight-black = Schwarzer Springer
king-of-rings-knight-no-ring = { $knight }, ohne Ring
king-of-rings-knight-holding = { $knight } mit { $count ->
        [one] { $count } Ring
       *[other] { $count } Ringen
    } ({ $kinds }): { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }; springt { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    } weit
king-of-rings-knight-holding-stuck = { $knight } mit { $count ->
        [one] { $count } Ring
       *[other] { $count } Ringen
    } ({ $kinds }): { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }; mit mehr als sechs Ringen kann er nicht ziehen
king-of-rings-kind-big-blue = { $count } großer blauer
king-of-rings-kind-blue = { $count ->
        [one] { $count } blauer
       *[other] { $count } blaue
    }
king-of-rings-kind-silver = { $count ->
        [one] { $count } silberner
       *[other] { $count } silberne
    }
king-of-rings-kinds-separator = {", "}

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-kor-ring = { $ring ->
        [silver] { $form ->
            [the] den Silberring
            [with] dem Silberring
            [a] ein Silberring
           *[bare] Silberring
        }
        [blue] { $form ->
            [the] den blauen Ring
            [with] dem blauen Ring
            [a] ein blauer Ring
           *[bare] blauer Ring
        }
       *[big-blue] { $form ->
            [the] den großen blauen Ring
            [with] dem großen blauen Ring
            [a] ein großer blauer Ring
           *[bare] großer blauer Ring
        }
    }
sight-thing-knight = { $form ->
        [the] { "den " }
        [with] { "dem " }
        [a] { "ein " }
       *[bare] {""}
    }{ $colour ->
        [white] weiß
       *[black] schwarz
    }{ $form ->
        [the] en
        [with] en
       *[bare] er
    } Springer{ $full ->
        [yes] { $count ->
            [0] , ohne Ring
           *[other] { " " }mit { $count ->
                [one] 1 Ring
               *[other] { $count } Ringen
            } ({ $rings }): { $points ->
                [one] { $points } Punkt
               *[other] { $points } Punkte
            }; { $moves ->
                [no] mit mehr als sechs Ringen kann er nicht ziehen
               *[yes] er springt { $count ->
                    [one] { $count } Feld
                   *[other] { $count } Felder
                } weit
            }
        }
       *[no] {""}
    }
sight-knight-rings = { $ring ->
        [big-blue] { $count } großer blauer
        [blue] { $count ->
            [one] { $count } blauer
           *[other] { $count } blaue
        }
       *[silver] { $count ->
            [one] { $count } silberner
           *[other] { $count } silberne
        }
    }

# The engine's words for this game alone (engine-words.js).
outcome-points-each = je { $points } Punkte; { $end }
outcome-points = { $high } zu { $low } Punkten; { $end }
outcome-end-both-passed = beide Spieler haben gepasst
outcome-end-repetition = dieselbe Stellung zum dritten Mal
outcome-end-no-ring-left = kein Ring ist mehr auf dem Brett

# The hand of knights, which this game alone has (game-page.js).
game-hand = In der Hand: { $count ->
        [0] keiner
       *[other] { $knights }
    }
    .title = { $drop ->
        [yes] Einen Springer aus der Hand einsetzen: hier klicken, dann auf einen Ring
       *[no] Springer in der Hand
    }

# Warum ein Klick kein Zug ist (whyNot der Engine), unter dem Brett.
refusal-king-of-rings-too-heavy = Ein Träger mit { $rings ->
        [one] { $rings } Ring
       *[other] { $rings } Ringen
    } ist zu schwer zum Ziehen: Sieben oder mehr Ringe lassen ihn erstarren.
refusal-king-of-rings-straight = Ein Springer zieht geradlinig: entlang einer Reihe, einer Linie oder einer Diagonale.
refusal-king-of-rings-plain = Ein einfacher Springer (ohne Ringe) zieht nur ein Feld weit.
refusal-king-of-rings-leap-one = Dieser Träger trägt 1 Ring, also springt er genau 1 Feld weit: { $square } ist { $distance ->
        [one] { $distance } Feld
       *[other] { $distance } Felder
    } entfernt.
refusal-king-of-rings-leap = Dieser Träger trägt { $rings ->
        [one] { $rings } Ring
       *[other] { $rings } Ringe
    }, also springt er genau { $rings ->
        [one] { $rings } Feld
       *[other] { $rings } Felder
    } weit: { $square } ist { $distance ->
        [one] { $distance } Feld
       *[other] { $distance } Felder
    } entfernt.
refusal-king-of-rings-own-knight = Auf { $square } steht einer deiner eigenen Springer.
refusal-king-of-rings-onto-empty = { $square } ist leer: Ein Träger landet nur auf einem Ring oder einem gegnerischen Springer.
