# Words of the area 'review' (www/js/i18n/i18n.js: needWords).
# La revue d’une partie, son graphique et l’échiquier d’analyse. $player est le nom donné par le moteur.

review-section =
    .aria-label = Revue
review-title = Revue
review-graph =
    .aria-label = Le graphique d’évaluation : la chance de gain du premier joueur après chaque coup. Cliquez ou touchez-le pour aller à un coup.
review-progress = Évaluation de la position { $done } sur { $total }
review-progress-seconds = Évaluation de la position { $done } sur { $total }, encore environ { $seconds } s
review-progress-minutes = Évaluation de la position { $done } sur { $total }, encore environ { $minutes } min
review-stop = Arrêter
review-again = Relancer la revue
review-changed = La partie a changé depuis cette revue.
review-failed = La revue s’est arrêtée : { $why }.
review-chance = { $player } : { $percent } % de chances de gagner
review-chance-proved = { $player } : { $percent } % de chances de gagner (prouvé)
review-percent = { $percent } %

## Un coup marqué.

review-mark = { $mark ->
        [inaccuracy] Imprécision
        [mistake] Erreur
       *[blunder] Gaffe
    }
review-mark-better = { $mark ->
        [inaccuracy] Imprécision
        [mistake] Erreur
       *[blunder] Gaffe
    } : mieux { $move }
review-was-played = { $move } était { $mark ->
        [inaccuracy] une imprécision
        [mistake] une erreur
       *[blunder] une gaffe
    } (−{ $drop } % de chances de gagner).
review-was-played-better = { $move } était { $mark ->
        [inaccuracy] une imprécision
        [mistake] une erreur
       *[blunder] une gaffe
    } (−{ $drop } % de chances de gagner). { $better } était meilleur.
review-show-before = Voir la position précédente
review-played-here = Joué ici : { $move }, { $mark ->
        [inaccuracy] une imprécision
        [mistake] une erreur
       *[blunder] une gaffe
    } (−{ $drop } % de chances de gagner, flèche rouge).
review-played-here-better = Joué ici : { $move }, { $mark ->
        [inaccuracy] une imprécision
        [mistake] une erreur
       *[blunder] une gaffe
    } (−{ $drop } % de chances de gagner, flèche rouge). Mieux : { $better } (flèche verte).
review-played-here-line = Joué ici : { $move }, { $mark ->
        [inaccuracy] une imprécision
        [mistake] une erreur
       *[blunder] une gaffe
    } (−{ $drop } % de chances de gagner, flèche rouge). Mieux : { $better } (flèche verte), puis { $line }.

## Le bilan.

review-column =
    .title = { $mark ->
        [inaccuracy] imprécisions
        [mistake] erreurs
       *[blunder] gaffes
    }
review-accuracy = Précision
review-key = ?! imprécision · ? erreur · ?? gaffe
review-marked-moves = Coups marqués :
review-marked-move =
    .title = { $mark ->
        [inaccuracy] Imprécision
        [mistake] Erreur
       *[blunder] Gaffe
    } : aller à la position précédente
review-accuracy-note = Précision : la moyenne, sur les coups d’un joueur, de 103,2 × e^(−0,0435 × la baisse de sa chance de gain, en %) − 3,2, de 0 à 100 (la formule de lichess).

## L’échiquier d’analyse.

review-analysis-section =
    .aria-label = Analyse
review-analysis-title = Analyse
review-analysis-close = Fermer l’analyse
review-analysis-bar =
    .aria-label = { $player } : { $percent } % de chances de gagner
review-analysis-line-chance = { $percent } %
    .title = { $player } : { $percent } % de chances de gagner
review-analysis-score = { $score ->
        [won] gagné
        [lost] perdu
       *[other] { $score }
    }
    .title = L’évaluation du moteur pour { $player } : en centièmes de pion (ou de l’unité propre au jeu), ou #+n, un gain en n coups des deux camps
review-analysis-play =
    .aria-label = Jouer { $move }
review-analysis-depth-millions = Profondeur { $depth } · { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } M positions
review-analysis-depth-thousands = Profondeur { $depth } · { $thousands } k positions
review-analysis-solved = Résolu : { $player } gagne avec un jeu parfait
review-analysis-starting = Analyse en cours…
review-analysis-paused = Analyse en pause tant que la page est masquée
review-analysis-over = La partie est terminée ici.
review-analysis-failed = L’analyse s’est arrêtée : { $why }.
