# Words of the area 'game-one-ring' (www/js/i18n/i18n.js: needWords).

# 棋盘旁的规则(one-ring.js),HTML。
rules-one-ring =
    <p>Robert Price 设计。a–e 列、1–8 行，另加两格：白王下方的 <b>c0</b> 和黑王上方的 <b>c9</b>，共 42 格。c0 和 c9 是普通的格子：直线、斜线和马的跳跃都可经过它们（b1–c0 是斜走一步，a1–c0 是马的一跳）。</p>
    <h3>初始布局</h3>
    <p>白方：王 c0；车 a1, e1；后 b1；象 c1, d1；马 a2, e2；兵 a3, b2, c2, d2, e3。黑方与之镜像对称：王 c9；车 a8, e8；后 b8；象 c8, d8；马 a7, e7；兵 a6, b7, c7, d7, e6。白方先走。除以下例外，均按国际棋联（FIDE）的国际象棋规则。</p>
    <h3>兵</h3>
    <ul>
    <li><b>不能王车易位。</b> { -reading-explained } 开局时没有王和车位于同一行。</li>
    <li><b>兵走两格</b>只能从兵的第二行开始（白方第 2 行，黑方第 7 行），吃过路兵照常。因此 a3、e3、a6 和 e6 上的兵永远不能走两格。
    { -reading } 兵向前斜走一格进入吃过路兵的格子，就是吃过路兵，该兵佩戴魔戒时也一样。</li>
    <li><b>升变</b>：白方在 a8, b8, <b>c9</b>, d8, e8，黑方在 a1, b1, <b>c0</b>, d1, e1，升变为后、车、象或马。c8 和 c1 不在升变区内：c8 上的白兵要继续走到 c9。</li>
    </ul>
    <h3>至尊魔戒</h3>
    <ul>
    <li><b>登场</b>：白方第一个棋子被吃时。白方在下一步之前，把魔戒戴到自己的一个兵上（以金色标出：点击其中一个）。这一选择不占用这一步。{ -reading } 即使白方随后没有合法着法，也要先做选择；如果那时白方没有兵，魔戒永不登场。{ -reading } 如果某个兵戴上魔戒后的走法会攻击黑王，就不能选它，因为接下来轮到白方走，黑王可能被吃掉；如果每个兵都是如此，魔戒永不登场。</li>
    <li><b>白方的佩戴者</b>还可以向前、斜向前或横向走一格。<b>黑方的佩戴者</b>还可以按后的走法移动。{ -reading } 这些额外的走法可以吃子；以这种走法停在己方升变区的兵会升变，并保留魔戒。
    { -reading } 黑方佩戴魔戒的兵从其第二行笔直向前走两格，算作走了两格，可以被吃过路兵；从其他位置走则不算。</li>
    <li><b>吃掉佩戴者</b>：吃子的棋子戴上魔戒。白方的佩戴者如果不是兵，不会被移除，而是被<b>腐化</b>：它移到吃它的棋子原来所在的格子，并变成黑方的棋子。</li>
    <li><b>摧毁魔戒</b>：位于白方升变区的白方佩戴者，可以用整整一步摧毁魔戒（棋盘上方的按钮）：白方获胜。
    { -reading } 即使白方正被将军也可以，因为对局在黑方走棋之前就已结束。</li>
    </ul>
    <h3>终局</h3>
    <p><b>将死</b>获胜。<b>逼和判负</b>：没有被将军却没有合法着法的一方告负。任何一步都不能让己方的王处于被将军的状态，魔戒的效果也算在内（被腐化的棋子可以将军）。</p>
    { -chess-endings }

# 魔戒不在棋盘上时的状态栏(one-ring.js statusNote)。
one-ring-waiting = 白方首次失子时魔戒登场
one-ring-choosing = 白方须选一个兵佩戴魔戒：点击一个带金环的兵，或输入 @ 和它所在的格
# 打印棋谱纸上的轮次行:同上,不提点击。
one-ring-choosing-sheet = 白方须选一个兵佩戴魔戒
# 棋盘上方的按钮;$square 是佩戴者所在的格 (d8)。
one-ring-destroy = 摧毁魔戒
    .title = { $square } 上的佩戴者摧毁魔戒：白方获胜

# Moved here from chess-words.ftl: words only this game's pages use.
chess-words-ring-worn = 魔戒由 { $square } 上的{ $colour ->
        [white] 白方
       *[black] 黑方
    }{ $role ->
        [pawn] 兵
        [knight] 马
        [bishop] 象
        [rook] 车
        [queen] 后
       *[king] 王
    }佩戴
chess-words-ring-never = 魔戒始终未登场

# The engine's words for this game alone (engine-words.js).
outcome-ring-destroyed = 魔戒被摧毁
option-one-ring-kings = 王
choice-one-ring-kings-free = 自由（本来的规则）
choice-one-ring-kings-facing = 不得对面（如中国象棋）
