# Words of the area 'game-double-eighteen-stone' (www/js/i18n/i18n.js: needWords).

# Les règles à côté du plateau (double-eighteen-stone.js), HTML.
rules-double-eighteen-stone =
    <p>De David Short (2000) : l’Eight-Stone Chess avec des pierres neutres, joué comme un Doublechess, deux armées
    côte à côte sur un plateau de 16 colonnes (a–p) et 9 rangées.</p>
    <h3>Position de départ</h3>
    <p>Rangée 1, colonnes a à p : R N B Q R N B Q <b>K</b> B N R Q B N R, un seul roi, en i ; des pions sur toute la rangée 2.
    Les Noirs en miroir sur les rangées 9 et 8. Les Blancs jouent en premier.
    { -reading-explained } Le diagramme de la source écrit les Blancs en minuscules ; ici, les Blancs sont sur les rangées 1–2.</p>
    <p><b>18 pierres</b> : a4 f4 k4 p4; a5 c5 d5 f5 h5 i5 k5 m5 n5 p5; a6 f6 k6 p6.</p>
    <h3>Pierres</h3>
    <p>Les pierres n’appartiennent à personne et ne peuvent pas être prises. Rien ne s’arrête sur une pierre ni ne la traverse ;
    un cavalier la saute, et elle bloque le double pas d’un pion.</p>
    <h3>Un tour : un coup d’échecs ou un coup de pierre</h3>
    <ul>
    <li><b>Échange</b> : l’une de vos pièces, le roi compris, change de place avec une pierre juste à côté d’elle,
    en haut, en bas, à gauche ou à droite (jamais en diagonale). Cliquez sur la pièce : ses échanges sont les pierres cerclées de bleu.</li>
    <li><b>Coup en ligne</b> : dans une ligne continue de deux pierres ou plus le long d’une rangée ou d’une colonne, la pierre de
    l’un ou l’autre bout va sur la case vide juste après l’autre bout. Seulement les pierres des bouts, seulement sur une case
    vide ; une pierre isolée ne bouge que par échange. Cliquez sur une pierre d’un bout pour voir où elle peut aller.</li>
    <li><b>Pas de retour</b> : un coup de pierre ne peut pas remettre la pierre directement sur la case qu’elle a quittée au
    coup précédent de l’adversaire. Une autre pierre peut y aller.</li>
    <li>Un coup de pierre ne peut pas laisser votre propre roi en échec.
    { -reading } Un pion échangé sur sa dernière rangée est promu. Un pion ramené par échange sur sa propre première rangée
    reste un pion et avance d’une case à partir de là ; un pion sur sa deuxième rangée peut faire un double pas,
    quelle que soit la façon dont il y est arrivé.</li>
    </ul>
    <h3>Roque</h3>
    <p>Une fois par partie, avec n’importe laquelle des quatre tours, si le roi et la tour n’ont pas bougé (un échange compte comme
    un coup), que toutes les cases entre eux sont vides, et que le roi n’est pas en échec et ne passe ni ne s’arrête
    sur une case attaquée. Cliquez sur le roi, puis sur sa case d’arrivée :</p>
    <table class="rules-table">
    <tr><th>roque</th><th>roi</th><th>tour</th><th>notation</th></tr>
    <tr><td>intérieur, côté roi</td><td>i → k</td><td>l → j</td><td>O-O</td></tr>
    <tr><td>intérieur, côté dame</td><td>i → g</td><td>e → h</td><td>O-O-O</td></tr>
    <tr><td>extérieur, côté roi</td><td>i → m</td><td>p → l</td><td>O-O-O-O</td></tr>
    <tr><td>extérieur, côté dame</td><td>i → e</td><td>a → f</td><td>O-O-O-O-O</td></tr>
    </table>
    <p>{ -reading } Les noms s’allongent avec la distance de la tour au roi (3, 4, 7, 8 cases).</p>
    <h3>Le reste, ce sont les échecs</h3>
    <p>Double pas depuis la deuxième rangée, prise en passant, promotion sur la dernière rangée (en dame, tour,
    fou ou cavalier). L’échec et mat gagne ; le pat est nulle.</p>
    { -chess-endings }
    <p>{ -reading } La position comparée pour la répétition comprend les pierres et le coup de pierre
    que le « pas de retour » interdit ensuite. Pour la règle des cinquante coups, un coup de pierre est un coup ordinaire, et un échange
    qui déplace un pion est un coup de pion. Aucun matériel n’est trop faible pour mater : les pierres peuvent emmurer un roi.</p>
    <p>Dans la liste des coups, un échange s’écrit <code>N⇄d3</code> (un pion par sa case, <code>d2⇄d3</code>)
    et un coup en ligne <code>S c5-e5</code>.</p>

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-stone = { $form ->
        [the] la pierre
        [with] la pierre
        [a] une pierre
       *[bare] pierre
    }

