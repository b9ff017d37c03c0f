# The engine's errors (www/js/i18n/engine-words.js), loaded when one is to be shown.

## Erreurs dans une saisie, un lien ou une partie notée. Les détails après les deux-points
## ($why, $detail, $result) sont des messages à part (detail-* ci-dessous, outcome-*) ;
## $known et $expected listent ce qu’un lien ou la ligne de commande accepte.

error-unknown-game = jeu inconnu « { $id } » (jeux : { $known })
error-unknown-option = option inconnue « { $key } » pour { $game } (options : { $known })
error-bad-option-value = valeur « { $value } » invalide pour l’option « { $key } » : { $expected } attendu
error-malformed-option = option mal formée « { $detail } » : clé=valeur attendu
error-repeated-option = l’option « { $detail } » est donnée deux fois
error-clashing-options = les options « { $key } » et « { $other } » disent la même chose : n’en donnez qu’une
error-bad-position = position invalide : { $detail }
error-bad-move-syntax = coup invalide « { $mv } » : { $why }
error-unclear-move = quel coup désigne « { $mv } » : { $choices } ?
error-not-understood = « { $mv } » n’est pas compris comme un coup : tapez-en un comme { $example }
error-illegal-move = coup illégal « { $mv } » pour { $player }
error-game-over = le coup « { $mv } » vient après la fin de la partie ({ $result })
error-bad-link = lien invalide : { $detail }
error-bad-record = partie notée invalide, ligne { $line } : { $why }
error-bad-argument = { $what } invalide : { $why }

# $choices of error-unclear-move.
detail-either = { $earlier } ou { $later }

## Les détails de ces erreurs (src : les appels message! du moteur, dont
## tests/site/engine-messages.test.mjs confronte les modèles anglais au catalogue anglais).
## $colour vaut White ou Black, en anglais (sélecteur : [White] ... *[Black] ...) ;
## $player est le nom d’un camp ; $text, $letter ce que le joueur a écrit ; $square une case (e4).
detail-fen-zero = la rangée { $rank } contient un nombre de cases vides égal à 0
detail-fen-kings = { $colour ->
        [White] les Blancs ont
       *[Black] les Noirs ont
    } { $kings ->
        [one] { $kings } roi
       *[other] { $kings } rois
    } ; il leur en faut un
detail-square-off-board = { $square } est hors du plateau { $files }x{ $ranks }
detail-fen-fields-ring = on attend de { $required } à { $most } champs séparés par des espaces (plateau, trait, Anneau, en passant, compteurs) ; il y en a { $found }
detail-fen-fields-stones = on attend de { $required } à { $most } champs séparés par des espaces (plateau, trait, roque, en passant, dernier coup de pierre, compteurs) ; il y en a { $found }
detail-fen-fields = on attend de { $required } à { $most } champs séparés par des espaces (plateau, trait, roque, en passant, compteurs) ; il y en a { $found }
detail-fen-side = le trait « { $side } » n’est ni w ni b
detail-fen-halfmoves = le compteur de demi-coups « { $text } » n’est pas un nombre inférieur ou égal à 100000
detail-fen-fullmoves = le numéro de coup « { $text } » n’est pas un nombre inférieur ou égal à 100000
detail-fen-in-check = { $checked ->
        [White] les Blancs sont
       *[Black] les Noirs sont
    } en échec alors que { $mover ->
        [White] les Blancs ont
       *[Black] les Noirs ont
    } le trait
detail-fen-ring-checks = l’Anneau reste à choisir, mais tout pion blanc qui le porterait attaquerait le roi noir
detail-fen-ranks = on attend { $ranks } rangées séparées par « / » ; il y en a { $found }
detail-fen-letter = « { $letter } » dans la rangée { $rank } n’est pas une lettre de pièce
detail-fen-rank-long = la rangée { $rank } décrit { $count } cases ou plus ; elle en a { $has }
detail-fen-rank-short = la rangée { $rank } décrit { $count ->
        [one] { $count } case
       *[other] { $count } cases
    } ; elle en a { $has }
detail-fen-pawn-barred = un pion { $colour ->
        [White] blanc
       *[Black] noir
    } ne peut pas se trouver en { $square }
