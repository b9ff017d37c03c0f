# Words of the area 'game-chess' (www/js/i18n/i18n.js: needWords).

# 盤の横のルール(chess.js)、HTML。最初の「解釈」は -chess-endings の中。
rules-chess =
    <p>FIDE のルールによる普通のチェス。<a href="#one-ring">{ game-name-one-ring }</a> や <a href="#double-eighteen-stone">{ game-name-double-eighteen-stone }</a> と同じチェスのコアで動いていて、どちらもここで遊べます。このサイトのどのゲームとも同じく、友だちやコンピューターと対局できます。</p>
    <ul>
    <li>キャスリング、アンパッサン、プロモーション（クイーン、ルーク、ビショップ、ナイトのどれかに）は通常どおり。</li>
    <li>チェックメイトで勝ち。ステイルメイトは引き分け。</li>
    </ul>
    { -chess-endings(reading: "explained") }
    <p>どちらも決してメイトできない局面は、その時点で引き分けです：キングだけ、キングと1つのビショップかナイト対キング、またはキングのほかはビショップだけで、すべて同じ色のマスにある場合。
    { -reading } 検出するのはこうした単純な場合だけです。ほかのデッドポジションは、同一局面の反復か50手ルールまで続きます。</p>

