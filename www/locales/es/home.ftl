# The home page (www/js/pages/home.js).

game-hook-double-ring = Salta dos anillos, forma un doble y sé el último en mover.
game-summary-double-ring = Un juego de anillos de lápiz y papel en una cuadrícula de 9x9. Cinco reglas y cualquier tablero de 3x3 a 19x19, con un solucionador exacto para el final.
game-hook-double-take = Encierra piezas enemigas; gana quien lleve primero cuatro a la fila del fondo.
game-summary-double-take = La carrera de capturas por encierro de Andrew Perkis, sobre dos redes de puntos entrelazadas.
game-hook-king-of-rings = Los caballos recogen anillos y saltan exactamente tantas casillas como anillos llevan.
game-summary-king-of-rings = Siete caballos por bando en un tablero de 7x7 con anillos de 1, 3 o 5 puntos. Captura a un portador para quedarte con toda su pila; gana quien tenga más puntos.
game-hook-one-ring = Ajedrez en 42 casillas, donde el Anillo corrompe a quien lo lleva.
game-summary-one-ring = La variante de ajedrez de Robert Price. La primera pérdida de las blancas trae el Anillo Único: da nuevos movimientos, corrompe al portador capturado y, si las blancas lo destruyen, ganan.
game-hook-double-eighteen-stone = Dos ejércitos de ajedrez en un tablero ancho y 18 piedras grises para intercambiar o empujar en línea.
game-summary-double-eighteen-stone = El doble ajedrez de David Short en 16 x 9 casillas, con un rey por bando. Intercambia una pieza con una piedra o desliza una fila de piedras.
game-hook-chess = El juego clásico, con las reglas de la FIDE.
game-summary-chess = Juega contra un amigo o contra el ordenador en cinco niveles, y guarda tus partidas en PGN estándar.

home-title = Juegos abstractos poco comunes, exactamente según sus reglas
home-lede = Abre un juego y juega al instante: contra el ordenador en cinco niveles, o dos jugadores en una misma pantalla. ¿Nunca has visto un juego? Sus lecciones te lo enseñan en minutos sobre el tablero real, y sus problemas, hallados por el motor, te hacen mejorar.
home-card-players = { $players } jugadores · contra el ordenador o un amigo
home-card-in-progress = Tu partida en curso: { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
home-continue = Continuar
home-new-game = Nueva partida
    .title = Una nueva partida contra el ordenador (nivel 3); se guarda la partida en curso
home-play-computer = Jugar contra el ordenador
home-new-game-friend = Nueva partida con un amigo en esta pantalla
home-play-friend = Jugar con un amigo en esta pantalla
home-play-far-away = Jugar con un amigo a distancia
home-play-online = Jugar en línea
home-lobby = Sala: desafíos abiertos
home-print = Imprimir un tablero en blanco
home-learn = Aprender a jugar
home-lessons = Lecciones
home-puzzles = Problemas
home-lab = Laboratorio: probar reglas nuevas
home-lessons-count = { $count } lecciones
home-lessons-done = Lecciones: { $done } de { $count } hechas
home-puzzles-count = { $count } problemas
home-puzzles-solved = Problemas: { $solved } de { $count } resueltos

# The list of my games (my-games-list.js), on the home page.
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
play-my-game-open = Abrir
    .aria-label = Abrir la partida de { $game } del { $date }
play-my-game-continue = Continuar
    .aria-label = Continuar la partida de { $game } del { $date }
play-my-game-delete = Eliminar
    .aria-label = Eliminar la partida de { $game } del { $date }

# A game's number of moves, in the list of my games.
play-moves = { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }
