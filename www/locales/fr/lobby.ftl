# Jouer en ligne contre d’autres : le panneau Jouer en ligne (play-online-panel.js), le
# salon (#lobby, lobby-page.js) et les parties en ligne de Mes parties (my-games-list.js).

## Le panneau Jouer en ligne.
lobby-panel-title = Jouer contre quelqu’un en ligne
lobby-checking = Recherche du serveur de jeu…
lobby-unreachable = Le serveur de jeu est injoignable : aucune partie en ligne ne peut être créée ici pour l’instant. Tout le reste fonctionne comme avant : jouer contre l’ordinateur, avec un ami sur cet écran ou avec un ami par lien.
lobby-server-trouble = Le serveur de jeu ne répond pas comme il le devrait ({ $message }). Réessayez dans un instant.
lobby-try-again = Réessayer
lobby-game = Jeu
lobby-options-loading = Chargement des options du jeu…
lobby-options-failed = Les options du jeu n’ont pas pu être chargées : la partie est créée avec son plateau et ses règles habituels.
lobby-options-above = La partie est créée avec le plateau et les règles choisis ci-dessus.
lobby-side = Vous jouez
lobby-side-random = Au hasard
lobby-clock = Pendule
lobby-clock-live-group = En direct
lobby-clock-correspondence-group = Par correspondance
# Une pendule en direct : minutes pour la partie, puis secondes ajoutées à chaque coup (10+5).
lobby-clock-live = { $minutes }+{ $increment }
lobby-clock-days = { $days ->
        [one] { $days } jour par coup
       *[other] { $days } jours par coup
    }
lobby-clock-none = Sans pendule
lobby-visibility = Qui peut rejoindre
lobby-public = Tout le monde : affichée au salon
lobby-link-only = Seulement qui a le lien
lobby-name = Votre nom
lobby-name-input =
    .placeholder = Anonyme
lobby-create = Créer la partie
lobby-creating = Création…
lobby-created = Votre partie est prête.
lobby-created-public = Elle est affichée au salon, où chacun peut l’accepter ; ou envoyez ce lien à la personne contre qui vous voulez jouer.
lobby-created-link = Envoyez ce lien à la personne contre qui vous voulez jouer : la première qui l’ouvre prend l’autre place.
lobby-link-label =
    .aria-label = Lien à envoyer
lobby-copy = Copier
lobby-copied = Copié. Le lien ne contient aucun secret : votre place reste dans ce navigateur.
lobby-copy-refused = Ce navigateur n’a pas permis la copie. Le lien est sélectionné : copiez-le au clavier ou par le menu.
lobby-open-game = Aller à la partie
lobby-see-lobby = Voir le salon
lobby-another = Créer une autre partie

## Ce que signifient les refus du serveur.
lobby-error-unreachable = Le serveur de jeu est injoignable. Réessayez dans un instant.
lobby-error-bad-name = Ce nom ne convient pas : un nom a au plus 30 caractères, sans caractère de contrôle ni invisible.
lobby-error-seats-taken = Quelqu’un d’autre a accepté ce défi avant vous.
lobby-error-rate-limited = Trop de parties d’ici à la fois. Attendez une minute et réessayez.
lobby-error-storage = Ce navigateur n’a pas laissé le site garder votre place : la partie ne pourrait pas se jouer d’ici et a été annulée. Autorisez ce site à stocker des données, puis réessayez.
lobby-error-other = Le serveur de jeu a refusé : { $message }

## Les parties sur le serveur, où qu’elles soient listées.
# Depuis combien de temps un défi attend.
lobby-waited = attend depuis { $unit ->
        [seconds] { $count } s
        [minutes] { $count } min
        [hours] { $count } h
       *[days] { $count } j
    }
# Une option de la variante et sa valeur : « Règle : Saut impair », « Taille du plateau : 7 ».
lobby-option-value = { $option } : { $value }
lobby-waiting-opponent = En attente d’un adversaire
lobby-your-move = À vous de jouer
lobby-their-move = À l’adversaire
lobby-aborted = Annulée
lobby-drawn = Nulle
lobby-you-won = Gagnée
lobby-you-lost = Perdue

## Le salon (#lobby).
lobby-title = Salon
lobby-lede = Les défis attendent ici un adversaire : acceptez-en un et la partie commence. Ou créez le vôtre, et il attendra ici quelqu’un.
lobby-new-game = Créer une partie
lobby-live = En direct
lobby-reconnecting = Reconnexion…
lobby-challenges = Défis ouverts
lobby-no-challenges =
    .data-empty = Aucun défi ouvert pour l’instant. Créez-en un, et il apparaîtra ici pour tous.
lobby-your-games = Vos parties
lobby-no-games =
    .data-empty = Aucune partie à vous sur le serveur pour l’instant.
lobby-watch-title = Parties à regarder
lobby-no-watch =
    .data-empty = Aucune partie publique n’est en cours.
lobby-challenge-by = par { $name }
lobby-yours = Votre défi
lobby-you-would-play = Vous joueriez { $side }
lobby-you-play = Vous jouez { $side }
lobby-accept = Accepter
    .aria-label = Accepter la partie de { $game } de { $name }
lobby-cancel = Retirer
    .aria-label = Retirer votre défi de { $game }
lobby-against = contre { $name }
lobby-no-opponent-yet = pas encore d’adversaire
lobby-play = Jouer
lobby-open = Ouvrir
lobby-players = { $first } contre { $second }
lobby-moves = { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
lobby-watch = Regarder

## Les parties en ligne de Mes parties, sur la page d’accueil.
lobby-online-game = En ligne
lobby-turn-unknown = Serveur injoignable
lobby-gone = N’est plus sur le serveur
lobby-my-game-online-side = en ligne, vous jouez { $side }
lobby-my-game-online = en ligne contre { $name }, vous jouez { $side }