detail-fen-en-passant-off = la case de prise en passant { $square } n’est pas sur le plateau
detail-fen-en-passant-square = la case de prise en passant « { $text } » n’est pas une case
detail-fen-castling-unknown = le droit de roque « { $letter } » n’existe pas dans ce jeu
detail-fen-castling-twice = le droit de roque « { $letter } » est donné deux fois
detail-fen-castling-pieces = le droit de roque « { $letter } » demande le roi { $colour ->
        [White] blanc
       *[Black] noir
    } en { $king } et une tour en { $rook }
detail-fen-ring-chosen-by-white = l’Anneau ne se choisit qu’avec les Blancs au trait
detail-fen-ring-no-pawn = l’Anneau reste à choisir, mais les Blancs n’ont aucun pion
detail-fen-ring-field = le champ de l’Anneau « { $text } » n’est ni waiting, ni choosing, ni never, ni destroyed, ni une case
detail-fen-ring-no-wearer = l’Anneau est en { $square }, où il n’y a aucune pièce
detail-fen-en-passant-pawn = la case de prise en passant { $square } n’est pas juste derrière un pion { $colour ->
        [White] blanc
       *[Black] noir
    } qui vient de faire son double pas
detail-fen-stone-move = le dernier coup de pierre « { $text } » { $why } : on attend - ou deux cases comme c5e5
detail-fen-stone-move-start = ne commence pas par une case de ce plateau
detail-fen-stone-move-end = ne finit pas par une case de ce plateau
detail-fen-stone-move-line = ne suit ni une rangée ni une colonne
detail-fen-stone-move-stone = doit finir sur une pierre
detail-fen-stone-move-left = doit laisser la case { $square } vide ou occupée par la pièce { $colour ->
        [White] blanche
       *[Black] noire
    } qui a fait l’échange
