# The engine's errors (www/js/i18n/engine-words.js), loaded when one is to be shown.

## Fehler in einer Eingabe, einem Link oder einer Partienotation. Die Details nach dem Doppelpunkt ($why, $detail, $result) sind selbst Meldungen (detail-* weiter unten, outcome-*).

error-unknown-game = unbekanntes Spiel '{ $id }' (Spiele: { $known })
error-unknown-option = unbekannte Option '{ $key }' für { $game } (Optionen: { $known })
error-bad-option-value = ungültiger Wert '{ $value }' für die Option '{ $key }': erwartet wird { $expected }
error-malformed-option = fehlerhafte Option '{ $detail }': erwartet wird key=value
error-repeated-option = die Option '{ $detail }' ist doppelt angegeben
error-clashing-options = die Optionen '{ $key }' und '{ $other }' besagen dasselbe: gib nur eine davon an
error-bad-position = ungültige Stellung: { $detail }
error-bad-move-syntax = ungültiger Zug '{ $mv }': { $why }
error-unclear-move = welcher Zug ist mit '{ $mv }' gemeint: { $choices }?
error-not-understood = '{ $mv }' ist nicht als Zug zu verstehen: gib einen wie { $example } ein
error-illegal-move = regelwidriger Zug '{ $mv }' für { $player }
error-game-over = der Zug '{ $mv }' kommt nach dem Ende der Partie ({ $result })
error-bad-link = ungültiger Link: { $detail }
error-bad-record = ungültige Partienotation, Zeile { $line }: { $why }
error-bad-argument = ungültige Angabe ({ $what }): { $why }

# $choices of error-unclear-move.
detail-either = { $earlier } oder { $later }

## Die Details in diesen Fehlern (src: die message!-Aufrufe der Engine, deren
## englische Vorlagen tests/site/engine-messages.test.mjs gegen diese prüft).
## $colour ist White oder Black, auf Englisch (darauf auswählen: [White] ... *[Black] ...);
## $player der Name einer Seite; $text, $letter das Eingegebene; $square ein Feld (e4).
detail-fen-zero = in Reihe { $rank } steht 0 als Zahl leerer Felder
detail-fen-kings = { $colour ->
        [White] Weiß
       *[Black] Schwarz
    } hat { $kings ->
        [one] { $kings } König
       *[other] { $kings } Könige
    }, muss aber genau einen haben
detail-square-off-board = { $square } liegt außerhalb des { $files }x{ $ranks }-Bretts
detail-fen-fields-ring = erwartet werden { $required } bis { $most } durch Leerzeichen getrennte Angaben (Brett, Seite am Zug, Ring, en passant, Zähler), gefunden: { $found }
detail-fen-fields-stones = erwartet werden { $required } bis { $most } durch Leerzeichen getrennte Angaben (Brett, Seite am Zug, Rochade, en passant, letzter Steinzug, Zähler), gefunden: { $found }
detail-fen-fields = erwartet werden { $required } bis { $most } durch Leerzeichen getrennte Angaben (Brett, Seite am Zug, Rochade, en passant, Zähler), gefunden: { $found }
detail-fen-side = die Seite am Zug '{ $side }' ist weder w noch b
detail-fen-halfmoves = der Halbzugzähler '{ $text }' ist keine Zahl bis 100000
detail-fen-fullmoves = die Zugnummer '{ $text }' ist keine Zahl bis 100000
detail-fen-in-check = { $checked ->
        [White] Weiß
       *[Black] Schwarz
    } steht im Schach, während { $mover ->
        [White] Weiß
       *[Black] Schwarz
    } am Zug ist
detail-fen-ring-checks = der Ring muss gewählt werden, aber jeder weiße Bauer, der ihn trüge, würde den schwarzen König angreifen
detail-fen-ranks = erwartet werden { $ranks } durch '/' getrennte Reihen, gefunden: { $found }
detail-fen-letter = '{ $letter }' in Reihe { $rank } ist kein Figurenbuchstabe
detail-fen-rank-long = Reihe { $rank } beschreibt { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    } oder mehr; sie hat { $has }
detail-fen-rank-short = Reihe { $rank } beschreibt { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }; sie hat { $has }
detail-fen-pawn-barred = ein { $colour ->
        [White] weißer
       *[Black] schwarzer
    } Bauer kann nicht auf { $square } stehen
