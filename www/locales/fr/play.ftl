# Words of the area 'play' (www/js/i18n/i18n.js: needWords).

## The computer, the Hint and Double Ring's solver.

play-computer-failed = L’ordinateur a cessé de fonctionner ({ $error }). Votre partie est gardée.
play-computer-retry = Réessayer
play-computer-two-players = Continuer en partie à deux joueurs

play-thinking = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s / { $limit } s
play-thinking-open = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
play-thinking-depth = profondeur { $depth } · { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s / { $limit } s
play-thinking-depth-open = profondeur { $depth } · { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s

play-hint-thinking = Indice (niveau { $level }) : réflexion…
play-hint = Indice (niveau { $level }) : { $move }
play-hint-arrow = Indice (niveau { $level }) : { $move }, la flèche orange
play-hint-mirror = Indice (niveau { $level }) : { $move } : le symétrique du dernier coup par rapport au centre, qui gagne
play-hint-mirror-arrow = Indice (niveau { $level }) : { $move }, la flèche orange : le symétrique du dernier coup par rapport au centre, qui gagne
play-hint-failed = Pas d’indice : { $error }

play-solver-over = Solveur : la partie est terminée.
play-solver-working = Solveur : calcul en cours…
play-solver-failed = Solveur : { $error }
play-solver-too-big = Solveur : position encore trop grande pour être résolue ({ $singles } anneaux simples). Continuez : il répond en général en moins d’une seconde à partir d’environ 35 anneaux simples.
play-solver-mirror-loses = <strong class="loses">{ $player } perd</strong> : qui joue ici perd, car l’autre joueur répond à chaque coup par son symétrique par rapport au centre.
play-solver-mirror-wins = <strong class="wins">{ $player } gagne</strong> par la symétrie : { $move } (en vert) est le symétrique du dernier coup par rapport au centre, et ensuite chaque coup a sa réponse symétrique.
play-solver-other-winning = Autres coups gagnants : { $moves }.
play-solver-unsettled = D’autres coups peuvent aussi gagner : le solveur ne les a pas tranchés.
play-solver-loses = <strong class="loses">{ $player } perd</strong> en jeu parfait : tous les coups perdent.
play-solver-wins = <strong class="wins">{ $player } gagne</strong> en jeu parfait : { $count ->
        [one] le coup gagnant est indiqué
       *[other] les { $count } coups gagnants sont indiqués
    } en vert ({ $moves }).

## The engine.

play-engine-crashed = Le moteur du jeu a planté. La partie a été rétablie à sa dernière position correcte.
play-engine-not-loaded = le moteur n’a pas pu être chargé ({ $error })
play-engine-worker-stopped = le processus en arrière-plan s’est arrêté

## The board.

play-promote-to = Promouvoir en
play-promote-cancel = Annuler
play-promote =
    .title = Promouvoir en { $piece ->
        [queen] dame
        [rook] tour
        [bishop] fou
       *[knight] cavalier
    } ({ $move })
    .aria-label = Promouvoir en { $piece ->
        [queen] dame
        [rook] tour
        [bishop] fou
       *[knight] cavalier
    }
play-board-role = plateau de jeu
play-cursor = { $square } : { $what }{ $selected ->
        [yes] , sélectionnée
       *[no] {""}
    }{ $action ->
        [plays] , Entrée joue { $move }
        [selects] , peut bouger : Entrée la sélectionne
       *[none] {""}
    }
play-cursor-square = case
play-board-cursor =
    .aria-label = Plateau ({ $game }). { play-cursor }

## The game record.

play-record-hint = Toute la partie sous forme de texte, au format PGN (PGN standard pour les échecs), à garder ou à envoyer.
play-record-download = Télécharger la notation
play-record-copy = Copier la notation
play-record-paste = Ouvrir une notation : collez-la ici
play-record-box =
    .aria-label = Une notation de partie à ouvrir
    .placeholder = [Event "…"]{"\u000A"}{"\u000A"}1. e4 e5 2. Nf3 …
play-record-open = Ouvrir la notation collée
play-record-choose = ou choisissez un fichier
play-record-file =
    .aria-label = Choisir un fichier de notation
play-record-opened = La notation a été ouverte.
play-record-unreadable = Cette notation n’a pas pu être ouverte : { $error }. Votre partie n’a pas changé.
play-record-too-large = { $file } est trop volumineux pour être une notation de partie. Votre partie n’a pas changé.
play-record-downloaded = La notation a été téléchargée.
play-record-copied = La notation a été copiée.
play-record-copy-by-hand = La copie n’est pas autorisée ici : la notation est dans la zone, sélectionnée, à copier à la main.

## The sound switch.

play-sound = Son
play-sound-switch =
    .title = Sons des coups, des prises, des échecs et de la fin

## "My games" on the home page.

play-my-games = Mes parties
play-my-games-unreadable = La liste de vos parties n’a pas pu être lue. Elle est mise de côté dans le stockage de ce navigateur sous { $key }.
play-my-games-show-all = Afficher les { $count } parties
play-my-game-in-progress = En cours
play-my-game-draw = Nulle
play-my-game-computer-won = L’ordinateur a gagné
play-my-game-you-won = Vous avez gagné
play-my-game-won = { $player } a gagné
play-my-game-finished = Terminée
play-my-game-your-move = À vous de jouer
play-my-game-waiting = En attente de { $player }
play-my-game-vs-friend-here = un ami sur cet écran
play-my-game-vs-computer = l’ordinateur, niveau { $level }, vous jouez { $side }
play-my-game-vs-friend-link = un ami par lien, vous jouez { $side }
play-moves = { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
play-my-game-open = Ouvrir
    .aria-label = Ouvrir la partie de { $game } du { $date }
play-my-game-continue = Reprendre
    .aria-label = Reprendre la partie de { $game } du { $date }
play-my-game-delete = Supprimer
    .aria-label = Supprimer la partie de { $game } du { $date }
