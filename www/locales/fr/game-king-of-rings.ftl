# Words of the area 'game-king-of-rings' (www/js/i18n/i18n.js: needWords).

## Les règles à côté du plateau (www/js/games/king-of-rings.js).

rules-king-of-rings =
    <p>Un damier de 7 x 7. Chaque joueur a 7 cavaliers. Il y a 35 anneaux :
    1 <b>grand bleu</b> (5 points), 6 <b>bleus</b> (3 points chacun) et 28 <b>argentés</b> (1 point chacun), 51 points en tout.</p>
    <h3>Mise en place</h3>
    <p>Les cavaliers de Blanc se tiennent sur les cases colorées (de la couleur de a1) des rangées 1–2, ceux de Noir sur
    celles des rangées 6–7. Le grand anneau bleu est posé en d4, les anneaux bleus sur le reste de la rangée 4, et
    un anneau argenté sur chacune des autres cases : aucune case n’est vide.
    { -reading-explained } Les « deux cases bleues de la rangée avant » de la source anglaise sont lues comme
    une erreur de traduction pour « les cases colorées des deux rangées avant ».</p>
    <h3>Un tour est l’un de ces coups</h3>
    <ul>
    <li><b>Cavalier nu</b> (sans anneau) : une case dans l’une des 8 directions, sur une case vide,
    un anneau (il prend l’anneau) ou un cavalier adverse (une prise) ; jamais sur l’un de ses propres cavaliers.</li>
    <li><b>Porteur</b> (avec des anneaux) : saute <b>d’exactement autant de cases qu’il porte d’anneaux</b> (des anneaux, pas des points),
    en ligne droite dans l’une des 8 directions, par-dessus tout. Il n’atterrit que sur un anneau (pris) ou
    un cavalier adverse (une prise), jamais sur une case vide. Un cavalier qui porte 7 anneaux ou plus ne peut pas bouger.
    Le nombre sur le badge d’un cavalier est la longueur de son saut.</li>
    <li><b>Parachutage</b> : un cavalier de la réserve posé sur une case qui porte un anneau ; il prend l’anneau et devient porteur.
    Cliquez sur « En réserve », puis sur un anneau.</li>
    </ul>
    <h3>Prise</h3>
    <p>Le preneur emporte tous les anneaux du cavalier pris. Un porteur pris retourne dans la réserve de son propriétaire,
    pour être parachuté plus tard ; un cavalier nu pris est hors jeu.</p>
    <h3>La fin</h3>
    <p>La partie se termine quand il ne reste plus aucun anneau posé sur le plateau. Si Blanc (le premier joueur) a pris le
    dernier anneau, Noir joue encore un tour avant la fin. Un joueur sans coup légal passe, et seulement dans ce cas ;
    deux passes de suite terminent la partie.
    { -reading } La partie se termine aussi quand la même position (plateau, anneaux portés, réserves, trait)
    se présente pour la troisième fois, et elle est comptée comme toute autre fin : la source n’a aucune règle contre
    le jeu sans fin, et des cavaliers nus pourraient aller et venir entre des cases vides indéfiniment.</p>
    <h3>Victoire</h3>
    <p>Le joueur dont les cavaliers sur le plateau portent le plus de points au total gagne. À points égaux, la partie est
    nulle. Chaque joueur peut abandonner.</p>

## Les chiffres à côté du plateau et la ligne d’état. $player, $first et $second
## sont les noms des joueurs tels que le moteur les donne.

king-of-rings-points = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
king-of-rings-out-of-game = { $count } hors jeu
king-of-rings-rings-left = { $count ->
        [one] Il reste { $count } anneau sur le plateau
       *[other] Il reste { $count } anneaux sur le plateau
    }
king-of-rings-last-turn = Dernier tour de { $second } : { $first } a pris le dernier anneau
king-of-rings-pass-last-turn = { $player } ne peut pas jouer au dernier tour : passer termine la partie
king-of-rings-pass-again = { $player } ne peut pas jouer non plus : passer termine la partie

## Ce que porte une case, pour l’info-bulle et le jeu sans la vue.

