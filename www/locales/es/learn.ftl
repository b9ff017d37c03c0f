# Words of the area 'learn' (www/js/i18n/i18n.js: needWords): the lesson
# and puzzle pages. $game is a game's name, $player a side's.

## The board of both pages.

learn-board =
    .aria-label = Tablero de la lección
learn-board-label =
    .aria-label = Tablero de { $game }, turno de { $player }
learn-promote-to =
    .aria-label = Promocionar a
learn-passes = { $player }: pasar
learn-hand = Mano de { $player }: { $knights }
learn-hand-empty = Mano de { $player }: ninguno
learn-hand-drop = Coloca un caballo de la mano: haz clic aquí y luego en un anillo
learn-hand-knights = Caballos en la mano

## The lesson page.

learn-heading = Aprende { $game }
learn-page-title = Aprende { $game } · ringboard
learn-link-play = Jugar
learn-link-puzzles = Problemas
learn-link-lessons = Lecciones
learn-lessons = Lecciones
learn-steps =
    .aria-label = Pasos
learn-step = Paso { $number }
    .title = Paso { $number }
learn-lesson-done = ✓
    .aria-label = completada
learn-try-again = Inténtalo de nuevo
learn-again = Otra vez
learn-try-yourself = Pruébalo tú
learn-show-me = Muéstramelo
learn-next-step = Siguiente paso
learn-next-lesson = Siguiente lección
learn-play-computer = Jugar contra el ordenador
learn-status-your-move = Tu bando: { $player }. Te toca mover
learn-status-wait = Espera la respuesta…
learn-status-wrong = Esta vez no: inténtalo de nuevo
learn-status-not-this-move = Esa jugada no: prueba otra
learn-status-done = Bien hecho
learn-status-showing = Observa
learn-status-shown = Ahora tú
learn-your-move-again = Te vuelve a tocar.
learn-lesson-complete = ¡Lección completada!
learn-all-lessons-complete = Has completado todas las lecciones de este juego.
learn-that-is-how = Así se hace.
learn-now-you-try = Ahora inténtalo tú.
learn-step-failed = No se pudo abrir este paso de la lección ({ $error }).

## The puzzle page.

puzzle-heading = Problemas de { $game }
puzzle-page-title = Problemas de { $game } · ringboard
puzzle-number = Problema { $number } de { $count }
puzzle-difficulty = · dificultad { $stars }
puzzle-show-solution = Ver la solución
puzzle-next = Siguiente problema
puzzle-skip = Saltar
puzzle-open-game = Abrir en la página del juego
puzzle-analyse = Analizar la posición
puzzle-yours = Tus problemas
puzzle-stats = Resueltos { $solved } de { $count } · racha { $streak } · mejor racha { $best }
puzzle-note = Cada problema de aquí lo encontró el motor en sus propias partidas, y está comprobado: una jugada (o una breve secuencia forzada) gana, y las demás no.
puzzle-status-solving = Tu bando: { $player }. Encuentra la mejor jugada
puzzle-status-failed = No es la jugada
puzzle-status-solved = Resuelto
puzzle-status-shown = La solución
puzzle-find-best = Encuentra la mejor jugada.
puzzle-reply = Bien. La respuesta fue { $move }. Sigue.
puzzle-solved = ¡Resuelto!
puzzle-first-try = A la primera.
puzzle-streak = Racha: { $streak }.
puzzle-wrong-over = { $move } no es la jugada: { $result }.
puzzle-wrong-looking = { $move } no es la jugada. El motor está buscando la respuesta…
puzzle-wrong = { $move } no es la jugada.
puzzle-refuted = { $move } no es la jugada: la respuesta de { $player } es { $reply }.
puzzle-refuted-wins = { $move } no es la jugada: la respuesta de { $player } es { $reply }, y gana de forma forzada.
puzzle-refuted-ahead = { $move } no es la jugada: la respuesta de { $player } es { $reply }, y queda con ventaja.
puzzle-solution = La solución: { $moves }.
puzzle-open-failed = No se pudo abrir este problema ({ $error }).

## A puzzle's goal and theme (src/learn/puzzle.rs). $moves: the side's own moves to the win.

puzzle-goal-only-move = Turno de { $player }: encuentra la única jugada ganadora.
puzzle-theme-only-move = única jugada ganadora
puzzle-goal-only-pair = Turno de { $player }: encuentra los dos únicos anillos que ganan, moviendo cualquiera de ellos sobre el otro.
puzzle-theme-only-pair = única pareja ganadora
puzzle-goal-material = Turno de { $player }: gana material.
puzzle-theme-material = gana material
puzzle-goal-mate = Turno de { $player }: mate en { $moves }.
puzzle-theme-mate = mate en { $moves }
puzzle-goal-ring = Turno de { $player }: destruye el Anillo en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }.
puzzle-theme-ring = destruye el Anillo en { $moves }
puzzle-goal-stalemate = Turno de { $player }: gana por ahogado en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }.
puzzle-theme-stalemate = gana por ahogado en { $moves }
puzzle-goal-far-row = Turno de { $player }: lleva una cuarta pieza a la fila del fondo en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }.
puzzle-theme-far-row = fila del fondo en { $moves }
puzzle-goal-points = Turno de { $player }: termina la partida por delante en puntos en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }.
puzzle-theme-points = gana por puntos en { $moves }
puzzle-goal-win = Turno de { $player }: gana en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }.
puzzle-theme-win = gana en { $moves }
learn-unknown-lesson = No hay ninguna lección «{ $lesson }»: aquí tienes la siguiente lección.
puzzle-unknown = No hay ningún problema «{ $puzzle }»: aquí tienes el siguiente por resolver.
