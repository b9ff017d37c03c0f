# Words of the area 'game' (www/js/i18n/i18n.js: needWords).
# La página de un juego. $player, $other, $result, $why, $error y $move vienen del motor (en inglés por ahora).

## La línea de estado sobre el tablero

game-to-move = Turno de { $player }
game-computer-to-move = Turno de { $player } (ordenador)
game-waiting-for = Esperando la jugada de { $player }
game-to-move-yours = Turno de { $player }: te toca
game-computer-thinking = El ordenador está pensando
game-cannot-move = { $player } no puede mover: { $other } vuelve a jugar
game-passed = ({ $player } pasó)
game-status-note = .{" "}
game-looking-back-start = Repasando el inicio: el ordenador espera. Pulsa Fin o haz clic en la última jugada para seguir.
game-looking-back = Repasando la jugada { $ply } ({ $move }): el ordenador espera. Pulsa Fin o haz clic en la última jugada para seguir.
game-computer-played = El ordenador jugó { $move }
game-pass = { $player } pasa
game-move-now = Juega ya
    .title = Jugar la mejor jugada encontrada hasta ahora
game-computer-play = Ordenador, juega desde aquí

## El tablero y la casilla de jugadas

game-board =
    .aria-label = Tablero
game-board-status =
    .aria-label = Tablero de { $game }. { $status }. Escribe una jugada abajo para jugar.
game-promote-to =
    .aria-label = Promocionar a
game-play = Jugar
game-friends-turn = Es el turno de { $player }: tu amigo juega y te envía el enlace.
game-computers-turn-thinking = Es el turno del ordenador: espera su jugada o pulsa { game-move-now }.
game-computers-turn-waiting = Es el turno del ordenador: pulsa «{ game-computer-play }» para que juegue.

## Los controles

game-undo = ↶ Deshacer
    .title = Retroceder una jugada (←)
game-redo = Rehacer ↷
    .title = Volver a jugar la jugada (→)
game-hint = Pista
    .title = La sugerencia del ordenador, dibujada en el tablero
game-copy-link = Copiar enlace
game-link-copied = Enlace copiado
game-copy-prompt = Copia este enlace:
game-flip = ⇅ Girar
    .title = Girar el tablero (se guarda en el enlace)
game-zoom = Ampliar tablero
    .title = Mostrar el tablero más grande, para desplazarte por él
game-fit = Ajustar tablero
    .title = Mostrar el tablero más grande, para desplazarte por él
game-resign = Rendirse
game-resign-confirm-you = Confirmar: te rindes
game-resign-confirm = Confirmar: { $player } se rinde
game-review = Revisar esta partida
game-analysis-board = Tablero de análisis
game-learn-link = ¿Nuevo en este juego? Apréndelo en 5 minutos
game-puzzles-link = Problemas
game-solve = <strong>Resolver</strong> · muestra quién gana desde aquí con juego perfecto, y las jugadas ganadoras
game-moves = Jugadas
game-moves-list =
    .aria-label = Jugadas
    .data-empty = Aún no hay jugadas.
game-go-to-move = Ir a la jugada { $ply }
game-record = Registro de la partida
game-rules = Reglas
game-print-paper = Imprimir para jugar con papel y lápiz
game-print = Imprimir
game-print-blank = Imprimir un tablero en blanco
game-print-position = Imprimir esta posición
game-page-title = { $game } · ringboard

## Las barras de los jugadores

game-role-you = Tú
game-role-friend = Amigo, por enlace
game-role-computer = Ordenador, nivel { $level }

## El resultado

game-draw = Tablas
game-you-win = Ganas tú
game-friend-wins = Gana tu amigo
game-computer-wins = Gana el ordenador (nivel { $level })
game-player-wins = Gana { $player }
game-rematch = Revancha: juegas { $side ->
        [first] primero
       *[second] segundo
    }
game-new-game = Nueva partida
game-result-undo = Deshacer
game-close-result =
    .title = Cerrar, para estudiar la posición final (el resultado sigue encima del tablero)
    .aria-label = Cerrar el resultado

## Nueva partida

game-start-new = Empezar nueva partida
game-confirm-new =
    .aria-label = ¿Empezar una nueva partida?
game-confirm-new-text = Hay una partida en curso ({ $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }). ¿Empezar otra? Tu partida se guarda: puedes recuperarla.
game-confirm-new-yes = Sí, empezar una nueva partida
game-keep-playing = Seguir jugando
game-opponent = Rival
game-versus-friend = Un amigo en esta pantalla
game-versus-computer = El ordenador
game-versus-link = Un amigo, por enlace
game-versus-online = Jugar en línea
game-you-play = Juegas
game-side-first = Primero ({ $player })
game-side-second = Segundo ({ $player })
game-side-random = Cualquiera, a sorteo
game-level-label = Nivel
game-level = Nivel { $level }
game-level-rated = Nivel { $level }, unos { $rating }
-game-elo-stockfish = Elo medido en partidas contra los otros niveles y Stockfish, en la escala de Stockfish
-game-elo-levels = Elo medido en partidas contra los otros niveles, juego al azar = 0
game-level-scale =
    .title = { $scale ->
        [stockfish] { -game-elo-stockfish }
       *[levels] { -game-elo-levels }
    }
game-level-description = { $description }. Unos { $rating } en { $game } ({ $scale ->
        [stockfish] { -game-elo-stockfish }
       *[levels] { -game-elo-levels }
    }).
game-link-description = Cada uno juega en su propio dispositivo: tras cada jugada, envía el enlace a tu amigo, que juega y te lo devuelve.

