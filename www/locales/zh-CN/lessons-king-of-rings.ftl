# 环之王课程(www/data/lessons/king-of-rings.json)的文字。
# lesson-king-of-rings-<课程>-title 与 -summary;第 n 步:-goal、-explain、-wrong、-done。

## plain-knight

lesson-king-of-rings-plain-knight-title = 空手骑士
lesson-king-of-rings-plain-knight-summary = 没有环的骑士可以向任何方向走一格。
lesson-king-of-rings-plain-knight-1-explain = 白方从下方先走。没有环的骑士，即空手骑士，可以朝 8 个方向中的任意一个走一格：直走或斜走，向前或向后都行。
lesson-king-of-rings-plain-knight-1-goal = 把 d4 上的白方骑士斜着向后走一格，到 c3：先点骑士，再点格子。
lesson-king-of-rings-plain-knight-1-wrong = 这一步也不错，不过这次请斜着后退到 c3。
lesson-king-of-rings-plain-knight-1-done = 空手骑士向后走和向前走一样容易。
lesson-king-of-rings-plain-knight-2-explain = 空手骑士可以走到有环的格子上：它会拿走那个环。持有环的骑士叫做持有者。
lesson-king-of-rings-plain-knight-2-goal = 拿走 e5 上的银环。
lesson-king-of-rings-plain-knight-2-wrong = 那个格子是空的：走到 e5 的环上。
lesson-king-of-rings-plain-knight-2-done = 你的骑士现在持有一个环：它成了持有者，而持有者的走法不一样。

## holders-leap

lesson-king-of-rings-holders-leap-title = 持有者会跳
lesson-king-of-rings-holders-leap-summary = 持有者持有几个环，就正好跳几格。
lesson-king-of-rings-holders-leap-1-explain = 持有者持有几个环，就沿 8 个方向之一的直线正好跳几格。数的是环的个数，不是分数。
lesson-king-of-rings-holders-leap-1-goal = 你在 b2 的持有者持有两个环。拿走 d4 上的大蓝环。
lesson-king-of-rings-holders-leap-1-wrong = 这样只拿到一个银环；沿斜线跳两格就能拿到 d4 上的大蓝环。
lesson-king-of-rings-holders-leap-1-done = 两个环，跳两格：从 b2 到 d4。c3 上的银环太近，够不着。
lesson-king-of-rings-holders-leap-2-explain = 持有者会越过路上的一切：环、骑士或空格。
lesson-king-of-rings-holders-leap-2-goal = 你在 a1 的持有者持有三个环。越过 b2 和 c3，跳到 d4 的蓝环上。
lesson-king-of-rings-holders-leap-2-wrong = 这样只拿到一个银环：沿斜线跳三格，到 d4 的蓝环上。
lesson-king-of-rings-holders-leap-2-done = 路上的骑士和环都挡不住这一跳。
lesson-king-of-rings-holders-leap-3-explain = 持有者只能落在环或对方骑士上，绝不能落在空格上。它每拿一个环，下一次就多跳一格。
lesson-king-of-rings-holders-leap-3-goal = 用两步拿到 d4 上的大蓝环。
lesson-king-of-rings-holders-leap-3-wrong = 从 a2 跳两格到不了 d4：先拿 b2 上的环，再跳两格。
lesson-king-of-rings-holders-leap-3-done = 一个环，跳一格到 b2；然后两个环，跳两格到 d4。
lesson-king-of-rings-holders-leap-4-explain = 持有 7 个或更多环的持有者完全不能移动。
lesson-king-of-rings-holders-leap-4-goal = 你在 a1 的持有者持有六个环，所以跳六格。拿走 g7 上的蓝环。
lesson-king-of-rings-holders-leap-4-wrong = 那是银环：蓝环在 g7。
lesson-king-of-rings-holders-leap-4-done = 那是它的第七个环：这个持有者再也不能移动了。

## capture-and-hand

