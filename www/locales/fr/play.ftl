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
play-hint-failed = Pas d’indice : { $error }


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

play-hint-swap = Indice (niveau { $level }) : échangez les camps, celui qui a joué est mieux placé
