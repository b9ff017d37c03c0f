# Jugar con otras personas en línea: el panel Jugar en línea (play-online-panel.js), la
# sala (#lobby, lobby-page.js) y las partidas en línea de Mis partidas (my-games-list.js).

## El panel Jugar en línea.
lobby-panel-title = Jugar con alguien en línea
lobby-checking = Buscando el servidor de juego…
lobby-unreachable = No se puede contactar con el servidor de juego, así que ahora no se puede crear aquí una partida en línea. Todo lo demás funciona como siempre: jugar contra el ordenador, con un amigo en esta pantalla o con un amigo por enlace.
lobby-server-trouble = El servidor de juego no responde como debería ({ $message }). Inténtalo de nuevo en un momento.
lobby-try-again = Reintentar
lobby-game = Juego
lobby-options-loading = Cargando las opciones del juego…
lobby-options-failed = No se pudieron cargar las opciones del juego: la partida se crea con su tablero y reglas habituales.
lobby-options-above = La partida se crea con el tablero y las reglas elegidos arriba.
lobby-side = Juegas con
lobby-side-random = Cualquiera, por sorteo
lobby-clock = Reloj
lobby-clock-live-group = En vivo
lobby-clock-correspondence-group = Por correspondencia
# Un reloj en vivo: minutos para la partida y segundos añadidos por jugada (10+5).
lobby-clock-live = { $minutes }+{ $increment }
lobby-clock-days = { $days ->
        [one] { $days } día por jugada
       *[other] { $days } días por jugada
    }
lobby-clock-none = Sin reloj
lobby-visibility = Quién puede unirse
lobby-public = Cualquiera: aparece en la sala
lobby-link-only = Solo quien tenga el enlace
lobby-name = Tu nombre
lobby-name-input =
    .placeholder = Anónimo
lobby-create = Crear la partida
lobby-creating = Creando…
lobby-created = Tu partida está lista.
lobby-created-public = Aparece en la sala, donde cualquiera puede aceptarla; o envía este enlace a la persona con quien quieres jugar.
lobby-created-link = Envía este enlace a la persona con quien quieres jugar: quien lo abra primero ocupa el otro puesto.
lobby-link-label =
    .aria-label = Enlace para enviar
lobby-copy = Copiar
lobby-copied = Copiado. El enlace no contiene ningún secreto: tu puesto queda en este navegador.
lobby-copy-refused = Este navegador no permitió copiar. El enlace está seleccionado: cópialo con el teclado o el menú.
lobby-open-game = Ir a la partida
lobby-see-lobby = Ver la sala
lobby-another = Crear otra partida

## Qué significan los rechazos del servidor.
lobby-error-unreachable = No se puede contactar con el servidor de juego. Inténtalo de nuevo en un momento.
lobby-error-bad-name = Ese nombre no sirve: un nombre tiene como mucho 30 caracteres, sin caracteres de control ni invisibles.
lobby-error-seats-taken = Otra persona aceptó este desafío antes.
lobby-error-rate-limited = Demasiadas partidas desde aquí a la vez. Espera un minuto y vuelve a intentarlo.
lobby-error-storage = Este navegador no dejó al sitio guardar tu puesto, así que la partida no podría jugarse desde aquí y se anuló. Permite que este sitio guarde datos y vuelve a intentarlo.
lobby-error-other = El servidor de juego lo rechazó: { $message }

## Partidas en el servidor, allí donde aparezcan.
# Cuánto tiempo lleva esperando un desafío.
lobby-waited = espera desde hace { $unit ->
        [seconds] { $count } s
        [minutes] { $count } min
        [hours] { $count } h
       *[days] { $count } d
    }
# Una opción de la variante y su valor: «Regla: Saltar impar», «Tamaño del tablero: 7».
lobby-option-value = { $option }: { $value }
lobby-waiting-opponent = Esperando rival
lobby-your-move = Te toca
lobby-their-move = Le toca al rival
lobby-aborted = Anulada
lobby-drawn = Tablas
lobby-you-won = Ganaste
lobby-you-lost = Perdiste

## La sala (#lobby).
lobby-title = Sala
lobby-lede = Aquí los desafíos esperan a un rival: acepta uno y la partida empieza. O crea el tuyo, y esperará aquí a alguien.
lobby-new-game = Crear una partida
lobby-live = En directo
lobby-reconnecting = Reconectando…
lobby-challenges = Desafíos abiertos
lobby-no-challenges =
    .data-empty = Ahora no hay desafíos abiertos. Crea uno y aparecerá aquí para todos.
lobby-your-games = Tus partidas
lobby-no-games =
    .data-empty = Ahora no tienes partidas en el servidor.
lobby-watch-title = Partidas para mirar
lobby-no-watch =
    .data-empty = Ahora no se juega ninguna partida pública.
lobby-challenge-by = de { $name }
lobby-yours = Tu desafío
lobby-you-would-play = Jugarías con { $side }
lobby-you-play = Juegas con { $side }
lobby-accept = Aceptar
    .aria-label = Aceptar la partida de { $game } de { $name }
lobby-cancel = Retirar
    .aria-label = Retirar tu desafío de { $game }
lobby-against = contra { $name }
lobby-no-opponent-yet = aún sin rival
lobby-play = Jugar
lobby-open = Abrir
lobby-players = { $first } contra { $second }
lobby-moves = { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }
lobby-watch = Mirar

## Las partidas en línea de Mis partidas, en la página de inicio.
lobby-online-game = En línea
lobby-turn-unknown = Servidor no disponible
lobby-gone = Ya no está en el servidor
lobby-my-game-online-side = en línea, juegas con { $side }
lobby-my-game-online = en línea contra { $name }, juegas con { $side }