king-of-rings-square-empty = vide
king-of-rings-ring-silver = un anneau argenté
king-of-rings-ring-blue = un anneau bleu
king-of-rings-ring-big-blue = un grand anneau bleu
king-of-rings-knight-white = Cavalier blanc
king-of-rings-knight-black = Cavalier noir
king-of-rings-knight-no-ring = { $knight }, sans anneau
king-of-rings-knight-holding = { $knight } portant { $count ->
        [one] { $count } anneau
       *[other] { $count } anneaux
    } ({ $kinds }) : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ; saute de { $count ->
        [one] { $count } case
       *[other] { $count } cases
    }
king-of-rings-knight-holding-stuck = { $knight } portant { $count ->
        [one] { $count } anneau
       *[other] { $count } anneaux
    } ({ $kinds }) : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ; avec plus de six anneaux, il ne peut pas bouger
king-of-rings-kind-big-blue = { $count } grand bleu
king-of-rings-kind-blue = { $count ->
        [one] { $count } bleu
       *[other] { $count } bleus
    }
king-of-rings-kind-silver = { $count ->
        [one] { $count } argenté
       *[other] { $count } argentés
    }
king-of-rings-kinds-separator = {", "}

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-kor-ring = { $ring ->
        [big-blue] { $form ->
            [the] le grand anneau bleu
            [with] le grand anneau bleu
            [a] un grand anneau bleu
           *[bare] grand anneau bleu
        }
        [blue] { $form ->
            [the] l’anneau bleu
            [with] l’anneau bleu
            [a] un anneau bleu
           *[bare] anneau bleu
        }
       *[silver] { $form ->
            [the] l’anneau d’argent
            [with] l’anneau d’argent
            [a] un anneau d’argent
           *[bare] anneau d’argent
        }
    }
sight-thing-knight = { $form ->
        [the] { "le " }
        [with] { "le " }
        [a] { "un " }
       *[bare] {""}
    }cavalier { $colour ->
        [white] blanc
       *[black] noir
    }{ $full ->
        [yes] { $count ->
            [0] , sans anneau
           *[other] { " " }portant { $count ->
                [one] 1 anneau
               *[other] { $count } anneaux
            } ({ $rings }) : { $points ->
                [one] { $points } point
               *[other] { $points } points
            } ; { $moves ->
                [no] avec plus de six anneaux, il ne peut pas bouger
               *[yes] il saute de { $count ->
                    [one] { $count } case
                   *[other] { $count } cases
                }
            }
        }
       *[no] {""}
    }
sight-knight-rings = { $ring ->
        [big-blue] { $count } grand bleu
        [blue] { $count ->
            [one] { $count } bleu
           *[other] { $count } bleus
        }
       *[silver] { $count } d’argent
    }

# The engine's words for this game alone (engine-words.js).
outcome-points-each = { $points } points chacun ; { $end }
outcome-points = { $high } points à { $low } ; { $end }
outcome-end-both-passed = les deux joueurs ont passé
outcome-end-repetition = la même position pour la troisième fois
outcome-end-no-ring-left = il ne reste aucun anneau sur le plateau

# The hand of knights, which this game alone has (game-page.js).
game-hand = En réserve : { $count ->
        [0] aucun
       *[other] { $knights }
    }
    .title = { $drop ->
        [yes] Parachuter un cavalier de la réserve : cliquez ici, puis sur un anneau
       *[no] Cavaliers en réserve
    }

# Pourquoi un clic n’est pas un coup (whyNot du moteur), sous le plateau.
refusal-king-of-rings-too-heavy = Un porteur de { $rings } anneaux est trop lourd pour bouger : sept anneaux ou plus l’immobilisent.
refusal-king-of-rings-straight = Un cavalier se déplace en ligne droite : le long d’une rangée, d’une colonne ou d’une diagonale.
refusal-king-of-rings-plain = Un cavalier nu (sans anneau) n’avance que d’une seule case.
refusal-king-of-rings-leap-one = Ce porteur a 1 anneau, il saute donc d’exactement 1 case : { $square } est à { $distance ->
        [one] { $distance } case
       *[other] { $distance } cases
    }.
refusal-king-of-rings-leap = Ce porteur a { $rings } anneaux, il saute donc d’exactement { $rings } cases : { $square } est à { $distance ->
        [one] { $distance } case
       *[other] { $distance } cases
    }.
refusal-king-of-rings-own-knight = En { $square } se trouve l’un de vos propres cavaliers.
refusal-king-of-rings-onto-empty = { $square } est vide : un porteur n’atterrit que sur un anneau ou un cavalier adverse.
