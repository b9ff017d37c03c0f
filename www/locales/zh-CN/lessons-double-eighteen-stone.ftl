# DoubleEIGHTEEN-STONEchess 课程(www/data/lessons/double-eighteen-stone.json)的文字。
# lesson-double-eighteen-stone-<课程>-title 与 -summary;第 n 步:-goal、-explain、-wrong、-done。

## stones-block

lesson-double-eighteen-stone-stones-block-title = 石头会挡路
lesson-double-eighteen-stone-stones-block-summary = 任何棋子都不能落在石头上或穿过石头，只有马可以跳过去。
lesson-double-eighteen-stone-stones-block-1-explain = 18 块石头不属于任何一方，也不能被吃掉。它们像棋子一样挡路：任何棋子都不能落在石头上，也不能穿过石头。
lesson-double-eighteen-stone-stones-block-1-goal = 吃掉 h5 上的黑车。你有两枚棋子被石头挡住了。
lesson-double-eighteen-stone-stones-block-1-wrong = 这步什么也没吃到：h3 和 g4 上的石头挡住了后和象，但 a5 上的车路线畅通。
lesson-double-eighteen-stone-stones-block-1-done = 只有车有通往 h5 的畅通线路：石头挡住了后和象。
lesson-double-eighteen-stone-stones-block-2-explain = 马是跳着走的，所以周围或路上的石头挡不住它。不过它不能落在石头上。
lesson-double-eighteen-stone-stones-block-2-goal = d4 上的石头挡住了你的车。换个办法吃掉 d6 上的黑后。
lesson-double-eighteen-stone-stones-block-2-wrong = 这步什么也没吃到：你在 c4 的马可以越过石头跳到 d6。
lesson-double-eighteen-stone-stones-block-2-done = 马越过石头，吃掉了后。
lesson-double-eighteen-stone-stones-block-3-explain = 兵走两格时，只要两个格子中任何一个有石头就走不了：c3 上的石头挡住了 c 兵（它只能和石头交换位置，下一课会讲到），d4 上的石头让 d 兵只能走到 d3。
lesson-double-eighteen-stone-stones-block-3-goal = 把一个兵向前推两格。
lesson-double-eighteen-stone-stones-block-3-wrong = 这不是走两格：只有 e 兵前面的两个格子都是空的。
lesson-double-eighteen-stone-stones-block-3-done = e 兵的路是通的。两个格子中任何一个有石头，都不能走两格。

## stone-swaps

lesson-double-eighteen-stone-stone-swaps-title = 与石头交换
lesson-double-eighteen-stone-stone-swaps-summary = 不走国际象棋的着法，也可以让一枚棋子和相邻的石头交换位置。
lesson-double-eighteen-stone-stone-swaps-1-explain = 一回合可以不走国际象棋的着法，而是与石头交换：你的一枚棋子和沿直线或横线相邻的一块石头交换位置（不能斜着）。
lesson-double-eighteen-stone-stone-swaps-1-goal = 一步将死。你的车过不了 f3 上的石头，但可以和它交换位置。
lesson-double-eighteen-stone-stone-swaps-1-wrong = 没有将死：让车和 f3 上的石头交换位置，进入畅通的 f 线。
lesson-double-eighteen-stone-stone-swaps-1-done = 车和石头交换了位置，f3 上的车沿 f 线将死。
lesson-double-eighteen-stone-stone-swaps-2-explain = 任何棋子都可以交换，包括王，只要不让自己的王处于被将军的状态。
lesson-double-eighteen-stone-stone-swaps-2-goal = 你的王被 a1 上的车将军了。用交换逃脱。
lesson-double-eighteen-stone-stone-swaps-2-wrong = 让王和 h2 上的石头交换位置。
lesson-double-eighteen-stone-stone-swaps-2-done = 王去了 h2，离开了车所在的横线，石头顶替它到了 h1。
lesson-double-eighteen-stone-stone-swaps-3-explain = 本站的解读：通过交换到达底线的兵会升变，就像走到那里一样。
lesson-double-eighteen-stone-stone-swaps-3-goal = 你在 h8 的兵被 h9 上的石头挡住了。一步将死。
lesson-double-eighteen-stone-stone-swaps-3-wrong = 没有将死：让兵和 h9 上的石头交换位置并升变。
lesson-double-eighteen-stone-stone-swaps-3-done = 兵通过交换到了 h9 并升变：那里的后（或车）沿第 9 横线将死。

