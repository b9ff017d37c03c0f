# Words of the area 'lab' (www/js/i18n/i18n.js: needWords).
# Le labo des concepteurs (pages/lab-page.js, pages/lab/) : l’ordinateur joue
# contre lui-même selon les règles A (et B), et les parties sont résumées.
# $game est le nom du jeu dans la langue de la page.

lab-title = { $game } : le labo des concepteurs
lab-page-title = { $game } : labo · ringboard
lab-lede = L’ordinateur joue des parties de { $game } contre lui-même selon les règles que vous choisissez, sur tous les cœurs de cet appareil, et les parties sont résumées comme les concepteurs mesurent un jeu. Comparez deux ensembles de règles côte à côte, et envoyez le lien de la page : il contient toute la configuration.
lab-unknown-game = Le labo n’a pas de jeu « { $game } ».
# $why est la raison donnée par le moteur.
lab-link-failed = Ce lien du labo n’a pas pu être ouvert ({ $why }) ; le labo part des règles propres au jeu.
lab-setup-failed = Cette configuration ne peut pas être lancée ({ $why }).

## La configuration.

lab-rules-a = Règles A
lab-rules-b = Règles B
lab-compare = Comparer avec les règles B
lab-players = Joueurs
lab-first-player = Joue en premier
lab-second-player = Joue en second
lab-agent-level = Niveau { $level }
# $rating est un Elo, écrit tel quel.
lab-agent-level-rated = Niveau { $level } (Elo { $rating })
lab-agent-greedy = Glouton (un coup d’avance)
lab-agent-random = Coups au hasard
lab-games = Parties
lab-random-plies = Coups d’ouverture au hasard
lab-swap = Les joueurs changent de camp une partie sur deux

## Le calcul.

lab-start = Lancer
lab-stop = Arrêter
lab-resume = Reprendre
lab-start-again = Recommencer
# $done et $total sont des parties ; $rate, des parties par seconde ; $workers, les Web Workers.
lab-status-setup = { $total } parties à jouer, sur { $workers } cœurs.
lab-status-running = { $done } parties sur { $total } · { $rate } parties par seconde · { $workers } processus
lab-status-stopped = Arrêté après { $done } parties sur { $total }.
lab-status-finished = { $total } parties en { $seconds } s : { $rate } parties par seconde sur { $workers } processus.
lab-status-failed = Le calcul s’est arrêté après { $done } parties sur { $total } : { $why }

## Les résultats.

lab-results = Résultats
lab-measure = Mesure
# $rules est l’ensemble de règles en mots (« Saut impair · 7 x 7 »).
lab-column-a = A : { $rules }
lab-column-b = B : { $rules }
lab-rules-own = les règles propres au jeu
lab-row-games = Parties jouées
lab-row-results = Victoires du premier joueur · du second · nulles
lab-row-first-score = Score du premier joueur
# $player et $other sont les deux joueurs (« Niveau 4 », « Niveau 3 »).
lab-row-player-score = Score : { $player } contre { $other }
lab-row-length = Longueur (coups)
lab-row-spread = Dispersion de la longueur
lab-row-branching = Coups au choix
lab-row-decided = Décidée au coup
lab-row-lead-changes = Changements de meneur
lab-row-repetitions = Terminées par répétition
lab-row-passes = Passes parmi les coups
lab-row-cut-off = Arrêtées et comptées nulles (trop longues)
lab-row-exact = En jeu parfait
# $value, $low et $high sont des nombres déjà écrits.
lab-value-interval = { $value } ({ $low } à { $high })
lab-value-results = { $first } · { $second } · { $draws }
# $ply est un nombre (avec son intervalle) ; $share, la part de la partie.
lab-value-decided = { $ply } ; { $share } de la partie
lab-exact-first = le premier joueur gagne (résolu)
lab-exact-first-mirror = le premier joueur gagne (théorème du miroir)
lab-exact-second = le second joueur gagne (résolu)
lab-exact-second-mirror = le second joueur gagne (théorème du miroir)
lab-exact-none = non tranché : le budget du solveur ne suffit pas
lab-plot-score = Score du premier joueur, avec son intervalle à 95 %
lab-plot-lengths = Longueur des parties : la part des parties selon le nombre de coups
lab-plot-branching = Coups au choix, par coup
lab-axis-plies = coups par partie
lab-axis-ply = coup
lab-download-records-a = Notations des règles A
lab-download-records-b = Notations des règles B
lab-download-csv = Tableau (CSV)
lab-download-json = Résultats (JSON)
lab-print = Imprimer
lab-play-rules-a = Jouer avec les règles A
lab-play-rules-b = Jouer avec les règles B

## Ce que disent les chiffres.

lab-explained = Ce que disent les chiffres
lab-term-player-score = Le score du joueur le plus fort
lab-explain-first-score = Une victoire compte 1, une nulle ½. 50 % est un jeu équitable entre joueurs de même force ; l’intervalle est celui de Wilson, à 95 % : la vraie valeur s’y trouve 19 fois sur 20.
lab-explain-player-score = Avec deux joueurs différents : combien marque le plus fort. Bien au-dessus de 50 %, le jeu récompense la réflexion plus profonde (sa « skill trace »).
lab-explain-mover-score = Avec la règle du gâteau : le score de qui a joué le premier coup, dans le camp où l’échange l’a laissé. Avec la règle, c’est l’avantage du premier joueur ; près de 50 %, la règle a équilibré le jeu.
lab-explain-swaps = Avec la règle du gâteau : combien de fois le second joueur a répondu au premier coup par l’échange, selon sa propre évaluation.
lab-explain-length = Coups (chacun joué par un seul camp) par partie, avec l’intervalle à 95 % de la moyenne.
lab-explain-branching = Les coups légaux du camp au trait, sur toutes les positions de toutes les parties : la largeur du jeu.
lab-explain-decided = Le coup après lequel le futur vainqueur reste devant selon l’évaluation de l’ordinateur. Près de la fin : le jeu reste longtemps ouvert.
lab-explain-lead-changes = Combien de fois le camp en tête selon l’évaluation change : du suspense, ou un jeu qui bascule.
lab-explain-repetitions = La part des parties terminées parce qu’une position est revenue.
lab-explain-passes = La part des coups qui étaient des passes.
lab-explain-exact = Double Ring seulement : ce que le solveur exact, ou le théorème du miroir, prouve de la position de départ.

## Les niveaux.

lab-ladder = L’Elo des niveaux : { $game }
lab-ladder-how = Chaque niveau a joué contre les autres et contre des coups au hasard, qui valent 0 ; les classements sont ajustés à ces parties (docs/strength.md), et les joueurs ci-dessus sont ces niveaux.

## The skill trace.

lab-trace-games = Trace d’habileté : parties par appariement (0 : aucune)
lab-row-trace = { $player } contre { $other }
lab-value-trace = { $score } sur { $games } parties
lab-term-trace = Trace d’habileté (« skill trace »)
lab-explain-trace = Chaque niveau joue contre le niveau inférieur (2 contre 1, 3 contre 2, 4 contre 3), en changeant de camp : si le regard plus profond continue de gagner à chaque profondeur, le jeu récompense la réflexion ; si les scores retombent vers 50 %, il est superficiel ou proche de la nulle.
lab-row-mover-score = Score de qui a joué en premier (après un échange)
lab-row-swaps = Échanges
lab-exact-pie-first = le second joueur gagne : le premier camp gagne le départ, et l’échange le lui donne
lab-exact-pie-second = le second joueur gagne : le second camp gagne le départ, et il le garde
