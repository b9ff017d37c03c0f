# Words of the area 'play' (www/js/i18n/i18n.js: needWords).

## The computer, the Hint and Double Ring's solver.

play-computer-failed = El ordenador ha dejado de funcionar ({ $error }). Tu partida se conserva.
play-computer-retry = Reintentar
play-computer-two-players = Seguir como partida de dos jugadores

play-thinking = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s / { $limit } s
play-thinking-open = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
play-thinking-depth = profundidad { $depth } · { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s / { $limit } s
play-thinking-depth-open = profundidad { $depth } · { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s

play-hint-thinking = Pista (nivel { $level }): pensando…
play-hint = Pista (nivel { $level }): { $move }
play-hint-arrow = Pista (nivel { $level }): { $move }, la flecha naranja
play-hint-mirror = Pista (nivel { $level }): { $move }: la simétrica de la última jugada respecto al centro, que gana
play-hint-mirror-arrow = Pista (nivel { $level }): { $move }, la flecha naranja: la simétrica de la última jugada respecto al centro, que gana
play-hint-failed = Sin pista: { $error }

play-solver-over = Solucionador: la partida ha terminado.
play-solver-working = Solucionador: calculando…
play-solver-failed = Solucionador: { $error }
play-solver-too-big = Solucionador: la posición aún es demasiado grande para resolverla ({ $singles } anillos simples). Sigue jugando: suele responder en menos de un segundo a partir de unos 35 simples.
play-solver-mirror-loses = <strong class="loses">{ $player } pierde</strong>: quien mueva aquí pierde, porque el otro jugador responde a cada jugada con su simétrica respecto al centro.
play-solver-mirror-wins = <strong class="wins">{ $player } gana</strong> con la simetría: { $move } (en verde) es la simétrica de la última jugada respecto al centro, y después cada jugada tiene su respuesta simétrica.
play-solver-other-winning = Otras jugadas ganadoras: { $moves }.
play-solver-unsettled = Otras jugadas también podrían ganar: el solucionador no las ha resuelto.
play-solver-loses = <strong class="loses">{ $player } pierde</strong> con juego perfecto: todas las jugadas pierden.
play-solver-wins = <strong class="wins">{ $player } gana</strong> con juego perfecto: { $count ->
        [one] la jugada ganadora se muestra
       *[other] las { $count } jugadas ganadoras se muestran
    } en verde ({ $moves }).

## The engine.

play-engine-crashed = El motor del juego ha fallado. La partida se ha restaurado desde su última posición correcta.
play-engine-not-loaded = no se pudo cargar el motor ({ $error })
play-engine-worker-stopped = el proceso en segundo plano se detuvo

## The board.

play-promote-to = Coronar en
play-promote-cancel = Cancelar
play-promote =
    .title = Coronar en { $piece ->
        [queen] dama
        [rook] torre
        [bishop] alfil
       *[knight] caballo
    } ({ $move })
    .aria-label = Coronar en { $piece ->
        [queen] dama
        [rook] torre
        [bishop] alfil
       *[knight] caballo
    }
play-board-role = tablero de juego
play-cursor = { $square }: { $what }{ $selected ->
        [yes] , seleccionada
       *[no] {""}
    }{ $action ->
        [plays] , Intro juega { $move }
        [selects] , se puede mover: Intro la selecciona
       *[none] {""}
    }
play-cursor-square = casilla
play-board-cursor =
    .aria-label = Tablero de { $game }. { play-cursor }

## The game record.

play-record-hint = Toda la partida como texto, con la forma de PGN (PGN estándar para el ajedrez), para guardarla o enviarla.
play-record-download = Descargar registro
play-record-copy = Copiar registro
play-record-paste = Abrir un registro: pégalo aquí
play-record-box =
    .aria-label = Un registro de partida para abrir
    .placeholder = [Event "…"]{"\u000A"}{"\u000A"}1. e4 e5 2. Nf3 …
play-record-open = Abrir el registro pegado
play-record-choose = o elige un archivo
play-record-file =
    .aria-label = Elegir un archivo de registro
play-record-opened = Se ha abierto el registro.
play-record-unreadable = No se pudo abrir este registro: { $error }. Tu partida no ha cambiado.
play-record-too-large = { $file } es demasiado grande para ser un registro de partida. Tu partida no ha cambiado.
play-record-downloaded = Se ha descargado el registro.
play-record-copied = Se ha copiado el registro.
play-record-copy-by-hand = Aquí no se permite copiar: el registro está en el cuadro, seleccionado, para que lo copies a mano.

## The sound switch.

play-sound = Sonido
play-sound-switch =
    .title = Sonidos de jugadas, capturas, jaques y final

## "My games" on the home page.

play-my-games = Mis partidas
play-my-games-unreadable = No se pudo leer la lista de tus partidas. Se ha apartado en el almacenamiento de este navegador como { $key }.
play-my-games-show-all = Mostrar las { $count } partidas
play-my-game-in-progress = En curso
play-my-game-draw = Tablas
play-my-game-computer-won = Ganó el ordenador
play-my-game-you-won = Ganaste
play-my-game-won = Ganó { $player }
play-my-game-finished = Terminada
play-my-game-your-move = Te toca mover
play-my-game-waiting = Esperando a { $player }
play-my-game-vs-friend-here = un amigo en esta pantalla
play-my-game-vs-computer = el ordenador, nivel { $level }, juegas con { $side }
play-my-game-vs-friend-link = un amigo por enlace, juegas con { $side }
play-moves = { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }
play-my-game-open = Abrir
    .aria-label = Abrir la partida de { $game } del { $date }
play-my-game-continue = Continuar
    .aria-label = Continuar la partida de { $game } del { $date }
play-my-game-delete = Eliminar
    .aria-label = Eliminar la partida de { $game } del { $date }
