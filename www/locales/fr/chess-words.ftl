# Words of the area 'chess-words' (www/js/i18n/i18n.js: needWords).
# Commun aux jeux d’échecs (chessNote de game-words.js, la nulle de leurs règles).

# Les notes de la ligne d’état (chessNote).
chess-words-check = Échec
# Entre deux notes (« Échec. L’Anneau… ») ; garde son espace.
chess-words-note-break = .{" "}
# $colour : white ou black ; $role : la pièce du porteur ; $square : sa case (d2).
chess-words-ring-worn = L’Anneau est porté par { $role ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } { $colour ->
        [white] { $role ->
            [rook] blanche
            [queen] blanche
           *[other] blanc
        }
       *[black] { $role ->
            [rook] noire
            [queen] noire
           *[other] noir
        }
    } en { $square }
chess-words-ring-never = L’Anneau n’est jamais entré

# La nulle des règles de chaque jeu d’échecs (rules-<game>), HTML. Un jeu dont
# la première Lecture est ici demande celle qui s’explique : (reading: "explained").
-chess-endings = <p><b>Nulle</b> par triple répétition (la même position, le même camp au trait, les mêmes
    droits, pour la troisième fois) et par la règle des cinquante coups (cinquante coups de chaque camp sans prise
    ni coup de pion), comme aux échecs de la FIDE.
    { $reading ->
        [explained] { -reading-explained }
       *[plain] { -reading }
    } Les deux terminent la partie aussitôt : inutile de la réclamer. Un échec et mat au cinquantième coup gagne quand même.</p>
