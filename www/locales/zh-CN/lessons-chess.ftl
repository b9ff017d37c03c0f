# 国际象棋课程(www/data/lessons/chess.json)的文字。
# lesson-chess-<课程>-title 与 -summary;第 n 步:-goal、-explain、-wrong、-done。

## piece-moves

lesson-chess-piece-moves-title = 棋子怎么走
lesson-chess-piece-moves-summary = 车走直线，象走斜线，马会跳。
lesson-chess-piece-moves-1-explain = 车沿直线（竖列）或横线（横排）直走，格数不限，只要路上没有棋子挡着。
lesson-chess-piece-moves-1-goal = 把车从 d1 走到 d7。
lesson-chess-piece-moves-1-wrong = 车沿 d 线笔直向上走：把它从 d1 走到 d7。
lesson-chess-piece-moves-1-done = 车一步就沿畅通的 d 线走了上去。
lesson-chess-piece-moves-2-explain = 象沿斜线走，格数不限，所以它永远待在同一种颜色的格子上。
lesson-chess-piece-moves-2-goal = 把象走到标记的格子 g5。
lesson-chess-piece-moves-2-wrong = 象走斜线：从 c1 向右上方走到 g5。
lesson-chess-piece-moves-2-done = c1、d2、e3、f4、g5：同一条斜线，全是深色格。
lesson-chess-piece-moves-3-explain = 马走“L”形：朝一个方向走两格，再向旁边走一格。它是唯一能越过其他棋子的棋子。
lesson-chess-piece-moves-3-goal = 让马越过兵，从 b1 跳到 c3。
lesson-chess-piece-moves-3-wrong = 把马从 b1 跳到 c3：向上两格，向右一格。
lesson-chess-piece-moves-3-done = 前面的兵挡不住马：它从兵上面跳了过去。

## captures

lesson-chess-captures-title = 吃子
lesson-chess-captures-summary = 走到对方棋子所在的格子就能吃掉它；兵斜着吃子。
lesson-chess-captures-1-explain = 棋子按自己平常的走法走到对方棋子的格子上，就吃掉了那枚棋子。被吃的棋子离开棋盘。
lesson-chess-captures-1-goal = 用车吃掉黑方的马。
lesson-chess-captures-1-wrong = 吃掉 d4 上的马：你的车沿 d 线直走就能到。
lesson-chess-captures-1-done = 车吃掉了 d4 上的马。
lesson-chess-captures-2-explain = 如果同一方的另一枚棋子能在某个格子上吃回来，那个格子上的棋子就是有保护的。吃有保护的棋子，可能会赔上自己的棋子。
lesson-chess-captures-2-goal = 你的后可以吃车，也可以吃象。吃掉没有保护的那个。
lesson-chess-captures-2-wrong = d7 上的车有黑王保护：去吃没有任何保护的棋子。
lesson-chess-captures-2-done = a4 上的象白白送上门：你净得一个子。
lesson-chess-captures-3-explain = 兵向前直走，但吃子时向斜前方走一格。
lesson-chess-captures-3-goal = 你在 e4 的兵被挡住了。用它吃子。
lesson-chess-captures-3-wrong = 兵向斜前方吃子：e4 的兵可以在 d5 吃子。
lesson-chess-captures-3-done = 兵在 d5 吃了子，不再被挡住了。

## check-and-mate

lesson-chess-check-and-mate-title = 将军与将死
lesson-chess-check-and-mate-summary = 每次被将军都必须应将；将死对方就赢了。
lesson-chess-check-and-mate-1-explain = 王受到攻击就是被将军，必须马上解除：移动王、挡住攻击，或者吃掉攻击的棋子。
lesson-chess-check-and-mate-1-goal = 你的王被 e5 上的车将军了。用最好的办法应将。
lesson-chess-check-and-mate-1-wrong = 这样王确实脱离了将军，但你的象本可以直接吃掉那个车。
lesson-chess-check-and-mate-1-done = 吃掉将军的车，既解除了将军，又赚了一个车。
lesson-chess-check-and-mate-2-explain = 将死就是无法解除的将军。将死对方就赢得了这盘棋。
lesson-chess-check-and-mate-2-goal = 一步将死黑方。
lesson-chess-check-and-mate-2-wrong = 没有将死：黑王还能逃。看看底线，就在它自己的兵后面。
lesson-chess-check-and-mate-2-done = 车走 a8 将死：黑王被自己的兵困住了。
lesson-chess-check-and-mate-3-explain = 如果轮到走棋的一方没有被将军，却没有任何合法的着法，就是逼和：和棋，不是胜利。
lesson-chess-check-and-mate-3-goal = 一步将死黑方，小心不要逼和。
lesson-chess-check-and-mate-3-wrong = 没有将死：要么黑王还能走，要么它不能走却没有被将军，那就是逼和。
lesson-chess-check-and-mate-3-done = 后走 h8 将死：你的王控制 a7 和 b7，后将军并控制 b8。

## special-moves

lesson-chess-special-moves-title = 特殊着法
lesson-chess-special-moves-summary = 王车易位、吃过路兵和升变。
lesson-chess-special-moves-1-explain = 王车易位时，王朝一个车的方向走两格，车跳到王越过的那个格子上。王和车都不能走动过，中间的格子必须是空的，王不能正被将军，也不能经过受攻击的格子。
lesson-chess-special-moves-1-goal = 向王翼易位：把王从 e1 走到 g1。
lesson-chess-special-moves-1-wrong = 把王朝 h1 的车走两格来易位：从 e1 到 g1。
lesson-chess-special-moves-1-done = 一步之内，王到了 g1，车从 h1 到了 f1。
lesson-chess-special-moves-2-explain = 黑方刚把一个兵从 d7 走两格到 d5，正好停在你的兵旁边。你的兵可以把它当作只走了一格那样吃掉：这就是吃过路兵。
lesson-chess-special-moves-2-goal = 吃过路兵，吃掉 d5 上的兵。
lesson-chess-special-moves-2-wrong = 吃过路兵：你的兵从 e5 走到 d6，d5 上的兵被拿走。
lesson-chess-special-moves-2-done = 你的兵落在 d6，d5 上的黑兵离开了棋盘。只有在对方兵刚走完两格之后才能这样吃。
lesson-chess-special-moves-3-explain = 兵走到最后一条横线就要升变：由你选择变成后、车、象或马。
lesson-chess-special-moves-3-goal = 把兵走到 a8，让它变成后。
lesson-chess-special-moves-3-wrong = 把兵从 a7 走到 a8，选择最强的棋子：后。
lesson-chess-special-moves-3-done = 你的兵变成了后，而且还将了军。