## line-moves

lesson-double-eighteen-stone-line-moves-title = 推移
lesson-double-eighteen-stone-line-moves-summary = 一排连成直线的石头，端头的石头可以跳到另一端外侧的空格上。
lesson-double-eighteen-stone-line-moves-1-explain = 当两块或更多石头沿直线或横线不间断地连成一排时，任一端的石头都可以跳到另一端紧挨着的空格上。
lesson-double-eighteen-stone-line-moves-1-goal = c5 和 d5 上的石头连成一排。用推移打开 c 线，让你的车将军 c9 上的王。
lesson-double-eighteen-stone-line-moves-1-wrong = 这样 c 线还是封闭的：c5 上的石头必须越过 d5 跳到 e5。
lesson-double-eighteen-stone-line-moves-1-done = c5 越过 d5 跳到 e5，车沿打开的线将军。
lesson-double-eighteen-stone-line-moves-2-explain = 推移也可以把石头挡在将军的路线上。
lesson-double-eighteen-stone-line-moves-2-goal = 你的王被 e9 上的车将军了。用推移挡住将军。
lesson-double-eighteen-stone-line-moves-2-wrong = 这里要用石头挡住将军：c4 上的石头可以越过 d4 跳过去。
lesson-double-eighteen-stone-line-moves-2-done = c4 越过 d4 跳到 e4，这块石头现在护住了你的王。
lesson-double-eighteen-stone-line-moves-3-explain = 只有一排石头两端的石头能动，而且只能跳到空格上。中间的石头不动。
lesson-double-eighteen-stone-line-moves-3-goal = 打开 h 线，让你的车攻击 h8 上的黑后。
lesson-double-eighteen-stone-line-moves-3-wrong = h 线还是封闭的：h4 上的石头是 f4 g4 h4 这一排的一端，可以越过 f4 跳过去。
lesson-double-eighteen-stone-line-moves-3-done = h4 跳到了 e4。另一端的 f4 跳不了：你的马在 i4 上。

## no-undo

lesson-double-eighteen-stone-no-undo-title = 不可撤回
lesson-double-eighteen-stone-no-undo-summary = 对方上一步移动了石头，就不能马上把那块石头放回原处。
lesson-double-eighteen-stone-no-undo-1-explain = 移动石头时，不能把石头放回它在对方上一步中离开的格子。黑方刚把石头从 c5 移到 e5，让 c9 上的车露出了将军。
lesson-double-eighteen-stone-no-undo-1-goal = 挡住将军。e5 上的石头不能直接回到 c5：找另一种移动石头的着法。
lesson-double-eighteen-stone-no-undo-1-wrong = 用一块石头挡住 c 线上的将军。
lesson-double-eighteen-stone-no-undo-1-done = a3 上的石头越过 b3 跳到 c3，挡住了将军。把 e5 移回 c5 就是撤回了。
lesson-double-eighteen-stone-no-undo-2-explain = 这条规则只看对方的上一步。之前，黑方把石头从 c5 移到 e5，挡住了你的车的将军；此后你的王走到了 a1，黑方的上一步是一个兵走到 a7。
lesson-double-eighteen-stone-no-undo-2-goal = 一步将死。
lesson-double-eighteen-stone-no-undo-2-wrong = 没有将死：e5 上的石头现在可以回到 c5 了。
lesson-double-eighteen-stone-no-undo-2-done = 石头回到 c5，车将死：黑方不能把它直接移回 e5 来撤回。

