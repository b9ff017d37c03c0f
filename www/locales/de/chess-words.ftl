# Words of the area 'chess-words' (www/js/i18n/i18n.js: needWords).
# Von den Schachspielen geteilt (chessNote in game-words.js, das Remis in ihren Regeln).

# Die Hinweise der Statuszeile (chessNote).
chess-words-check = Schach
# Zwischen zwei Hinweisen („Schach. Den Ring …“); behält sein Leerzeichen.
chess-words-note-break = .{" "}
# $colour: white oder black; $role: die Figur des Trägers; $square: ihr Feld (d2).
chess-words-ring-worn = Den Ring trägt { $role ->
        [queen] die
       *[other] der
    } { $colour ->
        [white] weiße
       *[black] schwarze
    } { $role ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
       *[king] König
    } auf { $square }
chess-words-ring-never = Der Ring kam nie ins Spiel

# Das Remis in den Regeln jedes Schachspiels (rules-<game>), HTML. Ein Spiel,
# dessen erste Lesart hier steht, bittet um die erklärte: (reading: "explained").
-chess-endings = <p><b>Remis</b> durch dreimalige Stellungswiederholung (dieselbe Stellung, dieselbe Seite am Zug, dieselben
    Rechte, zum dritten Mal) und durch die 50-Züge-Regel (fünfzig Züge jeder Seite ohne Schlagen
    und ohne Bauernzug), wie im FIDE-Schach.
    { $reading ->
        [explained] { -reading-explained }
       *[plain] { -reading }
    } Beide beenden die Partie sofort: Niemand muss sie beanspruchen. Ein Schachmatt im fünfzigsten Zug gewinnt trotzdem.</p>
