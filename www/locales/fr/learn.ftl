# Words of the area 'learn' (www/js/i18n/i18n.js: needWords): the lesson
# and puzzle pages. $game is a game's name, $player a side's.

## The board of both pages.

learn-board =
    .aria-label = Plateau de la leçon
learn-board-label =
    .aria-label = Plateau : { $game }, { $player } au trait
learn-promote-to =
    .aria-label = Promouvoir en
learn-passes = { $player } : passer
learn-hand = Réserve ({ $player }) : { $knights }
learn-hand-empty = Réserve ({ $player }) : aucun
learn-hand-drop = Parachuter un cavalier de la réserve : cliquez ici, puis sur un anneau
learn-hand-knights = Cavaliers en réserve

## The lesson page.

learn-heading = Apprendre : { $game }
learn-page-title = Apprendre : { $game } · ringboard
learn-link-play = Jouer
learn-link-puzzles = Problèmes
learn-link-lessons = Leçons
learn-lessons = Leçons
learn-steps =
    .aria-label = Étapes
learn-step = Étape { $number }
    .title = Étape { $number }
learn-lesson-done = ✓
    .aria-label = terminée
learn-try-again = Réessayer
learn-again = Recommencer
learn-try-yourself = Essayez vous-même
learn-show-me = Montrez-moi
learn-next-step = Étape suivante
learn-next-lesson = Leçon suivante
learn-play-computer = Jouer contre l’ordinateur
learn-status-your-move = Votre camp : { $player }. À vous de jouer
learn-status-wait = Attendez la réponse…
learn-status-wrong = Pas cette fois : réessayez
learn-status-not-this-move = Pas ce coup : essayez-en un autre
learn-status-done = Bien joué
learn-status-showing = Regardez
learn-status-shown = À vous d’essayer
learn-your-move-again = À vous de jouer à nouveau.
learn-lesson-complete = Leçon terminée !
learn-all-lessons-complete = Vous avez terminé toutes les leçons de ce jeu.
learn-that-is-how = Voilà comment faire.
learn-now-you-try = À vous maintenant.
learn-step-failed = Cette étape de la leçon n’a pas pu être ouverte ({ $error }).

## The puzzle page.

puzzle-heading = Problèmes : { $game }
puzzle-page-title = Problèmes : { $game } · ringboard
puzzle-number = Problème { $number } sur { $count }
puzzle-difficulty = · difficulté { $stars }
puzzle-show-solution = Voir la solution
puzzle-next = Problème suivant
puzzle-skip = Passer
puzzle-open-game = Ouvrir sur la page du jeu
puzzle-analyse = Analyser la position
puzzle-yours = Vos problèmes
puzzle-stats = { $solved } résolus sur { $count } · série { $streak } · meilleure série { $best }
puzzle-note = Chaque problème ici a été trouvé par le moteur dans ses propres parties, puis vérifié : un seul coup (ou une courte suite forcée) gagne, les autres non.
puzzle-status-solving = Votre camp : { $player }. Trouvez le meilleur coup
puzzle-status-failed = Pas le bon coup
puzzle-status-solved = Résolu
puzzle-status-shown = La solution
puzzle-find-best = Trouvez le meilleur coup.
puzzle-reply = Bien. La réponse a été { $move }. Continuez.
puzzle-solved = Résolu !
puzzle-first-try = Du premier coup.
puzzle-streak = Série : { $streak }.
puzzle-wrong-over = { $move } n’est pas le bon coup : { $result }.
puzzle-wrong-looking = { $move } n’est pas le bon coup. Le moteur cherche la réponse…
puzzle-wrong = { $move } n’est pas le bon coup.
puzzle-refuted = { $move } n’est pas le bon coup : la réponse est { $reply } ({ $player }).
puzzle-refuted-wins = { $move } n’est pas le bon coup : la réponse est { $reply } ({ $player }), qui gagne par force.
puzzle-refuted-ahead = { $move } n’est pas le bon coup : la réponse est { $reply } ({ $player }), qui prend l’avantage.
puzzle-solution = La solution : { $moves }.
puzzle-open-failed = Ce problème n’a pas pu être ouvert ({ $error }).

## A puzzle's goal and theme (src/learn/puzzle.rs). $moves: the side's own moves to the win.

puzzle-goal-only-move = { $player } au trait : trouvez le seul coup gagnant.
puzzle-theme-only-move = seul coup gagnant
puzzle-goal-only-pair = { $player } au trait : trouvez les deux seuls anneaux qui gagnent, l’un ou l’autre déplacé sur le second.
puzzle-theme-only-pair = seule paire gagnante
puzzle-goal-material = { $player } au trait : gagnez du matériel.
puzzle-theme-material = gain de matériel
puzzle-goal-mate = { $player } au trait : mat en { $moves }.
puzzle-theme-mate = mat en { $moves }
puzzle-goal-ring = { $player } au trait : détruisez l’Anneau en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
puzzle-theme-ring = détruit l’Anneau en { $moves }
puzzle-goal-stalemate = { $player } au trait : gagnez par pat en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
puzzle-theme-stalemate = gain par pat en { $moves }
puzzle-goal-far-row = { $player } au trait : amenez une quatrième pièce sur la rangée du fond en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
puzzle-theme-far-row = rangée du fond en { $moves }
puzzle-goal-points = { $player } au trait : terminez la partie en tête aux points en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
puzzle-theme-points = victoire aux points en { $moves }
puzzle-goal-win = { $player } au trait : gagnez en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
puzzle-theme-win = victoire en { $moves }
learn-unknown-lesson = Il n’y a pas de leçon « { $lesson } » : voici la prochaine leçon.
puzzle-unknown = Il n’y a pas de problème « { $puzzle } » : voici le prochain à résoudre.
