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
play-hint-failed = Sin pista: { $error }


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

play-hint-swap = Pista (nivel { $level }): cambia de bando, el bando que movió está mejor