detail-not-a-square = { $square } n’est pas une case de ce plateau
detail-move-form-stones = on attend deux cases comme d2d4, avec q, r, b ou n pour promouvoir (d8d9q) ; un échange s’écrit avec la case de la pièce puis celle de la pierre (d2d3), un coup en ligne avec la case de la pierre du bout puis celle où elle arrive (c5e5)
detail-move-form-ring = on attend deux cases comme b2b4, avec q, r, b ou n pour promouvoir (c8c9q), @ et la case d’un pion pour choisir le porteur de l’Anneau (@b2), ou ! et la case du porteur pour détruire l’Anneau (!c9)
detail-move-form-chess = on attend deux cases comme e2e4, avec q, r, b ou n pour promouvoir (e7e8q)
detail-link-needs-versus = { $key }= nécessite vs={ $versus }
detail-match-id = de 4 à 16 lettres minuscules et chiffres
detail-link-too-long = il fait { $length } caractères ; seuls les { $most } premiers sont lus
detail-link-no-game = il ne désigne aucun jeu
detail-link-encoding = « { $text } » n’est pas de l’UTF-8 valide encodé en pourcent
detail-link-move = coup { $number } : { $error }
detail-link-resigned = resigned={ $text } ne désigne aucun joueur : on attend first ou second
detail-link-resigned-after-end = resigned= vient après la fin de la partie
detail-link-at = at={ $text } n’est pas un numéro de coup de 0 à { $most }
detail-link-takeback = takeback={ $text } n’est ni asked ni granted
detail-link-takeback-here = takeback= appartient à une partie par lien, après un coup et avant tout abandon
detail-record-tag-form = une balise doit s’écrire [Name "value"]
detail-record-too-long = la partie notée fait { $length } caractères ; seuls les { $most } premiers sont lus
detail-record-variation-unopened = « ) » ne ferme aucune variante
detail-record-comment-unclosed = un commentaire « {"{"} » n’est jamais fermé
detail-record-variation-unclosed = une variante « ( » n’est jamais fermée
detail-record-tag-quotes = la valeur de la balise { $name } doit être entre guillemets doubles
detail-record-other-game = la partie notée est une partie de « { $game } », pas de { $ours }
detail-record-result = « { $text } » n’est pas un résultat : on attend 1-0, 0-1, 1/2-1/2 ou *
detail-record-result-mismatch = le résultat { $token } ne correspond pas à la partie : { $outcome }
detail-double-take-fields = on attend les rangées, un espace et le camp au trait (r ou g)
detail-double-take-side = le camp au trait est « { $text } » ; on attend r ou g
detail-double-take-ranks = { $count ->
        [one] { $count } rangée
       *[other] { $count } rangées
    }, mais le plateau fait 8 x { $length } (mettez length={ $count })
detail-double-take-rank = la rangée { $rank } « { $text } » a { $count ->
        [one] { $count } point
       *[other] { $count } points
    } ; il lui en faut 8
detail-double-take-point = « { $letter } » n’est pas un point (r pour rouge, g pour vert, . pour vide)
detail-double-take-red-off-network = { $point } est un point vert ; une pièce rouge ne peut pas s’y trouver
detail-double-take-green-off-network = { $point } est un point rouge ; une pièce verte ne peut pas s’y trouver
detail-double-take-both-far = les deux camps ont quatre pièces sur leur rangée du fond
detail-move-form-double-take = on attend deux points comme c3d4, ou pass
detail-king-of-rings-held-ring = « { $letter } » dans les anneaux d’un cavalier n’est pas un anneau (B, b ou s)
detail-king-of-rings-held-too-many = un cavalier porte plus d’anneaux « { $letter } » que le jeu n’en compte ({ $count })
detail-king-of-rings-unclosed = la rangée { $rank } « { $text } » a une « ( » jamais fermée
detail-king-of-rings-empty-brackets = les parenthèses d’un cavalier sont vides ; omettez-les pour un cavalier sans anneau
detail-king-of-rings-square = « { $letter } » n’est pas une case (. pour vide, s, b ou B pour un anneau, N ou n pour un cavalier)
detail-king-of-rings-rank = la rangée { $rank } « { $text } » a { $count ->
        [one] { $count } case
       *[other] { $count } cases
    } ; il lui en faut 7
detail-king-of-rings-knights = { $player } : { $knights } cavaliers sur le plateau et en réserve ; chaque camp en a 7
detail-king-of-rings-silver = { $count } anneaux argentés ; le jeu en a { $most }
detail-king-of-rings-blue = { $count } anneaux bleus ; le jeu en a { $most }
detail-king-of-rings-big-blue = { $count } grands anneaux bleus ; le jeu en a { $most }
detail-king-of-rings-fields = on attend 5 champs (plateau, trait, réserve des Blancs, réserve des Noirs, état du tour) ; il y en a { $found }
detail-king-of-rings-side = le camp au trait est « { $text } » ; on attend w ou b
detail-king-of-rings-hand = { $player } : la réserve est « { $text } » ; on attend un nombre de cavaliers de 0 à 7
detail-king-of-rings-state = l’état du tour est « { $text } » ; on attend -, passed, ended ou last
detail-king-of-rings-ranks = { $count ->
        [one] { $count } rangée
       *[other] { $count } rangées
    } ; le plateau en a 7
detail-king-of-rings-last = « last » est le tour des Noirs après que les Blancs ont pris le dernier anneau : trait aux Noirs, aucun anneau sur le plateau
detail-move-form-king-of-rings = on attend deux cases comme b2c3, @ et une case comme @d4, ou pass
detail-double-ring-cell = « { $letter } » n’est pas une case (o pour un anneau simple, O pour un double, . pour vide)
detail-double-ring-rank = la rangée « { $text } » a { $count ->
        [one] { $count } case
       *[other] { $count } cases
    } ; un plateau { $width }x{ $height } en demande { $width }
detail-double-ring-fields = on attend les rangées, un espace et le joueur au trait (1 ou 2)
detail-double-ring-player = le joueur au trait est « { $text } » ; on attend 1 ou 2
detail-double-ring-ranks = { $count ->
        [one] { $count } rangée
       *[other] { $count } rangées
    } ; le plateau en a de { $least } à { $most }
detail-double-ring-height = la position a { $ranks } rangées, mais le plateau { $width }x{ $height } en a { $height }
detail-move-form-double-ring = on attend deux cases comme e5e8
error-cannot-swap = l’échange n’est possible qu’en réponse au premier coup, avec la règle du gâteau (pie=1)
