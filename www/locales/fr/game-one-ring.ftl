# Words of the area 'game-one-ring' (www/js/i18n/i18n.js: needWords).

# Les règles à côté du plateau (one-ring.js), HTML.
rules-one-ring =
    <p>De Robert Price. Colonnes a–e, rangées 1–8, plus deux cases : <b>c0</b> sous le roi blanc
    et <b>c9</b> au-dessus du roi noir : 42 cases. c0 et c9 sont des cases normales : les lignes, les diagonales et
    les sauts de cavalier les traversent (b1–c0 est un pas en diagonale, a1–c0 un saut de cavalier).</p>
    <h3>Position de départ</h3>
    <p>Blancs : roi c0 ; tours a1, e1 ; dame b1 ; fous c1, d1 ; cavaliers a2, e2 ; pions a3, b2, c2, d2, e3.
    Les Noirs en miroir : roi c9, tours a8, e8, dame b8, fous c8, d8, cavaliers a7, e7, pions a6, b7, c7, d7, e6.
    Les Blancs jouent en premier. Les règles des échecs de la FIDE s’appliquent, sauf ce qui suit.</p>
    <h3>Pions</h3>
    <ul>
    <li><b>Pas de roque.</b> { -reading-explained } Au départ, aucun roi ne partage une rangée avec une tour.</li>
    <li><b>Double pas</b> seulement depuis la deuxième rangée du pion (rangée 2 pour les Blancs, 7 pour les Noirs), avec la prise en passant habituelle.
    Ainsi, a3, e3, a6 et e6 ne font jamais de double pas.
    { -reading } Le pas d’un pion d’une case en diagonale vers l’avant sur la case de prise en passant est une prise
    en passant, même quand ce pion porte l’Anneau.</li>
    <li><b>Promotion</b> sur a8, b8, <b>c9</b>, d8, e8 pour les Blancs et sur a1, b1, <b>c0</b>, d1, e1 pour les Noirs,
    en dame, tour, fou ou cavalier. c8 et c1 ne sont dans aucune zone : un pion blanc en c8 continue jusqu’en c9.</li>
    </ul>
    <h3>L’Anneau unique</h3>
    <ul>
    <li><b>Il entre</b> quand la première pièce blanche est prise : avant leur coup suivant, les Blancs
    le passent à l’un de leurs pions (surlignés en or : cliquez sur l’un d’eux). Ce choix ne consomme pas
    le coup. { -reading } Le choix vient d’abord, même si les Blancs n’ont ensuite aucun coup légal ; si les Blancs
    n’ont alors aucun pion, l’Anneau n’entre jamais. { -reading } On ne peut pas choisir un pion dont les coups d’Anneau
    attaqueraient le roi noir, puisque les Blancs jouent ensuite et que le roi pourrait être pris ; si tous les pions sont dans ce cas,
    l’Anneau n’entre jamais.</li>
    <li><b>Le porteur blanc</b> peut aussi avancer d’une case tout droit, en diagonale vers l’avant ou de côté.
    <b>Le porteur noir</b> peut aussi se déplacer comme une dame. { -reading } Ces coups en plus peuvent prendre, et un
    pion qui en termine un dans sa zone de promotion est promu, en gardant l’Anneau.
    { -reading } Un pion noir porteur qui avance de deux cases tout droit depuis sa deuxième rangée
    a fait son double pas, et peut être pris en passant ; depuis toute autre case, non.</li>
    <li><b>Prendre le porteur :</b> la pièce qui prend met l’Anneau. Un porteur blanc autre qu’un pion
    n’est pas retiré mais <b>corrompu</b> : il va sur la case d’où venait la pièce qui l’a pris et devient noir.</li>
    <li><b>Détruire l’Anneau :</b> un porteur blanc placé dans la zone de promotion des Blancs peut, pour tout
    son coup, détruire l’Anneau (le bouton au-dessus du plateau) : les Blancs gagnent.
    { -reading } C’est permis même quand les Blancs sont en échec, puisque la partie se termine avant que les Noirs ne jouent.</li>
    </ul>
    <h3>La fin</h3>
    <p>L’<b>échec et mat</b> gagne. <b>Le pat fait perdre</b> : un joueur qui n’a aucun coup légal sans être en échec
    a perdu. Un coup ne peut jamais laisser son propre roi en échec, effets de l’Anneau compris
    (une pièce corrompue peut donner échec).</p>
    { -chess-endings }

# La ligne d’état (statusNote de one-ring.js) tant que l’Anneau n’est pas sur le plateau.
one-ring-waiting = L’Anneau entre à la première perte des Blancs
one-ring-choosing = Les Blancs doivent choisir un pion qui portera l’Anneau : cliquez sur l’un des pions cerclés d’or, ou tapez @ et sa case
# La ligne du trait de la feuille imprimée : la même, sans les clics.
one-ring-choosing-sheet = Les Blancs doivent choisir un pion qui portera l’Anneau
# Le bouton au-dessus du plateau ; $square est la case du porteur (d8).
one-ring-destroy = Détruire l’Anneau
    .title = Le porteur en { $square } détruit l’Anneau : les Blancs gagnent

# Moved here from chess-words.ftl: words only this game's pages use.
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

# The engine's words for this game alone (engine-words.js).
outcome-ring-destroyed = l’Anneau est détruit
option-one-ring-kings = Rois
choice-one-ring-kings-free = Libres (la règle du jeu)
choice-one-ring-kings-facing = Jamais face à face (comme aux échecs chinois)
