# Words of the area 'game-chess' (www/js/i18n/i18n.js: needWords).

# Die Regeln neben dem Brett (chess.js), HTML. Ihre erste Lesart steht in -chess-endings.
rules-chess =
    <p>Orthodoxes Schach nach den FIDE-Regeln, auf demselben Schachkern wie
    <a href="#one-ring">{ game-name-one-ring }</a> und <a href="#double-eighteen-stone">{ game-name-double-eighteen-stone }</a>,
    die beide hier spielbar sind. Spiel es gegen einen Freund oder den Computer, wie jedes Spiel auf der Seite.</p>
    <ul>
    <li>Rochade, en passant und Umwandlung (in Dame, Turm, Läufer oder Springer) wie üblich.</li>
    <li>Schachmatt gewinnt. Patt ist remis.</li>
    </ul>
    { -chess-endings(reading: "explained") }
    <p>Eine Stellung, in der keine Seite je mattsetzen kann, ist sofort remis: nur die Könige, ein König
    mit einem Läufer oder Springer gegen einen König, oder nur Läufer, alle auf Feldern derselben Farbe.
    { -reading } Nur diese einfachen Fälle werden erkannt; andere tote Stellungen laufen weiter bis zur
    Wiederholung oder zur 50-Züge-Regel.</p>

