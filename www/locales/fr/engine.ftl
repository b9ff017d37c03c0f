# Ce que le moteur dit à la page sous forme de codes (www/js/i18n/engine-words.js) : les camps, la fin d’une partie, les options de variante et les erreurs.

## Les camps, par jeu.


## La fin d’une partie : « Les Blancs gagnent : échec et mat ».

outcome-win = { $winner } gagne : { $reason }
outcome-draw = Partie nulle : { $reason }
outcome-resigned = { $player } a abandonné
outcome-repetition = la même position pour la troisième fois

## Les options de variante et leurs valeurs.