lesson-king-of-rings-capture-and-hand-title = 吃子与手中的骑士
lesson-king-of-rings-capture-and-hand-summary = 吃掉持有者就能赢得它的环；它回到主人手中。
lesson-king-of-rings-capture-and-hand-1-explain = 骑士可以落在对方骑士上吃掉它，并拿走那个骑士持有的全部环。被吃的持有者回到主人手中，以后可以再打入。
lesson-king-of-rings-capture-and-hand-1-goal = 吃掉 e5 上的黑方持有者，赢得它的环。
lesson-king-of-rings-capture-and-hand-1-wrong = 这样赢不到环：e5 上的黑方持有者持有一个蓝环和一个银环。
lesson-king-of-rings-capture-and-hand-1-done = 你现在有 4 分。被吃的黑方骑士回到黑方手中，之后可以打入：打入那一课会展示手中的棋子。
lesson-king-of-rings-capture-and-hand-2-goal = 你在 b2 的持有者跳两格。吃掉 d4 上持有大蓝环的黑方骑士。
lesson-king-of-rings-capture-and-hand-2-wrong = b4 上的银环值 1 分；d4 上的黑方骑士持有 5 分。
lesson-king-of-rings-capture-and-hand-2-done = 持有者也能吃子，落点正好是它跳跃的距离。
lesson-king-of-rings-capture-and-hand-3-explain = 被吃掉的空手骑士就永远出局了。
lesson-king-of-rings-capture-and-hand-3-goal = 吃掉 e5 上的黑方空手骑士。
lesson-king-of-rings-capture-and-hand-3-wrong = 这步什么也没吃到：走到 e5。
lesson-king-of-rings-capture-and-hand-3-done = 那个黑方骑士没有环，所以它在这盘棋剩下的时间里都出局了。

## drops

lesson-king-of-rings-drops-title = 打入
lesson-king-of-rings-drops-summary = 把手中的骑士放到一个环上。
lesson-king-of-rings-drops-1-explain = 手中的骑士可以放到任何有环的格子上：它拿走那个环，成为持有者。打入就是你这一回合的全部。要打入，先按棋盘旁的“白方手中的棋子”按钮，再点格子。
lesson-king-of-rings-drops-1-goal = 你手中有一个骑士。把它打入到 d4 的大蓝环上。
lesson-king-of-rings-drops-1-wrong = 把手中的骑士打入到 d4 的大蓝环上。
lesson-king-of-rings-drops-1-done = 打入让骑士重回战场，一上来就带着一个环。
lesson-king-of-rings-drops-2-goal = 用两步吃掉 d4 上的黑方持有者：先把骑士打入到能够到 d4 的地方。
lesson-king-of-rings-drops-2-wrong = 打入的骑士持有一个环，跳一格：把它打入到 d4 旁边的 c3。
lesson-king-of-rings-drops-2-done = 打入 c3，跳一格到 d4：它的两个蓝环归你了。

## ring-values

lesson-king-of-rings-ring-values-title = 环的分值
lesson-king-of-rings-ring-values-summary = 大蓝环 5 分，蓝环 3 分，银环 1 分：收集最多的分数。
lesson-king-of-rings-ring-values-1-explain = 环可以得分：大蓝环 5 分，蓝环 3 分，银环 1 分。你的得分是你在棋盘上的骑士所持环的分数之和。
lesson-king-of-rings-ring-values-1-goal = 拿走分值最高的环。
lesson-king-of-rings-ring-values-1-wrong = d4 上的大蓝环值 5 分：比蓝环（3 分）或银环（1 分）都多。
lesson-king-of-rings-ring-values-1-done = 全盘唯一的大蓝环，5 分到手。
lesson-king-of-rings-ring-values-2-explain = 要提前计划：持有一个环的骑士跳一格，而且只能落在环或对方骑士上。
lesson-king-of-rings-ring-values-2-goal = 用两步达到 6 分。
lesson-king-of-rings-ring-values-2-wrong = 拿了 c3 上的蓝环之后，够得着的只剩银环了：先拿 e3 上的银环。
lesson-king-of-rings-ring-values-2-done = 先银环，再大蓝环：1 + 5 胜过 3 + 1。

## last-turn

lesson-king-of-rings-last-turn-title = 最后一个环与计分
lesson-king-of-rings-last-turn-summary = 环拿完时棋局结束；分数最多的一方获胜。
lesson-king-of-rings-last-turn-1-explain = 棋盘上不再有环时棋局结束，分数最多的一方获胜。如果白方拿走了最后一个环，黑方还能再走一回合。
lesson-king-of-rings-last-turn-1-goal = 拿走 d4 上的最后一个环，并确保黑方走完最后一回合后你仍然获胜。
lesson-king-of-rings-last-turn-1-wrong = 拿走 d4 上的环，但要注意 e5 上的黑方骑士：落在那里的棋子都会被它吃掉，所以派持环较少的骑士去。
lesson-king-of-rings-last-turn-1-done = 黑方只能夺回 1 分；你在 b2 上的 6 分足以获胜。
lesson-king-of-rings-last-turn-2-explain = 现在你执黑。白方拿走了最后一个环，所以黑方还有一回合，然后棋局结束。
lesson-king-of-rings-last-turn-2-goal = 走完黑方的最后一回合，赢下这盘棋。
lesson-king-of-rings-last-turn-2-wrong = 这样白方仍然领先：吃掉 d4 上值 8 分的持有者。
lesson-king-of-rings-last-turn-2-done = 黑方在最后一回合吃下 8 分，以 10 比 1 获胜。
