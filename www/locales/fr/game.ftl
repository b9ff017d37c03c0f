# Words of the area 'game' (www/js/i18n/i18n.js: needWords).
# La page d’un jeu. $player, $other, $result, $why, $error et $move viennent du moteur (en anglais pour l’instant).

## La ligne d’état au-dessus du plateau

game-to-move = { $player } au trait
game-computer-to-move = { $player } au trait (ordinateur)
game-waiting-for = En attente du coup : { $player }
game-to-move-yours = { $player } au trait : à vous de jouer
game-computer-thinking = L’ordinateur réfléchit
game-cannot-move = { $player } ne peut pas jouer : { $other } rejoue
game-passed = ({ $player } a passé)
game-status-note = .{" "}
game-looking-back-start = Retour au début : l’ordinateur attend. Appuyez sur Fin ou cliquez sur le dernier coup pour continuer.
game-looking-back = Retour au coup { $ply } ({ $move }) : l’ordinateur attend. Appuyez sur Fin ou cliquez sur le dernier coup pour continuer.
game-computer-played = L’ordinateur a joué { $move }
game-pass = { $player } passe
game-move-now = Jouer maintenant
    .title = Jouer le meilleur coup trouvé jusqu’ici
game-computer-play = Ordinateur, jouez à partir d’ici

## Le plateau et la case des coups

game-board =
    .aria-label = Plateau de jeu
game-board-status =
    .aria-label = Plateau : { $game }. { $status }. Tapez un coup ci-dessous pour jouer.
game-promote-to =
    .aria-label = Promouvoir en
game-play = Jouer
game-friends-turn = { $player } au trait : votre ami joue et vous envoie le lien.
game-computers-turn-thinking = C’est au tour de l’ordinateur : attendez son coup, ou appuyez sur { game-move-now }.
game-computers-turn-waiting = C’est au tour de l’ordinateur : appuyez sur « { game-computer-play } » pour qu’il joue.

## Les commandes

game-undo = ↶ Annuler
    .title = Reprendre un coup (←)
game-redo = Rétablir ↷
    .title = Rejouer le coup (→)
game-hint = Indice
    .title = La suggestion de l’ordinateur, tracée sur le plateau
game-copy-link = Copier le lien
game-link-copied = Lien copié
game-copy-prompt = Copiez ce lien :
game-flip = ⇅ Retourner
    .title = Retourner le plateau (gardé dans le lien)
game-zoom = Agrandir le plateau
    .title = Afficher le plateau en plus grand, à faire défiler
game-fit = Ajuster le plateau
    .title = Afficher le plateau en plus grand, à faire défiler
game-resign = Abandonner
game-resign-confirm-you = Confirmer : vous abandonnez
game-resign-confirm = Confirmer : { $player } abandonne
game-review = Revoir cette partie
game-analysis-board = Plateau d’analyse
game-learn-link = Nouveau dans ce jeu ? Apprenez-le en 5 minutes
game-puzzles-link = Problèmes
game-solve = <strong>Résoudre</strong> · montre qui gagne d’ici avec un jeu parfait, et les coups gagnants
game-moves = Coups
game-moves-list =
    .aria-label = Coups
    .data-empty = Aucun coup pour l’instant.
game-go-to-move = Aller au coup { $ply }
game-record = Notation de la partie
game-rules = Règles
game-print-paper = Imprimer pour jouer sur papier
game-print = Imprimer
game-print-blank = Imprimer un plateau vierge
game-print-position = Imprimer cette position
game-page-title = { $game } · ringboard

## Les barres des joueurs

game-role-you = Vous
game-role-friend = Ami, par lien
game-role-computer = Ordinateur, niveau { $level }

## Le résultat

game-draw = Nulle
game-you-win = Vous gagnez
game-friend-wins = Votre ami gagne
game-computer-wins = L’ordinateur gagne (niveau { $level })
game-player-wins = { $player } gagne
game-rematch = Revanche : vous jouez { $side ->
        [first] en premier
       *[second] en second
    }
game-new-game = Nouvelle partie
game-result-undo = Annuler
game-close-result =
    .title = Fermer, pour étudier la position finale (le résultat reste au-dessus du plateau)
    .aria-label = Fermer le résultat

## Nouvelle partie

game-start-new = Commencer une nouvelle partie
game-confirm-new =
    .aria-label = Commencer une nouvelle partie ?
game-confirm-new-text = Une partie est en cours ({ $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }). En commencer une nouvelle ? Votre partie est gardée : vous pourrez la restaurer.
game-confirm-new-yes = Oui, commencer une nouvelle partie
game-keep-playing = Continuer à jouer
game-opponent = Adversaire
game-versus-friend = Un ami sur cet écran
game-versus-computer = L’ordinateur
game-versus-link = Un ami, par lien
game-versus-online = Jouer en ligne
game-you-play = Vous jouez
game-side-first = En premier ({ $player })
game-side-second = En second ({ $player })
game-side-random = Au choix, tiré au sort
game-level-label = Niveau
game-level = Niveau { $level }
game-level-rated = Niveau { $level }, environ { $rating }
-game-elo-stockfish = Elo mesuré en parties contre les autres niveaux et Stockfish, sur l’échelle de Stockfish
-game-elo-levels = Elo mesuré en parties contre les autres niveaux, jeu au hasard = 0
game-level-scale =
    .title = { $scale ->
        [stockfish] { -game-elo-stockfish }
       *[levels] { -game-elo-levels }
    }
game-level-description = { $description }. Environ { $rating } ({ $game } : { $scale ->
        [stockfish] { -game-elo-stockfish }
       *[levels] { -game-elo-levels }
    }).
