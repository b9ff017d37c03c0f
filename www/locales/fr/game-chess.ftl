# Words of the area 'game-chess' (www/js/i18n/i18n.js: needWords).

# Les règles à côté du plateau (chess.js), HTML. Leur première Lecture est dans -chess-endings.
rules-chess =
    <p>Les échecs orthodoxes selon les règles de la FIDE, sur le même noyau d’échecs que
    <a href="#one-ring">{ game-name-one-ring }</a> et <a href="#double-eighteen-stone">{ game-name-double-eighteen-stone }</a>,
    tous deux jouables ici. Jouez contre un ami ou contre l’ordinateur, comme à tous les jeux du site.</p>
    <ul>
    <li>Roque, prise en passant et promotion (en dame, tour, fou ou cavalier) comme d’habitude.</li>
    <li>L’échec et mat gagne. Le pat est nulle.</li>
    </ul>
    { -chess-endings(reading: "explained") }
    <p>Une position où aucun camp ne peut jamais mater est nulle aussitôt : les rois seuls, un roi
    et un fou ou un cavalier contre un roi, ou seulement des fous, tous sur des cases de la même couleur.
    { -reading } Seuls ces cas simples sont détectés ; les autres positions mortes se poursuivent jusqu’à la
    répétition ou à la règle des cinquante coups.</p>