detail-fen-en-passant-off = das En-passant-Feld { $square } liegt nicht auf dem Brett
detail-fen-en-passant-square = das En-passant-Feld '{ $text }' ist kein Feld
detail-fen-castling-unknown = das Rochaderecht '{ $letter }' gibt es in diesem Spiel nicht
detail-fen-castling-twice = das Rochaderecht '{ $letter }' ist doppelt angegeben
detail-fen-castling-pieces = das Rochaderecht '{ $letter }' verlangt den { $colour ->
        [White] weißen
       *[Black] schwarzen
    } König auf { $king } und einen Turm auf { $rook }
detail-fen-ring-chosen-by-white = der Ring wird nur gewählt, wenn Weiß am Zug ist
detail-fen-ring-no-pawn = der Ring muss gewählt werden, aber Weiß hat keinen Bauern
detail-fen-ring-field = die Ring-Angabe '{ $text }' ist weder waiting, choosing, never, destroyed noch ein Feld
detail-fen-ring-no-wearer = der Ring ist auf { $square }, wo keine Figur steht
detail-fen-en-passant-pawn = das En-passant-Feld { $square } liegt nicht direkt hinter einem { $colour ->
        [White] weißen
       *[Black] schwarzen
    } Bauern, der einen Doppelschritt gemacht hat
detail-fen-stone-move = der letzte Steinzug '{ $text }' { $why }: erwartet wird - oder zwei Felder wie c5e5
detail-fen-stone-move-start = beginnt nicht mit einem Feld dieses Bretts
detail-fen-stone-move-end = endet nicht mit einem Feld dieses Bretts
detail-fen-stone-move-line = verläuft nicht entlang einer Reihe oder Linie
detail-fen-stone-move-stone = muss auf einem Stein enden
detail-fen-stone-move-left = muss { $square } leer lassen oder der { $colour ->
        [White] weißen
       *[Black] schwarzen
    } Figur überlassen, die getauscht hat
detail-not-a-square = { $square } ist kein Feld dieses Bretts
detail-move-form-stones = erwartet werden zwei Felder wie d2d4, mit q, r, b oder n zur Umwandlung (d8d9q); ein Tausch ist das Feld der Figur, dann das des Steins (d2d3), ein Schiebezug das Feld des Endsteins, dann das, wo er landet (c5e5)
detail-move-form-ring = erwartet werden zwei Felder wie b2b4, mit q, r, b oder n zur Umwandlung (c8c9q), @ und das Feld eines Bauern, um den Träger des Rings zu wählen (@b2), oder ! und das Feld des Trägers, um den Ring zu zerstören (!c9)
detail-move-form-chess = erwartet werden zwei Felder wie e2e4, mit q, r, b oder n zur Umwandlung (e7e8q)
detail-link-needs-versus = { $key }= verlangt vs={ $versus }
detail-match-id = 4 bis 16 Kleinbuchstaben und Ziffern
detail-link-too-long = er ist { $length } Zeichen lang; gelesen werden höchstens { $most }
detail-link-no-game = er nennt kein Spiel
detail-link-encoding = '{ $text }' ist kein gültiges prozentkodiertes UTF-8
detail-link-move = Zug { $number }: { $error }
detail-link-resigned = resigned={ $text } nennt keinen Spieler: erwartet wird first oder second
detail-link-resigned-after-end = resigned= kommt nach dem Ende der Partie
detail-link-at = at={ $text } ist keine Zugnummer von 0 bis { $most }
detail-link-takeback = takeback={ $text } ist weder asked noch granted
detail-link-takeback-here = takeback= gehört zu einer Partie per Link, nach einem Zug und vor einer Aufgabe
detail-record-tag-form = ein Tag muss als [Name "value"] geschrieben werden
detail-record-too-long = die Notation ist { $length } Zeichen lang; gelesen werden höchstens { $most }
detail-record-variation-unopened = ')' schließt keine Variante
detail-record-comment-unclosed = ein '{"{"}'-Kommentar wird nie geschlossen
detail-record-variation-unclosed = eine '('-Variante wird nie geschlossen
detail-record-tag-quotes = der Wert des Tags { $name } muss in doppelten Anführungszeichen stehen
detail-record-other-game = die Notation gehört zu '{ $game }', nicht zu { $ours }
detail-record-result = '{ $text }' ist kein Ergebnis: erwartet wird 1-0, 0-1, 1/2-1/2 oder *
detail-record-result-mismatch = das Ergebnis { $token } passt nicht zur Partie: { $outcome }
detail-double-take-fields = erwartet werden die Reihen, ein Leerzeichen und die Seite am Zug (r oder g)
detail-double-take-side = die Seite am Zug ist '{ $text }'; erwartet wird r oder g
detail-double-take-ranks = { $count ->
        [one] { $count } Reihe
       *[other] { $count } Reihen
    }, aber das Brett ist 8 x { $length } (setze length={ $count })
