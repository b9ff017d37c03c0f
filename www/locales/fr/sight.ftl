# Jouer sans voir (www/js/ui/sight.js, sight-words.js) : la zone annoncée,
# ce que fait chaque coup, et les noms des commandes de la zone de coup (leur
# aide et leurs réponses : sight-commands.ftl). $side est le nom d’un camp,
# $square, $from et $to des cases (e4) ; $result et $label (d’un coup) sont les mots du moteur.

sight-region =
    .aria-label = Ce qui s’est passé
sight-move-box = Tapez un coup, ou aide
sight-play = Jouer
sight-not-your-turn = Attendez : ce n’est pas à vous de jouer
sight-premove-from = Pré-coup depuis { $square } : choisissez maintenant sa case
sight-premove-set = Pré-coup { $from } en { $to }, joué dès que l’ordinateur aura joué
sight-premove-cancelled = Pré-coup annulé
sight-premove-dropped = Pré-coup { $from } en { $to } non joué : il n’est plus légal

## Comment les parties d’une réponse sont jointes.

sight-join-sentences = { ". " }
sight-join-list = { ", " }
sight-join-and = { " et " }

## Ce qui se trouve sur une case, par sorte, dans la forme que demande la phrase
## ($form) : bare (pion blanc), the (prend le pion noir), with (avec la pierre),
## a (devient une dame blanche), item (dans une liste de cases).
## $colour, $role et $ring sont des clés du moteur, pas des mots.

sight-thing-empty = vide
sight-thing-struck = vide (barrée)
# Double Ring : $ring vaut single ou double.
# Double Take : $colour vaut red ou green.
# The King of Rings : un anneau posé, et un cavalier ($full : avec les anneaux qu’il porte).
# Les échecs : $colour white ou black, $role pawn, knight, bishop, rook,
# queen ou king ; $ring yes pour le porteur de l’Anneau.

## Ce que fait un coup. $piece est la pièce jouée, $target ce qui était en $to.
## Les formes -short servent à la liste des coups d’une pièce.

sight-passes = { $side } passe
sight-by = { $side } : { $move }
sight-from-hand = depuis la réserve
sight-moves = { $piece } { $from } en { $to }
sight-moves-short = en { $to }
sight-takes = { $piece } { $from } prend { $target } en { $to }
sight-takes-short = prend { $target } en { $to }
sight-onto = { $piece } { $from } sur { $target } en { $to }
sight-onto-short = sur { $target } en { $to }
sight-swaps = { $piece } { $from } s’échange avec { $target } en { $to }
sight-swaps-short = s’échange avec { $target } en { $to }
sight-becomes = devient { $what }
sight-also-moves = { $piece } { $from } en { $to }
sight-taken = { $target } en { $square }
sight-also-takes = prend { $taken }
sight-now-holds = { $square } : désormais { $what }
sight-check = échec
sight-figures = { $move } : { $figures }
sight-side-figures = { $side } : { $figures }
sight-hand = { $side } a { $count } en réserve
sight-game-over = Partie terminée. { $result }
sight-back = { $ply ->
        [0] Retour au début. { $side } au trait
       *[other] Retour au coup { $ply }. { $side } au trait
    }
sight-forward = Au coup { $ply } : { $move }

## Les commandes de la zone de coup : les mots qui les nomment dans cette langue,
## à côté des noms anglais (p, s, m, sc, t, help), qui marchent toujours.

sight-command-help = aide
sight-command-pieces = pièces
sight-command-scan = colonne rangée ligne
sight-command-moves = coups
sight-command-figures = score
sight-command-turn = trait
