# Une partie jouée sur le serveur (#online/<id>).

online-page-title = Partie en ligne · ringboard
online-title-your-move = (À vous) { $title }
online-heading = Partie en ligne

## Quand la partie ne peut pas être affichée.

online-not-found = Cette partie n’est pas sur le serveur.
online-unreachable = Le serveur de jeu est injoignable : le jeu en ligne en a besoin ; tout le reste fonctionne.
online-failed = La partie n’a pas pu être ouverte : { $reason }
online-unknown-game = Ce site n’a pas le jeu « { $game } ».
online-unreadable = Cette partie ne peut pas être affichée ici : { $error }
online-home-link = Jouer sur cet appareil
online-lobby-link = Trouver une partie en ligne

## Prendre la place libre.

online-join-heading = Rejoindre cette partie de { $game }
online-join-waiting = { $name } attend un adversaire. Pendule : { $control }.
online-name-label = Votre nom, tel que les autres joueurs le voient
online-guest-name = Invité { $number }
online-join = Rejoindre et jouer
online-join-failed = Vous n’avez pas pu rejoindre : { $reason }

## La ligne sous le nom du jeu.

online-badge-playing = En ligne
online-watching = Spectateur
online-players = { $first } ({ $firstSide }) contre { $second } ({ $secondSide })
online-seat-empty = à venir
online-clock-none = sans pendule
online-clock-minutes = { $minutes }+{ $increment }
online-clock-seconds = { $seconds } s+{ $increment }
online-clock-correspondence = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}
online-notify-ask = Me prévenir quand c’est à moi

## Une pendule par correspondance (une pendule en direct montre minutes et secondes).

online-clock-days = { $days } j { $hours } h
online-clock-hours = { $hours } h { $minutes } min

## La ligne d’état.

online-status-waiting = En attente d’un adversaire : envoyez-lui le lien de cette partie
online-status-waiting-watch = En attente d’un second joueur
online-status-your-move = À vous ({ $player })
online-status-their-move = En attente de { $name } ({ $player })
online-status-to-move = { $name } ({ $player }) au trait
online-reconnecting = Reconnexion…
online-move-unsent = Votre coup sera envoyé dès le retour du serveur
online-copy-invitation = Copier le lien à envoyer
online-link-copied = Lien copié
online-copy-prompt = Le lien de la partie, pour votre adversaire :

## Les propositions et leurs réponses.

online-offer-takeback = Proposer de reprendre
online-offer-draw = Proposer la nulle
online-abort = Annuler la partie
online-offered-draw = Vous avez proposé la nulle
online-offered-takeback = Vous avez demandé à reprendre votre coup
online-offered-rematch = Vous avez proposé une revanche
online-withdraw = Retirer
online-incoming-draw = { $name } ({ $player }) propose la nulle
online-incoming-takeback = { $name } ({ $player }) demande à reprendre son coup
online-incoming-rematch = { $name } ({ $player }) veut une revanche
online-accept = Accepter
online-decline = Refuser
online-rematch = Revanche
online-rematch-go = Aller à la revanche
online-rematch-watch = Regarder la revanche
online-find-game = Trouver une autre partie

## La fin.

online-reason-time = { $player } n’a plus de temps
online-reason-agreed = convenue par les deux joueurs
online-result-aborted = Partie annulée
online-headline-won = Vous avez gagné
online-headline-lost = Vous avez perdu
online-headline-draw = Nulle
online-headline-aborted = Pas de partie
online-headline-winner = { $name } ({ $player }) gagne

## Refus : pourquoi le serveur n’a pas fait ce qui était demandé.

online-refused = Votre coup { $move } n’a pas été joué : { $reason }
online-action-failed = Cela n’a pas été fait : { $reason }
online-watchers-watch = Vous regardez cette partie : ce sont ses joueurs qui jouent.
online-error-not-your-turn = ce n’est pas votre tour
online-error-stale-move = la partie avait avancé
online-error-game-over = la partie est terminée
online-error-not-started = la partie attend un second joueur
online-error-too-late-to-abort = chaque camp a joué : abandonnez plutôt
online-error-seats-taken = les deux places sont prises
online-error-no-offer = la proposition n’est plus ouverte
online-error-own-offer = vous ne pouvez pas accepter votre propre proposition
online-error-nothing-to-take-back = vous n’avez aucun coup à reprendre
online-error-no-draws = ce jeu n’a pas de nulle
online-error-rematch-made = la revanche est déjà créée
online-error-not-over = la partie n’est pas encore terminée
online-error-unknown-token = le serveur ne connaît pas la place de ce navigateur
online-error-no-token = ce navigateur n’a pas de place dans cette partie
online-error-too-many-requests = trop de requêtes : patientez un instant
online-error-storage-unavailable = le serveur ne peut pas enregistrer de parties pour l’instant
online-error-unreachable = le serveur de jeu est injoignable
online-error-no-such-game = la partie n’est pas sur le serveur
online-error-bad-name = un nom ne peut contenir de caractères de contrôle ou invisibles, et compte au plus 30 caractères
online-error-illegal-move = le coup n’est pas légal ici

## Une notification pendant que l’onglet est caché (partie par correspondance).

online-notify-title = À vous de jouer : { $game }
online-notify-body = { $name } a joué.
