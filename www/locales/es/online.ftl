# Una partida jugada en el servidor (#online/<id>).

online-page-title = Partida en línea · ringboard
online-title-your-move = (Te toca) { $title }
online-heading = Partida en línea

## Cuando la partida no se puede mostrar.

online-not-found = Esta partida no está en el servidor.
online-unreachable = No se puede contactar con el servidor de juego: el juego en línea lo necesita; todo lo demás funciona.
online-failed = No se pudo abrir la partida: { $reason }
online-unknown-game = Este sitio no tiene el juego «{ $game }».
online-unreadable = Esta partida no se puede mostrar aquí: { $error }
online-home-link = Jugar en este dispositivo
online-lobby-link = Buscar una partida en línea

## Ocupar el asiento libre.

online-join-heading = Unirse a esta partida de { $game }
online-join-waiting = { $name } espera un rival. Reloj: { $control }.
online-name-label = Tu nombre, como lo ven los demás jugadores
online-guest-name = Invitado { $number }
online-join = Unirse y jugar
online-join-failed = No pudiste unirte: { $reason }

## La línea bajo el nombre del juego.

online-badge-playing = En línea
online-watching = Mirando
online-players = { $first } ({ $firstSide }) contra { $second } ({ $secondSide })
online-seat-empty = por llegar
online-clock-none = sin reloj
online-clock-minutes = { $minutes }+{ $increment }
online-clock-seconds = { $seconds } s+{ $increment }
online-clock-correspondence = { $days ->
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
}
online-notify-ask = Avisarme cuando me toque

## Un reloj por correspondencia (uno en vivo muestra minutos y segundos).

online-clock-days = { $days } d { $hours } h
online-clock-hours = { $hours } h { $minutes } min

## La línea de estado.

online-status-waiting = Esperando un rival: envíale el enlace de esta partida
online-status-waiting-watch = Esperando a un segundo jugador
online-status-your-move = Te toca ({ $player })
online-status-their-move = Esperando a { $name } ({ $player })
online-status-to-move = Juega { $name } ({ $player })
online-reconnecting = Reconectando…
online-move-unsent = Tu jugada se enviará cuando vuelva el servidor
online-copy-invitation = Copiar el enlace para enviar
online-link-copied = Enlace copiado
online-copy-prompt = El enlace de la partida, para tu rival:

## Ofertas y sus respuestas.

online-offer-takeback = Pedir deshacer
online-offer-draw = Ofrecer tablas
online-abort = Anular la partida
online-offered-draw = Ofreciste tablas
online-offered-takeback = Pediste deshacer tu jugada
online-offered-rematch = Ofreciste la revancha
online-withdraw = Retirar
online-incoming-draw = { $name } ({ $player }) ofrece tablas
online-incoming-takeback = { $name } ({ $player }) pide deshacer su jugada
online-incoming-rematch = { $name } ({ $player }) quiere la revancha
online-accept = Aceptar
online-decline = Rechazar
online-rematch = Revancha
online-rematch-go = Ir a la revancha
online-rematch-watch = Ver la revancha
online-find-game = Buscar otra partida

## El final.

online-reason-time = { $player } se quedó sin tiempo
online-reason-agreed = acordadas por ambos
online-result-aborted = Partida anulada
online-headline-won = Has ganado
online-headline-lost = Has perdido
online-headline-draw = Tablas
online-headline-aborted = Sin partida
online-headline-winner = Gana { $name } ({ $player })

## Rechazos: por qué el servidor no hizo lo que se pidió.

online-refused = Tu jugada { $move } no se jugó: { $reason }
online-action-failed = No se hizo: { $reason }
online-watchers-watch = Estás mirando esta partida: mueven sus jugadores.
online-error-not-your-turn = no es tu turno
online-error-stale-move = la partida ya había avanzado
online-error-game-over = la partida ha terminado
online-error-not-started = la partida espera a un segundo jugador
online-error-too-late-to-abort = ambos bandos han jugado: abandona en su lugar
online-error-seats-taken = los dos asientos están ocupados
online-error-no-offer = la oferta ya no está abierta
online-error-own-offer = no puedes aceptar tu propia oferta
online-error-nothing-to-take-back = no tienes ninguna jugada que deshacer
online-error-no-draws = este juego no tiene tablas
online-error-rematch-made = la revancha ya está creada
online-error-not-over = la partida aún no ha terminado
online-error-unknown-token = el servidor no conoce el asiento de este navegador
online-error-no-token = este navegador no tiene asiento en esta partida
online-error-too-many-requests = demasiadas peticiones: espera un momento
online-error-storage-unavailable = el servidor no puede guardar partidas ahora
online-error-unreachable = no se puede contactar con el servidor de juego
online-error-no-such-game = la partida no está en el servidor
online-error-bad-name = un nombre no puede tener caracteres de control ni invisibles, y tiene como mucho 30 caracteres
online-error-illegal-move = la jugada no es legal aquí

## Una notificación con la pestaña oculta (partida por correspondencia).

online-notify-title = Te toca en { $game }
online-notify-body = { $name } ha jugado.
