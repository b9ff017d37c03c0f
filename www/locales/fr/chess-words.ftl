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

# Pourquoi un clic n’est pas un coup aux jeux d’échecs (whyNot du moteur), sous le plateau.
refusal-castling-gone = Le roi ou cette tour a déjà bougé : ce roque n’est plus possible.
refusal-castling-blocked = Pour roquer, toutes les cases entre le roi et la tour doivent être vides.
refusal-castling-in-check = Le roi ne peut pas roquer pour sortir d’un échec.
refusal-castling-attacked = Le roi ne peut pas roquer en traversant une case attaquée par une pièce adverse, ni en s’y arrêtant.
refusal-king-attacked = Le roi ne peut pas aller sur une case attaquée par une pièce adverse.
refusal-in-check = Votre roi est en échec : ce coup ne le sort pas de l’échec.
refusal-pinned = Ce coup laisserait votre roi en échec : cette pièce est clouée devant lui.
