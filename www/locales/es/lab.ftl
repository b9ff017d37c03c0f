# Words of the area 'lab' (www/js/i18n/i18n.js: needWords).
# El laboratorio de diseñadores (pages/lab-page.js, pages/lab/): el ordenador juega
# contra sí mismo con las reglas A (y B), y las partidas se resumen.
# $game es el nombre del juego en el idioma de la página.

lab-title = { $game }: el laboratorio de diseñadores
lab-page-title = { $game }: laboratorio · ringboard
lab-lede = El ordenador juega partidas de { $game } contra sí mismo con las reglas que elijas, en todos los núcleos de este dispositivo, y las partidas se resumen como los diseñadores miden un juego. Compara dos conjuntos de reglas lado a lado y envía el enlace de la página: contiene toda la configuración.
lab-unknown-game = El laboratorio no tiene ningún juego '{ $game }'.
# $why es el motivo que da el motor.
lab-link-failed = No se pudo abrir este enlace del laboratorio ({ $why }); el laboratorio empieza con las reglas propias del juego.
lab-setup-failed = No se puede ejecutar esta configuración ({ $why }).

## La configuración.

lab-rules-a = Reglas A
lab-rules-b = Reglas B
lab-compare = Comparar con las reglas B
lab-players = Jugadores
lab-first-player = Juega primero
lab-second-player = Juega segundo
lab-agent-level = Nivel { $level }
# $rating es un Elo, escrito tal cual.
lab-agent-level-rated = Nivel { $level } (Elo { $rating })
lab-agent-greedy = Codicioso (una jugada por delante)
lab-agent-random = Jugadas al azar
lab-games = Partidas
lab-random-plies = Jugadas de apertura al azar
lab-swap = Los jugadores cambian de lado de una partida a la siguiente

## La ejecución.

lab-start = Empezar
lab-stop = Detener
lab-resume = Reanudar
lab-start-again = Empezar de nuevo
# $done y $total son partidas; $rate, partidas por segundo; $workers, los Web Workers.
lab-status-setup = { $total } partidas por jugar, en { $workers } núcleos.
lab-status-running = { $done } de { $total } partidas · { $rate } partidas por segundo · { $workers } procesos
lab-status-stopped = Detenido tras { $done } de { $total } partidas.
lab-status-finished = { $total } partidas en { $seconds } s: { $rate } partidas por segundo con { $workers } procesos.
lab-status-failed = La ejecución se detuvo tras { $done } de { $total } partidas: { $why }

## Los resultados.

lab-results = Resultados
lab-measure = Medida
# $rules es el conjunto de reglas en palabras («Salto impar · 7 x 7»).
lab-column-a = A: { $rules }
lab-column-b = B: { $rules }
lab-rules-own = las reglas propias del juego
lab-row-games = Partidas jugadas
lab-row-results = Victorias del primer jugador · del segundo · tablas
lab-row-first-score = Puntuación del primer jugador
# $player y $other son los dos jugadores («Nivel 4», «Nivel 3»).
lab-row-player-score = Puntuación de { $player } contra { $other }
lab-row-length = Duración (jugadas)
lab-row-spread = Dispersión de la duración
lab-row-branching = Jugadas entre las que elegir
lab-row-decided = Decidida en la jugada
lab-row-lead-changes = Cambios de ventaja
lab-row-repetitions = Terminadas por repetición
lab-row-passes = Pases entre las jugadas
lab-row-cut-off = Cortadas como tablas (demasiado largas)
lab-row-exact = Con juego perfecto
# $value, $low y $high son números ya escritos.
lab-value-interval = { $value } (de { $low } a { $high })
lab-value-results = { $first } · { $second } · { $draws }
# $ply es un número (con su intervalo); $share, la parte de la partida.
lab-value-decided = { $ply }; { $share } de la partida
lab-exact-first = gana el primer jugador (resuelto)
lab-exact-first-mirror = gana el primer jugador (teorema del espejo)
lab-exact-second = gana el segundo jugador (resuelto)
lab-exact-second-mirror = gana el segundo jugador (teorema del espejo)
lab-exact-none = sin resolver: el presupuesto del solucionador no alcanza
lab-plot-score = Puntuación del primer jugador, con su intervalo del 95 %
lab-plot-lengths = Duración de las partidas: la proporción de partidas según sus jugadas
lab-plot-branching = Jugadas entre las que elegir, por jugada
lab-axis-plies = jugadas por partida
lab-axis-ply = jugada
lab-download-records-a = Registros de las reglas A
lab-download-records-b = Registros de las reglas B
lab-download-csv = Tabla (CSV)
lab-download-json = Resultados (JSON)
lab-print = Imprimir
lab-play-rules-a = Jugar con las reglas A
lab-play-rules-b = Jugar con las reglas B

