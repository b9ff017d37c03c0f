# Words of the area 'review' (www/js/i18n/i18n.js: needWords).
# La revisión de una partida, su gráfico y el tablero de análisis. $player es el nombre del motor.

review-section =
    .aria-label = Revisión
review-title = Revisión
review-graph =
    .aria-label = El gráfico de evaluación: la probabilidad de ganar del primer jugador tras cada jugada. Haz clic o tócalo para ir a una jugada.
review-progress = Evaluando la posición { $done } de { $total }
review-progress-seconds = Evaluando la posición { $done } de { $total }, quedan unos { $seconds } s
review-progress-minutes = Evaluando la posición { $done } de { $total }, quedan unos { $minutes } min
review-stop = Detener
review-again = Revisar de nuevo
review-changed = La partida ha cambiado desde esta revisión.
review-failed = La revisión se detuvo: { $why }.
review-chance = { $player }: { $percent } % de probabilidad de ganar
review-chance-proved = { $player }: { $percent } % de probabilidad de ganar (demostrado)
review-percent = { $percent } %

## Una jugada marcada.

review-mark = { $mark ->
        [inaccuracy] Imprecisión
        [mistake] Error
       *[blunder] Error grave
    }
review-mark-better = { $mark ->
        [inaccuracy] Imprecisión
        [mistake] Error
       *[blunder] Error grave
    }: mejor { $move }
review-was-played = { $move } fue { $mark ->
        [inaccuracy] una imprecisión
        [mistake] un error
       *[blunder] un error grave
    } (−{ $drop } % de probabilidad de ganar).
review-was-played-better = { $move } fue { $mark ->
        [inaccuracy] una imprecisión
        [mistake] un error
       *[blunder] un error grave
    } (−{ $drop } % de probabilidad de ganar). { $better } era mejor.
review-show-before = Ver la posición anterior
review-played-here = Jugada aquí: { $move }, { $mark ->
        [inaccuracy] una imprecisión
        [mistake] un error
       *[blunder] un error grave
    } (−{ $drop } % de probabilidad de ganar, flecha roja).
review-played-here-better = Jugada aquí: { $move }, { $mark ->
        [inaccuracy] una imprecisión
        [mistake] un error
       *[blunder] un error grave
    } (−{ $drop } % de probabilidad de ganar, flecha roja). Mejor: { $better } (flecha verde).
review-played-here-line = Jugada aquí: { $move }, { $mark ->
        [inaccuracy] una imprecisión
        [mistake] un error
       *[blunder] un error grave
    } (−{ $drop } % de probabilidad de ganar, flecha roja). Mejor: { $better } (flecha verde), y luego { $line }.

## El resumen.

review-column =
    .title = { $mark ->
        [inaccuracy] imprecisiones
        [mistake] errores
       *[blunder] errores graves
    }
review-accuracy = Precisión
review-key = ?! imprecisión · ? error · ?? error grave
review-marked-moves = Jugadas marcadas:
review-marked-move =
    .title = { $mark ->
        [inaccuracy] Imprecisión
        [mistake] Error
       *[blunder] Error grave
    }: ir a la posición anterior
review-accuracy-note = Precisión: la media, sobre las jugadas de un jugador, de 103,2 × e^(−0,0435 × la caída de su probabilidad de ganar, en %) − 3,2, de 0 a 100 (la fórmula de lichess).

## El tablero de análisis.

review-analysis-section =
    .aria-label = Análisis
review-analysis-title = Análisis
review-analysis-close = Cerrar el análisis
review-analysis-bar =
    .aria-label = { $player }: { $percent } % de probabilidad de ganar
review-analysis-line-chance = { $percent } %
    .title = { $player }: { $percent } % de probabilidad de ganar
review-analysis-score = { $score ->
        [won] ganada
        [lost] perdida
       *[other] { $score }
    }
    .title = La puntuación del motor para { $player }: centésimas de peón (o de la unidad propia del juego), o #+n, una victoria en n jugadas de cualquiera de los dos bandos
review-analysis-play =
    .aria-label = Jugar { $move }
review-analysis-depth-millions = Profundidad { $depth } · { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } M posiciones
review-analysis-depth-thousands = Profundidad { $depth } · { $thousands } k posiciones
review-analysis-solved = Resuelta: { $player } gana con juego perfecto
review-analysis-starting = Analizando…
review-analysis-paused = Análisis en pausa mientras la página está oculta
review-analysis-over = La partida ha terminado aquí.
review-analysis-failed = El análisis se detuvo: { $why }.
