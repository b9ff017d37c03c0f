# El marco del sitio: la cabecera, la portada y los avisos de cualquier página.

site-title = ringboard: juegos abstractos poco comunes
site-description = Juega a Double Ring, Double Take, The King of Rings y otros juegos abstractos poco comunes en el navegador, exactamente según sus reglas.
nav-games = Juegos
nav-lobby = Sala
page-loading = Cargando…
language-picker =
    .aria-label = Idioma
notice-dismiss = Cerrar
    .aria-label = Cerrar el mensaje

## Los juegos. Se conservan sus nombres propios en inglés, salvo el ajedrez.

game-name-double-ring = Double Ring
game-name-double-take = Double Take
game-name-king-of-rings = The King of Rings
game-name-one-ring = The One Ring
game-name-double-eighteen-stone = DoubleEIGHTEEN-STONEchess
game-name-chess = Ajedrez

## Avisos que puede mostrar cualquier página.

notice-no-game = Aquí no hay ningún juego '{ $game }'. Estos son los juegos a los que puedes jugar.
notice-engine-failed = No se pudo cargar el motor del juego. Este sitio necesita un navegador con WebAssembly; recargar la página puede ayudar.
notice-update-ready = Hay una nueva versión de ringboard lista. Tu partida está guardada.
notice-update-reload = Recargar para actualizar

# Los bandos de cada juego, como los nombra cada página (también la lista de partidas jugadas aquí).
player-double-ring-first = Jugador 1
player-double-ring-second = Jugador 2
player-double-take-first = Rojo
player-double-take-second = Verde
player-king-of-rings-first = Blancas
player-king-of-rings-second = Negras
player-one-ring-first = Blancas
player-one-ring-second = Negras
player-double-eighteen-stone-first = Blancas
player-double-eighteen-stone-second = Negras
player-chess-first = Blancas
player-chess-second = Negras
# A square board's size, as in a variant's line ("Skip Two · 9 x 9").
board-square-size = { $size } x { $size }
board-rectangle-size = { $width } x { $height }
# The pie rule, every game's option (RULES.md §7): the game page, Play online and the lab word it.
option-pie = Regla del pastel
choice-pie-0 = No
choice-pie-1 = Sí