## Qué significan los números.

lab-explained = Qué significan los números
lab-term-player-score = La puntuación del jugador más fuerte
lab-explain-first-score = Una victoria cuenta 1 y unas tablas ½. Un 50 % es un juego justo entre jugadores iguales; el intervalo es el de Wilson, al 95 %: el valor real está dentro 19 veces de cada 20.
lab-explain-player-score = Con dos jugadores distintos: cuánto puntúa el más fuerte. Muy por encima del 50 %, el juego premia pensar más a fondo (su «skill trace»).
lab-explain-mover-score = Con la regla del pastel: la puntuación de quien hizo la primera jugada, en el bando que le dejara el cambio. Con la regla, esta es la ventaja del primer jugador; cerca del 50 %, la regla ha equilibrado el juego.
lab-explain-swaps = Con la regla del pastel: con qué frecuencia el segundo jugador respondió a la primera jugada con el cambio, según su propia evaluación.
lab-explain-length = Jugadas (cada movimiento de un solo bando) por partida, con el intervalo del 95 % de la media.
lab-explain-branching = Las jugadas legales del bando al que le toca, en cada posición de cada partida: lo amplio que es el juego.
lab-explain-decided = La jugada tras la cual el ganador final se mantiene por delante en la evaluación del ordenador. Cerca del final: el juego sigue abierto mucho tiempo.
lab-explain-lead-changes = Cuántas veces cambia el bando que va por delante en la evaluación: emoción, o un juego que oscila.
lab-explain-repetitions = La proporción de partidas que terminaron porque se repitió una posición.
lab-explain-passes = La proporción de jugadas que fueron pases.
lab-explain-exact = Solo Double Ring: lo que el solucionador exacto, o el teorema del espejo, demuestra sobre la posición inicial.

## Los niveles.

lab-ladder = El Elo de los niveles en { $game }
lab-ladder-how = Cada nivel jugó contra los demás y contra jugadas al azar, que valen 0; las puntuaciones se ajustan a esas partidas (docs/strength.md), y los jugadores de arriba son estos niveles.

## The skill trace.

lab-trace-games = Rastro de habilidad: partidas por emparejamiento (0: ninguna)
lab-row-trace = { $player } contra { $other }
lab-value-trace = { $score } de { $games } partidas
lab-term-trace = Rastro de habilidad («skill trace»)
lab-explain-trace = Cada nivel juega contra el nivel inferior (2 contra 1, 3 contra 2, 4 contra 3), alternando los lados: si la mirada más profunda sigue ganando en cada profundidad, el juego premia pensar más lejos; si las puntuaciones caen hacia el 50 %, es superficial o casi siempre tablas.
lab-row-mover-score = Puntuación de quien movió primero (tras un cambio)
lab-row-swaps = Cambios
lab-exact-pie-first = gana el segundo jugador: el primer bando gana el inicio, y el cambio se lo lleva
lab-exact-pie-second = gana el segundo jugador: el segundo bando gana el inicio, y lo conserva
