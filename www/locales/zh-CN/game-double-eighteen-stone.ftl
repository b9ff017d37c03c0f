# Words of the area 'game-double-eighteen-stone' (www/js/i18n/i18n.js: needWords).

# 棋盘旁的规则(double-eighteen-stone.js),HTML。
rules-double-eighteen-stone =
    <p>David Short 设计（2000 年）：使用中立石头的八石国际象棋（Eight-Stone Chess），按双国际象棋（Doublechess）的方式下，两支大军并排在 16 列（a–p）、9 行的棋盘上。</p>
    <h3>初始布局</h3>
    <p>第 1 行，a 到 p 列：R N B Q R N B Q <b>K</b> B N R Q B N R，只有一个王，在 i；第 2 行全是兵。黑方在第 9 和第 8 行镜像对称。白方先走。
    { -reading-explained } 原始图示用小写字母表示白方；这里白方在第 1–2 行。</p>
    <p><b>18 块石头</b>：a4 f4 k4 p4; a5 c5 d5 f5 h5 i5 k5 m5 n5 p5; a6 f6 k6 p6。</p>
    <h3>石头</h3>
    <p>石头不属于任何一方，不能被吃。任何棋子都不能停在石头上或穿过石头；马可以跳过石头，兵走两格会被石头挡住。</p>
    <h3>一步：棋子着法或石头着法</h3>
    <ul>
    <li><b>交换</b>：己方的一个棋子（王也可以）与上、下、左或右（不能斜向）紧邻的一块石头互换位置。点击棋子：可以交换的石头以蓝环标出。</li>
    <li><b>推移</b>：沿一行或一列连续排成一线的两块或更多石头中，任一端的石头移到另一端之外紧邻的空格。只能移动端头的石头，只能移到空格；单独的一块石头只能通过交换移动。点击端头的石头可以看到它能去哪里。</li>
    <li><b>不可撤回</b>：石头着法不能把石头直接放回它在对手上一步中离开的格子。别的石头可以去那里。</li>
    <li>石头着法不能让己方的王处于被将军的状态。
    { -reading } 交换到底线的兵会升变。交换回己方第一行的兵仍然是兵，从那里向前走一格；在第二行的兵无论怎样到达那里，都可以走两格。</li>
    </ul>
    <h3>王车易位</h3>
    <p>每局一次，可以与四个车中的任何一个进行，条件是：王和车都没有动过（交换也算动过）、两者之间的格子全空、王没有被将军，且不经过也不停在受攻击的格子上。先点击王，再点击它的目标格：</p>
    <table class="rules-table">
    <tr><th>王车易位</th><th>王</th><th>车</th><th>记法</th></tr>
    <tr><td>内侧，王翼</td><td>i → k</td><td>l → j</td><td>O-O</td></tr>
    <tr><td>内侧，后翼</td><td>i → g</td><td>e → h</td><td>O-O-O</td></tr>
    <tr><td>外侧，王翼</td><td>i → m</td><td>p → l</td><td>O-O-O-O</td></tr>
    <tr><td>外侧，后翼</td><td>i → e</td><td>a → f</td><td>O-O-O-O-O</td></tr>
    </table>
    <p>{ -reading } 记法随车与王的距离（3、4、7、8 格）而变长。</p>
    <h3>其余照国际象棋</h3>
    <p>兵从第二行可走两格、吃过路兵、在底线升变（后、车、象或马）。将死获胜；逼和为和棋。</p>
    { -chess-endings }
    <p>{ -reading } 判断重复局面时比较的局面包括石头，以及下一步被“不可撤回”禁止的石头着法。在五十步规则中，石头着法是普通着法，移动了兵的交换算作兵的移动。没有哪种子力少到无法将死：石头可以把王围住。</p>
    <p>在着法列表中，交换写作 <code>N⇄d3</code>（兵以其所在格表示，<code>d2⇄d3</code>），推移写作 <code>S c5-e5</code>。</p>

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-stone = { $form ->
       *[bare] 石子
    }