## Avisos: partidas guardadas, enlaces

game-new-started = Nueva partida empezada. Tu partida anterior ({ $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }) se guarda.
game-record-opened = Se abrió el registro. Tu partida anterior ({ $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }) se guarda.
game-restore-previous = Recuperar la partida anterior
game-restore-my-game = Recuperar mi partida
game-restore-last-game = Recuperar tu última partida
game-other-game-kept = Tu otra partida en curso se guarda.
game-link-opened-new = Este enlace abrió una nueva partida. Tu partida en curso se guarda.
game-link-unreadable = No se pudo abrir este enlace ({ $error }). En su lugar se empezó una nueva partida.
game-link-move-refused = La jugada { $number } de este enlace ({ $move }) fue rechazada: { $why }. La partida se abre { $number ->
        [1] desde el inicio
       *[other] hasta la jugada { $previous }
    }, y el enlace queda corregido.
game-saved-unreadable = No se pudo recuperar tu partida guardada ({ $error }). Se empezó una nueva partida.
game-saved-kept-aside = Queda apartada en el almacenamiento de este navegador como { $key }.
game-show-saved-text = Mostrar el texto guardado
game-saved-text-prompt = La partida guardada que no se pudo leer:
game-kept-unreadable = No se pudo recuperar la partida apartada ({ $error }).
game-storage-off = Este navegador no está guardando partidas (su almacenamiento está lleno o desactivado, como en la navegación privada). Puedes seguir jugando; para conservar una partida, copia su enlace.

## Una partida con un amigo por enlace

game-link-you-play = Una partida por enlace: juegas con { $player }.
game-link-played = { $player } jugó { $move },
game-link-played-last = { $player } jugó { $move }.
game-link-waiting = Esperando la jugada de { $player }.
game-link-your-move = Te toca.
game-link-result = { $result }.
game-link-parts = Este enlace no continúa tu partida por enlace: las dos se separan en la jugada { $number }. Se muestra tu partida; ¿cuál conservas? La otra queda apartada.
game-link-taken-back = Este enlace vuelve a jugar { $move }, que se deshizo. Se muestra tu partida; ¿cuál conservas? La otra queda apartada.
game-link-older = { $number ->
        [0] Este enlace es tu partida por enlace al principio, un punto anterior al de aquí. Se conserva tu partida, que va más adelante.
       *[other] Este enlace es tu partida por enlace en la jugada { $number }, un punto anterior al de aquí. Se conserva tu partida, que va más adelante.
    }
game-keep-links-game = Conservar la partida del enlace
game-keep-my-game = Conservar mi partida
game-send-move = Enviar tu jugada
game-send-again = Enviar el enlace otra vez
game-send-result = Enviar el resultado
game-send-invitation = Enviar la invitación
game-link-sent = Enviado. Tu amigo juega y te devuelve el enlace.
game-link-copied-to-send = Copiado: pégalo en un mensaje para tu amigo.
game-link-copy-prompt = Copia esto y envíaselo a tu amigo:
game-undo-ask = ↶ Pedir deshacer
    .title = Tu jugada ya se envió: tu amigo decide si puedes deshacerla (←)
game-takeback-asked-here = Pides deshacer { $move }: tu amigo decide.
game-send-takeback = Enviar la petición
game-takeback-withdraw = Retirar
game-link-takeback-asked = { $player } pide deshacer { $move }.
game-takeback-agree = Deshacerla
game-takeback-refuse = Rechazar
game-takeback-refused = Has rechazado: la jugada se queda. Te toca.
game-send-takeback-granted = Enviar: la jugada está deshecha
game-link-takeback-granted = { $player } ha aceptado: { $move } está deshecha. Te toca.
game-share-takeback = ¿Puedo deshacer mi última jugada en { $game }? (jugada { $number }):
game-share-taken-back = He deshecho tu jugada en { $game }, como pediste. Te toca (jugada { $number }):
game-share-your-move = Te toca en { $game } (jugada { $number }):
game-share-over = Nuestra partida de { $game } ha terminado: { $result } (jugada { $number }):

# Los niveles del ordenador, como los describe el panel Nueva partida.
game-level-description-1 = Principiante: mira una jugada por delante, y las capturas que siguen, y a menudo se equivoca
game-level-description-1-deeper = Principiante: mira { $plies } jugadas por delante, las suyas y las respuestas, y a menudo se equivoca
game-level-description-2 = Informal: mira dos jugadas por delante, con las capturas hasta el final, y varía su juego
game-level-description-2-deeper = Informal: mira { $plies } jugadas por delante, y varía su juego
game-level-description-3 = Club: examina unas 60.000 posiciones por jugada (mucho menos de un segundo)
game-level-description-4 = Fuerte: examina unas 250.000 posiciones por jugada
game-level-description-5 = El más fuerte: calcula todo lo que puede en hasta 3 segundos por jugada
game-level-description-3-positions = Club: examina unas { $positions } posiciones por jugada (mucho menos de un segundo)
game-level-description-4-positions = Fuerte: examina unas { $positions } posiciones por jugada
game-swap = Cambiar de bando
game-swapped-after-first = Tras la primera jugada los jugadores cambiaron de bando
game-link-swapped = Tu amigo respondió a la primera jugada con el cambio: ahora juegas con { $player }.
game-swapped-line = Cambio: los jugadores intercambiaron los bandos
game-swapped-label = cambio
game-computer-swapped = El ordenador cambió: juega el bando que movió primero, y te toca mover