detail-double-take-rank = Reihe { $rank } '{ $text }' hat { $count ->
        [one] { $count } Punkt
       *[other] { $count } Punkte
    }; nötig sind 8
detail-double-take-point = '{ $letter }' ist kein Punkt (r für rot, g für grün, . für leer)
detail-double-take-red-off-network = { $point } ist ein grüner Punkt; ein roter Stein kann dort nicht stehen
detail-double-take-green-off-network = { $point } ist ein roter Punkt; ein grüner Stein kann dort nicht stehen
detail-double-take-both-far = beide Seiten haben vier Steine auf ihrer fernen Reihe
detail-move-form-double-take = erwartet werden zwei Punkte wie c3d4 oder pass
detail-king-of-rings-held-ring = '{ $letter }' in den Ringen eines Springers ist kein Ring (B, b oder s)
detail-king-of-rings-held-too-many = ein Springer trägt mehr '{ $letter }'-Ringe, als das Spiel hat ({ $count })
detail-king-of-rings-unclosed = Reihe { $rank } '{ $text }' enthält eine nicht geschlossene '('
detail-king-of-rings-empty-brackets = die Klammern eines Springers sind leer; lass sie bei einem Springer ohne Ringe weg
detail-king-of-rings-square = '{ $letter }' ist kein Feld (. für leer, s, b oder B für einen Ring, N oder n für einen Springer)
detail-king-of-rings-rank = Reihe { $rank } '{ $text }' hat { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }; nötig sind 7
detail-king-of-rings-knights = { $player } hat { $knights } Springer auf dem Brett und in der Hand; jede Seite hat 7
detail-king-of-rings-silver = { $count ->
        [one] { $count } silberner Ring
       *[other] { $count } silberne Ringe
    }; das Spiel hat { $most }
detail-king-of-rings-blue = { $count ->
        [one] { $count } blauer Ring
       *[other] { $count } blaue Ringe
    }; das Spiel hat { $most }
detail-king-of-rings-big-blue = { $count ->
        [one] { $count } großer blauer Ring
       *[other] { $count } große blaue Ringe
    }; das Spiel hat { $most }
detail-king-of-rings-fields = erwartet werden 5 Angaben (Brett, Seite am Zug, Hand von Weiß, Hand von Schwarz, Zugstatus); gefunden: { $found }
detail-king-of-rings-side = die Seite am Zug ist '{ $text }'; erwartet wird w oder b
detail-king-of-rings-hand = die Hand von { $player } ist '{ $text }'; erwartet wird eine Zahl von Springern von 0 bis 7
detail-king-of-rings-state = der Zugstatus ist '{ $text }'; erwartet wird -, passed, ended oder last
detail-king-of-rings-ranks = { $count ->
        [one] { $count } Reihe
       *[other] { $count } Reihen
    }; das Brett hat 7
detail-king-of-rings-last = 'last' ist der Zug von Schwarz, nachdem Weiß den letzten Ring genommen hat: Schwarz am Zug, kein Ring auf dem Brett
detail-move-form-king-of-rings = erwartet werden zwei Felder wie b2c3, @ und ein Feld wie @d4 oder pass
detail-double-ring-cell = '{ $letter }' ist kein Feld (o für einen einfachen Ring, O für einen Doppelring, . für leer)
detail-double-ring-rank = die Reihe '{ $text }' hat { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }; ein { $width }x{ $height }-Brett braucht { $width }
detail-double-ring-fields = erwartet werden die Reihen, ein Leerzeichen und der Spieler am Zug (1 oder 2)
detail-double-ring-player = der Spieler am Zug ist '{ $text }'; erwartet wird 1 oder 2
detail-double-ring-ranks = { $count ->
        [one] { $count } Reihe
       *[other] { $count } Reihen
    }; das Brett hat { $least } bis { $most }
detail-double-ring-height = die Stellung hat { $ranks } Reihen, aber das { $width }x{ $height }-Brett hat { $height }
detail-move-form-double-ring = erwartet werden zwei Felder wie e5e8
error-cannot-swap = ein Tausch ist nur als Antwort auf den ersten Zug möglich, mit der Kuchenregel (pie=1)