## castling

lesson-double-eighteen-stone-castling-title = 四种易位
lesson-double-eighteen-stone-castling-summary = 王可以和四个车中的任意一个易位一次：内侧或外侧，王翼或后翼。
lesson-double-eighteen-stone-castling-1-explain = i1 上的王每盘棋可以和四个没动过的车中的任意一个易位一次，条件和普通国际象棋相同。内侧易位使用较近的 e1 和 l1 上的车。
lesson-double-eighteen-stone-castling-1-goal = 进行王翼内侧易位：王从 i1 走到 k1，车从 l1 走到 j1。
lesson-double-eighteen-stone-castling-1-wrong = 不是这个：进行王翼内侧易位，王从 i1 朝 l1 的车走两格到 k1。
lesson-double-eighteen-stone-castling-1-done = 王翼内侧易位：王 i1 到 k1，车 l1 到 j1。
lesson-double-eighteen-stone-castling-2-explain = 王和车之间的格子必须全是空的：石头像棋子一样会阻止易位。j1 上的石头让两种王翼易位都不可能。
lesson-double-eighteen-stone-castling-2-goal = 进行后翼内侧易位：王从 i1 走到 g1，车从 e1 走到 h1。
lesson-double-eighteen-stone-castling-2-wrong = 向后翼易位：先点王，再点 g1。
lesson-double-eighteen-stone-castling-2-done = 后翼内侧易位：王 i1 到 g1，车 e1 到 h1。
lesson-double-eighteen-stone-castling-3-explain = 内侧的车离开后，外侧易位使用角上的车：王翼时，王走到 m1，车从 p1 走到 l1。
lesson-double-eighteen-stone-castling-3-goal = 易位，让你的车将军 l9 上的王。
lesson-double-eighteen-stone-castling-3-wrong = 不是这个：进行王翼外侧易位，王从 i1 到 m1，这样 p1 的车落到 l1 并将军。
lesson-double-eighteen-stone-castling-3-done = 王翼外侧易位：王 i1 到 m1，车 p1 到 l1，将军。
lesson-double-eighteen-stone-castling-4-explain = 王被将军时不能易位，也不能经过或落到受攻击的格子上。m9 上的黑车攻击着 m1。
lesson-double-eighteen-stone-castling-4-goal = 易位：这里只有一种易位是可行的。
lesson-double-eighteen-stone-castling-4-wrong = 这不是易位。进行后翼外侧易位：王从 i1 到 e1。
lesson-double-eighteen-stone-castling-4-done = 后翼外侧易位：王 i1 到 e1，车 a1 到 f1。

## first-plans

lesson-double-eighteen-stone-first-plans-title = 初步计划
lesson-double-eighteen-stone-first-plans-summary = 用马捉双得子，将死一个能和石头交换的王。
lesson-double-eighteen-stone-first-plans-1-explain = 马能越过石头，所以它可以从墙后同时攻击两枚棋子。
lesson-double-eighteen-stone-first-plans-1-goal = 用两步赢得黑后。
lesson-double-eighteen-stone-first-plans-1-wrong = 用马捉双王和后，然后吃掉后。
lesson-double-eighteen-stone-first-plans-1-done = c7 上的马将军并攻击后；王只得走开，后就丢了。
lesson-double-eighteen-stone-first-plans-2-explain = 王旁边的石头算不上墙：王可以和它交换位置。你在 k5 的象控制着 o9。
lesson-double-eighteen-stone-first-plans-2-goal = 一步将死。
lesson-double-eighteen-stone-first-plans-2-wrong = 没有将死。不要挡住你的象：王可以和 o9 上的石头交换位置。
lesson-double-eighteen-stone-first-plans-2-done = 马从 o7 将军，而换到 o9 会让王走进你的象控制的格子。
