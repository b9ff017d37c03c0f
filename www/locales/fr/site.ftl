# Le cadre du site : l’en-tête, l’accueil et les avis de toute page.

site-title = ringboard : des jeux abstraits rares
site-description = Jouez à Double Ring, Double Take, The King of Rings et d’autres jeux abstraits rares dans le navigateur, exactement selon leurs règles.
nav-games = Jeux
nav-lobby = Salon
page-loading = Chargement…
language-picker =
    .aria-label = Langue
notice-dismiss = Fermer
    .aria-label = Fermer le message

## Les jeux. Leurs noms propres anglais restent, sauf pour les échecs.

game-name-double-ring = Double Ring
game-name-double-take = Double Take
game-name-king-of-rings = The King of Rings
game-name-one-ring = The One Ring
game-name-double-eighteen-stone = DoubleEIGHTEEN-STONEchess
game-name-chess = Échecs

## Avis que toute page peut montrer.

notice-no-game = Il n’y a pas de jeu « { $game } » ici. Voici les jeux auxquels vous pouvez jouer.
notice-engine-failed = Le moteur du jeu n’a pas pu être chargé. Ce site a besoin d’un navigateur avec WebAssembly ; recharger la page peut aider.
notice-update-ready = Une nouvelle version de ringboard est prête. Votre partie est enregistrée.
notice-update-reload = Recharger pour mettre à jour

# Les camps de chaque jeu, tels que chaque page les nomme (la liste des parties jouées ici aussi).
player-double-ring-first = Joueur 1
player-double-ring-second = Joueur 2
player-double-take-first = Rouge
player-double-take-second = Vert
player-king-of-rings-first = Blancs
player-king-of-rings-second = Noirs
player-one-ring-first = Blancs
player-one-ring-second = Noirs
player-double-eighteen-stone-first = Blancs
player-double-eighteen-stone-second = Noirs
player-chess-first = Blancs
player-chess-second = Noirs
# A square board's size, as in a variant's line ("Skip Two · 9 x 9").
board-square-size = { $size } x { $size }
board-rectangle-size = { $width } x { $height }
# The pie rule, every game's option (RULES.md §7): the game page, Play online and the lab word it.
option-pie = Règle du gâteau
choice-pie-0 = Non
choice-pie-1 = Oui
