# Les commandes de la zone de coup pour jouer sans voir (www/js/ui/sight-commands.js),
# chargées à la première commande tapée : l’aide et les réponses.

sight-join-moves = { " ; " }

## L’aide : chaque commande telle qu’on la tape (-command), et ce qu’elle fait.

sight-help-intro = Commandes de la zone de coup :
sight-help-item = { $command } : { $meaning }
sight-help-pieces-command = pièces
sight-help-pieces = les pièces des deux camps ; pièces et le nom d’un camp (pièces blanc) pour un seul camp
sight-help-scan-command = colonne e, rangée 4
sight-help-scan = ce qui se trouve sur une colonne ou une rangée
sight-help-moves-command = coups
sight-help-moves = ce que peut faire la pièce sélectionnée ; coups e2 pour la pièce en e2
sight-help-figures-command = score
sight-help-figures = les scores, les comptes et les réserves
sight-help-turn-command = trait
sight-help-turn = à qui c’est le tour, et le dernier coup
sight-help-help-command = aide
sight-help-help = cette liste
sight-help-outro = Tout le reste est joué comme un coup. Sur le plateau, les flèches déplacent un curseur, et Entrée sélectionne et joue. Les commandes anglaises (p, s, m, sc, t, help) marchent aussi.

## Les réponses des commandes.

sight-pieces = { $who }, { $count }. { $groups }
sight-pieces-all = Sur le plateau
sight-pieces-of = { $side } : pièces
sight-pieces-shared = Les pièces n’appartiennent ni à { $first } ni à { $second }
sight-pieces-none = aucune
sight-no-side = Aucun camp nommé { $text } : les camps sont { $first } et { $second }
sight-group = { $what } : { $squares }
sight-scan = { $line } : { $items }
sight-file = Colonne { $file }
sight-rank = Rangée { $rank }
sight-scan-run = { $first } à { $last } { $what }
sight-scan-one = { $square } { $what }
sight-no-line = Il n’y a pas de colonne ni de rangée { $text } sur ce plateau
sight-no-selection = Aucune pièce n’est sélectionnée : sélectionnez-en une sur le plateau, ou nommez sa case, comme dans coups e2
sight-no-square = Il n’y a pas de case { $text } sur ce plateau
sight-empty-square = { $square } est { $what }
sight-piece-moves = { $piece } en { $square } : { $count ->
        [one] 1 coup
       *[other] { $count } coups
    }, { $moves }
sight-move-said = { $label } : { $move }
sight-piece-stuck = { $piece } en { $square } n’a aucun coup
sight-not-its-turn = { $piece } en { $square } : { $side } au trait
sight-counted = { $what } : { $count }
sight-count = { $count ->
        [one] { $count } pièce
       *[other] { $count } pièces
    }
sight-in-hand = { $count } en réserve
sight-turn = { $side } au trait{ $who ->
        [computer] { " " }(l’ordinateur)
        [you] { " " }(vous)
       *[nobody] {""}
    }
sight-last-move = Dernier coup : { $move }
sight-no-move-yet = Aucun coup pour l’instant
