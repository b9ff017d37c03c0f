# Words of the area 'chess-words' (www/js/i18n/i18n.js: needWords).
# Von den Schachspielen geteilt (chessNote in game-words.js, das Remis in ihren Regeln).

# Die Hinweise der Statuszeile (chessNote).
chess-words-check = Schach
# Zwischen zwei Hinweisen („Schach. Den Ring …“); behält sein Leerzeichen.
chess-words-note-break = .{" "}
# $colour: white oder black; $role: die Figur des Trägers; $square: ihr Feld (d2).

# Das Remis in den Regeln jedes Schachspiels (rules-<game>), HTML. Ein Spiel,
# dessen erste Lesart hier steht, bittet um die erklärte: (reading: "explained").
-chess-endings = <p><b>Remis</b> durch dreimalige Stellungswiederholung (dieselbe Stellung, dieselbe Seite am Zug, dieselben
    Rechte, zum dritten Mal) und durch die 50-Züge-Regel (fünfzig Züge jeder Seite ohne Schlagen
    und ohne Bauernzug), wie im FIDE-Schach.
    { $reading ->
        [explained] { -reading-explained }
       *[plain] { -reading }
    } Beide beenden die Partie sofort: Niemand muss sie beanspruchen. Ein Schachmatt im fünfzigsten Zug gewinnt trotzdem.</p>

# Moved here from sight.ftl: words only this games' pages use.
sight-thing-chess = { $role ->
        [queen] { $form ->
            [the] { "die " }
            [with] { "der " }
            [a] { "eine " }
           *[bare] {""}
        }
       *[other] { $form ->
            [the] { "den " }
            [with] { "dem " }
            [a] { "ein " }
           *[bare] {""}
        }
    }{ $colour ->
        [white] weiß
       *[black] schwarz
    }{ $role ->
        [queen] { $form ->
            [with] en
           *[bare] e
        }
       *[other] { $form ->
            [the] en
            [with] en
           *[bare] er
        }
    } { $role ->
        [pawn] { $form ->
            [the] Bauern
            [with] Bauern
           *[bare] Bauer
        }
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
       *[king] König
    }{ $ring ->
        [yes] , trägt den Ring
       *[no] {""}
    }

# The engine's words for the chess-core games (engine-words.js).
outcome-checkmate = Schachmatt
outcome-stalemate = Patt: { $stuck } hat keinen Zug
outcome-dead-position = keine Seite hat genug Material zum Mattsetzen
outcome-fifty-moves = fünfzig Züge jeder Seite ohne Schlagen und ohne Bauernzug

# Warum ein Klick in den Schachspielen kein Zug ist (whyNot der Engine), unter dem Brett.
refusal-castling-gone = Der König oder dieser Turm hat schon gezogen: Diese Rochade ist nicht mehr möglich.
refusal-castling-blocked = Für die Rochade muss jedes Feld zwischen König und Turm leer sein.
refusal-castling-in-check = Der König darf nicht aus dem Schach heraus rochieren.
refusal-castling-attacked = Der König darf nicht über oder auf ein Feld rochieren, das eine gegnerische Figur angreift.
refusal-king-attacked = Der König darf nicht auf ein Feld ziehen, das eine gegnerische Figur angreift.
refusal-in-check = Dein König steht im Schach: Dieser Zug hebt das Schach nicht auf.
refusal-pinned = Damit stünde dein König im Schach: Diese Figur ist an ihn gefesselt.