game-link-description = Chacun joue sur son propre appareil : après chaque coup, envoyez le lien à votre ami, qui joue et vous le renvoie.

## Avis : parties gardées, liens

game-new-started = Nouvelle partie commencée. Votre partie précédente ({ $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }) est gardée.
game-record-opened = La notation a été ouverte. Votre partie précédente ({ $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }) est gardée.
game-restore-previous = Restaurer la partie précédente
game-restore-my-game = Restaurer ma partie
game-restore-last-game = Restaurer votre dernière partie
game-other-game-kept = Votre autre partie en cours est gardée.
game-link-opened-new = Ce lien a ouvert une nouvelle partie. Votre partie en cours est gardée.
game-link-unreadable = Ce lien n’a pas pu être ouvert ({ $error }). Une nouvelle partie a été commencée à la place.
game-link-move-refused = Le coup { $number } de ce lien ({ $move }) a été refusé : { $why }. La partie est ouverte { $number ->
        [1] au début
       *[other] jusqu’au coup { $previous }
    }, et le lien est corrigé.
game-saved-unreadable = Votre partie enregistrée n’a pas pu être restaurée ({ $error }). Une nouvelle partie a été commencée.
game-saved-kept-aside = Elle est mise de côté dans le stockage de ce navigateur sous { $key }.
game-show-saved-text = Afficher le texte enregistré
game-saved-text-prompt = La partie enregistrée qui n’a pas pu être lue :
game-kept-unreadable = La partie gardée n’a pas pu être restaurée ({ $error }).
game-storage-off = Ce navigateur ne garde pas les parties (son stockage est plein ou désactivé, comme en navigation privée). Vous pouvez continuer à jouer ; pour garder une partie, copiez son lien.

## Une partie avec un ami par lien

game-link-you-play = Une partie par lien : vous jouez { $player }.
game-link-played = { $player } a joué { $move },
game-link-played-last = { $player } a joué { $move }.
game-link-waiting = En attente du coup : { $player }.
game-link-your-move = À vous de jouer.
game-link-result = { $result }.
game-link-parts = Ce lien ne prolonge pas votre partie par lien : les deux divergent au coup { $number }. Votre partie est affichée ; laquelle gardez-vous ? L’autre est mise de côté.
game-link-taken-back = Ce lien rejoue { $move }, qui a été repris. Votre partie est affichée ; laquelle gardez-vous ? L’autre est mise de côté.
game-link-older = { $number ->
        [0] Ce lien est votre partie par lien à son début, un point plus ancien que celle d’ici. Votre partie, plus avancée, est gardée.
       *[other] Ce lien est votre partie par lien au coup { $number }, un point plus ancien que celle d’ici. Votre partie, plus avancée, est gardée.
    }
game-keep-links-game = Garder la partie du lien
game-keep-my-game = Garder ma partie
game-send-move = Envoyer votre coup
game-send-again = Renvoyer le lien
game-send-result = Envoyer le résultat
game-send-invitation = Envoyer l’invitation
game-link-sent = Envoyé. Votre ami joue, puis vous renvoie le lien.
game-link-copied-to-send = Copié : collez-le dans un message à votre ami.
game-link-copy-prompt = Copiez ceci et envoyez-le à votre ami :
game-undo-ask = ↶ Demander à reprendre
    .title = Votre coup est envoyé : votre ami décide si vous pouvez le reprendre (←)
game-takeback-asked-here = Vous demandez à reprendre { $move } : votre ami décide.
game-send-takeback = Envoyer la demande
game-takeback-withdraw = Retirer
game-link-takeback-asked = { $player } demande à reprendre { $move }.
game-takeback-agree = Accepter la reprise
game-takeback-refuse = Refuser
game-takeback-refused = Vous avez refusé : le coup reste. À vous de jouer.
game-send-takeback-granted = Envoyer : le coup est repris
game-link-takeback-granted = { $player } a accepté : { $move } est repris. À vous de jouer.
game-share-takeback = Puis-je reprendre mon dernier coup ({ $game }, coup { $number }) ?
game-share-taken-back = J’ai repris votre coup ({ $game }), comme demandé. À vous de jouer (coup { $number }) :
game-share-your-move = À vous de jouer ({ $game }, coup { $number }) :
game-share-over = Notre partie ({ $game }) est terminée : { $result } (coup { $number }) :

# Les niveaux de l’ordinateur, tels que le panneau Nouvelle partie les décrit.
game-level-description-1 = Débutant : regarde un coup à l’avance, et les prises qui suivent, et se trompe souvent
game-level-description-1-deeper = Débutant : regarde { $plies } coups à l’avance, les siens et les réponses, et se trompe souvent
game-level-description-2 = Détente : regarde deux coups à l’avance, les prises calculées jusqu’au bout, et varie son jeu
game-level-description-2-deeper = Détente : regarde { $plies } coups à l’avance, et varie son jeu
game-level-description-3 = Club : examine environ 60 000 positions par coup (bien moins d’une seconde)
game-level-description-4 = Fort : examine environ 250 000 positions par coup
game-level-description-5 = Le plus fort : calcule aussi loin que possible, jusqu’à 3 secondes par coup
game-level-description-3-positions = Club : examine environ { $positions } positions par coup (bien moins d’une seconde)
game-level-description-4-positions = Fort : examine environ { $positions } positions par coup
game-swap = Échanger les camps
game-swapped-after-first = Après le premier coup, les joueurs ont échangé leurs camps
game-link-swapped = Votre ami a répondu au premier coup par l’échange : vous jouez maintenant { $player }.
game-swapped-line = Échange : les joueurs ont échangé leurs camps
game-swapped-label = échange
game-computer-swapped = L’ordinateur a échangé : il joue le camp qui a joué en premier, et c’est à vous
