# Words of the area 'chess-words' (www/js/i18n/i18n.js: needWords).
# Commun aux jeux d’échecs (chessNote de game-words.js, la nulle de leurs règles).

# Les notes de la ligne d’état (chessNote).
chess-words-check = Échec
# Entre deux notes (« Échec. L’Anneau… ») ; garde son espace.
chess-words-note-break = .{" "}
# $colour : white ou black ; $role : la pièce du porteur ; $square : sa case (d2).

# La nulle des règles de chaque jeu d’échecs (rules-<game>), HTML. Un jeu dont
# la première Lecture est ici demande celle qui s’explique : (reading: "explained").
-chess-endings = <p><b>Nulle</b> par triple répétition (la même position, le même camp au trait, les mêmes
    droits, pour la troisième fois) et par la règle des cinquante coups (cinquante coups de chaque camp sans prise
    ni coup de pion), comme aux échecs de la FIDE.
    { $reading ->
        [explained] { -reading-explained }
       *[plain] { -reading }
    } Les deux terminent la partie aussitôt : inutile de la réclamer. Un échec et mat au cinquantième coup gagne quand même.</p>

# Moved here from sight.ftl: words only this games' pages use.
sight-thing-chess = { $form ->
        [the] { $role ->
            [queen] { "la " }
            [rook] { "la " }
           *[other] { "le " }
        }
        [with] { $role ->
            [queen] { "la " }
            [rook] { "la " }
           *[other] { "le " }
        }
        [a] { $role ->
            [queen] { "une " }
            [rook] { "une " }
           *[other] { "un " }
        }
       *[bare] {""}
    }{ $role ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
       *[king] roi
    } { $role ->
        [queen] { $colour ->
            [white] blanche
           *[black] noire
        }
        [rook] { $colour ->
            [white] blanche
           *[black] noire
        }
       *[other] { $colour ->
            [white] blanc
           *[black] noir
        }
    }{ $ring ->
        [yes] , qui porte l’Anneau
       *[no] {""}
    }

# The engine's words for the chess-core games (engine-words.js).
outcome-checkmate = échec et mat
outcome-stalemate = pat : { $stuck } n’a aucun coup
outcome-dead-position = aucun camp n’a les pièces pour mater
outcome-fifty-moves = cinquante coups de chaque camp sans prise ni coup de pion
