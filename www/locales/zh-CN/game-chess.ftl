# Words of the area 'game-chess' (www/js/i18n/i18n.js: needWords).

# 棋盘旁的规则(chess.js),HTML。第一个“解读”在 -chess-endings 中。
rules-chess =
    <p>按国际棋联（FIDE）规则的标准国际象棋，与<a href="#one-ring">{ game-name-one-ring }</a>和<a href="#double-eighteen-stone">{ game-name-double-eighteen-stone }</a>使用同一个国际象棋核心，两者都可以在这里下。和本站的每个游戏一样，可以与朋友或电脑对弈。</p>
    <ul>
    <li>王车易位、吃过路兵和升变（升为后、车、象或马）照常。</li>
    <li>将死获胜。逼和为和棋。</li>
    </ul>
    { -chess-endings(reading: "explained") }
    <p>双方都不可能将死的局面立即判和：只剩双王；王加一象或一马对王；或除王以外只有象，且全都在同色格上。
    { -reading } 只检测这些简单情形；其他死局会一直下到重复局面或五十步规则。</p>

