# The home page (www/js/pages/home.js).

game-hook-double-ring = Sautez deux anneaux, formez un double, jouez le dernier coup.
game-summary-double-ring = Un jeu d’anneaux papier-crayon sur une grille de 9x9. Cinq règles et tout plateau de 3x3 à 19x19, avec un solveur exact pour la fin de partie.
game-hook-double-take = Prenez en tenaille les pièces adverses ; le premier à en avoir quatre sur la rangée du fond gagne.
game-summary-double-take = La course à la prise en tenaille d’Andrew Perkis, sur deux réseaux de points entrelacés.
game-hook-king-of-rings = Des cavaliers ramassent des anneaux et sautent exactement aussi loin qu’ils en portent.
game-summary-king-of-rings = Sept cavaliers par camp sur un plateau de 7x7 couvert d’anneaux de 1, 3 ou 5 points. Prenez un porteur pour emporter toute sa pile ; le plus de points gagne.
game-hook-one-ring = Les échecs sur 42 cases, où l’Anneau corrompt qui le porte.
game-summary-one-ring = La variante d’échecs de Robert Price. La première perte des Blancs fait entrer l’Anneau unique : il donne de nouveaux coups, corrompt un porteur pris, et fait gagner les Blancs s’ils le détruisent.
game-hook-double-eighteen-stone = Deux armées d’échecs sur un large plateau, et 18 pierres grises à échanger ou à pousser en ligne.
game-summary-double-eighteen-stone = Le double jeu d’échecs de David Short sur 16 x 9 cases, un roi par camp. Échangez une pièce avec une pierre, ou faites glisser une ligne de pierres.
game-hook-chess = Le jeu classique, selon les règles de la FIDE.
game-summary-chess = Jouez contre un ami ou l’ordinateur à cinq niveaux, et gardez vos parties en PGN standard.

home-title = Des jeux abstraits rares, exactement selon leurs règles
home-lede = Ouvrez un jeu et jouez aussitôt : contre l’ordinateur à cinq niveaux, ou à deux sur un même écran. Jamais vu un jeu ? Ses leçons vous l’apprennent en quelques minutes sur le vrai plateau, et ses problèmes, trouvés par le moteur, vous font progresser.
home-card-players = { $players } joueurs · contre l’ordinateur ou un ami
home-card-in-progress = Votre partie en cours : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
home-continue = Reprendre
home-new-game = Nouvelle partie
    .title = Une nouvelle partie contre l’ordinateur (niveau 3) ; la partie en cours est gardée
home-play-computer = Jouer contre l’ordinateur
home-new-game-friend = Nouvelle partie avec un ami sur cet écran
home-play-friend = Jouer avec un ami sur cet écran
home-play-far-away = Jouer avec un ami à distance
home-play-online = Jouer en ligne
home-lobby = Salon : défis ouverts
home-print = Imprimer un plateau vierge
home-learn = Apprendre à jouer
home-lessons = Leçons
home-puzzles = Problèmes
home-lab = Labo : essayer de nouvelles règles
home-lessons-count = { $count } leçons
home-lessons-done = Leçons : { $done } sur { $count } faites
home-puzzles-count = { $count } problèmes
home-puzzles-solved = Problèmes : { $solved } sur { $count } résolus

# The list of my games (my-games-list.js), on the home page.
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
play-my-game-waiting = En attente : { $player }
play-my-game-vs-friend-here = un ami sur cet écran
play-my-game-vs-computer = l’ordinateur, niveau { $level }, vous jouez { $side }
play-my-game-vs-friend-link = un ami par lien, vous jouez { $side }
play-my-game-open = Ouvrir
    .aria-label = Ouvrir la partie de { $game } du { $date }
play-my-game-continue = Reprendre
    .aria-label = Reprendre la partie de { $game } du { $date }
play-my-game-delete = Supprimer
    .aria-label = Supprimer la partie de { $game } du { $date }

# A game's number of moves, in the list of my games.
play-moves = { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
